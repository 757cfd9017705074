"""The bot's commands: the answering commands of the command table in one extension
(:mod:`bot.cogs.answers`, built from :data:`advisor.commands.COMMANDS`), and one extension module
per command (or command group) that is the bot's own.

Each module in :data:`EXTENSIONS` defines a :class:`~discord.ext.commands.Cog` and an
``async def setup(bot)`` that adds it; :meth:`bot.app.AdvisorBot.setup_hook` loads them with
:meth:`~discord.ext.commands.Bot.load_extension`, in this order (``/about`` lists the commands
in the same order). Helpers the cogs share live in :mod:`bot.cogs.common`. A cog never imports
:mod:`bot.app` at run time.
"""

EXTENSIONS: tuple[str, ...] = (
    "bot.cogs.answers",
    "bot.cogs.card",
    "bot.cogs.markets",
    "bot.cogs.about",
    "bot.cogs.price",
    "bot.cogs.settings",
    "bot.cogs.admin",
    "bot.cogs.ask",
)
"""The command modules the bot loads: a command of the table needs no line here (it is a row of
:data:`advisor.commands.COMMANDS`); a command of the bot's own adds one line."""
