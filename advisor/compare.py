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

from .catalog import Catalog
from .fits import capacity_gap
from .models import Card, CardFacts, Comparison, Market, Reason
from .recommend import TIE
from .performance import USABLE_INTENSITY
from .rules import RuleBook


def facts(catalog: Catalog, card: Card, market: Market) -> CardFacts:
    """The comparable specs of a card (``spec.params``), its cheapest price in the market
    (``None`` if it has none) and its relative performance."""
    prices = catalog.price_of(market.id, card.name)
    price = prices[0] if prices else None
    perf = catalog.performance.get(card.name)
    ppp = round(perf.relative / price.amount * 1000, 4) if perf and price else None
    return CardFacts(
        card=card.name, line=card.line, architecture=card.architecture, cuda_cores=card.cuda_cores,
        tensor_cores=card.tensor_cores, memory_bus_bits=card.memory_bus_bits, bandwidth_gb_s=card.bandwidth_gb_s,
        memory_gb=card.memory_gb, tdp_w=card.tdp_w, compute_capability=card.compute_capability,
        release_date=card.release_date, price=price,
        relative_performance=round(perf.relative, 3) if perf else None,
        performance_kind=perf.kind if perf else None, performance_source=perf.source if perf else None,
        performance_per_price=ppp,
    )


def _pct(x: float) -> str:
    """"25 %" for a 1.25x speed-up, "19x" past 2x (a percentage that large reads badly)."""
    return f"{x:.1f}x" if x >= 2 else f"{(x - 1) * 100:.0f} %"


def _faster(hi: CardFacts, lo: CardFacts, speedup: float) -> str:
    return f"{hi.card} ≈ {_pct(speedup)} faster" if speedup >= 1.005 else f"{hi.card} and {lo.card} are about as fast"


def _tensor(card: Card) -> str:
    return f"{card.architecture} tensor cores" if card.tensor_cores else f"{card.architecture} (no tensor cores)"


def _bw(card: Card) -> str:
    """Bandwidth as the speed model sees it, with the spec when they differ (GTX 970)."""
    if card.effective_bandwidth_gb_s and card.effective_bandwidth_gb_s != card.bandwidth_gb_s:
        return f"{card.effective_bandwidth_gb_s:g} (of {card.bandwidth_gb_s:g})"
    return f"{card.bandwidth_gb_s:g}"


def compare(catalog: Catalog, rules: RuleBook, market: Market, a: Card, b: Card, *, queries: tuple[str, str] = ("", ""),
            use_case: str = "general") -> Comparison:
    """Compare cards ``a`` and ``b`` in ``market`` and return a :class:`Comparison`.

    ``queries`` are the names as typed (to say "'1080ti' and 'GTX 1080 Ti' are the same
    card"); ``use_case`` sets the memory floor that ``better_value`` respects
    (:func:`better_value`, ``memory.never-less``). Never raises: a missing speed figure or
    price is said in the reasons and leaves ``faster`` / ``better_value`` as ``None``."""
    fa, fb = facts(catalog, a, market), facts(catalog, b, market)
    reasons: list[Reason] = []
    if a.name == b.name:
        qa, qb = queries
        text = f"'{qa}' and '{qb}' are the same card: {a.name}." if qa and qb else f"Both are the same card: {a.name}."
        reasons.append(rules.reason("catalog.same-card", text))
        return Comparison(market=market.ref(), summary=text, cards=[fa, fb], same_card=True, faster=None, speedup=1.0,
                          better_value=None, reasons=reasons)

    faster, speedup = None, 1.0
    if fa.relative_performance and fb.relative_performance:
        hi, lo = (fa, fb) if fa.relative_performance >= fb.relative_performance else (fb, fa)
        chi, clo = (a, b) if hi is fa else (b, a)
        speedup = round(hi.relative_performance / lo.relative_performance, 3)
        faster = hi.card if speedup > 1.0 else None
        same_family = catalog.family(a) == catalog.family(b)
        bw_hi, bw_lo = chi.speed_bandwidth_gb_s, clo.speed_bandwidth_gb_s
        bw_ratio = bw_hi / bw_lo if bw_hi and bw_lo else None
        both_measured = fa.performance_kind == fb.performance_kind == "published"
        tensor = bool(a.tensor_cores or b.tensor_cores)
        if same_family:
            reasons.append(rules.reason("spec.same-arch",
                                        _same_arch_text(hi, lo, chi, clo, speedup, bw_ratio, both_measured)))
        elif tensor and bw_ratio is not None and abs(speedup / bw_ratio - 1) > 0.15:
            how = "measured" if both_measured else "estimated"
            reasons.append(rules.reason("perf.tensor-cores", (
                f"{_faster(hi, lo, speedup)} ({how}): {_tensor(chi)} vs {_tensor(clo)}; "
                f"bandwidth alone ({_bw(chi)} vs {_bw(clo)} GB/s) would say {_pct(bw_ratio)}.")))
        else:
            reasons.append(rules.reason("spec.cross-arch", (
                f"{_faster(hi, lo, speedup)}: {hi.architecture} vs {lo.architecture}, "
                f"{_bw(chi)} vs {_bw(clo)} GB/s; across architectures bandwidth is only a rough guide.")))
        srcs = "; ".join(f"{f.card}: {f.performance_kind} ({f.performance_source})" for f in (fa, fb))
        source_rule = "perf.tensor-cores" if tensor else "spec.same-arch" if same_family else "spec.cross-arch"
        reasons.append(rules.reason(source_rule, f"Speed figures (mixed precision on tensor-core cards, else FP32): {srcs}."))
        mixed_kinds = _estimate_against_measurement(catalog, fa, fb)
        if mixed_kinds:
            reasons.append(rules.reason(source_rule, mixed_kinds))
        if speedup >= 1.3:
            reasons.append(rules.reason("perf.small-models"))
    else:
        missing = [f.card for f in (fa, fb) if not f.relative_performance]
        reasons.append(rules.reason("spec.bandwidth-first", f"No deep-learning speed figure for {', '.join(missing)}; compare bandwidth: {fa.bandwidth_gb_s} vs {fb.bandwidth_gb_s} GB/s."))

    reasons.append(rules.reason("spec.params", "The specs side by side are the ones the guide says to compare: architecture, "
                                "CUDA cores, bus width, bandwidth, memory and power."))
    better_value, value_reasons = _better_value(rules, market, use_case, (a, fa), (b, fb))
    reasons.extend(value_reasons)
    reasons.extend(_memory_line(rules, market, use_case, fa, fb))

    reasons.extend(_precision_differences(rules, market, a, b))
    short, long_ = sorted((a.name, b.name), key=len)
    if long_.startswith(short + " ") and long_[len(short) + 1:] in ("Ti", "SUPER", "Ti SUPER", "XT", "XTX"):
        reasons.append(rules.reason("names.ti-distinct", f"{short} and {long_} are different cards, not two names for one."))
    reasons.extend(_line_tradeoffs(rules, market, a, b, fa, fb))
    for card in (a, b):
        assessment = rules.assess(card, market)
        block = assessment.blocking()
        if block is not None and block.rule_id not in {r.rule_id for r in reasons}:
            reasons.append(block)
    summary = reasons[0].text
    if better_value:
        summary += f" Better value: {better_value}."
    return Comparison(market=market.ref(), summary=summary, cards=[fa, fb], same_card=False, faster=faster, speedup=speedup,
                      better_value=better_value, reasons=reasons)


def _better_value(rules: RuleBook, market: Market, use_case: str,
                  *sides: tuple[Card, CardFacts]) -> tuple[str | None, list[Reason]]:
    """The better value of two cards and the reasons (``memory.never-less``): only a card that
    meets the use case's memory floor and is not avoided by a rule can be the better value;
    of two such cards, the one with more speed per money, unless it has less memory and is not
    faster (beyond the 2 % tie), when the extra money buys only memory: then the roomier card."""
    floor, why_floor = rules.memory_floor(use_case, market)
    ok, out = [], []
    for card, f in sides:
        assessment = rules.assess(card, market, use_case=use_case)
        block = assessment.blocking()
        if f.memory_gb is not None and f.memory_gb < floor:
            out.append(rules.reason("memory.never-less", (
                f"{f.card} has {f.memory_gb:g} GB, below the {floor:g} GB floor for {use_case} ({why_floor.rule_id}): "
                "it is never the better value here.")))
        elif block is not None and assessment.verdict == "not_recommended":
            out.append(rules.reason("memory.never-less", (
                f"{f.card} is avoided ({block.rule_id}): it is never the better value.")))
        else:
            ok.append(f)
    priced = [f for f in ok if f.performance_per_price]
    if not ok:
        out.append(rules.reason("memory.never-less", (
            "Neither card meets the floor and the rules, so neither is named the better value.")))
        return None, out
    if not priced:
        unpriced = [f.card for f in ok if f.price is None]
        out.append(rules.reason("market.no-price", (
            f"No price in {market.name} for {', '.join(unpriced)}, so value is not compared.")))
        return None, out
    if len(priced) == 1:
        f = priced[0]
        if len(ok) == 1:
            out.append(rules.reason("value.perf-per-price", (
                f"{f.card}: {f.performance_per_price:.3g} speed per 1,000 {market.currency}; "
                "the better value as the only card here that meets the floor and the rules.")))
            return f.card, out
        other = next(x for x in ok if x is not f)
        out.append(rules.reason("market.no-price", (
            f"No price in {market.name} for {other.card}, so value is not compared.")))
        return None, out
    hv, lv = sorted(priced, key=lambda f: -f.performance_per_price)
    out.append(rules.reason("value.perf-per-price", (
        f"{hv.card} gives more speed per money: {hv.performance_per_price:.3g} vs {lv.performance_per_price:.3g} "
        f"per 1,000 {market.currency} ({hv.price.amount:,.0f} vs {lv.price.amount:,.0f} {market.currency}).")))
    if (hv.memory_gb or 0) < (lv.memory_gb or 0):
        gap = (lv.memory_gb or 0) - (hv.memory_gb or 0)
        faster = (hv.relative_performance or 0) > (lv.relative_performance or 0) * (1 + TIE)
        if not faster:
            out.append(rules.reason("memory.never-less", (
                f"But {hv.card} is no faster and gives up {gap:g} GB ({hv.memory_gb:g} vs {lv.memory_gb:g} GB): "
                f"the extra {lv.price.amount - hv.price.amount:,.0f} {market.currency} buy memory, the first limit "
                f"in deep learning, so {lv.card} is the better value.")))
            return lv.card, out
        out.append(rules.reason("memory.never-less", (
            f"{hv.card} is the better value only if your models fit in {hv.memory_gb:g} GB: it gives up {gap:g} GB "
            f"against {lv.card}.")))
    return hv.card, out


def _memory_line(rules: RuleBook, market: Market, use_case: str, fa: CardFacts, fb: CardFacts) -> list[Reason]:
    """What the memory difference means for the use case: below the floor, or (today) which
    models fit on one card and not the other; "more only helps if your models need it" only
    when both cards meet the floor and nothing common fits on one alone."""
    if not (fa.memory_gb and fb.memory_gb and fa.memory_gb != fb.memory_gb):
        return []
    big, small = (fa, fb) if fa.memory_gb > fb.memory_gb else (fb, fa)
    floor, why = rules.memory_floor(use_case, market)
    head = f"{big.card} has {big.memory_gb:g} GB vs {small.memory_gb:g} GB"
    if small.memory_gb < floor:
        rest = "." if big.memory_gb >= floor else f", but it is below {floor:g} GB too."
        return [rules.reason(why.rule_id, f"{head}: {small.card} is below the {floor:g} GB {use_case} needs; "
                             f"{big.card} is not{rest}")]
    if market.era == "modern":
        gap = capacity_gap(rules.llm_models, big.memory_gb, small.memory_gb)
        if gap:
            return [rules.reason("memory.llm-task", f"{head}: only {big.card} runs " + ", ".join(gap[:4])
                                 + " (LLM sizes; fits gives the breakdown).")]
    return [rules.reason("memory.enough-not-max", f"{head}: more only helps if your models need it.")]


def _line_tradeoffs(rules: RuleBook, market: Market, a: Card, b: Card, fa: CardFacts, fb: CardFacts) -> list[Reason]:
    lines = {a.line, b.line}
    out: list[Reason] = []
    if "datacenter" in lines and lines & {"geforce", "titan"}:
        dc = a if a.line == "datacenter" else b
        gf = b if dc is a else a
        dc_f, gf_f = (fa, fb) if dc is a else (fb, fa)
        if dc_f.performance_per_price and gf_f.performance_per_price:
            verdict = ("dearer for its speed than" if dc_f.performance_per_price < gf_f.performance_per_price
                       else "cheap here for its speed, but built for servers, unlike")
            out.append(rules.reason("line.tesla", f"{dc.name} is a data-centre card: {verdict} {gf.name}."))
        else:
            out.append(rules.reason("line.tesla", f"{dc.name} is a data-centre card; at list price such cards cost far more than a GeForce card of similar speed."))
        out.append(rules.reason("line.tesla-why", f"Where the data-centre card wins: {_datacenter_wins(dc, gf)}."))
        out.append(rules.reason("line.geforce"))
    elif "quadro" in lines and lines & {"geforce", "titan"}:
        out.append(rules.reason("line.quadro"))
        out.append(rules.reason("line.geforce"))
    if {a.manufacturer, b.manufacturer} != {"NVIDIA"}:
        out.append(rules.reason("vendor.nvidia"))
    return out


def _usable(card: Card) -> float | None:
    """Bandwidth (GB/s) the card's FP32 compute can use (no tensor cores; performance.py)."""
    if card.tensor_cores or not card.fp32_gflops or not card.speed_bandwidth_gb_s:
        return None
    usable = card.fp32_gflops / USABLE_INTENSITY
    return usable if usable < card.speed_bandwidth_gb_s else None


def _same_arch_text(hi: CardFacts, lo: CardFacts, chi: Card, clo: Card, speedup: float, bw_ratio: float | None,
                    both_measured: bool) -> str:
    """``spec.same-arch``: the speed-up, "same X architecture", the bandwidths, and why the
    figure differs from the bandwidth ratio where it does (compute-bound chip, tensor-core
    compute, or measurements that fill different memory sizes)."""
    text = f"{_faster(hi, lo, speedup)}: same {chi.architecture} architecture, {_bw(chi)} vs {_bw(clo)} GB/s"
    capped = [(c, u) for c in (chi, clo) if (u := _usable(c)) is not None]
    if capped:
        text += "; " + "; ".join(f"{c.name}'s {c.fp32_gflops:,.0f} GFLOPS FP32 can use only about {u:,.0f} GB/s of it"
                                 for c, u in capped)
    elif chi.tensor_cores and chi.fp32_gflops and clo.fp32_gflops:
        text += f" and {chi.fp32_gflops / clo.fp32_gflops:.2f}x the compute (tensor-core training needs both)"
    if both_measured and hi.memory_gb != lo.memory_gb:
        text += (f"; both figures are measured, each at the largest batch its memory allows ({hi.memory_gb:g} vs "
                 f"{lo.memory_gb:g} GB), so the measured gap counts memory as well as speed")
    return text + "."


def _estimate_against_measurement(catalog: Catalog, fa: CardFacts, fb: CardFacts) -> str | None:
    """Say so when one card's figure is measured and the other's is estimated from a third
    card (the two figures rest on different references)."""
    kinds = {fa.performance_kind, fb.performance_kind}
    if kinds != {"published", "estimated"}:
        return None
    est, pub = (fa, fb) if fa.performance_kind == "estimated" else (fb, fa)
    perf = catalog.performance.get(est.card)
    anchor = perf.anchor if perf else None
    if anchor == pub.card:
        return f"{est.card}'s figure is estimated from {pub.card}'s measured one, so the two share one reference."
    return (f"{pub.card}'s figure is measured; {est.card}'s is an estimate scaled from {anchor or 'another card'}, "
            "not a measurement: read the gap as rough.")


def _precision_differences(rules: RuleBook, market: Market, a: Card, b: Card) -> list[Reason]:
    """Training precisions (``compat.bf16``), FP16 rate (``spec.fp16-rate``) and Blackwell's
    minimum stack (``compat.blackwell-min``), where they matter for the pair."""
    out: list[Reason] = []
    rows = [rules.precision(a), rules.precision(b)]
    if market.era == "modern":
        for card in (a, b):
            text = rules.fp16_rate_text(card)
            if text:
                out.append(rules.reason("spec.fp16-rate", text))
        if all(rows) and any(float(c.compute_capability) >= 7.0 for c in (a, b)):
            key = [(r["bf16"], r["fp8"], r["flash_attention"], bool(c.tensor_cores))
                   for c, r in zip((a, b), rows, strict=True)]
            if key[0] != key[1]:
                out.append(rules.reason("compat.bf16", " ".join(
                    rules.precision_text(c, r) for c, r in zip((a, b), rows, strict=True))))
    for card, row in zip((a, b), rows, strict=True):
        if row and row["min_cuda"]:
            out.append(rules.reason("compat.blackwell-min", rules.blackwell_text(card, row)))
    return out


def _datacenter_wins(dc: Card, gf: Card) -> str:
    """CN19's reasons a data-centre card exists (``line.tesla-why``, CN19 L12-15), keeping only
    those that hold for this pair: lower power only when it draws less (the guide's example is
    the 75 W Tesla P4 vs a 175 W GTX 1080), more memory only when it has more."""
    wins = []
    if dc.tdp_w and gf.tdp_w and dc.tdp_w < gf.tdp_w:
        wins.append(f"lower power ({dc.tdp_w} W vs {gf.tdp_w} W)")
    if dc.memory_gb and gf.memory_gb and dc.memory_gb > gf.memory_gb:
        wins.append(f"more memory ({dc.memory_gb:g} vs {gf.memory_gb:g} GB)")
    wins += ["passive cooling for server racks", "built for 4-16 GPU servers", "a longer product life",
             "and a licence that allows data-centre use"]
    return ", ".join(wins)
