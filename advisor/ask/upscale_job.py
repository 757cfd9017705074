"""A buyer for image or video upscaling (fix79b #1: "best gpu for Real-ESRGAN upscaling under $600" was read as general
use, the training index's ranking): the upscaler is read as the image use case (``words.toml`` ``[use_case]``) and the
answer says what decides it, never FLUX's or Wan's memory, which an upscaler does not load (:func:`upscale_first`).

What decides it, from published figures (``data/SOURCES.md``, "Upscalers"):

- the GAN upscalers (Real-ESRGAN, ESRGAN, waifu2x) work in **tiles**: Real-ESRGAN's ``--tile`` ("As too large images
  result in the out of GPU memory issue, so this tile option will first crop input images into tiles", its
  ``RealESRGANer`` docstring), waifu2x-ncnn-vulkan's block size ("use smaller value to reduce GPU memory usage"), whose
  README measures a 1000x1000 image upscaled to 2000x2000 on a GTX 1070 in 2430 MB at block 400 and 638 MB at 200:
  memory sets the tile, not whether it runs, so speed decides (:data:`WAIFU2X_MB`);
- SUPIR is an SDXL-based restorer: its README runs the diffusion in about 12 GB with ``--loading_half_params
  --use_tile_vae`` (its LLaVA captioner another 16 GB in 8-bit, on a second GPU in its examples) (:data:`SUPIR_GB`);
- no per-card upscaling benchmark is held here, so the cards are ranked by Stable Diffusion's speed, the closest
  measured image-model speed (an assumption, said).

An upscaler asked on one card (fix84c, break48 M12: "Real-ESRGAN on a 1060 6gb, is it fast enough?" was judged by
image generation's 8 GB floor, "below the 8 GB this use needs") gets its own answer (:func:`upscale_on_card`): it runs,
its memory sets the tile; the card's measured Stable Diffusion speed as the closest measured one; on a card whose FP16
math is slow (Pascal), Real-ESRGAN's ``--fp32`` (its script's default is fp16: :data:`FP32_SOURCE`). SUPIR keeps its
own floor. A comparison of two cards for an upscaler ("upscale videos 4x with Real-ESRGAN, 3060 or 4060?") leads with
the tiles line too (:func:`upscale_first`).
Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..fast_memory import job_gb
from ..i18n import Message, Number, Text, msg
from ..image_needs import find_generator
from ..image_speed import table
from ..jobs import slow_half
from ..models import Caveat, Comparison, Recommendation
from ..needs_words import with_reading
from ..wording import card_param, gb, join
from .card_job import on_whose

if TYPE_CHECKING:
    from ..api import Advisor
    from ..models import Market

UPSCALERS = re.compile(r"(?<![a-z])(?:real[\s-]?esrgan|esrgan|waifu2x|supir|topaz(?:\s+(?:video(?:\s+ai)?|gigapixel|"
                       r"photo(?:\s+ai)?))?|gigapixel|(?:ai|image|video|photo)\s+upscal(?:ing|ers?)|upscal(?:ers?|ing))"
                       r"(?![a-z])|超分辨率|图片放大|圖片放大|视频超分|視頻超分", re.IGNORECASE)
"""An image or video upscaler named ("Real-ESRGAN", "waifu2x", "SUPIR", "Topaz Video AI", "ai upscaling")."""
SUPIR = re.compile(r"(?<![a-z])supir(?![a-z])")
"""SUPIR named: an SDXL-based restorer, whose memory is its diffusion model's."""

WAIFU2X_MB = ((400, 2430), (200, 638))
"""nihui/waifu2x-ncnn-vulkan README.md, "speed compared with waifu2x-caffe-cui" (Windows 10, GTX 1070): a 1000x1000
image upscaled 2x to 2000x2000 takes 2430 MB of GPU memory at block (tile) size 400 and 638 MB at 200."""
SUPIR_GB = 12.0
"""Fanghua-Yu/SUPIR@02e92f8 README.md, Gradio Demo: "less VRAM & slower (12G for Diffusion, 16G for LLaVA)" with
``--loading_half_params --use_tile_vae --load_8bit_llava``."""
MEASURED_ON = "GeForce GTX 1070"
"""The card waifu2x-ncnn-vulkan's memory figures were measured on."""
FP32_SOURCE = "https://github.com/xinntao/Real-ESRGAN/blob/master/inference_realesrgan.py"
"""Real-ESRGAN's inference script: "--fp32 … Use fp32 precision during inference. Default: fp16 (half precision)."."""
BESIDE = "GeForce RTX 3060 12 GB"
"""The current card a card's measured Stable Diffusion speed is said beside (as
:data:`advisor.ask.half_rate.BESIDE`)."""
DROPPED = ("image.rank.pick-flux", "image.rank.heavier")
"""Lines of an image-generation buyer an upscaler's answer drops: FLUX's and Wan's memory, models it does not load."""


DIFFUSION_UPSCALER = re.compile(r"(?<![a-z])diffusion(?![a-z])|扩散|擴散", re.IGNORECASE)
"""A diffusion upscaler said ("a diffusion video upscaler", "扩散超分"): its memory is its diffusion model's, so it is
no tiled upscaler (judge87 F08) unless a tiled one is named beside it."""
TILED = re.compile(r"(?<![a-z])(?:real[\s-]?esrgan|esrgan|waifu2x|supir|topaz|gigapixel)(?![a-z])", re.IGNORECASE)
"""The upscalers named by their tool (SUPIR with its own memory figure)."""


def upscaler_said(text: str) -> str | None:
    """The upscaler words ``text`` says ("Real-ESRGAN", "waifu2x", "ai upscaling"), ``None`` when none, or when only
    a diffusion upscaler is said (:data:`DIFFUSION_UPSCALER`): its memory is a diffusion model's, not a tile's."""
    m = UPSCALERS.search(text)
    if m is None or (DIFFUSION_UPSCALER.search(text) and not TILED.search(text)):
        return None
    return " ".join(m.group(0).split())


def upscale_line(text: str) -> Caveat | None:
    """"Real-ESRGAN upscales in tiles (its --tile; waifu2x's block size): memory sets the tile size, not whether it
    runs …" — what decides an upscaling buyer's card, with the sourced figures; SUPIR's own memory when it is named;
    ``None`` when no upscaler is said."""
    said = upscaler_said(text)
    if said is None:
        return None
    if SUPIR.search(text.lower()):
        line = msg("ask.upscale.supir", "{said} is an SDXL-based restorer: its README runs the diffusion in about "
                   "{need} with --loading_half_params --use_tile_vae (its LLaVA captioner needs about {llava} more, or "
                   "is left off), so take a card of {need} or more; then speed decides — ranked here by Stable "
                   "Diffusion's speed, the closest measured speed (no per-card upscaling benchmark here).",
                   said=Text(value=said), need=gb(SUPIR_GB), llava=gb(16))
    else:
        (big_tile, big_mb), (small_tile, small_mb) = WAIFU2X_MB
        line = msg("ask.upscale.tiles", "{said}: upscalers work in tiles (Real-ESRGAN's --tile, waifu2x's block "
                   "size), so memory sets the tile size, not whether it runs — waifu2x-ncnn-vulkan upscales a "
                   "1000x1000 image to 2000x2000 in about {big_mb} MB at tile {big_tile} and {small_mb} MB at tile "
                   "{small_tile} on a {card}. Speed decides: ranked here by Stable Diffusion's speed, the closest "
                   "measured speed (no per-card upscaling benchmark here).", said=Text(value=said),
                   big_mb=Number(value=big_mb), big_tile=Number(value=big_tile), small_mb=Number(value=small_mb),
                   small_tile=Number(value=small_tile), card=card_param(MEASURED_ON))
    return Caveat(rule_id="memory.by-task", weight=DECIDING_WEIGHT, message=line)


def upscale_first(text: str, answer):
    """An image buyer's answer for an upscaler ("best gpu for Real-ESRGAN upscaling under $600"), or a comparison of
    two cards for one ("… Real-ESRGAN, 3060 or 4060?"): what decides it (:func:`upscale_line`) first, FLUX's and
    Wan's memory lines dropped; any other answer as it is."""
    if not isinstance(answer, (Recommendation, Comparison)) or answer.shape is None or (
            getattr(answer, "use_case", "image") != "image"):
        return answer
    line = upscale_line(text)
    if line is None:
        return answer
    kept = [c for c in answer.shape.decides if not c.message.key.startswith(DROPPED)]
    return answer.model_copy(update={"shape": answer.shape.model_copy(update={"decides": [line, *kept]})})


def _speed(card_name: str) -> Message:
    """The card's measured Stable Diffusion speed beside :data:`BESIDE`'s, the closest measured speed; that none is
    measured here when ``data/performance/sd_its.csv`` lacks it."""
    rows = table()
    own, peer = rows.get(card_name), rows[BESIDE]
    if own is None:
        return msg("ask.upscale.card.unmeasured", "No upscaling benchmark is held here, nor a measured Stable "
                   "Diffusion speed of this card: its speed is unknown here.")
    if card_name == BESIDE:
        return msg("ask.upscale.card.speed-self", "No upscaling benchmark is held here; its Stable Diffusion speed, "
                   "the closest measured, is {its} it/s (SD 1.5, 512x512, data/performance/sd_its.csv).",
                   its=Number(value=own.its))
    return msg("ask.upscale.card.speed", "No upscaling benchmark is held here; its Stable Diffusion speed, the "
               "closest measured, is {its} it/s against the {peer}'s {peer_its} (SD 1.5, 512x512, "
               "data/performance/sd_its.csv).", its=Number(value=own.its), peer=card_param(BESIDE),
               peer_its=Number(value=peer.its))


def upscale_on_card(advisor: Advisor, text: str, cards: list[str], own: bool, market: Market) -> Message | None:
    """The reply to an upscaler asked on one card (module docstring): it runs, memory sets the tile (SUPIR: its own
    12 GB), the card's closest measured speed, ``--fp32`` on a card with slow FP16 math; ``None`` when no upscaler is
    said, a generator is named beside it, or not one card."""
    said = upscaler_said(text)
    if said is None or len(cards) != 1 or find_generator(text) is not None:
        return None
    card = advisor.catalog.card(cards[0])
    if card is None or not card.memory_gb or card.is_system:
        return None
    memory = job_gb(card)
    on = on_whose(card, own)
    if SUPIR.search(text.lower()):
        lead = msg("ask.upscale.card.supir-fits", "{on} {said} fits: its README runs the diffusion in about {need} "
                   "with --loading_half_params --use_tile_vae.", on=on, said=Text(value=said),
                   need=gb(SUPIR_GB)) if memory >= SUPIR_GB else msg(
            "ask.upscale.card.supir-short", "{on} {said} is short: its README runs the diffusion in about {need} even "
            "with --loading_half_params --use_tile_vae; the GAN upscalers (Real-ESRGAN, waifu2x) run in tiles on it.",
            on=on, said=Text(value=said), need=gb(SUPIR_GB))
    else:
        (big_tile, big_mb), (small_tile, small_mb) = WAIFU2X_MB
        lead = msg("ask.upscale.card.runs", "{on} {said} runs: upscalers work in tiles (Real-ESRGAN's --tile, "
                   "waifu2x's block size), so its memory sets the tile size, not whether it runs — waifu2x-ncnn-vulkan "
                   "upscales a 1000x1000 image to 2000x2000 in about {big_mb} MB at tile {big_tile} and {small_mb} MB "
                   "at tile {small_tile} on a {card}; image generation's memory floor is no upscaler's.", on=on,
                   said=Text(value=said), big_mb=Number(value=big_mb), big_tile=Number(value=big_tile),
                   small_mb=Number(value=small_mb), small_tile=Number(value=small_tile),
                   card=card_param(MEASURED_ON))
    parts = [lead, _speed(card.name)]
    if slow_half(card) and not SUPIR.search(text.lower()):
        parts.append(msg("ask.upscale.card.fp32", "Its FP16 math runs at a small fraction of its FP32 rate: run "
                         "Real-ESRGAN with --fp32 (its script's default is fp16: {source}).",
                         source=Text(value=FP32_SOURCE)))
    reading = msg("ask.upscale.read-as", "Read as: {said}, an upscaler (not an image generator), on {card}.",
                  said=Text(value=said), card=card_param(card.name))
    return with_reading(reading, join(parts, "sentences"))


__all__ = ["SUPIR_GB", "UPSCALERS", "WAIFU2X_MB", "upscale_first", "upscale_line", "upscale_on_card",
           "upscaler_said"]
