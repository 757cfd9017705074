"""answers38 #6: "8x h100 rent cost per hour" got a verdict on the H100 module first, the rental figure second and
inside buying advice. A question asking what renting costs is answered first with the rent table's hourly rate times
the count asked, per card, a day and a month (``advisor/ask/rent_cost.py``), in English and Chinese; the card's
verdict follows."""

from __future__ import annotations

import csv
import re

import pytest

from advisor import i18n
from advisor.catalog.inputs import data_dir
from said import said


def _rate(card):
    with open(data_dir() / "rent_hourly.csv", newline="", encoding="utf-8") as fh:
        return next(float(r["usd_per_hour"]) for r in csv.DictReader(fh)
                    if r["market"] == "current-us" and r["card"] == card)


@pytest.mark.parametrize(("text", "card", "count"), [("8x h100 rent cost per hour", "H100 SXM5 80 GB", 8),
                                                     ("how much to rent a 4090", "GeForce RTX 4090", 1),
                                                     ("rent a 3090 per hour price", "GeForce RTX 3090", 1),
                                                     ("租8张H100每小时多少钱", "H100 SXM5 80 GB", 8),
                                                     ("租一张4090一小时多少钱", "GeForce RTX 4090", 1)])
def test_a_rent_price_question_is_answered_first_with_the_hourly_rate_times_the_count(advisor, text, card, count):
    q = advisor.ask(text)
    head = q.answer.shape.headline
    assert head.key in ("ask.rent-cost", "ask.rent-cost.several"), (text, head.key)
    assert head.params["hourly"].amount == pytest.approx(round(_rate(card) * count, 2)), said(head)
    assert head.params["day"].amount == round(_rate(card) * count * 24), said(head)
    keys = [c.message.key for c in q.answer.shape.decides]
    assert not any(k == "ask.rent" or k.startswith("ask.rent.") for k in keys), keys  # said once
    assert any(k.startswith("why.") for k in keys), keys  # the card's verdict follows
    for lang in ("zh_Hans", "zh_Hant"):
        zh = i18n.render(head.key, head.params, lang)
        assert re.search(r"[\u4e00-\u9fff]", zh) and "Renting" not in zh, zh


def test_hardware_the_table_does_not_list_is_answered_with_a_listed_card_said_as_another(advisor):
    head = advisor.ask("how much to rent an rtx a6000").answer.shape.headline
    assert head.key == "ask.rent-cost.like.one", head.key
    other = advisor.catalog.card(head.params["other"].value)
    assert other.name != "RTX A6000" and other.memory_gb >= 48, other.name


@pytest.mark.parametrize("text", ["should I rent or buy a 4090", "is a 4090 worth it", "is renting a 4090 worth it"])
def test_no_rent_price_headline_when_no_rent_price_is_asked(advisor, text):
    head = advisor.ask(text).answer.shape.headline
    assert not head.key.startswith("ask.rent-cost"), (text, head.key)
