"""A project no table knows, asked in a short form beside one card or one memory ("VGen on a 3090?", "is a 3090 enough
for VGen", "Is 24GB enough for OpenVLA?", fix78d): no figure of its need is invented, no card's buying verdict nor a
generic summary of the memory given. :func:`project_short` says that the project is in none of the tables, the
memory of the card (or the memory said), and asks for the project's stated requirement (its README or paper), as
:mod:`advisor.ask.project_time` does for a time asked. Pure: the advisor's card catalog only."""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Message, Text, msg
from ..image_needs import find_generator
from ..wording import card_param, gb, join
from .project_time import _KNOWN

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

_NAME = re.compile(r"(?<![A-Za-z0-9_-])(?<![A-Za-z0-9_]\.)(?:[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|"
                   r"(?=[A-Za-z]*[a-z])[A-Z][A-Za-z]*[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*|[A-Z]{2,}[A-Za-z0-9]*-[A-Z][A-Za-z0-9]*)(?![A-Za-z0-9_(-]|\.\w)")
"""A project's code name as its authors write it: with an underscore ("LIC_TCM"), in mixed case with two capitals or
more ("VGen", "OpenVLA", "DimensionX"), or capitals joined by a hyphen ("SEED-Story"). A name in a dotted path or
called ("torch.cuda.is_available()") is code, never a project (round 30 mend: fix78d had read it as one)."""
_ASKED = re.compile(r"(?<![a-z])(?:enough|on\s+(?:a|an|my|the)|run|runs|handle|work\s+on|fit)(?![a-z])"
                    r"|够|夠|能跑|能不能跑|跑得动|跑得動|可以跑")
"""Words of a short question whether a card or a memory does for the project."""
_WORDS = _KNOWN | frozenset({
    "lora", "qlora", "moe", "llm", "llms", "gib", "mib", "tflops", "gflops", "tops", "gpus", "cpus", "tpus", "ssds",
    "nvlink", "pcie", "xformers", "flashattention", "controlnet", "dreambooth", "tensorrtllm", "langchain",
    "lmstudio", "koboldcpp", "exllama", "exllamav2", "autogpt", "openwebui", "sillytavern", "directx", "opencl",
    "onnx", "mlx", "cuda", "rocm", "oneapi", "ipex", "gguf", "safetensors", "textgen", "oobabooga", "invokeai",
    "automatic1111", "forgeui", "swarmui", "kohya", "unsloth", "axolotl", "llamafactory", "huggingfacehub"})
"""Mixed-case words of tools, formats, makers and units, never a project asked about (with :data:`_KNOWN`)."""


def project_short(advisor: Advisor, text: str, read_as: ReadAs) -> Message | None:
    """The answer to a short question whether one card or one memory does for a project no table knows (module
    docstring), or ``None``."""
    said = unicodedata.normalize("NFKC", text)
    low = said.lower()
    memory_said = [m for m in (read_as.memory_gb or []) if m]
    if read_as.budget is not None or read_as.model is not None or read_as.generator is not None or any(
            (read_as.use_case, read_as.task, read_as.job)) or read_as.topic not in (None, "enough") or (
            len(read_as.cards) + (1 if not read_as.cards and len(memory_said) == 1 else 0)) != 1 or (
            find_generator(low) is not None or not _ASKED.search(low) or len(low.split()) > 12):
        return None
    names = [m.group(0) for m in _NAME.finditer(said) if re.sub(r"[\W_]", "", m.group(0).lower()) not in _WORDS]
    if len(names) != 1:
        return None
    name = names[0]
    if read_as.cards:
        try:
            card = advisor.card(read_as.cards[0])
        except AdvisorError:
            return None
        if re.sub(r"[\W_]", "", name.lower()) in card.name.lower().replace(" ", ""):
            return None  # the card's own name ("GeForce")
        memory = msg("project-short.card", "{card} has {memory} of memory.", card=card_param(card.name),
                     memory=gb(card.memory_gb or 0.0))
    else:
        memory = msg("project-short.memory", "You said {memory} of GPU memory.", memory=gb(memory_said[0]))
    lead = msg("project-short.lead", "I have no figure for what {name} needs: it is in none of my tables, so I will "
               "not guess whether it fits.", name=Text(value=name))
    tell = msg("project-short.tell", "Its README or paper usually states the GPU memory it needs (to run it, or to "
               "train it): tell me that figure, or the model it is built on and its size, and I will weigh it "
               "against this memory.")
    return join([lead, memory, tell])


__all__ = ["project_short"]
