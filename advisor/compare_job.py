"""Two cards weighed for fine-tuning a named model (issue 28, one truth across faces): ``compare --model 13b
--task lora`` and "lora on a 13b: 3090 or 4090?" asked in words say the same — the fine-tune's own memory
(``fits``' estimate for the model and task) first: both cards hold it (memory does not decide), only one does
(that is the answer, the headline), or neither; the comparison's lines about running the model in 4-bit give way
(:data:`JOB_HIDES`). :func:`with_fine_tune` reshapes a comparison's short form; :func:`fine_tune_fact` is the
fact itself, for :mod:`advisor.ask.buying` too."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from .concerns import DECIDING_WEIGHT
from .errors import AdvisorError
from .i18n import Message, Money, Number, Quantity, msg
from .llm_need import usable_gb
from .models import Caveat, Comparison
from .pair_train import sharded_said, side_param
from .wording import card_param, gb

if TYPE_CHECKING:
    from .api import Advisor

JOB_HIDES = ("several.model", "compare.memory.", "compare.llm.holds")
"""Key prefixes of a comparison's lines about running a model (its 4-bit memory, which side holds it for
inference) that a fine-tune's own memory replaces in the short form."""


def fit_need(advisor: Advisor, answer, model: str, task: str) -> float | None:
    """The memory ``fits`` says ``model`` needs for ``task`` in the answer's market (GB); ``None`` when it
    refuses or sizes nothing."""
    try:
        fit = advisor.fits(model, task=task, market=getattr(getattr(answer, "market", None), "id", None))
    except AdvisorError:
        return None
    return getattr(getattr(fit, "memory", None), "total_gb", None)


def has_job(answer) -> bool:
    """Whether ``answer``'s short form already says a fine-tune's memory (:func:`with_fine_tune` ran)."""
    shape = getattr(answer, "shape", None)
    return shape is not None and any(m.key.startswith("ask.job.") for m in (
        shape.headline, *(c.message for c in shape.decides)))


def fine_tune_fact(advisor: Advisor, answer, model: str, task: str | None) -> Caveat | None:
    """For a comparison of two cards and a fine-tune (``task`` lora, qlora or full-finetune) of ``model``: the
    fine-tune's memory against each card (with :data:`~advisor.thresholds.HEADROOM_GB` to spare) — both hold it,
    the larger only, or neither — as a deciding fact (``memory.by-task``); ``None`` for inference, no task, or a
    model ``fits`` cannot size."""
    from .fits import TASK_LABEL_MESSAGES
    from .fits.memory import need_gb
    from .thresholds import HEADROOM_GB

    if not isinstance(answer, Comparison) or len(answer.cards) != 2:
        return None
    if task in (None, "inference") or task not in TASK_LABEL_MESSAGES:
        return None
    need = fit_need(advisor, answer, model, task)
    if need is None:
        return None
    counts = list(getattr(answer, "counts", None) or [1, 1])
    # a machine's memory is its GPU's share, as fits weighs it (break43 #3: "2 x GX10 or one RTX PRO 6000" held
    # 153.7 GB "in the 256 GB" of two GX10s, whose fits says 113.7 GB for the GPU each)
    sides = sorted(((advisor.card(f.card), n) for f, n in zip(answer.cards, counts, strict=True)),
                   key=lambda s: -usable_gb(s[0]) * s[1])  # a pair trains sharded with FSDP (fix51a)
    (big, big_n), (small, small_n) = sides
    # the need shown as fits shows it: 18.72 GB is 18.8, never 18.7 (break35 #17); a pair holds it sharded, each
    # card its share and the headroom (advisor.owned: FSDP + QLoRA)
    holds = [usable_gb(c) * n >= need + HEADROOM_GB * n for c, n in sides]
    params = dict(model=card_param(model), task=TASK_LABEL_MESSAGES[task],
                  need=gb(need_gb(need)), big=side_param(big.name, big_n),
                  big_memory=gb(round(usable_gb(big) * big_n, 1)),
                  small=side_param(small.name, small_n), small_memory=gb(round(usable_gb(small) * small_n, 1)))
    if all(holds):
        said = msg("ask.job.both", "Both are enough for {model}, {task}: it needs about {need}, and {big} "
                   "({big_memory}) and {small} ({small_memory}) both hold it, so memory does not decide.", **params)
    elif holds[0]:
        said = msg("ask.job.one", "For {model}, {task}, take {big}: it needs about {need}, which fits in the "
                   "{big_memory} of {big} and not in the {small_memory} of {small}.", **params)
    else:
        said = msg("ask.job.neither", "Neither holds {model}, {task}: it needs about {need}, more than {big}'s "
                   "{big_memory}; fits {model} says what does.", **params)
    sharded = [(c, n) for (c, n), h in zip(sides, holds, strict=True)
               if h and n > 1 and usable_gb(c) < need + HEADROOM_GB]  # held only as a pair
    if sharded:
        said = sharded_said(said, side_param(sharded[0][0].name, sharded[0][1]), task)
    return Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)


def qlora_too(advisor: Advisor, answer, model: str, task: str | None) -> Caveat | None:
    """For a LoRA or full fine-tune of ``model`` that only the larger side of a two-side comparison holds
    (:func:`fine_tune_fact`'s ``ask.job.one``): QLoRA's own need (``fits``) when the other side holds it too, with
    :data:`~advisor.thresholds.HEADROOM_GB` a card (break43 #3: "2 x GX10 or one RTX PRO 6000 for fine-tuning 70b"
    never offered QLoRA, which fits the 96 GB card, while "2 x 5090 train a 70b lora" says "Yes, with QLoRA");
    ``None`` otherwise."""
    from .fits.memory import need_gb
    from .thresholds import HEADROOM_GB

    if task not in ("lora", "full-finetune") or not isinstance(answer, Comparison) or len(answer.cards) != 2:
        return None
    light = fit_need(advisor, answer, model, "qlora")
    if light is None:
        return None
    counts = list(getattr(answer, "counts", None) or [1, 1])
    sides = sorted(((advisor.card(f.card), n) for f, n in zip(answer.cards, counts, strict=True)),
                   key=lambda s: -usable_gb(s[0]) * s[1])
    small, small_n = sides[1]
    if usable_gb(small) * small_n < light + HEADROOM_GB * small_n:
        return None
    return Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=msg(
        "ask.job.one.qlora", "With QLoRA (4-bit weights) {model} needs about {light}, which {small} holds too "
        "({small_memory}): that road is open to both.", model=card_param(model), light=gb(need_gb(light)),
        small=side_param(small.name, small_n), small_memory=gb(round(usable_gb(small) * small_n, 1))))


def with_fine_tune(advisor: Advisor, answer, model: str | None, task: str | None):
    """``answer`` (a comparison) with the fine-tune's fact (:func:`fine_tune_fact`) first among its deciding facts
    and the lines it replaces (:data:`JOB_HIDES`) left out of the short form; when only one card holds it, that is
    the headline (never "better value" on the other); when neither does, that is the headline, with QLoRA's own fit
    next for a LoRA or full fine-tune. ``answer`` itself when there is nothing to say."""
    shape = getattr(answer, "shape", None)
    if model is None or shape is None or has_job(answer):
        return answer
    fact = fine_tune_fact(advisor, answer, model, task)
    if fact is None:
        return answer
    decides = [c for c in shape.decides if not c.message.key.startswith(JOB_HIDES)]
    if "ask.job.one" in fact.message.keys:  # said alone, or held only sharded (break43 #3)
        lighter = qlora_too(advisor, answer, model, task)  # QLoRA's road to the other side, next (break43 #3)
        return answer.model_copy(update={"shape": shape.model_copy(update={
            "headline": fact.message, "decides": [lighter, *decides] if lighter is not None else decides})})
    if fact.message.key == "ask.job.neither":
        # neither holds the fine-tune: that is the headline, never "take X" from running the model in 4-bit
        # ("5090 or rtx pro 6000 for fine-tuning 70b"); and QLoRA's own fit, when the task was a heavier one
        lighter = fine_tune_fact(advisor, answer, model, "qlora") if task in ("lora", "full-finetune") else None
        more = [lighter] if lighter is not None and lighter.message.key != "ask.job.neither" else []
        light = fit_need(advisor, answer, model, "qlora") if task in ("lora", "full-finetune") else None
        head = neither_verdict(advisor, answer, fact.message, light, task == "lora")  # the cards weighed (fix62g)
        if head is not None and head.key == "ask.job.qlora.leads":  # QLoRA's fit said once, in the headline
            more = []
        elif head is None and more and task == "lora":  # no price to weigh: QLoRA's fit leads, the 16-bit LoRA after
            head, more = more[0].message, [fact]
        more += [Caveat(rule_id=r.rule_id, weight=DECIDING_WEIGHT, message=r.message) for r in getattr(
            answer, "reasons", []) if r.message.key.startswith("compare.no-cuda.")]  # CUDA, for fine-tuning
        if head is not None:  # what one card has for training that the other lacks (FP8) before the lighter task
            first = [c for c in decides if "fp8" in c.message.key]
            decides = [*first, *(c for c in decides if c not in first)]
        return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head or fact.message,
                                                                           "decides": [*more, *decides] if head is None
                                                                           else [*decides[:1], *more, *decides[1:]]})})
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *decides]})})


def neither_verdict(advisor: Advisor, answer: Comparison, neither: Message,
                    qlora: float | None = None, lead: bool = False) -> Message | None:
    """A training comparison whose job neither card holds alone (``neither``, ``ask.job.neither``) still weighed
    (fix62g: "H100 vs A100 for a startup training a 7B model" said only what neither holds, then QLoRA): the faster
    card's measured training speed-up and its price against the other's (``answer.cards``' prices, market
    currency), then how many of the larger card hold the job sharded (FSDP, :data:`~advisor.thresholds.HEADROOM_GB`
    a card) or a rented node. ``qlora``: QLoRA's own need (GB, ``fits``) for a LoRA or full fine-tune: when fewer
    cards hold it than the task asked (fix63b: "3090 vs 4090 for lora on llama 70b" said "7 of either sharded"),
    it leads — Answer.AI's FSDP + QLoRA on the pair, or one card with that memory (FACTS_2026-12.md "Fine-tuning
    memory") — and the task's own count follows; ``lead`` (a LoRA asked): QLoRA on one card, when either card holds
    it, leads before the 16-bit LoRA's cards (mend46b #3; a full fine-tune keeps its own count first). ``None`` when
    the comparison has no training speed-up or a price is missing."""
    from .fits.memory import need_gb
    from .thresholds import HEADROOM_GB

    if answer.faster is None or not answer.speedup or answer.measure != "training":
        return None
    fast_i = next((i for i, c in enumerate(answer.cards) if c.card == answer.faster), None)
    slow_i = next((i for i, c in enumerate(answer.cards) if c.card != answer.faster), None)
    if fast_i is None or slow_i is None:
        return None
    fast, slow = answer.cards[fast_i], answer.cards[slow_i]
    if fast.price is None or slow.price is None or slow.price.amount <= 0:
        return None
    counts = list(answer.counts or [1, 1])

    def side(i: int) -> tuple[Message | Any, float]:
        """A side as named ("2 × GeForce RTX 5090") and what it costs in all: several cards with the board and
        supplies they need (``side_totals``: newuser26 #3, "2x 5090" was priced as one card), else one card's."""
        card, n = answer.cards[i], counts[i] if i < len(counts) else 1
        totals = answer.side_totals
        several = totals[i] if n > 1 and i < len(totals) else None
        return side_param(card.card, n), several or (card.price.amount if card.price else 0.0) * n

    (fast_name, fast_total), (slow_name, slow_total) = side(fast_i), side(slow_i)
    if slow_total <= 0:
        return None
    need_param = neither.params["need"]
    if not isinstance(need_param, Quantity):
        return None
    need = need_param.value
    big = max((advisor.card(c.card) for c in answer.cards), key=lambda c: c.memory_gb or 0.0)
    count = next((n for n in range(2, 9) if (big.memory_gb or 0.0) * n >= need + HEADROOM_GB * n), None)
    ratio = fast_total / slow_total
    said = dict(fast=fast_name, slow=slow_name, speedup=Number(value=answer.speedup), ratio=Number(value=ratio),
                fast_price=Money(amount=fast_total, currency=fast.price.currency),
                slow_price=Money(amount=slow_total, currency=slow.price.currency))
    verdict = (msg("ask.job.neither.verdict.several", "{fast} train ≈ {speedup:.2f}× as fast as {slow} at {ratio:.1f}× "
                   "its price ({fast_price} against {slow_price}).", **said)
               if (counts[fast_i] if fast_i < len(counts) else 1) > 1 else  # "2 × 5090 train" (fix65e)
               msg("ask.job.neither.verdict", "{fast} trains ≈ {speedup:.2f}× as fast as {slow} at {ratio:.1f}× its "
                   "price ({fast_price} against {slow_price}).", **said))
    same = len({advisor.card(c.card).memory_gb for c in answer.cards}) == 1
    rest = msg("ask.job.count.node", "a rented node of several cards") if count is None else msg(
        "ask.job.count.either", "{count} of either", count=Number(value=count)) if same else msg(
        "ask.job.count.of", "{count} × {big}", count=Number(value=count), big=card_param(big.name))
    alone = [c.card for c in answer.cards if qlora and lead and (advisor.card(c.card).memory_gb or 0.0) >= qlora
             + HEADROOM_GB]
    if alone and qlora:  # QLoRA fits one card: it leads, the 16-bit LoRA after it (mend46b #3: "Neither … LoRA" led)
        who = msg("ask.job.qlora.both", "both hold it") if len(alone) == 2 else msg(
            "ask.job.qlora.one", "{card} holds it", card=card_param(alone[0]))
        return msg("ask.job.qlora.leads", "{verdict} QLoRA (4-bit, about {light}) is the way to fine-tune {model} on "
                   "one card: {who}; {task} in 16 bits (about {need}) needs {rest}.", verdict=verdict,
                   model=neither.params["model"], light=gb(need_gb(qlora)), who=who, task=neither.params["task"],
                   need=neither.params["need"], rest=rest)
    few = next((n for n in range(2, 9) if qlora and (big.memory_gb or 0.0) * n >= qlora + HEADROOM_GB * n), None)
    if qlora and few is not None and (count is None or few < count):  # QLoRA first: fewer cards hold it
        who = (msg("ask.job.count.either", "{count} of either", count=Number(value=few)) if same else
               msg("ask.job.count.of", "{count} × {big}", count=Number(value=few), big=card_param(big.name)))
        return msg("ask.job.neither.qlora", "{verdict} Neither holds {model} alone: QLoRA (4-bit, about {light}) "
                   "trains it on {who} sharded with FSDP + QLoRA, or on one card with {one} or more; {task} (about "
                   "{need}) needs {rest}.", verdict=verdict, model=neither.params["model"], light=gb(need_gb(qlora)),
                   who=who, one=gb(math.ceil(qlora + HEADROOM_GB)), task=neither.params["task"],
                   need=neither.params["need"], rest=rest)
    if count is None:
        return msg("ask.job.neither.rent", "{verdict} Neither holds {model}, {task} alone (about {need}): rent a "
                   "node of several cards for it.", verdict=verdict, model=neither.params["model"],
                   task=neither.params["task"], need=neither.params["need"])
    if len({advisor.card(c.card).memory_gb for c in answer.cards}) == 1:  # the same memory: either card, doubled
        return msg("ask.job.neither.either", "{verdict} Neither holds {model}, {task} alone (about {need}, more than "
                   "{big_memory}): {count} of either hold it sharded with FSDP, or rent such a node.", verdict=verdict,
                   model=neither.params["model"], task=neither.params["task"], need=neither.params["need"],
                   big_memory=gb(big.memory_gb or 0.0), count=Number(value=count))
    return msg("ask.job.neither.count", "{verdict} Neither holds {model}, {task} alone (about {need}, more than "
               "{big_memory}): {count} × {big} hold it sharded with FSDP, or rent such a node.", verdict=verdict,
               model=neither.params["model"], task=neither.params["task"], need=neither.params["need"],
               big_memory=gb(big.memory_gb or 0.0), count=Number(value=count), big=card_param(big.name))


__all__ = ["JOB_HIDES", "neither_verdict", "fine_tune_fact", "fit_need", "has_job", "with_fine_tune"]
