"""The options named beside a budget, the ones within it first (fix61a, round 25, newuser24's worst: "I have about
2.5k to spend, want to run Qwen3 32B locally at decent speed, 4090 or 5090 or two 3090s?" led with the 5090's speed
over the 4090's, the 5090 and the 3090 pair being over the budget, the 4090 within it a side line).

What decides "A or B or C?" with a budget is which of them the budget buys, and among those which runs the job best;
an option over the budget is said over it (:func:`advisor.ask.verdicts.over_budget`, the price and the budget) and
never leads. So when a comparison's options (the two compared and the ones ranked past them,
:func:`advisor.ask.verdicts.named_left_out`) are split by the budget — some within, some over — the headline says the
options within it (one: its price, memory and speed on the job; several: the fastest of them on the job) and the
comparison's own headline (the two compared side by side) follows as a deciding fact after the over-budget lines.
Several cards are weighed on the cards' own price, the board and supply said apart, as the over-budget lines weigh
them. Unchanged when every option is within the budget or every one over (the lines then say it), without a
budget, or when the model asked is not what every option's speed is on (one that no card named holds alone: its
fit decides, said first). Pure: the answer's own lines and the market's rates."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..concerns import DECIDING_WEIGHT
from ..i18n import Card, Message, MessageParam, Money, Number, Quantity, Text, msg
from ..models import Caveat
from ..wording import card_param, join
from .followups import converted
from .models import ReadAs
from .options_owned import baseline, buying_options
from .read_as_line import CONDITIONS
from .summary_cedes import step_down_first
from .verdicts import named_left_out, over_by, rates_of

if TYPE_CHECKING:
    from ..api import Advisor

OVER_KEYS = ("ask.over-budget", "ask.over-budget.rig", "ask.over-budget.each", "ask.within-budget.rig",
             "ask.within-budget.rig.pc", "ask.within-budget.rig.alone")
"""The budget lines of the options (:mod:`advisor.ask.verdicts`): said before the comparison's own headline."""


PICKS = ("several.model.pair-pick", "several.model.only")
"""The comparison's own pick of the options ("For Llama 3.3 70B, take 2 x GeForce RTX 4090: …"), weighed without the
budget: a lead weighing the budget replaces it (mend46a left: "take 2 x 4090" said below "2 × 3090 is the one within
your budget")."""


def _said_again(c: Caveat, named: set[str], over_too: bool) -> bool:
    """Whether the deciding fact ``c`` says again what a lead weighing the options against the budget says: the
    comparison's own pick (:data:`PICKS`), and — ``over_too``, a lead saying every option's fit and how far over the
    budget each that holds the model is — an option's budget line (:data:`OVER_KEYS`, of named cards only)."""
    return c.message.key in PICKS or (over_too and c.message.key in OVER_KEYS and bool(c.message.cards)
                                      and c.message.cards <= named)


NOT_NAMED = frozenset({"ask.two-of-pick"})
"""Read-as notes of a comparison the asker did not name as options ("what about 2 of them?" after a ranking)."""


def _budget_weighed(shape: Any) -> bool:
    """Whether two named cards' budget verdict (:func:`advisor.ask.budget_verdict.budget_verdict`: one within it
    bought, the comparison "without the budget" after) already leads the answer."""
    return shape.headline.key.startswith("ask.within-budget") or any(
        c.message.key == "ask.within-budget.without" for c in shape.decides)


def _limit(read_as: ReadAs, currency: str, rates: dict[str, float] | None) -> float | None:
    budget = read_as.budget
    if budget is None:
        return None
    if budget.currency == currency:
        return budget.amount
    at = converted(budget, currency, rates)
    return at.amount if at is not None else None


def _option(line: Any) -> Message:
    """An option as said: the card, or "2 × card" for several."""
    if line.gpus > 1:
        return msg("ask.budget-options.rig", "{count} × {card}", count=Number(value=line.gpus),
                   card=card_param(line.card))
    return msg("ask.budget-options.card", "{card}", card=card_param(line.card))


def _cost(line: Any) -> float:
    """What an option costs against a budget: the cards' own price (the platform said apart, as the budget lines)."""
    return line.price.amount * max(1, line.gpus)


def within_first(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a comparison's) with the options within the budget as its headline when the budget splits the
    options named (module docstring); unchanged otherwise."""
    shape = getattr(answer, "shape", None)
    if (read_as.command != "compare" or read_as.budget is None or shape is None or not buying_options(read_as)
            or any(n.key in NOT_NAMED for n in read_as.notes) or _budget_weighed(shape)):
        return answer
    named = (set(read_as.cards) | named_left_out(read_as)) - {baseline(read_as)}  # an owner's card is no option
    lines = [x for x in shape.ranking if x.card in named and x.price is not None and x.adds is None]
    asked = read_as.model.name if read_as.model is not None else None
    rates = rates_of(advisor, answer)
    if asked is not None and any(x.speed is None or x.speed.model != asked for x in lines):
        return held_within_first(read_as, answer, lines, rates)  # a model some option does not hold alone
    weighed = [(x, _limit(read_as, x.price.currency, rates)) for x in lines]
    if len(weighed) < 2 or any(limit is None for _, limit in weighed):
        return answer
    within = [x for x, limit in weighed if _cost(x) <= (limit or 0.0)]
    if len(within) == len(weighed):
        return _all_within(read_as, answer, [_option(x) for x in within])
    if not within:
        return answer
    budget = Money(amount=read_as.budget.amount, currency=read_as.budget.currency)
    best = max(within, key=lambda x: (x.speed.value if x.speed is not None else 0.0, -_cost(x), x.card))
    if len(within) == 1:
        memory = Quantity(value=best.memory_gb or 0.0, unit="GB")
        price = Money(amount=_cost(best), currency=best.price.currency)
        if best.speed is not None:
            head = msg("ask.budget-options.one", "Of the options you named, {option} is the one within your budget "
                       "of {budget}: {price} here ({condition}), {memory} a card, {speed}.", option=_option(best),
                       budget=budget, price=price, condition=CONDITIONS[best.price.condition], memory=memory,
                       speed=best.speed.said())
        else:
            head = msg("ask.budget-options.one-unmeasured", "Of the options you named, {option} is the one within "
                       "your budget of {budget}: {price} here ({condition}), {memory} a card.", option=_option(best),
                       budget=budget, price=price, condition=CONDITIONS[best.price.condition], memory=memory)
    elif best.speed is not None:
        head = msg("ask.budget-options.several", "Within your budget of {budget} of the options you named: {options}; "
                   "{best} is the fastest of them, {speed}.", budget=budget,
                   options=join([_option(x) for x in within], "comma"), best=_option(best), speed=best.speed.said())
    else:
        head = msg("ask.budget-options.several-unmeasured", "Within your budget of {budget} of the options you "
                   "named: {options}.", budget=budget, options=join([_option(x) for x in within], "comma"))
    said = Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=shape.headline)
    over = [c for c in shape.decides if c.message.key in OVER_KEYS]
    rest = [c for c in shape.decides if c.message.key not in OVER_KEYS]
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head,
                                                                      "decides": [*over, said, *rest]})})


def _held(line: Any, asked: str, counts: dict[str, tuple[int, float]]) -> tuple[int, float, float] | None:
    """An option as it holds model ``asked``: (cards, their own price, tokens/s) — as named when its line's speed is
    on the model, else the fewest of its card that hold it (``counts``, the comparison's own headline); ``None``
    when neither says."""
    if line.speed is not None and line.speed.model == asked:
        return max(1, line.gpus), _cost(line), line.speed.value
    if line.card in counts:
        n, tok_s = counts[line.card]
        return n, line.price.amount * n, tok_s
    return None


def _counts(headline: Message) -> dict[str, tuple[int, float]]:
    """The fewest of each card that hold the model, and their tokens/s, as a comparison's headline says them
    ("Neither holds Llama 3.3 70B on one card; 2 x RTX 4090 hold it (≈ 18 tokens/s); …", :mod:`advisor.several`)."""
    if headline.key != "several.model.neither.counts":
        return {}
    out: dict[str, tuple[int, float]] = {}

    def walk(m: Any) -> None:
        if isinstance(m, (Message, MessageParam)):
            side, tok_s = m.params.get("side"), m.params.get("tok_s")
            if (m.key == "several.model.count.speed" and isinstance(side, (Message, MessageParam))
                    and isinstance(tok_s, Number)):
                card, count = side.params.get("card"), side.params.get("count")
                if isinstance(card, Card) and isinstance(count, Number):
                    out[card.value] = (int(count.value), float(tok_s.value))
            for v in m.params.values():
                walk(v)

    walk(headline)
    return out


def _held_option(n: int, card: str) -> Message:
    if n > 1:
        return msg("ask.budget-options.rig", "{count} × {card}", count=Number(value=n), card=card_param(card))
    return msg("ask.budget-options.card", "{card}", card=card_param(card))


def held_within_first(read_as: ReadAs, answer: Any, lines: list, rates: dict[str, float] | None) -> Any:
    """``answer`` (a comparison's, with a budget and a model some option named does not hold alone: "budget 3000,
    4090 or 5090 or 2x 3090 for llama 70b") led by the options within the budget that hold the model — as named,
    or the fewest of a card that do (the comparison's headline) — their price, memory and speed, the fastest named;
    then the ones over it, each by how much (fix63a #1: it led with the 4090 and 5090 pairs over the budget, the
    3090 pair within it a side line). The comparison's own headline follows as a deciding fact, the budget lines of
    single cards that do not hold the model dropped (their pairs are weighed here). Unchanged when every option
    that holds it is within the budget, or none is, or one within it is a count
    of a card the asker did not name (four where two were named: its platform is another build)."""
    shape = answer.shape
    if read_as.budget is None or read_as.model is None:
        return answer
    asked = read_as.model.name
    counts = _counts(shape.headline)
    held = [(x, h) for x in lines if (h := _held(x, asked, counts)) is not None]
    if not held:  # an option that holds it by no count said is weighed by its own line ("does not hold")
        return answer
    limits = {x.card: _limit(read_as, x.price.currency, rates) for x, _ in held}
    if any(v is None for v in limits.values()):
        return answer
    within = [(x, h) for x, h in held if h[1] <= (limits[x.card] or 0.0)]
    over = [(x, h) for x, h in held if h[1] > (limits[x.card] or 0.0)]
    budget = Money(amount=read_as.budget.amount, currency=read_as.budget.currency)
    model = Text(value=asked)
    if not within and over and (len(held) > 1 or baseline(read_as) is None):  # an owner's one option over it:
        return _none_within(read_as, answer, lines, over, limits, budget, model, rates)  # its own line (fix29c)
    if len(held) < 2:  # one option holds it, within the budget: its own line weighs it
        return answer
    if within and not over and all(h[0] == max(1, x.gpus) or h[0] <= 2 for x, h in within) and len(held) == len(lines):
        return _all_within(read_as, answer, [_held_option(h[0], x.card) for x, h in within])
    if not within or not over or any(h[0] != max(1, x.gpus) and h[0] > 2 for x, h in within):
        return answer  # a count past a pair nobody named within the budget ("two 3060s" held by four): the fit
        # decides (a pair of one card named is the named pair's platform: weighed, mend46a #5)
    x, (n, cost, tok_s) = max(within, key=lambda w: (w[1][2], -w[1][1], w[0].card))
    best = _held_option(n, x.card)
    if len(within) == 1:
        head = msg("ask.budget-options.held-one", "Of the options you named, {option} is the one within your budget "
                   "of {budget} that holds {model}: {price} here ({condition}), {memory} a card, ≈ {tok_s:.0f} "
                   "tokens/s.", option=best, budget=budget, model=model,
                   price=Money(amount=cost, currency=x.price.currency), condition=CONDITIONS[x.price.condition],
                   memory=Quantity(value=x.memory_gb or 0.0, unit="GB"), tok_s=Number(value=tok_s))
    else:
        head = msg("ask.budget-options.held-several", "Within your budget of {budget}, of the options you named, "
                   "these hold {model}: {options}; {best} is the fastest of them, ≈ {tok_s:.0f} tokens/s.",
                   budget=budget, model=model, options=join([_held_option(h[0], y.card) for y, h in within], "comma"),
                   best=best, tok_s=Number(value=tok_s))
    items = [msg("ask.budget-options.over-item", "{option} ({price}, over by {over}, ≈ {tok_s:.0f} tokens/s)",
                 option=_held_option(h[0], y.card), price=Money(amount=h[1], currency=y.price.currency),
                 over=over_by(h[1], limits[y.card] or 0.0, y.price.currency), tok_s=Number(value=h[2]))
             for y, h in sorted(over, key=lambda w: w[1][1])]
    platform = _platform(read_as, x, cost, limits[x.card] or 0.0)
    if platform is not None:  # the board and supply the count needs, in the lead itself (mend46a #2)
        head = msg("ask.budget-options.with-platform", "{head} {platform}", head=head, platform=platform)
    said_over = Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=msg(
        "ask.budget-options.held-over", "Over your budget, the options that hold {model}: {items}.", model=model,
        items=join(items, "semicolon")))
    said = Caveat(rule_id="memory.llm-task", weight=DECIDING_WEIGHT, message=shape.headline)
    alone = {y.card for y, h in held if h[0] > 1 and y.gpus == 1}  # single cards weighed here as their pairs
    kept = [c for c in shape.decides if not (c.message.key in OVER_KEYS and c.message.cards & alone)]
    lead = [c for c in kept if c.message.key.startswith("ask.within-budget") and c.message.cards & {x.card}]
    if platform is not None:  # the lead says the platform: its budget line would say it twice
        kept, lead = [c for c in kept if c not in lead], []
    whole = [c for c in lead if c.message.key == "ask.within-budget.rig.pc"]  # over it with a PC: said first
    kept = [*whole, said_over, *[c for c in lead if c not in whole], said, *[c for c in kept if c not in lead]]
    kept = [c for c in kept if not _said_again(c, set(), False)]  # the lead picks: "take …" not said again
    first = {y.card for y, _ in within}
    ranking = sorted(shape.ranking, key=lambda r: r.card not in first)  # the options within it first
    return answer.model_copy(update={"shape": shape.model_copy(update={
        "headline": head, "decides": kept, "ranking": ranking})})


def _platform(read_as: ReadAs, line: Any, cost: float, limit: float) -> Message | None:
    """What a rig named within a budget needs beyond its cards (``line``: its ranking line, ``cost`` its cards' own
    price, ``limit`` the budget in the price's currency): the board and power supply its line's total adds
    (:func:`advisor.rigs.platform_for`), and whether the whole is still within the budget, said in the lead so the
    lead and the list agree (mend46a #2: the lead said 2,550 USD, the list 3,360 USD in all).
    ``None`` for one card, a PC said to take the cards (``ReadAs.places``), a line with no platform or one counting
    the rest of a whole PC (its own budget line says it first)."""
    if line.gpus < 2 or not line.total or (read_as.places or 0) >= line.gpus or line.rest_of_pc:
        return None  # a whole PC's rest: its own budget line, said first (``ask.within-budget.rig.pc``)
    extra = max(0.0, line.total - cost)
    if extra <= 0:
        return None
    currency = line.price.currency
    params = dict(platform=Money(amount=extra, currency=currency), total=Money(amount=line.total, currency=currency),
                  count=Number(value=line.gpus))
    over = over_by(line.total, limit, currency)
    if line.total > limit:
        return msg("ask.budget-options.platform.over", "A board and power supply for {count} cards add {platform} "
                   "if your PC lacks them ({total} in all, over by {over}).", over=over, **params)
    return msg("ask.budget-options.platform.within", "A board and power supply for {count} cards add {platform} if "
               "your PC lacks them ({total} in all, still within it).", **params)


def _all_within(read_as: ReadAs, answer: Any, options: list[Message]) -> Any:
    """``answer`` (a comparison of options named with a budget) with "every option you named is within your budget"
    said first among its deciding facts, so a budget said is weighed whenever said (mend46a #5: "what if my budget is
    4500?" after three options said the budget was not weighed); the comparison's own headline stays the lead.
    Unchanged when a budget line of the options weighs it already."""
    assert read_as.budget is not None
    if any(c.message.key.startswith(("ask.over-budget", "ask.within-budget")) for c in answer.shape.decides):
        return answer  # a budget line weighs it already (a pair within it for its cards, a whole PC over it)
    said = Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=msg(
        "ask.budget-options.all-within", "Every option you named is within your budget of {budget}: {options}.",
        budget=Money(amount=read_as.budget.amount, currency=read_as.budget.currency),
        options=join(options, "comma")))
    return answer.model_copy(update={"shape": answer.shape.model_copy(update={
        "decides": [said, *answer.shape.decides]})})


def _none_within(read_as: ReadAs, answer: Any, lines: list, over: list, limits: dict[str, float | None],
                 budget: Money, model: Text, rates: dict[str, float] | None) -> Any:
    """``answer`` led by "none of the options you named holds the model within your budget" (mend46a #1: "I have
    $2500, a 3090, a 4090 or two 3060s for Qwen 72B?" said the budget was not weighed, then "take 2 x 3090 … 2,550
    USD", over it, unsaid): the options that do not hold it, each with its memory in all; the cheapest that does,
    its cards' price and how far over; and, within the budget, the one card that runs the smaller model its line is
    measured on best for the money (rule value.perf-per-price). The other options that hold it over the budget
    follow, each by how much, then the comparison's own headline."""
    shape = answer.shape
    short = [x for x in lines if x.speed is None or x.speed.model != model.value]
    y, (n, cost, tok_s) = min(over, key=lambda w: (w[1][1], -w[1][2], w[0].card))
    limit = limits[y.card] or 0.0
    nearest = dict(option=_held_option(n, y.card), price=Money(amount=cost, currency=y.price.currency),
                   over=over_by(cost, limit, y.price.currency), tok_s=Number(value=tok_s))
    items = [msg("ask.budget-options.short-rig", "{option} ({memory} in all)", option=_option(x),
                 memory=Quantity(value=(x.memory_gb or 0.0) * x.gpus, unit="GB")) if x.gpus > 1 else
             msg("ask.budget-options.short-card", "{option} ({memory})", option=_option(x),
                 memory=Quantity(value=x.memory_gb or 0.0, unit="GB")) for x in short]
    if items:
        head = msg("ask.budget-options.none-within", "None of the options you named holds {model} within your budget "
                   "of {budget}: {short} do not hold it; the cheapest that does, {option}, costs {price} for the "
                   "cards, over by {over} (≈ {tok_s:.0f} tokens/s), a board and power supply apart.", model=model,
                   budget=budget, short=join(items, "comma"), **nearest)
    else:
        head = msg("ask.budget-options.none-within.all", "None of the options you named holds {model} within your "
                   "budget of {budget}; the cheapest that does, {option}, costs {price} for the cards alone, over "
                   "by {over} (≈ {tok_s:.0f} tokens/s).", model=model, budget=budget, **nearest)
    smaller = [x for x in short if x.gpus <= 1 and x.speed is not None and x.speed.value > 0
               and (at := _limit(read_as, x.price.currency, rates)) is not None and _cost(x) <= at]
    if smaller:
        z = max(smaller, key=lambda x: (x.speed.value / max(_cost(x), 1.0), x.speed.value, x.card))
        head = msg("ask.budget-options.with-smaller", "{head} Within it, a smaller model on one {card} ({price}): "
                   "{speed}.", head=head, card=card_param(z.card),
                   price=Money(amount=_cost(z), currency=z.price.currency), speed=z.speed.said())
    rest = sorted(over, key=lambda w: w[1][1])[1:]
    named = {x.card for x in lines}  # the lead says each option's fit and how far over: never again below it
    decides = [c for c in shape.decides if not _said_again(c, named, True)]
    if rest:
        said_over = [msg("ask.budget-options.over-item", "{option} ({price}, over by {over}, ≈ {tok_s:.0f} tokens/s)",
                         option=_held_option(h[0], w.card), price=Money(amount=h[1], currency=w.price.currency),
                         over=over_by(h[1], limits[w.card] or 0.0, w.price.currency), tok_s=Number(value=h[2]))
                     for w, h in rest]
        decides.insert(0, Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=msg(
            "ask.budget-options.held-over.more", "Over your budget too: {items}.", items=join(said_over,
                                                                                           "semicolon"))))
    said = Caveat(rule_id="memory.llm-task", weight=DECIDING_WEIGHT, message=shape.headline)
    if not _said_again(said, named, True):  # the comparison's headline, unless its own pick
        decides.insert(1 if rest else 0, said)
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head, "decides": decides})})


def _item(line: Any) -> Message:
    """An option as weighed from an owner's card: its memory in all first, then its speed on the job and price."""
    return msg("ask.owner-options.item", "{option}: {memory} in all, {speed}, {price}", option=_option(line),
               memory=Quantity(value=(line.memory_gb or 0.0) * max(1, line.gpus), unit="GB"),
               speed=line.speed.said(), price=Money(amount=_cost(line), currency=line.price.currency))


def owner_options_first(read_as: ReadAs, answer: Any) -> Any:
    """``answer`` (a comparison's) led by the options weighed for the job from the owner's card when an owner names
    three options or more for a model and no budget ("I have a 3060, should I get a 4090, a 5090 or two 3090s for
    32B?"; fix62a #3 — it led with the 5090's speed against the 4090's, the 3060 and the pair a side line): whether
    the owner's card holds the model, then each option, its memory in all first, its speed on the model and its
    price, fastest first; the comparison's own headline follows as a deciding fact. Unchanged with a budget (the
    options within it lead: :func:`within_first`), without a model, or when an option has no speed on it. An option
    with less memory than the owner's card is said first among the deciding facts in any case (F07:
    :func:`advisor.ask.summary_cedes.step_down_first`)."""
    answer = step_down_first(answer)
    shape = getattr(answer, "shape", None)
    had = baseline(read_as)
    if (read_as.command != "compare" or read_as.budget is not None or shape is None or had is None
            or read_as.model is None):
        return answer
    asked = read_as.model.name
    named = set(read_as.cards) | named_left_out(read_as)
    lines = [x for x in shape.ranking if x.card in named and x.card != had and x.price is not None and x.adds is None]
    own = next((x for x in shape.ranking if x.card == had), None)
    if len(lines) < 3 or own is None or any(x.speed is None or x.speed.model != asked for x in lines):
        return answer
    lines.sort(key=lambda x: -(x.speed.value if x.speed is not None else 0.0))
    model = Text(value=asked)
    memory = Quantity(value=(own.memory_gb or 0.0) * max(1, own.gpus), unit="GB")
    items = join([_item(x) for x in lines], "semicolon")
    if own.speed is not None and own.speed.model == asked:
        head = msg("ask.owner-options", "Your {had} ({memory}) runs {model} at {speed}; the options you named: "
                   "{items}.", had=card_param(had), memory=memory, model=model, speed=own.speed.said(), items=items)
    else:
        head = msg("ask.owner-options.short", "Your {had} ({memory}) does not hold {model}; each option you named "
                   "does: {items}.", had=card_param(had), memory=memory, model=model, items=items)
    said = Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=shape.headline)
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head,
                                                                      "decides": [said, *shape.decides]})})


__all__ = ["OVER_KEYS", "held_within_first", "owner_options_first", "within_first"]
