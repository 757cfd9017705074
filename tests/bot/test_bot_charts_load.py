"""Chart commands under load (issue 12): charts are drawn in a small process pool, never one
at a time on the bot's own process; when the pool is busy the answer goes out at once with a
"chart follows" line and the chart is added when drawn; a user with a chart still pending, or a
full queue, gets the answer without a chart; and a rejected command does not spend the
chart cooldown."""

from __future__ import annotations

import asyncio
import os
import re

import pytest
from bot_testing import PNG_MAGIC, ephemeral_text, make_settings
from discord import app_commands
from simcord import assert_error

from bot import charts



# ---------------------------------------------------------------------------- the cooldown
@pytest.mark.parametrize(("command", "bad"), [
    ("recommend", {"budget": "abc"}),
    ("recommend", {"budget": "500", "market": "mars-2099"}),
    ("compare", {"card_a": "zzqx 99999", "card_b": "1080"}),
    ("fits", {"model": "no-such-model-xyz"}),
])
async def test_a_rejected_chart_command_does_not_spend_the_cooldown(world, command, bad):
    rate = world.bot.settings.chart_cooldown_rate
    for _ in range(rate + 2):
        assert ephemeral_text(await world.alice.slash(world.channel, command, **bad))

    good = {"recommend": {"budget": "500"}, "compare": {"card_a": "1070", "card_b": "1080"},
            "fits": {"model": "7b"}}[command]
    for _ in range(rate):
        answered = await world.alice.slash(world.channel, command, **good)
        assert not answered.ephemeral and answered.response.embeds
    blocked = await world.alice.slash(world.channel, command, **good)  # the cooldown still holds
    assert re.search(r"<t:\d+:R>", ephemeral_text(blocked))  # "…again <t:…:R>"
    assert_error(world.env, app_commands.CommandOnCooldown)
