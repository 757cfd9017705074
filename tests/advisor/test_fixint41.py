"""fixint41: a card compared with the asker's is weighed, never dropped as a mere reference, when the difference
between the two is asked ("how much faster", "快多少", "慢多少"); a bare reference ("跟DGX Spark比呢") stays aside."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize("text", [
    "my 3060 compared to a 4070, how much faster for sdxl?",
    "我的3060跟4070比，跑sdxl慢多少",
    "我的3060和4070比，跑sdxl快几倍",
])
def test_a_difference_asked_weighs_both_cards(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "compare", q.read_as
    assert {"GeForce RTX 3060 12 GB", "GeForce RTX 4070"} <= set(q.read_as.cards), q.read_as


def test_a_bare_reference_stays_aside(advisor):
    q = advisor.ask("我有一张4090，跑qwen 32b，跟DGX Spark比呢")
    assert q.read_as.cards == ["GeForce RTX 4090"], q.read_as
