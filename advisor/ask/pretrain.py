"""Training a language model from scratch, asked in words ("is the rtx 5090 good for training llms from scratch",
"想用4090从头训练一个大模型"): what published pretraining runs took, scaled to the card asked about, said first.

A card that is a good buy for fine-tuning and running models is no machine for pretraining past a small model: the
answer to "is it good for training LLMs from scratch" turns on the GPU-hours such a run takes, not on the card's
decode speed. Three published runs (``data/performance/pretrain_runs.csv``): GPT-2 124M (12 A100-hours, llm.c),
GPT-2 1.5B (192 H100-hours, llm.c) and Llama 2 7B (184,320 A100-80GB hours, its model card), each scaled to the
card by the two cards' dense BF16 tensor peaks (:func:`peak_tflops`, ``data/performance/pretrain_rate.csv``: the
same utilisation on both).
Pure; never raises (:func:`from_scratch` returns nothing when it cannot say it).
"""

from __future__ import annotations

import csv
import re
from functools import cache
from typing import TYPE_CHECKING

from ..catalog.inputs import data_dir
from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Card as CardValue
from ..i18n import ListOf, Message, MessageParam, Number, Text, msg
from ..models import Caveat
from ..recommend.picks import training_speed
from ..several import NO_P2P, link_of, one_job
from ..wording import card_param, gb
from .memory_savers import ADAM8_MIXED_BYTES
from .models import ReadAs
from .nodes import nodes_said
from .train_llm import FROM_SCRATCH, OWN_MODEL

if TYPE_CHECKING:
    from ..api import Advisor

PRETRAIN = FROM_SCRATCH
"""Words of training a model from scratch (weeks of compute, not a fine-tune's hours)."""


def pretraining(text: str, read_as: ReadAs) -> bool:
    """Whether ``text`` asks about pretraining: its own words (:data:`PRETRAIN`), or a follow-up keeping the topic of
    a pretraining question before (``read_as.topic`` ``"pretrain"``: "pretrain a 3b model, budget $10000" then "and
    a 7b?", :mod:`advisor.ask.topics`), or one's own model on a server's budget, read as its pretraining
    (:func:`advisor.ask.train_llm.train_as_finetune`: "$100000 to train my own llm")."""
    low = text.lower()
    return PRETRAIN.search(low) is not None or read_as.topic == "pretrain" or (
        read_as.task == "full-finetune" and read_as.model is None and read_as.gpus is not None
        and OWN_MODEL.search(low) is not None)

LANGUAGE_MODEL = re.compile(r"(?<![a-z])(?:llms?|language\s+models?|gpt\w*|transformers?|foundation\s+models?)"
                            r"(?![a-z])|大模型|语言模型|語言模型|基础模型|基礎模型|基座模型")
"""Words naming a language model: pretraining one is the job these runs measure."""
DAY, YEAR = 24.0, 24.0 * 365
"""Hours in a day and in a year: a run's time on one card said in the largest unit it fills."""


@cache
def _runs() -> tuple[dict[str, str], ...]:
    """The rows of ``data/performance/pretrain_runs.csv`` (smallest model first)."""
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
    low = text.lower()
    if not pretraining(text, read_as) or not (LANGUAGE_MODEL.search(low) or read_as.use_case == "llm"
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
    machines, each = _machines(low, count)
    if machines > 1 and each != count:  # "2 nodes with 8 a100 each" read as 16 cards: timed per machine, then all
        count, scale = each, _scale(advisor, card, each)
    sized = _sized(advisor, read_as, card, count, scale)
    if sized is not None and machines > 1 and scale is not None and sized.key.startswith("ask.pretrain.sized.several"):
        sized = _on_nodes(sized, machines, count, scale)
    if sized is not None:  # a size asked: its own run's arithmetic decides (rank24 #6)
        return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=sized)]
    took = []
    mine = peak_tflops(advisor, card)
    for run in _runs():
        ref = peak_tflops(advisor, run["gpu"])
        if ref is None or mine is None:
            return []
        hours = float(run["gpu_hours"]) * ref[0] / mine[0]  # the same utilisation on both: the peaks' ratio
        took.append(_took(run["model"], hours) if scale is None else _took_range(run["model"], hours, scale))
    runs = ListOf(items=[MessageParam(key=m.key, params=m.params) for m in took], style="and")
    if scale is not None and round(scale[0], 1) == round(scale[1], 1):
        said = msg("ask.pretrain.several.one", "Pretraining a language model from scratch on {count} × {card}: {runs} "
                   "(published runs scaled by dense BF16 peak, as if each fit its memory, and by {high:.2f}× one card "
                   "for {count} cards in one data-parallel job (DDP/FSDP), {basis}). More cards shorten a small "
                   "model's run; past about a billion parameters it is still a rented cluster's job, and fine-tuning "
                   "a released model is what these cards do well.", count=Number(value=count), card=card_param(card),
                   runs=runs, high=Number(value=scale[1]), basis=scale[2])
    elif scale is not None:
        said = msg("ask.pretrain.several", "Pretraining a language model from scratch on {count} × {card}: {runs} "
                   "(published runs scaled by dense BF16 peak, as if each fit its memory, and by {low:.2f}–{high:.2f}× "
                   "one card for {count} cards in one data-parallel job (DDP/FSDP), {basis}). More cards shorten a "
                   "small model's run; past about a billion parameters it is still a rented cluster's job, and "
                   "fine-tuning a released model is what these cards do well.", count=Number(value=count),
                   card=card_param(card), runs=runs, low=Number(value=scale[0]), high=Number(value=scale[1]),
                   basis=scale[2])
    else:
        said = msg("ask.pretrain", "Training a language model from scratch on one {card}: {runs} (published runs "
                   "scaled by dense BF16 peak, as if each fit its memory). One card pretrains small models; past about "
                   "a billion parameters it is a rented cluster's job, and fine-tuning a released model is what one "
                   "card does well.", card=card_param(card), runs=runs)
    return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)]


@cache
def _rate() -> dict[str, dict[str, str]]:
    """The rows of ``data/performance/pretrain_rate.csv`` by name, the first of each name (tokens per parameter, the
    MFU a pretraining run sustains, the nanoGPT measurement)."""
    out: dict[str, dict[str, str]] = {}
    for r in _rate_rows():
        out.setdefault(r["name"], r)
    return out


@cache
def _rate_rows() -> tuple[dict[str, str], ...]:
    """Every row of ``data/performance/pretrain_rate.csv``."""
    with open(data_dir() / "performance" / "pretrain_rate.csv", newline="", encoding="utf-8") as fh:
        return tuple(csv.DictReader(fh))


PEAK_REFERENCE = "GeForce RTX 4090"
"""The card whose sourced dense BF16 peak other cards' peaks are estimated from by the training index."""


def peak_tflops(advisor: Advisor, card: str) -> tuple[float, bool] | None:
    """(dense BF16 tensor peak in TFLOP/s, whether NVIDIA's figure) of ``card``: its ``dense_bf16_tflops`` row of
    ``data/performance/pretrain_rate.csv`` (the datasheet or whitepaper figure; GeForce cards with FP32 accumulate),
    else :data:`PEAK_REFERENCE`'s scaled by the two cards' training index (an estimate, ``False``); ``None``
    without either."""
    rows = {r["card"]: float(r["value"]) for r in _rate_rows() if r["name"] == "dense_bf16_tflops"}
    if card in rows:
        return rows[card], True
    own, ref = advisor.catalog.performance.get(card), advisor.catalog.performance.get(PEAK_REFERENCE)
    if own is None or ref is None or not own.relative or not ref.relative or PEAK_REFERENCE not in rows:
        return None
    return rows[PEAK_REFERENCE] * own.relative / ref.relative, False


def mfu() -> float:
    """The share of the dense BF16 peak a pretraining run sustains (``mfu`` of ``pretrain_rate.csv``: Llama 3's
    38-43 % on H100s, 0.40)."""
    return float(_rate()["mfu"]["value"])


def tokens_per_second(advisor: Advisor, card: str, params_b: float) -> float | None:
    """Training tokens/s of one ``card`` on a model of ``params_b`` billion parameters: :func:`mfu` of its dense
    BF16 peak (:func:`peak_tflops`) over 6 FLOPs per parameter and token; ``None`` without a peak."""
    peak = peak_tflops(advisor, card)
    if peak is None or params_b <= 0:
        return None
    return mfu() * peak[0] * 1e12 / (6 * params_b * 1e9)


def _peak_said(advisor: Advisor, card: str) -> Message:
    """"40 % of its 165 TFLOP/s dense BF16 peak (NVIDIA's figure)" — or "(estimated from the RTX 4090's by the
    training index)"."""
    peak = peak_tflops(advisor, card)
    value, sourced = peak if peak is not None else (0.0, False)
    basis = msg("ask.pretrain.peak.nvidia", "NVIDIA's figure") if sourced else msg(
        "ask.pretrain.peak.estimated", "estimated from the {ref}'s by the training index",
        ref=card_param(PEAK_REFERENCE))
    return msg("ask.pretrain.peak", "{mfu:.0f} % of its {peak:,.0f} TFLOP/s dense BF16 peak ({basis}), the utilisation "
               "Llama 3's pretraining sustained on H100s; data/performance/pretrain_rate.csv", mfu=Number(
                   value=mfu() * 100), peak=Number(value=value), basis=basis)


def _sized(advisor: Advisor, read_as: ReadAs, card: str, count: int,
           scale: tuple[float, float, Message] | None) -> Message | None:
    """The run of the size asked ("pretrain a 1B model on 8x 4090"): Chinchilla's tokens for it, 6·N·D FLOPs, one
    card's tokens/s at the measured rate (:func:`tokens_per_second`), and the days on one card and on ``count``
    (over ``scale``'s range); ``None`` when no size was asked or a figure is missing."""
    params_b = getattr(read_as.model, "params_b", None)
    if not params_b:
        return None
    rate = tokens_per_second(advisor, card, params_b)
    if rate is None:
        return None
    per_param = float(_rate()["tokens_per_parameter"]["value"])
    tokens = params_b * 1e9 * per_param
    one = tokens / rate / 3600  # hours on one card
    params = dict(size=Number(value=params_b), card=card_param(card), per=Number(value=per_param),
                  tokens=Number(value=round(tokens / 1e9, 1 if tokens < 1e10 else 0)),  # 2.5B, not "2B" (break15 #15)
                  flops=Number(value=6 * params_b * 1e9 * tokens),
                  rate=Number(value=round(rate, -2 if rate >= 1000 else -1)), peak=_peak_said(advisor, card),
                  one=_took_time(one))
    if scale is None:
        return msg("ask.pretrain.sized", "Pretraining a {size:g}B model from scratch on one {card}: Chinchilla's "
                   "{per:.0f} tokens per parameter is {tokens:,g}B tokens, 6 × parameters × tokens = {flops:.1e} "
                   "FLOPs; at about {rate:,.0f} tokens/s ({peak}) that is {one}. "
                   "Past about a billion parameters pretraining is a rented cluster's job; fine-tuning a released "
                   "model is what one card does well.", **params)
    if round(scale[0], 2) == round(scale[1], 2):  # a measured node's one figure: never "3.58–3.58×" (break16 #12)
        return msg("ask.pretrain.sized.several.one", "Pretraining a {size:g}B model from scratch on {count} × {card}: "
                   "Chinchilla's {per:.0f} tokens per parameter is {tokens:,g}B tokens, 6 × parameters × tokens = "
                   "{flops:.1e} FLOPs; one card trains about {rate:,.0f} tokens/s ({peak}): {one} on one card, "
                   "{many} on {count} ({high:.2f}× one card in one data-parallel job, {basis}). Past about a billion "
                   "parameters pretraining is a rented cluster's job; fine-tuning a released model is what these "
                   "cards do well.", count=Number(value=count), many=_took_time(one / scale[1]),
                   high=Number(value=scale[1]), basis=scale[2], **params)
    return msg("ask.pretrain.sized.several", "Pretraining a {size:g}B model from scratch on {count} × {card}: "
               "Chinchilla's {per:.0f} tokens per parameter is {tokens:,g}B tokens, 6 × parameters × tokens = "
               "{flops:.1e} FLOPs; one card trains about {rate:,.0f} tokens/s ({peak}): {one} on one card, {many} "
               "on {count} ({low:.2f}–{high:.2f}× one card in one data-parallel job, {basis}). Past about a billion "
               "parameters pretraining is a rented cluster's job; fine-tuning a released model is what these cards do "
               "well.", count=Number(value=count),
               many=_took_span(one / scale[1], one / max(scale[0], 1e-9)), low=Number(value=scale[0]),
               high=Number(value=scale[1]), basis=scale[2], **params)


def _machines(low: str, count: int) -> tuple[int, int]:
    """(machines, cards each) of the cluster ``low`` names ("4 nodes x 8 h100": (4, 8)) when ``count`` is one
    machine's cards or all of them; (1, ``count``) for no cluster."""
    nodes = nodes_said(low)
    if nodes is None or count not in (nodes[1], nodes[0] * nodes[1]):
        return 1, count
    return nodes[0], nodes[1]


def _on_nodes(sized: Message, machines: int, count: int, scale: tuple[float, float, Message]) -> Message:
    """A sized run on ``machines`` machines of ``count`` cards each (break27 #14): one machine's time, then the
    cluster's at best (one machine's time over the machines, if the network between them keeps up), never "a rented
    cluster's job" to the owner of the cluster."""
    one = sized.params["one"]
    hours = _hours_of(one)
    best = _took_time(hours / scale[1] / machines) if hours is not None else sized.params["many"]
    return msg("ask.pretrain.sized.nodes", "Pretraining a {size:g}B model from scratch on {machines:.0f} machines of "
               "{count} × {card}: Chinchilla's {per:.0f} tokens per parameter is {tokens:,g}B tokens, 6 × parameters "
               "× tokens = {flops:.1e} FLOPs; one card trains about {rate:,.0f} tokens/s ({peak}): {one} on one card, "
               "{many} on one machine of {count}, and at best {best} on all {total:.0f} cards, if the network between "
               "the machines keeps up (one machine's time over the machines; no measured multi-node figure here). "
               "A cluster like this is what pretraining past a billion parameters takes.",
               **{k: v for k, v in sized.params.items() if k not in ("low", "high", "basis")},
               machines=machines, best=best, total=machines * count)


def _hours_of(said: MessageParam | Message | object) -> float | None:
    """The hours a :func:`_took_time` message says."""
    key, params = getattr(said, "key", ""), getattr(said, "params", {})
    n = params.get("n")
    value = getattr(n, "value", None)
    if value is None:
        return None
    return float(value) * {"ask.pretrain.time.hours": 1.0, "ask.pretrain.time.days": DAY,
                           "ask.pretrain.time.years": YEAR}.get(key, 1.0)


def _took_time(hours: float) -> Message:
    """``hours`` in the largest unit it fills ("about 15 days")."""
    if hours < 2 * DAY:
        return msg("ask.pretrain.time.hours", "about {n:,.0f} hours", n=Number(value=max(hours, 1.0)))
    if hours < YEAR:
        return msg("ask.pretrain.time.days", "about {n:,.0f} days", n=Number(value=hours / DAY))
    return msg("ask.pretrain.time.years", "about {n:,.1f} years", n=Number(value=hours / YEAR))


def _took_span(fast: float, slow: float) -> Message:
    """Between ``fast`` and ``slow`` hours, in the unit the shorter fills ("about 3–17 days"); one time when both say
    the same in that unit (a measured node's one figure: never "1.5–1.5 years", break16 #12)."""
    unit = 1.0 if fast < 2 * DAY else DAY if fast < YEAR else YEAR
    digits = 1 if unit == YEAR else 0
    if round(fast / unit, digits) == round(slow / unit, digits):
        return _took_time(fast)
    if fast < 2 * DAY:
        return msg("ask.pretrain.span.hours", "about {a:,.0f}–{b:,.0f} hours", a=Number(value=max(fast, 1.0)),
                   b=Number(value=slow))
    if fast < YEAR:
        return msg("ask.pretrain.span.days", "about {a:,.0f}–{b:,.0f} days", a=Number(value=fast / DAY),
                   b=Number(value=slow / DAY))
    return msg("ask.pretrain.span.years", "about {a:,.1f}–{b:,.1f} years", a=Number(value=fast / YEAR),
               b=Number(value=slow / YEAR))


def _count(read_as: ReadAs, card: str) -> int:
    """How many of ``card`` the question names ("on 8 4090s": 8; "2x 3090": 2), 1 when it names one."""
    if read_as.counts and read_as.cards:
        return max(1, sum(n for c, n in zip(read_as.cards, read_as.counts, strict=False) if c == card))
    return max(1, read_as.gpus or 1)


def _scale(advisor: Advisor, card: str, count: int) -> tuple[float, float, Message] | None:
    """(low, high, basis) speed of ``count`` × ``card`` in one data-parallel job, in multiples of one card
    (:func:`advisor.several.scaling` on today's measured rule, cards without peer-to-peer on their own rows), never
    below one card's speed (a slower data-parallel run is no plan: the job runs on one card); ``None`` for one
    card."""
    if count <= 1:
        return None
    link = link_of(advisor.rules, advisor.catalog.card(card))
    low, high, measured = one_job(advisor.rules, advisor.catalog.card(card), count)  # compare's figure too
    if measured < 1.0:  # a measured run slower on several cards than on one: that job runs on one card, never slower
        return 1.0, round(high, 2), msg(
            "ask.pretrain.basis.floor", "cards without peer-to-peer: a measured 4-card run gained nothing over one "
            "card ({low:.2f}×), so the slow end is one card's time — the job then runs on one card; the fast end is an "
            "assumption, data/performance/multi_gpu_scaling.csv", low=Number(value=measured))
    if link != NO_P2P:
        basis = msg("ask.pretrain.basis.measured", "measured on NVLink and peer-to-peer servers")
    elif count == 2:  # the 2-card row is Lambda's measurement at both ends, never "a 4-card run" (break18 #3)
        basis = msg("ask.pretrain.basis.two", "cards without peer-to-peer: measured on two such cards (Lambda: 2 x RTX "
                    "4090 1.77×, 2 x RTX 3090 1.87×), data/performance/multi_gpu_scaling.csv")
    else:
        basis = msg("ask.pretrain.basis.between", "cards without peer-to-peer: the low end lies between the 2-card "
                    "measurement and a measured 4-card run, the high end is an assumption, "
                    "data/performance/multi_gpu_scaling.csv")
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


def rig_headline(advisor: Advisor, read_as: ReadAs, answer) -> Message | None:
    """The headline of a pretraining question on named cards ("pretrain a 3b model on 2x 3090"): the full training
    state — every weight, its gradients and AdamW's states (``fits``' full fine-tune estimate: no released weights
    to adapt, so no LoRA or QLoRA route) — and, on several cards, that state sharded over them (FSDP full shard or
    DeepSpeed ZeRO-3: each card holds 1/N of it, plus its own activations and overhead), against each card's
    memory. ``None`` when no card is named, the model is not sized, or one card holds the whole state (the fit's own
    headline says that)."""
    if not read_as.cards or read_as.model is None:
        return None
    try:
        fit = advisor.fits(read_as.model.name, task="full-finetune",
                           market=getattr(getattr(answer, "market", None), "id", None))
        card = advisor.card(read_as.cards[0])
    except AdvisorError:
        return None
    m = getattr(fit, "memory", None)  # a Fit (a Runs answer has no memory: no model sized)
    if m is None:
        return None
    count = _count(read_as, card.name)
    state = m.weights_gb + m.gradients_gb + m.optimizer_gb
    each = state / count + m.activations_gb + m.overhead_gb
    memory = card.memory_gb or 0.0
    params = dict(model=Text(value=read_as.model.name), need=gb(round(m.total_gb, 1)), card=card_param(card.name),
                  memory=gb(memory))
    if m.total_gb <= memory:  # one card holds the whole state: the fit's own headline says so (data-parallel on more)
        return None
    # 8-bit Adam (Dettmers et al. 2021, arXiv:2110.02861; bitsandbytes): AdamW's two fp32 states (8 bytes a parameter)
    # kept in 1 byte each, a quarter; the fit's activations already assume activation checkpointing. The state is mixed
    # precision's with 8-bit moments, ADAM8_MIXED_BYTES a parameter (one truth with the full fine-tune's levers, fix65e;
    # the optimizer's fp32 moments are 8 bytes a parameter, so optimizer_gb / 8 is the parameters in GiB)
    state8 = m.optimizer_gb / 8 * ADAM8_MIXED_BYTES
    each8 = state8 / count + m.activations_gb + m.overhead_gb
    adam8 = dict(each=gb(round(each8, 1)), memory=gb(memory), state=gb(round(state8, 1)),
                 optimizer=gb(round(m.optimizer_gb, 1)), optimizer8=gb(round(m.optimizer_gb / 4, 1)))
    params["adam8"] = msg("ask.pretrain.adam8.fits", "with 8-bit Adam (AdamW's two states at 1 byte a parameter "
                          "each, not 4: {optimizer} of them becomes {optimizer8}) the state is about {state}, about "
                          "{each} a card with activations, which fits; activation checkpointing is already counted",
                          **adam8) if each8 <= memory else msg(
        "ask.pretrain.adam8.over", "even with 8-bit Adam (AdamW's two states at 1 byte a parameter each, not 4: "
        "{optimizer} of them becomes {optimizer8}) the state is about {state}, about {each} a card with activations, "
        "more than {memory} (activation checkpointing is already counted): a smaller model or more cards", **adam8)
    if count <= 1:
        return msg("ask.pretrain.rig.one", "On one {card} ({memory}): {model}, pretraining from scratch, trains "
                   "every weight, with its gradients and AdamW's states: about {need}, more than it holds. There are "
                   "no released weights to adapt, so no LoRA or QLoRA route; {adam8}.", **params)
    params.update(count=Number(value=count), each=gb(round(each, 1)))
    if each <= memory:
        return msg("ask.pretrain.rig.sharded", "On {count} × {card}: {model}, pretraining from scratch, trains every "
                   "weight, with its gradients and AdamW's states: about {need} in all, about {each} on each card with "
                   "that state sharded over them (FSDP full shard or DeepSpeed ZeRO-3), which each {memory} holds.",
                   **params)
    return msg("ask.pretrain.rig.over", "On {count} × {card}: {model}, pretraining from scratch, trains every weight, "
               "with its gradients and AdamW's states: about {need} in all, about {each} on each card even sharded "
               "(FSDP full shard or DeepSpeed ZeRO-3), more than each {memory}; {adam8}. There are no released weights "
               "to adapt, so no LoRA or QLoRA route.", **params)


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


ADAPTER_WAYS = frozenset({"fits.change.qlora-for-full", "fits.change.lora-for-full", "fits.change.qlora-for-lora",
                          "fits.own.pcie.train", "owned.fits.split.train"})
"""The cheaper ways of a fit that adapt released weights (LoRA, QLoRA), and the sharded QLoRA recipe (Answer.AI's FSDP
+ QLoRA) said of several cards: no way to pretrain a model."""


def adapts(message: Message) -> bool:
    """Whether ``message`` offers a LoRA or QLoRA way (itself, or as its ``change``: "For less: QLoRA instead of
    full fine-tuning …"), which pretraining from scratch cannot take (there are no base weights to adapt)."""
    change = message.params.get("change")
    return message.key in ADAPTER_WAYS or getattr(change, "key", None) in ADAPTER_WAYS


def names_cards(value) -> set[str]:
    """Every card a message names (its ``Card`` parameters, however deep)."""
    if isinstance(value, CardValue):
        return {value.value}
    if isinstance(value, (Message, MessageParam)):
        return set().union(*(names_cards(p) for p in value.params.values())) if value.params else set()
    if isinstance(value, ListOf):
        return set().union(*(names_cards(x) for x in value.items)) if value.items else set()
    return set()


__all__ = ["ADAPTER_WAYS", "LANGUAGE_MODEL", "PRETRAIN", "PRETRAIN_LABEL", "adapts", "as_pretraining", "from_scratch",
           "pretraining",
           "names_cards", "rig_headline"]
