"""A buyer training a LoRA of an image model with published training settings of its own other than SDXL's and
FLUX.1 dev's (fix64b left: "qwen-image-edit lora training, budget 1500" was ranked by Qwen-Image's inference
memory, GGUF Q4_K_M at 16 GB, and before that by SDXL's training settings — ``recommend --use-case image --task lora``
sizes SDXL unless FLUX is named). :func:`trained_model_first` answers it with that model's own training settings
(:func:`advisor.image_train.image_training` over its ``image-lora`` rows, ``data/owner_jobs.csv``: musubi-tuner's
Qwen-Image figures, 12 to 42 GB at 1024x1024, batch 1), and says that an Edit model's training needs more than them
(its control images), with no figure given. Pure over the advisor's own answers.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..errors import AdvisorError
from ..i18n import Message, msg
from ..image_needs import find_generator
from ..image_train import image_training, training_rows
from ..models import Caveat, Recommendation
from ..shape_limits import CAVEAT_WEIGHT
from ..wording import card_param

if TYPE_CHECKING:
    from ..api import Advisor

SIZED_BY_RECOMMEND = frozenset({"SDXL", "FLUX.1 dev"})
"""The image models ``recommend --use-case image --task lora`` sizes itself (SDXL unless FLUX is named)."""

EDIT = re.compile(r"(?<![a-z])edit(?![a-z])|编辑|編輯")
"""An Edit model named ("qwen-image-edit", "qwen image edit 2509"): trained with control images."""

EDIT_SOURCE = "https://github.com/kohya-ss/musubi-tuner/blob/main/docs/qwen_image.md"
"""musubi-tuner's Qwen-Image docs: "Qwen-Image-Edit training requires additional memory for the control images"
(no figure), under the Qwen-Image table its rows come from."""


def _trained(answer) -> bool:
    """Whether ``answer`` is an image-training buyer's (:func:`advisor.image_train.with_training_words`: its
    headline's or a deciding fact's key is of ``image.train`` / ``image.needs.train-settings``)."""
    keys = [answer.shape.headline.key, *(c.message.key for c in answer.shape.decides),
            *(c.message.key for c in answer.shape.caveats)]
    return any(k.startswith(("image.train", "image.needs.train-settings")) for k in keys)


def trained_model_first(advisor: Advisor, text: str, answer):
    """``answer`` (a buyer's image-training recommendation) re-ranked for the model ``text`` names when that model
    has training settings of its own that ``recommend`` does not size (:data:`SIZED_BY_RECOMMEND`), in the answer's
    budget and market; with an Edit model (:data:`EDIT`), that its training needs more memory than the settings
    said, first among the deciding facts. Any other answer as it is (and as it is when the budget cannot be read
    again)."""
    if not isinstance(answer, Recommendation) or answer.shape is None or not _trained(answer):
        return answer
    g = find_generator(text)
    if g is None or g.job != "image-lora" or g.models[0] in SIZED_BY_RECOMMEND or not training_rows(g.models[0]):
        return answer
    try:
        trained = image_training(advisor, f"{answer.budget.amount:g} {answer.budget.currency}",
                                 market=answer.market.id, model=g.models[0])
    except (AdvisorError, ValueError):
        return answer
    said = edit_more(text, g)
    if trained.shape is None or said is None:
        return trained
    edit = Caveat(rule_id="memory.by-task", weight=CAVEAT_WEIGHT + 3, message=said)
    return trained.model_copy(update={"shape": trained.shape.model_copy(update={
        "decides": [*trained.shape.decides, edit]})})


def edit_more(text: str, g) -> Message | None:
    """That training an Edit model's LoRA needs more memory than its base model's published training settings (for
    its control images, :data:`EDIT_SOURCE`), when ``text`` names an Edit model and ``g`` is the base model's
    training (``image-lora`` rows of one model, :data:`SIZED_BY_RECOMMEND` excepted); ``None`` otherwise."""
    if g is None or g.job != "image-lora" or g.models[0] in SIZED_BY_RECOMMEND or not EDIT.search(text.lower()):
        return None
    return msg("image.train.edit-more", "Training an Edit model's LoRA needs more memory than these {model} figures, "
               "for its control images; musubi-tuner, which publishes them, gives no figure for it.",
               model=card_param(g.models[0]))


__all__ = ["edit_more", "trained_model_first"]
