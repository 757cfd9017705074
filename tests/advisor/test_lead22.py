"""A price typed by an admin is refused in a price's words (break36 #18): never the budget
parser's "budget" sentences, and a range is no price."""

from __future__ import annotations

import pytest

from advisor.i18n import render
from advisor.overrides import MAX_PRICE, InvalidPrice, parse_price

US = "current-us"
BAD = ["abc", "99999999", "   ", "500-800", "1000-2000元", "nan", "inf", "0x10", "$5 €5", "500 600 700", "$5 and £5",
       "1.5e6", "五百到八百"]


@pytest.mark.parametrize("text", BAD)
@pytest.mark.parametrize(("language", "budget_word"), [("en", "budget"), ("zh_Hans", "预算"), ("zh_Hant", "預算")])
def test_a_refused_price_speaks_of_a_price_never_of_a_budget(advisor, text, language, budget_word):
    with pytest.raises(InvalidPrice) as err:
        parse_price(text, advisor.catalog.market(US))
    said = render(err.value.msg.key, err.value.msg.params, language)
    assert budget_word not in said.lower() and "\n" not in said, said


@pytest.mark.parametrize("text", ["500-800", "1000-2000元", "$500 to $800", "500到800元", "between 500 and 800"])
def test_a_range_is_no_price(advisor, text):
    with pytest.raises(InvalidPrice) as err:
        parse_price(text, advisor.catalog.market(US))
    assert "one price" in err.value.message


def test_too_large_is_the_price_limit(advisor):
    with pytest.raises(InvalidPrice) as err:
        parse_price("99999999", advisor.catalog.market(US))
    assert f"{int(MAX_PRICE):,}" in err.value.message and "data-centre" not in err.value.message


@pytest.mark.parametrize(("text", "amount"), [("451", 451), ("$1,299.99", 1299.99), ("3200元", 3200), ("1.5k", 1500)])
def test_a_price_still_reads_as_before(advisor, text, amount):
    assert parse_price(text, advisor.catalog.market(US)).amount == amount


@pytest.mark.parametrize("text", ["I'm in Tokyo with 30万円, what GPU for LLMs?", "budget 5万円 for a gpu to run llama",
                                  "what gpu for 150000円 in japan", "is a 4090 worth 25万円 for stable diffusion?",
                                  "best card under 10万円 for training"])
def test_an_english_question_with_a_yen_amount_is_answered_in_english(advisor, text):
    """break37 #1: 円 beside an amount is a currency's sign, as 元 is — never what makes a question Chinese."""
    q = advisor.ask(text)
    assert q.language == "en"
    assert q.read_as.budget is None or "JPY" in str(q.read_as.budget)
