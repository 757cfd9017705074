"""An owner of a unified-memory machine asks whether to (still) buy a GPU (newuser20 #28: "I have an M2 Max macbook
with 96gb, should I still buy a gpu for llms" was answered with what the Mac runs and no yes or no).

The answer opens with the verdict for the job asked (LLMs; fine-tuning and training words raise CUDA's case), and the
facts that decide it, all the owner's answer already holds (:func:`advisor.owner.ownership`):

- no: the share of the machine's memory its GPU uses (``llm_memory_gb``), against the cheapest card priced here with
  more (its price; or that none has more), so no card at the machine's price runs larger models — with the exceptions
  said: reading prompts, where a discrete card is
  several times faster (the machine's sourced prefill figure, :func:`advisor.routes.prefill_message`), and
  training or fine-tuning that needs CUDA, which a Mac does not run (a DGX Spark runs CUDA and reads prompts fast: a
  card's faster memory is its case);
- yes, for more memory: the smallest card priced here with more memory than that share (the owner's first upgrade),
  with its price, in a PC of its own (a unified-memory machine takes no PCIe card).

Any other answer is left as it is. Pure but for the advisor's own answers.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..i18n import Card, Message, Money, Quantity, msg
from ..recommend import cheapest_per_card, offers
from ..routes import prefill_message
from ..wording import join

if TYPE_CHECKING:
    from ..api import Advisor

_A_GPU = (r"(?:a\s+|an\s+)?(?:dedicated\s+|discrete\s+|separate\s+|real\s+|proper\s+|nvidia\s+|cuda\s+|pc\s+)?"
          r"(?:gpu|graphics\s+card|video\s+card|nvidia\s+card|cuda\s+card|rtx|3090|4090|5090)")
BUY_A_GPU = re.compile(
    rf"\b(?:should|do|would|shall|must)\s+i\s+(?:still\s+|also\s+|even\s+)?(?:need\s+to\s+)?(?:buy|get|add|purchase)"
    rf"\s+{_A_GPU}|\bworth\s+(?:still\s+)?(?:buying|getting|adding)\s+{_A_GPU}|\b(?:do|would)\s+i\s+(?:still\s+)?"
    rf"need\s+{_A_GPU}|\bis\s+(?:a\s+)?(?:gpu|graphics\s+card)\s+(?:still\s+)?(?:worth|needed|necessary)"
    r"|(?:还|還)?(?:要|需要|有必要|用|值得|应该|應該|该不该|該不該|要不要)(?:再|另外)?(?:买|買|配|加|入)(?:一张|一張|个|個|块|塊)?"
    r"(?:独立)?(?:显卡|顯卡|gpu|n卡|4090|3090|5090)", re.IGNORECASE)
""""should I still buy a gpu", "do I need a graphics card", "worth getting a 3090", "还要买显卡吗", "有必要配N卡吗"."""
TRAIN_WORDS = re.compile(r"train|fine[\s-]?tun|lora|微调|微調|训练|訓練", re.IGNORECASE)
"""Training or fine-tuning said: the job where CUDA decides."""


def asks_buy_a_gpu(text: str) -> bool:
    """Whether ``text`` asks whether to buy a GPU (:data:`BUY_A_GPU`)."""
    return BUY_A_GPU.search(text) is not None


def _cheapest_more(advisor: Advisor, answer: Any, usable_gb: float) -> Any:
    """The cheapest card of the answer's market with more memory than ``usable_gb`` (an offer), or ``None``."""
    ref = getattr(answer, "market", None)
    if ref is None:
        return None
    market = advisor.catalog.market(ref.id)
    found = [o for o in cheapest_per_card(offers(advisor.catalog, advisor.rules, market, "llm", None))
             if (o.card.memory_gb or 0) > usable_gb and not o.card.is_system and o.price is not None]
    return min(found, key=lambda o: o.price.amount, default=None)


def unified_buy_first(advisor: Advisor, text: str, read_as: Any, answer: Any) -> Any:
    """``answer`` headed by the verdict on buying a GPU beside the owner's unified-memory machine (module
    docstring), or as it is."""
    shape = getattr(answer, "shape", None)
    owner = getattr(answer, "owner", None)
    if (shape is None or owner is None or not read_as.own or len(read_as.cards) != 1 or read_as.command != "why"
            or not asks_buy_a_gpu(text)):
        return answer
    machine = advisor.card(read_as.cards[0])
    if not machine.is_system or not machine.llm_memory_gb:
        return answer
    params: dict[str, Any] = dict(card=Card(value=machine.name),
                                  usable=Quantity(value=machine.llm_memory_gb, unit="GB"),
                                  total=Quantity(value=machine.memory_gb, unit="GB"))
    training = TRAIN_WORDS.search(text) is not None
    cuda = "nvidia" in machine.manufacturer.lower()  # a DGX Spark runs CUDA itself; a Mac, a Strix Halo box do not
    first = next((u for u in owner.upgrades if (u.memory_gb or 0) > machine.llm_memory_gb and u.price is not None),
                 None)
    said: list[Message] = []
    more = _cheapest_more(advisor, answer, machine.llm_memory_gb) if first is None else None
    if more is not None:  # a card has more memory than the GPU's share, at its price: said, the verdict kept
        params["more"] = msg("ask.unified-buy.more", "the cheapest card priced here with more, {upgrade} ({memory}), "
                             "costs {price}", upgrade=Card(value=more.card.name),
                             memory=Quantity(value=more.card.memory_gb or 0, unit="GB"),
                             price=Money(amount=more.price.amount, currency=more.price.currency))
    if first is not None and first.price is not None:
        said.append(msg("ask.unified-buy.yes-memory", "Yes, for more memory: {upgrade} ({memory}, {price} here) "
                        "holds more than the {usable} of its {total} your {card}'s GPU may use — in a PC of its own, "
                        "as your machine takes no graphics card.", upgrade=Card(value=first.card),
                        memory=Quantity(value=first.memory_gb or 0, unit="GB"),
                        price=Money(amount=first.price.amount, currency=first.price.currency), **params))
    elif training and not cuda:
        said.append(msg("ask.unified-buy.yes-training", "Yes, for the training: code that needs CUDA does not run "
                        "on your {card}. To run models it is enough: its GPU may use about {usable} of its {total}.",
                        **params))
    else:
        params["why"] = msg("ask.unified-buy.why-spark", "for speed on a model that fits it: its memory reads faster "
                            "than this machine's {bandwidth}", bandwidth=Quantity(value=machine.bandwidth_gb_s or 0,
                                                                                  unit="GB/s")) if cuda else msg(
            "ask.unified-buy.why", "to read long prompts faster or for training that needs CUDA")
        said.append(msg("ask.unified-buy.no-priced", "No, to run models: your {card}'s GPU may use about {usable} "
                        "of its {total}; {more}. A discrete card is worth buying only {why}.", **params)
                    if more is not None else
                    msg("ask.unified-buy.no", "No, to run models: your {card}'s GPU may use about {usable} of its "
                        "{total}, more than any card priced here has, so no card at its price runs larger models. A "
                        "discrete card is worth buying only {why}.", **params))
    prefill = prefill_message(machine)
    if prefill is not None and first is None:
        said.append(prefill)
    head = join([*said, shape.headline], "sentences")
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})
