"""The routes a buyer weighs for LLM work (issue 29 §1): which road a card or machine stands on.

A configuration that runs LLMs is on one of four routes (``data/llm_routes.csv``, each row with its
reason and source):

- ``cuda``: an NVIDIA card on today's CUDA stack, GeForce or workstation: every tool runs on it;
- ``unified``: a unified-memory machine (a Mac, a Strix Halo box, a GB10 box): much memory, slower
  prompt processing (``data/performance/prefill.csv``) and, except the CUDA GB10, no training stack;
- ``tinkerer``: a passive data-centre card or one past today's CUDA stack (Tesla P40, V100): cheap
  memory for llama.cpp, with a fan and shroud to fit and a stack that left it behind;
- ``non-cuda``: an AMD or Intel card: llama.cpp runs on it, CUDA-only tools do not.

The route is read from the card's own facts: a machine by its chip's maker (``chip:``), a card by the
rules that take it only with caveats (``rule:``, the situational findings the rules give it for LLM
work), then by its line (``line:``), else the ``default`` (``cuda``). ``trains`` says whether the
fine-tuning stack people use (bitsandbytes, Unsloth, PEFT on CUDA) runs there: ``yes``, ``caveat`` (it
may, roughly) or ``no`` (an inference machine).

A passive data-centre card or a non-CUDA card is never the headline of an unsized or beginner
question (issue 29 §1); it stands as a labelled option (:data:`ROUTE_LABELS`). Pure: the tables are
read once.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from .i18n import Message, Number, Quantity, Text, msg
from .models import Card, Market
from .thresholds import TRAIN_MIN_CC
from .wording import card_param

ROUTES = ("cuda", "unified", "tinkerer", "non-cuda")
#: the routes a headline may stand on (the others are labelled options: issue 29 §1)
HEADLINE_ROUTES = ("cuda", "unified")
TABLE = Path("llm_routes.csv")
PREFILL = Path("performance") / "prefill.csv"
if TYPE_CHECKING:
    from .rules import RuleBook

PROMPT_TOKENS = 4000  # product choice: the prompt a drawback is said for (a long chat turn, a RAG or coding context)


@dataclass(frozen=True)
class Route:
    """A row of ``data/llm_routes.csv``: what it matches, the ``route``, whether fine-tuning runs
    there (``trains``: yes / caveat / no) and why, with its source."""

    match: str
    route: str
    trains: str
    why: str
    source: str


@dataclass(frozen=True)
class Prefill:
    """A sourced prompt-processing figure of a unified-memory chip (``data/performance/prefill.csv``):
    tokens/s reading a prompt of ``prompt_tokens`` on ``model`` (``quant``), and a discrete setup's
    figure beside it where one was found (``against``, ``against_tok_s``)."""

    chip: str
    model: str
    quant: str
    tok_s: float
    prompt_tokens: int
    against: str | None
    against_tok_s: float | None
    source: str
    date: str
    active_b: float | None = None  # billions of parameters each token of the measured model reads (an MoE's active)


SCALE_PREFILL = 1.25
"""A model whose active parameters differ from the measured model's by more than this factor (either way) has the
chip's prefill figure scaled to it (break10 #5: an MoE's 12B-active figure said for a dense 70B)."""


def _read(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    for r in rows:
        if not (r.get("source") or "").strip():
            raise ValueError(f"{path.name}: a row has no source: {r}")
    return rows


@cache
def routes(data: Path | None = None) -> tuple[Route, ...]:
    """The rows of ``data/llm_routes.csv`` (``data``: the data folder, default the catalogue's)."""
    from .catalog import data_dir

    rows = _read((data or data_dir()) / TABLE)
    out = tuple(Route(r["match"], r["route"], r["trains"], r["why"], r["source"]) for r in rows)
    bad = [r for r in out if r.route not in ROUTES or r.trains not in ("yes", "caveat", "no")]
    if bad or not any(r.match == "default" for r in out):
        raise ValueError(f"{TABLE}: a row names an unknown route or training status, or no default: {bad}")
    return out


@cache
def prefills(data: Path | None = None) -> tuple[Prefill, ...]:
    """The rows of ``data/performance/prefill.csv``."""
    from .catalog import data_dir

    return tuple(Prefill(r["chip"], r["model"], r["quant"], float(r["prefill_tok_s"]), int(r["prompt_tokens"]),
                         r["against"] or None, float(r["against_tok_s"]) if r["against_tok_s"] else None,
                         r["source"], r["source_date"],
                         float(r["active_params_b"]) if r.get("active_params_b") else None)
                 for r in _read((data or data_dir()) / PREFILL))


@cache
def macos_reserve_gb(data: Path | None = None) -> float:
    """GB left to macOS when a Mac's GPU wired-memory limit is raised (``data/memory_reserve.csv``
    ``macos-wired-limit``, the high end)."""
    from .catalog import data_dir
    from .facts import load_reserves

    row = next(r for r in load_reserves(data or data_dir()) if r.id == "macos-wired-limit")
    return (row.reserve_mb_high or row.reserve_mb_low or 0) / 1024


def raised_memory_gb(card: Card) -> float | None:
    """The memory a Mac's GPU may hold with its wired-memory limit raised (``sudo sysctl
    iogpu.wired_limit_mb``): all but :func:`macos_reserve_gb`; ``None`` for anything else (its share
    is the default one, Metal's recommendedMaxWorkingSetSize)."""
    if not card.is_system or not (card.chip or "").startswith("Apple") or not card.memory_gb:
        return None
    return card.memory_gb - macos_reserve_gb()


def route_of(card: Card, caveats: Iterable[str] = ()) -> Route:
    """The route of ``card`` (module docstring): a machine by its chip's maker, a card by the rules
    ``caveats`` (rule ids of the situational findings the rules give it for LLM work), then by its
    line, else the default."""
    table = {r.match: r for r in routes()}
    if card.is_system:
        maker = (card.chip or card.manufacturer or "").split(" ")[0]
        return table.get(f"chip:{maker}") or table["default"]
    for rule in caveats:
        if f"rule:{rule}" in table:
            return table[f"rule:{rule}"]
    return table.get(f"line:{card.line}") or table["default"]


def trains_of(card: Card, route: Route) -> str:
    """Whether the fine-tuning stack people use runs on ``card`` (``yes`` / ``caveat`` / ``no``): its
    ``route``'s word for a machine (a GB10 box trains, a Mac or a Strix Halo box does not); for a card,
    ``no`` off CUDA (AMD, Intel: llama.cpp runs models there but does not fine-tune) or below compute
    capability :data:`~advisor.thresholds.TRAIN_MIN_CC` (Pascal and older: Unsloth's floor), else the
    route's word (data/SOURCES.md, "Where fine-tuning runs")."""
    if card.is_system:
        return route.trains
    cc = card.compute_capability
    if card.manufacturer != "NVIDIA" or cc is None or float(cc) < TRAIN_MIN_CC:
        return "no"
    return route.trains


def prefill_of(card: Card) -> Prefill | None:
    """The sourced prompt-processing figure of a machine's chip (the longest matching chip name), or
    ``None`` (a card, or a chip with none found)."""
    if not card.is_system or not card.chip:
        return None
    found = [p for p in prefills() if card.chip.startswith(p.chip)]
    return max(found, key=lambda p: len(p.chip), default=None)


def prefill_speed(p: Prefill, active_b: float | None) -> float:
    """The chip's prefill tokens/s for a model reading ``active_b`` billion parameters a token: the measured figure,
    scaled by the measured model's active parameters over the model's when they differ by more than
    :data:`SCALE_PREFILL` (reading a prompt is compute-bound: about 2 FLOPs per active parameter a token, so a dense
    70B reads about 6x slower than a 12B-active MoE on the same chip; an estimate, said so); ``None``: as measured."""
    if active_b is None or not p.active_b or active_b <= 0:
        return p.tok_s
    ratio = p.active_b / active_b
    return p.tok_s * ratio if ratio > SCALE_PREFILL or ratio < 1 / SCALE_PREFILL else p.tok_s


def prefill_message(card: Card, context: int = 0, job=None) -> Message | None:
    """The drawback of a unified-memory machine, said when one is picked (issue 29 §5): how fast its chip
    reads a prompt (sourced; the figure is the chip's, measured with a model a smaller machine of that chip
    may not hold, so the chip and the model are both said), beside a discrete setup where a figure was
    found, and how long a :data:`PROMPT_TOKENS`-token prompt (or the ``context`` asked, when longer: a 64k
    window filled) then takes before the first word; ``None`` without a figure. ``job``: a sized job (an
    :class:`advisor.fits.Estimate`), whose model's active parameters the chip's figure is scaled to
    (:func:`prefill_speed`) when the measured model is another size (an MoE's figure is never said of a dense 70B)."""
    p = prefill_of(card)
    if p is None:
        return None
    arch = getattr(job, "arch", None)  # a sized job (an advisor.fits Estimate): its model's size
    active_b = (arch.active_params or arch.params) / 1e9 if arch is not None else None
    model = arch.name if arch is not None else None
    tok_s = prefill_speed(p, active_b)
    prompt = max(PROMPT_TOKENS, context)
    params = {"card": card_param(card.name), "tok_s": Number(value=round(tok_s)), "model": p.model,
              "chip": p.chip, "quant": p.quant, "prompt": prompt,
              "seconds": Quantity(value=round(prompt / tok_s), unit="s", digits=0)}
    if tok_s != p.tok_s and active_b is not None:  # another size of model: the measured figure scaled, said so
        return msg("routes.prefill.scaled", "{card} reads prompts of {asked} at ≈ {tok_s:,.0f} tokens/s, estimated: "
                   "{measured:,.0f} was measured on the {chip} with {model}, which reads {active_measured:,.1f}B "
                   "parameters a token against {active:,.1f}B here, and reading a prompt costs compute per parameter: "
                   "a {prompt:,.0f}-token prompt waits about {wait}.", asked=Text(value=model or "this model"),
                   measured=Number(value=round(p.tok_s)), active_measured=Number(value=p.active_b or 0),
                   active=Number(value=round(active_b, 1)), wait=_wait(prompt / tok_s),
                   **{k: v for k, v in params.items() if k != "seconds"})
    if p.against is not None and p.against_tok_s:
        return msg("routes.prefill.against", "{card} reads prompts at ≈ {tok_s:,.0f} tokens/s (measured on the "
                   "{chip} with {model}, {quant}; ≈ {against_tok_s:,.0f} on {against}): a {prompt:,.0f}-token "
                   "prompt waits about {seconds}.",
                   against=p.against, against_tok_s=Number(value=round(p.against_tok_s)), **params)
    if p.tok_s >= 1000:  # a fast reader: its drawback is decode, said by its own memory bandwidth
        return msg("routes.prefill.fast", "{card} reads prompts fast (≈ {tok_s:,.0f} tokens/s, measured on the "
                   "{chip} with {model}, {quant}) but generates slowly: decode is bound by its {bandwidth}.",
                   bandwidth=Quantity(value=card.bandwidth_gb_s or 0, unit="GB/s"), **params)
    return msg("routes.prefill.slow", "{card} reads prompts at ≈ {tok_s:,.0f} tokens/s (measured on the {chip} "
               "with {model}, {quant}): a {prompt:,.0f}-token prompt waits about {seconds}.", **params)


def _wait(seconds: float) -> Message:
    """A wait in words: seconds under two minutes, minutes under two hours, else hours."""
    if seconds < 120:
        return msg("routes.wait.s", "{n:,.0f} s", n=Number(value=round(seconds)))
    if seconds < 7200:
        return msg("routes.wait.min", "{n:,.0f} minutes", n=Number(value=round(seconds / 60)))
    return msg("routes.wait.h", "{n:.1f} hours", n=Number(value=round(seconds / 3600, 1)))


def train_message(card: Card) -> Message | None:
    """A unified-memory machine picked to fine-tune (a GB10 box: the CUDA stack runs there) with its speed
    as far as it is known: its memory bandwidth, slower than a discrete card for a model that fits one
    (``data/systems.csv``: the GB10 rows' ``bad_at``); ``None`` for a card."""
    if not card.is_system:
        return None
    return msg("routes.train.unified", "{card} fine-tunes with the CUDA stack from {memory} of unified memory at "
               "{bandwidth}: slower than a discrete card for a model that fits one.", card=card_param(card.name),
               memory=Quantity(value=card.memory_gb or 0, unit="GB"),
               bandwidth=Quantity(value=card.bandwidth_gb_s or 0, unit="GB/s"))


def stretch_place(routes: list[str | None], stretch: str | None) -> int:
    """Where a stretch pick on route ``stretch`` stands among picks on ``routes`` (in their order): last, except
    that a CUDA card or machine a little over budget stands above a passive or non-CUDA option (issue 29 §1, the
    guides' "prefer NVIDIA"): right after the first pick, or first among the options after it."""
    if stretch not in HEADLINE_ROUTES:
        return len(routes)
    if routes and routes[0] not in HEADLINE_ROUTES:
        return 1
    return next((i for i, r in enumerate(routes) if i > 0 and r is not None and r not in HEADLINE_ROUTES), len(routes))


#: the words of a route on a ranking line (both faces render them from the answer's shape)
ROUTE_LABELS: dict[str, Message] = {
    "cuda": msg("routes.label.cuda", "CUDA card for the budget"),
    "value": msg("routes.label.value", "best value, same models"),
    "capacity": msg("routes.label.capacity", "capacity: larger models"),
    "unified": msg("routes.label.unified", "capacity: unified memory, slow prompts"),
    "unified-fast": msg("routes.label.unified-fast", "capacity: unified memory, CUDA"),
    "split": msg("routes.label.split", "capacity: the layers split"),
    "tinkerer": msg("routes.label.tinkerer", "tinkerer's option: passive, old CUDA"),
    "tinkerer-passive": msg("routes.label.tinkerer-passive", "tinkerer's option: passive, data-centre"),
    "tinkerer-old": msg("routes.label.tinkerer-old", "tinkerer's option: old CUDA"),
    "non-cuda": msg("routes.label.non-cuda", "no CUDA: llama.cpp only"),
    "non-cuda-rocm": msg("routes.label.non-cuda-rocm", "no CUDA: PyTorch on ROCm, llama.cpp"),
    "non-cuda-xpu": msg("routes.label.non-cuda-xpu", "no CUDA: PyTorch through XPU, llama.cpp"),
    "non-cuda-train": msg("routes.label.non-cuda-train", "no CUDA: training is rough"),
    "fastest": msg("routes.label.fastest", "fastest for this model"),
    "headroom": msg("routes.label.headroom", "more memory for this model, near the price"),
    "sized-value": msg("routes.label.sized-value", "best decode per price for this model"),
    "sized-value-road": msg("routes.label.sized-value-road", "best decode per price on CUDA for this model"),
    "train-value": msg("routes.label.train-value", "best training speed per price"),
    "train-room": msg("routes.label.train-room", "room for LoRA in 16 bits too, and longer sequences"),
    "faster-still": msg("routes.label.faster-still", "faster still"),
    "cuda-way": msg("routes.label.cuda-way", "the CUDA way"),
    "train-fsdp": msg("routes.label.train-fsdp", "FSDP + QLoRA over the cards"),
    "train-fsdp-lora": msg("routes.label.train-fsdp-lora", "FSDP + LoRA over the cards"),
    "train-fsdp-full": msg("routes.label.train-fsdp-full", "FSDP over the cards: the model sharded"),
    "train-memory": msg("routes.label.train-memory", "most memory for fine-tuning: the largest models"),
    "train-fastest": msg("routes.label.train-fastest", "fastest at fine-tuning"),
    "last-list": msg("routes.label.last-list", "no longer sold new: its last list price, look for one used or "
                     "refurbished"),
}


def split_train_key(task: str) -> str:
    """The label key of a split that trains, named for the task asked (break35 #6): "FSDP + QLoRA" only for a QLoRA
    job, "FSDP + LoRA" for a LoRA one, FSDP sharding for a full fine-tune."""
    return {"lora": "train-fsdp-lora", "full-finetune": "train-fsdp-full"}.get(task, "train-fsdp")


def label_key(route: str, card: Card, *, old: bool, torch: bool) -> str:
    """The :data:`ROUTE_LABELS` key a card on ``route`` shows, from its own facts, so that its ranking
    line says what ``why`` says of it (issue 28 §6, one truth): a tinkerer's card says "passive" only of
    a data-centre card and "old CUDA" only when today's stack has left it behind (``old``: its
    ``data/software_support.csv`` row is not ``supported`` — never an A100, compute capability 8.0); a
    non-CUDA card says "llama.cpp only" only when PyTorch does not run on it (``torch``: an AMD card on
    ROCm's list, ``vendor.rocm-list``; an Intel Arc card, through Intel's XPU backend, ``rules.intel-arc``)."""
    if route == "tinkerer":
        passive = card.line == "datacenter"
        return "tinkerer" if passive and old else "tinkerer-passive" if passive else "tinkerer-old"
    if route == "non-cuda" and torch:
        return "non-cuda-xpu" if card.manufacturer == "Intel" else "non-cuda-rocm"
    return route


def route_label(rules: RuleBook, market: Market, card: Card, route: str) -> str:
    """:func:`label_key` from the rules' own facts: ``old`` from ``data/software_support.csv`` (today's
    market only), ``torch`` for an Intel Arc card or an AMD card PyTorch runs on (:func:`advisor.owner.pytorch_off`)."""
    from .vendors import pytorch_off

    support = rules.support(card) if market.policy.software == "today" else None
    torch = (card.manufacturer == "Intel" and card.line == "arc") or (
        card.manufacturer == "AMD" and not pytorch_off(rules, market, card))
    return label_key(route, card, old=support is not None and support["status"] != "supported", torch=torch)
