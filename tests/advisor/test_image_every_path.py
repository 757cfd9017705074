"""Issue 28, break17 #6: an image buyer is ranked and shown by the image generator's own speed on every path — a
budget that buys one card, the stretch pick over the budget, ``recommend --model flux`` and ``compare --use-case
image`` — never by the training index."""

from __future__ import annotations

import pytest

from advisor.recommend.image import FLUX, flux_need, its


def _units(answer) -> set[str]:
    return {x.speed.measure for x in answer.shape.ranking if x.speed is not None}


@pytest.mark.parametrize("question", [
    "I want to buy a card for flux, budget $500",
    "best gpu for flux under $1000",
    "我想买张卡跑flux，预算3500元",
])
def test_a_flux_buyer_sees_flux_speed_on_every_line(advisor, question):
    a = advisor.ask(question).answer
    assert a.shape is not None and a.shape.ranking
    assert _units(a) == {"image"}, [(x.card, x.speed) for x in a.shape.ranking]
    assert all(x.speed is None or x.speed.model == "FLUX.1 dev" for x in a.shape.ranking)


def test_the_stretch_of_a_flux_buyer_is_faster_at_flux_and_holds_it(advisor):
    """A 12 GB card is never "clearly faster" than a 16 GB pick for FLUX by the training index."""
    for budget in ("500", "600", "900"):
        rec = advisor.recommend(budget, use_case="image", generator="flux")
        best = next(p for p in rec.picks if p.role == "best")
        if rec.stretch is None:
            continue
        need = flux_need() or 0.0
        card = advisor.catalog.card(rec.stretch.card)
        assert (card.memory_gb or 0) >= need or (advisor.catalog.card(best.card).memory_gb or 0) < need
        from advisor.image_speed import flux_its

        assert flux_its(advisor.catalog, rec.stretch.card)[0] >= 1.15 * flux_its(advisor.catalog, best.card)[0]
        assert rec.stretch.reasons[0].message.key == "recommend.pick.image.flux.stretch"


def test_the_stretch_for_500_is_no_12_gb_card(advisor):
    rec = advisor.recommend("500", use_case="image", generator="flux")
    assert rec.stretch is None or (advisor.catalog.card(rec.stretch.card).memory_gb or 0) >= 16


def test_recommend_with_model_flux_is_an_image_buyer_of_flux(advisor):
    by_model = advisor.recommend("600", use_case="image", model="flux")
    by_generator = advisor.recommend("600", use_case="image", generator="flux")
    assert by_model.use_case == "image"
    assert [p.card for p in by_model.picks] == [p.card for p in by_generator.picks]
    assert by_model.ranking.key == "recommend.ranking.image.flux"
    assert _units(by_model) == {"image"}


def test_recommend_with_model_sdxl_ranks_by_image_speed(advisor):
    rec = advisor.recommend("600", use_case="image", model="sdxl")
    assert rec.use_case == "image" and rec.ranking.key == "recommend.ranking.image"


def test_an_llm_model_is_still_an_llm_job(advisor):
    assert advisor.recommend("600", model="7b").use_case == "llm"


def test_compare_for_image_is_in_it_s_even_when_both_are_estimated(advisor):
    c = advisor.compare("4060 ti 16gb", "5060 ti 16gb", use_case="image")
    assert _units(c) == {"image"}
    assert c.shape.headline.key.startswith("image.compare")
    lines = {x.card: x for x in c.shape.ranking}
    assert all(x.speed.kind == "estimated" for x in lines.values())  # said as estimates, not measured


def test_the_flux_ranking_keeps_cards_that_hold_fp8(advisor):
    rec = advisor.recommend("700", use_case="image", generator="flux")
    for p in rec.picks:
        if p.role in ("best", "runner-up", "value"):
            assert (advisor.catalog.card(p.card).memory_gb or 0) >= (flux_need() or 0)
    assert FLUX == "FLUX.1 dev" and callable(its)


def _keys(answer) -> list[str]:
    return [c.message.key for c in answer.shape.decides]


def test_recommend_for_image_with_no_generator_says_what_the_heavier_models_need_as_ask_does(advisor):
    """One rule on both paths: ``recommend --use-case image`` (no model named) says the FLUX and video memory line
    that ask gives "best gpu for image generation"; a buyer who names Stable Diffusion or FLUX does not get it."""
    command = advisor.recommend("600", use_case="image")
    asked = advisor.ask("best gpu for image generation under $600").answer
    assert "image.rank.heavier" in _keys(command) and "image.rank.heavier" in _keys(asked)
    assert [x.card for x in command.shape.ranking][:2] == [x.card for x in asked.shape.ranking][:2]
    assert "image.rank.heavier" not in _keys(advisor.ask("best gpu for stable diffusion under $600").answer)
    assert "image.rank.heavier" not in _keys(advisor.recommend("600", use_case="image", generator="flux"))
