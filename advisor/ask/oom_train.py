"""A fine-tune that ran out of memory on the owner's card (breaker, issue 28 §2): "fine-tuning qwen 7b with lora:
torch.OutOfMemoryError: CUDA out of memory … a total capacity of 23.64 GiB" was answered only "it fits in its 24
GB" — true of the job as ``fits`` sizes it (batch 1, 1,024 tokens, Unsloth's savings) and no help to someone whose
run has just failed. An out-of-memory report is an owner's: the card is the one it names (its memory read from
"total capacity of X GiB" when no card is named: :mod:`advisor.ask.spans`), and what they need is what grows past
the estimate and the levers on it, said first:

- the batch, the sequence length and the activations the backward pass keeps: batch 1 with gradient accumulation,
  a shorter ``max_seq_length``, gradient checkpointing (Hugging Face ``gradient_checkpointing_enable()``; Unsloth's
  ``use_gradient_checkpointing="unsloth"``);
- the fp32 logits and their gradient, ``tokens × vocabulary × 8 bytes`` (:data:`advisor.fits.memory.
  LOGIT_TRAIN_BYTES`), which a large vocabulary makes GBs per 1,000 tokens of the batch;
- QLoRA, the base in 4-bit (NF4), sized by the same arithmetic.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..concerns import DECIDING_WEIGHT
from ..errors import AdvisorError
from ..fits import need_gb
from ..fits.memory import LOGIT_TRAIN_BYTES
from ..i18n import Message, Number, Quantity, Text, msg
from ..kinds import Given, read_model
from ..models import Caveat, Fit
from ..wording import gb, join
from .arc_llm import arc_llm_road
from .tried_levers import tried, tried_training
from .vocab_named import BARE, named_vocab

if TYPE_CHECKING:
    from ..api import Advisor
    from .models import ReadAs

TRAINING = ("lora", "qlora", "full-finetune")
"""The tasks whose out-of-memory report gets the fine-tuning levers."""


def _logits_per_k(advisor: Advisor, model: str) -> tuple[float, float] | None:
    """(vocabulary size, GB of fp32 logits and their gradient per 1,000 tokens of a batch) of ``model``."""
    try:
        arch = read_model(model, Given(advisor))
    except AdvisorError:
        return None
    vocab = float(getattr(arch, "vocab", 0) or 0)
    if vocab <= 0:
        return None
    return vocab, round(1000 * vocab * LOGIT_TRAIN_BYTES / 1024**3, 2)


def out_of_memory_training(advisor: Advisor, read_as: ReadAs, answer, oom: bool, text: str = ""):
    """:func:`training_levers` on a ``fits`` answer, then, for an LLM run on Intel cards, llama.cpp's road on them
    said after the fit (:func:`advisor.ask.arc_llm.arc_llm_road`: the fit's lead rebuilds what
    :func:`advisor.ask.stack_lead.stack_first` said before it; judge31 E10)."""
    return arc_llm_road(advisor, read_as, training_levers(advisor, read_as, answer, oom, text))


def training_levers(advisor: Advisor, read_as: ReadAs, answer, oom: bool, text: str = ""):
    """``answer`` (a ``fits`` answer on the owner's card) with the levers of a fine-tune that ran out of memory said
    first (module docstring), when ``oom`` (the question reports running out of memory, and the caller answers it
    with a fit), the task trains and the
    job as sized fits the one card; ``answer`` unchanged otherwise. ``text``: the question, whose levers said tried
    (:func:`advisor.ask.tried_levers.tried`) are not said again (fix73b). Figures: the fit's own (GB = GiB), the QLoRA
    variant's from ``fits`` with the same context and batch, the logits from the model's vocabulary."""
    if (not oom or read_as.task not in TRAINING or not isinstance(answer, Fit)
            or answer.rig is None or answer.rig.way != "alone" or answer.shape is None):  # several cards: their
        # sharding recipe (FSDP + QLoRA, advisor.owned.links) is the lever said, F15
        return answer
    params = dict(need=gb(need_gb(answer.memory.total_gb)), context=Number(value=answer.context_tokens),
                  batch=Number(value=answer.batch))
    qlora = None
    if answer.task != "qlora":
        try:
            q = advisor.fits(answer.model.name, task="qlora", context=answer.context_tokens, batch=answer.batch)
            qlora = need_gb(q.memory.total_gb) if isinstance(q, Fit) else None
        except AdvisorError:
            qlora = None
    bare = BARE.fullmatch(answer.model.name.strip()) is not None
    named = named_vocab(advisor, text) if bare else None  # "LLaVA-7B": Llama 2's 32,000, never Llama 3's (judge31)
    logits = ((named[0], round(1000 * named[0] * LOGIT_TRAIN_BYTES / 1024**3, 2)) if named is not None else
              _logits_per_k(advisor, answer.model.name))
    vocab_said = (msg("oom.train.vocab-named", "{family}'s {vocab:,.0f}-token vocabulary", family=Text(value=named[1]),
                      vocab=Number(value=named[0])) if named is not None else
                  msg("oom.train.vocab-assumed", "a {vocab:,.0f}-token vocabulary, Llama 3's, assumed for a bare size; "
                      "a Llama-2-based model's 32,000 takes a quarter of it", vocab=Number(value=logits[0]))
                  if bare and logits is not None else None)
    said = msg("oom.train.levers", "Your run ran out of memory though the job as sized fits ({need} at {context:,.0f} "
               "tokens, batch {batch:,.0f}): what grows past that is the batch, the sequence length and the "
               "activations kept for the backward pass. Levers, in order: batch 1 with gradient accumulation for "
               "the batch you want; a shorter max_seq_length; gradient checkpointing (gradient_checkpointing_enable(), "
               "or Unsloth's use_gradient_checkpointing=\"unsloth\"){qlora}{logits}.",
               qlora=msg("oom.train.qlora", "; QLoRA, the base in 4-bit (about {gb})", gb=gb(qlora))
               if qlora is not None else Text(value=""),
               logits=msg("oom.train.logits-said", "; at long sequences the fp32 logits and their gradient take "
                          "about {per} per 1,000 tokens in the batch ({vocab} × 8 bytes), so shorten the sequence "
                          "before anything else", per=Quantity(value=logits[1], unit="GB", digits=2), vocab=vocab_said)
               if logits is not None and vocab_said is not None else
               msg("oom.train.logits", "; at long sequences the fp32 logits and their gradient take about "
                   "{per} per 1,000 tokens in the batch ({vocab:,.0f}-token vocabulary × 8 bytes), so shorten "
                   "the sequence before anything else", per=Quantity(value=logits[1], unit="GB", digits=2),
                   vocab=Number(value=logits[0])) if logits is not None else Text(value=""),
               **params)
    if done := tried(text):
        said = tried_training(done, params, qlora, said)
    full = full_said(advisor, answer, text)  # "fine-tune LLaVA-7B … still OOM": the full fine-tune, never LoRA assumed
    lead = Caveat(rule_id="owner.out-of-memory", weight=DECIDING_WEIGHT, message=join([full, said]) if full else said)
    shape = answer.shape.model_copy(update={"decides": [lead, *answer.shape.decides]})
    return answer.model_copy(update={"shape": shape})


_ADAPTER = re.compile(r"(?<![a-z])(?:q?lora|peft|adapters?|unsloth|p[\s_-]?tuning|prefix[\s_-]tuning)(?![a-z])")
_FINETUNE = re.compile(r"(?<![a-z])(?:fine[\s_-]?tun\w*|finetun\w*|sft)(?![a-z])|微调|微調")


def full_said(advisor: Advisor, answer: Fit, text: str) -> Message | None:
    """For a fine-tune said with no LoRA word (``answer`` sized as LoRA, the reader's default), what training every
    weight needs (``fits --task full-finetune``, the same context and batch) and its road past the rig's memory:
    the states sharded with DeepSpeed ZeRO-3 or FSDP, or LoRA/QLoRA (judge31 E09: a full fine-tune of LLaVA-7B on
    two 3090s was answered as LoRA's 16.5 GB)."""
    low = text.lower()
    if answer.task != "lora" or not _FINETUNE.search(low) or _ADAPTER.search(low):
        return None
    try:
        full = advisor.fits(answer.model.name, task="full-finetune", context=answer.context_tokens,
                            batch=answer.batch)
    except AdvisorError:
        return None
    if not isinstance(full, Fit):
        return None
    memory = answer.rig.rig.memory_gb if answer.rig is not None else 0.0  # all the owner's cards together
    need = need_gb(full.memory.total_gb)
    if need <= memory:
        return None
    several = answer.rig is not None and answer.rig.rig.count > 1
    return (msg("oom.train.full", "If your script trains every weight (a full fine-tune, which a fine-tuning script "
                "does unless it says LoRA), it needs about {full}, more than your {memory}: shard the weights, "
                "gradients and optimizer states across the cards with DeepSpeed ZeRO-3 or FSDP (with CPU offload), "
                "or train LoRA, as sized here.", full=gb(need), memory=gb(memory)) if several else
            msg("oom.train.full-one", "If your script trains every weight (a full fine-tune, which a fine-tuning "
                "script does unless it says LoRA), it needs about {full}, more than your {memory}: several cards "
                "sharded with DeepSpeed ZeRO-3 or FSDP (or its CPU offload), or LoRA, as sized here.", full=gb(need),
                memory=gb(memory)))
