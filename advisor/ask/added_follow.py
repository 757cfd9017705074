"""Follow-ups that add cards to the rig of the answer before (issue 27, break27 #7): "what if I buy two?", "a third
one?", "再加一张呢", "should I buy two more?", "add a third?" after any answer with a card — a fit, a verdict, a
recommendation's pick, a pair weighed — were dropped (the answer before said again) or counted from the wrong rig
("I have two 3090s" then "add a third?" was weighed as one 3090 and a second).

:func:`added_rig` counts from the rig of the answer before: its card and its count (a fit's or a verdict's
``gpus``, a recommendation's pick, the counted card of a pair weighed), the cards had kept as had (``own``), and reads
the follow-up as the fit of the job before on the rig with the cards added (a fit with no model: what that rig runs).
The read-as note it adds (:data:`ADDED_NOTES`) carries the counts — had, added — so that the answer leads with the
yes or no for the job (:mod:`advisor.ask.add_second`) from them, never from the follow-up's words alone. What is
said:

- "another", "one more", "再加一张", "再买一张": one more than the rig had;
- "two more", "再加两张": that many more;
- "a second", "a third", "a fourth": that many in all;
- "buy two", "要不要买两张", "what if I get three?": that many in all for one who asked about a card, that many more
  for one who has it (they buy them).

Unchanged when the answer before had no card, the follow-up names a card of its own, or says no added card; after a
recommendation, "buy two" stays the comparison of two cards against one (:mod:`advisor.ask.buy_two`). Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Message, msg
from ..wording import card_param
from . import cues
from .models import ReadAs

if TYPE_CHECKING:
    from .models import Context
    from .reader import Reading

_WORDS = {"one": 1, "a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "一": 1, "两": 2,
          "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "second": 2, "third": 3, "fourth": 4, "2nd": 2,
          "3rd": 3, "4th": 4}
_N = r"([2-6]|two|three|four|five|six)"
_ZH_N = r"([一两兩二三四五六1-6])"
_UNIT = r"\s*(?:张|張|块|塊|个|個|片)"
_AFTER = r"(?!\s+(?!(?:one|card|cards|gpu|gpus|of|for|to|and|or|then|would|will|be|make|help|worth|is|in|on|do|does|" \
    r"rtx|gtx|rx|\d+\s*(?![gt]b|w)\b)(?![0-9]))[a-z0-9])"
"""After the count, nothing but a card word, a verb or a job: "another option", "two more gb", "one more question" are
no cards."""
_MORE = re.compile(rf"(?<![a-z])(?:another|one\s+more|an\s+extra){_AFTER}|(?<![a-z]){_N}\s+more{_AFTER}|"
                   rf"再\s*(?:加|买|買|来|來|插|上|搞|入)\s*{_ZH_N}?{_UNIT}|(?:多|再)\s*{_ZH_N}{_UNIT}")
"""Cards added to those of the rig: one ("another", "再加一张"), or that many ("two more", "再加两张")."""
_ORDINAL = re.compile(rf"(?<![a-z])(?:a|add(?:ing)?(?:\s+a)?|buy(?:ing)?\s+a|get(?:ting)?\s+a)\s+"
                      rf"(second|third|fourth|2nd|3rd|4th){_AFTER}")
"""The rig's new count said as the added card's place: "a third" is three in all."""
_BUY = re.compile(rf"(?<![a-z])(?:buy|get|grab|add|getting|buying|adding|use|run|go\s+with)\s+{_N}"
                  rf"(?:\s+of\s+(?:them|those|these|it|em))?(?:\s+(?:cards?|gpus?|instead))?"
                  rf"\s*(?:[?？.!,，]|$|(?=(?:for|to|and|then)\s))|"
                  rf"(?:买|買|入|上|要|搞|配|用)\s*([两兩二三四五六2-6]){_UNIT}(?:\s*(?:卡|显卡|顯卡))?\s*(?:[?？。.!！,，]|$|"
                  rf"[吗嗎呢吧]|来|來|跑)")
"""A count bought or run ("what if I buy two?", "要不要买两张"): in all for a buyer, more for an owner."""

ADDED_NOTES = ("ask.added.owned", "ask.added.asked")
"""The read-as notes of a rig counted by :func:`added_rig`; their ``had`` and ``added`` params are the counts."""


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _WORDS[word]


def added_words(text: str, had: int, own: bool) -> int | None:
    """How many cards ``text`` adds to a rig of ``had`` cards (module docstring); ``None`` when it adds none."""
    low = text.lower()
    if m := _MORE.search(low):
        said = next((g for g in m.groups() if g), None)
        return _number(said) if said is not None else 1
    if m := _ORDINAL.search(low):
        total = _number(m.group(1))
        return total - had if total > had else None
    if m := _BUY.search(low):
        n = _number(next(g for g in m.groups() if g))
        if own:
            return n
        return n - had if n > had else None
    return None


def _rig_before(before: Context) -> tuple[str, int, bool] | None:
    """The card, count and ownership of the rig of the answer before; ``None`` when it had no one card's rig."""
    ra = before.read_as
    if ra.command in ("fits", "why") and len(ra.cards) == 1:
        return ra.cards[0], ra.gpus or 1, ra.own
    if ra.command == "compare" and ra.counts and len(ra.cards) == len(ra.counts) and max(ra.counts) > 1 and (
            sorted(ra.counts)[-2:-1] == [1] or len(ra.counts) == 1):  # "2 × 3090 against one 5090": the pair
        i = ra.counts.index(max(ra.counts))
        return ra.cards[i], ra.counts[i], ra.own
    if ra.command == "recommend" and before.picked is not None:
        return before.picked, ra.gpus or 1, False
    return None


def _llm_job(ra: ReadAs, own: bool) -> bool:
    """Whether the job before is a language model's (a model named, LLMs asked), or an owner's card with no job
    said (what the rig runs, as two of a card had do: :func:`advisor.ask.owner_follow.owned_counted`)."""
    return ra.model is not None or ra.use_case == "llm" or (own and ra.use_case is None and ra.job is None)


def added_rig(before: Context | None, r: Reading, read_as: ReadAs, merged: bool) -> ReadAs:
    """The follow-up's reading as the fit of the job before on the rig before with the cards it adds (module
    docstring); ``read_as`` unchanged when it adds none to a rig before."""
    if not merged:
        return added_at_once(r, read_as)
    if before is None or r.budget is not None:
        return read_as
    rig = _rig_before(before)
    if rig is None or any(n.key.startswith("ask.image-pair") for n in read_as.notes):  # an image job: one card each
        return read_as
    card, had, own = rig
    if r.cards and any(c != card for c in r.cards):
        return read_as
    if before.read_as.command == "recommend" and _BUY.search(r.text.lower()) and not _MORE.search(r.text.lower()):
        return read_as  # "should I buy two?" after a pick: two against one better card (advisor.ask.buy_two)
    added = added_words(r.text, had, own)
    if added is None or added < 1 or had + added > 8:
        return read_as
    chained = any(n.key in ADDED_NOTES for n in read_as.notes)  # "buy another?" then "and one more?": the rig
    # before is partly bought already, so counted from it as asked, never as all the owner's
    note = (msg("ask.added.owned", "{total:.0f} × {card} in all: the {had:.0f} you have and {added:.0f} more.",
                total=had + added, card=card_param(card), had=had, added=added) if own and not chained else
            msg("ask.added.asked", "{total:.0f} × {card} in all: {added:.0f} more than the {had:.0f} before.",
                total=had + added, card=card_param(card), had=had, added=added))
    notes: list[Message] = [n for n in read_as.notes if not n.key.startswith(("ask.buy-two", "ask.budget-unweighed"))
                            and n.key not in ADDED_NOTES]  # the count before is this one's "had"
    before_model = before.read_as.model
    if not _llm_job(before.read_as, own):  # "is a 3090 good for training?" then "buy another?": that card's count
        # against one (advisor.ask.answer.ask), never an LLM's fit
        if before.read_as.command != "why":
            return read_as
        return read_as.model_copy(update={"gpus": had + added, "notes": [*notes, note]})
    return read_as.model_copy(update={
        "command": "fits", "cards": [card], "gpus": had + added, "counts": None, "own": own, "budget": None,
        "offer": None, "card_offers": None, "model": read_as.model or before_model, "topic": None,
        "notes": [*notes, note]})


def added_at_once(r: Reading, read_as: ReadAs) -> ReadAs:
    """An owner's one question that adds cards like theirs with no model named ("I have a 4070 12gb, is it worth
    adding a second 4070 for llms?", "我有一张4070，值得再加一张跑大模型吗"; fix34a, newuser18 #28): the rig with the
    cards added, weighed as the follow-up "and with a second 4070?" weighs it — what that rig runs, counted from the
    card had (its note, :data:`ADDED_NOTES`), never the one card's answer alone. ``read_as`` unchanged otherwise
    (a model named is weighed by :mod:`advisor.ask.add_second` from the reader's count)."""
    if not (read_as.own and read_as.command in ("why", "fits") and len(read_as.cards) == 1
            and read_as.model is None and not read_as.budget and _llm_job(read_as, True)):
        return read_as
    low = r.text.lower()
    more = cues.MORE_N.search(low)
    added = 1 if cues.ANOTHER.search(low) else (
        0 if more is None else int(n) if (n := more.group(1) or more.group(2)).isdigit() else cues.MORE_VALUES[n])
    total = read_as.gpus or 1
    if added < 1 or total - added < 1 or any(n.key in ADDED_NOTES for n in read_as.notes):
        return read_as
    card, had = read_as.cards[0], total - added
    note = msg("ask.added.owned", "{total:.0f} × {card} in all: the {had:.0f} you have and {added:.0f} more.",
               total=total, card=card_param(card), had=had, added=added)
    return read_as.model_copy(update={"command": "fits", "counts": None, "topic": None,
                                      "notes": [*read_as.notes, note]})


def owned_words(read_as: ReadAs) -> bool:
    """Whether the cards before the ones added are the asker's own (an owner's rig, not one counted before)."""
    return read_as.own and not any(n.key == "ask.added.asked" for n in read_as.notes)


def added_counts(read_as: ReadAs) -> tuple[int, int] | None:
    """``(had, added)`` of a rig counted by :func:`added_rig` (its note, kept by a follow-up that changes no count),
    else ``None``."""
    note = next((n for n in read_as.notes if n.key in ADDED_NOTES), None)
    if note is None:
        return None
    had, added = int(getattr(note.params["had"], "value", 0)), int(getattr(note.params["added"], "value", 0))
    return (had, added) if had + added == (read_as.gpus or 1) else None  # a count changed since: not this rig


__all__ = ["ADDED_NOTES", "added_counts", "added_rig", "added_words", "owned_words"]
