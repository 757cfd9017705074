"""What a counted rig costs, asked after the count ("how many 3090s to run deepseek r1" → "what would that
cost?", "要花多少钱", "what about renting?"): the answer of a how-many question is a count of cards
(:mod:`advisor.ask.how_many`),
so a cost asked next is that many cards at the market's price, and renting is that many by the hour (break21 #3: the
follow-up repeated the fit with no cost, and "what about renting?" gave one card's hourly rate for a 17-card job).

The cards are priced at the price every answer shows for the card (:func:`advisor.shown.shown_price`: dated, used or
new as the market lists it) times the count, with the board and power supplies they need as every ranking prices a
split (:func:`advisor.rigs.platform_for`, break29 #10); past :data:`advisor.kinds.MAX_GPUS` cards, the servers that
hold them are said not to be priced here (and where the market has no platform figure, the machine). Renting is
:mod:`advisor.ask.rent_cost`'s line for the same count. Pure; nothing when no count was asked or said, or no cost
is asked.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Date, Money, msg
from ..kinds import MAX_GPUS
from ..models import Caveat, Recommendation
from ..rigs import platform_for
from ..shape_fit_head import BEST_LEVEL
from ..shown import shown_price
from ..upgrade import way_price
from ..wording import card_param
from .added_cost import added_cost
from .bare_counts import bare_count
from .how_many import rig_count
from .reader import read
from .reader_gate import gated

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

COST_ASKED = re.compile(
    r"(?<![a-z])(?:cost|costs|costing|price|priced|pricing|spend|how\s+much\s+(?:money|\$|would|will|is|does|do|for)"
    r"(?![a-z]))|多少钱|多少錢|花多少|要多少|价格|價格|价钱|價錢|预算多少|預算多少")
"""Words asking what something costs ("what would that cost?", "how much would that be", "要花多少钱")."""
HOW_MUCH = re.compile(r"(?<![a-z])how\s+much(?![a-z])|多少|幾多")
""""How much" before a currency ("第二张多少欧元？"): with the currency said, a cost asked (break36 #9)."""
RENT_FOLLOW = re.compile(
    r"^\W*(?:and|or|what\s+about|how\s+about|ok|then|so)?\s*(?:just\s+)?(?:renting|rent(?:ing)?\s+(?:it|them|those|"
    r"instead)|rent\??|rental|the\s+cloud|cloud(?:\s+gpus?)?|a\s+cloud\s+(?:gpu|node|instance))(?:\s+instead)?\W*$|"
    r"^\W*(?:那|那么|那麼)?\s*(?:租|租卡|租用|租的话|租的話|云上|雲上|租云服务器|租雲服務器)\s*(?:呢|的话呢|的話呢|多少钱|多少錢)?\W*$")
"""A short follow-up about renting instead ("what about renting?", "and renting?", "租呢"): the rig before, rented."""


def asks_rig_rent(text: str) -> bool:
    """Whether ``text`` is a short follow-up about renting instead (:data:`RENT_FOLLOW`)."""
    return bool(RENT_FOLLOW.search(text.lower()))


def _not_one_counted(advisor: Advisor, text: str, read_as: ReadAs, answer) -> bool:
    """:func:`rig_cost` says nothing: not one card read, or a recommendation (it prices its own picks)."""
    return len(read_as.cards) != 1 or isinstance(answer, Recommendation)


@gated(_not_one_counted)
def rig_cost(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """The price of the counted cards (module docstring) as a deciding fact keyed ``ask.rig-cost*``, when ``text``
    asks a cost (:data:`COST_ASKED`) or re-counts a buyer's fit (:func:`_recounted`) of a reading with one card
    counted (:func:`rig_count`); ``[]`` otherwise, for a recommendation (it prices its own picks), or a card with no
    price in the answer's market."""
    low = text.lower()
    count = rig_count(read_as)
    if count is None or len(read_as.cards) != 1 or isinstance(answer, Recommendation):
        return []
    currency = read(advisor, text).currency if COST_ASKED.search(low) or HOW_MUCH.search(low) else None
    if (COST_ASKED.search(low) or currency) and (added := added_cost(advisor, text, read_as, answer, currency)):
        return added  # "in euros how much would the second one cost?", "第二张多少欧元": the owner's added card alone
    if not (COST_ASKED.search(low) or _recounted(text, read_as)):
        return []
    market = advisor.catalog.market(getattr(getattr(answer, "market", None), "id", None) or read_as.market or None)
    card = read_as.cards[0]
    price = shown_price(advisor.catalog.price_of(market.id, card))
    if price is None:
        return []
    condition = msg("ask.cheaper.used", "used") if price.condition == "used" else msg("ask.cheaper.new", "new")
    params = dict(count=count, card=card_param(card), total=Money(amount=price.amount * count,
                                                                  currency=price.currency),
                  each=Money(amount=price.amount, currency=price.currency), condition=condition,
                  date=Date(value=price.as_of))
    platform = platform_for(market, count, advisor.card(card)) if count <= MAX_GPUS else None
    if platform is not None and platform.cost >= 1.0:  # the board and supplies every ranking adds (break29 #10)
        row_w = platform.row.psu_watts if platform.row is not None else None
        priced = way_price(Money(amount=price.amount * count + platform.cost, currency=price.currency),
                           platform.cost, count, platform.supply_w if platform.supplies > 1 else row_w,
                           platform.supplies)
        said = msg("ask.rig-cost.platform", "{count:.0f} × {card}: about {priced} ({each} a card, {condition}, "
                   "{date}).", priced=priced, **params)
        return [Caveat(rule_id="multi.platform-per-4", weight=DECIDING_WEIGHT, message=said),
                *(_best_level(answer) if _recounted(text, read_as) else [])]
    said = msg("ask.rig-cost.nodes", "{count:.0f} × {card}: about {total} for the cards alone ({each} each, "
               "{condition}, {date}) — more than one machine holds ({most:.0f} at most), so add two or more "
               "servers and the network between them; renting a node by the hour is the usual way.",
               most=MAX_GPUS, **params) if count > MAX_GPUS else msg(
        "ask.rig-cost", "{count:.0f} × {card}: about {total} for the cards alone ({each} each, {condition}, {date}); "
        "the machine that holds them (board, CPU, power supply) is not priced here.", **params)
    return [Caveat(rule_id="multi.platform-per-4", weight=DECIDING_WEIGHT, message=said)]


def _best_level(answer) -> list[Caveat]:
    """The best level the re-counted set holds above the 4-bit default (:mod:`advisor.best_level`, in the fit's
    reasons), as a deciding fact: what the new set runs is what a changed count asks (fix45d: "and for four?" after
    two 3090s for 70b said Q4_K_M at 17 tok/s again, Q8_0 left to the Details); ``[]`` when the default is the best."""
    found = next((r for r in getattr(answer, "reasons", None) or [] if r.message.key in BEST_LEVEL), None)
    return [] if found is None else [Caveat(rule_id=found.rule_id, weight=DECIDING_WEIGHT, message=found.message)]


def _recounted(text: str, read_as: ReadAs) -> bool:
    """Whether ``text`` is a count alone ("and for four?", "那4张呢") re-asking a buyer's fit of a model on counted
    cards: the new set is priced as a cost asked would price it (fix45d: "how much for two 3090s to run 70b" then
    "and for four?" gave no price) — never an owner's cards, had, not bought."""
    return bare_count(text) is not None and read_as.command == "fits" and read_as.model is not None and not (
        read_as.own)


__all__ = ["COST_ASKED", "RENT_FOLLOW", "asks_rig_rent", "rig_cost"]
