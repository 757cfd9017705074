"""answers54 (issue 27 §3–5, break25): who owns what, which market, what a follow-up changes — as kinds, in English
and Chinese."""

from __future__ import annotations

import pytest

from advisor.ask.reader import read
from advisor.i18n import Renderer


def _keys(q) -> list[str]:
    return [n.key for n in q.read_as.notes]


# ------------------------------------------- (1) a year dating a purchase or a history is no market
@pytest.mark.parametrize("text", ["I got my 2080 ti back in 2019, upgrade for $1000?",
                                  "doing DL since 2017, best gpu under 800?",
                                  "I've been doing deep learning since 2019, what gpu for $1500?",
                                  "bought my 1080 in 2017, what should I upgrade to for 900",
                                  "2017年买的1080，现在预算5000元升级",
                                  "我2019年入手的2080ti，预算八千升级"])
def test_a_year_that_dates_the_asker_names_no_market(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.market in (None, "current-us")
    assert q.read_as.command == "recommend" and q.answer is not None


@pytest.mark.parametrize(("text", "market"), [("best gpu under 800 in 2017", "2017-us"),
                                              ("what was the best gpu in 2017 for 700", "2017-us"),
                                              ("best gpu for 700 in 2017 prices", "2017-us"),
                                              ("2019年预算5000元买什么显卡", "2019-cn")])
def test_a_year_of_prices_still_names_its_market(advisor, text, market):
    assert advisor.ask(text).read_as.market == market


def test_a_card_bought_in_a_year_said_in_chinese_is_had(advisor):
    q = advisor.ask("去年买的3090，预算八千升级")
    assert q.read_as.own and q.read_as.command == "recommend" and q.read_as.memory_gb == [24.0]


# ------------------------------------------- (2) a card sold, lost or broken is no card had
@pytest.mark.parametrize("text", ["my 3090 died, replacement under $1000?",
                                  "my 3090 is broken, what should i buy for 1000",
                                  "my rtx 3090 ti just died. replacement for 1500?",
                                  "I sold my 3090 last year, what should I buy now under $1000?",
                                  "我的3090坏了，预算八千换什么", "我的4090烧了，预算一万买什么",
                                  "我把3090卖了，预算一万买什么"])
def test_a_lost_card_makes_a_buyer(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and not q.read_as.own and not q.read_as.cards
    assert "ask.lost-card" in _keys(q)
    assert q.answer is not None and q.answer.picks  # a card to buy, never "keep it"


def test_a_lost_card_with_a_model_is_a_buyer_for_that_model(advisor):
    q = advisor.ask("I sold my 3090 last year, what should I buy now for 70b under 3000?")
    assert q.read_as.command == "recommend" and q.read_as.model is not None and q.read_as.budget is not None
    assert not q.read_as.own and "ask.lost-card" in _keys(q)


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_the_lost_card_note_in_each_language(advisor, lang):
    q = advisor.ask("my 3090 died, replacement under $1000?")
    note = next(n for n in q.read_as.notes if n.key == "ask.lost-card")
    said = Renderer(lang)(note)
    assert "3090" in said and ("replacement" in said if lang == "en" else "替" in said or "换" in said or "換" in said)


@pytest.mark.parametrize("text", ["my 3090 failed to load 70b", "my 3090 runs out of memory on 70b"])
def test_a_card_that_fails_a_job_is_still_had(advisor, text):
    assert read(advisor, text).own and read(advisor, text).cards == ["GeForce RTX 3090"]


@pytest.mark.parametrize("text", ["h100 vs my wallet", "my wallet says no, is a 3090 worth it?", "4090还是我的钱包"])
def test_my_before_money_owns_no_card(advisor, text):
    assert not advisor.ask(text).read_as.own


# ------------------------------------------- (4) a long question: its end read too, and said
def test_a_long_post_is_read_at_its_end_and_the_cut_said(advisor):
    head = "Hey everyone, long time lurker here, some background first. "
    middle = "I have been reading a lot of threads and going back and forth on it for weeks now. " * 12
    q = advisor.ask(head + middle + "My budget is $1500 for the GPU alone, what should I buy for llms?")
    assert q.read_as.budget is not None and q.read_as.budget.amount == 1500
    assert "ask.long-cut" in _keys(q)
    note = next(n for n in q.read_as.notes if n.key == "ask.long-cut")
    assert "characters in the middle" in Renderer("en")(note)
    assert "中间" in Renderer("zh_Hans")(note) and "中間" in Renderer("zh_Hant")(note)


def test_a_short_question_is_not_cut(advisor):
    assert "ask.long-cut" not in _keys(advisor.ask("best gpu for llms under $1500"))


def test_reading_stays_bounded_for_a_discord_sized_message(advisor):
    """A 2,000-character message reads no more than a 500-character one does (the bound of issue 30): the same text
    is read, its start and its end."""
    long = ("some words about my setup and plans " * 60)[:1950] + " budget $900, best gpu?"
    short = long[:200] + long[-300:]
    assert len(read(advisor, long).text) <= len(short) + 8
    assert read(advisor, long).budget is not None


# ------------------------------------------- (5) follow-ups keep the owner's cards and the count
def _chain(advisor, *texts):
    q = None
    for text in texts:
        q = advisor.ask(text, context=q) if q is not None else advisor.ask(text)
    return q


@pytest.mark.parametrize("texts", [("I have 2 3090s", "can I run deepseek r1"), ("I have 2 3090s", "can they run 70b?"),
                                   ("我有两张3090", "能跑70b吗"), ("i own two 3090s", "what about qwen3 32b")])
def test_a_model_asked_after_the_cards_had_runs_on_them(advisor, texts):
    q = _chain(advisor, *texts)
    assert q.read_as.command == "fits" and q.read_as.cards == ["GeForce RTX 3090"] and q.read_as.gpus == 2
    assert q.read_as.own and q.read_as.model is not None


@pytest.mark.parametrize("texts", [("I have a 4090", "what about two?"), ("我有一张4090", "两张呢"),
                                   ("I have a 4090", "and 3?")])
def test_a_count_after_the_card_had_is_that_many_owned(advisor, texts):
    q = _chain(advisor, *texts)
    assert q.read_as.command == "fits" and q.read_as.own and q.read_as.cards == ["GeForce RTX 4090"]
    assert (q.read_as.gpus or 1) >= 2


def test_the_owned_count_stays_for_the_model_asked_next(advisor):
    q = _chain(advisor, "I have a 4090", "what about two?", "can they run 70b")
    assert q.read_as.command == "fits" and q.read_as.gpus == 2 and q.read_as.own and q.read_as.model is not None


@pytest.mark.parametrize("follow", ["what about 4", "and 4?", "what about four", "那4张呢"])
def test_a_bare_count_after_a_fit_is_cards_not_money(advisor, follow):
    q = _chain(advisor, "fits 70b on 2 3090s", follow)
    assert q.read_as.command == "fits" and q.read_as.gpus == 4 and q.read_as.budget is None


@pytest.mark.parametrize("follow", ["with 2 of each", "2 of each?", "各两张呢"])
def test_of_each_in_a_compare_counts_both(advisor, follow):
    q = _chain(advisor, "4090 vs 5090 for 70b", follow)
    assert q.read_as.command == "compare" and q.read_as.counts == [2, 2]


@pytest.mark.parametrize(("follow", "lang"), [("in chinese please", "zh_Hans"), ("用中文", "zh_Hans"),
                                              ("answer in chinese", "zh_Hans"), ("用繁體中文", "zh_Hant"),
                                              ("in traditional chinese", "zh_Hant")])
def test_a_language_asked_answers_the_same_in_it(advisor, follow, lang):
    first = advisor.ask("recommend 1000")
    q = advisor.ask(follow, context=first)
    assert q.language == lang and q.read_as.command == "recommend" and q.read_as.budget == first.read_as.budget


def test_in_english_after_chinese(advisor):
    first = advisor.ask("预算一万买什么显卡")
    q = advisor.ask("in english please", context=first)
    assert q.language == "en" and q.read_as.budget == first.read_as.budget


def test_a_question_naming_a_language_is_no_language_request(advisor):
    assert advisor.ask("best gpu for a chinese llm under $1000").language == "en"

