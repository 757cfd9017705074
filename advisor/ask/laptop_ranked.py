"""A laptop buyer's ranking is of laptops (issue 28 §2, round 26 left: "best laptop under $2500 for deep learning"
ranked desktop cards "1."; "laptop for deep learning, budget $900" headlined a 12 GB laptop GPU where a 16 GB one
started at the same price): the laptop GPUs ``data/laptop_prices.csv`` prices in the budget's currency, ranked by
memory first (the job's decider), one per memory size and none that a larger one matches in price, each with the
launch "from" price of a whole laptop with it (said as that, with its date: the catalogue has no laptop price of
today, so the ranking is by memory, not price); the headline names the first line, and the laptop facts that decide
are said (a laptop GPU is not its desktop namesake: less memory and bandwidth, and its power limit, TGP, set by the
laptop). With no priced laptop in the currency the desktop ranking stays (its headline says so).

- :func:`laptop_ranked`: the answer's short form with those lines, headline and facts, or ``None``.

Pure: the table is read once (:mod:`advisor.ask.laptop_budget`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Date, Message, Money, Quantity, msg
from ..models import Caveat, Price, RankLine, Recommendation
from ..wording import card_param, gb
from .laptop_budget import LaptopPrice, priced_laptops
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

LINES = 3
"""The laptop GPUs ranked at most (the short form's room: the tiers sentence says the other sizes)."""


def _undominated(rows: list[tuple[LaptopPrice, float]]) -> list[tuple[LaptopPrice, float]]:
    """One row per memory size (its cheapest, then newest), none that a row with more memory matches or beats in
    price (a 12 GB laptop at the price of a 16 GB one is never offered)."""
    best: dict[float, tuple[LaptopPrice, float]] = {}
    newest = sorted(rows, key=lambda x: x[0].as_of, reverse=True)
    for row, memory in sorted(newest, key=lambda x: x[0].amount):  # the cheapest of a size, then the newest
        best.setdefault(memory, (row, memory))
    return [(row, memory) for memory, (row, _) in best.items()
            if not any(m > memory and r.amount <= row.amount for m, (r, _) in best.items())]


def _what(groups: list[tuple[list[float], list[str], Message]], memory: float) -> Message:
    """What ``memory`` GB runs of the job (the laptop tiers' words, :func:`advisor.ask.fitted.laptop_groups`)."""
    held = [g for g in groups if g[0][0] <= memory]
    return held[-1][2] if held else msg("ask.laptop.nothing", "none of the set-ups published")


def _facts(advisor: Advisor, card: str) -> Caveat | None:
    """The laptop facts that decide, for the first laptop GPU ranked against its desktop namesake (the reviews: the
    laptop RTX 4090 is AD103, 16 GB, 576 GB/s, "roughly a desktop 4080 at laptop power" against the desktop card's
    24 GB): its memory and bandwidth beside the desktop card's, and that its power limit (TGP) is the laptop's;
    ``None`` when it has no less memory than the desktop card (the name does not mislead) or no such card."""
    desktop = card.replace(" Mobile", "").replace(" Laptop GPU", "")
    if desktop == card or desktop not in advisor.catalog.card_rows:
        return None
    lap, desk = advisor.card(card), advisor.card(desktop)
    if not lap.memory_gb or not desk.memory_gb or not lap.bandwidth_gb_s or not desk.bandwidth_gb_s or (
            lap.memory_gb >= desk.memory_gb):
        return None  # said where the name misleads: less memory than the desktop card of its name
    said = msg("ask.laptop.namesake", "{card} is not the desktop {desktop}: {memory} and {bandwidth} against "
               "{desktop_memory} and {desktop_bandwidth}, and the laptop's power limit (TGP) sets its speed.",
               card=card_param(card), memory=gb(lap.memory_gb), bandwidth=Quantity(value=lap.bandwidth_gb_s,
                                                                                   unit="GB/s"),
               desktop=card_param(desktop), desktop_memory=gb(desk.memory_gb),
               desktop_bandwidth=Quantity(value=desk.bandwidth_gb_s, unit="GB/s"))
    return Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)


def _line(row: LaptopPrice, memory: float, first: bool, over: float | None) -> RankLine:
    price = Price(amount=row.amount, currency=row.currency, condition="new", as_of=row.as_of, estimated=False,
                  source=row.source, estimate_kind="launch-price")  # a dated, sourced launch price, said as that
    date = Date(value=row.as_of)
    reason = (msg("ask.laptop.line", "laptops from, {date} launch", date=date) if over is None else
              msg("ask.laptop.line.over", "laptops from, {date} launch; {over} over", date=date,
                  over=Money(amount=over, currency=row.currency)))
    return RankLine(card=row.card, role="best" if first else "alternative", price=price, memory_gb=memory,
                    reason=reason)


def laptop_ranked(advisor: Advisor, read_as: ReadAs, answer, groups, decides: list[Caveat]):
    """``answer`` (a laptop buyer's recommendation, ``read_as.laptop``) with its short form's ranking made of the
    priced laptop GPUs (module docstring), its headline naming the first, and ``decides`` (the laptop tiers) with
    the prices' kind and the laptop facts; ``None`` when the answer is no laptop buyer's recommendation or no
    laptop is priced in the currency (the caller keeps the desktop ranking, said so)."""
    shape = getattr(answer, "shape", None)
    if not isinstance(answer, Recommendation) or not read_as.laptop or shape is None or not groups:
        return None
    budget = read_as.budget
    currency = budget.currency if budget is not None else answer.market.currency
    limit = budget.amount if budget is not None else None
    rows = _undominated(priced_laptops(advisor, currency))
    if not rows and budget is not None and answer.budget.market_currency != currency:  # "1500 euros": no laptop
        # priced in euros, so the market's prices against the budget converted (said below the headline)
        currency, limit = answer.budget.market_currency, answer.budget.market_amount
        rows = _undominated(priced_laptops(advisor, currency))
    if not rows:
        return None
    within = [r for r in rows if limit is None or r[0].amount <= limit]
    if within:
        chosen = sorted(within, key=lambda r: (-r[1], r[0].amount))[:LINES]  # the most memory first
        lines = [_line(row, memory, i == 0, None) for i, (row, memory) in enumerate(chosen)]
    else:  # none starts within the budget: the cheapest first, each said over it
        chosen = sorted(rows, key=lambda r: (r[0].amount, -r[1]))[:2]
        lines = [_line(row, memory, i == 0, row.amount - limit if limit is not None else None)
                 for i, (row, memory) in enumerate(chosen)]
    row, memory = chosen[0]
    params = dict(card=card_param(row.card), memory=gb(memory), what=_what(groups, memory),
                  price=Money(amount=row.amount, currency=row.currency), date=Date(value=row.as_of))
    if budget is None:
        head = msg("ask.laptop.head.ranked", "For a laptop, the most memory for the job is a GPU with {memory} "
                   "({card}; laptops with it launched from {price} on {date}): {what}.", **params)
    elif within:
        head = msg("ask.laptop.head.ranked.budget", "For a laptop within {budget}, take one whose GPU has {memory} "
                   "({card}; laptops with it launched from {price} on {date}): {what}.",
                   budget=Money(amount=budget.amount, currency=budget.currency), **params)
    else:
        head = msg("ask.laptop.head.ranked.over", "No laptop here started within {budget}: the cheapest, with a "
                   "{memory} GPU ({card}), launched from {price} on {date}, {over} over (a launch price, not today's: "
                   "look for one on sale or used): {what}.",
                   budget=Money(amount=budget.amount, currency=budget.currency),
                   over=Money(amount=row.amount - (limit or 0.0), currency=row.currency), **params)
    facts = _facts(advisor, row.card)
    kept = [c for c in decides if not c.message.key.startswith("ask.laptop.budget.")]  # the lines say the prices
    said = [*([facts] if facts is not None else []), *kept]  # the laptop facts first: the short form keeps them
    desktop = [x.card for x in shape.ranking]
    caveats = [c for c in shape.caveats if c.card not in desktop and not any(name in repr(c.message.params)
                                                                            for name in desktop)]  # of desktop picks
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": head, "ranking": lines, "unit": None, "decides": said, "caveats": caveats})})


__all__ = ["laptop_ranked"]
