"""A pasted architecture error ("sm_120 is not compatible with the current PyTorch installation", "no kernel image
is available for execution on the device"): the owner's card runs, their PyTorch build does not target it. The fact
that decides — the card's compatibility line (a ``compat.*`` rule: the CUDA and PyTorch versions it needs, or the
last build that still targets it) — leads the answer instead of the card's overview (issue 28 §1).

An app or tool that says the card is unsupported ("NVIDIA's ChatRTX doesn't support my 5070", "PyTorch says my
1080 Ti is not supported", F16) asks whether the card is the problem: the answer leads with that — the app's build
or list (a Blackwell card whose builds need CUDA 12.8, a card today's CUDA and PyTorch support) or the card's age
(an architecture the newest builds leave out) — and what runs on it meanwhile follows. Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Text, msg
from ..models import Caveat, Verdict
from ..wording import card_param
from .support_first import support_first

if TYPE_CHECKING:
    from ..api import Advisor

ARCH_ERROR = re.compile(r"sm_\d{2,3}[^.?!]{0,60}(?:not\s+compatible|unsupported|not\s+supported)|no\s+kernel\s+image"
                        r"(?![a-z])|cuda\s+capability\s+sm_\d{2,3}")
"""The words of PyTorch's and CUDA's architecture errors (CUDA's "no kernel image is available for execution on the
device", also quoted short: "fails with 'no kernel image'")."""

APP_UNSUPPORTED = re.compile(r"(?:does\s*n[o']?t|do\s*n[o']?t|won'?t|will\s+not|can'?t|cannot)\s+support(?![a-z])|"
                             r"(?:is\s*n'?t|is\s+not|not)\s+(?:yet\s+|officially\s+)?supported|unsupported|"
                             r"no\s+support\s+for|不支持|不支援|不兼容|不相容")
"""Words saying an app or tool does not support the card ("ChatRTX doesn't support it", "unsupported GPU")."""

NOT_THE_CARD = re.compile(r"bf16|bfloat|fp16|fp8|fp4|int8|int4|half[\s-]precision|flash[\s-]?attn|flash[\s-]attention|"
                          r"tensor\s+core|nvlink|p2p|peer[\s-]to[\s-]peer|sli|rocm|directml|mps|metal|vulkan")
"""What an "unsupported" may be said of besides the card (a precision, a feature, another backend): then the
question is not whether the card is supported."""


def arch_error_first(text: str, answer, advisor: Advisor | None = None):
    """``answer`` with its first ``compat.*`` deciding fact as the headline (the old headline kept as the next fact)
    when ``text`` pastes an architecture error; when ``text`` says an app does not support the card
    (:data:`APP_UNSUPPORTED`, ``advisor`` given), led by whether the card or the app is the cause
    (:func:`_app_said`); ``answer`` itself otherwise."""
    shape = getattr(answer, "shape", None)
    if shape is None:
        return answer
    low = text.lower()
    fact = next((c for c in shape.decides if c.rule_id.startswith("compat.")), None)
    if ARCH_ERROR.search(low):
        if fact is None and advisor is not None:  # a fit's answer carries no card verdict (judge32 E12): the rule
            fact = _error_rule(advisor, low, answer)  # that decides the error, by the sm_XX quoted or the card
        if fact is None:
            return answer
        head = fact.message
    elif advisor is not None and APP_UNSUPPORTED.search(low) and not NOT_THE_CARD.search(low):
        head = _app_said(advisor, answer, fact)
        if head is None:
            return answer
    else:
        return support_first(text, answer)  # "will a 5090 work with pytorch?": the compat fact before the price
    if ARCH_ERROR.search(low):
        assert fact is not None
        was = Caveat(rule_id=fact.rule_id, weight=fact.weight, message=shape.headline)
    else:  # what runs on the card meanwhile (F16: Ollama, LM Studio, on its memory) follows the cause
        was = Caveat(rule_id=fact.rule_id if fact is not None else "compat.current-stack",
                     weight=fact.weight if fact is not None else DECIDING_WEIGHT,
                     message=msg("ask.unsupported.meanwhile", "Meanwhile: {what}", what=shape.headline))
    decides = [was, *[c for c in shape.decides if c is not fact]]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "decides": decides})})


_SM = re.compile(r"sm_(\d{2,3})")


def _error_rule(advisor: Advisor, low: str, answer) -> Caveat | None:
    """The ``compat.*`` rule behind an architecture error pasted beside an answer with no card verdict (a fit, judge32
    E12: "2x RTX 5090: PyTorch says sm_120 is not compatible. Can I run Falcon3-10B …?"): the compute capability read
    from the ``sm_XX`` quoted, else from the verdict's card — Blackwell (10.0 and up) needs the cu128 wheels of PyTorch
    2.7 or newer (``compat.blackwell-min``), Maxwell to Volta the older wheels (``compat.pytorch-wheels``); ``None``
    when neither is known, or for a card the current wheels run (Turing to Hopper: the error is not the card's)."""
    m = _SM.search(low)
    cc: float | None = None
    if m is not None:
        digits = m.group(1)
        cc = float(f"{digits[:-1]}.{digits[-1]}")
    elif isinstance(answer, Verdict):
        card = advisor.card(answer.card)
        cc = float(card.compute_capability) if card.compute_capability else None
    if cc is None or 7.5 <= cc < 10.0 or cc < 5.0:
        return None
    reason = advisor.rules.reason("compat.blackwell-min" if cc >= 10.0 else "compat.pytorch-wheels")
    return Caveat(rule_id=reason.rule_id, weight=DECIDING_WEIGHT, message=reason.message)


def _app_said(advisor: Advisor, answer, fact: Caveat | None):
    """Whether the card or the app is the cause, for an NVIDIA card a ``why`` answers: a ``compat.blackwell-min``
    fact (sm_120 needs CUDA 12.8+ builds) or a card today's CUDA and PyTorch support (``data/software_support.csv``
    ``supported``) — the app's build or list; a ``compat.current-stack`` fact (the newest builds leave the
    architecture out, or none runs it) — the card's age. ``None`` for any other answer (a machine, AMD, Intel)."""
    if not isinstance(answer, Verdict):
        return None
    card = advisor.card(answer.card)
    if card.manufacturer != "NVIDIA" or card.compute_capability is None or card.is_system:
        return None
    if fact is not None and fact.rule_id == "compat.current-stack":
        return msg("ask.unsupported.card", "{fact} So the card's age is the cause, not the app.", fact=fact.message)
    if fact is not None:
        return msg("ask.unsupported.build", "{card} is not the problem: the app's build or support list predates "
                   "it. {fact}", card=card_param(card.name), fact=fact.message)
    row = advisor.rules.support(card)
    if row is None or row["status"] != "supported":
        return None
    return msg("ask.unsupported.supported", "{card} is not the problem: today's CUDA and PyTorch builds support it "
               "(compute capability {cc}); the app's own build or support list leaves it out.",
               card=card_param(card.name), cc=Text(value=str(card.compute_capability)))


__all__ = ["APP_UNSUPPORTED", "ARCH_ERROR", "arch_error_first"]
