"""Inference of a detector or a small NLP model on a card named (judge32 §2.1, round 32 fix85a).

"RTX 3050 8GB … how much FPS can we get with YOLOv7?", "Is an RTX 3050 8GB enough for YOLOv7 inference on video?",
"想要对视频进行实时目标检测推理的话…V100行吗", "Mac Mini M4 24GB as a 24/7 server for DistilBERT, FinBERT, RoBERTa?"
were read as ``why CARD --use-case cv-research|nlp-research``: research *training*'s memory floor ("8 GB, below the
12 GB this use needs") and a dearer card as "a better buy". Running such a model is another job: its weights are a
few hundred MB, so any card holds it; what is asked is whether it is real time and what holds it back.
:func:`inference_reply` answers that kind — a run word (inference, FPS, real time, serve, deploy, 推理, 实时, 部署)
with a detector or a small encoder named, no training word, one card or memory — with:

- the memory: parameters × bytes (fp16 for a detector, fp32 for an encoder as transformers loads it), plus the
  CUDA context and framework (:data:`advisor.jobs.OVERHEAD_GB`);
- a detector's speed: YOLOv7's README (https://github.com/WongKinYiu/yolov7, "Performance": batch 1 at 640 px on a
  V100 — YOLOv7 161 FPS, YOLOv7-X 114 FPS; another detector named stands on YOLOv7's figure, said so), scaled to the
  card by the training-throughput index (``data/performance``), an estimate said as one, and the TensorRT fp16
  export the same README shows;
- the system RAM said when it is at or under Ultralytics' recommended 8 GB+ (https://docs.ultralytics.com/help/FAQ/,
  "Recommended Setup … 8GB+ RAM");
- a card today's CUDA dropped: its support line (:func:`advisor.compare_support.support_line`).

Parameter counts: YOLOv7 paper (Wang et al. 2022, arXiv 2207.02696, Table 1: YOLOv7 36.9M, YOLOv7-X 71.3M);
Hugging Face transformers' pretrained-model list (https://huggingface.co/transformers/v3.1.0/pretrained_models.html:
bert-base 110M, bert-large 340M, distilbert-base 66M, roberta-base 125M, roberta-large 355M, distilroberta-base
82M); FinBERT is BERT-Base further trained on financial text (https://huggingface.co/ProsusAI/finbert). Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..compare_support import support_line
from ..i18n import Message, Number, Text, msg
from ..image_needs import memory_said
from ..jobs import OVERHEAD_GB
from ..wording import card_param, gb, join
from . import cues

if TYPE_CHECKING:
    from ..api import Advisor

RUN_WORDS = re.compile(r"(?<![a-z])(?:inference|inferencing|infer|inferring|fps|frames?\s+per\s+second|real[\s-]?time|"
                       r"serve|serving|server|deploy\w*|predict\w*)(?![a-z])|推理|实时|實時|部署|帧率|幀率|服务器|服務器|上线")
"""A run of a trained model said (never its training)."""
DETECTOR = re.compile(r"(?<![a-z])(?:yolo\w*|detector|object\s+detection)(?![a-z])|目标检测|目標檢測|检测模型|檢測模型")
"""A detector named or said."""

V100 = "Tesla V100 PCIe 16 GB"
"""The card YOLOv7's README measured on (a V100; the PCIe card's index stands for it)."""
YOLOV7 = (("YOLOv7-X", re.compile(r"yolov7[\s_-]*x(?![a-z0-9])"), 71.3, 114.0),
          ("YOLOv7", re.compile(r"yolov7(?![\s_-]*(?:x|w6|e6|d6|tiny))"), 36.9, 161.0))
"""(name, said, parameters in millions, FPS at batch 1 and 640 px on a V100): the README's table, the paper's params."""
ENCODERS = (("DistilBERT", re.compile(r"distil[\s-]*bert"), 66.0),
            ("DistilRoBERTa", re.compile(r"distil[\s-]*roberta"), 82.0),
            ("RoBERTa-large", re.compile(r"(?<!distil)roberta[\s_-]*large"), 355.0),
            ("RoBERTa", re.compile(r"(?<![a-z])(?<!distil)roberta(?![\s_-]*large)(?![a-z])"), 125.0),
            ("FinBERT", re.compile(r"(?<![a-z])finbert(?![a-z])"), 110.0),
            ("BERT-large", re.compile(r"(?<![a-z])bert[\s_-]*large"), 340.0),
            ("BERT", re.compile(r"(?<![a-z])bert(?![\s_-]*(?:large|size|sized|class|like|style))(?![a-z])"), 110.0))
"""(name, said, parameters in millions) of the small encoders served (the module docstring's sources)."""
FP16, FP32 = 2, 4
REAL_TIME_FPS = 30.0
"""A common video frame rate, the yardstick "real time" is said against (an arithmetic comparison, no measurement)."""
RAM_AT_FLOOR = 8.0
"""Ultralytics' recommended system RAM ("8GB+ RAM"): at or under it, said."""


def encoders_said(low: str) -> list[tuple[str, float]]:
    """The small encoders named in ``low`` (lower-cased), each once, in the table's order."""
    found, text = [], low
    for name, said, params in ENCODERS:
        if said.search(text):
            found.append((name, params))
            text = said.sub(" ", text)  # "distilbert" is no "bert" too
    return found


def detector_said(low: str) -> tuple[str, float, float, bool]:
    """The YOLOv7 row named in ``low``, else YOLOv7's as the stand-in (``True`` last: a stand-in)."""
    for name, said, params, fps in YOLOV7:
        if said.search(low):
            return name, params, fps, False
    name, _, params, fps = YOLOV7[1]
    return name, params, fps, True


def small_run(low: str) -> bool:
    """Whether ``low`` (lower-cased) asks to run (never train) a detector or small encoders named."""
    return (RUN_WORDS.search(low) is not None and cues.TRAINING_SAID.search(low) is None
            and (bool(encoders_said(low)) or DETECTOR.search(low) is not None))


def inference_reply(advisor: Advisor, r, read_as) -> Message | None:
    """The reply to running a detector or small encoders on one card or memory (reading ``r``, ``read_as``); ``None``
    for any other question — a training word, an LLM read, no run word, several cards, a budget."""
    low = " ".join(r.text.lower().split())
    if not small_run(low) or read_as.model is not None or r.budget is not None or len(read_as.cards) > 1:
        return None
    encoders = encoders_said(low)
    detector = not encoders
    card = advisor.card(read_as.cards[0]) if read_as.cards else None
    memory = (card.memory_gb if card is not None else None) or r.spans.memory_gb or memory_said(r.text)
    if not memory:
        return None
    where = card_param(card.name) if card is not None else gb(float(memory))
    parts = [_detector(advisor, low, card, where, float(memory)) if detector else
             _encoders(encoders, where, float(memory))]
    ram = r.spans.ram_gb
    if ram and ram < RAM_AT_FLOOR:
        parts.append(msg("inference.ram-below", "Your {ram} of system RAM is below Ultralytics' recommended minimum "
                         "(8 GB or more): more RAM is the upgrade this PC needs first, not another GPU.",
                         ram=gb(float(ram))))
    elif ram and ram == RAM_AT_FLOOR:
        parts.append(msg("inference.ram-floor", "Your {ram} of system RAM is at Ultralytics' recommended minimum "
                         "(8 GB or more): it runs, with little room beside the system and the video decoding — more "
                         "RAM is the cheaper upgrade, not another GPU.", ram=gb(float(ram))))
    if card is not None and (line := support_line(advisor.rules, advisor.catalog.market(None), (card,))) is not None:
        parts.append(line.message)
    reading = msg("inference.read-as", "Read as: running (inference, not training) on {where}, with no budget named.",
                  where=where)
    return msg("image.needs.reply", "{reading} {answer}", reading=reading, answer=join(parts, "sentences"))


def _detector(advisor: Advisor, low: str, card, where, memory: float) -> Message:
    """A detector's memory and speed on the card (``where``)."""
    name, params, fps, stand_in = detector_said(low)
    weights = round(params * FP16 / 1000, 2)
    if stand_in:  # "yolov8", "目标检测": a detector of YOLOv7's class, its figures said as the stand-in
        said = msg("inference.detector-like", "Yes: {where} runs it — running a detector is not training it: a "
                   "detector of YOLOv7's class holds {params}M weights, about {weights} in fp16, plus about {overhead} "
                   "for CUDA and PyTorch, so {memory} holds it easily; the larger memory asked for computer-vision "
                   "research is for training.", where=where, params=Number(value=params), weights=gb(weights),
                   overhead=gb(OVERHEAD_GB), memory=gb(memory))
    else:
        said = msg("inference.detector", "Yes: {where} runs {model} — running a detector is not training it: its "
                   "{params}M weights take about {weights} in fp16, plus about {overhead} for CUDA and PyTorch, so "
                   "{memory} holds it easily; the larger memory asked for computer-vision research is for training.",
                   where=where, model=Text(value=name), params=Number(value=params), weights=gb(weights),
                   overhead=gb(OVERHEAD_GB), memory=gb(memory))
    parts = [said]
    perf = advisor.catalog.performance.get(card.name) if card is not None else None
    ref = advisor.catalog.performance.get(V100)
    if card is not None and card.name.startswith("Tesla V100"):  # the README's own card: its figure, measured
        parts.append(msg("inference.fps-v100", "Speed: YOLOv7's README measures {model} at {fps} FPS (batch 1, 640 px) "
                         "on a V100: real time for 30 FPS video.", model=Text(value=name), fps=Number(value=fps)))
    elif perf is not None and ref is not None and ref.relative and perf.relative:
        ratio = perf.relative / ref.relative
        est = round(fps * ratio / 5) * 5 or 5
        speed = msg("inference.fps", "Speed: YOLOv7's README measures {model} at {fps} FPS (batch 1, 640 px) on a "
                    "V100; {where} trains at about {ratio}x a V100's speed, so expect roughly {est} FPS (estimated) in "
                    "PyTorch.", model=Text(value=name), fps=Number(value=fps), where=where,
                    ratio=Number(value=round(ratio, 2)), est=Number(value=est))
        verdict = (msg("inference.fps-real", "That is real time for 30 FPS video.") if est >= REAL_TIME_FPS else
                   msg("inference.fps-slow", "That is under 30 FPS video: a smaller model (YOLOv7-tiny) or a smaller "
                       "--img-size gains frames."))
        parts += [speed, verdict]
    if stand_in:
        parts.append(msg("inference.stand-in", "(YOLOv7's published figures stand in for the detector named.)"))
    parts.append(msg("inference.tensorrt", "Exporting the model to TensorRT in fp16 (the README's export path) is the "
                     "usual way to more frames per second."))
    return join(parts, "sentences")


def _encoders(encoders: list[tuple[str, float]], where, memory: float) -> Message:
    """Small encoders' memory together on the card or memory (``where``)."""
    total = sum(p for _, p in encoders)
    weights = round(total * FP32 / 1000, 1) or 0.1
    listed = join([msg("inference.encoder", "{model} ({params}M parameters)", model=Text(value=n),
                       params=Number(value=p)) for n, p in encoders], "comma")
    return msg("inference.encoders", "Yes: {where} serves {models} easily — running small models is not training "
               "them: about {weights} of weights in fp32 (4 bytes a parameter, half that in fp16), plus about "
               "{overhead} for the framework, well within {memory}. A bigger GPU buys nothing for this; fine-tuning "
               "is another job.", where=where, models=listed, weights=gb(weights),
               overhead=gb(OVERHEAD_GB), memory=gb(memory))
