"""``corsairs simulate`` speaks the designer's language as ``play`` and ``review`` do
(``--lang``, else the environment): it had no ``--lang``, and its refusals of ``--out``
and of a rule option were English whatever the designer spoke."""

from __future__ import annotations

import errno
import html
import os
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from corsairs.cli import app
from lang_helpers import english_left


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


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", "preset inconnu 'tinyy' (vouliez-vous dire 'tiny' ?) ; presets : tiny"),
        ("it", "preset sconosciuto 'tinyy' (forse intendevi 'tiny'?); preset: tiny"),
        ("de", "unbekanntes Preset 'tinyy' (meintest du 'tiny'?); Presets: tiny"),
    ],
)
def test_a_misspelt_preset_is_refused_in_the_designers_language(
    tmp_path: Path, lang: str, words: str
) -> None:
    """``--rules preset=tinyy`` was refused in English whatever the designer spoke, and
    without the preset meant, where a misspelt option name says both."""
    out = tmp_path / "rep"
    code, said = _simulate("--lang", lang, "--rules", "preset=tinyy", "--out", str(out))
    assert code == 2, said
    assert words in " ".join(said.split())
    assert not out.exists()


def test_a_misspelt_game_names_the_game_meant() -> None:
    """``--game corsair`` listed the games without naming the one meant, where a misspelt
    rule option or preset names it."""
    code, said = _simulate("--lang", "fr", "--game", "corsair")
    assert code == 2, said
    assert "jeu inconnu 'corsair' (vouliez-vous dire 'corsairs' ?) ; jeux connus" in said


def test_the_terminal_summary_names_the_rules_the_games_were_played_with(
    tmp_path: Path,
) -> None:
    """The summary on standard output (what ``> summary.txt`` keeps) labelled the rule sets
    "base" and "variant: pier_size=5" and never said that the base played ``--rules
    hand_size=10``, the variant too: a designer reading it later took the base for the
    rulebook's game. It says so, in the designer's language."""
    code, said = _simulate(
        "--rules", "hand_size=10", "--compare", "pier_size=5", "--out", str(tmp_path / "a")
    )
    assert code == 0, said
    assert "base rules: hand_size=10 (the variant plays them too, with its change)" in said
    code, said = _simulate("--lang", "fr", "--rules", "hand_size=10", "--out", str(tmp_path / "b"))
    assert code == 0, said
    assert "règles jouées : hand_size=10" in said


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


# -- the system's refusals on the paths other than --out (each before any long work) ------


def _refuse(monkeypatch: pytest.MonkeyPatch, name: str, err: int = errno.EACCES) -> None:
    """Reading a file called ``name`` fails as the system would refuse it (the tests run as
    root here, whom a chmod does not stop)."""
    read = Path.read_text

    def refused(self: Path, *args: Any, **kwargs: Any) -> str:
        if self.name == name:
            raise OSError(err, os.strerror(err), str(self))
        return read(self, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", refused)


def test_rerender_and_beside_take_lang(tmp_path: Path) -> None:
    """--rerender and --beside refused their own --lang ("leave out --language"), so a
    designer could not have them speak French."""
    out = tmp_path / "rep"
    _report(out)
    for flag in ("--rerender", "--beside"):
        args = [flag, str(out)] if flag == "--beside" else [flag]
        res = CliRunner().invoke(app, ["simulate", "--lang", "fr", *args, "--out", str(out)])
        assert res.exit_code == 0, res.output


def _report(out: Path) -> None:
    code, said = _simulate("--game", "piratatak", "--quiet", "--out", str(out))
    assert code == 0, said


def test_a_folder_where_the_checkpoint_goes_is_refused_before_any_game(tmp_path: Path) -> None:
    """A folder named checkpoint.json in --out let the run play on, warning once that it
    could not save its checkpoint (nothing to resume after a stop); it is refused first."""
    out = tmp_path / "rep"
    (out / "checkpoint.json").mkdir(parents=True)
    code, said = _simulate("--lang", "de", "--game", "piratatak", "--force", "--out", str(out))
    assert code == 2, said
    assert "checkpoint.json ist keine gewöhnliche Datei" in said, said
    assert sorted(p.name for p in out.iterdir()) == ["checkpoint.json"]


def test_an_unreadable_checkpoint_is_said_in_french(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "rep"
    _report(out)
    _refuse(monkeypatch, "checkpoint.json")
    code, said = _simulate("--lang", "fr", "--resume", "--games", "4", "--out", str(out))
    assert code == 2, said
    assert "impossible de lire" in said and "(accès refusé)" in said, said
    assert "Errno" not in said


def test_a_rerender_into_a_folder_where_a_report_file_goes_is_refused_before_drawing(
    tmp_path: Path,
) -> None:
    """--rerender drew every plot, failed on a folder named index.html, and saved the
    report to a temporary folder instead (exit 1); it is refused before, as a run is."""
    out = tmp_path / "rep"
    _report(out)
    (out / "index.html").unlink()
    (out / "index.html").mkdir()
    res = CliRunner().invoke(app, ["simulate", "--lang", "it", "--rerender", "--out", str(out)])
    assert res.exit_code == 2, res.output
    assert "index.html è una cartella" in res.output, res.output
    assert "corsairs-report-" not in res.output


def test_an_unreadable_report_beside_another_is_said_in_german(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "rep"
    _report(out)
    _refuse(monkeypatch, "summary.json")
    res = CliRunner().invoke(
        app, ["simulate", "--lang", "de", "--beside", str(out), "--out", str(out)]
    )
    assert res.exit_code == 2, res.output
    assert "summary.json kann nicht gelesen werden (Zugriff verweigert)" in res.output
    monkeypatch.undo()
    _refuse(monkeypatch, "tally.json")
    res = CliRunner().invoke(app, ["simulate", "--lang", "de", "--rerender", "--out", str(out)])
    assert res.exit_code == 2, res.output
    assert "tally.json kann nicht gelesen werden (Zugriff verweigert)" in res.output


def test_a_report_that_cannot_be_written_at_the_end_is_said_in_french(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk at the end: the report goes to a temporary folder, said in the
    designer's language (it was English, with the C library's "[Errno 28] ...")."""
    from corsairs.sim import report

    write = report.write_report
    calls: list[Path] = []

    def full(result: Any, out: Path, level: float = 0.95) -> Any:
        calls.append(out)
        if len(calls) == 1:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(out / "index.html"))
        return write(result, out, level)

    monkeypatch.setattr(report, "write_report", full)
    code, said = _simulate("--lang", "fr", "--game", "piratatak", "--out", str(tmp_path / "r"))
    assert code == 1, said
    assert "impossible d'écrire le rapport dans" in said and "index.html" in said, said
    assert "(plus de place sur le disque)" in said and "à la place" in said, said
    assert "Errno" not in said
    assert "2 parties en " in said and " CPU) → " in said and "seconde" in said, said  # "2 games"
    shutil.rmtree(calls[1])


def test_a_checkpoint_that_cannot_be_saved_is_said_in_german(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from corsairs.sim import checkpoint

    def full(out: Path, saved: Any) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(checkpoint, "save", full)
    code, said = _simulate("--lang", "de", "--game", "piratatak", "--out", str(tmp_path / "r"))
    assert code == 0, said
    assert "(kein Platz mehr auf dem Datenträger)" in said, said
    assert "kann er nicht fortgesetzt werden" in said, said


def test_a_ray_address_nobody_can_join_is_said_in_french(tmp_path: Path) -> None:
    pytest.importorskip("ray")
    code, said = _simulate("--lang", "fr", "--ray", "nonsense", "--out", str(tmp_path / "r"))
    assert code == 2, said
    assert "--ray nonsense : impossible de rejoindre ce cluster Ray" in said, said


def _nothing_played(monkeypatch: pytest.MonkeyPatch, interrupted: str | None) -> None:
    import corsairs.sim.run as run_module
    from corsairs.sim.run import Failure, RunResult
    from corsairs.sim.tally import Tally

    def nothing(specs, games, **kw):  # type: ignore[no-untyped-def]
        failures = [] if interrupted else [Failure(0, 0, games, "ValueError: boom")]
        return RunResult(
            list(specs), games, [Tally() for _ in specs], failures, 0.5, interrupted=interrupted
        )

    monkeypatch.setattr(run_module, "simulate", nothing)


@pytest.mark.parametrize(
    ("lang", "interrupted", "words"),
    [
        ("fr", "SIGINT", "Arrêté (SIGINT) avant la fin d'une partie : aucun rapport écrit"),
        ("it", None, "tutti i lotti sono falliti (1; il primo: ValueError: boom)"),
        ("de", None, "Alle Blöcke sind gescheitert (1; der erste: ValueError: boom)"),
    ],
)
def test_a_run_that_finished_nothing_says_why_in_the_designers_language(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    interrupted: str | None,
    words: str,
) -> None:
    """ "Stopped (SIGINT) before any game finished" and "every batch failed" stayed
    English beside the translated refusals."""
    _nothing_played(monkeypatch, interrupted)
    code, said = _simulate("--lang", lang, "--quiet", "--out", str(tmp_path / "r"))
    assert code in (1, 130), said
    assert words in " ".join(said.split()), said


def test_failed_batches_are_counted_in_the_designers_language(tmp_path: Path) -> None:
    code, said = _simulate(
        "--lang", "it", "--plugin", "sim_plugins", "--agents", "faulty", "--quiet",
        "--games", "10", "--batch-size", "1", "--out", str(tmp_path / "r"),
    )  # fmt: skip
    assert code == 1, said
    assert "3 lotti sono falliti: il bot " in said, said
    assert re.search(r"riga \d+; partita \d+, mossa \d+\)", said), said  # was "game 1, move 3"
    assert "Le partite giocate finora sono conservate: corsairs simulate --resume" in said


def test_the_progress_bar_speaks_the_designers_language() -> None:
    from corsairs.lang import speaking
    from corsairs.sim.command import observed_rate

    with speaking("de"):
        assert observed_rate(100, 1000, 10.0) == ("10 Partien/s", "noch 1:30")
        assert observed_rate(0, 1000, 0.0) == ("Schätzung läuft…", "")
    with speaking("fr"):
        assert observed_rate(1000, 1000, 400.0) == ("2,5 parties/s", "terminé")


@pytest.mark.parametrize(
    ("game", "rule", "said"),
    [
        ("corsairs", "first_dealer=2", "first_dealer doit être une place de 0 à 1"),
        ("piratatak", "first_player=3", "first_player doit être une place de 0 à 1"),
    ],
)
def test_a_seat_that_is_not_at_the_table_is_refused_in_french(
    tmp_path: Path, game: str, rule: str, said: str
) -> None:
    """The seat options' refusal stayed English beside every other rule's French."""
    out = tmp_path / "rep"
    code, text = _simulate("--lang", "fr", "--game", game, "--rules", rule, "--out", str(out))
    assert code == 2, text
    assert said in text
    assert not out.exists()


@pytest.mark.parametrize(
    ("lang", "game", "bot", "said"),
    [
        ("de", "corsairs", "ismcts:iterations=0", "iterations muss eine ganze Zahl ≥ 1 sein"),
        ("fr", "corsairs", "ismcts:rollout=rand", "rollout doit être 'policy' ou 'random'"),
        ("it", "corsairs", "policy:draw_gain=-1", "draw_gain deve essere un numero intero ≥ 0"),
        ("fr", "piratatak", "novice:noise=2", "noise doit être une probabilité entre 0 et 1"),
    ],
)
def test_a_bot_option_out_of_range_is_refused_in_the_language(
    tmp_path: Path, lang: str, game: str, bot: str, said: str
) -> None:
    """The refusal "bad options for bot 'ismcts'" was translated, its reason English."""
    out = tmp_path / "rep"
    args = ("--lang", lang, "--game", game, "--agents", bot, "--out", str(out))
    code, text = _simulate(*args)
    assert code == 2, text
    assert said in text
    assert not out.exists()


def _said_by_the_report(game: str) -> list[str]:
    """Every title, note, unit, axis label and fixed row label of a report of ``game`` (a
    rule option set, so that its rule moves are shown too), rotating seats and two bots."""
    from corsairs.sim.figures import Distribution, Means, RateByValue, Rates, Shares
    from corsairs.sim.report import all_sections, y_label
    from corsairs.sim.run import make_spec

    rules = {"corsairs": {"sweep_wins": False}, "piratatak": {"spares_discard": True}}[game]
    spec = make_spec(game, 3, ["random", "greedy"], 1, rotate=True).with_rules(rules)
    said = []
    for sec in all_sections(spec):
        said.append(sec.title)
        for fig in sec.figures:
            said += [fig.title, fig.note, getattr(fig, "unit", ""), getattr(fig, "xlabel", "")]
            said.append(y_label(fig, {}))
            if isinstance(fig, Rates):
                said += [s.label for s in fig.series]
            elif isinstance(fig, Shares):
                said += [label for label, _ in fig.categories]
            elif isinstance(fig, Means):
                said += [label for label, _ in fig.hists]  # "spares_discard: discard a …"
            elif isinstance(fig, Distribution | RateByValue):
                said += ["mean", "median", "90th percentile", "share at or above 300"]
    return [s for s in said if s and s not in ("random", "greedy")]


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
@pytest.mark.parametrize("lang", ["fr", "it", "de"])
def test_every_word_of_the_report_is_in_the_language(game: str, lang: str) -> None:
    """The HTML report of ``simulate --lang fr`` was English: its headings, table heads,
    axis labels and notes."""
    from corsairs.lang import speaking
    from corsairs.sim.report import words

    texts = _said_by_the_report(game)
    alike = {"fr": r"position \d+|base", "it": "base", "de": "Median"}[lang]  # the same word
    with speaking(lang):
        left = [t for t in texts if words(t) == t and not re.fullmatch(alike, words(t))]
    assert left == [], left


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "40.0%"), ("fr", "40,0\u00a0%"), ("it", "40,0%"), ("de", "40,0\u00a0%")],
)
def test_a_plots_percent_ticks_are_written_the_languages_way(lang: str, said: str) -> None:
    """The plots' share axes said "40.0%" in every language, beside tables that wrote
    "40,0 %"; matplotlib's choice of decimals by the axis's range is kept."""
    from corsairs.lang import speaking
    from corsairs.sim.report import percent_ticks

    with speaking(lang):
        ticks = percent_ticks()
        assert ticks.format_pct(0.4, 0.2) == said
        assert ticks.format_pct(0.4, 1.0) == said.replace(",0", "").replace(".0", "")


def test_a_plots_number_ticks_are_written_the_languages_way() -> None:
    """ "0.15 per game" on a French axis; the bar plots' own labels stay theirs."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from corsairs.lang import speaking
    from corsairs.sim.report import number_ticks

    f, ax = plt.subplots()
    try:
        ax.plot([0, 1], [0, 0.3])
        with speaking("fr"):
            ax.yaxis.set_major_formatter(number_ticks())
            f.canvas.draw()
            said = [t.get_text() for t in ax.get_yticklabels()]
    finally:
        plt.close(f)
    assert "0,15" in said and "0.15" not in said, said


def test_a_house_rules_move_is_named_in_the_language_in_the_findings() -> None:
    """ "…, spares_discard: discard a spare instead of drawing : 0,150 …" kept the move in
    English in a French report, two colons apart."""
    from corsairs.lang import speaking
    from corsairs.sim.report import _rule_move_findings

    row = {"label": "spares_discard: discard a spare instead of drawing", "n": [40]}
    row["estimates"] = [{"value": 0.15, "low": 0.07, "high": 0.33}]
    figs = [{"key": "rule_moves", "title": "Moves the rule options add", "rows": [row]}]
    with speaking("fr"):
        (said,) = _rule_move_findings(
            figs, [{"label": "base", "rules": {"spares_discard": True}}], False
        )
    assert (
        "spares_discard (défausser une carte à droite au lieu de piocher) : 0,150" in said["text"]
    )


def test_the_report_page_is_in_french(tmp_path: Path) -> None:
    code, said = _simulate(
        "--lang", "fr", "--compare", "sweep_wins=false", "--out", str(tmp_path / "rep"), "--quiet"
    )
    assert code == 0, said
    page = (tmp_path / "rep" / "index.html").read_text()
    assert page.startswith("<!doctype html><html lang=fr>"), page[:80]
    # the page's style, the command and the rules as typed aside
    kept = re.sub(r"<style>.*?</style>|<code>.*?</code>", " ", page, flags=re.S)
    text = html.unescape(re.sub(r"<[^>]+>", " ", kept))
    # French's space before ":" and ";" does not break (s40: a phone began a line with
    # ": le taux de victoire…"), as the browser's catalogue writes it
    assert " : " not in text and " ; " not in text and "\u00a0: " in text, text
    text = text.replace("\u00a0", " ")
    for heading in (
        "Corsaires : 2 parties simulées par jeu de règles",
        "Qui gagne",
        "La simulation",
    ):
        assert heading in text, heading
    assert "différence (variante − base)" in text and "place 0 (policy)" in text, text
    assert "Avantage de place (variante : sweep_wins=false) :" in text, text
    # what stands out, numbers as French writes them
    assert re.search(r"Tours par partie : moyenne [\d,]+ \[[\d,]+ ; [\d,]+\]", text), text
    assert re.search(r"Avantage de la place|Avantage de position|position", text), text
    typed = re.sub(r"\S*[=_/]\S*", " ", text)  # rules as typed, the software's name
    assert [w for w in english_left(typed, "fr") if w != "actions"] == [], typed  # "d'actions"


def test_a_runs_cpu_time_takes_the_count_its_number_asks_for() -> None:
    """A 100-game run said "1 secondes CPU" (and "1 CPU-seconds"): the plural was written
    into the line whatever the number. French counts a decimal below 2 in the singular;
    English, Italian and German a whole 1 only."""
    from corsairs.lang import speaking
    from corsairs.sim.report import cpu_seconds

    said = {}
    for lang in ("en", "fr", "it", "de"):
        with speaking(lang):
            said[lang] = [
                cpu_seconds(x).replace("\N{NARROW NO-BREAK SPACE}", " ")
                for x in (1.0, 1.5, 15.24, 0)
            ]
    assert said == {
        "en": ["1 CPU-second", "1.5 CPU-seconds", "15.2 CPU-seconds", "0 CPU-seconds"],
        "fr": ["1 seconde CPU", "1,5 seconde CPU", "15,2 secondes CPU", "0 seconde CPU"],
        "it": ["1 secondo di CPU", "1,5 secondi di CPU", "15,2 secondi di CPU", "0 secondi di CPU"],
        "de": ["1 CPU-Sekunde", "1,5 CPU-Sekunden", "15,2 CPU-Sekunden", "0 CPU-Sekunden"],
    }
