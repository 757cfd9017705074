"""Build the Discord bot: :func:`create_bot` returns a fully configured, not yet started bot."""

from __future__ import annotations

import asyncio
import gc
import logging
from importlib import metadata
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.cogs.common import UserCooldowns
from bot.settings import BotSettings
from bot.tree import AdvisorTree

if TYPE_CHECKING:
    from advisor import Advisor

log = logging.getLogger(__name__)

CHART_RENDER_SLOTS = 1
"""Charts rendered at once: matplotlib's pyplot state is guarded by one lock (bot/charts.py),
so a second slot would only park a thread."""


def load_advisor(settings: BotSettings) -> Advisor:
    """Load the advisor core (catalogue, markets, autocomplete index) once.

    Blocking: call it from a thread. Uses ``settings.database_path`` when set.
    """
    from advisor import Advisor

    if settings.database_path is not None:
        return Advisor.load(settings.database_path)
    return Advisor.load()


def package_version() -> str:
    """The installed ``gpu-advisor`` version, or ``"dev"`` when running from a checkout."""
    try:
        return metadata.version("gpu-advisor")
    except metadata.PackageNotFoundError:
        return "dev"


class AdvisorBot(commands.Bot):
    """The GPU Advisor bot.

    Attributes:
        settings: the :class:`BotSettings` it was built with.
        advisor: the loaded advisor core (``None`` until :meth:`setup_hook` has run, unless
            one was passed in).
        chart_slots: a semaphore bounding concurrent chart renders.
        chart_cooldowns: the per-user cooldown buckets of the chart commands.
        sync_on_start: whether ``SYNC_GUILD_ID`` (if set) is synced in :meth:`setup_hook`.
    """

    def __init__(self, settings: BotSettings, *, advisor: Advisor | None = None) -> None:
        # The bot never joins voice: don't warn admins that voice libraries are missing.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=discord.Intents.default(),
            max_messages=None,  # it only answers interactions: no message cache to keep
            allowed_mentions=discord.AllowedMentions.none(),
            tree_cls=AdvisorTree,
            allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True),
            allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
        )
        self.settings = settings
        self.advisor: Advisor | None = advisor
        self.chart_slots = asyncio.Semaphore(CHART_RENDER_SLOTS)
        self.chart_cooldowns = UserCooldowns(settings.chart_cooldown_rate, settings.chart_cooldown_seconds)
        self.sync_on_start = True
        self.version = package_version()

    async def setup_hook(self) -> None:
        """Load the catalogue and autocomplete index once, add the cogs, and sync to
        ``SYNC_GUILD_ID`` when set. Never syncs globally (use ``python -m bot sync``)."""
        from bot.cogs.admin import AdminCog
        from bot.cogs.advice import AdviceCog
        from bot.cogs.info import InfoCog

        if self.advisor is None:
            self.advisor = await asyncio.to_thread(load_advisor, self.settings)
            # The catalogue is large and lives as long as the process: move it out of the
            # cyclic GC's reach so full collections (e.g. while a chart is drawn) stay short.
            gc.collect()
            gc.freeze()
            log.info("advisor loaded (%d objects frozen out of the GC)", gc.get_freeze_count())
        for cog_class in (AdviceCog, InfoCog, AdminCog):
            if self.get_cog(cog_class.__cog_name__) is None:  # idempotent if logged in again
                await self.add_cog(cog_class(self))
        if self.sync_on_start and self.settings.sync_guild_id is not None:
            synced = await sync_commands(self, self.settings.sync_guild_id)
            log.info("synced %d commands to guild %s", len(synced), self.settings.sync_guild_id)

    async def on_ready(self) -> None:
        """Log who we are and where; nothing else (never sync here)."""
        log.info("ready as %s (id %s) in %d servers", self.user, self.user.id if self.user else "?", len(self.guilds))


async def sync_commands(bot: commands.Bot, guild_id: int | None = None) -> list[app_commands.AppCommand]:
    """Register the bot's slash commands with Discord and return what Discord stored.

    ``guild_id=None`` syncs globally (may take up to an hour to show everywhere); a guild id
    copies the global commands to that guild and syncs there (instant; for development).
    Raises :class:`discord.HTTPException` if Discord refuses (e.g. the bot is not in that guild).
    """
    if guild_id is None:
        return await bot.tree.sync()
    guild = discord.Object(id=guild_id)
    bot.tree.copy_global_to(guild=guild)
    return await bot.tree.sync(guild=guild)


def create_bot(settings: BotSettings | None = None, *, advisor: Advisor | None = None) -> AdvisorBot:
    """Build a fully configured bot without a token (nothing connects until it is started).

    Args:
        settings: bot settings; read from the environment / ``.env`` when ``None``.
        advisor: an already loaded advisor core to share (tests, benchmarks); when ``None``
            the bot loads its own in ``setup_hook``.

    Returns:
        An :class:`AdvisorBot` (a :class:`discord.ext.commands.Bot`).
    """
    return AdvisorBot(settings if settings is not None else BotSettings(), advisor=advisor)
