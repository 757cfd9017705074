"""Buyers for image generation ranked by an image generator's speed (issue 28 round 6): "best gpu under 600 for
stable diffusion xl" was ranked by the training index alone, although ``data/performance/sd_its.csv`` measures
Stable Diffusion it/s per card (vladmandic's AUTOMATIC1111 benchmark medians, SD 1.5 at 512x512, batch 1).

:func:`by_its` says the ranked cards in the order of that speed: a card's measured median where the table has
it, else the training index scaled to the reference card's measured it/s, said as estimated; the fastest by it
first. A deciding sentence of the short form, beside the ranking (which keeps its budget and memory rules).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import Card as CardParam
from .i18n import Message, Money, Number, Quantity, Text, msg
from .image_speed import table  # noqa: F401 (imported from here by tests)
from .sd_estimate import REFERENCE, its_of
from .wording import join

if TYPE_CHECKING:
    from .catalog import Catalog
    from .models import Caveat

def sdxl_ranked(items: Message) -> Message:
    """The ranking sentence of an SDXL question: ``items`` (the cards' "{card} {its} it/s", joined) said as SD 1.5
    figures at 512x512 standing in, as ``data/performance/sdxl_its.csv`` measures three cards only."""
    return msg("image.rank.sdxl", "For image generation, by Stable Diffusion speed — SD 1.5 figures at 512x512, "
               "batch 1, as the SDXL table measures three cards only (data/performance/sdxl_its.csv; SD 1.5: "
               "medians of AUTOMATIC1111 runs, data/performance/sd_its.csv): {items}.", items=items)


def by_its(catalog: Catalog, cards: list[str], reference: str | None = None, sdxl: bool = False) -> Message | None:
    """The cards ``cards`` (a ranking's, in its order) said by Stable Diffusion speed, fastest first; ``None`` with
    fewer than two figures or when no card's figure is measured. ``sdxl``: the question named SDXL (or FLUX), whose
    figures are not in the table: the line says the figures are SD 1.5's."""
    figures = []
    for name in dict.fromkeys(cards):
        found = its_of(catalog, name, reference or REFERENCE)
        if found is not None:
            figures.append((name, *found))
    if len(figures) < 2 or not any(measured for _, _, measured in figures):
        return None
    figures.sort(key=lambda f: -f[1])
    items = [msg("image.rank.measured", "{card} {its:.1f} it/s", card=CardParam(value=n), its=Number(value=round(i, 1)))
             if measured else
             msg("image.rank.estimated", "{card} ≈ {its:.1f} it/s (estimated from the training index)",
                 card=CardParam(value=n), its=Number(value=round(i, 1)))
             for n, i, measured in figures]
    if sdxl:
        return sdxl_ranked(join(items, "semicolon"))
    return msg("image.rank", "For image generation, by Stable Diffusion speed (SD 1.5 at 512x512, batch 1; medians "
               "of AUTOMATIC1111 runs, data/performance/sd_its.csv): {items}.", items=join(items, "semicolon"))


def _within(answer, lines) -> list[str]:
    """The cards of ranking ``lines`` a buyer's budget buys (a line over it — a step up, a stretch — is no card to
    weigh by speed here); every card when the answer has no budget."""
    budget = getattr(answer, "budget", None)
    cap = getattr(budget, "market_amount", None) if budget is not None else None
    if not cap:
        return [x.card for x in lines]
    return [x.card for x in lines if x.price is None or x.price.amount <= cap * (1 + BUDGET_SLACK)]


BUDGET_SLACK = 0.0
"""How far past the budget a ranked card's price may be and still be weighed by speed (none: "under 600" means it)."""


def by_flux(catalog: Catalog, cards: list[str]) -> Message | None:
    """The cards ``cards`` said by FLUX.1 dev speed at 1024x1024, fastest first, each measured
    (``data/performance/flux_its.csv``) or estimated from a measured card by the training index
    (:func:`advisor.image_speed.flux_its`), said which; ``None`` with fewer than two figures."""
    from .flux_fit import held_flux_its
    from .image_speed import FLUX_STEPS

    figures = []
    for name in dict.fromkeys(cards):
        found = held_flux_its(catalog, name)  # the figure of the settings it holds (fix79d)
        if found is not None:
            figures.append((name, found[0], found[2]))
    if len(figures) < 2:
        return None
    figures.sort(key=lambda f: -f[1])
    items = [msg("image.rank.flux.measured", "{card} {its:.2f} it/s", card=CardParam(value=n),
                 its=Number(value=round(i, 2)))
             if own else
             msg("image.rank.flux.estimated", "{card} ≈ {its:.2f} it/s (estimated)", card=CardParam(value=n),
                 its=Number(value=round(i, 2)))
             for n, i, own in figures]
    return msg("image.rank.flux", "For FLUX.1 dev, by its own speed at 1024x1024 ({steps:.0f} steps an image: "
               "published runs, data/performance/flux_its.csv; estimated ones scaled from a measured card by the "
               "training index): {items}.", steps=Number(value=FLUX_STEPS), items=join(items, "semicolon"))


def image_decides(catalog: Catalog, answer, sdxl: bool = False, generic: bool = False,
                  flux: bool = False) -> list[Caveat]:
    """The :func:`by_its` sentence of a shaped buyer's answer's ranking — the cards the budget buys — as a deciding
    caveat (for a FLUX question, :func:`by_flux`: FLUX's own figures), with, for a question that named no model
    (:data:`generic`: "comfyui", "ai art"), what the heavier image and video models need (:func:`heavier_models`);
    empty when it has none."""
    from .models import Caveat
    from .shape_limits import CAVEAT_WEIGHT

    shape = getattr(answer, "shape", None)
    if shape is None or not shape.ranking:
        return []
    reference = next((x.speed.reference for x in shape.ranking if x.speed is not None and x.speed.reference), None)
    cards = _within(answer, shape.ranking)
    today = not flux and _today(catalog, answer)  # today, FLUX not named: ranked among the cards holding SDXL
    said = (by_flux(catalog, cards) if flux else None) or by_its(catalog, cards, reference, sdxl=sdxl)
    out = [Caveat(rule_id="value.perf-per-price", message=said, weight=CAVEAT_WEIGHT + 3)] if said is not None else []
    if flux and (short := flux_offloaded(catalog, cards)) is not None:  # none holds its fp8 weights (break43 #1)
        out.insert(0, Caveat(rule_id="memory.by-task", message=short, weight=CAVEAT_WEIGHT + 4))
    if today and (edge := sdxl_edge(catalog, cards)) is not None:  # none holds SDXL with room: said (fix37b)
        out.insert(0, Caveat(rule_id="memory.by-task", message=edge, weight=CAVEAT_WEIGHT + 4))
    heavier = heavier_models() if generic else None
    if heavier is not None:
        out.append(Caveat(rule_id="memory.by-task", message=heavier, weight=CAVEAT_WEIGHT + 3))
        if (pick := pick_for_heavier(catalog, shape.ranking, cards)) is not None:  # the pick against it, first:
            out.insert(0, Caveat(rule_id="memory.by-task", message=pick, weight=CAVEAT_WEIGHT + 4))  # (fix61b)
    return out


def flux_fp8_need() -> float | None:
    """The published peak (GB) of FLUX.1 dev's fp8 weights at 1024x1024 (``data/owner_jobs.csv``, about 16 GB): the
    memory a card must have to run it whole, as its speed figures assume; ``None`` without the row."""
    from . import jobs

    return next((r.vram_gb for r in jobs.rows("image-gen") if r.model == "FLUX.1 dev" and r.setting == "fp8"), None)


def flux_offloaded(catalog: Catalog, cards: list[str]) -> Message | None:
    """When none of ``cards`` (a FLUX.1 dev buyer's, within the budget) holds its fp8 weights
    (:func:`flux_fp8_need`): that each runs it only quantized (GGUF,
    about 6.5 GB at Q4 with the T5 text encoder offloaded to the CPU) with its parts offloaded, where the speeds said
    (runs with the model whole on the card) do not hold, so the cards go by memory — the most offloads least
    (break43 #1). ``None`` when a card holds the weights, or without the rows."""
    from . import jobs

    need = flux_fp8_need()
    light = min((r.vram_gb for r in jobs.rows("image-gen") if r.model == "FLUX.1 dev" and r.level == "supported"),
                default=None)
    memory = []
    for name in dict.fromkeys(cards):
        try:
            memory.append(catalog.card(name).memory_gb or 0)
        except KeyError:  # a name the catalogue no longer resolves: no memory to weigh
            continue
    if need is None or light is None or not memory or max(memory) >= need:
        return None
    return msg("image.rank.flux.offloaded", "No card within this budget holds FLUX.1 dev's fp8 weights (about "
               "{need}, data/owner_jobs.csv): each runs it only quantized (GGUF, about {light} at Q4) with parts "
               "offloaded to the CPU, slower than the speeds below, which are for the model whole on the card; so "
               "the cards go by memory, as the most memory offloads least.", need=Quantity(value=need, unit="GB"),
               light=Quantity(value=light, unit="GB"))


def pick_for_heavier(catalog: Catalog, lines, cards: list[str]) -> Message | None:
    """When the top card of a ranking with no model named (``lines``, the cards the budget buys ``cards``) has less
    memory than FLUX.1 dev's fp8 (:data:`HEAVIER`'s first setting, ``data/owner_jobs.csv``), which
    :func:`heavier_models` tells a FLUX user to buy: what FLUX runs as on it (the heaviest published setting its memory
    holds with room, GGUF) and the first card of the ranking within budget that holds the fp8 one, with its price, or
    that none does (newuser24: "預算兩萬台幣 AI 繪圖" picked a 12 GB card under its own "16–24 GB for FLUX");
    ``None`` when the pick holds it."""
    from . import jobs

    model, job, settings = HEAVIER[0]
    rows = sorted((r for r in jobs.rows(job) if r.model == model and r.level == "supported"), key=lambda r: r.vram_gb)
    need = next((r for r in rows if r.setting == settings[0]), None)
    top = lines[0] if lines else None
    if need is None or top is None or top.card not in catalog.card_rows:
        return None
    memory = catalog.card(top.card).memory_gb or 0
    if memory >= need.vram_gb:
        return None
    runs = next((r for r in reversed(rows) if r.vram_gb <= jobs.EDGE * memory), None)
    holder = next((x for x in lines if x.card in cards and x.card in catalog.card_rows
                   and (catalog.card(x.card).memory_gb or 0) >= need.vram_gb), None)
    said = msg("image.rank.pick-flux.runs", "{card} ({memory}) runs {model} only as {setting} (about {need}), slower "
               "than in {fp8}", card=CardParam(value=top.card), memory=Quantity(value=memory, unit="GB"),
               model=CardParam(value=model), setting=Text(value=runs.setting), need=Quantity(value=runs.vram_gb,
                                                                                              unit="GB"),
               fp8=Text(value=need.setting)) if runs is not None else msg(
        "image.rank.pick-flux.none", "{card} ({memory}) holds no published setting of {model} with room",
        card=CardParam(value=top.card), memory=Quantity(value=memory, unit="GB"), model=CardParam(value=model))
    if holder is not None:
        return msg("image.rank.pick-flux.holder", "For FLUX: {said}; within this budget, {card} ({memory}{price}) "
                   "holds its {fp8} (about {need}).", said=said, card=CardParam(value=holder.card),
                   memory=Quantity(value=catalog.card(holder.card).memory_gb or 0, unit="GB"),
                   price=msg("image.rank.pick-flux.price", ", {price}", price=Money(
                       amount=holder.price.amount, currency=holder.price.currency))
                   if holder.price is not None else Text(value=""), fp8=Text(value=need.setting),
                   need=Quantity(value=need.vram_gb, unit="GB"))
    return msg("image.rank.pick-flux.no-holder", "For FLUX: {said}; no card within this budget holds its {fp8} "
               "(about {need}).", said=said, fp8=Text(value=need.setting), need=Quantity(value=need.vram_gb, unit="GB"))


def _today(catalog: Catalog, answer) -> bool:
    """Whether ``answer`` is in today's market (memory decides there: an image buyer runs SDXL- and FLUX-class
    models), where an image ranking with no model named goes among the cards that hold SDXL with room
    (:func:`advisor.recommend.image.sdxl_room`)."""
    market = getattr(answer, "market", None)
    found = catalog.markets.get(market.id) if market is not None else None
    return found is not None and found.policy.memory == "decides"


def sdxl_edge(catalog: Catalog, cards: list[str]) -> Message | None:
    """When none of ``cards`` (a ranking's within budget) holds SDXL in fp16 with room: that said, the cards run it
    on the edge and go by Stable Diffusion 1.5 speed (the fallback, fix37b); ``None`` when one does."""
    from . import jobs

    need = jobs.sdxl_room()
    if need is None or not cards:
        return None
    if any((catalog.card(n).memory_gb or 0) >= need for n in cards if n in catalog.card_rows):
        return None
    peak = next((r.vram_gb for r in jobs.rows("image-gen") if r.model == "SDXL" and r.setting == "fp16"), 0.0)
    return msg("image.rank.sdxl-edge", "No card within this budget holds SDXL in fp16 with room (a published peak "
               "of about {peak}, data/owner_jobs.csv): these run it only on the edge, with nothing else on the card, "
               "and Stable Diffusion 1.5 runs freely on them.", peak=Quantity(value=peak, unit="GB"))


IMAGE_RANK_KEYS = ("image.rank", "image.rank.sdxl", "image.rank.flux")
"""The keys of the :func:`by_its` sentence (one said per answer)."""


HEAVIER = (("FLUX.1 dev", "image-gen", ("fp8", "bf16")), ("Wan 2.1 T2V-14B", "video-gen", ("fp8", "bf16")))
"""The heavier models a ComfyUI user loads beside Stable Diffusion, and the settings of ``data/owner_jobs.csv`` said
of each (a product choice: the two most asked about on the image and the video side)."""


def heavier_models() -> Message | None:
    """"Beyond Stable Diffusion, FLUX.1 dev needs about 16 GB in fp8 and 24 GB in bf16, and Wan 2.1 T2V-14B video
    about 16 GB in fp8 and 40 GB in bf16 (data/owner_jobs.csv): for them, buy 16–24 GB." — from the published rows,
    never typed here; ``None`` when a row is missing."""
    from . import jobs

    said: list[Message] = []
    lows: list[float] = []
    highs: list[float] = []
    for model, job, settings in HEAVIER:
        rows = {r.setting: r for r in jobs.rows(job) if r.model == model}
        if any(s not in rows for s in settings):
            return None
        said.append(msg("image.rank.heavier.model", "{model} about {low} in {first} and {high} in {second}",
                        model=CardParam(value=model), low=Quantity(value=rows[settings[0]].vram_gb, unit="GB"),
                        first=Text(value=settings[0]), high=Quantity(value=rows[settings[1]].vram_gb, unit="GB"),
                        second=Text(value=settings[1])))
        lows.append(rows[settings[0]].vram_gb)
        highs.append(rows[settings[1]].vram_gb)
    return msg("image.rank.heavier", "Beyond Stable Diffusion, the models people load in ComfyUI need more memory: "
               "{models} (published peaks, data/owner_jobs.csv). For FLUX or video, buy {low} to {high}; smaller "
               "cards run them only quantised or offloaded, slowly.", models=join(said, "semicolon"),
               low=Quantity(value=min(lows), unit="GB"), high=Quantity(value=highs[0], unit="GB"))
