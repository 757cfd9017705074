"""break15 #3 (issue 28): a comparison asked for a fine-tune ("dgx spark vs mac studio for fine-tuning", "4090 or
5090 for fine-tuning 8b") is weighed for training, not LLM decode: a named model with a fine-tune task is compared
on the training index with the fine-tune's memory said (``Advisor.compare``), a machine is not read for LLMs when a
fine-tune is said (``ask.machine_llm.machines_for_llms``), and when only one side trains (a Mac: no CUDA, no
bitsandbytes) that is the headline (``ask.worth.trains``)."""

from __future__ import annotations

import pytest

from said import said


@pytest.mark.parametrize("text", ["dgx spark vs mac studio for fine-tuning", "dgx spark vs mac studio for qlora",
                                  "dgx spark 和 mac studio 哪个适合微调"])
def test_a_machine_that_does_not_train_is_never_the_fine_tune_pick(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.use_case != "llm", q.read_as
    head = q.answer.shape.headline
    assert head.key == "ask.worth.trains", head
    assert "DGX Spark" in str(head.params["good"]) and "Mac Studio" in str(head.params["bad"]), head.params


@pytest.mark.parametrize("text", ["4090 or 5090 for fine-tuning 8b", "4090 vs 5090 for lora on llama 3 8b",
                                  "4090还是5090，微调8b"])
def test_a_fine_tune_of_a_model_is_compared_on_training_speed(advisor, text):
    q = advisor.ask(text)
    c = q.answer
    assert q.read_as.task in ("lora", "qlora", "full-finetune"), q.read_as
    assert c.measure != "decode", c.measure
    keys = [d.message.key for d in c.shape.decides]
    assert any(k.startswith("ask.job.") for k in keys), keys
    assert "decodes" not in said(c.shape.headline), said(c.shape.headline)


def test_the_compare_command_with_a_task_weighs_training(advisor):
    c = advisor.compare("4090", "5090", model="8b", task="lora")
    assert c.measure != "decode" and c.faster == "GeForce RTX 5090", (c.measure, c.faster)
    assert advisor.compare("4090", "5090", model="8b").measure == "decode"  # running it: decode still decides


def test_machines_with_no_task_are_still_read_for_llms(advisor):
    assert advisor.ask("dgx spark vs mac studio").read_as.use_case == "llm"
