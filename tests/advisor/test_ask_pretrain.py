"""Training a language model from scratch, asked in words: the published runs' GPU-hours scaled to the card asked
about lead the answer (``advisor/ask/pretrain.py``, ``data/performance/pretrain_runs.csv``), in every language; a
fine-tune or a question without pretraining words gets none of it."""

from __future__ import annotations

import pytest

from advisor import i18n


def _pretrain(answer):
    shape = answer.answer.shape
    return [c.message for c in shape.decides if c.message.key == "ask.pretrain"]


@pytest.mark.parametrize("text", ["is the rtx 5090 good for training llms from scratch",
                                  "想用4090从头训练一个大模型，可行吗",
                                  "best gpu under 2000 to pretrain a small language model",
                                  "can my 3060 train a gpt from scratch"])
def test_pretraining_says_what_the_runs_take_on_the_card_first(advisor, text):
    a = advisor.ask(text)
    said = _pretrain(a)
    assert said, [c.message.key for c in a.answer.shape.decides]
    assert a.answer.shape.decides[0].message.key == "ask.pretrain"
    for lang in ("en", "zh_Hans"):
        assert "GPT-2 124M" in i18n.render(said[0].key, said[0].params, lang)


def test_a_faster_card_takes_fewer_hours(advisor):
    def hours(text):
        m = _pretrain(advisor.ask(text))[0]
        first = m.params["runs"].items[0]
        return first.params["n"].value * {"ask.pretrain.hours": 1, "ask.pretrain.days": 24,
                                          "ask.pretrain.years": 8760}[first.key]
    assert hours("is a 5090 good to train an llm from scratch") < hours("is a 3060 12gb good to train an llm from "
                                                                          "scratch")


@pytest.mark.parametrize("text", ["is the rtx 5090 good for fine tuning llama 3 8b",
                                  "is the rtx 5090 good for llms",
                                  "can my 3060 fine-tune qwen3 8b with qlora from scratch data"])
def test_no_pretraining_line_without_pretraining(advisor, text):
    a = advisor.ask(text)
    if a.answer is not None and getattr(a.answer, "shape", None) is not None:
        assert not _pretrain(a)


@pytest.mark.parametrize("text", ["pretraining a 1b model from scratch", "想从零预训练一个1b模型",
                                  "pretrain a 125m gpt from scratch on 10b tokens"])
def test_pretraining_gets_no_lora_or_qlora_way_and_its_own_size(advisor, text):
    """The breaker (break11 #2): "pretrain a 125m gpt from scratch on 10b tokens" was sized as a 10B model ("10b
    tokens" is data) and pretraining was offered "QLoRA instead … for less" (no base weights to adapt)."""
    from advisor.ask.pretrain import adapts

    a = advisor.ask(text)
    assert a.read_as.model is not None and a.read_as.model.params_b < 2
    shape = a.answer.shape
    assert not [c for c in [*shape.decides, *shape.caveats] if adapts(c.message)]
    assert _pretrain(a)
