"""The ``image`` use case's ranking (issue 28, rank24 #1 and #4): a buyer for image generation was ranked by memory
first (a 16 GB RTX 5060 Ti over the faster 12 GB RTX 3080 Ti for SDXL, which 12 GB holds) and by the training index.

The expert's order: memory only up to what the job needs — the use case's floor (``data/use_cases.csv`` ``image``:
SDXL in fp16, a published peak of about 8 GB, ``data/owner_jobs.csv``) — and past it, the generator's own speed:
Stable Diffusion it/s (:func:`advisor.image_rank.its_of`: measured medians where ``data/performance/sd_its.csv`` has
them, else estimated from the training index and said so). Cards within :data:`~advisor.recommend.ranking.TIE` of
the fastest of their group are tied, and the tie goes to the better it/s per price; the value pick is the best it/s
per price among the cards that cost at least :data:`~advisor.recommend.ranking.VALUE_REACH` of the top pick's price.
The roomiest card still joins the list as the ``memory`` pick (FLUX needs 16 GB in fp8), never ahead of the fastest.
Pure: no I/O beyond the tables read once.
"""

from __future__ import annotations

from collections.abc import Callable

from ..catalog import Catalog
from ..i18n import Message, Money, Number, msg
from ..models import Pick
from ..rules import RuleBook
from .ranking import TIE, VALUE_REACH, Offer


def its(catalog: Catalog, o: Offer) -> float:
    """``o``'s Stable Diffusion it/s (measured, else estimated: :func:`advisor.image_rank.its_of`); 0 when the
    catalogue has no figure to estimate it from."""
    from ..image_rank import its_of

    found = its_of(catalog, o.card.name)
    return found[0] if found is not None else 0.0


def image_rank(catalog: Catalog) -> Callable[[list[Offer]], list[Offer]]:
    """The ranking of offers for image generation: fastest by Stable Diffusion it/s first; a card within
    :data:`TIE` of the fastest of its group is tied with it, and a tied group goes by it/s per price, then name."""

    def rank(items: list[Offer]) -> list[Offer]:
        speed = {id(o): its(catalog, o) for o in items}
        by_speed = sorted(items, key=lambda o: (-speed[id(o)], o.card.name, o.price.condition))
        out: list[Offer] = []
        group: list[Offer] = []

        def flush() -> None:
            out.extend(sorted(group, key=lambda o: (-speed[id(o)] / o.price.amount, o.card.name,
                                                    o.price.condition)))
            group.clear()

        for o in by_speed:
            if group and speed[id(o)] * (1 + TIE) < speed[id(group[0])]:
                flush()
            group.append(o)
        flush()
        return out

    return rank


def image_value(catalog: Catalog, ranked: list[Offer]) -> Offer | None:
    """The best Stable Diffusion it/s per price among ``ranked`` (an :func:`image_rank` ranking) that cost at least
    :data:`VALUE_REACH` of the top pick's price (a far cheaper card answers a smaller budget); ``None`` when nothing
    is ranked."""
    if not ranked:
        return None
    floor = ranked[0].price.amount * VALUE_REACH
    reach = [o for o in ranked if o.price.amount >= floor]
    return max(reach, key=lambda o: (its(catalog, o) / o.price.amount, its(catalog, o), o.card.name))


def image_reason(catalog: Catalog, o: Offer, role: str, top: Offer | None) -> Message | None:
    """Why a ``best``, ``runner-up`` or ``value`` pick of an image ranking is listed, in Stable Diffusion it/s
    (measured or estimated, said which); ``None`` for any other role."""
    from ..image_rank import its_of

    found = its_of(catalog, o.card.name)
    if found is None or role not in ("best", "runner-up", "value"):
        return None
    rate, measured = found
    params = dict(its=Number(value=round(rate, 1)), price=Money(amount=o.price.amount, currency=o.price.currency),
                  how=(msg("recommend.image.measured", "measured, SD 1.5 at 512x512, data/performance/sd_its.csv")
                       if measured else
                       msg("recommend.image.estimated", "estimated from the training index")))
    if role == "best":
        return msg("recommend.pick.image.top", "Fastest for image generation within your budget among the cards that "
                   "hold SDXL: about {its:.1f} it/s ({how}) for {price}.", **params)
    if role == "value":
        return msg("recommend.pick.image.value", "Most Stable Diffusion speed per price within budget: about "
                   "{its:.1f} it/s ({how}) for {price}.", **params)
    top_rate = its_of(catalog, top.card.name) if top is not None else None
    if top is not None and top_rate is not None and top_rate[0] > rate and top.price.amount > o.price.amount:
        return msg("recommend.pick.image.runner-up", "About {its:.1f} it/s ({how}) for {price}: {slower:.0%} slower "
                   "than the fastest pick for {saving} less.", slower=1 - rate / top_rate[0],
                   saving=Money(amount=top.price.amount - o.price.amount, currency=o.price.currency), **params)
    return msg("recommend.pick.image.runner-up-only", "About {its:.1f} it/s ({how}) for {price}.", **params)


def image_picks(catalog: Catalog, rules: RuleBook, picks: list[Pick], chosen: list[Offer], roles: list[str],
                top: Offer | None) -> list[Pick]:
    """``picks`` with the first reason of each ranked pick said in Stable Diffusion it/s (:func:`image_reason`),
    under the rule the sentence applies (``value.perf-per-price`` for the value pick, else ``value.budget-first``)."""
    out = []
    for p, o, role in zip(picks, chosen, roles, strict=True):
        said = image_reason(catalog, o, role, top)
        if said is None:
            out.append(p)
            continue
        rule = "value.perf-per-price" if role == "value" else "value.budget-first"
        out.append(p.model_copy(update={"reasons": [rules.reason(rule, said), *p.reasons[1:]]}))
    return out


IMAGE_RANKING = msg("recommend.ranking.image", "image generation: the cards that hold SDXL in fp16, fastest by "
                    "Stable Diffusion it/s within the per-GPU budget (measured medians where published, else "
                    "estimated from the training index); cards within {tie:.0%} of the fastest of their group are "
                    "tied, and ties go to the better it/s per price", tie=TIE)
"""The ranking line of an image recommendation."""
