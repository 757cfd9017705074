"""``bot/render/compare.py``: ``/compare`` answers fit Discord's limits (a few hundred pairs,
no Discord) and an oversized one is trimmed to fit."""

from __future__ import annotations

import itertools
import random

import pytest

from advisor.models import Comparison
from bot.render.compare import render_comparison
from discord_limits import LANGUAGES, assert_fits

from .oversized import ASSUMED, FACTS, MARKET, REASONS, SAID


@pytest.mark.slow
def test_compare_a_few_hundred_pairs(advisor, all_cards, market_ids):
    relevant = sorted(n for n, row in advisor.catalog.card_rows.items() if row["dl_relevant"])
    rng = random.Random(20240611)
    pairs = [tuple(rng.sample(relevant, 2)) for _ in range(200)]
    pairs += [tuple(rng.sample(all_cards, 2)) for _ in range(100)]
    pairs += [(name, name) for name in relevant[:10]]
    for (a, b), market in zip(pairs, itertools.cycle(market_ids)):
        cmp = advisor.compare(a, b, market=market)
        for language in LANGUAGES:
            embed = render_comparison(cmp, chart_filename="compare.png", language=language)
            assert_fits(embed, f"/compare {a!r} {b!r} {market} {language}")
    assert len(pairs) >= 300


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_oversized_comparison_is_trimmed_to_fit(language):
    cmp = Comparison(
        market=MARKET, summary=SAID, cards=[FACTS, FACTS], same_card=False, faster="F" * 300, speedup=9.9,
        better_value="F" * 300, reasons=ASSUMED + REASONS,
    )
    assert_fits(render_comparison(cmp, chart_filename="c.png", language=language), "compare")


@pytest.mark.parametrize("language, words", [("en", "no current price (last:"), ("zh_Hans", "暂无当前价格")])
def test_a_stale_launch_msrp_is_no_current_price_on_discord(advisor, language, words):
    # issue 17 §5: the RTX 4080's only price is its 2022 launch MSRP: said as no current price, dated
    from bot.render.common import facts_lines

    f = next(f for f in advisor.compare("rtx 4080", "rtx 4080 super").cards if f.card == "GeForce RTX 4080")
    line = next(x for x in facts_lines(f, "USD", language) if words in x)
    assert "1,199" in line and "2022" in line


@pytest.mark.slow
def test_two_of_any_popular_card_against_any_other_fits_discord(advisor):
    popular = [e.name for e in advisor.names.entries if e.popular][:12]
    for a, b in itertools.product(popular, popular):
        for market in advisor.catalog.markets:
            for use_case in ("general", "llm"):
                c = advisor.compare(f"2x {a}", b, market=market, use_case=use_case)
                assert c.counts == [2, 1] and not c.same_card, (a, b, market)
                assert_fits(render_comparison(c), f"2x {a} vs {b} {market} {use_case}")
