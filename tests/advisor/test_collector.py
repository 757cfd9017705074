"""The collector in a long-running process (issue 30 §1, :mod:`advisor.collector`): what is loaded is
frozen out of its reach, its young pass runs once per :data:`~advisor.collector.YOUNG` new objects, and
cyclic garbage is still collected — by the collector itself, not only by an explicit ``gc.collect``."""

from __future__ import annotations

import gc
import weakref

import pytest

from advisor.collector import YOUNG, settle


class _Node:
    """A cycle's part, weakly referable."""

    def __init__(self) -> None:
        self.other: _Node | None = None


@pytest.fixture
def collector():
    """Leave the collector as the test found it."""
    threshold, enabled = gc.get_threshold(), gc.isenabled()
    gc.enable()
    yield
    gc.unfreeze()
    gc.set_threshold(*threshold)
    if not enabled:
        gc.disable()


def _cycle() -> weakref.ref:
    a, b = _Node(), _Node()
    a.other, b.other = b, a
    return weakref.ref(a)


def test_settle_freezes_what_is_loaded_and_raises_the_young_threshold(advisor, collector):
    frozen = settle()
    assert frozen == gc.get_freeze_count() > 0
    assert gc.get_threshold()[0] == YOUNG > 700  # CPython's default is 700
    assert not any(o is advisor for o in gc.get_objects())  # the loaded core is out of the collector's reach


def test_cycles_made_after_settle_are_still_collected_by_the_collector(collector):
    settle(young=1000)
    dead = _cycle()
    assert dead() is not None  # a cycle: reference counting alone does not free it
    held = [[] for _ in range(1500)]  # more new tracked objects than the young threshold: a pass runs
    assert dead() is None
    del held


def test_a_cycle_waits_for_the_young_threshold(collector):
    settle(young=YOUNG)
    alive = _cycle()
    held = [[] for _ in range(YOUNG // 10)]  # far below the threshold: no pass yet
    assert alive() is not None
    del held
    gc.collect()
    assert alive() is None
