"""The memory a vision training job needs at the image size and batch said (fix45b, newuser21 #10 and #18, issues 27
and 28): "train yolov8x at 1280px with batch 16, budget 1000" ranked cards as plain cv-research, the size and batch
unused, and "train yolov8 on 1280px images with batch 16, which gpu do I need" asked the budget with no need said.

:func:`need` sizes what :func:`advisor.vision_said.said` read as :func:`advisor.vision_said.fit` does (the network's
published row of ``data/owner_jobs.csv``, its per-image memory scaled by the pixel area said over the row's, the
batch said or else the row's published one): one figure for a network with a row, and for a YOLO said without its
size letter the range over the published sizes (n to x). A network with no published figure (ViT, DETR, U-Net…) is
said to have none. Pure."""

from __future__ import annotations

from .i18n import Message, MessageParam, Number, Quantity, Text, msg
from .jobs import OVERHEAD_GB, SETTING_WORDS, JobRow, rows
from .vision_said import _YOLO, Said, _size, network_said, per_image_gb

_LETTERS = "nsmlx"


def _job_row(model: str) -> JobRow | None:
    return next((r for job in ("detector", "cnn") for r in rows(job, named=True) if r.model == model and r.batch),
                None)


def _gb(row: JobRow, s: Said, batch: int) -> float | None:
    scaled = per_image_gb(row, s)  # the card's fit scales the same way (vision_said.fit)
    return None if scaled is None else OVERHEAD_GB + scaled[0] * batch


def _setting(row: JobRow) -> Message:
    words = SETTING_WORDS.get(row.setting) if row.setting != "fp32" else None  # fp32's words weigh a card: none here
    return MessageParam(key=words.key, params=words.params) if words is not None else Text(  # type: ignore[return-value]
        value=row.setting)


def need(text: str, s: Said) -> tuple[float | None, Message] | None:
    """The memory (GB) the vision job ``s`` (read from ``text``, lower case) needs and the sentence that says it
    (module docstring); the GB ``None`` when no single figure is (a range, or no published row); ``None`` when no
    vision network is named or neither a size nor a batch is said."""
    if not network_said(text) or (s.width is None and s.batch is None):
        return None
    if s.name is not None and s.row is None:
        return None, msg("jobs.need.unfigured", "{model}: no published memory figure for {model} is in these tables, "
                         "so its memory at the size and batch said is not sized here, nor the ranking by it.",
                         model=Text(value=s.name))
    if s.row is not None:
        row = _job_row(s.row)
        if row is None:
            return None
        batch = s.batch or row.batch or 1  # a row without a batch is none of _job_row's
        gb = _gb(row, s, batch)
        if gb is None:
            return None
        source = msg("jobs.said.source", "{row}'s published batch of {batch} in {published} at {resolution}",
                     row=Text(value=row.model), batch=Number(value=row.batch),
                     published=Quantity(value=row.vram_gb, unit="GB"), resolution=Text(value=row.resolution))
        if s.stand_in:
            source = msg("jobs.said.stand-in", "{source}, as no {model} figure is published here", source=source,
                         model=Text(value=s.name or row.model))
        return gb, msg("jobs.need.one", "{model} at {size}, a batch of {batch} ({setting}): about {need} (scaled by "
                       "pixel area and batch from {source}).", model=Text(value=s.name or row.model),
                       size=_size(s) if s.width else Text(value=row.resolution), batch=Number(value=batch),
                       setting=_setting(row), need=Quantity(value=gb, unit="GB", digits=0), source=source)
    m = _YOLO.search(text)
    if m is None:
        return None
    family = f"YOLOv{m.group(1)}" if m.group(1) != "11" else "YOLO11"
    if s.batch is None:
        return None  # no batch said: each size's own published batch, no one range to say
    sized = [(r, gb) for x in _LETTERS if (r := _job_row(f"YOLOv5{x}")) is not None
             and (gb := _gb(r, s, s.batch)) is not None]
    if len(sized) < 2:
        return None
    (small, low), high = sized[0], sized[-1][1]
    return None, msg("jobs.need.range", "{family} at {size}, a batch of {batch} ({setting}): about {low} for the "
                     "smallest ({small}) to {high} for the largest ({large}), scaled by pixel area and batch from "
                     "YOLOv5's published batches in {published} at {resolution}.", family=Text(value=family),
                     size=_size(s) if s.width else Text(value=small.resolution), batch=Number(value=s.batch),
                     setting=_setting(small), low=Quantity(value=low, unit="GB", digits=0),
                     small=Text(value=f"{family}{_LETTERS[0]}"), high=Quantity(value=high, unit="GB", digits=0),
                     large=Text(value=f"{family}{_LETTERS[-1]}"), published=Quantity(value=small.vram_gb, unit="GB"),
                     resolution=Text(value=small.resolution))
