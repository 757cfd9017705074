"""Training LLMs asked with a budget and no model (newuser16 Q2: "I have 1500 euros, what should I get for training
LLMs" was ranked by inference decode, "≈ 36 on Qwen3 32B"): on one buyer's budget, training an LLM means fine-tuning
one — pretraining takes a cluster (the pretraining answer, :mod:`advisor.ask.pretrain`, says so when asked) — so the
question is read as the LoRA fine-tune that "fine-tuning LLMs" is read as (``words.toml`` ``[task]``), ranked by the
fine-tune's memory fit and training speed, and the read-as line says it. Pure.
"""

from __future__ import annotations

import re

from ..i18n import msg

TRAIN_WORD = re.compile(r"(?<![a-z])(?:train|trains|training)(?![a-z])|(?<!预)(?<!預)(?:训练|訓練)")
"""Training said in words (a pretraining word is not: "pretrain", "预训练")."""
FROM_SCRATCH = re.compile(r"(?<![a-z])(?:from\s+scratch|pre-?train\w*)(?![a-z])|从零|從零|预训练|預訓練")


def train_as_finetune(r, low: str) -> None:
    """Set the reading ``r`` (:class:`advisor.ask.reader.Reading`) to the LoRA fine-tune, with a note, when ``low``
    (the lower-cased question) asks what to buy on a budget to train LLMs: an LLM job, a budget, no card, no model
    and no task read; never for pretraining or training from scratch."""
    if r.use_case == "llm" and r.budget is not None and not r.cards and r.model is None and r.task is None and (
            FROM_SCRATCH.search(low)):
        pretrain_ranked(r)
        return
    if (r.use_case != "llm" or r.budget is None or r.cards or r.model is not None or r.task is not None
            or not TRAIN_WORD.search(low) or FROM_SCRATCH.search(low)):
        return
    r.task = "lora"
    r.notes.append(train_note())


def train_note():
    """The read-as note of training LLMs read as their LoRA fine-tune (:func:`train_as_finetune`)."""
    return msg("ask.note.train-llm", "training LLMs on one budget read as fine-tuning them (LoRA), "
               "what one card does well; pretraining past small models is a cluster's job")


def pretrain_ranked(r) -> None:
    """A language model trained from scratch on a budget ("train a small GPT from scratch (124M), $600": newuser17
    #18, ranked by gpt-oss decode): ranked by the training figure — the use case of training transformers
    (``nlp-research``, ranked by relative training throughput: ``data/use_cases.csv``) — never by running a model,
    and the read-as line says it (the pretraining run's time is said beside it: :mod:`advisor.ask.pretrain`)."""
    r.use_case = "nlp-research"
    r.notes.append(msg("ask.note.pretrain-ranked", "a model trained from scratch: cards ranked by training speed, "
                       "not by how fast they run a model"))


__all__ = ["pretrain_ranked", "train_as_finetune", "train_note"]
