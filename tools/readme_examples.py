"""Keep the README's console examples the console's real output.

Usage: ``python tools/readme_examples.py [--check] [--readme PATH]``

The files kept are ``README.md`` (short answers) and ``docs/examples.md`` (the ``--verbose`` full
forms); ``--readme`` names one file instead. A fenced block in them whose first line is
``$ gpu-advisor ARGS`` is an example: the rest of the block must be exactly what ``gpu-advisor ARGS``
prints, 80 columns wide, with no
language taken from the environment (``--lang`` in ``ARGS`` chooses it). Without ``--check`` the
tool rewrites every example block with the real output; with ``--check`` it writes nothing and
exits 1 naming each example that differs (the test suite runs it), so the README never shows an
answer the program no longer gives. Only the examples' own arguments are run, through the
console's :func:`advisor.cli.main`, on the catalogue the console would load.
"""

from __future__ import annotations

import argparse
import contextlib
import difflib
import io
import os
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCUMENTS = (README, ROOT / "docs" / "examples.md")
"""The files whose examples are kept: the README, and the long (``--verbose``) examples in the docs."""
COMMAND = "python tools/readme_examples.py"
PROMPT = "$ gpu-advisor "
WIDTH = "80"


@dataclass(frozen=True)
class Example:
    """One example block: its command line and where its body lies in the README's text."""

    command_line: str
    start: int  # offset of the body's first character (the "$ gpu-advisor" line)
    end: int  # offset just past the body (where the closing fence starts)
    body: str


def examples(text: str) -> list[Example]:
    """The example blocks of ``text`` (README Markdown): fenced blocks (any info string) whose
    first line starts with ``$ gpu-advisor``. Fences are paired in order, as Markdown does."""
    found: list[Example] = []
    offset = 0
    opened_at: int | None = None
    for line in text.splitlines(keepends=True):
        if line.startswith("```"):
            if opened_at is None:
                opened_at = offset + len(line)
            else:
                body = text[opened_at:offset]
                if body.startswith(PROMPT):
                    found.append(Example(body.splitlines()[0], opened_at, offset, body))
                opened_at = None
        offset += len(line)
    return found


def run_example(argv: list[str], advisor) -> str:
    """What ``gpu-advisor argv`` prints on stdout (80 columns, English unless ``--lang``).

    Raises:
        RuntimeError: the command did not exit 0 (an example must be an answer).
    """
    from advisor.cli import main

    out = io.StringIO()
    old = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = WIDTH
    try:
        with contextlib.redirect_stdout(out):
            status = main(argv, advisor=advisor, environ={})
    finally:
        if old is None:
            os.environ.pop("COLUMNS", None)
        else:
            os.environ["COLUMNS"] = old
    if status != 0:
        raise RuntimeError(f"`gpu-advisor {shlex.join(argv)}` exited {status}; a README example must be an answer")
    return out.getvalue()


def refreshed(text: str, advisor) -> tuple[str, list[str]]:
    """``text`` with every example block's output replaced by the real output, and the command
    lines of the examples that changed."""
    changed: list[str] = []
    pieces: list[str] = []
    last = 0
    for example in examples(text):
        output = run_example(shlex.split(example.command_line[len(PROMPT):]), advisor)
        new_body = f"{example.command_line}\n{output}"
        if not new_body.endswith("\n"):
            new_body += "\n"
        if new_body != example.body:
            changed.append(example.command_line)
        pieces.append(text[last:example.start])
        pieces.append(new_body)
        last = example.end
    pieces.append(text[last:])
    return "".join(pieces), changed


def main(argv: list[str] | None = None) -> int:
    """Rewrite (or with ``--check`` compare) the README's examples; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if an example is stale")
    parser.add_argument("--readme", type=Path, default=None, help="one file (default: README.md and docs/examples.md)")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from advisor import Advisor

    advisor = Advisor.load()
    status = 0
    for path in [args.readme] if args.readme else [p for p in DOCUMENTS if p.exists()]:
        text = path.read_text(encoding="utf-8")
        new_text, changed = refreshed(text, advisor)
        name = path.name if path == README or args.readme else str(path.relative_to(ROOT))
        if args.check:
            if changed:
                diff = difflib.unified_diff(text.splitlines(), new_text.splitlines(), name, "real output",
                                            lineterm="", n=1)
                print("\n".join(diff), file=sys.stderr)
                print(f"stale example(s) in {name}: {'; '.join(changed)} — run `{COMMAND}`", file=sys.stderr)
                status = 1
            continue
        if changed:
            path.write_text(new_text, encoding="utf-8")
        for line in changed:
            print(f"refreshed in {name}: {line}")
    return status


if __name__ == "__main__":
    sys.exit(main())
