"""The ``fits`` face of :class:`advisor.api.Advisor`: will a model run or fine-tune, on which cards, on the
owner's rig, served to users — and the offers, offload and serving models it is built from.

A mixin (:class:`FitsFace`) that :class:`~advisor.api.Advisor` inherits: the methods read the advisor's
catalogue, rules, speeds and model table (set by ``Advisor.__init__``); split out of ``advisor/api.py`` along the
``fits`` seam, behaviour unchanged.
"""

from __future__ import annotations

from functools import cached_property, partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar, cast

from . import fits as _fits
from .compare import shown_price
from .errors import InvalidOption
from .fits.answer import job_key
from .i18n import ListOf, Message, Number, Quantity, Text, msg, option
from .jobs import no_stack
from .kept import Same, keep
from .kinds import Given, read_count, read_memory, read_model, read_ram, read_rig, read_users
from .llm_picks import takes_for_llms
from .models import Card, Fit, OffloadPlan, OwnedRig, Price, Reason, Runs, card_named, cited
from .models.cards import LINE_NAMES
from .recommend.ranking import price_param
from .routes import raised_memory_gb, route_label, route_of, trains_of
from .rules import RuleBook, card_param, gb
from .text import read_text
from .thresholds import VLLM_MIN_CC

if TYPE_CHECKING:
    from .api import Advisor
    from .catalog import Catalog
    from .workload import DecodeSpeeds

def _csv_rows(path: Path) -> list[dict[str, str]]:
    """The rows of a CSV file."""
    import csv

    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))

SERVED_DEFAULT = "llama-3.1-8b"
"""The model a serving question on the owner's cards is sized for when it names none (``fits --card 3090
--users 20``): the 8B class people start a chat server with (``data/models.csv``)."""



_Face = TypeVar("_Face", Fit, Runs)


def _noted(answer: _Face, note: Reason | None) -> _Face:
    """``answer`` with ``note`` (a whole machine named with other computers, :mod:`advisor.machine_apart`) as its
    first reason and said before its summary; ``answer`` itself without one."""
    if note is None:
        return answer
    said = {"reasons": [note, *answer.reasons], "summary": msg("fits.on-rig", "{rig} {summary}", rig=note.message,
                                                               summary=answer.summary)}
    rig = getattr(answer, "rig", None)
    if isinstance(answer, Fit) and rig is not None:  # the owner's headline is the rig's sentence (advisor.shape)
        said["rig"] = rig.model_copy(update={"message": msg("fits.on-rig", "{rig} {summary}", rig=note.message,
                                                            summary=rig.message)})
    return answer.model_copy(update=said)



def _afresh(name: str, key: object, build: Any) -> Any:
    """``keep`` that keeps nothing: an answer at the RAM said is built afresh, never another RAM's kept one."""
    return build()

class FitsFace:
    """``fits`` and what it is built from (a mixin of :class:`advisor.api.Advisor`)."""

    catalog: Catalog
    rules: RuleBook
    speeds: DecodeSpeeds
    llm_models: _fits.ModelTable
    _fit_offers: dict[str, list[_fits.Offer]]

    def _advisor(self) -> Advisor:
        """This face as the advisor it is part of (the readers' :class:`~advisor.kinds.Given` takes one)."""
        return cast("Advisor", self)

    if TYPE_CHECKING:  # provided by Advisor
        def _answer(self, answer: _Face) -> _Face: ...
    def fits(self, model: str | None = None, *, task: str = "inference", precision: str | None = None,
             context: int | str | None = None, batch: int | str = 1, market: str | None = None,
             card: str | None = None, ram: float | str | None = None, users: int | str | None = None,
             vram: float | str | None = None, gpus: int | str | None = None,
             ram_kind: str | None = None, family: tuple[str, ...] | None = None) -> Fit | Runs:
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
        speed figure (:func:`advisor.owned.vram_card`); ignored when ``card`` names the cards. ``gpus``: how many
        GPUs of that ``vram`` the owner has ("two cards with 16 GB each"): one rig of them, the layers split across
        them (break32 #2); 1 when not given; without ``vram`` an error says so. ``ram_kind``: the RAM's kind, speed
        and channels (``DDR4-3200x2``: :mod:`advisor.ram_speed`), the bandwidth the owner's CPU and RAM run at.
        ``family``: without a ``model``, the rig's list kept to the models whose names start with one of these keys
        (:func:`advisor.runs.of_family`: "what llama can I run on a 3080", fix79c).

        An answer on the owner's cards or served to users is kept whole in the rule book's table ``fits.owned``
        (:mod:`advisor.kept`: bounded, a server view's own), by every option as given (each with its type) and the
        catalogue, decode table, offload model and model table it is built from (perf39)."""
        asked = (model, task, precision, context, batch, market, card, ram, users, vram, gpus, ram_kind, family)
        if (card is None and vram is None and ram is None and users is None and gpus is None) or (
                (model is None or not str(model).strip()) and users is None):  # no owner, or what a rig runs: its
            return self._fits_made(*asked)  # budget-free parts kept below (fits.shaped, fits.runs)
        key = (Same(self.catalog), Same(self.speeds), Same(self.offload), Same(self.llm_models),
               *((type(v), v) for v in asked))  # 24 and 24.0 apart: an answer may say the number as given
        return keep(self.rules, "fits.owned", key, lambda: self._fits_made(*asked))

    def _fits_made(self, model: str | None, task: str, precision: str | None, context: int | str | None,
                   batch: int | str, market: str | None, card: str | None, ram: float | str | None,
                   users: int | str | None, vram: float | str | None, gpus: int | str | None,
                   ram_kind: str | None, family: tuple[str, ...] | None) -> Fit | Runs:
        """:meth:`fits` made afresh (its arguments in its order)."""
        model, task, precision, market = read_text(model), read_text(task), read_text(precision), read_text(market)
        if isinstance(context, str):
            context = read_text(context)
        if isinstance(batch, str):
            batch = read_text(batch)
        m = self.catalog.market(market)
        rig, cards = self._rig(card, ram, vram, gpus)
        rig, cards, apart_note = self._apart(rig, cards)  # a whole machine is never pooled (break36 #7)
        from .kinds import read_ram
        from .ram_speed import offload_at

        offload = offload_at(self.offload, read_text(ram_kind),  # the owner's RAM as said (fix47a), a server's
                             read_ram(ram) if ram is not None else None)  # platform for more than a desktop's (fix53b)
        served_default = (model is None or not model.strip()) and rig is not None and users is not None
        if served_default:  # "can my 3090 serve 20 users?": the everyday chat size, said so
            model = SERVED_DEFAULT
        if model is None or not model.strip():
            if rig is None:
                raise InvalidOption(msg("error.fits.nothing", "Name a model (7b, llama-3.1-8b), or your cards "
                                        "({card}) to see what they run.", card=option("card", "5090")))
            t = _fits.parse_task(task)
            done_runs = (self._runs(rig, cards, m, context, _fits.parse_precision(precision, t) if precision
                                    else None, offload, family) if t == "inference"
                         else self._trains(rig, cards, m, t, family))
            return self._answer(_noted(done_runs, apart_note))
        t = _fits.parse_task(task)
        arch = self._llm_or_generator(model, m)
        no_bf16 = self._no_bf16(cards) if precision is None and t in ("lora", "full-finetune") else []
        if no_bf16:  # an owner's card without BF16 (before Ampere) fine-tunes in fp16: sized so, and said
            precision = "fp16"
        est = _fits.estimate(arch, t, _fits.parse_precision(precision, t, arch), _fits.parse_context(context, arch, t),
                             _fits.parse_batch(batch))
        usable = self._usable_cards(m)

        def built() -> Fit:
            fit = _fits.build_fit(est, m, usable, self._fit_reason, speed_of=self.speeds.of,
                                  offload=offload.plan, keep=partial(keep, self.rules) if offload is self.offload
                                  else _afresh)  # budget-free parts kept, but for the RAM said;
            # the experts' plan at the RAM said ("ddr4-2666 dual channel": 42.7 GB/s, never DDR5-5600; review22 #4)
            if t == "inference" and est.context > _fits.DEFAULT_CONTEXT["inference"] and est.kv_cache > 0:
                fit = fit.model_copy(update={"reasons": [*fit.reasons[:1], self.rules.reason("memory.llm-task", msg(
                    "fits.decode-context", "Each generated token reads the weights and the whole KV cache: at "
                    "{context:,.0f} tokens of context that is {kv} more a token than at the start of a reply, so the "
                    "tok/s here are with the context full (bytes a token = weights + KV cache; workload.DecodeSpeeds."
                    "at_context).", context=Number(value=est.context),
                    kv=Quantity(value=round(est.kv_cache / est.batch, 1), unit="GB", digits=1))), *fit.reasons[1:]]})
            if t == "inference" and est.context > _fits.DEFAULT_CONTEXT["inference"]:  # a long context asked: a
                # listed machine's prompt wait for this model at it (break10 #5)
                from .routes import prefill_message

                shown, _ = _fits.fit_order(fit)
                waits = [w for w in (prefill_message(self.catalog.card(c.card), est.context, est) for c in
                                     shown[:5] if c.count == 1) if w is not None]
                if waits:
                    fit = fit.model_copy(update={"reasons": [*fit.reasons, self.rules.reason(
                        "system.unified-memory", waits[0])]})
            return fit

        if rig is None and users is None:  # no card: the whole answer, shaped, depends on the job and market alone
            return keep(self.rules, "fits.shaped", (job_key(est), Same(m), Same(usable), Same(self.speeds),
                                                    offload.ram_bandwidth_gb_s),  # the experts' plan at the RAM said
                        lambda: self._answer(self._free_start(built(), est, m))) if offload is self.offload else (
                self._answer(self._free_start(built(), est, m)))  # (a free notebook's GPU too)
        fit = built()
        if rig is None:  # no card and no budget, serving asked: a free notebook's GPU beside the cheapest card
            fit = self._free_start(fit, est, m)
        dead = self._runs_nothing(cards, m) if rig is not None else None
        if dead is not None:  # a card no current stack runs: said so, with no size or speed on it (issue 28 §2)
            fit = fit.model_copy(update={"reasons": [self.rules.reason("compat.current-stack", dead), *fit.reasons],
                                         "summary": msg("fits.on-rig", "{rig} {summary}", rig=dead,
                                                        summary=fit.summary)})
        elif rig is not None:  # the owner's own rig first: does the job run on it, how, how fast
            from .as_released import as_released
            from .owned import rig_fit
            from .owned_adds import owned_split
            from .ram_speed import with_ram_read
            from .rigs import platform_pricer

            done = with_ram_read(rig_fit(est, rig, cards, self.speeds, offload if t == "inference" else None), offload)
            more = owned_split(est, done, self._usable_cards(m), self.speeds.of, platform_pricer(m),
                               fit.cards)
            from .owned_adds import beside_ways

            known = {c.card: self.catalog.card(c.card) for c in fit.cards} | cards
            beside = beside_ways(est, done, fit.cards, known, self.speeds) if t == "inference" else []
            done = self._igpu_said(done, rig)
            on_rig = self.rules.reason("owner.out-of-memory", done.message)
            from .offload_owned import with_owned_plan  # the offload way on the owner's card, no card to buy (#6)

            fit = with_owned_plan(offload, est, fit, rig, cards)
            fit = fit.model_copy(update={"rig": done, "cards": [*fit.cards, *([more] if more else [])],
                                         "beside": beside, "reasons": [on_rig, *fit.reasons], "summary": msg(
                "fits.on-rig", "{rig} {summary}", rig=done.message, summary=fit.summary)})
            first = done.message.params.get("first") if done.message.key == "answer.join.sentences" else None
            machine = all(c.is_system for c in cards.values()) or str(getattr(first, "key", "")).startswith((
                "jetson.note", "igpu.note"))  # a larger machine is named for these, not a lower level (fix63c)
            full = as_released(est, rig, machine) if precision is None and not self._cpu_job(est, cards) else None
            # the 4-bit default is not the only answer (on a CPU alone, RAM is one device: no "cards of 56 GB")
            beyond = bool(rig.ram_gb) and done.way in ("none", "offload") and full is not None and float(getattr(
                full.params.get("need"), "value", 0.0)) > rig.memory_gb + (rig.ram_gb or 0.0)  # newuser14 #3: the
            full = None if beyond else full  # released weights past VRAM and RAM both, said beside RAM, help no one
            if full is not None and full.key == "fits.own.as-released.more" and rig.count == 1 and all(
                    c.is_system for c in cards.values()):  # one Mac: its larger memory option, not "3 machines"
                from .asked_rig import bigger_machine, is_laptop

                need = float(getattr(full.params["need"], "value", 0.0))
                bigger = bigger_machine(self.catalog, next(iter(cards.values())), need) if need else None
                if bigger is None and is_laptop(next(iter(cards.values()))):  # one laptop is never "4 machines"
                    full = msg("fits.own.as-released.past-laptop", "In 16 bits, as its weights are released, it needs "
                               "about {need}, more than {total} and more than any memory option of this laptop.",
                               need=full.params["need"], total=full.params["total"])
                elif bigger is not None:
                    full = msg("fits.own.as-released.bigger-machine", "In 16 bits, as its weights are released, it "
                               "needs about {need}, more than {total}: the {machine} holds it (about {memory} of its "
                               "memory for the GPU).", need=full.params["need"], total=full.params["total"],
                               machine=card_param(bigger.name), memory=gb(bigger.llm_memory_gb or 0.0))
            full = self._jetson_full(full, done, cards)  # a Jetson: a larger module, never "4 cards of 6.5 GB"
            full = self._igpu_full(full, done)  # an iGPU: more RAM, never "3 cards of 8 GB" (break31 #8)
            from .best_level import best_level

            best = best_level(est, done, rig, cards, self.speeds, offload, full is not None) if (
                precision is None and not self._cpu_job(est, cards)) else None  # the best level the rig holds (fix37c)
            full = None if best is not None and best.key == "best-level.top" and full is not None and (
                full.key.endswith(".holds")) else full  # F16 said by the best level: not twice
            from .fp8_line import FP8_DOCS, fp8_line

            fp8 = fp8_line(list(cards.values()), self._fp8, arch.published_precision == "fp8", arch.experts > 1) if (
                t == "inference" and (arch.published_precision == "fp8" and not beyond or est.precision == "fp8")
            ) else None
            own = self._off_rocm(cards, m) + ([self._fp16_reason(no_bf16)] if no_bf16 else []) + (
                [self.rules.reason("memory.llm", full)] if full is not None else []) + (
                [self.rules.reason("memory.llm", best)] if best is not None else []) + (
                [self._fit_reason("compat.bf16", fp8, FP8_DOCS)] if fp8 is not None else []) + self._links(
                rig, cards, done.way, est.task)
            own += self._on_cpu(est, cards, offload)
            if own:
                fit = fit.model_copy(update={"reasons": [*fit.reasons[:1], *own, *fit.reasons[1:]]})
        if users is not None:
            served = self._serving(arch, read_users(users), est.context, m, read_text(precision), rig, cards,
                                   (fit.rig, est))
            if served_default:
                served = served.model_copy(update={"reasons": [self.rules.reason("memory.llm-task", msg(
                    "serving.rig.default", "No model named: sized for {model}, the everyday size of a chat server; "
                    "name yours ({named}).", model=card_param(arch.name), named=option("model", "32b"))),
                    *served.reasons]})
            fit = fit.model_copy(update={"serving": served})
        if any(c.is_system for c in cards.values()):  # a Mac or a DGX Spark: a machine, never "cards"
            from .asked_rig import machine_words

            return machine_words(self._answer(_noted(fit, apart_note)))
        return self._answer(_noted(fit, apart_note))

    def every_way(self, model: str, *, task: str = "inference", precision: str | None = None,
                  context: int | str | None = None, market: str | None = None) -> list[_fits.FitCard]:
        """Every way the market's cards hold ``model``'s job (:func:`advisor.fits.ways`: each card alone, and the
        fewest of it that hold it split by layers, priced with the platform a split needs, with decode tokens/s),
        not only those a ``fits`` answer lists: what a speed target searches (:mod:`advisor.speed_target`, the
        cheapest way to N tok/s may be a split the listing leaves out: 2 x 5090 for 70B at 30 tok/s). Inputs as
        :meth:`fits`; raises as it does."""
        from .rigs import platform_pricer

        m = self.catalog.market(read_text(market))
        t = _fits.parse_task(read_text(task))
        arch = read_model(read_text(model), Given(self._advisor()))
        est = _fits.estimate(arch, t, _fits.parse_precision(read_text(precision), t, arch),
                             _fits.parse_context(context, arch, t), 1)
        return _fits.ways(est, self._usable_cards(m), self.speeds.of, platform_pricer(m))

    def _free_start(self, fit: Fit, est: _fits.Estimate, m) -> Fit:
        """``fit`` with the free notebooks that hold its job said (:func:`advisor.free_start.free_start`)."""
        from .free_start import free_start
        from .recommend.notes import free_tier_services

        said = free_start(est, free_tier_services(self.catalog, m, m.currency))
        if said is None:
            return fit
        return fit.model_copy(update={"reasons": [*fit.reasons, self._fit_reason("cloud.free-tier", *said)]})

    def _igpu_said(self, done, rig: OwnedRig):
        """``done`` (the rig's fit) with the memory an integrated GPU of ``rig`` was sized at said first
        (:func:`advisor.igpu.shared_note`)."""
        from .igpu import is_igpu, said_ram, shared_note
        from .jetson import is_jetson, jetson_note

        for c in rig.cards:
            try:
                card = self.catalog.card(c.card)
            except KeyError:
                continue
            if is_jetson(card):  # one memory for CPU, GPU and OS: what a model is left, said first (fix42a)
                return done.model_copy(update={"message": msg("answer.join.sentences", "{first} {second}",
                                                              first=jetson_note(card), second=done.message)})
            if is_igpu(card):
                said = said_ram([(r.memory_gb * r.count, r.card == c.card) for r in rig.cards], rig.ram_gb)
                return done.model_copy(update={"message": msg("answer.join.sentences", "{first} {second}",
                                                              first=shared_note(card, said),
                                                              second=done.message)})
        return done

    def _jetson_full(self, full: Message | None, done, cards: dict[str, Card]) -> Message | None:
        """The 16-bit need ``full`` said against a Jetson's share (``done`` says its note first) as the larger module
        that holds it (:func:`advisor.jetson.jetson_released`); ``full`` as it is otherwise."""
        from .catalog.inputs import JETSON_RESERVE
        from .jetson import is_jetson, jetson_released

        first = done.message.params.get("first") if done.message.key == "answer.join.sentences" else None
        if full is None or full.key != "fits.own.as-released.more" or getattr(first, "key", "") != "jetson.note":
            return full
        card = next((c for c in cards.values() if is_jetson(c)), None)
        if card is None:
            return full
        jetsons = [self.catalog.card(n) for n in self.catalog.card_rows if n.startswith(JETSON_RESERVE[1])]
        return jetson_released(full, card, jetsons)

    @staticmethod
    def _igpu_full(full: Message | None, done) -> Message | None:
        """The 16-bit need ``full`` said as the RAM an iGPU rig (``done`` says its share first) needs
        (:func:`advisor.igpu.igpu_released`); ``full`` as it is otherwise."""
        from .igpu import igpu_released

        first = done.message.params.get("first") if done.message.key == "answer.join.sentences" else None
        if full is None or full.key != "fits.own.as-released.more" or not str(getattr(first, "key", "")).startswith(
                "igpu.note"):
            return full
        return igpu_released(full)

    def _rig(self, card: str | None, ram: float | str | None,
             vram: float | str | None = None, gpus: int | str | None = None
             ) -> tuple[OwnedRig | None, dict[str, Card]]:
        """The owner's rig of the ``fits`` options (the rig kind's reader; RAM in GB; ``gpus`` GPUs known only by
        their ``vram`` in GB each when no card is named), and its cards by name."""
        if gpus is not None and vram is None:  # never dropped in silence (break33 #19: --gpus 3 alone)
            raise InvalidOption(msg("error.fits.gpus-alone", "{gpus} counts GPUs known only by their memory: give "
                                    "{vram} too, or name the cards with their count ({card}).", gpus=option("gpus"),
                                    vram=option("vram", "24"), card=option("card", "3x 3090")))
        ram_gb = read_ram(ram) if ram is not None else None
        if card is None and isinstance(vram, str) and "+" in vram.strip().strip("+"):  # "22+24": cards by memory
            from .owned_memory_rig import memory_rig  # alone, one size each (fix51a)

            return memory_rig(vram, ram_gb)
        if card is None and vram is not None:
            from .owned import owned_rig, vram_card

            gpu = vram_card(read_memory(read_text(vram) if isinstance(vram, str) else vram, vram=True))
            count = read_count(read_text(gpus) if isinstance(gpus, str) else gpus) if gpus is not None else 1
            return owned_rig([(gpu, count)], ram_gb), {gpu.name: gpu}
        if card is None:
            if ram_gb is not None:  # no GPU, only RAM: the CPU runs it from RAM (break25 #17), never a flag asked for
                from .cpu_only import cpu_card
                from .owned import owned_rig

                cpu = cpu_card(ram_gb, self.offload.cpu_reserve_gb(ram_gb))
                return owned_rig([(cpu, 1)], None), {cpu.name: cpu}
            return None, {}
        read = read_rig(read_text(card) or "", Given(self._advisor()))
        from .igpu import ram_beside, with_shared  # an iGPU: the RAM share it may use, never 0 GB (break31 #8)

        cards = [(with_shared(self.catalog.card(res.match or ""), ram_gb), n) for res, n in read]
        from .owned import owned_rig

        return owned_rig(cards, ram_beside(cards, ram_gb)), {c.name: c for c, _ in cards}  # the share is that RAM

    def _llm_or_generator(self, model: str, m):
        """The LLM ``model`` names (:func:`advisor.kinds.read_model`); an image or video generator named instead
        ("fits flux-dev", "fits sdxl") is refused with what it needs (:func:`advisor.image_needs.sizing`), never
        "no model in the table matches" (break9 #8). Raises UnknownModel."""
        from .errors import UnknownModel
        from .image_needs import find_generator, sizing

        try:
            return read_model(model, Given(self._advisor()))
        except UnknownModel as err:
            g = find_generator(model.replace("-", " "))
            if g is None:
                raise
            raise UnknownModel(msg("error.fits.generator", "{model} is an image or video generator, not an LLM "
                                   "fits sizes. {sizing}", model=Text(value=model),
                                   sizing=sizing(self._advisor(), g, None, m))) from err

    def _runs_nothing(self, cards: dict[str, Card], m, train: bool = False) -> Message | None:
        """That no current framework or llama.cpp backend runs a card of the owner's rig, with the last
        stack that did (:func:`advisor.owner.runs_nothing`); ``None`` when every card runs today. ``train``: asked
        to train (:meth:`_trains`), said as a training answer (:func:`advisor.jobs.no_stack`)."""
        from .owner import runs_nothing

        for card in cards.values():
            if runs_nothing(self.rules, m, card):
                support = self.rules.support(card)
                gone = support is not None and support["status"] == "unsupported"
                from .fits import largest

                return no_stack(card, self.rules.last_stack(support) if support is not None and gone else None,
                                largest(self.rules.llm_models, card.llm_memory_gb or card.memory_gb or 0.0,
                                        "inference", "int4"), train=train)
        return None

    def _trains(self, rig: OwnedRig, cards: dict[str, Card], m, task: str,
                family: tuple[str, ...] | None = None) -> Runs:
        """What the owner's rig fine-tunes with ``task`` (:func:`advisor.runs.trains`; ``family``: the models kept,
        :func:`advisor.runs.of_family`), or that nothing current runs its card."""
        from .runs import of_family, trains

        said = self._runs_nothing(cards, m, train=True)
        if said is not None:
            return Runs(market=m.ref(), rig=rig, models=[], summary=said,
                        reasons=[self.rules.reason("compat.current-stack", said)])
        from .jobs import pace
        from .recommend import training_speed

        first = next(iter(cards.values()), None)  # the pace of the owner's card: "Yes, slowly: …" (N14)
        answer = trains(of_family(self.llm_models.chat_archs, family), rig, m, self._fit_reason, task,
                        pace=pace(training_speed(self.catalog, m, first.name)) if first is not None else None)
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
        (:func:`advisor.compare_support.support_line`)."""
        from .compare_support import support_line

        out = []
        for card in cards.values():
            row = self.rules.precision(card)
            if row is not None and row.get("bf16") == "0":
                said = msg("runs.train.no-bf16", "{card} has no BF16 arithmetic (compute capability {cc}): fine-tuning "
                           "runs in FP16 with loss scaling, or in FP32 at twice the memory of the weights.",
                           card=card_param(card.name), cc=Text(value=str(card.compute_capability)))
                if card.line == "datacenter":  # F12: "the V100 has no bf16; an A10 is better" (VideoX-Fun)
                    tier = self._bf16_tier(card)
                    if tier:
                        said = msg("runs.train.no-bf16.tier", "{said} Data-centre cards with BF16 and more memory: "
                                   "{cards} ({memory}).", said=said, cards=ListOf(items=[card_param(c.name)
                                                                                        for c in tier]),
                                   memory=gb(tier[0].memory_gb or 0))
                else:
                    step = self._bf16_step(card, m)
                    if step is not None and step.price is not None:
                        said = msg("runs.train.no-bf16.step", "{said} The cheapest {line} card with BF16 and at least "
                                   "its memory: {step} ({memory}, compute capability {cc}), {price}.", said=said,
                                   line=LINE_NAMES.get(card.line, Text(value=card.line)),
                                   step=card_param(step.card.name), memory=gb(step.card.memory_gb or 0),
                                   cc=Text(value=str(step.card.compute_capability)), price=price_param(step.price))
                out.append(self.rules.reason("compat.bf16", said))
        support = support_line(self.rules, m, tuple(cards.values()))
        return out + ([support] if support is not None else [])

    def _bf16_step(self, card: Card, m) -> _fits.Offer | None:
        """The cheapest priced card of ``card``'s product line (a data-centre card for a data-centre card) with
        BF16 arithmetic (``data/precision_support.csv``) and at least its memory, that the rules do not advise
        against, in market ``m``; ``None`` when there is none."""
        found = [o for o in self._usable_cards(m)
                 if o.price is not None and o.card.line == card.line and o.verdict != "not_recommended"
                 and (o.card.memory_gb or 0) >= (card.memory_gb or 0)
                 and (self.rules.precision(o.card) or {}).get("bf16") == "1"]
        return min(found, key=lambda o: (o.price.amount, o.card.name), default=None)  # type: ignore[union-attr]

    def _bf16_tier(self, card: Card, most: int = 4) -> list[Card]:
        """The data-centre cards of the catalogue with BF16 arithmetic (``data/precision_support.csv``) at the
        smallest memory above ``card``'s (a V100 16 GB: the 24 GB A10, A10G, A30, L4), by name, at most ``most``:
        the cards a data-centre owner rents or is issued instead, unpriced for individuals."""
        found = []
        for name in self.catalog.card_rows:
            c = self.catalog.card(name)
            if c.line == "datacenter" and (c.memory_gb or 0) > (card.memory_gb or 0) and (
                    self.rules.precision(c) or {}).get("bf16") == "1":
                found.append(c)
        if not found:
            return []
        least = min(c.memory_gb or 0 for c in found)
        return sorted((c for c in found if c.memory_gb == least), key=lambda c: c.name)[:most]

    def _runs(self, rig: OwnedRig, cards: dict[str, Card], m, context: int | str | None = None,
              level: str | None = None, offload=None, family: tuple[str, ...] | None = None) -> Runs:
        """What the owner's rig runs (:func:`advisor.runs.runs`; ``level``: the quant level asked; ``offload``: at the
        owner's RAM said; ``family``: the models kept, :func:`advisor.runs.of_family`), or that nothing current runs
        its card. Budget-free: kept per rule book (``fits.runs``, perf37) by the rig, its cards (by identity: a card
        made for one answer, an iGPU's share or a GPU known by its memory, is another key), the market, the decode
        table, the models, context, level and family; at a RAM's plan other than the advisor's own (``offload``: the
        RAM's kind said) built afresh."""
        if offload is not None and offload is not self.offload:
            return self._runs_made(rig, cards, m, context, level, offload, family)
        key = (rig.model_dump_json(), tuple((n, Same(c)) for n, c in cards.items()), Same(m), Same(self.speeds),
               Same(self.llm_models.chat_archs), context, level, family)
        return keep(self.rules, "fits.runs", key, lambda: self._runs_made(rig, cards, m, context, level, None, family))

    def _runs_made(self, rig: OwnedRig, cards: dict[str, Card], m, context: int | str | None = None,
                   level: str | None = None, offload=None, family: tuple[str, ...] | None = None) -> Runs:
        """:meth:`_runs` built afresh."""
        from .runs import PRECISIONS_TRIED as PRECISIONS_ASKED
        from .runs import of_family
        from .runs import runs as _runs

        said = self._runs_nothing(cards, m)
        if said is not None:
            return Runs(market=m.ref(), rig=rig, models=[], summary=said,
                        reasons=[self.rules.reason("compat.current-stack", said)])
        from .cpu_only import cpu_decode, is_cpu

        on_cpu = any(is_cpu(c) for c in cards.values())  # no GPU: the CPU's decode from RAM (break25 #17)
        offload = offload or self.offload
        answer = _runs(of_family(self.llm_models.chat_archs, family), rig, cards, m, self.speeds, self._fit_reason,
                       offload, (lambda e: cpu_decode(e, offload)) if on_cpu else None, context,
                       level if level in PRECISIONS_ASKED else None)
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

    def _served_by_machine(self, arch, users: int, context: int, m, machine: Card, owned):
        """The model served to ``users`` from the owner's unified-memory ``machine`` (``owned``: the rig's fit and
        the sized job; :func:`advisor.serving_machine.serve_on_machine`): its prompt reading (the weak point) beside,
        a server of cards after it in the list, as an option."""
        from .rigs import platform_pricer
        from .routes import prefill_message
        from .serving import serve
        from .serving_machine import TABLE, serve_on_machine

        done, est = owned
        bigger = serve(self.serving_model, arch, users, context, self._server_offers(m), platform_pricer(m))
        served = serve_on_machine(arch, users, context, machine, done, est.precision, bigger)
        weak = prefill_message(machine, context, est)
        reasons = [*([self.rules.reason("system.unified-memory", weak)] if weak is not None else []),
                   self._fit_reason("memory.llm-task", served.message, f"data/{TABLE.as_posix()}")]
        return served.model_copy(update={"reasons": reasons})

    def _serving(self, arch, users: int, context: int, m, precision: str | None, rig: OwnedRig | None = None,
                 cards: dict[str, Card] | None = None, owned=None):
        """The model served to ``users`` at once in ``m`` (:func:`advisor.serving.serve`); on the owner's ``rig``
        of one kind of card, on those cards, never priced (:func:`advisor.serving.serve_on`)."""
        from .owned import rig_label, yours
        from .rigs import platform_pricer
        from .serving import formats_apart, geforce_note, how_estimated, serve, serve_on

        if rig is not None and cards and rig.count == 1 and owned is not None and owned[0] is not None and cards[
                rig.cards[0].card].is_system:  # the owner's Mac or Spark answers first (break36 #8)
            return self._served_by_machine(arch, users, context, m, cards[rig.cards[0].card], owned)
        if rig is not None and cards and len(rig.cards) == 1 and self._serves(cards[rig.cards[0].card]):
            card = cards[rig.cards[0].card]
            served = serve_on(self.serving_model, arch, users, context, card, rig.count, self._fp8(card),
                              yours(rig_label(rig)), precision)
        else:
            served = serve(self.serving_model, arch, users, context, self._server_offers(m),
                           platform_pricer(m), precision)
        note = self.rules.reason("line.geforce", geforce_note())
        figures = self.rules.reason("memory.llm-task", how_estimated(self.serving_model)).model_copy(
            update={"source": cited(self.serving_model.sources)})
        used = None if rig is not None or precision else self._used_routes(arch, users, context, m, served)
        apart = formats_apart(served)  # an MoE in 16-bit on cards without FP8, said why (newuser26 #6)
        formats = [self.rules.reason("memory.llm-task", apart)] if apart is not None else []
        return served.model_copy(update={"reasons": [*formats, note, *([used] if used else []), figures]})

    def _used_routes(self, arch, users: int, context: int, m, served) -> Reason | None:
        """The cheaper 4-bit routes of a serving answer (:func:`advisor.serving_used.used_routes`), as a reason."""
        from .rigs import platform_pricer
        from .serving_used import used_routes

        priced = ((self.catalog.card(n), p) for n, p in self.catalog.prices(m.id))
        geforce: list[tuple[Card, Price | None, bool]] = [
            (c, p, self._fp8(c)) for c, p in priced if c.line == "geforce" and (c.memory_gb or 0) >= 24
            and not c.is_system and p.condition == "used" and "modified-card" not in c.flags and self._serves(c)]
        said = used_routes(self.serving_model, arch, users, context, served, self._server_offers(m), geforce,
                           platform_pricer(m))
        return self.rules.reason("multi.nvlink-p2p", said) if said is not None else None

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

    @staticmethod
    def _cpu_job(est: _fits.Estimate, cards: dict[str, Card]) -> bool:
        """Whether ``est`` is an inference job on the CPU alone, no GPU (:mod:`advisor.cpu_only`)."""
        from .cpu_only import is_cpu

        return est.task == "inference" and any(is_cpu(c) for c in cards.values())

    def _on_cpu(self, est: _fits.Estimate, cards: dict[str, Card], offload=None) -> list[Reason]:
        """The CPU's decode of an inference job when the owner has no GPU, only RAM (:mod:`advisor.cpu_only`)."""
        from .cpu_only import CPU_SOURCE, cpu_message, cpu_ram_gb, is_cpu

        cpu = next((c for c in cards.values() if is_cpu(c)), None)
        if cpu is None or est.task != "inference" or _fits.need_gb(est.total) > (cpu.memory_gb or 0):  # not held: the
            return []  # answer's first sentence gives the level that fits and its speed (advisor.cpu_over)
        ram = cpu_ram_gb(cpu)
        return [self._fit_reason("memory.llm-task", cpu_message(est, offload or self.offload, ram), CPU_SOURCE)]

    def _offload(self, est: _fits.Estimate, cards, offers) -> OffloadPlan | None:
        """An expert-offload plan for ``fits`` (:meth:`advisor.offload.OffloadModel.plan`)."""
        return self.offload.plan(est, cards, offers)

    def _off_rocm(self, cards: dict[str, Card], m) -> list[Reason]:
        """An owner's AMD card off AMD's current ROCm support list (break 9 #14: an MI50, gfx906, answered at
        ≈ 58 tok/s with no word of it): what runs on it is llama.cpp's Vulkan backend, not PyTorch, vLLM or
        training (``data/rocm_support.csv``, :func:`advisor.vendors.pytorch_off`); one sentence for the first."""
        from .vendors import VULKAN_SOURCE, pytorch_off

        off = [c for c in cards.values() if pytorch_off(self.rules, m, c)]
        if not off:
            return []
        from .rocm_override import override_fit

        unofficial = override_fit(off[0])  # an RX 6700 XT: PyTorch unofficially, with the override (fix48a)
        if unofficial is not None:
            return [self._fit_reason("vendor.rocm-list", unofficial, f"data/card_facts.csv rocm_override; "
                                     f"{VULKAN_SOURCE}")]
        return [self._fit_reason("vendor.rocm-list", msg(
            "fits.own.off-rocm", "{card} is not on AMD's current ROCm support list: LLMs run on it through "
            "llama.cpp's Vulkan backend; PyTorch on ROCm, vLLM and training do not.",
            card=card_param(off[0].name)), f"data/rocm_support.csv; {VULKAN_SOURCE}")]

    def _apart(self, rig: OwnedRig | None, cards: dict[str, Card]
               ) -> tuple[OwnedRig | None, dict[str, Card], Reason | None]:
        """The owner's rig as one computer when it joins a whole machine with a card or another machine
        (:mod:`advisor.machine_apart`), with the cited sentence that says so; as it is, and ``None``, otherwise."""
        from .machine_apart import RPC_DOCS, apart, is_apart

        if rig is None or not is_apart(rig, cards):
            return rig, cards, None
        alone, kept, said = apart(rig, cards)
        return alone, kept, self._fit_reason("system.unified-memory", said, RPC_DOCS)

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
