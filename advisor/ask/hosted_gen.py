"""A hosted image or video service asked to run on the asker's card (fix75b #3): "can I run sora on my 4090" got the
card's review, the service never said. Sora (OpenAI), Veo (Google), Kling (Kuaishou), Runway and Midjourney run on
their makers' servers and publish no weights; the open models that do the job locally are named instead, each with the
heaviest published setting the card holds (``data/owner_jobs.csv`` rows, each with its source: Wan 2.1/2.2,
HunyuanVideo and LTX-Video for video; FLUX.1 dev and SDXL for images). Pure but for the catalog's card memory.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import Message, Text, msg
from ..image_needs import Generator, _best, _rows, _setting
from ..wording import card_param, gb, join
from .cheaper_card import one_card

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

VIDEO_OPEN = (Generator("video-gen", ("Wan 2.2 TI2V-5B", "Wan 2.2 A14B")),
              Generator("video-gen", ("Wan 2.1 T2V-1.3B", "Wan 2.1 T2V-14B")),
              Generator("video-gen", ("HunyuanVideo 1.5", "HunyuanVideo")),
              Generator("video-gen", ("LTX-Video 13B",)))
"""The open video models named in a hosted video service's stead (their rows: ``data/owner_jobs.csv``)."""
IMAGE_OPEN = (Generator("image-gen", ("FLUX.1 dev",)), Generator("image-gen", ("SDXL",)))
"""The open image models named in a hosted image service's stead (``data/owner_jobs.csv``)."""


def open_fit(advisor: Advisor, read_as: ReadAs, video: bool) -> Message | None:
    """On the one card ``read_as`` names, the heaviest published setting of each open model (:data:`VIDEO_OPEN` or
    :data:`IMAGE_OPEN`) that its memory holds, or that none does; ``None`` with no one card named."""
    card = one_card(advisor, read_as)
    if card is None:
        return None
    memory = card.memory_gb or 0.0
    settings = [_setting(best) for g in (VIDEO_OPEN if video else IMAGE_OPEN)
                if (best := _best(_rows(g), memory)) is not None]
    if not settings:
        return msg("ask.hosted.gen.none-fits", "On your {card} ({memory}) none of their published settings fits; a "
                   "card with more memory, or one rented by the hour, runs them.", card=card_param(card.name),
                   memory=gb(memory))
    return msg("ask.hosted.gen.fits", "On your {card} ({memory}), the heaviest published setting of each that fits: "
               "{settings}.", card=card_param(card.name), memory=gb(memory),
               settings=join(settings, "semicolon"))


def hosted_gen_reply(advisor: Advisor, read_as: ReadAs, product: str, maker: str, video: bool) -> Message:
    """The reply to a hosted image or video service (``product`` by ``maker``) asked to run locally: hosted, the open
    models that do its job, and their fit on the card named (:func:`open_fit`)."""
    base = dict(product=Text(value=product), maker=Text(value=maker))
    fit = open_fit(advisor, read_as, video)
    if video:
        head = msg("ask.hosted.gen.video", "{product} is {maker}'s hosted video service: its model runs on {maker}'s "
                   "servers and its weights are not released, so no card runs it locally. The open video models that "
                   "run on your own card in its stead are Wan 2.1/2.2, HunyuanVideo and LTX-Video.", **base)
    else:
        head = msg("ask.hosted.gen.image", "{product} is {maker}'s hosted image service: its model runs on {maker}'s "
                   "servers and its weights are not released, so no card runs it locally. The open image models that "
                   "run on your own card in its stead are FLUX.1 dev and SDXL.", **base)
    if fit is None:
        tail = msg("ask.hosted.gen.ask", "Name your card (“wan 2.2 on my 3060”, “flux on a 4060”) and I'll say how "
                   "each runs on it.")
        return msg("ask.hosted.gen.reply", "{head} {tail}", head=head, tail=tail)
    return msg("ask.hosted.gen.reply", "{head} {tail}", head=head, tail=fit)


def hosted_music_reply(product: str, maker: str) -> Message:
    """The reply to a hosted music service (Suno, Udio) asked to run locally (fix78b #3): hosted, weights not released,
    and no open music model in the project's tables to size in its stead — said, never a card's generic verdict."""
    return msg("ask.hosted.gen.music", "{product} is {maker}'s hosted music service: its model runs on {maker}'s "
               "servers and its weights are not released, so no card runs it locally, whatever its memory. My tables "
               "hold no open music-generation model with a published memory figure, so I can't size a local stand-in "
               "for it; name an open model with its size or the memory its authors report and I'll say which cards "
               "hold it.", product=Text(value=product), maker=Text(value=maker))


__all__ = ["IMAGE_OPEN", "VIDEO_OPEN", "hosted_gen_reply", "hosted_music_reply", "open_fit"]
