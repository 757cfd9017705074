"""Two image or video jobs weighed on one card (issue 28, fix54b #2): "sdxl lora vs flux lora on a 3090" was answered
for FLUX.1 alone (the first generator the patterns find), the SDXL LoRA asked about left out.

:func:`jobs_on_card` answers each generator named (:func:`advisor.image_needs.find_generators`, in the order written)
on the card: its yes or no from its own published rows (:func:`advisor.image_owner.owner_verdict`: the heaviest
setting the card's memory holds with room), and its speed there — an image generator's it/s
(``data/performance/sdxl_its.csv``, ``flux_its.csv``, else Stable Diffusion 1.5's, said as standing in); a LoRA's
training is at the card's one training speed (the training index, relative to the market's reference card), as no
table gives a LoRA's step time per model — then the rows' sources (``data/owner_jobs.csv``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import Card as CardParam
from ..i18n import Message, Quantity, Text, msg
from ..image_needs import _rows, _source, _speed_clause, find_generator, find_generators
from ..image_owner import owner_verdict
from ..image_train import SDXL
from ..needs_words import read_line, with_reading
from ..recommend.picks import training_speed
from ..wording import join
from .image_lora_said import READ_AS, said

FLUX_LORA = "FLUX.1 dev"
"""The other model an image LoRA is trained on, beside SDXL, when none is named (``data/owner_jobs.csv``'s FLUX.1 dev
rows, kohya-ss/sd-scripts docs/flux_train_network.md)."""

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Market

IMAGE_JOBS = frozenset({"image-gen", "image-lora", "video-gen", "video-lora"})
"""The jobs weighed side by side on one card (a speech model beside an image one is two questions)."""


def jobs_on_card(advisor: Advisor, text: str, cards: list[str], own: bool, market: Market) -> Message | None:
    """The reply to two or more image or video generators named beside one card (module docstring), read line first;
    ``None`` with fewer than two generators, another job among them, several cards, or a card or generator without
    published rows or memory. ``own``: the card is the asker's ("on my 3090"), said "your"."""
    return _each_job(advisor, find_generators(text), cards, market)


def unnamed_lora_on_card(advisor: Advisor, low: str, cards: list[str], use_case: str | None, task: str | None,
                         market: Market) -> Message | None:
    """The reply to an image model's LoRA said by what it draws with no model named, on one card ("想训练LoRA画图模型，
    4060Ti 16G够用吗？", "is a 4060 Ti 16GB enough to train an image LoRA?", "my 3060 12gb, can I train an anime
    lora?": :func:`advisor.ask.image_lora_said.said`, the use case read from the other words or none, an owner's too):
    the two models such a LoRA is most often trained on, SDXL and FLUX.1 dev, each on the card from its own published
    rows (kohya-ss/sd-scripts, ``data/owner_jobs.csv``) — never the card's generic verdict with an inference speed
    (newuser31 Q16, fix82 #3); ``None`` for any other question."""
    if use_case not in READ_AS or task not in (None, "lora") or not said(low) or find_generator(low) is not None:
        return None
    return _each_job(advisor, find_generators(f"{SDXL} lora and {FLUX_LORA} lora"), cards, market)


def _each_job(advisor: Advisor, gens: list, cards: list[str], market: Market) -> Message | None:
    """Each generator of ``gens`` on the one card of ``cards`` (:func:`jobs_on_card`)."""
    if len(cards) != 1 or len(gens) < 2 or any(g.job not in IMAGE_JOBS for g in gens):
        return None
    card = advisor.catalog.card(cards[0])
    if card is None or not card.memory_gb:
        return None
    parts: list[Message] = []
    for g in gens:
        verdict = owner_verdict(advisor, g, card, market)
        if verdict is None:
            return None
        speed = _speed_clause(advisor, g, card.name) if g.job == "image-gen" else None
        parts.append(msg("card-jobs.each", "{model}: {verdict}", model=CardParam(value=g.models[0]), verdict=verdict))
        if speed is not None:
            parts.append(msg("card-jobs.speed", "It runs {speed}.", speed=speed))
    if any(g.job.endswith("-lora") for g in gens) and (
            pace := training_speed(advisor.catalog, market, card.name)) is not None:
        parts.append(msg("card-jobs.train-speed", "Each LoRA trains at the card's one training speed, about {speed} "
                         "of {reference} (training index): no table here gives a LoRA's step time per model.",
                         speed=Quantity(value=pace.value, unit="x", digits=2),
                         reference=CardParam(value=pace.reference or "")))
    rows = [r for g in gens for r in _rows(g)]
    parts.append(msg("image.needs.sources", "Sources: {sources} (data/owner_jobs.csv).",
                     sources=Text(value="; ".join(dict.fromkeys(_source(r) for r in rows)))))
    models = tuple(g.models[0] for g in gens)
    return with_reading(read_line((models[0], models[-1]), gens[0].job, card=card.name), join(parts, "sentences"))


__all__ = ["FLUX_LORA", "jobs_on_card", "unnamed_lora_on_card"]
