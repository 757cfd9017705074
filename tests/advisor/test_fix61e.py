"""fix61e: engines and stacks asked by name (Ollama, LM Studio, vLLM, llama.cpp, PyTorch).

- #1 the engine's no-OS road is not made when a model is asked: :func:`advisor.stack_os.engine_lead` and
  :func:`advisor.stack_os.platform_lead` take ``model`` (no message-key suffix test left in advisor.ask.stack_lead).
- #2 LM Studio is an engine the reader knows: its llama.cpp runtimes on NVIDIA, AMD and Intel cards (Windows and
  Linux, x64), llama.cpp on Metal and MLX on a Mac, no build for an Arm Linux box (advisor.engine_more).
- #3 vLLM on a DGX Spark (GB10, Arm Linux) is answered: it runs there, from vLLM's server image.
- #4 vLLM on an NVIDIA card with no OS named: its floor (compute capability 7.5 in its current docs, 7.0 up to
  v0.14), Linux, WSL2 on Windows; below the floor not supported.
- #5 Ollama on a card of compute capability 5.0–6.2: driver 570 or newer, said with its road (and on Windows).
- #6 PyTorch's notes (CUDA 12.8 / PyTorch 2.7 for Blackwell, the last PyTorch wheels for Pascal) are said only where
  the stack is PyTorch: not after an Ollama, llama.cpp or LM Studio answer.
"""

from __future__ import annotations

import inspect

import pytest

import advisor.ask.stack_lead as stack_lead
from advisor.stack_os import engine_lead, platform_lead
from tests.asked import bot_text, find_message, question_faces


def _card(advisor, name):
    return advisor.card(name)


# --- #1 -------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "card"), [
    ("is an a770 quick enough for a 14b model in llama.cpp", "Arc A770"),
    ("does ollama run qwen3 14b on a 3090?", "GeForce RTX 3090"),
    ("llama.cpp on linux with a 7900 xtx for a 32b model", "Radeon RX 7900 XTX"),
])
def test_the_no_os_road_is_not_made_when_a_model_is_asked(advisor, text, card):
    c = _card(advisor, card)
    assert engine_lead(text, c) is not None  # the road, when no model is asked
    assert engine_lead(text, c, model=True) is None
    assert platform_lead(text, c, model=True) is None


def test_a_windows_sentence_stays_when_a_model_is_asked(advisor):
    """The model argument drops only the no-OS road: Windows named still answers the engine on Windows."""
    c = _card(advisor, "GeForce RTX 4090")
    m = engine_lead("vllm on windows with a 4090 for a 32b model?", c, model=True)
    assert m is not None and m.key == "stack.os.engine-no-nvidia"


def test_no_key_suffix_test_is_left():
    source = inspect.getsource(stack_lead)
    assert "ANY_OS" not in source and 'endswith("-any")' not in source


# --- #2 -------------------------------------------------------------------------------------------------------------

LMSTUDIO = [
    ("can I run LM Studio on my rx 7800 xt?", "en", "stack.os.engine-lmstudio-amd", "Vulkan llama.cpp"),
    ("does lm studio work with an rtx 3060?", "en", "stack.os.engine-lmstudio-nvidia", "CUDA 12 llama.cpp"),
    ("lmstudio on windows with an arc b580?", "en", "stack.os.engine-lmstudio-intel", "Vulkan llama.cpp"),
    ("LM Studio能在7900xtx上用吗", "zh_Hans", "stack.os.engine-lmstudio-amd", "Vulkan llama.cpp"),
    ("lm studio 支持 4090 吗", "zh_Hans", "stack.os.engine-lmstudio-nvidia", "CUDA 12 llama.cpp"),
]


@pytest.mark.parametrize(("text", "lang", "key", "words"), LMSTUDIO)
def test_lm_studio_is_answered_with_its_own_runtimes(advisor, text, lang, key, words):
    q, console, bot = question_faces(advisor, text, lang)
    assert q.read_as.use_case == "llm" or q.read_as.model is not None, q.read_as
    assert find_message(q.answer.shape.headline, key) is not None, console
    flat = " ".join(console.split())
    assert words in flat and words in bot
    assert "lmstudio.ai" in console
    head = console.split("\n\n")[1]
    assert "PyTorch 2.7" not in head and "ROCm build runs" not in head.split("→")[0]


def test_lm_studio_on_a_spark_says_it_has_no_arm_build(advisor):
    q, console, bot = question_faces(advisor, "lm studio on a dgx spark?")
    assert find_message(q.answer.shape.headline, "stack.os.engine-lmstudio-arm") is not None, console
    assert "aarch64" in console and "aarch64" in bot


@pytest.mark.parametrize("lang", ["en", "zh_Hans"])
def test_lm_studio_on_a_mac_is_metal_and_mlx(advisor, lang):
    q, console, _ = question_faces(advisor, "lm studio on my m4 max mac studio?", lang)
    assert find_message(q.answer.shape.headline, "stack.os.mac-lmstudio") is not None, console
    assert "MLX" in console and "CUDA" not in console.split("\n\n")[1].split("→")[0]


def test_lm_studio_in_windows_on_a_mac_is_answered_for_macos(advisor):
    q, console, _ = question_faces(advisor, "lm studio in windows on my m2 macbook air?")
    head = q.answer.shape.headline if q.answer.shape.headline is not None else None
    found = find_message(head, "stack.os.mac-windows") if head is not None else None
    assert found is not None and find_message(found, "stack.os.mac-lmstudio") is not None, console


# --- #3 -------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang"), [("vllm on a dgx spark?", "en"),
                                            ("can I run vllm on an asus ascent gx10?", "en"),
                                            ("dgx spark 能跑 vllm 吗", "zh_Hans")])
def test_vllm_on_a_spark_is_answered(advisor, text, lang):
    q, console, bot = question_faces(advisor, text, lang)
    assert find_message(q.answer.shape.headline, "stack.os.engine-vllm-gb10") is not None, console
    assert "vllm.ai/blog" in console and "aarch64" in console and "aarch64" in bot


# --- #4 -------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "cc"), [
    ("can I run vllm on an rtx 3090?", "en", "8.6"),
    ("does vllm work on an rtx 4090", "en", "8.9"),
    ("vllm on linux with a 5090?", "en", "12.0"),
    ("3090能跑vllm吗", "zh_Hans", "8.6"),
])
def test_vllm_on_an_nvidia_card_with_no_os_gives_its_floor(advisor, text, lang, cc):
    q, console, bot = question_faces(advisor, text, lang)
    m = find_message(q.answer.shape.headline, "stack.os.engine-vllm-nvidia")
    assert m is not None, console
    assert m.params["cc"].value == cc
    assert "7.5" in console and "WSL2" in console and "WSL2" in bot


def test_vllm_below_its_floor_is_not_supported(advisor):
    from advisor.engine_more import vllm_nvidia
    old = vllm_nvidia(_card(advisor, "GeForce GTX 1080"), model=True)  # it decides: said even with a model asked
    assert old is not None and old.key == "stack.os.engine-vllm-nvidia-old"
    v100 = vllm_nvidia(_card(advisor, "Tesla V100 PCIe 16 GB"), model=True)
    assert v100 is not None and v100.key == "stack.os.engine-vllm-nvidia-older"
    assert vllm_nvidia(_card(advisor, "GeForce RTX 3090"), model=True) is None  # the road: context to a fit
    q, console, _ = question_faces(advisor, "does vllm support a gtx 1080?")
    flat = " ".join(console.split())
    assert "does not run on it" in flat or "does not support" in flat


# --- #5 -------------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "lang", "road"), [
    ("does ollama run on a gtx 1080?", "en", "stack.os.engine-ollama-nvidia-any"),
    ("ollama on windows with gtx 970", "en", "stack.os.engine-ollama-nvidia"),
    ("1080能跑ollama吗", "zh_Hans", "stack.os.engine-ollama-nvidia-any"),
    ("can my tesla p40 run ollama", "en", "stack.os.engine-ollama-nvidia-any"),
])
def test_ollama_on_maxwell_and_pascal_says_driver_570(advisor, text, lang, road):
    q, console, bot = question_faces(advisor, text, lang)
    head = q.answer.shape.headline
    assert find_message(head, road) is not None and find_message(head, "stack.os.ollama-driver-570") is not None, \
        console
    assert "570" in console and "570" in bot and "531" in console


@pytest.mark.parametrize("text", ["does ollama support the rtx 5090?", "does ollama run on a 2080 ti?"])
def test_newer_cards_get_no_driver_570(advisor, text):
    q, console, _ = question_faces(advisor, text)
    assert find_message(q.answer.shape.headline, "stack.os.ollama-driver-570") is None
    assert "570" not in console


# --- #6 -------------------------------------------------------------------------------------------------------------

NOTES = ("rules.blackwell-min", "rules.current-stack")


def _notes(q) -> set[str]:
    shape = q.answer.shape
    msgs = [shape.headline, *[c.message for c in shape.decides], *[c.message for c in shape.caveats]]
    return {k for m in msgs if m is not None for k in m.keys if k in NOTES}


@pytest.mark.parametrize(("text", "lang"), [
    ("does ollama support the rtx 5090?", "en"),
    ("does llama.cpp support the rtx 5090?", "en"),
    ("will lm studio work with a 5090?", "en"),
    ("5090支持ollama吗", "zh_Hans"),
    ("does ollama run on a gtx 1080?", "en"),
    ("does ollama 0.12.3 support my 5090? using cuda 12.8", "en"),
])
def test_pytorch_notes_do_not_follow_an_engine_with_its_own_runtime(advisor, text, lang):
    q, console, bot = question_faces(advisor, text, lang)
    assert not _notes(q), console
    assert "PyTorch 2.7" not in console and "PyTorch 2.14" not in console and "PyTorch 2.7" not in bot


@pytest.mark.parametrize("text", ["does vllm support the rtx 5090?", "does ollama and pytorch support the rtx 5090?",
                                  "will a 5090 work with pytorch?"])
def test_pytorch_notes_stay_where_the_stack_is_pytorch(advisor, text):
    q, console, _ = question_faces(advisor, text)
    assert "rules.blackwell-min" in _notes(q), console


def test_the_bot_says_the_same(advisor):
    q = advisor.ask("does ollama support the rtx 5090?")
    assert "Ollama" in bot_text(q) and "PyTorch 2.7" not in bot_text(q) and "cu128" not in bot_text(q)
