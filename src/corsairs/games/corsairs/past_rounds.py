"""The rounds played so far, as observations hand them out: each read is the reader's own.

A bot may change what it is given (``observation["rounds"][0]["penalties"][0] = 99``)
without changing the game's record, its saves or its figures. Copying every round into
every observation did that at a cost of about a fifth of a simulation of ``policy`` bots,
which never read past rounds; :class:`PastRounds` copies a round when it is read, so a
bot that reads no history pays nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, SupportsIndex, overload

Round = dict[str, Any]


def copy_round(r: Round) -> Round:
    """A round summary of the caller's own: two levels deep is every container it holds."""
    return {
        k: (
            [x[:] if type(x) is list else x for x in v]
            if type(v) is list
            else v.copy()
            if type(v) is dict
            else v
        )
        for k, v in r.items()
    }


class PastRounds(list[Round]):
    """A list of the state's own round summaries whose every read (an item, a slice,
    iteration, ``pop``, ``copy``, concatenation, ``sort``'s keys) is a copy.

    JSON encoding and comparison read the summaries as they are, and change nothing.
    Reaching the summaries through ``list``'s own methods on purpose is digging into the
    program, as reading its memory would be: no Python object can stop that.
    """

    __slots__ = ()

    @overload
    def __getitem__(self, i: SupportsIndex) -> Round: ...
    @overload
    def __getitem__(self, i: slice) -> list[Round]: ...
    def __getitem__(self, i: SupportsIndex | slice) -> Round | list[Round]:
        if isinstance(i, slice):
            return [copy_round(r) for r in super().__getitem__(i)]
        return copy_round(super().__getitem__(i))

    def __iter__(self) -> Iterator[Round]:
        return (copy_round(r) for r in super().__iter__())

    def __reversed__(self) -> Iterator[Round]:
        return (copy_round(r) for r in super().__reversed__())

    def pop(self, i: SupportsIndex = -1) -> Round:
        return copy_round(super().pop(i))

    def copy(self) -> list[Round]:
        return list(self)

    def __add__(self, other: Iterable[Round]) -> list[Round]:  # type: ignore[override]
        return [*self, *other]

    def __radd__(self, other: Iterable[Round]) -> list[Round]:
        return [*other, *self]

    def __mul__(self, n: SupportsIndex) -> list[Round]:
        return list(self) * n

    __rmul__ = __mul__

    def sort(self, *args: Any, **kwargs: Any) -> None:
        mine = list(self)  # the key function reads copies too
        super().clear()
        super().extend(mine)
        super().sort(*args, **kwargs)
