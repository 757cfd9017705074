"""A pasted architecture error ("sm_120 is not compatible with the current PyTorch installation", "no kernel image
is available for execution on the device"): the owner's card runs, their PyTorch build does not target it. The fact
that decides — the card's compatibility line (a ``compat.*`` rule: the CUDA and PyTorch versions it needs, or the
last build that still targets it) — leads the answer instead of the card's overview (issue 28 §1). Pure."""

from __future__ import annotations

import re

from ..models import Caveat

ARCH_ERROR = re.compile(r"sm_\d{2,3}[^.?!]{0,60}(?:not\s+compatible|unsupported|not\s+supported)|no\s+kernel\s+image"
                        r"(?![a-z])|cuda\s+capability\s+sm_\d{2,3}")
"""The words of PyTorch's and CUDA's architecture errors (CUDA's "no kernel image is available for execution on the
device", also quoted short: "fails with 'no kernel image'")."""


def arch_error_first(text: str, answer):
    """``answer`` with its first ``compat.*`` deciding fact as the headline (the old headline kept as the next fact)
    when ``text`` pastes an architecture error; ``answer`` itself otherwise."""
    shape = getattr(answer, "shape", None)
    if shape is None or not ARCH_ERROR.search(text.lower()):
        return answer
    fact = next((c for c in shape.decides if c.rule_id.startswith("compat.")), None)
    if fact is None:
        return answer
    was = Caveat(rule_id=fact.rule_id, weight=fact.weight, message=shape.headline)
    decides = [was, *[c for c in shape.decides if c is not fact]]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": fact.message,
                                                                       "decides": decides})})


__all__ = ["ARCH_ERROR", "arch_error_first"]
