"""Seat names as friends type them, and as a mischievous stranger would: what every
other seat reads in the seats, the log and the record must be a plain, visible name,
one per seat. See docs/server.md, "Names"."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient
from web_i18n import in_node

from corsairs.server.names import clean_name, unique_name


def names_of(client: TestClient, names: list[str | None], kind: str = "human") -> list[str]:
    seats: list[dict[str, Any]] = [{"kind": kind, "name": n} for n in names]
    body = {"game": "corsairs", "players": len(seats), "seats": seats}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    return [s["name"] for s in r.json()["seats"]]


@pytest.mark.parametrize(
    ("typed", "stored"),
    [
        ("  Bob\n\tSmith  ", "Bob Smith"),  # a pasted line break or tab is a space
        ("\u202eevil", "evil"),  # a right-to-left override would flip the log's lines
        ("A\u200bnn", "Ann"),  # zero-width space: "Ann" and "A\u200bnn" would look the same
        ("\x00Cy\x1b[31m", "Cy[31m"),  # NUL and a terminal's escape code
        ("\u200b\u200b", "Player 1"),  # nothing visible: the seat's own default
        ("\u0301\u0301", "Player 1"),  # accents on nothing
        ("   ", "Player 1"),
        ("عليّ", "عليّ"),  # right-to-left letters stay as they are
        ("👨\u200d👩\u200d👧", "👨\u200d👩\u200d👧"),  # joined emoji keep their joiners
        ("<script>alert(1)</script>", "<script>alert(1)</script>"),  # text, shown as text
    ],
)
def test_a_name_is_kept_plain_and_visible(client: TestClient, typed: str, stored: str) -> None:
    assert names_of(client, [typed, None])[0] == stored


def test_two_seats_never_share_a_name(client: TestClient) -> None:
    assert names_of(client, ["Ann", "ann", "Ann", None]) == ["Ann", "ann 2", "Ann 3", "Player 4"]
    # a seat named after another seat's default does not make two of one name either
    assert names_of(client, ["Player 2", None]) == ["Player 2", "Player 2 2"]


def test_a_friend_cannot_take_another_seats_name(client: TestClient) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bob"}]
    seats.append({"kind": "invited", "name": "Cy"})
    t = client.post("/api/tables", json={"game": "corsairs", "players": 3, "seats": seats}).json()
    claim = f"/api/tables/{t['id']}/claim"
    r = client.post(claim, json={"invite": t["invites"][1], "name": " ANN "})
    assert r.status_code == 200, r.text
    assert [s["name"] for s in r.json()["seats"]] == ["Ann", "ANN 2", "Cy"]
    # a name with nothing visible keeps the name the creator gave the seat
    r = client.post(claim, json={"invite": t["invites"][2], "name": "\u202e\u200b "})
    assert [s["name"] for s in r.json()["seats"]] == ["Ann", "ANN 2", "Cy"]


def test_a_friend_may_keep_the_name_the_creator_gave(client: TestClient) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "invited", "name": "Bob"}]
    t = client.post("/api/tables", json={"game": "corsairs", "players": 2, "seats": seats}).json()
    r = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1], "name": "Bob"})
    assert [s["name"] for s in r.json()["seats"]] == ["Ann", "Bob"]


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("Ann \u200d", "Ann"),  # a joiner after a space would leave "Ann " behind
        ("\u200d Ann", "Ann"),
        ("A\u034fnn", "Ann"),  # combining grapheme joiner: an invisible second "Ann"
        ("Ann\u00ad", "Ann"),  # soft hyphen
        ("\u3164", None),  # Hangul filler: blank, yet a "letter"
        ("\u115f\u1160\uffa0", None),  # more Hangul fillers
        ("\u2800\u2800", None),  # braille blank
        ("\U0001faf8", "\U0001faf8"),  # an emoji newer than Python's Unicode tables
        ("❤\ufe0f", "❤\ufe0f"),  # an emoji's presentation selector stays
        ("Ann \ufe0f\u200d", "Ann"),  # ...but not alone at an end
    ],
)
def test_an_invisible_or_blank_character_is_no_part_of_a_name(
    typed: str, shown: str | None
) -> None:
    assert clean_name(typed) == shown


@pytest.mark.parametrize("other", ["Ann \u200d", "A\u034fnn", "Ａｎｎ", "Ann\ufe0f", "ANN"])
def test_a_look_alike_name_is_numbered(other: str) -> None:
    name = clean_name(other)
    assert name is not None
    assert unique_name(name, ["Ann"]).endswith(" 2")


@pytest.mark.parametrize(
    "other",
    [
        "\u0421laire",  # a Cyrillic С
        "Cl\u0430ire",  # a Cyrillic а
        "\u03a1laire",  # no: a Greek Ρ is a P
        "CIaire",  # a capital I for the l, as the page's sans-serif font draws it
        "C|aire",
    ],
)
def test_a_friend_cannot_pass_for_another_seat_with_look_alike_letters(
    client: TestClient, other: str
) -> None:
    """A friend renamed "Сlaire" with a Cyrillic С (or "CIaire", a capital I) sat at the
    table as a second Claire, in the seats and in the talk: a name is compared with the
    letters it passes for (names.LOOK_ALIKES), and a look-alike gets a number."""
    t = client.post(
        "/api/tables",
        json={
            "game": "corsairs",
            "players": 2,
            "seats": [{"kind": "human", "name": "Claire"}, {"kind": "invited"}],
        },
    ).json()
    claim = client.post(f"/api/tables/{t['id']}/claim", json={"invite": t["invites"][1]}).json()
    r = client.post(f"/api/tables/{t['id']}/name", json={"token": claim["token"], "name": other})
    renamed = r.json()["seats"][1]["name"]
    if other.startswith("\u03a1"):  # "Plaire" is another name: it stays as typed
        assert renamed == other
    else:
        assert renamed == f"{other} 2", renamed


@pytest.mark.parametrize(
    ("typed", "shown"),
    [
        ("Claire (vous)", "Claire"),
        ("Claire (you) (VOUS)", "Claire"),
        ("Marco ( tu )", "Marco"),
        ("Jonas (du)", "Jonas"),
        ("(tu)", None),
        ("Dudu (dudu)", "Dudu (dudu)"),
        ("Tu (Anna)", "Tu (Anna)"),
    ],
)
def test_no_name_ends_with_the_mark_of_the_viewers_own_seat(typed: str, shown: str | None) -> None:
    """The page says "Claire (vous)" of the viewer's own seat: a friend who named themselves
    "Claire (vous)" was Claire herself in her own eyes, a second one in the seats, the
    score sheet and the talk. The mark goes, as 🤖 does, and the name is numbered."""
    assert clean_name(typed) == shown


@pytest.mark.parametrize("late", [False, True])
def test_nobody_takes_the_name_of_a_friend_a_bot_plays_for(client: TestClient, late: bool) -> None:
    """Marco renamed himself "Jonas" while a bot played Jonas's seat ("Jonas (casual)"),
    so the log named Jonas's own moves and Marco's alike, and once Jonas took his seat
    back (or came late) two seats were "Jonas". The friend's name is theirs meanwhile."""
    seats = [{"kind": "human", "name": "Claire"}, {"kind": "invited"}, {"kind": "invited"}]
    seats[2]["name"] = "Jonas"
    t = client.post("/api/tables", json={"game": "corsairs", "players": 3, "seats": seats}).json()
    url = f"/api/tables/{t['id']}"
    marco = client.post(f"{url}/claim", json={"invite": t["invites"][1]}).json()["token"]
    if late:  # Jonas never came: Claire started without him
        client.post(f"{url}/start", json={"token": t["creator_token"]})
    else:  # Jonas took his seat and went away
        jonas = client.post(f"{url}/claim", json={"invite": t["invites"][2]}).json()["token"]
        client.post(f"{url}/seats/2/bot", json={"token": t["creator_token"]})
    r = client.post(f"{url}/name", json={"token": marco, "name": "Jonas"})
    assert r.json()["seats"][1]["name"] == "Jonas 2"
    if late:
        back = client.post(f"{url}/claim", json={"invite": t["invites"][2]})
    else:
        back = client.post(f"{url}/seats/2/back", json={"token": jonas})
    assert [s["name"] for s in back.json()["seats"]] == ["Claire", "Jonas 2", "Jonas"]


@pytest.mark.parametrize(
    ("other", "taken"),
    [
        ("CLAIRE", "Claire"),  # in capitals: a capital I was read as an l, and passed
        ("CLAlRE", "Claire"),  # an l for the I of "CLAIRE", which is Claire in capitals
        ("CLAlRE", "CLAIRE"),
        ("Claire", "CLAlRE"),
        ("\u13dflaire", "Claire"),  # a Cherokee Ꮯ
        ("\u13b7\u13aa\u13a1\u13df", "Marc"),  # all Cherokee: ᎷᎪᎡᏟ
        ("\ua4dalaire", "Claire"),  # a Lisu ꓚ
        ("\u1d04laire", "Claire"),  # a Latin small capital ᴄ
        ("\uff23\uff4c\uff41\uff49\uff52\uff45", "Claire"),  # fullwidth
        ("\U0001d402\U0001d425aire", "Claire"),  # mathematical bold 𝐂𝐥
        ("\U0001d56elaire", "Claire"),  # mathematical fraktur
        ("C\u2c97aire", "Claire"),  # a Coptic letter inside a Latin name: any letter
        ("Jo\u0578as", "Jonas"),  # an Armenian ո
    ],
)
def test_a_look_alike_from_any_script_or_case_is_numbered(other: str, taken: str) -> None:
    """s40's friends: "CLAlRE" (a lowercase l for a capital I) and "Ꮯlaire" (a Cherokee
    letter) sat beside Claire. A name is compared, after NFKC, by the letters it passes
    for (Unicode TR 39's skeleton) as typed, in capitals and case-folded; and a letter of
    another script inside a Latin name stands for any letter (TR 39's mixed-script check)."""
    name = clean_name(other)
    assert name is not None
    assert unique_name(name, [taken]) == f"{name} 2"


def test_names_of_their_own_script_stay_apart() -> None:
    """The look-alikes decide only between names that would pass for one another: two
    Russian names, or Mario beside Marco, keep their own."""
    nina, anna = "\u041d\u0438\u043d\u0430", "\u0410\u043d\u043d\u0430"
    assert unique_name(nina, [anna]) == nina
    assert unique_name("Mario", ["Marco"]) == "Mario"
    assert unique_name("Ali", ["Alice"]) == "Ali"
    # an i is no l, in any case: Elia sits beside Ella, Eli beside ELLA
    assert unique_name("Elia", ["Ella"]) == "Elia"
    assert unique_name("ELIA", ["Ella"]) == "ELIA"
    assert unique_name("Eli", ["ELL"]) == "Eli"
    # scripts a name mixes with Latin by right (TR 39's highly restrictive sets)
    assert unique_name("Ken \u5065", ["Ken \u4e8c"]) == "Ken \u5065"
    greek = "\u0394\u03ae\u03bc\u03b7\u03c4\u03c1\u03b1"  # Δήμητρα, of one script
    assert unique_name(greek, ["Demetra"]) == greek


BOT_MARK = "\U0001f916"  # 🤖, the table's mark of a bot


@pytest.mark.parametrize(
    ("typed", "stored"),
    [(f"{BOT_MARK} Casual bot 2", "Casual bot 2"), (BOT_MARK, "Player 1"), (f"x{BOT_MARK}", "x")],
)
def test_no_name_carries_the_mark_of_a_bot(client: TestClient, typed: str, stored: str) -> None:
    """The page marks every bot's seat with 🤖 (from its kind, which the server keeps):
    a person named "🤖 Casual bot 2" would pass for a bot, so no name keeps the mark."""
    assert names_of(client, [typed, None])[0] == stored
    t = client.post(
        "/api/tables",
        json={"game": "corsairs", "players": 2, "seats": [{"kind": "human"}, {"kind": "invited"}]},
    ).json()
    claim = {"invite": t["invites"][1], "name": f"{BOT_MARK}expert"}
    r = client.post(f"/api/tables/{t['id']}/claim", json=claim)
    assert r.json()["seats"][1]["name"] == "expert"


def test_a_bot_is_marked_and_a_person_named_like_one_is_not() -> None:
    """A person may be called "expert" or "Casual bot 2": the bots, and only they, carry
    the 🤖 before their name wherever the page names a seat (seats, log, results)."""
    names = in_node(
        "return ["
        "m.seatName({kind: 'bot', bot: 'casual', name: 'casual 2'}, 1),"
        "m.seatName({kind: 'bot', bot: 'casual', name: 'Bob (casual)'}, 1),"
        "m.seatName({kind: 'bot', bot: 'greedy', name: 'Ann'}, 1),"
        "m.seatName({kind: 'human', name: 'Casual bot 2'}, 1),"
        "m.seatNameAt({kind: 'bot', bot: 'casual', name: 'Bob (casual)', friend: 'Bob', "
        "since: 4}, 1, 3)];"
    )
    assert names == [
        f"{BOT_MARK} Casual bot 2",
        f"{BOT_MARK} Bob (Casual bot)",
        f"{BOT_MARK} Ann",
        "Casual bot 2",
        "Bob",  # his own moves, before the bot took his seat
    ]


def test_names_of_emoji_alone_are_told_apart_where_no_emoji_font_draws_them() -> None:
    """A machine without an emoji font draws every emoji as the same empty box: a parrot
    and an octopus were two seats named "□". Each emoji counts as that box, so the second
    gets a number, and names with letters beside stay apart as before."""
    parrot, octopus, family = "\U0001f99c", "\U0001f419", "\U0001f468\u200d\U0001f469"
    assert unique_name(octopus, [parrot]) == f"{octopus} 2"
    assert unique_name(f"Ann {octopus}", [f"Ann {parrot}"]) == f"Ann {octopus} 2"
    assert unique_name("\U0001f469\U0001f468", [family]) == "\U0001f469\U0001f468 2"
    assert unique_name(octopus, [f"{parrot}{parrot}", "Ann"]) == octopus
