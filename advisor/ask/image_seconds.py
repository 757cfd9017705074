"""A FLUX comparison asked in seconds per image (issue 28, newuser21 #5: "flux dev on a 4060 ti 16gb vs a 3090, how
many seconds per image" was answered in it/s alone; "how long per image for flux schnell …" by FLUX.1 dev's 20-step
figures).

:func:`time_asked` reads a question asking a time per image ("seconds per image", "how long per image", "how many
seconds", "一张图要多久", "几秒一张"); :func:`flux_steps` is the steps an image the comparison's seconds are said for
— FLUX.1 schnell's 4 when schnell is named (:data:`advisor.image_needs.SCHNELL_STEPS`, its model card), else FLUX.1
dev's 20 (:data:`advisor.image_speed.FLUX_STEPS`, the published runs' own count) when a time is asked, else ``None``
(the comparison stays in it/s). :func:`flux_items` says each card's it/s with its seconds for that many steps — the
same it/s, FLUX.1 schnell being FLUX.1 dev's 12B transformer distilled to fewer steps, said derived.
"""

from __future__ import annotations

import re

from ..i18n import Message, Number, msg
from ..image_had import image_time_had
from ..image_needs import find_generator
from ..image_speed import FLUX_STEPS
from ..wording import card_param

_TIME_ASKED = re.compile(
    r"(?<![a-z])(?:seconds?|secs?)\s*(?:per|an?|each|for\s+(?:an?|one|each))\s*(?:image|img|picture|pic|render|"
    r"generation|gen)s?(?![a-z])|(?<![a-z])s\s*/\s*(?:image|img|picture|pic)(?![a-z])|"
    r"(?<![a-z])how\s+(?:long|many\s+(?:seconds|secs)|much\s+time|quick(?:ly)?)(?![a-z])|"
    r"(?<![a-z])time\s+(?:per|for\s+(?:an?|one|each))\s*(?:image|img|picture|pic)(?![a-z])|"
    r"(?<![a-z])(?:generation|render)\s+time(?![a-z])|"
    r"多久|多长时间|多長時間|几秒|幾秒|多少秒|秒一张|秒一張|每张.{0,6}秒|每張.{0,6}秒|要.{0,3}秒")
"""Words asking a time per image; never a time said ("takes 2 minutes per image": :mod:`advisor.image_had`)."""


def time_asked(text: str) -> bool:
    """Whether ``text`` asks a time per image (:data:`_TIME_ASKED`)."""
    low = " ".join(str(text).lower().split())
    return bool(_TIME_ASKED.search(low)) and not image_time_had(low)


def flux_steps(text: str) -> int | None:
    """The steps an image a FLUX comparison's seconds are said for (module docstring), ``None`` for it/s alone."""
    generator = find_generator(text)
    if generator is not None and generator.steps is not None and "FLUX.1 dev" in generator.models:
        return generator.steps  # FLUX.1 schnell: its own 4 steps, asked or not (dev's 20 would be 5x too long)
    return FLUX_STEPS if time_asked(text) else None


def flux_items(figures, steps: int) -> list[Message]:
    """Each card's FLUX.1 dev it/s with the seconds of a ``steps``-step image at it (``figures``: line, it/s,
    measured)."""
    out = []
    for line, its, measured in figures:
        params = dict(card=card_param(line.card), its=Number(value=round(its, 2)),
                      seconds=Number(value=round(steps / its, 1)))
        out.append(msg("image.compare.flux-its-s", "{card} {its:.2f} it/s, about {seconds:.1f} s", **params)
                   if measured else
                   msg("image.compare.flux-its-s-est", "{card} ≈ {its:.2f} it/s, about {seconds:.1f} s (estimated)",
                       **params))
    return out


def flux_headline(steps: int, items: Message, value: Message, schnell: bool) -> Message:
    """The comparison's headline in seconds: FLUX.1 dev's ``steps``-step image, or FLUX.1 schnell's (the same it/s,
    said derived)."""
    if schnell:
        return msg("image.compare.schnell-s", "For FLUX.1 schnell at 1024x1024, a {steps:.0f}-step image: it/s of a "
                   "FLUX.1 dev step (FLUX.1 schnell is the same 12B transformer, distilled to run in 1 to 4 steps, "
                   "black-forest-labs/FLUX.1-schnell model card) and the seconds derived from it, steps ÷ it/s "
                   "(published runs, data/performance/flux_its.csv): {items}.{value}",
                   steps=Number(value=steps), items=items, value=value)
    return msg("image.compare.flux-s", "For FLUX.1 dev at 1024x1024, a {steps:.0f}-step image (the published runs' "
               "own count; data/performance/flux_its.csv): {items}.{value}",
               steps=Number(value=steps), items=items, value=value)
