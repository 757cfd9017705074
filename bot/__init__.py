"""GPU Advisor's Discord front end: a thin adapter over the advisor core.

``create_bot(settings=None)`` builds a fully configured :class:`discord.ext.commands.Bot`
without a token; ``python -m bot`` runs it.

The names below are imported on first use (PEP 562), so importing a submodule such as
``bot.cogs.answers`` or ``bot.render`` does not import :mod:`bot.app` (no import circle between the
bot and its cogs).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.app import AdvisorBot, create_bot
    from bot.settings import BotSettings
    from bot.sync import sync_commands

__all__ = ["AdvisorBot", "BotSettings", "create_bot", "sync_commands"]

_HOMES = {"AdvisorBot": "bot.app", "create_bot": "bot.app", "BotSettings": "bot.settings", "sync_commands": "bot.sync"}


def __getattr__(name: str) -> Any:
    """Import ``bot.<name>`` for the names in ``__all__`` on first use."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'bot' has no attribute {name!r}")
    return getattr(importlib.import_module(home), name)
