"""fix42c (issues 27, 28; break34 #1, #14, #9): the wordings here are in no corpus row.

1. An integrated GPU named beside the asker's discrete card (Intel UHD/HD Graphics/Iris Xe/Arc 140V, a Radeon 780M) is
   never read as a discrete card by its number (no GeForce GTX 770 from "UHD 770"): it is said and set aside, the
   answer is the discrete card's.
"""

from __future__ import annotations

import pytest

from advisor.i18n import Renderer

LANGS = ("en", "zh_Hans", "zh_Hant")
BESIDE = [
    ("my desktop has an rtx 4070 and intel uhd 770 graphics, can it run llama 8b", "GeForce RTX 4070"),
    ("rtx 3060 plus intel uhd graphics 630, what llm can I run", "GeForce RTX 3060 12 GB"),
    ("laptop with rtx 4060 and iris xe, can it run mistral 7b", "GeForce RTX 4060 Mobile"),
    ("I got a 4090 and the cpu's intel hd graphics 4600, which model fits", "GeForce RTX 4090"),
    ("my pc: rx 7900 xtx + radeon 780m igpu, run qwen 14b?", "Radeon RX 7900 XTX"),
    ("电脑是3090加intel uhd 730核显，能跑qwen 32b吗", "GeForce RTX 3090"),
    ("笔记本有4060和iris xe集显，可以跑llama 8b吗", "GeForce RTX 4060 Mobile"),
    ("我有一張4080和intel uhd 770內顯，能跑qwen 14b嗎", "GeForce RTX 4080"),
]


@pytest.mark.parametrize(("text", "card"), BESIDE)
def test_an_igpu_beside_a_card_is_set_aside(advisor, text, card):
    q = advisor.ask(text)
    assert q.read_as.cards == [card], q.read_as
    notes = [n for n in q.read_as.notes if n.key == "ask.igpu-aside"]
    assert len(notes) == 1, q.read_as.notes
    for lang in LANGS:
        said = Renderer(lang)(notes[0])
        assert card in said, said
    assert "GTX 7" not in Renderer("en")(notes[0])


@pytest.mark.parametrize("text", ["I have a 3060 and intel uhd 770", "3060 and uhd 770 in my pc",
                                  "我有3060和uhd 770"])
def test_an_igpu_with_a_card_is_no_comparison(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command != "compare" and q.read_as.cards == ["GeForce RTX 3060 12 GB"], q.read_as


def test_the_arc_cards_stay_cards(advisor):
    assert advisor.ask("arc a770 vs rtx 3060").read_as.cards == ["Arc A770", "GeForce RTX 3060 12 GB"]
