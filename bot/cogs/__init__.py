"""The bot's commands: one extension module per command (or command group).

Each module in :data:`EXTENSIONS` defines a :class:`~discord.ext.commands.Cog` and an
``async def setup(bot)`` that adds it; :meth:`bot.app.AdvisorBot.setup_hook` loads them with
:meth:`~discord.ext.commands.Bot.load_extension`, in this order (``/about`` lists the commands
in the same order). Helpers the cogs share live in :mod:`bot.cogs.common`. A cog never imports
:mod:`bot.app` at run time.
"""

EXTENSIONS: tuple[str, ...] = (
    "bot.cogs.recommend",
    "bot.cogs.compare",
    "bot.cogs.why",
    "bot.cogs.fits",
    "bot.cogs.card",
    "bot.cogs.markets",
    "bot.cogs.about",
    "bot.cogs.price",
    "bot.cogs.settings",
    "bot.cogs.admin",
    "bot.cogs.ask",
)
"""The command modules the bot loads: adding a command adds one line here."""
