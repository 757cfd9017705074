"""Console arguments as people type them: words in, the text each answer needs out.

A shell splits ``gpu-advisor compare titan x vs 1080 ti`` into words; the console has to find
where one card's name ends and the next begins (see :func:`split_pair`).
"""

from __future__ import annotations

from collections.abc import Sequence


class UsageError(Exception):
    """A command-line mistake (unknown option, missing argument, one card given to ``compare``):
    the console prints the message and exits with status 2, code ``invalid_option``."""


SEPARATORS = {"vs", "vs.", "versus", ",", "and", "对比", "和"}


def joined(words: Sequence[str]) -> str:
    """The words of a ``nargs="+"`` argument as the one text they are (``titan x``)."""
    return " ".join(words)


def split_pair(words: Sequence[str]) -> tuple[str, str]:
    """Two card names from ``compare``'s words: quoted names, or unquoted ones split by
    "vs" / "," (``compare titan x vs 1080 ti``). Raises :class:`UsageError`."""
    if any("," in w for w in words):
        words = [w for part in words for w in part.replace(",", " , ").split()]
    words = list(words)
    for i, w in enumerate(words):
        if w.lower() in SEPARATORS and 0 < i < len(words) - 1:
            return " ".join(words[:i]), " ".join(words[i + 1:])
    if len(words) == 2:
        return words[0], words[1]
    raise UsageError("compare needs two cards: quote names with spaces, or put 'vs' between them "
                     "(gpu-advisor compare titan x vs 1080 ti)")
