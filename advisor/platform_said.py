"""What a several-card line's platform is (issue 28, fix47b #3): "2 x cards … incl. 810 USD for the board and power
supply" in one answer and 220 in another, with no word why. The platform a set is priced on
(:func:`advisor.rigs.platform_for`, a ``data/platforms.csv`` row: a B550 board with an 850 W supply for a modest pair,
the X670E x8/x8 board with a 1,500 W supply for a hot one, an EPYC board with a 1,600 W supply for three or four) is
named on the ranking line: its board (:func:`board_name`, the row's ``board`` as its source names it) and its supply
(:attr:`advisor.models.RankLine.platform_board`, ``platform_supply_w``), so the two figures are explained. A line
whose platform amount is not the one :func:`advisor.rigs.platform_for` prices (a whole PC's rest, an owner's added
cards) is left as it is. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .models import RankLine

_BOARD = re.compile(r"^(.*?)\s+(?:ATX\s+)?(?:board|motherboard)\b", re.IGNORECASE)
_PRICE = re.compile(r"\s*\([^)]*\)")
TOLERANCE = 1.0
"""A line's platform amount and the row's cost agree within this (market currency): rounding."""

PlatformOf = Callable[[int, str], Any]
"""``platform_of(gpus, card)``: the :class:`advisor.rigs.Platform` ``gpus`` x ``card`` are priced on, or ``None``."""


def board_name(board: str) -> str | None:
    """The board of a platform row as its source names it, without the price and the description ("B550 ATX board
    with a second full-length slot (~$90-110)": "B550"; "X670E board with two PCIe 5.0 x8 slots (~$430)": "X670E";
    "ASRock Rack ROMED8-2T (7 x16 slots)": "ASRock Rack ROMED8-2T"); ``None`` without one."""
    text = _PRICE.sub("", board or "").strip()
    if not text:
        return None
    found = _BOARD.match(text)
    name = (found.group(1) if found else text.split(",")[0]).strip()
    return name or None


def named_line(x: RankLine, platform_of: PlatformOf) -> RankLine:
    """``x`` with its platform's board and supply named where its total counts the platform ``platform_of`` prices
    its cards on (module docstring); ``x`` as is otherwise."""
    if x.gpus < 2 or not x.total or x.adds or x.rest_of_pc or x.price is None or x.platform_board:
        return x
    amount = x.total - x.gpus * x.price.amount
    if amount < TOLERANCE:
        return x
    platform = platform_of(x.gpus, x.card)
    row = getattr(platform, "row", None)
    if row is None or abs(platform.cost - amount) > TOLERANCE:
        return x
    board = board_name(row.board)
    supply = platform.supply_w if platform.supplies > 1 else row.psu_watts
    if board is None or not supply:
        return x
    return x.model_copy(update={"platform_board": board, "platform_supply_w": int(supply),
                                "platform_supplies": int(platform.supplies), "platform_count": int(platform.count)})


def named_platforms(shape: Any, platform_of: PlatformOf | None) -> Any:
    """``shape`` with every several-card line's platform named (:func:`named_line`); ``shape`` as is without
    ``platform_of`` or a ranking."""
    if platform_of is None or shape is None or not getattr(shape, "ranking", None):
        return shape
    ranking = [named_line(x, platform_of) for x in shape.ranking]
    if all(a is b for a, b in zip(ranking, shape.ranking, strict=True)):
        return shape
    return shape.model_copy(update={"ranking": ranking})


__all__ = ["board_name", "named_line", "named_platforms"]
