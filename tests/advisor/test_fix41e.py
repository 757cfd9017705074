"""fix41e (issues 27, 28; newuser20 #14): the wordings here are in no corpus row.

1. A pick never sits below the floor its own answer states: a Mac that holds the model only with its GPU's
   wired-memory limit raised (405B Q4_K_M, about 234.5 GB, on a 256 GB Mac Studio whose default GPU share is 179.2 GB)
   says so on its short line and its memory line, and its job memory is the raised share, never the default one.
"""

from __future__ import annotations

import pytest

from advisor.i18n import Renderer

LANGS = ("en", "zh_Hans", "zh_Hant")
RAISED = {"en": "wired-memory limit raised", "zh_Hans": "wired 内存上限", "zh_Hant": "wired 記憶體上限"}
BIG = ["what gpu for running llama 3.1 405b, money no object",
       "best machine to run llama 405b locally, budget 10000 usd",
       "405b at home, what do I buy? 8000 usd",
       "预算6万，想本地跑llama 405b",
       "想本地跑 405b 模型，预算不限",
       "想在家跑 llama 3.1 405b，預算不限"]


@pytest.mark.parametrize("text", BIG)
def test_a_pick_below_its_own_floor_says_the_lever_that_lifts_it(advisor, text):
    q = advisor.ask(text)
    rec = q.answer
    assert q.read_as.command == "recommend" and rec.picks, q.read_as
    job = next(p.speed for p in rec.picks if p.speed is not None)
    assert "405B" in job.model, job
    for p in rec.picks:
        card = advisor.catalog.card(p.card)
        default = (card.llm_memory_gb or 0.0) * p.gpus
        need = 230.0  # 405B in Q4_K_M: weights alone (the answer's floor is 234.5 GB)
        assert p.job_memory_gb is not None and p.job_memory_gb >= need, (p.card, p.job_memory_gb)
        if default < need:  # holds it only with the limit raised: said on the short line, in every language
            assert p.label is not None
            for lang in LANGS:
                assert RAISED[lang] in Renderer(lang)(p.label), Renderer(lang)(p.label)
            memory_line = " ".join(Renderer("en")(r.message) for r in p.reasons)
            assert "179.2 GB for the GPU by default" in memory_line and "248 GB" in memory_line, memory_line


def test_a_mac_that_holds_it_by_default_is_not_labelled_raised(advisor):
    rec = advisor.ask("best mac for running llama 3.3 70b, 6000 usd").answer
    for p in rec.picks:
        if p.label is not None:
            assert "raised" not in Renderer("en")(p.label), p
