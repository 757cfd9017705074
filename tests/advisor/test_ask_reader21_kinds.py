"""Kinds of reading the new user found wrong in round 12 (issue 27, reader21): a count of a card said with its
memory and a modded word keeps the modified variant (as ``resolve`` does), in English and Chinese."""

from __future__ import annotations

import pytest


# ------------------------------------------- a count + card + memory + a modded word: the modified card, counted
@pytest.mark.parametrize("text", [
    "我有两张2080ti 22g魔改版，能跑qwen3 32b吗",
    "两张2080ti 魔改22g，能跑qwen3 32b吗",
    "兩張2080ti 22g魔改版能跑qwen3 32b嗎",
    "two 2080 ti 22gb modded, can they run qwen3 32b",
    "two modded 2080 ti 22gb, can they run qwen3 32b",
])
def test_a_count_of_a_card_said_modded_with_its_memory_keeps_the_modified_variant(advisor, text):
    q = advisor.ask(text).read_as
    assert q.cards == ["GeForce RTX 2080 Ti 22 GB (modified)"] and q.gpus == 2
    assert advisor.resolve("2080ti 22g").match == q.cards[0]  # the reader and resolve agree


@pytest.mark.parametrize("text", ["用2张4090 48G跑70b", "two 2080 ti 22gb, can they run qwen3 32b"])
def test_without_a_modded_word_the_memory_after_a_count_is_still_the_cards_total(advisor, text):
    q = advisor.ask(text).read_as
    assert q.gpus == 2 and "modified" not in q.cards[0]
