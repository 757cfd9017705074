"""What a fit answer says of its ways (:mod:`advisor.fits.ways`): the summary, how the memory was counted
(:func:`_model_reasons`), the cheapest way and the best decode speed per price (:func:`_way_reasons`), the quality
options of a 4-bit run (:func:`quality_message`), why no card holds it alone (:func:`_none_alone`) and the rules'
caveats on the cards proposed (:func:`_caveats`).
"""

from __future__ import annotations

from ..i18n import Card as CardParam
from ..i18n import ListOf, Message, MessageParam, Quantity, Text, UserText, msg
from ..models import DecodeSpeed, FitCard, Market, Reason
from ..routes import macos_reserve_gb
from ..thresholds import DOMINANCE_PREMIUM, HEADROOM_GB
from ..upgrade import split_price
from .memory import (
    SOURCES,
    Estimate,
    _b,
    bits_of,
    estimate,
    need_gb,
    precision_label,
    quant_name,
)
from .parsing import DEFAULT_CONTEXT, TASK_LABEL_MESSAGES
from .ways import (
    MAX_GPUS,
    MAX_SPLIT_GPUS,
    SERVER_MODULE_RULE,
    Offer,
    _cheapest_alone,
    _faster,
    _money,
    _split_count,
    _way_money,
    _way_name,
    headline,
    lead_way,
    runs,
    slow,
    speed_floor,
    usable,
    way_total,
)
from .windows import extended_note, extension_source

#: the quality options of a model run at a 4-bit level (issue 29 §3: 8-bit and F16 named beside Q4_K_M)
QUALITY = ("int8", "fp16")


def quality_message(est: Estimate, offers: list[Offer]) -> Message | None:
    """"For quality: Q8_0 needs about 8.6 GB (a RTX 3060 12 GB holds it, 225 USD) and F16 about
    16.1 GB (…)": the 8-bit and 16-bit ways to run a model sized below 8 bits, each with the cheapest
    card that holds it alone with room; ``None`` for a job not run below 8 bits."""
    if est.task != "inference" or bits_of(est.precision) >= 8:
        return None
    parts = []
    for q in QUALITY:
        other = estimate(est.arch, est.task, q, est.context, est.batch)
        best = _cheapest_alone(other.total, [o for o in offers if runs(o, q)], roomy=True)
        total = Quantity(value=need_gb(other.total), unit="GB")
        parts.append(msg("fits.quality.part", "{quant} needs about {total} ({card}, {price})", quant=quant_name(q),
                         total=total, card=CardParam(value=best.card.name), price=_money(best.price))
                     if best is not None else
                     msg("fits.quality.part-none", "{quant} needs about {total}", quant=quant_name(q), total=total))
    return msg("fits.quality", "For quality over size, the same model in 8-bit or 16-bit: {parts}.",
               parts=ListOf(items=[MessageParam(key=m.key, params=m.params) for m in parts], style="and"))


def _summary(est: Estimate) -> Message:
    """The answer's first sentence: the model, the job and its memory in all."""
    a = est.arch
    if a.active_params and a.active_params < a.params:  # an MoE: the active parameters decide its speed (issue 28)
        return msg("fits.summary.moe", "{model} ({params} parameters, {active} active per token: a mixture of "
                   "experts), {task} in {precision} with {context:,.0f} tokens of context, batch {batch:.0f}: about "
                   "{total:.1f} in all.", model=a.name, params=_b(a.params), active=_b(a.active_params),
                   task=TASK_LABEL_MESSAGES[est.task], precision=precision_label(est.precision, est.task),
                   context=est.context, batch=est.batch, total=Quantity(value=need_gb(est.total), unit="GB"))
    return msg("fits.summary", "{model} ({params} parameters), {task} in {precision} with {context:,.0f} tokens of "
               "context, batch {batch:.0f}: about {total:.1f} in all.", model=a.name, params=_b(a.params),
               task=TASK_LABEL_MESSAGES[est.task], precision=precision_label(est.precision, est.task),
               context=est.context, batch=est.batch,
               total=Quantity(value=need_gb(est.total), unit="GB"))


def _model_reasons(est: Estimate, head: Message, reason) -> list[Reason]:
    """How the memory was counted: the summary, a near match said, each term with its source, an MoE's
    active parameters, a bare size's assumed shape or the default context."""
    a = est.arch
    reasons: list[Reason] = [reason("memory.llm-task", head)]
    if a.read_from:  # a near match: say which row of the table the name was read as
        reasons.append(reason("names.assumed", msg(
            "fits.read-as", "'{query}' is read as {model} (data/models.csv).", query=UserText(value=a.read_from),
            model=a.name)))
    reasons += [reason("memory.llm-task", term, source) for term, source in est.terms]
    if a.active_params:
        reasons.append(reason("memory.llm-task", msg(
            "fits.moe", "{model} is a mixture of experts: every one of its {total} parameters must be in memory, but "
            "each token reads only {active} of them, so it generates about as fast as a {active} dense model.",
            model=a.name, total=_b(a.params), active=_b(a.active_params)), SOURCES["moe"]))
    if a.kind == "size":
        reasons.append(reason("memory.llm-task", msg(
            "fits.bare-size", "{model} is a bare size, so its shape is assumed: {layers:.0f} layers, hidden size "
            "{hidden:,.0f}, {kv_heads:.3g} KV heads x {head_dim:.0f}, vocabulary {vocab:,.0f} ({how}). Name a model "
            "for its exact figures.", model=a.name, layers=a.layers, hidden=a.hidden, kv_heads=a.kv_heads,
            head_dim=a.head_dim, vocab=a.vocab, how=a.how or Text(value=a.source)),
            msg("source.fits.shape", "data/models.csv (published config.json figures)")))
    elif (extended := extended_note(a.name, a.context, est.context)) is not None:  # past native: YaRN said
        reasons.append(reason("memory.llm-task", extended, extension_source(a.name)))
    elif est.context == DEFAULT_CONTEXT[est.task] or est.context == a.context:
        reasons.append(reason("memory.llm-task", msg(
            "fits.context-default", "Context {context:,.0f} tokens (the default; {model} reads up to {window:,.0f}): a "
            "longer context grows the KV cache and activations in proportion.", context=est.context, model=a.name,
            window=a.context), SOURCES["context"]))
    return reasons


def way_param(c: FitCard) -> Message:
    """A way to hold the model as a sentence part: "RTX 3090 (24 GB)", "2 x RTX 3090 (24 GB each)",
    with "≈ 17 tok/s" when its decode speed is known."""
    memory = Quantity(value=c.memory_gb, unit="GB")
    if c.count > 1:
        way = msg("fits.way-split", "{count:.0f} x {card} ({memory} each)", count=c.count,
                  card=CardParam(value=c.card), memory=memory)
    else:
        way = msg("fits.way-alone", "{card} ({memory})", card=CardParam(value=c.card), memory=memory)
    if c.speed is None:
        return way
    return msg("fits.way-speed", "{way}, {speed}", way=way, speed=speed_param(c.speed))


def speed_param(speed: DecodeSpeed) -> Message:
    """"≈ 17 tok/s" (measured) or "≈ 17 tok/s, estimated"."""
    tok_s = Quantity(value=round(speed.tok_s, 1), unit="tok/s", digits=1 if speed.tok_s < 10 else 0)
    if speed.kind == "measured":
        return msg("fits.speed-measured", "≈ {tok_s} (measured)", tok_s=tok_s)
    return msg("fits.speed-estimated", "≈ {tok_s} (estimated)", tok_s=tok_s)


def cheaper_caveated(cards: list[FitCard], cheapest: FitCard | None) -> FitCard | None:
    """The cheapest way of ``cards`` that holds the model for less than ``cheapest`` (the cheapest way that really
    works, :func:`~advisor.fits.ways._cheapest_way`) but may not lead: one card or several on a passive or non-CUDA
    route, or several of a card the rules take only with a caveat (:func:`~advisor.fits.ways.headline`) — "2 x Tesla
    V100 32 GB for 2,200 USD" beside an RTX A6000 for 2,800 (fix47b #2); ``None`` when none is cheaper."""
    limit = way_total(cheapest) if cheapest is not None else float("inf")
    found = [c for c in cards if usable(c) and not headline(c, 0.0) and c.total_price is not None
             and way_total(c) < limit]
    return min(found, key=lambda c: (way_total(c), c.count, c.card), default=None)


def _way_reasons(est: Estimate, market: Market, cards: list[FitCard], cheapest: FitCard | None,
                 best: FitCard | None, offers: list[Offer], rejected: list[Offer], no_bf16: list[Offer],
                 reason, vram: bool = False) -> list[Reason]:
    """Which ways hold it: the cheapest way that really works and the best decode per price, a
    cheaper card taken with caveats, the tight fits, or why no card holds it; and the split's caveat. ``vram``:
    a card + system RAM road (an MoE expert-offload plan) costs less than the cheapest way, which is then the
    cheapest all in GPU memory (fix61a)."""
    alone = [c for c in cards if c.count == 1]
    split = [c for c in cards if c.count > 1]
    out: list[Reason] = []
    if cheapest is not None:
        out.append(reason("memory.llm-task", _cheapest_message(cheapest, best, len(alone), vram)))
    floor = speed_floor(cards)
    slower = [c for c in cards if slow(c, floor) and (cheapest is None or way_total(c) < way_total(cheapest))]
    if slower:  # it holds the model for less, but generates under a usable speed (data/SOURCES.md)
        c = min(slower, key=lambda c: (way_total(c), c.count, c.card))
        out.append(reason("memory.llm-task", msg(
            "fits.slow", "Cheaper, but slow: {way} for {price} holds it, under the {floor} a chat needs (about "
            "reading speed).", way=way_param(c), price=_way_money(c),
            floor=Quantity(value=floor, unit="tok/s", digits=0)), "data/SOURCES.md (A usable speed)"))
    caveated = cheaper_caveated(cards, cheapest)  # of any kind: one card, several (fix47b #2)
    if caveated is not None and caveated.count > 1:
        out.append(reason("memory.llm-task", msg(
            "fits.cheaper-caveated.split", "Cheaper, with caveats: {way} for {price}, only a reasonable buy in some "
            "cases, so the cheapest way that really works is the dearer one above.",
            way=way_param(caveated), price=split_price(_way_money(caveated), caveated))))
    elif caveated is not None:
        out.append(reason("memory.llm-task", msg(
            "fits.cheaper-caveated", "Cheaper, with caveats: {way} for {price}, only a reasonable buy in some cases.",
            way=way_param(caveated), price=_money(caveated.price))))
    # a machine that holds it with its limit raised, whether or not it is still sold new (the 512 GB Mac
    # Studio's last list price is no pick, but it is the machine people run DeepSeek R1 on: issue 29 B4)
    raised = [c for c in alone if c.wired_limit_raised and c.takes and c.trains and not c.server_module]
    if raised:
        out.append(reason("system.unified-memory", msg(
            "fits.wired-limit", "With the GPU's wired-memory limit raised (sudo sysctl iogpu.wired_limit_mb=…, about "
            "{reserve} left to macOS), {cards} can hold it; the default share of unified memory is smaller "
            "(data/memory_reserve.csv).", cards=ListOf(items=[CardParam(value=c.card) for c in raised[:3]],
                                                        style="and"),
            reserve=Quantity(value=macos_reserve_gb(), unit="GB"))))
    machines = [c for c in alone if not c.trains and not c.tight]
    if machines:  # it holds the job, but the job's software does not run there (data/llm_routes.csv)
        out.append(reason("system.unified-memory", msg(
            "fits.inference-machines", "{cards} hold it, but they are inference machines: the fine-tuning stack "
            "people use (bitsandbytes, Unsloth, PEFT on CUDA) does not run there (data/llm_routes.csv).",
            cards=ListOf(items=[CardParam(value=c.card) for c in machines[:3]], style="and"))))
    tight = [c for c in cards if c.tight]
    if tight:
        out.append(reason("memory.llm-task", msg(
            "fits.tight", "Tight fits, listed last: {cards} hold it with less than {headroom} to spare, and the CUDA "
            "context or a longer reply may not fit.", cards=ListOf(items=[Text(value=_way_name(c)) for c in tight[:3]],
                                                               style="and"),
            headroom=Quantity(value=HEADROOM_GB, unit="GB"))))
    if not alone or all(c.wired_limit_raised for c in alone if usable(c)):
        out += _none_alone(est, market, offers, rejected, no_bf16, bool(split), reason)
        if not split:  # no PC card holds it: renting is a way that works
            out.append(reason("cloud.own-vs-rent-2023", msg(
                "fits.rent", "Or rent it: a data-centre server with several 80 GB GPUs by the hour holds {total:.1f}; "
                "renting beats owning for occasional use and for models this size.",
                total=Quantity(value=need_gb(est.total), unit="GB"))))
    split = [c for c in split if _split_pays(c, lead_way(cards))]  # never one dearer and slower than a card (U19)
    if split:
        c = split[0]
        out.append(reason("multi.nvlink-p2p", msg(
            "fits.split", "Split across GPUs: {count:.0f} x {card} ({per:.1f} used on each, {price}). Splitting the "
            "layers works for inference and LoRA over plain PCIe, but GeForce RTX 30/40/50 cards have no "
            "peer-to-peer with the stock driver and RTX 40/50 no NVLink: several GeForce cards suit "
            "layer-split inference and separate jobs far better than one training job spread across them.",
            count=c.count, card=CardParam(value=c.card), per=Quantity(value=c.per_gpu_gb, unit="GB"),
            price=split_price(_way_money(c), c))))
    return out


def _split_pays(split: FitCard, lead: FitCard | None) -> bool:
    """Whether a split is worth saying beside the way the answer leads with (:func:`lead_way`), by the rule the
    listing keeps a split (:func:`fit_order`): it costs no more, decodes as many tokens/s per price, or costs at
    most ``DOMINANCE_PREMIUM`` more and is faster — never a split dearer and slower for the money than one card
    that holds the job alone (U19: 2 x 3080 for 1,456 USD beside a 1,275 USD 3090)."""
    if lead is None or lead.count > 1 or lead.total_price is None or split.total_price is None:
        return True
    return split.total_price <= lead.total_price or (split.tok_s_per_1000 or 0.0) >= (lead.tok_s_per_1000 or 0.0) or (
        split.total_price <= lead.total_price * (1 + DOMINANCE_PREMIUM) and _faster(split, lead))


def _cheapest_message(cheapest: FitCard, best: FitCard | None, alone: int, vram: bool = False) -> Message:
    """"The cheapest way that really works: …; best decode speed per price: …; N cards hold it alone."; ``vram``:
    a cheaper card + system RAM road is offered, so it is "the cheapest way all in GPU memory"."""
    text = msg("fits.cheapest-way-vram", "The cheapest way all in GPU memory: {way} for {price}",
               way=way_param(cheapest), price=_way_money(cheapest)) if vram else msg(
        "fits.cheapest-way", "The cheapest way that really works: {way} for {price}", way=way_param(cheapest),
        price=_way_money(cheapest))
    if best is not None and (best.card, best.count) != (cheapest.card, cheapest.count):
        text = msg("fits.best-value", "{cheapest}; the best decode speed per price: {way} for {price}",
                   cheapest=text, way=way_param(best), price=_way_money(best))
    if alone > 1:
        return msg("fits.cheapest-count", "{cheapest}; {count:.0f} cards in all.", cheapest=text, count=alone)
    if alone == 1:
        return msg("fits.cheapest-count-one", "{cheapest}; {count:.0f} card in all.", cheapest=text, count=alone)
    return msg("fits.cheapest-end", "{cheapest}.", cheapest=text)


def _none_alone(est: Estimate, market: Market, offers: list[Offer], rejected: list[Offer], no_bf16: list[Offer],
                split: bool, reason) -> list[Reason]:
    """Why no card holds it alone: the rules advise against the ones that do, or none does; and a
    split that would take more GPUs than one platform holds."""
    out = []
    total = Quantity(value=need_gb(est.total), unit="GB")
    holder = _cheapest_alone(est.total, rejected)
    if holder is not None and holder.why:
        # cards exist that hold it, but the rules advise against each: say so, never "no card holds it"
        rule_id, why = holder.why[0]
        out.append(reason(rule_id, msg(
            "fits.none-accepted", "No card the rules accept in {market} holds {total:.1f} alone; {card} ({memory}, "
            "{price}) holds it, but the rules advise against buying it: {why}", market=market.name, total=total,
            card=CardParam(value=holder.card.name), memory=Quantity(value=holder.card.llm_memory_gb or 0, unit="GB"),
            price=_money(holder.price), why=why)))
    elif _cheapest_alone(est.total, no_bf16) is None:  # else the BF16 reason says why none is proposed
        out.append(reason("memory.llm-task", msg(
            "fits.none-alone", "No card in {market} holds {total:.1f} alone.", market=market.name, total=total)))
    if not split and any(_split_count(est, o.card.llm_memory_gb or 0.0, MAX_GPUS) for o in offers if o.price):
        out.append(reason("multi.platform-per-4", msg(
            "fits.split-too-many", "Splitting it would take more than {most:.0f} GPUs, more than one desktop "
            "platform holds.", most=MAX_SPLIT_GPUS)))

    return out


def _caveats(proposed: list[Offer], reason) -> list[Reason]:
    """Why the rules hold back on cards a fit proposes (alone, split or as a cheaper way), each
    cited by its rule: the first card's sentence for each rule (a data-centre card, too new a
    card…), except that every server module is named (``line.server-module``: an SXM or OAM
    module needs a data-centre server's baseboard, so it is never proposed without saying so).
    None for recommended cards."""
    first: dict[str, Message] = {}
    modules: list[str] = []
    for offer in proposed:
        for rule_id, why in offer.why:
            first.setdefault(rule_id, why)
            if rule_id == SERVER_MODULE_RULE and offer.card.name not in modules:
                modules.append(offer.card.name)
    out = []
    for rule_id, why in first.items():
        if rule_id == SERVER_MODULE_RULE and len(modules) > 1:
            why = msg("fits.server-modules", "{cards} are server modules, not cards: they mount only on a "
                      "data-centre server's baseboard (NVIDIA HGX/DGX, OCP OAM) and do not go in a PC; for a PC "
                      "choose a PCIe card, or rent the server.",
                      cards=ListOf(items=[CardParam(value=name) for name in modules], style="and"))
        out.append(reason(rule_id, why))
    return out
