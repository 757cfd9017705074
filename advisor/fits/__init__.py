"""``fits``: will a large language model fit in GPU memory, and on which cards of a market?

A package of rooms; every name is also importable from ``advisor.fits`` itself:

- :mod:`~advisor.fits.memory` — the memory model: an :class:`Architecture`, the term-by-term
  :func:`estimate` of running or training it (GB of 2^30 bytes, each term with its source), and
  :func:`need_gb`, a need rounded up as it is shown;
- :mod:`~advisor.fits.parsing` — the task, precision, context and batch as typed, the defaults
  and how answers name a task;
- :mod:`~advisor.fits.table` — :class:`ModelTable`, the sourced models of ``data/models.csv``
  and the shape of a bare size ("7b");
- :mod:`~advisor.fits.ways` — the ways to hold a model on a market's cards (alone or split, the
  cheaper variants);
- :mod:`~advisor.fits.way_reasons` — what the answer says of them: the summary, the memory counted,
  the cheapest way, why none holds it alone, the rules' caveats;
- :mod:`~advisor.fits.answer` — :func:`build_fit`, the answer put together: the ways, the
  platform a split needs and the MoE offload plan;
- :mod:`~advisor.fits.capacity` — what a card of so many GB runs, and a memory floor sized from
  a model (:class:`MemoryNeed`) for ``recommend``.

No suitable library exists on PyPI for this arithmetic without torch or network access (see
the tests for the published figures it is checked against), so it is written here.
"""

from __future__ import annotations

from ..models import PRECISIONS, TASKS, FitCard
from .answer import build_fit
from .capacity import (
    CAPACITY_ROWS,
    CAPACITY_WORDS,
    LADDER_B,
    MemoryNeed,
    capacity_gap_messages,
    capacity_message,
    largest,
    sized_message,
)
from .memory import (
    ACT_BYTES_PER_TOKEN_HIDDEN,
    ADAM_BYTES,
    ADAPTER_BYTES,
    ADAPTER_GRAD_BYTES,
    BYTES,
    CHECKPOINT_BYTES,
    GIB,
    GRAD_BYTES,
    LOGIT_TRAIN_BYTES,
    LORA_RANK,
    MASTER_WEIGHT_BYTES,
    OVERHEAD_GB,
    PREFILL_CHUNK,
    RUN_FORMAT,
    SOURCES,
    TRAIN_FORMAT,
    Architecture,
    Estimate,
    Format,
    bits_of,
    count_parameters,
    estimate,
    formats,
    need_gb,
    precision_label,
    quant_name,
    weight_format,
)
from .parsing import (
    DEFAULT_CONTEXT,
    MAX_BATCH,
    MAX_CONTEXT,
    RUN_LEVELS,
    TASK_LABEL_MESSAGES,
    TASK_NAME_MESSAGES,
    TASK_PRECISIONS,
    default_precision,
    parse_batch,
    parse_context,
    parse_precision,
    parse_task,
)
from .table import MAX_PARAMS_B, MIN_PARAMS_B, NAMED_ONLY, SIZE_FORMS_MESSAGE, ModelTable
from .way_reasons import quality_message, speed_param, way_param
from .ways import (
    MAX_GPUS,
    MAX_SPLIT_GPUS,
    OPTIONS_SHOWN,
    SERVER_MODULE_RULE,
    SPLIT_CAVEATED_SHOWN,
    SPLIT_SHOWN,
    Offer,
    PlatformOf,
    SpeedOf,
    cheapest_label,
    fit_order,
    lead_reason,
    lead_way,
    offer_price,
    road_label,
    runs,
    single_listing,
    slow,
    speed_floor,
    usable,
    value_label,
    variants,
    way_total,
    ways,
    works,
)

__all__ = [
    "ACT_BYTES_PER_TOKEN_HIDDEN",
    "ADAM_BYTES",
    "ADAPTER_BYTES",
    "ADAPTER_GRAD_BYTES",
    "Architecture",
    "BYTES",
    "CAPACITY_ROWS",
    "CAPACITY_WORDS",
    "CHECKPOINT_BYTES",
    "DEFAULT_CONTEXT",
    "Estimate",
    "Format",
    "FitCard",
    "GIB",
    "GRAD_BYTES",
    "LADDER_B",
    "NAMED_ONLY",
    "LOGIT_TRAIN_BYTES",
    "LORA_RANK",
    "MASTER_WEIGHT_BYTES",
    "MAX_BATCH",
    "MAX_CONTEXT",
    "MAX_GPUS",
    "MAX_PARAMS_B",
    "MAX_SPLIT_GPUS",
    "MIN_PARAMS_B",
    "MemoryNeed",
    "ModelTable",
    "OPTIONS_SHOWN",
    "OVERHEAD_GB",
    "Offer",
    "PRECISIONS",
    "PREFILL_CHUNK",
    "PlatformOf",
    "RUN_FORMAT",
    "RUN_LEVELS",
    "SERVER_MODULE_RULE",
    "SIZE_FORMS_MESSAGE",
    "SOURCES",
    "SPLIT_CAVEATED_SHOWN",
    "SPLIT_SHOWN",
    "TRAIN_FORMAT",
    "SpeedOf",
    "TASKS",
    "TASK_LABEL_MESSAGES",
    "TASK_NAME_MESSAGES",
    "TASK_PRECISIONS",
    "bits_of",
    "build_fit",
    "capacity_gap_messages",
    "capacity_message",
    "count_parameters",
    "default_precision",
    "estimate",
    "fit_order",
    "formats",
    "largest",
    "cheapest_label",
    "road_label",
    "value_label",
    "lead_reason",
    "lead_way",
    "single_listing",
    "slow",
    "speed_floor",
    "need_gb",
    "offer_price",
    "parse_batch",
    "parse_context",
    "parse_precision",
    "parse_task",
    "precision_label",
    "quant_name",
    "runs",
    "sized_message",
    "quality_message",
    "speed_param",
    "usable",
    "variants",
    "way_param",
    "way_total",
    "ways",
    "weight_format",
    "works",
]
