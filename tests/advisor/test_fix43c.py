"""fix43c (issue 28): never drop the set-ups the engine's own rule puts first.

A sized LLM ranking (a budget, or "money no object") does not lead with a Mac that holds the model only with its
wired-memory limit raised while a set-up within the budget holds it outright (newuser20 #14: the 256 GB M3 Ultra led
Llama 3.1 405B while the 512 GB one, at its last list price, was not offered)."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View

ROOMY = "Apple Mac Studio (M3 Ultra 32C CPU / 80C GPU, 512 GB)"
RAISED = "Apple Mac Studio (M3 Ultra 28C CPU / 60C GPU, 256 GB)"


@pytest.mark.parametrize("text", [
    "best setup for llama 405b, budget unlimited",
    "what should I buy to run llama-3.1-405b, whatever it costs",
    "不差钱，想本地跑 Llama 3.1 405B",
    "預算不限，跑 llama 3.1 405b 推薦什麼",
    "llama 3.1 405b under 12000 usd",
])
def test_what_holds_the_model_outright_leads_what_holds_it_only_with_the_limit_raised(advisor, text):
    q = advisor.ask(text)
    picks = q.answer.picks
    assert picks and picks[0].card == ROOMY, [p.card for p in picks]
    assert not (picks[0].label and "raised" in picks[0].label.key)
    assert any(p.card == RAISED and p.label and "raised" in p.label.key for p in picks[1:]), [p.card for p in picks]
    out = render_question(q, View(language=q.language))
    assert out.index("512 GB") < out.index("256 GB"), out


def test_a_budget_that_buys_only_the_raised_way_still_gets_it(advisor):
    q = advisor.ask("llama 3.1 405b under 7000 usd")
    picks = q.answer.picks
    assert picks and picks[0].card == RAISED and "raised" in picks[0].label.key, [p.card for p in picks]
