"""An AMD card's owner is told where it stands on the software (newuser16 Q29: "I have an RX 6800 XT, can I do stable
diffusion" had no word on ROCm while ``why 7900 xtx`` says it): whatever command answers an owner — what the card runs,
whether a model fits on it, what it is worth, or an upgrade from it — one sentence says through what today's software
runs their AMD card (:func:`advisor.owner.stack_line`: its row of ``data/rocm_support.csv``, on AMD's ROCm list, off
it with its chip on it, or off it with llama.cpp's Vulkan backend), unless the answer says it already. Pure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, msg
from ..models import Caveat
from ..owner import STACK_KEYS, stack_line

if TYPE_CHECKING:
    from ..api import Advisor


def _said(shape: Any, m: Message) -> bool:
    """Whether ``shape`` says ``m`` (or another sentence of the card's software stack) already, past its deciding
    facts (those the short form may leave to ``--verbose``: the sentence is moved up among them instead)."""
    said = [shape.headline, *(c.message for c in shape.decides[:1]), *(c.message for c in shape.caveats),
            *getattr(shape, "reading", [])]
    return any(x is not None and (x.mentions(m) or x.key in STACK_KEYS) for x in said)


def _short(m: Message) -> Message:
    """The stack sentence in a line or two: an AMD card whose chip is on ROCm's Linux list under another name (the
    RX 6800 XT, Navi 21, as the Radeon PRO V620; ``rules.rocm.same-chip*``) said without its Windows SDK history,
    which ``why`` tells in full; any other sentence as it is."""
    if m.key not in ("rules.rocm.same-chip", "rules.rocm.same-chip-windows"):
        return m
    return msg("ask.amd-owner.same-chip", "{card} is off AMD's ROCm list for Linux, but its chip ({chip}) is on it as "
               "the {listed}: PyTorch on ROCm runs on it unofficially (AMD does not support it), and llama.cpp runs "
               "LLMs on it through Vulkan too.", card=m.params["card"], chip=m.params["chip"],
               listed=m.params["listed"])


def amd_owner_word(advisor: Advisor, read_as: Any, answer: Any, own: bool) -> Any:
    """``answer`` with the owner's AMD card's software sentence among its deciding facts (module docstring): for an
    owner (``own``), the card they have (the first of a comparison, every card else); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or not own or not read_as.cards:
        return answer
    owned = read_as.cards[:1] if read_as.command == "compare" else read_as.cards
    market_id = getattr(getattr(answer, "market", None), "id", None)
    market = advisor.catalog.market(market_id)
    added: list[Caveat] = []
    moved: list[Message] = []
    for name in dict.fromkeys(owned):
        card = advisor.card(name)
        if card.manufacturer != "AMD" or card.is_system:
            continue
        line = stack_line(advisor.rules, market, card)
        if line is None or _said(shape, line.message) or any(c.message == line.message for c in added):
            continue
        added.append(Caveat(rule_id=line.rule_id, weight=DECIDING_WEIGHT, message=_short(line.message)))
        moved.append(line.message)
    if not added:
        return answer
    said = {c.message.key for c in added} | {m.key for m in moved}
    rest = [c for c in shape.decides[1:] if c.message.key not in said]
    decides = [*shape.decides[:1], *added, *rest]
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": decides})})


__all__ = ["amd_owner_word"]
