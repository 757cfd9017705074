"""fix49c (issue 28, break36): whole machines — a unified-memory machine is never pooled with a card or another
machine (#7)."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from product import LANGUAGES
from said import said

APART = [  # (the rig read from the question, a model)
    ("dgx spark + 5090", "qwen3-235b"),
    ("mac studio m3 ultra 512gb + 2x 3090", "deepseek-v3"),
    ("mac mini m4 pro 64gb + 4090", "llama-3.3-70b"),
    ("framework desktop 128gb + 3090", "qwen3-235b"),
    ("dgx spark + mac studio m4 max 128gb", "llama-3.3-70b"),
]


@pytest.mark.parametrize(("rig", "model"), APART)
def test_a_machine_with_a_card_or_another_machine_is_never_one_memory(advisor, rig, model):
    f = advisor.fits(model, card=rig)
    assert f.rig is not None and len(f.rig.rig.cards) == 1 and f.rig.rig.count == 1  # one computer answered
    head = said(f.rig.message)
    assert "separate computers, not one memory" in head and "RPC" in head, head
    assert f.reasons[0].source and "llama.cpp" in str(f.reasons[0].source), f.reasons[0]


@pytest.mark.parametrize("rig", [r for r, _ in APART])
def test_what_the_rig_runs_is_said_for_one_computer(advisor, rig):
    r = advisor.fits(card=rig)
    assert "separate computers" in said(r.summary), said(r.summary)


def test_two_of_the_same_mac_are_two_computers(advisor):
    f = advisor.fits("deepseek-v3", card="2x mac studio m3 ultra 512gb")
    assert f.rig.rig.count == 1 and "are 2 computers" in said(f.rig.message)


def test_gpus_and_two_gb10_boxes_still_pool(advisor):
    assert advisor.fits("llama-3.3-70b", card="3090 + 4090").rig.rig.count == 2
    assert advisor.fits("qwen3-235b", card="2x dgx spark").rig.rig.count == 2


@pytest.mark.parametrize("text", ["can I run qwen3 235b on my dgx spark and my rtx 5090 together?",
                                  "我有一台 DGX Spark 和一张 5090，合起来能跑 Qwen3 235B 吗？",
                                  "my mac mini m4 pro 64gb plus a 4090: llama 3.3 70b?"])
def test_asked_the_answer_says_so_in_every_language(advisor, text):
    q = advisor.ask(text)
    words = {"en": "separate computers", "zh_Hans": "各自独立的电脑", "zh_Hant": "各自獨立的電腦"}
    for language in LANGUAGES:
        out = " ".join(render_question(q, View(language=language)).split())
        flat = "".join(out.split())  # Chinese wraps with no word breaks
        assert words[language].replace(" ", "") in flat and "RPC" in out, out
        assert "145.7 GB runs" not in out


# break36 #8: the owner's unified-memory machine serving a few users answers for that machine

SERVED = [  # (model, the machine, users)
    ("deepseek-v3", "mac studio m3 ultra 512gb", 5),
    ("llama-3.1-8b", "dgx spark", 20),
    ("qwen3-30b-a3b", "framework desktop 128gb", 4),
    ("llama-3.3-70b", "mac studio m4 max 128gb", 3),
    ("gpt-oss-120b", "dgx spark", 8),
]


@pytest.mark.parametrize(("model", "machine", "users"), SERVED)
def test_a_machine_serving_users_answers_for_the_machine_first(advisor, model, machine, users):
    f = advisor.fits(model, card=machine, users=users)
    s = f.serving
    assert s is not None and s.configs[0].role == "rig" and s.engine == "llama.cpp"
    first = s.configs[0]
    assert first.per_user_tok_s * min(users, first.max_users) == pytest.approx(first.aggregate_tok_s, rel=0.02)
    assert first.per_user_tok_s <= f.rig.speed.tok_s + 0.5  # nobody gets more than one user alone
    head = said(s.message)
    assert "One user alone gets about" in head and "llama.cpp's batched bench" in head, head
    assert f.shape.headline == s.message  # the machine is the answer; a server of cards only after it
    assert all(c.role != "rig" for c in s.configs[1:])
    assert any("machine_batched.csv" in str(r.source) for r in s.reasons)


def test_the_machine_that_reads_prompts_slowly_says_so(advisor):
    s = advisor.fits("llama-3.3-70b", card="mac studio m3 ultra 512gb", users=4, context="16k").serving
    assert any(r.message.key.startswith("routes.prefill") for r in s.reasons)


@pytest.mark.parametrize("text", ["can my mac studio m3 ultra 512gb serve deepseek v3 to 5 people?",
                                  "我的 DGX Spark 跑 Llama 3.1 8B，20 个并发用户够吗",
                                  "could my framework desktop 128gb host qwen3 30b for 4 users"])
def test_asked_every_language_leads_with_the_machine(advisor, text):
    q = advisor.ask(text)
    words = {"en": "One user alone gets about", "zh_Hans": "一位用户单独用约", "zh_Hant": "一位使用者單獨用約"}
    for language in LANGUAGES:
        out = render_question(q, View(language=language))
        flat = "".join(out.split())
        assert words[language].replace(" ", "") in flat, out
        assert len(out.splitlines()) <= 30


# break36 #11: a prompt's processing asked of a machine is answered first, at the prompt's length

PREFILL = [  # (question, the prompt's tokens read)
    ("m3 ultra mac studio 512gb, llama 3.3 70b: how long does a 32k token prompt take to process?", 32768),
    ("time to first token on my dgx spark with gpt-oss 120b and a 16k prompt?", 16384),
    ("what's the prompt processing speed of a framework desktop 128gb on qwen3 32b with a prompt of 8000 tokens", 8000),
    ("我的 Mac Studio M3 Ultra 512GB 跑 Llama 3.3 70B，32k 的提示词预填充要多久？", 32768),
    ("DGX Spark 跑 gpt-oss 120b 首字延迟大概多少", None),
]


@pytest.mark.parametrize(("text", "tokens"), PREFILL)
def test_a_prompt_asked_is_answered_with_its_wait_then_decode(advisor, text, tokens):
    q = advisor.ask(text)
    assert q.read_as.context_tokens == tokens
    head = q.answer.shape.headline
    assert head.key == "answer.join.sentences" or "prefill" in head.key or head.params, head
    words = {"en": "for the first token", "zh_Hans": "才出第一个token", "zh_Hant": "才出第一個token"}
    for language in LANGUAGES:
        out = render_question(q, View(language=language))
        flat = "".join(out.split())
        assert words[language].replace(" ", "") in flat, out
        assert ("32,768" if tokens == 32768 else "") in out
        assert "tok/s" in out  # decode beside it
    english = " ".join(render_question(q, View(language="en")).split())
    assert english.index("for the first token") < english.index("tok/s"), english


def test_a_prompt_asked_without_a_machine_is_left_alone(advisor):
    q = advisor.ask("how long to process a 32k token prompt on llama 3.3 70b with a 4090?")
    assert "for the first token" not in " ".join(render_question(q, View(language="en")).split())


# break36 #10: "can it run X" never leads with a bare "No" when the answer offers a lower level that fits

LOWER = ["Strix Halo 128G 能跑 Qwen3 235B 吗？", "can a 3090 run qwen3 32b at q8?",
         "does a framework desktop 128gb run qwen3 235b?", "4060 Ti 16GB 能跑 Qwen3 32B Q8 吗？",
         "could a mac mini m4 pro 64gb run llama 3.3 70b in q8?"]


@pytest.mark.parametrize("text", LOWER)
def test_a_lower_level_that_fits_is_in_the_lead(advisor, text):
    """A level with a measured quality cost (Q2_K and up) that fits leads "Not at Q4_K_M; yes at …"; an IQ level below
    them, offered at a cost nobody measured, keeps the "No." (tests/advisor/test_fix30c.py: a 4090 for 70B)."""
    from advisor.ask.asked_fit import _measured

    q = advisor.ask(text)
    lower = getattr(q.answer.rig, "other_precision", None)
    assert lower is not None
    first = q.answer.shape.headline.params["first"]
    measured = _measured(lower)
    assert first.key == ("ask.fit.lower" if measured else "ask.fit.no"), q.answer.shape.headline
    if not measured:
        return
    words = {"en": "yes at", "zh_Hans": "可以，见下", "zh_Hant": "可以，見下"}
    for language in LANGUAGES:
        out = render_question(q, View(language=language))
        assert words[language] in "".join(out.split()).replace("yesat", "yes at"), out
        assert "不行。" not in out and "\nNo." not in out


def test_most_of_the_lower_levels_asked_here_are_measured(advisor):
    assert sum(_lead(advisor, t) == "ask.fit.lower" for t in LOWER) >= 4


def _lead(advisor, text):
    return advisor.ask(text).answer.shape.headline.params["first"].key


# break36 #16: "is the DGX Spark good for fine-tuning X" weighs its training speed, not only its memory

TRAIN = ["Is the DGX Spark good for fine-tuning Llama 3.1 8B?", "dgx spark 适合 qlora 微调 qwen3 14b 吗",
         "can my dell pro max gb10 lora finetune mistral 7b?", "is the dgx spark good for qlora on llama 3.3 70b?",
         "DGX Spark 拿來 LoRA 微調 Llama 3.1 8B 好嗎？"]


@pytest.mark.parametrize("text", TRAIN)
def test_a_gb10_asked_to_fine_tune_is_weighed_against_a_card_at_its_price(advisor, text):
    q = advisor.ask(text)
    head = q.answer.shape.headline
    assert "ask.train.machine" in head.keys, head
    said_ = next(m for m in _messages(head) if m.key == "ask.train.machine")
    assert said_.params["own"].value == 273 and said_.params["bandwidth"].value > 273
    words = {"en": "it is no fast trainer", "zh_Hans": "但它训练不快", "zh_Hant": "但它訓練不快"}
    for language in LANGUAGES:
        out = render_question(q, View(language=language))
        assert words[language].replace(" ", "") in "".join(out.split()), out


def test_a_job_no_card_at_its_price_holds_is_left_as_it_is(advisor):
    q = advisor.ask("is a dgx spark ok for full fine-tuning llama 3.2 3b?")
    assert "ask.train.machine" not in q.answer.shape.headline.keys


def _messages(m):
    yield m
    for v in m.params.values():
        if hasattr(v, "key") and hasattr(v, "params"):
            yield from _messages(v)
