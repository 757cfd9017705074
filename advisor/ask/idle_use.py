"""A card's use said high while it idles (fix79d #2): "my rx 7900 xtx shows 100% usage when idle" was answered with
the card's summary, as a card asked about. A share of use (``USE``, at least :data:`HIGH_USE`) said of a card doing
nothing (:data:`advisor.ask.power_reading.IDLE`, passed in) is a card something keeps working, or a reading that is
wrong:

- usually a process still holds it — a model left loaded (Ollama, llama.cpp, a notebook's kernel) — shown by the maker's
  own tool (:func:`advisor.power_tool.held_by`: nvidia-smi, rocm-smi or amd-smi, xpu-smi, Activity Monitor);
- on an AMD card, a loaded llama.cpp model was reported to keep an RX 7900 XTX's graphics pipeline at 100 % and its
  draw at 100–110 W until the program exits (:data:`LOADED_SOURCE`), the card idling at about 20 W once it does;
- a PC's monitoring app can misread the card: LibreHardwareMonitor showed an RX 7900 XTX at 100 % "when it's not even
  being used as heavily as that", Task Manager showing it right (:data:`MISREAD_SOURCE`); the draw tells which.

Pure; :func:`idle_use_reply` returns ``None`` for any other question (no share said, no idle, several cards, a budget
or model asked about).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Card as CardParam
from ..i18n import Message, Quantity, Text, msg
from ..power_tool import held_by, monitor_tool
from ..wording import card_param, join

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

USE = re.compile(r"(?<![\d.])(\d{1,3})\s*%\s*(?:gpu\s+|graphics\s+)?(?:usage|use|utili[sz]ation|util|load|busy)"
                 r"(?![a-z])|(?<![a-z])(?:usage|utili[sz]ation|util|load|gpu|pipeline)\s+(?:is\s+|stays?\s+|sits?\s+|shows?\s+|"
                 r"stuck\s+)?(?:at\s+|of\s+)?(\d{1,3})\s*%|(?:占用率?|使用率|利用率|负载|負載)\s*(?:是|为|為|在|一直)?\s*"
                 r"(\d{1,3})\s*%|(?<![\d.])(\d{1,3})\s*%\s*(?:的)?(?:占用|使用率|利用率|负载|負載)")
"""A share of the GPU's use said: "100% usage", "usage at 100%", "gpu is at 100%", "graphics pipeline at 100%",
"占用率100%", "100%占用"."""
_MAKERS = (("AMD", re.compile(r"(?<![a-z])(?:amd|radeon|rx)(?![a-z])|a卡")),
           ("Intel", re.compile(r"(?<![a-z])(?:intel|arc)(?![a-z])|英特尔|英特爾|i卡")),
           ("Apple", re.compile(r"(?<![a-z])(?:apple|mac(?:book)?|m[1-5])(?![a-z])|苹果|蘋果")),
           ("NVIDIA", re.compile(r"(?<![a-z])(?:nvidia|geforce|rtx|gtx)(?![a-z])|英伟达|英偉達|n卡")))
"""A card's maker said without a card named ("my AMD card", "my intel arc", "A卡"), for its tools (break48 M2)."""


def maker_said(text: str) -> str | None:
    """The one maker ``text`` names (:data:`_MAKERS`), ``None`` when it names none or several."""
    low = text.lower()
    found = [maker for maker, pattern in _MAKERS if pattern.search(low)]
    return found[0] if len(found) == 1 else None


HIGH_USE = 50
"""A use said at or over it (%) is no idle card (product choice: an idle desktop shows a few percent at most)."""
NORMAL_IDLE_USE = 10
"""A use said at or under it (%) while the card idles is the desktop's own work on it — the window compositor, the
display, a browser (product choice, break48 L3: "my 4090 shows 5% usage when idle" got the low-utilisation levers)."""
LOADED_SOURCE = "https://github.com/ROCm/legacy-rocm-build/issues/2777"
"""The RX 7900 XTX report: "When I load an LLM model into GPU's VRAM, Radeon TOP shows the Graphics Pipeline at 100%
all the time. rocm-smi shows 100-110 watt power use … Exiting koboldCPP (which uses llama.cpp backend) returns the GPU
to normal and it then idles at low ~20 watts" (ROCm 6.0, 2024-01-04)."""
MISREAD_SOURCE = "https://github.com/LibreHardwareMonitor/LibreHardwareMonitor/issues/1188"
"""The misread: LibreHardwareMonitor showed an RX 7900 XTX "sitting at 100% usage 24/7 when it's not even being used as
heavily as that", Task Manager displaying it correctly (2023-10-27)."""


def use_said(text: str) -> int | None:
    """The highest share of GPU use ``text`` says (%, at most 100), ``None`` when it says none (:data:`USE`)."""
    shares = [int(g) for m in USE.finditer(text.lower()) for g in m.groups() if g is not None and int(g) <= 100]
    return max(shares, default=None)


WORKING = re.compile(r"(?<![a-z])(?:train\w*|fine[\s-]?tun\w*|epochs?|batch\w*|dataloader|data\s+loader|"
                     r"inference|generat\w*|render\w*|running\s+(?:a|my|the)\s+\w+|while\s+(?:it\s+)?runs?|"
                     r"sits?\s+idle|waits?|waiting|bottleneck\w*)(?![a-z])|训练|訓練|微调|微調|推理|生成|跑模型|瓶颈|瓶頸")
"""A job said running ("30% usage, the card sits idle half the time during training"): its low use is the
bottleneck's answer, never the idle desktop's."""


def _low_idle(share: int, name: Message | CardParam, card, maker: str | None) -> Message:
    """A low use said of an idle card: the desktop's own work (at most :data:`NORMAL_IDLE_USE`) or light work
    something does on it — no bottleneck; the low-utilisation levers only while a job runs."""
    said = Quantity(value=share, unit="%", digits=0)
    first = msg("ask.idle-use.low.normal", "{share} use while {card} idles is normal: the desktop itself runs on the "
                "card — the window compositor and the display, a browser or a video — and keeps it a few percent "
                "busy.", share=said, card=name) if share <= NORMAL_IDLE_USE else msg(
        "ask.idle-use.low.light", "{share} use while {card} idles is light work on it, no fault: a browser or a video "
        "using the card, or a process still holding it ({held}) — close it and the use drops to a few percent.",
        share=said, card=name, held=held_by(card, maker))
    levers = msg("ask.idle-use.low.levers", "Use at idle is no bottleneck: low utilisation only matters while a job "
                 "trains or runs on the card — then the data loader and the batch size are the levers.")
    return msg("ask.idle-use.low", "{said}", said=join([first, levers]))


def idle_use_reply(advisor: Advisor, text: str, read_as: ReadAs, idle: bool) -> Message | None:
    """The reply to a card's use said high while it idles (module docstring), ``None`` for any other question."""
    share = use_said(text) if idle else None
    if share is None or len(read_as.cards) > 1 or read_as.budget is not None or read_as.model is not None:
        return None
    card = advisor.card(read_as.cards[0]) if read_as.cards else None
    maker = card.manufacturer if card is not None else maker_said(text)
    name = card_param(card.name) if card is not None else msg("ask.power-reading.the-card", "the card")
    if share < HIGH_USE:  # a low use at idle: no bottleneck, never the training levers (break48 L3)
        return None if WORKING.search(text.lower()) else _low_idle(share, name, card, maker)
    lines = [msg("ask.idle-use", "{share} use while {card} idles means something keeps it working, or the reading is "
                 "wrong. Usually a process still holds the GPU — a model left loaded in Ollama, llama.cpp or a "
                 "notebook's kernel ({held}); close it and the use drops.",
                 share=Quantity(value=share, unit="%", digits=0), card=name, held=held_by(card, maker))]
    if maker == "AMD":
        lines.append(msg("ask.idle-use.amd", "On a Radeon RX 7900 XTX a loaded llama.cpp model was reported to keep "
                         "the graphics pipeline at 100% and the draw at 100–110 W until the program exited, the card "
                         "then idling at about 20 W ({source}).", source=Text(value=LOADED_SOURCE)))
    if maker == "AMD":  # a PC's monitoring apps (LibreHardwareMonitor, Task Manager); the misread was a Radeon's
        lines.append(msg("ask.idle-use.misread", "If nothing holds it and its draw stays at idle ({monitor} shows "
                         "it), the monitoring app is misreading the card: LibreHardwareMonitor showed an RX 7900 XTX "
                         "at 100% while Task Manager showed it idle ({source}).", monitor=monitor_tool(card, maker),
                         source=Text(value=MISREAD_SOURCE)))
    elif maker != "Apple":  # another maker's card: the misread said without a card it is not about (break48 M2)
        lines.append(msg("ask.idle-use.misread-any", "If nothing holds it and its draw stays at idle ({monitor} shows "
                         "it), the monitoring app is misreading the card: such an app has been reported showing a "
                         "GPU at 100% while Task Manager showed it idle ({source}).",
                         monitor=monitor_tool(card, maker), source=Text(value=MISREAD_SOURCE)))
    return msg("ask.idle-use.reply", "{said}", said=join(lines))


__all__ = ["HIGH_USE", "NORMAL_IDLE_USE", "USE", "idle_use_reply", "maker_said", "use_said"]
