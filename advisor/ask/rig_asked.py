"""Whether a question on a rig of several cards asks what the rig holds (fits) rather than a verdict or a comparison
(issue 27; moved out of :mod:`advisor.ask.answer`, round 14). Pure: no I/O.

Several of one card ("两张3090 24G 也不够用啊", "can two A30s train it?", an owner's "i hav 2 3090s" said alone) and
one machine's different cards (a program's device list "Vulkan0 … Vulkan1 …", "2x 3060 + 3090, what can I run", "a
4090 and two 3090s, mixed") hold a model together; cards weighed ("vs", "or", "better"), an upgrade from the owner's
card ("would a 3090 be a big upgrade?") and a verdict ("two 4090s, worth it?") keep theirs.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..kinds import find_job
from . import cues
from .device_report import joined, one_machine
from .owner_compared import switch_weighed
from .unlisted import model_named, rig_asked
from .vocabulary import vocabulary

if TYPE_CHECKING:
    from .reader import Reading


_SHORT = 80
PER_CARD_TRAINING = ("cnn", "detector", "gan")
"""Training jobs whose model each card holds whole (data-parallel: :mod:`advisor.ask.per_gpu`)."""
"""The longest question read as a buyer's count, card and job said alone (characters)."""


def rig_question(r: Reading) -> bool:
    """Whether a question on several of one card (a rig: "两张3090 24G 也不够用啊", "can two A30s train it?")
    asks what they hold: whether they are enough, run or train it, or after running out of memory."""
    several = max(r.gpus or 1, sum(r.card_counts) if r.card_counts else 1) >= 2
    asks = "oom" in r.intents or r.model_question or r.enough_asked or (  # "kimi k2 on 2x 5090 + 256gb ram": a rig
        r.spans.ram_gb is not None and not r.verdict_asked and rig_asked(r))  # and RAM: what it holds (newuser13 #1)
    # "i hav 2 3090s", "I got two 3090s": an owner's rig said alone, with nothing asked: what it holds (round 14)
    alone = r.own and r.budget is None and "?" not in r.text and "？" not in r.text and len(r.text) <= 40
    # "three 4080 supers for training", "2 3090s for llms": a buyer's count, one card and a job said alone, no budget —
    # what the rig does for that job, never one card's verdict (fix33b); an owner's report or question ("my dual 3090s
    # … the PSU", "would NVLink boost training") is asked of as before
    job = r.budget is None and not r.own and not r.intents and len(r.text) <= _SHORT and (
        r.use_case not in (None, "image", "video") or r.job_task is not None)  # "2 3060s for image generation":
    # one card's verdict, what the count gives said (advisor.ask.per_gpu), never the fit table's LLMs (fix36a)
    # "4 3060s to train a cnn": no LLM's fit table — one card's verdict for the job, what the count gives said
    # (advisor.ask.per_gpu, fix36a)
    vision = r.model is None and r.use_case != "llm" and find_job(r.text) in PER_CARD_TRAINING
    # "two 4090s, worth it?": a verdict
    return several and not vision and (asks or alone or ((r.task is not None or job) and not r.verdict_asked))


WHAT_THEY_RUN = re.compile(r"(?<![a-z])what\s+(?:models?\s+|llms?\s+)?(?:can|could)\s+(?:i|we)\s+(?:still\s+)?"
                           r"(?:run|load|fit)(?![a-z])|(?:能|可以)(?:跑|运行|運行)(?:什么|什麼|哪些)")
"""An owner asking what their cards run ("what can I run?", "what models can i run", "能跑什么模型"), not a sentence
that says a model runs ("I can run it on rtx8000 but not on A100")."""


def cards_fit(r: Reading, text: str) -> bool:
    """Whether a question naming two different cards or more (``text``: the question in lower case) asks what they
    hold (fits), not a comparison: a model sized and an owner's or a fit's question, with no comparison word and no
    upgrade asked; or one machine's cards — a program's device list of the owner's, or cards joined by a plus or said
    in one box with a model or a model question (round 14)."""
    sized = r.model is not None or model_named(r)  # "DeepSeek-V4-Flash … loaded into the GPUs": named, if unknown
    rig = "compare" not in r.intents and (r.own and one_machine(text) or (
        r.model_question or r.model is not None) and joined(text))
    # "i have 2 3090s and 1 3060, what can i run", "我有两张3090和一张3060，能跑什么模型": the owner's cards, what they
    # run, with no choice or upgrade said (break23 #6: a comparison ending "Better value: 3060"); a model sized with
    # a switch asked ("要不要换5090", as "should I switch to a 5090"): the owner's fit, the card switched to its target
    owned = r.own and r.model is None and WHAT_THEY_RUN.search(text) is not None and not (
        cues.UPGRADE.search(text) or cues.CHOICE.search(text) or cues.VERSUS_GENERIC.search(text))
    fit = sized and ("fits" in r.intents or r.own and not cues.UPGRADE_SAID.search(text)) and not (
        _SET_AGAINST.search(text) or r.own and switch_weighed(text)) and (  # "换4090值得吗（跑7B）": weighed (fix47d)
        "compare" not in r.intents or r.own and _only_joined(text))  # "我有两张3090和一张4090，能跑…": the owner's list
    # "我有一台40G A100 服务器 和 一台 80G A800 服务器 … 能把finetune跑起来么": the owner's cards, joined,
    # a job asked to run on them with no model named: what they hold (reader32)
    trained = r.own and r.model is None and r.task is not None and _RUN_ASKED.search(text) is not None and (
        _only_joined(text))
    return bool(fit or rig or owned or trained)


_SET_AGAINST = re.compile(r"比\s*[^，。,.;；?？!！]{0,16}?(?:慢|快|差|强|強|弱)|"
                          r"(?:表现|表現|速度|性能)\s*(?:不一样|不一樣|不同)|"
                          r"相差\s*(?:了)?\s*\d|差距\s*(?:过大|過大|很大|太大|明显|明顯)|"
                          r"(?<![a-z])(?:slower|faster)\s+than(?![a-z])")
"""Two devices' runs set against each other ("5080比4090慢3-4倍", "4090和5080的表现不一样", "速度相差10倍",
"与N卡差距过大"): the cards weighed by what they did, never one rig's fit (reader36)."""


_RUN_ASKED = re.compile(r"(?:跑|运行|運行|训练|訓練|训|訓)\s*(?:得|不)?\s*起来|能(?:不能)?\s*(?:跑|训练|訓練)|"
                        r"(?<![a-z])(?:can|could)\s+(?:i|we|it|they)\s+(?:run|train|fine-?tune)(?![a-z])")
"""A job asked to run on the cards ("能把finetune跑起来么", "can we train it on them")."""


_JOINER = re.compile(r"\s*(?:和|与|與|跟|及|以及|加|and)\s*")
"""Words that join the cards of a list ("两张3090和一张4090"): a comparison word only between options weighed."""
_MACHINES = re.compile(r"(?:两|兩|二|[2-9])\s*台|"
                       r"(?<![a-z])(?:two|2|both)\s+(?:servers|machines|pcs|rigs|boxes|nodes)(?![a-z])")


def _only_joined(text: str) -> bool:
    """Whether every comparison word of ``text`` joins a list of cards said as the owner's (break25 #19: "我有两张3090
    和一张4090，能跑qwen3 235b吗" is an owned rig, as the English "I have two 3090s and a 4090" is), with no choice
    ("还是", "or", "vs") or upgrade said."""
    if cues.CHOICE.search(text) or cues.UPGRADE.search(text) or cues.VERSUS_GENERIC.search(text) or (
            _MACHINES.search(text)):  # "两台服务器": the cards of two machines, never one rig
        return False
    return all(_JOINER.fullmatch(m.group()) for m in vocabulary().intents["compare"].finditer(text))
