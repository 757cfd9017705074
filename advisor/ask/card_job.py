"""A job with published settings asked about on one named card (issue 28, break13 #2-#4): "faster-whisper large-v3
on a 1060 6gb", "whisper on my 1060", "sdxl 1024x1024 on a 3060 8gb", "can my 4090 run hunyuanvideo", "flux dev on a
4070 12gb" were answered with the card's generic verdict ("below the 12 GB this use needs (CV research)"), an owner's
summary that never named the job, or another model's rows (Wan 2.1's for HunyuanVideo).

:func:`card_job` answers them from ``data/owner_jobs.csv``'s rows of THAT model only: the card named first — "On
your …" for its owner (the reader's ``own``: "my", "I have"), "On a …" otherwise — then which published setting the
card's memory holds (:func:`advisor.jobs._generation_job`, with the card's measured Stable Diffusion speed for an image
generator), each setting's published memory, and, when none fits, the route: fp8 or GGUF weights with block swap or
CPU offload (slow, no published peak) or a card rented by the hour that holds the lightest setting
(``data/rent_hourly.csv``, dated). A Pascal card's 1/64-rate FP16 is said too (:mod:`.half_rate`).
"""

from __future__ import annotations

import csv
import re
from typing import TYPE_CHECKING

from .. import jobs
from ..catalog import data_dir
from ..fast_memory import job_gb
from ..i18n import Card as CardParam
from ..i18n import Date, Message, MessageParam, Money, Quantity, Text, msg
from ..image_lines import verdict_lines
from ..image_measured import _figure_unrun
from ..image_needs import TRAINING, _at, _rows, _setting, _source, find_generator, sized_generator
from ..image_owner import owner_oom
from ..image_ram import RAM_NO_LEVERS, ram_verdict
from ..image_stack import stack_first, stack_said
from ..models import Caveat, Verdict
from ..needs_words import read_line, settings_said, with_reading
from ..run_verdict import run_verdict, slow_card, speed_only
from ..shape_limits import CAVEAT_WEIGHT
from ..wording import join, takes_an
from .half_rate import half_rate_said, slow_half
from .measured_image import image_measured_line
from .official_floor import official_first
from .overkill import OVERKILL, image_overkill
from .owner_spill import owner_spill
from .vocabulary import vocabulary

if TYPE_CHECKING:
    from ..api import Advisor
    from ..image_needs import Generator
    from ..models import Card, Market

INFERENCE_JOBS = frozenset({"image-gen", "video-gen", "speech"})
"""The jobs :func:`card_job` answers on a card (a LoRA's training rows: :func:`advisor.ask.firsts.on_card`)."""


def on_whose(card: Card, own: bool) -> Message:
    """"On your GeForce RTX 4090 (24 GB):" for the card's owner, "On a GeForce RTX 4090 (24 GB):" otherwise."""
    memory = Quantity(value=card.memory_gb or 0, unit="GB")
    if own:
        return msg("card-job.on.yours", "On your {card} ({memory}):", card=CardParam(value=card.name), memory=memory)
    if takes_an(card.name):
        return msg("card-job.on.an", "On an {card} ({memory}):", card=CardParam(value=card.name), memory=memory)
    return msg("card-job.on.a", "On a {card} ({memory}):", card=CardParam(value=card.name), memory=memory)


def rented(advisor: Advisor, market: Market, need_gb: float) -> Message | None:
    """The cheapest GPU of ``market``'s rent table (``data/rent_hourly.csv``, RunPod on-demand, dated) whose memory
    holds ``need_gb`` with room (under :data:`advisor.jobs.EDGE` of it), said with its hourly price; ``None`` when
    none does."""
    found = []
    with (data_dir() / "rent_hourly.csv").open(encoding="utf-8", newline="") as f:
        for r in csv.DictReader(f):
            if r["market"] != market.id or r["card"] not in advisor.catalog.card_rows:
                continue
            card = advisor.catalog.card(r["card"])
            if (card.memory_gb or 0) * jobs.EDGE >= need_gb:
                found.append((float(r["usd_per_hour"]), card.name, card.memory_gb or 0, r["as_of"]))
    if not found:
        return None
    hourly, name, memory, as_of = min(found)
    return msg("card-job.rent", "rent one by the hour: {card} ({memory}) at {hourly} an hour (RunPod "
               "on-demand, {date}, data/rent_hourly.csv)", card=CardParam(value=name),
               memory=Quantity(value=memory, unit="GB"),
               hourly=Money(amount=hourly, currency="USD", digits=2), date=Date(value=as_of))


def _route(advisor: Advisor, rows: list, memory: float, market: Market) -> Message | None:
    """When no supported published setting of ``rows`` fits ``memory`` GB: what runs it there (fp8 or GGUF weights
    with block swap or CPU offload, no published peak) and the cheapest rented GPU that holds the lightest
    (:func:`rented`); ``None`` when one fits."""
    supported = sorted((r for r in rows if r.level == "supported"), key=lambda r: r.vram_gb)
    if not supported or any(r.vram_gb <= memory for r in supported):
        return None
    rent = rented(advisor, market, supported[0].vram_gb)
    return msg("card-job.route", "No published setting fits {memory}. What runs it there is fp8 or GGUF "
               "weights with block swap or CPU offload (ComfyUI and similar), at a lower resolution and "
               "slowly, with no published peak{rent}.", memory=Quantity(value=memory, unit="GB"),
               rent=msg("card-job.route.rent", "; for its published settings, {rent}", rent=rent)
               if rent is not None else Text(value=""))


def card_job(advisor: Advisor, g: Generator, card: Card, own: bool, market: Market) -> Message:
    """The answer for generator ``g`` on ``card`` (module docstring): whose card, the setting its memory holds, the
    published settings of ``g``'s own rows, the route when none fits, the half-rate FP16 note of a Pascal card, and
    the rows' sources."""
    rows = _rows(g)
    memory = job_gb(card)  # a machine's GPU share (break30 #3)
    floors, cc = jobs.setting_floors(), jobs.card_cc(card)  # a setting the card's tool refuses is no yes (fix62d)
    runnable = [r for r in rows if cc is None or r.setting not in floors or cc >= floors[r.setting].min_cc] or rows
    said = _verdict_first(advisor, g, runnable, card, memory, jobs._generation_job(
        g.job, memory, None, rows, card=card.name, cc=jobs.card_cc(card), catalog=advisor.catalog, steps=g.steps),
        market.id, own)
    parts: list[Message] = [msg("card-job.lead", "{on} {verdict}", on=on_whose(card, own), verdict=said)]
    one = len(g.models) == 1
    places = len({r.resolution for r in rows}) > 1 and one
    model = CardParam(value=g.models[0]) if one else msg(
        "answer.join.comma", "{first}, {second}", first=CardParam(value=g.models[0]),
        second=CardParam(value=g.models[-1]))
    parts.append(settings_said(g.job, model, join([_at(r) if places else _setting(r, named=not one) for r in rows],
                                                  "semicolon")))
    if (route := _route(advisor, rows, memory, market)) is not None:
        parts.append(route)
    if g.job == "image-gen" and (slow := half_rate_said(advisor, card)) is not None:
        parts.append(slow)
    if (stack := stack_said(advisor.rules, card, False)) is not None:  # not NVIDIA's: the road it runs on (fix36c)
        parts.insert(1, stack)
    parts.append(msg("image.needs.sources", "Sources: {sources} (data/owner_jobs.csv).",
                     sources=Text(value="; ".join(dict.fromkeys(_source(r) for r in rows)))))
    return join(parts, "sentences")


def _verdict_first(advisor: Advisor, g: Generator, rows: list, card: Card, memory: float, said: Message,
                   market: str, own: bool = False) -> Message:
    """``said`` (which published settings of ``g`` fit ``card``'s ``memory`` GB, :func:`advisor.jobs._generation_job`)
    after the yes or no of each model (:func:`advisor.run_verdict.run_verdict`, fix61b: "Wan 2.2 on a 4070 12GB?"
    heard no verdict), which stands for its settings and memory: only what ``said`` adds, its speed, is said after it
    (:func:`advisor.run_verdict.speed_only`), for an owner's card too (fix63d #3: "I have a 3060 12GB, can I run
    flux?" said its GGUF settings twice): :mod:`advisor.image_measured` reads the line's "no speed is said" clause
    and the card's figure in that short form. ``own`` is kept for the callers' signature."""
    verdict = run_verdict(g, rows, memory, slow_card(advisor, card, advisor.catalog.market(market)))
    if verdict is None:
        return said
    more = speed_only(said)  # the settings said once (fix62d #4), an owner's line too (fix63d #3)
    return verdict if more is None else join([verdict, more], "sentences")


BUYING = re.compile(r"(?<![a-z])(?:good|worth|buy(?:ing)?|should\s+i\s+get|vs\.?|versus|or|better|recommend\w*|"
                    r"out\s+of\s+memory|oom|cuda\s+error)(?![a-z])|值得|买|買|爆显存|爆顯存")
"""Words that make a job-on-a-card question a buying, comparing or out-of-memory one: the card's own answer (its
verdict, its owner's levers) stands, with the job's setting said first (:func:`job_on_card_first`)."""


def job_on_card(advisor: Advisor, text: str, cards: list[str], own: bool, market: Market,
                overkill_asked: bool = False) -> Message | None:
    """The whole reply (:func:`card_job`) for a job with published settings asked about on one card by someone who
    does not say they own it and asks no buying or out-of-memory question ("faster-whisper large-v3 on a 1060 6gb",
    "sdxl 1024x1024 on a 3060 8gb"); ``None`` otherwise — an owner's answer keeps its form, with the job's verdict
    as its headline (:func:`job_on_card_first`); a Pascal card's slow FP16 is its own answer (:mod:`.half_rate`).
    ``overkill_asked``: the reading's topic is overkill though the words say none ("is a 4090 overkill for stable
    diffusion?" then "and a 3090?", break13 #3-#4 for the rest)."""
    g = find_generator(text)
    if own or len(cards) != 1 or g is None or g.job not in INFERENCE_JOBS or sized_generator(text) is not None \
            or _training(text) or BUYING.search(" ".join(text.lower().split())):
        return None
    card = advisor.catalog.card(cards[0])
    if card is None or not card.memory_gb or (slow_half(card) and g.job != "speech"):
        return None
    said = official_first(g, text, job_gb(card), card_job(advisor, g, card, own, market))  # the authors' minimum
    # first when it is asked and only an offloading build fits (fix76a)
    if (OVERKILL.search(text.lower()) or overkill_asked) and g.job in ("image-gen", "video-gen") and (
            verdict := image_overkill(advisor, g, card, market)) is not None:  # "is a 4090 overkill for sdxl?"
        said = join([verdict, said], "sentences")
    if (measured := image_measured_line(advisor, text, card.name)) is not None:  # "4090跑sdxl每秒3张图正常吗"
        said = join([measured, _setting_once(measured, said)], "sentences")
    return with_reading(read_line(g.said, g.job, card=card.name, stand_in=g.stand_in), said)


def _setting_once(measured: Message, said: Message) -> Message:
    """``said`` without its "no speed is said" FLUX clause when ``measured`` already says the figure's setting does not
    fit the card (break34 #12: the setting said twice)."""
    if measured.key != "ask.measured.image-unheld":
        return said
    return _figure_unrun(said)[0]


def job_on_card_first(advisor: Advisor, text: str, read_as, answer):
    """:func:`_job_on_card_first`, its stack fact for an image or video job on a card that is not NVIDIA's the
    image road (:func:`advisor.image_stack.stack_first`: ROCm on Linux, Windows' experimental builds or ZLUDA)."""
    return stack_first(advisor, read_as, _job_on_card_first(advisor, text, read_as, answer))


def _job_on_card_first(advisor: Advisor, text: str, read_as, answer):
    """An owner's answer on one card for a job with published settings ("can my 4090 run hunyuanvideo", "whisper on
    my 1060"): its headline is that job's verdict from the named model's own rows
    (:func:`advisor.jobs._generation_job`), never another model's (Wan 2.1's for HunyuanVideo) or the card's generic
    summary, and when no setting fits, the route (fp8 / GGUF with offload, a rented card by the hour) is the first
    deciding fact; any other answer as it is."""
    shape = getattr(answer, "shape", None)
    if shape is None or len(read_as.cards) != 1:
        return answer
    if getattr(answer, "owner", None) is None:  # "is the 4060 ti 16gb good for flux": the job's fact before the verdict
        if not isinstance(answer, Verdict):
            return answer
        out = _job_fact(advisor, text, read_as, answer)
        return verdict_lines(advisor.catalog, out) if out is not answer and (
            read_as.use_case == "image" or (read_as.job or "").startswith("image")) else out
    asked = _asked_job(advisor, text, read_as)
    if asked is None:
        return answer
    g, card, memory = asked
    spill = owner_spill(g, card, text, read_as.ram_gb, read_as.precision)  # "slow … uses my RAM", "low VRAM mode"
    others = {r.model for r in jobs.rows(g.job)} - set(g.models)
    flux = all(m.startswith("FLUX") for m in g.models)  # FLUX's own speed, not the generic job's SD figure (rank24)
    if read_as.job == g.job and not any(m in others for m in _said_models(shape.headline)) and not flux \
            and spill is None:
        return answer  # the owner's answer is already this model's (its levers, the free way) (U01)
    rows = _rows(g)
    said = jobs._generation_job(g.job, memory, None, rows, card=card.name, cc=jobs.card_cc(card),
                                catalog=advisor.catalog, steps=g.steps)
    oom = owner_oom(g, card, None) if vocabulary().intents["oom"].search(text.lower()) and not (
        spill is not None and ram_verdict(spill)) else None  # the system RAM's out of memory: its verdict (fix79b)
    more = speed_only(said) if oom is not None else None
    headline = (oom if more is None else join([oom, more], "sentences")) if oom is not None else spill or \
        _verdict_first(advisor, g, rows, card, memory, said, answer.market.id, own=True)  # an answer of the card's own
    # whose figures image_measured says once; "my 4070 runs out of memory on flux dev": the trouble and its levers,
    # never "Yes: … fits with room" (fix64e, as firsts.on_card answers a LoRA's out of memory); "flux is slow and uses
    # my RAM", "low VRAM mode": the cause and its lever (judge27 #13, #14: :mod:`.owner_spill`)
    foreign = jobs.other_family_levers(g.models)  # another model's flags are no lever of this one
    if spill is not None and ram_verdict(spill):  # the RAM asked about: offloading to it, or a VRAM
        foreign = foreign | RAM_NO_LEVERS  # lever, is no help (fix79b #2)
    caveats = [c for c in shape.caveats if not (c.message.key == "shape.owner.job-lever"
                                                and getattr(c.message.params.get("lever"), "key", "") in foreign)]
    decides = list(shape.decides)
    route = _route(advisor, rows, memory, advisor.catalog.market(answer.market.id))
    if route is not None:
        decides.insert(0, Caveat(rule_id="memory.by-task", message=route, weight=CAVEAT_WEIGHT + 3))
    out = answer.model_copy(update={"shape": shape.model_copy(update={"headline": headline, "decides": decides,
                                                                       "caveats": caveats})})
    if g.job == "image-gen":  # the lines by the speed the headline now says (FLUX's for FLUX), image25
        return verdict_lines(advisor.catalog, out)
    return out


def _asked_job(advisor: Advisor, text: str, read_as) -> tuple[Generator, Card, float] | None:
    """The generator ``text`` names for inference (not a sized one, not training), the card asked about and its
    memory (GB); ``None`` when any is missing."""
    g = find_generator(text)
    if g is None or g.job not in INFERENCE_JOBS or sized_generator(text) is not None or _training(text):
        return None
    card = advisor.catalog.card(read_as.cards[0])
    if card is None or not card.memory_gb:
        return None
    return g, card, job_gb(card)


def _training(text: str) -> bool:
    """Whether ``text`` asks about training (a LoRA, a fine-tune): the training rows' answers, not inference's."""
    return TRAINING.search(" ".join(text.lower().split())) is not None


def _said_models(message: Message) -> set[str]:
    """The card or model names (:class:`advisor.i18n.Card` parameters) ``message`` and its nested messages say."""
    out: set[str] = set()
    stack: list = [message]
    while stack:
        value = stack.pop()
        if isinstance(value, Message | MessageParam):
            stack.extend(value.params.values())
        elif isinstance(value, CardParam):
            out.add(value.value)
        elif isinstance(value, list | tuple):
            stack.extend(value)
        elif hasattr(value, "items") and isinstance(getattr(value, "items", None), list):
            stack.extend(value.items)
    return out


def none_holds(advisor: Advisor, g: Generator, rows: list, card: str, market: Market) -> Message:
    """A job buyer's headline when no card the budget buys holds a published setting of ``g`` ("best gpu for
    hunyuanvideo under 2000"): the route that works first — a GPU rented by the hour that holds the lightest setting
    (:func:`rented`), and on a card bought, fp8 or GGUF weights with block swap or CPU offload (no published peak) —
    then ``card`` (the most memory of the ranked ones), said as what it does hold: that route, not a published
    setting."""
    supported = sorted((r for r in rows if r.level == "supported"), key=lambda r: r.vram_gb)
    found = advisor.catalog.card(card)
    rent = rented(advisor, market, supported[0].vram_gb) if supported else None
    return msg("card-job.buyer.none", "No card in this budget holds a published setting of {model} (the lightest needs "
               "about {need}){rent}. Bought, {card} ({memory}) runs it only with fp8 or GGUF weights and block swap "
               "or CPU offload, at a lower resolution and slowly (no published peak).",
               model=CardParam(value=supported[0].model if supported else g.models[0]),  # the lightest's model
               need=Quantity(value=supported[0].vram_gb if supported else 0, unit="GB"),
               rent=msg("card-job.buyer.rent", ": to run it as published, {rent}", rent=rent) if rent is not None
               else Text(value=""), card=CardParam(value=found.name),
               memory=Quantity(value=found.memory_gb or 0, unit="GB"))


def _job_fact(advisor: Advisor, text: str, read_as, answer):
    """A buyer's verdict on one card for a job with published settings ("is the 4060 ti 16gb good for flux"): the
    job's verdict on that card (the named model's rows) and, when none fits, the route, first among its deciding
    facts — never the card's generic verdict alone."""
    asked = _asked_job(advisor, text, read_as)
    if asked is None:
        return answer
    g, card, memory = asked
    rows = _rows(g)
    facts = [Caveat(rule_id="memory.by-task", weight=CAVEAT_WEIGHT + 3, message=_verdict_first(
        advisor, g, rows, card, memory, jobs._generation_job(g.job, memory, None, rows, card=card.name,
                                                             cc=jobs.card_cc(card), catalog=advisor.catalog,
                                                             steps=g.steps), answer.market.id, own=True))]
    route = _route(advisor, rows, memory, advisor.catalog.market(answer.market.id))
    if route is not None:
        facts.append(Caveat(rule_id="memory.by-task", message=route, weight=CAVEAT_WEIGHT + 3))
    shape = answer.shape
    return answer.model_copy(update={"shape": shape.model_copy(update={"decides": [*facts, *shape.decides]})})
