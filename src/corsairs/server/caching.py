"""How the site's files are cached: kept by the browser, asked again at every use, and
answered "not modified" (304, no body) while the file is the one the browser holds.

The page's modules, its stylesheet and the rules pages had no ``Cache-Control``; a browser
then keeps a file as long as it likes by a guess from its ``Last-Modified`` (a tenth of its
age: a file installed a month ago, three days), so a page after an upgrade could run last
version's modules. ``no-cache`` keeps the file but asks every time, which a reload needs;
the question costs a 304 while nothing changed.

The validator is the file's content (a hash), not its date and size, which are Starlette's:
an upgrade that keeps both (a Nix store or a reproducible build dates every file alike; an
edit of one word keeps the size) would be answered "not modified" and the old file kept.
No ``Last-Modified`` is sent, for the same reason: a browser that kept a date would be told
"not modified" by it. Versioned addresses (``app.3f2a.js``) with ``immutable`` would spare
the 304 too, but the modules import one another by name and the companion's service worker
lists its files: every import would have to be rewritten at each release."""

from __future__ import annotations

import functools
import hashlib
import os
from pathlib import Path

from fastapi.staticfiles import StaticFiles
from starlette.datastructures import Headers
from starlette.responses import FileResponse, Response
from starlette.types import Scope

REVALIDATE = "no-cache"
"""Kept, but asked again at every use: a reload (or a page opened again) costs a 304."""


@functools.lru_cache(maxsize=1024)
def _content_tag(path: str, inode: int, size: int, mtime_ns: int, ctime_ns: int) -> str:
    """The file's ETag, from its bytes; asked again only when the file may have changed
    (its ctime moves with every write and cannot be set back, unlike its mtime)."""
    digest = hashlib.blake2b(Path(path).read_bytes(), digest_size=16).hexdigest()
    return f'"{digest}"'


def content_tag(path: str | os.PathLike[str], stat: os.stat_result) -> str:
    """The quoted ETag of the file at ``path`` (``stat`` its ``os.stat``)."""
    return _content_tag(str(path), stat.st_ino, stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns)


def not_modified(request: Headers, tag: str) -> bool:
    """Whether the browser's ``If-None-Match`` names ``tag`` (weakly compared, as a GET is)."""
    asked = request.get("if-none-match")
    if asked is None:
        return False
    if asked.strip() == "*":
        return True
    return tag in (t.strip().removeprefix("W/") for t in asked.split(","))


def revalidated_file(
    path: str | os.PathLike[str],
    request: Headers,
    stat: os.stat_result | None = None,
    status_code: int = 200,
) -> Response:
    """The file at ``path``, or 304 when the browser holds it already; either with its
    content's ETag and ``Cache-Control: no-cache``."""
    stat = os.stat(path) if stat is None else stat
    headers = {"ETag": content_tag(path, stat), "Cache-Control": REVALIDATE}
    if status_code == 200 and not_modified(request, headers["ETag"]):
        return Response(status_code=304, headers=headers)
    response = FileResponse(path, status_code=status_code, headers=headers, stat_result=stat)
    del response.headers["last-modified"]  # the content is the version, not the date
    return response


def revalidated_page(page: Response, request: Headers) -> Response:
    """A page made in memory (the app's ``index.html`` with its ``<base>``), or 304 when the
    browser holds these very bytes; with their ETag and ``Cache-Control: no-cache``."""
    tag = f'"{hashlib.blake2b(page.body, digest_size=16).hexdigest()}"'
    page.headers["ETag"], page.headers["Cache-Control"] = tag, REVALIDATE
    if page.status_code == 200 and not_modified(request, tag):
        return Response(status_code=304, headers={"ETag": tag, "Cache-Control": REVALIDATE})
    return page


class Revalidated(StaticFiles):
    """Static files the browser keeps and asks for again at every use (see the module)."""

    def file_response(
        self,
        full_path: str | os.PathLike[str],
        stat_result: os.stat_result,
        scope: Scope,
        status_code: int = 200,
    ) -> Response:
        return revalidated_file(full_path, Headers(scope=scope), stat_result, status_code)
