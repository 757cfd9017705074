"""The wall circuits of the asker's homes when they are not the market's (fix64a, newuser26:
"想组4卡3090训练，电源要多大？" was held to a US 15 A / 120 V circuit and NEC 210.19 though mainland China's homes
run at 220 V).

The market's own circuits (``MarketPolicy.circuits``: today's market is the US one) stand for a question in English; a
question in Simplified Chinese, or a budget in yuan, is held to mainland China's sockets (``data/platforms.csv``
``cn-10a-220v``, ``cn-16a-220v``: 10 A x 220 V = 2,200 W for an ordinary socket, 16 A x 220 V = 3,520 W for an air
conditioner's; GB 2099.1 / GB 1002), rated figures, with the source's advice to keep a long load about 20 % under
them (:data:`LONG_LOAD_SHARE`). Pure.
"""

from __future__ import annotations

from functools import cache

from .catalog.inputs import data_dir
from .models import Circuit, Market, citation

CHINA_CIRCUITS = ("cn-10a-220v", "cn-16a-220v")
"""``data/platforms.csv`` rows of mainland China's home sockets, smallest first."""

LONG_LOAD_SHARE = 0.8
"""The share of a Chinese socket's rating a load of hours should stay under (``cn-10a-220v``'s source: 2,200 W x 0.8 =
1,760 W on a 10 A socket)."""


@cache
def china_circuits() -> tuple[Circuit, ...]:
    """Mainland China's home sockets (:data:`CHINA_CIRCUITS`), each with its rated watts and source, smallest first."""
    from .facts import load_platforms  # the facts tables load when a rig's power is weighed, never at start (why 970)

    rows = {r.id: r for r in load_platforms(data_dir())}
    return tuple(Circuit(id=rows[c].id, amps=int(rows[c].amps or 0), volts=int(rows[c].volts or 0),
                         watts=int(rows[c].watts_continuous or 0), source=citation(rows[c].source))
                 for c in CHINA_CIRCUITS if c in rows)


def in_china(language: str | None, currency: str | None = None) -> bool:
    """Whether the asker's homes are mainland China's: a question in Simplified Chinese (``zh_Hans``) or an amount in
    yuan (``CNY``); Traditional Chinese (Taiwan's 110 V, Hong Kong's 220 V) is not assumed."""
    return language == "zh_Hans" or currency == "CNY"


def home_circuits(market: Market, language: str | None, currency: str | None = None) -> list[Circuit]:
    """The circuits a rig's power is held to: mainland China's sockets (:func:`china_circuits`) where :func:`in_china`,
    else the market's own (``Market.circuits``); none where the market lists none (a guide's market keeps its voice)."""
    if not market.circuits:
        return []
    return list(china_circuits()) if in_china(language, currency) else list(market.circuits)


def is_china(circuit: Circuit | None) -> bool:
    """Whether ``circuit`` is one of mainland China's sockets (:data:`CHINA_CIRCUITS`)."""
    return circuit is not None and circuit.id in CHINA_CIRCUITS


__all__ = ["CHINA_CIRCUITS", "LONG_LOAD_SHARE", "china_circuits", "home_circuits", "in_china", "is_china"]
