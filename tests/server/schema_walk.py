# mypy: disable-error-code="type-arg"
"""The schema fuzzing's stateful walk (``test_schema_fuzz.py``), imported by the test that
runs it: its state machine class needs the app's schema when the class is made, which at
the test module's import cost every xdist worker ~0.9 CPU-s while collecting.

The walk is derandomized: Hypothesis seeds it with a digest of ``TableWorkflow``'s source
(comments and blank lines aside), so the class keeps the text it had in the test module:
the same calls as before the move. A change to its code lines draws another walk (a type
argument to ``Case`` too: it goes without one, hence mypy's comment above).
"""

from __future__ import annotations

import schemathesis
from schema_checks import CHECKS, fuzzed_app
from schemathesis.generation.modes import GenerationMode

# The same app, walked as a client walks it: a table made (``POST /api/tables``, valid
# requests only), then the calls its answer's OpenAPI links lead to, with its id and its
# creator's or first seat's token (app.TABLE_LINKS): real tables, where the fuzzing
# reaches the endpoints that need a table id only with random ids (404).
workflow = schemathesis.openapi.from_asgi("/openapi.json", fuzzed_app())
workflow.config.generation.update(modes=[GenerationMode.POSITIVE])


class TableWorkflow(workflow.as_state_machine()):  # type: ignore[misc]
    def validate_response(
        self, response: schemathesis.Response, case: schemathesis.Case, **kwargs: object
    ) -> None:
        case.validate_response(response, checks=CHECKS)
