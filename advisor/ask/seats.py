"""People said beside a budget (fix53d, issue 28: "which gpu for 30 students doing deep learning, budget $20000" was
told "buy one RTX 5090"): the budget is for all of them, so it is split over seats — each person a card of their own
when the share per seat buys one, else one card shared by a group (the smallest group whose share buys a card) — and
the answer says the plan first: how many cards of which, for whom, and what they cost in all.

The people are those :mod:`advisor.ask.people` reads (``ReadAs.users``); a model served to them is the serving path's
(``fits --users``), not this. People who each train or fine-tune a model (fix55, issue 28: "students lab: 12 people,
¥60000, want to fine-tune 7B models", "实验室12个人，预算6万，想微调7B模型") are seats too, never users of a server: the
cards planned are those that fine-tune that model at a seat's (or a group's) share (:func:`seats_trained`). Serving
stays the server's ("serve", "users", "concurrent", "API", "请求"). The cards alone are planned: each needs a PC (or a
shared server) around it. Pure but for the re-ranking the caller passes."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from typing import Any

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Money, msg
from ..models import Caveat
from ..wording import card_param
from .lab_box import lab_box
from .models import BudgetSlot, ReadAs
from .served_count import SERVED

GROUPS = (1, 2, 3, 4, 5, 6, 8, 10, 15, 20, 30)
"""The group sizes tried, smallest first: one card per person, then one card per group of that many."""


TRAINED = frozenset({"lora", "qlora", "full-finetune"})
"""The tasks each person does on a seat of their own (fine-tuning, training), never a server's users."""

# a server's words: its users at once, requests, an API ("12 people fine-tuning … and serving it to users")
_SERVED_SAID = re.compile(r"(?<![a-z])(?:users?|concurrent(?:ly)?|simultaneous(?:ly)?|at\s+once|api|requests?|"
                          r"inference\s+server|throughput|tok(?:ens)?/s)(?![a-z])|请求|請求|并发|並發|同时|同時|服务|服務|部署|接口")

# a server's words beside a training job (fix72a #1): "users" alone there are a lab's members, each training ("we have
# 20 users in our lab and $3000 to fine-tune llama 3 8b"); serving, requests, an API or a chat for them is a server's
_SERVING_SAID = re.compile(r"(?<![a-z])(?:concurrent(?:ly)?|simultaneous(?:ly)?|at\s+once|api|requests?|chat(?:bot)?|"
                           r"inference\s+server|tok(?:ens)?/s)(?![a-z])|请求|請求|并发|並發|同时|同時|服务|服務|部署|接口")

# a machine each said: "a pc each", "one each", "per person", "每人一台", "各自一台" (then the people are seats)
_EACH = re.compile(r"(?<![a-z])(?:each|apiece|per\s+(?:person|user|head|seat)|every\s+(?:user|person)\s+(?:gets|has))"
                   r"(?![a-z])|每人|每个人|每個人|各自|一人一")


def seats_trained(text: str, task: str | None, people: int | None) -> bool:
    """Whether the ``people`` said in ``text`` (the question) each train or fine-tune (``task`` one of :data:`TRAINED`)
    on shared hardware — seats of a budget — rather than use a server: no serving word said (module docstring)."""
    low = text.lower()
    return (people or 0) >= 2 and task in TRAINED and not _SERVING_SAID.search(low) and not SERVED.search(low)


def _plan(read_as: ReadAs) -> bool:
    """Whether ``read_as`` is a purchase for several people out of one budget: a ranking, people said (2 or more), no
    model served (the serving path sizes that; a model each fine-tunes is planned), no cards named and no count of
    GPUs asked."""
    return (
        read_as.command == "recommend"
        and (read_as.users or 0) >= 2
        and read_as.budget is not None
        and (read_as.model is None or read_as.task in TRAINED)
        and not read_as.cards
        and (read_as.gpus or 1) == 1
    )


def served_users(text: str, before: bool = False, task: str | None = None) -> bool:
    """Whether the people said in ``text`` are a server's users — "for 4 users", "20 concurrent", "给团队部署" — and
    not seats of their own: a server's word said and no machine each ("a pc each", "每人一台"). ``before``: whether
    the conversation's question before had them so ("what about for 4 users?" then "那两万呢": still one server).
    ``task``: the job read; people who train or fine-tune (:data:`TRAINED`: "train sdxl loras" then "for 10 users")
    are a server's only when serving itself is said (requests, an API, a chat, at once), never by "users" alone."""
    low = text.lower()
    if _EACH.search(low):
        return False
    if task in TRAINED:
        return bool(_SERVING_SAID.search(low) or SERVED.search(low))
    return bool(_SERVED_SAID.search(low) or SERVED.search(low)) or before


def _one_server(read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (the ranking at the whole budget) headed by what the users said are: one machine serving them
    at once, the budget not divided (newuser27: "what about for 4 users?" split $5,000 into four PCs)."""
    shape = getattr(answer, "shape", None)
    if shape is None or read_as.budget is None or read_as.users is None:
        return answer
    fact = Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=msg(
        "ask.seats.one-server", "For {users} users, {budget} buys one machine they share, not one each: a batching "
        "server (vLLM, llama.cpp's server) answers several at once, each a little slower than one alone; name the "
        "model (“llama 3.3 70b for {users} users”) for each user's speed.", users=read_as.users,
        budget=Money(amount=read_as.budget.amount, currency=read_as.budget.currency)))
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *shape.decides]})})


def seats_split(read_as: ReadAs, answer: Any, again: Callable[[ReadAs], Any], served: bool = False, text: str = ""
                ) -> tuple[ReadAs, Any]:
    """``read_as`` and ``answer`` as they are unless several people share the budget (:func:`_plan`); then the
    ranking at one seat's (or one group's) share of the budget (``again`` re-runs a reading), headed by the plan:
    N cards of the pick, one a person or one a group of G, and their cost in all (in the market's currency). Users
    of a server (``served``: :func:`served_users` of the question) are never seats: the whole budget's ranking,
    headed by the one machine they share.

    Inputs: the budget in ``read_as.budget`` (amount, ISO currency), the people in ``read_as.users``. Returns the
    reading unchanged (the whole budget said) and the re-ranked answer; the original pair when no share buys a card."""
    if not _plan(read_as) or read_as.budget is None or read_as.users is None:
        return read_as, answer
    if served:
        return read_as, _one_server(read_as, answer)
    people = read_as.users
    budget = read_as.budget
    for group in (g for g in GROUPS if g < people):
        cards = math.ceil(people / group)
        share = read_as.model_copy(
            update={"budget": BudgetSlot(amount=math.floor(budget.amount / cards), currency=budget.currency), "gpus": 1}
        )
        try:
            ranked = again(share)
        except AdvisorError:
            continue
        picks = getattr(ranked, "picks", None)
        if not picks or ranked.shape is None:
            continue
        first = picks[0]
        params = dict(people=people, budget=Money(amount=budget.amount, currency=budget.currency),
                      share=Money(amount=math.floor(budget.amount / cards), currency=budget.currency), cards=cards,
                      card=card_param(first.card), price=Money(amount=first.total_cost, currency=first.price.currency),
                      total=Money(amount=first.total_cost * cards, currency=first.price.currency))
        sentence = (  # one shape, a card each or one a group
            msg("ask.seats.each", "For {people} people, {budget} is about {share} a seat: {cards} × {card}, "
                "one each ({price} each, {total} in all; the cards alone, each in a PC of its own).", **params)
            if group == 1
            else msg("ask.seats.group", "For {people} people, {budget} does not buy a card each: {cards} × {card}, "
                     "one for every {group} people ({share} a card: {price} each, {total} in all; the cards "
                     "alone, each in a shared PC or server).", group=group, **params)
        )
        fact = Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=sentence)
        shape = ranked.shape.model_copy(update={"decides": [fact, *ranked.shape.decides]})
        seats = ranked.model_copy(update={"shape": shape})
        return read_as, lab_box(text, read_as, seats, again, cards) if group == 1 else seats  # a lab: one box
    return read_as, answer


__all__ = ["GROUPS", "TRAINED", "seats_split", "seats_trained", "served_users"]
