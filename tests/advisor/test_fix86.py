"""fix86: reader kinds other helpers noticed in round 32 — a count glued to a card past the rig (#1), …"""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _said(q, language: str = "en") -> str:
    return " ".join(render_question(q, View(language=language)).split())


# 1. "100x 3090 run llama 8b": a count glued to a card is never a size or money; past the rig it is said


@pytest.mark.parametrize("text, count, card", [
    ("100x 3090 run llama 8b", 100, "3090"),
    ("10000x 4090 for llama 70b", 10000, "4090"),
    ("3090 x100 for llama 70b", 100, "3090"),
])
def test_count_glued_past_the_rig_refused(advisor, text, count, card):
    said = _said(advisor.ask(text))
    assert f"{count} × GeForce RTX {card} is more than this checks" in said, said


@pytest.mark.parametrize("text, count", [("2048x 4090", 2048), ("1000x 3090", 1000)])
def test_count_glued_on_a_verdict_said(advisor, text, count):
    said = _said(advisor.ask(text))
    assert f"The count said ({count}) is not taken" in said, said


@pytest.mark.parametrize("text", ["1024x 1024 sdxl on a 3060", "1024 x 1024 sdxl on a 3060", "512x512 on a 4090"])
def test_image_sizes_stay_sizes(advisor, text):
    said = _said(advisor.ask(text))
    assert "is more than this checks" not in said and "count said" not in said, said


def test_ryzen_number_stays_a_cpu(advisor):
    said = _said(advisor.ask("5950x 4090 build for llama 8b"))
    assert "count said" not in said and "GeForce RTX 4090" in said, said
