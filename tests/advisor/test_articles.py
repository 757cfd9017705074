"""The article and count word follow what they count (issue 28 §3): English says "an" before a value said with a
vowel sound ("an 850 W supply", "an 8 GB card", "an RTX A6000"), for every message (advisor.i18n.takes_an_value,
applied when an English template has "a {…}"); a machine asked about is "一台" in Chinese, never a card's "一张"
(advisor.asked_rig)."""

from __future__ import annotations

import pytest

from advisor.cli.render import View, render_fit
from advisor.i18n import Card, Quantity, msg, render, takes_an_value
from said import said


@pytest.mark.parametrize(("written", "an"), [
    ("850 W", True), ("8 GB", True), ("11 GB", True), ("18,000", True), ("80 GB", True), ("$800", True),
    ("1,080 W", False), ("110 W", False), ("16 GB", False), ("1.8 GB", False), ("1,000 W", False), ("GPU", False),
])
def test_a_number_takes_an_by_how_it_is_said(written, an):
    assert takes_an_value(Quantity(value=0, unit="W"), written) is an


def test_every_english_template_with_an_article_before_a_value_agrees():
    m = msg("ask.power.said.ok", "Yes: a {said} supply is enough.", said=Quantity(value=850, unit="W", digits=0))
    assert render(m.key, m.params) == "Yes: an 850 W supply is enough."
    m = msg("ask.power.said.ok", "Yes: a {said} supply is enough.", said=Quantity(value=1000, unit="W", digits=0))
    assert render(m.key, m.params).startswith("Yes: a 1,000 W")
    own = msg("why.owner.named", "If you already own a {card}: {guide}", card=Card(value="RTX A6000"), guide="x")
    assert render(own.key, own.params).startswith("If you already own an RTX A6000:")
    m = msg("ask.power.said.ok", "Yes: a {said} supply is enough.", said=Quantity(value=850, unit="W", digits=0))
    assert "an" not in render(m.key, m.params, "zh_Hans")  # Chinese has no article to change


def test_a_psu_question_says_an_850_w(advisor):
    q = advisor.ask("is a 850 W psu enough for a 4090")
    text = said(q.reply)
    assert "a 850 W" not in text and "an 850 W" in text, text


@pytest.mark.parametrize(("text", "machine"), [
    ("Mac Studio 能跑 70b 吗", True), ("3090 能跑 70b 吗", False),
])
def test_a_machine_asked_about_is_counted_as_a_machine_in_chinese(advisor, text, machine):
    q = advisor.ask(text)
    first = render_fit(q.answer, View(language=q.language, width=400))
    assert ("在一台 " in first) is machine and ("在一张 " in first) is not machine, first
    english = render_fit(advisor.ask("can a mac studio run 70b").answer, View(width=400))
    assert "On an Apple Mac Studio" in english, english
