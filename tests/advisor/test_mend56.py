"""mend56: a compared side that does not hold the model says a level it holds only when that level is below the one
weighed (fix79c); the KV cache in 8 bits keeps the level, and the compare's own KV lever line says that way."""

from __future__ import annotations

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _said(advisor, text: str) -> str:
    return " ".join(render_question(advisor.ask(text), View(language="en")).split())


def test_a_long_context_compare_never_says_a_side_holds_it_at_the_level_it_does_not_hold(advisor):
    said = _said(advisor, "which is better for llama 3.1 8b with 128k context, 4060 ti 16gb or 3060 12gb")
    assert "but holds it at" not in said, said
    assert "GeForce RTX 4060 Ti 16 GB does not (16 GB in all)" in said, said  # the plain "does not" instead
    assert "--kv-cache-dtype fp8" in said, said  # the way it does hold it: the KV cache in 8 bits


def test_a_side_below_q4_still_says_the_level_it_holds(advisor):
    """fix79c's own case: the 40 GB A100 runs Llama 70B only at Q3_K_M, said with its level."""
    said = _said(advisor, "80G or 40G A100 for llama 70b?")
    assert "A100 PCIe 40 GB does not (40 GB in all), but holds it at Q3_K_M (about 35.3 GB" in said, said
