"""Several cards asked for a sized model within a budget (break26 #7: "多卡 跑 qwen 32b 预算 2万").

The sized ranking (:func:`advisor.llm_picks.choose_sized`) leads with the best decode per price, which for a
pair is the cheapest pair that holds the model: 2 x RTX 3060 at ≈ 14 tok/s on 22 % of a 3,000 USD budget, while
a faster pair (2 x RTX 3080 Ti at ≈ 34) and one RTX 3090 (≈ 36 for 1,275 USD) were within it. Someone who asks
for several cards and gives a budget wants the job run fast within it: :func:`speed_first` leads with the fastest
pair within the budget (at a usable speed), the best value beside it as the second label; :func:`one_card_note`
says when one card within the budget holds the model as fast as the lead pair for less (one card: no split to
set up, room for a second later). "Cheapest that works" stays where it is asked (``fits``, "cheapest …").
Pure: a function of the configurations given."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .i18n import Message, Money, Quantity, Text, msg
from .models import Note
from .recommend import TIE
from .thresholds import USABLE_DECODE_TOK_S
from .wording import card_param

ONE_CARD = "recommend.llm.one-card"
"""The key of :func:`one_card_note`'s sentence: a deciding fact of the answer (it can change the buy)."""


def speed_first(chosen: list[tuple[Any, str, str]], gpus: int | None, sized: bool,
                training: bool) -> list[tuple[Any, str, str]]:
    """``chosen`` (configurations with role and label, :func:`advisor.llm_picks.choose_sized`) led by the fastest
    CUDA configuration of ``gpus`` cards at a usable speed when ``gpus`` (2 or more) were asked for a sized
    inference job and it is clearly faster (more than :data:`~advisor.recommend.TIE`) than the first; the first,
    the best decode per price, follows labelled so; unchanged otherwise."""
    if not sized or training or not gpus or gpus < 2 or len(chosen) < 2:
        return chosen
    first = chosen[0][0]
    rigs = [c for c, _, _ in chosen if c.headline and c.count == gpus and c.tok_s >= USABLE_DECODE_TOK_S]
    fast = max(rigs, key=lambda c: (c.tok_s, -c.total, c.name), default=None)
    if fast is None or fast is first or fast.tok_s <= first.tok_s * (1 + TIE):
        return chosen
    rest = [t for t in chosen[1:] if t[0] is not fast]
    return [(fast, "best", "fastest"), (first, "runner-up", "sized-value"), *rest]


def one_card_first(chosen: list[tuple[Any, str, str]], among: Sequence[Any], gpus: int | None, sized: bool,
                   training: bool) -> list[tuple[Any, str, str]]:
    """``chosen`` led by one card when a split leads a sized inference answer nobody asked several cards for and one
    card within the budget (``among``: the configurations ranked) holds the model clearly faster (more than
    :data:`~advisor.recommend.TIE`) at a usable speed (newuser17 #1: 2 x RTX 3060 at ≈ 14 tok/s led "deepseek r1
    distill 32b, about 900 dollars" over one RX 7900 XTX at ≈ 36, both within it): decode speed on the job first
    among what fits it, then decode per price; a CUDA card before a non-CUDA one within TIE of each other, a
    passive data-centre card or a machine never (the roads stay below, labelled). The split follows as its road."""
    if not sized or training or (gpus or 1) > 1 or not chosen or chosen[0][0].count < 2:
        return chosen
    rig = chosen[0][0]
    quick = [c for c in among if c.count == 1 and not c.card.is_system and c.route in ("cuda", "non-cuda")
             and c.tok_s >= USABLE_DECODE_TOK_S and c.tok_s > rig.tok_s * (1 + TIE)]
    if not quick:
        return chosen
    fastest = max(c.tok_s for c in quick)
    one = max(quick, key=lambda c: (c.tok_s >= fastest * (1 - TIE), c.headline, c.value, -c.total, c.name))
    rest = [t for t in chosen[1:] if t[0] is not one and not (  # a split no faster and no cheaper than the rig: noise
        t[0].count > 1 and t[0].tok_s <= rig.tok_s and t[0].total >= rig.total)]
    return [(one, "best", "sized-value" if one.headline else one.route), (rig, "memory", chosen[0][2]), *rest]


def rig_order(chosen: list[tuple[Any, str, str]], among: Sequence[Any], gpus: int | None, sized: bool,
              training: bool) -> list[tuple[Any, str, str]]:
    """:func:`speed_first` (several cards asked), then :func:`one_card_first` (none asked)."""
    return one_card_first(speed_first(chosen, gpus, sized, training), among, gpus, sized, training)


def one_card_note(rigs: Sequence[Any], singles_of: Callable[[], Sequence[Any]], *, within: bool = False) -> list[Note]:
    """That one card within the budget holds the model at least as fast as the lead of ``rigs`` (the configurations
    of the cards asked for, lead first) for less — the fastest such card, then the cheapest
    (``multi.parallel-hard``: one card needs no split); none when none does or nothing leads (``singles_of()``: the
    sized job's one-card configurations within the budget). ``within``: a ranking of cheapest builds (no model
    named) leads with a build far below the budget, so one card clearly faster within the budget beats it even for
    more (break33 #14: 2 × 3060 at ≈ 14 tok/s against a 3090 at ≈ 36 for 1,500)."""
    lead = rigs[0] if rigs else None
    if lead is None or lead.count < 2:
        return []
    better = [c for c in singles_of() if c.count == 1 and c.headline and not c.card.is_system and (
        c.total < lead.total and c.tok_s >= lead.tok_s * (1 - TIE) or within and c.tok_s > lead.tok_s * (1 + TIE))]
    one = max(better, key=lambda c: (c.tok_s, -c.total, c.name), default=None)
    if one is None:
        return []
    currency = one.price.currency
    return [Note(rule_id="multi.parallel-hard", message=msg(
        "recommend.llm.one-card", "One card beats {count:.0f} cards here: {card} ({price}) holds {model} alone at "
        "≈ {tok_s}, against ≈ {lead_tok_s} for {count:.0f} × {lead} ({lead_price}); one card needs no split and leaves "
        "room for another later.", card=card_param(one.name), price=Money(amount=one.total, currency=currency),
        model=Text(value=one.job.arch.name),
        tok_s=Quantity(value=round(one.tok_s), unit="tok/s", digits=0),
        lead_tok_s=Quantity(value=round(lead.tok_s), unit="tok/s", digits=0), count=lead.count,
        lead=card_param(lead.name), lead_price=Money(amount=lead.total, currency=currency)))]


def asked_rig_headline(notes: Sequence[Note], headline: Message, top: Any, budget: Money) -> Message:
    """``headline`` (a ranking's "buy 2 x …") said as the best build of the cards asked for when
    :func:`one_card_note` is among ``notes``: the note under it says one card beats that build, so the headline says
    why it still leads (they asked for several), never "buy" what the next line contradicts (break28 #14)."""
    if top is None or top.gpus < 2 or not any(n.message.key == ONE_CARD for n in notes):
        return headline
    return msg("recommend.llm.asked-rig", "For {budget}, the best build of {count:.0f} cards, as you asked, is "
               "{count:.0f} x {card}; one card beats it here (below): buy several only if you need them.",
               budget=budget, count=top.gpus, card=card_param(top.card))


__all__ = ["ONE_CARD", "asked_rig_headline", "one_card_first", "one_card_note", "rig_order", "speed_first"]
