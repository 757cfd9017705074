"""Training a language model from scratch, asked in words ("is the rtx 5090 good for training llms from scratch",
"想用4090从头训练一个大模型"): what published pretraining runs took, scaled to the card asked about, said first.

A card that is a good buy for fine-tuning and running models is no machine for pretraining past a small model: the
answer to "is it good for training LLMs from scratch" turns on the GPU-hours such a run takes, not on the card's
decode speed. Three published runs (``data/performance/pretrain_runs.csv``): GPT-2 124M (12 A100-hours, llm.c),
GPT-2 1.5B (192 H100-hours, llm.c) and Llama 2 7B (184,320 A100-80GB hours, its model card), each scaled to the
card by the training index (:func:`advisor.recommend.picks.training_speed`: the run's GPU against the card).
Pure; never raises (:func:`from_scratch` returns nothing when it cannot say it).
"""

from __future__ import annotations

import csv
import re
from functools import cache
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import ListOf, Message, MessageParam, Number, msg
from ..models import Caveat
from ..wording import card_param
from .models import ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

PRETRAIN = re.compile(r"(?<![a-z])(?:pre[\s-]?train\w*|from\s+scratch)(?![a-z])|预训练|預訓練|从头训练|從頭訓練|"
                      r"从零训练|從零訓練|从零开始训练|從零開始訓練")
"""Words of training a model from scratch (weeks of compute, not a fine-tune's hours)."""
LANGUAGE_MODEL = re.compile(r"(?<![a-z])(?:llms?|language\s+models?|gpt\w*|transformers?|foundation\s+models?)"
                            r"(?![a-z])|大模型|语言模型|語言模型")
"""Words naming a language model: pretraining one is the job these runs measure."""
DAY, YEAR = 24.0, 24.0 * 365
"""Hours in a day and in a year: a run's time on one card said in the largest unit it fills."""


@cache
def _runs() -> tuple[dict[str, str], ...]:
    """The rows of ``data/performance/pretrain_runs.csv`` (smallest model first)."""
    from ..catalog.inputs import data_dir

    with open(data_dir() / "performance" / "pretrain_runs.csv", newline="", encoding="utf-8") as fh:
        return tuple(sorted(csv.DictReader(fh), key=lambda r: float(r["params_b"])))


def _took(model: str, hours: float) -> Message:
    """"GPT-2 124M about 11 hours" / "… about 12 days" / "… about 20 years": ``hours`` in the largest unit it
    fills."""
    if hours < 2 * DAY:
        return msg("ask.pretrain.hours", "{model} about {n:.0f} hours", model=model, n=Number(value=hours))
    if hours < YEAR:
        return msg("ask.pretrain.days", "{model} about {n:.0f} days", model=model, n=Number(value=hours / DAY))
    return msg("ask.pretrain.years", "{model} about {n:.0f} years", model=model, n=Number(value=hours / YEAR))


def from_scratch(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """A language model trained from scratch (:data:`PRETRAIN` and :data:`LANGUAGE_MODEL` words, or an LLM read):
    the published runs' GPU-hours on the card asked about (else the answer's first card) — on several of them
    ("on 8 4090s") divided by what that many cards give in one data-parallel job
    (:func:`advisor.several.scaling`: ``data/performance/multi_gpu_scaling.csv`` for cards without peer-to-peer,
    the measured NVLink nodes otherwise), said as a range — with the verdict that pretraining past about a billion
    parameters is a rented cluster's job; with no card named, on the market's reference card (its training speeds'
    yardstick). Nothing for a fine-tune, a card with no training index, or a market with no figure."""
    from ..recommend.picks import training_speed

    low = text.lower()
    if not PRETRAIN.search(low) or not (LANGUAGE_MODEL.search(low) or read_as.use_case == "llm"
                                         or read_as.model is not None):
        return []
    if read_as.task in ("lora", "qlora"):
        return []
    shape = getattr(answer, "shape", None)
    names = list(read_as.cards) or [line.card for line in (shape.ranking if shape is not None else [])[:1]]
    market = advisor.catalog.market(getattr(getattr(answer, "market", None), "id", None) or None)
    if not read_as.cards and (not names or training_speed(advisor.catalog, market, names[0]) is None):
        # no card named ("pretrain a 7b model, what gpus do I need"): the runs on the market's reference card, the
        # one its training speeds are said against — the first card listed may be a machine with no training index
        names = [market.policy.speed_reference]
    if not names:
        return []
    card = names[0]
    own = training_speed(advisor.catalog, market, card)
    if own is None or not own.value:
        return []
    count = _count(read_as, card)
    scale = _scale(advisor, card, count)
    took = []
    for run in _runs():
        ref = training_speed(advisor.catalog, market, run["gpu"])
        if ref is None or not ref.value:
            return []
        hours = float(run["gpu_hours"]) * ref.value / own.value
        took.append(_took(run["model"], hours) if scale is None else _took_range(run["model"], hours, scale))
    runs = ListOf(items=[MessageParam(key=m.key, params=m.params) for m in took], style="and")
    if scale is not None and round(scale[0], 1) == round(scale[1], 1):
        said = msg("ask.pretrain.several.one", "Pretraining a language model from scratch on {count} × {card}: {runs} "
                   "(published runs scaled by training speed, as if each fit its memory, and by {high:.2f}× one card "
                   "for {count} cards in one data-parallel job (DDP/FSDP), {basis}). More cards shorten a small "
                   "model's run; past about a billion parameters it is still a rented cluster's job, and fine-tuning "
                   "a released model is what these cards do well.", count=Number(value=count), card=card_param(card),
                   runs=runs, high=Number(value=scale[1]), basis=scale[2])
    elif scale is not None:
        said = msg("ask.pretrain.several", "Pretraining a language model from scratch on {count} × {card}: {runs} "
                   "(published runs scaled by training speed, as if each fit its memory, and by {low:.2f}–{high:.2f}× "
                   "one card for {count} cards in one data-parallel job (DDP/FSDP), {basis}). More cards shorten a "
                   "small model's run; past about a billion parameters it is still a rented cluster's job, and "
                   "fine-tuning a released model is what these cards do well.", count=Number(value=count),
                   card=card_param(card), runs=runs, low=Number(value=scale[0]), high=Number(value=scale[1]),
                   basis=scale[2])
    else:
        said = msg("ask.pretrain", "Training a language model from scratch on one {card}: {runs} (published runs "
                   "scaled by training speed, as if each fit its memory). One card pretrains small models; past about "
                   "a billion parameters it is a rented cluster's job, and fine-tuning a released model is what one "
                   "card does well.", card=card_param(card), runs=runs)
    return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)]


def _count(read_as: ReadAs, card: str) -> int:
    """How many of ``card`` the question names ("on 8 4090s": 8; "2x 3090": 2), 1 when it names one."""
    if read_as.counts and read_as.cards:
        return max(1, sum(n for c, n in zip(read_as.cards, read_as.counts, strict=False) if c == card))
    return max(1, read_as.gpus or 1)


def _scale(advisor: Advisor, card: str, count: int) -> tuple[float, float, Message] | None:
    """(low, high, basis) speed of ``count`` × ``card`` in one data-parallel job, in multiples of one card
    (:func:`advisor.several.scaling` on today's measured rule, cards without peer-to-peer on their own rows);
    ``None`` for one card."""
    from ..several import NO_P2P, link_of, scaling

    if count <= 1:
        return None
    link = link_of(advisor.rules, advisor.catalog.card(card))
    low, high = scaling("multi.measured-scaling", count, link)
    basis = msg("ask.pretrain.basis.no-p2p", "cards without peer-to-peer: a measured 4-card run at the low end and an "
                "assumption at the high one, data/performance/multi_gpu_scaling.csv") if link == NO_P2P else msg(
        "ask.pretrain.basis.measured", "measured on NVLink and peer-to-peer servers")
    return round(low, 2), round(high, 2), basis


def _took_range(model: str, hours: float, scale: tuple[float, float, Message]) -> Message:
    """"GPT-2 124M about 3–18 hours": one card's ``hours`` over the high and the low speed of ``scale``, in the
    largest unit the shorter time fills."""
    fast, slow = hours / scale[1], hours / max(scale[0], 1e-9)
    if round(scale[0], 1) == round(scale[1], 1):  # a measured node's one figure: one time, not "4–4 hours"
        return _took(model, fast)
    if fast < 2 * DAY:
        return msg("ask.pretrain.range.hours", "{model} about {a:,.0f}–{b:,.0f} hours", model=model,
                   a=Number(value=max(fast, 1.0)), b=Number(value=slow))
    if fast < YEAR:
        return msg("ask.pretrain.range.days", "{model} about {a:,.0f}–{b:,.0f} days", model=model,
                   a=Number(value=fast / DAY), b=Number(value=slow / DAY))
    return msg("ask.pretrain.range.years", "{model} about {a:,.0f}–{b:,.0f} years", model=model,
               a=Number(value=fast / YEAR), b=Number(value=slow / YEAR))


PRETRAIN_LABEL = msg("fits.task-label.pretrain", "pretraining from scratch")
"""The task said in an answer to a pretraining question: its memory is full fine-tuning's (every weight, its
gradients and AdamW's states), but it is no fine-tune — there are no released weights to start from."""
FULL_LABEL = "fits.task-label.full-finetune"


def _relabel(value):
    """``value`` (a message, a parameter, a list) with full fine-tuning's label said as :data:`PRETRAIN_LABEL`."""
    if isinstance(value, (Message, MessageParam)):
        if value.key == FULL_LABEL:
            return type(value)(key=PRETRAIN_LABEL.key, params={})
        return type(value)(key=value.key, params={k: _relabel(v) for k, v in value.params.items()})
    if isinstance(value, ListOf):
        return value.model_copy(update={"items": [_relabel(x) for x in value.items]})
    return value


def as_pretraining(shape):
    """``shape`` (a short form) with its task said as pretraining from scratch, never "full fine-tuning", in its
    headline, reading, deciding facts and caveats (the details keep the memory model's own words)."""
    def caveats(items):
        return [c.model_copy(update={"message": _relabel(c.message)}) for c in items]

    return shape.model_copy(update={"headline": _relabel(shape.headline), "decides": caveats(shape.decides),
                                    "caveats": caveats(shape.caveats),
                                    "reading": [_relabel(m) for m in shape.reading]})


ADAPTER_WAYS = frozenset({"fits.change.qlora-for-full", "fits.change.lora-for-full", "fits.change.qlora-for-lora"})
"""The cheaper ways of a fit that adapt released weights (LoRA, QLoRA): no way to pretrain a model."""


def adapts(message: Message) -> bool:
    """Whether ``message`` offers a LoRA or QLoRA way (itself, or as its ``change``: "For less: QLoRA instead of
    full fine-tuning …"), which pretraining from scratch cannot take (there are no base weights to adapt)."""
    change = message.params.get("change")
    return message.key in ADAPTER_WAYS or getattr(change, "key", None) in ADAPTER_WAYS


__all__ = ["ADAPTER_WAYS", "LANGUAGE_MODEL", "PRETRAIN", "PRETRAIN_LABEL", "adapts", "as_pretraining", "from_scratch"]
