"""An owner's open "should I upgrade for LLMs?" (break41: "my rig from 2022 has a 2070 super, should I upgrade for local
llms?" got no yes or no, its steps up ranked by training throughput, and a 4060 Ti 16 GB — 288 GB/s against the
2070 SUPER's 448 GB/s — offered without a word of it decoding slower).

An owner asking whether to upgrade for LLMs, no other card named (``why`` of their one card, the LLM job), gets:

- the verdict first, memory first (:data:`advisor.workload.Ladder`, ``data/llm_ladder.csv``: the model each memory
  holds with headroom): what their card runs now and how fast (batch-1 decode, :class:`advisor.workload.DecodeSpeeds`)
  against the largest model the smallest step up adds — yes when their card is below the memory LLM work needs
  (``owner.upgrade.below-floor``), else only for those larger models; no when no step up holds a larger model;
- the steps up with their decode on the model the owner's card runs now (one model for every line, so the column
  compares speed), not training throughput;
- for a step up with less memory bandwidth than theirs: that it decodes slower on the models both hold (its GB/s
  against theirs, data/gpus.csv), so it buys memory, not speed.

Pure but for the advisor's decode estimates."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, MessageParam, Number, Quantity, msg
from ..models import Caveat, Speed
from ..shape_speed import unit
from ..wording import card_param, gb
from ..workload import QUANTS

if TYPE_CHECKING:
    from ..api import Advisor
    from ..workload import Rung

UPGRADE = re.compile(r"(?<![a-z])(?:upgrad\w*|worth (?:it|replacing)|replace it|time for a new (?:card|gpu)|"
                     r"(?:next|first)\s+step\s+up)(?![a-z])"
                     r"|升级|升級|换卡|換卡|该换|該換")
"""The words of an upgrade asked (English, Chinese)."""
BELOW = "owner.upgrade.below-floor"
"""The owner answer's message when the card is below the memory the work needs."""


def _has(m: Any, key: str) -> bool:
    if isinstance(m, (Message, MessageParam)):
        return m.key == key or any(_has(v, key) for v in m.params.values())
    if isinstance(m, (list, tuple)):
        return any(_has(v, key) for v in m)
    return False


def _llm(read_as: Any) -> bool:
    return read_as.use_case == "llm" or read_as.job == "llm"


def _model(r: Rung) -> Message:
    return msg("recommend.llm.model", "{model} ({quant})", model=card_param(r.arch.name),
               quant=QUANTS.get(r.precision, r.precision))


def _speed(rung: Rung, d: Any) -> Speed:
    return Speed(measure="decode", value=round(d.tok_s, 1), kind=d.kind, source=d.source, model=rung.arch.name,
                 precision=rung.precision, quant=QUANTS.get(rung.precision))


def upgrade_open_first(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` (an owner's ``why`` of their one card for LLMs) led by the yes or no on upgrading, its steps up
    with their decode on the model the card runs now and a word on any that decodes slower (module docstring);
    any other answer as it is."""
    shape = getattr(answer, "shape", None)
    owner = getattr(answer, "owner", None)
    if (shape is None or owner is None or read_as.command != "why" or not read_as.own or len(read_as.cards) != 1
            or read_as.model is not None or not _llm(read_as) or not UPGRADE.search(text.lower())):
        return answer
    try:
        mine = advisor.card(read_as.cards[0])
    except KeyError:
        return answer
    rung = advisor.ladder.tier(mine.llm_memory_gb or 0)
    if rung is None:
        return answer
    now = advisor.speeds.of(mine, rung.estimate)
    if now is None or not mine.bandwidth_gb_s:
        return answer
    lines: list[tuple[bool, Any]] = []
    slower: list[Message] = []
    steps: list[tuple[bool, int, Any, Rung]] = []
    for line in shape.ranking:
        if line.role != "upgrade":
            lines.append((False, line))
            continue
        try:
            card = advisor.card(line.card)
        except KeyError:
            lines.append((False, line))
            continue
        d = advisor.speeds.of(card, rung.estimate)
        up = advisor.ladder.tier(card.llm_memory_gb or 0)
        update: dict[str, Any] = {"speed": _speed(rung, d) if d is not None else None}
        late = bool(card.bandwidth_gb_s and card.bandwidth_gb_s < mine.bandwidth_gb_s and d is not None
                    and d.tok_s < now.tok_s)
        if up is not None and up.index > rung.index:
            steps.append((late, len(steps), card, up))
        if late and d is not None and card.bandwidth_gb_s:
            update["reason"] = msg("ask.upgrade-open.slower-mark", "{reason}, slower decode", reason=line.reason) \
                if line.reason is not None else msg("ask.upgrade-open.slower-only", "slower decode")
            slower.append(msg(
                "ask.upgrade-open.slower", "{card} decodes slower than yours ({bandwidth} against {mine_bandwidth}: "
                "≈ {speed:.0f} against ≈ {mine_speed:.0f} tokens/s on {model}): it buys memory, not speed.",
                card=card_param(card.name), bandwidth=Quantity(value=card.bandwidth_gb_s, unit="GB/s"),
                mine_bandwidth=Quantity(value=mine.bandwidth_gb_s, unit="GB/s"), speed=Number(value=d.tok_s),
                mine_speed=Number(value=now.tok_s), model=card_param(rung.arch.name)))
        lines.append((late, line.model_copy(update=update)))
    ranked = [line for _, line in sorted(lines, key=lambda t: t[0])]  # a step that decodes slower goes last
    step = min(steps, key=lambda t: t[:2])[2:] if steps else None  # the first step up that is no slower
    params = dict(mine=card_param(mine.name), memory=gb(mine.llm_memory_gb or 0), model=_model(rung),
                  speed=Number(value=now.tok_s))
    if step is None:
        lead = msg("ask.upgrade-open.no", "No for local LLMs: no step up here runs a larger model than your {memory} "
                   "does — {model}, at ≈ {speed:.0f} tokens/s.", **params)
    else:
        card, up = step
        said = dict(other=card_param(card.name), other_memory=gb(card.llm_memory_gb or 0), other_model=_model(up),
                    **params)
        if _has(owner.upgrade.message, BELOW):
            lead = msg("ask.upgrade-open.yes", "Yes for local LLMs, memory first: your {memory} runs up to {model} at "
                       "≈ {speed:.0f} tokens/s; {other_memory} ({other}) runs {other_model}, which yours cannot "
                       "hold.", **said)
        else:
            lead = msg("ask.upgrade-open.larger", "Only for larger models: your {memory} runs up to {model} at ≈ "
                       "{speed:.0f} tokens/s; {other_memory} ({other}) runs {other_model}, which yours cannot "
                       "hold.", **said)
    decides = [Caveat(rule_id="memory.llm-task", message=m, weight=DECIDING_WEIGHT) for m in slower]
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": lead, "ranking": ranked, "decides": [*decides, *shape.decides],
        "unit": unit(ranked, getattr(getattr(answer, "market", None), "currency", ""))})})


__all__ = ["UPGRADE", "upgrade_open_first"]
