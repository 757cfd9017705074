"""How long a project the tables do not know takes on a card, asked by its name (fix76a; judge30).

judge30's real question: "how long is a full LIC_TCM training on an RTX 3090?" got the RTX 3090's buying review
("RECOMMENDED"): the project (a learned image-compression model's code) is in none of the tables, and the time asked is
its own. :func:`project_time` answers such a question — a time asked ("how long", "多久"), a project named by a name
no table has (a code name: "LIC_TCM", "VGen", "SEED-Story"), one card named, no model, generator or budget read — by
saying so, what decides the time (the dataset, the steps or epochs, the batch), the card's memory (the batch of the
authors' run must fit it), and what to tell: the authors' time on their GPUs, which the README or paper usually
gives. Pure: the advisor's card catalog only.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Message, Text, msg
from ..image_needs import find_generator
from ..wording import card_param, gb, join

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

_TIME = re.compile(r"(?<![a-z])(?:how\s+long|how\s+many\s+(?:hours|days|minutes)|how\s+much\s+time)(?![a-z])|"
                   r"多久|多长时间|多長時間|多少时间|多少時間|几天|幾天|几个小时|幾個小時|多少小时|多少小時")
"""A time asked."""
_TRAIN = re.compile(r"(?<![a-z])(?:train\w*|fine[\s-]?tun\w*|finetun\w*)(?![a-z])|训练|訓練|微调|微調")
_RUN = re.compile(r"(?<![a-z])(?:run\w*|infer\w*|generat\w*|render\w*)(?![a-z])|推理|运行|運行|生成|跑")
_NAME = re.compile(r"(?<![A-Za-z0-9_-])(?:[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[A-Z][a-z]*[A-Z][a-z]+[A-Za-z0-9]*"
                   r"(?:-[A-Za-z0-9]+)*|[A-Z]{2,}[A-Za-z0-9]*-[A-Z][A-Za-z0-9]*)(?![A-Za-z0-9_-])")
"""A project's code name as its authors write it: with an underscore ("LIC_TCM"), in camel case ("VGen",
"DimensionX"), or capitals joined by a hyphen ("SEED-Story")."""
_KNOWN = frozenset({"geforce", "pytorch", "tensorflow", "comfyui", "deepspeed", "huggingface", "macbook", "youtube",
                    "openai", "chatgpt", "deepseek", "llamacpp", "vllm", "sglang", "tensorrt", "jetson", "quadro",
                    "radeon", "openvino", "directml", "onnxruntime", "github", "colab", "runpod", "vastai",
                    "lambdalabs", "macos", "iphone", "ipad", "playstation", "xbox", "windows", "linux", "ubuntu"})
"""Camel-case names of tools, makers and products, never a project asked about."""


def _project(text: str) -> str | None:
    """The project's name ``text`` says (:data:`_NAME`), or ``None``."""
    for found in _NAME.finditer(text):
        name = found.group(0)
        if re.sub(r"[\W_]", "", name.lower()) not in _KNOWN:
            return name
    return None


def project_time(advisor: Advisor, text: str, read_as: ReadAs) -> Message | None:
    """The answer to a time asked of a project no table knows, on one card (module docstring), or ``None``."""
    said = unicodedata.normalize("NFKC", text)
    low = said.lower()
    if read_as.budget is not None or read_as.model is not None or len(read_as.cards) != 1 or not _TIME.search(low) \
            or find_generator(low) is not None or read_as.command not in ("why", "compare", "fits", "none"):
        return None
    training = _TRAIN.search(low) is not None
    if not training and not _RUN.search(low) or (name := _project(said)) is None:
        return None
    try:
        card = advisor.card(read_as.cards[0])
    except AdvisorError:
        return None
    if card.name.lower().replace(" ", "").find(re.sub(r"[\W_]", "", name.lower())) >= 0:
        return None  # the card's own name ("GeForce")
    what = Text(value=name)
    lead = msg("project-time.train", "I have no figure for how long {name} takes to train: it is in none of my "
               "tables, and its time depends on its dataset, the steps or epochs and the batch.", name=what) \
        if training else msg("project-time.run", "I have no figure for how long {name} takes to run: it is in none "
                             "of my tables, and its time depends on the input's size and the settings.", name=what)
    memory = msg("project-time.card", "{card} has {memory}: the authors' batch must fit in it, or a smaller batch "
                 "(with gradient accumulation) takes longer.", card=card_param(card.name),
                 memory=gb(card.memory_gb or 0.0)) \
        if training else msg("project-time.card.run", "{card} has {memory}: the model must fit in it, or offloading "
                             "to system RAM slows it down.", card=card_param(card.name),
                             memory=gb(card.memory_gb or 0.0))
    tell = msg("project-time.tell", "Its README or paper usually gives the time on the authors' GPUs: tell me that "
               "time and their card, and I will weigh it against yours.")
    return join([lead, memory, tell])


__all__ = ["project_time"]
