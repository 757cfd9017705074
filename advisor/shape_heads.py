"""The headline of a ``recommend`` answer's short form (:mod:`advisor.shape`, issue 18): which card to
buy for the budget; that no way within it holds an MoE model whole but its experts in system RAM
let a card the budget buys run it (:func:`advisor.offload_budget.with_offload`); or that nothing is
worth buying (or, with nothing to spend, the free start and the card to buy next:
:func:`advisor.free_start.nothing_headline`).

Pure: a function of the answer's own values.
"""

from __future__ import annotations

from . import i18n
from .free_start import nothing_headline
from .i18n import Message, msg
from .models import Pick, Recommendation


def recommend_headline(r: Recommendation, top: Pick | None, budget: i18n.Money) -> Message:
    """The one sentence answering ``recommend``: ``top`` is the first pick (``None``: none within the
    budget), ``budget`` the budget as the member wrote it. The expert-offload headline says the model,
    the system RAM to buy (GB), the card and its price and the estimated decode tokens/s
    (:attr:`Recommendation.offload`, ``data/performance/moe_offload.csv``)."""
    from .rules import use_case_name

    if top is not None and r.stepped and top.gpus > 1:  # the first row's count, never one card (break35 #5)
        return msg("shape.recommend.stepped-gpus", "Nothing within {budget} holds {asked}; with {way}, buy {gpus} x "
                   "{card}.", budget=budget, asked=r.stepped[0], way=r.stepped[1], gpus=top.gpus,
                   card=i18n.Card(value=top.card))
    if top is not None and r.stepped:  # the task asked holds on no card within: the cheaper way ranked
        return msg("shape.recommend.stepped", "Nothing within {budget} holds {asked}; with {way}, buy {card}.",
                   budget=budget, asked=r.stepped[0], way=r.stepped[1], card=i18n.Card(value=top.card))
    if top is not None and r.headroom is not None and top.gpus == 1:  # memory first (issue 28 P01/N12): say why
        return msg("shape.recommend.headroom", "For {budget} ({use_case}), buy {card}: {why}.", budget=budget,
                   use_case=use_case_name(r.use_case), card=i18n.Card(value=top.card), why=r.headroom)
    if top is not None:
        return (msg("shape.recommend.gpus", "For {budget} ({use_case}), buy {gpus} x {card}.", budget=budget,
                    use_case=use_case_name(r.use_case), gpus=top.gpus, card=i18n.Card(value=top.card))
                if top.gpus > 1 else
                msg("shape.recommend", "For {budget} ({use_case}), buy {card}.", budget=budget,
                    use_case=use_case_name(r.use_case), card=i18n.Card(value=top.card)))
    o = r.offload
    if o is not None and o.price is not None and o.price.amount > r.budget.market_amount:  # the cheapest way, over
        return msg("shape.recommend.offload-over", "Nothing within {budget} holds {model}; the cheapest way is "
                   "{over} over it: with its experts in {ram} of system RAM, a {card} ({price}) runs it at ≈ {tok_s}.",
                   budget=budget, model=i18n.Text(value=o.speed.model or ""),
                   over=i18n.Money(amount=o.price.amount - r.budget.market_amount, currency=o.price.currency),
                   ram=i18n.Quantity(value=o.ram_total_gb, unit="GB"), card=i18n.Card(value=o.card),
                   price=i18n.Money(amount=o.price.amount, currency=o.price.currency), tok_s=_tok_s(o.speed.tok_s))
    if o is not None and o.price is not None and o.owned:  # the RAM said holds the experts: the fastest card within
        return msg("shape.recommend.offload-owned", "Nothing within {budget} holds {model} whole; with its experts "
                   "in your {ram} of system RAM, the fastest card within the budget, a {card} ({price}), runs it at "
                   "≈ {tok_s}.", budget=budget, model=i18n.Text(value=o.speed.model or ""),
                   ram=i18n.Quantity(value=o.ram_total_gb, unit="GB"), card=i18n.Card(value=o.card),
                   price=i18n.Money(amount=o.price.amount, currency=o.price.currency), tok_s=_tok_s(o.speed.tok_s))
    if o is not None and o.price is not None:  # an MoE model no way within the budget holds whole
        # the RAM follows the card: an owner's larger card keeps more of the model (breaker (3)), so say for which
        return msg("shape.recommend.offload", "Nothing within {budget} holds {model} whole; with its experts in "
                   "{ram} of system RAM (its {experts} of experts beside the card's {memory}, and the system's share, "
                   "as a kit), a {card} ({price}) runs it at ≈ {tok_s}.", budget=budget,
                   experts=i18n.Quantity(value=round(o.ram_gb, 1), unit="GB"),
                   memory=i18n.Quantity(value=o.memory_gb, unit="GB"),
                   model=i18n.Text(value=o.speed.model or ""), ram=i18n.Quantity(value=o.ram_total_gb, unit="GB"),
                   card=i18n.Card(value=o.card), price=i18n.Money(amount=o.price.amount, currency=o.price.currency),
                   tok_s=i18n.Quantity(value=round(o.speed.tok_s, 1 if o.speed.tok_s < 10 else 0), unit="tok/s",
                                       digits=1 if o.speed.tok_s < 10 else 0))
    platform = next((n.message for n in r.notes if n.message.key in ("offload.server", "offload.server.measured")),
                    None)
    if platform is not None:  # a set-up with the experts in a platform's RAM, its price not found (break35 #11)
        return msg("shape.recommend.offload-platform", "Nothing within {budget} holds this model on cards alone; with "
                   "its experts in {kit} of system RAM on a workstation or server platform (its price not found), a "
                   "{card} ({price}) runs it at ≈ {tok_s} — see the set-up below.", budget=budget,
                   kit=platform.params["kit"], card=platform.params["card"], price=platform.params["price"],
                   tok_s=platform.params["tok_s"])
    return nothing_headline(r, budget, use_case_name(r.use_case))  # nothing to spend, or nothing worth buying


def _tok_s(tok_s: float) -> i18n.Quantity:
    """A decode speed as the headline says it: one decimal below 10 tok/s, none above."""
    return i18n.Quantity(value=round(tok_s, 1 if tok_s < 10 else 0), unit="tok/s", digits=1 if tok_s < 10 else 0)


__all__ = ["recommend_headline"]
