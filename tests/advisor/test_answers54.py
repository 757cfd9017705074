"""answers54 (issue 27 §3–5, break25): who owns what, which market, what a follow-up changes — as kinds, in English
and Chinese."""

from __future__ import annotations

import pytest

from advisor.ask.reader import MAX_QUESTION_CHARS, read
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
    """A 2,000-character message reads no more than the reader's bound (issue 30): its start and its end."""
    long = ("some words about my setup and plans " * 60)[:1950] + " budget $900, best gpu?"
    head = int(MAX_QUESTION_CHARS * 0.4)
    short = long[:head] + long[-(MAX_QUESTION_CHARS - head):]
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



# ------------------------------------------- (3) cards asked about are candidates; the owner's list is a rig
@pytest.mark.parametrize("text", ["is the 3090 good for llama 70b and the 4090? what about with 64gb ram",
                                  "would a 3090 or a 4090 with 64gb ram run 70b?",
                                  "3090还是4090，64g内存，能跑70b吗"])
def test_cards_asked_about_with_ram_are_compared_with_that_ram(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and not q.read_as.own and q.read_as.ram_gb == 64
    lines = [Renderer("en")(c.message) for c in q.answer.shape.decides]
    assert sum("with 64 GB of RAM" in line for line in lines) == 2  # each card's fit with the RAM said leads
    assert any("GB 内存" in Renderer("zh_Hans")(c.message) for c in q.answer.shape.decides)


@pytest.mark.parametrize("text", ["我有两张3090和一张4090，能跑qwen3 235b吗",
                                  "I have two 3090s and a 4090, can I run qwen3 235b?", "我有3090和4090，能跑70b吗"])
def test_the_owners_mixed_list_is_one_rig_in_both_languages(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and len(q.read_as.cards) == 2 and q.read_as.own


@pytest.mark.parametrize("text", ["我有一张3090和一张4090，哪个跑70b快", "3090和4090跑70b哪个好"])
def test_cards_weighed_in_chinese_stay_a_comparison(advisor, text):
    assert advisor.ask(text).read_as.command == "compare"


POST = ("Hi all, I'm a grad student and I've been using the A100 on our university cluster, but the queue is slow. I "
        "currently have a gaming PC with 32GB of RAM and a 750W power supply, with an old GTX 1070. My budget is $1500 "
        "for the GPU alone, should I get a used 3090 or a new 5070 Ti?")


def test_a_post_compares_the_two_cards_its_question_asks_about(advisor):
    q = advisor.ask(POST)
    assert q.read_as.command == "compare" and q.read_as.cards[:2] == ["GeForce RTX 3090", "GeForce RTX 5070 Ti"]
    assert q.read_as.topic != "power"  # the supply said as the setup is no power question


@pytest.mark.parametrize("text", ["I have a 750W PSU, is it enough for a 3090?", "my psu is 650w. can it run a 4090?",
                                  "3090 on a 750w psu?", "750W电源能带4090吗"])
def test_a_supply_asked_about_is_still_the_power_question(advisor, text):
    assert advisor.ask(text).read_as.topic == "power"


# ------------------------------------------- (6) two jobs in one question: the first answered, the second said
@pytest.mark.parametrize("text", ["I have a gtx 1080, want to run qwen 32b and LoRA a 7b model, budget 1200",
                                  "want to run qwen 32b and LoRA a 7b model",
                                  "想跑qwen 32b，还要lora微调一个7b模型，预算8000",
                                  "我有一张1080，想跑qwen 32b，再用lora微调一个7b"])
def test_two_jobs_are_never_merged(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.model is not None and q.read_as.model.params_b == pytest.approx(32, rel=0.1)
    assert q.read_as.task in (None, "inference")  # the 32B is run, never "32B, LoRA"
    note = next(n for n in q.read_as.notes if n.key == "ask.second-job")
    assert "7b" in Renderer("en")(note).lower() and "LoRA" in Renderer("en")(note)
    assert "单独" in Renderer("zh_Hans")(note) and "單獨" in Renderer("zh_Hant")(note)


@pytest.mark.parametrize("text", ["can I run 70b and 8b on a 3090", "lora a 7b on a 4090", "run 7b or 13b on 8gb?"])
def test_one_job_says_no_second(advisor, text):
    assert "ask.second-job" not in _keys(advisor.ask(text))


def test_a_lost_card_said_alone_asks_the_budget_for_a_replacement(advisor):
    q = advisor.ask("my 3090 died")
    assert q.read_as.command == "recommend" and q.missing == ["budget"] and not q.read_as.own


def test_a_card_asked_about_being_broken_is_not_lost(advisor):
    q = advisor.ask("is a 3090 broken if it shows artifacts?")
    assert q.read_as.cards == ["GeForce RTX 3090"] and "ask.lost-card" not in _keys(q)


def test_the_card_weighed_as_a_replacement_is_not_had(advisor):
    q = advisor.ask("my 1080 ti broke, is a used 3090 for 700 a good replacement?")
    assert q.read_as.cards == ["GeForce RTX 3090"] and not q.read_as.own and "ask.lost-card" in _keys(q)
