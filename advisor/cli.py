"""``gpu-advisor``: the console front end.

    gpu-advisor recommend 500 [--market M] [--use-case U] [--min-memory GB] [--gpus N] [--json]
    gpu-advisor compare 1070 1080 [--market M] [--json]
    gpu-advisor why 970 [--market M] [--json]
    gpu-advisor resolve "titan x" [--json]
    gpu-advisor markets [--json]

Text output is short and readable; ``--json`` prints exactly ``model.model_dump(mode="json")``.
Errors print one line to stderr (with ``--json``: ``{"error": {"code", "message"}}`` on
stdout) and exit with status 2. Nothing from Discord or matplotlib is imported here.
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import sys
from typing import Sequence

from .errors import AdvisorError
from .models import USE_CASES, Comparison, MarketList, Pick, Price, Recommendation, Resolution, Verdict

EXIT_USAGE = 2


class UsageError(Exception):
    """A command-line mistake (unknown option, missing argument): exit 2 like argparse."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:
        raise UsageError(f"{message} (try gpu-advisor --help)")


SEPARATORS = {"vs", "vs.", "versus", ",", "and", "对比", "和"}


def split_pair(words: Sequence[str]) -> tuple[str, str]:
    """Two card names from ``compare``'s words: quoted names, or unquoted ones split by
    "vs" / "," (``compare titan x vs 1080 ti``). Raises :class:`UsageError`."""
    words = [w for part in words for w in part.replace(",", " , ").split()] if any("," in w for w in words) else list(words)
    for i, w in enumerate(words):
        if w.lower() in SEPARATORS and 0 < i < len(words) - 1:
            return " ".join(words[:i]), " ".join(words[i + 1:])
    if len(words) == 2:
        return words[0], words[1]
    raise UsageError("compare needs two cards: quote names with spaces, or put 'vs' between them "
                     "(gpu-advisor compare titan x vs 1080 ti)")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (subcommands recommend, compare, why, resolve, markets)."""
    output = argparse.ArgumentParser(add_help=False)
    output.add_argument("--json", action="store_true", help="print the answer as JSON")
    common = argparse.ArgumentParser(add_help=False, parents=[output])
    common.add_argument("--market", help="market id: current-us (default), 2017-us, 2019-cn")
    p = _Parser(prog="gpu-advisor", description="Which GPU should I buy for deep learning?")
    p.add_argument("--version", action="version", version=f"gpu-advisor {_version()}")
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    r = sub.add_parser("recommend", parents=[common], help="best cards for a budget")
    r.add_argument("budget", help='e.g. 500, "$1.5k", 5k, 1w, ¥3000, €800')
    r.add_argument("--use-case", default="general", choices=USE_CASES)
    r.add_argument("--min-memory", type=float, metavar="GB", help="minimum VRAM in GB")
    r.add_argument("--gpus", type=int, default=1, metavar="N", help="number of GPUs (1-8)")
    c = sub.add_parser("compare", parents=[common], help="two cards side by side")
    c.add_argument("cards", nargs="+", metavar="CARD", help='two cards: "1080 ti" 1070, or 1080 ti vs 1070')
    w = sub.add_parser("why", parents=[common], help="why a card is or isn't recommended")
    w.add_argument("card", nargs="+")
    w.add_argument("--use-case", default="general", choices=USE_CASES)
    s = sub.add_parser("resolve", parents=[output], help="which card a typed name means")
    s.add_argument("query", nargs="+")
    sub.add_parser("markets", parents=[output], help="the price markets and their dates")
    return p


# -- text rendering --------------------------------------------------------------------
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
        gpus = f", {r.gpus} GPUs" + (f" (total with the top pick: {r.picks[0].total_cost:,.0f} {r.market.currency})" if cards else "")
    lines = [f"{head} · {r.use_case}{gpus} · min {r.min_memory_gb:g} GB · {r.market.name}, prices as of {r.market.as_of}", ""]
    if r.picks:
        for i, p in enumerate(r.picks, 1):
            lines.append(_pick_line(f"{i}.", p))
            for why in p.reasons[:2]:
                lines.append(f"   why: {why.text} [{why.rule_id}]")
    else:
        lines.append("No card within this budget is worth buying for deep learning.")
    if r.stretch:
        lines += ["", "Stretch (over budget):" if r.picks else "Cheapest card worth buying:", _pick_line("  ", r.stretch)]
    if r.avoided:
        lines += ["", "Within budget but not recommended here: " + "; ".join(f"{a.card} [{a.rule_id}]" for a in r.avoided)]
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
    table = [f"{str(k):<{w0}}  {str(x if x is not None else '—'):<{w1}}  {y if y is not None else '—'}" for k, x, y in rows]
    lines = [f"{c.market.name}, prices as of {c.market.as_of}", "", *table, "", c.summary, ""]
    lines += [f"· {r.text} [{r.rule_id}]" for r in c.reasons]
    return "\n".join(lines)


def render_verdict(v: Verdict) -> str:
    """Text for a :class:`Verdict`: verdict, reasons with sources, alternatives."""
    label = {"recommended": "RECOMMENDED", "situational": "SITUATIONAL", "not_recommended": "NOT RECOMMENDED"}[v.verdict]
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
        lines.append(f"{mk.id}{default}: {mk.name} — {mk.currency}, prices as of {mk.as_of}; 4-GPU platform: {platform}")
    return "\n".join(lines)


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("gpu-advisor")
    except PackageNotFoundError:  # pragma: no cover - running from a source tree
        return "unknown"


def _fail(code: str, message: str, as_json: bool) -> int:
    if as_json:
        print(json.dumps({"error": {"code": code, "message": message}}, ensure_ascii=False))
    else:
        print(f"gpu-advisor: {message}", file=sys.stderr)
    return EXIT_USAGE


def main(argv: Sequence[str] | None = None) -> int:
    """Run the console; return the exit status (0 ok, 2 user error)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv:  # a first-time user typing just the command gets the help, not an error
        build_parser().print_help(sys.stderr)
        return EXIT_USAGE
    as_json = "--json" in argv
    try:
        args = build_parser().parse_args(argv)
        pair = split_pair(args.cards) if args.command == "compare" else None
    except UsageError as err:
        return _fail("invalid_option", str(err), as_json)
    from .api import Advisor  # after argument parsing: --help stays instant

    try:
        adv = Advisor.load()
    except (OSError, sqlite3.Error) as err:  # an installation problem, not the user's input
        print(f"gpu-advisor: cannot load the card catalogue ({err}); set GPU_ADVISOR_DATA to the data/ folder", file=sys.stderr)
        return 1
    try:
        if args.command == "recommend":
            model, text = adv.recommend(args.budget, market=args.market, use_case=args.use_case,
                                        min_memory_gb=args.min_memory, gpus=args.gpus), render_recommendation
        elif args.command == "compare":
            model, text = adv.compare(*pair, market=args.market), render_comparison
        elif args.command == "why":
            model, text = adv.why(" ".join(args.card), market=args.market, use_case=args.use_case), render_verdict
        elif args.command == "resolve":
            model, text = adv.resolve(" ".join(args.query)), render_resolution
        else:
            model, text = adv.markets(), render_markets
    except AdvisorError as err:
        return _fail(err.code, err.message, args.json)
    try:
        if args.json:
            print(json.dumps(model.model_dump(mode="json"), ensure_ascii=False, indent=2))
        else:
            print(text(model))
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. `gpu-advisor ... | head`: the reader left, not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
