"""``/settings``: a server's defaults for its answers — market, use case, the currency of a
budget typed without one, and the language of public answers.

Guarded like ``/price`` (see :mod:`bot.cogs.price`): *Manage Server* by default, one interaction
check that refuses DMs and refuses ``set`` to anyone without Manage Server; ``show`` only reads.
Every value is checked by the core before anything is written (a market it knows, one of its
use cases, a currency the market converts, a language it answers in); all the changes of one
``/settings set`` are one transaction, each audited (``/price history`` lists them).
"""

from __future__ import annotations

import asyncio
import logging

import discord
from discord import app_commands
from discord.ext import commands

from advisor.errors import InvalidOption
from advisor.i18n import LANGUAGE_TAGS, LANGUAGES, Text, msg
from advisor.models import USE_CASES
from advisor.overrides import check_currency
from bot.cogs.common import advisor_of, market_choices, save_server_change, server_admin_group, spend_server_write
from bot.cogs.price import can_manage, guild_of, storage_of
from bot.i18n import described
from bot.render.common import CHOICE_NAME_MAX, clip
from bot.render.price import say
from bot.render.recommend import USE_CASES as USE_CASE_LABELS
from bot.render.settings import changed_text, show_text
from bot.servers import member_language

log = logging.getLogger(__name__)

DEFAULT = "default"
"""The value that clears a setting (the bot's default applies again)."""

USE_CASE_SETTING_CHOICES = [
    app_commands.Choice(name=described(msg("settings.choice.default_use_case", "Default (general)")), value=DEFAULT),
    *(app_commands.Choice(name=described(USE_CASE_LABELS[u]) if u in USE_CASE_LABELS else u, value=u)
      for u in USE_CASES),
]
LANGUAGE_CHOICES = [
    app_commands.Choice(name=described(msg("settings.choice.member_language", "Each member's own Discord language "
                                           "(default)")), value=DEFAULT),
    *(app_commands.Choice(name=described(msg("settings.choice.language", "{name} ({tag})", name=own,
                                             tag=LANGUAGE_TAGS[key])), value=key)
      for key, (own, _) in LANGUAGES.items()),
]


async def market_setting_autocomplete(interaction: discord.Interaction,
                                      current: str) -> list[app_commands.Choice[str]]:
    """The markets, and ``default``; or why the member cannot change settings."""
    language = member_language(interaction)
    if interaction.guild_id is None or not can_manage(interaction):
        text = say(msg("settings.refused.autocomplete", "🔒 Only members with Manage Server can change this "
                       "server's settings."), language)
        return [app_commands.Choice(name=clip(text, CHOICE_NAME_MAX), value=clip(current, CHOICE_NAME_MAX) or "-")]
    try:
        choices = market_choices(advisor_of(interaction).markets(), current[:100])
    except Exception:
        log.exception("settings market autocomplete failed")
        choices = []
    default = say(msg("settings.market.default_choice", "Default (the bot's default market)"), language)
    return [app_commands.Choice(name=clip(default, CHOICE_NAME_MAX), value=DEFAULT), *choices][:25]


@server_admin_group
class SettingsCog(commands.GroupCog, group_name="settings",
                  group_description=described(msg("settings.command.group", "This server's defaults for answers "
                                                  "(Manage Server to change them)")),
                  group_extras={"about": msg("settings.about", "this server's default market, use case, currency "
                                             "and language")}):
    """``/settings show`` and ``/settings set``."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Only in a server; only *Manage Server* changes anything."""
        if interaction.guild_id is None:
            raise app_commands.NoPrivateMessage()
        name = interaction.command.qualified_name if interaction.command else ""
        if name == "settings set" and not can_manage(interaction):
            log.info("refused /settings set to %s in %s (no Manage Server)", interaction.user.id,
                     interaction.guild_id)
            raise app_commands.MissingPermissions(["manage_guild"])
        return True

    @app_commands.command(name="show", description=described(msg("settings.command.show", "This server's "
                                                                  "settings")))
    async def show(self, interaction: discord.Interaction) -> None:
        """The four settings and what applies when one is not set (ephemeral)."""
        settings = await asyncio.to_thread(storage_of(interaction).settings, guild_of(interaction))
        default_market = advisor_of(interaction).catalog.default_market
        await interaction.response.send_message(show_text(settings, default_market, member_language(interaction)),
                                                ephemeral=True)

    @app_commands.command(name="set", description=described(msg("settings.command.set", "Change this server's "
                                                                 "settings (Manage Server)")))
    @app_commands.describe(
        market=described(msg("settings.option.market", "Default market of answers here (`default` clears it)")),
        use_case=described(msg("settings.option.use_case", "Default use case of /recommend, /compare and /why "
                               "here")),
        currency=described(msg("settings.option.currency", "Currency of a budget typed without one: CNY, EUR, "
                               "yuan… (`default`: the market's)")),
        language=described(msg("settings.option.language", "Language of public answers here")),
    )
    @app_commands.choices(use_case=USE_CASE_SETTING_CHOICES, language=LANGUAGE_CHOICES)
    @app_commands.autocomplete(market=market_setting_autocomplete)
    async def set_settings(self, interaction: discord.Interaction, market: str | None = None,
                           use_case: str | None = None, currency: app_commands.Range[str, 1, 32] | None = None,
                           language: str | None = None) -> None:
        """Check every given value with the core, then write them in one transaction."""
        base = advisor_of(interaction)
        storage = storage_of(interaction)
        current = await asyncio.to_thread(storage.settings, guild_of(interaction))
        changes: dict[str, str | None] = {}
        if market is not None:
            changes["market"] = None if market.strip().lower() == DEFAULT else base.catalog.market(market).id
        if use_case is not None:
            if use_case != DEFAULT and use_case not in USE_CASES:
                raise InvalidOption(msg("settings.bad_use_case", "Unknown use case; choose one of: {use_cases}.",
                                        use_cases=Text(value=", ".join(USE_CASES))))
            changes["use_case"] = None if use_case == DEFAULT else use_case
        if language is not None:
            if language != DEFAULT and language not in LANGUAGES:
                raise InvalidOption(msg("settings.bad_language", "Answers can be given in: {languages}.",
                                        languages=Text(value=", ".join(LANGUAGES))))
            changes["language"] = None if language == DEFAULT else language
        market_after = changes.get("market", current.market)
        if currency is not None:
            changes["bare_currency"] = (None if currency.strip().lower() == DEFAULT
                                        else check_currency(base, currency, market_after))
        elif current.bare_currency and "market" in changes:
            check_currency(base, current.bare_currency, market_after)  # still convertible there?
        if not changes:
            await interaction.response.send_message(say(msg(
                "settings.set.nothing", "Give at least one setting to change; /settings show lists them."),
                member_language(interaction)), ephemeral=True)
            return
        spend_server_write(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        done = await save_server_change(interaction, storage.set_settings, guild_of(interaction), changes,
                                        user_id=interaction.user.id)
        log.info("guild %s: %s changed settings %s", interaction.guild_id, interaction.user.id,
                 {k: v for k, (_, v) in done.items()})
        after = await asyncio.to_thread(storage.settings, guild_of(interaction))
        text = changed_text(done, after, base.catalog.default_market, member_language(interaction))
        try:
            await interaction.followup.send(text, ephemeral=True)
        except discord.HTTPException as exc:
            log.warning("could not deliver the /settings answer (the change was saved): %s", exc)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(SettingsCog())
