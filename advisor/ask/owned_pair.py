"""Two devices the asker has, compared for a job (fix72d: "I have a dgx spark, is it faster than my 4090 for
fine-tuning llama 3 8b?" was answered as a switch from the 4090, "about as fast", and headed "no deep-learning speed
figure; compare bandwidth"). Both are theirs: nothing is bought or sold, so the answer says which of the two is the
faster for the job and why, and what the larger memory is for. When no speed figure is measured for one of them the
memory bandwidth of the two (the catalogue's figure, data/cards.csv and data/systems.csv) says which is faster; the
memory the job needs is the comparison's own fit (:mod:`advisor.compare_job`). Pure."""

from __future__ import annotations

from typing import Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Quantity, msg
from ..models import Caveat
from ..wording import card_param, gb
from .owner_going import had_cards


def both_had(text: str, read_as: Any, cards: list[Any]) -> bool:
    """Whether ``text`` (lower case) says both compared ``cards`` are the asker's."""
    return bool(getattr(read_as, "own", False)) and len(cards) == 2 and len(had_cards(text, cards)) == 2


def owned_pair_said(text: str, read_as: Any, answer: Any) -> Any | None:
    """``answer`` (a comparison of two devices, both the asker's) headed by which is faster for the job by memory
    bandwidth, when no speed figure decides it (module docstring); ``None`` when the two are not both had, a speed
    figure already leads, or only one holds the job (that fact leads already)."""
    shape = getattr(answer, "shape", None)
    cards = list(getattr(answer, "cards", None) or [])
    if shape is None or not both_had(text.lower(), read_as, cards) or shape.headline.key != "compare.no-speed":
        return None
    if (getattr(answer, "counts", None) or [1, 1]) != [1, 1] or not all(c.bandwidth_gb_s for c in cards):
        return None
    fast, slow = sorted(cards, key=lambda c: -c.bandwidth_gb_s)
    ratio = fast.bandwidth_gb_s / slow.bandwidth_gb_s
    if ratio < 1.15:
        return None  # within 15 %: bandwidth tells nothing apart
    both = next((c for c in shape.decides if c.message.key == "ask.job.both"), None)
    common = {"fast": card_param(fast.card), "slow": card_param(slow.card),
              "ratio": Quantity(value=round(ratio, 1), unit="x", digits=1),
              "fast_bw": Quantity(value=round(fast.bandwidth_gb_s), unit="GB/s", digits=0),
              "slow_bw": Quantity(value=round(slow.bandwidth_gb_s), unit="GB/s", digits=0)}
    if both is not None:
        p = both.message.params
        head = msg("ask.owned-pair.job", "Of your two, {fast} is the faster for {model}, {task}: it has about {ratio} "
                   "the memory bandwidth of {slow} ({fast_bw} against {slow_bw}; no speed figure is measured for the "
                   "two here).", model=p["model"], task=p["task"], **common)
        bigger = msg("ask.owned-pair.bigger", "Run it on {fast}; keep {big}'s {big_memory} for what {small}'s "
                     "{small_memory} cannot hold: larger models, a full fine-tune, longer context.",
                     fast=card_param(fast.card), big=p["big"], big_memory=p["big_memory"], small=p["small"],
                     small_memory=p["small_memory"])
        at = shape.decides.index(both) + 1  # after the job's fit: both hold it
        decides = [*shape.decides[:at], Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=bigger),
                   *shape.decides[at:]]
    else:
        head = msg("ask.owned-pair", "Of your two, {fast} is the faster: it has about {ratio} the memory bandwidth of "
                   "{slow} ({fast_bw} against {slow_bw}; no speed figure is measured for the two here).", **common)
        bigger_card = max(cards, key=lambda c: c.memory_gb or 0)
        smaller = min(cards, key=lambda c: c.memory_gb or 0)
        decides = list(shape.decides)
        if bigger_card is slow and (bigger_card.memory_gb or 0) > (smaller.memory_gb or 0):
            decides.insert(0, Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=msg(
                "ask.owned-pair.memory", "{big} has {big_memory} against {small_memory}: it holds what {small} "
                "cannot, slower.", big=card_param(bigger_card.card), big_memory=gb(bigger_card.memory_gb),
                small=card_param(smaller.card), small_memory=gb(smaller.memory_gb or 0))))
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "decides": decides})})


def bandwidth_said(answer: Any, shape: Any) -> Any | None:
    """"{card} has about {ratio} the memory bandwidth (no speed figure for the two)" for a switch's line when no
    speed figure compares the two (the headline says so), never "about as fast" (fix72d); ``None`` otherwise or
    within 15 %."""
    cards = list(getattr(answer, "cards", None) or [])
    if shape.headline.key != "compare.no-speed" or len(cards) != 2 or not all(c.bandwidth_gb_s for c in cards):
        return None
    fast, slow = sorted(cards, key=lambda c: -c.bandwidth_gb_s)
    if fast.bandwidth_gb_s < 1.15 * slow.bandwidth_gb_s:
        return None
    return msg("ask.switch.bandwidth", "{card} has about {ratio} the memory bandwidth ({fast_bw} against {slow_bw}; "
               "no speed figure is measured for the two here)", card=card_param(fast.card),
               ratio=Quantity(value=round(fast.bandwidth_gb_s / slow.bandwidth_gb_s, 1), unit="x", digits=1),
               fast_bw=Quantity(value=round(fast.bandwidth_gb_s), unit="GB/s", digits=0),
               slow_bw=Quantity(value=round(slow.bandwidth_gb_s), unit="GB/s", digits=0))


__all__ = ["bandwidth_said", "both_had", "owned_pair_said"]
