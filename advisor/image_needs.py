"""What an image or video generator needs, asked without a card (issue 28 round 6, break9 #8): "how much vram for
flux dev?", "is 8gb enough for sdxl?", "flux dev 需要多少显存", "can I run wan 2.1 on 12gb?" were asked for a budget.

The answer is the published memory of each setting of the model (``data/owner_jobs.csv``, every row sourced: FLUX.1
dev in bf16, fp8, GGUF Q8_0 and Q4; SDXL in fp16 and with ``--lowvram``; Stable Diffusion 1.5 with ``--medvram``; Wan
2.1's 1.3B model), what each common memory size runs (:data:`SIZES`), the memory asked about first when one was
said, and the cheapest card of the market that runs it well (:func:`runs_well`: the heaviest setting within
:data:`WELL_GB`, with room), with its measured Stable Diffusion speed where ``data/performance/sd_its.csv`` has it.

"Rent or buy?" without a budget (:func:`rent_or_buy`) is the break-even arithmetic of ``data/rent_hourly.csv``: the
hours a card's price here buys of the same card rented by the hour, and what that is at a few hours a day.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from . import jobs
from .ask.gate import gate_module
from .i18n import Card as CardParam
from .i18n import Date, ListOf, Message, Money, Number, Quantity, Text, msg
from .needs_words import TRAINING_JOBS, cheapest_card
from .run_verdict import run_verdict
from .said_once import said_once
from .wording import join

if TYPE_CHECKING:
    from .api import Advisor
    from .models import Market

SIZES = (8.0, 12.0, 16.0, 24.0)
"""The memory sizes people buy (GB): what each runs is said (product choice: the 8/12/16/24 GB tiers)."""
WELL_GB = 16.0
"""The heaviest setting within this much memory is what "runs it well" means (product choice: a 16 GB card runs
FLUX.1 dev in fp8 and SDXL in fp16 without offload; bf16 FLUX needs a 24 GB card, the lightest settings offload)."""


@dataclass(frozen=True)
class Generator:
    """A generator named in a question: its ``job`` (``image-gen``, ``video-gen``) and the models of
    ``data/owner_jobs.csv`` it means (``Stable Diffusion`` alone means both SD 1.5 and SDXL)."""

    job: str
    models: tuple[str, ...]
    named: str | None = None
    """The model asked when its memory rows are another's (FLUX.1 schnell: FLUX.1 dev's 12B weights)."""
    steps: int | None = None
    """The steps of one image of :attr:`named` (schnell: 4), where they differ from the rows' model's."""
    stand_in: tuple[str, str] | None = None
    """A version said that the rows lack and the version whose rows stand in for it (("Wan 2.2", "Wan 2.1")):
    said on the read-as line (:func:`advisor.needs_words.read_line`), never swapped silently (issue 27 §4)."""

    @property
    def said(self) -> tuple[str, ...]:
        """The models the reading names: :attr:`named` where the question asked another than the rows'."""
        return (self.named,) if self.named is not None else self.models


RANKED_AS = {"FLUX.2 dev": "FLUX.1 dev", "FLUX.2 klein 4B": "FLUX.1 dev"}
"""A generator whose rows hold its memory but no speed (:data:`advisor.jobs.NAMED_ONLY`), and the one whose
published it/s a ranking or comparison by speed uses in its place (``generator: flux``), said on the read-as line
(issue 27 §4: say, never swap; break19 #4)."""


SCHNELL = "FLUX.1 schnell"
SCHNELL_STEPS = 4
"""FLUX.1 schnell's steps an image: "a 12 billion parameter rectified flow transformer ... can generate high-quality
images in only 1 to 4 steps" (its model card, https://huggingface.co/black-forest-labs/FLUX.1-schnell; its
reference code and diffusers example run 4). Its weights, flux1-schnell.safetensors, are 23.8 GB as FLUX.1 dev's
flux1-dev.safetensors (the same repository's file list): FLUX.1 dev's memory rows hold for it."""

SD35 = r"(?<![a-z])(?:sd|stable[\s-]?diffusion)[\s-]?3\.5"
"""Stable Diffusion 3.5 said ("sd3.5", "sd 3.5 large", "stable diffusion 3.5 medium"), before its variant's word."""
SD35_LARGE = "Stable Diffusion 3.5 Large"
SD35_MEDIUM = "Stable Diffusion 3.5 Medium"
SD35_TURBO = "Stable Diffusion 3.5 Large Turbo"
SD35_TURBO_STEPS = 4
"""SD 3.5 Large Turbo: "a timestep-distilled" SD 3.5 Large that generates in 4 steps (its model card,
https://huggingface.co/stabilityai/stable-diffusion-3.5-large-turbo, num_inference_steps=4; Hugging Face's
"Diffusers welcomes Stable Diffusion 3.5 Large": "typically in 4-8 steps"): the same 8.1B MMDiT, so SD 3.5 Large's
memory rows hold for it."""

VIDEO_WORDS = re.compile(r"(?<![a-z])(?:(?:text|image)[\s-]to[\s-]video|video[\s-]+(?:generation|generator|gen|"
                         r"diffusion)|generat(?:e|ing)\s+(?:ai\s+)?videos?|"
                         # a video model with no rows of its own named (fix38a: "best gpu for ltx-video under 1000"
                         # was ranked by Stable Diffusion's it/s): the video job, Wan 2.2's figures standing in, said
                         r"ltx[\s-]?videos?|ltxv|cogvideo[x]?|mochi(?:[\s-]?1)?|open[\s-]?sora(?:[\s-]plan)?|"
                         r"stable[\s-]video[\s-]diffusion|animatediff|framepack|skyreels|"
                         # video in ComfyUI, a generation tool ("comfyui video, 5080 or 4090?": fix72d)
                         r"comfy(?:ui)?[\s-]+videos?|videos?\s+(?:in|with|on)\s+comfy(?:ui)?)(?![a-z])|"
                         r"文生视频|文生視頻|视频生成|視頻生成|視訊生成|影片生成|文生影片|图生视频|圖生視頻|圖生影片")
"""Words of video generation that name no model ("best gpu for ai video generation under 1500", "视频生成用什么卡"):
a video generator's job (issue 28: they were read as cv-research, the 2017 vision floor), sized and ranked by the
open video model whose memory the table publishes (Wan 2.1, its 14B and 1.3B), said so on the read-as line."""
VIDEO_GENERIC = Generator("video-gen", ("Wan 2.2 A14B", "Wan 2.2 TI2V-5B"))
"""The generator :data:`VIDEO_WORDS` stand for (:func:`find_generator` says the stand-in): the newest video model
with published figures (Wan 2.2: the A14B pair, and TI2V-5B, the lighter one for small cards; issue 28, "ai video
generation under 1500" was read as Wan 2.1's figures beside Wan 2.2's rows)."""
VIDEO_GENERIC_FAMILY = "Wan 2.2"
"""The family :data:`VIDEO_GENERIC` is said as."""

SPEECH_WORDS = re.compile(r"(?<![a-z])(?:speech[\s-]*(?:to[\s-]*text|recognition)|stt|asr|transcri(?:be|bing|ption)s?|"
                          r"(?:audio|voice)[\s-]*(?:to[\s-]*text|transcription))(?![a-z])|"
                          r"语音识别|語音識別|语音转文字|語音轉文字|语音转写|語音轉寫|转录|轉錄|听写|聽寫")
"""Words of speech recognition that name no model ("gpu for speech-to-text under 500", "语音识别用什么显卡"): the
speech job (newuser17 #20: they were read as general use), sized and ranked by :data:`SPEECH_GENERIC`'s rows."""
SPEECH_GENERIC = Generator("speech", ("Whisper large-v3",))
"""The model :data:`SPEECH_WORDS` stand for (:func:`find_generator` says the stand-in): Whisper large-v3, the open
speech-recognition model whose memory is published per setting (``data/owner_jobs.csv``)."""

_GENERATORS: tuple[tuple[re.Pattern[str], Generator], ...] = (
    (re.compile(r"(?<![a-z])flux(?:\.?1)?[\s._-]*\[?schnell(?![a-z])"),
     Generator("image-gen", ("FLUX.1 dev",), named=SCHNELL, steps=SCHNELL_STEPS)),
    # FLUX.2 [klein]: the family's 4B and 9B distilled models, each with its own rows (answers44; break20 #5 read it
    # as FLUX.1 dev); unsized, both, the 4B first (the one its README recommends on a consumer GPU)
    (re.compile(r"(?<![a-z])(?:flux[\s.-]?2(?:\.0)?[\s\[]*)?klein[\s\]-]*9\s*b(?![a-z])"),
     Generator("image-gen", ("FLUX.2 klein 9B",))),
    (re.compile(r"(?<![a-z])(?:flux[\s.-]?2(?:\.0)?[\s\[]*)?klein[\s\]-]*4\s*b(?![a-z])"),
     Generator("image-gen", ("FLUX.2 klein 4B",))),
    (re.compile(r"(?<![a-z])flux[\s.-]?2(?:\.0)?[\s\[]*klein(?![a-z])"),
     Generator("image-gen", ("FLUX.2 klein 4B", "FLUX.2 klein 9B"))),
    (re.compile(r"(?<![a-z])flux[\s.-]?2(?:\.0)?(?![\d.])(?![\s\[]*klein)"),
     Generator("image-gen", ("FLUX.2 dev",))),
    # Qwen-Image and its Edit (one 20B MMDiT, QwenLM/Qwen-Image), HunyuanImage 3.0 (an 80B MoE): image models whose
    # names start as an LLM family's (fix64b #1: read as Qwen3 and Hunyuan LLMs), each on its own rows; HunyuanImage
    # after Qwen-Image: no single card holds it, so a buyer naming both is ranked for Qwen-Image (image_follow)
    (re.compile(r"(?<![a-z])qwen[\s_-]?image[\s_-]*edit(?![a-z])|千问图像编辑|通义千问图像编辑"),
     Generator("image-gen", ("Qwen-Image",))),  # the Edit is the same 20B MMDiT: Qwen-Image's rows, as named
    (re.compile(r"(?<![a-z])qwen[\s_-]?image(?![a-z])"), Generator("image-gen", ("Qwen-Image",))),
    (re.compile(r"(?<![a-z])hunyuan[\s_-]?image(?![a-z])|混元图像|混元圖像|混元生图|混元生圖"),
     Generator("image-gen", ("HunyuanImage 3.0",))),
    (re.compile(r"(?<![a-z])flux(?:\.?1)?(?![a-z])"), Generator("image-gen", ("FLUX.1 dev",))),
    # Stable Diffusion 3.5 (fix62d #1: "sd3.5 on a 4060 ti 16gb" got the card's general verdict): Large and Medium
    # have rows of their own; Large Turbo is Large's 8.1B weights distilled to 4 steps; unsized, both
    (re.compile(SD35 + r"[\s-]*l(?:arge)?[\s-]*turbo(?![a-z])"),
     Generator("image-gen", (SD35_LARGE,), named=SD35_TURBO, steps=SD35_TURBO_STEPS)),
    (re.compile(SD35 + r"[\s-]*l(?:arge)?(?![a-z])"), Generator("image-gen", (SD35_LARGE,))),
    (re.compile(SD35 + r"[\s-]*m(?:edium)?(?![a-z])"), Generator("image-gen", (SD35_MEDIUM,))),
    (re.compile(SD35 + r"(?![\d])"), Generator("image-gen", (SD35_LARGE, SD35_MEDIUM))),
    (re.compile(r"(?<![a-z])(?:sdxl|sd[\s-]?xl|stable[\s-]diffusion[\s-]?xl)(?![a-z])"),
     Generator("image-gen", ("SDXL",))),
    (re.compile(r"(?<![a-z])(?:sd[\s-]?1\.5|sd15|stable[\s-]diffusion[\s-]?1\.5)(?![\d.])"),
     Generator("image-gen", ("Stable Diffusion 1.5",))),
    (re.compile(r"(?<![a-z])stable[\s-]diffusion(?![a-z])"), Generator("image-gen", ("Stable Diffusion 1.5", "SDXL"))),
    # "24g显存跑sd是不是大材小用", "is 24gb overkill for sd" (break18 #9): "sd" alone is Stable Diffusion as the
    # image use case reads it (words.toml), never an SD card ("sd卡") or SD 3 ("sd 3.5": SIZED / its own row)
    (re.compile(r"(?<![a-z])sd(?![a-z0-9.]|[\s-]*(?:cards?(?![a-z])|卡|\d))"),
     Generator("image-gen", ("Stable Diffusion 1.5", "SDXL"))),
    # Wan 2.2 (answers43, break20 #10): its own rows — TI2V-5B, the consumer model, and the A14B MoE pair
    (re.compile(r"(?:(?<![a-z])wan|万相|萬相)[\s-]?2\.2[\s-]*(?:ti2v[\s-]*(?:5\s*b)?|5\s*b)(?![a-z])|"
                r"(?<![a-z])ti2v(?:[\s-]*5\s*b)?(?![a-z])"), Generator("video-gen", ("Wan 2.2 TI2V-5B",))),
    (re.compile(r"(?:(?<![a-z])wan|万相|萬相)[\s-]?2\.2[\s-]*(?:[ti]2v|flf2v|vace|s2v)?[\s-]*a?14\s*b(?![a-z])"),
     Generator("video-gen", ("Wan 2.2 A14B",))),
    (re.compile(r"(?<![a-z])(?:wan|万相|萬相)[\s-]?(?:2\.1)?[\s-]*(?:[ti]2v|flf2v|vace)?[\s-]*a?14\s*b(?![a-z])"),
     Generator("video-gen", ("Wan 2.1 T2V-14B",))),
    # a size said picks the one model (fix62d #3: "wan 2.1 1.3b" was read as both Wan 2.1 models)
    (re.compile(r"(?<![a-z])(?:wan|万相|萬相)[\s-]?(?:2\.1)?[\s-]*(?:t2v|vace)?[\s-]*1\.3\s*b(?![a-z])"),
     Generator("video-gen", ("Wan 2.1 T2V-1.3B",))),
    (re.compile(r"(?:(?<![a-z])wan|万相|萬相)[\s-]?2\.[2-9](?![\d])"),  # unsized: the A14B people mean, and the 5B;
     # a later version ("wan 2.5") is read as Wan 2.2's rows, the newest the table has, and said so (_stand_in)
     Generator("video-gen", ("Wan 2.2 A14B", "Wan 2.2 TI2V-5B"))),
    (re.compile(r"(?<![a-z])wan[\s-]?2\.1(?![\d])|万相|萬相"),
     Generator("video-gen", ("Wan 2.1 T2V-14B", "Wan 2.1 T2V-1.3B"))),  # unsized: the 14B people mean, and the 1.3B
    # LTX-Video's 13B (0.9.7 and 0.9.8 are its 13B releases; the unsized 2B has no published peak: KNOWN_SIZES)
    (re.compile(r"(?<![a-z])(?:ltx[\s-]?video|ltxv)[\s-]*(?:v?0\.9\.[78][\s-]*)?(?:(?:dev|distilled)[\s-]*)?"
                r"13\s*b(?![a-z])|(?<![a-z])(?:ltx[\s-]?video|ltxv)[\s-]*v?0\.9\.[78](?![\d])"),
     Generator("video-gen", ("LTX-Video 13B",))),
    # HunyuanVideo 1.5 (an 8.3B DiT, Nov 2025): its own model and rows, never the 13B HunyuanVideo's (fix68d #6)
    (re.compile(r"(?<![a-z])hunyuan[\s-]?video[\s_-]*v?1\.5(?![\d])|(?:混元视频|混元視頻)\s*v?1\.5(?![\d])"),
     Generator("video-gen", ("HunyuanVideo 1.5",))),
    (re.compile(r"(?<![a-z])hunyuan[\s-]?video(?![\s-]*(?:1\.5|v?1\.5|i2v|avatar|custom))(?![a-z])|"
                r"(?:混元视频|混元視頻)(?!\s*v?1\.5)"),
     Generator("video-gen", ("HunyuanVideo",))),
    (re.compile(r"(?<![a-z])whisper[\s-]*(?:large[\s-]*(?:v3)?[\s-]*)?turbo(?![a-z])"),
     Generator("speech", ("Whisper large-v3-turbo",))),
    (re.compile(r"(?<![a-z])whisper[\s-]*medium(?![a-z])"), Generator("speech", ("Whisper medium",))),
    (re.compile(r"(?<![a-z])whisper[\s-]*small(?![a-z])"), Generator("speech", ("Whisper small",))),
    (re.compile(r"(?<![a-z])(?:faster[\s-])?whisper(?![\s-]*(?:tiny|base)\b)(?![a-z])"),
     Generator("speech", ("Whisper large-v3",))),
)
"""The generators a question names, most specific first (Wan's 14B before the unsized Wan family: image26 #3, "wan
2.1 on a 4090" was read as the 1.3B model alone, where people mean the 14B; an unsized Wan is both, as "Stable
Diffusion" is SD 1.5 and SDXL, so a card is told the heaviest it holds of either)."""

IMAGE_WORDS = re.compile(r"(?<![a-z])(?:comfy[\s-]?ui|automatic\s?1111|a1111|sd[\s-]?webui|forge\s?ui|invoke\s?ai|"
                         r"ai\s+art|image\s+generation|text[\s-]to[\s-]image|generat(?:e|ing)\s+images?)(?![a-z])|"
                         r"文生图|文生圖|ai绘画|ai繪畫|ai画图|ai畫圖|出图|出圖")
"""Words of image generation that name no model ("best gpu for comfyui", "ai art"): the buyer hears the cards by
Stable Diffusion speed and what the heavier models (FLUX, video) need (:func:`advisor.image_rank.heavier_models`)."""

_GENERATOR_NAMES = (r"(?:flux[\s.-]?2(?:\.0)?[\s\[]*)?klein\]?|"  # "flux 2 klein 4b": its 4B, never an LLM's
                    r"wan|万相|萬相|hunyuan(?:[\s-]?video)?|混元|flux(?:\.?1)?(?:[\s-]?(?:dev|schnell|kontext))?|sdxl|"
                    r"sd[\s-]?3(?:\.5)?(?:[\s-]?(?:medium|large))?|stable[\s-]diffusion[\s-]?3(?:\.5)?|ltxv|ltx(?:[\s-]?video)?|"
                    r"cogvideo(?:x)?|mochi(?:[\s-]?1)?|qwen[\s-]?image|hidream(?:[\s-]?i1)?")
SIZED = re.compile(rf"(?<![a-z])(?P<name>{_GENERATOR_NAMES})[\s.-]*(?:v?\d(?:\.\d+)?)?[\s-]*"
                   r"(?:[\[(]?\s*(?:klein|dev|schnell|kontext|pro|fun|animate|s2v)\s*[\])]?)?[\s-]*(?:[ti]2v|ti2v|flf2v|vace)?"
                   r"[\s-]*a?(?P<size>(?<![\d.])\d{1,3}(?:\.\d)?)\s*b(?![a-z])")
"""An image or video generator's name with a parameter count beside it ("wan 2.2 14b", "hunyuanvideo 13b",
"flux 12b", "sd3.5 large 8b", "flux.2 [klein] 4b", "flux 2 klein 9b": a version and a variant's word between): the
size is the generator's variant, never an LLM's (image18 #1; round 14: "flux.2 [klein] 4b vram" was sized as a 4B
LLM)."""

NOT_LLM = re.compile(r"(?<![a-z])(?:qwen|hunyuan|glm|kimi|deepseek|llama|gemma|mistral|phi|minimax|step|cogview|"
                     r"seed|ernie|baichuan|yi|internlm|z)\d*(?:\.\d+)?[\s_-]?(?:image|video|tts)(?![a-z])"
                     r"(?:[\s_-]*(?:edit|layered|lightning|plus|v?\d+(?:\.\d+)*)(?![a-z]))*")
"""An LLM family's word joined to an image, video or speech qualifier ("qwen-image", "qwen image edit", "hunyuan image
3", "hunyuanvideo", "qwen3-tts"): another model than the family's LLM (fix64b #1: "can my 4060 8gb run qwen image
edit?" was told Qwen3 8B fits), never read as the LLM; the generator is read from the question's own text
(:func:`find_generator`)."""


def generator_spans(text: str) -> list[tuple[int, int]]:
    """The spans of ``text`` (lower case, as the reader holds it) that name an image or video generator rather than
    an LLM: a generator's name with its size (:data:`SIZED`: "wan 2.2 14b" is Wan's A14B, never a 14B LLM) and an LLM
    family's word with an image, video or speech qualifier (:data:`NOT_LLM`)."""
    sized = [m.span() for m in SIZED.finditer(text) if m.group("name") not in ("hunyuan", "混元")]  # "hunyuan-80b":
    # Tencent's Hunyuan LLM (an MoE), never its video model
    return sized + [m.span() for m in NOT_LLM.finditer(text)]


KNOWN_SIZES: tuple[tuple[re.Pattern[str], str, float], ...] = (
    (re.compile(r"(?<![a-z])ltx[\s-]?video(?![\s-]*(?:2|v?0\.9\.[78]|13\s*b))(?![a-z\d])|(?<![a-z])ltxv(?![a-z\d-])"),
     "LTX-Video", 2.0),
)
"""Generators asked about without a size whose size their own release names, with no published memory peak in
``data/owner_jobs.csv`` yet: LTX-Video's 2B (Lightricks/LTX-Video README.md @00a8567, its checkpoints
``ltxv-2b-0.9.6-dev`` and ``-distilled``; the later 13B is asked with its size). Answered as :func:`unknown_sized`."""


def known_size(text: str) -> tuple[str, float] | None:
    """The (name, billions) of a generator ``text`` names without a size whose size is known (:data:`KNOWN_SIZES`)."""
    low = " ".join(str(text).lower().split())
    return next(((name, size) for pattern, name, size in KNOWN_SIZES if pattern.search(low)), None)


TRAINING = re.compile(r"(?<![a-z])(?:train(?:ing|ed)?|lora|fine[\s-]?tun(?:e|ing)|finetun(?:e|ing)|dreambooth)"
                      r"(?![a-z])|微调|微調|训练|訓練|炼丹|煉丹")
"""Words of training (a LoRA, a fine-tune): with an image or video generator, the question is the training
memory (``image-lora`` / ``video-lora`` rows), not the inference memory (image18 #2)."""

_TRAINED: dict[str, Generator] = {
    "SDXL": Generator("image-lora", ("SDXL",)),
    "Stable Diffusion 1.5": Generator("image-lora", ("SDXL",)),
    "FLUX.1 dev": Generator("image-lora", ("FLUX.1 dev",)),
    "Wan 2.1 T2V-1.3B": Generator("video-lora", ("HunyuanVideo or Wan 2.1 14B",)),
    "Wan 2.1 T2V-14B": Generator("video-lora", ("HunyuanVideo or Wan 2.1 14B",)),
    "Wan 2.2 TI2V-5B": Generator("video-lora", ("HunyuanVideo or Wan 2.1 14B",)),
    "Wan 2.2 A14B": Generator("video-lora", ("HunyuanVideo or Wan 2.1 14B",)),
    "Qwen-Image": Generator("image-lora", ("Qwen-Image",)),  # and its Edit: musubi-tuner's figures (fix64b left)
}
"""The training rows of each generator's inference rows (Stable Diffusion's LoRA is sized by SDXL's, the larger of
the two: kohya-ss/sd-scripts' figures are SDXL's; a Wan LoRA by musubi-tuner's video rows)."""


# a generator family said with its version, and the version of its rows in data/owner_jobs.csv ("wan 2.2", "万相2.2",
# "flux 2", "flux.2": another release than the rows' Wan 2.1 and FLUX.1; never a size: "wan 14b", "flux 12b")
_VERSIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?:(?<![a-z])wan|万相|萬相)[\s-]?v?(\d(?:\.\d)?)(?![\d.]|\s*b(?![a-z]))"), "Wan "),
    (re.compile(r"(?<![a-z])flux[\s.-]?v?(\d(?:\.\d)?)(?![\d.]|\s*b(?![a-z]))"), "FLUX."),
)


def _stand_in(low: str, found: Generator) -> Generator:
    """``found`` with :attr:`Generator.stand_in` set when ``low`` says a version of its family other than its
    rows' (a major version said alone, "wan 2", is the rows' when they are of it)."""
    for pattern, family in _VERSIONS:
        m = pattern.search(low)
        if m is None or not any(name.startswith(family) for name in found.models):
            continue
        said = m.group(1)
        version = found.models[0].removeprefix(family).split()[0]  # the rows' version: "Wan 2.2 A14B" → "2.2"
        if any(name.startswith(f"{family}{said.removesuffix('.0')} ") for name in found.models):  # "flux 2", "flux
            # 2.0": FLUX.2 dev's own rows
            continue
        if said != version and not version.startswith(f"{said}.") and not said.startswith(f"{version}."):
            return replace(found, stand_in=(f"{family}{said}", f"{family}{version}"))
    return found


BARE_WAN = re.compile(r"(?<![a-z])wan(?![a-z]|[\s._-]*v?\d)")
""""wan" said with no version or size ("flux and wan video", "wan i2v on a 3090")."""
WAN_CONTEXT = re.compile(r"(?<![a-z])(?:videos?|comfy[\s-]?ui|comfy|[ti]2v|ti2v|vace|animate|loras?)(?![a-z])|"
                         r"(?<![a-z])(?:for|run|runs|running|using)\s+wan(?![a-z])|视频|視頻|视讯|視訊")
"""Words that make a bare "wan" the video model, not a wide-area network: video, ComfyUI, its task names, or a
model's verbs ("best gpu for wan", "run wan")."""
WAN_READ = "wan 2.2"
"""What a bare "wan" is read as (:func:`wan_read`): Wan 2.2, the newest Wan with published figures here (its A14B,
and TI2V-5B for smaller cards), the assumption said in the read-as line (fix64d left)."""


def wan_read(low: str) -> str:
    """``low`` (lower-cased text) with a bare "wan" (:data:`BARE_WAN`) read as :data:`WAN_READ` when video words
    are beside it (:data:`WAN_CONTEXT`: "budget $3000 for flux and wan video" named no model before); as it is
    otherwise ("wan port", "wan 2.1", "wan 14b")."""
    if BARE_WAN.search(low) is None or WAN_CONTEXT.search(low) is None:
        return low
    return BARE_WAN.sub(WAN_READ, low)


@said_once  # read once a text (advisor.said_once, perf33)
def find_generator(text: str, unnamed_video: bool = False) -> Generator | None:
    """The image or video generator ``text`` names (:data:`_GENERATORS`), ``None`` when it names none; asked about
    training it (:data:`TRAINING`), the generator's training rows (:data:`_TRAINED`); a version said that the rows
    lack is kept as :attr:`Generator.stand_in`. ``unnamed_video`` (a buyer's question): video generation said with
    no model (:data:`VIDEO_WORDS`) is :data:`VIDEO_GENERIC`, its stand-in said — never for a question about "this
    model" on a card, whose model is not Wan. A bare "wan" beside video words is Wan 2.2 (:func:`wan_read`)."""
    low = wan_read(" ".join(str(text).lower().split()))
    found = next((g for pattern, g in _GENERATORS if pattern.search(low)), None)
    if found is None and unnamed_video and not TRAINING.search(low) and (m := VIDEO_WORDS.search(low)) is not None:
        return replace(VIDEO_GENERIC, stand_in=(m.group(0), VIDEO_GENERIC_FAMILY))  # the newest figures, said so
    if found is None and unnamed_video and (m := SPEECH_WORDS.search(low)) is not None:  # "speech-to-text": Whisper
        return replace(SPEECH_GENERIC, stand_in=(m.group(0), SPEECH_GENERIC.models[0]))
    if found is not None and TRAINING.search(low):
        trained = _TRAINED.get(found.models[-1])
        found = trained if trained is not None else found
    return _stand_in(low, found) if found is not None else None


def find_generators(text: str) -> list[Generator]:
    """Every image or video generator ``text`` names, in the order written ("sdxl lora vs flux lora": SDXL's, then
    FLUX.1 dev's), each read as :func:`find_generator` reads one (its training rows when training is asked) — a
    name matched by a more specific pattern first is one generator ("flux.2 klein" is never FLUX.1 too); ``[]`` when
    it names none (fix54b #2)."""
    low = wan_read(" ".join(str(text).lower().split()))
    taken: list[tuple[int, int, Generator]] = []
    for pattern, g in _GENERATORS:
        for m in pattern.finditer(low):
            if all(m.end() <= a or m.start() >= b for a, b, _ in taken):
                taken.append((m.start(), m.end(), g))
    found: list[Generator] = []
    for start, end, _ in sorted(taken, key=lambda t: t[0]):
        read = find_generator(low[start:end] + (" lora" if TRAINING.search(low) else ""))
        if read is not None and read not in found:
            found.append(read)
    return found


def sized_generator(text: str) -> tuple[str, float] | None:
    """The generator name and its parameter count (billions) when ``text`` says a size beside an image or video
    generator's name (:data:`SIZED`), else ``None``."""
    m = SIZED.search(" ".join(str(text).lower().split()))
    return (m.group("name"), float(m.group("size"))) if m else None


def unknown_sized(name: str, size_b: float, memory_gb: float | None = None) -> Message:
    """A sized generator with no published memory figure in ``data/owner_jobs.csv`` ("hunyuanvideo 13b"): said as
    the generator it is, with its weights' memory at 2 bytes a parameter (bf16) and 1 (fp8) — weights alone; the
    text encoder, the VAE and the activations come on top — and, when ``memory_gb`` was said, which of them it holds
    with room (under :data:`advisor.jobs.EDGE` of it)."""
    said = _unknown_sized(name, size_b)
    if memory_gb is None:
        return said
    memory = Quantity(value=memory_gb, unit="GB")
    if 2 * size_b <= jobs.EDGE * memory_gb:
        verdict = msg("image.needs.unknown.bf16", "{memory} holds its bf16 weights with room", memory=memory)
    elif size_b <= jobs.EDGE * memory_gb:
        verdict = msg("image.needs.unknown.fp8", "{memory} holds its fp8 weights, not its bf16 ones", memory=memory)
    else:
        verdict = msg("image.needs.unknown.none", "{memory} holds not even its fp8 weights: only a GGUF quant or "
                      "block swap / CPU offload runs it, slowly", memory=memory)
    return msg("image.needs.unknown.said", "{said} {verdict}.", said=said, verdict=verdict)


def _unknown_sized(name: str, size_b: float) -> Message:
    return msg("image.needs.unknown", "{name} {size}B is an image or video generator, not a language model. Its "
               "weights alone take about {bf16} in bf16 and {fp8} in fp8 (2 and 1 bytes a parameter); the text "
               "encoder, the VAE and the frames' activations come on top, and cards under that run it only as "
               "fp8 or GGUF with block swap or CPU offload. No published peak of it is in the table yet.",
               name=Text(value=name), size=Number(value=size_b), bf16=Quantity(value=round(2 * size_b, 1), unit="GB"),
               fp8=Quantity(value=round(size_b, 1), unit="GB"))


def _rows(g: Generator) -> list[jobs.JobRow]:
    return sorted((r for r in jobs.rows(g.job, named=True) if r.model in g.models), key=lambda r: r.vram_gb)


def _best(rows: list[jobs.JobRow], memory_gb: float) -> jobs.JobRow | None:
    """The heaviest supported setting that fits ``memory_gb`` (a published peak at most the memory)."""
    fits = [r for r in rows if r.level == "supported" and r.vram_gb <= memory_gb]
    return fits[-1] if fits else None


def runs_well(g: Generator) -> jobs.JobRow | None:
    """The setting that runs ``g`` well: the heaviest supported one a :data:`WELL_GB` card holds with room (its
    published peak under :data:`advisor.jobs.EDGE` of it: FLUX.1 dev as GGUF Q8_0, SDXL in fp16)."""
    return _best(_rows(g), WELL_GB * jobs.EDGE)


_MEMORY = re.compile(r"(?<![\d.])(?<!\s[-−])(?<!^[-−])(\d{1,3})\s*(?:gb|g|gib)(?![a-z])")  # "-16gb": none


def memory_said(text: str) -> float | None:
    """A GPU memory size said in ``text`` ("on 12gb", "16 GB", "8g显存"), ``None`` when none is."""
    m = _MEMORY.search(" ".join(str(text).lower().split()))
    return float(m.group(1)) if m and 1 <= int(m.group(1)) <= 256 else None


def _speed_clause(advisor: Advisor, g: Generator, card: str) -> Message | None:
    """The speed said of ``card`` for ``g``: its own model's published it/s where a table has them (SDXL's at
    1024x1024, ``sdxl_its.csv``; FLUX.1's, ``flux_its.csv``), else Stable Diffusion 1.5's, said as standing in
    (break20 #12: "best gpu for sdxl" gave the SD 1.5 it/s as if of SDXL); ``None`` without a figure."""
    from .image_speed import flux_clause, its_clause, sdxl_clause

    if g.models == ("SDXL",):
        return sdxl_clause(advisor.catalog, card)
    if g.models == ("FLUX.1 dev",):
        return flux_clause(advisor.catalog, card, g.steps)
    its = its_clause(card, None)
    if its is None or "Stable Diffusion 1.5" in g.models:
        return its
    return msg("image.needs.its.stand-in", "{its}; no figure of {model} is published for it, so Stable Diffusion "
               "1.5's stands in", its=its, model=CardParam(value=g.said[0]))


def _setting(r: jobs.JobRow, named: bool = True) -> Message:
    """"GGUF Q8_0 about 12.7 GB", with the model's name first when ``named`` (several models said)."""
    words = jobs.SETTING_WORDS.get(r.setting)
    setting = words if words is not None else Text(value=r.setting)
    need = Quantity(value=r.vram_gb, unit="GB")
    if named:
        return msg("image.needs.setting", "{model} {setting} about {need}", model=CardParam(value=r.model),
                   setting=setting, need=need)
    return msg("image.needs.setting.bare", "{setting} about {need}", setting=setting, need=need)


def _source(row: jobs.JobRow) -> str:
    """A row's source as its page or file alone ("huggingface.co/city96/FLUX.1-dev-gguf"): the reply stays short;
    the whole citation is in ``data/owner_jobs.csv``."""
    first = row.source.split(" (")[0].split(", ")[0].split()[0]
    return first.removeprefix("https://").removeprefix("http://")


def _tier_best(rows: list[jobs.JobRow], size: float, named: bool) -> jobs.JobRow | None:
    """The setting a card of ``size`` GB is said to run: the heaviest it holds (:func:`_best`); with several models
    (``named``), the heaviest setting of the largest model it holds (models ordered by their heaviest published
    setting) — never a small model's heavier set-up over a larger model's ("24 GB: Wan 2.2 TI2V-5B … on the edge"
    after "16 GB: Wan 2.2 A14B fp8", fix62f #3)."""
    if not named:
        return _best(rows, size)
    heaviest: dict[str, float] = {}
    for r in rows:
        heaviest[r.model] = max(heaviest.get(r.model, 0.0), r.vram_gb)
    for model in sorted(heaviest, key=lambda m: -heaviest[m]):
        best = _best([r for r in rows if r.model == model], size)
        if best is not None:
            return best
    return None


def _tier(rows: list[jobs.JobRow], size: float, named: bool, label: ListOf | None = None) -> Message:
    """What ``size`` GB runs: the setting :func:`_tier_best` picks (its model named when ``named``), "on the edge"
    past :data:`advisor.jobs.EDGE` of it; ``label`` the sizes said when several run the same (":func:`_tiers`")."""
    best = _tier_best(rows, size, named)
    said: Quantity | ListOf = label if label is not None else Quantity(value=size, unit="GB")
    if best is None:
        return msg("image.needs.tier.none", "{size}: not without heavy offload", size=said)
    words = jobs.SETTING_WORDS.get(best.setting)
    setting: Message | Text = words if words is not None else Text(value=best.setting)
    if named:
        setting = msg("image.needs.tier.named", "{model} {setting}", model=CardParam(value=best.model),
                      setting=setting)
    if not jobs.with_room(best, size):
        return msg("image.needs.tier.edge", "{size}: {setting}, on the edge", size=said, setting=setting)
    return msg("image.needs.tier", "{size}: {setting}", size=said, setting=setting)


def _tiers(rows: list[jobs.JobRow], named: bool) -> list[Message]:
    """:func:`_tier` of each of :data:`SIZES`, the sizes that run the same setting the same way said once
    ("12, 16 and 24 GB: fp16 (openai/whisper)"), never the same words three times."""
    def key(size: float) -> tuple[jobs.JobRow | None, bool]:
        best = _tier_best(rows, size, named)
        return best, best is not None and not jobs.with_room(best, size)

    groups: list[list[float]] = []
    for size in SIZES:
        if groups and key(groups[-1][0]) == key(size):
            groups[-1].append(size)
        else:
            groups.append([size])
    return [_tier(rows, g[-1], named, ListOf(items=[Quantity(value=s, unit="GB") for s in g], style="and")
                  if len(g) > 1 else None) for g in groups]


def sizing(advisor: Advisor, g: Generator, memory_gb: float | None, market: Market, owned: bool = False,
           verdict: bool = True, failed: bool = False) -> Message:
    """The card-less answer for ``g`` (module docstring): the memory asked about first when ``memory_gb`` was said
    (:func:`advisor.jobs.generation_job`'s words, on the model's own rows), then each setting's published memory
    (memory savers several settings share said once, :func:`advisor.needs_words.shared_flags`), what 8, 12, 16 and
    24 GB run, and the cheapest card that runs it well, with its measured speed where known — or, when no
    :data:`WELL_GB` card runs it, the cheapest card (or rented GPU) that holds its lightest setting
    (:func:`advisor.needs_words.beyond_one_card`). ``owned``: ``memory_gb`` is the asker's own card, so no shop tip
    when it runs the model well already (newuser19 #23: the cheapest card said to a 4090's owner). ``verdict``: the
    memory said is answered yes or no first (:func:`advisor.run_verdict.run_verdict`; fix61b), unless the caller
    says its own (an owner's, :func:`advisor.image_owner.owner_verdict`); ``failed``: the memory said ran out of memory
    (a reported OOM, :func:`advisor.image_owner.memory_oom` leads): no setting is said to fit it (fix72a #4)."""
    from .needs_words import beyond_one_card, settings_said, shared_flags, without

    rows = _rows(g)
    parts: list[Message] = []
    if g.named == SD35_TURBO:  # SD 3.5 Large Turbo: SD 3.5 Large's rows, said why (fix62d)
        parts.append(msg("image.needs.same-weights.sd35-turbo", "{named} is {model} distilled to run in 4 steps "
                         "(stabilityai/stable-diffusion-3.5-large-turbo model card), with the same 8.1B weights: "
                         "{model}'s memory figures hold for it.", named=CardParam(value=g.named),
                         model=CardParam(value=g.models[0])))
    elif g.named is not None:  # FLUX.1 schnell: FLUX.1 dev's rows, said why
        parts.append(msg("image.needs.same-weights", "{named} is {model}'s 12B transformer distilled to run in 1 to 4 "
                         "steps (black-forest-labs/FLUX.1-schnell model card), with weights of the same size: "
                         "{model}'s memory figures hold for it.", named=CardParam(value=g.named),
                         model=CardParam(value=g.models[0])))
    if memory_gb is not None and not failed:  # yes or no first, else which settings fit (fix61b)
        parts.append((run_verdict(g, rows, memory_gb, training=True) if verdict else None)
                     or jobs._generation_job(g.job, memory_gb, None, rows))
    one = len(g.models) == 1
    flags = shared_flags(rows)
    places = len({r.resolution for r in rows}) > 1 and one  # HunyuanVideo's 544p and 720p: each said
    settings = join([_bare(r, without(r, flags)) if flags is not None else
                     _at(r) if places else _setting(r, named=not one) for r in rows], "semicolon")
    model = CardParam(value=g.models[0]) if one else msg(
        "answer.join.comma", "{first}, {second}", first=CardParam(value=g.models[0]),
        second=CardParam(value=g.models[-1]))
    if g.job not in TRAINING_JOBS and memory_gb is None and not one:  # several models (Wan 2.2's A14B and 5B):
        parts.append(msg("image.needs.tiers", "By card memory — {tiers}.",  # what each memory runs decides, first
                         tiers=join(_tiers(rows, True), "semicolon")))  # (fix62f #3); the set-ups' figures after
    if flags is not None and memory_gb is not None:  # the sentence before names the setting, these flags in it
        parts.append(msg("image.needs.train-settings.said", "Training a LoRA of {model} needs (published figures, "
                         "with the flags said): {settings}.", model=model, settings=settings))
    elif flags is not None:
        parts.append(msg("image.needs.train-settings.shared", "Training a LoRA of {model} needs (published figures), "
                         "with {flags}: {settings}.", model=model, flags=Text(value=flags), settings=settings))
    else:
        parts.append(settings_said(g.job, model, settings))
    if g.job not in TRAINING_JOBS and (memory_gb is not None or one):  # a training row names its memory already
        parts.append(msg("image.needs.tiers", "By card memory — {tiers}.",
                         tiers=join(_tiers(rows, not one), "semicolon")))
    well = runs_well(g)
    offer = cheapest_card(advisor, market, well.vram_gb) if well is not None else None
    if owned and well is not None and memory_gb is not None and well.vram_gb <= jobs.EDGE * memory_gb:
        offer = None  # the owner's card runs it well: nothing to buy
    if well is not None and offer is not None and offer.price is not None:
        its = _speed_clause(advisor, g, offer.card.name) if g.job == "image-gen" else None
        setting = (_bare(well, without(well, flags), listed=False) if flags is not None else
                   _setting(well, named=len(g.models) > 1))
        parts.append(msg("image.needs.cheapest", "The cheapest card here that runs it well ({setting}): {card} "
                         "({memory}, {price}){its}.", setting=setting,
                         card=CardParam(value=offer.card.name),
                         memory=Quantity(value=offer.card.memory_gb or 0, unit="GB"),
                         price=Money(amount=offer.price.amount, currency=offer.price.currency),
                         its=msg("image.needs.its", ", {its}", its=its) if its is not None else Text(value="")))
    elif well is None and (beyond := beyond_one_card(advisor, market, rows)) is not None:
        parts.append(beyond)
    if (larger := _larger_floor(advisor, market, rows, well, one, owned and memory_gb is not None)) is not None:
        parts.append(larger)
    parts.append(msg("image.needs.sources", "Sources: {sources} (data/owner_jobs.csv).",
                     sources=Text(value="; ".join(dict.fromkeys(_source(r) for r in rows)))))
    return join(parts, "sentences")


def _larger_floor(advisor: Advisor, market: Market, rows: list[jobs.JobRow], well: jobs.JobRow | None, one: bool,
                  owned: bool) -> Message | None:
    """With several models (Wan 2.2's A14B and TI2V-5B) whose card that runs one well is for a smaller model: the
    cheapest card that holds the largest model's lightest supported setting without offload with room
    (:func:`advisor.needs_words.cheapest_card`: "Wan 2.2 A14B fp8 … GeForce RTX 3090"), fix62f #3; else ``None``."""
    from .needs_words import cheapest_card

    if one or owned or well is None:
        return None
    heaviest: dict[str, float] = {}
    for r in rows:
        heaviest[r.model] = max(heaviest.get(r.model, 0.0), r.vram_gb)
    largest = max(heaviest, key=lambda m: heaviest[m])
    floor = next((r for r in rows if r.model == largest and r.level == "supported" and r.speed_note != "offload"),
                 None)
    if well.model == largest or floor is None or (offer := cheapest_card(advisor, market, floor.vram_gb)) is None \
            or offer.price is None:
        return None
    return msg("image.needs.cheapest-larger", "For {model} ({setting}), the cheapest card here that holds it with "
               "room: {card} ({memory}, {price}).", model=CardParam(value=largest), setting=_setting(floor, False),
               card=CardParam(value=offer.card.name), memory=Quantity(value=offer.card.memory_gb or 0, unit="GB"),
               price=Money(amount=offer.price.amount, currency=offer.price.currency))


def _at(r: jobs.JobRow) -> Message:
    """"bf16 at 960x544x129f about 45 GB": a setting with its resolution, for a model published at several."""
    words = jobs.SETTING_WORDS.get(r.setting)
    return msg("image.needs.setting.at", "{setting} at {resolution} about {need}",
               setting=words if words is not None else Text(value=r.setting), resolution=jobs.resolution_said(r),
               need=Quantity(value=r.vram_gb, unit="GB"))


def _bare(r: jobs.JobRow, rest: str, listed: bool = True) -> Message:
    """"dim 4-8 about 8 GB" (a setting's words past the memory savers said once), or "with those flags alone about
    10 GB" when nothing is left of it: every item of a list carries its label (newuser19 #23: "dim 4-8 about 8 GB;
    about 10 GB." left the second item unnamed)."""
    need = Quantity(value=r.vram_gb, unit="GB")
    if not rest and not listed:  # one setting said alone ("runs it well (about 10 GB)"): no list to label it in
        return msg("image.needs.setting.memory", "about {need}", need=need)
    if not rest:
        return msg("image.needs.setting.flags-alone", "with those flags alone about {need}", need=need)
    return msg("image.needs.setting.bare", "{setting} about {need}", setting=Text(value=rest), need=need)


RENT_OR_BUY = re.compile(r"(?<![a-z])(?:rent(?:ing)?\s+(?:or|vs\.?|versus)\s+(?:to\s+)?buy(?:ing)?|"
                         r"buy(?:ing)?\s+(?:or|vs\.?|versus)\s+(?:to\s+)?rent(?:ing)?|cloud\s+(?:or|vs\.?)\s+(?:buy|own))"
                         r"(?![a-z])|租卡还是买卡|租卡還是買卡|租还是买|租還是買|买还是租|買還是租|租卡划算|租卡劃算|"
                         r"租用还是购买|租用還是購買")
"""Words asking whether to rent or to buy."""
DAILY_HOURS = (2, 8)
"""Hours a day of use the break-even is said at (product choice: an evening's hobby use, a working day's)."""


def rent_or_buy(advisor: Advisor, market: Market, card: str | None = None) -> Message | None:
    """"Rent or buy?" without a budget: for ``card`` (else every card the market's rent table lists up to the
    RTX 5090 class, three at most), the hourly price (``data/rent_hourly.csv``, sourced, dated), the card's price
    here, the hours that price buys, and how many months that is at :data:`DAILY_HOURS` hours a day — under it
    renting is cheaper (power, resale and a PC to put it in aside); ``None`` in a market without the rent table."""
    from .catalog import data_dir
    from .compare import shown_price

    with (data_dir() / "rent_hourly.csv").open(encoding="utf-8", newline="") as f:
        table = list(csv.DictReader(f))
    rows = [r for r in table if r["market"] == market.id
            and (card is None or r["card"] == card)]
    lines: list[Message] = []
    for r in rows:
        price = shown_price(advisor.catalog.price_of(market.id, r["card"]))
        if price is None or price.currency != "USD" or (card is None and float(r["usd_per_hour"]) > 1.3):
            continue
        hourly = float(r["usd_per_hour"])
        hours = price.amount / hourly
        lines.append(msg("image.rent.line", "{card}: {hourly} an hour against {price} to buy — {hours:,.0f} hours, "
                         "about {low:,.0f} months at {low_h} hours a day or {high:,.0f} at {high_h}",
                         card=CardParam(value=r["card"]), hourly=Money(amount=hourly, currency="USD", digits=2),
                         price=Money(amount=price.amount, currency=price.currency),
                         hours=Number(value=round(hours, -1)),
                         low=Number(value=round(hours / DAILY_HOURS[0] / 30)), low_h=Number(value=DAILY_HOURS[0]),
                         high=Number(value=round(hours / DAILY_HOURS[1] / 30, 1)),
                         high_h=Number(value=DAILY_HOURS[1])))
        if len(lines) == 3:
            break
    if not lines:
        return None
    date = next(r["as_of"] for r in rows)
    return msg("image.rent", "Rent or buy comes down to hours of use: {lines}. Used less than that before you would "
               "replace the card, rent; used more, buy (power, resale and the PC to put it in aside). Hourly prices: "
               "RunPod on-demand ({date}, data/rent_hourly.csv); card prices: this market's.",
               lines=join(lines, "semicolon"), date=Date(value=date))


# Each pattern above behind its literal gate (issue 30 §1, the thirteenth pass): every question asks which generator
# it names (find_generator, ~3 times an answer, 12 patterns each) although few name one; a gated pattern answers as
# the pattern does (advisor.ask.gate; tests/advisor/test_answer_gates.py)
gate_module(globals())
