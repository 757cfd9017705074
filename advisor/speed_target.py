"""A decode speed the user needs ("at least 20 tok/s", "要2 token每秒"): the answer keeps the ways that reach it,
the cheapest first, and says so in its headline (break9 finding 3, issue 28).

``fits`` and ``recommend`` take ``speed`` (tokens/s, batch 1) on every face (:mod:`advisor.commands`); the
answer, already computed and shaped (:mod:`advisor.shape`), is re-ranked here:

* the ways below the target leave the ranking (they stay in the details);
* the cheapest way that reaches it leads, and the headline names it with its speed and price;
* when no way within a budget reaches it, the headline says so and names the cheapest way in the market that
  does (``fits`` of the same job), ranked after the budget's ways, which go fastest first (the nearest to the
  target); when no way at all does, the fastest one, said to be below the target.

Only decode speed is weighed (running a model); a fine-tuning answer has no decode figure and is left as it is.
The speeds are the answer's own (:class:`~advisor.workload.DecodeSpeeds`: measured or estimated, at the context
asked), so nothing new is estimated here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from . import i18n
from .fits import usable, way_total
from .i18n import Message, msg
from .models import Fit, FitCard, Recommendation
from .models.short import Caveat, RankLine
from .routes import HEADLINE_ROUTES
from .shape import _fit_line, _pick_line, unit
from .shape_about import of_shown
from .shape_limits import MAX_RANKING
from .shape_shown import within

if TYPE_CHECKING:
    from .api import Advisor


def _way(card: str, count: int) -> Message:
    """"Tesla P40" or "2 × Tesla P40"."""
    if count > 1:
        return msg("speed.target.way-split", "{count} × {card}", count=i18n.Number(value=count),
                   card=i18n.Card(value=card))
    return msg("speed.target.way", "{card}", card=i18n.Card(value=card))


def _road_way(card: str, count: int, route: str | None, line: RankLine) -> Message:
    """The way ``count`` × ``card`` on ``route`` as a headline names it: with its road's words (``line``'s reason,
    :func:`_keep_road`) when it stands off the roads a headline may (a non-CUDA or passive card,
    :data:`advisor.routes.HEADLINE_ROUTES`; fix65c: "r1 distill 32b at 30 tok/s, cheapest?" led with a 7900 XTX and
    no word of CUDA before its ranking line)."""
    way = _way(card, count)
    if route is None or route in HEADLINE_ROUTES or line.reason is None:
        return way
    return msg("speed.target.way-road", "{way} ({road})", way=way, road=line.reason)


def _money(amount: float, currency: str) -> i18n.Money:
    return i18n.Money(amount=round(amount), currency=currency)


def _tok_s(tok_s: float) -> i18n.Number:
    return i18n.Number(value=round(tok_s, 1) if tok_s < 10 else round(tok_s))


def _keep_road(line: RankLine, route: str | None, reason: Message) -> RankLine:
    """``line`` with ``reason``, unless it stands on a road with caveats (a passive, old-CUDA or non-CUDA card,
    :data:`advisor.routes.HEADLINE_ROUTES`): its road's words stay, the speed being on the line."""
    return line if route is not None and route not in HEADLINE_ROUTES else line.model_copy(update={"reason": reason})


def _meeting(f: Fit, target: float, more: Sequence[FitCard] = ()) -> list[FitCard]:
    """The ways of ``f``, and ``more`` (every way of the market, :meth:`advisor.api.Advisor.every_way`, where the
    listing leaves a faster split out), one can buy (:func:`advisor.fits.usable`: priced, taken for the job, not
    tight, no server module) that decode at ``target`` tok/s or more, the cheapest first, each way once."""
    seen: set[tuple[str, int]] = set()
    ok = []
    for c in [*f.cards, *more]:
        if (c.card, c.count) not in seen and usable(c) and c.speed is not None and c.speed.tok_s >= target:
            seen.add((c.card, c.count))
            ok.append(c)
    return sorted(ok, key=lambda c: (way_total(c), c.count, c.card))


def _every_way(adv: Advisor, f: Fit, job: dict[str, Any]) -> list[FitCard]:
    """Every way of ``f``'s market that holds ``job``'s model (:meth:`advisor.api.Advisor.every_way`); none for a
    job not given by name."""
    if not job.get("model"):
        return []
    return adv.every_way(job["model"], task=job.get("task") or "inference", precision=job.get("precision"),
                         context=job.get("context"), market=f.market.id)


def _reached(target: float) -> Message:
    return msg("speed.target.reaches", "reaches your {target} tok/s", target=_tok_s(target))


def _below(target: float) -> Message:
    return msg("speed.target.below", "below your {target} tok/s", target=_tok_s(target))


def fit_at_speed(f: Fit, target: float, more: Sequence[FitCard] = ()) -> Fit:
    """``f`` (a shaped ``fits`` answer for running a model) re-ranked for a decode speed of at least ``target``
    tokens/s (module docstring), searching ``more`` ways too (every way of the market). An owner's rig, a serving
    plan or a fine-tuning is returned as it is."""
    if f.shape is None or f.rig is not None or f.serving is not None or f.task != "inference":
        return f
    meet = _meeting(f, target, more)
    cur = f.market.currency
    if meet:
        lines = [_keep_road(_fit_line(c, f), c.route, _reached(target)) for c in meet[:MAX_RANKING]]
        first = meet[0]
        assert first.speed is not None  # _meeting keeps ways with a speed
        headline = msg("speed.target.fit", "{summary} The cheapest way to {target} tok/s or more: {way}, ≈ {tok_s} "
                       "tok/s for {price}.", summary=f.summary, target=_tok_s(target),
                       way=_road_way(first.card, first.count, first.route, lines[0]), tok_s=_tok_s(first.speed.tok_s),
                       price=_money(way_total(first), cur))
        cuda = next((c for c in meet if c.route in HEADLINE_ROUTES), None)
        if cuda is not None and cuda is not first and cuda.speed is not None:  # the road off CUDA is not the only one
            headline = msg("speed.target.fit-cuda", "{headline} On CUDA: {way}, ≈ {tok_s} tok/s for {price}.",
                           headline=headline, way=_way(cuda.card, cuda.count), tok_s=_tok_s(cuda.speed.tok_s),
                           price=_money(way_total(cuda), cur))
    else:
        fast = sorted((c for c in f.cards if usable(c) and c.speed is not None),
                      key=lambda c: -(c.speed.tok_s if c.speed is not None else 0.0))
        if not fast:
            return f
        lines = [_fit_line(c, f).model_copy(update={"reason": _below(target)}) for c in fast[:MAX_RANKING]]
        top = fast[0]
        assert top.speed is not None
        headline = msg("speed.target.fit-none", "{summary} No way in this market reaches {target} tok/s on {model}: "
                       "the fastest, {way}, gives ≈ {tok_s} tok/s for {price}.", summary=f.summary,
                       target=_tok_s(target), model=i18n.Card(value=f.model.name), way=_way(top.card, top.count),
                       tok_s=_tok_s(top.speed.tok_s), price=_money(way_total(top), cur))
    shape = f.shape.model_copy(update={"headline": headline, "ranking": lines, "unit": unit(lines, cur)})
    # a caveat made for a way the speed left out goes with it (fix63a #5: "cheapest card to run r1 70b distill at
    # 20 tok/s" kept the workstation note of a 2 x RTX PRO 4000 pair no longer shown)
    return f.model_copy(update={"shape": of_shown(shape)})


def recommendation_at_speed(adv: Advisor, r: Recommendation, target: float, job: dict[str, Any]) -> Recommendation:
    """``r`` (a shaped ``recommend`` answer ranked by decode speed) re-ranked for at least ``target`` tokens/s:
    the picks within the budget that reach it, the cheapest first; when none does, the cheapest way of the market
    that reaches it (``fits`` of the same ``job``: model, task, precision, context), named in the headline and
    ranked after the picks within the budget, which are marked below the target, the fastest first. A ranking with
    no decode figure is returned as it is."""
    if r.shape is None or not job.get("model"):  # unsized: each pick's speed is on its own model
        return r
    picks = [p for p in [*r.picks, *([r.stretch] if r.stretch else [])]
             if p.speed is not None and p.speed.measure == "decode"]
    if not picks:
        return r
    cur = r.market.currency
    budget = i18n.Money(amount=r.budget.amount, currency=r.budget.currency)
    meet = sorted((p for p in picks if p.speed is not None and p.speed.value >= target),
                  key=lambda p: (p.total_cost, p.gpus, p.card))
    if meet:
        ctx = adv.shape_context(r.market.id)
        lines = [_keep_road(_pick_line(p, None, ctx), p.route, _reached(target)) for p in meet[:MAX_RANKING]]
        first = meet[0]
        assert first.speed is not None
        headline = msg("speed.target.recommend", "For {budget}, the cheapest way to {target} tok/s or more: {way}, ≈ "
                       "{tok_s} tok/s for {price}.", budget=budget, target=_tok_s(target),
                       way=_road_way(first.card, first.gpus, first.route, lines[0]), tok_s=_tok_s(first.speed.value),
                       price=_money(first.total_cost, cur))
    else:
        lines = sorted((line.model_copy(update={"reason": _below(target)}) for line in r.shape.ranking
                        if line.speed is not None and line.speed.measure == "decode"),
                       key=lambda line: (not within(line, r.budget.market_amount),  # newuser18 #4: within first
                                         -(line.speed.value if line.speed is not None else 0.0)))[:MAX_RANKING - 1]
        # (the nearest to the target first; issue 28: 1,639 / 1,808 / 1,400 USD in no order the answer said)
        f = adv.fits(job.get("model") or "7b", task=job.get("task") or "inference", precision=job.get("precision"),
                     context=job.get("context"), market=r.market.id)
        market_meet = _meeting(f, target, _every_way(adv, f, job)) if isinstance(f, Fit) else []
        if market_meet and isinstance(f, Fit):
            c = market_meet[0]
            assert c.speed is not None
            lines.append(_fit_line(c, f).model_copy(update={"reason": _reached(target)}))  # the headline's way
            headline = msg("speed.target.recommend-none", "Nothing within {budget} reaches {target} tok/s; the "
                           "cheapest way that does: {way}, ≈ {tok_s} tok/s for {price}.", budget=budget,
                           target=_tok_s(target), way=_way(c.card, c.count), tok_s=_tok_s(c.speed.tok_s),
                           price=_money(way_total(c), cur))
        else:
            headline = msg("speed.target.recommend-nowhere", "Nothing within {budget}, nor any way in this market, "
                           "reaches {target} tok/s on this model; the fastest within it are below.", budget=budget,
                           target=_tok_s(target))
    shape = r.shape.model_copy(update={"headline": headline, "ranking": lines, "unit": unit(lines, cur),
                                       "caveats": _of_shown(r.shape.caveats, lines),
                                       "decides": _of_shown(r.shape.decides, lines)})
    return r.model_copy(update={"shape": shape})


def _of_shown(caveats: list[Caveat], lines: list[RankLine]) -> list[Caveat]:
    """The ``caveats`` that name no card or a card of ``lines``: a note made for a pick the speed left out (its
    FP8 line, its used-price warning) is dropped with it (break28 #18)."""
    shown = {line.card for line in lines}
    return [c for c in caveats if not (named := {*c.message.cards, *([c.card] if c.card else [])}) or named & shown]


def window_said(r: Recommendation, context: int | None, gpus: int | None = None) -> Recommendation:
    """``r`` (a shaped ``recommend`` answer of a sized job) with the context window asked said beside its headline
    (``shape.reading``, never left out): the window and the memory the job needs with its KV cache
    (``r.min_memory_gb``, :meth:`advisor.api.Advisor._workload`): on each card when ``gpus`` (the count asked,
    ``--gpus``) sized it per card, else in all — a lead of 2 cards chosen by the ranking does not make the need
    per card (break10 finding 4: "28 GB on each of 2 cards" was 28 GB in all). ``None``: as it is."""
    if not context or r.shape is None or r.use_case != "llm":
        return r
    window, need = i18n.Number(value=int(context)), i18n.Quantity(value=round(r.min_memory_gb), unit="GB")
    said = (msg("speed.target.window-each", "Sized for {context:,.0f} tokens of context: the model and its KV cache "
                "need about {need} on each of {gpus} cards.", context=window, need=need,
                gpus=i18n.Number(value=gpus or r.gpus))
            if gpus is not None and gpus > 1 else
            msg("speed.target.window", "Sized for {context:,.0f} tokens of context: the model and its KV cache need "
                "about {need}.", context=window, need=need))
    return r.model_copy(update={"shape": r.shape.model_copy(update={"reading": [said, *r.shape.reading]})})


def at_speed(adv: Advisor, answer: Any, speed: float | None, job: dict[str, Any]) -> Any:
    """``answer`` of ``fits`` or ``recommend`` re-ranked for ``speed`` tok/s (``None``: as it is). ``job``: the
    command's model, task, precision and context (the market's cheapest way that reaches it, for ``recommend``)."""
    if speed is None:
        return answer
    if isinstance(answer, Fit):
        more = _every_way(adv, answer, job) if answer.rig is None and answer.task == "inference" else []
        return fit_at_speed(answer, float(speed), more)
    if isinstance(answer, Recommendation):
        return recommendation_at_speed(adv, answer, float(speed), job)
    return answer
