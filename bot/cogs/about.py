"""``/about``: what the bot does, its commands, guides, data sources and data dates.

The command list is read from the bot's command tree: every command whose ``extras`` has an
``"about"`` summary is listed, with its required options, in the order the extensions were
loaded (:data:`bot.cogs.EXTENSIONS`). A new command lists itself by giving that summary.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from advisor.i18n import Message, msg
from bot.cogs.common import advisor_of, needs_bot_permissions
from bot.i18n import described, interaction_language, t
from bot.render.about import render_about
from bot.render.common import clip


def listed_commands(tree: app_commands.CommandTree) -> list[tuple[str, str | Message]]:
    """``(usage, summary)`` of each global command (or group, or subcommand) that has an
    ``extras["about"]`` summary, e.g. ``("/compare card_a card_b", "two cards side by side")``;
    the usage names the command's required options. A summary is a message (the bot's own
    commands: said in the member's language) or plain text."""
    out: list[tuple[str, str | Message]] = []
    for command in tree.walk_commands():
        summary = command.extras.get("about")
        if not summary:
            continue
        usage = "/" + command.qualified_name
        if isinstance(command, app_commands.Command):
            usage = " ".join([usage, *(p.name for p in command.parameters if p.required)])
        out.append((usage, summary))
    return out


class AboutCog(commands.Cog, name="About"):
    """``/about``."""

    @app_commands.command(name="about", description=described(msg("bot.command.about", "What this bot does, its "
                                                                  "guides, data sources, dates and languages")))
    @needs_bot_permissions(embed_links=True)
    async def about(self, interaction: discord.Interaction) -> None:
        """Describe the bot, its commands, the guides it follows and where its data comes from."""
        bot = interaction.client
        embed = render_about(
            advisor_of(interaction).markets(),
            version=getattr(bot, "version", ""),
            commands=listed_commands(bot.tree),  # type: ignore[attr-defined]
            language=interaction_language(interaction),
        )
        shard_of = getattr(bot, "shard_of", None)
        if shard_of is not None:  # which process answers here: the shard of this server (DMs: 0)
            said = t(msg("bot.about.shard", "shard {shard} of {count}", shard=shard_of(interaction.guild_id),
                         count=getattr(bot, "shard_count", None) or 1), interaction_language(interaction))
            embed.set_footer(text=clip(f"{embed.footer.text} · {said}" if embed.footer.text else said, 2048))
        await interaction.response.send_message(embed=embed)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(AboutCog())
