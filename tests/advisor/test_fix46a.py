"""fix46a (issue 28, review21 #4 #6 #7): true sentences in this round's new answers — "how to install X in my desktop"
is a buyer's install question, not an owner's; the CPU-vs-GPU verdict names the set-up it chose for what it is; the
CPU-only row is named in the answer's language."""

from __future__ import annotations

import pytest

from advisor.ask.install_asked import install_said
from advisor.cli.ask import render_question
from advisor.cli.render import View
from product import advisor as loaded


def _ask(text: str) -> str:
    q = loaded().ask(text)
    return " ".join(render_question(q, View(language=q.language)).split())


# --- #7: "how to / how should I / installing … in my desktop" asks about installing, not owning -----------------
@pytest.mark.parametrize("text", [
    "how to install a tesla p40 in my desktop",
    "how should I install a p40 into my pc",
    "installing a tesla p40 in my desktop, what do i need",
    "how should we mount an a100 pcie in our workstation",
    "How to put a Tesla P40 inside my gaming pc?",
    "mounting a p40 in my tower — tips?",
])
def test_how_to_install_is_an_install_question(text):
    assert install_said(text)
    said = _ask(text)
    assert "own:True" not in said
    assert "passive cooling" in said or "no fans of its own" in said


@pytest.mark.parametrize("text", ["怎么把P40装到台式机里", "如何把Tesla P40裝進我的電腦"])
def test_install_question_in_chinese(text):
    assert install_said(text)
    assert "EPS" in _ask(text)


@pytest.mark.parametrize("text", ["how to run llama 70b on my 3090", "how fast is my 3090 for llama 8b",
                                  "i installed a p40 last week, how fast is qwen 32b"])
def test_an_owner_is_not_an_install_question(text):
    assert not install_said(text)


# --- #4: the set-up the CPU-vs-GPU verdict weighs is named for what it is ----------------------------------------
@pytest.mark.parametrize("text", [
    "7950x 128gb ram cpu vs gpu for llama 70b should i still buy a gpu",
    "i have a 7950x with 64gb ram, should i buy a gpu for qwen3 30b a3b",
    "cpu only with 64gb ram, should i buy a gpu for qwen3 32b",
    "i run llama 8b on my cpu with 32gb ram, should i buy a gpu",
    "96gb ram no gpu, is a gpu worth buying for gemma 3 27b",
])
def test_cpu_buy_names_the_recommended_set_up(text):
    said = _ask(text)
    assert "Yes, for speed" in said
    assert "the cheapest GPU set-up priced here that holds it" not in said
    assert "the cheapest GPU set-up recommended here" in said


@pytest.mark.parametrize("text", ["我有7950X和128G内存，跑llama 70b还要买显卡吗",
                                  "我有64G内存没有显卡，跑qwen3 32b要买显卡吗"])
def test_cpu_buy_names_the_recommended_set_up_zh(text):
    said = _ask(text)
    assert "要买" in said and "推荐" in said
    assert "装得下它的最便宜" not in said


# --- #6: the CPU-only row in the answer's language, console and Discord --------------------------------------------
@pytest.mark.parametrize("text", ["我有7950X和128G内存，跑llama 70b还要买显卡吗",
                                  "我有64G内存，没有显卡，能跑qwen3 30b a3b吗",
                                  "我有32GB內存，沒有顯卡，能跑llama 8b嗎", "64g内存纯cpu跑gemma 3 12b行吗",
                                  "我有48G内存，没有显卡，跑qwen3 14b行吗"])
def test_cpu_only_row_in_chinese(text):
    from bot.render.short import rank_line

    q = loaded().ask(text)
    said = " ".join(render_question(q, View(language=q.language)).split())
    assert "CPU only" not in said and ("仅 CPU" in said or "僅 CPU" in said)
    rows = [rank_line(x, 1, q.language) for x in q.answer.shape.ranking if x.card.startswith("CPU only")]
    assert rows and all("CPU only" not in r for r in rows)


# --- #8: an owner whose card does not hold the model is told a second of it, when the budget buys one ---------------
@pytest.mark.parametrize("text", [
    "my 3090 is slow for llama 70b, upgrade budget 1500 for speed",
    "i have a 3090, llama 3.3 70b is too slow, what to upgrade to with 1500 usd",
    "my rtx 3090 is too slow on llama 70b, want it faster, budget 2000 for an upgrade",
    "upgrade from my 3090 for llama 70b, budget $1500, want more speed",
    "my 3090 is slow with llama 3.1 70b, upgrade for speed, budget 1800",
])
def test_a_second_card_of_the_owners_is_weighed(text):
    said = _ask(text)
    assert "already the best buy" not in said
    assert "add a second GeForce RTX 3090" in said


@pytest.mark.parametrize("text", ["我的3090跑70b太慢，预算1万升级，要更快", "我的3090跑llama 70b太慢，預算1萬升級"])
def test_a_second_card_of_the_owners_is_weighed_zh(text):
    said = _ask(text)
    assert "第二张" in said or "第二張" in said


@pytest.mark.parametrize("text", ["my 3090 is slow for llama 8b, upgrade budget 1500 for speed",
                                  "my 3090 is slow for llama 70b, upgrade budget 800 for speed"])
def test_no_second_card_when_it_is_not_the_answer(text):
    assert "add a second" not in _ask(text)
