"""The context length a question says (issue 27): "8192 context", "4k context", "max-model-len 4096", "num_ctx 32678",
"上下文32k", "--context-length 61440", "7936 n_ctx", "--vllm_maxlen 8000", "长度2k和4k", "512k-768K上下文". Pure: no
I/O.

Every span said is read and blanked (so no other reader takes its number for money, a card or a count: "768K上下文" is
no 768,000 CNY, "maxlen 8000" no Quadro RTX 8000), and the largest is the context: a question weighs the window it wants
against the one it has ("目前双卡256K上下文…希望…512k-768K上下文", "num_ctx 36864 and actual context ~34k"), and a range
is read by its top ("512k-768K": 768K; reader50).
"""

from __future__ import annotations

import re

from ..errors import AdvisorError
from ..fits.parsing import DEFAULT_CONTEXT, MAX_CONTEXT
from ..i18n import Message, Number, Text, msg
from ..kinds import read_context
from .gate import opened

# "1m": a million-token window (2**20); "20,000": thousands written with commas (round 13)
_CTX_NUM = r"(\d+(?:\.\d+)?\s*[km]|\d{1,3}(?:,\d{3})+|\d{3,7})(?![\d.a-z]|,\d)"
# the bottom of a range before the number read ("512k-768K上下文", "32k~64k context"): part of the span (reader50)
_RANGE_BOTTOM = r"(?:\d+(?:\.\d+)?\s*[km]?\s*(?:-|–|~|到|至|to)\s*)?"
# a setting's name for the window, an engine's flag included ("--context-length", "--ctx-size", "-c 8192",
# "max_model_len", "--vllm_maxlen", "num_ctx"; reader50: the flag's hyphen and an engine's prefix)
_CTX_SETTING = (r"(?:context(?:[\s_-]*(?:length|lengh|len|window|size))?|(?:--?)?ctx(?:[\s_-]*size)?|"
                r"num[\s_]ctx|n[\s_]ctx|"
                r"(?<![\w-])-c(?=\s+\d{3})|max[\s_-]*model[\s_-]*len|max[\s_-]*seq[\s_-]*len(?:gth)?|"
                r"(?:[a-z]+_)?max[\s_-]*len(?![a-z])|"
                # "max_length 可能要设置到 16384": a training's sequence length (reader32)
                r"max[\s_-]*length|seq(?:uence)?[\s_-]*len(?:gth)?|上下文(?:长度|長度)?|"
                # "长度2k和4k会显存溢出", "序列长度4096": a sequence's length in Chinese, never an output's (reader50)
                r"(?<!输出)(?<!輸出)(?<!视频)(?<!視頻)(?<!音频)(?<!音頻)(?:序列|文本|输入|輸入)?(?:长度|長度))")
_CONTEXT = [re.compile(p) for p in (
    # never a card's number before the word ("use the dual 3090 context as a reference": the setup, no 3,090 tokens)
    rf"(?<![a-zA-Z0-9_.])(?<!rtx\s)(?<!gtx\s)(?<!dual\s)(?<!twin\s)(?<!\dx\s)(?<!\d\sx\s){_RANGE_BOTTOM}{_CTX_NUM}\s*"
    rf"(?:tokens?\s*)?(?:of\s+)?(?:context|(?:(?:n|num)[\s_])?ctx|seq(?:uence)?[\s_-]*len(?:gth)?|token\s+window|上下文)",
    # (reader51) a limit met ("contextlengh超过40960", "context length exceeds 32768", "max_model_len is greater
    # than 40960")
    rf"{_CTX_SETTING}\s*(?:of|to|=|:|is|at|increased\s+to|set\s+to|为|為|是|设为|設為|超过|超過|超出|大于|大於|"
    r"exceeds?|exceeding|exceeded|over|(?:is\s+)?(?:greater|larger|more)\s+than|"
    rf"(?:可能|大概)?\s*(?:要|得|需要)?\s*(?:设置|設置|设|設|调|調|开|開)\s*(?:到|为|為|成))?\s*"
    # "of 20,000 (20k)": the number said again in thousands, in brackets (dropped from the text read here)
    rf"{_CTX_NUM}(?:\s*\(?\s*\d+(?:\.\d+)?\s*k(?![\w.])\s*\)?)?"
    # a second window joined to it ("长度2k和4k", "context 8k or 16k"): read too, the larger kept (reader50)
    r"(?:\s*(?:和|与|與|、|/|or|and)\s*(\d+(?:\.\d+)?\s*k)(?![a-z0-9.]))?",
    rf"(?<![\w.]){_CTX_NUM}\s*(?:length|len)(?![a-z])",
    # "llama3-70b 8k全参数微调", "a 7b 32k fine-tune": thousands of tokens right after a model's size (round 11)
    # (reader46) "prefill speed … with llama 3 70b at 8k?": "at", "with" or "@" between (never money after it)
    r"(?<=\db)\s+(?:(?:at|with|@)\s*)?(\d{1,3}\s*k)(?![\da-z])(?!\s*(?:budget|usd|dollars?|bucks|元|块|預算|预算))",
    # (reader46) tokens counted in Chinese ("每个batch都需要读9000个token", "8千token的输入", "3万个token"): the
    # context they fill, never one generated ("生成9000个token": an output's length)
    r"(?<!生成)(?<!输出)(?<!輸出)(?<![a-z0-9_.])(\d+(?:\.\d+)?\s*[千万萬])\s*(?:个|個)?\s*(?:tokens?|上下文)(?![a-z/])"
    r"(?!\s*(?:每|/|per))",
    r"(?<!生成)(?<!输出)(?<!輸出)(?<![a-z0-9_.])(\d{1,3}(?:,\d{3})+|\d{3,7})\s*(?:个|個)\s*tokens?(?![a-z/])"
    r"(?!\s*(?:每|/|per))",
    # a prompt's length is the context it fills (fix49c, break36 #11): "a 32k token prompt", "32k-token prompts",
    # "a prompt of 32,000 tokens", "32k的提示词"
    rf"(?<![a-zA-Z0-9_.]){_CTX_NUM}\s*-?\s*(?:tokens?\s*)?(?:的\s*)?(?:-?\s*long\s+)?(?:prompts?|提示词|提示詞)",
    rf"prompts?\s+(?:of|with)\s+{_CTX_NUM}\s*tokens?",
)]


def _context_tokens(value: str) -> int:
    """A context length read (:func:`~advisor.kinds.read_context`); "1m" is a window of 2**20 tokens
    ("max_model_len为1M")."""
    value = value.replace(",", "")  # "20,000"
    if chinese := re.fullmatch(r"(\d+(?:\.\d+)?)\s*([千万萬])", value.strip()):  # "8千" 8k, "3万" 30k (reader46)
        value = f"{round(float(chinese.group(1)) * (1 if chinese.group(2) == '千' else 10))}k"
    million = re.fullmatch(r"(\d+(?:\.\d+)?)\s*m", value.strip())
    return read_context(f"{round(float(million.group(1)) * 1024)}k" if million else value)


def context_said(s: str) -> tuple[int | None, str]:
    """The context length ``s`` (a question in lower case, NFKC) says, in tokens, and ``s`` with every context span
    blanked (spaces of the same length); ``(None, s)`` when none is said. Several spans: the largest (the module's
    docstring). Errors: none (a span :func:`~advisor.kinds.read_context` refuses is not one)."""
    found = sorted((m for p in opened(_CONTEXT, s) for m in p.finditer(s)), key=lambda m: m.start())
    best: int | None = None
    for m in found:
        values = []
        for said in (g for g in m.groups() if g):
            try:
                values.append(_context_tokens(re.sub(r"\s+", "", said)))
            except (AdvisorError, ValueError):
                continue
        if not values:
            continue
        best = max(values) if best is None else max(best, *values)
        s = s[:m.start()] + " " * (m.end() - m.start()) + s[m.end():]
    return best, s


def context_past(s: str) -> Message | None:
    """The note for a context ``s`` (a question in lower case) says that is longer than any sized here (judge32 E14:
    "Gemma 2B with 10M context on a 24GB card" was sized at 4,096 tokens with the 10M dropped unsaid): that length,
    the most the tables size (:data:`advisor.fits.parsing.MAX_CONTEXT`) and the default the figures are at; ``None``
    when no such span is said (a context read, or none)."""
    for p in opened(_CONTEXT, s):
        for m in p.finditer(s):
            for said in (g for g in m.groups() if g):
                words = re.sub(r"\s+", "", said)
                million = re.fullmatch(r"(\d+(?:\.\d+)?)m", words)
                tokens = float(million.group(1)) * 1_000_000 if million else None
                if tokens is None:
                    try:
                        _context_tokens(words)
                        continue
                    except (AdvisorError, ValueError):
                        digits = words.replace(",", "")
                        tokens = float(digits) if digits.isdigit() else None
                if tokens is not None and tokens > MAX_CONTEXT:
                    return msg("ask.context-past", "A context of {said} tokens is longer than any sized here (at most "
                               "{most:,.0f} tokens), so the figures below are at {default:,.0f} tokens; at that "
                               "length the KV cache, or the model's own long-context method, sets the memory — its "
                               "authors' figure for that length is the one to follow.", said=Text(value=said.upper()),
                               most=Number(value=MAX_CONTEXT), default=Number(value=DEFAULT_CONTEXT["inference"]))
    return None
