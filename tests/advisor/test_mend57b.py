"""mend57b: break49's items. Ollama leaving one of the asker's cards idle gets the cause (a model that fits one GPU
stays on it; OLLAMA_SCHED_SPREAD / CUDA_VISIBLE_DEVICES), never a bare profile of the card or a comparison."""

from __future__ import annotations

import pytest

from advisor.ask.idle_card import idle_note
from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import question_faces


@pytest.mark.parametrize(("text", "lang"), [
    ("Ollama only uses the 4090, not my 3060", "en"),
    ("Ollama doesn't use my 3060, only the 4090", "en"),
    ("ollama is not using my 3090, only my 4090. why?", "en"),
    ("my 3090 sits idle, ollama runs everything on the 4090", "en"),
    ("ollama只用了一张卡，我有4090和3090", "zh_Hans"),
    ("我的ollama只跑在一张卡上，另一张3090闲置，主卡4090", "zh_Hans"),
])
def test_ollama_idling_a_card_gets_the_cause(advisor, text, lang):
    q, console, _ = question_faces(advisor, text, lang)
    flat = " ".join(console.split())
    assert q.read_as.command == "why", console
    assert "OLLAMA_SCHED_SPREAD=1" in flat and "CUDA_VISIBLE_DEVICES" in flat, console
    assert "docs.ollama.com/faq" in "".join(console.split()), console


@pytest.mark.parametrize("text", [
    "ollama runs fine on my 4090 and 3060",
    "only uses the 4090, not my 3060",  # no Ollama: its scheduling is not the cause said
    "ollama: 3060 vs 4090 which is faster?",
])
def test_no_idle_note_without_ollama_leaving_a_card_idle(text):
    assert idle_note(text) is None


def test_a_purchase_asked_stays_a_purchase(advisor):
    q, console, _ = question_faces(advisor, "Ollama only uses the 4090, not my 3060. Should I buy a 5090?", "en")
    assert q.read_as.command == "compare", console


@pytest.mark.parametrize("text", [
    "3060 vs 4060 for Real-ESRGAN and Lightroom",
    "3090 vs 4090 for blender and davinci resolve",
    "3060 和 4060 用于 Lightroom 和 Photoshop",
])
def test_an_application_after_a_purpose_is_no_third_card(advisor, text):
    from advisor.cli.args import compare_sides

    first, second = compare_sides([text], advisor.resolve)
    assert advisor.resolve(first).match and advisor.resolve(second).match, (first, second)


@pytest.mark.parametrize("text", [
    "1070, 1080, 2080 ti", "1070 vs 1080 and banana", "3060 vs 4060 for lightroom vs 4070"])
def test_three_things_without_a_purpose_are_still_refused(advisor, text):
    from advisor.cli.args import UsageError, compare_sides

    with pytest.raises(UsageError):
        compare_sides([text], advisor.resolve)


@pytest.mark.parametrize(("text", "lang"), [
    ("using CPU instead of 2 GPUs for llama 8b", "en"),
    ("my llama 8b runs on the cpu instead of the gpu, why?", "en"),
    ("模型用的是CPU而不是显卡", "zh_Hans"),
])
def test_a_model_on_the_cpu_gets_the_setup_checks_first(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    console = render_question(q, View(language=lang))
    flat = " ".join(console.split())
    assert "CUDA_VISIBLE_DEVICES" in flat and "nvidia-smi" in flat, console
    assert "USD" not in flat, console  # no card sold


def test_a_tool_named_keeps_its_own_answer(advisor):
    q = advisor.ask("Ollama Windows using CPU instead of 2 GPUs", lang="en")
    assert "ollama ps" in " ".join(render_question(q, View(language="en")).split())


@pytest.mark.parametrize(("text", "lang", "days"), [
    ("3090 vs 4090 or the cloud? training runs of 2 weeks", "en", "14 days"),
    ("3090 or 4090, or should I rent in the cloud? each training run takes 3 months", "en", "90 days"),
    ("4090还是3090还是租云？训练一次要3周", "zh_Hans", "21 天"),
])
def test_the_cloud_asked_with_a_run_length_gets_the_run_rented(advisor, text, lang, days):
    q, console, _ = question_faces(advisor, text, lang)
    keys = [c.message.key for c in q.answer.shape.decides]
    assert q.read_as.command == "compare" and "run-rent.rent" in keys, console
    assert days in " ".join(console.split()) or days in "".join(console.split()), console


def test_no_cloud_asked_no_run_line(advisor):
    q, console, _ = question_faces(advisor, "3090 vs 4090, training runs of 2 weeks", "en")
    assert not any(c.message.key.startswith("run-rent") for c in q.answer.shape.decides), console


@pytest.mark.parametrize("text", [
    "how much vram does claude need", "what are the vram requirements for claude", "how much memory does claude use?"])
def test_a_hosted_product_asked_for_memory_gets_the_hosted_answer(advisor, text):
    q = advisor.ask(text, lang="en")
    flat = " ".join(render_question(q, View(language="en")).split())
    assert "hosted chat service" in flat and "I have no memory figure" not in flat, flat
