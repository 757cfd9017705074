"""A model the table lacks, named by a family people run locally ("kimi k2 on 2x 5090", "MiniMax-M1需要多少显存"): said
on the read-as line as unknown — never read as a bare size, never swapped for a model the table has, never dropped
(newuser13 #1, issue 27 §4: say, never swap). Pure; never raises.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..errors import AdvisorError
from ..i18n import Message, Text, UserText, msg
from ..kinds import read_model

UNLISTED_FAMILIES = ("kimi", "minimax", "nemotron", "olmo", "ernie", "command-r", "command r", "internvl",
                     "exaone", "dbrx", "jamba", "wizardlm", "openchat", "smollm", "pixtral", "devstral", "magistral",
                     "codestral", "cogvlm", "step-3", "seed-oss", "longcat", "ling-plus", "granite")
"""Open-weight LLM families ``data/models.csv`` has no row for (product list: the names asked about in the projects'
questions and reviews; a generator the jobs know, HunyuanVideo, is none); a word of its own, so "kimi" in "kimik" or
"olmo" in "golmod" is none."""
UNLISTED = re.compile(r"(?<![a-z0-9])(?!granite\s+ridge)(?:"
                      + "|".join(re.escape(f).replace(r"\ ", r"[\s-]?").replace(r"\-", r"[\s-]?")
                                 for f in UNLISTED_FAMILIES)
                      + r")(?:[\s-]?(?![\d.]+\s?b(?![a-z0-9]))(?:[a-z]{0,2}\d[a-z0-9.]*|v\d[a-z0-9.]*))?(?![a-z0-9])")
"""A family of :data:`UNLISTED_FAMILIES` with its version as typed ("kimi k2", "minimax-m1", "olmo 2"), never the size
after it ("nemotron 70b": the 70b is the size); never "granite ridge" (AMD's Zen 5 desktop chip, reader42)."""


def blank_unlisted(s: str) -> str:
    """``s`` with each model of a family the table lacks blanked (spaces of the same length): its version is never a
    chip or a card ("minimax m2": no Apple M2); a size after it stays to be read. One the table has a row for is
    read first (:func:`read_listed`)."""
    return UNLISTED.sub(lambda m: " " * len(m.group()), s)


def read_listed(s: str, given):
    """The first model of a family in :data:`UNLISTED_FAMILIES` that the model table has a row for ("kimi k2",
    "minimax m1 456b": data/models.csv's Kimi K2 and MiniMax-M1, sized by their own MoE architecture, never as a
    generic dense size nor an Apple M1), read, with ``s`` blanked over it and over a size said right after it
    ("456b"): ``(s, architecture or None)``. ``given``: what :func:`advisor.kinds.read_model` reads with."""
    listed = listed_in(given)
    for m in UNLISTED.finditer(s):
        if not listed(m.group()):
            continue
        arch = read_model(re.sub(r"\s+", " ", m.group()).strip(), given)
        size = _SIZE_AFTER.match(s, m.end())
        end = size.end() if size else m.end()
        return s[:m.start()] + " " * (end - m.start()) + s[end:], arch
    return s, None


_SIZE_AFTER = re.compile(r"[\s-]?\d+(?:\.\d+)?\s?b(?![a-z0-9])")
"""A size said right after a model's name ("minimax m1 456b"): the model's own, never another model."""


def listed_in(given) -> Callable[[str], bool]:
    """Whether a model of :data:`UNLISTED_FAMILIES` as typed is a row of the model table ``given`` reads
    (:func:`advisor.kinds.read_model`), never another version of it."""
    def listed(typed: str) -> bool:
        try:
            read_model(re.sub(r"\s+", " ", typed).strip(), given)
        except AdvisorError:
            return False
        return True

    return listed


def unlisted_model(text: str, sized: str | None = None) -> Message | None:
    """The read-as note for the first model of a family the table lacks said in ``text`` (lower case), else None;
    ``sized``: the generic size it was read as ("70B"), when a size was said with it ("nemotron 70b")."""
    m = UNLISTED.search(text)
    if m is None:
        return None
    if sized is not None:
        return msg("ask.unknown-model-sized", "I do not know the model “{typed}”: sized as a generic {size} dense "
                   "model from the size you gave, not its own architecture.", typed=UserText(value=m.group()),
                   size=Text(value=sized))
    return msg("ask.unknown-model", "I do not know the model “{typed}”: my model table lacks it, so no answer here is "
               "sized for it; give its size (“a 70b model”) or name a model I know.", typed=UserText(value=m.group()))


UNKNOWN_NOTES = ("ask.unknown-model", "ask.unknown-model-sized", "ask.unknown-model-near",
                 "ask.unknown-model-near-sized")
"""The notes that say a model the question names is unknown (here and :mod:`advisor.ask.unknown_version`)."""
NOT_CARDS = ("ask.unknown-model", "ask.unknown-model-near", "ask.ram-speeds", "ask.cpu-asked", "ask.tier-missing")


def with_unlisted(notes: list[Message], reply: Message, keys: tuple[str, ...] = NOT_CARDS) -> Message:
    """``reply`` (a question asked back) after the note of a model the table lacks, when ``notes`` has one: the model
    said unknown is never dropped with the read-as line an asked-back reply does not show. So are the notes on parts
    that are no card (two memory speeds weighed, a CPU asked about: :mod:`advisor.ask.accelerators`) and a Mac's
    second memory the catalogue lacks (:mod:`advisor.ask.machines`); ``keys``: the notes said."""
    said = [n for n in notes if n.key in keys]
    return msg("ask.refused-unknown", "{unknown} {refusal}", unknown=said[:1], refusal=reply) if said else reply


# the model put on the card ("kimi k2 q2 on 1x 4090 + 512gb ddr5": round 14)
_ON_CARD = re.compile(r"(?<![a-z])on\s+(?:an?\s+|my\s+|one\s+|\d+\s*x\s*)?(?:nvidia\s+|geforce\s+)?"
                      r"(?:rtx|gtx|rx|[a-z]?\d{3,4})")


def unlisted_run(r) -> bool:
    """Whether ``r`` (a :class:`~advisor.ask.reader.Reading`) asks whether a model the table lacks runs ("Can Kimi K2.5
    run on only 1 RTX 4090 48G?", "kimi k2 q2 on 1x 4090": its note said, :func:`unlisted_model`, and a run's words or
    the model put on the card): the card's fit — what it holds, the model said unknown — not its verdict."""
    return ("fits" in r.intents or bool(_ON_CARD.search(r.text.lower()))) and any(
        n.key in UNKNOWN_NOTES for n in r.notes)


RIG_WORDS = 8
"""Product choice: a rig said in this many words or fewer ("2x 3090 + 128gb ram") is the whole question."""


def rig_asked(r) -> bool:
    """Whether a rig said with its system RAM (several cards) asks what it holds: a model named beside it, known or
    not ("kimi k2 on 2x 5090 + 256gb ram"), or the rig is the whole question ("2x 3090 + 128gb ram"); a rig described
    inside a report ("I have a Ryzen 5 5500, 32 RAM, two Intel Arc B580s, and on Windows …") asks no fit. ``r``: a
    :class:`~advisor.ask.reader.Reading`."""
    named = r.model is not None or r.model_family is not None or any(
        n.key in ("ask.unknown-model", "ask.unknown-model-near") for n in r.notes)
    return named or len(r.text.split()) <= RIG_WORDS


def model_named(r) -> bool:
    """Whether ``r`` (a :class:`~advisor.ask.reader.Reading`) names a model by its family: a family read
    (``model_family``), or a version of a family the table has that it lacks, said unknown ("deepseek v4 flash":
    :mod:`advisor.ask.unknown_version`) — the question is chosen as for the family named, the model never swapped."""
    return r.model_family is not None or any(n.key in UNKNOWN_NOTES[2:] for n in r.notes)
