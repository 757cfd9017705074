"""Tensor parallelism asked over a card count it can't take, and vLLM's share of each card (fix78a #1).

"can I do tensor parallel with 3 x 3090 for llama 70b awq?" was answered "Yes … 13.9 GB on each": a layer split's
fit, while vLLM refuses a tensor-parallel size that does not divide the model's attention heads (64 for Llama 70B:
3 or 6 never start). "how many H100s to run llama 3.1 405b in fp8 with vllm?" counted 5 × H100 at 78.1 of 80 GB
each, where vLLM takes 90 % of each card by default (``--gpu-memory-utilization 0.9``,
:data:`advisor.serving.GPU_MEMORY_UTILIZATION`) and its tensor parallelism runs 8 for a 128-head model. So:

- :func:`tp_refused`: a fit on a count asked with tensor parallelism named, the count one it can't take
  (:func:`advisor.ask.tp_count.tp_ok`), says so on the read-as line with the sizes that run and the layer split that
  takes the count (vLLM's ``--pipeline-parallel-size``, llama.cpp); with no model named, a count outside 2, 4 and 8
  ("tensor parallel on 6 x 3060 12gb?") the same;
- :func:`engine_share`: the share of each card's memory a how-many count sizes with — vLLM's 0.9 when the question
  names vLLM (or tensor parallelism, which is vLLM's here), else the whole card;
- :func:`engine_count`: a how-many count asked with vLLM that its tensor parallelism can't take is raised to the
  size that runs (:func:`advisor.ask.tp_count.tp_size`), the fit run on it.

Pure; never raises.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..errors import AdvisorError
from ..i18n import ListOf, Message, Number, Text, msg
from ..kinds import MAX_GPUS, Given, read_model
from ..serving import GPU_MEMORY_UTILIZATION
from ..wording import card_param
from .tp_count import SOURCE, TP_SIZES, heads, tp_ok, tp_size

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

TP_ASKED = re.compile(r"(?<![a-z])(?:tensor[\s_-]*parallel\w*|tp)(?![a-z])|张量并行|張量並行")
"""Tensor parallelism named ("tensor parallel", "tensor-parallelism", "tp", "张量并行")."""
ENGINE_ASKED = re.compile(r"(?<![a-z])(?:vllm|sglang)(?![a-z])")
"""A tensor-parallel serving engine named (vLLM, SGLang: both split the heads and reserve a share of memory)."""
SHARE_SOURCE = "https://docs.vllm.ai/en/latest/configuration/engine_args.html (--gpu-memory-utilization, default 0.9)"
"""Where vLLM's default share of each card's memory is said."""


def _arch(advisor: Advisor, read_as: ReadAs) -> Any:
    """The architecture of ``read_as``'s model, or ``None``."""
    try:
        return read_model(read_as.model.name, Given(advisor)) if read_as.model is not None else None
    except AdvisorError:
        return None


def engine_asked(text: str) -> bool:
    """Whether ``text`` names vLLM/SGLang or tensor parallelism (:data:`ENGINE_ASKED`, :data:`TP_ASKED`)."""
    low = text.lower()
    return bool(ENGINE_ASKED.search(low) or TP_ASKED.search(low))


def engine_share(text: str) -> float:
    """The share of each card's memory a count is sized with: vLLM's default 0.9 when ``text`` names the engine or
    tensor parallelism (:data:`SHARE_SOURCE`), else 1.0."""
    return GPU_MEMORY_UTILIZATION if engine_asked(text) else 1.0


def _sizes(arch: Any) -> list[int]:
    """The tensor-parallel sizes above one that vLLM runs for ``arch`` in one server."""
    return [t for t in TP_SIZES if 2 <= t <= MAX_GPUS and tp_ok(t, arch)]


def tp_refused(advisor: Advisor, read_as: ReadAs, text: str) -> ReadAs:
    """``read_as`` with a read-as note when it asks tensor parallelism (:data:`TP_ASKED`) of a fit on 2 to
    :data:`advisor.kinds.MAX_GPUS` cards that vLLM's tensor parallelism can't take (:func:`tp_ok`): the count won't
    start with it, the sizes that do, and the layer split that takes the count (the fit below). Unchanged
    otherwise."""
    count = read_as.gpus or 1
    if not (2 <= count <= MAX_GPUS) or len(read_as.cards) != 1 or not TP_ASKED.search(text.lower()):
        return read_as
    if read_as.model is None and count not in TP_SIZES:  # "tensor parallel on 6 x 3060?": no model to divide
        return read_as.model_copy(update={"notes": [*read_as.notes, msg(
            "ask.tp-asked.unsized", "No for tensor parallelism on {count:.0f} cards: vLLM's tensor-parallel size "
            "must divide the model's attention heads, and 2, 4 or 8 cards are the sizes that do for the usual models "
            "— {count:.0f} won't start; use 4 (or 8) × {card} for it, or split by layers over the {count:.0f} (vLLM's "
            "--pipeline-parallel-size {count:.0f}, or llama.cpp) ({source}).", count=Number(value=count),
            card=card_param(read_as.cards[0]), source=Text(value=SOURCE))]})
    if read_as.command != "fits":
        return read_as
    arch = _arch(advisor, read_as)
    said = heads(arch) if arch is not None else None
    if said is None or tp_ok(count, arch) or read_as.model is None:
        return read_as
    sizes = _sizes(arch)
    params = dict(count=Number(value=count), card=card_param(read_as.cards[0]), model=Text(value=read_as.model.name),
                  heads=Number(value=said[0]), source=Text(value=SOURCE))
    if not sizes:
        note = msg("ask.tp-asked.none", "No for tensor parallelism: vLLM's tensor-parallel size must divide "
                   "{model}'s {heads:.0f} attention heads, and no count of 2 to 8 does; split it by layers over "
                   "{count:.0f} × {card} instead (vLLM's --pipeline-parallel-size {count:.0f}, or llama.cpp), as "
                   "below ({source}).", **params)
    else:
        note = msg("ask.tp-asked", "No for tensor parallelism on {count:.0f} cards: vLLM's tensor-parallel size must "
                   "divide {model}'s {heads:.0f} attention heads, so {count:.0f} won't start — use {sizes} × {card} "
                   "for it, or split by layers over the {count:.0f} (vLLM's --pipeline-parallel-size {count:.0f}, or "
                   "llama.cpp's layer split), as below ({source}).",
                   sizes=ListOf(items=[Number(value=s) for s in sizes], style="or"), **params)
    return read_as.model_copy(update={"notes": [*read_as.notes, note]})


def engine_count(advisor: Advisor, read_as: ReadAs, n: int, text: str) -> tuple[int, Message] | None:
    """For a how-many count ``n`` (2 to :data:`advisor.kinds.MAX_GPUS`) asked with vLLM named (:data:`ENGINE_ASKED`)
    that its tensor parallelism can't take: the size that runs (:func:`tp_size`) and the read-as note saying both
    (the fit is run on that size); ``None`` otherwise."""
    if not (2 <= n <= MAX_GPUS) or not ENGINE_ASKED.search(text.lower()) or len(read_as.cards) != 1:
        return None
    arch = _arch(advisor, read_as)
    if arch is None or tp_ok(n, arch) or (tp := tp_size(arch, n)) is None:
        return None
    said = heads(arch)
    return tp, msg("ask.how-many.engine", "You asked how many with vLLM: it takes {pct:.0f} % of each card's memory "
                   "by default (gpu_memory_utilization {share}; {share_source}), so {fewest:.0f} × {card} would "
                   "hold it, but its tensor parallelism splits {model}'s {heads:.0f} attention heads evenly over 2, "
                   "4 or 8 cards ({source}): {count:.0f} × {card}, tensor-parallel size {count:.0f} — the answer "
                   "below ({fewest:.0f} run only split by layers, --pipeline-parallel-size {fewest:.0f}).",
                   pct=Number(value=round(GPU_MEMORY_UTILIZATION * 100)), share=Text(value=str(GPU_MEMORY_UTILIZATION)),
                   share_source=Text(value=SHARE_SOURCE),
                   fewest=Number(value=n), card=card_param(read_as.cards[0]), count=Number(value=tp),
                   model=Text(value=read_as.model.name if read_as.model else ""),
                   heads=Number(value=said[0] if said else 0), source=Text(value=SOURCE))


__all__ = ["ENGINE_ASKED", "TP_ASKED", "engine_asked", "engine_count", "engine_share", "tp_refused"]
