"""fix51b (issues 27, 28; newuser22 #13): a second job said in words is added, for owners too."""

from __future__ import annotations

import pytest

from advisor.i18n import Renderer


def _chain(advisor, *texts):
    q = None
    for text in texts:
        q = advisor.ask(text, context=q)
    return q


@pytest.mark.parametrize(("first", "then"), [
    ("I have a 3090, what llms can I run?", "I also want to generate images with flux on it"),
    ("what llms fit on my 4060 ti 16gb", "can it also do sdxl"),
    ("我有一张4070，能跑什么大模型", "我还想用它画图"),
    ("我的3060 12g能跑哪些大模型", "另外也想跑stable diffusion"),
    ("ich habe eine 3090, welche llms kann ich laufen lassen", "und auch bilder generieren mit flux"),
    ("will llama 3 8b fit on my 3080?", "and stable diffusion too?"),
])
def test_an_owner_s_added_image_job_is_answered_on_the_card(advisor, first, then):
    """An owner's card read for LLMs, then an image job said: the card's image answer (its memory against the
    published image set-ups, seconds per image), the card and owner kept — never the LLM table again."""
    before = advisor.ask(first)
    q = advisor.ask(then, context=before)
    assert q.read_as.cards == before.read_as.cards, q.read_as
    assert (q.read_as.command, q.read_as.use_case, q.read_as.job) == ("why", "image", "image-gen"), q.read_as
    assert q.read_as.own == before.read_as.own
    after = advisor.ask("and how fast per image?", context=q)
    assert (after.read_as.command, after.read_as.use_case, after.read_as.cards) == ("why", "image", q.read_as.cards)
    for lang in ("en", "zh_Hans"):
        text = Renderer(lang)(q.answer.shape.headline) if q.answer is not None and q.answer.shape else ""
        assert text or q.reply is not None


def test_the_image_answer_says_seconds_per_image_in_both_languages(advisor):
    q = _chain(advisor, "I have a 3090, what llms can I run?", "I also want to generate images with flux on it")
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    en = render_question(q, View(language="en"))
    zh = render_question(q, View(language="zh_Hans"))
    assert "FLUX.1 dev" in en and " s " in en.replace("\n", " ") and "FLUX.1 dev" in zh


def _weighed_on_pick(q) -> None:
    """The image job sized on the reading (never "ask about image generation alone") and said on the pick."""
    keys = [n.key for n in q.read_as.notes]
    assert "ask.use-case-second" not in keys, keys
    assert any(k.startswith("ask.jobs-") for k in keys), keys
    assert q.read_as.use_case == "llm" and any("SDXL" in j or "FLUX" in j for j in q.read_as.jobs or []), q.read_as
    lines = [d.message.key for d in q.answer.shape.decides if getattr(d, "message", None) is not None]
    assert any(k.startswith("jobs.gen.") for k in lines), lines
    for lang in ("en", "zh_Hans", "zh_Hant"):
        assert all(Renderer(lang)(n).strip() for n in q.read_as.notes)


@pytest.mark.parametrize("text", [
    "card for llms and comfyui, 1200 usd",
    "预算8000，跑大模型和画图",
    "gpu for local llms plus image generation, $900",
    "budget 700 euros, llms and also some stable diffusion",
    "1000€ grafikkarte für llms und stable diffusion",
    "預算一萬，想跑大模型，也想畫圖",
])
def test_image_generation_said_beside_an_llm_with_no_model_is_weighed(advisor, text):
    _weighed_on_pick(advisor.ask(text))


@pytest.mark.parametrize(("first", "then"), [
    ("card for llms, 1200 usd", "I also want to generate images with it"),
    ("预算6000跑大模型", "我还想用它画图"),
    ("best gpu for llm under $1000", "and image generation as well"),
    ("grafikkarte für llms, 1000 euro", "und auch comfyui"),
    ("which gpu for running llms locally, 800 dollars", "plus some stable diffusion too"),
])
def test_an_image_job_added_to_an_llm_ranking_with_no_model_is_weighed(advisor, first, then):
    q = _chain(advisor, first, then)
    _weighed_on_pick(q)
    again = advisor.ask("and used?", context=q)  # the jobs stay with a follow-up on the ranking
    assert any("SDXL" in j for j in again.read_as.jobs or []), again.read_as
