"""An owner's own time per image, read from the question (break29 #6, break30 #2): "takes 2 minutes per image",
"30 seconds each", "一张图要1分钟" — asked whether it is normal, or said by the owner of a card ("my 3080 takes 2
minutes per image, upgrade?"), never a time wished for ("under 5 seconds"). Shared by :mod:`advisor.image_measured`
(the verdict), :mod:`advisor.image_target` (no target read from it) and the reader (the image job it implies).
Pure: regular expressions only.
"""

from __future__ import annotations

import re

NUM = r"(\d+(?:[.,]\d+)?)"
"""A number as people write a time ("2", "1.5", "1,5"); :mod:`advisor.image_target` reads its times with it."""

_TIME = re.compile(rf"(?<![\d.,]){NUM}\s*(seconds?|secs?|s|minutes?|mins?|m)(?![a-z/])")
_ZH_TIME = re.compile(rf"{NUM}\s*(秒|分钟|分鐘)")
_HAD = re.compile(r"(?:takes?|took|taking|generates?|generating|makes?|gets?|getting|renders?|about|around|in|"
                  r"需要|要|用了|花了|得)\W*(?:about|around|~|like|over|almost|nearly)?\W*$")
_EACH = re.compile(r"\s*(?:per|an?|each|every|/|for\s+(?:an?|each|one))\s*"
                   r"(?:image|picture|pic|img|generation|render)?s?(?![a-z])|\s*each")
_OWNER = re.compile(r"(?<![a-z])(?:my|mine)(?![a-z])|我的|我这|我這|我家")
"""The owner's card said: a time the question states of it is one they get, asked about or not."""
_TOOK = re.compile(r"(?:takes?|took|taking|needs?|generates?|generating|makes?|renders?|spits?\s+out)\W*"
                   r"(?:about|around|~|like|over|almost|nearly)?\W*$")
"""A verb of taking right before the time ("takes 2 minutes per image"): stricter than :data:`_HAD` ("in")."""
_WISH = re.compile(r"(?<![a-z])(?:want|wish|hope|would\s+like|under|below|within|less\s+than|faster\s+than|"
                   r"target|goal)(?![a-z])|想|希望|控制|以内|以內")
"""Words of a time wished for, near the time: no time had."""
_IMAGE_WORD = re.compile(r"(?<![a-z])(?:images?|pictures?|pics?|imgs?|renders?|sdxl|sd|stable\s+diffusion|flux|"
                         r"comfy\s?ui|a1111)(?![a-z])|图|圖")
"""Image words: a time said beside them is a time per image."""
_ASKS = re.compile(r"normal|broken|slow|expected|too\s+long|is\s+(?:that|this|it)\s+(?:ok|right|fine)|why|"
                   r"正常|太慢|很慢|慢|坏|壞|問題|问题")


def seconds_had(text: str) -> float | None:
    """The seconds one image takes the owner (module docstring), ``None`` when ``text`` says none or asks nothing
    of it (a time wished for is :func:`advisor.image_target.seconds_wanted`'s). Asked or not: an owner's card said
    ("my 3080 takes 2 minutes per image, upgrade?", "我的3060跑SD一张图要1分钟，换什么卡") and a verb of taking
    before the time, with no wish beside it, is the time they get (break30 #2)."""
    low = " ".join(str(text).lower().split())
    asks = bool(_ASKS.search(low))
    if not asks and not _OWNER.search(low):
        return None
    for m in _TIME.finditer(low):
        before, after = low[max(0, m.start() - 24):m.start()], low[m.end():m.end() + 20]
        if not (asks and (_HAD.search(before) or _EACH.match(after)) or _TOOK.search(before) and _EACH.match(
                after) and not _WISH.search(before)) or float(m.group(1).replace(",", ".")) <= 0:
            continue
        return float(m.group(1).replace(",", ".")) * (60.0 if m.group(2).startswith("m") else 1.0)
    for m in _ZH_TIME.finditer(low):
        before = low[max(0, m.start() - 12):m.start()]
        if _HAD.search(before) and (asks or not _WISH.search(before)) and float(m.group(1)) > 0:
            return float(m.group(1)) * (60.0 if m.group(2) != "秒" else 1.0)
    return None


def image_time_had(text: str) -> bool:
    """Whether ``text`` states the owner's time per image (:func:`seconds_had`) beside image words ("per image",
    "一张图"): the image job, even with no generator named (break30 #2)."""
    return bool(_IMAGE_WORD.search(str(text).lower())) and seconds_had(text) is not None



__all__ = ["NUM", "image_time_had", "seconds_had"]
