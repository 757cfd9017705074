"""fix27a (issues 27, 28; break26 findings 1, 2 and 6): "should I buy two?" after an answer doubles that answer's pick;
a budget said right after a card's number keeps the card's number; a budget beside a server card gets one "instead"
answer whatever the wording, said to any asker (never "an individual buyer" to a lab)."""

from __future__ import annotations

import pytest


def _render(q, lang: str) -> str:
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    return " ".join(render_question(q, View(language=lang)).split())


def _keys(q) -> list[str]:
    return [n.key for n in q.read_as.notes]


# ------------------------------------------------ 1. "should I buy two?" after an answer: two of its pick
@pytest.mark.parametrize(("first", "then"), [("best gpu for llama 70b, budget 3000", "should I buy two?"),
                                             ("best gpu for qwen 32b, budget 1500", "should I get 2?"),
                                             ("预算3000美元，跑qwen 32b用什么卡", "要不要买两张"),
                                             ("best gpu for 1000 dollars", "should I buy two?")])
def test_buy_two_after_an_answer_doubles_its_pick(advisor, first, then):
    q = advisor.ask(first)
    assert q.answer is not None and q.answer.picks
    q2 = advisor.ask(then, context=q)
    if "ask.buy-two" not in _keys(q2):  # a pick of several cards: never two of another ranking's card
        assert q.answer.picks[0].gpus > 1
        return
    note = next(n for n in q2.read_as.notes if n.key == "ask.buy-two")
    assert q2.read_as.cards[0] == q.answer.picks[0].card == note.params["card"].value
    assert q2.read_as.model == q.read_as.model  # the same ranking: its model and use case kept


# ------------------------------------------------ 2. a budget said right after a card's number
@pytest.mark.parametrize(("text", "card", "amount"), [("why rtx pro 6000 budget 5000", "RTX PRO 6000 Blackwell", 5000),
                                                      ("rtx pro 6000 budget 5000", "RTX PRO 6000 Blackwell", 5000),
                                                      ("why rtx 3090 budget 1500", "GeForce RTX 3090", 1500),
                                                      ("rtx 4090 budget 3000, worth it?", "GeForce RTX 4090", 3000),
                                                      ("rtx pro 6000 with a 9000 budget?", "RTX PRO 6000 Blackwell",
                                                       9000),
                                                      ("1500 budget, what gpu", None, 1500)])
def test_a_card_keeps_its_number_and_the_budget_is_the_one_after_the_word(advisor, text, card, amount):
    q = advisor.ask(text)
    assert q.read_as.budget is not None and q.read_as.budget.amount == amount
    assert q.read_as.cards == ([card] if card else [])


def test_a_card_number_right_after_a_budget_word_is_still_a_card(advisor):
    q = advisor.ask("a 1500 budget 4090 or 3090?")
    assert q.read_as.budget is not None and q.read_as.budget.amount == 1500
    assert q.read_as.cards == ["GeForce RTX 4090", "GeForce RTX 3090"]


# ------------------------------------------------ 6. a budget beside a server card: one "instead", to any asker
@pytest.mark.parametrize(("texts", "lang"), [(("H100 for a lab, budget 30k", "why h100, budget 30000",
                                               "is an h100 worth it for a small lab, budget 30k"), "en"),
                                              (("a100 for our team, budget 20k", "why a100, budget 20000"), "en"),
                                              (("实验室买H100，预算20万", "H100值得买吗，预算20万"), "zh_Hans")])
def test_a_budget_beside_a_server_card_gets_one_instead_whatever_the_wording(advisor, texts, lang):
    answers = [advisor.ask(t) for t in texts]
    instead = []
    for q in answers:
        assert q.read_as.command == "why" and q.answer is not None
        note = next(n for n in q.read_as.notes if n.key.startswith("ask.budget-instead"))
        instead.append((note.key, note.params["card"].value, note.params.get("count")))
        out = _render(q, lang)
        assert "individual buyer" not in out and "个人购买" not in out
        assert (("a server part, not a card to buy on its own" in out or "a data-centre PCIe card" in out)
                if lang == "en" else ("不是单独购买的显卡" in out or "数据中心 PCIe 卡" in out))  # PCIe: fix44c
    assert len(set(instead)) == 1


def test_the_server_part_sentence_is_said_to_any_asker_in_traditional_chinese(advisor):
    q = advisor.ask("H100值得買嗎，預算20萬")
    assert q.read_as.command == "why"
    out = _render(q, "zh_Hant")
    assert ("不是單獨購買的顯示卡" in out or "資料中心 PCIe 卡" in out) and "個人購買" not in out  # PCIe: fix44c
