"""The software road of an Intel Arc owner asking about running LLMs (judge31 E10, E11): "How much of a lift is it to
get Mistral 7B running on an Intel Arc A770?" was answered with the memory and speed alone, and "Do Intel ARC GPUs
work with text-generation-webui? I have a dual A770" with "PyTorch runs on Intel Arc through Intel's XPU backend".
On Intel the lift is the software, not the memory: the deciding sentence is the road llama.cpp (SYCL or Vulkan
builds) and IPEX-LLM (its llama.cpp and Ollama builds) take on the card (:func:`advisor.engine_cards.engine_any_os`,
its sources), said right after the headline of an LLM run's answer on Intel cards alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..engine_cards import engine_any_os
from ..errors import AdvisorError
from ..models import Caveat

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

ROAD = "stack.os.engine-llama-intel-any"
"""The sentence of llama.cpp's road on an Intel card (:func:`advisor.engine_cards.engine_any_os`)."""
SAID = ("stack.os.engine-llama-intel", "stack.os.ollama-intel", "stack.os.vllm-intel", ROAD)
"""Sentences that already give an engine's road on an Intel card: none is said twice."""


def arc_llm_road(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` with llama.cpp's road on the Intel card read said first after its headline, when every card read is
    Intel's and the job is running an LLM (``use_case`` llm, or a model read with no other use case; not training,
    whose road is PyTorch's XPU build); ``answer`` itself otherwise or when an engine's road on the card is said."""
    shape = getattr(answer, "shape", None)
    if shape is None or shape.headline is None or not read_as.cards or read_as.task not in (None, "inference"):
        return answer
    if not (read_as.use_case == "llm" or read_as.model is not None and read_as.use_case is None):
        return answer
    try:
        cards = [advisor.card(n) for n in dict.fromkeys(read_as.cards)]
    except AdvisorError:
        return answer
    if not all(c.manufacturer == "Intel" for c in cards):
        return answer
    said = shape.headline.keys.union(*(c.message.keys for c in [*shape.decides, *shape.caveats]))
    if any(k.startswith(SAID) for k in said):
        return answer
    road = engine_any_os("llama", "Intel", cards[0])
    if road is None:
        return answer
    lead = Caveat(rule_id="vendor.mainstream", message=road, weight=DECIDING_WEIGHT)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [lead, *shape.decides]})})


__all__ = ["arc_llm_road"]
