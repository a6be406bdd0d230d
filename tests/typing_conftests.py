"""For mypy only; pytest never imports this file. The folders a conftest puts on sys.path
(e2e, server, coach, companion) are top-level to mypy as to the tests (``import
server_helpers``), so each one's conftest.py would be a module named ``conftest``, as the
suite's own is: pyproject excludes them from mypy's files and mypy reaches them here, each
under its folder's name."""

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import coach.conftest  # noqa: F401
    import companion.conftest  # noqa: F401
    import e2e.conftest  # noqa: F401
    import server.conftest  # noqa: F401
