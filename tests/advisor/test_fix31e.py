"""fix31e (issues 27, 28; break28 #21): a headline says of its cards what their ranking line says."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.i18n import Renderer


@pytest.mark.parametrize("chain, language, rocm, cpp_only", [
    (("预算8000元跑70b买什么", "只要AMD的呢？"), "zh_Hans", "PyTorch 走 ROCm", "仅限 llama.cpp"),
    (("what to buy to run 70b for 1200 dollars, amd only",), "en", "PyTorch on ROCm", "llama.cpp only"),
])
def test_a_split_headline_says_the_software_its_row_says(advisor, chain, language, rocm, cpp_only):
    """The split of AMD cards ROCm lists (data/rocm_support.csv): headline and row both say PyTorch runs on
    ROCm; neither says "llama.cpp only" (the headline took the bare route, the row its card's label)."""
    q = None
    for text in chain:
        q = advisor.ask(text, context=q)
    assert q is not None and q.answer is not None
    said = render_question(q, View(language=language, width=400))
    head = said.split("\n\n")[1]
    assert "RX 9060 XT" in head and rocm in head, head
    assert cpp_only not in said, said


@pytest.mark.parametrize("text", ["mac mini or a gpu for llama 8b under 700",
                                  "mac mini vs nvidia for llama 8b, budget 800"])
@pytest.mark.parametrize("language, unpriced", [("en", "the catalogue has no price for"), ("zh_Hans", "目录里没有"),
                                                ("zh_Hant", "目錄裡沒有")])
def test_a_mac_assumed_over_the_budget_names_its_smaller_models_with_no_price(advisor, text, language, unpriced):
    """break28 #20: "mac mini" fits several models; the one assumed (M4 Pro, 24 GB) costs more than the budget
    and the base M4 has no price in data/systems.csv: the read-as line says so, rather than weighing silently."""
    q = advisor.ask(text)
    assert q.answer is not None
    note = next(n for n in q.read_as.notes if n.key == "ask.platform.machine-unpriced")
    assert note.params["cards"].items[0].value == "Apple Mac mini (M4, 16 GB)"
    said = Renderer(language)(note)
    assert unpriced in said and "Apple Mac mini (M4, 16 GB)" in said and "Apple Mac mini (M4 Pro, 24 GB)" in said


def test_a_mac_within_the_budget_is_still_the_one_weighed(advisor):
    """A priced model within the budget is swapped in as before (no unpriced note then)."""
    q = advisor.ask("mac studio or nvidia for llama inference, budget 3000")
    assert all(n.key != "ask.platform.machine-unpriced" for n in q.read_as.notes)
    assert any(n.key == "ask.platform.machine-in-budget" for n in q.read_as.notes)


@pytest.mark.parametrize("text, language, said", [
    ("電源650W，預算2萬台幣，想用AMD顯示卡跑llama 13b", "zh_Hant", "2026年2月13日"),
    ("best gpu for llama 8b, budget NT$20000", "en", "2026-02-13"),
    ("预算2万新台币跑llama 8b", "zh_Hans", "2026年2月13日")])
def test_a_taiwan_dollar_budget_is_converted_at_its_dated_sourced_rate(advisor, text, language, said):
    """break28 #24: TWD (台幣, NT$) has a sourced rate (data/markets/official_rates.csv: the Taipei market's close,
    the ECB quotes none): the budget is converted and answered, the rate's own day said; never refused."""
    q = advisor.ask(text)
    assert q.answer is not None and q.read_as.budget is not None and q.read_as.budget.currency == "TWD"
    assert said in " ".join(render_question(q, View(language=language, width=400)).split())


@pytest.mark.parametrize("language, yes", [("en", "Yes, at Q4_K_M, the setting that fits"),
                                           ("zh_Hans", "按能装下的设置 Q4_K_M"), ("zh_Hant", "按裝得下的設定 Q4_K_M")])
def test_a_speed_asked_is_weighed_at_the_setting_that_fits(advisor, language, yes):
    """break28 #16: the setting asked (Q8_0) does not fit and Q4_K_M is proposed: the speed wanted is answered for
    Q4_K_M (its decode estimate), and "I do not rank by speed" is not said."""
    q = advisor.ask("can a 3060 12gb run qwen 14b q8 at 10 tok/s?")
    keys = [c.message.key for c in q.answer.shape.decides]
    assert keys[0] == "ask.speed-target.other-yes"
    assert "ask.speed-wanted" not in [n.key for n in q.read_as.notes]
    assert yes in Renderer(language)(q.answer.shape.decides[0].message)
    slow = advisor.ask("can a 3060 12gb run qwen 14b q8 at 200 tok/s?")
    assert slow.answer.shape.decides[0].message.key == "ask.speed-target.other-no"


@pytest.mark.parametrize("text", ["rtx 4090 20 tokens/sec llama 70b q4 possible?",
                                  "4090跑llama 70b q4能到20 token每秒吗"])
def test_a_speed_at_a_setting_with_no_estimate_is_said_unweighed_with_why(advisor, text):
    """Below 3.5 bits per weight (IQ2_XXS for 70B on a 24 GB card) no decode figure is made up: the answer says
    why the speed cannot be weighed, never "I do not rank by speed"."""
    q = advisor.ask(text)
    first = q.answer.shape.decides[0].message
    assert first.key == "ask.speed-target.other-unknown" and first.params["quant"].value.startswith("IQ")
    assert "ask.speed-wanted" not in [n.key for n in q.read_as.notes]
    for language in ("en", "zh_Hans", "zh_Hant"):
        assert "3.5" in Renderer(language)(first)


@pytest.mark.parametrize("text, budget", [("nvidia vs mac for llama 70b under 3000", 3000),
                                          ("mac还是N卡跑llama 8b，预算2000美元", 2000)])
def test_a_bare_mac_against_nvidia_is_the_mac_within_the_budget(advisor, text, budget):
    """break28 #20: "X vs mac" with a budget and no Mac named weighs the priced Mac within the budget with the most
    memory against the NVIDIA pick, said on the read-as line (English and Chinese)."""
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.answer is not None
    mac = q.read_as.cards[0]
    assert mac.startswith("Apple ") and advisor.card(mac).is_system
    note = next(n for n in q.read_as.notes if n.key == "ask.platform.mac-in-budget")
    assert note.params["price"].amount <= budget
    for language, said in (("en", "the Mac with the most memory"), ("zh_Hans", "Mac 中内存最大"),
                           ("zh_Hant", "Mac 中記憶體最大")):
        assert said in Renderer(language)(note)


def test_a_budget_question_with_no_mac_said_is_unchanged(advisor):
    q = advisor.ask("best gpu for llama 70b under 3000")
    assert q.read_as.command == "recommend" and not q.read_as.cards
