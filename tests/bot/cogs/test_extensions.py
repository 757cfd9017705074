"""``bot/cogs/__init__.py``: the one list of command modules, each a loadable extension."""

from __future__ import annotations

import importlib
import pkgutil

import bot.cogs
from bot import create_bot
from bot.cogs import EXTENSIONS
from bot_testing import make_settings

SHARED = {"bot.cogs.common"}  # helpers, not an extension


def test_every_cog_module_is_listed_once_and_has_a_setup():
    modules = {f"bot.cogs.{m.name}" for m in pkgutil.iter_modules(bot.cogs.__path__)}

    assert len(EXTENSIONS) == len(set(EXTENSIONS))
    assert set(EXTENSIONS) == modules - SHARED  # a module not in the list would never load
    for name in EXTENSIONS:
        assert callable(getattr(importlib.import_module(name), "setup", None)), name


async def test_setup_hook_loads_the_list_and_is_idempotent(advisor):
    bot = create_bot(make_settings(), advisor=advisor)

    await bot.setup_hook()
    commands = [c.name for c in bot.tree.get_commands()]
    await bot.setup_hook()  # a second login must not load anything twice

    assert list(bot.extensions) == list(EXTENSIONS)
    assert [c.name for c in bot.tree.get_commands()] == commands
    assert len(bot.cogs) == len(EXTENSIONS)
