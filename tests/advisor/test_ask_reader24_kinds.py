"""Kinds of what ``ask`` dropped or swapped silently (issue 27 §4, newuser13, reader24): a how-many question gets the
count, an owner's misspelt words still own the card, a link alone is said unopened and its words read — English and
Chinese."""

from __future__ import annotations

import pytest

from advisor.i18n import Renderer


def _said(q, lang: str = "en") -> str:
    return Renderer(lang)(q.reply) if q.reply is not None else ""


# ------------------------------------------- how many of a card: the fewest that hold it, not one card's "no"
@pytest.mark.parametrize(("text", "card", "count"), [
    ("how many 4090s for 405b", "GeForce RTX 4090", 11),
    ("llama3.1 405b 需要几张4090", "GeForce RTX 4090", 11),
    ("how many 3090s do i need for llama 3 70b", "GeForce RTX 3090", 2),
    ("跑llama 3 70b要几张3090", "GeForce RTX 3090", 2),
])
def test_a_how_many_question_is_answered_on_the_fewest_cards_that_hold_it(advisor, text, card, count):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.cards == [card] and (q.read_as.gpus or 1) == 1  # as typed
    assert q.answer.rig.rig.count == count  # the answer is the fit on that many
    assert "ask.how-many" in [n.key for n in q.read_as.notes]
    assert q.answer.rig is not None and q.answer.rig.way == "split"  # the fewest hold it
    lang = "zh_Hans" if "几" in text else "en"
    assert f"{count} × {card}" in _said(q, lang)


@pytest.mark.parametrize("text", ["how many 4090s for llama 3 8b", "can a 4090 run 405b"])
def test_one_card_that_holds_it_or_no_count_asked_keeps_one_card(advisor, text):
    q = advisor.ask(text)
    assert (q.read_as.gpus or 1) == 1 and "ask.how-many" not in [n.key for n in q.read_as.notes]


# ------------------------------------------- an owner's words misspelt or without the apostrophe
@pytest.mark.parametrize("text", ["i hav a gtx 970 still good for anything??", "ive got a gtx 970, still good?",
                                  "i own a gtx 970, still good for anything?"])
def test_misspelt_owner_words_own_the_card(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.own and q.read_as.cards == ["GeForce GTX 970"]


def test_an_owner_asking_to_upgrade_with_a_budget_gets_what_the_budget_buys(advisor):
    q = advisor.ask("i hav a gtx 970 still good for anything?? or shud i upgrade, budjet 400")
    assert q.read_as.command == "recommend" and q.read_as.budget is not None and q.read_as.budget.amount == 400
    assert "ask.budget-unweighed" not in [n.key for n in q.read_as.notes]


# ------------------------------------------- a link alone: said unopened, its words read when they ask something
def test_a_link_alone_is_read_by_its_words_and_said_unopened(advisor):
    q = advisor.ask("https://www.reddit.com/r/LocalLLaMA/comments/1h2xk3l/best_gpu_for_70b/")
    assert q.read_as.model is not None and q.read_as.model.params_b == 70
    assert q.read_as.notes[0].key == "ask.link-read" and "best gpu for 70b" in _said(q)
    assert q.text.startswith("https://")


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("https://www.reddit.com/r/LocalLLaMA/comments/1h2xk3l/", "en", "I can't open links"),
    ("https://zhuanlan.zhihu.com/p/123456", "zh-CN", "我打不开链接"),
    ("<https://zhuanlan.zhihu.com/p/123456>", "zh-TW", "我打不開連結"),
])
def test_a_link_without_words_says_it_cannot_be_opened_in_the_members_language(advisor, text, lang, said):
    q = advisor.ask(text, lang=lang)
    assert q.reply is not None and q.reply.key == "ask.link-only"
    assert said in _said(q, {"en": "en", "zh-CN": "zh_Hans", "zh-TW": "zh_Hant"}[lang])


def test_a_link_inside_a_question_is_no_link_alone(advisor):
    q = advisor.ask("is a 3090 good for llama 3 70b? https://example.com/x")
    assert "ask.link-read" not in [n.key for n in q.read_as.notes] and q.read_as.cards
