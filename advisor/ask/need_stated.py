"""A memory said as a requirement, beside the memory the asker has (fix77a; round 30).

Real questions: "推理必须80G卡吗？如何在40g卡上推理？" (Open-Sora's issues), "does it need an 80GB card? I have a 24GB
one", "is 48GB required or can I use 24GB", "需要80G显存吗，我只有24G". The first amount is the need the asker was told
(the authors' tested card, a README's figure), the second the one card they have: the reader took both as cards owned
(``fits --vram 80+40``) and listed the language models 120 GB holds. :func:`need_stated` answers the question asked:
the card they have against the need said (a generator the tables size keeps its own measured answer), and the ways a
model's own code comes down to it — several cards with sequence parallel where the project has it, CPU offload, a lower
resolution or fewer frames (a video or image model), 8-bit weights — never a language model's sizes, since the model
is none the question sizes (a video generator named is said to be one; none named, the answer says it does not know
which). Pure: the question's words and the catalog's card memory.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ..i18n import Message, Number, msg
from ..image_needs import VIDEO_WORDS, find_generator, known_size
from ..wording import join
from .project_need import KNOWN_VIDEO

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

_GB = r"(\d{1,3}(?:\.\d)?)\s*(?:gb|gib|g)(?![a-z])"
_NEEDED = re.compile(
    r"(?:必须|必須|必需|需要|要求|一定要|得用|至少要|至少需要)\s*(?:是|用|有)?\s*"
    r"(?:一张|一張|一块|一塊|单张|單張)?\s*" + _GB
    + r"|(?<![a-z])(?:need|needs|require|requires|requiring|must\s+have)\s+(?:an?\s+|at\s+least\s+)?" + _GB
    + r"|(?<![\d.])" + _GB + r"\s*(?:of\s+)?(?:vram\s+|memory\s+|card\s+|gpu\s+)?(?:is\s+|are\s+)?"
    r"(?:required|needed|necessary|mandatory|a\s+must)(?![a-z])")
"""A memory said as what the job needs ("必须80G卡", "need an 80GB card", "is 48GB required", "需要80G显存")."""
_ASKED = re.compile(r"吗|嗎|么|麼|\?|？|(?<![a-z])(?:is|does|do|must|can|could)(?![a-z])|是否|能否|如何|怎么|怎麼")
"""The need asked, not stated as a plan."""
_HAVE = re.compile(r"(?<![\d.])" + _GB)
_BUYING = re.compile(r"(?<![a-z])(?:buy\w*|budget|price\w*|cost\w*|\$|usd|eur)(?![a-z])|买|買|预算|預算|价格|價格")
"""A purchase said: the buying answers weigh it."""
_IMAGE = re.compile(r"(?<![a-z])(?:image|diffusion|stable\s+diffusion|sdxl|flux)(?![a-z])|图像|圖像|生图|生圖|文生图")


def _amounts(low: str, read_as: ReadAs, advisor: Advisor) -> tuple[float, float] | None:
    """(needed, had) in GB: the amount said as needed and the other amount said (or the one card named), the had
    below the needed; ``None`` when the question says no such pair."""
    need = _NEEDED.search(low)
    if need is None:
        return None
    needed = float(next(g for g in need.groups() if g))
    others = [float(m.group(1)) for m in _HAVE.finditer(low) if not need.start() <= m.start() < need.end()]
    others = [o for o in others if o != needed]
    if others:
        had = others[0]
    elif len(read_as.cards) == 1:
        had = advisor.card(read_as.cards[0]).memory_gb or 0.0
    else:
        return None
    return (needed, had) if 0 < had < needed <= 1024 else None


def need_stated(advisor: Advisor, text: str, read_as: ReadAs) -> Message | None:
    """The asker's one card against a memory said as the need ("must it be an 80 GB card? how on a 40 GB one?"), with
    the model's own ways down (module docstring); ``None`` when ``text`` says no needed memory beside a smaller one
    had, names a model the tables size (its fit answers), or says a purchase."""
    low = unicodedata.normalize("NFKC", text).lower()
    if read_as.budget is not None or _BUYING.search(low) or not _ASKED.search(low):
        return None
    if read_as.model is not None and read_as.model.params_b and not re.fullmatch(
            r"[\d.]+\s*[bm]", read_as.model.name.strip(), re.I):
        return None  # "does llama 70b need 80GB? I have 24": the model's own fit
    if find_generator(low) is not None or known_size(low) is not None or KNOWN_VIDEO.search(low):
        return None  # "does flux need 24GB? I have 12": a generator the tables size keeps its measured figures
    pair = _amounts(low, read_as, advisor)
    if pair is None:
        return None
    needed, had = pair
    video = VIDEO_WORDS.search(low) or re.search(r"(?<![a-z])[it]2v(?![a-z])|视频|視頻", low)
    kind = "video" if video else ("image" if _IMAGE.search(low) else None)
    parts = [msg("need-stated.lead", "Your card has {had:.0f} GB against the {needed:.0f} GB said: that figure is "
                 "what the model takes as its authors run it (their defaults, usually one card that holds everything), "
                 "not a floor — on {had:.0f} GB it runs only if its own ways down bring it below that.",
                 had=Number(value=had), needed=Number(value=needed))]
    if kind == "video":
        parts.append(msg("need-stated.video", "It is a video generator, so a language model's sizes say nothing of "
                         "it: its memory grows with the resolution, the frames (the clip's length) and the batch."))
    elif kind == "image":
        parts.append(msg("need-stated.image", "It is an image generator, so a language model's sizes say nothing of "
                         "it: its memory grows with the resolution and the batch."))
    else:
        parts.append(msg("need-stated.unknown", "I do not know which model it is from the question, so I size none "
                         "(a language model's figures would say nothing of a video or image model)."))
    parts.append(msg("need-stated.ways", "Ways down, cheapest first:"))
    parts.append(msg("need-stated.split", "1) several cards, if the project splits the model over them — sequence "
                     "parallel for a video model, or its own multi-GPU option (its README says; without one each card "
                     "must hold the whole model);"))
    parts.append(msg("need-stated.offload", "2) CPU offload of the parts not working at the moment (the text "
                     "encoder, the VAE), slower (https://huggingface.co/docs/diffusers/optimization/memory);"))
    if kind == "video":
        parts.append(msg("need-stated.frames", "3) a lower resolution or fewer frames;"))
    elif kind == "image":
        parts.append(msg("need-stated.resolution", "3) a lower resolution or a batch of 1;"))
    else:
        parts.append(msg("need-stated.frames-if", "3) a lower resolution or fewer frames, where it generates images "
                         "or video;"))
    parts.append(msg("need-stated.eight-bit", "4) 8-bit weights where the project supports them (1 byte a "
                         "parameter instead of 2 in fp16/bf16)."))  # bytes a parameter: rule memory.llm-task
    if kind is None:
        parts.append(msg("need-stated.tell", "Name the model (or its parameter count) and I will say what it needs."))
    return join(parts)


__all__ = ["need_stated"]
