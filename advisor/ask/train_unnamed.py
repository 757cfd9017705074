"""A training asked of cards with no model named and no word of an LLM (fix73b, judge29 #13).

"训练模型至少需要多大的硬件设备，两张24G的3090可以训练吗？", "can I train a diffusion model on 2x 3090?", "can I train
on 2 x 24GB 3090s?": the model is the asker's own (an image restoration, a diffusion or a detection model), so the
answer is what :func:`advisor.ask.project_need.project_need` says of a model no table sizes — it depends on that
model's need; several cards each keep a whole copy for training; the levers; what to tell — never the largest LLM the
cards fine-tune. A question that names an LLM ("llm", "大模型", "qwen", "lora"…: :data:`advisor.ask.cues.LLM_SAID`)
or a job the product sizes keeps its answer, and so does an owner who says the levers already tried
(:mod:`advisor.ask.tried_levers`). Two more keep the card's own training answer (mend52a): a card no current
framework runs ("can I train a model on my tesla k40?": the software decides, whatever the model) and a framework
named with no model ("can I train with pytorch?": :func:`advisor.ask.framework_train.framework_training`, the card's
overview). Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from . import cues
from .framework_train import framework_training
from .tried_levers import tried

if TYPE_CHECKING:
    from .models import ReadAs

# a model trained with no name ("训练模型", "train this model", "train my model"), or training asked of the cards
# alone ("can I train on 2 x 3090s?", "两张3090可以训练吗")
_UNNAMED = re.compile(r"(?:训练|訓練)\s*(?:这个|這個|该|該|我的|自己的|一个|一個)?\s*(?:模型|网络|網絡|网路)|"
                      r"(?<![a-z])(?:train|training)\s+(?:(?:this|the|my|our|a|an|your)\s+)?(?:own\s+)?"
                      r"(?:\w+\s+){0,2}(?:model|network|net)s?(?![a-z])|"
                      r"(?<![a-z])(?:train|training)\s+(?:it\s+)?(?:on|with|using)\s|"
                      r"(?:可以|能|能不能|可不可以)\s*(?:训练|訓練)\s*(?:吗|嗎|吧|么|麼)?\s*[?？。]?\s*$|"
                      r"(?<![a-z])(?:train|training)\s*[?？]")
CAN_TRAIN = re.compile(r"(?<![a-z])(?:can|could)\s+(?:i|we|you|it)\s+(?:\w+\s+)?train|possible\s+to\s+train|"
                       r"(?:可以|能|能不能|可不可以|是否可以|能否)\s*(?:用来|用於|用于)?\s*(?:训练|訓練)")
"""Whether the cards train it: asked as a yes or no ("can I train on …", "可以训练吗")."""
_LLM_MORE = re.compile(r"(?<![a-z])(?:qwen|llama|mistral|gemma|deepseek|phi|glm|yi|bert|gpt|instruct|chat)|大模型")


def unnamed_training(low: str, read_as: ReadAs, training: bool, stackless: bool = False) -> bool:
    """True when ``low`` (the question, lower-cased) asks a training of an unnamed model that is no LLM on the cards
    read (module docstring). ``stackless``: a card read has no current framework (its software-support row is
    ``unsupported``), so its training answer says that first (mend52a)."""
    return bool(training and not stackless and read_as.model is None and read_as.cards and read_as.generator is None
                and not framework_training(low, model_named=False, llm_use=False)
                and read_as.use_case in (None, "image", "video", "general", "cv-research", "research")
                and _UNNAMED.search(low) and not cues.LLM_SAID.search(low) and not _LLM_MORE.search(low)
                and not tried(low))  # levers said tried: the owner's answer leads with them (advisor.ask.tried_levers)


__all__ = ["CAN_TRAIN", "unnamed_training"]
