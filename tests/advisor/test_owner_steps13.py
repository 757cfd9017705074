"""An owner's card without BF16 is told which cards have it (F12: "the V100 has no bf16; an A10 is better"), and
RLHF that no owned card holds is told what renting the memory costs (F13: "or rented 80 GB cards")."""

from __future__ import annotations

import pytest

from advisor.cli.render import View, render_fit
from said import said


def _text(answer) -> str:
    shape = answer.shape
    return " ".join(said(c.message) for c in [*shape.decides, *shape.caveats]) + " " + said(shape.headline)


def test_a_data_centre_card_without_bf16_names_the_next_tier_with_it(advisor):
    q = advisor.ask("about how much VRAM does LoRA training need here, and is a V100 enough?")
    text = _text(q.answer)
    assert "no BF16" in text and "A10 PCIe" in text and "24 GB" in text, text
    zh = " ".join(render_fit(q.answer, View(language="zh_Hans", width=100)).split())
    assert "A10 PCIe" in zh and "BF16" in zh


@pytest.mark.parametrize("card", ["2080 ti", "1080 ti"])
def test_a_geforce_card_without_bf16_names_the_cheapest_geforce_with_it(advisor, card):
    f = advisor.fits(task="lora", card=card)
    text = " ".join(said(r.message) for r in f.reasons)
    assert "no BF16" in text and "cheapest GeForce card with BF16" in text, text


def test_rlhf_past_the_owners_memory_says_what_renting_it_costs(advisor):
    q = advisor.ask("I have no access to an A100 - can a 4090 do the whole pipeline, fine-tuning plus RLHF of the "
                    "7B/13B model?")
    text = _text(q.answer)
    assert "Or rent the memory" in text and "an hour" in text and "RunPod" in text, text


@pytest.mark.parametrize(("card", "its"), [("3060", 6.3), ("1080 ti", 2.5), ("3090", 13.7)])
def test_an_image_owner_hears_the_cards_measured_sd_speed(advisor, card, its):
    v = advisor.why(card, own=True, job="image-gen")
    text = " ".join(said(v.owner.summary if getattr(v, "owner", None) and getattr(v.owner, "summary", None)
                         else v.shape.headline).split())
    assert f"{its:.1f} it/s" in text and "Stable Diffusion 1.5 at 512x512" in text, text


def test_an_image_owner_whose_card_has_no_sd_run_is_told_the_training_index_was_used(advisor):
    v = advisor.why("5090", own=True, job="image-gen")
    text = " ".join(said(v.shape.headline).split())
    assert "the training index" in text, text


def test_the_sd_table_is_sourced_and_ordered_by_generation():
    from advisor.image_speed import table

    t = table()
    assert t["GeForce RTX 4090"].its > t["GeForce RTX 3090"].its > t["GeForce RTX 3060 12 GB"].its > t[
        "GeForce GTX 1080 Ti"].its
    assert all(r.source.startswith("vladmandic/sd-extension-system-info@") and r.runs >= 8 for r in t.values())


def test_an_owner_out_of_memory_at_a_higher_resolution_hears_every_step_up_in_memory(advisor):
    """N15: the high-resolution mode needs more than a 24 GB card; the short form has room for one upgrade line."""
    q = advisor.ask("my laptop RTX 4090 (16 GB) runs out of memory at the higher resolution, is there a way?")
    text = _text(q.answer)
    # round 6: every step holds such a mode — at least twice the card's memory (32 GB, 48 GB…), never 24 GB first
    assert "step up that holds such a mode" in text and "32 GB" in text and "48 GB" in text, text
    assert "24 GB (" not in text, text
