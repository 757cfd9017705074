"""An image owner's measured speed, told against the card's figure (break27 #9: "my 4090 does 3 it/s on sdxl, is
that slow?" got the card's 8.4 it/s with no verdict and a 48 GB card to buy; "4090跑sdxl每秒3张图正常吗" asked of
three images a second, which no card gives at 20 steps, and nothing said so).

When a question on one card names an image generator, states a speed — it/s ("3 it/s", "每秒3步") or images a second
("每秒3张图", "2 images per second") — and asks whether it is normal (:data:`advisor.ask.measured_own.NORMAL_ASKED`),
the answer leads with that figure against the card's: SDXL's and FLUX.1 dev's at 1024x1024, Stable Diffusion 1.5's at
512x512 (:mod:`advisor.image_speed`, :mod:`advisor.sd_estimate`; measured, or scaled from the nearest measured card).
Images a second are its/s over the steps of an image (:data:`advisor.image_speed.SDXL_STEPS`, the published runs'
own count). Normal at or above :data:`IMAGE_SLOWER` of the figure; slower names the usual causes;
images a second far above what the card gives are said to be more than it gives at those steps. The owner is then
sold nothing: the upgrade rows leave the short form. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..flux_fit import held_flux_its
from ..i18n import Number, Quantity, msg
from ..image_measured import _figure_unrun
from ..image_needs import find_generator
from ..image_speed import SDXL_STEPS, sdxl_its
from ..image_unheld import flux_unheld, unheld_speed_line
from ..sd_estimate import its_of
from ..wording import card_param, join
from .measured_own import FAST_OFFLOAD, NORMAL_ASKED

if TYPE_CHECKING:
    from ..api import Advisor

_ABOUT = r"(?:每秒|一秒钟?|一秒鐘?)\s*(?:大概|大约|大約|约|約|只有|才|能|就)?\s*(\d{1,3}(?:\.\d+)?)\s*"
""""每秒" and a number, "about" or "only" between ("每秒大概3")."""
ITS = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d+)?)\s*(?:it\s*/\s*s(?:ec)?|its|iterations?\s*(?:/|per|a)\s*"
                 r"s(?:ec(?:ond)?)?)(?![a-z])|" + _ABOUT + r"(?:步|次迭代|个迭代|個迭代|it)")
"""A sampler's speed as people write it ("3 it/s", "5 its", "每秒3步")."""
IMAGES = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d+)?)\s*(?:images?|pics?|pictures?)\s*(?:/|per|a)\s*"
                    r"s(?:ec(?:ond)?)?(?![a-z])|" + _ABOUT + r"(?:张|張|幅)")
"""Images a second ("2 images per second", "每秒3张图")."""
SECONDS = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d+)?)\s*(?:s|secs?|seconds?)\s*(?:per|an?|each|for\s+"
                     r"(?:an?|one|each))\s*(?:[a-z0-9.]+\s+)?(?:image|pic|picture|generation)s?(?![a-z])|"
                     r"(?:一张|一張|每张|每張)(?:图|圖)?\s*(?:要|需要|大概|约|約)?\s*(\d{1,3}(?:\.\d+)?)\s*秒|"
                     r"(?<![\d.])(\d{1,3}(?:\.\d+)?)\s*秒\s*(?:一张|一張)")
"""Seconds an image ("30 seconds per image", "一张图要30秒", "30秒一张")."""


def _figure(advisor: Advisor, text: str, card: str) -> tuple[float, Any] | None:
    """The card's it/s for the generator ``text`` names and that generator's label (SDXL, FLUX.1 dev, else Stable
    Diffusion 1.5); ``None`` without a generator or a figure."""
    g = find_generator(text)
    if g is None or g.job != "image-gen":
        return None
    if any(m.startswith("FLUX") for m in g.models):
        found = held_flux_its(advisor.catalog, card)  # the figure of the settings it holds (fix79d)
        return (found[0], msg("image.measured.flux", "FLUX.1 dev at 1024x1024")) if found else None
    if "Stable Diffusion 1.5" not in g.models:
        found = sdxl_its(advisor.catalog, card)
        return (found[0], msg("image.measured.sdxl", "SDXL at 1024x1024")) if found else None
    sd = its_of(advisor.catalog, card)
    return (sd[0], msg("image.measured.sd15", "Stable Diffusion 1.5 at 512x512")) if sd else None


def image_measured_first(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` led by the image owner's measured speed against the card's figure (module docstring); else as it
    is."""
    shape = getattr(answer, "shape", None)
    if shape is None or len(read_as.cards) != 1:
        return answer
    line = image_measured_line(advisor, text, read_as.cards[0])
    if line is not None and line.key == "ask.measured.image-unheld":  # its figure's setting said once, by the line
        shape = shape.model_copy(update={"headline": _figure_unrun(shape.headline)[0]})
    return answer if line is None else _led(answer, shape, line)


def image_measured_line(advisor: Advisor, text: str, card: str) -> Any:
    """The verdict on the image speed ``text`` states on ``card`` (module docstring); ``None`` when it states none,
    asks nothing of it, or the card has no figure for the generator."""
    low = text.lower()
    if not (NORMAL_ASKED.search(low) or _owner_measured(low)):
        return None
    its_said, images_said, seconds_said = ITS.search(low), IMAGES.search(low), SECONDS.search(low)
    if its_said is None and images_said is None and seconds_said is None:
        return None
    found = _figure(advisor, text, card)
    if found is None:
        return None
    gives, job = found
    params: dict = dict(card=card_param(card), job=job, gives=Quantity(value=round(gives, 1), unit="it/s", digits=1))
    if its_said is not None:
        stated = float(its_said.group(1) or its_said.group(2))
        params["stated"] = Quantity(value=stated, unit="it/s", digits=1)
        share = stated / gives
    elif images_said is None:
        assert seconds_said is not None
        seconds = float(next(g for g in seconds_said.groups() if g is not None))
        its = SDXL_STEPS / seconds if seconds else 0.0
        params["stated"] = msg("ask.measured.image-seconds", "{seconds:g} s an image (about {its} at {steps:.0f} "
                               "steps)", seconds=Number(value=seconds), steps=Number(value=SDXL_STEPS),
                               its=Quantity(value=round(its, 1), unit="it/s", digits=1))
        share = its / gives
    else:
        stated = float(images_said.group(1) or images_said.group(2))
        per = gives / SDXL_STEPS
        params.update(stated=Number(value=stated), steps=Number(value=SDXL_STEPS), per=Number(value=round(per, 2)),
                      needs=Quantity(value=round(stated * SDXL_STEPS), unit="it/s", digits=0))
        share = stated / per
        if share > FAST_OFFLOAD:
            return msg("ask.measured.images-impossible", "{stated:g} images a second on {job} is more than your {card} "
                       "gives: at about {gives} an image of {steps:.0f} steps takes about {seconds:.0f} s, about "
                       "{per:g} images a second; {stated:g} a second would need {needs}. Was it {stated:g} s an image, "
                       "or {stated:g} it/s? A Turbo or Lightning model at 1-4 steps is faster.",
                       seconds=Number(value=max(1, round(SDXL_STEPS / gives))), **params)
    unheld = _unheld(advisor, text, card)
    if unheld is not None:  # the figure is of a setting the card does not hold: no verdict from it (break34 #12)
        return unheld_speed_line(params, unheld, share >= 1 / SLOWER_THAN_FIGURE)
    if share >= 1:
        return msg("ask.measured.image-above", "Your {stated} on {job} is normal for your {card}: at or above its "
                   "figure here (about {gives}).", **params)
    if share >= IMAGE_SLOWER:
        return msg("ask.measured.image-normal", "Your {stated} on {job} is normal for your {card}: its figure here is "
                   "about {gives}.", **params)
    return msg("ask.measured.image-slow", "Your {stated} on {job} is slower than expected for your {card} (about "
               "{gives} here): the usual causes are --medvram, --lowvram or CPU offload left on, fp32 (--no-half), a "
               "larger size or batch than that figure's, or the first image's warm-up counted.", **params)


IMAGE_SLOWER = 0.67
"""A measured image speed under this share of the card's figure is slower than expected (a product choice: an image
figure is one size, sampler and UI's; its runs spread wider than an LLM's decode, whose band is
:data:`advisor.ask.measured_own.BAND`)."""
SLOWER_THAN_FIGURE = 0.5
"""Up to what share of a stated speed the figure is, for a run "well above" it (the same 2× as
:data:`advisor.image_measured.FAST`)."""


def _unheld(advisor: Advisor, text: str, card: str) -> Any:
    """The FLUX.1 dev setting whose figure ``card`` is given and does not hold
    (:func:`advisor.image_unheld.flux_unheld`), when ``text`` names FLUX; else ``None``."""
    g = find_generator(text)
    if g is None or not any(m.startswith("FLUX") for m in g.models):
        return None
    return flux_unheld(advisor.catalog, card)


OWNER = re.compile(r"(?<![a-z])(?:my|mine|i\s+(?:get|got|am\s+getting|'m\s+getting|only\s+get))(?![a-z])|"
                   r"我的|我这|我這")
"""The speed stated is the owner's own ("my 3060 gets 2 it/s", "我的3060只有1.5 it/s"): a measurement, asked or not
(break31 #17)."""
WISHED = re.compile(r"(?<![a-z])(?:want|wish|hope|need|target|goal|at\s+least|would\s+like|to\s+get|reach|for)"
                    r"\s+(?:about\s+|around\s+|~)?$|想要?\s*$|希望\s*$|要到\s*$|达到\s*$|達到\s*$")
"""Words right before a speed that make it a wish ("want 5 it/s", "need at least 3 it/s"), not a measurement."""


def _owner_measured(low: str) -> bool:
    """Whether ``low`` states the owner's own it/s (:data:`OWNER`), not one wished for (:data:`WISHED`)."""
    m = ITS.search(low)
    return m is not None and OWNER.search(low) is not None and not WISHED.search(low[max(0, m.start() - 24):m.start()])


def _led(answer: Any, shape: Any, line: Any) -> Any:
    """``answer`` with ``line`` first, and no card to buy: an owner asking about the speed they get is sold
    nothing (break27 #9)."""
    ranking = [r for r in shape.ranking if r.role != "upgrade"]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([line, shape.headline]),
                                                                         "ranking": ranking})})


__all__ = ["image_measured_first", "image_measured_line"]
