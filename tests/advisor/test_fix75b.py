"""fix75b (issues 27/28): the batch lowered in its usual phrasings is a lever tried; a fine-tune's memory asked with
no model named; hosted video and image products; the family name of many sizes. Both languages, console and bot,
and the core's messages."""

from __future__ import annotations

import pytest

from advisor.ask.tried_levers import tried
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
    assert "fix73b.tried.head" in said or "fix73b.oom.tried" in said


def test_a_lever_of_no_row_for_the_job_is_said_in_words(advisor):
    q, console, _ = question_faces(advisor, "batch size 1 already, still cuda out of memory with sdxl on my 3060")
    assert "You already tried a batch of 1" in " ".join(console.split())
    assert "tried ," not in console
