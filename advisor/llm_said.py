"""What an LLM recommendation (:mod:`advisor.llm_picks`) says: each configuration as a pick (its speed, job, memory,
price and first reason, :func:`to_pick`), the cards left out and why (:func:`excluded`), the note of a pick over budget,
the stretch's route label, the ranking's words, how the job was sized (:func:`sized_message`) and the speed measure
(:func:`_ladder_note`).
"""

from __future__ import annotations

import bisect
import itertools
from typing import TYPE_CHECKING

from .catalog import Catalog
from .fits import TASK_LABEL_MESSAGES, Offer, precision_label
from .i18n import Message, Money, Number, Quantity, msg
from .kept import Same, fields_key, keep, kept
from .models import Avoided, Budget, Market, Note, Pick, Speed
from .recommend import GENERIC, MAX_AVOIDED, estimate_kind, price_param
from .recommend.picks import training_speed, used_msrp_reasons
from .rigs import platform_for
from .routes import ROUTE_LABELS, prefill_message, split_train_key, train_message
from .rules import RuleBook, card_param, gb
from .train_precision import fp16_label, fp16_reasons
from .workload import QUANTS, Workload

if TYPE_CHECKING:
    from .llm_picks import Config


# --------------------------------------------------------------------------------------------- picks
def speed_of(c: Config, catalog: Catalog, market: Market) -> Speed | None:
    """The one speed figure of a configuration: decode on its model, or training throughput."""
    if c.training is not None:
        return training_speed(catalog, market, c.name)
    if c.decode is None:
        return None
    return Speed(measure="decode", value=round(c.tok_s, 1), kind=c.decode.kind, source=c.decode.source,
                 model=c.job.arch.name, precision=c.job.precision, quant=QUANTS.get(c.job.precision))


def job_param(c: Config) -> Message:
    """"Llama 3.3 70B (Q4_K_M)" / "gpt-oss 120b (MXFP4)": the model a figure is for."""
    quant = QUANTS.get(c.job.precision, c.job.precision)
    return msg("recommend.llm.model", "{model} ({quant})", model=card_param(c.job.arch.name), quant=quant)


def memory_param(c: Config) -> Message | Quantity:
    """"24 GB", or "2 x 24 GB (48 GB pooled)" for a split, or "128 GB unified (96 GB for the GPU)"."""
    card = c.card
    if c.count > 1:
        return msg("recommend.llm.pooled", "{count:.0f} x {each} ({total} pooled)", count=c.count,
                   each=gb(card.memory_gb or 0), total=gb(c.memory))
    if card.is_system and c.way is not None and c.way.wired_limit_raised:  # break: 405B on a 256 GB Mac (newuser20)
        return msg("recommend.llm.unified-raised", "{memory} unified ({gpu} for the GPU by default; {raised} with "
                   "its wired-memory limit raised, sudo sysctl iogpu.wired_limit_mb)", memory=gb(card.memory_gb or 0),
                   gpu=gb(card.llm_memory_gb or 0), raised=gb(c.way.memory_gb))
    if card.is_system:
        return msg("recommend.llm.unified", "{memory} unified ({gpu} for the GPU)", memory=gb(card.memory_gb or 0),
                   gpu=gb(card.llm_memory_gb or 0))
    return gb(card.memory_gb or 0)


def _total_param(c: Config, market: Market) -> Money | Message:
    """A configuration's price: one card's, or its cards and their platform said apart (issue 29 §6): what
    a second card adds to a PC (a board that runs both, a bigger supply: ``data/platforms.csv``'s pair row)
    kept apart from a whole new platform (CPU, board, RAM and supply for more cards)."""
    if c.count == 1:
        return price_param(c.price)
    cur = c.price.currency
    params = dict(total=Money(amount=c.total, currency=cur), cards=Money(amount=c.price.amount * c.count, currency=cur),
                  platform=Money(amount=c.platform, currency=cur), count=c.count)
    row = platform_for(market, c.count, c.card).row
    if row is not None and row.gpus <= 2:
        return msg("recommend.llm.pair-price", "{total} in all: {cards} for the cards and {platform} for what "
                   "{count:.0f} cards need beyond a one-card PC", **params)
    return msg("recommend.llm.platform-price", "{total} in all: {cards} for the cards and {platform} for a whole "
               "platform that holds {count:.0f}", **params)


def _first_reason(c: Config, label: str, sized: bool, market: Market) -> Message:
    if c.training is not None:
        line = msg("recommend.llm.trains", "{memory} holds the job ({per:.1f} on each card); {price}.",
                   memory=memory_param(c), per=Quantity(value=c.way.per_gpu_gb if c.way else 0.0, unit="GB"),
                   price=_total_param(c, market))
    else:
        line = msg("recommend.llm.runs", "{memory} runs {model} at ≈ {speed:.0f} tokens/s; {price}.",
                   memory=memory_param(c), model=job_param(c), speed=Number(value=c.tok_s),
                   price=_total_param(c, market))
    words = ROUTE_LABELS.get(split_train_key(c.job.task) if label == "train-fsdp" else label)
    if words is None:
        return line
    return msg("recommend.llm.route", "{route}: {line}", route=words, line=line)


@kept("llm.pick", lambda catalog, rules, market, c, role, label, sized: (  # budget-free (issue 30 §1)
    rules, (Same(catalog), Same(market), fields_key(c), role, label, sized)))
def to_pick(catalog: Catalog, rules: RuleBook, market: Market, c: Config, role: str, label: str,
            sized: bool) -> Pick:
    """A :class:`Pick` for a configuration: its route's sentence, its drawback (a machine's prompt
    processing), then the card's own rules, assessed for what the job needs of each card (a sized
    job's need, else the LLM floor)."""
    reasons = [rules.reason("memory.llm-task", _first_reason(c, label, sized, market))]
    drawback = prefill_message(c.card, c.job.context, c.job if sized else None) if c.training is None else (
        train_message(c.card))  # a sized job: the chip's prompt speed for its model's size (break10 #5)
    if drawback is not None:
        reasons.append(rules.reason("system.unified-memory", drawback))
    need = c.way.per_gpu_gb if c.way is not None else rules.floor_value("llm", market)
    assessment = rules.assess(c.card, market, use_case="llm", min_memory_gb=min(need, c.card.llm_memory_gb or need))
    own = [f.reason for f in assessment.ranked() if f.rule_id not in GENERIC
           and not (drawback is not None and f.rule_id == "system.unified-memory")]
    reasons += own[:2]
    reasons += fp16_reasons(rules, c)  # a bf16 fine-tune on a card without BF16: fp16 with loss scaling (break35 #10)
    if c.price.condition == "used":
        reasons += [rules.reason("value.used-market", msg(
            "recommend.pick.used", "A used price ({as_of}): no warranty, so check the seller and the card's history.",
            as_of=_date(c.price.as_of))), *used_msrp_reasons(catalog, rules, market, c.name, c.price)]
    if c.price.estimated:
        reasons.append(rules.reason("price.estimated", msg(
            "recommend.pick.estimated", "The price is an estimate: {kind}.", kind=estimate_kind(c.price))))
    perf = catalog.performance.get(c.name)
    return Pick(
        card=c.name, role=role, price=c.price,
        relative_performance=round(perf.relative, 3) if perf else None,
        performance_kind=perf.kind if perf else None, performance_source=perf.source if perf else None,
        memory_gb=c.card.memory_gb, bandwidth_gb_s=c.card.bandwidth_gb_s,
        performance_per_price=round(c.value, 4), gpus=c.count, total_cost=c.total, reasons=reasons,
        speed=speed_of(c, catalog, market), job_memory_gb=round(c.memory, 1),
        label=fp16_label(rules, c, _raised_label(c, ROUTE_LABELS.get(
            c.offer.label if label == c.route and c.offer.label else
            split_train_key(c.job.task) if label == "train-fsdp" else label))),
        route=c.route,
    )


def _raised_label(c: Config, label: Message | None) -> Message | None:
    """A pick's route words, with "only with its wired-memory limit raised" when its GPU's default share of unified
    memory is below the job's floor (a 256 GB Mac for a 234.5 GB 405B: the short form must not call it a fit)."""
    if c.way is None or not c.way.wired_limit_raised:
        return label
    raised = msg("recommend.llm.raised-label", "holds it only with the wired-memory limit raised")
    return raised if label is None else msg("recommend.llm.route-raised", "{route}; {raised}", route=label,
                                            raised=raised)


def _date(value: str):
    from .i18n import Date

    return Date(value=value)


# --------------------------------------------------------------------------------------------- exclusions
def excluded(rules: RuleBook, market: Market, offers: list[Offer], chosen: set[str], per_gpu: float) -> list[Avoided]:
    """Cards within the per-GPU budget the rules do not take for LLM work, dearest first, each with the
    finding that keeps it out (the rules' own reason, never a memory floor a split would meet)."""
    out = []
    made: dict[int, tuple[Offer, Avoided]] = keep(rules, "llm.avoided", Same(offers), dict)  # lines shown, by id
    held, dearest = keep(rules, "llm.dearest-first", Same(offers), lambda: _held_out(offers))  # budget-free (issue 30)
    for o in itertools.islice(held, bisect.bisect_left(dearest, -per_gpu), None):  # the first within per_gpu on
        if o.card.name in chosen:
            continue
        hit = made.get(id(o))
        if hit is None or hit[0] is not o:
            rule_id, why = o.why[0]
            hit = made[id(o)] = (o, Avoided(card=o.card.name, rule_id=rule_id, message=why, price=o.price,
                                            verdict="not_recommended" if o.verdict == "not_recommended"
                                            else "situational"))
        out.append(hit[1])
        if len(out) == MAX_AVOIDED:
            break
    return out


def _held_out(offers: list[Offer]) -> tuple[list[Offer], list[float]]:
    """The offers :func:`excluded` may name, whatever the budget — priced, not taken for LLM work, with the rules'
    reason — dearest first (ties by name), and their prices negated in that order (ascending: a budget's first
    offer within it is found by bisection, not by walking every dearer one; perf29, issue 30 §1)."""
    held = sorted((o for o in offers if o.price is not None and not o.takes and o.why),
                  key=lambda x: (-(x.price.amount if x.price else 0.0), x.card.name))
    return held, [-(o.price.amount if o.price else 0.0) for o in held]


def over_budget_note(rules: RuleBook, market: Market, c: Config, budget: Budget) -> Note:
    """The true reason a way is left out (issue 29 §6): it costs more than the budget in all, its
    cards and what they need beyond a one-card PC said apart (``value.platform-cost``)."""
    per = Quantity(value=c.way.per_gpu_gb if c.way else c.memory / c.count, unit="GB")
    limit = Money(amount=budget.market_amount, currency=c.price.currency)
    m = msg("recommend.llm.over-budget", "{count:.0f} x {card} would hold it ({per:.1f} on each), but cost {price}: "
            "more than {budget}.", count=c.count, card=card_param(c.name), per=per, price=_total_param(c, market),
            budget=limit) if c.count > 1 else msg(  # one card: never "on each" (break35 #12)
        "recommend.llm.over-budget-one", "{card} would hold it ({per:.1f} needed), but costs {price}: more than "
        "{budget}.", card=card_param(c.name), per=per, price=_total_param(c, market), budget=limit)
    reason = rules.reason("value.platform-cost", m)
    return Note(rule_id=reason.rule_id, message=reason.message, source=reason.source)


def _stretch_label(c: Config, training: bool, sized: bool, first: Config | None = None) -> str:
    """The route's words for a pick beyond the budget (a stretch, or the cheapest way when none is within):
    a CUDA card that runs larger everyday models than the ``first`` pick is the capacity road."""
    if not c.headline:
        return c.route
    if c.card.is_system:
        return "unified-fast" if c.offer.trains == "yes" else "unified"
    if c.count > 1:
        return "train-fsdp" if training else "split"
    if not (sized or training) and first is not None and c.everyday > first.everyday:
        return "capacity"
    if first is not None and not first.headline:  # the CUDA way beside a passive or non-CUDA first pick
        return "cuda-way"
    return "faster-still"  # past the budget: what it buys is speed, not value


def _ranking(sized: bool, training: bool) -> Message:
    if training:
        return msg("recommend.ranking.llm-train", "cards and machines whose software trains the model and that hold "
                   "it, one card before a split, by training speed per price; passive and non-CUDA cards labelled")
    if sized:
        return msg("recommend.ranking.llm-sized", "cards and machines that hold the model, by decode speed per price; "
                   "the fastest is listed beside the best value")
    return msg("recommend.ranking.llm-routes", "the routes a buyer weighs, each labelled: the CUDA card that runs "
               "the most of the models people run (8B to 32B) and fastest, the best value on them, what runs larger "
               "models (a machine, more cards), and a tinkerer's or non-CUDA option")


def sized_message(workload: Workload) -> Message:
    """How the job was sized: the model, task and precision and its memory (``memory.llm-task``)."""
    est = workload.estimate
    if est is None:
        raise ValueError("only a sized job has a sized message")
    return msg("recommend.llm.sized", "Sized for {model}: {task} in {precision} with {context:,.0f} tokens of context "
               "needs about {total:.1f}; every pick holds it (fits gives the breakdown).",
               model=card_param(est.arch.name),
               task=TASK_LABEL_MESSAGES[est.task], precision=precision_label(est.precision, est.task),
               context=est.context, total=Quantity(value=workload.need(1) or 0, unit="GB"))


def _ladder_note(rules: RuleBook, chosen: list[Config], sized: bool, training: bool) -> Note:
    """What the listed memory runs, said once: the speed measure of LLM answers (decode tokens/s)."""
    if training:
        text = msg("recommend.llm.measure-train", "Speeds are training throughput against the market's reference "
                   "card; a split trains with FSDP + QLoRA (Answer.AI's recipe: a 70B model on two 24 GB cards).")
    elif sized or not chosen:
        text = msg("recommend.llm.measure", "Speeds are batch-1 decode tokens/s, the speed you read a reply at; they "
                   "follow memory bandwidth, so the fastest card is not always the best buy.")
    else:
        first = {c.rung.index: c for c in reversed(chosen) if c.rung is not None}
        runs = [msg("recommend.llm.tier", "{model} needs {need}", model=job_param(c),
                    need=Quantity(value=c.rung.need(1), unit="GB"))
                for c in (first[t] for t in sorted(first, reverse=True)) if c.rung is not None]
        text = msg("recommend.llm.tiers", "For LLMs memory decides what runs: {runs}. Speeds are batch-1 decode "
                   "tokens/s on that model.", runs=runs)
    reason = rules.reason("memory.llm-task", text)
    return Note(rule_id=reason.rule_id, message=reason.message, source=reason.source)
