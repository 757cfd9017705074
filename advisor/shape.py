"""The shape of an answer (issue 18): a headline, the ranking, at most three caveats; the rest is details.

Pure: :func:`shape_of` takes an answer (:class:`~advisor.models.Recommendation`,
:class:`~advisor.models.Comparison`, :class:`~advisor.models.Verdict`, :class:`~advisor.models.Fit`)
and a :class:`Context` (the market's guide, the speed figure of a card) and returns its
:class:`~advisor.models.Shape`, computed from the answer's messages (keys and parameters), never
from rendered text:

- **headline**: one sentence answering the question (the verdict's or comparison's own summary;
  for ``recommend``, which card to buy for the budget, or that nothing is worth buying);
- **ranking**: 3 to 5 :class:`~advisor.models.RankLine` s — card, price and condition, memory, the
  one speed figure that fits the job (training relative to the market's reference card, or decode
  tokens/s), a reason of a few words from the card's role;
- **caveats**: at most :data:`MAX_CAVEATS` sentences of the answer whose *weight* (what they change
  for this question, :func:`~advisor.shape_weigh.weight`) is at least :data:`CAVEAT_WEIGHT`, heaviest first;
- everything else — every rule, skipped card, note, source and rule id — stays in the answer
  (its *details*: ``--verbose``, Discord's Details button, ``--json``).

A sentence's weight starts from its rule's (``data/answer_weights.csv``: 3 changes the decision, 2
how to read it, 1 background; a rule not listed there weighs by its kind in ``data/rules.csv``:
a check 2, an explanation 1) and is then set by the question: +1 when it names the card the answer
puts first (or asks about), +0.5 another card of the ranking, -1 when it names only cards outside
the ranking; +1 for the sentence that decides a ``why`` verdict; in a guide's market +1 for that
guide's own sentences, and in today's market a guide's sentence that does not change the decision
(base weight under 3) weighs 0 (issue 18 §5). A sentence already said by the headline or a
ranking reason, or said before (the same key and parameters), is not said again.

So notes other modules add fall into caveats or details by their rule's weight, without code per key.

Two answers have a shape of their own: an owner's (``why --own``, :func:`_owner`: what the card
runs, the upgrades, the levers that save the most on the job) and several of one card against
another (``compare '2x 1080' '1080 ti'``, :func:`_several_lines`: one line a side, its cards'
total price, memory on each card and the side's own speed).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from pydantic import BaseModel

from . import i18n
from .budget import priced_in
from .cheapest_offload import offload_cheaper
from .cpu_only import CPU_CARD
from .deciding import GENERIC_SUMMARIES, MAX_DECIDING, owner_first
from .fits import cheapest_label, fit_order, lead_reason, road_label, slow, speed_floor, value_label
from .fits.rent_instead import RENT_INSTEAD
from .i18n import Message, msg
from .kept import Same
from .llm_rig_speed import ONE_CARD, asked_rig_headline
from .model_walk import ByIdentity, kept_rewrite, walked_fields
from .models import (
    Caveat,
    Comparison,
    Fit,
    FitCard,
    Ownership,
    Pick,
    RankLine,
    Recommendation,
    Runs,
    Shape,
    Speed,
    Verdict,
    card_named,
)
from .msrp_said import recommendation_said
from .offload_lines import offload_lines
from .owner_rules import OWNER_RULES  # a buyer's answer says no owner's rule
from .platform_said import named_platforms
from .pro_pair import unsaid
from .routes import HEADLINE_ROUTES, ROUTE_LABELS, split_train_key, stretch_place
from .shape_about import of_shown
from .shape_fit_head import cheaper_ways, rig_headline
from .shape_heads import recommend_headline
from .shape_limits import CAVEAT_WEIGHT, FREE_TIER, MAX_CAVEATS, MAX_RANKING, OWNER_CAVEAT, WINDOW_EXTENDED
from .shape_shown import labelled, shown_first
from .shape_speed import behind, best_tied, unit
from .shape_speed import figure as figure  # the front ends import it from here
from .shape_weigh import Candidate, Context, caveats, named_cards, reading
from .split_over import split_headline
from .stretch_words import cheapest_over, stretch_reason
from .thresholds import HEADROOM_GB
from .upgrade import owner_upgrades
from .value_why import FOR_MEMORY, MEMORY_KEYS, value_mark
from .voiced import kept_part
from .voices import GUIDES as GUIDES  # whose voice a source is: advisor.voices
from .voices import TODAY_SOURCES as TODAY_SOURCES
from .voices import voice
from .workload import QUANTS

FIT_ALONE_SHOWN = 3
ALTERNATIVES_SHOWN = 3

LLM_BEST = {False: msg("shape.role.llm-largest", "runs the largest model within budget"),
            True: msg("shape.role.llm-value", "best decode per price for this model")}
"""The first LLM pick's reason: picks running different models (the budget's largest) or one sized model."""
ROLE_REASONS = {
    "best": msg("shape.role.best", "fastest recommended within budget"),
    "value": msg("shape.role.value", "best value"),
    "memory": msg("shape.role.memory", "most memory"),
    "stretch": msg("shape.role.stretch", "a little over budget, clearly faster"),
    "cheapest": msg("shape.role.cheapest", "cheapest worth buying"),
    "runner-up": msg("shape.role.runner-up", "runner-up"),
    "faster": msg("shape.role.faster", "faster"),
    "slower": msg("shape.role.slower", "slower"),
    "alternative": msg("shape.role.alternative", "better at a similar price"),
    "alone": msg("shape.role.alone", "holds it alone"),
}


# --------------------------------------------------------------------------- ranking lines
def _pick_line(p: Pick, top: Pick | None, ctx: Context, one_model: bool = True, budget: float = 0.0) -> RankLine:
    """One pick's line. An LLM pick (decode speed) is first because it runs the largest model the
    budget reaches (``one_model`` False: the picks run different models) or has the best decode per
    price on the one sized model — never "fastest"; a runner-up is set against the first only on the
    same model (tokens/s on different models do not compare)."""
    reason = ROLE_REASONS.get(p.role)
    if p.role == "best" and p.speed is not None and p.speed.measure == "decode":
        reason = LLM_BEST[one_model]
    if p.label is not None:  # an LLM pick says the route it stands on (issue 29 §1)
        reason = p.label
    elif p.role == "runner-up" and top is not None:
        reason = _behind(p, top) or reason
    if p.role == "stretch":  # how far over budget, in words within a tenth, else the share (N17, F17)
        reason = stretch_reason(reason if p.label is None else None, p.label, p.total_cost or p.price.amount, budget)
    elif p.role == "cheapest":  # nothing within: the cheapest worth buying says how far over it is (break26 #20)
        reason = cheapest_over(reason, p.total_cost or p.price.amount, budget, p.price.currency)
    speed = p.speed or ctx.speed_of(p.card)
    return RankLine(card=p.card, role=p.role, price=p.price, gpus=p.gpus,
                    total=p.total_cost if p.gpus > 1 else None, memory_gb=p.memory_gb,
                    job_memory_gb=p.job_memory_gb if p.gpus > 1 else None, speed=speed, reason=reason)


pick_line = _pick_line  # a kept ranking's stretch line re-made for another budget (advisor.budget_steps)


BUDGET_ROLES = frozenset({"stretch", "cheapest"})
"""The roles whose ranking line depends on the budget (:func:`_pick_line`); a runner-up's depends on the first pick
unless it says its route (a label)."""


def _pick_parts(p: Pick, one_model: bool) -> tuple[RankLine | None, tuple[Candidate, ...]]:
    """A pick's ranking line when it depends on the pick alone (its role's or route's words and its own speed figure:
    ``None`` for a role of :data:`BUDGET_ROLES`, a runner-up without a route's label or a pick without a speed, made
    per answer) and its further reasons as
    caveat candidates — a machine's prompt processing, the drawback of its pick (issue 29 §5), said first. Kept by the
    pick in the answer's rule book (``shape.pick``, :func:`advisor.voiced.kept_part`; perf28): most picks are kept
    ones (``llm.pick``, ``recommend.pick``, ``shape.voiced``), the same objects answer after answer."""
    return kept_part("shape.pick", (Same(p), one_model), lambda: (
        None if p.role in BUDGET_ROLES or p.speed is None or (p.role == "runner-up" and p.label is None)
        else _pick_line(p, None, Context(), one_model),
        tuple(Candidate(x.rule_id, x.message, x.source, card=p.card,
                        base=CAVEAT_WEIGHT + 1 if x.message.key in DRAWBACKS else  # an owner's rule to a buyer:
                        0.0 if x.rule_id in OWNER_RULES else None) for x in p.reasons[1:])))  # details (break36)


def _figure(p: Pick) -> float | None:
    return p.speed.value if p.speed is not None else p.relative_performance


def _behind(p: Pick, top: Pick) -> Message | None:
    """"12 % slower, 184 USD less" (or "1 % faster, 13 USD more") against the first pick, or ``None``."""
    if p.speed is not None and top.speed is not None and (p.speed.measure, p.speed.model) != (
            top.speed.measure, top.speed.model):
        return None  # tokens/s on different models, or unlike measures: no percentage between them
    return behind(_figure(p), _figure(top), top.total_cost - p.total_cost, p.price.currency)


def _recommendation(r: Recommendation, ctx: Context) -> Shape:
    top = r.picks[0] if r.picks else None
    room = MAX_RANKING - (r.stretch is not None)
    # every pick with a role of its own (best, value, memory) stays; runner-ups fill the room left
    kept = ByIdentity([p for p in r.picks if p.role != "runner-up"][:room])  # `in` by identity: no field walks
    for p in r.picks:
        if len(kept) >= room:
            break
        if p not in kept:
            kept.append(p)
    models = {p.speed.model for p in r.picks if p.speed is not None and p.speed.measure == "decode"}
    against = next((p for p in r.picks if p.role == "best"), top) if r.headroom is not None else top  # P01
    parts = {id(p): _pick_parts(p, len(models) <= 1) for p in r.picks + ([r.stretch] if r.stretch else [])}
    ranking = [parts[id(p)][0] or _pick_line(p, against, ctx, len(models) <= 1, r.budget.market_amount)
               for p in r.picks if p in kept]
    if r.stretch is not None:
        at = stretch_place([p.route for p in r.picks if p in kept], r.stretch.route)
        ranking.insert(at, _pick_line(r.stretch, top, ctx, len(models) <= 1, r.budget.market_amount))
    ranking = best_tied(shown_first(ranking, r.budget.market_amount, labelled(r)))  # N02; newuser18 #1; B6
    ranking = [*offload_lines(r), *ranking][:MAX_RANKING] if r.offload_ways else ranking  # RAM had (fix63a #2)
    budget = i18n.Money(amount=r.budget.amount, currency=r.budget.currency)
    headline = asked_rig_headline(r.notes, recommend_headline(r, top, budget), top, budget)  # break28 #14
    headline = split_headline(r, top, budget, headline)  # one card a little over before a split (break35 #6)
    candidates: list[Candidate] = [Candidate("budget.converted", m) for m in r.budget.assumptions]
    candidates += [Candidate(n.rule_id, n.short or n.message, n.source, base=CAVEAT_WEIGHT + 2  # experts in RAM
                             if n.message.key.startswith("offload.") else None)
                   for n in r.notes if n.message.key != ONE_CARD]
    for p in r.picks + ([r.stretch] if r.stretch else []):  # each pick's further reasons (_pick_parts)
        candidates += parts[id(p)][1]
    candidates += [Candidate(a.rule_id, a.message, card=a.card) for a in r.avoided]
    firsts = [p.reasons[0].message for p in r.picks + ([r.stretch] if r.stretch else []) if p.reasons]
    read = reading(candidates, ctx)
    if r.budget.rate is not None:  # a converted budget: whose prices it was weighed on (fix61b)
        read = [*read, priced_in(r.market, r.budget.currency)]
    said = [headline, *read, *(x.reason for x in ranking)]
    chosen, rest = caveats(candidates, [x.card for x in ranking], said, ctx)
    details = rest + len(firsts) + len(r.picks) - len(kept)
    return Shape(headline=headline, reading=read, ranking=ranking, caveats=chosen, decides=[Caveat(  # one card beats
        rule_id=n.rule_id, message=n.message, weight=DECIDING_WEIGHT) for n in r.notes if n.message.key == ONE_CARD],
                 unit=unit(ranking, r.market.currency), details=details)  # the cards asked: it decides (break26 #7)


def _several_lines(c: Comparison, ctx: Context) -> list[RankLine]:
    """The ranking of several of a card against another (``c.counts``): one line a side, the faster
    side first — its cards, their price in all, memory on each card, the side's own speed (one
    data-parallel job, or the layer split's decode: ``c.side_speeds``), marked faster and better
    value by the sides' speeds and totals (the comparison's ``speedup`` and ``better_value``)."""
    speeds = list(c.side_speeds) + [None] * (len(c.cards) - len(c.side_speeds))
    sides = list(zip(c.cards, c.counts, speeds, strict=False))
    figures = [s.value if s is not None else 0.0 for _, _, s in sides]
    fast = figures.index(max(figures)) if c.faster and max(figures) > 0 else None

    totals = [c.side_totals[i] if i < len(c.side_totals) else (f.price.amount * n if f.price else None)
              for i, (f, n, _) in enumerate(sides)]

    def value(i: int) -> float:
        total = totals[i]
        return figures[i] / total if total else 0.0

    whole_pc = any(r.message.key == "compare.several.machine" for r in c.reasons)  # cards against a whole computer
    named = [i for i, (f, _, _) in enumerate(sides) if f.card == c.better_value]
    best = max(named, key=value) if named else None
    order = sorted(range(len(sides)), key=lambda i: i != fast)
    how = (msg("shape.role.layer-split", "the layers split between them") if c.measure == "decode"
           else msg("shape.role.data-parallel", "one data-parallel job"))
    out = []
    for i in order:
        f, n, speed = sides[i]
        role = "faster" if i == fast else "slower" if fast is not None else "asked"
        mark = None
        if i == fast and c.speedup > 1:
            mark = msg("shape.role.faster-by", "{speedup} faster", speedup=i18n.Quantity(value=c.speedup, unit="x",
                                                                                    digits=2))
        if i == best:
            mark = (msg("shape.role.faster-and-value", "{faster}, better value", faster=mark) if mark is not None
                    else msg("shape.role.value", "best value"))
        reason = mark
        if n > 1:
            reason = (msg("shape.role.several", "{how}, {mark}", how=how, mark=mark) if mark is not None else how)
        if speed is not None and speed.source.key == "compare.several.speed-source-range":  # (several.RANGE_SOURCE)
            speed = None  # the middle of an assumed range: the headline says the range, no line a midpoint (fix48b)
        if speed is None and c.measure == "decode" and (short := _not_held(c, f.card)) is not None:
            reason = short
        out.append(RankLine(card=f.card, role=role, price=f.price, last_price=f.last_price, gpus=n,
                            total=totals[i] if n > 1 else None, memory_gb=f.memory_gb, rest_of_pc=whole_pc,
                            speed=speed if n > 1 or c.measure == "decode" else (speed or f.speed or ctx.speed_of(
                                f.card)), reason=reason))
    return out


def _comparison(c: Comparison, ctx: Context) -> Shape:
    """A comparison's short form: the summary, the facts that decide between the cards right after it
    (:attr:`~advisor.models.Comparison.deciding`: why the rules hold back on a side, whether today's
    software runs it, the memory the better value gives up), one line a side, then caveats by weight."""
    if any(n > 1 for n in c.counts):
        ranking = _several_lines(c, ctx)
    else:
        ranking = []
        spoken = any(f.speed is not None for f in c.cards)  # a side with no figure (one that does not hold the
        ordered = sorted(c.cards, key=lambda f: (f.card != c.faster, spoken and f.speed is None))  # model) goes last
        if c.same_card:  # both names are one card: said once
            ordered = ordered[:1]
        for f in ordered:
            role = "faster" if c.faster and f.card == c.faster else "slower" if c.faster else "asked"
            reason = ROLE_REASONS.get(role)
            if c.faster and f.card == c.faster and c.speedup > 1:
                reason = msg("shape.role.faster-by", "{speedup} faster",
                             speedup=i18n.Quantity(value=c.speedup, unit="x", digits=2))
            reason = value_mark(c, f.card, role == "faster", reason)
            speed = f.speed or (None if c.measure == "decode" else ctx.speed_of(f.card))  # none: not held
            if speed is None and c.measure == "decode" and (short := _not_held(c, f.card)) is not None:
                reason = short  # said where the eye is (fix65c: at 128k)
            ranking.append(RankLine(card=f.card, role=role, price=f.price, last_price=f.last_price,
                                    memory_gb=f.memory_gb, speed=speed, reason=reason))
    memory_said = bool(c.summary.keys & FOR_MEMORY)  # the headline says memory chose it: said once (fix65c)
    decides = [Caveat(rule_id=r.rule_id, message=r.message, weight=DECIDING_WEIGHT) for r in c.deciding
               if not c.summary.mentions(r.message) and not (memory_said and r.message.key in MEMORY_KEYS)]
    decides = decides[:MAX_DECIDING]
    pair = {r.message.key for r in c.deciding}  # two professional cards: no consumer rule's refusal (fix61a)
    candidates = [Candidate(x.rule_id, x.message, x.source) for x in c.reasons if not unsaid(pair, x.message.key)
                  and not (memory_said and x.message.key in MEMORY_KEYS)]
    read = reading(candidates, ctx)
    said = [c.summary, *read, *(x.reason for x in ranking), *(d.message for d in decides)]
    chosen, rest = caveats(candidates, [x.card for x in ranking], said, ctx)
    return Shape(headline=c.summary, asked="faster", decides=decides, reading=read, ranking=ranking,
                 caveats=chosen, unit=unit(ranking, c.market.currency), details=rest)


def _not_held(c: Comparison, card: str) -> Message | None:
    """"does not hold {model}" for a side of ``c`` that does not hold the model it was sized for (its
    ``several.model.short`` clause in :func:`advisor.several.for_model`'s sentence, at the context asked) when no
    side does, said on its line where a speed at a shorter context stood (fix65c: "5090 vs 4090 for qwen3 32b at
    128k" kept "1.70x faster"); else ``None``."""
    job = next((r.message for r in c.reasons if r.message.key == "several.model"), None)
    if job is None or any(f.speed is not None for f in c.cards) or any(s is not None for s in c.side_speeds):
        return None  # a side holds it: the headline names it, the other's line has no speed (fix61c's room)
    stack: list[Any] = list(job.params.values())
    while stack:
        value = stack.pop()
        if isinstance(value, (Message, i18n.MessageParam)):
            if value.key == "several.model.short" and card_named(Message(key=value.key, params=value.params), card):
                return msg("shape.role.stand-in", "does not hold {model}", model=job.params["model"])
            stack.extend(value.params.values())
        elif isinstance(value, i18n.ListOf):
            stack.extend(value.items)
    return None


OWNER_LEVERS = 3
"""Levers said as an owner's caveats (the most memory saved on the named job first)."""


def _owner(v: Verdict, o: Ownership, ctx: Context) -> Shape:
    """An owner's answer (``why --own``, :mod:`advisor.owner`): the headline is what the card runs —
    whether the named job fits and with what change (its first ``runs`` sentence), else the LLM
    sizes it runs; the ranking the upgrades (more memory, the cheapest recommended card of each
    size, each with the memory it adds); the caveats the levers that save the most on the job (at most
    :data:`OWNER_LEVERS`; without a job, the table's order), then the upgrade's own sentence when it
    makes the upgrade due (today's stack no longer runs the card, memory below the work's floor, a
    laptop; first when there is nothing larger to step up to). The rest of ``runs``, the levers, the
    card's reasons and alternatives are details."""
    headline = o.runs[0] if o.runs else v.summary
    decides = [] if o.stack is None else [
        Caveat(rule_id=o.stack.rule_id, message=o.stack.message, weight=DECIDING_WEIGHT,
               card=_about_card(o.stack.message, v.card))]
    ranking = []
    for a in o.upgrades:
        more = i18n.Quantity(value=round((a.memory_gb or 0) - (o.memory_gb or 0), 1), unit="GB")
        ranking.append(RankLine(card=a.card, role="upgrade", price=a.price, memory_gb=a.memory_gb,
                                speed=a.speed or ctx.speed_of(a.card),
                                reason=a.note or msg("shape.role.upgrade", "{more} more", more=more)))
    levers = sorted(o.levers, key=lambda x: -(x.saves_gb or 0.0))  # stable: the table's order among equals
    if any(x.saves_gb is not None for x in levers):
        levers = [x for x in levers if x.saves_gb]
    inner = o.upgrade.message.params.get("advice")
    upgrade: Caveat | None = None
    if not o.upgrades:  # nothing to step up to: the upgrade's sentence says so, first
        upgrade = Caveat(rule_id=o.upgrade.rule_id, message=o.upgrade.message, weight=CAVEAT_WEIGHT + 2)
    elif isinstance(inner, (Message, i18n.MessageParam)) and inner.key != "owner.upgrade.levers-first":
        # the upgrade is due whatever the levers do: its sentence, without the step up the ranking shows,
        # after the levers (what the owner can do today), before the details
        upgrade = Caveat(rule_id=o.upgrade.rule_id, message=Message(key=inner.key, params=inner.params),
                         weight=CAVEAT_WEIGHT + 0.5)
    due = upgrade is not None
    chosen: list[Caveat] = []
    job_levers = [r for r in o.job_levers if not headline.mentions(r.message)]  # the headline's levers: said
    for i, r in enumerate(job_levers[:OWNER_LEVERS - due]):  # the job's own levers, in the table's order
        chosen.append(Caveat(rule_id=r.rule_id, weight=CAVEAT_WEIGHT + 1 - i / 100,
                             message=msg("shape.owner.job-lever", "Helps this job: {lever}.", lever=r.message)))
    for x in levers[:OWNER_LEVERS - due - len(chosen)]:
        if x.saves_gb is not None:
            text = msg("shape.owner.lever.saves", "{lever}: saves about {saved} on this job.", lever=x.lever,
                       saved=i18n.Quantity(value=x.saves_gb, unit="GB"))
        else:
            text = msg("shape.owner.lever", "Saves memory: {lever}.", lever=x.lever)
        weight = CAVEAT_WEIGHT + 1 + (x.saves_gb or 0.0) / 1000  # more saved, heavier
        chosen.append(Caveat(rule_id=RULE_OWNER, message=text, weight=weight))
    if upgrade is not None:
        chosen.append(upgrade)
    chosen.sort(key=lambda c: -c.weight)  # heaviest first: the front ends leave the lightest out first
    read = reading([Candidate(r.rule_id, r.message, r.source) for r in v.reasons], ctx)
    levers_said = len(chosen) - due
    # left to the details: the other runs sentences, the levers not said, the upgrade's sentence when not
    # said, the card's own reasons and alternatives
    details = (len(o.runs) - 1 + len(o.levers) + len(job_levers) - levers_said + (not due) + len(v.reasons)
               + len(v.alternatives) - len(decides))
    return Shape(headline=headline, asked="own", decides=decides, reading=read, ranking=ranking, caveats=chosen,
                 unit=unit(ranking, v.market.currency), details=max(details, 1))


RULE_OWNER = "owner.out-of-memory"


def _verdict(v: Verdict, ctx: Context) -> Shape:
    """A ``why``'s short form (issue 28 §1): the verdict's deciding reasons first — as the headline
    itself when the summary only says the verdict (the label is said before it), else right after it
    (:attr:`~advisor.models.Shape.decides`) — then the card and its alternatives, then the owner's line
    when someone may already own the card (:func:`advisor.deciding.owner_first`), then the other
    caveats by weight."""
    if v.owner is not None:
        return _owner(v, v.owner, ctx)
    f = v.facts
    # the asked card's verdict is the headline's: its line gives the facts, no reason said twice
    ranking = [RankLine(card=v.card, role="asked", price=f.price, last_price=f.last_price, memory_gb=f.memory_gb,
                        speed=f.speed or ctx.speed_of(v.card), verdict=v.verdict)]
    alt_reason = (msg("shape.role.alternative.less-memory", "faster, less memory") if v.alternatives_give_up_memory
                  else msg("shape.role.alternative.keeps-memory", "as much memory, a current card")
                  if v.alternatives_keep_memory
                  else ROLE_REASONS["alternative"] if f.price is not None
                  else msg("shape.role.alternative.unpriced", "a better buy"))
    # one measure in a ranking: beside an LLM verdict's decode figure the alternatives (priced by
    # training speed) show none rather than a training figure under the decode unit
    decode = ranking[0].speed is not None and ranking[0].speed.measure == "decode"
    for a in v.alternatives[:ALTERNATIVES_SHOWN]:
        ranking.append(RankLine(card=a.card, role="alternative", price=a.price, memory_gb=a.memory_gb,
                                speed=None if decode else ctx.speed_of(a.card), reason=alt_reason))
    headline = v.summary
    deciding = [r for r in v.deciding if not headline.mentions(r.message)]
    if deciding and v.summary.key in GENERIC_SUMMARIES:
        headline, deciding = deciding[0].message, deciding[1:]  # the verdict label says the rest
    decides = [Caveat(rule_id=r.rule_id, message=r.message, weight=DECIDING_WEIGHT, card=_about_card(r.message, v.card))
               for r in deciding[:MAX_DECIDING - (headline is not v.summary)]]
    candidates = [Candidate(r.rule_id, r.message, r.source, card=v.card,
                            base=OWNER_FIRST if r == v.keep and owner_first(v.verdict, f.price is not None) else
                            OWNER_FIRST + 1 if r.message.key in DRAWBACKS else None) for r in v.reasons]
    read = reading(candidates, ctx)
    said = [headline, *read, *(c.message for c in decides)]
    chosen, rest = caveats(candidates, [x.card for x in ranking], said, ctx)
    return Shape(headline=headline, asked="buy", decides=decides, reading=read, ranking=ranking, caveats=chosen,
                 unit=unit(ranking, v.market.currency),
                 details=rest + max(0, len(v.alternatives) - ALTERNATIVES_SHOWN))


DECIDING_WEIGHT = CAVEAT_WEIGHT + 3
"""A deciding fact's weight, as a :class:`~advisor.models.Caveat` (above any caveat's)."""
OWNER_FIRST = CAVEAT_WEIGHT + 1.5
"""The owner's line's base weight when someone may already own the card: it leads the caveats."""


def _about_card(message: Message, card: str) -> str | None:
    """``card`` when ``message`` does not name it (front ends then say it first), else ``None``."""
    return None if card in named_cards(message) else card


TUNE_ROUTES = frozenset({"int4", "int8"})
"""A LoRA fine-tune's cheaper routes on the same cards (:func:`advisor.fits.ways.variants`): QLoRA's 4-bit weights,
LoRA on int8 weights — still LoRA, so an owner's rig that holds one holds the job."""


def _fit(f: Fit, ctx: Context) -> Shape:
    """A fit's short form: the cheapest way that really works and the best decode per price first
    (issue 16 §3), then the cards that hold it alone and the best splits, each with its decode speed
    for an inference job; an MoE expert-offload plan as a caveat that changes what to buy. With the
    owner's rig (issue 28 §3), the rig's answer is the headline and its cards lead the ranking, unpriced;
    the ways to buy follow only when the rig does not hold it. Served to many users (§5), the serving plan
    (:func:`_serving`)."""
    if f.serving is not None:
        from .owned_shape import serving_shape

        return serving_shape(f)
    shape = _fit_ways(f, ctx)
    if f.rig is None:
        return cheaper_ways(f, shape)  # a lower precision or the experts in RAM, when cheaper than every way ranked
    rig = f.rig
    speed = None
    if rig.speed is not None:  # a plan at a lower level (way offload) says that level's speed (fix57b)
        level = rig.other_precision if rig.way == "offload" and rig.other_precision else f.precision
        speed = Speed(measure="decode", value=round(rig.speed.tok_s, 1), kind=rig.speed.kind, source=rig.speed.source,
                      model=f.model.name, precision=level, quant=QUANTS.get(level))
    lines = [RankLine(card=c.card, role="rig", gpus=c.count, memory_gb=c.memory_gb, speed=speed if i == 0 else None,
                      reason=msg("shape.role.cpu", "your CPU and RAM") if c.card.startswith(CPU_CARD.split("{")[0]) else
                      msg("shape.role.rig", "your card") if c.count == 1 else msg("shape.role.rig-cards", "your cards"))
             for i, c in enumerate(rig.rig.cards)]
    # a LoRA fine-tune the owner's cards hold as QLoRA or LoRA on int8 weights is held (issue 28 §3, newuser26 #7: "have
    # 3x a4000, can i finetune mistral 24b with lora?" was told to buy a 3,999 USD GB10 box beside "QLoRA … fits")
    # — an owner of several cards, who built a rig for it; one card's owner still sees the card that holds the LoRA
    # in 16 bits and a second card of theirs (test_upgrade, U18), after the yes that names the route
    short = rig.way == "none" and not (f.task == "lora" and rig.other_precision in TUNE_ROUTES
                                       and sum(c.count for c in rig.rig.cards) > 1)
    buy = owner_upgrades([x for x in shape.ranking if short], f, rig, _fit_line)[:MAX_RANKING - len(lines)]
    ranking = (lines + buy)[:MAX_RANKING]
    # past the native window with no fit: the window said beside the headline, never left out for room (break34 #15)
    window = [r.message for r in f.reasons if r.message.key == WINDOW_EXTENDED] if rig.way == "none" else []
    reading_said = [*shape.reading, *[m for m in window if m not in shape.reading]]
    said = [rig.message, *reading_said]
    # the ways to buy and what they cost speak only when the owner's cards do not hold it (never a price for them)
    chosen = [c for c in shape.caveats if short and not any(s.mentions(c.message) for s in said)]
    own = [Caveat(rule_id=r.rule_id, message=r.message, weight=CAVEAT_WEIGHT + 2) for r in sorted(
        f.reasons, key=lambda r: r.message.key != WINDOW_EXTENDED)  # the window's cost first (YaRN)
           if (r.message.key.startswith(OWNER_CAVEAT) or r.message.key == WINDOW_EXTENDED) and r.message not in window]
    chosen = (own + [c for c in chosen if c.message not in [o.message for o in own]])[:MAX_CAVEATS]
    headline, chosen = rig_headline(f, rig.message, chosen)  # the 4-bit assumption, the PCIe split (F14)
    return shape.model_copy(update={"headline": headline, "asked": "own", "ranking": ranking, "caveats": chosen,
                                    "reading": reading_said,
                                    "unit": unit(ranking, f.market.currency),
                                    "details": shape.details + len(shape.ranking) - len(buy) + 1})


def _fit_ways(f: Fit, ctx: Context) -> Shape:
    """The ways to hold a sized model (:func:`_fit`'s short form without the owner's rig)."""
    ordered, pick = fit_order(f, FIT_ALONE_SHOWN)
    ranking = [_fit_line(c, f, pick) for c in ordered[:MAX_RANKING]]
    candidates = []
    ways_priced = [x.total or (x.price.amount if x.price else 0) for x in ranking if x.total or x.price]
    for o in f.options:  # a cheaper way to make it fit changes what to buy
        option = msg("shape.fit.option", "{change}: about {total} — {card}, {price}", change=o.change,
                     total=i18n.Quantity(value=round(o.total_gb, 1), unit="GB"), card=i18n.Card(value=o.card),
                     price=i18n.Money(amount=o.price.amount, currency=o.price.currency))
        # at half the cheapest way shown or less it is the way most would take (LoRA of a 32B on a 4,000 USD box
        # beside QLoRA on a 695 USD card): above the ordinary caveats
        halves = bool(ways_priced) and o.price.amount <= min(ways_priced) / 2
        candidates.append(Candidate("memory.llm-task", option, base=CAVEAT_WEIGHT + (1 if halves else 0)))
    offload = f.offload.message if f.offload is not None else None  # experts in system RAM: cheaper to buy

    def base(m: Message) -> float | None:
        if m.key in (FREE_TIER, WINDOW_EXTENDED, RENT_INSTEAD, *DRAWBACKS) or (offload is not None and m == offload):
            return CAVEAT_WEIGHT + 2  # free GPU, YaRN's cost, a machine's prompt wait, RAM offload, renting
        if not ranking and offload is None and m.key in NOTHING_HOLDS:  # nothing to rank: why not is the answer
            return CAVEAT_WEIGHT + 2
        return None

    candidates = [Candidate(r.rule_id, r.message, r.source, base=base(r.message)) for r in f.reasons] + candidates
    read = reading(candidates, ctx)
    chosen, rest = caveats(candidates, [x.card for x in ranking], [f.summary, *read], ctx)
    shown = len(ranking)
    return Shape(headline=f.summary, reading=read, ranking=ranking, caveats=chosen,
                 unit=unit(ranking, f.market.currency), details=rest + max(0, len(f.cards) - shown))


DRAWBACKS = frozenset({"routes.prefill.against", "routes.prefill.fast", "routes.prefill.slow", "routes.prefill.scaled",
                       "routes.train.unified"})
"""The sentences that say a picked machine's drawback (:func:`advisor.routes.prefill_message`): a caveat of its
pick, said in the short form."""

NOTHING_HOLDS = frozenset({"fits.none-alone", "fits.split-too-many"})
"""The reasons of a fit that say why no way holds the model (:mod:`advisor.fits`): the answer's
caveats when there is nothing to rank."""


def _fit_line(c: FitCard, f: Fit, pick: FitCard | None = None) -> RankLine:
    """One way to hold the model: a card alone or a split, its price (in all, with the platform a
    split needs), memory, its decode speed (inference) and why it is listed (``pick``: the way the answer
    leads with, :func:`advisor.fits.lead_way`)."""
    same = lambda a, b: b is not None and (a.card, a.count) == (b.card, b.count)  # noqa: E731
    if same(c, pick) and not same(c, f.cheapest) and not same(c, f.best_value):
        reason = lead_reason(c, f.cheapest)
    elif c is f.cheapest or (f.cheapest is not None and (c.card, c.count) == (f.cheapest.card, f.cheapest.count)):
        reason = offload_cheaper(c, f, cheapest_label(c, f.cards))  # a card + RAM road cheaper (fix61a)
    elif f.best_value is not None and (c.card, c.count) == (f.best_value.card, f.best_value.count):
        reason = value_label(c, f.cards, ROLE_REASONS["value"])
    elif c.count > 1 and f.task != "inference":  # two cards train one job with FSDP + QLoRA (Answer.AI)
        reason = ROUTE_LABELS[split_train_key(f.task)]
    elif c.count > 1:
        reason = msg("shape.role.split", "{per_gpu} on each of {count}",
                     per_gpu=i18n.Quantity(value=round(c.per_gpu_gb, 1), unit="GB"), count=c.count)
    else:
        reason = ROLE_REASONS["alone"]
    if c.wired_limit_raised:
        reason = msg("shape.role.fit-wired", "with the wired-memory limit raised")
    if slow(c, speed_floor(f.cards)):
        reason = msg("shape.role.fit-slow", "holds it, under a usable speed")
    if not c.trains:  # it holds the job, but the job's software does not run there (data/llm_routes.csv)
        reason = msg("shape.role.fit-no-training", "holds it, but an inference machine")
    elif c.route not in HEADLINE_ROUTES and c.takes:  # a passive or non-CUDA card says its road
        reason = road_label(c, f.cards, ROUTE_LABELS[c.label or c.route])
    if c.tight:
        reason = msg("shape.role.fit-tight", "tight: under {gb} GB to spare", gb=i18n.Number(value=HEADROOM_GB))
    split = c.count > 1
    return RankLine(card=c.card, role="split" if split else "alone", price=c.price, gpus=c.count,
                    total=c.total_price if split else None, memory_gb=c.memory_gb,
                    job_memory_gb=round(c.memory_gb * c.count, 1) if split else None,
                    speed=_fit_speed(c, f), reason=reason,
                    verdict=None if c.verdict == "recommended" or c.takes else c.verdict)


def _fit_speed(c: FitCard, f: Fit) -> Speed | None:
    """A way's decode tokens/s as the ranking's one speed figure (``None`` for fine-tuning)."""
    d = c.speed
    if d is None:
        return None
    return Speed(measure="decode", value=round(d.tok_s, 1), kind=d.kind, source=d.source, model=f.model.name,
                 precision=f.precision, quant=QUANTS.get(f.precision))


def _speed_attr(card: Any) -> Speed | None:
    """A fits card's speed figure where the answer carries one (``speed``), else ``None``."""
    value = getattr(card, "speed", None)
    return value if isinstance(value, Speed) else None


def shape_of(answer: Any, ctx: Context | None = None) -> Shape | None:
    """The :class:`~advisor.models.Shape` of an answer (module docstring), or ``None`` for an answer
    that has none (a resolution, the market list)."""
    ctx = ctx or Context()
    shape = _shape_of(answer, ctx)
    return of_shown(shape) if shape is not None else None  # a caveat speaks only of cards shown (fix57b)


def _shape_of(answer: Any, ctx: Context) -> Shape | None:
    """:func:`shape_of` before its caveats are kept to the cards it shows."""
    if isinstance(answer, Recommendation):
        return recommendation_said(answer, _mods_said(_recommendation(answer, ctx), ctx))  # break29 #14
    if isinstance(answer, Comparison):
        return _mods_said(_comparison(answer, ctx), ctx)
    if isinstance(answer, Verdict):
        return _mods_said(_verdict(answer, ctx), ctx)
    if isinstance(answer, Fit):
        return _mods_said(_fit(answer, ctx), ctx)
    if isinstance(answer, Runs):
        from .owned_shape import runs_shape

        return runs_shape(answer)
    return None


def _mods_said(shape: Shape, ctx: Context) -> Shape:
    """``shape`` with each ranking line of a third-party memory mod (a 48 GB RTX 4090) saying so beside its reason
    ("unofficial memory mod, no warranty": ``data/card_variants.csv``'s notes and sources), wherever it is shown —
    an alternative, an upgrade, a pick (U22: a modded card offered with nothing said of what it is)."""
    if not any(ctx.modified(x.card) for x in shape.ranking):
        return shape
    return shape.model_copy(update={"ranking": [mod_line(x, ctx) for x in shape.ranking]})


def mod_line(x: RankLine, ctx: Context) -> RankLine:
    """A ranking line of a third-party memory mod saying so beside its reason (:func:`_mods_said`); others as is."""
    if not ctx.modified(x.card):
        return x
    return x.model_copy(update={"reason": msg("shape.role.modified", "{reason} · unofficial memory mod, no warranty",
                                              reason=x.reason) if x.reason is not None else
                                msg("shape.role.modified.alone", "unofficial memory mod, no warranty")})


def shaped(answer: Any, ctx: Context | None = None) -> Any:
    """``answer`` with its ``shape`` set (:func:`shape_of`); an answer without one unchanged."""
    if not hasattr(answer, "shape"):
        return answer
    s = named_platforms(shape_of(answer, ctx), ctx.platform_of if ctx is not None else None)  # fix47b #3
    return answer.model_copy(update={"shape": s}) if s is not None else answer


def details(answer: Any) -> Iterator[Any]:
    """Every cited sentence of ``answer`` (reasons, notes, skipped cards: anything with a
    ``rule_id`` and a ``message``), in the answer's order, each once (by key and parameters)."""
    seen: set[str] = set()

    def walk(value: Any) -> Iterator[Any]:
        if hasattr(value, "rule_id") and isinstance(getattr(value, "message", None), Message):
            if value.message.identity not in seen:
                seen.add(value.message.identity)
                yield value
            return
        if isinstance(value, (list, tuple)):
            for v in value:
                yield from walk(v)
        elif isinstance(value, BaseModel) and not isinstance(value, Message):
            for name in type(value).model_fields:
                if name != "shape":
                    yield from walk(getattr(value, name))

    yield from walk(answer)


def mentions_card(message: Message, card: str) -> bool:
    """Whether ``message`` names ``card`` (:func:`advisor.models.card_named`)."""
    return card_named(message, card)


def general(message: Message) -> bool:
    """Whether ``message`` is a general sentence — a rule's own text or a fixed sentence, with no
    parameters — rather than one about these cards with their figures."""
    return not message.params


def in_voice(answer: Any, ctx: Context) -> Any:
    """``answer`` without the guides' general sentences that do not hold today (issue 18 §5): in
    today's market (``ctx.guide`` ``None``), a reason or note citing only a guide (:func:`voice`)
    whose sentence is :func:`general` is left out unless its rule changes the decision (base weight
    3 or more, e.g. ``avoid.gtx-970``). The first item of each list (a pick's reason for being
    there, a verdict's deciding reason, a comparison's summary) always stays; so does every
    sentence of the guides' markets, where the guides speak. Other answers are returned as they are."""
    if ctx.guide is not None or not isinstance(answer, BaseModel):
        return answer

    def keep(item: Any, index: int) -> bool:
        return (index == 0 or voice(getattr(item, "source", None)) is None or not general(item.message)
                or ctx.base(item.rule_id) >= CAVEAT_WEIGHT)

    def rewrite(model: BaseModel) -> BaseModel:
        update: dict[str, Any] = {}
        for name in walked_fields(type(model)):  # the fields that may hold a cited sentence (by annotation)
            value = getattr(model, name)
            if isinstance(value, list) and value and all(hasattr(v, "rule_id") and hasattr(v, "source")
                                                          and isinstance(getattr(v, "message", None), Message)
                                                          for v in value):
                kept = [v for i, v in enumerate(value) if keep(v, i)]
                if len(kept) != len(value):
                    update[name] = kept
            elif isinstance(value, list) and value and all(isinstance(v, BaseModel) for v in value):
                new = [kept_rewrite(v, rewrite) for v in value]  # a kept pick once per rule book (advisor.voiced)
                if any(a is not b for a, b in zip(new, value, strict=True)):
                    update[name] = new
            elif isinstance(value, BaseModel) and not isinstance(value, (Message, i18n.MessageParam)):
                one = rewrite(value)
                if one is not value:
                    update[name] = one
        return model.model_copy(update=update) if update else model

    return rewrite(answer)
