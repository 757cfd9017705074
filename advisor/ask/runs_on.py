""""Can my card run what was built on that one?" answered yes first (answers57, issue 28 §1; graded real question F02).

"can my 5090D V2 24G use this inference engine that was built on a 32 GB 5090?" was answered as a comparison: the
training-speed gap led (≈ 37 %, compute and bandwidth), the memory after it, and the sm_120 software floor last, as a
caveat — with no "yes, it runs" anywhere. When an owner asks whether their card can use or run something built on (for,
tested on) another card, and the two share a compute capability (the same kernels, the same builds: NVIDIA's CUDA GPUs
table, ``data/cards.csv``), the answer opens with that yes and its reason; with less memory than the other card, "yes,
if it fits": what was sized for the larger memory must shrink. The speed said beside it is the one an inference engine
runs at — generating tokens reads the weights once a token, so decode follows memory bandwidth
(``spec.bandwidth-first``), not the training compute. Cards of different compute capabilities are left to the
comparison (whether the builds carry the other's kernels is the software's own answer).

Pure: one sentence from the two cards' catalogue rows.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Quantity, Text, msg
from ..models import Comparison
from ..wording import card_param, gb

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

RUNS_ON = re.compile(
    r"(?<![a-z])(?:can|could|will|would|does|do)\s+(?:my|our|a|the|this)?\s*[^?.!]{0,40}?(?<![a-z])"
    r"(?:use|run|handle|load|work\s+with)(?![a-z])[^?.!]{0,60}?(?<![a-z])"
    r"(?:built|made|written|designed|developed|tuned|tested|optimi[sz]ed)\s+(?:on|for|around|with)(?![a-z])|"
    r"(?:能|可以|能不能|可不可以)(?:用|跑|运行|運行)[^？?。!！]{0,30}?(?:基于|基於|为|為|针对|針對|在)[^？?。!！]{0,20}?"
    r"(?:上?(?:开发|開發|做|写|寫|调|調|测试|測試|训练|訓練)的|(?:开发|開發)的)")
"""An owner asking whether their card runs what was built on another ("can my 5090D use this engine built on a 5090?",
"我的4090D能用这个在4090上开发的推理引擎吗？")."""

LESS_MEMORY = frozenset({"ask.owned-less-memory"})
"""The deciding facts the yes-if-it-fits headline says itself (the memory the other card was sized for)."""


def runs_on_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` (a comparison of the owner's card with the card something was built on) led by whether it runs there
    (module docstring); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if (shape is None or not isinstance(answer, Comparison) or not read_as.own or len(read_as.cards) != 2
            or RUNS_ON.search(text.lower()) is None):
        return answer
    mine, other = advisor.card(read_as.cards[0]), advisor.card(read_as.cards[1])
    if (not mine.compute_capability or mine.compute_capability != other.compute_capability
            or not mine.bandwidth_gb_s or not other.bandwidth_gb_s or not mine.memory_gb or not other.memory_gb):
        return answer
    ratio = mine.bandwidth_gb_s / other.bandwidth_gb_s
    params = dict(card=card_param(mine.name), other=card_param(other.name),
                  cc=Text(value=str(mine.compute_capability)),
                  mine=Quantity(value=mine.bandwidth_gb_s, unit="GB/s"),
                  theirs=Quantity(value=other.bandwidth_gb_s, unit="GB/s"),
                  pct=Quantity(value=round(abs(1 - ratio) * 100), unit="%", digits=0))
    if abs(1 - ratio) < 0.05:
        speed = msg("ask.runs-on.speed.same", "Generating tokens follows memory bandwidth ({mine} vs {theirs}): about "
                    "the same decode speed.", **params)
    elif ratio < 1:
        speed = msg("ask.runs-on.speed.slower", "Generating tokens follows memory bandwidth ({mine} vs {theirs}): "
                    "expect decode about {pct} slower.", **params)
    else:
        speed = msg("ask.runs-on.speed.faster", "Generating tokens follows memory bandwidth ({mine} vs {theirs}): "
                    "expect decode about {pct} faster.", **params)
    if mine.memory_gb < other.memory_gb:
        head = msg("ask.runs-on.fits", "Yes, if it fits: {card} has the compute capability of {other} ({cc}), so "
                   "the same builds and kernels run on it; but with {memory} to its {other_memory}, what was sized for "
                   "{other_memory} (a model, a batch, a context) must shrink to fit. {speed}",
                   memory=gb(mine.memory_gb),
                   other_memory=gb(other.memory_gb), speed=speed, **params)
    else:
        head = msg("ask.runs-on.yes", "Yes: {card} has the compute capability of {other} ({cc}) and at least its "
                   "memory, so what was built on it runs as it is. {speed}", speed=speed, **params)
    decides = [c for c in shape.decides if c.message.key not in LESS_MEMORY]
    gone = len(shape.decides) - len(decides)
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": head, "decides": decides, "details": shape.details + 1 + gone})})


__all__ = ["RUNS_ON", "runs_on_first"]
