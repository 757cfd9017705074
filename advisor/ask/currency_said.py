"""The currency said beside an amount, read from the currency data (:mod:`advisor.currencies`: CLDR through Babel,
and the project's everyday words), never from a list of this module's own (break25 #3: "3090 for 65000 yen" was
65,000 US dollars, "5万日元" yuan, "2500 zł" dollars).

Pure: regular expressions and the currency data only.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Collection
from functools import cache

from ..currencies import AmbiguousCurrency, current_currencies, is_iso_code, read_currency


@cache
def signs() -> str:
    """Every currency sign Unicode has (category Sc: ``$ € £ ¥ ₹ ₩ ₽ ₺ ฿ ₪ ₫ ₱``…), as the inside of a character class,
    escaped."""
    return "".join(re.escape(chr(c)) for c in range(min(sys.maxunicode, 0x20000))
                   if unicodedata.category(chr(c)) == "Sc")


SIGNS = signs()
"""The currency signs (:func:`signs`), for the reader's patterns."""
_AFTER = re.compile(r"\s*(?P<token>[\u3400-\u9fff]{1,4}|[^\W\d_]+(?:\s+[^\W\d_]+)?|[" + SIGNS + r"])")
_BEFORE = re.compile(r"(?P<token>(?<![^\W\d_])[^\W\d_]{1,3}\$|[" + SIGNS + r"]|(?<![^\W\d_])[^\W\d_]{2,3})\s?$")


def _known(token: str, convertible: Collection[str]) -> bool:
    """Whether ``token`` names a currency, read among ``convertible`` first (several currencies, too: the budget reader
    then says which it could be)."""
    if is_iso_code(token) and token.upper() not in current_currencies():
        return False  # "970 bad": no Bosnian dinar of 1992-1994
    try:
        return read_currency(token, convertible) is not None
    except AmbiguousCurrency:
        return True


def currency_after(rest: str, convertible: Collection[str] = (), *, codes: bool = False) -> str | None:
    """The currency word or sign that starts ``rest`` (what follows an amount, lower case: " yen", "日元值吗", " zł",
    " indian rupees", "₽"), as typed; ``None`` when none does. A Chinese run is read longest first ("日元值吗": 日元);
    two words before one ("us dollars"). Three letters that are an ISO code only with ``codes`` (the caller has the
    amount marked as a price already: "for 700 chf"), as an English word may be one ("700 all", "500 top")."""
    m = _AFTER.match(rest)
    if m is None:
        return None
    token = m.group("token")
    if "\u3400" <= token[0] <= "\u9fff":
        return next((token[:n] for n in range(len(token), 0, -1) if _known(token[:n], convertible)), None)
    words = token.split()
    for n in range(len(words), 0, -1):
        said = " ".join(words[:n])
        if (codes or not is_iso_code(said)) and len(said) > 1 and _known(said, convertible):
            return said
    return token if len(token) == 1 and _known(token, convertible) else None


def currency_before(said: str, convertible: Collection[str] = ()) -> str | None:
    """The currency sign or prefix that ends ``said`` (what precedes an amount: "for us$", "for ₹", "nt$"); ``None``
    when none does."""
    m = _BEFORE.search(said)
    return m.group("token") if m is not None and _known(m.group("token"), convertible) else None


__all__ = ["SIGNS", "currency_after", "currency_before", "signs"]
