"""The companion page for a real table, served at ``/companion/``.

It is static (HTML, JavaScript, a service worker and a manifest): the arithmetic
runs in the browser so that a table can score offline once the page is loaded.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import RedirectResponse
from fastapi.staticfiles import StaticFiles
from starlette.responses import Response
from starlette.types import Scope

COMPANION = Path(str(resources.files("corsairs.server") / "web" / "companion"))


class _Revalidated(StaticFiles):
    """Static files that the browser checks for updates; the service worker serves them offline."""

    async def get_response(self, path: str, scope: Scope) -> Response:
        response = await super().get_response(path, scope)
        response.headers["Cache-Control"] = "no-cache"
        if path.endswith("sw.js"):
            response.headers["Service-Worker-Allowed"] = "./"  # the page's folder, any prefix
        return response


def mount_companion(app: FastAPI) -> None:
    """Serve the companion at ``/companion/`` (``/companion`` redirects there)."""

    @app.get("/companion", include_in_schema=False)
    async def companion_root() -> RedirectResponse:
        return RedirectResponse("companion/", status_code=307)  # relative: any prefix

    app.mount("/companion", _Revalidated(directory=COMPANION, html=True), name="companion")
