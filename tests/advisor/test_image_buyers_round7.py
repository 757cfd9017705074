"""Issue 28 round 7, image buyers: the Stable Diffusion speed line weighs only the cards the budget buys, says its
figures are SD 1.5's when SDXL or FLUX was asked, estimates an unmeasured card from a measured one of its own
architecture, and a ComfyUI buyer who names no model hears what FLUX and video need."""

from __future__ import annotations

import pytest

from advisor.i18n import render
from said import said


def _line(answer, key):
    return next((c.message for c in answer.shape.decides if c.message.key == key), None)


def test_the_speed_line_weighs_only_cards_within_the_budget(advisor):
    a = advisor.ask("best gpu under 600 for stable diffusion xl").answer
    line = _line(a, "image.rank.sdxl")
    assert line is not None, [c.message.key for c in a.shape.decides]
    named = {x.params["card"].value for x in _items(line)}
    prices = {x.card: x.price.amount for x in a.shape.ranking if x.price is not None}
    assert named and all(prices.get(n, 0) <= 600 for n in named), (named, prices)
    assert "SD 1.5 figures" in said(line) and "SDXL table measures three cards only" in said(line)


def _items(message):
    """The card items of a ``join`` chain of ``image.rank.*`` items."""
    out, stack = [], [message.params["items"]]
    while stack:
        m = stack.pop()
        if m.key.startswith("image.rank."):
            out.append(m)
        else:
            stack += [v for v in m.params.values() if hasattr(v, "key")]
    return out


def test_an_unmeasured_card_is_estimated_from_its_own_architecture(advisor):
    from advisor.image_rank import its_of

    ti, measured = its_of(advisor.catalog, "GeForce RTX 4060 Ti 16 GB")
    three, three_measured = its_of(advisor.catalog, "GeForce RTX 3060 12 GB")
    assert not measured and three_measured
    assert ti > three  # from the RTX 4070's measured figure, not the RTX 4090's far up the line


@pytest.mark.parametrize("text", ["best gpu for comfyui under 1000", "best gpu for ai art under 800"])
def test_a_comfyui_buyer_hears_what_flux_and_video_need(advisor, text):
    a = advisor.ask(text).answer
    heavier = _line(a, "image.rank.heavier")
    assert heavier is not None, [c.message.key for c in a.shape.decides]
    out = said(heavier)
    assert "FLUX.1 dev" in out and "16 GB" in out and "24 GB" in out and "owner_jobs.csv" in out, out
    assert _line(a, "image.rank") is not None
    assert "FLUX" in render(heavier.key, heavier.params, "zh_Hans")


def test_a_plain_stable_diffusion_buyer_keeps_the_plain_line(advisor):
    a = advisor.ask("best gpu for stable diffusion under 500").answer
    assert _line(a, "image.rank") is not None and _line(a, "image.rank.sdxl") is None
    assert _line(a, "image.rank.heavier") is None
