"""``Advisor``: the one entry point of the core.

Front ends (console, Discord) call these methods and render the pydantic models they
return; every user error is an :class:`~advisor.errors.AdvisorError` with a ``code``.

Language: answers hold messages only (key + typed parameters, :mod:`advisor.models`); each
front end renders them in its language with an :class:`advisor.i18n.Renderer`, and
:func:`language` reads the language a user asked for (``"zh-CN"``, ``"zh_Hant"``…). Errors carry
their message too (:meth:`~advisor.errors.AdvisorError.render`).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import replace
from functools import cached_property, partial
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from . import fits as _fits
from .catalog import Catalog
from .cheaper_task import with_cheaper_task
from .compare import compare as _compare
from .compare import shown_price
from .errors import AppleSilicon, InvalidOption, UnknownCard, ZeroBudget
from .explain import why as _why
from .i18n import ListOf, Message, Text, UserText, msg
from .jobs import no_stack
from .kept import Same, keep
from .kinds import (
    MAX_GPUS,
    MAX_MEMORY_GB,
    Given,
    read_budget,
    read_count,
    read_job,
    read_language,
    read_memory,
    read_model,
    read_ram,
    read_rig,
    read_use_case,
    read_users,
)
from .llm_picks import recommend_llm, takes_for_llms
from .models import (
    USE_CASES,
    Budget,
    Card,
    Comparison,
    Fit,
    MarketList,
    OffloadPlan,
    OwnedRig,
    Price,
    Reason,
    Recommendation,
    Resolution,
    Runs,
    Verdict,
    card_named,
    cited,
)
from .names import NameIndex
from .offload_budget import with_offload
from .recommend import _notes, nothing_message, training_speed
from .recommend import free_tier as _free_tier
from .recommend import recommend as _recommend
from .routes import raised_memory_gb, route_label, route_of, trains_of
from .rules import RuleBook, card_param
from .shape import Context as ShapeContext
from .shape import in_voice, shaped
from .text import read_text
from .workload import DecodeSpeeds, Ladder, Workload

if TYPE_CHECKING:  # the modules of one command are imported by that command (a console start is one command)
    from .ask.models import Context, Question
    from .overrides import PriceLayer, PriceOverride

__all__ = ["MAX_GPUS", "MAX_MEMORY_GB", "Advisor", "language"]

Answer = TypeVar("Answer", Recommendation, Comparison, Verdict, Fit, Runs)
"""An answer the advisor returns through :meth:`Advisor._answer` (each has a ``market`` and a ``shape``)."""


language = read_language
"""The answer language for a tag (:func:`advisor.kinds.read_language`: ``"zh-CN"`` → ``"zh_Hans"``;
InvalidOption for a language we do not answer in)."""


VLLM_MIN_CC = 7.5
"""vLLM's minimum compute capability in its current docs (vllm-project/vllm@v0.21.0
docs/getting_started/installation/gpu.cuda.inc.md and v0.31: 7.5; ``data/card_facts.csv``)."""


def _csv_rows(path: Path) -> list[dict[str, str]]:
    """The rows of a CSV file."""
    import csv

    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def _count(limit: object, default: int = 25) -> int:
    """An autocomplete ``limit`` as a whole number from 0 to 100 (``default`` if it is none)."""
    if isinstance(limit, bool) or not isinstance(limit, int):
        return default
    return max(0, min(limit, 100))


SERVED_DEFAULT = "llama-3.1-8b"
"""The model a serving question on the owner's cards is sized for when it names none (``fits --card 3090
--users 20``): the 8B class people start a chat server with (``data/models.csv``)."""


class Advisor:
    """Answers ``recommend``, ``compare``, ``why``, ``resolve`` and ``markets``.

    Build it with :meth:`load`; it holds the catalogue in memory and is safe to share
    between concurrent callers (its only writes after loading fill idempotent caches).
    """

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self._base_catalog = catalog  # the catalogue without a price layer (with_prices lays one over it)
        self.price_layer: PriceLayer | None = None
        self.rules = RuleBook(catalog)
        self.names: NameIndex = catalog.name_index()  # stored in the catalogue file: no build at start-up
        self.llm_models: _fits.ModelTable = self.rules.llm_models
        self.ladder = Ladder(catalog.llm_ladder, self.llm_models)  # data/llm_ladder.csv: LLM memory tiers
        self.speeds = DecodeSpeeds(catalog)  # LLM decode tokens/s (advisor.decode, built on first use)
        self._fit_offers: dict[str, list[_fits.Offer]] = {}  # market id -> usable priced cards (idempotent cache)

    def __copy__(self) -> Advisor:
        """A shallow copy (a view: :meth:`with_prices`, a question's used-or-new view) without what
        this advisor keeps bound to itself (the question reader it made, whose ``advisor`` is this
        one): the copy makes its own. A copy that held it would keep this advisor alive — a server's
        view for as long as any view made from it (issue 30 F1)."""
        view = object.__new__(type(self))
        view.__dict__.update({k: v for k, v in self.__dict__.items() if getattr(v, "advisor", None) is not self})
        return view

    @classmethod
    def load(cls, db_path: Path | None = None, data: Path | None = None) -> Advisor:
        """Load the catalogue (building it on first use or when ``data/`` changed)."""
        return cls(Catalog.load(db_path, data))

    def with_prices(self, prices: PriceLayer | str, overrides: Iterable[PriceOverride] = ()) -> Advisor:
        """An advisor whose catalogue price lookup goes through a server's price layer: the
        same cards, names and rules; its answers name the server's prices they use.

        ``prices`` is a :class:`~advisor.overrides.PriceLayer` (laid over this advisor's own
        layer, if any), or a market id whose prices ``overrides`` replace
        (``adv.with_prices("current-us", a).with_prices("2019-cn", b)``). Cheap: only the
        price lists of the layer's markets and a rule book (~0.5 ms) are new; this advisor is
        unchanged. Raises ``UnknownMarket``, or ``ValueError`` for an override the catalogue
        cannot use (see :meth:`~advisor.overrides.PriceLayer.with_market`)."""
        from .overrides import PriceLayer

        layer = self.price_layer or PriceLayer()
        if isinstance(prices, PriceLayer):
            for market_id, added in prices.markets.items():
                layer = PriceLayer({**layer.markets, market_id: {**layer.markets.get(market_id, {}), **added}})
        else:
            layer = layer.with_market(self._base_catalog, prices, overrides)
        view = copy.copy(self)  # shares the name index and the model table
        view.price_layer = layer
        view.catalog = layer.over(self._base_catalog)
        view.rules = RuleBook(view.catalog)  # its caches hold prices: the view's own
        view.llm_models = view.rules.llm_models
        view._fit_offers = {}
        return view

    def _answer(self, answer: Answer) -> Answer:
        """An answer as returned: citing the price layer's server prices it shows, if any, and with
        its short form (``shape``: headline, ranking, caveats; :mod:`advisor.shape`, issue 18), without
        the guides' general sentences that do not hold in today's market (:func:`advisor.shape.in_voice`)."""
        answer = answer if self.price_layer is None else self.price_layer.cite(answer, self.rules)
        ctx = self.shape_context(answer.market.id)
        return shaped(in_voice(answer, ctx), ctx)

    def shape_context(self, market_id: str) -> ShapeContext:
        """What :func:`advisor.shape.shape_of` needs of a market: its guide, each card's training
        speed relative to its reference card (``MarketPolicy.speed_reference``), the rules' kinds."""
        market = self.catalog.markets[market_id]
        kinds = keep(self.rules, "shape.kinds", Same(self.catalog),  # the same for every answer: kept
                     lambda: {rule_id: r["kind"] for rule_id, r in self.catalog.rules.items()})
        return ShapeContext(guide=market.policy.guide, kinds=kinds,
                            speed_of=lambda card: training_speed(self.catalog, market, card))

    # -- names ---------------------------------------------------------------------------
    def resolve(self, query: str) -> Resolution:
        """Resolve a typed card name; never raises for a name (unknown → ``match`` None +
        suggestions)."""
        return self.names.resolve(read_text(query) or "")

    def complete(self, text: str, limit: int = 25) -> list[str]:
        """Autocomplete: up to ``limit`` card names for a partial input (popular cards when empty)."""
        return self.names.complete(read_text(text) or "", limit=_count(limit))

    def complete_models(self, text: str, limit: int = 25) -> list[str]:
        """Autocomplete for ``fits``: up to ``limit`` model names of the table and common sizes."""
        return self.llm_models.complete(read_text(text) or "", limit=_count(limit))

    def _card(self, query: str) -> tuple[Card, Resolution]:
        if not query.strip():  # nothing typed (or only invisible characters): ask for a card
            raise UnknownCard(msg("error.card.empty", "Name a card, e.g. rtx 4090 or 1080 ti."))
        res = self.names.resolve(query)
        chip = self.names.apple_silicon(query) if res.match is None else None
        mac = self.names.apple_chip_machine(query) if chip is not None else None
        if mac is not None and mac.match is not None:  # a bare chip: its Mac, the assumption said (issue 29 N12)
            return self.catalog.card(mac.match), mac
        if chip is not None:  # vendor.apple: say what Apple silicon is, not "no card matches"
            raise AppleSilicon(msg("error.card.apple-silicon", "'{query}' is {chip} — {rule}",
                                   query=UserText(value=str(query)), chip=chip,
                                   rule=Message(key=f"rule.{AppleSilicon.rule_id}")))
        if res.match is None:
            shown = UserText(value=str(query))
            near = ListOf(items=[card_param(s) for s in res.suggestions[:3]])
            note = res.note  # e.g. the memory the named card has
            if note is not None and res.suggestions:
                error = msg("error.card.unknown-note-suggest",
                            "No card matches '{query}'. {note} Did you mean {cards}?",
                            query=shown, note=note, cards=near)
            elif note is not None:
                error = msg("error.card.unknown-note", "No card matches '{query}'. {note}", query=shown, note=note)
            elif res.suggestions:
                error = msg("error.card.unknown-suggest", "No card matches '{query}'. Did you mean {cards}?",
                            query=shown, cards=near)
            else:
                error = msg("error.card.unknown", "No card matches '{query}'.", query=shown)
            raise UnknownCard(error, suggestions=res.suggestions)
        return self.catalog.card(res.match), res

    def card(self, query: str) -> Card:
        """The :class:`Card` (specs in GB, GB/s, W) a typed name means; raises :class:`UnknownCard`
        (its ``note`` is a cited data note, shown as it is)."""
        return self._card(read_text(query) or "")[0]

    # -- answers -------------------------------------------------------------------------
    def recommend(self, budget: str, *, market: str | None = None, use_case: str = "general",
                  min_memory_gb: float | None = None, gpus: int | None = None, model: str | None = None,
                  task: str | None = None, precision: str | None = None,
                  bare_currency: str | None = None) -> Recommendation:
        """Best cards for ``budget`` (text such as "500", "$1.5k", "1w", "€800").

        ``model`` ("7b", "llama-3.1-8b"), ``task`` (inference, lora, qlora, full-finetune) and ``precision`` size an
        LLM job (:meth:`fits`; a task alone sizes a 7B model; 13B and up run at 4-bit unless asked;
        ``memory.llm-task``): the use case becomes ``llm`` and only what holds the job is recommended. LLM work in
        today's market (``use_case`` ``llm``, running or fine-tuning) shows the routes a buyer weighs, each labelled,
        over the ways ``fits`` lists (:mod:`advisor.llm_picks`, issue 29); the guides' markets rank fine-tuning by the
        training index. ``gpus`` is how many cards to buy together (``None``: one, or a split a sized job needs).
        Raises InvalidBudget, UnknownMarket, UnknownModel, or InvalidOption (use case not in
        :data:`~advisor.models.USE_CASES`, ``gpus`` outside 1-8, memory outside 0-512 GB, a model, task or precision
        option out of range). A fine-tuning no card within holds: its cheaper way (:mod:`advisor.cheaper_task`). A
        budget of nothing ("0", "¥0") is an answer: free notebooks the user can reach and the cheapest card worth
        buying (``cloud.free-tier``). ``bare_currency`` (an ISO code, a Discord server's setting) is the currency of a
        budget typed without one instead of the market's (:func:`~advisor.budget.parse_budget`; the Budget says so).
        Typed text is read by :func:`~advisor.text.read_text` (cut to 256 characters, lone surrogates dropped; a
        non-text option is refused by that option's own error).
        """
        typed_budget = budget  # read as typed by the budget kind's reader (a hidden character in its number is refused)
        budget, market, use_case = read_text(budget), read_text(market), read_text(use_case)
        model, task, precision = read_text(model), read_text(task), read_text(precision)
        m = self.catalog.market(market)
        use_case = self._use_case(use_case)
        if gpus is not None:
            gpus = read_count(gpus)  # 1-8, as every face reads a count
        if min_memory_gb is not None:
            min_memory_gb = read_memory(min_memory_gb)  # 1-512 GB; True, "1_2", "1²" are no numbers
        workload = Workload(use_case=use_case, gpus=gpus)
        if model is not None or task is not None or precision is not None:
            use_case = "llm"
            workload = self._workload(model, task, precision, gpus)
            if not workload.decode and m.policy.memory != "decides":  # the guides' markets: the training index
                need = self._llm_need(workload, gpus or 1)
                if min_memory_gb is None or need > min_memory_gb:
                    min_memory_gb = need
        try:
            parsed = read_budget(typed_budget, Given(self, market=m.id, bare_currency=bare_currency))
        except ZeroBudget as zero:  # nothing to spend is an answer, not an error (cloud.free-tier)
            said = nothing_message(self.catalog, m, zero.currency)  # the free notebooks reachable in this market
            nothing = Budget(text="" if budget is None else str(budget), amount=zero.amount, currency=zero.currency,
                             market_amount=0.0, market_currency=m.currency,
                             assumptions=[said])
            if workload.estimate is not None and min_memory_gb is None:  # the card to buy next holds the job (F09)
                min_memory_gb = self._llm_need(workload, gpus or 1)
                nothing.assumptions.append(min_memory_gb.message)  # how it was sized, said with the headline
            return self._answer(_free_tier(self.catalog, self.rules, m, nothing, use_case=use_case,
                                           min_memory_gb=min_memory_gb, gpus=gpus or 1))
        asked_floor = min_memory_gb if workload.estimate is not None and m.policy.memory == "decides" else None
        if asked_floor is not None:  # a model ranked for its job, on cards with the memory asked (never dropped)
            min_memory_gb = None
        if use_case == "llm" and min_memory_gb is None and m.policy.memory == "decides":
            def notes_for(*args):  # floor, its reason, count, picks, stretch, platform
                return _notes(self.catalog, self.rules, m, parsed, "llm", *args)

            # running or fine-tuning: the ways fits lists, by route (issue 29 §1, §4; issue 28 §6)
            workload = replace(workload, use_case="llm")
            offers = self._usable_cards(m)  # the same list each time: the budget-free tables are kept by it
            if asked_floor is not None:
                offers = [o for o in offers if (o.card.llm_memory_gb or o.card.memory_gb or 0) >= asked_floor]
            def rank(w: Workload) -> Recommendation:  # the ways within the budget, then experts in RAM
                rec = recommend_llm(self.catalog, self.rules, m, parsed, workload=w, ladder=self.ladder,
                                    speeds=self.speeds, offers=offers, notes_for=notes_for)
                return with_offload(rec, self.offload, w, offers, self.rules)
            return self._answer(with_cheaper_task(rank(workload), rank, workload, precision,
                                                  lambda t: self._workload(model, t, precision, gpus)))  # → QLoRA
        if workload.estimate is not None and min_memory_gb is None:
            min_memory_gb = self._llm_need(workload, gpus or 1)
        return self._answer(_recommend(self.catalog, self.rules, m, parsed, use_case=use_case,
                                       min_memory_gb=min_memory_gb, gpus=gpus or 1))

    def _workload(self, model: str | None, task: str | None, precision: str | None, gpus: int | None) -> Workload:
        """The LLM job of ``recommend``'s options (a task alone sizes the 7-8B class, ``memory.llm-task``)."""
        t, arch = _fits.parse_task(task), self.llm_models.resolve(model if model is not None else "7b")
        est = _fits.estimate(arch, t, _fits.parse_precision(precision, t, arch), _fits.parse_context(None, arch, t), 1)
        return Workload(use_case="llm", estimate=est, named=model is not None, gpus=gpus)

    def _llm_need(self, workload: Workload, gpus: int) -> _fits.MemoryNeed:
        """The memory floor (GB per GPU) of a sized LLM job for the training ranking (``memory.llm-task``)."""
        est = workload.estimate
        if est is None:
            raise ValueError("only a sized job (Advisor._workload) has a memory need")
        per = _fits.need_gb(est.per_gpu(gpus) if gpus > 1 else est.total)  # up: a floor never below the need
        return _fits.MemoryNeed.sized(per, _fits.sized_message(est.arch, est, default=not workload.named,
                                                               gpus=gpus, per_gpu=per))

    def fits(self, model: str | None = None, *, task: str = "inference", precision: str | None = None,
             context: int | str | None = None, batch: int | str = 1, market: str | None = None,
             card: str | None = None, ram: float | str | None = None, users: int | str | None = None,
             vram: float | str | None = None) -> Fit | Runs:
        """Will ``model`` fit, and on which cards of ``market``?

        ``model`` is a name of ``data/models.csv`` ("llama-3.1-8b", fuzzy-matched with
        rapidfuzz) or a bare size ("7b", "1.5B", "500m"); ``task`` one of inference, lora,
        qlora, full-finetune; ``precision`` fp32, bf16, fp16, fp8, int8, int4, mxfp4 or a level
        kept as asked (q5_k_m, iq4_xs, awq, gptq, nf4…: ``data/performance/quant_bits.csv``; default
        per task: inference int4 = GGUF Q4_K_M or the model's published MXFP4, lora and full-finetune
        bf16, qlora int4 = NF4); ``context`` tokens (default
        4,096 to run, 1,024 to train, never past the model's window); ``batch`` 1-256.
        Returns a :class:`Fit` (GB = GiB) with the breakdown and each term's formula and
        source (:mod:`advisor.fits`), the cards that hold it alone (cheapest first), splits
        across GPUs, and cheaper ways to make it fit. Raises UnknownModel (with suggestions),
        InvalidOption (size outside 0.1B-2000B, "0b", "-7b", "1e9b", unknown task or
        precision, context or batch out of range) or UnknownMarket.

        ``card``: the cards the user has, as one rig (``"3090"``, ``"2x 3090"``, ``"3090 + 4090"``: the rig
        kind's reader, :func:`advisor.kinds.read_rig`), and ``ram`` their system RAM in GB: the answer says
        first whether the job runs on that rig — alone, split by layers, with experts or layers in system
        RAM, with a cheaper variant — and how fast, never pricing it (:mod:`advisor.owned`, issue 28 §3).
        Without a ``model``, the rig's answer is what it runs (:class:`Runs`, :mod:`advisor.runs`: the largest
        and the best models per use, with quant level and tokens/s; issue 28 §4); InvalidOption when neither
        a model nor a card is given. ``users``: the model served to that many users at once — batched
        throughput per server configuration (:mod:`advisor.serving`, issue 28 §5). ``vram``: the GB of a GPU
        described only by its memory ("I have 12GB VRAM"), checked as the owner's one card of that memory with no
        speed figure (:func:`advisor.owned.vram_card`); ignored when ``card`` names the cards."""
        model, task, precision, market = read_text(model), read_text(task), read_text(precision), read_text(market)
        if isinstance(context, str):
            context = read_text(context)
        if isinstance(batch, str):
            batch = read_text(batch)
        m = self.catalog.market(market)
        rig, cards = self._rig(card, ram, vram)
        served_default = (model is None or not model.strip()) and rig is not None and users is not None
        if served_default:  # "can my 3090 serve 20 users?": the everyday chat size, said so
            model = SERVED_DEFAULT
        if model is None or not model.strip():
            if rig is None:
                raise InvalidOption(msg("error.fits.nothing", "Name a model (7b, llama-3.1-8b), or your cards "
                                        "(--card 5090) to see what they run."))
            t = _fits.parse_task(task)
            return self._answer(self._runs(rig, cards, m) if t == "inference" else self._trains(rig, cards, m, t))
        t = _fits.parse_task(task)
        arch = read_model(model, Given(self))
        no_bf16 = self._no_bf16(cards) if precision is None and t in ("lora", "full-finetune") else []
        if no_bf16:  # an owner's card without BF16 (before Ampere) fine-tunes in fp16: sized so, and said
            precision = "fp16"
        est = _fits.estimate(arch, t, _fits.parse_precision(precision, t, arch), _fits.parse_context(context, arch, t),
                             _fits.parse_batch(batch))
        fit = _fits.build_fit(est, m, self._usable_cards(m), self._fit_reason, speed_of=self.speeds.of,
                              offload=self._offload, keep=partial(keep, self.rules))  # budget-free parts kept
        if rig is None:  # no card and no budget: a free notebook's GPU beside the cheapest card that holds it
            fit = self._free_start(fit, est, m)
        dead = self._runs_nothing(cards, m) if rig is not None else None
        if dead is not None:  # a card no current stack runs: said so, with no size or speed on it (issue 28 §2)
            fit = fit.model_copy(update={"reasons": [self.rules.reason("compat.current-stack", dead), *fit.reasons],
                                         "summary": msg("fits.on-rig", "{rig} {summary}", rig=dead,
                                                        summary=fit.summary)})
        elif rig is not None:  # the owner's own rig first: does the job run on it, how, how fast
            from .owned import as_released, rig_fit
            from .owned_adds import owned_split
            from .rigs import platform_cost

            done = rig_fit(est, rig, cards, self.speeds, self.offload if t == "inference" else None)
            more = owned_split(est, done, self._usable_cards(m), self.speeds.of, lambda n: platform_cost(m, n),
                               fit.cards)
            on_rig = self.rules.reason("owner.out-of-memory", done.message)
            fit = fit.model_copy(update={"rig": done, "cards": [*fit.cards, *([more] if more else [])],
                                         "reasons": [on_rig, *fit.reasons], "summary": msg(
                "fits.on-rig", "{rig} {summary}", rig=done.message, summary=fit.summary)})
            full = as_released(est, rig) if precision is None else None  # the 4-bit default is not the only answer
            own = ([self._fp16_reason(no_bf16)] if no_bf16 else []) + (
                [self.rules.reason("memory.llm", full)] if full is not None else []) + self._links(
                rig, cards, done.way, est.task)
            if own:
                fit = fit.model_copy(update={"reasons": [*fit.reasons[:1], *own, *fit.reasons[1:]]})
        if users is not None:
            served = self._serving(arch, read_users(users), est.context, m, read_text(precision), rig, cards)
            if served_default:
                served = served.model_copy(update={"reasons": [self.rules.reason("memory.llm-task", msg(
                    "serving.rig.default", "No model named: sized for {model}, the everyday size of a chat server; "
                    "name yours (fits 32b --card … --users …).", model=card_param(arch.name))), *served.reasons]})
            fit = fit.model_copy(update={"serving": served})
        return self._answer(fit)

    def _free_start(self, fit: Fit, est: _fits.Estimate, m) -> Fit:
        """``fit`` with the free notebooks that hold its job said (:func:`advisor.free_start.free_start`)."""
        from .free_start import free_start
        from .recommend.notes import free_tier_services

        said = free_start(est, free_tier_services(self.catalog, m, m.currency))
        if said is None:
            return fit
        return fit.model_copy(update={"reasons": [*fit.reasons, self._fit_reason("cloud.free-tier", *said)]})

    def _rig(self, card: str | None, ram: float | str | None,
             vram: float | str | None = None) -> tuple[OwnedRig | None, dict[str, Card]]:
        """The owner's rig of the ``fits`` options (the rig kind's reader; RAM in GB; a GPU known only by its
        ``vram`` in GB when no card is named), and its cards by name."""
        ram_gb = read_ram(ram) if ram is not None else None
        if card is None and vram is not None:
            from .owned import owned_rig, vram_card

            gpu = vram_card(read_memory(read_text(vram) if isinstance(vram, str) else vram))
            return owned_rig([(gpu, 1)], ram_gb), {gpu.name: gpu}
        if card is None:
            if ram_gb is not None:
                raise InvalidOption(msg("error.fits.ram-alone", "Give your cards too (--card 3090): system RAM holds "
                                        "what the cards do not."))
            return None, {}
        read = read_rig(read_text(card) or "", Given(self))
        cards = [(self.catalog.card(res.match or ""), n) for res, n in read]
        from .owned import owned_rig

        return owned_rig(cards, ram_gb), {c.name: c for c, _ in cards}

    def _runs_nothing(self, cards: dict[str, Card], m) -> Message | None:
        """That no current framework or llama.cpp backend runs a card of the owner's rig, with the last
        stack that did (:func:`advisor.owner.runs_nothing`); ``None`` when every card runs today."""
        from .owner import runs_nothing

        for card in cards.values():
            if runs_nothing(self.rules, m, card):
                support = self.rules.support(card)
                gone = support is not None and support["status"] == "unsupported"
                return no_stack(card, self.rules.last_stack(support) if support is not None and gone else None)
        return None

    def _trains(self, rig: OwnedRig, cards: dict[str, Card], m, task: str) -> Runs:
        """What the owner's rig fine-tunes with ``task`` (:func:`advisor.runs.trains`), or that nothing current
        runs its card."""
        from .runs import trains

        said = self._runs_nothing(cards, m)
        if said is not None:
            return Runs(market=m.ref(), rig=rig, models=[], summary=said,
                        reasons=[self.rules.reason("compat.current-stack", said)])
        answer = trains(self.llm_models.archs, rig, m, self._fit_reason, task)
        return answer.model_copy(update={"reasons": [*answer.reasons, *self._training_deciding(cards, m)]})

    def _no_bf16(self, cards: dict[str, Card]) -> list[Card]:
        """The owner's cards when none of them has BF16 arithmetic (``data/precision_support.csv``: before
        Ampere); empty when any card has it, or no card is given."""
        rows = [(c, self.rules.precision(c)) for c in cards.values()]
        if not rows or any(r is None or r.get("bf16") != "0" for _, r in rows):
            return []
        return [c for c, _ in rows]

    def _fp16_reason(self, cards: list[Card]) -> Reason:
        """That the fine-tuning was sized in fp16 because the owner's cards have no BF16 (``compat.bf16``)."""
        card = cards[0]
        return self.rules.reason("compat.bf16", msg(
            "fits.own.fp16", "Sized in fp16, not bf16: {card} has no BF16 arithmetic (compute capability {cc}), so "
            "fine-tuning on it runs in FP16 with loss scaling (the same memory as bf16).",
            card=card_param(card.name), cc=Text(value=str(card.compute_capability))))

    def _links(self, rig: OwnedRig, cards: dict[str, Card], way: str, task: str = "inference") -> list[Reason]:
        """How the owner's several GeForce cards share a job split over them (:func:`advisor.owned.links`)."""
        from .owned import links

        return links(self.rules, rig, cards, way, task, self._fit_reason)

    def _training_deciding(self, cards: dict[str, Card], m) -> list[Reason]:
        """What decides fine-tuning on the owner's cards besides memory (F12: "is a V100 enough for LoRA?"): a
        card without BF16 arithmetic (``compat.bf16``, ``data/precision_support.csv``) trains in FP16 with loss
        scaling or FP32, and a card today's software runs only on its last builds says so
        (:func:`advisor.compare.support_line`)."""
        from .compare import support_line

        out = []
        for card in cards.values():
            row = self.rules.precision(card)
            if row is not None and row.get("bf16") == "0":
                out.append(self.rules.reason("compat.bf16", msg(
                    "runs.train.no-bf16", "{card} has no BF16 arithmetic (compute capability {cc}): fine-tuning runs "
                    "in FP16 with loss scaling, or in FP32 at twice the memory of the weights.",
                    card=card_param(card.name), cc=Text(value=str(card.compute_capability)))))
        support = support_line(self.rules, m, tuple(cards.values()))
        return out + ([support] if support is not None else [])

    def _runs(self, rig: OwnedRig, cards: dict[str, Card], m) -> Runs:
        """What the owner's rig runs (:func:`advisor.runs.runs`), or that nothing current runs its card."""
        from .runs import runs as _runs

        said = self._runs_nothing(cards, m)
        if said is not None:
            return Runs(market=m.ref(), rig=rig, models=[], summary=said,
                        reasons=[self.rules.reason("compat.current-stack", said)])
        answer = _runs(self.llm_models.archs, rig, cards, m, self.speeds, self._fit_reason, self.offload)
        links = self._links(rig, cards, "split")  # several GeForce cards: the large models split over PCIe
        return answer.model_copy(update={"reasons": [*answer.reasons, *links]}) if links else answer

    @cached_property
    def serving_model(self):
        """The serving estimate (:class:`advisor.serving.ServingModel`, built on first use)."""
        from .catalog import data_dir
        from .serving import ServingModel

        speeds = self.speeds  # not self: a view's copy of this model must not keep the advisor alive (issue 30 F1)

        def decode_of(card: Card, arch, precision: str, ctx: int, count: int) -> float | None:
            d = speeds.of(card, _fits.estimate(arch, "inference", precision, ctx, 1), count)
            return d.tok_s if d is not None else None

        names = {r["card"] for r in _csv_rows(data_dir() / "performance" / "serving.csv")}
        return ServingModel({n: self.catalog.card(n) for n in names}, self.llm_models, data_dir(), decode_of)

    def _serving(self, arch, users: int, context: int, m, precision: str | None, rig: OwnedRig | None = None,
                 cards: dict[str, Card] | None = None):
        """The model served to ``users`` at once in ``m`` (:func:`advisor.serving.serve`); on the owner's ``rig``
        of one kind of card, on those cards, never priced (:func:`advisor.serving.serve_on`)."""
        from .owned import rig_label
        from .rigs import platform_cost
        from .serving import geforce_note, how_estimated, serve, serve_on

        if rig is not None and cards and len(rig.cards) == 1 and self._serves(cards[rig.cards[0].card]):
            card = cards[rig.cards[0].card]
            served = serve_on(self.serving_model, arch, users, context, card, rig.count, self._fp8(card),
                              rig_label(rig), precision)
        else:
            served = serve(self.serving_model, arch, users, context, self._server_offers(m),
                           lambda n: platform_cost(m, n), precision)
        note = self.rules.reason("line.geforce", geforce_note())
        figures = self.rules.reason("memory.llm-task", how_estimated(self.serving_model)).model_copy(
            update={"source": cited(self.serving_model.sources)})
        return served.model_copy(update={"reasons": [note, figures]})

    def _server_offers(self, m) -> list[tuple[Card, Price | None, bool]]:
        """Server and workstation cards (PCIe, 24 GB and up) the market prices, and the data-centre cards
        people serve with that it does not (L40S, H200): each with its cheapest price and whether it has FP8."""
        from .serving import SERVER_LINES, UNPRICED_SERVERS

        out: dict[str, tuple[Card, Price | None, bool]] = {}
        for name, price in self.catalog.prices(m.id):
            c = self.catalog.card(name)
            if c.line not in SERVER_LINES or c.is_system or "server-module" in c.flags or (c.memory_gb or 0) < 24:
                continue
            if not self._serves(c):
                continue
            known = out[name][1] if name in out else None
            if known is None or price.amount < known.amount:
                out[name] = (c, price, self._fp8(c))
        for name in UNPRICED_SERVERS:
            if name not in out:
                c = self.catalog.card(name)
                out[name] = (c, None, self._fp8(c))
        return list(out.values())

    def _serves(self, card: Card) -> bool:
        """Whether today's serving engines run ``card``: an NVIDIA card today's CUDA fully supports, at vLLM's
        floor of compute capability 7.5 (its current docs: ``data/card_facts.csv``'s vLLM floor) or newer."""
        support = self.rules.support(card)
        current = support is None or support["status"] == "supported"
        return (card.manufacturer == "NVIDIA" and card.compute_capability is not None
                and float(card.compute_capability) >= VLLM_MIN_CC and current)

    def _fp8(self, card: Card) -> bool:
        row = self.rules.precision(card)
        return row is not None and row.get("fp8") == "1"

    @cached_property
    def offload(self):
        """The MoE expert-offload estimate (:class:`advisor.offload.OffloadModel`, built on first use)."""
        from .catalog import data_dir
        from .offload import OffloadModel

        return OffloadModel(self.speeds, self.llm_models, data_dir())

    def _offload(self, est: _fits.Estimate, cards, offers) -> OffloadPlan | None:
        """An expert-offload plan for ``fits`` (:meth:`advisor.offload.OffloadModel.plan`)."""
        return self.offload.plan(est, cards, offers)

    def _fit_reason(self, rule_id: str, message: Message, source: Message | str | None = None) -> Reason:
        """A cited :class:`Reason` for ``rule_id`` whose text is ``message`` (key and params kept),
        citing ``source`` (a message, or a data file's path) instead of the rule's own where given."""
        reason = self.rules.reason(rule_id, message)
        if not source:
            return reason
        return reason.model_copy(update={"source": cited(source) if isinstance(source, str) else source})

    def _usable_cards(self, m) -> list[_fits.Offer]:
        """Every priced card of the market, each at its cheapest price with the rules' verdict
        for an LLM job that uses its memory and the findings behind a verdict other than
        ``recommended`` (:class:`~advisor.fits.Offer`); :func:`~advisor.fits.build_fit` proposes
        only the cards not ``not_recommended`` and names a rejected one that would hold the model."""
        if m.id not in self._fit_offers:
            out = []
            for name in sorted({n for n, _ in self.catalog.prices(m.id)}):
                card = self.catalog.card(name)
                price = shown_price(self.catalog.price_of(m.id, name))  # the price every answer shows
                if not card.llm_memory_gb or price is None:
                    continue
                assessment = self.rules.assess(card, m, use_case="llm", min_memory_gb=card.llm_memory_gb)
                why = tuple((f.rule_id, f.message if card_named(f.message, card.name) else msg(
                    "answer.about-card", "{card}: {text}", card=card_param(card.name), text=f.message))
                    for f in assessment.findings
                    if f.level == assessment.verdict and assessment.verdict != "recommended")
                # every caveat names its card (issue 28 §6): "Compute capability 6.1: … this card is on borrowed time"
                # is said of the card it is about, in a list of many
                caveats = [f.rule_id for f in assessment.findings if f.level == "situational"]
                takes = takes_for_llms(self.catalog, assessment.verdict, caveats)
                route = route_of(card, caveats)
                row = self.rules.precision(card)
                out.append(_fits.Offer(card=card, price=price, verdict=assessment.verdict, why=why,
                                       bf16=None if row is None else row["bf16"] == "1", route=route.route,
                                       takes=takes, trains=trains_of(card, route), raisable_gb=raised_memory_gb(card),
                                       label=route_label(self.rules, m, card, route.route)))
            self._fit_offers[m.id] = out
        return self._fit_offers[m.id]

    def _assumed(self, resolutions: list[Resolution]) -> list[Reason]:
        """A ``names.assumed`` reason for each ambiguous name (the default and the others) and for
        each name read with a note (a typo corrected, a memory size that is not the card's)."""
        out = []
        for res in resolutions:
            if res.match and res.note and not res.ambiguous:  # a reading said ("has 11 GB, not 12 GB")
                out.append(self.rules.reason("names.assumed", res.note))
            elif res.ambiguous and res.match:
                others = ListOf(items=[card_param(c) for c in res.candidates if c != res.match])
                out.append(self.rules.reason("names.assumed", res.note or msg(
                    "names.assumed-also", "'{query}' fits several cards; assuming {card} (also: {others}).",
                    query=UserText(value=res.query), card=card_param(res.match), others=others)))
        return out

    def compare(self, a: str, b: str, *, market: str | None = None, use_case: str = "general",
                model: str | None = None) -> Comparison:
        """Compare two typed card names side by side; ``better_value`` is chosen only among
        cards that meet ``use_case``'s memory floor and are not avoided (``memory.never-less``).
        When the newer card is the older one's successor in speed only, a reason tells its owner to
        keep it (:func:`advisor.owner.successor_reason`: D17's ``tier.no-upgrade-titan`` in 2017).
        A name may ask for several of one card (``2x 1080``, ``1080 x2``, ``two 1080s``, ``两张1080``;
        :meth:`advisor.names.NameIndex.count`): the answer then weighs what those cards give and cost
        (:mod:`advisor.several`: memory per card, one data-parallel job, separate experiments, the
        price of all of them) and ``counts`` says how many of each.
        With ``model`` (an LLM: "70b", "qwen3-32b"; run at its default precision, GGUF Q4_K_M): whether
        each side holds it — one card, the layers split over its cards, or not at all — and its decode
        tokens/s, said first (:func:`advisor.several.for_model`); a side that does not hold it is never the
        better value. Raises UnknownCard / UnknownMarket / InvalidOption (use case, model)."""
        model = read_text(model)
        a, b, market, use_case = (read_text(x) or "" for x in (a, b, market, use_case))
        m = self.catalog.market(market or None)
        use_case = self._use_case("llm" if model and use_case in ("", "general") else use_case)  # an LLM named
        counts = [1, 1]
        typed = [a, b]
        for i, text in enumerate(typed):  # "2x 1080", "1080 x2", "two 1080s", "两张1080": several of one card
            found = self.names.count(text)
            if found is not None:
                counts[i], typed[i] = found
        card_a, res_a = self._card(typed[0])
        card_b, res_b = self._card(typed[1])
        if max(counts) > MAX_GPUS:  # "16x 4090": past what a purchase plans for, said in words
            from .several import too_many

            raise InvalidOption(too_many(max(counts), card_a if counts[0] >= counts[1] else card_b))
        several = counts != [1, 1] and not (card_a.name == card_b.name and counts[0] == counts[1])
        est = None
        if model:
            arch = read_model(model, Given(self))
            est = _fits.estimate(arch, "inference", _fits.parse_precision(None, "inference", arch),
                                 _fits.parse_context(None, arch, "inference"), _fits.parse_batch(None))
        held = est is not None and all(  # the model named, when each card holds it alone: the one compared on
            (c.llm_memory_gb or 0) >= _fits.need_gb(est.total) for c in (card_a, card_b))
        result = _compare(self.catalog, self.rules, m, card_a, card_b, queries=(str(a), str(b)),
                          use_case="general" if several and use_case == "llm" else use_case,
                          ladder=self.ladder, speeds=self.speeds, job=est if held else None)
        if several:
            from .several import several as _several

            result = _several(self.catalog, self.rules, m, result, (card_a, card_b), (counts[0], counts[1]),
                              use_case=use_case, ladder=self.ladder, speeds=self.speeds)
        if est is not None:  # "2x 3090 or a 4090 for 70b": does each side hold it, and how fast
            from .several import for_model

            result = for_model(result, [(card_a, counts[0]), (card_b, counts[1])], est, self.speeds)
        assumed = self._assumed([res_a, res_b])
        result = result.model_copy(update={"reasons": assumed + result.reasons}) if assumed else result
        from .owner import successor_reason

        successor = successor_reason(self.catalog, self.rules, m, card_a, card_b)  # owner.same-memory-successor
        from .middle import middle_step

        if successor is not None:
            result = result.model_copy(update={"reasons": [*result.reasons, successor]})
        middle = middle_step(self.catalog, self.rules, m, result, use_case)  # the card between two far apart
        if middle is not None:
            result = result.model_copy(update={"reasons": [*result.reasons, middle],
                                               "deciding": [*result.deciding, middle]})
        return self._answer(result)

    def why(self, card: str, *, market: str | None = None, use_case: str = "general", own: bool = False,
            model: str | None = None, task: str | None = None, precision: str | None = None,
            job: str | None = None) -> Verdict:
        """Why a card is or isn't recommended in a market; raises UnknownCard / UnknownMarket, or
        InvalidOption (use case). ``own``: the user already has the card (and runs out of memory):
        the verdict's ``owner`` says what the card runs, the memory levers with what each saves and
        what to upgrade to — never to less memory (:mod:`advisor.owner`, ``owner.out-of-memory``).
        With ``own``, ``model`` / ``task`` / ``precision`` (as :meth:`fits` takes them; a task alone
        sizes a 7B model) name the job that ran out of memory: the owner's answer says first whether
        it fits the card and what change makes it fit (UnknownModel, InvalidOption as :meth:`fits`). ``job``
        (:data:`advisor.jobs.JOBS`: ``cnn``, ``detector``, ``gan``, ``image-gen``, ``video-gen``, ``llm``,
        ``finetune``; implies ``own``) is the owner's job: what the card does for it — the batch, resolution or
        model size, how fast — from published figures, and the job's own levers (:mod:`advisor.jobs`);
        InvalidOption for a job not in the list."""
        model, task, precision = map(read_text, (model, task, precision))
        work = read_job(job) if job is not None else None
        own = own or work is not None
        card, market, use_case = (read_text(x) or "" for x in (card, market, use_case))
        m = self.catalog.market(market or None)
        c, res = self._card(card)
        use_case = self._use_case(use_case)
        result = _why(self.catalog, self.rules, m, c, use_case=use_case, ladder=self.ladder,
                      speeds=self.speeds)
        if own is True:
            support = self.rules.support(c) if m.policy.software == "today" else None
            status = support["status"] if support else "supported"
            last = self.rules.last_stack(support) if support and status != "supported" else None
            estimate = None  # "inference" alone names no model to size (a view-synthesis model is no 7B LLM: U02)
            sized = task is not None and _fits.parse_task(task) != "inference"
            if model is not None or precision is not None or sized:
                t = _fits.parse_task(task)
                arch = self.llm_models.resolve(model if model is not None else "7b")
                estimate = _fits.estimate(arch, t, _fits.parse_precision(precision, t, arch),
                                          _fits.parse_context(None, arch, t), 1)
            from .owner import ownership

            result = result.model_copy(update={"owner": ownership(
                self.catalog, self.rules, m, c, use_case=use_case, stack_status=status, last_stack=last, job=estimate,
                task=_fits.parse_task(task) if task is not None else None,
                work=work if work is not None else ("llm" if use_case == "llm" and estimate is None else None),
                speed=training_speed(self.catalog, m, c.name))})
        assumed = self._assumed([res])
        result = result.model_copy(update={"reasons": assumed + result.reasons}) if assumed else result
        return self._answer(result)

    def markets(self) -> MarketList:
        """Every market (currency, as-of date, platform cost, exchange rates), default first;
        names and descriptions are data messages."""
        ids = sorted(self.catalog.markets, key=lambda i: (i != self.catalog.default_market, i))
        return MarketList(default=self.catalog.default_market, markets=[self.catalog.markets[i] for i in ids])

    def ask(self, text: str, *, context: Question | Context | None = None, lang: str | None = None,
            market: str | None = None, use_case: str | None = None, bare_currency: str | None = None) -> Question:
        """A question asked in words, read and answered by the command it names (issue 19;
        :mod:`advisor.ask`): "what gpu should I buy for $800? mostly llama 3 8b", "3090 vs 4090?",
        "预算5000元，想跑7B模型，买什么显卡？".

        ``context`` is the previous :class:`~advisor.ask.Question` of the conversation, or its
        :class:`~advisor.ask.models.Context` (the reading alone, a few hundred bytes: what a
        conversation's memory keeps): a follow-up ("and used?", "in euros", "2 of them?", "and for
        70b?", "那6000呢") changes its slots and keeps the rest. After a refusal or a question asked
        back, the follow-up is answered, asked back or refused in words too. ``lang`` is the
        answer's language (:func:`language`; default: the language the question is written in);
        ``market``, ``use_case`` and ``bare_currency`` are the defaults where the text says none (a
        server's settings). Returns a :class:`~advisor.ask.Question`; never raises for any text
        (a command's refusal is its reply), only InvalidOption for an unknown ``lang``."""
        from .ask.answer import ask

        return ask(self, text, context=context, lang=read_text(lang), market=read_text(market),
                   use_case=read_text(use_case), bare_currency=read_text(bare_currency))

    def use_cases(self) -> list[str]:
        """The use cases ``recommend`` accepts."""
        return list(USE_CASES)

    @staticmethod
    def _use_case(use_case: str | None) -> str:
        return read_use_case(use_case)

