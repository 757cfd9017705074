"""A conversation asked in turns, for the tests of follow-ups: each question read with the one before
(``Advisor.ask(text, context=q)``), as the bot and the console keep it."""

from __future__ import annotations

from typing import Any


def asked_in_turn(advisor: Any, *texts: str) -> Any:
    """The last of ``texts`` asked, each with the question before as its context (``Question``)."""
    q = None
    for text in texts:
        q = advisor.ask(text, context=q)
    return q


def turns_said(advisor: Any, texts: Any) -> list[tuple[Any, str]]:
    """Each of ``texts`` asked in turn, with its console answer on one line (``(Question, text)`` pairs)."""
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    q, said = None, []
    for text in texts:
        q = advisor.ask(text, context=q)
        said.append((q, render_question(q, View(language=q.language)).replace("\n", " ")))
    return said
