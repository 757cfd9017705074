"""Reading a currency as people type it (``$``, ``C$``, ``₹``, ``JP¥``, ``INR``, ``rupees``, ``欧元``).

Symbols, names and decimal rules come from the Unicode CLDR through Babel, never from a hand
table:

* ISO 4217 codes: every currency CLDR knows (``INR``, ``chf``, ``NIO``…);
* symbols: the English and Chinese (simplified, traditional) symbols of the currencies a
  market converts (``$``, ``€``, ``£``, ``₹``, ``A$``, ``CA$``, ``HK$``, ``JP¥``, ``US$``…),
  then, for a token those miss, the symbols of each currency's home locales (``zł`` from
  pl_PL, ``Kč`` from cs_CZ, ``kr`` from sv_SE and nb_NO…); a dollar written ``X$`` where X
  starts the ISO code (``C$``, ``S$``) is that dollar;
* names: the English display names and their plural forms, and the Chinese names
  (``US dollars``, ``Indian rupee``, ``日元``); a bare unit word (``rupees``, ``francs``,
  ``kroner``) is the one currency the market converts with that word — ``dollars`` are
  the currency whose English symbol is the bare ``$`` the other dollars qualify (``A$``,
  ``CA$``) — and the reading is said when other current currencies share the word;
* decimal rules: :func:`decimals` is CLDR's number of minor-unit digits (0 for JPY, KRW).

Two readings are the project's own, not CLDR's, and said so: ``¥`` alone is the Chinese
yuan (:data:`HOUSE`; CLDR's English gives ``¥`` to the yen), and a few everyday words CLDR
does not list (:data:`COLLOQUIAL`: ``bucks``, ``刀`` (slang for US dollars), ``元``, ``块``, ``RMB``, ``円``…).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Collection
from dataclasses import dataclass
from functools import cache

from .i18n import Currency, Message, UserText, msg

__all__ = ["HOUSE", "COLLOQUIAL", "Reading", "AmbiguousCurrency", "read_currency", "is_iso_code", "currency_name",
           "decimals", "decimal_comma", "key"]

HOUSE: dict[str, tuple[str, Message]] = {
    "¥": ("CNY", msg("currency.house.yuan-sign", "¥ read as Chinese yuan (CNY), not Japanese yen.")),
}
"""Symbols the project reads against CLDR's English → (code, the reading the Budget states, as
a message). Typing ``JP¥``, ``円`` or ``JPY`` gives the yen."""

COLLOQUIAL: dict[str, str] = {
    "buck": "USD", "bucks": "USD", "美金": "USD", "美刀": "USD", "刀": "USD", "刀乐": "USD", "刀樂": "USD",
    "rmb": "CNY", "元": "CNY", "块": "CNY", "块钱": "CNY", "塊": "CNY", "塊錢": "CNY",
    "円": "JPY", "日币": "JPY", "日幣": "JPY",
    "台幣": "TWD", "臺幣": "TWD", "台币": "TWD", "新台币": "TWD", "港币": "HKD",
    "reais": "BRL",  # the Portuguese plural of real, as Brazilians write it ("5000 reais")
    "quid": "GBP",  # British slang for pounds ("3090 550 quid"; break21 #7)
    "kuai": "CNY",  # 块 in pinyin ("5k kuai"; break25 #3)
    "złoty": "PLN", "złotych": "PLN", "zlotych": "PLN",  # the Polish name and its plural, as Poles write it
    "rouble": "RUB", "roubles": "RUB",  # the British spelling of the Russian ruble
    "ntd": "TWD",  # how Taiwan writes its dollar in English ("20000 NTD")
    # the short Chinese names CLDR writes with the country before them (俄罗斯卢布, 加拿大元, 澳大利亚元, 韩元)
    "卢布": "RUB", "盧布": "RUB", "加元": "CAD", "加币": "CAD", "加幣": "CAD", "澳元": "AUD", "澳币": "AUD",
    "澳幣": "AUD", "韩币": "KRW", "韓幣": "KRW", "日圆": "JPY", "日圓": "JPY",
}
"""Everyday currency words CLDR does not list → ISO code."""

_STRIP = re.compile(r"[\s\u200e\u200f\u00a0]+")
_PAREN = re.compile(r"\s*\(.*?\)")
_DOLLAR_PREFIX = re.compile(r"([a-z]{1,3})\$|\$([a-z]{1,3})")
_EN, _ZH = ("en",), ("zh", "zh_Hant")


def key(token: str) -> str:
    """The lookup form of a typed currency token: NFKC, case-folded, spaces and direction
    marks removed, trailing dots dropped (``"Kr."`` → ``"kr"``; ``"US dollars"`` →
    ``"usdollars"``)."""
    return _STRIP.sub("", unicodedata.normalize("NFKC", token)).casefold().rstrip(".")


@dataclass(frozen=True)
class Reading:
    """A currency read from a token: ``code`` (ISO 4217) and ``message``, the reading the
    Budget should state (``None`` when there is nothing to say)."""

    code: str
    message: Message | None = None

    @classmethod
    def said(cls, code: str, message: Message) -> Reading:
        """A reading that states ``message``."""
        return cls(code, message)


class AmbiguousCurrency(ValueError):
    """The token names several currencies the market converts (``kr``: NOK or SEK);
    ``codes`` lists them, sorted."""

    def __init__(self, token: str, codes: Collection[str]) -> None:
        super().__init__(token)
        self.token = token
        self.codes = sorted(codes)


@cache
def _babel():
    from babel import Locale, localedata, numbers
    from babel.core import get_global
    from babel.languages import get_official_languages

    return Locale, localedata, numbers, get_global, get_official_languages


@cache
def _locale(locale_id: str):
    return _babel()[0].parse(locale_id)


@cache
def current_currencies() -> frozenset[str]:
    """Codes that are legal tender somewhere today (CLDR territory data)."""
    get_global = _babel()[3]
    out = set()
    for entries in get_global("territory_currencies").values():
        for code, _start, end, tender in entries:
            if end is None and tender:
                out.add(code)
    return frozenset(out)


@cache
def _iso_codes() -> frozenset[str]:
    return frozenset(c.casefold() for c in _babel()[2].list_currencies())


def is_iso_code(token: str) -> bool:
    """Whether ``token`` (any case) is an ISO 4217 code CLDR lists, in use today or not (``BAD``, ``usd``)."""
    return token.casefold() in _iso_codes()


@cache
def _names() -> tuple[dict[str, str], dict[str, frozenset[str]]]:
    """English and Chinese full names (and plurals) → code; English unit words → codes."""
    full: dict[str, str] = {}
    units: dict[str, set[str]] = {}
    for locale_id in _EN + _ZH:
        loc = _locale(locale_id)
        plurals = loc._data["currency_names_plural"]
        for code, name in loc.currencies.items():
            forms = [name, *dict(plurals.get(code, {})).values()]
            for form in forms:
                form = _PAREN.sub("", form).strip()
                if not form:
                    continue
                if "(" not in name:  # historical names carry a date range: units only
                    full.setdefault(key(form), code)
                if locale_id in _EN:
                    units.setdefault(form.split()[-1].casefold(), set()).add(code)
    return full, {w: frozenset(c) for w, c in units.items()}


@cache
def _chinese_short_names() -> dict[str, frozenset[str]]:
    """The Chinese currency names written without the country CLDR puts first ("坚戈" of 哈萨克斯坦坚戈, "卢比" of
    印度卢比 and 巴基斯坦卢比) → their codes: each ending of two characters or more of a current name, as "rupees" is
    the English unit word of several (:func:`_pick` chooses or says they are several)."""
    out: dict[str, set[str]] = {}
    for locale_id in _ZH:
        for code, name in _locale(locale_id).currencies.items():
            name = key(name)
            if code not in current_currencies() or not re.fullmatch(r"[\u3400-\u9fff]{3,}", name):
                continue
            for start in range(1, len(name) - 1):
                out.setdefault(name[start:], set()).add(code)
    return {w: frozenset(c) for w, c in out.items()}


def _symbols(locale_ids: Collection[str], codes: Collection[str]) -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for locale_id in locale_ids:
        loc = _locale(locale_id)
        for code in codes:
            sym = loc.currency_symbols.get(code)
            if sym and key(sym) and key(sym) != code.casefold():
                out.setdefault(key(sym), set()).add(code)
    return {s: frozenset(c) for s, c in out.items()}


@cache
def _main_symbols(codes: frozenset[str]) -> dict[str, frozenset[str]]:
    """English symbols, then Chinese ones for tokens English does not use."""
    out = dict(_symbols(_EN, codes))
    for sym, found in _symbols(_ZH, codes).items():
        out.setdefault(sym, found)
    return out


@cache
def _home_symbols(codes: frozenset[str]) -> dict[str, frozenset[str]]:
    """Symbols of each currency's home locales (official languages of the territory its ISO
    code starts with: ``pl_PL`` for PLN, ``sv_SE`` for SEK), read from the table built from Babel's data
    (:mod:`advisor.currency_homes`: loading ~200 locales cost 1–2.6 s once per process), or through Babel
    when the table is of another Babel release or does not cover the codes."""
    from .currency_homes import home_symbols

    found = home_symbols(codes, key)
    return _home_symbols_babel(codes) if found is None else found


def _home_symbols_babel(codes: frozenset[str]) -> dict[str, frozenset[str]]:
    """:func:`_home_symbols` read through Babel, each home locale loaded."""
    _, localedata, _, _, official = _babel()
    locale_ids = set()
    for code in codes:
        territory = code[:2]
        for lang in official(territory):
            if localedata.exists(f"{lang}_{territory}"):
                locale_ids.add(f"{lang}_{territory}")
    found = _symbols(sorted(locale_ids), codes)
    # a symbol is a currency's own only in its home: "$" in en_CA is CAD, not a second USD
    return {s: frozenset(c for c in cs if any(lid.endswith("_" + c[:2]) for lid in locale_ids))
            for s, cs in found.items()}


def _english_symbol(code: str) -> str:
    return key(_locale("en").currency_symbols.get(code, code))


@cache
def written_with(sign: str, code: str) -> bool:
    """Whether CLDR (through Babel) writes the currency ``code`` with the sign ``sign`` (no letters of a code): its
    English symbol is the sign or ends with it ("CA$", "A$", "NZ$" end with "$"; "£" is GBP's), or a locale of its
    home writes it so (en_CA's "$" for CAD). "$1200 CAD" then names one currency, the code saying which dollar
    (issue 27, fix79a #2); "€500 USD" still names two."""
    k = key(sign)
    if not k or k in _iso_codes():
        return False
    english = _english_symbol(code)
    if english == k or (english.endswith(k) and not any(ch.isalpha() for ch in k)):
        return True
    return code in _home_symbols(frozenset({code})).get(k, frozenset())


def _pick(word: str, codes: frozenset[str], convertible: frozenset[str]) -> str | None:
    """The currency a unit word or symbol means among ``codes``: the one the market converts
    (else the one in use today), or of several, the one whose English symbol is a single sign
    the others qualify (``$`` of ``A$``, ``CA$``). None if no code is in use; raises
    :class:`AmbiguousCurrency` if several remain."""
    ours = codes & convertible or codes & current_currencies()
    if len(ours) == 1:
        return next(iter(ours))
    if not ours:
        return None
    bare = [c for c in ours if len(_english_symbol(c)) == 1
            and any(_english_symbol(c) in _english_symbol(o) for o in ours if o != c)]
    if len(bare) == 1:
        return bare[0]
    raise AmbiguousCurrency(word, ours)


def currency_name(code: str, count: int = 2) -> str:
    """The English name of ``code`` (plural by default: ``"Indian rupees"``, ``"Chinese
    yuan"``), from CLDR; the code itself if CLDR has none."""
    numbers = _babel()[2]
    try:
        return numbers.get_currency_name(code, count, "en")
    except Exception:  # noqa: BLE001 - an unknown code keeps its code
        return code


def decimals(code: str) -> int:
    """CLDR's number of minor-unit digits of ``code`` (2 for USD, 0 for JPY and KRW)."""
    return _babel()[2].get_currency_precision(code)


@cache
def decimal_comma(code: str) -> bool:
    """Whether ``code`` is written with a decimal comma where it is used: most of the territories
    whose tender it is today write numbers in a locale (CLDR, through Babel: ``und_DE`` → ``de_DE``)
    whose decimal sign is not a dot. True for EUR (de, es, it, nl… write 1.500 for fifteen hundred;
    en_IE and mt_MT are the few with a dot), BRL, IDR, TRY, DKK; False for USD, GBP, CNY, JPY. Then
    a dot before exactly three digits ("€1.500") groups thousands (:func:`advisor.budget.parse_budget`)."""
    from babel.core import Locale, UnknownLocaleError, get_global

    votes = []
    for territory, spans in get_global("territory_currencies").items():
        if not any(c == code and end is None and tender for c, _, end, tender in spans):
            continue
        try:
            symbols = Locale.parse(f"und_{territory}").number_symbols
        except (UnknownLocaleError, ValueError):
            continue
        votes.append(symbols.get("latn", symbols).get("decimal", ".") != ".")
    return bool(votes) and sum(votes) > len(votes) / 2


def read_currency(token: str, convertible: Collection[str], market_currency: str = "") -> Reading | None:
    """Read one typed currency token.

    Args:
        token: the text around the number (``"$"``, ``"C$"``, ``"usd"``, ``"Indian rupees"``,
            ``"円"``); spaces and case do not matter.
        convertible: ISO codes the market can convert (its own and its exchange rates); a
            symbol or unit word is read among these first.
        market_currency: the market's own currency (a unit word that means it needs no note).
    Returns:
        A :class:`Reading`, or None when the token is no currency CLDR (or :data:`COLLOQUIAL`)
        knows. An ISO code is always read, converted or not (``NIO``), so the caller can say
        the market has no rate for it.
    Raises:
        AmbiguousCurrency: a symbol or word of several currencies the market converts
            (``kr``: NOK or SEK; ``kroner``: DKK or NOK).
    """
    k = key(token)
    if not k:
        return None
    conv = frozenset(convertible)
    if k in HOUSE:
        house, note = HOUSE[k]
        return Reading.said(house, note)
    if k in COLLOQUIAL:
        return Reading(COLLOQUIAL[k])
    if k in _iso_codes():
        return Reading(k.upper())
    found = _main_symbols(conv | current_currencies()).get(k)
    if found:
        code = _pick(token.strip(), found, conv)
        if code:
            return Reading(code)
    full, units = _names()
    if k in full:
        return Reading(full[k])
    if k in units:
        word = token.strip()
        code = _pick(word, units[k], conv)
        if code:
            shared = units[k] & current_currencies()
            if len(shared) > 1 and code != market_currency:
                return Reading.said(code, msg("currency.unit-word", "“{word}” read as {name} ({code}).",
                                              word=UserText(value=word), name=Currency(code=code), code=code))
            return Reading(code)
    if k in (shorts := _chinese_short_names()):  # "坚戈", "卢比": a Chinese name without its country
        code = _pick(token.strip(), shorts[k], conv)
        if code:
            return Reading.said(code, msg("currency.unit-word", "“{word}” read as {name} ({code}).",
                                          word=UserText(value=token.strip()), name=Currency(code=code), code=code))
    found = _home_symbols(conv).get(k)
    if found:
        code = _pick(token.strip(), found, conv)
        if code:
            return Reading(code)
    if len(k) == 1 and unicodedata.category(k) == "Sc":  # a sign of a currency no market here converts ("₽"):
        found = _home_symbols(current_currencies()).get(k)  # read in its home, so the budget says it has no rate
        code = _pick(token.strip(), found, conv) if found else None
        if code:
            return Reading(code)
    m = _DOLLAR_PREFIX.fullmatch(k)
    if m:  # "C$", "S$", "$CA": the dollar (CLDR unit word) whose ISO code starts with the letters
        letters = m.group(1) or m.group(2)
        dollars = [c for c in units.get("dollar", ()) if c in conv and c.casefold().startswith(letters)]
        if len(dollars) == 1:
            return Reading(dollars[0])
    return None
