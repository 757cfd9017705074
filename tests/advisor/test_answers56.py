"""answers56 (issue 28 §1, §3, §6): one truth in the answer — picks, rigs, capability, limits (break25 #14-17,
#21-24). Each kind on several wordings, in English and Chinese."""

from __future__ import annotations

import pytest

from advisor.ask.memory_savers import method_of
from advisor.cli.render import View, render_fit
from advisor.models import Comparison, Fit, Runs


def render(message, lang: str = "en") -> str:
    return View(language=lang, width=200).t(message)


def _keys(answer) -> list[str]:
    shape = answer.shape
    return [shape.headline.key, *[c.message.key for c in shape.decides], *[c.message.key for c in shape.caveats]]


def _said(answer, lang: str = "en") -> str:
    shape = answer.shape
    return " ".join(render(m, lang) for m in [shape.headline, *[c.message for c in shape.decides],
                                               *[c.message for c in shape.caveats]])


# -- 1. a budget beside a comparison: one verdict that weighs it ----------------------------------------------

@pytest.mark.parametrize("text", ["my budget is 1200, 3090 or 4070 ti super?", "I have $1200: 3090 or 4070 ti super",
                                  "我预算八千，买3090还是4070tis"])
def test_a_budget_one_card_is_over_makes_the_other_the_pick(advisor, text):
    q = advisor.ask(text)
    assert isinstance(q.answer, Comparison)
    head = q.answer.shape.headline
    assert head.key == "ask.within-budget.pick"
    assert head.params["card"].value == "GeForce RTX 4070 Ti SUPER"
    first = q.answer.shape.decides[0].message
    assert first.key == "ask.over-budget" and first.params["card"].value == "GeForce RTX 3090"  # why: said first
    assert "ask.budget-buys" not in _keys(q.answer)  # a third card only when it beats the named one (below)
    assert not any(n.key == "ask.budget-unweighed" for n in q.read_as.notes)


@pytest.mark.parametrize("text", ["my budget is $1500, should I get a used 3090 or a new 5070 Ti?",
                                  "预算1万2，3090还是5070ti"])
def test_both_within_the_budget_is_said_and_the_budget_is_weighed(advisor, text):
    q = advisor.ask(text)
    assert isinstance(q.answer, Comparison)
    assert any(k.startswith("ask.within-budget.") for k in _keys(q.answer))
    assert not any(n.key == "ask.budget-unweighed" for n in q.read_as.notes)


def test_a_third_card_is_named_only_when_it_beats_every_named_card_within_the_budget(advisor):
    q = advisor.ask("I have $800, 3060 or 4060 ti 16gb?")
    both = next(c.message for c in q.answer.shape.decides if c.message.key.startswith("ask.within-budget."))
    assert both.key == "ask.within-budget.and"
    third = both.params["second"]
    assert third.key == "ask.within-budget.third" and third.params["times"].value > 1.1
    rich = advisor.ask("my budget is $1500, should I get a used 3090 or a new 5070 Ti?")
    assert not any("third" in k for k in _keys(rich.answer))  # the budget's own pick is a card asked about


# -- 2. memory first, the best card of that memory ------------------------------------------------------------

@pytest.mark.parametrize(("text", "card"), [("best new gpu under $800", "GeForce RTX 5060 Ti 16 GB"),
                                            ("best new gpu for 800 dollars", "GeForce RTX 5060 Ti 16 GB"),
                                            ("best graphics card for deep learning, $800 max", None),
                                            ("best gpu for deep learning for $500?", None)])
def test_the_memory_first_pick_is_the_fastest_of_its_memory_tier(advisor, text, card):
    q = advisor.ask(text)
    rec = q.answer
    top = rec.picks[0]
    tier = [p for p in rec.picks if p.memory_gb == top.memory_gb]
    assert top.relative_performance == max(p.relative_performance for p in tier)
    assert card is None or top.card == card
    best = next((p for p in rec.picks if p.role == "best"), None)
    if rec.headroom is not None and best is not None:  # "the faster" only when the other card is faster
        faster = best.relative_performance > top.relative_performance
        assert rec.headroom.key == ("recommend.headroom.why" if faster else "recommend.headroom.why-as-fast")


def test_the_memory_first_reason_in_chinese(advisor):
    q = advisor.ask("best new gpu under $800")
    assert q.answer.headroom is not None and q.answer.headroom.key == "recommend.headroom.why-as-fast"
    assert "不比它快" in render(q.answer.headroom, "zh_Hans") and "不比它快" in render(q.answer.headroom, "zh_Hant")


# -- 3. what a rig runs: the models fits would name -----------------------------------------------------------

@pytest.mark.parametrize("text", ["what can my 8 3090s run", "我的8张3090能跑什么模型", "what can my 9 3090s run"])
def test_a_large_rig_lists_the_moe_fits_says_it_holds(advisor, text):
    q = advisor.ask(text)
    assert isinstance(q.answer, Runs)
    moe = next(m for m in q.answer.models if m.role == "best-moe")
    assert moe.model == "Qwen3 235B-A22B"
    fit = advisor.fits("qwen3 235b", card=q.read_as.cards[0] if q.read_as.gpus is None else
                       f"{q.read_as.gpus}x {q.read_as.cards[0]}")
    assert fit.rig is not None and fit.rig.way in ("alone", "split")
    coding = next(m for m in q.answer.models if m.role == "coding")
    assert "Distill" not in coding.model  # a distill is scored as its base, not its teacher


def test_a_distill_is_not_scored_as_its_teacher():
    from advisor.runs import family_of

    assert family_of("DeepSeek-R1-Distill-Qwen-32B") is None or family_of("DeepSeek-R1-Distill-Qwen-32B").family != (
        "DeepSeek R1")
    assert family_of("DeepSeek R1").family == "DeepSeek R1"


# -- 4. no GPU, only RAM --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang"), [("no gpu, just 64gb ram, can I run qwen3 30b a3b on cpu?", "en"),
                                            ("没有显卡，64G内存能跑qwen3 30b a3b吗", "zh_Hans"),
                                            ("I don't have a gpu, 32gb ram, can I run llama 3.1 8b?", "en")])
def test_no_gpu_is_answered_from_ram_with_a_cpu_speed(advisor, text, lang):
    q = advisor.ask(text)
    assert q.error is None and isinstance(q.answer, Fit)
    assert q.answer.rig is not None and q.answer.rig.way == "alone"
    cpu = next(r for r in q.answer.reasons if r.message.key == "fits.own.cpu.speed")
    assert 0 < cpu.message.params["tok_s"].value < 100
    said = _said(q.answer, lang) + render(q.reply, lang) if q.reply is not None else _said(q.answer, lang)
    assert "--card" not in said  # never a CLI flag to a chat user


@pytest.mark.parametrize("text", ["我没有显卡，32G内存能跑什么模型", "no gpu, 32gb of ram, what models can I run?"])
def test_no_gpu_lists_what_the_ram_runs_with_cpu_speeds(advisor, text):
    q = advisor.ask(text)
    assert isinstance(q.answer, Runs) and q.answer.models
    assert all(m.speed is not None and m.speed.tok_s > 0 for m in q.answer.models)
    moe = next(m for m in q.answer.models if m.active_params_b)
    dense = next(m for m in q.answer.models if m.role == "largest-dense")
    assert moe.speed.tok_s > dense.speed.tok_s  # an MoE reads only its active experts


def test_the_cpu_estimate_is_bandwidth_over_bytes(advisor):
    from advisor.cpu_only import bytes_per_token, cpu_speed
    from advisor.fits import estimate

    off = advisor.offload
    est = estimate(advisor.llm_models.resolve("qwen3 30b a3b"), "inference", "int4", 4096, 1)
    from advisor.cpu_fit import fitted  # the CPU alone's own share, fitted on CPU-only runs (fix50b)

    assert cpu_speed(est, off) == pytest.approx(1 / (bytes_per_token(est, off) / (  # plus the time a token costs
        off.ram_bandwidth_gb_s * 1e9 * fitted(off).efficiency) + fitted(off).overhead_s))  # beyond its reads (fix54a)


# -- 5. mixed rigs --------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["I have two 3090s and a 4090, can I run qwen3 235b?",
                                  "I have two 3090s and a 4090, can I run llama 70b?"])
def test_a_mixed_rig_lists_every_card_in_the_console(advisor, text):
    q = advisor.ask(text)
    out = render_fit(q.answer, View(language="en", width=100))
    assert "GeForce RTX 4090 — " in out and "GeForce RTX 3090 — " in out


@pytest.mark.parametrize(("text", "lang"), [("my 2 3090s and a 3060, can I run llama 70b?", "en"),
                                            ("我的两张3090加一张3060 12g能跑llama 70b吗", "zh_Hans")])
def test_each_is_said_only_for_several_of_a_card(advisor, text, lang):
    q = advisor.ask(text)
    assert isinstance(q.answer, Fit) and q.answer.rig is not None
    per = q.answer.rig.message.params["per"]
    assert sorted(m.key for m in per.items) == ["owned.share", "owned.share.one"]
    assert "each GeForce RTX 3060" not in render(q.answer.rig.message, "en")


# -- 6. named memory savers -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "method"), [("full fine-tune with deepspeed zero 3 offload", "zero3-offload"),
                                              ("zero-3 with cpu offload", "zero3-offload"),
                                              ("ZeRO-Offload on one card", "zero2-offload"),
                                              ("deepspeed zero2", "zero2"), ("FSDP full shard", "zero3"),
                                              ("with 8-bit adam", "adam8"), ("adamw_8bit", "adam8"),
                                              ("用deepspeed zero3 卸载", "zero3-offload"), ("plain adamw", None)])
def test_the_method_is_read(text, method):
    assert method_of(text) == method


@pytest.mark.parametrize(("text", "lang"), [("full fine-tune qwen 7b on 2x 4090 with deepspeed zero 3 offload", "en"),
                                            ("用deepspeed zero3 offload在两张4090上全参微调qwen 7b", "zh_Hans")])
def test_zero3_offload_fits_the_cards_and_says_the_ram(advisor, text, lang):
    q = advisor.ask(text)
    assert isinstance(q.answer, Fit) and q.answer.task == "full-finetune"
    head = q.answer.shape.headline
    assert head.key == "savers.ram" and head.params["said"].key == "savers.fits"
    assert all(x.role == "rig" for x in q.answer.shape.ranking)  # no card to buy for an owner whose cards do it
    assert "DeepSpeed" in render(head, lang)


def test_eight_bit_adam_is_no_int8_precision(advisor):
    q = advisor.ask("full finetune llama 8b on my 4090 with 8-bit adam")
    assert q.error is None and q.read_as.precision is None
    assert q.answer.shape.headline.key in ("savers.fits", "savers.not")


# -- 7. two boxes ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["2 DGX sparks for deepseek r1?", "两台DGX Spark能跑deepseek r1吗"])
def test_two_sparks_keep_each_boxs_os_share(advisor, text):
    q = advisor.ask(text)
    assert isinstance(q.answer, Fit) and q.answer.rig is not None
    assert q.answer.rig.rig.memory_gb < 2 * 121.69  # never all 256 GB
    assert q.answer.rig.way == "none" or q.answer.rig.need_gb <= q.answer.rig.rig.memory_gb
    assert any(r.message.key == "fits.own.gb10-link" for r in q.answer.reasons)


def test_one_spark_has_the_same_share_as_each_of_two(advisor):
    one, two = advisor.card("dgx spark"), advisor.fits("70b", card="2x dgx spark")
    assert one.llm_memory_gb is not None and one.llm_memory_gb < 128
    assert two.rig.rig.memory_gb == pytest.approx(2 * one.llm_memory_gb)


# -- 8. out-of-range messages ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "word"), [("I have 100 3090s", "en", "at most 16"),
                                                    ("fits 70b on 20x 4090", "en", "at most 16"),
                                                    ("我有100张3090", "zh_Hans", "最多 16"),
                                                    ("我有100张3090，能跑deepseek吗", "zh_Hans", "最多 16")])
def test_a_count_past_the_rig_is_a_count_limit(advisor, text, lang, word):
    q = advisor.ask(text)
    said = render(q.reply, lang)
    assert word in said and "No card matches" not in said and "100 CNY" not in said
    assert q.read_as.budget is None


@pytest.mark.parametrize("text", ["I have 16 3090s for deepseek", "can I run deepseek on 2 3090s",
                                  "我有8张4090，能跑deepseek吗"])
def test_a_bare_deepseek_is_the_671b_flagship(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.model is not None and q.read_as.model.name == "DeepSeek R1"
    assert isinstance(q.answer, Fit) and q.answer.model.params_b > 600
    assert any(n.key == "ask.note.family-flagship" for n in q.read_as.notes)  # said in the reading


def test_a_bare_deepseek_in_a_buying_question_still_asks_the_budget(advisor):
    q = advisor.ask("想通过deepseek作为模型底座，训练自己的AI Agent，显卡、CPU和内存在考虑性价比的条件下怎么选比较好")
    assert q.read_as.command == "recommend" and q.read_as.model is None


def test_a_sized_deepseek_stays_its_size(advisor):
    q = advisor.ask("deepseek 7b on a 3060")
    assert q.read_as.model is not None and q.read_as.model.params_b < 10
