"""What an owner's rig runs kept per rule book, and each word's typo correction kept per reader (issue 30 §1,
perf37): answers and readings the same with the keeping on and off."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from advisor import kept
from advisor.ask import reader as reader_module
from advisor.ask.gate import Gated
from advisor.ask.reader import Reader, _correct_typos

ROOT = Path(__file__).resolve().parents[2]
RIGS = ["3090", "4090", "2x 3090", "3080", "1080 ti", "4060 ti", "a100", "m2 max"]
# questions whose answer names a smaller model beside a 2-3-bit fit (advisor.ask.low_smaller reads fits --card)
ASKED = ["is the 3080 10gb enough for llama 13b?", "can a 4090 run llama 3 70b?", "what can my 3090 run?",
         "can my m1 macbook air 8gb run llama 3 8b", "will deepseek r1 70b fit on 4 4090s?"]


def _corpus() -> list[str]:
    """The questions of data/questions/public_*.csv and tests/cases/ask.csv."""
    texts: list[str] = []
    for path in [*sorted((ROOT / "data" / "questions").glob("public_*.csv")), ROOT / "tests" / "cases" / "ask.csv"]:
        with open(path, newline="", encoding="utf-8") as fh:
            texts += [row["text"] for row in csv.DictReader(fh) if row.get("text")]
    return texts


def _runs_table(advisor) -> dict:
    return kept._table(advisor.rules, "fits.runs")


@pytest.mark.parametrize("card", RIGS)
def test_a_kept_rig_answer_is_the_fresh_one(advisor, monkeypatch, card):
    first = advisor.fits(None, card=card).model_dump_json()
    assert len(_runs_table(advisor)) >= 1
    again = advisor.fits(None, card=card).model_dump_json()
    with monkeypatch.context() as m:
        m.setitem(kept.TABLES, "fits.runs", (0, 0))  # built afresh
        fresh = advisor.fits(None, card=card).model_dump_json()
    assert first == again == fresh


def test_a_rig_answer_is_kept_once_and_the_ram_said_is_never_kept(advisor):
    table = _runs_table(advisor)
    advisor.fits(None, card="3090", ram=64)
    size = len(table)
    kept_once = advisor.fits(None, card="3090", ram=64)
    assert len(table) == size  # the same rig: the kept answer read
    advisor.fits(None, card="3090", ram=64, ram_kind="DDR4-2666x2")  # the RAM's kind said: another plan, afresh
    assert len(table) == size
    assert advisor.fits(None, card="3090", ram=64).model_dump_json() == kept_once.model_dump_json()


def test_asked_answers_are_the_same_with_the_rigs_table_off(advisor, monkeypatch):
    _runs_table(advisor).clear()
    kept_answers = [advisor.ask(q).model_dump_json() for q in ASKED]
    assert len(_runs_table(advisor)) >= 2  # the smaller model's line read the rig's kept answer
    with monkeypatch.context() as m:
        m.setitem(kept.TABLES, "fits.runs", (0, 0))
        fresh = [advisor.ask(q).model_dump_json() for q in ASKED]
    assert kept_answers == fresh


def test_a_kept_typo_correction_is_the_searched_one(advisor):
    r = Reader(advisor)
    fixes: dict[str, str] = {}
    for s in ["recomend a gpu", "which grafics card for trainning", "recomend a gpu", "stable difusion on a 3060"]:
        assert _correct_typos(s, r.vocab, r._known, fixes) == _correct_typos(s, r.vocab, r._known)
    assert fixes.get("recomend") == "recommend"
    assert fixes.get("trainning") == "training"


def test_the_typo_table_is_bounded(advisor, monkeypatch):
    monkeypatch.setattr(reader_module, "TYPO_FIXES", 2)
    r = Reader(advisor)
    fixes: dict[str, str] = {}
    _correct_typos("recomend trainning grafics difusion", r.vocab, r._known, fixes)
    assert 0 < len(fixes) <= 2


def test_readings_are_the_same_with_the_typo_table_kept(advisor):
    """Every question of the corpus read twice by one reader (the second from its kept corrections) reads as a
    reader with none kept reads it."""
    texts = _corpus()
    assert len(texts) > 1500
    warm = Reader(advisor)
    for text in texts:
        warm.read(text)
    assert warm._typo_fixes
    fresh = Reader(advisor)
    fresh._typo_fixes = None  # type: ignore[assignment]  # every word searched
    for text in texts:
        assert repr(warm.read(text)) == repr(fresh.read(text)), text


def test_hosted_products_are_found_as_with_every_product_searched(monkeypatch):
    """Each hosted product searched only where the text holds its strings (hosted_chat._GATES) finds what searching
    every product in every clause finds, over the corpus and the products' own words."""
    from advisor.ask import hosted_chat

    texts = [*_corpus(), "can I run chatgpt locally?", "gpt-4o on my 4090", "o3 mini at home on two 3090s",
             "本地跑通义千问要什么显卡", "which gpu do I need for midjourney", "deploy kimi on my rig",
             "run grok 2 locally"]
    gpt = hosted_chat._GATES[1]
    assert isinstance(gpt, Gated) and gpt.may("o3 pro") and gpt.may("gpt-4o") and not gpt.may("what gpu for llama")
    gated = [hosted_chat.hosted_named(t) for t in texts]
    monkeypatch.setattr(hosted_chat, "_GATES", tuple(h.words for h in hosted_chat.HOSTED))  # no gate: all searched
    assert [hosted_chat.hosted_named(t) for t in texts] == gated
    assert sum(1 for g in gated if g) >= 5  # products found, not only none
