"""Write ``docs/rules.md``, the readable list of every rule in ``data/rules.csv``.

Usage: ``python tools/make_rules_doc.py [--rules PATH] [--output PATH] [--check]``

Every row of ``data/rules.csv`` (rule id, kind, text, source) becomes one table row, grouped by
the id's prefix (``vendor.*``, ``memory.*``, ...). Groups come in the order their first rule
appears in the CSV and rules keep the CSV's order inside a group, so the output depends on the
CSV alone: the same CSV always gives the same bytes. ``--check`` writes nothing and exits 1 if
the committed file differs from what the CSV gives (the test suite runs it), so the page never
drifts from the data the answers cite.
"""

from __future__ import annotations

import argparse
import csv
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES_CSV = ROOT / "data" / "rules.csv"
RULES_DOC = ROOT / "docs" / "rules.md"
COMMAND = "python tools/make_rules_doc.py"

#: Heading of each id prefix; a prefix not listed here is headed by the prefix itself.
GROUP_TITLES: dict[str, str] = {
    "vendor": "Vendor and platform",
    "compat": "Software support",
    "spec": "Judging speed from the specs",
    "perf": "Performance",
    "names": "Card names",
    "value": "Value and budget",
    "cloud": "Own or rent",
    "memory": "Memory",
    "tier": "Which card: the guides' tiers",
    "avoid": "Cards to avoid",
    "multi": "Several GPUs",
    "line": "Product lines: GeForce, Quadro, Tesla",
    "catalog": "The catalogue",
    "market": "Markets",
    "price": "Prices",
    "budget": "Budgets",
}

KINDS = {
    "check": "*check* = the advisor applies it to cards and answers",
    "explanation": "*explanation* = cited in answers to say why",
}

HEADER = f"""\
# The rules, by id

<!-- Generated from data/rules.csv by tools/make_rules_doc.py: do not edit by hand.
     After changing data/rules.csv, run `{COMMAND}`. -->

Every answer names the rules that shaped it by id (`[avoid.gtx-970]`); `why` and `--json` also
give the source. This page lists every rule id the advisor knows, its text and its source, as
kept in [`data/rules.csv`](../data/rules.csv).

Sources:

- **D17 L*n*** — line *n* of the D17 guide: a Chinese (traditional) translation of Tim Dettmers'
  "Which GPU(s) to Get for Deep Learning", edition of 9 April 2017. The guide's rules in our
  words, with the same ids and lines, are in [`guide/RULES.md`](guide/RULES.md).
- **CN19 L*n*** — line *n* of the CN19 guide: a Chinese (simplified) guide from about 2019 on
  choosing among GeForce, Quadro and Tesla cards; also digested in [`guide/RULES.md`](guide/RULES.md).
- **MODERN** — later public references (later editions of Dettmers' guide, NVIDIA's CUDA release
  notes, AMD's ROCm documentation, Lambda's benchmarks), listed in [`guide/MODERN.md`](guide/MODERN.md).
- **GPU Advisor** — the advisor's own rules about its data (catalogue, dated markets, name
  resolution), with the file that holds the data.
- Any other source (e.g. a Lambda benchmark) is named in full.

Kinds: {KINDS["check"]}; {KINDS["explanation"]}.

A row marked **↳ today** is the wording today's market (`current-us`) uses where the guide's
sentence no longer holds (`data/rules.csv`'s `today` and `today_source` columns); the guides'
markets keep the guide's text.
"""


def read_rules(path: Path) -> list[dict[str, str]]:
    """Rows of a rules CSV (columns ``rule_id, kind, text, source``, optionally ``today, today_source``),
    in file order.

    Raises ``ValueError`` naming the line of a row with an empty id, text or source, an id
    without a ``prefix.`` or an id seen twice."""
    with open(path, newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    seen: set[str] = set()
    for line, row in enumerate(rows, start=2):
        rule_id = (row.get("rule_id") or "").strip()
        if not rule_id or not (row.get("text") or "").strip() or not (row.get("source") or "").strip():
            raise ValueError(f"{path.name} line {line}: a rule needs an id, a text and a source")
        if "." not in rule_id:
            raise ValueError(f"{path.name} line {line}: rule id {rule_id!r} has no 'prefix.' group")
        if rule_id in seen:
            raise ValueError(f"{path.name} line {line}: rule id {rule_id!r} is listed twice")
        seen.add(rule_id)
    return rows


def _cell(text: str) -> str:
    """Text made safe for one Markdown table cell."""
    return " ".join(text.split()).replace("|", "\\|")


def said(row: dict[str, str]) -> str:
    """A rule's text as answers say it in English: its placeholders filled with the thresholds
    the checks use (``advisor/thresholds.py``)."""
    from advisor.i18n import english
    from advisor.rules import rule_message

    return english(rule_message(row["rule_id"], row["text"]))


def render(rows: list[dict[str, str]]) -> str:
    """The Markdown page for these rules (see the module docstring for the order)."""
    groups: dict[str, list[dict[str, str]]] = {}
    for row in rows:
        groups.setdefault(row["rule_id"].split(".", 1)[0], []).append(row)
    out = [HEADER]
    out.append(f"{len(rows)} rules in {len(groups)} groups:\n")
    for prefix, members in groups.items():
        title = GROUP_TITLES.get(prefix, f"{prefix}.*")
        out.append(f"- [{title}](#{prefix}) ({len(members)})")
    for prefix, members in groups.items():
        title = GROUP_TITLES.get(prefix, f"{prefix}.*")
        out.append(f'\n<a id="{prefix}"></a>\n\n## {title} (`{prefix}.*`)\n')
        out.append("| id | kind | rule | source |")
        out.append("|---|---|---|---|")
        for row in members:
            out.append(f"| `{row['rule_id'].strip()}` | {_cell(row['kind'])} | {_cell(said(row))} "
                       f"| {_cell(row['source'])} |")
            if (row.get("today") or "").strip():  # where the guide's sentence does not hold today
                out.append(f"| ↳ today | | {_cell(row['today'])} | {_cell(row.get('today_source') or row['source'])} |")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write (or with ``--check`` compare) the page. Returns 0, or 1 when ``--check`` finds it
    stale or missing (one line on stderr naming the command that rewrites it)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", type=Path, default=RULES_CSV, help="the rules CSV (default: data/rules.csv)")
    parser.add_argument("--output", type=Path, default=RULES_DOC, help="the page to write (default: docs/rules.md)")
    parser.add_argument("--check", action="store_true", help="fail if the page is out of date; write nothing")
    args = parser.parse_args(argv)
    try:
        text = render(read_rules(args.rules))
    except (OSError, ValueError) as exc:
        print(f"make_rules_doc: {exc}", file=sys.stderr)
        return 1
    if args.check:
        if not args.output.exists() or args.output.read_text(encoding="utf-8") != text:
            print(f"{args.output.name} is out of date with {args.rules.name}: run `{COMMAND}` and commit the result",
                  file=sys.stderr)
            return 1
        return 0
    args.output.parent.mkdir(parents=True, exist_ok=True)
    args.output.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
