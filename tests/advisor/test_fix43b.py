"""fix43b (issues 27, 28; break34 #5, #6): several jobs at once beside an LLM under a budget — every job named summed
(never "Both" of two while Whisper is dropped), one at a time the largest sizes the card, jobs added in a follow-up
merged with their rule ("what if one at a time?" switches it), and the console's short form keeps its ranked list."""
from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import SHORT_LINES, View
from advisor.thresholds import HEADROOM_GB


def _text(q, language: str = "en") -> str:
    return " ".join(render_question(q, View(language=language, width=400)).split())


def _chain(advisor, texts: str):
    q = None
    for text in texts.split(" || "):
        q = advisor.ask(text, context=q) if q is not None else advisor.ask(text)
    return q


def _note(q, key: str):
    return next((n for n in q.read_as.notes if n.key == key), None)


# --- 1. every job said at once is summed (break34 #5) ----------------------------------------------------------------
@pytest.mark.parametrize(("text", "models"), [
    ("llama 8b + sdxl + whisper all loaded at once, budget $900", {"SDXL", "Whisper large-v3"}),
    ("I want qwen 7b, whisper and stable diffusion xl running simultaneously, what gpu for 1000 dollars",
     {"SDXL", "Whisper large-v3"}),
    ("mistral 7b, flux and whisper together on one card under $2000", {"FLUX.1 dev", "Whisper large-v3"}),
    ("预算7000元，同时跑qwen 7b、sdxl和whisper", {"SDXL", "Whisper large-v3"}),
    ("預算7000元，llama 8b、whisper 和 sdxl 同時跑", {"SDXL", "Whisper large-v3"}),
    ("run llama 70b, sdxl, whisper and flux at the same time under $5000", {"SDXL", "Whisper large-v3", "FLUX.1 dev"}),
])
def test_every_job_said_at_once_is_summed_into_the_floor(advisor, text, models):
    q = advisor.ask(text)
    note = _note(q, "ask.jobs-at-once.all")
    assert note is not None, _text(q)
    assert note.params["count"].value == len(models) + 1
    assert {j.split(" (")[0] for j in q.read_as.jobs or []} == models and q.read_as.at_once is True
    total = note.params["total"].value
    parts = note.params["llm"].value
    from advisor.ask.same_time import _other_rows
    parts += sum(r.vram_gb for r in _other_rows(" ".join(q.read_as.jobs or []).lower()))
    assert total == pytest.approx(parts, abs=0.11)  # the sum of every job, each its published figure
    assert q.read_as.memory_gb == [pytest.approx(total + HEADROOM_GB, abs=0.11)]
    for x in q.answer.shape.ranking:  # every card ranked holds them all with room
        assert (x.memory_gb or 0) * (x.gpus or 1) >= total
    assert _note(q, "ask.note.generator-heavier") is None  # each summed: no "ranked for the heavier"
    for language in ("en", "zh_Hans", "zh_Hant"):
        said = _text(q, language)
        assert all(m in said for m in models), (language, said)
        assert "Both at the same time" not in said and "两者同时" not in said and "兩者同時" not in said, said
    assert "jobs at the same time" in _text(q)
    assert "个任务同时" in _text(q, "zh_Hans") and "個任務同時" in _text(q, "zh_Hant")


def test_a_non_cuda_pick_for_three_jobs_says_them_all(advisor):
    q = advisor.ask("run llama 8b, sdxl and whisper at the same time under $800")
    said = [d.message.key for d in q.answer.shape.decides]
    assert not any(k in ("jobs.cuda.none", "jobs.cuda.over") for k in said), said
    if q.answer.picks and "Radeon" in q.answer.picks[0].card:
        assert any(k.endswith(".all") for k in said if k.startswith("jobs.cuda.")), said
        assert "room for them all" in _text(q) and "全部任务" in _text(q, "zh_Hans")


# --- 2. one at a time: the largest job sizes the card ---------------------------------------------------------------
@pytest.mark.parametrize(("text", "largest", "floor"), [
    ("llama 8b, flux and whisper one at a time under $1200", "FLUX.1 dev", 16.0),
    ("预算6000元，llama 8b、flux和whisper轮流跑", "FLUX.1 dev", 16.0),
    ("qwen 7b, sdxl and whisper, one after the other, budget $800", "SDXL", None),
    ("mistral 7b plus flux and whisper but never together, budget $1500", "FLUX.1 dev", 16.0),
    ("預算6000元，qwen 7b、sdxl 和 whisper 不同時跑", "SDXL", None),
])
def test_one_at_a_time_the_largest_job_sizes_the_card(advisor, text, largest, floor):
    q = advisor.ask(text)
    assert q.read_as.at_once is False, _text(q)
    assert not any(n.key.startswith("ask.jobs-at-once.all") for n in q.read_as.notes)
    note = _note(q, "ask.jobs-at-once.image") or _note(q, "ask.jobs-one-at-a-time.held")
    assert note is not None and note.params["second_model"].value == largest, _text(q)
    assert q.read_as.memory_gb == ([floor] if floor is not None else None)
    for language, word in (("en", "One job at a time"), ("zh_Hans", "一次跑一个任务"), ("zh_Hant", "一次跑一個任務")):
        assert word in _text(q, language)


# --- 3. jobs added in a follow-up merge with their rule (break34 #6) --------------------------------------------------
@pytest.mark.parametrize("chain", [
    "best gpu for llama 8b under $1500 || and if I also run sdxl and whisper at the same time?",
    "预算8000元跑llama 8b || 还要同时跑sdxl和whisper呢",
    "best gpu for mistral 7b, budget 1000 || plus sdxl and whisper loaded together",
    "best gpu for llm under $1500 || and if I also run sdxl and whisper at the same time? || for llama 8b?",
    "best gpu for mistral 7b, budget 1000 || plus sdxl and whisper loaded together || and used?",
])
def test_jobs_added_in_a_follow_up_are_summed_with_the_llm(advisor, chain):
    q = _chain(advisor, chain)
    assert _note(q, "ask.jobs-at-once.all") is not None, _text(q)
    assert _note(q, "ask.use-case-second") is None
    said = _text(q)
    assert "Whisper large-v3" in said and "SDXL" in said and "ask about image generation alone" not in said


@pytest.mark.parametrize(("chain", "floor"), [
    ("best gpu for llama 8b under $1500 || and if I also run sdxl and whisper at the same time? || what if one at a "
     "time?", None),
    ("预算8000元跑llama 8b || 还要同时跑sdxl和whisper呢 || 不同时跑呢", None),
    ("best gpu for qwen 7b under $1200 || also flux and whisper at the same time? || 轮流跑呢", 16.0),
    ("預算8000元跑qwen 7b || 還要同時跑flux和whisper || 那輪流跑呢", 16.0),
    ("best gpu for mistral 7b, budget 1000 || plus sdxl and whisper loaded together || separately?", None),
])
def test_one_at_a_time_said_after_switches_the_rule(advisor, chain, floor):
    q = _chain(advisor, chain)
    assert q.read_as.at_once is False and q.read_as.memory_gb == ([floor] if floor is not None else None), _text(q)
    assert not any(n.key.startswith("ask.jobs-at-once.all") for n in q.read_as.notes)
    assert any(n.key in ("ask.jobs-at-once.image", "ask.jobs-one-at-a-time.held") for n in q.read_as.notes)
    back = advisor.ask("and at the same time?", context=q)  # and back again
    assert back.read_as.at_once is True and _note(back, "ask.jobs-at-once.all") is not None


@pytest.mark.parametrize("chain", [
    "best gpu for llm under $1500 || and if I also run sdxl and whisper at the same time?",
    "best gpu for llms, budget 2000 || also flux and whisper simultaneously",
    "预算1万跑大模型 || 还要同时跑sdxl和whisper",
    "best gpu for llm under $1500 || and if I also run sdxl and whisper at the same time? || what if one at a time?",
    "best gpu for llms, budget 2000 || also flux and whisper simultaneously || one after the other?",
])
def test_with_no_model_every_job_added_is_named_and_the_size_asked(advisor, chain):
    q = _chain(advisor, chain)
    assert q.read_as.model is None and q.read_as.jobs, _text(q)
    assert (_note(q, "ask.jobs-unsized") or _note(q, "ask.jobs-unsized.one")) is not None
    assert _note(q, "ask.use-case-second") is None
    if q.read_as.at_once:
        assert "Whisper large-v3" in _text(q) and "Whisper large-v3" in _text(q, "zh_Hans")
    for language, word in (("en", "name the LLM"), ("zh_Hans", "大语言模型"), ("zh_Hant", "大型語言模型")):
        assert word in _text(q, language)


# --- 4. the console's short form keeps the ranked list (break34 #5) --------------------------------------------------
@pytest.mark.parametrize(("text", "language"), [
    ("run llama 8b, sdxl and whisper at the same time under $800", "en"),
    ("llama 8b + sdxl + whisper all loaded at once, budget $900", "en"),
    ("run llama 70b, sdxl, whisper and flux at the same time under $5000", "en"),
    ("预算7000元，同时跑qwen 7b、sdxl和whisper", "zh_Hans"),
    ("預算7000元，llama 8b、whisper 和 sdxl 同時跑", "zh_Hant"),
    ("mistral 7b, flux and whisper together on one card under $2000", "en"),
])
def test_the_short_form_keeps_the_ranked_rows_below_a_long_reading(advisor, text, language):
    q = advisor.ask(text)
    out = render_question(q, View(language=language))
    lines = out.splitlines()
    assert len(lines) <= SHORT_LINES, out
    ranked = [x for x in lines if x[:3] in ("1. ", "2. ")]
    assert ranked, out  # never the headline and a note alone
    # the first two rows, or the pick's row with the fact that decides it (a first pick without CUDA says why)
    assert len(ranked) >= min(2, len(q.answer.shape.ranking)) or any(x.startswith("→ ") for x in lines), out
