"""A tool's support of the asker's accelerators asked (fix77b, issue 27): "does vLLM-Omni support deployment on
V100-SXM2 GPUs? Can it run on a single V100?", "xinference支持以下国产化部署吗？… 加速卡：KunLun G2280 … Atlas 300I
Duo", "能使用昆仑P800国产芯部署大模型吗" — whether the software runs on that hardware is asked: the device's verdict
(``why``: what the card or the accelerator the catalogue lacks is, what software it runs), never a model's memory fit
sized on it nor a ladder of models. A model the catalogue knows, named with them, is its fit there, as is a
model's family with the memory said; a memory fit asked beside it ("is 24 GB enough?", "显存够吗") stays the fit.
One kind of card named, or only accelerators the catalogue lacks (their notes say what runs on them). Pure: no I/O.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .local_support import SUPPORT_ASKED

if TYPE_CHECKING:
    from .reader import Reading

# the support of hardware asked in English beyond "does it support" ("supports deployment on", "support for V100",
# "supported on", "run on Ascend NPUs")
SUPPORT_ON = re.compile(r"(?<![a-z])support(?:s|ed)?\s+(?:for\s+|on\s+|(?:deployment|deploying|running|inference|"
                        r"training)\s+on\s+)|(?<![a-z])supported\s+(?:on|by)(?![a-z])")
# a memory fit asked: what the device holds answers it
_MEMORY_ASKED = re.compile(r"(?<![a-z])(?:enough|how\s+much\s+(?:vram|memory)|oom|out\s+of\s+memory)(?![a-z])|"
                           r"够不够|夠不夠|够吗|夠嗎|够用|夠用|多大显存|多少显存|多少顯存|显存不够|顯存不夠|显存不足|顯存不足|"
                           r"爆显存|爆顯存|内存占用|內存佔用|显存占用|顯存佔用|(?<![a-z])memory\s+usage")

# the support asked in so many words ("whether vLLM-Omni currently supports deployment on V100 …? Can it run on a
# single V100?"): the run asked of the tool, never a model asked of the card
_ASKED_SUPPORT = re.compile(r"(?<![a-z])(?:whether|if)\s+[\w.-]+(?:\s+\w+)?\s+(?:currently\s+)?supports?(?![a-z])|"
                            r"(?<![a-z])(?:does|do|will)\s+(?:it|this|[\w.-]+)\s+support(?![a-z])")
# a deployment on the accelerators asked in Chinese ("能使用昆仑P800国产芯部署大模型吗")
_DEPLOY_ON = re.compile(r"(?:能|可以|能否)\s*(?:使用|用|在)[^，。？?！!]{0,30}?部署[^，。？?！!]{0,20}?(?:吗|嗎|[?？])")


def device_support(r: Reading, text: str) -> bool:
    """Whether ``text`` (the question, lower case) asks whether a tool supports the asker's one kind of card, or the
    accelerators the catalogue lacks, with no budget, no memory fit and no model asked (module docstring)."""
    if r.budget is not None or r.budget_error is not None or _MEMORY_ASKED.search(text) or r.spans.users:
        return False  # users served at once said ("单卡4090能支持十个用户并发吗"): the serving fit, never the tool's
        # support of the card (mend53c)
    if r.model is not None and (r.cards or r.model.params > 0) or r.model_family is not None and (
            r.cards or r.spans.memory_gb is not None):  # a model and the memory ("GLM-5.2 在 8×P800（单卡 96GB）
        return False  # 上部署失败"): its fit on that memory
    if len(r.cards) == 1 and not r.unknown:  # a card's support, never "can my 3090 run it" (what it holds)
        return not r.model_question and bool(SUPPORT_ASKED.search(text) or SUPPORT_ON.search(text)) or bool(
            SUPPORT_ON.search(text) and _ASKED_SUPPORT.search(text))
    # only accelerators the catalogue lacks: no fit is sized on them, a deployment on them asked is their support
    return not r.cards and bool(r.unknown) and bool(
        SUPPORT_ASKED.search(text) or SUPPORT_ON.search(text) or _DEPLOY_ON.search(text))


__all__ = ["SUPPORT_ON", "device_support"]
