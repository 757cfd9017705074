"""The cheaper card that holds the same job (issue 28, round 5): what :mod:`advisor.ask.answer` adds to a buyer's
answer when a card the market prices for less does what the cards asked about do.

- :func:`beats_both`: two old or odd cards weighed ("Quadro M4000 or GTX 1080?", "modded 2080 Ti 22G or Tesla
  P40?": neither is one the rules recommend) — the cheapest current card that beats both for the job: at least
  the memory of either (and the use's recommended memory), at least the speed of either, one the rules recommend
  (F06 "a used 3060 12 GB beats both", F01);
- :func:`same_memory_for_less`: one card a buyer plans around or budgets up to (not owned: "I'm planning a
  workstation around one RTX 4090", "预算最多到3090 Ti") — the cheapest card here with its memory, when it costs
  less (U22, N10: "a used 3090 gives the same 24 GB for less");
- renting for a month of training beside a planned machine is :func:`advisor.ask.buying.rent_a_run`;
- :func:`modified_said`: a modified card weighed (a "2080 Ti 22G" memory mod) — used, unofficial, no maker's
  warranty (F01).

Each returns deciding facts (:class:`~advisor.models.Caveat`, weight :data:`~advisor.concerns.DECIDING_WEIGHT`)
or nothing; none raises.
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from ..catalog.inputs import data_dir
from ..compare_job import fit_need
from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..fits import TASK_LABEL_MESSAGES, capacity_gap_messages, need_gb
from ..i18n import ListOf, Message, Money, Quantity, Text, msg
from ..kept import Same, keep
from ..models import Caveat, Comparison, Fit, Verdict
from ..recommend.ranking import offers
from ..shown import shown_price
from ..thresholds import HEADROOM_GB
from ..wording import card_param, gb, join
from . import cues
from .models import ReadAs
from .reader_gate import gated

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Card, Market, Price

PLANNING = re.compile(r"(?<![a-z])(?:plan|planning|planned|budget|afford|thinking\s+of\s+(?:buying|getting)|"
                      r"going\s+to\s+(?:buy|get)|about\s+to\s+buy|should\s+i\s+(?:buy|get)|worth\s+(?:it|buying))"
                      r"(?![a-z])|预算|預算|打算买|打算買|准备买|準備買|想买|想買|最多到|值得买|值得買")
"""Words of someone weighing a card before buying it (a plan, a budget ceiling), not one who has it."""


def _market(advisor: Advisor, answer):
    """The answer's market (the default one when the answer names none)."""
    market = getattr(getattr(answer, "market", None), "id", None)
    return advisor.catalog.market(market or None)


MEMORY_PRO = frozenset({"line.quadro-memory"})
"""The situational findings a card needed for its memory keeps (a workstation card with more memory than any
consumer card: the 48 GB RTX A6000 at 2,800 USD is the cheapest card holding 13B LoRA's 29.6 GB, not a 4,131 USD
RTX 5090, F11)."""


def _memory_pick(assessment) -> bool:
    """Whether ``assessment`` recommends its card, or holds it back only for what a memory step wants
    (:data:`MEMORY_PRO`)."""
    if assessment.verdict == "recommended":
        return True
    held = {f.rule_id for f in assessment.findings if f.level in ("situational", "not_recommended", "avoid")}
    return assessment.verdict == "situational" and bool(held) and held <= MEMORY_PRO


def cheapest(advisor: Advisor, market, *, memory_gb: float, speed: float = 0.0, use_case: str = "general",
             not_names: tuple[str, ...] = (), maker: str | None = None,
             for_memory: bool = False, max_price: float | None = None) -> tuple[Card, Price] | None:
    """The cheapest card ``market`` prices (a price answers may propose, ``Price.pick``) with at least
    ``memory_gb`` of memory and ``speed`` (relative training speed, the performance table), that the rules
    recommend for ``use_case`` (no card on its way off the software stack, no data-centre or workstation card,
    no modified one), and its price; ``None`` when none is. Machines are left out (a card is asked about);
    ``maker`` keeps one maker's cards (``"NVIDIA"``: CUDA code); ``for_memory``: a step sized by memory alone, where
    a workstation card held back only for having more memory than consumer cards counts (:func:`_memory_pick`);
    ``max_price``: none priced above it (a budget said)."""
    for price, name in priced_cheapest_first(advisor, market):
        if name in not_names or max_price is not None and price.amount > max_price:
            continue
        card = _catalogue_card(advisor, name)
        if card.is_system or (card.memory_gb or 0.0) < memory_gb or "modified-card" in card.flags:
            continue
        if maker is not None and card.manufacturer != maker:
            continue
        perf = advisor.catalog.performance.get(name)
        if speed and (perf is None or perf.relative < speed):
            continue
        assessment = advisor.rules.assess(card, market, use_case=use_case)
        if not (_memory_pick(assessment) if for_memory else assessment.verdict == "recommended"):
            continue
        return card, price
    return None


def one_card(advisor: Advisor, read_as: ReadAs) -> Card | None:
    """The one card ``read_as`` names (the catalogue's, through the name index); ``None`` when not exactly one card is
    named or the name is no card."""
    if len(read_as.cards) != 1:
        return None
    try:
        return advisor.card(read_as.cards[0])
    except AdvisorError:
        return None


def card_and_market(advisor: Advisor, read_as: ReadAs, market_id: str | None) -> tuple[Card, Market] | None:
    """The one card ``read_as`` names (:func:`one_card`) and the market asked in (``market_id`` when the catalogue has
    it, else the default one); ``None`` without the card."""
    card = one_card(advisor, read_as)
    if card is None:
        return None
    return card, advisor.catalog.market(market_id if market_id in advisor.catalog.markets else None)


def priced_cheapest_first(advisor: Advisor, market) -> tuple[tuple[Price, str], ...]:
    """(price, card name) of every card ``market`` prices at a price answers may propose (``Price.pick``, the
    price every answer shows: :func:`advisor.shown.shown_price`), cheapest first (a stable sort: of equal prices
    the first in the market's order, as a scan keeping only a strictly cheaper one gave). Budget-free: kept per
    catalogue and market in the rule book (:func:`advisor.kept.keep`, table ``ask.priced``), not remade by every
    :func:`cheapest` (issue 30 §1: a buyer weighing a card asked it up to eight times a question, ~90 cards each)."""

    def build() -> tuple[tuple[Price, str], ...]:
        priced = []
        for name in dict.fromkeys(n for n, _ in advisor.catalog.prices(market.id)):
            price = shown_price(advisor.catalog.price_of(market.id, name))
            if price is not None and price.pick:
                priced.append((price, name))
        priced.sort(key=lambda pair: pair[0].amount)
        return tuple(priced)

    return keep(advisor.rules, "ask.priced", (Same(advisor.catalog), market.id), build)


def _catalogue_card(advisor: Advisor, name: str) -> Card:
    """The card a price names: the catalogue's own (a price is stored under its canonical name), through the
    name index only for a name the catalogue does not hold."""
    try:
        return advisor.catalog.card(name)
    except KeyError:
        return advisor.card(name)


def _priced(card: Card, price: Price):
    """"GeForce RTX 3060 12 GB (12 GB, 225 USD used)"."""
    cond: Message = msg("ask.cheaper.used", "used") if price.condition == "used" else msg("ask.cheaper.new", "new")
    return msg("ask.cheaper.card", "{card} ({memory}, {price} {condition})", card=card_param(card.name),
               memory=gb(card.memory_gb or 0.0), price=Money(amount=price.amount, currency=price.currency),
               condition=cond)


def beats_both(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """Two cards weighed, neither of which the rules recommend for the job (an old card leaving CUDA, a
    workstation or data-centre card, a modified one): the cheapest card here with at least either's memory (and
    the use's recommended memory, ``memory.by-task``), at least either's speed, that the rules recommend — "a
    card that beats both" (:func:`beating_both`) — so a choice between two poor options names the better one
    (F06, F01). Nothing when either card is recommended, or no card beats both."""
    found = beating_both(advisor, read_as, answer)
    if found is None:
        return []
    said = msg("ask.cheaper.beats-both", "A card that beats both: {pick}, with at least the memory and speed of "
               "either, on today's software.", pick=_priced(*found))
    return [Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)]


def beating_both(advisor: Advisor, read_as: ReadAs, answer) -> tuple[Card, Price] | None:
    """The card of :func:`beats_both` and its price here; ``None`` when it says nothing."""
    if not isinstance(answer, Comparison) or len(answer.cards) != 2 or max(answer.counts or [1]) > 1:
        return None  # a rig against a card weighs a rig (its speed is the rig's); an owner's card is no exception
    market = _market(advisor, answer)
    if market.policy.memory != "decides":
        return None  # the guides' markets: the two cards asked about are the answer
    use_case = read_as.use_case or "general"
    cards = [advisor.card(f.card) for f in answer.cards]
    if read_as.laptop or any(c.is_system or advisor.rules.is_laptop(c) for c in cards):
        return None  # a laptop's GPU comes with the laptop: no desktop card beats it for that buyer
    if any(advisor.rules.assess(c, market, use_case=use_case).verdict == "recommended" for c in cards):
        return None
    memory = max([c.memory_gb or 0.0 for c in cards] + [advisor.rules.recommended_memory(use_case, market)])
    speed = max((f.relative_performance or 0.0) for f in answer.cards)
    return cheapest(advisor, market, memory_gb=memory, speed=speed, use_case=use_case,
                    not_names=tuple(c.name for c in cards))


def same_memory_for_less(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """One card asked about by someone planning around it or budgeting up to it (:data:`PLANNING`; not owned):
    the cheapest card the rules recommend with at least its memory, when it costs less than the card asked about
    (or the card has no price here) — "a used 3090 gives the same 24 GB for less" (U22, N10). Nothing for an
    owner, a card that is itself the cheapest of its memory, or a card with no memory figure."""
    if read_as.own or len(read_as.cards) != 1 or not isinstance(answer, Verdict | Fit):
        return []
    if not PLANNING.search(text.lower()) and not cues.UPGRADE.search(text.lower()):
        return []
    market = _market(advisor, answer)
    if market.policy.memory != "decides":
        return []
    card = advisor.card(read_as.cards[0])
    if card.is_system or not card.memory_gb or advisor.rules.is_laptop(card):
        return []
    if advisor.rules.assess(card, market, use_case=read_as.use_case or "general").verdict != "recommended":
        return []  # a card the rules hold back: the answer's own alternatives name the better buys

    own = shown_price(advisor.catalog.price_of(market.id, card.name))
    found = cheapest(advisor, market, memory_gb=card.memory_gb, use_case=read_as.use_case or "general",
                     not_names=(card.name,))
    if found is None or (own is not None and (own.currency != found[1].currency or found[1].amount >= own.amount)):
        return []
    other, price = found
    if own is not None:
        mine, theirs = advisor.catalog.performance.get(card.name), advisor.catalog.performance.get(other.name)
        if mine is not None and theirs is not None and theirs.relative and mine.relative > theirs.relative * 1.05:
            said = msg("ask.cheaper.same-memory.slower", "{pick} gives at least the same {memory} for less than "
                       "{card}'s {price}; {card} trains about {ratio} as fast: the value pick unless the job needs "
                       "that speed.", pick=_priced(other, price), memory=gb(card.memory_gb), card=card_param(card.name),
                       price=Money(amount=own.amount, currency=own.currency),
                       ratio=Quantity(value=round(mine.relative / theirs.relative, 2), unit="x", digits=2))
        else:
            said = msg("ask.cheaper.same-memory", "{pick} gives at least the same {memory} for less than {card}'s "
                       "{price}: the value pick unless the job needs {card}'s speed.", pick=_priced(other, price),
                       memory=gb(card.memory_gb), card=card_param(card.name),
                       price=Money(amount=own.amount, currency=own.currency))
    else:
        said = msg("ask.cheaper.same-memory.unpriced", "{pick} gives at least the same {memory}; {card} has no price "
                   "here, so it is the value pick to weigh against it.", pick=_priced(other, price),
                   memory=gb(card.memory_gb), card=card_param(card.name))
    return [Caveat(rule_id="value.perf-per-price", weight=DECIDING_WEIGHT, message=said)]


def _none_modified(advisor: Advisor, text: str, read_as: ReadAs, answer) -> bool:
    """:func:`modified_said` says nothing: no card read is a memory mod (``modified-card``)."""
    for name in read_as.cards:
        try:
            if "modified-card" in advisor.card(name).flags:
                return False
        except AdvisorError:
            continue
    return True


@gated(_none_modified)
def modified_said(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """A modified card weighed (``modified-card``: a memory mod such as a 2080 Ti with 22 GB): what buying one
    means — a used card reworked by a third party, unofficial, with no maker's warranty — said with the answer,
    never cut for room (F01); when the market has no price for it and none is offered, that said (break27 #22)."""
    out, unpriced = [], []
    for name in read_as.cards:
        try:
            card = advisor.card(name)
        except AdvisorError:
            continue
        rule = next((f.rule_id for f in advisor.rules.assess(card, _market(advisor, answer)).findings
                     if f.rule_id.startswith("modified.")), None)
        if "modified-card" in card.flags and rule is not None:
            row = advisor.rules.precision(card)
            if row is not None and row["bf16"] == "0":  # the mod keeps its chip: Turing trains in fp16, not bf16
                said = msg("ask.cheaper.modified.no-bf16", "{card}: a third-party memory mod, used, unofficial, no "
                           "maker's warranty; {generation}: no BF16, no FlashAttention-2 (train in fp16).",
                           card=card_param(card.name), generation=Text(value=row["generation"]))
            else:
                said = msg("ask.cheaper.modified", "{card} is a third-party memory mod: used, unofficial, no maker's "
                           "warranty.", card=card_param(card.name))
            gain = _gain_over_stock(advisor, card)
            if gain is not None:  # F01: what the mod's memory buys over the stock card, for LLMs
                said = msg("ask.cheaper.modified.gain", "{said} Over the stock {base} ({base_memory}) it runs "
                           "{models}.", said=said, base=card_param(gain[0].name),
                           base_memory=gb(gain[0].memory_gb or 0), models=gain[1])
            market = _market(advisor, answer)
            new = new_instead(advisor, market, card)
            full = as_much_new(advisor, market, card) if new is None else None
            if new is not None:  # F01: the new card with a warranty a buyer of little money weighs instead
                said = msg("ask.cheaper.modified.new", "{said} New, with a warranty: {card} ({memory}, {price}).",
                           said=said, card=card_param(new.card.name), memory=gb(new.card.memory_gb or 0),
                           price=Money(amount=new.price.amount, currency=new.price.currency))
            elif full is not None:  # "4090 48G 魔改版": a 16 GB card is no alternative to 48 GB; one as big is
                said = msg("ask.cheaper.modified.as-much", "{said} New, with a warranty and at least its memory: "
                           "{card} ({memory}, {price}); no cheaper new card holds as much.", said=said,
                           card=card_param(full.card.name), memory=gb(full.card.memory_gb or 0),
                           price=Money(amount=full.price.amount, currency=full.price.currency))
            out.append(Caveat(rule_id=rule, weight=DECIDING_WEIGHT, message=said))
            if next(iter(advisor.catalog.price_of(market.id, card.name)), None) is None and read_as.offer is None:
                # break27 #22: no market price, said — never a silent one — with the way to a verdict
                unpriced.append(Caveat(rule_id="market.no-price", weight=DECIDING_WEIGHT, message=msg(
                    "ask.cheaper.modified.unpriced", "{card} has no market price here, so it is judged on memory and "
                    "speed alone: say the price you are offered and it is weighed as a buy.",
                    card=card_param(card.name))))
    return out[:1] + unpriced[:1]


@cache
def _variant_bases() -> dict[str, str]:
    """Each variant of ``data/card_variants.csv`` (a memory mod) and the stock card it was made from."""
    import csv


    with open(data_dir() / "card_variants.csv", newline="", encoding="utf-8") as fh:
        return {r["name"]: r["base"] for r in csv.DictReader(fh) if r["base"]}


def _gain_over_stock(advisor: Advisor, card: Card):
    """The stock card a memory mod was made from (``data/card_variants.csv``'s ``base``) and the LLM sizes the mod
    runs that it does not (:func:`advisor.fits.capacity_gap_messages`, at most three), or ``None``."""
    base = _variant_bases().get(card.name)
    if not base:
        return None
    stock = advisor.card(base)
    gap = capacity_gap_messages(advisor.rules.llm_models, card.memory_gb or 0, stock.memory_gb or 0)[:3]
    return (stock, gap) if gap else None


NEW_INSTEAD_GB = 16.0
"""The memory a new card offered instead of a memory mod has at least (or the mod's own, if less): 16 GB runs 7-8B
in 8-bit and ~14B in 4-bit and fine-tunes 7-8B with QLoRA (``memory.llm-task``, data/rules.csv), the class an
expert names beside a 22 GB 2080 Ti (F01: the RTX 4060 Ti 16 GB or 5060 Ti 16 GB)."""


def new_instead(advisor: Advisor, market, card: Card):
    """The cheapest card sold new here that the rules recommend, with BF16 (Ampere or newer: ``compat.bf16``) and
    at least :data:`NEW_INSTEAD_GB` (or ``card``'s memory, if less), more memory than the stock card the mod was made
    from (else the stock card is the answer) and, when the mod is priced here, cheaper than it: what a buyer weighing
    a used memory mod gets with a maker's warranty; ``None`` when the market sells none (issue 28: a 16 GB card was
    offered instead of a 48 GB RTX 4090 mod, less than the stock 4090's 24 GB, and dearer than the mod)."""
    need = min(card.memory_gb or 0, NEW_INSTEAD_GB)
    base = _variant_bases().get(card.name)
    stock = (advisor.card(base).memory_gb or 0.0) if base else 0.0
    own = next(iter(advisor.catalog.price_of(market.id, card.name)), None)  # its cheapest price here
    found = [o for o in offers(advisor.catalog, advisor.rules, market, "general", None)
             if o.price.condition == "new" and o.price.pick and o.assessment.verdict == "recommended"
             and (o.card.memory_gb or 0) >= need and (o.card.memory_gb or 0) > stock
             and (own is None or own.currency != o.price.currency or o.price.amount < own.amount)
             and (advisor.rules.precision(o.card) or {}).get("bf16") == "1"]
    return min(found, key=lambda o: (o.price.amount, o.card.name), default=None)


def as_much_new(advisor: Advisor, market, card: Card):
    """The cheapest card sold new here with at least ``card``'s memory: an NVIDIA card with BF16, no machine and no
    other mod, that the rules do not advise against (a workstation card is "situational" for general use) — for a
    memory mod no cheaper new card beats (:func:`new_instead`): "4090 48G 魔改版" against the RTX PRO 5000's 48 GB
    with a maker's warranty; ``None`` when the market sells none."""
    found = [o for o in offers(advisor.catalog, advisor.rules, market, "general", None)
             if o.price.condition == "new" and o.price.pick and o.assessment.verdict != "not_recommended"
             and (o.card.memory_gb or 0) >= (card.memory_gb or 0) and not o.card.is_system
             and "modified-card" not in o.card.flags and o.card.manufacturer == "NVIDIA"
             and (advisor.rules.precision(o.card) or {}).get("bf16") == "1"]
    return min(found, key=lambda o: (o.price.amount, o.card.name), default=None)


def owner_steps(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """An owner's job that does not fit their card (a ``fits`` answer on their rig, way ``none``) where the answer
    itself names cheaper ways — QLoRA for LoRA, 8-bit weights (``Fit.options``), the smaller size asked about
    ("7B or 13B?": ``ask.note.largest-size``): the cheapest card the rules recommend that holds each way (with
    :data:`~advisor.thresholds.HEADROOM_GB` to spare), so the steps up are sized for the ways offered, not only
    for the largest job (F11: a 12 GB card for 13B QLoRA and a 24 GB one for 7B LoRA before a 32 GB workstation
    card). At most two ways, each with another card; nothing else."""
    rig = getattr(answer, "rig", None)
    if not isinstance(answer, Fit) or rig is None or rig.way != "none" or answer.task not in TASK_LABEL_MESSAGES:
        return []
    market = _market(advisor, answer)
    if market.policy.memory != "decides":
        return []
    ways: list[tuple[str, str, float]] = [(answer.model.name, o.task, o.total_gb) for o in answer.options
                                         if o.task in TASK_LABEL_MESSAGES and o.task != answer.task][:1]
    note = next((n for n in read_as.notes if n.key == "ask.note.largest-size"), None)
    if note is not None:
        said = getattr(note.params.get("sizes"), "value", "")
        sizes = [float(x) for x in re.findall(r"(\d+(?:\.\d+)?)\s*b", str(said).lower())]
        if sizes and min(sizes) < answer.model.params_b:
            small = f"{min(sizes):g}B"
            need = fit_need(advisor, answer, small, answer.task)
            if need is not None:
                ways.append((small, answer.task, need))
    if not ways:
        return []  # no cheaper way said: the ranking's cards are the steps
    if rig.need_gb:
        ways.append((answer.model.name, answer.task, rig.need_gb))  # the job as asked, last
    held = rig.rig.memory_gb or 0.0
    steps, seen = [], {c.card for c in rig.rig.cards}
    for model, task, need in sorted(ways, key=lambda w: w[2]):
        if need + HEADROOM_GB <= held:
            continue  # a way the owner's own card holds: the answer says so

        found = cheapest(advisor, market, memory_gb=need + HEADROOM_GB, use_case="llm", for_memory=True)
        if found is None or found[0].name in seen:
            continue
        seen.add(found[0].name)
        steps.append(msg("ask.cheaper.step", "{model}, {task} (about {need}): {pick}", model=card_param(model),
                         task=TASK_LABEL_MESSAGES[task], need=gb(need_gb(need)), pick=_priced(*found)))
    if not steps:
        return []
    if len(steps) < 2:
        return []  # one card for one way: the ranking says it
    said = msg("ask.cheaper.steps", "The cheapest card for each way: {steps}.", steps=join(steps, "semicolon"))
    return [Caveat(rule_id="memory.llm-task", weight=DECIDING_WEIGHT, message=said)]


REPLACING = re.compile(r"(?<![a-z])(?:replace|replacing|upgrad(?:e|ing)\s+from|switch(?:ing)?\s+from)\s+(?:my\s+)?"
                       r"(?:aging\s+|ageing\s+|old\s+)?(?P<card>(?:rtx\s*|gtx\s*|rx\s*)?\d{3,4}(?:\s*(?:ti|super|xtx|xt))?)"
                       r"(?![a-z0-9])|(?:替换|替換|换掉|換掉)(?:我的)?(?P<zh>(?:rtx\s*|gtx\s*)?\d{3,4}(?:\s*ti)?)")
"""A card the asker is replacing ("to replace my aging 1080 Ti", "换掉我的1080ti"): the reader leaves it out of
the cards weighed, and it is the baseline they are weighed against."""


def replaced_baseline(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """Two cards weighed to replace one the asker has ("about $600 to replace my aging 1080 Ti: RX 6800 XT or
    RTX 3070 Ti?", F07): a card weighed with less memory than the one it replaces is said so — a replacement
    that holds less than what it replaces. Nothing when no card is being replaced, or both have at least its
    memory."""
    if not isinstance(answer, Comparison) or len(answer.cards) != 2:
        return []
    found = REPLACING.search(text.lower())
    if found is None:
        return []
    res = advisor.resolve(found.group("card") or found.group("zh") or "")
    if res.match is None:
        return []
    old = advisor.card(res.match)
    less = [advisor.card(f.card) for f in answer.cards if (f.memory_gb or 0.0) < (old.memory_gb or 0.0)]
    if not old.memory_gb or not less or old.name in {f.card for f in answer.cards}:
        return []
    said = msg("ask.cheaper.replaced-less", "{cards} would hold less than the {old} you are replacing: {memory} "
               "against its {old_memory}.", cards=ListOf(items=[card_param(c.name) for c in less], style="and"),
               old=card_param(old.name), memory=ListOf(items=[gb(c.memory_gb or 0.0) for c in less], style="and"),
               old_memory=gb(old.memory_gb))
    return [Caveat(rule_id="memory.never-less", weight=DECIDING_WEIGHT, message=said)]


def cheaper_facts(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """Every fact of this module for ``answer`` to ``text``: the modified card's risk first, then the cheaper
    card."""
    out: list[Caveat] = []
    for fact in (modified_said, beats_both, same_memory_for_less):
        try:
            out += fact(advisor, text, read_as, answer)
        except (AdvisorError, KeyError, ValueError):  # a fact that cannot be said is left out, never an error
            continue
    return out


__all__ = ["PLANNING", "beating_both", "beats_both", "cheaper_facts", "cheapest", "modified_said",
           "same_memory_for_less"]
