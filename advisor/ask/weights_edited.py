"""Abliterating a model on a card (judge32 E5, round 32 fix85a).

"Can I use an RTX 3090 to decensor (abliterate) gpt-oss-120b? What are the hard memory requirements?" was answered as
llama.cpp inference ("Yes, with part of it in system RAM, at about 30 tok/s"). Abliteration (removing the refusal
direction: p-e-w/heretic, "decensor", "uncensor") edits the weights in transformers, which is another job: the weights
are loaded and changed in bf16, 2 bytes a parameter (``memory.llm``) — a checkpoint shipped in MXFP4, as gpt-oss is,
is dequantized to bf16 for that (transformers: "MXFP4 quantization requires triton >= 3.4.0 and kernels installed, we
will default to dequantizing the model to bf16", openai/openai-cookbook issue 2146; its fine-tuning recipe loads
gpt-oss with ``Mxfp4Config(dequantize=True)``, https://huggingface.co/docs/transformers/quantization/mxfp4). The
parameters are the model table's (``data/models.csv``). Yes or no against the cards' memory; running the model is
said to be the other job. Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..i18n import Message, Number, msg
from ..wording import card_param, gb, join

if TYPE_CHECKING:
    from ..api import Advisor

EDIT = re.compile(r"(?<![a-z])(?:abliterat(?:e|ing|ion)|de-?censor(?:ing)?|uncensor(?:ing)?|heretic|refusal[\s-]+"
                  r"(?:direction|ablation|removal))(?![a-z])|去审查|去審查|消融拒绝|消融拒絕")
"""Abliteration said — the job, never a model already abliterated ("run an abliterated / uncensored model")."""
MXFP4 = re.compile(r"gpt-oss")
"""The models shipped in MXFP4 (OpenAI's gpt-oss: the transformers MXFP4 docs' "only works for OpenAI GPT-OSS")."""
BF16 = 2.0
"""Bytes a parameter in bf16 (``memory.llm``)."""
ROOM = 0.9
"""The share of the cards' memory the weights may take and leave room for the activations of the edit's prompts."""


def weights_edited(advisor: Advisor, text: str, read_as) -> Message | None:
    """The reply to abliterating the model read on the cards read (module docstring); ``None`` for any other question
    — no abliteration word, no model or no card."""
    if read_as.model is None or not read_as.cards or not EDIT.search(text.lower()):
        return None
    params = read_as.model.params_b
    if not params:
        return None
    card = advisor.card(read_as.cards[0])
    count = read_as.gpus or 1
    memory = (card.memory_gb or 0) * count
    need = round(params * BF16, 1)
    where = card_param(card.name) if count == 1 else msg("compare.several.side", "{count} x {card}", count=count,
                                                           card=card_param(card.name))
    said = dict(where=where, model=card_param(read_as.model.name), params=Number(value=params), need=gb(need),
                memory=gb(memory))
    if need <= ROOM * memory:
        return msg("edit.yes", "Yes: abliterating {model} edits its weights in transformers, in bf16 (2 bytes a "
                   "parameter): its {params}B parameters take about {need}, within the {memory} of {where}.", **said)
    no = msg("edit.no", "No, not on {where}: abliterating {model} is not running it — the weights are edited in "
             "transformers in bf16 (2 bytes a parameter), so its {params}B parameters take about {need} against "
             "{memory}. Cards (or one machine) with that much memory together do it; running the model quantized "
             "(llama.cpp) is another job that needs far less.", **said)
    if MXFP4.search(read_as.model.name.lower()):
        return join([no, msg("edit.mxfp4", "Its MXFP4 checkpoint does not help here: transformers dequantizes it to "
                             "bf16 to change the weights.")])
    return no
