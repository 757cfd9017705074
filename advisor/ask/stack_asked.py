"""Whether the software stack runs a card (issue 28 §6, break19 #6): "does flash attention work?" after "I have a
1080 ti" repeated the FP16 answer, and "do cu128 wheels support pascal?" was "not about GPUs".

- FlashAttention: the card's ``data/precision_support.csv`` row (its ``flash_attention`` column), yes first; for a no,
  the rule ``compat.flash-old`` (``data/rules.csv``: FlashAttention-2 needs Ampere; PyTorch SDPA's memory-efficient
  kernel and xformers run from Maxwell on; FlashAttention README, Dao-AILab/flash-attention issue 32, PyTorch's
  ``sdp_utils.cpp``).
- A PyTorch wheel by its CUDA tag (``cu126``, ``cu128``, ``cu130``; ``cu128`` when none is said): whether it carries
  kernels for the card's compute capability, then the rule behind it (``compat.pytorch-wheels``: Maxwell and Pascal
  left out of cu128/cu129 from PyTorch 2.8, Volta from 2.11, CUDA 13 wheels from Turing on, cu126 last published with
  2.14; ``compat.blackwell-min`` for Blackwell, which needs cu128). Of a card, or of a generation named without one
  ("do cu128 wheels support pascal?": :func:`generation_wheel_reply`).

Pure; each function returns the reply, or ``None``.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Card as CardParam
from ..i18n import Message, Text, msg
from ..wording import card_param, fact_message, join
from .multi_gpu_failed import multi_gpu_failed
from .weights_edited import weights_edited

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Card

WHEEL = re.compile(r"(?<![a-z0-9])cu1[0-3]\d(?![0-9])|(?:pytorch|torch)\s*(?:2\.\d+\s*)?wheels?")
"""A PyTorch wheel named by its CUDA tag ("do cu128 wheels support pascal?"): the ``WHEEL`` kind of question
(:mod:`advisor.ask.precision_asked`)."""
_TAG = re.compile(r"(?<![a-z0-9])cu1([0-3]\d)(?![0-9])")
DEFAULT_TAG = 128
"""The wheel read when none is named by its tag ("do the new pytorch wheels support pascal?"): PyTorch's default
CUDA 12.8 build since 2.8 (``compat.pytorch-wheels``)."""
GENERATIONS = {"maxwell": "5.2", "pascal": "6.1", "volta": "7.0", "turing": "7.5", "ampere": "8.6", "ada": "8.9",
               "hopper": "9.0", "blackwell": "12.0", "麦克斯韦": "5.2", "麥克斯韋": "5.2", "帕斯卡": "6.1",
               "伏打": "7.0", "图灵": "7.5", "圖靈": "7.5", "安培": "8.6", "霍珀": "9.0"}
"""A GPU generation as people name it → a compute capability of it (NVIDIA's CUDA GPUs table; the generations of
``data/precision_support.csv``)."""
_GENERATION = re.compile(r"(?<![a-z])(" + "|".join(GENERATIONS) + r")(?![a-z])")


_FLASH_VERSION = re.compile(r"(?:flash[\s_-]*(?:att(?:n|ention))?|(?<![a-z0-9])fa)[\s_-]*v?([34])(?![0-9])")
"""A FlashAttention version past 2 named ("flash attention 3", "flashattention-3", "fa3", "FA4")."""
FLASH_NEWER = {"3": (9.0, 9.9), "4": (9.0, 11.9)}
"""The compute capabilities each newer FlashAttention is written for: FlashAttention-3 for Hopper, FlashAttention-4
for Hopper and data-centre Blackwell (Dao-AILab/flash-attention README at 0251105a, data/SOURCES.md)."""


def flash_reply(advisor: Advisor, card: Card, row: dict[str, str], text: str = "") -> Message:
    """"No: GeForce GTX 1080 Ti (Pascal …, compute capability 6.1) cannot run FlashAttention-2. FlashAttention-2 needs
    Ampere …" for a FlashAttention question of one NVIDIA card, from its ``precision_support`` ``row``; a newer
    version named in ``text`` ("can I use flash attention 3 on a 4090?") is answered for that version
    (:data:`FLASH_NEWER`: FlashAttention-3 is Hopper's only — newuser27 had "Yes … runs FlashAttention-2")."""
    params = dict(card=card_param(card.name), cc=Text(value=str(card.compute_capability)),
                  generation=fact_message("precision_support", row, "generation"))
    if (newer := _FLASH_VERSION.search(text.lower())) is not None and card.compute_capability:
        low, high = FLASH_NEWER[newer.group(1)]
        version = Text(value=f"FlashAttention-{newer.group(1)}")
        if low <= float(card.compute_capability) <= high:
            return msg("ask.flash.newer.yes", "Yes: {card} ({generation}, compute capability {cc}) is what {version} "
                       "is written for.", version=version, **params)
        has = (fact_message("precision_support", row, "flash_attention") if row["flash_attention"].startswith(
            "FlashAttention") else msg("ask.flash.newer.none", "no FlashAttention at all"))
        return msg("ask.flash.newer.no", "No: {version} is written for Hopper (H100, H200, H800: compute capability "
                   "9.0){four}; {card} ({generation}, compute capability {cc}) runs {has}.", version=version, has=has,
                   four=msg("ask.flash.newer.four", " and data-centre Blackwell (B200, B300)") if newer.group(1) == "4"
                   else Text(value=""), **params)
    if row["flash_attention"].startswith("FlashAttention"):
        return msg("ask.flash.yes", "Yes: {card} ({generation}, compute capability {cc}) runs {what}.",
                   what=fact_message("precision_support", row, "flash_attention"), **params)
    if FLASH_ERROR.search(text.lower()):  # "gets 'FlashAttention requires cc 8.0': can I run it?": the app runs
        return msg("ask.flash.off", "It runs with FlashAttention turned off: {card} ({generation}, compute capability "
                   "{cc}) cannot run FlashAttention-2, and the error is the app asking for it. Turn it off — the app's "
                   "own flag, or attn_implementation=\"sdpa\" in Hugging Face transformers — and it runs on "
                   "PyTorch's own attention. {rule}", rule=advisor.rules.reason("compat.flash-old").message, **params)
    return msg("ask.flash.no", "No: {card} ({generation}, compute capability {cc}) cannot run FlashAttention-2. "
               "{rule}", rule=advisor.rules.reason("compat.flash-old").message, **params)


FLASH_ERROR = re.compile(r"(?<![a-z])(?:requires?|required|only\s+supports?|not\s+supported|unsupported|errors?|"
                         r"fails?|failed|failing|crash(?:es|ed)?|exception|raises?)(?![a-z])|报错|報錯|错误|錯誤|不支持|"
                         r"失败|失敗")
"""An error FlashAttention raised said ("gets 'FlashAttention requires cc 8.0'", "fails on my 2060", "报错"): the
app that asked for it is what the question wants run (judge30)."""


def wheel_tag(text: str) -> int:
    """The CUDA tag of the PyTorch wheel ``text`` names ("cu128" → 128, "cu126" → 126); :data:`DEFAULT_TAG` when it
    names none."""
    found = _TAG.search(text.lower())
    return 100 + int(found.group(1)) if found is not None else DEFAULT_TAG


def wheel_reply(advisor: Advisor, text: str, cc: str | None, who: CardParam | None = None) -> Message | None:
    """Whether the PyTorch wheel ``text`` names (:func:`wheel_tag`) runs compute capability ``cc`` (``who``: the card
    or generation said, default the generation of its ``precision_support`` row), yes or no first, then the rule;
    ``None`` below Maxwell (no wheel of today runs it: the card's own support answer says so) or for no ``cc``."""
    found = _wheel_lead(advisor, text, cc, who)
    if found is None:
        return None
    lead, rule = found
    return msg("ask.wheel.reply", "{said}", said=join([lead, advisor.rules.reason(rule).message]))


def wheels_each(advisor: Advisor, text: str, cards: list[Card]) -> Message | None:
    """Each card's wheel answer (:func:`wheel_reply`'s yes or no) in the order given, the rules behind them once
    after all ("How do I get the V100 and the P40 to work with current PyTorch?": the V100 up to 2.10 on cu128, the
    P40 on cu126 only — judge27 #07); ``None`` when a card has no wheel answer (below Maxwell, AMD, Apple)."""
    found = [_wheel_lead(advisor, text, card.compute_capability, card_param(card.name)) for card in cards]
    if not found or any(f is None for f in found):
        return None
    leads = [f[0] for f in found if f is not None]
    rules = dict.fromkeys(f[1] for f in found if f is not None)
    return msg("ask.wheel.each", "{said}", said=join([*leads, *(advisor.rules.reason(r).message for r in rules)]))


def _wheel_lead(advisor: Advisor, text: str, cc: str | None,
                who: CardParam | Message | None) -> tuple[Message, str] | None:
    """:func:`wheel_reply`'s yes or no for compute capability ``cc``, and the id of the rule behind it."""
    if cc is None or float(cc) < 5.0:
        return None
    value, tag = float(cc), wheel_tag(text)
    row = next((r for r in advisor.rules.precision_rows() if float(r["min_cc"]) <= value <= float(r["max_cc"])), None)
    if row is None:
        return None
    what: CardParam | Message = who or fact_message("precision_support", row, "generation")
    params = dict(who=what, cc=Text(value=cc), wheel=Text(value=f"cu{tag}"))
    rule = "compat.blackwell-min" if value >= 10.0 else "compat.pytorch-wheels"
    if value >= 10.0:
        runs, until = tag >= 128, False
    elif value >= 7.5:
        runs, until = True, False
    elif value >= 7.0:
        runs, until = tag <= 126, tag in (128, 129)
    else:
        runs, until = tag <= 126, False
    if runs:
        lead = msg("ask.wheel.yes", "Yes: the {wheel} wheels run {who} (compute capability {cc}).", **params)
    elif _TAG.search(text.lower()) is None and value < 10.0:  # "with current PyTorch": yes on the pinned wheels, never
        # a bare "No" the rule after it contradicts (break43 #5)
        lead = msg("ask.wheel.pinned.until", "Yes, on the cu126 wheels: they run {who} (compute capability {cc}) up to "
                   "PyTorch 2.14, the last release that publishes them; the default {wheel} wheels dropped it from "
                   "2.11.", **params) if until else msg(
            "ask.wheel.pinned", "Yes, on the cu126 wheels: they run {who} (compute capability {cc}) up to PyTorch "
            "2.14, the last release that publishes them; the default {wheel} wheels leave it out.", **params)
    elif until:
        lead = msg("ask.wheel.until", "Only up to PyTorch 2.10: the {wheel} wheels of 2.11 and later leave out {who} "
                   "(compute capability {cc}); the cu126 wheels still run it.", **params)
    else:
        lead = msg("ask.wheel.no", "No: the {wheel} wheels leave out {who} (compute capability {cc}); it needs the "
                   "{need} wheels.", need=Text(value="cu128" if value >= 10.0 else next(  # the wheels that carry it
                       (r["pin"] for r in advisor.catalog.wheel_builds
                        if float(r["min_cc"]) <= value <= float(r["max_cc"])), "cu126")), **params)
    return lead, rule


def generation_wheel_reply(advisor: Advisor, text: str) -> Message | None:
    """The wheel answer (:func:`wheel_reply`) for a question naming a wheel and a GPU generation with no card ("do
    cu128 wheels support pascal?", "cu128的轮子支持帕斯卡吗"); ``None`` for any other question."""
    low = text.lower()
    found = _GENERATION.search(low)
    if found is None or WHEEL.search(low) is None:
        return None
    return wheel_reply(advisor, text, GENERATIONS[found.group(1)])

def wheels_asked(advisor: Advisor, text: str, read_as) -> Message | None:
    """:func:`generation_wheel_reply` for a question read with no card and no budget, as nothing to answer or as a
    buyer's ("do cu128 wheels support pascal?", "cu128的轮子支持帕斯卡吗": a wheel's question, never a budget asked
    back); multi-GPU training that fails on the cards read, before their single-card support (fix85a, judge32 C3:
    :mod:`advisor.ask.multi_gpu_failed`) and abliteration (:mod:`advisor.ask.weights_edited`); ``None`` for any
    other reading."""
    if (multi := multi_gpu_failed(advisor, text, read_as) or weights_edited(advisor, text, read_as)) is not None:
        return multi  # "abliterate gpt-oss-120b on a 3090": its weights in bf16, never llama.cpp's run (fix85a)
    if read_as.command not in ("none", "recommend") or read_as.budget is not None or read_as.cards:
        return None
    return generation_wheel_reply(advisor, text)


__all__ = ["DEFAULT_TAG", "FLASH_ERROR", "GENERATIONS", "WHEEL", "flash_reply", "generation_wheel_reply",
           "wheel_reply", "wheel_tag", "wheels_asked", "wheels_each"]
