"""Provably fair deals: the server commits to a secret seed, reveals it at the end.

At creation the server draws a 63-bit seed and a 128-bit salt from ``secrets`` and
publishes ``commitment(seed, salt)`` (SHA-256) to every seat; nobody, the creator
included, learns the seed before the game is over. At the end the seed and salt are
revealed, and anyone can check (``corsairs verify RECORD``) that the hash matches and
that the seed deals the recorded game. Bots draw their randomness from their own
secret seeds, so their moves leak nothing of the deal.
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

SCHEME = "sha256(corsairs-deal-v1:<salt hex>:<seed decimal>)"
_PREFIX = "corsairs-deal-v1"


def new_seed() -> int:
    """A deal seed nobody can guess (fits the database's signed 64-bit column)."""
    return secrets.randbits(63)


def new_salt() -> str:
    """The salt that keeps the commitment from being brute-forced over the seed space."""
    return secrets.token_hex(16)


def commitment(seed: int, salt: str) -> str:
    """The published hash of a table's seed; hex SHA-256."""
    return hashlib.sha256(f"{_PREFIX}:{salt}:{seed}".encode()).hexdigest()


def bot_move_seed(bot_seed: int, move: int) -> int:
    """The seed a bot plays move ``move`` with: derived from its own secret seed and the
    move number only, so a restarted server makes the same choice it would have made."""
    digest = hashlib.sha256(f"corsairs-bot-v1:{bot_seed}:{move}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def fairness_fields(salt: str | None, seed: int, seed_chosen: bool, over: bool) -> dict[str, Any]:
    """What every seat is told about the deal: the commitment now, seed and salt at the end.

    ``salt`` None marks a table stored before deals were committed (no commitment).
    A practice table's seed was chosen by its creator: it is shown as such to all.
    """
    out: dict[str, Any] = {
        "scheme": SCHEME,
        "commitment": None if salt is None else commitment(seed, salt),
        "seed_chosen_by_creator": seed_chosen,
        "legacy": salt is None,
        "seed": None,
        "seed_text": None,
        "salt": None,
    }
    if over:  # never before: a spectator holding the seed would see every hand
        out["seed"] = seed
        # 63 bits do not fit a JavaScript number (it keeps 53): a browser shows this one
        out["seed_text"] = str(seed)
        out["salt"] = salt
    return out
