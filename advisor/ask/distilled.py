"""A model no card or machine within the budget holds, and its distilled models that do (issue 28; answers36).

"deepseek r1 under $2000" was headed "Nothing within 2,000 USD (llm) is worth buying for deep learning" and sent to
free notebooks: the 671B model needs about 384 GB, which no card or machine at that price has, but its distilled
models (``data/models.csv``: ``DeepSeek-R1-Distill-Qwen-7B`` … ``-32B``, named ``<model>-Distill-…``) run on the
budget's card. :func:`distilled_first` says both, in the headline: the memory the model needs and the largest
distilled model the budget buys a card for, with that card and its price (:meth:`advisor.api.Advisor.recommend`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..i18n import Card, ListOf, Message, MessageParam, Money, Number, Quantity, Text, msg
from ..models import RigFit
from ..owned_adds import NOTHING_FITS

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs


def distills_of(names: list[str], model: str) -> list[str]:
    """The models of ``names`` distilled from ``model`` (``data/models.csv`` names: "DeepSeek R1" ->
    "DeepSeek-R1-Distill-Qwen-7B", …), in the order given (the file's, smallest first)."""
    stem = model.replace(" ", "-").lower() + "-distill-"
    return [n for n in names if n.lower().startswith(stem)]


def distilled_first(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """``answer`` headed by what the budget does with the model asked when it is a recommendation with no pick
    (``shape.recommend.nothing``) for an LLM model whose distilled models are listed: the model's memory need
    (GB, the recommendation's ``min_memory_gb``), that no card or machine within the budget has it, and the largest
    distilled model a card within the budget runs, that card and its price; unchanged otherwise."""
    shape = getattr(answer, "shape", None)
    heads: tuple[str, ...] = ("shape.recommend.nothing", "shape.recommend.nothing-platform")
    if read_as.ram_gb is None:  # no RAM said: a server platform's RAM (its price not found, fix44d) is no answer to
        heads += ("shape.recommend.offload-platform",)  # "deepseek r1 under $2000"; the distilled model a card runs is
    if (shape is None or shape.headline.key not in heads
            or read_as.model is None
            or not getattr(answer, "min_memory_gb", None) or getattr(answer, "picks", None)):
        return answer
    names = [a.name for a in advisor.llm_models.archs]
    distills = distills_of(names, read_as.model.name)
    if not distills:
        return answer
    runs: list[tuple[str, Any]] = []
    for name in distills:
        try:
            r = advisor.recommend(answer.budget.text, market=answer.market.id, use_case="llm", model=name)
        except Exception:  # noqa: BLE001 - a distilled model this market cannot size is left unsaid
            continue
        if r.picks:
            runs.append((name, r.picks[0]))
    budget = Money(amount=answer.budget.amount, currency=answer.budget.currency)
    need = Quantity(value=round(answer.min_memory_gb), unit="GB", digits=0)
    if not runs:
        head: Message = msg("ask.distilled.none", "Nothing within {budget} holds {model}: it needs about {need}, "
                            "more memory than any card or machine at this price has, and nothing within it is worth "
                            "buying for its distilled models ({distills}) either.", budget=budget,
                            model=Text(value=read_as.model.name), need=need,
                            distills=ListOf(items=[Text(value=n) for n in distills], style="and"))
    else:
        largest, pick = runs[-1]
        head = msg("ask.distilled.runs", "Nothing within {budget} holds {model}: it needs about {need}, more memory "
                   "than any card or machine at this price has. Its distilled models do run within it: {largest} "
                   "on {card} ({price}){others}.", budget=budget, model=Text(value=read_as.model.name), need=need,
                   largest=Text(value=largest), card=Card(value=pick.card) if pick.gpus <= 1 else msg(
                       "owned.rig.count", "{count:.0f} × {card}", count=Number(value=pick.gpus),
                       card=Card(value=pick.card)),  # the price is all of them, so the count is said with the card
                   price=Money(amount=pick.total_cost or pick.price.amount, currency=pick.price.currency),
                   others=msg("ask.distilled.others", ", and the smaller {names}", names=ListOf(
                       items=[Text(value=n) for n, _ in runs[-2::-1][:2]], style="and")) if len(runs) > 1
                   else Text(value=""))
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": head})})


def distilled_owned(advisor: Advisor, read_as: ReadAs, answer: Any) -> Any:
    """An owner's ``fits`` answer for a model their card or memory cannot hold at any quant, whose distilled models
    are listed (newuser13: "can my rtx 2060 6gb run deepseek r1?" said 384 GB, 126 cards of 6 GB and an FP8
    paragraph, never the R1 distills it runs): the fit said first (without the FP8 paragraph, which is for a card
    that holds the model), then the largest distilled models that run on it (:func:`distills_of`, each sized by
    :meth:`advisor.api.Advisor.fits` on the same card or memory, task and market), as :func:`distilled_first` says
    them to a buyer; unchanged when the model fits, a distilled one does not, or the question is not an inference
    question about one card or one memory."""
    rig, shape = getattr(answer, "rig", None), getattr(answer, "shape", None)
    if (read_as.command != "fits" or read_as.model is None or rig is None or shape is None
            or rig.message.key not in NOTHING_FITS or (read_as.task or "inference") != "inference"
            or len(read_as.cards) > 1 or any(n > 1 for n in read_as.counts or [])
            or not (read_as.cards or len(read_as.memory_gb or []) == 1)):
        return answer
    distills = distills_of([a.name for a in advisor.llm_models.archs], read_as.model.name)
    runs: list[tuple[str, Any]] = []
    for name in distills:
        try:
            fit = advisor.fits(name, task="inference", market=answer.market.id,
                               card=read_as.cards[0] if read_as.cards else None,
                               vram=None if read_as.cards else (read_as.memory_gb or [None])[0])
        except Exception:  # noqa: BLE001 - a distilled model this table cannot size is left unsaid
            continue
        held = getattr(fit, "rig", None)
        if isinstance(held, RigFit) and held.message.key not in NOTHING_FITS and held.way != "none":
            runs.append((name, fit))
    if not runs:
        return answer
    head = shape.headline
    if head.key == "shape.fit.fp8" and isinstance(head.params.get("rig"), (Message, MessageParam)):
        head = head.params["rig"]  # FP8 kernels are for a card that holds the model: not this one
    largest, fit = runs[-1]
    said = msg("ask.distilled.owned", "{said} Its distilled models run on it: {largest} (about {need}){others}.",
               said=head, largest=Text(value=largest),
               need=Quantity(value=round(fit.memory.total_gb, 1), unit="GB", digits=1), others=msg(
                   "ask.distilled.others", ", and the smaller {names}", names=ListOf(
                       items=[Text(value=n) for n, _ in runs[-2::-1][:2]], style="and")) if len(runs) > 1
               else Text(value=""))
    return answer.model_copy(update={"shape": shape.model_copy(update={"headline": said})})
