"""How a draw's next decision is chosen in each sample (``corsairs.coach.search._chosen``)."""

from __future__ import annotations

import random
from typing import Any

from corsairs.coach.search import _chosen, _End, _Run


def test_a_hand_few_samples_share_does_not_lose_the_better_follow_up_to_noise() -> None:
    """From the stock a hand is shared by a handful of samples (the card drawn), and the
    seat's wait-or-sail after it was chosen by the mean of two or three others alone: the
    worse one often enough that the stock's value fell 1.2-1.8 points short of the pile's
    and the pier's, grouped the same way (bench/stock_follow_ups.py). Here waiting wins 55%
    and sailing 25% whatever the hand; hands of three samples each."""
    rng = random.Random(3)
    truth = (0.55, 0.25)
    runs = []
    for j in range(300):
        ends = {
            b: _End(float(rng.random() < p), (0.0,), {})
            for b, p in zip(("discard", "sail"), truth, strict=True)
        }
        runs.append(_Run(j // 3, ends))
    chosen = _chosen(runs)
    slot = [
        next(i for i, x in enumerate(r.ends.values()) if x is e)
        for r, e in zip(runs, chosen, strict=True)
    ]
    worth = [truth[i] for i in slot]
    assert sum(worth) / len(worth) > 0.535  # the better one nearly always (0.55)


def _tie(state: Any) -> str:
    """ "tie" when the two best discards the seat may make keep the same limit, else ""."""
    from corsairs.games.corsairs.cards import CARD_TEXT
    from corsairs.games.corsairs.heuristic import discard_order

    s = state
    legal = {str(a) for a in s.legal_actions()}
    kept = [
        lim
        for lim, c in discard_order(s.hands[s.current], s.pier_colour, s.drawn)
        if f"discard {CARD_TEXT[c]}" in legal
    ]
    return "tie" if len(kept) > 1 and kept[0] == kept[1] else ""


def _draws_then_follow_ups(game_name: str, games: int) -> list[list[str]]:
    """The next moves the coach judges after each draw of a few random games, as text."""
    import corsairs
    from corsairs.coach.search import coach_hooks

    game = corsairs.load_game(game_name)
    follow = getattr(coach_hooks(game), "follow_ups", None)
    if follow is None:
        return []
    out = []
    for seed in range(games):
        st = game.new_state(seed=seed)
        rng = random.Random(seed)
        while not st.is_over():
            seat = st.current_player
            a = rng.choice(st.legal_actions())
            st.apply(a)
            if str(a).startswith("draw") and isinstance(seat, int):
                after = follow(st, seat)
                if after is not None:
                    out.append([str(a), _tie(st)] + [str(b) for b in after[1]])
    return out


def test_a_follow_up_slot_is_the_same_kind_of_move_in_every_sample() -> None:
    """``_chosen`` compares next moves by slot across samples: slot 0 must be waiting and
    slot 1 sailing, with the same card, in every position, or a slot's mean would mix a
    wait in one sample with a sail in another. Corsairs: the best discard, then its sail;
    Piratatak judges no next move (one end per run, slots unused)."""
    assert _draws_then_follow_ups("piratatak", 1) == []
    moves = _draws_then_follow_ups("corsairs", 8)
    assert len(moves) > 30
    seconds = 0
    for draw, tie, *nexts in moves:
        wait, sail, *second = (m.split() for m in nexts)
        assert (wait[0], sail[0]) == ("discard", "sail"), nexts
        assert wait[1:] == sail[1:], nexts
        if second:
            # a seen card's draw after which two discards keep the least limit: both weighed
            seconds += 1
            assert draw != "draw stock" and tie and len(second) == 1, (draw, nexts)
            assert second[0][0] == "discard" and second[0][1:] != wait[1:], nexts
    assert seconds


def test_two_equal_next_moves_of_a_hand_all_samples_share_do_not_lower_the_draw() -> None:
    """From the pile all samples hold the same hand. Two discards of equal worth (each wins
    100 of 256 samples, half of them the same ones) were chosen sample by sample by the
    others' means, so that in each sample where they differed the one that lost there was
    chosen: the draw was worth 50 wins, not the 100 either discard gives."""
    runs = []
    for j in range(256):
        a, b = float(j < 100), float(50 <= j < 150)
        runs.append(
            _Run(
                "same hand", {"discard R2": _End(a, (0.0,), {}), "discard G2": _End(b, (0.0,), {})}
            )
        )
    chosen = _chosen(runs)
    assert sum(e.value for e in chosen) == 100
