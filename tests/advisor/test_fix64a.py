"""fix64a (issue 28 §1, §3, §5, §6): serving and fine-tuning policy.

- A LoRA fine-tune asked of a card leads with "Yes" when a standard LoRA route fits it (QLoRA, LoRA on int8 weights),
  naming the route; "No" only when none does (grade87 U18: "Can I LoRA fine-tune Llama 2 7B on a 3060 12GB?" led
  with "No." above "with QLoRA (4-bit weights) … it needs 5 GB and fits").
"""

from __future__ import annotations

import pytest
from asked import bot_text, find_message, question_faces

from advisor.cli.ask import render_question
from advisor.cli.render import View


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


@pytest.mark.parametrize(("text", "key"), [
    ("想组4卡3090训练，电源要多大？", "ask.power.circuit.cn.close"),
    ("我要装8张4090，电源要多大？", "ask.power.circuit.cn.over"),
    ("双3090要多大电源", "ask.power.circuit.cn.ok"),
])
def test_a_chinese_power_question_is_held_to_chinas_220_v_sockets(advisor, text, key):
    """newuser26 (smaller): "想组4卡3090训练，电源要多大？" applied a US 15 A / 120 V circuit and NEC 210.19; mainland
    China's ordinary socket is 10 A x 220 V = 2,200 W, an air conditioner's 16 A x 220 V = 3,520 W (GB 2099.1 /
    GB 1002)."""
    q = advisor.ask(text, lang="zh_Hans")
    console = render_question(q, View(language="zh_Hans"))
    reply = q.reply
    assert find_message(reply, key) is not None, console
    assert find_message(reply, "ask.power.circuit") is None and "美国" not in console and "NEC" not in console
    assert "220 V" in console


def test_an_english_power_question_keeps_the_us_circuit(advisor):
    q = advisor.ask("what psu do i need for 4x 3090 for training?")
    assert find_message(q.reply, "ask.power.circuit") is not None
    assert find_message(q.reply, "ask.power.circuit.cn.close") is None


@pytest.mark.parametrize(("text", "language"), [
    ("有人在Mac Studio上微调过吗？192G的Mac Studio和8张4090比哪个划算？", "zh_Hans"),
    ("8x 4090 vs 4x rtx pro 6000 for training", "en"),
])
def test_eight_cards_on_two_platforms_say_both_and_their_draw(advisor, text, language):
    """grade87 F19: 8 x RTX 4090 "need the board and 2 supplies of 1,500 W", two 4-card machines at ~4 kW unsaid."""
    q, console, _ = question_faces(advisor, text, language)
    apart = find_message(q.answer.summary, "rig.platforms.apart")
    assert apart is not None
    assert apart.params["count"].value == 2 and apart.params["draw"].value > 3600
    assert find_message(apart, "power.limit.nvidia") is not None
    line = next(x for x in q.answer.shape.ranking if x.gpus == 8)
    assert line.platform_count == 2
    assert ("2 platforms" if language == "en" else "2 台平台") in " ".join(console.split())
