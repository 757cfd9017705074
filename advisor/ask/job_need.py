"""The memory a detector's training needs, asked with no card, no memory and no budget (judge32 E4, C4, C5; fix85b #1).

judge32's real questions: "How much GPU memory does the training [of YOLOS] need? It always raises out-of-memory"
(https://github.com/hustvl/YOLOS/issues/5), "YOLOX 训练对算力卡的最低要求是什么？"
(https://github.com/Megvii-BaseDetection/YOLOX/issues/189), "训练 yolov8 需要多大显存?"
(https://github.com/bubbliiiing/yolov8-pytorch/issues/47) and the probe "How much GPU memory does training YOLOv8 need?"
were all sent to the budget prompt (or asked for an LLM), although the detector's published figures answer them when a
card is named (:mod:`advisor.ask.memory_job`, ``why --job detector``).

:func:`job_need` answers the amount asked, deciding fact first: the memory each published size needs at YOLO's default
batch of 16 at 640 px (``batch=16``, ``imgsz=640``: https://docs.ultralytics.com/usage/cfg/), from YOLOv5's published
batches in 16 GB (``data/owner_jobs.csv``) scaled by memory (:func:`advisor.vision_said.per_image_gb`) — the assumption
said; a two-stage detector named (Mask or Faster R-CNN) gets its own published figure; a network with no figure here
(YOLOS, DETR) is said to have none, the YOLO figures given as a CNN detector's for comparison. Then which memory trains
which size, AutoBatch (``batch=-1``) and the budget question last. Pure."""

from __future__ import annotations

import math
import re

from ..i18n import Message, MessageParam, Number, Quantity, Text, msg
from ..jobs import JOB_NAMES, OVERHEAD_GB, SETTING_WORDS, rows
from ..kinds import find_job
from ..needs_words import BUDGET_AFTER, with_reading
from ..vision_said import per_image_gb, said
from ..wording import join
from . import cues
from .project_need import AMOUNT

YOLO_BATCH = 16
"""YOLO's default training batch (``batch=16``, https://docs.ultralytics.com/usage/cfg/)."""
STEPS = (8.0, 12.0, 16.0)
"""The memories said against the sizes (GB): the common 8, 12 and 16 GB cards."""
ASKED = re.compile(r"(?:最低|最少|至少)\S{0,4}(?:要求|配置)|"
                   r"(?:显卡|顯卡|算力卡|gpu|显存|顯存)\S{0,6}(?:要求|需求|配置)|what\s+(?:gpu|card|hardware)\s+(?:is\s+)?(?:needed|required)|minimum\s+(?:gpu|card|hardware)")
"""A requirement asked in other words than an amount ("对算力卡的最低要求", "显卡配置要求", "minimum GPU")."""


def _setting(row) -> MessageParam | Text:
    words = SETTING_WORDS.get(row.setting) if row.setting != "fp32" else None  # "mixed precision" in the
    # answer's language; fp32's words are said of a card (its half precision), and no card is named here
    return MessageParam(key=words.key, params=words.params) if words is not None else Text(value=row.setting)


def _need(row, batch: int) -> float:
    per = per_image_gb(row, said(""))
    return OVERHEAD_GB + (per[0] if per else 0.0) * batch


def _yolo(stand_in: str | None, close: bool = True) -> Message:
    """The YOLO sizes' memory at the default batch, which memory trains which, and the basis said."""
    table = [r for r in rows("detector", named=True) if r.model.startswith("YOLOv5") and r.batch and
             r.resolution == "640 px"]
    needs = [(r, round(_need(r, YOLO_BATCH), 1)) for r in table]
    sizes = join([msg("jobs.need.size", "{model} {need}", model=Text(value=r.model[-1]),
                      need=Quantity(value=n, unit="GB", digits=1)) for r, n in needs], "comma")
    steps = []
    for memory in STEPS:
        top = [r for r, n in needs if n <= memory]
        if top:
            steps.append(msg("jobs.need.step", "{memory} trains up to the {size}",
                             memory=Quantity(value=memory, unit="GB"), size=Text(value=top[-1].model[-1])))
    first = table[0]
    head = msg("jobs.need.yolo", "Training a YOLO detector at {size} ({setting}) at its default batch of {batch} needs "
               "about: {sizes} (sizes n to x; YOLOv5's published batches in {published}, scaled by memory).",
               size=Text(value=first.resolution), setting=_setting(first), batch=Number(value=YOLO_BATCH),
               sizes=sizes, published=Quantity(value=first.vram_gb, unit="GB"))
    so = msg("jobs.need.steps", "At that batch, {steps}; a smaller batch needs less, and batch=-1 (AutoBatch) picks "
             "the largest that fits the card.", steps=join(steps, "comma"))
    parts = [head, so]
    if stand_in is not None:
        parts.insert(0, msg("jobs.need.stand-in", "No {model} figure is published here; YOLOv5's, a one-stage "
                            "detector of similar sizes, are the nearest.", model=Text(value=stand_in))
                     if close else msg(
            "jobs.need.compare", "No {model} figure is published here, and a CNN detector's figures do not size a "
            "transformer one (its authors' batch and card are the figure to follow); for comparison only, a CNN "
            "detector's:",
            model=Text(value=stand_in)))
    return join(parts, "sentences")


def job_need(r, read_as) -> Message | None:
    """The reply to "how much memory does training a detector need?" with no card, memory or budget (module
    docstring); ``None`` for any other question."""
    low = " ".join(r.text.lower().split())
    if (r.cards or r.budget is not None or read_as.cards or r.model is not None or r.spans.memory_gb or r.memory_gb
            or not (AMOUNT.search(low) or ASKED.search(low)) or cues.LLM_SAID.search(low)):
        return None
    job = find_job(low) or ("detector" if re.search(r"(?<![a-z])yolo", low) else None)  # "yolox", "yolov7"
    if job != "detector" or (cues.INFERENCE_PHASE.search(low) and not cues.TRAINING_SAID.search(low)):
        return None
    s = said(low)
    other = re.search(r"(?<![a-z])(yolo(?:s|x|v[3467]|v9|v10))(?![a-z0-9])", low)
    if other is not None:  # YOLOX, YOLOS, YOLOv7: the YOLO sizes, said as another network's
        name = other.group(1)
        line = _yolo("YOLO" + name[4:].upper() if name[4] in "sx" else "YOLO" + name[4:], close=name != "yolos")
    elif s.row is not None and not s.row.startswith("YOLOv5"):  # Mask or Faster R-CNN: its own published figure
        row = next(x for x in rows("detector", named=True) if x.model == s.row and x.batch)
        batch = row.batch or 1  # a row with a batch (the filter above)
        line = msg("jobs.need.row", "Training {model} at {size} ({setting}) at {batch} images per GPU needs about "
                   "{need} (published); each further image adds about {per}.", model=Text(value=row.model),
                   size=Text(value=row.resolution), setting=_setting(row), batch=Number(value=batch),
                   need=Quantity(value=row.vram_gb, unit="GB", digits=1),
                   per=Quantity(value=math.ceil((row.vram_gb - OVERHEAD_GB) / batch * 10) / 10, unit="GB",
                                digits=1))
    elif s.name is not None and s.row is None:  # DETR, ViT: no figure here
        line = _yolo(s.name, close=False)
    else:
        line = _yolo(None)
    reading = msg("needs.read-as.job-need", "Read as: {job}, the memory it needs, with no card and no budget named.",
                  job=JOB_NAMES[job])
    return with_reading(reading, join([line, BUDGET_AFTER], "sentences"))


__all__ = ["job_need"]
