"""Words read as what the asker means (reader35, issue 27): names written as people say them, a plan to buy read
before a memory "had", and the two commands a device's problem names. Pure: no I/O.

- :data:`NAME_REWRITES`: a small model's size in millions after its name ("facebook/opt-125m"), "wan't to" (a typo of
  "want to"), OpenAI's gpt-oss said by its maker ("the openai oss models"), Intel's graphics named with the word
  "Graphics" inside ("Intel HD Graphics 630", which the name index knows as "hd 630");
- :func:`without_bought_memory`: the memory the cards to be bought will give, said as had ("I want to buy 2x3060 12gb
  … (As I have 24gb vram)"), taken out of the owner's words;
- :func:`card_unused`, :func:`slow_reported`, :func:`owner_memory_why`: a tool not using the one card named ("Ollama
  won't use my RTX 4090"), a slowness reported on the asker's device running a model ("Ollama slow performance: the
  qwen3:8b model returned 8.38 t/s … DGX Spark", "ROCm is only about ~0.84 of Vulkan's speed … a performance issue")
  and an owner's memory with a why and no card ("Why doesn't Profile add 32G RAM + 16G VRAM? … we have 16G VRAM
  cards"): each the verdict (``why``), never the models the card holds nor a budget asked.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import cues
from .slow_said import slow_said

if TYPE_CHECKING:
    from .reader import Reading

NAME_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = (
    # "facebook/opt-125m", "pythia-410m", "smollm2-135m": a small model's size, never a card's "m"
    (re.compile(r"(?<![a-z0-9])(?!(?:rx|hd|gtx|rtx|radeon|mx|r[579]|vega)-)([a-z][a-z0-9.]{1,15})-(\d{2,3})m"
                r"(?![a-z0-9])(?!\s*(?:params?|parameters?|tokens?|rows?|samples?|images?|steps?))"), r"\1-\2m params"),
    (re.compile(r"(?<![a-z])wan'?t(?=\s+to\s)"), "want"),  # "I wan't to buy": a typo of "want"
    # "the openai oss models", "OpenAI's OSS 120b": OpenAI's open-weight gpt-oss
    (re.compile(r"(?<![a-z-])open\s?ai(?:'s)?[\s-]+oss(?![a-z])"), "gpt-oss"),
    # "Intel HD Graphics 630", "UHD Graphics 620": never a bare 630 read as money
    (re.compile(r"(?<![a-z])(u?hd|iris(?:\s+pro)?)\s+graphics\s+(p?\d{3,4})(?!\w|\.\d)"), r"\1 \2"),
    # the Chinese names of model families ("通义千问3 32b", "千问2.5-32B", "深度求索 v3"): the family's English name,
    # as the model table spells it (fix70a; newuser28 #4) — never Qwen's image editor ("千问图像编辑")
    (re.compile(r"(?:阿里)?(?:通义|通義)?(?:千问|千問)(?![图圖])"), " qwen"),
    (re.compile(r"深度求索\s*(?!deepseek)"), " deepseek "),
    (re.compile(r"(?:智谱|智譜)(?:ai)?\s*(?!glm)"), " glm-"),
    (re.compile(r"(?:百度)?文心(?:一言|大模型)?\s*(?!ernie)"), " ernie "),
    (re.compile(r"(?:腾讯|騰訊)?混元(?:大模型)?(?=\s*[a-z\d])(?!\s*(?:hunyuan|video|视频|視頻))"), " hunyuan "),
    (re.compile(r"月之暗面\s*(?!kimi)"), " kimi "),
)

_HAVE_AFTER_BUY = re.compile(r"(?<![a-z])(?:want|wanna|plan(?:ning)?|going|intend|thinking\s+(?:of|about)|about)\s+"
                             r"(?:to\s+)?buy(?:ing)?(?![a-z])[^?]{0,240}?(?<![a-z])((?:as|since|so|then|and)\s+i\s+"
                             r"(?:will\s+|'ll\s+|would\s+|'d\s+)?have\s+\d{1,3}\s*gb?\s*(?:of\s+)?"
                             r"(?:vram|gpu\s+memory|memory)?)")


def without_bought_memory(owned: str) -> str:
    """``owned`` (the owner's words of a question, lower case) with each memory "had" after a plan to buy blanked."""
    return _HAVE_AFTER_BUY.sub(lambda m: m.group()[:m.start(1) - m.start()] + " " * len(m.group(1)), owned)


def card_unused(r: Reading, text: str) -> bool:
    """Whether ``text`` (the question, lower case) says a tool does not use the one card read, with no budget and no
    model asked: a support problem on the card."""
    return (len(r.cards) == 1 and r.budget is None and not r.model_question and bool(cues.GPU_NOT_USED.search(text))
            and not _RUN_ASKED.search(text))  # "… not using the GPU on my MacBook - isn't 48 GB enough?": a fit


# a slowness reported, in English ("slow as hell", "super slow", "a performance issue", "is much slower", "only ~0.84 of
# Vulkan's speed", "reduced to ~5 tok/s")
_SLOW_REPORT = re.compile(r"(?<![a-z])(?:(?:super|very|so|too|painfully|extremely|unusually|really|incredibly|"
                          r"ridiculously|insanely|terribly|quite)\s+slow(?![a-z])|slow\s+(?:as\s+hell|performance)|"
                          r"slowness|running\s+slow(?![a-z])|runs\s+slow(?![a-z])|"
                          r"(?:performance|speed)\s+(?:issue|problem|regression|drop)|underperform\w*|"
                          r"(?:is|are|was|were|gets?)\s+(?:much\s+|way\s+|a\s+lot\s+|significantly\s+)?slower(?![a-z])|"
                          r"only\s+(?:about\s+)?~?\s*\d+(?:\.\d+)?\s*[%x]?\s*of\s+[\w.]+'s\s+speed|"
                          r"reduced\s+to\s+~?\s*\d|"
                          # a speed against what the asker used to get ("the tokens are around 8-16 vs the 45 i was
                          # getting", "down from 40 i used to get"): a regression seen (reader48)
                          r"(?:vs\.?|versus|compared\s+to|down\s+from|instead\s+of)\s+(?:the\s+)?~?\d+(?:\.\d+)?\s*"
                          r"(?:tok(?:en)?s?(?:/s)?\s+|t/s\s+|it/s\s+)?(?:that\s+)?(?:i|we)\s+(?:was|were)\s+getting|"
                          r"(?:i|we)\s+used\s+to\s+get\s+(?:about\s+|around\s+|~)?\d)")


# a run asked before it is seen ("can my 3090 run llama 70b … or is it too slow?"): a fit asked, no slowness reported
_RUN_ASKED = re.compile(r"(?<![a-z])(?:can|could|will|would|does|do|is)\s+(?:[\w-]+\s+){0,4}?(?:run|handle|load)"
                        r"(?![a-z])[^.!]*\?|"
                        # a fit asked beside it ("isn't 48 GB enough?", "would a second 3060 fit a Q4 31B?")
                        r"(?<![a-z])(?:enough|fit|fits|suffice|sufficient)(?![a-z])[^.!]*\?")


def slow_reported(r: Reading, text: str) -> bool:
    """Whether ``text`` (the question, lower case) reports a slowness on the asker's one device named (a card or a
    device the catalogue lacks), with no budget, no purchase, no model and no fit asked: why it is slow, the device's
    verdict (a memory said with no device stays what that memory runs: reader33)."""
    return (r.own and len(r.cards) + len(r.unknown) == 1 and r.budget is None and not r.model_question
            and not cues.BUYING.search(text)
            and bool(_SLOW_REPORT.search(text) or slow_said(text) and (r.gpus or 1) == 1)
            and not _RUN_ASKED.search(text))


def owner_memory_why(r: Reading, text: str) -> bool:
    """Whether the reading is an owner's memory with a why, no budget and no purchase: the verdict, its card asked."""
    return (r.spans.memory_gb is not None and r.own and "why" in r.intents and r.budget is None
            and r.budget_error is None and not cues.BUYING.search(text))


# a card's support by the software asked or refused ("Is AMD's AI Pro R9700 supported?", "VLLM V1架构不支持V100显卡",
# "是否支持RTX50系"), never a fit said in the same words ("4090能支持跑70b吗", "支持多大的上下文": what it handles)
_SUPPORT_OF_CARD = re.compile(r"(?<![a-z])(?:is|are)\s+(?:the\s+|my\s+|an?\s+)?(?:[\w'-]+\s+){0,4}?supported\s*\?|"
                              r"(?<![a-z])(?:not|isn'?t|aren'?t)\s+supported\s+(?:on|for|by)(?![a-z])|"
                              # the software's refusal quoted ("Found Tesla P40 which is too old to be supported by the
                              # triton GPU compiler", "no longer supported"; reader51b E1021)
                              r"(?<![a-z])(?:too\s+old\s+to\s+be|no\s+longer)\s+supported(?![a-z])|"
                              r"(?<![a-z])unsupported\s+(?:gpu|card|device|hardware|architecture)|"
                              r"(?:不支持|不兼容|是否支持|支不支持)(?!\s*(?:跑|运行|運行|多大|多少|多长|多長|双卡|雙卡|多卡|单卡|單卡))")
# a fit asked beside it: what the card holds, the fit's answer
_FIT_ASKED = re.compile(r"(?<![a-z])(?:enough|fit|fits|how\s+(?:much|big|large))(?![a-z])|够不够|夠不夠|够吗|夠嗎|"
                        r"多大|多少显存|多少顯存|显存不够|顯存不夠|显存不足|顯存不足|爆显存|爆顯存|(?<![a-z])oom(?![a-z])|"
                        r"out\s+of\s+memory")


def support_refused(r: Reading, text: str) -> bool:
    """Whether ``text`` (the question, lower case) asks whether the software supports the one device read, or says
    it refuses it, with a model named and no fit asked (reader45 E942, reader49 Z727; reader50): the device's
    verdict (``why``), what is wrong with it, never what the model takes on it."""
    return (len(r.cards) + len(r.unknown) == 1 and r.budget is None and not r.model_question
            and not r.unsupported_dropped  # "不支持V100 … 我只有2张4090": the refusal is the dropped card's (reader52)
            and not cues.BUYING.search(text) and bool(_SUPPORT_OF_CARD.search(text)) and not _FIT_ASKED.search(text))
