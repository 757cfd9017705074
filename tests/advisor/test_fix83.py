"""fix83: system RAM asked of an image or video model, with or without a card (break48 M4)."""

from __future__ import annotations

import pytest

from advisor.ask.owner_spill import RAM_ASKED
from advisor.ask.ram_asked import SYSTEM_RAM, ram_asked
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.i18n import Number, Text
from advisor.image_needs import find_generator
from advisor.image_ram import ram_needed
from advisor.models import ServeConfig
from advisor.serving import _best_at
from tests.asked import reply_keys


def _said(q) -> str:
    text = render_question(q, View(language=q.language))
    return "".join(text.split()) if q.language.startswith("zh") else " ".join(text.split())


@pytest.mark.parametrize("text, key", [
    ("how much system RAM do I need for SDXL", "image.ram.needed"),
    ("is 8gb ram enough for stable diffusion", "image.ram.short-any"),
    ("SDXL需要多少系统内存", "image.ram.needed"),
    ("is 32gb ram enough for flux", "image.ram.enough-any"),
])
def test_system_ram_without_a_card_is_answered_as_system_ram(advisor, text, key):
    keys = reply_keys(advisor.ask(text))
    assert key in keys
    assert "needs.memory" not in keys


def test_the_ram_wanted_is_the_setting_plus_the_system_allowance():
    g = find_generator("sdxl")
    assert g is not None
    m = ram_needed(g, 8.0)
    assert m is not None and m.key == "image.ram.short-any"
    need = m.params["need"]
    assert need.value > 8.0 and ram_needed(g, need.value).key == "image.ram.enough-any"
    assert ram_needed(g, None).key == "image.ram.needed"


def test_eight_gb_of_ram_is_not_read_as_card_memory(advisor):
    said = _said(advisor.ask("is 8gb ram enough for stable diffusion"))
    assert "No: 8 GB of system RAM is short for SDXL" in said
    assert "of 8 GB" not in said  # never "fits … about 6 GB of 8 GB" as if it were the card's


def test_chinese_system_ram_is_translated(advisor):
    said = _said(advisor.ask("SDXL需要多少系统内存"))
    assert "需要的系统内存" in said and "System RAM" not in said


@pytest.mark.parametrize("text", ["how much vram for sdxl", "is 8gb enough for sdxl", "SDXL需要多少显存",
                                  "how much system ram and vram for sdxl"])
def test_the_card_memory_asked_is_not_the_ram(text):
    g = find_generator(text)
    assert g is not None
    assert ram_asked(g, text, None) is None


def test_vram_is_no_system_ram():
    assert SYSTEM_RAM.search("how much vram for sdxl") is None
    assert SYSTEM_RAM.search("how much ram for sdxl") is not None


def test_the_chinese_system_ram_asked_with_a_card_is_the_ram_verdict(advisor):
    assert RAM_ASKED.search("sdxl需要多少系统内存，我有16g内存和3060")
    q = advisor.ask("SDXL需要多少系统内存，我有16G内存和3060")
    assert "16GB系统内存足够" in _said(q)


def test_ram_wanted_unchanged_for_the_card_case(advisor):
    said = _said(advisor.ask("is 16gb ram enough with a 3090 for stable diffusion"))
    assert "Yes: 16 GB of system RAM is enough for SDXL at 1024x1024 (fp16) on GeForce RTX 3090" in said


# --------------------------------------------------------------------------- 2. FP8 on an A100 serving pick
def test_an_ampere_serving_pick_in_fp8_says_weight_only(advisor):
    said = _said(advisor.ask("what gpu to serve a 70b model to 20 users?"))
    assert "in FP8" in said and "A100" in said
    assert "has no FP8 tensor cores: vLLM runs the FP8 weights on it weight-only (W8A16" in said


def test_the_weight_only_clause_needs_fp8_on_a_card_without_it():
    c = ServeConfig(card="A100 PCIe 80 GB", count=2, price=None, total_price=None, memory_gb=80, max_users=61,
                    aggregate_tok_s=210, per_user_tok_s=10, kind="estimated", source="vLLM runs", precision="fp8")
    figures = {k: Number(value=1) for k in ("users", "context")} | {
        k: Text(value="x") for k in ("model", "config", "precision", "total", "per")}
    joined = _best_at(c, True, figures)
    assert (joined.params["first"].key, joined.params["second"].key) == ("serving.best.at", "serving.weight-only")
    assert _best_at(c, False, figures).key == "serving.best.at"  # an H100: FP8 tensor cores
    assert _best_at(c.model_copy(update={"precision": "int4"}), True, figures).key == "serving.best.at"


def test_the_weight_only_clause_is_translated(advisor):
    said = _said(advisor.ask("what gpu to serve a 70b model to 20 users?", lang="zh_Hans"))
    assert "仅权重方式运行FP8权重" in said
