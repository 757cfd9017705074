"""Text renderers of the console: one function per answer type (model in, text out).

Each takes the pydantic model an :class:`~advisor.api.Advisor` method returns (messages only)
and a :class:`View` (language, ``--verbose``, terminal width), and gives the text
``gpu-advisor`` prints without ``--json``; the view renders every message in its language. They decide
nothing about cards: every figure and reason comes from the model. Every word of the console's
own (labels, headings, hints) is a message keyed ``cli.…``, said in the view's language.

Short by default (issue 18): an answer's :class:`~advisor.models.Shape` — a headline, the ranking
(3 to 5 lines), at most three caveats and one line saying what the speed figures mean — within
:data:`SHORT_LINES` lines at 80 columns (``why`` :data:`WHY_LINES`, four GPUs or more
:data:`MULTI_GPU_LINES`): whole caveats are left out, never cut, when they would not fit.
``--verbose`` prints the full form (the ``full_*`` renderers), every rule with its id and source.

The full form is readable at a glance too: lines wrapped to the terminal (80 columns when not a terminal), the
speed scale explained where the first speed appears, a reason per pick, skipped cards with
the core's reason each; rule ids and sources only with ``--verbose`` (``--json`` always has
them).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..fits import speed_param
from ..i18n import (
    Card,
    Date,
    ListOf,
    Message,
    Money,
    Number,
    Param,
    Quantity,
    Renderer,
    Text,
    device_name,
    msg,
    render,
)
from ..models import (
    UNLABELLED,
    Avoided,
    CardFacts,
    Comparison,
    Fit,
    FitCard,
    MarketList,
    MarketRef,
    Ownership,
    Pick,
    Price,
    RankLine,
    Reason,
    Recommendation,
    Resolution,
    Runs,
    Shape,
    Verdict,
    unsaid,
    verdict_label_key,
)
from ..offered_price import condition_unsaid
from ..shape import figure
from ..upgrade import platform_words, total_words
from ..wording import labelled
from .job_speed import JOB_MEASURES, alternative_line, job_cell, job_legend, job_speeds
from .layout import DEFAULT_WIDTH, table, wrap

INDENT = "   "
SKIPPED_SHOWN = 3  # groups of skipped cards shown without --verbose
REASONS_SHOWN = 2  # reasons per pick shown without --verbose
FIT_CARDS_SHOWN = 8


@dataclass(frozen=True)
class View:
    """How to print: ``language`` (an id of :data:`advisor.i18n.LANGUAGES`), ``verbose``
    (rule ids and sources too) and ``width`` (terminal cells to wrap to)."""

    language: str = "en"
    verbose: bool = False
    width: int = DEFAULT_WIDTH
    reserved: int = 0
    """Lines the caller prints above the answer (``ask``'s "Read as" line): the short form's limit
    leaves room for them, so the whole reply stays within it."""

    @property
    def say(self) -> Renderer:
        """The console's renderer of messages: the view's language, the core's quoting of typed text."""
        return Renderer(self.language)

    def t(self, message: Message) -> str:
        """A message (the answer's or the console's own) in the view's language."""
        return self.say(message)

    def wrap(self, text: str, indent: str = "", hang: str | None = None) -> list[str]:
        """``text`` wrapped to the view's width (see :func:`advisor.cli.layout.wrap`)."""
        return wrap(text, self.width, indent, hang)

    def value(self, param: Param) -> str:
        """One typed value (money, a quantity, a date) written for the view's language."""
        return self.say.value(param)


# --------------------------------------------------------------------------- shared pieces
CONDITIONS = {"new": msg("cli.condition.new", "new"), "used": msg("cli.condition.used", "used")}
OFFERED = msg("cli.condition.offered", "offered")
"""An offer's price whose condition the question does not say (:mod:`advisor.offered_price`): neither new nor used."""


def condition_words(p: Price):
    """A price's condition in words: "new", "used", or "offered" for an offer said in no condition (break32 #6)."""
    return OFFERED if condition_unsaid(p) else CONDITIONS[p.condition]
KINDS = {"published": msg("cli.kind.published", "published"), "estimated": msg("cli.kind.estimated", "estimated")}
SPEED_KINDS = {**KINDS, "measured": msg("cli.kind.measured", "measured")}
USE_CASES = {
    "general": msg("cli.use_case.general", "general use"),
    "beginner": msg("cli.use_case.beginner", "first steps"),
    "kaggle": msg("cli.use_case.kaggle", "Kaggle competitions"),
    "cv-research": msg("cli.use_case.cv-research", "computer-vision research"),
    "nlp-research": msg("cli.use_case.nlp-research", "NLP research"),
    "llm": msg("cli.use_case.llm", "large language models"),
    "image": msg("cli.use_case.image", "image generation"),
}
VERDICT_LABELS = {
    "recommended": msg("cli.verdict.recommended", "RECOMMENDED"),
    "recommended-memory-tight": msg("cli.verdict.recommended-memory-tight", "RECOMMENDED, MEMORY TIGHT"),
    "recommended-unpriced": msg("cli.verdict.recommended-unpriced", "SOUND, NO PRICE HERE"),
    "situational": msg("cli.verdict.situational", "SITUATIONAL"),
    "not_recommended": msg("cli.verdict.not_recommended", "NOT RECOMMENDED"),
}
FIT_VERDICTS = {
    "recommended": None,
    "situational": msg("cli.fits.situational", "situational"),
    "not_recommended": msg("cli.fits.not_recommended", "not recommended"),
}
NA = msg("cli.na", "n/a")
#: The heading of the pick shown apart from the ranked ones, by its role (``Pick.role``).
EXTRA_PICK_HEADINGS = {
    "stretch": msg("cli.recommend.stretch", "Stretch, over budget:"),
    "cheapest": msg("cli.recommend.cheapest", "Cheapest card worth buying:"),
}
#: The heading of skipped cards, by the rules' verdict on them (``Avoided.verdict``).
SKIPPED_HEADINGS = {
    "not_recommended": msg("cli.recommend.skipped", "Within your budget but not recommended here:"),
    "situational": msg("cli.recommend.situational", "Within your budget, right only in some cases:"),
}


def use_case_label(use_case: str, view: View) -> str:
    """The use case in words (``general`` → "general use"); an unknown id as it is."""
    return view.t(USE_CASES[use_case]) if use_case in USE_CASES else use_case


def money(amount: float, currency: str) -> Money:
    """An amount as a message parameter (``1,234 USD``; ``US$1,234`` in Chinese)."""
    return Money(amount=amount, currency=currency)


def price_text(p: Price, view: View) -> str:
    """``453 USD, used (2026-09)``; ``(…, estimated)`` when the price is an estimate."""
    params = {"amount": money(p.amount, p.currency), "condition": condition_words(p), "date": Date(value=p.as_of)}
    if p.estimated:
        return view.t(msg("cli.price.estimated", "{amount}, {condition} ({date}, estimated)", **params))
    return view.t(msg("cli.price", "{amount}, {condition} ({date})", **params))


def facts_price_text(f: CardFacts, view: View) -> str | None:
    """A card's price cell: its price, "no current price (last: 1,199 USD, 2022-09-20)" when its
    only price is too old to stand for today's (``CardFacts.last_price``), else ``None``."""
    if f.price is not None:
        return price_text(f.price, view)
    if f.last_price is not None:
        p = f.last_price
        return view.t(msg("cli.price.no-current", "no current price (last: {amount}, {date})",
                          amount=money(p.amount, p.currency), date=Date(value=p.as_of)))
    return None


def market_line(market: MarketRef, view: View) -> str:
    """``United States, 2026 (current) · prices as of 2026-07``."""
    return view.t(msg("cli.market", "{market} · prices as of {date}", market=market.name,
                      date=Date(value=market.as_of)))


def tag(ids: Iterable[str | Message | None], view: View) -> str:
    """`` [rule.id; source]`` with ``--verbose``, else nothing (a source message said in the view's language)."""
    parts = [view.t(i) if isinstance(i, Message) else i for i in ids if i]
    return f" [{'; '.join(parts)}]" if view.verbose and parts else ""


def reason_lines(reasons: Sequence[Reason], view: View, indent: str, bullet: str = "· ") -> list[str]:
    """One wrapped entry per reason (``--verbose``: with its rule id and source)."""
    out: list[str] = []
    for r in reasons:
        out += view.wrap(view.t(r.message) + tag([r.rule_id, r.source], view), indent + bullet)
    return out


INDEX_CARD = "TITAN X Pascal"
"""The speed index's card (1.00: ``Card.relative_performance``, ``value`` per price); a market's short form may
measure against another (``MarketPolicy.speed_reference``), said beside it in ``--verbose``."""


def speed_legend(currency: str, view: View, indent: str = INDENT) -> list[str]:
    """What the speed and value figures mean, said once, under the first speed shown."""
    if view.verbose:
        m = msg("cli.legend.verbose", "(speed: deep-learning training throughput, TITAN X Pascal = 1.00, mixed "
                "precision on tensor-core cards, else FP32; value: speed per 1,000 {currency})",
                currency=Text(value=currency))
    else:
        m = msg("cli.legend", "(speed: training throughput, TITAN X Pascal = 1.00; value: speed per 1,000 {currency})",
                currency=Text(value=currency))
    return view.wrap(view.t(m), indent)


def perf_kind(kind: str | None, view: View) -> str:
    return view.t(KINDS[kind]) if kind in KINDS else (kind or "")


# --------------------------------------------------------------------------- recommend
def _pick_head(label: str, p: Pick, view: View) -> list[str]:
    return view.wrap(f"{label}{p.card} — {price_text(p.price, view)}", "", INDENT)


def _pick_specs(p: Pick, view: View) -> list[str]:
    memory = Quantity(value=p.memory_gb, unit="GB") if p.memory_gb else NA
    bandwidth = Quantity(value=round(p.bandwidth_gb_s), unit="GB/s") if p.bandwidth_gb_s else NA
    if p.speed is not None and p.speed.measure == "decode":
        text = view.t(msg("cli.pick.specs.decode", "{memory} · {bandwidth} · {speed} ({kind})", memory=memory,
                          bandwidth=bandwidth, speed=p.speed.said(), kind=SPEED_KINDS[p.speed.kind]))
    elif p.speed is not None and p.speed.measure == "training" and p.speed.reference not in (None, INDEX_CARD):
        # the short form's figure, with its baseline, beside the index's (newuser13 #9: "0.68x" short, "4.53" here)
        text = view.t(msg("cli.pick.specs.both", "{memory} · {bandwidth} · speed {short} = {speed:.2f}x TITAN X "
                          "Pascal ({kind}) · value {value:.2f}", memory=memory, bandwidth=bandwidth,
                          short=p.speed.said(), speed=Number(value=p.relative_performance or 0),
                          kind=KINDS.get(p.performance_kind or "", Text(value=p.performance_kind or "")),
                          value=Number(value=p.performance_per_price)))
    else:
        text = view.t(msg("cli.pick.specs", "{memory} · {bandwidth} · speed {speed:.2f} ({kind}) · value {value:.2f}",
                          memory=memory, bandwidth=bandwidth, speed=Number(value=p.relative_performance or 0),
                          kind=KINDS.get(p.performance_kind or "", Text(value=p.performance_kind or "")),
                          value=Number(value=p.performance_per_price)))
    lines = view.wrap(text, INDENT)
    if p.gpus > 1:
        lines += view.wrap(view.t(msg("cli.pick.total", "{gpus} GPUs: {total} in all", gpus=p.gpus,
                                      total=money(p.total_cost, p.price.currency))), INDENT)
    return lines


def _pick_reasons(p: Pick, view: View, shown: set[str]) -> list[Reason]:
    """All reasons with ``--verbose``; else the pick's first reason (why it is here) and the
    rules not yet said for an earlier pick or in the notes (``shown``: the same rule's text
    repeated pick after pick is noise at a glance), at most :data:`REASONS_SHOWN`."""
    if view.verbose:
        return list(p.reasons)
    out = [r for i, r in enumerate(p.reasons) if i == 0 or r.rule_id not in shown][:REASONS_SHOWN]
    shown.update(r.rule_id for r in p.reasons)
    return out


def _skipped(avoided: Sequence[Avoided], view: View) -> list[str]:
    """Skipped cards under a heading per verdict (not recommended, then situational: right only
    in some cases), with the core's reason each; cards skipped for the same reason (the same
    rule and the same words but for the card's name) share one entry. Without ``--verbose``
    only the first :data:`SKIPPED_SHOWN` entries in all are shown, and the rest counted."""
    lines: list[str] = []
    room = None if view.verbose else SKIPPED_SHOWN
    hidden = 0
    for verdict, heading in SKIPPED_HEADINGS.items():
        groups: dict[tuple[str, str], list[Avoided]] = {}
        for a in avoided:
            if a.verdict == verdict:
                groups.setdefault((a.rule_id, a.shape), []).append(a)
        entries = list(groups.values())
        shown = entries if room is None else entries[:room]
        hidden += sum(len(g) for g in entries[len(shown):])
        if room is not None:
            room -= len(shown)
        if not shown:
            continue
        lines += ["", *view.wrap(view.t(heading))]
        bullet = "  × " if verdict == "not_recommended" else "  ~ "
        for group in shown:
            first = group[0]
            text = view.t(first.message) if first.names_card else view.t(labelled(first.card, view.t(first.message)))
            if len(group) > 1:
                others = ListOf(items=[Card(value=a.card) for a in group[1:]])
                text += " " + view.t(msg("cli.recommend.same_for", "(Also {cards}.)", cards=others))
            lines += view.wrap(text + tag([first.rule_id], view), bullet)
    if hidden:
        lines += view.wrap(view.t(msg("cli.recommend.skipped_more", "… and {count} more (--verbose lists them all)",
                                      count=hidden)), "    ")
    return lines


def full_recommendation(r: Recommendation, view: View | None = None) -> str:
    """Text for a :class:`~advisor.models.Recommendation`: the budget and market, the picks
    (price, specs, why), the stretch pick, skipped cards and the notes."""
    view = view or View()
    b = r.budget
    budget = view.value(money(b.amount, b.currency))
    if b.currency != b.market_currency:
        budget = view.t(msg("cli.budget.converted", "{amount} (≈ {converted})", amount=money(b.amount, b.currency),
                            converted=money(b.market_amount, b.market_currency)))
    title = view.t(msg("cli.recommend.title", "GPU picks for {budget} · {use_case} · at least {memory} of VRAM",
                       budget=Text(value=budget), use_case=Text(value=use_case_label(r.use_case, view)),
                       memory=Quantity(value=r.min_memory_gb, unit="GB")))
    if r.gpus > 1:
        title += " · " + view.t(msg("cli.recommend.gpus", "{gpus} GPUs", gpus=r.gpus))
    lines = [*view.wrap(title), *view.wrap(market_line(r.market, view))]
    lines += view.wrap(a, "", "  ") if (a := " ".join(view.t(m) for m in b.assumptions)) else []
    lines.append("")
    legend = False
    shown = {n.rule_id for n in r.notes}
    if r.picks:
        for i, p in enumerate(r.picks, 1):
            lines += _pick_head(f"{i}. ", p, view) + _pick_specs(p, view)
            if not legend and not (p.speed and p.speed.measure == "decode"):  # a decode figure says its unit
                lines += speed_legend(r.market.currency, view)
                legend = True
            lines += reason_lines(_pick_reasons(p, view, shown), view, INDENT, "")
    else:
        lines += view.wrap(view.t(msg("cli.recommend.none", "No card within this budget is worth buying for deep "
                                      "learning.")))
    if r.stretch:
        heading = EXTRA_PICK_HEADINGS.get(r.stretch.role, EXTRA_PICK_HEADINGS["stretch"])
        lines += ["", *view.wrap(view.t(heading)), *_pick_head("", r.stretch, view), *_pick_specs(r.stretch, view)]
        if not legend:
            lines += speed_legend(r.market.currency, view)
        lines += reason_lines(_pick_reasons(r.stretch, view, shown), view, INDENT, "")
    lines += _skipped(r.avoided, view)
    notes = unsaid(r.notes, b.assumptions)  # the budget's readings are said above
    if notes:
        lines += ["", *view.wrap(view.t(msg("cli.notes", "Good to know:")))]
        lines += reason_lines(notes, view, "  ")  # type: ignore[arg-type]  # Notes have rule_id/text/source too
    if view.verbose and r.ranking:
        lines += ["", *view.wrap(view.t(msg("cli.recommend.ranking", "Ranking: {ranking}", ranking=r.ranking)))]
    return "\n".join(lines)


# --------------------------------------------------------------------------- compare
def _speed_cell(f: CardFacts, view: View, job: dict | None = None) -> str | None:
    if job and f.card in job:  # an LLM or image job: its speed, as the short form says it (fix65c)
        return view.t(job_cell(job[f.card], perf_kind(job[f.card].kind, view)))
    if f.relative_performance is None:
        return None
    return view.t(msg("cli.compare.speed", "{speed:.2f} ({kind})", speed=Number(value=f.relative_performance),
                      kind=Text(value=perf_kind(f.performance_kind, view))))


def full_comparison(c: Comparison, view: View | None = None) -> str:
    """Text for a :class:`~advisor.models.Comparison`: a spec table, then the verdict and reasons."""
    view = view or View()
    a, b = c.cards
    na = view.t(NA)

    def cells(label: Message, x: object, y: object) -> tuple[str, str, str]:
        return view.t(label), na if x is None else str(x), na if y is None else str(y)

    counts = c.counts if len(c.counts) == 2 else [1, 1]
    job = job_speeds(c.shape, rebased=True) if counts == [1, 1] else {}
    label_a, label_b = (f"{n} × {f.card}" if n > 1 else f.card for f, n in zip((a, b), counts, strict=True))
    rows = [
        ("", label_a, label_b),
        cells(msg("cli.compare.architecture", "architecture"), a.architecture, b.architecture),
        cells(msg("cli.compare.cuda_cores", "CUDA cores"), a.cuda_cores, b.cuda_cores)
        if a.manufacturer in ("NVIDIA", None) and b.manufacturer in ("NVIDIA", None) else
        cells(msg("cli.compare.shader_units", "shader units (CUDA cores / stream processors)"),
              a.shading_units, b.shading_units),
        cells(msg("cli.compare.bus", "bus width (bit)"), a.memory_bus_bits, b.memory_bus_bits),
        cells(msg("cli.compare.bandwidth", "bandwidth (GB/s)"), a.bandwidth_gb_s, b.bandwidth_gb_s),
        cells(msg("cli.compare.memory", "VRAM (GB)"), a.memory_gb, b.memory_gb),
        cells(msg("cli.compare.tdp", "TDP (W)"), a.tdp_w, b.tdp_w),
        cells(msg("cli.compare.compute_capability", "compute capability"), a.compute_capability,
              b.compute_capability),
        cells(msg("cli.compare.price", "price"), facts_price_text(a, view), facts_price_text(b, view)),
        cells(msg("cli.compare.job_speed", "speed") if job else msg("cli.compare.relative_speed", "relative speed"),
              _speed_cell(a, view, job), _speed_cell(b, view, job)),
    ]
    lines = [*view.wrap(market_line(c.market, view)), "", *table(rows, view.width), ""]
    lines += view.wrap(view.t(c.summary))
    unit = job_legend(c.shape, rebased=True) if job else None
    lines += view.wrap(view.t(unit), "") if unit is not None else speed_legend(c.market.currency, view, "")
    shown = unsaid(c.reasons, [c.summary])
    if shown:
        lines += ["", *reason_lines(shown, view, "")]
    return "\n".join(lines)


# --------------------------------------------------------------------------- why
def _why_speed(v: Verdict, view: View) -> str:
    """The card's speed in the index (TITAN X Pascal = 1.00) — after the short form's figure against its own
    reference when that is another card (fix63e, issue 28 §6: "0.15x" short, "speed 1.00" here, one card)."""
    f = v.facts
    kind = Text(value=perf_kind(f.performance_kind, view))
    line = next((r for r in (v.shape.ranking if v.shape is not None else []) if r.card == v.card), None)
    short = line.speed if line is not None else None
    if short is not None and short.measure in JOB_MEASURES:  # an LLM or image job: its speed (fix65c)
        return view.t(job_cell(short, kind))
    if short is not None and short.measure == "training" and short.reference not in (None, INDEX_CARD):
        return view.t(msg("cli.why.speed.both", "speed {short} = {speed:.2f}x TITAN X Pascal ({kind})",
                          short=short.said(), speed=Number(value=f.relative_performance or 0), kind=kind))
    return view.t(msg("cli.why.speed", "speed {speed:.2f} ({kind})", speed=Number(value=f.relative_performance),
                      kind=kind))


def full_verdict(v: Verdict, view: View | None = None) -> str:
    """Text for a :class:`~advisor.models.Verdict`: verdict, reasons, alternatives."""
    view = view or View()
    f = v.facts
    spec = [f.architecture, f.memory_gb and view.value(Quantity(value=f.memory_gb, unit="GB")),
            f.bandwidth_gb_s and view.value(Quantity(value=f.bandwidth_gb_s, unit="GB/s")),
            f.relative_performance and _why_speed(v, view),
            facts_price_text(f, view)]
    label = view.t(VERDICT_LABELS[verdict_label_key(v)])
    lines = view.wrap(view.t(labelled(v.card, f"{label} — {view.t(v.summary)}")), "", INDENT)
    lines += view.wrap(" · ".join(str(x) for x in spec if x), INDENT)
    if f.relative_performance:
        unit = job_legend(v.shape)
        lines += view.wrap(view.t(unit), INDENT) if unit is not None else speed_legend(v.market.currency, view)
    lines.append("")
    for r in unsaid(v.reasons, [v.summary]):
        lines += view.wrap(view.t(r.message) + tag([r.rule_id, r.source], view), "· ")
    if v.alternatives:
        heading = (msg("cli.why.alternatives.less-memory", "Faster at a similar price, with less memory:")
                   if v.alternatives_give_up_memory
                   else msg("cli.why.alternatives.keep-memory", "Cards that keep its memory, cheapest first:")
                   if v.alternatives_keep_memory
                   else msg("cli.why.alternatives", "Better at a similar price:") if f.price is not None
                   else msg("cli.why.alternatives.unpriced", "Better alternatives:"))
        lines += ["", *view.wrap(view.t(heading))]
        for alt in v.alternatives:  # the short form's figure where it has one: the job's, or against its reference
            lines += view.wrap(view.t(alternative_line(alt, v.shape, price_text(alt.price, view), f)), "  ", "    ")
    if v.owner is not None:
        lines += ["", *owner_lines(v.owner, view)]
    lines += ["", *view.wrap(market_line(v.market, view))]
    return "\n".join(lines)


def owner_lines(o: Ownership, view: View) -> list[str]:
    """The owner's part of ``why --own``: what the card runs, each memory lever (what it saves,
    its cost, the arithmetic on the card, its source) and whether and what to upgrade to."""
    lines = view.wrap(view.t(msg("cli.why.owner", "If you own it and run out of memory:")))
    for m in o.runs:
        lines += view.wrap(view.t(m), "  ", "    ")
    lines += ["", *view.wrap(view.t(msg("cli.why.levers", "What saves memory:")))]
    for lever in o.levers:
        text = view.t(msg("cli.why.lever", "{lever}: {saves}. Cost: {cost}.", lever=lever.lever, saves=lever.saves,
                          cost=lever.cost))
        if lever.on_card is not None:
            text += " " + view.t(lever.on_card)
        lines += view.wrap(f"{text} ({lever.source})", "  - ", "    ")
    lines += ["", *view.wrap(view.t(o.upgrade.message) + tag([o.upgrade.rule_id, o.upgrade.source], view))]
    for alt in o.upgrades:
        lines += view.wrap(view.t(msg("cli.why.upgrade", "{card} — {memory}, {price}, speed {speed:.2f}",
                                      card=Card(value=alt.card), memory=Quantity(value=alt.memory_gb or 0, unit="GB"),
                                      price=Text(value=price_text(alt.price, view)),
                                      speed=Number(value=alt.relative_performance))), "  ", "    ")
    return lines


# --------------------------------------------------------------------------- resolve
def render_resolution(r: Resolution, view: View | None = None) -> str:
    """Text for a :class:`~advisor.models.Resolution`."""
    view = view or View()
    if r.match is None:
        text = view.t(msg("cli.resolve.none", "No card matches that name."))
        if r.suggestions:
            text += " " + view.t(msg("cli.resolve.suggest", "Did you mean {cards}?",
                                     cards=ListOf(items=[Card(value=s) for s in r.suggestions], style="or")))
        return "\n".join(view.wrap(text))
    out = r.match if r.count == 1 else f"{r.count} × {r.match}"
    others = [Card(value=c) for c in r.candidates if c != r.match]
    if r.ambiguous and others:  # one Mac with the chip: no "also"
        out += "  " + view.t(msg("cli.resolve.ambiguous", "(ambiguous; also: {cards})", cards=ListOf(items=others)))
    lines = view.wrap(out, "", "  ")
    if r.note:
        lines += view.wrap(view.t(r.note))
    if r.count > 1:
        lines += view.wrap(view.t(msg("cli.resolve.count", "{count:.0f} of one card: compare and fits --card count "
                                      "them as typed, recommend as --gpus {count:.0f}.", count=r.count)))
    return "\n".join(lines)


# --------------------------------------------------------------------------- markets
def languages_line(view: View) -> str:
    """``Answers in English (en), 简体中文 (zh-CN) or 繁體中文 (zh-TW): choose with --lang or LANG.``"""
    from ..i18n import LANGUAGE_TAGS, LANGUAGES

    names = [Text(value=f"{LANGUAGES[lang][0]} ({LANGUAGE_TAGS[lang]})") for lang in LANGUAGES]
    return view.t(msg("cli.markets.languages", "Answers in {languages}: choose with --lang or LANG.",
                      languages=ListOf(items=names)))


def render_markets(m: MarketList, view: View | None = None) -> str:
    """Text for the market list, then the languages answers come in."""
    view = view or View()
    lines: list[str] = []
    for mk in m.markets:
        platform = (Money(amount=mk.platform_cost, currency=mk.currency) if mk.platform_cost
                    else msg("cli.markets.unknown", "unknown"))
        market_id = mk.id
        if mk.id == m.default:
            market_id = view.t(msg("cli.markets.default", "{id} (default)", id=Text(value=mk.id)))
        line = view.t(msg("cli.markets.market", "{id}: {name} — {currency}, prices as of {date}; 4-GPU platform "
                          "(the board, CPU and power supply a four-card build adds to the cards' price): "
                          "{platform}", id=Text(value=market_id), name=mk.name,
                          currency=Text(value=mk.currency), date=Date(value=mk.as_of), platform=platform))
        lines += view.wrap(line, "", "  ")
    lines += ["", *view.wrap(languages_line(view))]
    return "\n".join(lines)


# --------------------------------------------------------------------------- fits
TERMS = (
    ("weights_gb", msg("cli.fits.weights", "weights {gb:.2f}", gb=0.0)),
    ("adapters_gb", msg("cli.fits.adapters", "adapters {gb:.2f}", gb=0.0)),
    ("kv_cache_gb", msg("cli.fits.kv_cache", "KV cache {gb:.2f}", gb=0.0)),
    ("activations_gb", msg("cli.fits.activations", "activations {gb:.2f}", gb=0.0)),
    ("gradients_gb", msg("cli.fits.gradients", "gradients {gb:.2f}", gb=0.0)),
    ("optimizer_gb", msg("cli.fits.optimizer", "optimizer {gb:.2f}", gb=0.0)),
    ("overhead_gb", msg("cli.fits.overhead", "overhead {gb:.2f}", gb=0.0)),
)


def _fit_verdict(verdict: str, view: View) -> str:
    label = FIT_VERDICTS.get(verdict)
    return f" [{view.t(label)}]" if label else ""


FIT_TIGHT = msg("cli.fits.tight", "tight")


def _fit_tags(c: FitCard, view: View) -> str:
    """" ≈ 17 tok/s (estimated) [tight] [situational]": a way's decode speed and what holds it back."""
    out = view.t(msg("cli.fits.with-speed", ", {speed}", speed=speed_param(c.speed))) if c.speed is not None else ""
    if c.tight:
        out += f" [{view.t(FIT_TIGHT)}]"
    return out + _fit_verdict(c.verdict, view)


def _fit_alone(alone: list[FitCard], view: View, no_price: str) -> list[str]:
    """The cards that hold the model alone: roomy ones cheapest first, then tight fits."""
    if not alone:
        return view.wrap(view.t(msg("cli.fits.none", "No card the rules accept holds it alone.")))
    if len(alone) == 1:
        heading = msg("cli.fits.alone-one", "Holds it alone (1 card):")
    elif any(c.tight for c in alone):
        heading = msg("cli.fits.alone-tight", "Holds it alone ({count} cards, cheapest first, tight fits last):",
                      count=len(alone))
    else:
        heading = msg("cli.fits.alone", "Holds it alone ({count} cards, cheapest first):", count=len(alone))
    lines = view.wrap(view.t(heading))
    for c in alone[:FIT_CARDS_SHOWN]:
        price = price_text(c.price, view) if c.price else no_price
        lines += view.wrap(f"{c.card} ({c.memory_gb:g} GB) — {price}{_fit_tags(c, view)}", "  ", "    ")
    if len(alone) > FIT_CARDS_SHOWN:
        lines += view.wrap(view.t(msg("cli.fits.more", "… and {count} more (--json lists them all)",
                                      count=len(alone) - FIT_CARDS_SHOWN)), "  ")
    return lines


def _fit_split(split: list[FitCard], view: View, no_price: str) -> list[str]:
    """Splits across GPUs under a heading that says how they were chosen."""
    if not split:
        return []
    if any(c.tok_s_per_1000 for c in split):
        heading = msg("cli.fits.split-value", "Split across GPUs (at most a quarter dearer than the cheapest card that "
                      "holds it, or more decode speed per price; best value first, those with caveats last):")
    else:
        heading = msg("cli.fits.split", "Split across GPUs (at most a quarter dearer in all than the cheapest card "
                      "that holds it):")
    lines = ["", *view.wrap(view.t(heading))]
    for c in split:
        total = (view.t(msg("cli.fits.in_all", "{total} in all", total=money(c.total_price, c.price.currency)))
                 if c.price and c.total_price else no_price)
        text = view.t(msg("cli.fits.split_line", "{count} x {card} ({per_gpu:.1f} of {memory} each) — {total}",
                          count=c.count, card=Card(value=c.card), per_gpu=Number(value=c.per_gpu_gb),
                          memory=Quantity(value=c.memory_gb, unit="GB"), total=Text(value=total)))
        lines += view.wrap(text + _fit_tags(c, view), "  ", "    ")
    return lines


def _fit_offload(f: Fit, view: View) -> list[str]:
    """The MoE expert-offload plan, when the answer has one."""
    p = f.offload
    if p is None:
        return []
    text = view.t(msg("cli.fits.offload-line", "{card} ({memory}) + {ram} system RAM ({flag}) — {price}, "
                      "≈ {tok_s} (estimated, ±{error})", card=Card(value=p.card),
                      memory=Quantity(value=p.memory_gb, unit="GB"), ram=Quantity(value=p.ram_total_gb, unit="GB"),
                      flag=Text(value=p.flag), price=Text(value=price_text(p.price, view) if p.price else ""),
                      tok_s=Quantity(value=round(p.speed.tok_s, 1), unit="tok/s", digits=1 if p.speed.tok_s < 10
                                     else 0), error=Quantity(value=round(p.error * 100), unit="%", digits=0)))
    return ["", *view.wrap(view.t(msg("cli.fits.offload", "Experts in system RAM (MoE):"))),
            *view.wrap(text, "  ", "    ")]


def full_fit(f: Fit, view: View | None = None) -> str:
    """Text for a :class:`~advisor.models.Fit`: the total and its breakdown, the cards that hold
    the model alone (roomy ones cheapest first, then tight fits), splits across GPUs (best decode
    per price first), an MoE expert-offload plan, cheaper ways to make it fit, then the reasons
    (each term's formula and source). Every way of an inference job shows its ≈ tok/s."""
    view = view or View()
    m = f.memory
    terms = [render(label.key, {"gb": Number(value=getattr(m, field))}, view.language)
             for field, label in TERMS if getattr(m, field)]
    breakdown = view.t(msg("cli.fits.breakdown", "= {terms} GB", terms=Text(value=" + ".join(terms))))
    lines = [*view.wrap(view.t(f.summary)), *view.wrap(breakdown, INDENT),
             *view.wrap(market_line(f.market, view), INDENT), ""]
    no_price = view.t(msg("cli.fits.no_price", "no price"))
    lines += _fit_alone([c for c in f.cards if c.count == 1], view, no_price)
    lines += _fit_split([c for c in f.cards if c.count > 1], view, no_price)
    lines += _fit_offload(f, view)
    if f.options:
        lines += ["", *view.wrap(view.t(msg("cli.fits.options", "Cheaper ways to make it fit:")))]
        for o in f.options:
            text = view.t(msg("cli.fits.option", "{change}: about {total:.1f} GB — {card}, {price}",
                              change=o.change, total=Number(value=o.total_gb), card=Card(value=o.card),
                              price=Text(value=price_text(o.price, view))))
            lines += view.wrap(text, "  ", "    ")
    shown = unsaid(f.reasons, [f.summary])
    if shown:
        lines += ["", *reason_lines(shown, view, "")]
    if f.serving is not None:
        lines += ["", *serving_lines(f, view)]
    return "\n".join(lines)


def serving_lines(f: Fit, view: View) -> list[str]:
    """The serving plan of a :class:`~advisor.models.Fit` (``fits --users``, issue 28 §5): its sentence, one
    line a configuration (price, users it holds, output in all and per user), its reasons with sources."""
    s = f.serving
    if s is None:
        return []
    lines = view.wrap(view.t(s.message))
    for c in s.configs:
        price = (view.value(money(c.total_price, c.price.currency)) if c.total_price is not None and c.price
                 else view.t(msg("cli.fits.no_price", "no price")))
        text = view.t(msg("cli.serving.config", "{count:.0f} × {card} ({memory:g} GB each) — {price}: ≈ {total:,.0f} "
                          "tok/s in all, {per:.0f} per user, room for {room:,.0f} users", count=c.count,
                          card=Card(value=c.card), memory=c.memory_gb, price=Text(value=price),
                          total=c.aggregate_tok_s, per=c.per_user_tok_s, room=c.max_users))
        lines += view.wrap(text, "  ", "    ")
    return lines + reason_lines([r for r in s.reasons if r.message != s.message], view, "")


def full_runs(r: Runs, view: View | None = None) -> str:
    """Text for :class:`~advisor.models.Runs` (``fits --card X`` without a model, ``--verbose``): the summary,
    then every model it lists with its role, quant level, memory and tokens/s, and the sources."""
    view = view or View()
    lines = [*view.wrap(view.t(r.summary)), *view.wrap(market_line(r.market, view), INDENT), ""]
    lines += reason_lines(unsaid(r.reasons, [r.summary]), view, "")
    return "\n".join(lines)


def render_runs(r: Runs, view: View | None = None) -> str:
    """Text for :class:`~advisor.models.Runs`: the short form (``--verbose``: :func:`full_runs`)."""
    view = view or View()
    if view.verbose or r.shape is None:
        return full_runs(r, view)
    return short_form(r.shape, r.market, view, SHORT_LINES, numbered=False)



# --------------------------------------------------------------------------- the short form (issue 18)
SHORT_LINES = 22
WHY_LINES = 16
MULTI_GPU_LINES = 26
MULTI_GPU_FROM = 4
VERDICT_MARKS = {"situational": msg("cli.short.situational", "situational"),
                 "not_recommended": msg("cli.short.not_recommended", "not recommended")}


OWNED_ROLES = frozenset({"rig", "runs"})
"""Ranking lines of what the owner has or runs: never priced (issue 28 §3)."""


def _short_price(x: RankLine, view: View) -> str | None:
    if x.role in OWNED_ROLES:
        return None
    if x.price is None and x.last_price is not None:
        p = x.last_price
        return view.t(msg("cli.price.no-current", "no current price (last: {amount}, {date})",
                          amount=money(p.amount, p.currency), date=Date(value=p.as_of)))
    if x.price is None:
        return view.t(msg("cli.short.no-price", "no price here"))
    if x.gpus > 1 and x.total:
        return view.t(total_words(x, money(x.total, x.price.currency), condition_words(x.price)))
    params = {"amount": money(x.price.amount, x.price.currency), "condition": condition_words(x.price)}
    if x.price.set_by_server:
        return view.t(msg("cli.short.price.server", "{amount} {condition}, {badge}", **params,
                          badge=msg("price.server.badge", "set by this server")))
    if x.price.estimated:
        return view.t(msg("cli.short.price.estimated", "{amount} {condition}, estimated", **params))
    return view.t(msg("cli.short.price", "{amount} {condition}", **params))


def _short_speed(x: RankLine, view: View) -> str | None:
    if x.speed is None:
        return None
    return view.t(figure(x.speed))


_NAMED_MEMORY = re.compile(r"(\d+(?:\.\d+)?) GB\)$")
"""The memory a machine's name states ("Apple MacBook Air (M4, 24 GB)")."""


def rank_text(x: RankLine, view: View) -> str:
    """One ranking line's text: ``GeForce RTX 4080 SUPER — 882 USD used · 16 GB · 0.68x · fastest within budget``."""
    card = (device_name(x.card, view.language) if x.gpus == 1  # the CPU-only row in the view's language (review21 #6)
            else view.t(msg("cli.short.cards", "{gpus} × {card}", gpus=x.gpus, card=Card(value=x.card))))
    memory = None
    if x.memory_gb:
        memory = view.value(Quantity(value=x.memory_gb, unit="GB"))
        if x.gpus > 1 and (named := _NAMED_MEMORY.search(x.card)) is not None and float(named.group(1)) != x.memory_gb:
            memory = view.t(msg("cli.short.memory-gpu-each", "{memory} for the GPU each", memory=Quantity(
                value=x.memory_gb, unit="GB")))  # several machines: each one's GPU share (break43 #3)
        elif x.gpus > 1:
            memory = view.t(msg("cli.short.memory-each", "{memory} each", memory=Quantity(value=x.memory_gb,
                                                                                          unit="GB")))
        elif (named := _NAMED_MEMORY.search(x.card)) is not None and float(named.group(1)) != x.memory_gb:
            # a machine named with its memory ("Framework Desktop (…, 32 GB)") shows the GPU's share of it: never
            # "32 GB … · 24 GB" with no word which is which (newuser15)
            memory = view.t(msg("cli.short.memory-gpu", "{memory} for the GPU", memory=Quantity(value=x.memory_gb,
                                                                                              unit="GB")))
    platform = platform_words(x) if x.role not in (*OWNED_ROLES, "serves") else None  # (a server plan: the
    # serving sentence weighs whole servers; its caveats keep the room)
    parts = [p for p in (_short_price(x, view), memory, _short_speed(x, view),
                         view.t(platform) if platform is not None else None) if p]
    tail = [view.t(x.reason)] if x.reason else []
    if x.verdict in VERDICT_MARKS and x.role != "asked":
        tail.append(view.t(VERDICT_MARKS[x.verdict]))
    return f"{card} — " + " · ".join(parts + tail)


from . import short_form as _layout  # noqa: E402 (the short form's layout: its own module)


def short_form(shape: Shape, market: MarketRef, view: View, limit: int, numbered: bool = True,
               lead: str = "") -> str:
    """The short form of an answer in at most ``limit`` lines (:func:`advisor.cli.short_form.short_form`)."""
    return _layout.short_form(_layout.Pieces(rank_text, market_line, INDENT), shape, market, view, limit, numbered,
                              lead)


def render_recommendation(r: Recommendation, view: View | None = None) -> str:
    """Text for a :class:`~advisor.models.Recommendation`: the short form (``--verbose``: the full
    form, :func:`full_recommendation`)."""
    view = view or View()
    if view.verbose or r.shape is None:
        return full_recommendation(r, view)
    limit = MULTI_GPU_LINES if r.gpus >= MULTI_GPU_FROM else SHORT_LINES
    return short_form(r.shape, r.market, view, limit)


def render_comparison(c: Comparison, view: View | None = None) -> str:
    """Text for a :class:`~advisor.models.Comparison`: the short form (``--verbose``: the spec table
    and every reason, :func:`full_comparison`)."""
    view = view or View()
    if view.verbose or c.shape is None:
        return full_comparison(c, view)
    return short_form(c.shape, c.market, view, SHORT_LINES, numbered=False)


def render_verdict(v: Verdict, view: View | None = None) -> str:
    """Text for a :class:`~advisor.models.Verdict`: the short form (``--verbose``: every reason,
    :func:`full_verdict`)."""
    view = view or View()
    if view.verbose or v.shape is None:
        return full_verdict(v, view)
    # an owner asks what the card runs, not whether to buy it: no buying verdict before the headline
    lead = (view.t(labelled(v.card, "")) if v.owner is not None or v.shape.asked in UNLABELLED  # "is X overkill?":
            else view.t(labelled(v.card, view.t(VERDICT_LABELS[verdict_label_key(v)]))) + " — ")  # its answer leads
    if v.owner is not None and view.t(v.shape.headline).startswith(v.card):
        lead = ""  # a headline that names the card itself (a pasted error's compat line): never "5090: 5090 is …"
    return short_form(v.shape, v.market, view, WHY_LINES, numbered=False, lead=lead)


def render_fit(f: Fit, view: View | None = None) -> str:
    """Text for a :class:`~advisor.models.Fit`: the short form (``--verbose``: the breakdown, every
    card and reason, :func:`full_fit`)."""
    view = view or View()
    if view.verbose or f.shape is None:
        return full_fit(f, view)
    return short_form(f.shape, f.market, view, SHORT_LINES)


RENDERERS: dict[type, Callable[[Any, View], str]] = {
    Recommendation: render_recommendation, Comparison: render_comparison, Verdict: render_verdict, Fit: render_fit,
    Runs: render_runs}
"""The text renderer of each answer type a command of the table (:data:`advisor.commands.COMMANDS`) or a
question can get: the console chooses the renderer by the answer's type."""
