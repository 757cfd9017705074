"""``storage/`` belongs to neither face: importing it (and the console's ``prices`` command that
uses it) loads no Discord and nothing of ``bot/``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def test_storage_and_the_console_prices_import_no_discord_and_no_bot():
    code = ("import sys, storage, storage.settings, advisor.cli.prices; "
            "print('discord' in sys.modules, any(m == 'bot' or m.startswith('bot.') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO).stdout
    assert out.split() == ["False", "False"]


def test_the_bot_reads_the_data_path_as_the_console_does(monkeypatch, tmp_path):
    from bot.settings import BotSettings
    from storage.settings import StorageSettings

    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "x.sqlite"))
    assert BotSettings(_env_file=None).database_path == StorageSettings(_env_file=None).database_path
    monkeypatch.setenv("DATABASE_PATH", " ")
    assert StorageSettings(_env_file=None).database_path is None
