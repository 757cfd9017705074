"""``data/models.csv``: every row's architecture adds up to its parameter count, and the columns
added for today's models (MoE, MLA, sliding windows, published precision) are well formed.

The counter here extends :func:`advisor.fits.count_parameters` (which covers dense models and
MoE models whose every layer has the same experts) to the rows that have shared experts, dense
layers between MoE layers (DeepSeek V3/R1, Llama 4 Maverick) or multi-head latent attention
(DeepSeek: ``q_lora_rank``, ``kv_lora_rank``, ``qk_rope_head_dim``, ``v_head_dim``). It is a
check of the table (the published configs' numbers must give the published parameter count),
not answer code.
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from advisor.fits import ModelTable, count_parameters

DATA = Path(__file__).resolve().parents[2] / "data"
ROWS = list(csv.DictReader((DATA / "models.csv").open(encoding="utf-8")))
NEW_COLUMNS = ("family", "active_params_b", "experts_active", "shared_experts", "dense_layers",
               "dense_intermediate_size", "q_lora_rank", "kv_lora_rank", "qk_rope_head_dim", "v_head_dim",
               "published_precision", "sliding_window", "global_layers", "note")
PRECISIONS = {"", "bf16", "fp16", "fp8", "mxfp4"}


def _int(row: dict, key: str, default: int = 0) -> int:
    value = (row.get(key) or "").strip()
    return int(value) if value else default


# Hybrid-attention rows (Qwen3-Next): (full-attention layers, linear key heads, linear value heads, linear head
# dim, conv kernel), from the config.json the row cites (full_attention_interval 4 of 48 layers, linear_num_key_heads
# 16, linear_num_value_heads 32, linear_key/value_head_dim 128, linear_conv_kernel_dim 4). Full-attention layers
# gate their output (the query projection is twice as wide); the others are Gated DeltaNet layers.
HYBRID = {"Qwen3-Next 80B-A3B": (12, 16, 32, 128, 4)}
# Lightning-attention rows (MiniMax-M1): the softmax-attention layers (attn_type_list: 10 of 80); the other layers'
# lightning attention (modeling_minimax_m1.py) projects q, k and v over every head (qkv_proj), gates its output
# (output_gate) and projects it back (out_proj): five hidden x heads x head_dim matrices.
LIGHTNING = {"MiniMax-M1": 10}


def counted(row: dict) -> tuple[float, float | None]:
    """(total, active) parameters implied by a row: embeddings (+ output layer unless tied),
    attention (grouped-query, or MLA with a low-rank query and a compressed KV latent), the
    feed-forward of dense layers and of MoE layers (routed + shared experts + router), and two
    norms per layer. ``active`` (MoE rows with ``experts_active``) counts every non-expert weight
    and the experts one token uses. Biases and small norms are left out (under 0.5 %)."""
    L, h, heads, kv, hd = (_int(row, k) for k in ("layers", "hidden_size", "attention_heads", "kv_heads", "head_dim"))
    inter, vocab = _int(row, "intermediate_size"), _int(row, "vocab_size")
    experts, shared = _int(row, "experts", 1), _int(row, "shared_experts")
    dense, dense_inter = _int(row, "dense_layers"), _int(row, "dense_intermediate_size")
    q_lora, kv_lora, rope, v_dim = (_int(row, k) for k in ("q_lora_rank", "kv_lora_rank", "qk_rope_head_dim",
                                                           "v_head_dim"))
    if kv_lora:  # MLA: q (optionally through a low-rank latent), the KV latent + rope key, its up-projection, output
        q = h * q_lora + q_lora * heads * hd if q_lora else h * heads * hd
        attn = q + h * (kv_lora + rope) + kv_lora * heads * ((hd - rope) + v_dim) + heads * v_dim * h
    else:
        attn = 2 * h * heads * hd + 2 * h * kv * hd
    if row["name"] in HYBRID:  # a gated query on the full layers; a Gated DeltaNet on the others, as an average
        full, k_heads, v_heads, d, conv = HYBRID[row["name"]]
        qkvz = 2 * k_heads * d + 2 * v_heads * d
        linear = h * qkvz + h * 2 * v_heads + v_heads * d * h + conv * (2 * k_heads * d + v_heads * d)
        attn = (full * (attn + h * heads * hd) + (L - full) * linear) // L
    if row["name"] in LIGHTNING:  # softmax attention on a few layers, lightning attention on the rest, as an average
        full = LIGHTNING[row["name"]]
        attn = (full * attn + (L - full) * 5 * h * heads * hd) // L
    embed = vocab * h * (1 if row["tied_embeddings"] == "1" else 2)
    base = L * (attn + 2 * h) + embed + h
    if experts <= 1:
        return base + L * 3 * h * inter, None
    moe_layers = L - dense
    router = moe_layers * h * experts
    total = base + router + dense * 3 * h * dense_inter + moe_layers * (experts + shared) * 3 * h * inter
    active_experts = _int(row, "experts_active")
    if not active_experts:
        return total, None
    active = base + router + dense * 3 * h * dense_inter + moe_layers * (active_experts + shared) * 3 * h * inter
    return total, active


def test_the_table_has_today_s_families():
    families = {r["family"] for r in ROWS}
    assert {"Qwen3", "gpt-oss", "Llama 4", "DeepSeek-V3", "DeepSeek-R1", "Gemma 3", "Mistral Small 3.1",
            "Phi-4", "Gemma 2", "Llama 3.3", "Llama 3.1", "DeepSeek-R1-Distill-Qwen"} <= families


def test_new_columns_are_at_the_end_and_every_row_has_a_family():
    header = next(csv.reader((DATA / "models.csv").open(encoding="utf-8")))
    assert tuple(header[-len(NEW_COLUMNS):]) == NEW_COLUMNS
    assert header[: len(header) - len(NEW_COLUMNS)][-1] == "source"  # the old columns keep their places
    for r in ROWS:
        first = r["name"].replace("-", " ").split()[0]
        assert r["family"].strip() and r["family"].replace("-", " ").split()[0] == first, r["name"]


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r["name"])
def test_architecture_adds_up_to_the_parameter_count(row):
    total, active = counted(row)
    assert total / 1e9 == pytest.approx(float(row["params_b"]), rel=0.01)
    if not (row.get("shared_experts") or row.get("dense_layers") or row.get("kv_lora_rank")) and (
            row["name"] not in LIGHTNING):  # the advisor's own count is of softmax attention on every layer
        simple = count_parameters(*(_int(row, k) for k in ("layers", "hidden_size", "attention_heads", "kv_heads",
                                                           "head_dim", "intermediate_size", "vocab_size")),
                                  row["tied_embeddings"] == "1", _int(row, "experts", 1))
        assert simple == pytest.approx(total, rel=0.001)  # the same count as the advisor's own
    if row["active_params_b"]:
        assert active is not None, "an MoE row with active parameters names experts_active"
        # publishers differ in whether the input embedding (a lookup, not a matmul) counts as active
        lookup = _int(row, "vocab_size") * _int(row, "hidden_size")
        published = float(row["active_params_b"]) * 1e9
        assert min(abs(active / published - 1), abs((active - lookup) / published - 1)) < 0.03
        assert float(row["active_params_b"]) < float(row["params_b"])


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r["name"])
def test_moe_mla_window_and_precision_columns_are_well_formed(row):
    experts = _int(row, "experts", 1)
    if experts > 1:
        assert 1 <= _int(row, "experts_active") < experts, "an MoE row says how many experts a token uses"
    else:
        assert not any(row[k] for k in ("active_params_b", "experts_active", "shared_experts", "dense_layers"))
    assert bool(row["dense_layers"]) == bool(row["dense_intermediate_size"])
    assert _int(row, "dense_layers") < _int(row, "layers")
    mla = [row[k] for k in ("kv_lora_rank", "qk_rope_head_dim", "v_head_dim")]
    assert all(mla) or not any(mla), "MLA rows give the latent rank, the rope head dim and the value head dim"
    if row["kv_lora_rank"]:
        assert _int(row, "qk_rope_head_dim") < _int(row, "head_dim")  # head_dim = nope + rope (the q/k head)
        assert "kv_lora_rank + qk_rope_head_dim" in row["note"]
    if row["sliding_window"]:
        assert 0 < _int(row, "global_layers") < _int(row, "layers")
        assert _int(row, "sliding_window") < _int(row, "context_tokens")
    else:
        assert not row["global_layers"]
    assert row["published_precision"] in PRECISIONS
    if row["published_precision"] == "mxfp4":
        assert "MXFP4" in row["note"]


def test_deepseek_kv_cache_per_token_is_the_mla_latent():
    for name in ("DeepSeek V3", "DeepSeek R1"):
        r = next(r for r in ROWS if r["name"] == name)
        assert _int(r, "kv_lora_rank") + _int(r, "qk_rope_head_dim") == 576  # elements per token and layer
        assert float(r["active_params_b"]) == 37 and r["published_precision"] == "fp8"


@pytest.mark.parametrize(("query", "name"), [
    ("gemma 3 27b", "Gemma 3 27B"), ("gemma-2-27b", "Gemma 2 27B"), ("llama-3.3-70b", "Llama 3.3 70B"),
    ("llama-3.1-70b", "Llama 3.1 70B"), ("gpt-oss-120b", "gpt-oss 120b"), ("gpt-oss-20b", "gpt-oss 20b"),
    ("qwen3-30b-a3b", "Qwen3 30B-A3B"), ("qwen3-8b", "Qwen3 8B"), ("qwen2.5-7b", "Qwen2.5 7B"),
    ("llama-4-scout", "Llama 4 Scout"), ("llama-4-maverick", "Llama 4 Maverick"), ("deepseek-r1", "DeepSeek R1"),
    ("deepseek-v3", "DeepSeek V3"), ("deepseek-r1-distill-qwen-32b", "DeepSeek-R1-Distill-Qwen-32B"),
    ("mistral-small-3.1-24b", "Mistral Small 3.1 24B"), ("phi-4", "Phi-4"), ("phi-3-mini", "Phi-3 mini"),
])
def test_a_family_and_version_resolve_to_their_own_row(query, name):
    """Gemma 3 27B is not Gemma 2 27B, Llama 3.3 70B not 3.1 70B: each name has its own row."""
    assert ModelTable(ROWS).resolve(query).name == name


def test_every_model_and_alias_is_named_once():
    """Two rows of one name (or an alias on two rows) would make a model's figures depend on the row read first: the
    round that added Qwen2 7B twice, from two branches, is what this catches."""
    names = [row["name"] for row in ROWS]
    assert len(names) == len(set(names)), sorted({n for n in names if names.count(n) > 1})
    aliases = [a.strip().lower() for row in ROWS for a in (row.get("aliases") or "").split("|") if a.strip()]
    assert len(aliases) == len(set(aliases)), sorted({a for a in aliases if aliases.count(a) > 1})
