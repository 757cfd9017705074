"""``python -m bot`` / ``gpu-advisor-bot``: run the bot, or sync its slash commands.

Usage::

    python -m bot                      # run (reads DISCORD_TOKEN etc. from the env or .env)
    python -m bot sync                 # register the commands globally, then exit
    python -m bot sync --guild 1234    # register them in one server only (instant), then exit
    python -m bot sync --guild 1234 --clear   # remove the server-only copies again

Exit status: 0 on a clean stop, 2 when the settings are invalid, the token is missing or
Discord rejects it, 1 when Discord cannot be reached at start-up (one clear line on stderr;
the token itself is never printed or logged).
"""

from __future__ import annotations

import argparse
import asyncio
import sys

import aiohttp
import discord
from pydantic import ValidationError

from bot.app import create_bot
from bot.settings import BotSettings
from bot.sync import sync_commands

EXIT_USAGE = 2
EXIT_NETWORK = 1


def _fail(message: str) -> int:
    print(f"gpu-advisor-bot: error: {message}", file=sys.stderr)
    return EXIT_USAGE


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gpu-advisor-bot",
        description="Run the GPU Advisor Discord bot, or register its slash commands.",
    )
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("run", help="run the bot (the default)")
    sync = sub.add_parser("sync", help="register the slash commands with Discord, then exit")
    sync.add_argument("--guild", type=int, metavar="ID", help="sync to this server only (instant)")
    sync.add_argument("--clear", action="store_true", help="with --guild: remove the server-only commands")
    return parser


def load_settings() -> BotSettings:
    """Read :class:`BotSettings` from the environment and ``.env``."""
    return BotSettings()


async def _sync(settings: BotSettings, token: str, guild_id: int | None, clear: bool) -> int:
    bot = create_bot(settings)
    bot.sync_on_start = False
    async with bot:
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
    try:
        settings = load_settings()
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]).upper() or "settings"
        return _fail(f"invalid setting {where}: {first['msg']}")
    token = settings.token()
    if token is None:
        return _fail("DISCORD_TOKEN is not set. Put the bot token in the environment or in a .env file.")
    discord.utils.setup_logging(level=settings.log_level_number, root=True)
    try:
        if args.command == "sync":
            if args.clear and args.guild is None:
                return _fail("--clear needs --guild ID.")
            return asyncio.run(_sync(settings, token, args.guild, args.clear))
        bot = create_bot(settings)
        bot.run(token, log_handler=None)
    except discord.LoginFailure:
        return _fail("Discord rejected DISCORD_TOKEN (invalid or revoked). Copy a fresh token from the developer portal.")
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
