"""A card's power reading weighed against the work it was read under, and the yes/no the question asks (fix74a).

Three kinds the breaker found in :mod:`advisor.ask.power_reading`'s replies:

- a wattage said bare beside a named card ("is 300W normal on my 3090", "is 250 watts normal for a 4070 ti super
  during stable diffusion") is the card's draw when no supply is said (no "psu", "power supply", "电源", no
  "enough"): :func:`bare_reading`; the supply reader never sees it;
- a low draw under a compute-bound load ("only draws 200W while training", "跑训练时功耗只有200W") is no normal draw:
  a busy card draws near its limit, so under :data:`LOW_SHARE` of its board power it is usually starved (data loader,
  CPU, a small batch) or power-limited (:func:`low_verdict`); an LLM's token generation is memory-bound
  (:mod:`advisor.decode`: every token reads the weights), so a low draw there is normal;
- "is something wrong?", "is that too much?" ask the other way round from "is it normal?": the fine verdict then
  starts "No", the faulty one "Yes" (:func:`asks_wrong`).

Pure; no I/O.
"""

from __future__ import annotations

import re

from ..i18n import Message, Quantity, Text, msg

LOW_SHARE = 0.7
"""A draw under this share of the board power under a compute-bound load is low (product choice from the expert's
answer, fix74a: a busy card draws up to its limit and holds it there — nationalpcbuilder.com's RTX 3090 load figures
sit at 350-360 W of 350 W)."""

SUPPLY_WORDS = re.compile(r"(?<![a-z])(?:psu|psus|power\s+supply|power\s+supplies|supply|supplies|enough|recommend\w*|"
                          r"need(?:s|ed)?|gold|platinum|bronze|modular)(?![a-z])|电源|電源|够不够|夠不夠|够吗|夠嗎|够用|夠用")
"""Words that put a wattage on a supply, never the card's draw."""
BARE_ASK = re.compile(r"(?<![a-z])(?:normal|expected|healthy|too\s+(?:much|high|low)|wrong|a\s+problem|an\s+issue|"
                      r"under\s+(?:full\s+)?load)(?![a-z])|正常|太高|有问题|有問題|满载|滿載")
"""A bare wattage asked about as a reading ("is 300W normal", "300W under load")."""
_BARE_W = re.compile(r"(?<![\d.])(\d{2,4})\s*(?:w(?:atts?)?(?![a-z/])|瓦)")

ON_SUPPLY = re.compile(r"(?<![a-z])(?:too\s+(?:much|big|large|little|small|weak)|overkill|not\s+enough|insufficient)"
                       r"\s+for\s+(?:an?\s+|the\s+|my\s+|two\s+|\d\s*x?\s*)?(?:rtx\s+|gtx\s+|rx\s+)?[a-z]*\d")
"""A wattage weighed against a card with no draw verb ("is 550W too much for a 4090"): a supply's size asked about,
never the card's reading (fix78c)."""
COMPUTE_LOAD = re.compile(r"(?<![a-z])(?:train(?:s|ing|ed)?|fine[\s-]*tun\w*|finetun\w*|lora|stable\s+diffusion|sdxl|"
                          r"sd\s*1\.5|flux|comfy\w*|automatic1111|a1111|render\w*|blender|benchmark\w*|furmark|"
                          r"gaming|mining|full\s+load|under\s+(?:full\s+)?load|100\s*%\s*(?:gpu\s+)?(?:usage|util\w*|"
                          r"load|use))(?![a-z])|训练|訓練|微调|微調|跑图|跑圖|出图|出圖|满载|滿載|渲染|炼丹|煉丹")
"""A compute-bound load said with the reading: the card should draw near its limit."""
LLM_LOAD = re.compile(r"(?<![a-z])(?:ollama|llama\.?cpp|lm\s*studio|koboldcpp|llm|chat\w*|generat\w+\s+(?:text|"
                      r"tokens)|tokens?)(?![a-z])|大模型|聊天")
"""An LLM's token generation said with the reading: memory-bound, it draws well under the limit."""
WRONG = re.compile(r"(?<![a-z])(?:wrong|a\s+problem|an\s+issue|problems?|issues?|too\s+(?:much|high|low)|bad|"
                   r"worr(?:y|ied)|concern(?:ed|ing)?|broken|faulty|dangerous)(?![a-z])|有问题|有問題|太高|不正常|坏了|壞了")
"""The question asks whether something is wrong: its fine answer is "No"."""


SPEED_ASKED = re.compile(r"(?<![a-z])(?:slow|slower|so\s+slow|faster|speed\s+up|tok(?:ens?)?\s*/\s*s|t/s|"
                         r"it/s)(?![a-z])|太慢|很慢|速度慢")
"""A speed asked about: a wattage beside it ("8 tokens/s at 100% GPU use and 300W. Why is it so slow?") is context."""
POWER_ASKED = re.compile(r"(?<![a-z])(?:normal|safe|ok|okay|fine|too\s+(?:much|high|low)|power|watts?|draws?|"
                         r"drawing|wrong|problem|issue)(?![a-z])|正常|功耗|功率|安全|有问题|有問題")
"""The reading itself asked about."""


def speed_asked(text: str) -> bool:
    """Whether ``text`` asks why a job is slow, its wattage only said beside (fix69b's R9700 question), not whether
    the wattage is normal."""
    low = text.lower()
    return SPEED_ASKED.search(low) is not None and POWER_ASKED.search(_BARE_W.sub(" ", low)) is None


def bare_reading(text: str) -> float | None:
    """The wattage ``text`` says bare as the card's reading ("is 300W normal on my 3090"), or ``None``: no reading
    asked (:data:`BARE_ASK`), a supply said (:data:`SUPPLY_WORDS`), or no wattage."""
    low = text.lower()
    if SUPPLY_WORDS.search(low) or not BARE_ASK.search(low) or ON_SUPPLY.search(low):
        return None  # "is 550W too much for a 4090": a supply's size asked (fix78c)
    m = _BARE_W.search(low)
    return float(m.group(1)) if m is not None and 10 <= float(m.group(1)) <= 1000 else None


def asks_wrong(text: str) -> bool:
    """Whether ``text`` asks if something is wrong ("is something wrong?", "too much?", "是不是有问题")."""
    return WRONG.search(text.lower()) is not None


def _w(watts: float) -> Quantity:
    return Quantity(value=round(watts), unit="W", digits=0)


def low_verdict(text: str, watts: float, board: float, name, tools: dict | None = None) -> Message | None:
    """The verdict on a draw under :data:`LOW_SHARE` of ``board`` W read under a load ``text`` names: memory-bound
    token generation normal, a compute-bound load starved or limited; ``None`` when no load is said or the draw is
    not low."""
    low = text.lower()
    if watts >= board * LOW_SHARE:
        return None
    share = Quantity(value=round(100 * watts / board), unit="%", digits=0)
    params = dict(watts=_w(watts), card=name, share=share, board=_w(board),
                  **(tools or {"query": Text(value="nvidia-smi -q -d POWER"), "monitor": Text(value="nvidia-smi")}))
    wrong = asks_wrong(text)
    if LLM_LOAD.search(low) and not COMPUTE_LOAD.search(low):
        if wrong:
            return msg("ask.power-load.llm.wrong", "No — nothing is wrong: {watts} ({share} of {card}'s {board} board "
                       "power) is normal while an LLM generates: each token reads the whole model from memory, so the "
                       "cores wait on memory bandwidth and draw well under the limit; between replies the card idles. "
                       "Training or image generation keeps it near {board}.", **params)
        return msg("ask.power-load.llm", "Yes — {watts} ({share} of {card}'s {board} board power) is normal while an "
                   "LLM generates: each token reads the whole model from memory, so the cores wait on memory "
                   "bandwidth and draw well under the limit; between replies the card idles. Training or image "
                   "generation keeps it near {board}.", **params)
    if not COMPUTE_LOAD.search(low):
        return None
    if wrong:
        return msg("ask.power-load.starved.wrong", "Yes — {watts} is low for {card} under load: {share} of its {board} "
                   "board power, where a busy card draws near its limit. Usually the GPU is starved — waiting on the "
                   "data loader or the CPU (more DataLoader workers, pin_memory, data on a fast SSD), or given too "
                   "small a batch — or a power limit is set ({query} shows it). Check GPU-Util in "
                   "{monitor} while it runs: well under 100 % means the card waits on the rest.", **params)
    return msg("ask.power-load.starved", "No — {watts} is low for {card} under load: {share} of its {board} board "
               "power, where a busy card draws near its limit. Usually the GPU is starved — waiting on the data "
               "loader or the CPU (more DataLoader workers, pin_memory, data on a fast SSD), or given too small a "
               "batch — or a power limit is set ({query} shows it). Check GPU-Util in {monitor} "
               "while it runs: well under 100 % means the card waits on the rest.", **params)


__all__ = ["COMPUTE_LOAD", "LLM_LOAD", "LOW_SHARE", "ON_SUPPLY", "asks_wrong", "bare_reading", "low_verdict",
           "speed_asked"]
