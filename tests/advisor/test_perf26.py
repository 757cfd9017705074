"""Issue 30 §1, perf26: fix39e's two-jobs floor (:func:`advisor.ask.budget_jobs.jobs_floor`) sizes the LLM only when a
second job is said beside it — every question naming a model sized it (an estimate) and then dropped it — and reads as
before: the same notes and floor where a second job is said, nothing where none is."""

from __future__ import annotations

import pytest

from advisor.ask import budget_jobs


@pytest.fixture
def sized(monkeypatch):
    """The models :func:`budget_jobs._llm_gb` was asked to size (their names), calling the real one."""
    seen: list[str] = []
    real = budget_jobs._llm_gb

    def counted(advisor, read_as):
        seen.append(read_as.model.name if read_as.model is not None else "")
        return real(advisor, read_as)

    monkeypatch.setattr(budget_jobs, "_llm_gb", counted)
    return seen


@pytest.mark.parametrize("text", [
    "best gpu for llama 3 8b under $1500",
    "预算8000元，跑qwen2.5 7b用什么显卡",
    "which card for mistral 7b, budget 900",
])
def test_a_model_alone_is_not_sized_for_a_second_job(advisor, sized, text):
    q = advisor.ask(text)
    assert sized == []
    assert not any(n.key.startswith(budget_jobs.AT_ONCE) for n in q.read_as.notes)


@pytest.mark.parametrize("text", [
    "$1200 budget, sdxl and mistral 7b loaded together",
    "预算1万，一边跑flux一边跑qwen2.5 7b",
    "budget $1000 for flux and llama 3 8b",
])
def test_a_second_job_still_sizes_the_llm_once_and_says_both(advisor, sized, text):
    q = advisor.ask(text)
    assert sized and len(set(sized)) == 1
    note = next(n for n in q.read_as.notes if n.key.startswith(budget_jobs.AT_ONCE))
    assert float(note.params["llm"].value) == budget_jobs._llm_gb(advisor, q.read_as) > 0  # the need said is its own
