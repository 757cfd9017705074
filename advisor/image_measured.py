"""An owner's measured time per image, weighed against what the card should do (break29 #6: "I have a 3080 10gb.
Stable diffusion takes 2 minutes per image, is that normal?" was told the card's 7 s and never that 2 minutes is ~17×
too slow; "my 4090 generates sdxl images in 30 seconds each, is it broken?" likewise).

:func:`seconds_had` reads the owner's own time ("takes 2 minutes per image", "30 seconds each", "一张图要1分钟");
:func:`measured_time_first` heads the answer about their one card with the verdict: the card's expected seconds for
an image of the model named (:func:`advisor.image_target` figures: the published runs' 20 steps over the table's it/s,
measured or estimated, said which), and — when theirs is at least :data:`SLOW` times that — how many times slower
and what to check on that stack (the GPU actually used, no ``--lowvram``/``--medvram`` or CPU offload when the model
fits, fp16, the steps and size of the image); else that it is about what the card does. Pure.
"""

from __future__ import annotations

import re
from typing import Any

from . import i18n
from .i18n import msg
from .image_target import _NUM, _basis, _model, _model_said, _seconds, _secs
from .wording import join

SLOW = 2.0
"""From how many times the expected time an owner's time is "too slow" (product choice: the published runs' own
settings vary by well under 2×: sampler, steps, a UI's overhead)."""

_TIME = re.compile(rf"(?<![\d.,]){_NUM}\s*(seconds?|secs?|s|minutes?|mins?|m)(?![a-z/])")
_ZH_TIME = re.compile(rf"{_NUM}\s*(秒|分钟|分鐘)")
_HAD = re.compile(r"(?:takes?|took|taking|generates?|generating|makes?|gets?|getting|renders?|about|around|in|"
                  r"需要|要|用了|花了|得)\W*(?:about|around|~|like|over|almost|nearly)?\W*$")
_EACH = re.compile(r"\s*(?:per|an?|each|every|/|for\s+(?:an?|each|one))\s*"
                   r"(?:image|picture|pic|img|generation|render)?s?(?![a-z])|\s*each")
_ASKS = re.compile(r"normal|broken|slow|expected|too\s+long|is\s+(?:that|this|it)\s+(?:ok|right|fine)|why|"
                   r"正常|太慢|很慢|慢|坏|壞|問題|问题")


def seconds_had(text: str) -> float | None:
    """The seconds one image takes the owner (module docstring), ``None`` when ``text`` says none or asks nothing
    of it (a time wished for is :func:`advisor.image_target.seconds_wanted`'s)."""
    low = " ".join(str(text).lower().split())
    if not _ASKS.search(low):
        return None
    for m in _TIME.finditer(low):
        before, after = low[max(0, m.start() - 24):m.start()], low[m.end():m.end() + 20]
        if (_HAD.search(before) or _EACH.match(after)) and float(m.group(1).replace(",", ".")) > 0:
            return float(m.group(1).replace(",", ".")) * (60.0 if m.group(2).startswith("m") else 1.0)
    for m in _ZH_TIME.finditer(low):
        if _HAD.search(low[max(0, m.start() - 12):m.start()]) and float(m.group(1)) > 0:
            return float(m.group(1)) * (60.0 if m.group(2) != "秒" else 1.0)
    return None


def measured_time_first(advisor: Any, text: str, read_as: Any, answer: Any) -> Any:
    """An owner's answer about one card headed by the verdict on their measured time per image (module docstring);
    any other answer as it is."""
    from .image_lines import image_speed
    from .image_needs import find_generator

    shape = getattr(answer, "shape", None)
    if shape is None or len(getattr(read_as, "cards", None) or []) != 1 or getattr(read_as, "use_case", None) != (
            "image") or (had := seconds_had(text)) is None:
        return answer
    g = find_generator(text)
    if g is not None and g.job != "image-gen":
        return answer
    sdxl, flux = _model(g)
    card = read_as.cards[0]
    speed = image_speed(advisor.catalog, card, flux, sdxl)
    if speed is None:
        return answer
    secs = _seconds(speed.value)
    how = _basis(advisor.catalog, [card], sdxl, flux) or msg("image.target.how.measured", "measured, {table}",
                                                             table=i18n.Text(value="flux_its.csv" if flux else
                                                                             "sdxl_its.csv" if sdxl else "sd_its.csv"))
    params = dict(card=i18n.Card(value=card), model=_model_said(sdxl, flux), seconds=_secs(secs), had=_secs(had),
                  its=i18n.Number(value=round(speed.value, 2) if speed.value < 2 else round(speed.value, 1)), how=how)
    ratio = had / secs
    said = (msg("image.measured.slow", "No, that is too slow: {card} should make {model} in about {seconds:g} s "
                "({its:g} it/s; {how}), so your {had:g} s is about {ratio:g}× slower than the card. "
                "Check that the image runs on the GPU (the UI's console names the device; a CPU-only PyTorch is the "
                "usual cause), that no --lowvram / --medvram or CPU offload is on when the model fits its memory, "
                "that it runs in fp16, and the steps and size you use.",
                ratio=i18n.Number(value=round(ratio) if ratio >= 10 else round(ratio, 1)), **params)
            if ratio >= SLOW else
            msg("image.measured.normal", "Yes, about right: {card} makes {model} in about {seconds:g} s ({its:g} it/s; "
                "{how}); your {had:g} s is within what the card does, with your steps, size "
                "and sampler.", **params))
    head = join([said, shape.headline], "sentences")
    if ratio < SLOW:
        return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})
    # too slow is no reason to buy: no upgrade beside it, and no offload offered as a help (it slows)
    caveats = [c for c in shape.caveats if not _offload_helps(c.message)]
    ranking = [x for x in shape.ranking if x.card == card]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "caveats": caveats,
                                                                       "ranking": ranking})})


def _offload_helps(message: Any) -> bool:
    """Whether a caveat offers system-RAM offload (``--lowvram``) as a help: the likely cause of a slow image, never
    its cure (break29 #6)."""
    return "offload" in message.key or "lowvram" in message.key or "system-ram" in message.key


__all__ = ["measured_time_first", "seconds_had"]
