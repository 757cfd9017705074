"""FLUX.2 dev answered with its own published memory, never FLUX.1's figures silently (break19 #4).

FLUX.2 dev is a 32B transformer (FLUX.1 dev: 12B); its published set-ups (black-forest-labs/flux2
docs/flux2_dev_hf.md, copied into data/owner_jobs.csv) need about 18-20 GB in 4 bits and 80 GB in bf16. The
tables have no FLUX.2 speed: an answer says none, and a ranking by speed says it uses FLUX.1 dev's.
"""

from __future__ import annotations

import pytest

from advisor import jobs
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.image_needs import find_generator
from advisor.recommend.image import FLUX, FLUX2, flux_need
from product import advisor as loaded


@pytest.mark.parametrize("words", ["flux 2", "flux.2 dev", "FLUX.2 [dev]", "flux2", "flux 2.0"])
def test_flux_2_is_its_own_generator_never_flux_1_stood_in(words):
    g = find_generator(words)
    assert g is not None and g.models == ("FLUX.2 dev",) and g.stand_in is None


@pytest.mark.parametrize("words", ["flux", "flux dev", "flux.1 dev", "flux 20 steps", "flux 12b"])
def test_flux_1_words_stay_flux_1(words):
    g = find_generator(words)
    assert g is not None and g.models[0].startswith("FLUX.1")


def test_flux_2_rows_answer_only_when_named():
    assert not any(r.model == FLUX2 for r in jobs.rows("image-gen"))  # a card's "image generation" is unchanged
    named = [r for r in jobs.rows("image-gen", named=True) if r.model == FLUX2]
    assert named and min(r.vram_gb for r in named) == 18 and max(r.vram_gb for r in named) == 80
    assert flux_need(FLUX2) == 20 and flux_need(FLUX) == 16  # a local set-up: no remote text encoder


def _ask(text: str) -> str:
    """The question's whole console answer, its lines joined (the renderer wraps at 80 columns)."""
    q = loaded().ask(text)
    return " ".join(render_question(q, View(language=q.language)).split())


def test_flux_2_on_a_card_gives_its_memory_and_no_borrowed_speed():
    out = _ask("flux 2 on a 4090")
    assert "FLUX.2 dev" in out and "20 GB" in out and "80 GB" in out, out
    assert "it/s" not in out and "FLUX.1" not in out and "No published speed of FLUX.2 dev" in out, out


def test_flux_2_buyer_gets_cards_that_hold_it_and_the_borrowed_order_said():
    out = _ask("best gpu for flux 2 under 2000")
    assert "FLUX.2 dev read as FLUX.1 dev's published figures" in out, out
    assert "needs about 20 GB" in out, out
    a = loaded()
    rec = a.recommend(2000, use_case="image", generator="flux 2")
    top = rec.shape.ranking[0]
    assert (top.memory_gb or 0) >= 20, top


def test_flux_2_buyer_whose_budget_holds_no_card_is_told_so():
    # under 1,000 USD the RX 7900 XTX (24 GB) holds it, on ROCm (answers44: tests/advisor/test_flux2_buyers44.py);
    # under 550 no card does, CUDA or ROCm
    out = _ask("best gpu for flux 2 under 550")
    assert "no card within this budget holds that" in out, out


def test_flux_2_in_chinese_has_its_own_words():
    out = _ask("flux2能在4090上跑吗").replace(" ", "")
    assert "FLUX.2dev" in out and "表里没有FLUX.2dev的公开速度数据" in out, out


def test_a_saving_short_of_clear_is_said_as_it_is_never_little():
    """break19 #4: an RTX A6000 1,331 USD (32 %) under a 5090 was said to "save little"."""
    out = _ask("is a 5090 overkill for flux?")
    assert "not overkill" in out and "saves little" not in out, out
    assert "32 % less than GeForce RTX 5090" in out and "short of the 40 % saving" in out, out


def test_flux_2_klein_is_no_flux_2_dev():
    """break20 #5: FLUX.2 [klein], a smaller model, was read as FLUX.2 dev (18 GB); it has its own rows now
    (answers44: its 4B and 9B, data/owner_jobs.csv), never FLUX.1's figures as a stand-in."""
    g = find_generator("flux 2 klein on a 3060")
    assert g is not None and g.models != ("FLUX.2 dev",) and all(m.startswith("FLUX.2 klein") for m in g.models)
    assert g.stand_in is None
