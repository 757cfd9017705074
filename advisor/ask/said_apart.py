"""Words beside a device that are no device of their own (fix76a; judge30): a Mac's memory said before it, and a card
named only as a likeness.

judge30's real questions: "32 GB Mac M4: Qwen-Image runs out of memory" was read as two Macs — a 32 GB MacBook Pro
(M1 Max) and a 16 GB M4 Mac mini — though the 32 GB is the M4 Mac's own memory; "MI50 support in vLLM? (it's like a
2080 Ti, 16 GB)" compared the MI50 32 GB with a 2080 Ti, though the 2080 Ti is only what the MI50 is likened to and
the 16 GB said is the MI50's (its 16 GB variant).

- :func:`mac_memory_after`: a memory said before a Mac named with its chip ("32 GB Mac M4", "64gb macbook pro m4
  max") is written after it ("mac m4 32gb"), the order the machine reader takes as that Mac's memory
  (:mod:`advisor.ask.machines`);
- :func:`likeness_blanked`: a card named as a likeness of the device asked about ("it's like a 2080 Ti", "which is
  similar to a 3060", "相当于2080ti") is blanked, so that it is never read as a card weighed; a memory said in the
  same aside ("(it's like a 2080 Ti, 16 GB)") is the device's own, returned to be read as the stated memory.

Pure: text only.
"""

from __future__ import annotations

import re

_MAC_AFTER = re.compile(r"(?<![a-z0-9])(\d{1,3})\s*(?:gb|g)\s*(?:of\s+(?:unified\s+)?(?:memory|ram)\s+|的\s*|(?<=\s))"
                        r"((?:apple\s+)?mac(?:book(?:\s*(?:pro|air))?|\s*mini|\s*studio)?\s+"
                        r"m[1-5](?:\s*(?:pro|max|ultra))?)(?![a-z0-9])")
"""A memory said before a Mac that is named with its chip ("32 gb mac m4")."""
_MAC_FORM = r"(?:apple\s+)?mac(?:book(?:\s*(?:pro|air))?|\s*mini|\s*studio)?"
_MAC_CHIP = r"m[1-5](?:\s*(?:pro|max|ultra))?"
_MEM = r"(\d{1,3})\s*(?:gb|g)(?![a-z])"
_CHIP_FIRST = re.compile(rf"(?<![a-z0-9])(?:{_MEM}\s*(?:of\s+(?:unified\s+)?(?:memory|ram)\s+|的\s*)?)?"
                         rf"(?<![a-z0-9])({_MAC_CHIP})\s+({_MAC_FORM})(?![a-z0-9])"
                         rf"(?:\s*(?:\(|,|with|w/)?\s*{_MEM}(?:\s*\))?)?")
"""A Mac named with its chip before its form ("32GB M4 mac mini", "my 24gb m4 mac mini", "m4 pro mac mini 48gb",
fix78d): written in the machine reader's order, form, chip, memory ("mac mini m4 32gb")."""

_LIKE = (r"(?:(?:roughly|about|basically|pretty\s+much|kind\s+of|sort\s+of|performance[\s-]wise)\s+)?"
         r"(?:like|similar\s+to|comparable\s+to|equivalent\s+to|akin\s+to|on\s+par\s+with)")
_LIKENESS = re.compile(
    r"(?:(?<![a-z])(?:it'?s|it\s+is|its|which\s+is|that'?s|that\s+is|this\s+is|they'?re|performs?)\s+" + _LIKE +
    r"|[(,;]\s*(?:(?:roughly|about|basically)\s+)?(?:similar\s+to|comparable\s+to|equivalent\s+to|akin\s+to|"
    r"on\s+par\s+with))"
    r"\s+(?:an?\s+|the\s+)?(?P<ref>[a-z0-9][a-z0-9 .+-]{0,24}?)(?=\s*(?:[,;)(?!]|$|\s(?:and|but|with|so)\s))"
    r"|(?:相当于|相當於|类似于?|類似於?|差不多是|性能接近)\s*(?:一张|一張|一块|一塊)?\s*"
    r"(?P<cn>[a-z0-9][a-z0-9 +-]{1,16}?)"
    r"(?=\s*(?:[,;)(?!，；）？！。的]|$))")
"""A card named as a likeness of the device asked about: "it's like a 2080 Ti", "which is similar to a 3060",
"(comparable to a P40", "相当于2080ti". "I'd like a 4090", "a card like a 3060 under $300" (an example of the card
wanted) are none: the likeness is said of a device already named ("it's", "which is") or set apart by a bracket or
a comma."""
_NUMBER = re.compile(r"\d")
_ASIDE_MEMORY = re.compile(r"^[^()\n]{0,24}?(?<![a-z0-9])(\d{1,3})\s*(?:gb|g)(?![a-z])(?=[^()\n]{0,4}(?:\)|$))")
"""A memory said in the rest of the aside of a likeness ("…like a 2080 Ti, 16 GB)")."""


def mac_memory_after(s: str) -> str:
    """``s`` (lower case) with a memory said before a Mac named with its chip written after it: "32 gb mac m4" →
    "mac m4 32gb" (module docstring)."""
    s = mac_chip_first(s)
    return _MAC_AFTER.sub(lambda m: f"{m.group(2)} {m.group(1)}gb" + " " * max(0, len(m.group()) - len(
        m.group(2)) - len(m.group(1)) - 3), s)


def mac_chip_first(s: str) -> str:
    """``s`` (lower case) with a Mac named chip first and a memory said before or after it written in the machine
    reader's order: "32gb m4 mac mini" → "mac mini m4 32gb" (:data:`_CHIP_FIRST`, fix78d); the text keeps its length.
    A Mac with no memory said, or a MacBook with its memory said after it, is left as typed."""
    def order(m: re.Match[str]) -> str:
        memory = m.group(1) or m.group(4)
        if memory is None or (m.group(1) is None and "book" in m.group(3)):  # a MacBook with its memory after is
            # read as typed by the machine reader ("m2 macbook pro 16gb": the M2 Pro MacBook Pro, test_fix38c)
            return m.group()
        out = f"{m.group(3)} {m.group(2)} {memory}gb"
        return out + " " * max(0, len(m.group()) - len(out))
    return _CHIP_FIRST.sub(order, s)


def likeness_blanked(s: str) -> tuple[str, list[str], float | None]:
    """``s`` (lower case) with each card named as a likeness blanked (module docstring): ``(s, the likenesses as
    typed, the memory said in the likeness's aside or None)``. A likeness with no digit ("like a datacenter card")
    names no card and is left."""
    refs: list[str] = []
    memory: float | None = None
    for m in list(_LIKENESS.finditer(s)):
        group = "ref" if m.group("ref") is not None else "cn"
        ref = m.group(group)
        if not _NUMBER.search(ref) or re.fullmatch(r"\s*\d+(?:\.\d+)?\s*(?:gb|g|b|w|%|x)?\s*", ref):
            continue  # "like a datacenter card", "similar to 16 gb": no card named
        start, end = m.span(group)
        refs.append(" ".join(ref.split()))
        s = s[:start] + " " * (end - start) + s[end:]
        if memory is None and (found := _ASIDE_MEMORY.match(s[end:])):
            memory = float(found.group(1))
    return s, refs, memory


__all__ = ["likeness_blanked", "mac_chip_first", "mac_memory_after"]
