"""Currency symbols of each currency's home locales, read from CLDR (through Babel) once, at build time.

:func:`advisor.currencies.read_currency` reads a token the English and Chinese symbols and names miss (``zł``,
``Kč``, a lone sign of a currency no market converts: ``₽``, ``₴``) among the symbols of each currency's home
locales (the official languages of the territory its ISO code starts with: ``pl_PL`` for PLN, ``ru_RU`` for
RUB). Babel loads a locale by unpickling it and merging its parents': a lone sign looked up among every current
currency's homes loaded ~200 locales, 1–2.6 s of CPU once per process (issue 30 §1), so the first question with
a ``₽`` cost a thousand ordinary ones.

What that lookup reads of CLDR is small and fixed for a Babel release: which locales are a territory's homes
(:data:`HOMES`) and each currency's symbols in those locales (:data:`SYMBOLS`, ~250 symbols, ~5,800 locale
mentions). :func:`build` reads it from Babel; ``python -m advisor.currency_homes`` writes it to
``advisor/currency_homes.json`` beside this module, with the Babel version it was read from; :func:`home_symbols`
answers from the file exactly as the lookup through Babel does (``tests/advisor/test_perf21.py`` sets the two
against each other over every market's currencies, the current ones and random sets of codes, and the file
against a fresh :func:`build`). A file of another Babel release, or codes the file does not cover, are read
through Babel as before (:func:`advisor.currencies._home_symbols_babel`).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Collection
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["FILE", "build", "home_symbols", "table"]

FILE = Path(__file__).with_name("currency_homes.json")
"""The table read from Babel (:func:`build`), written by ``python -m advisor.currency_homes``."""


def build() -> dict[str, Any]:
    """What :func:`home_symbols` reads, from Babel: ``babel`` (its version), ``codes`` (every ISO code CLDR
    lists), ``homes`` (territory → its home locales that exist: ``{lang}_{territory}`` for each official
    language) and ``symbols`` (code → symbol → the home locales that write the code with it; a symbol that is
    the code itself is left out: the lookup drops it)."""
    import babel
    from babel import Locale, localedata, numbers
    from babel.languages import get_official_languages

    codes = sorted(numbers.list_currencies())
    homes: dict[str, list[str]] = {}
    for territory in sorted({c[:2] for c in codes}):
        found = [f"{lang}_{territory}" for lang in get_official_languages(territory)
                 if localedata.exists(f"{lang}_{territory}")]
        if found:
            homes[territory] = found
    symbols: dict[str, dict[str, list[str]]] = {}
    for locale_id in sorted({lid for lids in homes.values() for lid in lids}):
        written = Locale.parse(locale_id).currency_symbols
        for code in codes:
            sym = written.get(code)
            if sym and sym != code:
                symbols.setdefault(code, {}).setdefault(sym, []).append(locale_id)
    return {"babel": babel.__version__, "codes": codes, "homes": homes, "symbols": symbols}


@cache
def table() -> dict[str, Any] | None:
    """The table of :data:`FILE` when it was read from the Babel release installed, else ``None``."""
    import babel

    try:
        data = json.loads(FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if data.get("babel") == babel.__version__ else None


def home_symbols(codes: Collection[str], key) -> dict[str, frozenset[str]] | None:
    """The symbols of the home locales of ``codes`` → the codes among them each writes (``key``:
    :func:`advisor.currencies.key`, the lookup form), as :func:`advisor.currencies._home_symbols_babel` reads
    them through Babel; ``None`` when :func:`table` has none or does not cover every code."""
    data = table()
    if data is None or not set(codes) <= set(data["codes"]):
        return None
    homes, symbols = data["homes"], data["symbols"]
    locale_ids = {lid for code in codes for lid in homes.get(code[:2], ())}
    out: dict[str, set[str]] = {}
    for code in codes:
        for sym, written_in in symbols.get(code, {}).items():
            k = key(sym)
            if k and k != code.casefold() and not locale_ids.isdisjoint(written_in):
                out.setdefault(k, set()).add(code)
    # a symbol is a currency's own only in its home: "$" in en_CA is CAD, not a second USD (a locale id ends
    # with "_" and its territory: the codes kept are those with a home locale among them)
    territories = {lid.rsplit("_", 1)[-1] for lid in locale_ids}
    return {s: frozenset(c for c in cs if c[:2] in territories) for s, cs in out.items()}


if __name__ == "__main__":  # python -m advisor.currency_homes: write the table read from the Babel installed
    FILE.write_text(json.dumps(build(), ensure_ascii=False, sort_keys=True, separators=(",", ":")) + "\n",
                    encoding="utf-8")
    print(f"wrote {FILE}", file=sys.stderr)
