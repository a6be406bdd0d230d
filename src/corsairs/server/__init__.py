"""The browser game: a FastAPI server holding authoritative tables, and its static client.

Importing this package is cheap; FastAPI, SQLAlchemy and Uvicorn load only in
the modules that build and run the app (``app``, ``store``, ``command``).
"""
