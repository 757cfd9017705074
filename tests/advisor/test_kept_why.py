"""A card's whole ``why`` answer kept by the shared core (``why.answer``, advisor/kept.py; issue 30 §1): a kept
answer is the answer made afresh, for every deep-learning card in every market; an owner's answer, a name read
with a note and a server's view keep none; the table is bounded; a dropped core frees its answers; and
:func:`advisor.warm.verdicts` makes every card's answer ahead, so ``why`` answers from the table."""

from __future__ import annotations

import gc
import random
import weakref

import pytest

from advisor import Advisor, kept
from advisor.overrides import PriceLayer
from advisor.warm import VERDICTS, prefill, verdicts


def _fresh(advisor, monkeypatch, card: str, market: str, use_case: str) -> str:
    with monkeypatch.context() as m:
        m.setitem(kept.TABLES, "why.answer", (0, 0))  # a bound of 0: made afresh, nothing kept
        return advisor.why(card, market=market, use_case=use_case).model_dump_json()


@pytest.mark.parametrize("use_case", ["general", "llm", "image", "kaggle"])
def test_a_kept_verdict_is_the_fresh_one(advisor, monkeypatch, use_case):
    rng = random.Random(use_case)
    for market in advisor.catalog.markets:
        for card in rng.sample(advisor.catalog.dl_names, 12):
            first = advisor.why(card, market=market, use_case=use_case)
            again = advisor.why(card, market=market, use_case=use_case)
            assert again is first  # the second from the table
            assert again.model_dump_json() == _fresh(advisor, monkeypatch, card, market, use_case)


def test_every_card_in_every_market_is_the_fresh_answer(catalog_db, monkeypatch):
    adv = Advisor.load(catalog_db)  # a core of its own: what other tests kept stays out of it
    made = verdicts(adv)
    assert made == len(adv.catalog.dl_names) * len(adv.catalog.markets)
    assert kept.entries(adv.rules)["why.answer"] == made <= kept.TABLES["why.answer"][0]
    for market in adv.catalog.markets:
        for card in adv.catalog.dl_names:
            assert (adv.why(card, market=market).model_dump_json()
                    == _fresh(adv, monkeypatch, card, market, VERDICTS))
    assert kept.entries(adv.rules)["why.answer"] == made  # each answered from the table


def test_an_owner_a_noted_name_and_a_view_keep_no_answer(catalog_db):
    adv = Advisor.load(catalog_db)
    adv.why("GeForce RTX 3060 12 GB", own=True)
    adv.why("GeForce RTX 3060 12 GB", job="llm")
    assert kept.entries(adv.rules).get("why.answer", 0) == 0  # the owner's answer says what the card runs for them
    res = adv.resolve("3060")
    assert res.ambiguous or res.note  # read with a note ("fits several cards; assuming …"): said in the answer
    noted = adv.why("3060")
    assert noted.reasons[0].rule_id == "names.assumed"
    assert kept.entries(adv.rules).get("why.answer", 0) == 0
    view = adv.with_prices(PriceLayer())
    view.why("GeForce RTX 4090")
    assert verdicts(view) == 0
    assert "why.answer" not in kept.entries(view.rules)  # a view's answers would count against its share


def test_the_table_is_bounded(catalog_db, monkeypatch):
    adv = Advisor.load(catalog_db)
    monkeypatch.setitem(kept.TABLES, "why.answer", (5, 24576))
    for card in adv.catalog.dl_names[:20]:
        adv.why(card)
    assert kept.entries(adv.rules)["why.answer"] == 5


def test_a_dropped_core_frees_its_answers(catalog_db):
    adv = Advisor.load(catalog_db)
    answers = [adv.why(card) for card in adv.catalog.dl_names[:10]]
    assert kept.entries(adv.rules)["why.answer"] == 10
    refs = [weakref.ref(adv.rules), weakref.ref(adv.catalog), *(weakref.ref(a) for a in answers)]
    del adv, answers
    gc.collect()
    assert [r() for r in refs] == [None] * len(refs)


def test_prefill_makes_every_verdict_and_every_assessments_sentences(catalog_db):
    adv = Advisor.load(catalog_db)
    prefill(adv)
    assert kept.entries(adv.rules)["why.answer"] == len(adv.catalog.dl_names) * len(adv.catalog.markets)
    assessments = [v for k, t in adv.rules.memo.items() if k == "kept:rules.assess" for v in t.values()]
    assert len(assessments) == kept.entries(adv.rules)["rules.assess"] > 0
    assert all("_reasons" in vars(a) and "_ranked" in vars(a) for a in assessments)  # ranked, sentences made
