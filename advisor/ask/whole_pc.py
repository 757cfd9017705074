"""A budget for a whole machine ("best machine for training under $5000", "best pc build for deep learning under
$3000", "预算3万配一台训练主机"): the card is what is left once the rest of the PC is paid for.

PC builders give the card 25-40 % of a whole-PC budget (:data:`advisor.ask.fitted.GPU_SHARE`: 40 %), which suits a
small budget; but a deep-learning PC's other parts cost about the same at any budget — CPU, board, 128 GB of RAM, an
SSD, a 1,500 W supply and a case come to about 1,980 USD in an itemised 2026 build (``data/platforms.csv``
``workstation-1gpu``, bestllmfor.com). So the card's budget is the larger of the two: 40 % of a small budget, the
budget less those parts for a large one — "under $5000" is a 4090 with the rest, not a 4,131 USD 5090 and 869 USD
for everything else (break17 #9). A budget said for a card stays the card's; a machine already owned ("for my pc")
is a card question. Pure.
"""

from __future__ import annotations

import csv
import re
from functools import cache

from ..catalog.inputs import data_dir
from ..concerns import DECIDING_WEIGHT
from ..i18n import Date, Message, Money, Number, msg
from ..models import Caveat
from ..wording import card_param
from .models import BudgetSlot

NOT_A_MACHINE = r"(?!\s+(?:gpus?|cards?|graphics|parts?|learning|version))"
MACHINE = re.compile(r"(?<![a-z])(?:machines?|pcs?|computers?|desktops?|workstations?|rigs?|towers?|"
                     r"(?:learning|ai|ml|dl|training|llm)\s+builds?|build\s+(?:a|an|my|me\s+a)\s+(?:\w+\s+)?"
                     r"(?:pc|machine|computer|rig))(?![a-z])" + NOT_A_MACHINE
                     + r"|整机|整機|主机|主機|配一台|工作站|装机|裝機")
"""Words naming a whole machine to buy or build (never "machine learning", "desktop gpu", "pc parts")."""
DEEP_LEARNING = re.compile(r"(?<![a-z])(?:train|trains|training|fine[\s-]?tun\w*|deep[\s-]learning|machine\s+"
                           r"learning|ml|dl|ai)(?![a-z])|训练|訓練|微调|微調|深度学习|深度學習|炼丹|煉丹")
"""Words of the training work a deep-learning machine is bought for."""
OWNED = re.compile(r"(?<![a-z])(?:my|our|existing|current|old|this)\s+(?:\w+\s+)?(?:machines?|pcs?|computers?|"
                   r"desktops?|workstations?|rigs?|builds?|towers?|systems?)(?![a-z])|(?<![a-z])(?:in|into|for)\s+a\s+"
                   r"(?:\w+\s+)?(?:pc|computer|desktop|machine)\s+(?:i|we)\s+(?:have|own)|我的|现有|現有|已有")
"""A machine already owned ("for my pc", "my rig"): the budget is the card's."""
REST_ID = "workstation-1gpu"
"""The ``data/platforms.csv`` row priced as the rest of a deep-learning PC."""
RATES_MARKET = "current-us"
"""The market whose ``data/exchange_rates.csv`` rows turn a budget in another currency into USD (the rest is
priced in USD)."""


def whole_machine(text: str) -> bool:
    """Whether ``text`` puts its budget on a whole machine for training (:data:`MACHINE` and :data:`DEEP_LEARNING`,
    not one already owned: :data:`OWNED`)."""
    low = text.lower()
    return MACHINE.search(low) is not None and OWNED.search(low) is None and DEEP_LEARNING.search(low) is not None


@cache
def rest_usd() -> tuple[float, str]:
    """(USD, date) of the rest of a deep-learning PC (``data/platforms.csv`` :data:`REST_ID`)."""
    with open(data_dir() / "platforms.csv", newline="", encoding="utf-8") as fh:
        row = next(r for r in csv.DictReader(fh) if r["id"] == REST_ID)
    return float(row["platform_cost_usd"]), row["price_date"]


@cache
def _usd_per(currency: str) -> float | None:
    """USD for one unit of ``currency`` (``data/exchange_rates.csv``, :data:`RATES_MARKET`); 1 for USD."""
    if currency == "USD":
        return 1.0
    with open(data_dir() / "exchange_rates.csv", newline="", encoding="utf-8") as fh:
        row = next((r for r in csv.DictReader(fh) if r["market"] == RATES_MARKET and r["currency"] == currency), None)
    return float(row["rate"]) if row else None


def after_rest(budget: BudgetSlot, share: float) -> tuple[BudgetSlot, Message] | None:
    """The card's budget when the rest of a deep-learning PC (:func:`rest_usd`) leaves it more than ``share`` of
    ``budget`` would, with the note that says so (and that the whole budget is the card's only when the rest of the
    PC already exists); ``None`` when the share is the larger, or the currency has no rate."""
    rate = _usd_per(budget.currency)
    if not rate:
        return None
    usd, date = rest_usd()
    rest = round(usd / rate, -1)
    left = budget.amount - rest
    if left <= budget.amount * share:
        return None
    card = BudgetSlot(amount=left, currency=budget.currency)
    return card, msg("ask.pc-rest", "the budget is for the whole machine: about {rest} of it is the rest of a "
                     "deep-learning PC (CPU, board, 128 GB of RAM, SSD, 1,500 W supply and case, an itemised build "
                     "of {date}, data/platforms.csv), which leaves {card} for the card; the whole {whole} is the "
                     "card's only if the rest of the PC already exists — then ask “best gpu for {whole}”",
                     rest=Money(amount=rest, currency=budget.currency), date=_date(date),
                     card=Money(amount=left, currency=budget.currency),
                     whole=Money(amount=budget.amount, currency=budget.currency))


def with_whole_budget(answer, whole):
    """``answer`` (the card's share of a machine budget) with, first among its deciding facts, what ``whole`` (the
    same question on the whole budget) buys when that is another card: "a 5090 only if the rest of the PC already
    exists" (break17 #9). ``answer`` unchanged when either has no pick or no short form, or the picks agree."""
    shape = getattr(answer, "shape", None)
    mine, theirs = getattr(answer, "picks", None), getattr(whole, "picks", None)
    if shape is None or not mine or not theirs or mine[0].card == theirs[0].card:
        return answer
    top = theirs[0]
    budget = getattr(answer, "budget", None)
    if top.gpus > 1 and budget is not None and budget.currency == top.price.currency:  # "and with two cards?": the
        # cards' own price against what the rest of the PC leaves for them (break20 #12: 2 x 4090 at 4,030 USD)
        said = msg("ask.pc-rest.whole.several", "{count:.0f} × {card} ({price} for the cards) fit the budget only if "
                   "the rest of the PC already exists; buying it leaves {left} for the cards, and then "
                   "{mine_count:.0f} × {mine} is the pick.", count=Number(value=top.gpus),
                   card=card_param(top.card), price=Money(amount=top.price.amount * top.gpus,
                                                          currency=top.price.currency),
                   left=Money(amount=budget.amount, currency=budget.currency),
                   mine_count=Number(value=mine[0].gpus), mine=card_param(mine[0].card))
        fact = Caveat(rule_id="value.platform-cost", weight=DECIDING_WEIGHT, message=said)
        return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})
    said = msg("ask.pc-rest.whole", "{card} ({price}) fits the budget only if the rest of the PC already exists: "
               "with it to buy, {mine} is the card.", card=card_param(top.card), mine=card_param(mine[0].card),
               price=Money(amount=top.price.amount, currency=top.price.currency))
    fact = Caveat(rule_id="value.platform-cost", weight=DECIDING_WEIGHT, message=said)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})


def _date(value: str):
    """A ``YYYY-MM-DD`` as a date parameter."""
    return Date(value=value)


__all__ = ["DEEP_LEARNING", "MACHINE", "OWNED", "after_rest", "rest_usd", "whole_machine", "with_whole_budget"]
