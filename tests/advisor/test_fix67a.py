"""fix67a (newuser27): "is $2000 enough for a 2x 3090 rig for 70b?" leads the budget's no, never "Yes." then "over
your budget"; money said in millions ("$1m", "1.5M usd", "2 million dollars") is read as millions, while "1m context",
"1M tokens" and "7m parameters" stay no money. English and Chinese, console and bot."""

from __future__ import annotations

import re

import pytest

from advisor.ask.reader import read
from tests.asked import question_faces


def flat(face: str, language: str = "en") -> str:
    """A face with its wrapped lines joined (a space in English, nothing in Chinese)."""
    return re.sub(r"\s*\n\s*", "" if language.startswith("zh") else " ", face)


def lead(face: str, language: str = "en") -> str:
    """The headline of a face: past the reading line, before the first deciding fact."""
    body = face.split("\n\n", 1)[1] if face.startswith(("Read as", "理解为")) else face
    return flat(body, language).split("→")[0].strip()


@pytest.mark.parametrize(("text", "language", "no"), [
    ("is $2000 enough for a 2x 3090 rig for 70b?", "en", "No:"),
    ("is $2000 enough for a 2x 3090 rig for 70b?", "zh_Hans", "不够"),
    ("预算1.5万够两张3090跑70b吗", "zh_Hans", "不够"),
    ("$1000, is a 3090 enough for llama 8b?", "en", "No:"),
])
def test_an_over_budget_set_up_leads_its_no_in_a_fit(advisor, text, language, no):
    q, console, bot = question_faces(advisor, text, language)
    assert q.read_as.command == "fits", console
    shape = q.answer.shape
    assert shape.headline.key.startswith("ask.enough."), console
    assert shape.decides[0].message.key == "ask.enough.set-up-does", console  # the fit follows, without its "Yes."
    assert shape.decides[0].message.params["headline"].key != "answer.join.sentences", console
    said = repr(shape.decides)
    assert '"ask.over-budget.rig"' not in said and '"ask.over-budget"' not in said, console  # said once, first
    assert not any(n.key == "ask.budget-unweighed" for n in q.read_as.notes), console  # it is weighed
    for face in (console, bot):
        head = lead(face, language) if face is console else flat(face, language)
        assert head.lstrip("*# ").startswith(no) or no in head.split("→")[0][:40], face
        assert not re.match(r"\W*(Yes|是的|能)", head), face


def test_within_budget_the_fit_still_leads_yes(advisor):
    q, console, _ = question_faces(advisor, "is $5000 enough for 2x 3090 for 70b?")
    assert lead(console).startswith("Yes."), console
    assert not q.answer.shape.headline.key.startswith("ask.enough."), console


@pytest.mark.parametrize(("text", "amount", "currency"), [
    ("best gpu for $1m", 1_000_000, "USD"),
    ("best gpu for 1.5M usd", 1_500_000, "USD"),
    ("best gpu for 2 million dollars", 2_000_000, "USD"),
    ("best gpu under $1.5M", 1_500_000, "USD"),
    ("预算100万买什么显卡", 1_000_000, "CNY"),
])
def test_money_in_millions_is_read_as_millions(advisor, text, amount, currency):
    r = read(advisor, text)
    assert r.budget is not None, text
    assert float(r.budget.amount) == amount and r.budget.currency == currency, r.budget
    q, console, _ = question_faces(advisor, text, "zh_Hans" if "预算" in text else "en")
    assert q.read_as.command == "recommend" and float(q.read_as.budget.amount) == amount, console


@pytest.mark.parametrize("text", [
    "gpu for 1m context",
    "llama 8b with 1M tokens context, which gpu?",
    "what gpu to train a 7m parameters model",
    "跑1M上下文的模型用什么显卡",
])
def test_millions_of_tokens_or_parameters_are_no_money(advisor, text):
    assert read(advisor, text).budget is None, text
