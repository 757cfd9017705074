"""Counts of pictures, not of cards, in Chinese (issue 27, round 13). Pure: no I/O.

"张" (張) counts cards ("两张3090") and pictures alike. Where it counts pictures the noun is often left out:
"1张图片就超显存了吗？stable-diffusion两张都可以啊" (two pictures at once), "生成图像非常慢……只生成了3张" (three
pictures made). :func:`counts_pictures` tells such a count from a count of cards: no card, "卡" or "GPU" stands
right after it, and the words just before it are about pictures (a picture noun, a verb of making them, or an
image generator's name). :func:`advisor.ask.spans.read_counts` then leaves it unread, so "3张" is no count of
the 4060 the asker owns.
"""

from __future__ import annotations

import re

from .gate import gate_module

# a card (or a word for one) right after the count: "两张3090", "两张 rtx 4090", "3张卡", "两张显卡", "两张a100"
_CARD_AFTER = re.compile(r"\s*(?:[a-z]{0,6}\s*-?\d{2,5}|卡|显卡|顯卡|gpu|[a-z]{1,3}卡|nvidia|英伟达|英偉達|titan|泰坦|"
                         r"tesla|quadro|radeon|rtx|gtx)")
# what, just before the count, says pictures are counted: a picture noun said, a verb of making them, a generator
_PICTURE_BEFORE = re.compile(r"图片|圖片|照片|图像|圖像|张图|張圖|出图|出圖|生图|生圖|生成|画了|畫了|绘图|繪圖|"
                             r"stable[\s-]?dif+usion|comfyui|webui|(?<![a-z])sd(?:xl|\d)?(?![a-z])|flux|midjourney")
WINDOW = 40  # characters before the count searched for words of pictures (about one clause of Chinese)


def counts_pictures(s: str, start: int, end: int) -> bool:
    """Whether the Chinese count ``s[start:end]`` ("两张", "3张") counts pictures, not cards.

    Args:
        s: the question as the reader holds it (lower case).
        start, end: the count's span in ``s``.

    Returns:
        True when the count's unit is "张"/"張", no card follows it, and picture words stand within
        :data:`WINDOW` characters before it.
    """
    if not re.search(r"[张張]\s*$", s[start:end]):
        return False
    if _CARD_AFTER.match(s, end):
        return False
    return bool(_PICTURE_BEFORE.search(s[max(0, start - WINDOW):start]))


gate_module(globals())
