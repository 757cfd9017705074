"""What a ``fits`` question asks besides the model, as typed: the task (inference, LoRA, QLoRA, full
fine-tuning) and how answers name it, the precision (and the default one for a task and model),
the context in tokens and the batch; each reader raises :class:`~advisor.errors.InvalidOption`
with a sentence for the user.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from ..errors import InvalidOption
from ..i18n import ListOf, Message, Text, UserText, msg
from ..models import PRECISIONS, TASKS
from .memory import Architecture
from .windows import limit_message, longest

#: the GGUF levels and weight formats one may ask to run a model in (data/performance/quant_bits.csv), as typed
#: lower-case; int4 and int8 stand for Q4_K_M and Q8_0 to run (NF4 and bitsandbytes int8 to train)
RUN_LEVELS: tuple[str, ...] = (
    "q2_k", "q2_k_s", "q3_k_s", "q3_k_m", "q3_k_l", "q4_0", "q4_k_s", "q5_k_s", "q5_k_m", "q6_k",
    "iq1_s", "iq1_m", "iq2_xxs", "iq2_xs", "iq2_s", "iq2_m", "iq3_xxs", "iq3_xs", "iq3_s", "iq3_m", "iq4_xs", "iq4_nl",
    "nf4", "awq", "gptq",
)
#: precisions each task accepts; the first is the default (inference: GGUF Q4_K_M as people run it, issue 29)
TASK_PRECISIONS: dict[str, tuple[str, ...]] = {
    "inference": ("int4", "int8", "fp16", "bf16", "fp32", "fp8", "mxfp4", *RUN_LEVELS),
    "lora": ("bf16", "fp16", "fp32", "int8"),
    "qlora": ("int4",),
    "full-finetune": ("bf16", "fp16", "fp32"),
}
#: how answers name each task in a sentence ("LoRA fine-tuning in bf16 …")
TASK_LABEL_MESSAGES: dict[str, Message] = {
    "inference": msg("fits.task-label.inference", "inference"),
    "lora": msg("fits.task-label.lora", "LoRA fine-tuning"),
    "qlora": msg("fits.task-label.qlora", "QLoRA fine-tuning"),
    "full-finetune": msg("fits.task-label.full-finetune", "full fine-tuning"),
}
#: a task named by its option value in a sentence ("lora in bf16 with 1,024 tokens")
TASK_NAME_MESSAGES: dict[str, Message] = {
    "inference": msg("fits.task.inference", "inference"),
    "lora": msg("fits.task.lora", "lora"),
    "qlora": msg("fits.task.qlora", "qlora"),
    "full-finetune": msg("fits.task.full-finetune", "full-finetune"),
}


DEFAULT_CONTEXT = {"inference": 4096, "lora": 1024, "qlora": 1024, "full-finetune": 1024}


MAX_CONTEXT = 1_048_576  # 1M tokens: the longest published context of an open model family (Qwen2.5-1M)
BARE_WINDOW = 131_072
"""The window a bare size ("70b") is read within: it is sized like the reference models of data/models.csv
(Llama 3.1 and 3.2, ``reference_for_sizes``), whose window is 128k tokens (meta-llama/llama-models
models/llama3_1/MODEL_CARD.md); a bare size has no window of its own, so a longer context is refused with that
sentence rather than sized for a model that may not read it."""
MAX_BATCH = 256


# --------------------------------------------------------------------------------------
# options
# --------------------------------------------------------------------------------------
_TASK_ALIASES = {
    "inference": "inference",
    "infer": "inference",
    "run": "inference",
    "serve": "inference",
    "lora": "lora",
    "qlora": "qlora",
    "full-finetune": "full-finetune",
    "full": "full-finetune",
    "finetune": "full-finetune",
    "fine-tune": "full-finetune",
    "full-fine-tune": "full-finetune",
    "full-fine-tuning": "full-finetune",
    "full-finetuning": "full-finetune",
    "training": "full-finetune",
}
_PRECISION_ALIASES = {
    "fp32": "fp32", "float32": "fp32", "f32": "fp32",
    "fp16": "fp16", "float16": "fp16", "f16": "fp16", "half": "fp16",
    "bf16": "bf16", "bfloat16": "bf16",
    "int8": "int8", "8bit": "int8", "8-bit": "int8", "q8": "int8", "q8-0": "int8", "q80": "int8", "q8_0": "int8",
    "int4": "int4", "4bit": "int4", "4-bit": "int4", "q4": "int4", "q4km": "int4", "q4-k-m": "int4", "q4_k_m": "int4",
    "q4_k": "int4",
    "fp8": "fp8", "float8": "fp8", "e4m3": "fp8",
    "mxfp4": "mxfp4", "mx-fp4": "mxfp4",
    # a bare level is the K-quant people run at it (llama.cpp tools/quantize: Q3_K and Q5_K are aliases of the _M mixes)
    "q2": "q2_k", "q3": "q3_k_m", "q3_k": "q3_k_m", "q5": "q5_k_m", "q5_k": "q5_k_m", "q6": "q6_k",
    "awq": "awq", "gptq": "gptq", "nf4": "nf4", "bnb4": "nf4",
    **{level: level for level in RUN_LEVELS},
}


def parse_task(task: object) -> str:
    """A task as typed → one of :data:`TASKS`; raises :class:`InvalidOption`."""
    key = re.sub(r"[\s_]+", "-", str(task or "inference").strip().lower())
    if key in _TASK_ALIASES:
        return _TASK_ALIASES[key]
    raise InvalidOption(msg("error.fits.unknown-task", "Unknown task '{task}'; choose one of: {choices}.",
                            task=UserText(value=str(task)), choices=_codes(TASKS)))


def default_precision(task: str, arch: Architecture | None = None) -> str:
    """The precision a job is sized in when none is given: to run a model, its published 4-bit format
    (gpt-oss: MXFP4), else ``int4``, GGUF Q4_K_M, at every size (how people run models at home,
    ``memory.llm-task``; 8-bit and F16 are the quality options); LoRA and full fine-tuning bf16,
    QLoRA int4 (NF4)."""
    if task == "inference" and arch is not None and arch.published_precision == "mxfp4":
        return "mxfp4"
    return TASK_PRECISIONS[task][0]


def released_precision(arch: Architecture | None) -> str:
    """The precision a model's weights are released in (``published_precision`` in data/models.csv from each model's
    config): ``fp8`` (DeepSeek V3/R1) or ``mxfp4`` (gpt-oss) as published, else ``bf16``; ``bf16`` too for no model.
    What "full precision" means for an LLM (mend46b: never FP32, twice the released weights)."""
    published = arch.published_precision if arch is not None else None
    return published if published in ("fp8", "mxfp4") else "bf16"


def _key(precision: object) -> str:
    """A precision as typed, as an alias key: lower case, spaces dropped, "q4-k-m" and "Q4_K_M" alike."""
    key = re.sub(r"\s+", "", str(precision).strip().lower())
    return key if key in _PRECISION_ALIASES else key.replace("-", "_")


def parse_precision(precision: object, task: str, arch: Architecture | None = None) -> str:
    """A precision as typed (``None`` → :func:`default_precision` for the task and model) → one
    the task accepts, kept as asked (``q5_k_m``, ``iq4_xs``, ``awq``; "nf4" to train is QLoRA's
    int4); raises :class:`InvalidOption`."""
    if precision is None or str(precision).strip() == "":
        return default_precision(task, arch)
    value = _PRECISION_ALIASES.get(_key(precision))
    if value is None:
        raise InvalidOption(msg("error.fits.unknown-precision",
                                "Unknown precision '{precision}'; choose one of: {choices}.",
                                precision=UserText(value=str(precision)), choices=_codes(PRECISIONS)))
    if value == "nf4" and task != "inference":
        value = "int4"  # QLoRA's 4-bit weights are NF4
    if value not in TASK_PRECISIONS[task]:
        hint = {
            ("lora", "int4"): msg("error.fits.hint.lora-int4", "LoRA on 4-bit weights is QLoRA: use the task qlora."),
            ("qlora", "int8"): msg("error.fits.hint.qlora-int8",
                                   "QLoRA means 4-bit weights; for 8-bit weights use the task lora."),
            ("full-finetune", "int8"): msg("error.fits.hint.full-int8",
                                           "Quantized weights cannot be fully fine-tuned: use lora or qlora."),
            ("full-finetune", "int4"): msg("error.fits.hint.full-int4",
                                           "Quantized weights cannot be fully fine-tuned: use qlora."),
        }.get((task, value))
        if hint is None and value in RUN_LEVELS + ("fp8", "mxfp4"):
            hint = msg("error.fits.hint.run-only", "{precision} is a format to run a model in: to fine-tune, use "
                       "qlora (4-bit) or lora (16-bit).", precision=value)
        params = dict(task=task, choices=_codes(TASK_PRECISIONS[task]), precision=value)
        if hint is None:
            raise InvalidOption(msg("error.fits.task-precision", "The task {task} takes the precisions {choices}, "
                                    "not {precision}.", **params))
        raise InvalidOption(msg("error.fits.task-precision-hint", "The task {task} takes the precisions {choices}, "
                                "not {precision}. {hint}", hint=hint, **params))
    return value


def _codes(values: Iterable[str]) -> ListOf:
    """Option values listed as they are typed (``inference, lora, qlora``)."""
    return ListOf(items=[Text(value=v) for v in values])


def _whole(value: object, lo: int, hi: int, bad: Callable[[], InvalidOption]) -> int:
    """``value`` as a whole number from ``lo`` to ``hi`` ("8k" = 8,192); else raises ``bad()`` (made when
    raised: an error renders its sentence, issue 30 §1)."""
    if isinstance(value, bool):
        raise bad()
    if isinstance(value, int):
        n = value
    elif isinstance(value, float):
        if not value.is_integer():
            raise bad()
        n = int(value)
    else:
        # thousands separators only between groups of three ("4,096", "4_096"; not "1_2")
        m = re.fullmatch(r"\s*(\d{1,3}(?:[,_]\d{3})+|\d+)\s*(k)?\s*(tokens?)?\s*", str(value), re.I)
        if not m:
            raise bad()
        n = int(m.group(1).replace(",", "").replace("_", "")) * (1024 if m.group(2) else 1)
    if not lo <= n <= hi:
        raise bad()
    return n


def parse_context(context: object, arch: Architecture, task: str) -> int:
    """Context tokens (``None`` → the task's default, within the model's native window); accepts
    "8192", "8k" (8,192), up to the model's extended window where its makers document one
    (:mod:`advisor.fits.windows`). Raises :class:`InvalidOption` beyond it."""
    native = arch.context or (BARE_WINDOW if arch.kind == "size" else MAX_CONTEXT)
    if context is None or str(context).strip() == "":
        return min(DEFAULT_CONTEXT[task], native)
    # a window its makers extend (YaRN: Qwen3, Qwen2.5 7B+; data/model_windows.csv) is read up to the extension
    window = (longest(arch.name, arch.context) or native) if arch.kind == "table" else native
    def bad() -> InvalidOption:
        if not arch.context and arch.kind == "size":
            limit = msg("error.fits.context-bare", "{model} is a bare size with no window of its own: it is sized like "
                        "Llama 3.1, which reads at most {window:,.0f} tokens; name a long-context model for more",
                        model=Text(value=arch.name), window=window)
        elif arch.context and arch.kind == "table" and (extended := limit_message(arch.name, arch.context)):
            limit = extended
        elif arch.context and arch.kind == "table" and (twin := _twin(arch.name, context)) is not None:
            limit = msg("error.fits.context-twin", "{model} reads at most {window:,.0f} tokens; {twin}, the same "
                        "size and build, reads {twin_window:,.0f}: ask for it by name", model=arch.name,
                        window=window, twin=Text(value=twin[0]), twin_window=twin[1])
        elif arch.context:
            limit = msg("error.fits.context-window", "{model} reads at most {window:,.0f} tokens", model=arch.name,
                        window=window)
        else:
            limit = msg("error.fits.context-forms", "e.g. 4096 or 8k")
        return InvalidOption(msg("error.fits.context", "The context must be a whole number from {low:,.0f} to "
                                 "{high:,.0f} ({limit}); '{value}' is not.", low=1, high=window, limit=limit,
                                 value=UserText(value=str(context))))

    return _whole(context, 1, window, bad)


def _twin(name: str, context: object) -> tuple[str, int] | None:
    """The longer-window twin of the model ``name`` for the ``context`` asked (:mod:`advisor.fits.twins`)."""
    from .twins import longer_twin

    try:
        tokens = _whole(context, 1, 1 << 30, lambda: InvalidOption("not a whole number"))
    except InvalidOption:
        return None
    return longer_twin(name, tokens)


def parse_batch(batch: object) -> int:
    """The batch size, 1-256."""
    value = 1 if batch is None else batch
    def bad() -> InvalidOption:
        return InvalidOption(msg("error.fits.batch", "The batch must be a whole number from {low:,.0f} to {high:,.0f} "
                                 "(e.g. 1 or 8); '{value}' is not.", low=1, high=MAX_BATCH,
                                 value=UserText(value=str(value))))

    return _whole(value, 1, MAX_BATCH, bad)
