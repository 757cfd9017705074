"""An owner's job just over the card's memory (issue 28, U20; "why 5090 --own --model 70b").

A flat "it does not fit" is wrong when the job misses by a little: QLoRA of a 7B model that needs 6.1 GB
on a 6 GB laptop GPU runs with a smaller adapter rank, a shorter ``max_seq_length`` and a paged
optimizer; a 70B model that needs 42 GB in Q4_K_M runs on a 32 GB card in Q2_K, at a quality cost.
This module finds those ways, with what each saves, from the same arithmetic as ``fits``
(:mod:`advisor.fits.memory`), so that the owner hears "not as sized — with X it fits":

- **fine-tuning** (LoRA, QLoRA) within :data:`NEAR` of the card's memory: the adapter rank halved
  (rank 8 instead of Unsloth's 16: the adapters, their gradients and 8-bit AdamW states scale with
  the rank, :meth:`~advisor.fits.Architecture.lora_params`), a shorter context (``max_seq_length``
  512) with batch 1 and gradient accumulation for the batch, and the **paged** 8-bit optimizer
  (bitsandbytes ``paged_adamw_8bit``: its states page to system RAM under memory pressure, QLoRA
  paper §3 "Paged Optimizers", Dettmers et al. 2023); what still does not fit goes to CPU offload
  (accelerate / DeepSpeed ZeRO-Offload), much slower.
- **inference**: the k-quant levels below Q3_K_M (Q3_K_S, Q2_K) for an owner's card, each with the
  perplexity it adds (``data/performance/quant_quality.csv``, llama.cpp's quantize table, Llama 3 8B)
  beside the Q4_K_M default's, and no speed below 3.5 bits (:data:`advisor.decode.LOW_BITS`).
"""

from __future__ import annotations

import csv
import re
from functools import cache

from .fits import Estimate, estimate, need_gb, quant_name
from .fits.ways import HUGE_MODEL_PARAMS, variants
from .i18n import Message, Quantity, Text, msg
from .thresholds import HEADROOM_GB
from .wording import gb, join

NEAR = 1.25
"""A fine-tuning job needing at most this many times the card's memory is "just over": its levers are said
with their figures (product choice, the brief's "within about 25 %"); past it they cannot close the gap."""
SHORT_CONTEXT = 512
"""The shorter ``max_seq_length`` a just-over fine-tune is tried at (tokens)."""
LADDER = ("q4_k_s", "iq4_xs", "q3_k_m", "q3_k_s", "iq3_xxs", "q2_k", "iq2_m", "iq2_xs", "iq2_xxs")
"""The GGUF levels below Q4_K_M an owner's card is offered for a dense model, largest first (break10 #9: the level
tried after Q4_K_M is the largest that fits, never a jump to Q2_K; bits per weight in
``data/performance/quant_bits.csv``: 4.67, 4.46, 4.00, 3.64, 3.25, 3.16, 2.93, 2.59, 2.38: past Q2_K the 2-bit
i-quants, so an owner asking for IQ3_XXS that does not fit hears the next levels down, breaker: "llama 3 70b IQ3_XXS
on 2x 3060 12gb")."""
MID_LEVELS = ("q6_k", "q5_k_m")
"""The GGUF levels between Q8_0 and Q4_K_M an owner's rig is offered when the level asked does not fit
(:data:`advisor.runs.PRECISIONS_TRIED` walks them too; their bits a weight: ``data/performance/quant_bits.csv``)."""
LOW_LEVELS = ("q3_k_s", "iq3_xxs", "q2_k", "iq2_m", "iq2_xs", "iq2_xxs")
"""The 2-3-bit levels of :data:`LADDER` (under Q3_K_M): said, but more of the card stays a way."""
LARGER_LOSE_LESS = ("ggml-org/llama.cpp README.md (2023, perplexity table: Q4_0 adds 0.25 to LLaMA 7B's 5.9066 and "
                    "0.13 to 13B's 5.2543)")
"""The source that a larger model loses less perplexity at the same level than the model the quantize table
measured on (its figures are Llama 3 8B's)."""


@cache
def quality() -> dict[str, tuple[float, str]]:
    """Perplexity added per GGUF level (upper-case name → (added perplexity, model measured on)), from
    ``data/performance/quant_quality.csv``."""
    from .catalog import data_dir

    with (data_dir() / "performance" / "quant_quality.csv").open(encoding="utf-8", newline="") as f:
        return {r["quant"].upper(): (float(r["ppl_delta"]), r["model"]) for r in csv.DictReader(f)}


def _measured_b(model: str) -> float | None:
    """The size in billions the quantize table's model name says ("Llama 3 8B" → 8.0)."""
    m = re.search(r"(\d+(?:\.\d+)?)\s*B\b", model)
    return float(m.group(1)) if m else None


def quality_cost(precision: str, against: str = "int4", params_b: float | None = None) -> Message | None:
    """"at a quality cost of +0.66 perplexity on Llama 3 8B against +0.18 for Q4_K_M in llama.cpp's quantize table"
    for a GGUF level; for a model of ``params_b`` billion parameters well above the one measured (over 1.5 times),
    said as measured on that model, a larger one losing less (:data:`LARGER_LOSE_LESS`) — never the 8B's figure as
    the 70B's; a level the table has no figure for (IQ4_XS, IQ3_XXS) says so, once, with no
    other level's figure (newuser20 #23). ``None`` when ``against`` has none."""
    table = quality()
    low, ref = table.get(quant_name(precision).upper()), table.get(quant_name(against).upper())
    if ref is None:
        return None
    if low is None:
        return msg("levers.quality.unmeasured", "at a quality cost with no measured figure for {level} (llama.cpp's "
                   "quantize table does not list it)", level=Text(value=quant_name(precision)))
    measured = _measured_b(low[1])
    if params_b is not None and measured is not None and params_b > 1.5 * measured:
        return msg("levers.quality.scaled", "at a quality cost of +{low:.2f} perplexity measured on {model} against "
                   "+{ref:.2f} for {default} in llama.cpp's quantize table (a larger model loses less at the same "
                   "level)", low=low[0], model=Text(value=low[1]), ref=ref[0], default=Text(value=quant_name(against)))
    return msg("levers.quality", "at a quality cost of +{low:.2f} perplexity on {model} against +{ref:.2f} for "
               "{default} in llama.cpp's quantize table", low=low[0], model=Text(value=low[1]), ref=ref[0],
               default=Text(value=quant_name(against)))


def lossless(change: Message) -> Message:
    """"Q8_0 instead of BF16" said with its measured cost: practically lossless, +0.0026 perplexity on Llama 3 8B
    (``data/performance/quant_quality.csv``, llama.cpp's quantize table) — the way a 16-bit model fits an owner's card
    with nothing given up (mend46b: "qwen3 4b at full precision" on 8 GB)."""
    q8 = quality().get("Q8_0")
    if q8 is None:
        return change
    return msg("levers.change.lossless", "{change} (practically lossless: +{ppl:.4f} perplexity on {model} in "
               "llama.cpp's quantize table)", change=change, ppl=q8[0], model=Text(value=q8[1]))


def owner_variants(est: Estimate) -> list[tuple[Message, str, str, int]]:
    """``fits``' cheaper ways of the same job (:func:`advisor.fits.ways.variants`), and after them, for an owner's
    inference of a dense model below the largest sizes, the k-quant levels under Q3_K_M (:data:`LOW_LEVELS`), each
    change naming its quality cost: a shorter context is offered before a 2-3-bit level."""
    out = [(lossless(v[0]) if v[1:3] == ("inference", "int8") and est.precision in ("bf16", "fp16", "fp32", "fp8")
            else v[0], *v[1:]) for v in variants(est)]
    if est.task != "inference" or est.arch.params >= HUGE_MODEL_PARAMS or est.arch.experts > 1:
        return out
    from .fits import bits_of

    here = bits_of(est.precision)
    above = [v for v in out if v[1] != "inference" or v[2] == est.precision or v[2] not in LADDER
             and bits_of(v[2]) > bits_of(LADDER[0])]  # fp16 → int8 → Q4_K_M, before the ladder
    context = [v for v in out if v[1] == "inference" and v[2] == est.precision]
    above = [v for v in above if v not in context]
    mid = []  # Q6_K and Q5_K_M between 8-bit and Q4_K_M (fix72d: "3 x 3090 for 70b q8?" was offered Q4_K_M's 42 GB
    for q in MID_LEVELS:  # where Q6_K's ~58 GB fits 72 GB): the best level that fits, as the owner's list walks them
        if bits_of(q) < here - 0.01:
            cost = quality_cost(q, params_b=est.arch.params / 1e9)
            change = msg("fits.change.precision", "{new} instead of {old}", new=quant_name(q),
                         old=quant_name(est.precision))
            mid.append((msg("levers.change.cost", "{change}, {cost},", change=change, cost=cost) if cost is not None
                        else change, "inference", q, est.context))
    above = sorted([*above, *mid], key=lambda v: -bits_of(v[2]) if v[1] == "inference" else 0.0)
    steps: list[tuple[Message, str, str, int]] = []
    for q in LADDER:  # the largest level that fits is tried first (break10 #9)
        if bits_of(q) >= here - 0.01:
            continue
        cost = quality_cost(q, params_b=est.arch.params / 1e9)
        change = msg("fits.change.precision", "{new} instead of {old}", new=quant_name(q),
                     old=quant_name(est.precision))
        if cost is not None:
            change = msg("levers.change.cost", "{change}, {cost},", change=change, cost=cost)
        steps.append((change, "inference", q, est.context))
    high = [s for s in steps if s[2] not in LOW_LEVELS]
    low = [s for s in steps if s[2] in LOW_LEVELS]
    return above + high + context + low  # a shorter context before a 2-3-bit level: it costs less quality


@cache
def cuda_context_gb() -> float:
    """What a CUDA process keeps on each GPU for its context, in GB: the upper bound of ``data/memory_reserve.csv``'s
    ``cuda-context`` row (300-400 MB: pytorch/pytorch issues 107667 and 20532), kept back from a fit said to fit."""
    from .catalog import data_dir
    from .facts import load_reserves

    row = next(r for r in load_reserves(data_dir()) if r.id == "cuda-context")
    return (row.reserve_mb_high or row.reserve_mb_low or 0) / 1024


def _q(value: float) -> Quantity:
    return Quantity(value=round(value, 2), unit="GB", digits=2)


def fine_tune_or_cheaper(est: Estimate, memory_gb: float) -> Message | None:
    """:func:`fine_tune` of the job itself, else of its cheapest way (:func:`advisor.fits.ways.variants`: QLoRA for
    LoRA) when that one is just over: "With QLoRA (4-bit weights) instead of LoRA it needs 6.1 GB, just over
    6 GB. Not as sized, but …"; ``None`` when neither is just over."""
    near = fine_tune(est, memory_gb)
    if near is not None:
        return near
    ways = [(change, estimate(est.arch, t, p, c, est.batch)) for change, t, p, c in variants(est)]
    if not ways:
        return None
    change, least = min(ways, key=lambda w: w[1].total)
    near = fine_tune(least, memory_gb)
    if near is None:
        return None
    return msg("levers.cheaper", "With {change} it needs {need}, just over {memory}. {levers}", change=change,
               need=gb(need_gb(least.total)), memory=gb(memory_gb), levers=near)


def fine_tune(est: Estimate, memory_gb: float) -> Message | None:
    """The levers that bring a LoRA or QLoRA job just over ``memory_gb`` (GB, one card) under it, each with
    what it saves, and the need with all of them; ``None`` when the job fits already, is no adapter
    fine-tune, or needs more than :data:`NEAR` times the memory (the levers cannot close that gap)."""
    if est.task not in ("lora", "qlora"):
        return None
    need = need_gb(est.total)
    if need + HEADROOM_GB <= memory_gb or need > memory_gb * NEAR:
        return None
    parts: list[Message] = []
    saved = 0.0
    rank = (est.adapters + est.gradients) / 2 + est.optimizer / 2
    if rank >= 0.005:
        parts.append(msg("levers.rank", "LoRA rank 8 instead of 16 (−{gb})", gb=_q(rank)))
        saved += rank
    if est.context > SHORT_CONTEXT or est.batch > 1:
        short = estimate(est.arch, est.task, est.precision, min(SHORT_CONTEXT, est.context), 1)
        cut = est.activations + est.workspace - short.activations - short.workspace
        if cut >= 0.005:
            parts.append(msg("levers.context", "max_seq_length {tokens:,.0f} at batch 1, gradient accumulation keeping "
                             "the batch (−{gb})", tokens=min(SHORT_CONTEXT, est.context), gb=_q(cut)))
            saved += cut
    paged = est.optimizer / 2
    if paged >= 0.005:
        parts.append(msg("levers.paged", "the paged 8-bit optimizer (paged_adamw_8bit: its states page to system "
                         "RAM, −{gb})", gb=_q(paged)))
        saved += paged
    after = need_gb(est.total - saved)
    levers = join(parts, "semicolon") if parts else None
    if levers is not None and after + HEADROOM_GB <= memory_gb:
        return msg("levers.fits", "Not as sized, but it is within reach: with {levers}, it needs about {after} and "
                   "fits.", levers=levers, after=gb(after))
    context = cuda_context_gb()
    if levers is not None and after + context <= memory_gb:
        return msg("levers.tight.room", "Not as sized, but it is within reach: with {levers}, it needs about {after} "
                   "as Unsloth runs it and fits in {memory}, tight (under {headroom} to spare: close other programs "
                   "using the GPU).", levers=levers, after=gb(after), memory=gb(memory_gb), headroom=gb(HEADROOM_GB))
    if levers is not None and after <= memory_gb:  # U20: 5.9 GB "fits" 6 GB with nothing kept for the context
        return msg("levers.tight", "Not as sized, and tight even then: with {levers}, it needs about {after} as "
                   "Unsloth runs it, which fits in {memory} only on paper: it leaves less than the CUDA context's "
                   "{context} free, so expect it not to fit beside the desktop; the last part only with CPU offload, "
                   "much slower.",
                   levers=levers, after=gb(after), memory=gb(memory_gb),
                   context=Quantity(value=round(context * 1024), unit="MB", digits=0))
    rest = max(after - memory_gb + HEADROOM_GB, 0.1)
    if levers is not None:  # the levers do not close the gap: named without their figures, to keep it short
        # the gap said against what the card holds with the headroom a fit keeps, so the figures add up (F11:
        # "needs 9.5 GB; the last 2.5 GB only with offload" beside an 8 GB card read as a sum that does not)
        return msg("levers.offload.short-room", "Even at LoRA rank 8, max_seq_length {tokens:,.0f} and a paged 8-bit "
                   "optimizer it needs about {after}, against the {usable} that {memory} holds with {headroom} to "
                   "spare; the last {rest} only with CPU offload (DeepSpeed ZeRO-Offload), much slower.",
                   tokens=min(SHORT_CONTEXT, est.context), after=gb(after), usable=gb(memory_gb - HEADROOM_GB),
                   memory=gb(memory_gb), headroom=gb(HEADROOM_GB), rest=gb(round(rest, 1)))
    return msg("levers.offload.only", "Not as sized: the last {rest} fits only with CPU offload (accelerate "
               "device_map or DeepSpeed ZeRO-Offload), which moves those weights over PCIe every step: much "
               "slower.", rest=gb(round(rest, 1)))
