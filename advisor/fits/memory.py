"""The memory model of ``fits``: what running or training a large language model holds in GPU memory.

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

import math
from dataclasses import dataclass

from ..i18n import Message, Quantity, msg
from ..models import FitMemory

GIB = 2**30


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
