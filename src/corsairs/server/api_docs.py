"""The API's Swagger page, served with its script and style from this server.

At a LAN party without internet a page loading Swagger UI from a CDN stayed blank. The
files come from the ``fastapi-offline`` package (the server extra), through FastAPI's
documented self-hosting (``get_swagger_ui_html`` with local addresses). Every address is
relative to the page, so it works behind a proxy's path prefix the server never sees."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse

from corsairs.server.caching import Revalidated

DOCS_PATH = "/api/docs"
ASSETS_PATH = "/api/docs-assets"
SCHEMA = "../openapi.json"
"""The schema (FastAPI's ``/openapi.json``) from the page at ``/api/docs``."""

WAITING = (
    '<div id="swagger-ui"><p style="font-family:sans-serif;margin:2em">'
    "Loading the API's description… If it does not appear, its schema is "
    f'<a href="{SCHEMA}">openapi.json</a> (OpenAPI); docs/server.md describes the API.</p>'
    "</div>"
)
"""Inside Swagger UI's element, replaced once its script runs: should it not, the page
still says where the schema is."""

MISSING = (
    "<!doctype html><title>Corsairs API</title>"
    '<p style="font-family:sans-serif;margin:2em">'
    "Swagger UI's files are not installed on this server (pip install 'corsairs[web]'). "
    f'The API\'s schema is <a href="{SCHEMA}">openapi.json</a> (OpenAPI); '
    "docs/server.md describes the API.</p>"
)


def swagger_files() -> Path | None:
    """The folder of Swagger UI's script, style and icon, or None when the package that
    ships them is not installed."""
    spec = importlib.util.find_spec("fastapi_offline")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations))) / "static"
    return folder if (folder / "swagger-ui-bundle.js").is_file() else None


def add_api_docs(app: FastAPI) -> None:
    """``/api/docs`` and its files under ``/api/docs-assets`` (create the app with
    ``docs_url=None``)."""
    files = swagger_files()
    if files is not None:
        app.mount(ASSETS_PATH, Revalidated(directory=files), name="docs-assets")  # caching.py

    @app.get(DOCS_PATH, include_in_schema=False)
    async def api_docs() -> HTMLResponse:
        if files is None:
            return HTMLResponse(MISSING)
        assets = ASSETS_PATH.rsplit("/", 1)[1]  # relative to /api/docs
        page = get_swagger_ui_html(
            openapi_url=SCHEMA,
            title=f"{app.title} API",
            swagger_js_url=f"{assets}/swagger-ui-bundle.js",
            swagger_css_url=f"{assets}/swagger-ui.css",
            swagger_favicon_url=f"{assets}/favicon.png",
            oauth2_redirect_url=None,
        )
        html = bytes(page.body).decode("utf-8")
        return HTMLResponse(re.sub(r'<div id="swagger-ui">\s*</div>', WAITING, html, count=1))
