"""Session 11, an owner's question tried as a new user: "my 5090 says sm_120 is not compatible with pytorch" opened
with the card's overview (images, ResNet-50's batch, LLM sizes) and put the fix — CUDA 12.8 and PyTorch 2.7 with the
cu128 wheels — second. A pasted architecture error leads with the card's compatibility line
(``advisor/ask/pasted_error.py``)."""

from __future__ import annotations

import pytest

from said import said


@pytest.mark.parametrize(("text", "says"), [
    ("my 5090 says sm_120 is not compatible with pytorch", "cu128"),
    ("NVIDIA GeForce RTX 5070 Ti with CUDA capability sm_120 is not compatible with the current PyTorch installation",
     "cu128"),
])
def test_a_pasted_architecture_error_leads_with_the_build_the_card_needs(advisor, text, says):
    shape = advisor.ask(text).answer.shape
    head = said(shape.headline)
    assert says in head and "ResNet-50" not in head, head


def test_no_error_no_reorder(advisor):
    shape = advisor.ask("my 5090, what can it do?").answer.shape
    assert "cu128" not in said(shape.headline)
