"""Fixtures for the Discord bot's tests: the real advisor core, the real bot, SimCord.

The advisor is the session's one loaded core (``tests/conftest.py``). ``simcord_env`` (from
SimCord's pytest plugin) starts the bot built by ``simcord_bot`` against an in-memory Discord:
no network, no token. ``world`` adds what a test needs around it: the commands synced globally
(as ``python -m bot sync`` does), a server with a channel, and a member, alice.
"""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import pytest
import pytest_asyncio

from advisor import Advisor
from bot import charts, create_bot, sync_commands
from bot.settings import BotSettings
from bot_testing import make_settings
from storage import Storage


@pytest.fixture(scope="session", autouse=True)
def _charts_ready():
    """Draw-ready before the first test: matplotlib imported here (charts a test draws in a
    thread) and the default chart worker started, once per test process. Otherwise the first
    chart command of a process pays for both inside SimCord's 5 s settle, which a cold, busy
    machine can exceed."""
    charts.warm_up()
    workers = make_settings().chart_workers
    if workers:
        asyncio.run(charts.ChartRenderer(workers, 1).render(charts.warm_up, None))


@pytest.fixture
def bot_settings() -> BotSettings:
    """Default test settings; override this fixture in a module to change them."""
    return make_settings()


@pytest.fixture
def storage(tmp_path) -> Storage:
    """A fresh per-server data file for one test."""
    store = Storage.open(tmp_path / "server-data.sqlite")
    yield store
    store.close()


@pytest.fixture
def simcord_bot(bot_settings: BotSettings, advisor: Advisor, storage: Storage):
    """The bot under test (sharing the session's advisor so each test starts fast, with its own
    per-server data file)."""
    return create_bot(bot_settings, advisor=advisor, storage=storage)


@pytest.fixture
def locale(monkeypatch):
    """``locale(member, guild)``: set the locales of the interactions SimCord sends from now on
    (SimCord always sends ``en-US``; its payload builder is wrapped)."""
    import simcord.interactions

    real = simcord.interactions.base_payload

    def set_locale(member: str, guild: str | None = None) -> None:
        def base_payload(*args, **kwargs):
            record, payload = real(*args, **kwargs)
            payload["locale"] = member
            if guild is not None and "guild_locale" in payload:
                payload["guild_locale"] = guild
            return record, payload

        monkeypatch.setattr(simcord.interactions, "base_payload", base_payload)

    return set_locale


@pytest_asyncio.fixture
async def world(simcord_env):
    """A synced bot, a server "GPU Club" with #hardware, and a member alice."""
    await sync_commands(simcord_env.bot)
    guild = simcord_env.create_guild("GPU Club")
    channel = guild.create_text_channel("hardware")
    alice = guild.add_member(simcord_env.create_user("alice"))
    return SimpleNamespace(
        env=simcord_env,
        bot=simcord_env.bot,
        advisor=simcord_env.bot.advisor,
        guild=guild,
        channel=channel,
        alice=alice,
    )
