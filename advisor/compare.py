"""``compare``: two cards side by side, with a verdict on speed, value and product line.

``speedup`` = faster ÷ slower relative performance (≥ 1). Same architecture family → the
bandwidth ratio is the guide's own yardstick (``spec.same-arch``, D17 L35); otherwise the
figure is rougher (``spec.cross-arch``) and measured numbers are used where they exist
(``perf.tensor-cores``). Value = performance per price (``value.perf-per-price``).
"""

from __future__ import annotations

from .catalog import Catalog
from .models import Card, CardFacts, Comparison, Market, Reason
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


def compare(catalog: Catalog, rules: RuleBook, market: Market, a: Card, b: Card, *, queries: tuple[str, str] = ("", "")) -> Comparison:
    """Compare cards ``a`` and ``b`` in ``market`` and return a :class:`Comparison`.

    ``queries`` are the names as typed (to say "'1080ti' and 'GTX 1080 Ti' are the same
    card"). Never raises: a missing speed figure or price is said in the reasons and leaves
    ``faster`` / ``better_value`` as ``None``."""
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
        if same_family and not (tensor and both_measured):
            reasons.append(rules.reason("spec.same-arch", (
                f"{_faster(hi, lo, speedup)}: same {a.architecture} architecture, {_bw(chi)} vs {_bw(clo)} GB/s.")))
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
        if speedup >= 1.3:
            reasons.append(rules.reason("perf.small-models"))
    else:
        missing = [f.card for f in (fa, fb) if not f.relative_performance]
        reasons.append(rules.reason("spec.bandwidth-first", f"No deep-learning speed figure for {', '.join(missing)}; compare bandwidth: {fa.bandwidth_gb_s} vs {fb.bandwidth_gb_s} GB/s."))

    reasons.append(rules.reason("spec.params", "The specs side by side are the ones the guide says to compare: architecture, "
                                "CUDA cores, bus width, bandwidth, memory and power."))
    better_value = None
    if fa.performance_per_price and fb.performance_per_price:
        hv, lv = (fa, fb) if fa.performance_per_price >= fb.performance_per_price else (fb, fa)
        better_value = hv.card
        reasons.append(rules.reason("value.perf-per-price", (
            f"{hv.card} gives more speed per money: {hv.performance_per_price:.3g} vs {lv.performance_per_price:.3g} "
            f"per 1,000 {market.currency} ({hv.price.amount:,.0f} vs {lv.price.amount:,.0f} {market.currency}).")))
    else:
        unpriced = [f.card for f in (fa, fb) if f.price is None]
        reasons.append(rules.reason("market.no-price", f"No price in {market.name} for {', '.join(unpriced)}, so value is not compared."))

    if fa.memory_gb and fb.memory_gb and fa.memory_gb != fb.memory_gb:
        big, small = (fa, fb) if fa.memory_gb > fb.memory_gb else (fb, fa)
        reasons.append(rules.reason("memory.enough-not-max", f"{big.card} has {big.memory_gb:g} GB vs {small.memory_gb:g} GB: more only helps if your models need it."))

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


def _line_tradeoffs(rules: RuleBook, market: Market, a: Card, b: Card, fa: CardFacts, fb: CardFacts) -> list[Reason]:
    lines = {a.line, b.line}
    out: list[Reason] = []
    if "datacenter" in lines and lines & {"geforce", "titan"}:
        dc = a if a.line == "datacenter" else b
        gf = b if dc is a else a
        power = f"{dc.name} draws {dc.tdp_w} W vs {gf.tdp_w} W for {gf.name}" if dc.tdp_w and gf.tdp_w else "power differs"
        dc_f, gf_f = (fa, fb) if dc is a else (fb, fa)
        if dc_f.performance_per_price and gf_f.performance_per_price:
            verdict = ("dearer for its speed than" if dc_f.performance_per_price < gf_f.performance_per_price
                       else "cheap here for its speed, but built for servers, unlike")
            out.append(rules.reason("line.tesla", f"{dc.name} is a data-centre card: {verdict} {gf.name}."))
        else:
            out.append(rules.reason("line.tesla", f"{dc.name} is a data-centre card; at list price such cards cost far more than a GeForce card of similar speed."))
        out.append(rules.reason("line.tesla-why", f"Where the data-centre card wins: {power}, passive cooling for racks, better scaling in 4-16 GPU servers, longer product life."))
        out.append(rules.reason("line.geforce"))
    elif "quadro" in lines and lines & {"geforce", "titan"}:
        out.append(rules.reason("line.quadro"))
        out.append(rules.reason("line.geforce"))
    if {a.manufacturer, b.manufacturer} != {"NVIDIA"}:
        out.append(rules.reason("vendor.nvidia"))
    return out
