"""The lay-down dialog's attach rule in the page's own module (Node, no browser): it was
checked in a browser's lobby, which only loaded the module to call it."""

from __future__ import annotations

from web_i18n import in_node

FOUND = """const { attachProblem } = await import("./games/corsairs.js");
return [attachProblem(["B3"], ["R1", "R2"]),
  attachProblem(["B3"], ["R1", "R2"], "up_to_two"),
  attachProblem(["B3", "G4"], ["R1"], "up_to_two"),
  attachProblem(["B2"], ["R2"], "up_to_two"),
  attachProblem(["B3", "B4"], [], "up_to_two"),
  attachProblem(["B3"], [])];"""


def test_the_lay_down_dialog_allows_a_further_colour_under_up_to_two() -> None:
    """With attach_colours="up_to_two" a one-colour crew takes one further colour (the
    engine's rule), but the dialog refused any card not of the crew's colour: "err_attach",
    Confirm disabled, for a division the engine would play."""
    found = in_node(FOUND, "en", table=True)
    assert found == ["err_attach", None, "err_attach", "err_attach", None, "err_attach"]
