"""No GPU said by the asker (break30 #12): "I have no GPU, what can I run?" was asked its budget, "I have 0 GB VRAM,
what can I run" was refused as off-topic, "我没有显卡，能跑什么模型" asked for a card flag.

A question that says it has no GPU ("no gpu", "don't have a graphics card", "0 GB VRAM", "没有显卡") and names no card
asks what the CPU runs: with its system RAM said, the CPU-only fit (:mod:`advisor.cpu_only`: llama.cpp from RAM,
its speed from the offload table); with a model named, that model's fit; with neither, the starter's answer — the free
notebook GPUs, then the cheapest card worth buying (:mod:`advisor.ask.starter`) — and a note that saying the RAM
sizes the CPU's share. Never a budget asked, never an off-topic refusal. Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import msg
from . import cues
from .gate import gate_module
from .unified_buy import asks_buy_a_gpu

if TYPE_CHECKING:
    from .reader import Reading

NO_GPU = re.compile(
    r"(?<![a-z])(?:no|zero|without\s+(?:a|any)|(?:do\s*n[o']?t|dont|don't|doesn't|does\s+not)\s+(?:have|own)\s+(?:a|any)|"
    r"(?:have|own)\s+no)\s+(?:dedicated\s+|discrete\s+|nvidia\s+|real\s+)?(?:gpus?|graphics\s+cards?|video\s+cards?|"
    r"vram)(?![a-z])|(?<![\d.])0\s*(?:gb|g)\s*(?:of\s+)?(?:vram|显存|顯存)(?![a-z])|"
    r"(?:没有|沒有|没|沒|无|無)(?:独显|獨顯|(?:独立|獨立|独|獨)?(?:显卡|顯卡|显示卡|顯示卡|gpu))|(?:cpu\s*only|only\s+(?:a\s+)?cpu|只有\s*cpu)(?![a-z])")
"""No GPU said: "no gpu", "I don't have a graphics card", "without a GPU", "0 GB VRAM", "没有显卡", "cpu only"."""

_CARD_ASKED = re.compile(r"(?<![a-z])(?:which|what|recommend|suggest)(?![a-z])[^.?!]{0,12}(?<![a-z])(?:gpus?|cards?)"
                         r"(?![a-z])|(?:gpus?|cards?)\s+(?:would|do|should|can)\s+you\s+(?:recommend|suggest)|"
                         r"(?:推荐|推薦|哪|什么|什麼)\S{0,4}(?:显卡|顯卡|显示卡|顯示卡|gpu)")
"""A card asked for ("which GPU cards would you recommend?", "推荐什么显卡"): a recommendation, even with no budget."""


def no_gpu(r: Reading) -> None:
    """Read ``r`` as a question with no GPU when it says so and names no card (module docstring): what the CPU runs
    asked, the zero memory dropped, and with neither RAM nor a model nor a budget said, the starter's answer."""
    low = r.text.lower()
    if r.cards or r.unknown:
        return
    if NO_GPU.search(low) is None:
        _ram_alone(r)
        return
    r.own = False  # "I have no GPU": nothing had to judge
    if r.spans.memory_gb is not None and r.spans.memory_gb <= 0 or r.memory_gb is not None and r.memory_gb <= 0:
        r.spans.memory_gb, r.memory_gb = None, None
    if r.spans.ram_gb is not None or r.model is not None:  # the CPU's fit (RAM said) or the model's
        r.model_question = r.model_question or r.model is None
        if r.spans.ram_gb is not None:  # "no gpu, 32gb ram, what can I run?": the models that RAM holds
            r.intents.add("fits")
            r.model_asked = True
            if r.budget is None and r.budget_error is None and not (
                    cues.BUYING.search(low) or cues.BUY_WHAT.search(low) or _CARD_ASKED.search(low)):
                r.intents.discard("recommend")  # "no gpu, 512gb of ram, best llm to run?": a model, no card, asked
        else:  # a model with no RAM said: the cards that hold it, and what the CPU needs said
            r.notes.append(NO_GPU_NOTE())
        return
    if r.budget is None and r.budget_error is None:
        r.intents.add("starter")  # the free notebooks, then the cheapest card worth buying
        r.intents.add("recommend")
        r.intents.discard("fits")  # "能跑什么模型": nothing sized to fit in
        r.model_question, r.model_asked, r.gpu_words = False, False, True
        r.notes.append(NO_GPU_NOTE())


def _ram_alone(r: Reading) -> None:
    """"32 GB of RAM, what can I run?": system RAM said with what it runs asked, and no GPU, its memory nor a model
    said — read as the CPU alone (the CPU-only fit), with a note that a card named is counted. "Should I buy a GPU at
    all? I have 512 GB RAM" (no model, no budget: fix63c) is read the same way, with a note on when a GPU helps —
    never a budget asked back."""
    if (r.spans.ram_gb is not None and not r.model_question and r.model is None and r.budget is None
            and r.budget_error is None and r.spans.memory_gb is None and r.memory_gb is None and (r.gpus or 1) == 1
            and asks_buy_a_gpu(r.text)):
        r.own, r.gpu_words, r.model_asked, r.model_question = False, True, True, True
        r.intents.add("fits")
        r.intents.discard("recommend")
        r.notes.append(msg("ask.ram-alone.buy", "You asked whether to buy a GPU at all: first, what your CPU runs "
                           "from RAM alone."))
        return
    if (r.spans.ram_gb is None or not r.model_question or r.model is not None or r.gpu_words or r.budget is not None
            or r.spans.memory_gb is not None or r.memory_gb is not None or (r.gpus or 1) > 1):
        return
    r.own, r.gpu_words, r.model_asked = False, True, True
    r.intents.add("fits")
    r.intents.discard("recommend")
    r.notes.append(msg("ask.ram-alone", "No GPU said: read as the CPU alone, running from system RAM; name your card "
                       "(e.g. “3060 12GB, 32 GB RAM”) to count it."))


def NO_GPU_NOTE():  # noqa: N802 - a sentence, built where it is said (its message read at call time)
    """The note a question with no GPU and no RAM said gets: llama.cpp runs on the CPU, the RAM sizes it."""
    return msg("ask.no-gpu", "With no GPU, llama.cpp runs a model on the CPU from system RAM, slowly: say how much RAM "
               "you have (e.g. “no gpu, 32 GB RAM”) to see what it holds and how fast.")


gate_module(globals())
