"""A model of a family the table has, named by a version, size or variant the table lacks ("DeepSeek V4 Flash",
"mixtral 8x3b", "gemma-3n.", "qwen 3.5", "llama 5"): said unknown on the read-as line with the family's nearest models
— never swapped for one of them ("deepseek" read as DeepSeek R1, "mixtral" as Mixtral 8x7B), never dropped (fix33a,
issue 27 §4: say, never swap). The span is blanked before the reader reads a model, so the family word alone is no
model; a size said after it stays to be read (sized as a generic model of that size, said so). A point release of a
version the table has ("deepseek v3.2") keeps its own reading (:func:`advisor.ask.families.point_release`); a family
the table has no row of is :mod:`advisor.ask.unlisted`'s. Pure; never raises.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache

from ..i18n import Message, Text, UserText, msg
from .families import COMMON_B, generations, point_release
from .unlisted import UNLISTED, UNLISTED_FAMILIES

VARIANTS = ("flash", "pro", "lite", "mini", "max", "turbo", "plus", "air", "nano", "preview", "exp", "thinking",
            "instruct", "chat", "base", "it")
"""Words after a version that name its variant ("DeepSeek V4 Flash", "llama 5 instruct"): said with the model."""

_VERSION = (r"(?:[vr]?\d{1,2}(?:\.\d{1,2})?(?:(?![bmkgxt])[a-z](?![a-z0-9]))?"  # "v4", "3n", "3.5", "r2"
            r"|\d{1,2}\s?x\s?\d{1,3}b)"  # "8x22b": a mixture's experts and their size, a name of its own
            r"(?![a-z0-9]|\.\d|\s?(?:b|gb|g|k|m|bit|bits|tok\w*)(?![a-z]))")  # never a size, memory or context
_VARIANT = r"(?:[\s\-_](?:" + "|".join(VARIANTS) + r")(?![a-z0-9]))*"


def _fam(text: str) -> str:
    return re.sub(r"[^a-z0-9.]", "", text.lower())


@lru_cache(maxsize=8)
def _pattern(words: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"(?<![a-z0-9])(" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
                      + r")[\s\-_]?(" + _VERSION + ")" + _VARIANT)


_KEPT_WORDS: dict[tuple[frozenset[str], int], tuple[object, tuple[str, ...]]] = {}
"""(family words, id of the table's rows) → (those rows, their :func:`_family_words`): question-free, so made once per
vocabulary and model table, not once per question (perf25: ~80 words × every row, ~4 ms a question, three times a
read). The rows are held with the words, so an id is never read for another list; bounded by :data:`_KEPT_BOUND`."""
_KEPT_BOUND = 8


def _family_words(family_names: frozenset[str], rows) -> tuple[str, ...]:
    """The family words of the reader's vocabulary made of letters only ("deepseek", "mixtral", "gemma") that the model
    table has rows of, never a family :mod:`advisor.ask.unlisted` reads (kept per vocabulary and model table: the
    table's rows are made once, :class:`advisor.fits.table.ModelTable`)."""
    key = (family_names, id(rows))
    kept = _KEPT_WORDS.get(key)
    if kept is not None and kept[0] is rows:
        return kept[1]
    words = _made_family_words(family_names, rows)
    if isinstance(rows, list):  # a list a table holds (a generator or a copy made for one call is never kept)
        if len(_KEPT_WORDS) >= _KEPT_BOUND:
            _KEPT_WORDS.pop(next(iter(_KEPT_WORDS)))
        _KEPT_WORDS[key] = (rows, words)
    return words


def _made_family_words(family_names, rows) -> tuple[str, ...]:
    """:func:`_family_words` made afresh."""
    return tuple(sorted(w for w in family_names if re.fullmatch(r"[a-z]+", w) and w not in UNLISTED_FAMILIES
                        and generations(rows, w)))


def _known(key: str, rows) -> bool:
    """Whether a row's family, name or alias starts with ``key`` (the family and version as typed, letters and digits
    only: "deepseekv3", "gemma3", "mixtral8x7b")."""
    return any(said.startswith(key) for said in _said_keys(rows))


_KEPT_SAID: dict[int, tuple[object, tuple[str, ...]]] = {}
"""id of the table's rows → (those rows, every row's family, name and aliases as :func:`_fam` keys): question-free, so
made once per model table, not for each version a question says (perf31: each a walk of every row and its aliases);
held with the rows, so an id is never read for another list; bounded by :data:`_KEPT_BOUND`."""


def _said_keys(rows) -> tuple[str, ...]:
    """Every row's family, name and aliases (those said: not empty) as :func:`_fam` keys, in the rows' order (kept for
    a list a table holds, :data:`_KEPT_SAID`)."""
    kept = _KEPT_SAID.get(id(rows))
    if kept is not None and kept[0] is rows:
        return kept[1]
    made = tuple(_fam(s) for row in rows for s in (row.get("family") or "", row.get("name") or "",
                                                   *str(row.get("aliases") or "").split("|")) if s)
    if isinstance(rows, list):  # a list a table holds (a generator or a copy made for one call is never kept)
        if len(_KEPT_SAID) >= _KEPT_BOUND:
            _KEPT_SAID.pop(next(iter(_KEPT_SAID)))
        _KEPT_SAID[id(rows)] = (rows, made)
    return made


DS_SHORT = re.compile(r"(?<![a-z0-9])ds[\s_-]?(?=[vr]\d{1,2}(?:\.\d)?(?![0-9a-z]|\.\d))")
"""DeepSeek's short name before its version ("DSv4", "ds-r1", "ds v3.2"), as its users write it (fix36a): the reader's
rewrites (:mod:`advisor.ask.rewrites`) and :func:`unknown_spans` read it as "deepseek"."""
DS_GLUED = re.compile(r"(?<![a-z])deepseek(?=[vr]\d)")
"""DeepSeek glued to its version ("deepseekv4flash"): read with a space after the family (reader50)."""
EDITION_GLUED = re.compile(r"(?<![a-z0-9])(v\d(?:\.\d)?)(?=(?:flash|pro|lite|exp)(?![a-z]))")
"""A version glued to its edition ("v4flash"): read with a space between (reader50)."""


def unknown_spans(s: str, family_names, rows) -> list[tuple[int, int, str, str]]:
    """The models in ``s`` (lower case) of a family the table has, named by a version it lacks, as ``(start, end,
    typed, family word)``; ``rows``: the model table's rows, ``family_names``: the reader's family words. "DSv4" is
    DeepSeek's (:data:`DS_SHORT`; the spans are then of the text with the family's word written out)."""
    s = EDITION_GLUED.sub(r"\1 ", DS_GLUED.sub("deepseek ", DS_SHORT.sub("deepseek ", s)))
    words = _family_words(frozenset(family_names), rows)
    if not words:
        return []
    found = []
    for m in _pattern(words).finditer(s):
        typed = re.sub(r"\s+", " ", m.group()).strip()
        key = _fam(m.group(1) + m.group(2))
        if _known(key, rows):
            continue
        older = point_release(f"{m.group(1)} {m.group(2)}")
        if older is not None and _known(_fam(older), rows):
            continue  # "deepseek v3.2": the version it updates, said so (the reader's own reading)
        found.append((m.start(), m.end(), typed, m.group(1)))
    return found


def blank_unknown(s: str, family_names, rows) -> tuple[str, list[int]]:
    """``s`` with each model of :func:`unknown_spans` blanked (spaces of the same length): its family word is no
    model the reader reads; a size said after it stays. Returns that text and where each blanked span ended (a size
    right after one is the model asked, before any other named later: "Qwen3.6-35B-A3B is slower than gpt-oss:20b")."""
    ends = []
    for start, end, _, _ in unknown_spans(s, family_names, rows):
        s = s[:start] + " " * (end - start) + s[end:]
        ends.append(end)
    return s, ends


def glued_unknown(s: str, family_names, rows) -> str | None:
    """The first model of :func:`unknown_spans` in ``s`` (lower case) whose version is glued to its family word with
    no space or mark ("glm5.1", "deepseek4", "qwen3.5"): a model named by its family (reader29), said unknown — the
    family and version as typed, or ``None``."""
    for start, end, _, word in unknown_spans(s, family_names, rows):
        if re.match(re.escape(word) + r"\d", s[start:end]):
            return re.match(r"[a-z0-9][a-z0-9.\-]*", s[start:end]).group().rstrip(".-")  # type: ignore[union-attr]
    return None


def nearest(rows, word: str, limit: int = 3) -> list[str]:
    """The family's models to name as nearest: one of each of its generations, newest first, of the plainest rank, the
    one nearest the size a family is read at (:data:`advisor.ask.families.COMMON_B`): "deepseek" → DeepSeek V3, DeepSeek
    R1; "qwen" → Qwen3 8B, Qwen2.5 7B."""
    found = generations(rows, word)
    if not found:
        return []
    best = min(rank for rank, _, _ in found)
    by_family: dict[str, list[dict]] = {}
    for rank, _, row in found:
        if rank == best:
            by_family.setdefault(str(row.get("family") or row["name"]), []).append(row)
    return [str(min(group, key=lambda r: abs(math.log(max(float(r["params_b"]), 0.01) / COMMON_B)))["name"])
            for group in by_family.values()][:limit]


def unknown_note(text: str, family_names, rows, sized: str | None = None) -> Message | None:
    """The read-as note for the first model of :func:`unknown_spans` in ``text`` (lower case), naming the family's
    nearest models as not assumed; ``sized``: the generic size it was read as, when a size was said with it."""
    spans = unknown_spans(text, family_names, rows)
    if not spans:
        return None
    _, _, typed, word = spans[0]
    near = [Text(value=n) for n in nearest(rows, word)]
    if sized is not None:
        return msg("ask.unknown-model-near-sized", "I do not know the model “{typed}” (nearest: {nearest}, not "
                   "assumed): sized as a generic {size} model from the size you gave, not its own "
                   "architecture.", typed=UserText(value=typed), nearest=near, size=Text(value=sized))
    return msg("ask.unknown-model-near", "I do not know the model “{typed}” (nearest: {nearest}, not assumed): my "
               "model table lacks it, so no answer here is sized for it; give its size (“a 70b model”) or name a "
               "model I know.", typed=UserText(value=typed), nearest=near)


def named_unknown(text: str, family_names, rows) -> bool:
    """Whether ``text`` (lower case) names a model the table lacks, of a family it lacks or a version it lacks: a
    size said with it is that model's, never a well-known model of the size ("deepseek v4 671b": no DeepSeek R1)."""
    return bool(UNLISTED.search(text)) or bool(unknown_spans(text, family_names, rows))
