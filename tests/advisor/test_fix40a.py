"""fix40a (issues 27, 28): what the reader left — an owner's upgrade with a budget, offers beside budgets, follow-ups
to image generation, no GPU with RAM, cards' memory said in total."""
from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _text(q, language: str = "en") -> str:
    return " ".join(render_question(q, View(language=language, width=400)).split())


def _chain(advisor, texts: str):
    q = None
    for text in texts.split(" || "):
        q = advisor.ask(text, context=q) if q is not None else advisor.ask(text)
    return q


# --- 1. an owner's card with its suffix ("4060ti", "7900xtx") beside a budget to upgrade: upgrades ranked ----------
@pytest.mark.parametrize(("text", "memory"), [
    ("我有一张4060ti 16g，预算6000升级跑大模型", 16),
    ("我现在用4060ti 16g，预算6000想升级跑本地大模型", 16),
    ("目前在用7900xtx，预算1万升级跑大模型", 24),
    ("我有一張7900xt，預算8000升級跑大模型", 20),
    ("現在用的是3080ti，預算6000升級跑大模型", 12),
    ("I have a 4060ti 16gb, 900 dollars to upgrade for llms", 16),
    ("currently using a 4070ti super, budget 1500 to upgrade for local llms", 16),
])
def test_an_owner_with_a_budget_to_upgrade_gets_upgrades_ranked(advisor, text, memory):
    q = advisor.ask(text)
    assert q.read_as.command == "recommend", _text(q)
    assert q.read_as.budget is not None and q.read_as.own
    assert q.read_as.memory_gb and q.read_as.memory_gb[0] > memory  # no card of the owner's memory or less
    for language in ("en", "zh_Hans", "zh_Hant"):
        said = _text(q, language)
        assert "ask.owner-floor" not in said and ("upgrade" in said or "升级" in said or "升級" in said), said
