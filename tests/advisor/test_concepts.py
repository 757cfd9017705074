"""Session 11 (issue 28): concept questions with no budget ("do I need ecc memory for deep learning?", "do I need
nvlink for two 3090s?", "需要nvlink吗") got "What is your budget?" or a generic verdict on the card; now the rules'
answer (line.quadro / line.individual-avoid-pro for ECC, multi.nvlink-p2p for NVLink), then the budget asked where a
purchase is implied (advisor/ask/concepts.py)."""

from __future__ import annotations

import pytest

from said import said


def _keys(m):
    if m.key == "answer.join.sentences":
        return [*_keys(m.params["first"]), *_keys(m.params["second"])]
    if m.key == "ask.concept.then-budget":  # the reply's own key around the concept and the budget asked
        return [*_keys(m.params["said"]), *_keys(m.params["ask"])]
    return [m.key]


@pytest.mark.parametrize(("text", "key"), [("do I need ecc memory for deep learning?", "ask.concept.ecc"),
                                           ("do I need nvlink for two 3090s?", "ask.concept.nvlink"),
                                           ("需要nvlink吗", "ask.concept.nvlink"),
                                           ("双3090有必要上nvlink吗", "ask.concept.nvlink"),
                                           ("ecc显存有必要吗", "ask.concept.ecc")])
def test_a_concept_is_answered_from_the_rules(advisor, text, key):
    q = advisor.ask(text)
    assert q.reply is not None and _keys(q.reply)[0] == key, q.reply


def test_the_budget_is_asked_after_the_answer_when_a_purchase_is_implied(advisor):
    keys = _keys(advisor.ask("do I need ecc memory for deep learning?").reply)
    assert keys[0] == "ask.concept.ecc" and len(keys) == 2, keys


def test_nvlink_answer_says_which_cards_have_it(advisor):
    out = said(advisor.ask("do I need nvlink for two 3090s?").reply)
    assert "3090" in out and "RTX 40 and 50 have none" in out and "peer-to-peer" in out, out


@pytest.mark.parametrize("text", ["best gpu for $2000, do I need nvlink?", "is the 3090 good for llms"])
def test_a_budget_or_a_plain_verdict_is_not_a_concept_question(advisor, text):
    q = advisor.ask(text)
    assert q.reply is None or not _keys(q.reply)[0].startswith("ask.concept"), q.reply
