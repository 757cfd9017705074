"""A comparison of cards for image generation (issue 28, break13 #5): "3060 vs 4060 ti vs 3080 for sd" was headlined on
two of the three cards by the training index ("4060 Ti ≈ 51 % faster … Better value: 3060") while its list called the
3080 "fastest of the 3, best value", and the 3080's 10 GB got no word though FLUX needs more.

:func:`image_compare_first` heads such a comparison (three or more cards ranked, the question's job image generation:
:func:`advisor.kinds.find_job`, "sd" among its words) with every ranked card by Stable Diffusion speed — the table the
image buyers use (``data/performance/sd_its.csv``, :func:`advisor.image_rank.its_of`: measured medians, else the
training index scaled by a measured card of the same architecture, said estimated) — and the best value as it/s per
price, one ranking for the headline; and says, for each card, the heaviest published set-up its memory holds without
offload (``data/owner_jobs.csv``), naming the cards short of the heavier models (the 3080's 10 GB for FLUX.1 dev in
fp8), in place of the two-card memory line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import Money, Number, Quantity, Text, msg
from ..image_lines import comparison_lines
from ..image_train_compare import image_train_compare
from ..kinds import find_job
from ..models import Caveat, Comparison
from ..shape_limits import CAVEAT_WEIGHT
from ..wording import card_param, gb, join
from .image_memory import _setup, video_led
from .image_seconds import flux_headline, flux_items, flux_steps

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

FLUX_STEPS = 20
"""FLUX.1 dev's steps an image (:data:`advisor.image_speed.FLUX_STEPS`): any other count asked is schnell's."""

FLUX_FP8_GB = 16.0
"""FLUX.1 dev in fp8's published memory (``data/owner_jobs.csv``: localaimaster.com, the 16 GB tier): a card whose
memory holds no set-up this heavy is named short of it."""


SAME_SETTINGS = ("image.train-compare.same-named", "image.train-compare.same-named-value")
"""The headlines of an image-training comparison whose two cards hold the same published settings of the model."""


def owner_trained(answer: Comparison) -> Comparison:
    """An owner's switch for training an image model (fix68c, issue 28 §2: "I have a 4090, get a PRO 6000 for flux
    lora?" was headlined as a buyer's comparison, the switch a line below): when both hold the model's published
    LoRA settings, the owner's card already does the job, so the headline says that first, then what the switch
    buys — the speed by the training index and its cost (:func:`advisor.ask.switch.switch_said`'s line, folded in);
    any other answer as it is."""
    shape = answer.shape
    switch = next((c for c in shape.decides if c.message.key == "ask.switch"), None) if shape is not None else None
    head = shape.headline if shape is not None else None
    if shape is None or switch is None or head is None or head.key not in SAME_SETTINGS:
        return answer
    mine, other = switch.message.params["mine"], switch.message.params["other"]
    if answer.faster is None or getattr(other, "value", None) != answer.faster or answer.speedup <= 1.0:
        return answer
    said = msg("ask.image-train.owner", "For training {model}, your {mine} already holds its published LoRA settings "
               "(kohya-ss, up to {need}, data/owner_jobs.csv), so switching to {other} buys speed, not a setting you "
               "lack: {memory}; about {speedup} faster by the training index{cost}.", model=head.params["model"],
               mine=mine, other=other, need=head.params["need"], memory=switch.message.params["memory"],
               cost=switch.message.params["cost"], speedup=Quantity(value=round(answer.speedup, 2), unit="x",
                                                                    digits=2))
    decides = [c for c in shape.decides if c is not switch]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": said, "decides": decides})})


def image_compare_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` headed by the image ranking of its cards (:func:`image_compare`) when it is a comparison of two
    or more cards for image generation (the question's job, :func:`advisor.kinds.find_job`, or the use case read),
    by FLUX.1 dev's figures when the question names FLUX; an owner's two-card question ("would a 4060 Ti be
    enough?") and any other answer as it is."""
    use_case = getattr(read_as, "use_case", None)
    if use_case not in (None, "image") or find_job(text) != "image-gen" and use_case != "image":
        return answer  # another use read first ("3090 vs 4090 for llms and stable diffusion": memory first, llm)
    model = getattr(read_as, "model", None)
    if model is None and getattr(read_as, "task", None) in ("lora", "qlora", "full-finetune"):
        # an image model trained: memory, then training speed (advisor.image_train_compare), by the model the
        # question names ("sdxl lora": SDXL's settings, fix62f #1)
        return owner_trained(image_train_compare(answer, text)) if isinstance(answer, Comparison) else answer
    if model is not None and getattr(read_as, "task", None) not in (None, "inference"):  # "3090 rtx 4090 llama 3 8b
        return answer  # stable diffusion for training": the LLM's fine-tune is the comparison (the typed command's)
    if getattr(read_as, "own", False) and len(getattr(answer, "cards", [])) == 2:  # "my 3060 … would a 4060 Ti be
        return answer  # enough?": the owner's answer heads it (its lines are by it/s already, from compare)
    flux = "flux" in text.lower()
    steps = flux_steps(text) if flux else None  # "seconds per image", schnell's 4 steps (newuser21 #5)
    return video_led(text, image_compare(advisor, answer, flux=flux, steps=steps,
                                         schnell=flux and steps not in (None, FLUX_STEPS)))  # video: memory first


def image_compare(advisor: Advisor, answer, flux: bool = False, steps: int | None = None, schnell: bool = False):
    """``answer`` (a comparison of two or more cards, one of each) headed by its cards' image speed, fastest first
    — Stable Diffusion 1.5 it/s, or FLUX.1 dev's with ``flux`` — and the best value as it/s per price (module
    docstring), its lines showing and marked by the same figures (:func:`advisor.image_lines.comparison_lines`), an
    owner's "X is 1.66x as fast" said by them; any other answer, or one with a card of no figure or no measured
    figure, as it is. ``steps`` (FLUX): each card's seconds for an image of that many steps beside its it/s
    (:mod:`advisor.ask.image_seconds`; ``schnell``: FLUX.1 schnell's, derived from FLUX.1 dev's it/s)."""
    shape = getattr(answer, "shape", None)
    if not isinstance(answer, Comparison) or shape is None or len(shape.ranking) < 2 or any(
            n > 1 for n in answer.counts):
        return answer
    done = comparison_lines(advisor.catalog, shape, answer.market.currency, flux)
    if done is None:
        return answer
    shape, fast, best = done
    figures = [(line, line.speed.value, line.speed.kind != "estimated") for line in shape.ranking if line.speed]
    if flux:  # FLUX.1 dev's figures are under 2 it/s: two decimals
        items = [msg("image.compare.flux-its", "{card} {its:.2f}", card=card_param(line.card),
                     its=Number(value=round(its, 2))) if measured else
                 msg("image.compare.flux-its-est", "{card} ≈ {its:.2f} (estimated)", card=card_param(line.card),
                     its=Number(value=round(its, 2)))
                 for line, its, measured in figures]
    else:
        items = [msg("image.compare.its", "{card} {its:.1f}", card=card_param(line.card),
                     its=Number(value=round(its, 1))) if measured else
                 msg("image.compare.its-est", "{card} ≈ {its:.1f} (estimated)",
                     card=card_param(line.card), its=Number(value=round(its, 1)))
                 for line, its, measured in figures]
    if best is not None and best.price is not None and best.speed is not None:
        per = best.speed.value / best.price.amount
        params = dict(card=card_param(best.card), currency=Text(value=best.price.currency),
                      price=Money(amount=best.price.amount, currency=best.price.currency))
        value = (msg("image.compare.value", " Best value: {card} ({per:.1f} it/s per 100 {currency}, at {price}).",
                     per=Number(value=round(per * 100, 1)), **params) if not flux else
                 msg("image.compare.flux-value", " Best value: {card} ({per:.2f} it/s per 1,000 {currency}, at "
                     "{price}).", per=Number(value=round(per * 1000, 2)), **params))
    else:
        value = msg("image.compare.no-value", " Not every card has a price here: value is not compared.")
    if flux and steps is not None:
        headline = flux_headline(steps, join(flux_items(figures, steps), "semicolon"), value, schnell)
    elif flux:
        headline = msg("image.compare.flux", "For FLUX.1 dev, it/s at 1024x1024 (published runs, "
                       "data/performance/flux_its.csv): {items}.{value}", items=join(items, "semicolon"), value=value)
    elif len(figures) == 2 and fast.role == "faster":
        headline = msg("image.compare.two", "For Stable Diffusion, the {fast} is {pct} faster: it/s (SD 1.5, "
                       "512x512, data/performance/sd_its.csv) {items}.{value}", fast=card_param(fast.card),
                       pct=Quantity(value=round((figures[0][1] / figures[1][1] - 1) * 100), unit="%"),
                       items=join(items, "semicolon"), value=value)
    else:
        headline = msg("image.compare", "For Stable Diffusion, it/s (SD 1.5, 512x512, data/performance/sd_its.csv): "
                       "{items}.{value}", items=join(items, "semicolon"), value=value)
    flux_setup = _setup("image-gen", 10_000.0)  # the heaviest published set-up (FLUX.1 dev in bf16 is 24 GB)
    short = []
    for line, _, _ in figures:
        memory = advisor.catalog.card(line.card).memory_gb or 0
        setup = _setup("image-gen", memory)
        if setup is not None and flux_setup is not None and setup[0] < FLUX_FP8_GB:
            short.append(msg("image.compare.short", "{card} ({memory}) at most {setup}", card=card_param(line.card),
                             memory=gb(memory), setup=setup[1]))
    memory_keys = ("ask.image-memory", "ask.image-memory.same", "compare.memory.image")  # two cards: said of each
    two = len(figures) == 2
    decides = [c for c in shape.decides if c.message.key != "image.compare.memory"
               and (two or c.message.key not in memory_keys)
               and (not c.message.key.startswith("compare.value")  # the value line by the training index: one
                    or _value_card(c.message) == (best.card if best is not None else None))]  # ranking here
    if two and any(c.message.key.startswith("ask.image-memory") for c in decides):  # one memory line: ask's
        decides = [c for c in decides if c.message.key != "compare.memory.image"]
    if short and not two:  # two cards: the two-card memory line says what each holds
        decides.insert(0, Caveat(rule_id="memory.by-task", weight=CAVEAT_WEIGHT + 3, message=msg(
            "image.compare.memory", "Short of memory for FLUX.1 dev in fp8 (about {need}, data/owner_jobs.csv): "
            "{short}; FLUX only as a GGUF quant there.", need=gb(FLUX_FP8_GB), short=join(short, "semicolon"))))
    caveats = _successor(shape.caveats, shape.ranking)
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": headline, "decides": decides,
                                                                       "caveats": caveats})})


OTHER_IS_VALUE = ("compare.value.memory-wins", "compare.value.tight")
"""The value sentences whose ``other`` card is the better value (in the others it is ``card``)."""


def _value_card(message) -> str | None:
    """The card a two-card value sentence (``compare.value.*``) calls the better value, ``None`` for one that names
    none: it stays beside an image headline only when that is the best value by it/s per price too."""
    param = message.params.get("other" if message.key in OTHER_IS_VALUE else "card")
    return getattr(param, "value", None)


SUCCESSOR_KEYS = ("compare.owner.successor", "compare.owner.successor-less")
"""An owner's "the {new} is {speedup}x as fast" (:func:`advisor.owner.successor_reason`), said by the training
index."""


def _successor(caveats: list[Caveat], lines) -> list[Caveat]:
    """``caveats`` with an owner's "the {new} is 1.66x as fast" said by the lines' image speed (the newer card's
    over the older's), left out where the newer card is not faster by it."""
    speeds = {x.card: x.speed.value for x in lines if x.speed is not None and x.speed.value}
    out = []
    for c in caveats:
        params = c.message.params
        if c.message.key in SUCCESSOR_KEYS:
            new, old = (getattr(params.get(k), "value", None) for k in ("new", "old"))
            if new not in speeds or old not in speeds or speeds[new] <= speeds[old]:
                continue
            c = c.model_copy(update={"message": c.message.model_copy(update={"params": {
                **params, "speedup": Number(value=speeds[new] / speeds[old])}})})
        out.append(c)
    return out
