"""How well the question reader reads questions people really asked: ``make eval``.

Usage::

    python -m tools.eval                 # the report: shares read RIGHT / PARTLY / WRONG, by language,
                                         # topic and file, by slot and by kind of mistake, the answer
                                         # checks' pass rate, then every failure
    python -m tools.eval --json          # the same, for machines
    python -m tools.eval --ids U01,E005  # some rows only
    python -m tools.eval --record        # write today's shares to data/questions/floor.json
                                         # (never lower: --allow-lower says so on purpose)
    python -m tools.eval --show-holdout  # also the hold-out's failures (by default only its counts)

The hold-out (``holdout.csv``) measures the reader on questions it was never tuned on, so the report
gives only its counts (right, partly, wrong): its rows' text, readings and failures, and its share of
the breakdowns by language, topic, year, slot and kind, are left out unless ``--show-holdout`` is
given — whoever changes the reader should not read them.

The corpus is every CSV file of ``data/questions/`` (``data/questions/README.md``: its columns, how
rows were found, how to add one). Each row's ``text`` goes through :meth:`advisor.api.Advisor.ask`
in this process, as ``gpu-advisor ask TEXT --json`` would, with one Advisor for all rows; its
reading is judged by ``tools/checks.py`` (the same checks as ``tests/cases/ask.csv``) against the
row's ``expect``, written from the question alone before the reader ran on it. Nothing expected is
read from the product.

Grades of a reading:

- RIGHT: the command and every expected slot as expected, and nothing read beyond them (no card,
  budget, model, used/new condition or count above one that the expectation does not name);
- WRONG: the command wrong, or a card or a budget misread (a card read that is not expected, a
  budget read that is not the one meant, or one read from a number that is no budget);
- PARTLY: the command right, and some slot missing or misread otherwise.

Exit status: 0, or 1 with ``--record`` when it would lower a floor, 2 for a malformed corpus.
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import json
import re
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from tools.checks import (
    Outcome,
    UnknownCheck,
    card_slots,
    check_answer,
    implied_absent,
    judge_absent,
    judge_question,
    known_answer_check,
    known_question_check,
    parse,
    split_checks,
    texts,
)

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "data" / "questions"
FLOOR = CORPUS / "floor.json"
FIELDS = ("id", "lang", "date", "source", "topic", "text", "expect", "checks", "note")
LANGS = ("en", "zh")
#: The topics a row may have (data/questions/README.md says what each covers).
TOPICS = ("llm", "image", "training", "general", "owner", "support", "budget", "names")
#: The one source that is not a URL: the reviews' own parsing-stress inputs (P01-P19), which no
#: one asked in public (data/questions/README.md).
STRESS_SOURCE = "parsing-stress"
ID = re.compile(r"^[A-Z][0-9]{2,4}$")
DATE = re.compile(r"^(?P<y>\d{4})(?:-(?P<m>\d{2})(?:-(?P<d>\d{2}))?)?$")
#: The corpus holds no question asked after it was compiled.
LAST_DATE = dt.date(2026, 12, 31)
GRADES = ("RIGHT", "PARTLY", "WRONG")
#: One budget of ``budget=``: an amount (as Python writes a float) and an ISO 4217 code.
BUDGET = re.compile(r"^-?[0-9][0-9.]*(?:e[+-]?[0-9]+)? [A-Z]{3}$")
#: Answer checks whose value names one card (checked against the catalogue like ``cards=``).
#: The file of the hold-out: its rows are counted, never shown (``--show-holdout`` shows them).
HOLDOUT = "holdout.csv"
CARD_VALUED = ("top=", "picks_include=", "faster=", "better_value=", "stretch=", "alt_includes=", "fits_alone=",
               "not_alone=")


@dataclass
class Row:
    """One question of the corpus: the CSV columns (:data:`FIELDS`) and the file it is in."""

    id: str
    lang: str
    date: str
    source: str
    topic: str
    text: str
    expect: str
    checks: str
    note: str
    file: str

    @property
    def year(self) -> str:
        return self.date[:4]


@dataclass
class Result:
    """A row run through the reader: its ``grade``, every judged ``outcome`` of its expectation (the
    implied ones included), each answer check with whether it held, and what was read."""

    row: Row
    grade: str
    outcomes: list[Outcome]
    checks: list[tuple[str, bool]] = field(default_factory=list)
    read_as: dict = field(default_factory=dict)
    missing: list[str] = field(default_factory=list)
    reply: str = ""
    crash: str = ""

    @property
    def failed(self) -> list[Outcome]:
        return [o for o in self.outcomes if not o.ok]


# ----------------------------------------------------------------------------------------- corpus
def corpus_files(folder: Path = CORPUS) -> list[Path]:
    """Every CSV file of the corpus folder, by name."""
    return sorted(folder.glob("*.csv"))


def load_corpus(folder: Path = CORPUS) -> list[Row]:
    """Every row of every corpus file, in file order. Raises ``ValueError`` for a file whose header
    is not :data:`FIELDS`."""
    rows = []
    for path in corpus_files(folder):
        with open(path, newline="", encoding="utf-8") as fh:
            reader = csv.DictReader(fh)
            if tuple(reader.fieldnames or ()) != FIELDS:
                raise ValueError(f"{path.name}: the header must be {','.join(FIELDS)}")
            rows += [Row(**{k: (r[k] or "").strip() for k in FIELDS}, file=path.name) for r in reader]
    return rows


def _date_problem(value: str) -> str | None:
    m = DATE.match(value)
    if not m:
        return "date is not YYYY-MM-DD, YYYY-MM or YYYY"
    try:
        day = dt.date(int(m["y"]), int(m["m"] or 1), int(m["d"] or 1))
    except ValueError:
        return f"date {value} does not exist"
    return f"date {value} is after the corpus was compiled" if day > LAST_DATE else None


def _check_problems(item: str, known: Callable[[str], bool], *, answer: bool) -> list[str]:
    """What is wrong with one written check: an unknown key, a bad regex, an unknown card name."""
    try:
        key, op, value = parse(item)
    except UnknownCheck as e:
        return [str(e)]
    if not (known_answer_check(item) if answer else known_question_check(item)):
        return [f"unknown {'answer' if answer else 'reading'} check {item!r}"]
    out = []
    if op == "~":
        try:
            re.compile(value)
        except re.error as e:
            out.append(f"{item!r}: bad regex ({e})")
    names: list[str] = []
    if not answer and key + op == "cards=":
        try:
            names = [n for _, slot in card_slots(value) for n in slot]
        except AssertionError:
            out.append(f"{item!r}: unreadable card slots")
    elif answer and key + op in CARD_VALUED:
        names = [n for n in value.split("|") if n != "none"]
    if not answer and key + op == "budget=" and not all(BUDGET.match(o) for o in value.split("|")):
        out.append(f"{item!r}: a budget is 'AMOUNT CUR' (or several joined by |)")
    out += [f"{item!r}: {n!r} is no card or machine of the catalogue" for n in names if not known(n)]
    return out


def row_problems(rows: list[Row], known_card: Callable[[str], bool]) -> list[str]:
    """Every way the corpus is malformed (empty when it is well-formed): ids unique and shaped like
    ``U01`` / ``E001``, a real http(s) source (or the reviews' parsing-stress marker), a known
    language and topic, a valid date, text, and checks whose keys exist and whose card names are
    the catalogue's (``known_card``)."""
    out = []
    for rid, n in Counter(r.id for r in rows).items():
        if n > 1:
            out.append(f"{rid}: id used {n} times")
    seen: set[str] = set()
    for r in rows:
        where = f"{r.file} {r.id}"
        if (earlier := follows(r)) is not None and earlier not in seen:
            out.append(f"{where}: follows {earlier}, which is not an earlier row")
        seen.add(r.id)
        if not ID.match(r.id):
            out.append(f"{where}: id is not a capital letter and 2-4 digits")
        if not re.match(r"^https?://\S+$", r.source) and r.source != STRESS_SOURCE:
            out.append(f"{where}: source is not an http(s) URL")
        if r.lang not in LANGS:
            out.append(f"{where}: lang {r.lang!r} is not one of {', '.join(LANGS)}")
        if r.topic not in TOPICS:
            out.append(f"{where}: topic {r.topic!r} is not one of {', '.join(TOPICS)}")
        if problem := _date_problem(r.date):
            out.append(f"{where}: {problem}")
        if not r.text or "\n" in r.text:
            out.append(f"{where}: the text is one line, not empty")
        expect = split_checks(r.expect)
        if not expect:
            out.append(f"{where}: expect is empty")
        out += [f"{where}: {p}" for c in expect for p in _check_problems(c, known_card, answer=False)]
        out += [f"{where}: {p}" for c in split_checks(r.checks) for p in _check_problems(c, known_card, answer=True)]
    return out


# ------------------------------------------------------------------------------------------ grading
def grade(outcomes: Iterable[Outcome]) -> str:
    """RIGHT when every outcome holds, WRONG when a failed one is fatal (the command, a card or a
    budget misread), else PARTLY."""
    failed = [o for o in outcomes if not o.ok]
    if not failed:
        return "RIGHT"
    return "WRONG" if any(o.fatal for o in failed) else "PARTLY"


def judge(row: Row, data: dict) -> Result:
    """Judge one row's reading (``data``: the ``Question`` JSON) and answer checks."""
    expect = split_checks(row.expect)
    outcomes = [judge_question(c, data) for c in expect]
    outcomes += [judge_absent(slot, data) for slot in implied_absent(expect)]
    # the answer and the sentence said with it: never the question's own text, which a text~ check would match
    haystack = "\n".join(texts(data.get("answer")) + texts(data.get("reply")))
    checks = []
    for item in split_checks(row.checks):
        try:
            check_answer(item, data.get("answer"), haystack)
            checks.append((item, True))
        except (AssertionError, KeyError, TypeError, IndexError):  # the answer lacks it or has another shape
            checks.append((item, False))
    return Result(row, grade(outcomes), outcomes, checks, data["read_as"], list(data.get("missing") or []),
                  str(data.get("reply") or ""))


FOLLOWS = re.compile(r"^follows (?P<id>[A-Z][0-9]{2,4})\b")


def follows(row: Row) -> str | None:
    """The id of the row a follow-up continues ("and for 70b?"), from a note that begins
    ``follows E089``; None for a question asked on its own."""
    m = FOLLOWS.match(row.note)
    return m["id"] if m else None


def run_row(advisor, row: Row, context=None) -> tuple[Result, object | None]:
    """Ask ``row.text`` (``Advisor.ask``, the question's own language; ``context``: the earlier
    ``Question`` a follow-up continues) and judge the reading. Returns the result and the
    ``Question`` (None after a crash). A crash of the reader is a WRONG reading of kind ``crash``,
    never a stop of the run."""
    try:
        question = advisor.ask(row.text, context=context)
    except Exception as e:  # noqa: BLE001 - ask promises never to raise; a crash is graded, then shown
        out = Outcome("command", False, "an answer", "crash", ["crash"], fatal=True)
        return Result(row, "WRONG", [out], crash=f"{type(e).__name__}: {e}"), None
    return judge(row, question.model_dump(mode="json")), question


def run(advisor, rows: list[Row], corpus: list[Row] | None = None) -> list[Result]:
    """Every row of ``rows`` through one advisor, in order. A follow-up is asked with the
    ``Question`` of the row it follows (asked first, from ``corpus``, when ``rows`` lacks it)."""
    by_id = {r.id: r for r in (corpus or rows)}
    asked: dict[str, object | None] = {}

    def context_of(row: Row):
        earlier = follows(row)
        if earlier is None or earlier not in by_id:
            return None
        if earlier not in asked:
            asked[earlier] = run_row(advisor, by_id[earlier], context_of(by_id[earlier]))[1]
        return asked[earlier]

    results = []
    for row in rows:
        result, asked[row.id] = run_row(advisor, row, context_of(row))
        results.append(result)
    return results


# ------------------------------------------------------------------------------------------ report
def _shares(results: list[Result]) -> dict:
    n = len(results)
    counts = Counter(r.grade for r in results)
    return {"rows": n, **{g.lower(): counts[g] for g in GRADES},
            "right_share": round(counts["RIGHT"] / n, 4) if n else 0.0}


def summarise(results: list[Result]) -> dict:
    """The figures of a run: shares overall, by language, topic, file and year; failures by slot
    (written checks only) and rows by kind of mistake; the answer checks' pass rate."""
    def by(key: Callable[[Result], str]) -> dict:
        groups: dict[str, list[Result]] = defaultdict(list)
        for r in results:
            groups[key(r)].append(r)
        return {k: _shares(v) for k, v in sorted(groups.items())}

    slots: dict[str, Counter] = defaultdict(Counter)
    kinds: Counter = Counter()
    for r in results:
        written = len(split_checks(r.row.expect))
        for i, o in enumerate(r.outcomes):
            if i < written:
                slots[o.slot]["checked"] += 1
                slots[o.slot]["failed"] += not o.ok
        kinds.update({k for o in r.failed for k in o.kinds})
    checks = [ok for r in results for _, ok in r.checks]
    rows_with = [r for r in results if r.checks]
    return {
        **_shares(results),
        "by_lang": by(lambda r: r.row.lang), "by_topic": by(lambda r: r.row.topic),
        "by_file": by(lambda r: r.row.file), "by_year": by(lambda r: r.row.year),
        "by_slot": {s: dict(c) for s, c in sorted(slots.items(), key=lambda kv: (-kv[1]["failed"], kv[0]))},
        "by_kind": dict(kinds.most_common()),
        "checks": {"written": len(checks), "passed": sum(checks),
                   "rows": len(rows_with), "rows_all_passed": sum(all(ok for _, ok in r.checks) for r in rows_with)},
    }


def is_holdout(result: Result) -> bool:
    """Whether a result is of a hold-out row (``holdout.csv``)."""
    return result.row.file == HOLDOUT


def public_view(results: list[Result]) -> tuple[dict, list[Result]]:
    """The figures to show without ``--show-holdout``: :func:`summarise` over the rows outside the
    hold-out, with ``by_file`` over every row (each file's counts, the hold-out's included, for the
    floors) and ``holdout``: the hold-out's counts only (:func:`_shares`). Returns that summary and
    the results outside the hold-out (whose failures may be listed)."""
    public = [r for r in results if not is_holdout(r)]
    held = [r for r in results if is_holdout(r)]
    summary = summarise(public)
    summary["by_file"] = summarise(results)["by_file"] if results else {}
    summary["holdout"] = _shares(held)
    return summary, public


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f} %" if whole else "-"


def _table(title: str, groups: dict) -> list[str]:
    lines = [f"{title:<14} {'rows':>5} {'right':>12} {'partly':>12} {'wrong':>12}"]
    for name, g in groups.items():
        cells = [f"{g[k]:>4} {_pct(g[k], g['rows']):>7}" for k in ("right", "partly", "wrong")]
        lines.append(f"  {name:<12} {g['rows']:>5} " + " ".join(cells))
    return lines


def render(summary: dict, results: list[Result], floors: dict, seconds: float) -> str:
    """The report as text (what ``make eval`` prints)."""
    n = summary["rows"]
    held = summary.get("holdout")
    scope = " outside the hold-out" if held is not None else ""
    out = [f"Question corpus: {n} rows{scope}, read in {seconds:.1f} s",
           f"Read RIGHT {summary['right']} ({_pct(summary['right'], n)}) · PARTLY {summary['partly']} "
           f"({_pct(summary['partly'], n)}) · WRONG {summary['wrong']} ({_pct(summary['wrong'], n)})"]
    if held is not None:
        h = held["rows"]
        out.append(f"Hold-out ({HOLDOUT}, counts only; --show-holdout shows its rows): {h} rows, "
                   f"RIGHT {held['right']} ({_pct(held['right'], h)}) · PARTLY {held['partly']} "
                   f"({_pct(held['partly'], h)}) · WRONG {held['wrong']} ({_pct(held['wrong'], h)})")
    out.append("")
    for title, key in (("by language", "by_lang"), ("by topic", "by_topic"), ("by file", "by_file"),
                       ("by year", "by_year")):
        out += _table(title, summary[key]) + [""]
    out.append("by slot: written checks that failed")
    out += [f"  {s:<12} {c.get('failed', 0):>4} of {c['checked']:>4}" for s, c in summary["by_slot"].items()]
    out += ["", "by kind of mistake: rows"]
    out += [f"  {k:<24} {v:>4}" for k, v in summary["by_kind"].items()] or ["  none"]
    c = summary["checks"]
    out += ["", f"answer checks: {c['passed']} of {c['written']} pass ({_pct(c['passed'], c['written'])}); "
            f"all pass in {c['rows_all_passed']} of {c['rows']} rows with checks"]
    if floors:
        out += ["", "floors (data/questions/floor.json): share read RIGHT, recorded -> now"]
        for name, g in summary["by_file"].items():
            floor = floors.get(name)
            mark = "no floor recorded" if floor is None else (
                f"{100 * floor:.1f} % -> {100 * share(g):.1f} %"
                + ("  BELOW THE FLOOR" if share(g) + 1e-12 < floor else ""))
            out.append(f"  {name:<16} {mark}")
    bad = [r for r in results if r.grade != "RIGHT"]
    out += ["", f"failures: {len(bad)} readings"]
    for r in bad:
        out.append(f"{r.row.id} {r.grade:<6} {r.row.text}")
        if r.crash:
            out.append(f"    crash: {r.crash}")
        out.append(f"    read: {_read_line(r)}")
        for o in r.failed:
            out.append(f"    {o.slot}: expected {o.expected}, read {o.read}  [{', '.join(o.kinds)}]")
    failed_checks = [(r, item) for r in results for item, ok in r.checks if not ok]
    out += ["", f"answer checks that failed: {len(failed_checks)}"]
    out += [f"{r.row.id} {item}   ({r.row.text})" for r, item in failed_checks]
    return "\n".join(out)


def _read_line(r: Result) -> str:
    """What a reading held, in one line (its non-empty slots)."""
    parts = [f"{k}={v}" for k, v in r.read_as.items() if v not in (None, [], False, "")]
    if r.missing:
        parts.append(f"missing={','.join(r.missing)}")
    return " ".join(parts) or "nothing"


def as_json(summary: dict, results: list[Result], floors: dict, seconds: float) -> dict:
    """The report for machines (``--json``)."""
    return {
        **summary, "seconds": round(seconds, 2), "floors": floors,
        "results": [{
            "id": r.row.id, "file": r.row.file, "lang": r.row.lang, "topic": r.row.topic, "grade": r.grade,
            "text": r.row.text, "expect": r.row.expect, "read_as": r.read_as, "missing": r.missing,
            "reply": r.reply, "crash": r.crash or None,
            "failed": [{"slot": o.slot, "expected": o.expected, "read": o.read, "kinds": o.kinds} for o in r.failed],
            "checks": [{"check": item, "ok": ok} for item, ok in r.checks],
        } for r in results],
    }


# ------------------------------------------------------------------------------------------- floor
def read_floors(path: Path = FLOOR) -> dict[str, float]:
    """The recorded floor of each corpus file: the share read RIGHT it must not fall below (exactly
    ``right / rows`` as recorded; ``right_share`` is that figure rounded, for people)."""
    if not path.exists():
        return {}
    files = json.loads(path.read_text("utf-8"))["files"]
    return {name: v["right"] / v["rows"] if v.get("rows") else float(v["right_share"]) for name, v in files.items()}


def share(group: dict) -> float:
    """A group's exact share read RIGHT (``summarise``'s ``right_share`` is rounded for the report)."""
    return group["right"] / group["rows"] if group["rows"] else 0.0


def record_floors(summary: dict, path: Path = FLOOR, *, allow_lower: bool = False) -> list[str]:
    """Write each file's share read RIGHT as its floor. Returns the files whose floor would go down
    (and writes nothing then) unless ``allow_lower``."""
    old = read_floors(path)
    lower = [name for name, g in summary["by_file"].items() if name in old and share(g) + 1e-12 < old[name]]
    if lower and not allow_lower:
        return lower
    files = {name: {"rows": g["rows"], "right": g["right"], "right_share": g["right_share"]}
             for name, g in summary["by_file"].items()}
    body = {"note": "Written by `python -m tools.eval --record`: the share of each file's questions read "
                    "RIGHT must not fall below it (tests/tools/test_eval.py). Never lowered by hand.",
            "recorded": dt.date.today().isoformat(), "files": files}
    path.write_text(json.dumps(body, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return []


# -------------------------------------------------------------------------------------------- main
def main(argv: list[str] | None = None) -> int:
    """The command line (see the module's docstring)."""
    parser = argparse.ArgumentParser(prog="python -m tools.eval", description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--ids", help="comma-separated row ids to run (default: all)")
    parser.add_argument("--record", action="store_true", help="write today's shares as the floors")
    parser.add_argument("--allow-lower", action="store_true", help="with --record: lower a floor on purpose")
    parser.add_argument("--show-holdout", action="store_true",
                        help="also show the hold-out's rows and failures (by default only its counts)")
    args = parser.parse_args(argv)

    from advisor import Advisor

    advisor = Advisor.load()
    rows = corpus = load_corpus()
    problems = row_problems(rows, lambda name: name in advisor.catalog.card_rows)
    if problems:
        print("The corpus is malformed:\n  " + "\n  ".join(problems), file=sys.stderr)
        return 2
    if args.ids:
        wanted = {i.strip() for i in args.ids.split(",") if i.strip()}
        unknown = wanted - {r.id for r in rows}
        if unknown:
            print(f"No row has the id {', '.join(sorted(unknown))}.", file=sys.stderr)
            return 2
        rows = [r for r in rows if r.id in wanted]
    start = time.perf_counter()
    results = run(advisor, rows, corpus)
    seconds = time.perf_counter() - start
    summary = summarise(results)
    floors = read_floors() if not args.ids else {}  # a share of some rows is no file's share
    if args.record:
        if args.ids:
            print("--record needs the whole corpus (no --ids).", file=sys.stderr)
            return 2
        lower = record_floors(summary, allow_lower=args.allow_lower)
        if lower:
            print(f"Not recorded: the floor of {', '.join(lower)} would go down (--allow-lower to mean it).",
                  file=sys.stderr)
            return 1
        floors = read_floors()
    shown = results
    if not args.show_holdout:
        summary, shown = public_view(results)
    if args.json:
        print(json.dumps(as_json(summary, shown, floors, seconds), ensure_ascii=False, indent=1))
    else:
        print(render(summary, shown, floors, seconds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
