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


# --- 2, 3. a maker chosen, or left out ------------------------------------------------------------------------------
def _makers(advisor, q):
    names = [p.card for p in q.answer.picks]
    return {advisor.card(n).manufacturer if not advisor.card(n).is_system else (advisor.card(n).chip or "").split()[0]
            for n in names}


@pytest.mark.parametrize("text", ["need 96gb vram, budget 10000, no mac", "need 96gb vram, budget 10000, not a mac",
                                  "预算3万，不要mac，跑70b", "预算3万，除了苹果，跑70b"])
def test_a_maker_negated_is_left_out_never_chosen(advisor, text):
    q = advisor.ask(text)
    keys = [n.key for n in q.read_as.notes]
    assert "ask.note.maker-only" not in keys and "ask.note.maker-out" in keys
    assert q.answer is not None and "Apple" not in _makers(advisor, q)


@pytest.mark.parametrize("text", ["need 96gb vram, budget 10000, nvidia only", "only nvidia, at least 96gb vram, "
                                  "under 12000", "budget 2000, need at least 48gb of vram, nvidia",
                                  "best nvidia machine under 5000 for 70b", "预算3万，只要N卡，跑70b"])
def test_nvidia_said_keeps_the_ranking_to_nvidia(advisor, text):
    q = advisor.ask(text)
    only = [n for n in q.read_as.notes if n.key == "ask.note.maker-only"]
    assert only and only[0].params["maker"].value == "NVIDIA"
    if q.answer is not None and getattr(q.answer, "picks", None):
        assert _makers(advisor, q) == {"NVIDIA"}


def test_makers_weighed_limit_nothing(advisor):
    q = advisor.ask("nvidia or amd for 1000")
    assert not [n for n in q.read_as.notes if n.key.startswith("ask.note.maker-")]


@pytest.mark.parametrize("lang", LANGS)
def test_the_left_out_note_is_said_in_each_language(lang):
    from advisor.ask.maker_only import maker_notes
    (note,) = maker_notes("no mac, budget 3000")
    assert "Apple" in _text(note, lang)


# --- 6. "75W" beside a card's word or before a budget is watts --------------------------------------------------------
@pytest.mark.parametrize(("text", "amount"), [("最好的75W以下显卡，预算3000元", 3000),
                                              ("预算3000元，75W以下的显卡", 3000),
                                              ("功耗75w的显卡，预算2000", 2000),
                                              ("最好的75W以下顯卡，預算3000元", 3000)])
def test_watts_beside_a_card_or_a_budget_said_are_no_wan(advisor, text, amount):
    q = advisor.ask(text)
    assert q.read_as.budget is not None and q.read_as.budget.amount == amount
    assert any(n.key == "ask.note.power-cap" for n in q.read_as.notes)


@pytest.mark.parametrize(("text", "amount"), [("1w以内的显卡推荐", 10000), ("预算1w，跑70b", 10000),
                                              ("2w以下的卡跑70b", 20000)])
def test_a_small_w_stays_wan(advisor, text, amount):
    q = advisor.ask(text)
    assert q.read_as.budget is not None and q.read_as.budget.amount == amount


# --- 19. the number after "budget" is the budget --------------------------------------------------------------------
def test_a_number_after_budget_is_the_budget_not_a_card(advisor):
    q = advisor.ask("nvidia gpu with at least 64gb memory, budget 6000")
    assert q.read_as.command == "recommend" and not q.read_as.cards
    assert q.read_as.budget is not None and q.read_as.budget.amount == 6000
    assert q.read_as.memory_gb == [64.0] or "min_memory:64" in _text(q.reply)


@pytest.mark.parametrize(("text", "cards"), [("why rtx pro 6000 budget 5000", 1), ("a 1500 budget 4090 or 3090?", 2)])
def test_a_card_before_the_budget_word_stays(advisor, text, cards):
    assert len(advisor.ask(text).read_as.cards) == cards


# --- 3. the reading says its maker ----------------------------------------------------------------------------------
def test_the_reading_shows_the_maker_chosen_and_left_out(advisor):
    from advisor.ask.models import Context
    q = advisor.ask("need 96gb vram, budget 10000, nvidia only, no mac")
    dumped = q.model_dump(mode="json")["read_as"]
    assert dumped["maker"] == "NVIDIA" and dumped["makers_left_out"] == ["Apple"]
    kept = Context.kept(q.context().stored())
    assert kept.read_as.maker == "NVIDIA" and kept.read_as.makers_left_out == ["Apple"]
    assert advisor.ask("best gpu under 800").read_as.maker is None


@pytest.mark.parametrize("text", ["best gpu under 1000, not nvidia", "I don't want nvidia, budget 800"])
def test_nvidia_left_out_ranks_the_other_makers(advisor, text):
    q = advisor.ask(text)
    assert q.answer is not None and q.answer.picks
    assert "NVIDIA" not in _makers(advisor, q)


def test_the_askers_processor_is_no_maker_weighed(advisor):
    q = advisor.ask("my amd ryzen cpu, best nvidia gpu for 1000")
    assert q.read_as.maker == "NVIDIA"
