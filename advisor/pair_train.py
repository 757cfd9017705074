"""A pair of cards weighed for a fine-tune (issue 28 §3, fix51a; newuser22 #15 "is the rtx pro 6000 blackwell worth it
over two 5090s for 70b training"): the pair trains one model sharded over its cards with FSDP, so its memory is the
pair's, not one card's — QLoRA of 70B on two 24 GB cards is Answer.AI's FSDP + QLoRA recipe (the source
:mod:`advisor.owned` cites for an owner's pair)."""

from __future__ import annotations

from .i18n import Card, Message, Number, msg
from .wording import card_param


def side_param(card: str, count: int) -> Message | Card:
    """A side of a comparison as named: the card, or "2 × GeForce RTX 5090" for several."""
    return msg("owned.rig.count", "{count:.0f} × {card}", count=Number(value=count), card=card_param(card)) \
        if count > 1 else card_param(card)


def sharded_said(said: Message, pair: Message | Card, task: str) -> Message:
    """``said`` with how ``pair`` (several cards, "2 × GeForce RTX 3090": a plural subject, fix65e) holds the
    fine-tune: sharded with FSDP (and, for QLoRA, Answer.AI's recipe)."""
    if task == "qlora":
        return msg("ask.job.sharded.qlora", "{said} {pair} hold it only sharded over their cards with FSDP + QLoRA "
                   "and gradient checkpointing (Answer.AI's recipe trains 70B on two 24 GB cards); one of the cards "
                   "alone does not.", said=said, pair=pair)
    return msg("ask.job.sharded", "{said} {pair} hold it only sharded over their cards with FSDP and gradient "
               "checkpointing; one of the cards alone does not.", said=said, pair=pair)
