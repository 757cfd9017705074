"""A 2-3-bit level offered as the way a model fits the owner's machine, with a smaller model beside it (fix75b #7,
closing29): "can my m1 macbook air 8gb run llama 3 8b" was offered Q2_K (+3.52 perplexity on Llama 3 8B in
llama.cpp's quantize table) as the answer. A 2-3-bit level loses much of a model's quality; the comfortable pick is a
smaller model at 4-bit or better that the machine holds with room — the one the machine's own list names for chat
(``fits --card``: :mod:`advisor.owned`). On a unified-memory machine the memory said is the GPU's default share of
the whole (Metal's recommendedMaxWorkingSetSize, about 70 %: ``data/memory_reserve.csv`` ``macos-wired-limit``,
``data/systems.csv``), said so. Pure but for the advisor's estimates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..i18n import Text, msg
from ..models import Fit, RigFit
from ..wording import gb, join

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


def _smaller(advisor: Advisor, card: str, model: str) -> Any:
    """The chat model the machine's own list names (``fits --card``), else its largest dense one; ``None`` if none."""
    try:
        runs = advisor.fits(None, card=card)
    except AdvisorError:
        return None
    listed = [m for m in getattr(runs, "models", []) if m.model != model]
    return next((m for m in listed if m.role == "chat"), None) or next(
        (m for m in listed if m.role == "largest-dense"), None)


def smaller_beside_low(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (an owner's ``fits`` whose way to fit is a 2-3-bit level: ``owned.fits.with-low``) with a smaller
    model at 4-bit or better said after its lead (module docstring); ``answer`` itself otherwise."""
    rig = getattr(answer, "rig", None)
    shape = getattr(answer, "shape", None)
    if (not isinstance(answer, Fit) or not isinstance(rig, RigFit) or shape is None or rig.message.key != (
            "owned.fits.with-low") or len(read_as.cards) != 1 or read_as.model is None):
        return answer
    try:
        card = advisor.card(read_as.cards[0])
    except AdvisorError:
        return answer
    small = _smaller(advisor, card.name, read_as.model.name)
    if small is None:
        return answer
    share = card.llm_memory_gb or card.memory_gb or 0.0
    whole = card.memory_gb or share
    memory = msg("fix75b.low.share", "the {share} of its {whole} that macOS gives the GPU by default (Metal's "
                 "recommendedMaxWorkingSetSize, about 70 %)", share=gb(share), whole=gb(whole)) if (
        share < whole and card.name.startswith("Apple")) else gb(share)
    note = msg("fix75b.low.smaller", "A 2-3-bit level loses much of a model's quality; on {memory}, the comfortable "
               "pick is a smaller model at 4-bit or better, such as {model} in {quant} (about {need}).", memory=memory,
               model=Text(value=small.model), quant=Text(value=small.quant), need=gb(round(small.need_gb, 1)))
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([shape.headline, note])})})


__all__ = ["smaller_beside_low"]
