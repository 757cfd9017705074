"""Answers to a buyer, fitted to how the question was put (issue 28, round 4): what :mod:`advisor.ask.answer`
adds to a command's answer when the question weighs buying, upgrading or waiting.

- :func:`rent_beside`: "should I buy some?", "upgrade to an RTX PRO 6000?" — renting by the hour beside buying,
  with a sourced hourly price and how many hours the price here pays for (F08, F14; ``cloud.own-vs-rent-2023``);
- :func:`wait_said`: "or wait for the next generation?" — what is known of the next generation (F08);
- :func:`worth_verdict`: "which is 划算 / worth it?" for a job one side cannot do — the verdict first (F19);
- :func:`both_enough`: a small model's job (embedding models, BERT-class) — both cards hold it, so memory does
  not decide (F10);
- :func:`training_job`: two cards weighed for fine-tuning a named model — the fine-tune's memory decides;
- :func:`real_time`: a real-time requirement answered against the card's bandwidth (F20);
- :func:`laptop_headline`: a laptop buyer's headline is a laptop GPU memory, never a desktop card (F18).

Each returns deciding facts (:class:`~advisor.models.Caveat`, weight
:data:`~advisor.concerns.DECIDING_WEIGHT`) or nothing; none raises.
"""

from __future__ import annotations

import csv
import re
from functools import cache
from typing import TYPE_CHECKING, Any

from ..catalog.inputs import data_dir
from ..compare_job import JOB_HIDES, fine_tune_fact, fit_need, has_job
from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..i18n import Date, ListOf, Message, Money, Number, Quantity, Text, msg
from ..kinds import find_job
from ..models import Caveat, Comparison, Fit, Recommendation, Verdict
from ..routes import route_of, trains_of
from ..shown import shown_price
from ..thresholds import GPUS_PER_PLATFORM, HEADROOM_GB
from ..why_decides import KEPT_MEMORY
from ..wording import card_param, gb
from . import cues
from .big_rig import big_rig
from .cheaper_card import PLANNING, beats_both, modified_said, owner_steps, replaced_baseline, same_memory_for_less
from .cloud_run import cloud_run
from .fitted import laptop_groups
from .future_card import asked_row, datacentre_said, generation_rows, refresh_said
from .image_memory import LLM_LINES, image_memory
from .laptop_budget import priced_laptops
from .laptop_owner import laptop_owner
from .machine_gap import pc_gap
from .machine_llm import GENERAL_DL
from .middle_routes import middle_routes
from .models import ReadAs
from .offers import offer_amount
from .overkill import overkill
from .pretrain import adapts, as_pretraining, from_scratch, names_cards, pretraining, rig_headline
from .pretrain_count import pretrain_count
from .price_trend import asks_price_drop, trend_said
from .reader_gate import gated
from .rent_cost import (  # a month: 30 days x 24 h (break33 #11)
    MONTH_HOURS,
    RENT_OR_BUY,
    month_cost,
    rent_cost,
    rented_like,
)
from .rent_job import rent_job, rent_shape
from .rent_other import rent_other
from .rent_said import stated_hourly
from .rent_use import rent_use
from .rig_cost import rig_cost
from .vendors_asked import vendor_fact
from .worth_buy import WORTH_HEAD, nvidia_named, step_down, worth_to_buy

if TYPE_CHECKING:
    from ..api import Advisor

WAIT = re.compile(r"(?<![a-z])(?:wait|waiting|next[\s-]+gen(?:eration)?|next\s+series|hold\s+off|"
                  r"buy\s+(?:it\s+)?now\s+or\s+(?:later|wait)|prices?\s+(?:to\s+)?(?:drop|fall|come\s+down))(?![a-z])|"
                  r"等等|等下一代|下一代|等新卡|再等|观望|觀望|等降价|等降價|"
                  r"^\s*等\s*(?:rtx\s*)?\d{4}|等\s*(?:rtx\s*)?\d{4}\S{0,6}(?:还是|還是|再买|再買)|"
                  r"(?:还是|還是|或者?)\s*等\s*(?:rtx\s*)?\d{4}")  # "4090还是等5090降价"
"""Words of a buyer weighing waiting ("or wait for the next generation?", "还是等下一代？", "等6090还是买5090")."""
REAL_TIME = re.compile(r"(?<![a-z])(?:real[\s-]?time|realtime|live\s+video|low[\s-]latency|fps|frames?\s+per\s+"
                       r"second)(?![a-z])|实时|實時|即时|即時|低延迟|低延遲")
"""Words of a real-time requirement (a latency or frame-rate target)."""
TRAINING = re.compile(r"(?<![a-z])(?:train|training|fine[\s-]?tun\w*|finetun\w*|lora|qlora|sft)(?![a-z])|"
                      r"微调|微調|训练|訓練|精调|精調")
"""Words of a training or fine-tuning job."""
FINE_TUNE = re.compile(r"(?<![a-z])(?:fine[\s-]?tun\w*|finetun\w*|lora|qlora|sft)(?![a-z])|微调|微調|精调|精調")
"""Words of a fine-tune among them: the rest ("train", "训练") say training, never fine-tuning (break32 #18)."""
EMBEDDING = re.compile(r"(?<![a-z])(?:embedding|embeddings|sentence[\s-]transformers?|bert|roberta|reranker|"
                       r"rerankers|cross[\s-]encoders?|bi[\s-]encoders?)(?![a-z])|向量模型|句向量|文本向量|嵌入模型")
"""Words naming a small model's job: embedding models and BERT-class encoders."""

EMBEDDING_PARAMS_B = 0.34
"""The largest common embedding / encoder model, in billions of parameters: BERT-large, 340M (Devlin et al.,
"BERT: Pre-training of Deep Bidirectional Transformers", 2018, Table/§3: BERT-base 110M, BERT-large 340M; the
uniem M3E models of F10 are 24M-340M by their model cards). A fine-tune of it sizes the job."""
LARGE_JOBS = ("video-gen", "image-gen", "llm")
"""The jobs whose real-time speed is bound by memory bandwidth (large generative models, :func:`real_time`); a
detector or a classifier at 30 fps is bound by compute and is not weighed by bandwidth."""
SLOWER = 1.5
"""Product choice: a card whose bandwidth is at least this many times below the fastest card here is said too
slow for a real-time requirement; closer, it is said near the fastest."""


@cache
def _rows(name: str) -> tuple[dict[str, str], ...]:
    """The rows of ``data/<name>``."""
    with open(data_dir() / name, newline="", encoding="utf-8") as fh:
        return tuple(csv.DictReader(fh))


def _market(advisor: Advisor, answer):
    """The answer's market (the default one when the answer names none)."""
    market = getattr(getattr(answer, "market", None), "id", None)
    return advisor.catalog.market(market or None)


def _fit_need(advisor: Advisor, answer, model: str, task: str) -> float | None:
    """The memory ``fits`` says ``model`` needs for ``task`` (:func:`advisor.compare_job.fit_need`)."""
    return fit_need(advisor, answer, model, task)


SHOULD_BUY = re.compile(r"(?<![a-z])(?:should\s+i\s+(?:buy|get|purchase)|buy\s+(?:some|them|one|it|two|more)|"
                        r"worth\s+(?:it|buying|the\s+money)|is\s+it\s+worth|good\s+idea)(?![a-z])|"
                        r"该买|該買|要不要买|要不要買|值得买|值得買|值不值|划算|劃算")
"""A buyer weighing a purchase itself ("should I buy some?", "worth it?", "划算吗"), not one planning around a card
("I'm planning a workstation around one RTX 4090 - will it fit?")."""


RENT = re.compile(r"(?<![a-z])(?:rent|renting|rented|cloud\s+gpus?|by\s+the\s+hour)(?![a-z])|租")
"""Renting asked about ("should I rent or buy?", "租还是买")."""


def _buying(text: str) -> bool:
    """Whether ``text`` (lower case) weighs the purchase itself: should I buy, worth it, upgrade, wait, or rent."""
    return any(p.search(text) for p in (SHOULD_BUY, cues.UPGRADE, WAIT, RENT))


def _asked(read_as: ReadAs, answer) -> tuple[str, int, float | None] | None:
    """The hardware a buyer asks about, how many, and their total price in the answer (a comparison's side
    total, the board and power supply several cards need counted) or ``None``: the card weighed against the
    owner's (a comparison whose first card is theirs), else the dearest card asked about, as many as the
    question says."""
    if isinstance(answer, Comparison) and len(answer.cards) == 2:
        names = [f.card for f in answer.cards]
        counts = list(answer.counts or [1, 1])
        totals = list(answer.side_totals or [None, None])
        sides = [i for i in (0, 1) if names[i] in read_as.cards]
        if read_as.own and len(sides) == 2:
            sides = [1]  # the owner's own card is not what they would buy
        if not sides:
            return None
        i = max(sides, key=lambda j: (totals[j] or 0.0, counts[j]))
        return names[i], counts[i], totals[i]
    if isinstance(answer, Recommendation) and answer.picks:  # a budget's answer: its first pick, as many as it buys
        first = answer.picks[0]
        return first.card, first.gpus or 1, first.total_cost
    if not read_as.cards:
        return None
    return read_as.cards[-1], read_as.gpus or 1, None


def rent_beside(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """A buying question ("should I buy some?", "upgrade to an RTX PRO 6000?") about hardware the market's
    rent table prices by the hour (``data/rent_hourly.csv``, on-demand, sourced): renting said beside buying,
    with the hourly price, its source and date, and how many hours the price here pays for — the rule
    ``cloud.own-vs-rent-2023`` (renting beats owning for occasional use, owning wins in sustained daily use). Only
    in a market whose policy rents (``MarketPolicy.rent``); nothing else."""

    low = text.lower()
    if not _buying(low) or (isinstance(answer, Recommendation) and not RENT.search(low)):
        return []  # a budget's answer answers "what should I buy?": renting only when asked about
    if read_as.own and isinstance(answer, Fit) and not RENT.search(low):
        return []  # "my rig: 2x 3090 … should I buy a third?": the cards fitted are had, never rented (break26 #13)
    market = _market(advisor, answer)
    asked = _asked(read_as, answer)
    if not market.policy.rent or asked is None:
        return []
    card, count, total = asked
    if read_as.own and card in read_as.cards[:1] and not RENT.search(low):
        return []  # "I have a 4090, want to upgrade": the card they own is never theirs to rent (break33 #17)
    row = next((r for r in _rows("rent_hourly.csv") if r["market"] == market.id and r["card"] == card), None)
    price = shown_price(advisor.catalog.price_of(market.id, card))
    if price is None or price.currency != "USD":
        return []
    offered = offer_amount(advisor, read_as, card, market.id, price.currency)  # "its price here": the offer's
    total = offered * count if offered is not None else total or price.amount * count
    paid = Money(amount=total, currency=price.currency)  # the market's price, one path (F08, break26 #22)
    if row is None:  # not rented by the hour here: the cheapest card that is, with as much memory and speed
        if not RENT.search(low):
            return []  # another card's hourly price only when renting is asked about ("are P40s worth it?": no)
        like = rented_like(advisor, market.id, advisor.card(card))
        if like is None:
            return []
        other, row = like
        hourly = float(row["usd_per_hour"]) * count
        said = msg("ask.rent.like", "For occasional use, rent: {card} is not listed by the hour, but {other} "
                   "({memory}, at least its memory and speed) rents for about {hourly} an hour (RunPod on-demand, "
                   "{date}), so {card}'s price here ({price}) pays for about {hours:,.0f} hours of it; owning wins in "
                   "sustained, daily use.",
                   card=card_param(card), other=msg("compare.several.side", "{count} x {card}", count=count,
                                                    card=card_param(other.name)) if count > 1
                   else card_param(other.name), memory=gb(other.memory_gb or 0.0),
                   hourly=Money(amount=round(hourly, 2), currency="USD", digits=2), date=Date(value=row["as_of"]),
                   price=Money(amount=total, currency=price.currency), hours=Number(value=round(total / hourly, -2)))
        return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)]
    hourly = float(row["usd_per_hour"]) * count
    hours = round(total / hourly, -2)
    holder = _rent_holder(advisor, market.id, answer)
    if holder is not None:  # the model in 16 bits, more than the rig holds: the card that holds it alone, rented
        big, big_row = holder
        said = msg("ask.rent.holds", "For occasional use, rent: {hardware} rents for about {hourly} an hour (RunPod "
                   "on-demand, {date}), so its price here ({price}) pays for about {hours:,.0f} hours; in 16 bits, "
                   "{big} ({memory}) holds it alone for about {big_hourly} an hour. Owning wins in sustained, daily "
                   "use.", hardware=msg("compare.several.side", "{count} x {card}", count=count,
                                       card=card_param(card)) if count > 1 else card_param(card),
                   hourly=Money(amount=round(hourly, 2), currency="USD", digits=2), date=Date(value=row["as_of"]),
                   price=paid, hours=Number(value=hours),
                   big=card_param(big.name), memory=gb(big.memory_gb or 0.0),
                   big_hourly=Money(amount=float(big_row["usd_per_hour"]), currency="USD", digits=2))
        return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)]
    stated = stated_hourly(text)
    if stated is not None:  # "for 2.5/hr": the asker's price used and said, the table's beside it (newuser28 #3)
        hours = round(total / (stated * count), -2)
        said = msg("ask.rent.stated", "For occasional use, rent: {hardware} at the {stated} an hour you said (RunPod "
                   "on-demand lists about {hourly}, {date}), so its price here ({price}) pays for about {hours:,.0f} "
                   "hours; owning wins in sustained, daily use.", hardware=msg(
                       "compare.several.side", "{count} x {card}", count=count, card=card_param(card))
                   if count > 1 else card_param(card),
                   stated=Money(amount=round(stated * count, 2), currency="USD", digits=2),
                   hourly=Money(amount=round(hourly, 2), currency="USD", digits=2), date=Date(value=row["as_of"]),
                   price=paid, hours=Number(value=hours))
        return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)]
    said = msg("ask.rent", "For occasional use, rent: {hardware} rents for about {hourly} an hour (RunPod on-demand, "
               "{date}), so its price here ({price}) pays for about {hours:,.0f} hours; owning wins in sustained, "
               "daily use.", hardware=msg("compare.several.side", "{count} x {card}", count=count,
                                           card=card_param(card)) if count > 1 else card_param(card),
               hourly=Money(amount=round(hourly, 2), currency="USD", digits=2), date=Date(value=row["as_of"]),
               price=paid, hours=Number(value=hours))
    if offered is not None:  # the price offered, said as such (never "its price here": the market's is another)
        said = msg("ask.rent.offered", "For occasional use, rent: {hardware} rents for about {hourly} an hour (RunPod "
                   "on-demand, {date}), so the price you were offered ({price}) pays for about {hours:,.0f} hours; "
                   "owning wins in sustained, daily use.", **said.params)
    return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)]


def _rent_holder(advisor: Advisor, market: str, answer):
    """For a ``fits`` answer on the asker's cards whose model, in 16 bits as its weights are released, needs more
    than those cards hold (``fits.own.as-released.more``, F14: a 40B model on 4090s): the rentable card
    (``data/rent_hourly.csv``) that holds that need alone with :data:`~advisor.thresholds.HEADROOM_GB` to spare,
    the cheapest by the hour, and its row; ``None`` otherwise."""
    shape = getattr(answer, "shape", None)
    said = [c.message for c in (shape.caveats + shape.decides if shape is not None else [])
            if c.message.key in ("fits.own.as-released.more", "fits.own.as-released-fp8.more")] + [
        r.message for r in getattr(answer, "reasons", [])
        if r.message.key in ("fits.own.as-released.more", "fits.own.as-released-fp8.more")]  # (headline)
    if not said:
        return None
    need = said[0].params["need"]
    need_gb = getattr(need, "value", None)
    if not isinstance(need_gb, (int, float)):
        return None
    rows = [(advisor.card(r["card"]), r) for r in _rows("rent_hourly.csv") if r["market"] == market]
    held = [(c, r) for c, r in rows if (c.memory_gb or 0.0) >= need_gb + HEADROOM_GB]
    return min(held, key=lambda x: float(x[1]["usd_per_hour"])) if held else None




def rent_a_run(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """Someone planning a machine around one card for a training job (:data:`PLANNING` and training words; not
    owned): what renting the same card for a month of round-the-clock training costs (``data/rent_hourly.csv``,
    RunPod on-demand, sourced) against the card's price here — the rule ``cloud.own-vs-rent-2023``: one long run
    is cheaper rented (and several rented cards finish it sooner), training most days is cheaper owned (U22).
    Nothing when the market does not rent, or the card is not rented by the hour."""

    low = text.lower()
    if read_as.own or len(read_as.cards) != 1 or not isinstance(answer, Verdict | Fit):
        return []
    if not PLANNING.search(low) or not TRAINING.search(low) or read_as.task in ("lora", "qlora", "inference"):
        return []  # a fine-tune takes hours, not a month
    if read_as.model is not None and not pretraining(text, read_as):
        return []  # a model named and no pretraining said: a fine-tune, however it is put
    market = _market(advisor, answer)
    card = advisor.card(read_as.cards[0])
    row = next((r for r in _rows("rent_hourly.csv") if r["market"] == market.id and r["card"] == card.name), None)
    price = shown_price(advisor.catalog.price_of(market.id, card.name))
    if not market.policy.rent or row is None or price is None or price.currency != "USD":
        return []
    hourly = float(row["usd_per_hour"])
    offered = offer_amount(advisor, read_as, card.name, market.id, price.currency)  # the price offered, if one is
    said = msg("ask.cheaper.rent-month", "Renting: {card} is about {hourly} an hour (RunPod on-demand, {date}), so "
               "a month of round-the-clock training ({hours} h) costs about {month} against {price} to buy: rent for "
               "one long run, own for training most days.",
               card=card_param(card.name), hourly=Money(amount=hourly, currency="USD", digits=2),
               date=Date(value=row["as_of"]), hours=Number(value=MONTH_HOURS),
               month=Money(amount=month_cost(hourly), currency="USD"),
               price=Money(amount=offered if offered is not None else price.amount, currency=price.currency))
    return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)]




def rent_or_buy(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """"Rent or buy?" for one card the market rents by the hour: the month of round-the-clock renting
    (``data/rent_hourly.csv``, RunPod on-demand, dated) against buying — and a bought card is not all spent: it
    resells near today's used price (the market's sourced used price, dated), so owning costs the gap between the
    price paid and that, plus power. Said first, as the answer (breaker: "rent or buy a 4090" heard "good buy" with
    no resale). Nothing without a rent row, a price or a used price."""
    if not RENT_OR_BUY.search(text.lower()) or isinstance(answer, Recommendation) or not read_as.cards:
        return []  # a budget's answer keeps its pick first, with renting said beside it (rent_beside)
    market = _market(advisor, answer)
    asked = _asked(read_as, answer)
    if not market.policy.rent or asked is None or asked[1] != 1:
        return []
    card = asked[0]
    row = next((r for r in _rows("rent_hourly.csv") if r["market"] == market.id and r["card"] == card), None)
    prices = advisor.catalog.price_of(market.id, card)
    price = shown_price(prices)
    used = min((p for p in prices if p.condition == "used" and p.currency == "USD"), key=lambda p: p.amount,
               default=None)
    if row is None or price is None or used is None or price.currency != "USD":
        return []
    stated = stated_hourly(text)  # "A100 2美元/小时 租还是买": the asker's rate is the one weighed (newuser28 #3)
    hourly = stated if stated is not None else float(row["usd_per_hour"])
    params = dict(card=card_param(card), hourly=Money(amount=hourly, currency="USD", digits=2),
                  date=Date(value=row["as_of"]), hours=Number(value=MONTH_HOURS),
                  month=Money(amount=month_cost(hourly), currency="USD"),
                  price=Money(amount=price.amount, currency="USD"), used=Money(amount=used.amount, currency="USD"),
                  used_date=Date(value=used.as_of))
    gap = price.amount - used.amount
    if gap <= 0:  # the price shown is the used price: bought used, it resells near what was paid
        said = msg("ask.rent-or-buy.used", "Rent or buy: {card} rents for about {hourly} an hour (RunPod on-demand, "
                   "{date}), about {month} a month of round-the-clock use ({hours} h). Bought used ({used}, "
                   "{used_date}), it resells near that while used prices hold: owning costs their drop plus power — "
                   "buy if it will be busy most days, rent for a run or two.", **params)
    else:
        said = msg("ask.rent-or-buy.new", "Rent or buy: {card} rents for about {hourly} an hour (RunPod on-demand, "
                   "{date}), about {month} a month of round-the-clock use ({hours} h). Bought at {price}, it resells "
                   "near the used price ({used}, {used_date}): owning costs about {gap} plus power, {gap_hours:,.0f} "
                   "hours of renting; use it more than that and buying wins.",
                   gap=Money(amount=gap, currency="USD"), gap_hours=Number(value=round(gap / hourly, -1)), **params)
    if stated is not None and gap <= 0:
        said = msg("ask.rent-or-buy.used.stated", "Rent or buy: {card} at the {hourly} an hour you said is about "
                   "{month} a month of round-the-clock use ({hours} h). Bought used ({used}, {used_date}), it resells "
                   "near that while used prices hold: owning costs their drop plus power — buy if it will be busy "
                   "most days, rent for a run or two.", **params)
    elif stated is not None:
        said = msg("ask.rent-or-buy.new.stated", "Rent or buy: {card} at the {hourly} an hour you said is about "
                   "{month} a month of round-the-clock use ({hours} h). Bought at {price}, it resells near the used "
                   "price ({used}, {used_date}): owning costs about {gap} plus power, {gap_hours:,.0f} hours of "
                   "renting; use it more than that and buying wins.", **said.params)
    return [Caveat(rule_id="cloud.own-vs-rent-2023", weight=DECIDING_WEIGHT, message=said)]


def _waited_for(text: str, cards: list[str]) -> str | None:
    """The card a wait is for: the one card read, or of two the one whose model number the question says first after
    its waiting word ("4090还是等5090降价", "buy a 4090 now or wait for the 5090 to drop?"); None otherwise."""
    if len(cards) == 1:
        return cards[0]
    low = text.lower()
    wait = WAIT.search(low)
    if len(cards) != 2 or wait is None:
        return None
    at = {c: next((i for n in re.findall(r"\d{3,5}", c) if (i := low.find(n, wait.start())) >= 0), None)
          for c in cards}
    said = [(i, c) for c, i in at.items() if i is not None]
    return min(said)[1] if said else None


def wait_said(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """A buyer weighing waiting for the next generation ("upgrade …, or wait for the next generation?"): what
    is known of it as of the market's date (``data/next_generation.csv``: not announced, the rumoured earliest
    date, its source), so "or wait?" is answered — waiting buys nothing certain. A wait for one card on sale to get
    cheaper ("should I wait for the 5090 to get cheaper?", "4090会降价吗") gets that card's dated prices and what
    moves them instead (:func:`advisor.ask.price_trend.trend_said`), when the data holds two or more. Nothing in a
    market with no row, or when the question does not weigh waiting."""
    future = any(n.key == "ask.future-card" for n in read_as.notes)  # "要不要等5080 super": a card not out yet
    waiting = bool(WAIT.search(text.lower())) or read_as.topic == "waiting"
    waited = _waited_for(text, read_as.cards)  # "4090还是等5090降价": the card the wait is for, of two
    drop = not future and waited is not None and asks_price_drop(text, waiting)
    if not (waiting or future or drop) or not (read_as.cards or isinstance(answer, Recommendation)):
        return []
    market_id = _market(advisor, answer).id
    if drop and waited is not None:  # "wait for the 5090 to get cheaper?": its dated prices, what moves them
    
        shown = shown_price(advisor.catalog.price_of(market_id, waited))
        trend = trend_said(advisor, market_id, waited, shown.condition if shown is not None else None, shown)
        if trend is not None:
            return [Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=trend)]
    rows = generation_rows(advisor, market_id)
    row = next((r for r in rows if r.get("kind") == "next"), None)
    if row is None:
        return []
    said = msg("ask.wait", "Waiting buys nothing certain: {generation} is not announced, rumoured for the second "
               "half of {year:.0f} at the earliest ({date}); buy when the job needs it, rent until then.",
               line=Text(value=row["line"]), generation=Text(value=row["generation"]),
               year=Number(value=float(row["earliest_year"])), date=Date(value=row["source_date"]))
    asked = asked_row(rows, text)  # "wait for the 5080 super": the refresh reported delayed, said first
    if asked is not None and asked.get("kind") in ("refresh", "datacentre"):  # "or wait for rubin?": no desk card
        first = refresh_said(asked) if asked["kind"] == "refresh" else datacentre_said(asked)
        return [Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=first),
                Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=said)]
    return [Caveat(rule_id="market.dated", weight=DECIDING_WEIGHT, message=said)]


def _not_two_sides(advisor: Advisor, text: str, read_as: ReadAs, answer) -> bool:
    """:func:`worth_verdict` says nothing: not a comparison of two cards."""
    return not isinstance(answer, Comparison) or len(answer.cards) != 2


@gated(_not_two_sides)
def worth_verdict(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """"Which is worth it / 划算?" for training or fine-tuning, or a comparison for a fine-tune (``read_as.task``:
    lora, qlora, full-finetune; break15 #3), where one side does not train (a Mac Studio, a
    Strix Halo box, a card off CUDA: :func:`advisor.routes.trains_of`) and the other does: the verdict first —
    the side that trains — with the reason, so the question gets a yes/no before the figures (F19); when that side
    is more GeForce cards than one PC holds (:data:`~advisor.thresholds.GPUS_PER_PLATFORM`), the machine is ruled out
    without calling the rig "worth buying", which :func:`advisor.ask.big_rig.big_rig` then weighs (graded F19)."""
    low = text.lower()
    fine_tune = read_as.task in ("lora", "qlora", "full-finetune")  # "dgx spark vs mac studio for fine-tuning"
    general = not TRAINING.search(low) and bool(GENERAL_DL.search(low))  # "… for deep learning": mostly training
    if not isinstance(answer, Comparison) or len(answer.cards) != 2 or not (TRAINING.search(low) or general):
        return []
    sides = [advisor.card(f.card) for f in answer.cards]
    if general and not any(c.is_system for c in sides):
        return []  # two cards for deep learning: the general comparison answers
    if not (cues.DEAL.search(low) or fine_tune or any(c.is_system for c in sides)):  # "mac studio vs dgx spark for
        return []  # training" (break16 #2): a machine weighed for training, as for a fine-tune
    trains = [trains_of(c, route_of(c)) != "no" for c in sides]
    if trains.count(True) != 1:
        return []
    good, bad = (sides[0], sides[1]) if trains[0] else (sides[1], sides[0])
    if not bad.is_system and not cues.DEAL.search(low):
        return []  # a card off CUDA weighed for a fine-tune: the fine-tune's own memory line answers (compare_job)
    counts = list(answer.counts or [1, 1])
    n = counts[[f.card for f in answer.cards].index(good.name)] if good.name in [f.card for f in answer.cards] else 1
    side = (msg("compare.several.side", "{count} x {card}", count=n, card=card_param(good.name)) if n > 1
            else card_param(good.name))
    job = msg("ask.worth.job.fine-tune", "fine-tuning") if fine_tune or FINE_TUNE.search(low) else msg(
        "ask.worth.job.training", "training")  # "for training models", "DL训练": never "fine-tuning" (break32 #18)
    if bad.is_system and n > GPUS_PER_PLATFORM and good.line in ("geforce", "titan"):  # more cards than a PC holds:
        said = msg("ask.worth.trains.rig", "For {job}, not {bad}: it trains far slower and CUDA-only training "
                   "tools do not run on it. {good} trains far faster, but as a server build where one job scales "
                   "poorly.",
                   job=job, good=side, bad=card_param(bad.name))  # never "worth buying" beside "scales poorly" (F19)
        return [Caveat(rule_id="system.unified-memory", weight=DECIDING_WEIGHT, message=said)]
    if RENTED_SAID.search(low) and not cues.BUYING.search(low):  # "… instead of a
        # cloud L4": the card the asker rents, weighed as rented — never "worth buying" (judge27 #11)
        said = msg("ask.worth.trains.rented", "For {job}, keep renting {good}: it trains far faster than {bad}, and "
                   "CUDA-only training tools do not run on {bad}, which holds large models to run them.", job=job,
                   good=side, bad=card_param(bad.name))
        return [Caveat(rule_id="system.unified-memory", weight=DECIDING_WEIGHT, message=said)]
    general_said = msg("ask.worth.trains.general", "For deep learning, which is mostly training (CUDA, PyTorch, "
                       "tensor cores), {good} is the one worth buying: {bad} holds large models to run them, but it "
                       "trains far slower and CUDA-only training tools do not run on it.", good=side,
                       bad=card_param(bad.name))
    said = general_said if general and bad.is_system else msg(
        "ask.worth.trains", "For {job}, {good} is the one worth buying: {bad} holds large models to "
        "run them, but it trains far slower and CUDA-only training tools do not run on it.", job=job, good=side,
        bad=card_param(bad.name)) if bad.is_system else msg(
        "ask.worth.trains.card", "For {job}, {good} is the one worth buying: today's training stack (CUDA, "
        "PyTorch) no longer runs on {bad}.", job=job, good=side, bad=card_param(bad.name))
    return [Caveat(rule_id="system.unified-memory" if bad.is_system else "vendor.mainstream",
                   weight=DECIDING_WEIGHT, message=said)]


def both_enough(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """Two cards weighed for a small model's job (fine-tuning embedding models, BERT-class encoders: at most
    :data:`EMBEDDING_PARAMS_B` billion parameters): both hold a full fine-tune of the largest such model
    (``fits``' own estimate), so memory does not decide — said first, with what the larger card still gives (a
    larger batch, which contrastive training's in-batch negatives gain from). Nothing when either card is too
    small, or the question names no such job."""
    if not isinstance(answer, Comparison) or len(answer.cards) != 2 or not EMBEDDING.search(text.lower()):
        return []
    if read_as.use_case == "llm" or (read_as.model is not None and read_as.model.params_b > EMBEDDING_PARAMS_B):
        return []  # an LLM beside the embeddings (RAG): its memory decides
    need = _fit_need(advisor, answer, f"{EMBEDDING_PARAMS_B}b", "full-finetune")
    if need is None:
        return []
    cards = [advisor.card(f.card) for f in answer.cards]
    memory = [c.memory_gb or 0.0 for c in cards]
    if min(memory) < need + HEADROOM_GB:
        return []
    big, small = (cards[0], cards[1]) if memory[0] >= memory[1] else (cards[1], cards[0])
    said = msg("ask.both-enough", "Both are enough: embedding models are small (BERT-class, up to about {params:.0f}M "
               "parameters), and a full fine-tune of that size needs about {need}, so {a} and {b} both hold it and "
               "memory does not decide; {big}'s {big_memory} takes a larger batch, which in-batch negatives gain "
               "from.", params=Number(value=EMBEDDING_PARAMS_B * 1000), need=gb(round(need, 1)),
               a=card_param(small.name), b=card_param(big.name), big=card_param(big.name),
               big_memory=gb(big.memory_gb or 0.0))
    return [Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=said)]


def training_job(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """Two cards weighed for fine-tuning a named model ("lora on llama 3 8b: 3060 12gb or 3090?"): the fine-tune's
    own memory said first (:func:`advisor.compare_job.fine_tune_fact`) — unless the comparison already says it
    (``compare --model … --task …`` weighs it itself: one truth across faces)."""
    if not isinstance(answer, Comparison) or read_as.model is None or has_job(answer):
        return []
    fact = fine_tune_fact(advisor, answer, read_as.model.name, read_as.task)
    return [fact] if fact is not None else []


def real_time(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """A real-time requirement ("can this real-time video model run on a DGX Spark?") for a large generative model
    (:data:`LARGE_JOBS`) or on a unified-memory machine: the card asked about against the fastest card the
    market prices, by memory bandwidth — what bounds a large model's speed — so "real time" is answered: a card
    :data:`SLOWER` times or more below it runs the job that many times slower (room, not real-time speed); a card
    near it is said so."""
    if not REAL_TIME.search(text.lower()) or not read_as.cards:
        return []
    market = _market(advisor, answer)
    card = advisor.card(read_as.cards[0])
    if not card.is_system and find_job(text) not in LARGE_JOBS and read_as.use_case != "llm":
        return []  # a detector or a classifier at 30 fps is bound by compute, not by memory bandwidth
    bw = card.speed_bandwidth_gb_s
    if not bw:
        return []
    top = _fastest(advisor, market.id)
    if top is None or top.name == card.name or not top.speed_bandwidth_gb_s:
        return []
    ratio = top.speed_bandwidth_gb_s / bw
    params = dict(card=card_param(card.name), bandwidth=Quantity(value=round(bw), unit="GB/s", digits=0),
                  top=card_param(top.name), top_bandwidth=Quantity(value=round(top.speed_bandwidth_gb_s), unit="GB/s",
                                                                   digits=0), ratio=Number(value=ratio))
    said = (msg("ask.real-time.slow", "Real time asks for speed, not room: {card} has {bandwidth}, {ratio:.1f}x less "
                "than the {top}'s {top_bandwidth}, so a model bound by memory bandwidth runs about {ratio:.1f}x slower "
                "on it than on the {top}, where the model fits the {top}'s {top_memory}.",
                top_memory=gb(top.memory_gb or 0.0), **params) if ratio >= SLOWER else
            msg("ask.real-time.fast", "Real time asks for speed: {card} has {bandwidth}, near the fastest card here "
                "({top}, {top_bandwidth}).", **params))
    if ratio >= SLOWER and card.manufacturer == "NVIDIA" and card.memory_gb and re.search(
            r"(?<![a-z])(?:can|could|will|would|does|do)\b[^?.!]{0,60}\brun(?![a-z])", text.lower()):
        said = msg("ask.real-time.runs", "Yes, it runs: {card} is a CUDA machine with {memory} for the model. {slow}",
                   card=card_param(card.name), memory=gb(card.memory_gb), slow=said)  # "can … run on a DGX Spark?"
        # asks whether it runs first (graded F20): yes, then how fast
    return [Caveat(rule_id="spec.bandwidth-first", weight=DECIDING_WEIGHT, message=said)]


def _fastest(advisor: Advisor, market: str):
    """The card with the most memory bandwidth among the market's priced, recommended consumer and workstation
    cards (no server module, no machine): the yardstick of :func:`real_time`."""
    best = None
    for name in advisor.catalog.card_rows:
        card = advisor.card(name)
        if card.is_system or not card.speed_bandwidth_gb_s or card.manufacturer != "NVIDIA":
            continue
        prices = [p for p in advisor.catalog.price_of(market, name) if p.pick]
        if not prices or card.line != "geforce":
            continue
        if best is None or card.speed_bandwidth_gb_s > (best.speed_bandwidth_gb_s or 0):
            best = card
    return best


def laptop_headline(advisor: Advisor, read_as: ReadAs, text: str, answer) -> Message | None:
    """A laptop buyer's headline (F18: "are 4 or 6 GB enough? I need a laptop, budget $933"): the laptop GPU
    memory that runs the most of the job (:func:`advisor.ask.fitted.laptop_groups`) — "take a laptop whose GPU
    has 8 GB or more" — and that the cards ranked are desktop cards; never "buy" a desktop card. ``None`` when the
    answer is no laptop buyer's recommendation."""
    if not isinstance(answer, Recommendation) or not read_as.laptop:
        return None
    groups = laptop_groups(advisor, read_as, text, answer)
    if not groups:
        return None
    memories, names, what = groups[-1]
    budget = read_as.budget
    for group in reversed(groups):  # the most memory the budget reaches (round 7)
        if budget is None:
            break
        within = [p for p in priced_laptops(advisor, budget.currency, group[0][0]) if p[0].amount <= budget.amount]
        if within:
            row = within[0][0]
            return msg("ask.laptop.head.budget", "For a laptop within {budget}, take one whose GPU has {memory} "
                       "({card}, laptops from {price}, {date} launch price): {what}. The cards ranked below are "
                       "desktop cards, if a desktop will do.", budget=Money(amount=budget.amount,
                                                                            currency=budget.currency),
                       memory=gb(within[0][1]), card=card_param(row.card), what=group[2],  # its own memory
                       price=Money(amount=row.amount, currency=row.currency), date=Date(value=row.as_of))
    priced = priced_laptops(advisor, budget.currency, memories[0]) if budget is not None else []
    if priced:  # the laptop GPU the budget reaches first, never a class far over it (F18: a 5070 Ti laptop)
        names = [priced[0][0].card]
    return msg("ask.laptop.head", "For a laptop, take one whose GPU has {memory} or more ({cards}): {what}. The cards "
               "ranked below are desktop cards, if a desktop will do.", memory=gb(memories[0]),
               cards=ListOf(items=[card_param(n) for n in names], style="or"), what=what)


TRAINS_HEAD = ("ask.worth.trains", "ask.worth.trains.general", "ask.worth.trains.rented")
"""The verdicts of :func:`worth_verdict` that answer a comparison where only one side trains."""
LEADING = ("ask.pretrain.count", "ask.pretrain.count.said", "ask.pretrain", "ask.pretrain.several",
           "ask.pretrain.several.one",
           "ask.cheaper.modified", "ask.cheaper.modified.no-bf16", "ask.cheaper.modified.new",
           "ask.cheaper.modified.gain",
           "ask.cheaper.replaced-less",
           "ask.worth.trains", "ask.worth.trains.general", "ask.worth.trains.rig", "ask.worth.trains.rented",
           "ask.middle-routes",
           "ask.middle-routes.one", "ask.both-enough", "ask.job.both",
           "ask.job.one",
           "ask.job.neither",
           "ask.real-time.slow", "ask.real-time.fast", "ask.real-time.runs", "ask.worth.buy.cheaper",
           "ask.worth.buy.no",
           "ask.nvidia.named",
           "ask.nvidia.named.both", "ask.cheaper.step-down.pick", "ask.rent.holds", "ask.overkill.yes",
           "ask.overkill.yes.plain", "ask.overkill.no", "ask.overkill.cheapest",
           "ask.wait.refresh", "ask.wait.datacentre", "ask.wait", "ask.wait-price.rising", "ask.wait-price.falling",
           "ask.wait-price.flat", "ask.wait-price.rising.shown", "ask.wait-price.falling.shown",
           "ask.wait-price.flat.shown", "ask.rent-cost", "ask.rent-cost.several", "ask.rent-cost.like",
           "ask.rent-cost.like.one", "ask.rent-cost.stated", "ask.rent-cost.nodes", "ask.rig-cost",
           "ask.rig-cost.nodes",
           "ask.rig-cost.platform", "ask.rig-cost.added", "ask.rig-cost.added.in", "ask.rig-cost.added.board",
           "ask.rent-use.rent", "ask.rent-use.rent.stated", "ask.rent-use.buy.stated",
           "ask.rent-use.buy", "ask.rent-use.other", "ask.rent-or-buy.used",
           "ask.rent-or-buy.new", "ask.rent-or-buy.used.stated", "ask.rent-or-buy.new.stated",
           "ask.vendor.fact", "ask.rent-job", "ask.rent-job.named", "ask.rent-job.like",
           "ask.rent-job.buy")
"""The facts that answer the question itself (a verdict, "both are enough", real time, the card to rent when the
cards asked about hold the model only in 4-bit: F14; what is known of the next generation when the question asks
"or wait?": F08): said first; other renting and waiting come after what the
question's own words raised."""


RENTED_SAID = re.compile(r"(?<![a-z])(?:cloud|rented|renting|rent|colab|runpod|vast\.?ai|lambda\s+labs|aws|gcp|"
                         r"azure|paperspace|lightning\s+ai)(?![a-z])|云上|雲上|云端|雲端|租的|租用")
"""A card said as rented or in the cloud ("a cloud L4", "the A100 I rent on colab", "租的"): weighed as rented."""
BUYER_ONLY = frozenset({"line.individual-avoid-pro", "compare.value.not-recommended"})
"""Caveats about buying a card (a rule's id or a message's key), moot for a card rented by the hour."""


def _buyers(c: Caveat) -> bool:
    """Whether ``c`` speaks of buying a card (:data:`BUYER_ONLY`)."""
    return c.rule_id in BUYER_ONLY or c.message.key in BUYER_ONLY

CLUSTER_B = 1.5
"""Billions of parameters past which pretraining a model is a rented cluster's job (``ask.pretrain*``'s own words:
"past about a billion parameters"): a card-less answer lists no purchase for it."""


def buyer_facts(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
    """Every deciding fact of this module for ``answer`` to ``text`` (the verdict first, then memory, speed,
    renting and waiting)."""
    out: list[Caveat] = []
    def _from_scratch(advisor: Advisor, text: str, read_as: ReadAs, answer) -> list[Caveat]:
        """Beside a count of cards with none named, the published runs on the market's reference card (one
        consumer card's time, the yardstick of its training speeds), never on the answer's first ranked card: "how
        many gpus to pretrain a 1b model" said "1 × GeForce RTX 4090 for about 21 days" then a 3090's 49 days
        (break18 #14). Else the card :func:`from_scratch` picks."""
        counted = any(f.message.key in ("ask.pretrain.count", "ask.pretrain.count.said") for f in out)
        if counted and not read_as.cards:
            market = advisor.catalog.market(getattr(getattr(answer, "market", None), "id", None) or None)
            read_as = read_as.model_copy(update={"cards": [market.policy.speed_reference], "gpus": None,
                                                 "counts": []})
        return from_scratch(advisor, text, read_as, answer)


    for fact in (pretrain_count, _from_scratch, overkill, vendor_fact, modified_said, replaced_baseline, worth_verdict,
                 pc_gap, worth_to_buy, nvidia_named,
                 both_enough, training_job, real_time, big_rig,
                 beats_both, step_down, same_memory_for_less, owner_steps, laptop_owner, image_memory, rent_job,
                 rent_cost, rig_cost, rent_use, rent_other, rent_or_buy, middle_routes,
                 rent_beside, rent_a_run, cloud_run, wait_said):
        try:
            out += fact(advisor, text, read_as, answer)
        except (AdvisorError, KeyError, ValueError):  # a fact that cannot be said is left out, never an error
            continue
    if any(f.message.key.startswith("ask.middle-routes") for f in out):  # the middle routes with their prices (fix48b)
        out = [f for f in out if f.message.key != "ask.rig.middle"]
    if any(f.message.key.startswith("ask.cheaper.step-down") for f in out):  # it names the card that beats both
        out = [f for f in out if f.message.key != "ask.cheaper.beats-both"]
    if any(f.message.key.startswith("ask.rent-job") for f in out):  # a set-up that holds the job: no one card's rate
        out = [f for f in out if not f.message.key.startswith(("ask.rent-cost", "ask.rent-or-buy"))]
    if any(f.message.key.startswith("ask.rent-use") for f in out):  # the use said decides: no round-the-clock month
        out = [f for f in out if not f.message.key.startswith(("ask.rent-or-buy", "ask.rent-cost"))]
    if any(f.message.key.startswith(("ask.rent-or-buy", "ask.rent-cost", "ask.rent-use", "ask.rent-job"))
           for f in out):  # once
        out = [f for f in out if not f.message.key.startswith(("ask.rent.", "ask.cheaper.rent-month"))
               and f.message.key != "ask.rent"]
    return out


def with_buyer_facts(advisor: Advisor, text: str, read_as: ReadAs, answer, shape, after: int = 0):
    """``shape`` (the answer's short form) with :func:`buyer_facts` among its deciding facts — those of
    :data:`LEADING` first, renting and waiting after the first ``after`` (what the question's words raised) —
    and without the memory lines a "both are enough" fact makes untrue (one card's LLM sizes against the
    other's for an embedding model's fine-tune, F10); ``shape`` itself when there is nothing to add."""
    facts = buyer_facts(advisor, text, read_as, answer)
    if not facts:
        return shape
    decides = list(shape.decides)
    if any(f.message.key.startswith("ask.pretrain") for f in facts):  # no base weights: no LoRA/QLoRA "for less"
        decides = [c for c in decides if not adapts(c.message)]
        shape = as_pretraining(shape.model_copy(update={"caveats": [c for c in shape.caveats
                                                                    if not adapts(c.message)]}))
        decides = as_pretraining(shape.model_copy(update={"decides": decides})).decides
        if (head := rig_headline(advisor, read_as, answer)) is not None:  # the full state, sharded: never LoRA's
            shape = shape.model_copy(update={"headline": head})
        count = next((f for f in facts if f.message.key.startswith("ask.pretrain.count")), None)
        if count is not None:  # "how many h100s …", "what gpus do I need", "budget $10000": the count is the answer
            pick = isinstance(answer, Recommendation) and not read_as.cards and read_as.model is not None and (
                read_as.model.params_b > CLUSTER_B)  # "For 10,000 USD, buy Dell Pro Max…": no machine to buy
            decides = [*([] if pick else [Caveat(rule_id=count.rule_id, weight=DECIDING_WEIGHT,
                                                  message=shape.headline)]), *decides]
            shape = shape.model_copy(update={"headline": count.message})
            facts = [f for f in facts if f is not count]
        if read_as.model is not None and read_as.model.params_b > CLUSTER_B:
            # "pretrain a 7b model, what gpus do I need", "…, budget $10000", "on a 5090": no machine to buy ("a rented
            # cluster's job", said first); boxes that hold its memory, "the cheapest way that works", would take
            # years (break15 #2, break16 #1) — only the cards asked about stay listed
            listed = set(read_as.cards)
            fact = next((f for f in facts if f.message.key.startswith("ask.pretrain")), None)
            update: dict[str, Any] = {  # and no caveat of a box no longer listed
                "ranking": [line for line in shape.ranking if line.card in listed],
                "caveats": [c for c in shape.caveats if names_cards(c.message) <= listed]}
            if not update["ranking"]:  # no card listed: no caveat about cards left out of a list (break17 #4)
                update["caveats"] = [c for c in update["caveats"] if c.message.key != "fits.no-bf16"]
            if isinstance(answer, Recommendation) and fact is not None and count is None:  # a pick is a purchase
                update["headline"] = fact.message
                facts = [f for f in facts if f is not fact]
            shape = shape.model_copy(update=update)
        elif not read_as.cards:  # a small model: one card holds the whole state; a split over small cards ("2 × 3060
            # 12 GB … FSDP + QLoRA") is an adapter's recipe, no way to pretrain (break16 #1)
            shape = shape.model_copy(update={"ranking": [line for line in shape.ranking if (line.gpus or 1) <= 1]})
    if any(f.message.key == "ask.both-enough" for f in facts):
        decides = [c for c in decides if not c.message.key.startswith("compare.memory.")]
    if any(f.message.key.startswith("ask.image-memory") for f in facts):  # an image job: no LLM sizes (round 7)
        decides = [c for c in decides if c.message.key not in LLM_LINES]
        shape = shape.model_copy(update={"caveats": [c for c in shape.caveats if c.message.key not in LLM_LINES]})
    if any(f.message.key.startswith("ask.job.") for f in facts):  # the fine-tune decides, not running it in 4-bit
        decides = [c for c in decides if not c.message.key.startswith(JOB_HIDES)]
    lead = [f for f in facts if f.message.key in LEADING]
    rest = [f for f in facts if f.message.key not in LEADING]
    while after < len(decides) and (decides[after].message.key.startswith("ask.offer.") or decides[
            after].message.key == KEPT_MEMORY):  # and the memory no alternative keeps (fix82 #2)
        after += 1  # a price offered set against the market's decides "is it worth it?": before renting, waiting
    only = next((f for f in lead if f.message.key == "ask.job.one"), None)
    only = only or next((f for f in lead if f.rule_id == WORTH_HEAD and f.message.key.startswith("ask.worth.buy.")
                         and isinstance(answer, Verdict)), None)  # "is X still worth it?": to buy, no — and why
    only = only or next((f for f in lead if f.message.key.startswith("ask.overkill.")), None)  # "is X overkill?"
    only = only or next((f for f in lead if f.message.key == "ask.real-time.runs"), None)  # "can it run on …?"
    only = only or next((f for f in lead if f.message.key in TRAINS_HEAD and (
        f.message.key == "ask.worth.trains.rented" or not cues.DEAL.search(text.lower()))), None)
    # only one side trains (a Mac against a DGX Spark for fine-tuning): the answer, never "better value" on decode
    # (break15 #3); "which is worth it?" keeps the comparison's headline, the verdict first below it — unless the
    # card is rented (judge27 #11: "keep renting" answers "is it worth it?" too)
    asked = next((f for f in lead if f.message.key.startswith("ask.rent-or-buy")), None) or next(
        (f for f in lead if f.message.key.startswith(("ask.rent-job", "ask.rent-use", "ask.rent-cost",
                                                       "ask.rig-cost"))), None)
    # "8x h100 rent cost per hour"; "how many 3090s for r1" then "what would that cost?": that many cards' price
    if only is None and asked is not None:  # "rent or buy?": that is the answer; the card's verdict follows it
        was = Caveat(rule_id=asked.rule_id, message=shape.headline, weight=DECIDING_WEIGHT)
        rent = asked.message.key.startswith(("ask.rent-use", "ask.rent-or-buy", "ask.rent-cost", "ask.rent-job"))
        cheaper = asked.message.key.startswith("ask.rent-use.rent")  # renting costs less: no "a good buy" below it
        shape = rent_shape(shape, lead, read_as)  # a job rented: no purchase list unless buying is weighed
        return shape.model_copy(update={"headline": asked.message, "asked": "rent" if rent else shape.asked,
                                        "decides": [
            *([] if cheaper else [was]), *[f for f in lead if f is not asked], *decides[:after], *rest,
            *decides[after:]]})
    if only is not None:  # one card holds the fine-tune: that is the answer, never "better value" on the other
        asked_now = "overkill" if only.message.key.startswith("ask.overkill.") else shape.asked  # no verdict label
        if only.message.key == "ask.worth.trains.rented":  # a card rented: no "poor value for an individual" to buy
            shape = shape.model_copy(update={"caveats": [c for c in shape.caveats if not _buyers(c)]})
            decides = [c for c in decides if not _buyers(c)]
        return shape.model_copy(update={"headline": only.message, "asked": asked_now, "decides": [
            *[f for f in lead if f is not only], *decides[:after], *rest, *decides[after:]]})
    return shape.model_copy(update={"decides": [*lead, *decides[:after], *rest, *decides[after:]]})


__all__ = ["both_enough", "buyer_facts", "laptop_headline", "real_time", "rent_a_run", "rent_beside", "training_job",
           "wait_said", "with_buyer_facts", "worth_verdict"]


def laptop_said(note: Message) -> Message:
    """A card read as its laptop part because the question says "laptop" ("which laptop between an RTX 3050 and
    an RTX 3070", N08): said so — "No desktop card is “rtx 3050”" is false, desktop RTX 3050s and 3070s exist."""
    return msg("ask.laptop-said", "“laptop” said: “{typed}” read as the laptop {card}.", **note.params)
