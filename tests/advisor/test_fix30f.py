"""fix30f (issues 27, 28; break27 #14, #17): a multi-node job answered for the whole cluster in the headline, and a
vLLM out-of-memory report weighed (its likely cause, and the card question asked). Each as a kind, on several
wordings, in English and Chinese."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _out(q, lang: str = "en") -> str:
    return " ".join(render_question(q, View(language=lang)).split())


# -- 14. a cluster: the headline is the cluster's, the time is on every card asked ----------------------------------

@pytest.mark.parametrize(("text", "cards"), [
    ("3 nodes x 8 a100 for training llama 70b", 24),
    ("3 nodes with 8 h100 each for training llama 70b", 24),
])
def test_a_job_one_machine_cannot_hold_is_headed_by_the_cluster(advisor, text, cards):
    q = advisor.ask(text)
    assert q.answer.shape.headline.key == "fits.nodes.headline.holds", q.answer.shape.headline.key
    out = _out(q)
    assert f"it fits sharded over the {cards} cards" in out.split("United States")[0], out
    assert "more than it holds" not in out, out


@pytest.mark.parametrize("lang", ["zh_Hans", "zh_Hant"])
def test_the_cluster_headline_in_chinese(advisor, lang):
    out = _out(advisor.ask("3 nodes x 8 a100 for training llama 70b"), lang)
    assert "1920 GB" in out and "24" in out and "fits sharded" not in out, out


@pytest.mark.parametrize(("text", "total"), [
    ("4 nodes x 8 h100 for pretraining a 7b model", 32),
    ("2 nodes with 8 a100 each to pretrain a 3b model", 16),
])
def test_pretraining_on_a_cluster_is_timed_on_every_card_and_never_a_rented_clusters_job(advisor, text, total):
    out = _out(advisor.ask(text))
    assert f"on all {total} cards" in out and "on one machine of 8" in out, out
    assert "rented cluster" not in out, out


def test_pretraining_on_one_machine_keeps_its_sentence(advisor):
    out = _out(advisor.ask("pretraining a 7b model on 8x h100"))
    assert "on all" not in out and "about 23–27 days on 8" in out, out


@pytest.mark.parametrize("lang", ["zh_Hans", "zh_Hant"])
def test_pretraining_on_a_cluster_in_chinese(advisor, lang):
    out = _out(advisor.ask("4 nodes x 8 h100 for pretraining a 7b model"), lang)
    assert "32" in out and ("集群" in out or "叢集" in out) and ("租" not in out), out


# -- 17. a vLLM out-of-memory report: the cause, and the card asked about --------------------------------------------

VLLM_8B = ("I'm running vllm serve meta-llama/Llama-3.1-8B-Instruct --tensor-parallel-size 2 on two 3060s and get "
           "CUDA out of memory, which card should I buy?")
VLLM_72B = "我用两张4090跑vllm serve Qwen2.5-72B-Instruct-AWQ --tensor-parallel-size 2，报CUDA out of memory，要加卡吗"


@pytest.mark.parametrize("text", [
    VLLM_8B,
    "vllm OOMs when I serve llama 3.1 8b on my two rtx 3060s, why? it should fit",
    VLLM_72B,
])
def test_a_vllm_oom_on_cards_that_hold_it_names_the_cause(advisor, text):
    q = advisor.ask(text)
    keys = [c.message.key for c in q.answer.shape.decides]
    assert keys and keys[0] in ("fits.vllm-oom.cause", "fits.vllm-oom.both"), keys
    out = _out(q)
    assert "--max-model-len" in out and "whole context" in out, out


def test_the_card_question_is_answered_too(advisor):
    out = _out(advisor.ask(VLLM_8B))
    assert "No card to buy to run it at 4,096 tokens" in out and "131,072-token context" in out, out


def test_a_third_card_for_tensor_parallelism_is_said_not_to_help(advisor):
    out = _out(advisor.ask(VLLM_72B))
    assert "never 3" in out and "2, 4 or 8" in out, out


@pytest.mark.parametrize("lang", ["zh_Hans", "zh_Hant"])
def test_the_vllm_oom_in_chinese(advisor, lang):
    out = _out(advisor.ask(VLLM_72B), lang)
    assert "--max-model-len" in out and "32,768" in out and ("不用加卡" in out), out
    assert "You saw" not in out, out


@pytest.mark.parametrize("text", [
    "vllm serve meta-llama/Llama-3.1-8B-Instruct --max-model-len 4096 on two 3060s gives CUDA out of memory",
    "can two 3060s run llama 3.1 8b in vllm?",
    "I get CUDA out of memory running llama 3.1 8b with transformers on two 3060s",
])
def test_no_cause_said_where_it_is_not_the_one(advisor, text):
    keys = [c.message.key for c in advisor.ask(text).answer.shape.decides]
    assert not any(k.startswith("fits.vllm-oom") for k in keys), keys
