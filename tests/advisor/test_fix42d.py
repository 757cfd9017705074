"""fix42d (issues 27, 28; break34 #2, #15, #16): a context with no model keeps the budget's reference model; the
native-window note is said when the context does not fit; the offload fallback weighs VRAM and RAM together."""

from __future__ import annotations

import pytest

from advisor.cli.render import View
from advisor.context_model import reference_model

# a context said beside a budget with no model, task or precision (break34 #2): wordings in no corpus row
CONTEXT_ONLY = [
    ("which card should I buy for local llms, 1500 dollars, 32k context", "1500"),
    ("gpu for running llms at 16k context, budget $1200", "1200"),
    ("need 32k context for local ai chat, what gpu under $2000", "2000"),
    ("预算1万，跑本地大模型，要32k上下文，买什么显卡", "10000 CNY"),
    ("預算8000元跑大模型，要16k上下文，推薦顯卡", "8000 CNY"),
]


@pytest.mark.parametrize(("question", "budget"), CONTEXT_ONLY)
def test_a_context_with_no_model_keeps_the_budgets_reference_model(advisor, question, budget):
    q = advisor.ask(question)
    assert q.read_as.context_tokens is not None and q.read_as.model is None
    kept = reference_model(advisor.recommend(budget, use_case="llm"))
    assert kept is not None and "7B" not in kept  # the largest the budget runs, never the generic 7B
    assert reference_model(q.answer) == kept
    assert q.answer.min_memory_gb is not None


@pytest.mark.parametrize(("first", "follow_up"), [
    ("which gpu for local llms, $1500", "what about 32k context?"),
    ("预算1万跑本地大模型买什么卡", "那32k上下文呢？"),
])
def test_a_context_follow_up_keeps_the_model_the_answer_was_on(advisor, first, follow_up):
    before = advisor.ask(first)
    then = advisor.ask(follow_up, context=before)
    assert then.read_as.context_tokens == 32768
    assert reference_model(then.answer) == reference_model(before.answer) is not None


# a context past the model's native window that the card does not hold (break34 #15)
PAST_WINDOW = [
    "can a 4090 do qwen3 32b at 128k context",
    "qwen3 32b, 64k tokens of context, on my 3090?",
    "is a 3060 12gb enough for qwen3 14b with 64k context",
    "4090能跑qwen3 32b 128k上下文吗",
    "我的3090跑qwen3 32b，上下文64k，够吗",
]


@pytest.mark.parametrize("question", PAST_WINDOW)
def test_the_native_window_is_said_when_the_context_does_not_fit(advisor, question):
    q = advisor.ask(question)
    assert q.answer.rig is not None and q.answer.rig.way == "none"
    assert "fits.window.extended" in [m.key for m in q.answer.shape.reading]


# the fallback's lowest level against VRAM and RAM together when RAM is given (break34 #16)
WITH_RAM = [
    ("deepseek r1 on a 4090 with 64gb ram", "owned.fits.no.least-ram"),
    ("kimi k2 on my 3090, 128gb ram", "owned.fits.no.least-ram"),
    ("我的3090加128G内存能跑deepseek v3吗", "owned.fits.no.least-ram"),
    ("3090 + 96GB 記憶體跑 deepseek v3 可以嗎", "owned.fits.no.least-ram"),
    ("run llama 405b on a 4090 with 96gb ram", "owned.fits.no.least-ram-holds"),
]


@pytest.mark.parametrize(("question", "key"), WITH_RAM)
def test_the_lowest_level_is_weighed_against_vram_and_ram_together(advisor, question, key):
    q = advisor.ask(question)
    said = q.answer.rig.message
    assert said.key == key, said.key
    assert said.params["ram"].value == q.read_as.ram_gb
    both = said.params["both"].value
    assert abs(both - (q.answer.rig.rig.memory_gb - 1 + q.read_as.ram_gb - 8)) < 0.2


def test_without_ram_the_lowest_level_is_weighed_against_the_vram(advisor):
    q = advisor.ask("run llama 405b on a 4090")
    assert q.answer.rig.message.key == "owned.fits.no.least"


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_the_vram_and_ram_sentence_is_said_in_each_language(advisor, lang):
    q = advisor.ask("deepseek v3 on 3090 with 128gb ram")
    text = View(language=lang, width=400).t(q.answer.rig.message)
    assert "143" in text and "158" in text and "128" in text
    assert ("VRAM" in text) if lang == "en" else ("显存" in text or "顯存" in text)
