"""How many GPUs a pretraining run takes, and whether to rent or buy them ("how many h100s to pretrain a 7b model in a
month", "pretrain a 7b model, what gpus do I need", "pretrain a 3b model, budget $10000").

The run's compute is 6·N·D FLOPs (D: the tokens said, else Chinchilla's 20 per parameter,
``data/performance/pretrain_rate.csv``); one card sustains :func:`~advisor.ask.pretrain.mfu` of its dense BF16 peak
(:func:`~advisor.ask.pretrain.peak_tflops`: Llama 3's 38-43 % on H100s), so the run is so many card-days; over the
time asked (a month when none is said) that is a count of cards — at least as many as hold the sharded training state
(``fits``' full-training memory, FSDP/ZeRO-3). Renting those card-days is priced by ``data/rent_hourly.csv`` (RunPod
on-demand, dated); buying them by the market's price. A budget said is set against the rent. Pure; never raises
(:func:`pretrain_count` returns nothing when a figure is missing).
"""

from __future__ import annotations

import csv
import math
import re
from functools import cache
from typing import TYPE_CHECKING

from ..catalog.inputs import data_dir
from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Date, ListOf, Message, MessageParam, Money, Number, Text, msg
from ..models import Caveat
from ..several import NO_P2P, link_of
from ..shown import shown_price
from ..wording import card_param
from .followups import converted, market_rates
from .models import ReadAs
from .pretrain import LANGUAGE_MODEL, OWN_MODEL, PRETRAIN, _rate, _rate_rows, _scale, mfu, peak_tflops, pretraining
from .word_gate import needs

if TYPE_CHECKING:
    from ..api import Advisor

HOW_MANY = re.compile(r"how\s+many|what\s+(?:gpus?|cards?|hardware|setup)|which\s+(?:gpus?|cards?)|"
                      r"gpus?\s+(?:do\s+i|would\s+i|to)\s+need|多少(?:张|張|块|塊|个|個)|几(?:张|張|块|塊)|幾(?:張|塊)|"
                      r"(?:什么|什麼|哪些|哪种|哪種)(?:显卡|顯卡|卡|gpu)|需要.{0,6}(?:卡|gpu)", re.I)
"""Words asking which or how many cards."""
SPAN = re.compile(r"(?:in|within|under|over)\s+(a|an|one|two|three|\d+(?:\.\d+)?)\s+(day|week|month|year)s?|"
                  r"(\d+(?:\.\d+)?|一|两|兩|二|三|半)\s*(?:个|個)?\s*(天|周|週|星期|月|年)")
"""A time the run must take ("in a month", "in 2 weeks", "一个月内")."""
WORD_NUMBER = {"a": 1.0, "an": 1.0, "one": 1.0, "two": 2.0, "three": 3.0, "一": 1.0, "两": 2.0, "兩": 2.0, "二": 2.0,
               "三": 3.0, "半": 0.5}
UNIT_DAYS = {"day": 1.0, "week": 7.0, "month": 30.0, "year": 365.0, "天": 1.0, "周": 7.0, "週": 7.0, "星期": 7.0,
             "月": 30.0, "年": 365.0}
DEFAULT_DAYS = 30.0
"""The time a count is said for when the question names none: a month (product choice: the span people ask)."""
RENT_NOT_BUY = 3.0
"""Product choice: buying the cards at this many times the run's rent or more is "rent, don't buy" (a one-off run;
the cards would idle after it)."""
MAX_OPTIONS = 3
"""Cards listed when none is named: the cheapest runs to rent."""
BOARD_COUNT = 8
"""SXM modules of one HGX/DGX board (:data:`advisor.ask.server_board.BOARD_COUNT`): a count past one board is whole
boards ("135 × A100 SXM4" is 17 boards, 136 modules)."""
MAX_NO_P2P = 8
"""The most cards without peer-to-peer a count says: ``multi_gpu_scaling.csv``'s largest row (past it no figure)."""
"""Cards listed when none is named: the cheapest runs to rent."""


def _sig(amount: float) -> float:
    """``amount`` to three significant figures (an estimate's precision: 1,895,800 is said 1,900,000)."""
    return round(amount, 2 - int(math.floor(math.log10(amount)))) if amount > 0 else amount


def span_days(text: str) -> tuple[float, bool]:
    """(days, said): the time asked for the run (:data:`SPAN`), else :data:`DEFAULT_DAYS` (``False``)."""
    m = SPAN.search(text.lower())
    if m is None:
        return DEFAULT_DAYS, False
    n, unit = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    value = WORD_NUMBER.get(n) if n in WORD_NUMBER else float(n)
    return max((value or 1.0) * UNIT_DAYS[unit], 1.0), True


@cache
def _rent_table() -> tuple[dict[str, str], ...]:
    """The rows of ``data/rent_hourly.csv``."""
    with open(data_dir() / "rent_hourly.csv", newline="", encoding="utf-8") as fh:
        return tuple(csv.DictReader(fh))


def _rent_rows(market: str) -> dict[str, dict[str, str]]:
    """The market's ``data/rent_hourly.csv`` rows by card."""
    return {r["card"]: r for r in _rent_table() if r["market"] == market}


def _memory_count(advisor: Advisor, model: str, card: str) -> int | None:
    """The fewest ``card`` that hold the full training state of ``model`` sharded over them (FSDP full shard /
    ZeRO-3: each holds 1/N of weights, gradients and AdamW's states, plus its own activations and overhead)."""
    try:
        fit = advisor.fits(model, task="full-finetune")
        memory = advisor.card(card).memory_gb or 0.0
    except AdvisorError:
        return None
    m = getattr(fit, "memory", None)
    if m is None:
        return None
    room = memory - m.activations_gb - m.overhead_gb
    if room <= 0:
        return None
    return max(1, math.ceil((m.weights_gb + m.gradients_gb + m.optimizer_gb) / room))


def _option(advisor: Advisor, read_as: ReadAs, card: str, flops: float, days: float,
            rent: dict[str, dict[str, str]]) -> dict | None:
    """One card's plan: its card-days, the count for ``days`` (and for memory), the rent of the run."""
    peak = peak_tflops(advisor, card)
    if peak is None or read_as.model is None:
        return None
    card_days = flops / (mfu() * peak[0] * 1e12) / 86400
    by_memory = _memory_count(advisor, read_as.model.name, card) or 1
    count = max(math.ceil(card_days / days - 1e-9), by_memory, 1)
    if "SXM" in card and count > BOARD_COUNT:  # SXM modules come eight to a board: whole boards (break18 #14)
        count = math.ceil(count / BOARD_COUNT) * BOARD_COUNT
    row = rent.get(card)
    hourly = float(row["usd_per_hour"]) if row else None
    out = dict(card=card, card_days=card_days, count=count, by_memory=by_memory, hourly=hourly,
               rent=card_days * 24 * hourly if hourly else None, as_of=row["as_of"] if row else "",
               run_days=card_days / count, scale=None)
    return _without_p2p(advisor, out, days) if count > 1 else out


def _without_p2p(advisor: Advisor, option: dict, days: float) -> dict:
    """``option`` on cards without peer-to-peer (GeForce): the count and its days at the scaling every answer says
    for that many such cards in one job (:func:`advisor.ask.pretrain._scale` on
    ``data/performance/multi_gpu_scaling.csv``: 4 x RTX 4090 1.00–3.13× one card), not ``count`` × one card — the
    fewest cards (from those the memory needs, at most :data:`MAX_NO_P2P`) whose fast end finishes within ``days``,
    their time a range (fast–slow) and their rent over the fast end's time (break18 #3: "4 x 4090 for about 5 days"
    then "a measured 4-card run gained nothing"). Cards with peer-to-peer: ``option`` unchanged."""
    if link_of(advisor.rules, advisor.catalog.card(option["card"])) != NO_P2P:
        return option
    card_days = option["card_days"]
    scale, first = None, max(option["by_memory"], 2)
    for count in range(first, max(MAX_NO_P2P, first) + 1):
        scale = _scale(advisor, option["card"], count)
        if scale is not None and card_days / scale[1] <= days:
            break
    if scale is None:
        return option
    fast = card_days / scale[1]
    hourly = option["hourly"]
    return {**option, "count": count, "run_days": fast, "slow_days": card_days / scale[0], "scale": scale,
            "card_days": count * fast, "rent": count * fast * 24 * hourly if hourly else None,
            "beyond": fast > days * (1 + 1e-9)}


def _said(o: dict) -> Message:
    """"6 × H100 SXM5 80 GB for about 29 days (about 172 card-days; about 19,600 USD rented at 4.76 USD/h)"; on cards
    without peer-to-peer (:func:`_without_p2p`) the days a range, with the scaling and its basis said once."""
    params = dict(count=Number(value=o["count"]), card=card_param(o["card"]), days=Number(value=o["run_days"]),
                  card_days=Number(value=o["card_days"]))
    if o.get("scale") is not None:
        low, high, basis = o["scale"]
        ranged = dict(params, slow=Number(value=o["slow_days"]), low=Number(value=low), high=Number(value=high),
                      basis=basis)
        if o.get("beyond"):  # even the most such cards one job uses miss the time asked: said, never "within"
            return msg("ask.pretrain.count.option.beyond", "more than any count of {card} does: {count:,.0f} of them, "
                       "the most one job of such cards is measured on, take about {days:,.0f}–{slow:,.0f} "
                       "days ({low:.2f}–{high:.2f}× one card in one data-parallel job, {basis})", **ranged)
        if o["rent"] is None:
            return msg("ask.pretrain.count.option.range", "{count:,.0f} × {card} for about {days:,.0f}–{slow:,.0f} "
                       "days ({low:.2f}–{high:.2f}× one card in one data-parallel job, {basis}; about "
                       "{card_days:,.0f} card-days at the fast end)", **ranged)
        return msg("ask.pretrain.count.option.range.rent", "{count:,.0f} × {card} for about {days:,.0f}–{slow:,.0f} "
                   "days ({low:.2f}–{high:.2f}× one card in one data-parallel job, {basis}; about {card_days:,.0f} "
                   "card-days at the fast end, about {rent} rented at {hourly}/h, RunPod on-demand {date})",
                   rent=Money(amount=_sig(o["rent"]), currency="USD"),
                   hourly=Money(amount=o["hourly"], currency="USD", digits=2), date=Date(value=o["as_of"]), **ranged)
    if o["rent"] is None:
        return msg("ask.pretrain.count.option", "{count:,.0f} × {card} for about {days:,.0f} days (about "
                   "{card_days:,.0f} card-days)", **params)
    return msg("ask.pretrain.count.option.rent", "{count:,.0f} × {card} for about {days:,.0f} days (about "
               "{card_days:,.0f} card-days; about {rent} rented at {hourly}/h, RunPod on-demand {date})",
               rent=Money(amount=_sig(o["rent"]), currency="USD"),
               hourly=Money(amount=o["hourly"], currency="USD", digits=2), date=Date(value=o["as_of"]),
               **params)


@needs(PRETRAIN, OWN_MODEL, nothing=list, open_if=lambda advisor, text, read_as, answer: read_as.topic == "pretrain")
# pretraining said (or one's own model trained), or kept from the question before: else nothing (perf35)
def pretrain_count(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """A sized pretraining question that asks how many or which cards (:data:`HOW_MANY`), names a time
    (:data:`SPAN`) or a budget: the run's FLOPs, and for the card named (else the cheapest runs to rent among the
    cards with a sourced peak and a rent row, at most :data:`MAX_OPTIONS`, cards without peer-to-peer only where
    one card does it: a measured 4-card run of them gained nothing, ``multi_gpu_scaling.csv``) the cards that
    finish it in the time
    asked, the rent of the run, and "rent, don't buy" when buying those cards costs :data:`RENT_NOT_BUY` times the
    rent or more — or, with a budget, the card-hours it rents and whether that finishes the run. Nothing else."""
    low = text.lower()
    if not pretraining(text, read_as) or not (LANGUAGE_MODEL.search(low) or read_as.use_case == "llm"
                                         or read_as.model is not None):
        return []
    if read_as.model is None or not read_as.model.params_b or read_as.task in ("lora", "qlora"):
        return []
    days, said_days = span_days(text)
    if not said_days and read_as.run_days:  # "… in a week" then "and a 3b?": still within a week
        days, said_days = read_as.run_days, True
    budget = read_as.budget
    follow_up = not PRETRAIN.search(low)  # "and a 13b?" after a count: the same kind of answer, for a month
    if not (HOW_MANY.search(low) or said_days or budget is not None or follow_up):
        return []
    market = advisor.catalog.market(getattr(getattr(answer, "market", None), "id", None) or None)
    per_param = float(_rate()["tokens_per_parameter"]["value"])
    n = read_as.model.params_b * 1e9
    tokens = n * per_param
    flops = 6 * n * tokens
    rent = _rent_rows(market.id) if market.policy.rent else {}
    if read_as.cards:
        options = [o for o in [_option(advisor, read_as, read_as.cards[0], flops, days, rent)] if o is not None]
    else:
        sourced = [r["card"] for r in _sourced_peaks()]
        found = [o for c in sourced if c in rent
                 and (o := _option(advisor, read_as, c, flops, days, rent)) is not None]
        # cards without peer-to-peer measured no gain on four in one job (multi_gpu_scaling.csv): one card only
        found = [o for o in found if o["count"] == 1
                 or link_of(advisor.rules, advisor.catalog.card(o["card"])) != NO_P2P]
        options = sorted(found, key=lambda o: o["rent"] or math.inf)[:MAX_OPTIONS]
    if not options:
        return []
    best = options[0]
    head = dict(size=Number(value=read_as.model.params_b), flops=Number(value=flops),
                tokens=Number(value=round(tokens / 1e9, 1 if tokens < 1e10 else 0)), per=Number(value=per_param),
                mfu=Number(value=mfu() * 100), span=Number(value=days),
                options=ListOf(items=[MessageParam(key=m.key, params=m.params) for m in map(_said, options)],
                               style="or"))
    verdict = _verdict(advisor, best, budget, _in_usd(advisor, budget, market), market, shown_price)
    if said_days:
        said = msg("ask.pretrain.count.said", "Pretraining a {size:g}B model from scratch: 6 × parameters × "
                   "{tokens:,g}B tokens ({per:.0f} a parameter, Chinchilla) = {flops:.1e} FLOPs; at {mfu:.0f} % of "
                   "each card's dense BF16 peak, within {span:.0f} days that is {options}. {verdict}",
                   verdict=verdict, **head)
    else:
        said = msg("ask.pretrain.count", "Pretraining a {size:g}B model from scratch: 6 × parameters × "
                   "{tokens:,g}B tokens ({per:.0f} a parameter, Chinchilla) = {flops:.1e} FLOPs; at {mfu:.0f} % of "
                   "each card's dense BF16 peak, for a run of about a month that is {options}. {verdict}",
                   verdict=verdict, **head)
    out = [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)]
    if budget is not None and not read_as.cards and (owned := _owned(advisor, read_as, budget,
                                                                     _in_usd(advisor, budget, market), market, flops)):
        out.append(Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=owned))
    return out


def _in_usd(advisor: Advisor, budget, market) -> float | None:
    """``budget`` in US dollars (the rent's currency, ``data/rent_hourly.csv``) at the market's exchange rates
    (``data/exchange_rates.csv``, the ECB's reference rates): "预算5万元" is about 7,500 USD, set against the run's rent
    as "$7500" is (break18 #4); ``None`` with no budget or no rate."""
    if budget is None:
        return None
    if budget.currency == "USD":
        return float(budget.amount)
    usd = converted(budget, "USD", market_rates(advisor, market.id))
    return usd.amount if usd is not None else None


def _owned(advisor: Advisor, read_as: ReadAs, budget, usd: float | None, market, flops: float) -> Message | None:
    """The budget spent on a card instead (``usd``: the budget in US dollars, :func:`_in_usd`, against a price in
    dollars): the fastest card with NVIDIA's peak (:func:`_sourced_peaks`) whose
    price here is within ``budget`` and that holds the whole training state — never a server module (an SXM
    H100 mounts only on an HGX board: ``line.server-module``) — said used when its price is, and the days the run
    takes on it alone (one card: GeForce cards gain nothing from more without peer-to-peer); ``None`` when none is
    priced within it."""
    best = None
    for row in _sourced_peaks():
        price = shown_price(advisor.catalog.price_of(market.id, row["card"]))
        within = budget.amount if price is not None and price.currency == budget.currency else (
            usd if price is not None and price.currency == "USD" else None)
        if price is None or within is None or price.amount > within:
            continue
        if read_as.model is None or _memory_count(advisor, read_as.model.name, row["card"]) != 1:
            continue
        if "server-module" in advisor.catalog.card(row["card"]).flags:  # an SXM module needs an HGX server board
            continue  # (line.server-module): one bought alone runs nothing, so it is no card the budget buys
        if best is None or float(row["value"]) > best[1]:
            best = (row["card"], float(row["value"]), price)
    if best is None:
        return None
    days = flops / (mfu() * best[1] * 1e12) / 86400
    used = msg("ask.pretrain.count.used", ", used") if best[2].condition == "used" else Text(value="")
    return msg("ask.pretrain.count.owned", "Spent on a card instead, {budget} buys one {card} ({price}{used}), which "
               "would take about {days:,.0f} days over the run on its own.", budget=Money(amount=budget.amount,
                                                                                       currency=budget.currency),
               card=card_param(best[0]), price=Money(amount=best[2].amount, currency=best[2].currency), used=used,
               days=Number(value=days))  # a used price is said used (newuser13: "buys one H100 SXM5 (18,500 USD)")


def _sourced_peaks() -> list[dict[str, str]]:
    """The ``dense_bf16_tflops`` rows of ``pretrain_rate.csv`` (cards with NVIDIA's peak)."""
    return [r for r in _rate_rows() if r["name"] == "dense_bf16_tflops"]


def _verdict(advisor: Advisor, best: dict, budget, usd: float | None, market, shown_price) -> Message:
    """The budget (``usd``: in US dollars, :func:`_in_usd`; said in its own currency) against the rent of ``best``'s
    run, else rent against buy ("rent, don't buy")."""
    card = card_param(best["card"])
    if budget is not None and best["hourly"] and usd is not None:
        hours = usd / best["hourly"]
        params = dict(budget=Money(amount=budget.amount, currency=budget.currency), card=card,
                      hours=Number(value=round(hours, -1)), need=Number(value=round(best["card_days"] * 24, -1)),
                      rent=Money(amount=_sig(best["rent"]), currency="USD"))
        if hours >= best["card_days"] * 24 and best.get("beyond"):  # the money is there, the time is not
            return msg("ask.pretrain.count.budget.slow", "{budget} rents about {hours:,.0f} {card}-hours and the run "
                       "needs about {need:,.0f} (about {rent}): the budget covers it, but these cards do not finish it "
                       "in that time — data-centre cards on NVLink do.", **params)
        if hours >= best["card_days"] * 24:
            return msg("ask.pretrain.count.budget.done", "{budget} rents about {hours:,.0f} {card}-hours and the run "
                       "needs about {need:,.0f}: renting finishes it for about {rent}, well inside the budget — rent, "
                       "don't buy.", **params)
        return msg("ask.pretrain.count.budget.short", "{budget} rents about {hours:,.0f} {card}-hours, but the run "
                   "needs about {need:,.0f} (about {rent}): {share:.0f} % of it. A smaller model, or fewer tokens, "
                   "fits the budget.", share=Number(value=100 * hours / (best["card_days"] * 24)), **params)
    price = shown_price(advisor.catalog.price_of(market.id, best["card"]))
    if price is None or best["rent"] is None or price.currency != "USD" or best.get("beyond"):
        return msg("ask.pretrain.count.rent", "Renting is how such runs are done: the cards would idle after it.")
    buy = price.amount * best["count"]
    params = dict(count=Number(value=best["count"]), card=card, buy=Money(amount=_sig(buy), currency="USD"),
                  rent=Money(amount=_sig(best["rent"]), currency="USD"),
                  price=Money(amount=price.amount, currency="USD"))
    if buy >= RENT_NOT_BUY * best["rent"]:
        return msg("ask.pretrain.count.rent-not-buy", "Rent, don't buy: {count} × {card} cost about {buy} to buy "
                   "({price} each, before the server) against about {rent} to rent for the whole run.", **params)
    return msg("ask.pretrain.count.buy-close", "Buying {count} × {card} (about {buy}) costs less than {times:.0f}× "
               "renting the run (about {rent}): buy if more runs will follow, rent for one.",
               times=Number(value=RENT_NOT_BUY), **params)


__all__ = ["DEFAULT_DAYS", "HOW_MANY", "RENT_NOT_BUY", "SPAN", "pretrain_count", "span_days"]
