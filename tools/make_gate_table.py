"""Write ``advisor/ask/gate_required.json``: what :func:`advisor.ask.gate.required` finds for every pattern an ``ask``
gates (perf40), so that a console process reads the table instead of each pattern's parse tree.

``python -m tools.make_gate_table`` asks every public corpus question (``data/questions``, not the hold-out) in this
process, as the console does, and stores, for each pattern :func:`~advisor.ask.gate.required` was asked about, what
:func:`~advisor.ask.gate.analysed` finds in its parse tree, under the stamp of the analysis
(:func:`~advisor.ask.gate.analysis_stamp`). Run it after changing ``advisor/ask/gate.py`` or many patterns
(``tests/advisor/test_perf40.py`` says when the table is stale). A pattern the table lacks is read as before.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import sys
from pathlib import Path

from advisor.ask import gate
from advisor.cli import main as console

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "data" / "questions"


def questions() -> list[str]:
    """The texts of the public corpus' questions (every CSV of ``data/questions`` but the hold-out)."""
    texts: list[str] = []
    for path in sorted(CORPUS.glob("*.csv")):
        if path.name != "holdout.csv":
            with path.open(encoding="utf-8", newline="") as fh:
                texts += [row["text"] for row in csv.DictReader(fh) if row.get("text")]
    return texts


def table() -> dict[str, list[str] | None]:
    """Each pattern seen by :func:`advisor.ask.gate.required` while asking the corpus → what its parse tree gives."""
    gate._STORED[:] = [{}]  # noqa: SLF001 - read every pattern's tree, never the table being remade
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        for text in questions():
            console(["ask", text])
    found = {key: gate.analysed(text, flags) for key, (text, flags) in gate.SEEN.items()}
    return {key: None if f is None else list(f) for key, f in sorted(found.items())}


def main() -> int:
    """Write the table (:data:`advisor.ask.gate.STORED`)."""
    body = {"note": "Written by `python -m tools.make_gate_table` (perf40): advisor.ask.gate.required per pattern.",
            "stamp": gate.analysis_stamp(), "required": table()}
    gate.STORED.write_text(json.dumps(body, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{gate.STORED}: {len(body['required'])} patterns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
