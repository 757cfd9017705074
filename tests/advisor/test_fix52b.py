"""fix52b (issues 27, 28): budgets said in Chinese read as said (review22 #6, #7)."""

from __future__ import annotations

import pytest

from advisor.ask.reader import read
from advisor.i18n import render


# ----- review22 #6: a range with a multiplier on each end, joined by "~" or "～"
@pytest.mark.parametrize(("text", "amount"), [
    ("预算3k~5k 推荐一张卡", 5_000),
    ("预算3k～5k元 跑sd用", 5_000),
    ("預算2k~4k 顯卡推薦", 4_000),
    ("1w~1.5w 预算 训练模型", 15_000),
    ("预算8千~1万 显卡怎么选", 10_000),
    ("budget 1.5k~2k dollars for llama", 2_000),
])
def test_a_tilde_between_multiplied_figures_is_a_range(advisor, text, amount):
    r = read(advisor, text)
    assert r.budget is not None and r.budget.amount == amount, r.budget
    assert "ask.note.budget-range" in [n.key for n in r.notes]


@pytest.mark.parametrize(("text", "low", "high"), [
    ("预算5000-3000元 买什么卡", "3,000", "5,000"),
    ("预算8000到6000元 显卡推荐", "6,000", "8,000"),
    ("预算一万到一万五 推荐一张显卡", "10,000", "15,000"),
    ("預算一萬至一萬二 顯卡", "10,000", "12,000"),
    ("budget 900-700 dollars for gaming", "700", "900"),
])
def test_a_range_is_said_low_to_high_both_ends_written_alike(advisor, text, low, high):
    r = read(advisor, text)
    note = next(n for n in r.notes if n.key == "ask.note.budget-range")
    for language in ("en", "zh_Hans", "zh_Hant"):
        assert f"{low}–{high}" in render(note.key, note.params, language)


# ----- review22 #7: a minus said in Chinese is a negative budget, refused
@pytest.mark.parametrize("text", [
    "预算负五千元 买什么卡",
    "预算负5000元",
    "預算負八千 顯卡推薦",
    "预算是负3000块",
    "负两万的预算能买什么显卡",
])
def test_a_negative_said_in_chinese_is_refused(advisor, text):
    r = read(advisor, text)
    assert r.budget is None
    said = r.budget_error.msg if r.budget_error is not None else None
    assert said is not None and said.key == "error.budget.negative"


@pytest.mark.parametrize("text", ["负载高的时候4090多少瓦", "3090负责推理 4090训练 预算1万"])
def test_no_minus_without_an_amount(advisor, text):
    r = read(advisor, text)
    assert r.budget_error is None


# ----- review22 #10: the floor sentences of a comparison read right
@pytest.mark.parametrize(("text", "language", "said"), [
    ("1080 ti vs titan xp for llama 3 8b", "en", "both are below the 24 GB wanted for LLMs"),
    ("compare the 1080 ti and the titan xp for local llms", "en", "both are below the 24 GB wanted for LLMs"),
    ("titan xp or gtx 1080 ti for running an llm?", "en", "both are below the 24 GB wanted for LLMs"),
    ("1080ti和titan xp哪个跑大模型好", "zh_Hans", "两张卡都低于"),
    ("titan xp 還是 1080 ti 跑大模型", "zh_Hant", "兩張卡都低於"),
])
def test_both_cards_below_the_floor_is_said_once_and_true(advisor, text, language, said):
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    out = " ".join(render_question(advisor.ask(text, market="2017-us"), View(language=language, width=300)).split())
    assert said in out
    assert "is not, but it is below" not in out and "LLMs needs" not in out


# ----- review22 #15: the ROCm override said once; no "?" for a chip
@pytest.mark.parametrize("text", [
    "does ROCm support RX 7600 now?",
    "can I use pytorch rocm on an rx 6700 xt",
    "does my rx 6650 xt work with rocm",
    "rx 6600 支持rocm吗",
    "RX 7600 XT 能用 pytorch 嗎",
])
def test_the_override_is_said_once_where_the_stack_leads(advisor, text):
    from advisor.cli.ask import render_question
    from advisor.cli.render import View
    from advisor.rocm_override import override_of

    q = advisor.ask(text)
    out = render_question(q, View(language=q.language, width=300))
    row = override_of(q.read_as.cards[0])
    assert row is not None
    assert out.count(row["source"].split(" ")[0]) == 1, out  # the sentence with its source, once


def test_no_chip_no_question_mark(advisor):
    from advisor.stack_status import standing

    market = advisor.catalog.market("current-us")
    for name in ("Radeon RX 7600", "Radeon RX 6700 XT", "Radeon RX 6800 XT"):
        card = advisor.card(name).model_copy(update={"chip": None})
        found = standing(advisor.rules, market, card)
        assert found is None or all(getattr(p, "value", None) != "?" for p in found[1].params.values())


def test_the_kv_comparison_says_the_flags_of_the_one_constant():
    from pathlib import Path

    import advisor.compare_kv as compare_kv

    assert "--cache-type-k" not in Path(compare_kv.__file__).read_text(encoding="utf-8")


# ----- review22 #4: the RAM said is read whole: its size after its kind, and two kinds weighed are no kind said
@pytest.mark.parametrize(("text", "gb"), [
    ("DDR4-3200 quad channel 256GB, deepseek r1 speed on cpu", 256),
    ("ddr5 6000 dual channel 96gb, llama 70b on cpu only", 96),
    ("DDR4 2666 128GB cpu only qwen3 30b a3b", 128),
    ("ddr4-3200 quad channel, 256gb, qwen3 235b on cpu", 256),
    ("DDR5-5600 64GB no gpu, can I run gpt-oss 20b", 64),
])
def test_the_ram_size_after_its_kind_is_read(advisor, text, gb):
    r = read(advisor, text)
    assert r.spans.ram_gb == gb, r.spans


@pytest.mark.parametrize("text", [
    "DDR5 or DDR4 for running 70b on CPU?",
    "ddr4 vs ddr5 ram for llama.cpp cpu inference",
    "is ddr5 much faster than ddr4 for cpu llm",
    "DDR4还是DDR5跑CPU推理更快",
    "升级DDR5还是继续用DDR4跑大模型",
])
def test_two_kinds_weighed_are_no_kind_said(text):
    from advisor.ask.ram_kind import ram_kind_said

    assert ram_kind_said(text) is None


@pytest.mark.parametrize(("text", "language", "said"), [
    ("qwen3 30b a3b on cpu only with ddr4-2666 dual channel", "en", "42.7 GB/s (DDR4-2666 in 2 channels, as said)"),
    ("qwen3 30b a3b on cpu only with ddr4-3200 dual channel", "en", "51.2 GB/s (DDR4-3200 in 2 channels, as said)"),
    ("qwen3 30b a3b 纯cpu ddr4-2666 双通道", "zh_Hans", "（DDR4-2666，2 通道，按你说的）"),
    ("qwen3 30b a3b 純cpu ddr4-3200 雙通道", "zh_Hant", "DDR4-3200"),
    ("gpt-oss 120b cpu only, ddr5-6000 dual channel", "en", "96 GB/s (DDR5-6000 in 2 channels, as said)"),
])
def test_the_experts_plan_of_the_no_card_listing_is_at_the_ram_said(advisor, text, language, said):
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    out = " ".join(render_question(advisor.ask(text), View(language=language, width=300)).split())
    assert said in out and "(dual-channel DDR5-5600)" not in out, out
