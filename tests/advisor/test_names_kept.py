"""The name index keeps its last resolutions (issue 30 §1, :data:`advisor.names.RESOLVED`): a kept one
equals a fresh one for any text, the table stays within its bound, and the stored index is pickled
without it."""

from __future__ import annotations

import csv
import hashlib
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from advisor.catalog.name_index import _pickled_index, _stored_index
from advisor.names import RESOLVED

CASES = Path(__file__).resolve().parents[1] / "cases" / "names.csv"
QUERIES = [row["query"] for row in csv.DictReader(CASES.open(encoding="utf-8"))]
TYPED = ["4 4090s", "3090s", "4090 super", "gtx 9999", "rtx pro 6000", "m4 max", "apple m3 max", "泰坦 xp",
         "1080tii", "h100 sxm", "", "  ", "<@123>", "x" * 500, "4090 " * 60]


def test_kept_resolutions_equal_fresh_ones(advisor):
    index = advisor.names
    for query in [*QUERIES, *TYPED]:
        fresh = index.resolve_fresh(query)
        assert index.resolve(query) == fresh, query
        assert index.resolve(query) == fresh, query  # the second one is the kept one


@settings(max_examples=200)
@given(st.text(max_size=40) | st.sampled_from(QUERIES).map(lambda q: q.upper() + "s"))
def test_any_text_resolves_kept_as_fresh(advisor, text):
    index = advisor.names
    assert index.resolve(text) == index.resolve(text) == index.resolve_fresh(text)


def test_the_kept_table_is_bounded(advisor):
    index = advisor.names
    for i in range(RESOLVED + 50):
        index.resolve(f"rtx {i}")
    assert index._resolved.cache_info().currsize <= RESOLVED


def test_the_stored_index_is_pickled_without_its_kept_resolutions(advisor):
    index = advisor.names
    index.resolve("3090")
    blob = _pickled_index(index)
    stored = _stored_index(blob, hashlib.sha256(blob).hexdigest())
    assert stored is not None and "_resolved" not in vars(stored)
    assert stored.resolve("4 4090s") == index.resolve("4 4090s")


def test_forget_empties_the_kept_resolutions(advisor):
    index = advisor.names
    index.resolve("3090")
    index.forget()
    assert index._resolved.cache_info().currsize == 0
    assert index.resolve("3090") == index.resolve_fresh("3090")
