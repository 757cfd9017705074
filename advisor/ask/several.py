"""Several different cards counted together (issue 27): "have two cards 3090 and 2080Ti", "单机装了两块显卡，
3060和P100", "3060+P100显卡 … 单机双卡", "two different GPUs 1080Ti and 2080Ti". The count says how many
cards there are in all, one of each card named — never two of each. And one card typed twice in a
comparison ("gtx 1070ti vs 1070 ti"), said to be one card. Pure: no I/O."""

from __future__ import annotations

import re

from ..i18n import Card, Message, UserText, msg

# a card word right after the count ("two cards", "两块显卡", "2 different GPUs"), or inside it ("双卡", "2 gpus")
_UNIT_AFTER = re.compile(r"\s*(?:different\s+|separate\s+|不同的?\s*)?(?:gpu'?s?|cards?|graphics\s+cards?|显卡|顯卡|卡)"
                         r"(?![a-z])")
_UNIT_IN = re.compile(r"卡|(?<![a-z])(?:cards?|gpu'?s?)(?![a-z])")
# a card's number right after the count: the count is that card's ("两张3090", "two 3090s")
_CARD_NEXT = re.compile(r"\s*(?:nvidia\s+|geforce\s+)?(?:rtx|gtx|rx|tesla)?\s*[a-z]{0,2}\d{2,4}")


# a model split over so many cards ("--tp=2", "tensor parallel 2"): the cards named, one of each (reader34)
_SPLIT_OVER = re.compile(r"(?<![a-z])(?:tp|tensor[\s_-]*parallel(?:[\s_-]*size)?)(?![a-z])")


def one_each(said: str, counts: list[tuple[int, int, int, bool]], cards: list[str]) -> bool:
    """Whether the counts said (``counts``: each one's span in ``said`` and number) count the different
    ``cards`` named together, one of each: each count has a card word in it ("two cards", "双卡") or right
    after it with no card's number next ("两块显卡，3060和P100"), and says the number of cards named. A count of one
    beside it ("I have 2 GPUs … RTX 5070 Ti and 3060 … more ram then 1 GPU"; reader55) says nothing of the total."""
    counts = [c for c in counts if c[2] > 1]
    if len(cards) < 2 or not counts or {c[2] for c in counts} != {len(set(cards))}:
        return False

    def unit(start: int, end: int) -> bool:
        if _SPLIT_OVER.search(said[start:end]):  # "俩个显卡分别为T4和3060ti … --tp=2": split over the cards named
            return True
        if _UNIT_IN.search(said[start:end]):  # "two cards 3090 and 2080ti"; "双卡4090" counts the 4090 it touches
            return not re.match(r"(?:rtx|gtx|rx)?[a-z]{0,2}\d{2,4}", said[end:])
        return bool(_UNIT_AFTER.match(said[end:])) and not _CARD_NEXT.match(said[end:])

    return all(unit(start, end) for start, end, _, _ in counts)


def same_card(typings: list[tuple[str, str]], weighed: bool, counts: list, cards: list[str]) -> list[Message]:
    """The note for one card typed twice in a comparison ("gtx 1070ti vs 1070 ti"; ``typings``: each card
    read and how it was typed, in order; ``weighed``: whether a comparison is asked; ``counts`` and
    ``cards``: the reading's): the comparison's own sentence, "'gtx 1070ti' and '1070 ti' are the same
    card: GeForce GTX 1070 Ti." — none unless weighed, no count is said and the one card read was typed twice."""
    if not weighed or counts or len(cards) != 1:
        return []
    first: dict[str, str] = {}
    for name, typed in typings:
        if name in first:
            return [msg("compare.same-card.typed", "'{first}' and '{second}' are the same card: {card}.",
                        first=UserText(value=first[name]), second=UserText(value=typed), card=Card(value=name))]
        first[name] = typed
    return []
