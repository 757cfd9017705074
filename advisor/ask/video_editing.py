"""Video editing said as the job (fix53c #6, issue 27): "best gpu for video editing under $700", "视频剪辑用什么显卡"
were read as a deep-learning job by the word "video" — computer vision (``cv-research``: the vision floor), or on
main video generation (Wan, HunyuanVideo). Editing (DaVinci Resolve, Premiere Pro, Final Cut: the hardware
encoders, NVENC, and memory for timelines) is no job the advisor ranks: its words are blanked before the use case is
read (:meth:`advisor.ask.word_reading.WordReading._words`), so that the question is read as general use (or as the
deep-learning job said beside it: "video editing and some stable diffusion" is image generation), and the read-as line
says that editing is not weighed (:func:`editing_note`). Pure: regular expressions only.
"""

from __future__ import annotations

import re

from ..i18n import Message, msg

EDITING = re.compile(
    r"(?<![a-z])(?:(?:video|videos|footage|youtube|4k|8k)\s+(?:editing|editor|edits?|production|encoding|"
    r"rendering|exports?|cutting)|(?:editing|edit|encoding|encode|rendering|render|cutting|cut)\s+(?:of\s+|my\s+|"
    r"some\s+)?(?:videos?|footage|clips?)|davinci(?:\s+resolve)?|premiere(?:\s+pro)?|after\s+effects|final\s+cut(?:"
    r"\s+pro)?|nvenc|handbrake|obs\s+(?:streaming|recording))(?![a-z])|"
    r"视频剪辑|視頻剪輯|影片剪輯|视频编辑|視頻編輯|剪辑视频|剪輯視頻|剪视频|剪視頻|剪片|剪辑|剪輯|达芬奇|達芬奇|视频渲染|視頻渲染|"
    r"视频转码|視頻轉碼",
    re.IGNORECASE,
)
"""Video editing, encoding or an editor named: no generation, no vision model trained."""


def blank_editing(s: str) -> tuple[str, bool]:
    """``s`` (the lower-cased question) with its video-editing words blanked, and whether it said any."""
    blanked, n = EDITING.subn(lambda m: " " * len(m.group()), s)
    return blanked, n > 0


def editing_note() -> Message:
    """The read-as note of video editing said: outside what the advisor ranks, and what it would weigh."""
    return msg(
        "ask.note.video-editing",
        "video editing (DaVinci Resolve, Premiere) is not a deep-learning job I "
        "rank: its hardware encoders (NVENC) and memory for timelines are not weighed here",
    )


__all__ = ["EDITING", "blank_editing", "editing_note"]
