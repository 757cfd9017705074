"""Helpers shared by the bot's tests (importable as a plain module from tests/bot and below)."""

from __future__ import annotations

import importlib

import discord
from discord.ext import commands

from advisor.errors import AdvisorError
from bot.cogs import EXTENSIONS
from bot.settings import BotSettings
from bot.tree import describe_error
from discord_limits import assert_content_fits, assert_fits

KNOWN_COMMANDS = {"recommend", "compare", "why", "fits", "card", "markets", "about", "sync"}
"""Commands the bot has had since its first release (a new command need not be added here)."""

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
SETTLE_TIMEOUT = 120.0
"""How long SimCord may wait for the bot to settle (seconds): a net against a bot that never does,
never a wait — it waits for the bot's work itself (tests/bot/conftest.py)."""
MESSAGE, DEFERRED = 4, 5  # interaction callback types


def make_settings(**overrides: object) -> BotSettings:
    """Settings that ignore the developer's environment and ``.env`` (every field explicit)."""
    values: dict[str, object] = {
        "discord_token": None,
        "sync_guild_id": None,
        "database_path": None,
        "log_level": "INFO",
        "chart_cooldown_rate": 3,
        "chart_cooldown_seconds": 30.0,
        "shard_count": 1,  # SimCord runs an AutoShardedBot with a known shard count
    }
    values.update(overrides)
    return BotSettings(_env_file=None, **values)


def declared_commands() -> set[str]:
    """The top-level slash commands that the modules of :data:`bot.cogs.EXTENSIONS` declare,
    read from their cog classes (not from a loaded bot)."""
    names: set[str] = set()
    for extension in EXTENSIONS:
        module = importlib.import_module(extension)
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, commands.Cog) and value.__module__ == extension:
                if value.__cog_is_app_commands_group__:  # a GroupCog: one command, the group
                    names.add(value.__cog_group_name__)
                else:
                    names |= {command.name for command in value.__cog_app_commands__}
    return names


def only_embed(result) -> discord.Embed:
    """The single embed of an interaction's visible answer, checked against the limits."""
    message = result.response
    assert message is not None, result
    assert len(message.embeds) == 1, message
    embed = message.embeds[0]
    assert_fits(embed)
    assert_content_fits(message.content)
    return embed


def private_reply(result):
    """The message only the member sees: the response when it is ephemeral, else — a command the
    tree acknowledged first (``bot.acknowledge``) — the ephemeral followup that took the place of
    the public "thinking…" message, which must be gone."""
    if result.ephemeral:
        return result.response
    assert result.response is None, f"a public message stays: {result}"
    private = [m for m in result.followups if m.ephemeral]
    assert len(private) == 1 and len(result.followups) == 1, result
    return private[0]


def shown(result):
    """The message the member sees: the public answer, else their private reply (an error)."""
    return result.response if result.response is not None else private_reply(result)


def ephemeral_text(result) -> str:
    """The ephemeral text the user saw (checked to fit the content limit)."""
    message = private_reply(result)
    content = message.content
    assert content and not message.embeds
    assert_content_fits(content)
    return content


def first_response_type(env) -> int:
    """The callback type of the latest interaction's initial response (4 = message, 5 = deferred)."""
    callbacks = [r for r in env.http_requests if r.method == "POST" and r.path.endswith("/callback")]
    return callbacks[-1].json["type"]


def field_names(embed: discord.Embed) -> list[str]:
    return [f.name for f in embed.fields]


def all_text(embed: discord.Embed) -> str:
    """Title, description, footer and every field of ``embed``, as one text."""
    parts = [embed.title or "", embed.description or "", embed.footer.text or ""]
    parts += [f"{f.name}\n{f.value}" for f in embed.fields]
    return "\n".join(parts)


def check_error(error: AdvisorError, context: str) -> None:
    """The bot describes a user error of the core in a message that fits the content limit."""
    text = describe_error(error)
    assert text, context
    assert_content_fits(text, context)


def buttons(message) -> list[dict]:
    """The buttons of a message, in order (a SimCord response's dicts, or a discord.py message's
    components read as the same dicts)."""
    out = []
    for row in message.components:
        if isinstance(row, dict):
            out += row["components"]
        else:
            out += [{"custom_id": c.custom_id, "label": c.label, "disabled": c.disabled} for c in row.children]
    return out


async def details_text(member, message) -> str:
    """Press the answer's Details button as ``member`` and read every page (Next until the last):
    their descriptions as one text (each page checked against the limits, and ephemeral)."""
    return "\n".join(await details_pages(member, message))


async def details_pages(member, message) -> list[str]:
    """Press ``message``'s Details button as ``member``, then Next until the last page: every page's
    description (each checked against Discord's limits, and ephemeral)."""
    from discord_limits import assert_fits

    [button] = buttons(message)
    shown = await member.click(message, custom_id=button["custom_id"])
    pages: list[str] = []
    while True:
        page = shown.response
        assert page.ephemeral
        [embed] = page.embeds
        assert_fits(embed)
        pages.append(embed.description or "")
        following = [b for b in buttons(page)[1:] if not b.get("disabled")]  # Next, while there is a next page
        if not following or len(pages) > 30:
            return pages
        shown = await member.click(page, custom_id=following[0]["custom_id"])
