"""Build the Discord bot: :func:`create_bot` returns a fully configured, not yet started bot.

The commands live in :mod:`bot.cogs`, one extension per command, loaded from the one list
:data:`bot.cogs.EXTENSIONS`; this module knows none of them by name.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import arrivals, details
from bot.acknowledge import Answers
from bot.charts import ChartRenderer
from bot.cogs import EXTENSIONS
from bot.cogs.common import UserCooldowns
from bot.servers import ServerViews
from bot.settings import BotSettings
from bot.sync import sync_commands
from bot.tree import AdvisorTree
from storage import Store, open_store

if TYPE_CHECKING:
    from advisor import Advisor

log = logging.getLogger(__name__)


def load_advisor(settings: BotSettings) -> Advisor:
    """Load the advisor core (catalogue, markets, autocomplete index) from the catalogue at
    ``GPU_ADVISOR_DB``, else the default file of this code's and data's fingerprint
    (:func:`advisor.catalog.default_db_path`: bots of other versions on the machine keep their own;
    several processes starting together build it once). A fallback is logged by the core.

    Blocking. The catalogue is found as the console finds it (``GPU_ADVISOR_DB``);
    ``DATABASE_PATH`` is the per-server data (:func:`open_storage`), never the rebuildable
    catalogue: the two must be different files.

    Raises:
        advisor.catalog.CatalogError: the catalogue cannot be used (another program's file at
            its path, ``data/`` missing…), or ``DATABASE_PATH`` names the catalogue's file.
    """
    from advisor import Advisor
    from advisor.catalog import CatalogError, default_db_path

    catalog_path = default_db_path()
    if settings.database_path is not None and _same_file(settings.database_path, catalog_path):
        raise CatalogError(catalog_path, "DATABASE_PATH names the same file; the bot's own data must live in "
                                         "a file apart from the rebuildable catalogue (GPU_ADVISOR_DB)")
    return Advisor.load(catalog_path)


def _same_file(a: Path, b: Path) -> bool:
    """True when two paths name one file (existing or not)."""
    try:
        return a.resolve() == b.resolve() or (a.exists() and b.exists() and a.samefile(b))
    except OSError:
        return False


def freeze_loaded() -> int:
    """Move everything alive now out of the cyclic garbage collector's reach (``gc.freeze``),
    so full collections stay short, and run the collector once per some hundreds of answers rather
    than inside every few (:func:`advisor.collector.settle`: issue 30 §1, the p99 of an answer);
    returns how many objects were frozen.

    Call it once per process, after loading what lives as long as the process (modules, the
    advisor core) and before any bot exists: objects of a bot frozen here could never be
    collected after that bot is closed (a restarted bot in the same process would leak the
    previous one).
    """
    from advisor.collector import settle

    return settle()


def open_storage(settings: BotSettings) -> Store:
    """Open the per-server data (prices, settings, audit): PostgreSQL when ``DATABASE_URL`` is
    set, else the SQLite file at ``DATABASE_PATH`` (default: the user's data folder). Blocking.
    Raises :class:`~storage.StorageError` (one line)."""
    return open_store(settings)


MESSAGE_PERMISSIONS = discord.Permissions(
    view_channel=True,  # see the channel a command or a question comes from
    send_messages=True,  # answer a question in words (bot.cogs.ask): message.reply
    read_message_history=True,  # …which Discord refuses without it (a reply points at an older message)
    embed_links=True,  # the answer to a question is the command's embed
    create_public_threads=True,  # a long answer goes into a thread, where the bot may open one
    send_messages_in_threads=True,  # …and is sent there; questions asked inside threads are answered there
)
"""What the bot's answers outside slash commands need: replies to mentions, DMs and replies, and
threads for long answers (:mod:`bot.cogs.ask`). Slash commands declare their own
(:func:`bot.cogs.common.needs_bot_permissions`)."""

INVITE_SCOPES = ("bot", "applications.commands")
"""The OAuth2 scopes of the invite: the bot user, and its slash commands."""


def bot_permissions(bot: commands.Bot | commands.AutoShardedBot) -> discord.Permissions:
    """Every channel permission ``bot`` uses: :data:`MESSAGE_PERMISSIONS` and what each loaded
    slash command declares with :func:`~bot.cogs.common.needs_bot_permissions` (read from the
    commands' checks, so a command that needs a new permission changes the invite)."""
    from bot.cogs.common import BotPermissionsCheck

    used = discord.Permissions(MESSAGE_PERMISSIONS.value)
    for command in bot.tree.walk_commands():
        for check in getattr(command, "checks", ()):
            if isinstance(check, BotPermissionsCheck):
                used |= check.permissions
    return used


def invite_url(application_id: int | str, permissions: discord.Permissions) -> str:
    """The URL that adds the bot to a server with ``permissions`` (:func:`bot_permissions`) and
    its slash commands (:data:`INVITE_SCOPES`)."""
    return discord.utils.oauth_url(application_id, permissions=permissions, scopes=INVITE_SCOPES)


async def load_commands(bot: commands.Bot | commands.AutoShardedBot) -> None:
    """Load the command extensions (:data:`bot.cogs.EXTENSIONS`) not yet loaded (idempotent)."""
    for name in EXTENSIONS:
        if name not in bot.extensions:
            await bot.load_extension(name)


def package_version() -> str:
    """The ``gpu-advisor`` version (``advisor.__version__``, the one place it is written; the
    installed metadata is read from it)."""
    from advisor import __version__

    return __version__


class AdvisorBot(commands.AutoShardedBot):
    """The GPU Advisor bot.

    Attributes:
        settings: the :class:`BotSettings` it was built with.
        advisor: the loaded advisor core (``None`` until :meth:`setup_hook` has run, unless
            one was passed in).
        charts: the :class:`~bot.charts.ChartRenderer` that draws charts in worker processes
            (``settings.chart_workers``), at most ``settings.chart_queue`` at once.
        chart_cooldowns: the per-user cooldown buckets of the chart commands.
        admin_writes: the per-server limit of changes to its prices and settings.
        sync_on_start: whether ``SYNC_GUILD_ID`` (if set) is synced in :meth:`setup_hook`.
        storage: the per-server data (``None`` until :meth:`setup_hook` has opened it, unless
            one was passed in).
        server_views: the core with each server's prices, cached per server.
        answers: the interactions admitted and not yet answered, and their turns
            (:mod:`bot.acknowledge`; at most ``settings.answer_queue``).
    """

    def __init__(self, settings: BotSettings, *, advisor: Advisor | None = None,
                 storage: Store | None = None) -> None:
        # The bot never joins voice: don't warn admins that voice libraries are missing.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        shard_count, shard_ids = settings.shard_slice()
        # discord.py's own default is no shard_ids (every shard), which its types spell only by omission
        slice_ids: dict[str, Any] = {} if shard_ids is None else {"shard_ids": shard_ids}
        super().__init__(
            command_prefix=commands.when_mentioned,
            shard_count=shard_count,
            **slice_ids,
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
        self.charts = ChartRenderer(settings.chart_workers, settings.chart_queue)
        self.chart_cooldowns = UserCooldowns(settings.chart_cooldown_rate, settings.chart_cooldown_seconds)
        self.admin_writes = UserCooldowns(settings.admin_write_rate, settings.admin_write_seconds)  # per server
        self.sync_on_start = True
        self.version = package_version()
        self.storage: Store | None = storage
        self.server_views = ServerViews(settings.server_cache_mb * 2**20)
        self.answers = Answers(settings.answer_queue)
        arrivals.install(self)  # stamp arrivals; skip parsing the bot's own messages

    async def setup_hook(self) -> None:
        """Load the catalogue and autocomplete index unless the bot was given them, log the
        catalogue file in use, load the command extensions (:data:`bot.cogs.EXTENSIONS`), and
        sync to ``SYNC_GUILD_ID`` when set. Never syncs globally (use ``python -m bot sync``).
        Registers the Details button (:mod:`bot.details`). Safe to run again on a new login."""
        if self.advisor is None:  # python -m bot loads it before the bot exists (and freezes it)
            self.advisor = await asyncio.to_thread(load_advisor, self.settings)
        if self.storage is None:
            self.storage = await asyncio.to_thread(open_storage, self.settings)
        where = self.advisor.catalog.path  # logged once Discord has accepted the token
        log.info("card catalogue: %s", where if where is not None else "built in memory (no file could be written)")
        log.info("server data: %s%s", "created " if getattr(self.storage, "created", False) else "", self.storage.path)
        await load_commands(self)  # idempotent if logged in again
        details.setup(self)  # the Details button of short answers, pressed even after a restart
        log.info("this process runs %s", self.settings.shard_label())
        if self.sync_on_start and self.settings.sync_guild_id is not None and self.settings.first_process:
            synced = await sync_commands(self, self.settings.sync_guild_id)
            log.info("synced %d commands to guild %s", len(synced), self.settings.sync_guild_id)

    async def close(self) -> None:
        """Log out and close the connection (discord.py), then drop this bot's charts still queued."""
        if not hasattr(self, "_AutoShardedClient__queue"):
            # discord.py's AutoShardedClient.close() posts to a queue made only when it connects:
            # a bot closed before connecting (a rejected token, a test) would raise AttributeError
            setattr(self, "_AutoShardedClient__queue", asyncio.PriorityQueue())  # noqa: B010 - a private name
        try:
            await super().close()
        finally:
            self.charts.close()

    async def on_ready(self) -> None:
        """Log who we are and where, and the invite URL (:func:`invite_url`); nothing else
        (never sync here)."""
        log.info("ready as %s (id %s) in %d servers, %s", self.user, self.user.id if self.user else "?",
                 len(self.guilds), self.settings.shard_label())
        if self.application_id is not None:
            log.info("invite: %s", invite_url(self.application_id, bot_permissions(self)))

    async def on_app_command_completion(self, interaction: discord.Interaction, command: Any) -> None:
        """A command finished: its interaction no longer waits for an answer (:mod:`bot.acknowledge`)."""
        self.tree.answered(interaction)  # type: ignore[attr-defined]

    async def on_shard_ready(self, shard_id: int) -> None:
        """Log each shard of this process as it becomes ready."""
        log.info("shard %d of %s ready", shard_id, self.shard_count or "?")

    def shard_of(self, guild_id: int | None) -> int:
        """The shard a server's events come through (DMs: shard 0), as Discord assigns it:
        ``(guild_id >> 22) % shard_count``."""
        return 0 if guild_id is None or not self.shard_count else (guild_id >> 22) % self.shard_count


def create_bot(settings: BotSettings | None = None, *, advisor: Advisor | None = None,
               storage: Store | None = None) -> AdvisorBot:
    """Build a fully configured bot without a token (nothing connects until it is started).

    Args:
        settings: bot settings; read from the environment / ``.env`` when ``None``.
        advisor: an already loaded advisor core to share (tests, benchmarks); when ``None``
            the bot loads its own in ``setup_hook``.
        storage: an open per-server data store; when ``None`` the bot opens
            ``DATABASE_PATH`` in ``setup_hook`` (a :class:`~storage.StorageError` there
            stops the start-up with one line).

    Returns:
        An :class:`AdvisorBot` (a :class:`discord.ext.commands.Bot`).
    """
    return AdvisorBot(settings if settings is not None else BotSettings(), advisor=advisor, storage=storage)
