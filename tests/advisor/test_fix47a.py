"""fix47a (issues 27, 28): the CPU's RAM as said — its kind, speed and channels — read into the reading and used by
every CPU-side estimate (the CPU-only fit, the CPU-vs-GPU verdict, the owner's offload speed), so they agree."""

from __future__ import annotations

import re

import pytest

from advisor.ask.ram_kind import ram_kind_said
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.errors import InvalidOption
from advisor.ram_speed import platforms, ram_kinds, ram_said, read_ram_kind
from product import advisor as loaded


def _ask(text: str) -> tuple[object, str]:
    q = loaded().ask(text)
    return q, " ".join(render_question(q, View(language=q.language)).split())


def _tok_s(said: str) -> float:
    m = re.search(r"(?:decodes ≈|生成速度约|生成速度約) ([\d.]+) tok/s", said)
    assert m is not None, said
    return float(m.group(1))


# --- the reading: how people write their RAM ------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "spec"), [
    ("I have 32GB of DDR4 in my pc", "DDR4"),
    ("ram is ddr4 3600mhz, 2 sticks", "DDR4-3600"),
    ("DDR5-6400 kit, 96 gb", "DDR5-6400"),
    ("my memory runs at 2666MHz RAM", "DDR4-2666"),
    ("running quad-channel ddr4 on x299", "DDR4x4"),
    ("octa channel memory on my workstation", "x8"),
    ("a single channel laptop with lpddr4x", "LPDDR4Xx1"),
    ("EPYC 9554 server with 768gb", "DDR5-4800x12"),
    ("epyc 7742, 8 sticks of 64", "DDR4-3200x8"),
    ("Xeon w7-2495X box", "DDR5-4800x4"),
    ("threadripper pro 7985wx", "DDR5x8"),
    ("四通道DDR4内存", "DDR4x4"),
    ("內存是雙通道 ddr5 5600", "DDR5-5600x2"),
    ("八通道 内存 服务器", "x8"),
])
def test_ram_kind_is_read_as_written(text, spec):
    assert ram_kind_said(text) == spec


@pytest.mark.parametrize("text", ["rtx 4090 24gb gddr6x", "a 3090 with 936 GB/s", "llama 70b on my 4090",
                                  "my a6000 has 48gb of gddr6"])
def test_graphics_memory_and_nothing_are_no_ram_kind(text):
    assert ram_kind_said(text) is None


def test_bandwidth_is_speed_times_eight_bytes_times_channels():
    assert ram_said("DDR4-3200x2").bandwidth_gb_s == 51.2
    assert ram_said("DDR5-4800x12").bandwidth_gb_s == 460.8
    assert ram_said("DDR4").assumed == ("speed", "channels")
    assert ram_said("x8").kind == "DDR5" and ram_said("x8").assumed == ("kind", "speed")
    assert ram_said(None) is None


def test_every_kind_and_platform_row_has_a_source():
    assert {"DDR4", "DDR5", "LPDDR5X"} <= set(ram_kinds())
    assert all(k.source.strip() for k in ram_kinds().values())
    assert all(p.source.strip() and 1 <= p.channels <= 12 for p in platforms().values())


@pytest.mark.parametrize("bad", ["gddr6", "ddr9", "ddr4-99999", "ddr4x99", "fast"])
def test_a_bad_ram_option_is_refused(bad):
    with pytest.raises(InvalidOption):
        read_ram_kind(bad)


# --- the answers: the CPU-only fit at the RAM said, the kind on the read-as line ------------------------------------
@pytest.mark.parametrize("text", [
    "I have a 7950X with 64GB DDR4, how fast is llama 70b on CPU",
    "no gpu, 64gb ddr4-3200 ram, how fast would llama 3.3 70b run",
    "cpu only with 64 gb of dual channel ddr4, llama 3.3 70b speed?",
])
def test_ddr4_owner_is_answered_at_ddr4_bandwidth(text):
    q, said = _ask(text)
    assert q.read_as.ram_kind is not None and q.read_as.ram_kind.startswith("DDR4")
    assert "51.2 GB/s" in said and "89.6 GB/s" not in said and "DDR4-3200 in 2 channels" in said
    assert "--ram-kind DDR4" in said  # the console's read-as line names its own command (fix65b)


def test_unsaid_ram_is_the_desktop_assumption_said_as_one():
    _, said = _ask("no gpu, 64gb ram, how fast is llama 3.3 70b")
    assert "89.6 GB/s (dual-channel DDR5-5600 assumed; say your RAM's kind, speed and channels, as in" in said


def test_server_channels_make_the_cpu_faster():
    # a desktop's RAM (384 GB is more than a desktop takes: a server platform's eight channels since fix53b)
    _, desktop = _ask("no gpu, 128gb ram, how fast is llama 3.3 70b on cpu")
    _, server = _ask("EPYC 9654 with 384gb ram, no gpu, how fast is llama 3.3 70b on cpu")
    assert "460.8 GB/s (DDR5-4800 in 12 channels, as said)" in server
    assert _tok_s(server) > 4 * _tok_s(desktop)


@pytest.mark.parametrize(("text", "words"), [
    ("我的电脑是DDR4 3200 64G内存，没有显卡，能跑70B吗", "51.2 GB/s（DDR4-3200，2 通道——通道数没有说，按假定）"),
    ("我的電腦是DDR4 3200 64G記憶體，沒有顯卡，能跑70B嗎", "51.2 GB/s（DDR4-3200，2 通道——通道數沒有說，按假定）"),
    ("我只有CPU和96G内存，双通道DDR5 6000，qwen3 30b a3b 多快", "96 GB/s（DDR5-6000，2 通道，按你说的）"),
])
def test_chinese_owner_is_answered_at_the_ram_said(text, words):
    q, said = _ask(text)
    assert q.language in ("zh_Hans", "zh_Hant")
    assert words.replace(" ", "") in said.replace(" ", "")


# --- the CPU-vs-GPU verdict reads the same RAM as the fit ------------------------------------------------------------
@pytest.mark.parametrize(("text", "bandwidth"), [
    ("I have a 3060 and 32gb ddr4 ram, cpu vs gpu for llama 8b", "51.2 GB/s (DDR4-3200 in 2 channels"),
    ("3060 12gb + 32gb ddr4-3200, is the gpu faster than my cpu for llama 3.1 8b?", "51.2 GB/s (DDR4-3200 in 2"),
    ("rtx 3060 12gb, 64gb ddr4 3600mhz, gpu vs cpu for llama 3.1 8b", "57.6 GB/s (DDR4-3600 in 2 channels"),
    ("my 3070 and 16gb ddr4 — is the gpu faster than my cpu on llama 8b?", "51.2 GB/s (DDR4-3200 in 2 channels"),
    ("4060 with 32gb of ddr5-6000, cpu or gpu for qwen2.5 14b?", "96 GB/s (DDR5-6000 in 2 channels"),
])
def test_cpu_vs_gpu_uses_the_ram_said(text, bandwidth):
    _, said = _ask(text)
    assert "CPU or GPU: " in said
    assert f"from RAM at {bandwidth}" in said


@pytest.mark.parametrize(("text", "words"), [
    ("我有3060和32G DDR4内存，用CPU还是GPU跑llama 8b",
     "51.2 GB/s（DDR4-3200，2 通道——频率和通道数没有说，按假定）从内存读"),
    ("我有一張3060，32G DDR4 3200記憶體，llama 8b用CPU還是GPU跑",
     "51.2 GB/s（DDR4-3200，2 通道——通道數沒有說，按假定）"),
])
def test_cpu_vs_gpu_in_chinese_says_the_ram(text, words):
    _, said = _ask(text)
    assert words.replace(" ", "") in said.replace(" ", "")


@pytest.mark.parametrize(("first", "then", "spec"), [
    ("no gpu, 64gb ram, how fast is llama 3.3 70b", "what if my ram is ddr4-3200?", "DDR4-3200"),
    ("no gpu, 64gb ram, how fast is llama 3.3 70b", "我的内存是四通道DDR4呢", "DDR4x4"),
    ("EPYC 9654, 384gb ram, no gpu, qwen3 235b a22b", "how fast on cpu?", "DDR5-4800x12"),
])
def test_a_follow_up_keeps_or_says_the_ram(first, then, spec):
    adv = loaded()
    q = adv.ask(then, context=adv.ask(first).context())
    assert q.read_as.ram_kind == spec and q.read_as.ram_gb is not None and q.read_as.model is not None


def test_cpu_vs_gpu_with_no_ram_said_keeps_its_condition_and_the_ram_kind():
    _, said = _ask("I have a 3060, is it faster than my cpu for llama 8b? my ram is ddr5 6000")
    assert "(if your RAM holds its" in said and "96 GB/s (DDR5-6000 in 2 channels" in said


def test_cpu_buy_verdict_agrees_with_the_fit():
    _, said = _ask("I have a 7950X with 64GB DDR4-3200 dual channel, cpu vs gpu for llama 70b, should I still buy a "
                   "GPU")
    assert "from RAM at 51.2 GB/s, DDR4-3200 in 2 channels, as said" in said


# --- the owner's MoE offload reads its experts at the RAM said -------------------------------------------------------
def test_owner_offload_speed_follows_the_ram_kind():
    _, slow = _ask("I have a 3090 and 64gb ddr4-3200 ram, can I run qwen3 30b a3b q8")
    _, fast = _ask("I have a 3090 and 64gb ram, can I run qwen3 30b a3b q8")
    pick = re.compile(r"decoding at about ([\d.]+) tok/s")
    assert float(pick.search(slow).group(1)) < float(pick.search(fast).group(1))
    assert "Its RAM part is read at 51.2 GB/s (DDR4-3200 in 2 channels" in slow
    assert "Its RAM part is read at" not in fast
