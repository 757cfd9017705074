"""Whether one card serves several users at once, asked with no card named (fix73a; judge29 #15).

judge29's real question: "基于官方文档vLLM部署的模型，在单卡内存够的情况下，是否支持多用户并发的调用模型API？
譬如，三个用户并发，而不是排队逐个并发调用。" was asked a budget. It asks how a serving engine behaves on one card, not
which card to buy: the answer is yes — a batching server (vLLM, SGLang, TGI) batches the requests that arrive together
(continuous batching: a request joins the running batch at its next step, https://docs.vllm.ai/en/latest/ , "continuous
batching of incoming requests"; PagedAttention keeps each request's KV cache in pages, Kwon et al. 2023,
https://arxiv.org/abs/2309.06180), so they are served at once, never queued one after another; what sets how many is the
memory left after the weights for each user's KV cache (their context). A card named ("can my 4090 serve 5 users with
vllm?") is the serving path's own answer (``fits --users``: how many it holds and at what speed); this answers the
question with no card, and asks the card and model for the count. Pure: the question's words only.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ..i18n import Message, Number, msg
from .seats import served_users

if TYPE_CHECKING:
    from .models import ReadAs

_ONE_CARD = re.compile(r"单卡|單卡|一张卡|一張卡|一块卡|一塊卡|一张显卡|一張顯卡|"
                       r"(?<![a-z])(?:single|one|1)\s+(?:gpu|card)(?![a-z])")
"""One card said with no card named ("单卡", "a single GPU")."""
_ENGINE = re.compile(r"(?<![a-z])(?:vllm|sglang|tgi|text[\s-]generation[\s-]inference|lmdeploy|tensorrt[-_ ]?llm)"
                     r"(?![a-z])")
"""A batching server named."""
_AT_ONCE = re.compile(r"(?<![a-z])(?:concurrent\w*|simultaneous\w*|at\s+(?:the\s+same\s+time|once)|in\s+parallel|"
                      r"parallel\s+requests?)(?![a-z])|并发|並發|同时|同時|并行|並行")
"""Requests said to come together."""
_YES_NO = re.compile(r"(?<![a-z])(?:can|could|does|do|is|will|would)(?![a-z])|"
                     r"是否|能否|能不能|可否|可不可以|支持|吗|嗎|\?|？")
"""A yes-or-no question."""


def served_one(text: str, read_as: ReadAs) -> Message | None:
    """Yes with the batching fact for "does one card serve N users at once?" asked with no card and no budget
    (module docstring); ``None`` for any other question (a card named, a budget said, no users or no serving)."""
    low = unicodedata.normalize("NFKC", text).lower()
    users = read_as.users or 0
    if read_as.cards or read_as.budget is not None or users < 2 or not served_users(low) or not (
            _AT_ONCE.search(low) and _YES_NO.search(low) and (_ONE_CARD.search(low) or _ENGINE.search(low))):
        return None
    return msg("served-one.yes", "Yes: a batching server (vLLM, SGLang, TGI) serves {users:.0f} users at once on one "
               "card, never one after another — requests that arrive together are batched into the same steps "
               "(continuous batching, https://docs.vllm.ai/en/latest/). What sets how many is the memory left after "
               "the weights, shared among the users' KV caches (each grows with its context): name the card and the "
               "model (“Qwen2.5 7B on a 4090”) and I will say how many it serves and at what speed.",
               users=Number(value=users))


__all__ = ["served_one"]
