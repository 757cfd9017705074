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
                       # "GPU_1: RX 6700 XT 12GB": an index with an underscore, a card's series for its maker (reader47)
                       rf"(?<![a-z])(?:gpu|device)[\s_]*\d\s*[:：]\s*(?:{_MAKER}|rtx|gtx|rx|arc)(?![a-z])|"
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

# a card used rather than bought (fix69b, judge28 #12, #15, #17; never a slowness asked: "is training slower on a 4090
# than on an A100?"): rented on a notebook service or a cloud ("on Colab
# A100-40GB", "Kaggle's T4", "在autodl上租的4090"), or a run on it that gave no speedup or was slow ("runs slower than
# the dense model on an A40", "no speedup on an A40", "training on an A100 is extremely slow"); never a purpose
# ("3090 for kaggle": a card for the competitions, which the asker may buy)
_USED_ON = re.compile(r"(?<![a-z])(?<!for\s)(?:colab|kaggle|runpod|vast\.?ai|lambda\s*labs|paperspace|sagemaker|autodl|"
                      r"(?:on|in)\s+(?:aws|gcp|azure|the\s+cloud))(?![a-z])|云服务器|雲伺服器|租的|租用|"
                      r"(?<![a-z])no\s+(?:speed[\s-]?up|acceleration|gain)\s+on(?![a-z])|"
                      r"(?<![a-z])(?:runs?|ran|running|was|were|gets?|got)\s+(?:\w+\s+){0,2}?slower\s+(?:than\s+[^.;?!]"
                      r"{1,60}?\s+)?on(?![a-z])|"
                      r"(?<![a-z])on\s+(?:an?\s+|the\s+|my\s+|one\s+)?(?:nvidia\s+|amd\s+)?[a-z]{0,4}\s?\d{2,4}[a-z\s]{0,8}"
                      r"(?:is|was|are|were|runs?|takes?)\s+(?:\w+\s+)?(?:slow|slower|extremely\s+slow)(?![a-z])")

# the hardware said as a statement ("The GPU is an RTX4060TI", "the graphics card is a GTX 1070")
_SPEC_SAID = re.compile(rf"(?<![a-z])the\s+(?:gpu|graphics\s+card|video\s+card)\s+is\s+(?:an?\s+)?(?:{_MAKER}\s+)?"
                        r"(?:rtx|gtx|rx|arc|[a-z]?\d{3,4})")

# a speed measured on it: "I just got 1 FPS", "I only get 2 it/s", "i'm getting 5 tok/s" (never "would I get 30
# tok/s on a 4090?", a speed guessed)
_MEASURED = re.compile(r"(?<![a-z])(?<!would\s)(?<!will\s)(?<!could\s)(?<!can\s)(?<!do\s)(?<!should\s)(?<!might\s)"
                       r"i\s*(?:'m|\s+am)?\s+(?:just\s+|only\s+)?(?:got|get|getting)\s+(?:only\s+|about\s+|"
                       r"around\s+|~)?\d+(?:\.\d+)?\s*(?:fps|it/s|s/it|tok(?:en)?s?/s|t/s)(?![a-z])")


# the hardware said as a statement in Chinese ("gpu 是 a100,80G", "显卡：4060ti", "显卡为3090"), never "显卡是否…"
# (a choice is no statement: "GPU: 4090 or 5090 — which one?", "显卡：3090还是4090")
_CN_SPEC_SAID = re.compile(r"(?:(?<![a-z])gpu\s*(?:是|为|為|用的是|：)|(?:显卡|顯卡)\s*(?:是|为|為|用的是|[:：]))"
                           r"\s*(?!否)(?:nvidia\s*|rtx\s*|gtx\s*)?[a-z]{0,2}\d{2,4}"
                           r"(?![^,，。;；]{0,12}(?:(?<![a-z])or(?![a-z])|还是|還是|或))")
# a card said as the best or the one to buy is no statement of the asker's ("最好的显卡是4090吗", "想买的显卡是4090")
_CN_NOT_HAD = re.compile(r"(?:最[^的，,。]{1,4}|买|買|推荐|推薦|选|選)的\s*$")


def _cn_spec_said(low: str) -> bool:
    """Whether ``low`` says the asker's hardware as a Chinese statement (:data:`_CN_SPEC_SAID`), never a card said as
    the best or the one to buy (:data:`_CN_NOT_HAD`)."""
    return any(not _CN_NOT_HAD.search(low[max(0, m.start() - 8):m.start()]) for m in _CN_SPEC_SAID.finditer(low))

# what happened on the hardware (reader38): a slowness seen, beside a figure measured on it — a speed ("8b: 28 tks",
# "1.3字每秒", "几秒一个字") or a time taken ("卡顿到1300s", "108.33s/it", "takes 20 minutes"). A run the asker made, so
# the hardware named is theirs: "slower than lm studio … (8b: 28 tks)", "5060ti 16g跑…，卡顿到1300s"
_SLOW_SEEN = re.compile(r"(?<![a-z])(?:slower|(?:so|very|too|really|extremely|crazy|strangely|painfully|super)\s+slow)"
                        r"(?![a-z])|卡顿|卡頓|很慢|太慢|好慢|非常慢|巨慢|超慢|缓慢|緩慢|慢到|龟速|龜速")
_FIGURE_SEEN = re.compile(r"(?<![a-z0-9_.])\d+(?:\.\d+)?\s*(?:tks|tk/s|tokens?/s(?:ec)?|tokens?\s+per\s+sec(?:ond)?|"
                          r"tok/s|t/s|it/s|s/it|fps|s(?=\s*[-–~到至，,。]|\s*$|\s+per\s+(?:iter|step|epoch))|seconds|secs|"
                          r"minutes|mins|hours|秒|分钟|"
                          r"分鐘|小时|小時)(?![a-z])|(?:字|个字|個字|token)\s*(?:每秒|/秒)|"
                          r"(?:每秒|一秒)\s*\d+(?:\.\d+)?\s*(?:个|個)?\s*(?:tokens?|字|词|詞)|(?:几|幾|\d+)\s*秒(?:才|出)?一个?字")


# a slowness guessed or a figure wanted, never seen: "would a 3090 be too slow", "I want 20 t/s", "至少要20字每秒"
_GUESSED = re.compile(r"(?<![a-z])(?:would|will|might|could|gonna|be|is\s+it|are\s+they|want|wants|need|needs|expect|"
                      r"hope|hoping|at\s+least|aim|target|如果|会不会|會不會|会|會|要|想|希望|至少|目标|目標)"
                      r"(?:\s+\w+){0,2}\s*$")


def _slow_measured(low: str) -> bool:
    """Whether ``low`` says a slowness seen and a figure measured, neither guessed nor wanted (:data:`_GUESSED` in the
    few words before it)."""
    slow = [m for m in _SLOW_SEEN.finditer(low) if not _GUESSED.search(low[max(0, m.start() - 24):m.start()])]
    figures = [m for m in _FIGURE_SEEN.finditer(low) if not _GUESSED.search(low[max(0, m.start() - 24):m.start()])]
    return bool(slow and figures)


def reported(low: str) -> bool:
    """Whether ``low`` (the question as typed, lower case) says what a device reported or did for the asker: a log
    line naming it, a failure on it, the hardware said as a statement, a speed measured, a slowness seen beside a
    figure measured, or a card used (rented, or a run on it slow: :data:`_USED_ON`) (see the module)."""
    return bool(_LOG_LINE.search(low) or _FAILED_ON.search(low) or _SPEC_SAID.search(low) or _MEASURED.search(low)
                or _cn_spec_said(low) or _slow_measured(low) or _USED_ON.search(low)
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
