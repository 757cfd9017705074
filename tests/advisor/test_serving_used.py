"""The used routes of a serving answer (issue 28, round 6, the breaker; advisor/serving_used.py): when 4-bit
weights on used workstation or GeForce cards serve the users for less than the answer's cheapest configuration,
the short form says so with their throughput, the GeForce limits named — checked over models and user counts,
in English and Chinese."""

from __future__ import annotations

import pytest

from advisor import i18n
from advisor.serving_used import USED_KEYS


@pytest.mark.parametrize(("model", "users"), [("llama 3 70b", 20), ("70b", 10), ("qwen3 32b", 30)])
def test_cheaper_4bit_routes_are_said_with_their_figures(advisor, model, users):
    f = advisor.fits(model, users=users)
    s = f.serving
    said = [r.message for r in s.reasons if r.message.key in USED_KEYS]
    ceiling = min((c.total_price for c in s.configs if c.total_price is not None), default=None)
    if not said:
        return
    assert said[0] in [c.message for c in f.shape.decides]
    routes = said[0].params["routes"] if said[0].key == "serving.used.faster" else said[0]  # (fix70c: the pick's
    # worth said after routes as fast)
    for key in ("config", "gconfig"):
        config = routes.params.get(key)
        if config is None:
            continue
        price = config.params["price"].amount
        assert ceiling is None or price < ceiling
    for lang in ("en", "zh_Hans", "zh_Hant"):
        text = i18n.render(said[0].key, said[0].params, lang)
        assert "4-bit" in text and ("GeForce" not in text or "PCIe" in text)


def test_twenty_users_on_a_70b_get_the_used_routes(advisor):
    f = advisor.fits("llama 3 70b", users=20)
    said = next(c.message for c in f.shape.decides if c.message.key in USED_KEYS)
    said = said.params["routes"] if said.key == "serving.used.faster" else said  # (fix70c)
    assert said.key == "serving.used.both"
    assert said.params["config"].params["name"].params["card"].value == "RTX A6000"
    assert "3090" in said.params["gconfig"].params["name"].params["card"].value


def test_no_used_routes_when_a_precision_is_asked(advisor):
    f = advisor.fits("llama 3 70b", users=20, precision="fp8")
    assert not any(r.message.key in USED_KEYS for r in f.serving.reasons)
