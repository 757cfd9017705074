"""mfix3: fix34b's short-form order keeps B6 (a labelled option never passes a single CUDA card or a CUDA line over
the budget) and fix34b's 2-bit offload levels stay within the levels a model is offered at."""

from __future__ import annotations

from advisor.shape_shown import shown_first
from tests.advisor.test_fix34b import _line


def test_a_labelled_card_passes_a_slower_cuda_split_but_no_single_cuda_card_or_stretch():
    ranking = [_line("A", "best", 900, 40), _line("S", "stretch", 1100, 30), _line("B", "runner-up", 800, 20),
               _line("P", "memory", 670, 14, gpus=2), _line("X", "runner-up", 820, 36)]
    labelled = {("X", 1)}
    order = [x.card for x in shown_first(ranking, 950, labelled)]
    assert order.index("X") < order.index("P")  # newuser18 #1: one card needs no split
    assert order.index("B") < order.index("X") and order.index("S") < order.index("X")  # B6: CUDA ways above
    # unlabelled, the faster card passes them all (fix34b's rule for CUDA cards)
    assert [x.card for x in shown_first(ranking, 950)][1] == "X"


def test_a_model_published_at_4_bits_is_never_offered_a_2_bit_level(advisor):
    need = advisor.fits("gpt-oss-120b", card="4090").rig.ram_needed_gb
    assert advisor.fits("gpt-oss-120b", card="4090", ram=need + 8).rig.way == "offload"
    assert advisor.fits("gpt-oss-120b", card="4090", ram=16).rig.way == "none"
    fit = advisor.fits("qwen3-235b-a22b", card="4090", ram=64)  # fix34b: the 2-bit levels it is offered between
    assert fit.rig.way == "offload"
