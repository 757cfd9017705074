"""GPU Advisor's Discord front end: a thin adapter over the advisor core.

``create_bot(settings=None)`` builds a fully configured :class:`discord.ext.commands.Bot`
without a token; ``python -m bot`` runs it.
"""

from bot.app import AdvisorBot, create_bot, sync_commands
from bot.settings import BotSettings

__all__ = ["AdvisorBot", "BotSettings", "create_bot", "sync_commands"]
