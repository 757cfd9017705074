"""Text laid out for a terminal: wrapped to its width, measured in display cells.

Chinese characters take two cells of a terminal and are never separated by spaces, so the
standard library's :mod:`textwrap` (which counts characters and breaks at spaces) would let
Chinese lines run past the edge. :mod:`wcwidth` measures cells and wraps CJK text between
characters; this module only decides indents and columns.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence

import wcwidth

DEFAULT_WIDTH = 80
MIN_WIDTH = 40
MAX_WIDTH = 100  # longer lines are hard to read even on a wide terminal
NO_LINE_START = frozenset("）」』】》〉，。、；：！？)]}.,;:!?%")
"""Characters that may not begin a line (closing brackets and punctuation: the core of the
Chinese and Japanese line-breaking rule)."""


def terminal_width() -> int:
    """The width to wrap to: the terminal's (``COLUMNS`` wins, as :func:`shutil.get_terminal_size`
    reads it), 80 when output is not a terminal, kept between 40 and 100 columns."""
    columns = shutil.get_terminal_size((DEFAULT_WIDTH, 24)).columns
    return max(MIN_WIDTH, min(MAX_WIDTH, columns or DEFAULT_WIDTH))


def width_of(text: str) -> int:
    """Display width of ``text`` in terminal cells (a Chinese character counts 2)."""
    return max(0, wcwidth.width(text))


def wrap(text: str, width: int, indent: str = "", hang: str | None = None) -> list[str]:
    """``text`` wrapped to ``width`` cells: the first line starts with ``indent``, the next ones
    with ``hang`` (default: as many spaces as ``indent`` is wide). Never breaks at a hyphen
    (dates, ids and card names keep them); a word longer than a line is broken."""
    hang = " " * width_of(indent) if hang is None else hang
    lines = wcwidth.wrap(text, width, initial_indent=indent, subsequent_indent=hang,
                         break_on_hyphens=False, break_long_words=True)
    for i in range(1, len(lines)):  # no line starts with closing punctuation (CJK line breaking)
        body = lines[i][len(hang):]
        if body[:1] in NO_LINE_START and len(lines[i - 1]) > len(hang) + 1:
            moved = hang + lines[i - 1][-1] + body
            if width_of(moved) <= width:
                lines[i - 1], lines[i] = lines[i - 1][:-1], moved
    return lines or [indent.rstrip()]


def ljust(text: str, cells: int) -> str:
    """``text`` padded with spaces to ``cells`` display cells."""
    return text + " " * max(0, cells - width_of(text))


def table(rows: Sequence[Sequence[str]], width: int, gap: int = 2) -> list[str]:
    """Rows of cells as aligned columns within ``width`` cells.

    Each column is as wide as its widest cell; when the table is too wide, the widest
    columns after the first are narrowed (never below 12 cells) and their cells wrapped
    onto more lines.
    """
    if not rows:
        return []
    count = max(len(r) for r in rows)
    cells = [[str(c) for c in r] + [""] * (count - len(r)) for r in rows]
    widths = [max(width_of(r[i]) for r in cells) for i in range(count)]
    while sum(widths) + gap * (count - 1) > width:
        i = max(range(1, count), key=lambda k: widths[k], default=0)
        if widths[i] <= 12:
            break
        widths[i] -= 1
    out: list[str] = []
    for r in cells:
        wrapped = [wrap(c, widths[i]) if c else [""] for i, c in enumerate(r)]
        for line in range(max(len(w) for w in wrapped)):
            parts = [ljust(w[line] if line < len(w) else "", widths[i]) for i, w in enumerate(wrapped)]
            out.append((" " * gap).join(parts).rstrip())
    return out
