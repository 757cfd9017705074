"""An LLM owner's steps (issue 28, break 9 #10: "why 5090 --own --model 70b" offered only an older, slower RTX
A6000 as the step up and "lower resolution", an image lever): levers of the job's kind only; one card added beside
the owner's (theirs, or a cheaper one whose memory pools with it) before a replacement; a replacement never decodes
the job slower than the owner's card (advisor.owner_steps)."""

from __future__ import annotations

import pytest

from advisor.fits import estimate
from advisor.owner_steps import SLOWER
from said import said

OWNERS = [("5090", "70b"), ("4090", "70b"), ("3060", "32b"), ("3090", "70b")]
ADDED = {"owner.step.add", "owner.step.add-same"}


@pytest.mark.parametrize(("card", "model"), OWNERS)
def test_an_llm_over_the_card_is_offered_one_card_beside_it_first(advisor, card, model):
    o = advisor.why(card, own=True, model=model).owner
    assert o.upgrades and o.upgrades[0].note is not None and o.upgrades[0].note.key in ADDED, o.upgrades
    assert o.upgrades[0].speed is not None and o.upgrades[0].speed.measure == "decode"
    assert "Before a new card" in said(o.upgrade.message)


@pytest.mark.parametrize(("card", "model"), OWNERS)
def test_no_replacement_decodes_the_job_slower_than_the_owners_card(advisor, card, model):
    o = advisor.why(card, own=True, model=model).owner
    mine = advisor.catalog.card(o.card)
    est = estimate(advisor.llm_models.resolve(model), "inference", "int4", 4096, 1)
    have = advisor.speeds.of(mine, est)
    for a in o.upgrades:
        if a.note is None:  # a replacement
            assert a.speed is not None and a.speed.value >= have.tok_s * SLOWER - 0.1, (a.card, a.speed, have.tok_s)


@pytest.mark.parametrize(("card", "model"), OWNERS)
def test_an_llm_owner_hears_no_image_lever_and_the_layer_offload(advisor, card, model):
    o = advisor.why(card, own=True, model=model).owner
    words = " ".join(said(x.lever) for x in o.levers)
    assert "resolution" not in words, words
    offload = [x for x in o.levers if x.id == "cpu-offload"]
    assert offload and "--n-gpu-layers" in said(offload[0].lever) and (offload[0].saves_gb or 0) > 0


def test_the_5090_owner_is_not_offered_the_slower_a6000(advisor):
    o = advisor.why("5090", own=True, model="70b").owner
    assert "RTX A6000" not in [a.card for a in o.upgrades]


def test_an_image_owner_keeps_the_shared_levers_words(advisor):
    o = advisor.why("3060", own=True).owner
    assert all(x.lever.key != "owner.lever.shorter-context" for x in o.levers)


def test_fits_offers_a_4090_owner_one_card_beside_theirs_not_a_new_pair(advisor):
    f = advisor.fits("70b", card="4090")
    lines = [x for x in f.shape.ranking if x.role != "rig"]
    pairs = [x for x in lines if x.card == "GeForce RTX 3090"]
    assert pairs and all(x.gpus == 1 and x.adds == 1 and x.total == x.price.amount for x in pairs), pairs
    assert all(x.adds for x in lines if x.gpus > 1 and x.price is not None), lines
    assert "GeForce RTX 4090" in said(pairs[0].reason)


def test_the_card_beside_is_the_rigs_decode(advisor):
    f = advisor.fits("70b", card="4090")
    b = next(c for c in f.beside if c.card == "GeForce RTX 3090")
    assert b.count == 1 and b.speed is not None and 15 <= b.speed.tok_s <= 20
