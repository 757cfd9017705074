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


def test_pretraining_on_several_cards_is_said_as_pretraining_and_scaled_by_their_count(advisor):
    """Round 7: "pretrain a 1b model from scratch on 8 4090s" was read as "full fine-tuning … one 4090 holds it"
    with one card's times. The short form says pretraining from scratch, and the runs' times divided by what 8
    cards without peer-to-peer give in one data-parallel job (data/performance/multi_gpu_scaling.csv: 0.91–5.55×),
    in every language."""
    from said import said

    a = advisor.ask("pretrain a 1b model from scratch on 8 4090s")
    shape = a.answer.shape
    head = said(shape.headline)
    assert "pretraining from scratch" in head and "full fine-tuning" not in head, head
    first = shape.decides[0].message
    assert first.key == "ask.pretrain.several", first.key
    text = said(first)
    assert "8 × GeForce RTX 4090" in text and "0.91–5.55×" in text and "multi_gpu_scaling.csv" in text, text
    one = _pretrain(advisor.ask("pretraining a 1b model from scratch on one 4090"))[0]
    first_run = first.params["runs"].items[0]
    single = one.params["runs"].items[0]
    assert first_run.key == "ask.pretrain.range.hours" and single.key == "ask.pretrain.hours"
    assert first_run.params["a"].value < single.params["n"].value < first_run.params["b"].value * 1.2
    for lang in ("zh_Hans", "zh_Hant"):
        out = i18n.render(first.key, first.params, lang)
        assert "预训练" in out or "預訓練" in out, out
        assert "pretraining" not in i18n.render(shape.headline.key, shape.headline.params, lang)


def test_pretraining_on_one_card_is_not_called_full_fine_tuning(advisor):
    from said import said

    a = advisor.ask("pretraining a 350m gpt on a single 3090")
    head = said(a.answer.shape.headline)
    assert "pretraining from scratch" in head and "full fine-tuning" not in head, head
    assert _pretrain(a)


@pytest.mark.parametrize("text", ["pretrain a 7b model, what gpus do I need",
                                  "what gpu for training a 7b model from scratch",
                                  "从头训练一个7b大模型需要什么显卡"])
def test_pretraining_with_no_card_named_says_the_runs_on_the_reference_card_and_no_adapter(advisor, text):
    """Session 11, a new user's question: with no card named the fit's first listed device was a machine with no
    training index, so no run was said, and "For less: QLoRA instead of full fine-tuning" was offered — no way to
    pretrain (there are no base weights to adapt)."""
    from advisor.ask.pretrain import adapts

    shape = advisor.ask(text).answer.shape
    said = [c.message for c in shape.decides if c.message.key.startswith("ask.pretrain")]
    assert said and "GeForce RTX 4090" in i18n.render(said[0].key, said[0].params, "en"), [
        c.message.key for c in shape.decides]
    assert not any(adapts(c.message) for c in [*shape.decides, *shape.caveats])
    assert "fine-tuning" not in i18n.render(shape.headline.key, shape.headline.params, "en")
