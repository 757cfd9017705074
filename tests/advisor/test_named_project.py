"""A training project named by its own name is answered from its own reported row, never as another model of its
family; and no card's speed is given as a ratio to itself (issue 28, graded real question U22)."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from product import LANGUAGES
from said import said


@pytest.mark.parametrize("text,holds", [
    ("I'm planning a workstation around one RTX 4090 - will training GET3D fit in its 24 GB?", True),
    ("can my 3090 train get3d?", True),
    ("can my 3060 12gb train get3d?", False),
    ("我的 4090 能训练 GET3D 吗？", True),
])
def test_get3d_is_answered_from_its_own_row_never_stylegan3(advisor, text, holds):
    q = advisor.ask(text)
    head = said(q.answer.shape.headline)
    assert "GET3D" in head and "16 GB" in head and "40 days" in head, head
    assert ("holds that" in head) is holds, head
    for language in LANGUAGES:
        out = render_question(q, View(language=language))
        assert "StyleGAN3" not in out and "GET3D" in out, out


def test_a_generic_gan_answer_keeps_the_family_rows_not_a_reported_project(advisor):
    head = said(advisor.ask("can my 3060 train a gan?").answer.shape.headline)
    assert "StyleGAN3" in head and "GET3D" not in head, head


@pytest.mark.parametrize("text", ["can my 4090 train a gan?", "can my 4090 train resnet-50?"])
def test_the_reference_card_is_never_given_a_speed_ratio_to_itself(advisor, text):
    q = advisor.ask(text)
    head = said(q.answer.shape.headline)
    assert "1.00x the speed of a GeForce RTX 4090" not in head, head
    assert "measured against" in head, head


@pytest.mark.parametrize("text,size", [("what can I still run on a K40?", "14B"), ("my tesla k80, what llm can it run?",
                                                                                   "14B")])
def test_a_late_kepler_card_hears_its_route_and_the_llm_sizes_it_holds(advisor, text, size):
    """Breaker (issue 28): "what can I still run on a K40?" named the llama.cpp source-build route and no model: the
    route now says the largest LLM its memory holds in 4-bit; en + zh."""
    q = advisor.ask(text)
    out = " ".join(render_question(q, View()).split())
    assert "issue 12140" in out and f"LLMs up to {size} in 4-bit" in out, out
    for language in ("zh_Hans", "zh_Hant"):
        assert size in " ".join(render_question(q, View(language=language)).split())


def test_a_card_with_no_route_still_gets_no_model_sizes(advisor):
    out = " ".join(render_question(advisor.ask("what can my GTX 680 run?"), View()).split())
    assert "runs no model you would download today" in out and "in 4-bit" not in out, out


def test_a_unified_memory_machine_owner_is_not_sold_a_pc_as_an_offload_lever(advisor):
    """Breaker (issue 28): a 128 GB Mac owner was shown a purchase line (a GeForce card beside 192 GB of system RAM
    for the MoE experts): a new PC, not a change to theirs."""
    q = advisor.ask("my mac studio 128gb: is it enough for qwen3 235b?")
    keys = [c.message.key for c in [*q.answer.shape.caveats, *q.answer.shape.decides]]
    assert not any(k.startswith("offload.") for k in keys), keys
    pc = advisor.ask("my 4090: is it enough for qwen3 235b?")  # a PC owner keeps the lever (system RAM beside it)
    assert pc.answer is not None
