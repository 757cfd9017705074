"""Catalogue build: deterministic, rebuilt when inputs change, in sync with its price tables."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys

from advisor import catalog as cat
from advisor.i18n import Message, Renderer
from case_tables import ROOT


def sha(path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_build_is_deterministic(tmp_path):
    a = cat.build(tmp_path / "a.sqlite")
    b = cat.build(tmp_path / "b.sqlite")
    assert sha(a) == sha(b)


def test_the_build_code_it_names_exists():
    """Each module or package of ``BUILD_CODE`` is an input of the fingerprint: one that is not there
    (renamed, or made a package) would leave its code out of it, silently."""
    advisor_dir = ROOT / "advisor"
    missing = [name for name in cat.BUILD_CODE
               if not ((advisor_dir / name).is_file() or any((advisor_dir / name).rglob("*.py")))]
    assert not missing


def test_rebuilt_when_data_changes(tmp_path):
    data = tmp_path / "data"
    shutil.copytree(cat.data_dir(), data)
    db = tmp_path / "c.sqlite"
    first = cat.Catalog.load(db, data)
    assert "GeForce GTX 1080" in first.card_rows
    rules = data / "rules.csv"
    edited = rules.read_text(encoding="utf-8").replace("Prefer NVIDIA:", "Prefer NVIDIA (edited):")
    rules.write_text(edited, encoding="utf-8")
    second = cat.Catalog.load(db, data)
    assert second.rules["vendor.nvidia"]["text"].startswith("Prefer NVIDIA (edited):")
    # the data texts stored with it (registered at load, issue 30 §6) are the edited file's
    assert second.data_texts["rule.vendor.nvidia"].startswith("Prefer NVIDIA (edited):")
    assert Renderer()(Message(key="rule.vendor.nvidia")).startswith("Prefer NVIDIA (edited):")
    cat.Catalog.load()  # the session's catalogue again: its texts registered back


def test_the_stored_data_texts_are_the_data_files_texts(advisor):
    """Issue 30 §6: a load registers the data texts the build stored rather than reading the data
    files again: the same texts, as registering every text of the files in order leaves them."""
    from advisor.datatexts import data_messages
    from advisor.i18n import template

    read = {key: text for key, text, _ in data_messages(cat.data_dir())}
    assert advisor.catalog.data_texts == read and len(read) > 300
    assert all(template(key) == text for key, text in read.items() if key not in advisor.catalog.message_sources)


def test_markets_are_in_sync_with_the_price_tables():
    # tools/build_markets.py --check fails when data/markets/*.csv drifts from data/prices/.
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "build_markets.py"), "--check"],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_every_price_card_is_in_the_overlay(advisor):
    c = advisor.catalog
    for market in c.markets:
        for name, price in c.prices(market):
            assert c.card_rows[name]["dl_relevant"], name
            assert price.source and price.as_of


def test_one_price_per_card_and_condition(advisor):
    c = advisor.catalog
    for market in c.markets:
        keys = [(n, p.condition) for n, p in c.prices(market)]
        assert len(keys) == len(set(keys))


def test_markets_have_dates_currencies_and_rates(advisor):
    for m in advisor.markets().markets:
        assert m.as_of and m.currency and m.price_rule
        assert all(r.rate > 0 and r.source and r.as_of for r in m.exchange_rates)
    ms = {m.id: m for m in advisor.markets().markets}
    assert ms["2017-us"].platform_cost == 1500  # D17 L47
    assert advisor.markets().default == "current-us"


def test_unknown_market_error(advisor):
    import pytest

    from advisor.errors import UnknownMarket

    with pytest.raises(UnknownMarket) as e:
        advisor.recommend("500", market="mars-2099")
    assert e.value.code == "unknown_market"


def test_every_estimated_price_says_what_kind_of_estimate(advisor):
    from advisor.recommend import ESTIMATE_KINDS

    c = advisor.catalog
    for market in c.markets:
        for name, price in c.prices(market):
            assert price.estimated == bool(price.estimate_kind), (market, name, price.estimate_kind)
            assert not price.estimate_kind or price.estimate_kind in ESTIMATE_KINDS, (market, name)


def test_an_estimated_price_is_explained_in_the_answer_language(advisor):
    verdict = advisor.why("gtx 970", market="2017-us")
    price = verdict.facts.price
    assert price.estimated and price.note  # the note stays the source's words (a citation)
    zh = [Renderer("zh_Hans")(r.message) for r in verdict.reasons if r.rule_id == "price.estimated"]
    assert zh and all(price.note not in text and "估算" in text for text in zh)


def test_card_rows_are_the_files_rows_made_when_read(advisor, catalog_db):
    """Issue 30 §6: a loaded catalogue's card rows are made dicts when read (``file.Rows``): the
    same rows, by name, as the file's table; the overlay's and the systems' names read from the
    same columns."""
    import sqlite3

    con = sqlite3.connect(catalog_db)
    con.row_factory = sqlite3.Row
    table = {r["name"]: dict(r) for r in con.execute("SELECT * FROM cards")}
    con.close()
    rows = advisor.catalog.card_rows
    assert isinstance(rows, cat.Rows) and len(rows) == len(table) > 2000
    assert "GeForce GTX 970" in rows and "no such card" not in rows and list(rows) == list(table)
    assert rows["GeForce GTX 970"] is rows["GeForce GTX 970"]  # made once, kept
    assert dict(rows.items()) == table
    assert advisor.catalog.dl_names == sorted(n for n, r in table.items() if r["dl_relevant"])
    assert advisor.catalog.systems() == sorted(n for n, r in table.items() if r["line"] == "system")
