"""fix67c (newuser27 #2): "rtx 6000 pro" (the RTX PRO card's words swapped) is the RTX PRO 6000 Blackwell, never the
RTX 6000 Ada the bare "rtx 6000" assumes."""

from __future__ import annotations

import pytest

from advisor.ask import reader


@pytest.mark.parametrize("text, card", [
    ("rtx 6000 pro or 4x 5090 for llama 70b", "RTX PRO 6000 Blackwell"),
    ("6000 pro blackwell worth it?", "RTX PRO 6000 Blackwell"),
    ("is the rtx 4000 pro good for sdxl?", "RTX PRO 4000 Blackwell"),
    ("预算5万，rtx 6000 pro 值得买吗", "RTX PRO 6000 Blackwell"),
])
def test_the_pro_card_said_with_its_words_swapped(advisor, text, card):
    assert reader.read(advisor, text).cards[0] == card


def test_the_bare_rtx_6000_still_assumes_the_ada_card(advisor):
    assert reader.read(advisor, "rtx 6000 for llama 70b?").cards == ["RTX 6000 Ada Generation"]
    assert reader.read(advisor, "rtx 6000 ada vs rtx 6000 pro").cards == ["RTX 6000 Ada Generation",
                                                                       "RTX PRO 6000 Blackwell"]
