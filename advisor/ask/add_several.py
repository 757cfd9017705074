"""Which cards to add when one added card is not enough (break41: "add to my 4090 … to run 70b in q8" offered only more
4090s, while three used 3090s hold the same for far less).

An owner asking which card to add for a model that one more card does not hold is weighed over the cards of the owner's
card's maker the market prices (one CUDA or ROCm pool; never a whole machine, a memory-modified card, an SXM module or a
card today's CUDA or ROCm dropped, ``data/software_support.csv``): each at each count added up to :data:`MOST` whose
memory pooled with the owner's reaches the job's, cheapest first, the first that truly holds it (``Advisor.fits`` on
the mixed rig: layers split in proportion to each card's memory, decode bound by the slowest card, llama.cpp's
--tensor-split) named with its price, the pooled memory and decode, a used Tesla's costs (passive cooling, no display)
and what the owner's own card in the count that holds it would cost when that is dearer. Pure but for the advisor's
fits."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from ..compare_support import tesla_costs, today_tesla
from ..errors import AdvisorError
from ..i18n import Message, Money, Number, Quantity, Text, msg
from ..shown import shown_price
from ..wording import card_param, gb, join
from ..workload import QUANTS

if TYPE_CHECKING:
    from ..api import Advisor

MOST = 3
"""The most cards added beside the owner's (four in one machine: the platforms' largest desktop count)."""


def _rig(mine: str, count: int, name: str) -> str:
    return f"{mine} + {name}" if count == 1 else f"{mine} + {count}x {name}"


def addable(advisor: Advisor, market_id: str, maker: str) -> Iterator[tuple[str, Any, float]]:
    """The cards ``market_id`` prices that can be added to a PC beside a card of ``maker`` (``name``, its
    :class:`~advisor.catalog.Card`, its memory in GB for models: ``llm_memory_gb``, else ``memory_gb``), in the
    market's order: the same maker's (one CUDA or ROCm pool), never a whole machine, a third-party memory rework
    (``modified-card``) or an SXM/OAM module no PC board takes (``server-module``); a name the catalogue cannot
    resolve is skipped."""
    for name in dict.fromkeys(n for n, _ in advisor.catalog.prices(market_id)):
        try:
            card = advisor.catalog.card(name)
        except KeyError:
            continue
        memory = card.llm_memory_gb or card.memory_gb
        if (card.manufacturer != maker or not memory or card.is_system or "modified-card" in card.flags
                or "server-module" in card.flags):
            continue
        yield name, card, memory


def _options(advisor: Advisor, read_as: Any, answer: Any, maker: str, need: float) -> list[tuple[float, int, str,
                                                                                                Any]]:
    """(total price, count, card, price) of each same-maker card at each count added (up to :data:`MOST`) whose
    memory with the owner's reaches ``need`` GB, cheapest first."""
    mine = advisor.catalog.card(read_as.cards[0])
    have = mine.llm_memory_gb or mine.memory_gb or 0.0
    out = []
    for name, card, memory in addable(advisor, answer.market.id, maker):
        support = advisor.rules.support(card)
        if support is not None and support["status"] != "supported":
            continue  # today's stack dropped it (data/software_support.csv): no card to buy now beside a new one
        price = shown_price(advisor.catalog.price_of(answer.market.id, name))
        if price is None:
            continue
        out += [(n * price.amount, n, name, price) for n in range(1, MOST + 1) if have + n * memory >= need]
    return sorted(out, key=lambda t: (t[0], t[1]))


def _held(advisor: Advisor, read_as: Any, answer: Any, rig: str) -> Any:
    """The mixed rig's fit of the job when it holds it (split or alone), else ``None``."""
    try:
        fit = advisor.fits(read_as.model.name, task=answer.task, precision=read_as.precision,
                           context=answer.context_tokens, market=answer.market.id, card=rig)
    except AdvisorError:
        return None
    rigged = getattr(fit, "rig", None)
    return rigged if rigged is not None and rigged.way in ("alone", "split") else None


def several_added(advisor: Advisor, read_as: Any, answer: Any, maker: str) -> Message | None:
    """The cheapest cards of ``maker`` to add, several, for an inference job one card added does not hold (module
    docstring); ``None`` for training, when no such set up to :data:`MOST` holds it, or without prices."""
    rig = getattr(answer, "rig", None)
    if answer.task != "inference" or rig is None or not rig.need_gb:
        return None
    mine = read_as.cards[0]
    options = _options(advisor, read_as, answer, maker, rig.need_gb)
    for total, count, name, price in options[:12]:  # the cheapest that truly holds it (KV cache, headroom)
        held = _held(advisor, read_as, answer, _rig(mine, count, name))
        if held is None:
            continue
        same = next(((t, n) for t, n, c, _ in options if c == mine and _held(advisor, read_as, answer,
                                                                            _rig(mine, n, mine)) is not None), None)
        money = Money(amount=total, currency=price.currency)
        condition = msg("ask.add-which.price.used", "{price} used", price=money) if price.condition == "used" else \
            msg("ask.add-which.price.new", "{price} new", price=money)
        speed = held.speed.tok_s if held.speed is not None and held.speed.tok_s else None
        params: dict[str, Any] = dict(
            mine=card_param(mine), model=card_param(answer.model.name), count=Number(value=count),
            card=card_param(name), price=condition, total=gb(held.rig.memory_gb), need=gb(rig.need_gb),
            quant=Text(value=QUANTS.get(answer.precision, answer.precision)),
            speed=Quantity(value=round(speed, 1), unit="tok/s", digits=1) if speed else Text(value="?"))
        head = msg("ask.add-which.several", "One more card does not reach {model} in {quant} (about {need}) beside "
                   "your {mine}; the cheapest to add is {count:.0f} × {card} ({price}): with yours they hold "
                   "{total}, split by layers in proportion to each card's memory (llama.cpp's --tensor-split), "
                   "decoding at about {speed} (estimated), bound by the slowest card.", **params)
        market = advisor.catalog.markets.get(answer.market.id)
        picked = advisor.catalog.card(name)
        if market is not None and today_tesla(advisor.rules, market, picked):
            head = join([head, tesla_costs(advisor.rules, picked)])  # passive cooling, no display, its CUDA
        if same is None or name == mine or same[0] <= total:
            return head
        dear = Money(amount=same[0], currency=price.currency)
        return msg("ask.add-which.several-same", "{head} {count:.0f} more {mine} would cost {price}.", head=head,
                   count=Number(value=same[1]), mine=card_param(mine), price=dear)
    return None


__all__ = ["MOST", "addable", "several_added"]
