"""fix63d: image and video models (issue 28 §1, §2).

- an owner's card told whether an image model fits says each published setting once: the run verdict carries the
  settings and their memory, the fit line only what it adds (#3: "I have a 3060 12GB, can I run flux?" said its GGUF
  settings twice);
"""

from __future__ import annotations

import pytest

from tests.asked import question_faces


def _count(text: str, words: str) -> int:
    return " ".join(text.split()).count(words)


@pytest.mark.parametrize(("text", "language"), [
    ("I have a 3060 12GB, can I run flux?", "en"),
    ("my rtx 3060 12gb, will flux dev run on it?", "en"),
    ("I own a 4070, can it run flux dev?", "en"),
    ("我有一张3060 12GB，能跑flux吗？", "zh_Hans"),
    ("我的4070能跑flux dev吗", "zh_Hans"),
])
def test_an_owner_hears_each_image_setting_once(advisor, text: str, language: str) -> None:
    _, console, bot = question_faces(advisor, text, language)
    for face in (console, bot):
        said = " ".join(face.split())
        assert _count(said, "(GGUF Q4)") + _count(said, "（GGUF Q4）") == 1, face
        assert "GGUF Q8_0" in said, face  # the setting that does not fit still said, once
        assert _count(said, "GGUF Q8_0") == 1, face


@pytest.mark.parametrize(("text", "language"), [
    ("I have a 3060 12GB, flux takes 3 minutes per image, is that normal?", "en"),
    ("我的3060跑flux一张图要3分钟，正常吗", "zh_Hans"),
])
def test_an_owner_with_a_time_hears_the_setting_once_too(advisor, text: str, language: str) -> None:
    _, console, _ = question_faces(advisor, text, language)
    said = " ".join(console.split())
    assert _count(said, "GGUF Q8_0") == 1, console
    assert "no speed is said" not in said.lower() and "不给速度" not in said, console
