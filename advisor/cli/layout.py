"""Text laid out for a terminal: wrapped to its width, measured in display cells.

Chinese characters take two cells of a terminal and are never separated by spaces, so the
standard library's :mod:`textwrap` (which counts characters and breaks only at spaces) would
let Chinese lines run past the edge or break them far too early. :mod:`wcwidth` measures cells;
:mod:`uniseg` finds where a line may break by the Unicode line-breaking algorithm (UAX #14:
between Chinese characters, never before closing punctuation, at spaces in Latin text); this
module only decides indents and columns.
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence

import wcwidth
from uniseg.wrap import tt_wrap

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


def _no_hyphen_breaks(text: str) -> list[int]:
    """UAX #14 break opportunities of ``text``, except after a hyphen (dates, ids and card
    names such as ``2017-06`` or ``spec.same-arch`` stay whole)."""
    from uniseg.linebreak import line_break_breakables

    marks = list(line_break_breakables(text))
    return [0 if i and text[i - 1] == "-" else m for i, m in enumerate(marks)]


def wrap(text: str, width: int, indent: str = "", hang: str | None = None) -> list[str]:
    """``text`` wrapped to ``width`` cells: the first line starts with ``indent``, the next ones
    with ``hang`` (default: as many spaces as ``indent`` is wide). Lines break where the Unicode
    line-breaking algorithm allows (between Chinese characters, at spaces), never at a hyphen;
    a word longer than a line is cut."""
    hang = " " * width_of(indent) if hang is None else hang
    body = max(1, width - width_of(hang))
    flat = " ".join(text.split())
    lines: list[str] = []
    for line in tt_wrap(flat, body, cur=max(0, width_of(indent) - width_of(hang)),
                        iter_breakables=_no_hyphen_breaks):
        line = line.strip()
        room = body - (max(0, width_of(indent) - width_of(hang)) if not lines else 0)
        while width_of(line) > room:  # a word longer than a line (a URL): cut it
            cut = next(i for i in range(len(line), 0, -1) if width_of(line[:i]) <= room)
            lines.append(line[:cut])
            line, room = line[cut:], body
        if line:
            lines.append(line)
    if not lines:
        return [indent.rstrip()]
    return [indent + lines[0]] + [hang + line for line in lines[1:]]


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
