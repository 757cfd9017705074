"""fix56b (issues 27/28): an image LoRA budget is ranked by image training on CUDA cards (never by an LLM's tokens/s,
never a unified-memory box first), with what the pick generates when generating is said too; a sell question gets a
verdict; "train too" beside an LLM is that model's LoRA beside inference; a paper's cards are a reference for the
owner's own card. English and Chinese, console render and the bot's stored context."""

from __future__ import annotations

import pytest

from advisor.ask.image_jobs_added import NOTE
from advisor.ask.models import Context
from advisor.cli.ask import render_question
from advisor.cli.render import View
from said import said


def _chain(advisor, *texts, bot=False):
    q = None
    for text in texts:
        context = None if q is None else (Context.kept(q.context().stored()) if bot else q)
        q = advisor.ask(text, context=context)
    return q


def _rendered(q):
    return render_question(q, View(language=q.language))


@pytest.mark.parametrize(
    "text",
    [
        "train a flux lora, budget $2000",
        "I want to generate images with flux and also train a LoRA on flux, budget $2000",
        "预算1.5万元，用flux出图，也想训练flux的lora",
        "best gpu to train a lora on flux.1 dev for 2500 dollars",
    ],
)
def test_a_flux_lora_budget_is_ranked_by_image_training_on_cuda_cards(advisor, text):
    q = advisor.ask(text)
    rec = q.answer
    assert rec.picks
    first = advisor.card(rec.picks[0].card)
    assert not first.is_system and first.manufacturer == "NVIDIA"
    assert rec.picks[0].memory_gb == 24  # the source's "24GB VRAM: basic settings work fine (batch size 2)"
    assert all(p.gpus == 1 and not advisor.card(p.card).is_system for p in rec.picks)
    text_out = _rendered(q)
    assert "tok/s" not in text_out and "Qwen3" not in text_out
    assert "FLUX.1 dev" in text_out


@pytest.mark.parametrize(
    "text",
    [
        "I want to generate images with flux and also train a LoRA on flux, budget $2000",
        "预算1.5万元，用flux出图，也想训练flux的lora",
        "generating sdxl images and training loras too, budget $900",
    ],
)
def test_generating_said_beside_the_lora_says_what_the_pick_generates(advisor, text):
    q = advisor.ask(text)
    assert NOTE in [n.key for n in q.read_as.notes]
    assert any(d.message.key.startswith("jobs.gen.") for d in q.answer.shape.decides)


@pytest.mark.parametrize("text", ["train a flux lora, budget $2000", "train an sdxl lora, budget $800"])
def test_a_lora_alone_gets_no_generation_note(advisor, text):
    q = advisor.ask(text)
    assert NOTE not in [n.key for n in q.read_as.notes]


def test_the_sdxl_lora_path_still_ranks_sixteen_gigabytes_first(advisor):
    q = advisor.ask("train an sdxl lora, budget $800")
    assert (q.answer.picks[0].memory_gb or 0) >= 12
    assert "LoRA of SDXL" in said(q.answer.shape.headline)
