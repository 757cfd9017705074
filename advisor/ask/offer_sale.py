"""An owner selling their card ("someone offered 650 for my 3090, should i sell", "is 900 a fair price to sell my
3090", "我的3090有人出4000收，卖吗", "what should i sell my 4090 for"): the amount is what a buyer pays the owner —
never the owner's budget, never a card its number also names (the Quadro RTX 4000 in "出4000收"). It is set against
the card's used price in the market, the price buyers pay there (answers51 #3): too low, fair or a good price to sell
at; with no amount said, the used price is what to ask. What selling gives up (the card's memory and what it runs)
follows.

Pure: the question's words, the catalogue's prices.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, MessageParam, Money, Quantity, msg
from ..models import Caveat
from ..wording import card_param, gb
from .budget_range import RANGE_NOTE
from .models import BudgetSlot, ReadAs
from .offer_market import against, condition_word
from .offers import _amount
from .sale_asked import SALE_ASKED, SELL_CARD
from .sale_unpriced import unpriced_sale
from .sold_other import without_sold_other

if TYPE_CHECKING:
    from ..api import Advisor
    from .reader import Reading

SELLING = re.compile(r"(?<![a-z])sell(?:ing)?\s+(?:(?:it|this|them)\s+)?(?:(?:for|at)\s+)?(?:[$€£¥]?\d[\d,.]*"
                     r"\s*k?\s+)?(?:my|it|this|them)(?![a-z])|(?<![a-z])(?:offered|offering|offers?|pay|paying|"
                     r"bid)\s+(?:me\s+)?(?:[$€£¥]?\d[\d,.]*\s*k?|\w+)\s*(?:usd|dollars?|bucks)?\s+for\s+my(?![a-z])|"
                     r"(?<![a-z])sell\s+my(?![a-z])|(?<![a-z])(?:buy|take|purchase)\s+my(?!\s+(?:first|own|next|new))"
                     r"(?![a-z])|"
                     r"(?<![a-z])(?:what(?:'s|\s+is)|how\s+much\s+is)\s+my\s+[\w\s-]{2,30}?\s+worth(?![a-z])|"
                     r"(?<![a-z])how\s+much\s+(?:can|could|should|would)\s+i\s+(?:get|sell|ask)(?![a-z])|"
                     r"有人(?:出(?!\s*(?:(?:一张|一張|一块|一塊|张|張|块|塊|台|二手|全新|rtx|gtx|rx)|\d{3,4}(?!\d)\s*(?:ti|super|xtx|xt|d)?"
                     # "有人出4090 1500美元", "有人出一张二手3090": someone sells a card, no buyer of the asker's
                     r"(?:\s+|\s*[,，]\s*)\d))|给|給|开价|開價|想)|我的\S{2,16}?(?:值多少|能卖多少|能賣多少)|(?<!我)(?<!我想)(?<!我就)(?<!我只)(?:出|开价|開價)\S{0,8}收(?!\s*(?:一张|一張|张|張|块|塊)?\s*(?:rtx|gtx|rx)?\s*\d)|收我|卖吗|賣嗎|卖不卖|賣不賣|该卖|該賣|要不要卖|"
                     r"要不要賣|卖多少|賣多少|能卖|能賣|出手|出掉吗|出掉嗎")
"""Words of an owner selling their card, or of a buyer's offer for it."""
NOT_SALE = re.compile(r"(?<![a-z])(?:and\s+(?:get|buy)|(?:to|for)\s+(?:get|buy)(?!\s+my)|"
                      r"for\s+an?\s+(?:rtx|gtx|rx)?\s*\d|or\s+(?:keep|buy)|upgrade|replace|instead)(?![a-z])|换|換|升级|升級|(?:卖|賣|出)了?(?:买|買)")
"""Words of a switch ("sell my 3090 and get a 5080", "卖了换5090"): :mod:`advisor.ask.switch` answers those."""
SALE_LOW = 0.85
"""Product choice: an amount under this share of the card's used price (more than 15 % under it) is too low to sell
at; up to 5 % under is fair, between the two a quick sale's price."""
_PRICE_WORD = (r"(?:(?<![a-z])(?:for|at|offered|offering|offers?|pay|paying|bid|asking|is)\s+(?:me\s+)?[$€£¥]?\s?|"
               r"(?:出|给|給|开价|開價|出价|出價)\s*)")
"""The words before an amount that make it a buyer's (an amount a card's name also reads, "出4000收": the Quadro RTX
4000 read from it is no card of the question)."""
MARK = "ask.sale"
"""The key of the read-as note that says the amount read (the answer's line finds it there)."""
_AMOUNT = re.compile(r"(?<![a-z0-9.])(?:[$€£¥]\s?)?\d[\d,]*(?:\.\d+)?\s*(?:k(?![a-z])|千|万|萬)?\s*(?:元|块|塊|刀|usd|"
                     r"dollars?|bucks)?")


def sale_read(advisor: Advisor, r: Reading, read_as: ReadAs, *, market: str | None,
              bare_currency: str | None) -> ReadAs:
    """``read_as`` as an owner's sale of the one card they have (module doc): the card's verdict as theirs, the
    amount a buyer offers in a note (:data:`MARK`), never a budget nor an offer to buy; ``read_as`` unchanged for any
    other question (a switch to another card, several cards had, no card)."""
    low = without_sold_other(r.text.lower())  # "I'd sell my kidney for an H100": no card of theirs sold (fix72a)
    if not r.cards or not (SELLING.search(low) or SALE_ASKED.search(low) or SELL_CARD.search(low)) or (
            NOT_SALE.search(low)) or (
            read_as.model is not None):
        return read_as
    offered = [m.group().strip() for m in _AMOUNT.finditer(low) if re.search(_PRICE_WORD + re.escape(
        m.group().strip()), low) and len(re.sub(r"\D", "", m.group())) >= 3]
    # "有人出4000收我的3090": the 3090, never the Quadro RTX 4000 the buyer's amount also names (fix79a #4)
    card = next((c for c in r.cards if not any(re.sub(r"\D", "", o) in c for o in offered)), r.cards[0])
    digits = next(iter(re.findall(r"\d{3,5}", card)), "-")
    others = [c for c in r.cards if c != card]
    said = [m.group().strip() for m in _AMOUNT.finditer(low) if re.search(r"\d", m.group())
            and re.sub(r"\D", "", m.group()) != digits and not re.fullmatch(r"\d{1,2}", m.group().strip())]
    priced = [s for s in said if re.search(_PRICE_WORD + re.escape(s), low)]
    if any(not any(re.sub(r"\D", "", s) in o for s in priced) for o in others):
        return read_as  # another card named, not a buyer's amount ("sell my 2080 ti: 4070 super or 7800 xt?")
    amount: BudgetSlot | None = None
    if r.budget is not None:
        amount = BudgetSlot(amount=r.budget.amount, currency=r.budget.currency)
    elif said:
        amount = _amount(advisor, r, said[0], market=market, bare_currency=bare_currency)
    notes = [n for n in read_as.notes if not n.key.startswith(("ask.offer", "ask.budget", RANGE_NOTE, "names."))]
    if amount is not None:
        notes.append(msg("ask.sale", "{amount} read as what a buyer pays you for your {card}, set against its used "
                         "price here.", amount=Money(amount=amount.amount, currency=amount.currency),
                         card=card_param(card)))
    elif against(advisor, advisor.catalog.market(r.market or market or None).id, card,
                 BudgetSlot(amount=1.0, currency="USD"), "used") is None:  # no price here: none promised (fix48b)
        notes.append(msg("ask.sale.asked-unpriced", "Read as selling your {card}.", card=card_param(card)))
    else:
        notes.append(msg("ask.sale.asked", "Read as selling your {card}: its used price here is what buyers pay.",
                         card=card_param(card)))
    return read_as.model_copy(update={"command": "why", "cards": [card], "own": True, "budget": None, "offer": None,
                                      "card_offers": None, "offer_conditions": None, "notes": notes})


WHETHER = re.compile(r"(?<![a-z])(?:(?<!what\s)(?<!much\s)should\s+i\s+(?:sell|keep)|(?:is\s+it\s+)?worth\s+selling|"
                     r"keep\s+or\s+sell|"
                     r"sell\s+or\s+keep|sell\s+(?:it\s+)?or\s+not|sell\s*\?|do\s+i\s+sell)|"
                     r"该卖|該賣|卖吗|賣嗎|卖不卖|賣不賣|要不要卖|要不要賣|出掉吗|出掉嗎|值得卖|值得賣|卖掉吗|賣掉嗎")
"""Words asking whether to sell at all (fix56b #2: "should I sell my 3090?"), not only for how much: the answer
leads with the guide's word to the owner (keep it unless …, or replace it)."""


def sale_judged(advisor: Advisor, read_as: ReadAs, answer: Any, text: str = "") -> Any:
    """``answer`` (the owner's answer on the card they sell: :func:`sale_read`) headed by the amount set against the
    card's used price here — too low, fair, or a good price to sell at — or, with no amount said, that used price as
    what to ask, after the guide's word to the owner (``owner.keep``: keep it unless …, or replace it) when ``text``
    (the question) asks whether to sell (:data:`WHETHER`, fix56b #2); what selling gives up (the card's own headline:
    its memory and what it runs) follows, and no list of dearer cards (a seller asks sell or keep, not what to buy).
    ``answer``
    unchanged for any other reading, and when the card has no price here."""
    note = next((n for n in read_as.notes if n.key in (MARK, "ask.sale.asked", "ask.sale.asked-unpriced")), None)
    shape, market = getattr(answer, "shape", None), getattr(getattr(answer, "market", None), "id", None)
    if note is None or shape is None or market is None or not read_as.cards:
        return answer
    card = read_as.cards[0]
    said = note.params.get("amount")
    offer = BudgetSlot(amount=said.amount, currency=said.currency) if isinstance(said, Money) else None
    weighed = against(advisor, market, card, offer or BudgetSlot(amount=1.0, currency="USD"), "used")
    if weighed is None and offer is None:  # no price here to ask: said, with the guide's keep-or-sell (fix48b)
        return unpriced_sale(card, answer)
    if weighed is None:
        return answer
    params = dict(card=card_param(card), market=weighed.market_money(), condition=condition_word(weighed.price),
                  date=weighed.date())
    keep = getattr(answer, "keep", None)
    advice = None if keep is None else (keep.message.params.get("advice") if keep.message.key == "why.owner"
                                        else keep.message)  # the guide's word to the owner: keep, or replace
    if not WHETHER.search(text.lower()):
        advice = None  # "what's my 3090 worth": the price asked, no verdict
    verdict = isinstance(advice, (Message, MessageParam))
    if offer is None and verdict:  # the verdict first, the price to ask if sold (fix56b #2)
        head = msg("ask.sale.keep-or-sell", "Sell or keep it: {advice} If you sell, your {card} fetches about "
                   "{market} {condition} here ({date}): ask about that; less is a quick sale's price.",
                   advice=advice, **params)
        verdict = False
    elif offer is None:
        head = msg("ask.sale.ask-for", "Your {card} sells for about {market} {condition} here ({date}): ask "
                   "about that; less is a quick sale's price.", **params)
    elif weighed.share < SALE_LOW:
        head = msg("ask.sale.low", "{amount} for your {card} is too low: {gap} under its price here, {market} "
                   "{condition} ({date}) — the market pays about {market}.", amount=weighed.said_money(),
                   gap=weighed.gap(), **params)
    elif weighed.share < 0.95:
        head = msg("ask.sale.under", "{amount} for your {card} is a little under its price here ({gap} below {market} "
                   "{condition}, {date}): fair for a quick sale; the market pays about {market}.",
                   amount=weighed.said_money(), gap=weighed.gap(), **params)
    elif weighed.share > 1.05:
        head = msg("ask.sale.high", "{amount} for your {card} is a good price to sell at: {gap} above its price here, "
                   "{market} {condition} ({date}).", amount=weighed.said_money(), gap=weighed.gap(), **params)
    else:
        head = msg("ask.sale.fair", "{amount} for your {card} is a fair price: about its price here, {market} "
                   "{condition} ({date}).", amount=weighed.said_money(), **params)
    memory = advisor.card(card).memory_gb
    said_memory = shape.headline.params.get("memory")  # the owner's overview says the memory first: not twice
    gives = (msg("ask.sale.gives-up.runs", "Selling it gives up what it runs: {said}", said=shape.headline)
             if isinstance(said_memory, Quantity) and said_memory.value == memory else
             msg("ask.sale.gives-up", "Selling it gives up its {memory} — {said}", memory=gb(memory or 0),
                 said=shape.headline) if memory else shape.headline)  # (fix53d: "24 GB — 24 GB")
    kept = [Caveat(rule_id="owner.keep", weight=DECIDING_WEIGHT, message=msg(
        "ask.sale.keep-word", "Whether to sell at all: {advice}", advice=advice))] if verdict else []
    decides = [Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=gives), *kept, *shape.decides]
    # a seller asks sell or keep, not what to buy: the dearer cards an owner's answer lists are left out (a switch,
    # "sell my 3090 and get a 5090", is :mod:`advisor.ask.switch`'s question: :data:`NOT_SALE`)
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "decides": decides,
                                                                       "ranking": []})})


__all__ = ["MARK", "NOT_SALE", "SELLING", "WHETHER", "sale_judged", "sale_read"]
