"""``gpu-advisor ask "…"``: a question in words, printed as the read-as line and the command's answer.

The answer is printed by the console's own renderer of its type (:data:`advisor.cli.render.RENDERERS`);
a question that asks something back, the help and a refusal print their one reply.
"""

from __future__ import annotations

import dataclasses

from ..ask.models import Conversation, Question
from ..i18n import Text, msg
from . import render


def render_question(q: Question, view: render.View | None = None) -> str:
    """The reply (in the view's language), then the answer through its console renderer."""
    view = view or render.View()
    lines = view.wrap(view.t(q.reply))
    if q.read_as_line is not None:  # a reply in words: its answer first ("Yes: …"), then what was read of it ("Read
        # as: 2 × GeForce RTX 3090 — about the power supply.")
        lines = [*lines, "", *view.wrap(view.t(q.read_as_line))]
    if q.answer is not None:  # the answer's short form leaves room for the reply and a blank line
        answer_view = dataclasses.replace(view, reserved=view.reserved + len(lines) + 1)
        lines += ["", render.RENDERERS[type(q.answer)](q.answer, answer_view)]
    return "\n".join(lines)


def render_conversation(c: Conversation, view: render.View | None = None) -> str:
    """A conversation's turns in order, each as its question typed ("> and used?") and then its reply and answer
    (:func:`render_question`), in the view's language."""
    view = view or render.View()
    parts = []
    for turn in c.turns:  # each turn in its own language (the console sets it: advisor.cli.main)
        said = dataclasses.replace(view, language=turn.language)
        asked = said.t(msg("cli.ask.turn", "> {text}", text=Text(value=turn.text)))
        parts.append("\n".join([asked, render_question(turn, said)]))
    return "\n\n".join(parts)

