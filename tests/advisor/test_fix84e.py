"""Round 32 (fix84e): judge31's and newuser31's leftovers, each fixed as a kind.

- A card idling while it trains with block swapping (fluxgym, kohya's sd-scripts, --blocks_to_swap) or over an eGPU
  is answered why it idles — swapped blocks over PCIe, the Thunderbolt link, Task Manager's graphs — never whether
  the card can train (judge31 E14).
"""

from __future__ import annotations

import pytest

from advisor.ask.swap_idle import swap_idle_reply
from tests.faces import message_keys


@pytest.mark.parametrize(("text", "keys"), [
    ("I'm training a Flux.1 Dev LoRA with fluxgym on a 12GB RTX 3060 with 64GB of system RAM. GPU use is only 1-8%. "
     "Is the GPU underutilized and how do I speed it up?", {"ask.swap-idle.swap"}),
    ("When I use Fluxgym my GPU has only 10% usage, why? (RTX 4070 Ti 16GB)", {"ask.swap-idle.swap"}),
    ("Training a Flux LoRA with kohya sd-scripts and blocks_to_swap 16 on my 4060 Ti, GPU utilization is about 20%. "
     "How to speed up?", {"ask.swap-idle.swap"}),
    ("用fluxgym训练flux lora，3060 12g外接显卡（雷电4），GPU利用率只有5%，怎么提速？",
     {"ask.swap-idle.swap", "ask.swap-idle.egpu", "ask.swap-idle.monitor"}),
    ("My RTX 3090 in a Thunderbolt eGPU enclosure shows 10% GPU usage while training a LoRA, is the eGPU the "
     "bottleneck?", {"ask.swap-idle.egpu", "ask.swap-idle.monitor"}),
])
def test_a_card_idling_with_block_swap_or_on_an_egpu_is_told_why(advisor, text, keys):
    q = advisor.ask(text)
    assert q.reply is not None, q
    said = message_keys(q.reply)
    assert keys <= said, said
    assert said & {"ask.swap-idle.swap"} == keys & {"ask.swap-idle.swap"}, said  # no swap named: none said


@pytest.mark.parametrize("text", [
    "My training is slow, gpu at 20% usage",  # no swap, no eGPU: the data loader's answer stands
    "Can I train a Flux LoRA with fluxgym on a 3060 12GB?",  # no idle said: can it
    "Is a Thunderbolt eGPU with a 4090 good for training?",  # no low use said
])
def test_other_questions_are_not_the_swap_answer(text):
    assert swap_idle_reply(text) is None
