"""A follow-up about the card a recommendation answered with ("what psu for that?", "and with two cards?") is asked
of that card (break19 #8: the build was repeated with no wattage)."""

from __future__ import annotations

from advisor.ask.models import Context
from product import advisor as loaded
from said import said


def test_a_recommendations_pick_is_kept_in_its_context_and_survives_storage():
    q = loaded().ask("best pc build for training under $5000")
    ctx = q.context()
    assert ctx.picked == q.answer.picks[0].card
    assert Context.kept(ctx.stored()) == ctx
    bare = loaded().ask("why 3090").context()
    assert bare.picked is None and b"picked" not in bare.stored()


def test_what_psu_for_that_is_the_picks_supply_and_two_cards_count():
    a = loaded()
    first = a.ask("best pc build for training under $5000")
    pick = first.answer.picks[0].card
    psu = a.ask("what psu for that?", context=first)
    assert psu.read_as.cards == [pick] and psu.answer is None, psu.read_as
    assert " W " in said(psu.reply) + " " and "power supply" in said(psu.reply), said(psu.reply)
    assert not any(n.key in ("ask.pc-rest", "ask.gpu-share") for n in psu.read_as.notes)
    two = a.ask("and with two cards?", context=psu)
    assert two.read_as.gpus == 2 and "2 x" in said(two.reply), said(two.reply)


def test_a_topic_question_naming_its_own_card_is_not_swapped_for_the_pick():
    a = loaded()
    first = a.ask("best gpu for $1500")
    q = a.ask("what psu for a 3090?", context=first)
    assert q.read_as.cards == ["GeForce RTX 3090"], q.read_as.cards
