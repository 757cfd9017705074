"""The bot's command tree: one place that turns every command error into a short, ephemeral
message for the user, in their language (and a log line with a traceback for anything
unexpected), that translates the command descriptions when it syncs them, and that answers
within Discord's 3 seconds (:mod:`bot.acknowledge`): it admits each command's interaction or says
the bot is busy, and acknowledges it once the member's checks pass, before the command works."""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

import discord
from discord import app_commands

from advisor.errors import AdvisorError
from advisor.i18n import Text, UserText, msg
from bot.acknowledge import (
    BUSY,
    AcknowledgedResponse,
    Answers,
    Expired,
    NotAcknowledged,
    acknowledge,
    acknowledges_first,
)
from bot.i18n import AdvisorTranslator, interaction_language, t
from bot.render.errors import core_error_text, error_text

log = logging.getLogger(__name__)

GENERIC_APOLOGY = msg("bot.error.generic", "Sorry, something went wrong on my side. It has been logged; please try "
                      "again later.")

TIPS = {
    "unknown_card": msg("bot.error.tip.unknown_card", "Tip: the card options suggest names as you type."),
    "unknown_model": msg("bot.error.tip.unknown_model", "Tip: the model option suggests names as you type."),
    "unknown_market": msg("bot.error.tip.unknown_market", "Tip: the market option lists them as you type; "
                          "`/markets` describes them."),
}
"""What the bot adds below the core's sentence, by error ``code``. The core's sentence already
says what to try (near names, the budgets it reads, the markets, the allowed range); the bot adds
only what it alone knows: its own autocomplete and commands."""

PERMISSIONS = {
    "embed_links": msg("bot.permission.embed_links", "Embed Links"),
    "attach_files": msg("bot.permission.attach_files", "Attach Files"),
    "send_messages": msg("bot.permission.send_messages", "Send Messages"),
    "view_channel": msg("bot.permission.view_channel", "View Channel"),
    "read_message_history": msg("bot.permission.read_message_history", "Read Message History"),
    "manage_guild": msg("bot.permission.manage_guild", "Manage Server"),
    "administrator": msg("bot.permission.administrator", "Administrator"),
}
"""Permission names as Discord's own settings show them, per language."""


class NotOwner(app_commands.CheckFailure):
    """Raised by owner-only commands (``/sync``) for anyone but the bot's owner; ``command`` is
    the command's name."""

    def __init__(self, command: str = "") -> None:
        super().__init__(f"Only the bot's owner can run /{command}." if command
                         else "Only the bot's owner can do that.")
        self.command = command


def permission_names(permissions: list[str], language: str = "en") -> str:
    """``["embed_links", "attach_files"]`` → ``"Embed Links, Attach Files"`` (in ``language``;
    a permission without a message is spelt from its id)."""
    return ", ".join(t(PERMISSIONS[p], language) if p in PERMISSIONS
                     else p.replace("_", " ").replace("guild", "server").title() for p in permissions)


def describe_error(error: Exception, language: str = "en") -> str | None:
    """Return the ephemeral text for an expected error in ``language``, or ``None`` for an
    unexpected one.

    Handles the advisor's user errors (the core's sentence, chosen by its message key, plus a
    tip by ``code``: :data:`TIPS`), cooldowns, permission and owner checks, and option values
    Discord let through but discord.py could not convert. Never reads an error's English.
    """
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    refused = getattr(error, "original", None)
    if isinstance(error, app_commands.TransformerError) and isinstance(refused, AdvisorError):
        error = refused  # an option its kind's reader refused (bot.cogs.answers.OptionError): the reader's words
    if isinstance(error, AdvisorError):
        tip = TIPS.get(error.code)
        return error_text(core_error_text(error, language), hint=t(tip, language) if tip else "")
    if isinstance(error, app_commands.CommandOnCooldown):
        when = discord.utils.utcnow() + timedelta(seconds=max(error.retry_after, 1.0))
        return t(msg("bot.error.cooldown", "Charts take a moment to draw: you can use this again {when}.",
                     when=Text(value=discord.utils.format_dt(when, "R"))), language)
    if isinstance(error, app_commands.BotMissingPermissions):
        return t(msg("bot.error.bot_permissions", "I need the **{permissions}** permission(s) in this channel to "
                     "answer here. Ask a server admin, or use me in a DM.",
                     permissions=Text(value=permission_names(error.missing_permissions, language))), language)
    if isinstance(error, app_commands.MissingPermissions):
        return t(msg("bot.error.member_permissions", "You need the **{permissions}** permission(s) to use this.",
                     permissions=Text(value=permission_names(error.missing_permissions, language))), language)
    if isinstance(error, NotOwner):
        if error.command:
            return t(msg("bot.error.not_owner", "Only the bot's owner can run /{command}.",
                         command=Text(value=error.command)), language)
        return t(msg("bot.error.not_owner_any", "Only the bot's owner can do that."), language)
    if isinstance(error, app_commands.NoPrivateMessage):
        return t(msg("bot.error.guild_only", "This command only works in a server."), language)
    if isinstance(error, app_commands.TransformerError):
        return error_text(t(msg("bot.error.unreadable_option", "I could not read “{value}” for that option.",
                                value=UserText(value=str(error.value))), language))
    if isinstance(error, app_commands.CommandSignatureMismatch):
        return t(msg("bot.error.out_of_sync", "This command has changed since it was last synced; please try again "
                     "in a minute."), language)
    if isinstance(error, app_commands.CheckFailure):
        return t(msg("bot.error.check", "You can't use this command here."), language)
    return None


async def send_ephemeral(interaction: discord.Interaction, text: str) -> None:
    """Send ``text`` ephemerally: as the response, or as a followup when the interaction was
    already answered or deferred (after the tree's public deferral, in place of its "thinking…"
    message: :class:`~bot.acknowledge.AcknowledgedResponse`). A failed REST call is logged, never
    raised."""
    try:
        if isinstance(interaction.response, AcknowledgedResponse) or not interaction.response.is_done():
            await interaction.response.send_message(text, ephemeral=True)
        else:
            await interaction.followup.send(text, ephemeral=True)
    except discord.HTTPException as exc:
        log.warning("could not send an error message for interaction %s: %s", interaction.id, exc)


async def acknowledged_first(interaction: discord.Interaction) -> bool:
    """The last check of every command the tree acknowledges first
    (:func:`~bot.acknowledge.acknowledges_first`): the member's own checks have passed, so the
    interaction is deferred now, before any work; then the answer waits for its turn
    (:meth:`~bot.acknowledge.Answers.turn`)."""
    await acknowledge(interaction)
    answers: Answers | None = getattr(interaction.client, "answers", None)
    if answers is not None:
        await answers.turn()
    return True


class AdvisorTree(app_commands.CommandTree):
    """A :class:`~discord.app_commands.CommandTree` whose :meth:`on_error` maps errors to short
    ephemeral messages in the member's language (see :func:`describe_error`), whose
    :meth:`sync` sends the command descriptions in every language the advisor answers in
    (:class:`~bot.i18n.AdvisorTranslator`), and which answers within Discord's 3 seconds
    (:mod:`bot.acknowledge`): :meth:`interaction_check` admits a command's interaction or says the
    bot is busy, and every command it acknowledges first ends its checks with
    :func:`acknowledged_first` (:meth:`add_command`)."""

    def add_command(self, command: Any, /, **kwargs: Any) -> None:
        """Add a command (:meth:`discord.app_commands.CommandTree.add_command`); each command the
        tree acknowledges first gets :func:`acknowledged_first` as its last check."""
        super().add_command(command, **kwargs)
        for each in [command, *(command.walk_commands() if isinstance(command, app_commands.Group) else ())]:
            if isinstance(each, app_commands.Command) and acknowledges_first(each) \
                    and acknowledged_first not in each.checks:
                each.add_check(acknowledged_first)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Admit a command's interaction (:meth:`~bot.acknowledge.Answers.admit`), or tell the
        member at once, ephemerally and in their language, that the bot is too busy to answer
        it now (:data:`~bot.acknowledge.BUSY`: the queue is full, or it waited its turn too long);
        one that waited past Discord's 3 s gets nothing (:meth:`~bot.acknowledge.Answers.gone`).
        Autocomplete is always served."""
        answers: Answers | None = getattr(self.client, "answers", None)
        if interaction.type is not discord.InteractionType.application_command or answers is None:
            return True
        if answers.gone(interaction):  # past Discord's 3 s already: nothing sent can arrive
            return False
        if answers.admit(interaction):
            return True
        await send_ephemeral(interaction, t(BUSY, interaction_language(interaction)))
        return False

    def answered(self, interaction: discord.Interaction) -> None:
        """The command of ``interaction`` finished (answered or failed): it no longer waits."""
        answers: Answers | None = getattr(self.client, "answers", None)
        if answers is not None:
            answers.done(interaction)

    async def sync(self, *, guild: discord.abc.Snowflake | None = None) -> list[app_commands.AppCommand]:
        """Sync as :meth:`discord.app_commands.CommandTree.sync` does, with the bot's translator
        set first (once), so Discord gets ``description_localizations`` for ``zh-CN`` and
        ``zh-TW``."""
        if self.translator is None:
            await self.set_translator(AdvisorTranslator())
        return await super().sync(guild=guild)

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """Tell the user what went wrong (ephemeral), and log unexpected errors with traceback."""
        name = interaction.command.qualified_name if interaction.command else "?"
        if interaction.type is discord.InteractionType.autocomplete:
            log.error("autocomplete for /%s failed", name, exc_info=error)
            return
        self.answered(interaction)
        if isinstance(error, Expired):  # nothing can be sent to it any more (logged when it happened)
            return
        if isinstance(error, NotAcknowledged):  # logged when it happened; an apology may still get through
            await send_ephemeral(interaction, t(GENERIC_APOLOGY, interaction_language(interaction)))
            return
        language = interaction_language(interaction)
        text = describe_error(error, language)
        if text is None:
            original = getattr(error, "original", error)
            log.error("unhandled error in /%s", name, exc_info=original)
            text = t(GENERIC_APOLOGY, language)
        else:
            log.debug("/%s: %s", name, type(getattr(error, "original", error)).__name__)
        await send_ephemeral(interaction, text)
