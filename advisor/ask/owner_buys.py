"""An owner's card said in passing beside a buying question (newuser14 #1, issue 28): "I have around 800 dollars …
my current card is an old rx 580. what gpu should i get?" asks what the budget buys, never the verdict on the card
already had; "my psu is 650w, budget 800, what gpu should i get" asks the same, with the supply said.

- :func:`buys_what` — the question asks which card to get or buy ("what gpu should i get", "which card to buy",
  "买什么显卡"): with a budget it is a recommendation for that budget (:func:`advisor.ask.command_slots.decide`).
- :func:`owned_floor` — an owner's recommendation (one card had) lists no card with less memory than theirs
  (``memory.never-less``): the owned card's memory is the minimum asked, where it is above the use case's own floor,
  and the read-as line says why.
- :func:`kept_owner` — a follow-up asking what to upgrade to or buy after the owner's card ("I have a 2080 ti" then
  "what should I upgrade to for 600?") keeps that card, so the same floor holds.
- :func:`with_supply` — a supply said ("my psu is 650w") beside a recommendation: whether the first pick runs on it,
  from the supply sizing the power answers use (:func:`advisor.ask.power_asked.power_reply`), first among the
  deciding facts.

Pure: each function returns a new reading or answer, or the one given unchanged.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..fits import need_gb
from ..i18n import Money, Number, Quantity, Text, msg
from ..models import Caveat, RankLine
from ..owner_steps import SLOWER, _speed, added_cards
from ..thresholds import HEADROOM_GB
from ..wording import card_param, gb, join
from . import cues
from .cues import BUY_WHAT
from .held_ways import held_ways
from .power_asked import power_reply, supply_beside
from .watts import supply_watts

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs
    from .reader import Reading



def buys_what(text: str) -> bool:
    """Whether ``text`` asks which card to get or buy (:data:`BUY_WHAT`)."""
    return BUY_WHAT.search(text.lower()) is not None


def buying_with_budget(r: Reading) -> bool:
    """Whether a reading with one card and a budget asks what the budget buys: which card to get (:func:`buys_what`),
    or, for an owner, an upgrade ("my 3060 is slow, upgrade for under 800?")."""
    low = r.text.lower()
    return r.budget is not None and (buys_what(low) or r.own and cues.UPGRADE.search(low) is not None)


def buys_instead(r: Reading) -> bool:
    """Whether an owner's question naming a model asks what to buy for it with a budget (:func:`buying_with_budget`:
    "2x RTX 3060 … vllm serve qwen2.5 14b fails with CUDA out of memory. What card should I buy instead, budget
    $800?", break29 #13): the budget's ranking for the model, never the fit on the cards had."""
    return r.own and bool(r.cards) and buying_with_budget(r)


def buying_gpus(r: Reading, command: str, memory: list[float | None] | None
                ) -> tuple[int | None, list[float | None] | None]:
    """The card count and memory a reading asks for: an owner's recommendation (:func:`buys_instead`) counts the
    cards had, not the cards to buy (those the ranking weighs, one or several), and their memory said is the
    memory had in all (:func:`owned_floor`'s floor: "2x RTX 3060 12GB" had is 24 GB); else as read."""
    if command != "recommend" or not r.gpus or not buys_instead(r) or r.gpus != sum(r.card_counts or [1]):
        return r.gpus, memory
    return None, [m * r.gpus if m is not None else None for m in memory] if memory else memory


def owned_floor(advisor: Advisor, read_as: ReadAs, market: str | None) -> ReadAs:
    """An owner's recommendation (``recommend`` with the one card they have, ``own``) with that card's memory as the
    minimum asked (``memory_gb``: the memory said of it, else the catalogue's), where it is above the use case's own
    floor — an upgrade never holds less than the card it replaces (``memory.never-less``) — said on the read-as line;
    ``read_as`` unchanged otherwise. An 8 GB RX 580's owner gets the general list (8 GB is its floor already); a
    2080 Ti's owner no 10 GB card."""
    if read_as.command != "recommend" or not read_as.own or len(read_as.cards) != 1 or (
            read_as.model is not None and not read_as.budget):  # a model and a budget: what to buy instead (fix36b)
        return read_as
    try:
        card = advisor.card(read_as.cards[0])
        m = advisor.catalog.market(read_as.market or market or None)
        floor = advisor.rules.floor_value(read_as.use_case or "general", m)
    except AdvisorError:
        return read_as
    said = _floor_said(read_as, (read_as.memory_gb or [None])[0])
    owned = said if said is not None else card.memory_gb
    one = said is None or not card.memory_gb or round(said / card.memory_gb) < 2  # "2x 3060 12GB": the pair's floor
    more = _more_than(advisor, m, owned) if owned and owned >= floor and read_as.use_case == "llm" and one else None
    if more is not None:  # an LLM is bound by memory: a card of the owner's memory or less is no upgrade for it
        note = msg("ask.owner-floor-llm", "an upgrade from your {card} ({memory}) for LLMs: memory is what limits "
                   "them, so no card with {memory} or less is listed", card=card_param(card.name), memory=gb(owned))
        kept = [n for n in read_as.notes if not n.key.startswith("ask.owner-floor")]
        return read_as.model_copy(update={"memory_gb": [more], "notes": [*kept, note]})
    if not owned or owned <= floor:  # the floor holds it already: the list as it is, still said as an upgrade
        kept = [n for n in read_as.notes if not n.key.startswith("ask.owner-floor")]
        said_upgrade = [msg("ask.owner-floor-upgrade", "an upgrade from your {card} ({memory})",
                            card=card_param(card.name), memory=gb(owned))] if owned else []
        return read_as.model_copy(update={"memory_gb": None, "notes": [*kept, *said_upgrade]})
    several = round(owned / card.memory_gb) if card.memory_gb and said is not None else 1  # "2x 3060 12GB": 24 GB
    note = msg("ask.owner-floor", "an upgrade from your {card} ({memory}): no card with less memory is listed",
               card=card_param(card.name), memory=gb(owned)) if several < 2 else msg(
        "ask.owner-floor-several", "an upgrade from your {count} × {card} ({memory} in all): no card or pair with "
        "less memory is listed", count=Number(value=several), card=card_param(card.name), memory=gb(owned))
    kept = [n for n in read_as.notes if not n.key.startswith("ask.owner-floor")]  # said by a follow-up's reading
    return read_as.model_copy(update={"memory_gb": [owned], "notes": [*kept, note]})


def _floor_said(read_as: ReadAs, said: float | None) -> float | None:
    """The memory said of the owner's card: ``said`` (the reading's), unless an LLM upgrade's floor was set above it
    (``ask.owner-floor-llm``'s note, kept by a follow-up): then the card's memory that note says, never the floor
    (newuser28 #3: a 12 GB 4070 became "your 4070 (16 GB)" on the third turn)."""
    before = next((n for n in read_as.notes if n.key == "ask.owner-floor-llm"), None)
    if before is not None and isinstance(memory := before.params.get("memory"), Quantity):
        return memory.value
    return said


def _more_than(advisor: Advisor, market, owned: float) -> float | None:
    """The least memory above ``owned`` GB that a card the market lists has ("3060 12GB" → 16), ``None`` when none
    has more."""
    sizes = [m for o in advisor._usable_cards(market) if (m := o.card.memory_gb or 0.0) > owned]
    return float(min(sizes)) if sizes else None


_NOT_MINE = re.compile(r"(?<![a-z])(?:friend|friends|brother|sister|son|daughter|kid|wife|husband|someone|"
                       r"new\s+(?:pc|build|rig|machine)|second\s+(?:pc|build|rig|machine)|instead)(?![a-z])|"
                       r"朋友|儿子|兒子|女儿|女兒|老婆|老公|新电脑|新電腦|新机器|新機器")
"""A follow-up's words that say the budget is for another machine or person ("for my friend", "a new build")."""


def kept_owner(previous: ReadAs, text: str) -> dict:
    """The slots a follow-up asking for a recommendation keeps of an owner's reading before ("I have a 2080 ti" then
    "what should I upgrade to for 600?", "my 3080 … upgrade?" then "and with 1500 budget?"): the one card had and
    ``own`` — a follow-up keeps every slot it does not change (break30 #13: a bare budget dropped the card had);
    none when the reading before owned no card (the cards were the verdict's) or the follow-up says the card is
    another's ("for my friend")."""
    low = text.lower()
    if previous.own and len(previous.cards) == 1 and (buys_what(low) or cues.UPGRADE.search(low) or not (
            _NOT_MINE.search(low))):
        return {"cards": list(previous.cards), "own": True, "memory_gb": previous.memory_gb}
    return {}


def _supply_said(advisor: Advisor, card: str, watts: float, read_as: ReadAs, market: str | None, gpus: int = 1):
    """The supply answer for ``gpus`` of ``card`` on ``watts`` (:func:`~advisor.ask.power_asked.power_reply`) and
    whether it carries them (its verdict's key); ``(None, False)`` when the card has no board power."""
    pick = read_as.model_copy(update={"command": "why", "cards": [card], "counts": None, "topic": "power",
                                      "gpus": gpus if gpus > 1 else None, "supply_w": watts})
    try:
        reply = power_reply(advisor, f"{watts:.0f}w", pick, read_as.market or market)
    except AdvisorError:
        return None, False
    if reply is None:
        return None, False
    first = reply.params["said"]
    while getattr(first, "key", "").startswith("answer.join."):  # the verdict is the first sentence joined
        first = first.params["first"]  # type: ignore[union-attr]
    return reply, getattr(first, "key", "") == "ask.power.said.ok"


_KEPT = ("ask.power.said.", "ask.power.limit")
"""The sentences of a supply's answer said beside a fit: its verdict and the power limit offered (the sizing behind
them is the supply question's own answer)."""


def _verdict(reply):
    """The verdict and power-limit sentences of :func:`~advisor.ask.power_asked.power_reply`'s ``reply`` joined, or
    ``None`` when it has no verdict."""
    parts, at = [], reply.params["said"]
    while getattr(at, "key", "") == "answer.join.sentences":
        parts.insert(0, at.params["second"])
        at = at.params["first"]
    parts.insert(0, at)
    kept = [p for p in parts if p.key.startswith(_KEPT) and p.key != "ask.power.limit.card"]
    return join(kept) if kept and kept[0].key.startswith("ask.power.said.") else None


def with_supply(advisor: Advisor, text: str, read_as: ReadAs, answer, market: str | None):
    """``answer`` (a recommendation) with whether its first pick runs on the supply said ("my psu is 650w, what gpu
    should i get?") first among its deciding facts — the supply sizing of :func:`~advisor.ask.power_asked.power_reply`
    (NVIDIA's recommended system power for the card, else board power plus the platform's draw) — and, when it does
    not, the first card of the ranking that does (a machine listed before it is passed over: it has its own supply);
    ``answer`` unchanged when no supply's wattage is said, or no card listed has a board power."""
    shape = getattr(answer, "shape", None)
    watts = supply_watts(text)  # attached to supply words, never a card's spec (break27 #1)
    kept = next((n for n in read_as.notes if n.key == "ask.note.supply-cap"), None)
    if watts is None and kept is not None and read_as.command == "recommend":  # "and for 1500?": the supply kept
        watts = float(getattr(kept.params["watts"], "value", 0)) or None
    if shape is not None and watts is not None and supply_beside(text, read_as):  # the fit, and the supply's line
        reply = power_reply(advisor, text, read_as.model_copy(update={"command": "why", "model": None}),
                            read_as.market or market)  # (break27 #18)
        said = _verdict(reply) if reply is not None else None
        return answer if said is None else answer.model_copy(update={"shape": shape.model_copy(update={
            "decides": [Caveat(rule_id="multi.power", weight=DECIDING_WEIGHT, message=msg(
                "ask.fits-supply", "On your {watts} power supply: {said}", said=said,
                watts=Quantity(value=watts, unit="W", digits=0))), *shape.decides]})})
    if read_as.command != "recommend" or watts is None or shape is None or not shape.ranking:
        return answer
    found = next(((i, *said_of) for i, pick in enumerate(shape.ranking)  # the first card listed: a machine (a Mac,
                  if (said_of := _supply_said(advisor, pick.card, watts, read_as, market, pick.gpus))[0] is not None),
                 None)  # a DGX Spark) has its own supply
    if found is None:
        return answer
    at, reply, carried = found
    first = shape.ranking[at].card
    lines = [Caveat(rule_id="multi.power", weight=DECIDING_WEIGHT, message=msg(
        "ask.owner-supply", "{card} on your power supply: {said}", card=card_param(first), said=reply))]
    for line in [] if carried else shape.ranking[at + 1:]:
        if _supply_said(advisor, line.card, watts, read_as, market, line.gpus)[1]:
            lines.append(Caveat(rule_id="multi.power", weight=DECIDING_WEIGHT, message=msg(
                "ask.owner-supply.other", "{card}, also listed below, runs on your {said} supply as it is.",
                card=card_param(line.card), said=Quantity(value=watts, unit="W", digits=0))))
            break
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [*lines, *shape.decides]})})


def owner_answer(advisor: Advisor, text: str, read_as: ReadAs, answer, market: str | None):
    """``answer`` as an owner's or a supply's recommendation says it: an upgrade's ranking (:func:`_upgrades`) and the
    supply said checked (:func:`with_supply`); an owner's card that does not hold a model asked what to get, the
    cheapest ways that hold it (:func:`advisor.ask.held_ways.held_ways`)."""
    shape = getattr(answer, "shape", None)
    if read_as.command == "recommend" and read_as.own and len(read_as.cards) == 1 and shape is not None and (
            shape.ranking):
        answer = _shown_only(advisor, _upgrades(advisor, read_as, answer, shape, wants_speed(text)),
                             read_as.cards[0])
    answer = held_ways(advisor, text, read_as, answer, market)  # "too small for qwen 32b, what should I get?"
    return with_supply(advisor, text, read_as, answer, market)


def _owned_speed(advisor: Advisor, answer, shape, mine: str):
    """The owner's card's speed in the ranking's own measure: its line's, else its training figure where the
    ranking's are training figures, or its decode on the model every line's decode is of (fix45a: "too slow for
    llms" ranks no line of theirs); ``None`` when none is known."""
    line = next((x for x in shape.ranking if x.card == mine and x.gpus == 1), None)
    if line is not None:
        return line.speed
    measures = {x.speed.measure for x in shape.ranking if x.speed is not None}
    market = getattr(getattr(answer, "market", None), "id", None)
    models = {(x.speed.model, x.speed.precision) for x in shape.ranking if x.speed is not None}
    if measures == {"decode"} and len(models) == 1:  # an LLM ranking with no line of theirs: their decode on its model
        first = next(x.speed for x in shape.ranking if x.speed is not None)
        decode = _decode_of(advisor, first)
        try:
            return decode(advisor.card(mine)) if decode is not None else None
        except AdvisorError:
            return None
    if measures != {"training"} or market is None:
        return None
    try:
        return advisor.shape_context(market).speed_of(mine)
    except (AdvisorError, KeyError):
        return None


_SPEED_WANTED = re.compile(r"(?<![a-z])(?:slow(?:er|ly|ness)?|sluggish|faster|quicker|speed\s*(?:it\s+)?up|"
                           r"more\s+speed|more\s+(?:tok(?:en)?s?|t)/s|not\s+fast\s+enough)(?![a-z])|太慢|很慢|好慢|变慢|變慢|慢了|"
                           r"更快|快一点|快一點|快些|提速|加速|速度不够|速度不夠")
"""An owner's words that the card had is too slow ("my 3090 is slow", "I want faster", "太慢", "更快"): the
upgrade asked is speed, so a set-up slower than theirs is none, whatever memory it holds (fix45a)."""


def wants_speed(text: str) -> bool:
    """Whether ``text`` complains of speed or asks for more of it (:data:`_SPEED_WANTED`)."""
    return _SPEED_WANTED.search(text.lower()) is not None


def _shown_only(advisor: Advisor, answer, mine: str):
    """``answer`` without the caveats and deciding facts naming a card that is in no row of its ranking, is not the
    owner's ``mine`` and not the card its headline names (a precision caveat on a pair ``_upgrades`` dropped, or on
    a card the ranking's first build weighed: fix45a) — a sentence about a card the answer does not show. Only
    catalogue cards count: a model said as one ("ResNet-50") is none."""
    shape = getattr(answer, "shape", None)
    if shape is None:
        return answer
    shown = {x.card for x in shape.ranking} | {mine} | shape.headline.cards

    def elsewhere(c) -> bool:
        named = c.message.cards | ({c.card} if c.card else set())
        return any(n not in shown and n in advisor.catalog.card_rows for n in named)

    caveats = [c for c in shape.caveats if not elsewhere(c)]
    decides = [c for c in shape.decides if not elsewhere(c)]
    if len(caveats) == len(shape.caveats) and len(decides) == len(shape.decides):
        return answer
    return answer.model_copy(update={"shape": shape.model_copy(update={"caveats": caveats, "decides": decides})})


def _upgrades(advisor: Advisor, read_as: ReadAs, answer, shape, hurried: bool = False):
    """An owner's recommendation ranks upgrades only (break34 #7): never the owner's own card, nor a set-up that is
    no faster for the job than theirs unless it holds more memory — and, when the asker wants speed (``hurried``:
    :func:`wants_speed`), none that is no faster (fix45a: two 4060 Ti 16 GB at 11 tok/s offered to a "slow" 3090's
    owner at 36). Decode is faster past the estimate's spread (:data:`~advisor.owner_steps.SLOWER`). When no card left
    is within the budget the headline says the card had is the best buy there, and names the cheapest upgrade over
    it, listed."""
    mine = read_as.cards[0]
    try:
        card = advisor.card(mine)
    except AdvisorError:
        return answer
    said = (read_as.memory_gb or [None])[0] if read_as.memory_gb and len(read_as.memory_gb) == 1 else None
    said = _floor_said(read_as, said)
    owned = card.memory_gb or 0.0
    owned = max(owned, said) if said is not None and (not card.memory_gb or said < 2 * card.memory_gb) else owned
    own_speed = _owned_speed(advisor, answer, shape, mine)

    def upgrade(x) -> bool:
        if x.card == mine and x.gpus == 1:
            return False
        memory = x.job_memory_gb or x.memory_gb or 0.0
        if own_speed is None or x.speed is None or x.speed.measure != own_speed.measure:
            return True
        value = x.speed.value * (x.gpus if x.gpus > 1 and x.speed.measure == "training" else 1)
        faster = value * (SLOWER if x.speed.measure == "decode" else 1.0) > own_speed.value
        return faster or (memory > owned and not hurried)

    kept = [x for x in shape.ranking if upgrade(x)]
    update: dict = {"ranking": kept} if len(kept) < len(shape.ranking) else {}
    dropped = {x.card for x in shape.ranking} - {x.card for x in kept} - {mine}  # the card had is still said
    if dropped:  # a caveat or deciding fact about a card no longer listed goes with it
        def about(c) -> bool:
            return c.card in dropped or any(getattr(p, "value", None) in dropped for p in c.message.params.values())

        update["caveats"] = [c for c in shape.caveats if not about(c)]
        update["decides"] = [c for c in shape.decides if not about(c)]
    budget = getattr(answer, "budget", None)
    if budget is not None:
        limit = budget.market_amount  # in the prices' money
        within = [x for x in kept if (cost := _cost(x)) is not None and cost <= limit]
        over = sorted((x for x in kept if (cost := _cost(x)) is not None and cost > limit),
                      key=lambda x: _cost(x) or 0.0)
        money = Money(amount=budget.amount, currency=budget.currency)
        found = over[0] if over else None if within else _cheapest_over(advisor, read_as, answer, mine, owned,
                                                                         own_speed, limit, hurried)
        second = None if within else _second_of_mine(advisor, answer, card, own_speed, limit)
        if second is not None:  # the card had does not hold the model alone; a second of it, in budget, does
            alt, est = second
            update["headline"] = msg(
                "ask.owner-add-second", "Within {budget}, add a second {card} (about {price}): yours alone does not "
                "hold {model} (about {need}); the two do ({total} in all, the layers split), at about {speed}.",
                budget=money, card=card_param(mine),
                price=Money(amount=alt.price.amount, currency=alt.price.currency),
                model=Text(value=est.arch.name), need=Quantity(value=need_gb(est.total), unit="GB"),
                total=Quantity(value=2 * (alt.memory_gb or 0.0), unit="GB"),
                speed=Quantity(value=round(alt.speed.value, 1 if alt.speed.value < 10 else 0), unit="tok/s",
                               digits=1 if alt.speed.value < 10 else 0))
        elif not within and read_as.model is not None and (
                more := _more_within(advisor, answer, owned, limit)) is not None:  # a model no card within holds
            update["headline"] = _more_headline(more, card_param(mine), gb(owned), money, found)  # (fix70b #3)
        elif not within and found is not None:
            first = found
            if not kept:  # the upgrade named is the one row shown, with its figures
                update["ranking"] = [found]
            update["headline"] = msg(
                "ask.owner-has-best-over", "Your {card} is already the best buy within {budget} here: no card it "
                "buys is faster or holds more. The cheapest upgrade is {other} at {price}, over the budget.",
                card=card_param(mine), budget=money, other=card_param(first.card),
                price=Money(amount=_cost(first) or 0.0, currency=first.price.currency if first.price else
                            budget.currency))
        elif not within:
            update["headline"] = msg("ask.owner-has-best", "Your {card} is already the best buy within {budget} "
                                     "here: no card it buys is faster or holds more. Keep it, or raise the budget.",
                                     card=card_param(mine), budget=money)
        elif shape.ranking and not upgrade(shape.ranking[0]):  # the first pick was the card had, or no upgrade
            # from it ("2 x 3060" for a 3090 owner): the first upgrade leads instead
            update["headline"] = msg("ask.owner-upgrade-first", "The upgrade from your {card} within {budget}: "
                                     "{other}, the first card listed.", card=card_param(mine), budget=money,
                                     other=card_param(within[0].card)) if within[0].gpus < 2 else msg(
                "ask.owner-upgrade-first-gpus", "The upgrade from your {card} within {budget}: {gpus} x {other}, the "
                "first listed.", card=card_param(mine), budget=money, gpus=within[0].gpus,
                other=card_param(within[0].card))  # the first row's count, never one card (break35 #5's kind)
    return answer.model_copy(update={"shape": shape.model_copy(update=update)}) if update else answer


def _cheapest_over(advisor: Advisor, read_as: ReadAs, answer, mine: str, owned: float, own_speed, limit: float,
                   hurried: bool = False):
    """The cheapest card the market prices over ``limit`` that is an upgrade from ``mine``: more memory, or (for a
    job other than LLMs, which memory bounds) faster in training; for an LLM ranked by decode, also a card of no less
    memory that decodes the ranking's model faster (:func:`_decode_of`) — and only that when the asker wants speed
    (``hurried``); a :class:`RankLine` of it (with its decode), ``None`` when none."""
    market = getattr(getattr(answer, "market", None), "id", None)
    if market is None:
        return None
    try:
        m = advisor.catalog.market(market)
        ctx = advisor.shape_context(market)
        speed_of, modified = ctx.speed_of, ctx.modified  # a third-party memory mod is no upgrade offered
        offers = advisor._usable_cards(m)
    except (AdvisorError, KeyError):
        return None
    decode = _decode_of(advisor, own_speed)
    best, best_speed = None, None
    for o in offers:
        speed = None
        if o.price is None or o.card.name == mine or o.verdict == "not_recommended" or o.price.amount <= limit or (
                modified(o.card.name)):
            continue
        more = (o.card.memory_gb or 0.0) > owned
        if read_as.use_case != "llm" and own_speed is not None and own_speed.measure == "training":
            s = speed_of(o.card.name)  # a job other than LLMs: faster, or more memory and no slower
            more = s is not None and (s.value > own_speed.value or more and s.value >= own_speed.value and not hurried)
            speed = s
        speed = decode(o.card) if decode is not None and (o.card.memory_gb or 0.0) >= owned else speed
        if decode is not None:  # an LLM ranked by decode: faster past the estimate's spread, or (unhurried) more memory
            more = speed is not None and speed.value * SLOWER > own_speed.value or more and not hurried
        if more and (best is None or best.price is None or o.price.amount < best.price.amount):
            best, best_speed = o, speed
    return None if best is None else RankLine(card=best.card.name, role="upgrade", price=best.price,
                                              memory_gb=best.card.memory_gb, speed=best_speed)


def _second_of_mine(advisor: Advisor, answer, card, own_speed, limit: float):
    """(a second of the owner's ``card`` as :func:`advisor.owner_steps.added_cards` prices it, the model's estimate)
    when the card alone does not hold the model ``own_speed`` was figured on and two of it do for ``limit`` or less
    (review21 #8: a 3090's owner asking for speed on 70B was told no card in 1,500 USD helps, while a second 3090 for
    1,275 holds it); ``None`` otherwise."""
    market = getattr(getattr(answer, "market", None), "id", None)
    if market is None or own_speed is None or own_speed.measure != "decode" or not own_speed.model:
        return None
    try:
        est = advisor._workload(own_speed.model, "inference", own_speed.precision, None).estimate
        m = advisor.catalog.market(market)
    except (AdvisorError, KeyError, ValueError):
        return None
    if est is None or need_gb(est.total) + HEADROOM_GB <= (card.llm_memory_gb or card.memory_gb or 0.0):
        return None
    same = next((a for a in added_cards(advisor.catalog, advisor.rules, m, card, est, advisor.speeds)
                 if a.card == card.name), None)
    if same is None or same.price.amount > limit or same.speed is None or same.speed.measure != "decode":
        return None
    return same, est


def _decode_of(advisor: Advisor, own_speed):
    """A card's decode on the model and quantisation ``own_speed`` (the owner's card's decode in the ranking) was
    measured on, as a :class:`~advisor.models.Speed` (``None`` without a figure); ``None`` when ``own_speed`` is no
    decode figure or its model is unknown."""
    if own_speed is None or own_speed.measure != "decode" or not own_speed.model:
        return None
    try:
        est = advisor._workload(own_speed.model, "inference", own_speed.precision, None).estimate
    except (AdvisorError, KeyError, ValueError):
        return None
    if est is None:
        return None

    def of(card):
        d = advisor.speeds.of(card, est)
        return _speed(est, d.tok_s, d) if d is not None else None

    return of


def _more_within(advisor: Advisor, answer, owned: float, limit: float):
    """The card with the most memory above ``owned`` GB (the cheaper of equals) that the rules do not advise against
    and whose price here is within ``limit`` (in the prices' money), ``None`` when none: a budget whose ranking for the
    job is empty may still buy more than the card had (newuser28 #3: a 12 GB 4070's owner told "nothing faster or with
    more memory within ¥8,000" for a 32B LoRA no card there holds, when 16–24 GB cards are within it)."""
    market = getattr(getattr(answer, "market", None), "id", None)
    if market is None:
        return None
    offers = [o for o in advisor._usable_cards(advisor.catalog.market(market))
              if o.price is not None and o.price.amount <= limit and o.verdict != "not_recommended"
              and o.route == "cuda" and "modified-card" not in o.card.flags and (o.card.memory_gb or 0.0) > owned]
    return min(offers, key=lambda o: (-(o.card.memory_gb or 0.0), o.price.amount if o.price else 0.0),
               default=None)


def _more_headline(more, mine, owned, money, over):
    """The headline of an owner's budget that holds more than their card though no card in it does the job: the card
    with the most memory within it (``more``, an offer), and the cheapest card listed for the job over it (``over``, a
    ranking line) when one is."""
    within = dict(budget=money, card=mine, owned=owned, within=card_param(more.card.name),
                  memory=gb(more.card.memory_gb or 0.0), within_price=Money(amount=more.price.amount,
                                                                           currency=more.price.currency))
    if over is None:
        return msg("ask.owner-more-within", "No card within {budget} does this job alone, but {within} ({memory}, "
                   "{within_price}) holds more than your {card} ({owned}); for the job itself, raise the budget.",
                   **within)
    return msg("ask.owner-more-within-over", "No card within {budget} does this job alone, but {within} ({memory}, "
               "{within_price}) holds more than your {card} ({owned}); the cheapest card that does the job is {other} "
               "at {price}, over the budget.", other=card_param(over.card), price=Money(
                   amount=_cost(over) or 0.0, currency=over.price.currency if over.price else money.currency), **within)


def _cost(line) -> float | None:
    """What a ranking line costs in all (its cards' total, else its price), ``None`` when unpriced."""
    if line.total is not None:
        return float(line.total)
    return float(line.price.amount) if line.price is not None else None


__all__ = ["BUY_WHAT", "buying_gpus", "buying_with_budget", "buys_instead", "buys_what", "kept_owner", "owned_floor",
           "owner_answer", "with_supply"]
