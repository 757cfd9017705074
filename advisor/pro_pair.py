"""Two data-centre or workstation cards compared (fix61a, round 25: "H100 vs RTX PRO 6000" said "H100 PCIe 80 GB is
never the better value: the rules do not recommend it for deep learning here" and "poor value for an individual").

The rules that hold a data-centre card back (``line.individual-avoid-pro``: passive cooling, no display output, dearer
than a GeForce card of its speed) weigh it against the consumer cards a buyer could take instead. Asked against
another professional card — an RTX PRO 6000, an RTX 6000 Ada, an L40S, an A100 — the consumer card is not the other
side: the expert weighs the two for the job (memory, bandwidth, speed and price, which the comparison's headline
and memory line say) and where each goes. So in such a pair no side is "never the better value" by that rule, and
the held-back line is replaced by the pair's own facts: where each card goes (a data-centre card's passive cooling
needs a server's airflow, :mod:`advisor.rules.checks`' ``rules.datacenter``; a workstation card cools itself in a
desktop) and FP8 when one side has it and the other has not (FP8 tensor cores from compute capability 8.9,
``data/precision_support.csv``; vLLM's FP8 docs, :data:`advisor.fp8_line.FP8_DOCS`). Pure."""

from __future__ import annotations

from collections.abc import Sequence

from .i18n import Message, msg
from .models import Card
from .wording import card_param

PRO_LINES = frozenset({"quadro", "datacenter"})
"""The product lines of professional cards (``data/cards.csv`` ``line``): workstation (``quadro``) and data-centre."""

HELD = frozenset({"line.individual-avoid-pro", "line.tesla-why", "line.tesla"})
"""The rules that hold a data-centre card back against consumer cards, not between two professional cards."""

NOT_RECOMMENDED = "compare.value.not-recommended"
"""The comparison's "never the better value: the rules do not recommend it" reason: kept in the reasoning (the value
verdict's why), not said in the short form of such a pair (:func:`unsaid`)."""

PAIR_KEYS = frozenset({"compare.pro.places", "compare.pro.servers"})
"""The deciding lines that mark a comparison as a professional pair's."""

FP8_MIN_CC = 8.9
"""FP8 tensor cores from compute capability 8.9 (Ada Lovelace, Hopper, Blackwell): :data:`advisor.fp8_line.FP8_DOCS`."""


def pro_pair(cards: Sequence[Card]) -> bool:
    """Whether ``cards`` are two professional cards (:data:`PRO_LINES`), neither a consumer one."""
    return len(cards) == 2 and all(c.line in PRO_LINES for c in cards)


def _fp8(card: Card) -> bool | None:
    if card.manufacturer != "NVIDIA" or card.compute_capability is None:
        return None
    return float(card.compute_capability) >= FP8_MIN_CC


def places(cards: Sequence[Card]) -> Message | None:
    """Where each of a professional pair goes: a data-centre card in a server, a workstation card in a desktop;
    ``None`` for two workstation cards (both go in a desktop: nothing to weigh)."""
    centre = [c for c in cards if c.line == "datacenter"]
    desk = [c for c in cards if c.line == "quadro"]
    if centre and desk:
        return msg("compare.pro.places", "{centre} is a data-centre card (passive cooling that needs a server's "
                   "airflow, no display output): it belongs in a server; {desk} is a workstation card that cools "
                   "itself in a desktop.", centre=card_param(centre[0].name), desk=card_param(desk[0].name))
    if len(centre) == 2:
        return msg("compare.pro.servers", "Both are data-centre cards (passive cooling that needs a server's airflow, "
                   "no display output): they belong in a server, so weigh memory, bandwidth and price.")
    return None


def fp8(cards: Sequence[Card]) -> Message | None:
    """FP8 when one side of the pair has its tensor cores and the other has not; ``None`` otherwise."""
    has = [c for c in cards if _fp8(c)]
    if len(has) != 1 or any(_fp8(c) is None for c in cards):
        return None
    other = next(c for c in cards if c is not has[0])
    return msg("compare.pro.fp8", "Only {card} has FP8 tensor cores (compute capability {cc}; {other} has {cc_other}, "
               "FP8 needs 8.9): an FP8 model runs at its released size, and training can use FP8.",
               card=card_param(has[0].name), cc=has[0].compute_capability, other=card_param(other.name),
               cc_other=other.compute_capability)


def unsaid(deciding_keys: set[str], key: str) -> bool:
    """Whether a comparison's reason of ``key`` is left out of its short form: the consumer rule's "never the better
    value" when the comparison's deciding lines (``deciding_keys``) are a professional pair's."""
    return key == NOT_RECOMMENDED and bool(deciding_keys & PAIR_KEYS)


__all__ = ["FP8_MIN_CC", "HELD", "NOT_RECOMMENDED", "PAIR_KEYS", "PRO_LINES", "fp8", "places", "pro_pair", "unsaid"]
