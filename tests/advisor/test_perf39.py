"""The owner's fits answers kept per rule book (issue 30 §1, perf39): the kept answer is the fresh one, the table is
bounded, and a server's price layer keeps its own (never the core's answer at other prices)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from advisor import kept
from advisor.overrides import PriceLayer, PriceOverride

OWNED = [
    {"model": "70b", "card": "2x 3090"},
    {"model": "llama-3.1-8b", "card": "3060"},
    {"model": "qwen3-30b-a3b", "card": "4090", "ram": 64},
    {"model": "qwen3-30b-a3b", "card": "4090", "ram": 64.0},
    {"model": "13b", "card": "3080", "task": "qlora"},
    {"model": "70b", "card": "m2 max"},
    {"model": "8b", "vram": "12"},
    {"model": "8b", "vram": 12},
    {"model": "32b", "card": "3090", "users": 20},
    {"model": None, "card": "4090", "users": "10"},
    {"model": "gpt-oss-120b", "card": "5090", "ram": "96", "ram_kind": "DDR5-6000x2"},
]
ASKED = ["can a 4090 run llama 3 70b?", "will llama 3.1 70b run on two 3090s?",
         "is the 3080 10gb enough for llama 13b?", "will deepseek r1 70b fit on 4 4090s?",
         "can I fine-tune a 7b model with qlora on a 3060 12gb?",
         "can my 3090 serve 20 users with llama 3 8b", "想用QLoRA微調Llama 3 70B，要幾張3090？", "两张3090能跑70B吗"]


def _owned(advisor) -> dict:
    return kept._table(advisor.rules, "fits.owned")


@pytest.mark.parametrize("given", OWNED, ids=lambda g: " ".join(f"{k}={v!r}" for k, v in g.items()))
def test_a_kept_owners_answer_is_the_fresh_one(advisor, monkeypatch, given):
    first = advisor.fits(**given).model_dump_json()
    assert any(key[4:] and (type(given.get("card")), given.get("card")) in key for key in _owned(advisor))
    again = advisor.fits(**given)
    assert again is advisor.fits(**given)  # read from the table, not made again
    with monkeypatch.context() as m:
        m.setitem(kept.TABLES, "fits.owned", (0, 0))  # built afresh
        fresh = advisor.fits(**given).model_dump_json()
    assert first == again.model_dump_json() == fresh


def test_numbers_given_apart_by_type_are_kept_apart(advisor):
    """24 and 24.0 are equal keys in Python; an answer may say the number as given, so each is its own entry."""
    a, b = advisor.fits("8b", vram="12"), advisor.fits("8b", vram=12)
    assert a is not b
    assert advisor.fits("8b", vram=12) is b


def test_an_answer_without_the_owner_or_a_model_is_not_kept_here(advisor):
    size = len(_owned(advisor))
    advisor.fits("13b")
    advisor.fits("70b", task="qlora")
    advisor.fits(None, card="3090")
    assert len(_owned(advisor)) == size  # fits.shaped and fits.runs keep those


def test_asked_answers_are_the_same_with_the_owners_table_off(advisor, monkeypatch):
    _owned(advisor).clear()
    warm = [advisor.ask(q).model_dump_json() for q in ASKED]
    again = [advisor.ask(q).model_dump_json() for q in ASKED]  # the owners' answers read from the table
    assert len(_owned(advisor)) >= 4
    with monkeypatch.context() as m:
        m.setitem(kept.TABLES, "fits.owned", (0, 0))
        fresh = [advisor.ask(q).model_dump_json() for q in ASKED]
    assert warm == again == fresh


def test_the_owners_table_is_bounded(advisor, monkeypatch):
    monkeypatch.setitem(kept.TABLES, "fits.owned", (2, 49152))
    view = advisor.with_prices(PriceLayer())
    for card in ("3090", "4090", "3060", "3080"):
        view.fits("8b", card=card)
    assert kept.entries(view.rules)["fits.owned"] == 2
    assert kept.kept_bytes(view.rules) >= 2 * 49152


def test_a_server_price_layer_keeps_its_own_answers(advisor):
    """The same question on the core and on a server's view whose price of the card differs: each answer from its own
    rule book's table, with its own prices (the layers never mix)."""
    market = advisor.catalog.default_market
    asked = {"model": "70b", "card": "3090", "market": market}
    core = advisor.fits(**asked)
    currency = advisor.catalog.markets[market].currency
    view = advisor.with_prices(market, [PriceOverride(market=market, card="RTX A6000", condition="new", amount=999.0,
                                                      currency=currency, set_at="2026-12-08T00:00:00Z")])
    on_view = view.fits(**asked)
    assert on_view is not core
    assert kept.entries(view.rules)["fits.owned"] == 1
    assert view.fits(**asked) is on_view and advisor.fits(**asked) is core
    priced = [c for c in on_view.cards if c.card == "RTX A6000" and c.count == 1]
    assert priced and priced[0].price is not None and priced[0].price.amount == 999.0
    assert [c for c in core.cards if c.card == "RTX A6000" and c.count == 1][0].price.amount != 999.0


def _corpus() -> list[str]:
    """The questions of data/questions/public_*.csv, tests/cases/ask.csv and tests/advisor/cases/questions.csv."""
    root = Path(__file__).resolve().parents[2]
    texts: list[str] = []
    for path in [*sorted((root / "data" / "questions").glob("public_*.csv")), root / "tests" / "cases" / "ask.csv",
                 root / "tests" / "advisor" / "cases" / "questions.csv"]:
        with open(path, newline="", encoding="utf-8") as fh:
            texts += [row["text"] for row in csv.DictReader(fh) if row.get("text")]
    return texts


EXTRA = ["3090还是4080？", "a6000 or two 3090s for 70b finetuning", "mistrl or lama on a 3090?", "gptoss or qwen?",
         "openai oss or deepseek, which one?", "kimi k2 or minimax m1", "webglm and visualglm, which runs on a 3060",
         "deepseekr1 or qwq", "智谱清言和通义千问哪个能在3060跑", "llama3 or mixtral", "glm4.5 or qwen3",
         "used 3090 or new 4070"]


def test_pieces_that_cannot_name_a_model_are_skipped_with_the_same_models(advisor, monkeypatch):
    """models_named gives the same models over the corpus with the cheap test (advisor.ask.model_gate) as with every
    piece read; the test skips pieces (cards and words alone) and never one that names a model."""
    from advisor.ask import model_gate, models_named

    texts = [*_corpus(), *EXTRA]
    assert len(texts) > 1500
    skipped: list[str] = []
    test = model_gate.may_name_model

    def counted(adv, piece: str) -> bool:
        may = test(adv, piece)
        if not may:
            skipped.append(piece)
        return may

    monkeypatch.setattr(models_named, "may_name_model", counted)
    gated = [models_named.models_named(advisor, t) for t in texts]
    monkeypatch.setattr(models_named, "may_name_model", lambda adv, piece: True)
    assert [models_named.models_named(advisor, t) for t in texts] == gated
    assert len(skipped) >= 50 and sum(1 for g in gated if len(g) >= 2) >= 10
    assert not model_gate.may_name_model(advisor, "used 3090 ") and not model_gate.may_name_model(advisor, "4080？")
    for piece in ("mistrl", "gptoss", "openai oss", "kimi k2", "webglm", "7b", "70 billion", "通义千问", "llama3"):
        assert model_gate.may_name_model(advisor, piece), piece
