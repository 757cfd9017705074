"""Training an image model is training (newuser19 #17, fix37b): "gpu for sdxl dreambooth training under 700 dollars"
was read as image generation and ranked by Stable Diffusion 1.5's it/s at 512 px — 12 GB cards first — although a
LoRA or DreamBooth run of SDXL or FLUX.1 is bound by memory first and then by training speed.

:func:`image_training` answers ``recommend --use-case image --task lora`` (the reading of such a question, with
``--generator flux`` for FLUX.1): the model's published training settings (``data/owner_jobs.csv`` ``image-lora``
rows: kohya-ss/sd-scripts' SDXL and FLUX.1 dev figures, each a memory with the memory savers it needs) are tried
heaviest first, and the first one the budget buys a card for — with room, the figure under :data:`advisor.jobs.EDGE`
of the card's memory, as an owner's card is judged — sets the memory floor of a training-speed ranking (the
general use case's, the training index, :func:`advisor.recommend.answer.recommend` with ``min_memory_gb``). So a
16 GB card beats a faster 12 GB one when 16 GB holds a heavier published setting — fewer blocks swapped to the CPU
(FLUX.1: 12 GB swaps 16 blocks, 16 GB fewer, 24 GB none) — and cards that hold the same setting go by training
speed. The headline names the job, the setting the first card holds and how the cards were ranked; the settings
themselves are the first deciding fact. Pure over the advisor's own answers: nothing new is measured.

A setting no card holds with room within the budget is tried once more at the very memory its source names for it
(kohya's "24GB VRAM: Basic settings work fine (batch size 2)" on a 24 GB card). Each setting's ranking is of what
these CUDA tools train on (fix56b #1: "train a flux lora, budget $2000" led with a Strix Halo box; fix57e): NVIDIA's
cards alone, through the one maker filter (:func:`advisor.maker_view.maker_view`, no unified-memory machine), one card
unless a count is said, and that count's cards each holding the setting (``split=False``: never their memory pooled
for a layer split) — so the best CUDA card at a setting is found at that setting, never a lighter setting for a
non-CUDA best pick. The answer says so once (``image.train.cuda-only``). With a count, memory leads per card as it
does for one card (``per_card``: :func:`advisor.recommend.answer.recommend`; fix58d), the headline buys that many
cards, and a heavier setting one card holds within the budget where the count's cards do not is said
(:func:`one_card_holds`): cards never pool their memory for one run, more of them only speed it up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import jobs
from .i18n import Message, Money, Quantity, Text, msg
from .maker_view import maker_view
from .wording import card_param, join

if TYPE_CHECKING:
    from .api import Advisor
    from .models import Pick, Recommendation

SDXL = "SDXL"
"""The image model a training buyer who names none (or Stable Diffusion) is sized by: kohya-ss/sd-scripts' SDXL
figures, the larger of the Stable Diffusion models (as :data:`advisor.image_needs._TRAINED`)."""

TASKS = frozenset({"lora", "qlora"})
"""The tasks read as training an image model's LoRA (a DreamBooth run in kohya's LoRA scripts is one)."""


def training_rows(model: str) -> list[jobs.JobRow]:
    """``model``'s supported LoRA training settings (``image-lora`` rows, a :data:`advisor.jobs.NAMED_ONLY` model's
    too: it is named here), lightest first."""
    return sorted((r for r in jobs.rows("image-lora", named=True) if r.model == model and r.level == "supported"),
                  key=lambda r: r.vram_gb)


def image_training(adv: Advisor, budget: str, *, market: str | None, model: str, gpus: int | None = None,
                   min_memory_gb: float | None = None, bare_currency: str | None = None) -> Recommendation:
    """The recommendation for training a LoRA of ``model`` (``SDXL`` or ``FLUX.1 dev``) within ``budget`` (module
    docstring): the heaviest published setting the budget buys a card for, then training speed, ranked on what
    these tools train on (:func:`trained_on`: one NVIDIA card unless the asker said a count or chose a maker).

    Inputs: ``budget`` as typed, ``market`` a market id, ``min_memory_gb`` a floor said (GB), ``gpus`` a count said.
    Returns the ranking of the first setting whose ranking has a best pick (else the lightest setting's); raises
    ``ValueError`` for a model with no published settings and the budget's own errors (InvalidBudget…)."""
    rows = training_rows(model)
    if not rows:
        raise ValueError(f"no published training settings of {model}")
    floor = float(min_memory_gb or 0.0)
    on = trained_on(adv)
    tried: Recommendation | None = None
    chosen = rows[0]
    for row in reversed(rows):  # the heaviest setting first: the first one the budget buys a card for
        # with room, as an owner's card is judged; else a card of the very memory the source names for it ("24GB
        # VRAM: Basic settings work fine", fix56b #1) before a lighter setting
        for need in dict.fromkeys((max(round(row.vram_gb / jobs.EDGE, 1), floor), max(row.vram_gb, floor))):
            tried = on.recommend(budget, market=market, use_case="general", min_memory_gb=need, gpus=gpus or 1,
                                 bare_currency=bare_currency, split=False)
            if any(p.role == "best" for p in tried.picks):
                chosen = row
                break
        else:
            continue
        break
    if tried is None:  # pragma: no cover - rows is never empty here
        raise ValueError(model)
    alone = one_card_holds(on, budget, market=market, rows=[r for r in rows if r.vram_gb > chosen.vram_gb],
                           floor=floor, bare_currency=bare_currency) if (gpus or 1) > 1 else None
    return with_training_words(tried, model, chosen, rows,  # said once: an NVIDIA buyer's note says the maker
                               cuda_only=on is not adv and adv.rules.chosen_maker != "NVIDIA", alone=alone)


def one_card_holds(on: Advisor, budget: str, *, market: str | None, rows: list[jobs.JobRow], floor: float,
                   bare_currency: str | None) -> tuple[Pick, jobs.JobRow] | None:
    """The best single card within ``budget`` that holds the heaviest of ``rows`` (the settings heavier than the one
    a count of cards was ranked at), with that setting; ``None`` when one card holds none of them (fix58d #2: "flux
    lora, $1500, 2 cards" said no card within the budget holds 24 GB, yet one RTX 3090 does). Several cards do not
    pool their memory for one model's LoRA run (each holds the whole run, :mod:`advisor.image_train`), so a heavier
    setting a count cannot afford is still one card's within the budget; the extra cards would only speed it up.
    Inputs as :func:`image_training`'s (``on``: the advisor seen through :func:`trained_on`); tried as there, with
    room first, then at the very memory the source names."""
    for row in reversed(rows):
        for need in dict.fromkeys((max(round(row.vram_gb / jobs.EDGE, 1), floor), max(row.vram_gb, floor))):
            rec = on.recommend(budget, market=market, use_case="general", min_memory_gb=need, gpus=1,
                               bare_currency=bare_currency, split=False)
            best = next((p for p in rec.picks if p.role == "best"), None)
            if best is not None:
                return best, row
    return None


def trained_on(adv: Advisor) -> Advisor:
    """``adv`` seen through what kohya-ss/sd-scripts and diffusers train a LoRA on: NVIDIA's cards (CUDA), no
    unified-memory machine (fix56b #1, fix57e) — the one maker filter (:func:`advisor.maker_view.maker_view`), so each
    setting's ranking is of those cards alone, never a lighter setting for a non-CUDA best pick. ``adv`` itself
    when the asker chose a maker or left NVIDIA out (their choice ranks; :mod:`advisor.ask.maker_only`)."""
    if adv.rules.chosen_maker not in (None, "NVIDIA") or adv.rules.nvidia_left_out:
        return adv
    return maker_view(adv, "NVIDIA", machines=False)


def _settings(model: str, rows: list[jobs.JobRow]) -> Message:
    """"Training a LoRA of SDXL needs (published figures), with --network_train_unet_only …: dim 4-8 about 8 GB;
    with those flags alone about 10 GB." — every setting with its label (:func:`advisor.image_needs._bare`)."""
    from .image_needs import _bare, _setting
    from .needs_words import shared_flags, without

    flags = shared_flags(rows)
    items = [_bare(r, without(r, flags)) if flags is not None else _setting(r) for r in rows]
    if flags is not None:
        return msg("image.needs.train-settings.shared", "Training a LoRA of {model} needs (published figures), "
                   "with {flags}: {settings}.", model=card_param(model), flags=Text(value=flags),
                   settings=join(items, "semicolon"))
    return msg("image.needs.train-settings", "Training a LoRA of {model} needs (published figures, with the "
               "memory savers each names): {settings}.", model=card_param(model), settings=join(items, "semicolon"))


def with_training_words(rec: Recommendation, model: str, row: jobs.JobRow, rows: list[jobs.JobRow], *,
                        cuda_only: bool = False, alone: tuple[Pick, jobs.JobRow] | None = None):
    """``rec`` (a training-speed ranking on cards of ``row``'s memory) headed for the training job: the headline
    names the job, the first card and the setting it holds; the settings said first among the deciding facts, and,
    when ``cuda_only`` (:func:`trained_on` filtered the ranking), what was left out and why, once. ``alone``: the
    single card within the budget that holds a heavier setting than a count of cards does (:func:`one_card_holds`),
    said instead of "no card within this budget holds it"; with a count, the headline buys that many cards."""
    from .models import Caveat
    from .shape_limits import CAVEAT_WEIGHT

    shape = rec.shape
    best = next((p for p in rec.picks if p.role == "best"), None)
    if shape is None:
        return rec
    facts: list[Caveat] = []
    listed = Caveat(rule_id="memory.by-task", message=_settings(model, rows), weight=CAVEAT_WEIGHT + 3)
    heavier = [r for r in rows if r.vram_gb > row.vram_gb]
    first = next((p for p in rec.picks if shape.ranking and p.card == shape.ranking[0].card), best)
    if best is None or first is None:
        head = msg("image.train.none", "No card this budget buys holds what it takes to train a LoRA of {model}: "
                   "the lightest published setting needs a card of about {need}.", model=card_param(model),
                   need=Quantity(value=rows[0].vram_gb, unit="GB"))
    else:
        params = dict(budget=Money(amount=rec.budget.amount, currency=rec.budget.currency), model=card_param(model),
                      card=card_param(first.card), need=Quantity(value=row.vram_gb, unit="GB"))
        if rec.gpus > 1 and first.card != best.card and (first.memory_gb or 0) > (best.memory_gb or 0):
            head = msg("image.train.head.memory.gpus", "For {budget}, to train a LoRA of {model}, buy {gpus} x "
                       "{card}: {memory} each against {other_memory} each on the faster {other}. Each card holds "
                       "the published setting of about {need} on its own; the larger memory leaves room for a higher "
                       "dim, a larger batch or fewer memory savers, and a LoRA run is bound by memory first.",
                       gpus=rec.gpus, memory=Quantity(value=first.memory_gb or 0, unit="GB"),
                       other=card_param(best.card), other_memory=Quantity(value=best.memory_gb or 0, unit="GB"),
                       **params)
        elif rec.gpus > 1:
            head = msg("image.train.head.gpus", "For {budget}, to train a LoRA of {model}, buy {gpus} x {card}: each "
                       "card holds the published setting of about {need} on its own. Ranked by the heaviest training "
                       "setting each card holds, then training speed: a LoRA run is bound by memory first.",
                       gpus=rec.gpus, **params)
        elif first.card != best.card and (first.memory_gb or 0) > (best.memory_gb or 0):  # memory leads (P01)
            head = msg("image.train.head.memory", "For {budget}, to train a LoRA of {model}, buy {card}: {memory} "
                       "against {other_memory} on the faster {other}. Both hold the published setting of about "
                       "{need}; the larger memory leaves room for a higher dim, a larger batch or fewer memory "
                       "savers, and a LoRA run is bound by memory first.",
                       memory=Quantity(value=first.memory_gb or 0, unit="GB"), other=card_param(best.card),
                       other_memory=Quantity(value=best.memory_gb or 0, unit="GB"), **params)
        else:
            head = msg("image.train.head", "For {budget}, to train a LoRA of {model}, buy {card}: it holds the "
                       "published setting of about {need}. Ranked by the heaviest training setting each card holds, "
                       "then training speed: a LoRA run is bound by memory first.", **params)
        if alone is not None:  # a heavier setting one card holds within the budget, the count's cards do not
            facts.append(Caveat(rule_id="memory.by-task", weight=CAVEAT_WEIGHT + 2, message=msg(
                "image.train.heavier.one-card", "One {card} ({price}) holds the heavier published setting "
                "({setting}, about {need}) within this budget; {gpus} cards that each hold it do not fit the budget. "
                "Cards do not pool their memory for one model's LoRA run (each holds all of it), so more cards only "
                "speed it up.",
                card=card_param(alone[0].card),
                price=Money(amount=alone[0].total_cost, currency=alone[0].price.currency),
                need=Quantity(value=alone[1].vram_gb, unit="GB"), setting=Text(value=alone[1].setting),
                gpus=rec.gpus)))
        elif heavier:
            facts.append(Caveat(rule_id="memory.by-task", weight=CAVEAT_WEIGHT + 2, message=msg(
                "image.train.heavier", "The next published setting ({setting}, about {need}) needs fewer memory "
                "savers, so its steps run faster; no card within this budget holds it with room.",
                need=Quantity(value=heavier[0].vram_gb, unit="GB"), setting=Text(value=heavier[0].setting))))
    kept = [c for c in shape.decides if c.message.key not in ("image.needs.train-settings.shared",
                                                               "image.needs.train-settings")]
    if cuda_only:  # last among what decides: what was left out gives way first where room is short
        kept.append(Caveat(rule_id=LEFT_OUT_RULE, weight=CAVEAT_WEIGHT + 1, message=_left_out(rec.gpus)))
    caveats = [listed, *(c for c in shape.caveats if c.message.key != listed.message.key)]
    return rec.model_copy(update={"shape": shape.model_copy(update={"headline": head, "decides": [*facts, *kept],
                                                                    "caveats": caveats})})


LEFT_OUT_RULE = "vendor.nvidia"
"""The rule of the line saying what the training ranking left out (:func:`_left_out`): last among what decides."""


def _left_out(gpus: int) -> Message:
    """What :func:`trained_on` left out and why: other makers' cards and unified-memory machines (the training tools
    are CUDA's: kohya-ss/sd-scripts, diffusers' training scripts) and, for one card, cards pooled (one model's LoRA
    run is held in one card's memory, not split over several)."""
    if gpus > 1:
        return msg("image.train.cuda-only.count", "Only NVIDIA cards are ranked: kohya-ss/sd-scripts and diffusers "
                   "train on CUDA.")
    return msg("image.train.cuda-only", "Only single NVIDIA cards are ranked: kohya-ss/sd-scripts and diffusers "
               "train on CUDA, and pooled memory does not hold one model's training.")
