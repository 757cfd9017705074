"""Training LLMs asked with a budget and no model (newuser16 Q2: "I have 1500 euros, what should I get for training
LLMs" was ranked by inference decode, "≈ 36 on Qwen3 32B"): on one buyer's budget, training an LLM means fine-tuning
one — pretraining takes a cluster (the pretraining answer, :mod:`advisor.ask.pretrain`, says so when asked) — so the
question is read as the LoRA fine-tune that "fine-tuning LLMs" is read as (``words.toml`` ``[task]``), ranked by the
fine-tune's memory fit and training speed, and the read-as line says it. Pure.
"""

from __future__ import annotations

import re
from typing import Any

from ..i18n import Number, msg
from ..thresholds import GPUS_PER_PLATFORM

TRAIN_WORD = re.compile(r"(?<![a-z])(?:train|trains|training)(?![a-z])|(?<!预)(?<!預)(?:训练|訓練)")
"""Training said in words (a pretraining word is not: "pretrain", "预训练")."""
FROM_SCRATCH = re.compile(r"(?<![a-z])(?:from\s+scratch|pre[\s-]?train\w*)(?![a-z])|从零|從零|预训练|預訓練|"
                          r"(?:从头|從頭)(?:开始|開始)?(?:训|訓)")
"""Training from scratch said in words, in English and Chinese alike ("从头训练基础模型" as "train a foundation model
from scratch": mend46b #5, was a LoRA): the one list :data:`advisor.ask.pretrain.PRETRAIN` is too."""
OWN_MODEL = re.compile(r"(?<![a-z])(?:my|our|your|an?)\s+(?:very\s+)?own\s+(?:\w+\s+){0,2}?(?:llms?|language\s+models?|"
                       r"gpt\w*|foundation\s+models?|base\s+models?|models?|ai)(?![a-z])"
                       r"|(?:自己|自家|自有)(?:的)?(?:一个|一個)?(?:大模型|大语言模型|大語言模型|语言模型|語言模型|模型|llm)"
                       r"|(?:自己|自行)(?:来)?(?:训练|訓練)(?:一个|一個)?(?:大模型|大语言模型|大語言模型|语言模型|語言模型|llm)")
"""One's own language model said ("train my own llm", "训练自己的大模型"): a model of one's own, not a released one
adapted — pretraining, when the budget buys a server (:data:`SERVER_USD`)."""
SERVER_USD = 9_400.0
"""A 4-card training server's price in USD, the budget from which "train my own LLM" is a server's job: 4 × a used
GeForce RTX 4090 (the market's training yardstick, ~2,015 USD used: data/prices, current-us) plus the 4-GPU EPYC
platform (1,314 USD: data/platforms.csv ``epyc-sp3-4gpu``, the thinksmart.life build less its cards), ≈ 9,374."""


def train_as_finetune(r, low: str, budget_usd: float | None = None) -> None:
    """Set the reading ``r`` (:class:`advisor.ask.reader.Reading`) to the LoRA fine-tune, with a note, when ``low``
    (the lower-cased question) asks what to buy on a budget to train LLMs: an LLM job, a budget, no card, no model
    and no task read; never for pretraining or training from scratch. ``budget_usd``: the budget in USD (``None``
    when no rate converts it): from :data:`SERVER_USD` on, training said (one's own model, :data:`OWN_MODEL`, from
    scratch or plain) is ranked as full training on a server of :data:`~advisor.thresholds.GPUS_PER_PLATFORM` cards
    unless a count is said (fix62e #1: "$100000 to train my own llm" was a LoRA on a GB10 box)."""
    if r.use_case != "llm" or r.budget is None or r.cards or r.model is not None or r.task is not None:
        return
    server = budget_usd is not None and budget_usd >= SERVER_USD
    if server and (FROM_SCRATCH.search(low) or OWN_MODEL.search(low) or TRAIN_WORD.search(low)):
        # a server's budget: full training's memory and speed over the cards of one machine (pretraining needs
        # every weight's gradients and optimizer states, as a full fine-tune does), never one card's LoRA
        r.task = "full-finetune"
        r.gpus = r.gpus or GPUS_PER_PLATFORM
        r.notes.append(msg("ask.note.pretrain-server", "training an LLM on a training server's budget: ranked as "
                           "{count} cards in one machine for full training (what pretraining needs); or rent a "
                           "cluster by the hour", count=Number(value=r.gpus)))
        return
    if FROM_SCRATCH.search(low):
        pretrain_ranked(r)
        return
    if not TRAIN_WORD.search(low):
        return
    r.task = "lora"
    r.notes.append(train_note())


def usd_of(advisor: Any, r) -> float | None:
    """The budget of the reading ``r`` in USD at its market's exchange rates (``data/exchange_rates.csv``, the ECB's
    reference rates; the default market when none is read), or ``None`` when there is no budget or no rate."""
    if r.budget is None:
        return None
    known = r.market if r.market is not None and r.market.strip().lower() in advisor.catalog.markets else None
    m = advisor.catalog.market(known)
    rates = {m.currency: 1.0, **{rate.currency: rate.rate for rate in m.exchange_rates}}
    if r.budget.currency not in rates or "USD" not in rates or rates["USD"] <= 0:
        return None
    return r.budget.amount * rates[r.budget.currency] / rates["USD"]


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


__all__ = ["FROM_SCRATCH", "OWN_MODEL", "SERVER_USD", "pretrain_ranked", "train_as_finetune", "train_note", "usd_of"]
