"""A maker's stack asked about keeps its maker for the follow-ups (break19 #11; advisor/ask/platform_follow.py):
"does pytorch work on amd" then "what about on windows?" answers AMD on Windows, "and intel arc?" Intel's XPU backend,
in English and Chinese; never "not about GPUs"."""

from __future__ import annotations

import pytest
from conversation import turns_said as _chain


@pytest.mark.parametrize(("texts", "words"), [
    (["does pytorch work on amd", "what about on windows?", "and intel arc?"], [None, "WSL2", "XPU"]),
    (["can amd gpus do deep learning?", "on windows?"], [None, "WSL2"]),
    (["a卡能跑pytorch吗", "windows上呢", "那英特尔arc呢"], [None, "WSL2", "XPU"]),
    (["does pytorch work on intel arc?"], ["XPU"]),
])
def test_a_platform_follow_up_keeps_the_maker_asked(advisor, texts, words):
    for (q, said), word in zip(_chain(advisor, texts), words, strict=True):
        assert q.reply is not None and q.reply.key != "ask.none", q.text
        if word is not None:
            assert q.reply.key == "ask.platform.reply" and word in said, (q.text, said)


def test_chinese_is_answered_in_chinese(advisor):
    said = _chain(advisor, ["a卡能跑pytorch吗", "windows上呢"])[1][1]
    assert "实验性" in said


@pytest.mark.parametrize("texts", [["hello", "what about on windows?"], ["best gpu for $800", "and on windows?"]])
def test_windows_alone_is_no_platform_answer(advisor, texts):
    q = _chain(advisor, texts)[-1][0]
    assert q.reply is None or q.reply.key != "ask.platform.reply", texts
