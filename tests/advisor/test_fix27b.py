"""fix27b (issues 27, 28; break26 findings 4, 14, 9): nodes, clusters and published precisions. Each as a kind:
a model published in FP8 (MiniMax-M2, like DeepSeek V3/R1 and Kimi K2) is sized in FP8 as released, never "16 bits";
every large MoE row records the precision its weights are published in."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View

ROWS = list(csv.DictReader((Path(__file__).resolve().parents[2] / "data" / "models.csv").open(encoding="utf-8")))


def _out(q, lang: str = "en") -> str:
    return " ".join(render_question(q, View(language=lang)).split())


# -- 9. the precision the weights are published in -----------------------------------------------------------

def test_every_large_moe_row_records_its_published_precision():
    """A large MoE row (the ones released in FP8 or MXFP4 as often as in BF16) never leaves the precision empty:
    an empty one would be sized and said as "16 bits, as its weights are released"."""
    big_moe = [r for r in ROWS if int(r["experts"] or 1) > 1 and float(r["params_b"]) >= 100]
    assert big_moe
    assert [r["name"] for r in big_moe if not r["published_precision"]] == []
    fp8 = {r["name"] for r in ROWS if r["published_precision"] == "fp8"}
    assert {"MiniMax-M2", "DeepSeek V3", "DeepSeek R1", "Kimi K2"} <= fp8
    assert not {"GLM-4.5", "GLM-4.5-Air", "GLM-4.6"} & fp8  # BF16 main releases (an -FP8 repo beside them)
    row = next(r for r in ROWS if r["name"] == "MiniMax-M2")
    assert "FP8" in row["source"] and "docs.nvidia.com" in row["source"]


@pytest.mark.parametrize("text", ["minimax m2 on 2x rtx pro 6000?", "can 2 rtx pro 6000 run minimax-m2"])
def test_minimax_m2_is_sized_in_fp8_as_released(advisor, text):
    q = advisor.ask(text)
    out = _out(q)
    assert "In FP8, as its weights are released" in out, out
    assert "16 bits, as its weights are released" not in out, out


@pytest.mark.parametrize("lang", ["zh_Hans", "zh_Hant"])
def test_minimax_m2_fp8_in_chinese(advisor, lang):
    out = _out(advisor.ask("minimax m2 on 2x rtx pro 6000?"), lang)
    assert "FP8" in out and "16 位" not in out, out


# -- 4. a cluster of machines: one assumption about the card, a job answered per machine ------------------------

@pytest.mark.parametrize("text", ["3 nodes x 8 a100", "3 nodes x 8 a100 for training llama 70b",
                                  "4 nodes with 8 h100 each for running llama 405b"])
def test_a_cluster_says_one_card_never_pcie_then_sxm(advisor, text):
    q = advisor.ask(text)
    out = _out(q)
    assert "PCIe 80 GB" not in out and "fits 5 cards" not in out, out
    assert [n.key for n in q.read_as.notes].count("ask.server-board") == 1


@pytest.mark.parametrize(("text", "machines", "each"), [
    ("3 nodes x 8 a100 for training llama 70b", 3, 8),
    ("4 nodes with 8 h100 each for running llama 405b", 4, 8),
    ("三个节点，每个节点8张A100，训练llama 70b", 3, 8),
])
def test_a_cluster_past_one_rig_is_fitted_per_machine_never_refused(advisor, text, machines, each):
    q = advisor.ask(text)
    assert q.error is None and q.answer is not None and type(q.answer).__name__ == "Fit", q.reply
    assert q.read_as.gpus == each or q.answer.rig is not None
    keys = [n.key for n in q.read_as.notes]
    assert "ask.nodes-per-node" in keys and "ask.nodes-count" not in keys
    note = next(n for n in q.read_as.notes if n.key == "ask.nodes-per-node")
    assert note.params["machines"].value == machines and note.params["total"].value == machines * each
    assert "more than this checks" not in _out(q)


def test_a_job_one_machine_cannot_hold_is_weighed_on_the_whole_cluster(advisor):
    q = advisor.ask("3 nodes x 8 a100 for training llama 70b")
    keys = [c.message.key for c in q.answer.shape.caveats]
    assert keys[0] == "fits.nodes.holds", keys
    assert "fits.none-alone" not in keys and "fits.split-too-many" not in keys
    out = _out(q)
    assert "Across the 3 machines (1920 GB in all) it fits sharded over the 24 cards" in out, out


@pytest.mark.parametrize("lang", ["zh_Hans", "zh_Hant"])
def test_the_cluster_sentences_in_chinese(advisor, lang):
    out = _out(advisor.ask("3 nodes x 8 a100 for training llama 70b"), lang)
    assert "3 台" in out and "24" in out and "read as" not in out and "Across" not in out, out


# -- 14. the network between the machines, never "over PCIe" alone ----------------------------------------------

@pytest.mark.parametrize(("text", "key"), [
    ("2 nodes of 4x rtx 4090 for training llama 8b, is that ok?", "fits.nodes.network.train"),
    ("2 machines each with 4 3090s to fine-tune qwen 32b", "fits.nodes.network.train"),
    ("2 nodes with 4 rtx 4090 each for running llama 70b", "fits.nodes.network.run"),
])
def test_a_multi_node_job_names_the_network(advisor, text, key):
    q = advisor.ask(text)
    keys = [r.message.key for r in q.answer.reasons]
    assert key in keys, keys
    assert not any(k.startswith("fits.own.pcie") for k in keys), keys
    assert not any(c.message.key.startswith("fits.own.pcie") for c in q.answer.shape.caveats)
    reason = next(r for r in q.answer.reasons if r.message.key == key)
    assert "apxml.com" in str(reason.source) and reason.message.params["machines"].value == 2


def test_the_network_sentence_is_said(advisor):
    out = _out(advisor.ask("2 nodes of 4x rtx 4090 for training llama 8b, is that ok?"))
    assert "Across the 2 machines" in out and "InfiniBand" in out and "fine-tune one model over PCIe" not in out


@pytest.mark.parametrize("lang", ["zh_Hans", "zh_Hant"])
def test_the_network_sentence_in_chinese(advisor, lang):
    out = _out(advisor.ask("2 nodes of 4x rtx 4090 for training llama 8b, is that ok?"), lang)
    assert "InfiniBand" in out and "2 台" in out and "Across" not in out, out


def test_one_box_keeps_its_pcie_sentence(advisor):
    keys = [r.message.key for r in advisor.ask("4x rtx 4090 for training llama 8b").answer.reasons]
    assert not any(k.startswith("fits.nodes.") for k in keys), keys


@pytest.mark.parametrize("text", ["3 nodes x 8 a100", "2 nodes with 8 h100 each", "两台8卡A100"])
def test_a_cluster_with_no_job_is_what_its_machines_run(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.model is None, q.read_as
    assert type(q.answer).__name__ == "Runs", type(q.answer)


def test_one_card_named_alone_keeps_its_verdict(advisor):
    assert advisor.ask("8x a100").read_as.command == "why"


@pytest.mark.parametrize("text", ["2 nodes x 4 a100 pcie for training llama 8b", "2 servers x 4 a100 pcie"])
def test_the_counts_sign_is_not_read_into_the_card_name(advisor, text):
    q = advisor.ask(text)
    typed = [str(getattr(n.params.get("query"), "value", "")) for n in q.read_as.notes if n.key == "names.fits"]
    assert all(not t.startswith(("x ", "× ")) for t in typed), typed
    assert q.read_as.cards == ["A100 PCIe 80 GB"]
