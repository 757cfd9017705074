"""Follow-ups that keep the owner's cards and the count asked (issue 27 §5, break25 #8, #9, #25):

- "I have 2 3090s" then "can I run deepseek r1": the model asked is run on the cards had (:func:`runs_on_owned`);
- "I have a 4090" then "what about two?": two of the card had, still owned — what they run (:func:`owned_counted`);
- "fits 70b on 2 3090s" then "what about 4": four cards, never 4 dollars (:func:`counted_after_cards`);
- "4090 vs 5090 for 70b" then "with 2 of each": 2 × 4090 against 2 × 5090 (:func:`each_counted`);
- "in chinese please", "用中文", "in english": the same answer in that language (:func:`asked_language`).

Used by :func:`advisor.ask.answer.ask`. Pure: no I/O."""

from __future__ import annotations

import dataclasses
import re

from .added_cost import owned_added
from .cues import BUYING
from .models import Context, ReadAs
from .reader import Reading
from .topics import bare_count

_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
           "一": 1, "两": 2, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}
_EACH = re.compile(r"(?<![a-z0-9])([1-8]|one|two|three|four|five|six|seven|eight)\s+(?:of\s+)?(?:each|apiece)(?![a-z])|"
                   r"各\s*([1-8一两兩二三四五六七八])\s*(?:张|張|块|塊|个|個)|([1-8一两兩二三四五六七八])\s*(?:张|張|块|塊)\s*各")
"""A count of each card of a comparison ("with 2 of each", "各两张")."""

_CHINESE = r"(?:chinese|mandarin|中文|汉语|漢語|华语|華語)"
_LANGUAGES = [
    ("zh_Hant", re.compile(r"(?<![a-z])(?:in\s+)?traditional\s+chinese(?![a-z])|繁体|繁體|正體")),
    ("zh_Hans", re.compile(r"(?<![a-z])(?:in\s+)?simplified\s+chinese(?![a-z])|简体|簡體")),
    ("zh_Hans", re.compile(rf"(?<![a-z])(?:in|into|to|use|using|speak|answer\s+in|reply\s+in)\s+{_CHINESE}(?![a-z])|"
                           r"^\s*(?:chinese|mandarin)\s*(?:please|pls|plz)?\s*[.!?]*\s*$|"
                           r"(?:用|说|說|讲|講|换成|換成|改成|改用|翻译成|翻譯成)\s*(?:中文|汉语|漢語|华语|華語)|"
                           r"^\s*中文\s*(?:回答|回复|回覆|谢谢|謝謝)?\s*[。.!！?？]*\s*$")),
    ("en", re.compile(r"(?<![a-z])(?:in|into|to|use|using|speak|answer\s+in|reply\s+in)\s+english(?![a-z])|"
                      r"^\s*english\s*(?:please|pls|plz)?\s*[.!?]*\s*$|"
                      r"(?:用|说|說|讲|講|换成|換成|改成|改用|翻译成|翻譯成)\s*英(?:文|语|語)|^\s*英文\s*(?:回答|回复|回覆)?\s*[。.!！?？]*\s*$")),
]
_SHORT = 60
"""A language asked for is a request only in a short message ("in chinese please"), never a long question that names
a language ("best gpu for a chinese LLM in english docs…")."""


def asked_language(text: str) -> str | None:
    """The language a short message asks the answer in ("in chinese please" → ``zh_Hans``, "用繁體中文" →
    ``zh_Hant``, "in english" → ``en``); ``None`` when it asks none."""
    low = text.strip().lower()
    if len(low) > _SHORT:
        return None
    return next((code for code, p in _LANGUAGES if p.search(low)), None)


def language_only(text: str) -> bool:
    """Whether ``text`` asks a language and says nothing else of weight (the reading before is answered again)."""
    return asked_language(text) is not None and len(text.split()) <= 5


def _owned(before: Context | None) -> bool:
    return before is not None and before.read_as.own and bool(before.read_as.cards) and (
        before.read_as.command in ("why", "fits"))


def runs_on_owned(before: Context | None, r: Reading) -> bool:
    """Whether ``r`` asks whether a model runs with no card named, after the asker said the cards they have ("I have
    2 3090s" then "can I run deepseek r1", "can they run 70b"): a fit on those cards, not a fresh question."""
    return _owned(before) and not r.cards and not r.unknown and r.budget is None and (
        r.model is not None or r.model_family is not None) and "recommend" not in r.intents and (
        BUYING.search(r.text.lower()) is None)


def counted_after_cards(r: Reading, before: Context | None) -> Reading:
    """``r`` without the budget a count alone was read as, after a reading with cards ("fits 70b on 2 3090s" then
    "what about 4": four cards, never 4 dollars); ``r`` unchanged otherwise."""
    if before is None or not before.read_as.cards or before.read_as.command not in ("why", "fits", "compare") or (
            r.cards) or (n := bare_count(r.text)) is None:
        return r
    return dataclasses.replace(r, budget=None, budget_bare=False, budget_error=None, budget_said=None, numbers=[],
                               gpus=n)


def each_count(text: str) -> int | None:
    """The count of each card a follow-up says ("with 2 of each" → 2, "各两张" → 2); ``None`` otherwise."""
    m = _EACH.search(text.lower())
    if m is None:
        return None
    word = next(g for g in m.groups() if g)
    return int(word) if word.isdigit() else _COUNTS[word]


def owned_counted(read_as: ReadAs, before: Context | None, r: Reading, merged: bool) -> ReadAs:
    """The owner's reading after a follow-up that counts the card had ("I have a 4090" then "what about two?", "两张
    呢"): that many of it, owned — what they run (``fits``), never a comparison with one card; and a comparison
    followed by "with 2 of each": that many of each card. ``read_as`` unchanged otherwise."""
    if not merged or before is None:
        return read_as
    if read_as.command == "compare" and len(read_as.cards) == 2 and (n := each_count(r.text)) is not None:
        return read_as.model_copy(update={"counts": [n, n], "gpus": n})
    if not _owned(before) or r.cards or len(before.read_as.cards) != 1 or not r.gpus or r.gpus < 2:
        return read_as
    return owned_added(read_as.model_copy(update={"command": "fits", "cards": list(before.read_as.cards),
                                                  "counts": None, "gpus": r.gpus, "own": True}), before)  # the one
    # had and the one added, said (break36 #9)
