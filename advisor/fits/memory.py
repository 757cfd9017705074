"""The memory model of ``fits``: what running or training a large language model holds in GPU memory.

Memory is estimated term by term; every figure is in GB of 2^30 bytes (GiB), the unit card
memory is quoted in ("24 GB" cards hold 24 GiB). Symbols: P parameters, L layers, h hidden
size, KV = KV heads × head dim, V vocabulary, s context tokens, b batch.

- **weights**: P × the bits per weight of the format it is run or trained in, each sourced in
  ``data/performance/quant_bits.csv`` (:func:`formats`): inference runs llama.cpp's GGUF files,
  whose bits average over every tensor (Q4_K_M 4.89, Q8_0 8.50, Q2_K…Q6_K, the IQ levels); NF4
  (bitsandbytes, 4.127 bits: QLoRA paper §3), AWQ and GPTQ (4 bits + a 16-bit scale and a 4-bit
  zero per group of 128) and FP8 quantize the linear layers only and keep the embeddings and the
  output layer in 16-bit; MXFP4 (gpt-oss) holds the experts at 4.25 bits and the rest in Q8_0 in
  its GGUF. fp32 4 bytes, fp16/bf16 2 (``memory.llm``). Full fine-tuning in mixed precision
  keeps an fp32 master copy beside the 16-bit weights: 6 bytes per parameter (Hugging Face
  transformers docs, "Model training anatomy"). LoRA/QLoRA adapters are sized as Unsloth sets
  them (``FastLanguageModel.get_peft_model``: rank 16 on q, k, v, o, gate, up and down, in
  bf16); on a mixture of experts only the attention projections get adapters (calibrated on
  Unsloth's figures for Qwen3-30B-A3B, 17.5 GB, and gpt-oss-120b, 65 GB: adapters on every
  expert would add 5-8 GB that its figures do not have).
- **KV cache** (inference only; training keeps none): L × 2 (K and V) × KV heads × head dim
  × s × b × 2 bytes (an fp16 cache, llama.cpp's default; 4 bytes at fp32).
- **activations**: inference holds one layer's activations for a prefill chunk of at most
  512 tokens (llama.cpp's ``n_ubatch``), 34 bytes per token and hidden unit (Korthikanti et
  al. 2022, "Reducing Activation Recomputation in Large Transformer Models", eq. 1 with
  FlashAttention), plus the last token's fp32 logits. Full fine-tuning uses gradient
  checkpointing (the default of TRL's SFTConfig): each layer's 16-bit input (2 bytes per token
  and hidden unit per layer) plus one layer recomputed (34), plus the fp32 logits and their
  gradient (8 bytes per token and vocabulary entry). LoRA and QLoRA are sized as Unsloth runs
  them: its gradient checkpointing (``use_gradient_checkpointing="unsloth"``) keeps the layer
  inputs in system RAM and its fused cross-entropy never holds the whole fp32 logits, so the GPU
  holds one layer recomputed.
- **gradients / optimizer states**: full fine-tuning 4 and 8 bytes per parameter (fp32
  gradients and AdamW's two fp32 moments; Hugging Face "Model training anatomy": 18 bytes per
  parameter in mixed precision with the 6 bytes of weights, 16 in fp32); adapters 2 (bf16
  gradients) and 2 (8-bit AdamW, ``optim="adamw_8bit"``, the optimizer of Unsloth's notebooks).
- **overhead**: 1 GB per GPU for the CUDA context and kernels (Hugging Face: 1-2 GB, 1.3 GB
  measured; llama.cpp leaves 1 GiB free per GPU when it fits a model).

- **working margin** (16-bit LoRA): 16 % of the weights, calibrated on Unsloth's requirement
  table (``LORA_WORKSPACE_FRACTION``), shown with the activations.

Calibration: QLoRA and 16-bit LoRA totals against Unsloth's requirement table (70B about 41 GB
and 164 GB; "Llama 3.3 70B in under 48 GB"), its MoE figures and Answer.AI's FSDP + QLoRA of a 70B model over two 24 GB
cards (``data/performance/facts_2026_12.csv``; ``tests/advisor/test_fits.py``).

Defaults: inference in GGUF Q4_K_M (or the model's published 4-bit format, MXFP4) with 4,096
tokens (llama.cpp's ``fit_params_min_ctx``, the smallest context it settles on when memory is
short); training with 1,024 tokens (TRL SFTConfig ``max_length``) and batch 1 (the QLoRA
repository's per-device batch). A model is a row of ``data/models.csv`` (architectures from the
published configs, a source per row) or a bare size ("7b", "1.5b", "500m"): its architecture is
interpolated (log-linearly in the parameter count) between the table's reference models (column
``reference_for_sizes``).

No suitable library exists on PyPI for this arithmetic without torch or network access (see
the module's tests for the published figures it is checked against), so it is written here.
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from dataclasses import dataclass, replace
from functools import cache

from ..i18n import Message, Quantity, msg
from ..models import FitMemory, citation, cited

GIB = 2**30


#: bytes per parameter of the unquantized precisions (memory.llm) and of full fine-tuning's weights
BYTES = {"fp32": 4.0, "bf16": 2.0, "fp16": 2.0}


@dataclass(frozen=True)
class Format:
    """A weight format as ``data/performance/quant_bits.csv`` sizes it: ``name`` as tools write it
    (``Q4_K_M``, ``NF4``, ``AWQ``), ``bits`` per weight, ``scope`` what the bits cover (``file``: a
    GGUF file's average over every tensor; ``linear``: the linear layers, embeddings and output in
    16-bit; ``experts``: an MoE's experts, the rest at ``dense_bits``), and the row's source."""

    name: str
    bits: float
    scope: str
    dense_bits: float | None
    source: str


@cache
def formats() -> dict[str, Format]:
    """Every weight format of ``data/performance/quant_bits.csv`` by lower-case name (read once)."""
    from ..catalog import data_dir
    from ..facts import load_quant_bits

    return {r.quant.lower(): Format(r.quant, r.bits_per_weight, r.scope or "file", r.dense_bits_per_weight, r.source)
            for r in load_quant_bits(data_dir())}


#: the format each precision of the advisor stands for, to run a model (a GGUF file, as llama.cpp runs it)
#: and to train on it (bitsandbytes: QLoRA's NF4, LoRA's int8); a GGUF level (``q5_k_m``) is itself
RUN_FORMAT = {"int4": "q4_k_m", "int8": "q8_0"}
TRAIN_FORMAT = {"int4": "nf4", "int8": "int8"}
UNQUANTIZED = ("fp32", "bf16", "fp16")


def weight_format(precision: str, task: str) -> Format | None:
    """The :class:`Format` ``precision`` stands for in ``task`` (``None`` for fp32/bf16/fp16):
    int4 is GGUF Q4_K_M to run and NF4 to train (QLoRA), int8 Q8_0 to run and bitsandbytes int8
    for LoRA; any other precision is its own format (``q5_k_m``, ``awq``, ``mxfp4``…). Raises
    ``KeyError`` for a precision no format row sizes."""
    if precision in UNQUANTIZED:
        return None
    table = RUN_FORMAT if task == "inference" else TRAIN_FORMAT
    return formats()[table.get(precision, precision)]


#: how answers and the decode estimate name a precision to run: the format it stands for
QUANT_NAMES = {"int4": "Q4_K_M", "int8": "Q8_0", "fp16": "F16", "bf16": "BF16", "fp32": "F32"}


def quant_name(precision: str) -> str:
    """The name of the format ``precision`` runs a model in (``int4`` → ``Q4_K_M``, ``q5_k_m`` →
    ``Q5_K_M``, ``awq`` → ``AWQ``)."""
    return QUANT_NAMES.get(precision, precision.upper())


def precision_label(precision: str, task: str) -> str:
    """How an answer names the precision of a job: the format it runs in (``int4`` → ``Q4_K_M``) or
    trains on (QLoRA's ``int4`` → ``NF4``); LoRA and full fine-tuning as typed (``bf16``)."""
    if task == "inference":
        return quant_name(precision)
    f = weight_format(precision, task)
    return f.name if f is not None and task == "qlora" else precision


def bits_of(precision: str, task: str = "inference") -> float:
    """Bits per weight of ``precision`` in ``task`` (16 for fp16/bf16, 32 for fp32)."""
    f = weight_format(precision, task)
    return f.bits if f is not None else BYTES[precision] * 8


MASTER_WEIGHT_BYTES = 6.0  # mixed-precision training: 16-bit weights + fp32 master copy (HF "Model training anatomy")
GRAD_BYTES = 4.0  # fp32 gradients (HF "Model training anatomy")
ADAM_BYTES = 8.0  # AdamW: two fp32 moments (HF "Model training anatomy"; QLoRA repo: paged_adamw_32bit)
LORA_RANK = 16  # Unsloth FastLanguageModel.get_peft_model: r = 16 on q, k, v, o, gate, up, down
ADAPTER_BYTES = 2.0  # adapters in bf16 (QLoRA repo qlora.py casts LoRA layers to bf16 with --bf16)
ADAPTER_GRAD_BYTES = 2.0  # their gradients, bf16 like them
ADAPTER_ADAM_BYTES = 2.0  # 8-bit AdamW (optim="adamw_8bit", Unsloth's notebooks): two 1-byte moments
ACT_BYTES_PER_TOKEN_HIDDEN = 34  # one layer, 16-bit, FlashAttention (Korthikanti et al. 2022, eq. 1)
CHECKPOINT_BYTES = 2  # gradient checkpointing keeps each layer's 16-bit input (Korthikanti et al. 2022)
LOGIT_TRAIN_BYTES = 8  # fp32 logits + their gradient per token and vocabulary entry
PREFILL_CHUNK = 512  # llama.cpp n_ubatch (common/common.h): tokens per prefill step
OVERHEAD_GB = 1.0  # CUDA context and kernels per GPU (HF docs: 1-2 GB; llama.cpp: 1 GiB margin per GPU)
#: 16-bit LoRA's working margin, as a fraction of its weights: Unsloth's requirement table (facts_2026_12.csv,
#: unsloth-requirements page) sits 13-21 % above the sum of the other terms at every size from 7B to 405B
#: (3B 8, 7B 19, 8B 22, 14B 33, 32B 76, 70B 164, 405B 950 GB), a margin that grows with the weights (the
#: allocator's cached blocks, the 16-bit buffers each layer's forward and backward pass holds); 16 % brings
#: every row within 10 %. QLoRA gets none: its table rows are not smooth in the size (14B 8.5, 27B 22, 70B 41
#: GB) and the 70B and MoE figures are met without it.
LORA_WORKSPACE_FRACTION = 0.16


SOURCES: dict[str, Message] = {  # where each term of the memory arithmetic comes from (Sources messages)
    "weights": msg("source.fits.weights", "memory.llm (MODERN.md); QLoRA paper (Dettmers et al. 2023) §3 for 4-bit; "
                   "Hugging Face transformers docs, Model training anatomy"),
    "kv": msg("source.fits.kv", "KV cache = layers x 2 x KV heads x head dim x context x batch x bytes; "
              "llama.cpp common/common.h (f16 cache)"),
    "act": msg("source.fits.act", "Korthikanti et al. 2022 (activation memory per layer, eq. 1); llama.cpp "
               "common/common.h (n_ubatch 512); TRL SFTConfig (gradient checkpointing on)"),
    "train": msg("source.fits.train-adamw", "Hugging Face transformers docs, Model training anatomy (AdamW 8, "
                 "gradients 4 bytes per parameter)"),
    "unsloth": msg("source.fits.unsloth", "unslothai/unsloth@015bdef unsloth/models/llama.py get_peft_model (r 16; "
                   "q, k, v, o, gate, up, down; use_gradient_checkpointing 'unsloth', "
                   "unsloth_offloaded_gradient_checkpoint in _utils.py); optim 'adamw_8bit' of its notebooks "
                   "(tests/saving/language_models/test_merge_4bit_validation.py); calibrated on Unsloth's requirement "
                   "table and MoE figures (data/performance/facts_2026_12.csv)"),
    "overhead": msg("source.fits.overhead", "Hugging Face transformers docs, Model training anatomy (kernels 1-2 GB); "
                    "llama.cpp common/common.h (fit_params_target: 1 GiB per GPU)"),
    "context": msg("source.fits.context", "llama.cpp common/common.h (fit_params_min_ctx 4096); TRL SFTConfig "
                   "(max_length 1024)"),
    "gguf": msg("source.fits.gguf-levels", "data/performance/quant_bits.csv (ggml-org/llama.cpp@311c2c9 "
                "tools/quantize/README.md: bits per weight of each GGUF level, over the whole file)"),
    "mxfp4": msg("source.fits.mxfp4", "OCP Microscaling Formats (MX) v1.0 §5 (4.25 bits); openai/gpt-oss@7b58334 "
                 "README (MoE weights in MXFP4)"),
    "moe": msg("source.fits.moe", "data/models.csv active_params_b (the published active parameters of an MoE)"),
}


def need_gb(gb: float) -> float:
    """A memory need rounded UP to 0.1 GB, the way a need is shown and compared with a card's
    VRAM: 8.82 GB → 8.9, never 8.8 (a floor rounded down would pass cards, and name capacities,
    that the arithmetic says fall short)."""
    return math.ceil(round(gb * 10, 6)) / 10


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
    kind: str  # "table" or "size" ("any": the readers' stand-in for any model, advisor.kinds)
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
        """Adapter parameters for rank ``rank`` on q, k, v, o, gate, up and down of a dense model;
        on a mixture of experts on the attention projections only (the module docstring: how
        Unsloth's MoE figures are met)."""
        h, q, kv, i = self.hidden, self.q_width, self.kv_width, self.intermediate
        attention = (h + q) + 2 * (h + kv) + (q + h)
        mlp = 3 * (h + i) if self.experts <= 1 else 0.0
        return self.layers * rank * (attention + mlp)


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
    terms: tuple[tuple[Message, Message], ...]  # (what the term is and how it was computed, source)
    adapters: float = 0.0  # LoRA/QLoRA adapters (bf16), GB; kept apart from the base weights
    workspace: float = 0.0  # 16-bit LoRA's working margin (LORA_WORKSPACE_FRACTION), GB; shown with the activations

    @property
    def total(self) -> float:
        """Everything on one GPU, GB."""
        return (self.weights + self.adapters + self.kv_cache + self.activations + self.workspace + self.gradients
                + self.optimizer + self.overhead)

    def per_gpu(self, count: int) -> float:
        """GB on each of ``count`` GPUs when the layers are split between them: weights, KV
        cache, gradients, optimizer states and the working margin that grows with the weights divide;
        each GPU keeps its own activations and overhead."""
        shared = self.weights + self.adapters + self.kv_cache + self.gradients + self.optimizer + self.workspace
        return shared / count + self.activations + self.overhead

    def memory(self) -> FitMemory:
        """The breakdown as the :class:`FitMemory` of the answer (GB, rounded to 0.01; the total
        rounded up, so that the need shown from it, :func:`need_gb`, is the need the text states). The
        working margin of 16-bit LoRA is shown with the activations (the buffers of the passes)."""
        r = lambda x: round(x, 2)  # noqa: E731
        return FitMemory(
            weights_gb=r(self.weights),
            adapters_gb=r(self.adapters),
            kv_cache_gb=r(self.kv_cache),
            activations_gb=r(self.activations + self.workspace),
            gradients_gb=r(self.gradients),
            optimizer_gb=r(self.optimizer),
            overhead_gb=r(self.overhead),
            total_gb=math.ceil(round(self.total * 100, 6)) / 100,
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


def _quant_source(f: Format) -> Message:
    """Where a quant level's bits come from: ``quant_bits.csv`` and the names of its source."""
    return cited(f"data/performance/quant_bits.csv ({citation(f.source)})")


def _weights(arch: Architecture, task: str, precision: str, emb: float) -> tuple[float, tuple[Message, Message]]:
    """Bytes of the weights of running or (Q)LoRA-training ``arch`` in ``precision`` (its
    :class:`Format`, :func:`weight_format`), and the term that says how."""
    p = arch.params
    f = weight_format(precision, task)
    if f is None:
        pb = BYTES[precision]
        return p * pb, (msg("fits.term.weights", "Weights: {params} parameters x {bytes:g} bytes ({precision}) = "
                            "{gb:.1f}.", params=_b(p), bytes=pb, precision=precision, gb=_gb_q(p * pb)),
                        SOURCES["weights"])
    if f.scope == "experts" and arch.expert_params:  # gpt-oss: the experts in MXFP4, the rest in Q8_0
        experts = min(arch.expert_params, p)
        dense = f.dense_bits or 16.0
        base = experts * f.bits / 8 + (p - experts) * dense / 8
        return base, (msg("fits.term.weights-experts", "Weights: {experts} expert parameters x {bits:g} bits ({quant}, "
                          "as published) + {rest} other parameters x {dense:g} bits = {gb:.1f}.", experts=_b(experts),
                          bits=f.bits, quant=f.name, rest=_b(p - experts), dense=dense, gb=_gb_q(base)),
                      msg("source.also", "{source}; {more}", source=SOURCES["mxfp4"], more=_quant_source(f)))
    if f.scope == "file":  # a GGUF file: its bits average over every tensor
        base = p * f.bits / 8
        return base, (msg("fits.term.weights-gguf", "Weights: {params} parameters x {bits:g} bits (GGUF {quant}, "
                          "llama.cpp's average over every tensor) = {gb:.1f}.", params=_b(p), bits=round(f.bits, 2),
                          quant=f.name, gb=_gb_q(base)), _quant_source(f))
    base = (p - emb) * f.bits / 8 + emb * 2
    return base, (msg("fits.term.weights-format", "Weights: {params} parameters x {bits:g} bits ({quant}) + "
                      "{embedding} embedding and output parameters kept in 16-bit = {gb:.1f}.", params=_b(p - emb),
                      bits=round(f.bits, 3), quant=f.name, embedding=_b(emb), gb=_gb_q(base)),
                  _quant_source(f))


#: How many estimates :func:`estimate` keeps (an answer weighs a few configurations of one model; a
#: bot answers the same models again and again).
ESTIMATE_CACHE_SIZE = 1024
_ESTIMATES: OrderedDict[tuple[object, ...], tuple[Architecture, Estimate]] = OrderedDict()
_ESTIMATES_LOCK = threading.Lock()


def estimate(arch: Architecture, task: str, precision: str, context: int, batch: int) -> Estimate:
    """The memory of running or training ``arch`` (see the module docstring for each term).

    A pure function of its inputs, so the last :data:`ESTIMATE_CACHE_SIZE` are kept: an equal
    architecture (every field) with the same task, precision, context and batch gets the same
    figures and sentences, with ``arch`` itself as the estimate's architecture. Nothing of a
    server's view is held (no rule book, catalogue or price)."""
    key = (arch.name, arch.kind, arch.params, arch.read_from, task, precision, context, batch)
    with _ESTIMATES_LOCK:
        hit = _ESTIMATES.get(key)
        if hit is not None and (hit[0] is arch or hit[0] == arch):
            _ESTIMATES.move_to_end(key)
            return hit[1] if hit[0] is arch else replace(hit[1], arch=arch)
    est = _estimate(arch, task, precision, context, batch)
    with _ESTIMATES_LOCK:
        _ESTIMATES[key] = (arch, est)
        _ESTIMATES.move_to_end(key)
        while len(_ESTIMATES) > ESTIMATE_CACHE_SIZE:
            _ESTIMATES.popitem(last=False)
    return est


def _estimate(arch: Architecture, task: str, precision: str, context: int, batch: int) -> Estimate:
    """:func:`estimate`, computed."""
    p, emb = arch.params, min(arch.embedding_params, arch.params * 0.5)
    terms: list[tuple[Message, Message]] = []
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
        weights, term = _weights(arch, task, precision, emb)
        terms.append(term)
        trained = arch.lora_params() if training else 0.0
        if training:
            adapters = (msg("fits.term.adapters-attention", "Adapters: rank {rank:.0f} on the attention projections (a "
                            "mixture of experts: its experts get none) = {params} trained parameters x {bytes:g} "
                            "bytes (bf16) = {gb:.2f}.", rank=LORA_RANK, params=_b(trained), bytes=ADAPTER_BYTES,
                            gb=_gb_q(trained * ADAPTER_BYTES)) if arch.experts > 1 else
                        msg("fits.term.adapters", "Adapters: rank {rank:.0f} on every linear layer = {params} trained "
                            "parameters x {bytes:g} bytes (bf16) = {gb:.2f}.", rank=LORA_RANK, params=_b(trained),
                            bytes=ADAPTER_BYTES, gb=_gb_q(trained * ADAPTER_BYTES)))
            terms.append((adapters, SOURCES["unsloth"]))
    # The weights line reads "7.00 B x 2 bytes = 13.0": say once that GB here are GiB, as VRAM is.
    terms.insert(1, (msg("fits.term.units", "GB here are GiB (2^30 bytes), the unit card memory is counted in: "
                         "{billions:.1f} billion bytes of weights are {gb:.1f}.", billions=weights / 1e9,
                         gb=_gb_q(weights)), SOURCES["weights"]))
    kv_bytes = 4 if precision == "fp32" else 2
    if training:
        kv = 0.0
        tokens = context * batch
        wide = 2 if precision == "fp32" else 1
        layer = tokens * arch.hidden * ACT_BYTES_PER_TOKEN_HIDDEN * wide
        if task == "full-finetune":  # TRL's gradient checkpointing: layer inputs and whole logits on the GPU
            ckpt = arch.layers * tokens * arch.hidden * CHECKPOINT_BYTES * wide
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
        else:  # Unsloth: layer inputs offloaded to system RAM, the loss computed without whole fp32 logits
            activations = layer
            terms.append((msg("fits.term.activations-unsloth",
                              "Activations: one layer recomputed ({tokens:,.0f} tokens x {hidden:,.0f} hidden x "
                              "{layer_bytes:.0f} bytes) = {gb:.2f}; Unsloth's gradient checkpointing keeps the other "
                              "layers' inputs in system RAM and its fused loss never holds the whole logits; training "
                              "keeps no KV cache.", tokens=tokens, hidden=arch.hidden,
                              layer_bytes=ACT_BYTES_PER_TOKEN_HIDDEN * wide, gb=_gb_q(activations)),
                          SOURCES["unsloth"]))
        if task == "full-finetune":
            grads, opt = trained * GRAD_BYTES, trained * ADAM_BYTES
            terms.append((msg("fits.term.gradients-full", "Gradients and AdamW states for every parameter: {params} x "
                              "({grad_bytes:g} + {adam_bytes:g} bytes) = {grads:.1f} + {opt:.1f}.", params=_b(trained),
                              grad_bytes=GRAD_BYTES, adam_bytes=ADAM_BYTES, grads=_gb(trained * GRAD_BYTES),
                              opt=_gb_q(opt)), SOURCES["train"]))
        else:
            grads, opt = trained * ADAPTER_GRAD_BYTES, trained * ADAPTER_ADAM_BYTES
            terms.append((msg("fits.term.gradients-adapters-8bit", "Gradients and 8-bit AdamW states for the adapter "
                              "parameters: {params} x ({grad_bytes:g} + {adam_bytes:g} bytes) = {grads:.2f} + "
                              "{opt:.2f}.", params=_b(trained), grad_bytes=ADAPTER_GRAD_BYTES,
                              adam_bytes=ADAPTER_ADAM_BYTES, grads=_gb(grads), opt=_gb_q(opt)), SOURCES["unsloth"]))
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
    workspace = weights * LORA_WORKSPACE_FRACTION if task == "lora" and weight_format(precision, task) is None else 0.0
    if task == "qlora":  # QLoRA never below its published minimum at the model's size (qlora_floor)
        from .qlora_floor import floor_term

        summed = weights + trained * ADAPTER_BYTES + activations + grads + opt + OVERHEAD_GB * GIB
        gap, said = floor_term(p, arch.experts, summed / GIB)
        if said is not None:
            workspace = gap * GIB
            terms.append((said, SOURCES["unsloth"]))
    if workspace and task == "lora":
        terms.append((msg("fits.term.workspace-lora", "Working memory of 16-bit LoRA: {percent:.0f} % of the weights "
                          "= {gb:.1f} (counted with the activations; calibrated on Unsloth's requirement table, "
                          "which sits 13-21 % above the other terms at every size from 7B to 405B).",
                          percent=LORA_WORKSPACE_FRACTION * 100, gb=_gb_q(workspace)), SOURCES["unsloth"]))
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
        workspace=_gb(workspace),
    )


def plain_total(est: Estimate) -> float:
    """GB (GiB) the adapter job ``est`` (LoRA or QLoRA, sized as Unsloth runs it: the module docstring) needs run
    the plain way — Hugging Face PEFT + bitsandbytes with TRL's gradient checkpointing: each layer's 16-bit input
    stays on the GPU (:data:`CHECKPOINT_BYTES` a token and hidden unit per layer) and the loss holds the whole fp32
    logits and their gradient (:data:`LOGIT_TRAIN_BYTES` a token and vocabulary entry), the two terms Unsloth's
    offloaded checkpointing and fused loss leave off. The gap reproduces LLaMA-Factory's measurement (its wiki,
    "Performance comparison", 2024-04-15: LLaMA2-7B QLoRA at 1,024 tokens, batch 4, 9 GB with Hugging Face against 7
    GB with Unsloth; these terms give 7.4 against 5.4). ``est.total`` for any other job."""
    if est.task not in ("lora", "qlora"):
        return est.total
    arch, tokens = est.arch, est.context * est.batch
    wide = 2 if est.precision == "fp32" else 1
    extra = arch.layers * tokens * arch.hidden * CHECKPOINT_BYTES * wide + tokens * arch.vocab * LOGIT_TRAIN_BYTES
    return est.total + extra / GIB
