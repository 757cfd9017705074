"""``compare`` for LLM work: two cards (or machines) weighed by what their memory runs and how fast they decode.

Split out of :mod:`advisor.compare` along the LLM seam (behaviour unchanged): :func:`compare_cards` is the
command's entry, :func:`compare_llm` for LLM work where memory decides, :func:`advisor.compare.compare` else.
"""

from __future__ import annotations

from functools import partial

from .catalog import Catalog
from .compare import CONSUMER_LINES, _price_of, compare, deciding, kept_facts, named
from .compare_support import extend_new, sentence
from .cuda_value import engine_held
from .decode_vendor import vendor_said
from .fits import Estimate, need_gb
from .i18n import Message, Money, Number, Quantity, Text, msg
from .kept import Same, keep
from .models import Card, CardFacts, Comparison, Market, Reason, Speed
from .pro_pair import HELD, pro_pair
from .recommend import TIE
from .rules import RuleBook, card_param, gb, join
from .thresholds import ROOMY_SLOWDOWN
from .used_msrp import used_msrp_reasons
from .workload import QUANTS, DecodeSpeeds, Ladder, Rung


def compare_cards(catalog: Catalog, rules: RuleBook, market: Market, a: Card, b: Card, *,
                  queries: tuple[str, str] = ("", ""), use_case: str = "general", ladder: Ladder | None = None,
                  speeds: DecodeSpeeds | None = None, job: Estimate | None = None) -> Comparison:
    """Compare cards ``a`` and ``b`` in ``market`` (:func:`advisor.compare.compare`, whose inputs these are).
    For LLM work in a market where memory decides (``ladder`` and ``speeds`` given), the speed is decode
    tokens/s and the value weighs memory first (:func:`compare_llm`), on ``job`` when given (the model the
    question names, an :class:`advisor.fits.Estimate`). Never raises for a missing figure."""
    if (use_case == "llm" and market.policy.memory == "decides" and ladder is not None and speeds is not None
            and a.name != b.name):
        return compare_llm(catalog, rules, market, a, b, ladder, speeds, job)
    return compare(catalog, rules, market, a, b, queries=queries, use_case=use_case)



def _break_even(rules: RuleBook, m: Market, a: Card, b: Card, card: Card, f, bare: list) -> Reason | None:
    """A common used card with no market row ("2080 ti 22g"; break27 #22) beside a priced consumer card ``card``
    (its facts ``f``): the price at which it would give that card's tokens/s per money, with the memory each has — a
    verdict on what is known (rule ``value.perf-per-price``); ``None`` when the two are not both consumer cards, or a
    speed or price is missing."""
    if not (len(bare) == 1 and f.price is not None and f.speed and bare[0].speed and f.speed.value and (
            a.line in CONSUMER_LINES and b.line in CONSUMER_LINES)):
        return None
    other = next(c for c in (a, b) if c.name == bare[0].card)
    return rules.reason("value.perf-per-price", msg(
        "compare.llm.break-even", "No price in {market} for {other}, so its value is weighed by the price it "
        "would need: at up to {most} it gives as many tokens/s per money as {card} at {price} ({other_memory} "
        "against {memory}); above that, {card} is the better value.", market=m.name,
        other=card_param(bare[0].card), most=Money(amount=round(
            _price_of(f).amount * bare[0].speed.value / f.speed.value, -1), currency=m.currency),
        card=card_param(f.card), price=Money(amount=_price_of(f).amount, currency=m.currency),
        other_memory=gb(other.llm_memory_gb or 0), memory=gb(card.llm_memory_gb or 0)))


def _decode_said(speeds: DecodeSpeeds, hi, lo, speedup: float, params: dict) -> Message:
    """The comparison's decode sentence for the faster side ``hi`` and the slower ``lo`` (their facts; ``params`` the
    sentence's): with every figure scaled off its bandwidth's estimate said (its own runs or its architecture's),
    or that bandwidth alone would mislead where the figures sit off it, else that decode follows bandwidth."""
    scaled = []  # every card whose figure is scaled off its bandwidth's estimate, with its factor (break 9 #2)
    for name in (hi.card, lo.card):
        if name in speeds.device_factors:  # its own published runs sit off the estimate (U21: the Tesla P40)
            scaled.append(msg("compare.llm.decode-own-runs", "{card}'s published llama.cpp-family runs give "
                              "{factor:.2f}x what its bandwidth predicts, and its figure is scaled to them",
                              card=card_param(name),
                              factor=Number(value=round(speeds.device_factors[name][0], 2))))
        elif borrowed := speeds.borrowed_factor(name):  # no runs: its architecture's (or a newer one's)
            scaled.append(msg("compare.llm.decode-arch-runs", "{card} has no published run: scaled as the {arch} "
                              "cards' runs ({factor:.2f}x, an assumption)", card=card_param(name),
                              arch=borrowed[2], factor=Number(value=round(borrowed[0], 2))))
        elif (own := hi if name == hi.card else lo).speed is not None and own.speed.kind == "estimated" and (
                vendor := vendor_said(speeds.model, name, lo.card if own is hi else hi.card, card_param(name))):
            scaled.append(vendor)  # fix43f: an AMD or Intel card at its own vendor's measured share
    if scaled:
        said = msg("compare.llm.decode-runs", "For LLMs: on {model}, {hi} decodes at ≈ {hi_speed:.0f} tokens/s "
                   "and {lo} at ≈ {lo_speed:.0f} ({speedup}); decode follows memory bandwidth ({bw_hi} vs "
                   "{bw_lo}), but {scaled}.", scaled=join(scaled, "semicolon"), **params)
    elif _off_bandwidth(speedup, hi.bandwidth_gb_s, lo.bandwidth_gb_s):
        # a measured run beside a device class's estimate (a DGX Spark's 59 tokens/s against a Mac's 60 at twice
        # its bandwidth): "decode follows memory bandwidth" would contradict the figures shown beside it
        said = msg("compare.llm.decode-off-bandwidth", "For LLMs: on {model}, {hi} decodes at ≈ {hi_speed:.0f} "
                   "tokens/s and {lo} at ≈ {lo_speed:.0f} ({speedup}), though their memory bandwidth is {bw_hi} vs "
                   "{bw_lo}: the figures come from published runs of these devices or their class, and here "
                   "bandwidth alone would mislead.", **params)
    else:
        said = msg("compare.llm.decode", "For LLMs: on {model}, {hi} decodes at ≈ {hi_speed:.0f} tokens/s and {lo} "
                   "at ≈ {lo_speed:.0f} ({speedup}); decode follows memory bandwidth, {bw_hi} vs {bw_lo}.",
                   **params)
    return said

def _side(catalog: Catalog, rules: RuleBook, market: Market, card: Card, speeds: DecodeSpeeds,
          job: Estimate) -> CardFacts:
    """One side of an LLM comparison: ``card``'s facts in ``market`` with its decode tokens/s on ``job`` as its speed
    and its tokens/s per price (none without a figure or a price, and no figure on a model ``card``'s memory cannot
    hold: judge87 F01 gave a 6 GB card "≈ 5 tok/s" on the 32B the same answer says it cannot hold)."""
    f = kept_facts(catalog, rules, card, market)
    d = speeds.of(card, job) if card.llm_memory_gb is None or card.llm_memory_gb >= need_gb(job.total) else None
    speed = Speed(measure="decode", value=round(d.tok_s, 1), kind=d.kind, source=d.source, model=job.arch.name,
                  precision=job.precision, quant=QUANTS.get(job.precision)) if d else None
    ppp = round(d.tok_s / f.price.amount * 1000, 4) if d and f.price else None
    return f.model_copy(update={"speed": speed, "performance_per_price": ppp})


def _holds(card: Card, tier: Rung | None) -> Message:
    """What ``card``'s memory holds of the ladder (its rung ``tier``, or none)."""
    if card.line == "xeon-phi":  # a coprocessor: no sizes (issue 28)
        return msg("compare.llm.no-stack", "{card} runs no LLM: no current framework or llama.cpp backend targets "
                   "it", card=card_param(card.name))
    if tier:
        return msg("compare.llm.holds", "{card} ({memory}) holds up to {model}", card=card_param(card.name),
                   memory=gb(card.llm_memory_gb or 0), model=_job(tier.estimate))
    return msg("compare.llm.holds-none", "{card} ({memory}) holds none of the ladder's models with headroom",
               card=card_param(card.name), memory=gb(card.llm_memory_gb or 0))


def compare_llm(catalog: Catalog, rules: RuleBook, market: Market, a: Card, b: Card, ladder: Ladder,
                speeds: DecodeSpeeds, asked: Estimate | None = None) -> Comparison:
    """Two cards (or machines) for running LLMs (issue 16 §4, ``memory.llm-task``): what each one's
    memory runs (the largest model of the ladder it holds with headroom), the decode tokens/s of both
    on the largest model both hold (bandwidth-bound, so 960 vs 936 GB/s is about a tie however far
    their training speeds differ), and the better value: the card that runs more for at most 25 %
    more money, else decode tokens/s per price; a card the rules do not take for LLM work is never
    the better value. ``asked``: the model the question names (an :class:`advisor.fits.Estimate` both
    cards hold), compared on instead of the ladder's model."""
    from .llm_picks import runs_llms
    from .recommend import Offer

    tiers = [ladder.tier(c.llm_memory_gb or 0) for c in (a, b)]
    common = min((t for t in tiers if t is not None), key=lambda t: t.index, default=None)
    job = asked if asked is not None else (common or ladder.rungs[0]).estimate
    # each side depends on its card, the market and the model compared on, never on the other card: kept per rule
    # book (perf28, issue 30 §1: its facts with the decode figure, and what its memory holds)
    fa, fb = (keep(rules, "compare.llm-side", (Same(catalog), Same(c), Same(market), Same(speeds), Same(job)),
                   partial(_side, catalog, rules, market, c, speeds, job)) for c in (a, b))
    reasons: list[Reason] = []
    holds = [keep(rules, "compare.llm-holds", (Same(c), Same(t)), partial(_holds, c, t)) for c, t in
             zip((a, b), tiers, strict=True)]
    reasons.append(rules.reason("memory.llm-task", sentence(join(holds, "semicolon"))))  # ended: it heads the answer
    # when a side has no speed (judge87 F01)
    faster, speedup = None, 1.0
    if fa.speed and fb.speed:
        (hi, s_hi), (lo, s_lo) = ((fa, fa.speed), (fb, fb.speed)) if fa.speed.value >= fb.speed.value else (
            (fb, fb.speed), (fa, fa.speed))
        speedup = round(s_hi.value / s_lo.value, 3) if s_lo.value else 1.0
        faster = hi.card if speedup > 1 + TIE else None
        params = dict(model=_job(job), hi=card_param(hi.card), lo=card_param(lo.card),
                      hi_speed=Number(value=s_hi.value), lo_speed=Number(value=s_lo.value),
                      speedup=Quantity(value=speedup, unit="x", digits=2),
                      bw_hi=Quantity(value=hi.bandwidth_gb_s or 0, unit="GB/s"),
                      bw_lo=Quantity(value=lo.bandwidth_gb_s or 0, unit="GB/s"))
        said = _decode_said(speeds, hi, lo, speedup, params)
        reasons.insert(0, rules.reason("memory.llm-task", said))
    m = market
    ok = [(c, f, t) for c, f, t in zip((a, b), (fa, fb), tiers, strict=True)
          if f.price is not None and f.speed is not None and t is not None and runs_llms(catalog, Offer(
              c, f.price, rules.assess(c, m, use_case="llm"), None))]
    better, depends = None, None
    if len(ok) == 2:
        (c1, f1, t1), (c2, f2, t2) = sorted(ok, key=lambda x: -x[2].index)
        slowdown = (f2.speed.value / f1.speed.value) if f1.speed and f2.speed and f1.speed.value else 1.0
        if t1.index > t2.index and slowdown >= ROOMY_SLOWDOWN:  # C1: no winner, the models decide
            reasons.append(rules.reason("memory.never-less", msg(
                "compare.llm.depends", "Which to buy depends on your models: for models up to {fast_model}, {fast} "
                "({speedup} as fast); for {roomy_model}, {roomy}.", fast_model=_job(t2.estimate),
                fast=card_param(f2.card), speedup=Quantity(value=round(slowdown, 2), unit="x", digits=2),
                roomy_model=_job(t1.estimate), roomy=card_param(f1.card))))
            depends = reasons[-1].message
        elif t1.index > t2.index and _price_of(f1).amount <= _price_of(f2).amount * 1.25:
            better = f1.card
            params = dict(card=card_param(f1.card), model=_job(t1.estimate),
                          price=Money(amount=_price_of(f1).amount, currency=m.currency),
                          other=Money(amount=_price_of(f2).amount, currency=m.currency))
            # "more" only of the dearer (issue 28 §6): the roomier card may also be the cheaper one
            reasons.append(rules.reason("memory.never-less", msg(
                "compare.llm.value-memory", "Better value for LLMs: {card}, which runs {model} for at most 25 % more "
                "({price} vs {other}).", **params) if _price_of(f1).amount > _price_of(f2).amount else msg(
                "compare.llm.value-memory.cheaper", "Better value for LLMs: {card}, which runs {model} and costs no "
                "more ({price} vs {other}).", **params)))
        else:
            hv, lv = sorted((f1, f2), key=lambda f: -(f.performance_per_price or 0))
            better = hv.card
            reasons.append(rules.reason("value.perf-per-price", msg(
                "compare.llm.value", "Better value for LLMs: {card}, {value:.1f} vs {other:.1f} tokens/s per {per}.",
                card=card_param(hv.card), value=hv.performance_per_price, other=lv.performance_per_price,
                per=Money(amount=1000, currency=m.currency))))
    elif len(ok) == 1:
        bare = [f for f in (fa, fb) if f.price is None]
        if (even := _break_even(rules, m, a, b, ok[0][0], ok[0][1], bare)) is not None:
            reasons.append(even)
        elif bare:  # value is said only between prices (F01, N13): against an unpriced side, none is named
            reasons.append(rules.reason("market.no-price", msg(
                "compare.value.no-price", "No price in {market} for {cards}, so value is not compared.",
                market=m.name, cards=[card_param(f.card) for f in bare])))
        else:  # the other side is one the rules do not take for LLM work: said why (break23 #16)
            better = ok[0][1].card
            other = next(c for c in (a, b) if c.name != better)
            floor, _ = rules.memory_floor("llm", m)
            if (other.llm_memory_gb or 0.0) < floor:
                reasons.append(rules.reason("memory.llm-task", msg(
                    "compare.llm.value-only", "Better value for LLMs: {card}; {other} has {memory}, below the {floor} "
                    "LLM work needs here.", card=card_param(better), other=card_param(other.name),
                    memory=gb(other.llm_memory_gb or 0.0), floor=gb(floor))))
    reasons.extend(_per_gb(rules, m, [(c, f, t) for c, f, t in zip((a, b), (fa, fb), tiers, strict=True)], better))
    reasons = [_trade(r) if r.message.key == "compare.llm.holds-less" else r for r in reasons]
    for card in (a, b):
        assessment = rules.assess(card, m, use_case="llm")
        block = assessment.blocking()
        if block is not None and block.rule_id not in {r.rule_id for r in reasons} and not (
                block.rule_id in HELD and pro_pair((a, b))):  # two professional cards: their own line (fix61a)
            reasons.append(named(block, card))
    decide = deciding(rules, m, (a, b), "llm", reasons, better)
    extend_new(reasons, decide)  # those not said yet (compare_support.extend_new)
    summary = reasons[0].message
    trade = next((r.message for r in reasons if r.message.key == TRADE), None)
    roomy = None if depends is not None or better and trade is not None or any(
        r.message.key.startswith("compare.llm.value-memory") for r in reasons) else _capacity(a, b, tiers, speeds)
    if roomy is not None:  # "a 128 GB Mac or a 5090": what the memory buys beside the speed, unless a verdict names
        summary = join([summary, roomy])  # the model only the roomier side holds (break27 #19)
    if better and trade is not None:  # what the larger memory buys, beside the value (U21): said in the headline
        summary = join([summary, trade])
    elif better and (why := next((r.message for r in reasons if r.message.key in VALUE_WHY), None)) is not None:
        rival = b if better == a.name else a  # a Radeon's or an Arc's value holds on llama.cpp's engines (fix63b)
        summary = join([summary, engine_held(why, a if rival is b else b, rival)])  # the verdict with its reason
        # (break23 #16: "Better value: 4060 Ti 16 GB.")
    elif better:
        summary = join([summary, msg("compare.better-value", "Better value: {card}.", card=card_param(better))])
    elif depends is not None:
        summary = join([summary, depends])
    else:  # one side priced, the other not: value unsaid, and why (as compare says it)
        unknown = next((r.message for r in reasons if r.message.key in ("compare.value.no-price",
                                                                         "compare.llm.break-even")), None)
        if unknown is not None:
            summary = join([summary, unknown])
    over_msrp = [r for f in (fa, fb) if f.price for r in used_msrp_reasons(catalog, rules, m, f.card, f.price)]
    return Comparison(market=m.ref(), summary=summary, cards=[fa, fb], same_card=False, faster=faster,
                      speedup=speedup, better_value=better, reasons=reasons + over_msrp, measure="decode",
                      deciding=decide + over_msrp)  # newuser17 #6: a used price above its MSRP changes the buy


def _per_gb(rules: RuleBook, market: Market, sides: list, better: str | None) -> list[Reason]:
    """For LLM work, memory is what the money buys first (``line.quadro-memory``, ``memory.never-less``):
    each card's price per GB of memory when both are priced, and, when the better value holds a
    smaller model than the other card, that it holds less."""
    priced = [(c, f, t) for c, f, t in sides if f.price is not None and (c.llm_memory_gb or 0) > 0]
    if len(priced) != 2:
        return []
    parts = [msg("compare.llm.per-gb.card", "{card}, {per_gb}", card=card_param(f.card),
                 per_gb=Money(amount=round(f.price.amount / c.llm_memory_gb), currency=f.price.currency))
             for c, f, _ in priced]
    out = [rules.reason("memory.llm-task", msg("compare.llm.per-gb", "Price per GB of memory: {cards}.",
                                               cards=join(parts, "semicolon")))]
    win = next(((c, f, t) for c, f, t in priced if f.card == better), None)
    other = next(((c, f, t) for c, f, t in priced if f.card != better), None)
    if win is not None and other is not None and win[2] is not None and other[2] is not None \
            and win[2].index < other[2].index:
        out.append(rules.reason("memory.never-less", msg(
            "compare.llm.holds-less", "{card} is the better value per token/s but holds less: {other} ({memory}) runs "
            "{model}, {card} ({own}) only up to {own_model}.", card=card_param(win[1].card),
            other=card_param(other[1].card), memory=gb(other[0].llm_memory_gb or 0), model=_job(other[2].estimate),
            own=gb(win[0].llm_memory_gb or 0), own_model=_job(win[2].estimate))))
    return out


VALUE_WHY = frozenset({"compare.llm.value-memory", "compare.llm.value-memory.cheaper", "compare.llm.value",
                       "compare.llm.value-only"})
"""The value verdicts that say why (the model the roomier card runs, or the tokens/s per price): said in the headline
in place of a bare "Better value: {card}."."""

TRADE = "compare.better-value.trade"
"""The value verdict that says what the other card's larger memory buys (:func:`_trade`)."""


def _trade(less: Reason) -> Reason:
    """The ``compare.llm.holds-less`` reason (the better value holds a smaller model) said as the value verdict with
    what the other card's larger memory buys: "Better value: GeForce RTX 3060 12 GB, but it holds less: Tesla P40's
    24 GB runs Qwen3 32B (Q4_K_M)." (U21: a value verdict between cards of different
    memory says the trade-off in the headline; the dearer card's own costs, a used Tesla's, are the next deciding
    line). Same rule and source (``memory.never-less``)."""
    p = less.message.params  # the largest each holds, both said (fix63b: "Mac Studio vs 5090 for the largest model
    # each runs" heard only the Mac's)
    return less.model_copy(update={"message": msg(
        "compare.better-value.trade", "Better value: {card} (up to {own_model}), but {other}'s {memory} runs "
        "{model}.", card=p["card"], other=p["other"], memory=p["memory"],
        model=p["model"], own_model=_size(p["own_model"]))})


def _size(job):
    """The model of a :func:`_job` parameter ("Qwen3 14B" of "Qwen3 14B (Q4_K_M)"): the size, not its file."""
    params = getattr(job, "params", None)
    return params.get("model", job) if isinstance(params, dict) else job


CAPACITY_APART = 2.0
"""How many times the other side's LLM memory the roomier side has before the largest model each holds is said with
the speed on a model both hold (product choice: twice the memory is another class of model, 32B against 70B-120B)."""


def _capacity(a: Card, b: Card, tiers: list, speeds: DecodeSpeeds) -> Message | None:
    """The largest model each side holds, when one side holds a larger one and has :data:`CAPACITY_APART` times the
    other's memory (break27 #19: a 128 GB MacBook against a 32 GB card was said only on Qwen3 32B, which both hold),
    with the roomier side's decode on it; ``None`` otherwise."""
    ta, tb = tiers
    if ta is None or tb is None or ta.index == tb.index:
        return None
    (big, bt), (small, st) = ((a, ta), (b, tb)) if ta.index > tb.index else ((b, tb), (a, ta))
    if (big.llm_memory_gb or 0.0) < CAPACITY_APART * (small.llm_memory_gb or 0.0):
        return None
    d = speeds.of(big, bt.estimate)
    return msg("compare.llm.capacity", "{big} ({memory}) holds up to {model}{speed}, which {small} ({small_memory}) "
               "cannot hold; {small} holds up to {small_model}.", big=card_param(big.name),
               memory=gb(big.llm_memory_gb or 0.0), model=_job(bt.estimate), small=card_param(small.name),
               small_memory=gb(small.llm_memory_gb or 0.0), small_model=_job(st.estimate),
               speed=msg("compare.llm.capacity.speed", " at ≈ {tok_s:.0f} tokens/s", tok_s=Number(value=d.tok_s))
               if d else Text(value=""))


def _job(est) -> Message:
    """"Qwen3 32B (Q4_K_M)": a model and the file people run it as."""
    return msg("recommend.llm.model", "{model} ({quant})", model=card_param(est.arch.name),
               quant=QUANTS.get(est.precision, est.precision))


OFF_BANDWIDTH = 1.3
"""How far the two decode figures' ratio may stray from the two bandwidths' ratio (either way) before "decode follows
memory bandwidth" would contradict them (a measured run, a device class's efficiency)."""


def _off_bandwidth(speedup: float, bw_hi: float | None, bw_lo: float | None) -> bool:
    """Whether the faster device's ``speedup`` (its decode over the other's) and the bandwidths' ratio (GB/s, the
    faster device's first) differ by more than :data:`OFF_BANDWIDTH` either way; False with a bandwidth unknown."""
    if not bw_hi or not bw_lo or speedup <= 0:
        return False
    ratio = (bw_hi / bw_lo) / speedup
    return ratio > OFF_BANDWIDTH or ratio < 1 / OFF_BANDWIDTH
