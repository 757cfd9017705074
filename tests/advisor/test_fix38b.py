"""break31 reading faults (issues 27, 30): fix38b. The wordings here are in no corpus row.

1. A refused new card ("no new cards", "not new", "不要新卡", "不买全新") wishes a used one — never new only.
2. A card's number before a variant word ("rtx pro 6000 max-q") is never money.
9. A --card value that resolves to nothing is one sentence, never a traceback ("fits --card apple-m4").
13. Every wording of a power cap ("power cap 250w", "功耗限制250w") ranks within it, as "under 250w" does.
20. A bare number said for a job ("900 for llm", "1500跑大模型") is the budget.
"""

from __future__ import annotations

import contextlib
import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from advisor.ask.condition_wish import wished_condition
from advisor.i18n import Renderer

NO_NEW = ["no new cards, 900 usd for local llms", "not new, $700 for stable diffusion",
          "nothing new please, 800 dollars for llm inference", "i don't want a new one, $650 gpu for training",
          "won't buy new, what gpu for 900 dollars", "预算5000跑大模型，不要新卡", "不买全新，预算4000元训练模型",
          "不考慮新卡，預算兩萬台幣跑大模型"]
NO_USED = ["no used cards, 900 usd for local llms", "not used, $700 for stable diffusion",
           "预算5000跑大模型，不要二手", "不买二手，预算4000元训练模型"]
NEITHER = ["I'm not new to this, $900 for llm", "nothing new about gpus, 800 usd for llm",
           "I am not new at ml, 700 usd for a gpu", "预算5000跑大模型"]


@pytest.mark.parametrize("text", NO_NEW)
def test_a_refused_new_card_wishes_a_used_one(advisor, text):
    assert wished_condition(text.lower()) == {"used"}
    assert advisor.ask(text).read_as.condition == "used"


@pytest.mark.parametrize("text", NO_USED)
def test_a_refused_used_card_still_wishes_a_new_one(advisor, text):
    assert advisor.ask(text).read_as.condition == "new"


@pytest.mark.parametrize("text", NEITHER)
def test_not_new_to_the_field_is_no_condition(advisor, text):
    assert advisor.ask(text).read_as.condition is None


# 20. A bare number said first, then "for" and a job (or 跑/训练), is the budget; never a card, year, size or count.
FOR_JOB = [("900 for llm", 900), ("no used, 900 for llm", 900), ("1500 for stable diffusion", 1500),
           ("700 for local llms please", 700), ("hi, 1200 for deep learning", 1200), ("1500跑大模型", 1500),
           ("预算不多，2500跑ai绘画", 2500), ("3500，用来训练大模型", 3500)]
NOT_FOR_JOB = ["3090 for llm", "2024 for llm", "4096 for llm", "70b for llm", "2 for llm", "8000 tokens for llm",
               "512 for stable diffusion"]


@pytest.mark.parametrize(("text", "amount"), FOR_JOB)
def test_a_bare_number_for_a_job_is_the_budget(advisor, text, amount):
    q = advisor.ask(text)
    assert q.read_as.budget is not None and q.read_as.budget.amount == amount


@pytest.mark.parametrize("text", NOT_FOR_JOB)
def test_a_card_year_size_or_count_for_a_job_is_no_budget(advisor, text):
    assert advisor.ask(text).read_as.budget is None


# 13. Every wording of a power cap is the cap that ranks alone (no budget asked), never a budget of 250万 yuan.
CAPS = ["power cap 250w, best card for llm", "best card with a 250w power limit for deep learning",
        "best gpu for llm, power limit of 250 watts", "250w power cap, gpu for stable diffusion",
        "tdp limit 250w, which gpu for llm", "功耗限制250w，跑大模型用什么卡", "功耗上限250瓦的显卡跑大模型",
        "功耗限制在250瓦，跑ai用什麼卡"]


@pytest.mark.parametrize("text", CAPS)
def test_every_wording_of_a_power_cap_ranks_within_it(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend"
    assert "ask.note.power-cap" in {n.key for n in q.read_as.notes}
    assert q.read_as.budget is not None and q.read_as.budget.currency == "USD"  # the cap's own budget, no 250万 yuan
    note = next(n for n in q.read_as.notes if n.key == "ask.note.power-cap")
    for lang in ("en", "zh_Hans"):
        assert "250 W" in Renderer(lang)(note)
    assert q.answer.picks and all(advisor.card(p.card).tdp_w <= 250 for p in q.answer.picks)


def test_a_cap_beside_a_budget_keeps_the_budget(advisor):
    q = advisor.ask("功耗限制在250瓦，預算一萬跑大模型")
    assert q.read_as.budget.amount == 10000 and q.read_as.budget.currency == "CNY"
    assert "ask.note.power-cap" in {n.key for n in q.read_as.notes}


# 9. Every --card value that resolves to nothing is one user sentence (exit 2), never a traceback (KeyError: '').
_PARTS = st.sampled_from(["apple", "apple-", "mac", "m4", "m4 max", "m2", "-m4", "rtx", "pro", "6000", "max-q", "ada",
                          "4090", "x", "-", "?", "2x", "+", ",", "a100", "mobile", "苹果", "显卡", "0", " "])
_ODD_CARDS = st.lists(_PARTS, min_size=1, max_size=4).map("".join) | st.text(max_size=12)


@pytest.mark.parametrize("value", ["apple-m4", "apple m4", "m4", "apple-m9", "m2", "rtx pro 6000 max-q", "-"])
@pytest.mark.parametrize("lang", ["en", "zh-CN"])
def test_an_odd_card_for_fits_is_an_answer_or_a_sentence(value, lang):
    from advisor.cli import main
    from product import advisor as loaded

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(["fits", "--card", value, "--lang", lang], advisor=loaded(), environ={})
    assert rc in (0, 2) and "Traceback" not in err.getvalue()
    assert (out.getvalue() if rc == 0 else err.getvalue()).strip()


@settings(max_examples=30, deadline=None)
@given(value=_ODD_CARDS, command=st.sampled_from(["fits", "why", "compare"]))
def test_no_card_value_crashes_fits_why_or_compare(value, command):
    from advisor.cli import main
    from product import advisor as loaded

    argv = {"fits": ["fits", "--card", value], "why": ["why", value], "compare": ["compare", value, "4090"]}[command]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = main(argv, advisor=loaded(), environ={})
    assert rc in (0, 2)
    assert (out.getvalue() if rc == 0 else err.getvalue()).strip()


# 2. A number inside a card's name is never money, whatever variant word follows it (known or not).
VARIANTS = ["max-q", "max q", "blackwell", "ada", "sff", "server edition", "workstation edition", "mobile", "laptop"]


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("frame", ["what psu for 2 rtx pro 6000 {v}", "2张rtx pro 6000 {v}用多大电源",
                                   "is the rtx 5000 ada {v} good for llm", "rtx pro 4500 {v} vs 5090"])
def test_a_card_number_before_a_variant_word_is_no_budget(advisor, frame, variant):
    q = advisor.ask(frame.format(v=variant))
    assert q.read_as.budget is None


@pytest.mark.parametrize("text", ["what psu for 2 rtx pro 6000 max-q", "what psu for 2 rtx pro 6000 max q",
                                  "2張rtx pro 6000 max-q要多大電源"])
def test_the_max_q_card_is_read_with_its_count(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.cards == ["RTX PRO 6000 Blackwell Max-Q"]
    assert q.read_as.gpus == 2 or q.read_as.card_counts == [2]
