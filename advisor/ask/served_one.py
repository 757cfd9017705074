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
from typing import TYPE_CHECKING, Any

from ..i18n import Message, Number, Text, msg
from .concurrency_howto import concurrency_howto
from .seats import served_users
from .serving_spec import serving_spec

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
_SEVERAL = re.compile(r"(?<![a-z])(?:multiple|several|many|more\s+than\s+one)\s+(?:users?|people|clients?|requests?)"
                      r"(?![a-z])|多用户|多個用戶|多个用户|多人|多个请求|多個請求")
"""Several users said with no count."""
_HOW_MANY = re.compile(r"(?<![a-z])how\s+many(?![a-z])|多少(?:个|個)?(?:用户|用戶|人|并发|並發)")
_LOCAL = re.compile(r"(?<![a-z])(?:ollama|llama[\s.-]?cpp|llama[\s-]server)(?![a-z])")
"""A local engine that serves a few parallel requests, not a batching server."""
OLLAMA_FAQ = "https://github.com/ollama/ollama/blob/main/docs/faq.md"
"""Ollama's FAQ, "How does Ollama handle concurrent requests?": OLLAMA_NUM_PARALLEL requests per model at once,
OLLAMA_MAX_QUEUE the requests queued beyond them."""
_YES_NO = re.compile(r"(?<![a-z])(?:can|could|does|do|is|will|would)(?![a-z])|"
                     r"是否|能否|能不能|可否|可不可以|支持|吗|嗎|\?|？")
"""A yes-or-no question."""


_CONCURRENCY = re.compile(r"(?:并发|並發)\s*(?:数|數|量|用户|用戶)?\s*"
                          r"(?:超过|超過|大于|大於|高于|高於|达到|達到|到|上|有|是|为|為|>=?|≥)?\s*(\d{2,6})|(\d{2,6})\s*\+?\s*(?:多)?\s*(?:个|個|路)?\s*(?:并发|並發)|"
                          r"(?<![\d.])(\d{2,6})\s*\+?\s*(?:concurrent|simultaneous|parallel)\s+(?:users?|requests?|"
                          r"sessions?|clients?|connections?)(?![a-z])|"
                          r"(?<![a-z])(?:concurrency|concurrent\s+users?)\s*(?:of|over|above|beyond|past|>=?|[:=])?\s*"
                          r"(\d{2,6})(?![\d.])")
"""Users at once said as a count of concurrency ("并发数超过100", "100个并发", "200 concurrent users", "concurrency over
100"): the reader of users (:mod:`advisor.ask.seats`) takes "100 users"; these say only how many requests at once."""
_TOOL_ASKED = re.compile(r"用什么|用啥|什么(?:框架|工具|方案|部署)|哪个(?:框架|工具)|怎么部署|如何部署|"
                         r"(?<![a-z])(?:what|which)\s+(?:\w+\s+){0,3}?(?:tool|engine|framework|server|stack|software)s?"
                         r"(?![a-z])|(?<![a-z])(?:deploy|serve|host)\s+(?:it\s+)?with(?![a-z])|"
                         r"(?<![a-z])how\s+(?:do|would|should|to)\s+(?:i|we|you|people)?\s*(?:deploy|serve|host)(?![a-z])")
"""What to serve with asked ("一般用什么部署", "which engine", "what do people deploy with", "how do I serve")."""
FP8_BYTES = 1.0
"""Bytes a parameter in FP8, the precision a server of many users runs a large model in on Hopper cards."""
EIGHT_H100_GB = 8 * 80 * 0.9
"""What eight H100 80 GB hold for weights (GB; 80 GB each, data/cards.csv), 0.9 of it as vLLM takes by default
(--gpu-memory-utilization, https://docs.vllm.ai/en/latest/configuration/engine_args.html): a model whose FP8 weights
pass it (DeepSeek R1, 671B) is named on eight H200 (141 GB each, data/cards.csv) instead (judge31 C08)."""
SCALE_USERS = 50
"""Users at once from which the tool matters less than the GPUs behind it (product choice: past one card's KV cache for
any model worth serving to that many, the replicas and the load balancer decide)."""


def _concurrency(low: str) -> int:
    """The users at once a count of concurrency says (:data:`_CONCURRENCY`), 0 when none is said."""
    m = _CONCURRENCY.search(low)
    return int(next(g for g in m.groups() if g)) if m else 0


def _at_scale(low: str, read_as: ReadAs) -> Message | None:
    """The serving answer for many users at once (:data:`SCALE_USERS` or more, a count of concurrency or users said)
    asked which tool serves them or whether Ollama or vLLM can, with no card and no budget (judge30: "并发数超过100的，
    一般用什么部署？ollama/vllm难支持？" was asked a budget); ``None`` otherwise."""
    users = max(read_as.users or 0, _concurrency(low))
    if users < SCALE_USERS or read_as.cards or read_as.budget is not None or not (
            _TOOL_ASKED.search(low) or _ENGINE.search(low) or _LOCAL.search(low)):
        return None
    model = read_as.model.name if read_as.model is not None and read_as.model.params_b else None
    example = msg("served-one.example", "Qwen2.5 7B on a 4090")
    if model:  # "DeepSeek R1 with 100+ concurrent users": the model is said, the cards are what to name (fix77a)
        big = read_as.model is not None and read_as.model.params_b * FP8_BYTES > EIGHT_H100_GB  # R1 671B: 8× H200
        example = msg("served-one.example.scale.h200", "{model} on 8× H200", model=Text(value=model)) if big else msg(
            "served-one.example.scale", "{model} on 8× H100", model=Text(value=model))
        return msg("served-one.scale-model", "For {users:.0f} users at once of {model}, a batching server: vLLM or "
                   "SGLang batch the requests that arrive together into the same steps (continuous batching, "
                   "https://docs.vllm.ai/en/latest/); Ollama answers only OLLAMA_NUM_PARALLEL requests to a model at "
                   "once and queues the rest ({source}), so it is not built for that. The cards decide more than the "
                   "tool: one copy of the weights takes tensor parallel over as many GPUs as hold it with room for "
                   "each user's KV cache, and more users take more copies behind a load balancer. Name the cards "
                   "(“{example}”) and I will say how many users one copy serves.", users=Number(value=users),
                   model=Text(value=model), source=Text(value=OLLAMA_FAQ), example=example)
    return msg("served-one.scale", "For {users:.0f} users at once or more, a batching server: vLLM or SGLang batch the "
               "requests that arrive together into the same steps (continuous batching, https://docs.vllm.ai/en/latest/"
               "), so they can; Ollama answers only OLLAMA_NUM_PARALLEL requests to a model at once and queues the "
               "rest ({source}), so it is not built for that. At that scale the GPUs decide more than the tool: "
               "each user's KV cache takes memory beside the weights, so a large model takes several GPUs for one "
               "copy (tensor parallel), and more users take more copies, on several nodes behind a load balancer. "
               "Name the model and the cards (“{example}”) and I will say how many users one copy serves.",
               users=Number(value=users), source=Text(value=OLLAMA_FAQ), example=example)


def served_one(text: str, read_as: ReadAs, advisor: Any = None) -> Message | None:
    """Yes with the batching fact for "does one card serve N users at once?" asked with no card and no budget
    (module docstring); many users at once asked which tool serves them: :func:`_at_scale`; Ollama or llama.cpp
    named: parallel requests up to its setting, the rest queued (Ollama's FAQ, :data:`OLLAMA_FAQ`).
    ``None`` for any other question (a card named, a budget said, no users or no serving)."""
    if (spec := serving_spec(text, read_as)) is not None:
        return spec  # "部署多个模型的服务时对GPU的规格有什么要求？支持的并发量": how it is sized (judge32 C9)
    if (how := concurrency_howto(text, read_as, advisor)) is not None:
        return how  # "with vLLM, how can I determine the maximum number of concurrent requests?" (judge31 E12)
    low = unicodedata.normalize("NFKC", text).lower()
    if (scale := _at_scale(low, read_as)) is not None:
        return scale  # "并发数超过100的，一般用什么部署？": the tool and the GPUs behind it (judge30)
    users = read_as.users or 0
    several = users >= 2 or _SEVERAL.search(low) is not None or _HOW_MANY.search(low) is not None
    if read_as.cards or read_as.budget is not None or not several or not (served_users(low) or several) or not (
            _AT_ONCE.search(low) and (_YES_NO.search(low) or _HOW_MANY.search(low)) and (
                _ONE_CARD.search(low) or _ENGINE.search(low) or _LOCAL.search(low))):
        return None
    model = read_as.model.name if read_as.model is not None and read_as.model.params_b else None
    example = msg("served-one.example.model", "{model} on a 4090", model=Text(value=model)) if model else msg(
        "served-one.example", "Qwen2.5 7B on a 4090")
    if _LOCAL.search(low) and not _ENGINE.search(low):
        return msg("served-one.local", "Yes, a few: Ollama answers up to OLLAMA_NUM_PARALLEL requests to a model at "
                   "once, each with its own context in memory, and queues the rest ({source}); llama.cpp's server "
                   "does the same with its --parallel slots. For many users at once, a batching server (vLLM, "
                   "SGLang) serves more from the same card. Name the card and the model (“{example}”) and I will say "
                   "how many it serves.", source=Text(value=OLLAMA_FAQ), example=example)
    if users < 2:
        return msg("served-one.several", "Yes: a batching server (vLLM, SGLang, TGI) serves several users at once on "
                   "one card, never one after another — requests that arrive together are batched into the same steps "
                   "(continuous batching, https://docs.vllm.ai/en/latest/). How many is set by the memory left after "
                   "the weights, shared among the users' KV caches (each grows with its context): name the card and "
                   "the model (“{example}”) and I will say how many it serves and at what speed.", example=example)
    return msg("served-one.yes", "Yes: a batching server (vLLM, SGLang, TGI) serves {users:.0f} users at once on one "
               "card, never one after another — requests that arrive together are batched into the same steps "
               "(continuous batching, https://docs.vllm.ai/en/latest/). What sets how many is the memory left after "
               "the weights, shared among the users' KV caches (each grows with its context): name the card and the "
               "model (“{example}”) and I will say how many it serves and at what speed.",
               users=Number(value=users), example=example)


__all__ = ["served_one"]
