"""A model's longer-window twin (break33 #9): "llama 3 8b with 128k context" was refused with only Llama 3 8B's
8,192-token window, when Llama 3.1 8B — the same size and build (``data/models.csv``: parameters, layers, hidden size,
KV heads, feed-forward size and experts all equal) — reads 131,072 tokens. The refusal names such a twin whose window
holds the context asked. Pure (reads the table once)."""

from __future__ import annotations

import csv
from functools import cache

SHAPE = ("params_b", "layers", "hidden_size", "kv_heads", "intermediate_size", "experts")
"""The columns of ``data/models.csv`` two models must share to be the same build."""


@cache
def _rows() -> list[tuple[str, tuple[str, ...], int]]:
    """(name, build, native window) of each row of ``data/models.csv`` with a window."""
    from ..catalog import data_dir

    with (data_dir() / "models.csv").open(encoding="utf-8", newline="") as f:
        return [(r["name"], tuple(r[c] for c in SHAPE), int(r["context_tokens"])) for r in csv.DictReader(f)
                if r["context_tokens"].strip()]


def longer_twin(name: str, context: int) -> tuple[str, int] | None:
    """The model of the same build as ``name`` whose window holds ``context`` tokens (the shortest such window,
    then the table's first), with that window; ``None`` when there is none."""
    build = next((b for n, b, _ in _rows() if n == name), None)
    if build is None:
        return None
    twins = [(w, i, n) for i, (n, b, w) in enumerate(_rows()) if b == build and n != name and w >= context]
    if not twins:
        return None
    w, _, n = min(twins)
    return n, w


def same_build(name: str) -> list[str]:
    """The other models of the same build as ``name`` (:data:`SHAPE` equal: Llama 3 8B and Llama 3.1 8B), in the
    table's order; ``[]`` when there is none or ``name`` is not in the table."""
    build = next((b for n, b, _ in _rows() if n == name), None)
    return [n for n, b, _ in _rows() if b == build and n != name] if build is not None else []
