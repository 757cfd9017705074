"""The storage suite that runs against both stores: SQLite (the embedded default, always) and a
real PostgreSQL server the tests start themselves (tests/pg_server.py; skipped with the reason
shown only when no PostgreSQL is installed). Run it alone with
``.venv/bin/python -m pytest -q tests/storage/test_backends.py``."""

from __future__ import annotations

import threading

import pytest

from storage import MAX_PRICES_PER_MARKET, PriceLimitReached, ServerSettings, StorageError, open_store

G = 1234


@pytest.fixture(params=["sqlite", "postgres"])
def store(request, tmp_path):
    if request.param == "sqlite":
        s = open_store(path=tmp_path / "d.sqlite")
    else:
        s = open_store(url=request.getfixturevalue("pg_url"))
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


def test_bad_arguments_write_nothing(store):
    with pytest.raises(ValueError):
        store.set_price(G, market="current-us", card="x", condition="mint", amount=1, currency="USD", user_id=1)
    with pytest.raises(ValueError):
        store.set_settings(G, {"colour": "red"}, user_id=1)
    assert store.version(G) == 0


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
