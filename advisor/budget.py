"""Reading a typed budget ("$500", "5k", "1w", "¥3000", "€800", "under 800", "两万") into a :class:`Budget`.

Accepted forms (after Unicode NFKC normalisation, so full-width "１２３", "￥" and "＄" work,
and case-insensitively):

* a number: ``500``; ``1,200`` and ``1,234.50`` (comma = thousands separator, groups of
  three); a European decimal comma ``1,5k``, ``12,50 €``, ``1.234,56 €``; ``1200.50``,
  ``.5k``; any Unicode decimal digits are read (``٣٠٠٠`` = 3000), as ``float()`` reads them;
  Chinese numerals ``两万``, ``一万五``, ``五千``, ``1万5`` (read with the ``cn2an`` library);
* an optional multiplier right after it: ``k``/``千``/``thousand``/``grand`` = ×1,000,
  ``w``/``万``/``萬`` = ×10,000 and ``m``/``mil``/``million`` = ×1,000,000;
* an optional currency before or after it (``$500``, ``500 USD``, ``₹50000``, ``C$900``,
  ``A$1500``, ``50000 rupees``, ``JP¥5万``, ``3000元``): symbols, codes and names come from
  CLDR through Babel (:mod:`advisor.currencies`); ``¥`` alone is the Chinese yuan, and the
  Budget says so. Without a currency the number is in the market's currency — except
  after a Chinese multiplier or in Chinese numerals (``1.5万``, ``2千``, ``两万``), which
  mean yuan (:data:`IMPLIED_CURRENCY`); so does a Latin ``w`` (``1w``, the pinyin initial
  of 万). With another currency typed (``$1w``) the Budget says how the ``w`` was read
  (:data:`SLANG`);
* ceilings and approximations around it (``under 800``, ``< $900``, ``~$600``, ``about 700
  dollars``, ``1w以内``, ``3000元左右``, ``预算5000``): the figure is the budget
  (:data:`_LEADING`, :data:`_TRAILING`). The Chinese ones (``预算``, ``以内``, ``左右``…, in
  Simplified or Traditional characters) also mean yuan when no currency is typed, like a
  Chinese multiplier (``预算3000`` is 3,000 CNY in every market, and the Budget says so;
  ``预算3000美元`` stays dollars; ``under 3000`` stays in the market's currency);
* a range (``2500-3100``, ``1.5k-2k``, ``$500 to $600``, ``1-2k``): the top is the budget,
  and the Budget says so.

A currency other than the market's is converted at the market's dated rate
(``data/exchange_rates.csv``, from the ECB reference rates) and the Budget states the rate,
its date and source.

Where the conventions come from: ``tests/cases/budgets.csv`` ("k = thousand",
"w = 万 = 10000", "¥ is read as yuan; the answer states the assumption", "a range: the top
is the budget"), the CN19 guide (L7 and L28 write "1w" / "1W" for about 10,000 CNY),
``docs/guide/MODERN.md`` ("1w", "5k", "¥3000", "€800") and issue 8.

Design choices: scientific notation (``1e3``) and hexadecimal (``0x10``) are refused with
their own message rather than read — nobody types a budget that way, and ``1e309`` would
overflow; two numbers that are not a range (``500 600``) are refused, not guessed; a dot
before exactly three digits (``1.200``: 1.2, or 1,200 written the European way?) is refused
unless the currency has no minor unit in CLDR (``50.000 JPY`` is 50,000 yen), is written with a
decimal comma where it is used (``€1.500`` is 1,500 euros: :func:`advisor.currencies.decimal_comma`)
or a multiplier follows (``1.500k``); a currency word that is no currency says so; an amount under
1 unit of its currency buys nothing and is refused like 0. Arithmetic is done in
:class:`~decimal.Decimal` so ``1.1k`` is exactly 1100.
"""

from __future__ import annotations

import re
import unicodedata
import warnings
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from advisor.currencies import (
    AmbiguousCurrency,
    Reading,
    currency_name,
    decimal_comma,
    decimals,
    is_iso_code,
    read_currency,
    written_with,
)
from advisor.errors import InvalidBudget, ZeroBudget
from advisor.i18n import Currency, Date, ListOf, Message, MessageParam, Money, Text, UserText, english, msg, render
from advisor.models import Budget, ExchangeRate, Market, MarketRef, citation
from advisor.text import MAX_INPUT_CHARS, clean_input, deferred

MAX_BUDGET = Decimal(10_000_000)
"""Largest budget accepted, in the market's currency."""

MAX_LENGTH = 64
"""Longest budget text (after normalisation) that is read at all."""

MULTIPLIERS: dict[str, int] = {"thousand": 1_000, "grand": 1_000, "k": 1_000, "千": 1_000,
                               "w": 10_000, "万": 10_000, "萬": 10_000,
                               "million": 1_000_000, "mil": 1_000_000, "m": 1_000_000,
                               # the Indian numbering system's units (fix41d): a lakh is 100,000, a crore 10,000,000
                               "lakh": 100_000, "lakhs": 100_000, "lac": 100_000, "lacs": 100_000,
                               "crore": 10_000_000, "crores": 10_000_000}
"""Multipliers written right after the number."""

IMPLIED_CURRENCY: dict[str, str] = {"万": "CNY", "萬": "CNY", "千": "CNY", "w": "CNY",
                                    "lakh": "INR", "lakhs": "INR", "lac": "INR", "lacs": "INR",
                                    "crore": "INR", "crores": "INR"}
"""Multipliers that name the currency when none is typed: Chinese numerals, and ``w`` (the
pinyin initial of 万 that CN19 writes, "1w"), mean yuan; a lakh or a crore (Indian numbering) means rupees."""

SLANG: dict[str, tuple[str, Message]] = {"w": ("CNY", msg("budget.slang.w", "万 (×10,000)"))}
"""Latin stand-ins for another currency's multiplier → (that currency, what the letter means).
``1w`` stays in the budget's currency; when that is not yuan, the Budget says how it was read."""

HINT_MESSAGE = msg("budget.hint", "try 500, $500, 5k, 1w, ¥3000 or €800.")
"""The accepted forms, ending every budget error (after " — ")."""
HINT = render(HINT_MESSAGE.key, HINT_MESSAGE.params)
NOTHING_MESSAGE = msg("error.budget.nothing", "That budget buys no GPU — to start for free, use a notebook service "
                      "such as Google Colab or Kaggle Notebooks.")
"""The answer to a budget of 0, or of less than 1 unit of its currency."""
NOTHING = render(NOTHING_MESSAGE.key, NOTHING_MESSAGE.params)

# Ceilings and approximations around the figure: the figure is the budget either way. The
# Chinese words (in Simplified and Traditional characters) also say the figure is in yuan
# when no currency is typed, like a Chinese numeral does (:func:`parse_budget`).
_CN_LEADING = r"预算(?:是|为|在)?|預算(?:是|為|在)?|大概|大约|大約|约|約|不超过|不超過|最多|少于|少於|低于|低於|不到"
_CN_TRAILING = r"以内|以內|以下|之内|之內|内|內|左右|上下|上限|封顶|封頂"
_LEADING = deferred(
    r"^(?:under|below|less\s+than|lower\s+than|up\s*to|at\s+most|no\s+more\s+than|not\s+more\s+than|"
    r"max(?:imum)?\b\.?|about|around|approx(?:imately\b|\b\.?)|roughly|circa\b|ca\.|"
    r"(?:my\s+)?budget(?:\s+of|\s+is)?:?|~|≈|<=?|≤|"
    rf"{_CN_LEADING})\s*"
)
_TRAILING = deferred(
    r"\s*(?:or\s+less|or\s+under|or\s+so|max(?:imum)?|tops|at\s+most|-?ish|budget|"
    rf"{_CN_TRAILING})$"
)
_CN_FRAMING = deferred(rf"^(?:{_CN_LEADING}|{_CN_TRAILING})$")
_LATIN_MULT = "|".join(m for m in MULTIPLIERS if m.isascii())
_CJK_MULT = "|".join(m for m in MULTIPLIERS if not m.isascii())
_NUMBER = (r"\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?"  # 1,50,000: Indian grouping (lakhs, crores: fix41d)
           r"|\d{1,3}(?:,\d{3})+(?:\.\d+)?"  # 1,234,567.89
           r"|\d{1,3}(?:\.\d{3})+(?:,\d+)?"  # 1.234.567,89 (and the ambiguous 1.200)
           r"|\d+,\d{1,2}(?!\d)"  # 1,5 / 12,50: a decimal comma
           r"|\d+(?:\.\d*)?|\.\d+")
_SIGN = "[-+−–]"
_AMOUNT = deferred(rf"""
    (?P<sign>{_SIGN})?\s*
    (?P<pre>[^\d+\-−–.,]*?)\s*
    (?P<sign2>{_SIGN})?\s*
    (?P<number>{_NUMBER})
    \s*(?P<mult>(?:{_LATIN_MULT})(?!(?![\u3000-\u9fff])[^\W\d_])|{_CJK_MULT})?
    \s*(?P<post>[^\d]*?)\s*
    """, re.VERBOSE)
_RANGE = deferred(r"^(?P<low>[^\d]*\d.*?)\s*(?:-|–|—|~|〜|\bto\b|至|到)\s*(?P<high>[^\d]*\d.*)$")
_ABBREVIATION_DOT = deferred(r"(?<=[a-z])\.(?=\s*\d)")  # "rs.500", "kr.500"
_CN_RUN = deferred(r"[0-9.零〇一二两兩三四五六七八九十百千万萬亿億壹贰貳叁參肆伍陆陸柒捌玖拾佰仟w]+")
_CN_DIGIT = deferred(r"[零〇一二两兩三四五六七八九十百壹贰貳叁參肆伍陆陸柒捌玖拾佰]|[千万萬亿億w]\d")
_CN_FOLD = str.maketrans({"萬": "万", "億": "亿", "兩": "两", "w": "万", "貳": "贰", "參": "叁", "陸": "陆"})
_NUMBERS = deferred(r"\d+(?:[.,]\d+)*")
_NAN = deferred(r"(?<![a-z])nan(?![a-z])")
_INF = deferred(r"(?<![a-z])inf(?:inity)?(?![a-z])|∞")
_SCIENTIFIC = deferred(r"\d\s*e\s*[-+]?\d")
_HEX = deferred(r"0x[0-9a-f]")
_DOT_THOUSANDS = deferred(r"\d+\.\d{3}")  # "1.200": 1.2, or 1,200 the European way?
_NEGATIVE = ("-", "−", "–")


@dataclass(frozen=True)
class _Amount:
    """One figure as typed: its number text, multiplier, currency tokens and sign."""

    number: str
    mult: str | None
    tokens: tuple[str, ...]
    negative: bool


def parse_budget(text: str | None, market: Market, *, bare_currency: str | None = None) -> Budget:
    """Read what a user typed as a budget, in ``market``.

    Args:
        text: the budget as typed (``"500"``, ``"$1.5k"``, ``"1w"``, ``"€800"``, ``"under
            800"``, ``"2500-3100"``, ``"₹50000"``, ``"两万"``…; see the module docstring).
            ``None`` counts as empty; other non-strings are read via ``str()``.
        market: gives the default currency (``market.currency``) and the dated exchange
            rates (``1 currency = rate × market currency``) used for conversion.
        bare_currency: the currency of an amount typed without one (an ISO code; a Discord
            server's setting), instead of the market's; a Chinese multiplier or numeral still
            means yuan. It must be one the market converts (else ``InvalidBudget``), and the
            Budget says how the amount was read.

    Returns:
        A :class:`Budget` whose ``amount``/``currency`` are what the user meant (``€800`` →
        800 EUR; the top of a range), ``text`` the original input,
        ``market_amount``/``market_currency`` the figure in the market's currency, ``rate``
        the :class:`ExchangeRate` used (``None`` when no conversion was needed) and
        ``assumptions`` the readings the user should know about ("¥ read as Chinese
        yuan…", "…a range; the budget is its top…", "…converted at the market's rate of
        2026-10-30…"), one message each (keys ``currency.*``, ``budget.*``; the conversion is
        ``budget.converted``), rendered by the front ends.

    Raises:
        InvalidBudget: with one user-facing sentence made from a message (``error.budget.*``,
            ending with the accepted forms, ``budget.hint``), for empty or unreadable text, zero
            or less than 1 unit of the budget's currency (:data:`NOTHING`), a negative
            amount, NaN, infinity, scientific or hexadecimal notation, a dot before exactly
            three digits (``1.200``), several numbers that are not a range, a word that is no
            currency, a symbol of several currencies (``kr``), two different currencies, a
            currency the market cannot convert, or more than :data:`MAX_BUDGET` in the
            market's currency. Never anything else.
    """
    if type(text) is str and (bare_currency is None or bare_currency == market.currency):
        if _plain(text):
            return _plain_budget(text, market)  # "1500": what the steps below read it as, without them (issue 30 §1)
        number, space, code = text.partition(" ")
        if space and code == market.currency and _plain(number):  # "800 USD": how a question's budget is passed on
            return _plain_budget(number, market, typed=text)
    raw, s = _typed(text)
    _refuse_notations(s.casefold())
    figures = _figures(s)
    currency = _currency_of(figures, market, bare_currency)
    values, market_amount, rate = _checked_amount(figures, currency, market)
    amount = max(values)
    said = _assumptions(figures, currency, values, market_amount, rate, market)
    return Budget(text=raw, amount=float(amount), currency=currency.code,
                  market_amount=float(market_amount), market_currency=market.currency,
                  rate=rate, assumptions=said)


def _plain(text: str) -> bool:
    """Whether ``text`` is a whole amount of ASCII digits, 1 up to :data:`MAX_BUDGET`, with no leading
    zero: the budget most often typed (a slash command's option), which every step of
    :func:`parse_budget` reads as that amount in the market's currency, nothing to say about it."""
    return text.isascii() and text.isdigit() and text[0] != "0" and len(text) <= 8 and int(text) <= MAX_BUDGET


def _plain_budget(text: str, market: Market, typed: str | None = None) -> Budget:
    """The :class:`Budget` :func:`parse_budget` reads from a :func:`_plain` amount in ``market`` (its
    currency, no conversion, no assumption; ``tests/advisor/test_budget.py`` sets it against the steps),
    ``typed`` (default ``text``) as typed: the amount followed by the market's currency code (``"800 USD"``,
    the form a question's budget is handed to the command in, :func:`advisor.commands.arguments`) reads the same."""
    amount = float(int(text))
    return Budget(text=typed or text, amount=amount, currency=market.currency, market_amount=amount,
                  market_currency=market.currency, rate=None, assumptions=[])


# --------------------------------------------------------------------------- the steps of parse_budget
@dataclass(frozen=True)
class _Figures:
    """The figures of a budget as typed (:func:`_figures`): ``amounts`` (one, or a range's two),
    the multiplier, the ceiling words taken off (``framing``), the Chinese numeral read
    (``chinese``, empty if none) and the whole normalised text ``s`` (for errors)."""

    amounts: list[_Amount]
    mult: str | None
    framing: list[str]
    chinese: str
    s: str


@dataclass(frozen=True)
class _Currency:
    """The budget's currency (:func:`_currency_of`): ``code``, the ``readings`` of the currency
    tokens typed, and why when none was typed — ``implied`` (a Chinese word or multiplier:
    yuan), ``bare`` (the server's currency)."""

    code: str
    readings: list[Reading]
    implied: str | None
    bare: str | None
    said_in_chinese: str


def _typed(text: object) -> tuple[str, str]:
    """The text as typed (cleaned: :func:`~advisor.text.clean_input`) and normalised (NFKC,
    stripped); raises :class:`InvalidBudget` for a hidden character inside a number
    (:func:`hidden_in_number`), empty or too long text, or a character that only looks like a
    digit."""
    typed = "" if text is None else text if isinstance(text, str) else str(text)
    hidden = hidden_in_number(typed)
    if hidden is not None:
        raise InvalidBudget(msg("error.budget.hidden-character", "The number has a hidden character inside it "
                                "({code}), so it can't be read safely; type the amount again — {hint}",
                                code=Text(value=f"U+{ord(hidden):04X}"), hint=HINT_MESSAGE))
    raw = clean_input(typed)
    s = unicodedata.normalize("NFKC", raw).strip()
    if not s:
        raise InvalidBudget(msg("error.budget.empty", "The budget is empty — {hint}", hint=HINT_MESSAGE))
    if len(s) > MAX_LENGTH:
        raise InvalidBudget(msg("error.budget.too-long", "That budget is too long to read — {hint}", hint=HINT_MESSAGE))
    if any(_looks_like_digits(c) for c in raw):  # NFKC would read "5²" as 52 and "①000" as 1000
        raise _unreadable(raw)
    return raw, s


def hidden_in_number(text: str) -> str | None:
    """The first hidden character inside a number of ``text``, or ``None``.

    Hidden: a control or format character (Unicode categories Cc and Cf: NUL, tabs, zero-width
    spaces, bidi controls such as U+202E) or a lone surrogate (an undecodable byte of a console
    argument). Inside a number: between a digit and a digit, ``.`` or ``,`` (other hidden
    characters between them skipped). ``5\u202e00`` shows as "500" or "005" depending on the
    display: it is refused rather than guessed; a hidden character around the amount (``500\u200b``)
    is dropped by :func:`~advisor.text.clean_input` as elsewhere."""
    if text.isprintable():  # the common case: nothing hidden at all
        return None
    visible_before = ""
    pending: str | None = None
    for c in text[:MAX_INPUT_CHARS]:
        if _hidden(c):
            if pending is None and visible_before:
                pending = c
            continue
        if pending is not None and _in_number(visible_before, c):
            return pending
        pending = None
        visible_before = c
    return None


def _hidden(c: str) -> bool:
    return unicodedata.category(c) in ("Cc", "Cf", "Cs")


def _in_number(before: str, after: str) -> bool:
    """Whether a character between ``before`` and ``after`` sits inside a number."""
    digitish = [x.isdecimal() or x in ".," for x in (before, after)]
    return all(digitish) and (before.isdecimal() or after.isdecimal())


def _refuse_notations(t: str) -> None:
    """Refuse NaN, infinity, scientific and hexadecimal notation (``t`` casefolded)."""
    if _NAN.search(t):
        raise InvalidBudget(msg("error.budget.nan", "NaN is not an amount of money — {hint}", hint=HINT_MESSAGE))
    if _INF.search(t):
        raise InvalidBudget(msg("error.budget.infinite", "A budget must be a finite amount — {hint}",
                                hint=HINT_MESSAGE))
    if _SCIENTIFIC.search(t):
        raise InvalidBudget(msg("error.budget.scientific",
                                "Scientific notation such as 1e3 is not read; write 1000 or 1k — {hint}",
                                hint=HINT_MESSAGE))
    if _HEX.search(t):
        raise InvalidBudget(msg("error.budget.hexadecimal", "Hexadecimal numbers are not read as budgets — {hint}",
                                hint=HINT_MESSAGE))


def _figures(s: str) -> _Figures:
    """The figures of the normalised text ``s``: ceiling words and Chinese numerals read, a
    range split, each figure's number, multiplier and currency tokens; raises for several
    numbers that are not a range, or an unreadable figure."""
    t, framing = _strip_framing(_ABBREVIATION_DOT.sub(" ", s.casefold()))
    t, chinese = _chinese_numerals(t, s)
    range_match = _RANGE.fullmatch(t)
    parts = [range_match["low"], range_match["high"]] if range_match else [t]
    if len(_NUMBERS.findall(t)) > len(parts):
        raise InvalidBudget(msg("error.budget.several-numbers",
                                "Give one amount (or a range such as 500-800), not several numbers — {hint}",
                                hint=HINT_MESSAGE))
    amounts = [_amount(part, s) for part in parts]
    return _Figures(amounts=amounts, mult=amounts[-1].mult or amounts[0].mult, framing=framing,
                    chinese=chinese, s=s)


def _currency_of(figures: _Figures, market: Market, bare_currency: str | None) -> _Currency:
    """The budget's currency: the one its tokens name (two different ones are refused), else
    yuan when a Chinese word or multiplier implies it, else ``bare_currency``, else the
    market's."""
    tokens = list(dict.fromkeys(tok for a in figures.amounts for tok in a.tokens))
    readings = [_currency(token, market, figures.s, IMPLIED_CURRENCY.get(figures.mult or "")) for token in tokens]
    codes = sorted({r.code for r in readings})
    coded = {r.code for token, r in zip(tokens, readings, strict=True) if is_iso_code(token.strip())}
    if len(codes) > 1 and len(coded) == 1 and all(
            is_iso_code(token.strip()) or written_with(token, next(iter(coded))) for token in tokens):
        codes = sorted(coded)  # "$1200 CAD", "kr 500 SEK": the sign is the code's own, the code says which (fix79a #2)
        readings = [r for r in readings if r.code in coded][:1]
    if len(codes) > 1:
        raise InvalidBudget(msg("error.budget.two-currencies",
                                "The budget names two currencies ({codes}); give one — {hint}",
                                codes=_and(codes), hint=HINT_MESSAGE))
    implied = None
    said_in_chinese = next((w for w in figures.framing if _CN_FRAMING.match(w)), "")
    if not codes:
        implied = "CNY" if figures.chinese or said_in_chinese else IMPLIED_CURRENCY.get(figures.mult or "")
    bare = None
    if not codes and not implied and bare_currency and bare_currency != market.currency:
        bare = bare_currency
    return _Currency(code=codes[0] if codes else implied or bare or market.currency, readings=readings,
                     implied=implied, bare=bare,
                     said_in_chinese=said_in_chinese)


def _checked_amount(figures: _Figures, currency: _Currency,
                    market: Market) -> tuple[list[Decimal], Decimal, ExchangeRate | None]:
    """``(values, market_amount, rate)``: each figure's value (the budget is the largest, a
    range's top) in its currency, the budget in the market's; raises for a negative amount,
    :class:`ZeroBudget` for less than 1, and for more than :data:`MAX_BUDGET` or a currency the
    market cannot convert."""
    values = _values(figures.amounts, currency.code)
    amount = max(values)
    if any(a.negative and v for a, v in zip(figures.amounts, values, strict=True)):  # "-0" is just 0
        raise InvalidBudget(msg("error.budget.negative", "A budget can't be negative — {hint}", hint=HINT_MESSAGE))
    if amount < 1:  # 0, or too little to buy anything
        raise ZeroBudget(NOTHING_MESSAGE, currency=currency.code, amount=float(amount))
    rate = _rate(currency.code, market)
    market_amount = amount * Decimal(repr(rate.rate)) if rate else amount
    if market_amount > MAX_BUDGET:
        raise InvalidBudget(msg("error.budget.too-large", "That is above the largest budget accepted, {max}: at that "
                                "scale talk to a data-centre vendor (multi-GPU servers with NVLink/NVSwitch) or rent "
                                "— or give a smaller budget: {hint}",
                                max=Money(amount=float(MAX_BUDGET), currency=market.currency), hint=HINT_MESSAGE))
    return values, market_amount, rate


def _assumptions(figures: _Figures, currency: _Currency, values: list[Decimal], market_amount: Decimal,
                 rate: ExchangeRate | None, market: Market) -> list[Message]:
    """What the user should know about how the budget was read, in order: the currency
    readings, an implied or the server's currency, a Latin multiplier read for another
    currency, a range, a conversion."""
    said: list[Message] = []
    for r in currency.readings:
        if r.message is not None and r.message not in said:
            said.append(r.message)
    mult, amount = figures.mult, max(values)
    if currency.implied and currency.implied != market.currency:
        typed = figures.chinese or (mult if mult in IMPLIED_CURRENCY else currency.said_in_chinese)
        said.append(msg("budget.implied-currency", "Because of “{typed}”, the amount is read in {name} ({code}).",
                        typed=UserText(value=typed), name=Currency(code=currency.implied), code=currency.implied))
    if currency.bare:
        said.append(msg("settings.bare_currency.read", "An amount without a currency is read in {name} ({code}), "
                        "the currency set for this server.", name=Currency(code=currency.bare), code=currency.bare))
    if mult == "k" and not currency.readings and not currency.implied and not currency.bare:
        k_typed = re.search(r"\d[\d.,]*\s*k(?:\s*-\s*\d[\d.,]*\s*k)?", figures.s)  # "5k", "3k-4k": as typed
        said.append(msg("budget.k-unsaid", "“{typed}” has no currency: read in {name} ({code}), the market's; "
                        "write ¥{typed} or €{typed} for another.",
                        typed=UserText(value=k_typed.group() if k_typed else figures.s),
                        name=Currency(code=currency.code), code=currency.code))  # "5k" in dollars or yuan? (P05)
    if mult in SLANG and SLANG[mult][0] != currency.code:
        said.append(msg("budget.slang", "{typed} read as {meaning} in {currency}.",
                        typed=UserText(value=mult), meaning=SLANG[mult][1], currency=currency.code))
    if len(values) == 2:
        low, high = sorted(values)  # "5000-3000元": said high first, said back in order (review22 #6)
        said.append(msg("budget.range", "Read as a range ({low}–{high} {code}); the budget is its top, {amount}.",
                        low=_figure(low), high=_figure(high), code=Text(value=currency.code),
                        amount=_money(amount, currency.code)))  # both ends written alike ("10,000–15,000": review22)
    if rate:
        said.append(msg("budget.converted",
                        "{amount} ≈ {market_amount}, converted at the market's rate of {as_of} ({rate}), "
                        "source: {source}.",
                        amount=_money(amount, currency.code), market_amount=_money(market_amount, market.currency),
                        as_of=Date(value=rate.as_of), rate=_rate_message(rate.rate, currency.code, market.currency),
                        source=rate_source(market, rate)))
    return said


URL = re.compile(r"https?://(\S+?)[.,;)]*(?:\s|$)")
"""An address in a rate's source (``data/markets/official_rates.csv``: the page that reported the rate)."""


def rate_cite(source: Message | MessageParam) -> Text | Message:
    """A rate's source said short, for the one-line conversion (:func:`shorter_reading`; newuser24: a TWD rate's
    date said with no source): the address of the page that reported it (an official rate,
    ``data/markets/official_rates.csv``), else the ECB's reference rates (every ``data/exchange_rates.csv`` row)."""
    text = english(source if isinstance(source, Message) else Message(key=source.key, params=source.params))
    found = URL.search(text)
    if found is not None:
        return Text(value=found.group(1))
    return msg("budget.rate.ecb", "the ECB's reference rates")


def priced_in(market: Market | MarketRef, local: str) -> Message:
    """The sentence that the cards are priced at ``market``'s own prices, not at prices in ``local`` (the currency
    the budget was typed in): said wherever a budget is converted (newuser24: a yuan budget judged on US used prices
    without a word of it in some answers), by :func:`advisor.ask.currency_priced.priced_said`, the one place that adds
    it to every answer that converted a budget."""
    return msg("budget.priced", "The prices here are those of the market {market} (street and used, "
               "in {currency}), not shop prices in {local}.",
               market=MessageParam(key=market.name.key, params=market.name.params),
               currency=Currency(code=market.currency), local=Currency(code=local))


def shorter_reading(said: list[Message]) -> list[Message] | None:
    """A short form's reading notes (``Shape.reading``) made shorter where the room would otherwise cut a deciding
    fact (fix54b #3: a yuan budget's three-line conversion pushed out what the pick generates): the conversion
    (``budget.converted``) said in one line — the amounts and the rate's date; its rate and source stay in
    ``--verbose`` and the Details, which say the reasons whole. Once it is one line, the sentence of whose prices
    they are (:func:`priced_in`, a line or two of its own) is folded into it (``budget.converted.priced``: the
    market's currency, street and used prices), so it never pushes a deciding fact out either. ``None`` when none
    of ``said`` has a shorter form."""
    if any(m.key == "budget.converted" for m in said):
        return [msg("budget.converted.short", "{amount} ≈ {market_amount} at the market's rate of {as_of} ({source}).",
                    amount=m.params["amount"], market_amount=m.params["market_amount"], as_of=m.params["as_of"],
                    source=_cite(m.params["source"]))
                if m.key == "budget.converted" else m for m in said]
    short = next((m for m in said if m.key == "budget.converted.short"), None)
    priced = next((m for m in said if m.key == "budget.priced"), None)
    if short is None or priced is None:
        return None
    folded = msg("budget.converted.priced", "{amount} ≈ {market_amount} ({as_of}, {source}); priced at the market's "
                 "street and used prices in {currency}.", amount=short.params["amount"],
                 market_amount=short.params["market_amount"], as_of=short.params["as_of"],
                 source=short.params["source"], currency=priced.params["currency"])
    return [folded if m is short else m for m in said if m is not priced]


def _cite(source: Any) -> Text | Message:
    """:func:`rate_cite` of a conversion's ``source`` parameter (a message), else the parameter as it is."""
    return rate_cite(source) if isinstance(source, Message | MessageParam) else source


def platform_error(market: Market, gpus: int, platform: Any, per: int) -> Message:
    """Why a multi-GPU budget is refused: ``gpus`` GPUs need ``platform.count`` platforms of up to
    ``per`` GPUs each (``multi.platform-per-4``) that cost ``platform.cost`` in the market's currency
    (``value.platform-cost``, D17 L47), more than the budget. ``platform`` is an
    :class:`advisor.rigs.Platform`; its priced row's source is cited, else the market's."""
    platforms, cost = platform.count, platform.cost
    source = (Text(value=citation(platform.row.source).split("; ")[0]) if platform.row is not None
              else market.platform_cost_source or Text(value=""))
    params = dict(gpus=gpus, platforms=platforms, per=per, cost=Money(amount=cost, currency=market.currency),
                  source=source)
    if platforms == 1:
        return msg("error.budget.platform-one",
                   "A {gpus:.0f}-GPU build needs {platforms:.0f} platform (one holds up to {per:.0f} GPUs) that cost "
                   "about {cost} ({source}), more than this budget; try fewer GPUs or a bigger budget.", **params)
    return msg("error.budget.platform-many",
               "A {gpus:.0f}-GPU build needs {platforms:.0f} platforms (one holds up to {per:.0f} GPUs) that cost "
               "about {cost} ({source}), more than this budget; try fewer GPUs or a bigger budget.", **params)


def _looks_like_digits(c: str) -> bool:
    """True for a character that is no decimal digit but becomes one under NFKC: superscripts
    and subscripts (``²``, ``₀``), fractions (``½``), circled and bracketed numbers (``①``, ``⑽``)
    and the like. Decimal digits of any script (``１``, ``٣``) are read as digits."""
    return not c.isdecimal() and any(x.isdecimal() for x in unicodedata.normalize("NFKC", c))


def _unreadable(s: str) -> InvalidBudget:
    return InvalidBudget(msg("error.budget.unreadable", "Could not read “{text}” as a budget — {hint}",
                             text=UserText(value=s), hint=HINT_MESSAGE))


def _and(items: list[str]) -> Text | Message:
    """Codes joined by "and" (``EUR and GBP and USD``), as nested messages."""
    out: Text | Message = Text(value=items[0])
    for item in items[1:]:
        out = msg("budget.and", "{a} and {b}", a=out, b=item)
    return out


def _or(items: list[str]) -> Text | Message:
    """Codes listed with "or" before the last (``CNY, USD or EUR``)."""
    if len(items) == 1:
        return Text(value=items[0])
    return msg("budget.or", "{items} or {last}", items=ListOf(items=[Text(value=i) for i in items[:-1]]),
               last=items[-1])


def _digits(x: Decimal) -> int:
    """How many decimals :func:`_fmt` shows for ``x`` (0-2)."""
    shown = _fmt(x)
    return len(shown.split(".")[1]) if "." in shown else 0


def _money(x: Decimal, currency: str) -> Money:
    """An amount as the budget shows it: at most two decimals, none that are zero."""
    return Money(amount=float(round(x, 2)), currency=currency, digits=_digits(x))


def _figure(x: Decimal) -> Text:
    """A bare figure of a range (``1,234.5``), as :func:`_fmt` writes it."""
    return Text(value=_fmt(x))


def rate_source(market: Market, rate: ExchangeRate) -> Message:
    """The source of a market's exchange rate: its :data:`~advisor.models.Sources` message (the data
    text ``fact.exchange_rates.<market>.source``, or a source given as it is)."""
    return rate.source


def _strip_framing(t: str) -> tuple[str, list[str]]:
    """``t`` without ceiling and approximation words around the figure (``under``, ``~``,
    ``about``, ``max``, ``以内``, ``左右``, ``预算``…), and the words taken off (as typed,
    leading ones first)."""
    words: list[str] = []
    while True:
        t = t.strip()
        lead = _LEADING.match(t)
        if lead:
            words.append(lead.group().strip())
            t = t[lead.end():]
        trail = _TRAILING.search(t)
        if trail:
            words.append(trail.group().strip())
            t = t[:trail.start()]
        if not lead and not trail:
            return t.strip(), words


def _chinese_numerals(t: str, s: str) -> tuple[str, str]:
    """Chinese numerals in ``t`` replaced by digits (``两万`` → ``20000``, ``1万5`` →
    ``15000``, ``1w5`` → ``15000``), read with ``cn2an``; returns the new text and the
    numeral read (empty if none). Plain ``1.5万`` or ``3千`` are left to the multiplier rule.
    """
    for run in _CN_RUN.findall(t):
        if not _CN_DIGIT.search(run) or not any(not c.isascii() for c in run.replace("w", "万")):
            continue
        import cn2an  # only when a Chinese numeral is typed: the import costs ~0.1 s

        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                value = cn2an.cn2an(run.translate(_CN_FOLD), "smart")
        except (ValueError, TypeError, KeyError, IndexError):
            raise _unreadable(s) from None
        digits = f"{Decimal(str(value)).normalize():f}"
        return t.replace(run, digits, 1), run
    return t, ""


def _amount(part: str, s: str) -> _Amount:
    """One figure of the budget (``"$1.5k"``, ``"500 usd"``); ``s`` is the whole text, for errors."""
    m = _AMOUNT.fullmatch(part.strip())
    if not m or (m["sign"] and m["sign2"]):
        raise _unreadable(s)
    tokens = tuple(tok.strip() for tok in (m["pre"], m["post"]) if tok and tok.strip())
    return _Amount(number=m["number"], mult=m["mult"], tokens=tokens,
                   negative=(m["sign"] or m["sign2"]) in _NEGATIVE)


def _currency(token: str, market: Market, s: str, implied: str | None = None) -> Reading:
    """The currency a token names (see :func:`advisor.currencies.read_currency`), or an
    :class:`InvalidBudget` saying why not. A name several currencies share is the one the multiplier implies when
    it is among them ("1.5 lakh 卢比": a lakh is India's, so the rupee is INR; fix41d)."""
    convertible = [market.currency, *(r.currency for r in market.exchange_rates)]
    try:
        reading = read_currency(token, convertible, market.currency)
    except AmbiguousCurrency as err:
        if implied is not None and implied in err.codes and (
                chosen := read_currency(implied, convertible, market.currency)) is not None:
            return chosen
        raise InvalidBudget(msg("error.budget.ambiguous-currency",
                                "“{token}” is used by several currencies ({codes}); write the code, such as {code} "
                                "— {hint}",
                                token=UserText(value=token), codes=ListOf(items=[Text(value=c) for c in err.codes]),
                                code=err.codes[-1], hint=HINT_MESSAGE)) from None
    if reading is None:
        if len(token.split()) > 2 or len(token) > 24:
            raise _unreadable(s)
        raise InvalidBudget(msg("error.budget.unknown-currency", "“{token}” is not a currency I know — {hint}",
                                token=UserText(value=token), hint=HINT_MESSAGE))
    return reading


def _number(number: str, mult: str | None, currency: str) -> Decimal:
    """The value of a number as typed (``"1,200.50"``, ``"1,5"``, ``"1.234,56"``)."""
    if "," in number and "." in number:
        european = number.index(".") < number.index(",")
        cleaned = number.replace(".", "").replace(",", ".") if european else number.replace(",", "")
    elif "," in number:
        grouped = re.fullmatch(r"\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3}", number)  # or Indian: 1,50,000
        cleaned = number.replace(",", "") if grouped else number.replace(",", ".")
    elif number.count(".") > 1:  # 1.234.567: dots can only group thousands
        cleaned = number.replace(".", "")
    else:
        cleaned = number
    try:
        value = Decimal(cleaned)
    except InvalidOperation:  # pragma: no cover - the regex only lets decimal digits through
        raise _unreadable(number) from None
    if not mult and value >= 1 and _DOT_THOUSANDS.fullmatch(number):
        if decimals(currency) == 0 or decimal_comma(currency):  # CLDR: no minor unit (yen, won), or a currency
            # written with a decimal comma where it is used ("€1.500": fifteen hundred euros): the dot groups thousands
            return Decimal(number.replace(".", ""))
        whole, short = int(value * 1000), f"{value.normalize():f}"
        raise InvalidBudget(msg("error.budget.dot-thousands",
                                "“{number}” is ambiguous (a dot may separate thousands): write {whole} or {short}k "
                                "— {hint}",
                                number=UserText(value=number), whole=str(whole), short=short, hint=HINT_MESSAGE))
    return value


def _values(amounts: list[_Amount], currency: str) -> list[Decimal]:
    """Each figure times its multiplier; in a range the low end takes the high end's
    multiplier when it has none and is the smaller number (``1-2k`` is 1,000 to 2,000)."""
    raw = [_number(a.number, a.mult, currency) for a in amounts]
    mults = [a.mult for a in amounts]
    if len(amounts) == 2 and not mults[0] and mults[1] and raw[0] < raw[1]:
        mults[0] = mults[1]
    return [v * MULTIPLIERS.get(m or "", 1) for v, m in zip(raw, mults, strict=True)]


def _rate_message(rate: float, currency: str, market_currency: str) -> Message:
    """``"1 EUR = 1.08 USD"``; for a small unit, the other way round (``"1 USD = 16,254 IDR"``)."""
    if rate >= 0.01:
        return msg("budget.rate", "1 {currency} = {rate:g} {market_currency}", currency=currency, rate=rate,
                   market_currency=market_currency)
    return msg("budget.rate-inverse", "1 {market_currency} = {inverse} {currency}", market_currency=market_currency,
               inverse=_figure(Decimal(1) / Decimal(repr(rate))), currency=currency)


def _rate(currency: str, market: Market) -> ExchangeRate | None:
    """The market's rate for ``currency`` (``None`` if it is the market's own currency)."""
    if currency == market.currency:
        return None
    rates = {r.currency: r for r in market.exchange_rates}
    if currency not in rates:
        known = [market.currency, *sorted(rates)]
        if len(known) > 6:  # the ECB's thirty: name a few
            listed: Text | Message = msg(
                "budget.currencies-many", "{currency} or one of its {count:.0f} other currencies ({some}…)",
                currency=market.currency, count=len(rates), some=ListOf(items=[Text(value=c) for c in list(rates)[:4]]))
        else:
            listed = _or(known)
        what: Text | Message = Text(value=currency)
        if currency_name(currency) != currency:
            what = msg("budget.currency-named", "{code} ({name})", code=currency, name=Currency(code=currency))
        raise InvalidBudget(msg("error.budget.no-rate",
                                "The {market} market has no exchange rate for {what}; give the budget in {listed} "
                                "— {hint}",
                                market=market.id, what=what, listed=listed, hint=HINT_MESSAGE))
    return rates[currency]


def _fmt(x: Decimal) -> str:
    """``1234.5`` → ``"1,234.5"``; at most two decimals, no trailing zeros."""
    out = f"{x:,.2f}"
    return out.rstrip("0").rstrip(".") if "." in out else out
