"""An owner whose card cannot run the job (issue 28, U01): the levers said are true of THIS card's memory, and the
free way out is said.

- :func:`card_levers`: a job's levers (:data:`advisor.jobs.LEVERS`) as they hold on ``memory_gb``: below the
  memory the ``--medvram`` setting needs (``data/owner_jobs.csv``: Stable Diffusion 1.5 at 512x512, 4 GB,
  AUTOMATIC1111's README), the lever is ``--lowvram`` alone, never "--medvram or --lowvram";
- :func:`free_way`: the free notebooks the owner can reach (``data/free_tiers.csv``: Google Colab's and Kaggle's
  16 GB Tesla T4) when the card runs not even the lightest supported setting of the job.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import jobs
from .i18n import Card, ListOf, Message, Quantity, Text, msg

if TYPE_CHECKING:
    from .models import Alternative

MEDVRAM = "jobs.lever.medvram"
CANNOT_RUN = frozenset({"jobs.gen.reported", "jobs.gen.none", "jobs.batch.none"})
"""The job sentences (:mod:`advisor.jobs`) that say the card runs not even the job's lightest supported setting."""


def medvram_gb() -> float | None:
    """The memory (GB) the ``--medvram`` setting needs (its supported ``data/owner_jobs.csv`` row), or ``None``."""
    need = [r.vram_gb for r in jobs.rows("image-gen") if r.setting == "--medvram" and r.level == "supported"]
    return min(need) if need else None


def card_levers(job: str, memory_gb: float, tool: str | None = None) -> list[jobs.JobLever]:
    """``job``'s levers as they hold on a card of ``memory_gb`` GB, in the image ``tool`` the owner runs
    (:func:`advisor.image_tools.tool_named`; ``None``: each tool's lever, :func:`advisor.image_tools.offload_lever`):
    in AUTOMATIC1111 under :func:`medvram_gb`, ``--lowvram`` alone (with what ``--medvram`` needs said), the others as
    :func:`advisor.jobs.levers` gives them."""
    from .image_tools import offload_lever

    need = medvram_gb()
    out = []
    for x in jobs.levers(job):
        if x.lever.key == MEDVRAM:
            other = offload_lever(tool, memory_gb, need)
            if other is not None:
                x = jobs.JobLever(x.job, other[0], other[1])
            elif need is not None and memory_gb < need:
                x = jobs.JobLever(x.job, msg("jobs.lever.lowvram-only", "--lowvram (parts of the model wait in "
                                             "system RAM: much slower; --medvram needs about {need})",
                                             need=Quantity(value=need, unit="GB")), x.source)
        out.append(x)
    return out


def cannot_run(said: Message) -> bool:
    """Whether a job sentence of :mod:`advisor.jobs` says the card runs not even the job's lightest setting."""
    return said.key in CANNOT_RUN


def free_way(services: list[dict[str, str]]) -> tuple[Message, str] | None:
    """"For free meanwhile: Google Colab and Kaggle Notebooks give a Tesla T4 (16 GB) in time-limited sessions."
    with the row's source, from the free notebooks the owner can reach (``services``: rows of
    ``data/free_tiers.csv``, :func:`advisor.recommend.notes.free_tier_services`) that name a GPU; ``None`` when
    none does."""
    named = [r for r in services if r.get("gpu") and r.get("gpu_memory_gb")]
    if not named:
        return None
    first = named[0]
    return msg("owner.free-way", "For free meanwhile: {services} give a {gpu} ({memory}) in time-limited sessions.",
               services=ListOf(items=[Text(value=r["name"]) for r in named], style="and"),
               gpu=Text(value=first["gpu"]), memory=Quantity(value=float(first["gpu_memory_gb"]), unit="GB")), \
        first.get("gpu_source") or "data/free_tiers.csv"


def buy_said(runs: list[Message], at: int | None, upgrades: list[Alternative]) -> list[Message]:
    """``runs`` with its sentence ``at`` (a card too small for the job even with its levers, with the free way out)
    followed by the card to buy to run it at home: "No lever makes this card usable for it; to run it on your own
    machine, buy more memory: a used GeForce RTX 3060 12 GB costs about 225 USD here." (the first of
    ``upgrades``, the owner's steps up priced in the market, :func:`advisor.owner._upgrades`; U01's expert answer
    names the used 3060 12 GB). Unchanged when ``at`` is ``None`` or nothing is priced to step up to."""
    from .recommend.ranking import price_param

    if at is None or not upgrades:
        return runs
    run, step = runs[at], upgrades[0]

    size = Quantity(value=step.memory_gb or 0.0, unit="GB")
    named = f"{step.memory_gb or 0:g} GB" in step.card  # "GeForce RTX 3060 12 GB" says its memory already
    params = dict(card=Card(value=step.card), price=price_param(step.price),
                  memory=Text(value="") if named else msg("owner.runs.buy.memory", " ({memory})", memory=size))
    if step.price.condition == "used":
        buy = msg("owner.runs.buy.used", "No lever makes this card usable for it; to run it on your own machine, buy "
                  "more memory: a used {card}{memory} costs about {price} here.", **params)
    else:
        buy = msg("owner.runs.buy", "No lever makes this card usable for it; to run it on your own machine, buy more "
                  "memory: a {card}{memory} costs about {price} here.", **params)
    return [*runs[:at], msg("answer.join.sentences", "{first} {second}", first=run, second=buy), *runs[at + 1:]]
