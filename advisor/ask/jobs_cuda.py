"""A card without CUDA picked for an image generator beside an LLM (fix40b, issues 27 and 28): "budget $1000 to run
flux and llama 3 8b at the same time" picked the RX 7900 XTX with no word of why. The ranking is the LLM's
(:mod:`advisor.ask.budget_jobs` sets its memory floor), and for LLMs a Radeon on ROCm's list or an Intel card is a
pick; for image generation it is not: ComfyUI and diffusers are CUDA-first, their published memory figures NVIDIA
runs (:mod:`advisor.image_stack`), and the image ranking ranks such a card only where no CUDA card within the
budget holds the model (:func:`advisor.recommend.image.with_rocm_holders`).

The LLM ranking already puts a CUDA card first when one within the budget holds the floor (its routes), so a
non-CUDA first pick here means none does; :func:`cuda_said` says so — the budget's room for both and why this card
leads — with the cheapest CUDA card that holds both in the market (its price, over the budget), then the road the
image job takes on the card (:func:`advisor.image_stack.stack_said`). Pure: no I/O.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Message, Money, Quantity, msg
from ..image_stack import stack_said
from ..recommend.ranking import offers, pickable, price_param
from ..routes import route_of
from ..wording import card_param

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Recommendation

VENDOR = "vendor.rocm-list"
"""The rule the why line stands on: a card off CUDA is a possible, not a preferred, choice."""


def cheapest_cuda(advisor: Advisor, answer: Recommendation, room: float):
    """The cheapest pickable CUDA offer of ``answer``'s market with ``room`` GB or more (``None``: none)."""
    try:
        market = advisor.catalog.market(answer.market.id)
        found = offers(advisor.catalog, advisor.rules, market, answer.use_case, room)
    except (AdvisorError, KeyError, AttributeError):
        return None
    held = [o for o in pickable(tuple(found)) if (o.card.memory_gb or 0) >= room and not o.card.is_system
            and o.card.manufacturer == "NVIDIA" and route_of(o.card).route == "cuda"]
    return min(held, key=lambda o: (o.price.amount, o.card.name), default=None)


def cuda_said(advisor: Advisor, answer: Recommendation, room: float, all_jobs: bool = False) -> list[Message]:
    """Why a first pick without CUDA leads a ranking for an image generator beside an LLM (module docstring), and
    the road the image job takes on it; nothing when the pick is an NVIDIA card or a machine. ``all_jobs``: three
    jobs or more share the card ("room for them all", break34 #5)."""
    pick = answer.picks[0]
    card = advisor.card(pick.card)
    if card.is_system or card.manufacturer not in ("AMD", "Intel"):
        return []
    cuda = cheapest_cuda(advisor, answer, room)
    params = dict(card=card_param(card.name), room=Quantity(value=room, unit="GB", digits=1),
                  budget=Money(amount=answer.budget.amount, currency=answer.budget.currency))
    if cuda is None:
        why = msg("jobs.cuda.none.all", "{card}: no CUDA card within {budget} has room for them all ({room}), so it "
                  "leads for its memory; image tools (ComfyUI, diffusers) are CUDA-first.", **params) if all_jobs else \
            msg("jobs.cuda.none", "{card}: no CUDA card within {budget} has room for both ({room}), so it leads for "
                "its memory; image tools (ComfyUI, diffusers) are CUDA-first.", **params)
    else:
        params |= dict(cuda=card_param(cuda.card.name), price=price_param(cuda.price))
        why = msg("jobs.cuda.over", "{card}: no CUDA card within {budget} has room for both ({room}), so it leads "
                  "for its memory; image tools (ComfyUI, diffusers) are CUDA-first — the cheapest CUDA card with "
                  "that room is the {cuda} at {price}.", **params) if not all_jobs else msg(
            "jobs.cuda.over.all", "{card}: no CUDA card within {budget} has room for them all ({room}), so it leads "
            "for its memory; image tools (ComfyUI, diffusers) are CUDA-first — the cheapest CUDA card with that room "
            "is the {cuda} at {price}.", **params)
    stack = stack_said(advisor.rules, card, False)
    return [why] if stack is None else [why, stack]


__all__ = ["VENDOR", "cheapest_cuda", "cuda_said"]
