"""fix56c (issue 28): power answers that judge only a supply said with a load it carries (a wattage below zero, a range
from 0 W: refused in one sentence), say their reading once and read right for one card, carry no note on prices they
do not show; a unified-memory machine's verdict names no smaller card as an alternative. English and Chinese, console
and Discord's first message; wordings in no table."""

from __future__ import annotations

import re

import pytest


def _said(advisor, text, language="en", context=None):
    """``(question, console text, Discord text)`` of ``text`` answered in ``language`` (after ``context``)."""
    from advisor.cli.ask import render_question
    from advisor.cli.render import View
    from bot.cogs.ask import reply_text

    q = advisor.ask(text, lang=language) if context is None else advisor.ask(text, context=context, lang=language)
    assert q.error is None, q.error
    return q, render_question(q, View(language=language)), reply_text(q, language) if q.reply is not None else ""


def _flat(text):
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize(
    ("text", "language", "refused"),
    [
        ("I have a -500W psu, can it run a 3060?", "en", "-500"),
        ("is a -750 watt power supply enough for a 4090?", "en", "-750"),
        ("我的电源是-500W，能带3060吗？", "zh_Hans", "-500"),
        ("I have a 0-1000W PSU, can it run a 3060?", "en", "0W–1,000W"),
        ("电源0到1000瓦能带4090吗", "zh_Hans", "0W–1,000W"),
    ],
)
def test_a_supply_with_no_load_it_surely_carries_is_refused_in_one_sentence(advisor, text, language, refused):
    q, console, discord = _said(advisor, text, language)
    assert q.reply is not None and q.answer is None
    assert refused in _flat(console) and refused in _flat(discord), console
    for judged in ("Yes:", "No:", "enough", "够", "不够"):  # never judged as 500 W or 1,000 W
        assert judged not in console.split("\n\n")[0], console
    assert "650W" in _flat(console)  # what a rating looks like, to say it


def test_a_supply_range_from_a_real_low_end_is_still_judged(advisor):
    q, console, _ = _said(advisor, "I have a 650-850W power supply, can it run an RTX 5090?")
    assert console.startswith("No: a 650 W supply"), console


@pytest.mark.parametrize(
    ("first", "then", "language"),
    [
        ("I have a 650-850W power supply, can it run an RTX 5090?", "how much power does it draw?", "en"),
        ("我的电源是650-850W，能带5090吗？", "它功耗多少？", "zh_Hans"),
        ("how much power does a 4090 draw?", "and a 3090?", "en"),
    ],
)
def test_a_power_follow_up_says_its_reading_once_and_no_price_note(advisor, first, then, language):
    before = advisor.ask(first, lang=language)
    q, console, discord = _said(advisor, then, language, context=before)
    for text in (console, discord):
        assert len(re.findall(r"Read as|理解为", text)) == 1, text
        assert "汇率" not in text and "exchange" not in text, text
    assert "draw up to" not in console, console  # one card "draws": said without the verb's number


def test_a_chinese_power_question_carries_no_price_note_but_a_price_question_does(advisor):
    _, power, _ = _said(advisor, "我的电源是750W，能带4090吗？", "zh_Hans")
    assert "汇率" not in power, power
    _, priced, _ = _said(advisor, "3090和4090哪个好", "zh_Hans")
    assert "汇率" in priced, priced  # the note still said where prices are shown


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("is a mac studio m3 ultra 96gb worth it for llms?", "en"),
        ("is a framework desktop worth it for llms?", "en"),
        ("is the dgx spark worth it for running llms?", "en"),
        ("mac studio m3 ultra 96gb 值得买来跑大模型吗？", "zh_Hans"),
    ],
)
def test_a_unified_memory_machine_names_no_smaller_card(advisor, text, language):
    from advisor.cli.render import View

    q = advisor.ask(text, lang=language)
    assert q.answer is not None and q.read_as.command == "why", q.read_as
    card = advisor.card(q.read_as.cards[0])
    assert card.is_system, card.line  # by the catalogue's line, not a list of names
    verdict = q.answer
    keys = [r.message.key for r in verdict.reasons]
    assert "why.alternatives.give-up" not in keys, keys
    assert not verdict.alternatives
    said = View(language=language).t(next(r.message for r in verdict.reasons if r.rule_id == "memory.never-less"))
    assert not re.search(r"RTX|Radeon|\(\d{2} GB\)", said), said


@pytest.mark.parametrize(
    ("text", "language", "said"),
    [
        ("我有一张3090，跑不了qwen 72b，怎么办", "zh_Hans", "Vulkan"),
        ("I have a 7900 xtx, want to run llama 70b, what card to add?", "en", "Vulkan"),
    ],
)
def test_a_card_of_another_maker_beside_the_owners_says_how_it_splits(advisor, text, language, said):
    from advisor.cli.render import View

    q = advisor.ask(text, lang=language)
    ranking = q.answer.shape.ranking
    mixed = [x for x in ranking if x.reason is not None and x.reason.key == "shape.role.fit-beside-makers"]
    same = [x for x in ranking if x.reason is not None and x.reason.key.startswith("shape.role.fit-beside")
            and x.reason.key != "shape.role.fit-beside-makers"]
    mine = advisor.card(q.read_as.cards[0])
    assert mixed, [(x.card, x.reason.key if x.reason else None) for x in ranking]
    for x in mixed:  # by the card's maker, never by a name
        assert advisor.card(x.card).manufacturer != mine.manufacturer, x.card
        assert said in View(language=language).t(x.reason)
    for x in same:
        assert advisor.card(x.card).manufacturer == mine.manufacturer, x.card


def test_makers_mix_only_across_cuda_and_the_others():
    from advisor.upgrade import mixed_makers

    assert mixed_makers("cuda", "non-cuda") and mixed_makers("non-cuda", "tinkerer")
    assert not mixed_makers("cuda", "tinkerer") and not mixed_makers("non-cuda", "non-cuda")
    assert not mixed_makers(None, "non-cuda")
