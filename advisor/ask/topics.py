"""The topic of a question, kept by its follow-ups (issue 28; break16 #7, break17 #2): "what psu for two 3090s?" then
"and for three?" was answered with a verdict on the 3090, "should I wait for the rtx 6090?" then "what about the 5080
super?" with a verdict on the 5090 — the follow-up kept the slots of the question before, not what it asked about.

A topic is a typed slot of the reading (:attr:`advisor.ask.models.ReadAs.topic`, shown on the read-as line and in
``--json``), one of :data:`TOPICS`:

- ``power``: the power supply the cards need (:func:`advisor.ask.power_asked.power_reply`);
- ``waiting``: whether to wait for a card or generation not out yet (:mod:`advisor.ask.future_card`,
  :func:`advisor.ask.buying.wait_said`);
- ``overkill``: whether a card is more than the job needs (:mod:`advisor.ask.overkill`);
- ``cheapest``: the cheapest card of a memory size (:func:`advisor.ask.memory_only.cheapest_with`);
- ``enough``: what an amount of memory runs (:func:`advisor.ask.memory_only.memory_enough`);
- ``nvlink``, ``ecc``: whether a pair needs NVLink, a build ECC (:mod:`advisor.ask.concepts`);
- ``fact.<kind>``: one figure of one card — ``fact.power``, ``fact.memory``, ``fact.bandwidth``, ``fact.connector``
  (:mod:`advisor.ask.card_fact`);
- ``pretrain``: training a language model from scratch (:mod:`advisor.ask.pretrain`, :mod:`advisor.ask.pretrain_count`):
  "pretrain a 3b model, budget $10000" then "and a 7b?", "and if I only have $10000?" is still pretraining (break18
  #1: it was a machine pick, or a LoRA fit) — a budget said keeps it (the run's rent is set against it), a follow-up
  naming an adapter, running a model or another job leaves it;
- ``precision.<format>``: whether one card supports a number format — ``precision.fp8``, ``precision.fp4``, …
  (:mod:`advisor.ask.precision_asked`; break18 #5: "does the 5090 support fp4?" then "and the 4090?" got a verdict).

A question's own words set its topic (:func:`said_topic`); a follow-up that says none of its own (and no budget,
which asks for a ranking) keeps the topic before, with what it changes: a card, a count ("and for three?", "那4张呢"),
a memory size ("and 32gb?"). Pure.
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from .bare_counts import bare_count
from .buying import WAIT
from .card_fact import fact_asked
from .concepts import ECC, LADDER_ASKED, NEED, NVLINK
from .future_card import SERIES, WAITING
from .gate import gate_module
from .image_follow import OTHER_JOB, generator_words
from .memory_only import _CHEAPEST, _ENOUGH, cheapest_memory
from .overkill import OVERKILL
from .places_owned import blank_places
from .platform_follow import MAKERS, maker_topic
from .power_asked import POWER, supply_as_context
from .power_reading import reading_said
from .precision_asked import KINDS, kind_asked, kind_named
from .pretrain import LANGUAGE_MODEL, PRETRAIN
from .pretrain_count import span_days
from .psu_name import named_supply_w
from .rent_cost import asks_rent_cost
from .rig_cost import COST_ASKED, asks_rig_rent
from .supply_said import supply_beside_choice
from .watts import range_note, supply_watts, unspecced, wattage_said

if TYPE_CHECKING:
    from .models import Context, ReadAs
    from .reader import Reading

TOPICS = ("power", "waiting", "overkill", "cheapest", "enough", "nvlink", "ecc", "fact.power", "fact.idle",
          "fact.memory",
          "fact.bandwidth", "fact.connector", "pretrain", "budget-count",
          *(f"precision.{k.lower()}" for k in KINDS), *(f"vendor.{m}" for m in MAKERS))
"""The topics a reading can carry (module docstring)."""

CARD_TOPICS = ("power", "nvlink", "ecc")
"""Topics about the cards alone: a follow-up naming a job ("what about for llms?", "and for 70b?") asks about the job,
and leaves them (a fact of a card, ``fact.<kind>``, likewise)."""
_BARE_MEMORY = re.compile(r"(?<![\d.])(\d{1,3})\s*g(?:b)?(?![a-z0-9])")
"""A memory size said alone in a follow-up ("and 32gb?", "那48g的呢")."""
_MEMORY_MIN, _MEMORY_MAX = 2.0, 192.0
"""The sizes read as a card's memory (GB), as :mod:`advisor.ask.memory_only` reads them."""


def said_topic(text: str, read_as: ReadAs) -> str | None:
    """The topic ``text`` says itself (module docstring), ``None`` when it says none. A supply named or its wattage
    next to a card is ``power``; "cheapest … 24gb" ``cheapest``; "overkill", "大材小用" ``overkill``; waiting words
    (:data:`advisor.ask.buying.WAIT`), a generation named with them, or a card not out yet read for a waiting question
    (the ``ask.future-card`` note) ``waiting``; "is 8gb enough" ``enough``."""
    low = text.lower()
    if read_as.command in ("none", "recommend") and not read_as.cards and read_as.budget is None and (
            maker := maker_topic(text)) is not None:  # "does pytorch work on amd"
        return maker
    fact = fact_asked(text) if len(read_as.cards) == 1 and read_as.model is None and read_as.budget is None else None
    if fact is not None:  # "what's the power draw of a v100 pcie?": that figure of the card
        return f"fact.{fact}"
    one_card = len(read_as.cards) == 1 and read_as.model is None and read_as.budget is None
    if one_card and (fmt := kind_asked(text)) is not None:  # "does the 5090 support fp4?": of the next card too
        return f"precision.{fmt.lower()}"
    of_cards = len(read_as.cards) == 1 and read_as.model is None and read_as.budget is None  # "does the 3090 have ecc",
    # "nvlink on 4090?": the card's fact, asked of the next card too ("and the 3090 ti?": break21 #10)
    if (NEED.search(low) or of_cards) and NVLINK.search(low) and not LADDER_ASKED.search(low):  # "do I need nvlink
        # for two 3090s?": the link; "what can I fine-tune with 2x 3090 and nvlink?": the rig's ladder (fix78a)
        return "nvlink"
    if (NEED.search(low) or of_cards) and ECC.search(low):
        return "ecc"
    if (POWER.search(unspecced(blank_places(low))) or named_supply_w(low) is not None) and not (
            _CHEAPEST.search(low)) and not supply_as_context(unspecced(low)) and not supply_beside_choice(
            text, read_as):  # "with my 850w psu,
        # 3090 or 4090?": the choice (break28 #8); "will my corsair rm850x run a 4090?": the supply (break30 #8); "I
        # have a board and psu for two": the PC's places, no supply asked (advisor.ask.places_owned)
        return "power"
    if _CHEAPEST.search(low):
        return "cheapest"
    if OVERKILL.search(low):
        return "overkill"
    if WAIT.search(low) or SERIES.search(low) and WAITING.search(low) or any(
            n.key == "ask.future-card" for n in read_as.notes):
        return "waiting"
    if _ENOUGH.search(low) and not read_as.cards and read_as.model is None:
        return "enough"
    if PRETRAIN.search(low):
        return "pretrain"
    return None


def _leaves_pretraining(r: Reading) -> bool:
    """Whether a follow-up to a pretraining question asks another job: an adapter or running a model ("and with
    lora?"), a use other than language models ("what about for image generation?"), a job named in words
    (:data:`advisor.ask.image_follow.OTHER_JOB`: "what gpu for gaming?") or an image generator ("and for flux?")."""
    low = r.text.lower()
    other = OTHER_JOB.search(low) is not None and not PRETRAIN.search(low) and not LANGUAGE_MODEL.search(low)
    return r.task in ("lora", "qlora", "inference") or r.use_case not in (None, "llm") or other or (
        generator_words(r.text) is not None)  # "what gpu for gaming?", "and for flux?": another job


def bare_memory(text: str) -> float | None:
    """A memory size (GB) a follow-up says ("and 32gb?" → 32.0), within the sizes cards have; ``None`` otherwise."""
    m = _BARE_MEMORY.search(text.lower())
    if m is None:
        return None
    value = float(m.group(1))
    return value if _MEMORY_MIN <= value <= _MEMORY_MAX else None


def with_topic(r: Reading, read_as: ReadAs, before: ReadAs | None) -> ReadAs:
    """``read_as`` with its topic: the one its own words say (:func:`said_topic`), else — for a follow-up (``before``
    the reading it follows) that says no budget — the topic before (a card's topic — a fact, a format, the supply, a
    link — not by a follow-up asking a question of its own: "is it worth buying?", "which one is faster?"), with the
    count or memory size the follow-up says alone; with a supply's wattage said (``supply_w``), kept by a follow-up
    about the same supply ("is a 750w psu enough for a 4090?" then "and for a 5090?")."""
    topic = said_topic(r.text, read_as)
    if topic is None and before is not None and not r.cards and r.model is None and r.budget is None and (
            fact_asked(r.text) == "power"):  # "how much power does it draw?" after a ranking or a fit: the power of
        topic = "power"  # the cards before (the pick's), the machine's draw and the supply (fix53a #2)
    update: dict = {}
    if topic == "cheapest" and not read_as.memory_gb and (floor := cheapest_memory(r.text)) is not None:
        update["memory_gb"] = [floor]  # "lowest-cost way to get 96 GB": the floor its answer names, kept by a budget
        # said after it (newuser17 #5)
    said_w = wattage_said(r.text)  # the one supply reader (advisor.ask.watts)
    if said_w is not None and supply_watts(r.text) is None and reading_said(r.text) is not None:
        said_w = None  # "my 4060 draws 500W": the card's (or the wall's) reading, never a supply a follow-up keeps
    of_card = before is not None and before.topic is not None and (
        before.topic in CARD_TOPICS or before.topic.startswith(("fact.", "precision.")))
    pretraining = before is not None and before.topic == "pretrain"
    if topic is None and before is not None and before.topic is not None and (
            r.budget is None or pretraining) and not (
            of_card and (r.use_case or r.model or r.task or r.intents or _asks_cost(r.text))) and not (  # "is it
            # worth buying?", "what about renting?", "what would that cost?": its own
            pretraining and _leaves_pretraining(r)):
        topic = before.topic
        count = bare_count(r.text) if not r.cards else None
        if topic in ("power", "nvlink") and count is not None:  # "and for four?": four cards linked, or powered
            update["gpus"] = count
        memory = bare_memory(r.text) if topic in ("cheapest", "enough") and not r.cards else None
        if memory is not None:
            update["memory_gb"] = [memory]
    if topic is not None and topic.startswith("precision.") and (kind := kind_named(r.text)) is not None:
        topic = f"precision.{kind.lower()}"  # "can it do fp16?" then "and bf16?": the format it names now
    update["topic"] = topic  # a follow-up's reading carries the topic before: a budget said leaves it
    update["supply_w"] = (said_w if said_w is not None else
                          before.supply_w if before is not None and before.topic == "power" else None) \
        if topic == "power" else None
    if (ranged := range_note(r.text)) is not None and ranged not in read_as.notes:  # "650~850w psu": judged at
        update["notes"] = [ranged, *read_as.notes]  # its low end, said (fix53a #1)
    update["run_days"] = _run_days(r.text, before) if topic == "pretrain" else None
    return read_as.model_copy(update=update)


def _asks_cost(text: str) -> bool:
    """Whether a follow-up asks what the hardware costs or what renting it costs ("what about renting?", "what would
    that cost?", "租呢"): a question of its own, never the card's topic before (the supply, a link, a format)."""
    return asks_rig_rent(text) or asks_rent_cost(text) or bool(COST_ASKED.search(text.lower()))


def _run_days(text: str, before: ReadAs | None) -> float | None:
    """The time a pretraining run must take: said ("in a week": 7.0), else kept from the pretraining question before
    ("how many 4090s to pretrain a 1b model in a week" then "and a 3b?"); ``None`` when never said."""
    days, said = span_days(text)
    if said:
        return days
    return before.run_days if before is not None and before.topic == "pretrain" else None


def pretraining_fit(read_as: ReadAs, merged: bool) -> ReadAs:
    """A pretraining follow-up naming a card ("pretrain a 3b model, budget $10000" then "what about on 4090s?") read
    as the standalone question is ("how many 4090s to pretrain a 3b model"): the run's fit on those cards
    (``fits``, a full training state), never a buy verdict on the card ("GeForce RTX 4090: RECOMMENDED —
    Pretraining …"); ``read_as`` unchanged otherwise."""
    if not merged or read_as.topic != "pretrain" or read_as.command != "why" or not read_as.cards or (
            read_as.model is None):
        return read_as
    return read_as.model_copy(update={"command": "fits", "task": "full-finetune"})


def counted_follow_up(r: Reading, before: Context | None) -> Reading:
    """``r`` without the budget a count alone was read as, after a power question ("what psu for two 4090s?" then
    "what about 3?": three cards, never 3 dollars); ``r`` unchanged otherwise."""
    if before is None or before.read_as.topic != "power" or r.cards or bare_count(r.text) is None:
        return r
    return dataclasses.replace(r, budget=None, budget_bare=False, budget_error=None, budget_said=None, numbers=[])


def kept_memory(read_as: ReadAs, topic: str) -> float | None:
    """The memory (GB) a reading of ``topic`` carries ("what's the cheapest 24gb card?" then "and 32gb?": 32), for a
    follow-up whose own words say no size; ``None`` for a reading of another topic."""
    return read_as.memory_gb[0] if read_as.topic == topic and read_as.memory_gb else None



# the topic detectors behind their literal gates (issue 30 §1): run on every question, rarely open
gate_module(globals())

__all__ = ["TOPICS", "bare_count", "counted_follow_up", "kept_memory", "bare_memory", "pretraining_fit", "said_topic",
           "with_topic"]
