"""An owner's AMD card off AMD's current ROCm list is told so in fits (issue 28, break 9 #14: an MI50, gfx906,
answered at ≈ 58 tok/s with no word of it): what runs on it is llama.cpp's Vulkan backend, not PyTorch or vLLM."""

from __future__ import annotations

import pytest

from said import said


@pytest.mark.parametrize("card", ["mi50", "rx 580"])
def test_an_off_list_amd_owner_card_hears_what_runs_on_it(advisor, card):
    f = advisor.fits("13b", card=card)
    keys = [c.message.key for c in f.shape.caveats]
    assert "fits.own.off-rocm" in keys, keys
    words = said(next(c.message for c in f.shape.caveats if c.message.key == "fits.own.off-rocm"))
    assert "Vulkan" in words and "vLLM" in words


@pytest.mark.parametrize("card", ["7900 xtx", "4090"])
def test_a_listed_or_nvidia_card_hears_nothing_of_it(advisor, card):
    f = advisor.fits("13b", card=card)
    assert all(r.message.key != "fits.own.off-rocm" for r in f.reasons)
