"""fix62d: image and video models read and answered.

- a size said with a family that publishes more than one model picks the one model ("wan 2.1 1.3b" is the 1.3B,
  never both Wan 2.1 models);
"""

from __future__ import annotations

import pytest

from advisor.api import Advisor
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.image_needs import find_generator, find_generators
from bot.cogs.ask import reply_text


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return Advisor.load()


def faces(advisor: Advisor, text: str, language: str = "en") -> tuple[str, str]:
    """The console's and the bot's text of ``text`` answered as a reply (a job on a card, no ranking)."""
    q = advisor.ask(text, lang=language)
    assert q.reply is not None and q.answer is None
    return render_question(q, View(language=language)), reply_text(q, language)


@pytest.mark.parametrize("text", ["wan 2.1 1.3b on a 3060 12gb", "wan2.1-t2v-1.3b vram", "万相2.1 1.3B 显存",
                                  "how much vram for wan 1.3b", "can i run wan 2.1 t2v 1.3b on 8gb"])
def test_a_size_said_picks_the_one_wan_model(text: str) -> None:
    g = find_generator(text)
    assert g is not None and g.models == ("Wan 2.1 T2V-1.3B",)
    assert find_generators(text) == [g]


def test_unsized_wan_is_still_both() -> None:
    g = find_generator("wan 2.1 on a 4090")
    assert g is not None and g.models == ("Wan 2.1 T2V-14B", "Wan 2.1 T2V-1.3B")


@pytest.mark.parametrize(("text", "language"), [("wan 2.1 1.3b on a 3060 12gb", "en"),
                                                ("万相2.1 1.3B 在 3060 12GB 上能跑吗", "zh_Hans")])
def test_the_answer_names_the_one_model(advisor: Advisor, text: str, language: str) -> None:
    console, bot = faces(advisor, text, language)
    for said in (console, bot):
        assert "T2V-1.3B" in said and "T2V-14B" not in said
