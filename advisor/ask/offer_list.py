"""Several sellers' prices for one card ("闲鱼3090 三个卖家 4500 5000 5500 选哪个", "3090 on ebay, listings at 650, 700
and 820, which one", "3090 4500 or 5000 元 哪个值"): a list of amounts said after a card is that card's offers, never
the cards their numbers also name (the RTX PRO 4500, the GTX 650; answers51 #1). Each is set against the card's price
in the market; the best deal — the lowest that is not too far under the market to trust
(:data:`advisor.ask.fitted.TOO_LOW`) — is the offer the answer judges, and the line first says each price's gap,
the best and the price under which an offer needs checking before paying.

Pure: the question's words, the catalogue's prices.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, Money, msg
from ..models import Caveat
from ..wording import card_param
from . import cues
from .budget_range import RANGE_NOTE
from .fitted import TOO_LOW
from .models import BudgetSlot, ReadAs
from .offer_market import Against, against, condition_word
from .offer_pattern import CN_AMOUNT
from .offers import _amount

if TYPE_CHECKING:
    from ..api import Advisor
    from .reader import Reading

_UNIT = r"(?:k|元|块|塊|刀|usd|dollars?|bucks|euros?|eur)"
_AMOUNT = r"(?:[$€£¥]\s?)?\d(?:\d|,\d{3}){2,5}(?:\.\d+)?(?:\s*" + _UNIT + r"(?![a-z]))?"
_SEP = r"(?:\s*(?:[,，、/;；~～\-–]|(?<![a-z])(?:and|or|to|vs\.?|versus)(?![a-z])|和|或者?|还是|還是|到)\s*|\s+)"
# a run of two or more amounts; "…700, 750, 900." ends at the stop
_RUN = re.compile(r"(?<![a-z0-9_.$€£¥])" + _AMOUNT + r"(?:" + _SEP + _AMOUNT + r"(?![a-z0-9_]|\.\d))+")
_ONE = re.compile(_AMOUNT)
LISTED = re.compile(r"(?<![a-z])(?:sellers?|listings?|listed|offers?|quotes?|prices?|asking|ebay|marketplace|"
                    r"craigslist|which(?:\s+one)?|cheapest|deal|worth|buy|found|best|going\s+for|go\s+for|shipped|"
                    r"shipping|locally|local|pick\s?up)(?![a-z])|卖家|賣家|商家|报价|報價|价格|價格|"
                    r"标价|標價|闲鱼|閒魚|哪个|哪個|哪家|选|選|值")
"""Words that make a list of amounts after a card its sellers' prices (a seller, a listing, which one)."""
SPREAD = 2.0
"""Product choice: sellers' prices of one card lie within this factor of each other; where a number of the list also
names a card, a list spread wider holds that card ("3090 8000 4090 12000": two cards, each with its price)."""
SELLERS = re.compile(r"(?<![a-z])(?:sellers?|listings?|listed|offers?|quotes?|prices?|asking|ebay|marketplace|"
                     r"craigslist)(?![a-z])|卖家|賣家|商家|报价|報價|价格|價格|标价|標價|闲鱼|閒魚")
"""Words that say the amounts are prices even when each also names a card ("3090 sellers at 4000 4500 5000")."""
MARK = "ask.offer.several"
"""The key of the read-as note that says the prices read (the answer's line finds them there)."""


def _amounts(run: str) -> list[str]:
    """The amounts of ``run`` as said, the unit said on any of them given to the bare ones ("4500 or 5000 元")."""
    said = [m.group().strip() for m in _ONE.finditer(run)]
    unit = next((m.group() for s in said if (m := re.search(_UNIT + r"$|^[$€£¥]", s))), None)
    if unit is None:
        return said
    return [s if re.search(_UNIT + r"$|^[$€£¥]", s) else (unit + s if unit in "$€£¥" else s + unit) for s in said]


def listed_offers(advisor: Advisor, r: Reading, read_as: ReadAs, *, market: str | None,
                  bare_currency: str | None) -> ReadAs:
    """``read_as`` as the verdict on one card at the best of the several prices said after it (module doc), the
    cards the amounts' numbers were read as dropped; ``read_as`` unchanged when no list of two or more amounts
    follows the first card, when a card not read from the list is weighed beside it, or when a budget is said."""
    low = r.text.lower()
    if not r.cards or cues.BUDGET_SAID.search(low) or not LISTED.search(low):
        return read_as
    card = r.cards[0]
    shipped = _plus_shipping(advisor, r, low, market=market, bare_currency=bare_currency)
    if shipped is not None:
        return _shipped(read_as, card, *shipped)
    said_each = _each_offered(low)
    if said_each is not None:  # "a 3090 for $650 on ebay and another for 700": two offers, one card each
        slots = [_amount(advisor, r, s, market=market, bare_currency=bare_currency) for s in said_each]
        offers = [s for s in slots if s is not None]
        numbers = {re.sub(r"\D", "", s) for s in said_each}  # "the other one at 1650": no GTX 1650
        if len(offers) >= 2 and len({o.currency for o in offers}) == 1 and all(
                other == card or any(n in other.replace(" ", "") for n in numbers) for other in r.cards):
            return _read(advisor, read_as, card, offers, market).model_copy(update={"gpus": None})
    digits = next(iter(re.findall(r"\d{3,5}", card)), "-")
    at = low.find(digits)
    for run in _RUN.finditer(low, max(at, 0) + len(digits) if at >= 0 else 0):
        said = [s for s in _amounts(run.group()) if re.sub(r"\D", "", s) != digits]
        if len(said) < 2 or all(re.fullmatch(r"(?:19|20)\d\d", s) for s in said):
            continue
        numbers = {re.sub(r"\D", "", s) for s in said}
        if any(not any(n in other.replace(" ", "") for n in numbers) for other in r.cards[1:]):
            return read_as  # "3090 vs 4090 at 700 and 1600": another card weighed, not read from the list
        named = {n for n in numbers if any(n in other.replace(" ", "") for other in r.cards[1:])}
        if re.sub(r"\D", "", said[-1]) in named and re.match(r"\s*(?:[$€£¥]?\d|" + CN_AMOUNT + ")", low[run.end():]):
            return read_as  # "3090二手4500，4090一万二": the last number is a card with its own price after it
        if named == numbers and not SELLERS.search(low) and not any(re.search(_UNIT + r"$|^[$€£¥]", s) for s in said):
            return read_as  # "4080 4090 5090 which is best": every number a card, no seller, no currency
        slots = [_amount(advisor, r, s, market=market, bare_currency=bare_currency) for s in said]
        offers = [s for s in slots if s is not None]
        if len(offers) < 2 or len({o.currency for o in offers}) > 1:
            return read_as
        if len(r.cards) > 1 and max(o.amount for o in offers) > SPREAD * min(o.amount for o in offers):
            return read_as  # "3090 700 and 3060 200", "3090 8000 4090 12000": a card named among them, each priced
        return _read(advisor, read_as, card, offers, market)
    return read_as


_LEAD_AMOUNT = re.compile(r"(?<![a-z])(?:for|at|asking)\s+(?:only\s+|just\s+)?(" + _AMOUNT + r")(?![\d.])|@\s*("
                          + _AMOUNT + r")(?![\d.])")
_ANOTHER = re.compile(r"(?<![a-z])(?:another|other|second)\s+(?:one\s+|listing\s+|seller\s+)?(?:[\w']+\s+){0,4}?"
                      r"(?:for|at|asking|@)(?![a-z])|另一(?:张|張|个|個|家)")
"""Another offer for the card said before ("… and another for 700 locally", "the other one at 720")."""
_SHIPPING = re.compile(r"(?<![a-z0-9.,$€£¥])((?:[$€£¥]\s?)?\d[\d,]*(?:\.\d+)?\s*(?:k(?![a-z]))?\s*" + _UNIT
                       + r"?)\s*\+\s*[$€£¥]?\s?(\d+(?:\.\d+)?)\s*" + _UNIT +
                       r"?\s*(?:for\s+)?(?:shipping|ship|"
                       r"shipped|postage|delivery|s&h|运费|運費|邮费|郵費)")
"""A price plus its shipping ("3090 700 + 50 shipping"): the offer is their sum."""


def _each_offered(low: str) -> list[str] | None:
    """The amounts of an offer and another said for the same card ("a 3090 for $650 on ebay and another for 700"),
    ``None`` when no other offer is said."""
    other = _ANOTHER.search(low)
    if other is None:
        return None
    said = [(m.start(), (m.group(1) or m.group(2)).strip()) for m in _LEAD_AMOUNT.finditer(low)]
    before = [s for at, s in said if at < other.start()]
    after = [s for at, s in said if at >= other.end() - 8]
    return [before[-1], after[0]] if before and after else None


def _plus_shipping(advisor: Advisor, r: Reading, low: str, *, market: str | None,
                   bare_currency: str | None) -> tuple[BudgetSlot, BudgetSlot] | None:
    """The price and the shipping said beside it ("700 + 50 shipping"), read in one currency; ``None`` otherwise."""
    found = _SHIPPING.search(low)
    if found is None:
        return None
    price = _amount(advisor, r, found.group(1), market=market, bare_currency=bare_currency)
    if price is None:
        return None
    return price, BudgetSlot(amount=float(found.group(2)), currency=price.currency)  # in the price's currency


def _shipped(read_as: ReadAs, card: str, price: BudgetSlot, shipping: BudgetSlot) -> ReadAs:
    """``read_as`` as the verdict on ``card`` offered at ``price`` plus ``shipping``: the sum is the offer."""
    whole = BudgetSlot(amount=price.amount + shipping.amount, currency=price.currency)
    note = msg("ask.offer.shipping", "{price} plus {shipping} shipping read as the price you are offered for {card}: "
               "{whole}, judged in place of the market's price.", price=Money(amount=price.amount,
                                                                            currency=price.currency),
               shipping=Money(amount=shipping.amount, currency=shipping.currency), card=card_param(card),
               whole=Money(amount=whole.amount, currency=whole.currency))
    notes = [n for n in read_as.notes if not n.key.startswith(("ask.offer", "ask.budget", RANGE_NOTE))]
    return read_as.model_copy(update={
        "command": "fits" if read_as.command == "fits" else "why", "cards": [card], "offer": whole,
        "card_offers": None, "budget": None, "notes": [*notes, note]})


def _read(advisor: Advisor, read_as: ReadAs, card: str, offers: list[BudgetSlot], market: str | None) -> ReadAs:
    """``read_as`` as the verdict on ``card`` at the best of ``offers``, the note saying the prices read."""
    market_id = advisor.catalog.market(read_as.market or market or None).id
    weighed = [a for o in offers if (a := against(advisor, market_id, card, o, read_as.condition)) is not None]
    trusted = [a for a in weighed if a.share >= TOO_LOW]
    best = min(trusted or weighed, key=lambda a: a.amount).said if weighed else min(offers, key=lambda o: o.amount)
    note = msg("ask.offer.several", "{offers} read as {count} prices offered for {card}, each set against its price "
               "here; the answer judges the best deal, {best}.",
               offers=[Money(amount=o.amount, currency=o.currency) for o in offers], count=len(offers),
               card=card_param(card), best=Money(amount=best.amount, currency=best.currency))
    dropped = set(read_as.cards) - {card}  # "对比一次只比两张卡：Quadro RTX 5000…": said of a card read from a price
    notes = [n for n in read_as.notes if not n.key.startswith(("ask.offer", "names.", "name_default.", "ask.budget",
                                                                RANGE_NOTE))
             and not _mentions(n, dropped)]
    return read_as.model_copy(update={
        "command": "fits" if read_as.command == "fits" else "why", "cards": [card], "offer": best,
        "card_offers": None, "offer_conditions": None, "budget": None, "counts": None, "notes": [*notes, note]})


def _mentions(said: Any, names: set[str]) -> bool:
    """Whether a note (or any of its parameters, however deep) names one of ``names``."""
    if getattr(said, "value", None) in names:
        return True
    inner = list(getattr(said, "items", None) or []) + list((getattr(said, "params", None) or {}).values())
    return any(_mentions(x, names) for x in inner)


def _item(a: Against) -> Message:
    """One price and its gap to the market ("4,500 (≈ 676 USD), 47 % below")."""
    if a.share > 1.05:
        return msg("ask.offer.several.above", "{amount} ({gap} above)", amount=a.said_money(), gap=a.gap())
    if a.share < 0.95:
        return msg("ask.offer.several.below", "{amount} ({gap} below)", amount=a.said_money(), gap=a.gap())
    return msg("ask.offer.several.at", "{amount} (about its price)", amount=a.said_money())


def several_judged(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (the verdict on one card at the best of several prices: :func:`listed_offers`) headed by the line
    that sets each price against the card's price here, says the best deal and the price under which an offer needs
    checking before paying; ``answer`` unchanged for any other reading."""
    note = next((n for n in read_as.notes if n.key == MARK), None)
    shape, market = getattr(answer, "shape", None), getattr(getattr(answer, "market", None), "id", None)
    if note is None or shape is None or market is None or not read_as.cards:
        return answer
    card = read_as.cards[0]
    said = [BudgetSlot(amount=m.amount, currency=m.currency) for m in note.params["offers"].items]  # type: ignore
    weighed = [a for o in said if (a := against(advisor, market, card, o, read_as.condition)) is not None]
    if len(weighed) < 2:
        return answer
    trusted = [a for a in weighed if a.share >= TOO_LOW]
    best = min(trusted or weighed, key=lambda a: a.amount)
    params = dict(card=card_param(card), offers=[_item(a) for a in weighed], best=best.said_money(),
                  market=best.market_money(), condition=condition_word(best.price), date=best.date(),
                  floor=best.in_said(best.price.amount * TOO_LOW))
    if best.share > 1.05:
        line = msg("ask.offer.several.none", "{card}, the prices offered against its price here, {market} {condition} "
                   "({date}): {offers} — none is a good deal; the lowest is {best}.", **params)
    else:
        line = msg("ask.offer.several.best", "{card}, the prices offered against its price here, {market} {condition} "
                   "({date}): {offers} — the best deal is {best}, if the card is sound; a price under {floor} (more "
                   "than 60 % below it) needs checking before paying.", **params)
    fact = Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=line)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})


__all__ = ["LISTED", "MARK", "listed_offers", "several_judged"]
