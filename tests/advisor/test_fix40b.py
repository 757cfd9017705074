"""fix40b (issues 27, 28): answers that pick or say the wrong thing, fixed as kinds.

1. The CPU-only device ("CPU only, 256 GB of RAM": :data:`advisor.cpu_only.CPU_CARD`) is no card of the catalogue:
   its name is said in the answer's language (:func:`advisor.i18n.device_name`), never English inside Chinese.
"""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def said(q, lang="en") -> str:
    return " ".join(render_question(q, View(language=lang)).split())


# --- 1. the CPU-only device in the answer's language -----------------------------------------------------------
@pytest.mark.parametrize(("text", "ram"), [
    ("没有显卡，128G内存，能跑什么大模型", 128), ("只有CPU，48G内存能跑哪些模型", 48),
    ("no gpu at all, 96gb ram, which models can I run", 96), ("沒有獨顯，32G記憶體能跑什麼模型", 32),
    ("i have no graphics card and 24gb of ram, what llm fits", 24),
])
def test_the_cpu_device_is_named_in_the_answers_language(advisor, text, ram):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.ram_gb == ram, (text, q.read_as)
    assert "CPU only" in said(q) and f"{ram} GB of RAM" in said(q), said(q)
    for lang, words in (("zh_Hans", f"仅 CPU，{ram} GB 内存"), ("zh_Hant", f"僅 CPU，{ram} GB 記憶體")):
        text_zh = said(q, lang)
        assert "CPU only" not in text_zh and "of RAM" not in text_zh and words in text_zh, text_zh
