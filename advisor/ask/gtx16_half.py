"""Black or green images from Stable Diffusion on a GTX 16-series card (fix79b #4): "A1111 on my GTX 1660 SUPER gives
black images" was told the card's memory fit, never the known fix. The GTX 16 cards (Turing TU116/TU117, compute
capability 7.5, no tensor cores) compute fp16 in a way AUTOMATIC1111 handles apart: its ``modules/devices.py``
(``cuda_no_autocast``: capability (7, 5) and a name starting "NVIDIA GeForce GTX 16") casts by hand instead of
autocasting, and its NaN check says all-NaN (black) output comes "because your video card does not support half type",
fixed by upcasting or ``--no-half``. Its own flag for it, ``--upcast-sampling``, "usually produces similar results to
--no-half with better performance while using less memory" (``modules/cmd_args.py``); ``--precision full --no-half``
runs in fp32, whose weights take twice fp16's memory (4 bytes a weight against 2), so a 4-6 GB card adds
``--medvram``.

:func:`gtx16_fix_first` says it first when such a card is asked about with an image job and the half-precision
trouble is seen or its flags are named (:data:`HALF_TROUBLE`).

On any other card (fix84c, break48 L8: "RTX 3060 black images stable diffusion" got the card's fit, the symptom
ignored) black images seen beside an image job are the VAE decoding in fp16: "SDXL-VAE generates NaNs in fp16 because
the internal activation values are too big" (:data:`VAE_FIX_SOURCE`), and a NaN image is black. The fixes:
AUTOMATIC1111's ``--no-half-vae`` ("do not switch the VAE model to 16-bit floats", its ``modules/cmd_args.py``:
:data:`NO_HALF_VAE_SOURCE`) or the fp16-fix VAE (madebyollin/sdxl-vae-fp16-fix, finetuned to keep the output the same
with smaller activations). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, Text, msg
from ..image_needs import IMAGE_WORDS, find_generator
from ..models import Caveat
from ..wording import card_param, join

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

GTX16 = "GeForce GTX 16"
"""The names AUTOMATIC1111 treats apart (``modules/devices.py`` ``cuda_no_autocast``: "NVIDIA GeForce GTX 16")."""
HALF_SEEN = re.compile(r"(?<![a-z])(?:(?:all\s+)?(?:black|green)\s+(?:images?|pictures?|pics?|outputs?|results?|"
                       r"squares?|frames?)|no[\s-]half|upcast[\s-]sampling|precision\s+full)(?![a-z])|"
                       r"黑图|黑圖|绿图|綠圖|出图全黑|出圖全黑", re.IGNORECASE)
"""The half-precision trouble seen in so many words ("black images", "green images", "出黑图") or its flags named
("--no-half", "--upcast-sampling", "--precision full"): on a GTX 16 card these say the image job by themselves."""
HALF_TROUBLE = re.compile(rf"{HALF_SEEN.pattern}|(?<![a-z])(?:(?:black|green)\s+screens?|nans?|upcast|"
                          r"half\s+(?:type|precision)|tensor\s+with\s+all\s+nans)(?![a-z])", re.IGNORECASE)
""":data:`HALF_SEEN`, or words that say it only beside an image job ("black screen", "NaNs", "half precision")."""
VAE_FIX_SOURCE = "https://huggingface.co/madebyollin/sdxl-vae-fp16-fix"
"""madebyollin/sdxl-vae-fp16-fix's model card: "SDXL-VAE generates NaNs in fp16 because the internal activation values
are too big"; the fix VAE was finetuned to "keep the final output the same, but make the internal activation values
smaller"."""
NO_HALF_VAE_SOURCE = "https://github.com/AUTOMATIC1111/stable-diffusion-webui/blob/master/modules/cmd_args.py"
"""AUTOMATIC1111's flag: ``--no-half-vae``, "do not switch the VAE model to 16-bit floats"."""
BLACK_SEEN = re.compile(r"(?<![a-z])(?:all\s+)?(?:black|green)\s+(?:images?|pictures?|pics?|outputs?|results?|squares?|"
                        r"frames?)(?![a-z])|黑图|黑圖|绿图|綠圖|出图全黑|出圖全黑|全黑|黑色图片|黑色圖片",
                        re.IGNORECASE)
"""Black (or green) images seen: the symptom itself, never a flag named."""
SMALL_GB = 6.0
"""At or under this memory fp32 weights (twice fp16's) call for ``--medvram`` beside ``--precision full --no-half``
(SD 1.5 in fp16 peaks at about 6 GB and SDXL needs low-VRAM mode on 4 GB: ``data/owner_jobs.csv``)."""


def gtx16_fix(text: str, card) -> Caveat | None:
    """The fix for black or green images on a GTX 16-series ``card`` (module docstring); ``None`` unless the card is
    one and the trouble or its flags are said (``text``, any case): :data:`HALF_SEEN` alone, the other words of
    :data:`HALF_TROUBLE` beside an image job."""
    if not card.name.startswith(GTX16) or HALF_TROUBLE.search(text) is None:
        return None
    g = find_generator(text)
    if (g is None or g.job not in ("image-gen", "image-lora")) and IMAGE_WORDS.search(text.lower()) is None and (
            HALF_SEEN.search(text) is None):
        return None
    if (card.memory_gb or 0) <= SMALL_GB:
        said = msg("ask.gtx16.fix.small", "Black or green images on {card} are its half-precision trouble, a known "
                   "AUTOMATIC1111 case (it treats GTX 16 cards apart): start it with --upcast-sampling, which fixes it "
                   "at about fp16's speed and memory; if the images stay black, --precision full --no-half — full "
                   "precision, whose weights take twice the memory, so add --medvram on this card.",
                   card=card_param(card.name))
    else:
        said = msg("ask.gtx16.fix", "Black or green images on {card} are its half-precision trouble, a known "
                   "AUTOMATIC1111 case (it treats GTX 16 cards apart): start it with --upcast-sampling, which fixes it "
                   "at about fp16's speed and memory; if the images stay black, --precision full --no-half — full "
                   "precision, whose weights take twice the memory.", card=card_param(card.name))
    return Caveat(rule_id="spec.fp16-rate", weight=DECIDING_WEIGHT + 1, message=said)


def _vae_fix(text: str, card) -> Caveat | None:
    """Black images on a card outside the GTX 16 series (module docstring): the VAE in fp16 and its two fixes;
    ``None`` unless black images are seen (:data:`BLACK_SEEN`) beside an image job, or for a machine."""
    if BLACK_SEEN.search(text) is None or card.is_system:
        return None
    g = find_generator(text)
    if (g is None or g.job not in ("image-gen", "image-lora")) and IMAGE_WORDS.search(text.lower()) is None:
        return None
    said = msg("ask.black-images.vae", "Black images on {card} usually come from the VAE decoding in fp16: SDXL's VAE "
               "overflows to NaNs in half precision ({source}), and a NaN image is black. Start AUTOMATIC1111 with "
               "--no-half-vae (the VAE kept in 32-bit floats: {flag}), or load the fp16-fix VAE "
               "(madebyollin/sdxl-vae-fp16-fix), which decodes in fp16 without the NaNs.", card=card_param(card.name),
               source=Text(value=VAE_FIX_SOURCE), flag=Text(value=NO_HALF_VAE_SOURCE))
    return Caveat(rule_id="spec.fp16-rate", weight=DECIDING_WEIGHT + 1, message=said)


def black_fix(text: str, card) -> Caveat | None:
    """The fix for black images on ``card``: a GTX 16 card's half-precision one (:func:`gtx16_fix`), any other card's
    fp16 VAE (:func:`_vae_fix`); ``None`` when neither is asked."""
    return gtx16_fix(text, card) if card.name.startswith(GTX16) else _vae_fix(text, card)


def gtx16_fix_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` with :func:`gtx16_fix` leading its headline for the first card asked about (the trouble seen is
    what is asked: said before the card's fit, which the short form may cut); else unchanged."""
    shape = getattr(answer, "shape", None)
    if shape is None or not read_as.cards:
        return answer
    try:
        card = advisor.catalog.card(read_as.cards[0])
    except KeyError:
        return answer
    fix = black_fix(text, card)
    if fix is None or fix.message.key in shape.headline.keys:
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([fix.message, shape.headline],
                                                                                         "sentences")})})


def gtx16_reply(advisor: Advisor, text: str, cards: Sequence[str], reply: Message | None) -> Message | None:
    """A reply in words on one card (what the card holds of the generator asked) with :func:`gtx16_fix` leading it
    ("stable diffusion on gtx 1650 only black images, do I need --no-half?"); ``reply`` itself otherwise."""
    if reply is None or len(cards) != 1:
        return reply
    try:
        card = advisor.catalog.card(cards[0])
    except KeyError:
        return reply
    fix = black_fix(text, card)
    return reply if fix is None or fix.message.key in reply.keys else join([fix.message, reply], "sentences")


__all__ = ["BLACK_SEEN", "GTX16", "HALF_SEEN", "HALF_TROUBLE", "NO_HALF_VAE_SOURCE", "VAE_FIX_SOURCE", "black_fix",
           "gtx16_fix", "gtx16_fix_first", "gtx16_reply"]
