"""Shared fixtures: one catalogue built per test session into a temporary file."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def catalog_db(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("catalog") / "catalog.sqlite"


@pytest.fixture(scope="session", autouse=True)
def _catalog_env(catalog_db, tmp_path_factory):
    """Point every Advisor.load() in the session (console included) at the temporary file, and
    the default per-server data file (bot, console ``prices``) at a temporary data folder, so no
    test writes to the user's own files."""
    mp = pytest.MonkeyPatch()
    mp.setenv("GPU_ADVISOR_DB", str(catalog_db))
    mp.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("xdg-data")))
    mp.delenv("DATABASE_PATH", raising=False)
    yield
    mp.undo()


@pytest.fixture(scope="session")
def advisor(catalog_db):
    from advisor import Advisor

    return Advisor.load(catalog_db)
