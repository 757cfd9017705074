"""An out-of-memory reported from vLLM on cards the estimate says hold the model (issues 27, 28; break27 #17): "I'm
running vllm serve meta-llama/Llama-3.1-8B-Instruct --tensor-parallel-size 2 on two 3060s and get CUDA out of memory,
which card should I buy?" was told "it fits split by layers (8.8 GB on each)", contradicting what the user saw.

The estimate sizes the job at the context a chat uses; vLLM sizes its KV cache for the model's whole context
(``max_model_len`` from the model's config unless ``--max-model-len`` is set) inside the share of each card it takes up
front (``--gpu-memory-utilization``, 0.9 by default). So the report is weighed, said right after the headline:

- the likely cause, with the model's whole context and the memory that takes, and the flag that fixes it;
- the question asked ("which card should I buy", "要加卡吗"): no card to run it at the estimate's context; for the
  whole context, the memory each card would need; and a third card beside two does not join tensor parallelism
  (vLLM splits the attention heads evenly: 2, 4 or 8 cards).

Pure: the question in, the question out.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..i18n import Message, Number, Text, msg
from ..models import Caveat, Fit, Reason
from ..wording import gb

if TYPE_CHECKING:
    from .models import Question

SOURCE = ("https://github.com/vllm-project/vllm/issues/19407 (with max-model-len unset vLLM reads the model's whole "
          "context from its config and needs the KV cache for one request of it: users' OOM confusion); "
          "https://huggingface.co/TheBloke/zephyr-7B-beta-AWQ/discussions/2 (vLLM out of memory on 8 GB, fixed by "
          "--max-model-len and gpu_memory_utilization); https://docs.vllm.ai/en/latest/configuration/engine_args.html "
          "(--gpu-memory-utilization, default 0.9)")
"""Where the cause comes from."""

VLLM = re.compile(r"(?<![a-z])vllm(?![a-z])|--(?:tensor-parallel-size|max-model-len|gpu-memory-utilization)(?![a-z])")
OOM = re.compile(r"(?<![a-z])(?:out\s*of\s*memory|oom(?:s|ed)?|outofmemoryerror)(?![a-z])|显存不足|顯存不足|显存不够|"
                 r"顯存不夠|爆显存|爆顯存|显存爆|顯存爆")
BUY = re.compile(r"(?<![a-z])(?:which|what)\s+(?:gpu|card|graphics\s+card)|(?<![a-z])(?:buy|purchase|upgrade)(?![a-z])|"
                 r"(?<![a-z])add\s+(?:a|another|one\s+more|a\s+third)\s+(?:gpu|card)|加卡|加一张|加一張|买卡|買卡|"
                 r"买什么|買什麼|换卡|換卡|换什么|換什麼")
ADD = re.compile(r"(?<![a-z])(?:add|another|third|one\s+more)(?![a-z])|加卡|加一张|加一張|再加|第三张|第三張")
LEN_SET = re.compile(r"--max-model-len|max_model_len")
SHARE = re.compile(r"--gpu-memory-utilization[\s=]+(0?\.\d+|1(?:\.0)?)")


def served_oom(q: Question) -> Question:
    """``q`` with a vLLM out-of-memory report weighed (module docstring) when the estimate says the owner's cards
    hold the job; unchanged otherwise."""
    answer, low = q.answer, q.text.lower()
    if not isinstance(answer, Fit) or answer.shape is None or answer.task != "inference" or not VLLM.search(low) or (
            not OOM.search(low)) or LEN_SET.search(low):
        return q
    rig = [line for line in answer.shape.ranking if line.role == "rig" and line.memory_gb]
    whole, context = answer.model.context_max, answer.context_tokens
    if len(rig) != 1 or not whole or whole <= context or answer.memory.kv_cache_gb <= 0:
        return q
    count, each_gb = rig[0].gpus or 1, float(rig[0].memory_gb or 0.0)
    if answer.memory.total_gb > count * each_gb:
        return q  # the estimate agrees with the report: it says so already
    share = float(m.group(1)) if (m := SHARE.search(low)) else 0.9
    kv_whole = answer.memory.kv_cache_gb * whole / context
    need = answer.memory.total_gb + kv_whole - answer.memory.kv_cache_gb
    said = [msg("fits.vllm-oom.cause", "You saw out of memory where this estimate fits: vLLM takes {share:.0f} % of "
                "each card up front (--gpu-memory-utilization) and, unless --max-model-len is set, sizes its KV cache "
                "for the model's whole context — {whole:,.0f} tokens for {model}, about {kv_whole} of KV cache against "
                "{kv} at {context:,.0f} tokens, {need} in all. Start it with --max-model-len {flag} (or the length "
                "you need) and it loads.", flag=Text(value=str(context)), share=Number(value=share * 100), whole=whole,
                model=answer.model.name, kv_whole=gb(round(kv_whole, 1)), kv=gb(answer.memory.kv_cache_gb),
                context=context, need=gb(round(need, 1)))]
    if BUY.search(low):
        said.append(_buy(need, share, count, each_gb, context, whole, added=ADD.search(low) is not None))
    if len(said) == 2:  # one fact: the cause and the card asked about are said together, never one left for room
        said = [msg("fits.vllm-oom.both", "{cause} {buy}", cause=said[0], buy=said[1])]
    decides = [Caveat(rule_id="memory.llm-task", message=m, weight=DECIDING_WEIGHT) for m in said]
    shape = answer.shape.model_copy(update={"decides": [*decides, *answer.shape.decides]})
    reasons = [Reason(rule_id="memory.llm-task", message=m, source=SOURCE) for m in said]
    return q.model_copy(update={"answer": answer.model_copy(update={"shape": shape,
                                                                    "reasons": [*reasons, *answer.reasons]})})


def _buy(need: float, share: float, count: int, each_gb: float, context: int, whole: int, added: bool) -> Message:
    """The card question answered: none to run it at ``context``; for the ``whole`` context, what each card would
    hold within vLLM's ``share``; a third card beside two (``added``) does not join tensor parallelism."""
    per = need / count / share
    if per <= each_gb:
        return msg("fits.vllm-oom.buy.none", "No card to buy for it: your {count:.0f} cards hold it at {context:,.0f} "
                   "tokens, and its whole {whole:,.0f}-token context too ({per} on each of {each}).", count=count,
                   context=context, whole=whole, per=gb(round(per, 1)), each=gb(each_gb))
    if added and (count + 1) & count:  # 2 -> 3, 4 -> 5: not a count the heads divide evenly
        return msg("fits.vllm-oom.buy.add", "No card to buy to run it at {context:,.0f} tokens. For its whole "
                   "{whole:,.0f}-token context each of {count:.0f} cards needs about {per} (yours have {each}); an "
                   "added card does not help: vLLM's tensor parallelism splits the attention heads evenly, over 2, 4 "
                   "or 8 cards, never {more:.0f} (--pipeline-parallel-size splits by layers instead).",
                   more=count + 1, context=context, whole=whole, count=count, per=gb(round(per, 1)),
                   each=gb(each_gb))
    return msg("fits.vllm-oom.buy", "No card to buy to run it at {context:,.0f} tokens. For its whole "
               "{whole:,.0f}-token context each of {count:.0f} cards needs about {per} (yours have {each}): "
               "{count:.0f} cards of that much memory or more.", context=context, whole=whole, count=count,
               per=gb(round(per, 1)), each=gb(each_gb))
