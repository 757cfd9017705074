"""What the cogs share (``bot/cogs/common.py``): autocomplete, permission checks, cooldowns,
and the defer → chart → followup answer, driven through real commands (SimCord)."""

from __future__ import annotations

import logging
import re

import discord
import pytest
from discord import app_commands
from hypothesis import given, settings
from hypothesis import strategies as st
from simcord import assert_error

from advisor.errors import AdvisorError
from bot import charts
from bot.cogs.common import text_choices
from bot_testing import ephemeral_text, shown
from discord_limits import CHOICE_NAME, CHOICES

RELATIVE_TIME = re.compile(r"<t:\d+:R>")


# ---------------------------------------------------------------------------- autocomplete
@pytest.mark.parametrize(
    ("command", "option"), [("why", "card"), ("card", "card"), ("compare", "card_a"), ("compare", "card_b")]
)
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


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=120))
def test_autocomplete_choices_fit_for_any_input(advisor, text):
    choices = text_choices(advisor.complete(text, limit=25))
    assert len(choices) <= CHOICES
    assert all(0 < len(c.name) <= CHOICE_NAME and 0 < len(c.value) <= CHOICE_NAME for c in choices)


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
    expected = world.env.errors  # reading them acknowledges them: these user errors are expected
    assert len(expected) == len(results)
    assert all(isinstance(getattr(e, "original", e), AdvisorError) for e in expected)

    for result in results:
        message = shown(result).message
        assert message.mention_everyone is False
        assert message.mentions == [] and message.role_mentions == []
    bot_posts = [r for r in world.env.http_requests if r.method in ("POST", "PATCH") and isinstance(r.json, dict)]
    for request in bot_posts:
        payload = request.json.get("data", request.json)
        if "content" in payload or "embeds" in payload:
            assert payload.get("allowed_mentions") == {"parse": []}, request


# ---------------------------------------------------------------------------- cooldowns
async def test_chart_commands_have_a_per_user_cooldown(world, instant_charts):
    bob = world.guild.add_member(world.env.create_user("bob"))
    for _ in range(world.bot.settings.chart_cooldown_rate):
        assert not (await world.alice.slash(world.channel, "recommend", budget="500")).ephemeral

    blocked = await world.alice.slash(world.channel, "recommend", budget="500")

    text = ephemeral_text(blocked)
    assert RELATIVE_TIME.search(text), text  # "try again <t:…:R>"
    assert_error(world.env, app_commands.CommandOnCooldown)
    # other users, other commands and DMs of other users are not affected
    assert not (await bob.slash(world.channel, "recommend", budget="500")).ephemeral
    assert not (await world.alice.slash(world.channel, "why", card="1080")).ephemeral
    assert not (await world.alice.slash(world.channel, "compare", card_a="1070", card_b="1080")).ephemeral
    # the cooldown follows the user into DMs
    assert ephemeral_text(await world.alice.user.slash("recommend", budget="500"))
    assert_error(world.env, app_commands.CommandOnCooldown)

    await world.env.advance_time(world.bot.settings.chart_cooldown_seconds)

    again = await world.alice.slash(world.channel, "recommend", budget="500")
    assert not again.ephemeral and again.response.embeds
    assert [a.filename for a in again.response.attachments] == [charts.RECOMMEND_FILENAME]


# ---------------------------------------------------------------------------- permissions
async def test_missing_bot_permissions_are_named(world):
    locked = world.guild.create_text_channel(
        "no-embeds",
        overwrites={world.bot.user: discord.PermissionOverwrite(embed_links=False, attach_files=False)},
    )

    chart = await world.alice.slash(locked, "recommend", budget="500")
    text = ephemeral_text(chart)
    assert "Embed Links" in text and "Attach Files" in text
    assert_error(world.env, app_commands.BotMissingPermissions)

    why = await world.alice.slash(locked, "why", card="1080")
    assert "Embed Links" in ephemeral_text(why)
    assert_error(world.env, app_commands.BotMissingPermissions)


# ---------------------------------------------------------------------------- answers with a chart
async def test_a_failed_followup_is_logged_and_the_bot_carries_on(world, caplog):
    world.env.inject_error("POST", "/webhooks/*/*", status=500, times=1)

    with caplog.at_level(logging.WARNING, logger="bot"):
        failed = await world.alice.slash(world.channel, "recommend", budget="500")

    assert "couldn't deliver" in failed.response.content  # the "thinking…" message was replaced
    assert any("could not deliver" in r.getMessage() for r in caplog.records)
    assert world.env.errors == []  # handled: nothing reached the error handlers
    ok = await world.alice.slash(world.channel, "compare", card_a="1070", card_b="1080")
    assert ok.response.embeds


async def test_a_chart_that_fails_to_draw_leaves_the_answer_intact(world, caplog, monkeypatch):
    def broken(model):
        raise ValueError("no ink")

    monkeypatch.setattr(charts, "recommend_chart", broken)
    with caplog.at_level(logging.ERROR, logger="bot"):
        result = await world.alice.slash(world.channel, "recommend", budget="500")

    embed = result.response.embeds[0]
    assert not result.response.attachments and not embed.image.url
    assert any("could not draw" in r.getMessage() for r in caplog.records)
