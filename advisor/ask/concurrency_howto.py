"""How to find how many requests a vLLM server serves at once (judge31 E12, round 31 fix80a).

judge31's real question: "I have 8 Tesla V100-PCIE-32GB GPUs serving an LLM with vLLM. How can I determine the
maximum number of concurrent requests?" (https://github.com/vllm-project/vllm/issues/8031) was answered which engine
and model to serve. It asks how to read a number off the server it runs: vLLM prints it at start-up — the memory left
for the KV cache and "Maximum concurrency for N tokens per request: X x" (a log of vLLM's worker, quoted in
https://github.com/vllm-project/vllm/issues/12330: "Maximum concurrency for 8192 tokens per request: 11.12x") — and two
settings cap it: ``max_num_seqs``, the sequences batched in one step (256 by default, said by vLLM's contributors in
https://github.com/vllm-project/vllm/issues/6801), and the KV cache's memory, set by ``gpu_memory_utilization`` (0.9 of
each card by default) less the weights, and shared by requests as long as ``max_model_len``
(https://docs.vllm.ai/en/latest/configuration/engine_args.html). Each request's KV cache grows with its tokens
(2 × layers × KV heads × head size × bytes a value, per token: Kwon et al. 2023, https://arxiv.org/abs/2309.06180).
:func:`concurrency_howto` answers that question, asked how to find it (not whether, nor which card buys it), vLLM named.
Pure: the question's words.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Any

from ..i18n import Message, Text, msg
from ..wording import join
from .concurrency_kv import concurrency_figures

if TYPE_CHECKING:
    from .models import ReadAs

_HOW = re.compile(r"(?<![a-z])(?:how\s+(?:can|do|could|would|should)\s+(?:i|we|you|one)\s+|how\s+to\s+|ways?\s+to\s+)"
                  r"(?:determine|find(?:\s+out)?|figure\s+out|know|calculate|compute|estimate|measure|check|tell|see|"
                  r"work\s+out|get|set|configure|change|raise|increase|tune|adjust|control)(?![a-z])|"
                  # "what does vLLM's 'Maximum concurrency for 4096 tokens per request: 10x' mean?": its log read
                  r"(?<![a-z])what\s+does\s+.{1,120}?\s+mean(?![a-z])|如何|怎么|怎麼|怎样|怎樣|怎么样|咋")
"""A way to find or set a figure asked ("how can I determine", "how do I set", "如何确定", "怎么设"), or what its
log line means."""
_MOST_AT_ONCE = re.compile(
    r"(?<![a-z])(?:max(?:imum)?\s+(?:number\s+of\s+)?(?:concurrent|simultaneous|parallel)\s+(?:requests?|users?|"
    r"sequences?|sessions?|connections?)|max(?:imum)?\s+concurrency|concurrency\s+limit|how\s+many\s+(?:concurrent|"
    r"simultaneous|parallel)\s+(?:requests?|users?|sequences?)|max[\s_-]?num[\s_-]?seqs)(?![a-z])|"
    r"最大并发|最大並發|并发上限|並發上限|"
    r"(?:确定|確定|计算|計算|算出|估算|测出|測出|查看|知道)\S{0,4}(?:并发|並發)")
"""The most requests at once asked ("maximum number of concurrent requests", "max concurrency", "最大并发数"), or
vLLM's setting of it ("max-num-seqs", "max_num_seqs")."""
_VLLM = re.compile(r"(?<![a-z])vllm(?![a-z])")
LOG_SOURCE = "https://github.com/vllm-project/vllm/issues/12330"
"""A vLLM start-up log quoting "Maximum concurrency for 8192 tokens per request: 11.12x"."""
SEQS_SOURCE = "https://github.com/vllm-project/vllm/issues/6801"
"""vLLM's performance roadmap thread: max_num_seqs "the default value is 256"."""
ARGS_SOURCE = "https://docs.vllm.ai/en/latest/configuration/engine_args.html"
"""vLLM's engine arguments: --gpu-memory-utilization (default 0.9), --max-model-len, --max-num-seqs."""


def concurrency_howto(text: str, read_as: ReadAs | None = None, advisor: Any = None) -> Message | None:
    """How vLLM reports and caps the requests it serves at once (module docstring), for a question asking how to find
    the most requests at once with vLLM named; with ``read_as`` and ``advisor``, the figure estimated for the model
    and cards named and the card's vLLM floor (:func:`advisor.ask.concurrency_kv.concurrency_figures`, fix84e).
    ``None`` for any other question."""
    low = unicodedata.normalize("NFKC", text).lower()
    if not (_VLLM.search(low) and _HOW.search(low) and _MOST_AT_ONCE.search(low)):
        return None
    how = _howto()
    figures = concurrency_figures(advisor, read_as) if read_as is not None and advisor is not None else []
    return join([how, *figures]) if figures else how


def _howto() -> Message:
    """The how-to itself (module docstring)."""
    return msg("served-one.concurrency-howto",
               "vLLM tells you at start-up: its log gives the memory left for the KV cache (in tokens) and "
               "“Maximum concurrency for N tokens per request: X×” — how many requests as long as "
               "max_model_len fit in that cache at once ({log}). Requests shorter than that take fewer blocks, "
               "so more run at once; past the cap the rest wait in the queue. Two settings set it: "
               "max_num_seqs, the requests batched in one step (256 by default, {seqs}), and the cache's "
               "memory — gpu_memory_utilization of each card (0.9 by default) less the weights, pooled over "
               "the cards with tensor parallel — shared by requests up to max_model_len each ({args}). Each "
               "request's KV cache per token is 2 × layers × KV heads × head size × bytes a value: a shorter "
               "max_model_len, an FP8 KV cache or a higher gpu_memory_utilization lets more run together.",
               log=Text(value=LOG_SOURCE),
               seqs=Text(value=SEQS_SOURCE), args=Text(value=ARGS_SOURCE))


__all__ = ["concurrency_howto"]
