"""What my hardware runs (issue 28 §4): ``fits --card X`` without a model, "what's the largest model my
5090 runs".

The anchor is llmfit (github.com/AlexsJones/llmfit): for the owner's rig it lists the models of the
table (``data/models.csv``) it runs, each at the **best quant level that fits** — 16-bit, then 8-bit,
then 4-bit (GGUF Q8_0 / Q4_K_M; a model published in MXFP4 in that format), llmfit's "dynamic
quantization" walk — with the :data:`~advisor.thresholds.HEADROOM_GB` a fit needs at a 4,096-token
context, split over the rig's cards by memory (:mod:`advisor.owned`), and its decode tokens/s
(:mod:`advisor.decode`). From them the answer picks:

- the **largest dense** model and the **best MoE** it holds in VRAM (the MoE of the best-scored family, then
  the largest: Qwen3 30B-A3B before the older, larger Mixtral 8x7B);
- the **best per use** — chat, coding, reasoning, vision — by the per-family scores llmfit curates from
  public leaderboards (``data/model_uses.csv``, longest matching family name wins, as in llmfit), among
  models that decode at :data:`USABLE_TOK_S` or more (a model that answers slower than people read is
  not "the best it runs"); vision only among models that take images;
- with system RAM given (``--ram``), the largest **MoE with its experts in RAM** (llama.cpp ``--cpu-moe``,
  :mod:`advisor.offload`) of those that decode at :data:`USABLE_TOK_S` or more, when one does.

A card no current framework or llama.cpp backend runs gets no list (:func:`advisor.owner.runs_nothing`).
"""

from __future__ import annotations

import csv
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .cpu_only import rig_memory
from .errors import InvalidOption
from .fits import Architecture, Estimate, bits_of, estimate, need_gb
from .fits.memory import LORA_RANK
from .fits.parsing import DEFAULT_CONTEXT, parse_context
from .i18n import Message, MessageParam, Number, Quantity, Text, msg
from .models import Card, DecodeSpeed, Market, OwnedRig, Reason, RunModel, Runs
from .owned import _holds, _offload, rig_name, rig_speed
from .runs_cpu import cpu_level, crawl_said, not_crawling
from .wording import card_param, gb
from .workload import QUANTS, DecodeSpeeds

PRECISIONS_TRIED = ("fp16", "int8", "q6_k", "q5_k_m", "int4", "iq4_xs", "q3_k_m")
"""The quant levels tried, best quality first (llmfit walks Q8_0 down to Q2_K): F16, Q8_0, Q6_K, Q5_K_M, Q4_K_M,
IQ4_XS, Q3_K_M (``data/performance/quant_bits.csv`` sizes each). A level that fits is never passed over for a lower one
(fix37c: a 5090 holds Qwen3 32B at Q6_K, 27.2 GB, where the list said Q4_K_M)."""
FLOOR = "q3_k_m"
"""The lowest level the list accepts (product choice: Q3_K_M adds 0.66 perplexity over 16-bit on Llama 3 8B,
``data/performance/quant_quality.csv``; Q3_K_S adds 1.63 and Q2_K 3.52): a larger model at 3-4 bits is named the
largest (a 70B at IQ4_XS on 2 × 22 GB), a 2-bit one is not."""
OFFLOAD_PRECISION = "int4"
"""The level an MoE with its experts in RAM is sized at (Q4_K_M, as llama.cpp's ``--cpu-moe`` runs are measured)."""
USABLE_TOK_S = 10.0
"""Decode tokens/s below which a model is not called "the best it runs" for a use (product choice: about
reading speed; the largest model it holds is still said, with its speed)."""
USES = ("chat", "coding", "reasoning", "vision")
SMALL_CARD_GB = 6.0
"""A rig of at most this much memory lists its models' 4-bit fits without :data:`~advisor.thresholds.HEADROOM_GB`
(their need already counts 1 GB for the CUDA context and kernels; product choice: on a 4 GB card the second GB of
room is a quarter of it, and 3-4B models at Q4_K_M — 2.0-2.5 GB files — run there, llama.cpp's own fit target being
1 GiB free)."""
SKILLED_USE_MIN_B = 7.0
"""Coding and reasoning are "the best it runs" only for a model of at least this many billion parameters (product
choice: a family's llmfit score is its flagship's, and a 1.5B distill of DeepSeek R1 is no coding model; chat and
images keep every size)."""
ROLE_NAMES = {
    "largest-dense": msg("runs.role.largest-dense", "largest dense"),
    "best-moe": msg("runs.role.best-moe", "best MoE"),
    "chat": msg("runs.role.chat", "best for chat"),
    "coding": msg("runs.role.coding", "best for coding"),
    "reasoning": msg("runs.role.reasoning", "best for reasoning"),
    "vision": msg("runs.role.vision", "best with images"),
    "offload": msg("runs.role.offload", "MoE, experts in RAM"),
}


@dataclass(frozen=True)
class Family:
    """A row of ``data/model_uses.csv``: a model family's use scores (0-100, llmfit's) and its models
    that take images."""

    family: str
    match: tuple[str, ...]
    scores: dict[str, float]
    vision: frozenset[str]
    source: str


@cache
def families(path: Path | None = None) -> tuple[Family, ...]:
    """The families of ``data/model_uses.csv``."""
    if path is None:
        from .catalog import data_dir

        path = data_dir() / "model_uses.csv"
    with path.open(encoding="utf-8", newline="") as f:
        return tuple(Family(family=r["family"], match=tuple(r["match"].split("|")),
                            scores={u: float(r[u]) for u in ("chat", "coding", "reasoning")},
                            vision=frozenset(v for v in r["vision_models"].split("|") if v), source=r["source"])
                     for r in csv.DictReader(f))


SCORE_TIE = 2.0
"""Family scores (llmfit's 0-100, whole numbers from public leaderboards) closer than this are a tie, and the larger
model of the tied ones is the pick (product choice, break25 #16: Llama 4's mean 79.3 against Qwen3's 78.7 put a 109B
Llama 4 Scout before the Qwen3 235B-A22B the same rig holds)."""


def family_of(model: str) -> Family | None:
    """The family whose longest match is in ``model``'s lower-case name (llmfit's rule), or ``None``. A distilled
    model is scored as the family its name gives after "distill" (DeepSeek-R1-Distill-Qwen-32B is a Qwen model
    taught by R1, not R1: a family's score is its flagship's, break25 #16)."""
    name = model.lower()
    if "distill" in name:
        name = name.split("distill", 1)[1]
    found = [(len(m), f) for f in families() for m in f.match if m in name]
    return max(found, key=lambda t: t[0])[1] if found else None


_VERSION = re.compile(r"[A-Za-z]+[\s\-]?(\d+(?:\.\d+)?)(?![\d.]|\s*[bBmM](?![a-z])|x\d)")


def _version(name: str) -> float:
    """The version a model's name gives after its family's word ("Qwen2.5 72B" → 2.5, "Llama 3.1 8B" → 3.1, "Qwen3-VL
    8B" → 3), 0 for none ("Mistral 7B", "QwQ 32B")."""
    m = _VERSION.match(name)
    return float(m.group(1)) if m else 0.0


def of_family(archs: list[Architecture], family: Sequence[str] | None) -> list[Architecture]:
    """The models of ``archs`` whose names start with one of ``family``'s keys (lower case, no spaces or dashes:
    ``("qwen", "qwq")``, ``("llama3",)``), the family a question named ("what llama can I run on a 3080": Llama models
    only, fix79c), the newest version first (:func:`_version`), so a tie in size goes to the newer release (Llama 3.1
    8B before Llama 3 8B, Qwen2.5 72B before Qwen2 72B); ``archs`` as they are when ``family`` is ``None`` or empty."""
    if not family:
        return archs
    kept = [a for a in archs if re.sub(r"[\s\-_]+", "", a.name.lower()).startswith(tuple(family))]
    return sorted(kept, key=lambda a: -_version(a.name))


def uses_of(model: str) -> list[str]:
    """What ``model`` is scored for: chat, coding, reasoning (a family with scores), vision (takes images)."""
    fam = family_of(model)
    if fam is None:
        return []
    return [u for u in ("chat", "coding", "reasoning") if fam.scores.get(u)] + (["vision"] if model in fam.vision
                                                                                  else [])


def _score(model: str, use: str) -> float:
    fam = family_of(model)
    if fam is None:
        return 0.0
    if use == "vision":
        return fam.scores["chat"] if model in fam.vision else 0.0
    return fam.scores.get(use, 0.0)


def _mean_score(model: str) -> float:
    """The mean of ``model``'s family scores for chat, coding and reasoning (``data/model_uses.csv``, llmfit's
    0-100), 0 for a family the file does not score."""
    return sum(_score(model, u) for u in ("chat", "coding", "reasoning")) / 3


def _precisions(arch: Architecture, asked: str | None = None) -> tuple[str, ...]:
    if arch.published_precision == "mxfp4":
        return ("mxfp4",)  # gpt-oss: run as published
    if asked is not None:  # "the largest my 5090 runs at q8": the level asked, never a lower one (fix41d)
        return (asked,)
    return PRECISIONS_TRIED


def _offload_precision(arch: Architecture, asked: str | None = None) -> str:
    return "mxfp4" if arch.published_precision == "mxfp4" else asked or OFFLOAD_PRECISION


def sized_context(arch: Architecture, asked: int | str | None) -> int | None:
    """The context ``arch`` is sized at: the asked one (its KV cache counted at that length, fix34a: "what's the
    largest model my 5090 runs at 32k context" was answered at 4,096), else the default 4,096 within its window;
    ``None`` when the model cannot read the context asked (its window, extended where its makers document it,
    :func:`advisor.fits.parsing.parse_context`, is shorter)."""
    if asked is None or str(asked).strip() == "":
        return min(DEFAULT_CONTEXT["inference"], arch.context or DEFAULT_CONTEXT["inference"])
    try:
        return parse_context(asked, arch, "inference")
    except InvalidOption:
        return None


def _best_fit(arch: Architecture, rig: OwnedRig, asked: int | str | None = None,
              level: str | None = None) -> Estimate | None:
    """The model at the best quant level the rig holds with headroom (:data:`PRECISIONS_TRIED`, or the ``level``
    asked) at the context asked (:func:`sized_context`), or ``None``."""
    context = sized_context(arch, asked)
    if context is None:
        return None
    for precision in _precisions(arch, level):
        est = estimate(arch, "inference", precision, context, 1)
        roomy, tight, _ = _holds(est, rig)
        if roomy:
            return est
        if tight and rig.memory_gb <= SMALL_CARD_GB and precision in ("int4", "mxfp4"):  # a small card: its 4-bit
            return est  # fit without the headroom (the need counts the CUDA context already), so a 3.5 GB GTX 970
            # runs Llama 3.2 3B at Q4_K_M, before any level under 4 bits
    return None


def _entry(est: Estimate, role: str, speed: DecodeSpeed | None, offload: bool = False,
           ram_gb: float | None = None) -> RunModel:
    arch = est.arch
    return RunModel(model=arch.name, params_b=round(arch.params / 1e9, 1),
                    active_params_b=round(arch.active_params / 1e9, 1) if arch.active_params else None,
                    precision=est.precision, quant=QUANTS.get(est.precision, est.precision),
                    need_gb=need_gb(est.total), speed=speed, uses=uses_of(arch.name), role=role, offload=offload,
                    ram_gb=ram_gb)


def runs(archs: list[Architecture], rig: OwnedRig, cards: dict[str, Card], market: Market, speeds: DecodeSpeeds,
         reason, offload=None, speed_of=None, context: int | str | None = None, level: str | None = None) -> Runs:
    """What ``rig`` runs of ``archs`` (module docstring). ``reason(rule_id, message, source)`` makes a cited
    reason; ``offload``: :class:`advisor.offload.OffloadModel` for MoE models with experts in RAM; ``speed_of``:
    a job's decode on the rig when it is no GPU's (the CPU alone, :mod:`advisor.cpu_only`); ``context``: the
    context asked (tokens, "32k"): every model sized at it, said in the summary (:func:`sized_context`); ``level``:
    the quant level asked (``int8`` for "at q8": Q8_0), the only one tried, said in the summary (fix41d)."""
    fitting: list[tuple[Estimate, DecodeSpeed | None]] = []
    for arch in archs:
        if speed_of is not None:  # the CPU alone: the best level at a usable speed, else 4 bits (break32 #17)
            length = sized_context(arch, context)
            if length is not None and (fitted := cpu_level(arch, rig, length, _precisions(arch, level), USABLE_TOK_S,
                                                           speed_of)) is not None:
                fitting.append(fitted)
            continue
        est = _best_fit(arch, rig, context, level)
        if est is not None:
            fitting.append((est, rig_speed(est, rig, cards, speeds)))
    chosen: list[RunModel] = []

    def take(role: str, candidates: Sequence[tuple[Estimate, DecodeSpeed | None]], key, score=None) -> None:
        if score is not None and candidates:  # scores within SCORE_TIE of the best are a tie: key decides
            top = max(score(t) for t in candidates)
            candidates = [t for t in candidates if score(t) >= top - SCORE_TIE]
        if candidates:  # a model may be listed for several reasons (the short form says it once)
            est, speed = max(candidates, key=key)
            chosen.append(_entry(est, role, speed))

    def moe_score(t: tuple[Estimate, DecodeSpeed | None]) -> float:
        return _mean_score(t[0].arch.name)

    def four_bit(t: tuple[Estimate, DecodeSpeed | None]) -> bool:  # held at 4 bits or more (IQ4_XS up)
        return bits_of(t[0].precision) >= bits_of("iq4_xs") - 0.01

    kept = not_crawling(fitting) if speed_of is not None else fitting  # a CPU's crawl is no pick (break32 #17)
    dense = [(e, s) for e, s in kept if not e.arch.active_params]
    moe = [(e, s) for e, s in kept if e.arch.active_params]
    take("largest-dense", dense, lambda t: (t[0].arch.params, t[1].tok_s if t[1] else 0))
    # the best MoE, not the largest: an MoE of a stronger family (llmfit's scores) before a larger, older one
    # (Qwen3 30B-A3B before Mixtral 8x7B on a 32 GB card), then the larger
    # (fix37c) of tied ones, one held at 4 bits or more before a larger one held only under 4 (Qwen3 235B-A22B at Q6_K
    # before Llama 4 Maverick at Q3_K_M on 9 × 3090); "largest dense" stays the largest at the FLOOR or better
    take("best-moe", moe, lambda t: (four_bit(t), t[0].arch.params, t[1].tok_s if t[1] else 0), moe_score)
    unknown = all(s is None for _, s in fitting)  # a GPU known only by its memory (fits --vram): no speed to bar
    usable = [(e, s) for e, s in fitting if unknown or (s is not None and s.tok_s >= USABLE_TOK_S)]
    for use in USES:
        scored = [(e, s) for e, s in usable if _score(e.arch.name, use) > 0 and (
            use not in ("coding", "reasoning") or e.arch.params >= SKILLED_USE_MIN_B * 1e9)]
        take(use, scored, lambda t: (four_bit(t), t[0].arch.params, t[1].tok_s if t[1] else 0),
             lambda t, u=use: _score(t[0].arch.name, u))
    if rig.ram_gb:  # the largest MoE the rig runs with its experts in system RAM
        held = {e.arch.name for e, _ in fitting}
        offloaded = []
        for arch in archs:
            length = sized_context(arch, context) if context is not None else DEFAULT_CONTEXT["inference"]
            if not arch.active_params or arch.name in held or length is None:
                continue
            est = estimate(arch, "inference", _offload_precision(arch, level), length, 1)
            plan = _offload(est, rig, cards, speeds, offload, {"rig": rig_name(rig), "total": gb(rig.memory_gb),
                                                               "job": card_param(arch.name), "need": gb(0)})
            if plan is not None and plan.way == "offload" and plan.ram_needed_gb is not None and arch.expert_params > 0:
                offloaded.append((est, plan))
        if offloaded:
            # the largest that decodes at a usable speed, when one does: gpt-oss 120b at ~44 tok/s before the larger,
            # older Mixtral 8x22B at ~3 (fix33a); else the largest
            est, plan = max(offloaded, key=lambda t: (t[1].speed is not None and t[1].speed.tok_s >= USABLE_TOK_S,
                                                      t[0].arch.params))
            chosen.append(_entry(est, "offload", plan.speed, offload=True, ram_gb=plan.ram_needed_gb))
    name = rig_name(rig)
    largest_dense = max(dense, key=lambda t: t[0].arch.params, default=None)
    largest_moe = next(((e, sp) for e, sp in moe for m in chosen if m.role == "best-moe" and m.model == e.arch.name),
                       None)  # the summary's MoE is the list's
    if largest_dense is None and largest_moe is None:
        summary = msg("runs.none", "Your {rig} ({memory}) holds none of the table's models with room, not even at "
                      "4-bit; the smallest need about {need}.", rig=name, memory=rig_memory(rig),
                      need=gb(min((need_gb(estimate(a, "inference", "int4", length, 1).total) for a in archs
                                   if (length := sized_context(a, context)) is not None), default=0.0)))
    else:
        parts = [_largest(t, rig) for t in (largest_dense, largest_moe) if t is not None]
        said = parts[0] if len(parts) == 1 else msg("runs.largest.both", "{dense} and, as an MoE, {moe}",
                                                     dense=parts[0], moe=parts[1])
        if speed_of is not None:  # the CPU: a larger model it holds but crawls through, said (break32 #17)
            said = crawl_said(said, fitting, [m.model for m in chosen])
        if largest_dense is not None and not _holds(largest_dense[0], rig)[0]:  # a small card's tight fit: said
            said = msg("runs.largest.tight", "{said}, tightly: little room is left beside it, so keep the context "
                       "short", said=said)
        moved = next((m for m in chosen if m.role == "offload"), None)
        if moved is not None:  # with the RAM given: the largest MoE with its experts there, said with the rest
            said = msg("runs.largest.ram", "{said}; with its experts in RAM, {model}{tok_s}", said=said,
                       model=card_param(moved.model), tok_s=_speed_part(moved.speed))
        summary = msg("runs.summary", "Your {rig} ({memory}) runs models up to {largest}; the best it runs for each "
                      "use below (llmfit-style: the best quant level that fits with room, F16 down to Q3_K_M, "
                      "4,096-token context).", rig=name, memory=rig_memory(rig), largest=said) if (
            context is None and speed_of is None) else msg(
            "runs.summary.cpu", "Your {rig} ({memory}) runs models up to {largest}; the best it runs for each use "
            "below (on a CPU each token reads the active weights from RAM, so each model is at the best quant level, "
            "F16 down to Q3_K_M, that decodes at {usable:.0f} tokens/s or more, else at 4 bits; 4,096-token "
            "context).", rig=name, memory=rig_memory(rig), largest=said, usable=Number(value=USABLE_TOK_S)) if (
            context is None) \
            else msg("runs.summary.context", "At the {context:,.0f}-token context asked (its KV cache counted), your "
                     "{rig} ({memory}) runs models up to {largest}; the best it runs for each use below (llmfit-style: "
                     "the best quant level that fits with room, F16 down to Q3_K_M; a model whose window is shorter is "
                     "left out).", rig=name, memory=rig_memory(rig), largest=said,
                     context=Number(value=_asked_tokens(archs, context)))
        if level is not None:  # the level asked, the one every model below is at (gpt-oss as published)
            summary = msg("runs.summary.level", "Your {rig} ({memory}) runs models up to {largest}; the best it runs "
                          "for each use below, each at the {quant} asked (gpt-oss as published, MXFP4) with "
                          "{context:,.0f} tokens of context.", rig=name, memory=gb(rig.memory_gb), largest=said,
                          quant=QUANTS.get(level, level), context=Number(
                              value=_asked_tokens(archs, context) if context is not None
                              else DEFAULT_CONTEXT["inference"]))
    reasons = [reason("memory.llm-task", summary, "data/models.csv; advisor/fits.py")]
    reasons += [reason("memory.llm-task", _line(m), _source(m)) for m in chosen]
    return Runs(market=market.ref(), rig=rig, models=chosen, summary=summary, reasons=reasons)


def _asked_tokens(archs: list[Architecture], context: int | str) -> int:
    """The context asked, in tokens ("32k" → 32,768), as the models read it."""
    return max((n for a in archs if (n := sized_context(a, context)) is not None), default=0) or int(
        str(context).strip().rstrip("kK") or 0) * (1024 if str(context).strip()[-1:] in "kK" else 1)


def _largest(t: tuple[Estimate, DecodeSpeed | None], rig: OwnedRig) -> Message:
    """"Qwen2.5 32B at Q8_0 (34 GB, ≈ 40 tokens/s)", and why that level when a better one exists: the next level up's
    need, which the rig does not hold with room ("Qwen2.5 32B at Q6_K (27.2 GB, ≈ 50 tokens/s; Q8_0 needs 34.6 GB)")."""
    est, speed = t
    params = dict(model=card_param(est.arch.name), quant=QUANTS.get(est.precision, est.precision),
                  need=gb(need_gb(est.total)), speed=_speed_part(speed))
    walk = _precisions(est.arch)
    if est.precision in walk and walk.index(est.precision) > 0:
        up = estimate(est.arch, "inference", walk[walk.index(est.precision) - 1], est.context, 1)
        if _holds(up, rig)[0]:  # on a CPU, a level below what the RAM holds, for speed: no "would need" (break32 #17)
            return msg("runs.largest", "{model} at {quant} ({need}{speed})", **params)
        return msg("runs.largest.up", "{model} at {quant} ({need}{speed}; {up} would need {up_need})",
                   up=QUANTS.get(up.precision, up.precision), up_need=gb(need_gb(up.total)), **params)
    return msg("runs.largest", "{model} at {quant} ({need}{speed})", **params)


def _speed_part(speed: DecodeSpeed | None) -> Message | Text:
    if speed is None:
        return Text(value="")
    return msg("runs.speed", ", ≈ {tok_s:.0f} tokens/s", tok_s=Number(value=speed.tok_s))


def _line(m: RunModel) -> Message:
    """"Best for coding: Qwen3 32B at Q8_0 (34.3 GB), ≈ 30 tokens/s (estimated)"."""
    params = dict(role=ROLE_NAMES[m.role], model=card_param(m.model), quant=m.quant, need=gb(m.need_gb),
                  speed=_speed_part(m.speed))
    if m.offload and m.ram_gb is not None:
        return msg("runs.line.offload", "{role}: {model} at {quant}, its {ram} of experts in system RAM{speed}.",
                   ram=Quantity(value=m.ram_gb, unit="GB"), **params)
    return msg("runs.line", "{role}: {model} at {quant} ({need}){speed}.", **params)


def _source(m: RunModel) -> str:
    fam = family_of(m.model)
    return "; ".join(x for x in ("data/models.csv", fam.source if fam else "") if x)


def reason_list(runs_answer: Runs) -> list[Reason]:
    """The answer's cited sentences (its ``reasons``)."""
    return runs_answer.reasons


def _usual(largest, lighter):
    """The usual way to fine-tune on a rig and the largest model it reaches that way: LoRA's (``largest("lora")``),
    or QLoRA's (``lighter``) where 4-bit weights reach a larger model; ``None`` when neither fits any."""
    lora = largest("lora")
    if lighter is not None and (lora is None or lighter.arch.params > lora.arch.params):
        return "qlora", lighter
    return ("lora", lora) if lora is not None else None


def _ladder(params: dict, *, lora: Callable[[dict], Message], none: Callable[[dict], Message],
            plain: Callable[[dict], Message]) -> Message:
    """The one choice of a rig's fine-tuning ladder, in either order (:func:`usual_first`, :func:`full_first`):
    ``lora`` when LoRA in bf16's rung is said between the usual way and full fine-tuning (fix78a: both its largest
    model, ``lora``, and full fine-tuning's, ``full``, are there); else, without ``lora`` and ``lora_need``, ``none``
    when full fine-tuning fits no model and ``plain`` when it does."""
    if "lora" in params and "full" in params:
        return lora(params)
    params = {k: v for k, v in params.items() if k not in ("lora", "lora_need")}
    return plain(params) if "full" in params else none(params)


def usual_first(params: dict) -> Message:
    """What a rig fine-tunes when "fine-tune" alone is said: the usual way (LoRA or QLoRA, ``params``' ``model``) first,
    full fine-tuning (``full``, absent when it fits none) second (fix40b); with QLoRA the usual way, LoRA in bf16's
    largest (``lora``, when there is one between) said between them, the rig's whole ladder (fix78a)."""
    return _ladder(
        params,
        lora=lambda p: msg("runs.train.usual.lora", "Your {rig} ({memory}) fine-tunes models up to {model} the usual "
                           "way, with {task} (rank {rank:.0f}, about {need}, 1,024-token context, batch 1); LoRA with "
                           "the weights in bf16 reaches {lora} (about {lora_need}); full fine-tuning, every weight "
                           "trained, reaches {full} (about {full_need}).", **p),
        none=lambda p: msg("runs.train.usual-none", "Your {rig} ({memory}) fine-tunes models up to {model} the usual "
                           "way, with {task} (rank {rank:.0f}, about {need}, 1,024-token context, batch 1); full "
                           "fine-tuning, every weight trained, fits none of the table's models with room.", **p),
        plain=lambda p: msg("runs.train.usual", "Your {rig} ({memory}) fine-tunes models up to {model} the usual way, "
                            "with {task} (rank {rank:.0f}, about {need}, 1,024-token context, batch 1); full "
                            "fine-tuning, every weight trained, reaches {full} (about {full_need}).", **p))


def full_first(params: dict) -> Message:
    """The same when full fine-tuning is asked by name ("what can I full fine-tune on two 24gb gpus", ``fits --task
    full-finetune``): full fine-tuning's largest model (``full``) first, the usual way second (fix42b), LoRA in bf16's
    largest (``lora``) beside a QLoRA usual way (fix78a)."""
    return _ladder(
        params,
        lora=lambda p: msg("runs.train.full-first.lora", "Your {rig} ({memory}) fully fine-tunes (every weight "
                           "trained) models up to {full} (about {full_need}, 1,024-token context, batch 1); LoRA "
                           "with the weights in bf16 reaches {lora} (about {lora_need}); the usual way, with {task} "
                           "(rank {rank:.0f}), it fine-tunes models up to {model} (about {need}).", **p),
        none=lambda p: msg("runs.train.full-first-none", "Your {rig} ({memory}) fully fine-tunes (every weight "
                           "trained) none of the table's models with room; the usual way, with {task} (rank "
                           "{rank:.0f}, 1,024-token context, batch 1), it fine-tunes models up to {model} "
                           "(about {need}).", **p),
        plain=lambda p: msg("runs.train.full-first", "Your {rig} ({memory}) fully fine-tunes (every weight trained) "
                            "models up to {full} (about {full_need}, 1,024-token context, batch 1); the usual way, "
                            "with {task} (rank {rank:.0f}), it fine-tunes models up to {model} (about {need}).", **p))


def way_unsaid(summary: Message) -> Message:
    """``summary`` (a rig's fine-tuning answer, perhaps opened by its yes and pace) with the usual way first when it
    led with full fine-tuning (:func:`full_first`): the question said "fine-tune" alone, never "full"."""
    inner = summary.params.get("summary") if summary.key == "runs.train.yes" else None
    firsts = ("runs.train.full-first", "runs.train.full-first-none", "runs.train.full-first.lora")
    if isinstance(inner, MessageParam) and inner.key in firsts:
        return msg("runs.train.yes", "Yes, {pace}. {summary}", pace=summary.params["pace"],
                   summary=usual_first(dict(inner.params)))
    if summary.key in firsts:
        return usual_first(dict(summary.params))
    return summary


def trains(archs: list[Architecture], rig: OwnedRig, market: Market, reason, task: str,
           pace: Message | None = None, full_said: bool = True) -> Runs:
    """What ``rig`` fine-tunes of ``archs`` with ``task`` (``lora``, ``qlora``, ``full-finetune``) at the
    task's default precision and context (bf16 LoRA, NF4 QLoRA; 1,024 tokens, batch 1): the largest dense
    model it holds with room — split over the rig's cards as FSDP does — said with its memory, beside what
    QLoRA reaches when LoRA was asked ("can my 4060 Ti 16 GB fine-tune?", `fits --card X --task lora`), with the
    rank and context QLoRA is sized at. ``pace``: how fast the rig's card trains in words (:func:`advisor.jobs.pace`):
    when it fine-tunes something, the answer opens with the yes and the pace ("Yes, slowly: …", N14). ``full_said``:
    full fine-tuning was asked by name (``fits --task full-finetune``), so it leads (:func:`full_first`); else
    ("fine-tune" alone, :func:`way_unsaid`) the usual way (LoRA or QLoRA, fix40b) leads."""
    from .fits import TASK_LABEL_MESSAGES, default_precision

    def largest(job: str) -> Estimate | None:
        held = []
        for arch in archs:
            if arch.active_params:
                continue
            est = estimate(arch, job, default_precision(job, arch), DEFAULT_CONTEXT[job], 1)
            if _holds(est, rig)[0]:
                held.append(est)
        return max(held, key=lambda e: e.arch.params, default=None)

    name, found = rig_name(rig), largest(task)
    if found is None:
        summary = msg("runs.train.none", "Your {rig} ({memory}) fine-tunes none of the table's models with {task}, "
                      "with room.", rig=name, memory=rig_memory(rig), task=TASK_LABEL_MESSAGES[task])
    else:
        summary = msg("runs.train", "Your {rig} ({memory}) fine-tunes models up to {model} with {task} (about "
                      "{need}, 1,024-token context, batch 1).", rig=name, memory=rig_memory(rig),
                      model=card_param(found.arch.name), task=TASK_LABEL_MESSAGES[task], need=gb(need_gb(found.total)))
    lighter = largest("qlora") if task != "qlora" else None
    usual = _usual(largest, lighter) if task == "full-finetune" else None
    if usual is not None and (found is None or usual[1].arch.params > found.arch.params):
        # "two 24gb gpus, what can I fine-tune?": the usual way (LoRA or QLoRA) reaches far larger models than full
        # fine-tuning, so it heads the answer and full fine-tuning is said after it (fix40b)
        way, best = usual
        params = dict(rig=name, memory=gb(rig.memory_gb), model=card_param(best.arch.name),
                      task=TASK_LABEL_MESSAGES[way], need=gb(need_gb(best.total)), rank=Number(value=LORA_RANK))
        if found is not None:
            params.update(full=card_param(found.arch.name), full_need=gb(need_gb(found.total)))
        lora = largest("lora") if way == "qlora" else None  # the rung between QLoRA and full (fix78a)
        if lora is not None and (found is None or lora.arch.params > found.arch.params):
            params.update(lora=card_param(lora.arch.name), lora_need=gb(need_gb(lora.total)))
        summary = full_first(params) if full_said else usual_first(params)
        lighter = None
    if lighter is not None and (found is None or lighter.arch.params > found.arch.params):
        summary = msg("runs.train.lighter-sized", "{summary} With QLoRA (rank {rank:.0f}, {context:,.0f}-token "
                      "context): up to {model} (about {need}).", summary=summary, rank=Number(value=LORA_RANK),
                      context=Number(value=DEFAULT_CONTEXT["qlora"]), model=card_param(lighter.arch.name),
                      need=gb(need_gb(lighter.total)))
    if pace is not None and (found is not None or lighter is not None):
        summary = msg("runs.train.yes", "Yes, {pace}. {summary}", pace=pace, summary=summary)
    return Runs(market=market.ref(), rig=rig, models=[], summary=summary,
                reasons=[reason("memory.llm-task", summary, "data/models.csv; advisor/fits (Unsloth-calibrated)")])
