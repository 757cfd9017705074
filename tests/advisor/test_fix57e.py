"""fix57e: the image-training ranking is of what kohya-ss/sd-scripts and diffusers train on — single NVIDIA cards — at
each published setting (the one maker filter, :func:`advisor.maker_view.maker_view`, an input of the ranking), never a
non-CUDA or pooled best pick passed over for a lighter setting; a count's cards each hold the setting (never their
memory pooled); the answer says what it left out and why once. English and Chinese, console and bot."""

from __future__ import annotations

import pytest
from asked import bot_text, find_message, question_faces

from advisor.image_train import SDXL, image_training, trained_on, training_rows
from advisor.maker_view import maker_view
from advisor.overrides import PriceOverride

FLUX = "FLUX.1 dev"
US = "current-us"
CUDA_ONLY = "image.train.cuda-only"


def _single_nvidia_cards(advisor, rec) -> bool:
    return all(advisor.card(p.card).manufacturer == "NVIDIA" and not advisor.card(p.card).is_system and p.gpus == 1
               for p in [*rec.picks, *([rec.stretch] if rec.stretch else [])])


def _said(rec, key: str = CUDA_ONLY) -> int:
    """How many of the answer's short-form sentences carry ``key``."""
    shape = rec.shape
    return sum(find_message(m, key) is not None for m in [shape.headline, *(c.message for c in shape.decides),
                                                          *(c.message for c in shape.caveats)])


@pytest.mark.parametrize(("model", "budget"), [(SDXL, "400"), (SDXL, "800"), (SDXL, "1500"), (FLUX, "1000"),
                                               (FLUX, "1500"), (FLUX, "2000"), (FLUX, "3000"), (FLUX, "4000")])
def test_every_pick_is_a_single_nvidia_card_and_said_once(advisor, model, budget):
    generator = model if model != SDXL else None
    rec = advisor.recommend(budget, market=US, use_case="image", task="lora", generator=generator)
    assert rec.picks and _single_nvidia_cards(advisor, rec)  # $3000 FLUX listed a Framework box (128 GB) second
    assert _said(rec) == 1


@pytest.mark.parametrize(("model", "budget"), [(SDXL, "800"), (FLUX, "1500"), (FLUX, "3000")])
def test_the_setting_is_the_heaviest_one_the_cuda_ranking_has_a_best_card_for(advisor, model, budget):
    """The filter is at the ranking: each heavier setting's NVIDIA-only ranking has no best card at all."""
    rec = image_training(advisor, budget, market=US, model=model)
    need = rec.shape.headline.params["need"].value
    nvidia = maker_view(advisor, "NVIDIA", machines=False)
    for row in training_rows(model):
        if row.vram_gb > need:
            for floor in (round(row.vram_gb / 0.9, 1), row.vram_gb):
                heavier = nvidia.recommend(budget, market=US, use_case="general", min_memory_gb=floor, gpus=1,
                                           split=False)
                assert not any(p.role == "best" for p in heavier.picks)
    best = next(p for p in rec.picks if p.role == "best")
    assert (best.memory_gb or 0) >= need


def test_machines_and_other_makers_are_out_of_the_view_and_the_advisor_unchanged(advisor):
    view = trained_on(advisor)
    listed = [advisor.card(name) for name, _ in view.catalog.price_list[US]]
    assert listed and all(c.manufacturer == "NVIDIA" and not c.is_system for c in listed)
    assert any(advisor.card(name).is_system for name, _ in advisor.catalog.price_list[US])  # the advisor's own list


def test_a_cheap_unified_memory_box_is_never_listed_for_training(advisor):
    cheap = PriceOverride(market=US, card="Framework Desktop (Ryzen AI Max+ 395, 128 GB)", condition="new",
                          amount=1500, currency="USD", set_at="2026-07-01T10:00:00Z")
    view = advisor.with_prices(US, [cheap])
    rec = image_training(view, "3000", market=US, model=FLUX)
    assert rec.picks and _single_nvidia_cards(advisor, rec)


@pytest.mark.parametrize("budget", ["1000", "1500", "2500"])
def test_a_count_of_cards_each_holds_the_setting_never_pooled(advisor, budget):
    """"train flux lora with 2 gpus, $1500" named the 24 GB setting on two 16 GB cards (their memory pooled)."""
    rec = image_training(advisor, budget, market=US, model=FLUX, gpus=2)
    need = rec.shape.headline.params["need"].value
    assert rec.picks and all(p.gpus == 2 and (p.memory_gb or 0) >= need for p in rec.picks)
    assert all(advisor.card(p.card).manufacturer == "NVIDIA" for p in rec.picks)
    assert _said(rec, "image.train.cuda-only.count") == 1 and _said(rec) == 0


@pytest.mark.parametrize(("text", "language", "words"), [
    ("best gpu to train sdxl lora under $800", "en", "Only single NVIDIA cards are ranked"),
    ("train flux lora budget $1500", "en", "pooled memory does not hold one model's training"),
    ("train a LoRA on SDXL with $400", "en", "kohya-ss/sd-scripts and diffusers train on CUDA"),
    ("¥8000 训练sdxl lora用什么卡", "zh_Hans", "只排单张 NVIDIA 显卡"),
    ("预算1万2，想训练flux的lora，买什么显卡", "zh_Hans", "多张卡合起来的显存放不下"),
    ("what card should i get for dreambooth training of sdxl, about 700 bucks", "en", "Only single NVIDIA cards"),
])
def test_the_answer_says_once_what_it_left_out_on_every_face(advisor, text, language, words):
    q, console, bot = question_faces(advisor, text, language)
    assert q.answer.shape.headline.key.startswith("image.train.head")
    assert _single_nvidia_cards(advisor, q.answer)
    bare = "".join(words.split())  # the console wraps Chinese within a phrase
    assert "".join(console.split()).count(bare) == 1
    assert "".join(bot.split()).count(bare) == 1 == "".join(bot_text(q).split()).count(bare)


def test_a_maker_the_asker_chose_is_ranked_and_nvidia_not_said_twice(advisor):
    amd = advisor.ask("train sdxl lora on amd under $800")
    assert {advisor.card(p.card).manufacturer for p in amd.answer.picks} == {"AMD"}
    assert _said(amd.answer) == 0  # the asker's choice ranks; no CUDA-only sentence over an AMD list
    nvidia = advisor.ask("best nvidia gpu to train sdxl lora under $800")
    assert _single_nvidia_cards(advisor, nvidia.answer)
    assert _said(nvidia.answer) == 0  # the read-as line says "Only NVIDIA cards …" already
