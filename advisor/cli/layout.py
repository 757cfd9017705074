"""Text laid out for a terminal: wrapped to its width, measured in display cells.

Chinese characters take two cells of a terminal and are never separated by spaces, so the
standard library's :mod:`textwrap` (which counts characters and breaks only at spaces) would
let Chinese lines run past the edge or break them far too early. :mod:`wcwidth`'s wrapper
measures cells and fills lines; this module adds the break opportunities of Chinese text (the
core of the CJK line-breaking rule of UAX #14: between two characters, never before closing
punctuation or after opening punctuation, never inside a number such as ``2017年6月``) and
decides indents and columns.
"""

from __future__ import annotations

import shutil
import unicodedata
from collections.abc import Sequence

import wcwidth
from wcwidth.textwrap import SequenceTextWrapper

DEFAULT_WIDTH = 80
MIN_WIDTH = 40
MAX_WIDTH = 100  # longer lines are hard to read even on a wide terminal


def terminal_width() -> int:
    """The width to wrap to: the terminal's (``COLUMNS`` wins, as :func:`shutil.get_terminal_size`
    reads it), 80 when output is not a terminal, kept between 40 and 100 columns."""
    columns = shutil.get_terminal_size((DEFAULT_WIDTH, 24)).columns
    return max(MIN_WIDTH, min(MAX_WIDTH, columns or DEFAULT_WIDTH))


def width_of(text: str) -> int:
    """Display width of ``text`` in terminal cells (a Chinese character counts 2)."""
    return max(0, wcwidth.width(text))


NO_BREAK_BEFORE = frozenset("）」』】》〉，。、；：！？)]}.,;:!?%”’…")
"""Closing brackets and punctuation: a line never starts with them."""
NO_BREAK_AFTER = frozenset("（「『【《〈([{“‘")
"""Opening brackets: a line never ends with them."""


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in "WF"


def _breakable(prev: str, ch: str) -> bool:
    """May a line break between ``prev`` and ``ch`` inside a run without spaces?"""
    if not (_wide(prev) or _wide(ch)):
        return False  # Latin text breaks at spaces only
    if ch in NO_BREAK_BEFORE or prev in NO_BREAK_AFTER:
        return False
    return not (prev.isdigit() or ch.isdigit() or prev in "年月" and ch.isdigit())


class _Wrapper(SequenceTextWrapper):
    """wcwidth's wrapper (cells, greedy fill), with Chinese break opportunities between chunks."""

    def _split(self, text: str) -> list[str]:
        out: list[str] = []
        for chunk in super()._split(text):
            if chunk.isascii() or chunk.isspace():
                out.append(chunk)
                continue
            piece = chunk[0]
            for prev, ch in zip(chunk, chunk[1:], strict=False):
                if _breakable(prev, ch):
                    out.append(piece)
                    piece = ""
                piece += ch
            out.append(piece)
        return out


def wrap(text: str, width: int, indent: str = "", hang: str | None = None) -> list[str]:
    """``text`` wrapped to ``width`` cells: the first line starts with ``indent``, the next ones
    with ``hang`` (default: as many spaces as ``indent`` is wide). Lines break at spaces and
    between Chinese characters (:func:`_breakable`), never at a hyphen (dates, ids and card
    names keep them); a word longer than a line is cut."""
    hang = " " * width_of(indent) if hang is None else hang
    wrapper = _Wrapper(width=width, initial_indent=indent, subsequent_indent=hang, break_on_hyphens=False,
                       break_long_words=True)
    return wrapper.wrap(text) or [indent.rstrip()]


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
