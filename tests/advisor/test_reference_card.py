"""A data-centre card named as out of reach beside the member's own cards: what they share with it (FP8 from compute
capability 8.9, BF16 from 8.0) and what they lack, said first (issue 28, F14; advisor.ask.reference_card)."""

from __future__ import annotations

import pytest

from advisor.i18n import Renderer


@pytest.mark.parametrize(("text", "language", "words"), [
    ("H100/H200 are out of reach - does the 40B model run on several 4090s, and should I buy some?", "en",
     ("compute capability 8.9", "FP8 like the")),
    ("H100 is too expensive, can my 3090 run qwen3 32b?", "en", ("8.6 here", "not its FP8")),
    ("H100/H200 are out of reach - does the 40B model run on several 4090s?", "zh_Hans", ("计算能力 8.9", "FP8")),
])
def test_what_the_member_s_cards_share_with_the_card_out_of_reach_comes_first(advisor, text, language, words):
    q = advisor.ask(text, lang=language)
    first = Renderer(language)(q.answer.shape.decides[0].message)
    assert all(w in first for w in words), first


def test_no_reference_line_without_a_data_centre_card_named(advisor):
    q = advisor.ask("can my 3090 run qwen3 32b?")
    assert all(not c.message.key.startswith("ask.reference") for c in q.answer.shape.decides)


@pytest.mark.parametrize("language", ["en", "zh_Hans", "zh_Hant"])
def test_the_f14_answer_keeps_fp8_and_renting_within_the_first_message(advisor, language):
    from bot.render.short import FIRST_CHARS, FIRST_LINES, answer_embed, fits_first

    q = advisor.ask("H100/H200 are out of reach - does the 40B model run on several 4090s, and should I buy some?",
                    lang=language)
    first = q.answer.shape.decides[0].message
    assert first.key == "ask.reference.rent"  # FP8 and the rent-or-buy line, one deciding fact
    chars, lines = fits_first(answer_embed(q.answer, language))
    assert chars <= FIRST_CHARS and lines <= FIRST_LINES, (chars, lines)
