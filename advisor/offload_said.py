"""A buyer's expert-offload plan read at the RAM said (fix50b, issue 28).

``recommend --ram 512`` (a buyer's plan with an MoE's experts in system RAM, :mod:`advisor.offload_budget`) assumed a
desktop's dual-channel DDR5-5600 or a server socket's eight DDR5-4800 channels whatever RAM the buyer said, while
``fits`` on the same RAM read it at its own bandwidth (:func:`advisor.ram_speed.offload_at`, fix47a): "EPYC 9554,
512 GB" decoded at 307.2 GB/s in one answer and 460.8 in the other. :meth:`advisor.offload.OffloadModel.plan` reads the
RAM said when there is one, and its sentence says that RAM (:func:`plan_message`), so the two agree. Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import Card as CardParam
from .i18n import Message, Money, Quantity, msg

if TYPE_CHECKING:
    from .fits import Offer
    from .models import DecodeSpeed
    from .offload import OffloadModel


def reads_said(model: OffloadModel, server: bool) -> bool:
    """Whether a plan reads the RAM said rather than the table's assumption: a RAM said, and on a workstation or server
    platform (``server``: more RAM than a desktop takes) only with its channels said — "512GB DDR5" is no desktop's two
    channels, so the platform's eight stay assumed (and said so) — as :func:`advisor.ram_speed.ram_said` assumes them
    when the RAM said is more than a desktop takes (``server``), which is then read."""
    said = model.ram_said
    return said is not None and (said.server or not (server and "channels" in said.assumed))


def plan_message(model: OffloadModel, o: Offer, gpu_gb: float, expert_gb: float, kit: float,
                 speed: DecodeSpeed, flag: str) -> Message:
    """The plan's sentence at the RAM said (``model.ram_said``): its bandwidth and what of it was said or assumed;
    ``flag`` the llama.cpp option."""
    from .ram_speed import offload_basis

    return msg("offload.plan.said", "Or keep its experts in system RAM (llama.cpp {flag}): a {card} ({memory}, "
               "{price}) holds the rest ({gpu:.1f}), and the {experts:.1f} of experts need {kit} of system RAM; at "
               "{bandwidth} ({ram}) it decodes ≈ {tok_s}, an estimate (± {error}; fitted on {rows:.0f} measured runs, "
               "within {fit} of each).", ram=offload_basis(model),
               **model.plan_params(o, gpu_gb, expert_gb, kit, speed, flag))


def owned_ram_said(plan, ram_gb: float, basis: Message) -> Message:
    """:func:`advisor.offload_budget.owned_ram` at the RAM said: its bandwidth and kind (``basis``), never "eight DDR5
    channels" assumed."""
    return msg("offload.ram-owned.said", "Keep its experts in your {ram} of system RAM (llama.cpp {flag}): a {card} "
               "({memory}, {price}) holds the rest ({gpu:.1f}) and the RAM its {experts:.1f} of experts; at "
               "{bandwidth} ({basis}) it decodes ≈ {tok_s}, an estimate (± {error}).",
               ram=Quantity(value=ram_gb, unit="GB"), flag=plan.flag, card=CardParam(value=plan.card),
               memory=Quantity(value=plan.memory_gb, unit="GB"),
               price=Money(amount=plan.price.amount, currency=plan.price.currency),
               gpu=Quantity(value=plan.gpu_gb, unit="GB"), experts=Quantity(value=plan.ram_gb, unit="GB"),
               bandwidth=Quantity(value=plan.ram_bandwidth_gb_s, unit="GB/s"), basis=basis,
               tok_s=Quantity(value=round(plan.speed.tok_s, 1), unit="tok/s", digits=1 if plan.speed.tok_s < 10 else 0),
               error=Quantity(value=round(plan.error * 100), unit="%", digits=0))
