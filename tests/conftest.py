"""Shared fixtures: one catalogue built per test process into a temporary file.

``GPU_ADVISOR_DB`` is set when pytest imports this file (before any other conftest and any test
module), so the lists tests derive from the product at import time (``tests/product.py``)
and every ``Advisor.load()`` of the session use that one temporary file, never the user's own.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import settings

# Tests assert behaviour, never wall-clock time: hypothesis's per-example deadline (200 ms) is a
# timing check that a busy two-core CI machine fails at random (test_round_trip_multipliers did,
# on a clean clone under load). Every property test runs without one.
settings.register_profile("no-deadline", deadline=None)
settings.load_profile("no-deadline")

# Set when this file is imported: before any other conftest (tests/bot/conftest.py imports
# helpers that read the product) and before any test module is collected.
_CATALOG_DIR = Path(tempfile.mkdtemp(prefix="gpu-advisor-tests-"))
_SAVED_DB = os.environ.get("GPU_ADVISOR_DB")
os.environ["GPU_ADVISOR_DB"] = str(_CATALOG_DIR / "catalog.sqlite")


def pytest_unconfigure(config) -> None:
    if _SAVED_DB is None:
        os.environ.pop("GPU_ADVISOR_DB", None)
    else:
        os.environ["GPU_ADVISOR_DB"] = _SAVED_DB
    shutil.rmtree(_CATALOG_DIR, ignore_errors=True)


@pytest.fixture(scope="session")
def catalog_db() -> Path:
    """The session's catalogue file (``GPU_ADVISOR_DB``)."""
    return _CATALOG_DIR / "catalog.sqlite"


@pytest.fixture(scope="session", autouse=True)
def _catalog_env(catalog_db, tmp_path_factory):
    """Keep every Advisor.load() in the session (console included) on the temporary catalogue,
    and point the default per-server data file (bot, console ``prices``) at a temporary data
    folder, so no test writes to the user's own files."""
    mp = pytest.MonkeyPatch()
    mp.setenv("GPU_ADVISOR_DB", str(catalog_db))
    mp.setenv("XDG_DATA_HOME", str(tmp_path_factory.mktemp("xdg-data")))
    mp.delenv("DATABASE_PATH", raising=False)
    yield
    mp.undo()


@pytest.fixture(scope="session")
def advisor(catalog_db):
    """The session's one loaded core (the same object :func:`product.advisor` gives)."""
    import product

    found = product.advisor()
    assert found.catalog.path == catalog_db
    return found


# ------------------------------------------------------------------------------ PostgreSQL (issue 22)
@pytest.fixture(scope="session")
def pg_server():
    """A real PostgreSQL server for the session (tests/pg_server.py); skipped, with the reason
    shown, only when no PostgreSQL is installed (``.ci/run`` installs Debian's ``postgresql``)."""
    from pg_server import PostgresServer, find_pg_ctl

    pg_ctl = find_pg_ctl()
    if pg_ctl is None:
        if os.environ.get("GPU_ADVISOR_REQUIRE_POSTGRES"):  # .ci/run installs it: CI never skips these
            pytest.fail("GPU_ADVISOR_REQUIRE_POSTGRES is set but no PostgreSQL (pg_ctl) is installed")
        pytest.skip("no PostgreSQL binaries (pg_ctl) on this machine: apt-get install postgresql")
    server = PostgresServer(pg_ctl).start()
    yield server
    server.remove()


@pytest.fixture
def pg_url(pg_server, request):
    """The URL of a fresh, empty database on the session's server, for one test."""
    import re

    name = "t_" + re.sub(r"[^a-z0-9]+", "_", request.node.name.lower())[:50] + f"_{os.getpid()}"
    return pg_server.new_database(name)
