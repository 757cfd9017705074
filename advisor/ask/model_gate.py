"""A cheap test that a piece of a question cannot name a model (perf39, issue 30 §1): :func:`advisor.ask.models_named`
reads each piece of a list ("3090还是4080？", "a6000 or two 3090s for 70b") with the whole reader to learn whether it
names a model of the table or a family; a piece that cannot is skipped, read as naming none.

The reader finds a model or a family only from (:mod:`advisor.ask.model_reading`, :mod:`advisor.ask.unlisted`):

- a size: a digit, then ``b``/``bn``/``billion`` or ``m`` (``7b``, ``8x7b``, ``125m params``; a mistyped family
  beside a size, :mod:`advisor.ask.family_typos`; an R1 distill, :mod:`advisor.ask.distill_said`);
- a family word of ``words.toml`` ``[models]`` (``families``; ``family_ends`` inside a word: "webglm"; a version
  glued to it, ``cues.FAMILY_VERSION``, :func:`advisor.ask.unknown_version.glued_unknown`; the glued forms of a
  family's name, "gptoss"), or an unlisted family (:data:`advisor.ask.unlisted.UNLISTED_FAMILIES`: "kimi k2");
- words the reader rewrites into those before it reads them: any text that is not ASCII (Chinese names:
  "通义千问", "满血版"), "openai oss" (``oss``), and a Latin word its typo correction turns into one
  (:func:`advisor.ask.reader._correct_typos`, with the reader's own kept corrections).

So a piece that, lower-cased (NFKC), is ASCII, holds no digit before ``b``/``m`` and holds none of the words (each
family's first run of letters, as a substring anywhere: conservative) before or after its typos are corrected,
names no model. ``tests/advisor/test_perf39.py`` checks that every question of the corpus gives the same models with
the test as with every piece read.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import TYPE_CHECKING

from .reader import _correct_typos, reader_of
from .unlisted import UNLISTED_FAMILIES
from .vocabulary import word_lists

if TYPE_CHECKING:
    from ..api import Advisor

_SIZE_LIKE = re.compile(r"\d\s*[bm]")
"""A digit and a size's letter after it ("7b", "70 billion", "125m"): a size may be said."""
_REWRITTEN = ("oss",)
"""Latin words the reader rewrites into a family's name (advisor.ask.rewrites: "openai oss" is gpt-oss)."""


def _lead(name: str) -> str:
    """A family name's first run of letters ("gpt" of "gpt-oss", "qwen" of "qwen2.5"); the whole first word when
    that run is one letter ("r1")."""
    run = re.match(r"[a-z]+", name)
    return run.group() if run is not None and len(run.group()) >= 2 else re.split(r"[\s\-_.]", name)[0]


def model_words(families: Iterable[str]) -> re.Pattern[str]:
    """The words one of which a piece that names a model holds (module docstring), as one pattern: ``families`` (the
    reader's family words), ``words.toml``'s family ends and the unlisted families."""
    ends = word_lists("models")["family_ends"]
    words = {_lead(f.lower()) for f in [*families, *ends, *UNLISTED_FAMILIES]}
    words |= set(_REWRITTEN)
    return re.compile("|".join(map(re.escape, sorted(words, key=lambda w: (-len(w), w)))))


def may_name_model(advisor: Advisor, piece: str) -> bool:
    """Whether ``piece`` may name a model or a family when read (module docstring); ``False`` only when it cannot."""
    s = unicodedata.normalize("NFKC", piece).lower()
    if not s.isascii() or _SIZE_LIKE.search(s):
        return True
    reader = reader_of(advisor)
    words = reader.__dict__.get("_model_words")
    if words is None:
        words = reader.__dict__["_model_words"] = model_words(reader.vocab.family_names)
    if words.search(s):
        return True
    fixed = _correct_typos(s, reader.vocab, reader._known, reader._typo_fixes)
    return fixed != s and words.search(fixed) is not None


__all__ = ["may_name_model", "model_words"]
