"""mend48b (break43, issue 28 §1): faults of the merged round, each as a kind.

- A why or fits on an AMD or Intel card that names a CUDA-built tool (bitsandbytes, Unsloth, FlashAttention,
  xFormers) leads with that tool's standing on the card: "can I use bitsandbytes and unsloth on a 7900 XTX?" said only
  the card's ROCm line; "can I fine-tune with unsloth on an Intel Arc B580?" a QLoRA fit with no CUDA caveat."""

from __future__ import annotations

import pytest

from advisor.ask.cuda_tools import tools_named
from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import bot_text


def _faces(advisor, text, lang="en"):
    """``(question, console text, bot text)`` of a question answered."""
    q = advisor.ask(text, lang=lang)
    return q, render_question(q, View(language=q.language)), bot_text(q)


@pytest.mark.parametrize("text, tools", [
    ("can I use bitsandbytes and unsloth on a 7900 XTX?", ["bnb", "unsloth"]),
    ("does flash-attn 2 work on an rx 9070 xt", ["flash"]),
    ("xformers or FlashAttention on my a770?", ["xformers", "flash"]),
    ("adamw8bit on a 7800 xt", ["bnb"]),
    ("7900XTX能用bitsandbytes吗", ["bnb"]),
    ("can I use pytorch on a 7900 xtx", []),
    ("unslothed bnbx", []),
])
def test_the_cuda_tools_a_question_names(text, tools):
    assert tools_named(text) == tools


@pytest.mark.parametrize("text, lang, card, said", [
    ("can I use bitsandbytes and unsloth on a 7900 XTX?", "en", "Radeon RX 7900 XTX", ("bitsandbytes", "Unsloth")),
    ("is bitsandbytes ok with my rx 7800 xt for qlora?", "en", "Radeon RX 7800 XT", ("bitsandbytes",)),
    ("can I fine-tune with unsloth on an Intel Arc B580?", "en", "Arc B580", ("Unsloth",)),
    ("does xformers run on an arc a770", "en", "Arc A770", ("xFormers",)),
    ("7900 XTX能用bitsandbytes和unsloth吗", "zh", "Radeon RX 7900 XTX", ("bitsandbytes", "Unsloth")),
    ("我想在 Arc B580 上用 unsloth 微调", "zh", "Arc B580", ("Unsloth",)),
])
def test_a_cuda_tool_on_an_amd_or_intel_card_leads_with_its_standing(advisor, text, lang, card, said):
    q, console, bot = _faces(advisor, text, lang)
    head = q.answer.shape.headline
    assert head is not None and head.key == "cuda-tool.lead"
    first = console.split("\n\n")[1] if console.startswith(("Read as", "理解为")) else console
    for face in (first, bot):
        assert "CUDA" in face and all(name in face for name in said)
    assert ("不支持 CUDA" in console) == (lang == "zh")


@pytest.mark.parametrize("text", ["can I use unsloth on a 3090?", "bitsandbytes on my rtx 4070, ok?"])
def test_an_nvidia_card_hears_no_cuda_tool_sentence(advisor, text):
    q = advisor.ask(text)
    assert q.answer is not None
    keys = {k for c in [q.answer.shape.headline, *(c.message for c in q.answer.shape.decides)] if c for k in c.keys}
    assert "cuda-tool.lead" not in keys


# break43 #1: a FLUX buyer whose budget buys no card that holds the fp8 weights the speeds are for


@pytest.mark.parametrize("text, lang", [
    ("cheapest gpu for flux dev, under $250", "en"),
    ("best card for flux.1 dev under 240 dollars", "en"),
    ("250美元以内跑flux dev最便宜的显卡", "zh"),
])
def test_an_offloaded_flux_buyer_is_ranked_by_memory_first(advisor, text, lang):
    q, console, bot = _faces(advisor, text, lang)
    shape = q.answer.shape
    memory = [x.memory_gb for x in shape.ranking if x.role != "stretch"]
    assert memory[0] == max(memory) and memory[0] >= 12  # the 12 GB RTX 3060 before the 8 GB cards
    assert memory == sorted(memory, reverse=True)
    assert shape.ranking[0].reason.key == "shape.role.most-memory-offloads"
    assert shape.decides[0].message.key == "image.rank.flux.offloaded"
    assert all(x.reason is None or x.reason.key not in ("shape.role.best", "shape.role.ahead-cheaper")
               for x in shape.ranking)
    assert ("卸载" in console and "卸载" in bot) if lang == "zh" else ("offload" in console and "offload" in bot)


def test_a_flux_buyer_whose_budget_buys_the_fp8_weights_keeps_the_speed_order(advisor):
    shape = advisor.ask("best gpu for flux under 1500").answer.shape
    assert all(c.message.key != "image.rank.flux.offloaded" for c in shape.decides)
    assert shape.ranking[0].reason.key == "shape.role.best" and shape.ranking[0].memory_gb >= 16


# break43 #3: one usable memory figure per machine, and QLoRA offered where it fits the other side


@pytest.mark.parametrize("text, lang", [
    ("2 x Asus Ascent GX10 (DGX Spark) or one RTX PRO 6000 for fine-tuning 70b?", "en"),
    ("two dgx sparks or an rtx pro 6000 for lora on llama 70b", "en"),
    ("两台华硕 Ascent GX10 还是一张 RTX PRO 6000 微调 70b？", "zh"),
])
def test_several_machines_weigh_their_gpu_share_and_qlora_is_offered(advisor, text, lang):
    q, console, bot = _faces(advisor, text, lang)
    a = q.answer
    share = {advisor.card(f.card).llm_memory_gb for f in a.cards if advisor.card(f.card).is_system}
    assert share and all(s < 128 for s in share)
    body = console.split("\n\n", 1)[1]
    for face in (body, bot):
        assert "128 GB each" not in face and "256 GB" not in face and "memory per card 128 GB" not in face
        assert "QLoRA" in face
    keys = {k for c in [a.shape.headline, *(c.message for c in a.shape.decides)] if c for k in c.keys}
    assert "ask.job.one.qlora" in keys
    line = next(x for x in a.shape.ranking if x.gpus > 1)
    assert line.memory_gb in {round(s, 1) for s in share}


def test_a_pair_of_cards_keeps_its_vram_and_no_qlora_offer_when_both_hold_the_lora(advisor):
    a = advisor.ask("2x 3090 or one rtx pro 6000 for lora on a 13b").answer
    keys = {k for c in [a.shape.headline, *(c.message for c in a.shape.decides)] if c for k in c.keys}
    assert "ask.job.one.qlora" not in keys
    assert {x.memory_gb for x in a.shape.ranking} == {24, 96}
