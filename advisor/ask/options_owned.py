"""An owner's card said as the baseline of the options to buy (issue 28, break26 #3): "现在用一张3060 12G … 想升级，
预算8000元，是买4090还是两张3090？", "currently on a 3060 12gb, want to upgrade, 4090 or two 3090s?".

The comparison weighs the two options offered (the owned card said first is moved last:
:func:`advisor.ask.options_owned.options_first`), and the owner's card is the baseline they upgrade from, said on the
read-as line (:func:`baseline_note`). Then what the question says beside the options is weighed against them, not
set aside as an owner's:

- the budget (:func:`buying_options`): each option over it is said over it, and what the budget buys instead is never
  a card no better than the one had (:func:`better_than_had`: more memory, or as much and clearly faster);
- the power supply said as the setup ("750W电源"): each option's need against it (:func:`supply_against_options`) —
  a PC with one card at the maker's recommended supply (``data/psu_recommended.csv``), a pair at the ``multi.power``
  sizing of :mod:`advisor.ask.power_asked` (board power plus the rest of the system, under the load kept as margin).

Pure but for the advisor's own catalogue."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Card, ListOf, Message, msg
from ..models import Caveat
from ..wording import card_param, gb, join
from .asked_card import asked_order, options_asked
from .models import ReadAs
from .money_had import without_money_had
from .power_asked import _w, needed_supply
from .reader_gate import gated
from .vocabulary import vocabulary
from .watts import wattage_said

if TYPE_CHECKING:
    from ..api import Advisor
    from .reader import Reading

WITHIN_WEIGHT = 3.0
"""The weight of the supply's line when each option is within it: a caveat said, not a deciding fact."""
BASELINE = "ask.compare.baseline"
"""The read-as note naming the owner's card the options are weighed as upgrades from."""
BASELINE_OPTIONS = "ask.compare.baseline.options"
"""The same with three options or more, the ones past the two compared ranked (:func:`baseline_options_note`)."""
CLEARLY_FASTER = 0.10
"""How much faster (training index) a card with the same memory must be to count as better than the one had (the
``compare`` tie of a few per cent, as :data:`advisor.ask.budget_verdict.CLEARLY_FASTER`)."""


def baseline_note(cards: ListOf) -> Message:
    """The read-as note: ``cards`` (the one card had) are the owner's, the baseline of the two options weighed."""
    return msg("ask.compare.baseline", "{cards} read as your card, the one you upgrade from: the two options are "
               "weighed as cards to buy, yours beside them.", cards=cards)


def baseline_options_note(cards: ListOf) -> Message:
    """The read-as note of an owner's card beside three options or more ("I have a 3060, should I get a 4090, a 5090
    or two 3090s?"; fix62a #3): ``cards`` the options past the two compared then the owner's card, last — every one
    ranked (:func:`advisor.ask.left_out.weigh_left_out`), the owner's card the baseline (:func:`baseline`)."""
    items = [i for i in cards.items if isinstance(i, Card)]
    return msg("ask.compare.baseline.options", "{had} read as your card, the one you upgrade from: the options are "
               "weighed as cards to buy ({others} ranked with the two compared), yours beside them.", cards=cards,
               had=items[-1], others=ListOf(items=items[:-1], style="and"))


def baseline(read_as: ReadAs) -> str | None:
    """The owner's card a comparison weighs its options against (:func:`baseline_note`, the last card of
    :func:`baseline_options_note`), or ``None``."""
    note = next((n for n in read_as.notes if n.key in (BASELINE, BASELINE_OPTIONS)), None)
    cards = note.params.get("cards") if note is not None else None
    items = cards.items if isinstance(cards, ListOf) else []
    return items[-1].value if items and isinstance(items[-1], Card) else None


def buying_options(read_as: ReadAs) -> bool:
    """Whether ``read_as`` is a buyer's for the budget weighed beside its cards: not an owner's, or an owner's whose
    compared cards are the options to buy (:func:`baseline`)."""
    return not read_as.own or (read_as.command == "compare" and baseline(read_as) is not None)


def better_than_had(advisor: Advisor, read_as: ReadAs, card: str, memory_gb: float | None) -> bool:
    """Whether ``card`` (``memory_gb`` per card) is an upgrade on the owner's baseline card: more memory, or as much
    and :data:`CLEARLY_FASTER` faster; ``True`` with no baseline."""
    had = baseline(read_as)
    if had is None:
        return True
    try:
        mine = advisor.card(had)
    except AdvisorError:
        return True
    if (memory_gb or 0) != (mine.memory_gb or 0):
        return (memory_gb or 0) > (mine.memory_gb or 0)
    perf = advisor.catalog.performance
    new, old = perf.get(card), perf.get(had)
    return new is not None and old is not None and new.relative >= old.relative * (1 + CLEARLY_FASTER)


def options_less_memory(advisor: Advisor, read_as: ReadAs, answer: Any) -> list[Caveat]:
    """Each option of an owner's comparison (the owner's card the baseline: :func:`baseline`) with less memory than
    the card had, said among the deciding facts (``memory.never-less``): a faster card with less memory is a step
    down in what fits (F07: the 3070 Ti's 8 GB against the 1080 Ti's 11 GB was said nowhere). Empty for a buyer's
    comparison, or when every option has at least the memory had.

    Inputs: ``answer`` a comparison (its ``cards``, each with ``card`` and ``memory_gb`` in GB)."""
    had = baseline(read_as)
    cards = getattr(answer, "cards", None)
    if had is None or read_as.command != "compare" or not cards:
        return []
    try:
        mine = advisor.card(had).memory_gb
    except AdvisorError:
        return []
    less = [c for c in cards if c.card != had and c.memory_gb and mine and c.memory_gb < mine]
    if not less:
        return []
    each = join([msg("ask.options.less-memory.card", "{card} ({memory})", card=card_param(c.card),
                     memory=gb(c.memory_gb)) for c in less], "comma")
    return [Caveat(rule_id="memory.never-less", weight=DECIDING_WEIGHT, message=msg(
        "ask.options.less-memory", "Less memory than your {mine} ({memory}): {cards} — faster or not, what fits on "
        "yours today may not fit after.", mine=card_param(had), memory=gb(mine), cards=each))]


def _no_options(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> bool:
    """:func:`supply_against_options` says nothing: no comparison's cards, or a power question."""
    return read_as.command != "compare" or not getattr(answer, "cards", None) or read_as.topic == "power"


@gated(_no_options)
def supply_against_options(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> list[Caveat]:
    """The power supply said beside a comparison's options (its wattage in ``text``, said as the asker's setup) against
    what each option needs: one deciding fact when one of them needs more, a caveat under the comparison when each is
    within it ("with my 850w psu which is better: 3090 or 4090?": break28 #8); empty without a supply said."""
    said = wattage_said(text)  # the one supply reader: a card's spec wattage is none (break28 #7)
    cards = getattr(answer, "cards", None)
    if read_as.command != "compare" or said is None or not cards or read_as.topic == "power":
        return []
    supply = said
    market_id = getattr(getattr(answer, "market", None), "id", None)
    counts = list(read_as.counts) if read_as.counts and len(read_as.counts) == len(read_as.cards) else []
    items: list[Message] = []
    short = False
    for i, name in enumerate(read_as.cards[:2]):
        try:
            card = advisor.card(name)
        except AdvisorError:
            return []
        if card.is_system:
            return []
        count = counts[i] if i < len(counts) else 1
        need = needed_supply(advisor, card, count, market_id)  # the one sizing every answer uses
        if need is None:
            return []
        short = short or need > supply
        option = card_param(name) if count == 1 else msg("owned.rig.count", "{count:.0f} × {card}", count=count,
                                                         card=card_param(name))
        items.append(msg("ask.options.supply.short", "{option} needs about {need}, more than it", option=option,
                         need=_w(need)) if need > supply else
                     msg("ask.options.supply.ok", "{option} needs about {need}, within it", option=option,
                         need=_w(need)))
    return [Caveat(rule_id="multi.power", weight=DECIDING_WEIGHT if short else WITHIN_WEIGHT, message=msg(
        "ask.options.supply", "Your {said} power supply: {each}.",
        said=_w(supply), each=join(items, "semicolon")))]


def options_first(r: Reading, memory: list[float | None] | None,
                   notes: list[Message]) -> tuple[list[str], list[float | None] | None, list[int]]:
    """More cards than a comparison weighs (two): the cards, their memory said and counts, reordered so that
    the two compared are the options asked about — an owner's card said first ("手上是1060 6G：魔改2080Ti 22G、
    Tesla P40 还是原版2080Ti 11G？") is the baseline, moved last — and a note on ``notes`` naming the cards
    not compared, so none is dropped unsaid."""
    order = list(range(len(r.cards)))
    text, words = without_money_had(r.text.lower()), vocabulary().intents  # "I have 2.5k": no card had
    # the owner's words less those that own no card ("my budget is 3000", "my price limit", "我的预算": the
    # vocabulary's not_own, blanked to keep the offsets), so a card said after money is never the baseline (fix62a),
    # while "I have a GTX 1080 Ti …, thinking of …" still is (test_fix53d)
    plain = vocabulary().not_own.sub(lambda m: " " * len(m.group()), text)
    owned = words["own"].search(plain)
    weighed = words["compare"].search(text)
    if (asked := asked_order(r)) is not None:  # "I have A and B, is C worth it?": C, against B (graded N13)
        order = asked
    elif owned and (weighed is None or owned.start() < weighed.start()):  # the owner's card before the options
        order = order[1:] + order[:1]
    cards = [r.cards[i] for i in order]
    counts = [r.card_counts[i] for i in order] if len(r.card_counts) == len(order) else list(r.card_counts)
    if memory is not None and len(memory) == len(order):
        memory = [memory[i] for i in order]
    left = ListOf(items=[Card(value=c) for c in cards[2:]], style="and")
    had = order[-1] == 0 and len(order) >= 3 and owned and (asked is None or options_asked(r))
    notes.append(baseline_options_note(left) if had and len(order) > 3 else baseline_note(left) if had else msg(
        "ask.compare-left-out", "A comparison weighs two cards: {cards} not compared here (name two to compare them).",
        cards=left))  # the owner's card the options upgrade from: the baseline, said so (break26 #3)
    return cards, memory, counts
