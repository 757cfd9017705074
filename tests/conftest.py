"""Shared fixtures: one catalogue built per test session into a temporary file."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(scope="session")
def catalog_db(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("catalog") / "catalog.sqlite"


@pytest.fixture(scope="session", autouse=True)
def _catalog_env(catalog_db):
    """Point every Advisor.load() in the session (console included) at the temporary file."""
    mp = pytest.MonkeyPatch()
    mp.setenv("GPU_ADVISOR_DB", str(catalog_db))
    yield
    mp.undo()


@pytest.fixture(scope="session")
def advisor(catalog_db):
    from advisor import Advisor

    return Advisor.load(catalog_db)
