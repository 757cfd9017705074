"""The storage contract's tests (:class:`storage.base.Store`: caps, the audit row per change,
resets, imports all or nothing, history, settings, one process per shard), run once per backend:
SQLite (the embedded default, always) and a real PostgreSQL server the tests start themselves
(tests/pg_server.py; skipped with the reason shown only when no PostgreSQL is installed, and
never in CI). What only one backend has (SQLite's file checks, PostgreSQL's coherence between
processes) is tested in test_storage.py and at the end of this file. Run it alone with
``.venv/bin/python -m pytest -q tests/storage/test_backends.py``."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from storage import MAX_PRICES_PER_MARKET, PriceLimitReached, ServerSettings, StorageError, open_store

G = 1234
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(params=["sqlite", "postgres"])
def where(request, tmp_path) -> dict:
    """``open_store``'s arguments for one backend: a new SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        return {"path": str(tmp_path / "d.sqlite")}
    return {"url": request.getfixturevalue("pg_url")}


@pytest.fixture
def store(where):
    s = open_store(**where)
    yield s
    s.close()


def set_4090(store, amount: float = 1599, user: int = 7, guild: int = G):
    return store.set_price(guild, market="current-us", card="GeForce RTX 4090", condition="new", amount=amount,
                           currency="USD", user_id=user)


def test_every_change_is_audited_and_versions_grow(store):
    assert store.version(G) == 0 and store.prices(G) == []
    old, new = set_4090(store, 1599)
    assert old is None and new.value == "1599 USD"
    v1 = store.version(G)
    old, _ = set_4090(store, 1499, user=8)
    assert old.amount == 1599 and store.version(G) > v1
    store.set_setting(G, "market", "2019-cn", user_id=8)
    assert store.settings(G) == ServerSettings(market="2019-cn")
    assert [p.amount for p in store.reset_price(G, market="current-us", card="GeForce RTX 4090", user_id=9)] == [1499]
    log = store.history(G, limit=10)
    assert [e.action for e in log] == ["reset", "setting", "set", "set"]
    assert (log[-1].user_id, log[-1].via, log[-1].new_value) == (7, "discord", "1599 USD")
    assert store.history(99) == [] and store.version(99) == 0  # other servers are separate


def test_an_import_is_all_or_nothing_and_a_dry_run_changes_nothing(store):
    set_4090(store, 1599)
    rows = [("current-us", "GeForce RTX 3090", "used", 700.0, "USD"), ("current-us", "GeForce RTX 4090", "new",
                                                                          1599.0, "USD")]
    before = store.version(G)
    dry = store.import_prices(G, rows, dry_run=True, replace=True)
    assert (dry.added, dry.unchanged, dry.removed) == (1, 1, 0) and store.version(G) == before
    with pytest.raises(ValueError):
        store.import_prices(G, [*rows, rows[0]])  # a key twice: nothing written
    assert store.version(G) == before
    summary = store.import_prices(G, rows, via="console")
    assert (summary.added, summary.changed, summary.unchanged) == (1, 0, 1)
    assert [e.via for e in store.history(G, limit=1)] == ["console"]
    summary = store.import_prices(G, rows[:1], replace=True)
    assert summary.removed == 1 and [p.card for p in store.prices(G)] == ["GeForce RTX 3090"]
    assert store.integrity_check() == "ok"


def test_the_cap_per_server_and_market_holds(store):
    names = [f"Card {i}" for i in range(MAX_PRICES_PER_MARKET // 2)]
    rows = [("current-us", n, c, 100.0, "USD") for n in names for c in ("new", "used")]
    store.import_prices(G, rows)
    with pytest.raises(PriceLimitReached):
        set_4090(store)
    with pytest.raises(PriceLimitReached):
        store.check_room(G, "current-us", "GeForce RTX 4090", "new")
    store.check_room(G, "current-us", "Card 0", "new")  # a change fits
    with pytest.raises(PriceLimitReached):
        store.import_prices(G, [("current-us", "GeForce RTX 4090", "new", 1.0, "USD")])
    assert len(store.prices(G)) == MAX_PRICES_PER_MARKET
    set_4090(store, guild=G + 1)  # another server, another market: their own caps


def test_fifty_threads_setting_the_same_price_lose_nothing(store):
    barrier = threading.Barrier(50)

    def admin(i: int) -> None:
        barrier.wait()  # all at once
        set_4090(store, 1000 + i, i)

    threads = [threading.Thread(target=admin, args=(i,)) for i in range(50)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    log = list(reversed(store.history(G, limit=100)))
    assert len(log) == 50 and {e.user_id for e in log} == set(range(50))
    assert [e.old_value for e in log] == [None, *[e.new_value for e in log[:-1]]]  # each saw the one before
    assert store.prices(G)[0].value == log[-1].new_value and store.integrity_check() == "ok"


def test_every_change_is_audited_resets_included(store):
    assert store.version(G) == 0
    set_4090(store, 1599, user=1)
    set_4090(store, 1499, user=2)
    store.set_price(G, market="current-us", card="GeForce RTX 4090", condition="used", amount=1100,
                    currency="USD", user_id=2)
    store.set_price(G, market="2019-cn", card="GeForce RTX 2080 Ti", condition="new", amount=9000,
                    currency="CNY", user_id=3)
    removed = store.reset_price(G, market="current-us", card="GeForce RTX 4090", user_id=4)
    assert sorted(p.condition for p in removed) == ["new", "used"]
    assert store.reset_price(G, market="current-us", card="GeForce RTX 4090", user_id=4) == []
    assert [p.card for p in store.reset_all(G, user_id=5)] == ["GeForce RTX 2080 Ti"]
    store.set_settings(G, {"market": "2019-cn", "bare_currency": "CNY"}, user_id=6)
    store.set_setting(G, "market", None, user_id=6)

    log = list(reversed(store.history(G, limit=100)))
    assert [(e.action, e.user_id, e.old_value, e.new_value) for e in log] == [
        ("set", 1, None, "1599 USD"),
        ("set", 2, "1599 USD", "1499 USD"),
        ("set", 2, None, "1100 USD"),
        ("set", 3, None, "9000 CNY"),
        ("reset", 4, "1499 USD", None),
        ("reset", 4, "1100 USD", None),
        ("reset_all", 5, "9000 CNY", None),
        ("setting", 6, None, "2019-cn"),
        ("setting", 6, None, "CNY"),
        ("setting", 6, "2019-cn", None),
    ]
    assert all(e.at.endswith("Z") and e.via == "discord" for e in log)
    assert [e.card for e in store.history(G, card="GeForce RTX 2080 Ti")] == ["GeForce RTX 2080 Ti"] * 2
    assert store.version(G) == log[-1].id and store.version(G + 1) == 0
    assert store.prices(G) == [] and store.settings(G).market is None


def test_other_guilds_are_separate(store):
    set_4090(store, 1599, guild=1)
    set_4090(store, 999, guild=2)
    store.reset_all(1, user_id=1)
    assert store.prices(1) == [] and [p.amount for p in store.prices(2)] == [999]
    assert store.history(2)[0].guild == 2


def test_bad_arguments_write_nothing(store):
    for amount in (0, -1, float("nan"), float("inf"), True):
        with pytest.raises(ValueError):
            set_4090(store, amount)
    with pytest.raises(ValueError):
        store.set_price(G, market="current-us", card="X", condition="mint", amount=1, currency="USD", user_id=1)
    with pytest.raises(ValueError):
        store.set_setting(G, "prefix", "!", user_id=1)
    with pytest.raises(ValueError):
        store.import_prices(G, [("current-us", "X", "new", 1, "USD"), ("current-us", "X", "new", 2, "USD")])
    assert store.version(G) == 0 and store.prices(G) == []


def test_an_import_that_fails_midway_writes_nothing(store):
    set_4090(store, 1599)
    rows = [("current-us", f"Card {i}", "new", 100.0 + i, "USD") for i in range(50)]

    def explode(i: int) -> None:
        if i == 30:
            raise RuntimeError("the disk fell off")

    with pytest.raises(RuntimeError):
        store.import_prices(G, rows, progress=explode)
    assert [p.card for p in store.prices(G)] == ["GeForce RTX 4090"]
    assert len(store.history(G, limit=100)) == 1

    summary = store.import_prices(G, rows[:3] + [("current-us", "GeForce RTX 4090", "new", 1599, "USD")],
                                  replace=False)
    assert (summary.added, summary.changed, summary.unchanged, summary.removed) == (3, 0, 1, 0)
    summary = store.import_prices(G, rows[:2], replace=True)
    assert (summary.added, summary.unchanged, summary.removed) == (0, 2, 2)
    assert [p.card for p in store.prices(G)] == ["Card 0", "Card 1"]
    assert {e.action for e in store.history(G, limit=100)} == {"set", "import", "import_reset"}
    assert all(e.via == "console" and e.user_id is None for e in store.history(G, limit=5))


def test_a_write_that_fails_saves_nothing_and_says_so(store, monkeypatch):
    """A failure inside the transaction (the driver's own error: a full disk), injected after the
    price is written and before its audit row: the member's sentence, and neither the price nor
    its record is saved — the version does not move."""
    import sqlite3

    import psycopg

    from storage import base

    set_4090(store, 1599)
    before = (store.version(G), store.prices(G), store.history(G, limit=100))
    full = sqlite3.OperationalError("database or disk is full") if "sqlite" in type(store).__module__ else \
        psycopg.errors.DiskFull("could not extend file: No space left on device")

    def disk_full(*args, **kwargs):
        raise full

    monkeypatch.setattr(base, "_audit", disk_full)
    for change in (lambda: set_4090(store, 1), lambda: store.reset_all(G, user_id=1),
                   lambda: store.set_setting(G, "market", "2019-cn", user_id=1),
                   lambda: store.import_prices(G, [("current-us", "GeForce RTX 3090", "used", 700.0, "USD")])):
        with pytest.raises(StorageError) as err:
            change()
        assert "could not be saved" in err.value.message and "nothing was changed" in err.value.message
    monkeypatch.undo()
    assert (store.version(G), store.prices(G), store.history(G, limit=100)) == before
    set_4090(store, 1499)  # and the store goes on
    assert store.prices(G)[0].amount == 1499


CLAIM = """
import sys, json
from storage import open_store, StorageError
where = json.loads(sys.argv[1])
shards = json.loads(sys.argv[2])
store = open_store(**where)
try:
    store.claim_shards(shards)
except StorageError as exc:
    print(exc.message)
    sys.exit(3)
print("claimed")
"""


def claim_elsewhere(where: dict, shards: list[int] | None) -> tuple[int, str]:
    """Another process claims ``shards`` on the same store: its exit status and what it said."""
    import json

    done = subprocess.run([sys.executable, "-c", CLAIM, json.dumps(where), json.dumps(shards)], capture_output=True,
                          text=True, cwd=REPO, timeout=120)
    assert "Traceback" not in done.stderr, done.stderr
    return done.returncode, done.stdout.strip()


def test_one_process_per_shard(where):
    """Two bot processes never run the same shard on one store: a second process claiming a shard
    the first runs is refused in one sentence naming the shard; other shards are free; a process
    running every shard excludes any other; a store closed (or a process ended) gives its shards
    back."""
    first = open_store(**where)
    try:
        first.claim_shards([0, 2])
        code, said = claim_elsewhere(where, [1, 2])
        assert code == 3 and "already runs shard 2" in said and "SHARD_IDS" in said and "\n" not in said
        assert claim_elsewhere(where, [1, 3]) == (0, "claimed")  # the claims of a process end with it
        code, said = claim_elsewhere(where, None)
        assert code == 3 and "runs every shard" in said and "Another bot process already uses" in said
    finally:
        first.close()
    assert claim_elsewhere(where, [2]) == (0, "claimed")  # closed: given back
    every = open_store(**where)
    try:
        every.claim_shards(None)
        code, said = claim_elsewhere(where, [5])
        assert code == 3 and "already runs every shard" in said
    finally:
        every.close()


# ------------------------------------------------------------------------------ PostgreSQL only
def test_two_processes_migrate_once_and_see_each_others_changes(pg_url):
    """Coherence: a change through one store is seen by the other's next version_nowait as soon
    as PostgreSQL delivers the notification (bound: COHERENCE_BOUND_S)."""
    import time

    from storage.postgres import COHERENCE_BOUND_S, SCHEMA_VERSION, PostgresStorage

    a, b = PostgresStorage.open(pg_url), PostgresStorage.open(pg_url)
    try:
        assert a.schema_version == b.schema_version == SCHEMA_VERSION
        assert b.version(G) == 0 and b.version_nowait(G) == 0  # read once, then from memory
        set_4090(a, 1234)
        deadline = time.monotonic() + COHERENCE_BOUND_S
        while b.version_nowait(G) in (0,) and time.monotonic() < deadline:
            time.sleep(0.01)
        seen = b.version_nowait(G)
        assert seen is None or seen == a.version(G)  # never a stale version from memory
        assert b.version(G) == a.version(G) and b.prices(G)[0].amount == 1234
    finally:
        a.close()
        b.close()


def test_a_database_that_is_not_ours_is_refused_untouched(pg_url):
    import psycopg

    with psycopg.connect(pg_url, autocommit=True) as conn:
        conn.execute("CREATE TABLE prices (id int)")
    with pytest.raises(StorageError, match="did not make"):
        open_store(url=pg_url)
    with psycopg.connect(pg_url) as conn:
        assert conn.execute("SELECT COUNT(*) FROM information_schema.tables WHERE table_name = "
                            "'schema_migrations'").fetchone()[0] == 0  # rolled back: left as it was


def test_an_unreachable_database_is_one_line_without_the_password():
    with pytest.raises(StorageError) as err:
        open_store(url="postgresql://gpu:s3cret@127.0.0.1:1/nothing")
    assert "s3cret" not in err.value.message and "cannot be reached" in err.value.message
