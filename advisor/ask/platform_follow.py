"""A maker's software stack asked about, and its follow-ups (break19 #11): "does pytorch work on amd" then "what about
on windows?" or "and intel arc?" was "That does not look like a question about GPUs". A question whether a maker other
than NVIDIA runs deep learning carries that maker as its topic (``vendor.amd``, ``vendor.apple``, ``vendor.intel``:
:func:`maker_topic`), kept by a follow-up that names no card (:func:`kept_maker`); the reply (:func:`platform_reply`)
is the rule of the platform asked: AMD on Windows (``vendor.amd-windows``: AMD's Windows builds of PyTorch for RDNA3 and
RDNA4, experimental; ROCm under WSL2), Intel Arc (``vendor.intel-xpu``: PyTorch's XPU backend, validated on Windows 11
and Ubuntu). Every sentence is a ``data/rules.csv`` row with its sources. Pure.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ..engine_cards import mac_bootcamp_arm, mac_egpu, mac_engine, mac_image, mac_intel_windows, mac_windows
from ..i18n import Message, msg
from ..stack_os import ENGINES, VM, WINDOWS
from .vendors_asked import _AMD, _APPLE, _DEEP_LEARNING, _NVIDIA, _WORKS
from .word_gate import needs

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

_WINDOWS = re.compile(r"(?<![a-z])(?:windows|win\s*1[01]|wsl2?)(?![a-z0-9])|视窗|視窗")
_INTEL = re.compile(r"(?<![a-z])(?:intel|arc|xpu)(?![a-z])|i卡|英特尔|英特爾")
MAKERS = ("amd", "apple", "intel")
"""The makers a topic ``vendor.<maker>`` names."""


def _maker(low: str) -> str | None:
    """The maker other than NVIDIA ``low`` names, Intel first ("intel arc"), then AMD, then Apple; ``None``."""
    return "intel" if _INTEL.search(low) else "amd" if _AMD.search(low) else "apple" if _APPLE.search(low) else None


def maker_topic(text: str) -> str | None:
    """``vendor.<maker>`` for a question whether a maker other than NVIDIA runs deep learning, no NVIDIA named ("does
    pytorch work on amd" → ``vendor.amd``, "intel arc能跑pytorch吗" → ``vendor.intel``); ``None`` otherwise."""
    low = text.lower()
    if _NVIDIA.search(low) or not _WORKS.search(low) or not _DEEP_LEARNING.search(low):
        return None
    maker = _maker(low)
    return f"vendor.{maker}" if maker is not None else None


def kept_maker(read_as: ReadAs, before: ReadAs | None, text: str) -> ReadAs:
    """``read_as`` with the maker topic of the question before, for a follow-up that names no card and no budget
    ("what about on windows?" after "does pytorch work on amd"), the maker it names now if it names one ("and intel
    arc?": ``vendor.intel``); ``read_as`` unchanged otherwise."""
    topic = before.topic if before is not None else None
    if (topic is None or not topic.startswith("vendor.") or read_as.command not in ("none", "recommend")
            or read_as.cards or read_as.budget is not None or read_as.topic not in (None, topic)):
        return read_as
    said = _maker(text.lower())
    return read_as.model_copy(update={"topic": f"vendor.{said}" if said is not None else topic})


def platform_reply(advisor: Advisor, text: str, topic: str | None) -> Message | None:
    """The rule of the maker and platform ``text`` asks about, with ``topic`` (``vendor.<maker>``) for the maker it
    does not name: Intel Arc (``vendor.intel-xpu``) for Intel named, or asked of; AMD on Windows
    (``vendor.amd-windows``) for Windows named of AMD. ``None`` for any other question."""
    low = text.lower()
    said = _maker(low)
    maker = said or (topic.split(".", 1)[1] if topic is not None and topic.startswith("vendor.") else None)
    if maker == "intel" and (said == "intel" or _WINDOWS.search(low)):
        rule = "vendor.intel-xpu"
    elif maker == "amd" and _WINDOWS.search(low):
        rule = "vendor.amd-windows"
    else:
        return None
    return msg("ask.platform.reply", "{said}", said=advisor.rules.reason(rule).message)


_MAC = re.compile(r"(?<![a-z])(?:macs?|macbook(?:\s*(?:pro|air))?|imac|mac\s*(?:mini|studio|pro)|apple\s+silicon|"
                  r"m[1-5]\s*(?:pro|max|ultra)?\s*(?:mac|macbook|芯片))(?![a-z])|苹果电脑|蘋果電腦|mac电脑|mac電腦")
_CUDA = re.compile(r"(?<![a-z])cuda(?![a-z])")
_EGPU = re.compile(r"(?<![a-z])(?:e-?gpus?|external\s+(?:gpus?|graphics(?:\s+cards?)?)|thunderbolt\s+(?:enclosure|"
                   r"dock|gpu))(?![a-z])|外置显卡|外接显卡|外置顯卡|外接顯卡|显卡坞|顯卡塢")
"""An external GPU named ("egpu", "external gpu", "外接显卡")."""
_WEIGHED = re.compile(r"(?<![a-z])(?:vs\.?|versus|or)(?![a-z])|还是|還是|或者")


_BOOT_CAMP = re.compile(r"(?<![a-z])boot\s*camp(?![a-z])")
"""Boot Camp named: Windows booted natively, which only an Intel Mac does (fix61c)."""
_INTEL_MAC = re.compile(r"(?<![a-z])intel(?:[\s-]+(?:based|chip|cpu|core\s*i[3579]))?[\s-]*(?:macs?|macbook|imac|mac\s*"
                        r"(?:mini|pro))(?![a-z])|(?:macbook(?:\s*(?:pro|air))?|imac|mac\s*(?:mini|pro))\s*\(?\s*"
                        r"(?:20(?:0\d|1\d))(?!\d)|(?<!\d)20(?:0\d|1\d)\s+(?:macbook|imac|mac)|"
                        r"(?:英特尔|英特爾|intel)\s*(?:芯片|处理器|處理器|cpu)?\s*(?:的)?\s*(?:mac|苹果|蘋果)")
"""An Intel Mac said: "intel mac", "intel-based macbook", a Mac of 2019 or before ("2019 macbook pro", "imac 2017"; the
first Apple-silicon Macs came in November 2020), "英特尔芯片的mac"."""
_SILICON = re.compile(r"(?<![a-z0-9])m[1-5](?:\s*(?:pro|max|ultra))?(?![a-z0-9])|apple\s+silicon|arm\s*mac")
_IMAGE = frozenset({"image", "video"})


def mac_reply(text: str, ask: Message | None = None, use_case: str | None = None) -> Message | None:
    """A Mac asked of Windows, Boot Camp, an LLM engine or CUDA with no model named ("vllm on windows on a macbook",
    "cuda on a mac", fix57a #3): a Mac runs macOS, Windows only in a virtual machine without the GPU, and what runs on
    macOS (:func:`advisor.engine_cards.mac_windows`, :func:`advisor.engine_cards.mac_engine`); an Intel Mac (said, or
    Boot Camp named with no Apple chip) boots Windows through Boot Camp, still with no current CUDA
    (:func:`advisor.engine_cards.mac_intel_windows`); Boot Camp asked of an Apple chip has none; an image job
    (``use_case`` ``image`` or ``video``) is told what runs it on macOS (:func:`advisor.engine_cards.mac_image`); then
    ``ask`` (a slot asked back). ``None`` for a question that names no Mac, none of those, or weighs a Mac against
    another maker ("mac or nvidia?": the makers' rule answers)."""

    low = unicodedata.normalize("NFKC", text).lower()
    engine = ENGINES.search(low)
    boot_camp = _BOOT_CAMP.search(low) is not None
    windows = WINDOWS.search(low) is not None or VM.search(low) is not None or boot_camp  # Parallels: Windows in a VM
    cuda = _CUDA.search(low) is not None
    if not _MAC.search(low) or _WEIGHED.search(low) or not (engine or windows or cuda):
        return None
    kind = engine.lastgroup if engine is not None else None
    silicon = _SILICON.search(low) is not None
    if (windows or cuda) and (_INTEL_MAC.search(low) or boot_camp and not silicon):
        said = mac_intel_windows()  # "bootcamp on my 2019 intel macbook pro": Windows natively, still no CUDA
    elif boot_camp:
        said = mac_bootcamp_arm(kind)  # "bootcamp on my m2 mac": none there
    else:
        said = mac_windows(kind, None) if windows else mac_engine(kind)
    if use_case in _IMAGE:  # "windows on a mac to use cuda for stable diffusion": what runs it on macOS
        image = mac_image()
        said = msg("ask.platform.mac-image", "{said} {image}", said=said, image=image)
    return said if ask is None else msg("ask.platform.mac", "{said} {ask}", said=said, ask=ask)


def mac_support(text: str, read_as: ReadAs) -> Message | None:
    """:func:`mac_reply` for a question that asks CUDA, Windows, a virtual machine or Boot Camp of a Mac with no card
    and no budget (``read_as``), whatever job it names ("windows on a mac to use cuda for stable diffusion", fix61c):
    the support answer, with what runs its use case on macOS; ``None`` for an engine alone ("ollama on my mac for
    llama 8b": the model's answer), a card (but the Mac itself when Boot Camp is asked) or a budget said."""
    low = unicodedata.normalize("NFKC", text).lower()
    boot_camp = _BOOT_CAMP.search(low) is not None
    asked = _CUDA.search(low) or WINDOWS.search(low) or VM.search(low) or boot_camp
    if (read_as.cards and not (boot_camp and all(str(card).startswith("Apple ") for card in read_as.cards))) or (
            read_as.budget is not None or not asked):
        return None  # Boot Camp asked of the Mac itself, read as a machine ("my m2 mac", reader51b): still this answer
    return mac_reply(text, use_case=read_as.use_case)


@needs(_EGPU)  # an external GPU said, or nothing (perf35)
def egpu_reply(advisor: Advisor, text: str, cards: list[str]) -> Message | None:
    """An NVIDIA card in an eGPU asked of a Mac ("cuda on my 2018 macbook pro with egpu rtx 3080?", fix58c #3): macOS
    has no driver for it (:func:`advisor.engine_cards.mac_egpu`); ``None`` for no Mac, no eGPU or no NVIDIA card
    named."""
    low = unicodedata.normalize("NFKC", text).lower()
    if not _MAC.search(low) or not _EGPU.search(low):
        return None
    card = next((c for c in (advisor.card(n) for n in cards) if c.manufacturer == "NVIDIA" and not c.is_system), None)
    return mac_egpu(card) if card is not None else None


__all__ = ["MAKERS", "egpu_reply", "kept_maker", "mac_reply", "mac_support", "maker_topic", "platform_reply"]
