"""Stale follow-ups after an answer (fix53c #5, issue 27): "in Japan?", "在日本呢？" and "what about me?", "那我呢？"
repeated the answer before word for word — the place was not read (no market of it), and "me" asked nothing.

- A place named in a follow-up (:func:`place_named`: a country's English or Chinese name from CLDR, through Babel,
  after "in"/"for"/"from" or alone in Chinese) keeps the reading before and moves only its market: to a current market
  priced in that country's currency when the catalogue has one, else the market stays, a budget before is shown in
  the place's currency (the market's exchange rate, as "in euros" converts it) and the read-as line says that the
  place has no prices here (:func:`place_moved`).
- "what about me?" alone (:data:`ABOUT_ME`) asks back, in one sentence, what the asker has and wants
  (:data:`ASK_ABOUT_ME`), keeping the reading before for the answer that follows.

Pure, but for the CLDR names read once (:func:`_places`).
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from ..i18n import Money, UserText, msg
from .followups import converted

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

ABOUT_ME = re.compile(
    r"\s*(?:(?:and|but|so|ok|okay)[\s,]+)?(?:(?:what|how)\s+about|and|what\s+for|what\s+should\s+i\s+"
    r"(?:get|buy))?\s*(?:for\s+)?(?:me|myself|mine|my\s+case|my\s+situation)\s*[?？.!！]*\s*|"
    r"\s*(?:那|那么|那麼|那对|那對)?(?:我|我的|我自己)(?:呢|的呢|的情况呢|的情況呢|该买什么|該買什麼|买什么|買什麼)"
    r"\s*[?？。!！]*\s*",
    re.IGNORECASE,
)
"""A follow-up that asks the answer for the asker, with nothing of theirs said ("what about me?", "那我呢？")."""
ASK_ABOUT_ME = msg(
    "ask.about-me", "For you: which GPU do you have now (or none), what is your budget, and what will you run on it?"
)
_EN_LEAD = r"(?<![a-z])(?:in|for|from|to|at)\s+(?:the\s+)?"
_ALIASES = {
    "uk": "GBP",
    "britain": "GBP",
    "great britain": "GBP",
    "england": "GBP",
    "us": "USD",
    "usa": "USD",
    "states": "USD",
    "america": "USD",
    "europe": "EUR",
    "eu": "EUR",
    "eurozone": "EUR",
    "欧洲": "EUR",
    "歐洲": "EUR",
    "美國": "USD",
    "英國": "GBP",
}
"""Everyday names CLDR does not list as a territory's name ("the uk", "the us", "europe")."""
_SKIP = frozenset({"ZZ", "EU", "EZ", "UN", "QO", "XA", "XB"})
"""CLDR territories that are no country with a currency of its own."""


@cache
def _places() -> tuple[re.Pattern[str], dict[str, str]]:
    """One pattern of every country's English and Chinese names, and each name (lower-cased) → its currency
    (CLDR through Babel: ``Locale.territories``, :func:`babel.numbers.get_territory_currencies`)."""
    from babel import Locale
    from babel.numbers import get_territory_currencies

    currency: dict[str, str] = {}
    for code in Locale("en").territories:
        if not isinstance(code, str) or len(code) != 2 or not code.isalpha() or code in _SKIP:
            continue
        found = get_territory_currencies(code)
        if not found:
            continue
        for lang in ("en", "zh", "zh_Hant"):
            name = Locale.parse(lang).territories.get(code)
            if name:
                currency.setdefault(name.lower(), found[0])
    currency.update(_ALIASES)
    en = sorted((n for n in currency if n.isascii()), key=len, reverse=True)
    zh = sorted((n for n in currency if not n.isascii()), key=len, reverse=True)
    pattern = re.compile(
        rf"{_EN_LEAD}({'|'.join(map(re.escape, en))})(?![a-z])|(?:在|去|到)?"
        rf"({'|'.join(map(re.escape, zh))})"
    )
    return pattern, currency


def place_named(text: str) -> tuple[str, str] | None:
    """The place a follow-up names, as typed, and its currency: ("Japan", "JPY") for "in Japan?", ("日本", "JPY") for
    "在日本呢"; ``None`` when it names none."""
    pattern, currency = _places()
    m = pattern.search(text.lower())
    if m is None:
        return None
    name = m.group(1) or m.group(2)
    start = m.start(1) if m.group(1) else m.start(2)
    return text[start : start + len(name)], currency[name]


def place_moved(advisor: Advisor, text: str, read_as: ReadAs, rates: dict[str, float]) -> ReadAs:
    """``read_as`` (a follow-up's reading, merged with the one before) with its market moved to the place ``text``
    names (module docstring); unchanged when it names none, or a market or currency was read already. ``rates``: the
    market's exchange rates (:func:`advisor.ask.followups.market_rates`)."""
    said = place_named(text)
    if said is None:
        return read_as
    typed, code = said
    if read_as.budget is not None and read_as.budget.currency == code:
        return read_as  # "in China?" after a yuan budget: no move asked of the money
    market = next((m for m in advisor.catalog.markets.values() if m.era == "modern" and m.currency == code), None)
    update: dict = {}
    budget = converted(read_as.budget, code, rates) if read_as.budget is not None else None
    if budget is not None:
        update["budget"] = budget
    if market is not None:
        update["market"] = market.id
        return read_as.model_copy(update=update)
    here = advisor.catalog.market(read_as.market)
    if budget is not None and read_as.budget is not None:
        note = msg(
            "ask.place-unpriced.budget",
            "I have no prices for {place}: the cards' prices stay those of "
            "{market}, in {currency}; your budget of {amount} is about {converted} at its exchange rate.",
            place=UserText(value=typed),
            market=here.name,
            currency=here.currency,
            amount=Money(amount=read_as.budget.amount, currency=read_as.budget.currency),
            converted=Money(amount=budget.amount, currency=budget.currency),
        )
    else:
        note = msg(
            "ask.place-unpriced",
            "I have no prices for {place}: the cards' prices stay those of {market}, in {currency}.",
            place=UserText(value=typed),
            market=here.name,
            currency=here.currency,
        )
    kept = [n for n in read_as.notes if not n.key.startswith(("ask.place-unpriced", "ask.converted"))]
    return read_as.model_copy(update={**update, "notes": [*kept, note]})


__all__ = ["ABOUT_ME", "ASK_ABOUT_ME", "place_moved", "place_named"]
