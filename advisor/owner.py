"""``why --own``: answering someone who already has a card and runs out of memory.

An owner's question is not "should I buy it" but "what does it run, how do I make my job fit,
and is it time to upgrade" (rule ``owner.out-of-memory``). :func:`ownership` answers it in three
parts:

1. **what the card runs**, by the ``fits`` arithmetic (:func:`advisor.fits.capacity_message`: the
   LLM sizes it runs and fine-tunes) and the training states it holds: full training in mixed
   precision with AdamW costs ``MASTER_WEIGHT_BYTES + GRAD_BYTES + ADAM_BYTES`` = 6 + 4 + 8 = 18
   bytes a parameter (Hugging Face "Model training anatomy", the constants of
   :mod:`advisor.fits`), so a card of M GB holds the states of (M − 1 GB for CUDA) ÷ 18 bytes
   parameters before any activation;
2. **the levers** of ``data/oom_levers.csv`` (smaller batch with accumulation, bf16/fp16 mixed
   precision, gradient checkpointing, an 8-bit optimizer, LoRA, QLoRA, shorter inputs, CPU
   offload), each with what it saves and its source; only those that existed in the market's
   year (``since``) and that the card can use (``needs``: ``bf16`` / ``no-bf16``); a lever that
   sets the bytes a parameter costs says what that makes of the card (the same arithmetic);
3. **whether and what to upgrade to**: never to less memory (``memory.never-less``) — the
   cheapest recommended card of each larger memory size in the market, smallest first.
"""

from __future__ import annotations

import re

from . import jobs
from .catalog import Catalog
from .datatexts import data_message
from .fast_memory import fast_memory_gb, segment_note
from .fits import (
    ADAM_BYTES,
    GRAD_BYTES,
    MASTER_WEIGHT_BYTES,
    OVERHEAD_GB,
    TASK_LABEL_MESSAGES,
    Estimate,
    capacity_message,
    estimate,
    need_gb,
    quant_name,
)
from .i18n import ListOf, Message, Number, Quantity, Text, msg, option
from .kv_cache import KV_8BIT_KEPT  # the share an 8-bit cache keeps (also importable from here)
from .levers import fine_tune_or_cheaper, owner_variants
from .models import Alternative, Card, Lever, Market, Ownership, Reason, Speed, cited
from .owner_free import buy_said, cannot_run, card_levers, free_way
from .recommend import Offer, cheapest_per_card, offers
from .recommend.notes import free_tier_services
from .rules import RuleBook, card_param, gb, join
from .thresholds import HEADROOM_GB
from .vendors import pytorch_off, runs_nothing
from .workload import DecodeSpeeds  # noqa: F401 (owner.runs_nothing, owner.pytorch_off: their old home)

FULL_TRAINING_BYTES = MASTER_WEIGHT_BYTES + GRAD_BYTES + ADAM_BYTES
"""Bytes a parameter costs in full mixed-precision training with AdamW: 18 (Hugging Face "Model
training anatomy": 6 for the 16-bit weights and their fp32 copy, 4 gradients, 8 optimizer states)."""
MAX_UPGRADES = 3  # memory sizes offered as upgrades (the next larger ones)
MIN_STEP = 1.25
"""Product choice: an owner's step up adds at least a quarter of the card's memory — out of memory on 11 GB,
a 12 GB card ("1 GB more") is no way out (N03); the 16 and 24 GB cards are."""
RULE = "owner.out-of-memory"


def _params(memory_gb: float, bytes_per_param: float) -> Message:
    """The parameters whose training states fit in ``memory_gb`` GB at ``bytes_per_param`` bytes
    each, after :data:`~advisor.fits.OVERHEAD_GB` for CUDA: "119 M", "1.1 B" (GiB, as card memory)."""
    n = max(memory_gb - OVERHEAD_GB, 0.0) * 2**30 / bytes_per_param
    if n >= 1e9:
        return msg("owner.params.billions", "{n:.1f} B", n=Number(value=n / 1e9))
    return msg("owner.params.millions", "{n:.0f} M", n=Number(value=n / 1e6))


CHECKPOINT_KEPT = 2 / 34
"""The share of a transformer's activations gradient checkpointing keeps: 2 of 34 bytes a token and
hidden unit per layer (``data/oom_levers.csv`` ``gradient-checkpointing``; Korthikanti et al. 2022)."""
OPTIMIZER_8BIT_KEPT = 2 / 8
"""The share of AdamW's states an 8-bit optimizer keeps: 2 of 8 bytes a parameter (``8bit-optimizer``)."""


def lever_saving(lever: str, est: Estimate) -> float:
    """GB (GiB) the lever ``lever`` (a ``data/oom_levers.csv`` id) saves on the job ``est``, by
    ``fits``' arithmetic (:func:`advisor.fits.estimate`): the memory of the job as it is, less that
    of the job with the lever (the fractions are the rows' own: :data:`CHECKPOINT_KEPT`,
    :data:`OPTIMIZER_8BIT_KEPT`, :data:`KV_8BIT_KEPT`; half the sequence for shorter inputs; LoRA,
    QLoRA and 4-bit weights re-estimated as those tasks). 0 when the lever changes nothing for the
    job (a batch of one, a job already in 16 bits or already LoRA) or its saving is not a figure
    (CPU offload of an inference job's layers: what moves is what does not fit). Never negative."""
    def other(task: str, precision: str, context: int | None = None) -> float:
        return est.total - estimate(est.arch, task, precision, context or est.context, est.batch).total

    training = est.task != "inference"
    saved = 0.0
    if lever == "batch-accumulation" and training and est.batch > 1:
        saved = est.activations * (1 - 1 / est.batch)
    elif lever.startswith("mixed-precision") and training and est.precision == "fp32":
        saved = est.activations / 2
    elif lever == "gradient-checkpointing" and training:
        saved = est.activations * (1 - CHECKPOINT_KEPT)
    elif lever == "8bit-optimizer" and training:
        saved = est.optimizer * (1 - OPTIMIZER_8BIT_KEPT)
    elif lever == "lora" and est.task == "full-finetune":
        saved = other("lora", "bf16")
    elif lever == "qlora" and est.task in ("full-finetune", "lora"):
        saved = other("qlora", "int4")
    elif lever == "shorter-inputs" and est.context > 1:
        saved = other(est.task, est.precision, est.context // 2)
    elif lever == "cpu-offload" and training:
        saved = est.optimizer + est.gradients
    elif lever == "quantized-weights" and not training and est.precision not in ("int4", "mxfp4"):
        saved = other("inference", "int4")
    elif lever == "kv-cache-quantization" and not training:
        saved = est.kv_cache * (1 - KV_8BIT_KEPT)
    return max(0.0, round(saved, 2))


def _levers(rules: RuleBook, catalog: Catalog, market: Market, card: Card, task: str | None = None,
            job: Estimate | None = None, llm: bool = False) -> list[Lever]:
    """The rows of ``data/oom_levers.csv`` usable in ``market``'s year on ``card``; for a known job
    (``task``: ``inference`` or a training task) only those that apply to it (``applies``), each with
    what it saves on ``job`` (:func:`lever_saving`) when there is one. ``llm``: the job is an LLM's, so a
    lever shared with image models is said in its LLM form (break 9 #10: "lower resolution" for a 70B):
    shorter inputs as a shorter context, and for an inference job over the card, CPU offload as the layers
    that do not fit moved to system RAM (llama.cpp ``--n-gpu-layers``), saving what is over."""
    year = int(market.as_of[:4])
    row = rules.precision(card)
    bf16 = row is not None and row["bf16"] == "1"
    memory = card.memory_gb or 0.0
    out = []
    for r in catalog.oom_levers:
        if r["applies"] not in ("training", "inference", "both"):
            continue  # one tool's lever (comfyui, diffusers, notebook): said for that tool, advisor.ask.oom_tool
        if int(r["since"]) > year:
            continue  # not yet usable in the market's time (LoRA in 2017)
        if (r["needs"] == "bf16" and not bf16) or (r["needs"] == "no-bf16" and bf16):
            continue
        if task is not None and r["applies"] not in ("both", "inference" if task == "inference" else "training"):
            continue  # a training lever for an inference job (or the other way round)
        key = f"fact.oom_levers.{r['id']}"
        on_card = None
        if r["bytes_per_param"] and memory:
            b = float(r["bytes_per_param"])
            on_card = (msg("owner.lever.on-card-weights", "On {memory}: the weights of up to {params} parameters "
                           "({bytes:g} bytes each, before the KV cache).", memory=gb(memory),
                           params=_params(memory, b), bytes=Number(value=b)) if r["applies"] == "inference" else
                       msg("owner.lever.on-card", "On {memory}: the training states of up to {params} parameters "
                           "({bytes:g} bytes each, before activations).", memory=gb(memory),
                           params=_params(memory, b), bytes=Number(value=b)))
        lever = data_message(f"{key}.lever", r["lever"])
        saves_gb = lever_saving(r["id"], job) if job is not None else None
        if llm and r["id"] == "shorter-inputs":
            lever = msg("owner.lever.shorter-context", "a shorter context (the KV cache grows with every token held)")
        elif llm and r["id"] == "cpu-offload" and job is not None and job.task == "inference":
            over = need_gb(job.total) + HEADROOM_GB - (card.llm_memory_gb or memory)
            if over <= 0:
                continue  # it fits: nothing to move
            lever = msg("owner.lever.layers-offload", "the layers that do not fit in system RAM (llama.cpp "
                        "--n-gpu-layers; much slower)")
            saves_gb = round(over, 2)
        out.append(Lever(id=r["id"], lever=lever,
                         saves=data_message(f"{key}.saves", r["saves"]), cost=data_message(f"{key}.cost", r["cost"]),
                         term=r["term"], on_card=on_card, source=r["source_url"], saves_gb=saves_gb))
    return out


def _upgrades(catalog: Catalog, rules: RuleBook, market: Market, card: Card, use_case: str) -> list[Alternative]:
    """The cheapest recommended card of each memory size above the card's (and at least the use
    case's floor and the memory today's market recommends, :meth:`RuleBook.recommended_memory`), never slower
    than the card (training speed),
    smallest first, at most :data:`MAX_UPGRADES` sizes, a size left out when a larger one costs no
    more: an owner who runs out of memory
    upgrades to more memory, never less. Above the largest recommended card, cards the rules
    call situational (workstation cards with 48-96 GB) are the way up, if today's stack runs them."""
    # at least the memory today's market recommends past first steps (12 GB): +2 GB is no way out of memory
    floor = max(rules.floor_value(use_case, market), rules.recommended_memory(use_case, market))
    mem = fast_memory_gb(card) or card.memory_gb or 0.0
    priced = [o for o in cheapest_per_card(offers(catalog, rules, market, use_case, None))
              if o.performance is not None and o.card.name != card.name and (o.card.memory_gb or 0) >= mem * MIN_STEP
              and (o.card.memory_gb or 0) >= floor]
    pool = [o for o in priced if o.assessment.verdict == "recommended"]
    top = max((o.card.memory_gb or 0 for o in pool), default=mem)
    # beyond the largest recommended card, a card the rules keep for some cases (a 48 GB workstation card) is
    # the only way up in memory, unless today's stack has left it behind
    pool += [o for o in priced if o.assessment.verdict == "situational" and (o.card.memory_gb or 0) > top
             and _supported(rules, market, o.card)]
    perf = catalog.performance.get(card.name)
    if perf is not None:
        # a slower card is never a step up, whatever its memory (an RTX A6000 at 0.71x offered to a 5090 owner:
        # breaker 17 #14), nor a sidestep (a 4 GB GTX 1050 Ti after a 3 GB GTX 1060)
        pool = [o for o in pool if (o.performance or 0) >= perf.relative]
    by_size: dict[float, Offer] = {}
    for o in sorted(pool, key=lambda o: (o.card.memory_gb or 0.0, o.price.amount, -(o.performance or 0), o.card.name)):
        by_size.setdefault(o.card.memory_gb or 0.0, o)
    # a size is offered only when no larger one costs as little (the 3060 12 GB at $225 before a 10 GB 3080 at $305)
    sizes = sorted(by_size)
    kept = [m for i, m in enumerate(sizes) if not any(by_size[n].price.amount <= by_size[m].price.amount
                                                      for n in sizes[i + 1:])]
    picked = [by_size[size] for size in kept[:MAX_UPGRADES]]
    return [Alternative(card=o.card.name, price=o.price, relative_performance=round(o.performance or 0.0, 3),
                        memory_gb=o.card.memory_gb, performance_per_price=round(o.value, 4)) for o in picked]


def job_fit(est: Estimate, card: Card) -> Message:
    """Whether the owner's job (``est``, from ``fits``' arithmetic) fits the card with the
    :data:`~advisor.thresholds.HEADROOM_GB` to spare a fit needs (less is *tight*), and if not, the
    first of ``fits``' cheaper variants (QLoRA for LoRA, a lower precision, a shorter context) that
    does: "Llama 3 8B, LoRA fine-tuning in bf16 with 1,024 tokens, needs about 19.2 GB, more than 11
    GB; with QLoRA (4-bit weights) instead of LoRA it needs 7.6 GB and fits"."""
    mem = card.llm_memory_gb or card.memory_gb or 0.0
    job = msg("owner.job", "{model}, {task} in {precision} with {context:,.0f} tokens", model=card_param(est.arch.name),
              task=TASK_LABEL_MESSAGES[est.task], precision=quant_name(est.precision) if est.task == "inference"
              else est.precision, context=est.context)  # "Q4_K_M", as the change beside it names it
    need = gb(need_gb(est.total))
    if need_gb(est.total) + HEADROOM_GB <= mem:
        return msg("owner.job.fits", "{job}, needs about {need}: it fits in {memory}; an out-of-memory error then "
                   "comes from a larger batch, longer inputs or another process holding memory.", job=job, need=need,
                   memory=gb(mem))
    if need_gb(est.total) <= mem:
        return msg("owner.job.tight", "{job}, needs about {need}: it fits in {memory} with under {headroom} to spare, "
                   "which is tight — a larger batch, longer inputs or the desktop's own use of the card tip it over.",
                   job=job, need=need, memory=gb(mem), headroom=gb(HEADROOM_GB))
    from .kv_cache import KV_FLAGS, kv_halved

    kv = kv_halved(est)  # a long context: its KV cache in 8 bits before a shorter context (break31 #11)
    if kv is not None and need_gb(kv.total) + HEADROOM_GB <= mem:
        return msg("owner.job.kv", "{job}, needs about {need}, more than {memory}; with the KV cache in 8 bits "
                   "({flags}) it needs {other} and fits, at the full context.", job=job, need=need, memory=gb(mem),
                   flags=Text(value=KV_FLAGS), other=gb(need_gb(kv.total)))
    for change, task, precision, context in owner_variants(est):
        other = estimate(est.arch, task, precision, context, est.batch)
        if need_gb(other.total) + HEADROOM_GB <= mem:
            return msg("owner.job.with", "{job}, needs about {need}, more than {memory}; with {change} it needs "
                       "{other} and fits.", job=job, need=need, memory=gb(mem), change=change,
                       other=gb(need_gb(other.total)))
    near = fine_tune_or_cheaper(est, mem)
    if near is not None:  # just over: the levers that bring it under (U20)
        return msg("owner.job.levers", "{job}, needs about {need}, more than {memory}. {levers}", job=job, need=need,
                   memory=gb(mem), levers=near)
    return msg("owner.job.none", "{job}, needs about {need}, more than {memory}, and no cheaper way of running it "
               "fits: it needs more memory, a split across cards, or CPU offload of what does not fit (much slower).",
               job=job, need=need, memory=gb(mem))


def _supported(rules: RuleBook, market: Market, card: Card) -> bool:
    """Whether today's software stack still fully supports ``card`` (always, in a guide's market)."""
    support = rules.support(card) if market.policy.software == "today" else None
    return support is None or support["status"] == "supported"


_JOB = option("job", ListOf(items=[Text(value=j) for j in ("cnn", "detector", "gan", "image-gen", "video-gen", "llm",
                                                             "finetune")], style="or"))
"""The owner's job to name for what the card does at it (``why --own --job``; a face writes it its own way)."""


def overview(rules: RuleBook, card: Card, memory_gb: float, speed: Speed | None, no_torch: bool = False) -> Message:
    """What the card does for the common jobs when the owner named none (issue 28 §2): the heaviest image
    model it generates with, the batch it trains a ResNet-50 at, the largest LLM it runs in 4-bit, and
    the pace: "GeForce GTX 970 (4 GB), very slowly: images up to Stable Diffusion 1.5 at 512x512
    (--medvram); ResNet-50 at a batch of about 48; LLMs up to 3B in 4-bit". ``no_torch``: a card PyTorch does
    not run on (:func:`pytorch_off`) — LLMs through llama.cpp's Vulkan backend only."""
    from .fits import largest

    if no_torch:
        b = largest(rules.llm_models, card.llm_memory_gb or memory_gb, "inference", "int4")
        # no ROCm, but PyTorch on DirectX 12 (torch-directml, vendors.DIRECTML_SOURCE): training and diffusion run
        # on Windows, slowly (F05: "no PyTorch, so no training or diffusion" was too absolute)
        what = msg("owner.overview.no-pytorch", "no ROCm, so PyTorch only through torch-directml "
                   "(Windows, slow); LLMs up to {size:.0f}B in 4-bit through "
                   "llama.cpp's Vulkan backend", size=Number(value=b or 0)) if b else msg(
            "owner.overview.no-pytorch-nothing", "no ROCm, so PyTorch only through torch-directml "
            "(Windows, slow)")
        from .rocm_override import override_overview  # an RX 6700 XT: the override, never "no ROCm" (fix48a)

        unofficial = override_overview(card)
        if unofficial is not None:
            what = msg("owner.overview.override", "{pytorch}; LLMs up to {size:.0f}B in 4-bit through llama.cpp's "
                       "Vulkan backend", pytorch=unofficial, size=Number(value=b)) if b else unofficial
        return msg("owner.overview", "{memory}: {what} (for your own job: {job}).", memory=gb(memory_gb), what=what,
                   job=_JOB)
    parts = memory_runs(rules, memory_gb, card.llm_memory_gb or memory_gb, card)
    what = join(parts, "semicolon") if parts else msg("owner.overview.nothing", "too little memory for today's "
                                                      "models")
    words = jobs.pace(speed)
    if words is not None:
        return msg("owner.overview.pace", "{memory}, {pace}: {what} (for your own job: {job}).", memory=gb(memory_gb),
                   pace=words, what=what, job=_JOB)
    return msg("owner.overview", "{memory}: {what} (for your own job: {job}).", memory=gb(memory_gb), what=what,
               job=_JOB)


def memory_runs(rules: RuleBook, memory_gb: float, llm_memory_gb: float | None = None,
                card: Card | None = None) -> list[Message]:
    """What ``memory_gb`` GB runs of the common jobs: the heaviest published image set-up it holds, the batch a
    ResNet-50 trains at, the largest LLM in 4-bit (in ``llm_memory_gb``, the share an LLM may use, when given) —
    the parts of :func:`overview`, and of "is 8gb enough?" (:func:`advisor.ask.memory_only.memory_enough`).
    ``card``, when one is named: the ResNet-50 batch is the one ``--job cnn`` says on it
    (:func:`advisor.jobs.training_rows`: fp32 on a card without fast FP16)."""
    from .fits import largest

    parts: list[Message] = []
    images = [r for r in jobs.rows("image-gen") if r.level == "supported" and r.vram_gb <= memory_gb and not (
        card is not None and card.name.startswith("Apple") and "fp8" in r.setting.lower())]  # no float8 on MPS
    # (https://github.com/pytorch/pytorch/issues/132624): a Mac's heaviest set-up is one it runs (fix76a)
    if images:
        best = images[-1]  # the file goes lightest set-up first: the last that fits
        parts.append(msg("owner.overview.images", "images up to {model} at {resolution} ({setting})",
                         model=card_param(best.model), resolution=jobs.resolution_said(best),
                         setting=jobs.setting_said(best)))
    cnn = jobs.training_rows("cnn", card)
    batch = jobs.batch_that_fits(cnn[0], memory_gb) if cnn else 0
    if batch >= 1 and cnn[0].level == "fp32":
        parts.append(msg("owner.overview.cnn-fp32", "{model} training in fp32 at a batch of about {batch}",
                         model=card_param(cnn[0].model), batch=Number(value=batch)))
    elif batch >= 1:
        parts.append(msg("owner.overview.cnn", "{model} training at a batch of about {batch}",
                         model=card_param(cnn[0].model), batch=Number(value=batch)))
    b = largest(rules.llm_models, llm_memory_gb or memory_gb, "inference", "int4")
    if b is not None:
        parts.append(msg("owner.overview.llm", "LLMs up to {size:.0f}B in 4-bit", size=Number(value=b)))
    return parts


def _advice(rules: RuleBook, card: Card, nothing: bool, stack_status: str, last_stack: Message | None, mem: float,
            floor: float) -> Message:
    """The owner's upgrade advice before the step up is named (:func:`ownership`): a laptop part is told its GPU
    cannot be swapped, a card nothing current runs that an upgrade is due, a legacy one to plan it, a card below
    the work's memory ``floor`` (GB) to reach it, any other to try the levers first; ``mem``: its memory in GB."""
    name = card_param(card.name)
    mem_param = gb(mem) if mem else msg("why.owner.its-memory", "its memory")
    if rules.is_laptop(card) and not nothing:
        return msg("owner.upgrade.laptop", "A laptop's GPU cannot be swapped: when the levers are not enough, the "
                   "step up is a desktop card with more than {memory} or a cloud GPU by the hour, never a laptop "
                   "with the same memory.", memory=mem_param)
    if nothing and card.manufacturer == "AMD":  # it never ran a GPU build (U08): nothing was dropped
        return msg("owner.upgrade.amd-none", "For GPU work, move to a card that today's frameworks run (an NVIDIA "
                   "card for CUDA, or an AMD card on ROCm's list), with more memory than {memory}{laptop}.",
                   memory=mem_param, laptop=msg("owner.upgrade.laptop-swap", " (a laptop's GPU cannot be swapped: "
                                                "a desktop or a cloud GPU)") if rules.is_laptop(card)
                   else Text(value=""))
    if rules.is_laptop(card):  # a laptop part no current stack runs: no lever, and no card to swap in (U06)
        return msg("owner.upgrade.stack-laptop", "Upgrade is due: current CUDA and PyTorch no longer run on {card}, "
                   "and a laptop's GPU cannot be swapped: a new GPU means a desktop card or another laptop, with "
                   "more memory than {memory}.", card=name, memory=mem_param)
    if stack_status == "unsupported" or nothing:
        return msg("owner.upgrade.stack", "Upgrade is due: current CUDA and PyTorch no longer run on {card}, so the "
                   "levers only stretch it on old builds; move to more memory, never less.", card=name)
    if stack_status == "legacy" and last_stack is not None:
        return msg("owner.upgrade.legacy", "Plan the upgrade: {card} runs only on the last builds that support it "
                   "({last_stack}), where the levers still work; when you move, move to more memory, never less.",
                   card=name, last_stack=last_stack)
    if mem and mem < floor:
        return msg("owner.upgrade.below-floor", "The levers stretch {memory}, but it is below the {floor} this work "
                   "needs: upgrade to at least {floor}, never to less memory.", memory=gb(mem), floor=gb(floor))
    return msg("owner.upgrade.levers-first", "Try the levers first; upgrade only when the job still does not fit "
               "in {memory}, and only to more memory.", memory=mem_param)


def ownership(catalog: Catalog, rules: RuleBook, market: Market, card: Card, *, use_case: str = "general",
              stack_status: str = "supported", last_stack: Message | None = None,
              job: Estimate | None = None, work: str | None = None, speed: Speed | None = None,
              task: str | None = None, speeds: DecodeSpeeds | None = None) -> Ownership:
    """The owner's answer for ``card`` in ``market`` (see the module docstring).

    ``use_case`` sets the memory floor the upgrade must reach; ``stack_status`` is the card's
    software support today (``supported``, ``legacy``, ``unsupported``: ``compat.current-stack``),
    which makes an upgrade due whatever the levers do, and ``last_stack`` the last builds that
    still run it (a ``legacy`` or ``unsupported`` card). ``job``: the model job the owner runs out of
    memory on (``fits``' estimate), said first in ``runs`` (:func:`job_fit`). ``work``: the owner's job
    (:data:`advisor.jobs.JOBS`), answered from published figures (:mod:`advisor.jobs`) with its own
    levers; none named, an overview of the common jobs (:func:`overview`). ``speed``: the card's training
    speed relative to the market's reference (the pace in words). A card nothing current runs
    (:func:`runs_nothing`) is told so with its last stack, and no model sizes. ``task``: the kind of job
    (``inference`` or a training task) when no model was named to size it: the levers are that kind's.
    ``speeds``: decode figures; with them an LLM that does not fit is offered one card added beside the owner's
    first, and replacements no slower on it (:mod:`advisor.owner_steps`). Never raises for a catalogue card."""
    mem = card.memory_gb or 0.0
    nothing = runs_nothing(rules, market, card)
    no_torch = pytorch_off(rules, market, card)
    runs: list[Message] = []
    job_levers: list[Reason] = []
    too_small: int | None = None  # the runs sentence that says no setting of the job fits, with the free way out
    if nothing:
        runs.append(jobs.no_stack(card, last_stack if stack_status == "unsupported" else None))
    else:
        mem = fast_memory_gb(card) or mem  # a split-memory card is sized on its fast segment (fast_memory)
        mem = (card.llm_memory_gb or mem) if card.is_system else mem  # a machine on its GPU's share (break30 #3)
        if job is not None and mem:
            runs.append(job_fit(job, card))
        if work in jobs.BATCH_JOBS | jobs.GENERATION_JOBS and mem:
            row = rules.precision(card)
            bf16 = None if row is None else row.get("bf16") == "1"
            runs.append(jobs.no_pytorch(card, work) if no_torch
                        else jobs.job_message(work, card, mem, speed, bf16, catalog))
            if not no_torch:
                job_levers = [rules.reason(RULE, x.lever).model_copy(update={"source": cited(x.source)})
                              for x in card_levers(work, mem)
                              if not (x.lever.key == "jobs.lever.amp" and rules.fp16_rate_applies(card))]
                free = free_way(free_tier_services(catalog, market, market.currency)) if cannot_run(runs[-1]) else None
                if free is not None:  # the card runs not even the lightest setting: the free way out (U01)
                    runs[-1] = msg("owner.runs.free", "{run} {free}", run=runs[-1], free=free[0])
                    too_small = len(runs) - 1
        elif work == jobs.VISION_JOB and mem:  # a vision model's inference: its own levers, never an LLM ladder
            runs.append(jobs.no_pytorch(card, work) if no_torch else
                        jobs.vision_job(card, mem, rules.fp16_rate_applies(card)))
            if not no_torch:
                job_levers = [rules.reason(RULE, x.lever).model_copy(update={"source": cited(x.source)})
                              for x in jobs.levers(work)]
        elif work == "finetune" and no_torch and mem:
            runs.append(jobs.no_pytorch(card, work))
        elif work is None and job is None and mem:
            runs.append(overview(rules, card, card.llm_memory_gb or mem, speed, no_torch))
        if card.llm_memory_gb:
            runs.append(capacity_message(rules.llm_models, card.llm_memory_gb))
        if mem and not no_torch:
            runs.append(msg("owner.runs.training", "Full training in mixed precision with AdamW takes {bytes:g} "
                            "bytes a parameter: {memory} holds the training states of up to {params} parameters, "
                            "before activations (1 GB left for CUDA).", bytes=Number(value=FULL_TRAINING_BYTES),
                            memory=gb(mem), params=_params(mem, FULL_TRAINING_BYTES)))
    if nothing or work in jobs.BATCH_JOBS | jobs.GENERATION_JOBS | {jobs.VISION_JOB}:
        levers: list[Lever] = []  # the job's own levers (job_levers), never an LLM lever for a CNN
    else:
        task = job.task if job is not None else ("inference" if no_torch or work == "llm" else task)
        levers = _levers(rules, catalog, market, card, task, job, llm=job is not None or work in ("llm", "finetune"))
    upgrades = _upgrades(catalog, rules, market, card, use_case)
    runs = buy_said(runs, too_small, upgrades)  # no lever makes it fit: the card to buy, with its price (U01)
    added: list[Alternative] = []
    if job is not None and speeds is not None and not nothing and job.task == "inference" and need_gb(
            job.total) + HEADROOM_GB > (card.llm_memory_gb or mem):  # an LLM over the card (break 9 #10)
        from .owner_steps import added_cards, not_slower

        upgrades = not_slower(catalog, card, job, speeds, upgrades)
        added = added_cards(catalog, rules, market, card, job, speeds)
    floor = rules.floor_value(use_case, market)
    name = card_param(card.name)
    first = upgrades[0] if upgrades else None
    advice = _advice(rules, card, nothing, stack_status, last_stack, mem, floor)
    if first is not None:
        advice = msg("owner.upgrade.to", "{advice} The smallest step up here: {card} ({memory}).", advice=advice,
                     card=card_param(first.card), memory=gb(first.memory_gb or 0))
    else:
        advice = msg("owner.upgrade.none", "{advice} No recommended card priced here has more memory than {card}.",
                     advice=advice, card=name)
    if added:  # one card beside theirs before a replacement (break 9 #10)
        from .owner_steps import step_sentence

        advice = msg("owner.upgrade.add", "{advice} {step}", advice=advice, step=step_sentence(card, added))
    stack = None if nothing else stack_line(rules, market, card) or laptop_namesake(catalog, rules, card)
    segmented = None if nothing else segment_note(card)
    if segmented is not None and runs:  # the GTX 970's 3.5 + 0.5 GB: why its jobs are sized on 3.5 GB (U05)
        runs[0] = msg("owner.runs.segmented", "{run} {why}", run=runs[0], why=segmented)
    return Ownership(card=card.name, memory_gb=mem if segmented is not None else card.memory_gb, runs=runs,
                     levers=levers,
                     upgrade=rules.reason(RULE, advice), upgrades=added + upgrades, job=work, job_levers=job_levers,
                     runs_nothing=nothing, stack=stack)


LAPTOP_SUFFIX = re.compile(r"\s+(?:Mobile|Laptop GPU|Max-Q)\b.*$")


def laptop_namesake(catalog: Catalog, rules: RuleBook, card: Card) -> Reason | None:
    """For the owner of a laptop GPU named like a desktop card (N15: "my laptop RTX 4090 (16 GB)"): that it is
    another chip, with the memory and bandwidth of each (``data/cards.csv``), so "the 4090 runs it" is not
    taken to hold for theirs; ``None`` for any other card, or when the desktop card has no more memory."""
    if not rules.is_laptop(card):
        return None
    try:
        desktop = catalog.card(LAPTOP_SUFFIX.sub("", card.name))
    except KeyError:
        return None
    if desktop.name == card.name or (desktop.memory_gb or 0) <= (card.memory_gb or 0):
        return None
    return rules.reason("laptop.part", msg(
        "owner.laptop-namesake", "{card} is another chip than the desktop {desktop}: {chip}, {memory} at {bandwidth} "
        "against its {desktop_chip}, {desktop_memory} at {desktop_bandwidth}: what fits the desktop card may not "
        "fit yours.", card=card_param(card.name), desktop=card_param(desktop.name),
        chip=Text(value=card.chip or "?"), memory=gb(card.memory_gb or 0),
        bandwidth=Quantity(value=card.bandwidth_gb_s or 0, unit="GB/s"), desktop_chip=Text(value=desktop.chip or "?"),
        desktop_memory=gb(desktop.memory_gb or 0), desktop_bandwidth=Quantity(value=desktop.bandwidth_gb_s or 0,
                                                                             unit="GB/s")))


STACK_KEYS = frozenset({"rules.blackwell-min", "rules.rocm.vulkan", "rules.intel-arc", "rules.rocm.supported",
                        "rules.rocm.same-chip", "rules.rocm.same-chip-windows", "rules.system.apple",
                        "rules.system.amd", "rules.system.gb10"})
"""The findings that say through what today's software runs a card (Blackwell's CUDA 12.8 floor,
llama.cpp's Vulkan backend on an AMD card off ROCm, Intel's XPU backend, a machine's own stack), and an AMD
card off ROCm's Linux list whose chip is on it (data/rocm_support.csv; the RX 6800 XT: newuser16 Q29 had no ROCm
word in an owner's answer). A card off the list runs what llama.cpp's Vulkan backend runs, said instead of "a firm
no"; one with no Vulkan compute has no such sentence."""


def stack_line(rules: RuleBook, market: Market, card: Card) -> Reason | None:
    """What today's software stack does with the owner's card, in one sentence (issue 28 §2): the last
    builds an old NVIDIA card runs on (:func:`advisor.compare_support.support_line`), or the finding that says
    through what it runs (:data:`STACK_KEYS`); ``None`` for a card the current stack simply runs."""
    from .compare_support import support_line

    line = support_line(rules, market, (card,))
    if line is not None:
        return line
    for f in rules.assess(card, market).ranked():
        if f.message.key in STACK_KEYS:
            return f.reason
    return None


SUCCESSOR_RULE = "owner.same-memory-successor"


def successor_reason(catalog: Catalog, rules: RuleBook, market: Market, a: Card, b: Card, *,
                     decode: tuple[str | None, float | None] | None = None) -> Reason | None:
    """What ``compare`` says to someone who owns the older of two cards when the newer one is its
    successor in speed only: same maker and line, released later, faster, with no more memory
    (``owner.same-memory-successor``, the kind of D17's ``tier.no-upgrade-titan``). In a guide's
    market the guide's own words lead where it has them (a ``data/card_rules.csv`` owner row for
    the older card: "keep it rather than upgrade to a Titan Xp"). ``None`` when the pair is no
    such step: more memory on the newer card is a real upgrade, a slower one none at all, a card
    the market has not seen yet nobody compares with what they own, and a card today's stack no
    longer runs is replaced whatever it is compared with (``compat.current-stack``)."""
    if a.name == b.name or a.manufacturer != b.manufacturer or a.line != b.line:
        return None
    if not a.release_date or not b.release_date or a.release_date == b.release_date:
        return None
    old, new = sorted((a, b), key=lambda c: c.release_date or "")
    if (new.memory_gb or 0) > (old.memory_gb or 0) or (new.release_date or "")[:7] > market.as_of[:7]:
        return None
    from .compare import on_one_reference

    po, pn = catalog.performance.get(old.name), catalog.performance.get(new.name)
    moved = on_one_reference(catalog, a, b)  # the comparison's own figures: two estimates on one reference (N19)
    if moved is not None:
        po, pn = (po, moved) if b is new else (moved, pn)
    if po is None or pn is None or pn.relative <= po.relative:
        return None
    support = rules.support(old) if market.policy.software == "today" else None
    if support is not None and support["status"] == "unsupported":
        return None
    named = rules.owner_rule(old, market) if not market.policy.today else None
    if named is not None:
        return rules.reason(named.rule_id, msg("compare.owner.named", "If you already own the {card}: {guide}",
                                               card=card_param(old.name), guide=named.message))
    params = dict(old=card_param(old.name), new=card_param(new.name), speedup=Number(value=pn.relative / po.relative),
                  new_memory=gb(new.memory_gb or 0), old_memory=gb(old.memory_gb or 0))
    if decode is not None:  # an LLM comparison: its decode ratio, said as decoding
        faster, ratio = decode
        if faster != new.name or ratio is None or ratio <= 1:
            return None
        params["speedup"] = Number(value=ratio)
        if (new.memory_gb or 0) >= (old.memory_gb or 0):
            return rules.reason(SUCCESSOR_RULE, msg(
                "compare.owner.successor-decode", "If you already own the {old}: the {new} decodes {speedup:.2f}x "
                "as fast with the same {new_memory}, an upgrade in speed only; keep it and upgrade when memory, not "
                "speed, stops you.", **params))
    if (new.memory_gb or 0) < (old.memory_gb or 0):
        return rules.reason(SUCCESSOR_RULE, msg(
            "compare.owner.successor-less", "If you already own the {old}: the {new} is {speedup:.2f}x as fast but has "
            "less memory ({new_memory} against your {old_memory}); keep it and upgrade when memory, not speed, stops "
            "you, and then to more memory.", **params))
    return rules.reason(SUCCESSOR_RULE, msg(
        "compare.owner.successor", "If you already own the {old}: the {new} is {speedup:.2f}x as fast with the same "
        "{new_memory}, an upgrade in speed only; keep it and upgrade when memory, not speed, stops you.", **params))
