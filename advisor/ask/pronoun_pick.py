"""A pronoun takes the card the answer before was about (break36 #4): after a recommendation, "it" is its pick —
"compare it with the 5090" compares the pick with the 5090 (it asked "with which card?"), "how fast is it", "is it
good for llama 3 8b?" and "那它呢" are asked of the pick (its verdict, or its fit for the model of the conversation);
after a verdict or a fit on one card, "it" is that card ("is a 4060 ti good?" then "它和4090比呢"). A follow-up that
says a budget, a currency, a condition, a count or a topic of its own is left to the rules of those slots ("can I get
it used?" stays a used ranking); one that names a card without a comparison word is about that card ("what about the
4090, is it good?"). Pure.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import msg
from ..wording import card_param

if TYPE_CHECKING:
    from .models import Context, ReadAs
    from .reader import Reading

PRONOUN = re.compile(r"(?<![a-z'])(?:it|this\s+one|that\s+one|that\s+card|this\s+card|the\s+pick|your\s+pick|"
                     r"the\s+one\s+you\s+(?:picked|recommended|suggested))(?![a-z'])|它|这张卡|這張卡|那张卡|那張卡")
"""The words that point at the card of the answer before ("compare it with", "how fast is it", "那它呢")."""


_AMOUNT = re.compile(r"(?<![a-z])(?:double|triple|halve|increase|raise|lower|cut|bump|stretch|up)\s+it(?![a-z])|"
                     r"(?:翻倍|加倍|减半|減半)|(?<![a-z])(?:alongside|beside|besides|with|next\s+to|on\s+top\s+of|as\s+well\s+as)"
                     r"\s+it(?![a-z])|和它一起|跟它一起|同时|同時")
"""A pronoun that is the budget before ("what if I double it?", "预算翻倍") or the job beside which another runs ("plus
sdxl alongside it?"), never the card."""


def pointed(before: Context | None) -> str | None:
    """The card "it" is after ``before``: a recommendation's (or a comparison's) pick, else the one card a verdict or
    a fit was about; ``None`` otherwise."""
    if before is None:
        return None
    ra = before.read_as
    if ra.command in ("recommend", "compare") and before.picked is not None:
        return before.picked
    if ra.command == "fits" and before.picked is not None and (not ra.cards or ra.own):
        return before.picked  # the card a fit picked to buy: for no card said, or over the asker's own (fix79a #5)
    if ra.command in ("why", "fits") and len(ra.cards) == 1:
        return ra.cards[0]
    return None


_OVER = re.compile(r"(?<![a-z])(?:over|than|instead\s+of|rather\s+than|vs\.?|versus|against)(?![a-z])|"
                   r"比|相比|对比|對比")
"""Words setting the card "it" is against another ("is it worth it over a 3090?", fix74c #2)."""
_COST = re.compile(r"(?<![a-z])(?:how\s+much\s+(?:does|is|would|will)\s+it(?:\s+cost)?|"
                   r"what\s+(?:does|would|will)\s+it\s+cost|(?:its|the)\s+price|price\s+of\s+it|what\s+is\s+it\s+priced)(?![a-z])|它多少钱|它多少錢|它的价格|"
                   r"它的價格|它要多少")
"""Words asking what the card "it" is costs ("how much does it cost", "what does it cost in euros", fix74c #2): its
price, in the currency said, never a budget converted."""


_COST_ALONE = re.compile(r"(?:and\s+|so\s+)?(?:how\s+much(?:\s+(?:would|will|does|is)\s+(?:that|this)"
                         r"(?:\s+(?:one|card))?(?:\s+(?:cost|be))?|\s+would\s+(?:that|this)\s+(?:cost|be)|\s+(?:money|then))?|"
                         r"what(?:'s|\s+is|\s+would\s+be)\s+(?:the|its)\s+(?:price|cost)|"
                         r"(?:那|这|這)?(?:个|個|张|張)?(?:要|得|大概|大约|大約)?多少(?:钱|錢)|(?:那|这|這)?(?:个|個)?(?:什么价|什麼價|啥价|啥價))"
                         r"[\s?？!！.。呢啊吗嗎]*")
"""A follow-up that only asks a price ("how much?", "how much would that cost?", "多少钱", "那要多少钱呢"; fix79a #5):
the price of the card the answer before picked (a fit's pick, an upgrade's), as "how much does it cost" is."""


def cost_alone(r: Reading) -> bool:
    """Whether ``r`` only asks a price (:data:`_COST_ALONE`), with no card, model or budget of its own."""
    return not r.cards and r.model is None and r.budget is None and _COST_ALONE.fullmatch(r.text.lower().strip()) \
        is not None


def cost_asked(r: Reading) -> bool:
    """Whether ``r`` asks what the card "it" points at costs (:data:`_COST`, :func:`cost_alone`), with no card of its
    own."""
    return not r.cards and (_COST.search(r.text.lower()) is not None or cost_alone(r))


def _adds(r: Reading) -> bool:
    """Whether ``r`` says a slot a follow-up changes by its own rule (a budget, a currency, used, a count, a topic)."""
    return (r.budget is not None or r.budget_factor is not None or (r.currency is not None and not cost_asked(r))
            or r.condition is not None
            or r.gpus is not None or r.help or r.chatter or bool(r.unknown)
            or (r.use_case not in (None, "llm") and not job_asked(r)) or _AMOUNT.search(r.text.lower()) is not None)


_SUITS = re.compile(r"(?<![a-z'])(?:is|would|will|can|could|does|do)\s+(?:it|that|this)(?:\s+one|\s+card)?\s+(?:be\s+)?"
                    r"(?:enough|good|ok|okay|fine|able|handle|run|do|work|cope|manage|fit)(?![a-z])|"
                    r"它(?:够|夠|能|可以|行|跑得)")
"""Words asking whether the card "it" is does a job ("is it enough for flux?", "can it run sdxl?", "它够跑flux吗"):
the job's use case is asked of the pick, not a new ranking for it (fix75d #2)."""


def job_asked(r: Reading) -> bool:
    """Whether ``r`` asks whether the card "it" points at does a job it names (:data:`_SUITS`), with no card, budget or
    count of its own."""
    return not r.cards and r.budget is None and r.gpus is None and _SUITS.search(r.text.lower()) is not None


def _compared(r: Reading) -> bool:
    return len(r.cards) == 1 and ("compare" in r.intents or _OVER.search(r.text.lower()) is not None)


def pronoun_follows(before: Context | None, r: Reading) -> bool:
    """Whether ``r`` reads with ``before`` because its pronoun points at the card before (module docstring)."""
    card = pointed(before)
    if card is None or _adds(r) or (PRONOUN.search(r.text.lower()) is None and not cost_alone(r)):
        return False
    return (_compared(r) and r.cards[0] != card) or not r.cards


def on_pronoun(r: Reading, read_as: ReadAs, before: Context | None, merged: bool) -> ReadAs:
    """``read_as`` asked of the card "it" points at (module docstring): compared with the one card ``r`` names, or
    that card's verdict (its fit with a model); unchanged when ``r`` points at none, says a slot of its own, or the
    reading already asks of a card's topic."""
    card = pointed(before) if merged else None
    if card is None or before is None or _adds(r) or read_as.topic is not None or (
            PRONOUN.search(r.text.lower()) is None and not cost_alone(r)):
        return read_as
    picked = before.read_as.command in ("recommend", "compare") or card not in before.read_as.cards  # a fit's pick
    notes = [n for n in read_as.notes if n.key != "ask.note.picked"]
    if picked:
        notes.append(msg("ask.note.picked", "Asked of {card}, the card recommended before.", card=card_param(card)))
    if _compared(r) and r.cards[0] != card:
        return read_as.model_copy(update={"command": "compare", "cards": [card, r.cards[0]], "budget": None,
                                          "counts": None, "gpus": None, "memory_gb": None, "own": False,
                                          "notes": notes})
    several = (before.read_as.gpus or 1) > 1 or any(n > 1 for n in before.read_as.counts or [])
    if cost_asked(r) and (not picked or before.read_as.command == "fits") and not several:  # "how much does it
        # cost" after a fit on the 3090: its price; after a second card added ("what if I buy another?"), "it" is the
        # card added (its own rule); after a fit's pick, the pick, all its cards ("2 x GeForce RTX 3090": fix79a #5)
        return read_as.model_copy(update={"command": "why", "cards": [card], "model": None, "task": None,
                                          "precision": None, "budget": None, "gpus": None,
                                          "counts": [before.picked_gpus] if picked and before.picked_gpus else None,
                                          "own": read_as.own and not picked, "notes": notes})
    if r.cards or not picked or before.read_as.command != "recommend":
        return read_as
    return read_as.model_copy(update={"command": "fits" if read_as.model is not None else "why", "cards": [card],
                                      "budget": None, "counts": None, "gpus": None, "own": False, "notes": notes})


__all__ = ["PRONOUN", "on_pronoun", "pointed", "pronoun_follows"]
