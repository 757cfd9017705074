"""A comparison's parts that depend on one side alone (perf28, issue 30 §1), kept per rule book by
:mod:`advisor.compare` (``compare.standing``): why a side can never be the better value, and the fixed sentence
of the specs compared."""

from __future__ import annotations

from .i18n import msg
from .models import Card, CardFacts, Market, Reason
from .rules import RuleBook, card_param, gb
from .wording import use_case_work

SPEC_PARAMS = {  # by whether both cards are NVIDIA's: fixed sentences, made once (perf28)
    True: msg("compare.spec-params", "The specs side by side are the ones the guide says to compare: architecture, "
              "CUDA cores, bus width, bandwidth, memory and power."),
    False: msg("compare.spec-params.shaders", "The specs side by side are the ones the guide says to compare: "
               "architecture, shader units (CUDA cores on NVIDIA, stream processors on AMD), bus width, bandwidth, "
               "memory and power."),
}
"""The sentence saying which specs are set side by side (``spec.params``)."""



def standing(rules: RuleBook, market: Market, use_case: str, card: Card, f: CardFacts, weighed: bool) -> Reason | None:
    """Why one side of a comparison can never be the better value (:func:`_better_value`: below the use case's memory
    floor, or held back by a rule), or ``None`` when it can; ``weighed``: whether either side has a price."""
    floor, why_floor = rules.memory_floor(use_case, market)
    assessment = rules.assess(card, market, use_case=use_case)
    block = assessment.blocking()
    held = block is not None and assessment.verdict == "not_recommended"
    if f.memory_gb is not None and f.memory_gb < floor and not weighed and not held:
        # "can a 1060 train this?", "would a 1060 6 GB be enough?": the card is judged for the job, not a price
        return rules.reason(why_floor.rule_id, msg(
            "compare.value.below-floor.shrink", "{card} has {memory}, below the {floor} floor for {use_case}: "
            "work sized for more runs on it only made smaller — a smaller batch, with gradient accumulation to "
            "keep the effective batch.", card=card_param(f.card), memory=gb(f.memory_gb), floor=gb(floor),
            use_case=use_case_work(use_case)))
    if f.memory_gb is not None and f.memory_gb < floor:
        return rules.reason("memory.never-less", msg(
            "compare.value.below-floor", "{card} has {memory}, below the {floor} floor for {use_case}: it "
            "is never the better value here.", card=card_param(f.card), memory=gb(f.memory_gb), floor=gb(floor),
            use_case=use_case_work(use_case)))
    if held:
        return rules.reason("memory.never-less", msg(
            "compare.value.not-recommended", "{card} is never the better value: the rules do not recommend it "
            "for deep learning here.", card=card_param(f.card)))
    return None
