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
from bot_testing import PNG_MAGIC, SETTLE_TIMEOUT, make_settings
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


def pytest_collection_modifyitems(config, items):
    """Every SimCord environment of these tests settles with :data:`bot_testing.SETTLE_TIMEOUT`
    (unless a test's ``simcord`` marker says otherwise): SimCord waits for the bot's work itself —
    a chart drawn in a worker process, a view built in a thread — and the timeout is only a net
    against a bot that never settles, wide enough for a busy machine."""
    for item in items:
        if "simcord_env" not in getattr(item, "fixturenames", ()):
            continue
        marker = item.get_closest_marker("simcord")
        options = {"settle_timeout": SETTLE_TIMEOUT, **(marker.kwargs if marker else {})}
        item.add_marker(pytest.mark.simcord(**options))


@pytest.fixture(autouse=True)
def _chart_workers_stay(monkeypatch):
    """``python -m bot``'s ``main()`` stops the process's chart workers when it ends; called in
    the test process it would stop the session's (every later chart test starting them again).
    Here it leaves them to the session; ``test_bot_stop.py`` checks the real stop in a process."""
    import bot.__main__ as entry

    monkeypatch.setattr(entry, "_stop_chart_workers", lambda: None)


@pytest.fixture
def instant_charts(monkeypatch):
    """Charts that take no time to draw, for tests that count commands rather than look at
    charts (a real chart is a worker process's matplotlib)."""
    def instant(model):
        return PNG_MAGIC + b"chart"

    for name in ("recommend_chart", "compare_chart", "fit_chart"):
        monkeypatch.setattr(charts, name, instant)


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
    per-server data file). Its answers' clock stands still: how long an interaction waited for its
    turn (``bot.acknowledge.LATE_SECONDS``) never depends on how busy the test machine is; the tests
    of waiting give their own (``test_bot_arrivals.py``)."""
    bot = create_bot(bot_settings, advisor=advisor, storage=storage)
    bot.answers.clock = lambda: 0.0
    return bot


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
