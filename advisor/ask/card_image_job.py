"""An image job added to a card's answer (fix51b, issues 27 and 28; newuser22 #13): "I have a 3090, what llms can I
run?" then "I also want to generate images with flux on it" then "and how fast per image?" returned the same LLM table
three times — the follow-up's image job was read (its use case) and answered nowhere, as the /fits of the card kept
its command. A follow-up on one card's fit or verdict that names image generation and no LLM is the card's image
answer — what its memory holds of the published image set-ups and its seconds per image (as "how fast is flux on my
3090?" asked alone is) — the card and its owner kept; the follow-ups after it ("and how fast per image?") stay on it.
Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..image_needs import find_generator

if TYPE_CHECKING:
    from .models import ReadAs
    from .reader import Reading


def card_image_job(previous: ReadAs, r: Reading) -> dict | None:
    """The slots of a follow-up that adds image generation to one card's LLM fit or verdict (module docstring): the
    card's image answer (``why``, the image use case and job); ``None`` otherwise (another card, a model, a switch of
    card count, a buyer's ranking: :mod:`advisor.ask.added_job`)."""
    if previous.command not in ("fits", "why") or len(previous.cards) != 1 or (previous.gpus or 1) > 1:
        return None
    if previous.use_case == "image" or previous.job == "image-gen" or r.cards or r.model is not None:
        return None
    g = find_generator(r.text)
    if r.use_case != "image" and (g is None or g.job != "image-gen"):
        return None
    if g is not None and g.job != "image-gen":  # an image model's LoRA, a video model: their own answers
        return None
    return {"command": "why", "use_case": "image", "job": "image-gen", "model": None, "task": None,
            "precision": None}


__all__ = ["card_image_job"]
