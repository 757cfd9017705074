"""A card that does not exist yet, asked about waiting (issue 28, answer what was asked): "should I wait for the rtx
6090?", "is the 5080 super worth waiting for" said "No card matches 'rtx 6090'"; "等50系super还是现在买" was not read
as a GPU question at all.

A device name no catalogue card matches, in a question that weighs waiting (:data:`advisor.ask.buying.WAIT`), that
reads as a later card of a tier on sale — a SUPER or Ti of a card ("5080 super"), or the next generation's number
("6090": the 5090's tier) — is answered as the card of that tier on sale now (:func:`future_reading`), the read-as
line saying the card asked about is not announced; the answer's wait line then says what ``data/next_generation.csv``
holds of the next generation (not announced, rumoured for the earliest date, its source). A generation named with
no card ("50系super", "rtx 60 series") gets that line and the budget is asked for (:func:`series_reply`).
"""

from __future__ import annotations

import csv
import re
from typing import TYPE_CHECKING

from ..catalog.inputs import data_dir
from ..errors import AdvisorError
from ..i18n import Date, Message, Number, Text, UserText, msg
from ..wording import card_param

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs, Slot

WAITING = re.compile(r"(?<![a-z])(?:wait|waiting|worth\s+waiting|hold\s+off|next[\s-]+gen\w*)(?![a-z])|等|观望|觀望")
"""Words of a buyer weighing waiting for a card."""
SERIES = re.compile(r"(?<![a-z0-9])(?:rtx\s*)?(?:[5-9]0)\s*(?:系列?|series)?\s*super(?![a-z])|"
                    r"(?<![a-z0-9])(?:rtx\s*)?[6-9]0\s*(?:系列?|series)(?![a-z0-9])|(?<![a-z0-9])rtx\s*[6-9]0(?![0-9])|"
                    r"(?<![a-z])(?:vera\s+)?rubin(?![a-z])")
"""A generation named with no card ("50系super", "rtx 50 super", "rtx 60 series", "60系", "rubin")."""
FUTURE_NUMBER = re.compile(r"(?<![\d.])[6-9]0[5-9]0(?:\s*(?:ti|super))?(?![\d])")
"""A next generation's model number said bare ("6090", "6070 ti"): no card on sale has one."""
_TIER = re.compile(r"(\d)0(\d)0")
_SUFFIX = re.compile(r"[\s-]*(?:super|ti)\s*$")


def current_card(advisor: Advisor, typed: str) -> str | None:
    """The catalogue card of the tier a not-yet-released name stands for: the name without its SUPER/Ti ("5080
    super" → GeForce RTX 5080), else with an earlier generation's number ("rtx 6090" → GeForce RTX 5090, "6070 ti" →
    GeForce RTX 5070 Ti); ``None``
    when neither names a card."""
    low = " ".join(typed.lower().split())
    base = _SUFFIX.sub("", low)
    tries = [base] if base != low else []
    for name in dict.fromkeys([low, base]):  # "6070 ti" → 5070 ti before 5070
        m = _TIER.search(name)
        if m:
            tries += [f"{name[:m.start()]}{g}0{m.group(2)}0{name[m.end():]}" for g in range(int(m.group(1)) - 1, 1, -1)]
    for name in tries:
        try:
            return advisor.card(name).name
        except AdvisorError:
            continue
    return None


def future_reading(advisor: Advisor, text: str, read_as: ReadAs,
                   missing: list[Slot]) -> tuple[ReadAs, list[Slot]]:
    """``read_as`` with a not-yet-released card asked about waiting (module docstring) read as the card of its tier
    on sale now, the read-as line saying so (``ask.future-card``), and ``missing`` without the card; both unchanged
    otherwise. A next generation's number said bare ("should I wait for the 6090?", "要不要等6090") is such a name too
    (:data:`FUTURE_NUMBER`): the reader reads a bare number as a card only when a card has it."""
    waiting = WAITING.search(text.lower()) or read_as.topic == "waiting"
    bare = FUTURE_NUMBER.search(text.lower()) if waiting and not read_as.cards and not read_as.unknown else None
    if bare is not None:  # no card and nothing unknown read: the bare number is the name asked about
        read_as = read_as.model_copy(update={"unknown": [" ".join(bare.group(0).split())]})
    if not read_as.unknown or not waiting:
        return read_as, missing
    if read_as.cards:  # "wait for the 5080 super or buy a 4090 now?": the card weighed stays, the other is not out yet
        typed = read_as.unknown[0]
        if current_card(advisor, typed) is None:
            return read_as, missing
        notes = [n for n in read_as.notes if not (n.key.startswith("ask.unknown") and n.params.get("typed") is not None
                                                  and getattr(n.params["typed"], "value", None) == typed)]
        said = msg("ask.future-card.named", "“{typed}” is no card on sale (not announced)", typed=UserText(value=typed))
        return read_as.model_copy(update={"notes": [*notes, said], "unknown": read_as.unknown[1:],
                                          "topic": "waiting", "supply_w": None}), missing
    typed = read_as.unknown[0]
    card = current_card(advisor, typed)
    if card is None:
        return read_as, missing
    note = msg("ask.future-card", "“{typed}” is no card on sale (not announced); read as {card}, the card of that "
               "tier on sale now", typed=UserText(value=typed), card=card_param(card))
    notes = [n for n in read_as.notes if not n.key.startswith("ask.unknown")]
    update = {"cards": [card], "unknown": read_as.unknown[1:], "notes": [*notes, note], "topic": "waiting",
              "supply_w": None}
    if read_as.command not in ("why", "compare"):
        update["command"] = "why"
    return read_as.model_copy(update=update), [s for s in missing if s != "cards"]


def generation_rows(advisor: Advisor, market_id: str | None) -> list[dict[str, str]]:
    """``data/next_generation.csv``'s rows of a market (the default market when it is none the catalogue knows), the
    next GeForce generation (``kind`` ``next``) first."""
    market = advisor.catalog.market(market_id if market_id in advisor.catalog.markets else None)
    with open(data_dir() / "next_generation.csv", newline="", encoding="utf-8") as fh:
        rows = [r for r in csv.DictReader(fh) if r["market"] == market.id]
    return sorted(rows, key=lambda r: r.get("kind") != "next")


def asked_row(rows: list[dict[str, str]], text: str) -> dict[str, str] | None:
    """The row of ``rows`` whose ``asked`` words ``text`` says ("5080 super": the RTX 50 SUPER refresh, "rubin": the
    data-centre Rubin), the next GeForce generation's when it says none of them; ``None`` without rows."""
    low = text.lower()
    named = [r for r in rows if r.get("kind") != "next" and r.get("asked") and re.search(r["asked"], low)]
    return named[0] if named else (rows[0] if rows else None)


def refresh_said(row: dict[str, str]) -> Message:
    """What is reported of a refresh (``kind`` ``refresh``): delayed over the memory shortage, with its source date."""
    return msg("ask.wait.refresh", "{generation} was reported delayed indefinitely over the memory (DRAM) shortage "
               "({date}): no date is known.", generation=Text(value=row["generation"]),
               date=Date(value=row["source_date"]))


def datacentre_said(row: dict[str, str]) -> Message:
    """What a data-centre generation (``kind`` ``datacentre``: Rubin) is to a buyer of one card: rack systems, no desk
    card, with the half-year reported."""
    return msg("ask.wait.datacentre", "{generation} is NVIDIA's next data-centre GPU: rack systems, reported for the "
               "second half of {year:.0f}, not a card for a desk.", generation=Text(value=row["generation"]),
               year=Number(value=float(row["earliest_year"])))


def _refresh_first(row: dict[str, str]) -> Message:
    """:func:`refresh_said` as the start of the series reply (its sentence, then a space where the language has one)."""
    return msg("ask.future-series.refresh", "{refresh} ", refresh=refresh_said(row))


def series_reply(advisor: Advisor, text: str, read_as: ReadAs, market_id: str | None) -> Message | None:
    """"等50系super还是现在买", "is it worth waiting for rubin?": a generation named with no card, asked about waiting —
    what ``data/next_generation.csv`` holds of it (a refresh reported delayed, a data-centre generation that is no desk
    card) and of the next GeForce generation, then the budget asked for (the card to buy now); ``None`` otherwise."""
    low = text.lower()
    if read_as.cards or read_as.budget is not None or not SERIES.search(low) or not WAITING.search(low):
        return None
    rows = generation_rows(advisor, market_id)
    asked = asked_row(rows, text)
    nxt = next((r for r in rows if r.get("kind") == "next"), None)
    if asked is None or nxt is None:
        return None
    upcoming = dict(generation=Text(value=nxt["generation"]), year=Number(value=float(nxt["earliest_year"])),
                    date=Date(value=nxt["source_date"]))
    if asked.get("kind") == "datacentre":
        return msg("ask.future-datacentre", "{asked} is NVIDIA's next data-centre GPU: rack systems, reported for the "
                   "second half of {asked_year:.0f}, not a card for a desk. Its GeForce cards, {generation}, are not "
                   "announced, rumoured for the second half of {year:.0f} at the earliest ({date}). Buy when the job "
                   "needs it, rent until then. What is your budget? I will name the card to buy now.",
                   asked=Text(value=asked["generation"]), asked_year=Number(value=float(asked["earliest_year"])),
                   **upcoming)
    before = _refresh_first(asked) if asked.get("kind") == "refresh" else Text(value="")
    return msg("ask.future-series", "{before}Waiting buys nothing certain: no new card of that series is on sale "
               "here, and {generation} is not announced, rumoured for the second half of {year:.0f} at the earliest "
               "({date}). Buy when the job needs it, rent until then. What is your budget? I will name the card to "
               "buy now.",
               before=before, **upcoming)


__all__ = ["SERIES", "WAITING", "asked_row", "current_card", "future_reading", "generation_rows", "refresh_said",
           "series_reply"]
