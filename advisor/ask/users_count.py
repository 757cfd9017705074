"""How many of one card serve a model to the users said (fix74a #5): "how many 4090s to serve llama 3 70b to 50 users"
was counted for the weights alone (2 cards) and answered "holds the caches of 3 users at once, not 50" — never the
count that serves them.

The count is the fewest cards whose memory holds the weights and every user's KV cache at the context
(:func:`advisor.serving.max_users`: vLLM's 90 % of each card, 1 GB a card for CUDA), at the precision said, else at
4 bits (the smallest the serving figures size); the answer is then the serving estimate on that many
(:func:`advisor.serving.serve_on`, anchored on ``data/performance/serving.csv``). Past what one server takes
(:data:`advisor.kinds.MAX_GPUS`), the count is said with data-centre cards as the way. Pure; never raises.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..fits.parsing import DEFAULT_CONTEXT
from ..i18n import Message, Number, Quantity, msg
from ..kinds import MAX_GPUS, Given, read_model
from ..serving import max_users, step_bytes
from ..wording import card_param
from .tp_count import served_note

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

_PRECISIONS = {"int4": "int4", "int8": "int8", "fp8": "fp8", "fp16": "fp16", "bf16": "fp16"}
"""The reading's precision as the serving arithmetic sizes it; any other level counts at 4 bits."""
MOST_COUNTED = 64
"""The most cards searched for (past it, no count is said)."""


def users_count(advisor: Advisor, read_as: ReadAs) -> tuple[int, Message] | None:
    """The fewest of ``read_as``'s one card that serve its model to its users at once, with the read-as note that
    says it; ``None`` without two users or more, a model, one card, or a figure."""
    users = read_as.users or 0
    if users < 2 or read_as.model is None or len(read_as.cards) != 1 or read_as.task not in (None, "inference"):
        return None
    try:
        card = advisor.card(read_as.cards[0])
        arch = read_model(read_as.model.name, Given(advisor))
    except AdvisorError:
        return None
    if card.is_system or not card.memory_gb:
        return None
    precision = _PRECISIONS.get(read_as.precision or "", "int4")
    context = read_as.context_tokens or DEFAULT_CONTEXT["inference"]
    n = next((c for c in range(1, MOST_COUNTED + 1) if max_users(arch, precision, context, card.memory_gb, c)
              >= users), None)
    if n is None or n < 2:
        return None
    kv = Quantity(value=round(step_bytes(arch, precision, context)[1] / 2**30, 2), unit="GB", digits=2)
    params = dict(count=Number(value=n), card=card_param(card.name), users=Number(value=users),
                  context=Number(value=context), kv=kv, most=Number(value=MAX_GPUS))
    if (piped := served_note(arch, n, card.name, users, context, kv)) is not None:  # 5 cards: pipeline parallel,
        return n, piped  # 8 for tensor parallelism (fix75a)
    if n <= MAX_GPUS:
        return n, msg("ask.how-many.users", "You asked how many for {users:,.0f} users: {count:.0f} × {card} is the "
                      "fewest that hold the weights and {users:,.0f} users' {context:,.0f}-token KV caches at once "
                      "(about {kv} each).", **params)
    return n, msg("ask.how-many.users.over", "You asked how many for {users:,.0f} users: {count:.0f} × {card} would "
                  "be the fewest that hold the weights and {users:,.0f} users' {context:,.0f}-token KV caches at once "
                  "(about {kv} each) — more than one server takes ({most:.0f} at most here): a server of data-centre "
                  "cards with more memory each, or fewer users at once.", **params)


__all__ = ["users_count"]
