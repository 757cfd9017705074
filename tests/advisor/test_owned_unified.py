"""An owner's unified-memory machine is one memory: a model past the GPU's default share but within the raised
wired-memory limit fits with the limit raised (``sudo sysctl iogpu.wired_limit_mb``), never "experts in system
RAM" beside the GPU's share ("mac studio m3 ultra 512g 跑deepseek r1 671b" was told to put 26 GB of experts in a
separate 35 GB of system RAM it does not have)."""

from __future__ import annotations

import pytest


def test_a_512_gb_mac_runs_deepseek_r1_with_the_limit_raised(advisor):
    f = advisor.fits("deepseek r1", card="mac studio m3 ultra 512gb")
    assert f.rig is not None and f.rig.way == "alone"
    assert f.rig.message.key == "owned.fits.wired"


@pytest.mark.parametrize(("model", "machine"), [("deepseek r1", "mac studio m3 ultra 256gb"),
                                                ("qwen3 235b", "mac studio m4 max 128gb"),
                                                ("deepseek v3", "dgx spark")])
def test_a_unified_machine_is_never_told_to_offload_to_system_ram(advisor, model, machine):
    f = advisor.fits(model, card=machine)
    assert f.rig is not None
    assert not f.rig.message.key.startswith(("owned.fits.experts", "owned.fits.layers")), f.rig.message.key
