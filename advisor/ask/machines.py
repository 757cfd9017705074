"""Machines named in a question, read before card names (issue 27): a Mac with its chip and memory
("Mac Studio M3 Ultra … 256GB", "M4 Max with 128GB RAM", "mac studio 512内存"), a DGX Spark or GB10
box, a Strix Halo system ("HP Z2 with 128 GB (Ryzen AI MAX+ 395)"), a Xeon Phi, an Intel Arc Pro.

Each span (the product, the chip and the memory said within a few words after it, with what stands
in brackets) is resolved by the card kind's reader (:func:`advisor.kinds.read_card`, the name index,
which knows the machines of ``data/systems.csv``) and blanked, so that "M4" is never the Tesla M4,
"60-core" never a budget and "128GB" never system RAM. A machine the catalogue lacks (an M1 MacBook)
is kept as typed: the question says it is unknown, never swaps in another machine.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Callable, Sequence
from functools import cache

from ..catalog.inputs import data_dir
from ..errors import AdvisorError
from ..i18n import Card, ListOf, Message, Text, UserText, msg
from ..kinds import Given, read_card
from ..wording import gb
from .chip_macs import macs_with_chip
from .mac_by_chip import mac_beside, mac_by_chip, product_lacks_chip
from .os_share import share_note, share_total
from .said_again import sized_again
from .soldered_box import read_soldered_box
from .spans import blank

# a bare "mac" only before its chips' family ("mac m系列可以用吗", "mac m-series"): said unknown below (reader43)
_PRODUCT = r"(?:apple\s+)?(?:mac\s*studio|macbook\s*pro|macbook\s*air|macbook|mac\s*mini|mac\s*pro|imac|"\
           r"(?<![a-z])mac(?=(?:\s+(?:with|on|using|running))?\s*(?:an?\s+|the\s+)?(?:m[\s-]?series|m\s*系列|m\s*芯片|"\
           r"apple\s+silicon)))"
_CHIP = r"(?<![a-z0-9])(?<![a-z0-9]-)m[1-5](?:\s*(?:pro|max|ultra))?(?![a-z0-9])"
# ("macbook 4 pro": the MacBook Pro of the 4th chip, said in another order; reader31)
_APPLE = re.compile(rf"macbook\s+[1-5]\s+pro(?![a-z0-9])|"
                    rf"{_PRODUCT}(?:\s+\d{{4}})?(?:[\s,]*{_CHIP}|\s+[1-5](?![\d.a-z]))?|{_CHIP}(?:(?:\s+chip\s+|\s*芯片\s*|\s+){_PRODUCT})?")
# a Mac's memory said anywhere in the question ("I am using 48 gb unified memory one"): what names its chip's tier when
# the chip is said bare (reader31)
_UNIFIED = re.compile(r"(?<![\d.])(\d{2,3})\s*gb?\s+(?:of\s+)?unified\s+(?:memory|ram)(?![a-z])")
_UNSOLD = re.compile(r"mac\s*pro|imac")  # Apple products the catalogue holds none of: said unknown, never skipped
# a Mac said with its chips' family only ("MacBook with M-series chips", "macbook on apple silicon"): a Mac the
# catalogue cannot name, said unknown, never skipped as a bare laptop (reader33)
_CHIP_FAMILY = re.compile(r"\s*(?:with|on|using|running)?\s*(?:an?\s+|the\s+)?(?:m[\s-]?series|apple\s+silicon|"
                          # "mac m系列可以用吗", "mac m芯片": the family said in Chinese (reader43)
                          r"m[\s-]?chips?|m\s*系列(?:芯片)?|m\s*芯片)(?![a-z])")
_DESKTOP = re.compile(r"studio|mini")  # Apple's desktops, read alone ("mac mini vs 3090 for 70b"): a machine to size
_BARE = re.compile(rf"{_PRODUCT}")  # a product named with neither its chip nor its memory
_OTHER = re.compile(r"(?:nvidia\s+)?dgx\s*spark(?:\s*gb10)?|(?:asus\s+)?ascent\s*gx10|(?<![a-z0-9])gb10(?![a-z0-9])|"
                    r"strix\s*halo|"
                    r"(?:hp\s*)?z2\s*mini(?:\s*g1a)?|(?<![a-z0-9])hp\s*z2(?![a-z0-9])|framework\s+desktop|evo-x2|"
                    r"(?<![a-z])(?:ryzen\s*)?ai\s*max\+?\s*(?:pro\s*)?\d{3}(?![0-9])|xeon\s*phi(?:\s*\d{4}\w?)?|"
                    r"(?:intel\s+)?arc\s*pro\s*[ab]\d{2,3}|(?<![a-z0-9])arc\s*[ab]\d{2,3}(?![a-z0-9])|"
                    # NVIDIA's Jetson boards, named by words ("jetson orin nano 8gb", "jetson agx orin 64gb";
                    # "jetson agx thor": a board the catalogue lacks, said whole)
                    r"(?:nvidia\s+)?jetson(?:\s+(?:agx|orin|xavier|nano|nx|tx[12]|super|thor|t[45]000))+"
                    r"(?:\s+\d{1,3}\s*gb?(?![a-z]))?")
# (reader51b) a second machine joined by "or" ("jetson orin nano super or an orin nx 16gb")
_SECOND = re.compile(rf"(?:\s+(?:or|vs\.?|versus|and)\s+|\s*(?:还是|還是|或者?|和|/)\s*)(?:an?\s+|the\s+)?"
                     rf"(?:{_OTHER.pattern})")
# the memory said after the machine: "128GB", "(… 256GB memory, 1TB SSD)", "512内存", "192G"
# (never a bandwidth: "the one with 273 GB/s memory bandwidth" is the M4 Pro's speed, no memory; reader31)
_MEMORY_AFTER = re.compile(r"(?<![\d.])(8|\d{2,3})\s*(?:gb|g(?![a-z])|内存|內存)(?!\s*(?:ssd|硬盘|storage))"
                           r"(?!\s*/\s*s(?![a-z])|ps(?![a-z]))")
_WINDOW = 64
_MEMORY_BEFORE = re.compile(r"(?<![\d.])(\d{2,3})\s*(?:gb|g)(?![a-z])\s*(?:(?:versions?|variants?|models?|editions?)"
                            r"\s+of\s+(?:the\s+|an?\s+)?)?$")
_TIGHT = re.compile(r"[\s,:(（]*(?:with\s+|和|,\s*)?")  # nothing but a comma or "with" between a Mac and its memory
_ADJACENT = re.compile(r"\d\s*(?:gb|g)\s*$")  # "a 192GB M2 Ultra": the memory said right before the chip
_MAC_SAID = re.compile(rf"{_PRODUCT}|apple|(?<![a-z0-9])m[1-5](?:\s*(?:pro|max|ultra))?\s*(?:chip|芯片)")
_NO_MEMORY = re.compile(r"xeon|(?:intel\s+)?arc")  # cards whose memory said beside them is no variant (GPU memory)
_MAXED = re.compile(r"(?:maxed[\s-]*out|max(?:ed)?[\s-]*spec(?:ced)?|top[\s-]*spec(?:ced)?|fully\s+loaded|"
                    r"顶配|頂配|满配|滿配)[^,.;!?]{0,12}$")


def read_machines(s: str, given: Given,
                  notes: list[Message] | None = None) -> tuple[list[tuple[tuple[int, int], str | None, str]], str]:
    """The machines named in ``s`` (lower case): ``(span, catalogue name or None, as typed)`` each, in
    order, and ``s`` with their spans blanked (see the module docstring). An Apple chip named alone
    ("my maxed out M1 Max") is the one machine the catalogue has with it, or with "maxed out" the one
    with the most memory, each said in ``notes`` (:func:`_chip_alone`)."""
    out: list[tuple[tuple[int, int], str | None, str]] = []
    makers, s = _read_makers(s, given, notes)  # "beelink gtr9 pro", "bosgame m5": a maker's machine, by its chip
    for pattern in (_APPLE, _OTHER):
        for m in pattern.finditer(s):
            typed = " ".join(m.group().split())
            if not typed or not re.search(r"[a-z]", typed):
                continue
            if pattern is _APPLE:  # "macmini m4", "mac mini 4": the product and chip as the catalogue writes them
                typed = re.sub(r"^((?:apple\s+)?mac)(?=mini|studio)", r"\1 ", typed)
                typed = re.sub(rf"({_PRODUCT})\s+([1-5])$", r"\1 m\2", typed)
                typed = re.sub(r"^macbook ([1-5]) pro$", r"macbook pro m\1", typed)  # "macbook 4 pro"
            start, end = m.span()
            if any(a <= start < b for (a, b), _, _ in out):
                continue  # "m4 max 128gb mac studio": the product, already read with the chip before it (a machine
                # of the other pattern said earlier in the text — "dgx spark vs mac studio …" — is no overlap)
            if out and out[-1][1] is not None and 0 <= start - out[-1][0][1] <= 3 and not (
                    pattern is _APPLE and re.fullmatch(_CHIP, typed) and _chipless_mac(out) == len(out) - 1) and (
                    _platform(out[-1][1]) in (None, _platform(typed))):  # "compare m4 max 128gb strix halo", "dgx
                # spark strix halo": another platform right after a machine is a second machine (fix64e)
                # (a chip right after a Mac said without one — "mac studio是m2 ultra" — is its chip, joined below)
                s = blank(s, (start, end))  # "hp z2 with 128 gb (ryzen ai max+ 395)": the same machine said again
                continue
            window = _own_window(s[end:end + _WINDOW], other=pattern is _OTHER)  # "jetson orin nano super or an …"
            mem = None if re.search(r"\d\s*gb?$", typed) else _memory_after(typed, window, "mac" if any(
                0 <= start - b <= 32 for (_, b), _, _ in out) else s[max(0, start - 32):start])  # "a mac mini with an
            # m2": read, then blanked; "jetson orin nx 8g … 16g": its own memory said, the next the other tier's
            before = _MEMORY_BEFORE.search(s[max(0, start - 40):start]) if not _NO_MEMORY.match(typed) else None
            tight = mem is not None and _TIGHT.fullmatch(window[:mem.start()]) is not None
            if (mem is None or mem.start() >= 40 or not tight and _ADJACENT.search(s[max(0, start - 40):start])) and (
                    before is not None):
                # "64Gb versions of Strix Halo", "a 128gb mac studio": the memory said before the machine
                typed += f" {before.group(1)}gb"
                mem, start = None, start - (len(s[max(0, start - 40):start]) - before.start())
            bracket = re.match(r"\s*(?:with\s+)?\(([^)]*)\)", window)
            said = before.group(1) if before is not None and mem is None else None
            if mem is not None and (mem.start() < 40 or bracket and mem.end() <= bracket.end()):
                end += mem.end()
                said = mem.group(1)
                typed += f" {said}gb"
                close = re.match(r"[^)(]*\)", s[end:end + _WINDOW])
                if close is not None and "(" in s[start:end]:
                    end += close.end()  # the rest of the bracket: "(28-core cpu, 60-core gpu, 256gb memory, 1tb ssd)"
                elif (after := re.match(r"\s*\([^)]*\)", s[end:end + _WINDOW])) is not None:
                    end += after.end()  # "hp z2 with 128 gb (ryzen ai max+ 395)": the bracket says the same machine
            if bracket is not None and bracket.end() + m.end() > end:
                end = m.end() + bracket.end()
            typed, end = _product_after(pattern is _APPLE and re.fullmatch(_CHIP, m.group().strip()) is not None
                                        and said is not None, s, typed, end)  # "M4 Max 128G的MacBook Pro"
            chipless = _chipless(pattern is _APPLE, typed, mem, said)  # "macbook", "macbook pro": no chip nor memory
            if chipless and (family := _CHIP_FAMILY.match(s, end)):
                if typed.strip() == "mac":  # "mac m系列": said with its family, never the nearest name to "mac" (GMA)
                    end, typed = family.end(), f"{typed.strip()} {family.group().strip()}"
                out.append(((start, end), None, typed))  # "a MacBook with M-series chips": unknown, never a default
                s = blank(s, (start, end))
                continue
            if chipless and not _DESKTOP.search(typed) and not _UNSOLD.match(typed):
                continue  # "macbook" alone: a laptop, no machine to size (a Mac Pro: unknown, below); "a 64gb macbook
                # pro" is that MacBook Pro (newuser14 #3)
            if pattern is _APPLE and re.search(r"(?:tesla|nvidia)\s*$", s[max(0, start - 8):start]):
                continue  # "tesla m4": NVIDIA's card, read with the cards
            if pattern is _APPLE and (refined := _refined(out, typed, given)) is not None:
                out[refined[0]] = refined[1]  # "Macbook Pro (M4)? 48 GB …, Apple M4 Pro": the M4 Pro MacBook Pro
                s = blank(s, (start, end))
                continue
            if pattern is _APPLE and re.fullmatch(_CHIP, typed) and (earlier := _chipless_mac(out)) is not None:
                # "a Mac mini with 16GB of RAM and an M4 chip": the chip of the Mac said before it
                (a, b), _, mac = out[earlier]
                memory = re.search(r"\s(\d+gb)$", mac)
                joined = re.sub(r"\s\d+gb$", "", mac) + f" {typed}" + (f" {memory.group(1)}" if memory else "")
                out[earlier] = ((a, b), _mac_named(joined, memory.group(1)[:-2] if memory else None, given), joined)
                s = blank(s, (start, end))
                continue
            name = _read_name(typed, given, s[m.end():m.end() + 6] if pattern is _APPLE else None)
            # "on a high spec macbook pro … on a M4 PRO with 24GB": that MacBook Pro (reader49)
            name = _form_said_apart(typed, s, said, given, apple=pattern is _APPLE) or name
            shared = _share_said(typed, said, given, notes)  # "strix halo 120gb vram": the GPU's share said (fix62c)
            name = shared or _strix_halo_chip(typed, name, notes)  # "ryzen ai max 390": no machine here has it, said
            if name is not None and not shared and not _same(typed, name, said, apple=pattern is _APPLE):
                name = None  # another memory or product than the one said: unknown, never swapped
            if name is not None and pattern is _APPLE and not name.startswith("Apple ") and (
                    _MAC_SAID.search(s) or mac_beside(s, (start, end))):
                name = None  # "a Mac mini … an M4 chip": the chip is Apple's here, never the Tesla M4
            if name is None and pattern is _APPLE and re.fullmatch(_CHIP, typed):
                name = _chip_alone(typed, bool(_MAXED.search(s[max(0, start - 24):start])), given, notes)
            elif name is None and pattern is _APPLE and said is None:
                name = _product_chip(typed, given, notes)  # "mac mini m4": the Mac with that chip, its memory not said
            name = _tier_by_memory(name, typed, s, given, notes, apple=pattern is _APPLE)  # "macbook pro m4 … 48 gb"
            name = name or _form_by_chip(typed, said, given, notes)  # "mac pro m4 16g": a Mac of that chip (fix62c)
            name = name or mac_by_chip(typed, s, (start, end), given, notes, apple=pattern is _APPLE)  # "mac m1"
            _chip_memory_said(typed, name, said, given, notes if pattern is _APPLE else None)  # "m1 chip with 8gb"
            out.append(((start, end), name, typed))
            s = blank(s, (start, end))
    out = _family_dropped(out)
    s = _second_tiers(out, s, given, notes)  # "m3 ultra 96gb vs 256gb": the same Mac with the other memory (break27)
    # "a m5 (16g) device … my mac with 16g ram": the Mac of a chip said with that memory, said again bare
    chips = frozenset(mem.group(1) for _, _, typed in out
                      if re.search(_CHIP, typed) and (mem := re.search(r"(\d+)\s*gb", typed)))
    bare, s = _bare_macs(s, given, notes, chips)
    boxes, s = read_soldered_box(s, given, notes)  # "mini PC with 128GB LPDDR5X": a Strix Halo box (fix53b)
    return [*makers, *sized_again(out), *bare, *boxes], s  # "jetson agx orin … jetson agx orin (64g)": 64 GB both times


_Read = list[tuple[tuple[int, int], str | None, str]]

_PLATFORMS = (("apple", re.compile(rf"^apple\s|{_PRODUCT}|(?<![a-z0-9])m[1-5](?![a-z0-9])")),
              ("gb10", re.compile(r"gb10|dgx\s*spark|ascent\s*gx10")),
              ("strix-halo", re.compile(r"strix\s*halo|ryzen\s*ai\s*max|ai\s*max\+?\s*3\d\d")))


def _platform(name: str) -> str | None:
    """The unified-memory platform a machine's name or typed words say (Apple silicon, NVIDIA's GB10, AMD's Strix
    Halo), ``None`` for none of them: a machine said right after one of another platform is a second machine."""
    low = name.lower()
    return next((key for key, pattern in _PLATFORMS if pattern.search(low)), None)


def _family_dropped(out: _Read) -> _Read:
    """``out`` without a bare "strix halo" when a Ryzen AI Max chip is also said ("Strix halo is good at … I am running
    the 390 variant"): the family named in passing, then the asker's own chip (reader47)."""
    if not any("ryzen ai max" in typed for _, _, typed in out):
        return out
    return [o for o in out if not re.fullmatch(r"strix\s*halo(?:\s+\d+gb)?", o[2])]


# a second memory said right after a Mac's ("mac mini m4 16gb or 24gb", "96gb vs 256gb", "512g还是256g")
_OTHER_TIER = re.compile(r"(?:\s+(?:too|also|as\s+well|version|one|model|variant))?\s*(?:,\s*)?"
                         r"(?:or|vs\.?|versus|and|还是|還是|或者?|和|跟|对比|對比|/)\s*(?:only\s+|just\s+)?(?:the\s+|an?\s+)?"
                         r"(\d{1,3})\s*(?:gb|g)(?![a-z])")  # "orin nx 8g too or only the 16g version" (fix73b)


def _second_tiers(out: list[tuple[tuple[int, int], str | None, str]], s: str, given: Given,
                  notes: list[Message] | None) -> str:
    """Each Mac of ``out`` read with its memory and followed by another memory alone: that Mac with the other memory,
    appended to ``out`` when the catalogue has it (a comparison of the two tiers), its span blanked in ``s``; when the
    catalogue lacks it, said in ``notes`` (the answer is the first's alone)."""
    for (_, end), name, typed in list(out):
        said = re.search(r"\s(\d+)\s*gb?$", typed)
        m = _OTHER_TIER.match(s, end)
        if name is None or not name.startswith(("Apple ", "Jetson ")) or said is None or m is None or (
                m.group(1) == said.group(1)):
            continue
        other = f"{typed[:said.start()]} {m.group(1)}gb"  # the same Mac or Jetson with the other memory
        try:
            found = read_card(_query(other), given).match
        except AdvisorError:
            found = None
        if found is not None and found != name and _same(other, found, m.group(1), apple=name.startswith("Apple ")):
            out.append(((m.start(1), m.end()), found, other))
        elif notes is not None:
            notes.append(msg("ask.tier-missing", "The catalogue has no “{typed}”, so it is not weighed: the answer is "
                             "the {card}'s alone.", typed=UserText(value=other), card=Card(value=name)))
        s = blank(s, (m.start(1), m.end()))
    return s


# "a 128gb mac", "mac with 192gb", "128G的mac": a Mac named by its memory alone (newuser14 #3: "llama 4 maverick on
# 128gb mac" dropped the Mac)
_BARE_MAC = re.compile(r"(?<![a-z0-9])(?:(\d{2,3})\s*(?:gb|g)\s*(?:of\s+(?:unified\s+)?(?:memory|ram)\s+)?(?:的\s*)?)?"
                       # "on 16GB Macs": a class of Macs, in the plural, is no Mac said (reader47)
                       r"(?:apple\s+)?mac(?:s(?=\s*(?:with|,|:)?\s*\d))?(?![a-z0-9])(?!\s*(?:os|studio|mini|book|pro|air))"
                       r"(?:\s*(?:with|,|:)?\s*(\d{2,3})\s*(?:gb|g)(?![a-z]))?")
BARE_MAC_PRODUCTS = ("mac studio", "mac mini", "macbook pro")
"""The Macs a memory said with a bare "mac" is looked for in, in this order: the desktop that holds the most first."""


def _bare_macs(s: str, given: Given, notes: list[Message] | None,
               chips: frozenset[str] = frozenset()) -> tuple[list[tuple[tuple[int, int], str | None, str]], str]:
    """Each Mac named by its memory alone in ``s`` ("a 128gb mac"): the first of :data:`BARE_MAC_PRODUCTS` the name
    index has with exactly that memory, said on the read-as line; ``s`` with it blanked. A "mac" with no memory said
    is left as it is (no machine to size), and so is one with the memory of a Mac named by its chip (``chips``: the
    memories said with them), which it names again."""
    out: list[tuple[tuple[int, int], str | None, str]] = []
    for m in _BARE_MAC.finditer(s):
        memory = m.group(1) or m.group(2)
        if memory is None or memory in chips:
            continue
        name = None
        for product in BARE_MAC_PRODUCTS:
            try:
                found = read_card(f"{product} {memory}gb", given).match
            except AdvisorError:
                continue
            if found is not None and f"{memory} gb" in found.lower():
                name = found
                break
        typed = " ".join(m.group().split())
        if name is not None and notes is not None:
            notes.append(msg("ask.note.bare-mac", "“{typed}” read as {machine}, a Mac with that memory; name the "
                             "model and chip for another", typed=UserText(value=typed), machine=Card(value=name)))
        out.append((m.span(), name, typed))
        s = blank(s, m.span())
    return out, s


def _read_makers(s: str, given: Given,
                 notes: list[Message] | None) -> tuple[list[tuple[tuple[int, int], str | None, str]], str]:
    """The makers' machines named in ``s`` (:func:`_maker_machine` each), and ``s`` with them blanked."""
    makers = []
    for found in _maker_pattern().finditer(s):
        makers.append(_maker_machine(s, found, given, notes))
        s = blank(s, makers[-1][0])
    return makers, s


@cache
def _maker_rows() -> tuple[dict[str, str], ...]:
    """The rows of ``data/machine_chips.csv``: machines a maker sells with a chip the catalogue has a machine for."""
    with open(data_dir() / "machine_chips.csv", newline="", encoding="utf-8") as fh:
        return tuple(csv.DictReader(fh))


@cache
def _maker_pattern() -> re.Pattern[str]:
    """A machine of ``data/machine_chips.csv`` by one of its names, else its maker's name with the model word after
    it ("beelink ser5"), else the maker alone, with the memory said right after it ("… 128gb")."""
    words = sorted({w for r in _maker_rows() for w in r["words"].split("|")}, key=len, reverse=True)
    makers = sorted({r["maker"].lower() for r in _maker_rows()})
    named = "|".join(r"\s*".join(re.escape(p) for p in w.split()) for w in words)
    maker = "|".join(re.escape(m) for m in makers)
    return re.compile(rf"(?<![a-z0-9])(?:{named}|(?:{maker})(?:\s+(?![a-z]+\s)[a-z]{{0,6}}\d{{1,4}}[a-z]?"
                      rf"(?:\s*(?:pro|max|plus|ultra))?)?)(?![a-z0-9])(?:\s*(\d{{2,3}})\s*gb?(?![a-z]))?")


def _maker_machine(s: str, m: re.Match[str], given: Given,
                   notes: list[Message] | None) -> tuple[tuple[int, int], str | None, str]:
    """A maker's machine named (``m``, :func:`_maker_pattern`): one of ``data/machine_chips.csv`` read as the machine
    here with its chip (the memory said kept: "… 128gb"), said on the read-as line (answers38 #8: "beelink gtr9 pro"
    was no GPU question); another of a maker there kept as typed (unknown), the maker's known machine said beside."""
    typed = " ".join((m.group(1) and m.group()[:m.start(1) - m.start()] or m.group()).split())
    row = next((r for r in _maker_rows() if typed in r["words"].split("|")), None)
    if row is None:
        maker = next((r for r in _maker_rows() if typed.startswith(r["maker"].lower())), None)
        if maker is not None and notes is not None:
            notes.append(msg("ask.maker-machine.other", "Of {maker}'s machines I know only the {machine}, with the "
                             "{chip}: ask about it by name.", maker=Text(value=maker["maker"]),
                             machine=Text(value=maker["machine"]), chip=Text(value=maker["chip"])))
        return m.span(), None, typed
    query = row["chip_query"] + (f" {m.group(1)}gb" if m.group(1) else "")
    try:
        name = read_card(query, given).match
    except AdvisorError:
        name = None
    if name is not None and notes is not None:
        notes.append(msg("ask.maker-machine", "{machine} read as {card}: the {machine} has its chip, the {chip}, and "
                         "is not listed here itself, so its own price and cooling are not weighed.",
                         machine=Text(value=row["machine"]), card=Card(value=name), chip=Text(value=row["chip"])))
    return m.span(), name, typed


_COUNT_BEFORE = re.compile(r"(?<![a-z\d.,$€£¥])(?:(\d{1,2})\s*(?:x|×|\*|台|個|个)?|"  # "gx10": no count
                           r"(two|three|four|five|six|seven|eight)|"
                           r"([两兩二三四五六七八])\s*台|(多台|several|multiple))\s*$")
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
          "两": 2, "兩": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8}


def sized_for_model(cards: list[str], machines: list[tuple[tuple[int, int], str | None, str]], need_gb: float,
                    model: str, given: Given, notes: list[Message]) -> list[str]:
    """``cards`` with each machine named by its product alone ("mac mini", "mac studio": neither chip nor memory
    said) that does not hold the model named (``need_gb`` GB, ``fits``' estimate) read instead as the machine of
    that product with the least memory that does (answers38 #2: "Mac mini vs 3090 for 70b" weighed the 24 GB Mac
    mini, while the 64 GB one runs 70B in 4-bit), said on the read-as line; a machine that holds it, or a product
    none of whose machines does, is kept."""
    if given.advisor is None:
        return cards
    out = list(cards)
    for _, name, typed in machines:
        if name is None or name not in out or not _BARE.fullmatch(typed):
            continue
        card = given.advisor.card(name)
        if (card.llm_memory_gb or 0.0) >= need_gb:
            continue
        product = name.split(" (")[0]
        fits = [c for c in (given.advisor.card(e.name) for e in given.advisor.names.tables.entries
                            if e.name.split(" (")[0] == product) if (c.llm_memory_gb or 0.0) >= need_gb]
        if not fits:
            continue
        pick = min(fits, key=lambda c: (c.llm_memory_gb or 0.0, c.name))
        out[out.index(name)] = pick.name
        notes[:] = [n for n in notes if n.key != f"name_default.{typed}" and getattr(
            n.params.get("card"), "value", None) != name]  # the machine assumed first: no longer read
        notes.append(msg("ask.machine-for-model", "“{typed}” read as {card}, the one of its memory options that "
                         "holds {model} (about {need}); {assumed} does not.", typed=UserText(value=typed),
                         card=Card(value=pick.name), model=Text(value=model), need=gb(need_gb),
                         assumed=Card(value=name)))
    return out


def machine_counts(s: str, machines: list[tuple[tuple[int, int], str | None, str]]) -> list[tuple[int, int, int, bool]]:
    """How many of each machine ``s`` says just before it ("2 x M3 ultra 256GB", "two mac studios", "两台mac
    mini"; "多台": several, two assumed as for cards), as counts of GPUs are kept (``(start, end, n, after)``,
    :class:`advisor.ask.spans.Spans`): a machine is no card, so the card counts never see it."""
    out = []
    for (start, _), _, _ in machines:
        m = _COUNT_BEFORE.search(s[max(0, start - 12):start])
        if m is None:
            continue
        n = int(m.group(1)) if m.group(1) else _WORDS[m.group(2) or m.group(3)] if (m.group(2) or m.group(3)) else 2
        if 2 <= n <= 16:
            offset = max(0, start - 12)
            out.append((offset + m.start(), offset + m.end(), n, False))
    return out


def _refined(out: list[tuple[tuple[int, int], str | None, str]], typed: str,
             given: Given) -> tuple[int, tuple[tuple[int, int], str | None, str]] | None:
    """A chip said alone with its tier ("apple m4 pro") after a Mac read unknown with that chip's generation and
    no tier ("macbook pro m4 48gb"): that Mac's index and its reading with the chip said (the catalogue's
    Mac when it holds it); None otherwise."""
    chip = re.fullmatch(r"(?:apple\s+)?(m[1-5])\s*(pro|max|ultra)", typed)
    if chip is None:
        return None
    for i in range(len(out) - 1, -1, -1):
        (a, b), name, mac = out[i]
        if name is None and re.search(rf"(?<![a-z0-9]){chip.group(1)}(?![a-z0-9])(?!\s*(?:pro|max|ultra))", mac):
            joined = re.sub(rf"(?<![a-z0-9]){chip.group(1)}(?![a-z0-9])", f"{chip.group(1)} {chip.group(2)}", mac,
                            count=1)
            memory = re.search(r"\s(\d+)gb$", joined)
            found = _mac_named(joined, memory.group(1) if memory else None, given)
            return (i, ((a, b), found, joined)) if found is not None else None
    return None


def _product_chip(typed: str, given: Given, notes: list[Message] | None) -> str | None:
    """The Mac a product and chip name with no memory said ("mac mini m4", "macbook pro m4 pro"): the catalogue's
    Mac of that product and chip (its tier exactly), the one with the least memory when there are several, said on
    the read-as line (a bare name sold in several memory variants); None when it holds none."""
    chip = re.search(_CHIP, typed)
    product = re.match(_PRODUCT, typed)
    if chip is None or product is None or given.advisor is None:
        return None
    words = re.sub(r"apple\s+", "", product.group()).replace("macbook", "macbook ").split()
    exact = re.compile(rf"\({re.escape(' '.join(chip.group().split()))}(?!\s*(?:pro|max|ultra))(?![a-z0-9])", re.I)
    entries = [e for e in given.advisor.names.tables.entries if e.name.startswith("Apple ") and exact.search(e.name)
               and all(w in e.name.lower().split("(")[0].split() for w in words)]
    if not entries:
        return None
    entry = min(entries, key=lambda e: e.memory_gb or 0)
    if len(entries) > 1 and notes is not None:
        notes.append(msg("names.fits", "'{query}' fits {count:.0f} cards; assuming {card}.",
                         query=UserText(value=typed), count=len(entries), card=Card(value=entry.name)))
    return entry.name


def _tier_by_memory(name: str | None, typed: str, s: str, given: Given, notes: list[Message] | None, *,
                    apple: bool) -> str | None:
    """``name`` when one was read or the name is no Mac's (not ``apple``), else the Mac a product and a bare chip
    name that the catalogue holds in no such Mac ("macbook pro m4": every M4 MacBook Pro here has an M4 Pro or M4 Max)
    when the unified memory said in the question (``s``, :data:`_UNIFIED`)
    is that of one of its tiers (the lower tier first: "48 gb unified memory" is the M4 Pro one, the M4 Max also comes
    with 48 GB), said on the read-as line; else None (reader31)."""
    if name is not None or not apple:
        return name
    chip = re.search(_CHIP, typed)
    product = re.match(_PRODUCT, typed)
    said = re.search(r"\s(\d{2,3})gb$", typed) or _UNIFIED.search(s)
    if chip is None or product is None or said is None or given.advisor is None or " " in chip.group().strip() or (
            re.search(rf"(?<![a-z0-9]){chip.group().strip()}\s*(?:pro|max|ultra)(?![a-z])", s)):
        return None  # "Macbook Pro (M4)? 48 GB …, Apple M4 Pro": the tier said after it (_refined)
    memory = float(said.group(1))
    base = re.compile(rf"\({re.escape(chip.group().strip())}(?![a-z0-9])(?!\s*(?:pro|max|ultra))", re.I)
    if any(base.search(e.name) and e.memory_gb == memory for e in given.advisor.names.tables.entries):
        return None  # "macbook pro m1 16gb": the base M1 comes with 16 GB (its Air here), so no M1 Pro is read
        # in its place (newuser17: the M1 Pro rows)
    words = re.sub(r"apple\s+", "", product.group()).replace("macbook", "macbook ").split()
    tiered = re.compile(rf"\({re.escape(chip.group().strip())}\s+(?:pro|max)(?![a-z0-9])", re.I)
    names = sorted({e.name for e in given.advisor.names.tables.entries if e.name.startswith("Apple ")
                    and tiered.search(e.name) and e.memory_gb == memory
                    and all(w in e.name.lower().split("(")[0].split() for w in words)})
    pro = [n for n in names if re.search(r"\(m[1-5]\s+pro(?![a-z0-9])", n, re.I)]
    names = pro or names  # the lower tier sold with that memory first (an M4 Pro and an M4 Max both come with 48 GB)
    if len(names) != 1:
        return None
    if notes is not None:
        notes.append(msg("ask.mac-tier-by-memory", "No “{typed}” has {memory} of memory; read as {card}, the "
                         "first one sold with it.", typed=UserText(value=typed), memory=gb(memory),
                         card=Card(value=names[0])))
    return names[0]


def _share_said(typed: str, memory: str | None, given: Given, notes: list[Message] | None) -> str | None:
    """The Strix Halo machine a memory said with it names when none is sold with it (:func:`share_total`: the GPU's
    share of a larger one, fix62c): the name index's machine of that chip with that larger memory, said in ``notes``;
    None otherwise."""
    if given.advisor is None or _APPLE.match(typed) or (total := share_total(typed, memory,
                                                                             given.advisor.names.names)) is None:
        return None
    name = _read_name(re.sub(r"\d+gb$", f"{total:.0f}gb", typed), given, None)
    if name is None or f", {total:.0f} GB)" not in name:
        return None
    if notes is not None:
        notes.append(share_note(float(memory or 0), total, name, given.advisor.card(name).llm_memory_gb))
    return name


def _form_by_chip(typed: str, memory: str | None, given: Given, notes: list[Message] | None) -> str | None:
    """The Mac of the catalogue with the chip (its tier exactly) and memory of a Mac ``typed`` of a product it holds
    none of (:data:`_UNSOLD`: "mac pro m4 16gb", "imac m3 16gb"): a Mac's GPU and memory bandwidth are its chip's, so
    one with the same chip and memory holds and decodes the same models — read as that one, the assumption said in
    ``notes`` (fix62c: "mac pro m4 16g" was "I do not know"). None when no memory is said or none has them. (A
    MacBook of a chip the catalogue has in another MacBook stays unknown: a MacBook said bare, then with its memory,
    is two Macs to the reader — corpus E940.)"""
    chip = re.search(_CHIP, typed)
    if chip is None or memory is None or given.advisor is None or not (_UNSOLD.search(typed) or product_lacks_chip(
            typed, chip.group(), given)) or _OTHER.match(typed):  # "m1 mac mini 16gb": no M1 Mac mini here (fix72a)
        return None
    said = " ".join(chip.group().split())
    exact = re.compile(rf"\({re.escape(said)}(?!\s*(?:pro|max|ultra))(?![a-z0-9])", re.I)
    entries = [e.name for e in given.advisor.names.tables.entries
               if e.name.startswith("Apple ") and exact.search(e.name) and f", {memory} gb)" in e.name.lower()]
    if not entries:
        return None
    if notes is not None:
        notes.append(msg("ask.mac-form-chip", "“{typed}” read as an {chip} with {memory}: the same chip and memory as "
                         "{card}, so the same GPU, memory bandwidth and room for a model.", typed=UserText(value=typed),
                         chip=Text(value=said.upper().replace("PRO", "Pro").replace("MAX", "Max")
                                   .replace("ULTRA", "Ultra")), memory=gb(float(memory)), card=Card(value=entries[0])))
    return entries[0]


def _read_name(typed: str, given: Given, after: str | None) -> str | None:
    """The catalogue's name of a machine as typed, or None; for a Mac (``after``: the text right after it), None when
    its model year says a generation the name index cannot tell (:func:`_year_across_chips`)."""
    try:
        found = read_card(_query(typed), given)
    except AdvisorError:
        return None
    if after is not None and _year_across_chips(typed, found, after):
        return None  # "MacBook Pro 2026, 32G": the year's chip unsaid, no older chip's Mac assumed
    return found.match


def _year_across_chips(typed: str, found, after: str) -> bool:
    """Whether ``typed`` names a Mac by product, model year and memory but no chip ("macbook pro 2026, 32g") and the
    name index fits it to Macs of several chips (``found``: its resolution): the year says a generation, and the
    machines of other years with that memory are not it (newuser17: the M1 to M2 MacBook Pros with 32 GB). The year
    is in ``typed``, or right after it (``after``), read already as the market's year: a barrier there."""
    year = re.search(r"(?<!\d)20[12]\d(?!\d)", typed) or after.lstrip().startswith("¦")
    if re.search(_CHIP, typed) or not year or not found.ambiguous:
        return False
    chips = {m.group(1) for c in found.candidates
             if (m := re.search(r"\((m[1-9](?:\s+(?:pro|max|ultra))?)", c.lower()))}
    return len(chips) > 1


def _chipless_mac(out: list[tuple[tuple[int, int], str | None, str]]) -> int | None:
    """The index of the last Mac read without its chip ("mac mini 16gb"), or None."""
    for i in range(len(out) - 1, -1, -1):
        typed = out[i][2]
        if re.match(_PRODUCT, typed) and not re.search(_CHIP, typed):
            return i
    return None


def _mac_named(typed: str, memory: str | None, given: Given) -> str | None:
    """The catalogue's Mac as typed (product, chip, memory), or None when it holds no such Mac."""
    try:
        name = read_card(_query(typed), given).match
    except AdvisorError:
        return None
    return name if name is not None and name.startswith("Apple ") and _same(typed, name, memory, apple=True) else None


def _same(typed: str, name: str, memory: str | None, *, apple: bool) -> bool:
    """Whether catalogue entry ``name`` is the machine as typed: the memory said (``memory`` GB) is its
    memory, and a Mac's product and chip words ("macbook pro", "m1") are in its name."""
    low = name.lower()
    if memory is not None and f"{memory} gb" not in low:
        return False
    if apple:
        plain = re.sub(r"\d+gb$", "", _query(typed)).replace("macbook", "macbook ").replace("studio", " studio")
        words = re.findall(r"[a-z]+\d?|\d+", plain)
        return all(w in low for w in words if w not in ("apple", "with"))
    return True


_AI_MAX = re.compile(r"ai\s*max\+?\s*(?:pro\s*)?(\d{3})")


def _strix_halo_chip(typed: str, name: str | None, notes: list[Message] | None) -> str | None:
    """``name`` when it holds the AMD Ryzen AI Max (Strix Halo) chip ``typed`` names by its number, else None with the
    chip said in ``notes`` (fix58a: "ryzen ai max 390" read as the Radeon R9 390, a 2015 card, by its number). The
    number a Ryzen AI Max is named by is its chip, never another card's; one that no machine here has ("390") is said
    unknown, with the memory bus every Strix Halo chip shares (256-bit LPDDR5X-8000, 256 GB/s: TechPowerUp,
    techpowerup.com/328675, and ``data/systems.csv``'s Ryzen AI Max+ 395 rows at 256 GB/s). Other machines: ``name``."""
    chip = _AI_MAX.match(typed.removeprefix("ryzen").strip())
    if chip is None or name is not None and "ryzen ai max" in name.lower() and chip.group(1) in name:
        return name
    if notes is not None:
        notes.append(msg("ask.strix-halo-unknown",
                         "“{typed}” is an AMD Ryzen AI Max (Strix Halo) chip that no machine here has, so it is not "
                         "assumed; its memory bus is the Ryzen AI Max+ 395's (256-bit LPDDR5X-8000, {bandwidth} GB/s), "
                         "so it decodes LLMs at about the speed of the 395 machines of the same memory.",
                         typed=UserText(value=re.sub(r"\s+\d+gb$", "", typed)), bandwidth=_STRIX_HALO_GB_S))
    return None


def strix_halo_share(unknown: list[str], memory_gb: float | None, names: Sequence[str],
                     share: Callable[[str], float | None]) -> float | None:
    """The GPU share (GB) of the unified memory said with a Ryzen AI Max chip no machine here has ("ai max 390 laptop
    with 64gb": ``unknown`` holds "ryzen ai max 390 64gb", ``memory_gb`` 64): the share the catalogue gives the Ryzen AI
    Max machines of that memory (``names``: catalogue names; ``share``: a name's ``llm_memory_gb``; ``data/systems.csv``
    ``gpu_memory_gb``: 48 of 64 GB, 96 of 128), never the whole memory; None when none is said or none has it."""
    said = next((float(m.group(1)) for u in unknown if _AI_MAX.match(u.removeprefix("ryzen").strip())
                 and (m := re.search(r"\s(\d+)gb$", u))), None)
    if said is None or memory_gb != said:
        return None
    return next((got for n in names if "Ryzen AI Max" in n and f", {said:.0f} GB)" in n
                 and (got := share(n)) is not None), None)


def strix_halo_noted(typed: str, notes: list[Message]) -> bool:
    """Whether ``typed`` (a device as read, "ryzen ai max 390 64gb") is a Ryzen AI Max chip already said unknown in
    ``notes`` (:func:`_strix_halo_chip`): its note says what it is, so no "I do not know" nor a nearest card
    (newuser24/break41: "Did you mean … Radeon R9 390") follows it."""
    chip = re.sub(r"\s+\d+gb$", "", typed)
    return _AI_MAX.match(chip.removeprefix("ryzen").strip()) is not None and any(
        n.key == "ask.strix-halo-unknown" and getattr(n.params.get("typed"), "value", None) == chip for n in notes)


def strix_halo_memory_asked(typed: str, names: Sequence[str], notes: list[Message]) -> Message | None:
    """The memory asked back of a Ryzen AI Max chip no machine here has, said with no memory ("ai max 390", "ryzen ai
    max 390 for llm?", fix61c): a chip sold in several memory sizes — the sizes of the catalogue's Ryzen AI Max
    machines (``names``: catalogue names, ``data/systems.csv``) — is sized only once its memory is said. The chip's
    own note (what it is, its bandwidth) is taken out of ``notes`` and said first in the question; ``None`` (``notes``
    unchanged) when ``typed`` says its memory ("ryzen ai max 390 64gb") or the catalogue has no such machine."""
    if re.search(r"\s\d+gb$", typed):
        return None
    sizes = sorted({int(m.group(1)) for n in names if "Ryzen AI Max" in n and (m := re.search(r", (\d+) GB\)", n))})
    chip = next((n for n in notes if n.key == "ask.strix-halo-unknown"
                 and getattr(n.params.get("typed"), "value", None) == typed), None)
    if not sizes or chip is None:
        return None
    notes.remove(chip)
    return msg("ask.strix-halo-memory", "{chip} Which memory does yours have? The Strix Halo machines here come with "
               "{sizes}, and its GPU gets a share of it: say it (“{typed} with {example} GB”) and I will size models "
               "in that share.", chip=chip, typed=UserText(value=typed),
               sizes=ListOf(items=[gb(float(g)) for g in sizes], style="or"), example=sizes[len(sizes) // 2])


_STRIX_HALO_GB_S = 256
"""Every Strix Halo chip's memory bandwidth, GB/s (256-bit LPDDR5X-8000; techpowerup.com/328675, data/systems.csv)."""


def _query(typed: str) -> str:
    """What the name index is asked for a machine as typed (a model year left out: "macbook pro 2026")."""
    said = re.sub(r"(?<!\d)20[12]\d(?!\d)|(?<![a-z])chip(?![a-z])|芯片", " ", typed.replace("+", " "))  # "m1 chip"
    return re.sub(r"\s+", " ", said).strip()


def _own_window(window: str, *, other: bool) -> str:
    """``window`` (the text after a machine) up to a second machine of :data:`_OTHER` joined to it by "or", "还是"
    (``other``: the first is one of them): "jetson orin nano super or an orin nx 16gb" — the 16 GB is the second's."""
    second = _SECOND.search(window) if other else None
    return window if second is None else window[:second.start()]


def _memory_after(typed: str, window: str, before: str) -> re.Match[str] | None:
    """The memory said in ``window``, the text after the machine ``typed`` (:data:`_MEMORY_AFTER`); an 8 GB only
    after an Apple chip said alone, no product named just ``before`` it nor between (:func:`_chip_eight`: "a Mac
    Mini with an M2 processor and 8Gb RAM" stays as it was read); none for a card whose memory is no variant."""
    mem = _MEMORY_AFTER.search(window) if not _NO_MEMORY.match(typed) else None
    return None if mem is not None and mem.group(1) == "8" and not _chip_eight(
        typed, f"{before} | {window[:mem.start()]}") else mem


def _chip_eight(typed: str, between: str) -> bool:
    """Whether an 8 GB said after ``typed`` is a Mac's memory (reader46: "Apple M1 chip with 8GB", "M1芯片 8G内存"): an
    Apple chip said alone, nothing naming a product between ("m2 mbp with 8gb": a MacBook Pro the catalogue may lack;
    "macbook pro(8gb ram": no chip), so the 8 GB names the Mac of that chip, never another product's."""
    return re.fullmatch(rf"(?:apple\s+)?{_CHIP}", typed.strip()) is not None and not re.search(
        r"(?<![a-z])(?:mbp|mba|macbook|mac\s*book|imac|mac|mac\s*mini|mac\s*studio|air|pro|mini|"
        r"studio)(?![a-z])", between)


_FORMS = re.compile(r"(?<![a-z])(macbook\s*pro|macbook\s*air|mac\s*mini|mac\s*studio|imac)(?![a-z])")


def _form_said_apart(typed: str, s: str, said: str | None, given: Given, *, apple: bool) -> str | None:
    """The Mac of an Apple chip and memory typed with no product (``typed``: "m4 pro 24gb") when the question names one
    Mac form elsewhere (``s``: "… even on a high spec macbook pro … I cant run them on a M4 PRO with 24GB"), read as
    that form with that chip and memory; ``None`` when no form or several are said, or the form has no such Mac
    (``apple``: whether ``typed`` was read as Apple's)."""
    if not apple or said is None or re.search(_PRODUCT, typed) or not re.fullmatch(
            rf"(?:apple\s+)?{_CHIP}.*", typed.strip()):
        return None
    forms = {re.sub(r"\s+", "", m.group(1)) for m in _FORMS.finditer(s)}
    if len(forms) != 1:
        return None
    form = _FORMS.search(s)
    name = _read_name(f"{form.group(1) if form else ''} {typed}", given, None)
    return name if name is not None and _same(typed, name, said, apple=True) and (
        re.sub(r"\s+", "", name.lower()).find(forms.pop()) >= 0) else None


def _chip_memory_said(typed: str, name: str | None, memory: str | None, given: Given,
                      notes: list[Message] | None) -> None:
    """The assumption said in ``notes`` when a Mac is named by its chip and memory alone ("I use Apple M1 chip with
    8GB", reader46) and the catalogue has several Macs of that chip and memory (the MacBook Air, the Mac mini, …):
    ``name`` is the one the name index read; the memory is the same, which is what decides a model's fit. Said with
    one such Mac too: the chip and memory name no product ("Apple M1 chip": a MacBook Air or a Mac mini)."""
    if notes is None or name is None or memory is None or given.advisor is None or re.search(_PRODUCT, typed):
        return
    chip = re.search(_CHIP, typed)
    if chip is None:
        return
    same = re.compile(rf"\({re.escape(' '.join(chip.group().split()))}(?!\s*(?:pro|max|ultra))(?![a-z0-9])", re.I)
    others = sorted({e.name for e in given.advisor.names.tables.entries
                     if same.search(e.name) and f"{memory} gb" in e.name.lower() and e.name != name})
    if not others:
        notes.append(msg("ask.chip-memory-one", "“{typed}” read as {card}, the Mac I know with that chip and memory; "
                         "any Mac with them has the same memory for a model.", typed=UserText(value=typed),
                         card=Card(value=name)))
    else:
        notes.append(msg("ask.chip-memory-assumed", "“{typed}” read as {card}: the Macs with that chip and memory "
                         "({others}) hold the same memory for a model; name yours if it differs.",
                         typed=UserText(value=typed), card=Card(value=name),
                         others=ListOf(items=[Card(value=o) for o in others], style="and")))


def _chip_alone(typed: str, maxed: bool, given: Given, notes: list[Message] | None) -> str | None:
    """The machine an Apple chip named alone is ("m1 max"): the catalogue's only machine with that chip,
    or, said "maxed out", the one with the most memory; with several and none said, the Mac the commands read
    the chip as (:meth:`advisor.names.Names.apple_chip_machine`: the Mac Studio with it, its least memory) — each
    said on the read-as line. None when the catalogue has no Mac with the chip."""
    if given.advisor is None:
        return None
    entries = macs_with_chip(given.advisor.names.tables, typed)  # kept per tables and chip (issue 30 §1)
    if not entries:
        return None
    if len(entries) > 1 and not maxed:
        # "70b on an m3 ultra", "is the m4 max good for llms": read as the commands read a bare chip (the Mac Studio
        # with it, its least memory), the assumption and the count of the other Macs said — never "unknown"
        mac = given.advisor.names.apple_chip_machine(typed)
        if mac is None or mac.match is None:
            return None
        if notes is not None and mac.note is not None:
            notes.append(mac.note)
        return mac.match
    entry = max(entries, key=lambda e: e.memory_gb or 0)
    if notes is not None:
        notes.append(msg("ask.chip-alone", "“{typed}” read as {card}, the one I know with that chip and the most "
                         "memory; name its memory if yours differs.", typed=UserText(value=typed),
                         card=Card(value=entry.name)))
    return entry.name


def nearest_mac(typed: str, given: Given) -> str | None:
    """The Mac of the catalogue nearest one typed that it lacks ("macbook pro 32gb", "mac pro m4 16gb"):
    the same chip first (generation, then tier), then the same product, then the memory nearest the one
    said — only named beside the unknown device, never read in its place. None when ``typed`` is no Mac."""
    low = typed.lower()
    if given.advisor is None or not re.search(_PRODUCT + "|" + _CHIP, low):
        return None
    chip = re.search(_CHIP, low)
    product = re.search(_PRODUCT, low)
    memory = re.search(r"(\d+)\s*gb", low)

    def score(name: str, memory_gb: float | None) -> float:
        n = name.lower()
        points = 0.0
        if chip is not None:
            gen, _, tier = chip.group().partition(" ")
            said = re.search(r"\((m[1-5])(?:\s+(pro|max|ultra))?", n)
            if said is not None:  # the same chip first — generation and tier ("M2 Max": no M2 Air, newuser17 #27) —
                # then its tier (another generation's Max), then its generation
                same_gen, same_tier = said.group(1) == gen.strip(), (said.group(2) or "") == tier.strip()
                points += 8 * (same_gen and same_tier) + 3 * same_tier + 2 * same_gen
        if product is not None:
            words = re.sub(r"apple\s+", "", product.group()).replace("macbook", "macbook ").split()
            points += 3 * all(w in n.split("(")[0].split() for w in words)
        if memory is not None and memory_gb:
            points -= abs(memory_gb - float(memory.group(1))) / 64
        return points

    macs = [e for e in given.advisor.names.tables.entries if e.name.startswith("Apple ")]
    return max(macs, key=lambda e: score(e.name, e.memory_gb)).name if macs else None


# NVIDIA's DGX Spark said short, counted or stacked ("two stacked Sparks", "a single Spark", "the head Spark"): the
# machine, its count kept before it; never Apache Spark's jobs, clusters or SQL (reader33)
_SPARK_SHORT = re.compile(r"(?<![a-z])((?:two|three|four|\d|single|stacked|dual|twin|head|worker|second|both|my|our)"
                          r"\s+)(?:stacked\s+|linked\s+|connected\s+)?(?<!dgx\s)sparks?(?![a-z])"
                          r"(?!\s*(?:sql|streaming|jobs?|clusters?|context|sessions?|dataframes?|rdds?|ml|mllib|nlp|"
                          r"submit|executors?|drivers?|workers?|nodes?\s+with\s+cpu))")


# a Mac's chip said with its tier first ("Macbook Max M3 128GB", "mac studio ultra m2"): the chip in Apple's order
# ("macbook pro m4 max" is already in it: "pro" there is the product's)
_TIER_FIRST = re.compile(r"(?<![a-z])(macbook(?:\s+pro|\s+air)?|mac\s*studio|mac\s*mini)\s+(max|ultra)\s+(m[1-5])"
                         r"(?![a-z0-9])")


def _product_after(chip_said: bool, s: str, typed: str, end: int) -> tuple[str, int]:
    """``typed`` and ``end`` with the Mac product said after a chip and its memory ("M4 Max 128G的MacBook Pro"): the
    product joined before the chip, the span to its end."""
    if chip_said and (product := re.match(rf"\s*(?:的\s*)?({_PRODUCT})", s[end:end + 24])) is not None:
        return f"{product.group(1)} {typed}", end + product.end()
    return typed, end


def _chipless(apple: bool, typed: str, mem: object, said: object) -> bool:
    """Whether a Mac is named with neither its chip nor its memory ("macbook", "a macbook pro")."""
    return apple and not re.search(_CHIP, typed) and mem is None and said is None


def spark_short(s: str) -> str:
    """``s`` (the question, lower case) with a DGX Spark said short written whole ("two stacked sparks" → "two dgx
    spark", :data:`_SPARK_SHORT`) and a Mac's chip in Apple's order ("macbook max m3" → "macbook m3 max",
    :data:`_TIER_FIRST`), for the machine reader."""
    return _TIER_FIRST.sub(r"\1 \3 \2", _SPARK_SHORT.sub(r"\1dgx spark", s))
