"""Cards said as the stated floor of a job, beside the asker's own memory with no card (reader54, E1067): "8 A100
GPUs with 80GB memory is minimum requirements for local-GPU finetune? i have some GPU resource, but the max GPU memory
is 45G, can i finetune it in some ways?" — the eight A100s are the requirement the asker read (a README's), never
their cards nor a count of eight; the memory they have is the 45 GB said after "i have". Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .reader import Reading

_FLOOR_AFTER = re.compile(r"[^.?!;。？！；]{0,48}?(?<![a-z])(?:is|are)\s+(?:the\s+|a\s+)?(?:bare\s+|absolute\s+)?"
                          r"(?:minimum|minimal|min)(?:\s+(?:requirements?|required|needed|spec))?(?![a-z])")
"""After the card: "… is minimum requirements", "… are the minimum"."""
_MINE_MEMORY = re.compile(r"(?<![a-z])(?:i|we)\s+(?:only\s+)?(?:have|has|got|own)(?![a-z])[^.?!;]{0,60}?"
                          r"(?:(?:gpu\s+)?memory|vram)\s+(?:is|of)\s+(?:only\s+)?(\d{1,3})\s*(?:gb|g|gib)(?![a-z])|"
                          r"(?<![a-z])(?:i|we)\s+(?:only\s+)?(?:have|got|own)\s+(?:an?\s+|one\s+|some\s+)?(\d{1,3})\s*"
                          r"(?:gb|g|gib)\s*(?:of\s+)?(?:vram\s+)?(?:gpus?|cards?|vram)(?![a-z])")
"""The asker's own memory said with no card ("i have some GPU resource, but the max GPU memory is 45G", "I only have
24GB GPUs"): group 1 or 2 is the size."""


def floor_cited(r: Reading) -> tuple[list[str], float] | None:
    """The cards of ``r`` said as a job's stated floor (:data:`_FLOOR_AFTER`) before the asker's own memory
    (:data:`_MINE_MEMORY`), and that memory in GB; None when no card is said so or the asker names none of theirs."""
    if not r.cards or len(r.card_at) != len(r.cards):
        return None
    text = r.card_text
    cited = [card for card, at in zip(r.cards, r.card_at, strict=True) if _FLOOR_AFTER.match(text, at)]
    if not cited:
        return None
    end = max(at for card, at in zip(r.cards, r.card_at, strict=True) if card in cited)
    mine = _MINE_MEMORY.search(text, end)
    if mine is None:
        return None
    return cited, float(mine.group(1) or mine.group(2))
