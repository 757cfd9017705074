"""An image model's LoRA said by what it draws (fix51d, issue 27; newuser22 #18 and its image-LoRA probes):
"想訓練自己的LoRA畫動漫圖，預算八千台幣以內" was read as a 7B LLM's LoRA ("no card holds a 7B LoRA … use QLoRA"),
"想训练动漫画风的LoRA，预算2000元" as general training (a 2080 Ti first, with no BF16) and "train a lora for anime
images, budget 300 dollars" as computer-vision research — because no image model was named, and fix48b's reading
(:mod:`advisor.ask.image_trained`) waits for one.

A LoRA (or DreamBooth, kohya, LyCORIS) said beside what a picture model makes — anime, illustrations, a drawing
style, a face, images, 画风, 动漫, 插画, 画图… (:data:`PICTURES`) — is the image model's LoRA: the use case ``image``
with the task ``lora``, the job :mod:`advisor.image_train` ranks (kohya-ss/sd-scripts' published SDXL settings,
``data/owner_jobs.csv``: memory for the setting first, then training speed). Never where a language model is said
(an LLM, a chat, a size in billions, a family), nor a vision task (detection, classification), nor video, nor an
owner's card (their answer is the card's own; "my art style" with a budget is a buyer's), nor a QLoRA (an LLM's way).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..image_needs import VIDEO_WORDS, find_generator
from ..image_train import SDXL

if TYPE_CHECKING:
    from ..image_needs import Generator
    from .reader import Reading

LORA_WORDS = re.compile(r"(?<![a-z])(?:loras?|lycoris|locon|dreambooth|kohya(?:[\s_-]?ss)?)(?![a-z])")
"""The words of an image model's adapter trained (a QLoRA is an LLM's: ``(?<![a-z])`` keeps it out)."""
PICTURES = re.compile(
    r"(?<![a-z])(?:anime|manga|waifus?|illustrations?|drawings?|paintings?|art[\s-]?styles?|artworks?|artists?|"
    r"images?|pictures?|pics|photos?|portraits?|selfies?|faces?|pony|illustrious|civitai|comfy\w*|kohya(?:[\s_-]?ss)?|"
    r"sd(?:xl|1\.5|15)?|stable[\s-]diffusion|diffusion|image[\s-]models?)(?![a-z])|"
    r"动漫|動漫|二次元|插画|插畫|漫画|漫畫|画风|畫風|画图|畫圖|画画|畫畫|绘画|繪畫|绘图|繪圖|出图|出圖|生图|生圖|立绘|立繪|"
    r"头像|頭像|图片|圖片|图像|圖像|照片|人像|画师|畫師|原画|原畫|(?<!角色)(?:人物|角色)(?!扮演)|[画畫](?![面质質卡])")
"""What a picture model makes, said in the question (English, Simplified and Traditional Chinese)."""
LANGUAGE = re.compile(
    r"(?<![a-z])(?:llms?|language\s+models?|chat\w*|roleplay|rp|text|writing|novels?|qwen\w*|llama\w*|mistral\w*|"
    r"gemma\w*|deepseek\w*|glm\w*|phi\w*|\d+(?:\.\d+)?\s?b)(?![a-z])|qlora|"
    r"大模型|语言模型|語言模型|对话|對話|聊天|角色扮演|文本|文字|写作|寫作|小说|小說")
"""A language model said: its LoRA is the LLM fine-tune, never an image model's."""
VISION = re.compile(r"(?<![a-z])(?:classif\w*|detect\w*|segment\w*|yolo\w*|vit|resnet|clip|ocr)(?![a-z])|"
                    r"分类|分類|检测|檢測|分割|识别|識別")
"""A vision task said: computer-vision research, never an image generator's LoRA."""
READ_AS = frozenset({None, "image", "cv-research", "llm"})
"""The use cases a question with no language model said may have been given from its other words ("images":
``cv-research``; a bare "LoRA": ``llm``, :func:`advisor.ask.families.lora_use`)."""


def said(low: str) -> bool:
    """Whether ``low`` (the question, lower case) trains an image model's LoRA by the words alone (module
    docstring)."""
    return bool(LORA_WORDS.search(low) and PICTURES.search(low)) and not LANGUAGE.search(low) and (
        not VISION.search(low)) and not VIDEO_WORDS.search(low)


def image_lora_said(r: Reading, low: str) -> None:
    """Read a LoRA said by the pictures it makes as the image model's LoRA (module docstring)."""
    if r.use_case not in READ_AS or r.own and (r.cards or r.budget is None) or r.model is not None or (
            r.model_family is not None or r.task not in (None, "lora")) or not said(low):
        return
    g = find_generator(r.text)
    if g is not None and g.job not in ("image-lora", "image-gen"):
        return
    r.use_case, r.task = "image", "lora"


def lora_stand_in(r: Reading) -> Generator | None:
    """The generator an image LoRA read from its words (:func:`image_lora_said`) with no model named is sized by
    where no budget is given ("kohya 训练lora 买什么卡": what it needs, then the budget asked): SDXL's training rows,
    the model :func:`advisor.image_train.image_training` ranks a buyer who names none by; ``None`` otherwise."""
    if r.use_case != "image" or r.task != "lora" or not said(r.text.lower()) or find_generator(r.text) is not None:
        return None
    return find_generator(f"{SDXL} lora")


__all__ = ["LORA_WORDS", "PICTURES", "image_lora_said", "said", "lora_stand_in"]
