"""fix85a: multi-GPU training that fails is the cards' NCCL, never single-card support (judge32 C3)."""

from __future__ import annotations

import pytest

from tests.asked import reply_keys

C3 = ("装了pytorch nightly cu128，4卡5090 用DDP/FSDP/deepspeed训练或微调都跑不通，推理没问题，"
      "是不是pytorch不支持4卡5090数据并行？")


def test_c3_is_the_nccl_answer_not_single_card_support(advisor):
    keys = reply_keys(advisor.ask(C3))
    assert {"multi-gpu.supported", "multi-gpu.nccl-blackwell", "multi-gpu.p2p"} <= keys, keys
    assert "ask.wheel.yes" not in keys


@pytest.mark.parametrize("text, blackwell", [
    ("DDP training hangs on 4x RTX 4090 but single GPU works.", False),
    ("My 2 RTX 5090s fail with NCCL error when training with torchrun", True),
    ("两张3090多卡训练卡住不动", False),
])
def test_the_kind_in_other_words(advisor, text, blackwell):
    keys = reply_keys(advisor.ask(text))
    assert "multi-gpu.supported" in keys and "multi-gpu.p2p" in keys
    assert ("multi-gpu.nccl-blackwell" in keys) is blackwell


@pytest.mark.parametrize("text", [
    "Is 2x 4090 good for DDP training?", "4卡5090能跑数据并行吗", "rtx 5090 sm_120 error"])
def test_no_failure_or_one_card_is_not_this_answer(advisor, text):
    assert "multi-gpu.supported" not in reply_keys(advisor.ask(text))
