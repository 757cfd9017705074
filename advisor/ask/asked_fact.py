"""An owner's answer led by the fact the question asked (answers57, issue 28 §1: the short form leads with the
deciding fact). "can we still put 1080 Tis in our lab server?" (the GeForce licence), "does the 3090 support
peer-to-peer?", "ROCm installed but PyTorch reports no GPU" (the setup), "out of memory at the higher resolution"
(tiles, offload, the steps up): the owner's capability block ("11 GB, slowly: images up to …; ResNet-50 …; LLMs up to
…", :func:`advisor.owner.overview`) was the headline and the asked fact came on the next line. When a fact the
question raised (a concern, weighed :data:`advisor.concerns.DECIDING_WEIGHT`) is among the deciding facts of an
owner's answer whose headline is only that overview, the fact is the headline and the overview follows it as the
first deciding fact. An answer whose headline is already a job's fit, or with no asked fact, is left as it is.

Pure: it moves messages of the answer's own shape, adding none.
"""

from __future__ import annotations

from ..concerns import DECIDING_WEIGHT
from ..models import Caveat
from ..owner import RULE

OVERVIEW_KEYS = frozenset({"owner.overview", "owner.overview.pace"})
"""The keys of the owner's capability block (:func:`advisor.owner.overview`)."""


def asked_fact_first(answer):
    """``answer`` with the question's own fact as its headline and the owner's overview after it (module
    docstring); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or shape.asked != "own" or shape.headline.key not in OVERVIEW_KEYS:
        return answer
    fact = next((c for c in shape.decides if c.weight >= DECIDING_WEIGHT), None)
    if fact is None:
        return answer
    overview = Caveat(rule_id=RULE, message=shape.headline, weight=fact.weight)
    rest = [c for c in shape.decides if c is not fact]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": fact.message,
                                                                         "decides": [overview, *rest]})})


__all__ = ["OVERVIEW_KEYS", "asked_fact_first"]
