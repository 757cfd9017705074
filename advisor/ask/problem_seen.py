"""A problem reported on the asker's own cards (fix77b, issue 27): an error, a crash, a machine that turns off, a
slowness, or only one of several cards used — "ubuntu下安装了两个3090显卡 但是报错",
"Computer turns off when using two GPUs (GTX 1080 Ti) … 750W", "my 1060 runs the 7B model 很慢", "ChatRTX can't
install on my RTX 3050 laptop". What is wrong on those cards is asked: the cards' verdict (``why``), never the
model's fit sized again as if the question were whether it fits. An error beside a model named ("loading
Qwen3-30B on 4 V100s results in an error") stays the model's fit: its memory is the likely cause. A memory fit
asked beside it ("is 24 GB enough?", "out of memory") stays the fit, as does a question of which model the cards
run, and a model named on several cards: the verdict (``why``) sizes a model on one card ("needs 42.6 GB, more
than 24 GB" to the owner of four), the fit counts them all. Pure: no I/O.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import cues

if TYPE_CHECKING:
    from .reader import Reading

ERROR_SEEN = re.compile(
    # an error reported or quoted, a crash: with a model named, loading it is the likely cause (its fit answers)
    r"报错|報錯|出错|出錯|崩溃|崩潰|闪退|閃退|"
    r"(?<![a-z])(?:error|exception|traceback|crash(?:es|ed|ing)?)(?![a-z])")
PROBLEM_SEEN = re.compile(
    # Chinese: a machine hanging or going off, a slowness, a card left idle
    r"卡死|死机|死機|黑屏|自动重启|自動重啟|自动关机|自動關機|"
    r"(?:很|太|巨|超|非常|特别|特別|那么|那麼|极其|極其)\s*慢|速度慢|缓慢|緩慢|"
    r"使用率(?:很|太|非常|极|極)?低|只(?:用|使用|调用|調用)了?\s*(?:一|1)\s*(?:张|張|块|塊|个|個)|"
    # English: a machine freezing or going off, a card left idle, an install that fails, a slowness
    r"(?<![a-z])(?:freez(?:e|es|ing)|turns?\s+off|shuts?\s+(?:down|off)|reboots?|black\s+screen)(?![a-z])|"
    r"(?<![a-z])(?:only|just)\s+(?:uses?|using|utili[sz](?:es|ing|e))\s+(?:one|1|a\s+single)\s+(?:gpu|card)|"
    r"(?<![a-z])(?:can'?t|cannot|doesn'?t|won'?t|does\s+not|will\s+not)\s+(?:install|open|start|launch)(?![a-z])|"
    r"(?<![a-z])(?:so|very|really|too|super|extremely|painfully)\s+slow(?![a-z])|slow\s+as\s+hell")
"""The words of a problem seen on the asker's cards beside a model or not (module docstring)."""

# a fit asked beside the problem: what the cards hold answers it ("is 24GB enough?", "能跑吗", "out of memory")
_FIT_ASKED = re.compile(r"(?<![a-z])(?:enough|fits?|suffice|sufficient|how\s+(?:much|big|large))(?![a-z])[^.!]*\?|"
                        r"(?<![a-z])(?:can|could|will|would)\s+(?:i|it|my|we|they|this|the)\s+(?:[\w-]+\s+){0,3}?"
                        r"(?:run|handle|load|train)(?![a-z])[^.!]*\?|"
                        r"够不够|夠不夠|够吗|夠嗎|够用|夠用|能跑吗|能跑嗎|可以跑吗|可以跑嗎|多大|多少显存|多少顯存|"
                        r"显存不够|顯存不夠|显存不足|顯存不足|爆显存|爆顯存|(?<![a-z])oom(?![a-z])|out\s+of\s+memory")

# the machine's supply said beside it going off: a power problem, the supply's "enough" its own question
_SUPPLY = re.compile(r"(?<![a-z])(?:psu|power\s+supply|powered|\d{3,4}\s*w(?![a-z]))|电源|電源")
_OFF = re.compile(r"(?<![a-z])(?:turns?\s+off|shuts?\s+(?:down|off)|reboots?)(?![a-z])|"
                  r"自动重启|自動重啟|自动关机|自動關機")


def problem_seen(r: Reading, text: str) -> bool:
    """Whether ``text`` (the question, lower case) reports a problem on the asker's one kind of card named (one
    card or several of it), with no budget, no purchase, no memory fit and no model asked (module docstring)."""
    if not (r.own and len(r.cards) == 1 and not r.unknown and r.budget is None and r.budget_error is None):
        return False
    if r.model is not None and (r.gpus or 1) > 1:  # the verdict sizes a model on one card: the fit counts them all
        return False
    if r.model_question or "oom" in r.intents or cues.BUYING.search(text) or not (
            PROBLEM_SEEN.search(text) or r.model is None and ERROR_SEEN.search(text)):
        return False
    # a machine going off beside the supply said ("turns off … 750W, which should be enough?"): the power verdict
    return bool(_SUPPLY.search(text) and _OFF.search(text)) or not _FIT_ASKED.search(text)


# a run seen on the card ("Ollama loads Qwen3 30B on it but the log says …", "V100 … 无法使用 …",
# "4090 24G 显存，一个声音生成就爆显存了"): the asker ran it there
RUN_SEEN = re.compile(r"无法使用|無法使用|无法运行|無法運行|跑不起来|跑不起來|用不了|爆显存|爆顯存|抱显存|"
                      r"(?<![a-z])logs?\s+(?:says?|shows?)(?![a-z])|"
                      r"(?<![a-z])(?:loads?|runs?)\s+[^.?!]{1,60}?\s+on\s+it(?![a-z])")


# a slowness asked or guessed, never seen ("3060跑sd都很慢吗", "4090跑whisper会不会很慢？", "is the 4060 too slow for
# flux?"): no run on the card (round 30 mend: run_seen had made the card the asker's)
_SLOW_ASKED = re.compile(
    r"(?:会不会|會不會|会|會|是否)[^，,。；;？?！!]{0,8}?慢|(?:很|太|巨|超|非常|特别|特別|那么|那麼|极其|極其)\s*慢\s*(?:吗|嗎|么|麼)|"
    r"(?<![a-z])(?<!why\s)(?<!how\scome\s)(?:is|are|would|will|might|could|be)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:so|very|really|too|super|extremely|painfully)\s+slow(?![a-z])[^.!?]*\?")


def run_seen(r: Reading, command: str) -> bool:
    """Whether the verdict asked of one card (``command`` ``why``) reports a run or a problem seen on it, with no
    budget and no purchase: the card is the asker's (``own``), as a run seen there is theirs."""
    text = r.text.lower()
    return (command == "why" and len(r.cards) == 1 and not r.unknown and r.budget is None
            and r.budget_error is None and not cues.BUYING.search(text)
            and bool(RUN_SEEN.search(text) or PROBLEM_SEEN.search(_SLOW_ASKED.sub(" ", text))
                     or ERROR_SEEN.search(text)))


__all__ = ["ERROR_SEEN", "PROBLEM_SEEN", "RUN_SEEN", "problem_seen", "run_seen"]
