"""Showing what a user typed back to them, safely (one helper for every error message)."""

from __future__ import annotations

import unicodedata


def quote_user_text(text: object, limit: int = 40) -> str:
    """``text`` as it may appear in a message: control characters removed, white space
    folded, at most ``limit`` characters (an ellipsis marks a cut), and every "@" followed by
    a zero-width space so that no front end can turn it into a mention (``@everyone``)."""
    s = " ".join("".join(c for c in str(text) if unicodedata.category(c)[0] != "C").split())
    if len(s) > limit:
        s = s[: limit - 1] + "…"
    return s.replace("@", "@\u200b").replace("＠", "＠\u200b")
