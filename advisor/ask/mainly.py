"""What an asker mainly runs, against what they run today or do now and then (issue 27, break26 #3).

"现在用一张3060 12G，用ollama跑qwen2.5:14b … 主要跑32b和70b的模型，偶尔lora微调", "currently on a 3060 12gb running
qwen 14b … mostly 32b/70b": the model asked about is the one they mainly run (32B/70B, answered for the largest), the
14B run today is context (:func:`before_mainly`); and a training job said as occasional ("偶尔lora微调",
"sometimes fine-tune") beside a model mainly run is not the job weighed: the reading runs the model, and says how to
ask for the occasional job's fit (:func:`occasional_task`). Pure: no I/O."""

from __future__ import annotations

import re
from typing import Any

from ..i18n import UserText, msg

MAINLY = re.compile(r"(?<![a-z])(?:mostly|mainly|primarily|usually|largely|for\s+the\s+most\s+part)(?![a-z])"
                    r"(?:\s+(?:want\s+to\s+|need\s+to\s+|plan\s+to\s+|going\s+to\s+)?(?:run|running|use|using|"
                    r"for|on|with|do|doing|serve|serving|play\s+with)(?![a-z]))?\s*(?:the\s+|a\s+|an\s+)?[^.;!?]{0,20}?$"
                    r"|(?:主要|大部分|大多|平时主要|平時主要)\s*(?:是|想|会|會|要|用来|用來)?\s*(?:跑|用|运行|運行|部署|玩)?"
                    r"[^，。；！？,;!?]{0,12}$")
"""Words before a size that make it the one the asker mainly runs ("mostly 32b/70b", "主要跑32b和70b的模型")."""
MAIN_RUN = re.compile(r"(?<![a-z])(?:mostly|mainly|primarily|usually)\s+(?:want\s+to\s+|need\s+to\s+)?(?:run|running|"
                      r"use|using|inference|serve|serving|chat)(?![a-z])|(?:主要|大部分|大多)\s*(?:是|想|会|會|要|用来|用來)?"
                      r"\s*(?:跑|运行|運行|推理|部署|用)")
"""Running a model said as the main job ("mostly run", "主要跑")."""
OCCASIONAL = re.compile(r"(?<![a-z])(?:occasionally|sometimes|now\s+and\s+then|once\s+in\s+a\s+while|every\s+now"
                        r"\s+and\s+then|the\s+odd|a\s+bit\s+of)(?![a-z])[^.;!?]{0,16}?"
                        r"(?P<job>q?lora|peft|fine[\s-]?tun\w*|train\w*)"
                        r"|(?:偶尔|偶爾|有时|有時|有时候|有時候|偶然)\s*(?:做|也|会|會|要|想)?\s*(?:一些|一下|点|點)?\s*"
                        r"(?P<cjob>(?:q?lora)?\s*(?:微调|微調|训练|訓練)|q?lora)", re.I)
"""A training job said as done now and then ("偶尔lora微调", "occasionally fine-tune with lora")."""
TRAINING = frozenset({"lora", "qlora", "full-finetune"})


def before_mainly(s: str, sizes: list[re.Match[str]]) -> list[re.Match[str]]:
    """The sizes of ``sizes`` (matches in ``s``) said before the first size the asker mainly runs (:data:`MAINLY`):
    context, never the model asked about; none when no size is said as mainly run."""
    mainly = [m for m in sizes if MAINLY.search(s[max(0, m.start() - 32):m.start()])]
    return [m for m in sizes if m.start() < mainly[0].start()] if mainly else []


def occasional_task(r: Any) -> Any:
    """The reading ``r`` run for the model mainly run (module docstring) when its training task is said as
    occasional beside it, the read-as line saying so; ``r`` unchanged otherwise."""
    low = r.text.lower()
    found = OCCASIONAL.search(low)
    if found is None or r.task not in TRAINING or r.model is None or not MAIN_RUN.search(low):
        return r
    r.task = "inference"
    r.notes.append(msg("ask.occasional-task", "“{typed}” said as occasional: the cards are weighed for running the "
                       "models; ask about that job alone for its fit.", typed=UserText(value=found.group(0).strip())))
    return r


_GENERATOR = r"(?:flux(?:\.1)?|sdxl|sd\s?(?:1\.5|3\.5)|stable\s+diffusion|wan\s?2\.\d|hunyuan\s?video|ltx[\s-]?video)"
IMAGE_TRAINED = re.compile(rf"(?<![a-z])(?:train\w*|loras?|fine[\s-]?tun\w*|dreambooth)[^.;?!,]{{0,20}}?"
                           rf"(?<![a-z]){_GENERATOR}|(?<![a-z]){_GENERATOR}\s*(?:loras?|dreambooth)(?![a-z])|"
                           rf"(?:训练|訓練|微调|微調|炼|煉)[^，。；？！,;?!]{{0,8}}?{_GENERATOR}|"
                           rf"{_GENERATOR}\s*(?:的)?\s*(?:lora|训练|訓練|微调|微調)")
"""Training said of an image or video generator ("training loras on flux", "flux loras", "训练flux的lora")."""
LLM_RUN = re.compile(r"(?<![a-z])(?:run|runs|running|serve|serving|inference|infer|chat\w*\s+with|host|hosting)\s+"
                     r"(?:a\s+|an\s+|the\s+)?(?:[a-z][\w.-]*\s+){0,2}?\d+(?:\.\d+)?\s*b(?![a-z])|"
                     r"(?:跑|运行|運行|推理|部署)\s*(?:[a-z][\w.-]*\s*){0,2}\d+(?:\.\d+)?\s*b(?![a-z])")
"""An LLM's size said run ("running 70b", "run llama 3 70b", "跑70b")."""


def image_trained_apart(r: Any) -> Any:
    """The reading ``r`` run for its LLM when the training said is an image generator's and the LLM is said run
    (fix70b, newuser28 #2: "training loras on flux and running 70b" was a 70B full fine-tune of 1,177 GB): the LLM's
    task is inference, the read-as line says so; ``r`` unchanged otherwise."""
    low = r.text.lower()
    if r.task not in TRAINING or r.model is None or (trained := IMAGE_TRAINED.search(low)) is None or (
            LLM_RUN.search(low)) is None:
        return r
    r.task = "inference"
    r.notes.append(msg("ask.image-trained-apart", "“{typed}” is the image model's training: the LLM is weighed for "
                       "running it.", typed=UserText(value=trained.group(0).strip())))
    return r
