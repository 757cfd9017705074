"""fix63a (issue 28 §1, §6): budget rankings' honesty.

- a caveat names a card the answer shows: a speed target's ranking drops the notes of the ways it left out
  (:func:`advisor.speed_target.fit_at_speed`, "cheapest card to run r1 70b distill at 20 tok/s" kept a 2 × RTX PRO
  4000 pair's workstation note).
"""

from __future__ import annotations

import pytest

from advisor.shape_about import shown_cards


@pytest.mark.parametrize(("text", "lang"), [
    ("cheapest card to run r1 70b distill at 20 tok/s", "en"),
    ("跑 DeepSeek R1 70B 蒸馏版至少 20 token每秒，最便宜的卡", "zh"),
    ("qwen3 32b at least 40 tok/s, what's the cheapest gpu", "en"),
    ("cheapest way to run llama 3.3 70b at 25 tok/s", "en"),
])
def test_speed_target_caveats_name_shown_cards(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.error
    shape = q.answer.shape
    assert shape is not None and shape.ranking
    shown = shown_cards(shape)
    for c in shape.caveats:
        named = c.message.cards | ({c.card} if c.card else set())
        assert not named or named & shown, (c.message.key, named, shown)
