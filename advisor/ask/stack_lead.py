"""A question about an AMD or Intel card's software leads with where the software stands on it (issue 28, grade23
kind A): "does ROCm support my RX 7800 XT for PyTorch?", "my RX 6700 XT: does PyTorch ROCm work on it?", "any ROCm
benchmarks for the 6800 XT?", "a770能跑pytorch吗" — the route that works and its standing (officially, unofficially,
or none with what remains: :func:`advisor.stack_status.standing`) is the answer's first line, before any verdict on
value or list of cards.

For one card (``why``, ``fits``) the sentence becomes the headline and the headline before follows it — unless that
headline only said the card's ROCm standing again (a "firm no" the sentence now qualifies, or the same-chip sentence
in longer words), which it replaces; a concern that leads (:mod:`advisor.concerns`: "I installed ROCm … but PyTorch
reports no GPU" is the setup's) keeps the lead. In a comparison each AMD or Intel card's sentence is said first among
the deciding facts (the comparison's own headline, speed and value, stays). The stack sentences the answer said already
elsewhere are dropped (said once). Pure.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message
from ..models import Caveat
from ..stack_os import ENGINES, engine_lead, engine_named, platform_lead
from ..stack_status import standing
from .arc_llm import arc_llm_road
from .cuda_tools import TOOLS, tools_named, tools_said
from .word_gate import needs

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

_B, _E = r"(?<![a-z0-9])", r"(?![a-z0-9])"  # word edges that hold beside Chinese ("能用pytorch吗")
ASKED = re.compile(
    rf"{_B}(?:rocm|py ?torch|torch|hip(?: sdk)?|directml|zluda|xpu|ipex|one ?api|tensorflow|unsupported|"
    rf"support(?:s|ed)?){_E}|{_B}compatib|"
    rf"{_B}(?:does|do|will|would|can) (?:it|that|this|they|rocm|pytorch) (?:even |still |actually )?work|"
    rf"{_B}work(?:s|ing)? (?:with|on|under) (?:rocm|pytorch|linux|windows)|"
    r"支持|兼容|能用吗|能不能用|可以用吗|可不可以用|能用嗎|可以用嗎|驅動|驱动")
"""The words of a question about the card's software (module docstring), matched on the question in lower case after
NFKC."""

STACK_SAID = frozenset({"rules.rocm.supported", "rules.rocm.same-chip", "rules.rocm.same-chip-windows",
                        "ask.amd-owner.same-chip", "rules.intel-arc", "rules.rocm.not-listed", "rules.rocm.listed-as",
                        "owner.overview.no-pytorch", "owner.overview.no-pytorch-nothing",
                        "rocm.override.listed"})
"""The sentences the standing says again or qualifies: dropped where they stand alone, and a headline that says one
of them is replaced rather than kept."""

PYTORCH_NOTES = frozenset({"rules.current-stack", "rules.blackwell-min"})
"""PyTorch's notes on a card (``compat.current-stack``: the last PyTorch wheels that run it; ``compat.blackwell-min``:
CUDA 12.8 / PyTorch 2.7 for a Blackwell card): said only where the stack is PyTorch (fix61e #6)."""
OFFER_LEADS = ("ask.offer.server-card.",)
"""Headlines that keep the lead over the stack's sentence: a used server card's offer for LLM inference weighed
(:mod:`advisor.ask.offer_server_card`: "p40 24gb for 150, still viable for llama.cpp?" is first a question of its
price and costs; the engine's road follows them)."""
OWN_RUNTIME = frozenset({"llama", "ollama", "lmstudio"})
"""The engines of :data:`advisor.stack_os.ENGINES` that bring their own CUDA runtime and no PyTorch (llama.cpp,
Ollama, LM Studio); vLLM runs on PyTorch."""
PYTORCH_ASKED = re.compile(
    rf"{_B}(?:py ?torch|torch|tensorflow|jax|transformers|diffusers|comfyui|xpu|ipex|directml|zluda|vllm|sglang|"
    rf"train(?:s|ing)?|fine[\s-]?tun\w*|lora|qlora|unsloth){_E}|训练|訓練|微调|微調")
"""Words that bring PyTorch into the question beside an engine of :data:`OWN_RUNTIME` ("ollama and pytorch on a
5090", "llama.cpp, and fine-tuning too"): PyTorch's notes stay."""


def own_runtime_only(text: str) -> bool:
    """Whether ``text`` names an engine that brings its own runtime (:data:`OWN_RUNTIME`, the first engine named) and
    nothing that runs on PyTorch (:data:`PYTORCH_ASKED`): PyTorch's notes (:data:`PYTORCH_NOTES`) do not apply."""
    low = unicodedata.normalize("NFKC", text).lower()
    m = ENGINES.search(low)
    return m is not None and m.lastgroup in OWN_RUNTIME and PYTORCH_ASKED.search(low) is None


def _without_pytorch_notes(answer: Any) -> Any:
    """``answer`` with PyTorch's notes (:data:`PYTORCH_NOTES`) taken out of its shape's deciding facts and caveats."""
    shape = answer.shape
    decides = [c for c in shape.decides if not c.message.keys & PYTORCH_NOTES]
    caveats = [c for c in shape.caveats if not c.message.keys & PYTORCH_NOTES]
    if len(decides) == len(shape.decides) and len(caveats) == len(shape.caveats):
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": decides, "caveats": caveats})})


def asks_stack(text: str) -> bool:
    """Whether ``text`` asks about a card's software (:data:`ASKED`)."""
    return ASKED.search(unicodedata.normalize("NFKC", text).lower()) is not None


def _stands_for(m: Message | None) -> bool:
    """Whether ``m`` is a verdict on the card's software standing alone (a key of :data:`STACK_SAID` in it, and no
    figure of a fit or a job: its own key a verdict's or a stack sentence's)."""
    if m is None:
        return False
    return bool(m.keys & STACK_SAID) and (m.key in STACK_SAID or m.key.startswith(("why.", "verdict.", "shape.why")))


@needs(ASKED, ENGINES, TOOLS, unchanged="answer")  # software asked, an engine or a tool named (perf35)
def stack_first(advisor: Advisor, text: str, read_as: ReadAs, answer: Any, windows: bool = False) -> Any:
    """``answer`` led by the standing of the AMD or Intel cards ``read_as`` names, when ``text`` asks about their
    software (module docstring), and by whether an LLM engine ``text`` names runs on Windows for any card or machine
    (:func:`advisor.stack_os.engine_lead`; ``windows``: the question before named Windows); an LLM run on Intel cards
    with llama.cpp's road on them (:func:`advisor.ask.arc_llm.arc_llm_road`, judge31); any other answer as it is."""
    return arc_llm_road(advisor, read_as, _stack_first(advisor, text, read_as, answer, windows))


def _stack_first(advisor: Advisor, text: str, read_as: ReadAs, answer: Any, windows: bool = False) -> Any:
    """:func:`stack_first` but for the Intel LLM road."""
    shape = getattr(answer, "shape", None)
    market_id = getattr(getattr(answer, "market", None), "id", None)
    tools = tools_named(text)  # bitsandbytes, Unsloth, FlashAttention, xFormers: their standing first (break43 #2)
    if shape is None or not read_as.cards or market_id is None or not (
            asks_stack(text) or engine_named(text) or tools) or (
            shape.headline is not None and shape.headline.key.startswith("fact.concerns.")):
        return answer  # a concern answers the question asked ("PyTorch reports no GPU": the setup first)
    own = own_runtime_only(text)
    if own:  # Ollama, llama.cpp, LM Studio: no PyTorch, so none of its notes (fix61e #6)
        answer = _without_pytorch_notes(answer)
        shape = answer.shape
    market = advisor.catalog.market(market_id)
    said: list[Message] = []
    roads: list[Message] = []  # an own-runtime engine's road on a card, context after a model's fit (fix63e #5)
    for name in dict.fromkeys(read_as.cards):
        try:
            card = advisor.card(name)
        except Exception:  # noqa: BLE001 (a name the reading kept that the catalogue no longer resolves: nothing)
            continue
        if (tool := None if own else tools_said(card, tools)) is not None:
            said.append(tool)
        # PyTorch's standing (ROCm, XPU) only where PyTorch runs: an LM Studio, Ollama or llama.cpp answer says that
        # engine's own road instead (fix63e #5: an Arc B580's LM Studio fit led with PyTorch's XPU build)
        found = None if own else standing(advisor.rules, market, card)
        model = read_as.model is not None or read_as.users is not None  # the engine's road on a card with no OS
        # named is context to a model's fit or speed asked ("is an a770 quick enough for a 14b model in llama.cpp": the
        # fit and its speed decide) or to users served ("单卡4090能支持十个用户并发吗" with vLLM: the yes and its
        # figures decide, round 29)
        lead = engine_lead(text, card, windows, model)  # vLLM on Windows, on any card (fix56a #3)
        if lead is None and found is not None:  # "… in windows", "does the arc a770 support rocm": the platform
            lead = platform_lead(text, card, model)  # asked, first (fix51c)
        if lead is not None:
            said.append(lead)
        elif own and model and (road := engine_lead(text, card, windows)) is not None:
            roads.append(road)  # the fit decides; the engine's road on the card follows it
        if found is not None:
            said.append(found[1])
    if not said and not roads:
        return answer
    rest = [c for c in shape.decides if not (c.message.key in STACK_SAID or _stands_for(c.message))]
    caveats = [c for c in shape.caveats if not (c.message.key in STACK_SAID or _stands_for(c.message))]
    first = [Caveat(rule_id="vendor.rocm-list", message=m, weight=DECIDING_WEIGHT) for m in said]
    rest = [*(Caveat(rule_id="vendor.rocm-list", message=m, weight=DECIDING_WEIGHT) for m in roads), *rest]
    update: dict[str, Any]
    if not said:
        update = {"decides": rest, "caveats": caveats}
    elif read_as.command == "compare" or len(dict.fromkeys(read_as.cards)) > 1 or shape.headline is None:
        update = {"decides": [*first, *rest], "caveats": caveats}
    elif shape.headline.key.startswith(OFFER_LEADS):  # a used server card's offer leads: its engine's road follows
        update = {"decides": [*rest, *first], "caveats": caveats}
    else:
        gone = _stands_for(shape.headline) or (own and bool(shape.headline.keys & PYTORCH_NOTES))
        before = [] if gone else [Caveat(rule_id="vendor.rocm-list", message=shape.headline, weight=DECIDING_WEIGHT)]
        update = {"headline": said[0], "decides": [*first[1:], *before, *rest], "caveats": caveats}
    return answer.model_copy(update={"shape": shape.model_copy(update=update)})


__all__ = ["ASKED", "OWN_RUNTIME", "PYTORCH_ASKED", "PYTORCH_NOTES", "asks_stack", "own_runtime_only",
           "stack_first"]
