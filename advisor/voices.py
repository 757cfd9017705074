"""Whose voice a sentence is in (issue 18 §5): one of the guides' (``D17``, ``CN19``), or today's facts
and the product's own rules, read from the sentence's source as the data writes it. Weighed for
nearly every sentence of every short form (:mod:`advisor.shape`), so the reading is cached by the
source's text (issue 30 §1)."""

from __future__ import annotations

from functools import lru_cache

from . import i18n
from .i18n import Message

GUIDES = ("D17", "CN19")
"""Source prefixes of the guides' own sentences (``data/rules.csv`` ``source``)."""
TODAY_SOURCES = ("MODERN", "GPU Advisor")
"""Source prefixes of today's facts and the product's own rules."""


def voice(cited: Message | str | None) -> str | None:
    """The guide whose sentence this is (``D17``/``CN19``), or ``None`` for today's facts and the
    product's own rules (a source citing ``MODERN`` or ``GPU Advisor`` anywhere is today's); the
    source is read as the data writes it (a :data:`~advisor.models.Sources` message in English)."""
    if isinstance(cited, Message):
        return cited.kept_voice(_read_voice)  # read once per source message (issue 30 §1)
    return _voice_of(cited or "")


def _read_voice(cited: Message) -> str | None:
    return _voice_of(_source_text(cited))


def _source_text(cited: Message) -> str:
    """A source message in English: a :func:`~advisor.models.cited` source is its text as it is
    (its template is ``{source}``), read without rendering; any other message is rendered."""
    if cited.key == "source.cited" and len(cited.params) == 1:
        source = cited.params.get("source")
        if type(source) is i18n.Text:
            return source.value
    return i18n.english(cited)


@lru_cache(maxsize=4096)  # pure, and an answer weighs the same few sources again and again (issue 30 §1)
def _voice_of(source: str) -> str | None:
    """:func:`voice` of a source's English text."""
    if any(t in source for t in TODAY_SOURCES):
        return None
    for guide in GUIDES:
        if source.startswith(guide) or f"; {guide}" in source:
            return guide
    return None
