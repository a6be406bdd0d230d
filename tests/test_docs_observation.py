"""Every key of a seat's observation is named in the rules page's "What a seat sees".

A bot's author reads the observation by its keys; the Corsairs page listed what a seat
knows in prose, without the keys (``taken``, ``draws``, ``laid``'s ``limit`` …), so
writing a first bot began with printing one.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

import corsairs

DOCS = Path(__file__).resolve().parent.parent / "docs"


def _section(page: str) -> str:
    text = (DOCS / page).read_text(encoding="utf-8")
    start = text.index("What a seat sees")
    end = text.find("\n## ", start + 1)
    end2 = text.find("\n### ", start + 1)
    ends = [e for e in (end, end2) if e > 0]
    return text[start : min(ends) if ends else len(text)]


def _keys(name: str, players: int) -> set[str]:
    """The observation's keys, nested dicts' too (``laid.limit``), over seeded games."""
    keys: set[str] = set()

    def walk(value: Any, prefix: str) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                keys.add(prefix + k)
                if k not in ("draws", "counts", "stock_cards", "thresholds", "deck"):
                    walk(v, prefix + k + ".")
        elif isinstance(value, list):
            for v in value:
                walk(v, prefix)

    game = corsairs.load_game(name, players=players)
    for seed in range(3):
        rng = random.Random(seed)
        state = game.new_state(seed=seed)
        while True:
            for seat in (0, None):
                obs = state.observation(seat)
                walk({k: v for k, v in obs.items() if k != "rounds"}, "")
                keys.update(obs)
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
    return keys


@pytest.mark.parametrize(
    ("name", "page"), [("corsairs", "rules.md"), ("piratatak", "piratatak.md")]
)
def test_every_observation_key_is_named_on_the_rules_page(name: str, page: str) -> None:
    named = set(re.findall(r"`([a-z_.]+)`", _section(page)))
    missing = sorted(k for k in _keys(name, 2) if not {k, k.rpartition(".")[2]} & named)
    assert not missing, f"{page} 'What a seat sees' does not name {missing}"
