"""The MacBook Air line as machines people own (answers44 #4).

"can my macbook air m2 16gb run llama 8b?" said it did not know the machine and ranked desktop cards; the catalogue
held only the M1 Air with 8 GB. The M1 to M4 Airs with their memory options are rows of ``data/systems.csv`` (each
sourced; bandwidth M1 68.2, M2 and M3 100, M4 120 GB/s), read from the words people use, in English and Chinese."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BANDWIDTH = {"Apple M1": 68.2, "Apple M2": 100.0, "Apple M3": 100.0, "Apple M4": 120.0}
MEMORY = {"Apple M1": {8, 16}, "Apple M2": {8, 16, 24}, "Apple M3": {8, 16, 24}, "Apple M4": {16, 24, 32}}


@pytest.fixture
def index(advisor):
    return advisor.names


def _airs() -> list[dict[str, str]]:
    with open(ROOT / "data" / "systems.csv", newline="", encoding="utf-8") as fh:
        return [r for r in csv.DictReader(fh) if r["id"].startswith("macbook-air-")]


def test_every_air_chip_has_its_memory_options_and_bandwidth_each_sourced():
    airs = _airs()
    for chip, sizes in MEMORY.items():
        rows = [r for r in airs if r["chip"].split(" (")[0] == chip]
        assert {int(r["memory_gb"]) for r in rows} == sizes, chip
        for r in rows:
            assert float(r["bandwidth_gb_s"]) == BANDWIDTH[chip], r["id"]
            assert "http" in r["source"] or "@" in r["source"], r["id"]
            assert not r["price_usd"], "no launch price ranked against 2026 market prices"


@pytest.mark.parametrize(("text", "card"), [
    ("can my macbook air m2 16gb run llama 8b?", "Apple MacBook Air (M2, 16 GB)"),
    ("my m3 macbook air 24gb, will qwen 14b run?", "Apple MacBook Air (M3, 24 GB)"),
    ("macbook air m4 32gb enough for llama 13b?", "Apple MacBook Air (M4, 32 GB)"),
    ("macbook air m1 16gb run mistral 7b?", "Apple MacBook Air 13-inch (M1, 16 GB)"),
    ("我的macbook air m3 16g能跑14b吗", "Apple MacBook Air (M3, 16 GB)"),
])
def test_an_air_owner_is_answered_on_their_own_machine(advisor, text, card):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.cards == [card], q.read_as
    assert not q.read_as.unknown
    # the machine's own speed, from its bandwidth: a tok/s figure on the owner's row
    row = next(r for r in q.answer.shape.ranking if r.card == card)
    assert row.speed is not None and row.speed.value > 0


def test_a_faster_memory_decodes_faster_on_the_same_model(advisor):
    speeds = {}
    for text, card in [("can my macbook air m2 16gb run llama 8b?", "Apple MacBook Air (M2, 16 GB)"),
                       ("can my macbook air m4 16gb run llama 8b?", "Apple MacBook Air (M4, 16 GB)")]:
        q = advisor.ask(text)
        speeds[card] = next(r for r in q.answer.shape.ranking if r.card == card).speed.value
    assert speeds["Apple MacBook Air (M4, 16 GB)"] > speeds["Apple MacBook Air (M2, 16 GB)"]


@pytest.mark.parametrize("text", ["Mac M2 的GPU 什么时候支持啊？", "does pytorch support the m3 gpu?"])
def test_a_laptop_chip_alone_is_not_guessed_as_one_memory_size(advisor, text):
    q = advisor.ask(text)
    assert not any("MacBook Air" in c for c in q.read_as.cards), q.read_as


@pytest.mark.parametrize("query", ["m1", "m2", "apple m3"])
def test_a_base_chip_only_airs_have_names_no_machine(index, query):
    """"m1" read as the M1 Air with 8 GB while it was the only M1 Mac; a base chip that only laptops of several
    memory sizes have is no one machine (a tiered chip or one a desktop has still is: tests/advisor/test_names.py)."""
    assert index.apple_chip_machine(query) is None
    assert index.apple_chip_machine("m4") is None or "Mac mini" in (index.apple_chip_machine("m4").match or "")


@pytest.mark.parametrize("query", ["macbook pro m3", "macbook pro m2 16gb"])
def test_a_macbook_pro_is_never_read_as_an_air(index, query):
    res = index.resolve(query)
    assert not (res.match and "Air" in res.match) and not any("Air" in c for c in res.candidates), res
