"""A vision training job with the network, the image size or the batch the user said (fix44b, break35 #3, issues
27 and 28): "Can I train a YOLO detector on a 3060 12GB at 1280px?", "will YOLOv8x train at 1280px batch 16 on a
3060 12GB?", "Mask R-CNN training on a 3080 10GB, enough memory?", "Can I train a ViT-B/16 at 224 with batch 256
on a 4090?" were answered with YOLOv5x at 640 px or ResNet-50 at 224 px whatever was said.

:func:`said` reads the network (YOLOv5/v8/11 with its size letter, Mask or Faster R-CNN, ResNet-50, ViT, DETR,
U-Net, EfficientNet…), the image size ("1280px", "at 640", "512x512", "imgsz=1280") and the batch ("batch 16",
"batch size of 32", "bs=64", "批量16"). :func:`fit` sizes it from a published row of ``data/owner_jobs.csv``: the
network's own (YOLOv5's sizes, Mask and Faster R-CNN's R-50-FPN figures from NVIDIA's Mask R-CNN model zoo,
ResNet-50), or for a YOLOv8 / YOLO11 size the YOLOv5 row of the same letter, said as the stand-in it is. The
memory an image takes grows with its pixels: the published per-image memory (after
:data:`advisor.jobs.OVERHEAD_GB`) is scaled by the pixel area said over the row's (1280 px is four times 640 px's
activations) — an estimate, and the answer says its basis. A batch said is answered yes or no with the batch that
fits beside it. A network with no published figure (ViT, DETR, U-Net…) is said to have none: the CNN and YOLO
rows never size it."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from .i18n import Message, MessageParam, Number, Quantity, Text, msg
from .jobs import OVERHEAD_GB, SETTING_WORDS, JobRow, rows

_YOLO = re.compile(r"(?<![a-z0-9])yolo ?(?:v ?)?(5|8|11)([nsmlx])?(?:6)?(?![a-z0-9])")
_NAMED: tuple[tuple[re.Pattern[str], str, str | None], ...] = (
    (re.compile(r"mask[ -]?r-?cnn"), "Mask R-CNN", "Mask R-CNN R-50-FPN"),
    (re.compile(r"faster[ -]?r-?cnn"), "Faster R-CNN", "Faster R-CNN R-50-FPN"),
    (re.compile(r"(?<![a-z0-9])resnet[ -]?50(?![0-9])"), "ResNet-50", "ResNet-50"),
    (re.compile(r"(?<![a-z0-9])(?:rt-)?detr(?![a-z0-9])"), "DETR", None),
    (re.compile(r"(?<![a-z0-9])vit[ -]?([bslh])(?:/(\d+))?(?![a-z0-9])|(?<![a-z0-9])vit(?![a-z0-9])"
                r"|vision transformer"), "ViT", None),
    (re.compile(r"(?<![a-z0-9])u-?net(?![a-z0-9])"), "U-Net", None),
    (re.compile(r"(?<![a-z0-9])efficientnet(?:[ -]?(b\d))?(?![a-z0-9])"), "EfficientNet", None),
    (re.compile(r"(?<![a-z0-9])convnext(?![a-z0-9])"), "ConvNeXt", None),
    (re.compile(r"(?<![a-z0-9])resnet[ -]?(18|34|101|152)(?![0-9])"), "ResNet", None),
)
"""The networks read (pattern, the name said back, the ``owner_jobs.csv`` model that sizes it or ``None``)."""

_SIZE = (re.compile(r"(?<![0-9.])(\d{2,4})\s*[x×*]\s*(\d{2,4})(?![0-9])"),
         re.compile(r"(?<![0-9.])(\d{2,4})\s*(?:px|pixels?|像素|分辨率|res(?:olution)?)(?![a-z])"),
         re.compile(r"(?:imgsz|img[-_ ]?size|image[-_ ]size|--img|input size|resolution|分辨率)\s*(?:of|=|:)?\s*"
                    r"(\d{2,4})(?![0-9])"),
         re.compile(r"(?:图片|图像|圖片|圖像|尺寸|输入|輸入)\s*(?:大小|尺寸|分辨率)?\s*(?:为|是|=|:|：)?\s*"
                    r"(\d{2,4})(?![0-9])"),
         re.compile(r"(?<![a-z])at\s+(\d{3,4})(?!\s*(?:(?:gb|g|w|mb|hz|tok|usd|eur|dollars?|bucks)(?![a-z])|€|\$|元|块|"
                    r"[0-9.,]))"))
_BATCH = (re.compile(r"(?<![a-z])(?:batch[-_ ]?size|batch|bs|mini-?batch)\s*(?:of|=|:|is)?\s*(\d{1,4})"
                     r"(?![0-9]|\s*(?:gb|g))"),
          re.compile(r"(?<![0-9.])(\d{1,4})\s*(?:batch(?:es)?|images? (?:a|per) batch)(?![a-z])"),
          re.compile(r"(?:批量|批大小|batch大小|batch_size|批次大小)\s*(?:为|是|=|:)?\s*(\d{1,4})"))
MIN_PX, MAX_PX = 32, 4096


@dataclass(frozen=True)
class Said:
    """What a question said of a vision training job: ``name`` the network as said back ("YOLOv8x"), ``row`` the
    published model that sizes it (``None``: none does), ``stand_in`` whether that row is another network's
    (YOLOv5x for YOLOv8x), ``width`` × ``height`` the image in pixels (square for "1280px"), ``batch``."""

    name: str | None = None
    row: str | None = None
    stand_in: bool = False
    width: int | None = None
    height: int | None = None
    batch: int | None = None

    @property
    def anything(self) -> bool:
        return self.name is not None or self.width is not None or self.batch is not None


def _network(low: str) -> tuple[str | None, str | None, bool]:
    m = _YOLO.search(low)
    if m is not None:
        version, size = m.group(1), m.group(2)
        if size is None:
            return None, None, False  # "a YOLO detector": the family's published sizes, the heaviest that fit
        name = f"YOLOv{version}{size}" if version != "11" else f"YOLO11{size}"
        return name, f"YOLOv5{size}", version != "5"
    for pattern, name, row in _NAMED:
        found = pattern.search(low)
        if found is None:
            continue
        if name == "ViT" and found.group(0).startswith("vit") and found.group(1):
            name = f"ViT-{found.group(1).upper()}" + (f"/{found.group(2)}" if found.group(2) else "")
        elif name in ("EfficientNet", "ResNet") and found.group(1):  # "efficientnet-b7", "resnet101": the size said
            name = f"{name}-{found.group(1).upper()}"
        return name, row, False
    return None, None, False


def network_said(text: str) -> bool:
    """Whether ``text`` (lower case) names a vision network: a YOLO (with or without its size letter) or one of
    :data:`_NAMED` — a number said "at" after it is an image's side (:mod:`advisor.ask.not_money`)."""
    return _YOLO.search(text) is not None or any(p.search(text) for p, _, _ in _NAMED)


def said(text: str) -> Said:
    """The network, image size and batch ``text`` says (module docstring); an empty :class:`Said` when none."""
    low = " ".join(text.lower().split())
    name, row, stand_in = _network(low)
    width = height = None
    for pattern in _SIZE:
        m = pattern.search(low)
        if m is None:
            continue
        w = int(m.group(1))
        h = int(m.group(2)) if pattern.groups == 2 else w
        if pattern is _SIZE[-1] and (w % 32 or w > 2048):  # "at 640", "at 1280": an image side, never "at 4090"
            continue  # nor "at 1000 dollars"
        if MIN_PX <= w <= MAX_PX and MIN_PX <= h <= MAX_PX:
            width, height = w, h
            break
    batch = next((int(m.group(1)) for p in _BATCH if (m := p.search(low)) is not None and int(m.group(1)) > 0), None)
    return Said(name=name, row=row, stand_in=stand_in, width=width, height=height, batch=batch)


def _pixels(resolution: str) -> int | None:
    m = re.match(r"(\d+)(?:\s*x\s*(\d+))?", resolution)
    if m is None:
        return None
    w = int(m.group(1))
    return w * (int(m.group(2)) if m.group(2) else w)


def _row(job: str, s: Said, table: list[JobRow]) -> JobRow | None:
    every = [r for r in rows(job, named=True) if r.batch]
    if s.row is not None:
        return next((r for r in every if r.model == s.row), None)
    return table[-1] if table else None  # no network said: the heaviest of the job's rows the card is sized from


def _size(s: Said) -> Message:
    if s.width == s.height:
        return Quantity(value=float(s.width or 0), unit="px")  # type: ignore[return-value]
    return Text(value=f"{s.width}x{s.height}")  # type: ignore[return-value]



def per_image_gb(row, s: Said) -> tuple[float, float] | None:
    """The memory (GB) one image of ``s``'s size takes beyond the fixed overhead, from the published ``row`` (its
    batch in its memory, scaled by pixel area), and that area's ratio; ``None`` when the row has no batch or size."""
    published = _pixels(row.resolution)
    if published is None or not row.batch:
        return None
    area = (s.width or 0) * (s.height or 0) / published if s.width else 1.0
    return (row.vram_gb - OVERHEAD_GB) / row.batch * area, area

def fit(job: str, s: Said, memory_gb: float, table: list[JobRow]) -> Message | None:
    """The fit of the job ``s`` says in ``memory_gb`` GB (module docstring), or ``None`` when ``s`` says nothing
    of the network, size or batch. ``table``: the job's rows the card is sized from (:func:`advisor.jobs.
    training_rows`), whose heaviest sizes a job with no network said."""
    if not s.anything:
        return None
    memory = Quantity(value=memory_gb, unit="GB")
    if s.name is not None and s.row is None:
        return msg("jobs.said.unfigured", "Training {model} in {memory}: no published memory figure for {model} is in "
                   "these tables, so whether it fits is not said here; the job's figures are other networks' "
                   "(ResNet-50, YOLOv5) and do not size it.", model=Text(value=s.name), memory=memory)
    row = _row(job, s, table)
    scaled = per_image_gb(row, s) if row is not None else None
    if row is None or scaled is None:
        return None
    model = Text(value=s.name or row.model)
    per_image, area = scaled
    fits = max(0, math.floor((memory_gb - OVERHEAD_GB) / per_image))
    source = msg("jobs.said.source", "{row}'s published batch of {batch} in {published} at {resolution}",
                 row=Text(value=row.model), batch=Number(value=row.batch),
                 published=Quantity(value=row.vram_gb, unit="GB"), resolution=Text(value=row.resolution))
    if s.stand_in:
        source = msg("jobs.said.stand-in", "{source}, as no {model} figure is published here", source=source,
                     model=model)
    basis = msg("jobs.said.basis.area", "scaled by memory and by pixel area, {ratio} the pixels, from {source}",
                ratio=Quantity(value=round(area, 2), unit="x"), source=source) if abs(area - 1.0) > 0.01 else msg(
        "jobs.said.basis.memory", "scaled by memory from {source}", source=source)
    size = _size(s) if s.width else Text(value=row.resolution)
    words = SETTING_WORDS.get(row.setting)  # "mixed precision" in the answer's language
    setting = MessageParam(key=words.key, params=words.params) if words is not None else Text(value=row.setting)
    if fits < 1:
        return msg("jobs.said.none", "Training {model} at {size} ({setting}) in {memory}: no, not even one image fits; "
                   "one takes about {need} ({basis}).", model=model, size=size, setting=setting, memory=memory,
                   need=Quantity(value=OVERHEAD_GB + per_image, unit="GB", digits=1), basis=basis)
    if s.batch is None:
        return msg("jobs.said.fits", "Training {model} at {size} ({setting}) in {memory}: yes, at a batch of about "
                   "{fits} ({basis}).", model=model, size=size, setting=setting, memory=memory,
                   fits=Number(value=fits), basis=basis)
    need = Quantity(value=OVERHEAD_GB + per_image * s.batch, unit="GB", digits=0)
    if s.batch <= fits:
        return msg("jobs.said.batch-yes", "Training {model} at {size} ({setting}) at a batch of {batch} in {memory}: "
                   "yes, it needs about {need}; a batch of about {fits} fits ({basis}).", model=model, size=size,
                   setting=setting, batch=Number(value=s.batch), memory=memory, need=need, fits=Number(value=fits),
                   basis=basis)
    return msg("jobs.said.batch-no", "Training {model} at {size} ({setting}) at a batch of {batch} in {memory}: no, it "
               "needs about {need}; a batch of about {fits} fits (gradient accumulation keeps an effective {batch}) "
               "({basis}).", model=model, size=size, setting=setting, batch=Number(value=s.batch), memory=memory,
               need=need, fits=Number(value=fits), basis=basis)
