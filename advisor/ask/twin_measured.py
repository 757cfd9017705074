"""A card's measured decode on a model of the same build, beside its estimate for the model asked (fix72c #4: "how fast
is llama 3.1 8b on a 3080 ti?" said only ≈ 124 tok/s estimated, while ``data/performance/llm_decode.csv`` holds the
card's measured 107 tok/s on Llama 3 8B in the same Q4_K_M — the same parameters, layers, hidden size, KV heads and
feed-forward size, :func:`advisor.fits.twins.same_build`; only the window differs, which a batch-1 decode at a short
context does not read).

A one-card fit of an LLM whose decode on the card is an estimate, where a model of the same build has a published
measurement on that card at the same quantisation and context (:meth:`advisor.workload.DecodeSpeeds.of`), says that
measurement first among its deciding facts (after the yes or no when a speed target is asked) — labelled as measured
on that model, with its source — so the figure a user can check stands beside the estimate. Pure but for the advisor's
decode figures."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..fits import estimate
from ..fits.twins import same_build
from ..i18n import Quantity, Text, msg
from ..models import Caveat
from ..models.fit import Fit
from ..wording import card_param
from ..workload import QUANTS

if TYPE_CHECKING:
    from ..api import Advisor

WEIGHT = 5.0
"""The measurement's weight among the deciding facts (above a caveat's 3: a checked figure for the speed asked)."""


def twin_measured(advisor: Advisor, read_as: Any, answer: Any) -> Any:
    """``answer`` (a one-card fit of an LLM, its decode estimated) with the card's measured decode on a model of the
    same build first among its deciding facts (module docstring); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    rig = getattr(answer, "rig", None)
    speed = getattr(rig, "speed", None)
    if (not isinstance(answer, Fit) or shape is None or speed is None or speed.kind != "estimated"
            or answer.task != "inference" or len(read_as.cards) != 1 or speed.count != 1):
        return answer
    try:
        arch = advisor.llm_models.resolve(getattr(answer.model, "name", str(answer.model)))
        card = advisor.card(speed.device)
    except (AdvisorError, KeyError, ValueError):
        return answer
    for name in same_build(arch.name):
        try:
            twin = advisor.llm_models.resolve(name)
        except (AdvisorError, KeyError, ValueError):
            continue
        found = advisor.speeds.of(card, estimate(twin, "inference", answer.precision, answer.context_tokens,
                                                 answer.batch))
        if found is None or found.kind != "measured":
            continue
        said = msg("ask.twin-measured", "Measured on {twin}, the same size and build as {model}: {measured} on {card} "
                   "({quant}; {source}), against the {estimated} estimated for {model}.", twin=card_param(twin.name),
                   model=card_param(arch.name), measured=Quantity(value=round(found.tok_s), unit="tok/s"),
                   card=card_param(card.name), quant=Text(value=QUANTS.get(answer.precision, answer.precision)),
                   source=found.source, estimated=Quantity(value=round(speed.tok_s), unit="tok/s"))
        fact = Caveat(rule_id="llm.decode", message=said, weight=WEIGHT)
        after = 1 if getattr(read_as, "speed_tps", None) is not None and shape.decides else 0  # a speed target asked
        # ("40 tok/s on llama 70b?"): its yes or no stays first, the measurement beside it (mend52b)
        decides = [*shape.decides[:after], fact, *shape.decides[after:]]
        return answer.model_copy(update={"shape": shape.model_copy(update={"decides": decides})})
    return answer


__all__ = ["twin_measured"]
