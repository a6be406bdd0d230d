"""An invite link as a QR code: the family at one table points the phone at the tablet
instead of typing or sending the link (web/app.js, the invite panel's *QR code*).

The page sends the link it shows with the creator's token; the server draws the code only
for a link to this table carrying the seat's open invite (``Room.check_invite``), so it
never hands out a code the asker does not hold. The link stays in the request's body (not
in an address a log keeps). Drawn with segno (pure Python, the ``web`` extra)."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from corsairs.server.tables import TableError

MAX_LINK = 2048
"""Longer than any link the page makes (an address, a table id and a 32-character code)."""

_INVITE = re.compile(r"invite=([A-Za-z0-9_-]{1,64})")


def invite_code(link: str, table_id: str) -> str:
    """The invite code of ``link``, an http(s) link to table ``table_id`` whose fragment is
    ``invite=CODE`` as the page writes it; TableError ``bad_link`` otherwise."""
    try:
        parts = urlsplit(link)
    except ValueError:
        parts = None
    found = _INVITE.fullmatch(parts.fragment) if parts else None
    if (
        parts is None
        or parts.scheme not in ("http", "https")
        or not parts.netloc
        or not parts.path.endswith(f"/table/{table_id}")
        or parts.query
        or found is None
    ):
        raise TableError(
            "not an invite link of this table: http(s)://…/table/ID#invite=CODE", "bad_link"
        )
    return found.group(1)


def qr_svg(link: str) -> str:
    """The QR code of ``link`` as an SVG that scales to its box (a viewBox, no size), black
    on a white quiet zone of four modules, so that a phone reads it from a screen in any
    theme (the page names it, in the player's language, where it shows it)."""
    import io

    import segno

    code = segno.make(link, error="m")  # 15 % may be lost to glare on a tablet's glass
    out = io.BytesIO()  # a document of its own (its namespace), which an <img> shows
    code.save(
        out, kind="svg", xmldecl=False, scale=1, border=4, omitsize=True, dark="#000", light="#fff"
    )
    return out.getvalue().decode()
