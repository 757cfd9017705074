"""The owner's job a question names (:func:`advisor.kinds.find_job`), read with one compiled pattern per job
(issue 30 §1), is what reading each word on its own gave: for every question of the project's tables and
generated texts made of the jobs' own words."""

from __future__ import annotations

import csv
import re
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from advisor.kinds import IMAGES_AS_DATA, IMAGES_MADE, JOB_ORDER, JOB_WORDS, OTHER_DETECTION, find_job

ROOT = Path(__file__).resolve().parents[2]
WORDS = sorted({w for words in JOB_WORDS.values() for w in words})


def _word_by_word(text: str) -> str | None:
    """find_job as it was: one expression per word, each job's words longest first."""
    low = " ".join(str(text).lower().split())
    low = OTHER_DETECTION.sub(" ", low)
    low = low if IMAGES_MADE.search(low) else IMAGES_AS_DATA.sub(" ", low)  # images as data (fix86 #5)
    for job in JOB_ORDER:
        for word in sorted(JOB_WORDS[job], key=len, reverse=True):
            if (re.search(rf"(?<![a-z0-9]){re.escape(word)}(?![a-z0-9])", low) if word.isascii() else word in low):
                return job
    return None


def _texts() -> list[str]:
    out = []
    for path in [ROOT / "tests" / "cases" / "ask.csv", ROOT / "tests" / "advisor" / "cases" / "questions.csv",
                 *sorted((ROOT / "data" / "questions").glob("*.csv"))]:
        with open(path, newline="", encoding="utf-8") as fh:
            out += [row["text"] for row in csv.DictReader(fh) if row.get("text")]
    return out


def test_every_question_of_the_tables_reads_the_same_job():
    texts = _texts()
    assert len(texts) > 500
    assert [find_job(t) for t in texts] == [_word_by_word(t) for t in texts]


@settings(max_examples=300)
@given(st.lists(st.sampled_from(WORDS) | st.sampled_from(["my", "a", "1080", "x", "-", "training", "3", "ti"])
                | st.text(alphabet="abcdeoly0123 -", max_size=6), max_size=6),
       st.sampled_from([" ", "", "-", "_", "9"]))
def test_generated_texts_read_the_same_job(parts, glue):
    text = glue.join(parts)
    assert find_job(text) == _word_by_word(text)
