"""Typed text at the edges of the core: reading it in (:func:`clean_input`) and showing it back
to the user, safely (:func:`quote_user_text`, the one quoting function of every message).

Design choices (issue 12): typed text is cut to :data:`MAX_INPUT_CHARS` before any work is done
on it (no card, model, market or budget is near that long, and a 10-million-character name
took from 0.8 s to 80 s to refuse before the cut), and lone surrogates — what an undecodable
byte on a command line becomes under Python's ``surrogateescape`` — are dropped, so that every
answer serialises to UTF-8 and a UTF-8 terminal can print it.
"""

from __future__ import annotations

import re
import unicodedata
from decimal import Decimal
from fractions import Fraction
from typing import Any, cast, overload

MAX_INPUT_CHARS = 256
"""Longest typed text the core reads (card and model names, budgets, markets, options): longer
input is cut here. Discord's own option limits are 100 characters (names) and 64 (budgets)."""

MAX_QUOTED_CHARS = 60
"""Most characters of typed text a message ever shows back (an ellipsis marks a cut)."""

_SURROGATE = re.compile("[\ud800-\udfff]")


def clean_input(text: str, limit: int = MAX_INPUT_CHARS) -> str:
    """Typed text as the core reads it.

    Args:
        text: what was typed (a ``str``).
        limit: most characters kept (default :data:`MAX_INPUT_CHARS`); the rest is cut off.

    Returns:
        ``text`` cut to ``limit`` characters, with lone surrogates (U+D800–U+DFFF that are not
        a high/low pair) dropped (a pair is joined into the character it encodes), line breaks
        and tabs read as spaces, and invisible characters (Unicode categories Cc and Cf: NUL,
        zero-width spaces, bidi overrides) dropped.
    """
    s = text[:limit]
    if _SURROGATE.search(s):
        s = s.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "ignore")
    if not s.isprintable():  # only then can it hold a control or format character
        s = "".join(" " if c in _CONTROL_SPACE else c for c in s if c in _CONTROL_SPACE or not _invisible(c))
    return s


# Tabs and line breaks read as spaces; other control characters and format characters (zero-width
# spaces and joiners, bidi overrides such as U+202E, the BOM, soft hyphens: Unicode categories Cc
# and Cf) are invisible when typed or pasted, so "40<U+200B>90" is read as the 4090 it shows.
_CONTROL_SPACE = frozenset("\t\n\r\v\f\x1c\x1d\x1e\x1f\x85\u2028\u2029")


def _invisible(c: str) -> bool:
    return unicodedata.category(c) in ("Cc", "Cf")


def quote_user_text(text: object, limit: int = 40) -> str:
    """``text`` as it may appear in a message.

    Control, format, unassigned and surrogate characters (Unicode category ``C``: newlines,
    escape sequences, bidi overrides, lone surrogates) are removed, white space is folded, the
    result is at most ``limit`` characters and never more than :data:`MAX_QUOTED_CHARS` (an
    ellipsis marks a cut), and every "@" is followed by a zero-width space so that no front
    end can turn it into a mention (``@everyone``). Only the first few hundred characters are
    looked at, so quoting costs the same for any length. Never raises.
    """
    limit = max(1, min(int(limit), MAX_QUOTED_CHARS))
    if isinstance(text, str):
        raw = text
    else:
        try:
            raw = str(text)
        except Exception:  # e.g. an int past Python's digit limit, a broken __str__
            raw = f"<{type(text).__name__}>"
    window = raw[: limit * 4 + 64]  # enough for `limit` characters after folding, in practice
    s = " ".join("".join(c for c in window if unicodedata.category(c)[0] != "C").split())
    if len(s) > limit or (len(window) < len(raw) and s):
        s = s[: limit - 1] + "…"
    return s.replace("@", "@\u200b").replace("＠", "＠\u200b")


@overload
def read_text(value: str) -> str: ...
@overload
def read_text(value: object) -> str | None: ...
def read_text(value: object) -> str | None:
    """A text argument of the core's API as it is read: ``None`` stays ``None``; a ``str`` goes
    through :func:`clean_input`; a number (``int``, ``float``, ``Decimal``; not ``bool``) is its
    decimal text (``why(1080)``, ``recommend(500)``); anything else becomes ``"<type>"``, which
    no card, model, market or option matches, so the argument's own error says so. Never raises.
    """
    if value is None or isinstance(value, str):
        return value if value is None else clean_input(value)
    if isinstance(value, int | float | Decimal) and not isinstance(value, bool):
        try:
            return clean_input(str(value))
        except ValueError:  # an int past Python's digit limit
            pass
    return f"<{type(value).__name__}>"


_PLAIN_NUMBER = re.compile(r"\s*\d+(?:\.\d+)?\s*")


def read_number(value: object) -> float:
    """A number argument of the core's API (a memory floor in GB…) as a ``float``.

    Accepts real numbers (not ``bool``) and text that is a plain decimal number (``"12"``,
    ``"12.5"``, digits of any script). Raises ``ValueError`` for anything else: ``True``,
    ``"1_2"`` (which ``float()`` reads as 12), ``"1²"``, ``"1e3"``, lists.
    """
    if isinstance(value, bool):
        raise ValueError("a bool is not a number")
    if isinstance(value, int | float | Decimal | Fraction):
        try:
            return float(value)
        except OverflowError:
            raise ValueError("too large a number") from None
    if isinstance(value, str) and _PLAIN_NUMBER.fullmatch(s := clean_input(value)):
        return float(s)
    raise ValueError(f"not a plain number: {type(value).__name__}")


class _Deferred:
    """A regular expression compiled the first time it is used (:func:`deferred`)."""

    __slots__ = ("_args", "_compiled")

    def __init__(self, pattern: str, flags: int) -> None:
        self._args: tuple[str, int] = (pattern, flags)
        self._compiled: re.Pattern[str] | None = None

    def __getattr__(self, name: str) -> Any:  # .match, .search, .sub, .pattern…: the compiled pattern's
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(*self._args)
        return getattr(compiled, name)


def deferred(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, compiled when first used rather than when the module is
    imported: for a module whose expressions most programs never run (the budget reader's, imported
    with the rankings by every console start: ~3 ms of compiling, issue 30 §6)."""
    return cast("re.Pattern[str]", _Deferred(pattern, flags))

