"""A model named in answer to "what gpu do I need for this model" (fix74c #2): the follow-up "it's mistral 7b" was
merged into the ranking asked before and a budget asked back. A requirement asked with no model and no budget, then
answered by the model ("it's …", "the model is …", "是 …"), asks what that model needs: its fit on no card, never a
budget. Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .models import Context, ReadAs, Slot
    from .reader import Reading

_IT_IS = re.compile(r"^\s*(?:it'?s|it\s+is|this\s+is|the\s+model\s+is|model\s+is|that'?s|i\s+mean)(?![a-z])|"
                    r"^\s*(?:是|模型是|就是)")
"""Words opening the answer that names the model "this model" meant."""


def model_answered(r: Reading, read_as: ReadAs, before: Context | None,
                   missing: list[Slot]) -> tuple[ReadAs, list[Slot]]:
    """``read_as`` and ``missing`` as the model's need (a fit on no card) when ``r`` names the model a requirement
    asked before lacked (module docstring); as they are otherwise."""
    if (before is None or before.read_as.command != "recommend" or before.read_as.model is not None
            or before.read_as.budget is not None or read_as.model is None or r.budget is not None or r.cards
            or read_as.budget is not None or _IT_IS.match(r.text.lower()) is None):
        return read_as, missing
    return read_as.model_copy(update={"command": "fits", "cards": []}), [s for s in missing if s != "budget"]


__all__ = ["model_answered"]
