"""The ``fits`` answer put together (:func:`build_fit`): the estimate, the ways to hold it on
the market's cards with the platform a split needs (:func:`advisor.rigs.platform_cost`), the
decode speeds and the glue to the MoE expert-offload plan (:func:`advisor.offload.plan`,
passed in by the caller), and their reasons.
"""

from __future__ import annotations

from ..i18n import Card as CardParam
from ..i18n import ListOf, Number, Quantity, msg
from ..kept import Same
from ..models import Fit, Market
from ..rigs import platform_pricer
from ..thresholds import TRAIN_MIN_CC
from .memory import SOURCES, Estimate
from .rent_instead import rent_instead
from .rent_node import rent_node
from .way_reasons import _caveats, _model_reasons, _summary, _way_reasons, quality_message
from .ways import (
    Offer,
    SpeedOf,
    _best_value,
    _card_entries,
    _cheapest_way,
    _fit_model,
    _money,
    _options,
    cannot_train,
    runs,
)


def _fresh(name: str, key: object, build):
    return build()


def job_key(est: Estimate) -> tuple:
    """An estimate as a key of kept work: its model (the table's row, or a bare size: name, size and how it
    was read) and its job (task, precision, context, batch); the GB follow from them. Its messages make
    the estimate itself unhashable."""
    a = est.arch
    return (a.name, a.params, a.kind, a.source, a.read_from, est.task, est.precision, est.context, est.batch)


def build_fit(est: Estimate, market: Market, offers: list[Offer], reason, *, speed_of: SpeedOf | None = None,
              offload=None, keep=_fresh) -> Fit:
    """Assemble the :class:`Fit` answer. ``offers`` are the market's usable cards with their
    cheapest price; ``reason(rule_id, message, source=None)`` makes a cited :class:`Reason` whose
    text is the :class:`~advisor.i18n.Message` ``message``; ``speed_of(card, estimate, count)`` the
    decode tokens/s of an inference job (:class:`advisor.workload.DecodeSpeeds`; ``None``: no
    speeds); ``offload(estimate, cards, offers)`` an MoE expert-offload plan or ``None``
    (:func:`advisor.offload.plan`). ``keep(name, key, build)`` keeps the budget-free parts of the answer
    (the ways, the cheaper options) for the next question of the same model and market
    (:func:`advisor.kept.keep` bound to the rule book ``reason`` cites; default: built afresh).
    ``offers`` must then be the one list of the market's offers the rule book answers with. The whole
    answer is budget-free too: kept as one (``fits.answer``), so the next answer of the same job and market
    is the same Fit, whose sentences the short form has read already (issue 30 §1). ``reason`` and ``offload``
    are the rule book's own (its advisor's): not in the key, which would hold the advisor in its own rule book."""
    key = (job_key(est), Same(market), Same(offers), Same(getattr(speed_of, "__self__", speed_of)))
    return keep("fits.answer", key, lambda: _build_fit(est, market, offers, reason, speed_of=speed_of,
                                                      offload=offload, keep=keep))


def _build_fit(est: Estimate, market: Market, offers: list[Offer], reason, *, speed_of: SpeedOf | None,
               offload, keep) -> Fit:
    """:func:`build_fit`, built."""
    whole, job = Same(offers), job_key(est)
    rejected = [o for o in offers if o.verdict == "not_recommended"]
    offers = [o for o in offers if o.verdict != "not_recommended"]
    no_bf16 = [o for o in offers if not runs(o, est.precision, est.task)]
    cards = list(keep("fits.ways", (job, Same(market), whole, Same(getattr(speed_of, "__self__", speed_of))),
                      lambda: _card_entries(est, [o for o in offers if runs(o, est.precision, est.task)], speed_of,
                                            platform_pricer(market))))
    # a fine-tune's cheaper way from the cards the answer keeps: with the cards without BF16 left out, its QLoRA
    # fallback is never a Tesla T4 (mend46b #4: "fully fine-tune qwen3 8b" said both)
    options = list(keep("fits.options", (job, whole), lambda: _options(est, [
        o for o in offers if est.task == "inference" or not no_bf16 or runs(o, est.precision)])))
    cheapest, best = _cheapest_way(cards), _best_value(cards)
    plan = offload(est, cards, offers) if offload is not None else None
    head = _summary(est)
    reasons = list(keep("fits.model", job, lambda: _model_reasons(est, head, reason)))
    if no_bf16:
        reasons.append(reason("compat.bf16", msg(
            "fits.no-bf16", "Cards without BF16 (before Ampere: Pascal, Volta, Turing…) are left out: on them this job "
            "falls back to fp16 or fp32 — ask fits with that precision for their figures.")))
    vram = bool(plan is not None and not plan.server and plan.price is not None and cheapest is not None and (
        cheapest.total_price is not None and plan.price.amount < cheapest.total_price))  # a cheaper card + RAM road
    reasons += _way_reasons(est, market, cards, cheapest, best, offers, rejected, no_bf16, reason, vram)
    left_out = cannot_train(est, offers)
    if left_out:  # they hold it, but the fine-tuning stack does not run there (data/SOURCES.md)
        reasons.append(reason("memory.llm-task", msg(
            "fits.cannot-train", "Left out, they cannot train it: {cards} hold it, but fine-tuning runs on CUDA "
            "cards of compute capability {cc} or later (Unsloth's floor; bitsandbytes is built for them) — "
            "llama.cpp, which runs models on AMD, Intel and older NVIDIA cards, does not fine-tune.",
            cards=ListOf(items=[CardParam(value=o.card.name) for o in left_out[:3]], style="and"),
            cc=Number(value=TRAIN_MIN_CC)), "data/SOURCES.md (Where fine-tuning runs)"))
    by_name = {o.card.name: o for o in offers}
    reasons += _caveats([by_name[name] for name in dict.fromkeys([*(c.card for c in cards),
                                                                  *(o.card for o in options)])], reason)
    reasons += [reason("memory.llm-task", msg(
        "fits.cheaper-way", "Cheaper way to make it fit: {change} needs about {total:.1f}, which a {card} holds "
        "({price}).", change=o.change, total=Quantity(value=o.total_gb, unit="GB"), card=CardParam(value=o.card),
        price=_money(o.price))) for o in options]
    quality = keep("fits.quality", (job, whole), lambda: quality_message(est, offers))
    if quality is not None:
        reasons.append(reason("memory.llm-task", quality, SOURCES["gguf"]))
    if plan is not None:
        reasons.append(reason("memory.llm-task", plan.message, "data/performance/moe_offload.csv"))
    rent = rent_instead(est.task, market.id, market.currency, cards,  # a full fine-tune: renting (newuser17 #10); a
                        {o.card.name: o.card.line for o in offers})  # QLoRA past one consumer card too (fix68d #9)
    if rent is not None:
        reasons.append(reason("cloud.own-vs-rent-2023", rent, "data/rent_hourly.csv"))
    node = rent_node(est, market, cards, offers)  # no way to buy holds a full fine-tune: the rig to rent (break29 #12)
    head = head if node is None else msg("answer.join.sentences", "{first} {second}", first=head, second=node)
    return Fit(market=market.ref(), model=_fit_model(est.arch), task=est.task, precision=est.precision,
               context_tokens=est.context, batch=est.batch, memory=est.memory(), cards=cards, options=options,
               cheapest=cheapest, best_value=best, offload=plan, summary=head, reasons=reasons)
