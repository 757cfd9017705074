"""Card names in what the typed spans left (the reader's step 6, issue 27): runs of card-name words
split where a new name starts, each resolved by the name index (:class:`advisor.names.NameIndex`); a bare
number must name a deep-learning card, a group with no model number, code or name word names none, an
entry far from deep learning only on a word of its own; devices said as not had are not read, a card said
twice is one card, a name that matches nothing is kept as an unknown device with the nearest known one
(say, never swap). A mixin of :class:`advisor.ask.reader.Reader` (it sets ``advisor``, ``vocab``,
``_given``, ``_card_cache``, ``_hard_words`` and ``_short_words``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .. import fits as _fits
from ..errors import AdvisorError, UnknownCard
from ..i18n import Card, Quantity, UserText, msg
from ..kinds import Given, read_card
from ..names import PREFIXES, SUFFIXES, VARIANTS
from ..names.vocabulary import ARCH_WORDS, FORM_FACTORS
from . import cues
from .bare_price import CARD_NOUN_AFTER
from .budgets import _AT_END, BARRIER, YEAR
from .card_lists import VARIANT_OR, memory_of_unknown
from .card_words import (
    _CODE,
    _DATACENTER_CODE,
    _MEMORY,
    _MOBILE,
    PLURAL_AFTER,
    PLURAL_BEFORE,
    _base,
    _distinctive,
    laptop_by_memory_note,
    laptop_other,
    singular,
    slash_pairs,
)
from .log_quoted import quoted_only, quoted_spans
from .machines import nearest_mac, sized_for_model, strix_halo_memory_asked, strix_halo_noted
from .made_patterns import compiled
from .setups import asked_about
from .several import same_card
from .spans import count_reaches
from .unknown_pair import compared_with_nearest

_SUFFIX_PLURALS = frozenset({"xtx", "xt", "ti", "super", "gre"})
"""Name words a count of cards puts in the plural ("two 7900 xtxs", "2 4070 tis", "3 4080 supers")."""

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Resolution
    from .reader import Reading
    from .vocabulary import Vocabulary

#: Words that may be part of a card's name, besides model numbers and memory sizes.
NAME_WORDS: frozenset[str] = (
    PREFIXES | VARIANTS | (SUFFIXES - {"le", "se"}) | frozenset(FORM_FACTORS) | ARCH_WORDS
    | {"nvidia", "geforce", "amd", "intel", "titan", "tesla", "quadro", "radeon", "instinct", "arc", "x", "xp",
       "laptop", "notebook", "maxq", "max-q", "lovelace", "generation", "founders", "vega", "mi", "ada",
       "cmp", "sff"}  # "RTX 4000 SFF Blackwell": the small form factor names its own card (reader39)
)
# a Max-Q variant typed with a space or an underscore after a card's number or variant word (break31 #2)
_MAX_Q = re.compile(r"(?<=[0-9a-z]\s)max[\s_]q(?![a-z0-9])")
#: Product-line words that start a new card name ("3060 rtx 4060" is two names).
# a generation said by its round number ("RTX 3000", "GTX 1000"): with "series", "s" or an architecture and a slash
_GENERATION = re.compile(r"(?:rtx|gtx|rx)\s?[1-9]0{3}")
# a card's number with its variant glued that names no card ("4090ti", "5090super"): an unknown card (newuser13 #4)
_GLUED_VARIANT = re.compile(r"\d{3,4}\s?(?:ti|super|xtx?)")
# a driver's or a firmware's word just before a number: its version ("Nvidia Drivers 560.94", "driver version 535")
_VERSION_BEFORE = re.compile(r"(?<![a-z])(?:drivers?|driver\s+version|firmware|bios)\s*(?:version\s*)?"
                             r"(?:is\s+|[:=v]\s*)?$")
# a unit of time or of things counted right after a bare number: no card's number ("took 5000 seconds", "6000 steps",
# "4000 tokens"); memory ("3090 24gb") and a card's plural ("3090s") are not among them (reader31)
_UNIT_AFTER = re.compile(r"\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|ms|milliseconds?|steps?|frames?|"
                         r"iterations?|iters?|epochs?|tokens?|samples?|images?|pictures?|watts?|mhz|fps|it/s|s/it|"
                         r"t/s|tok/s|mt/s|gt/s|mbps)(?![a-z])")  # "16 GB RAM 6400 MT/S": a memory's speed (reader40)
# a times sign after a bare number, then a card ("100 x rtx 3090", "300×4090"): the number counts them; a card's number
# counted after it ("3090 x 2") is no such count
_COUNTED = re.compile(r"\s*(?:[a-z\u3400-\u9fff]|\d{3,5}(?![\d.]))")
_COUNT_TIMES = re.compile(r"\s*(?:×|x(?=[\s\d])|\*)" + _COUNTED.pattern)
_ARCH_SLASH = re.compile(r"(?:ampere|turing|ada|lovelace|blackwell|hopper|pascal|volta)\s*/\s*$")
# a card with a plus sign and a word of cards or series after it ("bf16 is only supported on A100+ GPUs", "需要A100+
# 显卡"): that card and newer, a floor a pasted error or a requirement names, no card of the asker's (reader51); a
# plus sign between two cards ("3090+4090") is no such floor
_FLOOR_AFTER = re.compile(r"\s*\+\s*(?:gpus?|cards?|graphics|series|class|generation|"
                          r"(?:and|or)\s+(?:newer|later|above)|显卡|顯卡|架构|架構|系列|以上)(?![a-z])")


def _no_new_card(s: str, r: Reading, span: tuple[int, int], g: list[str], typed: str, name: str | None) -> bool:
    """Whether a name read at ``span`` of ``s`` is no new card: a generation said by its round number ("Ampere/RTX
    3000", "the RTX 3000 series", "rtx 3000s": no Quadro FX 3000), a card already read said again by its family
    word alone ("Titan RTX … is the Titan better?": no 2013 GTX TITAN beside it), or a bare number right before a word
    of buying ("4500收的3090", "3000买的"): the price paid."""
    if len(g) == 1 and re.fullmatch(r"\d{3,5}", g[0]) and (cues.PAID_AFTER.match(s[span[1]:]) or
                                                           _UNIT_AFTER.match(s[span[1]:])):
        return True  # "5000 seconds (83 mins)", "1200 steps": a time or a count of things, no Quadro RTX 5000
    if g and re.fullmatch(r"\d{1,5}", g[0]) and (len(g) == 1 and _COUNT_TIMES.match(s[span[1]:]) or g[1:] in (
            ["x"], ["×"]) and _COUNTED.match(s[span[1]:])):
        return True  # "100 x rtx 3090": a count of the cards after it, no Velocity 100 or NVS 300 (break28 #1)
    if g and re.fullmatch(r"\d{3}(?:\.\d+)*", g[0]) and _VERSION_BEFORE.search(s[max(0, span[0] - 24):span[0]]):
        return True  # "Nvidia Drivers 560.94", "driver version 535": a driver's version, no GTX 560 or RX 560
    if "rx" in g and "vega" not in g and all(not re.search(r"\d", t) or re.fullmatch(r"\d{1,2}", t) for t in g) and (
            any(t.isdigit() for t in g)):
        return True  # "Navi 33 [Radeon RX 7" (a log cut short): an RX has three or four digits, no Radeon VII
    if g and _GENERATION.fullmatch(typed) and (cues.SERIES_AFTER.match(s[span[1]:]) or re.match(
            r"\s*(?:s|xx)(?![a-z])", s[span[1]:]) or _ARCH_SLASH.search(s[max(0, span[0] - 16):span[0]])):
        return True
    if name is not None and name not in r.cards and _FLOOR_AFTER.match(s[span[1]:]):
        return True  # "only supported on A100+ GPUs": the floor of a requirement, no A100 (reader51)
    if name is not None and name not in r.cards and not any(_MEMORY_WORD.fullmatch(t) for t in [
            *g, *typed.split()[-1:]]) and any(_MEMORY_END.sub("", c) == _MEMORY_END.sub("", name) for c in r.cards):
        return True  # "Jetson Nano Orin 8GB … Jetson Nano Orin Developer Kit 8GB": the card read, said again (reader31)
    return len(g) == 1 and g[0].isalpha() and name not in r.cards and any(g[0] in c.lower().split() for c in r.cards)


# a memory variant's end of a catalogue name ("Jetson Orin Nano 8 GB") and a memory word typed in a name's group
_MEMORY_END = re.compile(r"\s\d{1,3}\s?GB$")
_MEMORY_WORD = re.compile(r"\d+(?:\.\d+)?\s?(?:gb|gib|g)")


# the RTX word typed: a Quadro whose name lacks it is not the one meant ("rtx 3000" is no Quadro FX 3000; a GeForce
# or a Radeon called RTX by mistake, "RTX1060", "RTX 7900 XT", stays)
_LINE_UNSAID = re.compile(r"(?<![a-z])rtx(?![a-z])")
# a MacBook: a laptop word, but never the laptop a card beside it is in ("my M2 Max macbook … would a 4090 be faster")
_MACBOOK = re.compile(r"(?<![a-z])macbook(?:\s*(?:pro|air))?")
_STARTERS = PREFIXES | {"nvidia", "geforce", "amd", "intel", "titan", "tesla", "quadro", "radeon", "instinct", "arc"}
_TOKEN = re.compile(r"(\d+(?:\.\d+)?\s?(?:gb|gib|g)(?![a-z]))|([a-z0-9]+(?:[.\-][a-z0-9]+)*)|([\u3400-\u9fff]+)|(\S)")
_VARIANT_OR = VARIANT_OR  # "40G和80G", "12gb or 8gb", "8G too or only the 16G version": one card, two memories


# a card plugged in outside a laptop: "a laptop with an external RTX 3060 12G", "egpu 3090", "外接显卡4070"
_EXTERNAL = re.compile(r"(?<![a-z])(?:external|egpu|e-gpu|thunderbolt)(?![a-z])[^,.;]{0,12}$|外接[^，。；]{0,6}$")


# the device word said last before a card: "laptop with 4060 8gb or desktop 3060" (the 4060 the laptop's)
_DEVICE_WORD = re.compile(r"(?<![a-z])(laptop|notebook|mobile|desktop|pc|tower)(?![a-z])|"
                          r"(笔记本|筆記本|筆電|游戏本|遊戲本|台式|臺式|桌机|桌機|桌上型)")
# a desktop said, in either language ("5060台式机显卡速度快吗": reader38): a laptop word then applies to the cards it is
# nearest to, never to all
_DESKTOP_SAID = re.compile(r"desktop|台式|臺式|桌机|桌機|桌上型")
_DESKTOP_AFTER = re.compile(r"\s*(?:desktop|台式|臺式|桌机|桌機|桌上型)")


def _laptop_nearest(before: str) -> bool:
    """Whether the device word said last in ``before`` (the words right before a card) is a laptop's."""
    said = [m.group(1) or m.group(2) for m in _DEVICE_WORD.finditer(before)]
    return bool(said) and said[-1] in ("laptop", "notebook", "mobile", "笔记本", "筆記本", "筆電", "游戏本", "遊戲本")


def _device_memory(name: str, typed: str, after: str) -> float | None:
    """The memory said with a device read before the cards (not a Mac's: its memory names the machine), in what
    was typed ("xeon phi 16gb") or right after it ("arc a770 16gb"), or None."""
    if name.startswith("Apple "):
        return None
    said = re.search(r"\s(\d{1,3})gb$", typed) or re.match(r"\s*(\d{1,3})\s*gb?(?![a-z0-9])", after)
    return float(said.group(1)) if said else None


def _priced(s: str, found: list[tuple[tuple[int, int], str | None, list[str], str]]
            ) -> list[tuple[tuple[int, int], str | None, list[str], str]]:
    """``found`` (card groups in the order typed) without a bare number said as the price of a card before it
    in a deal's words ("a used 3090 at 650, worth it?": 650 is the price offered, no GTX 650)."""
    if not cues.DEAL.search(s):
        return found
    return [f for i, f in enumerate(found) if not (
        len(f[2]) == 1 and f[2][0].isdigit() and any(e[1] for e in found[:i])
        and _AT_END.search(s[max(0, f[0][0] - 6):f[0][0]]) and not CARD_NOUN_AFTER.match(s[f[0][1]:]))]


# the memory said is each card's ("2x 4090 48gb each", "两张4090 48G每张")
_EACH_AFTER = re.compile(r"\s*(?:each|apiece|per\s+card|every\s+card|每张|每張|每卡|各)")
# a card said reworked with more memory ("两张2080ti 22g魔改版", "two modded 2080 ti 22gb"): the memory said is each
# card's (the modified card's), never the cards' total
_MODDED_SAID = re.compile(r"魔改|(?<![a-z])(?:modified|modded|moded|mod)(?![a-z])")
# the memory said is the counted cards' total ("2张4090 48G总共", "two 4090 48gb in all", fix55)
_TOTAL_AFTER = re.compile(r"\s*(?:of\s+)?(?:vram\s+|memory\s+|显存\s*|顯存\s*)?(?:in\s+all|in\s+total|total|combined|"
                          r"altogether|合计|合計|总共|總共|一共|总|總)")


def _desktop_said_again(r: Reading, s: str, g: list[str], name: str) -> str:
    """The desktop card read before when ``name`` is its laptop variant, read from a memory only the laptop one has
    and no laptop said ("RTX 5070 Ti … the NVIDIA GeForce RTX 5070 Ti (12GB)": the desktop card said again, its
    memory misstated, never a laptop card weighed against it; round 13); else ``name``."""
    if not _MOBILE.search(name) or {"laptop", "notebook"} & set(g) or (
            r.spans.laptop or "compare" in r.intents or cues.CHOICE.search(s)):
        return name
    return next((c for c in r.cards if not _MOBILE.search(c) and _base(c) == _base(_MOBILE.sub(" ", name))), name)


def _unknown_said(r: Reading, g: list[str], typed: str) -> None:
    """A device named by words no card has, kept as typed in ``r.unknown`` when it looks like a card's name (a line's
    word and a number, "h20 96gb", "RTX5700Ti 16GB"), with the memory said with it as the memory stated."""
    if not (not g or (len(g) > 1 and any(t in NAME_WORDS for t in g) and any(re.search(r"\d{3}", t) for t in g)) or (
            _DATACENTER_CODE.fullmatch(g[0]) and all(_MEMORY.fullmatch(t) for t in g[1:])) or (  # "h20 96gb"
            any(_GLUED_LINE.fullmatch(t) for t in g)) or _GLUED_VARIANT.fullmatch(" ".join(g))):  # "RTX5700Ti
        # 16GB": a line's name glued (round 13); "4090ti": a variant glued to a number (reader24)
        return
    r.unknown.append(typed)
    said = re.search(r"(?<![\d.])(\d{1,3})\s*gb?$", typed)
    apple = re.search(r"(?<![a-z])(?:mac\w*|imac|m[1-9])(?![a-z])", typed)  # a Mac's memory names the machine
    if said and r.spans.memory_gb is None and not apple:  # "H20 96GB": the memory of the device said, stated
        r.spans.memory_gb = float(said.group(1))


_GLUED_LINE = re.compile(r"(?:rtx|gtx|rx)\d{3,5}(?:ti|super|xtx|xt)?")
"""A product line's word glued to a number ("rtx5700ti"): a card's name as typed, unknown when it names none."""


def _board_uncorrected(r: Reading, name: str) -> None:
    """``r``'s notes without the memory correction of card ``name`` when a partner's board of it was read
    (:meth:`CardReading._board_of`): "RX 470 8GB" is no mistake to correct."""
    if any(n.key == "ask.board-memory" and n.params.get("card") == Card(value=name) for n in r.notes):
        r.notes = [n for n in r.notes if not (n.key == "ask.memory-correction" and n.params.get("card") == Card(
            value=name))]


# a card's name as typed, up to its number and variant words ("rtx 6000", "rtx pro 6000"), before a memory written on it
_TYPED_NAME = re.compile(r"((?:[a-z]+\s*){0,3}\d{3,5}(?:\s*(?:ti|super|xtx?|ada|blackwell))?)"
                         r"(?=\s*\d{1,3}\s*(?:gb|g)(?![a-z]))")

class CardReading:
    """The card steps of :class:`advisor.ask.reader.Reader` (module docstring)."""

    advisor: Advisor
    vocab: Vocabulary
    _given: Given
    _card_cache: dict[str, tuple[str | None, bool, bool]]
    _hard_words: frozenset[str]
    _short_words: frozenset[str]

    def _cards(self, s: str, r: Reading, machines: list[tuple[tuple[int, int], str | None, str]] | None = None) -> str:
        """Card names (module docstring, 6), each resolved by the name index, in the order typed, with
        the machines read before them (``(span, name or None, as typed)``: :mod:`advisor.ask.machines`)."""
        s = _MAX_Q.sub("max-q", s)  # "rtx pro 6000 max q": the Max-Q variant, as "max-q" (same length: spans kept)
        found = [(m.group(), m.start(), m.end()) for m in _TOKEN.finditer(s)]
        groups: list[list[str]] = []
        spans: list[tuple[int, int]] = []  # where each group's words are in ``s``
        run: list[tuple[str, int, int]] = []
        for tok, start, end in [*found, (BARRIER.strip(), len(s), len(s))]:
            t = tok.replace(" ", "")
            if self._name_like(t) or (run and t in self._short_words and (run[-1][0] in NAME_WORDS
                                                                         or run[-1][0] in self._hard_words)) or (
                    run and t == "d" and self._d_variant(run[-1][0])):  # "4090 d": the China-market RTX 4090 D
                run.append((t, start, end))
                continue
            pos = 0
            for g in self._split_run([w for w, _, _ in run]):  # groups keep the run's order
                first = next((i for i in range(pos, len(run)) if run[i][0] == g[0]), pos)
                last = min(first + len(g), len(run)) - 1
                spans.append((run[first][1], run[last][2]))
                groups.append(g)
                pos = last + 1
            run = []
        groups = [g[1:] if len(g) > 1 and g[0] in ("x", "×") else g for g in groups]  # "3 nodes x 8 a100": the
        # count's sign is never the start of a card's name ("'x a100' fits 5 cards", break26 #4)
        used: list[str] = []
        found_cards: list[tuple[tuple[int, int], str | None, list[str], str]] = [
            (span, self._counted_plural(r, s, span, g) or self._counted_total(r, s, span, g) or self._resolve_group(g),
             g, " ".join(g))
            for g, span in zip(groups, spans, strict=True)]
        found_cards += [(span, name, [], typed) for span, name, typed in machines or []]
        not_had: set[str | None] = set()
        found_cards = asked_about(s, r, found_cards)
        found_cards = slash_pairs(s, "compare" in r.intents, r.notes, sorted(found_cards, key=lambda f: f[0]))
        read_tokens: list[str] = []
        typings: list[tuple[str, str]] = []  # each card read and how it was typed, every time
        laptop_said = {t for _, _, g, _ in found_cards if {"laptop", "notebook"} & set(g)  # numbers said "laptop"
                       for t in g if re.fullmatch(r"\d{3,4}", t)}
        named = {n for _, n, _, _ in found_cards if n is not None}
        quoted = quoted_spans(s)  # "warns it treats my t4 as an l40": a program's words, no card weighed (fix69b)
        for span, name, g, typed in _priced(s, found_cards):
            # "upgrade from my 1080 ti, budget 1000", "从1080ti升级": no other card weighed, the one replaced is theirs
            upgrading = cues.UPGRADE_FROM.search(s[max(0, span[0] - 24):span[1] + 6]) is not None
            kept = len(named) == 1 and upgrading
            r.upgraded_from = r.upgraded_from or kept
            if upgrading and len(named) == 2:  # "upgrade from 3060 to 3090": the card had, weighed against the other
                r.intents.add("compare")  # (advisor.ask.switch says what the switch gives and takes)
            elif not kept and (name in not_had or _no_new_card(s, r, span, g, typed, name) or quoted_only(
                    span, name, found_cards, quoted) or
                             cues.NOT_HAD_BEFORE.search(s[max(0, span[0] - 24):span[0]]) or (
                    cues.NOT_HAD_AFTER.match(s[span[1]:])) or (len(named) > 1 and cues.WAGE_YARDSTICK_AFTER.match(
                    s[span[1]:])) or (cues.YARDSTICK_BEFORE.search(
                    s[max(0, span[0] - 8):span[0]]) and cues.YARDSTICK_AFTER.match(s[span[1]:]))):
                not_had.add(name)  # "no access to an a100", "没有3090", "switched from a 4090", "理论3080的算力"
                continue
            if name is None and g and cues.SERIES_AFTER.match(s[span[1]:]):
                name = self._series(r, typed)  # "the RX7900 series": one of its cards, said so
            if name is None:
                _unknown_said(r, g, typed)
                continue
            plain = [t for t in g if not _MEMORY.fullmatch(t) and t not in ("laptop", "notebook")]
            if (name is not None and g and r.spans.laptop and not _MOBILE.search(name) and (
                    not _DESKTOP_SAID.search(s) or _laptop_nearest(s[max(0, span[0] - 24):span[0]]))  # ("laptop with
                    # 4060 or desktop 3060": each card the device said nearest before it)
                    and not _DESKTOP_AFTER.match(s, span[1])  # ("5060台式机显卡": the desktop word said after it)
                    and not (_MACBOOK.search(s) and not self.vocab.laptop.search(_MACBOOK.sub(" ", s)))  # (a MacBook
                    # holds no NVIDIA card: its laptop word alone makes no card a laptop's)
                    and not (laptop_said & set(plain) and not {"laptop", "notebook"} & set(g) and (
                        "compare" in r.intents or cues.CHOICE.search(s) or _DESKTOP_SAID.search(s)))  # ("RTX 4060 8GB
                    # (Laptop)? … the RTX 4060 8GB on the laptop": one laptop card said twice, nothing weighed)
                    and not _EXTERNAL.search(s[max(0, span[0] - 24):span[0]])):  # "an external RTX 3060": desktop
                # (a name said both bare and with "laptop" — "4090 vs 4090 laptop" — is the desktop card bare)
                name = self._laptop_variant(plain, g, name)  # "a laptop with an rtx 3070": its mobile variant
            name = _desktop_said_again(r, s, g, name)
            same = next((i for i, c in enumerate(r.cards) if c != name and _base(c) == _base(name)), None)
            if same is not None and g:  # "v100 … v100 (32g)", "gtx 1050 2gb … the 1050": one card said twice
                with_memory = any(_MEMORY.fullmatch(t) for t in g)
                if with_memory and r.card_memory[same] is None:
                    r.cards[same] = name  # the variant with the memory said
                    r.card_memory[same] = next(float(m.group(1)) for t in g if (m := _MEMORY.fullmatch(t)))
                said_other = with_memory and r.card_memory[same] is not None and r.cards[same] != name
                if (with_memory or r.card_memory[same] is not None or len(g) == 1) and not said_other:
                    used.append(typed)
                    continue
            if len(g) == 1 and "compare" not in r.intents and any(
                    t.startswith(g[0]) and re.fullmatch(r"[a-z]", t[len(g[0]):]) for t in read_tokens):
                used.append(typed)  # "v100s … flash attention does not support the v100": the card read, said shorter
                continue
            said = next((float(m.group(1)) for t in g if (m := _MEMORY.fullmatch(t))), None)
            name = self._board_of(name, typed, said, r)  # "rx 470 8gb": a partner's desktop board, not the laptop
            if said in self.vocab.unlisted_memory.get(name, ()):  # "mi50 32gb": a variant the catalogue lacks
                r.unknown.append(typed)
                r.notes.append(msg("ask.unknown-near", "I do not know “{typed}”; the nearest I know is {card}, which "
                                   "I did not assume.", typed=UserText(value=typed), card=Card(value=name)))
                continue
            read_tokens += g
            if name in r.cards and (n := self._count_of(r, span, s)) > 1:  # "the 2060 … two 2060s": said again, counted
                r.card_counts[r.cards.index(name)] = n
            elif name in r.cards and compiled(re.escape(typed) + r"\s*(?:and|&|\+|和|,|，|、|;|/)\s*(?:an?\s+|"
                                             r"another\s+)?$").search(s[max(0, span[0] - 40):span[0]]):
                r.card_counts[r.cards.index(name)] += 1  # "a 3090ti and a 3090ti", "rtx 3090, rtx 3090, rtx 3060":
                # two of them (break24 #3: a listed repeat was one card)
            if name in r.cards and r.card_memory[i := r.cards.index(name)] is None:  # "v100 … gpu: v100 16gb"
                r.card_memory[i] = next((float(m.group(1)) for t in g if (m := _MEMORY.fullmatch(t))), None)
            if name not in r.cards:
                r.cards.append(name)
                r.card_at.append(span[0])
                r.card_counts.append(self._count_of(r, span, s))
                memory = next((float(m.group(1)) for t in g if (m := _MEMORY.fullmatch(t))), None) if g else (
                    _device_memory(name, typed, s[span[1]:span[1] + 12]))  # a device's: "arc a770 16gb"
                r.card_memory.append(memory)
                self._note_card(r, name, typed, memory)
                _board_uncorrected(r, name)  # a partner's board: its memory is no mistake to correct
            typings.append((name, typed))
            used.append(typed)
        r.card_text = s
        self._other_variant(s, r)  # "A100 40G和80G": the same card in its other memory, weighed
        r.notes += same_card(typings, "compare" in r.intents, r.spans.counts, r.cards)  # "gtx 1070ti vs 1070 ti"
        for g in groups:  # bare numbers that named no card: maybe a budget (_bare_budget)
            if len(g) == 1 and g[0].isdigit() and " ".join(g) not in used:
                r.numbers.append(g[0])
        return s

    def _other_variant(self, s: str, r: Reading) -> None:
        """A card read with its memory, then another memory said as its alternative ("A100 40G和80G有什么区别",
        "3060 12gb or 8gb?", "4060 ti 8g还是16g"): the card in that memory is read as the second card (when the
        catalogue has it), so the two variants are weighed; the memories said before it too ("80G or 40G A100")."""
        if len(r.cards) != 1 or r.card_memory[0] is None:
            return
        m = _VARIANT_OR.search(s)
        if m is None or r.card_memory[0] not in (a := float(m.group(1)), b := float(m.group(2))) or a == b:
            return
        at = 2 if a == r.card_memory[0] else 1  # the other memory: after the card's ("40G和80G"), or before it
        res = self._card(f"{_base(r.cards[0])} {m.group(at)}gb")
        if res is None or not res.match or res.match == r.cards[0] or _base(res.match) != _base(r.cards[0]):
            return
        r.cards.append(res.match)
        r.card_at.append(m.start(at))
        r.card_counts.append(1)
        r.card_memory.append(float(m.group(at)))

    def _series(self, r: Reading, typed: str) -> str | None:
        """The first card of a series named by the words its cards share ("RX7900 series": the RX 7900
        XTX, XT and GRE), with the name index's note saying how many it fits; None for no such series."""
        try:
            read_card(typed, self._given)
            return None
        except UnknownCard as err:
            words = re.findall(r"[a-z]+|\d+", typed)
            members = [n for n in err.suggestions if all(w in re.findall(r"[a-z]+|\d+", n.lower()) for w in words)]
        except AdvisorError:
            return None
        if len(members) < 2:
            return None
        r.notes.append(msg("names.fits", "'{query}' fits {count:.0f} cards; assuming {card}.",
                           query=UserText(value=typed), count=len(members), card=Card(value=members[0])))
        return members[0]

    def _board_of(self, name: str, typed: str, said: float | None, r: Reading) -> str:
        """The desktop card for ``name`` (a laptop card read for ``typed`` by its memory, ``said``) when makers'
        partners sold the desktop card's boards with that memory (``words.toml`` ``[board_memory]``: "RX 470 8GB" is an
        8 GB RX 470 board, not the RX 470 Mobile), its memory said in the read-as line; else ``name``."""
        desktop = re.sub(r"\s+mobile$", "", name, flags=re.IGNORECASE)
        if desktop == name or said is None or said not in self.vocab.board_memory.get(desktop, ()) or any(
                w in typed.split() for w in ("laptop", "notebook", "mobile", "m")):
            return name
        r.notes.append(msg("ask.board-memory", "Read “{typed}” as {card} with {size} (partners' boards; the reference "
                           "card has less).", typed=UserText(value=typed), card=Card(value=desktop),
                           size=Quantity(value=said, unit="GB")))
        return desktop

    def _laptop_by_memory(self, r: Reading, memory: float) -> None:
        """The one card read becomes its laptop variant when the memory said is not the desktop card's
        but is the laptop one's ("Will LLaMA run on a 3080 GTX 16GB VRAM?": the laptop RTX 3080), and
        the read-as line says so (ask.laptop-only)."""
        name = r.cards[0]
        try:
            has = self.advisor.card(name).llm_memory_gb
        except AdvisorError:
            return
        if has is None or abs(has - memory) < 0.5 or abs((self.advisor.card(name).memory_gb or 0.0) - memory) < 0.5:
            return
        if _MOBILE.search(name):  # "rtx 3000, 6GB": of the laptop RTX 3000s, the one with that memory (said so)
            core = re.sub(r"(?<![a-z])(?:mobile|max-q|ada|generation|quadro)(?![a-z])", " ", name.lower())
            res = self._card(f"{' '.join(core.split())} laptop {memory:g}gb")
            other = res.match if res is not None and res.match and not res.ambiguous else None
            if other and other != name and abs((self.advisor.card(other).memory_gb or 0.0) - memory) < 0.5:
                r.cards[0], r.card_memory[0] = other, memory
                r.notes = [n for n in r.notes if not (n.key == "ask.laptop-only" and n.params.get("card") == Card(
                    value=name))]  # the laptop card first read, replaced: said once, as the one read
                r.notes.append(msg("ask.laptop-by-memory", "Read “{typed}” as the laptop {card} ({size}): {have}.",
                                   typed=UserText(value=f"{name} {memory:g} GB"), card=Card(value=other),
                                   size=Quantity(value=memory, unit="GB"),
                                   have=msg("names.has", "the {card} has {size}", card=Card(value=name),
                                            size=Quantity(value=has, unit="GB"))))
            return
        res, said = self._card(f"{_base(name)} laptop {memory:g}gb"), self.advisor.resolve(f"{_base(name)} {memory:g}g")
        laptop = res.match if res is not None and res.match and _MOBILE.search(res.match) else laptop_other(said)
        try:
            if laptop is None or abs((self.advisor.card(laptop).llm_memory_gb or 0) - memory) >= 0.5:
                return
        except AdvisorError:
            return
        r.cards[0] = laptop  # "3060ti 6g": no 3060 Ti has 6 GB, the laptop 3060 does (said so)
        r.notes.append(laptop_by_memory_note(said, f"{name} {memory:g} GB", laptop) or msg(
            "ask.laptop-only", "No desktop card is “{typed}”: read as the laptop {card}.",
            typed=UserText(value=f"{name} {memory:g} GB"), card=Card(value=laptop)))
        r.card_memory[0] = memory

    def _laptop_variant(self, plain: list[str], group: list[str], name: str) -> str:
        """The laptop variant of the card ``plain`` names (its name words, ``group`` with the memory said) in a
        laptop ("a laptop with an rtx 3070": the 3070 Mobile), the one sold with the memory said ("rtx 3050 6 gb
        laptop": the 3050 Mobile Refresh 6 GB, never the desktop 3050 6 GB); ``name`` (the desktop card) when no
        laptop part has that memory ("a laptop … 3060 12G": no laptop 3060 has 12 GB, the desktop one)."""
        mobile = self._card(" ".join([*plain, "laptop"]))
        if mobile is None or not mobile.match or not _MOBILE.search(mobile.match):
            return name
        if self._sold_with(mobile.match, group):
            return mobile.match
        return self._laptop_with_memory(mobile.match, group) or name

    def _laptop_with_memory(self, mobile: str, group: list[str]) -> str | None:
        """The laptop part of ``mobile``'s line (the same maker and number: "GeForce RTX 3050 Mobile Refresh 6 GB",
        "… Max-Q Refresh 6 GB") sold with the memory said in ``group`` when ``mobile`` itself is not, the plain
        laptop part first; ``None`` when none is (or no memory is said)."""
        said = next((float(m.group(1)) for t in group if (m := _MEMORY.fullmatch(t))), None)
        line = re.split(r"\s(?:Mobile|Laptop|Max-Q)(?:\s|$)", mobile)[0]
        if said is None or line == mobile:
            return None
        found = [e.name for e in self.advisor.names.tables.entries
                 if e.name.startswith(line + " ") and re.match(r"\s(?:Mobile|Laptop|Max-Q)(?:\s|$)", e.name[len(line):])
                 and self._sold_with(e.name, group)]
        return min(found, key=lambda n: ("Max-Q" in n, len(n)), default=None)

    def _sold_with(self, name: str, group: list[str]) -> bool:
        """Whether card ``name`` is sold with the memory said in ``group`` (true when none is said)."""
        said = next((float(m.group(1)) for t in group if (m := _MEMORY.fullmatch(t))), None)
        if said is None:
            return True
        try:
            return abs((self.advisor.card(name).memory_gb or 0.0) - said) < 0.5
        except AdvisorError:
            return True

    def _machine_for_model(self, r: Reading, machines) -> None:
        """A machine named by its product alone beside a model ("mac mini vs 3090 for 70b") read as the one of its
        memory options that holds the model (:func:`advisor.ask.machines.sized_for_model`; the need is ``fits``'
        estimate at the precision said, else 4-bit, for the task said, else inference)."""
        if r.model is None or not machines or not r.cards:
            return
        try:
            task = r.task or "inference"
            est = _fits.estimate(r.model, task, _fits.parse_precision(r.precision, task, r.model),
                                 _fits.parse_context(None, r.model, task), _fits.parse_batch(None))
        except (AdvisorError, ValueError, KeyError, AttributeError):
            return
        r.cards = sized_for_model(r.cards, machines, _fits.need_gb(est.total), r.model.name, self._given, r.notes)

    def _memory_variant(self, r: Reading) -> None:
        """The one card read, its memory said apart from its name ("nvidia 3060 GPU 8 GB", "would a 4090 be
        sufficient (24 GB)?"): the variant of it sold with that memory ("GeForce RTX 3060 8 GB"), said by the
        name index's note, and that memory kept as stated; the memory asked about ("24 GB enough?") is the
        card's stated memory only when the card is sold with it. Never another card: a memory no variant has
        stays the resolver's correction (:meth:`_note_card`)."""
        if len(r.cards) != 1:
            return
        if r.card_memory[0] is not None:  # "a RTX 6000 96GB": the memory written on a name several cards share
            self._glued_memory_variant(r, r.card_memory[0])
            return
        said = r.spans.memory_gb if r.spans.memory_gb is not None else r.memory_gb
        if said is None or memory_of_unknown(r.unknown, said):  # "rtx 4060 or jetson orin 16gb": the Jetson's
            return
        name = r.cards[0]
        try:
            if abs((self.advisor.card(name).memory_gb or 0.0) - said) < 0.5:
                if r.spans.memory_gb is None:
                    r.spans.memory_gb = said  # "a 4090 (24 GB)": the card's own memory, stated
                return
            if (r.gpus or 1) >= 2 and abs((self.advisor.card(name).memory_gb or 0.0) * (r.gpus or 1) - said) < 0.5:
                return  # "两个4090，显存达到48G": the counted cards' sum, never a 48 GB card (reader41; as _note_card)
        except AdvisorError:
            return
        res = self._card(f"{_base(name)} {said:g}gb")
        # "4 V100 GPUs (32GB each)": the 32 GB V100s come as PCIe and SXM forms, the one assumed said by its note
        other = res.match if res is not None and res.match and (not res.ambiguous or res.note is not None) else None
        if other is None or other == name or _MOBILE.search(other) and not _MOBILE.search(name):
            return
        try:
            if abs((self.advisor.card(other).memory_gb or 0.0) - said) >= 0.5:
                return
        except AdvisorError:
            return
        r.cards[0] = other  # "3060 GPU 8 GB": the 8 GB RTX 3060, never the 12 GB one assumed
        r.spans.memory_gb = said
        # the default variant's note unsaid ("Assuming the RTX 3060 12 GB" of an 8 GB one); the form assumed, said
        r.notes = [n for n in r.notes if not n.key.startswith("name_default.")]
        if res is not None and res.ambiguous and res.note is not None:
            r.notes.append(res.note)

    def _glued_memory_variant(self, r: Reading, said: float) -> None:
        """The one card read with its memory written on it, when that is not its memory and the name is one several
        cards share: the card of that name sold with that memory (:meth:`_named_with_memory`), its default's note
        unsaid (reader33)."""
        try:
            if abs((self.advisor.card(r.cards[0]).memory_gb or 0.0) - said) < 0.5:
                return
        except AdvisorError:
            return
        typed = next((n.key.removeprefix("name_default.") for n in r.notes if n.key.startswith("name_default.")), "")
        if not typed and r.card_at and (m := _TYPED_NAME.match(r.card_text, r.card_at[0])):
            typed = m.group(1)
        if (other := self._named_with_memory(r, said)) is not None:
            old = r.cards[0]
            r.cards[0] = other
            r.notes = [n for n in r.notes if not n.key.startswith("name_default.") and not (
                n.key == "ask.memory-correction" and getattr(n.params.get("card"), "value", None) == old)]
            r.notes.append(msg("ask.memory-names-card", "“{typed}” with {memory} read as the {card}, the card of that "
                               "name sold with that memory.", typed=UserText(value=typed),
                               memory=Quantity(value=said, unit="GB"), card=Card(value=other)))

    def _named_with_memory(self, r: Reading, said: float) -> str | None:
        """The card a name several cards share ("rtx 6000": its default assumed, said by a ``name_default`` note)
        means with the memory said beside it: the one desktop card of that name sold with that memory (a server's
        form of it counted as the same card: "RTX PRO 6000 Blackwell" and its "Server" edition), else ``None``."""
        typed = next((n.key.removeprefix("name_default.") for n in r.notes if n.key.startswith("name_default.")), None)
        if typed is None and r.card_at and (m := _TYPED_NAME.match(r.card_text, r.card_at[0])):
            typed = m.group(1)  # "a rtx 6000 96gb": the name as typed, before its memory
        if typed is None:
            return None
        res = self.advisor.resolve(f"{typed} {said:g}gb")
        options = [c for c in (res.candidates or res.suggestions)
                   if not _MOBILE.search(c) and "max-q" not in c.lower()]
        try:
            options = [c for c in options if abs((self.advisor.card(c).memory_gb or 0.0) - said) < 0.5]
        except AdvisorError:
            return None
        desktop = [c for c in options if not c.endswith(" Server")]
        return desktop[0] if len(desktop) == 1 else None

    def _note_card(self, r: Reading, name: str, typed: str, memory: float | None) -> None:
        """Say what reading ``typed`` as card ``name`` assumed (module docstring: say, never swap): the
        name index's own note (the card assumed for a name several cards share) and, when the memory said
        is not the card's, the correction ("the GeForce RTX 2080 Ti has 11 GB, not 12 GB")."""
        if any(n.key == "ask.strix-halo-share" and n.params.get("card") == Card(value=name) for n in r.notes):
            return  # "strix halo with 120gb vram": the GPU's share of its memory, said as read (fix62c)
        if typed and (said := laptop_by_memory_note(self.advisor.resolve(typed), typed, name)) is not None:
            return r.notes.append(said)  # "3060ti 6g": the laptop RTX 3060, as no 3060 Ti has 6 GB
        if typed and _MOBILE.search(name) and not _MOBILE.search(typed) and not any(
                w in typed.split() for w in ("laptop", "notebook")):  # "gtx 1650 ti", "3080 16gb": said so
            r.notes.append(msg("ask.laptop-only", "No desktop card is “{typed}”: read as the laptop {card}.",
                               typed=UserText(value=typed), card=Card(value=name)))
            return
        res = self._card(typed) if typed else None
        if res is not None and res.match == name and res.note is not None and (
                res.ambiguous or memory is not None or res.note.key == "names.read-as"):  # a correction: said
            if not (res.note.key == "names.apple-system" and any(  # "m4 max 128gb": the Macs of that chip and memory
                    n.key == "ask.chip-memory-assumed" and n.params.get("card") == Card(value=name) for n in r.notes)):
                r.notes.append(res.note)  # said once (ask.chip-memory-assumed), never again by the name index
            return  # the name index's note says it (its own memory correction included)
        try:
            card = self.advisor.card(name)
        except AdvisorError:
            return
        has = card.llm_memory_gb
        if memory is not None and card.memory_gb is not None and abs(card.memory_gb - memory) < 0.5:
            return  # "a 4 GB GTX 970": its memory as sold, of which 3.5 GB is fast (fast_memory.segment_note)
        if memory is not None and card.memory_gb and (r.gpus or 1) >= 2 and abs(
                card.memory_gb * (r.gpus or 1) - memory) < 0.5:
            return  # "用2张4090 48G": the cards' total, no wrong figure to correct
        if memory is not None and has is not None and abs(has - memory) >= 0.5:
            r.notes.append(msg("ask.memory-correction", "{card} has {has}, not {said}.", card=Card(value=name),
                               has=Quantity(value=has, unit="GB"), said=Quantity(value=memory, unit="GB")))

    def _note_unknown(self, r: Reading) -> None:
        """Each device said that the catalogue does not know, with the nearest name it knows (never read
        as that one)."""
        said = {str(n.params["typed"].value) for n in r.notes if n.key == "ask.unknown-near"}  # type: ignore[union-attr]
        for typed in (t for t in r.unknown if t not in said):
            if strix_halo_noted(typed, r.notes):  # "ai max 390": a Strix Halo chip, said; its memory asked back when
                # unsaid (fix61c)
                if (asked := strix_halo_memory_asked(typed, self.advisor.names.names, r.notes)) is not None:
                    r.notes.append(asked)
                continue
            mac = nearest_mac(typed, self._given)  # a Mac: by chip, product and memory, not by the letters of its name
            near = [mac] if mac else self.advisor.resolve(typed).suggestions
            if near:
                r.notes.append(msg("ask.unknown-near", "I do not know “{typed}”; the nearest I know is {card}, which "
                                   "I did not assume.", typed=UserText(value=typed), card=Card(value=near[0])))
            else:
                r.notes.append(msg("ask.unknown", "I do not know “{typed}”.", typed=UserText(value=typed)))
        compared_with_nearest(r)  # "rtx 4090ti vs 3090ti": the comparison kept, the nearest said (.unknown_pair)

    @staticmethod
    def _count_of(r: Reading, span: tuple[int, int], s: str) -> int:
        """How many of the card whose words are at ``span`` of ``s`` the question asks for: a count read just
        before it ("2x 1080", "two 1080s", "两张1080", "four gpus (rtx 4090)") with no other card's number,
        choice word or separator between ("2x 3090 or 4090", "2x 3090 or a 4090": one 4090), or just after it
        ("1080 x2", "a800 * 8"), else 1."""
        near = [(span[0] - end, n) for start, end, n, after in r.spans.counts if not after and 0 <= span[0] - end <= 12
                and not re.search(r"\d{3}", s[end:span[0]]) and count_reaches(r.spans.counted_text[end:span[0]])]
        near += [(start - span[1], n) for start, end, n, after in r.spans.counts if after and 0 <= start - span[1] <= 3]
        return min(near)[1] if near else 1

    def _counted_plural(self, r: Reading, s: str, span: tuple[int, int], g: list[str]) -> str | None:
        """The card a name ending in "s" is the plural of, after a count of two or more in an English question ("4
        v100s", "two 2080s": V100s and 2080s, never the V100S or the 2080 SUPER), or None ("a 2080s", "1660s显卡", and
        "4 L40S": the S written as a capital is the name's). Also without a count when plural words say so ("these
        v100s", "v100s are supported?": :data:`PLURAL_BEFORE`, :data:`PLURAL_AFTER`) and with a memory after it ("two
        v100s (16gb)": the 16 GB V100, fix69b)."""
        if r.language != "en" or not g or (one := singular(g)) is None or self._count_of(r, span, s) < 2 and not (
                PLURAL_BEFORE.search(s[max(0, span[0] - 24):span[0]]) or PLURAL_AFTER.match(s[span[1]:])
                or cues.BARE_COUNT.search(s)):  # "v100s for llama 70b, how many?": V100s counted (fix72b)
            return None
        typed = [t.group() for t in compiled(re.escape(one[1]), re.IGNORECASE).finditer(r.text)]
        if typed and all(t.endswith("S") for t in typed):
            return None  # "4 L40S", "2 V100S": the S card, written with its capital S
        return self._resolve_group(one[0])

    def _counted_total(self, r: Reading, s: str, span: tuple[int, int], g: list[str]) -> str | None:
        """The stock card when the memory written after a count of it is the cards' total ("2x 3090 48gb": no 3090 is
        sold with 48 GB; "2张4090 48G总共": said so), or None ("4090 48g": the modified card; "两张2080ti 44g"; a
        modded word said: "两张2080ti 22g魔改版"; "两张2080ti 22g", "2x 2080 Ti 22GB": the card's name with a memory
        its variant is sold with names that variant, counted — fix55, as "two 22GB 2080 Tis" and "2080ti 22g x4")."""
        mems = [t for t in g if _MEMORY.fullmatch(t)]
        if len(mems) != 1 or len(g) < 2 or g[-1] != mems[0] or self._count_of(r, span, s) < 2 or _EACH_AFTER.match(
                s[span[1]:]):
            return None  # "2x 4090 48gb each", "两张22G显存的2080ti": each card's memory (a modified card)
        if _MODDED_SAID.search(r.text.lower()):
            return None  # "两张2080ti 22g魔改版": the modified card, counted (as ``resolve 2080ti 22g`` reads it)
        number = next((t for t in g if re.fullmatch(r"[a-z]{0,3}\d{3,5}", t)), None)
        if number and len(compiled(rf"{number}\s*{mems[0]}(?![a-z0-9])").findall(r.text.lower())) > 1:
            return None  # "only 1 RTX 4090 48G? … said: Minimum 2x4090 48G": one card said twice, the modified one
        plain = self._resolve_group([t for t in g if t != mems[0]])
        said = re.match(r"\d+(?:\.\d+)?", mems[0])
        if plain is None or said is None:
            return None
        # "Is the RTX 4090 compatible? Dual RTX 4090 48GB …": the card named plain too, one card (kept as it was read)
        twice = bool(number) and len(compiled(rf"(?<![a-z0-9]){number}(?![a-z0-9])").findall(r.text.lower())) > 1
        if not twice and not _TOTAL_AFTER.match(s[span[1]:]) and (named := self._resolve_group(g)) not in (
                None, plain) and abs(
                (self.advisor.catalog.card(named).memory_gb or 0.0) - float(said.group())) < 0.5:
            return None  # "两张2080ti 22g": two of the 22 GB modified card, each with the memory its name says (fix55)
        memory = self.advisor.catalog.card(plain).memory_gb
        return plain if memory and abs(memory * self._count_of(r, span, s) - float(said.group())) < 0.5 else None

    def _name_like(self, t: str) -> bool:
        if not t or t == BARRIER.strip():
            return False
        if t in NAME_WORDS or t in self._hard_words:
            return True
        if t.endswith("s") and t[:-1] in _SUFFIX_PLURALS:  # "two 7900 xtxs", "4070 tis": a suffix in the plural
            return True  # (fix32c: "7900" alone was read as a budget)
        if _MEMORY.fullmatch(t):
            return True
        if any(c.isdigit() for c in t) and t.isascii() and re.fullmatch(r"[a-z0-9.\-]+", t):
            head = re.match(r"([a-z]{3,})-", t)  # "bge-m3": a name led by a word of no card is no card ("mx-150" is)
            if head and head.group(1) not in NAME_WORDS and head.group(1) not in self._hard_words and not re.search(
                    r"\d{3}", t):  # ("zotac-4090", "used-3090": a card's number of three digits or more is a card)
                return False
            return not YEAR.fullmatch(t)
        return False

    def _split_run(self, run: list[str]) -> list[list[str]]:
        """A run of name words cut where a new name starts: a product-line word after a number, or
        a second number ("3090 4090", "3060 12gb rtx 4060") that is no memory size a card comes in
        ("v100 32 or a100 80" is two names with their memory)."""
        groups: list[list[str]] = []
        cur: list[str] = []
        seen_number = seen_digit = False
        sizes = self.advisor.names.tables.memory_sizes
        for t in run:
            is_number = any(c.isdigit() for c in t) and not _MEMORY.fullmatch(t) and not (
                cur and cues.VERSION.fullmatch(t)) and not (  # "5090d v2": a version of the name before, no new name
                cur and t in FORM_FACTORS)  # "v100 sxm2 32g": the form of the card before, no new name
            if is_number and seen_number and t.isdigit() and f"{t}gb" in sizes:
                is_number = False  # "v100 32", "3060 12": a memory size after the model number
            # a product-line word starts a new name after a number, not after a number-less name
            # ("titan rtx" is one card, "titan rtx 3090" two)
            if cur and ((seen_number and is_number) or (seen_digit and t in _STARTERS)):
                groups.append(cur)
                cur, seen_number, seen_digit = [], False, False
            cur.append(t)
            seen_number = seen_number or is_number or t in self._hard_words
            seen_digit = seen_digit or is_number
        if cur:
            groups.append(cur)
        return [g for g in groups if any((any(c.isdigit() for c in t) and not _MEMORY.fullmatch(t))
                                         or t in self._hard_words for t in g)]

    def _d_variant(self, number: str) -> bool:
        """Whether a model number has a "D" variant of its own ("4090" → GeForce RTX 4090 D, "5090" → 5090 D), so
        "4090 d" names it rather than the RTX 4090 and a stray letter (issue 27 §4: say, never swap)."""
        if not number.isdigit():
            return False
        res = self._card(f"{number}d")
        return bool(res and res.match and res.match.endswith(" D"))

    def _card(self, text: str) -> Resolution | None:
        """The card kind's reader on a span (:func:`advisor.kinds.read_card`); ``None`` when it names no card."""
        try:
            return read_card(text, self._given)
        except AdvisorError:
            return None

    def _resolve_group(self, group: list[str]) -> str | None:
        """The card a group of name words names, or None (a bare number must be a deep-learning card)."""
        return self._lookup(group)[0]

    def _lookup(self, group: list[str]) -> tuple[str | None, bool, bool]:
        """``(card or None, bare, popular)`` of a group of name words: the card it names (a bare number
        must name a deep-learning card), whether the group is a bare number ("3090", "3090s") and whether
        the card is a popular one. Cached (up to 4,096 groups); worked out again when not cached."""
        text = " ".join(group)
        cached = self._card_cache.get(text)
        if cached is not None:
            return cached
        names = self.advisor.names
        if self._weak(group):  # "cifar-10", "64 x": no model number, code or name word of a card
            self._card_cache[text] = (None, False, False)
            return None, False, False
        res, match = None, None
        tries = [group]
        if "arc" in group and any(re.fullmatch(r"\d{3}", t) for t in group):  # "arc 770": Intel writes A770, B580
            tries = [[f"{line}{t}" if re.fullmatch(r"\d{3}", t) else t for t in group] for line in "ab"] + tries
        if len(group) > 1 and _MEMORY.fullmatch(group[-1]):  # "3060 6g": the card, its memory stated beside it
            tries.append(group[:-1])  # (read_as memory_gb, the resolver's correction), not another card
        plain = [t for t in group if t not in ("laptop", "notebook") and not _MEMORY.fullmatch(t)]
        if plain and plain != group and plain not in tries:  # "laptop mx150 2gb": the MX150 (a laptop chip)
            tries.append(plain)
        if plain and "laptop" not in group and len(tries) > 1:  # "3080 16gb": no desktop 3080 has 16 GB, the laptop one
            tries.insert(1, [*plain, "laptop", *(t for t in group if _MEMORY.fullmatch(t))])
        elif plain and "laptop" not in group:  # "gtx 1650 ti": made only as a laptop GPU
            tries.append([*plain, "laptop"])
        other = laptop_other(self.advisor.resolve(text)) if plain != group else None  # "3060ti 6g": the laptop 3060
        for words in tries:
            res = self._card(" ".join(words))
            bare_name = other and res and not any(_MEMORY.fullmatch(t) for t in words)
            match = other if bare_name else res.match if res else None
            if match is None and (one := singular(words)) is not None:  # "3090s", "a10s", "a100s 40gb" (fix69b)
                res = self._card(" ".join(one[0]))
                match = res.match if res else None
            if match is not None and _LINE_UNSAID.search(" ".join(words)) and match.startswith("Quadro") and (
                    not _LINE_UNSAID.search(match.lower())):
                match = None  # "rtx 3000": no Quadro FX 3000 — the RTX 3000 is a laptop card (the next try)
            if match is not None:
                break
        bare = len(group) == 1 and re.fullmatch(r"\d+s?", group[0]) is not None and not (
            match is not None and group[0][-1] == "s" and match.lower().endswith(group[0]))  # "8060s": Radeon 8060S
        if match is not None and bare and sum(c.isdigit() for c in group[0]) < 3:
            match = None  # "cifar-10", "rcnn 50": a number of two digits is no card's name
        if match is not None and bare and not (res and res.dl_relevant):
            match = None  # "500" is no GMA 500: a bare number must name a deep-learning card
        if match is not None and not (res and res.dl_relevant) and not _distinctive(group, match):
            match = None  # an AGP-era card, a console, a phone chip: only on a word of its own name
        entry = names.get(match) if match else None
        popular = bool(entry and entry.popular)
        found = (match, bare, popular)
        if len(self._card_cache) < 4096:
            self._card_cache[text] = found
        return found

    def _weak(self, group: list[str]) -> bool:
        """Whether a group of words is too weak to name a card: no number of three digits or more, no
        code of letters and digits ("a100", "p40", "mi50", "gb10") and no name word but "x"."""
        runs = [len(d) for t in group if not _MEMORY.fullmatch(t) for d in re.findall(r"\d+", t)]
        if runs and max(runs) >= 3:
            return False
        if any(_CODE.fullmatch(t) for t in group):
            return False
        return not any(t.isalpha() and t != "x" and (t in NAME_WORDS or t in self._hard_words) for t in group)
