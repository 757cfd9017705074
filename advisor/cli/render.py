"""Text renderers of the console: one function per answer type (model in, text out).

Each takes the pydantic model an :class:`~advisor.api.Advisor` method returns and gives the
text ``gpu-advisor`` prints without ``--json``. They decide nothing about cards: every figure
and reason comes from the model.
"""

from __future__ import annotations

from ..models import Comparison, Fit, MarketList, Pick, Price, Recommendation, Resolution, Verdict


def _money(p: Price) -> str:
    tag = ", estimated" if p.estimated else ""
    return f"{p.amount:,.0f} {p.currency} ({p.condition}, {p.as_of}{tag})"


def _pick_line(label: str, p: Pick) -> str:
    mem = f"{p.memory_gb:g} GB" if p.memory_gb else "? GB"
    bw = f"{p.bandwidth_gb_s:.0f} GB/s" if p.bandwidth_gb_s else "? GB/s"
    return (f"{label} {p.card} — {_money(p.price)}\n"
            f"   {mem}, {bw}, speed {p.relative_performance:.2f} ({p.performance_kind}), "
            f"value {p.performance_per_price:.2f} speed per 1,000 {p.price.currency}")


LEGEND = ("speed = deep-learning training throughput relative to a TITAN X Pascal (1.00): mixed precision "
          "on tensor-core cards, else FP32; value = speed per 1,000 of the market's currency.")


def render_recommendation(r: Recommendation) -> str:
    """Text for a :class:`Recommendation`."""
    b = r.budget
    head = f"Budget {b.amount:,.0f} {b.currency}"
    if b.currency != b.market_currency:
        head += f" (≈ {b.market_amount:,.0f} {b.market_currency})"
    gpus = ""
    if r.gpus > 1:
        cards = r.picks[0].price.amount if r.picks else None
        total = f" (total with the top pick: {r.picks[0].total_cost:,.0f} {r.market.currency})" if cards else ""
        gpus = f", {r.gpus} GPUs{total}"
    where = f"{r.market.name}, prices as of {r.market.as_of}"
    lines = [f"{head} · {r.use_case}{gpus} · min {r.min_memory_gb:g} GB · {where}", ""]
    if r.picks:
        for i, p in enumerate(r.picks, 1):
            lines.append(_pick_line(f"{i}.", p))
            for why in p.reasons[:2]:
                lines.append(f"   why: {why.text} [{why.rule_id}]")
    else:
        lines.append("No card within this budget is worth buying for deep learning.")
    if r.stretch:
        title = "Stretch (over budget):" if r.picks else "Cheapest card worth buying:"
        lines += ["", title, _pick_line("  ", r.stretch)]
    if r.avoided:
        skipped = "; ".join(f"{a.card} [{a.rule_id}]" for a in r.avoided)
        lines += ["", "Within budget but not recommended here: " + skipped]
    lines += ["", *(f"· {n.text} [{n.rule_id}]" for n in r.notes), "", LEGEND]
    return "\n".join(lines)


def render_comparison(c: Comparison) -> str:
    """Text for a :class:`Comparison`: a spec table, then the verdict and reasons."""
    a, b = c.cards
    rows = [
        ("", a.card, b.card),
        ("architecture", a.architecture, b.architecture),
        ("CUDA cores", a.cuda_cores, b.cuda_cores),
        ("bus width (bit)", a.memory_bus_bits, b.memory_bus_bits),
        ("bandwidth (GB/s)", a.bandwidth_gb_s, b.bandwidth_gb_s),
        ("VRAM (GB)", a.memory_gb, b.memory_gb),
        ("TDP (W)", a.tdp_w, b.tdp_w),
        ("compute capability", a.compute_capability, b.compute_capability),
        ("price", _money(a.price) if a.price else "—", _money(b.price) if b.price else "—"),
        ("relative speed", f"{a.relative_performance:.2f} ({a.performance_kind})" if a.relative_performance else "—",
         f"{b.relative_performance:.2f} ({b.performance_kind})" if b.relative_performance else "—"),
    ]
    w0 = max(len(str(r[0])) for r in rows)
    w1 = max(len(str(r[1] if r[1] is not None else "—")) for r in rows)
    table = [f"{str(k):<{w0}}  {str(x if x is not None else '—'):<{w1}}  {y if y is not None else '—'}"
             for k, x, y in rows]
    lines = [f"{c.market.name}, prices as of {c.market.as_of}", "", *table, "", c.summary, ""]
    lines += [f"· {r.text} [{r.rule_id}]" for r in c.reasons]
    return "\n".join(lines)


VERDICT_LABELS = {"recommended": "RECOMMENDED", "situational": "SITUATIONAL", "not_recommended": "NOT RECOMMENDED"}


def render_verdict(v: Verdict) -> str:
    """Text for a :class:`Verdict`: verdict, reasons with sources, alternatives."""
    label = VERDICT_LABELS[v.verdict]
    f = v.facts
    spec = ", ".join(x for x in (
        f.architecture, f"{f.memory_gb:g} GB" if f.memory_gb else None,
        f"{f.bandwidth_gb_s:g} GB/s" if f.bandwidth_gb_s else None,
        f"speed {f.relative_performance:.2f} ({f.performance_kind})" if f.relative_performance else None,
        _money(f.price) if f.price else None) if x)
    lines = [f"{v.card}: {label} — {v.summary}", f"   {spec}", ""]
    lines += [f"· {r.text} [{r.rule_id}; {r.source}]" for r in v.reasons]
    if v.alternatives:
        lines += ["", "Better at a similar price:"]
        lines += [f"  {a.card} — {_money(a.price)}, speed {a.relative_performance:.2f}" for a in v.alternatives]
    lines += ["", f"{v.market.name}, prices as of {v.market.as_of}"]
    return "\n".join(lines)


def render_resolution(r: Resolution) -> str:
    """Text for a :class:`Resolution`."""
    if r.match is None:
        hint = f" Did you mean: {', '.join(r.suggestions)}?" if r.suggestions else ""
        return f"No card matches that name.{hint}"
    out = r.match
    if r.ambiguous:
        others = [c for c in r.candidates if c != r.match]
        out += f"  (ambiguous; also: {', '.join(others)})"
    if r.note:
        out += f"\n{r.note}"
    return out


def render_markets(m: MarketList) -> str:
    """Text for the market list."""
    lines = []
    for mk in m.markets:
        default = " (default)" if mk.id == m.default else ""
        platform = f"{mk.platform_cost:,.0f} {mk.currency}" if mk.platform_cost else "unknown"
        lines.append(f"{mk.id}{default}: {mk.name} — {mk.currency}, prices as of {mk.as_of}; "
                     f"4-GPU platform: {platform}")
    return "\n".join(lines)


FIT_CARDS_SHOWN = 8
FIT_VERDICTS = {"recommended": "", "situational": " [situational]", "not_recommended": " [not recommended]"}


def render_fit(f: Fit) -> str:
    """Text for a :class:`Fit`: the total and its breakdown, the cards that hold the model
    alone (cheapest first), splits across GPUs, cheaper ways to make it fit, then the reasons
    (each term's formula and source)."""
    m = f.memory
    terms = [("weights", m.weights_gb), ("KV cache", m.kv_cache_gb), ("activations", m.activations_gb),
             ("gradients", m.gradients_gb), ("optimizer", m.optimizer_gb), ("overhead", m.overhead_gb)]
    breakdown = " + ".join(f"{name} {gb:.2f}" for name, gb in terms if gb)
    lines = [f"{f.summary}", f"   = {breakdown} GB · {f.market.name}, prices as of {f.market.as_of}", ""]
    alone = [c for c in f.cards if c.count == 1]
    split = [c for c in f.cards if c.count > 1]
    if alone:
        lines.append(f"Holds it alone ({len(alone)} cards, cheapest first):")
        for c in alone[:FIT_CARDS_SHOWN]:
            price = _money(c.price) if c.price else "no price"
            lines.append(f"  {c.card} ({c.memory_gb:g} GB) — {price}{FIT_VERDICTS[c.verdict]}")
        if len(alone) > FIT_CARDS_SHOWN:
            lines.append(f"  … and {len(alone) - FIT_CARDS_SHOWN} more (--json lists them all)")
    else:
        lines.append("No single card in this market holds it.")
    if split:
        lines += ["", "Split across GPUs (cheaper in all than one card that holds it):"]
        for c in split:
            total = f"{c.total_price:,.0f} {c.price.currency} in all" if c.price and c.total_price else "no price"
            lines.append(f"  {c.count} x {c.card} ({c.per_gpu_gb:.1f} of {c.memory_gb:g} GB each) — {total}"
                         f"{FIT_VERDICTS[c.verdict]}")
    if f.options:
        lines += ["", "Cheaper ways to make it fit:"]
        lines += [f"  {o.change}: about {o.total_gb:.1f} GB — {o.card}, {_money(o.price)}" for o in f.options]
    lines += ["", *(f"· {r.text} [{r.rule_id}]" for r in f.reasons if r.text != f.summary)]
    return "\n".join(lines)
