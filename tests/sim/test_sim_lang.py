"""``corsairs simulate`` speaks the designer's language as ``play`` and ``review`` do
(``--lang``, else the environment): it had no ``--lang``, and its refusals of ``--out``
and of a rule option were English whatever the designer spoke."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from corsairs.cli import app


def _simulate(*args: str, env: dict[str, str] | None = None) -> tuple[int, str]:
    res = CliRunner().invoke(app, ["simulate", "--games", "2", "--workers", "0", *args], env=env)
    return res.exit_code, res.output


def test_an_out_that_is_a_plain_file_is_refused_in_french(tmp_path: Path) -> None:
    plain = tmp_path / "notes.txt"
    plain.write_text("keep me")
    code, said = _simulate("--lang", "fr", "--out", str(plain))
    assert code == 2, said
    assert "existe et n'est pas un dossier" in said
    assert plain.read_text() == "keep me"


def test_an_earlier_report_is_refused_in_the_environment_s_language(tmp_path: Path) -> None:
    (tmp_path / "img").mkdir()
    (tmp_path / "index.html").write_text("earlier")
    code, said = _simulate("--out", str(tmp_path), env={"LANGUAGE": "fr"})
    assert code == 2, said
    assert "contient déjà un rapport" in said and "--force" in said
    assert (tmp_path / "index.html").read_text() == "earlier"


def test_a_misspelt_rule_is_refused_in_french_and_nothing_is_written(tmp_path: Path) -> None:
    out = tmp_path / "rep"
    code, said = _simulate(
        "--lang", "fr", "--game", "piratatak", "--compare", "spares_discrd=true", "--out", str(out)
    )
    assert code == 2, said
    assert "option de règle inconnue 'spares_discrd' (vouliez-vous dire 'spares_discard' ?)" in said
    assert not out.exists()


def test_an_unknown_language_is_refused_listing_the_choices(tmp_path: Path) -> None:
    code, said = _simulate("--lang", "xx", "--out", str(tmp_path / "rep"))
    assert code == 2
    assert "--lang" in said and "fr" in said
    assert not (tmp_path / "rep").exists()


def test_a_misspelt_bot_is_answered_with_the_one_meant(tmp_path: Path) -> None:
    """``--agents greedyy`` listed every bot and level but, unlike a misspelt rule
    option, did not say which one was meant."""
    out = tmp_path / "rep"
    code, said = _simulate("--lang", "fr", "--agents", "greedyy", "--out", str(out))
    assert code == 2, said
    assert "'greedyy' (vouliez-vous dire 'greedy' ?)" in said
    assert not out.exists()


def test_why_an_out_cannot_be_written_is_said_in_german(tmp_path: Path) -> None:
    """The system's reason was English inside a German sentence ("(Not a directory)")."""
    plain = tmp_path / "notes.txt"
    plain.write_text("keep me")
    code, said = _simulate("--lang", "de", "--out", str(plain / "rep"))
    assert code == 2, said
    said = " ".join(said.split())
    assert "Not a directory" not in said and "kein Ordner" in said, said
    assert plain.read_text() == "keep me"


def test_a_checkpoint_that_cannot_be_saved_is_said_in_german(tmp_path: Path) -> None:
    """The warning that the run goes on without a checkpoint was English in every language."""
    (tmp_path / "checkpoint.json").mkdir()  # where the checkpoint would be written
    code, said = _simulate("--lang", "de", "--out", str(tmp_path))
    assert code == 0, said
    said = " ".join(said.split())
    assert "der Zwischenstand kann nicht in" in said and "(das ist ein Ordner)" in said, said
    assert "cannot save" not in said
