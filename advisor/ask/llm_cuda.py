"""A card without CUDA leading a budget's LLM ranking for a model (fix63a #3, newuser25: "预算8000元 Qwen3 30B-A3B"
listed two Radeons and no NVIDIA card, with no word of why).

The guides prefer NVIDIA (``vendor.nvidia``: the DL ecosystem is built on CUDA); a Radeon on ROCm's list runs LLMs
through llama.cpp (``vendor.rocm-list``), so the LLM ranking may lead with one — for its memory at that price, when
no CUDA card within the budget holds the model whole. That reason is the deciding fact, said after the headline:
the model's memory, that no CUDA card within the budget holds it, the cheapest CUDA card that does and its price
(over the budget), and the CUDA way within the budget the ranking has (several cards splitting the model), with its
speed — so the choice between memory on ROCm and CUDA is the reader's, both named. The ranking lines keep their
"no CUDA" label. Pure but for the market's offers (:func:`advisor.ask.jobs_cuda.cheapest_cuda`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Money, Number, Quantity, Text, msg
from ..models import Caveat, Recommendation
from ..recommend.ranking import price_param
from ..wording import card_param, join
from .jobs_cuda import VENDOR, cheapest_cuda

if TYPE_CHECKING:
    from ..api import Advisor


def cuda_why(advisor: Advisor, read_as: Any, answer: Any) -> Any:
    """``answer`` (a budget's ranking for an LLM) with why its first pick, a Radeon or Intel card without CUDA, leads
    (module docstring) said first among its deciding facts; unchanged for an NVIDIA card or a machine first, several
    cards asked, no model sized, or a pick over the budget."""
    shape = getattr(answer, "shape", None)
    if (not isinstance(answer, Recommendation) or shape is None or not answer.picks or answer.use_case != "llm"
            or read_as.model is None or answer.gpus != 1 or read_as.own):
        return answer
    pick = answer.picks[0]
    try:
        card = advisor.card(pick.card)
    except Exception:  # noqa: BLE001 — an unknown name: nothing to say
        return answer
    if (card.is_system or card.manufacturer not in ("AMD", "Intel") or pick.gpus != 1
            or pick.route == "cuda" or (pick.total_cost or pick.price.amount) > answer.budget.market_amount):
        return answer
    need = answer.min_memory_gb
    cuda = cheapest_cuda(advisor, answer, need)
    split = next((p for p in answer.picks if p.route == "cuda" and p.gpus > 1 and p.speed is not None
                  and p.speed.measure == "decode" and (p.total_cost or 0.0) <= answer.budget.market_amount), None)
    params = dict(card=card_param(card.name), model=Text(value=read_as.model.name),
                  need=Quantity(value=need, unit="GB", digits=1),
                  budget=Money(amount=answer.budget.amount, currency=answer.budget.currency))
    if cuda is None:
        why = msg("ask.llm-cuda.none", "Why {card}: it holds {model} ({need}) for its memory at this price; no CUDA "
                  "card within {budget} does, and NVIDIA's CUDA is the easier road (llama.cpp runs on both).",
                  **params)
    else:
        why = msg("ask.llm-cuda.over", "Why {card}: it holds {model} ({need}) for its memory at this price; no CUDA "
                  "card within {budget} does — the cheapest that does is the {cuda} at {price} — and NVIDIA's CUDA "
                  "is the easier road (llama.cpp runs on both).", cuda=card_param(cuda.card.name),
                  price=price_param(cuda.price), **params)
    tinker = next((p for p in answer.picks if p.gpus == 1 and (p.route or "").startswith("tinkerer")
                   and (p.total_cost or p.price.amount) <= answer.budget.market_amount), None)
    if tinker is not None:  # the list's own CUDA card within the budget that holds it (mend46a #3): named, its
        # caveats said, never "no CUDA card within the budget does" above it
        why = _tinkerer(advisor, tinker, answer, params)
        split = None
        if cuda is not None and cuda.card.name != tinker.card:
            why = msg("ask.llm-cuda.tinkerer.other", "{why} The cheapest other CUDA card that does is the {cuda} at "
                      "{price}.", why=why, cuda=card_param(cuda.card.name), price=price_param(cuda.price))
    if split is not None and split.speed is not None:
        why = msg("ask.llm-cuda.split", "{why} On CUDA within your budget: {count} × {split} ({price} in all), "
                  "≈ {tok_s:.0f} tokens/s, the model split across them.", why=why, count=Number(value=split.gpus),
                  split=card_param(split.card),
                  price=Money(amount=split.total_cost or 0.0, currency=answer.market.currency),
                  tok_s=Number(value=split.speed.value))
    fact = Caveat(rule_id=VENDOR, weight=DECIDING_WEIGHT, message=why)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})


def _tinkerer(advisor: Advisor, pick: Any, answer: Any, params: dict[str, Any]) -> Any:
    """Why a card without CUDA leads when the one CUDA card within the budget that holds the model is a tinkerer's
    (a passive data-centre card or an old architecture, :mod:`advisor.routes`: "Tesla V100 PCIe 32 GB — 695 USD"):
    that card named, its price and speed, and what it costs in use — passive cooling (a data-centre card), no BF16
    (``data/precision_support.csv``), the last stack that runs it (``data/software_support.csv``, status legacy)."""
    card = advisor.card(pick.card)
    said = []
    if card.line == "datacenter":
        said.append(msg("ask.llm-cuda.passive", "passively cooled (it needs server airflow)"))
    precision = advisor.rules.precision(card)
    if precision is not None and precision.get("bf16") == "0":
        said.append(msg("ask.llm-cuda.no-bf16", "{architecture}: no BF16", architecture=Text(
            value=card.architecture or precision.get("generation", ""))))
    support = advisor.rules.support(card)
    if support is not None and support.get("status") == "legacy":
        said.append(msg("ask.llm-cuda.last-stack", "the last stack that runs it: {last}",
                        last=advisor.rules.last_stack(support)))
    price = Money(amount=pick.total_cost or pick.price.amount, currency=answer.market.currency)
    if pick.speed is not None and pick.speed.measure == "decode" and said:
        return msg("ask.llm-cuda.tinkerer", "Why {card}: it holds {model} ({need}) for its memory at this price; the "
                   "one CUDA card within {budget} that does is the {cuda} ({price}, ≈ {tok_s:.0f} tokens/s), a "
                   "tinkerer's card: {caveats}.", cuda=card_param(card.name), price=price,
                   tok_s=Number(value=pick.speed.value), caveats=join(said, "semicolon"), **params)
    return msg("ask.llm-cuda.tinkerer.short", "Why {card}: it holds {model} ({need}) for its memory at this price; "
               "the one CUDA card within {budget} that does is the {cuda} ({price}), a tinkerer's card (passive or "
               "old CUDA).", cuda=card_param(card.name), price=price, **params)


__all__ = ["cuda_why"]
