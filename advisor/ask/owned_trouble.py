"""A trouble on the asker's own cards (reader48, issue 27): two cards or more of the asker's named in a report that
the software fails on them ("the latest driver for my RTX 5090 and GTX 1080 Ti … now ComfyUI won't start", "works
well now on my 4070ti. How could I get it to work on the 5090?", "我机器是4个4090 … 起不来，会被OOM杀进程") asks
what is wrong (``why``), on the card in trouble — never the cards weighed against each other, which would price a
purchase no one asked about. A card said to work ("works well now on my 4070ti") is not the one in trouble: it goes
last. Pure: no I/O."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import cues
from .asked_card import asked_order
from .gate import gate_module

if TYPE_CHECKING:
    from .reader import Reading

# the software failing, told ("won't start", "doesn't work", "is not work", "crashes", "an error", "get it to work",
# "报错", "起不来", "无法启动", "用不了", "闪退")
TROUBLE = re.compile(
    r"(?<![a-z])(?:won'?t|wont|will\s+not|doesn'?t|does\s+not|don'?t|do\s+not|didn'?t|did\s+not|can'?t|cannot|"
    r"couldn'?t|is\s+not|isn'?t|are\s+not|aren'?t|not|no\s+longer|stopped|never)\s+(?:even\s+)?"
    r"(?:start|starts|starting|work|works|working|launch|launches|load|loads|run|runs|open|opens|detect|detected|"
    r"recogni[sz]e[sd]?|boot)(?![a-z])|"
    r"(?<![a-z])(?:crash(?:es|ed|ing)?|errors?|fail(?:s|ed|ing|ure)?|broke|broken|freez(?:es|ing)|froze|"
    r"segfaults?|oom|out\s+of\s+memory)(?![a-z])|"
    r"(?<![a-z])get\s+(?:it|this|them|comfyui|ollama|vllm)\s+(?:to\s+)?(?:work|working|run|running)(?![a-z])|"
    r"报错|報錯|起不来|起不來|无法|無法|不能用|用不了|不工作|闪退|閃退|崩溃|崩潰|卡住|卡死|跑不起来|跑不起來|"
    r"(?:杀|殺)进程|(?:杀|殺)進程|"
    # (reader49) the model put on the processor instead ("still uses the CPU", "falls back to CPU", "还是调用的CPU",
    # "走CPU"), or garbage out ("produces gibberish", "输出乱码")
    r"(?<![a-z])(?:(?:only|still|just)\s+)?(?:uses?|using|falls?\s+back\s+to|fallback\s+to|runs?\s+on|loaded\s+onto)"
    r"\s+(?:the\s+|my\s+)?cpu(?![a-z])|(?<![a-z])(?:gibberish|garbage\s+output)(?![a-z])|"
    r"(?:调用|調用|走|跑在|用的是?)(?:的)?\s*cpu|乱码|亂碼")

# a card said to work, just before it ("works well now on my 4070ti", "runs fine on the 3090", "在4090上正常"):
# not the card in trouble
_WORKS_BEFORE = re.compile(
    r"(?<![a-z])(?:works?|working|worked|runs?|running|ran)\s+(?:well|fine|great|ok|okay|perfectly|flawlessly)"
    r"(?:\s+now)?\s+(?:on|with)\s+(?:my|our|the|a|an)?\s*(?:nvidia\s+|geforce\s+|rtx\s*|gtx\s*|rx\s*)?$|"
    r"在\s*$")
_WORKS_AFTER_ZH = re.compile(r"^[a-z0-9 ]{0,16}?(?:上)?(?:正常|没问题|沒問題|可以跑|能跑)")

# the two cards weighed, a choice still asked or a card to get ("vs", "which", "or", "worth", "should I", "would an
# A6000 help", "upgrade", "instead", "哪个", "还是", "换"): a comparison or a purchase, whatever fails
_WEIGHED = re.compile(r"(?<![a-z])(?:vs\.?|versus|compare[ds]?|comparison|which|worth|should\s+i|better|faster|"
                      r"slower|help|helps|upgrade|upgrading|instead|switch|switching|replace|replacing|another|second|"
                      r"add|adding|enough)(?![a-z])|(?<![a-z])(?:would|will|could|can)\s+(?:a|an|the|one|two|another)\s|"
                      r"哪(?:个|個|张|張|块|塊)|(?:还是|還是)(?!调用|調用|不|没|沒|报|報|会|會|一样|一樣|很|卡|失败|失敗|用的|跑在|走)|值得|值不值|更快|更好|换|換|升级|升級|再加|加一|"
                      # "or" before a card, a count or an article ("a 4090 or two 3090s?"); never "TabbyAPI or
                      # defective vram"; 还是 as "still" ("还是调用的CPU", "还是报错") weighs nothing (reader49)
                      r"(?<![a-z])or\s+(?:an?\s+|the\s+|my\s+|two\s+|another\s+|rtx|gtx|rx\s*\d|\d)")


# a card said as any one of its kind ("why can't a 2080 Ti load it", "一张2080ti"): not one the asker has
_ANY_ONE = re.compile(r"(?:(?<![a-z])(?:a|an|any)\s+|一张\s*|一張\s*|一块\s*|一塊\s*)$")


def _asked_not_owned(r: Reading) -> bool:
    """Whether the question asks about one card said as any one of its kind after the cards it gives as context
    (graded N13: "… on a 3080 12GB it works … why can't a 2080 Ti (11GB) even load the model?"): a card weighed
    against the one the job runs on (:func:`advisor.ask.asked_card.asked_order`), not a trouble on the asker's own."""
    order = asked_order(r)
    if order is None or not r.card_text:
        return False
    at = r.card_at[order[0]]
    return _ANY_ONE.search(r.card_text[max(0, at - 8):at].lower()) is not None


def owned_trouble(r: Reading, text: str) -> bool:
    """Whether ``text`` (the question, lower case), naming two cards or more the asker has, tells the software
    failing on them with no job but running a model read (a fine-tune failing on two rigs asks what they hold;
    reader49: "3x3090 works flawlessly … I threw my 2080ti into the setup and it produces gibberish"), no budget, no
    purchase, nothing weighed and no card asked about that is not the asker's (:func:`_asked_not_owned`; module
    docstring)."""
    return (len(r.cards) >= 2 and bool(r.own) and (r.model is None or r.task in (None, "inference"))
            and not r.model_question and r.task in (None, "inference")
            and r.budget is None and r.budget_error is None
            and not cues.BUYING.search(text) and _WEIGHED.search(text) is None
            and TROUBLE.search(text) is not None and not _asked_not_owned(r))


def trouble_first(r: Reading) -> list[int]:
    """The order of ``r``'s cards with a card said to work last (:data:`_WORKS_BEFORE`), the others as typed."""
    order = list(range(len(r.cards)))
    if len(r.card_at) != len(r.cards) or not r.card_text:
        return order
    text = r.card_text.lower()

    def works(i: int) -> bool:
        at = r.card_at[i]
        before = re.split(r"[.?!。？！\n]", text[max(0, at - 40):at])[-1]
        return bool(_WORKS_BEFORE.search(before)) and (
            not before.rstrip().endswith("在") or bool(_WORKS_AFTER_ZH.match(text[at:at + 24])))

    return sorted(order, key=lambda i: (works(i), i))


__all__ = ["TROUBLE", "owned_trouble", "trouble_first"]

gate_module(globals())
