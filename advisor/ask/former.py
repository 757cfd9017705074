"""Cards the asker had before a swap told as done (reader49, issue 27): "I switched from an RX 7600 XT to an RTX 3080
ti … I upgraded GPUs from a 3080 ti to a 5080 and now my llm doesn't use the gpu" has the 5080 alone — the 3080 Ti is
left behind, though it was first said as the card switched to. A card said anywhere after a past swap's "from"
(:data:`SWAPPED_FROM`: "upgraded GPUs from", "switched from", "swapped my card from") is dropped when a card not so
said is left ("从rtx2060换成了双rtx3090训练速度没有提升" keeps both: the corpus weighs the two, Z231). A swap
weighed ("should I upgrade from a 3060 to a 4070?", "upgrade from my 1080 ti") is no swap done: its cards stay
(:mod:`advisor.ask.card_reading`). Nor is the card left dropped when the answer sets the new set-up against it:
(mend47a) the new card no faster than the old ("went from my 2080 ti to a 4070 and my training got slower":
:mod:`advisor.ask.upgrade_slow` weighs both) or what the new set-up runs asked ("went from a 3060 to two 3090s, what
models can I run now": :mod:`advisor.ask.switch_set_up` drops the old card itself and says the memory against its),
unless the software is told failing on it. Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .owned_trouble import TROUBLE
from .upgrade_slow import NO_GAIN

if TYPE_CHECKING:
    from .reader import Reading

#: A swap done, said in the past just before the card left: "switched from", "upgraded GPUs from", "swapped my card
#: from", "moved from".
SWAPPED_FROM = re.compile(r"(?<![a-z])(?:switched|upgraded|swapped|changed|moved|went)\s+(?:(?:my|our|the)\s+)?"
                          r"(?:(?:gpus?|cards?|graphics\s+cards?|video\s+cards?)\s+)?from\s+(?:an?\s+|the\s+|my\s+)?"
                          r"(?:nvidia\s+|amd\s+|geforce\s+|radeon\s+)?(?:rtx\s*|gtx\s*|rx\s*)?$")


#: (reader50) A card said as the one had before ("my previous RTX 3060 didn't have such issues", "my former card was
#: a 1080", "I used to have a 2070", "之前的3060", "以前用的1080ti", "I used to run it on my old PC with a 1070"): the
#: asker has it no more. "My old 3090" stays (an
#: old card is often one still had).
PREVIOUS = re.compile(r"(?:(?<![a-z])(?:my|our|the)\s+(?:previous|former|prior)\s+(?:(?:gpu|card|graphics\s+card)\s+"
                      r"(?:was\s+)?(?:an?\s+|the\s+)?)?|(?<![a-z])used\s+to\s+(?:have|use|run|own)\s+(?:an?\s+|the\s+|my\s+)?|"
                      r"(?:之前|以前|原来|原來)(?:用)?的\s*(?:显卡|顯卡|卡)?(?:是)?\s*|"
                      # (reader51) a machine had before in a habit told ("I used to generate Wan 2.1 … on a old laptop
                      # with RTX 3060 6GB VRAM … But now … a brand new desktop, RTX 5060 TI"): its card is had no more
                      r"(?<![a-z])used\s+to\s+(?:[^.;!?。；！？]|\.(?=\S)){0,200}?(?<![a-z])(?:on|with|using)\s+(?:an?\s+|my\s+|the\s+)"
                      r"(?:old|older|previous|former)\s+(?:laptop|notebook|pc|computer|machine|desktop|rig|box)\s+"
                      r"(?:with|that\s+had|having)\s+(?:an?\s+|the\s+)?)"
                      r"(?:nvidia\s+|amd\s+|geforce\s+|radeon\s+)?(?:rtx\s*|gtx\s*|rx\s*)?$")


def _left_at(text: str, number: str) -> bool:
    """Whether the card of model number ``number`` is said somewhere in ``text`` (lower case) as the one a past swap
    left (:data:`SWAPPED_FROM`) or as the one had before (:data:`PREVIOUS`)."""
    return any(SWAPPED_FROM.search(text[max(0, m.start() - 48):m.start()])
               or PREVIOUS.search(text[max(0, m.start() - 240):m.start()])
               for m in re.finditer(rf"(?<!\d){re.escape(number)}(?!\d)", text))


def _set_against(r: Reading) -> bool:
    """Whether the answer to ``r`` sets the new set-up against the card left (module docstring): the new card no
    faster (:data:`advisor.ask.upgrade_slow.NO_GAIN`), or a fit asked of the cards — never when the software is told
    failing on the new card (:data:`advisor.ask.owned_trouble.TROUBLE`: "now my llm doesn't use the gpu … much much
    slower", E984): what is wrong there is the new card's alone."""
    text = r.text.lower()
    return TROUBLE.search(text) is None and (NO_GAIN.search(text) is not None or "fits" in r.intents
                                             or r.model_question)


def former_cards(r: Reading) -> list[str]:
    """The cards of ``r`` the asker left in a swap told as done (module docstring), when another card is read that
    is not so said; none otherwise."""
    if len(r.cards) < 2 or not r.card_text or _set_against(r):
        return []
    text = r.card_text.lower()
    left = []
    for card in r.cards:
        number = re.search(r"\d{3,5}", card)
        if number is not None and _left_at(text, number.group()):
            left.append(card)
    return left if left and len(left) < len(r.cards) else []


# NVIDIA's own name of a laptop card, as a log or nvidia-smi prints it ("NVIDIA GeForce RTX 5070 Ti Laptop GPU")
_LAPTOP_GPU = re.compile(r"(?<!\d)(\d{3,4})\s*(?:ti|super)?\s+laptop\s+gpu(?![a-z])")


# a choice between cards said ("or", "vs", "desktop", "还是", "哪个", "对比"): the two weighed, never one
_WEIGH = re.compile(r"(?<![a-z])(?:or|vs\.?|versus|compared?|desktop|which|better|faster)(?![a-z])|还是|還是|哪个|哪個|"
                    r"对比|對比|台式|比较|比較")


def laptop_twin(r: Reading) -> list[str]:
    """The desktop card of ``r`` read beside the same card's laptop model when the text names the laptop one as the
    system calls it ("… 和RTX 5070 Ti不匹配导致的？NVIDIA GeForce RTX 5070 Ti Laptop GPU with CUDA capability sm_120
    …", reader49): one card, the laptop's, never two to weigh (the "和" there is "with"); none when the question weighs
    cards in words (:data:`_WEIGH`: "laptop 4060 or desktop 4060?")."""
    if len(r.cards) < 2 or not r.card_text or _WEIGH.search(r.text.lower()):
        return []
    numbers = {m.group(1) for m in _LAPTOP_GPU.finditer(r.card_text.lower())}
    return [c for c in r.cards if f"{c} Mobile" in r.cards and any(n in c for n in numbers)]
