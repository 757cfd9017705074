"""The deciding lines a question's own words add to a card's answer (split from :mod:`advisor.ask.answer`, behaviour
unchanged): a card asked about beside a budget it is over (:func:`over_budget`), the verdict of a card named in a
budget question (:func:`named_verdicts`), an owner's upgrade judged for the job (:func:`owner_floor`) and the memory
an owner's card lacks against another (:func:`owned_less_memory`). Which command each applies to is the caller's
choice (:func:`advisor.ask.answer.concerned`: command names stay in the command table's few modules)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Card, ListOf, Message, Money, Number, msg
from ..models import Caveat
from ..rigs import platform_for
from ..shown import shown_price
from ..wording import card_param, gb, join
from .followups import converted, market_rates
from .left_out import LEFT_OUT, RANKED
from .models import ReadAs
from .options_owned import BASELINE_OPTIONS, baseline, buying_options
from .read_as_line import CONDITIONS

if TYPE_CHECKING:
    from ..api import Advisor


def rates_of(advisor: Advisor, answer) -> dict[str, float]:
    """The exchange rates of the market ``answer`` is in (:func:`.followups.market_rates`)."""
    return market_rates(advisor, getattr(getattr(answer, "market", None), "id", None))


def over_budget(read_as: ReadAs, shape, rates: dict[str, float] | None = None,
                only: set[str] | None = None) -> list[Caveat]:
    """A card asked about beside a budget ("my budget is 1k, should I buy a 3090?", a verdict or a comparison,
    which take no budget): a card whose price in the answer is over that budget is said so first — the fact
    that decides "should I buy it" — with the price and the budget (another currency at the market's ``rates``,
    both amounts said; none said without a rate). ``only``: the cards weighed (default: the two compared), e.g. the
    cards a comparison ranked past its two (:func:`named_left_out`; fix60a)."""
    budget = read_as.budget
    if not buying_options(read_as) or budget is None:  # (a verdict or a comparison only: the caller's choice)
        return []
    out = []
    named = set(read_as.cards) if only is None else only
    for line in shape.ranking:
        price = line.price
        if line.card not in named or price is None:
            continue
        limit = budget.amount
        shown: Money | Message = Money(amount=budget.amount, currency=budget.currency)
        if price.currency != budget.currency:  # a yuan budget in a USD market: at the market's rate, both said
            at = converted(budget, price.currency, rates)
            if at is None:
                continue
            limit = at.amount
            shown = msg("ask.offer.converted", "{amount} (≈ {converted})", amount=shown,
                        converted=Money(amount=at.amount, currency=at.currency))
        if line.gpus > 1 and line.total:  # a rig: its cards against the budget, the platform said apart
            out.extend(_rig_against_budget(line, limit, shown))
            continue
        offer = read_as.offer if read_as.cards and line.card == read_as.cards[0] else None
        if offer is not None and offer.currency == price.currency and offer.amount <= limit:
            continue  # "700+ on eBay for a 3090, my budget is 1000": within it at the price offered (break29 #5)
        if price.amount > limit:
            out.append(Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=msg(
                "ask.over-budget", "{card} costs {price} here ({condition}), over your budget of {budget} by "
                "{over}.", card=card_param(line.card), price=Money(amount=price.amount, currency=price.currency),
                condition=CONDITIONS[price.condition], budget=shown,
                over=over_by(price.amount, limit, price.currency))))
    if len(out) > 1 and baseline(read_as) is not None:  # an owner's options all over it ("现在用一张3060…4090还是两张
        # 3090", ¥8,000): one fact, so the supply said beside them keeps its room (break26 #3)
        return [out[0].model_copy(update={"message": msg("ask.over-budget.each", "{first} {second}",
                                                         first=out[0].message, second=join([c.message
                                                                                            for c in out[1:]]))})]
    return out


def over_by(price: float, limit: float, currency: str) -> Money:
    """How far ``price`` is over a budget of ``limit`` (both in ``currency``; a converted budget at the market's
    rate), said beside every option over a budget so its distance is read, not worked out (fix62a): rounded to the
    unit, at least 1."""
    return Money(amount=float(max(1, round(price - limit))), currency=currency)


def named_left_out(read_as: ReadAs) -> set[str]:
    """The cards named past the two a comparison weighs (its ``ask.compare-left-out`` or ranked note's cards), so
    each option said is weighed against the budget, not the two compared alone (fix60a); empty without such a note."""
    note = next((n for n in read_as.notes if n.key in (LEFT_OUT, RANKED, BASELINE_OPTIONS)), None)
    listed = note.params.get("cards") if note is not None else None
    left = {i.value for i in listed.items if isinstance(i, Card)} if isinstance(listed, ListOf) else set()
    return left - {baseline(read_as)}  # an owner's card beside three options is no option (fix62a)


def left_over_budget(advisor: Advisor, read_as: ReadAs, answer: Any) -> list[Caveat]:
    """Each card a comparison ranked past its two (:func:`named_left_out`) that is over the budget said, as the two
    compared are (:func:`over_budget`): "I have about 2.5k, 4090 or 5090 or two 3090s?" says the 3090 pair over it too
    (fix60a). Empty for any other answer, without a budget or without cards left out."""
    left = named_left_out(read_as)
    shape = getattr(answer, "shape", None)
    if read_as.command != "compare" or shape is None or not left:
        return []
    return over_budget(read_as, shape, rates_of(advisor, answer), left)


def _rig_against_budget(line, limit: float, shown: Money | Message, alone: bool = False,
                        rate: float | None = None) -> list[Caveat]:
    """Several of one card beside a budget ("2 x 3060 or 1 3090, I have 600"): the cards' own price (the count
    times one card's) is what the budget (``limit``, in the price's currency; ``shown`` as said) is weighed
    against — the board and power supply a rig needs beyond a one-GPU PC (the rest of the line's total,
    :func:`advisor.rigs.platform_for`) is said apart, as many who add a card own the PC already. Over the budget:
    said so; within it only with that platform: said so. ``alone``: the asker's PC takes the cards (``ReadAs.places``):
    within the budget on the cards alone, said so. ``rate``: a budget in another currency (``limit`` in it, units of
    it a unit of the price's currency): the amounts weighed in the budget's currency, each said in both."""
    price = line.price
    cards = price.amount * line.gpus
    platform = 0.0 if alone else max(0.0, (line.total or cards) - cards)
    weighed = rate if rate is not None else 1.0

    def said(amount: float) -> Money | Message:
        own = Money(amount=amount, currency=price.currency)
        if rate is None:
            return own
        return msg("ask.offer.converted", "{amount} (≈ {converted})", amount=own,
                   converted=Money(amount=float(round(amount * rate)), currency=shown_currency(shown)))

    params = dict(count=Number(value=line.gpus), card=card_param(line.card), cards=said(cards),
                  condition=CONDITIONS[price.condition], budget=shown)
    if cards * weighed > limit:
        sentence = msg("ask.over-budget.rig", "{count} × {card} cost {cards} here ({condition}), over your budget of "
                       "{budget} by {over}.", over=said(float(max(1, round(cards - limit / weighed)))), **params)
    elif alone:
        sentence = msg("ask.within-budget.rig.alone", "{count} × {card} cost {cards} here ({condition}) on the "
                       "cards alone, within your budget of {budget}, as your PC takes them.", **params)
    elif (cards + platform) * weighed > limit and line.rest_of_pc:  # against a whole computer (break26 #15)
        sentence = msg("ask.within-budget.rig.pc", "{count} × {card} cost {cards} here ({condition}), within your "
                       "budget of {budget} for the cards alone; with the rest of a PC to hold them ({platform}: CPU, "
                       "board, RAM, supply and case) they cost {total}, over it.", platform=said(platform),
                       total=said(cards + platform), **params)
    elif (cards + platform) * weighed > limit:
        sentence = msg("ask.within-budget.rig", "{count} × {card} cost {cards} here ({condition}), within your "
                       "budget of {budget} if your PC takes {count} cards; a board and power supply that do add "
                       "{platform}.", platform=said(platform), **params)
    else:
        return []
    return [Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=sentence)]


def shown_currency(shown: Money | Message) -> str:
    """The currency of a budget as said (a :class:`Money`, or the amount of an ``ask.offer.converted`` message)."""
    if isinstance(shown, Money):
        return shown.currency
    amount = shown.params.get("amount")
    return amount.currency if isinstance(amount, Money) else ""


def named_verdicts(advisor: Advisor, read_as: ReadAs, answer) -> list[Caveat]:
    """A buyer's budget question that names the card they consider ("I have $700, is a 2 GB GTX 1050 enough?",
    "1500 budget, should I buy a 3090?"): the ranking answers the budget, and the named card's own verdict
    (``why``'s headline, in the same market and use case) is said first among the deciding facts, so the
    question asked is answered; for an owner upgrading, what their card does now (``why --own``). Not past two
    cards."""
    if not 1 <= len(read_as.cards) <= 2:  # (a recommendation only: the caller's choice)
        return []
    market = getattr(getattr(answer, "market", None), "id", None)
    out = []
    for name in read_as.cards:  # an owner upgrading ("my 3060 is slow, 800 to upgrade?"): what theirs does now
        try:
            verdict = advisor.why(name, market=market, use_case=read_as.use_case or "general", own=read_as.own,
                                  job=read_as.job if read_as.own else None)  # a buyer's card: its verdict, never
            # the ranking's job fit in its place (a budget's kept training job, break35 #7: "3000 euros, is a TITAN
            # RTX the right price/quality level for YOLO training?" lost "Titans cost far more …")
        except AdvisorError:
            continue
        if verdict.shape is None:
            continue
        out.append(Caveat(rule_id=verdict.reasons[0].rule_id if verdict.reasons else "catalog.resolve",
                          message=verdict.shape.headline, weight=DECIDING_WEIGHT,
                          card=name if read_as.own else None))  # the owner's line says whose card it is
        out.extend(_named_rig(advisor, read_as, market, name))
        first = answer.shape.ranking[0] if answer.shape is not None and answer.shape.ranking else None
        owned = advisor.card(name).memory_gb or 0.0
        if read_as.own and first is not None and first.memory_gb and first.memory_gb < owned:
            out.append(Caveat(rule_id="memory.never-less", weight=DECIDING_WEIGHT, message=msg(
                "ask.upgrade-less-memory", "{pick} has less memory than your {card} ({memory} against {owned}): "
                "faster, but it holds less.", pick=card_param(first.card), card=card_param(name),
                memory=gb(first.memory_gb), owned=gb(owned))))
    return out


def _named_rig(advisor: Advisor, read_as: ReadAs, market: str | None, name: str) -> list[Caveat]:
    """"2 x 3060 for 600?" (break26 #20): several of the card named beside a budget, its cards' own price against the
    budget and the board and power supply they need said apart (:func:`_rig_against_budget`), whatever the ranking
    picks; nothing for one card or an owner's. A budget in another currency than the market's is weighed in its own,
    at the market's rate (:func:`.followups.market_rates`)."""
    from types import SimpleNamespace


    budget, gpus = read_as.budget, read_as.gpus or 1
    if gpus < 2 or budget is None or read_as.own:
        return []
    m = advisor.catalog.market(market or None)
    price = shown_price(advisor.catalog.price_of(m.id, name))
    if price is None:
        return []
    rate = None
    if price.currency != budget.currency:  # "two 3090s under 20000 cny": weighed in yuan, at the market's rate
        rates = market_rates(advisor, m.id)  # as :func:`.followups.converted` weighs them
        if price.currency not in rates or not rates.get(budget.currency):
            return []
        rate = rates[price.currency] / rates[budget.currency]
    card = advisor.card(name)
    total = price.amount * gpus + platform_for(m, gpus, card).cost
    line = SimpleNamespace(card=name, price=price, gpus=gpus, total=total, rest_of_pc=False)  # a board and supply
    alone = (read_as.places or 0) >= gpus  # "my pc already takes two cards" (advisor.ask.places_owned)
    return _rig_against_budget(line, budget.amount, Money(amount=budget.amount, currency=budget.currency), alone,
                               rate)


FLOOR_FOR_THE_JOB = ("card", "memory", "floor", "use_case")
"""The parameters ``compare.value.below-floor`` and ``compare.value.below-floor.shrink`` share."""


def owner_floor(advisor: Advisor, read_as: ReadAs, shape, market: str | None):
    """For an owner weighing an upgrade ("my MX150 runs out of memory, would a 1060 6 GB be enough?", U25), a
    side below the use case's memory floor is judged for the job — work sized for more runs on it only made
    smaller, a smaller batch with gradient accumulation (``compare.value.below-floor.shrink``), said among the
    deciding facts — never "it is never the better value here", a buyer's rule. ``shape`` unchanged for any
    other reading; a side the rules hold back (the MX150, not a deep-learning card) keeps its own findings."""
    if not read_as.own:  # (a comparison only: the caller's choice)
        return shape
    m = advisor.catalog.market(market or None)

    def held(c: Caveat) -> bool:
        card = advisor.card(str(c.message.params["card"].value))  # type: ignore[union-attr]
        return advisor.rules.assess(card, m, use_case=read_as.use_case or "general").verdict == "not_recommended"

    blanket = [c for c in shape.caveats if c.message.key == "compare.value.below-floor" and not held(c)]
    if not blanket:
        return shape
    judged = [Caveat(rule_id=c.rule_id, weight=DECIDING_WEIGHT, message=Message(
        key="compare.value.below-floor.shrink", params={k: c.message.params[k] for k in FLOOR_FOR_THE_JOB}))
        for c in blanket]
    return shape.model_copy(update={"caveats": [c for c in shape.caveats if c not in blanket],
                                    "decides": [*shape.decides, *judged]})


NO_VALUE_MEMORY = frozenset({"compare.memory.llm", "compare.memory.below-floor", "compare.memory.both-below"})
"""The memory lines a comparison with no value verdict says (:func:`advisor.compare.deciding`): an owner's own
memory line (:func:`owned_less_memory`) says it in the owner's terms instead."""


def owned_less_memory(read_as: ReadAs, cards: list) -> Caveat | None:
    """For an owner comparing their card with another, the memory of both said ("can my 5090 D V2 24G run what
    was built on a 32 GB 5090?"), the memory the smaller side lacks, said among the deciding facts: what was
    sized for the larger card must shrink to fit. ``None`` for a buyer's comparison, a comparison that says
    no memory, or two cards with the same memory."""
    said = read_as.memory_gb or []
    if not read_as.own or len(cards) < 2 or len(said) < 2 or None in said[:2]:  # (a comparison only: the caller's)
        return None  # the memory of both cards said: memory is what the owner asks about
    small, large = sorted(cards[:2], key=lambda c: c.memory_gb or 0.0)
    if not small.memory_gb or not large.memory_gb or small.memory_gb >= large.memory_gb:
        return None
    sentence = msg("ask.owned-less-memory", "{card} has {have} to the {other}'s {more}: what was sized for {more} "
                   "(a model, a batch, a context) must shrink to fit on it.", card=card_param(small.name),
                   have=gb(small.memory_gb), other=card_param(large.name), more=gb(large.memory_gb))
    return Caveat(rule_id="memory.never-less", message=sentence, weight=DECIDING_WEIGHT)
