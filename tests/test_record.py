"""Game records: round trips, and clear errors for corrupt or hand-edited ones."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import corsairs
from corsairs import record as records


def played(name: str, players: int, seed: int) -> tuple[corsairs.Game, corsairs.State, list[str]]:
    game = corsairs.load_game(name, players=players)
    state = game.new_state(seed=seed)
    rng = random.Random(seed)
    actions = []
    while not state.is_over():
        legal = state.legal_actions()
        a = legal[rng.randrange(len(legal))]
        state.apply(a)
        actions.append(str(a))
    return game, state, actions


@pytest.mark.parametrize("name", corsairs.game_names())
def test_record_replays_exactly(name: str, tmp_path: Path) -> None:
    game, state, actions = played(name, 3, 5)
    rec = records.make_record(game, 5, ["a", "b", "c"], actions, state)
    path = tmp_path / "game.json"
    records.save(rec, path)
    loaded = records.load(path)
    final = records.replay(loaded)
    assert final.to_dict() == state.to_dict()
    result = json.loads(path.read_text())["result"]
    assert result["winners"] == state.winners()
    assert result["places"] == state.placings() and sorted(result["places"])[0] == 1


def test_bad_action_is_named_with_its_number_and_line(tmp_path: Path) -> None:
    game, state, actions = played("corsairs", 2, 8)
    text = records.dumps(records.make_record(game, 8, ["a", "b"], actions, state))
    lines = text.splitlines()
    idx = 3  # the fourth action
    line_no = next(i for i, ln in enumerate(lines, 1) if ln.strip().startswith('"draw'))
    line_no += idx
    bad_lines = list(lines)
    bad_lines[line_no - 1] = '    "discard Q7",'
    path = tmp_path / "bad.json"
    path.write_text("\n".join(bad_lines))
    with pytest.raises(records.RecordError) as err:
        records.replay(records.load(path))
    message = str(err.value)
    assert f"action {idx + 1}" in message and f"line {line_no}" in message and "Q7" in message


def test_an_illegal_but_well_formed_action_is_reported() -> None:
    game, _, actions = played("corsairs", 2, 9)
    actions = list(actions)
    actions[0] = "discard R1"  # it is the draw phase
    rec = records.check(records.make_record(game, 9, ["a", "b"], actions))
    with pytest.raises(records.RecordError, match=r"action 1 .*first draw"):
        records.replay(rec)


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda r: r.pop("seed"), "no 'seed'"),
        (lambda r: r.update(players="four"), "'players' must be"),
        (lambda r: r.update(game="chess"), "unknown game"),
        (lambda r: r.update(rules={"hand_size": "x"}), "hand_size"),
        (lambda r: r.update(seats=["only one"]), "seats"),
        (lambda r: r.update(format="something else"), "not a corsairs record"),
        (lambda r: r.update(version=99), "newer"),
        (lambda r: r["actions"].append(5), "not text"),
        (lambda r: r.update(result={"winners": [7]}), "the replay gives"),
        (lambda r: r.update(result={"places": [3, 3]}), "the replay gives"),
        (lambda r: r["actions"].append("draw stock"), "already over"),
    ],
)
def test_corrupt_records_get_clear_errors(mutate, message: str) -> None:  # type: ignore[no-untyped-def]
    game, state, actions = played("corsairs", 2, 3)
    rec = records.make_record(game, 3, ["a", "b"], actions, state)
    mutate(rec)
    with pytest.raises(records.RecordError, match=message):
        records.replay(records.loads(json.dumps(rec)))


def test_json_errors_read_as_one_sentence() -> None:
    with pytest.raises(records.RecordError) as err:
        records.loads('{\n "game": "corsairs",\n "actions": ["draw st')
    assert str(err.value) == (
        "not valid JSON: Unterminated string starting at line 3, column 14"
        " (the file ends before the record does: cut short?)"
    )
    with pytest.raises(records.RecordError) as err:
        records.loads('{"a": "\x01"}')
    assert str(err.value) == "not valid JSON: Invalid control character at line 1, column 8"
    with pytest.raises(records.RecordError) as err:
        records.loads('{"a" 1}')
    assert str(err.value) == "not valid JSON: Expecting ':' delimiter at line 1, column 6"


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("seed", "7", "the record's 'seed' must be an integer, not a string"),
        ("players", 2.5, "the record's 'players' must be an integer, not a number"),
        ("seed", True, "the record's 'seed' must be an integer, not true or false"),
        ("game", 5, "the record's 'game' must be a string, not an integer"),
        ("actions", {}, "the record's 'actions' must be a list, not an object"),
        ("actions", None, "the record's 'actions' must be a list, not null"),
    ],
)
def test_a_field_of_the_wrong_type_is_named_with_its_article(
    key: str, value: object, message: str
) -> None:
    game, state, actions = played("corsairs", 2, 3)
    rec = records.make_record(game, 3, ["a", "b"], actions, state)
    rec[key] = value
    with pytest.raises(records.RecordError) as err:
        records.loads(json.dumps(rec))
    assert str(err.value) == message


def test_not_json_and_missing_file(tmp_path: Path) -> None:
    with pytest.raises(records.RecordError, match="line 1"):
        records.loads("{nope")
    with pytest.raises(records.RecordError, match=r"missing\.json: no such file"):
        records.load(tmp_path / "missing.json")
    with pytest.raises(records.RecordError, match="JSON object"):
        records.loads("[1, 2]")


def test_a_file_that_cannot_be_read_is_named_once_in_plain_words(tmp_path: Path) -> None:
    """ "cannot read x.json: [Errno 2] No such file or directory: 'x.json'" named the file
    twice (three times after the replay command's prefix) and showed Python's errno."""
    missing, folder, binary = tmp_path / "nope.json", tmp_path, tmp_path / "b.json"
    binary.write_bytes(b"\xff\xfe\x00")
    for path, said in (
        (missing, "no such file"),
        (folder, "a folder, not a record file"),
        (binary, "not a text file"),
    ):
        with pytest.raises(records.RecordError) as err:
            records.load(path)
        text = str(err.value)
        assert text.startswith(f"{path}: {said}"), text
        assert text.count(str(path)) == 1 and "Errno" not in text and "codec" not in text


def test_a_record_cut_short_says_so(tmp_path: Path) -> None:
    game, state, actions = played("corsairs", 2, 3)
    text = records.dumps(records.make_record(game, 3, ["a", "b"], actions, state))
    cut = tmp_path / "cut.json"
    cut.write_text(text[: len(text) // 2])
    with pytest.raises(records.RecordError) as err:
        records.load(cut)
    assert str(err.value).startswith(f"{cut}: not valid JSON: ")
    assert "cut short" in str(err.value)
    # actions cut by hand in a well-formed file: the stated result says the game was over
    data = json.loads(text)
    data["actions"] = data["actions"][:10]
    with pytest.raises(records.RecordError) as err:
        records.replay(records.loads(json.dumps(data)))
    assert "the record says the game is over, but its 10 actions do not finish it" in str(err.value)


@pytest.mark.parametrize("version", ["1", 0, -3, True, 1.0])
def test_a_version_that_is_not_a_version_number_is_not_called_newer(version: object) -> None:
    game, state, actions = played("corsairs", 2, 3)
    rec = records.make_record(game, 3, ["a", "b"], actions, state)
    rec["version"] = version
    with pytest.raises(records.RecordError) as err:
        records.loads(json.dumps(rec))
    assert "newer" not in str(err.value) and "'version'" in str(err.value), str(err.value)


def test_a_bad_action_names_the_seat_that_played_it() -> None:
    """ "illegal action discard V9: V9 is not in your hand": whose hand, in a record?"""
    game, state, actions = played("corsairs", 2, 3)
    rec = records.make_record(game, 3, ["Ann", "Bob"], actions, state)
    first = game.new_state(seed=3)
    seat = first.current_player
    assert seat is not None
    rec["actions"][0] = "discard R1"  # the draw phase
    with pytest.raises(records.RecordError) as err:
        records.replay(records.loads(json.dumps(rec)))
    assert f"action 1 ('discard R1', played by {['Ann', 'Bob'][seat]})" in str(err.value)


def test_a_bad_action_of_a_bot_that_took_a_seat_names_it_in_the_language() -> None:
    """'joué par Bob (casual)': the bot that played the action was named by the word a
    record keeps, in French too; it is named as the table names it."""
    from corsairs.lang import speaking

    game, state, actions = played("corsairs", 2, 3)
    rec = records.make_record(game, 3, ["Ann", "Bob"], actions, state)
    seat = game.new_state(seed=3).current_player
    assert seat is not None
    rec["version"] = 2
    rec["stand_ins"] = [{"seat": seat, "bot": "casual", "from_action": 1}]
    rec["actions"][0] = "discard R1"  # the draw phase
    with speaking("fr"), pytest.raises(records.RecordError) as err:
        records.replay(records.loads(json.dumps(rec)))
    name = ["Ann", "Bob"][seat]
    assert f"joué par {name} (Robot intermédiaire)" in str(err.value), str(err.value)


def test_a_plugins_bot_is_named_as_play_names_it_without_the_plugin() -> None:
    """A record read "played by Bob (kenji)" where ``play`` said "Bob (Kenji bot)": its own
    bots name them, loaded or not (no plugin registers kenji here); the record keeps its spec."""
    game, state, actions = played("corsairs", 2, 3)
    seat = game.new_state(seed=3).current_player
    assert seat is not None
    names = ["Ann (kenji_pira)", "Bob"]
    rec = records.make_record(game, 3, names, actions, state)
    rec["bots"] = ["kenji_pira:depth=2", None]
    rec["stand_ins"] = [{"seat": 1, "bot": "kenji", "from_action": 1}]
    rec["actions"][0] = "discard R1"  # the draw phase
    with pytest.raises(records.RecordError) as err:
        records.replay(loaded := records.loads(json.dumps(rec)))
    said = ["Ann (Kenji Pira bot)", "Bob (Kenji bot)"][seat]
    assert f"played by {said})" in str(err.value), str(err.value)
    assert loaded.shown(names[0]) == "Ann (Kenji Pira bot)"
    assert loaded.shown("Carla (mum)") == "Carla (mum)"  # a person's own brackets stay hers


def test_a_seat_a_bot_took_over_is_named_per_action() -> None:
    """A server record names the friend who sat at a seat and, in ``stand_ins``, the bot
    that played it from some action on (the friend's earlier moves stay theirs)."""
    game, state, actions = played("corsairs", 2, 3)
    stand_in = records.StandIn(seat=1, bot="casual", from_action=5)
    data = records.make_record(game, 3, ["Ann", "Bob"], actions, state, stand_ins=[stand_in])
    assert data["stand_ins"] == [{"seat": 1, "bot": "casual", "from_action": 5}]
    rec = records.loads(records.dumps(data))
    assert rec.stand_ins == [stand_in]
    assert [rec.player(1, i) for i in (3, 4, 20)] == ["Bob", "Bob (casual)", "Bob (casual)"]
    assert rec.player(0, 20) == "Ann"
    records.replay(rec)
    assert "stand_ins" not in records.make_record(game, 3, ["Ann", "Bob"], actions)


@pytest.mark.parametrize(
    ("stand_ins", "message"),
    [
        ({"seat": 1}, "must be a list"),
        ([{"seat": 1, "bot": "casual"}], "'seat', 'bot' and 'from_action'"),
        ([{"seat": 2, "bot": "casual", "from_action": 3}], "a seat from 0 to 1"),
        ([{"seat": True, "bot": "casual", "from_action": 3}], "a seat from 0 to 1"),
        ([{"seat": 1, "bot": "", "from_action": 3}], "name the bot"),
        ([{"seat": 1, "bot": "casual", "from_action": 0}], "action number from 1"),
        ([{"seat": 1, "bot": "casual", "from_action": 10**6}], "action number from 1"),
        ([{"seat": 1, "bot": "casual", "from_action": 3}] * 2, "taken over twice"),
    ],
)
def test_a_bad_stand_in_is_named(stand_ins: object, message: str) -> None:
    game, state, actions = played("corsairs", 2, 3)
    data = records.make_record(game, 3, ["Ann", "Bob"], actions, state)
    data["stand_ins"] = stand_ins
    with pytest.raises(records.RecordError, match=message):
        records.loads(json.dumps(data))


def test_a_record_names_its_bots_for_resuming_and_older_records_still_load() -> None:
    """``bots`` (a spec per bot seat, null for a person's) is optional: records without it
    load as before (``bots`` None), so the format's version stays 1."""
    game, state, actions = played("corsairs", 2, 3)
    data = records.make_record(game, 3, ["You", "Bob"], actions, state, bots=[None, "expert"])
    assert data["bots"] == [None, "expert"] and data["version"] == 1
    assert records.loads(records.dumps(data)).bots == [None, "expert"]
    del data["bots"]
    assert records.loads(records.dumps(data)).bots is None


@pytest.mark.parametrize("bots", [{"1": "greedy"}, [None], [None, ""], [None, 3], "greedy"])
def test_a_bad_bots_field_is_named(bots: object) -> None:
    game, state, actions = played("corsairs", 2, 3)
    data = records.make_record(game, 3, ["Ann", "Bob"], actions, state)
    data["bots"] = bots
    with pytest.raises(records.RecordError, match="'bots' must list 2 seats"):
        records.loads(json.dumps(data))


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"game": "corsairs", "seed": ' + "9" * 5000 + "}", "a number too long"),
    ],
    ids=["deep", "long-number"],
)
def test_json_a_reader_cannot_hold_is_one_line_not_a_traceback(text: str, said: str) -> None:
    """JSON nested 100,000 deep (RecursionError) or a 5,000-digit number (ValueError of
    Python's digit limit) ended every command reading it in a traceback."""
    with pytest.raises(records.RecordError) as err:
        records.loads(text)
    assert str(err.value).startswith("not valid JSON") and said in str(err.value), err.value


def test_a_record_saved_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    """A record opened and saved again in Notepad gains a UTF-8 byte order mark: it was
    refused ("Unexpected UTF-8 BOM"), though nothing in it changed."""
    game, state, actions = played("corsairs", 2, 3)
    path = tmp_path / "notepad.json"
    path.write_text(
        records.dumps(records.make_record(game, 3, ["a", "b"], actions, state)), "utf-8-sig"
    )
    assert records.replay(records.load(path)).is_over()


@pytest.mark.parametrize(
    ("key", "value", "said"),
    [
        ("seats", ["a", 5], "the record's 'seats' must list 2 players' names"),
        ("seats", [None, None], "the record's 'seats' must list 2 players' names"),
        ("result", "won", "the record's 'result' must be an object"),
    ],
)
def test_names_and_a_result_of_the_wrong_kind_are_refused(
    key: str, value: object, said: str
) -> None:
    """Seat names 5 or null were read as "5" and "None" (a replay's "winner: None"), and a
    'result' that is no object was ignored: a hand-edited record passed for good."""
    game, state, actions = played("corsairs", 2, 3)
    rec = records.make_record(game, 3, ["a", "b"], actions, state)
    rec[key] = value
    with pytest.raises(records.RecordError) as err:
        records.loads(json.dumps(rec))
    assert str(err.value).startswith(said), err.value


def test_a_saved_position_or_a_companion_export_is_named_for_what_it_is() -> None:
    """A saved position (``State.to_dict``) given to replay said "the record has no
    'actions'", the companion page's export "the record has no 'game'": true, but not
    what the file is, nor where it belongs."""
    state = corsairs.load_game("piratatak", players=2).new_state(seed=1).to_dict()
    with pytest.raises(records.RecordError) as err:
        records.loads(json.dumps(state))
    assert str(err.value).startswith("a saved position (one moment of a game), not a record")
    table = {"version": 1, "players": ["a", "b"], "firstDealer": 0, "rounds": []}
    with pytest.raises(records.RecordError) as err:
        records.loads(json.dumps(table))
    assert str(err.value).startswith("the companion page's export of a real table's rounds")


def test_a_file_far_larger_than_any_record_is_refused_unread(tmp_path: Path) -> None:
    """A multi-gigabyte file named by mistake (a disk image, a log) was read whole into
    memory before anything was said; its size alone refuses it."""
    big = tmp_path / "huge.json"
    with big.open("wb") as f:
        f.truncate(records.MAX_RECORD_BYTES + 1)  # sparse: nothing written
    with pytest.raises(records.RecordError) as err:
        records.load(big)
    assert str(err.value) == f"{big}: 64 MB, far larger than a record: not read"


def test_a_write_that_fails_part_way_leaves_the_file_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk mid-write (`play --record old.json --force`, a save) cut the file short
    where it stood: the earlier record was lost and a corrupt one left in its place. The
    record is written beside it and put in place only once whole."""
    import errno

    game, state, actions = played("corsairs", 2, 3)
    rec = records.make_record(game, 3, ["a", "b"], actions, state)
    path = tmp_path / "old.json"
    records.save(rec, path)
    before = path.read_text()
    real = Path.write_text

    def disk_full(self: Path, text: str, *args: object, **kw: object) -> int:
        real(self, text[:100], *args, **kw)  # type: ignore[arg-type]
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(Path, "write_text", disk_full)
    with pytest.raises(OSError):
        records.save({**rec, "seats": ["c", "d"]}, path)
    monkeypatch.undo()
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["old.json"]  # nothing half-written left


def test_a_newer_records_refusal_says_what_wrote_it_and_the_way_out() -> None:
    """ "record version 3 is newer than this program reads" named neither the program that
    wrote it nor what to do."""
    game, state, actions = played("corsairs", 2, 3)
    rec = records.make_record(game, 3, ["a", "b"], actions, state)
    rec.update(version=3, software="corsairs 9.0")
    with pytest.raises(records.RecordError) as err:
        records.loads(json.dumps(rec))
    mine = corsairs.__version__
    assert str(err.value) == (
        f"record version 3 (written by corsairs 9.0) is newer than this program reads "
        f"(corsairs {mine}, record version 2): a newer corsairs reads it"
    )


def test_a_seat_taken_back_names_each_bot_interval() -> None:
    """A person who took their seat back: the record (version 2) says which actions a bot
    played for the seat, several intervals per seat; the rest are the person's."""
    game, state, actions = played("corsairs", 2, 3)
    spans = [
        records.StandIn(seat=1, bot="casual", from_action=3, to_action=6),
        records.StandIn(seat=1, bot="casual", from_action=10),
    ]
    data = records.make_record(game, 3, ["Ann", "Bob"], actions, state, stand_ins=spans)
    assert data["version"] == 2
    assert data["stand_ins"][0] == {"seat": 1, "bot": "casual", "from_action": 3, "to_action": 6}
    rec = records.loads(records.dumps(data))
    assert rec.stand_ins == spans
    who = [rec.player(1, i) for i in (1, 2, 5, 6, 8, 9, 20)]
    bot = "Bob (casual)"
    assert who == ["Bob", bot, bot, "Bob", "Bob", bot, bot]
    records.replay(rec)
    one = records.make_record(game, 3, ["Ann", "Bob"], actions, state, stand_ins=spans[1:])
    assert one["version"] == 1  # an open-ended stand-in alone: older programs read it


@pytest.mark.parametrize(
    ("stand_ins", "message"),
    [
        ([{"seat": 1, "bot": "casual", "from_action": 5, "to_action": 4}], "'to_action'"),
        ([{"seat": 1, "bot": "casual", "from_action": 3, "to_action": 10**6}], "'to_action'"),
        (
            [
                {"seat": 1, "bot": "casual", "from_action": 3, "to_action": 8},
                {"seat": 1, "bot": "casual", "from_action": 6},
            ],
            "overlaps",
        ),
        (
            [
                {"seat": 1, "bot": "casual", "from_action": 3},
                {"seat": 1, "bot": "casual", "from_action": 9, "to_action": 12},
            ],
            "overlaps",
        ),
    ],
)
def test_bad_stand_in_intervals_are_named(stand_ins: object, message: str) -> None:
    game, state, actions = played("corsairs", 2, 3)
    data = records.make_record(game, 3, ["Ann", "Bob"], actions, state)
    data["stand_ins"] = stand_ins
    data["version"] = 2
    with pytest.raises(records.RecordError, match=message):
        records.loads(json.dumps(data))


_GAME = played("corsairs", 2, 3)


@given(st.data())
@settings(max_examples=60, deadline=None)
def test_any_bot_intervals_round_trip_and_name_who_played_each_action(data: st.DataObject) -> None:
    """For any set of bot intervals (a seat given away and taken back any number of times),
    the record keeps them exactly, names the bot for its actions and the person for the
    others, is version 2 only when an interval ends, and refuses two that meet."""
    game, state, actions = _GAME
    n = len(actions)
    spans: list[records.StandIn] = []
    for seat in (0, 1):
        cuts = sorted(data.draw(st.sets(st.integers(1, n), max_size=6), label=f"cuts{seat}"))
        open_end = data.draw(st.booleans(), label=f"open{seat}")
        pairs = list(zip(cuts[::2], cuts[1::2], strict=False))
        for start, end in pairs:
            spans.append(records.StandIn(seat, "casual", start, end))
        if open_end and len(cuts) % 2:
            spans.append(records.StandIn(seat, "casual", cuts[-1]))
    made = records.make_record(game, 3, ["Ann", "Bob"], actions, state, spans)
    assert made["version"] == (2 if any(s.to_action is not None for s in spans) else 1)
    rec = records.loads(records.dumps(made))
    assert rec.stand_ins == spans
    for seat, name in ((0, "Ann"), (1, "Bob")):
        for i in range(n):
            by_bot = any(
                s.seat == seat and s.from_action <= i + 1 <= (s.to_action or n) for s in spans
            )
            assert rec.player(seat, i) == (f"{name} (casual)" if by_bot else name)
    if spans:  # an interval that meets another of its seat is refused
        clash = spans[0]
        doubled = [
            *spans,
            records.StandIn(clash.seat, "casual", clash.from_action, clash.from_action),
        ]
        with pytest.raises(records.RecordError):
            records.loads(
                records.dumps(records.make_record(game, 3, ["Ann", "Bob"], actions, state, doubled))
            )


SAVE = Path(__file__).parent / "data" / "records" / "piratatak-3p-greedy.json"
"""A whole Piratatak game (its replay is cheap), made a save: its first seat a person's."""
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-3, 5)
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text("xé0 ", max_size=3),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text("xé", max_size=2), inner),
    max_leaves=4,
)
"""What a hand edit puts in a field: any JSON value (its text no English word)."""
FIELDS = (
    "format", "version", "game", "players", "rules", "seed", "seats", "result", "actions",
    "stand_ins", "bots", "rules.purchase_price", "rules.turn_limit", "rules.reshuffle",
    "result.over", "result.winners", "result.scores", "actions.0", "actions.20",
    "stand_ins.0", "stand_ins.0.seat", "stand_ins.0.from_action", "stand_ins.0.to_action",
    "bots.1",
)  # fmt: skip


def _edited(data: dict[str, object], where: str, value: object, remove: bool) -> None:
    """``data`` with the field at ``where`` (dotted: "rules.turn_limit") set or removed."""
    *path, last = where.split(".")
    holder: object = data
    for part in path:
        holder = holder[int(part)] if isinstance(holder, list) else holder[part]  # type: ignore[index]
    if isinstance(holder, list):
        if remove:
            del holder[int(last)]
        else:
            holder[int(last)] = value
    elif isinstance(holder, dict):
        if remove:
            holder.pop(last, None)
        else:
            holder[last] = value


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(FIELDS), JSON_VALUES, st.booleans())
def test_a_hand_edited_field_is_refused_in_the_language_never_with_a_traceback(
    where: str, value: object, remove: bool
) -> None:
    """A record edited by hand (a string where a number goes, a list for an object, a key
    removed, a null) replays or is refused with a RecordError in the player's language:
    "the record's 'seats' must list 3 players" was English in a French replay, and a
    result's "over": "yes" was said as a game not finished."""
    from corsairs import lang
    from lang_helpers import english_left

    data = json.loads(SAVE.read_text())
    data["bots"] = [None, "greedy", "greedy"]
    data["stand_ins"] = [{"seat": 2, "bot": "casual", "from_action": 40}]
    _edited(data, where, value, remove)
    with lang.speaking("fr"):
        try:
            records.replay(records.loads(json.dumps(data)))
        except records.RecordError as exc:
            said = str(exc)
        else:
            return
    for action in set(json.loads(SAVE.read_text())["actions"]):  # the notation, as typed
        said = said.replace(action, " ")
    said = re.sub(
        r"(?<!\w)'[^']*'(?!\w)|\b[a-z]+(?:_[a-z]+)+\b", " ", said
    )  # quoted keys, rule options
    assert english_left(said, "fr") == [], said


def test_a_one_line_record_says_which_action_not_line_1() -> None:
    """A record on one line (as a browser saves it) put every action on "line 1": the
    line is said only where it tells the actions apart; the action's number always is."""
    game, _, actions = played("corsairs", 2, 9)
    actions = list(actions)
    actions[4] = "discard R1"
    one_line = json.dumps(records.make_record(game, 9, ["a", "b"], actions))
    with pytest.raises(records.RecordError) as err:
        records.replay(records.loads(one_line))
    assert "action 5 " in str(err.value) and "line" not in str(err.value), str(err.value)
    indented = json.dumps(records.make_record(game, 9, ["a", "b"], actions), indent=1)
    with pytest.raises(records.RecordError) as err:
        records.replay(records.loads(indented))
    assert re.search(r"action 5 .*, line \d+", str(err.value)), str(err.value)
