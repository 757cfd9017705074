"""A ranking line's speed label (issue 18, issue 28): the one speed figure that fits the job, said with its unit
on each line (:func:`figure`; break26 #25: the unit is part of the figure, never left to a line the room may drop),
what the figures measure said once under the ranking (:func:`unit`), and a line set against
the first by that figure and the price (:func:`behind`: "16% slower, 372 USD less").

Three measures: ``training`` (throughput relative to the market's reference card, ``0.68x``), ``decode`` (batch-1
tokens/s on the model named) and ``image`` (an image generator's it/s: Stable Diffusion 1.5 at 512x512, batch 1,
``data/performance/sd_its.csv``, or FLUX.1 dev at 1024x1024, ``data/performance/flux_its.csv``). Split out of
:mod:`advisor.shape` so an image answer's lines (:mod:`advisor.image_lines`) say them the same way.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import i18n
from .i18n import Message, msg
from .models import RankLine, Speed
from .recommend.ranking import TIE


def figure(speed: Speed) -> Message:
    """A ranking line's speed with its unit (what it measures is said once, :func:`unit`): ``0.68x`` for
    training, ``≈ 37 tok/s (Qwen3 32B Q4_K_M)`` for decode, ``13.7 it/s`` (``≈ 18.9 it/s`` when
    estimated) for an image generator. A short form short of room drops the line under the ranking, never
    the unit beside a figure (break26 #25: "≈ 68 on Llama 4 Scout" said no tokens/s)."""
    if speed.measure == "decode":
        tok_s = round(speed.value, 1) if speed.value < 10 else round(speed.value)  # as the sentences say it (fits)
        return msg("shape.speed.decode", "≈ {speed:g} tok/s ({model} {quant})", speed=i18n.Number(value=tok_s),
                   model=i18n.Card(value=speed.model or ""), quant=speed.quant or speed.precision or "")
    if speed.measure == "image":
        its = round(speed.value, 2) if speed.value < 2 else round(speed.value, 1)  # FLUX's under 2 it/s
        if speed.kind == "estimated":
            return msg("shape.speed.image-estimated", "≈ {its:g} it/s", its=i18n.Number(value=its))
        return msg("shape.speed.image", "{its:g} it/s", its=i18n.Number(value=its))
    return msg("shape.speed.training", "{speed}", speed=i18n.Quantity(value=speed.value, unit="x", digits=2))


def unit(ranking: Sequence[RankLine], currency: str) -> Message | None:
    """What the ranking's speed figures mean, said once: training throughput relative to the
    reference card (``= 1.00x``), decode tokens/s, or an image generator's it/s (its model, size and
    table, ≈ estimated from the training index); ``None`` when no line has a figure."""
    speeds = [x.speed for x in ranking if x.speed is not None]
    if not speeds:
        return None
    training = next((s for s in speeds if s.measure == "training"), None)
    if training is not None:
        return msg("shape.unit.training", "speed: training throughput, {reference} = 1.00x",
                   reference=i18n.Card(value=training.reference or ""))
    image = next((s for s in speeds if s.measure == "image"), None)
    if image is not None and (image.model or "").startswith("FLUX"):
        return msg("shape.unit.flux", "speed: FLUX.1 dev it/s, 1024x1024; flux_its.csv, ≈ estimated")
    if image is not None and image.model == "SDXL":
        return msg("shape.unit.sdxl", "speed: SDXL it/s, 1024x1024, fp16; sdxl_its.csv, ≈ estimated")
    if image is not None:
        return msg("shape.unit.image", "speed: Stable Diffusion 1.5 it/s, 512x512, batch 1; sd_its.csv, ≈ estimated")
    models = {s.model for s in speeds if s.measure == "decode" and s.model}
    if len(models) > 1:  # each card on the largest model it holds: a column of several models (newuser13)
        return msg("shape.unit.decode-mixed", "speed: tokens/s generating one answer at a time (batch 1), each on "
                   "the largest everyday model that card holds: the models differ, so compare lines on the same "
                   "model")
    return msg("shape.unit.decode", "speed: tokens/s generating one answer at a time (batch 1), on the model named")


def other_model(unit_said: Message | None, ranking: Sequence[RankLine], asked: str,
                resolved: str | None = None) -> Message | None:
    """The decode unit (:func:`unit`) when the model ``asked`` is not the one the ranking's speeds are on (it fits
    none of the cards, or has no figure on them): said so, with the model the speeds are on ("4090 vs 5090 for
    llama 3 70b" showed tokens/s "on Qwen3 32B" without saying the model changed); ``unit_said`` otherwise."""
    models = {x.speed.model for x in ranking if x.speed is not None and x.speed.measure == "decode" and x.speed.model}
    said = {m.casefold() for m in models}
    if not models or asked.casefold() in said or (resolved or "").casefold() in said:  # "70b" is the "70B" shown
        return unit_said  # (newuser15); "qwen3-coder 30b" resolved is the "Qwen3-Coder 30B-A3B" shown (newuser18)
    if len(models) == 1:
        return msg("shape.unit.decode-other", "speed: tokens/s generating one answer at a time (batch 1), on {model}, "
                   "not {asked}: {asked} has no speed on these cards (it does not fit, or none is published)",
                   model=i18n.Card(value=next(iter(models))), asked=i18n.Card(value=asked))
    return msg("shape.unit.decode-other-mixed", "speed: tokens/s generating one answer at a time (batch 1), each "
               "on the largest everyday model that card holds, not {asked}: {asked} has no speed on these cards",
               asked=i18n.Card(value=asked))


def behind(mine: float | None, best: float | None, saving: float, currency: str) -> Message | None:
    """A line set against the first by speed figures ``mine`` and ``best`` (one measure) and the first's price less
    this line's (``saving``, ``currency``): "12 % slower, 184 USD less", "1 % faster, 13 USD more", "as fast, 13 USD
    more" within the ranking's tie; ``None`` when neither says anything (slower and dearer, or no figure)."""
    if not mine or not best:
        return None
    if mine > best and saving < 0 and mine <= best * (1 + TIE):  # within the ranking's tie: as fast, not faster
        return msg("shape.role.as-fast", "as fast, {more} more", more=i18n.Money(amount=-saving, currency=currency))
    if mine > best and saving < 0:
        return msg("shape.role.ahead", "{faster} faster, {more} more",
                   faster=i18n.Quantity(value=max(1, round((mine / best - 1) * 100)), unit="%"),
                   more=i18n.Money(amount=-saving, currency=currency))
    if mine >= best or saving <= 0:
        return None
    return msg("shape.role.behind", "{slower} slower, {saving} less",
               slower=i18n.Quantity(value=round((1 - mine / best) * 100), unit="%"),
               saving=i18n.Money(amount=saving, currency=currency))


def best_tied(ranking: list[RankLine]) -> list[RankLine]:
    """``ranking`` with its "fastest recommended within budget" line (``shape.role.best``) said "as fast as the
    fastest within budget, for less" when another line within the budget has a higher figure of the same measure:
    the pick was made among cards within :data:`~advisor.recommend.ranking.TIE` for its lower price, so "fastest"
    beside a faster figure reads as an error (N02: 0.68x "fastest" above a 0.69x line)."""
    out = list(ranking)
    for i, line in enumerate(out):
        if line.reason is None or line.reason.key != "shape.role.best" or line.speed is None:
            continue
        mine = line.speed
        if any(x.role != "stretch" and x.speed is not None and x.speed.measure == mine.measure
               and x.speed.model == mine.model and x.speed.value > mine.value for x in out if x is not line):
            out[i] = line.model_copy(update={"reason": msg("shape.role.best.tied", "as fast as the fastest within "
                                                           "budget, for less")})
    return out

def speed_model_said(model: str | None, answer, resolved: str | None = None):
    """``answer`` with its unit saying the model its decode speeds are on when ``model`` (the one asked) is another
    (:func:`other_model`; newuser13: "4090 vs 5090 for llama 3 70b" showed tokens/s "on Qwen3 32B" with no word that
    the model changed); unchanged when no model was asked, the speeds are on it (the name typed, or ``resolved``: the
    model it was read as), or the ranking has no decode speed.
    Applied by the commands themselves (``compare``, ``recommend``), so ``ask`` and a typed command say the same."""
    shape = getattr(answer, "shape", None)
    if shape is None or not model or not shape.ranking:
        return answer
    said = other_model(shape.unit, shape.ranking, model, resolved)
    if said is shape.unit:
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"unit": said})})


def stand_ins_said(model: str | None, answer, resolved: str | None = None):
    """A comparison's ``answer`` whose ranking lines carry decode speeds on a stand-in model (the largest everyday
    one the card holds) because the model asked (``model``; ``resolved``: the name it was read as) fits none of
    them alone: each such line says so where the eye is ("does not hold Llama 3.3 70B", in place of a "1.70x
    faster" that set two stand-in figures against each other), in every face, and the unit under the ranking is
    true of the lines (fix62a #1: "budget 2000, 4090 or 5090 for llama 70b" listed speeds on Qwen3 32B, said only
    under the ranking, which the console may leave out; "… or 2x 3090 for llama 70b" said "Llama 3.3 70B has no
    speed on these cards" beside the 3090 pair's 17 tok/s on it). Unchanged without a model asked or a stand-in.
    Applied to comparisons only: a ranking of picks (recommend) says its own roles."""
    shape = getattr(answer, "shape", None)
    if shape is None or not model or not shape.ranking:
        return answer
    names = {model.casefold(), (resolved or "").casefold()} - {""}
    decode = {i for i, x in enumerate(shape.ranking) if x.speed is not None and x.speed.measure == "decode"
              and x.speed.model}
    stand_in = {i for i in decode if (shape.ranking[i].speed.model or "").casefold() not in names}
    if not stand_in:
        return answer
    ranking = [x.model_copy(update={"reason": msg("shape.role.stand-in", "does not hold {model}",
                                                  model=i18n.Card(value=model)), "role": "asked"})
               if i in stand_in else x for i, x in enumerate(shape.ranking)]
    held = bool(decode - stand_in)
    unit = shape.unit
    if held:  # the model asked has speeds on some lines: the others' models differ, said so (never "has no speed")
        unit = msg("shape.unit.decode-mixed", "speed: tokens/s generating one answer at a time (batch 1), each on "
                   "the largest everyday model that card holds: the models differ, so compare lines on the same "
                   "model")
    elif unit is None or unit.key not in ("shape.unit.decode-other", "shape.unit.decode-other-mixed"):
        unit = other_model(unit, shape.ranking, model, resolved)
    return answer.model_copy(update={"shape": shape.model_copy(update={"ranking": ranking, "unit": unit})})


RELABELED = frozenset({"shape.role.best", "shape.role.best.tied", "shape.role.runner-up", "shape.role.behind",
                       "shape.role.ahead", "shape.role.as-fast", "shape.role.ahead-cheaper", "shape.role.behind-dearer",
                       "shape.role.best-sd", "shape.role.lighter-setting", "shape.role.heaviest-setting",
                       "shape.role.most-memory-offloads"})
"""The ranking reasons that set a line against the first by speed and price (or say it is the first): re-said by
:func:`job_labels` when a job re-orders a ranking; a role's own words (best value, most memory) and a route's label
stand."""


def _cost(line: RankLine) -> float | None:
    """What a line's cards cost in all (``None`` unpriced)."""
    if line.total is not None:
        return line.total
    return line.price.amount * line.gpus if line.price is not None else None


def against(line: RankLine, top: RankLine) -> Message:
    """``line`` set against the first line ``top`` by their speed figures (one measure) and costs: "16% slower, 372
    USD less" (:func:`behind`), "3% slower, 14 USD more" (slower and dearer: said, never a bare "runner-up" that reads
    as second best), "12% faster, 40 USD less"; "runner-up" when a figure or a price is missing."""
    mine = line.speed.value if line.speed is not None else None
    best = top.speed.value if top.speed is not None else None
    cost, top_cost = _cost(line), _cost(top)
    fallback = msg("shape.role.runner-up", "runner-up")
    if (not mine or not best or cost is None or top_cost is None or line.price is None or line.speed is None
            or top.speed is None or (line.speed.measure, line.speed.model) != (top.speed.measure, top.speed.model)):
        return fallback
    currency = line.price.currency
    said = behind(mine, best, top_cost - cost, currency)
    if said is not None:
        return said
    if mine < best and cost > top_cost:
        return msg("shape.role.behind-dearer", "{slower} slower, {more} more",
                   slower=i18n.Quantity(value=max(1, round((1 - mine / best) * 100)), unit="%"),
                   more=i18n.Money(amount=cost - top_cost, currency=currency))
    if mine > best and cost < top_cost:
        return msg("shape.role.ahead-cheaper", "{faster} faster, {saving} less",
                   faster=i18n.Quantity(value=max(1, round((mine / best - 1) * 100)), unit="%"),
                   saving=i18n.Money(amount=top_cost - cost, currency=currency))
    return fallback


def job_labels(lines: list[RankLine], held: dict[str, float] | None = None,
               lead: Message | None = None) -> list[RankLine]:
    """``lines`` (a ranking a job has re-ordered: a video model's by the heaviest setting each card holds, then
    compute; an offloaded one's by memory) with each line's reason said from this order, not the general ranking's
    it came from (fix63d: "runner-up" on the first line, "fastest recommended within budget" on the second, "41%
    slower" on a first line). The first line: ``lead`` when given, else "fastest recommended within budget" when no
    line within budget has a higher figure, "as fast as the fastest within budget, for less" within the tie, or
    "runs the heaviest setting within budget" when ``held`` (each card within budget: its heaviest setting's GB)
    has a card holding less. The others: "a lighter
    setting only (about 8 GB)" when ``held`` gives them less than the first, else set against the first
    (:func:`against`). A reason outside :data:`RELABELED` (best value, most memory, a route) stands, as does a
    stretch or cheapest line's."""
    if not lines:
        return lines
    top = lines[0]
    out: list[RankLine] = []
    for i, x in enumerate(lines):
        if x.role in ("stretch", "cheapest") or (x.reason is not None and x.reason.key not in RELABELED):
            out.append(x)
            continue
        if i == 0:
            out.append(x.model_copy(update={"role": "best", "reason": lead or _lead(x, lines, held)}))
            continue
        if held is not None and held.get(x.card, 0.0) < held.get(top.card, 0.0):
            reason = msg("shape.role.lighter-setting", "a lighter setting only (about {need})",
                         need=i18n.Quantity(value=held.get(x.card, 0.0), unit="GB"))
        else:
            reason = against(x, top)
        out.append(x.model_copy(update={"role": "runner-up" if x.role == "best" else x.role, "reason": reason}))
    return out


def _lead(top: RankLine, lines: list[RankLine], held: dict[str, float] | None) -> Message:
    """The first line's reason (:func:`job_labels`)."""
    faster = [x.speed.value for x in lines if x is not top and x.role != "stretch" and x.speed is not None
              and top.speed is not None and (x.speed.measure, x.speed.model) == (top.speed.measure, top.speed.model)
              and x.speed.value > top.speed.value]
    if held is not None and any(v < held.get(top.card, 0.0) for v in held.values()):  # a card within budget
        # holds less, shown or not (a 12 GB card ranked out): the setting is what put this card first
        return msg("shape.role.heaviest-setting", "runs the heaviest setting within budget")
    if top.speed is not None and not faster:
        return msg("shape.role.best", "fastest recommended within budget")
    if top.speed is not None and max(faster) <= top.speed.value * (1 + TIE):
        return msg("shape.role.best.tied", "as fast as the fastest within budget, for less")
    return msg("shape.role.runner-up", "runner-up")
