"""The model table of ``fits``: the sourced architectures of ``data/models.csv`` read as
:class:`~advisor.fits.memory.Architecture` s, a model named as typed resolved to one (rapidfuzz,
never another version of a family), and a bare size ("7b", "1.5b", "500m") given the shape
interpolated between the table's reference models (column ``reference_for_sizes``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import math
import re
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from ..errors import AdvisorError, InvalidOption, UnknownModel
from ..i18n import ListOf, Message, Text, UserText, msg
from .memory import Architecture, estimate
from .parsing import DEFAULT_CONTEXT

MIN_PARAMS_B, MAX_PARAMS_B = 0.1, 2000.0  # no open model is outside this (Llama 3.1 405B is the table's largest)


SIZE_FORMS_MESSAGE = msg("fits.size-forms", '"7b", "13B", "1.5b", "70b" or "500m"')


def _arch_from_row(r: dict) -> Architecture:
    heads, kv_heads, head_dim = int(r["attention_heads"]), int(r["kv_heads"]), int(r["head_dim"])
    experts = int(r["experts"] or 1)
    dense = int(r.get("dense_layers") or 0)
    active = float(r["active_params_b"]) * 1e9 if r.get("active_params_b") else None
    return Architecture(
        active_params=active,
        experts_active=int(r.get("experts_active") or 0),
        moe_layers=(int(r["layers"]) - dense) if experts > 1 else 0.0,
        published_precision=(r.get("published_precision") or None),
        sliding_window=int(r["sliding_window"]) if r.get("sliding_window") else None,
        global_layers=float(r["global_layers"]) if r.get("global_layers") else None,
        mla_width=(int(r["kv_lora_rank"]) + int(r["qk_rope_head_dim"])) if r.get("kv_lora_rank") else None,
        name=r["name"],
        params=float(r["params_b"]) * 1e9,
        layers=int(r["layers"]),
        hidden=int(r["hidden_size"]),
        q_width=heads * head_dim,
        kv_width=kv_heads * head_dim,
        kv_heads=kv_heads,
        head_dim=head_dim,
        intermediate=int(r["intermediate_size"]),
        vocab=int(r["vocab_size"]),
        tied=str(r["tied_embeddings"]) == "1",
        experts=experts,
        context=int(r["context_tokens"]),
        source=r["source"],
        kind="table",
    )


def _key(text: str) -> str:
    """A model name as a lookup key: lower case, words joined by "-", no organisation prefix
    ("meta-llama/…") and no variant suffix that keeps the architecture ("-instruct", "-chat")."""
    return _key_of(str(text))


@functools.lru_cache(maxsize=2048)
def _key_of(text: str) -> str:
    """:func:`_key` of a string, the last 2,048 kept (pure; perf31: the table's rows' names and aliases are keyed again
    for each model a question reads)."""
    s = text.strip().lower().rsplit("/", 1)[-1]
    s = _SPACES.sub("-", s)
    return _VARIANT_END.sub("", s)


_SPACES = re.compile(r"[\s_]+")
_VARIANT_END = re.compile(r"-(instruct|chat|it|hf|base)$")


_SIZE_TOKEN = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)(?:x(\d+))?b\b")


def _size_tokens(key: str) -> set[str]:
    return {m.group(0) for m in _SIZE_TOKEN.finditer(key)}


def _total_sizes(key: str) -> set[str]:
    """The total sizes a model key says, never an MoE's active size ("qwen3-235b-a22b" → {"235b"})."""
    return _size_tokens(_ACTIVE_TOKEN.sub(" ", key))


_MOE_NAME = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?b)-?a(\d+(?:\.\d+)?b)\b")  # "100b-a6b": total and active sizes
MOE_EXPERTS_ACTIVE = 8
"""Routed experts per token of an MoE known only by its name (:meth:`ModelTable.bare_moe`): the number
the table's MoE rows use (data/models.csv: Qwen3 30B-A3B, Qwen3 235B-A22B, DeepSeek V3)."""
_ACTIVE_TOKEN = re.compile(r"(?<![a-z])a\d+(?:\.\d+)?b\b")  # an MoE's active size: "30b-a3b"


def _version_tokens(key: str) -> set[str]:
    """The version numbers of a model key (``llama-3.3-70b`` → {"3.3"}, ``qwen2.5-72b`` → {"2.5"}):
    its numbers other than sizes, so "gemma 4 27b" is never read as Gemma 3 27B."""
    rest = _SIZE_TOKEN.sub(" ", _ACTIVE_TOKEN.sub(" ", key))
    return set(re.findall(r"\d+(?:\.\d+)*", rest))


# A bare parameter count: a number (sign, decimals, exponent allowed so that "-7b" and "1e9b"
# are read as sizes and refused, not looked up as names) with an optional b/m unit.
_SIZE = re.compile(
    r"^\s*([+-]?\s*[\d][\d.,]*(?:e[+-]?\d+)?)\s*(b|bn|billion|m|million)?\s*(?:params?|parameters|(dense))?\s*$",
    re.I
)


KNOWN_MOE_B = 100.0
"""The least total size (billions) a bare size is read as the one MoE of the table it names (:meth:`ModelTable.
only_of_size`): below it ("20b", "30b") a dense model of the size is as likely, so the size stays generic."""

RESOLVED = 512
"""How many names :meth:`ModelTable.resolve` keeps read (a model table's names and sizes asked again and again)."""


_REMADE = frozenset({"msg", "message", "suggestions"})
"""What an error of the base class holds: one of these is kept as a refusal and made again
(:meth:`ModelTable.resolve`)."""


_MISSING: Any = object()
T = TypeVar("T")


def _bounded(table: dict) -> dict:
    """``table`` (a name -> value memo) with its oldest entry dropped when it holds :data:`RESOLVED`."""
    if len(table) >= RESOLVED:
        with contextlib.suppress(StopIteration, RuntimeError):  # another thread's answer changed it meanwhile
            table.pop(next(iter(table)), None)  # the oldest first
    return table


TASK_FAMILIES = ("ocr",)
"""Words of a ``family`` (``data/models.csv``) for a model made for one task (DeepSeek-OCR reads documents): sized
when named, never listed among the LLMs a rig runs or trains (fix63c: "best MoE" on a 16 GB CPU was DeepSeek-OCR)."""


NAMED_ONLY = ("DeepSeek LLM", "DeepSeek-Coder")
"""Families sized when named ("can my 3060 run deepseek coder 33b", "deepseek 67b on 2x 3090") but never listed among
the LLMs a rig runs: 2023 releases that newer rows of the same sizes supersede (fix77a: DeepSeek-Coder 33B would
otherwise be a 24 GB card's "largest dense" before Qwen3 32B)."""


class ModelTable:
    """The sourced model table (``data/models.csv``) with rapidfuzz name resolution and the
    reference ladder for bare sizes."""

    def __init__(self, rows: Iterable[dict]) -> None:
        self.rows = [dict(r) for r in rows]
        self.archs = [_arch_from_row(r) for r in self.rows]
        self._keys: dict[str, Architecture] = {}
        for r, a in zip(self.rows, self.archs, strict=True):
            for k in [a.name, *str(r.get("aliases") or "").split("|")]:
                if k.strip():
                    self._keys.setdefault(_key(k), a)
        self._choices = list(self._keys)
        ladder = [a for r, a in zip(self.rows, self.archs, strict=True) if str(r.get("reference_for_sizes")) == "1"]
        self.ladder = sorted(ladder, key=lambda a: a.params)
        self._needs: dict[tuple[float, str, str], float] = {}  # idempotent cache for capacity answers
        self._resolved: dict[str, Architecture] = {}  # the last RESOLVED names read (resolve: pure; issue 30 §1)
        self._refused: dict[str, tuple[type[AdvisorError], Message | str, tuple[str, ...]]] = {}  # and refused
        self._sized: dict[tuple[str, object], Any] = {}  # the last RESOLVED family and size readings (perf31)
        self.chat_archs = [a for r, a in zip(self.rows, self.archs, strict=True)
                           if not any(w in str(r.get("family") or "").lower() for w in TASK_FAMILIES)
                           and str(r.get("family") or "") not in NAMED_ONLY]
        """The rows' models less those made for one task (:data:`TASK_FAMILIES`): the LLMs a rig's lists name."""
        self.name_set: frozenset[str] = frozenset(a.name for a in self.archs)
        """Every canonical model name (a model the table resolves to is one of these; a bare size never is)."""

    @property
    def names(self) -> list[str]:
        """Canonical model names, in table order."""
        return [a.name for a in self.archs]

    def complete(self, text: str, limit: int = 25) -> list[str]:
        """Up to ``limit`` model names (and common sizes) for a partial input."""
        sizes = ["7b", "8b", "13b", "14b", "32b", "70b"]
        if not str(text).strip():
            return (self.names + sizes)[:limit]
        from rapidfuzz import fuzz, process  # imported when first needed, not at start (issue 30 §6)

        hits = process.extract(_key(text), [_key(n) for n in self.names], scorer=fuzz.WRatio, limit=limit)
        return [self.names[i] for _, score, i in hits if score >= 50][:limit]

    def resolve(self, query: str) -> Architecture:
        """The architecture ``query`` means: a bare size ("7b", "1.5B", "500m") or a model of
        the table (exact key, else rapidfuzz whose best match keeps the query's size tokens).

        Raises :class:`InvalidOption` for a size outside 0.1B-2000B or unreadable ("0b",
        "-7b", "1e9b") and :class:`UnknownModel` (with suggestions) for an unknown name. The last
        :data:`RESOLVED` names read are kept (the same frozen architecture), and as many refused: a refusal is
        made again from its kept message, class and suggestions, not from the fuzzy search (issue 30 §1: a
        question's reader tries a few spans that are no model's name, ~0.2 ms each)."""
        text = str(query if query is not None else "")
        hit = self._resolved.get(text)
        if hit is not None:
            return hit
        refused = self._refused.get(text)
        if refused is not None:  # the same refusal, made again from its message (a raised error is not reused)
            raise refused[0](refused[1], suggestions=list(refused[2]))
        try:
            found = self._resolve(text)
        except AdvisorError as err:
            if type(err).__init__ is AdvisorError.__init__ and set(vars(err)) <= _REMADE:
                _bounded(self._refused)[text] = (type(err), err.msg if err.msg is not None else err.message,
                                                 tuple(err.suggestions))
            raise
        _bounded(self._resolved)[text] = found
        return found

    def _resolve(self, text: str) -> Architecture:
        """:meth:`resolve`, read afresh."""
        shown = UserText(value=text)
        if not text.strip():
            raise InvalidOption(msg("error.fits.no-model",
                                    'Name a model (e.g. "llama-3.1-8b") or give its size, e.g. {forms}.',
                                    forms=SIZE_FORMS_MESSAGE))
        m = _SIZE.match(text)
        if m:
            billions = self._size_b(m, shown)
            known = None if m.group(3) else self.only_of_size(text)  # "120b dense": the generic shape
            return dataclasses.replace(known, read_from=text) if known else self.bare_size(billions, shown)
        key = _key(text)
        if key in self._keys:
            return self._keys[key]
        from rapidfuzz import fuzz, process  # imported when first needed, not at start (issue 30 §6)

        hits = process.extract(key, self._choices, scorer=fuzz.WRatio, limit=8)
        sizes, versions = _size_tokens(key), _version_tokens(key)
        for choice, score, _ in hits:
            if (score >= 90 and sizes and sizes == _size_tokens(choice)
                    and versions == _version_tokens(choice)):  # never another version of the family
                return dataclasses.replace(self._keys[choice], read_from=text)
        if moe := _MOE_NAME.search(key):  # "ling-flash-100b-a6b": a name the table lacks, an MoE by its name
            total, active = (self._size_b(_SIZE.match(moe.group(i)) or moe, shown) for i in (1, 2))
            if active < total:
                return self.bare_moe(total, active, shown)
        if len(sizes) == 1 and not versions:  # a family and a size with no version ("qwen 32b", "llama 70b")
            newest = self.family_of_size(key)
            if newest is not None:  # the family's newest model of that size, said as assumed (issue 27)
                return dataclasses.replace(newest, read_from=text)
            if any(score >= 90 and _size_tokens(choice) == sizes for choice, score, _ in hits):
                # no row of the family has the size: it is read as that size (as a question in words reads it)
                size = _SIZE.match(next(iter(sizes)))
                if size:
                    return self.bare_size(self._size_b(size, shown), shown)
        suggestions: list[str] = []
        for choice, score, _ in hits:
            name = self._keys[choice].name
            if score >= 50 and name not in suggestions:
                suggestions.append(name)
        suggestions = self._newest_first(key, suggestions)
        if suggestions:
            error = msg("error.fits.unknown-model-suggest",
                        "No model in the table matches '{query}'; give a size instead (e.g. {forms}). "
                        "Did you mean {models}?", query=shown, forms=SIZE_FORMS_MESSAGE,
                        models=ListOf(items=[Text(value=n) for n in suggestions[:3]]))
        else:
            error = msg("error.fits.unknown-model",
                        "No model in the table matches '{query}'; give a size instead (e.g. {forms}).",
                        query=shown, forms=SIZE_FORMS_MESSAGE)
        raise UnknownModel(error, suggestions=suggestions[:5])

    def _kept_sized(self, how: str, key: object, made: Callable[[], T]) -> T:
        """``made()``, kept under (``how``, ``key``) among the last :data:`RESOLVED` (perf31, issue 30 §1: pure
        readings of the table, which never changes after it is made; a question naming "qwen 32b" read it three to
        five times, each a walk of every row with its aliases' keys)."""
        hit = self._sized.get((how, key), _MISSING)
        if hit is not _MISSING:
            return hit
        found = made()
        _bounded(self._sized)[(how, key)] = found
        return found

    def family_of_size(self, key: str) -> Architecture | None:
        """:meth:`_family_of_size`, kept per ``key`` (:meth:`_kept_sized`: the same frozen architecture or ``None``)."""
        return self._kept_sized("family", key, lambda: self._family_of_size(key))

    def _family_of_size(self, key: str) -> Architecture | None:
        """The model a family word and a size with no version name (``key``: "qwen-32b", "llama-70b", "gemma 27b"):
        among the rows whose ``family`` starts with the word and whose name or alias says that size, the newest
        version ("qwen 32b" → Qwen3 32B over Qwen2.5 32B, "llama 70b" → Llama 3.3 70B), a family whose rest is a
        version only ("qwen3", never "qwen3-coder") before a variant family ("qwen 480b" → Qwen3-Coder 480B-A35B, the
        only one), never a distilled model unless it is the only one ("deepseek 32b" → DeepSeek-R1-Distill-Qwen-32B),
        nor one of :data:`NAMED_ONLY` unless it is ("deepseek 7b" → the R1 distill, "deepseek 33b" → DeepSeek-Coder
        33B);
        ``None`` when no row is, or the word is no family of the table."""
        sizes = _size_tokens(_key(key))
        word = re.sub(r"[^a-z0-9.]", "", _SIZE_TOKEN.sub("", _key(key)))
        if len(sizes) != 1 or not word:
            return None
        found: list[tuple[int, tuple[float, ...], Architecture]] = []
        for r, a in zip(self.rows, self.archs, strict=True):
            family = re.sub(r"[^a-z0-9.]", "", str(r.get("family") or "").lower())
            if not family.startswith(word):
                continue
            said = {_key(a.name), *(_key(k) for k in str(r.get("aliases") or "").split("|") if k.strip())}
            if not any(sizes <= _total_sizes(k) for k in said):
                continue
            rest = family[len(word):]
            version = re.fullmatch(r"v?(\d+(?:\.\d+)*)?", rest)
            rank = 0 if version else (2 if "distill" in rest else 3 if r.get("family") in NAMED_ONLY else 1)
            # plain versions, then variants, then distills, then the older families kept for their names (fix77a)
            number = tuple(float(x) for x in version.group(1).split(".")) if version and version.group(1) else (0.0,)
            found.append((rank, number, a))
        if not found:
            return None
        best = min(rank for rank, _, _ in found)
        kept = [(number, a) for rank, number, a in found if rank == best]
        if best > 0 and len({a.name for _, a in kept}) > 1:
            return None  # several variant models and no plain one: no guess
        return max(kept, key=lambda x: x[0])[1]

    def only_of_size(self, text: str) -> Architecture | None:
        """:meth:`_only_of_size`, kept per ``text`` (:meth:`_kept_sized`: the same frozen architecture or ``None``)."""
        return self._kept_sized("only", text, lambda: self._only_of_size(text))

    def _only_of_size(self, text: str) -> Architecture | None:
        """The one well-known model a bare size names ("120b" → gpt-oss 120b, "235b" → Qwen3 235B-A22B, "671b" →
        DeepSeek R1): the rows whose name or an alias says that size all of one family (the family's word: "qwen" for
        Qwen3 and Qwen3-Coder), read as that family's model of the size (:meth:`family_of_size`), when it is a mixture
        of experts — a model whose memory and speed a generic dense shape of the size gets wrong (product choice
        for issue 27: in 2026 "120b" alone means gpt-oss-120b); ``None`` for a size several families have ("70b",
        "8b") or only dense models have ("72b": the generic shape sizes it as well), or no size."""
        sizes = _size_tokens(_key(text).replace(" ", ""))
        if len(sizes) != 1 or _key(text) not in sizes:
            return None
        words = set()
        for r, a in zip(self.rows, self.archs, strict=True):
            said = [a.name, *str(r.get("aliases") or "").split("|")]
            if any(sizes <= _total_sizes(_key(k)) for k in said if k.strip()):
                family = str(r.get("family") or a.name).lower()
                lead = re.match(r"[a-z][a-z\-]*[a-z]|[a-z]+", family)
                words.add(lead.group() if lead else family)
        if len(words) != 1:
            return None
        found = self.family_of_size(f"{next(iter(words))}-{_key(text)}")
        if found is None or not found.active_params or found.params < KNOWN_MOE_B * 1e9:
            return None  # "30b": also a dense size people run ("can it handle 30b?"), kept generic
        return found

    def _newest_first(self, key: str, names: list[str]) -> list[str]:
        """``names`` (suggestions for an unknown ``key``) led by the models of the family the key's word starts, newest
        version first ("llama" → Llama 4 Scout, Llama 4 Maverick, Llama 3.3 70B, never Llama 2 first: issue 27), the
        rest after in their order."""
        word = re.sub(r"[^a-z0-9.]", "", _SIZE_TOKEN.sub("", key))
        if not word:
            return names
        version: dict[str, tuple[float, ...]] = {}
        for r, a in zip(self.rows, self.archs, strict=True):
            family = re.sub(r"[^a-z0-9.]", "", str(r.get("family") or "").lower())
            rest = re.fullmatch(r"[a-z]?(\d+(?:\.\d+)*)", family[len(word):]) if family.startswith(word) else None
            if rest:
                version[a.name] = tuple(float(x) for x in rest.group(1).split("."))
        if not version:
            return names
        params = {a.name: a.params for a in self.archs}
        ranked = sorted(version, key=lambda n: (tuple(-x for x in (*version[n], 0, 0, 0)[:4]),
                                               abs(math.log(params[n] / 8e9))))
        return [*ranked, *(n for n in names if n not in ranked)]  # within a version, the size nearest 8B first

    def same_size(self, arch: Architecture) -> list[str]:
        """:meth:`_same_size`, kept per the name ``arch`` was read from and its own name (all it reads; a new list each
        call, the kept one is never handed out)."""
        if not arch.read_from:
            return []
        return list(self._kept_sized("same", (arch.name, arch.read_from),
                                     lambda: tuple(self._same_size(arch))))

    def _same_size(self, arch: Architecture) -> list[str]:
        """The other models of the table that ``arch``'s typed family and size name (:meth:`family_of_size`, the
        name it was read from: "qwen 32b" read as Qwen3 32B → ["Qwen2.5 32B"]), newest first; empty when ``arch``
        was not read so."""
        typed = arch.read_from
        picked = self.family_of_size(typed) if typed else None
        if not typed or picked is None or picked.name != arch.name:
            return []
        sizes = _size_tokens(_key(typed))
        word = re.sub(r"[^a-z0-9.]", "", _SIZE_TOKEN.sub("", _key(typed)))
        def family(r: dict) -> str:
            return re.sub(r"[^a-z0-9.]", "", str(r.get("family") or "").lower())

        return [a.name for r, a in reversed(list(zip(self.rows, self.archs, strict=True)))
                if a.name != arch.name and family(r).startswith(word)
                and any(sizes <= _total_sizes(_key(k)) for k in [a.name, *str(r.get("aliases") or "").split("|")]
                        if k.strip())]

    @staticmethod
    def _size_b(m: re.Match, shown: UserText) -> float:
        number, unit = m.group(1).replace(" ", ""), (m.group(2) or "b").lower()
        if number.count(",") == 1 and "." not in number:
            number = number.replace(",", ".")  # "1,5b"
        def bad() -> InvalidOption:  # made when raised: an error renders its sentence (issue 30 §1)
            return InvalidOption(msg(
                "error.fits.bad-size", "'{query}' is not a model size: give a name or a size from {min:g}b to {max:g}b "
                "in billions of parameters, e.g. {forms}.", query=shown, min=MIN_PARAMS_B, max=MAX_PARAMS_B,
                forms=SIZE_FORMS_MESSAGE))

        try:
            value = float(number.replace(",", ""))
        except ValueError:
            raise bad() from None
        billions = value / 1000 if unit.startswith("m") else value
        if not math.isfinite(billions) or not MIN_PARAMS_B <= billions <= MAX_PARAMS_B:
            raise bad()
        return billions

    def bare_moe(self, total_b: float, active_b: float, shown: UserText | None = None) -> Architecture:
        """An MoE known only by its name's sizes ("100B-A6B": ``total_b`` billion parameters, ``active_b``
        billion read per token): the attention, embeddings and layers of a bare ``active_b`` size
        (:meth:`bare_size`), every layer's feed-forward made routed experts, :data:`MOE_EXPERTS_ACTIVE` of them
        per token, as many experts as make the total. The name says the two sizes; the expert count is
        an assumption (what the table's MoE rows use: Qwen3 30B-A3B and 235B-A22B, DeepSeek V3: 8)."""
        base = self.bare_size(active_b, shown)
        ffn = base.layers * 3 * base.hidden * base.intermediate
        rest = max(base.params - ffn, 0.0)  # attention, norms, embeddings: every token reads them
        routed_active = max(active_b * 1e9 - rest, 1.0)
        experts = max(MOE_EXPERTS_ACTIVE + 1, round(MOE_EXPERTS_ACTIVE * (total_b * 1e9 - rest) / routed_active))
        return dataclasses.replace(
            base, name=f"{total_b:g}B-A{active_b:g}B", params=total_b * 1e9, active_params=active_b * 1e9,
            experts=experts, experts_active=MOE_EXPERTS_ACTIVE, moe_layers=base.layers,
            intermediate=routed_active / (base.layers * MOE_EXPERTS_ACTIVE * 3 * base.hidden))

    def need(self, billions: float, task: str, precision: str) -> float:
        """Total GB of a bare size for a task at its default context and batch 1 (cached)."""
        key = (billions, task, precision)
        if key not in self._needs:
            arch = self.bare_size(billions)
            self._needs[key] = estimate(arch, task, precision, DEFAULT_CONTEXT[task], 1).total
        return self._needs[key]

    def bare_size(self, billions: float, shown: UserText | None = None) -> Architecture:
        """An architecture for a bare parameter count: layers, widths, vocabulary and tied
        embeddings interpolated log-linearly between the two reference models around it
        (beyond the ladder's ends, the end model's shape)."""
        p = billions * 1e9
        lad = self.ladder
        i = next((k for k, a in enumerate(lad) if a.params >= p), len(lad) - 1)
        lo, hi = (lad[max(i - 1, 0)], lad[max(i, 1)]) if len(lad) > 1 else (lad[0], lad[0])
        t = (
            0.0
            if hi.params == lo.params
            else (math.log(p) - math.log(lo.params)) / (math.log(hi.params) - math.log(lo.params))
        )
        t = min(max(t, 0.0), 1.0)  # beyond the ladder's ends: the end model's shape (only the parameter count grows)

        def mix(x: float, y: float) -> float:
            return max(1.0, math.exp(math.log(x) + t * (math.log(y) - math.log(x))))

        near = lo if t < 0.5 else hi
        label = f"{billions:g}B"
        if lo is not hi and 0 < t < 1:
            how = msg("fits.shape-interpolated", "interpolated between {low} and {high} (data/models.csv, "
                      "reference_for_sizes)", low=lo.name, high=hi.name)
        else:
            how = msg("fits.shape-of", "the shape of {model} (data/models.csv, reference_for_sizes)", model=near.name)
        return Architecture(
            name=label,
            params=p,
            layers=mix(lo.layers, hi.layers),
            hidden=mix(lo.hidden, hi.hidden),
            q_width=mix(lo.q_width, hi.q_width),
            kv_width=mix(lo.kv_width, hi.kv_width),
            kv_heads=mix(lo.kv_heads, hi.kv_heads),
            head_dim=mix(lo.head_dim, hi.head_dim),
            intermediate=mix(lo.intermediate, hi.intermediate),
            vocab=mix(lo.vocab, hi.vocab),
            tied=near.tied,
            experts=1,
            context=None,
            source="",
            kind="size",
            how=how,
        )
