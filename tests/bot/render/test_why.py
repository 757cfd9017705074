"""``bot/render/why.py``: ``/why`` fits Discord's limits for every card in every market
(exhaustive, no Discord) and an oversized verdict is trimmed to fit."""

from __future__ import annotations

import itertools

import pytest

from advisor.models import Alternative, Verdict
from bot.render.why import render_verdict
from discord_limits import LANGUAGES, assert_fits
from product import MARKETS

from .oversized import ASSUMED, FACTS, MARKET, PRICE, REASONS, SAID


@pytest.mark.slow
@pytest.mark.parametrize("market", MARKETS)  # one test per market: the test workers share the grid
def test_why_for_every_card_in_every_market(advisor, all_cards, market):
    assert len(all_cards) > 1000  # the whole catalogue, not just the overlay
    # Every card in every market in English and in Chinese; the Chinese script alternates from
    # one answer to the next (zh_Hans and zh_Hant say the same in the same number of characters
    # but for a handful of words), so each is checked on half of the whole grid — shifted by one
    # per market, so that a card meets both scripts across the markets.
    chinese = itertools.islice(itertools.cycle(LANGUAGES[1:]), MARKETS.index(market), None)
    for name in all_cards:
        verdict = advisor.why(name, market=market)
        for language in ("en", next(chinese)):
            embed = render_verdict(verdict, language=language)
            assert_fits(embed, f"/why {name} {market} {language}")
            assert verdict.market.id in embed.footer.text


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_oversized_verdict_is_trimmed_to_fit(language):
    alternative = Alternative(
        card="A" * 300, price=PRICE, relative_performance=1.0, memory_gb=8, performance_per_price=1.0
    )
    verdict = Verdict(
        market=MARKET, card="V" * 300, verdict="situational", summary=SAID, facts=FACTS, reasons=ASSUMED + REASONS,
        alternatives=[alternative] * 30,
    )
    assert_fits(render_verdict(verdict, language=language), "why")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("card, market", [("gtx 1060 3gb", None), ("rtx 4090", None), ("gtx 1080 ti", "2017-us"),
                                          ("gtx 1060 6gb", "2019-cn")])
def test_an_owner_s_verdict_fits_with_its_levers_and_upgrade(advisor, card, market, language):
    verdict = advisor.why(card, market=market, own=True)
    embed = render_verdict(verdict, language=language)
    assert_fits(embed, f"/why {card} own {language}")
    text = " ".join(f"{f.name} {f.value}" for f in embed.fields)
    assert verdict.owner.levers[0].source in text  # each lever links its source
    assert all(up.card in text for up in verdict.owner.upgrades)


@pytest.mark.slow
def test_every_owner_answer_fits_in_english_and_chinese(advisor, market_ids):
    names = [e.name for e in advisor.names.entries if e.dl_relevant]
    chinese = itertools.cycle(LANGUAGES[1:])
    for name in names:
        for market in market_ids:
            verdict = advisor.why(name, market=market, own=True)
            for language in ("en", next(chinese)):
                assert_fits(render_verdict(verdict, language=language), f"/why {name} own {market} {language}")
