"""Follow-ups (issue 27 §5): whether a question reads with the one before (:func:`follows`), what a bare
number of it is (:func:`_bare_amount`: "那6000呢", "800" after the budget was asked back) and the exchange
rates with which "in euros" converts the budget before (:func:`market_rates`, :func:`converted`). How a
follow-up changes the reading before is :func:`advisor.ask.answer.merge` (the question reader's decisions
name the commands in one module). Used by :func:`advisor.ask.answer.ask`."""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING, Any

from ..commands import BY_NAME
from ..errors import AdvisorError
from ..kinds import Given, read_budget
from .budget_kept import weighs_compare
from .how_many import MORE_ASKED
from .models import BudgetSlot, Context, ReadAs, Slot
from .owned_follow import owned_switch_follow
from .owner_buys import kept_owner
from .reader import NAME_WORDS, Reading

if TYPE_CHECKING:
    from ..api import Advisor

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
    if "budget" in before.missing and before.budget_currency and r.budget is not None and r.budget_bare and not (
            r.cards or r.currency):  # "in euros" while the budget was asked back, then "800": 800 EUR (fix68b #5)
        return BudgetSlot(amount=r.budget.amount, currency=before.budget_currency)
    if "budget" in before.missing and not r.cards and r.budget is None and r.budget_error is None and (
            r.numbers and float(r.numbers[0]) >= 50):  # "what is your budget?" then "800": that amount, in the
        return _read_amount(advisor, r, r.numbers[0], market=market,  # currency said meanwhile ("in euros": fix68b #5)
                            bare_currency=before.budget_currency or bare_currency)
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
    "那6000呢"), says nothing on its own, misses a slot, names the card an owner was asked for or the job an owner
    out of memory was asked for (their memory stays), or is one slot alone (:func:`fragment`: "$800", "70b",
    "5000元"), asks to compare one more card with the one card before ("compare it with the 3090"), or names the card
    of the memory whose models were asked before ("I have NVIDIA GeForce RTX 3060 12GB"). Two cards
    without a follow-up's words and without a budget are a new comparison."""
    owner_named = before.read_as.own and before.missing == ["cards"] and len(r.cards) == 1
    # "CUDA out of memory … 23.64 GiB total" asked back which job: "lora on llama 3 8b" is that job, on those 24 GB
    job_named = (before.read_as.own and bool(before.read_as.memory_gb) and not before.read_as.cards
                 and before.missing == ["cards"] and not r.cards and r.budget is None
                 and (r.model is not None or r.task is not None or bool(r.intents)))
    # "预算1万" then "要能跑70b的", "best gpu under $1000" then "must run 70b": the model the recommendation is for
    ranked = before.read_as.command in BY_NAME and BY_NAME[before.read_as.command].takes("budget")  # a ranking
    model_wanted = ranked and r.model is not None and not r.cards and (
        r.budget is None and len(r.text) <= SHORT_CHARS)
    # "is a 4060 ti 16gb good for llms" then "compare it with the 3090": one card more, against the one before
    one_more = ("compare" in (r.command, command) or "compare" in r.intents) and len(r.cards) == 1 and (
        len(before.read_as.cards) == 1 and before.read_as.command in ("why", "fits")
        and r.cards[0] != before.read_as.cards[0] and r.budget is None)
    # "游戏本16G显存可以训练吗？" then "NVIDIA 3080，最高165w功耗": the card of the laptop described before
    laptop_card = before.read_as.laptop and not before.read_as.cards and len(r.cards) == 1 and (
        r.budget is None and r.model is None and not r.spans.laptop)
    # "Which model to choose for GPU-12GB?" then "I have NVIDIA GeForce RTX 3060 12GB": the card of the memory asked
    # of before, its models still asked (round 10)
    memory_card = (before.read_as.command == "fits" and before.read_as.model is None and bool(before.read_as.memory_gb)
                   and not before.read_as.cards and len(r.cards) == 1 and r.model is None and r.budget is None)
    # "全量微调72B需要多少资源" then "单机8卡A800，跑不起来": the cards tried for the model asked of
    # before (round 11)
    rig_named = (before.read_as.command == "fits" and before.read_as.model is not None and not before.read_as.cards
                 and bool(r.cards) and r.model is None and r.budget is None)
    # "I have a 2080 ti" then "what should I upgrade to for 600?": an upgrade from the card had (newuser14 #2)
    upgrade_asked = not r.cards and not r.unknown and r.model is None and bool(kept_owner(before.read_as, r.text))
    # "i hav 2 3090s" then "how many more for deepseek r1?": more of the cards had (break23 #6)
    more_owned = (before.read_as.own and bool(before.read_as.cards) and not r.cards and r.budget is None
                  and MORE_ASKED.search(r.text.lower()) is not None)
    # "need 48gb vram" asked back its budget, then "budget 3000": the budget asked for, the memory kept (newuser17)
    budget_given = before.missing == ["budget"] and r.budget is not None and not r.cards and r.model is None

    return not r.help and not r.chatter and (not r.command or one_more) and (
        r.follow_up or command == "none" or bool(missing) or owner_named or job_named or fragment(r) or model_wanted
        or weighs_compare(before.read_as, r)
        or one_more or laptop_card or memory_card or rig_named or upgrade_asked or more_owned or budget_given
        or owned_switch_follow(before.read_as, r)) and not (  # "I have a 3090" → "sell it for a 4090?" (fix72a)
            len(r.cards) >= 2 and r.budget is None and not r.follow_up)


SHORT_CHARS = 24
"""A reply of at most this many characters that names a model only adds it to a recommendation before."""

FRAGMENT_WORDS = 3
"""A question of at most this many words that says one slot and nothing else is a fragment."""


def fragment(r: Reading) -> bool:
    """Whether a question is one slot alone — a budget, a model or a card, with no word of what to
    do with it ("$800", "70b", "5000元", "llama 3 70b"): in a conversation, it fills that slot of the
    question before ("best gpu for llama 3 8b?" then "$800": a recommendation for that model)."""
    said = sum(bool(x) for x in (r.budget, r.cards, r.model))
    return said == 1 and not r.intents and not r.gpu_words and len(r.text.split()) <= FRAGMENT_WORDS


_NO_WORDS = re.compile(r"[\d\s.,!?？！。，~+\-–]*")
"""A follow-up with no word of any language: digits and marks alone ("3000", "5000?")."""


SIMPLIFIED = frozenset("们个这说为么吗还价钱买卖显体头机电脑万预与训练应该选择适学习运产场帮"
                       "较对区够张块专业评测问题来时间经过现实种类点开关从让请谢样动费贵单双"
                       "两旧矿闲鱼语视觉图标检级网络验务参数记忆内")
"""The Simplified forms of ``words.toml``'s ``[language] traditional`` characters (those two scripts write apart; 里,
于 and 别 left out, as Traditional writes them too): a Chinese follow-up with none of either keeps the conversation's
script (fix78b #1: "那二手的呢？" after a zh_Hant question was answered in zh_Hans)."""


def in_their_language(r: Reading, before: Context | None) -> Reading:
    """``r`` in the conversation's language when it says no word of its own ("3000" after "想买显卡跑stable diffusion"
    is answered in Chinese, and read as yuan as a bare amount in a Chinese question is), or when it is Chinese that
    writes no character of one script alone after a zh_Hant conversation ("那二手的呢？": :data:`SIMPLIFIED`); ``r``
    unchanged otherwise."""
    if before is None or before.language in (None, r.language):
        return r
    if before.language == "zh_Hant" and r.language == "zh_Hans" and not SIMPLIFIED.intersection(r.text):
        return dataclasses.replace(r, language="zh_Hant")
    if not _NO_WORDS.fullmatch(r.text):
        return r
    return dataclasses.replace(r, language=before.language)

def new_card_slots(previous: ReadAs, r: Reading, fresh: ReadAs) -> dict[str, Any]:
    """The slots a follow-up naming other cards sets: the memory said with them, and — after an owned card counted
    (``previous.own`` with ``gpus`` or ``counts``) and no count said now — one card, not the owner's ("my 4090" →
    "2 of them?" → "what about a 5090?": one 5090, never "the 1 you have and 1 more": fix78b #1)."""
    update: dict[str, Any] = {"memory_gb": fresh.memory_gb}
    counted = bool(previous.gpus and previous.gpus > 1 or previous.counts and any(c > 1 for c in previous.counts))
    if previous.own and counted and not r.gpus and not any(c > 1 for c in r.card_counts) and not set(
            r.cards) & set(previous.cards):
        update.update({"gpus": None, "counts": None, "own": False})
    return update

