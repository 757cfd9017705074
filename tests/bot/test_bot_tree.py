"""``bot/tree.py``: every command error reaches the user as a short ephemeral message; the bot
survives a failed reply and logs what it did not expect."""

from __future__ import annotations

import logging

import pytest
from discord import app_commands
from simcord import assert_error

from advisor.errors import AdvisorError, InvalidBudget, InvalidOption, UnknownCard, UnknownMarket
from bot.i18n import t
from bot.tree import GENERIC_APOLOGY, NotOwner, describe_error
from bot_testing import ephemeral_text, private_reply


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (InvalidBudget("I can't read 'abc' as a budget."), "I can't read 'abc' as a budget."),
        (UnknownCard("No card matches 'x'.", suggestions=["GeForce GTX 1080"]), "card options suggest names"),
        (UnknownMarket("Unknown market 'mars'.", suggestions=["2017-us", "current-us"]), "`/markets`"),
        (InvalidOption("The number of GPUs must be from 1 to 8."), "1 to 8"),
        (app_commands.MissingPermissions(["manage_guild"]), "Manage Server"),
        (app_commands.BotMissingPermissions(["embed_links", "attach_files"]), "Embed Links, Attach Files"),
        (NotOwner("sync"), "Only the bot's owner can run /sync."),
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


def test_advisor_errors_all_have_user_facing_codes():
    for code in ("invalid_budget", "unknown_card", "unknown_market", "invalid_option"):
        assert any(cls.code == code for cls in AdvisorError.__subclasses__())


async def test_a_failed_error_reply_is_logged_not_raised(world, caplog):
    # the error reply of a command acknowledged first begins by completing its "thinking…" message
    world.env.inject_error("PATCH", "/webhooks/*/*/messages/@original", status=500, times=1)

    with caplog.at_level(logging.WARNING, logger="bot"):
        await world.alice.slash(world.channel, "why", card="gtx 9999")

    assert any("could not send an error message" in r.getMessage() for r in caplog.records)
    assert_error(world.env, UnknownCard)
    assert (await world.alice.slash(world.channel, "why", card="1080")).response.embeds


async def test_unexpected_errors_are_logged_with_traceback_and_apologised_for(world, caplog, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("catalogue on fire")

    monkeypatch.setattr(world.advisor, "why", broken)
    with caplog.at_level(logging.ERROR, logger="bot"):
        result = await world.alice.slash(world.channel, "why", card="1080")

    assert ephemeral_text(result) == t(GENERIC_APOLOGY, "en")
    assert "catalogue on fire" not in private_reply(result).content
    logged = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert logged and logged[0].exc_info and isinstance(logged[0].exc_info[1], RuntimeError)
    assert_error(world.env, RuntimeError)
