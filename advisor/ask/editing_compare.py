"""Two cards compared for video editing and a deep-learning job at once (fix79b #3: "premiere pro and llama, 4070 or
3090?" was weighed on the LLM alone, the editing said "not weighed here"). The editing side is weighed by what its
hardware encoder does on each card (NVENC): every NVIDIA card here since Kepler encodes H.264 and HEVC in hardware,
and AV1 encoding came with the Ada generation (:data:`AV1_ENCODE`) — so the editing splits two cards only for AV1
exports, and otherwise the deep-learning job's line decides. Said beside the comparison's own line
(:func:`editing_weighed`); the read-as note that editing is not weighed is then dropped
(:func:`advisor.ask.fit_targets.weighed_after_all`).

Photo editing beside a deep-learning job (fix84c, break48 L7: "3090 vs 4090 for photo editing and running llama 8b",
"修图和跑大模型，3090还是4090" had no editing line): Photoshop asks a GPU with DirectX 12 (or Metal) and 1.5 GB of GPU
memory, 4 GB for 4K displays and greater (:data:`PHOTO_SOURCE`) — a card of 4 GB or more meets it, so the photo
editing splits no two such cards and the job's line decides (:data:`PHOTO_NEED_GB`). Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Text, msg
from ..models import Caveat, Comparison
from ..shape_limits import CAVEAT_WEIGHT
from ..wording import card_param, gb
from .video_editing import EDITING

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

AV1_ENCODE = ("Ada", "Blackwell")
"""NVIDIA architectures whose NVENC encodes AV1 (the start of ``Card.architecture``): NVIDIA Video Codec SDK 12.0,
NVENC Application Note (https://docs.nvidia.com/video-technologies/video-codec-sdk/12.0/nvenc-application-note/:
"H.264, HEVC 8-bit, HEVC 10-bit, AV1 8-bit and AV1 10-bit", AV1 added with the RTX 40 series); rigaya/NVEnc 7.00
release ("Add experimental support for AV1 hw encoding in RTX40xx series"); HandBrake issue 4605 (NVENC AV1 needs a
40-series card). Ampere, Turing and Pascal GeForce cards encode H.264 and HEVC only."""
PHOTO = re.compile(r"(?<![a-z])(?:photo\s*(?:editing|edits?|retouch\w*|processing)|edit(?:ing)?\s+(?:my\s+|some\s+)?"
                   r"(?:photos?|pictures|images|raws?)|photoshop|lightroom|capture\s+one|darktable|affinity\s+photo)"
                   r"(?![a-z])|修图|修圖|p图|p圖|ps修图|图片编辑|圖片編輯|照片编辑|照片編輯|照片处理|照片處理|后期修图",
                   re.IGNORECASE)
"""Photo editing or a photo editor named ("photo editing", "lightroom", "修图")."""
PHOTO_NEED_GB = 4.0
"""Photoshop's GPU memory for 4K displays and greater (1.5 GB at least otherwise): Adobe's Photoshop system
requirements, https://helpx.adobe.com/photoshop/system-requirements.html ("GPU with DirectX 12 support … 1.5 GB of GPU
memory … 4 GB of GPU memory for 4k displays and greater", as quoted from that page by bigbadbookssummary.blogspot.com,
2023-12)."""
PHOTO_SOURCE = "https://helpx.adobe.com/photoshop/system-requirements.html"
"""Where :data:`PHOTO_NEED_GB` comes from."""
WEIGHED_KEYS = ("ask.editing.weighed", "ask.editing.weighed.av1", "ask.editing.weighed.photo")
"""The keys of :func:`editing_weighed`'s lines (the read-as note of editing unweighed is dropped beside them)."""


def _av1(card) -> bool:
    return (card.manufacturer or "").upper() == "NVIDIA" and (card.architecture or "").startswith(AV1_ENCODE)


def editing_weighed(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """A comparison of two NVIDIA cards asked for video editing beside a deep-learning job (module docstring) with the
    editing's line after the comparison's first; any other answer as it is."""
    shape = getattr(answer, "shape", None)
    m = EDITING.search(text)
    if m is None:
        return _photo_weighed(advisor, text, read_as, answer)
    if shape is None or not isinstance(answer, Comparison) or len(read_as.cards) != 2 or not (
            read_as.use_case or read_as.model or read_as.task):
        return answer
    cards = [advisor.catalog.card(name) for name in read_as.cards]
    if any((c.manufacturer or "").upper() != "NVIDIA" for c in cards) or any(
            c.message.key in WEIGHED_KEYS for c in shape.decides):
        return answer
    said = Text(value=" ".join(m.group(0).split()))
    av1 = [c for c in cards if _av1(c)]
    if len(av1) == 1:
        other = next(c for c in cards if c is not av1[0])
        line = msg("ask.editing.weighed.av1", "For the editing ({editor}): both cards encode H.264 and HEVC in "
                   "hardware (NVENC); only {card} also encodes AV1, which NVENC does from the Ada generation on "
                   "({other} is {architecture}). That counts only for AV1 exports; otherwise the editing does not "
                   "split them, and the line above decides.", editor=said, card=card_param(av1[0].name),
                   other=card_param(other.name), architecture=Text(value=other.architecture or "?"))
    else:
        line = msg("ask.editing.weighed", "For the editing ({editor}): both cards' hardware encoders (NVENC) export "
                   "the same codecs, so the editing does not split them; the line above decides.", editor=said)
    fact = Caveat(rule_id="spec.maker-figures", weight=CAVEAT_WEIGHT + 3, message=line)
    decides = list(shape.decides)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [*decides[:1], fact,
                                                                                   *decides[1:]]})})


def _photo_weighed(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """A comparison of two cards asked for photo editing beside a deep-learning job (module docstring) with the
    photo editor's line after the comparison's first; any other answer as it is."""
    shape = getattr(answer, "shape", None)
    m = PHOTO.search(text)
    if m is None or shape is None or not isinstance(answer, Comparison) or len(read_as.cards) != 2 or not (
            read_as.use_case or read_as.model or read_as.task) or any(
            c.message.key in WEIGHED_KEYS for c in shape.decides):
        return answer
    cards = [advisor.catalog.card(name) for name in read_as.cards]
    if any((c.memory_gb or 0) < PHOTO_NEED_GB for c in cards):
        return answer  # a card under Photoshop's 4K memory: not said as splitting nothing
    line = msg("ask.editing.weighed.photo", "For the photo editing: Photoshop asks a GPU with DirectX 12 and {least} "
               "of memory, {need} for 4K displays and greater ({source}); both cards have more, so the editing does "
               "not split them, and the line above decides.", least=gb(1.5), need=gb(PHOTO_NEED_GB),
               source=Text(value=PHOTO_SOURCE))
    fact = Caveat(rule_id="spec.maker-figures", weight=CAVEAT_WEIGHT + 3, message=line)
    decides = list(shape.decides)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [*decides[:1], fact,
                                                                                   *decides[1:]]})})


__all__ = ["AV1_ENCODE", "PHOTO", "PHOTO_NEED_GB", "WEIGHED_KEYS", "editing_weighed"]
