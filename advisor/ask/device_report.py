"""The asker's own hardware said by what the device reported (issue 27, round 14). Pure: no I/O.

Bug reports name the card they ran on without "my" or "I have": a log line pasted (``name="NVIDIA RTX 5880 Ada
Generation"``, "GPU 0: NVIDIA GeForce RTX 3090", "Vulkan1 NVIDIA RTX A2000 12GB"), a failure on it ("I am unable to
run the GLM-4.5-Air … model on an RTX 5090", "no offload on NVIDIA GeForce RTX 3050 Laptop GPU"), the hardware said as
a statement ("The GPU is an RTX4060TI with 8GB of Vram") or a speed measured on it ("RTX 4090 16VRAM / I just got 1
FPS"). Each says the card is the asker's (:meth:`advisor.ask.reader.Reader._owner` reads it only where a card or an
unknown device was read, and never in a buyer's question). The patterns are behind the reader's literal gate
(:mod:`advisor.ask.gate`).
"""

from __future__ import annotations

import re

from .gate import gate_module
from .pasted_owner import pasted_owner

_MAKER = r"(?:nvidia|amd|intel|geforce|radeon|tesla|quadro)"

# a pasted log or environment line naming the device (Ollama's 'name="NVIDIA …"', "GPU 0: NVIDIA …", "Device 1:
# AMD …", llama.cpp's "Vulkan0 (Intel(R) Arc(TM) …)", "CUDA0 NVIDIA …")
_LOG_LINE = re.compile(rf"(?<![a-z])name\s*=\s*\"?{_MAKER}|"
                       rf"(?<![a-z])(?:gpu|device)\s*\d\s*[:：]\s*{_MAKER}|"
                       rf"(?<![a-z])(?:vulkan|cuda|rocm)\d\s*[:(]?\s*{_MAKER}")

# a failure on it: "I am unable to run … on an RTX 5090", "no offload on … GPU", "no offloading to the gpu"; an error
# addressing the asker's card ("Your Tesla T4 GPU has compute capability 7.5") or refusing a load on it ("… exceeds
# max-model-memory")
_FAILED_ON = re.compile(r"(?<![a-z])(?:i\s+am|i'?m|we\s+are|we'?re|i\s+was|we\s+were)\s+(?:still\s+)?unable\s+to\s+"
                        r"(?:run|load|use|start|get|launch|serve)(?![a-z])|"
                        r"(?<![a-z])no\s+(?:gpu\s+)?offload(?:ing)?\s+(?:on|to)(?![a-z])|"
                        # an issue's title or line with no subject: "Not able to run on NVIDIA GeForce RTX 5070 laptop
                        # it is saying new architecture not supported", "can't get it to run on my 6700 xt" (reader35)
                        r"(?:^|(?<=[:.!?]\s)|(?<=[:.!?]))\s*not\s+able\s+to\s+(?:run|load|use|start|launch)(?![a-z])|"
                        r"(?<![a-z])(?:i\s+)?(?:can'?t|cannot|couldn'?t|could\s+not)\s+get\s+(?:it|this|the\s+\w+)\s+to\s+"
                        r"(?:run|load|work|start)\s+on(?![a-z])|"
                        r"(?<![a-z])your\s+[a-z0-9 .-]{2,40}?\s+gpu\s+has\s+(?:compute\s+capability|\d)|"
                        # a load refused, its error pasted: "Model 'gemma-4-31b-it-4bit' (18.00GB) exceeds
                        # max-model-memory (16.00GB). Mac mini 24G", "exceeds available VRAM"
                        r"(?<![a-z])(?:exceeds|exceeded)\s+(?:the\s+)?(?:max(?:imum)?[-\s]+)?(?:model[-\s]+|gpu[-\s]+|"
                        r"available[-\s]+|device[-\s]+)?(?:memory|vram)(?![a-z])")

# the hardware said as a statement ("The GPU is an RTX4060TI", "the graphics card is a GTX 1070")
_SPEC_SAID = re.compile(rf"(?<![a-z])the\s+(?:gpu|graphics\s+card|video\s+card)\s+is\s+(?:an?\s+)?(?:{_MAKER}\s+)?"
                        r"(?:rtx|gtx|rx|arc|[a-z]?\d{3,4})")

# a speed measured on it: "I just got 1 FPS", "I only get 2 it/s", "i'm getting 5 tok/s" (never "would I get 30
# tok/s on a 4090?", a speed guessed)
_MEASURED = re.compile(r"(?<![a-z])(?<!would\s)(?<!will\s)(?<!could\s)(?<!can\s)(?<!do\s)(?<!should\s)(?<!might\s)"
                       r"i\s*(?:'m|\s+am)?\s+(?:just\s+|only\s+)?(?:got|get|getting)\s+(?:only\s+|about\s+|"
                       r"around\s+|~)?\d+(?:\.\d+)?\s*(?:fps|it/s|s/it|tok(?:en)?s?/s|t/s)(?![a-z])")


def reported(low: str) -> bool:
    """Whether ``low`` (the question as typed, lower case) says what a device reported or did for the asker: a log
    line naming it, a failure on it, the hardware said as a statement, or a speed measured (see the module)."""
    return bool(_LOG_LINE.search(low) or _FAILED_ON.search(low) or _SPEC_SAID.search(low) or _MEASURED.search(low)
                or pasted_owner(low))  # an nvidia-smi row, an issue form, a first-person account (reader37)


# cards joined by a plus ("2x 3060 12gb + 1x 3090", "4060ti+4070") or said of one machine ("in one box", "a mixed
# rig", "1x4090 + 2x3090 rig"): in one machine
_JOINED = re.compile(r"(?:\d|ti|super|xtx?|gb?)\s*[+＋]\s*(?:\d+\s*x\s*)?(?:nvidia\s+|geforce\s+|amd\s+)?"
                     r"(?:rtx|gtx|rx|arc|tesla|[a-z]?\d{3,4})|"
                     r"(?<![a-z])(?:in|on)\s+(?:one|the\s+same|a\s+single)\s+(?:box|machine|server|pc|rig|computer|"
                     r"system|motherboard)(?![a-z])|(?<![a-z])mixed(?![a-z])")


def joined(low: str) -> bool:
    """Whether ``low`` (the question as typed, lower case) joins cards with a plus or says them in one machine."""
    return bool(_JOINED.search(low))


def one_machine(low: str) -> bool:
    """Whether ``low`` (the question as typed, lower case) lists two devices or more by a program's lines ("Vulkan0
    Intel Arc Pro B60, Vulkan1 NVIDIA RTX A2000", "GPU 0: … GPU 1: …"): one machine's cards, never cards weighed."""
    return len(_LOG_LINE.findall(low)) >= 2


gate_module(globals())
