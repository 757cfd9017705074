"""fix31a (issues 27, 28): numbers, negations and makers read right (break28 #1, #2, #3, #6, #19).

1. A bare number before "x"/"×" and a card is a count of the cards, never a card named by that number ("Velocity 100",
   "NVS 300"); over 16 cards the command refuses in words. No rig of no memory is divided by.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from advisor import i18n
from advisor.models import OwnedRig, RigCard
from advisor.owned import _shares

LANGS = ("en", "zh_Hans", "zh_Hant")


def _text(m, lang="en") -> str:
    return i18n.render(m.key, m.params, lang)


# --- 1. a count before a times sign ---------------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["100 x rtx 3090 for llama 405b", "100 x rtx 4090 for llama 8b",
                                  "300 x rtx 3090 for llama 405b", "100× rtx 4090 for llama 70b"])
def test_a_count_over_16_before_a_card_is_refused_in_words(advisor, text):
    q = advisor.ask(text)
    assert q.error == "invalid_option"
    assert q.read_as.gpus >= 100
    assert q.read_as.cards and all(c.startswith("GeForce") for c in q.read_as.cards)


@pytest.mark.parametrize("text", ["sdxl 512x512 on a 3060", "3090 x 2 for llama 70b", "16x rtx 3090 for llama 405b"])
def test_a_size_or_a_count_after_stays_as_it_was(advisor, text):
    q = advisor.ask(text)
    assert not q.error
    assert all(c.startswith("GeForce") for c in q.read_as.cards)


def test_a_rig_of_no_memory_is_never_divided_by():
    rig = OwnedRig(cards=[RigCard(card="Velocity 100", count=2, memory_gb=0.0)], memory_gb=0.0)
    est = SimpleNamespace(total=10.0, activations=1.0, overhead=1.0)
    assert _shares(est, rig) == [10.0]
