"""Value is said only between prices (issue 28 round 7: F01, N13): no comparison — one against one, for LLMs, or a
third card weighed after — names a better value when a side has no price here; a memory mod is answered with what
its memory buys over the stock card and a new card with a warranty (F01)."""

from __future__ import annotations

import pytest

from advisor.i18n import render

UNPRICED = ["2080ti 22g", "3080 12gb", "3090 ti"]
PRICED = ["3090", "2080 ti", "4060 ti 16gb", "3060 12gb", "5090"]
LANGS = ["en", "zh_Hans", "zh_Hant"]


@pytest.mark.parametrize("use_case", ["general", "llm"])
@pytest.mark.parametrize("unpriced", UNPRICED)
@pytest.mark.parametrize("priced", PRICED)
def test_a_side_with_no_price_is_never_weighed_for_value(advisor, unpriced, priced, use_case):
    c = advisor.compare(unpriced, priced, market="current-us", use_case=use_case)
    assert any(f.price is None for f in c.cards)
    assert c.better_value is None
    for r in [*c.reasons, *(c.deciding or [])]:
        assert not r.message.key.startswith(("compare.llm.value", "compare.better-value"))


@pytest.mark.parametrize("text", ["3060 12gb vs 3080 12gb vs 2080 ti", "2080ti 22g vs p40 vs 2080 ti for llm",
                                  "3090 vs 2080ti 22g vs 4090 for llm"])
def test_a_third_card_weighed_against_an_unpriced_one_is_never_the_better_value(advisor, text):
    q = advisor.ask(text)
    for c in q.answer.shape.decides:
        if c.message.key.startswith("ask.compare-third"):
            assert c.message.key.endswith("no-value") or all(
                advisor.catalog.price_of("current-us", n) is not None for n in (
                    c.message.params["value"].value,))


@pytest.mark.parametrize("lang", LANGS)
def test_f01_a_memory_mod_says_what_its_memory_buys_and_a_new_card_instead(advisor, lang):
    q = advisor.ask("手上是1060 6G，钱不多：魔改2080Ti 22G、Tesla P40（没有FP16）还是原版2080Ti 11G？", lang=lang)
    mod = next(c.message for c in q.answer.shape.decides if c.message.key == "ask.cheaper.modified.new")
    gain = mod.params["said"]
    assert gain.key == "ask.cheaper.modified.gain" and gain.params["base"].value == "GeForce RTX 2080 Ti"
    text = render(mod.key, mod.params, lang)
    assert "14B" in text and "32B" in text  # 22 GB over 11 GB: 14B in 8-bit, 32B in 4-bit
    new = advisor.card(mod.params["card"].value)
    assert new.memory_gb >= 16 and mod.params["price"].amount > 0
    assert advisor.catalog.price_of("current-us", new.name) is not None
