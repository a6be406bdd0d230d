"""Output files of the bench scripts, checked when the command line is read.

A benchmark runs for minutes; a ``--json`` or ``--log`` it could not write was found
only at its end, and the figures were lost with a traceback. ``output_file`` is an
argparse type: the file is opened for appending (and removed again if it was new), so
that a folder, a missing folder, a read-only disk or /proc are refused at once.
"""

from __future__ import annotations

import argparse
from pathlib import Path


def output_file(text: str) -> Path:
    """``text`` as a file the script can write at its end; ArgumentTypeError otherwise."""
    if not text:
        raise argparse.ArgumentTypeError("an empty file name")
    path = Path(text)
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{path} is a folder; name a file in it")
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"cannot write {path}: {folder} is not a folder")
    if folder != path.parent:
        raise argparse.ArgumentTypeError(f"cannot write {path}: no folder {path.parent}")
    existed = path.exists()
    try:
        with path.open("a", encoding="utf-8"):
            pass
    except OSError as exc:
        raise argparse.ArgumentTypeError(f"cannot write {path}: {exc.strerror or exc}") from None
    if not existed:
        path.unlink(missing_ok=True)
    return path
