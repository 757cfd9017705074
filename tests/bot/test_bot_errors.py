"""Errors reach the user as short ephemeral messages; the bot survives failed REST calls."""

from __future__ import annotations

import logging
import re

import discord
import pytest
import simcord
from discord import app_commands
from simcord import assert_error

from advisor.errors import AdvisorError, InvalidBudget, InvalidOption, UnknownCard, UnknownMarket
from bot import charts
from bot.tree import GENERIC_APOLOGY, NotOwner, describe_error
from discord_limits import assert_content_fits

RELATIVE_TIME = re.compile(r"<t:\d+:R>")


def ephemeral_text(result) -> str:
    """The ephemeral text the user saw (checked to fit the content limit)."""
    assert result.ephemeral, result
    content = result.response.content
    assert content and not result.response.embeds
    assert_content_fits(content)
    return content


# ---------------------------------------------------------------------------- user errors
async def test_a_typed_unknown_market_lists_the_markets(world):
    result = await world.alice.slash(world.channel, "why", card="1080", market="mars")

    text = ephemeral_text(result)
    assert all(m.id in text for m in world.advisor.markets().markets)
    assert_error(world.env, UnknownMarket)


async def test_invalid_budget_shows_the_accepted_forms(world):
    result = await world.alice.slash(world.channel, "recommend", budget="abc")

    text = ephemeral_text(result)
    assert "5k" in text and "500" in text
    assert not result.response.attachments
    assert_error(world.env, InvalidBudget)


async def test_unknown_card_says_did_you_mean(world):
    expected = world.advisor.resolve("gtx 9999").suggestions

    result = await world.alice.slash(world.channel, "why", card="gtx 9999")

    text = ephemeral_text(result)
    assert "did you mean" in text.lower()
    assert expected and expected[0] in text
    assert_error(world.env, UnknownCard)


async def test_unknown_card_in_compare_is_ephemeral_before_any_deferral(world):
    result = await world.alice.slash(world.channel, "compare", card_a="1080", card_b="zzzz qqqq")

    assert ephemeral_text(result)
    assert_error(world.env, UnknownCard)


async def test_errors_are_ephemeral_in_dms_too(world):
    result = await world.alice.user.slash("card", card="definitely not a gpu")

    assert ephemeral_text(result)
    assert_error(world.env, UnknownCard)


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (InvalidBudget("I can't read 'abc' as a budget."), "Budgets look like `500`"),
        (UnknownCard("No card matches 'x'.", suggestions=["GeForce GTX 1080"]), "Did you mean: **GeForce GTX 1080**"),
        (UnknownMarket("Unknown market 'mars'.", suggestions=["2017-us", "current-us"]), "Markets: `2017-us`"),
        (InvalidOption("The number of GPUs must be from 1 to 8."), "1 to 8"),
        (app_commands.MissingPermissions(["manage_guild"]), "Manage Server"),
        (app_commands.BotMissingPermissions(["embed_links", "attach_files"]), "Embed Links, Attach Files"),
        (NotOwner("Only the bot's owner can run /sync."), "owner"),
        (app_commands.NoPrivateMessage(), "server"),
    ],
)
def test_error_messages(error, expected):
    text = describe_error(error)
    assert text is not None and expected in text
    assert len(text) <= 2000


def test_unexpected_errors_are_not_described():
    assert describe_error(RuntimeError("boom")) is None


def test_the_core_message_is_not_repeated_with_its_own_suggestions():
    error = UnknownCard("No card matches 'x'. Did you mean A, B?", suggestions=["A", "B"])
    assert describe_error(error).lower().count("did you mean") == 1


# ---------------------------------------------------------------------------- cooldowns
async def test_chart_commands_have_a_per_user_cooldown(world):
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


async def test_sync_is_owner_only(world):
    admins = world.guild.create_role("Admins", permissions=discord.Permissions(administrator=True))
    admin = world.guild.add_member(world.env.create_user("admin"), roles=[admins])

    refused = await admin.slash(world.channel, "sync")
    assert "owner" in ephemeral_text(refused)
    assert_error(world.env, NotOwner)

    world.bot.owner_id = admin.id
    done = await admin.slash(world.channel, "sync", scope="here")
    assert done.ephemeral
    assert f"to this server ({world.guild.id})" in done.response.content
    puts = [r for r in world.env.http_requests if r.method == "PUT" and f"/guilds/{world.guild.id}/commands" in r.path]
    assert len(puts) == 1


async def test_sync_is_hidden_from_members_without_admin(world):
    with pytest.raises(simcord.SetupError):
        await world.alice.slash(world.channel, "sync")


# ---------------------------------------------------------------------------- failures
async def test_a_failed_followup_is_logged_and_the_bot_carries_on(world, caplog):
    world.env.inject_error("POST", "/webhooks/*/*", status=500, times=1)

    with caplog.at_level(logging.WARNING, logger="bot"):
        failed = await world.alice.slash(world.channel, "recommend", budget="500")

    assert "couldn't deliver" in failed.response.content  # the "thinking…" message was replaced
    assert any("could not deliver" in r.getMessage() for r in caplog.records)
    assert world.env.errors == []  # handled: nothing reached the error handlers
    ok = await world.alice.slash(world.channel, "compare", card_a="1070", card_b="1080")
    assert ok.response.embeds


async def test_a_failed_error_reply_is_logged_not_raised(world, caplog):
    world.env.inject_error("POST", "/interactions/*/*/callback", status=500, times=1)

    with caplog.at_level(logging.WARNING, logger="bot"):
        result = await world.alice.slash(world.channel, "why", card="gtx 9999")

    assert not result.acknowledged
    assert any("could not send an error message" in r.getMessage() for r in caplog.records)
    assert_error(world.env, UnknownCard)
    assert (await world.alice.slash(world.channel, "why", card="1080")).response.embeds


async def test_unexpected_errors_are_logged_with_traceback_and_apologised_for(world, caplog, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("catalogue on fire")

    monkeypatch.setattr(world.advisor, "why", broken)
    with caplog.at_level(logging.ERROR, logger="bot"):
        result = await world.alice.slash(world.channel, "why", card="1080")

    assert ephemeral_text(result) == GENERIC_APOLOGY
    assert "catalogue on fire" not in result.response.content
    logged = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert logged and logged[0].exc_info and isinstance(logged[0].exc_info[1], RuntimeError)
    assert_error(world.env, RuntimeError)


async def test_a_chart_that_fails_to_draw_leaves_the_answer_intact(world, caplog, monkeypatch):
    def broken(model):
        raise ValueError("no ink")

    monkeypatch.setattr(charts, "recommend_chart", broken)
    with caplog.at_level(logging.ERROR, logger="bot"):
        result = await world.alice.slash(world.channel, "recommend", budget="500")

    embed = result.response.embeds[0]
    assert not result.response.attachments and not embed.image.url
    assert any("could not draw" in r.getMessage() for r in caplog.records)


async def test_advisor_errors_all_have_user_facing_codes(world):
    for code in ("invalid_budget", "unknown_card", "unknown_market", "invalid_option"):
        assert any(cls.code == code for cls in AdvisorError.__subclasses__())
