"""The asked fact before a rig's summary, and a step down in memory before other facts (judge87 kinds 2 and 3;
fix84d). Pure: each moves messages of the answer's own shape, adding none.

- A comparison of several cards ("8 x RTX 3090 against an A100", "a Mac Studio against eight 4090s") led with its
  summary (memory per card, speed range, cards' price, platforms, power: five to eight lines) left no room in the
  short form for the facts the question asked: the 3090's missing peer-to-peer and "one job per card, or rent" (U15),
  "for fine-tuning, not the Mac" and the middle routes — renting, two to four cards (F19). When such an answer has a
  deciding fact (weighed :data:`advisor.concerns.DECIDING_WEIGHT`) that is a concern the words raised or the verdict
  on which side trains, that fact is the headline, the others follow, and the summary comes last (cut first by the
  short form's room; ``--verbose`` keeps it).
- An option with less memory than the owner's card ("RTX 3070 Ti (8 GB)" for a 1080 Ti owner, F07) is said before the
  other deciding facts: a faster card that holds less is a step down for what the owner runs today.
"""

from __future__ import annotations

from typing import Any

from ..concerns import DECIDING_WEIGHT

SUMMARY = "compare.several.summary"
"""The key prefix of a several-card comparison's summary headline (:mod:`advisor.compare`)."""

CONCERN = "fact.concerns."
"""The key prefix of a concern the question's words raised (:mod:`advisor.concerns`): the fact asked, first."""
TRAINS = frozenset({"ask.worth.trains.rig"})
"""The verdict that answers a comparison where only one side trains, said of a server-sized rig ("for fine-tuning, not
the Mac … 8 x RTX 4090 trains far faster, but as a server build": F19), whose summary (platforms, power) fills the
short form; a pair's shorter summary keeps its place with the verdict first after it (test_ask_buyer_kinds), and no
other deciding fact takes a summary's place (a job's "both hold it" answers only a question asking whether they are
enough: fix69a)."""

STEP_DOWN = ("ask.options.less-memory",)
"""The keys of the fact that an option has less memory than the owner's card (:mod:`advisor.ask.options_owned`)."""


def asked_over_summary(answer: Any) -> Any:
    """``answer`` with its first deciding fact as the headline and the several-card summary last (module docstring),
    when it is led by such a summary; any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or shape.headline is None or not shape.headline.key.startswith(SUMMARY):
        return answer
    fact = next((c for c in shape.decides if c.weight >= DECIDING_WEIGHT and c.message.key.startswith(CONCERN)),
                next((c for c in shape.decides if c.weight >= DECIDING_WEIGHT and c.message.key in TRAINS), None))
    if fact is None:
        return answer
    rest = [c for c in shape.decides if c is not fact]
    summary = fact.model_copy(update={"message": shape.headline, "rule_id": fact.rule_id})
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": fact.message,
                                                                         "decides": [*rest, summary]})})


def step_down_first(answer: Any) -> Any:
    """``answer`` with the fact that an option holds less than the owner's card first among its deciding facts
    (module docstring); any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or not shape.decides:
        return answer
    down = [c for c in shape.decides if c.message.key in STEP_DOWN]
    rest = [c for c in shape.decides if c not in down]
    decides = [*down, *rest]  # before a card's software standing too (F07: the 6800 XT's ROCm line follows it)
    if not down or decides == shape.decides:
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": decides})})


__all__ = ["STEP_DOWN", "SUMMARY", "asked_over_summary", "step_down_first"]
