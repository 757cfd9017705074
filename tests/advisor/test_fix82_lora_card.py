"""An image model's LoRA said by what it draws, no model named, on one card: SDXL's and FLUX.1 dev's LoRA memory on
that card from their published rows, never the card's generic verdict with SD 1.5's inference speed (newuser31 Q16,
fix82 #3)."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _console(q) -> str:
    return " ".join(render_question(q, View(language=q.language)).split())


@pytest.mark.parametrize(("text", "lora"), [("想训练LoRA画图模型，4060Ti 16G够用吗？", "的 LoRA"),
                                            ("is a 4060 Ti 16GB enough to train an image LoRA?", "train a LoRA of"),
                                            ("4060Ti 16G能训练LoRA画图吗", "的 LoRA"),
                                            ("my 4060 ti 16gb, can I train an anime lora?", "train a LoRA of")])
def test_an_unnamed_image_lora_on_a_card_says_sdxl_and_flux_memory(advisor, text, lora):
    q = advisor.ask(text)
    flat = _console(q)
    assert "SDXL" in flat and "FLUX.1 dev" in flat, flat
    assert flat.count(lora) >= 2, flat  # each model's own LoRA verdict on the card
    assert "10 GB" in flat and "24 GB" in flat, flat  # SDXL's heaviest setting, FLUX.1's heaviest it cannot hold
    assert "it/s" not in flat and "Stable Diffusion 1.5" not in flat, flat  # no inference speed in its place


def test_a_named_image_lora_on_a_card_stays_that_models_alone(advisor):
    flat = _console(advisor.ask("is a 4060 Ti 16GB enough to train SDXL LoRA?"))
    assert "SDXL" in flat and "FLUX" not in flat, flat


def test_an_llm_lora_on_a_card_is_no_image_lora(advisor):
    flat = _console(advisor.ask("can my 4060 ti 16gb train a lora of llama 8b?"))
    assert "SDXL" not in flat and "FLUX" not in flat, flat
