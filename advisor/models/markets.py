"""The answer models of markets and money: a market (:class:`Market`, its :class:`MarketPolicy`, the
multi-GPU platform :class:`RigPlatform` and house :class:`Circuit` it prices), a :class:`Price`,
a :class:`Budget` as read and converted (:class:`ExchangeRate`), and the ``markets`` answer
(:class:`MarketList`).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, SerializationInfo, SerializerFunctionWrapHandler, field_validator, model_serializer

from .. import i18n
from ..i18n import Message, empty_list
from .base import AnswerModel, CardName, Citation, Code, Condition, DataNote, DateText, Id, Sources, Typed, cited


class ExchangeRate(AnswerModel):
    """``1 currency = rate × market currency`` on ``as_of``, from ``source`` (:data:`Sources`: the
    data message ``fact.exchange_rates.<market>.source`` of ``data/exchange_rates.csv``, which says
    which ECB rates and how they were averaged; a plain text given instead is a citation as it is)."""

    currency: Code
    rate: float
    as_of: DateText
    source: Sources

    @field_validator("source", mode="before")
    @classmethod
    def _cited(cls, value: Any) -> Any:
        return cited(value) if isinstance(value, str) else value


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
    free_notebooks_below_source: DataNote | None = None
    measured_scaling: bool = True
    notes: list[Id] = Field(default_factory=empty_list)
    speed_reference: CardName = "TITAN X Pascal"
    systems: bool = True
    platform_from: int = 2
    platforms: list[Id] = Field(default_factory=empty_list)
    circuits: list[Id] = Field(default_factory=empty_list)

    @property
    def today(self) -> bool:
        """Whether the market is today's (no guide speaks)."""
        return self.guide is None


class RigPlatform(AnswerModel):
    """A multi-GPU platform priced for a market (a ``data/platforms.csv`` ``platform`` row named by
    ``MarketPolicy.platforms``): it holds up to ``gpus`` cards; ``cost`` (market currency) is what
    it adds to a one-card PC (``cost_basis`` says which parts); ``psu_watts`` its supply (W),
    ``slots`` its board's slot positions, ``platform_watts`` what it draws besides the cards (W);
    ``cpu`` and ``board`` name the parts as the source does, ``pcie_per_gpu`` says how the lanes are split;
    ``source`` cites the row (its names and addresses)."""

    id: Id
    gpus: int
    cost: float
    cost_basis: DataNote = ""
    cpu: Code = ""
    board: Code = ""
    psu_watts: int | None = None
    slots: int | None = None
    platform_watts: int | None = None
    rest_watts: int | None = None
    """What the rest of the system draws under load (W, sourced per platform's CPU class), for the power said;
    ``platform_watts`` (the supply's sizing allowance) where not found."""
    pcie_per_gpu: DataNote = ""
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
    exchange_rates: list[ExchangeRate] = Field(default_factory=empty_list)
    price_rule: DataNote = ""
    description: Message | None = None
    policy: MarketPolicy = Field(default_factory=MarketPolicy)
    rig_platforms: list[RigPlatform] = Field(default_factory=empty_list)
    """``policy.platforms`` resolved from ``data/platforms.csv`` at build, fewest GPUs first."""
    circuits: list[Circuit] = Field(default_factory=empty_list)
    """``policy.circuits`` resolved from ``data/platforms.csv`` at build, in the policy's order."""
    owned_places: int = 0
    """The cards an asker's own PC takes already (a reading's basis, :mod:`advisor.ask.places_owned`): the board and
    power supply that many cards need cost nothing (:func:`advisor.rigs.platform_for`); 0 for the data's market."""

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
    price); ``source`` is a URL or guide reference (its names and addresses,
    :func:`~advisor.models.citation`) and ``note`` says what was measured and where (a maintainer's
    note, never shown).
    ``floor`` is true when the figure is the cheapest listings (a typical sale costs more:
    answers say "from about"); ``pick`` is false when the price may not become a pick (a
    single new-old-stock listing, a used price above the same card's new price, or a launch MSRP
    older than the market's ``msrp_pick_months``).
    ``estimate_kind`` says what kind of estimate an estimated price is (``launch-msrp``, ``launch-msrp-stale``,
    ``launch-msrp-converted``, ``launch-price-local``, ``range-midpoint``, ``estimate``;
    ``tools/build_markets.py``), so answers can say it in any language; ``note`` stays in the
    data's words (JSON only). ``set_by_server`` is the date (``2026-07-01``) a Discord
    server's admins set this price for their server's answers (:mod:`advisor.overrides`);
    ``None`` — and absent from the JSON — for the market's own prices.
    """

    amount: float = Field(gt=0)
    currency: Code
    condition: Condition
    as_of: DateText
    estimated: bool
    source: Citation
    note: DataNote = ""
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
    assumptions: list[Message] = Field(default_factory=empty_list)


class MarketList(AnswerModel):
    """Answer to ``markets``: every market, the default first."""

    default: Id
    markets: list[Market]
