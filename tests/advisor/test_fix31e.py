"""fix31e (issues 27, 28; break28 #21): a headline says of its cards what their ranking line says."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


@pytest.mark.parametrize("chain, language, rocm, cpp_only", [
    (("预算8000元跑70b买什么", "只要AMD的呢？"), "zh_Hans", "PyTorch 走 ROCm", "仅限 llama.cpp"),
    (("what to buy to run 70b for 1200 dollars, amd only",), "en", "PyTorch on ROCm", "llama.cpp only"),
])
def test_a_split_headline_says_the_software_its_row_says(advisor, chain, language, rocm, cpp_only):
    """The split of AMD cards ROCm lists (data/rocm_support.csv): headline and row both say PyTorch runs on
    ROCm; neither says "llama.cpp only" (the headline took the bare route, the row its card's label)."""
    q = None
    for text in chain:
        q = advisor.ask(text, context=q)
    assert q is not None and q.answer is not None
    said = render_question(q, View(language=language, width=400))
    head = said.split("\n\n")[1]
    assert "RX 9060 XT" in head and rocm in head, head
    assert cpp_only not in said, said
