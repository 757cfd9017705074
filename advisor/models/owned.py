"""The owner's hardware as one rig, what it runs, and a serving plan (issue 28 §3-5).

- :class:`RigCard` / :class:`OwnedRig`: the cards someone has (``fits --card 3090 --card 3090``,
  "two 3090s") and their system RAM (``--ram 64``) — never priced: they are owned, not bought.
- :class:`RigFit`: whether a sized job fits that rig (alone, split by layers, with experts or layers
  in system RAM) and how fast it decodes (``Fit.rig``).
- :class:`Runs` and :class:`RunModel`: what the rig runs when no model is named (``fits --card 5090``):
  the largest and the best models per use, with quant level and tokens/s.
- :class:`Serving` and :class:`ServeConfig`: a model served to many users at once (``fits 70b --users
  50``): batched decode on server engines, per configuration (``Fit.serving``).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from ..i18n import Message, empty_list
from .base import AnswerModel, CardName, Citation, Code, Reason
from .cards import DecodeSpeed
from .markets import MarketRef, Price
from .short import Shape


class RigCard(AnswerModel):
    """``count`` of one card the owner has, each with ``memory_gb`` usable for the job."""

    card: CardName
    count: int = 1
    memory_gb: float


class OwnedRig(AnswerModel):
    """The owner's hardware: their cards (:class:`RigCard`) and system RAM (GB, ``None`` when not said).
    ``memory_gb`` is all the cards' memory together (a layer split pools it)."""

    cards: list[RigCard]
    memory_gb: float
    ram_gb: float | None = None

    @property
    def count(self) -> int:
        """How many GPUs in all."""
        return sum(c.count for c in self.cards)


class RigFit(AnswerModel):
    """Whether a sized job fits the owner's rig (issue 28 §3).

    ``way``: ``alone`` (one card holds it), ``split`` (the layers split over the rig's GPUs, each card
    its share by memory), ``offload`` (what does not fit waits in system RAM: an MoE's experts, else
    layers) or ``none`` (it does not fit, even with the RAM given). ``tight``: less than the headroom a
    fit needs is left on a card. ``per_card_gb``: the job's GB on each kind of card, in ``rig.cards``'
    order. ``speed``: decode tokens/s of an inference job on the rig (``None`` for fine-tuning or
    without a figure). ``message``: the sentence the answer leads with."""

    rig: OwnedRig
    way: Literal["alone", "split", "offload", "none"]
    tight: bool = False
    need_gb: float
    per_card_gb: list[float] = Field(default_factory=empty_list)
    ram_needed_gb: float | None = None
    speed: DecodeSpeed | None = None
    speed_high: float | None = None
    """The top of a speed range whose bottom is ``speed`` (tok/s): an MoE with experts in RAM on a GPU known by its
    memory alone, estimated on the popular cards of that memory (:mod:`advisor.offload_range`)."""
    message: Message
    other_precision: Code | None = None
    """``way`` ``none``: the cheaper setting the answer proposes, which the rig holds (``IQ2_XXS`` for 70B on a
    24 GB card), and ``other_speed`` its decode tokens/s (a speed asked is answered for it, break28 #16); ``way``
    ``offload`` at a level below the one asked (VRAM and RAM do not hold that one): the level it runs at, its
    ``speed`` that level's (fix57b)."""
    other_speed: DecodeSpeed | None = None


class RunModel(AnswerModel):
    """A model the owner's rig runs (:class:`Runs`): its name and size (billions; ``active_params_b`` for an
    MoE), the quant level it runs at (``precision`` and the GGUF ``quant``), the memory it needs, decode
    tokens/s, what it is good for (``uses``: ``chat``, ``coding``, ``reasoning``, ``vision``), why it is
    listed (``role``) and whether its experts wait in system RAM (``offload``)."""

    model: CardName
    params_b: float
    active_params_b: float | None = None
    precision: Code
    quant: Code
    need_gb: float
    speed: DecodeSpeed | None = None
    uses: list[Code] = Field(default_factory=empty_list)
    role: Code
    offload: bool = False
    ram_gb: float | None = None


class Runs(AnswerModel):
    """Answer to ``fits --card X`` without a model (issue 28 §4): what the owner's rig runs — the largest
    dense and MoE models at the best quant level that fits, the best per use (chat, coding, vision), and
    with system RAM the MoE models it runs with their experts offloaded — each with tokens/s."""

    market: MarketRef
    rig: OwnedRig
    models: list[RunModel]
    summary: Message
    reasons: list[Reason]
    shape: Shape | None = None
    """The short form (:class:`Shape`), set by the advisor."""


class ServeConfig(AnswerModel):
    """One configuration serving a model to many users (:class:`Serving`): ``count`` x ``card``, its
    price (``None`` when owned or unpriced), the users at once its memory holds at the context
    (``max_users``: weights, then each user's KV cache), the aggregate output tokens/s at the asked
    users and each user's share (``per_user_tok_s``), measured or estimated (``kind``, ``source``)."""

    card: CardName
    count: int = 1
    price: Price | None = None
    total_price: float | None = None
    memory_gb: float
    max_users: int
    aggregate_tok_s: float
    per_user_tok_s: float
    kind: Literal["measured", "estimated"] = "estimated"
    source: Citation = ""
    role: Code = ""
    precision: Code = ""
    """The format the weights are served in (``fp8``, ``fp16``, ``int4``…; :func:`advisor.serving.serve`): every
    configuration of one answer at one format where the cards allow it (newuser26 #6)."""


class Serving(AnswerModel):
    """A model served to ``users`` at once with ``context`` tokens each (issue 28 §5): batched decode on a
    vLLM- or TGI-class server, over data-centre and workstation cards (:class:`ServeConfig`), cheapest
    that serves them first; ``message`` says it in a sentence; ``reasons`` the figures and their sources."""

    users: int
    context: int
    engine: Code = "vLLM"
    configs: list[ServeConfig]
    message: Message
    reasons: list[Reason] = Field(default_factory=empty_list)
