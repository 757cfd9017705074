"""fix64e (issue 27 §5): follow-ups on the console as in a Discord conversation — ``ask "…" --then "…"`` and
``ask -`` (one question a line on standard input); each turn read with the one before it as its context, as the
bot keeps a conversation, and in its own language."""

from __future__ import annotations

import io
import json

import pytest

from advisor.cli import main


def test_then_reads_each_turn_as_a_follow_up_of_the_one_before(capsys, advisor):
    code = main(["ask", "best gpu for local llm, budget 1200", "--then", "in", "euros", "--then", "那6000呢"],
                advisor=advisor)
    out = capsys.readouterr().out
    assert code == 0
    assert out.startswith("> best gpu for local llm, budget 1200\nRead as /recommend budget:1200 USD")
    assert "\n\n> in euros\nRead as /recommend budget:1074 EUR" in out  # the budget before, in euros
    assert "\n\n问：那6000呢\n理解为 /recommend budget:6000 EUR" in out  # a Chinese turn said in Chinese


def test_the_same_chain_read_from_standard_input(capsys, advisor, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("best gpu for local llm, budget 1200\n\n  in euros  \n"))
    assert main(["ask", "-"], advisor=advisor) == 0
    out = capsys.readouterr().out
    assert out.count("\n> ") == 1 and "> in euros\nRead as /recommend budget:1074 EUR" in out


def test_a_turn_is_the_answer_a_follow_up_gets_through_the_api(advisor, capsys):
    first = advisor.ask("what gpu for $800 to run llama 3 8b?")
    later = advisor.ask("and for qwen3 14b?", context=first.context())
    assert main(["ask", "what gpu for $800 to run llama 3 8b?", "--then", "and for qwen3 14b?", "--json"],
                advisor=advisor) == 0
    turns = json.loads(capsys.readouterr().out)["turns"]
    assert [t["text"] for t in turns] == [first.text, later.text]
    assert turns[1]["read_as"]["model"]["name"] == later.read_as.model.name == "Qwen3 14B"
    assert turns[1]["read_as"]["budget"]["amount"] == 800


def test_empty_standard_input_is_a_usage_error_in_words(capsys, advisor, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("\n  \n"))
    assert main(["ask", "-"], advisor=advisor) == 2
    assert "no question on standard input" in capsys.readouterr().err


@pytest.mark.parametrize("first, then", [("best gpu for $800", "what about the 9999 xt?"),
                                         ("why is the gtx 9999 so bad?", "and used?"),
                                         ("best gpu for $800", "what about -5?")])
def test_the_last_turn_decides_the_exit_status(capsys, advisor, first, then):
    code = main(["ask", first, "--then", then], advisor=advisor)
    out = capsys.readouterr()
    last = advisor.ask(then, context=advisor.ask(first).context())
    assert code == (2 if last.error is not None else 0)  # a refused last turn: a user error, as a question alone
    assert f"> {then}" in out.out + out.err
