"""What a fit on a named card answers beside the targets said with it (issue 28, break26 findings 17 and 18).

A budget said beside "can a 4090 run deepseek r1" was set aside ("this answer does not weigh your budget"), though the
card's price against it decides the "can I": :func:`fit_budget` says the card's price (``why``'s, in the same market)
over or within the budget, first among the deciding facts. A speed said in a fit ("a100 80gb, 40 tokens per second
on llama 70b?") was left to the reader to weigh: :func:`fit_speed` says the estimate against the target, yes or no
first. Pure but for the advisor's own answers."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..decode import LOW_BITS
from ..errors import AdvisorError
from ..fits.memory import quant_name
from ..i18n import Card, Money, Number, Text, msg
from ..models import Caveat
from ..models.owned import RigFit
from .editing_compare import WEIGHED_KEYS
from .fitted import BUDGET_WEIGHED
from .followups import converted, market_rates
from .models import ReadAs
from .read_as_line import CONDITIONS
from .rig_enough import BUDGET_NO
from .verdicts import over_budget

if TYPE_CHECKING:
    from ..api import Advisor


def fit_budget(advisor: Advisor, read_as: ReadAs, answer) -> list[Caveat]:
    """A budget beside a fit on one named card not owned: the card's price (times the count asked) over the budget
    (:func:`advisor.ask.verdicts.over_budget`), or within it, said first."""
    budget = read_as.budget
    if read_as.command != "fits" or budget is None or budget.amount <= 0 or len(read_as.cards) != 1 or read_as.own:
        return []
    market = getattr(getattr(answer, "market", None), "id", None) or read_as.market
    try:
        verdict = advisor.why(read_as.cards[0], market=market, use_case=read_as.use_case or "general")
    except AdvisorError:
        return []
    line = next((x for x in (verdict.shape.ranking if verdict.shape is not None else [])
                 if x.card == read_as.cards[0] and x.price is not None), None)
    if line is None or line.price is None:
        return []
    count = max(1, read_as.gpus or 1)
    if count > 1:  # "two 4090s for deepseek, budget 30k": the cards' price, no platform
        line = line.model_copy(update={"gpus": count, "total": line.price.amount * count})
    rates = market_rates(advisor, market)
    shape = verdict.shape.model_copy(update={"ranking": [line]}) if verdict.shape is not None else None
    over = over_budget(read_as, shape, rates)
    if over or read_as.offer is not None:  # a price offered: the offer's own sentence weighs it (break29 #5)
        return over
    price = line.price
    if price is None:
        return []
    at = converted(budget, price.currency, rates) if price.currency != budget.currency else None
    if price.currency != budget.currency and at is None:
        return []
    shown = Money(amount=budget.amount, currency=budget.currency)
    params = dict(card=Card(value=line.card), price=Money(amount=price.amount * count, currency=price.currency),
                  condition=CONDITIONS[price.condition],
                  budget=shown if at is None else msg("ask.offer.converted", "{amount} (≈ {converted})", amount=shown,
                                                      converted=Money(amount=at.amount, currency=at.currency)))
    said = msg("ask.fit-budget.within-rig", "{count} × {card} cost {price} here ({condition}), within your budget of "
               "{budget}.", count=Number(value=count), **params) if count > 1 else msg(
        "ask.fit-budget.within", "{card} costs {price} here ({condition}), within your budget of {budget}.", **params)
    return [Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=said)]


def fit_speed(read_as: ReadAs, shape, answer=None) -> list[Caveat]:
    """A speed wanted in a fit on named cards: each card's estimate (the fit's ranking, one answer at a time)
    against it — "Yes" when it reaches it, "No" when below — said first. When the setting asked does not fit and the
    answer proposes another the card holds (``rig.other_precision``: IQ2_XXS for 70B on a 4090), the speed is
    answered for that setting (:func:`_other_setting`, break28 #16)."""
    target = read_as.speed_tps
    if read_as.command != "fits" or target is None or target <= 0 or not read_as.cards or shape is None:
        return []
    other = _other_setting(read_as, target, getattr(answer, "rig", None))
    if other is not None:
        return [other]
    out = []
    for line in shape.ranking:  # the rig asked, never the fit's "add a second card" line (its gpus one more)
        if (line.card not in read_as.cards or (line.gpus or 1) != (read_as.gpus or 1) or line.speed is None
                or line.speed.measure != "decode"):
            continue
        tok_s = round(line.speed.value, 0 if line.speed.value >= 10 else 1)
        params = dict(card=Card(value=line.card), tok_s=Number(value=tok_s), target=Number(value=target))
        if (line.gpus or 1) > 1:  # "2x 3090, 20 tok/s on llama 70b?": the rig's speed, said of the rig
            params["count"] = Number(value=line.gpus)
            said = msg("ask.speed-target.yes-rig", "Yes: {count} × {card} give about {tok_s} tok/s here, at or above "
                       "the {target} you want.", **params) if line.speed.value >= target else msg(
                "ask.speed-target.no-rig", "No: {count} × {card} give about {tok_s} tok/s here, below the {target} "
                "you want.", **params)
        elif line.speed.value >= target:
            said = msg("ask.speed-target.yes", "Yes: {card} gives about {tok_s} tok/s here, at or above the {target} "
                       "you want.", **params)
        else:
            said = msg("ask.speed-target.no", "No: {card} gives about {tok_s} tok/s here, below the {target} you "
                       "want.", **params)
        out.append(Caveat(rule_id="llm.decode", weight=DECIDING_WEIGHT, message=said))
    return out


def _other_setting(read_as: ReadAs, target: float, rig) -> Caveat | None:
    """The speed wanted, weighed at the setting a rig that does not fit the one asked is proposed (its decode
    estimate at that quant level), or ``None`` without one — or when the answer's ``rig`` is the owner's hardware
    (:class:`~advisor.models.owned.OwnedRig`) rather than a fit of it (a follow-up raised on that before)."""
    if not isinstance(rig, RigFit) or rig.way != "none" or rig.other_precision is None:
        return None
    if (read_as.task or "inference") != "inference":
        return None
    if not {c.card for c in rig.rig.cards} <= set(read_as.cards):
        return None
    card = rig.rig.cards[0]
    said = msg("owned.rig.count", "{count:.0f} × {card}", count=card.count, card=Card(value=card.card)) if (
        rig.rig.count > 1) else Card(value=card.card)
    quant = Text(value=quant_name(rig.other_precision))
    if rig.other_speed is None:  # below LOW_BITS the bandwidth model does not hold: no figure is made up
        return Caveat(rule_id="llm.decode", weight=DECIDING_WEIGHT, message=msg(
            "ask.speed-target.other-unknown", "Your {target} tok/s cannot be weighed here: {quant}, the setting that "
            "fits {rig}, has fewer than {bits} bits per weight, where decode stops following the bytes read, so no "
            "speed is estimated for it.", target=Number(value=target), quant=quant, rig=said,
            bits=Number(value=LOW_BITS)))
    tok_s = rig.other_speed.tok_s
    shown = round(tok_s, 0 if tok_s >= 10 else 1)
    params = dict(rig=said, quant=quant, tok_s=Number(value=shown), target=Number(value=target))
    message = msg("ask.speed-target.other-yes", "Yes, at {quant}, the setting that fits: {rig} gives about {tok_s} "
                  "tok/s with it, at or above the {target} you want.", **params) if tok_s >= target else msg(
        "ask.speed-target.other-no", "No: at {quant}, the setting that fits, {rig} gives about {tok_s} tok/s, below "
        "the {target} you want.", **params)
    return Caveat(rule_id="llm.decode", weight=DECIDING_WEIGHT, message=message)


def weighed_after_all(read_as: ReadAs, answer) -> ReadAs:
    """``read_as`` without the notes saying a target is left to the reader when the answer weighs it after all: the
    budget (:func:`fit_budget`, ``budget_buys``, ``over_budget``) or the speed wanted (:func:`fit_speed`; a fit whose
    card has no decode estimate, as the model does not fit it, keeps "I do not rank by speed"), or the video editing
    said beside a comparison (:func:`advisor.ask.editing_compare.editing_weighed`)."""
    keys = [c.message.key for c in getattr(getattr(answer, "shape", None), "decides", None) or []]
    headline = getattr(getattr(getattr(answer, "shape", None), "headline", None), "key", "")
    weighed = any(k.startswith((*BUDGET_WEIGHED, "ask.budget-options")) for k in keys) or headline.startswith(
        ("ask.budget-options", *BUDGET_NO))  # "$2000 enough for 2x 3090 for 70b?": "No: … over your budget" (fix67a)
    dropped = ({"ask.budget-unweighed"} if weighed else set()) | (
        {"ask.speed-wanted"} if any(k.startswith("ask.speed-target.") for k in keys) else set()) | (
        {"ask.note.video-editing"} if any(k in WEIGHED_KEYS for k in keys) else set())  # editing weighed (fix79b #3)
    if not dropped or not any(n.key in dropped for n in read_as.notes):
        return read_as
    return read_as.model_copy(update={"notes": [n for n in read_as.notes if n.key not in dropped]})
