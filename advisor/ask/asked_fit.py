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
from ..i18n import Message, Number, Quantity, Text, msg
from ..levers import quality
from ..thresholds import USABLE_DECODE_TOK_S
from ..wording import join
from .added_follow import added_counts
from .ram_decides import RAM_LEAD_KEYS, ram_lead

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


_CLAUSE_ASKS = re.compile(r"[,.;:!?，。；]\s*(?:so\s+|and\s+|but\s+)?(?:can|could|will|would|does|do|is)\s+"
                          r"(?:i|it|this|that|my|we|they)\b", re.IGNORECASE)
"""A later clause that asks yes or no, after the owner's rig is said ("I have a 3060 12GB and 32GB RAM, can I run
llama 70b?")."""


def _measured(precision: str) -> bool:
    """Whether ``precision`` is a level with a measured quality cost (``data/performance/quant_quality.csv``: Q2_K
    and up); the IQ levels below it are offered at a cost nobody measured here, so the answer's "No" stands."""
    return quant_name(precision).upper() in quality()


def _cheaper_tune(answer: Any, named: bool, lower: str | None) -> Message | None:
    """The lead of a LoRA fine-tune that does not fit as sized but fits a cheaper way of the same job (the rig's
    ``other_precision``: int4 is QLoRA, int8 LoRA on int8 weights; :func:`advisor.fits.ways.variants`): when the asker
    named no method ("fine-tune", not "LoRA"), "Not with LoRA in bf16; yes with QLoRA (4-bit weights), as below."
    (newuser fix60b: "is DGX Spark good for fine-tuning 70B models?" led with a bare "No." above "with QLoRA … it
    needs 39 GB and fits"); when LoRA was named (``named``), "Yes, with QLoRA (4-bit weights); LoRA on bf16 weights
    does not fit" — QLoRA and LoRA on int8 weights are LoRA's standard routes (grade87 U18; FACTS_2026-12.md
    "Fine-tuning memory": Unsloth's table, QLoRA of a 7B model in 5 GB; alpaca-lora#47, 8-bit LoRA in 8–10 GB).
    ``None`` otherwise: no cheaper way fits (the "No." stands)."""
    if getattr(answer, "task", None) != "lora" or lower == answer.precision:
        return None
    ways = {"int4": lambda: msg("ask.fit.way.qlora", "QLoRA (4-bit weights)"),
            "int8": lambda: msg("ask.fit.way.lora-int8", "LoRA on int8 weights")}
    if lower not in ways:
        return None
    if named:  # LoRA asked: QLoRA and LoRA on int8 weights are LoRA too, a standard route (grade87 U18: "Can I LoRA
        # fine-tune Llama 2 7B on a 3060 12GB?" led with "No." above "with QLoRA … it needs 5 GB and fits")
        return msg("ask.fit.lora-route", "Yes, with {way}; LoRA on {asked} weights does not fit, as below.",
                   asked=Text(value=answer.precision), way=ways[lower]())
    return msg("ask.fit.cheaper-tune", "Not with LoRA in {asked}; yes with {way}, as below.",
               asked=Text(value=answer.precision), way=ways[lower]())


def _full_lead(answer: Any) -> Message | None:
    """The lead of a full fine-tune the cards do not hold in plain bf16 AdamW but do with a lever the answer sizes
    (:mod:`advisor.ask.full_levers`: its ``levers.full`` fact, 8-bit Adam's states and ZeRO-3/FSDP sharded over the
    cards): "Yes, with 8-bit Adam, its states sharded over the 4 cards (ZeRO or FSDP): about 21.1 GB a card; plain
    bf16 AdamW does not fit, as below." (break48 M10: "4张4090够吗" led "不行。" above its own "8-bit Adam 每张卡约
    21.1 GB（放得下）"); ``None`` when no lever but the CPU offload (several times slower) holds it."""
    shape = getattr(answer, "shape", None)
    said = next((d.message for d in getattr(shape, "decides", None) or () if d.message.key == "levers.full"), None)
    if getattr(answer, "task", None) != "full-finetune" or said is None:
        return None

    def holds(name: str) -> bool:
        return getattr(said.params.get(f"{name}_said"), "key", None) == "levers.full.holds"

    if holds("adam8"):
        return msg("ask.fit.full-adam8", "Yes, with 8-bit Adam, its states sharded over the {count:.0f} cards (ZeRO "
                   "or FSDP): about {each} a card; plain bf16 AdamW does not fit, as below.",
                   count=said.params["count"], each=said.params["adam8"])
    if holds("zero3"):
        return msg("ask.fit.full-zero3", "Yes, sharded over the {count:.0f} cards with ZeRO-3 or FSDP: about {each} a "
                   "card; unsharded it does not fit, as below.", count=said.params["count"],
                   each=said.params["zero3"])
    return None


def _offload_lead(rig: Any) -> Message | None:
    """The yes an offload run leads with when its decode is known (fix62b: an MoE with some experts in RAM decodes
    at tens of tok/s, never "far slower"): "Yes, with part of it in system RAM, at about 39–50 tok/s." — "Yes,
    slowly" under :data:`~advisor.thresholds.USABLE_DECODE_TOK_S`; ``None`` without a speed."""
    ram = ram_lead(rig)  # more system RAM than the asker has or a desktop takes: that decides (fix74b #2)
    if ram is not None:
        return ram
    speed = getattr(rig, "speed", None)
    if speed is None or speed.tok_s <= 0:
        return None
    low, high = speed.tok_s, getattr(rig, "speed_high", None)
    digits = 1 if (high or low) < 10 else 0
    said = msg("ask.fit.offload.range", "{low}–{high}", low=Number(value=round(low, digits)), high=Quantity(
        value=round(high, digits), unit="tok/s", digits=digits)) if high and round(high, digits) > round(
        low, digits) else Quantity(value=round(low, digits), unit="tok/s", digits=digits)
    lower = getattr(rig, "other_precision", None)
    if lower is not None:  # a level below the one asked (VRAM and RAM do not hold that one): said with it
        level = Text(value=quant_name(lower))
        if low >= USABLE_DECODE_TOK_S:
            return msg("ask.fit.offload.yes-level", "Yes in {level}, with part of it in system RAM, at about "
                       "{speed}.", speed=said, level=level)
        return msg("ask.fit.offload.slowly-level", "Yes in {level}, slowly, with part of it in system RAM, at about "
                   "{speed}.", speed=said, level=level)
    if low >= USABLE_DECODE_TOK_S:
        return msg("ask.fit.offload.yes", "Yes, with part of it in system RAM, at about {speed}.", speed=said)
    return msg("ask.fit.offload.slowly", "Yes, slowly, with part of it in system RAM, at about {speed}.", speed=said)


NEED_MORE = re.compile(r"(?<![a-z])(?:do|does|would|will|should)\s+(?:we|i|you|they)\s+(?:really\s+|actually\s+|"
                       r"still\s+)?(?:need|have\s+to\s+(?:buy|get|use))\s+(?:the\s+|an?\s+|to\s+(?:buy|get|upgrade\s+to)\s+"
                       r"(?:the\s+|an?\s+)?)?(?:\d{2,3}\s*gb?|bigger|larger|more\s+(?:vram|memory)|new)(?![a-z])|"
                       r"(?:需要|要不要|是不是要|必须|必須|得)\s*(?:换|換|上|买|買|用)?\s*\d{2,3}\s*g|(?:需要|要不要)\s*(?:更大|更多)"
                       r"\s*(?:的)?\s*(?:显存|顯存)", re.IGNORECASE)
"""An owner asking whether they need bigger cards ("we have 4x 40GB A100, do we need 80GB cards for llama 70b?",
"需要换80G的卡吗"): answered no first when their cards hold the job (break48 M11)."""


def _no_more_needed(answer: Any, text: str) -> Any:
    """``answer`` (an owner's fit) led by "No: what you have holds it, as below." when ``text`` asks whether
    bigger cards are needed (:data:`NEED_MORE`) and the owner's rig holds the job (alone or split, never in system
    RAM); ``answer`` as it is otherwise."""
    rig, shape = getattr(answer, "rig", None), getattr(answer, "shape", None)
    if getattr(rig, "way", None) not in ("alone", "split") or shape is None or shape.headline is None or (
            NEED_MORE.search(text) is None or shape.headline.key.startswith("fact.concerns.")):
        return answer
    lead = msg("ask.fit.need-no", "No: what you have holds it, as below.")
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([lead, shape.headline])})})


def owned_fit(answer: Any, read_as: Any, text: str, named: bool = False) -> Any:
    """An owner's fit that runs with part of it in system RAM (the rig's way ``offload``), its headline led by the
    yes :func:`_offload_lead` gives when ``text`` asks yes or no (:data:`_YES_NO`), or a LoRA fine-tune the owner's
    cards hold a cheaper LoRA way (QLoRA, LoRA on int8 weights) led by that yes (:func:`_cheaper_tune`; fix64a,
    newuser26 #7: "have 3x a4000, can i finetune mistral 24b with lora?"); ``answer`` as it is otherwise."""
    rig, shape = getattr(answer, "rig", None), getattr(answer, "shape", None)
    way = getattr(rig, "way", None)
    if way in ("alone", "split") and read_as.model is not None and read_as.topic is None:
        return _no_more_needed(answer, text)  # "do we need 80GB cards?" on cards that hold it: no (break48 M11)
    if shape is None or shape.headline is None or way not in ("offload", "none") or (
            read_as.model is None or added_counts(read_as) is not None or read_as.topic is not None
            or not (_YES_NO.search(text) or _CLAUSE_ASKS.search(text))):
        return answer
    if way == "none":
        tune = _cheaper_tune(answer, named, getattr(rig, "other_precision", None)) or _full_lead(answer)
        return answer if tune is None else answer.model_copy(update={"shape": shape.model_copy(update={
            "headline": join([tune, shape.headline])})})
    lead = _offload_lead(rig)
    if lead is None or shape.headline.key.startswith("fact.concerns."):
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": join([lead, shape.headline])})})


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
    lead = (_offload_lead(rig) if way == "offload" else None) or _LEADS[way]()
    serving = shape.headline.key if shape.headline is not None and shape.headline.key.startswith("serving.") else None
    if serving is not None:  # users asked: the yes or no is the serving verdict's, never the fit's ("can a 4090
        # handle 1000 users on llama 3 8b" was "Yes. … holds 32 users, not 1,000"; "Yes. Yes:": break46)
        if serving.endswith((".yes", ".slow", ".shared")):
            return answer  # its own "Yes:" (or "holds them, but slowly") says it
        lead = _LEADS["none"]()
    lower = getattr(rig, "other_precision", None)
    if way == "none" and lower is not None and getattr(answer, "task", None) == "inference" and _measured(lower):
        lead = msg("ask.fit.lower", "Not at {asked}; yes at {lower}, as below.", asked=Text(value=quant_name(
            answer.precision)), lower=Text(value=quant_name(lower)))
    way_lead = _cheaper_tune(answer, named, lower) or _full_lead(answer) if way == "none" else None
    if way_lead is not None:
        lead = way_lead
    if shape.headline is not None and shape.headline.key.startswith("fact.concerns.") and shape.decides:
        first = shape.decides[0]  # a concern leads ("vLLM … does not run on it"): the yes or no goes with the fit
        return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [first.model_copy(update={
            "message": join([lead, first.message])}), *shape.decides[1:]]})})
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": join([lead, shape.headline])})})


SIZE_ASKED = re.compile(r"(?<![\w.])\d+(?:\.\d+)?\s*(?:gb|g)(?![a-z])(?:\s+(?:of\s+)?(?:vram|memory|gpu|card))?\s+"
                        r"(?:be\s+|is\s+)?(?:enough|sufficient)(?![a-z])|"
                        r"(?<![\w.])\d+(?:\.\d+)?\s*(?:gb|g)(?![a-z])\s*的?(?:显存|顯存|显卡|顯卡|卡)?\s*(?:够|夠|足够|足夠)",
                        re.IGNORECASE)
"""A memory size asked about ("is 120gb enough for llama 3 70b", "48G够吗 跑mixtral", "24GB显存够不够"): with no
owner's word it is a size weighed, not the asker's card (fix66d, judge27: "On your 48 GB GPU" to one who has none)."""


def fit_lead(answer: Any, read_as: Any, text: str, named: bool, own: bool) -> Any:
    """A fit's yes or no: :func:`asked_fit` for cards asked about and not ``own`` ed, else :func:`owned_fit` (the
    owner's rig, or a GPU said by its memory alone) — said of "a 48 GB GPU", not "your", when the memory is a size
    asked about (:data:`SIZE_ASKED`) and not ``own``."""
    if read_as.cards and not own:
        return asked_fit(answer, read_as, text, named)
    if not read_as.cards and not own and SIZE_ASKED.search(text):
        return not_owned(owned_fit(answer, read_as, text, named))
    return owned_fit(answer, read_as, text, named)


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


LEAD_KEYS = frozenset({"ask.fit.yes", "ask.fit.no", "ask.fit.need-no", "ask.fit.offload", "ask.fit.lower",
                       "ask.fit.cheaper-tune", "ask.fit.offload.yes", "ask.fit.offload.slowly",
                       "ask.fit.offload.yes-level", "ask.fit.offload.slowly-level"}) | RAM_LEAD_KEYS
"""The keys of the leads :func:`asked_fit` adds."""

__all__ = ["LEAD_KEYS", "SIZE_ASKED", "asked_fit", "fit_lead", "owned_fit", "without_lead"]
