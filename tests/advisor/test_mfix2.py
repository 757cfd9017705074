"""mfix2: the hyphen glued to a device's name is its memory's, never a minus (fix32d's odd numbers ran after the
unknown device was blanked, so "GPU为H20e-141G*8" read " -141g" as a negative memory and lost its count)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("text", "memory", "gpus"), [
    ("部署失败：GPU为H20e-141G*8", 141.0, 8),
    ("deploy on h20e-141g x8", 141.0, 8),
    ("昇腾910B-64G*8", 64.0, 8),
])
def test_a_memory_glued_to_a_blanked_device_by_a_hyphen_is_no_minus(advisor, text, memory, gpus):
    q = advisor.ask(text).read_as
    assert q.memory_gb == [memory] and q.gpus == gpus, q
    assert "ask.odd.memory" not in [n.key for n in q.notes]


def test_a_minus_after_a_space_beside_a_blanked_device_is_still_odd(advisor):
    q = advisor.ask("h20e, need -24gb vram").read_as
    assert "ask.odd.memory" in [n.key for n in q.notes] and not q.memory_gb
