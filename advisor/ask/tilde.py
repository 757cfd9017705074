"""A "~" between two numbers is a range (issue 27, fix50a): "650~850w" (watts), "预算5000~6000", "500~800 dollars",
"32~64GB 内存" — written as the "-" range every reader already reads ("600-800w" the power supply, "budget 600-800" the
budget's top, "12-16gb" memory), before Markdown's "~" is dropped from the question. Dropped, "650~850w" read as
"650 850w": a GTX 650 owned. A lone "~" before a number ("~1200") is "about" and is still dropped: the budget reader
reads it from the text as typed (:mod:`advisor.ask.budgets`)."""

from __future__ import annotations

import re

_BETWEEN = re.compile(r"(?<=\d)\s*~\s*(?=[$€£¥]?\s?\d)")
"""A "~" (a full-width "～" too, after NFKC) with a figure on each side, a currency sign before the top allowed."""


def tilde_ranges(s: str) -> str:
    """``s`` (the question, lower case, NFKC) with each "~" between two numbers written as "-"."""
    return _BETWEEN.sub("-", s) if "~" in s else s
