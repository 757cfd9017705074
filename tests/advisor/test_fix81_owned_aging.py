"""judge87 F07: "With about $600, and an aging 1080 Ti for ML training: RX 6800 XT (16 GB) or RTX 3070 Ti (8 GB)?"
compared the 1080 Ti with one option and called the 8 GB 3070 Ti "fastest of the 3" with no word that it has less
memory than the 11 GB card had. A card said "aging" beside the money or the job ("and an aging", "with an aging";
words.toml ``own``) is the asker's: the baseline of the options, and an option with less memory than it is said so
(``ask.options.less-memory``, fix53d)."""

from __future__ import annotations

import pytest

from advisor.ask.options_owned import baseline


@pytest.mark.parametrize("text", [
    "With about $600, and an aging 1080 Ti for ML training: RX 6800 XT (16 GB) or RTX 3070 Ti (8 GB)? Are there "
    "deep-learning benchmarks for the 6800 XT on ROCm?",
    "with an ageing 2080 ti and 700 dollars, rtx 3070 or rx 6800 xt for deep learning?",
])
def test_an_aging_card_beside_the_options_is_the_owners(advisor, text):
    q = advisor.ask(text)
    assert baseline(q.read_as) is not None, q.read_as.notes
    assert set(q.read_as.cards[:2]).isdisjoint({baseline(q.read_as)}), q.read_as.cards
    assert "ask.options.less-memory" in [c.message.key for c in q.answer.shape.decides]


def test_an_aging_card_to_buy_is_not_owned(advisor):
    q = advisor.ask("is an aging 1080 ti still worth buying for deep learning?")
    assert not q.read_as.own, q.read_as
