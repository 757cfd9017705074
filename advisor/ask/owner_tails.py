"""An owner's symptom answer carries no buyer's tail (issue 28, break32 #15).

"upgraded from 3090 to 5090 and training got slower" was answered (the upgrade that went slower: what to check) and
then told "For occasional use, rent: GeForce RTX 3090 rents for about 0.39 USD an hour …" — renting the card they
left; "my 4060 is 10x slower than a 4090, normal?" got its diagnosis and then "Better value: GeForce RTX 4090 for its
24 GB …", the ranking marked "better value" and "more speed for the money", and the value and middle-card facts of a
comparison made for a buyer. When the answer's headline is an owner's symptom verdict (:data:`SYMPTOM_HEADS`: a speed
ratio seen between two cards, an upgrade that went slower), :func:`owner_tails_dropped` takes out what speaks to a
buyer — the value verdict inside the headline, the buying facts (:data:`BUYER_TAILS`: renting, waiting, value, a
card in the middle, a cheaper card, the used price against the launch price) and the value marks of the ranking;
the figures that explain the symptom (the speed, the architecture, the measure) stay. Any other answer is as it is.
Pure.
"""

from __future__ import annotations

import re
from typing import Any

from ..i18n import Message, MessageParam
from .measured_own import NORMAL_ASKED
from .owner_going import GOING_WORDS

SYMPTOM_HEADS = ("ask.ratio.more", "ask.ratio.less", "ask.ratio.normal", "ask.upgrade-slow.", "ask.switch-rig.")
"""The owner's verdicts that lead an answer: a symptom (:mod:`advisor.ask.ratio_seen`,
:mod:`advisor.ask.slower_upgrade`), or a switch of their cards for others (:mod:`advisor.ask.upgrade_counts`: "going
from my 3060 to 2 3090s" said "Yes for LLMs' memory …" and then "Better value: GeForce RTX 3060 12 GB")."""
_UNWRAP = {"compare.several.summary-value": "summary"}
"""A sentence that adds a buyer's verdict to another ("{summary} Better value: {side}."): the other kept."""
BUYER_TAILS = ("ask.rent", "ask.wait", "ask.cheaper.", "ask.worth.buy", "compare.value.", "compare.middle",
               "compare.better-value", "price.used-over-msrp", "value.")
"""Message keys (prefixes) of what a buyer is told: renting, waiting, value, a card in the middle, a cheaper card."""
_JOINS = ("answer.join.sentences", "answer.join.semicolon")
_VALUE_MARKS = {"shape.role.value", "shape.role.value-memory", "shape.role.more-for-money"}
_FASTER_MARKS = {"shape.role.faster-and-value", "shape.role.faster-and-memory", "shape.role.faster-and-money"}


def _inner(value: Any) -> Message | None:
    """A parameter that is itself a message, as a message (its params as they are, never validated again)."""
    if isinstance(value, Message):
        return value
    return Message.model_construct(key=value.key, params=value.params) if isinstance(value, MessageParam) else None


def _as_param(original: Any, m: Message) -> Any:
    """``m`` in the form of the parameter it replaces."""
    return MessageParam.model_construct(key=m.key, params=m.params) if isinstance(original, MessageParam) else m


def _keys(m: Message) -> list[str]:
    out = [m.key]
    for v in m.params.values():
        if (inner := _inner(v)) is not None:
            out += _keys(inner)
    return out


def _tail(key: str) -> bool:
    return key.startswith(BUYER_TAILS)


def _without_tails(m: Message) -> Message | None:
    """``m`` with each joined sentence that speaks to a buyer taken out; ``None`` when all of it does (``m`` itself
    when none does)."""
    if not any(_tail(k) or k in _UNWRAP for k in _keys(m)):
        return m
    if m.key in _UNWRAP and (inner := _inner(m.params.get(_UNWRAP[m.key]))) is not None:
        return _without_tails(inner)
    if m.key in _JOINS:
        parts = {k: _without_tails(i) for k, v in m.params.items() if (i := _inner(v)) is not None}
        kept = [p for p in parts.values() if p is not None]
        if len(kept) == len(parts):
            params = {**m.params, **{k: _as_param(m.params[k], p) for k, p in parts.items() if p is not None}}
            return Message.model_construct(key=m.key, params=params)
        return kept[0] if len(kept) == 1 else None
    return None if _tail(m.key) else m


def _mark(reason: Message | None) -> Message | None:
    """A ranking line's mark without its value words ("4.5x faster, better value" → "4.5x faster"; a rig's mark
    likewise)."""
    if reason is None or reason.key in _VALUE_MARKS:
        return None
    if reason.key in _FASTER_MARKS:
        return _inner(reason.params.get("faster"))
    if reason.key == "shape.role.several" and (mark := _inner(reason.params.get("mark"))) is not None:
        kept = _mark(mark)
        how = _inner(reason.params.get("how"))
        return how if kept is None else Message.model_construct(
            key=reason.key, params={**reason.params, "mark": _as_param(reason.params["mark"], kept)})
    return reason


def is_symptom(headline: Message) -> bool:
    """Whether ``headline`` is led by an owner's symptom verdict (:data:`SYMPTOM_HEADS`)."""
    if not any(k.startswith(SYMPTOM_HEADS) for k in headline.keys):  # a gate: the message's keys (read once per
        return False  # message) hold every key of :func:`_keys` and more, so none there is none here (issue 30 §2)
    return any(k.startswith(SYMPTOM_HEADS) for k in _keys(headline))


def owner_asks_normal(text: str, read_as: Any) -> bool:
    """Whether an owner asks if their card's slowness is normal ("my 3090 trains slower than my friend's 4090,
    normal?", "我的3060比4090慢这么多正常吗"): a symptom question even where no verdict on it leads."""
    low = text.lower()
    return bool(getattr(read_as, "own", False) and NORMAL_ASKED.search(low) and _SLOWER.search(low)
                and not GOING_WORDS.search(low) and not _BUYING.search(low))  # "too slow, should I buy a 4090?"


_SLOWER = re.compile(r"(?<![a-z])(?:slower|slow|slowly)(?![a-z])|慢")
_BUYING = re.compile(r"(?<![a-z])(?:buy|sell|rent|replace)(?![a-z])|买|買|租|卖|賣")
"""A buyer's words beside the owner's: the buyer's answer keeps its tails."""


def owner_tails_dropped(answer: Any, asked: bool = False) -> Any:
    """``answer`` without a buyer's tails when its headline is an owner's symptom verdict, or ``asked`` (an owner
    asks whether their slowness is normal: :func:`owner_asks_normal`) — module docstring."""
    shape = getattr(answer, "shape", None)
    if shape is None or not (asked or is_symptom(shape.headline)):
        return answer
    head = _without_tails(shape.headline) or shape.headline
    decides = [c for c in shape.decides if not any(_tail(k) for k in _keys(c.message))]
    caveats = [c for c in shape.caveats if not any(_tail(k) for k in _keys(c.message))]
    ranking = [r.model_copy(update={"reason": _mark(r.reason)}) for r in shape.ranking]
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": head, "decides": decides, "caveats": caveats, "ranking": ranking})})


__all__ = ["BUYER_TAILS", "SYMPTOM_HEADS", "is_symptom", "owner_asks_normal", "owner_tails_dropped"]
