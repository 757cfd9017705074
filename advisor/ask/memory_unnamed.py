"""Cards said by their memory alone, one size each (issue 28 §3, fix51a): "我的两张卡显存分别22G和24G，能跑70b吗",
"我有两张卡，一张22G一张24G", "I have two cards, 22gb and 24gb, can I run llama 70b", "a 16gb card and a 12gb card".

No card is named, so each is a GPU known by its memory (``fits --vram 22+24``): the owner's rig, the job split over
them, never a purchase. Read only when the sizes are said one per card — as many as the cards counted, or listed
"respectively"/"分别", or "一张…一张" — and never of a size asked as a need ("必须是80G卡吗", fix79d), of a buyer
("should I buy two cards, 16gb and 24gb?") or of the system RAM ("24gb and 64gb of ram")."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import cues
from .memory_each import _ONE_EACH, _SIZE, sizes_in_order
from .spans import _NEEDED

if TYPE_CHECKING:
    from .reader import Reading

# "22gb and 24gb", "22g和24g", "22gb + 24gb", "16, 12 and 8gb" is not read (a size each)
_LISTED = re.compile(rf"{_SIZE}((?:\s*(?:和|与|與|跟|、|,|，|/|\+|and|&)\s*{_SIZE})+)")
# "a 16gb card and a 12gb card", "一张22g的卡和一张24g的卡": a size before each card word
_SIZED_CARD = re.compile(rf"{_SIZE}\s*(?:vram\s+|的\s*)?(?:显卡|顯卡|卡|cards?|gpus?)(?![a-z])")
# a size of system memory, never a card's
_RAM_AFTER = re.compile(r"\s*(?:of\s+)?(?:system\s+)?(?:ram|ddr\d?|内存|內存|記憶體)")
_CARD_WORD = re.compile(r"(?<![a-z])(?:cards?|gpus?)(?![a-z])|显卡|顯卡|卡")


def _required(low: str, size: re.Match[str]) -> bool:
    """Whether the sized card ``size`` is said as a requirement asked about, never a card had (fix79d, judge31 C03:
    "推理必须是80G卡吗 … 如何在40g卡上进行推理" read as an 80 GB + 40 GB rig): a need's words just before it
    (:data:`advisor.ask.spans._NEEDED`: "必须是", "需要", "至少", "must be a", "needs")."""
    before = low[max(0, size.start() - 24):size.start()]
    return _NEEDED.search(before[-16:]) is not None or _ASKED_NEED.search(before) is not None


# a need asked as a question just before a sized card ("must it be an 80GB card?", "does it have to be a 48gb card",
# "do we need an 80gb card": break48 H1)
_ASKED_NEED = re.compile(r"(?<![a-z])(?:(?:must|should|has|have|does|do)\s+(?:it|they|this|that)\s+(?:have\s+to\s+)?be|"
                         r"do\s+(?:i|we|you)\s+(?:really\s+)?need)\s+(?:an?\s+|at\s+least\s+)?$")


def had_beside_asked(low: str) -> float | None:
    """The one memory of the sized cards had when another sized card is asked about as a need ("must it be an 80GB
    card? we have 2x 40GB cards": 40), else None (break48 H1)."""
    sized = list(_SIZED_CARD.finditer(low))
    had = {float(m.group(1)) for m in sized if not _required(low, m)}
    return had.pop() if len(had) == 1 and len(sized) > 1 and _HAVING.search(low) else None


# words of having the cards ("I have a 16gb card and a 12gb card", "我有一张22G的卡和一张24G的卡", "both"): sized cards
# said with none ("推理必须是80G卡吗…如何在40g卡上推理", "an 80GB card or a 40GB card") are alternatives, a need and
# the card had, or a choice — never one pool (judge31 C03)
_HAVING = re.compile(r"(?<![a-z])(?:i|we)\s*(?:'ve|have|has|own|got|am\s+using|use|run)(?![a-z])|(?<![a-z])(?:my|our|"
                     r"both|each)(?![a-z])|我有|我们有|我們有|我的|我手|手上|手里|手裡|家里|家裡|现有|現有|已有|"
                     r"两张|兩張|二张|二張|两块|兩塊|分别|分別|各")


# a need said just before a sized card ("必须是80G卡", "need an 80gb card"): the other sized card is the one had
_NEED_BEFORE = re.compile(r"(?:必须|必須|必需|需要|要求|一定要|得用|至少要|至少需要)\s*(?:是|用|有)?\s*"
                          r"(?:一张|一張|一块|一塊)?\s*$|(?<![a-z])(?:need|needs|require|requires|must\s+have)\s+"
                          r"(?:an?\s+|at\s+least\s+)?$")


def had_beside_need(low: str) -> float | None:
    """The memory of the card had when two sized cards are said, the first as a need and none as had
    ("推理必须是80G卡吗，如何在40g卡上推理": 40), else None (judge31 C03)."""
    sized = list(_SIZED_CARD.finditer(low))
    if len(sized) != 2 or _HAVING.search(low) or not _NEED_BEFORE.search(low[max(0, sized[0].start() - 12):
                                                                              sized[0].start()]):
        return None
    need, had = (float(m.group(1)) for m in sized)
    return had if had < need else None


# an alternative between two sized cards ("an 80GB card or a 40GB card", "80G卡还是40G卡")
_OR = re.compile(r"(?<![a-z])or(?![a-z])|还是|還是|或者|或")


def _choice(low: str, sizes: list[re.Match[str]]) -> bool:
    """Whether sized cards are said as a choice, not a pool: an "or" between them and no words of having both
    ("I have a 16gb card or a 12gb card" is still had; "a 16gb card and a 12gb card, can they run 70b together" a
    pool)."""
    return _OR.search(low, sizes[0].end(), sizes[-1].start()) is not None and not _HAVING.search(low)


def _not_ram(low: str, sizes: list[re.Match[str]]) -> bool:
    return not any(_RAM_AFTER.match(low, m.end()) for m in sizes)


def unnamed_sizes(low: str, count: int | None) -> list[float]:
    """The memory of each card said in ``low`` (lower case) when no card is named, in order; ``[]`` unless one
    size per card is said (module docstring). ``count``: the cards counted ("two cards"), if any."""
    said = sizes_in_order(low)  # "显存分别22G和24G", "一个是4g，一个是8g", "12gb and 10gb respectively"
    if len(said) >= 2 and (count is None or count == len(said)):
        return said
    if not _CARD_WORD.search(low):
        return []
    sized = [m for m in _SIZED_CARD.finditer(low) if not _required(low, m)]  # "a 16gb card and a 12gb card"
    if len(sized) >= 2 and (count == len(sized) or count is None and not _choice(low, sized)) and _not_ram(low, sized):
        return [float(m.group(1)) for m in sized]
    each = [float(m.group(1)) for m in _ONE_EACH.finditer(low)]  # "两张卡，一张22G一张24G": one each, no memory word
    if len(each) >= 2 and (count is None or count == len(each)):
        return each
    if count is None or count < 2:
        return []
    for listed in _LISTED.finditer(low):  # "two cards, 22gb and 24gb"
        sizes = list(re.finditer(_SIZE, listed.group()))
        if len(sizes) == count and not _RAM_AFTER.match(low, listed.end()):
            return [float(m.group(1)) for m in sizes]
    return []


def set_unnamed_memory(r: Reading) -> None:
    """``r.memory_each``: the sizes of the owner's cards said by memory alone (module docstring); a buyer's
    sizes, or a question naming a card, are left to the readers of those."""
    if r.cards or r.unknown or r.budget is not None:
        return
    low = r.text.lower()
    if cues.BUYING.search(low) and not r.own:
        return
    if r.spans.memory_gb is not None and (had := had_beside_need(low)) is not None:
        r.spans.memory_gb = had  # "必须是80G卡吗…在40g卡上": the card had, never the need (judge31 C03)
        return
    if r.spans.memory_gb is not None and (had := had_beside_asked(low)) is not None:
        r.spans.memory_gb = had  # "must it be an 80GB card? we have 2x 40GB cards": the cards had (break48 H1)
        return
    sizes = unnamed_sizes(low, r.gpus)
    if len(sizes) < 2 or len(set(sizes)) < 2 and r.spans.memory_gb is not None:
        return  # "two 24gb cards": one size, counted (vram and gpus as before)
    r.memory_each = sizes
    r.gpus = len(sizes)
    if r.spans.memory_gb is None:
        r.spans.memory_gb = sizes[0]  # a memory is stated: the owner's fit, not a budget asked


# "can they run 70b together", "combined", "一起跑", "加起来": the cards named as one rig
_TOGETHER = re.compile(r"(?<![a-z])(?:together|combined|can\s+they|could\s+they|will\s+they|would\s+they|both\s+of\s+"
                       r"them)(?![a-z])|一起|合起来|合起來|加起来|加起來|两张一起|兩張一起")


def set_sized_pair_owned(r: Reading) -> None:
    """Cards named each with its memory ("2080ti 22g + 3090 24g") and asked whether they run a job together: the
    owner's rig (only an owner says each card's memory), sized as one — never a purchase of two other cards."""
    if len(r.cards) < 2 or r.own or r.budget is not None or len(r.card_memory) != len(r.cards) or any(
            m is None for m in r.card_memory) or not (r.model is not None or r.run_asked):
        return
    low = r.text.lower()
    if _TOGETHER.search(low) and not cues.BUYING.search(low):
        r.own = True


_WORDS = {"two": 2, "three": 3, "four": 4, "2": 2, "3": 3, "4": 4, "两": 2, "兩": 2, "二": 2, "三": 3, "四": 4}
# "with two of them", "using 2 of each", "两张的话", "各两张": the count each card of a comparison has
_EACH_COUNT = re.compile(r"(?<![a-z])(?:with|using|if\s+i\s+(?:have|use|run)|run(?:ning)?|having)\s+"
                         r"(two|three|four|[234])\s+of\s+(?:them|those|these|each)(?![a-z])|(?<![a-z])(two|three|four|[234])\s+of\s+each"
                         r"(?![a-z])|各\s*(两|兩|二|三|四|[234])\s*(?:张|張|块|塊)")


def set_pair_counts(r: Reading) -> None:
    """Two cards weighed "with two of them" ("is a 4090 faster than my 3090 for llama 70b with two of them"): each
    side is that many cards — a pair against a pair, the owner's pair priced as had — never one card of each."""
    if len(r.cards) != 2 or r.card_counts != [1, 1]:
        return
    m = _EACH_COUNT.search(r.text.lower())
    if m is None:
        return
    n = _WORDS[next(g for g in m.groups() if g)]
    r.card_counts, r.gpus = [n, n], n
