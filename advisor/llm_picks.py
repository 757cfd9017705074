"""``recommend`` for running LLMs: memory decides what runs, then decode speed per price (issue 16 §4-5).

Candidates are *configurations*: one card, N identical cards whose layers are split (the count
asked for; for a sized job also 2 and 4: a split holds what one card cannot, ``multi.nvlink-p2p``)
or a unified-memory machine (``system.unified-memory``). A configuration is priced in all
(cards plus the platform N cards need, ``value.platform-cost``) and must fit the budget, be
recommended by the rules for LLM work and hold the job: the sized model, or for an unsized
question the smallest rung of the memory ladder (:class:`advisor.workload.Ladder`).

Ranking (``memory.llm-task``):

- **unsized** (``--use-case llm``): by memory tier — the largest ladder model a configuration
  holds — most capable first; within a tier by decode tokens/s per price, and the tier's fastest
  beside its best value (the used RTX 3090 next to the RTX 4090), at most :data:`PER_TIER` a tier and
  the :data:`TIERS` most capable tiers;
- **sized** (a model named): every configuration holds the job; by decode tokens/s per price, a
  split's counted as if it cost :data:`SPLIT_WEIGHT` more per extra card (it takes slots, power and a
  bigger supply, and loses a little per hop), the fastest listed beside the best value.

Cards the rules take for LLM work only with caveats (``data/llm_inference_ok.csv``: AMD on ROCm,
Intel Arc, pro and data-centre cards, cards past today's CUDA stack) compete on memory, but within
a tier the recommended ones come first and are never pushed out by them, and a list of caveated
cards alone gains the best recommended one (the mainstream road stays in view).

Everywhere, a configuration at most 2 % slower than another with more memory that costs at most
25 % more is left out (same speed, more memory for a little more: the 4060 Ti 16 GB over its 8 GB
twin), as is one slower, no roomier and no cheaper than another.
"""

from __future__ import annotations

from dataclasses import dataclass

from .budget import platform_error
from .catalog import Catalog
from .errors import InvalidBudget
from .fits import TASK_LABEL_MESSAGES, Estimate, precision_label
from .i18n import Message, Money, Number, Quantity, msg
from .models import Budget, DecodeSpeed, Market, Note, Pick, Recommendation, Speed
from .recommend import (
    GENERIC,
    MAX_PICKS,
    STRETCH,
    TIE,
    Offer,
    cheapest_per_card,
    estimate_kind,
    offers,
    price_param,
    skipped_cards,
)
from .rigs import platform_cost, platform_for, platforms_needed
from .rules import RuleBook, card_param, gb
from .thresholds import GPUS_PER_PLATFORM
from .workload import QUANTS, DecodeSpeeds, Ladder, Rung, Workload

PER_TIER = 2  # a tier's best value and its fastest
TIERS = 2  # tiers listed, most capable first
SPLIT_WEIGHT = 0.5  # product choice (the guides give none): a split ranks as if each extra card cost half again
DOMINANCE_PREMIUM = 0.25  # "same speed, more memory for at most 25 % more money" (issue 16 §4)


@dataclass(frozen=True)
class Config:
    """One candidate: ``count`` x ``offer``'s card (or one machine), priced ``total`` in all with the
    platform, ``memory`` GB usable by the job (pooled over a split), its tier ``rung`` (unsized
    questions) and decode ``tok_s`` on ``job`` (the sized job, or the rung's model)."""

    offer: Offer
    count: int
    total: float
    memory: float
    rung: Rung | None
    job: Estimate
    decode: DecodeSpeed

    @property
    def tok_s(self) -> float:
        """Batch-1 decode tokens/s on ``job``."""
        return self.decode.tok_s

    @property
    def name(self) -> str:
        """The card's (or machine's) canonical name."""
        return self.offer.card.name

    @property
    def caveated(self) -> bool:
        """Whether the rules take the card only with caveats for LLM work (``runs_llms``)."""
        return self.offer.assessment.verdict != "recommended"

    @property
    def value(self) -> float:
        """Decode tokens/s per 1,000 units of the market currency."""
        return self.tok_s / self.total * 1000.0

    @property
    def tier(self) -> int:
        """The tier's index on the ladder (0 for a sized job: every candidate holds it)."""
        return self.rung.index if self.rung else 0


def runs_llms(catalog: Catalog, o: Offer) -> bool:
    """Whether the rules let ``o``'s card run LLMs: recommended, or right only in some cases for
    reasons that do not hold for running a model (``data/llm_inference_ok.csv``: llama.cpp runs on
    ROCm and Arc, pro cards are for memory, a past CUDA stack still runs llama.cpp)."""
    a = o.assessment
    if a.verdict == "recommended":
        return True
    if a.verdict != "situational":
        return False
    return all(f.rule_id in catalog.llm_inference_ok for f in a.findings if f.level == "situational")


def _memory(offer: Offer) -> float:
    return offer.card.llm_memory_gb or 0.0


def configs(catalog: Catalog, rules: RuleBook, market: Market, workload: Workload, ladder: Ladder,
            budget_amount: float, floor: float, speeds: DecodeSpeeds) -> list[Config]:
    """Every configuration the budget buys that the rules recommend for LLM work and that holds the job."""
    out = []
    for count in workload.counts:
        need = workload.need(count)
        assessed = offers(catalog, rules, market, "llm", need if need is not None else floor)
        good = [o for o in assessed if o.price.pick and runs_llms(catalog, o)]
        for o in cheapest_per_card(good):
            if count > 1 and o.card.is_system:
                continue  # a machine is not split like a card
            total = o.price.amount * count + platform_cost(market, count)
            if total > budget_amount:
                continue
            memory = _memory(o) * count
            if workload.estimate is not None:
                if not workload.holds(o.card, count):
                    continue
                rung, job = None, workload.estimate
            else:
                rung = ladder.tier(_memory(o), count)
                if rung is None or _memory(o) < floor:
                    continue
                job = rung.estimate
            decode = speeds.of(o.card, job, count)
            if decode is None:
                continue
            out.append(Config(o, count, round(total, 2), memory, rung, job, decode))
    return out


def _dominated(c: Config, by: list[Config], speeds: DecodeSpeeds) -> bool:
    """Whether another configuration makes ``c`` pointless (module docstring): as fast (within
    :data:`TIE`) on ``c``'s own job, no less memory, and no dearer — or more memory for at most
    :data:`DOMINANCE_PREMIUM` more."""
    for d in by:
        if d is c or d.memory < c.memory or (d.caveated and not c.caveated):
            continue  # a card taken with caveats never pushes out one the rules recommend
        found = speeds.of(d.offer.card, c.job, d.count)
        speed = found.tok_s if found else 0.0
        if speed < c.tok_s * (1 - TIE):
            continue
        premium = DOMINANCE_PREMIUM if d.memory > c.memory else 0.0
        if d.total <= c.total * (1 + premium) and (d.memory > c.memory or d.total < c.total or speed > c.tok_s):
            return True
    return False


def choose(candidates: list[Config], sized: bool, speeds: DecodeSpeeds) -> list[Config]:
    """The listed configurations in order (module docstring); within a tier the ones the rules
    recommend come before those they take with caveats (``runs_llms``)."""
    live = [c for c in candidates if not _dominated(c, candidates, speeds)]
    by_value = sorted(live, key=lambda c: (c.caveated, -c.value, -c.tok_s, c.total, c.name, c.count))

    def fastest_of(members: list[Config]) -> Config | None:
        return max(members, key=lambda c: (not c.caveated, c.tok_s, -c.total, c.name), default=None)

    if sized:  # one card before a split unless the split is much the better value (SPLIT_WEIGHT)
        by_value = sorted(live, key=lambda c: (c.caveated, -c.value / (1 + SPLIT_WEIGHT * (c.count - 1)), -c.tok_s,
                                               c.total, c.name))
        chosen = by_value[:1]
        fastest = fastest_of(live)
        if fastest is not None and fastest not in chosen:
            chosen.append(fastest)
        chosen += [c for c in by_value if c not in chosen][: MAX_PICKS - len(chosen)]
        return chosen
    chosen = []
    tiers = sorted({c.tier for c in live}, reverse=True)
    for n, tier in enumerate(tiers):
        members = [c for c in by_value if c.tier == tier]
        if n >= TIERS:
            break
        pick = members[:1]
        fastest = fastest_of(members)
        if fastest is not None and fastest not in pick:
            pick.append(fastest)
        chosen += pick[:PER_TIER]
        if len(chosen) >= MAX_PICKS:
            break
    if chosen and all(c.caveated for c in chosen):  # the mainstream road stays in view
        mainstream = [c for c in live if not c.caveated]
        if mainstream:
            chosen = chosen[: MAX_PICKS - 1] + [max(mainstream, key=lambda c: (c.tier, c.value, c.tok_s))]
    return chosen[:MAX_PICKS]


def speed_of(c: Config) -> Speed:
    """The decode figure of a configuration, with how it was found (measured or estimated)."""
    return Speed(measure="decode", value=round(c.tok_s, 1), kind=c.decode.kind, source=c.decode.source,
                 model=c.job.arch.name, precision=c.job.precision, quant=QUANTS.get(c.job.precision))

def job_param(c: Config) -> Message:
    """"Llama 3.3 70B (Q4_K_M)" / "gpt-oss 120b (MXFP4)": the model a figure is for."""
    quant = QUANTS.get(c.job.precision, c.job.precision)
    return msg("recommend.llm.model", "{model} ({quant})", model=card_param(c.job.arch.name), quant=quant)


def memory_param(c: Config) -> Message | Quantity:
    """"24 GB", or "2 x 24 GB (48 GB pooled)" for a split, or "128 GB unified (96 GB for the GPU)"."""
    card = c.offer.card
    if c.count > 1:
        return msg("recommend.llm.pooled", "{count:.0f} x {each} ({total} pooled)", count=c.count,
                   each=gb(card.memory_gb or 0), total=gb(c.memory))
    if card.is_system:
        return msg("recommend.llm.unified", "{memory} unified ({gpu} for the GPU)", memory=gb(card.memory_gb or 0),
                   gpu=gb(card.llm_memory_gb or 0))
    return gb(card.memory_gb or 0)


def _first_reason(c: Config, role: str, sized: bool) -> Message:
    price = price_param(c.offer.price) if c.count == 1 else Money(amount=c.total, currency=c.offer.price.currency)
    params = {"memory": memory_param(c), "model": job_param(c), "speed": Number(value=c.tok_s), "price": price}
    line = msg("recommend.llm.runs", "{memory} runs {model} at ≈ {speed:.0f} tokens/s; {price}.", **params)
    if role == "best" and not sized:
        return msg("recommend.llm.best", "The most capable within your budget: {line}", line=line)
    if role == "best":
        return msg("recommend.llm.best-sized", "Best decode speed per price for this model: {line}", line=line)
    if role == "value":
        return msg("recommend.llm.value", "Best decode speed per price of its class ({value:.1f} tokens/s per {per}): "
                   "{line}", value=c.value, per=Money(amount=1000, currency=c.offer.price.currency), line=line)
    return line


def to_pick(catalog: Catalog, rules: RuleBook, c: Config, role: str, sized: bool) -> Pick:
    """A :class:`Pick` for a configuration: its role's sentence, then the card's own rules."""
    o = c.offer
    reasons = [rules.reason("memory.llm-task", _first_reason(c, role, sized))]
    reasons += [f.reason for f in o.assessment.ranked() if f.rule_id not in GENERIC][:2]
    if o.price.condition == "used":
        reasons.append(rules.reason("value.used-market", msg(
            "recommend.pick.used", "A used price ({as_of}): no warranty, so check the seller and the card's history.",
            as_of=_date(o.price.as_of))))
    if o.price.estimated:
        reasons.append(rules.reason("price.estimated", msg(
            "recommend.pick.estimated", "The price is an estimate: {kind}.", kind=estimate_kind(o.price))))
    perf = catalog.performance.get(o.card.name)
    return Pick(
        card=o.card.name, role=role, price=o.price,
        relative_performance=round(perf.relative, 3) if perf else None,
        performance_kind=perf.kind if perf else None, performance_source=perf.source if perf else None,
        memory_gb=o.card.memory_gb, bandwidth_gb_s=o.card.bandwidth_gb_s,
        performance_per_price=round(c.value, 4), gpus=c.count, total_cost=c.total, reasons=reasons,
        speed=speed_of(c), job_memory_gb=round(c.memory, 1),
    )


def _date(value: str):
    from .i18n import Date

    return Date(value=value)


def recommend_llm(catalog: Catalog, rules: RuleBook, market: Market, budget: Budget, *, workload: Workload,
                  ladder: Ladder, speeds: DecodeSpeeds, notes_for) -> Recommendation:
    """The :class:`Recommendation` for running an LLM (module docstring). ``notes_for(floor,
    floor_reason, gpus, picks, stretch, platform)`` makes the answer's notes (:func:`advisor.recommend._notes`)."""
    sized = workload.estimate is not None
    if workload.gpus and budget.market_amount <= platform_cost(market, workload.gpus):  # as for training
        raise InvalidBudget(platform_error(market, workload.gpus, platform_for(market, workload.gpus),
                                           GPUS_PER_PLATFORM))
    floor, floor_reason = rules.memory_floor("llm", market)
    row = rules.use_case("llm", market)
    candidates = configs(catalog, rules, market, workload, ladder, budget.market_amount, floor, speeds)
    if not candidates and not sized and row["fallback_memory_gb"]:  # a small budget: the ladder's first rung
        floor = float(row["fallback_memory_gb"])
        candidates = configs(catalog, rules, market, workload, ladder, budget.market_amount, floor, speeds)
    chosen = choose(candidates, sized, speeds)
    roles = ["best" if i == 0 else "runner-up" for i in range(len(chosen))]
    if len(chosen) > 1:
        best_value = max(chosen[1:], key=lambda c: c.value)
        if best_value.value > chosen[0].value:
            roles[chosen.index(best_value)] = "value"
    picks = [to_pick(catalog, rules, c, role, sized) for c, role in zip(chosen, roles, strict=True)]

    stretch = None
    top_tier = max((c.tier for c in chosen), default=-1)
    above = configs(catalog, rules, market, workload, ladder, budget.market_amount * (1 + STRETCH), floor, speeds)
    listed = {(c.name, c.count) for c in chosen}
    higher = [c for c in above if c.total > budget.market_amount and (c.name, c.count) not in listed
              and (c.tier > top_tier if not sized else chosen and c.tok_s > max(x.tok_s for x in chosen) * 1.15)]
    if higher:
        best = min(higher, key=lambda c: (-c.tier, c.total, c.name))
        stretch = to_pick(catalog, rules, best, "stretch", sized)
    elif not chosen:
        anything = configs(catalog, rules, market, workload, ladder, float("inf"), floor, speeds)
        if anything:
            stretch = to_pick(catalog, rules, min(anything, key=lambda c: (c.total, c.name)), "cheapest", sized)

    gpus = max((c.count for c in chosen), default=workload.gpus or 1)
    if workload.estimate is not None:
        floor = workload.need(1) or floor
        floor_reason = rules.reason("memory.llm-task", sized_message(workload))
    platform = platform_cost(market, gpus)
    notes = notes_for(floor, floor_reason, gpus, picks, stretch, platform)
    notes.insert(1, _ladder_note(rules, chosen, sized))
    avoided = skipped_cards(offers(catalog, rules, market, "llm", floor if sized else None), {c.name for c in chosen},
                            budget.market_amount / max(1, gpus))
    ranking = (msg("recommend.ranking.llm-sized", "cards and machines that hold the model, by decode speed per price; "
                   "the fastest is listed beside the best value")
               if sized else
               msg("recommend.ranking.llm", "by what the memory runs (the largest model of the ladder each holds), "
                   "then decode speed per price; a card as fast as another with less memory for up to 25 % more "
                   "is left out"))
    return Recommendation(market=market.ref(), budget=budget, use_case="llm", gpus=gpus, min_memory_gb=floor,
                          ranking=ranking, picks=picks, stretch=stretch, avoided=avoided, notes=notes)


def sized_message(workload: Workload) -> Message:
    """How the job was sized: the model, task and precision and its memory (``memory.llm-task``)."""
    est = workload.estimate
    if est is None:
        raise ValueError("only a sized job has a sized message")
    return msg("recommend.llm.sized", "Sized for {model}: {task} in {precision} with {context:,.0f} tokens of context "
               "needs about {total:.1f}; every pick holds it (fits gives the breakdown).",
               model=card_param(est.arch.name),
               task=TASK_LABEL_MESSAGES[est.task], precision=precision_label(est.precision, est.task),
               context=est.context,
               total=Quantity(value=workload.need(1) or 0, unit="GB"))


def _ladder_note(rules: RuleBook, chosen: list[Config], sized: bool) -> Note:
    """What the listed memory runs, said once: the speed measure of LLM answers (decode tokens/s)."""
    if sized or not chosen:
        text = msg("recommend.llm.measure", "Speeds are batch-1 decode tokens/s, the speed you read a reply at; they "
                   "follow memory bandwidth, so the fastest card is not always the best buy.")
    else:
        # one configuration of each listed tier (unsized: every one has its rung)
        first = {c.rung.index: (c, c.rung) for c in reversed(chosen) if c.rung is not None}
        runs = [msg("recommend.llm.tier", "{model} needs {need}", model=job_param(c),
                    need=Quantity(value=rung.need(1), unit="GB"))
                for c, rung in (first[t] for t in sorted(first, reverse=True))]
        text = msg("recommend.llm.tiers", "For LLMs memory decides what runs: {runs}. Speeds are batch-1 decode "
                   "tokens/s on that model.", runs=runs)
    reason = rules.reason("memory.llm-task", text)
    return Note(rule_id=reason.rule_id, message=reason.message, source=reason.source)


__all__ = ["Config", "choose", "configs", "platforms_needed", "recommend_llm"]
