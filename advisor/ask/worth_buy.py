"""The buyer's side of "is X (still) worth it?" (issue 28, round 6: P09, P10) and of "use an NVIDIA card"
(N09): what :func:`advisor.ask.buying.buyer_facts` adds to a buyer's answer.

- :func:`worth_to_buy`: "is the titan x maxwell still worth it?" asks whether to BUY one unless the member says
  they own it. For a card the rules do not recommend, the buy-side verdict comes first — at its used price (or
  with no price here) against the cheapest card the rules recommend with at least its memory and speed, on
  today's software — and the owner's advice ("if you already own it: keep it for…") stays second.
- :func:`nvidia_named`: a card that is not CUDA ("the repo says no CUDA GPU" on an Arc, a Radeon, a Mac) is told
  to "use an NVIDIA card with the memory it needs": the cards are named with their prices — the cheapest NVIDIA
  card the rules recommend with the use's recommended memory, and the cheapest with the non-CUDA card's own
  memory (what it was bought for), when that is another card.

Each returns deciding facts (:class:`~advisor.models.Caveat`, weight :data:`~advisor.concerns.DECIDING_WEIGHT`)
or nothing; none raises.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT, raised
from ..i18n import Money, msg
from ..models import Caveat, Comparison, Verdict
from ..shown import shown_price
from ..wording import card_param, gb, join
from .cheaper_card import _market, _priced, beating_both, cheapest
from .models import ReadAs
from .reader_gate import gated

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Card, Price

WORTH = re.compile(r"(?<![a-z])worth\s+(?:it|buying|getting|the\s+(?:money|price))(?![a-z])|值得买|值得買|值得入|"
                   r"值不值|划算|劃算|值吗|值嗎|值得吗|值得嗎")
"""Words asking whether a card is worth having: a buy question unless the member says they own the card."""


def worth_to_buy(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """"Is X (still) worth it?" from someone who does not say they own X (:data:`WORTH`, ``read_as.own`` false,
    no price offered): for a card the rules do not recommend in the answer's market, the buy-side verdict — "to
    buy: no" — with its price here (or that it has none) and the cheapest card the rules recommend with at least
    its memory and its relative training speed (:func:`advisor.ask.cheaper_card.cheapest`; prices from the
    market's table, speeds from the performance table). Nothing for an owner, a recommended card (its own value
    is the answer's), a machine or a laptop GPU, or when no card beats it."""
    if read_as.own or read_as.offer is not None or len(read_as.cards) != 1 or not isinstance(answer, Verdict):
        return []
    if not WORTH.search(text.lower()):
        return []
    market = _market(advisor, answer)
    card = advisor.card(answer.card)
    if card.is_system or advisor.rules.is_laptop(card) or answer.verdict == "recommended":
        return []
    use_case = read_as.use_case or "general"
    perf = advisor.catalog.performance.get(card.name)
    speed = perf.relative if perf is not None else 0.0
    found: tuple[Card, Price] | None = None
    for alt in answer.alternatives:  # the answer's own better buy first: one truth with its ranking line
        other, its = advisor.card(alt.card), shown_price(advisor.catalog.price_of(market.id, alt.card))
        if its is not None and _beats(advisor, market, use_case, other, card, speed):
            found = (other, its)
            break
    found = found or cheapest(advisor, market, memory_gb=max(card.memory_gb or 0.0, 0.0), speed=speed,
                              use_case=use_case, not_names=(card.name,))
    if found is None:
        return []
    own = shown_price(advisor.catalog.price_of(market.id, card.name))
    other, price = found
    why = []
    row = advisor.rules.support(card) if market.policy.software == "today" else None
    if row is not None and row["status"] != "supported":
        why.append(msg("ask.worth.buy.gone", "no current CUDA or PyTorch build runs it (last stack: {last_stack})",
                       last_stack=advisor.rules.last_stack(row)) if row["status"] == "unsupported" else
                   msg("ask.worth.buy.legacy", "today's CUDA dropped its architecture (last builds: {last_stack})",
                       last_stack=advisor.rules.last_stack(row)))
    why.append(msg("ask.worth.buy.price", "it costs {price} here",
                   price=Money(amount=own.amount, currency=own.currency))
               if own is not None else msg("ask.worth.buy.no-price", "it has no price here"))
    cheaper = own is not None and own.currency == price.currency and own.amount < price.amount
    if own is None and answer.verdict == "situational" and card.line in ("datacenter", "instinct"):  # a used data-
        # centre card the rules take for this job (a used MI50 for LLMs): the used price found decides, never a "no"
        said = msg("ask.worth.buy.unpriced", "To buy: only at the used price you find — {why}; {pick} has at least "
                   "its memory and speed, on today's software.", why=join(why, "comma"), pick=_priced(other, price))
    elif cheaper:
        said = msg("ask.worth.buy.cheaper", "To buy: only for its price — {why}; {pick} has at least its memory "
                   "and speed, on today's software.", why=join(why, "comma"), pick=_priced(other, price))
    else:
        said = msg("ask.worth.buy.no", "To buy: no — {why}; {pick} has at least its memory and speed, on today's "
                   "software.", why=join(why, "comma"), pick=_priced(other, price))
    # a card leaving the stack: the support rule decides (its buy line becomes the headline, WORTH_HEAD)
    rule = "compat.current-stack" if len(why) > 1 else "value.perf-per-price"
    return [Caveat(rule_id=rule, weight=DECIDING_WEIGHT, message=said)]


def _beats(advisor: Advisor, market, use_case: str, other: Card, card: Card, speed: float) -> bool:
    """Whether ``other`` has at least ``card``'s memory and relative ``speed`` and the rules recommend it."""
    perf = advisor.catalog.performance.get(other.name)
    return ((other.memory_gb or 0.0) >= (card.memory_gb or 0.0) and perf is not None and perf.relative >= speed
            and advisor.rules.assess(other, market, use_case=use_case).verdict == "recommended")


WORTH_HEAD = "compat.current-stack"
"""The rule of a buy-side verdict that says itself why (the card is leaving the software stack): for "is X worth
it?" it replaces the ``why`` headline, whose own sentence it restates (:func:`advisor.ask.buying.with_buyer_facts`)."""


CUDA_ONLY = "cuda-only-"
"""The id prefix of the concerns "code written for CUDA won't run on this card" (``data/concerns.csv``)."""


def nvidia_named(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """A question that raises CUDA-only code on a card that is not NVIDIA's (:func:`advisor.concerns.raised`, the
    ``cuda-only-*`` concerns, whose sentence ends "use an NVIDIA card with the memory it needs"): the NVIDIA cards
    named, with price — the cheapest the rules recommend with the use's recommended memory
    (``memory.by-task``), and the cheapest with the non-CUDA card's own memory when that is another, dearer card
    (N09: a 3060 12 GB, a 4060 Ti 16 GB). Nothing when no card is read, the market decides nothing on memory, or
    no NVIDIA card qualifies."""
    if not read_as.cards or not isinstance(answer, Verdict | Comparison):
        return []
    cards = [advisor.card(name) for name in read_as.cards]
    found = [(c, card) for c, card in raised(text, cards, advisor.rules) if c.id.startswith(CUDA_ONLY)]
    if not found:
        return []
    market = _market(advisor, answer)
    if market.policy.memory != "decides":
        return []
    blocked = found[0][1]
    use_case = read_as.use_case or "general"
    floor = advisor.rules.recommended_memory(use_case, market)
    named: list[tuple[Card, Price]] = []
    for memory in dict.fromkeys(sorted({floor, blocked.memory_gb or floor})):
        pick = cheapest(advisor, market, memory_gb=memory, use_case=use_case, maker="NVIDIA")
        if pick is not None and all(p[0].name != pick[0].name for p in named):
            named.append(pick)
    if not named:
        return []
    if len(named) > 1:
        said = msg("ask.nvidia.named.both", "NVIDIA cards for the code as it is: {small} if {memory} holds the job; "
                   "{big} for {card}'s {big_memory}.", small=_priced(*named[0]), memory=gb(named[0][0].memory_gb or 0),
                   big=_priced(*named[-1]), card=card_param(blocked.name), big_memory=gb(blocked.memory_gb or 0.0))
    else:
        said = msg("ask.nvidia.named", "An NVIDIA card for the code as it is: {pick}.", pick=_priced(*named[0]))
    return [Caveat(rule_id="vendor.nvidia", weight=DECIDING_WEIGHT, message=said)]




SHORT_OF_MONEY = re.compile(r"(?<![a-z])(?:not\s+much\s+money|short\s+(?:of|on)\s+(?:money|cash)|tight\s+budget|"
                            r"budget\s+is\s+tight|on\s+a\s+(?:tight\s+)?budget|low\s+budget|limited\s+budget|"
                            r"can'?t\s+afford|cheap(?:est|er)?)(?![a-z])|钱不多|錢不多|钱少|錢少|没什么钱|沒什麼錢|"
                            r"没钱|沒錢|预算有限|預算有限|预算不多|預算不多|穷|窮|便宜")
"""Words of a member short of money: the cheaper card that holds the job is their pick."""


def _no_comparison(advisor: Advisor, text: str, read_as: ReadAs, answer) -> bool:
    """:func:`step_down` says nothing: not a comparison."""
    return not isinstance(answer, Comparison)


@gated(_no_comparison)
def step_down(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """Two poor options weighed (:func:`advisor.ask.cheaper_card.beats_both` names the card that beats both): the
    cheapest card the rules recommend one memory step below that card — the most memory under its memory, at
    least the use's recommended memory (``memory.by-task``) and at least the slower option's relative speed — when
    it costs less (F01: a 4060 Ti 16 GB beside a 1,275 USD 3090 for "modded 2080 Ti 22G or P40?"), said with the
    card that beats both in one sentence (it replaces ``ask.cheaper.beats-both``, :func:`.buying.buyer_facts`).
    For a member short of money (:data:`SHORT_OF_MONEY`) it is said as their pick. Nothing when no such card costs
    less."""
    beaten = beating_both(advisor, read_as, answer)
    if beaten is None or not isinstance(answer, Comparison):
        return []
    top, top_price = beaten
    market = _market(advisor, answer)
    use_case = read_as.use_case or "general"
    floor = advisor.rules.recommended_memory(use_case, market)
    slower = min((f.relative_performance or 0.0) for f in answer.cards)
    sizes = sorted({advisor.card(n).memory_gb or 0.0 for n, _ in advisor.catalog.prices(market.id)}, reverse=True)
    for size in (s for s in sizes if floor <= s < (top.memory_gb or 0.0)):
        found = cheapest(advisor, market, memory_gb=size, speed=slower, use_case=use_case, not_names=(top.name,))
        if found is None or found[1].currency != top_price.currency:
            continue
        if found[1].amount >= top_price.amount:
            continue
        if (found[0].memory_gb or 0.0) < (top.memory_gb or 0.0):
            picked = _priced(*found)
            top_said = _priced(top, top_price)
            said = (msg("ask.cheaper.step-down.pick", "Short of money, the pick is {pick}: the cheapest card on "
                        "today's software with {memory} and at least the slower option's speed; {top} beats both "
                        "asked about, for more.", pick=picked, memory=gb(found[0].memory_gb or 0.0), top=top_said)
                    if SHORT_OF_MONEY.search(text.lower()) else
                    msg("ask.cheaper.step-down", "A card that beats both: {top}; for less, {pick}, the cheapest card "
                        "on today's software with {memory} and at least the slower option's speed.", top=top_said,
                        pick=picked, memory=gb(found[0].memory_gb or 0.0)))
            return [Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)]
        break
    return []


__all__ = ["SHORT_OF_MONEY", "WORTH", "WORTH_HEAD", "nvidia_named", "step_down", "worth_to_buy"]
