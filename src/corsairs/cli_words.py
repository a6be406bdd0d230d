"""English counts for the terminal's and the reports' sentences: "1 worker", "2 workers".

"worker(s)" and "deal(s)" make the reader do the grammar; the count is known."""

from __future__ import annotations


def counted(n: int, noun: str, plural: str | None = None) -> str:
    """``n`` and ``noun``, plural unless ``n`` is 1 (``plural`` for the irregular ones);
    thousands separated: "1 batch", "3 batches", "1,000 games"."""
    return f"{n:,} {noun if n == 1 else plural or noun + 's'}"
