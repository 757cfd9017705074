"""The words of a card-less answer about what a job needs (issue 28 round 7): image and video generators, speech
recognition (Whisper) — :func:`advisor.image_needs.sizing`'s pieces that are not about one generator.

- :func:`settings_said`: how a job's published figures are introduced ("one image or clip at a time" is an image
  generator's; Whisper transcribes a file).
- :func:`shared_flags`: memory savers several settings share ("--network_train_unet_only --gradient_checkpointing
  --cache_latents …" on both of kohya-ss' SDXL rows) said once, not on every setting and again on the card line.
- :func:`beyond_one_card`: a job no 16 GB card runs well (HunyuanVideo: 45 GB at 544p, 60 GB at 720p, its README):
  the cheapest card of the market that holds its lightest published setting, else the cheapest rented GPU that does
  (``data/rent_hourly.csv``).
- :func:`read_line`: the reading of a card-less question said first ("Read as: what Whisper large-v3 needs …"):
  every answer shows how its question was read.
"""

from __future__ import annotations

import csv
from typing import TYPE_CHECKING

from . import jobs
from .i18n import Card as CardParam
from .i18n import Date, Message, Money, Number, Quantity, Text, msg

if TYPE_CHECKING:
    from .api import Advisor
    from .models import Market

TRAINING_JOBS = frozenset({"image-lora", "video-lora"})
"""The training jobs of ``data/owner_jobs.csv`` a generator's LoRA is sized by."""


def cheapest_card(advisor: Advisor, market: Market, need_gb: float):
    """The cheapest recommended discrete CUDA card of ``market`` that holds ``need_gb`` GB with room (the published
    peak under :data:`advisor.jobs.EDGE` of its memory), as an offer with its price; ``None`` when none does.
    Diffusion runs on CUDA first (PyTorch; ROCm and XPU are the rougher roads)."""
    # within a board power limit ("under 75w", break29 #4) a situational card (the passive Tesla T4) is the way
    kept = ("recommended", "situational") if getattr(advisor, "capped_watts", None) else ("recommended",)
    offers = [o for o in advisor._usable_cards(market)
              if o.verdict in kept and o.price is not None and not o.card.is_system
              and o.card.manufacturer == "NVIDIA" and (o.card.memory_gb or 0) * jobs.EDGE >= need_gb]
    if len(kept) > 1 and any(o.verdict == "recommended" for o in offers):
        offers = [o for o in offers if o.verdict == "recommended"]
    return min(offers, key=lambda o: (o.price.amount if o.price is not None else 0.0, o.card.name)) if offers else None


def settings_said(job: str, model: Message | CardParam, settings: Message) -> Message:
    """The sentence a job's published ``settings`` are said in: "one image or clip at a time" for a generator, the
    memory savers each names for a LoRA, one file at a time for speech recognition."""
    if job == "speech":
        return msg("needs.speech.settings", "{model} needs (published figures, one file transcribed at a time; "
                   "faster-whisper runs the same weights): {settings}.", model=model, settings=settings)
    if job in TRAINING_JOBS:
        return msg("image.needs.train-settings", "Training a LoRA of {model} needs (published figures, with the "
                   "memory savers each names): {settings}.", model=model, settings=settings)
    return msg("image.needs.settings", "{model} needs (published peaks, one image or clip at a time): {settings}.",
               model=model, settings=settings)


def shared_flags(rows: list[jobs.JobRow]) -> str | None:
    """The memory-saving flags every one of ``rows`` (two or more) starts with, when at least one is a ``--flag``
    ("--network_train_unet_only --gradient_checkpointing --cache_latents --cache_text_encoder_outputs AdamW8bit"):
    said once before the settings (:func:`without` is each setting past them). A flag whose value follows it in
    some row ("--blocks_to_swap 28") stays with its value. ``None`` when they share no flag."""
    if len(rows) < 2:
        return None
    words = [r.setting.split() for r in rows]
    common: list[str] = []
    for group in zip(*words, strict=False):
        if len(set(group)) != 1:
            break
        common.append(group[0])
    n = len(common)
    while n and common[n - 1].startswith("--") and any(len(w) > n and not w[n].startswith("--") for w in words):
        n -= 1  # "--blocks_to_swap" whose value ("28", "16") differs: said with its value
    common = common[:n]
    return " ".join(common) if any(w.startswith("--") for w in common) else None


def without(row: jobs.JobRow, flags: str | None) -> str:
    """``row``'s setting past the ``flags`` said once (:func:`shared_flags`); the whole setting when none are."""
    if not flags:
        return row.setting
    return row.setting[len(flags):].strip() if row.setting.startswith(flags) else row.setting


EDGE_SIZES = (16.0, 24.0)
"""The card sizes whose edge a job's lightest setting may fill (its published peak at most the card's memory, over
:data:`advisor.jobs.EDGE` of it): said as "only just", never as "no such card runs it"."""


def beyond_one_card(advisor: Advisor, market: Market, rows: list[jobs.JobRow]) -> Message | None:
    """A job whose lightest published setting no 16 GB card holds with room: the cheapest recommended CUDA card of
    ``market`` that does (:func:`cheapest_card`), else the cheapest GPU the market's rent table
    lists (``data/rent_hourly.csv``: RunPod on-demand, dated) whose memory holds it; ``None`` when neither is
    found or nothing is supported."""
    from .catalog import data_dir
    supported = [r for r in rows if r.level == "supported"]
    if not supported:
        return None
    lightest = min(supported, key=lambda r: r.vram_gb)
    setting = msg("needs.lightest", "{setting} at {resolution}, about {need}",
                  setting=jobs.SETTING_WORDS.get(lightest.setting) or Text(value=lightest.setting),
                  resolution=jobs.resolution_said(lightest), need=Quantity(value=lightest.vram_gb, unit="GB"))
    offer = cheapest_card(advisor, market, lightest.vram_gb)
    if offer is not None and offer.price is not None:
        said = {"setting": setting, "card": CardParam(value=offer.card.name),
                "memory": Quantity(value=offer.card.memory_gb or 0, unit="GB"),
                "price": Money(amount=offer.price.amount, currency=offer.price.currency)}
        if lightest.vram_gb <= EDGE_SIZES[0]:  # a 16 GB card holds it to the edge: "yes, only just", never "no 16 GB
            # card runs it" beside "16 GB: on the edge" (issue 28: FLUX.2 klein 9B's fp8, about 15 GB)
            return msg("needs.beyond.card.edge16", "A 16 GB card runs it only just: its lightest published setting "
                       "({setting}) fills one to the edge, with no room for a larger image, batch or another program; "
                       "with room it needs a card like {card} ({memory}, {price}).", **said)
        if lightest.vram_gb <= EDGE_SIZES[1] and (offer.card.memory_gb or 0) > EDGE_SIZES[1]:
            return msg("needs.beyond.card.edge24", "No 16 GB card runs it without heavy offload, and a 24 GB card only "
                       "just: its lightest published setting ({setting}) fills one to the edge; with room it needs a "
                       "card like {card} ({memory}, {price}).", **said)
        if (offer.card.memory_gb or 0) <= 24:  # a 24 GB card holds it (FLUX.2 dev in 4 bits): only 16 GB ones do not
            return msg("needs.beyond.card.24", "No 16 GB card runs it without heavy offload: its lightest published "
                       "setting ({setting}) needs a card like {card} ({memory}, {price}).", **said)
        return msg("needs.beyond.card", "No 16 or 24 GB card runs it without heavy offload: its lightest published "
                   "setting ({setting}) needs a card like {card} ({memory}, {price}).", **said)
    with (data_dir() / "rent_hourly.csv").open(encoding="utf-8", newline="") as f:
        rented = []
        for r in csv.DictReader(f):
            card = advisor.catalog.card(r["card"]) if r["market"] == market.id and r["card"] in \
                advisor.catalog.card_rows else None
            if card is not None and (card.memory_gb or 0) * jobs.EDGE >= lightest.vram_gb:
                rented.append((float(r["usd_per_hour"]), card, r["as_of"]))
    if not rented:
        return msg("needs.beyond.none", "No 16 or 24 GB card runs it without heavy offload: its lightest published "
                   "setting ({setting}) is a data-centre GPU's job.", setting=setting)
    hourly, card, as_of = min(rented, key=lambda x: (x[0], x[1].name))
    return msg("needs.beyond.rent", "No card sold here holds its lightest published setting ({setting}) with room: "
               "rent one by the hour — {card} ({memory}) at {hourly} an hour (RunPod on-demand, {date}, "
               "data/rent_hourly.csv).", setting=setting, card=CardParam(value=card.name),
               memory=Quantity(value=card.memory_gb or 0, unit="GB"),
               hourly=Money(amount=hourly, currency="USD", digits=2), date=Date(value=as_of))


def read_line(models: tuple[str, ...] | None, job: str | None, memory_gb: float | None = None,
              card: str | None = None, sized: tuple[str, float] | None = None,
              stand_in: tuple[str, str] | None = None) -> Message:
    """"Read as: what Whisper large-v3 needs (speech recognition), with no card and no budget named." — the reading
    of a card-less question, said first; with ``memory_gb`` the memory asked about, with ``card`` the card it is
    on, with ``sized`` an image or video generator's name and size; "rent or buy" with no model; with ``stand_in``
    (a version said, the version whose figures are used: ("Wan 2.2", "Wan 2.1")) the stand-in said beside the
    model (issue 27 §4: say, never swap)."""
    if sized is not None and card is not None:
        return msg("needs.read-as.sized-card", "Read as: {name} {size}B, an image or video generator (not a language "
                   "model), on {card}.", name=Text(value=sized[0]), size=Number(value=sized[1]),
                   card=CardParam(value=card))
    if sized is not None:
        return msg("needs.read-as.sized", "Read as: {name} {size}B, an image or video generator (not a language "
                   "model).", name=Text(value=sized[0]), size=Number(value=sized[1]))
    if not models or job is None:
        return msg("needs.read-as.rent", "Read as: rent or buy, with no card and no budget named.")
    model = CardParam(value=models[0]) if len(models) == 1 else msg(
        "answer.join.comma", "{first}, {second}", first=CardParam(value=models[0]), second=CardParam(value=models[-1]))
    if stand_in is not None:  # "wan 2.2": the version said, read as the rows' version, said in the reading
        model = msg("needs.read-as.stand-in", "{model} ({asked} read as {rows}'s published figures: none of its own "
                    "here)", model=model, asked=Text(value=stand_in[0]), rows=Text(value=stand_in[1]))
    name = jobs.JOB_NAMES[job]
    if card is not None:
        return msg("needs.read-as.on-card", "Read as: {model} on {card}.", model=model, card=CardParam(value=card))
    if memory_gb is not None:
        return msg("needs.read-as.memory", "Read as: {model} in {memory}, with no card and no budget named.",
                   model=model, memory=Quantity(value=memory_gb, unit="GB"))
    return msg("needs.read-as", "Read as: {job} — what {model} needs, with no card and no budget named.", model=model,
               job=name)


BUDGET_AFTER = msg("needs.budget-after", "Give a budget (“best gpu for it under $500”) and I rank the cards it buys.")
"""Said last: the budget question comes after what the job needs, never instead of it."""


def with_reading(reading: Message, answer: Message) -> Message:
    """A card-less reply: its ``reading`` (:func:`read_line`) first, then the ``answer`` (an ``image.`` reply: the
    generators' and the jobs' card-less answers are replies in words)."""
    return msg("image.needs.reply", "{reading} {answer}", reading=reading, answer=answer)
