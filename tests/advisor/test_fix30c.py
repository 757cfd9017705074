"""fix30c (issues 27, 28; break27 #7, #8, #16): follow-ups that add cards count from the rig of the answer before
(owned cards kept as owned) and are answered yes or no for the job; more cards for image generation keep the one-card
answer, said why; a buyer's fit of a card asked about says no "your" and leads with a yes or no."""

from __future__ import annotations

import pytest

from advisor.ask.added_follow import added_words


def _render(q, lang: str = "en") -> str:
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    return ("" if lang.startswith("zh") else " ").join(render_question(q, View(language=lang)).split())


def _chain(advisor, *texts):
    q = None
    for text in texts:
        q = advisor.ask(text, context=q)
    return q


def _keys(q) -> list[str]:
    return [n.key for n in q.read_as.notes]


# ------------------------------------------------ the words that add cards, and those that do not
@pytest.mark.parametrize(("text", "had", "own", "added"), [
    ("what if I buy two?", 1, False, 1), ("what if I buy two?", 1, True, 2), ("a third one?", 1, False, 2),
    ("should I add a third?", 2, True, 1), ("再加一张呢", 2, False, 1), ("should I buy two more?", 1, True, 2),
    ("要不要买两张", 1, False, 1), ("再买两张跑70b", 1, True, 2), ("one more?", 1, False, 1),
    ("another 3090?", 1, True, 1), ("what if I buy two for llama 70b?", 1, False, 1),
    ("another option?", 1, False, None), ("add 2 more gb of ram?", 1, True, None),
    ("a second opinion?", 1, False, None),
    ("one more question", 1, False, None), ("the second one is faster?", 1, False, None)])
def test_the_words_that_add_cards(text, had, own, added):
    assert added_words(text, had, own) == added


# ------------------------------------------------ 7. cards added after any answer with a card
def test_two_after_a_buyer_s_fit_is_two_of_that_card_with_a_yes(advisor):
    q = _chain(advisor, "is a 4090 good for llama 70b?", "what if I buy two?")
    assert q.read_as.command == "fits" and q.read_as.cards == ["GeForce RTX 4090"] and q.read_as.gpus == 2
    assert not q.read_as.own and "ask.added.asked" in _keys(q)
    assert q.answer.shape.headline.params["first"].key == "ask.added.yes"
    text = _render(q)
    assert "Yes for Llama 3.3 70B" in text and "your" not in text.lower()
    zh = _render(q, "zh_Hans")
    assert "跑Llama3.370B值得" in zh and "你的" not in zh


def test_a_third_after_two_owned_counts_three_two_of_them_had(advisor):
    q = _chain(advisor, "I have two 3090s for llama 70b", "should I add a third?")
    assert q.read_as.gpus == 3 and q.read_as.own
    note = next(n for n in q.read_as.notes if n.key == "ask.added.owned")
    assert (note.params["had"].value, note.params["added"].value) == (2, 1)
    text = _render(q)
    assert text.count("No need for Llama 3.3 70B") == 1 and "2 x GeForce RTX 3090 (48 GB) already holds it" in text
    assert "rents for" not in text  # never a rent note for the cards had
    assert "你已有的2张" in _render(q, "zh_Hans")


def test_more_after_an_owner_s_card_with_no_job_is_what_the_rig_runs_never_rented(advisor):
    q = _chain(advisor, "I have a 3090", "should I buy two more?")
    assert q.read_as.command == "fits" and q.read_as.gpus == 3 and q.read_as.own
    text = _render(q)
    assert "the 1 you have and 2 more" in text and "rents for" not in text
    assert "your 3" not in text.lower()  # the rig with the cards added is not the owner's yet


@pytest.mark.parametrize(("texts", "total"), [
    (("预算2万跑qwen 32b买什么卡", "要不要买两张", "再加一张呢"), 3),
    (("recommend 1500 for llm", "what about a third one?"), 3),
    (("best gpu for llama 70b, budget 3000", "one more?"), 2)])
def test_cards_added_after_a_pick_or_a_pair_count_from_that_rig(advisor, texts, total):
    before = _chain(advisor, *texts[:-1])
    q = advisor.ask(texts[-1], context=before)
    assert q.read_as.command == "fits" and q.read_as.gpus == total
    picked = before.context().picked or next(c for c, n in zip(before.read_as.cards, before.read_as.counts or [],
                                                                strict=False) if n > 1)
    assert q.read_as.cards == [picked]
    assert _render(q) != _render(before)  # never the answer before said again


def test_buy_two_right_after_a_pick_is_still_two_against_one(advisor):
    q = _chain(advisor, "best gpu for qwen 32b, budget 1500", "should I buy two?")
    assert "ask.added.asked" not in _keys(q)  # advisor.ask.buy_two's comparison, unchanged


def test_another_after_a_general_verdict_weighs_two_against_one(advisor):
    q = _chain(advisor, "is a 3090 good for training?", "should I buy another?")
    assert q.read_as.command == "compare" and q.read_as.counts == [2, 1]  # never an LLM's fit


# ------------------------------------------------ 8. image generation does not split one image over cards
@pytest.mark.parametrize(("first", "then"), [("best card for sdxl, budget 800", "and two of them?"),
                                             ("best gpu for flux, budget 2000", "what if I buy two?"),
                                             ("stable diffusion gpu 预算5000", "再加一张呢"),
                                             ("can a 3060 run sdxl?", "what if I buy two?")])
def test_more_cards_for_images_keep_the_one_card_answer(advisor, first, then):
    q1 = advisor.ask(first)
    q = advisor.ask(then, context=q1)
    assert "ask.image-pair" in _keys(q)
    assert q.read_as.command == q1.read_as.command and (q.read_as.gpus or 1) == 1
    if q1.read_as.command == "recommend":
        assert q.answer.picks[0].card == q1.answer.picks[0].card and q.answer.picks[0].gpus == 1
    assert "One image does not split over cards" in _render(q)
    assert "一张图不会拆到多张卡上生成" in _render(q, "zh_Hans")


# ------------------------------------------------ 16. a buyer's fit: no "your", a yes or no first
@pytest.mark.parametrize(("text", "lead"), [("is a 4090 good for llama 70b?", "ask.fit.no"),
                                            ("can a 3090 run qwen3 32b?", "ask.fit.yes"),
                                            ("4090能跑llama 70b吗", "ask.fit.no")])
def test_a_buyer_s_fit_says_no_your_and_leads_with_yes_or_no(advisor, text, lead):
    q = advisor.ask(text)
    assert not q.read_as.own
    assert q.answer.shape.headline.params["first"].key == lead
    en, zh = _render(q), _render(q, "zh_Hans")
    assert "your" not in en.lower() and "if your PC lacks" not in en
    assert "你的" not in zh
    assert en.split("\n")[0]
    assert ("No." if lead == "ask.fit.no" else "Yes.") in en
    assert ("不行。" if lead == "ask.fit.no" else "可以。") in zh


def test_an_owner_s_fit_keeps_its_wordings(advisor):
    q = advisor.ask("I have a 4090, can it run llama 70b?")
    assert q.read_as.own
    assert not any(k.startswith("ask.fit.") for k in q.answer.shape.headline.keys)


@pytest.mark.parametrize(("text", "own"), [("can three 3090s run qwen3 32b?", False),
                                           ("I have three 3090s, can they run qwen3 32b?", True)])
def test_what_several_cards_do_together_is_yours_only_when_had(advisor, text, own):
    q = advisor.ask(text)
    assert q.read_as.own is own
    keys = {c.message.key for c in q.answer.shape.decides}
    assert ("ask.rig-room.speed" in keys) is own and ("ask.rig-room.speed.asked" in keys) is not own
    zh = _render(q, "zh_Hans")
    assert ("你的3张" in zh) is own and ("这3张" in zh) is not own


def test_cards_added_twice_count_from_the_last_rig(advisor):
    q = _chain(advisor, "I have a 3090 for llama 70b", "should I buy another?", "and one more?")
    assert q.read_as.gpus == 3
    notes = [n for n in q.read_as.notes if n.key.startswith("ask.added.")]
    assert len(notes) == 1 and (notes[0].params["had"].value, notes[0].params["added"].value) == (2, 1)
    assert notes[0].key == "ask.added.asked" and q.read_as.own  # the second was never had: no "your" for the pair
    assert "your 2" not in _render(q).lower() and "rents for" not in _render(q)
    q = advisor.ask("what about 4?", context=q)  # a count said alone: that rig, no longer "one more"
    assert q.read_as.gpus == 4 and "One more costs" not in _render(q)
