"""``fits``: will a large language model fit in GPU memory, and on which cards of a market?

Memory is estimated term by term; every figure is in GB of 2^30 bytes (GiB), the unit card
memory is quoted in ("24 GB" cards hold 24 GiB). Symbols: P parameters, L layers, h hidden
size, KV = KV heads × head dim, V vocabulary, s context tokens, b batch.

- **weights**: P × bytes per parameter of the precision: fp32 4, fp16/bf16 2, int8 1, int4
  4.127 bits (NF4 with double quantization, QLoRA paper §3; ``memory.llm``: fp16 2, int8 1,
  int4 0.5). Quantized precisions keep the embeddings and the output layer in 16-bit
  (bitsandbytes and GPTQ quantize linear layers only). Full fine-tuning in mixed precision
  keeps an fp32 master copy beside the 16-bit weights: 6 bytes per parameter (Hugging Face
  transformers docs, "Model training anatomy"). LoRA/QLoRA adapters (rank 64 on every linear
  layer, in bf16: the QLoRA repository's defaults) are added.
- **KV cache** (inference only; training keeps none): L × 2 (K and V) × KV heads × head dim
  × s × b × 2 bytes (an fp16 cache, llama.cpp's default; 4 bytes at fp32).
- **activations**: inference holds one layer's activations for a prefill chunk of at most
  512 tokens (llama.cpp's ``n_ubatch``), 34 bytes per token and hidden unit (Korthikanti et
  al. 2022, "Reducing Activation Recomputation in Large Transformer Models", eq. 1 with
  FlashAttention), plus the last token's fp32 logits. Training uses gradient checkpointing
  (the default of TRL's SFTConfig and of the QLoRA repository): each layer's 16-bit input
  (2 bytes per token and hidden unit per layer) plus one layer recomputed (34), plus the fp32
  logits and their gradient (8 bytes per token and vocabulary entry).
- **gradients / optimizer states**: full fine-tuning 4 and 8 bytes per parameter (fp32
  gradients and AdamW's two fp32 moments; Hugging Face "Model training anatomy": 18 bytes per
  parameter in mixed precision with the 6 bytes of weights, 16 in fp32); adapters 2 (bf16
  gradients) and 8 (32-bit paged AdamW, the QLoRA repository's optimizer).
- **overhead**: 1 GB per GPU for the CUDA context and kernels (Hugging Face: 1-2 GB, 1.3 GB
  measured; llama.cpp leaves 1 GiB free per GPU when it fits a model).

Defaults: inference in fp16 with 4,096 tokens (llama.cpp's ``fit_params_min_ctx``, the
smallest context it settles on when memory is short); training with 1,024 tokens (TRL
SFTConfig ``max_length``) and batch 1 (the QLoRA repository's per-device batch). A model is
a row of ``data/models.csv`` (architectures from the published configs, a source per row) or
a bare size ("7b", "1.5b", "500m"): its architecture is interpolated (log-linearly in the
parameter count) between the table's reference models (column ``reference_for_sizes``).

No suitable library exists on PyPI for this arithmetic without torch or network access (see
the module's tests for the published figures it is checked against), so it is written here.
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from ..errors import InvalidOption, UnknownModel
from ..i18n import Card as CardParam
from ..i18n import ListOf, Message, MessageParam, Money, Number, Quantity, Text, UserText, msg
from ..models import (
    PRECISIONS,
    TASKS,
    Card,
    DecodeSpeed,
    Fit,
    FitCard,
    FitMemory,
    FitModel,
    FitOption,
    Market,
    Price,
    Reason,
)
from ..thresholds import GPUS_PER_PLATFORM, HEADROOM_GB

GIB = 2**30

#: precisions each task accepts; the first is the default (issue 7: inference fp16, qlora int4)
TASK_PRECISIONS: dict[str, tuple[str, ...]] = {
    "inference": ("fp16", "bf16", "fp32", "fp8", "int8", "int4", "mxfp4"),
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

#: bytes per parameter (memory.llm; int4 = NF4 + double quantization, 4.127 bits: QLoRA paper §3, the
#: 4-bit weights QLoRA trains on; fp8 1 byte, DeepSeek-V3's published FP8 weights; mxfp4 = 4-bit
#: elements + one 8-bit scale per 32: 4.25 bits, OCP Microscaling Formats (MX) v1.0 §5, the format
#: gpt-oss is published in)
BYTES = {"fp32": 4.0, "bf16": 2.0, "fp16": 2.0, "fp8": 1.0, "int8": 1.0, "int4": 4.127 / 8, "mxfp4": 4.25 / 8}
QUANTIZED = ("fp8", "int8", "int4", "mxfp4")
#: Inference runs quantized models as llama.cpp's GGUF files, whose bits per weight average over every
#: tensor (embeddings and output included): Q4_K_M 4.90 and Q8_0 8.5 (Llama 3 8B Q4_K_M is 4.58 GiB for
#: 8.03 B parameters: XiongjieDai/GPU-Benchmarks-on-LLM-Inference@aa72e0e README, data/performance/
#: llm_decode.csv; Q8_0 = 32 8-bit values + a 16-bit scale per block, llama.cpp ggml-common.h block_q8_0).
GGUF = {"int4": ("Q4_K_M", 4.90), "int8": ("Q8_0", 8.5)}
LARGE_MODEL_B = 13.0  # inference of models this size or larger defaults to 4-bit: how people run them at home
MASTER_WEIGHT_BYTES = 6.0  # mixed-precision training: 16-bit weights + fp32 master copy (HF "Model training anatomy")
GRAD_BYTES = 4.0  # fp32 gradients (HF "Model training anatomy")
ADAM_BYTES = 8.0  # AdamW: two fp32 moments (HF "Model training anatomy"; QLoRA repo: paged_adamw_32bit)
LORA_RANK = 64  # QLoRA repository defaults: lora_r 64 on every linear layer
ADAPTER_BYTES = 2.0  # adapters in bf16 (QLoRA repo qlora.py casts LoRA layers to bf16 with --bf16)
ADAPTER_GRAD_BYTES = 2.0  # their gradients, bf16 like them
ACT_BYTES_PER_TOKEN_HIDDEN = 34  # one layer, 16-bit, FlashAttention (Korthikanti et al. 2022, eq. 1)
CHECKPOINT_BYTES = 2  # gradient checkpointing keeps each layer's 16-bit input (Korthikanti et al. 2022)
LOGIT_TRAIN_BYTES = 8  # fp32 logits + their gradient per token and vocabulary entry
PREFILL_CHUNK = 512  # llama.cpp n_ubatch (common/common.h): tokens per prefill step
OVERHEAD_GB = 1.0  # CUDA context and kernels per GPU (HF docs: 1-2 GB; llama.cpp: 1 GiB margin per GPU)

DEFAULT_CONTEXT = {"inference": 4096, "lora": 1024, "qlora": 1024, "full-finetune": 1024}
MIN_PARAMS_B, MAX_PARAMS_B = 0.1, 2000.0  # no open model is outside this (Llama 3.1 405B is the table's largest)
MAX_CONTEXT = 1_048_576  # 1M tokens: the longest published context of an open model family (Qwen2.5-1M)
MAX_BATCH = 256
MAX_GPUS = 8  # as recommend's --gpus
SERVER_MODULE_RULE = "line.server-module"  # SXM/OAM modules: a server's baseboard, not a PC (data/rules.csv)
MAX_SPLIT_GPUS = GPUS_PER_PLATFORM  # a split stays in one desktop platform: multi.platform-per-4
SPLIT_SHOWN = 4  # split-across-GPUs options listed that really work (recommended, roomy, PC cards)
SPLIT_CAVEATED_SHOWN = 2  # then at most this many taken with caveats, tight or server modules
OPTIONS_SHOWN = 3

SIZE_FORMS_MESSAGE = msg("fits.size-forms", '"7b", "13B", "1.5b", "70b" or "500m"')
SOURCES = {
    "weights": "memory.llm (MODERN.md); QLoRA paper (Dettmers et al. 2023) §3 for 4-bit; Hugging Face transformers "
    "docs, Model training anatomy",
    "kv": "KV cache = layers x 2 x KV heads x head dim x context x batch x bytes; "
    "llama.cpp common/common.h (f16 cache)",
    "act": "Korthikanti et al. 2022 (activation memory per layer, eq. 1); llama.cpp common/common.h (n_ubatch 512); "
    "TRL SFTConfig (gradient checkpointing on)",
    "train": "Hugging Face transformers docs, Model training anatomy (AdamW 8, gradients 4 bytes per parameter); "
    "QLoRA repository qlora.py (lora_r 64, all linear layers, paged_adamw_32bit)",
    "overhead": "Hugging Face transformers docs, Model training anatomy (kernels 1-2 GB); llama.cpp common/common.h "
    "(fit_params_target: 1 GiB per GPU)",
    "context": "llama.cpp common/common.h (fit_params_min_ctx 4096); TRL SFTConfig (max_length 1024)",
    "gguf": "XiongjieDai/GPU-Benchmarks-on-LLM-Inference@aa72e0e README (Llama 3 8B Q4_K_M 4.58 GiB); llama.cpp "
    "ggml-common.h (block_q8_0)",
    "mxfp4": "OCP Microscaling Formats (MX) v1.0 §5 (4.25 bits); openai/gpt-oss@7b58334 README (MoE weights in MXFP4)",
    "moe": "data/models.csv active_params_b (the published active parameters of an MoE)",
}


def need_gb(gb: float) -> float:
    """A memory need rounded UP to 0.1 GB, the way a need is shown and compared with a card's
    VRAM: 8.82 GB → 8.9, never 8.8 (a floor rounded down would pass cards, and name capacities,
    that the arithmetic says fall short)."""
    return math.ceil(round(gb * 10, 6)) / 10


class MemoryNeed(float):
    """A memory floor in GB that comes from sizing a model (``memory.llm-task``); ``message`` says
    how it was sized. It is a float everywhere else (``RuleBook.memory_floor`` reads ``message``)."""

    message: Message

    def __new__(cls, gb: float, message: Message) -> MemoryNeed:
        obj = super().__new__(cls, gb)
        obj.message = message
        return obj

    @property
    def why(self) -> str:
        """How the floor was sized, as a hashable identity (caches key on it)."""
        return self.message.identity

    @classmethod
    def sized(cls, gb: float, message: Message) -> MemoryNeed:
        """A floor of ``gb`` GB whose reason is ``message``."""
        return cls(gb, message)


def sized_message(arch: Architecture, est: Estimate, *, default: bool, gpus: int, per_gpu: float) -> Message:
    """How ``recommend`` sized an LLM job's memory floor (``memory.llm-task``): ``default`` when
    no model was named (the 7-8B class), ``per_gpu`` GB on each of ``gpus`` GPUs."""
    model: Text | Message = Text(value=arch.name)
    if default:
        model = msg("fits.sized-default-model", "{model} (the 7-8B class of the LLM memory rule)", model=arch.name)
    params = dict(model=model, task=TASK_NAME_MESSAGES[est.task], precision=est.precision, context=est.context,
                  total=Quantity(value=need_gb(est.total), unit="GB"))
    if gpus > 1:
        return msg("fits.sized-split", "Sized for {model}: {task} in {precision} with {context:,.0f} tokens needs "
                   "about {total:.1f}, split over {gpus:.0f} GPUs ({per:.1f} each); only cards with at least that "
                   "much are recommended (fits gives the breakdown).", gpus=gpus,
                   per=Quantity(value=per_gpu, unit="GB"), **params)
    return msg("fits.sized", "Sized for {model}: {task} in {precision} with {context:,.0f} tokens needs about "
               "{total:.1f}; only cards with at least that much are recommended (fits gives the breakdown).", **params)


# --------------------------------------------------------------------------------------
# architectures
# --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Architecture:
    """What the estimate needs of a model. Widths are in units (``kv_width`` = KV heads ×
    head dim); ``context`` is the model's window in tokens (``None`` for a bare size)."""

    name: str
    params: float
    layers: float
    hidden: float
    q_width: float
    kv_width: float
    kv_heads: float
    head_dim: float
    intermediate: float
    vocab: float
    tied: bool
    experts: int
    context: int | None
    source: str  # the table row's citation ("" for a bare size)
    kind: str  # "table" or "size"
    how: Message | None = None  # how a bare size's shape was found
    active_params: float | None = None  # MoE: parameters each token reads (None: dense, all of them)
    moe_layers: float = 0.0  # MoE: layers whose FFN is routed experts (the rest are dense)
    published_precision: str | None = None  # the precision the weights are published in (gpt-oss: mxfp4)
    read_from: str | None = None  # the name as typed, when it was read as this row by a near match
    sliding_window: int | None = None  # tokens the local (sliding-window) attention layers keep
    global_layers: float | None = None  # layers with full attention when the others slide (Gemma, gpt-oss)
    mla_width: int | None = None  # DeepSeek MLA: cached elements per token and layer (kv_lora_rank + rope dim)
    experts_active: int = 0  # MoE: routed experts each token uses (data/models.csv experts_active)

    def kv_elements(self, context: int) -> float:
        """Elements the KV cache holds for ``context`` tokens (one sequence): full-attention layers
        keep every token, sliding-window layers at most their window; MLA caches one compressed
        vector per token and layer, K and V otherwise."""
        per_layer_token = self.mla_width if self.mla_width else 2 * self.kv_width
        if self.sliding_window and self.global_layers is not None:
            local = self.layers - self.global_layers
            tokens = self.global_layers * context + local * min(context, self.sliding_window)
        else:
            tokens = self.layers * context
        return tokens * per_layer_token

    @property
    def expert_params(self) -> float:
        """MoE: parameters of the routed experts (``experts`` x gate, up and down projections in
        every MoE layer; data/models.csv ``intermediate_size`` is one expert's width); 0 for a
        dense model."""
        if self.experts <= 1:
            return 0.0
        return self.moe_layers * self.experts * 3 * self.hidden * self.intermediate

    @property
    def routed_active_params(self) -> float:
        """MoE: parameters of the routed experts one token reads (``experts_active`` of the
        :attr:`expert_params`; shared experts are not routed); 0 for a dense model."""
        if self.experts <= 1 or not self.experts_active:
            return 0.0
        return self.expert_params * self.experts_active / self.experts

    @property
    def per_token_params(self) -> float:
        """Parameters read for each token generated: the active ones of an MoE, else all."""
        return self.active_params or self.params

    @property
    def embedding_params(self) -> float:
        """Parameters of the input embedding and the output layer (once when tied)."""
        return self.vocab * self.hidden * (1 if self.tied else 2)

    def lora_params(self, rank: int = LORA_RANK) -> float:
        """Adapter parameters for rank ``rank`` on every linear layer (q, k, v, o, gate, up, down)."""
        h, q, kv, i = self.hidden, self.q_width, self.kv_width, self.intermediate
        per_layer = rank * ((h + q) + 2 * (h + kv) + (q + h) + self.experts * 3 * (h + i))
        return self.layers * per_layer


def count_parameters(
    layers: int,
    hidden: int,
    heads: int,
    kv_heads: int,
    head_dim: int,
    intermediate: int,
    vocab: int,
    tied: bool,
    experts: int = 1,
) -> float:
    """Parameters implied by a config: embeddings (+ output layer unless tied), attention
    (q, k, v, o), gated MLP (× experts, + router), two norms per layer and the final norm.
    Biases are left out (under 0.1 %)."""
    q, kv = heads * head_dim, kv_heads * head_dim
    attn = hidden * q + 2 * hidden * kv + q * hidden
    mlp = experts * 3 * hidden * intermediate + (hidden * experts if experts > 1 else 0)
    return layers * (attn + mlp + 2 * hidden) + vocab * hidden * (1 if tied else 2) + hidden


def _arch_from_row(r: dict) -> Architecture:
    heads, kv_heads, head_dim = int(r["attention_heads"]), int(r["kv_heads"]), int(r["head_dim"])
    experts = int(r["experts"] or 1)
    dense = int(r.get("dense_layers") or 0)
    active = float(r["active_params_b"]) * 1e9 if r.get("active_params_b") else None
    return Architecture(
        active_params=active,
        experts_active=int(r.get("experts_active") or 0),
        moe_layers=(int(r["layers"]) - dense) if experts > 1 else 0.0,
        published_precision=(r.get("published_precision") or None),
        sliding_window=int(r["sliding_window"]) if r.get("sliding_window") else None,
        global_layers=float(r["global_layers"]) if r.get("global_layers") else None,
        mla_width=(int(r["kv_lora_rank"]) + int(r["qk_rope_head_dim"])) if r.get("kv_lora_rank") else None,
        name=r["name"],
        params=float(r["params_b"]) * 1e9,
        layers=int(r["layers"]),
        hidden=int(r["hidden_size"]),
        q_width=heads * head_dim,
        kv_width=kv_heads * head_dim,
        kv_heads=kv_heads,
        head_dim=head_dim,
        intermediate=int(r["intermediate_size"]),
        vocab=int(r["vocab_size"]),
        tied=str(r["tied_embeddings"]) == "1",
        experts=experts,
        context=int(r["context_tokens"]),
        source=r["source"],
        kind="table",
    )


def _key(text: str) -> str:
    """A model name as a lookup key: lower case, words joined by "-", no organisation prefix
    ("meta-llama/…") and no variant suffix that keeps the architecture ("-instruct", "-chat")."""
    s = str(text).strip().lower().rsplit("/", 1)[-1]
    s = re.sub(r"[\s_]+", "-", s)
    s = re.sub(r"-(instruct|chat|it|hf|base)$", "", s)
    return s


_SIZE_TOKEN = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)(?:x(\d+))?b\b")


def _size_tokens(key: str) -> set[str]:
    return {m.group(0) for m in _SIZE_TOKEN.finditer(key)}


_ACTIVE_TOKEN = re.compile(r"(?<![a-z])a\d+(?:\.\d+)?b\b")  # an MoE's active size: "30b-a3b"


def _version_tokens(key: str) -> set[str]:
    """The version numbers of a model key (``llama-3.3-70b`` → {"3.3"}, ``qwen2.5-72b`` → {"2.5"}):
    its numbers other than sizes, so "gemma 4 27b" is never read as Gemma 3 27B."""
    rest = _SIZE_TOKEN.sub(" ", _ACTIVE_TOKEN.sub(" ", key))
    return set(re.findall(r"\d+(?:\.\d+)*", rest))


# A bare parameter count: a number (sign, decimals, exponent allowed so that "-7b" and "1e9b"
# are read as sizes and refused, not looked up as names) with an optional b/m unit.
_SIZE = re.compile(
    r"^\s*([+-]?\s*[\d][\d.,]*(?:e[+-]?\d+)?)\s*(b|bn|billion|m|million)?\s*(?:params?|parameters)?\s*$", re.I
)


class ModelTable:
    """The sourced model table (``data/models.csv``) with rapidfuzz name resolution and the
    reference ladder for bare sizes."""

    def __init__(self, rows: Iterable[dict]) -> None:
        self.rows = [dict(r) for r in rows]
        self.archs = [_arch_from_row(r) for r in self.rows]
        self._keys: dict[str, Architecture] = {}
        for r, a in zip(self.rows, self.archs, strict=True):
            for k in [a.name, *str(r.get("aliases") or "").split("|")]:
                if k.strip():
                    self._keys.setdefault(_key(k), a)
        self._choices = list(self._keys)
        ladder = [a for r, a in zip(self.rows, self.archs, strict=True) if str(r.get("reference_for_sizes")) == "1"]
        self.ladder = sorted(ladder, key=lambda a: a.params)
        self._needs: dict[tuple[float, str, str], float] = {}  # idempotent cache for capacity answers

    @property
    def names(self) -> list[str]:
        """Canonical model names, in table order."""
        return [a.name for a in self.archs]

    def complete(self, text: str, limit: int = 25) -> list[str]:
        """Up to ``limit`` model names (and common sizes) for a partial input."""
        sizes = ["7b", "8b", "13b", "14b", "32b", "70b"]
        if not str(text).strip():
            return (self.names + sizes)[:limit]
        hits = process.extract(_key(text), [_key(n) for n in self.names], scorer=fuzz.WRatio, limit=limit)
        return [self.names[i] for _, score, i in hits if score >= 50][:limit]

    def resolve(self, query: str) -> Architecture:
        """The architecture ``query`` means: a bare size ("7b", "1.5B", "500m") or a model of
        the table (exact key, else rapidfuzz whose best match keeps the query's size tokens).

        Raises :class:`InvalidOption` for a size outside 0.1B-2000B or unreadable ("0b",
        "-7b", "1e9b") and :class:`UnknownModel` (with suggestions) for an unknown name."""
        text = str(query if query is not None else "")
        shown = UserText(value=text)
        if not text.strip():
            raise InvalidOption(msg("error.fits.no-model",
                                    'Name a model (e.g. "llama-3.1-8b") or give its size, e.g. {forms}.',
                                    forms=SIZE_FORMS_MESSAGE))
        m = _SIZE.match(text)
        if m:
            return self.bare_size(self._size_b(m, shown), shown)
        key = _key(text)
        if key in self._keys:
            return self._keys[key]
        hits = process.extract(key, self._choices, scorer=fuzz.WRatio, limit=8)
        sizes, versions = _size_tokens(key), _version_tokens(key)
        for choice, score, _ in hits:
            if (score >= 90 and sizes and sizes == _size_tokens(choice)
                    and versions == _version_tokens(choice)):  # never another version of the family
                return dataclasses.replace(self._keys[choice], read_from=text)
        suggestions: list[str] = []
        for choice, score, _ in hits:
            name = self._keys[choice].name
            if score >= 50 and name not in suggestions:
                suggestions.append(name)
        if suggestions:
            error = msg("error.fits.unknown-model-suggest",
                        "No model in the table matches '{query}'; give a size instead (e.g. {forms}). "
                        "Did you mean {models}?", query=shown, forms=SIZE_FORMS_MESSAGE,
                        models=ListOf(items=[Text(value=n) for n in suggestions[:3]]))
        else:
            error = msg("error.fits.unknown-model",
                        "No model in the table matches '{query}'; give a size instead (e.g. {forms}).",
                        query=shown, forms=SIZE_FORMS_MESSAGE)
        raise UnknownModel(error, suggestions=suggestions[:5])

    @staticmethod
    def _size_b(m: re.Match, shown: UserText) -> float:
        number, unit = m.group(1).replace(" ", ""), (m.group(2) or "b").lower()
        if number.count(",") == 1 and "." not in number:
            number = number.replace(",", ".")  # "1,5b"
        bad = InvalidOption(msg(
            "error.fits.bad-size", "'{query}' is not a model size: give a name or a size from {min:g}b to {max:g}b in "
            "billions of parameters, e.g. {forms}.", query=shown, min=MIN_PARAMS_B, max=MAX_PARAMS_B,
            forms=SIZE_FORMS_MESSAGE))
        try:
            value = float(number.replace(",", ""))
        except ValueError:
            raise bad from None
        billions = value / 1000 if unit.startswith("m") else value
        if not math.isfinite(billions) or not MIN_PARAMS_B <= billions <= MAX_PARAMS_B:
            raise bad
        return billions

    def need(self, billions: float, task: str, precision: str) -> float:
        """Total GB of a bare size for a task at its default context and batch 1 (cached)."""
        key = (billions, task, precision)
        if key not in self._needs:
            arch = self.bare_size(billions)
            self._needs[key] = estimate(arch, task, precision, DEFAULT_CONTEXT[task], 1).total
        return self._needs[key]

    def bare_size(self, billions: float, shown: UserText | None = None) -> Architecture:
        """An architecture for a bare parameter count: layers, widths, vocabulary and tied
        embeddings interpolated log-linearly between the two reference models around it
        (beyond the ladder's ends, the end model's shape)."""
        p = billions * 1e9
        lad = self.ladder
        i = next((k for k, a in enumerate(lad) if a.params >= p), len(lad) - 1)
        lo, hi = (lad[max(i - 1, 0)], lad[max(i, 1)]) if len(lad) > 1 else (lad[0], lad[0])
        t = (
            0.0
            if hi.params == lo.params
            else (math.log(p) - math.log(lo.params)) / (math.log(hi.params) - math.log(lo.params))
        )
        t = min(max(t, 0.0), 1.0)  # beyond the ladder's ends: the end model's shape (only the parameter count grows)

        def mix(x: float, y: float) -> float:
            return max(1.0, math.exp(math.log(x) + t * (math.log(y) - math.log(x))))

        near = lo if t < 0.5 else hi
        label = f"{billions:g}B"
        if lo is not hi and 0 < t < 1:
            how = msg("fits.shape-interpolated", "interpolated between {low} and {high} (data/models.csv, "
                      "reference_for_sizes)", low=lo.name, high=hi.name)
        else:
            how = msg("fits.shape-of", "the shape of {model} (data/models.csv, reference_for_sizes)", model=near.name)
        return Architecture(
            name=label,
            params=p,
            layers=mix(lo.layers, hi.layers),
            hidden=mix(lo.hidden, hi.hidden),
            q_width=mix(lo.q_width, hi.q_width),
            kv_width=mix(lo.kv_width, hi.kv_width),
            kv_heads=mix(lo.kv_heads, hi.kv_heads),
            head_dim=mix(lo.head_dim, hi.head_dim),
            intermediate=mix(lo.intermediate, hi.intermediate),
            vocab=mix(lo.vocab, hi.vocab),
            tied=near.tied,
            experts=1,
            context=None,
            source="",
            kind="size",
            how=how,
        )


# --------------------------------------------------------------------------------------
# the estimate
# --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Estimate:
    """Memory of one configuration, in GB (GiB), with the text and source of each term."""

    arch: Architecture
    task: str
    precision: str
    context: int
    batch: int
    weights: float
    kv_cache: float
    activations: float
    gradients: float
    optimizer: float
    overhead: float
    terms: tuple[tuple[Message, str], ...]  # (what the term is and how it was computed, source)
    adapters: float = 0.0  # LoRA/QLoRA adapters (bf16), GB; kept apart from the base weights

    @property
    def total(self) -> float:
        """Everything on one GPU, GB."""
        return (self.weights + self.adapters + self.kv_cache + self.activations + self.gradients + self.optimizer
                + self.overhead)

    def per_gpu(self, count: int) -> float:
        """GB on each of ``count`` GPUs when the layers are split between them: weights, KV
        cache, gradients and optimizer states divide; each GPU keeps its own activations and
        overhead."""
        shared = self.weights + self.adapters + self.kv_cache + self.gradients + self.optimizer
        return shared / count + self.activations + self.overhead

    def memory(self) -> FitMemory:
        """The breakdown as the :class:`FitMemory` of the answer (GB, rounded to 0.01)."""
        r = lambda x: round(x, 2)  # noqa: E731
        return FitMemory(
            weights_gb=r(self.weights),
            adapters_gb=r(self.adapters),
            kv_cache_gb=r(self.kv_cache),
            activations_gb=r(self.activations),
            gradients_gb=r(self.gradients),
            optimizer_gb=r(self.optimizer),
            overhead_gb=r(self.overhead),
            total_gb=r(self.total),
        )


def _gb(nbytes: float) -> float:
    return nbytes / GIB


def _b(n: float) -> Message:
    """A parameter count as people write it: 8.03 B, 168 M."""
    if n >= 1e9:
        return msg("fits.billions", "{n:.2f} B", n=n / 1e9)
    return msg("fits.millions", "{n:.0f} M", n=n / 1e6)


def _gb_q(nbytes: float) -> Quantity:
    """``nbytes`` as GB (GiB), the unit card memory is quoted in; the placeholder sets the decimals."""
    return Quantity(value=nbytes / GIB, unit="GB")


def estimate(arch: Architecture, task: str, precision: str, context: int, batch: int) -> Estimate:
    """The memory of running or training ``arch`` (see the module docstring for each term)."""
    p, emb = arch.params, min(arch.embedding_params, arch.params * 0.5)
    terms: list[tuple[Message, str]] = []
    pb = BYTES[precision]
    training = task != "inference"
    if task == "full-finetune":
        per = MASTER_WEIGHT_BYTES if precision in ("bf16", "fp16") else BYTES[precision]
        weights = p * per
        if per == MASTER_WEIGHT_BYTES:
            weights_term = msg("fits.term.weights-master", "Weights: {params} parameters x {bytes:g} bytes "
                               "({precision} weights + fp32 master copy) = {gb:.1f}.", params=_b(p), bytes=per,
                               precision=precision, gb=_gb_q(weights))
        else:
            weights_term = msg("fits.term.weights", "Weights: {params} parameters x {bytes:g} bytes ({precision}) = "
                               "{gb:.1f}.", params=_b(p), bytes=per, precision=precision, gb=_gb_q(weights))
        terms.append((weights_term, SOURCES["weights"]))
        trained = p
    else:
        if task == "inference" and precision in GGUF:  # how people run it: a GGUF file (llama.cpp)
            quant, bits = GGUF[precision]
            base = p * bits / 8
            terms.append((msg("fits.term.weights-gguf", "Weights: {params} parameters x {bits:g} bits (GGUF {quant}, "
                              "llama.cpp's average over every tensor) = {gb:.1f}.", params=_b(p), bits=bits,
                              quant=quant, gb=_gb_q(base)), SOURCES["gguf"]))
        elif precision == "mxfp4" and arch.expert_params:  # gpt-oss: the experts in MXFP4, the rest in bf16
            experts = min(arch.expert_params, p)
            base = experts * pb + (p - experts) * 2
            terms.append((msg("fits.term.weights-mxfp4", "Weights: {experts} expert parameters x {bits:g} bits "
                              "(MXFP4, as published) + {rest} other parameters x 2 bytes (bf16) = {gb:.1f}.",
                              experts=_b(experts), bits=pb * 8, rest=_b(p - experts), gb=_gb_q(base)),
                          SOURCES["mxfp4"]))
        elif precision in QUANTIZED:
            base = (p - emb) * pb + emb * 2
            terms.append((msg("fits.term.weights-quantized", "Weights: {params} parameters x {bits:g} bits "
                              "({precision}) + {embedding} embedding and output parameters kept in 16-bit = {gb:.1f}.",
                              params=_b(p - emb), bits=pb * 8, precision=precision, embedding=_b(emb), gb=_gb_q(base)),
                          SOURCES["weights"]))
        else:
            base = p * pb
            terms.append((msg("fits.term.weights", "Weights: {params} parameters x {bytes:g} bytes ({precision}) = "
                              "{gb:.1f}.", params=_b(p), bytes=pb, precision=precision, gb=_gb_q(base)),
                          SOURCES["weights"]))
        trained = arch.lora_params() if training else 0.0
        weights = base
        if training:
            terms.append((msg("fits.term.adapters", "Adapters: rank {rank:.0f} on every linear layer = {params} "
                              "trained parameters x {bytes:g} bytes (bf16) = {gb:.2f}.", rank=LORA_RANK,
                              params=_b(trained), bytes=ADAPTER_BYTES, gb=_gb_q(trained * ADAPTER_BYTES)),
                          SOURCES["train"]))
    # The weights line reads "7.00 B x 2 bytes = 13.0": say once that GB here are GiB, as VRAM is.
    terms.insert(1, (msg("fits.term.units", "GB here are GiB (2^30 bytes), the unit card memory is counted in: "
                         "{billions:.1f} billion bytes of weights are {gb:.1f}.", billions=weights / 1e9,
                         gb=_gb_q(weights)), SOURCES["weights"]))
    kv_bytes = 4 if precision == "fp32" else 2
    if training:
        kv = 0.0
        tokens = context * batch
        ckpt = arch.layers * tokens * arch.hidden * CHECKPOINT_BYTES * (2 if precision == "fp32" else 1)
        layer = tokens * arch.hidden * ACT_BYTES_PER_TOKEN_HIDDEN * (2 if precision == "fp32" else 1)
        logits = tokens * arch.vocab * LOGIT_TRAIN_BYTES
        activations = ckpt + layer + logits
        terms.append((msg("fits.term.activations-training",
                          "Activations (gradient checkpointing): {layers:.0f} layers x {tokens:,.0f} tokens x "
                          "{hidden:,.0f} hidden x {checkpoint:.0f} bytes + one layer recomputed "
                          "({layer_bytes:.0f} bytes per token and hidden unit) + fp32 logits and their gradient "
                          "({tokens:,.0f} x {vocab:,.0f} vocabulary x {logit_bytes:.0f} bytes) = {gb:.1f}; "
                          "training keeps no KV cache.",
                          layers=arch.layers, tokens=tokens, hidden=arch.hidden, checkpoint=CHECKPOINT_BYTES,
                          layer_bytes=ACT_BYTES_PER_TOKEN_HIDDEN, vocab=arch.vocab, logit_bytes=LOGIT_TRAIN_BYTES,
                          gb=_gb_q(activations)),
                      SOURCES["act"]))
        grad_bytes = GRAD_BYTES if task == "full-finetune" else ADAPTER_GRAD_BYTES
        grads, opt = trained * grad_bytes, trained * ADAM_BYTES
        params = dict(params=_b(trained), grad_bytes=grad_bytes, adam_bytes=ADAM_BYTES, grads=_gb(grads),
                      opt=_gb_q(opt))
        if task == "full-finetune":
            grads_term = msg("fits.term.gradients-full", "Gradients and AdamW states for every parameter: {params} x "
                             "({grad_bytes:g} + {adam_bytes:g} bytes) = {grads:.1f} + {opt:.1f}.", **params)
        else:
            grads_term = msg("fits.term.gradients-adapters", "Gradients and AdamW states for the adapter parameters: "
                             "{params} x ({grad_bytes:g} + {adam_bytes:g} bytes) = {grads:.1f} + {opt:.1f}.", **params)
        terms.append((grads_term, SOURCES["train"]))
    else:
        kv = arch.kv_elements(context) * batch * kv_bytes
        if arch.mla_width:
            kv_term = msg("fits.term.kv-cache-mla", "KV cache (multi-head latent attention): {layers:.0f} layers x "
                          "{width:.0f} cached values x {context:,.0f} tokens x batch {batch:.0f} x {bytes:.0f} bytes "
                          "= {gb:.2f}.", layers=arch.layers, width=arch.mla_width, context=context, batch=batch,
                          bytes=kv_bytes, gb=_gb_q(kv))
        elif arch.sliding_window and arch.global_layers is not None:
            kv_term = msg("fits.term.kv-cache-sliding", "KV cache: ({full:.0f} full-attention layers x {context:,.0f} "
                          "tokens + {local:.0f} sliding-window layers x {window:,.0f}) x 2 (K and V) x {kv_heads:.0f} "
                          "KV heads x {head_dim:.0f} head dim x batch {batch:.0f} x {bytes:.0f} bytes = {gb:.2f}.",
                          full=arch.global_layers, context=context, local=arch.layers - arch.global_layers,
                          window=min(context, arch.sliding_window), kv_heads=arch.kv_heads, head_dim=arch.head_dim,
                          batch=batch, bytes=kv_bytes, gb=_gb_q(kv))
        else:
            kv_term = msg("fits.term.kv-cache", "KV cache: {layers:.0f} layers x 2 (K and V) x {kv_heads:.0f} KV "
                          "heads x {head_dim:.0f} head dim x {context:,.0f} tokens x batch {batch:.0f} x "
                          "{bytes:.0f} bytes = {gb:.2f}.", layers=arch.layers, kv_heads=arch.kv_heads,
                          head_dim=arch.head_dim, context=context, batch=batch, bytes=kv_bytes, gb=_gb_q(kv))
        terms.append((kv_term, SOURCES["kv"]))
        chunk = min(context, PREFILL_CHUNK) * batch
        act_bytes = 2 if precision == "fp32" else 1
        activations = chunk * arch.hidden * ACT_BYTES_PER_TOKEN_HIDDEN * act_bytes + batch * arch.vocab * 4
        terms.append((msg("fits.term.activations", "Activations: one layer for a {chunk:,.0f}-token prefill chunk "
                          "({bytes:.0f} bytes per token and hidden unit x {hidden:,.0f}) + the last token's fp32 "
                          "logits = {gb:.2f}.", chunk=chunk, bytes=ACT_BYTES_PER_TOKEN_HIDDEN * act_bytes,
                          hidden=arch.hidden, gb=_gb_q(activations)),
                      SOURCES["act"]))
        grads = opt = 0.0
    terms.append((msg("fits.term.overhead", "Overhead: {gb} per GPU for the CUDA context and kernels.",
                      gb=Quantity(value=OVERHEAD_GB, unit="GB")), SOURCES["overhead"]))
    return Estimate(
        arch=arch,
        task=task,
        precision=precision,
        context=context,
        batch=batch,
        weights=_gb(weights),
        adapters=_gb(trained * ADAPTER_BYTES) if task in ("lora", "qlora") else 0.0,
        kv_cache=_gb(kv),
        activations=_gb(activations),
        gradients=_gb(grads),
        optimizer=_gb(opt),
        overhead=OVERHEAD_GB,
        terms=tuple(terms),
    )


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
    "fp32": "fp32",
    "float32": "fp32",
    "f32": "fp32",
    "fp16": "fp16",
    "float16": "fp16",
    "f16": "fp16",
    "half": "fp16",
    "bf16": "bf16",
    "bfloat16": "bf16",
    "int8": "int8",
    "8bit": "int8",
    "8-bit": "int8",
    "q8": "int8",
    "int4": "int4",
    "4bit": "int4",
    "4-bit": "int4",
    "q4": "int4",
    "q4km": "int4",
    "q4-k-m": "int4",
    "nf4": "int4",
    "q8-0": "int8",
    "q80": "int8",
    "fp8": "fp8",
    "float8": "fp8",
    "e4m3": "fp8",
    "mxfp4": "mxfp4",
    "mx-fp4": "mxfp4",
}


def parse_task(task: object) -> str:
    """A task as typed → one of :data:`TASKS`; raises :class:`InvalidOption`."""
    key = re.sub(r"[\s_]+", "-", str(task or "inference").strip().lower())
    if key in _TASK_ALIASES:
        return _TASK_ALIASES[key]
    raise InvalidOption(msg("error.fits.unknown-task", "Unknown task '{task}'; choose one of: {choices}.",
                            task=UserText(value=str(task)), choices=_codes(TASKS)))


def default_precision(task: str, arch: Architecture | None = None) -> str:
    """The precision a job is sized in when none is given: a model's published 4-bit format
    (gpt-oss: MXFP4); for inference of a model of 13B or more, 4-bit (GGUF Q4_K_M: how people run
    such models at home, ``memory.llm-task``); else the task's first precision (inference fp16,
    LoRA and full fine-tuning bf16, QLoRA int4)."""
    if task == "inference" and arch is not None:
        if arch.published_precision == "mxfp4":
            return "mxfp4"
        if arch.params >= LARGE_MODEL_B * 1e9:
            return "int4"
    return TASK_PRECISIONS[task][0]


def parse_precision(precision: object, task: str, arch: Architecture | None = None) -> str:
    """A precision as typed (``None`` → :func:`default_precision` for the task and model) → one
    the task accepts; raises :class:`InvalidOption`."""
    if precision is None or str(precision).strip() == "":
        return default_precision(task, arch)
    key = re.sub(r"[\s_]+", "", str(precision).strip().lower())
    value = _PRECISION_ALIASES.get(key)
    if value is None:
        raise InvalidOption(msg("error.fits.unknown-precision",
                                "Unknown precision '{precision}'; choose one of: {choices}.",
                                precision=UserText(value=str(precision)), choices=_codes(PRECISIONS)))
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


def _whole(value: object, lo: int, hi: int, bad: InvalidOption) -> int:
    """``value`` as a whole number from ``lo`` to ``hi`` ("8k" = 8,192); else raises ``bad``."""
    if isinstance(value, bool):
        raise bad
    if isinstance(value, int):
        n = value
    elif isinstance(value, float):
        if not value.is_integer():
            raise bad
        n = int(value)
    else:
        # thousands separators only between groups of three ("4,096", "4_096"; not "1_2")
        m = re.fullmatch(r"\s*(\d{1,3}(?:[,_]\d{3})+|\d+)\s*(k)?\s*(tokens?)?\s*", str(value), re.I)
        if not m:
            raise bad
        n = int(m.group(1).replace(",", "").replace("_", "")) * (1024 if m.group(2) else 1)
    if not lo <= n <= hi:
        raise bad
    return n


def parse_context(context: object, arch: Architecture, task: str) -> int:
    """Context tokens (``None`` → the task's default, within the model's window); accepts
    "8192", "8k" (8,192). Raises :class:`InvalidOption` beyond the model's window."""
    window = arch.context or MAX_CONTEXT
    if context is None or str(context).strip() == "":
        return min(DEFAULT_CONTEXT[task], window)
    if arch.context:
        limit = msg("error.fits.context-window", "{model} reads at most {window:,.0f} tokens", model=arch.name,
                    window=window)
    else:
        limit = msg("error.fits.context-forms", "e.g. 4096 or 8k")
    bad = InvalidOption(msg("error.fits.context", "The context must be a whole number from {low:,.0f} to {high:,.0f} "
                            "({limit}); '{value}' is not.", low=1, high=window, limit=limit,
                            value=UserText(value=str(context))))
    return _whole(context, 1, window, bad)


def parse_batch(batch: object) -> int:
    """The batch size, 1-256."""
    value = 1 if batch is None else batch
    bad = InvalidOption(msg("error.fits.batch", "The batch must be a whole number from {low:,.0f} to {high:,.0f} "
                            "(e.g. 1 or 8); '{value}' is not.", low=1, high=MAX_BATCH,
                            value=UserText(value=str(value))))
    return _whole(value, 1, MAX_BATCH, bad)


# --------------------------------------------------------------------------------------
# the answer
# --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Offer:
    """A priced card of the market: its cheapest price (``None`` when unpriced), the rules'
    verdict for an LLM job that uses the card's memory, and ``why`` — the (rule id, sentence)
    of the findings that set a verdict other than ``recommended`` (empty when recommended).
    A ``not_recommended`` offer is never proposed; it only tells "no card holds it" from
    "no card the rules accept holds it"."""

    card: Card
    price: Price | None
    verdict: str = "recommended"
    why: tuple[tuple[str, Message], ...] = ()
    bf16: bool | None = None  # BF16 arithmetic (data/precision_support.csv, compat.bf16); None: not known


def runs(offer: Offer, precision: str) -> bool:
    """Whether ``offer``'s card computes in ``precision``: a card known to lack BF16 (Pascal,
    Volta, Turing…; ``compat.bf16``, ``data/precision_support.csv``) does not run a bf16 job —
    it must fall back to fp16 or fp32, a different job."""
    return precision != "bf16" or offer.bf16 is not False


def offer_price(o: Offer) -> Price:
    """The price of a priced offer (callers keep priced offers only); ``ValueError`` for an unpriced one."""
    if o.price is None:
        raise ValueError(f"{o.card.name} has no price here")
    return o.price


def way_total(c: FitCard) -> float:
    """The price in all of a priced way (``FitCard.total_price``: its cards and their platform, in the
    market currency; a way that :func:`works` is priced); ``ValueError`` for an unpriced one."""
    if c.total_price is None:
        raise ValueError(f"{_way_name(c)} has no price here")
    return c.total_price


def _way_money(c: FitCard) -> Money | Message:
    """A way's price in all ("2,468 USD"), or "no price here"."""
    if c.price is None:
        return _money(None)
    return Money(amount=c.total_price or 0.0, currency=c.price.currency)


def _money(price: Price | None, count: int = 1) -> Money | Message:
    """``count`` cards at ``price`` ("1,234 USD"), or "no price here"."""
    if price is None:
        return msg("fits.no-price", "no price here")
    return Money(amount=price.amount * count, currency=price.currency)


def _split_count(est: Estimate, memory_gb: float, most: int = MAX_SPLIT_GPUS) -> int | None:
    """The fewest GPUs (2 to ``most``) of ``memory_gb`` each that hold ``est`` split, else None."""
    return next((k for k in range(2, most + 1) if est.per_gpu(k) <= memory_gb), None)


def _split_size(est: Estimate, memory_gb: float) -> int | None:
    """How many GPUs of ``memory_gb`` each a split of ``est`` takes: the fewest (2 to
    :data:`MAX_SPLIT_GPUS`) that hold it with headroom, else the fewest that hold it at all (a
    tight split), else None."""
    roomy = next((k for k in range(2, MAX_SPLIT_GPUS + 1) if not _tight(est.per_gpu(k), memory_gb)), None)
    return roomy or _split_count(est, memory_gb)


def _tight(need: float, memory_gb: float) -> bool:
    """Whether a card of ``memory_gb`` holds a need of ``need`` GB with less than :data:`HEADROOM_GB`
    to spare (the need rounded up as it is shown, :func:`need_gb`)."""
    return memory_gb < need_gb(need) + HEADROOM_GB


#: ``speed_of(card, estimate, count)``: decode tokens/s of a job on ``count`` cards (None: unknown)
SpeedOf = Callable[[Card, "Estimate", int], "DecodeSpeed | None"]
#: ``platform_of(count)``: what ``count`` GPUs need beyond the cards (a multi-GPU platform), market currency
PlatformOf = Callable[[int], float]


def _no_platform(count: int) -> float:
    return 0.0


def _entry(est: Estimate, o: Offer, count: int, speed_of: SpeedOf | None,
           platform_of: PlatformOf = _no_platform) -> FitCard:
    """One way to hold ``est``: ``count`` x ``o``'s card (priced in all with the platform ``count``
    GPUs need, ``value.platform-cost``), with its decode speed for inference (``speed_of``) and
    that speed per 1,000 units of the currency of the price in all."""
    memory = o.card.llm_memory_gb or 0.0
    per_gpu = est.per_gpu(count) if count > 1 else est.total
    platform = platform_of(count) if count > 1 else 0.0
    total = round(o.price.amount * count + platform, 2) if o.price else None
    speed = speed_of(o.card, est, count) if speed_of is not None and est.task == "inference" else None
    value = round(speed.tok_s / total * 1000.0, 4) if speed is not None and total else None
    return FitCard(card=o.card.name, count=count, memory_gb=memory, per_gpu_gb=round(per_gpu, 2), price=o.price,
                   total_price=total, platform_price=round(platform, 2), verdict=o.verdict,
                   tight=_tight(per_gpu, memory),
                   server_module=any(rule == SERVER_MODULE_RULE for rule, _ in o.why), speed=speed,
                   tok_s_per_1000=value)


def works(c: FitCard) -> bool:
    """Whether a way to hold the model really works for a PC: priced (at a price the market lets
    answers propose, ``Price.pick``), recommended by the rules, not tight and no server module."""
    return (c.price is not None and c.price.pick and c.verdict == "recommended" and not c.tight
            and not c.server_module)


def _alone_entries(est: Estimate, offers: list[Offer], speed_of: SpeedOf | None) -> list[FitCard]:
    """Cards that hold ``est`` alone: the roomy ones cheapest first, then the tight ones (unpriced last)."""
    out = [_entry(est, o, 1, speed_of) for o in offers if (o.card.llm_memory_gb or 0) >= est.total]
    return sorted(out, key=lambda c: (c.tight, c.price is None, c.total_price or 0.0, c.card))


def _value_key(c: FitCard) -> tuple:
    """Splits in order: roomy before tight, recommended before caveated (and server modules last),
    then decode tokens/s per price (best first), then price."""
    return (c.tight, c.server_module, c.verdict != "recommended", -(c.tok_s_per_1000 or 0.0), c.total_price or 0.0,
            c.card)


def _split_entries(est: Estimate, offers: list[Offer], alone: list[FitCard], speed_of: SpeedOf | None,
                   platform_of: PlatformOf = _no_platform) -> list[FitCard]:
    """Up to :data:`SPLIT_SHOWN` splits that really work, then :data:`SPLIT_CAVEATED_SHOWN` others,
    across 2-4 GPUs (:data:`MAX_SPLIT_GPUS`: one desktop platform, ``multi.platform-per-4``) of
    cards that do not hold ``est`` alone with room: a split is listed when it costs less in all
    than the cheapest single card that really works (:func:`works`: roomy, recommended, a PC
    card), or decodes more tokens/s per price than it; listed by :func:`_value_key`."""
    roomy = next((c for c in alone if works(c)), None)
    ceiling = way_total(roomy) if roomy is not None else math.inf
    bar = roomy.tok_s_per_1000 if roomy is not None and roomy.tok_s_per_1000 is not None else math.inf
    splits = []
    for o in offers:
        mem = o.card.llm_memory_gb or 0.0
        if o.price is None or not _tight(est.total, mem) or mem <= OVERHEAD_GB or o.card.is_system:
            continue  # a whole machine is not split like a card (llama.cpp splits layers across GPUs)
        n = _split_size(est, mem)
        if n is None:
            continue
        entry = _entry(est, o, n, speed_of, platform_of)
        if way_total(entry) < ceiling or (entry.tok_s_per_1000 or 0.0) > bar:
            splits.append(entry)
    splits.sort(key=_value_key)
    good = [c for c in splits if works(c)]
    rest = [c for c in splits if c not in good]
    return good[:SPLIT_SHOWN] + rest[:SPLIT_CAVEATED_SHOWN]


def _card_entries(est: Estimate, offers: list[Offer], speed_of: SpeedOf | None = None,
                  platform_of: PlatformOf = _no_platform) -> list[FitCard]:
    """The ways to hold ``est`` on ``offers``: cards alone (:func:`_alone_entries`), then splits
    (:func:`_split_entries`, priced with ``platform_of``)."""
    alone = _alone_entries(est, offers, speed_of)
    return alone + _split_entries(est, offers, alone, speed_of, platform_of)


def _cheapest_way(cards: list[FitCard]) -> FitCard | None:
    """The cheapest way that really works (:func:`works`), alone or split (fewer cards first at a tie)."""
    ok = [c for c in cards if works(c)]
    return min(ok, key=lambda c: (c.total_price or 0.0, c.count, c.card)) if ok else None


def _best_value(cards: list[FitCard]) -> FitCard | None:
    """The way that really works with the most decode tokens/s per price (None without speeds)."""
    ok = [c for c in cards if works(c) and c.tok_s_per_1000]
    return max(ok, key=lambda c: (c.tok_s_per_1000 or 0.0, -(c.total_price or 0.0), c.card)) if ok else None


def _cheapest_alone(total: float, offers: list[Offer], *, roomy: bool = False) -> Offer | None:
    """The cheapest priced offer that holds ``total`` GB alone (``roomy``: with headroom, not tight)."""
    fit = [o for o in offers if o.price and (o.card.llm_memory_gb or 0) >= total
           and not (roomy and _tight(total, o.card.llm_memory_gb or 0))]
    return min(fit, key=lambda o: (offer_price(o).amount, o.card.name)) if fit else None


def variants(est: Estimate) -> list[tuple[Message, str, str, int]]:
    """(what changes, task, precision, context) of cheaper ways to run the same model: ``fits`` offers
    them as options, an owner's answer as the change that makes a job fit (:mod:`advisor.owner`)."""
    out: list[tuple[Message, str, str, int]] = []
    t, p, c = est.task, est.precision, est.context
    order = ["fp32", "fp16", "int8", "int4"]  # each step halves the weights (fp8 and mxfp4 sit beside int8 and int4)
    if t == "inference":
        rank = order.index({"bf16": "fp16", "fp8": "int8", "mxfp4": "int4"}.get(p, p))
        for q in order[rank + 1 :]:
            out.append((msg("fits.change.precision", "{new} instead of {old}", new=q, old=p), t, q, c))
    elif t == "lora":
        out.append((msg("fits.change.qlora-for-lora", "QLoRA (4-bit weights) instead of LoRA"), "qlora", "int4", c))
        if p != "int8":
            out.append((msg("fits.change.lora-int8", "LoRA on int8 weights instead of {old}", old=p),
                        "lora", "int8", c))
    elif t == "full-finetune":
        out.append((msg("fits.change.lora-for-full", "LoRA instead of full fine-tuning"), "lora", "bf16", c))
        out.append((msg("fits.change.qlora-for-full", "QLoRA instead of full fine-tuning"), "qlora", "int4", c))
    for shorter in (32768, 8192, 2048, 512):
        if shorter < c:
            out.append((msg("fits.change.context", "a {new:,.0f}-token context instead of {old:,.0f}",
                            new=shorter, old=c),
                        t, p, shorter))
            break
    return out


def _options(est: Estimate, offers: list[Offer]) -> list[FitOption]:
    """Cheaper ways to run the same model (:func:`variants`), each with the cheapest card that then
    holds it with room (a tight fit is never proposed), cheapest first, at most :data:`OPTIONS_SHOWN`."""
    now = _cheapest_alone(est.total, [o for o in offers if runs(o, est.precision)], roomy=True)
    found = []
    for change, task, precision, context in variants(est):
        other = estimate(est.arch, task, precision, context, est.batch)
        best = _cheapest_alone(other.total, [o for o in offers if runs(o, precision)], roomy=True)
        if best is None or (now is not None and offer_price(best).amount >= offer_price(now).amount):
            continue
        found.append(
            FitOption(
                change=change,
                task=task,
                precision=precision,
                context_tokens=context,
                total_gb=round(other.total, 2),
                card=best.card.name,
                price=best.price,
            )
        )
    found.sort(key=lambda f: (f.price.amount, f.total_gb))
    return found[:OPTIONS_SHOWN]


def build_fit(est: Estimate, market: Market, offers: list[Offer], reason, *, speed_of: SpeedOf | None = None,
              offload=None) -> Fit:
    """Assemble the :class:`Fit` answer. ``offers`` are the market's usable cards with their
    cheapest price; ``reason(rule_id, message, source=None)`` makes a cited :class:`Reason` whose
    text is the :class:`~advisor.i18n.Message` ``message``; ``speed_of(card, estimate, count)`` the
    decode tokens/s of an inference job (:class:`advisor.workload.DecodeSpeeds`; ``None``: no
    speeds); ``offload(estimate, cards, offers)`` an MoE expert-offload plan or ``None``
    (:func:`advisor.offload.plan`)."""
    rejected = [o for o in offers if o.verdict == "not_recommended"]
    offers = [o for o in offers if o.verdict != "not_recommended"]
    no_bf16 = [o for o in offers if not runs(o, est.precision)]
    from ..recommend import platform_cost  # recommend imports this module

    cards = _card_entries(est, [o for o in offers if runs(o, est.precision)], speed_of,
                          lambda n: platform_cost(market, n))
    options = _options(est, offers)
    cheapest, best = _cheapest_way(cards), _best_value(cards)
    plan = offload(est, cards, offers) if offload is not None else None
    head = _summary(est)
    reasons = _model_reasons(est, head, reason)
    if no_bf16:
        reasons.append(reason("compat.bf16", msg(
            "fits.no-bf16", "Cards without BF16 (before Ampere: Pascal, Volta, Turing…) are left out: on them this job "
            "falls back to fp16 or fp32 — ask fits with that precision for their figures.")))
    reasons += _way_reasons(est, market, cards, cheapest, best, offers, rejected, no_bf16, reason)
    by_name = {o.card.name: o for o in offers}
    reasons += _caveats([by_name[name] for name in dict.fromkeys([*(c.card for c in cards),
                                                                  *(o.card for o in options)])], reason)
    reasons += [reason("memory.llm-task", msg(
        "fits.cheaper-way", "Cheaper way to make it fit: {change} needs about {total:.1f}, which a {card} holds "
        "({price}).", change=o.change, total=Quantity(value=o.total_gb, unit="GB"), card=CardParam(value=o.card),
        price=_money(o.price))) for o in options]
    if plan is not None:
        reasons.append(reason("memory.llm-task", plan.message, "data/performance/moe_offload.csv"))
    return Fit(market=market.ref(), model=_fit_model(est.arch), task=est.task, precision=est.precision,
               context_tokens=est.context, batch=est.batch, memory=est.memory(), cards=cards, options=options,
               cheapest=cheapest, best_value=best, offload=plan, summary=head, reasons=reasons)


def _summary(est: Estimate) -> Message:
    """The answer's first sentence: the model, the job and its memory in all."""
    a = est.arch
    return msg("fits.summary", "{model} ({params} parameters), {task} in {precision} with {context:,.0f} tokens of "
               "context, batch {batch:.0f}: about {total:.1f} in all.", model=a.name, params=_b(a.params),
               task=TASK_LABEL_MESSAGES[est.task], precision=est.precision, context=est.context, batch=est.batch,
               total=Quantity(value=need_gb(est.total), unit="GB"))


def _model_reasons(est: Estimate, head: Message, reason) -> list[Reason]:
    """How the memory was counted: the summary, a near match said, each term with its source, an MoE's
    active parameters, a bare size's assumed shape or the default context."""
    a = est.arch
    reasons: list[Reason] = [reason("memory.llm-task", head)]
    if a.read_from:  # a near match: say which row of the table the name was read as
        reasons.append(reason("names.assumed", msg(
            "fits.read-as", "'{query}' is read as {model} (data/models.csv).", query=UserText(value=a.read_from),
            model=a.name)))
    reasons += [reason("memory.llm-task", term, source) for term, source in est.terms]
    if a.active_params:
        reasons.append(reason("memory.llm-task", msg(
            "fits.moe", "{model} is a mixture of experts: every one of its {total} parameters must be in memory, but "
            "each token reads only {active} of them, so it generates about as fast as a {active} dense model.",
            model=a.name, total=_b(a.params), active=_b(a.active_params)), SOURCES["moe"]))
    if a.kind == "size":
        reasons.append(reason("memory.llm-task", msg(
            "fits.bare-size", "{model} is a bare size, so its shape is assumed: {layers:.0f} layers, hidden size "
            "{hidden:,.0f}, {kv_heads:.3g} KV heads x {head_dim:.0f}, vocabulary {vocab:,.0f} ({how}). Name a model "
            "for its exact figures.", model=a.name, layers=a.layers, hidden=a.hidden, kv_heads=a.kv_heads,
            head_dim=a.head_dim, vocab=a.vocab, how=a.how or Text(value=a.source)),
            "data/models.csv (published config.json figures)"))
    elif est.context == DEFAULT_CONTEXT[est.task] or est.context == a.context:
        reasons.append(reason("memory.llm-task", msg(
            "fits.context-default", "Context {context:,.0f} tokens (the default; {model} reads up to {window:,.0f}): a "
            "longer context grows the KV cache and activations in proportion.", context=est.context, model=a.name,
            window=a.context), SOURCES["context"]))
    return reasons


def way_param(c: FitCard) -> Message:
    """A way to hold the model as a sentence part: "RTX 3090 (24 GB)", "2 x RTX 3090 (24 GB each)",
    with "≈ 17 tok/s" when its decode speed is known."""
    memory = Quantity(value=c.memory_gb, unit="GB")
    if c.count > 1:
        way = msg("fits.way-split", "{count:.0f} x {card} ({memory} each)", count=c.count,
                  card=CardParam(value=c.card), memory=memory)
    else:
        way = msg("fits.way-alone", "{card} ({memory})", card=CardParam(value=c.card), memory=memory)
    if c.speed is None:
        return way
    return msg("fits.way-speed", "{way}, {speed}", way=way, speed=speed_param(c.speed))


def speed_param(speed: DecodeSpeed) -> Message:
    """"≈ 17 tok/s" (measured) or "≈ 17 tok/s, estimated"."""
    tok_s = Quantity(value=round(speed.tok_s, 1), unit="tok/s", digits=1 if speed.tok_s < 10 else 0)
    if speed.kind == "measured":
        return msg("fits.speed-measured", "≈ {tok_s} (measured)", tok_s=tok_s)
    return msg("fits.speed-estimated", "≈ {tok_s} (estimated)", tok_s=tok_s)


def _way_reasons(est: Estimate, market: Market, cards: list[FitCard], cheapest: FitCard | None,
                 best: FitCard | None, offers: list[Offer], rejected: list[Offer], no_bf16: list[Offer],
                 reason) -> list[Reason]:
    """Which ways hold it: the cheapest way that really works and the best decode per price, a
    cheaper card taken with caveats, the tight fits, or why no card holds it; and the split's caveat."""
    alone = [c for c in cards if c.count == 1]
    split = [c for c in cards if c.count > 1]
    out: list[Reason] = []
    if cheapest is not None:
        out.append(reason("memory.llm-task", _cheapest_message(cheapest, best, len(alone))))
    caveated = next((c for c in alone if not c.tight and not c.server_module and c.price is not None
                     and c.verdict != "recommended"), None)
    if caveated is not None and (cheapest is None or way_total(caveated) < way_total(cheapest)):
        out.append(reason("memory.llm-task", msg(
            "fits.cheaper-caveated", "Cheaper, with caveats: {way} for {price}, only a reasonable buy in some cases.",
            way=way_param(caveated), price=_money(caveated.price))))
    tight = [c for c in cards if c.tight]
    if tight:
        out.append(reason("memory.llm-task", msg(
            "fits.tight", "Tight fits, listed last: {cards} hold it with less than {headroom} to spare, and the CUDA "
            "context or a longer reply may not fit.", cards=ListOf(items=[Text(value=_way_name(c)) for c in tight[:3]],
                                                               style="and"),
            headroom=Quantity(value=HEADROOM_GB, unit="GB"))))
    if not alone:
        out += _none_alone(est, market, offers, rejected, no_bf16, bool(split), reason)
    if split:
        c = split[0]
        out.append(reason("multi.nvlink-p2p", msg(
            "fits.split", "Split across GPUs: {count:.0f} x {card} ({per:.1f} on each, {price}). Splitting the "
            "layers works for inference and LoRA over plain PCIe, but GeForce RTX 30/40/50 cards have no "
            "peer-to-peer with the stock driver and RTX 40/50 no NVLink: several GeForce cards suit "
            "layer-split inference and separate jobs far better than one training job spread across them.",
            count=c.count, card=CardParam(value=c.card), per=Quantity(value=c.per_gpu_gb, unit="GB"),
            price=_way_money(c))))
    return out


def _way_name(c: FitCard) -> str:
    """A way's card as a name: "RTX 3090" or "2 x RTX 3090"."""
    return c.card if c.count == 1 else f"{c.count} x {c.card}"


def _cheapest_message(cheapest: FitCard, best: FitCard | None, alone: int) -> Message:
    """"The cheapest way that really works: …; best decode speed per price: …; N cards hold it alone."."""
    text = msg("fits.cheapest-way", "The cheapest way that really works: {way} for {price}", way=way_param(cheapest),
               price=_way_money(cheapest))
    if best is not None and (best.card, best.count) != (cheapest.card, cheapest.count):
        text = msg("fits.best-value", "{cheapest}; the best decode speed per price: {way} for {price}",
                   cheapest=text, way=way_param(best), price=_way_money(best))
    if alone > 1:
        return msg("fits.cheapest-count", "{cheapest}; {count:.0f} cards in all.", cheapest=text, count=alone)
    if alone == 1:
        return msg("fits.cheapest-count-one", "{cheapest}; {count:.0f} card in all.", cheapest=text, count=alone)
    return msg("fits.cheapest-end", "{cheapest}.", cheapest=text)


def _none_alone(est: Estimate, market: Market, offers: list[Offer], rejected: list[Offer], no_bf16: list[Offer],
                split: bool, reason) -> list[Reason]:
    """Why no card holds it alone: the rules advise against the ones that do, or none does; and a
    split that would take more GPUs than one platform holds."""
    out = []
    total = Quantity(value=need_gb(est.total), unit="GB")
    holder = _cheapest_alone(est.total, rejected)
    if holder is not None and holder.why:
        # cards exist that hold it, but the rules advise against each: say so, never "no card holds it"
        rule_id, why = holder.why[0]
        out.append(reason(rule_id, msg(
            "fits.none-accepted", "No card the rules accept in {market} holds {total:.1f} alone; {card} ({memory}, "
            "{price}) holds it, but the rules advise against buying it: {why}", market=market.name, total=total,
            card=CardParam(value=holder.card.name), memory=Quantity(value=holder.card.llm_memory_gb or 0, unit="GB"),
            price=_money(holder.price), why=why)))
    elif _cheapest_alone(est.total, no_bf16) is None:  # else the BF16 reason says why none is proposed
        out.append(reason("memory.llm-task", msg(
            "fits.none-alone", "No card in {market} holds {total:.1f} alone.", market=market.name, total=total)))
    if not split and any(_split_count(est, o.card.llm_memory_gb or 0.0, MAX_GPUS) for o in offers if o.price):
        out.append(reason("multi.platform-per-4", msg(
            "fits.split-too-many", "Splitting it would take more than {most:.0f} GPUs, more than one desktop "
            "platform holds.", most=MAX_SPLIT_GPUS)))
    return out


def _fit_model(a: Architecture) -> FitModel:
    """The :class:`FitModel` of an architecture."""
    return FitModel(name=a.name, params_b=round(a.params / 1e9, 3),
                    active_params_b=round(a.active_params / 1e9, 3) if a.active_params else None, kind=a.kind,
                    layers=round(a.layers), kv_heads=round(a.kv_heads, 1), head_dim=round(a.head_dim),
                    context_max=a.context, source=a.source, shape=a.how)


def _caveats(proposed: list[Offer], reason) -> list[Reason]:
    """Why the rules hold back on cards a fit proposes (alone, split or as a cheaper way), each
    cited by its rule: the first card's sentence for each rule (a data-centre card, too new a
    card…), except that every server module is named (``line.server-module``: an SXM or OAM
    module needs a data-centre server's baseboard, so it is never proposed without saying so).
    None for recommended cards."""
    first: dict[str, Message] = {}
    modules: list[str] = []
    for offer in proposed:
        for rule_id, why in offer.why:
            first.setdefault(rule_id, why)
            if rule_id == SERVER_MODULE_RULE and offer.card.name not in modules:
                modules.append(offer.card.name)
    out = []
    for rule_id, why in first.items():
        if rule_id == SERVER_MODULE_RULE and len(modules) > 1:
            why = msg("fits.server-modules", "{cards} are server modules, not cards: they mount only on a "
                      "data-centre server's baseboard (NVIDIA HGX/DGX, OCP OAM) and do not go in a PC; for a PC "
                      "choose a PCIe card, or rent the server.",
                      cards=ListOf(items=[CardParam(value=name) for name in modules], style="and"))
        out.append(reason(rule_id, why))
    return out


# --------------------------------------------------------------------------------------
# what a card runs (why --use-case llm, compare's memory line)
# --------------------------------------------------------------------------------------
LADDER_B = (1, 3, 7, 8, 13, 14, 32, 70, 405)  # the sizes people ask about (Llama, Qwen, Mistral families)
CAPACITY_ROWS = (
    ("inference", "fp16", "in fp16"),
    ("inference", "int8", "in 8-bit"),
    ("inference", "int4", "in 4-bit"),
    ("qlora", "int4", "with QLoRA"),
    ("lora", "bf16", "with LoRA"),
    ("full-finetune", "bf16", "fully fine-tuned"),
)
#: how each row of :data:`CAPACITY_ROWS` is said, as a message ("8B in 8-bit")
CAPACITY_WORDS: dict[tuple[str, str], Message] = {
    ("inference", "fp16"): msg("fits.capacity.fp16", "{size:.0f}B in fp16", size=0),
    ("inference", "int8"): msg("fits.capacity.int8", "{size:.0f}B in 8-bit", size=0),
    ("inference", "int4"): msg("fits.capacity.int4", "{size:.0f}B in 4-bit", size=0),
    ("qlora", "int4"): msg("fits.capacity.qlora", "{size:.0f}B with QLoRA", size=0),
    ("lora", "bf16"): msg("fits.capacity.lora", "{size:.0f}B with LoRA", size=0),
    ("full-finetune", "bf16"): msg("fits.capacity.full", "{size:.0f}B fully fine-tuned", size=0),
}


def largest(table: ModelTable, memory_gb: float, task: str, precision: str) -> int | None:
    """The largest size of :data:`LADDER_B` (billions) that fits ``memory_gb`` GB, else None."""
    best = None
    for b in LADDER_B:
        if table.need(float(b), task, precision) <= memory_gb:
            best = b
    return best


def _capacity(task: str, precision: str, billions: int) -> MessageParam:
    words = CAPACITY_WORDS[(task, precision)]
    return MessageParam(key=words.key, params={"size": Number(value=billions)})


def capacity_message(table: ModelTable, memory_gb: float) -> Message:
    """What ``memory_gb`` GB runs, e.g. "12 GB runs up to 3B in fp16, 8B in 8-bit and 14B in
    4-bit, fine-tunes 8B with QLoRA and 3B with LoRA; not 7B in fp16 (about 14.4 GB)", as a message."""
    run: list[MessageParam] = []
    tune: list[MessageParam] = []
    for task, precision, _words in CAPACITY_ROWS:
        b = largest(table, memory_gb, task, precision)
        if b is not None:
            (run if task == "inference" else tune).append(_capacity(task, precision, b))
    memory = Quantity(value=memory_gb, unit="GB")
    if not run:
        return msg("fits.capacity.none", "{memory} is too little for even a 1B model.", memory=memory)
    text = msg("fits.capacity.runs", "{memory} runs up to {runs}", memory=memory, runs=_join(run))
    if tune:
        text = msg("fits.capacity.tunes", "{runs}, and fine-tunes up to {tunes}", runs=text, tunes=_join(tune))
    fp16 = largest(table, memory_gb, "inference", "fp16")
    nxt = next((b for b in LADDER_B if fp16 is None or b > fp16), None)
    if nxt is not None and nxt <= 70:
        text = msg("fits.capacity.not", "{runs}; not {size:.0f}B in fp16 (about {need:.1f})", runs=text, size=nxt,
                   need=Quantity(value=table.need(float(nxt), "inference", "fp16"), unit="GB"))
    return msg("fits.capacity", "{capacity} (bare sizes; {run:,.0f}-token context to run, {train:,.0f} to train).",
               capacity=text, run=DEFAULT_CONTEXT["inference"], train=DEFAULT_CONTEXT["qlora"])


def capacity_gap_messages(table: ModelTable, big_gb: float, small_gb: float) -> list[MessageParam]:
    """What fits in ``big_gb`` and not in ``small_gb`` (e.g. "8B in 8-bit", "7B with QLoRA"), as messages."""
    out = []
    for task, precision, _words in CAPACITY_ROWS:
        b_big, b_small = largest(table, big_gb, task, precision), largest(table, small_gb, task, precision)
        if b_big is not None and b_big != b_small:
            out.append(_capacity(task, precision, b_big))
    return out


def _join(items: list[MessageParam]) -> MessageParam | Message:
    """``a``; ``a and b``; ``a, b and c`` (no comma before "and", the answers' style)."""
    if len(items) == 1:
        return items[0]
    return msg("fits.and", "{items} and {last}", items=ListOf(items=items[:-1]), last=items[-1])


__all__ = [
    "Architecture",
    "Estimate",
    "MemoryNeed",
    "ModelTable",
    "Offer",
    "build_fit",
    "capacity_gap_messages",
    "capacity_message",
    "count_parameters",
    "estimate",
    "largest",
    "need_gb",
    "parse_batch",
    "parse_context",
    "parse_precision",
    "parse_task",
    "sized_message",
]
