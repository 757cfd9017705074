"""fix48b (grade23 §5): an owner asking whether to sell a card this market has no price for is told so — never
"its used price here is what buyers pay" with no price after it — with the guide's words to a buyer and to its
owner (keep it for the small jobs it runs; upgrade when those are not enough). No price is invented."""
from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.i18n import render


def _text(q, language: str = "en") -> str:
    return " ".join(render_question(q, View(language=language, width=400)).split())


@pytest.mark.parametrize("text", [
    "is my gtx 970 still useful for anything or should I sell it?",
    "should i sell my gtx 970?",
    "what's my gtx 970 worth?",
    "how much can I get if I sell my gtx 960?",
    "我的GTX 970还有用吗，要不要卖掉？",
    "我的gtx970能卖多少钱？",
])
def test_selling_a_card_with_no_price_here_says_so_and_the_guides_verdict(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.own, _text(q)
    head = q.answer.shape.headline
    assert head.key.startswith("ask.sale.no-price"), _text(q)
    en = render(head.key, head.params, "en")
    assert "no dated price" in en and "USD" not in en, en
    keys = [n.key for n in q.read_as.notes]
    assert "ask.sale.asked-unpriced" in keys and "ask.sale.asked" not in keys, keys
    for language in ("zh_Hans", "zh_Hant"):
        said = _text(q, language)
        assert "Selling it" not in said and "guide's word" not in said, said


def test_the_970_hears_the_buyers_rule_and_the_owners_keep(advisor):
    q = advisor.ask("is my gtx 970 still useful for anything or should I sell it?")
    en = _text(q)
    assert "keep it for first tutorials and small models" in en, en
    assert "To a buyer of GeForce GTX 970 the guide says: Don't buy a GTX 970" in en, en


def test_a_priced_card_keeps_its_price_to_ask(advisor):
    q = advisor.ask("my rtx 3090, should I sell it?")  # whether to sell: the verdict with the price (fix56b #2)
    assert q.answer.shape.headline.key == "ask.sale.keep-or-sell", _text(q)
