"""Three or more cards in one question ("3060 vs 2080 ti vs 3080 for dl", "7900xtx 4090 还是 3090"; issue 27, round 6):
``compare`` weighs two cards side by side, so every card past the two it weighs is weighed against the faster of
them (or the first, when neither is faster) by the same command, and what decides it is said first in the
answer: which is faster and by how much, which is the better value (the comparison's own rules:
``value.perf-per-price``). Every card named is answered; none is left out. Pure: no I/O."""

from __future__ import annotations

from collections.abc import Callable
from functools import cmp_to_key
from typing import Any

from ..concerns import DECIDING_WEIGHT
from ..cuda_value import NO_CUDA_MAKERS, maker_stack
from ..errors import AdvisorError
from ..i18n import Card, ListOf, Money, Number, Quantity, msg
from ..models import Caveat, RankLine, card_named
from ..recommend.ranking import TIE
from ..wording import card_param
from .buying import LEADING
from .models import ReadAs
from .one_alone import AGAIN

LEFT_OUT = "ask.compare-left-out"
"""The read-as note naming the cards a two-card comparison leaves out
(:func:`advisor.ask.options_owned.options_first`)."""
BASELINE = "ask.compare.baseline"
BASELINE_OPTIONS = "ask.compare.baseline.options"
"""The read-as note naming the owner's card a comparison's options upgrade from (:mod:`advisor.ask.options_owned`)."""
RANKED = "ask.compare-third.ranked"
"""The read-as note that says those cards joined the comparison's ranking (:func:`ranked_left_out`)."""
AGAIN_RANKED = "ask.compare-again.ranked"
"""The read-as note that says one of a compared card alone (:data:`advisor.ask.one_alone.AGAIN`) joined the ranking."""


def weigh_left_out(read_as: ReadAs, answer: Any, again: Callable[[ReadAs], Any]) -> list[Caveat]:
    """What decides each card a comparison of ``read_as`` left out against the faster card of ``answer`` (the
    comparison of the first two): ``again`` runs the command on another reading. Empty when nothing was left
    out or ``answer`` is no comparison."""
    # a follow-up ("which one?") carries the note that said them ranked: they are weighed again (break21 #4)
    note = next((n for n in read_as.notes if n.key in (LEFT_OUT, RANKED, BASELINE, BASELINE_OPTIONS, AGAIN,
                                                       AGAIN_RANKED)), None)  # the owner's too
    if note is None or not hasattr(answer, "faster") or len(read_as.cards) < 2:
        return []
    anchor = answer.faster or read_as.cards[0]
    listed = note.params["cards"]
    left = [i.value for i in listed.items if isinstance(i, Card)] if isinstance(listed, ListOf) else []
    out = Weighed()
    alone = note.key in (AGAIN, AGAIN_RANKED)  # "dual 4090 vs dual 3090 vs single 4090": one 4090 (judge31 E01)
    for card in left:
        counts = _alone_counts(read_as, anchor) if alone else _counts(read_as, anchor, card)  # "A6000 vs 2x 4090
        # vs 3x 3090": three 3090s, never one
        try:
            other = again(read_as.model_copy(update={"cards": [anchor, card], "counts": counts, "memory_gb": None,
                                                     "gpus": max(counts) if counts else read_as.gpus, "notes": [],
                                                     **_offers_of(read_as, [anchor, card])}))
        except AdvisorError:
            continue
        out.append(Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT,
                          message=_said(card, anchor, other, counts or [1, 1])))
        out.pairs.append((card, other))
        if alone:
            out.alone.add(card)
    return out


def _alone_counts(read_as: ReadAs, anchor: str) -> list[int]:
    """The counts of ``anchor`` (as the comparison counts it) and of one card alone."""
    counts = read_as.counts or []
    n = counts[read_as.cards.index(anchor)] if len(counts) == len(read_as.cards) and anchor in read_as.cards else 1
    return [n, 1]


def _offers_of(read_as: ReadAs, cards: list[str]) -> dict:
    """The offers (and the conditions said of them) of ``read_as``'s cards, for a reading of ``cards`` only: each card
    keeps its own offer ("3090 for 700, 4090 for 1500 or 5090 for 2800?": the 5090 weighed at 2,800, never at the
    1,500 said second; break21 #4); empty without offers per card."""
    said: dict = {}
    for name in ("card_offers", "offer_conditions"):
        values = getattr(read_as, name)
        if values and len(values) == len(read_as.cards):
            by_card = dict(zip(read_as.cards, values, strict=True))
            said[name] = [by_card.get(c) for c in cards]
    return said


class Weighed(list):
    """:func:`weigh_left_out`'s sentences, with ``pairs``: each card left out and its comparison with the anchor
    (:func:`advisor.ask.several_ranked.ranked_left_out` puts each in the ranking)."""

    def __init__(self) -> None:
        super().__init__()
        self.pairs: list[tuple[str, Any]] = []
        self.alone: set[str] = set()  # the cards weighed one alone (:data:`advisor.ask.one_alone.AGAIN`)


def _counts(read_as: ReadAs, anchor: str, card: str) -> list[int] | None:
    """How many of ``anchor`` and of ``card`` the question says (``read_as.counts``, in its cards' order), or None
    when it counts neither."""
    counts = read_as.counts or []
    if len(counts) != len(read_as.cards) or anchor not in read_as.cards or card not in read_as.cards:
        return None
    pair = [counts[read_as.cards.index(anchor)], counts[read_as.cards.index(card)]]
    return pair if max(pair) > 1 else None


def weighed_said(read_as: ReadAs) -> ReadAs:
    """``read_as`` with its note of the cards left out turned into where they are weighed: after the comparison."""
    notes = []
    for n in read_as.notes:
        if n.key == LEFT_OUT:
            n = msg("ask.compare-third.note", "A comparison weighs two cards side by side: {cards} weighed against the "
                    "faster one after it.", cards=n.params["cards"])
        notes.append(n)
    return read_as.model_copy(update={"notes": notes})


def _said(card: str, anchor: str, other: Any, counts: list[int]):
    """The sentence of one left-out ``card`` weighed against ``anchor`` (``other``: their comparison; ``counts``:
    how many of ``anchor`` and of ``card``). One card may be both sides ("2 × 4090 against one 4090"): each side is
    then told apart by its own speed and value (:func:`_side_count`)."""
    n_anchor, n_card = counts

    def side(name: str, which: str = ""):
        n = _side_count(other, name, anchor, card, n_anchor, n_card, which)
        return card_param(name) if n == 1 else msg("owned.rig.count", "{count:.0f} × {card}", count=Number(value=n),
                                                   card=card_param(name))

    value = other.better_value  # None: no value compared (a side unpriced) — never said to be the better value
    if other.faster is None:
        if value is None:
            return msg("ask.compare-third.even.no-value", "{card} against {other}: about as fast; value not "
                       "compared (a price is missing).", card=side(card, "card"), other=side(anchor, "anchor"))
        return msg("ask.compare-third.even", "{card} against {other}: about as fast; {value} is the better value.",
                   card=side(card, "card"), other=side(anchor, "anchor"), value=side(value, "value"))
    slower = anchor if other.faster == card else card
    params = dict(card=side(card, "card"), other=side(anchor, "anchor"), faster=side(other.faster, "faster"),
                  slower=side(slower, "slower"),
                  speedup=Quantity(value=round(other.speedup, 2), unit="x", digits=2))
    if value is None:
        return msg("ask.compare-third.no-value", "{card} against {other}: {faster} is about {speedup} as fast as "
                   "{slower}; value not compared (a price is missing).", **params)
    return msg("ask.compare-third", "{card} against {other}: {faster} is about {speedup} as fast as {slower}; "
               "{value} is the better value.", value=side(value, "value"), **params)


def _side_count(other: Any, name: str, anchor: str, card: str, n_anchor: int, n_card: int, which: str) -> int:
    """How many of ``name`` the side of ``other`` (the comparison of ``anchor`` with ``card``, in that order) said as
    ``which`` has: the card's own count when the two sides are different cards; when one card is both sides, the side
    ``which`` names — ``card`` or ``anchor`` itself, the ``faster`` / ``slower`` by the sides' speeds, the ``value``
    by speed per total price."""
    if anchor != card:
        return n_anchor if name == anchor else n_card
    if which in ("card", "anchor"):
        return n_card if which == "card" else n_anchor
    speeds = [getattr(x, "value", x) for x in getattr(other, "side_speeds", None) or []]
    totals = getattr(other, "side_totals", None) or []
    if len(speeds) != 2 or None in speeds:
        return n_anchor
    if which == "value" and len(totals) == 2 and None not in totals and all(totals):
        return (n_anchor, n_card)[max((0, 1), key=lambda i: speeds[i] / totals[i])]
    fast = max((0, 1), key=lambda i: speeds[i])
    return (n_anchor, n_card)[fast if which == "faster" else 1 - fast]


def after_leading(lines: list[Caveat], decides: list[Caveat]) -> list[Caveat]:
    """``lines`` (a third card weighed, a smaller size's fit) placed in an answer's deciding facts ``decides`` after
    the facts that answer the question itself (:data:`advisor.ask.buying.LEADING`: what a memory mod is and what it
    buys, F01), which the short form keeps first when room is short."""
    lead = 0
    while lead < len(decides) and decides[lead].message.key in LEADING:
        lead += 1
    return [*decides[:lead], *lines, *decides[lead:]]

# --- every card named in the ranking ------------------------------------------------------------------------------
# Three or more devices in one question are one ranked list (issue 28, round 7, the breaker: "3090 vs 4090 vs 5090
# for llm", "7900xtx 4090 还是 3090", "5070 ti vs 5080 vs 4090 vs 3090 for stable diffusion"): each card left out
# joins the ranking with its own line (its price, memory and speed from its comparison), never a side "→" line.
# When every line's speed is one measure on one model (the training index, or decode tokens/s on the model named,
# which every listed card holds) the lines are ordered by it and each says how far behind the first it is; the best
# value is marked only when every line is priced (value is said only between prices). Otherwise no ratio is said.

def _key(line: RankLine) -> tuple[str, str | None] | None:
    """What a line's speed is measured on: its measure and model (``None`` without a speed)."""
    return (line.speed.measure, line.speed.model) if line.speed is not None else None


def _price(line: RankLine) -> float | None:
    """What the line's cards cost (the cards only: a platform a pair needs is said apart), or ``None``."""
    return line.price.amount * line.gpus if line.price is not None else None


def ranked_left_out(read_as: ReadAs, answer: Any, third: list, base: dict) -> tuple[ReadAs, Any, list]:
    """``answer`` (a comparison) with each card :func:`weigh_left_out` weighed (``third``) in its ranking (above),
    ``read_as`` saying so (also set in ``base``, the question's fields), and the "→" sentences still to say: none
    when every card joined the ranking; else ``third`` itself, ``read_as`` saying they are weighed after
    (:func:`weighed_said`) and ``answer`` unchanged."""
    out = _ranked(read_as, answer, third, base)
    if out is None:
        if third:
            base["read_as"] = read_as = weighed_said(read_as)
        return read_as, answer, third
    return out


def _faster_first(a: RankLine, b: RankLine) -> int:
    """The order of two ranked lines by speed, faster first; lines within the ranking's tie (:data:`TIE`) keep their
    order (the comparison's own: its first card first)."""
    va, vb = (a.speed.value if a.speed else 0.0), (b.speed.value if b.speed else 0.0)
    if max(va, vb) <= min(va, vb) * (1 + TIE):
        return 0
    return -1 if va > vb else 1


def _ranked(read_as: ReadAs, answer: Any, third: list, base: dict) -> tuple[ReadAs, Any, list] | None:
    """:func:`ranked_left_out` when every card left out joins the ranking, else ``None``."""
    shape = getattr(answer, "shape", None)
    if not isinstance(third, Weighed) or not third.pairs or shape is None:
        return None
    lines = list(shape.ranking)
    beaten: list[Caveat] = []
    for card, other in third.pairs:
        theirs = getattr(getattr(other, "shape", None), "ranking", None) or []
        line = next((x for x in theirs if x.card == card and (card not in third.alone or x.gpus == 1)), None)
        if line is None or any(x.card == card and x.gpus == line.gpus for x in lines):
            return None
        lines.append(line.model_copy(update={"role": "asked", "reason": None}))
    keys = {_key(x) for x in lines}
    held = [x for x in lines if x.speed is not None]
    measured = [k for k in keys if k is not None]
    model = measured[0][1] if measured else None
    if len(measured) == 1 and (None not in keys or measured[0][0] == "decode"):
        # one measure on one model: ordered, each against the first; a card that does not hold the model named
        # (no decode figure on it) last, said so
        held.sort(key=cmp_to_key(_faster_first))  # within the tie the comparison's own order stands (hypothesis:
        top = held[0]  # "rtx 4090 rx 7900 xtx 3090 llama 3 8b", 128 against 129 tok/s, swapped the two compared)
        prices = [_price(x) or 0.0 for x in held]
        best = None
        if all(prices) and len(held) > 1:
            best = max(range(len(held)), key=lambda i: (held[i].speed.value if held[i].speed else 0.0) / prices[i])
            verdicts = [(getattr(answer, "better_value", None), {f.card for f in answer.cards})] + [
                (getattr(o, "better_value", None), {c, getattr(o, "faster", None) or c}) for c, o in third.pairs]
            if any(v is not None and held[best].card in cards and v != held[best].card for v, cards in verdicts) or (
                    verdicts[0][0] is not None and verdicts[0][0] != held[best].card):
                best = None  # the comparisons' own value rules (memory first) say otherwise: never two verdicts
            if best is None and (beats := _beating(held, prices, answer, third.pairs)) is not None:
                best = beats  # a card ranked with them beats the comparison's better value outright: said, marked
                beaten.append(_beats_said(held[beats], next(x for x in held if x.card == answer.better_value),
                                          len(lines)))
        if best is not None and (alone := _alone_said(held, best, answer, third.alone, len(lines))) is not None:
            beaten.append(alone)  # "dual 4090 vs dual 3090 vs single 4090": the one 4090 the better value, said
        if (fastest := _fastest_said(held, {f.card for f in answer.cards}, len(lines))) is not None:
            beaten.append(fastest)  # "mac studio vs dgx spark vs 2x 3090": the fastest, ranked with them, said
        out = []
        for i, x in enumerate(held):
            if i == 0:
                reason = msg("several.rank.fastest", "fastest of the {count:.0f}", count=len(lines))
            else:
                ratio = (x.speed.value if x.speed else 0.0) / (top.speed.value if top.speed else 1.0)
                named = msg("owned.rig.count", "{count:.0f} × {card}", count=Number(value=top.gpus),
                            card=card_param(top.card)) if top.gpus > 1 else card_param(top.card)  # (fix84e)
                reason = (msg("several.rank.as-fast", "as fast as {card}", card=named)
                          if ratio * (1 + TIE) >= 1 else  # within the ranking's tie: never "0 % slower"
                          msg("several.rank.behind", "{slower} slower than {card}",
                              slower=Quantity(value=round((1 - ratio) * 100), unit="%"), card=named))
            if i == best:
                reason = msg("several.rank.value", "{reason}, best value", reason=reason)
            out.append(x.model_copy(update={"role": "faster" if i == 0 else "slower", "reason": reason}))
        lines = out + [x.model_copy(update={"role": "asked", "reason": msg(
            "several.rank.not-held", "does not hold {model}", model=card_param(model or ""))})
            for x in lines if x.speed is None]
    else:  # speeds on different models or measures: no ratio between them, no value; a card joined on another
        # measure than the comparison's one shows none (fix68c: "1.50x · 0.60x" then the 3080's "12.4 it/s" of SD 1.5);
        # one on another model of the same measure keeps it: the 2 × 3090 decoding the 70B asked, beside the two
        # compared on the smaller model they hold (mend51a: its speed gone, it read as "does not hold" the 70B)
        own = {_key(x) for x in shape.ranking}
        only = next(iter(own)) if len(own) == 1 else None
        measure = only[0] if only is not None else None
        lines = [x.model_copy(update={"reason": None, "role": "asked", **(
            {"speed": None} if i >= len(shape.ranking) and measure is not None and x.speed is not None
            and x.speed.measure != measure else {})}) for i, x in enumerate(lines)]
    # a left-out card's memory said against one card of a side (2 x 3090 as 24 GB): the ranking says each side's own
    decides = [c for c in shape.decides if c.message.key != "ask.left-out.against"]
    shape = shape.model_copy(update={"decides": decides})
    ranked = shape.model_copy(update={"ranking": lines})
    notes = [msg("ask.compare-third.ranked", "A comparison weighs two cards side by side: {cards} ranked with them.",
                 cards=n.params["cards"]) if n.key == LEFT_OUT else msg(
        "ask.compare-again.ranked", "One {cards} alone, named too, ranked with them.",
        cards=n.params["cards"]) if n.key == AGAIN else n for n in read_as.notes]
    base["read_as"] = read_as = read_as.model_copy(update={"notes": notes})
    return read_as, answer.model_copy(update={"shape": ranked}), [*beaten, *no_cuda_said(answer, third.pairs)]


#: The rules that say a card runs on today's stack without CUDA (AMD's ROCm list, Intel's Arc): said of a side only
#: in today's market, never in a guide's (where ``vendor.amd`` holds it back).
TODAY_OFF_CUDA = frozenset({"vendor.rocm-list", "vendor.mainstream"})
NO_CUDA = "compare.no-cuda."
"""The keys of :func:`advisor.cuda_value.cuda_verdict`'s sentences begin so."""


def no_cuda_said(answer: Any, pairs: list[tuple[str, Any]]) -> list[Caveat]:
    """Why each card off CUDA that joined a comparison's ranking wins or loses for the job (fix65c: "4070 vs 3060 vs
    7800 XT for training" ranked the 7800 XT with no word of CUDA), the sentence its two-card comparison says
    (``compare.no-cuda.*``, :func:`advisor.cuda_value.cuda_verdict`); a card weighed against another card off CUDA
    has none, so its road is said alone (``compare.no-cuda.listed``) when its comparison runs on today's stack for a
    job other than LLM decode. Inputs: ``answer`` (the first two cards' comparison) and each card ranked with its
    comparison. Returns the "→" lines, none for a card ``answer`` already says it of."""
    verdicts = [r.message for r in answer.reasons if r.message.key.startswith(NO_CUDA)]
    said = {f.card for f in answer.cards if any(card_named(m, f.card) for m in verdicts)}
    out: list[Caveat] = []
    for card, other in pairs:
        if card in said or getattr(other, "measure", None) != "training":
            continue
        side = next((f for f in other.cards if f.card == card), None)
        if side is None or side.manufacturer not in NO_CUDA_MAKERS or side.line == "system":
            continue
        verdict = next((r for r in other.reasons if r.message.key.startswith(NO_CUDA)
                        and card_named(r.message, card)), None)
        if verdict is None and not any(r.rule_id in TODAY_OFF_CUDA and card_named(r.message, card)
                                       for r in other.reasons):
            continue  # a guide's market: its rules hold the card back in words of their own
        out.append(Caveat(rule_id="vendor.nvidia", weight=DECIDING_WEIGHT, message=_ranked_verdict(
            verdict.message if verdict is not None else None, card, side.manufacturer)))
        said.add(card)
    return out


def _ranked_verdict(verdict: Any, card: str, maker: str | None) -> Any:
    """A pair's no-CUDA verdict said of a ranked ``card`` without naming a better value of its own (one truth: the
    headline names the comparison's; "Better value: 3060" then "→ Better value for deep learning: 4070" read as two):
    the speed for the money it gives against the CUDA card it was weighed with and its road, else its road alone."""
    params = verdict.params if verdict is not None else {}
    if verdict is not None and verdict.key == "compare.no-cuda.close":
        return msg("compare.no-cuda.behind", "{card} gives {ratio} the speed for the money of {other} ({price} vs "
                   "{other_price}), less than twice: not enough for a card that runs {stack}.", card=params["card"],
                   ratio=params["ratio"], other=params["other"], price=params["price"],
                   other_price=params["other_price"], stack=params["stack"])
    if verdict is not None and verdict.key == "compare.no-cuda.far":
        return msg("compare.no-cuda.ahead", "{card} gives {ratio} the speed for the money of {other} ({price} vs "
                   "{other_price}), if you accept that it runs {stack}.", card=params["card"], ratio=params["ratio"],
                   other=params["other"], price=params["price"], other_price=params["other_price"],
                   stack=params["stack"])
    return msg("compare.no-cuda.listed", "{card} runs {stack}.", card=card_param(card), stack=maker_stack(maker))


def _beating(held: list[RankLine], prices: list[float], answer: Any, pairs: list[tuple[str, Any]]) -> int | None:
    """The index in ``held`` of a card ranked with a comparison that beats its better value outright — as much
    memory, faster (past the ranking's tie) and cheaper — and that its own comparison does not hold back (fix65c:
    "B580 or 4060 or 3060 12gb" named the B580 the better value "for its 12 GB" beside a 3060 12 GB cheaper and
    faster); the best speed for the money of such cards, else ``None``."""
    value = getattr(answer, "better_value", None)
    won = next((i for i, x in enumerate(held) if x.card == value), None)
    if won is None or held[won].speed is None:
        return None
    top = held[won]
    theirs = {c: getattr(o, "better_value", None) for c, o in pairs}
    ahead = [i for i, x in enumerate(held) if i != won and x.speed is not None and top.speed is not None
             and (x.memory_gb or 0) >= (top.memory_gb or 0) and x.speed.value > top.speed.value * (1 + TIE)
             and prices[i] < prices[won] and theirs.get(x.card) in (None, x.card)]
    speed = [x.speed.value if x.speed is not None else 0.0 for x in held]
    return max(ahead, key=lambda i: speed[i] / prices[i]) if ahead else None


def _fastest_said(held: list[RankLine], compared: set[str], count: int) -> Caveat | None:
    """The "→" line naming the fastest of a comparison's ranking when it is a card ranked with the two compared (fix68b
    #3: "mac studio m3 ultra vs dgx spark vs 2x 3090 for 70b" led with the Mac against the Spark, and the 2 × 3090
    that decodes fastest was a row the lead never spoke of): how much slower the next one is, on LLM decode (the
    bandwidth rule), in the rows' own figure; ``None`` when the fastest is one of the two compared, or the speeds are
    no decode figures."""
    if len(held) < 2 or held[0].card in compared or held[0].speed is None or held[1].speed is None or (
            held[0].speed.measure != "decode" or held[1].speed.value <= 0):
        return None
    ratio = held[1].speed.value / held[0].speed.value  # as the rows say it: the next one "N % slower"
    top = msg("owned.rig.count", "{count:.0f} × {card}", count=Number(value=held[0].gpus),
              card=card_param(held[0].card)) if held[0].gpus > 1 else card_param(held[0].card)
    return Caveat(rule_id="spec.bandwidth-first", weight=DECIDING_WEIGHT, message=msg(
        "several.rank.fastest-said", "Of the {count:.0f}, {card} decodes fastest; {next}, the next, is {pct} slower.",
        count=Number(value=count), card=top, pct=Quantity(value=round((1 - ratio) * 100), unit="%"),
        next=card_param(held[1].card)))


def _alone_said(held: list[RankLine], best: int, answer: Any, alone: set[str], count: int) -> Caveat | None:
    """The "→" line of one card alone (:data:`advisor.ask.one_alone.AGAIN`) that the ranking marks the best value
    where the comparison named one of its several-card sides (judge31 E01: one 4090 against 2 × 4090 and 2 × 3090):
    what it gives against that side — memory on the card, speed, price — and what a second card buys; ``None``
    otherwise."""
    line = held[best]
    counts = list(getattr(answer, "counts", None) or [])
    names = [f.card for f in answer.cards]
    value = getattr(answer, "better_value", None)
    if line.card not in alone or line.gpus != 1 or value is None or len(counts) != len(names) or value not in names:
        return None
    n = counts[names.index(value)]
    side = next((x for x in held if x.card == value and x.gpus == n), None)
    if n < 2 or side is None or side.price is None or line.price is None or side.speed is None or line.speed is None:
        return None
    return Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=msg(
        "several.rank.alone", "Of the {count:.0f}, one {card} alone is the better value: the same {memory} a card "
        "as {side}, for {price} against {side_price}. Two cards are two {memory} devices, NVLink or not: a second "
        "pays off only for two jobs at once or a model split over both.", count=Number(value=count),
        card=card_param(line.card), memory=Quantity(value=line.memory_gb or 0, unit="GB"),
        side=msg("owned.rig.count", "{count:.0f} × {card}", count=Number(value=n), card=card_param(value)),
        price=Money(amount=line.price.amount, currency=line.price.currency),
        side_price=Money(amount=side.price.amount * side.gpus, currency=side.price.currency)))


def _beats_said(line: RankLine, value: RankLine, count: int) -> Caveat:
    """The "→" line of :func:`_beating`'s card: what it gives against the comparison's better value."""
    assert line.price is not None and value.price is not None  # _beating weighs priced lines only
    return Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=msg(
        "several.rank.beats", "Of the {count:.0f}, {card} is the better value: as much memory as {value} ({memory}), "
        "faster and cheaper ({price} vs {value_price}).", count=Number(value=count), card=card_param(line.card),
        value=card_param(value.card), memory=Quantity(value=line.memory_gb or 0, unit="GB"),
        price=Money(amount=line.price.amount * line.gpus, currency=line.price.currency),
        value_price=Money(amount=value.price.amount * value.gpus, currency=value.price.currency)))
