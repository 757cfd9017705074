"""mend47b: a CUDA card named the better value for its CUDA (fix63b's close call) against a roomier AMD or Intel card
says the memory it gives up (``memory.never-less``), as any better value with less memory does. English and Chinese,
console and bot."""

from __future__ import annotations

import pytest
from asked import question_faces
from rule_ids import cited


def _flat(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("rtx 5070 vs rx 7900 xt for deep learning", "en", "gives up 8 GB against Radeon RX 7900 XT"),
    ("深度学习用 RTX 5070 还是 RX 7900 XT？", "zh_Hans", "少 8 GB"),
])
def test_a_cuda_card_chosen_for_its_cuda_says_the_memory_it_gives_up(advisor, text, lang, said):
    q, console, bot = question_faces(advisor, text, lang)
    c = q.answer
    assert c.better_value == "GeForce RTX 5070", c.better_value
    assert any(r.message.key == "compare.no-cuda.close" for r in c.reasons)
    assert "memory.never-less" in cited(c)
    assert any(r.message.key == "compare.value.if-fits" for r in c.reasons)
    assert said in _flat(console), console


@pytest.mark.parametrize("pair", [("rtx 4070", "rx 7900 xt"), ("rtx 5070", "rx 7900 xt"), ("rtx 4060", "arc b580"),
                                  ("rtx 3090", "rx 7900 xtx"), ("rtx 4080 super", "rx 7900 xtx")])
def test_every_cuda_value_with_less_memory_says_what_it_gives_up(advisor, pair):
    """The kind over pairs: a better value with less memory than the other side cites ``memory.never-less``."""
    c = advisor.compare(*pair, use_case="general")
    if c.better_value is None:
        pytest.skip("no value verdict")
    best = next(f for f in c.cards if f.card == c.better_value)
    other = next(f for f in c.cards if f.card != c.better_value)
    if (best.memory_gb or 0) < (other.memory_gb or 0):
        assert "memory.never-less" in cited(c), pair
