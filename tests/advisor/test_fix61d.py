"""fix61d: owners upgrading, adding a card, or running on card + RAM.

- More cards asked after an image model's TRAINING (a LoRA of SDXL/FLUX): data parallelism (PyTorch DDP) with the
  measured speed-up of that many cards (data/performance/multi_gpu_scaling.csv), never the inference reason that one
  image does not split (advisor.ask.image_pair); image generation keeps that reason.
"""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import chain, find_message

TRAIN_MORE = [
    ("best gpu for sdxl lora training under 1500", "what if I use 2 gpus?", 2),
    ("can a 3060 12gb train a flux lora?", "what if I add a second one?", 2),
    ("预算1500美元，训练SDXL LoRA用什么显卡", "用两张卡呢？", 2),
    ("best gpu for sdxl lora training under 1500", "and with 4 cards?", 4),
]


@pytest.mark.parametrize(("first", "then", "count"), TRAIN_MORE)
@pytest.mark.parametrize("bot", [False, True])
def test_image_training_on_more_cards_is_data_parallel(advisor, first, then, count, bot):
    """The follow-up says DDP's speed-up for the count asked (1.77–1.87× for two), not "one image does not split"."""
    q = chain(advisor, first, then, bot=bot)
    note = find_message(q.read_as.notes, "ask.image-pair-train")
    assert note is not None and note.params["count"].value == count
    assert find_message(q.read_as.notes, "ask.image-pair") is None
    if count == 2:
        assert (note.params["low"].value, note.params["high"].value) == (1.77, 1.87)
    text = render_question(q, View(language=q.language))
    assert "DDP" in text and "split over cards by" not in text


@pytest.mark.parametrize(("first", "then"), [("best gpu for sdxl under 1000", "what if I use 2 gpus?"),
                                             ("预算1000美元画图用什么显卡", "买两张呢？")])
def test_image_generation_on_more_cards_keeps_one_image_one_card(advisor, first, then):
    """Generation still says one image does not split over cards."""
    q = chain(advisor, first, then)
    assert find_message(q.read_as.notes, "ask.image-pair") is not None
    assert find_message(q.read_as.notes, "ask.image-pair-train") is None
