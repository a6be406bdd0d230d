"""How a seat is named to a player: the person's own seat, and a bot by the name the
browser gives it ("Anna (Casual bot)", French "Anna (Robot intermédiaire)"), never by the
code word typed after ``--bots`` and kept in records ("casual"). Core: no Rich, so that a
record's errors and the coach's review say the same words as the table."""

from __future__ import annotations

import re
from collections.abc import Collection

from corsairs.lang import _, capitalised, p_

YOU = "You"
"""The name ``corsairs play`` gives the person's own seat; records keep it in English, and
the table says it in the player's language (both spellings are the player)."""


def you() -> str:
    """The player's own name at the table (``YOU`` in the language spoken; written out for
    the catalogues, which read only literal texts)."""
    return _("You")


def is_you(name: str) -> bool:
    """Whether ``name`` is the person at the keyboard, addressed as "you"."""
    return name in (YOU, you())


def _words() -> dict[str, str]:
    """Each bot's words in the language spoken, by the word typed after ``--bots``; written
    out for the catalogues, which read only literal texts. Its keys are :data:`NAMED`."""
    return {
        "beginner": p_("bot level", "Beginner bot"),
        "casual": p_("bot level", "Casual bot"),
        "strong": p_("bot level", "Strong bot"),
        "expert": p_("bot level", "Expert bot"),
        "greedy": p_("bot level", "Greedy bot"),
        "heuristic": p_("bot level", "Card-counting bot"),
        "ismcts": p_("bot level", "Monte Carlo bot"),
        "novice": p_("bot level", "Novice bot"),
        "policy": p_("bot level", "Quick bot"),
        "random": p_("bot level", "Random bot"),
    }


NAMED = tuple(_words())
"""Every bot word a player may type after ``--bots`` and read in a seat's name ("Bruno
(strong)"): the levels of the ladder and the bots of the project's games."""


def level_name(level: str) -> str:
    """A bot as a player reads it, in the browser's words (web/i18n_levels.js: "Casual
    bot", "Robot intermédiaire", "Gemütlicher Bot"), a spec by its bot ("casual:x=1" the
    Casual bot); a bot of no word of ours (a plugin's) by its name written as a name, as
    the browser's botLabel says it ("lookout": "Lookout bot", "Robot Lookout"). The word
    after ``--bots`` stays English, as records keep it."""
    bot = bot_word(level)
    if bot in (words := _words()):
        return words[bot]
    return p_("bot level", "{bot} bot").format(bot=as_name(bot))


def bot_word(spec: str) -> str:
    """The bot a spec plays: "casual:x=1" and "level:casual" are the casual bot."""
    return spec.removeprefix("level:").split(":")[0]


def as_name(bot: str) -> str:
    """A plugin's bot word written as a name, each word with its capital: "kenji_pira" is
    "Kenji Pira" (the lobby said "Kenji_pira bot"); i18n.js's ``ownBot`` is the browser's."""
    return " ".join(capitalised(w) for w in bot.split("_") if w) or bot


_LEVELLED = re.compile(r"(?P<who>.+) \((?P<level>[a-z][a-z0-9_.-]*)\)")
"""A bot's seat as play names it in records: "Bruno (strong)", "Carla (greedy)", a
plugin's "Dario (lookout)" (a bot's word is lower case)."""


def _a_bot(word: str) -> bool:
    """Whether ``word`` names a bot: one of ours, or one a plugin registered (a person's
    "Anna (mum)" stays as written)."""
    if word in NAMED:
        return True
    from corsairs.agents.registry import generic_bots

    return word in generic_bots()


def shown(name: str, bots: Collection[str] = ()) -> str:
    """A seat's name as the table shows it: the person's own seat and a bot's
    ("Bruno (strong)", as records keep it) in the player's language. ``bots``: the bot
    words known to have played (a record's), named so even when no plugin registered them
    here (a record read "Bruno (kenji)" where ``play`` said "Bruno (Kenji bot)")."""
    if is_you(name):
        return you()
    if (seat := _LEVELLED.fullmatch(name)) and (seat["level"] in bots or _a_bot(seat["level"])):
        return f"{seat['who']} ({level_name(seat['level'])})"
    return name
