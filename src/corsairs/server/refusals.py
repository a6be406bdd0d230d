"""A refused request body said in the requester's language.

The browser words every refusal itself, by its ``code``; a body it would never send (a
name of 41 characters, a seat number as text) comes from a script, a bot author's client
or ``curl``, which reads the server's own ``detail``. That text was pydantic's English
("Value should have at most 40 items after validation"); it is now a sentence per
problem in the language the request asks for: ``?lang=`` (``en``, ``fr``, ``it``,
``de``), else the ``Accept-Language`` header, else English.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from corsairs.lang import LANGUAGES, _, n_, number
from corsairs.server.limits import PROPOSED_TOKEN

MAX_SAID = 5
"""Problems said in ``detail`` (every one, up to 20, stays in ``problems``)."""


def request_language(query: Mapping[str, str], accept: str | None) -> str:
    """The language a request asks for: its ``lang`` parameter when we speak it, else
    the first language of its ``Accept-Language`` we speak (by weight, then order),
    else English."""
    asked = query.get("lang", "").lower()
    if asked in LANGUAGES:
        return asked
    weighted = []
    for i, part in enumerate((accept or "").split(",")[:32]):
        tag, _sep, params = part.strip().partition(";")
        weight = 1.0
        found = re.search(r"q\s*=\s*([^;\s]*)", params)
        if found:
            try:
                weight = float(found.group(1))
            except ValueError:
                continue
        code = tag.strip().split("-")[0].lower()
        if code in LANGUAGES and weight > 0:
            weighted.append((-weight, i, code))
    return min(weighted)[2] if weighted else "en"


def field_name(loc: Iterable[Any]) -> str:
    """Where a problem is, as the requester wrote it: ``seats[0].name``, ``step``."""
    parts = list(loc)
    if parts and parts[0] in ("body", "query", "path", "header"):
        parts = parts[1:]
    out = ""
    for p in parts:
        if isinstance(p, int):
            out += f"[{p}]"
        else:
            out += ("." if out else "") + str(p)[:40]
    return out


def _choices(expected: str) -> str:
    """pydantic's ``'human', 'invited' or 'bot'`` as a list in no language:
    ``human, invited, bot``."""
    found = re.findall(r"'([^']*)'", expected)
    return ", ".join(found) if found else expected


def problem(error: Mapping[str, Any]) -> str:
    """One of pydantic's errors said in the language in use, without its input."""
    kind = str(error.get("type", ""))
    ctx = error.get("ctx") or {}
    loc = list(error.get("loc", ()))
    field = field_name(loc)
    if kind == "json_invalid":
        return _("the request's body is not valid JSON")
    if not field:
        if kind == "missing":
            return _("the request has no body: send a JSON object")
        return _("the request's body must be a JSON object")
    if kind == "missing":
        return _("{field}: this field is required").format(field=field)
    if kind == "extra_forbidden":
        return _("{field}: this request has no such field").format(field=field)
    if kind == "string_too_long" or (kind == "too_long" and ctx.get("field_type") != "List"):
        n = int(ctx.get("max_length", 0))
        return n_("{field}: at most {n} character", "{field}: at most {n} characters", n).format(
            field=field, n=number(n, 0)
        )
    if kind == "string_too_short" or (kind == "too_short" and ctx.get("field_type") != "List"):
        n = int(ctx.get("min_length", 0))
        return n_("{field}: at least {n} character", "{field}: at least {n} characters", n).format(
            field=field, n=number(n, 0)
        )
    if kind == "too_long":
        n = int(ctx.get("max_length", 0))
        return n_("{field}: at most {n} entry", "{field}: at most {n} entries", n).format(
            field=field, n=number(n, 0)
        )
    if kind == "too_short":
        n = int(ctx.get("min_length", 0))
        return n_("{field}: at least {n} entry", "{field}: at least {n} entries", n).format(
            field=field, n=number(n, 0)
        )
    if kind == "string_pattern_mismatch":
        if ctx.get("pattern") == PROPOSED_TOKEN:
            return _("{field}: 32 to 64 of the letters A-Z and a-z, digits, _ and -").format(
                field=field
            )
        return _("{field}: not in the form this field takes").format(field=field)
    if kind == "literal_error":
        return _("{field}: one of {choices}").format(
            field=field, choices=_choices(str(ctx.get("expected", "")))
        )
    bounds = {
        "greater_than_equal": ("ge", _("{field}: at least {n}")),
        "less_than_equal": ("le", _("{field}: at most {n}")),
        "greater_than": ("gt", _("{field}: more than {n}")),
        "less_than": ("lt", _("{field}: less than {n}")),
    }
    if kind in bounds:
        key, said = bounds[kind]
        return said.format(field=field, n=number(int(ctx.get(key, 0)), 0))
    kinds = {
        "int_type": _("{field}: a whole number"),
        "int_parsing": _("{field}: a whole number"),
        "int_from_float": _("{field}: a whole number"),
        "bool_type": _("{field}: true or false"),
        "bool_parsing": _("{field}: true or false"),
        "string_type": _("{field}: text (a JSON string)"),
        "list_type": _("{field}: a list"),
        "dict_type": _("{field}: an object"),
        "model_type": _("{field}: an object"),
        "model_attributes_type": _("{field}: an object"),
    }
    if kind in kinds:
        return kinds[kind].format(field=field)
    if kind == "value_error" and "surrogate" in str(error.get("msg", "")):
        return _("{field}: not valid text (a lone surrogate)").format(field=field)
    return _("{field}: this value is not accepted").format(field=field)


NAME_PROBLEM = ("body", "name")
"""Where a seat's name is in a body that names one seat (a claim, a seat named anew)."""


def name_refusal(errors: Iterable[Mapping[str, Any]]) -> str | None:
    """What is wrong with the name, when the body's name is all that is wrong with it
    (``bad_name``), said as the table's page says it; None otherwise (``bad_body``). The
    generic refusal named a field to a friend who had only typed their name."""
    found = list(errors)
    if not found or any(tuple(e.get("loc", ())) != NAME_PROBLEM for e in found):
        return None
    first = found[0]
    kind = str(first.get("type", ""))
    if kind in ("string_too_long", "too_long"):
        n = int((first.get("ctx") or {}).get("max_length", 0))
        return n_(
            "This name is too long: at most {n} character.",
            "This name is too long: at most {n} characters.",
            n,
        ).format(n=number(n, 0))
    if kind == "string_unicode" or (
        kind == "value_error" and "surrogate" in str(first.get("msg", ""))
    ):
        return _("This name is not valid text (a lone surrogate).")
    if kind == "string_type":
        return _("A name is text (a JSON string).")
    return None


def bad_body(errors: Iterable[Mapping[str, Any]]) -> str:
    """The ``detail`` of a 422: every problem (up to :data:`MAX_SAID`) in one sentence (sent
    as every refusal is, by ``messages.refused``)."""
    said = list(dict.fromkeys(problem(e) for e in errors))
    more = len(said) - MAX_SAID
    text = _("; ").join(said[:MAX_SAID])
    if more > 0:
        text += _("; ") + n_("{n} more problem", "{n} more problems", more).format(n=more)
    return _("The request was refused: {problems}.").format(problems=text)
