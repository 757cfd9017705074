"""Model families as people write them (issue 27): a family and version that only one model of the
table has ("llama 3.3" is Llama 3.3 70B), a variant word after a model's name that makes it another
model ("deepseek-r1 distill" is no DeepSeek R1 671B). A family the table lacks written with a size
("qwen2.5-coder 32b") stays the bare size; a point release the table lacks ("deepseek v3.2") is the version
it updates ("deepseek v3"), said so: the answer sizes the model again by its name, so the name
read is one the table resolves. Pure: no I/O; the model table's rows (``data/models.csv``) are given."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Message, Text, UserText, msg
from .cues import IMAGE_LORA

if TYPE_CHECKING:
    from ..fits.memory import Architecture

#: Words after a model's name that make it another model: never the shorter name's model.
VARIANT_AFTER = frozenset({"distill", "distilled", "coder", "vl", "vision", "math", "omni", "audio", "embedding",
                           "embed", "reward", "guard"})


@lru_cache(maxsize=4096)  # pure; only_model keys every row of the table for every span read (issue 30 §1)
def _key(text: str) -> str:
    return re.sub(r"[\s\-_]+", "", text.lower())


def only_model(family: str, rows: Iterable[dict]) -> str | None:
    """The name of the one row of the model table whose family is ``family`` as typed ("llama 3.3" →
    "Llama 3.3 70B"), or None when none or several are ("llama 3", "qwen2.5")."""
    key = _key(family)
    found = [r["name"] for r in rows if r.get("family") and _key(r["family"]) == key]
    return found[0] if len(found) == 1 else None


def family_lacks_size(typed: Iterable[str], size_b: float, rows: Iterable[dict]) -> Message | None:
    """The read-as note for a family the table has named with a size it has no model of ("qwen2 14b", "llama 3 13b":
    fix68d #5): said so, with the family's sizes, and sized as a generic model of the size said (issue 27: say, never
    swap). ``typed``: the family's words said before the size, nearest first; ``None`` when none of them is a family of
    the table (``family`` column of ``data/models.csv``, as :func:`only_model` matches it)."""
    rows = list(rows)
    for words in typed:
        words = re.sub(r"\s+", " ", words).strip(" -_:")
        key = _key(words)
        found = [r for r in rows if key and r.get("family") and _key(r["family"]) == key] or [
            r for r in rows if key and _key(r["name"]) == key]  # "llama 4 scout 8b": Scout is one model (fix70a)
        if not found:
            continue
        found.sort(key=lambda r: float(r.get("params_b") or 0.0))
        return msg("ask.note.family-lacks-size", "{family} has no {size:g}B model that I know of (its models: "
                   "{models}): sized as a generic {size:g}B model.",
                   family=Text(value=found[0]["family"] if _key(found[0]["name"]) != key else found[0]["name"]),
                   size=size_b, models=[Text(value=r["name"]) for r in found])
    return None


_POINT = re.compile(r"(?<![a-z])(v\d+)\.\d+$")


def point_release(name: str) -> str | None:
    """The version a point release updates, as typed ("deepseek v3.2" → "deepseek v3", "deepseek-v3.1" →
    "deepseek-v3"), to read when the table lacks the point release; None when ``name`` ends in no
    "v" version with a point."""
    m = _POINT.search(name)
    return name[:m.start()] + m.group(1) if m else None


def named_of_size(names: Iterable[str], size_b: float, rows: Iterable[dict], read) -> Architecture | None:
    """The model named by the first of ``names`` (a family's words said before a size, "deepseek v3" of
    "deepseek v3 671b") whose total size is ``size_b`` (billions of parameters, within 20 %: "kimi k2 1t" is
    1,026 B, "gpt-oss 120b" 116.8 B), read with ``read`` (:func:`advisor.kinds.read_model` with the reader's
    tables); ``None`` when none is — the size said alone is then the model (newuser15 #1: "deepseek v3 671b" is
    DeepSeek V3, a MoE with 37 B active, never a dense 671 B model)."""
    rows = list(rows)
    for typed in names:
        typed = re.sub(r"\s+", " ", typed).strip(" -_:")
        if not typed:
            continue
        try:
            arch = read(only_model(typed, rows) or typed)
        except AdvisorError:
            continue
        total = arch.params / 1e9 if arch.params > 1e5 else arch.params  # (counted, or billions)
        if abs(total - size_b) <= 0.2 * size_b:
            return arch
    return None


def lora_use(r, low: str) -> str | None:
    """``"llm"`` when the reading ``r`` (:class:`advisor.ask.reader.Reading`) names LoRA (or QLoRA) beside a budget
    with no use case, no card and no picture said (``low``, the lower-cased question: :data:`advisor.ask.cues.
    IMAGE_LORA`): "LoRA微调 预算1万", "budget 1500 for lora fine tuning" rank for the LLM fine-tune, never the general
    list with the LoRA dropped unsaid (newuser15 #3); ``None`` otherwise ("budget 1000 to train a lora of my face",
    "dgx spark vs mac studio for qlora": cards weighed)."""
    if r.use_case is None and r.budget is not None and not r.cards and (r.task_word or r.task == "qlora") and (
            not IMAGE_LORA.search(low)):
        return "llm"
    return None


def family_size_note(arch: Architecture, table) -> list[Message]:
    """The read-as note for a model read from a family and a size with no version ("qwen 32b" → Qwen3 32B, the
    family's newest of that size: :meth:`advisor.fits.ModelTable.family_of_size`), naming the other versions of that
    size; empty for a model named otherwise (issue 27: a family said with a size is that family's model, said as
    assumed, never a generic size)."""
    known = table.only_of_size(arch.read_from) if arch.read_from else None
    if known is not None and known.name == arch.name:  # "120b" alone: gpt-oss 120b
        return [msg("ask.note.size-known", "“{typed}” read as {model}, the well-known model of that size (a mixture of "
                    "experts); say “a dense {typed} model” for a generic one.", typed=UserText(value=arch.read_from),
                    model=Text(value=arch.name))]
    picked = table.family_of_size(arch.read_from) if arch.read_from else None
    if picked is None or picked.name != arch.name:
        return []
    others = table.same_size(arch)
    typed = UserText(value=arch.read_from)
    if not others:
        return [msg("ask.note.family-size-one", "“{typed}” read as {model}, the family's model of that size.",
                    typed=typed, model=Text(value=arch.name))]
    return [msg("ask.note.family-size", "“{typed}” read as {model}, the family's newest model of that size (also "
                "{others}); name the version for another.", typed=typed, model=Text(value=arch.name),
                others=[Text(value=n) for n in others[:3]])]


def _fam(text: str) -> str:
    return re.sub(r"[^a-z0-9.]", "", str(text).lower())


def generations(rows: Iterable[dict], word: str) -> list[tuple[int, tuple[float, ...], dict]]:
    """The rows of the model table whose ``family`` a family word (as typed: "llama", "qwen", "minimax") starts, as
    ``(rank, version, row)`` newest first within a rank: rank 0 when the family's rest is a version only ("llama 3.1",
    "qwen3", "minimax-m2"), 1 a variant ("qwen3-coder", "mistral small 3.1"), 2 a distilled model of another family."""
    key = _fam(word)
    found = []
    for row in rows:
        family = _fam(row.get("family") or "")
        if not key or not family.startswith(key):
            continue
        rest = family[len(key):]
        if key[-1].isdigit() and re.match(r"\.?\d", rest):
            continue  # "glm-4", "qwen2": that version, never a later one ("glm4.5", "qwen2.5": fix69b, judge28 #24)
        version = re.fullmatch(r"[a-z]?(\d+(?:\.\d+)*)?", rest)
        rank = 0 if version else (2 if "distill" in rest else 1)
        number = tuple(float(x) for x in version.group(1).split(".")) if version and version.group(1) else (0.0,)
        found.append((rank, number, row))
    return sorted(found, key=lambda f: (f[0], tuple(-x for x in (*f[1], 0, 0, 0)[:4])))  # 3.3 before 3


COMMON_B = 8.0
"""The size, in billions of parameters, a family named with no size is read at (product choice: the size its
makers' default download tag runs — ``ollama run llama3.1`` and ``ollama run qwen3`` pull the 8B — and the one a
single consumer card runs; the newest generation that has a dense model within :data:`COMMON_SPAN` of it)."""
COMMON_SPAN = (4.0, 16.0)


def current_sizes(rows: Iterable[dict], word: str) -> list[tuple[float, str]]:
    """The sizes of a family to name when none was said, as ``(params_b, name)`` smallest first: the newest model of
    each dense size of at least 1B, of the plainest rank, leaving out a model a newer generation's model within a
    factor of 2 supersedes ("llama": Llama 3.2 1B and 3B, Llama 3.1 8B, Llama 3.3 70B, Llama 3.1 405B — never
    Llama 2 7B); MoE rows when the family has no dense one (GLM, MiniMax)."""
    found = generations(rows, word)
    if not found:
        return []
    best = min(rank for rank, _, _ in found)
    kept = [(number, row) for rank, number, row in found if rank == best]
    dense = [(n, r) for n, r in kept if int(r.get("experts") or 1) <= 1 and float(r["params_b"]) >= 1.0]
    pool = dense or kept
    sizes: list[tuple[float, str]] = []
    for number, row in pool:  # newest first
        params = float(row["params_b"])
        if any(newer >= number and 0.5 <= params / p <= 2.0 for newer, p in
               [(n2, float(r2["params_b"])) for n2, r2 in pool if n2 > number]):
            continue  # a newer generation has a model of about this size
        if not any(abs(params - p) <= 0.15 * params for p, _ in sizes):
            sizes.append((params, str(row["name"])))
    return sorted(sizes)


def common_model(rows: Iterable[dict], word: str) -> tuple[float, str] | None:
    """The model a family named with no size is read as where a size is needed: the newest generation's dense model
    nearest :data:`COMMON_B` within :data:`COMMON_SPAN` ("llama" → Llama 3.1 8B, "qwen" → Qwen3 8B, "gemma" → Gemma 3
    12B, "phi" → Phi-4); with none in any generation, the newest generation's model nearest it ("glm" → GLM-4.6,
    "minimax" → MiniMax-M2). ``None`` when the word is no family of the table."""
    import math

    found = generations(rows, word)
    if not found:
        return None
    best = min(rank for rank, _, _ in found)
    kept = [(number, row) for rank, number, row in found if rank == best]
    versions = sorted({n for n, _ in kept}, reverse=True)
    low, high = COMMON_SPAN
    for version in versions:
        dense = [r for n, r in kept if n == version and int(r.get("experts") or 1) <= 1
                 and low <= float(r["params_b"]) <= high]
        if dense:
            row = min(dense, key=lambda r: abs(math.log(float(r["params_b"]) / COMMON_B)))
            return float(row["params_b"]), str(row["name"])
    newest = [r for n, r in kept if n == versions[0]]
    row = min(newest, key=lambda r: abs(math.log(float(r["params_b"]) / COMMON_B)))
    return float(row["params_b"]), str(row["name"])
