"""An owner weighing a switch ("should I sell my 3090 and get a 5080?", "把我的3090卖了换4080s值吗"): the comparison's
"better value" is a buyer's verdict, while the owner asks what the switch gives and takes — the memory they would give
up or gain, the speed, and what it costs at the market's prices after selling theirs (break20's new-user check:
"sell my 3090 for a 5080" was told "Better value: 5080" with no word that 24 GB becomes 16 GB). Said first. Pure.
"""

from __future__ import annotations

import re
from typing import Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Money, Quantity, Text, msg
from ..models import Caveat
from ..wording import card_param, gb
from .image_ratio import image_speedup
from .offer_sale import SALE_LOW
from .options_owned import baseline
from .owned_keep import keep_which_said
from .owned_pair import bandwidth_said, owned_pair_said
from .owner_going import owner_going
from .switch_resale import resale_of

SWITCH = re.compile(r"(?<![a-z])(?:(?:sell(?:ing)?|trad(?:e|ing)(?:\s+in)?|swap(?:ping)?|replac(?:e|ing))\s+(?:my|it|"
                    r"(?:off\s+)?(?:two|three|four|[2-8]\s*x?)(?=\s))|"  # "sell two 3080s for one 4090" (fix75c #5)
                    r"upgrad(?:e|ing)\s+from|"
                    # "I'm going from a 3060 to a 4070 super", "switching from my 4070 to a 3090" (break30 #7)
                    r"(?:going|go|switch(?:ing)?|mov(?:e|ing)|jump(?:ing)?|step(?:ping)?\s+up)\s+from)(?![a-z])|"
                    r"(?:从|從)\S{0,12}(?:升级|升級)|"
                    r"卖掉|賣掉|卖了|賣了|出掉|出了")
"""Words of an owner selling or swapping the card they have for another."""


_OWNED_AFTER = re.compile(r"(?<![a-z0-9])(?!\d+\s*(?:gb|g)(?![a-z]))([a-z]*\d+[a-z]*)")
"""The first word with digits after the switch words: the card the asker says is theirs ("replace my aging 1080 Ti",
"sell my a100"), a memory size ("my 24gb 3090") passed over."""


_UNNAMED_AFTER = re.compile(r"\s+(?:(?:current|old|own)\s+)?(?:card|gpu|graphics\s+card|one)(?![a-z])")
"""The card had said with no name after the switch words ("swap my card for a 5090")."""


def _said_owned(text: str, card: str) -> bool:
    """Whether the card the English switch words name ("replace my aging 1080 Ti …: RX 6800 XT or RTX 3070 Ti?")
    is ``card``: when they name another, the two cards compared are both only considered (F07: "Switching from your
    Radeon RX 6800 XT" was said of a card the asker does not have). True when no card follows the words, and for
    the Chinese forms (the card said inside "从3090升级" or before "卖了")."""
    found = SWITCH.search(text)
    if found is None or not found.group(0)[:1].isalpha() or not found.group(0)[:1].isascii():
        return True
    if _UNNAMED_AFTER.match(text, found.end()) or found.group(0).endswith("it"):
        return True  # "swapping my card for a 5090", "sell it for a 4090": the card had, unnamed (fix72a #2)
    token = _OWNED_AFTER.search(text[found.end():found.end() + 32])
    return token is None or token.group(1) in card.lower().replace(" ", "") or token.group(1) in card.lower()


UPGRADE_TO = re.compile(r"(?<![a-z])(?:upgrad(?:e|ing)|switch(?:ing)?|mov(?:e|ing)|go(?:ing)?)\s+(?:up\s+)?to(?![a-z])|"
                        # "换成欧元": a currency asked, no card gone to (fix79a #5)
                        r"(?:换成|換成)(?!\s*\S{0,3}(?:元|币|幣|镑|鎊|美金|卢比|盧比|[€$£¥]))|换到|換到|升级到|升級到|想换|想換|换个|換個|换张|換張|换一张|換一張|"
                        # "upgrade my 3080 to a 3090", "upgrading our a4000s to a6000s" (break26 #11)
                        r"(?<![a-z])upgrad(?:e|ing)\s+(?:my|our|the|this)\s+[^,.?!;]{1,30}?\s+to(?![a-z])|"
                        # "I have a 7900 xtx, should I get a 4090" (an owner's words: break26 #12)
                        r"(?<![a-z])(?:should|would|could|do|shall)\s+(?:i|we)\s+(?:get|buy|go\s+for|grab|pick\s+up)"
                        r"(?![a-z])|"
                        # "3080升级3090值得吗", "3090换4090值得吗": the card before the words is the one had
                        r"(?<=[\da-z])\s*(?:升级|升級|换|換)(?:成|到)?(?=\s*\S{0,8}\d)|"
                        # "4090 → PRO 6000", "3090 -> 5090", "from a 3090 to a 5090" (fix66d): the card before had
                        r"(?<=[\da-z])\s*(?:→|->|-->|=>|⇒|➡️?|➔|—>)(?=[\sa-z]{0,16}\d)|"
                        r"(?<![a-z])from\s+(?:(?:an?|my|the|one|rtx|gtx|rx|radeon|geforce|nvidia|amd)\s+)*[a-z]{0,3}\d{3,4}"
                        r"[^,.?!;→>]{0,20}?\s+to(?![a-z])")
"""Words of an owner going to another card ("i have a 3090, should i upgrade to a 5080?", "我有一张3090，想换5080"):
the card after them is the one considered, the other the one had (break23 #4)."""

HAD_SAID = re.compile(r"^(?:升级|升級|换|換|→|->|-->|=>|⇒|➡|➔|—>|from\s)")
"""The :data:`UPGRADE_TO` words that say the card had by its place, with no owner's word ("3080升级3090", "4090 →
PRO 6000", "from a 3090 to a 5090": the card before them is had; fix66d, judge27: "4090 → PRO 6000 for flux lora,
worth it?" was a buyer's comparison)."""


_HAVE = re.compile(r"(?<![a-z])(?:i\s+(?:have|own|got|'ve\s+got|already\s+have)|my)(?![a-z])")
"""An owner's words before the card they have ("I have a 7900 xtx", "my 3080")."""


_ASKS_GET = re.compile(r"(?:should|would|could|do|shall)\s")
"""The buying words of :data:`UPGRADE_TO` ("should i get"), which need the card had said (:data:`_HAVE`)."""


def _names(token: str, card: str) -> bool:
    """Whether a word said ("4090", "3080ti") names ``card``."""
    return token in card.lower().replace(" ", "") or token in card.lower()


def _upgrade_to(text: str, read_as, cards: list) -> list | None:
    """The two compared ``cards`` as (the owner's, the one they would go to) when an owner (``read_as.own``) says they
    would go to one of them (:data:`UPGRADE_TO`); ``None`` otherwise."""
    found = UPGRADE_TO.search(text)
    if found is None:  # "my 3060, is a 4070 ti super worth it", "我有3060，换4070值得吗" (fix33b)
        return owner_going(text, read_as, cards)
    if not read_as.own and not HAD_SAID.match(found.group(0).strip()):
        return None  # an owner's words, or a card said before "升级" or an arrow (had, so an owner)
    if found.group(0).startswith("from"):  # "from a 3090 to …" names a card compared, never "from 1000 to 2000"
        said = _OWNED_AFTER.search(found.group(0)[4:])
        if said is None or not any(_names(said.group(1), c.card) for c in cards):
            return owner_going(text, read_as, cards)
    token = _OWNED_AFTER.search(text[found.end():found.end() + 32])
    first = cards[0].card.lower()
    if _ASKS_GET.match(found.group(0)):  # "should i get …": the card after it compared, the other one had
        going = [c for c in cards if token is not None and _names(token.group(1), c.card)]
        had = [_OWNED_AFTER.search(text[m.end():m.end() + 32]) for m in _HAVE.finditer(text)]
        if len(going) != 1 or not any(h is not None and _names(h.group(1), c.card) for h in had for c in cards
                                      if c is not going[0]):
            return owner_going(text, read_as, cards)  # "I have a 4060, should i get a 4060 ti": the 4060 is had
    if token is not None and (token.group(1) in first.replace(" ", "") or token.group(1) in first):
        return [cards[1], cards[0]]  # "upgrade to a 5080, i have a 3090": the card after the words is the new one
    return list(cards)


def _had_elsewhere(read_as, card: str) -> bool:
    """Whether the owner's card is a third one, the baseline the two options are weighed from
    (:func:`advisor.ask.options_owned.baseline`): then neither option is "yours" (newuser18 #30)."""
    had = baseline(read_as)
    return had is not None and had != card


def switch_said(text: str, read_as, answer: Any) -> Any:
    """``answer`` (a comparison of two cards, the owner's first) headed by what the switch gives and takes (module
    docstring) when ``text`` speaks of selling or swapping the asker's card; any other answer as it is."""
    shape = getattr(answer, "shape", None)
    cards = getattr(answer, "cards", None)
    if (shape is None or not cards or len(cards) != 2 or read_as.command != "compare"
            or getattr(answer, "same_card", True)
            or (getattr(answer, "counts", None) or [1, 1]) != [1, 1]):
        return answer
    if (kept := keep_which_said(text, read_as, answer)) is not None:
        return kept  # both the asker's: which to keep or to use, never a buy price (fix74c)
    if (paired := owned_pair_said(text, read_as, answer)) is not None:
        return paired  # both are the asker's: which is faster for the job, never a switch (fix72d)
    if SWITCH.search(text.lower()):
        mine, other = cards  # the card said first is the one had ("sell my 3090 and get a 5080")
        if not _said_owned(text.lower(), mine.card):
            return answer
    elif (going := _upgrade_to(text.lower(), read_as, cards)) is not None:
        mine, other = going
    else:
        return answer
    if not mine.memory_gb or not other.memory_gb or _had_elsewhere(read_as, mine.card):
        return answer
    diff = other.memory_gb - mine.memory_gb
    memory = (msg("ask.switch.memory.less", "you give up {diff} of memory ({mine} to {other}), so what fits today may "
                  "not fit after", diff=gb(-diff), mine=gb(mine.memory_gb), other=gb(other.memory_gb)) if diff < 0 else
              msg("ask.switch.memory.more", "you gain {diff} of memory ({mine} to {other})", diff=gb(diff),
                  mine=gb(mine.memory_gb), other=gb(other.memory_gb)) if diff > 0 else
              msg("ask.switch.memory.same", "the same {mine} of memory", mine=gb(mine.memory_gb)))
    faster, speedup = image_faster(read_as, answer, mine.card, other.card) or (answer.faster, answer.speedup)
    speed = (msg("ask.switch.faster", "{card} is about {speedup} faster", card=card_param(faster),
                 speedup=Quantity(value=round(speedup, 2), unit="x", digits=2))
             if faster and speedup and speedup > 1.0 else bandwidth_said(answer, shape)
             or msg("ask.switch.as-fast", "about as fast"))
    cost = None
    resale = resale_of(read_as)
    if resale is not None and other.price is not None and resale.currency == other.price.currency:
        cost = _resale_cost(mine, other, resale)
    elif mine.price is not None and other.price is not None and mine.price.currency == other.price.currency:
        net = other.price.amount - mine.price.amount
        cost = msg("ask.switch.cost", "; at this market's prices ({other} against {mine} for yours) the switch costs "
                   "about {net}", other=Money(amount=other.price.amount, currency=other.price.currency),
                   mine=Money(amount=mine.price.amount, currency=mine.price.currency),
                   net=Money(amount=max(net, 0.0), currency=other.price.currency)) if net > 0 else msg(
            "ask.switch.gain", "; at this market's prices ({other} against {mine} for yours) selling yours pays for it",
            other=Money(amount=other.price.amount, currency=other.price.currency),
            mine=Money(amount=mine.price.amount, currency=mine.price.currency))
    said = msg("ask.switch", "Switching from your {mine} to {other}: {memory}; {speed}{cost}.",
               mine=card_param(mine.card), other=card_param(other.card), memory=memory, speed=speed,
               cost=cost if cost is not None else Text(value=""))
    fact = Caveat(rule_id="memory.never-less", weight=DECIDING_WEIGHT, message=said)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})


def image_faster(read_as, answer: Any, mine: str, other: str) -> tuple[str, float] | None:
    """(the faster card, how many times as fast) by the image figures an image comparison ranks by (its it/s lines,
    :func:`advisor.ask.upgrade_verdict.image_speedup`), so the switch line says the headline's measure (break29 #8:
    "12% faster for SD" beside "about 1.44x faster" by the training index); ``None`` outside image jobs."""
    ratio = image_speedup(answer, mine, other) if read_as.use_case == "image" else None
    if not ratio:
        return None
    return (other, ratio) if ratio >= 1 else (mine, 1 / ratio)


def _resale_cost(mine: Any, other: Any, resale: Money) -> Any:
    """What the switch costs with theirs sold for ``resale`` (the amount said: :mod:`advisor.ask.switch_resale`), and
    whether that amount is low against the used price a buyer pays for theirs here."""
    net = other.price.amount - resale.amount
    price = Money(amount=other.price.amount, currency=other.price.currency)
    cost = (msg("ask.switch.cost.resale", "; selling yours for {resale}, the switch costs about {net} ({other} less "
                "{resale})", resale=resale, other=price, net=Money(amount=net, currency=resale.currency)) if net > 0
            else msg("ask.switch.gain.resale", "; selling yours for {resale} pays for {other}", resale=resale,
                     other=price))
    used = mine.price
    if used is None or used.currency != resale.currency or used.amount <= 0 or resale.amount >= SALE_LOW * used.amount:
        return cost
    return msg("ask.switch.resale.low", "{cost}; {resale} is low for a {card}: {gap} under what it sells for here "
               "({used})", cost=cost, resale=resale, card=card_param(mine.card),
               gap=Quantity(value=round((1 - resale.amount / used.amount) * 100), unit="%", digits=0),
               used=Money(amount=used.amount, currency=used.currency))


__all__ = ["SWITCH", "UPGRADE_TO", "switch_said"]
