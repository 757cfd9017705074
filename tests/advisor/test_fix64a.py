"""fix64a (issue 28 §1, §3, §5, §6): serving and fine-tuning policy.

- A LoRA fine-tune asked of a card leads with "Yes" when a standard LoRA route fits it (QLoRA, LoRA on int8 weights),
  naming the route; "No" only when none does (grade87 U18: "Can I LoRA fine-tune Llama 2 7B on a 3060 12GB?" led
  with "No." above "with QLoRA (4-bit weights) … it needs 5 GB and fits").
"""

from __future__ import annotations

import pytest
from asked import bot_text, find_message, question_faces


@pytest.mark.parametrize(("text", "language"), [
    ("Can I LoRA fine-tune Llama 2 7B on a 3060 12GB?", "en"),
    ("can a 3090 lora llama 13b?", "en"),
    ("3060 12G能用LoRA微调Llama 2 7B吗", "zh_Hans"),
])
def test_a_lora_route_that_fits_leads_with_yes(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    head = q.answer.shape.headline
    assert find_message(head, "ask.fit.lora-route") is not None, head
    assert find_message(head, "ask.fit.no") is None
    lead = "Yes, with QLoRA" if language == "en" else "可以，用 QLoRA"
    assert lead in " ".join(console.split())
    assert lead in bot_text(q)


@pytest.mark.parametrize("text", ["can a 4090 qlora llama 70b?", "can a 3060 12gb lora llama 70b?"])
def test_no_route_that_fits_keeps_the_no(advisor, text):
    q = advisor.ask(text)
    head = q.answer.shape.headline
    assert find_message(head, "ask.fit.lora-route") is None
    assert find_message(head, "ask.fit.no") is not None


@pytest.mark.parametrize(("text", "language"), [
    ("RTX PRO 6000 or 2x 5090 for a small startup fine-tuning 70b models?", "en"),
    ("小公司微调70b模型，买RTX PRO 6000还是两张5090？", "zh_Hans"),
])
def test_a_pairs_speed_is_set_against_the_pairs_price(advisor, text, language):
    """newuser26 #3: "5090 trains ≈1.77× as fast as RTX PRO 6000 at 0.3× its price (4,131 vs 16,000)" — the speed was
    the pair's, the price one card's; the verdict names "2 × 5090" and prices both cards with their board and supply."""
    q, console, _ = question_faces(advisor, text, language)
    verdict = find_message(q.answer.shape.headline, "ask.job.neither.verdict")
    assert verdict is not None
    fast = verdict.params["fast"]
    assert getattr(fast, "key", None) == "owned.rig.count" and fast.params["count"].value == 2
    i = [c.card for c in q.answer.cards].index(q.answer.faster)
    assert verdict.params["fast_price"].amount == pytest.approx(q.answer.side_totals[i])
    assert verdict.params["fast_price"].amount > 2 * q.answer.cards[i].price.amount
    assert ("2 × GeForce RTX 5090 trains" if language == "en" else "2 × GeForce RTX 5090 的训练速度") in console
