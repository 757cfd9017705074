"""Why one card is the better value, said where the verdict is said (issue 28, graded real question U12).

"Better value: GeForce RTX 3090" beside a used Tesla V100 at a third of its price read as a bare claim: the
reader could not see that the V100 gives more speed and more memory per money and lost only because the rules
hold a passive server card back for a desktop. The headline's value sentence therefore carries its figures —
the speed for the money of the two (a ratio, so no speed scale is needed) and the price of a GB of memory on
each, both priced — and, when the winner is not the one with more speed per money, the reason it still wins
(the rules hold the other back; the other has less memory than the use case needs). Every figure is worked
out from the two sides' prices and speeds as the comparison shows them (``data/prices``, ``data/performance``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import ListOf, Message, Money, Quantity, msg
from .models import CardFacts, Reason, card_named
from .rules import card_param, gb

if TYPE_CHECKING:
    from .models import Card, Comparison
    from .rules import RuleBook

#: The value reasons (:func:`advisor.compare._better_value`) that choose the card with less speed per money
#: for its memory; their own sentence says why, so the headline gives it after the figures.
MEMORY_KEYS = ("compare.value.memory-wins", "compare.value.tight")
FOR_MEMORY = frozenset({"compare.better-value.for-memory", "compare.no-cuda.for-memory"})
"""The headline's value sentences that say memory chose the better value against more speed for the money: the
memory verdict (:data:`MEMORY_KEYS`) is then said neither as a deciding line nor as a caveat (fix65c: "B580 or
4060" said it again as "But GeForce RTX 4060 has 8 GB, tight …")."""


def _per_gb(f: CardFacts) -> Money | None:
    """The price of one GB of ``f``'s memory (its price over its memory, in the price's currency)."""
    if f.price is None or not f.memory_gb:
        return None
    return Money(amount=round(f.price.amount / f.memory_gb), currency=f.price.currency)


def _price(f: CardFacts) -> Money | None:
    return Money(amount=f.price.amount, currency=f.price.currency) if f.price is not None else None


def held_why(rules: RuleBook, held: Card, held_facts: CardFacts, winner: Card, win_facts: CardFacts) -> Message | None:
    """What holds ``held`` back against ``winner`` for a desktop user, in words (U12: "the rules hold it back" read as
    a contradiction beside "2.68x the speed for the money"): less memory ("16 GB against 24 GB"), a data-centre
    card's passive cooling that needs server airflow, a Tesla's missing display output, and a CUDA stack today's
    releases dropped (``compat.current-stack``, ``data/software_support.csv``); ``None`` when none of these holds."""
    parts: list[Message] = []
    if held_facts.memory_gb and win_facts.memory_gb and held_facts.memory_gb < win_facts.memory_gb:
        parts.append(msg("compare.held.memory", "{memory} against {other_memory}", memory=gb(held_facts.memory_gb),
                         other_memory=gb(win_facts.memory_gb)))
    if held.line == "datacenter" and winner.line != "datacenter":
        parts.append(msg("compare.held.passive", "passive cooling that needs server airflow (a fan and shroud in a "
                         "desktop)"))
        if held.name.startswith("Tesla "):
            parts.append(msg("compare.held.no-display", "no display output"))
    row = rules.support(held)
    if row is not None and row["status"] != "supported":
        parts.append(msg("compare.held.arch", "an architecture today's CUDA releases dropped"))
    if not parts:
        return None
    return msg("compare.held.list", "{parts}", parts=ListOf(items=[_as_param(p) for p in parts], style="and"))


def _as_param(m: Message):
    from .i18n import _param

    return _param(m)


def value_said(better: str, sides: tuple[CardFacts, CardFacts], value_reasons: list[Reason],
               held_reason: Message | None = None) -> Message:
    """The headline's "Better value: …" sentence for ``better`` (one of the two ``sides``' cards), with why.

    Inputs: the two sides' facts (price in the market's currency, speed relative to the market's reference,
    memory in GB) and the value reasons :func:`advisor.compare._better_value` gave. Returns the bare
    ``compare.better-value`` sentence only when the other side has no speed per money to weigh (no price or no
    speed figure); else the speed-for-the-money ratio of the two and each side's price per GB, and, when the
    winner has less speed per money, the reason it still wins: the other side held back by the rules
    (``compare.value.not-recommended``, said in words with ``held_reason``, :func:`held_why`) or short of memory
    (``compare.value.memory-wins`` / ``tight``)."""
    win = next(f for f in sides if f.card == better)
    other = next(f for f in sides if f is not win)
    card = card_param(win.card)
    wv, ov = win.performance_per_price, other.performance_per_price
    wp, op, wg, og = _price(win), _price(other), _per_gb(win), _per_gb(other)
    if not (wv and ov and wp and op and wg and og):
        return msg("compare.better-value", "Better value: {card}.", card=card)
    params = {"card": card, "other": card_param(other.card), "price": wp, "other_price": op, "per_gb": wg,
              "other_per_gb": og}
    if wv >= ov and win.memory_gb and other.memory_gb and win.memory_gb < other.memory_gb:  # the value is not the
        # whole story: the dearer card holds more (break23 #16: "3090 700 or 3060 200" said 3060 without 12 vs 24 GB)
        return msg("compare.better-value.more-less-memory", "Better value: {card}, {ratio} the speed for the money of "
                   "{other} ({price} vs {other_price}; {per_gb} vs {other_per_gb} a GB of memory), but with {memory} "
                   "against {other_memory}: what needs more memory runs only on {other}.",
                   ratio=Quantity(value=round(wv / ov, 2), unit="x", digits=2), memory=gb(win.memory_gb),
                   other_memory=gb(other.memory_gb), **params)
    if wv >= ov:
        return msg("compare.better-value.more", "Better value: {card}, {ratio} the speed for the money of {other} "
                   "({price} vs {other_price}; {per_gb} vs {other_per_gb} a GB of memory).",
                   ratio=Quantity(value=round(wv / ov, 2), unit="x", digits=2), **params)
    ratio = Quantity(value=round(ov / wv, 2), unit="x", digits=2)
    keys = {r.message.key for r in value_reasons}
    held = any(r.message.key == "compare.value.not-recommended" and card_named(r.message, other.card)
               for r in value_reasons)
    if held and held_reason is not None:
        return msg("compare.better-value.held.why", "Better value: {card} ({price}; {per_gb} a GB): {other} gives "
                   "{ratio} the speed for the money ({other_price}; {other_per_gb} a GB), but for this use it has "
                   "{why}.", ratio=ratio, why=held_reason, **params)
    if held:
        return msg("compare.better-value.held", "Better value: {card} ({price}; {per_gb} a GB): {other} gives "
                   "{ratio} the speed for the money ({other_price}; {other_per_gb} a GB), but the rules hold it "
                   "back for this use.", ratio=ratio, **params)
    if keys & set(MEMORY_KEYS):  # the value word names its measure (newuser16 Q9): memory here, speed there
        return msg("compare.better-value.for-memory", "Better value: {card} for its {memory} ({price}; {per_gb} a "
                   "GB); {other} gives {ratio} the speed for the money ({other_price}), more than it, but "
                   "only {other_memory} against {memory}, and memory is the first limit.", ratio=ratio,
                   memory=gb(win.memory_gb or 0), other_memory=gb(other.memory_gb or 0), **params)
    return msg("compare.better-value.less", "Better value: {card} ({price}; {per_gb} a GB), though {other} gives "
               "{ratio} the speed for the money ({other_price}; {other_per_gb} a GB): see why below.", ratio=ratio,
               **params)


def memory_value(c: Comparison) -> bool:
    """Whether ``c``'s better value is the card with less speed for the money, chosen for its memory
    (:data:`MEMORY_KEYS`): its label then names that measure, and the other card's names its own."""
    if not c.better_value or not any(r.message.key in MEMORY_KEYS for r in c.reasons):
        return False
    win = [f.performance_per_price for f in c.cards if f.card == c.better_value]
    rest = [f.performance_per_price for f in c.cards if f.card != c.better_value]
    return bool(win and rest and win[0] and rest[0] and win[0] < rest[0])


def value_mark(c: Comparison, card: str, faster: bool, reason: Message | None) -> Message | None:
    """A comparison line's mark with the value word (``reason``: its speed mark, ``faster`` when the line is the
    faster card's): "better value" on the better value's line; when memory chose it against more speed for the
    money (:func:`memory_value`, newuser16 Q9: "better value" on the 3090 beside the 4070 Ti SUPER's 1.71x the speed
    for the money), "better value for its memory" there and "more speed for the money" on the other's line."""
    memory = memory_value(c)
    if c.better_value and card == c.better_value:
        if memory:
            return (msg("shape.role.faster-and-memory", "{faster}, better value for its memory", faster=reason)
                    if faster and reason else msg("shape.role.value-memory", "better value for its memory"))
        return (msg("shape.role.faster-and-value", "{faster}, better value", faster=reason) if faster and reason
                else msg("shape.role.value", "best value"))
    if memory:
        return (msg("shape.role.faster-and-money", "{faster}, more speed for the money", faster=reason)
                if faster and reason else msg("shape.role.more-for-money", "more speed for the money"))
    return reason
