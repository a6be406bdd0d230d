"""What the three adapters share: turning the encoding's floats into numpy arrays."""

from __future__ import annotations

import difflib
import inspect
import io
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from corsairs import tensors
from corsairs.protocol import BadOption, Encoding, Game, NoTerminalView, State
from corsairs.registry import load_game


def observation_array(encoding: Encoding, state: State, seat: int) -> np.ndarray[Any, Any]:
    """The seat's observation tensor as float32 (via float64: numpy converts that faster)."""
    return np.array(encoding.observation_tensor(state.observation(seat)), np.float64).astype(
        np.float32
    )


def mask_array(encoding: Encoding, state: State, seat: int) -> np.ndarray[Any, Any]:
    """int8 ones on the legal indices when ``seat`` is to act, zeros otherwise."""
    mask = np.zeros(encoding.num_actions, np.int8)
    if state.current_player == seat:
        mask[encoding.legal_indices(state)] = 1
    return mask


def observe(encoding: Encoding, state: State, seat: int) -> dict[str, np.ndarray[Any, Any]]:
    """The ``{"observation", "action_mask"}`` dict PettingZoo and Gymnasium hand out."""
    return {
        "observation": observation_array(encoding, state, seat),
        "action_mask": mask_array(encoding, state, seat),
    }


def spaces_for(encoding: Encoding) -> Mapping[str, Any]:
    """Observation (dict) and action spaces, as Gymnasium spaces."""
    from gymnasium import spaces

    return {
        "observation": spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, encoding.observation_shape, np.float32),
                "action_mask": spaces.Box(0, 1, (encoding.num_actions,), np.int8),
            }
        ),
        "action": spaces.Discrete(encoding.num_actions),
    }


def adapter_game(
    name: str, players: Any, rules: Mapping[str, Any], parameters: Sequence[str]
) -> Game:
    """``load_game(name, players=players, **rules)`` for an adapter whose own keyword
    ``parameters`` sit beside the rule options: a keyword that is no rule option and is
    nearer one of them than any rule option is refused naming it (``chanse="cards"`` read
    "unknown rule option 'chanse' (did you mean 'hand_size'?)")."""
    try:
        return load_game(name, players=players, **rules)
    except BadOption:
        options = set(load_game(name, players=players).rules_dict())
        for key in (k for k in rules if k not in options):
            nearest = difflib.get_close_matches(str(key), [*options, *parameters], n=1)
            if nearest and nearest[0] in parameters:
                raise BadOption(
                    f"unknown rule option {key!r} (did you mean {nearest[0]}=, a parameter "
                    "of the adapter rather than a rule option?)"
                ) from None
        raise


def whole_number(value: Any) -> int | None:
    """``value`` as an int if it is a whole number: an int or a numpy integer scalar
    (``tensors.whole_number``, the one check), not a bool nor a 0-d array."""
    return tensors.whole_number(value, (int, np.integer))


def whole_seed(seed: Any) -> int:
    """A ``reset`` seed: a whole number from 0, as Gymnasium takes them; else BadOption."""
    value = whole_number(seed)
    if value is None or value < 0:
        raise BadOption(tensors.not_whole("seed", seed, " from 0"))
    return value


RESET_OPTIONS = ("game_seed",)
"""The keys ``reset(options=...)`` takes, in PettingZoo and Gymnasium alike."""

SIGNATURE_PROBE = "options"
"""The key PettingZoo's ``api_test`` and ``parallel_api_test`` pass (``{"options": 1}``)
only to see that ``reset`` takes ``options``: let by, meaning nothing."""


def chosen_game_seed(options: Any) -> int | None:
    """``reset(options={"game_seed": n})``: the engine's own seed ``n`` (a whole number from
    0), the game ``game.new_state(seed=n)`` that records, the arena and ``corsairs play
    --seed`` name; None without it. Options that are no dict, or hold another key (a typo
    would deal a game other than the one meant, silently), are ``BadOption`` naming the keys;
    so is a bad value."""
    if options is None:
        return None
    keys = ", ".join(RESET_OPTIONS)
    if not isinstance(options, Mapping):
        raise BadOption(f"reset options: a dict, not {options!r}; the keys are: {keys}")
    unknown = [k for k in options if k not in RESET_OPTIONS and k != SIGNATURE_PROBE]
    if unknown:
        names = ", ".join(repr(k) for k in unknown)
        raise BadOption(f"reset options: unknown {names}; the keys are: {keys}")
    if options.get("game_seed") is None:
        return None
    value = whole_number(options["game_seed"])
    if value is None or value < 0:
        raise BadOption(tensors.not_whole("game_seed", options["game_seed"], " from 0"))
    return value


def position_text(
    game: Game, state: State, seat: int, lines: Sequence[str], names: Sequence[str]
) -> str:
    """``render()``'s text: ``seat``'s view drawn as ``corsairs play`` draws it (the cards,
    not only the moves), the seats called ``names`` as the adapter calls them, then
    ``lines``. Without the terminal view (a plugin game with no ``terminal.py``, or no
    ``rich``: the ``cli`` extra) only ``lines``."""
    try:
        view = game.terminal_view()
        from rich.console import Console
    except (NoTerminalView, ImportError):
        return "\n".join(lines)
    out = io.StringIO()
    # the table's house rules, for a view that reasons with them (Corsairs' hand note)
    extra = {"game": game} if "game" in inspect.signature(view.render).parameters else {}
    Console(file=out, width=100, color_system=None, force_terminal=False).print(
        view.render(state.observation(seat), list(names), **extra)
    )
    return out.getvalue() + "\n".join(lines)
