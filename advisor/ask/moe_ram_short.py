"""A large MoE model asked for with the RAM the asker has, which is short of its 4-bit plan (fix65e, issue 28 §4;
newuser26 #10): "预算两万五，想跑DeepSeek-V3.1，内存128G" proposed "384 GB of system RAM on a workstation or server
platform (its price not found)" — an unpriced platform as the answer, the 128 GB said ignored.

With the RAM said and no way within the budget (the headline :data:`HEADS`), the answer is sized to that RAM:

- the model's published low-bit files (``data/performance/moe_files.csv``: Unsloth's dynamic quants, each with its
  size and source) that the RAM and the card with the most memory the budget buys hold together — the RAM less the
  OS's share (``ram_reserve_gb``, ``data/performance/moe_offload.csv``), the card less its headroom, the context's
  KV cache and the CUDA context — the largest of them said, that it runs with the experts in the RAM (llama.cpp
  ``--cpu-moe``), and that no speed is estimated so far below 4 bits; or, when none fits, the smallest file and what
  the RAM and that card hold;
- then what fits the RAM at a usable level: the largest smaller MoE model people run (``data/llm_ladder.csv``) whose
  expert-offload plan (:meth:`advisor.offload.OffloadModel.plan`, at its ladder level, else Q4_K_M, else Q3_K_M) keeps
  its experts within the RAM said, on the
  card the budget buys that decodes it fastest, its speed estimated as every plan's is.

The unpriced platform's note leaves the short form (the sentence replaces it). Pure: a function of the question's
reading and the answer."""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from ..catalog.inputs import data_dir
from ..errors import AdvisorError
from ..fits import GIB
from ..fits.memory import quant_name
from ..fits.ways import offer_price, runs
from ..i18n import Card, Message, Money, Quantity, Text, msg
from ..thresholds import HEADROOM_GB

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

HEADS = ("shape.recommend.offload-platform", "shape.recommend.nothing", "shape.recommend.nothing-platform")
"""The headlines of a budget with no way that holds the model within the RAM said (a server platform's RAM, or
nothing)."""
PLATFORM_NOTES = ("offload.server", "offload.server.measured")
"""The unpriced platform's plan, which the RAM-sized sentence replaces in the short form."""
LEVELS = ("int4", "q3_k_m")
"""The levels a smaller model is tried at, finest first: at 3.5 bits and up the decode estimate holds
(:data:`advisor.decode.LOW_BITS`)."""


@dataclass(frozen=True)
class ModelFile:
    """A published GGUF of a model (a row of ``data/performance/moe_files.csv``): its name, size in GB (10^9
    bytes, as Hugging Face lists it), publisher and source."""

    model: str
    file: str
    size_gb: float
    publisher: str
    source: str

    @property
    def size_gib(self) -> float:
        """The size in GiB, the unit memory is counted in."""
        return self.size_gb * 1e9 / GIB


@cache
def model_files() -> tuple[ModelFile, ...]:
    """Every row of ``data/performance/moe_files.csv``, smallest first. Raises ``ValueError`` for a row without a
    source."""
    rows = []
    with (data_dir() / "performance" / "moe_files.csv").open(encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f):
            if not r["source"].strip():
                raise ValueError(f"moe_files.csv: {r['model']} {r['file']} has no source")
            rows.append(ModelFile(r["model"], r["file"], float(r["size_gb"]), r["publisher"], r["source"]))
    return tuple(sorted(rows, key=lambda m: m.size_gb))


def files_of(model: str) -> list[ModelFile]:
    """The published files of ``model`` (its name in ``data/models.csv``), smallest first."""
    return [f for f in model_files() if f.model == model]


def _plannable(o: Any, precision: str = "int4") -> bool:
    """Whether offer ``o`` can hold an offload plan's rest: priced as a pick, a CUDA card that is no machine."""
    return (o.price is not None and o.price.pick and o.takes and o.route == "cuda" and not o.card.is_system
            and runs(o, precision) and not any(r == "line.server-module" for r, _ in o.why))


def ram_short(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a recommendation with no way within the budget, :data:`HEADS`) headed by what the RAM said does
    with the MoE model asked (module docstring); ``answer`` itself without the RAM said, for another answer, a
    dense model, a fine-tune or no card within the budget."""
    shape = getattr(answer, "shape", None)
    ram = read_as.ram_gb
    if (ram is None or shape is None or shape.headline is None or shape.headline.key not in HEADS
            or read_as.model is None or (read_as.task or "inference") != "inference"
            or getattr(answer, "picks", None) or getattr(answer, "budget", None) is None):
        return answer
    try:
        arch = advisor.llm_models.resolve(read_as.model.name)
        market = advisor.catalog.market(answer.market.id)
    except AdvisorError:
        return answer
    if arch.expert_params <= 0 or not arch.routed_active_params:
        return answer
    within = answer.budget.market_amount
    offers = advisor._usable_cards(market)
    cards = [o for o in offers if _plannable(o) and offer_price(o).amount <= within]
    if not cards:
        return answer
    big = max(cards, key=lambda o: (o.card.llm_memory_gb or 0.0, -offer_price(o).amount))
    est = advisor._workload(arch.name, "inference", None, None).estimate
    if est is None:
        return answer
    room = ram - advisor.offload.reserve_gb + (big.card.llm_memory_gb or 0.0) - HEADROOM_GB - est.kv_cache \
        - est.overhead
    files = files_of(arch.name)
    held = [f for f in files if f.size_gib <= room]
    money = Money(amount=offer_price(big).amount, currency=offer_price(big).currency)
    said = dict(ram=Quantity(value=ram, unit="GB", digits=0), model=Text(value=arch.name),
                card=Card(value=big.card.name), memory=Quantity(value=big.card.llm_memory_gb or 0.0, unit="GB"),
                price=money, need=Quantity(value=round(answer.min_memory_gb or est.total), unit="GB", digits=0))
    if held:
        f = held[-1]
        head: Message = msg(
            "ask.moe-ram.file", "With your {ram} of RAM, {model} fits only as {publisher}'s {file} ({size}): its "
            "experts in the RAM (llama.cpp --cpu-moe) and a {card} ({memory}, {price}, the most memory the budget "
            "buys) for the rest; at 4 bits it needs about {need}, a server's RAM. That far below 4 bits it loses "
            "accuracy, and no speed is estimated.", publisher=Text(value=f.publisher), file=Text(value=f.file),
            size=Quantity(value=f.size_gb, unit="GB", digits=0), **said)
    elif files:
        f = files[0]
        head = msg("ask.moe-ram.none", "{model} does not fit your {ram} of RAM with a card the budget buys: the "
                   "smallest of its files listed here, {publisher}'s {file} ({size}), is more than the RAM and a "
                   "{card} ({memory}, {price}) hold (about {room}), and at 4 bits it needs about {need}, a server's "
                   "RAM.",
                   publisher=Text(value=f.publisher), file=Text(value=f.file),
                   size=Quantity(value=f.size_gb, unit="GB", digits=0),
                   room=Quantity(value=round(room), unit="GB", digits=0), **said)
    else:
        head = msg("ask.moe-ram.unknown", "{model} does not fit your {ram} of RAM at 4 bits (it needs about {need}, "
                   "a server's RAM), and no smaller published file of it is listed here.", **said)
    alt = _smaller(advisor, arch, ram, within, offers)
    if alt is not None:
        head = msg("ask.moe-ram.alt", "{said} What fits your RAM: {alt} in {quant}, its {experts} of experts in "
                   "the RAM and a {card} ({price}) for the rest (llama.cpp --cpu-moe), ≈ {tok_s} (an estimate at "
                   "{bandwidth}, ± {error}).", said=head, **alt)
    caveats = [c for c in shape.caveats if c.message.key not in PLATFORM_NOTES]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "caveats": caveats})})


def _smaller(advisor: Advisor, arch: Any, ram: float, within: float, offers: list[Any]) -> dict[str, Any] | None:
    """The parameters of the largest smaller MoE model of the ladder whose expert-offload plan keeps its experts within
    ``ram`` (GB) on a card within ``within`` (market currency), at its ladder level or the finest of :data:`LEVELS`
    that does; ``None`` when none does."""
    smaller = sorted(((r.arch, r.precision) for r in advisor.ladder.rungs if r.arch.expert_params > 0
                      and r.arch.routed_active_params and r.arch.params < arch.params), key=lambda t: -t[0].params)
    for other, published in smaller:
        for level in dict.fromkeys((published, *LEVELS)):  # its ladder level (MXFP4 as published), then lower
            try:
                est = advisor._workload(other.name, "inference", level, None).estimate
            except AdvisorError:
                continue
            if est is None:
                continue
            plan = advisor.offload.plan(est, [], offers, within=within, fastest=True)
            if plan is None or plan.server or plan.ram_total_gb > ram or plan.price is None:
                continue
            return dict(alt=Text(value=other.name), quant=Text(value=quant_name(est.precision)),
                        experts=Quantity(value=plan.ram_gb, unit="GB"), card=Card(value=plan.card),
                        price=Money(amount=plan.price.amount, currency=plan.price.currency),
                        tok_s=Quantity(value=round(plan.speed.tok_s, 1), unit="tok/s",
                                       digits=1 if plan.speed.tok_s < 10 else 0),
                        bandwidth=Quantity(value=plan.ram_bandwidth_gb_s, unit="GB/s"),
                        error=Quantity(value=round(plan.error * 100), unit="%", digits=0))
    return None


__all__ = ["HEADS", "ModelFile", "files_of", "model_files", "ram_short"]
