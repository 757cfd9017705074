"""A model family's name mistyped beside a size ("lama 3 8b", "lamma 70b", "quen 14b", "mistal 7b", "qwen2,5 7b"):
read as the family, and said in the read-as line ("“lama” read as llama"), never a bare "8B" with the family lost.

The question reader's typo corrector (:func:`advisor.ask.reader._correct_typos`) takes words of five letters or more
one edit away; a family's name is short and often two edits off ("lamma"), so here a word of four letters or more
right before a size (a version between: "lama 3 8b") is matched to the family words with the fewest edits (one for
a word of four letters, two from five), its first letter kept, only when one family is nearest and the word is
neither a name the index knows nor a common word kept from correction. A comma inside a family's version ("qwen2,5",
"llama3,1") is its decimal point.

Pure: the question's words and the vocabulary.
"""

from __future__ import annotations

import re
from functools import cache

from rapidfuzz.distance import OSA

from ..i18n import Message, Text, UserText, msg
from .vocabulary import Vocabulary

_BESIDE_SIZE = re.compile(r"(?<![a-z0-9_.\-])([a-z]{4,12})"
                          r"(?=[\s-]?(?:\d+(?:[.,]\d+)?[\s-]?)?\d+(?:\.\d+)?\s?b(?![a-z]))")
"""A word before a size, a version between or not ("lama 3 8b", "lamma 70b", "quen-14b", "lama3 8b")."""


@cache
def _letter_families(names: frozenset[str]) -> tuple[str, ...]:
    return tuple(sorted(n for n in names if re.fullmatch(r"[a-z]{4,}", n)))


def _nearest(word: str, families: tuple[str, ...]) -> str | None:
    limit = 1 if len(word) <= 4 else 2
    scored = sorted((OSA.distance(word, f), f) for f in families if f[0] == word[0])
    if not scored or scored[0][0] > limit or (len(scored) > 1 and scored[1][0] == scored[0][0]):
        return None
    return scored[0][1]


def family_typos(s: str, vocab: Vocabulary, known: frozenset[str], notes: list[Message]) -> str:
    """``s`` (a question in lower case) with each family name mistyped beside a size written right, and a note for
    each in ``notes`` (module doc)."""
    families = _letter_families(vocab.family_names)
    if not families:
        return s
    s = re.sub(rf"(?<![a-z])({'|'.join(families)}|phi)(\d),(\d)(?!\d)", r"\1\2.\3", s)  # "qwen2,5": qwen2.5

    def fix(m: re.Match[str]) -> str:
        word = m.group(1)
        if word in families or word in vocab.family_names or word in known or word in vocab.keep:
            return word
        family = _nearest(word, families)
        if family is None:
            return word
        notes.append(msg("ask.family-typo", "“{typed}” read as {family}.", typed=UserText(value=word),
                         family=Text(value=family)))
        return family

    return _BESIDE_SIZE.sub(fix, s)


__all__ = ["family_typos"]
