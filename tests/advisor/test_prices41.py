"""prices41 (issue 28): common cards that had no price in today's US market, or only a launch MSRP
over two years old, now have a dated street price with its source (data/markets/
price_updates_current_us.csv), read by the answers in English and Chinese."""

from __future__ import annotations

import pytest

from advisor.cli.render import View

MARKET = "current-us"

# card, condition -> (amount, as_of, a piece of its source address, estimated, pick)
NEW_PRICES = {
    ("GeForce RTX 4070", "new"): (655, "2026-03-06", "siliconvalueindex", False, False),
    ("GeForce RTX 4070 Ti", "new"): (910, "2026-03-06", "siliconvalueindex", False, False),
    ("GeForce RTX 4070 Ti", "used"): (567, "2026-07", "gpupoet.com", True, True),
    ("GeForce RTX 3070 Ti", "new"): (599, "2026-03-06", "siliconvalueindex", False, False),
    ("GeForce RTX 3070 Ti", "used"): (273, "2026-08", "gpupoet.com", True, True),
    ("Radeon RX 7800 XT", "new"): (550, "2026-03-06", "siliconvalueindex", False, True),
    ("Radeon RX 7800 XT", "used"): (437, "2026-08", "gpupoet.com", True, True),
    ("Radeon RX 7900 GRE", "new"): (664, "2026-03-06", "siliconvalueindex", False, True),
    ("Radeon AI PRO R9700", "new"): (1300, "2026-04-09", "ik_llama.cpp/issues/1113", True, True),
}


def render(message, lang: str = "en") -> str:
    return View(language=lang, width=200).t(message)


def date_said(as_of: str, lang: str) -> str:
    """A dated price as the answer says it: ``2026-07`` in English, ``2026年7月`` in Chinese."""
    if lang == "en":
        return as_of
    parts = [int(p) for p in as_of.split("-")]
    return "".join(f"{n}{unit}" for n, unit in zip(parts, ("年", "月", "日"), strict=False))


@pytest.mark.parametrize(("card", "condition"), sorted(NEW_PRICES))
def test_the_card_has_a_dated_sourced_price(advisor, card, condition):
    amount, as_of, source, estimated, pick = NEW_PRICES[card, condition]
    price = next(p for p in advisor.catalog.price_of(MARKET, card) if p.condition == condition)
    assert (price.amount, price.as_of, price.estimated, price.pick) == (amount, as_of, estimated, pick)
    assert source in price.source
    assert price.estimate_kind != "launch-msrp-stale"


def test_no_card_of_the_batch_keeps_a_stale_launch_msrp(advisor):
    for card, _ in NEW_PRICES:
        kinds = {p.estimate_kind for p in advisor.catalog.price_of(MARKET, card)}
        assert "launch-msrp-stale" not in kinds, card


@pytest.mark.parametrize(("card", "kind"), [("GeForce RTX 4070 Ti", "floor-corrected"),
                                           ("Radeon RX 7800 XT", "floor-corrected"),
                                           ("GeForce RTX 3070 Ti", "floor-corrected")])
def test_a_used_floor_is_raised_to_a_typical_price_like_every_floor(advisor, card, kind):
    used = next(p for p in advisor.catalog.price_of(MARKET, card) if p.condition == "used")
    assert used.estimate_kind == kind and not used.floor
    assert used.note.startswith("corrected floor:") and "1.06" in used.note


def test_a_discontinued_cards_marketplace_offer_is_shown_but_never_a_pick(advisor):
    picked = {p.card for budget in ("700", "1000") for p in advisor.recommend(budget, market=MARKET).picks}
    for card in ("GeForce RTX 4070", "GeForce RTX 3070 Ti"):
        new = next(p for p in advisor.catalog.price_of(MARKET, card) if p.condition == "new")
        assert not new.pick and "discontinued card" in new.note
    assert "GeForce RTX 4070" not in picked  # its only price is a new-old-stock offer


@pytest.mark.parametrize(("text", "card", "amount", "as_of"), [
    ("how much is an rtx 4070 ti", "GeForce RTX 4070 Ti", "567", "2026-07"),
    ("RTX 4070 Ti 现在多少钱", "GeForce RTX 4070 Ti", "567", "2026-07"),
    ("price of a radeon ai pro r9700", "Radeon AI PRO R9700", "1,300", "2026-04-09"),
    ("R9700 多少钱", "Radeon AI PRO R9700", "1,300", "2026-04-09"),
    ("what does an rx 7800 xt cost", "Radeon RX 7800 XT", "437", "2026-08"),
])
def test_the_answer_says_the_price_and_its_date_in_both_languages(advisor, text, card, amount, as_of):
    q = advisor.ask(text)
    facts = q.answer.facts
    assert facts.card == card and facts.price is not None
    assert f"{facts.price.amount:,.0f}" == amount and facts.price.as_of == as_of
    for lang in ("en", "zh_Hans", "zh_Hant"):
        head = render(q.answer.shape.headline, lang)
        assert amount in head and date_said(as_of, lang) in head, (lang, head)


def test_the_two_amd_cards_now_compare_on_price(advisor):
    c = advisor.compare("rx 7800 xt", "rx 7900 gre")
    prices = {f.card: f.price for f in c.cards}
    assert prices["Radeon RX 7800 XT"] is not None and prices["Radeon RX 7900 GRE"] is not None
    assert prices["Radeon RX 7900 GRE"].amount == 664 and prices["Radeon RX 7900 GRE"].as_of == "2026-03-06"
