"""A data-centre card named as out of reach beside the member's own cards (issue 28, F14: "H100/H200 are out of reach
— does the 40B model run on several 4090s?"; the thread turned on the 4090's compute capability 8.9 meeting the FP8
minimum the model's kernels need): the ``fits`` answer on the member's NVIDIA cards says first what they share with
the card named — FP8 (compute capability 8.9+) or BF16 (8.0+), from ``data/precision_support.csv`` (what they lack,
memory and NVLink, the fit's own headline says: ``data/interconnect.csv``). Nothing when no data-centre card is
named, the rig is not NVIDIA's, or the job trains (a fine-tune's own deciding lines stay first: F13, RLHF's four
models).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Text, msg
from ..models import Caveat, Fit
from ..wording import card_param

if TYPE_CHECKING:
    from ..api import Advisor

REFERENCE = re.compile(r"(?<![a-z0-9])(h100|h200|b200|b100|gh200|a100|h800|a800)(?![a-z0-9])")
"""Data-centre cards named as the out-of-reach reference (the first one said is taken)."""


def reference_line(advisor: Advisor, text: str, answer):
    """``answer`` (a ``fits`` answer on the member's cards) with what they share with a data-centre card the text
    names, and what they lack, said first (module docstring); ``answer`` unchanged otherwise."""
    if not isinstance(answer, Fit) or answer.rig is None or answer.shape is None or answer.task != "inference":
        return answer  # fine-tuning keeps its own deciding lines (F13: RLHF's four models)
    m = REFERENCE.search(text.lower())
    if m is None:
        return answer
    try:
        ref = advisor.card(m.group(1))
        own = advisor.card(answer.rig.rig.cards[0].card)
    except AdvisorError:
        return answer
    if own.name == ref.name or own.line == "datacenter" or own.manufacturer != "NVIDIA" or ref.manufacturer != "NVIDIA":
        return answer
    mine, theirs = advisor.rules.precision(own), advisor.rules.precision(ref)
    if mine is None or theirs is None:
        return answer
    params = dict(card=card_param(own.name), ref=card_param(ref.name), cc=Text(value=str(own.compute_capability)))
    if mine.get("fp8") == "1" and theirs.get("fp8") == "1":
        said = msg("ask.reference.fp8", "{card} has FP8 like the {ref} (compute capability {cc}): FP8 models run on "
                   "it.", **params)
    elif mine.get("bf16") == "1" and theirs.get("bf16") == "1":
        said = (msg("ask.reference.bf16-no-fp8", "{card} has BF16 like the {ref} but not its FP8 (from 8.9; {cc} "
                    "here): an FP8 model runs on it only weight-only or quantized.", **params)
                if theirs.get("fp8") == "1" else
                msg("ask.reference.bf16", "{card} has BF16 like the {ref} (compute capability {cc}).", **params))
    else:
        said = msg("ask.reference.none", "{card} has neither BF16 nor FP8 like the {ref} (compute capability {cc}).",
                   **params)
    rest = list(answer.shape.decides)
    if rest and rest[0].rule_id == "cloud.own-vs-rent-2023":  # "should I buy some?": renting is the other half of
        # the answer, said in the same deciding fact (a long reading note leaves room for one: short_form)
        said = msg("ask.reference.rent", "{reference} {rent}", reference=said, rent=rest.pop(0).message)
    lead = Caveat(rule_id="compat.bf16", weight=DECIDING_WEIGHT, message=said)
    return answer.model_copy(update={"shape": answer.shape.model_copy(update={"decides": [lead, *rest]})})
