"""Serving many users (issue 28 §5): ``fits 70b --users 50``, "which GPU for a production 70B chat server".

A server answers many users at once with a batching engine (vLLM, TGI, SGLang). Its output rate at ``U``
users rises with ``U`` until the card saturates; the answer models that curve from published runs
(``data/performance/serving.csv``: Lambda's vLLM runs on A100/H100, an A100 concurrency sweep, SGLang on an
H100, vLLM on an RTX 4090), each with its source:

    1 / tokens/s in all  =  1 / (U × s1)  +  1 / S

- ``s1``: one user's decode speed alone (batch 1: :mod:`advisor.decode`'s calibrated estimate for the
  configuration); a user never gets more than it;
- ``S``: the configuration's saturated output rate, scaled from the anchor runs (one engine, one method:
  Lambda's vLLM v0.5.4 runs on A100 and H100, 8B and 70B) of the model class nearest in active
  parameters: a run's own saturation (its measured rate with its batch-1 share taken out) × the
  bandwidth ratio × the ratio of weights read a token (the geometric mean over those runs). Lambda's
  report says vLLM v0.6 more than doubles these, so the figures are a floor; the other rows (newer vLLM,
  SGLang, an RTX 4090) are cross-checks, kept with their sources.

``U`` is bounded by memory: what the cards hold beyond the weights at :data:`GPU_MEMORY_UTILIZATION`
(vLLM's default), divided by one user's KV cache at the context (:func:`max_users`). A configuration
serves the users when it holds them and each gets at least :data:`MIN_USER_TOK_S`; the cheapest priced
one leads. Candidates are server and workstation cards (:data:`SERVER_LINES`) in 1, 2, 4 or 8 — never a
unified-memory machine nor a batch-1 answer; GeForce cards are named in a caveat (NVIDIA's GeForce
licence forbids data-centre deployment, ``line.geforce``). Every figure is an estimate and says so, with
:attr:`ServingModel.error`, the widest error of the scaling on the runs it was not anchored on.
"""

from __future__ import annotations

import csv
import math
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from .fits import GIB, Architecture, bits_of, estimate
from .i18n import ListOf, Message, Money, Number, Quantity, Text, msg
from .models import Card, Price, ServeConfig, Serving
from .wording import card_param, join

GPU_MEMORY_UTILIZATION = 0.9
"""The share of each card's memory vLLM takes by default (``--gpu-memory-utilization 0.9``, vLLM engine args)."""
MIN_USER_TOK_S = 10.0
"""Each user's output speed below which a chat server feels stuck (product choice: about reading speed)."""
COUNTS = (1, 2, 4, 8)
SERVER_LINES = frozenset({"datacenter", "quadro"})
"""Card lines a production server is built from: data-centre and workstation cards (PCIe)."""
SHOWN = 5
UNPRICED_SERVERS = ("L40S", "H200 NVL", "H100 NVL 94 GB")
"""Data-centre cards people build serving machines from that a market may not price (bought with servers
or rented): listed without a price, with what they serve."""
TABLE = Path("performance") / "serving.csv"


@dataclass(frozen=True)
class Run:
    """A published serving run (a row of ``data/performance/serving.csv``)."""

    id: str
    card: str
    count: int
    model: str
    precision: str
    engine: str
    users: int
    context: int
    tok_s: float
    source: str
    use: str = "anchor"


#: bytes per weight of the formats serving engines load (int4: AWQ/GPTQ-class 4-bit with its scales, 4.5 bits)
SERVED_BYTES = {"fp32": 4.0, "bf16": 2.0, "fp16": 2.0, "fp8": 1.0, "int8": 1.0, "int4": 0.5625, "mxfp4": 0.53}


def _bytes_per_weight(precision: str) -> float:
    """Bytes per weight of ``precision`` as served (:data:`SERVED_BYTES`); any other level asked (a
    GGUF ``q5_k_m``, ``nf4``…) at its bits per weight in ``data/performance/quant_bits.csv``."""
    return SERVED_BYTES[precision] if precision in SERVED_BYTES else bits_of(precision) / 8


def step_bytes(arch: Architecture, precision: str, context: int) -> tuple[float, float, float]:
    """(weights read a step, one user's KV cache, all the weights), bytes: the active parameters at
    ``precision`` (4-bit with its scales: 4.5 bits; MXFP4 4.25), the KV cache of ``context`` tokens."""
    est = estimate(arch, "inference", "fp16", context, 1)
    per = _bytes_per_weight(precision)
    active = (arch.active_params or arch.params) * per
    return active, est.kv_cache * GIB, arch.params * per


def max_users(arch: Architecture, precision: str, context: int, memory_gb: float, count: int) -> int:
    """Users at once whose KV caches fit beside the weights on ``count`` cards of ``memory_gb``."""
    w, k, total = step_bytes(arch, precision, context)
    free = count * memory_gb * GIB * GPU_MEMORY_UTILIZATION - total - count * GIB  # 1 GB a card for CUDA
    return max(0, math.floor(free / k)) if k > 0 else 0


@dataclass(frozen=True)
class Anchor:
    """A published run used to scale: its saturated rate (tokens/s), the configuration's bandwidth (GB/s),
    the bytes of weights a token reads and the model's active parameters."""

    run: Run
    saturation: float
    bandwidth_gb_s: float
    weights: float
    active: float


class ServingModel:
    """The saturation curve of the module docstring, anchored on ``data/performance/serving.csv``.
    ``cards``: the catalogue's cards by name; ``models``: the model table; ``decode_of(card, arch, precision,
    context, count)``: batch-1 decode tokens/s (``None`` without a figure)."""

    def __init__(self, cards: dict[str, Card], models, data: Path, decode_of) -> None:
        with (data / TABLE).open(encoding="utf-8", newline="") as f:
            self.runs = [Run(id=r["id"], card=r["card"], count=int(r["count"]), model=r["model"],
                             precision=r["precision"], engine=r["engine"], users=int(r["concurrency"]),
                             context=int(r["context_tokens"]), tok_s=float(r["output_tok_s"]), source=r["source"],
                             use=r["use"])
                         for r in csv.DictReader(f)]
        self.models = models
        self.decode_of = decode_of
        self.anchors: list[Anchor] = []
        for run in self.runs:
            if run.use != "anchor":
                continue  # a cross-check from another engine or method (kept with its source, not scaled from)
            arch, card = models.resolve(run.model), cards[run.card]
            one = decode_of(card, arch, run.precision, run.context, run.count)
            users = min(run.users, max_users(arch, run.precision, run.context, card.memory_gb or 0, run.count)) or 1
            if one is None or run.tok_s >= users * one:
                continue  # below the knee: it measures batch-1 speed, not saturation
            w, _, _ = step_bytes(arch, run.precision, run.context)
            self.anchors.append(Anchor(run=run, saturation=1 / (1 / run.tok_s - 1 / (users * one)),
                                       bandwidth_gb_s=(card.bandwidth_gb_s or 0) * run.count, weights=w,
                                       active=arch.active_params or arch.params))
        errors = []
        for a in self.anchors:  # each anchor estimated from the others: the error said with every figure
            est = scaled([b for b in self.anchors if b is not a], a.active, a.bandwidth_gb_s, a.weights)
            if est is not None:
                errors.append(abs(est / a.saturation - 1))
        self.error = max(errors) if errors else 1.0

    def saturation(self, arch: Architecture, precision: str, context: int, bandwidth_gb_s: float) -> float | None:
        """The saturated output rate of ``arch`` on a configuration of ``bandwidth_gb_s`` (tokens/s)."""
        w, _, _ = step_bytes(arch, precision, context)
        return scaled(self.anchors, arch.active_params or arch.params, bandwidth_gb_s, w)

    @cached_property
    def sources(self) -> str:
        """The runs' sources, ``; ``-joined."""
        return "; ".join(dict.fromkeys(r.source for r in self.runs))


def scaled(anchors: list[Anchor], active: float, bandwidth_gb_s: float, weights: float) -> float | None:
    """The saturated rate of a configuration of ``bandwidth_gb_s`` reading ``weights`` bytes a token, from the
    anchor of the model class nearest in active parameters (``active``) and, among those, nearest in
    bandwidth (the same kind of configuration where one was measured): its saturation × the bandwidth ratio ×
    the weights ratio; ``None`` without anchors."""
    if not anchors:
        return None
    a = min(anchors, key=lambda a: (round(abs(math.log(active / a.active)), 6),
                                    abs(math.log(bandwidth_gb_s / a.bandwidth_gb_s))))
    return a.saturation * bandwidth_gb_s / a.bandwidth_gb_s * a.weights / weights


def serving_precision(card: Card, fp8: bool, arch: Architecture | None = None) -> str:
    """The precision a server runs a model in on ``card``: FP8 where its tensor cores have it (vLLM's FP8
    checkpoints, W8A8) and, for a dense model, on the cards without (weight-only FP8, W8A16, through vLLM's FP8
    Marlin kernel: vLLM docs, "FP8 W8A8": "FP8 models will run on compute capability >= 7.5 (Turing) as weight-only
    W8A16") — one format for every card an answer compares (newuser26 #6: 8 × RTX PRO 5000 in FP8 at 35 tok/s
    against 8 × A100 in 16-bit at 21); 16-bit for a mixture-of-experts model on a card without FP8 (vLLM's FP8 MoE
    kernels need compute capability 8.9: neuralmagic's DeepSeek-Coder-V2-Instruct-FP8 discussion #1)."""
    if fp8 or (arch is not None and arch.experts <= 1):
        return "fp8"
    return "fp16"


PRECISION_NAMES = {"fp8": "FP8", "fp16": "BF16", "bf16": "BF16", "int8": "INT8", "int4": "4-bit (AWQ/GPTQ)"}
"""How an answer names a served format."""


def precision_name(precision: str) -> Text:
    """A served format as the answer names it ("FP8", "BF16", "4-bit (AWQ/GPTQ)"; another level as written)."""
    return Text(value=PRECISION_NAMES.get(precision, precision.upper()))


def serve(model: ServingModel, arch: Architecture, users: int, context: int,
          offers: list[tuple[Card, Price | None, bool]], platform, precision: str | None = None) -> Serving:
    """Serving ``arch`` to ``users`` at ``context`` tokens each (module docstring). ``offers``: the server
    cards to try (a card, its price or ``None``, whether it has FP8); ``platform(count, card)`` the platform cost
    of a multi-GPU build; ``precision`` the asked precision (else :func:`serving_precision`)."""
    configs: list[ServeConfig] = []
    for card, price, fp8 in offers:
        p = precision or serving_precision(card, fp8, arch)
        for count in COUNTS:
            room = max_users(arch, p, context, card.memory_gb or 0, count)
            if room < users:
                continue
            one = model.decode_of(card, arch, p, context, count)
            sat = model.saturation(arch, p, context, (card.bandwidth_gb_s or 0) * count)
            if one is None or sat is None:
                continue
            total = 1 / (1 / (users * one) + 1 / sat)
            per_user = total / users
            if per_user < MIN_USER_TOK_S:
                continue
            extra = platform(count, card).cost if count > 1 else 0.0
            cost = price.amount * count + extra if price is not None else None
            configs.append(ServeConfig(card=card.name, count=count, price=price, total_price=cost,
                                       memory_gb=card.memory_gb or 0, max_users=room,
                                       aggregate_tok_s=round(per_user * users, 1), per_user_tok_s=round(per_user, 1),
                                       kind="estimated", source=model.sources, precision=p))
            break  # the fewest cards of this kind that serve them
    priced = sorted((c for c in configs if c.total_price is not None), key=lambda c: (c.total_price, -c.per_user_tok_s))
    unpriced = sorted((c for c in configs if c.total_price is None), key=lambda c: (c.count, -c.per_user_tok_s))
    ordered = priced + unpriced
    if priced:
        ordered[0] = ordered[0].model_copy(update={"role": "cheapest"})
    fastest = max(ordered, key=lambda c: c.per_user_tok_s, default=None)
    if fastest is not None and fastest.role != "cheapest":
        i = ordered.index(fastest)
        ordered[i] = fastest.model_copy(update={"role": "fastest"})
    head = {"users": Number(value=users), "model": card_param(arch.name), "context": Number(value=context)}
    if not ordered:
        message = msg("serving.none", "To serve {users:,.0f} users at once with {model} ({context:,.0f} tokens each), "
                      "no configuration of up to 8 server cards priced or listed here holds them at {speed} or more "
                      "each: serve fewer users a server, a smaller model, or spread them over several servers.",
                      speed=Quantity(value=MIN_USER_TOK_S, unit="tok/s", digits=0), **head)
    else:
        first = ordered[0]
        native = {card.name: fp8 for card, _, fp8 in offers}
        figures = dict(config=config_name(first), precision=precision_name(first.precision),
                       total=Quantity(value=round(first.aggregate_tok_s), unit="tok/s", digits=0),
                       per=Quantity(value=first.per_user_tok_s, unit="tok/s", digits=0), **head)
        message = _best_at(first, not native.get(first.card, True), figures)
    return Serving(users=users, context=context, configs=ordered[:SHOWN], message=message)


def _best_at(first: ServeConfig, weight_only: bool, figures: dict) -> Message:
    """The serving headline for ``first`` (``figures``: its parameters); ``weight_only``: its card has no FP8 tensor
    cores, so FP8 said is weight-only FP8, said after it."""
    best = msg("serving.best.at", "To serve {users:,.0f} users at once with {model} ({context:,.0f} tokens each) in "
               "{precision} on a batching server (vLLM or TGI): {config}, about {total} in all, {per} each (estimated "
               "from published vLLM runs on A100 and H100: a rough guide).", **figures)
    if first.precision != "fp8" or not weight_only:
        return best
    # an A100 "in FP8" beside answers saying Ampere has no FP8 (fix83 #2): weight-only FP8 through vLLM's FP8 Marlin
    # kernels (advisor.fp8_line's FP8_DOCS: "Turing/Ampere GPUs are supported for W8A16 (weight-only FP8) utilizing
    # Marlin kernels")
    return join([best, msg("serving.weight-only", "{card} has no FP8 tensor cores: vLLM runs the FP8 weights on it "
                           "weight-only (W8A16, through its FP8 Marlin kernels), the math in 16 bits.",
                           card=card_param(first.card))], "sentences")


def formats_apart(served: Serving) -> Message | None:
    """Why some of ``served``'s configurations are sized in another format than the first (:func:`serving_precision`:
    a mixture-of-experts model in 16-bit on cards without FP8 tensor cores), naming them; ``None`` when all are in
    one format."""
    first = served.configs[0].precision if served.configs else ""
    apart = [c for c in served.configs if c.precision and first and c.precision != first]
    if not apart:
        return None
    return msg("serving.formats-apart", "{cards} have no FP8 tensor cores (compute capability below 8.9), and vLLM "
               "runs an FP8 mixture-of-experts model only on 8.9 or later: they are sized in {precision}, twice the "
               "weights' memory, so they serve fewer users for the money.",
               cards=ListOf(items=[card_param(c.card) for c in apart], style="and"),
               precision=precision_name(apart[0].precision))


def config_name(c: ServeConfig) -> Message:
    """"2 × H100 PCIe 80 GB (22,000 USD in all)", "L40S (no price here)"."""
    name = (msg("owned.rig.count", "{count:.0f} × {card}", count=Number(value=c.count), card=card_param(c.card))
            if c.count > 1 else msg("owned.rig.one", "{card}", card=card_param(c.card)))
    if c.total_price is not None and c.price is not None:
        return msg("serving.config.priced", "{name} ({price} in all)", name=name,
                   price=Money(amount=c.total_price, currency=c.price.currency))
    return msg("serving.config.unpriced", "{name} (no price here: bought from a server vendor or rented)", name=name)


def how_estimated(model: ServingModel) -> Message:
    """How the serving figures are made and how far to trust them, for the details."""
    return msg("serving.how", "How these figures are made: one user's decode speed alone and the configuration's "
               "saturated output, scaled by bandwidth and weights from {anchors:.0f} published vLLM runs on A100 and "
               "H100 (Lambda, vLLM v0.5.4, which newer vLLM more than doubles); estimating each of those runs from "
               "the others misses by up to {error}, so read them as a rough guide.", anchors=Number(value=len(
                   model.anchors)), error=Quantity(value=round(model.error * 100), unit="%", digits=0))


def geforce_note() -> Message:
    """GeForce cards serve too, but their licence forbids data-centre deployment (``line.geforce``)."""
    return msg("serving.geforce", "GeForce cards (RTX 4090, 5090) run vLLM too, but NVIDIA's GeForce driver licence "
               "forbids deploying them in a data centre: for a production server, check it, or use data-centre or "
               "workstation cards.")



def serve_on(model: ServingModel, arch: Architecture, users: int, context: int, card: Card, count: int, fp8: bool,
             rig: Message, precision: str | None = None) -> Serving:
    """Serving ``arch`` to ``users`` at ``context`` tokens each on the owner's ``count`` × ``card`` (``rig``: how
    the answer names them), never priced (issue 28 §3, §5): the users its memory holds beside the weights
    (:func:`max_users`), and the output in all and per user at the users asked, or at the most it holds when
    fewer (the same curve as :func:`serve`); ``role`` ``"rig"``. The message says whether each user gets
    :data:`MIN_USER_TOK_S` or more."""
    tried = [precision] if precision else list(dict.fromkeys([serving_precision(card, fp8, arch), "int8", "int4"]))
    rooms = [(q, max_users(arch, q, context, card.memory_gb or 0, count)) for q in tried]
    # the finest precision that holds the users asked, else the one that holds the most (4-bit: AWQ/GPTQ-class)
    p, room = next(((q, r) for q, r in rooms if r >= users), max(rooms, key=lambda t: t[1]))
    head = {"rig": rig, "users": Number(value=users), "model": card_param(arch.name), "context": Number(value=context),
            "room": Number(value=room), "precision": Text(value=p)}
    one = model.decode_of(card, arch, p, context, count)
    sat = model.saturation(arch, p, context, (card.bandwidth_gb_s or 0) * count)
    weights4 = step_bytes(arch, "int4", context)[2] / GIB  # the least its weights take (4-bit AWQ/GPTQ with scales)
    if room < 1 and weights4 + count > count * (card.memory_gb or 0) * GPU_MEMORY_UTILIZATION:  # fix74b #4
        message = msg("serving.rig.weights", "On {rig}, {model}'s weights alone do not fit: even in 4-bit they take "
                      "about {weights}, more than its {memory}. Serving {users:,.0f} users at once takes several "
                      "cards of 48–80 GB together (ask for {model} for {users:,.0f} users without your card: the "
                      "configurations and their prices).", **head, weights=Quantity(value=round(weights4), unit="GB"),
                      memory=Quantity(value=round(count * (card.memory_gb or 0)), unit="GB"))
        return Serving(users=users, context=context, configs=[], message=message)
    if room < 1 or one is None or sat is None:
        message = msg("serving.rig.none", "On {rig}, {model} in {precision} leaves no room for even one user's "
                      "{context:,.0f}-token cache beside its weights: serve a smaller model, or a 4-bit one.", **head)
        return Serving(users=users, context=context, configs=[], message=message)
    served = min(users, room)
    total = 1 / (1 / (served * one) + 1 / sat)
    per_user = total / served
    config = ServeConfig(card=card.name, count=count, memory_gb=card.memory_gb or 0, max_users=room,
                         aggregate_tok_s=round(total, 1), per_user_tok_s=round(per_user, 1), kind="estimated",
                         source=model.sources, role="rig")
    figures = {"total": Quantity(value=round(total), unit="tok/s", digits=0),
               "per": Quantity(value=round(per_user, 1), unit="tok/s", digits=0)}
    if room < users:
        message = msg("serving.rig.few", "On {rig}, {model} in {precision} holds the {context:,.0f}-token caches "
                      "of {room:,.0f} users at once, not {users:,.0f}: at {room:,.0f} a batching server (vLLM) gives "
                      "about {total} in all, {per} each; the rest wait in its queue (estimated from published vLLM "
                      "runs: a rough guide).", **head, **figures)
    elif per_user < MIN_USER_TOK_S:
        message = msg("serving.rig.slow", "On {rig}, {model} in {precision} holds {users:,.0f} users at once "
                      "(room for {room:,.0f}), but a batching server (vLLM) gives about {total} in all, only {per} "
                      "each, slower than people read: serve fewer users, or a smaller or 4-bit model (estimated from "
                      "published vLLM runs: a rough guide).", **head, **figures)
    else:
        message = msg("serving.rig.yes", "Yes: on {rig}, {model} in {precision} serves {users:,.0f} users at once "
                      "(room for {room:,.0f}) on a batching server (vLLM or TGI), about {total} in all, {per} each "
                      "(estimated from published vLLM runs: a rough guide).", **head, **figures)
    return Serving(users=users, context=context, configs=[config], message=message)
