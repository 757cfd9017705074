"""A trouble on the asker's own cards (reader48, issue 27): two cards or more of the asker's named in a report that
the software fails on them ("the latest driver for my RTX 5090 and GTX 1080 Ti … now ComfyUI won't start", "works
well now on my 4070ti. How could I get it to work on the 5090?", "我机器是4个4090 … 起不来，会被OOM杀进程") asks
what is wrong (``why``), on the card in trouble — never the cards weighed against each other, which would price a
purchase no one asked about. A card said to work ("works well now on my 4070ti") is not the one in trouble: it goes
last. Its words are ``words.toml``'s ``[trouble]`` (read once, when the reader is first loaded)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import cues
from .asked_card import asked_order
from .gate import gate_module
from .idle_card import idle_note
from .vocabulary import alternation, word_lists

if TYPE_CHECKING:
    from .reader import Reading

_W = word_lists("trouble")
"""The words of ``words.toml`` ``[trouble]`` (what each list means is said there)."""

# the software failing, told ("won't start", "doesn't work", "is not work", "crashes", "an error", "get it to work",
# "报错", "起不来", "无法启动", "用不了", "闪退")
TROUBLE = re.compile(
    rf"(?<![a-z])(?:{alternation(_W['negations'])})\s+(?:even\s+)?(?:{alternation(_W['verbs'])})(?![a-z])|"
    rf"(?<![a-z])(?:{alternation(_W['failures'])})(?![a-z])|"
    rf"(?<![a-z])get\s+(?:{alternation(_W['get_objects'])})\s+(?:to\s+)?(?:{alternation(_W['get_verbs'])})(?![a-z])|"
    # (reader49) the model put on the processor instead ("still uses the CPU", "falls back to CPU", "还是调用的CPU",
    # "走CPU"), or garbage out ("produces gibberish", "输出乱码")
    rf"(?<![a-z])(?:(?:only|still|just)\s+)?(?:{alternation(_W['cpu_verbs'])})\s+(?:the\s+|my\s+)?cpu(?![a-z])|"
    rf"(?<![a-z])(?:{alternation(_W['garbage'])})(?![a-z])|(?:{alternation(_W['cpu_zh'])})(?:的)?\s*cpu|"
    # (reader55) one card of the asker's left idle ("Ollama only uses the 4090", "vllm only sees one GPU",
    # "ollama只用了一张", "只识别到一张卡")
    r"(?<![a-z])(?:only|just)\s+(?:uses?|using|utili[sz]es?|utili[sz]ing|sees?|seeing|detects?|detecting|"
    r"recogni[sz]es?|recogni[sz]ing|finds?|picks?\s+up)\s+(?:the\s+first\s+|a\s+single\s+|one\s+|1\s+|the\s+|my\s+)|"
    r"只(?:用|使用|调用|調用|识别|識別|认|認|检测|檢測)(?:了|到)*\s*(?:一|1|第一)\s*(?:张|張|块|塊|个|個)|"
    # (reader55) a card's load or memory use told as nothing ("显存占用为0，负载几乎为0", "0% utilization", "usage stays
    # at 0%"): a card left idle
    r"(?:占用|佔用|负载|負載|利用率|使用率)\s*(?:几乎|幾乎|一直|都|只有)?\s*(?:为|為|是)?\s*0(?![.\d])|"
    r"(?<![\d.])0\s*%\s*(?:gpu\s+)?(?:usage|utili[sz]ation|load)(?![a-z])|"
    r"(?<![a-z])(?:usage|utili[sz]ation|load)\s+(?:is|stays|remains|sits)\s+(?:at\s+)?0\s*%|"
    rf"{alternation(_W['chinese'])}")

# a card said to work, just before it ("works well now on my 4070ti", "runs fine on the 3090", "在4090上正常"):
# not the card in trouble
_WORKS_BEFORE = re.compile(
    rf"(?<![a-z])(?:{alternation(_W['works'])})\s+(?:{alternation(_W['works_how'])})"
    r"(?:\s+now)?\s+(?:on|with)\s+(?:my|our|the|a|an)?\s*(?:nvidia\s+|geforce\s+|rtx\s*|gtx\s*|rx\s*)?$|"
    r"在\s*$")
_WORKS_AFTER_ZH = re.compile(rf"^[a-z0-9 ]{{0,16}}?(?:上)?(?:{alternation(_W['works_zh'])})")

# the two cards weighed, a choice still asked or a card to get ("vs", "which", "or", "worth", "should I", "would an
# A6000 help", "upgrade", "instead", "哪个", "还是", "换"): a comparison or a purchase, whatever fails
_WEIGHED = re.compile(rf"(?<![a-z])(?:{alternation(_W['weighed'])})(?![a-z])|"
                      rf"(?<![a-z])(?:{alternation(_W['weighed_modal'])})\s+(?:{alternation(_W['weighed_modal_of'])})\s|"
                      rf"{alternation(_W['weighed_zh'])}|"
                      # 还是 as "still" ("还是报错") weighs nothing; "or" only before a card, a count or an
                      # article ("a 4090 or two 3090s?"), never "TabbyAPI or defective vram" (reader49)
                      rf"(?:还是|還是)(?!{alternation(_W['still_after'])})|"
                      r"(?<![a-z])or\s+(?:an?\s+|the\s+|my\s+|two\s+|another\s+|rtx|gtx|rx\s*\d|\d)")

# "instead of" the processor, the memory or the GPUs as a whole ("load the model partially into the CPU instead of just
# the GPUs"): where the model goes, no card weighed against another (reader51)
# the same for PyTorch's out-of-memory line pasted ("GPU 0 has a total capacty of 44.31 GiB of which 4.63 GiB is
# free"): its "which" asks no choice (reader52)
# (reader55) the same with the cards counted ("Ollama Windows using CPU instead of 2 GPUs", "instead of both GPUs")
_NOT_WEIGHED = re.compile(r"(?<![a-z])instead\s+of\s+(?:just\s+|only\s+)?(?:the\s+|my\s+)?"
                          r"(?:(?:both|all|two|three|four|[2-8])\s+(?:of\s+(?:the\s+|my\s+)?)?)?"
                          r"(?:gpus|cpu|ram|vram|system\s+ram|memory|cards)(?![a-z])|"
                          r"(?<![a-z])of\s+which\s+\d+(?:\.\d+)?\s*(?:[kmgt]i?b|bytes)\s+(?:is|are)\s+free(?![a-z])")

# (reader51b) a swap told done in Chinese ("即便我把显卡换为telsa m40依然存在这个问题", "已经换了3090还是报错"): the new
# card the asker's, tried, nothing weighed — unless asked ("要不要换成3090", "是否换成", "换成3090会好吗")
_SWAP_DONE = re.compile(r"(?:已经|已經|我把|把)[^，,。；;!?！？]{0,8}?(?:换为|換為|换成|換成|换了|換了|换上了|換上了)|"
                        r"(?:换为|換為|换成|換成|换了|換了)[^，,。；;!?！？]{0,32}?"
                        r"(?:依然|依旧|依舊|仍然|仍旧|仍舊|还是|還是|也)"
                        r"(?=[^，,。；;!?！？]{0,16}?(?:问题|問題|报错|報錯|不行|失败|失敗|存在|一样|一樣))")
_SWAP_ASKED = re.compile(r"(?:要不要|想|是否|该不该|該不該|应该|應該|应不应该|打算|准备|準備|能不能|可以|如果|"
                         r"还是|還是)\s*$")


def _swap_done_blanked(text: str) -> str:
    """``text`` with each swap told done blanked (:data:`_SWAP_DONE`; not one asked, :data:`_SWAP_ASKED` just before
    it, nor one a question mark ends): its "换" weighs nothing."""
    def blank(m: re.Match[str]) -> str:
        asked = _SWAP_ASKED.search(text[max(0, m.start() - 6):m.start()]) or re.match(
            r"[^，,。；;!！]*[?？吗嗎]", text[m.end():])
        return m.group() if asked else " " * len(m.group())
    return _SWAP_DONE.sub(blank, text)


# a card said as any one of its kind ("why can't a 2080 Ti load it", "一张2080ti"): not one the asker has
_ANY_ONE = re.compile(rf"(?:(?<![a-z])(?:{alternation(_W['any_one'])})\s+|(?:{alternation(_W['any_one_zh'])})\s*)$")


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
            and not cues.BUYING.search(text)
            and _WEIGHED.search(_swap_done_blanked(_NOT_WEIGHED.sub(" ", text))) is None
            and (TROUBLE.search(text) is not None or idle_note(text) is not None)  # break49 #4: Ollama idling one
            and not _asked_not_owned(r))


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
