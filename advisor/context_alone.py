"""A context length given to ``compare`` without a model (issue 28, fix53d: ``compare 3090 4090 --context 32768`` was
silent about it): the context sizes a model's KV cache, so it is weighed only with a model named; without one the
answer says so first, rather than leave the user to believe the window was weighed. Pure."""

from __future__ import annotations

from typing import Any

from .i18n import Text, msg, option
from .rules import RuleBook


def _tokens(context: object) -> Text:
    """``context`` as the user gave it ("32768", "32k"), said back as typed (it is not checked against any model)."""
    return Text(value=str(context).strip())


def context_without_model(rules: RuleBook, result: Any, context: object, model: object) -> Any:
    """``result`` (a :class:`~advisor.models.Comparison`) with a deciding reason (``memory.llm-task``) saying that
    ``context`` (tokens, as typed) is used only with a model, when a context is given and no model; ``result``
    unchanged otherwise."""
    if context is None or not str(context).strip() or model:
        return result
    reason = rules.reason(
        "memory.llm-task",
        msg(
            "compare.context-no-model",
            "The context of {context} tokens is weighed only with a model ({model}): it sizes that model's KV "
            "cache. Without one, the cards are compared by speed and memory, the context set aside.",
            context=_tokens(context), model=option("model", "qwen3-32b"),
        ),
    )
    return result.model_copy(update={"reasons": [reason, *result.reasons], "deciding": [reason, *result.deciding]})


__all__ = ["context_without_model"]
