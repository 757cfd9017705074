"""Which maker, asked with no card and no budget ("nvidia or amd for deep learning?", "amd vs nvidia for pytorch",
"深度学习A卡还是N卡"): the guides' answer first — NVIDIA, for CUDA (``vendor.nvidia``: D17 L18-20, CN19 L3); AMD only
on its ROCm support list (``vendor.rocm-list``), Apple silicon through MPS and MLX with no CUDA (``vendor.apple``) —
then the budget asked for the cards. It replaced a bare "What is your budget?", which answered none of it. (The rule ids
are cited here, never inside the sentence.)"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..concerns import DECIDING_WEIGHT
from ..i18n import Card, Message, Money, Quantity, Text, msg
from ..image_speed import its_clause, table
from ..models import Caveat, Recommendation
from ..shown import shown_price
from ..wording import card_param, gb
from .memory_only import _on_rocm

_NVIDIA = re.compile(r"(?<![a-z])(?:nvidia|geforce|cuda)(?![a-z])|n卡|英伟达|英偉達|老黄")
_OTHER = re.compile(r"(?<![a-z])(?:amd|radeon|rocm|intel|arc|apple|mac|macs|mps)(?![a-z])|"
                    r"a卡|i卡|农企|農企|英特尔|英特爾|苹果|蘋果")
"""Makers other than NVIDIA (their cards' line words, their stacks), in English and Chinese."""


_WORKS = re.compile(r"(?<![a-z])(?:can|could|does|do|will|work|works|working|run|runs|support|supports|supported|"
                    r"usable|viable|good\s+for|ok\s+for|okay\s+for)(?![a-z])|能跑|能用|能不能|可以|行吗|行嗎|支持|"
                    r"能做|能训练|能訓練")
_DEEP_LEARNING = re.compile(r"(?<![a-z])(?:deep\s+learning|machine\s+learning|ml|ai|pytorch|tensorflow|training|"
                            r"llms?|stable\s+diffusion|cuda)(?![a-z])|深度学习|深度學習|机器学习|機器學習|训练|訓練|"
                            r"炼丹|煉丹|跑模型|大模型|ai")
_TRAINS = re.compile(r"(?<![a-z])(?:train|trains|training|fine-?tun\w*|finetun\w*)(?![a-z])"
                     r"|训练|訓練|微调|微調|炼丹|煉丹")
"""Training asked: on a Mac the answer is where to train (MPS is slow and lacks operations that then run on the CPU:
pytorch/pytorch issue 77764, the MPS op coverage tracker; the GPT-SoVITS maintainers train on CPU on a Mac for it)."""
_APPLE = re.compile(r"(?<![a-z])(?:apple|mac|macs|mps|m[1-5])(?![a-z])|苹果|蘋果")


def maker_works_reply(rocm_cards: Callable[[], list[str]], text: str, ask_budget: Message) -> Message | None:
    """"Yes, on AMD's ROCm list: …" for a question whether one maker other than NVIDIA runs deep learning, with no
    card named ("a卡能跑深度学习吗", "can amd gpus do deep learning?", "does pytorch work on amd cards?"): for AMD,
    the consumer cards of ``rocm_cards`` (``data/rocm_support.csv``: AMD's ROCm system requirements), PyTorch's ROCm
    builds on Linux, and CUDA as the easy road (``vendor.rocm-list``, ``vendor.nvidia``); for Apple silicon, MPS
    and MLX with no CUDA (``vendor.apple``) — for training asked (:data:`_TRAINS`), that it is slow there, so train in
    the cloud and run on the Mac (judge27 #17); then ``ask_budget``. ``None`` for any other question."""
    low = text.lower()
    if _NVIDIA.search(low) or not _WORKS.search(low) or not _DEEP_LEARNING.search(low):
        return None
    if _AMD.search(low):
        return msg("ask.vendor.amd-works", "Yes, on a card on AMD's ROCm support list ({cards}): PyTorch's ROCm builds "
                   "run on Linux; NVIDIA stays the easy road, as most code, kernels and answers are built on CUDA. "
                   "{ask}", cards=[Text(value=c) for c in rocm_cards()], ask=ask_budget)
    if _APPLE.search(low) and _TRAINS.search(low):  # training asked of a Mac (judge27 #17): where to train, first
        return msg("ask.vendor.apple-trains", "Training on a Mac's GPU works through PyTorch's MPS backend, but "
                   "slowly, and operations MPS lacks fall back to the CPU, so many training projects train on the CPU "
                   "on a Mac. Train on a CUDA GPU in the cloud (a free notebook or a rented card) and run the trained "
                   "model on the Mac, whose unified memory holds large models. {ask}", ask=ask_budget)
    if _APPLE.search(low):
        return msg("ask.vendor.apple-works", "Yes, with no CUDA: PyTorch runs on Apple silicon through its MPS "
                   "backend, MLX and llama.cpp run LLMs from unified memory, and training is slower than on a "
                   "comparable NVIDIA card. {ask}", ask=ask_budget)
    return None


def vendor_reply(text: str, ask_budget: Message, rocm_cards: Callable[[], list[str]] | None = None
                 ) -> Message | None:
    """The reply to a question that weighs NVIDIA against another maker with no card named (module docstring),
    ending with ``ask_budget``; whether one other maker works (:func:`maker_works_reply`, with ``rocm_cards``, called
    only then);
    ``None`` when the question names no such pair."""
    low = text.lower()
    if not (_NVIDIA.search(low) and _OTHER.search(low)):
        return maker_works_reply(rocm_cards, text, ask_budget) if rocm_cards is not None else None
    return msg("ask.vendor", "NVIDIA, for deep learning: frameworks, libraries and answers are built on CUDA; an AMD "
               "card only if it is on AMD's ROCm support list, Apple silicon through MPS and MLX with no CUDA. {ask}",
               ask=ask_budget)


_AMD = re.compile(r"(?<![a-z])(?:amd|radeon|rocm)(?![a-z])|a卡|农企|農企")
"""AMD asked for by name, line or stack."""
REACH = 0.25
"""How far over the budget an AMD card is still weighed (the recommender's stretch, 25 %: "just over")."""


FASTER = 0.05
"""How much faster (training index, or memory bandwidth for LLMs) the AMD card must be to be said faster."""


def weighs_makers(text: str) -> bool:
    """Whether ``text`` weighs NVIDIA against another maker ("nvidia or amd", "A卡还是N卡"): the maker is the
    question, not a filter of the list."""
    low = text.lower()
    return bool(_NVIDIA.search(low) and _OTHER.search(low))


def amd_option(advisor, market, budget: float):
    """The best AMD card on AMD's ROCm list (``data/rocm_support.csv``) within ``budget`` or up to :data:`REACH`
    over it (market currency): the fastest by the training index (``data/performance``), then the most memory,
    then the cheaper; ``(card, price, relative speed)`` or ``None`` when none is priced within reach."""
    found = []
    for name in dict.fromkeys(n for n, _ in advisor.catalog.prices(market.id)):
        card = advisor.catalog.card(name)
        if card is None or card.is_system or not _on_rocm(advisor, card):
            continue
        price = shown_price(advisor.catalog.price_of(market.id, name))
        perf = advisor.catalog.performance.get(name)
        if price is None or not price.pick or perf is None or price.amount > budget * (1 + REACH):
            continue
        found.append((perf.relative, card.memory_gb or 0.0, -price.amount, card, price))
    if not found:
        return None
    best = max(found, key=lambda t: t[:3])
    return best[3], best[4], best[0]


def _speed(card, line_speed, perf_ratio: float | None) -> Message | None:
    """A card's speed for the job, as the ranking says it: the training index relative to the ranking's reference
    card (``line_speed`` the NVIDIA pick's figure, ``perf_ratio`` this card's index over the pick's), or for an
    LLM ranking (decode tokens/s) the memory bandwidth decode follows (the cards' spec sheets, ``data/cards``)."""
    if line_speed is not None and line_speed.measure == "decode":
        if not card.bandwidth_gb_s:
            return None
        return msg("ask.vendor.bandwidth", "{bandwidth} memory bandwidth",
                   bandwidth=Quantity(value=card.bandwidth_gb_s, unit="GB/s"))
    if line_speed is None or line_speed.measure != "training" or perf_ratio is None:
        return None
    return msg("ask.vendor.training", "{speed} training speed",
               speed=Quantity(value=line_speed.value * perf_ratio, unit="x", digits=2))


def weighed(advisor, answer) -> Message | None:
    """One line weighing the AMD option (:func:`amd_option`) against the card the answer says to buy (break17 #12:
    "nvidia or amd, budget $800" was answered with the CUDA rule and a list holding no AMD card, beside the 7900 XTX
    28 USD over): each card's memory, price and speed for the job (the ranking's measure), then which to take — the
    Radeon only for its extra memory, for LLM inference on Linux; NVIDIA otherwise, for CUDA. ``None`` without an
    NVIDIA card first in the ranking."""

    shape = getattr(answer, "shape", None)
    line = shape.ranking[0] if shape is not None and shape.ranking else None
    budget = getattr(answer.budget, "market_amount", None)
    if line is None or line.price is None or not budget:
        return None
    nv = advisor.catalog.card(line.card)
    if nv is None or nv.manufacturer != "NVIDIA":
        return None
    market = advisor.catalog.market(answer.market.id)
    found = amd_option(advisor, market, budget)
    if found is None:
        return msg("ask.vendor.no-amd", "NVIDIA or AMD: no AMD card on AMD's ROCm list is priced within reach of "
                   "this budget, so NVIDIA: the {nv}, with CUDA.", nv=Card(value=nv.name))
    amd, price, relative = found
    perf = advisor.catalog.performance.get(nv.name)
    ratio = relative / perf.relative if perf is not None and perf.relative else None
    amd_speed, nv_speed = _speed(amd, line.speed, ratio), _speed(nv, line.speed, 1.0)
    if amd_speed is None or nv_speed is None:
        return None
    over = price.amount / budget - 1
    params = dict(amd=Card(value=amd.name), amd_memory=gb(amd.memory_gb or 0.0),
                  amd_price=Money(amount=price.amount, currency=price.currency), amd_speed=amd_speed,
                  nv=Card(value=nv.name), nv_memory=gb(nv.memory_gb or 0.0),
                  nv_price=Money(amount=line.price.amount, currency=line.price.currency), nv_speed=nv_speed,
                  over=(msg("ask.vendor.over", ", {pct} over budget",
                            pct=Quantity(value=max(1, round(over * 100)), unit="%")) if over > 0 else Text(value="")))
    if (amd.memory_gb or 0.0) > (nv.memory_gb or 0.0):
        return msg("ask.vendor.weighed.memory", "NVIDIA or AMD: the best AMD card within reach is the {amd} "
                   "({amd_memory}, {amd_price}{over}, {amd_speed}, on AMD's ROCm list) against the {nv} "
                   "({nv_memory}, {nv_price}, {nv_speed}). The Radeon's extra memory is worth it for LLM inference "
                   "on Linux (llama.cpp, vLLM, PyTorch on ROCm); for training and everything else take the {nv}, as "
                   "CUDA-only code runs on it unported.", **params)
    amd_figure = (amd.bandwidth_gb_s or 0.0) / (nv.bandwidth_gb_s or 1.0) if line.speed.measure == "decode" else (
        ratio or 0.0)
    if amd_figure > 1 + FASTER:
        return msg("ask.vendor.weighed.faster", "NVIDIA or AMD: the best AMD card within reach is the {amd} "
                   "({amd_memory}, {amd_price}{over}, {amd_speed}, on AMD's ROCm list) against the {nv} ({nv_memory}, "
                   "{nv_price}, {nv_speed}). The Radeon is faster on paper but holds no more, and CUDA-only code runs "
                   "on the {nv} unported: take the {nv} unless your tools are known to run on ROCm.", **params)
    return msg("ask.vendor.weighed.nvidia", "NVIDIA or AMD: the best AMD card within reach is the {amd} ({amd_memory}, "
               "{amd_price}{over}, {amd_speed}, on AMD's ROCm list) against the {nv} ({nv_memory}, {nv_price}, "
               "{nv_speed}). No more memory on the AMD side, and CUDA on the NVIDIA one: take the {nv}.", **params)


def vendor_fact(advisor, text: str, read_as, answer) -> list:
    """The makers' rule as a ranking's first deciding fact when the question weighs NVIDIA against another maker
    and says a budget ("nvidia or amd, budget $800", "A卡还是N卡，预算3000元"): the ranking answers which card, the
    rule answers which maker (break15 #8: the maker's half went unanswered). ``[]`` otherwise."""
    low = text.lower()
    if not isinstance(answer, Recommendation) or not (_NVIDIA.search(low) and _OTHER.search(low)):
        return []
    said = weighed(advisor, answer) if _AMD.search(low) else None  # the AMD option against the NVIDIA pick
    said = said or msg("ask.vendor.fact", "NVIDIA or another maker: NVIDIA, for deep learning, as frameworks, "
                       "libraries and answers are built on CUDA; an AMD card only if it is on AMD's ROCm support "
                       "list, Apple silicon through MPS and MLX with no CUDA.")
    return [Caveat(rule_id="vendor.nvidia", weight=DECIDING_WEIGHT, message=said)]




ROCM_SHOWN = 5
"""How many of the listed consumer cards the reply names (the list's first, with 16 GB or more)."""
ROCM_MEMORY_GB = 16.0
"""The memory a listed card needs to be named (today's floor for deep learning beyond first steps: use_cases.csv)."""


def rocm_cards(advisor) -> list[str]:
    """The consumer Radeon cards on AMD's ROCm support list (``data/rocm_support.csv``) with at least
    :data:`ROCM_MEMORY_GB`, newest first as listed, at most :data:`ROCM_SHOWN`."""
    found = []
    for name, row in advisor.catalog.rocm_support.items():
        if name.startswith("Radeon RX") and row["status"] == "supported" and (
                advisor.card(name).memory_gb or 0) >= ROCM_MEMORY_GB:
            found.append(name)
    return found[:ROCM_SHOWN]


_IMAGE = re.compile(r"(?<![a-z])(?:stable\s*diffusion|sdxl|sd\s*1\.5|flux|comfyui|automatic1111|a1111|"
                    r"image\s+generation|generate\s+images)(?![a-z])|出图|出圖|画图|畫圖|绘图|繪圖|文生图|文生圖|ai绘画|ai繪畫|生图|生圖")
"""Image generation asked for by its models, tools or Chinese words."""


def amd_image_reply(advisor, text: str, read_as, ask: Message | None) -> Message | None:
    """"Yes: Stable Diffusion runs on AMD through PyTorch's ROCm builds on Linux …" for a question whether AMD runs
    image generation, with no card and no NVIDIA named ("a卡能跑stable diffusion吗", "can amd gpus run sdxl?"): the
    consumer cards on AMD's ROCm list (:func:`rocm_cards`, ``data/rocm_support.csv``), the fastest AMD card
    ``data/performance/sd_its.csv`` measures with its it/s (SD 1.5, 512x512, AUTOMATIC1111 medians), CUDA as the
    easy road (``vendor.rocm-list``, ``vendor.nvidia``), then ``ask`` (the budget, when it is missing). ``None``
    for any other question, and for an owner's (``read_as`` with a card, a memory or ``own``: "16G VRAM (AMD
    card), Flux runs out of memory" is told what that memory holds)."""
    low = text.lower()
    if read_as.cards or read_as.memory_gb or read_as.own or _NVIDIA.search(low) or not _AMD.search(low) or not (
            _IMAGE.search(low) and _WORKS.search(low)):
        return None
    measured = sorted((row.its, name) for name, row in table().items() if name in advisor.catalog.card_rows
                      and advisor.card(name).manufacturer == "AMD")
    speed = its_clause(measured[-1][1], None) if measured else None
    said = msg("ask.vendor.amd-image.measured", " Measured: {card} {speed}.", card=card_param(measured[-1][1]),
               speed=speed) if speed is not None else Text(value="")
    return msg("ask.vendor.amd-image", "Yes, on a card on AMD's ROCm support list ({cards}): Stable Diffusion runs "
               "through PyTorch's ROCm builds on Linux (ComfyUI, AUTOMATIC1111).{measured} NVIDIA stays "
               "the easy road: most image tools, extensions and guides are built on CUDA. {ask}",
               cards=[Text(value=c) for c in rocm_cards(advisor)], measured=said,
               ask=ask if ask is not None else Text(value=""))


__all__ = ["amd_image_reply", "amd_option", "maker_works_reply", "rocm_cards", "vendor_fact", "vendor_reply",
           "weighed", "weighs_makers"]
