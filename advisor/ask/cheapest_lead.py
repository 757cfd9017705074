"""The cheapest asked of a model's ways leads with the cheapest set-up that works, whatever its kind (fix43c,
newuser20 #8: "cheapest card that runs gpt-oss 120b fully in vram" led with the Framework Desktop at 2,459 USD, the
cheapest *unified-memory machine*, while its own list held 2 x Tesla V100 32 GB at 2,200 USD in all, ≈ 80 tok/s).

A ``fits`` short form leads with the cheapest way on a headline route (a CUDA card or a machine) and lists the
tinkerer's and non-CUDA options after it. Asked for the cheapest ("cheapest …", "最便宜"), the cheapest way that works
comes first whatever its kind — one card or a split, a machine, a used data-centre or a non-CUDA card: the rules take
it, its software runs the job, it is not tight, not a server module, not a Mac only with its wired-memory limit raised,
and it decodes at the speed a way must reach to work (:func:`advisor.fits.ways.speed_floor`) — with its own label and
caveat (a passive card, old CUDA, no CUDA). The engine's own rule still holds: one card at most
:data:`~advisor.thresholds.DOMINANCE_PREMIUM` dearer and no slower leads over a split (no split to set up). The rest
keep their order. Pure: the answer's own ways."""

from __future__ import annotations

import re
from typing import Any

from ..fits.ways import speed_floor, usable
from ..shape import _fit_line
from ..thresholds import DOMINANCE_PREMIUM
from .value_asked import PER_GB
from .value_lead import CHEAPEST

LEAST = re.compile(CHEAPEST.pattern + r"|lowest[-\s]+(?:cost|price)|most\s+affordable|least\s+money|"
                   r"最低成本|最省钱|最省錢|最低价|最低價|花最少|最少的钱|最少的錢", re.I)
"""Words that ask for the cheapest way: :data:`~.value_lead.CHEAPEST` and the other ways of saying it."""


def cheapest_way(cards: list[Any], wanted: float | None = None) -> Any | None:
    """The cheapest of a ``fits`` answer's ways that works, whatever its route (module docstring), at ``wanted``
    tokens/s or more when a speed is asked ("at 20 tok/s"); ``None``."""
    floor = max(speed_floor(cards), wanted or 0.0)
    ok = [c for c in cards if usable(c) and not c.wired_limit_raised and c.total_price
          and (c.speed.tok_s >= floor if c.speed is not None else not wanted)]
    if not ok:
        return None
    cheapest = min(ok, key=lambda c: (c.total_price, c.count, c.card))
    if cheapest.count > 1 and cheapest.speed is not None:  # one card, no slower, for a little more: no split
        alone = [c for c in ok if c.count == 1 and c.total_price <= cheapest.total_price * (1 + DOMINANCE_PREMIUM)
                 and c.speed is not None and c.speed.tok_s >= cheapest.speed.tok_s]
        cheapest = min(alone, key=lambda c: (c.total_price, c.card), default=cheapest)
    return cheapest


def cheapest_led(text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` with the cheapest way that works first when ``text`` asks for the cheapest of a model's ways (a
    ``fits`` reading, not an owner's, not the price of a GB); unchanged otherwise."""
    shape = getattr(answer, "shape", None)
    if (read_as.command != "fits" or read_as.own or shape is None or not shape.ranking or not LEAST.search(text)
            or PER_GB.search(text) or any(x.role not in ("alone", "split") for x in shape.ranking)):
        return answer
    way = cheapest_way(list(getattr(answer, "cards", None) or []), getattr(read_as, "speed_tps", None))
    if way is None:
        return answer
    at = next((i for i, x in enumerate(shape.ranking) if (x.card, x.gpus) == (way.card, way.count)), None)
    if at == 0:
        return answer
    if at is None:
        ranking = [_fit_line(way, answer), *shape.ranking[:-1]] if len(shape.ranking) > 1 else [
            _fit_line(way, answer), *shape.ranking]
    else:
        ranking = [shape.ranking[at], *shape.ranking[:at], *shape.ranking[at + 1:]]
    return answer.model_copy(update={"shape": shape.model_copy(update={"ranking": ranking})})


__all__ = ["cheapest_led", "cheapest_way"]
