"""Reading a typed budget ("$500", "5k", "1w", "¥3000", "€800") into a :class:`Budget`.

Accepted forms (after Unicode NFKC normalisation, so full-width "１２３", "￥" and "＄" work,
and case-insensitively):

* a number: ``500``, ``1,200`` (comma = thousands separator, groups of three), ``1200.50``,
  ``.5k``; any Unicode decimal digits are read (``٣٠٠٠`` = 3000), as ``float()`` reads them;
* an optional multiplier right after it: ``k``/``千``/``thousand`` = ×1,000 and
  ``w``/``万``/``萬`` = ×10,000;
* an optional currency before or after it, from :data:`CURRENCIES`: ``$500``, ``US$500``,
  ``USD 500``, ``500 dollars``, ``¥3000``, ``CN¥3000``, ``RMB 3000``, ``3000元``, ``3000块``,
  ``€800``, ``800 euros``, ``£600``, ``600 gbp``. Without one, the number is in the market's
  currency — except after a Chinese multiplier (``1.5万``, ``2千``), which means yuan
  (:data:`IMPLIED_CURRENCY`); so does a Latin ``w`` (``1w``, the pinyin initial of 万). With
  another currency typed (``$1w``) the Budget says how the ``w`` was read (:data:`SLANG`).

Where the conventions come from: ``tests/cases/budgets.csv`` ("k = thousand",
"w = 万 = 10000", "¥ is read as yuan; the answer states the assumption"), the CN19 guide
(L7 and L28 write "1w" / "1W" for about 10,000 CNY) and ``docs/guide/MODERN.md`` ("1w", "5k", "¥3000", "€800").

Design choices: scientific notation (``1e3``) and hexadecimal (``0x10``) are refused with
their own message rather than read — nobody types a budget that way, and ``1e309`` would
overflow; a range or two numbers (``500 600``, ``500-600``) is refused, not guessed; a
European decimal comma (``1,5k``) is refused rather than misread, and so is a dot before
exactly three digits (``1.200``: 1.2, or 1,200 written the European way?); an amount under 1
unit of its currency buys nothing and is refused like 0. Arithmetic is done in
:class:`~decimal.Decimal` so ``1.1k`` is exactly 1100.
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal, InvalidOperation

from advisor.errors import InvalidBudget, ZeroBudget
from advisor.text import quote_user_text
from advisor.models import Budget, ExchangeRate, Market

MAX_BUDGET = Decimal(10_000_000)
"""Largest budget accepted, in the market's currency."""

MAX_LENGTH = 64
"""Longest budget text (after normalisation) that is read at all."""

CURRENCIES: dict[str, str] = {
    # US dollar
    "$": "USD", "us$": "USD", "usd": "USD", "dollar": "USD", "dollars": "USD",
    "buck": "USD", "bucks": "USD", "美元": "USD", "美金": "USD",
    # Chinese yuan ("¥" alone is ambiguous with yen: see READINGS)
    "¥": "CNY", "cn¥": "CNY", "rmb": "CNY", "cny": "CNY", "yuan": "CNY", "元": "CNY",
    "块": "CNY", "块钱": "CNY", "人民币": "CNY",
    # euro, pound sterling
    "€": "EUR", "eur": "EUR", "euro": "EUR", "euros": "EUR", "欧元": "EUR",
    "£": "GBP", "gbp": "GBP", "pound": "GBP", "pounds": "GBP", "英镑": "GBP",
    # Japanese yen: known, so a market without a JPY rate can say so
    "jpy": "JPY", "jp¥": "JPY", "yen": "JPY", "円": "JPY", "日元": "JPY",
}
"""Currency words and symbols (case-folded, NFKC) → ISO 4217 code."""

MULTIPLIERS: dict[str, int] = {"k": 1_000, "千": 1_000, "thousand": 1_000,
                               "w": 10_000, "万": 10_000, "萬": 10_000}
"""Multipliers written right after the number."""

IMPLIED_CURRENCY: dict[str, str] = {"万": "CNY", "萬": "CNY", "千": "CNY", "w": "CNY"}
"""Multipliers that name the currency when none is typed: Chinese numerals, and ``w`` (the
pinyin initial of 万 that CN19 writes, "1w"), mean yuan."""

SLANG: dict[str, tuple[str, str]] = {"w": ("CNY", "万 (×10,000)")}
"""Latin stand-ins for another currency's multiplier → (that currency, what the letter means).
``1w`` stays in the budget's currency; when that is not yuan, the Budget says how it was read."""

READINGS: dict[str, str] = {"¥": "¥ read as Chinese yuan (CNY), not Japanese yen."}
"""Currency tokens with more than one meaning → the assumption stated in the Budget."""

CURRENCY_NAMES: dict[str, str] = {"CNY": "Chinese yuan"}
"""Names used when a Budget states an implied currency."""

HINT = "try 500, $500, 5k, 1w, ¥3000 or €800."
NOTHING = ("That budget buys no GPU — to start for free, use a notebook service such as "
           "Google Colab or Kaggle Notebooks.")
"""The answer to a budget of 0, or of less than 1 unit of its currency."""

_CUR = r"[^\d\s+\-−–.,]+?"  # a currency word or symbol: no digits, spaces, signs or separators
_BUDGET = re.compile(rf"""
    (?P<sign>[-+−–])?\s*
    (?P<pre>{_CUR})?\s*
    (?P<sign2>[-+−–])?\s*
    (?P<number>(?:\d{{1,3}}(?:,\d{{3}})+|\d+)(?:\.\d*)?|\.\d+)
    \s*(?P<mult>{"|".join(MULTIPLIERS)})?
    \s*(?P<post>{_CUR})?
    """, re.VERBOSE)
_NUMBERS = re.compile(r"\d+(?:[.,]\d+)*")
_NAN = re.compile(r"(?<![a-z])nan(?![a-z])")
_INF = re.compile(r"(?<![a-z])inf(?:inity)?(?![a-z])|∞")
_SCIENTIFIC = re.compile(r"\d\s*e\s*[-+]?\d")
_HEX = re.compile(r"0x[0-9a-f]")
_DOT_THOUSANDS = re.compile(r"\d+\.\d{3}")  # "1.200": 1.2, or 1,200 the European way?


def parse_budget(text: str, market: Market) -> Budget:
    """Read what a user typed as a budget, in ``market``.

    Args:
        text: the budget as typed (``"500"``, ``"$1.5k"``, ``"1w"``, ``"€800"``…; see the
            module docstring). ``None`` counts as empty; other non-strings are read via
            ``str()``.
        market: gives the default currency (``market.currency``) and the dated exchange
            rates (``1 currency = rate × market currency``) used for conversion.

    Returns:
        A :class:`Budget` whose ``amount``/``currency`` are what the user meant (``€800`` →
        800 EUR), ``text`` the original input, ``market_amount``/``market_currency`` the
        figure in the market's currency, ``rate`` the :class:`ExchangeRate` used (``None``
        when no conversion was needed) and ``assumptions`` the readings the user should
        know about ("¥ read as Chinese yuan…", "…converted at the market's rate of…").

    Raises:
        InvalidBudget: with one user-facing sentence, for empty or unreadable text, zero
            or less than 1 unit of the budget's currency (:data:`NOTHING`), a negative
            amount, NaN, infinity, scientific or hexadecimal notation, a dot before exactly
            three digits (``1.200``), more than one number, two different currencies, a
            currency the market cannot convert, or more than :data:`MAX_BUDGET` in the
            market's currency. Never anything else.
    """
    raw = "" if text is None else text if isinstance(text, str) else str(text)
    s = unicodedata.normalize("NFKC", raw).strip()
    if not s:
        raise InvalidBudget(f"The budget is empty — {HINT}")
    if len(s) > MAX_LENGTH:
        raise InvalidBudget(f"That budget is too long to read — {HINT}")
    t = s.casefold()
    if _NAN.search(t):
        raise InvalidBudget(f"NaN is not an amount of money — {HINT}")
    if _INF.search(t):
        raise InvalidBudget(f"A budget must be a finite amount — {HINT}")
    if _SCIENTIFIC.search(t):
        raise InvalidBudget(f"Scientific notation such as 1e3 is not read; write 1000 or 1k — {HINT}")
    if _HEX.search(t):
        raise InvalidBudget(f"Hexadecimal numbers are not read as budgets — {HINT}")
    if len(_NUMBERS.findall(t)) > 1:
        raise InvalidBudget(f"Give one amount, not several numbers or a range — {HINT}")

    m = _BUDGET.fullmatch(t)
    tokens = [tok for tok in (m["pre"], m["post"]) if tok] if m else []
    if not m or (m["sign"] and m["sign2"]) or any(tok not in CURRENCIES for tok in tokens):
        raise InvalidBudget(f"Could not read “{quote_user_text(s)}” as a budget — {HINT}")
    codes = sorted({CURRENCIES[tok] for tok in tokens})
    if len(codes) > 1:
        raise InvalidBudget(f"The budget names two currencies ({' and '.join(codes)}); give one — {HINT}")
    mult = m["mult"]
    implied = None if codes else IMPLIED_CURRENCY.get(mult)
    currency = codes[0] if codes else implied or market.currency

    number = m["number"]
    try:
        value = Decimal(number.replace(",", ""))
    except InvalidOperation:  # pragma: no cover - the regex only lets decimal digits through
        raise InvalidBudget(f"Could not read “{quote_user_text(s)}” as a budget — {HINT}") from None
    if not mult and value >= 1 and _DOT_THOUSANDS.fullmatch(number):
        whole, short = int(value * 1000), f"{value.normalize():f}"
        raise InvalidBudget(f"“{number}” is ambiguous (a dot may separate thousands): "
                            f"write {whole} or {short}k — {HINT}")
    amount = value * MULTIPLIERS.get(mult, 1)
    if amount and (m["sign"] or m["sign2"]) in ("-", "−", "–"):  # "-0" is just 0
        raise InvalidBudget(f"A budget can't be negative — {HINT}")
    if amount < 1:  # 0, or too little to buy anything
        raise ZeroBudget(NOTHING, currency=currency, amount=float(amount))

    rate = _rate(currency, market)
    market_amount = amount * Decimal(repr(rate.rate)) if rate else amount
    if market_amount > MAX_BUDGET:
        raise InvalidBudget(f"That is above the largest budget accepted, "
                            f"{MAX_BUDGET:,} {market.currency} — {HINT}")

    assumptions = [READINGS[tok] for tok in tokens if tok in READINGS]
    if implied and implied != market.currency:
        assumptions.append(f"{mult} read as {CURRENCY_NAMES[implied]} ({implied}).")
    if mult in SLANG and SLANG[mult][0] != currency:
        assumptions.append(f"{mult} read as {SLANG[mult][1]} in {currency}.")
    if rate:
        assumptions.append(
            f"{_fmt(amount)} {currency} ≈ {_fmt(market_amount)} {market.currency}, converted at "
            f"the market's rate of {rate.as_of} (1 {currency} = {rate.rate:g} {market.currency}), "
            f"source: {rate.source}."
        )
    return Budget(text=raw, amount=float(amount), currency=currency,
                  market_amount=float(market_amount), market_currency=market.currency,
                  rate=rate, assumptions=assumptions)


def _rate(currency: str, market: Market) -> ExchangeRate | None:
    """The market's rate for ``currency`` (``None`` if it is the market's own currency)."""
    if currency == market.currency:
        return None
    rates = {r.currency: r for r in market.exchange_rates}
    if currency not in rates:
        known = [market.currency, *sorted(rates)]
        listed = ", ".join(known[:-1]) + " or " + known[-1] if len(known) > 1 else known[0]
        raise InvalidBudget(f"The {market.id} market has no exchange rate for {currency}; "
                            f"give the budget in {listed} — {HINT}")
    return rates[currency]


def _fmt(x: Decimal) -> str:
    """``1234.5`` → ``"1,234.5"``; at most two decimals, no trailing zeros."""
    out = f"{x:,.2f}"
    return out.rstrip("0").rstrip(".") if "." in out else out
