"""fix75b (issues 27/28): the batch lowered in its usual phrasings is a lever tried; a fine-tune's memory asked with
no model named; hosted video and image products; the family name of many sizes. Both languages, console and bot,
and the core's messages."""

from __future__ import annotations

import pytest

from advisor.ask.tried_levers import tried
from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import find_message, question_faces


def _flat(text: str) -> str:
    return "".join(text.split())


# kind 1: lowering the batch, said in words, is the batch lever tried
@pytest.mark.parametrize("text", [
    "lowered batch size, still OOM",
    "batch size 1 already, still OOM",
    "I reduced the batch and still out of memory",
    "smaller batches, still OOM",
    "batch size lowered, still oom",
    "我已经减小了batch还是爆显存",
    "batch调小了还是爆显存",
])
def test_the_batch_lowered_is_a_lever_tried(text):
    assert "batch-accumulation" in tried(text)


def test_asking_whether_to_lower_the_batch_is_no_lever_tried():
    assert tried("should I lower batch size to fix OOM?") == []


@pytest.mark.parametrize(("text", "language"), [
    ("training yolo on my 3060, I lowered the batch size and still out of memory", "en"),
    ("训练yolo，3060，已经减小了batch还是爆显存", "zh_Hans"),
    ("fine-tuning llama 3 8b with lora on my 3090, lowered batch size, still OOM", "en"),
])
def test_a_batch_lowered_is_never_offered_again(advisor, text, language):
    q, console, bot = question_faces(advisor, text, language)
    flat = _flat(console)
    if language == "en":
        assert "already tried" in console.replace("\n", " ")
        not_yet = flat.split("Notyettried", 1)[-1] if "Notyettried" in flat else ""
        assert "batch" not in not_yet.split(".")[0].lower()
    else:
        assert "已经试过" in flat
        assert "批大小" not in flat.split("还没试过", 1)[-1].split("。")[0]
    said = repr(q.answer)
    assert "fix73b.tried.head" in said or "fix80b.tried.head-left" in said or "fix73b.oom.tried" in said


def test_a_lever_of_no_row_for_the_job_is_said_in_words(advisor):
    q, console, _ = question_faces(advisor, "batch size 1 already, still cuda out of memory with sdxl on my 3060")
    assert "You already tried a batch of 1" in " ".join(console.split())
    assert "tried ," not in console


# kind 2: a fine-tune's memory asked with no model: which model, the rule and an 8B model's figures
@pytest.mark.parametrize(("text", "language", "said"), [
    ("how much vram to fine tune", "en", "Whichmodel?"),
    ("how much vram do i need for lora", "en", "Whichmodel?"),
    ("how much memory do I need to finetune an llm", "en", "Whichmodel?"),
    ("微调需要多少显存", "zh_Hans", "哪个模型？"),
    ("qlora需要多少显存", "zh_Hans", "哪个模型？"),
])
def test_a_fine_tune_need_with_no_model_asks_which_with_the_rule(advisor, text, language, said):
    q = advisor.ask(text, lang=language)
    assert q.reply is not None, q.error
    found = find_message(q.reply, "need-finetune.which")
    assert found is not None
    flat = _flat(render_question(q, View(language=language)))
    assert flat.startswith(said)
    assert ("18" in flat) and ("137GB" in flat) and ("6.7GB" in flat), flat


@pytest.mark.parametrize("text", [
    "how much vram for a lora of my art style",
    "how much vram to fine tune llama 3 8b",
    "how much vram to fine tune this model",
])
def test_other_fine_tune_questions_keep_their_answers(advisor, text):
    q = advisor.ask(text, lang="en")
    assert find_message(q.reply, "need-finetune.which") is None


# kind 3: a hosted image or video service: weights not released, the open models and their fit on the card
@pytest.mark.parametrize(("text", "language", "product", "opens"), [
    ("can I run sora on my 4090", "en", "Sora", ("Wan2.2", "LTX-Video13Bfp8about20GB")),
    ("can i run veo 3 locally", "en", "Veo", ("Wan2.1/2.2", "Nameyourcard")),
    ("可灵能在3060上跑吗", "zh_Hans", "Kling", ("权重没有公开", "Wan2.1T2V-14BGGUFQ4约12GB")),
    ("can I run midjourney on my 3060", "en", "Midjourney", ("FLUX.1devGGUFQ4about6.5GB", "SDXLfp16about8GB")),
    ("sora 2 on a 1050 ti?", "en", "Sora", ("noneoftheirpublishedsettingsfits",)),
])
def test_a_hosted_generator_names_the_open_models_with_the_card_fit(advisor, text, language, product, opens):
    q = advisor.ask(text, lang=language)
    assert q.reply is not None, q.error
    flat = _flat(render_question(q, View(language=language)))
    assert flat.startswith(product), flat
    for word in opens:
        assert word in flat, (word, flat)
    assert find_message(q.reply, "ask.hosted.gen.reply") is not None


# kind 4: a family name of one flagship size and smaller models: the flagship assumed, said so, the smaller ones named
@pytest.mark.parametrize(("text", "language", "said"), [
    ("can I run deepseek on my 4090", "en", "assumedastheflagshipsize"),
    ("how much vram for deepseek", "en", "assumedastheflagshipsize"),
    ("deepseek能在4090上跑吗", "zh_Hans", "假定是这个名字最常指的旗舰大小"),
])
def test_a_family_of_many_sizes_is_never_said_to_have_one(advisor, text, language, said):
    q = advisor.ask(text, lang=language)
    assert q.answer is not None, q.error
    flat = _flat(render_question(q, View(language=language)))
    assert said in flat
    assert "sizeeverymodel" not in flat and "都是这个大小" not in flat
    assert "DeepSeek-R1-Distill-Qwen-1.5B" in flat and "DeepSeek-R1-Distill-Llama-70B" in flat
    note = next(n for n in q.read_as.notes if n.key == "ask.note.family-flagship")
    assert "DeepSeek V3" in repr(note.params["same"])


# kind 5: one figure per model and precision in an answer: the hosted note's 4-bit need is the fit's own
@pytest.mark.parametrize(("text", "language", "need"), [
    ("can I run chatgpt on my 3060", "en", "12.4GB"),
    ("我的3060能跑chatgpt吗", "zh_Hans", "12.4GB"),
])
def test_the_hosted_note_and_the_fit_say_one_figure(advisor, text, language, need):
    q = advisor.ask(text, lang=language)
    assert q.answer is not None, q.error
    note = next(n for n in q.read_as.notes if n.key == "ask.hosted.too-big")
    assert note.params["need"].value == round(q.answer.memory.total_gb, 1)
    flat = _flat(render_question(q, View(language=language)))
    assert flat.count(need) >= 2 and "13GB" not in flat


# kind 6: a model that fits at 4-bit on paper, run out of memory with 4-bit tried: the owner's fact leads, never "fits"
@pytest.mark.parametrize(("text", "language", "said"), [
    ("I already tried 4-bit and reducing context, still OOM on my 3080 with 13b", "en",
     ("Youalreadytriedquantizedweights,shorterinputs", "doesnotfit", "-ngl", "Q3_K_M", "8Bat4-bit")),
    ("我的3080跑13b，已经用了4bit量化还是爆显存", "zh_Hans", ("你已经试过量化权重", "放不下", "-ngl", "Q3_K_M")),
])
def test_an_oom_with_4bit_tried_is_never_told_it_fits(advisor, text, language, said):
    q, console, bot = question_faces(advisor, text, language)
    flat = _flat(console)
    for word in said:
        assert word in flat, (word, flat)
    assert "itfits" not in flat and "whichistight" not in flat
    assert find_message(q.answer.shape.headline, "fix75b.tight.head") is not None
    assert "-ngl" in bot


def test_an_oom_with_room_to_spare_is_not_read_as_tight(advisor):
    q = advisor.ask("I already tried 4-bit, still OOM on my 4090 with llama 3 8b")
    assert find_message(q.answer.shape.headline, "fix75b.tight.head") is None


# kind 7: a 2-3-bit level offered as the way to fit: a smaller model at 4-bit or better said beside it; a Mac's share
@pytest.mark.parametrize(("text", "language", "said"), [
    ("can my m1 macbook air 8gb run llama 3 8b", "en",
     ("Q2_K", "comfortablepickisasmallermodel", "macOSgivestheGPU", "recommendedMaxWorkingSetSize")),
    ("我的m1 macbook air 8gb能跑llama 3 8b吗", "zh_Hans", ("Q2_K", "更稳妥的选择", "macOS默认分给GPU")),
])
def test_a_low_level_is_offered_beside_a_smaller_model(advisor, text, language, said):
    q, console, _ = question_faces(advisor, text, language)
    flat = _flat(console)
    for word in said:
        assert word in flat, (word, flat)
    found = find_message(q.answer.shape.headline, "fix75b.low.smaller")
    assert found is not None
    assert found.params["need"].value < q.answer.rig.need_gb


def test_a_model_that_fits_at_4bit_gets_no_smaller_model(advisor):
    q = advisor.ask("can my 4090 run llama 3 8b")
    assert find_message(q.answer.shape.headline, "fix75b.low.smaller") is None
