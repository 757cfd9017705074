"""A comparison's value verdict when one side runs no CUDA (issue 28 §1, fix63b).

"Arc B580 or 4060 for deep learning" said "Better value: Arc B580 for its 12 GB …" and "3090 vs 7900 XTX for
training" "Better value: Radeon RX 7900 XTX, 1.67x the speed for the money …", the ROCm word a mild line below.
The guides' first rule is NVIDIA's (``vendor.nvidia``, D17 L18–20: anything else "is making life hard for
yourself"); today an AMD card on ROCm's list or an Intel Arc is possible, not preferred (``vendor.rocm-list``,
``vendor.mainstream``, MODERN.md "Other vendors today"), and the ranking never proposes such a card while a CUDA
card does the job (:mod:`advisor.recommend.image`, ``situational``). So, for deep learning other than LLM inference:

- the non-CUDA card's better value stands only when the CUDA card is far behind — less than half its speed for
  the money (:data:`CUDA_WORTH`) — or when memory chose it (the CUDA card short of memory); its verdict then says
  the deciding fact in the same sentence (no CUDA: PyTorch through ROCm on Linux only, or Intel's XPU backend;
  fewer libraries);
- otherwise the CUDA card is the better value for the work, and the sentence says what the other gives and why
  it loses (``vendor.nvidia``).

LLM inference is weighed by :mod:`advisor.compare_llm`, where memory per dollar may win on llama.cpp. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import Message, Money, Quantity, msg
from .models import Reason
from .rules import card_param, gb
from .thresholds import ROOMY_SLOWDOWN
from .value_why import MEMORY_KEYS, value_said

if TYPE_CHECKING:
    from .models import Card, CardFacts, Market
    from .rules import RuleBook

CUDA_WORTH = ROOMY_SLOWDOWN
"""``vendor.nvidia``: a card that runs no CUDA is named the better value for deep-learning work against a CUDA card
only when it gives at least this many times the CUDA card's speed for the money: the factor at which the
comparisons call a contest no contest (:data:`advisor.thresholds.ROOMY_SLOWDOWN`, twice); below it the CUDA card's
ecosystem decides (the graded answer U09: "take the 4090 for the fewest surprises; the XTX is viable for Linux users
who accept tinkering"). A product choice."""

NO_CUDA_MAKERS = ("AMD", "Intel")


def stack(card: Card) -> Message:
    """What running ``card`` (an AMD or Intel card, no CUDA) means for deep learning, in a clause: PyTorch through
    ROCm on Linux only (AMD's ROCm list, MODERN.md) or Intel's XPU backend, and fewer libraries than CUDA's
    (bitsandbytes' ROCm backend an alpha preview, CUDA-only kernels: :data:`advisor.image_stack.BNB_SOURCE`), the
    fine-tuning tools that need CUDA named (mend46b: "fewer libraries" named none): bitsandbytes (its ROCm backend an
    alpha preview, huggingface.co/docs/bitsandbytes/main/non_cuda_backends), Unsloth (NVIDIA CUDA 7.0+ at its core,
    AMD and Intel through separate guides: unsloth.ai/docs/get-started/fine-tuning-for-beginners/unsloth-requirements)
    and FlashAttention 2 (CUDA kernels; a separate ROCm build: Dao-AILab/flash-attention README) —
    ``../shared/data/performance/FACTS_2026-12.md`` §2."""
    return maker_stack(card.manufacturer)


def maker_stack(maker: str | None) -> Message:
    """:func:`stack` by the card's maker (``"Intel"``: the XPU backend; any other: ROCm), for a side known by its
    facts only (:class:`advisor.models.CardFacts`' ``manufacturer``)."""
    if maker == "Intel":
        return msg("compare.no-cuda.xpu", "no CUDA: PyTorch through Intel's XPU backend, and the tools built for CUDA "
                   "(bitsandbytes, Unsloth, FlashAttention 2) partly or not at all")
    return msg("compare.no-cuda.rocm", "no CUDA: PyTorch through ROCm on Linux only, and the tools built for CUDA "
               "(bitsandbytes, Unsloth, FlashAttention 2) only in preview or separate ROCm builds")


def _money(f: CardFacts) -> Money | None:
    return Money(amount=f.price.amount, currency=f.price.currency) if f.price is not None else None


def cuda_verdict(rules: RuleBook, market: Market, use_case: str, sides: tuple[tuple[Card, CardFacts], ...],
                 better: str | None, value_reasons: list[Reason]) -> tuple[str | None, Reason | None]:
    """The better value of a two-card comparison and its sentence when one side runs no CUDA (module docstring).

    Inputs: the two ``(card, facts)`` sides (price in the market's currency, speed per money), the better value
    :func:`advisor.compare._better_value` chose and its reasons. Returns ``(better, reason)``: ``reason`` is the
    headline's value sentence that replaces :func:`advisor.value_why.value_said` (``None``, and ``better``
    unchanged, when the pair is not a non-CUDA card chosen against a CUDA one, for LLM work, or in a market whose
    software is the guides' own, where the rules hold AMD back anyway)."""
    cards = {c.name: (c, f) for c, f in sides}
    if better not in cards or use_case == "llm" or market.policy.software != "today" or len(cards) != 2:
        return better, None
    card, win = cards[better]
    other, lost = next(v for k, v in cards.items() if k != better)
    if card.manufacturer == "NVIDIA" and other.manufacturer in NO_CUDA_MAKERS and not other.is_system:
        return better, _cuda_held(rules, (card, win), (other, lost))  # the CUDA card chosen: its reason said too
    if card.manufacturer not in NO_CUDA_MAKERS or other.manufacturer != "NVIDIA" or card.is_system:
        return better, None
    wv, ov, wp, op = win.performance_per_price, lost.performance_per_price, _money(win), _money(lost)
    name, rival, how = card_param(card.name), card_param(other.name), stack(card)
    if not (wv and ov and wp and op):  # the CUDA card unpriced or with no speed figure (a stale last price): no
        # contest, so the value stands, its road said ("7900 XTX vs 4080 for training" said no word of CUDA)
        return better, rules.reason("vendor.nvidia", msg("compare.no-cuda.alone", "{value} {card} runs {stack}.",
                                                         value=value_said(better, (win, lost), value_reasons),
                                                         card=name, stack=how))
    ratio = Quantity(value=round(max(wv, ov) / min(wv, ov), 2), unit="x", digits=2)
    memory = any(r.message.key in MEMORY_KEYS for r in value_reasons)
    if memory:  # the CUDA card is short of memory: the memory wins, with its road said
        return better, rules.reason("vendor.nvidia", msg(
            "compare.no-cuda.for-memory", "Better value for its {memory}, without CUDA: {card} ({price}); {other} "
            "gives {ratio} the speed for the money ({other_price}) but only {other_memory}, and {card} runs {stack}.",
            memory=gb(win.memory_gb or 0), card=name, price=wp, other=rival, ratio=ratio, other_price=op,
            other_memory=gb(lost.memory_gb or 0), stack=how))
    if not any(r.message.key == "compare.value.more" for r in value_reasons):  # no contest: the CUDA card is held
        # back or below the floor, so the value stands, with its road said
        return better, rules.reason("vendor.nvidia", msg("compare.no-cuda.alone", "{value} {card} runs {stack}.",
                                                         value=value_said(better, (win, lost), value_reasons),
                                                         card=name, stack=how))
    if wv >= ov * CUDA_WORTH:  # far ahead: it stands, its road said in the same sentence
        return better, rules.reason("vendor.nvidia", msg(
            "compare.no-cuda.far", "Better value, without CUDA: {card}, {ratio} the speed for the money of {other} "
            "({price} vs {other_price}), if you accept that it runs {stack}.", card=name, ratio=ratio, other=rival,
            price=wp, other_price=op, stack=how))
    return other.name, rules.reason("vendor.nvidia", msg(
        "compare.no-cuda.close", "Better value for deep learning: {other} ({other_price}), for its CUDA: {card} gives "
        "{ratio} the speed for the money ({price}), less than twice, but runs {stack}.", other=rival, other_price=op,
        card=name, ratio=ratio, price=wp, stack=how))



def memory_given_up(rules: RuleBook, sides: tuple[tuple[Card, CardFacts], ...], better: str | None,
                    reasons: list[Reason]) -> list[Reason]:
    """What memory the CUDA card chosen by :func:`cuda_verdict`'s close call gives up against the roomier AMD or Intel
    card (``memory.never-less``: a better value with less memory always says so; "RTX 5070 vs RX 7900 XT" named the
    12 GB card for its CUDA with no word of the 20 GB it gives up): the ``compare.value.if-fits`` sentence
    :func:`advisor.compare._better_value` says of a faster-per-money card with less memory. Inputs: the two sides, the
    final better value and every reason so far (``reasons``: the value reasons and the verdict off CUDA). Empty when
    the better value has at least the other's memory, or a ``memory.never-less`` reason already says it."""
    cards = {c.name: f for c, f in sides}
    if better not in cards or len(cards) != 2 or any(r.rule_id == "memory.never-less" for r in reasons) \
            or not any(r.message.key == "compare.no-cuda.close" for r in reasons):
        return []
    win = cards[better]
    lost = next(f for name, f in cards.items() if name != better)
    gap = (lost.memory_gb or 0) - (win.memory_gb or 0)
    if gap <= 0:
        return []
    return [rules.reason("memory.never-less", msg(
        "compare.value.if-fits", "{card} is the better value only if your models fit in {memory}: it gives up "
        "{gap} against {other}.", card=card_param(better), memory=gb(win.memory_gb or 0), gap=gb(gap),
        other=card_param(lost.card)))]


def _cuda_held(rules: RuleBook, cuda: tuple[Card, CardFacts], rival: tuple[Card, CardFacts]) -> Reason | None:
    """The CUDA card chosen as the better value against an AMD or Intel card that gives more speed for the money,
    but less than :data:`CUDA_WORTH` times (mend46b: "RX 9070 XT vs RTX 5070 Ti for fine-tuning" tagged the 5070 Ti
    "better value" with no word of why): the sentence of :func:`cuda_verdict`'s close call, CUDA named as the reason
    (``vendor.nvidia``). ``None`` when the CUDA card also gives the most speed for the money, or a figure is missing."""
    (card, win), (other, lost) = cuda, rival
    wv, ov, wp, op = win.performance_per_price, lost.performance_per_price, _money(win), _money(lost)
    if not (wv and ov and wp and op) or ov <= wv or ov >= wv * CUDA_WORTH:
        return None
    return rules.reason("vendor.nvidia", msg(
        "compare.no-cuda.close", "Better value for deep learning: {other} ({other_price}), for its CUDA: {card} gives "
        "{ratio} the speed for the money ({price}), less than twice, but runs {stack}.", other=card_param(card.name),
        other_price=wp, card=card_param(other.name), ratio=Quantity(value=round(ov / wv, 2), unit="x", digits=2),
        price=op, stack=stack(other)))


def engine_held(value: Message, card: Card, other: Card) -> Message:
    """An LLM comparison's value verdict ``value`` for ``card`` (an AMD or Intel card) against ``other`` (an NVIDIA
    one), with the engines it holds for (fix63b: "Better value for LLMs: Radeon RX 7900 XTX" said nowhere that it
    holds on llama.cpp's engines, not on the CUDA road): the decode figures are llama.cpp's (GGUF files), which
    llama.cpp and Ollama run on AMD through ROCm or Vulkan and on Intel through SYCL or Vulkan (data/SOURCES.md
    "engine_gpus.csv": Ollama's docs/gpu.mdx, llama.cpp's SYCL backend page). ``value`` itself for any other pair."""
    if card.manufacturer not in NO_CUDA_MAKERS or other.manufacturer != "NVIDIA" or card.is_system:
        return value
    backend = (msg("compare.llm.engine.sycl", "SYCL or Vulkan") if card.manufacturer == "Intel"
               else msg("compare.llm.engine.rocm", "ROCm or Vulkan"))
    return msg("compare.llm.engine-held", "{value} That holds on llama.cpp and Ollama, through {backend}; for "
               "training, {other}'s CUDA decides.", value=value, backend=backend,
               other=card_param(other.name))


__all__ = ["CUDA_WORTH", "NO_CUDA_MAKERS", "cuda_verdict", "engine_held", "memory_given_up", "stack"]
