"""``gpu-advisor ask "…"``: a question in words, printed as the read-as line and the command's answer.

The answer is printed by the console's own renderer of its type (:mod:`advisor.cli.render`); a
question that asks something back, the help and a refusal print their one reply.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..models import Comparison, Fit, Recommendation, Verdict
from . import render

if TYPE_CHECKING:
    from ..ask import Question

RENDERERS: dict[type, Callable[[Any, render.View], str]] = {
    Recommendation: render.render_recommendation, Comparison: render.render_comparison,
    Verdict: render.render_verdict, Fit: render.render_fit}
"""The console renderer of each answer type a question can get."""


def render_question(q: Question, view: render.View | None = None) -> str:
    """The reply (in the view's language), then the answer through its console renderer."""
    view = view or render.View()
    lines = view.wrap(view.t(q.reply))
    if q.answer is not None:  # the answer's short form leaves room for the reply and a blank line
        answer_view = dataclasses.replace(view, reserved=view.reserved + len(lines) + 1)
        lines += ["", RENDERERS[type(q.answer)](q.answer, answer_view)]
    return "\n".join(lines)
