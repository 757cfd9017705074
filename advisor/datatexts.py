"""Texts from ``data/`` that users read, as messages: their keys, their English, their registration.

A sentence of an answer that shows a data text (a rule's text, a use case's floor, a market's
name, a fact of issue 9's tables) refers to it by KEY as a nested message, never pastes the
English (``docs``: issue 10, i18n design). :data:`DATA_SOURCES` lists every such text and its
key pattern; ``tools/i18n.py extract`` puts them in the message catalogue (so they are
translated like any message), and :meth:`advisor.catalog.Catalog.load` registers their English
at load (:func:`register_all`) so :func:`advisor.i18n.render` knows them even before a new text
has been extracted.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from .i18n import Message, Text, register, template

__all__ = ["DATA_SOURCES", "DataSource", "data_message", "data_messages", "register_all"]


@dataclass(frozen=True)
class DataSource:
    """One column of a data file that users read.

    Attributes:
        file: the file under ``data/`` (CSV, or ``markets/markets.json``).
        key: the message key pattern; a row's columns fill its fields (``rule.{rule_id}``).
        column: the column holding the English text.
        prefix: when set, only rows whose text starts with it, and the text without it
            (stripped): ``owner:`` rows of ``card_rules.csv``.
        rows: how to read the file's rows from its parsed JSON (``markets.json``: ``markets``;
            ``None`` for a CSV).
        where: when set, only the rows it accepts (``exchange_rates.csv``: the ECB rows share their market's
            source, a central bank's official rate has its own, :func:`ecb_rate`).
    """

    file: str
    key: str
    column: str
    prefix: str = ""
    rows: Callable[[dict], list[dict]] | None = None
    where: Callable[[dict], bool] | None = None

    def texts(self, data: Path) -> Iterator[tuple[str, str]]:
        """``(key, English text)`` of every row of the file under ``data`` (none if the file is missing)."""
        path = data / self.file
        if not path.exists():
            return
        if self.rows is not None:
            rows = self.rows(json.loads(path.read_text(encoding="utf-8")))
        else:
            with open(path, newline="", encoding="utf-8") as fh:
                rows = list(csv.DictReader(fh))
        for row in rows:
            if self.where is not None and not self.where(row):
                continue
            text = str(row.get(self.column) or "")
            if self.prefix:
                if not text.startswith(self.prefix):
                    continue
                text = text.removeprefix(self.prefix).strip()
            if text:
                yield self.key.format(**row), text


def _markets(doc: dict) -> list[dict]:
    return doc["markets"]


ECB_SOURCE = "ECB euro foreign exchange reference rates"
"""How ``tools/build_exchange_rates.py`` starts the source of every rate it averages from the ECB's history."""


def ecb_rate(row: dict) -> bool:
    """Whether an ``exchange_rates.csv`` row is an ECB rate (one source text per market) rather than a central
    bank's official rate (``data/markets/official_rates.csv``: its own dated source per currency, break26 #23)."""
    return str(row.get("source") or "").startswith(ECB_SOURCE)


def _official_rate(row: dict) -> bool:
    return not ecb_rate(row)


DATA_SOURCES: list[DataSource] = [
    DataSource("rules.csv", "rule.{rule_id}", "text"),
    DataSource("rules.csv", "rule.{rule_id}.today", "today"),
    DataSource("rules.csv", "rule.{rule_id}.source", "source"),
    DataSource("rules.csv", "rule.{rule_id}.today_source", "today_source"),
    DataSource("cards.csv", "card.{name}.note", "note"),
    DataSource("card_variants.csv", "card.{name}.note", "note"),
    DataSource("use_cases.csv", "use_case.{use_case}.{era}", "text"),
    DataSource("software_support.csv", "support.{min_cc}-{max_cc}", "text"),
    DataSource("software_support.csv", "support.{min_cc}-{max_cc}.last_stack", "last_stack"),
    DataSource("name_defaults.csv", "name_default.{query}", "note"),
    DataSource("markets/markets.json", "market.{id}.name", "name", rows=_markets),
    DataSource("markets/markets.json", "market.{id}.description", "description", rows=_markets),
    DataSource("markets/markets.json", "market.{id}.platform_cost_source", "platform_cost_source", rows=_markets),
    DataSource("card_rules.csv", "fact.card_rules.{rule_id}.note", "note", prefix="owner:"),
    DataSource("precision_support.csv", "fact.precision_support.{min_cc}-{max_cc}.generation", "generation"),
    DataSource("precision_support.csv", "fact.precision_support.{min_cc}-{max_cc}.tensor_precisions",
               "tensor_precisions"),
    DataSource("precision_support.csv", "fact.precision_support.{min_cc}-{max_cc}.flash_attention",
               "flash_attention"),
    DataSource("interconnect.csv", "fact.interconnect.{id}.nvlink", "nvlink"),
    DataSource("interconnect.csv", "fact.interconnect.{id}.pcie_p2p", "pcie_p2p"),
    DataSource("discontinued.csv", "fact.discontinued.{id}.text", "text"),
    DataSource("free_tiers.csv", "fact.free_tiers.{id}.name", "name"),
    DataSource("free_tiers.csv", "fact.free_tiers.{id}.offer", "offer"),
    DataSource("exchange_rates.csv", "fact.exchange_rates.{market}.source", "source", where=ecb_rate),
    DataSource("exchange_rates.csv", "fact.exchange_rates.{market}.{currency}.source", "source",
               where=_official_rate),
    DataSource("matrix_units.csv", "fact.matrix_units.{id}.unit_name", "unit_name"),
    DataSource("matrix_units.csv", "fact.matrix_units.{id}.pytorch_use", "pytorch_use"),
    DataSource("oom_levers.csv", "fact.oom_levers.{id}.lever", "lever"),
    DataSource("oom_levers.csv", "fact.oom_levers.{id}.saves", "saves"),
    DataSource("oom_levers.csv", "fact.oom_levers.{id}.cost", "cost"),
    DataSource("platforms.csv", "fact.platforms.{id}.pcie_per_gpu", "pcie_per_gpu"),
    DataSource("concerns.csv", "fact.concerns.{id}.text", "text"),
]
"""Every data text a user reads, with its message key. Answers refer to a text as the nested
message ``Message(key=<key>, params={})`` (rendered in the answer's language).

Keys (``<row key>`` is the column named in braces; values as they are written in the file):

* ``rule.<rule_id>`` — ``rules.csv`` ``text``: a rule's generic text; ``rule.<rule_id>.today`` — its
  ``today`` wording, said in today's market where the guide's sentence does not hold today.
* ``rule.<rule_id>.source`` / ``.today_source`` — ``rules.csv`` ``source`` and ``today_source``: where
  the rule comes from, as ``--verbose`` and Details cite it (:data:`advisor.models.Sources`; a
  translation keeps the source names and addresses as they are and translates the project's words
  about them).
* ``card.<name>.note`` — ``cards.csv`` (written by ``tools/make_overlay.py``) and ``card_variants.csv``
  ``note``: what a reader should know about the card (``Card.note``, shown by ``/card``).
* ``use_case.<use_case>.<era>`` — ``use_cases.csv`` ``text``: a use case's memory floor.
* ``support.<min_cc>-<max_cc>`` / ``support.<min_cc>-<max_cc>.last_stack`` —
  ``software_support.csv`` ``text`` and ``last_stack`` (e.g. ``support.5.0-7.4``).
* ``name_default.<query>`` — ``name_defaults.csv`` ``note`` (e.g. ``name_default.titan x``).
* ``market.<id>.name`` / ``.description`` / ``.platform_cost_source`` — ``markets/markets.json``.
* ``fact.card_rules.<rule_id>.note`` — ``card_rules.csv`` ``note`` of the rows whose note starts
  ``owner:`` (the advice to someone who owns the card; the prefix is not part of the text),
  e.g. ``fact.card_rules.tier.no-upgrade-titan.note``.
* ``fact.precision_support.<min_cc>-<max_cc>.generation`` / ``.tensor_precisions`` /
  ``.flash_attention`` — ``precision_support.csv`` (e.g. ``fact.precision_support.8.0-8.8.generation``).
* ``fact.interconnect.<id>.nvlink`` / ``.pcie_p2p`` — ``interconnect.csv`` (``id``: ``rtx-3090``,
  ``rtx-30``, ``rtx-40``, ``rtx-50``, ``rtx-20-nvlink``, ``geforce``).
* ``fact.discontinued.<id>.text`` — ``discontinued.csv`` (``id``: ``xeon-phi``, ``tesla-brand``).
* ``fact.free_tiers.<id>.name`` / ``.offer`` — ``free_tiers.csv`` (``id``: ``colab``, ``kaggle``,
  ``baidu-ai-studio``, ``alibaba-pai-dsw``); the name is a product name (Latin where the
  product has no Chinese name).
* ``fact.exchange_rates.<market>.source`` — ``exchange_rates.csv`` ``source`` of the ECB rows (one per
  market: the budget's conversion sentence cites it); ``fact.exchange_rates.<market>.<currency>.source`` — a
  central bank's official rate where the ECB quotes none (``RUB``, ``UAH``: ``markets/official_rates.csv``).
* ``fact.matrix_units.<id>.unit_name`` / ``.pytorch_use`` — ``matrix_units.csv`` (``id``:
  ``amd-rdna3``, ``intel-xe``, …): a vendor's matrix units by name and what PyTorch runs on them.
* ``fact.oom_levers.<id>.lever`` / ``.saves`` / ``.cost`` — ``oom_levers.csv``: what an owner who
  runs out of memory can change, what it saves and what it costs (``id``: ``gradient-checkpointing``…).
* ``fact.platforms.<id>.pcie_per_gpu`` — ``platforms.csv``: how a multi-GPU platform's board splits the
  PCIe lanes between the cards (``id``: ``am5-2gpu``…), said where a budget pays for the platform.
* ``fact.concerns.<id>.text`` — ``concerns.csv``: the concern a question raises about its card, said
  first in its answer (:mod:`advisor.concerns`; ``id``: ``cuda-only-intel``, ``licence``, ``p2p``…),
  with ``{card}``, ``{cc}``, ``{p2p}`` and ``{nvlink}``.

Not listed, because answers show them as citations (their names and addresses,
:func:`advisor.models.citation`) or not at all: the sources and URLs of the other tables, the
price tables' notes and ``launch_prices_cn.csv`` notes (``Price.note``, a maintainer's note),
``systems.csv`` notes (how a machine's price and GPU share were found) and software routes,
``laptop_names.csv`` (patterns), ``models.csv`` (model names and sources),
``architectures.csv`` notes (curation notes), ``rocm_support.csv`` (a status code), the
``card_rules.csv`` notes that do not start ``owner:`` (curation notes) and ``citations.csv``
(the guides' own Chinese quotes).
"""


def data_messages(data: Path) -> Iterator[tuple[str, str, str]]:
    """``(key, English text, file)`` for every data text of :data:`DATA_SOURCES` under ``data``."""
    for source in DATA_SOURCES:
        for key, text in source.texts(data):
            yield key, text, source.file


def register_all(data: Path) -> None:
    """Register the English of every data text under ``data`` (:func:`advisor.i18n.register`),
    so messages that nest them render even before ``tools/i18n.py extract`` has run."""
    for key, text, _ in data_messages(data):
        register(key, text)


def data_message(key: str, english: str) -> Message | Text:
    """The data text ``key`` as a nested message when its English is ``english``; else
    ``english`` as plain text (a text that is not in the data files, e.g. the source of an
    exchange rate made by a test or a caller rather than read from ``exchange_rates.csv``)."""
    if english and template(key) == english:
        return Message(key=key)
    return Text(value=english)
