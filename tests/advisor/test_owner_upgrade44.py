"""An owner's upgrade weighs one bigger card against a second of theirs as an expert does; "how long" of a fine-tune
is answered with what decides it (issue 28, U18).

"Would an RTX 3060 do for LoRA on a 7B LLaMA, and how long would it take?" ranked "2 × RTX 3060 — 225 USD for 1
more · with yours" (to someone who owns none) above one 3090, and said nothing of the time. For a training job one
card that holds it alone now leads the cards added beside the owner's (two cards do not pool one training job's
memory without waiting on PCIe); a card asked about, not owned, is never "with yours"; a fine-tune asked how long
says what decides the time."""

from __future__ import annotations

import pytest

from advisor.asked_rig import ADDS

U18 = "Would an RTX 3060 do for LoRA fine-tuning of a 7B LLaMA, and how long would it take?"


def _buying(q):
    return [x for x in q.answer.shape.ranking if x.role != "rig"]


@pytest.mark.parametrize("text", ["I have an RTX 3060 12gb, can I do LoRA fine-tuning of a 7B LLaMA in bf16?",
                                  "我有一张3060 12g，能用bf16做7b的lora微调吗"])
def test_an_owner_training_job_leads_with_one_card_that_holds_it(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.own and q.read_as.task == "lora"
    buying = _buying(q)
    # never a split of the owner's card first; since fix64a a 12 GB card that holds the LoRA as QLoRA is answered
    # "Yes, with QLoRA" and not sent shopping (issue 28 §3), else one card that holds it leads
    assert not buying or buying[0].gpus == 1 and (buying[0].memory_gb or 0) >= 16.5, buying
    added = [x for x in buying if x.adds]
    assert all(x.reason.key.startswith("shape.role.fit-adds-train") for x in added), added
    if added:
        assert buying.index(added[0]) > 0


def test_an_owner_inference_job_still_adds_their_card_first(advisor):
    q = advisor.ask("I have one rtx 3060 12gb, can it run qwen2.5 32b?")
    added = [x for x in _buying(q) if x.adds]
    if added:  # the cheapest step for inference: a layer split runs fine
        assert _buying(q)[0] is added[0]
        assert not added[0].reason.key.startswith("shape.role.fit-adds-train")


@pytest.mark.parametrize("text", [U18, "would a 3060 do for qwen2.5 32b?"])
def test_a_card_asked_about_is_never_with_yours(advisor, text):
    q = advisor.ask(text)
    assert not q.read_as.own
    for x in q.answer.shape.ranking:
        assert not x.adds and (x.reason is None or x.reason.key not in ADDS), x


@pytest.mark.parametrize("text", [U18, "我的3060 12g做7b的lora要多久", "how many hours to qlora llama 3 8b on a 4090?"])
def test_a_fine_tune_asked_how_long_says_what_decides_the_time(advisor, text):
    q = advisor.ask(text)
    keys = [c.message.key for c in q.answer.shape.decides]
    assert "ask.train-time" in keys, keys


def test_no_time_line_when_no_time_is_asked(advisor):
    q = advisor.ask("Would an RTX 3060 do for LoRA fine-tuning of a 7B LLaMA?")
    assert "ask.train-time" not in [c.message.key for c in q.answer.shape.decides]


def test_u18_first_screen_shows_the_one_card_and_the_time_never_a_second_of_yours(advisor):
    from advisor.cli.ask import render_question

    out = render_question(advisor.ask(U18))
    # U18's expert answer (../shared/reviews, grade87): yes, with 4- or 8-bit weights — the route that fits first
    # (fix64a), where this test once wanted the 24 GB card a bf16 LoRA needs
    assert "Yes, with QLoRA" in out.split("!")[0] and "How long" in out
    assert "for 1 more" not in out and "with yours" not in out


@pytest.mark.parametrize("text", ["how long to pretrain a 1b model on a 4090?", "从头预训练一个1b模型用8张h100要多久"])
def test_pretraining_keeps_its_own_days_and_no_unmeasured_line(advisor, text):
    q = advisor.ask(text)
    keys = [c.message.key for c in q.answer.shape.decides]
    assert any(k.startswith("ask.pretrain") for k in keys) and "ask.train-time" not in keys, keys
