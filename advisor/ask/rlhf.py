"""RLHF asked about (F13: "can a 4090 do the whole pipeline, fine-tuning plus RLHF of the 7B/13B model?").

Reinforcement learning from feedback holds more models than the fine-tuning it follows, and a ``fits`` answer
sized for the fine-tuning alone hides the fact that decides the question (issue 28 §1). :func:`rlhf_first`
says it among the deciding facts:

- **PPO** (and "RLHF" said with no algorithm: PPO is its classic form) keeps a policy, a frozen reference
  copy, a reward model and a value model: four models (TRL's ``PPOTrainer``: ``policy``, ``ref_policy``,
  ``reward_model``, ``value_model``), and in its full form "over 3x the memory of Supervised Fine-Tuning"
  (Santacroce et al. 2023, "Efficient RLHF: Reducing the Memory Usage of PPO", arXiv 2309.00754, abstract);
- **DPO** (and IPO, KTO) keeps the policy and a frozen reference: two (TRL's ``DPOTrainer`` ``ref_model``),
  and trains on fixed preference pairs, generating nothing; GRPO is left to the reader's own note (sized as its
  LoRA training: TRL's ``GRPOTrainer`` loads a reference only with a KL term);
- with adapters, one base serves them all: the reference is the base with the adapter turned off and the
  reward another adapter (TRL's multi-adapter RL, "a single base model for the entire PPO algorithm"), so
  the job is about its QLoRA size plus the rollouts' generation.

The 16-bit weights of that many copies (:func:`advisor.fits.estimate`) are set against the memory asked about.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..fits import estimate, need_gb
from ..i18n import Date, Money, Number, Text, msg
from ..models import Caveat, Fit
from ..thresholds import HEADROOM_GB
from ..wording import card_param, gb
from .buying import _market, _rows

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

PPO = re.compile(r"(?<![a-z])(?:rlhf|ppo|reward\s+model|rl\s+from\s+human\s+feedback|reinforcement\s+learning\s+from"
                 r"\s+human\s+feedback)(?![a-z])|人类反馈强化学习|人類回饋強化學習|强化学习|強化學習")
"""Words that say the PPO form of RLHF (or RLHF with no algorithm named)."""
TWO_MODELS = re.compile(r"(?<![a-z])(?:dpo|ipo|kto)(?![a-z])")
"""Preference methods that keep the policy and a frozen reference (two models); ORPO needs no reference, and
GRPO is sized by the reader as its LoRA training (TRL's GRPO loads a reference only with a KL term, ``beta`` > 0)."""
COPIES = {"ppo": 4, "dpo": 2}
"""Models each method keeps (module docstring)."""


def rlhf_first(advisor: Advisor, text: str, read_as: ReadAs, answer):
    """``answer`` (a ``fits`` answer for a model) with RLHF's memory among its deciding facts when ``text`` names
    RLHF, PPO or DPO (module docstring); unchanged otherwise."""
    shape = getattr(answer, "shape", None)
    low = text.lower()
    method = "ppo" if PPO.search(low) else "dpo" if TWO_MODELS.search(low) else None
    if shape is None or method is None or not isinstance(answer, Fit) or read_as.model is None:
        return answer
    memory = _memory(advisor, read_as)
    try:
        arch = advisor.llm_models.resolve(read_as.model.name)
    except Exception:  # noqa: BLE001 — a model the table does not know: no figure said
        return answer
    copies = COPIES[method]
    sixteen = estimate(arch, "lora", "bf16", 1024, 1)
    quarter = estimate(arch, "qlora", "int4", 1024, 1)
    weights = round(sixteen.weights * copies, 1)
    # one shared base: 16-bit LoRA where the memory holds it, else QLoRA (the reference is the adapter-off base)
    lora = need_gb(sixteen.total)
    shared, how = ((lora, "LoRA") if memory is not None and lora + HEADROOM_GB <= memory
                   else (need_gb(quarter.total), "QLoRA"))
    params = dict(model=card_param(arch.name), copies=Number(value=copies), weights=gb(weights), shared=gb(shared),
                  how=Text(value=how))
    if method == "ppo":
        what = msg("ask.rlhf.ppo", "RLHF with PPO keeps 4 models (policy, frozen reference, reward, value): over 3x "
                   "fine-tuning's memory (Santacroce et al. 2023); {copies} copies of {model} in 16 bits are {weights}",
                   **params)
    else:
        what = msg("ask.rlhf.dpo", "DPO keeps 2 models (policy, frozen reference): {copies} copies of {model} in "
                   "16 bits are {weights}", **params)
    if memory is not None and weights + HEADROOM_GB > memory:
        if method == "dpo":  # DPO trains on fixed pairs: nothing is generated
            sentence = msg("ask.rlhf.shared-pairs", "{what}, more than {memory}: there the policy and the reference "
                           "share one base ({how}; the reference is the base with the adapter off, as TRL does with "
                           "PEFT), about {shared}.", what=what, memory=gb(memory), **params)
        else:
            sentence = msg("ask.rlhf.shared-base", "{what}, more than {memory}: there only one shared base runs them "
                           "({how}; TRL's multi-adapter RL), about {shared} plus the rollouts.", what=what,
                           memory=gb(memory), **params)
        rent = _rented(advisor, answer, weights, weights / copies)
        if rent is not None:  # F13: "or rented 80 GB cards" (the expert answer)
            sentence = msg("ask.rlhf.rent", "{sentence} Or rent the memory: {count:.0f} x {card} ({each} each) hold "
                           "the {copies} models in 16 bits for about {hourly} an hour (RunPod on-demand, {date}).",
                           sentence=sentence, count=Number(value=rent[0]), card=card_param(rent[1].name),
                           each=gb(rent[1].memory_gb or 0), hourly=rent[2], date=rent[3], copies=params["copies"])
    else:
        sentence = msg("ask.rlhf.end", "{what}.", what=what)
    caveat = Caveat(rule_id="memory.llm-task", message=sentence, weight=DECIDING_WEIGHT)
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [caveat, *shape.decides]})})


def _memory(advisor: Advisor, read_as: ReadAs) -> float | None:
    """The GPU memory the question asks about: its cards' (all of them), else the memory said; ``None``."""
    if read_as.cards:
        counts = read_as.counts or [read_as.gpus or 1] * len(read_as.cards)
        total = 0.0
        for name, n in zip(read_as.cards, counts, strict=False):
            card = advisor.card(name)
            total += (card.llm_memory_gb or card.memory_gb or 0.0) * n
        return total or None
    said = [m for m in (read_as.memory_gb or []) if m]
    return said[0] if said else None


def _rented(advisor: Advisor, answer, weights: float, copy: float):
    """(count, card, hourly price, date) of the cheapest way the market's rent table (``data/rent_hourly.csv``,
    on-demand, sourced) holds ``weights`` GB of model copies in whole cards of one kind, each card holding at least
    one whole ``copy`` (GB) with :data:`~advisor.thresholds.HEADROOM_GB` to spare, at most 8 cards; ``None`` in a
    market that does not rent."""
    import math


    market = _market(advisor, answer)
    if not market.policy.rent:
        return None
    ways = []
    for r in _rows("rent_hourly.csv"):
        if r["market"] != market.id:
            continue
        card = advisor.card(r["card"])
        room = (card.memory_gb or 0.0) - HEADROOM_GB
        if room < copy:
            continue
        count = max(1, math.ceil(weights / room))
        if count <= 8:
            ways.append((count * float(r["usd_per_hour"]), count, card, r))
    if not ways:
        return None
    hourly, count, card, row = min(ways, key=lambda w: (w[0], w[2].name))
    return count, card, Money(amount=round(hourly, 2), currency="USD", digits=2), Date(value=row["as_of"])
