"""Answers fitted to the question asked (issue 28, round 3): what :mod:`advisor.ask.answer` adds to or takes
from a command's answer because of how the question was put.

- :func:`levers_asked`: an owner's memory levers only when the question is about memory (U15, N16, F16);
- :func:`budget_buys`: two cards weighed beside a budget neither answers: what the budget buys (F07);
- :func:`largest_size`: several sizes written as one model are sized for the largest (F13);
- :func:`gpu_share`: a whole-PC budget ranks the card's share (F17);
- :func:`laptop_tiers`: a laptop buyer is told what each laptop GPU memory runs of the job (F18).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .. import jobs
from ..compare import shown_price
from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..fits import largest
from ..i18n import Date, ListOf, Message, Money, Number, Quantity, Text, UserText, msg
from ..image_needs import find_generator
from ..kinds import find_job
from ..models import Caveat, Comparison, Price, Recommendation
from ..wording import card_param, gb, join
from . import cues
from .cheaper_card import REPLACING
from .followups import market_rates
from .laptop_budget import laptop_budget, laptop_class, priced_laptops
from .middle_step import step_taken, steps_said, steps_shown
from .models import BudgetSlot, ModelSlot, ReadAs
from .offer_scam import genuine_only
from .options_owned import better_than_had, buying_options
from .ranked_slots import ranked_for
from .vocabulary import vocabulary
from .whole_pc import after_rest

if TYPE_CHECKING:
    from ..api import Advisor

_LAPTOP_GPU = re.compile(r"mobile|laptop|max-q", re.I)  # a laptop GPU's catalogue name

BUDGET_WEIGHED = ("ask.budget-buys", "ask.over-budget", "ask.within-budget", "ask.laptop.budget", "ask.fit-budget")
"""The keys of the sentences that weigh a budget said beside compared cards (so no note says it is set aside)."""

GENERIC_LEVER = "shape.owner.lever"
"""An owner's lever said without a job to size it ("Saves memory: smaller batch with gradient accumulation.")."""


def levers_asked(text: str, read_as: ReadAs, shape):
    """An owner's answer keeps its memory levers in the short form only when the question is about memory
    (it reports running out of it) and nothing it raised says already what saves memory (a higher resolution's
    tiles and offload, ``oom-resolution-*``): "does the 3090 support peer-to-peer?", "is the 5090 supported by
    PyTorch?" or "ChatRTX does not support my 5070" are answered without "Saves memory: smaller batch" in the
    room of the ``--verbose`` line. A lever sized on a named job stays (it answers that job)."""
    if shape.asked != "own" or not read_as.own:  # an owner's answer (why --own)
        return shape
    about_memory = vocabulary().intents["oom"].search(text.lower()) is not None
    answered = any(c.rule_id == "owner.out-of-memory" for c in shape.decides)
    if about_memory and not answered:
        return shape
    kept = [c for c in shape.caveats if c.message.key != GENERIC_LEVER]
    if len(kept) == len(shape.caveats):
        return shape
    return shape.model_copy(update={"caveats": kept, "details": shape.details + len(shape.caveats) - len(kept)})


def budget_buys(advisor: Advisor, read_as: ReadAs, answer) -> list[Caveat]:
    """Two cards weighed beside a budget ("about $600 to replace my 1080 Ti: RX 6800 XT or RTX 3070 Ti?"), one of
    them unpriced here or over it: what the budget buys here is said too — ``recommend``'s first pick and, when
    another has more memory, the pick with the most (memory first for deep learning) — so the budget asked
    about is answered, not set aside."""
    budget = read_as.budget
    if not isinstance(answer, Comparison) or budget is None or not buying_options(read_as):
        return []
    laptops = [c for c in read_as.cards if _LAPTOP_GPU.search(c)]
    if laptops:  # "laptop with 4060 or desktop 3060, ~1200": the budget buys a whole laptop, never a desktop card
        laptop = laptop_class(advisor, budget, min(advisor.card(c).memory_gb or 0.0 for c in laptops))
        return [laptop] if laptop is not None else []
    market = getattr(getattr(answer, "market", None), "id", None)
    model = read_as.model.name if read_as.model is not None else None
    try:  # the same job the comparison weighs: a model named is ranked for that model (one truth)
        rec = advisor.recommend(f"{budget.amount:g} {budget.currency}", market=market,
                                use_case=read_as.use_case or "general", model=model,
                                task=read_as.task if model is not None else None,
                                job=ranked_for(read_as, model))
    except AdvisorError:
        return []
    shape = getattr(answer, "shape", None)
    asked = [x for x in (shape.ranking if shape is not None else []) if x.card in read_as.cards]
    if asked and all(x.price is not None and (x.total if x.gpus > 1 and x.total else x.price.amount)
                     <= rec.budget.market_amount for x in asked):
        return []  # both cards are priced within the budget: the comparison answers it
    if rec.picks and rec.picks[0].card in read_as.cards:
        return []  # the budget's own first pick is a card asked about: the comparison answers it
    picks = [p for p in rec.picks if p.card not in read_as.cards  # never a card no better than the one had
             and better_than_had(advisor, read_as, p.card, p.memory_gb)]
    if not picks:
        return []

    def said(p) -> Message:
        if p.gpus > 1:  # a split the job needs ("2 x Tesla P40" for 70B): the count and the rig's price
            return msg("ask.budget-buys.rig", "{gpus} x {card} ({memory} in all, {price})", gpus=Number(value=p.gpus),
                       card=card_param(p.card), memory=gb(p.job_memory_gb or (p.memory_gb or 0) * p.gpus),
                       price=Money(amount=p.total_cost, currency=p.price.currency))
        price = Money(amount=p.price.amount, currency=p.price.currency)
        if f"{p.memory_gb or 0:g} GB)" in p.card:  # a machine named with its memory: said once
            return msg("ask.budget-buys.machine", "{card} ({price})", card=card_param(p.card), price=price)
        return msg("ask.budget-buys.pick", "{card} ({memory}, {price})", card=card_param(p.card),
                   memory=gb(p.memory_gb or 0), price=price)

    first, roomy = picks[0], max(picks, key=lambda p: (p.memory_gb or 0, -picks.index(p)))
    money = Money(amount=budget.amount, currency=budget.currency)
    text = (msg("ask.budget-buys.two", "For {budget}, the ranking here picks {first}; the most memory within it: "
                "{roomy}.", budget=money, first=said(first), roomy=said(roomy))
            if (roomy.memory_gb or 0) > (first.memory_gb or 0) else
            msg("ask.budget-buys", "For {budget}, the ranking here picks {first}.", budget=money, first=said(first)))
    return [Caveat(rule_id="value.budget-first", weight=DECIDING_WEIGHT, message=text)]


SIZE_LIST = re.compile(r"(?<![a-z0-9.])(\d+(?:\.\d+)?)\s*b("
                       r"(?:\s*(?:/|、|,|，|\bor\b|\band\b|\bvs\b\.?|\bversus\b|或者|还是|還是|或|和|及|对比|對比)\s*"
                       r"\d+(?:\.\d+)?\s*b)+)(?![a-z])")
"""Model sizes written together as one ("the 7B/13B model", "7b or 13b", "7B和13B", "7b vs 14b": each fit said)."""


def largest_size(text: str, model: ModelSlot, notes: list[Message]) -> ModelSlot:
    """Several sizes written as one model ("fine-tuning plus RLHF of the 7B/13B model") are answered for the
    largest — what fits it fits the smaller — and a note on ``notes`` says so; ``model`` (the first size read)
    when the text lists none, or when it is not among them."""
    for m in SIZE_LIST.finditer(text):
        sizes = [float(m.group(1)), *(float(x) for x in re.findall(r"(\d+(?:\.\d+)?)\s*b", m.group(2)))]
        if not any(abs(x - model.params_b) < 0.05 for x in sizes):
            continue
        top = max(sizes)
        if top <= model.params_b:
            return model
        name = f"{top:g}B"
        notes.append(msg("ask.note.largest-size", "“{sizes}” read as {model}, the largest: what holds it holds the "
                         "smaller; ask with one size for its own figures.", sizes=UserText(value=m.group(0)),
                         model=Text(value=name)))
        return ModelSlot(name=name, params_b=top)
    return model


GPU_SHARE = 0.40
"""The card's share of a whole-PC budget: the top of the 25-40 % PC builders give the GPU ("We recommend
spending around 25%-40% of your PC's total cost on a GPU", pcmecca.com/how-much-should-you-spend-on-a-gpu/;
30-40 % at buildbeastpc.com, 35 % in calcbee.com's build budget allocator) — the top, as deep learning leans on
the card more than the games those guides size for."""


WHOLE_NOTES = ("ask.gpu-share", "ask.pc-rest")
"""The keys of :func:`gpu_share`'s note: a budget read as a whole machine's, the card's share said."""


def reshared(update: dict, notes: list[Message]) -> dict:
    """A follow-up's slot ``update`` (:func:`advisor.ask.answer.merge`) with, when it changes the budget of a
    recommendation read as a whole machine's, the card's-share note of ``notes`` (the reading before's, or the
    update's own) made again for the new budget ("配一台训练主机预算3万" then "那5万呢" kept "剩下 ¥16,830 … 整笔
    ¥3万": break19 #8); ``update`` itself otherwise."""
    if "budget" not in update or update.get("command") != "recommend":
        return update
    said = update.get("notes", notes)
    if not any(n.key in WHOLE_NOTES for n in said):
        return update
    return {**update, "notes": [gpu_share(update["budget"])[1] if n.key in WHOLE_NOTES else n for n in said]}


def gpu_share(budget: BudgetSlot) -> tuple[BudgetSlot, Message]:
    """A whole-PC budget ("1000€ for GPU, RAM and CPU") as the card's budget (:data:`GPU_SHARE` of it) and the
    note that says the assumption, so the member can give the card's own budget instead. The reading keeps the
    budget said; the note makes :func:`run` rank the card's share. A budget large enough that the rest of a
    deep-learning PC leaves the card more (:func:`advisor.ask.whole_pc.after_rest`: about 1,980 USD of CPU, board,
    RAM, SSD, supply and case) is that remainder, with its own note (``ask.pc-rest``)."""
    rested = after_rest(budget, GPU_SHARE)
    if rested is not None:
        return rested
    share = BudgetSlot(amount=round(budget.amount * GPU_SHARE), currency=budget.currency)
    return share, msg("ask.gpu-share", "the budget is for the whole PC: the card's share is taken as {share:.0%} "
                      "of {whole}, {card} (PC builders give the GPU 25-40 %; the rest buys the CPU, RAM, board and "
                      "power supply) — give the card's own budget to change it",
                      share=Number(value=GPU_SHARE), whole=Money(amount=budget.amount, currency=budget.currency),
                      card=Money(amount=share.amount, currency=share.currency))




LAPTOP_YEARS = 4
"""Product choice: the laptop GPUs a buyer still finds in laptops on sale are those released in the four years
before the market's date (the RTX 40 and 50 laptop parts in 2026)."""
LAPTOP_TIERS = 4
"""The memory sizes said, smallest first (product choice: a laptop budget reaches the smaller ones)."""
LAPTOP_NAME = re.compile(r"\b(?:Mobile|Laptop)\b")


def _tiers(advisor: Advisor, budget: BudgetSlot | None, sizes: list[float]) -> int:
    """How many laptop memory sizes to say: :data:`LAPTOP_TIERS`, or with a budget, every size up to the first one
    no priced laptop within it has (``data/laptop_prices.csv``: "under 2000" reaches a 16 GB RTX 4090 laptop, so the
    12 and 16 GB classes are said, and the 24 GB one it does not reach; fix44d, break35 #16)."""
    if budget is None:
        return LAPTOP_TIERS
    reached = [m for row, m in priced_laptops(advisor, budget.currency) if row.amount <= budget.amount]
    top = max(reached, default=0.0)
    return max(LAPTOP_TIERS, sum(1 for s in sizes if s <= top) + 1)


def laptop_tiers(advisor: Advisor, read_as: ReadAs, text: str, answer) -> list[Caveat]:
    """A laptop buyer's recommendation (F18: "are 4 or 6 GB enough? I need a laptop"): the ranking is of desktop
    cards, but a laptop's GPU comes with it, so what decides is what each laptop GPU memory runs of the job asked
    (:func:`laptop_groups`): one deciding sentence with the GeForce laptop GPUs of the last :data:`LAPTOP_YEARS`
    years by memory, and the laptop class the budget buys when the headline names none within it."""
    said = laptop_groups(advisor, read_as, text, answer)
    tiers = [msg("ask.laptop.tier", "{memory} ({cards}): {what}", what=what,
                 memory=ListOf(items=[gb(m) for m in memories], style="or"),
                 cards=ListOf(items=[card_param(n) for n in names], style="and")) for memories, names, what in said]
    if not tiers:
        return []
    budget = laptop_budget(advisor, read_as, answer, said[-1][0][0])  # the laptop class the money buys (F18)
    if budget is not None and budget.message.key == "ask.laptop.budget.over" and read_as.budget is not None and any(
            row.amount <= read_as.budget.amount for row, _ in priced_laptops(advisor, read_as.budget.currency,
                                                                             said[0][0][0])):
        budget = None  # the headline names the laptop class within the budget: never also "rather than a laptop with
        # less memory" of a class over it (fix63c: a $2,500 laptop told 16 GB, then to look for 24 GB on sale)
    return [Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=msg(
        "ask.laptop.tiers", "In a laptop, its GPU's memory decides what it runs: {tiers}.",
        tiers=join(tiers, "semicolon"))), *([budget] if budget is not None else [])]


def laptop_groups(advisor: Advisor, read_as: ReadAs, text: str, answer) -> list[tuple[list[float], list[str], Message]]:
    """What each laptop GPU memory runs of a laptop buyer's job, smallest first (at most :data:`LAPTOP_TIERS`
    sizes): the memory sizes said together, the newest GeForce laptop GPU of each, and what they run (image or
    video generation from ``data/owner_jobs.csv``, the largest LLM in 4-bit from the model table); sizes that run
    the same are one group. Empty for any other answer."""
    if not isinstance(answer, Recommendation) or not read_as.laptop:
        return []
    job = find_job(text)
    job = job if job in ("image-gen", "video-gen") else "llm" if read_as.use_case in ("llm", None, "general") or (
        job == "llm") else None  # "laptop for ai under $1000": a laptop answer too, on the LLM sizes (round 7)
    market = getattr(getattr(answer, "market", None), "id", None)
    if job is None or market is None:
        return []
    year = int(advisor.catalog.market(market).as_of[:4])
    sizes: dict[float, list[str]] = {}
    for name in advisor.catalog.card_rows:
        if not LAPTOP_NAME.search(name) or not name.startswith("GeForce"):
            continue
        card = advisor.card(name)
        released = int((card.release_date or "0")[:4])
        if card.memory_gb and year - LAPTOP_YEARS <= released <= year and advisor.rules.is_laptop(card):
            sizes.setdefault(card.memory_gb, []).append(name)
    said: list[tuple[list[float], list[str], Message]] = []  # memory sizes, a card of each, what they run
    for memory in sorted(sizes)[:_tiers(advisor, read_as.budget, sorted(sizes))]:
        if job == "llm":
            b = largest(advisor.llm_models, memory, "inference", "int4")
            what = (msg("ask.laptop.llm", "LLMs up to {size:.0f}B in 4-bit", size=Number(value=b)) if b else
                    msg("ask.laptop.nothing", "none of the set-ups published"))
        else:  # the heaviest set-up it holds without CPU offload, else with it
            fit = [r for r in jobs.rows(job) if r.level == "supported" and r.vram_gb <= memory]
            fit = [r for r in fit if r.speed_note != "offload"] or fit
            best = max(enumerate(fit), key=lambda t: (t[1].vram_gb, t[0]))[1] if fit else None
            what = (msg("ask.laptop.job", "{model} at {resolution} ({setting})", model=card_param(best.model),
                        resolution=Text(value=best.resolution), setting=Text(value=best.setting)) if best else
                    msg("ask.laptop.nothing", "none of the set-ups published"))
        newest = max(sizes[memory], key=lambda n: (advisor.card(n).release_date or "", n))
        if said and said[-1][2] == what:  # the same as the size before: said together ("4 GB or 6 GB")
            said[-1][0].append(memory)
            said[-1][1].append(newest)
        else:
            said.append(([memory], [newest], what))
    return said


def upgrade_steps(advisor: Advisor, read_as: ReadAs, owned: bool, answer, text: str = "") -> list[Caveat]:
    """An owner weighing their card against an upgrade ("I have a 3090 Ti: upgrade to an RTX PRO 6000 (96 GB),
    or wait?", F08), or out of memory on it ("training on my 3080 runs out of memory, would an RTX A6000 help?",
    N06): the steps up in memory from theirs (``why --own``'s upgrades: the cheapest recommended card
    of each larger memory size, :func:`advisor.owner.ownership`), so the middle step (a 32 GB card before a 96 GB
    one) is said beside the one asked about."""
    low = text.lower()
    if not isinstance(answer, Comparison) or not owned or len(read_as.cards) != 2 or not (
            cues.UPGRADE.search(low) or vocabulary().intents["oom"].search(low)):
        return []  # an owner asking to upgrade ("upgrade to an RTX PRO 6000, or wait?") or out of memory ("would an
        # A6000 help?", N06: the cheaper steps up in memory too), not whether theirs runs it
    if REPLACING.search(low):
        return []  # "upgrading from my 2080 Ti: 3080 or 4070?": theirs is the card replaced, neither compared
    mine = read_as.cards[0]
    if (advisor.card(read_as.cards[1]).memory_gb or 0) <= (advisor.card(mine).memory_gb or 0):
        return []  # the card weighed has no more memory than theirs: no upgrade in memory is asked about
    market = getattr(getattr(answer, "market", None), "id", None)
    try:
        verdict = advisor.why(mine, market=market, use_case=read_as.use_case or "general", own=True)
    except AdvisorError:
        return []
    steps = [a for a in (verdict.owner.upgrades if verdict.owner else []) if a.price is not None]
    if not steps:
        return []
    asked = read_as.cards[1]
    shown = steps_shown(advisor, verdict.market.id, mine, asked, read_as.use_case or "general", steps)
    said = steps_said(advisor, verdict.market.id, mine, asked, read_as.use_case or "general", steps)
    if not said:
        return []
    params = dict(card=card_param(mine), memory=gb(advisor.card(mine).memory_gb or 0), steps=join(said, "comma"))
    oom = vocabulary().intents["oom"].search(low)  # out of memory, the need unknown: every step said (N06)
    first = None if oom else step_taken(advisor, mine, asked, shown, _job_runs(advisor, read_as, text),
                                        decode=read_as.use_case == "llm" or find_job(text) == "llm")
    if first is not None and first.price is not None:  # the step an expert names first (grade87 F08: the 32 GB 5090
        # before a 96 GB RTX PRO 6000), and when the card asked about is worth its price
        return [Caveat(rule_id="memory.never-less", weight=DECIDING_WEIGHT, message=msg(
            "ask.upgrade-steps.first", "From your {card} ({memory}), the first step up is {step} ({step_memory}, "
            "{price}), the cheapest with more memory that is clearly faster; {asked}'s {asked_memory} pays only for "
            "work that needs more than {step_memory}.", step=card_param(first.card),
            step_memory=gb(first.memory_gb or 0), price=Money(amount=first.price.amount, currency=first.price.currency),
            asked=card_param(asked), asked_memory=gb(advisor.card(asked).memory_gb or 0),
            card=params["card"], memory=params["memory"]))]
    return [Caveat(rule_id="memory.never-less", weight=DECIDING_WEIGHT, message=msg(
        "ask.upgrade-steps", "From your {card} ({memory}), the steps up in memory here: {steps}.", **params))]


def _job_runs(advisor: Advisor, read_as: ReadAs, text: str):
    """How much of the job asked a memory (GB) runs, for :func:`advisor.ask.middle_step.step_taken`: the heaviest
    published image or video set-up it holds (``data/owner_jobs.csv``), or the largest LLM in 4-bit for LLM work
    (billions); ``None`` for any other job or a generator the tables do not hold."""
    job = find_job(text)
    if job in ("image-gen", "video-gen") and find_generator(text, unnamed_video=True) is not None:  # a tool the
        # tables do not hold ("this video upscaler", F08) has no published sizes: the speed rule alone
        return lambda memory: (jobs.heaviest_setup(job, memory) or (0.0, None))[0]
    if read_as.use_case == "llm" or job == "llm":
        return lambda memory: largest(advisor.llm_models, memory, "inference", "int4") or 0.0
    return None


def left_out(advisor: Advisor, read_as: ReadAs, answer) -> list[Caveat]:
    """Three options asked about ("魔改2080Ti 22G、Tesla P40 还是原版2080Ti 11G？", F01) where a comparison weighs two:
    the first option left out is set against the first compared by what decides first, memory (its comparison's
    memory line), so no option asked about goes unanswered; nothing when the two have the same memory."""
    if not isinstance(answer, Comparison) or len(read_as.cards) < 3:
        return []
    market = getattr(getattr(answer, "market", None), "id", None)
    try:
        other = advisor.compare(read_as.cards[0], read_as.cards[2], market=market,
                                use_case=read_as.use_case or "general")
    except AdvisorError:
        return []
    # a gap that changes what runs (N13: never "12 GB vs 11 GB: more only helps if your models need it")
    lines = [r for r in [*other.deciding, *other.reasons]
             if r.message.key.startswith("compare.memory.") and r.message.key != "compare.memory.enough"]
    if not lines:
        return []
    said = msg("ask.left-out.against", "Against {card}: {line}", card=card_param(read_as.cards[2]),
               line=lines[0].message)  # the card it is set against named: never read as against the second
    return [Caveat(rule_id=lines[0].rule_id, weight=DECIDING_WEIGHT, message=said)]


def smaller_size(read_as: ReadAs, answer, again) -> list[Caveat]:
    """Several sizes answered for the largest (:func:`largest_size`) on the owner's hardware: the smallest size's
    own fit on it is said too (F11: "can 8 GB fine-tune this 7B or 13B model?" — the 13B does not fit, the 7B
    does with QLoRA), so each size asked about is answered. ``again``: the command run on another reading."""
    note = next((n for n in read_as.notes if n.key == "ask.note.largest-size"), None)
    rig = getattr(answer, "rig", None)
    if note is None or rig is None or read_as.model is None:
        return []
    said = note.params["sizes"]
    sizes = [float(x) for x in re.findall(r"(\d+(?:\.\d+)?)\s*b", said.value if isinstance(said, UserText) else "")]
    small = min(sizes, default=read_as.model.params_b)
    if small >= read_as.model.params_b:
        return []
    try:
        other = again(read_as.model_copy(update={"model": ModelSlot(name=f"{small:g}B", params_b=small)}))
    except AdvisorError:
        return []
    done = getattr(other, "rig", None)
    return [Caveat(rule_id="owner.out-of-memory", weight=DECIDING_WEIGHT, message=done.message)] if done else []


TOO_LOW = 0.4
"""Product choice: an offer under this share of the card's price in the market (more than 60 % below it; half price
stays "a good price, if the card is sound") is said as one to check before paying, never as "a good price"
(answers38 #7: a new RTX 3090 for 300 USD, 76 % below the used price, was called a good price)."""


def offer_against_market(advisor: Advisor, read_as: ReadAs, answer, market_id: str, *, card: str | None = None,
                         offer: BudgetSlot | None = None):
    """``answer`` to a price offered for a card ("4090 for 3500 worth it?", "a100 40gb used for 1500, good
    deal?"; ``read_as.offer``) with what decides it first: the card's own price in the market
    (:func:`advisor.compare.shown_price`, the condition the question says if it says one) and how far the
    offer is above or below it, in percent. ``answer`` itself when the card has no price there or the offer
    is in a currency the market has no rate for (no rate is assumed); an offer more than 60 % below the market
    (:data:`TOO_LOW`) is said as one to check before paying; an offer in another currency is converted at
    the market's rate (``data/exchange_rates.csv``, as budgets are) and the converted amount said beside it.
    ``card`` and ``offer``: one card's offer of several (a comparison's, :mod:`advisor.ask.offers`), else the
    reading's one card and ``read_as.offer``."""
    shape, offer = getattr(answer, "shape", None), offer or read_as.offer
    if shape is None or offer is None or not (card or read_as.cards):
        return answer
    card = card or read_as.cards[0]
    prices = advisor.catalog.price_of(market_id, card)
    same = [p for p in prices if p.condition == read_as.condition] if read_as.condition else prices
    price = shown_price(same) or shown_price(prices)
    if price is None:  # "3090 ti for 900": no price here to set it against, said (never silence; break21 #7)
        unpriced = msg("ask.offer.unpriced", "{card} for {amount}: no price for it here to set the offer against, so "
                       "this answer cannot say whether the price is good; compare it with a card priced here (its "
                       "nearest sibling) to weigh it.", card=card_param(card),
                       amount=Money(amount=offer.amount, currency=offer.currency))
        return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [
            Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=unpriced), *shape.decides]})})
    unsold = read_as.condition is not None and price.condition != read_as.condition  # "3090 for 300 new": no new
    amount: Money | Message = Money(amount=offer.amount, currency=offer.currency)
    offered = offer.amount
    if price.currency != offer.currency:  # "二手3090 4500块" in a USD market: at the market's rate, said
        rates = market_rates(advisor, market_id)
        if offer.currency not in rates or price.currency not in rates or rates[price.currency] <= 0:
            return answer  # no rate for it: no comparison assumed
        offered = offer.amount * rates[offer.currency] / rates[price.currency]
        amount = msg("ask.offer.converted", "{amount} (≈ {converted})", amount=amount,
                     converted=Money(amount=round(offered), currency=price.currency))
    gap = round(abs(offered / price.amount - 1) * 100)
    params = dict(card=card_param(card), amount=amount,
                  market=Money(amount=price.amount, currency=price.currency), date=Date(value=price.as_of),
                  condition=msg("price.condition.used", "used") if price.condition == "used"
                  else msg("price.condition.new", "new"),
                  gap=Quantity(value=gap, unit="%", digits=0))
    if offered > price.amount * 1.05:
        said = msg("ask.offer.above", "{card} for {amount} is {gap} above its price here, {market} {condition} "
                   "({date}): not a good deal.", **params)
    elif offered < price.amount * TOO_LOW and any(n.key == "ask.offer.bid" for n in read_as.notes):
        # the asker's own bid far below the market ("收3090 2500", "I'm offering $300 for a 3090"): a seller is
        # unlikely to take it, not a card "almost certainly not what it seems" (mend55c, break48)
        said = msg("ask.offer.bid-low", "{card} for {amount} is {gap} below its price here, {market} {condition} "
                   "({date}): few sellers will take that; one who does needs checking — that it is the card named "
                   "and works under load.", **params)
    elif offered < price.amount * TOO_LOW:  # "3090 for 300 USD new": no bargain to take on trust
        said = msg("ask.offer.too-low", "{card} for {amount} is {gap} below its price here, {market} {condition} "
                   "({date}): so far below the market that it needs checking before paying — that it is the card "
                   "named (not a laptop part or a cut-down variant), that it works under load, and that the seller "
                   "can be trusted.", **params)
    elif offered < price.amount * 0.95 and price.condition == "new" and any(
            n.key == "ask.offer.shop" for n in read_as.notes):  # a shop's new card: no wear to check (answers51 #4)
        said = msg("ask.offer.below-shop", "{card} for {amount} is {gap} below its price here, {market} {condition} "
                   "({date}): a good price for a new card.", **params)
    elif offered < price.amount * 0.95:
        said = msg("ask.offer.below", "{card} for {amount} is {gap} below its price here, {market} {condition} "
                   "({date}): a good price, if the card is sound.", **params)
    else:
        said = msg("ask.offer.at", "{card} for {amount} is about its price here, {market} {condition} ({date}).",
                   **params)
    unsold_said = [Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=msg(
        "ask.offer.unsold", "{card} has no {asked} price here (it is no longer sold {asked}): the offer is set against "
        "its {condition} price.", card=card_param(card), condition=params["condition"],
        asked=msg("price.condition.used", "used") if read_as.condition == "used"
        else msg("price.condition.new", "new")))] if unsold else []
    if said.key == "ask.offer.too-low" and len(
            read_as.cards) == 1 and getattr(answer, "verdict", None) is not None:
        # "3090 for 300 new", "is a 4090 for $400 legit?": the offer's check is the headline, never "RECOMMENDED"
        # above it; the card's own verdict follows it (break20 #7)
        head = msg("ask.offer.too-low.head", "{card} for {amount} is too cheap to take on trust: almost certainly not "
                   "what it seems.", **params)
        card_said = Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=genuine_only(shape.headline))
        fact = Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=said)
        return answer.model_copy(update={"verdict": "situational", "shape": shape.model_copy(update={
            "headline": head, "decides": [fact, *unsold_said, card_said, *shape.decides]})})
    if said.key == "ask.offer.above" and getattr(answer, "verdict", None) == "recommended" and len(read_as.cards) == 1:
        # one verdict on the offer: never "RECOMMENDED" above "not a good deal" (breaker 2026-12-03)
        head = msg("ask.offer.above.head", "{card} is a good card, but not a good deal at {amount}: that is {gap} "
                   "above its price here, {market} {condition} ({date}).", **params)
        return answer.model_copy(update={"verdict": "situational",  # a good card at the wrong price: it depends
                                         "shape": shape.model_copy(update={"headline": head, "decides": [
                                             *unsold_said, *shape.decides]})})
    fact = Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=said)
    reading = [m for m in shape.reading if m.key != "ask.offer.judged"] if len(read_as.cards) == 1 else shape.reading
    # the fact names the card and the price offered: "Judged at the price you were offered" said it again
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [fact, *unsold_said,
                                                                                   *shape.decides],
                                                                       "reading": reading})})


def rebuilt(obj, change):
    """``obj`` (an answer, or any part of it: a model, a list) with ``change`` applied on the way down:
    ``change(x)`` returns what replaces ``x`` (``x`` itself to keep it and stop there), or ``None`` to go on
    into ``x``'s items or fields. Parts nothing changed stay the same objects."""
    new = change(obj)
    if new is not None:
        return new
    if isinstance(obj, list):
        items = [rebuilt(x, change) for x in obj]
        return items if any(a is not b for a, b in zip(items, obj, strict=True)) else obj
    fields = getattr(type(obj), "model_fields", None)
    if not fields:
        return obj
    update = {name: new for name in fields if (new := rebuilt(value := getattr(obj, name), change)) is not value}
    return obj.model_copy(update=update) if update else obj


def as_offered(obj):
    """``obj`` (an answer, or any part of it) with every price a server's layer marked (``set_by_server``)
    marked instead as the price the member was offered: an offer (:func:`offer_against_market`) goes through
    the price layer, but no server's admins set it, so no line may say "set by this server"."""
    def change(x):
        if not isinstance(x, Price):
            return None
        return x if not x.set_by_server else x.model_copy(update={
            "set_by_server": None, "source": "the price you were offered (your question)",
            "note": "The price you were offered, as your question says it."})

    return rebuilt(obj, change)
