"""A video owner's open upgrade names its step up for the job (fix72c #1: "my 2080 ti 22gb modded, what should I
upgrade to for comfyui video?" was answered with what the card runs and no card to get — the owner's general steps
up, the cheapest recommended card of each larger memory, were left out of the short form, and none was sized for video,
while an LLM owner's and an image owner's upgrade name their steps: :mod:`advisor.ask.upgrade_open`,
:mod:`advisor.ask.image_owner_steps`).

An owner asking what to upgrade to for video generation, no budget (``why`` of their one card with the video job) is
answered by the steps up for that job: the market's priced cards with more memory than theirs and no slower by the
training index (video denoising is compute-bound after memory, :mod:`advisor.ask.video_speed`), each sized by the
heaviest published setting it holds with room (``data/owner_jobs.csv`` through :func:`advisor.ask.job_buyer._best`).
A step is a card that runs a setting the owner's card cannot hold; of each such setting the cheapest card, at most
:data:`STEPS`, lightest first. The headline leads with the first step (its memory, price, what it runs that theirs
cannot, and its speed against theirs), then what their card runs; the ranking is the steps, each with its setting.
When no priced card runs a heavier setting, the fastest priced card of at least their memory stands as the step (the
speed step: same setting, faster). Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import jobs
from ..i18n import Quantity, msg
from ..image_needs import VIDEO_GENERIC, _rows, find_generator
from ..models import RankLine, Verdict
from ..recommend import cheapest_per_card, offers
from ..recommend.picks import training_speed
from ..routes import route_of
from ..used_msrp import price_param
from ..wording import card_param, gb
from . import cues
from .job_buyer import _best
from .steps_asked import GETTING

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

STEPS = 3
"""Steps up listed (one a heavier setting)."""
VIDEO = "video-gen"
"""The owner's job this answer is for (:data:`advisor.jobs.JOBS`)."""
CAVEATS = 1
"""The owner's job levers kept as caveats (the heaviest): the steps up are what was asked, the rest are details."""
FASTER = 1.5
"""The share of the owner's training index a card of no heavier setting must reach to stand as the speed step (as
:data:`advisor.ask.image_owner_steps.FASTER_ENOUGH`: less is not worth a swap)."""
USE_CASE = "image"
"""The use case a video owner's cards are assessed for (the question reader reads video generation as it)."""


def _asks_to_get(text: str) -> bool:
    """Whether ``text`` asks for a card to get (upgrade, buy, which card: :mod:`advisor.ask.steps_asked`'s words,
    not its out-of-memory ones: "runs out of memory, which settings?" is answered by the settings)."""
    low = " ".join(text.lower().split())
    return bool(cues.UPGRADE.search(low) or cues.BUY_WHAT.search(low) or GETTING.search(low))


def _order(t: tuple) -> tuple:
    """A step's order among those of one setting: a recommended card first, then the cheapest."""
    return (t[1].assessment.verdict != "recommended", t[1].price.amount)


def _times(value: float) -> Quantity:
    return Quantity(value=round(value, 1), unit="x", digits=1)


def owner_video_steps(advisor: Advisor, text: str, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (an owner's ``why`` of their one card for video generation, asking what to get) led by the step up
    for the job and ranked by the steps (module docstring); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if (not isinstance(answer, Verdict) or answer.owner is None or shape is None or read_as.command != "why"
            or not read_as.own or len(read_as.cards) != 1 or read_as.budget is not None
            or not _asks_to_get(text)):
        return answer
    g = find_generator(text, unnamed_video=True)
    if g is None and read_as.job == VIDEO:
        g = VIDEO_GENERIC  # "comfyui video": the video job read, no model named
    if g is None or g.job != VIDEO:
        return answer
    rows = _rows(g)
    try:
        mine = advisor.card(read_as.cards[0])
    except KeyError:
        return answer
    market = advisor.catalog.markets.get(answer.market.id)
    if not rows or market is None:
        return answer
    said = (read_as.memory_gb or [None])[0]
    owned = said if said is not None and (not mine.memory_gb or said < 2 * mine.memory_gb) else mine.memory_gb or 0.0
    cc = float(mine.compute_capability) if mine.compute_capability else None
    held = _best(rows, owned, 0.0, cc)
    pace = training_speed(advisor.catalog, market, mine.name)
    if not owned or pace is None or not pace.value:
        return answer
    found = []  # (setting, offer, speed)
    for o in cheapest_per_card(offers(advisor.catalog, advisor.rules, market, USE_CASE, None)):
        card = o.card
        if (card.name == mine.name or o.assessment.verdict not in ("recommended", "situational")
                or not card.memory_gb or card.memory_gb < owned or card.is_system or route_of(card).route != "cuda"):
            continue
        speed = training_speed(advisor.catalog, market, card.name)
        if speed is None or speed.value < pace.value:
            continue  # a slower card (and a card off CUDA: ComfyUI's video nodes are CUDA's) is never a step up
        best = _best(rows, card.memory_gb, 0.0, float(card.compute_capability) if card.compute_capability else None)
        if best is None:
            continue
        found.append((best, o, speed))
    heavier = [t for t in found if held is None or t[0].vram_gb > held.vram_gb]
    by_setting: dict = {}
    for t in heavier:  # of each heavier setting the cheapest recommended card, else the cheapest kept for some cases
        cur = by_setting.get(t[0])
        if cur is None or _order(t) < _order(cur):
            by_setting[t[0]] = t
    steps = sorted(by_setting.values(), key=lambda t: (t[0].vram_gb, t[1].price.amount))
    taken = {t[1].card.name for t in steps}
    faster = [t for t in found if t[1].card.name not in taken and t[2].value >= FASTER * pace.value]
    quick = min(faster, key=_order) if faster else None
    if quick is not None and (not steps or quick[1].price.amount < steps[0][1].price.amount):
        steps = [*steps[:STEPS - 1], quick]  # the speed step, cheaper than the memory step: after it
    steps = steps[:STEPS]
    if not steps:
        return answer
    lines = [RankLine(card=o.card.name, role="upgrade", price=o.price, memory_gb=o.card.memory_gb, speed=speed,
                      reason=msg("ask.owner-video-steps.runs", "runs {model} {setting}", model=card_param(best.model),
                                 setting=jobs.setting_said(best)) if held is None or best.vram_gb > held.vram_gb
                      else msg("ask.owner-video-steps.faster", "your setting, {times} your speed", times=_times(
                          speed.value / pace.value)))
             for best, o, speed in steps]
    best, first, speed = steps[0]
    params = dict(card=card_param(mine.name), owned=gb(owned), other=card_param(first.card.name),
                  memory=gb(first.card.memory_gb or 0.0), price=price_param(first.price),
                  times=_times(speed.value / pace.value))
    if held is not None and best.vram_gb > held.vram_gb:
        head = msg("ask.owner-video-steps.head", "For video generation, the step up from your {owned}: "
                   "{other} ({memory}, {price}) runs {model} {setting} (about {need}), which yours cannot hold "
                   "(it runs {mine_model} {mine_setting}, about {mine_need}), at about {times} your speed.",
                   model=card_param(best.model), setting=jobs.setting_said(best),
                   need=Quantity(value=best.vram_gb, unit="GB"), mine_model=card_param(held.model),
                   mine_setting=jobs.setting_said(held), mine_need=Quantity(value=held.vram_gb, unit="GB"), **params)
    elif held is None:
        head = msg("ask.owner-video-steps.head-none", "For video generation, the step up from your {owned}: "
                   "{other} ({memory}, {price}) runs {model} {setting} (about {need}), which yours cannot hold with "
                   "room, at about {times} your speed.", model=card_param(best.model),
                   setting=jobs.setting_said(best), need=Quantity(value=best.vram_gb, unit="GB"), **params)
    else:
        head = msg("ask.owner-video-steps.speed", "For video generation, the step up from your {owned}: "
                   "{other} ({memory}, {price}), about {times} your speed; no card priced here runs a heavier "
                   "published setting of {model} than yours holds ({setting}, about {need}).",
                   model=card_param(held.model), setting=jobs.setting_said(held),
                   need=Quantity(value=held.vram_gb, unit="GB"), **params)
    unit = msg("ask.owner-video-steps.unit", "speed: training index, {reference} = 1.00x; no published video speed "
               "per card",
               reference=card_param(market.policy.speed_reference))
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": head, "ranking": lines, "unit": unit, "caveats": shape.caveats[:CAVEATS],
        "details": shape.details + len(shape.caveats[CAVEATS:])})})


__all__ = ["owner_video_steps"]
