"""fix27c (issue 28): the breaker's findings 5, 10, 11, 12 and 19 (break26).

5. A power limit said beside a buying question ranks only the cards within it (board power) and says so.
19. A power limit offered for a supply too small is offered as a fix only when it brings the draw within the supply.
10. An owner asking to add a card like theirs gets yes or no first, the rig not called theirs, no rent priced on it.
11/12. An owner asking to upgrade ("upgrade my 3080 to a 3090", "I have a 7900 xtx, should I get a 4090",
   "3080升级3090值得吗") gets yes or no first, with or without a use case.
"""

from __future__ import annotations

import pytest

from advisor import i18n
from advisor.ask.read_as_line import read_as_message

LANGS = ("en", "zh_Hans", "zh_Hant")


def _text(m, lang="en") -> str:
    return i18n.render(m.key, m.params, lang)


def _first(q):
    head = q.answer.shape.headline
    return head.params["first"] if head.key == "answer.join.sentences" else head


# --- 5. a power limit filters the ranking ---------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "watts"), [("gpu for llm under 300 watts, budget 1500", 300),
                                             ("最多300瓦的显卡，预算10000元跑大模型", 300),
                                             ("best gpu for deep learning, 250w max, budget 1000", 250),
                                             ("功耗200瓦以内的显卡，预算5000元", 200)])
def test_a_power_limit_ranks_only_cards_within_it(advisor, text, watts):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.budget is not None
    assert q.read_as.budget.amount > watts  # the watts are never the budget
    note = next(n for n in q.read_as.notes if n.key == "ask.note.power-cap")
    for lang in LANGS:
        assert f"{watts} W" in _text(note, lang)
    line = _text(read_as_message(q.read_as))
    assert "power supply" not in line and f"{watts} W" in line  # the limit said, not "about the power supply"
    picks = q.answer.picks
    assert picks and all((advisor.card(p.card).tdp_w or 0) <= watts for p in picks)


def test_a_supply_said_is_no_board_power_limit(advisor):
    q = advisor.ask("gpu for llm, budget 1500, my psu is 650w")
    assert not any(n.key == "ask.note.power-cap" for n in q.read_as.notes)


# --- 19. the power-limit "Or" only when it reaches the supply -------------------------------------------------------
def _reply_keys(m, out=None):
    out = [] if out is None else out
    out.append(m.key)
    for v in m.params.values():
        if hasattr(v, "key") and hasattr(v, "params"):
            _reply_keys(v, out)
        for item in getattr(v, "items", None) or []:
            if hasattr(item, "key"):
                _reply_keys(item, out)
    return out


@pytest.mark.parametrize("text", ["my psu is 750w, can I run two 3090s?", "我的电源是750w，能带两张3090吗"])
def test_a_power_limit_that_does_not_reach_the_supply_is_no_fix(advisor, text):
    q = advisor.ask(text)
    keys = _reply_keys(q.reply)
    assert "ask.power.limit.short" in keys and "ask.power.limit" not in keys
    for lang in LANGS:
        said = _text(q.reply, lang)
        assert "786 W" in said and "750 W" in said


def test_a_power_limit_that_reaches_the_supply_is_still_offered(advisor):
    keys = _reply_keys(advisor.ask("is a 1000w psu enough for two 3090s?").reply)
    assert "ask.power.said.limited" in keys and "ask.power.limit.short" not in keys


# --- 10. adding a card like theirs ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "key"), [
    ("I have a 3090, should I buy a second one for llama 70b?", "ask.second.yes"),
    ("我有一张3090，要不要再买一张跑70b", "ask.second.yes"),
    ("I have a 3090, should I buy a second one for qwen3 32b?", "ask.second.no-holds"),
    ("I have a 3060 12gb, should I buy a second one for llama 70b?", "ask.second.no-short")])
def test_an_owner_adding_a_card_gets_yes_or_no_first(advisor, text, key):
    q = advisor.ask(text)
    first = _first(q)
    assert first.key == key
    en = _text(first)
    assert en.startswith("Yes" if key.endswith("yes") else "No")
    if key == "ask.second.yes":
        assert "CPU" in en and "17 tok/s" in en and "1,275 USD" in en  # one alone offloads; two at ≈ 17; its price
    for lang in ("zh_Hans", "zh_Hant"):
        assert ("值得" if key.endswith("yes") else "不") in _text(first, lang).split("：")[0]
    rest = _text(q.answer.shape.headline.params["second"]) if q.answer.shape.headline.key == \
        "answer.join.sentences" else ""
    assert "your 2" not in rest  # the rig is not theirs yet
    assert not any(c.rule_id == "cloud.own-vs-rent-2023" for c in q.answer.shape.decides)  # never priced on theirs


def test_an_owner_of_two_asking_about_their_rig_keeps_it_theirs(advisor):
    q = advisor.ask("I have two 3090s, can they run llama 70b?")
    assert _first(q).key not in ("ask.second.yes", "ask.second.no-holds", "ask.second.no-short")


# --- 11/12. upgrading the card had ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "key"), [
    ("worth upgrading my 3080 to a 3090?", "ask.upgrade.yes-both"),
    ("3080升级3090值得吗", "ask.upgrade.yes-both"),
    ("I have a 7900 xtx, should I get a 4090", "ask.upgrade.yes-speed-only"),
    ("should I upgrade my 3090 to a 4080?", "ask.upgrade.no-less"),
    ("should I upgrade my 4090 to a 5090 for llms?", "ask.upgrade.yes-speed"),
    ("worth upgrading my 3080 to a 3090 for llms?", "ask.upgrade.yes-memory"),
    ("should I get a 4090? I have a 3080", "ask.upgrade.yes-both")])
def test_an_owner_upgrading_gets_yes_or_no_first(advisor, text, key):
    q = advisor.ask(text)
    first = _first(q)
    assert first.key == key
    assert _text(first).startswith("Yes" if ".yes" in key else "No")
    for lang in ("zh_Hans", "zh_Hant"):
        assert "值得" in _text(first, lang).split("：")[0]


def test_the_owned_card_is_the_one_had_whichever_is_named_first(advisor):
    q = advisor.ask("I have a 7900 xtx, should I get a 4090")
    said = _text(_first(q))
    assert said.index("GeForce RTX 4090") < said.index("your Radeon RX 7900 XTX")
    switch = next(c for c in q.answer.shape.decides if c.message.key == "ask.switch")
    assert "from your Radeon RX 7900 XTX" in _text(switch.message)


def test_a_buyer_weighing_two_cards_gets_no_upgrade_verdict(advisor):
    for text in ("3080 or 3090?", "should I get a 3090 or a 4090?", "I have $1500, should I get a 4090 or a 3090?",
                 "I have a 3090, should I get a 4090 or a 5090?"):  # the card had is neither of the two weighed
        assert not _text(advisor.ask(text).answer.shape.headline).startswith(("Yes", "No"))
