"""Issue 21 item 3: the real console in terminals that are not UTF-8 (``PYTHONIOENCODING=ascii``,
Latin-1) and with argument bytes that are no UTF-8: every answer and error prints (what the
stream cannot show is replaced), ``--json`` is always valid JSON — ASCII-escaped when the stream
is not UTF-8 — usage errors included, and the exit status is 0 or 2, never a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

CASES = [
    ["markets"],
    ["markets", "--json"],
    ["recommend", "1w", "--market", "2019-cn", "--lang", "zh-CN"],
    ["why", "970", "--lang", "zh-TW", "--json"],
    ["fits", "7b", "--lang", "zh-CN"],
    ["recommend", "banana", "--json", "--lang", "zh-CN"],
    ["--json", "--lang", "zh-CN", "nope"],
    ["--help", "--lang", "zh-CN"],
    ["--json", "--lang", b"\xff", "why", "970"],  # the usage-error paths with an undecodable byte
    ["--lang", b"zh\xff", "why", "970"],
    ["why", b"\xff", "--json", "--lang", "zh-CN"],
    ["recommend", b"5\xff00", "--json"],
    ["ask", "预算5000元，买什么显卡？"],  # answered in Chinese (the question's language) on any terminal
    ["ask", "預算一萬元，買什麼顯卡？", "--json"],
    ["ask", b"best gpu for $5\xff00", "--json"],
]


def run(argv: list, encoding: str, catalog_db) -> subprocess.CompletedProcess:
    env = {**os.environ, "GPU_ADVISOR_DB": str(catalog_db), "PYTHONIOENCODING": encoding, "COLUMNS": "80"}
    return subprocess.run([sys.executable, "-m", "advisor", *argv], capture_output=True, env=env, timeout=120)


ENCODINGS = ["ascii", "latin-1", "utf-8"]


@pytest.fixture(scope="module")
def batches(catalog_db):
    """Every case of :data:`CASES`, run once per terminal encoding (one console process each:
    ``tests/console_batch.py``), on first use."""
    from console_batch import run_batch

    done: dict[str, list] = {}

    def result(argv: list, encoding: str):
        if encoding not in done:
            done[encoding] = run_batch(CASES, encoding, catalog_db)
        return done[encoding][CASES.index(argv)]

    return result


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("argv", CASES, ids=lambda a: " ".join(x if isinstance(x, str) else repr(x) for x in a))
def test_every_answer_and_error_prints_in_any_encoding(argv, encoding, batches):
    done = batches(argv, encoding)
    err = done.stderr.decode(encoding)  # strict: the stream's own encoding
    assert b"Traceback" not in done.stderr, err
    assert done.returncode in (0, 2), err
    out = done.stdout.decode(encoding)
    if "--json" in argv:
        data = json.loads(out)  # always valid JSON
        if encoding != "utf-8":
            assert done.stdout.isascii()  # escaped, not replaced: the reader loses nothing
        assert "\ufffd" not in json.dumps(data) or any(isinstance(a, bytes) for a in argv)
    else:
        assert (out or err).strip()


def test_chinese_json_on_an_ascii_terminal_is_escaped_not_lost(catalog_db):
    ascii_out = json.loads(run(["why", "970", "--lang", "zh-CN", "--json"], "ascii", catalog_db).stdout)
    utf8_out = json.loads(run(["why", "970", "--lang", "zh-CN", "--json"], "utf-8", catalog_db).stdout)
    assert ascii_out == utf8_out and any("\u4e00" <= c <= "\u9fff" for c in ascii_out["summary"])


def test_a_hidden_byte_inside_a_budget_is_refused_by_the_console(catalog_db):
    done = run(["recommend", b"5\xff00"], "ascii", catalog_db)
    assert done.returncode == 2 and b"U+DCFF" in done.stderr and b"hidden" in done.stderr



@pytest.mark.parametrize("typed", ["best gpu for $5\u202e00", "预算5\u200b000元", b"what gpu for 5\xff00 dollars"])
def test_a_hidden_character_inside_a_question_s_budget_is_refused(typed, catalog_db):
    """Issue 21 §5 for questions: ``ask`` read "$5<U+202E>00" as 500 USD (the question's cleaning
    dropped the character); it now gives the budget reader's refusal, as ``recommend`` does."""
    done = run(["ask", typed, "--json"], "utf-8", catalog_db)
    assert done.returncode == 2, done.stderr  # a question refused is a user error (README, exit status)
    data = json.loads(done.stdout)
    assert data["answer"] is None and data["error"] == "invalid_budget" and data["read_as"]["budget"] is None
    assert data["reply_message"]["key"] == "error.budget.hidden-character" and "U+" in data["reply"]


def test_a_nul_inside_a_question_s_budget_is_refused(advisor):
    """A NUL cannot be a process argument, but a Discord message can hold one: the core refuses it."""
    q = advisor.ask("best gpu for 5\x0000 dollars")
    assert (q.answer, q.error, q.read_as.budget) == (None, "invalid_budget", None)
    assert advisor.ask("best gpu for $500\u202e").read_as.budget.amount == 500  # around the number: dropped
