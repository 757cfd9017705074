"""The notes of a recommendation (:func:`_notes`): the market's date, the budget's conversion and
floor, nothing worth buying and the free notebooks, LLM sizing, and what an expert adds — several
GPUs (platforms, links, a rig's power and room), data-centre budgets, Blackwell's minimum stack,
own vs rent.
"""

from __future__ import annotations

from .. import i18n
from ..budget import rate_source
from ..catalog import Catalog
from ..fits import capacity_message
from ..home_circuits import in_china
from ..i18n import Date, ListOf, Message, msg
from ..kept import Same, keep
from ..models import Budget, Market, Note, Pick, Reason
from ..rigs import (
    china_load_circuits,
    platform_cost,
    platform_for,
    platform_message,
    platforms_needed,
    rig_for,
    rig_messages,
    rig_summary,
    room_message,
)
from ..rigs import shown_rig as _shown_rig
from ..rules import (
    RuleBook,
    card_param,
    fact_message,
    gb,
    join,
    pytorch_error,
    rule_message,
)
from ..thresholds import GPUS_PER_PLATFORM
from ..wording import rule_source, use_case_work
from .ranking import BIGGEST_BUILD_GPUS, money, price_param

OVERHEAD = 1.2  # activations, CUDA context, fragmentation: a rough 20 % (memory.llm "plus overhead")
BYTES_PER_PARAMETER = {"fp16": 2.0, "int8": 1.0, "4-bit": 0.5}  # memory.llm (MODERN.md)
ADAM_BYTES_PER_PARAMETER = 18.0  # memory.llm: full fine-tuning with Adam, 16-20 bytes


def llm_sizing(memory_gb: float) -> Message:
    """What fits in ``memory_gb`` GB by the ``memory.llm`` rule (billions of parameters)."""
    fits = [msg("recommend.llm-sizing.fit", "~{size:.0f}B in {precision}", size=memory_gb / (b * OVERHEAD),
                precision=k) for k, b in BYTES_PER_PARAMETER.items()]
    return msg("recommend.llm-sizing", "Rough LLM sizing (memory = parameters x bytes per parameter + ~20 %): {memory} "
               "runs {fits}; full fine-tuning with Adam (16-20 bytes per parameter) fits ~{train:.1f}B.",
               memory=gb(memory_gb), fits=fits, train=memory_gb / (ADAM_BYTES_PER_PARAMETER * OVERHEAD))


def _llm_notes(rules: RuleBook, market: Market, floor: float, gpus: int, note) -> list[Note]:
    """What the llm use case's floor runs: task-aware in today's market (``memory.llm-task``,
    sized by :mod:`advisor.fits`), the rough ``memory.llm`` rule in the dated markets; with
    several GPUs, what splitting a model across GeForce cards gives (``multi.nvlink-p2p``)."""
    if market.policy.memory == "decides":
        out = [note("memory.llm-task", keep(rules, "notes.capacity", (type(floor).__name__, float(floor)),
                                            lambda: capacity_message(rules.llm_models, floor)))]
    else:
        out = [note("memory.llm", llm_sizing(floor))]
    if gpus > 1:
        out.append(note("multi.nvlink-p2p", msg(
            "recommend.llm.split", "{gpus} GPUs hold a model split by layers (inference, LoRA) over plain PCIe; "
            "GeForce RTX 30/40/50 cards have no peer-to-peer with NVIDIA's stock driver and RTX 40/50 no NVLink, so "
            "one training job spread across them scales poorly: they suit separate experiments or layer-split "
            "inference.",
            gpus=gpus)))
    return out


def _dated(catalog: Catalog, market: Market) -> Message:
    """"Prices: <market>, as of <date>. <market.dated's text>" (``market.dated``)."""
    return msg("recommend.dated", "Prices: {market}, as of {as_of}. {rule}", market=_market_name(market),
               as_of=Date(value=market.as_of), rule=rule_message("market.dated", catalog.rule("market.dated")[0]))


def _market_name(market: Market) -> Message:
    return market.name


def _platform_source(market: Market) -> Message:
    return market.platform_cost_source or msg("recommend.platform-source.none", "no source")


def _floor_note(use_case: str, floor: float, floor_reason: Reason) -> Note:
    """"Memory floor for <use case>: <n> GB. <why>" with the floor's rule and source."""
    m = msg("recommend.floor", "Memory floor for {use_case}: {floor}. {why}", use_case=use_case_work(use_case),
            floor=gb(floor), why=floor_reason.message)
    return Note(rule_id=floor_reason.rule_id, message=m, source=floor_reason.source)


def _notes(catalog, rules, market, budget, use_case, floor, floor_reason, gpus, picks, stretch, platform) -> list[Note]:
    def note(rule_id: str, message: Message | None = None) -> Note:
        if message is None:  # the rule's own text: the same note for every answer (kept, issue 30 §1)
            return keep(rules, "notes.rule", (Same(catalog), rule_id), lambda: _note(catalog, rule_id))
        return _note(catalog, rule_id, message)

    out = [keep(rules, "notes.dated", (Same(catalog), Same(market)),  # the market's dates: kept (issue 30 §1)
                lambda: note("market.dated", _dated(catalog, market)))]
    said = budget.assumptions
    # the budget's readings are cited as notes in their own words (front ends that show the
    # assumptions with the budget skip them); the conversion is said once, by the budget when it says it
    if budget.rate is not None and not any(m.key == "budget.converted" for m in said):
        out.append(note("budget.converted", msg(
            "recommend.converted", "{amount} = {market_amount} at the rate of {as_of} (1 {currency} = {rate:g} "
            "{market_currency}; {source}).", amount=money(budget.amount, budget.currency),
            market_amount=money(budget.market_amount, market.currency), as_of=Date(value=budget.rate.as_of),
            currency=budget.rate.currency, rate=budget.rate.rate, market_currency=market.currency,
            source=rate_source(market, budget.rate))))
    for message in said:
        out.append(note("budget.converted", message))
    said_as = (floor_reason.rule_id, floor_reason.message.identity, getattr(floor_reason.source, "identity", None))
    out.append(keep(rules, "notes.floor", (use_case, floor, *said_as),  # the floor's note by its sentence (issue 30 §1)
                    lambda: _floor_note(use_case, floor, floor_reason)))
    if any(p.price.estimated for p in picks + ([stretch] if stretch else [])):
        out.append(keep(rules, "notes.rule", (Same(catalog), "price.estimated", "recommend.estimated"),
                        lambda: note("price.estimated", msg(
                            "recommend.estimated", "Prices marked 'estimated' are launch MSRPs or low-confidence "
                            "estimates, not dated street prices."))))
    if any(p.price.condition == "used" for p in picks):
        out.append(note("value.used-market"))
    free = free_holds(catalog, market, budget.currency, floor)  # a free T4 holds the job (break31 #15)
    if not picks and not free:  # a job no free notebook GPU holds (a 70B): no "start for free" line
        out.append(note("value.budget-first", msg(
            "recommend.nothing.cheapest.no-free", "Nothing within this budget is worth buying for deep learning; the "
            "cheapest card that is: {card} ({price}).", card=card_param(stretch.card), price=price_param(stretch.price))
            if stretch else msg("recommend.nothing.no-free", "Nothing within this budget is worth buying for deep "
                                "learning.")))
        out.extend(keep(rules, "notes.cloud", (Same(catalog), Same(market), budget.currency, False),
                        lambda: _cloud_notes(catalog, market, budget, free=False)))
    elif not picks:
        services = [i18n.Text(value=r["name"]) for r in free_tier_services(catalog, market, budget.currency)]
        out.append(note("value.budget-first", msg(
            "recommend.nothing.cheapest", "Nothing within this budget is worth buying for deep learning; the cheapest "
            "card that is: {card} ({price}). Until then, free notebooks ({services}) give you a GPU at no cost.",
            card=card_param(stretch.card), price=price_param(stretch.price), services=services) if stretch else msg(
            "recommend.nothing", "Nothing within this budget is worth buying for deep learning. Until then, free "
            "notebooks ({services}) give you a GPU at no cost.", services=services)))
        out.extend(keep(rules, "notes.cloud", (Same(catalog), Same(market), budget.currency),  # the market's and
                        lambda: _cloud_notes(catalog, market, budget)))  # currency's alone: kept (issue 30 §1)
    elif market.policy.free_notebooks_below is not None and budget.market_amount < market.policy.free_notebooks_below \
            and free:  # a free T4 for a 70B: never (break31 #15)
        out.append(keep(rules, "notes.free-tier", (Same(catalog), Same(market), budget.currency),  # a low budget: free
                        lambda: free_tier_note(catalog, market, budget.currency)))  # notebooks first, too (kept)
    out.extend(note(rule_id) for rule_id in market.policy.notes)
    if use_case == "llm":
        out.extend(_llm_notes(rules, market, floor, gpus, note))
    if gpus > 1:
        out.extend(_multi_notes(catalog, rules, market, budget, gpus, picks, stretch, platform))
    out.extend(_expert_notes(catalog, rules, market, budget, gpus, picks, stretch))
    return out


# -- issue 9: what an expert adds (multi-GPU, cloud, data-centre budgets, Blackwell, floors) --
def _note(catalog: Catalog, rule_id: str, message: Message | None = None, market: Market | None = None) -> Note:
    """A :class:`Note` citing ``rule_id`` whose sentence is ``message``, or the rule's own text
    (``rule.<rule_id>``) when ``None`` — in today's ``market`` its today wording where the guide's
    sentence does not hold today (``rule.<rule_id>.today``, citing both sources)."""
    base, source = catalog.rule(rule_id)
    now = catalog.rule_today(rule_id) if market is not None and market.policy.today else None
    if message is None and now is not None:
        return Note.model_construct(rule_id=rule_id, message=rule_message(rule_id, now[0], today=True),
                                    source=rule_source(rule_id, source, now[1]))
    return Note.model_construct(rule_id=rule_id, message=message or rule_message(rule_id, base),
                                source=rule_source(rule_id, source))


def free_tier_services(catalog: Catalog, market: Market, currency: str) -> list[dict[str, str]]:
    """Free notebook services a user can reach (``data/free_tiers.csv``, ``cloud.free-tier``):
    the mainland-China ones in a market whose users are there (``MarketPolicy.free_notebooks``) or
    for a budget in yuan (Google Colab and Kaggle are blocked there), else the global ones."""
    region = "cn" if market.policy.free_notebooks == "cn" or currency == "CNY" else "global"
    return [r for r in catalog.free_tiers if r["region"] == region]


def free_holds(catalog: Catalog, market: Market, currency: str, floor: float) -> bool:
    """Whether a free notebook GPU the user can reach (``data/free_tiers.csv`` ``gpu_memory_gb``) holds a job of
    ``floor`` GB with the headroom a fit needs; ``True`` when the rows give no memory (nothing to check against)."""
    from ..thresholds import HEADROOM_GB

    sizes = [float(r["gpu_memory_gb"]) for r in free_tier_services(catalog, market, currency) if r.get("gpu_memory_gb")]
    return not sizes or float(floor or 0.0) + HEADROOM_GB <= max(sizes)


def nothing_message(catalog: Catalog, market: Market, currency: str) -> Message:
    """What a budget of nothing buys, naming the free notebooks the user can reach in this
    market (:func:`free_tier_services`: never Google Colab where it is blocked; ``cloud.free-tier``)."""
    services = [i18n.Text(value=r["name"]) for r in free_tier_services(catalog, market, currency)]
    if not services:
        return msg("recommend.nothing-budget.neutral", "That budget buys no GPU — to start for free, use a free "
                   "notebook service.")
    return msg("recommend.nothing-budget", "That budget buys no GPU — to start for free, use a notebook service such "
               "as {services}.", services=ListOf(items=services, style="or"))


def free_tier_note(catalog: Catalog, market: Market, currency: str) -> Note:
    """The ``cloud.free-tier`` note: which free notebooks to start on, and when to buy."""
    services = free_tier_services(catalog, market, currency)
    where = (msg("recommend.free-tier.cn", "reachable in mainland China, where Google Colab and Kaggle are blocked")
             if services and services[0]["region"] == "cn" else
             msg("recommend.free-tier.global", "free with a Google or Kaggle account"))
    listed = [msg("recommend.free-tier.service", "{name} ({offer})", name=r["name"],
                  offer=fact_message("free_tiers", r, "offer")) for r in services]
    return _note(catalog, "cloud.free-tier", msg(
        "recommend.free-tier", "No money is needed to start: free notebooks, {where}: {services}. Buy a card once you "
        "train most days.", where=where, services=join(listed, "semicolon") if listed else ""))


def _cloud_notes(catalog: Catalog, market: Market, budget: Budget, free: bool = True) -> list[Note]:
    """Own vs rent for the market's time (``MarketPolicy.cloud_rule``): D17's 2017 claim in its own
    market (``cloud.own-vs-rent``), Dettmers 2023's usage-based answer elsewhere; the free notebooks first only when
    their GPU holds the job (``free``)."""
    if market.policy.cloud_rule == "cloud.own-vs-rent":
        return [_note(catalog, "cloud.own-vs-rent", msg(
            "recommend.own-vs-rent", "Renting cloud GPUs by the hour is dearer than owning a card over time, so free "
            "notebooks are the way to start, and a card is the way to go on."))]
    return [*([free_tier_note(catalog, market, budget.currency)] if free else []),
            _note(catalog, "cloud.own-vs-rent-2023", msg(
                "recommend.own-vs-rent-2023", "Renting beats owning for occasional use and for models that do not fit "
                "in 24 GB; owning wins once you train most days."))]


def _multi_notes(catalog, rules, market, budget, gpus, picks, stretch, platform) -> list[Note]:
    """Notes for a multi-GPU answer: platforms (``multi.platform-per-4``,
    ``value.platform-cost``), GeForce links (``multi.nvlink-p2p``), the data-centre road from
    4 GPUs (``line.tesla-why``), and the guides' scaling rules."""
    out = []
    n = platforms_needed(gpus, market)
    source = _platform_source(market)
    lead = catalog.card(picks[0].card) if picks and picks[0].gpus == gpus else None  # the pair the picks price
    chosen = platform_for(market, gpus, lead)
    platform = chosen.cost if chosen.row is not None else platform
    priced = platform_message(market, chosen, budget.market_amount - platform, lead)
    if priced is not None:  # the market's own platform for this count (data/platforms.csv)
        out.append(_note(catalog, "value.platform-cost", priced))
    elif n == 0:  # two cards fit one desktop board (MarketPolicy.platform_from)
        out.append(_note(catalog, "value.platform-cost", msg(
            "recommend.platform.desktop", "{gpus} GPUs fit one desktop board, each card on eight PCIe lanes "
            "(data/platforms.csv); no multi-GPU platform is counted, but the power supply must carry both cards.",
            gpus=gpus)))
    elif market.platform_cost:
        params = {"gpus": gpus, "cost": money(platform, market.currency), "n": n, "source": source,
                  "rest": money(budget.market_amount - platform, market.currency)}
        out.append(_note(catalog, "value.platform-cost", msg(
            "recommend.platform-cost.many", "{gpus} GPUs: {cost} of the budget goes to {n} multi-GPU platforms "
            "({source}); the rest, {rest}, is split between the cards.", **params) if n > 1 else msg(
            "recommend.platform-cost.one", "{gpus} GPUs: {cost} of the budget goes to {n} multi-GPU platform "
            "({source}); the rest, {rest}, is split between the cards.", **params)))
    else:
        params = {"gpus": gpus, "n": n, "source": source}
        out.append(_note(catalog, "value.platform-cost", msg(
            "recommend.platform-cost.unknown.many", "{gpus} GPUs: this market has no sourced platform cost ({source}), "
            "so the whole budget is split between the cards; budget for {n} boards, power supplies and cases that can "
            "host them.", **params) if n > 1 else msg(
            "recommend.platform-cost.unknown.one", "{gpus} GPUs: this market has no sourced platform cost ({source}), "
            "so the whole budget is split between the cards; budget for {n} board, power supply and case that can "
            "host them.", **params)))
    params = {"gpus": gpus, "n": n, "per": GPUS_PER_PLATFORM}
    if n == 0:
        out.append(_note(catalog, "multi.platform-per-4", market=market))
    elif n > 1 or priced is None:  # a priced platform for up to 4 cards says what it is itself
        out.append(_note(catalog, "multi.platform-per-4", msg(
            "recommend.platform-per-4.many", "{gpus} GPUs need {n} platforms: one high-end platform holds up to {per} "
            "GPUs (D17 counts 16 GTX 1050 Ti as needing 3 more PCs than 4 GTX 1080 Ti).", **params) if n > 1 else msg(
            "recommend.platform-per-4.one", "{gpus} GPUs need {n} platform: one high-end platform holds up to {per} "
            "GPUs (D17 counts 16 GTX 1050 Ti as needing 3 more PCs than 4 GTX 1080 Ti).", **params)))
    out.extend(rig_notes(catalog, market, picks + ([stretch] if stretch else []),  # a budget in yuan: China's sockets,
                         china_load_circuits() if in_china(None, budget.currency) else None))  # as ask says (fix64a)
    consumer = [p for p in picks + ([stretch] if stretch else []) if catalog.card(p.card).line in ("geforce", "titan")]
    if consumer:
        card = catalog.card(consumer[0].card)
        link = rules.interconnect(card) or {}
        pairs = link.get("nvlink", "").startswith("pairs")
        p2p = link.get("pcie_p2p", "not tabled")
        through = (msg("recommend.link.host-memory", "through host memory") if p2p.startswith("no")
                   else msg("recommend.link.pcie", "over PCIe at best"))
        if pairs and gpus > 2:
            how = msg("recommend.link.bridge-two-of", "An NVLink bridge joins two of them; the other {others} exchange "
                      "data {through}", others=gpus - 2, through=through)
        elif pairs:
            how = msg("recommend.link.bridge-pair", "An NVLink bridge joins the two; without it they exchange data "
                      "{through}", through=through)
        else:
            how = msg("recommend.link.none-between", "{gpus} GeForce cards exchange data {through}", gpus=gpus,
                      through=through)
        nvlink = (fact_message("interconnect", link, "nvlink") if "nvlink" in link
                  else msg("recommend.link.none", "none"))
        p2p_text = (fact_message("interconnect", link, "pcie_p2p") if "pcie_p2p" in link
                    else msg("recommend.link.not-tabled", "not tabled"))
        out.append(_note(catalog, "multi.nvlink-p2p", msg(
            "recommend.link", "{card}: NVLink {nvlink}; PCIe peer-to-peer {p2p}. {how}, so they suit separate "
            "experiments or layer-split inference far better than one data-parallel training job.",
            card=card_param(card.name), nvlink=nvlink, p2p=p2p_text, how=how)))
    if gpus >= GPUS_PER_PLATFORM:
        road = (msg("recommend.road.rent", "or rent such a server by the hour") if market.policy.rent
                else msg("recommend.road.servers", "built for 4/8/16-GPU servers"))
        out.append(_note(catalog, "line.tesla-why", msg(
            "recommend.datacenter-road", "With {gpus} GPUs training one model, data-centre cards are the better road: "
            "they scale in 4/8/16-GPU servers where GeForce cards lose much (CN19), {road}; GeForce cards pay off for "
            "separate experiments.", gpus=gpus, road=road)))
        if market.policy.rent:
            out.append(_note(catalog, "cloud.own-vs-rent-2023"))
    if market.policy.measured_scaling:  # today's measurements replace the guide's 2017 framework figures
        out.append(_note(catalog, "multi.measured-scaling"))
    else:
        out.append(_note(catalog, "multi.framework-scaling"))
    out.append(_note(catalog, "multi.parallel-hard", market=market))
    out.append(_note(catalog, "multi.experiments"))
    return out


def rig_notes(catalog: Catalog, market: Market, shown: list[Pick], circuits: list | None = None) -> list[Note]:
    """What the first shown multi-GPU pick's rig draws and needs (``multi.power``: its draw, supply,
    home circuit and power limit) and whether its cards fit the board (``multi.room``), in the
    markets that list home circuits (``MarketPolicy.circuits``; :mod:`advisor.rigs`). Both
    ``recommend`` paths call it with their picks, each pick at its own GPU count. ``circuits``: the home
    circuits to hold the rig to instead of the market's (mainland China's for a budget in yuan: the command and
    ``ask`` say the same, :mod:`advisor.ask.china_power`)."""
    pick = _shown_rig(shown)
    if pick is None or not market.circuits:
        return []
    card = catalog.card(pick.card)
    out = []
    rig = rig_for(market, card, pick.gpus, circuits)
    if rig is not None:
        note = _note(catalog, "multi.power", join(rig_messages(rig)))
        out.append(note.model_copy(update={"short": rig_summary(rig)}))
    room = room_message(card, pick.gpus, platform_for(market, pick.gpus, card))
    if room is not None:
        out.append(_note(catalog, "multi.room", room))
    return out


def biggest_consumer_build(catalog: Catalog, market: Market) -> tuple[float, str] | None:
    """Cost of the biggest consumer build an answer plans for (``BIGGEST_BUILD_GPUS`` of the
    dearest GeForce/TITAN card priced in the market, plus their platforms) and that card."""
    consumer = [(p.amount, name) for name, p in catalog.prices(market.id)
                if p.pick and catalog.card(name).line in ("geforce", "titan")]
    if not consumer:
        return None
    amount, name = max(consumer)
    return amount * BIGGEST_BUILD_GPUS + platform_cost(market, BIGGEST_BUILD_GPUS, catalog.card(name)), name


def _expert_notes(catalog, rules, market, budget, gpus, picks, stretch) -> list[Note]:
    """Data-centre budgets (``budget.datacenter``), Blackwell's minimum stack
    (``compat.blackwell-min``) and cheapest-listing floors, on every answer they apply to."""
    out = []
    build = keep(rules, "notes.biggest", (Same(catalog), Same(market)), lambda: biggest_consumer_build(catalog, market))
    if build is not None and budget.market_amount > build[0]:
        out.append(datacenter_note(catalog, market, budget, picks, build))
        if market.policy.rent:
            out.append(_note(catalog, "cloud.own-vs-rent-2023"))
    shown = picks + ([stretch] if stretch else [])
    blackwell = list(dict.fromkeys(p.card for p in shown
                                   if (rules.precision(catalog.card(p.card)) or {}).get("min_cuda")))
    if blackwell:  # the same cards, the same note: kept by them (issue 30 §1)
        out.append(keep(rules, "notes.blackwell", (Same(catalog), *blackwell),
                        lambda: _blackwell_note(catalog, rules, blackwell)))
    if any(p.price.floor for p in shown):
        out.append(keep(rules, "notes.rule", (Same(catalog), "value.used-market", "recommend.floor-prices"),
                        lambda: _note(catalog, "value.used-market", msg(
                            "recommend.floor-prices", "Prices shown 'from about' are the cheapest listings (the "
                            "average of the three cheapest): a typical sale costs more."))))
    return out


def datacenter_note(catalog: Catalog, market: Market, budget: Budget, picks: list, build: tuple[float, str]) -> Note:
    """"<budget> is far beyond consumer cards (the biggest build here, …)" (``budget.datacenter``): a budget past
    ``build`` (:func:`biggest_consumer_build`'s cost and card), with the top single-card pick of ``picks`` if any."""
    params = {"budget": money(budget.market_amount, market.currency), "gpus": BIGGEST_BUILD_GPUS,
              "card": card_param(build[1]), "cost": money(build[0], market.currency)}
    text = (msg("recommend.datacenter-budget.rent", "{budget} is far beyond consumer cards (the biggest build "
                "here, {gpus} x {card} with their platforms, costs about {cost}): talk to a data-centre vendor "
                "(multi-GPU servers with NVLink/NVSwitch) or rent.", **params) if market.policy.rent else
            msg("recommend.datacenter-budget", "{budget} is far beyond consumer cards (the biggest build here, "
                "{gpus} x {card} with their platforms, costs about {cost}): talk to a data-centre vendor "
                "(multi-GPU servers with NVLink/NVSwitch).", **params))
    if picks:
        text = join([text, msg("recommend.top-single", "The top single-card pick is {card}.",
                               card=card_param(picks[0].card))])
    return _note(catalog, "budget.datacenter", text)


def _blackwell_note(catalog: Catalog, rules: RuleBook, blackwell: list[str]) -> Note:
    """"<cards>: Blackwell, so CUDA … or newer": the minimum stack of the first card's precision row
    (``compat.blackwell-min``)."""
    row = rules.precision(catalog.card(blackwell[0])) or {}
    return _note(catalog, "compat.blackwell-min", msg(
        "recommend.blackwell", "{cards}: Blackwell, so CUDA {cuda} or newer and PyTorch {pytorch} or newer with "
        "the CUDA 12.8 (cu128) wheels; older builds fail with '{error}'.", cards=[card_param(c) for c in blackwell],
        cuda=row["min_cuda"], pytorch=row["min_pytorch"], error=pytorch_error("sm_120")))
