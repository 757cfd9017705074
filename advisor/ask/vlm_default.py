"""A vision-language model asked for with none named (fix48b, issue 28 kind D): "caption 200,000 images with a local
vision language model" is an LLM job (:data:`advisor.ask.cues.VLM`), and its speed column and memory are a VLM's,
never the "largest everyday model" a card holds (gpt-oss 20b is a text model: it reads no image). The job is sized
and timed on :data:`VLM_DEFAULT`, the 7–8B VLM people run for captioning (``data/models.csv``, its config's text
decoder with the vision tower noted): a stand-in the answer is sized on
(:attr:`advisor.ask.models.ReadAs.stand_in_model`; the reading's own ``model`` stays unset, as none was named), said
in the notes. A VLM named ("llava", "qwen2.5-vl 7b") is read as named; a fine-tune of an unnamed VLM gets no
stand-in (no default guesses a training job).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import msg
from ..wording import card_param
from . import cues

if TYPE_CHECKING:
    from ..kinds import Given
    from .reader import Reading

VLM_DEFAULT = "Qwen2.5-VL 7B"
"""The VLM an unnamed one is sized as: Qwen2.5-VL 7B (8.3B with its vision tower, ``data/models.csv``)."""


def vlm_default(r: Reading, low: str, given: Given) -> None:
    """Size an unnamed vision-language model's job as :data:`VLM_DEFAULT` (module docstring), said in the notes."""
    if r.model is not None or r.model_family is not None or r.task not in (None, "inference"):
        return
    if r.spans.memory_gb is not None or not cues.VLM.search(low):
        return
    r.stand_in = given.need().llm_models.resolve(VLM_DEFAULT)  # the reading names no model: the answer sizes it
    r.notes.append(msg("ask.vlm-default", "No vision-language model named: sized and timed as {model}, a 7–8B VLM "
                       "(its vision tower reads each image once; the speed is its text decoder's); name yours for its "
                       "own figures.", model=card_param(r.stand_in.name)))
