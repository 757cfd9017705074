"""The ``image`` use case's ranking (issue 28, rank24 #1 and #4): a buyer for image generation was ranked by memory
first (a 16 GB RTX 5060 Ti over the faster 12 GB RTX 3080 Ti for SDXL, which 12 GB holds) and by the training index.

The expert's order: memory only up to what the job needs — the use case's floor (``data/use_cases.csv`` ``image``:
SDXL in fp16, a published peak of about 8 GB, ``data/owner_jobs.csv``) — and past it, the generator's own speed:
Stable Diffusion it/s (:func:`advisor.image_rank.its_of`: measured medians where ``data/performance/sd_its.csv`` has
them, else estimated from the training index and said so). Cards within :data:`~advisor.recommend.ranking.TIE` of
the fastest of their group are tied, and the tie goes to the better it/s per price; the value pick is the best it/s
per price among the cards that cost at least :data:`~advisor.recommend.ranking.VALUE_REACH` of the top pick's price.
The roomiest card still joins the list as the ``memory`` pick (FLUX needs 16 GB in fp8), never ahead of the fastest.

A buyer who names FLUX.1 dev (``generator`` :data:`FLUX`, image26 #1: "gpu for flux under 1500" was told the RTX
5080 by SD 1.5 order beside an RTX 4080 SUPER faster at FLUX for 372 USD less) is ranked by FLUX's own it/s at
1024x1024 (:func:`advisor.image_speed.flux_its`), among the cards that hold its fp8 weights (the published fp8 peak
of ``data/owner_jobs.csv``, about 16 GB) when the budget buys any. Pure: no I/O beyond the tables read once.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import jobs
from ..catalog import Catalog
from ..i18n import Card as CardParam
from ..i18n import Message, Money, Number, Quantity, msg
from ..models import Pick
from ..rules import RuleBook
from .ranking import CLEARLY_BETTER, TIE, VALUE_REACH, Offer

FLUX = "FLUX.1 dev"
"""The generator ranked by its own speed table (``data/performance/flux_its.csv``); any other by Stable Diffusion's."""

FLUX2 = "FLUX.2 dev"
"""FLUX.2 dev: no published speed of its own in the tables, so ranked by FLUX.1 dev's it/s (the nearest published
figures, said beside the ranking: :func:`flux2_said`), among the cards that hold its lightest
local set-up (:func:`flux_need`: the 32B transformer in 4 bits with its text encoder offloaded, about 20 GB,
black-forest-labs/flux2 docs/flux2_dev_hf.md, ``data/owner_jobs.csv``) — never a 16 GB card FLUX.1 fits (break19 #4)."""


def speed_of(catalog: Catalog, card: str, generator: str | None = None) -> tuple[float, bool] | None:
    """``card``'s it/s for ``generator`` and whether it is the card's own measured figure: FLUX.1 dev at 1024x1024
    for :data:`FLUX` (:func:`advisor.image_speed.flux_its`), else Stable Diffusion 1.5 at 512x512
    (:func:`advisor.image_rank.its_of`); ``None`` without a figure."""
    if generator in (FLUX, FLUX2):
        from ..flux_fit import held_flux_its

        found = held_flux_its(catalog, card)  # the figure of the settings it holds (fix79d)
        return None if found is None else (found[0], found[2])
    from ..image_rank import its_of

    return its_of(catalog, card)


def its(catalog: Catalog, o: Offer, generator: str | None = None) -> float:
    """``o``'s it/s for ``generator`` (:func:`speed_of`); 0 when the catalogue has no figure to estimate it from."""
    found = speed_of(catalog, o.card.name, generator)
    return found[0] if found is not None else 0.0


def flux_need(generator: str = FLUX) -> float | None:
    """The memory (GB) a FLUX buyer's card must hold: FLUX.1 dev's fp8 weights at 1024x1024, or for :data:`FLUX2` its
    lightest supported set-up run on the card alone (none whose text encoder runs remotely): the published peaks of
    ``data/owner_jobs.csv`` (``None`` without the row)."""
    from .. import jobs

    if generator == FLUX2:
        return min((r.vram_gb for r in jobs.rows("image-gen", named=True) if r.model == FLUX2
                    and r.level == "supported" and "remote" not in r.setting), default=None)
    from ..image_rank import flux_fp8_need

    return flux_fp8_need()


ROCM_RULE = "vendor.rocm-list"
"""The rule that makes a Radeon card on AMD's ROCm list situational: PyTorch runs it on Linux (the caveat its pick
says, :func:`with_rocm_holders`)."""


def with_rocm_holders(all_offers: list[Offer], ranked: list[Offer], per_gpu: float,
                      generator: str | None) -> list[Offer]:
    """``ranked`` (a FLUX buyer's recommended offers within the per-GPU budget, :func:`image_rank` order) with, when
    none of them holds the named generator (:func:`flux_need`: "best gpu for flux 2 under 1000", whose 20 GB no
    CUDA card under 1,000 USD holds), the offers of ``all_offers`` within ``per_gpu`` that do and that the rules
    hold back only for ROCm (:data:`ROCM_RULE`: the RX 7900 XTX's 24 GB at ~830 USD): a card whose memory holds the
    model is ranked over every card that does not, its pick saying the ROCm caveat (the card's own finding). One
    offer a card (the cheapest), of known speed and a price answers propose; ``ranked`` itself otherwise."""
    need = flux_need(generator) if generator in (FLUX, FLUX2) else None
    if need is None or any((o.card.memory_gb or 0) >= need for o in ranked):
        return ranked
    from .ranking import cheapest_per_card

    extra = cheapest_per_card([
        o for o in all_offers if o.assessment.verdict == "situational" and o.performance is not None
        and o.price.pick and o.price.amount <= per_gpu and (o.card.memory_gb or 0) >= need
        and any(f.rule_id == ROCM_RULE for f in o.assessment.findings)])
    return [*extra, *ranked] if extra else ranked


def image_rank(catalog: Catalog, generator: str | None = None,
               today: bool = False) -> Callable[[list[Offer]], list[Offer]]:
    """The ranking of offers for image generation: fastest by ``generator``'s it/s first (:func:`speed_of`); a card
    within :data:`TIE` of the fastest of its group is tied with it, and a tied group goes by it/s per price, then
    name. For :data:`FLUX`, only the cards that hold its fp8 weights (:func:`flux_need`) when any offered does; with
    no generator named in today's market (``today``: an image buyer of 2026 runs SDXL- and FLUX-class models), only
    the cards that hold SDXL in fp16 with room (:func:`advisor.jobs.sdxl_room`) when any offered does — memory
    first."""

    def rank(items: list[Offer]) -> list[Offer]:
        need = flux_need(generator) if generator in (FLUX, FLUX2) else jobs.sdxl_room() if today else None
        if need is not None:
            holding = [o for o in items if (o.card.memory_gb or 0) >= need]
            if not holding and generator in (FLUX, FLUX2):  # none holds the weights the speeds are for: each runs
                # it quantized with offload, so the most memory (offloading least) first, speed within it (break43 #1)
                return offloaded_rank(items, by_speed_groups)
            items = holding or items
        return by_speed_groups(items)

    def by_speed_groups(items: list[Offer]) -> list[Offer]:
        speed = {id(o): its(catalog, o, generator) for o in items}
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


def offloaded_rank(items: list[Offer], within: Callable[[list[Offer]], list[Offer]]) -> list[Offer]:
    """``items`` (a FLUX buyer's offers, none of which holds the weights its speed figures are for: :func:`flux_need`)
    ranked by memory, most first — each runs the model quantized with its parts offloaded, and the most memory
    offloads least (break43 #1: "cheapest gpu for flux dev, under $250" put three 8 GB cards by their estimated
    fp8 it/s over the 12 GB RTX 3060, although on 8 GB FLUX dev runs only as GGUF Q4 or NF4 with offload) — and by
    ``within`` (the speed order) among the cards of the same memory."""
    out: list[Offer] = []
    for memory in sorted({o.card.memory_gb or 0 for o in items}, reverse=True):
        out.extend(within([o for o in items if (o.card.memory_gb or 0) == memory]))
    return out


def offloaded(o: Offer | None, generator: str | None) -> bool:
    """Whether ``o``'s card runs ``generator`` (:data:`FLUX`, :data:`FLUX2`) only with its weights quantized and
    offloaded: less memory than :func:`flux_need`; ``False`` for any other generator or no offer."""
    need = flux_need(generator) if generator in (FLUX, FLUX2) else None
    return o is not None and need is not None and (o.card.memory_gb or 0) < need


def image_better(catalog: Catalog, above: list[Offer], top: Offer | None, generator: str | None = None) -> list[Offer]:
    """The stretch candidates of an image buyer (break17 #6: a 12 GB RTX 5070 was "clearly faster" than a 16 GB
    4060 Ti for FLUX by the training index, while FLUX on 12 GB is slower): the offers of ``above`` (a little over
    the budget) at least :data:`CLEARLY_BETTER` faster than ``top`` by ``generator``'s own it/s (:func:`its`), and
    for :data:`FLUX` holding its fp8 weights (:func:`flux_need`) whenever ``top`` does; fastest first
    (:func:`image_rank`). Empty without a top pick or its figure."""
    if top is None:
        return []
    base = its(catalog, top, generator)
    if base <= 0:
        return []
    need = flux_need(generator) if generator in (FLUX, FLUX2) else None
    holds = need is not None and (top.card.memory_gb or 0) >= need
    floor = (need or 0) if holds else (top.card.memory_gb or 0) if offloaded(top, generator) else 0
    # (an offloaded top pick: never a card that offloads more, break43 #1)
    out = [o for o in above if its(catalog, o, generator) >= base * (1 + CLEARLY_BETTER)
           and (o.card.memory_gb or 0) >= floor]
    return image_rank(catalog, generator)(out)


def image_value(catalog: Catalog, ranked: list[Offer], generator: str | None = None) -> Offer | None:
    """The best it/s per price for ``generator`` among ``ranked`` (an :func:`image_rank` ranking) that cost at least
    :data:`VALUE_REACH` of the top pick's price (a far cheaper card answers a smaller budget); ``None`` when nothing
    is ranked."""
    if not ranked:
        return None
    floor = ranked[0].price.amount * VALUE_REACH
    least = (ranked[0].card.memory_gb or 0) if offloaded(ranked[0], generator) else 0  # offloaded: no card that
    # offloads more is the value (break43 #1)
    reach = [o for o in ranked if o.price.amount >= floor and (o.card.memory_gb or 0) >= least]
    return max(reach, key=lambda o: (its(catalog, o, generator) / o.price.amount, its(catalog, o, generator),
                                     o.card.name))


def _flux_reason(o: Offer, role: str, rate: float, measured: bool, top: Offer | None,
                 top_rate: tuple[float, bool] | None) -> Message:
    """:func:`image_reason` for a FLUX.1 dev buyer: the pick's FLUX it/s (two decimals: the cards differ by
    hundredths), measured or estimated, said which."""
    params = dict(its=Number(value=round(rate, 2)), price=Money(amount=o.price.amount, currency=o.price.currency),
                  how=(msg("recommend.image.flux.measured", "measured, FLUX.1 dev at 1024x1024, "
                           "data/performance/flux_its.csv")
                       if measured else
                       msg("recommend.image.flux.estimated", "estimated from a measured FLUX.1 dev run by the "
                           "training index, data/performance/flux_its.csv")))
    if role == "stretch":
        return msg("recommend.pick.image.flux.stretch", "Clearly faster at FLUX.1 dev for a little over budget: about "
                   "{its:.2f} it/s ({how}) for {price}.", **params)
    if role == "best" and offloaded(o, FLUX):  # none within budget holds its fp8 weights: ranked by memory
        return msg("recommend.pick.image.flux.top-offloaded", "The most memory for FLUX.1 dev within your budget, for "
                   "{price}: no card here holds its fp8 weights, so each runs it quantized with offload, and the most "
                   "memory offloads least (about {its:.2f} it/s with the model whole on the card, {how}; slower "
                   "offloaded).", **params)
    if role == "best":
        return msg("recommend.pick.image.flux.top", "Fastest at FLUX.1 dev within your budget among the cards that "
                   "hold its fp8 weights: about {its:.2f} it/s ({how}) for {price}.", **params)
    if role == "value":
        return msg("recommend.pick.image.flux.value", "Most FLUX.1 dev speed per price within budget: about "
                   "{its:.2f} it/s ({how}) for {price}.", **params)
    if top is not None and top_rate is not None and top_rate[0] > rate and top.price.amount > o.price.amount:
        return msg("recommend.pick.image.flux.runner-up", "About {its:.2f} it/s ({how}) for {price}: {slower:.0%} "
                   "slower than the fastest pick for {saving} less.", slower=1 - rate / top_rate[0],
                   saving=Money(amount=top.price.amount - o.price.amount, currency=o.price.currency), **params)
    return msg("recommend.pick.image.flux.runner-up-only", "About {its:.2f} it/s ({how}) for {price}.", **params)


def image_reason(catalog: Catalog, o: Offer, role: str, top: Offer | None,
                 generator: str | None = None) -> Message | None:
    """Why a ``best``, ``runner-up``, ``value`` or ``stretch`` pick of an image ranking is listed, in
    ``generator``'s it/s (Stable Diffusion's, or FLUX.1 dev's for :data:`FLUX`; measured or estimated, said which);
    ``None`` for any other role."""
    found = speed_of(catalog, o.card.name, generator)
    if found is None or role not in ("best", "runner-up", "value", "stretch"):
        return None
    rate, measured = found
    top_rate = speed_of(catalog, top.card.name, generator) if top is not None else None
    if generator == FLUX:
        return _flux_reason(o, role, rate, measured, top, top_rate)
    params = dict(its=Number(value=round(rate, 1)), price=Money(amount=o.price.amount, currency=o.price.currency),
                  how=(msg("recommend.image.measured", "measured, SD 1.5 at 512x512, data/performance/sd_its.csv")
                       if measured else
                       msg("recommend.image.estimated", "estimated from the training index")))
    if role == "stretch":
        return msg("recommend.pick.image.stretch", "Clearly faster for image generation for a little over budget: "
                   "about {its:.1f} it/s ({how}) for {price}.", **params)
    if role == "best":
        return msg("recommend.pick.image.top", "Fastest for image generation within your budget among the cards that "
                   "hold SDXL: about {its:.1f} it/s ({how}) for {price}.", **params)
    if role == "value":
        return msg("recommend.pick.image.value", "Most Stable Diffusion speed per price within budget: about "
                   "{its:.1f} it/s ({how}) for {price}.", **params)
    if top is not None and top_rate is not None and top_rate[0] > rate and top.price.amount > o.price.amount:
        return msg("recommend.pick.image.runner-up", "About {its:.1f} it/s ({how}) for {price}: {slower:.0%} slower "
                   "than the fastest pick for {saving} less.", slower=1 - rate / top_rate[0],
                   saving=Money(amount=top.price.amount - o.price.amount, currency=o.price.currency), **params)
    return msg("recommend.pick.image.runner-up-only", "About {its:.1f} it/s ({how}) for {price}.", **params)


def image_picks(catalog: Catalog, rules: RuleBook, picks: list[Pick], chosen: list[Offer], roles: list[str],
                top: Offer | None, generator: str | None = None) -> list[Pick]:
    """``picks`` with the first reason of each ranked pick said in ``generator``'s it/s (:func:`image_reason`),
    under the rule the sentence applies (``value.perf-per-price`` for the value pick, else ``value.budget-first``)."""
    out = []
    for p, o, role in zip(picks, chosen, roles, strict=True):
        said = image_reason(catalog, o, role, top, generator)
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


def image_ranking(generator: str | None = None) -> Message:
    """The ranking line of an image recommendation for ``generator``: :data:`IMAGE_RANKING`, or FLUX.1 dev's own
    (its fp8 memory from ``data/owner_jobs.csv``, its it/s from ``data/performance/flux_its.csv``)."""
    need = flux_need() if generator == FLUX else None
    if need is None:
        return IMAGE_RANKING
    return msg("recommend.ranking.image.flux", "FLUX.1 dev: the cards that hold its fp8 weights (about {need}, "
               "data/owner_jobs.csv) when the budget buys one, fastest by FLUX.1 dev it/s at 1024x1024 within the "
               "per-GPU budget (published runs, else scaled from a measured card by the training index); cards "
               "within {tie:.0%} of the fastest of their group are tied, and ties go to the better it/s per price",
               need=Quantity(value=need, unit="GB"), tie=TIE)


def flux2_said(holds: bool = True):
    """A FLUX.2 buyer's deciding fact: the memory its lightest set-up run on the card needs
    (:func:`advisor.recommend.image.flux_need`), and that the order is FLUX.1 dev's published speeds (no FLUX.2 run is
    in the tables; its 32B transformer is slower: black-forest-labs/flux2 README.md); ``holds`` ``False`` (the top
    pick holds less): that no card within the budget holds it, so the cards listed run it only with heavier offload."""
    from ..models import Caveat
    from ..shape_limits import CAVEAT_WEIGHT

    need = flux_need(FLUX2) or 0.0
    if not holds:
        return Caveat(rule_id="memory.by-task", weight=CAVEAT_WEIGHT + 4, message=msg(
            "image.rank.flux2.short", "{model} (a 32B transformer) needs about {need} even in 4 bits with its text "
            "encoder offloaded (data/owner_jobs.csv): no card within this budget holds that, so the cards below run "
            "it only with heavier CPU offload, slowly; they go by {rows}'s published speeds (none of {model}'s).",
            model=CardParam(value=FLUX2), need=Quantity(value=need, unit="GB"), rows=CardParam(value=FLUX)))
    return Caveat(rule_id="memory.by-task", weight=CAVEAT_WEIGHT + 4, message=msg(
        "image.rank.flux2", "{model} (a 32B transformer) needs about {need} even in 4 bits with its text encoder "
        "offloaded (data/owner_jobs.csv), so only cards that hold that are ranked; no published speed of it is in "
        "the tables, so they go by {rows}'s, and it runs slower than that.", model=CardParam(value=FLUX2),
        need=Quantity(value=need, unit="GB"), rows=CardParam(value=FLUX)))
