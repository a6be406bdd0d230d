"""What an invited friend's page says on arrival: whose game of what, how many play and
how many are bots, and the name they play under. A friend opening an invite on an Italian
phone was "seated at once as 'Giocatore 2', with nothing saying which game it is"."""

from __future__ import annotations

from web_i18n import in_node

SAID = """const w = await import("./invites.js");
const anna = { kind: "human", name: "Anna", creator: true, joined: true };
const me = { kind: "human", name: "Player 2", joined: true };
const bot = (n) => ({ kind: "bot", name: `casual ${n}`, bot: "casual", joined: true });
const table = (seats, game = "corsairs") => ({ game, seats });
return [w.joinedWords(table([anna, me, bot(3)]), 1, m.t),
  w.joinedWords(table([anna, me, bot(3), bot(4)], "piratatak"), 1, m.t),
  w.joinedWords(table([{ ...anna, creator: false }, { ...me, name: "Bob" }]), 1, m.t),
  m.t("err_bad_name"),
  w.joinedWords({ ...table([anna, me, bot(3)]),
    seat_changes: [{ n: 12, seat: 1, to: "person", name: "Player 2", late: true }] }, 1, m.t),
  w.joinedWords(table([{ ...bot(1), name: "Anna (casual)", maker: true, friend: "Anna", since: 4 },
    me, bot(3)]), 1, m.t).invited];"""


def test_the_friend_reads_whose_game_of_what_and_their_name() -> None:
    one, two, nobody, too_long, _late, _bot = in_node(SAID, "it", table=True)
    assert too_long == "Questo nome è troppo lungo: al massimo 40 caratteri."
    assert one == {
        "invited": "Anna ti invita a una partita a Corsari. 3 giocatori, di cui un bot.",
        "as": "Giochi come Giocatore 2.",
        "late": None,
    }
    assert two["invited"] == "Anna ti invita a una partita a Piratatak. 4 giocatori, di cui 2 bot."
    assert nobody == {
        "invited": "Un invito a una partita a Corsari. 2 giocatori, nessun bot.",
        "as": "Giochi come Bob.",
        "late": None,
    }
    en = in_node(SAID, "en", table=True)[0]
    assert en["invited"] == "Anna invited you to a game of Corsairs. 3 players, one of them a bot."
    fr = in_node(SAID, "fr", table=True)[1]
    assert fr["invited"] == "Anna vous invite à une partie de Piratatak. 4 joueurs, dont 2 robots."
    de = in_node(SAID, "de", table=True)[0]
    assert de == {
        "invited": "Anna lädt dich zu einer Partie Korsaren ein. 3 Spieler, davon ein Bot.",
        "as": "Du spielst als Spieler 2.",
        "late": None,
    }


def test_the_friend_still_reads_who_invited_once_a_bot_plays_the_creators_seat() -> None:
    """Arriving once the creator's seat had gone to a bot, a friend read "Un invito a una
    partita a Corsari": the seat's own name, not the bot's, says who invited."""
    said = {lang: in_node(SAID, lang, table=True)[5] for lang in ("it", "en")}
    assert said == {
        "it": "Anna ti invita a una partita a Corsari. 3 giocatori, di cui 2 bot.",
        "en": "Anna invited you to a game of Corsairs. 3 players, 2 of them bots.",
    }


def test_a_name_too_long_is_said_in_every_language() -> None:
    said = {lang: in_node(SAID, lang, table=True)[3] for lang in ("en", "fr", "de")}
    assert said == {
        "en": "This name is too long: at most 40 characters.",
        "fr": "Ce nom est trop long\u00a0: 40 caractères au plus.",
        "de": "Dieser Name ist zu lang: höchstens 40 Zeichen.",
    }


def test_a_friend_who_comes_after_the_start_is_told_a_bot_played_their_seat() -> None:
    """Dieter, arriving mid-round after *Start now*, read "4 players, no bots" and whose game
    it was: nothing said that the hand and score he found were a bot's play so far."""
    said = {lang: in_node(SAID, lang, table=True)[4]["late"] for lang in ("en", "de")}
    assert said == {
        "en": "The game began without you: a bot played your seat until now, "
        "and from here it is yours.",
        "de": "Das Spiel hat ohne dich begonnen: Bis jetzt hat ein Bot deinen Platz gespielt, "
        "ab hier ist er deiner.",
    }


def test_a_replaced_player_back_after_the_end_is_told_the_bot_finished_the_game() -> None:
    """Carla, back after the last round, read that she could take her seat back from the
    bot, with nothing to press: the game was over."""
    said = in_node(
        """const w = await import("./invites.js");
        const why = m.errorText({ code: "seat_replaced" });
        return [w.replacedWords(why, false, m.t), w.replacedWords(why, true, m.t),
          w.replacedWords(null, true, m.t)];""",
        "it",
        table=True,
    )
    assert said == [
        "Il tuo posto è stato dato a un bot mentre eri assente o non giocavi; puoi guardare "
        "la partita, o riprenderti il posto.",
        "Il tuo posto è stato dato a un bot mentre eri assente o non giocavi, e il bot ha "
        "finito la partita per te.",
        None,
    ]


def test_the_creator_at_their_own_seat_elsewhere_is_told_where_to_start() -> None:
    """Anna opened her own seat on her phone (the table made on her laptop) and read "Anna
    can also start now", of herself: *Start now* lives in the browser that made the table."""
    said = in_node(
        """const w = await import("./invites.js");
        const seats = [{ kind: "human", name: "Anna", creator: true },
          { kind: "human", name: "Bob" }, { kind: "human", name: "Player 3" }];
        return [w.startHint({ seats }, 0, false, m.t), w.startHint({ seats }, 1, false, m.t),
          w.startHint({ seats }, 0, true, m.t),
          w.startHint({ seats: seats.slice(1) }, 0, false, m.t)];""",
        "de",
        table=True,
    )
    assert said == [
        "Du kannst auch jetzt starten, in dem Browser, in dem du den Tisch erstellt hast.",
        "Anna kann auch jetzt starten.",
        "Du kannst auch jetzt starten.",
        "Wer den Tisch erstellt hat, kann auch jetzt starten.",
    ]
