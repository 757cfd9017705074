"""answers38 #1: "should I wait for the 5090 to get cheaper?" was answered about the RTX 60 series. A wait for one
card on sale to get cheaper is answered with its dated prices (``data/price_history.csv``: the trend) and the next
thing known to move them (``advisor/ask/price_trend.py``), first, in English and Chinese; a wait for the next
generation, and a question that only compares prices, keep their own answers."""

from __future__ import annotations

import csv
import re

import pytest

from advisor import i18n
from advisor.ask import price_trend
from advisor.catalog.inputs import data_dir
from said import said

TRENDS = ("ask.wait-price.rising", "ask.wait-price.falling", "ask.wait-price.flat")
# answers43 (break20 #12): when the price shown is not the series' last figure, the trend says its month (".shown")
TRENDS += tuple(f"{k}.shown" for k in TRENDS)


def _rows():
    with open(data_dir() / "price_history.csv", newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def _first_decides(q):
    return q.answer.shape.decides[0] if q.answer.shape.decides else None


@pytest.mark.parametrize(("text", "card"), [("should I wait for the 5090 to get cheaper?", "GeForce RTX 5090"),
                                            ("will 4090 prices drop?", "GeForce RTX 4090"),
                                            ("should i wait for the 5070 ti to drop in price", "GeForce RTX 5070 Ti"),
                                            ("5090会降价吗", "GeForce RTX 5090"),
                                            ("等5080降价再买?", "GeForce RTX 5080")])
def test_a_wait_for_a_price_drop_leads_with_the_cards_dated_prices(advisor, text, card):
    q = advisor.ask(text)
    assert q.read_as.cards == [card], q.read_as
    first = _first_decides(q)
    assert first is not None and first.message.key in TRENDS, (text, [c.message.key for c in q.answer.shape.decides])
    keys = [c.message.key for c in q.answer.shape.decides]
    assert "ask.wait" not in keys, keys  # the next generation is said as what moves the price, not as the answer
    p = first.message.params
    assert p["first"].amount < p["last"].amount and first.message.key.startswith("ask.wait-price.rising"), said(
        first.message)
    en = said(first.message)
    assert card in en and "rising" in en and "RTX 60" in en and "2027" in en, en
    for lang in ("zh_Hans", "zh_Hant"):
        zh = i18n.render(first.message.key, first.message.params, lang)
        assert re.search(r"[\u4e00-\u9fff]", zh) and "Waiting" not in zh and "GPU Poet" in zh, zh


def test_the_said_series_is_the_data_first_and_last_month(advisor):
    """The months and prices said are the data's first and last of the series of the shown price's condition."""
    q = advisor.ask("should I wait for the 5090 to get cheaper?")
    p = _first_decides(q).message.params
    used = sorted((r for r in _rows() if r["card"] == "GeForce RTX 5090" and r["metric"] == "resale-floor"),
                  key=lambda r: r["as_of"])
    assert (p["first"].amount, p["first_date"].value) == (float(used[0]["price"]), used[0]["as_of"])
    assert (p["last"].amount, p["last_date"].value) == (float(used[-1]["price"]), used[-1]["as_of"])
    assert p["change"].value == round((float(used[-1]["price"]) / float(used[0]["price"]) - 1) * 100)


def test_a_card_whose_price_held_says_so_and_a_line_with_no_next_generation_row_says_nothing_is_dated(advisor):
    q = advisor.ask("should i wait for the 7900 xtx to drop in price")
    first = _first_decides(q)
    assert first is not None and first.message.key.startswith("ask.wait-price.flat"), said(first.message)
    assert first.message.params["then"].key == "ask.wait-price.next.none"


@pytest.mark.parametrize("card", sorted({r["card"] for r in _rows()}))
def test_every_series_reads_its_direction_from_its_own_numbers(advisor, card):
    run = price_trend.series("current-us", card)
    assert len(run) >= 2, card
    m = price_trend.trend_said(advisor, "current-us", card)
    change = float(run[-1]["price"]) / float(run[0]["price"]) - 1
    want = ("ask.wait-price.rising" if change > price_trend.MOVE else "ask.wait-price.falling"
            if change < -price_trend.MOVE else "ask.wait-price.flat")
    assert m is not None and m.key == want, (card, change, m and m.key)


def test_the_history_rows_are_sourced_and_name_catalogue_cards(advisor):
    for r in _rows():
        assert r["source_url"].startswith("https://") and r["note"], r
        assert re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", r["as_of"]) and float(r["price"]) > 0, r
        assert r["metric"] in price_trend.METRICS.values(), r
        assert advisor.catalog.card(r["card"]).name == r["card"], r


@pytest.mark.parametrize("text", ["is the 3090 cheaper than the 4090",
                                  "should I buy a 5090 now or wait for the next gen?",
                                  "cheaper alternative to the 4090?"])
def test_no_price_trend_without_a_price_drop_asked(advisor, text):
    q = advisor.ask(text)
    keys = [c.message.key for c in q.answer.shape.decides]
    assert not any(k in TRENDS for k in keys), (text, keys)


def test_a_wait_for_the_next_generation_keeps_its_answer(advisor):
    q = advisor.ask("should I buy a 5090 now or wait for the next gen?")
    assert "ask.wait" in [c.message.key for c in q.answer.shape.decides]
