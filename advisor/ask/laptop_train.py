"""A laptop GPU's owner whose fine-tune does not fit it as asked (fix50b, issue 28): "can I fine-tune a 7B on my
laptop 4060" listed "2 × GeForce RTX 3060 12 GB — cheapest way that works" beside the owner's card with no word that
those are desktop cards. A laptop's GPU cannot be swapped, so the answer says what the cards listed are: a desktop
PC's, or an external GPU enclosure's (eGPU) on the laptop, with a cloud GPU by the hour the other way (as fix48b's
``ask.oom-resolution.steps-laptop`` says for an owner's steps up). The cheaper ways the laptop itself holds (QLoRA)
stay the answer's first sentence (:func:`advisor.owned.rig_fit`). Pure."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import msg
from ..models import Caveat, Fit
from ..wording import card_param

if TYPE_CHECKING:
    from ..api import Advisor


def laptop_train(advisor: Advisor, answer) -> list[Caveat]:
    """The laptop owner's word on the desktop cards a fine-tune's ``fits`` answer lists (module docstring); nothing
    for an inference job (:func:`advisor.ask.laptop_owner.laptop_owner` says that one), a desktop card, a job the
    laptop holds as asked, or a list with no other card."""
    rig = getattr(answer, "rig", None)
    if not isinstance(answer, Fit) or rig is None or rig.way != "none" or len(rig.rig.cards) != 1 or (
            answer.task == "inference"):
        return []
    mine = advisor.card(rig.rig.cards[0].card)
    if not advisor.rules.is_laptop(mine):
        return []
    listed = [c for c in answer.cards if c.card != mine.name and not advisor.rules.is_laptop(advisor.card(c.card))]
    if not listed:
        return []
    said = msg("ask.laptop.owner.train", "{card} is a laptop GPU, which cannot be swapped: a larger card here is a "
               "desktop card, for a desktop PC or an external GPU enclosure (eGPU) on the laptop; a cloud GPU by the "
               "hour is the other way.", card=card_param(mine.name))
    return [Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)]
