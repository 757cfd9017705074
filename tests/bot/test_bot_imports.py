"""The import graph: the cogs and renderers never import ``bot.app`` (no import circle between
the bot and its commands), and the console core imports no Discord at all."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]

# In a fresh interpreter: import each module of bot.cogs, bot.render and the bot's shared
# modules on its own (every bot module forgotten in between, so each import starts from
# nothing, as if it were the first), then list the ones that pulled in bot.app.
EACH_ALONE = """
import importlib, pkgutil, sys
import bot.cogs, bot.render
names = sorted({"bot.sync", "bot.tree", "bot.charts", "bot.settings", "bot.cogs", "bot.render", "bot.i18n",
                "bot.quoting"}
               | {"bot.cogs." + m.name for m in pkgutil.iter_modules(bot.cogs.__path__)}
               | {"bot.render." + m.name for m in pkgutil.iter_modules(bot.render.__path__)})
for name in names:
    for loaded in [m for m in sys.modules if m == "bot" or m.startswith("bot.")]:
        del sys.modules[loaded]
    importlib.import_module(name)
    print(name, "bot.app" in sys.modules)
for loaded in [m for m in sys.modules if m == "bot" or m.startswith("bot.")]:
    del sys.modules[loaded]
from bot import create_bot  # the control: this one does need bot.app
print("control", "bot.app" in sys.modules)
"""


def test_each_cog_and_renderer_imports_without_bot_app():
    out = subprocess.run(
        [sys.executable, "-c", EACH_ALONE], capture_output=True, text=True, check=True, cwd=REPO
    ).stdout
    results = dict(line.split() for line in out.splitlines())

    for extension in ("answers", "card", "markets", "about", "admin", "ask", "common"):
        assert f"bot.cogs.{extension}" in results  # the check covers every command module
    assert "bot.render.common" in results and "bot.render.why" in results
    assert "bot.i18n" in results and "bot.quoting" in results
    assert results.pop("control") == "True"  # the check sees bot.app when it is imported
    assert {name: app for name, app in results.items() if app != "False"} == {}


def test_console_core_does_not_import_discord():
    code = (
        "import sys, advisor; advisor.Advisor; import advisor.cli; "
        "print('discord' in sys.modules, 'matplotlib' in sys.modules, 'bot' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO).stdout
    assert out.split() == ["False", "False", "False"]
