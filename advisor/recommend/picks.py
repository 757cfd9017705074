"""The picks: an offer made a :class:`~advisor.models.Pick` with its role and first reason
(:func:`to_pick`), the cards skipped and why (:func:`skipped_cards`), which cards another makes
pointless (:func:`dominated`, :func:`roomier_twin`) and the roomiest card's place.
"""

from __future__ import annotations

from itertools import islice

from ..catalog import Catalog
from ..fits import capacity_gap_messages
from ..i18n import Date, Message, Quantity, msg
from ..kept import Same, keep, kept
from ..models import Avoided, Market, Pick, Speed
from ..rigs import platform_cost
from ..rules import Finding, RuleBook, gb
from ..used_msrp import used_msrp_reasons
from .ranking import MAX_AVOIDED, TIE, Offer, cheapest_per_card, derived, estimate_kind, money, price_param

GENERIC = {"spec.bandwidth-first", "line.geforce"}  # true of every pick: not worth repeating


def speed(relative: float) -> Quantity:
    """A relative speed as a parameter, written like ``f"{relative:.2f}x"`` (1.0 = TITAN X Pascal)."""
    return Quantity(value=relative, unit="x", digits=2)


def _first_reason(o: Offer, role: str, relative: float, top: Offer | None,
                  memory: tuple[str, Message] | None = None) -> tuple[str, Message]:
    """The rule and sentence that say why a pick is listed (its ``role``, :data:`~advisor.models.PickRole`);
    a cheapest-listings floor reads "…, from about 2,470 USD", any other price "… for 2,470 USD";
    ``memory`` is the rule and sentence of a ``memory`` pick (:func:`_memory_reason`)."""
    floor = o.price.floor
    price, fast = money(o.price.amount, o.price.currency), speed(relative)
    if role == "best":
        return "value.budget-first", (
            msg("recommend.pick.top.floor", "Fastest recommended card within your budget: {speed} TITAN X Pascal, "
                "from about {price}.", speed=fast, price=price) if floor else
            msg("recommend.pick.top", "Fastest recommended card within your budget: {speed} TITAN X Pascal for "
                "{price}.", speed=fast, price=price))
    if role == "runner-up":
        if top and top.performance and top.price.amount > o.price.amount and relative < top.performance:
            gap = {"speed": fast, "price": price, "slower": 1 - relative / top.performance,
                   "saving": money(top.price.amount - o.price.amount, o.price.currency)}
            return "value.budget-first", (
                msg("recommend.pick.runner-up.floor", "{speed} TITAN X Pascal, from about {price}: {slower:.0%} slower "
                    "than the fastest pick for {saving} less.", **gap) if floor else
                msg("recommend.pick.runner-up", "{speed} TITAN X Pascal for {price}: {slower:.0%} slower than the "
                    "fastest pick for {saving} less.", **gap))
        return "value.budget-first", (
            msg("recommend.pick.runner-up.floor-only", "{speed} TITAN X Pascal, from about {price}.", speed=fast,
                price=price) if floor else
            msg("recommend.pick.runner-up-only", "{speed} TITAN X Pascal for {price}.", speed=fast, price=price))
    if role == "value":
        params = {"value": o.value, "per": money(1000, o.price.currency), "speed": fast, "price": price}
        return "value.perf-per-price", (
            msg("recommend.pick.value.floor", "Best performance per price within budget: {value:.2f} per {per} "
                "({speed} TITAN X Pascal, from about {price}).", **params) if floor else
            msg("recommend.pick.value", "Best performance per price within budget: {value:.2f} per {per} "
                "({speed} TITAN X Pascal for {price}).", **params))
    if role == "memory" and memory is not None:
        return memory
    if role == "stretch":
        return "value.budget-first", msg(
            "recommend.pick.stretch", "Clearly faster ({speed} TITAN X Pascal) for a little over budget: {price}.",
            speed=fast, price=price_param(o.price))
    return "value.budget-first", msg(
        "recommend.pick.cheapest", "Nothing within budget is worth buying; this is the cheapest card that is: {price}.",
        price=price_param(o.price))


def _pick_key(catalog: Catalog, rules: RuleBook, o: Offer, gpus: int, market: Market, role: str,
              top: Offer | None = None, memory: tuple[str, Message] | None = None) -> tuple | None:
    """:func:`to_pick`'s kept key (:mod:`advisor.kept`): the offer (of the rule book's kept offer lists), its
    role, count and market, the top offer it is set against; a ``memory`` pick (its sentence made for
    the other picks) is made afresh."""
    if memory is not None:
        return None
    return rules, (Same(catalog), Same(o), gpus, Same(market), role, Same(top))


@kept("recommend.pick", _pick_key)  # budget-free: the same offer in the same role is the same pick (issue 30 §1)
def to_pick(catalog: Catalog, rules: RuleBook, o: Offer, gpus: int, market: Market, role: str,
            top: Offer | None = None, memory: tuple[str, Message] | None = None) -> Pick:
    """Render an offer as a :class:`Pick`; ``role`` (:data:`~advisor.models.PickRole`: ``best``,
    ``runner-up``, ``value``, ``memory``, ``stretch``, ``cheapest``) is kept in ``Pick.role`` and
    becomes the first reason, then the card's own rules."""
    perf = catalog.performance[o.card.name]
    reasons = [rules.reason(*_first_reason(o, role, perf.relative, top, memory))]
    reasons += [f.reason for f in islice((f for f in o.assessment.ranked() if f.rule_id not in GENERIC), 3)]
    if o.price.condition == "used":
        reasons.insert(1, rules.reason("value.used-market", msg(
            "recommend.pick.used", "A used price ({as_of}): no warranty, so check the seller and the card's history.",
            as_of=Date(value=o.price.as_of))))
        reasons[2:2] = used_msrp_reasons(catalog, rules, market, o.card.name, o.price)
    if o.price.estimated:  # what kind of estimate, in any language; the note stays a citation (price.note)
        reasons.append(rules.reason("price.estimated", msg(
            "recommend.pick.estimated", "The price is an estimate: {kind}.", kind=estimate_kind(o.price))))
    total = o.price.amount * gpus + platform_cost(market, gpus, o.card)
    return Pick(
        card=o.card.name,
        role=role,
        price=o.price,
        relative_performance=round(perf.relative, 3),
        performance_kind=perf.kind,
        performance_source=perf.source,
        memory_gb=o.card.memory_gb,
        bandwidth_gb_s=o.card.bandwidth_gb_s,
        performance_per_price=round(o.value, 4),
        gpus=gpus,
        total_cost=round(total, 2),
        reasons=reasons,
        speed=training_speed(catalog, market, o.card.name),
        job_memory_gb=(o.card.memory_gb or 0) * gpus or None,
    )


def training_speed(catalog: Catalog, market: Market, card: str) -> Speed | None:
    """A card's training throughput as the one speed figure of a training answer: relative to the
    market's reference card (``MarketPolicy.speed_reference``), published or estimated."""
    perf = catalog.performance.get(card)
    ref = catalog.performance.get(market.policy.speed_reference)
    if perf is None or ref is None or not ref.relative:
        return None
    return Speed(measure="training", value=round(perf.relative / ref.relative, 3), kind=perf.kind,
                 source=perf.source, reference=market.policy.speed_reference)


def skipped_cards(all_offers: list[Offer], chosen: set[str], per_gpu: float) -> list[Avoided]:
    """Cards within the per-GPU budget the rules do not recommend, dearest first (at most
    :data:`MAX_AVOIDED`), each with the finding that keeps it out; the cards ``chosen`` are left out."""
    skipped = []
    made = derived(all_offers, "avoided", _table)  # an offer's line, made when first shown and kept beside the list
    for o, finding in derived(all_offers, "skippable", _skippable):  # dearest first
        if o.price.amount > per_gpu or o.card.name in chosen:
            continue
        hit = made.get(id(o))
        if hit is None or hit[0] is not o:
            why = finding.reason  # the sentence is made for the cards shown only
            hit = made[id(o)] = (o, Avoided(card=o.card.name, rule_id=why.rule_id, message=why.message,
                                            verdict=o.assessment.verdict, price=o.price))
        skipped.append(hit[1])
        if len(skipped) == MAX_AVOIDED:
            break
    return skipped


def _table(_: tuple[Offer, ...]) -> dict[int, tuple[Offer, Avoided]]:
    """An empty table of :func:`skipped_cards`' lines by offer (``id``, the offer held beside its line), filled as
    lines are shown: the one value :func:`~advisor.recommend.ranking.derived` keeps that grows (at most one line
    per card of the list)."""
    return {}


def _skippable(all_offers: tuple[Offer, ...]) -> tuple[tuple[Offer, Finding], ...]:
    """The cards of an offer list the rules do not recommend, each at its cheapest offer with the finding that
    keeps it out, dearest first (budget-free: :func:`skipped_cards` takes those within a budget). A card's
    offers share its assessment, so its cheapest offer within any budget is its cheapest offer."""
    out = []
    for o in cheapest_per_card([o for o in all_offers if o.assessment.verdict != "recommended"]):
        why = o.assessment.blocking_finding()
        if why is not None:
            out.append((o, why))
    return tuple(sorted(out, key=lambda p: (-p[0].price.amount, p[0].card.name)))


def dominated(o: Offer, by: list[Offer]) -> bool:
    """True when a chosen card is at least as fast, as roomy and as cheap, used or new: listing
    ``o`` would add nothing (``value.perf-per-price``). A used price is a price like any other
    here: its risk is said on the pick itself (``value.used-market``). A card of unknown speed is never dominated."""
    return o.performance is not None and any(
        c.performance is not None and c.performance >= o.performance and c.price.amount <= o.price.amount
        and (c.card.memory_gb or 0) >= (o.card.memory_gb or 0)
        for c in by)


MEMORY_PREMIUM = 0.25  # issue 16 §4: "same speed, more memory for at most 25 % more money" dominates


def roomier_twin(o: Offer, within: list[Offer]) -> Offer | None:
    """A card within budget that makes ``o`` pointless: as fast (within :data:`TIE`), with more
    memory, for at most :data:`MEMORY_PREMIUM` more (the RTX 4060 Ti 16 GB over its 8 GB twin at
    +50 USD); ``None`` when there is none. Memory decides what fits at all, and the speed ranking
    does not see it (``memory.never-less``)."""
    for d in within:
        if is_roomier_twin(d, o):
            return d
    return None


def is_roomier_twin(d: Offer, o: Offer) -> bool:
    """Whether ``d`` makes ``o`` pointless when both are within budget (:func:`roomier_twin`'s test)."""
    as_fast = (d.performance or 0) >= (o.performance or 0) * (1 - TIE)
    return (d.card.memory_gb or 0) > (o.card.memory_gb or 0) and as_fast and d.price.amount <= o.price.amount * (
        1 + MEMORY_PREMIUM)


def roomiest(ranked: list[Offer], chosen: list[Offer]) -> Offer | None:
    """The most memory for the money among ``ranked`` (the cards within budget): the card with
    the most VRAM, the cheapest of those, then the faster; ``None`` unless it has more memory
    than every card in ``chosen`` (``memory.llm-task``, ``memory.by-task``: memory decides which
    models fit at all, and the speed ranking does not see it, D17 L45)."""
    if not ranked or not chosen:
        return None
    most = max(ranked, key=lambda o: (o.card.memory_gb or 0, -o.price.amount, o.performance or 0.0))
    if (most.card.memory_gb or 0) <= max(c.card.memory_gb or 0 for c in chosen):
        return None
    return most


def _memory_reason(rules: RuleBook, o: Offer, others: list[Offer], use_case: str) -> tuple[str, Message]:
    """Why the ``memory`` pick is listed: how much more VRAM than the other picks for its price,
    and (for LLMs) which model sizes that adds (``memory.llm-task``; else ``memory.by-task``)."""
    most_other = max(c.card.memory_gb or 0 for c in others)
    params = {"memory": gb(o.card.memory_gb or 0), "more": gb((o.card.memory_gb or 0) - most_other),
              "price": price_param(o.price), "speed": speed(o.performance or 0.0)}
    if use_case == "llm":
        gap = capacity_gap_messages(rules.llm_models, o.card.memory_gb or 0, most_other)
        if gap:
            return "memory.llm-task", msg(
                "recommend.pick.memory.llm", "Most memory for the money within budget: {memory} ({more} more than the "
                "other picks) for {price}, at {speed} TITAN X Pascal; only it runs {models}.", models=gap[:4],
                **params)
        return "memory.llm-task", msg(
            "recommend.pick.memory", "Most memory for the money within budget: {memory} ({more} more than the other "
            "picks) for {price}, at {speed} TITAN X Pascal; memory decides which models fit at all.", **params)
    return "memory.by-task", msg(
        "recommend.pick.memory", "Most memory for the money within budget: {memory} ({more} more than the other "
        "picks) for {price}, at {speed} TITAN X Pascal; memory decides which models fit at all.", **params)


def _precision_where_it_differs(catalog: Catalog, rules: RuleBook, picks: list[Pick],
                                stretch: Pick | None) -> tuple[list[Pick], Pick | None]:
    """Keep a pick's ``compat.bf16`` reason (BF16 / FP8 support) only where it differs between the
    shown picks: on the picks whose (BF16, FP8) support is not the most common one (ties go to
    the earlier pick), on none when all share it. The same sentence on every pick is noise."""
    shown = picks + ([stretch] if stretch else [])

    def key(p: Pick) -> tuple[str, str] | None:
        row = rules.precision(catalog.card(p.card))
        return (row["bf16"], row["fp8"]) if row else None

    keys = [key(p) for p in shown]
    common = max(keys, key=lambda k: (keys.count(k), -keys.index(k))) if keys else None

    def trimmed(p: Pick, k) -> Pick:
        if k != common:
            return p
        # the same pick trimmed is the same object answer after answer (issue 30 §1): a kept pick's trimmed copy is
        # said in today's voice once per rule book (advisor.voiced), not once per answer
        return keep(rules, "recommend.trimmed", Same(p), lambda: p.model_copy(
            update={"reasons": [r for r in p.reasons if r.rule_id != "compat.bf16"]}))

    out = [trimmed(p, k) for p, k in zip(shown, keys, strict=True)]
    return out[:len(picks)], (out[-1] if stretch else None)
