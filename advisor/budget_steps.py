"""A general ranking kept whole per step of its budget (issue 30 §1).

A general ``recommend`` (not an LLM's routes, not an image buyer's) depends on its budget only through which of
the market's prices the budget reaches: every test of it against an offer is ``price <= per_gpu`` (the picks, the
cards kept out, a roomier twin), ``per_gpu < price <= per_gpu * (1 + STRETCH)`` (the stretch pick) or the same on a
beginner's amount, so between two neighbouring prices of the market the ranking, its picks, notes and short form
are the same (:func:`step`). What prints the budget itself is re-made for each budget (:func:`rebudgeted`): the
answer's ``budget``, the headline ("For 800 USD …", "Nothing within 150 USD …"), the stretch pick's line ("23%
over budget") and a data-centre budget's note and caveat ("40,000 USD is far beyond consumer cards"). The notes
that print it or weigh it otherwise are in the key (past the biggest build, below a market's free-notebooks
figure) or not kept (:func:`general_key` gives ``None``: a converted budget, several GPUs' platforms).

The whole answer is kept in the shared core's rule book only (``recommend.answer``; a server's prices or a
question's view answer afresh), and only for answers that read nothing but the budget, market, use case and floor:
no model, no generator, one GPU. ``tests/advisor/test_budget_steps.py`` sets kept answers against fresh ones on
both sides of every price step.
"""

from __future__ import annotations

from bisect import bisect_right
from typing import Any, cast

from . import i18n
from .kept import Same, keep
from .recommend.notes import biggest_consumer_build, datacenter_note
from .recommend.ranking import STRETCH
from .rigs import platform_cost
from .shape import mod_line, pick_line
from .shape_heads import recommend_headline


def prices(catalog, rules, market) -> tuple[float, ...]:
    """The market's distinct prices, cheapest first: every offer a ranking weighs is priced at one of them."""
    return keep(rules, "recommend.prices", (Same(catalog), Same(market)),
                lambda: tuple(sorted({p.amount for _, p in catalog.prices(market.id)})))


def step(catalog, rules, market, amount: float) -> tuple[int, int]:
    """Which prices a per-GPU ``amount`` reaches, and which its stretch reaches (``amount * (1 + STRETCH)``, the
    bound :func:`advisor.recommend.answer.recommend` and the beginner's ranking test): two budgets of one step
    reach the same offers for each."""
    ps = prices(catalog, rules, market)
    return bisect_right(ps, amount), bisect_right(ps, amount * (1 + STRETCH))


def general_key(adv: Any, market, budget, *, use_case: str, min_memory_gb: object, gpus: int | None,
                generator: str | None, job: str | None, sized: bool) -> tuple | None:
    """The key of a general ranking's whole answer, or ``None`` for one not to keep: a view's (its prices, its
    rules), a sized or image job, several GPUs, a budget converted from another currency or read with a note
    holding its figure, a floor sized from a model, a budget past the biggest consumer build (its note prints it)."""
    if not adv.rules.shared or adv.price_layer is not None or sized or generator is not None or use_case == "image":
        return None
    if (gpus or 1) != 1 or budget.rate is not None or budget.currency != market.currency:
        return None
    if min_memory_gb is not None and type(min_memory_gb) not in (int, float):
        return None  # a floor with its own reason (fits.MemoryNeed): made afresh
    catalog, rules = adv.catalog, adv.rules
    build = keep(rules, "notes.biggest", (Same(catalog), Same(market)), lambda: biggest_consumer_build(catalog, market))
    amount = budget.market_amount
    below = market.policy.free_notebooks_below
    per_gpu = amount - platform_cost(market, 1)
    return (Same(catalog), Same(market), Same(adv.ladder), Same(adv.speeds), use_case,
            None if min_memory_gb is None else float(cast(float, min_memory_gb)), job, budget.currency,
            tuple(m.identity for m in budget.assumptions), below is not None and amount < below,
            step(catalog, rules, market, per_gpu), step(catalog, rules, market, amount),
            build is not None and amount > build[0])  # past the biggest build: its note prints the budget


def rebudgeted(adv: Any, market, answer: Any, budget: Any) -> Any:
    """A kept general ranking's answer for ``budget`` of its step: its budget, headline, stretch line and
    data-centre note re-made (what prints the budget), the rest as kept. The answer itself when ``budget`` is
    its own."""
    if answer.budget is budget or answer.budget == budget:
        return answer
    r = answer.model_copy(update={"budget": budget})
    shape = r.shape
    top = r.picks[0] if r.picks else None
    update: dict[str, Any] = {"headline": recommend_headline(r, top, i18n.Money(amount=budget.amount,
                                                                                  currency=budget.currency))}
    if r.stretch is not None and r.stretch.role in ("stretch", "cheapest"):  # "23% over budget", "58 USD over
        ctx = adv.shape_context(market.id)  # budget" (break26 #20): its line says the budget's share
        models = {p.speed.model for p in r.picks if p.speed is not None and p.speed.measure == "decode"}
        line = mod_line(pick_line(r.stretch, top, ctx, len(models) <= 1, budget.market_amount), ctx)
        update["ranking"] = [line if x.role == r.stretch.role else x for x in shape.ranking]
    at = next((i for i, n in enumerate(r.notes) if n.rule_id == "budget.datacenter"), None)
    build = keep(adv.rules, "notes.biggest", (Same(adv.catalog), Same(market)),
                 lambda: biggest_consumer_build(adv.catalog, market)) if at is not None else None
    if at is not None and build is not None:  # "<budget> is far beyond consumer cards": the note and its caveat
        old, new = r.notes[at].message, datacenter_note(adv.catalog, market, budget, r.picks, build)
        r = r.model_copy(update={"notes": [*r.notes[:at], new, *r.notes[at + 1:]]})
        update["caveats"] = [c.model_copy(update={"message": new.message}) if c.message.identity == old.identity
                             else c for c in shape.caveats]
    return r.model_copy(update={"shape": shape.model_copy(update=update)})


def kept_step(adv: Any, market, budget: Any, step: tuple, made: Any) -> Any:
    """An unsized LLM answer (:mod:`advisor.llm_steps`) for ``budget``: the step's kept answer re-budgeted, or
    ``made()`` — kept unless its lead is several cards (the platform note prints the budget less the platform:
    kept as ``None``, made afresh each time)."""
    fresh: list = []

    def build() -> Any:
        answer = made()
        fresh.append(answer)
        return answer if answer.gpus == 1 else None

    answer = keep(adv.rules, "recommend.llm", step, build)
    if fresh:
        return fresh[0]
    return made() if answer is None else rebudgeted(adv, market, answer, budget)
