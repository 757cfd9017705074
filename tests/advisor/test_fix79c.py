"""fix79c: LLM fits an expert would give — a model family named in "what my cards run" keeps the list to that
family (issue 28 "Answer what was asked": "what llama can I run on a 3080" listed Qwen models)."""

from __future__ import annotations

import pytest

from advisor.ask.family_runs import families_named
from advisor.runs import of_family

# 1. a family named in "what my cards run": that family's models only


@pytest.mark.parametrize("text, wanted", [
    ("what llama can I run on a 3080", [("Llama", ("llama",))]),
    ("which qwen model can my 4090 run", [("Qwen", ("qwen", "qwq"))]),
    ("哪个千问模型 4090能跑", [("Qwen", ("qwen", "qwq"))]),
    ("what qwen3 can I run on a 3090", [("Qwen3", ("qwen3",))]),
    ("what llama 3.1 fits my 3090", [("Llama 3.1", ("llama3.1",))]),
    ("what llama 3080", [("Llama", ("llama",))]),  # a card's number is no version
    ("what can I run on my 3080 with llama.cpp", []),  # a tool named after a family is none
    ("I use ollama and LLaMA-Factory, what can my 3090 run", []),
    ("llama or mistral on my 3060?", [("Llama", ("llama",)), ("Mistral", ("mistral", "mixtral"))]),
])
def test_families_named(text, wanted):
    assert families_named(text) == wanted


def test_of_family_keeps_the_family_newest_first(advisor):
    archs = advisor.llm_models.chat_archs
    kept = [a.name for a in of_family(archs, ("llama",))]
    assert kept and all(n.lower().startswith("llama") for n in kept), kept
    assert kept.index("Llama 3.1 8B") < kept.index("Llama 3 8B")  # a tie in size goes to the newer release
    assert of_family(archs, None) is archs


@pytest.mark.parametrize("text, family", [
    ("what llama can I run on a 3080", "llama"),
    ("which qwen model can my 4090 run", "q"),  # Qwen or QwQ
    ("what deepseek can I run with 12gb vram", "deepseek"),
    ("哪个千问模型 4090能跑", "q"),
])
def test_a_family_named_keeps_the_rigs_list_to_it(advisor, text, family):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.model is None
    models = q.answer.models
    assert models and all(m.model.lower().startswith(family) for m in models), [m.model for m in models]
    assert q.answer.shape.headline.key == "ask.family-runs.head"


def test_the_llama_list_on_a_3080_is_llama_31_8b(advisor):
    q = advisor.ask("what llama can I run on a 3080")
    largest = next(m for m in q.answer.models if m.role == "largest-dense")
    assert largest.model == "Llama 3.1 8B" and largest.quant == "Q6_K", largest


def test_no_family_keeps_the_whole_tables_list(advisor):
    q = advisor.ask("what can I run on a 3080")
    assert q.answer.shape.headline.key != "ask.family-runs.head"
    assert any(not m.model.lower().startswith("llama") for m in q.answer.models)
