"""Issue 28 (break18 #7, #8). A server's price: "how much does an 8x h100 server cost" and "8x h100 price" gave one
module's verdict ("H100 SXM5 80 GB: NOT RECOMMENDED … 18,500 USD used"); now the module price × the count, said to be
the GPUs' part only, the server costing more. Apple machines: the base M4 and the M4 Pro Mac mini get one verdict
(SITUATIONAL: machines for running large models, not for training) with no use case said, also as a follow-up."""

from __future__ import annotations

import pytest

from advisor.ask.server_board import box_price_reply
from tests.said import said


@pytest.mark.parametrize("text", ["how much does an 8x h100 server cost", "8x h100 price", "8卡h100服务器多少钱",
                                  "price of a dgx h100"])
def test_a_box_price_is_the_modules_times_the_count_and_more(advisor, text):
    q = advisor.ask(text)
    assert q.reply is not None and q.reply.key == "ask.box-price", (q.reply, q.read_as)
    each = next(p for p in advisor.catalog.price_of(advisor.catalog.market(None).id, "H100 SXM5 80 GB")
                if p.condition == "new")
    shown = said(q.reply)
    assert f"{each.amount * 8:,.0f} USD" in shown and "GPUs alone" in shown and "server costs more" in shown, shown
    assert "NOT RECOMMENDED" not in shown


@pytest.mark.parametrize("text", ["8x h100", "h100 price", "how much does a 4090 cost", "is an 8x h100 server fast",
                                  "how much does it cost to pretrain a 7b model on 8x h100",
                                  "how much would it cost to fine-tune llama 70b on 8x h100",
                                  "8x h100 rent cost per hour"])
def test_not_a_box_price(advisor, text):
    q = advisor.ask(text)
    assert box_price_reply(advisor, text, q.read_as, None) is None


@pytest.mark.parametrize(("first", "then"), [
    ("mac mini m4", None), ("mac mini m4 pro", None), ("mac mini m4", "and the m4 pro?"),
    ("mac mini m4 price", "and the m4 pro?"), ("mac mini m4 pro 64gb", None), ("mac studio m3 ultra", None)])
def test_apple_machines_share_one_verdict(advisor, first, then):
    q = advisor.ask(first)
    if then is not None:
        q = advisor.ask(then, context=q)
    assert q.read_as.cards and q.read_as.cards[0].startswith("Apple Mac"), q.read_as
    assert q.answer is not None and q.answer.verdict == "situational", (q.read_as, q.answer.verdict)


@pytest.mark.parametrize("card", ["GeForce RTX 3090", "Apple Mac mini (M4 Pro, 24 GB)"])
def test_a_card_recommended_for_llms_is_said_good_for_llms_not_deep_learning(advisor, card):
    v = advisor.why(card, market="current-us", use_case="llm")
    assert v.verdict == "recommended" and v.summary.key == "why.summary.recommended-llm", v.summary
    assert advisor.why(card, market="current-us").summary.key != "why.summary.recommended-llm"
