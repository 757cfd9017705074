"""fix78b (newuser findings on int53): hosted products asked with no card, and the music and image services (Suno,
Udio, DALL-E, Imagen, Firefly). Both languages, console and bot, and the core's messages."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import reply_keys


def question_faces(advisor, text: str, language: str = "en"):
    """``(question, console text, the reply's text)`` of ``text`` asked in ``language``: a reply or an answer."""
    q = advisor.ask(text, lang=language)
    console = render_question(q, View(language=language))
    return q, console, console


def _flat(text: str) -> str:
    return "".join(text.split())


# kind 3: a hosted product asked with no card, and the image and music services
@pytest.mark.parametrize(("text", "language", "key", "product"), [
    ("which gpu do I need for midjourney?", "en", "ask.hosted.gen.image", "Midjourney"),
    ("what gpu to run dall-e 3 locally", "en", "ask.hosted.gen.image", "DALL-E"),
    ("what graphics card do I need for adobe firefly", "en", "ask.hosted.gen.image", "Firefly"),
    ("can I run imagen 3 on my 4090?", "en", "ask.hosted.gen.image", "Imagen"),
    ("can I run suno on my 4090?", "en", "ask.hosted.gen.music", "Suno"),
    ("which gpu for udio?", "en", "ask.hosted.gen.music", "Udio"),
    ("用什么显卡跑midjourney", "zh_Hans", "ask.hosted.gen.image", "Midjourney"),
    ("我的4090能跑suno吗", "zh_Hans", "ask.hosted.gen.music", "Suno"),
])
def test_a_hosted_product_is_said_hosted_with_or_without_a_card(advisor, text, language, key, product):
    q, console, bot = question_faces(advisor, text, language)
    assert key in reply_keys(q)
    flat = _flat(console)
    assert product.replace(" ", "") in flat and product in bot
    if language == "en":
        assert "budget" not in console.lower()
        assert "not released" in " ".join(console.split())
    else:
        assert "权重没有公开" in flat and "预算" not in flat


def test_a_music_service_names_no_invented_stand_in(advisor):
    q, console, _ = question_faces(advisor, "can I run suno on my 4090?")
    flat = " ".join(console.split())
    assert "no open music-generation model" in flat
    assert "FLUX" not in flat and "Wan" not in flat
