""""Is X overkill for Y?", asked in words ("would a 5090 be overkill for learning pytorch?", "is a 4090 overkill for
llama 3 8b?", "学深度学习用4090是不是大材小用"): the answer to the question asked — what the use (or the model
named) needs, the cheapest card the rules recommend that meets it, and what the card asked about adds for its price —
said first, not the card's generic verdict ("RECOMMENDED — a good deep-learning buy" answered none of it).

The need is the use's memory floor (``memory.by-task``, :meth:`advisor.rules.RuleBook.memory_floor`) or, with a
model named, its memory at the answer's precision (``fits``' estimate, default GGUF Q4_K_M); the cheaper card is
:func:`advisor.ask.cheaper_card.cheapest` (priced, recommended, on today's software); the speed is the training index
(:func:`advisor.recommend.picks.training_speed`). Pure; nothing when the question says no overkill, names not one
card, or the market prices neither card. Said as the answer's headline (:func:`advisor.ask.buying.with_buyer_facts`).
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

from .. import fits as _fits
from .. import jobs
from ..compare import shown_price
from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Message, Money, Quantity, msg
from ..image_needs import _rows
from ..kinds import Given, read_model
from ..models import Caveat, Fit, Verdict
from ..recommend.picks import training_speed
from ..wording import card_param, gb, use_case_name
from .cheaper_card import _market, _priced, cheapest
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

OVERKILL = re.compile(r"(?<![a-z])(?:over[\s-]?kill|overpowered|more\s+(?:gpu|card)\s+than\s+(?:i|you)\s+need|"
                      # "is 700 too much for a 3090": a price asked about, never overkill (break21 #4)
                      r"(?<![\dk]\s)(?<!\d)(?<!bucks\s)(?<!dollars\s)(?<!usd\s)(?<!euros\s)(?<!quid\s)"
                      r"too\s+(?:much|powerful|big)\s+(?:a\s+)?(?:gpu|card|for))(?![a-z])|大材小用|性能过剩|性能過剩|"
                      r"杀鸡用牛刀|殺雞用牛刀|有点浪费|有點浪費|太浪费|太浪費|太过了|太過了|太过头|太過頭")
"""Words asking whether a card is more than the job needs."""
CLEARLY = 0.6
"""The cheaper card's price over the asked card's under which the asked card is overkill for the need (a card at most
40 % cheaper is no clear saving: the asked one is then "not overkill")."""


def overkill(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """The overkill fact (module docstring) for ``answer`` (a verdict on one card) to ``text``; ``[]`` otherwise."""
    if not (OVERKILL.search(text.lower()) or read_as.topic == "overkill") or len(read_as.cards) != 1 or (
            not isinstance(answer, (Verdict, Fit))):
        return []
    market = _market(advisor, answer)
    card = advisor.card(read_as.cards[0])
    price = shown_price(advisor.catalog.price_of(market.id, card.name))
    if price is None:
        return []
    use_case = read_as.use_case or "general"
    need, what = _need(advisor, read_as, use_case, market)
    found = cheapest(advisor, market, memory_gb=need, use_case=use_case)
    if found is None or found[1].currency != price.currency or (card.memory_gb or 0.0) < need:
        return []
    pick, pick_price = found
    if pick.name == card.name or pick_price.amount >= price.amount:  # itself the cheapest card that meets the need
        said = msg("ask.overkill.cheapest", "For {what}, not overkill: it needs {need}, and {card} ({price}) is the "
                   "cheapest card here that meets it.", what=what, need=gb(need), card=card_param(card.name),
                   price=Money(amount=price.amount, currency=price.currency))
        return [Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)]
    own, theirs = training_speed(advisor.catalog, market, card.name), training_speed(advisor.catalog, market,
                                                                                     pick.name)
    speedup = own.value / theirs.value if own is not None and theirs is not None and theirs.value else None
    if read_as.model is not None:  # an LLM's run: the training index is not its speed (decode is), so none is said
        speedup = None
    asked = Money(amount=price.amount, currency=price.currency)
    if pick_price.amount <= price.amount * CLEARLY:
        said = msg("ask.overkill.yes", "For {what}, yes, overkill: it needs {need}, which {pick} gives; {card} "
                   "({memory}, {price}) pays off only when you need its memory or its speed ({speedup} the cheaper "
                   "card's in training).", what=what, need=gb(need), pick=_priced(pick, pick_price),
                   card=card_param(card.name), memory=gb(card.memory_gb or 0.0), price=asked,
                   speedup=Quantity(value=round(speedup or 1.0, 1), unit="x", digits=1)) if speedup else msg(
            "ask.overkill.yes.plain", "For {what}, yes, overkill: it needs {need}, which {pick} gives; {card} "
            "({memory}, {price}) pays off only when you need its memory or speed.", what=what, need=gb(need),
            pick=_priced(pick, pick_price), card=card_param(card.name), memory=gb(card.memory_gb or 0.0), price=asked)
    else:
        said = _not_clearly(what, gb(need), _priced(pick, pick_price), card, asked, pick_price.amount)
    return [Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)]


def _not_clearly(what: Message, need: Message | Quantity, pick: Message, card, asked: Money,
                 cheaper: float) -> Message:
    """"Not overkill" when the cheapest card meeting the need costs more than :data:`CLEARLY` of the asked one: the
    saving said as it is (break19 #4: an RTX A6000 1,331 USD, 32 %, under a 5090 was said to "save little"), and why
    it does not make the asked card overkill (under the 40 % this product counts as a clear saving)."""
    return msg("ask.overkill.no", "For {what}, not overkill: it needs {need}; the cheapest card here that meets it, "
               "{pick}, costs {saving} less than {card} ({price}), short of the {clear} saving that would make "
               "{card} overkill.", what=what, need=need, pick=pick, card=card_param(card.name), price=asked,
               saving=msg("compare.percent", "{percent:.0f} %", percent=(1 - cheaper / asked.amount) * 100),
               clear=msg("compare.percent", "{percent:.0f} %", percent=(1 - CLEARLY) * 100))


def _need(advisor: Advisor, read_as: ReadAs, use_case: str, market):
    """(GB, what it is for): a model named — its memory in ``fits``' estimate (the reading's precision, else
    4-bit) — or the use case's memory floor."""
    if read_as.model is not None:
        try:
            arch = read_model(read_as.model.name, Given(advisor))
            task = read_as.task or "inference"
            est = _fits.estimate(arch, task, _fits.parse_precision(read_as.precision, task, arch),
                                 _fits.parse_context(None, arch, task), _fits.parse_batch(None))
            return _fits.need_gb(est.total), msg("ask.overkill.model", "{model}", model=arch.name)
        except (AdvisorError, ValueError, KeyError, AttributeError):
            pass
    floor, _ = advisor.rules.memory_floor(use_case, market)
    return floor, msg("ask.overkill.use", "{use} use", use=use_case_name(use_case))


def image_overkill(advisor: Advisor, g, card, market) -> Message | None:
    """"Is a 4090 overkill for stable diffusion / flux?" (break16 #5, break17 #3, break18 #2): the generator's heaviest
    published setting (``data/owner_jobs.csv``, its own rows). A card it fills to the edge (:data:`advisor.jobs.EDGE`:
    a peak above 90 % of the memory) or does not hold is "not overkill", said with the peak and the cheapest card the
    rules recommend that holds it ("with room" or "on the edge": a 24 GB consumer card for FLUX's 24 GB bf16, never
    the dearer 48 GB workstation card that alone has room); a card holding it with room is weighed against that
    cheapest roomy card — "yes, overkill" when it costs at most :data:`CLEARLY` of this one. Every card named as "the
    cheapest that meets" a figure is :func:`advisor.ask.cheaper_card.cheapest` for that very figure, sized by memory as
    :mod:`advisor.ask.memory_only`'s pick is (``for_memory``: a workstation card held back only for its memory counts;
    the need said is the one picked by:
    "24 GB" never names a 32 GB card while 24 GB cards are cheaper). ``None`` when the market prices neither card or
    no row is published."""
    supported = [r for r in _rows(g) if r.level == "supported"]
    price = shown_price(advisor.catalog.price_of(market.id, card.name))
    if not supported or price is None:
        return None
    heaviest = max(supported, key=lambda r: r.vram_gb)
    room = float(math.ceil(heaviest.vram_gb / jobs.EDGE))
    what = msg("ask.overkill.model", "{model}", model=heaviest.model)
    asked = Money(amount=price.amount, currency=price.currency)
    memory = card.memory_gb or 0.0
    if memory < room:  # on the edge or short: not overkill, whatever it costs; the card named beside it is the
        # cheapest that holds the setting (a 24 GB consumer card for FLUX's 24 GB), never a dearer roomy pro card
        holder = cheapest(advisor, market, memory_gb=heaviest.vram_gb, use_case="image", for_memory=True)
        return _too_small(what, heaviest.vram_gb, card, memory, room, holder)
    roomy = cheapest(advisor, market, memory_gb=room, use_case="image", for_memory=True)
    need = msg("ask.overkill.room", "{room} (its heaviest setting, {need}, with room)", room=gb(room),
               need=gb(heaviest.vram_gb))
    if roomy is None or roomy[1].currency != price.currency or roomy[0].name == card.name or (
            roomy[1].amount >= price.amount):
        return msg("ask.overkill.cheapest", "For {what}, not overkill: it needs {need}, and {card} ({price}) is the "
                   "cheapest card here that meets it.", what=what, need=need, card=card_param(card.name), price=asked)
    if roomy[1].amount > price.amount * CLEARLY:
        return _not_clearly(what, need, _priced(*roomy), card, asked, roomy[1].amount)
    return msg("ask.overkill.yes.plain", "For {what}, yes, overkill: it needs {need}, which {pick} gives; {card} "
               "({memory}, {price}) pays off only when you need its memory or speed.", what=what,
               need=need, pick=_priced(*roomy), card=card_param(card.name), memory=gb(memory), price=asked)


def memory_overkill(advisor: Advisor, g, memory: float, market) -> Message | None:
    """"Is 24gb overkill for stable diffusion?" (break18 #9: a paragraph of figures with no yes or no): ``memory`` GB
    with no card, against the generator's heaviest published setting (``data/owner_jobs.csv``) — not overkill when
    that setting fills the memory to the edge (:data:`advisor.jobs.EDGE`) or overflows it, or when no card the rules
    recommend holds it with room in less; "yes, overkill" when one does (named, with its price: the cheapest such
    card, :func:`advisor.ask.cheaper_card.cheapest`). ``None`` when no setting is published."""
    supported = [r for r in _rows(g) if r.level == "supported"]
    if not supported or memory <= 0:
        return None
    heaviest = max(supported, key=lambda r: r.vram_gb)
    room = float(math.ceil(heaviest.vram_gb / jobs.EDGE))
    kw = {"what": msg("ask.overkill.model", "{model}", model=heaviest.model), "memory": gb(memory)}
    if memory < heaviest.vram_gb:
        return msg("ask.overkill.memory.short", "For {what}, {memory} is not overkill: its heaviest setting needs "
                   "{need}, more than that.", need=gb(heaviest.vram_gb), **kw)
    if memory < room:
        return msg("ask.overkill.memory.edge", "For {what}, {memory} is not overkill: its heaviest setting needs "
                   "{need}, which fills it to the edge.", need=gb(heaviest.vram_gb), **kw)
    need = msg("ask.overkill.room", "{room} (its heaviest setting, {need}, with room)", room=gb(room),
               need=gb(heaviest.vram_gb))
    roomy = cheapest(advisor, market, memory_gb=room, use_case="image", for_memory=True)
    if roomy is None or (roomy[0].memory_gb or 0.0) >= memory:
        return msg("ask.overkill.memory.no", "For {what}, {memory} is not overkill: it needs {need}, and no card "
                   "the rules recommend here holds that in less.", need=need, **kw)
    return msg("ask.overkill.memory.yes", "For {what}, yes, {memory} is overkill: it needs {need}, which {pick} "
               "gives; more memory pays off only for a heavier model, a larger image or a batch.", need=need,
               pick=_priced(*roomy), **kw)


def _too_small(what: Message, peak: float, card, memory: float, room: float, roomy) -> Message:
    """"Not overkill" for a card the generator's heaviest setting (``peak`` GB) fills to the edge or overflows:
    the peak, the card's ``memory``, and ``roomy`` (card, price), the cheapest card the rules recommend that holds
    ``peak`` GB (said "with room" when it has ``room`` GB, else "on the edge too"), unless it is the card itself or
    none is."""
    kw = {"what": what, "need": gb(peak), "card": card_param(card.name), "memory": gb(memory)}
    if roomy is None or roomy[0].name == card.name:
        if memory < peak:
            return msg("ask.overkill.short", "For {what}, not overkill: its heaviest setting needs {need}, more than "
                       "{card}'s {memory}.", **kw)
        return msg("ask.overkill.edge.alone", "For {what}, not overkill: its heaviest setting needs {need}, which "
                   "fills {card}'s {memory} to the edge.", **kw)
    if (roomy[0].memory_gb or 0.0) < room:  # the cheapest card that holds it fills it to the edge too
        if memory < peak:
            return msg("ask.overkill.short.holds", "For {what}, not overkill: its heaviest setting needs {need}, more "
                       "than {card}'s {memory}; the cheapest card here that holds it is {pick}, on the edge.",
                       pick=_priced(*roomy), **kw)
        return msg("ask.overkill.edge.holds", "For {what}, not overkill: its heaviest setting needs {need}, which "
                   "fills {card}'s {memory} to the edge; the cheapest card here that holds it is {pick}, on the edge "
                   "too.", pick=_priced(*roomy), **kw)
    if memory < peak:
        return msg("ask.overkill.short.room", "For {what}, not overkill: its heaviest setting needs {need}, more than "
                   "{card}'s {memory}; the cheapest card here that holds it with room ({room}) is {pick}.",
                   room=gb(room), pick=_priced(*roomy), **kw)
    return msg("ask.overkill.edge", "For {what}, not overkill: its heaviest setting needs {need}, which fills "
               "{card}'s {memory} to the edge; the cheapest card here that holds it with room ({room}) is {pick}.",
               room=gb(room), pick=_priced(*roomy), **kw)


__all__ = ["OVERKILL", "image_overkill", "memory_overkill", "overkill"]
