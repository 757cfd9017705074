"""The ``recommend`` answers: :func:`recommend` (the ranking the package's docstring states) and
:func:`free_tier`, the answer to a budget of nothing.
"""

from __future__ import annotations

from ..budget import platform_error
from ..catalog import Catalog
from ..errors import InvalidBudget
from ..i18n import msg
from ..models import Budget, Market, Recommendation
from ..rigs import platform_cost, platform_for
from ..rules import RuleBook, card_param, gb
from ..thresholds import GPUS_PER_PLATFORM
from .floor_catch import floor_catch_note
from .headroom import headroom_first, headroom_reason, headroom_why, memory_decides
from .image import image_better, image_picks, image_rank, image_ranking, image_value, with_rocm_holders
from .notes import _cloud_notes, _dated, _floor_note, _note, _notes, free_tier_note
from .picks import (
    _memory_reason,
    _precision_where_it_differs,
    dominated,
    roomiest,
    skipped_cards,
    speed,
    to_pick,
)
from .ranking import (
    CLEARLY_BETTER,
    MAX_PICKS,
    STRETCH,
    TIE,
    TOP,
    Offer,
    cheapest_per_card,
    derived,
    money,
    offers,
    pickable,
    price_param,
    speed_rank,
    value_rank,
)
from .ranking import best_value as best_value_of
from .twins import cheapest_twins, without_twins


def _on_own_platform(market: Market, amount: float, gpus: int, offers: list[Offer]) -> list[Offer]:
    """The offers whose ``gpus`` cards and the platform they need (:func:`advisor.rigs.platform_for` with the
    card: two 3090s pay the 1,500 W one, two 3060s the 850 W one; answers58) fit within ``amount``."""
    if gpus < 2:
        return offers
    return [o for o in offers if o.price.amount * gpus + platform_cost(market, gpus, o.card) <= amount]


def _a_little_over(market: Market, amount: float, gpus: int, o: Offer) -> bool:
    """Whether ``o`` is over the per-GPU budget by at most ``STRETCH`` once its own platform is taken off
    (:func:`_on_own_platform`): a 3080 Ti pair pays the 1,500 W platform, so it is no "little over" a budget
    split as for two 3060s."""
    own = (amount - platform_cost(market, gpus, o.card)) / gpus
    return own < o.price.amount <= own * (1 + STRETCH)


def recommend(
    catalog: Catalog, rules: RuleBook, market: Market, budget: Budget, *, use_case: str, min_memory_gb: float | None,
    gpus: int, generator: str | None = None, job: str | None = None, per_card: bool = False,
) -> Recommendation:
    """Build the :class:`Recommendation` (see the module docstring for the ranking).

    ``budget.market_amount`` is the whole budget in the market currency; with ``gpus`` > 1
    the market's platform cost (``value.platform-cost``; D17 L47) is taken off first when
    the market has a figure, and the rest is split between the GPUs. A use case with a
    fallback memory floor (``data/use_cases.csv``; D17's beginner: 6 GB, else 4 GB) uses it
    when nothing within budget meets the first floor.

    ``generator`` (``"FLUX.1 dev"``) is the image generator an ``image`` buyer named: its own it/s and memory rank
    the cards (:mod:`advisor.recommend.image`); ``None``, Stable Diffusion's. ``job`` (a training job named:
    ``detector``, ``cnn``) leads with memory only where it decides (:func:`~.headroom.memory_decides`). ``per_card``:
    each of ``gpus`` cards holds the job on its own (an image model's LoRA run, :mod:`advisor.image_train`), so memory
    leads per card with a count as it does for one card (fix58d #1); else only one card's list leads on memory.

    Returns a :class:`Recommendation` (no picks when nothing fits; then the stretch pick is
    the cheapest card worth buying). Raises :class:`InvalidBudget` when a multi-GPU budget
    does not even cover the platform.
    """
    row = rules.use_case(use_case, market)
    if row["ranking"] == "memory" and gpus == 1 and min_memory_gb is None:  # today's beginner (issue 29 §2)
        from .beginner import recommend_beginner

        return recommend_beginner(catalog, rules, market, budget)
    platform = platform_cost(market, gpus)  # the least any platform for this many cards costs
    if budget.market_amount <= platform:
        raise InvalidBudget(platform_error(market, gpus, platform_for(market, gpus), GPUS_PER_PLATFORM))
    per_gpu = (budget.market_amount - platform) / gpus
    image = row["ranking"] == "image"  # memory up to the job's floor, then Stable Diffusion it/s (.image)
    rank = value_rank if row["ranking"] == "value" else image_rank(
        catalog, generator, today=market.policy.memory == "decides") if image else speed_rank

    def attempt(memory: float | None):
        all_offers = offers(catalog, rules, market, use_case, memory)
        good = list(derived(all_offers, "pickable", pickable))  # kept per offer list: budget-free
        alone = _on_own_platform(market, budget.market_amount, gpus,
                                 without_twins(derived(all_offers, "pickable-twins", cheapest_twins), per_gpu))
        return all_offers, good, rank(alone)

    floor, floor_reason = rules.memory_floor(use_case, market, min_memory_gb)
    all_offers, good, ranked = attempt(min_memory_gb)
    if image:  # a FLUX buyer no recommended card within budget holds it for: the ROCm cards that do, first
        ranked = rank(with_rocm_holders(all_offers, ranked, per_gpu, generator))
    if not ranked and min_memory_gb is None and row["fallback_memory_gb"]:
        fallback = float(row["fallback_memory_gb"])
        all_offers, good, ranked = attempt(fallback)
        floor, floor_reason = fallback, rules.reason(row["rule_id"], msg(
            "recommend.floor.fallback", "Nothing with {floor} fits this budget, so {fallback} cards are considered. "
            "{use_case}", floor=gb(float(row["min_memory_gb"])), fallback=gb(fallback),
            use_case=rules.use_case_text(row)))

    chosen: list[Offer] = []
    for o in ranked:
        if len(chosen) == TOP:
            break
        if not dominated(o, chosen):
            chosen.append(o)
    roles = ["best" if i == 0 else "runner-up" for i in range(len(chosen))]
    best_value = (best_value_of(ranked, lambda card: rules.memory_qualifier(card, use_case, market) is not None)
                  if rank is speed_rank
                  else image_value(catalog, ranked, generator) if image
                  else (ranked[0] if ranked else None))
    at = next((i for i, o in enumerate(chosen) if o is best_value), None)  # one offer a card: by identity
    if best_value is not None and at is None and not dominated(best_value, chosen):
        chosen.append(best_value)
        roles.append("value")
    elif at is not None and at > 0:
        roles[at] = "value"
    if row["ranking"] == "value" and chosen:
        roles[0] = "value"
    # the most memory for the money, in today's market only: the 2017 and 2019 guides say memory
    # beyond the floor is not worth paying for (memory.8gb-enough, memory.enough-not-max, CN19 L24)
    memory = roomiest(ranked, chosen) if market.policy.memory == "decides" else None
    memory_reason = None
    if memory is not None:
        memory_reason = _memory_reason(rules, memory, chosen, use_case)
        if len(chosen) >= MAX_PICKS:  # make room: the lowest-ranked runner-up gives way
            drop = max(i for i, r in enumerate(roles) if r == "runner-up")
            del chosen[drop], roles[drop]
        chosen.append(memory)
        roles.append("memory")
    chosen, roles = chosen[:MAX_PICKS], roles[:MAX_PICKS]
    lead, against = None, None  # memory first (P01): a card of the next memory step near the fastest pick's price
    if market.policy.memory == "decides" and (gpus == 1 or per_card) and rank is speed_rank and use_case != "llm" and (
            memory_decides(job, chosen, roles)):
        chosen, roles, lead, against = headroom_first(ranked, chosen, roles)
    if use_case == "llm" and "memory" in roles:  # memory.llm-task: for LLMs memory decides first
        i = roles.index("memory")
        chosen.insert(0, chosen.pop(i))
        roles.insert(0, roles.pop(i))
    top = chosen[roles.index("best")] if "best" in roles else (chosen[0] if chosen else None)
    headroom = headroom_reason(rules, market, lead, against) if lead is not None and against is not None else None
    picks = [to_pick(catalog, rules, o, gpus, market, role, top,
                     headroom if o is lead else memory_reason if role == "memory" else None)
             for o, role in zip(chosen, roles, strict=True)]
    if image:
        picks = image_picks(catalog, rules, picks, chosen, roles, top, generator)

    stretch = None
    ranked_chosen = [o for o, r in zip(chosen, roles, strict=True) if r != "memory"]
    top_perf = ranked_chosen[0].performance if ranked_chosen else None
    picked = {o.card.name for o in chosen}  # a card already picked (e.g. used) is no stretch (new)
    above = cheapest_per_card([o for o in good if _a_little_over(market, budget.market_amount, gpus, o)
                               and o.card.name not in picked])
    better = ([o for o in above if top_perf is not None and o.performance is not None
               and o.performance >= top_perf * (1 + CLEARLY_BETTER)] if not image else
              image_better(catalog, above, ranked_chosen[0] if ranked_chosen else None, generator))
    if better:
        stretch = to_pick(catalog, rules, (better if image else speed_rank(better))[0], gpus, market, "stretch")
        if image:
            stretch = image_picks(catalog, rules, [stretch], [better[0]], ["stretch"], top, generator)[0]
    elif not chosen:  # nothing within budget: the cheapest card worth buying, however far over
        affordable = sorted(speed_rank(cheapest_per_card(good)),  # in all, each on its own platform (answers58)
                            key=lambda o: o.price.amount * gpus + platform_cost(market, gpus, o.card))
        if affordable:
            stretch = to_pick(catalog, rules, affordable[0], gpus, market, "cheapest")

    if not image:
        picks = _value_said(rules, market, use_case, picks, chosen, roles)
    picks, stretch = _precision_where_it_differs(catalog, rules, picks, stretch)

    avoided = skipped_cards(all_offers, {o.card.name for o in chosen}, per_gpu)

    notes = _notes(catalog, rules, market, budget, use_case, floor, floor_reason, gpus, picks, stretch, platform)
    notes += floor_catch_note(catalog, all_offers, per_gpu, floor, asked=min_memory_gb, gpus=gpus,
                              picked=len(chosen))  # the memory asked, none recommended has it: those with a catch
    ranking = image_ranking(generator) if image else (
        msg("recommend.ranking.value", "best performance per price within the per-GPU budget, ties broken by "
            "speed; cards slower, smaller and dearer than a listed one are left out")
        if row["ranking"] == "value" else
        msg("recommend.ranking.speed", "fastest recommended card within the per-GPU budget; cards within "
            "{tie:.0%} of the fastest of their group are tied, and ties go to the better performance per "
            "price; cards slower, smaller and dearer than a listed one are left out", tie=TIE))
    return Recommendation(
        market=market.ref(), budget=budget, use_case=use_case, gpus=gpus, min_memory_gb=floor,
        ranking=ranking, picks=picks, stretch=stretch, avoided=avoided, notes=notes,
        headroom=headroom_why(lead, against) if lead is not None and against is not None else None,
    )


def free_tier(catalog: Catalog, rules: RuleBook, market: Market, budget: Budget, *, use_case: str,
              min_memory_gb: float | None, gpus: int) -> Recommendation:
    """The answer to a budget of nothing (``cloud.free-tier``): no picks, free notebooks the
    user can reach (mainland-China ones in the 2019-cn market or for yuan), own vs rent for
    the era, and the cheapest card worth buying as the next step (the ``stretch`` pick)."""
    floor, floor_reason = rules.memory_floor(use_case, market, min_memory_gb)
    good = [o for o in offers(catalog, rules, market, use_case, min_memory_gb)
            if o.assessment.verdict == "recommended" and o.performance is not None and o.price.pick]
    cheapest = sorted(speed_rank(cheapest_per_card(good)), key=lambda o: o.price.amount)
    stretch = to_pick(catalog, rules, cheapest[0], gpus, market, "cheapest") if cheapest else None
    notes = [_note(catalog, "market.dated", _dated(catalog, market)),
             free_tier_note(catalog, market, budget.currency)]
    if market.policy.cloud_rule == "cloud.own-vs-rent":
        notes += _cloud_notes(catalog, market, budget)
    else:
        notes.append(_note(catalog, "cloud.own-vs-rent-2023"))
    if stretch:
        notes.append(_note(catalog, "value.budget-first", msg(
            "recommend.ready-to-buy", "When you are ready to buy, the cheapest card worth it here is {card} ({price}).",
            card=card_param(stretch.card), price=price_param(stretch.price))))
    notes.append(_floor_note(use_case, floor, floor_reason))
    ranking = msg("recommend.ranking.free",
                  "nothing to spend: free notebooks first, then the cheapest card worth buying")
    return Recommendation(
        market=market.ref(), budget=budget, use_case=use_case, gpus=gpus, min_memory_gb=floor,
        ranking=ranking,
        picks=[], stretch=stretch, avoided=[], notes=notes)


def _value_said(rules: RuleBook, market: Market, use_case: str, picks: list, chosen: list, roles: list[str]) -> list:
    """The best-value line true of the figures shown (issue 29, the 2026-12-03 breaker: a 3080 Ti "best value"
    at 6.86 per 1,000 USD beside a listed 10 GB 3080 at 8.70): where a listed card scores more per price but has
    less memory than today's market recommends (``RuleBook.memory_qualifier``, the rule :func:`best_value_of`
    applies), the value line says that memory rule and names the card."""
    if "value" not in roles:
        return picks
    i = roles.index("value")
    v = chosen[i]
    higher = [o for o in chosen if o is not v and o.value > v.value
              and rules.memory_qualifier(o.card, use_case, market) is not None]
    if not higher:
        return picks
    other = max(higher, key=lambda o: (o.value, o.card.name))
    m = msg("recommend.pick.value.memory", "Best performance per price within budget among cards with {memory} or "
            "more, the memory today's market recommends: {value:.2f} per {per} ({speed} TITAN X Pascal for {price}); "
            "{card} scores {other:.2f} with {less}.", memory=gb(rules.memory_qualifier(other.card, use_case, market)
                                                               or 0.0),
            value=v.value, per=money(1000, v.price.currency), speed=speed(v.performance or 0.0),
            price=money(v.price.amount, v.price.currency), card=card_param(other.card.name), other=other.value,
            less=gb(other.card.memory_gb or 0.0))
    out = list(picks)
    out[i] = out[i].model_copy(update={"reasons": [rules.reason("value.perf-per-price", m), *out[i].reasons[1:]]})
    return out
