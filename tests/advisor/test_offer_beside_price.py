"""answers38 #7: an offer's condition said beside its price ("a 4090 for 1500 used", "3090 for 300 USD new") was not
read, so the offer was listed as new; and an offer far below the market ("3090 for 300 USD new", 76 % under the used
price) was called "a good price". The condition beside a price is read (``advisor.ask.cues.PRICE_CONDITION``); an
offer more than 60 % below the market is said as one to check before paying (``advisor.ask.fitted.TOO_LOW``), in
English and Chinese."""

from __future__ import annotations

import re

import pytest

from advisor import i18n
from advisor.ask.fitted import TOO_LOW
from said import said


@pytest.mark.parametrize(("text", "condition"), [("found a 4090 for 1500 used, good deal?", "used"),
                                                 ("3090 for 300 USD new, worth it?", "new"),
                                                 ("used 4090 for 1500, good deal?", "used"),
                                                 ("a 3090 at $700 used worth it?", "used"),
                                                 ("is the 5090 new generation worth it", None),
                                                 ("5090 new or used?", None)])
def test_a_condition_said_beside_a_price_is_read(advisor, text, condition):
    assert advisor.ask(text).read_as.condition == condition, text


def _offer_line(q):
    return next(c.message for c in q.answer.shape.decides if c.message.key.startswith("ask.offer."))


@pytest.mark.parametrize("text", ["3090 for 300 USD new, worth it?", "二手4090 3000块值得入吗",
                                  "a used 4090 for 500, good deal?"])
def test_an_offer_far_below_the_market_is_said_to_check_not_a_good_price(advisor, text):
    q = advisor.ask(text)
    line = _offer_line(q)
    assert line.key == "ask.offer.too-low", (text, line.key)
    assert line.params["gap"].value > (1 - TOO_LOW) * 100, said(line)
    en = said(line)
    assert "good price" not in en and "checking before paying" in en, en
    for lang in ("zh_Hans", "zh_Hant"):
        zh = i18n.render(line.key, line.params, lang)
        assert re.search(r"[\u4e00-\u9fff]", zh) and "checking" not in zh, zh


@pytest.mark.parametrize("text", ["二手3090 5500值得入吗", "found a 4090 for 1500 used, good deal?"])
def test_an_offer_somewhat_below_the_market_stays_a_good_price(advisor, text):
    line = _offer_line(advisor.ask(text))
    assert line.key == "ask.offer.below", (text, line.key)


def test_the_offer_listed_carries_the_condition_said(advisor):
    q = advisor.ask("found a 4090 for 1500 used, good deal?")
    line = next(r for r in q.answer.shape.ranking if r.card == "GeForce RTX 4090")
    assert line.price is not None and line.price.condition == "used" and line.price.amount == 1500, line.price
