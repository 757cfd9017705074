"""Two cards the asker has, with a decode speed measured on them (fix57b, breaker: "my 7900 runs llama 8b at 80 tok/s,
my 7900 xt is slower, why?" was answered as a purchase — "Yes: Radeon RX 7900 XTX is 1.17x as fast as your Radeon
RX 7900 XT. On switching …", a card that beats both — and the 80 tok/s said was ignored; "我的4090跑8b有120 t/s，
3090只有90，正常吗" read the 90 as a budget of ¥90 and answered the two cards as one rig).

When the question names two cards, both the asker's ("my A … my B", "我的A … 我的B", or a speed said for each), an
LLM, and a decode speed measured (:func:`pair_speeds`: each with its unit, or a bare number beside one, "3090只有90"),
the answer is the owner's: both cards are theirs, nothing to buy. It leads with the deciding spec — decode reads the
weights once a token, so it follows memory bandwidth (each card's, ``data/cards``) — and what that makes the gap on
the model (each card's decode figure, :class:`advisor.workload.DecodeSpeeds`); then each speed said against its card's
figure (in line within :data:`advisor.ask.measured_own.BAND` of it, else slower or faster, with the usual causes) and,
with a speed said for both, the gap told from those two verdicts: normal only when both are in line (fix59b).
Each speed is the card's named right after it ("110 t/s on the 3090"), else the card's named last before it, else
the cards' in the order read (:func:`_by_card`). The ranking
keeps the two cards as the asker's, each with its figure; the buyer's lines and facts (a card that beats both, the
switch) go. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..fits import estimate, need_gb, parse_context, parse_precision
from ..fits.memory import precision_label
from ..i18n import Message, Quantity, msg
from ..models import RankLine, Speed
from ..shape_speed import unit as speed_unit
from ..wording import card_param, join
from ..workload import QUANTS
from .measured import SPEED
from .measured_own import FASTER, SLOWER, ZH_SPEED, band, stated_speeds

if TYPE_CHECKING:
    from ..api import Advisor

POSSESSIVE = re.compile(r"(?<![a-z])(?:my|mine|our)(?![a-z])|我的|我们的|我們的|我(?:这|這)")
"""A card said to be the asker's ("my 3090", "我的4090")."""
BARE = re.compile(r"(?<![a-z0-9.])(\d{1,4}(?:\.\d+)?)(?![\d.]|\s*(?:[a-z%$€£¥倍元块塊刀]|美元|美金))")
"""A bare number with no unit after it ("只有90", "only 90,"): a card's number or a size ("8b", "24gb") has one."""
NEAR_SPEED = 4.0
"""A bare number within this factor of a speed said with its unit, after it, is a speed too ("120 t/s … 3090只有90";
a product choice: two cards of one question differ by less, a price by more)."""
SAME_BANDWIDTH = 1.03
"""Two bandwidths within this factor are the same for decode (a product choice, :mod:`advisor.measured_pair`'s 3 %)."""
TYPICAL_MODEL = "Llama 3.1 8B"
"""The model the two speeds are set against when the question names none ("my 4090 does 120 t/s, my 3090 only 90"):
a typical small model at the default 4-bit level, which both cards of a pair hold (a product choice: decode of any
model that fits both follows the same bandwidth ratio, so the ratio said holds beyond it)."""
KEPT_DECIDES = ("ask.slow.", "fact.concerns.")
"""The deciding facts kept: a speed far below the card's and its cause (:mod:`advisor.ask.measured`), a concern the
words raise; a buyer's (a card that beats both, the switch, a used price against the MSRP) is none for two cards the
asker already has."""


DROPPED_CAVEATS = ("ask.measured.", "best-level.", "compare.owner.", "compare.value", "ask.switch", "ask.cheaper.",
                   "upgrade.")
"""Caveats of the answer first made that the pair's answer replaces: the rig's speed verdict, its best level, and
an owner's upgrade from one card to the other (both are had)."""


def _spoken(text: str) -> list[tuple[float, int, int]]:
    """Each decode speed ``text`` (lower case) says, with where it is, in the order written: with its unit
    (:data:`advisor.ask.measured.SPEED`, else the Chinese way, :data:`advisor.ask.measured_own.ZH_SPEED`), and the
    bare numbers after the first of them within :data:`NEAR_SPEED` of it ("120 t/s … 3090只有90")."""

    out: list[tuple[float, int, int]] = []
    for m in SPEED.finditer(text):
        if m.group(1) is not None:
            out.append((float(m.group(1)), m.start(1), m.end()))
        elif out and 1 / NEAR_SPEED <= float(m.group(2)) / out[0][0] <= NEAR_SPEED:
            out.append((float(m.group(2)), m.start(2), m.end(2)))  # "130 on the 4090" after a speed with its unit
    if not out:
        out = [(float(m.group(1) or m.group(2)), m.start(), m.end()) for m in ZH_SPEED.finditer(text)]
    if not out:
        return []
    first = min(o[2] for o in out)
    said = {o[0] for o in out}
    for m in BARE.finditer(text, first):
        value = float(m.group(1))
        if value > 0 and 1 / NEAR_SPEED <= value / out[0][0] <= NEAR_SPEED and value not in said and not any(
                o[1] <= m.start(1) < o[2] for o in out):
            out.append((value, m.start(1), m.end(1)))
    return sorted(out, key=lambda o: o[1])


def bare_speeds(text: str) -> list[float]:
    """The bare numbers of ``text`` (lower case) that are speeds beside one said with its unit (:func:`_spoken`):
    "我的4090跑8b有120 t/s，3090只有90" gives [90.0]; none without such a speed."""

    said = stated_speeds(text)
    return [v for v, _, _ in _spoken(text) if v not in said]


def pair_speeds(text: str) -> list[float]:
    """The decode speeds ``text`` (lower case) says, in the order written (:func:`_spoken`)."""
    return [v for v, _, _ in _spoken(text)]


AFTER_SPEED = re.compile(r"\s*(?:on|with|for|在)\s*(?:the\s+|my\s+|an?\s+|我的)?(?:[a-z]{2,4}\s*)?(\d{3,4})(?!\d)")
"""A card named right after a speed ("110 t/s on the 3090"): the speed is that card's."""


def _by_card(text: str, cards: list[str]) -> dict[str, float]:
    """The speeds of ``text`` (lower case) by the card each is said of: the card named right after it
    (:data:`AFTER_SPEED`), else the card named last before it; when the two cards share their number ("7900",
    "7900 xt") or neither is named, in the order the cards were read. A card's first speed counts."""
    numbers = [m.group(0) if (m := re.search(r"\d{3,4}", c)) else None for c in cards]
    spoken = _spoken(text)
    out: dict[str, float] = {}
    apart = None not in numbers and numbers[0] != numbers[1]
    for i, (value, start, end) in enumerate(spoken):
        card = cards[i] if i < len(cards) else None
        if apart:
            after = AFTER_SPEED.match(text, end)
            if after is not None and after.group(1) in numbers:
                card = cards[numbers.index(after.group(1))]
            else:
                last = [max((m.start() for m in re.finditer(rf"(?<!\d){n}(?!\d)", text[:start])), default=-1)
                        for n in numbers]
                if max(last) >= 0:
                    card = cards[last.index(max(last))]
        if card is not None and card not in out:
            out[card] = value
    return out


def number_is_speed(text: str, number: float) -> bool:
    """Whether ``number``, bare in ``text``, is a speed said beside another (:func:`pair_speeds`: "3090只有90", "my
    3090 only 90 on qwen3 8b"), never an amount."""
    return number in pair_speeds(text.lower())


def _owned_pair(text: str, read_as: Any) -> tuple[list[str], dict[str, float]] | None:
    """The two cards and the speeds said when both cards are the asker's (module docstring), else ``None``."""
    cards = list(dict.fromkeys(getattr(read_as, "cards", None) or []))
    if len(cards) != 2 or not getattr(read_as, "own", False):
        return None
    if getattr(read_as, "task", None) not in (None, "inference") or (read_as.gpus or 1) > 2:
        return None
    speeds = _by_card(text, cards)
    if not speeds or getattr(read_as, "speed_tps", None) in speeds.values():
        return None  # no speed measured, or the speed wanted ("can it do 20 tok/s?")
    if len(POSSESSIVE.findall(text)) < 2 and len(speeds) < 2:
        return None  # "my 3090 vs a 4090": one card is had, the other weighed
    return cards, speeds


def pair_measured(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` as the owner's answer on their two cards and the speed they measured (module docstring); as it is
    when the question is not one, the model is no LLM the table knows, or a card lacks a figure or does not hold it."""
    shape = getattr(answer, "shape", None)
    low = text.lower()
    found = _owned_pair(low, read_as) if shape is not None else None
    if shape is None or found is None:
        return answer
    cards, speeds = found

    named = getattr(read_as, "model", None)
    try:
        arch = advisor.llm_models.resolve(named.name if named is not None else TYPICAL_MODEL)
        precision = parse_precision(read_as.precision, "inference", arch)
        est = estimate(arch, "inference", precision, parse_context(None, arch, "inference"), 1)
        got = [advisor.card(name) for name in cards]
    except (AdvisorError, KeyError, ValueError):
        return answer
    figures = []
    for card in got:
        speed = advisor.speeds.of(card, est, 1)
        if (speed is None or speed.tok_s <= 0 or not card.bandwidth_gb_s
                or need_gb(est.total) > (card.llm_memory_gb or card.memory_gb or 0.0)):
            return answer  # no figure, or a card the model does not fit: offload decides, not the bandwidth
        figures.append(speed)
    fast, slow = (0, 1) if figures[0].tok_s >= figures[1].tok_s else (1, 0)
    model = card_param(arch.name)
    params: dict = dict(model=model, quant=precision_label(est.precision, est.task),
                        fast=card_param(got[fast].name), slow=card_param(got[slow].name),
                        fast_bw=Quantity(value=got[fast].bandwidth_gb_s, unit="GB/s", digits=0),
                        slow_bw=Quantity(value=got[slow].bandwidth_gb_s, unit="GB/s", digits=0),
                        fast_tok=_tok_s(figures[fast].tok_s), slow_tok=_tok_s(figures[slow].tok_s))
    ratio = (got[fast].bandwidth_gb_s or 1) / (got[slow].bandwidth_gb_s or 1)
    if ratio < SAME_BANDWIDTH:
        lines: list[Message] = [msg("ask.pair.same", "Both cards are yours, nothing to buy. Decode on {model} "
                                    "({quant}) reads its weights from memory for every token, so it follows memory "
                                    "bandwidth, and {fast} ({fast_bw}) and {slow} ({slow_bw}) have about the same: "
                                    "≈ {fast_tok} and ≈ {slow_tok} estimated here.", **params)]
    else:
        params["less"] = Quantity(value=round((1 - 1 / ratio) * 100), unit="%", digits=0)
        params["pct"] = Quantity(value=round((1 - figures[slow].tok_s / figures[fast].tok_s) * 100), unit="%",
                                 digits=0)
        lines = [msg("ask.pair.why", "Both cards are yours, nothing to buy. Decode on {model} ({quant}) reads its "
                     "weights from memory for every token, so it follows memory bandwidth: {fast} has {fast_bw}, "
                     "{slow} {slow_bw} ({less} less). The estimates here, fitted to published runs rather than "
                     "bandwidth alone, give ≈ {fast_tok} against ≈ {slow_tok}: {slow} about {pct} slower.",
                     **params)]
    if named is None:
        lines.insert(0, msg("ask.pair.typical", "You named no model, so the figures here are for {model} ({quant}), "
                            "a typical small model; the ratio between the two cards holds for any model that fits "
                            "both.", model=model, quant=params["quant"]))
    states: dict[str, str] = {}
    for card, figure in zip(got, figures, strict=True):
        if card.name in speeds:
            line, states[card.name] = _verdict(card_param(card.name), speeds[card.name], figure.tok_s,
                                               "slow" in states.values())
            lines.append(line)
    if len(speeds) == 2:  # the faster card's (by its figure) over the slower's, both ways
        lines.append(_gap(speeds[got[fast].name] / speeds[got[slow].name], figures[fast].tok_s / figures[slow].tok_s,
                          {card_param(name): state for name, state in states.items() if state != "normal"}))
    ranking = [RankLine(card=card.name, role="rig", memory_gb=card.llm_memory_gb or card.memory_gb,
                        speed=Speed(measure="decode", value=round(f.tok_s, 1), kind=f.kind, source=f.source,
                                    model=arch.name, precision=est.precision, quant=QUANTS.get(est.precision)),
                        reason=msg("shape.role.rig", "your card")) for card, f in zip(got, figures, strict=True)]
    decides = [c for c in shape.decides if c.message.key.startswith(KEPT_DECIDES) and c.message.cards <= set(cards)]
    caveats = [c for c in shape.caveats if c.message.cards <= set(cards) and not c.message.key.startswith(
        DROPPED_CAVEATS)]
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": join(lines), "asked": "own", "decides": decides, "ranking": ranking, "caveats": caveats,
        "unit": speed_unit(ranking, "")})})  # a /compare's unit was training throughput: these are decode figures


def _tok_s(value: float) -> Quantity:
    return Quantity(value=round(value, 1 if value < 10 else 0), unit="tok/s", digits=1 if value < 10 else 0)


def _state(stated: float, gives: float) -> str:
    """A speed said against its figure (tokens/s): "slow" more than :data:`~advisor.ask.measured_own.BAND` under
    it, "fast" more than that over it, else "normal" — the one band of every owner's measured-speed verdict."""
    return "slow" if stated < SLOWER * gives else "fast" if stated > FASTER * gives else "normal"


def _verdict(card: Any, stated: float, gives: float, said_slow: bool = False) -> tuple[Message, str]:
    """A speed said on ``card`` against its figure ``gives`` (tokens/s) and its state (:func:`_state`);
    ``said_slow``: the other card's was told slow already, with the causes (said once)."""

    params = dict(card=card, stated=Quantity(value=stated, unit="tok/s", digits=1 if stated < 10 else 0),
                  gives=_tok_s(gives), band=band())
    state = _state(stated, gives)
    if state == "fast":
        return msg("ask.pair.above", "Your {stated} on {card} is more than {band} above the ≈ {gives} here, which "
                   "counts the context full: a smaller quantization or a shorter context than assumed.",
                   **params), state
    if state == "normal":
        return msg("ask.pair.normal", "Your {stated} on {card} is in line with that (≈ {gives} here, within "
                   "{band}).", **params), state
    if said_slow:
        return msg("ask.pair.slow-too", "Your {stated} on {card} is slower than expected too (≈ {gives} here, more "
                   "than {band} below it), for the same causes.", **params), state
    return msg("ask.pair.slow", "Your {stated} on {card} is slower than expected (≈ {gives} here, more than {band} "
               "below it): the usual causes are layers left on the CPU (llama.cpp's log says how many it offloaded, "
               "--n-gpu-layers), a power limit or thermal throttling, the backend, or a larger quantization or "
               "longer context than assumed.", **params), state


def _gap(seen: float, expected: float, flagged: dict[Any, str]) -> Message:
    """The gap between the two speeds said (``seen``, first over second) against the one the figures give, told
    from the two verdicts (:func:`_state`, ``flagged``: the cards whose speed is not in line, with their state):
    normal only when both are in line; else the card whose run is off, or both (the same way: what the runs share)."""
    said = dict(seen=Quantity(value=round(seen, 2), unit="x", digits=2),
                expected=Quantity(value=round(expected, 2), unit="x", digits=2))
    if not flagged:
        return msg("ask.pair.gap-normal", "Both your figures are in line with their cards' estimates, so the gap "
                   "between them ({seen}) is the expected one (≈ {expected}): normal.", **said)
    if len(flagged) == 1:
        (card, state), = flagged.items()
        if state == "slow":
            return msg("ask.pair.gap-slow", "The gap between your two figures ({seen}) is not the {expected} the "
                       "two cards' figures give, because your run on {card} is slower than its estimate: fix that "
                       "run first, then compare the two with the same model file and settings.", card=card, **said)
        return msg("ask.pair.gap-fast", "The gap between your two figures ({seen}) is not the {expected} the two "
                   "cards' figures give, because your run on {card} is faster than its estimate (a smaller "
                   "quantization or shorter context): compare the two with the same model file and settings.",
                   card=card, **said)
    if len(set(flagged.values())) == 1:  # both slow, or both fast: the cause is in what the two runs share
        return msg("ask.pair.gap-both", "Both your runs are off their cards' estimates the same way, so the gap "
                   "between them ({seen}; ≈ {expected} from the figures) says little about the cards: look at what "
                   "the two runs share (the model file, settings and backend).", **said)
    return msg("ask.pair.gap-off", "The gap between your two figures ({seen}) is not the {expected} the two cards' "
               "figures give: the two runs differ in more than the card (quantization, context, backend or layers "
               "on the CPU); compare them with the same model file and settings.", **said)


__all__ = ["bare_speeds", "number_is_speed", "pair_measured", "pair_speeds"]
