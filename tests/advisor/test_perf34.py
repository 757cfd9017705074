"""perf34 (issue 30 §1): the kept tables' keys and a comparison's reasons without Python calls per part.

- :class:`advisor.kept.Same` is its object's ``id`` as an ``int`` holding the object: a table's lookup hashes and
  compares its parts in C (a named model's pick is keyed by seven of them), and it still holds the object, so an
  ``id`` is never reused while an entry lives;
- :func:`advisor.compare_support.extend_new` adds a comparison's deciding reasons not said yet as
  ``reasons.extend(r for r in decide if r not in reasons)`` did, asking pydantic's ``==`` only of reasons of the
  same rule.
"""

from __future__ import annotations

import gc
import random
import threading
import weakref

from hypothesis import given, settings
from hypothesis import strategies as st

from advisor import compare, compare_llm, kept
from advisor.cli.render import View, render_comparison
from advisor.compare_support import extend_new
from advisor.i18n import msg
from advisor.models import Reason


class _Obj:
    """A plain object (weakly referable) standing for a market or a catalogue."""


class _Book:
    """A rule book's memo and its lock, alone."""

    def __init__(self) -> None:
        self.memo: dict = {}
        self.memo_lock = threading.Lock()


def test_same_is_its_objects_identity() -> None:
    a, b = _Obj(), _Obj()
    assert kept.Same(a) == kept.Same(a) and hash(kept.Same(a)) == id(a)
    assert kept.Same(a) != kept.Same(b) and kept.Same(a) != a and kept.Same(a).obj is a
    key = ("llm.pick", kept.Same(a), 3, None)
    table = {key: "x"}
    assert table[("llm.pick", kept.Same(a), 3, None)] == "x"
    assert ("llm.pick", kept.Same(b), 3, None) not in table
    assert "Same(" in repr(kept.Same(a))


def test_a_kept_key_holds_its_object_until_its_entry_goes(advisor) -> None:
    """The object a key names lives as long as its entry (its id is never another object's while kept)."""
    book = advisor.rules
    obj = _Obj()
    ref = weakref.ref(obj)
    assert kept.keep(book, "perf34.test", (kept.Same(obj), 1), lambda: "made") == "made"
    assert kept.keep(book, "perf34.test", (kept.Same(obj), 1), lambda: "again") == "made"
    del obj
    gc.collect()
    assert ref() is not None  # held by the table's key
    with book.memo_lock:
        del book.memo["kept:perf34.test"]
    gc.collect()
    assert ref() is None


def test_a_table_is_found_by_its_name() -> None:
    book = _Book()
    kept.keep(book, "compare.facts", 1, lambda: "a")
    kept.keep(book, "compare.source", 1, lambda: "b")
    assert kept.entries(book) == {"compare.facts": 1, "compare.source": 1}
    assert kept.keep(book, "compare.facts", 1, lambda: "c") == "a"


def _reason(rule: str, text: str) -> Reason:
    return Reason(rule_id=rule, message=msg("test.perf34", "{text}", text=text), source="test")


_POOL = [("memory.llm-task", "a"), ("memory.llm-task", "b"), ("vendor.nvidia", "a"), ("value.used-market", "a")]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.booleans()), max_size=8),
       st.lists(st.tuples(st.integers(0, 3), st.booleans()), max_size=8))
def test_extend_new_is_the_membership_walk(first, more) -> None:
    """Equal reasons (made twice), the same object, the same rule with another sentence: as ``not in`` decided,
    the appended ones among themselves too."""
    made = [_reason(*p) for p in _POOL]

    def pick(i: int, fresh: bool) -> Reason:
        return _reason(*_POOL[i]) if fresh else made[i]

    reasons = [pick(i, f) for i, f in first]
    decide = [pick(i, f) for i, f in more]
    old, new = list(reasons), list(reasons)
    old.extend(r for r in decide if r not in old)
    extend_new(new, decide)
    assert len(old) == len(new) and all(a is b for a, b in zip(old, new, strict=True))


def _walked(reasons, more) -> None:
    reasons.extend(r for r in more if r not in reasons)


def test_comparisons_are_the_walks(advisor, monkeypatch) -> None:
    """Comparisons of random pairs (LLM and general, every market) equal those with the membership walk, rendered
    in English and Chinese."""
    rng = random.Random(34)
    names, markets = advisor.catalog.dl_names, list(advisor.catalog.markets)
    asked = [(rng.choice(names), rng.choice(names), rng.choice(markets), rng.choice(["llm", "general"]))
             for _ in range(40)]

    def answers() -> list[object]:
        out: list[object] = []
        for a, b, m, use in asked:
            try:
                c = advisor.compare(a, b, market=m, use_case=use)
            except Exception as err:  # noqa: BLE001 - a refusal is an answer, compared as such
                out.append(repr(err))
                continue
            shown = [render_comparison(c, View(language=lang)) for lang in ("en", "zh_Hans")]
            out.append((c.model_dump_json(), *shown))
        return out

    now = answers()
    for module in (compare, compare_llm):
        monkeypatch.setattr(module, "extend_new", _walked)
    assert answers() == now
