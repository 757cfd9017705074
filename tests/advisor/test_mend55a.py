"""Round 31, mend55a (break48 H1, H2, M8, M9): counts of cards said by a launcher's flags and by sized pools.

- A launcher's processes spelt "--num_processes" (accelerate) count the GPUs, as "--num_gpus" does.
- torchrun's "--nnodes=2 --nproc_per_node=8" (either order) is 2 machines of 8 GPUs: 16 in all.
"""

from __future__ import annotations

import pytest

from advisor.ask.nodes import nodes_said


def _read(advisor, text: str):
    return advisor.ask(text).read_as


def test_accelerates_num_processes_counts_the_cards(advisor):
    r = _read(advisor, "accelerate launch --num_processes 4 llama 13b lora, 3090s enough?")
    assert r.cards == ["GeForce RTX 3090"]
    assert r.gpus == 4


@pytest.mark.parametrize(
    ("text", "nodes"),
    [
        ("torchrun --nnodes=2 --nproc_per_node=8 train.py", (2, 8)),
        ("torchrun --nproc_per_node=8 --nnodes 2 train.py", (2, 8)),
        ("torchrun --nnodes=2 --node_rank=0 --nproc_per_node=4 train.py", (2, 4)),
        ("torchrun --nproc_per_node=2 train.py", None),
        ("torchrun --nnodes=1 --nproc_per_node=2 train.py", None),  # one machine: its processes alone
    ],
)
def test_torchruns_nodes_times_processes(text, nodes):
    found = nodes_said(text)
    assert (found[:2] if found else None) == nodes


def test_torchruns_nodes_make_sixteen_cards(advisor):
    r = _read(advisor, "torchrun --nnodes=2 --nproc_per_node=8 llama 70b full finetune on A100 80GB, OOM")
    assert r.gpus == 16
    r = _read(advisor, "torchrun --nproc_per_node=2 train.py fails with OOM on llama 8b full finetune")
    assert r.gpus == 2


@pytest.mark.parametrize("text", ["我们这里有8x40G，能跑deepseek r1吗", "we have 8x 40G, can we run deepseek r1?",
                                  "我们这里有8x40G的可以吗"])
def test_cards_had_counted_by_their_size_alone(advisor, text):
    r = _read(advisor, text)  # break48 H2: 8 × 40 GB owned, whatever model follows
    assert (r.memory_gb, r.gpus) == ([40], 8)


def test_ram_sticks_counted_by_size_are_no_cards(advisor):
    r = _read(advisor, "i have 2x16gb ram and a 3060, can i run qwen 14b?")
    assert not r.memory_gb and r.gpus in (None, 1)


@pytest.mark.parametrize("text", ["must it be an 80GB card? we have 2x 40GB cards, llama 70b",
                                  "must it be an 80GB card? we have two 40GB cards, llama 70b",
                                  "does it have to be an 80gb card? we have 2x 40gb cards, llama 70b"])
def test_a_sized_card_asked_as_a_need_is_not_had(advisor, text):
    r = _read(advisor, text)  # break48 H1: 2 × 40 GB had, the 80 GB card only asked about
    assert (r.memory_gb, r.gpus) == ([40], 2)


def test_two_sized_cards_had_still_pool(advisor):
    r = _read(advisor, "I have a 16gb card and a 12gb card, can they run qwen 32b together")
    assert sorted(r.memory_gb) == [12, 16]


def test_a_servers_own_count_stands_beside_a_launchers_nodes(advisor):
    r = _read(advisor, "torchrun --nnodes 2 --nproc-per-node 8 --node-rank $RANK generate.py 直接报cuda out of memory，"
                       "我的服务器是8*A6000(48G),请问目前这台服务器显存能支持吗")
    assert (r.cards, r.gpus) == (["RTX A6000"], 8)
