"""A picture's size asked beside an image or video model on a card ("can a 4090 run sdxl at 4K", "can a 3060 run flux
at 1080p", fix78d): the image answer's figures are at the model's published size (SDXL and FLUX.1 dev at 1024x1024,
``data/owner_jobs.csv``); the size asked is said against it in pixels, never ignored and never read as money
(:mod:`advisor.ask.not_money`).

- a size of about three times the published pixels or more (1440p, 4K, 8K): generate at the model's native size and
  upscale (an upscaler such as Real-ESRGAN, or tiled upscaling with a tiled VAE decode), which is how such pictures
  are made on one card; the memory and the time of a step grow with the pixels;
- a smaller step (720p, 1080p): the ratio of pixels said (1080p is 2.07 MP, about twice 1024x1024's 1.05 MP), the
  memory and time growing with it.

The pixel counts are arithmetic on the sizes (3840x2160, 1920x1080…); no new figure is measured. Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import Message, MessageParam, Number, Text, msg

if TYPE_CHECKING:
    from .models import Question

#: a picture's size in words, with its width and height (the standard frame of each name)
_SIZES: tuple[tuple[re.Pattern[str], str, int, int], ...] = (
    (re.compile(r"(?<![a-z0-9])(?:8k|4320p)(?![a-z0-9])"), "8K", 7680, 4320),
    (re.compile(r"(?<![a-z0-9])(?:4k|uhd|2160p|3840\s*[x×]\s*2160)(?![a-z0-9])"), "4K", 3840, 2160),
    (re.compile(r"(?<![a-z0-9])(?:1440p|qhd|2560\s*[x×]\s*1440)(?![a-z0-9])"), "1440p", 2560, 1440),
    (re.compile(r"(?<![a-z0-9])(?:1080p|fhd|full\s*hd|1920\s*[x×]\s*1080)(?![a-z0-9])"), "1080p", 1920, 1080),
    (re.compile(r"(?<![a-z0-9])(?:720p|1280\s*[x×]\s*720)(?![a-z0-9])"), "720p", 1280, 720),
)
UPSCALE_RATIO = 3.0
"""From about three times the published pixels (1440p is 3.5 times 1024x1024) the picture is generated at the
model's size and upscaled (module docstring)."""


def size_asked(text: str) -> tuple[str, int, int] | None:
    """The picture size ``text`` names (its word, width, height), or None."""
    low = text.lower()
    return next(((name, w, h) for pattern, name, w, h in _SIZES if pattern.search(low)), None)


def _resolution(param: Any) -> str | None:
    """The first published resolution ("1024x1024") in a message's parameters, nested messages included."""
    if isinstance(param, (Message, MessageParam)):
        if isinstance(res := param.params.get("resolution"), Text) and re.fullmatch(r"\d{3,4}x\d{3,4}", res.value):
            return res.value
        return next((r for p in param.params.values() if (r := _resolution(p)) is not None), None)
    return None


def picture_size_said(q: Question) -> Question:
    """``q`` with the picture size it asks said against the image answer's published size (module docstring); as
    it is when the reply is no image answer in words, or no size is asked."""
    reply = q.reply
    if q.answer is not None or reply is None or reply.key != "image.needs.reply" or (
            asked := size_asked(q.text)) is None or (published := _resolution(reply.params.get("answer"))) is None:
        return q
    name, w, h = asked
    pw, ph = (int(x) for x in published.split("x"))
    ratio = (w * h) / (pw * ph)
    params = dict(size=Text(value=name), dims=Text(value=f"{w}x{h}"), mp=Number(value=round(w * h / 1e6, 2)),
                  published=Text(value=published), published_mp=Number(value=round(pw * ph / 1e6, 2)),
                  ratio=Number(value=round(ratio, 1)))
    if ratio >= UPSCALE_RATIO:
        said = msg("image.size.upscale", "The figures are at {published} ({published_mp:g} MP); {size} ({dims}) is "
                   "{mp:g} MP, about {ratio:g} times the pixels: generate at the model's native size and upscale "
                   "(an upscaler such as Real-ESRGAN, or tiled upscaling with a tiled VAE decode) rather than "
                   "generating at {size} directly; memory and time per step grow with the pixels.", **params)
    else:
        said = msg("image.size.near", "The figures are at {published} ({published_mp:g} MP); {size} ({dims}) is "
                   "{mp:g} MP, about {ratio:g} times the pixels: the memory of the picture and the time per step "
                   "grow with it, or generate near {published} and upscale.", **params)
    new = msg("image.needs.reply", "{reading} {answer}", reading=reply.params["reading"], answer=msg(
        "answer.join.sentences", "{first} {second}", first=reply.params["answer"], second=said))
    return q.model_copy(update={"reply": new})


__all__ = ["UPSCALE_RATIO", "picture_size_said", "size_asked"]
