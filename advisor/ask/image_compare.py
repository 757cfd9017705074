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

from ..i18n import Money, Number, Text, msg
from ..models import Caveat, Comparison
from ..wording import card_param, gb, join

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

FLUX_FP8_GB = 16.0
"""FLUX.1 dev in fp8's published memory (``data/owner_jobs.csv``: localaimaster.com, the 16 GB tier): a card whose
memory holds no set-up this heavy is named short of it."""


def image_compare_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` headed by the Stable Diffusion ranking of its cards (module docstring) when it is a comparison of
    three or more cards for image generation with every card's speed known; any other answer as it is."""
    from ..image_rank import REFERENCE, its_of
    from ..kinds import find_job
    from ..shape_limits import CAVEAT_WEIGHT
    from .image_memory import _setup

    shape = getattr(answer, "shape", None)
    if not isinstance(answer, Comparison) or shape is None or len(shape.ranking) < 3 or find_job(text) != "image-gen":
        return answer
    figures = []
    for line in shape.ranking:
        found = its_of(advisor.catalog, line.card, REFERENCE)
        if found is None:
            return answer
        figures.append((line, *found))
    if not any(measured for _, _, measured in figures):
        return answer
    figures.sort(key=lambda f: -f[1])
    items = [msg("image.compare.its", "{card} {its:.1f}", card=card_param(line.card),
                 its=Number(value=round(its, 1))) if measured else
             msg("image.compare.its-est", "{card} ≈ {its:.1f} (estimated)",
                 card=card_param(line.card), its=Number(value=round(its, 1)))
             for line, its, measured in figures]
    priced = [(its / line.price.amount, line) for line, its, _ in figures
              if line.price is not None and line.price.amount > 0]
    if len(priced) == len(figures) and len({line.price.currency for _, line in priced}) == 1:
        per, best = max(priced, key=lambda t: t[0])
        value = msg("image.compare.value", " Best value: {card} ({per:.1f} it/s per 100 {currency}, at {price}).",
                    card=card_param(best.card), per=Number(value=round(per * 100, 1)),
                    currency=Text(value=best.price.currency),
                    price=Money(amount=best.price.amount, currency=best.price.currency))
    else:
        value = msg("image.compare.no-value", " Not every card has a price here: value is not compared.")
    headline = msg("image.compare", "For Stable Diffusion, it/s (SD 1.5, 512x512, data/performance/sd_its.csv): "
                   "{items}.{value}",
                   items=join(items, "semicolon"), value=value)
    flux = _setup("image-gen", 10_000.0)  # the heaviest published set-up (FLUX.1 dev in bf16 is 24 GB)
    short = []
    for line, _, _ in figures:
        memory = advisor.catalog.card(line.card).memory_gb or 0
        setup = _setup("image-gen", memory)
        if setup is not None and flux is not None and setup[0] < FLUX_FP8_GB:
            short.append(msg("image.compare.short", "{card} ({memory}) at most {setup}", card=card_param(line.card),
                             memory=gb(memory), setup=setup[1]))
    decides = [c for c in shape.decides if c.message.key not in ("ask.image-memory", "ask.image-memory.same")
               and not c.message.key.startswith("compare.value")]  # the two-card value line: one ranking here
    if short:
        decides.insert(0, Caveat(rule_id="memory.by-task", weight=CAVEAT_WEIGHT + 3, message=msg(
            "image.compare.memory", "Short of memory for FLUX.1 dev in fp8 (about {need}, data/owner_jobs.csv): "
            "{short}; FLUX only as a GGUF quant there.", need=gb(FLUX_FP8_GB), short=join(short, "semicolon"))))
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": headline, "decides": decides})})
