"""answers38 #3: "best gpu for wan 2.2 under 1000" was headed "For 1,000 USD (general), buy …", a training ranking.
A video-generation job named with a budget is ranked for that job: cards by the heaviest published setting each
holds with room (``data/owner_jobs.csv``), then the general order (speed, price); the headline names the job, the
card and the setting it runs (``advisor/ask/job_buyer.py``), in English and Chinese."""

from __future__ import annotations

import re

import pytest

from advisor import i18n
from advisor.ask.job_buyer import _best
from advisor.image_needs import _rows, find_generator
from advisor.image_rank import _within
from said import said


@pytest.mark.parametrize("text", ["best gpu for wan 2.2 under 1000", "best gpu for wan 2.1 under 1500",
                                  "wan 2.2 用什么显卡 预算7000元", "best gpu for wan 2.1 under $600"])
def test_a_video_job_with_a_budget_is_ranked_by_the_setting_each_card_holds(advisor, text):
    q = advisor.ask(text)
    head = q.answer.shape.headline
    assert head.key == "ask.job-buyer.head", (text, head.key)
    version = "Wan 2.2" if "2.2" in text else "Wan 2.1"  # Wan 2.2 has rows of its own (answers43, break20 #10)
    assert "(general)" not in said(head) and version in said(head), said(head)
    rows = _rows(find_generator(text))
    held = []
    within = set(_within(q.answer, q.answer.shape.ranking))  # a card over the budget stays after them
    for line in (x for x in q.answer.shape.ranking if x.card in within):
        best = _best(rows, advisor.catalog.card(line.card).memory_gb or 0)
        held.append(best.vram_gb if best is not None else 0.0)
    assert held == sorted(held, reverse=True), (text, held)  # the heavier setting held ranks first
    assert head.params["card"].value == q.answer.shape.ranking[0].card
    zh = i18n.render(head.key, head.params, "zh_Hans")
    assert re.search(r"[\u4e00-\u9fff]", zh) and "buy" not in zh, zh


def test_other_jobs_keep_their_headline(advisor):
    # speech is ranked for its job too since newuser17 #20 (tests/advisor/test_fix32a.py): its headline names Whisper
    assert advisor.ask("best gpu for whisper under 300").answer.shape.headline.key == "ask.job-buyer.head"
    assert advisor.ask("best gpu under 1000").answer.shape.headline.key != "ask.job-buyer.head"
