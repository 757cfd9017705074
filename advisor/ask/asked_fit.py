"""A buyer's fit of a card asked about (break27 #16: "is a 4090 good for llama 70b?" was answered with the owner's
wordings — "with your GeForce RTX 4090; 810 USD more if your PC lacks the board …" — and no yes or no).

:func:`asked_fit` swaps the owner's wordings for the asked ones (:func:`advisor.asked_rig.not_owned`) and leads the
headline with the yes or no the question asks: yes when the card (or the cards asked about) holds the job, on one
card or split; only in part when it runs with layers in system RAM; no when it does not hold it (the headline then
says what would). A fit already led by an add-a-card verdict (:mod:`advisor.ask.add_second`) is left as it is.
Pure."""

from __future__ import annotations

import re
from typing import Any

from ..asked_rig import not_owned
from ..fits.memory import quant_name
from ..i18n import Message, Text, msg
from ..levers import quality
from ..wording import join
from .added_follow import added_counts

_LEADS = {
    "alone": lambda: msg("ask.fit.yes", "Yes."),
    "split": lambda: msg("ask.fit.yes", "Yes."),
    "offload": lambda: msg("ask.fit.offload", "Only in part: it runs with layers in system RAM, far slower."),
    "none": lambda: msg("ask.fit.no", "No."),
}


_YES_NO = re.compile(r"^\W*(?:so\s+|and\s+|but\s+)?(?:is|are|can|could|will|would|does|do|should|may|might)\b|"
                     r"\b(?:enough|possible|doable|ok|okay)\s*\?|[吗嗎]|行不行|能不能|可不可以|可以不|"
                     r"够不够|夠不夠|是否", re.IGNORECASE)
"""A question that asks yes or no ("is a 4090 good for llama 70b?", "can a 3090 run qwen3 32b?", "4090能跑70b吗"); an
open one ("how many 3090s to run llama 70b", "and renting?", "要几张") gets no yes or no before its answer."""


def _measured(precision: str) -> bool:
    """Whether ``precision`` is a level with a measured quality cost (``data/performance/quant_quality.csv``: Q2_K
    and up); the IQ levels below it are offered at a cost nobody measured here, so the answer's "No" stands."""
    return quant_name(precision).upper() in quality()


def _cheaper_tune(answer: Any, named: bool, lower: str | None) -> Message | None:
    """The lead of a LoRA fine-tune that does not fit as sized but fits a cheaper way of the same job (the rig's
    ``other_precision``: int4 is QLoRA, int8 LoRA on int8 weights; :func:`advisor.fits.ways.variants`) when the asker
    named no method ("fine-tune", not "LoRA"): "Not with LoRA in bf16; yes with QLoRA (4-bit weights), as below."
    (newuser fix60b: "is DGX Spark good for fine-tuning 70B models?" led with a bare "No." above "with QLoRA … it
    needs 39 GB and fits"); ``None`` otherwise (a method named is answered as asked)."""
    if getattr(answer, "task", None) != "lora" or named or lower == answer.precision:
        return None
    ways = {"int4": lambda: msg("ask.fit.way.qlora", "QLoRA (4-bit weights)"),
            "int8": lambda: msg("ask.fit.way.lora-int8", "LoRA on int8 weights")}
    if lower not in ways:
        return None
    return msg("ask.fit.cheaper-tune", "Not with LoRA in {asked}; yes with {way}, as below.",
               asked=Text(value=answer.precision), way=ways[lower]())


def asked_fit(answer: Any, read_as: Any, text: str = "", named: bool = False) -> Any:
    """``answer`` (a fit on cards asked about, not owned) in the asked wordings, its headline led by the yes or no
    (module docstring) when ``text``, the question, asks yes or no (:data:`_YES_NO`); ``named``: the question named
    LoRA as such (the reader's ``task_word``), so a cheaper way that fits does not lead (:func:`_cheaper_tune`)."""
    answer = not_owned(answer)
    rig, shape = getattr(answer, "rig", None), getattr(answer, "shape", None)
    way = getattr(rig, "way", None)
    if shape is None or way not in _LEADS or read_as.model is None or added_counts(read_as) is not None or (
            read_as.topic is not None) or not _YES_NO.search(text):
        return answer
    lead = _LEADS[way]()
    lower = getattr(rig, "other_precision", None)
    if way == "none" and lower is not None and getattr(answer, "task", None) == "inference" and _measured(lower):
        lead = msg("ask.fit.lower", "Not at {asked}; yes at {lower}, as below.", asked=Text(value=quant_name(
            answer.precision)), lower=Text(value=quant_name(lower)))
    way_lead = _cheaper_tune(answer, named, lower) if way == "none" else None
    if way_lead is not None:
        lead = way_lead
    if shape.headline is not None and shape.headline.key.startswith("fact.concerns.") and shape.decides:
        first = shape.decides[0]  # a concern leads ("vLLM … does not run on it"): the yes or no goes with the fit
        return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [first.model_copy(update={
            "message": join([lead, first.message])}), *shape.decides[1:]]})})
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": join([lead, shape.headline])})})


def without_lead(answer: Any) -> Any:
    """``answer`` without the yes or no :func:`asked_fit` led it with (the command's own headline: what the words
    add beyond its options); ``answer`` itself when it has none."""
    shape = getattr(answer, "shape", None)
    head = getattr(shape, "headline", None)
    first = head.params.get("first") if head is not None and head.key == "answer.join.sentences" else None
    if shape is None or head is None or getattr(first, "key", None) not in LEAD_KEYS:
        return answer
    second = head.params["second"]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": Message(
        key=second.key, params=second.params)})})


LEAD_KEYS = frozenset({"ask.fit.yes", "ask.fit.no", "ask.fit.offload", "ask.fit.lower", "ask.fit.cheaper-tune"})
"""The keys of the leads :func:`asked_fit` adds."""

__all__ = ["LEAD_KEYS", "asked_fit", "without_lead"]
