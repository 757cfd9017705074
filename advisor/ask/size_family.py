"""A follow-up that gives only a size keeps the family named before (breaker, issue 28: "$800 for llama 3 8b" then
"and 70b?" was read as a bare 70B, a shape interpolated between table rows, while the standalone "$800 for llama 3
70b" sizes Llama 3 70B from its config): when the question before named a table model and the follow-up says a bare
size, the same family at that size is taken if the table has it (its name with the size swapped, resolving to a
model within :data:`CLOSE` of the size said); the bare size stays otherwise.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from .models import ModelSlot, ReadAs

if TYPE_CHECKING:
    from ..api import Advisor

CLOSE = 0.15
"""How near (a fraction of the size said) the family's model must be to stand for the bare size."""
_SIZE = re.compile(r"(?i)\b\d+(?:\.\d+)?\s*b\b")


def same_family(advisor: Advisor, previous: ReadAs, read_as: ReadAs) -> ReadAs:
    """``read_as`` with its bare-size model replaced by ``previous``'s family at that size (module docstring)."""
    before, now = previous.model, read_as.model
    if before is None or now is None or now is before or not _SIZE.fullmatch(now.name.strip()):
        return read_as
    if _SIZE.fullmatch(before.name.strip()) or not _SIZE.search(before.name):
        return read_as  # the question before named no family either
    from ..kinds import Given, read_model

    candidate = _SIZE.sub(now.name.strip(), before.name, count=1)
    try:
        arch = read_model(candidate, Given(advisor))
    except AdvisorError:
        return read_as
    params_b = arch.params / 1e9
    if abs(params_b - now.params_b) > CLOSE * now.params_b or _SIZE.fullmatch(arch.name.strip()):
        return read_as
    return read_as.model_copy(update={"model": ModelSlot(name=arch.name, params_b=round(params_b, 2))})
