"""The bot's command tree: one place that turns every command error into a short, ephemeral
message for the user (and a log line with a traceback for anything unexpected)."""

from __future__ import annotations

import logging
from datetime import timedelta

import discord
from discord import app_commands

from advisor.errors import AdvisorError
from bot.render.common import user_text
from bot.render.errors import ACCEPTED_BUDGETS, error_text

log = logging.getLogger(__name__)

GENERIC_APOLOGY = "Sorry, something went wrong on my side. It has been logged; please try again later."


class NotOwner(app_commands.CheckFailure):
    """Raised by owner-only commands (``/sync``) for anyone but the bot's owner."""


def permission_names(permissions: list[str]) -> str:
    """``["embed_links", "attach_files"]`` → ``"Embed Links, Attach Files"``."""
    return ", ".join(p.replace("_", " ").replace("guild", "server").title() for p in permissions)


def describe_error(error: Exception) -> str | None:
    """Return the ephemeral text for an expected error, or ``None`` for an unexpected one.

    Handles the advisor's user errors (by ``code``), cooldowns, permission and owner checks,
    and option values Discord let through but discord.py could not convert.
    """
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    if isinstance(error, AdvisorError):
        hint = ""
        suggestions = error.suggestions
        if "did you mean" in error.message.lower():
            suggestions = []  # the core already offered them
        if error.code == "invalid_budget" and "5k" not in error.message:
            hint = f"Budgets look like {ACCEPTED_BUDGETS}."
        if error.code == "unknown_market":
            listed = all(s in error.message for s in error.suggestions)
            hint = "" if listed else "Markets: " + ", ".join(f"`{s}`" for s in error.suggestions)
            return error_text(error.message, hint=hint)
        return error_text(error.message, suggestions=suggestions, hint=hint)
    if isinstance(error, app_commands.CommandOnCooldown):
        when = discord.utils.utcnow() + timedelta(seconds=max(error.retry_after, 1.0))
        return f"Charts take a moment to draw: you can use this again {discord.utils.format_dt(when, 'R')}."
    if isinstance(error, app_commands.BotMissingPermissions):
        return (
            f"I need the **{permission_names(error.missing_permissions)}** permission(s) in this "
            "channel to answer here. Ask a server admin, or use me in a DM."
        )
    if isinstance(error, app_commands.MissingPermissions):
        return f"You need the **{permission_names(error.missing_permissions)}** permission(s) to use this."
    if isinstance(error, NotOwner):
        return str(error) or "Only the bot's owner can do that."
    if isinstance(error, app_commands.NoPrivateMessage):
        return "This command only works in a server."
    if isinstance(error, app_commands.TransformerError):
        return error_text(f"I could not read `{user_text(str(error.value), 60)}` for that option.")
    if isinstance(error, app_commands.CommandSignatureMismatch):
        return "This command has changed since it was last synced; please try again in a minute."
    if isinstance(error, app_commands.CheckFailure):
        return "You can't use this command here."
    return None


async def send_ephemeral(interaction: discord.Interaction, text: str) -> None:
    """Send ``text`` ephemerally: as the response, or as a followup when the interaction was
    already answered or deferred. A failed REST call is logged, never raised."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as exc:
        log.warning("could not send an error message for interaction %s: %s", interaction.id, exc)


class AdvisorTree(app_commands.CommandTree):
    """A :class:`~discord.app_commands.CommandTree` whose :meth:`on_error` maps errors to short
    ephemeral messages (see :func:`describe_error`)."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """Tell the user what went wrong (ephemeral), and log unexpected errors with traceback."""
        name = interaction.command.qualified_name if interaction.command else "?"
        if interaction.type is discord.InteractionType.autocomplete:
            log.error("autocomplete for /%s failed", name, exc_info=error)
            return
        text = describe_error(error)
        if text is None:
            original = getattr(error, "original", error)
            log.error("unhandled error in /%s", name, exc_info=original)
            text = GENERIC_APOLOGY
        else:
            log.debug("/%s: %s", name, type(getattr(error, "original", error)).__name__)
        await send_ephemeral(interaction, text)
