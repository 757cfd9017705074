"""A shop named as where a card is bought ("5090 for 1999 at best buy", "4090 newegg 1799", "京东自营 5080 8299"): a
shop sells the card new, so its price is set against the card's new price in the market (street new, dated), never the
used one, and never "if the card is sound" (answers51 #4); "best buy" names the shop, never asks for the best buy.

Pure: the question's words only.
"""

from __future__ import annotations

import re

from ..i18n import UserText, msg
from .models import ReadAs

SHOP = re.compile(r"(?<![a-z])(?:best\s?buy|micro\s?center|newegg|amazon|b\s?&\s?h(?:\s+photo)?|bhphoto|costco|walmart|"
                  r"nvidia(?:'s)?\s+(?:store|shop|marketplace)|memory\s?express|canada\s+computers|"
                  r"mindfactory|caseking|jd\.com)(?![a-z])|京东|京東|天猫|天貓|苏宁|蘇寧|官方旗舰店|官方旗艦店|官网|官網")
"""A shop that sells cards new."""
SHOP_INTENT = re.compile(r"(?<![a-z])best\s?buy(?![a-z])")
"""A shop's name that reads as an intent word ("best buy": "best"), blanked before intents are read."""
USED_SAID = re.compile(r"(?<![a-z])(?:used|second[\s-]?hand|refurb(?:ished)?|open[\s-]box|renewed|ebay|marketplace)"
                       r"(?![a-z])|二手|闲鱼|閒魚")
"""Words that say the card is not new even at a shop ("used 4090 on amazon", "refurbished at best buy")."""


def shop_said(text: str) -> str | None:
    """The shop ``text`` names as where the card is bought, as said (lower case); ``None`` when none is named or the
    card is said used."""
    low = text.lower()
    m = SHOP.search(low)
    return m.group() if m is not None and not USED_SAID.search(low) else None


def shop_new(text: str, read_as: ReadAs) -> ReadAs:
    """``read_as`` (an offer read for one card) judged against the card's new price when ``text`` names a shop
    (:func:`shop_said`) and says no condition, the note saying why; ``read_as`` unchanged otherwise."""
    shop = shop_said(text)
    if shop is None or read_as.offer is None or read_as.condition is not None or read_as.own:
        return read_as
    note = msg("ask.offer.shop", "{shop} is a shop: the card is new, its price set against the new price here.",
               shop=UserText(value=shop))
    return read_as.model_copy(update={"condition": "new", "notes": [*read_as.notes, note]})


__all__ = ["SHOP", "SHOP_INTENT", "USED_SAID", "shop_new", "shop_said"]
