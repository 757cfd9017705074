"""The ranking lines of an image answer by the image generator's own speed (issue 28, image25 #1, #2): a
recommendation ranked and decided by Stable Diffusion it/s (:mod:`advisor.image_rank`) still showed each card's
training index ("0.50x", "speed: training throughput, GeForce RTX 4090 = 1.00x") and set the runner-ups against the
first by it ("16% slower"); a comparison for image generation marked "1.66x faster, better value" by the training
index beside a headline whose it/s and it/s per price said otherwise.

:func:`image_speed` is a card's one speed figure for the job — Stable Diffusion 1.5 it/s at 512x512, batch 1
(:func:`advisor.image_rank.its_of`: ``data/performance/sd_its.csv``'s medians, else estimated from the training
index), or for a FLUX question FLUX.1 dev it/s at 1024x1024 (:func:`advisor.image_speed.flux_its`:
``data/performance/flux_its.csv``); :func:`recommendation_lines` and :func:`comparison_lines` put it on every line
and say the lines' reasons by it (:func:`advisor.shape_speed.behind`; faster and best value as it/s per price).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import i18n
from .i18n import msg
from .models import RankLine, Shape, Speed
from .shape_speed import against, behind, unit

if TYPE_CHECKING:
    from .catalog import Catalog

SD_MODEL = "Stable Diffusion 1.5"
FLUX_MODEL = "FLUX.1 dev"
SDXL_MODEL = "SDXL"
BEHIND_KEYS = ("shape.role.behind", "shape.role.ahead", "shape.role.as-fast", "shape.role.runner-up")
"""A runner-up's reasons set against the first line by speed (:func:`advisor.shape_speed.behind`)."""


def image_speed(catalog: Catalog, card: str, flux: bool = False, sdxl: bool = False) -> Speed | None:
    """``card``'s image speed as a ranking line's figure: FLUX.1 dev it/s at 1024x1024 (``flux``), SDXL's at
    1024x1024 (``sdxl``: ``data/performance/sdxl_its.csv``), else Stable Diffusion 1.5 it/s at 512x512, batch 1;
    ``kind`` measured (the table's own row) or estimated; ``None`` without a figure."""
    if sdxl and not flux:
        from .image_speed import sdxl_its

        got = sdxl_its(catalog, card)
        if got is None:
            return None
        return Speed(measure="image", value=got[0], kind="measured" if got[2] else "estimated", model=SDXL_MODEL,
                     source=msg("speed.source.sdxl", "data/performance/sdxl_its.csv"))
    if flux:
        from .flux_fit import held_flux_its

        found = held_flux_its(catalog, card)  # the figure of the settings it holds (fix79d)
        if found is None:
            return None
        its, _, own = found
        return Speed(measure="image", value=its, kind="measured" if own else "estimated", model=FLUX_MODEL,
                     source=msg("speed.source.flux", "data/performance/flux_its.csv"))
    from .image_rank import its_of

    sd = its_of(catalog, card)
    if sd is None:
        return None
    return Speed(measure="image", value=sd[0], kind="measured" if sd[1] else "estimated", model=SD_MODEL,
                 source=msg("speed.source.sd", "data/performance/sd_its.csv"))


def _cost(line: RankLine) -> float | None:
    """What a line's cards cost in all (``None`` unpriced)."""
    if line.total is not None:
        return line.total
    return line.price.amount * line.gpus if line.price is not None else None


def recommendation_lines(catalog: Catalog, shape: Shape, currency: str, flux: bool = False,
                         sdxl: bool = False) -> Shape:
    """``shape`` (a recommendation's) with each line's speed the image figure (:func:`image_speed`; none for a card
    without one; SDXL's with ``sdxl``: a time per SDXL image asked, :mod:`advisor.image_target`) and each runner-up
    set against the first pick by it ("7% slower, 372 USD less"), the unit said for it; ``shape`` unchanged when no
    line has a figure."""
    speeds = [image_speed(catalog, x.card, flux, sdxl) for x in shape.ranking]
    if not any(speeds):
        return shape
    lines = [x.model_copy(update={"speed": s}) for x, s in zip(shape.ranking, speeds, strict=True)]
    top = next((x for x in lines if x.role == "best"), lines[0])
    out = []
    for x in lines:
        mine, best = (x.speed.value if x.speed else None), (top.speed.value if top.speed else None)
        cost, top_cost = _cost(x), _cost(top)
        if x.role == "runner-up" and x is not top and (x.reason is None or x.reason.key in BEHIND_KEYS):
            said = (behind(mine, best, top_cost - cost, x.price.currency)
                    if cost is not None and top_cost is not None and x.price is not None else None)
            if said is None and mine and best and round(mine / best, 2) > 1.0 and cost is not None and (
                    top_cost is not None and cost < top_cost and x.price is not None):  # FLUX's order is not SD's
                said = msg("shape.role.ahead-cheaper", "{faster} faster, {saving} less",
                           faster=i18n.Quantity(value=max(1, round((mine / best - 1) * 100)), unit="%"),
                           saving=i18n.Money(amount=top_cost - cost, currency=x.price.currency))
            x = x.model_copy(update={"reason": said or against(x, top)})  # slower and dearer: said (fix63d)
        elif x is top and x.reason is not None and x.reason.key == "shape.role.best.tied" and best and not any(
                y.speed is not None and y.role != "stretch" and y.speed.value > best for y in lines if y is not x):
            x = x.model_copy(update={"reason": msg("shape.role.best", "fastest recommended within budget")})  # tied
            # by the training index, fastest by the image figure shown (fix63d: "as fast as the fastest" atop 1.23)
        elif x is top and flux and x.reason is not None and x.reason.key == "shape.role.best" and any(
                y.speed is not None and best and round(y.speed.value / best, 2) > 1.0 and y.role == "runner-up"
                for y in lines):  # "fastest" by SD 1.5, not by the FLUX figures shown
            x = x.model_copy(update={"reason": msg("shape.role.best-sd", "fastest within budget by Stable "
                                                   "Diffusion 1.5 it/s")})
        out.append(x)
    if flux:
        out = offloaded_labels(out)
    return shape.model_copy(update={"ranking": out, "unit": unit(out, currency)})


def offloaded_labels(lines: list[RankLine]) -> list[RankLine]:
    """A FLUX buyer's ranked ``lines`` when the first card holds less than FLUX.1 dev's fp8 weights
    (:func:`advisor.image_rank.flux_fp8_need`; ranked by memory, :func:`advisor.recommend.image.offloaded_rank`):
    the first said "most memory: offloads least", a runner-up with less memory "{gap} less memory: offloads more" —
    never "faster" than the first by a speed that assumes the model whole on the card (break43 #1). ``lines``
    unchanged when the first card holds the weights."""
    from .image_rank import flux_fp8_need

    need = flux_fp8_need()
    top = next((x for x in lines if x.role == "best"), None)
    if need is None or top is None or (top.memory_gb or 0) >= need:
        return lines
    out = []
    for x in lines:
        if x is top:
            x = x.model_copy(update={"reason": msg("shape.role.most-memory-offloads", "most memory: offloads least")})
        elif x.role == "runner-up" and (x.memory_gb or 0) < (top.memory_gb or 0):
            x = x.model_copy(update={"reason": msg("shape.role.less-memory-offloads", "{gap} less memory: offloads "
                                                   "more", gap=i18n.Quantity(value=(top.memory_gb or 0) - (
                                                       x.memory_gb or 0), unit="GB"))})
        out.append(x)
    return out


def comparison_lines(catalog: Catalog, shape: Shape, currency: str, flux: bool = False
                     ) -> tuple[Shape, RankLine, RankLine | None] | None:
    """``shape`` (a comparison's, one card a line) with each line's speed the image figure, the fastest first
    marked "{speedup} faster" over the next, the most it/s per price "best value" (with "faster, better value" on
    one line), the others "slower"; with the fastest line and the best-value one (``None`` unless every line is
    priced in one currency). ``None`` when a card has no figure (an estimate is one: Stable Diffusion's scaled from a
    measured card, a FLUX one from a measured FLUX run, :func:`advisor.image_speed.flux_its`, said estimated)."""
    speeds = [image_speed(catalog, x.card, flux) for x in shape.ranking]
    if len(speeds) < 2 or any(s is None for s in speeds):  # estimates too, said "≈ (estimated)": an image buyer's
        return None  # comparison is in it/s, never the training index (break17 #6)
    lines = sorted((x.model_copy(update={"speed": s}) for x, s in zip(shape.ranking, speeds, strict=True)),
                   key=lambda x: -(x.speed.value if x.speed else 0.0))
    fast, second = lines[0], lines[1]
    ratio = (fast.speed.value / second.speed.value) if fast.speed and second.speed and second.speed.value else 1.0
    costs = [_cost(x) for x in lines]
    value = None
    if all(c for c in costs) and len({x.price.currency for x in lines if x.price}) == 1:
        per = [(x.speed.value if x.speed else 0.0) / (c or 1.0) for x, c in zip(lines, costs, strict=True)]
        value = roomier(lines, per, lines[per.index(max(per))])
    out = []
    for x in lines:  # a figure within the rounding of the fastest (1.00x) is as fast: neither faster nor slower
        ahead = round(ratio, 2) > 1.0
        level = x.speed is not None and fast.speed is not None and round(fast.speed.value / x.speed.value, 2) <= 1.0
        role = "faster" if x is fast and ahead else "asked" if level else "slower"
        reason = (msg("shape.role.faster-by", "{speedup} faster", speedup=i18n.Quantity(value=ratio, unit="x",
                                                                                        digits=2))
                  if role == "faster" else msg("shape.role.slower", "slower") if role == "slower" else None)
        if x is value:
            reason = (msg("shape.role.faster-and-value", "{faster}, better value", faster=reason)
                      if role == "faster" and reason is not None else msg("shape.role.value", "best value"))
        out.append(x.model_copy(update={"role": role, "reason": reason}))
    return (shape.model_copy(update={"ranking": out, "unit": unit(out, currency)}), out[0],
            next((x for x in out if value is not None and x.card == value.card), None))


def roomier(lines: list[RankLine], per: list[float], value: RankLine) -> RankLine:
    """The best value of an image comparison, where memory decides (newuser13: "3060 12g vs 4060 8g for sd" gave
    the 8 GB 4060 "better value" for 2 % more it/s, while only the 3060's 12 GB holds SDXL at 1024x1024 in fp16):
    among the lines whose it/s per price (``per``, in ``lines``' order) is within
    :data:`~advisor.recommend.ranking.CLEARLY_BETTER` of the most, the one whose memory holds the heaviest published
    set-up (:func:`advisor.jobs.heaviest_setup`, ``data/owner_jobs.csv``); ``value`` (the most it/s per price) when
    no line holds a heavier set-up than it, or none is close enough."""
    from .jobs import heaviest_setup
    from .recommend.ranking import CLEARLY_BETTER

    def need(x: RankLine) -> float:
        setup = heaviest_setup("image-gen", x.memory_gb or 0.0)
        return setup[0] if setup is not None else 0.0

    best = max(per)
    close = [x for x, p in zip(lines, per, strict=True) if p >= best * (1 - CLEARLY_BETTER)]
    top = max(close, key=need)
    return top if need(top) > need(value) else value


FLUX_SAID = ("jobs.gen.runs.flux", "jobs.gen.runs.flux-unrun", "jobs.gen.after.unrun", "image.flux.measured",
             "image.flux.estimated")
"""The sentences that say a card's FLUX.1 dev speed (or that FLUX's published runs give it none, in the long form
or the short one after a run verdict, :func:`advisor.run_verdict.speed_only`): an answer saying one shows FLUX's
figures on its lines."""
SDXL_SAID = ("image.sdxl.measured", "image.sdxl.estimated")
"""The sentences that say a card's SDXL speed: an answer saying one (and no SD 1.5 figure) shows SDXL's on its lines."""
SD_SAID = ("image.its", "image.its.ref", "image.its.estimated")
UNMEASURED = "jobs.gen.runs.unmeasured"
"""The sentence that says no published speed of the model asked is in the tables: its lines show no image speed."""


def _keys(message) -> set[str]:
    """``message``'s key and the keys of every message among its parameters."""
    out = {message.key}
    for param in getattr(message, "params", {}).values():
        if getattr(param, "type", None) == "message":
            out |= _keys(param)
    return out


def verdict_lines(catalog: Catalog, answer):
    """``answer`` (a ``why`` for image generation, or an owner's image job) whose lines show the image speed its
    headline says — FLUX.1 dev's when a sentence of its short form gives the card's FLUX figure, SDXL's when it gives
    the card's SDXL figure alone, else Stable Diffusion 1.5's — not the training index (the owner's upgrades were
    "0.71x · 24 GB more" beside "0.72 it/s for FLUX.1 dev"); their reasons (memory, verdicts) stand. Unchanged
    without a shape or a figure."""
    shape = getattr(answer, "shape", None)
    market = getattr(answer, "market", None)
    if shape is None or market is None or not shape.ranking:
        return answer
    said: set[str] = set()
    for m in [shape.headline, *(c.message for c in shape.decides)]:
        said |= _keys(m)
    if UNMEASURED in said:  # "no published speed of FLUX.2 dev": no other model's it/s on its lines (break20 #5:
        lines = [x.model_copy(update={"speed": None}) for x in shape.ranking]  # "how fast?" showed SD 1.5's 21.3)
        return answer.model_copy(update={"shape": shape.model_copy(update={"ranking": lines, "unit": None})})
    flux = any(k in said for k in FLUX_SAID)
    sdxl = any(k in said for k in SDXL_SAID) and not any(k in said for k in SD_SAID)  # the figure the headline says
    speeds = [image_speed(catalog, x.card, flux, sdxl) for x in shape.ranking]
    if not any(speeds):
        return answer
    lines = [x.model_copy(update={"speed": s}) for x, s in zip(shape.ranking, speeds, strict=True)]
    return answer.model_copy(update={"shape": shape.model_copy(update={"ranking": lines,
                                                                       "unit": unit(lines, market.currency)})})


def image_first(catalog: Catalog, answer, flux: bool = False, generic: bool = False, flux2: bool = False):
    """An ``image`` recommendation (``recommend --use-case image``) with the :func:`advisor.image_rank.by_its`
    sentence of its ranking first among its deciding facts, as ``ask`` says it for a generator named, and its lines
    by that speed (:func:`with_image_lines`; FLUX.1 dev's figures with ``flux``, a FLUX buyer's ranking); with
    ``generic`` (no generator named: ``recommend --use-case image``) what the heavier models need, as ``ask`` says it
    to "best gpu for image generation" (:func:`advisor.image_rank.heavier_models`); with ``flux2`` (a FLUX.2 buyer,
    ranked by FLUX.1 dev's figures among the cards that hold FLUX.2's lightest set-up) that said first
    (:func:`advisor.recommend.image.flux2_said`); unchanged without a shape."""
    shape = getattr(answer, "shape", None)
    if shape is None:
        return answer
    from .image_rank import image_decides

    said = image_decides(catalog, answer, sdxl=flux, flux=flux, generic=generic and not flux)
    if flux2:
        from .recommend.image import FLUX2, flux2_said, flux_need

        top = shape.ranking[0] if shape.ranking else None
        said = [flux2_said(top is not None and (top.memory_gb or 0) >= (flux_need(FLUX2) or 0)), *said]
    if flux or flux2:  # a card ranked for its memory though the rules hold it back for ROCm: said, and labelled so
        shape, said = _rocm_said(answer, shape, said)
    if not said:  # one card within budget: no order to say, but its line still shows the image speed (break17 #6)
        return with_image_lines(catalog, answer, flux=flux)
    return with_image_lines(catalog, answer.model_copy(update={"shape": shape.model_copy(update={
        "decides": [*said, *shape.decides]})}), flux=flux)


def _rocm_said(answer, shape, said: list):
    """``shape`` and ``said`` (a FLUX buyer's deciding facts) with, for each pick the rules hold back only for ROCm
    (:data:`advisor.recommend.image.ROCM_RULE`: ranked because it holds the model where no CUDA card within the
    budget does, :func:`advisor.recommend.image.with_rocm_holders`), its ROCm finding said after the model's memory
    and its line labelled as holding the model on ROCm, never "fastest recommended" (the first such pick's finding
    names the others: one line)."""
    from .models import Caveat
    from .recommend.image import ROCM_RULE
    from .shape_limits import CAVEAT_WEIGHT

    held = {p.card: r for p in getattr(answer, "picks", []) or [] for r in p.reasons if r.rule_id == ROCM_RULE}
    if not held:
        return shape, said
    first = next(iter(held.values()))
    line = Caveat(rule_id=ROCM_RULE, weight=CAVEAT_WEIGHT + 3, message=first.message)  # it names its card
    label = msg("image.rank.rocm-holds", "holds it, on ROCm (Linux), not CUDA")
    ranking = [x.model_copy(update={"reason": label}) if x.card in held else x for x in shape.ranking]
    return shape.model_copy(update={"ranking": ranking}), [*said[:1], line, *said[1:]]


def with_image_lines(catalog: Catalog, answer, flux: bool = False):
    """``answer`` (an image buyer's recommendation) whose ranking lines show the image speed that orders and decides
    it, not the training index (:func:`advisor.image_lines.recommendation_lines`; FLUX.1 dev's with ``flux``)."""
    shape = getattr(answer, "shape", None)
    market = getattr(answer, "market", None)
    if shape is None or market is None:
        return answer
    return answer.model_copy(update={"shape": recommendation_lines(catalog, shape, market.currency, flux)})
