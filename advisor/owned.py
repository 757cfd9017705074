"""The owner's hardware as one rig (issue 28 §3): several cards and system RAM, checked together.

``fits 70b --card 3090 --card 3090 --ram 64`` (or "my two 3090s", "两张 3090") asks whether a sized
job runs on what the owner already has — never what to buy for it. :func:`rig_fit` answers:

- **one card holds it** (``alone``): the job's memory with the :data:`~advisor.thresholds.HEADROOM_GB`
  a fit needs on the largest card;
- **split by layers** (``split``): llama.cpp and vLLM put each card's share of the layers on it in
  proportion to its memory, so a card of ``m_i`` GB of ``M`` in all holds ``shared × m_i / M`` plus its
  own activations and CUDA overhead (:meth:`advisor.fits.Estimate.per_gpu`'s terms, uneven cards allowed);
- **with system RAM** (``offload``, inference only): an MoE's routed experts in RAM (llama.cpp
  ``--cpu-moe``; :mod:`advisor.offload`'s calibrated estimate), else the layers the cards cannot hold
  (``--n-gpu-layers``), read by the CPU at the desktop RAM bandwidth of ``data/performance/moe_offload.csv``
  — much slower, said with its figure;
- **a cheaper variant** (QLoRA for LoRA, a lower precision, a shorter context: :func:`advisor.fits.variants`)
  when that is what makes it fit;
- otherwise it does not fit, by how much.

Decode speed on the rig: the calibrated model of :mod:`advisor.decode` for ``count`` identical cards; for
mixed cards, each card's time on its share of the layers, added (a layer split reads them one after the
other). Pure: it takes the cards, the estimate and the speed models; prices never enter.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from . import levers
from .fits import Estimate, bits_of, estimate, need_gb, variants
from .fits.memory import _b, plain_total, precision_label, quant_name
from .fits.parsing import TASK_LABEL_MESSAGES
from .i18n import Card as CardParam
from .i18n import Message, MessageParam, Number, Quantity, Text, msg, option
from .levers import owner_variants
from .models import Card, DecodeSpeed, OwnedRig, Reason, RigCard, RigFit
from .offload_range import memory_range, range_said
from .owned_long import context_kept, long_context
from .serving import GPU_MEMORY_UTILIZATION
from .thresholds import HEADROOM_GB, OFFLOAD_FIRST_TOK_S
from .wording import card_param, fact_message, gb
from .workload import DecodeSpeeds

if TYPE_CHECKING:
    from .rules import RuleBook

RAM_RESERVE_GB = 8.0
"""System RAM left to the OS and the desktop beside what a model keeps there (``data/performance/
moe_offload.csv`` ``ram_reserve_gb``, a product choice): the most left (:func:`ram_reserve`)."""


def _whole_ram(rig: OwnedRig, cards: dict[str, Card]) -> float:
    """The system's whole RAM: the RAM said beside the cards, plus an integrated GPU's share of it (its "memory" is
    that RAM: a shared memory type, :func:`advisor.igpu.with_shared`), so the OS's share is taken of all of it
    (fix42a's 780M with 32 GB)."""
    return (rig.ram_gb or 0.0) + sum(c.memory_gb * c.count for c in rig.cards  # its share set (igpu.with_shared)
                                     if c.card in cards and "shared" in (cards[c.card].memory_type or "").lower())


def ram_reserve(ram_gb: float, offload=None) -> float:
    """GB of ``ram_gb`` left to the OS and the desktop beside a model's layers or experts: the offload table's share
    of the RAM within its floor and :data:`RAM_RESERVE_GB` (:meth:`advisor.offload.OffloadModel.cpu_reserve_gb`,
    ``data/performance/moe_offload.csv`` ``ram_reserve_share`` 0.25, ``ram_reserve_floor_gb`` 3: Windows 11 alone
    takes 2-4 GB of 8 GB, 8-10 GB of 32 GB) — the one reserve the CPU-only answers leave too (fix59a: 12 GB + 16 GB
    RAM ruled Q4_K_M of a 32B out with 8 GB kept back, where 4 GB are, tight); :data:`RAM_RESERVE_GB` without the
    table."""
    return offload.cpu_reserve_gb(ram_gb) if offload is not None else RAM_RESERVE_GB


def owned_rig(cards: list[tuple[Card, int]], ram_gb: float | None = None) -> OwnedRig:
    """The rig of ``cards`` (a card and how many) and ``ram_gb`` of system RAM; each card's memory is
    what an LLM can use of it (a machine's GPU share)."""
    rows = [RigCard(card=c.name, count=n, memory_gb=c.llm_memory_gb or c.memory_gb or 0.0) for c, n in cards]
    return OwnedRig(cards=rows, memory_gb=round(sum(r.memory_gb * r.count for r in rows), 1), ram_gb=ram_gb)


VRAM_CARD = "{gb:g} GB GPU"
"""The name of a GPU known only by its memory (``fits --vram 12``: "I have 12GB VRAM")."""


def vram_card(memory_gb: float) -> Card:
    """A GPU known only by its memory (GB): no maker, architecture or bandwidth, so it is sized by memory alone
    and given no speed figure; its name (:data:`VRAM_CARD`) says the memory."""
    return Card(name=VRAM_CARD.format(gb=memory_gb), manufacturer="unknown", line="other", dl_relevant=True,
                memory_gb=memory_gb)


def rig_name(rig: OwnedRig) -> Message:
    """"2 × GeForce RTX 3090", "GeForce RTX 3090 + GeForce RTX 4090"; the CPU alone in the reader's language."""
    from .cpu_only import cpu_label, is_cpu

    if len(rig.cards) == 1 and is_cpu(rig.cards[0].card):
        return cpu_label(rig.cards[0].card)
    parts: list[Message | CardParam] = [
        msg("owned.rig.count", "{count:.0f} × {card}", count=Number(value=c.count), card=card_param(c.card))
        if c.count > 1 else card_param(c.card) for c in rig.cards]
    out = parts[0]
    for p in parts[1:]:
        out = msg("owned.rig.plus", "{first} + {second}", first=out, second=p)
    return out if isinstance(out, Message) else msg("owned.rig.one", "{card}", card=out)


def yours(rig: Message) -> Message:
    """The rig as an answer on the owner's own hardware names it ("your GeForce RTX 3090"); a question about a
    card the member does not say they own swaps it for :func:`advisor.asked_rig.not_owned`'s wording."""
    return msg("owned.rig.yours", "your {rig}", rig=rig)


def yours_total(total: Quantity) -> Message:
    """The rig's memory in all as an owner's answer says it ("your 48 GB"); swapped like :func:`yours`."""
    return msg("owned.total.yours", "your {total}", total=total)


def rig_label(rig: OwnedRig) -> Message:
    """The rig as its answers name it: "GeForce RTX 3090", "2 × GeForce RTX 3090 (48 GB in all)"."""
    if rig.count == 1:
        return rig_name(rig)
    return msg("owned.rig.total", "{rig} ({total} in all)", rig=rig_name(rig), total=gb(rig.memory_gb))


def _shares(est: Estimate, rig: OwnedRig) -> list[float]:
    """The job's GB on each kind of card of the rig when its layers are split in proportion to memory."""
    shared = est.total - est.activations - est.overhead
    if rig.count == 1 or rig.memory_gb <= 0:  # a rig of no memory at all: no share to split (break28 #1)
        return [est.total] * max(1, len(rig.cards))
    return [shared * c.memory_gb / rig.memory_gb + est.activations + est.overhead for c in rig.cards]


def _kv_fit(est: Estimate, rig: OwnedRig, cards: dict[str, Card], speeds: DecodeSpeeds, head: dict,
            need: float) -> RigFit | None:
    """The rig holding the job at its full context with the KV cache in 8 bits (:func:`advisor.kv_lever.kv_halved`;
    break31 #11: "can my 5090 run qwen 32b with 64k context" was told to halve the context when 27.8 GB fit), or
    ``None`` when that lever does not apply or does not make it fit with room."""
    from .kv_cache import KV_FLAGS, kv_halved

    other = kv_halved(est)
    if other is None or not _holds(other, rig)[0]:
        return None
    text = msg("owned.fits.kv", "On {rig}: {job} needs about {need}, more than it holds; with the KV cache in 8 bits "
               "({flags}) it needs {other} and fits, at the full context.", flags=Text(value=KV_FLAGS),
               other=gb(need_gb(other.total)), **head)
    return RigFit(rig=rig, way="none", need_gb=need, per_card_gb=[need_gb(s) for s in _shares(est, rig)],
                  message=text, other_precision=est.precision, other_speed=rig_speed(other, rig, cards, speeds))


def _holds(est: Estimate, rig: OwnedRig) -> tuple[bool, bool, list[float]]:
    """(holds it with headroom, holds it at all, GB on each kind of card)."""
    shares = _shares(est, rig)
    roomy = all(need_gb(s) + HEADROOM_GB <= c.memory_gb for s, c in zip(shares, rig.cards, strict=True))
    tight = all(need_gb(s) <= c.memory_gb for s, c in zip(shares, rig.cards, strict=True))
    return roomy, tight, shares


def unsloth_note(est: Estimate, memory_gb: float) -> Message | None:
    """When an adapter job fits ``memory_gb`` GB (one card) with room only as Unsloth runs it (``fits``' sizing),
    what the plain way needs (:func:`advisor.fits.memory.plain_total`: Hugging Face PEFT + bitsandbytes keeps
    the layer inputs and the fp32 logits on the GPU) and that it is tight or does not fit then (F11, U20: "7B
    QLoRA fits 8 GB" holds with Unsloth, tight without); ``None`` when the plain way fits with room too."""
    plain = need_gb(plain_total(est))
    if est.task not in ("lora", "qlora") or plain + HEADROOM_GB <= memory_gb:
        return None
    params = dict(plain=gb(plain), memory=gb(memory_gb), headroom=gb(HEADROOM_GB))
    if plain <= memory_gb:
        return msg("owned.unsloth.tight", "That is with Unsloth; without it, tight: plain PEFT + bitsandbytes also "
                   "keeps the layer inputs and the fp32 logits on the GPU, about {plain}, under {headroom} to spare.",
                   **params)
    return msg("owned.unsloth.over", "That is with Unsloth; without it, no: plain PEFT + bitsandbytes also keeps "
               "the layer inputs and the fp32 logits on the GPU, about {plain}, more than {memory}.", **params)


def _noted(text: Message, est: Estimate, memory_gb: float) -> Message:
    """``text`` (a fit said) with :func:`unsloth_note` after it when the fit depends on Unsloth."""
    note = unsloth_note(est, memory_gb)
    return text if note is None else msg("owned.fits.unsloth", "{fit} {note}", fit=text, note=note)


def _sharded_more(text: Message, est: Estimate, rig: OwnedRig) -> Message:
    """A QLoRA job sharded over the owner's cards (F15: "70B runs out of memory on two 4090s even with LoRA and
    bitsandbytes"): what it needs without Unsloth's savings (Answer.AI's recipe runs PEFT + bitsandbytes:
    :func:`advisor.fits.memory.plain_total`) and that LoRA on 8-bit weights does not fit the cards, when so."""
    if est.task != "qlora":
        return text
    smallest = min(c.memory_gb for c in rig.cards)
    int8 = estimate(est.arch, "lora", "int8", est.context, est.batch)
    per = need_gb(int8.per_gpu(rig.count))
    if per <= smallest:
        return text
    return msg("owned.fits.split.train.more", "{text} Without Unsloth's savings it needs about {plain}; LoRA on 8-bit "
               "weights would need {int8} on each card, more than {memory}.", text=text,
               plain=gb(need_gb(plain_total(est))), int8=gb(per), memory=gb(smallest))


def rig_speed(est: Estimate, rig: OwnedRig, cards: dict[str, Card], speeds: DecodeSpeeds) -> DecodeSpeed | None:
    """Decode tokens/s of an inference job on the rig (module docstring); ``None`` for fine-tuning or
    without a figure for a card."""
    if est.task != "inference":
        return None
    if len(rig.cards) == 1:
        return speeds.of(cards[rig.cards[0].card], est, rig.cards[0].count)
    seconds = 0.0
    first: DecodeSpeed | None = None
    if rig.memory_gb <= 0:  # no memory to split the layers by (break28 #1)
        return None
    for c in rig.cards:
        one = speeds.of(cards[c.card], est, 1)
        if one is None or one.tok_s <= 0:
            return None
        first = first or one
        seconds += (c.memory_gb * c.count / rig.memory_gb) / one.tok_s
    if first is None:
        return None
    return first.model_copy(update={"tok_s": round(1 / seconds, 2), "kind": "estimated", "count": rig.count})


def _job(est: Estimate) -> Message:
    return msg("owned.job", "{model}, {task} in {precision} with {context:,.0f} tokens",
               model=card_param(est.arch.name),
               task=TASK_LABEL_MESSAGES[est.task], precision=precision_label(est.precision, est.task),
               context=est.context)  # the format it runs in, as fits says it (int4 → Q4_K_M, QLoRA's → NF4)


def _speed(speed: DecodeSpeed | None) -> Message | None:
    if speed is None:
        return None
    beside = speed.caveat if speed.caveat is not None and speed.caveat.key in (
        "decode.beside", "decode.scaled") else None  # a run beside it, or the run it is scaled from (decode_scaled)
    return msg("owned.speed", "about {tok_s} ({kind})",
               tok_s=Quantity(value=round(speed.tok_s, 1), unit="tok/s", digits=1 if speed.tok_s < 10 else 0),
               kind=msg("owned.speed.measured", "measured") if speed.kind == "measured"
               else msg("owned.speed.beside", "estimated; {beside}", beside=beside) if beside is not None
               else msg("owned.speed.context", "estimated, with the context full: every token also reads its KV "
                        "cache") if speed.source.key == "decode.source.context"
               else msg("owned.speed.estimated", "estimated"))


def _system_fit(est: Estimate, rig: OwnedRig, machine: Card, cards: dict[str, Card], speeds: DecodeSpeeds,
                head: dict) -> RigFit | None:
    """A unified-memory machine's answer past its GPU's default share (:func:`rig_fit`): the model fits with its
    wired-memory limit raised, or a lower level does; ``None`` when neither (the cheaper ways follow)."""
    need = need_gb(est.total)
    from .routes import raised_memory_gb

    raised = raised_memory_gb(machine)
    if rig.count == 1 and raised is not None and need + HEADROOM_GB <= raised:
        speed = rig_speed(est, rig, cards, speeds)
        text = msg("owned.fits.wired", "On {rig}: {job} needs about {need}, more than the GPU's default "
                   "share ({total}); with its wired-memory limit raised (sudo sysctl iogpu.wired_limit_mb=…, up "
                   "to {raised}) it fits{speed}.", raised=gb(round(raised, 1)), speed=msg(
                       "owned.fits.wired.speed", ", decoding at {speed}", speed=_speed(speed))
                   if _speed(speed) is not None else Text(value=""), **head)
        return RigFit(rig=rig, way="alone", need_gb=need, per_card_gb=[need], speed=speed, message=text)
    from .owned_low import wired_level

    wired = wired_level(est, raised, HEADROOM_GB) if rig.count == 1 and raised is not None else None
    if wired is not None and any(  # a level at least as good that the default share holds comes first: a 70B's
            task == "inference" and bits_of(precision) >= bits_of(wired[0].precision)  # Q8_0 in 89.6 GB, not
            and _holds(estimate(est.arch, task, precision, context, est.batch), rig)[0]  # Q3_K_M past the limit
            for _, task, precision, context in owner_variants(est)):
        wired = None
    if wired is not None:  # the raised limit holds a lower level: before any level the default share holds
        text = msg("owned.fits.wired.lower", "On {rig}: {job} needs about {need}, more than it holds; {lower}.",
                   lower=wired[1], **head)
        return RigFit(rig=rig, way="none", need_gb=need, per_card_gb=[need], message=text)
    return None


def rig_fit(est: Estimate, rig: OwnedRig, cards: dict[str, Card], speeds: DecodeSpeeds, offload=None) -> RigFit:
    """Whether ``est`` runs on the owner's ``rig`` and how (module docstring). ``cards``: the rig's cards by
    name; ``offload``: the :class:`advisor.offload.OffloadModel` (``None``: no MoE offload estimate)."""
    need = need_gb(est.total)
    head = {"rig": yours(rig_label(rig)), "total": gb(rig.memory_gb), "job": _job(est), "need": gb(need)}
    biggest = max(rig.cards, key=lambda c: c.memory_gb)
    if rig.count == 1 and need + HEADROOM_GB <= biggest.memory_gb:
        speed = rig_speed(est, rig, cards, speeds)
        said = _speed(speed)
        text = (msg("owned.fits.one.speed", "On {rig}: {job} needs about {need}: it fits in its {total}, decoding "
                    "at {speed}.", speed=said, **head) if said is not None else
                msg("owned.fits.one", "On {rig}: {job} needs about {need}: it fits in its {total}.", **head))
        return RigFit(rig=rig, way="alone", need_gb=need, per_card_gb=[need], speed=speed,
                      message=_noted(text, est, biggest.memory_gb))
    if need + HEADROOM_GB <= biggest.memory_gb:  # one card holds it: the others are free for another job
        speed = rig_speed(est, OwnedRig(cards=[biggest.model_copy(update={"count": 1})], memory_gb=biggest.memory_gb),
                          cards, speeds)
        said = _speed(speed)
        text = (msg("owned.fits.alone.speed", "On {rig}: {job} needs about {need}: one {card} ({memory}) holds "
                    "it, decoding at {speed}.", card=card_param(biggest.card), memory=gb(biggest.memory_gb),
                    speed=said, **head) if said is not None else
                msg("owned.fits.alone", "On {rig}: {job} needs about {need}: one {card} ({memory}) holds it.",
                    card=card_param(biggest.card), memory=gb(biggest.memory_gb), **head))
        return RigFit(rig=rig, way="alone", need_gb=need, per_card_gb=[need], speed=speed, message=text)
    roomy, tight, shares = _holds(est, rig)
    if rig.count > 1 and tight:
        speed = rig_speed(est, rig, cards, speeds)
        said = _speed(speed)
        per = [msg("owned.share", "{gb} on each {card}", gb=gb(need_gb(s)), card=card_param(c.card)) if c.count > 1
               else msg("owned.share.one", "{gb} on the {card}", gb=gb(need_gb(s)), card=card_param(c.card))
               for s, c in zip(shares, rig.cards, strict=True)]  # "each" only for several of a card (break25 #21)
        params = dict(per=per, **head)
        if roomy and est.task == "qlora":  # training shards the model: FSDP, not a layer split
            text = msg("owned.fits.split.train", "On {rig}: {job} needs about {need}: it fits sharded over "
                       "the cards with FSDP + QLoRA and gradient checkpointing ({per}), Answer.AI's recipe for 70B "
                       "on two 24 GB cards; a plain device_map split of the layers does not fit.", **params)
            text = _sharded_more(text, est, rig)
        elif roomy and est.task != "inference":  # bf16 LoRA or full: FSDP too, but never the QLoRA recipe (break20 #9)
            text = msg("owned.fits.split.train.bf16", "On {rig}: {job} needs about {need}: it fits sharded over "
                       "the cards with FSDP and gradient checkpointing ({per}); a plain device_map split of the "
                       "layers does not fit.", **params)
        elif roomy:
            text = (msg("owned.fits.split.speed", "On {rig}: {job} needs about {need}: it fits "
                        "split by layers ({per}), decoding at {speed}.", speed=said, **params) if said is not None else
                    msg("owned.fits.split", "On {rig}: {job} needs about {need}: it fits split "
                        "by layers ({per}).", **params))
        else:
            text = msg("owned.fits.split.tight", "On {rig}: {job} needs about {need}: it fits "
                       "split by layers ({per}) with under {headroom} to spare, which is tight — longer inputs or the "
                       "desktop's own use of a card tip it over.", headroom=gb(HEADROOM_GB), **params)
        return _fp8_no_room(RigFit(rig=rig, way="split", tight=not roomy, need_gb=need, per_card_gb=[
            need_gb(s) for s in shares], speed=speed, message=text), est, cards, speeds, params)  # FP8's (fix79c)
    if rig.count == 1 and tight:
        speed = rig_speed(est, rig, cards, speeds)
        text = msg("owned.fits.tight", "On {rig}: {job} needs about {need}: it fits in {total} with under "
                   "{headroom} to spare, which is tight.", headroom=gb(HEADROOM_GB), **head)
        return RigFit(rig=rig, way="alone", tight=True, need_gb=need, per_card_gb=[need], speed=speed, message=text)
    from .cpu_over import cpu_over  # no GPU: the RAM is all there is, nothing to offload to (fix50b)

    kv = _kv_fit(est, rig, cards, speeds, head, need) or cpu_over(est, rig, offload, head)  # 8-bit KV cache before
    if kv is not None:  # offload, a shorter context
        return kv
    machine = cards.get(biggest.card)
    if machine is not None and machine.is_system:  # one memory: no "experts in system RAM" beside the GPU's share
        system = _system_fit(est, rig, machine, cards, speeds, head)
        if system is not None:
            return system
        offloaded = None
    else:
        offloaded = _offload(est, rig, cards, speeds, offload, head)
    if offloaded is None and (machine is None or not machine.is_system):
        offloaded = _offload_lower(est, rig, cards, speeds, offload, head)  # "deepseek v3 on a 5090 with 192gb ram"
    if offloaded is not None:
        return offloaded
    for change, task, precision, context in context_kept(owner_variants(est), est):  # a cheaper way the rig holds
        other = estimate(est.arch, task, precision, context, est.batch)
        ok, _, _ = _holds(other, rig)
        if ok and precision in levers.LOW_LEVELS and (first := _ram_first(est, rig, cards, speeds, offload, head,
                                                                          machine, precision, other)) is not None:
            return first  # a higher level with layers in RAM at a usable speed leads the card's 2-bit level (fix62b)
        if ok and precision in levers.LOW_LEVELS:  # a 2-3-bit level: said, but more of the card stays a way
            text = msg("owned.fits.with-low", "On {rig}: {job} needs about {need}, more than it holds; with "
                       "{change} it needs {other} and fits.", change=change, other=gb(need_gb(other.total)), **head)
        elif ok:
            text = msg("owned.fits.with", "On {rig}: {job} needs about {need}, more than it "
                       "holds; with {change} it needs {other} and fits.", change=change, other=gb(need_gb(other.total)),
                       **head)
        if ok:
            text = _noted(text, other, biggest.memory_gb) if rig.count == 1 else text
            return RigFit(rig=rig, way="none", need_gb=need, per_card_gb=[need_gb(s) for s in _shares(est, rig)],
                          message=text, other_precision=precision,
                          other_speed=rig_speed(other, rig, cards, speeds))
    short = max(need_gb(s) - c.memory_gb for s, c in zip(shares, rig.cards, strict=True))
    near = levers.fine_tune_or_cheaper(est, biggest.memory_gb) if rig.count == 1 else None
    kept = long_context(est, rig, _holds, several=machine is None or not machine.is_system)  # context kept
    # a dense model at the best level the cards and the RAM hold together (fix57b), said instead of the text below
    # when the cards alone hold no lower level, else as the other way after it, with its speed (fix59a)
    layered = _layers_lower(est, rig, cards, speeds, offload, head, machine, kept is None and near is None)
    ram = _ram_clause(est, rig, cards, layered is not None)
    text = msg("owned.fits.no", "On {rig}: {job} needs about {need}: it does not fit, about "
               "{short} over on a card{ram}.", short=gb(round(short, 1)), ram=ram, **head) if rig.count > 1 else msg(
        "owned.fits.no.one", "On {rig}: {job} needs about {need}: it does not fit, about {short} over{ram}.",
        short=gb(round(short, 1)), ram=ram, **head)  # one card: never "each card" (U20, F11)
    ways = [(change, estimate(est.arch, task, precision, context, est.batch))
            for change, task, precision, context in variants(est)]
    from .owned_low import lowest_level

    ram_way = layered.message.params.get("lower") if layered is not None else None  # its level, GB in RAM, speed
    ram_way = ram_way if isinstance(ram_way, Message | MessageParam) else None
    lower = kept or (lowest_level(est, rig, _holds, ram_way=ram_way) if near is None else None)
    if lower is not None and kept is None:
        layered = None  # the cards alone at a lower level first (fix57b), the RAM way after it
    if lower is not None:  # the ladder walked further down: a 2-bit level, a shorter context (owned_low)
        text = msg("owned.fits.no.lower", "{text} {lower}", text=text, lower=lower)
    elif near is not None:  # just over: the levers that bring it under, with their figures (U20)
        text = msg("owned.fits.no.levers", "{text} {levers}", text=text, levers=near)
    elif ways and rig.count == 1:  # how near the cheapest way comes (U20: QLoRA 6.1 GB on a 6 GB laptop GPU)
        change, least = min(ways, key=lambda w: w[1].total)
        text = _least(text, change, least, rig, head, offloads=est.task == "inference" and not all(
            c.card in cards and cards[c.card].is_system for c in rig.cards),
            reserve=ram_reserve(_whole_ram(rig, cards), offload))
    return layered or RigFit(rig=rig, way="none", need_gb=need, per_card_gb=[need_gb(s) for s in shares],
                             message=text)


def _fp8_no_room(fit: RigFit, est: Estimate, cards: dict[str, Card], speeds: DecodeSpeeds, params: dict) -> RigFit:
    """``fit`` (a split over the rig's cards), or no fit when its weights are FP8 with under
    :data:`~advisor.thresholds.HEADROOM_GB` to spare on each card (fix79c: DeepSeek V3 in FP8 on 8 × A100 80 GB, 79.5 GB
    a card, was "tight" but a fit): FP8 runs in serving engines (vLLM, SGLang, TensorRT-LLM; a GGUF runtime has no
    FP8), and vLLM takes :data:`advisor.serving.GPU_MEMORY_UTILIZATION` of each card by default and will not start with
    no memory left for the KV cache ("No available memory for the cache blocks"); LMDeploy's own test of DeepSeek V3 in
    FP8 on 8 × 80 GB H800s ran out of memory (InternLM/lmdeploy issue 2960, 2025-01-31). So: no fit in practice, the
    4-bit quant said as the way when the cards hold it with room. ``params``: the split's sentence's."""
    if not fit.tight or est.task != "inference" or est.precision != "fp8":
        return fit
    other = estimate(est.arch, "inference", "int4", est.context, est.batch)
    held = _holds(other, fit.rig)[0]
    text = msg("owned.fits.fp8-full", "On {rig}: {job} needs about {need}: its FP8 weights fill the cards ({per}) "
               "with under {headroom} to spare, and the engines that run FP8 (vLLM, SGLang) need room beyond the "
               "weights for the KV cache — vLLM takes {pct:.0f} % of each card by default and will not start without "
               "it — so it does not run in practice.", headroom=gb(HEADROOM_GB),
               pct=Number(value=round(GPU_MEMORY_UTILIZATION * 100)), **params)
    if held:
        text = msg("owned.fits.fp8-full.lower", "{text} A 4-bit quant ({level} or AWQ) needs about {other} and fits "
                   "with room.", text=text, level=Text(value=quant_name("int4")), other=gb(need_gb(other.total)))
    return fit.model_copy(update={"way": "none", "tight": False, "speed": None, "message": text,
                                  "other_precision": "int4" if held else None,
                                  "other_speed": rig_speed(other, fit.rig, cards, speeds) if held else None})


def _ram_first(est: Estimate, rig: OwnedRig, cards: dict[str, Card], speeds: DecodeSpeeds, offload, head: dict,
               machine: Card | None, alone: str, alone_est: Estimate) -> RigFit | None:
    """A dense model the cards alone hold only at the 2-3-bit level ``alone`` (``alone_est``), when the VRAM and RAM
    together hold a higher level with its other layers in RAM (:func:`_layers_lower`) decoding at
    :data:`~advisor.thresholds.OFFLOAD_FIRST_TOK_S` or more: that way leads, the card-alone level said after it with
    its speed (fix59a/fix62b: "a 4090 and 16 GB RAM, llama 70b?" led with IQ2_XXS on the card where an expert leads
    with Q3_K at ~3-5 tok/s); ``None`` otherwise."""
    layered = _layers_lower(est, rig, cards, speeds, offload, head, machine)
    if layered is None or layered.speed is None or layered.speed.tok_s < OFFLOAD_FIRST_TOK_S or bits_of(
            layered.other_precision or est.precision) <= bits_of(alone) + 0.01:
        return None
    speed = rig_speed(alone_est, rig, cards, speeds)
    said = _speed(speed)
    text = msg("owned.fits.ram-first.speed", "{text} The card alone holds it only at {level} ({need}), decoding at "
               "{speed}, with a larger quality cost.", text=layered.message, level=Text(value=quant_name(alone)),
               need=gb(need_gb(alone_est.total)), speed=said) if said is not None else msg(
        "owned.fits.ram-first", "{text} The card alone holds it only at {level} ({need}), with a larger quality cost.",
        text=layered.message, level=Text(value=quant_name(alone)), need=gb(need_gb(alone_est.total)))
    return layered.model_copy(update={"message": text})


def _ram_clause(est: Estimate, rig: OwnedRig, cards: dict[str, Card], layered: bool) -> Message | Text:
    """What the "does not fit" sentence says of the system RAM: nothing for a fine-tune (its offload is a lever),
    that a Jetson's, a Mac's or a Ryzen AI Max box's memory is unified, that the RAM is not enough either — of the
    level asked only when a lower level runs with layers in it (``layered``, fix59a) — or to give the RAM."""
    from .jetson import is_jetson

    if est.task != "inference":  # offload of a fine-tune is a lever (advisor.levers), not a RAM verdict
        return Text(value="")
    if all(c.card in cards and (cards[c.card].is_system or is_jetson(cards[c.card])) for c in rig.cards):  # a
        # Jetson (fix42a), a Mac, a Ryzen AI Max box: its
        # memory is the RAM (newuser14: a Mac Studio was told to give --ram, a flag, for RAM it does not have apart)
        return msg("owned.no.unified", "; its memory is unified, so there is no separate system RAM to offload to")
    if not rig.ram_gb:
        return msg("owned.no.noram", "; give your system RAM ({ram}) to see what offload does", ram=option("ram", "64"))
    if layered:  # the RAM falls short of the level asked only
        return msg("owned.no.ram-level", ", and with its {ram} of system RAM it does not fit in {level} either",
                   ram=gb(rig.ram_gb), level=Text(value=quant_name(est.precision)))
    return msg("owned.no.ram", ", and its {ram} of system RAM is not enough either", ram=gb(rig.ram_gb))


def _least(text: Message, change, least: Estimate, rig: OwnedRig, head: dict, *, offloads: bool,
           reserve: float = RAM_RESERVE_GB) -> Message:
    """``text`` with how near the cheapest way comes: weighed against the VRAM alone, or, when RAM is given to an
    inference job that can offload (never a unified machine), against the VRAM and the RAM together as the offload
    plans weigh them (break34 #16: "deepseek v3 on 3090 with 128gb ram" compared IQ1_S's 158 GB with 24 GB)."""
    if not (offloads and rig.ram_gb):
        return msg("owned.fits.no.least", "{text} Even {change} needs {other}, more than its {total}.", text=text,
                   change=change, other=gb(need_gb(least.total)), total=head["total"])
    both = rig.memory_gb - HEADROOM_GB * rig.count + rig.ram_gb - reserve
    if need_gb(least.total) <= both:  # a dense model's lowest level: the layers that do not fit go to RAM
        return msg("owned.fits.no.least-ram-holds", "{text} Even {change} needs {other}, more than its {total}; "
                   "its {total} of VRAM and {ram} of RAM hold that together (about {both}, with {reserve} of the RAM "
                   "left to the system) with most of its layers in RAM (llama.cpp --n-gpu-layers), much slower.",
                   text=text, change=change, other=gb(need_gb(least.total)), total=head["total"],
                   ram=gb(rig.ram_gb), both=gb(round(both, 1)), reserve=gb(reserve))
    return msg("owned.fits.no.least-ram", "{text} Even {change} needs {other}, more than its {total} of VRAM and "
               "{ram} of RAM hold together (about {both}, with {reserve} of the RAM left to the system).", text=text,
               change=change, other=gb(need_gb(least.total)), total=head["total"], ram=gb(rig.ram_gb),
               both=gb(round(both, 1)), reserve=gb(reserve))


def _offload(est: Estimate, rig: OwnedRig, cards: dict[str, Card], speeds: DecodeSpeeds, offload,
             head: dict) -> RigFit | None:
    """An inference job with what the cards cannot hold in system RAM (module docstring), when the RAM
    given holds it; ``None`` otherwise."""
    arch = est.arch
    moe = offload is not None and arch.expert_params > 0 and arch.routed_active_params and arch.moe_layers
    if est.task != "inference" or not (rig.ram_gb or moe):
        return None
    if moe:
        from .offload import split

        s = split(arch, est.precision, speeds)
        rest = est.total - s.expert_gb  # attention, shared experts, embeddings, KV cache: on the cards
        room = rig.memory_gb - HEADROOM_GB * rig.count - rest  # what the cards hold of the experts
        if room <= 0:  # the card does not hold even the rest: every expert and some of the rest in RAM (fix61d)
            return _all_experts(est, rig, cards, offload, s.expert_gb, -room, head)
        if room > 0:
            on_cards = min(room, s.expert_gb)
            in_ram = s.expert_gb - on_cards
            if not rig.ram_gb:  # no RAM said: the experts still go to system RAM; say how much it needs
                return _experts_unsaid(est, rig, cards, offload, s.expert_gb, in_ram, rest + on_cards, head)
            reserve = ram_reserve(_whole_ram(rig, cards), offload)
            if in_ram + reserve <= rig.ram_gb:
                layers = arch.moe_layers * in_ram / s.expert_gb  # llama.cpp --n-cpu-moe N: the experts of N layers
                device = max(rig.cards, key=lambda c: c.memory_gb).card
                speed, said, high = _moe_speed(offload, cards, device, est, layers)
                params = dict(ram=gb(rig.ram_gb), layers=Number(value=layers), moe=Number(value=arch.moe_layers),
                              gpu=gb(need_gb(rest + on_cards)), experts=gb(round(in_ram, 1)), **head,
                              holds=msg("owned.fits.experts.holds-one", "the card holds") if rig.count == 1 else msg(
                                  "owned.fits.experts.holds", "the cards hold"))  # one card: "the card" (break34 #17)
                text = msg("owned.fits.experts", "On {rig} with {ram} of RAM: {job} needs about {need}, more than "
                           "the {total} of VRAM; with the experts of about {layers:.0f} of its {moe:.0f} MoE layers in "
                           "system RAM (llama.cpp --n-cpu-moe), {holds} {gpu} and the RAM {experts}, decoding "
                           "at "
                           "{speed}.", speed=said, **params) if said is not None else msg(
                    "owned.fits.experts.unmeasured", "On {rig} with {ram} of RAM: {job} needs about {need}, more "
                    "than the {total} of VRAM; with the experts of about {layers:.0f} of its {moe:.0f} MoE layers in "
                    "system RAM (llama.cpp --n-cpu-moe), {holds} {gpu} and the RAM {experts}. No figure here "
                    "gives its decoding speed at this level.", **params)
                text = msg("owned.fits.experts.follows", "{text} The RAM follows the card: your {vram} of VRAM "
                           "keep the rest, so {experts} of experts and {reserve} for the system use {used} of your "
                           "{ram}.",
                           text=text, vram=gb(rig.memory_gb), experts=gb(round(in_ram, 1)),
                           reserve=gb(reserve), used=gb(round(in_ram + reserve, 1)),
                           ram=gb(rig.ram_gb))
                text = msg("owned.fits.experts.active", "{text} {model} is a mixture of experts: {params} parameters "
                           "in all, held in memory, but only {active} read per token, so the speed follows those and "
                           "the RAM's bandwidth they are read at (data/models.csv).", text=text,
                           model=card_param(arch.name), params=_b(arch.params), active=_b(arch.per_token_params))
                return RigFit(rig=rig, way="offload", need_gb=head_need(est), ram_needed_gb=round(in_ram, 1),
                              speed=speed, speed_high=high, message=text)
    in_ram = need_gb(est.total) - (rig.memory_gb - HEADROOM_GB * rig.count)
    if not rig.ram_gb or in_ram <= 0 or offload is None or in_ram + ram_reserve(
            _whole_ram(rig, cards), offload) > rig.ram_gb:
        return None
    share = in_ram / est.total
    card = cards[max(rig.cards, key=lambda c: c.memory_gb).card]
    gpu = speeds.of(card, est, rig.count)
    scale = 1.0  # the card's part of a token, as a share of its whole-model time at the level the estimate gives
    from .decode import LOW_BITS

    if gpu is None and bits_of(est.precision) < LOW_BITS:  # a 2-3-bit level no card estimate covers (fix57b): the
        # card's time a byte at Q4_K_M, small beside the RAM's; the RAM's part is ram_fit's law, as at any level
        ref = estimate(est.arch, est.task, "int4", est.context, est.batch)
        gpu = speeds.of(card, ref, rig.count)
        scale = est.weights / ref.weights
    speed = None
    if gpu is not None and gpu.tok_s > 0:
        weights_bytes = est.weights * 2**30 * share
        seconds = offload.fit.seconds(weights_bytes, offload.ram_bandwidth_gb_s, (1 - share) * scale / gpu.tok_s)
        speed = gpu.model_copy(update={"tok_s": round(1 / seconds, 2), "kind": "estimated"})
    said = _speed(speed)
    text = msg("owned.fits.layers", "On {rig} with {ram} of RAM: {job} needs about {need}, more than the {total} "
               "of VRAM; with about {in_ram} of its layers in system RAM (llama.cpp --n-gpu-layers) it runs, much "
               "slower: {speed}.", ram=gb(rig.ram_gb), in_ram=gb(round(in_ram, 1)), speed=said, **head
               ) if said is not None else msg(
        "owned.fits.layers.unmeasured", "On {rig} with {ram} of RAM: {job} needs about {need}, more than the {total} "
        "of VRAM; with about {in_ram} of its layers in system RAM (llama.cpp --n-gpu-layers) it runs, much slower. No "
        "figure here gives its decoding speed.", ram=gb(rig.ram_gb), in_ram=gb(round(in_ram, 1)), **head)
    left = rig.ram_gb - in_ram
    if in_ram + RAM_RESERVE_GB > rig.ram_gb:  # held only within the smaller reserve of a small RAM (ram_reserve)
        text = msg("owned.fits.layers.tight", "{text} That is tight: it leaves about {left} of the {ram} to the "
                   "system and whatever else runs beside it.", text=text, left=gb(round(left, 1)),
                   ram=gb(rig.ram_gb))
    return RigFit(rig=rig, way="offload", need_gb=head_need(est), ram_needed_gb=round(in_ram, 1), speed=speed,
                  message=text)


def _offload_lower(est: Estimate, rig: OwnedRig, cards: dict[str, Card], speeds: DecodeSpeeds, offload,
                   head: dict) -> RigFit | None:
    """An MoE inference job the owner's VRAM and system RAM together do not hold at its level, run at the highest
    lower level they do hold with the experts in RAM (:func:`_offload`: newuser14 #3, "deepseek v3 on a 5090 with
    192gb ram" — IQ1_S's 158 GB in 32 GB of VRAM and 192 GB of RAM), said after the level asked does not fit;
    ``None`` when no RAM is said, the model is dense, or no lower level fits either."""
    if est.task != "inference" or not rig.ram_gb or offload is None or est.arch.expert_params <= 0:
        return None
    from .owned_low import WIRED_LADDER

    here = bits_of(est.precision)
    levels = {p for _, task, p, context in owner_variants(est) if task == est.task and context == est.context}
    floor = min((bits_of(q) for q in levels), default=here)  # the lowest level fits offers for this model
    levels |= {q for q in WIRED_LADDER if floor - 0.01 < bits_of(q) < here - 0.01}  # the 2-bit levels between Q2_K
    # and IQ1_S too, never below the levels the model is offered at (gpt-oss, published in MXFP4: Q3_K_M at least)
    for precision in sorted(levels - {est.precision}, key=lambda q: -bits_of(q)):  # newuser18 #23: the best first
        other = estimate(est.arch, est.task, precision, est.context, est.batch)
        lower = _offload(other, rig, cards, speeds, offload, {**head, "job": _job(other), "need": gb(need_gb(
            other.total))})
        if lower is not None and lower.way == "offload":
            text = msg("owned.fits.experts.lower", "On {rig}: {job} needs about {need}, more than its {total} of "
                       "VRAM and {ram} of RAM together hold; the best level they hold is {level}. {lower}",
                       ram=gb(rig.ram_gb), level=Text(value=quant_name(precision)), lower=lower.message, **head)
            return lower.model_copy(update={"message": text, "other_precision": precision})
    return None


def _layers_lower(est: Estimate, rig: OwnedRig, cards: dict[str, Card], speeds: DecodeSpeeds, offload, head: dict,
                  machine: Card | None, open_: bool = True) -> RigFit | None:
    """A dense inference job the owner's VRAM and system RAM together do not hold at its level, nor the cards alone
    at any cheaper way or lower level (:func:`advisor.owned_low.lowest_level`), run at the best lower level they
    hold with its other layers in RAM (fix57b: "a 3060 12GB and 32GB RAM, can I run llama 70b?" heard only that
    Q3_K_M is too much, while Q3_K_S's 32 GB run, slowly, on 12 GB of VRAM and 32 GB of RAM):
    :func:`advisor.owned_low.layered_level` over :func:`_offload`. ``None`` when not ``open_`` (the cards alone
    have a way), without RAM said, for an MoE (:func:`_offload_lower`), a machine whose memory is its RAM, or when
    no level fits."""
    if not open_ or est.task != "inference" or not rig.ram_gb or offload is None or (
            machine is not None and machine.is_system):
        return None
    from .owned_low import layered_level

    return layered_level(est, rig, lambda other: _offload(other, rig, cards, speeds, offload, {
        **head, "job": _job(other), "need": gb(need_gb(other.total))}), head)


def _moe_speed(offload, cards: dict[str, Card], device: str, est: Estimate,
               layers: float | None) -> tuple[DecodeSpeed | None, Message | None, float | None]:
    """``(speed, its words, top)`` of an MoE with the experts of ``layers`` MoE layers in RAM on ``device``: the
    offload estimate on the card; on a GPU known by its memory alone the range over the popular cards of that memory
    (:mod:`advisor.offload_range`, fix62b), ``speed`` its slowest and ``top`` its fastest tok/s; else a measured run
    beside it (:func:`_beside`)."""
    if cards[device].bandwidth_gb_s:
        speed = offload.speed(device, est.arch, est.precision, layers)
        return speed, _speed(speed) or _beside(offload, est), None
    memory = cards[device].memory_gb
    found = memory_range(offload, memory, est.arch, est.precision, layers) if memory else None
    if found is None or not memory:
        return None, _beside(offload, est), None
    low, high, count = found
    said = range_said(offload, low, high, count, gb(memory))
    return low.model_copy(update={"device": device}), said, high.tok_s


def _beside(offload, est: Estimate) -> Message | None:
    """Where the estimate gives no speed for an MoE with its experts in RAM (a GPU known by its memory alone, a level
    below 3.5 bits a weight), a measured llama.cpp run of the same model with its experts in RAM, said as what it is
    (:meth:`advisor.offload.OffloadModel.beside`: newuser14 #3); ``None`` when the table has none."""

    run = offload.beside(est.arch, quant_name(est.precision)) if offload is not None else None
    if run is None:
        return None
    layers = msg("owned.speed.beside-run.layers", ", the experts of {layers:.0f} MoE layers in RAM",
                 layers=Number(value=run.cpu_moe_layers)) if run.cpu_moe_layers else Text(value="")
    ram = msg("owned.speed.beside-run.ram", " read at about {bandwidth}", bandwidth=Quantity(
        value=run.ram_bandwidth_gb_s, unit="GB/s", digits=0)) if run.ram_bandwidth_gb_s else Text(value="")
    return msg("owned.speed.beside-run", "a speed no estimate here gives; a measured llama.cpp run beside it: "
               "{tok_s} for {model} in {quant} on {device}{layers}{ram} ({source})",
               tok_s=Quantity(value=run.tok_s, unit="tok/s", digits=1), model=card_param(run.model),
               quant=Text(value=run.quant), device=Text(value=run.device), layers=layers, ram=ram,
               source=Text(value=run.source))


def _experts_unsaid(est: Estimate, rig: OwnedRig, cards: dict[str, Card], offload, experts_gb: float,
                    in_ram: float, on_gpu: float, head: dict) -> RigFit:
    """An MoE past the owner's VRAM with no system RAM said: its experts wait in system RAM (llama.cpp
    ``--cpu-moe`` / ``--n-cpu-moe N``, or ``-ot exps=CPU``), and the RAM that needs — the experts left off the
    cards plus :data:`RAM_RESERVE_GB` for the system, rounded up to whole GB — decoding at the desktop RAM
    bandwidth of ``data/performance/moe_offload.csv`` (:class:`advisor.offload.OffloadModel`)."""
    arch = est.arch
    layers = arch.moe_layers * in_ram / experts_gb
    device = max(rig.cards, key=lambda c: c.memory_gb).card
    speed, said, high = _moe_speed(offload, cards, device, est, layers)
    ram = float(math.ceil(in_ram + RAM_RESERVE_GB))
    params = dict(gpu=gb(need_gb(on_gpu)), experts=gb(round(in_ram, 1)), ram=gb(ram), give=option("ram", "64"),
                  **head)
    text = msg("owned.fits.experts.ram", "On {rig}: {job} needs about {need}, more than the {total} of VRAM; "
               "it runs with its experts in system RAM (llama.cpp --cpu-moe / --n-cpu-moe, or -ot exps=CPU): its VRAM "
               "holds {gpu} and about {experts} of experts wait in RAM, so it needs about {ram} of system RAM, "
               "decoding at {speed} (give yours: {give}).", speed=said, **params) if said is not None else msg(
        "owned.fits.experts.ram.unmeasured", "On {rig}: {job} needs about {need}, more than the {total} of VRAM; "
        "it runs with its experts in system RAM (llama.cpp --cpu-moe / --n-cpu-moe, or -ot exps=CPU): its VRAM "
        "holds {gpu} and about {experts} of experts wait in RAM, so it needs about {ram} of system RAM (give yours: "
        "{give}). No figure here gives its decoding speed at this level.", **params)
    return RigFit(rig=rig, way="offload", need_gb=head_need(est), ram_needed_gb=ram, speed=speed, speed_high=high,
                  message=text)


def _all_experts(est: Estimate, rig: OwnedRig, cards: dict[str, Card], offload, experts_gb: float, over: float,
                 head: dict) -> RigFit | None:
    """An MoE whose layers other than the experts (attention, shared experts, embeddings, KV cache) the owner's VRAM
    does not hold either (break38/fix54a: "epyc with 8 channel ddr5 and a 3060, deepseek v3?" got "give your RAM", or
    with RAM every layer read from RAM as a dense model's, 0.7 tok/s): every expert in RAM (llama.cpp -ot exps=CPU)
    and ``over`` GB of the rest with them (fewer --n-gpu-layers), decoding at the offload estimate with all experts
    in RAM (:meth:`advisor.offload.OffloadModel.speed`, at the RAM's bandwidth, channels × speed when said) slowed by
    reading ``over`` from RAM too at the same fitted efficiency; with no RAM said, the RAM it needs (the experts, the
    overflow and :func:`ram_reserve`) when its kind is said ("8 channel ddr5"); ``None`` when the RAM said does not
    hold them, or neither RAM nor its kind is said."""
    if not rig.ram_gb and getattr(offload, "ram_said", None) is None:
        return None  # neither RAM nor its kind said: the card's own answer (the distills it runs: one_truth39)
    arch, in_ram = est.arch, experts_gb + over
    device = max(rig.cards, key=lambda c: c.memory_gb).card
    speed = offload.speed(device, arch, est.precision, None) if cards[device].bandwidth_gb_s else None
    if speed is not None and speed.tok_s > 0:
        extra = over / (offload.ram_bandwidth_gb_s * offload.efficiency)
        speed = speed.model_copy(update={"tok_s": round(1 / (1 / speed.tok_s + extra), 2)})
    said = _speed(speed) or _beside(offload, est)
    if said is None:
        return None
    need = float(math.ceil(in_ram + ram_reserve(max(rig.ram_gb or 0.0, in_ram), offload)))
    if rig.ram_gb and need > rig.ram_gb:
        return None
    params = dict(gpu=gb(need_gb(rig.memory_gb - HEADROOM_GB * rig.count)), experts=gb(round(experts_gb, 1)),
                  over=gb(round(over, 1)), speed=said, **head)
    text = msg("owned.fits.experts.all", "On {rig}: {job} needs about {need}, more than the {total} of VRAM, which "
               "holds not even its layers other than the experts; with every expert ({experts}) and about {over} of "
               "the rest in system RAM (llama.cpp -ot exps=CPU, fewer --n-gpu-layers), the card keeps about {gpu}, "
               "decoding at {speed}, bound by the RAM's bandwidth.", **params)
    if not rig.ram_gb:
        text = msg("owned.fits.experts.all-ram", "{text} It needs about {ram} of system RAM (give yours: {give}).",
                   text=text, ram=gb(need), give=option("ram", "64"))
    return RigFit(rig=rig, way="offload", need_gb=head_need(est), ram_needed_gb=round(in_ram, 1), speed=speed,
                  message=text)


def head_need(est: Estimate) -> float:
    """The job's memory as it is said (:func:`advisor.fits.need_gb`)."""
    return need_gb(est.total)


GB10_CHIP = "NVIDIA GB10"
GB10_LINK_SOURCE = ("https://github.com/unslothai/unsloth/pull/10280 (2026-09-04: two DGX Sparks cabled over the "
                    "ConnectX-7 200GbE link, tensor parallel 2.09x); https://github.com/geerlingguy/beowulf-ai-cluster/"
                    "issues/15 (2025-11-29: llama.cpp --rpc across 2 Dell GB10s); https://github.com/tonyd2wild/"
                    "DeepSeek-V4.1-Flash-vLLM-DGX-Spark/issues/11 (2026-09-21: 4 GB10s behind a switch, vLLM, 200G "
                    "ConnectX-7); NVIDIA's playbook https://build.nvidia.com/spark/connect-two-sparks/instructions "
                    "(cited in graham33/nixos-dgx-spark#77)")


def links(rules: RuleBook, rig: OwnedRig, cards: dict[str, Card], way: str, task: str,
          reason: Callable[[str, Message, str], Reason]) -> list[Reason]:
    """How the owner's several GeForce cards share a job split over them (``multi.nvlink-p2p``,
    ``data/interconnect.csv``): by layers over PCIe, with no peer-to-peer on the stock driver and NVLink
    only for a pair of RTX 3090s; for fine-tuning (``task`` not ``inference``), that the cards train one
    model sharded with FSDP (with QLoRA: Answer.AI's recipe, 70B on two 24 GB cards) over PCIe, while data-parallel
    training of a copy on each waits on host memory (F15). Empty for one GPU, a job one card holds, or cards
    the file does not table. ``reason``: a cited reason for a rule, a message and a source path."""
    if rig.count < 2 or way not in ("split", "offload", "none"):
        return []
    if all(str(c.chip or "") == GB10_CHIP for c in cards.values()):  # boxes, not cards in one box (break25 #23)
        return [reason("system.unified-memory", msg(
            "fits.own.gb10-link", "The {gpus} GB10 boxes join over their ConnectX-7 ports (200 GbE, a direct cable "
            "for two, a switch for more): llama.cpp's RPC backend splits a model's layers across them, vLLM or "
            "SGLang tensor parallelism runs one model over both; each box keeps its own OS share of memory.",
            gpus=rig.count), GB10_LINK_SOURCE)]
    rows = [(c, rules.interconnect(c)) for c in cards.values()]
    if any(row is None for _, row in rows):
        return []
    card, row = rows[0]
    assert row is not None
    pair = rig.count == 2 and len(rows) == 1 and row.get("nvlink", "").startswith("pairs")
    joined = msg("fits.own.pcie.pair", ", unless an NVLink bridge joins the pair") if pair else Text(value="")
    params = dict(gpus=rig.count, p2p=fact_message("interconnect", row, "pcie_p2p"),
                  nvlink=fact_message("interconnect", row, "nvlink"), pair=joined)
    if task not in ("inference", "qlora"):  # bf16 LoRA or full: sharded with FSDP, never the QLoRA recipe (break20 #9)
        return [reason("multi.nvlink-p2p", msg(
            "fits.own.pcie.train.bf16", "The {gpus} GeForce cards fine-tune one model over PCIe (peer-to-peer: "
            "{p2p}; NVLink: {nvlink}): sharded with FSDP and gradient checkpointing; a copy of the model on each card "
            "(data parallel) waits on host memory{pair}.", **params), "data/interconnect.csv")]
    if task != "inference":
        return [reason("multi.nvlink-p2p", msg(
            "fits.own.pcie.train", "The {gpus} GeForce cards fine-tune one model over PCIe (peer-to-peer: {p2p}; "
            "NVLink: {nvlink}): sharded with FSDP + QLoRA and gradient checkpointing, Answer.AI's recipe for 70B on "
            "two 24 GB cards, with short sequences and a small LoRA rank at the edge of memory; a copy of the model "
            "on each card (data parallel) waits on host memory{pair}.", **params), "data/interconnect.csv")]
    return [reason("multi.nvlink-p2p", msg(
        "fits.own.pcie", "The {gpus} GeForce cards share the model by layers over PCIe: PCIe peer-to-peer: "
        "{p2p}; NVLink: {nvlink}. A layer split (llama.cpp, device_map) runs fine that way, each card in "
        "turn; training one job across them waits on host memory{pair}.", **params), "data/interconnect.csv")]
