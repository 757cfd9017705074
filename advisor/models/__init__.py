"""Pydantic models: the advisor's inputs and answers.

These are the contract between the core and its front ends (console, Discord). Field names
follow ``tests/cases/README.md``; every answer's ``model_dump(mode="json")`` is what the
console prints with ``--json``. Units are in field names: ``_gb`` (GB of VRAM), ``_gb_s``
(GB/s of memory bandwidth), ``_w`` (watts); money is an ``amount`` with a ``currency``
(ISO 4217 code). Every text a user reads is a :class:`~advisor.i18n.Message` (issue 20;
:mod:`~advisor.models.base` says how JSON shows it).

A package of rooms, one per answer; every name is also importable from ``advisor.models`` itself:

- :mod:`~advisor.models.base` — the kinds of plain text, :class:`AnswerModel` and its JSON
  serializer, :class:`Reason`, :class:`Note` and :func:`unsaid`;
- :mod:`~advisor.models.markets` — :class:`Market`, :class:`Price`, :class:`Budget`,
  :class:`MarketList` (``markets``);
- :mod:`~advisor.models.cards` — :class:`Card`, its speeds, :class:`Resolution` (``resolve``);
- :mod:`~advisor.models.short` — :class:`Shape`, the short form of every answer;
- :mod:`~advisor.models.recommendation` — :class:`Recommendation` (``recommend``);
- :mod:`~advisor.models.comparison` — :class:`Comparison` (``compare``);
- :mod:`~advisor.models.verdict` — :class:`Verdict` (``why``);
- :mod:`~advisor.models.fit` — :class:`Fit` (``fits``).
"""

from __future__ import annotations

from .base import (
    PRECISIONS,
    SIZED_AS,
    TASKS,
    USE_CASES,
    AnswerModel,
    AvoidedVerdict,
    CardName,
    Citation,
    Code,
    Condition,
    DataNote,
    DateText,
    FilePath,
    Id,
    Note,
    PerformanceKind,
    PickRole,
    Plain,
    Reason,
    Said,
    Sources,
    Typed,
    UseCase,
    VerdictKind,
    card_named,
    citation,
    cited,
    unsaid,
)
from .base import _message_fields as _message_fields  # the serializer's own, read by tests
from .base import _Model as _Model  # kept for older branches (see base.py)
from .cards import Card, DecodeKind, DecodeSpeed, Performance, Resolution, Speed
from .comparison import CardFacts, Comparison
from .fit import Fit, FitCard, FitMemory, FitModel, FitOption, OffloadPlan
from .markets import (
    Budget,
    Circuit,
    ExchangeRate,
    Market,
    MarketList,
    MarketPolicy,
    MarketRef,
    Price,
    RigPlatform,
    data_text,
)
from .owned import OwnedRig, RigCard, RigFit, RunModel, Runs, ServeConfig, Serving
from .recommendation import Avoided, Pick, Recommendation
from .short import UNLABELLED, Caveat, RankLine, Role, Shape
from .verdict import Alternative, Lever, Ownership, Verdict, verdict_label_key

__all__ = [
    "UNLABELLED",
    "Alternative",
    "AnswerModel",
    "Avoided",
    "AvoidedVerdict",
    "Budget",
    "Card",
    "CardFacts",
    "CardName",
    "Caveat",
    "Circuit",
    "Citation",
    "Code",
    "Comparison",
    "Condition",
    "DataNote",
    "DateText",
    "DecodeKind",
    "DecodeSpeed",
    "ExchangeRate",
    "FilePath",
    "Fit",
    "FitCard",
    "FitMemory",
    "FitModel",
    "FitOption",
    "Id",
    "Lever",
    "Market",
    "MarketList",
    "MarketPolicy",
    "MarketRef",
    "Note",
    "OffloadPlan",
    "Ownership",
    "PRECISIONS",
    "Performance",
    "PerformanceKind",
    "Pick",
    "PickRole",
    "Plain",
    "Price",
    "RankLine",
    "Reason",
    "OwnedRig",
    "RigCard",
    "RigFit",
    "RunModel",
    "Runs",
    "ServeConfig",
    "Serving",
    "Recommendation",
    "Resolution",
    "RigPlatform",
    "Role",
    "Said",
    "Sources",
    "Shape",
    "Speed",
    "SIZED_AS",
    "TASKS",
    "Typed",
    "USE_CASES",
    "UseCase",
    "Verdict",
    "verdict_label_key",
    "VerdictKind",
    "card_named",
    "citation",
    "cited",
    "data_text",
    "unsaid",
]
