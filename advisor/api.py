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
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from . import fits as _fits
from .budget_steps import general_key, kept_step, rebudgeted
from .catalog import Catalog
from .cheaper_task import with_cheaper_task
from .compare_llm import compare_cards as _compare
from .context_model import reference_model
from .errors import AppleSilicon, InvalidOption, UnknownCard, ZeroBudget
from .explain import why as _why
from .fits_face import FitsFace
from .i18n import ListOf, Message, UserText, msg
from .image_lines import image_first
from .image_train import SDXL, image_training
from .image_train import TASKS as IMAGE_TRAIN_TASKS
from .kept import Same, keep
from .kinds import (
    MAX_GPUS,
    MAX_MEMORY_GB,
    Given,
    read_budget,
    read_count,
    read_generator,
    read_job,
    read_language,
    read_memory,
    read_model,
    read_use_case,
)
from .llm_pairs import cards_within
from .llm_picks import recommend_llm
from .llm_steps import unsized_key
from .models import (
    USE_CASES,
    Budget,
    Card,
    Comparison,
    Fit,
    Market,
    MarketList,
    Reason,
    Recommendation,
    Resolution,
    Runs,
    Verdict,
)
from .names import NameIndex
from .offload_budget import with_offload
from .recommend import _notes, nothing_message, training_speed
from .recommend import free_tier as _free_tier
from .recommend import recommend as _recommend
from .recommend.image import FLUX, FLUX2
from .rigs import Platform, platform_for
from .rules import RuleBook, card_param
from .rules.checks import one_answer
from .shape import in_voice, shaped
from .shape_speed import speed_model_said, stand_ins_said
from .shape_weigh import Context as ShapeContext
from .text import read_text
from .voiced import voicing
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




def _count(limit: object, default: int = 25) -> int:
    """An autocomplete ``limit`` as a whole number from 0 to 100 (``default`` if it is none)."""
    if isinstance(limit, bool) or not isinstance(limit, int):
        return default
    return max(0, min(limit, 100))



class Advisor(FitsFace):
    """Answers ``recommend``, ``compare``, ``why``, ``resolve`` and ``markets``.

    Build it with :meth:`load`; it holds the catalogue in memory and is safe to share
    between concurrent callers (its only writes after loading fill idempotent caches).
    """

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self._base_catalog = catalog  # the catalogue without a price layer (with_prices lays one over it)
        self.price_layer: PriceLayer | None = None
        self.rules = RuleBook(catalog)
        self.rules.shared = True  # the core's: it keeps cards' assessments (a view's own rule book does not)
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
        with voicing(self.rules):  # a kept pick's rewrite, ranking line and candidates kept in this advisor's rule book
            return shaped(in_voice(answer, ctx), ctx)  # (advisor.voiced)

    def shape_context(self, market_id: str) -> ShapeContext:
        """What :func:`advisor.shape.shape_of` needs of a market: its guide, each card's training
        speed relative to its reference card (``MarketPolicy.speed_reference``), the rules' kinds."""
        market = self.catalog.markets[market_id]
        kinds = keep(self.rules, "shape.kinds", Same(self.catalog),  # the same for every answer: kept
                     lambda: {rule_id: r["kind"] for rule_id, r in self.catalog.rules.items()})
        mods = keep(self.rules, "shape.modified", Same(self.catalog),  # third-party memory mods, by name
                    lambda: frozenset(n for n, r in self.catalog.card_rows.items()
                                      if "modified-card" in (r.get("flags") or "")))
        return ShapeContext(guide=market.policy.guide, kinds=kinds,
                            speed_of=lambda card: training_speed(self.catalog, market, card),
                            modified=mods.__contains__, platform_of=lambda gpus, card: self._platform_of(
                                market, gpus, card))

    def _platform_of(self, market: Market, gpus: int, card: str) -> Platform | None:
        """The platform ``gpus`` x ``card`` are priced on in ``market`` (:func:`advisor.rigs.platform_for`), named on
        the set's ranking line (:mod:`advisor.platform_said`); ``None`` for a name the catalogue does not hold."""
        try:
            return platform_for(market, gpus, self.catalog.card(card))
        except KeyError:
            return None

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
        (its ``note`` is a cited data note, shown as it is). A card's own canonical name (what the
        answers pass around) is its card without the name index's fuzzy steps (issue 30 §1; the index
        resolves every canonical name to itself: ``tests/advisor/test_card_by_name.py``)."""
        if type(query) is str and query in self.catalog.card_rows:
            return self.catalog.card(query)
        return self._card(read_text(query) or "")[0]

    # -- answers -------------------------------------------------------------------------
    def recommend(self, budget: str, *, market: str | None = None, use_case: str = "general",
                  min_memory_gb: float | None = None, gpus: int | None = None, model: str | None = None,
                  task: str | None = None, precision: str | None = None, context: object = None,
                  bare_currency: str | None = None, generator: str | None = None,
                  job: str | None = None, ram_gb: float | None = None, ram_kind: str | None = None,
                  split: bool = True) -> Recommendation:
        """Best cards for ``budget`` (text such as "500", "$1.5k", "1w", "€800"); ``ram_gb``: the system RAM had, which
        an MoE model's experts may be kept in (:func:`advisor.offload_budget.with_offload`), read at ``ram_kind``'s
        bandwidth (``DDR4-3200x2``, ``DDR5x12``: :func:`advisor.ram_speed.offload_at`, as ``fits`` reads it).

        ``model`` ("7b", "llama-3.1-8b"), ``task`` (inference, lora, qlora, full-finetune) and ``precision`` size an
        LLM job (:meth:`fits`; a task alone sizes a 7B model; 13B and up run at 4-bit unless asked;
        ``memory.llm-task``); ``context`` (tokens, "64k") its window, as ``fits`` reads it: only what holds the KV
        cache of that window is recommended, decode is at that context (break9 finding 1): the use case becomes
        ``llm`` and only what holds the job is recommended. LLM work in
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
        non-text option is refused by that option's own error). ``generator`` (``"FLUX.1 dev"``, a question's
        reading) ranks an ``image`` buyer's cards by that generator's own it/s and memory
        (:mod:`advisor.recommend.image`). ``job`` (``"detector"``, ``"cnn"``: a training job of ``data/owner_jobs.csv``)
        leads with memory only when the fastest pick's memory does not hold the job's heaviest published setting
        (:func:`advisor.recommend.headroom.memory_decides`). ``split=False``: a memory floor is each card's own: with a
        count of cards, never met by their memory pooled for a layer split (one model's training run holds it on each
        card, :mod:`advisor.image_train`).
        """
        if generator is not None and generator not in (FLUX, FLUX2):
            generator = {"flux": FLUX, "flux2": FLUX2}.get(read_generator(generator))  # "flux", "FLUX.1 schnell"
        typed_budget = budget  # read as typed by the budget kind's reader (a hidden character in its number is refused)
        budget, market, use_case = read_text(budget), read_text(market), read_text(use_case)
        model, task, precision = read_text(model), read_text(task), read_text(precision)
        m = self.catalog.market(market)
        use_case = self._use_case(use_case)
        use_case, model, generator = _image_model(use_case, model, generator)  # "--model flux": an image generator
        if gpus is not None:
            gpus = read_count(gpus)  # 1-8, as every face reads a count
        if min_memory_gb is not None:
            min_memory_gb = read_memory(min_memory_gb)  # 1-512 GB; True, "1_2", "1²" are no numbers
        if use_case == "image" and model is None and task in IMAGE_TRAIN_TASKS and precision is None and (
                context in (None, "")) and generator in (None, FLUX):  # training an image model (fix37b)
            return image_training(self, typed_budget, market=m.id, model=generator or SDXL, gpus=gpus,
                                  min_memory_gb=min_memory_gb, bare_currency=bare_currency)
        workload = Workload(use_case=use_case, gpus=gpus)
        if context is not None and not isinstance(context, int):
            context = read_text(context)
        if (model is None and task is None and precision is None and context not in (None, "")
                and use_case in ("general", "llm") and generator is None and m.policy.memory == "decides"):
            unsized = self.recommend(typed_budget, market=m.id, use_case="llm", min_memory_gb=min_memory_gb,
                                     gpus=gpus, bare_currency=bare_currency)  # the model this budget ranks on
            model = reference_model(unsized)  # kept, its KV cache sized at the context (break34 #2)
        if model is not None or task is not None or precision is not None or context not in (None, ""):
            use_case = "llm"
            workload = self._workload(model, task, precision, gpus, context)
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
        said_need = float(min_memory_gb) if (min_memory_gb is not None and workload.estimate is None
                                             and m.policy.memory == "decides") else None
        if said_need is not None and use_case == "general" and (split or (gpus or 1) == 1) and not _cards_hold(
                self, m, parsed, said_need):
            use_case = "llm"  # "need 128gb vram under 5000": no card within has it; machines, splits may (break27 #4)
        if use_case == "llm" and m.policy.memory == "decides" and (min_memory_gb is None or said_need is not None):
            def notes_for(*args):  # floor, its reason, count, picks, stretch, platform
                return _notes(self.catalog, self.rules, m, parsed, "llm", *args)

            # running or fine-tuning: the ways fits lists, by route (issue 29 §1, §4; issue 28 §6)
            workload = replace(workload, use_case="llm")
            offers = self._usable_cards(m)  # the same list each time: the budget-free tables are kept by it
            if asked_floor is not None:
                offers = [o for o in offers if (o.card.llm_memory_gb or o.card.memory_gb or 0) >= asked_floor]
            def rank(w: Workload) -> Recommendation:  # the ways within the budget, then experts in RAM
                rec = recommend_llm(self.catalog, self.rules, m, parsed, workload=w, ladder=self.ladder,
                                    speeds=self.speeds, offers=offers, notes_for=notes_for, need_gb=said_need)
                from .ram_speed import offload_at

                return with_offload(rec, offload_at(self.offload, read_text(ram_kind), ram_gb), w, offers, self.rules,
                                    ram_gb)
            def routes() -> Recommendation:
                return self._answer(with_cheaper_task(rank(workload), rank, workload, precision,
                                                      lambda t: self._workload(model, t, precision, gpus,
                                                                               context)))  # → QLoRA
            step = (unsized_key(self, m, parsed, offers) if workload.estimate is None and gpus is None
                    and said_need is None else None)
            answer = routes() if step is None else kept_step(self, m, parsed, step, routes)  # issue 30 §1
            return speed_model_said(model, cards_within(self, answer, workload, m) if gpus is None else answer,
                                    workload.estimate.arch.name if workload.estimate is not None else None)
        if workload.estimate is not None and min_memory_gb is None:
            min_memory_gb = self._llm_need(workload, gpus or 1)
        def made() -> Recommendation:
            return self._answer(_recommend(self.catalog, self.rules, m, parsed, use_case=use_case,
                                           min_memory_gb=min_memory_gb, gpus=gpus or 1,
                                           generator=generator if use_case == "image" else None, job=job,
                                           per_card=not split))

        step = general_key(self, m, parsed, use_case=use_case, min_memory_gb=min_memory_gb, gpus=gpus,
                           generator=generator, job=job, sized=workload.estimate is not None)
        answer = made() if step is None else rebudgeted(  # one answer a step of the budget (issue 30 §1)
            self, m, keep(self.rules, "recommend.answer", step, made), parsed)
        flux = generator in (FLUX, FLUX2)  # a FLUX buyer's figures are FLUX's; none: the heavier models' memory too
        return (image_first(self.catalog, answer, flux=flux, generic=generator is None, flux2=generator == FLUX2)
                if use_case == "image"
                else answer)  # its it/s first

    def _workload(self, model: str | None, task: str | None, precision: str | None, gpus: int | None,
                  context: object = None) -> Workload:
        """The LLM job of ``recommend``'s options (a task alone sizes the 7-8B class, ``memory.llm-task``) at
        ``context`` tokens (``None``: the task's default; read as ``fits`` reads it, within the model's window)."""
        t, arch = _fits.parse_task(task), self.llm_models.resolve(model if model is not None else "7b")
        window = _fits.parse_context(context, arch, t)
        est = _fits.estimate(arch, t, _fits.parse_precision(precision, t, arch), window, 1)
        return Workload(use_case="llm", estimate=est, named=model is not None, gpus=gpus)

    def _llm_need(self, workload: Workload, gpus: int) -> _fits.MemoryNeed:
        """The memory floor (GB per GPU) of a sized LLM job for the training ranking (``memory.llm-task``)."""
        est = workload.estimate
        if est is None:
            raise ValueError("only a sized job (Advisor._workload) has a memory need")
        per = _fits.need_gb(est.per_gpu(gpus) if gpus > 1 else est.total)  # up: a floor never below the need
        return _fits.MemoryNeed.sized(per, _fits.sized_message(est.arch, est, default=not workload.named,
                                                               gpus=gpus, per_gpu=per))

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

    @one_answer
    def compare(self, a: str, b: str, *, market: str | None = None, use_case: str = "general",
                model: str | None = None, task: str | None = None, context: int | str | None = None) -> Comparison:
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
        better value. With ``task`` (lora, qlora, full-finetune) beside ``model``: the fine-tune's own memory
        against each card is said first (:func:`advisor.compare_job.with_fine_tune`), as ``ask`` says it.
        ``context`` (tokens, "32k"; with ``model`` run, as :meth:`fits` takes it): the model sized at that window, its
        KV cache included, so a side holds it only when ``fits`` says it does (break36 #5).
        Raises UnknownCard / UnknownMarket / InvalidOption (use case, model, task, context)."""
        model, task = read_text(model), read_text(task)
        a, b, market, use_case = (read_text(x) or "" for x in (a, b, market, use_case))
        m = self.catalog.market(market or None)
        fine_tune = _fits.parse_task(task) in ("lora", "qlora", "full-finetune") if task else False  # no model named:
        # the fine-tune still judged by training throughput, never decode (break35 #1)
        # an LLM named is weighed for decode; a fine-tune of it for training (break15 #3), its memory said after
        use_case = self._use_case("general" if fine_tune and use_case == "llm" else "llm" if model and not fine_tune
                                  and use_case in ("", "general") else use_case)
        trained = fine_tune and not model and use_case == "image"  # an image model trained: the training index
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
        if model and not fine_tune:
            est = _fits.estimate(arch, "inference", _fits.parse_precision(None, "inference", arch),
                                 _fits.parse_context(context, arch, "inference"), _fits.parse_batch(None))
        held = est is not None and all(  # the model named, when each card holds it alone: the one compared on
            (c.llm_memory_gb or 0) >= _fits.need_gb(est.total) for c in (card_a, card_b))
        result = _compare(self.catalog, self.rules, m, card_a, card_b, queries=(str(a), str(b)),
                          use_case="general" if several and use_case == "llm" or trained else use_case,
                          ladder=self.ladder, speeds=self.speeds, job=est if held else None)
        if several:
            from .several import several as _several

            rig_holds = est is not None and all(  # the model named, when each side holds it (split or not)
                (c.llm_memory_gb or 0) * n >= _fits.need_gb(est.total) for c, n in ((card_a, counts[0]),
                                                                                    (card_b, counts[1])))
            result = _several(self.catalog, self.rules, m, result, (card_a, card_b), (counts[0], counts[1]),
                              use_case=use_case, ladder=self.ladder, speeds=self.speeds,
                              job=est if rig_holds else None)
        if est is not None:  # "2x 3090 or a 4090 for 70b": does each side hold it, and how fast
            from .several import for_model

            result = for_model(result, [(card_a, counts[0]), (card_b, counts[1])], est, self.speeds)
        assumed = self._assumed([res_a, res_b])
        result = result.model_copy(update={"reasons": assumed + result.reasons}) if assumed else result
        from .owner import successor_reason

        # an LLM comparison weighs decoding, even when neither side is clearly faster (no owner line from the
        # training index then: "rtx 5080 or used 3090 for llm" said 1.34x beside a headline of 1.02x)
        decode = (result.faster, result.speedup) if result.measure == "decode" and not several else None
        successor = successor_reason(self.catalog, self.rules, m, card_a, card_b,  # owner.same-memory-successor
                                     decode=decode)
        from .middle import middle_step

        if successor is not None:
            result = result.model_copy(update={"reasons": [*result.reasons, successor]})
        middle = middle_step(self.catalog, self.rules, m, result, use_case)  # the card between two far apart
        if middle is not None:
            result = result.model_copy(update={"reasons": [*result.reasons, middle],
                                               "deciding": [*result.deciding, middle]})
        from .context_alone import context_without_model  # "--context 32768" with no model: said unused

        result = context_without_model(self.rules, result, context, model)
        if model and task:
            from .compare_job import with_fine_tune

            return with_fine_tune(self, self._answer(result), arch.name, _fits.parse_task(task))
        if trained:  # memory first, then training speed; never SD inference it/s (fix48b)
            from .image_train_compare import image_train_compare

            return image_train_compare(self._answer(result))
        if use_case == "image":  # said by SD it/s, as recommend ranks image buyers (image25 #2)
            from .ask.image_compare import image_compare

            return image_compare(self, self._answer(result))
        from .compare_kv import kv_compared  # at a long context, the 8-bit KV cache that puts it on one card

        named = arch.name if model else None
        shown = stand_ins_said(model, speed_model_said(model, self._answer(result), named), named)
        from .fits.window_said import yarn_said  # past the model's native window: YaRN said (fix64d)

        return yarn_said(self, kv_compared(shown, est, [(card_a, counts[0]), (card_b, counts[1])]),  # another model:
                         named, context)  # said

    @one_answer
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
        assumed = self._assumed([res])
        if own is not True and not assumed and self.rules.shared and self.price_layer is None:
            # a card's own verdict depends on nothing but the card, market and use case: the core keeps it whole
            return keep(self.rules, "why.answer", (Same(self.catalog), Same(c), Same(m), use_case, Same(self.ladder),
                                                   Same(self.speeds)), lambda: self._verdict(m, c, use_case, None, []))
        return self._verdict(m, c, use_case, (own, model, task, precision, work) if own is True else None, assumed)

    def _verdict(self, m: Market, c: Card, use_case: str, owning: tuple | None, assumed: list[Reason]) -> Verdict:
        """:meth:`why`'s answer for the card ``c`` in the market ``m``: the verdict, the owner's answer when
        ``owning`` gives (own, model, task, precision, job) of an owner, the ``assumed`` readings of the name
        first, shaped (:meth:`_answer`)."""
        result = _why(self.catalog, self.rules, m, c, use_case=use_case, ladder=self.ladder,
                      speeds=self.speeds)
        if owning is not None:
            own, model, task, precision, work = owning
            support = self.rules.support(c) if m.policy.software == "today" else None
            status = support["status"] if support else "supported"
            last = self.rules.last_stack(support) if support and status != "supported" else None
            estimate = None  # "inference" alone names no model to size (a view-synthesis model is no 7B LLM: U02)
            sized = task is not None and _fits.parse_task(task) != "inference"
            if model is not None or precision is not None or sized:
                t = _fits.parse_task(task)
                arch = self.llm_models.resolve(model if model is not None else "7b")
                no_bf16 = self._no_bf16({c.name: c}) if precision is None and t in ("lora", "full-finetune") else []
                if no_bf16:  # a card without BF16 (Volta, Turing) fine-tunes in fp16: sized so, said (break35 #10)
                    precision = "fp16"
                    assumed = [*assumed, self._fp16_reason(no_bf16)]
                estimate = _fits.estimate(arch, t, _fits.parse_precision(precision, t, arch),
                                          _fits.parse_context(None, arch, t), 1)
            from .owner import ownership

            result = result.model_copy(update={"owner": ownership(
                self.catalog, self.rules, m, c, use_case=use_case, stack_status=status, last_stack=last, job=estimate,
                task=_fits.parse_task(task) if task is not None else None,
                work=work if work is not None else ("llm" if use_case == "llm" and estimate is None else None),
                speed=training_speed(self.catalog, m, c.name), speeds=self.speeds)})
        result = result.model_copy(update={"reasons": assumed + result.reasons}) if assumed else result
        work = owning[4] if owning is not None else None
        if use_case == "image" or (work is not None and work.startswith("image")):  # its lines by it/s (image25)
            from .image_lines import verdict_lines

            return verdict_lines(self.catalog, self._answer(result))
        return self._answer(result)

    def markets(self) -> MarketList:
        """Every market (currency, as-of date, platform cost, exchange rates), default first;
        names and descriptions are data messages."""
        ids = sorted(self.catalog.markets, key=lambda i: (i != self.catalog.default_market, i))
        return MarketList(default=self.catalog.default_market, markets=[self.catalog.markets[i] for i in ids])

    @one_answer
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
        market = self.catalog.market_key(market)  # "us-2017": the 2017-us market (break35 #17)

        return ask(self, text, context=context, lang=read_text(lang), market=read_text(market),
                   use_case=read_text(use_case), bare_currency=read_text(bare_currency))

    def use_cases(self) -> list[str]:
        """The use cases ``recommend`` accepts."""
        return list(USE_CASES)

    @staticmethod
    def _use_case(use_case: str | None) -> str:
        return read_use_case(use_case)


def _image_model(use_case: str, model: str | None, generator: str | None) -> tuple[str, str | None, str | None]:
    """``(use_case, model, generator)`` of ``recommend`` with a ``model`` that names an image generator
    (break17 #6: ``recommend 600 --use-case image --model flux`` said "No model in the table matches 'flux'", the
    LLM table's error): the buyer is an image buyer (``use_case`` ``image`` unless another use was asked), ranked
    for that generator (:data:`~advisor.recommend.image.FLUX` for FLUX, else Stable Diffusion's it/s), and no LLM
    model is sized. Any other ``model`` is returned as it is."""
    if model is None or use_case not in ("image", "general"):
        return use_case, model, generator
    from .image_needs import find_generator

    g = find_generator(model)
    if g is None or g.job != "image-gen":
        return use_case, model, generator
    flux = any(name.startswith("FLUX") for name in g.models)
    return "image", None, (FLUX2 if FLUX2 in g.models else FLUX if flux else generator)


def _cards_hold(adv: Advisor, market, budget, need: float) -> bool:
    """Whether the general ranking finds a card worth buying within ``budget`` with ``need`` GB (the memory a buyer
    said they need, break27 #4); when none does, unified-memory machines and splits that have it are ranked."""
    return bool(_recommend(adv.catalog, adv.rules, market, budget, use_case="general", min_memory_gb=need,
                           gpus=1).picks)
