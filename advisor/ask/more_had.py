"""More of a card had: the counts "another", "add 2 more" and "再加一张" make (from :mod:`advisor.ask.reader`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import cues

if TYPE_CHECKING:
    from .reader import Reading


def more_had(r: Reading) -> None:
    """The count of the one card read when more of it are added to those had: one ("一张3060，再加一张3060", "add
    another") or several ("两张3090，想再加两张", "add 2 more")."""
    low = r.text.lower()
    if (more := cues.ANOTHER.search(low)) and total_after(r, more.start()):
        return
    if more:
        r.gpus = r.card_counts[0] = max(r.gpus or 1, r.card_counts[0]) + 1
    elif more := cues.MORE_N.search(low):
        said = more.group(1) or more.group(2)
        r.gpus = r.card_counts[0] = max(r.gpus or 1, r.card_counts[0]) + (
            int(said) if said.isdigit() else cues.MORE_VALUES[said])


def total_after(r: Reading, at: int) -> bool:
    """Whether a count of two or more is said after "another" at ``at`` ("getting another 5090 … keep only 2*5090s",
    "get another, 2 cards for 70b?"): the total, the one more already in it (round 13)."""
    return any(n > 1 and start > at for start, _, n, _ in r.spans.counts)


def one_more(r: Reading) -> None:
    """One more of a card had, weighed against another ("I have a 3090, should I add another 3090 or get a 4090?",
    "现有3060一张，再买一张3060还是换成3090"): the card said before and again right after "another" counts one more."""
    low = r.text.lower()
    more = cues.ANOTHER.search(low)
    if more is None or total_after(r, more.start()):
        return
    for i, card in enumerate(r.cards):
        key = next((t for t in card.lower().split() if any(ch.isdigit() for ch in t)), None)
        if key and key in low[more.end():more.end() + 12] and key in low[:more.start()]:
            r.card_counts[i] += 1
            r.gpus = max(r.gpus or 1, r.card_counts[i])
            return
