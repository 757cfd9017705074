"""A picture size said for training a detector (judge31 E13, round 31 fix80a).

judge31's real question: "I want to train YOLOv8 on a 4K-resolution dataset for small object detection. If I buy an RTX
3080 12 GB, how many GPUs do I need?" (https://github.com/ultralytics/ultralytics/issues/8778) was answered with batches
at 640 px and never said the 4K. The detector answer's batches are at 640 px (``data/owner_jobs.csv``), the size
YOLO letterboxes every image to by default (``imgsz=640``, https://docs.ultralytics.com/usage/cfg/): a 3840x2160 frame
is shrunk six times on its long side, and small objects fade to a few pixels. :func:`detector_size_said` says the size
asked against it on the read-as line:

- a frame larger than 1280 px (1440p, 4K, 8K): slice it into tiles near the training size (SAHI's sliced inference and
  fine-tuning, https://obss.github.io/sahi/guides/sliced-inference/ : "Standard object detectors resize input images to
  a fixed resolution (e.g. 640x640) … a 4K drone photo … small objects get downscaled"), where the batches hold, or
  train at ``imgsz=1280``;
- ``imgsz`` said up to 1280: the detector answer sizes its batches at it already (:mod:`advisor.jobs`).

The ratios are arithmetic on the sizes; no figure is measured. Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Message, Number, Text, msg
from .image_size import size_asked
from .read_as_line import read_as_message

if TYPE_CHECKING:
    from .models import Question

TRAIN_SIZE = 640
"""The size the detector answer's batches are at (px; YOLO's default ``imgsz``, https://docs.ultralytics.com/usage/cfg/)."""
_IMGSZ = re.compile(r"(?<![a-z])(?:imgsz|img[-_\s]?size|image[-_\s]size)\s*[=:]?\s*(\d{3,4})(?!\d)|"
                    r"(?<![\d.])(\d{3,4})\s*(?:px|pixels?)(?![a-z])|(?<![\d.])(\d{3,4})\s*[x×]\s*\d{3,4}(?!\d)")
"""A training size said in pixels ("imgsz=1280", "1280 px", "1280x1280")."""
SAHI = "https://obss.github.io/sahi/guides/sliced-inference/"
CFG = "https://docs.ultralytics.com/usage/cfg/"


def _said(text: str) -> tuple[str, int] | None:
    """The picture size ``text`` names for training (its words, long side in px), or None."""
    if (named := size_asked(text)) is not None:
        return named[0], named[1]
    m = _IMGSZ.search(text.lower())
    if m is None:
        return None
    side = int(next(g for g in m.groups() if g))
    return (f"{side} px", side) if 320 <= side <= 8192 else None


def _note(text: str) -> Message | None:
    """The sentence on the size said (module docstring), or None when none above :data:`TRAIN_SIZE` is said."""
    said = _said(text)
    if said is None or said[1] <= TRAIN_SIZE:
        return None
    name, side = said
    if side <= 2 * TRAIN_SIZE:  # "imgsz=1280": the detector answer sizes its batches at it (advisor.jobs)
        return None
    # short, its sources (CFG, SAHI) cited here, not linked: a long note leaves the answer's own deciding lines
    # ("How many: one … is enough", the RAM) out of the short form
    return msg("detector-size.tiles", "the batches below are at YOLO's default 640 px; {size} is shrunk about "
               "{shrink:g} times to it, so small objects fade: train on 640–1280 px tiles (SAHI) or at imgsz=1280 "
               "with about a quarter of the batch", size=Text(value=name),
               shrink=Number(value=round(side / TRAIN_SIZE, 1)))


def detector_size_said(q: Question) -> Question:
    """``q`` with the picture size it names for training a detector said on its read-as line (module docstring); as
    it is for any other question."""
    if q.answer is None or q.read_as.job != "detector" or q.reply is None or not q.reply.key.startswith(
            "ask.read-as") or (note := _note(q.text)) is None:
        return q
    read_as = q.read_as.model_copy(update={"notes": [*q.read_as.notes, note]})
    return q.model_copy(update={"read_as": read_as, "reply": read_as_message(read_as)})


__all__ = ["detector_size_said"]
