"""A serving question asking the GPU's specifications with no model named (judge32 C9; fix85b #3).

judge32's real question: "部署多个模型的服务时对GPU的规格有什么要求？GPU的规格和支持的并发量是什么情况？"
(https://github.com/WeOps-Lab/OpsPilot/issues/61) was asked "哪块显卡？" — the card, the very thing asked about.
What sizes a serving GPU is which models are served and how many requests come at once: the memory holds every
model's weights (parameters × 2 bytes in fp16/bf16, about 1 in 8-bit: the estimate :mod:`advisor.ask.need_unnamed`
says) plus each concurrent request's KV cache, which grows with its context; a batching server (vLLM, SGLang) serves
the requests that arrive together in the same steps, and the memory left after the weights sets how many (continuous
batching and PagedAttention, https://docs.vllm.ai/en/latest/ , https://arxiv.org/abs/2309.06180). :func:`serving_spec`
says that rule and asks which models and how many users — never the card. Pure: the question's words only."""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ..i18n import Message, msg

if TYPE_CHECKING:
    from .models import ReadAs

SERVING = re.compile(r"(?<![a-z])(?:serv(?:e|es|ing|er|ice|ices)|deploy\w*|host(?:ing)?|inference\s+server)(?![a-z])|"
                     r"部署|服务|服務|上线|上線")
"""A service said ("deploy", "serving", "部署…服务")."""
SPEC = re.compile(r"(?<![a-z])(?:specs?|specifications?|requirements?|"
                  r"what\s+(?:kind\s+of\s+)?(?:gpus?|cards?|hardware)|which\s+(?:gpus?|cards?|hardware)|how\s+much\s+(?:gpu|vram|memory))(?![a-z])|"
                  r"规格|規格|要求|配置|什么(?:样的)?(?:显卡|顯卡|gpu)|什麼(?:樣的)?(?:顯卡|gpu)|哪种显卡|多大显存|多少显存")
"""The card's specifications asked ("GPU specs", "对GPU的规格有什么要求", "what GPU do I need")."""
LOAD = re.compile(r"(?<![a-z])(?:concurren\w*|simultaneous\w*|users?|requests?|several\s+models|multiple\s+models|"
                  r"many\s+models|at\s+once)(?![a-z])|并发|並發|多个模型|多個模型|多模型|用户|用戶|请求|請求")
"""The load asked about: concurrency, users, several models."""


def serving_spec(text: str, read_as: ReadAs) -> Message | None:
    """How a serving GPU is sized, then which models and how many users asked (module docstring), for a serving
    question asking the specifications with no card, model or budget; ``None`` for any other question."""
    low = unicodedata.normalize("NFKC", text).lower()
    if (read_as.cards or read_as.model is not None or read_as.budget is not None or read_as.memory_gb
            or not (SERVING.search(low) and SPEC.search(low) and LOAD.search(low))):
        return None
    return msg("serving-spec.rule", "It depends on which models you serve and how many requests come at once: the "
               "GPU memory must hold every model's weights (parameters × 2 bytes in fp16/bf16, about 1 in 8-bit), plus "
               "a KV cache for each concurrent request that grows with its context. A batching server (vLLM, SGLang) "
               "serves the requests that arrive together in the same steps, and the memory left after the weights sets "
               "how many at once; more users or more models than one card holds means more GPUs, each serving its "
               "share. Tell me which models (“Qwen2.5 7B and an embedding model”) and how many users at once, and I "
               "will say which cards hold them.")


__all__ = ["serving_spec"]
