"""The count words of a parts list that are no money (reader40): "至强8168 x2块" is two processors and "SATAx4块"
four disks, never 2 or 4 yuan (块 is also a colloquial yuan). Pure: no I/O."""

from __future__ import annotations

import re

# a count sign then a number then a measure word of a parts list: pieces, never money ("x2块", "×4块", "*2块")
_PIECES = re.compile(r"[x×*]\s*$")


def pieces_said(s: str, span: tuple[int, int], text: str) -> bool:
    """Whether the amount ``text`` read at ``span`` of ``s`` is a count of parts written with 块 ("至强8168 x2块",
    "SATAx4块"): a times sign just before a small number, so pieces, not yuan."""
    return bool(re.fullmatch(r"\d{1,2}\s*[块塊]", text.strip()) and _PIECES.search(s[max(0, span[0] - 3):span[0]]))
