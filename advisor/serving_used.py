"""The used routes of a serving answer (issue 28, round 6, the breaker: "which gpu for 20 concurrent users on
llama 3 70b" got only 4 × RTX PRO 5000 at about 19,600 USD): in 4-bit (AWQ or GPTQ weights on vLLM, the way
people serve a 70B on 48-96 GB), the cheapest workstation or data-centre configuration, and the cheapest
GeForce one (4 × RTX 3090, tensor parallel over PCIe; one card never said split), each with its throughput from
the same serving model
(:func:`advisor.serving.serve`: published vLLM runs, ``data/performance/serving.csv``) — said when cheaper
than the answer's own cheapest configuration. GeForce cards carry their two limits: no peer-to-peer over
PCIe (``multi.nvlink-p2p``: tensor parallelism waits on it, so their figure is optimistic) and NVIDIA's
licence (no data-centre deployment, ``line.geforce``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import Message, Quantity, Text, msg

if TYPE_CHECKING:
    from .fits import Architecture, PlatformOf
    from .models import Card, Price, Serving
    from .serving import ServingModel

USED_PRECISION = "int4"
"""The precision of the used routes: 4-bit weights (AWQ or GPTQ; :data:`advisor.serving.SERVED_BYTES`)."""


def used_routes(model: ServingModel, arch: Architecture, users: int, context: int, served: Serving,
                servers: list[tuple[Card, Price | None, bool]], geforce: list[tuple[Card, Price | None, bool]],
                platform: PlatformOf) -> Message | None:
    """One sentence with the cheapest 4-bit configuration of ``servers`` (workstation and data-centre cards) and
    of ``geforce`` (GeForce cards of 24 GB or more, used) that serve ``users`` at ``context`` tokens each, each
    (both, when both do) when it costs less than ``served``'s cheapest priced configuration (or ``served`` has
    none); ``None`` when neither does. ``platform(count, card)``: the platform price of a multi-GPU build (in the
    configurations' totals)."""
    from .serving import config_name, serve

    ceiling = min((c.total_price for c in served.configs if c.total_price is not None), default=None)

    def cheapest(offers):
        found = serve(model, arch, users, context, offers, platform, USED_PRECISION)
        priced = [c for c in found.configs if c.total_price is not None]
        best = min(priced, key=lambda c: c.total_price or 0.0, default=None)
        if best is None or (ceiling is not None and (best.total_price or 0.0) >= ceiling):
            return None
        return best

    def figures(c):
        return dict(config=config_name(c), per=Quantity(value=c.per_user_tok_s, unit="tok/s", digits=0),
                    total=Quantity(value=round(c.aggregate_tok_s), unit="tok/s", digits=0))

    work, game = cheapest(servers), cheapest(geforce)
    said = _routes(work, game, figures)
    head = min((c for c in served.configs if c.total_price is not None), key=lambda c: c.total_price or 0.0,
               default=None)
    faster = [c for c in (work, game) if c is not None]
    if said is None or head is None or not any(c.per_user_tok_s >= head.per_user_tok_s for c in faster):
        return said
    # the cheaper 4-bit route is at least as fast for the users asked (newuser28 #1): the pick above is never left
    # dominated without a word — it costs more only for its finer format
    return msg("serving.used.faster", "{routes} Faster for less: the pick above costs more only for its finer "
               "{precision} weights (closer to the released model than 4-bit); if 4-bit serves your users well, "
               "take a cheaper one.", routes=said,
               precision=Text(value=(head.precision or "16-bit").upper().replace("FP16", "16-bit")))


def _routes(work, game, figures) -> Message | None:
    """The sentence of :func:`used_routes` for the cheapest workstation (``work``) and GeForce (``game``) 4-bit
    configurations (either ``None``); ``figures(c)``: a configuration's name and throughput parameters."""
    if game is not None and game.count < 2:  # one GeForce card: no split, so no tensor-parallel words (newuser27)
        alone = msg("serving.used.geforce-one", "{config}, about {per} each ({total} in all), on one card (no "
                    "split between cards) and, by NVIDIA's GeForce licence, not in a data centre.", **figures(game))
        if work is not None:
            return msg("serving.used.both-one", "For less, in 4-bit (AWQ or GPTQ weights on vLLM): {config}, about "
                       "{per} each ({total} in all); or {alone}", alone=alone, **figures(work))
        return msg("serving.used.one", "For less, in 4-bit (AWQ or GPTQ weights on vLLM): {alone}", alone=alone)
    if work is not None and game is not None:
        return msg("serving.used.both", "For less, in 4-bit (AWQ or GPTQ weights on vLLM): {config}, about {per} "
                   "each ({total} in all); or {gconfig}, about {gper} each, tensor parallel over PCIe with no "
                   "peer-to-peer (slower than this estimate) and, by NVIDIA's GeForce licence, not in a data "
                   "centre.", **figures(work), **{"g" + k: v for k, v in figures(game).items()})
    if work is not None:
        return msg("serving.used", "For less, in 4-bit (AWQ or GPTQ weights on vLLM): {config}, about {per} each "
                   "({total} in all).", **figures(work))
    if game is not None:
        return msg("serving.used.geforce", "For less, in 4-bit (AWQ or GPTQ weights on vLLM): {config}, about {per} "
                   "each ({total} in all), tensor parallel over PCIe with no peer-to-peer (slower than this "
                   "estimate) and, by NVIDIA's GeForce licence, not in a data centre.", **figures(game))
    return None


USED_KEYS = frozenset({"serving.used", "serving.used.both", "serving.used.geforce", "serving.used.both-one",
                       "serving.used.one", "serving.used.faster"})
"""The keys of :func:`used_routes`' sentence: a deciding fact of the serving answer's short form."""

__all__ = ["USED_KEYS", "USED_PRECISION", "used_routes"]
