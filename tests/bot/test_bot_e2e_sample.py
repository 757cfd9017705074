"""A sample of the exhaustive limit checks, end to end through SimCord (what users receive)."""

from __future__ import annotations

import itertools
import random

import pytest

from bot_testing import make_settings
from discord_limits import assert_content_fits, assert_fits


@pytest.fixture
def bot_settings():
    return make_settings(chart_cooldown_rate=0)  # many charts in a row from one member


def received(result, context: str):
    message = result.response
    assert message is not None, context
    assert_content_fits(message.content, context)
    for embed in message.embeds:
        assert_fits(embed, context)
    return message


async def test_sampled_replies_fit_when_received(world, advisor):
    rng = random.Random(7)
    cards = sorted(advisor.catalog.card_rows)
    relevant = [n for n in cards if advisor.catalog.card_rows[n]["dl_relevant"]]
    markets = itertools.cycle(m.id for m in advisor.markets().markets)

    for name in rng.sample(relevant, 12) + rng.sample(cards, 8):
        answer = await world.alice.slash(world.channel, "why", card=name, market=next(markets))
        message = received(answer, f"/why {name}")
        assert message.embeds and not message.ephemeral
        received(await world.alice.slash(world.channel, "card", card=name), f"/card {name}")

    # several GPUs only where the budget covers a multi-GPU platform in every market (D17 L47)
    for use_case, budget, gpus in [("general", "300", 1), ("llm", "5k", 2), ("kaggle", "3w", 2),
                                   ("cv-research", "€2000", 1), ("beginner", "150", 1)]:
        market = next(markets)
        message = received(
            await world.alice.slash(
                world.channel, "recommend", budget=budget, use_case=use_case, market=market, gpus=gpus
            ),
            f"/recommend {budget} {use_case} {market}",
        )
        assert message.embeds

    for a, b in [tuple(rng.sample(relevant, 2)) for _ in range(5)]:
        message = received(await world.alice.slash(world.channel, "compare", card_a=a, card_b=b), f"/compare {a} {b}")
        assert message.embeds
