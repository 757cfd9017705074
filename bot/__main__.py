"""``python -m bot`` / ``gpu-advisor-bot``: run the bot, or sync its slash commands.

Usage::

    python -m bot                      # run (reads DISCORD_TOKEN etc. from the env or .env)
    python -m bot sync                 # register the commands globally, then exit
    python -m bot sync --guild 1234    # register them in one server only (instant), then exit
    python -m bot sync --guild 1234 --clear   # remove the server-only copies again
    python -m bot invite [APPLICATION_ID]      # print the invite URL, with every permission the bot uses
    python -m bot health                       # exit 0 when the running bot is healthy (python -m bot.health: cheaper)

Exit status (every failure is one clear line on stderr; the token itself is never printed or
logged):

- ``0``: a clean stop (Ctrl+C, SIGTERM: logged out of Discord, the data store closed, the chart
  workers stopped) or a finished ``sync``;
- ``1``: the card catalogue cannot be used (another program's file at its path, its data
  missing — said with the path and the cause; checked before Discord is contacted), or Discord
  cannot be reached at start-up (network, DNS, TLS);
- ``2``: a setting is invalid, ``DISCORD_TOKEN`` is missing or still ``.env.example``'s
  placeholder (refused here, never sent to Discord), or Discord rejects the token (or another
  start-up request); also for command-line usage errors;
- ``3``: the per-server data file (``DATABASE_PATH``) cannot be used: its folder is missing,
  it is read-only, damaged, newer than this version, not a regular file, or not this project's
  file (it is never replaced) — or the PostgreSQL database of ``DATABASE_URL`` cannot be reached
  or is not this project's.

A rejected token prints our line only: discord.py's own "logging in using static token" line,
logged before Discord has answered, is held back while logging in (unless ``LOG_LEVEL=DEBUG``).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import aiohttp
import discord
from pydantic import ValidationError

from advisor import __version__
from advisor.catalog import CatalogError
from advisor.i18n import msg, render
from bot import health
from bot.app import (
    AdvisorBot,
    bot_permissions,
    create_bot,
    freeze_loaded,
    invite_url,
    load_advisor,
    load_commands,
    open_storage,
)
from bot.settings import BotSettings
from bot.sync import sync_commands
from storage import StorageError

if TYPE_CHECKING:
    from advisor import Advisor

EXIT_USAGE = 2
EXIT_NETWORK = 1
EXIT_DATA = 3
EXIT_BROKEN = 1  # the catalogue cannot be used: an installation or data problem

log = logging.getLogger("bot")

PLACEHOLDER_TOKEN = msg("bot.startup.placeholder-token",
                        "DISCORD_TOKEN is still the placeholder of .env.example: paste your bot's token "
                        "(Discord Developer Portal, Bot tab, Reset Token) into .env.")
"""Said in the operator's language (``LANG``…, as the console reads it) instead of logging in."""


def _fail(message: str) -> int:
    print(f"gpu-advisor-bot: error: {message}", file=sys.stderr)
    return EXIT_USAGE


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gpu-advisor-bot",
        description="Run the GPU Advisor Discord bot, or register its slash commands.",
    )
    parser.add_argument("--version", action="version", version=f"gpu-advisor-bot {__version__}")  # as gpu-advisor's
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("run", help="run the bot (the default)")
    sync = sub.add_parser("sync", help="register the slash commands with Discord, then exit")
    sync.add_argument("--guild", type=int, metavar="ID", help="sync to this server only (instant)")
    sync.add_argument("--clear", action="store_true", help="with --guild: remove the server-only commands")
    invite = sub.add_parser("invite", help="print the URL that adds the bot to a server, with every permission it "
                                           "uses (no token needed)")
    invite.add_argument("application_id", nargs="?", metavar="APPLICATION_ID",
                        help="the Application ID (Developer Portal, General Information); default: a placeholder")
    check = sub.add_parser("health", help="exit 0 when the running bot is healthy (its heartbeat), else 1 with why")
    check.add_argument("file", nargs="?", metavar="HEALTH_FILE", help="the heartbeat file (default: $HEALTH_FILE, "
                                                                     "else the bot's default)")
    return parser


def _invite(application_id: str | None) -> int:
    """Print the invite URL (:func:`bot.app.invite_url`) with the permissions the loaded commands
    declare; nothing connects to Discord."""

    async def permissions() -> discord.Permissions:
        bot = create_bot(BotSettings(_env_file=None, discord_token=None, shard_count=1))
        try:
            await load_commands(bot)
            return bot_permissions(bot)
        finally:
            await bot.close()

    if application_id is not None and not application_id.isdigit():
        return _fail(f"the application id is a number (Developer Portal, General Information), not {application_id!r}.")
    used = asyncio.run(permissions())
    print(invite_url(application_id or "YOUR_APPLICATION_ID", used))
    return 0


@contextmanager
def _quiet_login() -> Iterator[None]:
    """Hold discord.py's loggers at WARNING for the ``with`` block (the login), so that a
    rejected token prints only our line, not discord.py's INFO "logging in using static token"
    before it. At ``DEBUG`` nothing is held back."""
    logger = logging.getLogger("discord")
    if not logging.DEBUG < logger.getEffectiveLevel() < logging.WARNING:
        yield
        return
    previous = logger.level
    logger.setLevel(logging.WARNING)
    try:
        yield
    finally:
        logger.setLevel(previous)


STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM") if hasattr(signal, name))
"""The signals that stop the bot cleanly: Ctrl-C, and what ``docker stop``, ``systemctl stop`` and
``kill`` send."""


@contextmanager
def _stopped_by_signals(task: asyncio.Task[None]) -> Iterator[list[str]]:
    """Within the block, :data:`STOP_SIGNALS` cancel ``task`` (the bot's: its ``async with bot``
    logs out of Discord), as Ctrl-C does; the list the block gets names the signals received.
    A second signal while stopping cancels the stop itself. Where the loop cannot handle signals
    (Windows), Ctrl-C keeps Python's own handling."""
    loop = asyncio.get_running_loop()
    received: list[str] = []

    def stop(signum: int) -> None:
        received.append(signal.Signals(signum).name)
        log.info("%s received: logging out of Discord", received[-1])
        task.cancel()

    installed = []
    for sig in STOP_SIGNALS:
        try:
            loop.add_signal_handler(sig, stop, sig)
            installed.append(sig)
        except (NotImplementedError, RuntimeError, ValueError):
            pass
    try:
        yield received
    finally:
        for sig in installed:
            loop.remove_signal_handler(sig)


async def _serve(bot: AdvisorBot, token: str) -> None:
    """Log in (quietly, see :func:`_quiet_login`; this runs ``setup_hook``), then stay connected
    until stopped — the same steps as :meth:`discord.Client.start` — writing a heartbeat
    (:mod:`bot.health`) meanwhile. SIGINT (Ctrl-C) and SIGTERM (``docker stop``, ``systemctl
    stop``) log out of Discord and return normally."""
    path = health.configured_path(bot.settings.health_file)
    task = asyncio.current_task()
    assert task is not None
    with _stopped_by_signals(task) as received:
        try:
            async with bot:
                with _quiet_login():
                    await bot.login(token)
                beating = asyncio.create_task(health.heartbeat(bot, path))
                try:
                    await bot.connect(reconnect=True)
                finally:
                    beating.cancel()
                    health.remove(path)
        except asyncio.CancelledError:
            if not received:
                raise
            task.uncancel()
        if received:
            log.info("logged out; stopping")


def _interrupt(signum: int, frame: object) -> None:
    """SIGTERM before the event loop runs (loading the catalogue): stop as Ctrl-C does there."""
    raise KeyboardInterrupt


def _stop_chart_workers() -> None:
    """Stop this process's chart workers (they belong to the process, not to one bot)."""
    from bot.charts import shutdown_workers

    shutdown_workers()


def load_settings() -> BotSettings:
    """Read :class:`BotSettings` from the environment and ``.env``."""
    return BotSettings()


def _load(settings: BotSettings) -> Advisor | None:
    """Load the advisor core before anything talks to Discord, then freeze what was loaded
    (:func:`~bot.app.freeze_loaded`). A problem is one line on stderr and ``None``."""
    try:
        advisor = load_advisor(settings)
    except CatalogError as exc:
        print(f"gpu-advisor-bot: error: {exc}", file=sys.stderr)
        return None
    except Exception as exc:  # anything else while loading the core: still one line, never a traceback
        print(f"gpu-advisor-bot: error: cannot load the card catalogue ({exc.__class__.__name__}: {exc})",
              file=sys.stderr)
        return None
    from advisor.warm import llm_routes, prefill, rankings

    log.debug("%d cards assessed ahead, every card's why answer made", prefill(advisor))  # before the freeze (issue 30)
    log.debug("%d budgets asked ahead: every general ranking's step kept", rankings(advisor))  # (issue 30 §1)
    log.debug("%d budgets asked ahead: every unsized LLM answer's step kept", llm_routes(advisor))  # (issue 30 §1)
    log.debug("%d objects frozen out of the garbage collector", freeze_loaded())
    return advisor


async def _sync(settings: BotSettings, token: str, guild_id: int | None, clear: bool, advisor: Advisor) -> int:
    bot = create_bot(settings, advisor=advisor)
    bot.sync_on_start = False
    async with bot:
        with _quiet_login():
            await bot.login(token)  # runs setup_hook: loads the core and the command extensions
        if clear and guild_id is not None:
            bot.tree.clear_commands(guild=discord.Object(id=guild_id))
            await bot.tree.sync(guild=discord.Object(id=guild_id))
            print(f"Removed the server-only commands from server {guild_id}.")
            return 0
        synced = await sync_commands(bot, guild_id)
    where = f"to server {guild_id}" if guild_id else "globally (may take up to an hour to appear everywhere)"
    print(f"Synced {len(synced)} commands {where}: {', '.join('/' + c.name for c in synced)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point. Returns the process exit status (see the module docstring)."""
    args = _parser().parse_args(argv)
    if args.command == "invite":
        return _invite(args.application_id)
    if args.command == "health":
        return health.main([args.file] if args.file else [])
    try:
        settings = load_settings()
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]).upper()
        said = first["msg"].removeprefix("Value error, ")
        return _fail(f"invalid setting {where}: {said}" if where else f"invalid settings: {said}")
    token = settings.token()
    if token is None:
        return _fail("DISCORD_TOKEN is not set. Put the bot token in the environment or in a .env file.")
    if settings.token_is_placeholder():  # refused here: Discord never sees it
        from advisor.cli.language import language_from_env  # LANG… read as the console reads it

        return _fail(render(PLACEHOLDER_TOKEN.key, PLACEHOLDER_TOKEN.params, language_from_env()))
    if args.command == "sync" and args.clear and args.guild is None:
        return _fail("--clear needs --guild ID.")
    discord.utils.setup_logging(level=settings.log_level_number, root=True)
    if hasattr(signal, "SIGTERM"):
        signal.signal(signal.SIGTERM, _interrupt)
    try:
        advisor = _load(settings)
    except KeyboardInterrupt:
        return 0
    if advisor is None:
        return EXIT_BROKEN
    storage = None
    try:
        if args.command == "sync":
            return asyncio.run(_sync(settings, token, args.guild, args.clear, advisor))
        storage = open_storage(settings)  # like the catalogue: checked before Discord is contacted
        storage.claim_shards(settings.shard_slice()[1])  # no other process may run this one's shards
        asyncio.run(_serve(create_bot(settings, advisor=advisor, storage=storage), token))
    except StorageError as exc:
        which = "DATABASE_URL" if settings.url() else "DATABASE_PATH"
        print(f"gpu-advisor-bot: error: server data ({which}): {exc.message}", file=sys.stderr)
        return EXIT_DATA
    except discord.LoginFailure:
        return _fail(
            "Discord rejected DISCORD_TOKEN (invalid or revoked). Copy a fresh token from the developer portal."
        )
    except discord.PrivilegedIntentsRequired:
        return _fail("Discord refused the connection: this bot needs no privileged intents; check the application.")
    except discord.HTTPException as exc:
        return _fail(f"Discord refused the request: {exc.status} {exc.text or exc}")
    except (aiohttp.ClientError, OSError) as exc:
        print(f"gpu-advisor-bot: error: could not reach Discord ({exc.__class__.__name__}: {exc}). "
              "Check the network and try again.", file=sys.stderr)
        return EXIT_NETWORK
    except KeyboardInterrupt:
        pass
    finally:
        if storage is not None:
            storage.close()  # SQLite: the WAL checkpointed into the file; PostgreSQL: connections closed
        _stop_chart_workers()
    return 0


if __name__ == "__main__":
    sys.exit(main())
