"""Issue 28 (break18 #6): a maker named in a question about the cheapest card of a memory is kept. "cheapest 16gb amd
card", "最便宜的16g a卡" listed a Tesla T4 and a P40 and ended with a GeForce; "cheapest amd card with 24gb" was asked
back "What is your budget?"; "and amd?" after the cheapest 24 GB card repeated the mixed list."""

from __future__ import annotations

import pytest

from advisor.ask.memory_only import maker_asked
from tests.said import said


def _makers_named(advisor, reply) -> set[str]:
    """The makers of the catalogue's cards a reply names."""
    text = said(reply)
    market = advisor.catalog.market(None).id
    return {advisor.catalog.card(name).manufacturer for name, _ in advisor.catalog.prices(market)
            if f"{name} (" in text or f"{name}（" in text}


@pytest.mark.parametrize(("first", "then", "memory"), [
    ("cheapest 16gb amd card", None, "16 GB"),
    ("最便宜的16g a卡", None, "16 GB"),
    ("cheapest amd card with 24gb", None, "24 GB"),
    ("what's the cheapest 24gb card?", "and amd?", "24 GB"),
    ("最便宜的24g显卡", "那a卡呢", "24 GB"),
])
def test_amd_asked_lists_amd_cards_only(advisor, first, then, memory):
    q = advisor.ask(first)
    if then is not None:
        q = advisor.ask(then, context=q)
    assert q.reply is not None and q.reply.key == "ask.cheapest-memory.maker", (q.reply, q.read_as)
    assert _makers_named(advisor, q.reply) == {"AMD"}, said(q.reply)
    assert memory in said(q.reply) and "ROCm" in said(q.reply)


def test_the_cheapest_amd_card_first(advisor):
    text = said(advisor.ask("cheapest amd card with 24gb").reply)
    assert text.index("Radeon RX 7900 XTX") < len(text) and "Tesla" not in text and "GeForce" not in text, text


def test_nvidia_asked_names_no_other_maker(advisor):
    assert _makers_named(advisor, advisor.ask("cheapest 24gb nvidia card").reply) == {"NVIDIA"}


def test_no_maker_keeps_the_mixed_list(advisor):
    assert len(_makers_named(advisor, advisor.ask("what's the cheapest 24gb card?").reply)) > 1


@pytest.mark.parametrize(("text", "maker"), [("cheapest 16gb amd card", "AMD"), ("最便宜的16g a卡", "AMD"),
                                             ("and amd?", "AMD"), ("cheapest 16gb intel card", "Intel"),
                                             ("cheapest 24gb nvidia card", "NVIDIA"), ("nvidia or amd, 24gb", None),
                                             ("what's the cheapest 24gb card?", None)])
def test_maker_asked(text, maker):
    assert maker_asked(text) == maker


@pytest.mark.parametrize("text", ["a卡能跑stable diffusion吗", "can amd gpus run sdxl?", "does comfyui work on amd"])
def test_amd_asked_for_image_generation_says_how_it_runs_there(advisor, text):
    q = advisor.ask(text)
    assert q.reply is not None and q.reply.key == "ask.vendor.amd-image", (q.reply, q.read_as)
    shown = said(q.reply)
    assert "ROCm" in shown and "Radeon RX 7900 XTX at about 15.2 it/s" in shown, shown
    assert _makers_named(advisor, q.reply) <= {"AMD"}, shown  # no GeForce pick


@pytest.mark.parametrize("text", ["stable diffusion on a 3060", "nvidia or amd for stable diffusion",
                                  "a卡能跑深度学习吗"])
def test_other_questions_are_not_the_amd_image_reply(advisor, text):
    reply = advisor.ask(text).reply
    assert reply is None or reply.key != "ask.vendor.amd-image"


def test_an_amd_owners_memory_question_is_told_what_it_holds(advisor):
    q = advisor.ask("I have 32G RAM and 16G VRAM. (AMD card). I haven't managed to get Flux working due to memory")
    assert q.reply is None or q.reply.key != "ask.vendor.amd-image", said(q.reply)
