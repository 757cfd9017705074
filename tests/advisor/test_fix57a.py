"""fix57a: an LLM engine on a card and an OS, said against the engine's own list (data/engine_gpus.csv: Ollama's ROCm
lists for Windows and Linux): an unlisted AMD card runs Ollama through Vulkan, never "natively through ROCm"; an
Intel card runs Ollama through Vulkan or IPEX-LLM and llama.cpp through SYCL or Vulkan; Windows asked of a Mac is
said to be a virtual machine without the GPU, and the engine answered for macOS. English and Chinese, console and
bot, a follow-up too."""

from __future__ import annotations

import csv

import pytest
from asked import bot_text as _bot
from asked import chain
from asked import find_message as _find

from advisor.catalog.inputs import data_dir
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.engine_cards import listed


def _console(q) -> str:
    return " ".join(render_question(q, View(language=q.language)).split())


def _reply(q) -> str:
    return _console(q)


def _head(q):
    assert q.answer is not None, q.reply
    return q.answer.shape.headline


# 1 -- every AMD card against Ollama's list for the OS asked ---------------------------------------------------------
def test_every_listed_card_is_in_the_catalogue(advisor):
    """The file names catalogue cards (or a machine's chip): a name that matched nothing would never be said listed."""
    chips = {"AMD Ryzen AI Max+ 395", "AMD Ryzen AI Max 390", "AMD Ryzen AI Max 385"}
    with open(data_dir() / "engine_gpus.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert {r["os"] for r in rows} == {"windows", "linux"}
    for r in rows:
        assert r["source"].startswith({"ollama": "https://github.com/ollama/ollama/blob/",
                                       "vllm": "https://docs.vllm.ai/"}[r["engine"]]), r
        if r["card"] not in chips:
            assert advisor.card(r["card"]).name == r["card"]


@pytest.mark.parametrize(("card", "windows", "linux"), [
    ("Radeon RX 6600", False, False),
    ("Radeon RX 6700 XT", False, False),
    ("Radeon RX 6800 XT", False, True),
    ("Radeon RX 7600", True, True),
    ("Radeon RX 7900 XTX", True, True),
    ("Radeon RX 9070 XT", False, True),
    ("Radeon PRO W7800 48 GB", False, False),
])
def test_a_card_is_said_against_each_list(advisor, card, windows, linux):
    c = advisor.card(card)
    assert listed("ollama", "windows", c) is windows
    assert listed("ollama", "linux", c) is linux


@pytest.mark.parametrize(("text", "key", "word"), [
    ("ollama on windows with my rx 6600", "stack.os.engine-ollama-vulkan", "Vulkan backend"),
    ("can my rx 6700 xt run ollama on windows 11?", "stack.os.engine-ollama-vulkan", "not on Ollama's list"),
    ("I'm on windows with a 6800 xt, does ollama work?", "stack.os.engine-ollama-vulkan", "Vulkan"),
    ("ollama on windows with a 9070 xt", "stack.os.engine-ollama-vulkan", "Vulkan"),
    ("我的6600能在windows上跑ollama吗", "stack.os.engine-ollama-vulkan", "Vulkan 后端"),
    ("6700xt 在 windows 上能用 ollama 吗", "stack.os.engine-ollama-vulkan", "不在 Ollama"),
])
def test_an_unlisted_amd_card_on_windows_runs_ollama_through_vulkan(advisor, text, key, word):
    q = advisor.ask(text)
    head = _head(q)
    assert key in head.keys, head.keys
    assert "stack.os.engine-ollama" not in head.keys  # never "natively through ROCm"
    said = _find(head, key)
    assert "948f69330acf96a2310f1b53fdfc211731a386d8" in said.params["source"].value
    assert word in _console(q) and word in _bot(q)
    assert "v0.1.29" not in _console(q)


def test_an_override_is_said_for_linux_only(advisor):
    win = _find(_head(advisor.ask("ollama on windows with my rx 6600")), "stack.os.ollama-override")
    assert win is not None and win.params["value"].value == "10.3.0" and win.params["target"].value == "gfx1030"
    assert "does nothing on Windows" in _console(advisor.ask("ollama on windows with my rx 6600"))
    lin = advisor.ask("ollama on linux with my rx 6600")
    assert _find(_head(lin), "stack.os.ollama-override-linux") is not None
    assert "HSA_OVERRIDE_GFX_VERSION=10.3.0" in _console(lin) and "does nothing on Windows" not in _console(lin)


@pytest.mark.parametrize(("text", "key"), [
    ("ollama on windows with my 7900 xtx", "stack.os.engine-ollama"),
    ("ollama on windows with a rx 7600", "stack.os.engine-ollama"),
    ("ollama on linux with my 6800 xt", "stack.os.engine-ollama-linux"),
    ("ollama with my 6800 xt", "stack.os.engine-ollama-either"),
    ("ollama on linux on a framework desktop", "stack.os.engine-ollama-linux"),
    ("ollama on windows on a framework desktop", "stack.os.engine-ollama-vulkan"),
])
def test_a_listed_card_runs_through_rocm_on_its_os(advisor, text, key):
    head = _head(advisor.ask(text))
    assert key in head.keys, head.keys


# 2 -- Intel: Ollama through Vulkan or IPEX-LLM, llama.cpp through SYCL or Vulkan -----------------------------------
@pytest.mark.parametrize("text", ["ollama on windows with intel arc a770", "a770 在 windows 上用 ollama",
                                  "can ollama use my arc b580 on linux?"])
def test_ollama_on_an_intel_card_says_its_roads(advisor, text):
    q = advisor.ask(text)
    said = _find(_head(q), "stack.os.engine-ollama-intel")
    assert said is not None, _head(q).keys
    assert "ipex-llm" in said.params["ipex"].value and "SYCL.md" in said.params["sycl"].value
    for word in ("Vulkan", "IPEX-LLM", "SYCL"):
        assert word in _console(q) and word in _bot(q)


@pytest.mark.parametrize("text", ["llama.cpp on windows with my arc b580", "windows上用a770跑llama.cpp"])
def test_llama_cpp_on_an_intel_card_takes_sycl_or_vulkan(advisor, text):
    q = advisor.ask(text)
    assert "stack.os.engine-llama-intel" in _head(q).keys, _head(q).keys
    assert "HIP" not in _console(q).split("PyTorch")[0]  # no Radeon build for an Intel card
    assert "SYCL" in _console(q) and "SYCL" in _bot(q)


# 3 -- Windows asked of a Mac -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "engine_key", "word"), [
    ("llama.cpp on windows on a mac mini m4", "stack.os.mac-llama", "Metal"),
    ("ollama on windows on my macbook pro m3 max", "stack.os.mac-ollama", "Metal"),
    ("vllm on windows on a mac studio?", "stack.os.mac-vllm", "CPU only"),
    ("在mac mini m4上装windows跑llama.cpp", "stack.os.mac-llama", "Metal"),
])
def test_windows_on_a_named_mac_is_a_virtual_machine(advisor, text, engine_key, word):
    q = advisor.ask(text)
    head = _head(q)
    assert "stack.os.mac-windows" in head.keys and engine_key in head.keys, head.keys
    assert not {k for k in head.keys if k.startswith("stack.os.engine")}
    assert word in _console(q) and word in _bot(q)
    assert "macOS" in _console(q) and "DirectX 12" in _console(q)


@pytest.mark.parametrize(("text", "key", "word"), [
    ("vllm on windows on a macbook", "stack.os.mac-vllm", "CPU only"),
    ("cuda on a mac", "stack.os.mac-cuda", "No CUDA runs on a Mac"),
    ("can I use cuda on my macbook pro", "stack.os.mac-cuda", "MPS"),
    ("llama.cpp on windows on my mac", "stack.os.mac-llama", "Metal"),
    ("mac上能用cuda吗", "stack.os.mac-cuda", "Mac 上跑不了 CUDA"),
    ("macbook上装windows能跑ollama吗", "stack.os.mac-ollama", "Metal"),
])
def test_a_mac_with_no_model_is_answered_for_macos(advisor, text, key, word):
    q = advisor.ask(text)
    assert q.answer is None
    assert _find(q.reply, key) is not None, q.reply.keys
    assert word in _reply(q)
    assert "NVIDIA, for deep learning" not in _reply(q)


@pytest.mark.parametrize("text", ["nvidia or mac for deep learning?", "mac vs nvidia for pytorch"])
def test_a_mac_weighed_against_nvidia_keeps_the_makers_rule(advisor, text):
    q = advisor.ask(text)
    assert _find(q.reply, "stack.os.mac-cuda") is None and _find(q.reply, "ask.vendor") is not None


def test_vllm_on_a_mac_without_windows_is_the_cpu(advisor):
    head = _head(advisor.ask("vllm on my mac studio m4 max"))
    assert "stack.os.mac-vllm" in head.keys and "stack.os.mac-windows" not in head.keys


@pytest.mark.parametrize("bot", [False, True])
def test_ollama_asked_after_windows_is_checked_against_the_windows_list(advisor, bot):
    q = chain(advisor, "can I run vllm on windows with my rx 6600?", "what about ollama?", bot=bot)
    assert "stack.os.engine-ollama-vulkan" in _head(q).keys, _head(q).keys


# 4 -- vLLM on an AMD card against vLLM's ROCm list ---------------------------------------------------------------
@pytest.mark.parametrize(("text", "key"), [
    ("vllm on linux with my rx 6800 xt", "stack.os.engine-vllm-unlisted"),
    ("vllm with a rx 7600", "stack.os.engine-vllm-unlisted"),
    ("can I run vllm on my 7900 xtx", "stack.os.engine-vllm-rocm"),
    ("vllm on ubuntu with a 9070 xt", "stack.os.engine-vllm-rocm"),
    ("我的6800xt在linux上能跑vllm吗", "stack.os.engine-vllm-unlisted"),
])
def test_vllm_on_an_amd_card_is_said_against_its_rocm_list(advisor, text, key):
    q = advisor.ask(text)
    said = _find(_head(q), key)
    assert said is not None, _head(q).keys
    assert said.params["source"].value.startswith("https://docs.vllm.ai/")
    assert "vLLM" in _console(q) and "vLLM" in _bot(q)


def test_vllm_on_windows_with_an_amd_card_still_says_windows(advisor):
    head = _head(advisor.ask("vllm on windows with my rx 6800 xt"))
    assert "stack.os.engine-no" in head.keys and "stack.os.engine-vllm-unlisted" not in head.keys


@pytest.mark.parametrize(("text", "key"), [
    ("ollama on windows with a gtx 680", "stack.os.engine-ollama-nvidia-old"),
    ("ollama with my gtx 780 ti", "stack.os.engine-ollama-nvidia-old"),
    ("我的gtx 680能在windows上跑ollama吗", "stack.os.engine-ollama-nvidia-old"),
    ("ollama on windows with gtx 970", "stack.os.engine-ollama-nvidia"),
])
def test_ollama_on_an_nvidia_card_is_said_against_its_cuda_floor(advisor, text, key):
    head = _head(advisor.ask(text))
    assert key in head.keys, head.keys
