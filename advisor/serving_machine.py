"""Serving from the owner's unified-memory machine (break36 #8: "can my mac studio m3 ultra 512gb serve deepseek v3 to
5 people?" answered with an 8 × RTX PRO 6000 server for 130,628 USD, the machine ignored).

A Mac, a DGX Spark or a Strix Halo box serves a few people through llama.cpp's server (``--parallel``) or MLX, not
vLLM on data-centre cards, so the answer is the owner's machine first: does the model fit with room for each user's
KV cache, one user's decode speed (the rig's batch-1 estimate), and what several users at once share — the batching
gain measured on a GB10 with llama.cpp's ``llama-batched-bench`` (``data/performance/machine_batched.csv``: the
aggregate output at B users over B = 1, of the measured model nearest in kind, MoE or dense), applied to this
machine's one-user speed, said as an estimate with its source. Reading prompts is its weak point
(:func:`advisor.routes.prefill_message`, a reason beside); a server of cards follows as an option, never as the
answer. Pure but for the CSV read once.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .fits import Architecture
from .i18n import Number, Quantity, Text, msg
from .models import Card, RigFit, ServeConfig, Serving
from .serving import MIN_USER_TOK_S, max_users
from .wording import card_param

TABLE = Path("performance") / "machine_batched.csv"


@dataclass(frozen=True)
class Batched:
    """A measured curve of aggregate output against users at once (rows of :data:`TABLE` for one model)."""

    chip: str
    model: str
    kind: str
    points: tuple[tuple[int, float], ...]
    source: str
    quant: str = ""


@cache
def curves(data: Path | None = None) -> tuple[Batched, ...]:
    """The measured curves of :data:`TABLE`, one a model."""
    from .catalog import data_dir

    rows: dict[str, list[dict[str, str]]] = {}
    with ((data or data_dir()) / TABLE).open(encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f):
            rows.setdefault(r["model"], []).append(r)
    return tuple(Batched(rs[0]["chip"], m, rs[0]["kind"], tuple(sorted((int(r["batch"]), float(r["aggregate_tok_s"]))
                                                                       for r in rs)), rs[0]["source"], rs[0]["quant"])
                 for m, rs in rows.items())


def gain(curve: Batched, users: int) -> float:
    """The aggregate output at ``users`` at once over one user's, linear between the measured batches (never more than
    ``users``: nobody gets more than one alone), held at the largest measured batch's beyond it."""
    points = curve.points
    base = points[0][1]
    if users <= points[0][0]:
        return 1.0
    for (b0, t0), (b1, t1) in zip(points, points[1:], strict=False):
        if users <= b1:
            w = (users - b0) / (b1 - b0)
            return min(users, (t0 + w * (t1 - t0)) / base)  # never more than each alone
    return points[-1][1] / base


def nearest(arch: Architecture) -> Batched:
    """The measured curve of the model kind nearest to ``arch`` (an MoE's, else a dense model's)."""
    kind = "moe" if arch.experts > 1 else "dense"
    found = curves()
    return next((c for c in found if c.kind == kind), found[0])


def serve_on_machine(arch: Architecture, users: int, context: int, machine: Card, owned: RigFit, precision: str,
                     bigger: Serving | None) -> Serving:
    """``arch`` served to ``users`` at ``context`` tokens each from the owner's ``machine`` (``owned``: the model
    sized on it, with its one-user decode speed), the users its memory holds beside the weights, what they share,
    and ``bigger``'s first server as an option after (module docstring)."""
    head = {"machine": card_param(machine.name), "model": card_param(arch.name), "users": Number(value=users),
            "context": Number(value=context)}
    memory = machine.llm_memory_gb or machine.memory_gb or 0.0
    room = max_users(arch, precision, context, memory / 0.9, 1)  # the machine's GPU share, all of it
    one = owned.speed.tok_s if owned.speed is not None else None
    after = bigger.configs[:2] if bigger is not None else []
    if owned.way == "none" or room < 1 or one is None:
        message = msg("serving.machine.none", "Not on your {machine}: {model} with {context:,.0f}-token caches for "
                      "{users:,.0f} users does not fit its memory ({memory} for its GPU); a smaller or lower-quant "
                      "model does, or the server below.", memory=Quantity(value=round(memory, 1), unit="GB", digits=1),
                      **head)
        return Serving(users=users, context=context, engine="llama.cpp", configs=after, message=message)
    curve = nearest(arch)
    served = min(users, room)
    total = one * gain(curve, served)
    per = total / served
    config = ServeConfig(card=machine.name, count=1, memory_gb=memory, max_users=room,
                         aggregate_tok_s=round(total, 1), per_user_tok_s=round(per, 1), kind="estimated",
                         source=curve.source, role="rig")
    figures = {"one": Quantity(value=round(one), unit="tok/s", digits=0),
               "total": Quantity(value=round(total), unit="tok/s", digits=0),
               "per": Quantity(value=round(per, 1), unit="tok/s", digits=0), "room": Number(value=room),
               "chip": Text(value=curve.chip), "measured": Text(value=curve.model)}
    if room < users:
        lead = msg("serving.machine.few", "Partly: your {machine} holds {model} with the {context:,.0f}-token caches "
                   "of {room:,.0f} users at once, not {users:,.0f}; the rest wait.", **head, **figures)
    elif per < MIN_USER_TOK_S:
        lead = msg("serving.machine.slow", "Slowly: your {machine} holds {model} for {users:,.0f} users at once "
                   "(room for {room:,.0f}), but they share its speed.", **head, **figures)
    else:
        lead = msg("serving.machine.yes", "Yes: your {machine} holds {model} for {users:,.0f} users at once (room "
                   "for {room:,.0f}) through llama.cpp's server with parallel slots.", **head, **figures)
    message = msg("serving.machine.shared", "{lead} One user alone gets about {one}; {users:,.0f} at once share about "
                  "{total}, {per} each (estimated: the gain from serving several at once measured on the {chip} with "
                  "{measured} by llama.cpp's batched bench, applied to this machine's one-user speed).", lead=lead,
                  **head, **figures)
    return Serving(users=users, context=context, engine="llama.cpp", configs=[config, *after], message=message)


__all__ = ["curves", "gain", "nearest", "serve_on_machine"]
