"""``/recommend`` driven as a member in a server channel and in a DM (SimCord).

Expected values come from the advisor core's own answer for the same input: the bot must show
what the core decided, never decide anything itself.
"""

from __future__ import annotations

import threading

import pytest
from simcord import assert_error

from advisor.errors import InvalidBudget
from bot import charts
from bot_testing import (
    DEFERRED,
    PNG_MAGIC,
    details_text,
    ephemeral_text,
    first_response_type,
    only_embed,
    private_reply,
)
from said import said


async def test_recommend_defers_then_answers_with_embed_and_chart(world):
    rec = world.advisor.recommend("500")

    result = await world.alice.slash(world.channel, "recommend", budget="500")

    assert first_response_type(world.env) == DEFERRED  # chart commands defer before drawing
    assert not result.ephemeral
    embed = only_embed(result)
    assert embed.title == said(rec.shape.headline) and "500 USD" in embed.title  # the headline answers
    assert rec.market.id in embed.footer.text and rec.market.as_of in embed.footer.text
    if rec.picks:
        assert embed.description.startswith(f"**1. {rec.picks[0].card}**")
    attachments = result.response.attachments
    assert [a.filename for a in attachments] == [charts.RECOMMEND_FILENAME]
    assert embed.image.url == f"attachment://{charts.RECOMMEND_FILENAME}"
    assert (await attachments[0].read()).startswith(PNG_MAGIC)


async def test_charts_are_drawn_in_a_thread_after_deferring(world, monkeypatch):
    seen = []
    draw = charts.recommend_chart

    def spy(model):
        seen.append((threading.current_thread() is threading.main_thread(), first_response_type(world.env)))
        return draw(model)

    monkeypatch.setattr(charts, "recommend_chart", spy)
    result = await world.alice.slash(world.channel, "recommend", budget="700")

    assert seen == [(False, DEFERRED)]
    assert result.response.attachments


async def test_recommend_every_option(world):
    rec = world.advisor.recommend("3000", market="2017-us", use_case="cv-research", gpus=2, min_memory_gb=11)

    result = await world.alice.slash(
        world.channel, "recommend", budget="3000", use_case="cv-research", gpus=2, market="2017-us", min_memory=11
    )

    embed = only_embed(result)
    assert "cv-research" in embed.title and "2 x" in embed.title
    assert "2017-us" in embed.footer.text
    lines = embed.description.splitlines()
    for index, pick in enumerate(rec.picks[:3], start=1):
        assert lines[index - 1].startswith(f"**{index}. 2 × {pick.card}**") and "in all" in lines[index - 1]
    rest = await details_text(world.alice, result.response)
    assert "11 GB" in rest  # the floor asked for, in the notes


@pytest.mark.parametrize(
    ("budget", "market", "shown"),
    [("1w", "2019-cn", "¥10,000"), ("¥3000", "2019-cn", "¥3,000"), ("5k", "current-us", "$5,000")],
)
async def test_recommend_budget_forms_are_parsed_by_the_core(world, budget, market, shown):
    rec = world.advisor.recommend(budget, market=market)

    result = await world.alice.slash(world.channel, "recommend", budget=budget, market=market)

    embed = only_embed(result)
    assert said(rec.shape.headline) == embed.title and shown.replace("¥", "").replace("$", "")[:3] in embed.title
    for assumption in rec.budget.assumptions:  # how the budget was read, with the headline
        assert said(assumption)[:40] in embed.description


async def test_recommend_states_currency_conversion(world):
    rec = world.advisor.recommend("€800", market="current-us")

    embed = only_embed(await world.alice.slash(world.channel, "recommend", budget="€800"))

    assert "800 EUR" in embed.title
    assert rec.budget.rate is not None and f"1 EUR = {rec.budget.rate.rate:g}" in embed.description


async def test_recommend_shows_the_core_stretch_pick_when_nothing_fits(world):
    rec = world.advisor.recommend("100", market="2017-us")
    assert not rec.picks  # the acceptance table's A15: nothing worth buying under $100

    result = await world.alice.slash(world.channel, "recommend", budget="100", market="2017-us")

    embed = only_embed(result)
    assert embed.title.startswith("Nothing within")
    if rec.stretch is not None:
        assert embed.description.startswith(f"**1. {rec.stretch.card}**")
        assert "cheapest worth buying" in embed.description
        assert result.response.attachments  # the stretch pick is charted
    else:
        assert not result.response.attachments


async def test_recommend_in_a_dm(world):
    result = await world.alice.user.slash("recommend", budget="$700", market="2017-us")

    assert first_response_type(world.env) == DEFERRED
    embed = only_embed(result)
    assert "700 USD" in embed.title
    assert result.response.attachments


async def test_invalid_budget_shows_the_accepted_forms(world):
    result = await world.alice.slash(world.channel, "recommend", budget="abc")

    text = ephemeral_text(result)
    assert "5k" in text and "500" in text
    assert not private_reply(result).attachments
    assert_error(world.env, InvalidBudget)
