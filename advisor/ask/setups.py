"""Cards said as context, not asked about (:mod:`advisor.ask.reader`, step 6): a card only cited ("the readme
recommends a V100", "see you trained on an A100": :data:`advisor.ask.cues.CITED`, :func:`advisor.ask.cues.others`)
and someone else's setup said with its count ("the training costs 7 3090 24GB cards", "your model uses 4 V100
GPUs", "作者用了8张A100": :data:`advisor.ask.cues.AUTHORS_SETUP`). With another card asked about, they are left out,
and a setup's count goes with it ("… is one 4090 enough?" asks of one 4090). One card the author used, with no
count, is still weighed ("can a GTX 1060 train it? the author used a TITAN X": a comparison)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import cues

if TYPE_CHECKING:
    from .reader import Reading

_DEVICE_NAME = re.compile(r"[a-z]\s?\d|\d\s?[a-z]")
"""An unknown device's name as typed: letters and digits side by side ("h20", "910b"), never a version ("6.1")."""
Found = tuple[tuple[int, int], str | None, list[str], str]
"""A card found in the question: its span, its catalogue name (None: unknown), its words, as typed."""
Count = tuple[int, int, int, bool]
"""A count read (:attr:`advisor.ask.spans.Spans.counts`): start, end, number, said after the card."""


def asked_about(s: str, r: Reading, found_cards: list[Found]) -> list[Found]:
    """The cards of ``found_cards`` (in ``s``, the question in lower case) asked about: with another card
    asked about, the ones only cited or of someone else's counted setup are left out (module docstring),
    and the setup's count is taken from ``r`` (its ``gpus`` the next count said, if any)."""
    def clause(m: re.Match[str]) -> tuple[int, int]:
        end = cues.CLAUSE_END.search(s[m.end():])
        return m.end(), m.end() + (end.start() if end else len(s) - m.end())

    setups = [clause(m) for m in cues.AUTHORS_SETUP.finditer(s)]
    # "the readme recommends a V100", someone else's card asked of, and someone else's setup said before the card
    # asked about even with no count ("see you trained on an A100. Only have access to a 3080ti"); said after it,
    # it is the yardstick weighed ("can a GTX 1060 train this? the author used a 12 GB GTX TITAN X")
    first = min((f[0][0] for f in found_cards if not any(a <= f[0][0] < b for a, b in setups)), default=-1)
    # the asker's own memory said after someone else's setup ("你这边用的是48G的RTX8000，我这边仅有20g"): context
    own_memory = bool(setups) and any(m.start() >= setups[0][1] for m in cues.OWN_MEMORY.finditer(s))
    cited = [clause(m) for m in cues.CITED.finditer(s)] + cues.others(s, r.own) + [
        w for w in setups if w[0] < first or own_memory]
    counted = {f[0]: c for f in found_cards if (c := setup_count(r, f[0], setups, s)) is not None}
    is_cited = [any(a <= f[0][0] < b for a, b in cited) or f[0] in counted or _setup_again(s, f, found_cards, setups)
                for f in found_cards]
    # a device the catalogue lacks (a name of letters and digits, never a bare "6.1") is asked about as much as a card
    # it holds ("I use 8 x H20 … the context indicates that H100 can work": the H100 is context)
    if own_memory or any((f[1] is not None or _DEVICE_NAME.search(f[3])) and not c
                         for f, c in zip(found_cards, is_cited, strict=True)):
        # another card is asked about, or the asker's own memory said after the setup: the cited ones are context
        again = [f for f in found_cards if _setup_again(s, f, found_cards, setups)]
        found_cards = [f for f, c in zip(found_cards, is_cited, strict=True) if not c]
        _memory_not_theirs(s, r, again)
        dropped = set(counted.values())
        if dropped:  # "the training costs 7 3090s … is one 4090 enough?": the setup's count goes with it
            r.spans.counts = [c for c in r.spans.counts if c not in dropped]
            r.gpus, r.count_at = (r.spans.counts[0][2], r.spans.counts[0][:2]) if r.spans.counts else (None, None)
    return found_cards


# a card said again by "the" or "your" after the setup named it ("you are using 8 Nvidia V100 … if the V100 has 16GB
# or 32GB"): the same card of the setup, still context (reader55)
_BACK = re.compile(r"(?<![a-z])(?:the|this|that|these|those|your|their)\s+(?:nvidia\s+|tesla\s+)?$")


def _setup_again(s: str, found: Found, found_cards: list[Found], setups: list[tuple[int, int]]) -> bool:
    """Whether the card ``found`` (in ``s``) is a card of someone else's setup (``setups``) said again by "the" or
    "your" after it (:data:`_BACK`): the setup's card referred back to, never another card asked about."""
    at = found[0][0]
    if found[1] is None or any(a <= at < b for a, b in setups) or not _BACK.search(s[max(0, at - 16):at]):
        return False
    return any(f[1] == found[1] and f[0][0] < at and any(a <= f[0][0] < b for a, b in setups) for f in found_cards)


_GB = re.compile(r"(?<![\d.])(\d{1,3})\s*gb?(?![a-z])")


def _memory_not_theirs(s: str, r: Reading, again: list[Found]) -> None:
    """The memory stated of ``r`` when the one read was said in the sentence of a setup's card said again (``again``:
    "if the V100 has 16GB or 32GB"): the next memory said outside those sentences ("can two 3090 cards (each with
    24GB …)"), else none — the setup's memory is never the asker's (reader55)."""
    if not again or r.spans.memory_gb is None:
        return
    theirs = []
    for f in again:
        end = re.search(r"[.?!;]", s[f[0][1]:])
        theirs.append((f[0][0], f[0][1] + (end.start() if end else len(s) - f[0][1])))
    said = [(m.start(), float(m.group(1))) for m in _GB.finditer(s)]
    if not any(a <= at < b and gb == r.spans.memory_gb for at, gb in said for a, b in theirs):
        return
    r.spans.memory_gb = next((gb for at, gb in said if not any(a <= at < b for a, b in theirs)), None)


def setup_count(r: Reading, span: tuple[int, int], setups: list[tuple[int, int]], s: str) -> Count | None:
    """The count of several cards said just before the card at ``span`` of ``s`` when it stands in a clause of
    someone else's setup (``setups``: "your model uses 4 V100 GPUs", "the training costs 7 3090 24GB cards", a
    number the count reader leaves to the card), else None."""
    if not any(a <= span[0] < b for a, b in setups):
        return None
    said = next((c for c in r.spans.counts if c[2] > 1 and not c[3] and 0 <= span[0] - c[1] <= 3), None)
    bare = re.search(r"(?<![\w.])([2-9]|1[0-6])\s+$", s[max(0, span[0] - 4):span[0]])
    return said or ((span[0] - 4 + bare.start(1), span[0], int(bare.group(1)), False) if bare else None)
