"""fix85a: a video model whose makers' minimum is itself offloaded, and that people run lower, is "yes, slowly" on
8 GB — never "No" then "not without heavy offload" (judge32 E3)."""

from __future__ import annotations

import pytest

from tests.asked import reply_keys


@pytest.mark.parametrize("text", [
    "Will HunyuanVideo 1.5 work with an 8 GB GPU?",
    "Can I run HunyuanVideo 1.5 on 8gb vram?",
    "HunyuanVideo 1.5 8G显存能跑吗",
])
def test_hunyuanvideo_15_on_8gb_is_yes_slowly_offloaded(advisor, text):
    keys = reply_keys(advisor.ask(text))
    assert "run.reported" in keys and "run.no" not in keys, keys
    assert "jobs.setting.wangp-offload" in keys


def test_16gb_keeps_the_makers_setting(advisor):
    keys = reply_keys(advisor.ask("Will HunyuanVideo 1.5 work with a 16 GB GPU?"))
    assert "run.no" not in keys and "run.reported" not in keys, keys
