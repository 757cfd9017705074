"""fix48a (issue 28, grade23 kind A): the deciding fact first — a question about an AMD or Intel card's software
leads with the route that works and its standing: officially (AMD's ROCm list), unofficially (its chip listed under
another name, or the HSA_OVERRIDE_GFX_VERSION override rows of data/card_facts.csv), none (what remains), or Intel's
XPU build; never the blunt "no ROCm" where an unofficial route is sourced."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.rocm_override import gfx_target, override_of


def _lang(text: str) -> str:
    return "en" if text.isascii() else "zh_Hant" if any(c in text for c in "張嗎兩個這麼") else "zh_Hans"


def _out(q, language: str) -> str:
    return " ".join(render_question(q, View(language=language, width=300)).split())


def _asked(advisor, text: str):
    language = _lang(text)
    q = advisor.ask(text, lang=language)
    assert q.answer is not None and q.answer.shape is not None, (text, q.reply)
    return q, q.answer.shape, _out(q, language)


# ------------------------------------------------------------------ A. the software standing leads
@pytest.mark.parametrize("text, key", [
    ("is the rx 7900 xtx supported by rocm?", "stack.status.official"),
    ("will pytorch work on a radeon rx 9070 xt?", "stack.status.official"),
    ("rx 7800 xt rocm support?", "stack.status.official"),
    ("7900 xtx支持rocm吗", "stack.status.official"),
    ("9070 xt能用pytorch吗", "stack.status.official"),
    ("does pytorch work on the rx 6900 xt?", "stack.status.same-chip"),
    ("rx 6800 rocm support, any luck?", "stack.status.same-chip"),
    ("6800xt支持pytorch吗", "stack.status.same-chip"),
    ("my rx 6700 xt, does rocm work on it?", "stack.status.override"),
    ("is the rx 6600 xt supported by pytorch?", "stack.status.override"),
    ("rx 7600 xt rocm or directml for training?", "stack.status.override"),
    ("6750xt能跑pytorch吗", "stack.status.override"),
    ("我的rx 6600支持rocm吗", "stack.status.override"),
    ("我的6700xt支援pytorch嗎", "stack.status.override"),
    ("does rocm support the rx 580?", "stack.status.none"),
    ("rx 5700 xt pytorch support?", "stack.status.none"),
    ("rx 580能用pytorch吗", "stack.status.none"),
    ("does the arc a770 support pytorch?", "stack.status.xpu"),
    ("a770能用pytorch吗", "stack.status.xpu"),
])
def test_a_software_question_on_an_amd_or_intel_card_leads_with_its_standing(advisor, text, key):
    q, shape, out = _asked(advisor, text)
    assert key in shape.headline.keys, (text, shape.headline.key)
    assert "no ROCm, so" not in out and "firm no" not in out, out  # an unofficial route is never a blunt no
    assert sum(1 for c in shape.decides if key in c.message.keys) == 0, out  # said once


@pytest.mark.parametrize("text", [
    "rx 6800 xt or rtx 3070 ti for pytorch, does rocm even work on the amd one?",
    "6800xt和3070ti哪个好，a卡支持pytorch吗",
    "RX 6800 XT vs RTX 3070 Ti for training: is ROCm supported on the 6800 XT?",
])
def test_a_comparison_says_the_amd_cards_standing_first_among_its_facts(advisor, text):
    q, shape, out = _asked(advisor, text)
    assert q.read_as.command == "compare"
    assert shape.decides and "stack.status.same-chip" in shape.decides[0].message.keys, out


@pytest.mark.parametrize("text", ["why rx 7800 xt", "rx 6700 xt vs rtx 3060 for gaming and some ai",
                                  "I have an RX 7600"])
def test_a_question_not_about_software_keeps_its_own_headline(advisor, text):
    q, shape, out = _asked(advisor, text)
    assert not shape.headline.key.startswith("stack.status."), out


@pytest.mark.parametrize("card", ["Radeon RX 6700 XT", "Radeon RX 6750 XT", "Radeon RX 6600", "Radeon RX 6650 XT",
                                  "Radeon RX 7600"])
def test_an_override_card_is_never_told_no_rocm(advisor, card):
    row = override_of(card)
    assert row is not None and row["source"].startswith("https://")
    for text in (f"I have a {card}", f"why {card}", f"can my {card} run llama 3 8b?"):
        q = advisor.ask(text, lang="en")
        out = _out(q, "en")
        assert "no ROCm, so" not in out and "firm no" not in out and "PyTorch on ROCm, vLLM and training do not" \
            not in out, (text, out)
        assert f"HSA_OVERRIDE_GFX_VERSION={row['value']}" in out, (text, out)


def test_the_override_names_the_listed_code_it_runs():
    assert gfx_target("10.3.0") == "gfx1030" and gfx_target("11.0.0") == "gfx1100"
