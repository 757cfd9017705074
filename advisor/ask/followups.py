"""Follow-ups (issue 27 §5): whether a question reads with the one before (:func:`follows`), and how
it changes that reading (:func:`merge`): the slots it says replace the previous ones, a bare round
number is the budget where the reader took it for a card (:func:`_bare_amount`: "那6000呢"), and the
rest stays. Used by :func:`advisor.ask.answer.ask`."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..commands import BY_NAME
from ..errors import AdvisorError
from ..i18n import Money, msg
from ..kinds import Given, read_budget
from .models import BudgetSlot, Context, ReadAs, Slot
from .reader import NAME_WORDS, Reading

if TYPE_CHECKING:
    from ..api import Advisor

OWN_RULES = frozenset({"command", "budget", "cards", "own", "counts"})
"""The slots of a reading a follow-up changes by rules of their own (:func:`merge`); any other slot
it says (the model, task, precision, use case, number of GPUs, market, condition — and a slot added
later) replaces the previous one."""


def merge(previous: ReadAs, r: Reading, amount: BudgetSlot | None = None, *,
          slots: Callable[[Reading, str], ReadAs], rates: Rates | None = None) -> ReadAs:
    """A follow-up read with the previous question: the slots it says replace the previous ones and
    the rest stays ("and used?", "what about for LLMs?", "2 of them?", "in euros", "用二手的呢",
    "and for 70b?"). ``amount``: the budget a bare number of the follow-up is (:func:`_bare_amount`),
    read instead of the card the number also names; ``slots``: how a reading becomes slots for a command
    (:func:`advisor.ask.answer._slots`); ``rates``: the market's exchange rates (:func:`market_rates`), with
    which "in euros" converts the budget before into euros (never relabels 1,000 USD as 1,000 EUR).

    The command follows what the follow-up says: cards make it a verdict, a comparison or a fit
    (a model with them); a model after a verdict or a comparison makes it a fit; a budget after a
    command that takes none (a verdict, a comparison, a fit, or a refusal of one) asks for a
    recommendation with the rest of the reading ("what gpu for $800?" after an unknown card)."""
    if amount is not None:  # the number named no card: nor do the notes of that reading
        r = dataclasses.replace(r, cards=[], card_counts=[], budget=None, budget_bare=False, notes=[], unknown=[])
    fresh = slots(r, previous.command)
    update: dict = {}
    for name in ReadAs.model_fields.keys() - OWN_RULES:  # every other slot said replaces the one before
        value = getattr(fresh, name)
        if value is not None and value != []:
            update[name] = value
    if amount is not None:
        update["budget"] = amount
    elif fresh.budget is not None:  # a bare amount ("what about 1500?") keeps the currency of the budget before
        before = previous.budget if r.budget_bare else None
        update["budget"] = fresh.budget.model_copy(update={"currency": before.currency}) if before is not None \
            else fresh.budget
    elif r.budget_factor and previous.budget is not None:  # "what if I double the budget?": the budget before, doubled
        update["budget"] = previous.budget.model_copy(update={"amount": float(round(previous.budget.amount
                                                                                      * r.budget_factor))})
    elif r.currency and previous.budget is not None and r.currency != previous.budget.currency:
        said = converted(previous.budget, r.currency, rates)  # "in euros": the same money, in euros
        if said is not None:
            update["budget"] = said
            update["notes"] = [*update.get("notes", fresh.notes), msg(
                "ask.converted", "{amount} is about {converted} at the market's exchange rate.",
                amount=Money(amount=previous.budget.amount, currency=previous.budget.currency),
                converted=Money(amount=said.amount, currency=said.currency))]
    command = previous.command
    if r.cards:
        if previous.command == "compare" and len(r.cards) == 1 and previous.cards:
            update["cards"] = [previous.cards[0], r.cards[0]]
            kept = [(previous.memory_gb or [None])[0], (fresh.memory_gb or [None])[0]]  # each card's memory said
            update["memory_gb"] = kept if any(m is not None for m in kept) else None
        else:
            update["cards"] = list(r.cards[:2])
            update["memory_gb"] = fresh.memory_gb  # "what about the 4070?" after "4060 ti 16gb": no 16 GB said of it
            command = "compare" if len(r.cards) >= 2 else ("why" if previous.command != "fits" else "fits")
    elif "budget" in update and not BY_NAME[command].takes("budget") and (r.budget is not None or amount):
        command = "recommend"  # "what gpu for $800?" after a verdict: the cards were the verdict's
        update["cards"], update["counts"] = [], None  # and so were what was said of them (assumed, unknown)
        update["notes"], update["unknown"] = list(fresh.notes), list(fresh.unknown)
    if r.model is not None and command in ("why", "compare"):
        command = "fits"
    model = update.get("model", previous.model)
    if command == "recommend" and model is not None and r.use_case is None and (
            r.model is not None or previous.command != "recommend"):
        update["use_case"] = "llm"  # a recommendation for a model ranks for it, as a question naming both does
    update["command"] = command
    update["own"] = (previous.own or r.own) and command == "why"
    if r.cards or command != "compare":
        update["counts"] = fresh.counts if command == "compare" else None
    return previous.model_copy(update=update)


Rates = dict[str, float]
"""A market's exchange rates: its own currency → 1.0, every other currency → how much of the market's
currency one unit of it is (``data/exchange_rates.csv``, the ECB's reference rates)."""


def market_rates(advisor: Advisor, market: str | None) -> Rates:
    """The exchange rates of ``market`` (the default market when it is none the catalogue knows), from
    ``data/exchange_rates.csv`` (the ECB's reference rates, as the budget reader converts with them)."""
    known = market if market is not None and market.strip().lower() in advisor.catalog.markets else None
    m = advisor.catalog.market(known)
    return {m.currency: 1.0, **{rate.currency: rate.rate for rate in m.exchange_rates}}


def converted(budget: BudgetSlot, currency: str, rates: Rates | None) -> BudgetSlot | None:
    """``budget`` in ``currency`` at ``rates`` (:func:`market_rates`), to the whole unit; ``None`` when the
    market has no rate for either currency (the budget then stays as it was)."""
    if rates is None or budget.currency not in rates or currency not in rates or rates[currency] <= 0:
        return None
    amount = budget.amount * rates[budget.currency] / rates[currency]
    return BudgetSlot(amount=float(round(amount)), currency=currency)


_BARE_NUMBER = re.compile(r"(?<![a-z0-9_.$€£¥₹₩])(\d{3,6})(?![a-z0-9_.])")
ROUND = 500
"""A bare number that is a multiple of this is an amount of money in a conversation about one
(budgets are said in round hundreds and thousands; the cards whose model number is such a number,
the RTX 4000/5000/6000/8000 workstation cards, are named with their line word: "rtx 6000")."""


def _bare_amount(advisor: Advisor, r: Reading, before: Context, *, market: str | None,
                 bare_currency: str | None) -> BudgetSlot | None:
    """The budget a follow-up's bare round number is, where the reader took it for a card: "那6000呢"
    after "预算5000元买什么显卡" is 6,000 CNY, not the RTX 6000 (a bare number that is no such
    multiple stays the card: "那3090呢"). Only when the conversation is about a budget (the
    question before had one, or asked for one) and the follow-up names nothing else; in the budget's
    currency before, else as a bare amount is read (``bare_currency``, the market's). None otherwise."""
    about_money = before.read_as.budget is not None or "budget" in before.missing
    if "budget" in before.missing and not r.cards and r.budget is None and r.budget_error is None and (
            r.numbers and float(r.numbers[0]) >= 50):  # "what is your budget?" then "800": that amount
        return _read_amount(advisor, r, r.numbers[0], market=market, bare_currency=bare_currency)
    if not about_money or len(r.cards) != 1 or r.budget is not None or r.budget_error is not None \
            or r.model is not None:
        return None
    text = r.text.lower()
    for m in _BARE_NUMBER.finditer(text):
        word = re.search(r"([a-z]+)[\s-]*$", text[:m.start()])
        number = m.group(1)
        if word and word.group(1) in NAME_WORDS or number not in r.cards[0] or int(number) % ROUND:
            continue
        if before.read_as.budget is not None:
            return BudgetSlot(amount=float(number), currency=before.read_as.budget.currency)
        return _read_amount(advisor, r, number, market=market, bare_currency=bare_currency)
    return None


def _read_amount(advisor: Advisor, r: Reading, number: str, *, market: str | None,
                 bare_currency: str | None) -> BudgetSlot | None:
    """A bare ``number`` read as an amount as the reader reads one: yuan in a Chinese question, else the server's
    currency or the market's (:func:`advisor.kinds.read_budget`); None when the budget reader refuses it."""
    said = number + "元" if r.language != "en" and bare_currency is None else number
    try:
        budget = read_budget(said, Given(advisor, market=market if market in advisor.catalog.markets else None,
                                         bare_currency=bare_currency))
    except AdvisorError:
        return None
    return BudgetSlot(amount=budget.amount, currency=budget.currency)


def follows(before: Context, r: Reading, command: str, missing: list[Slot]) -> bool:
    """Whether a question reads with the one before (a follow-up) rather than afresh: it is no
    greeting, chatter or command word, and it says it follows ("and used?", "what about 1200?",
    "那6000呢"), says nothing on its own, misses a slot, names the card an owner was asked for, or is
    one slot alone (:func:`fragment`: "$800", "70b", "5000元"). Two cards without a follow-up's
    words and without a budget are a new comparison."""
    owner_named = before.read_as.own and before.missing == ["cards"] and len(r.cards) == 1
    return not r.help and not r.chatter and not r.command and (
        r.follow_up or command == "none" or bool(missing) or owner_named or fragment(r)) and not (
        len(r.cards) >= 2 and r.budget is None and not r.follow_up)


FRAGMENT_WORDS = 3
"""A question of at most this many words that says one slot and nothing else is a fragment."""


def fragment(r: Reading) -> bool:
    """Whether a question is one slot alone — a budget, a model or a card, with no word of what to
    do with it ("$800", "70b", "5000元", "llama 3 70b"): in a conversation, it fills that slot of the
    question before ("best gpu for llama 3 8b?" then "$800": a recommendation for that model)."""
    said = sum(bool(x) for x in (r.budget, r.cards, r.model))
    return said == 1 and not r.intents and not r.gpu_words and len(r.text.split()) <= FRAGMENT_WORDS
