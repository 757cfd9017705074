"""fix41c (issues 27, 28; break33 #6, #13, #9, #10, #19): the wordings here are in no corpus row.

6. A CPU-only rig leaves the OS a share of RAM that scales with it (a quarter, at least 3 GB, at most 8 GB: the
   sourced assumptions of data/performance/moe_offload.csv), so an 8 GB laptop runs small models, never "holds none".
13. The CPU-only rig is named in the reader's language, and the figure beside it says what it is (usable RAM).
"""

from __future__ import annotations

import re

import pytest

from advisor import i18n
from advisor.cli.ask import render_question
from advisor.cli.render import View


def _out(q, language: str) -> str:
    return " ".join(render_question(q, View(language=language, width=300)).split())


def _lang(text: str) -> str:
    return "en" if text.isascii() else "zh_Hant" if any(c in text for c in "麼記憶體個電腦們") else "zh_Hans"


# ------------------------------------------------------------------ 6. the OS's share of RAM scales with it
@pytest.mark.parametrize(("text", "usable"), [
    ("no gpu, laptop with 8gb of ram, which llm can i run", 5),
    ("8 gb ram and no graphics card, what local models work?", 5),
    ("cpu only 12gb ram, what llm", 9),
    ("what models can i run on cpu with 16gb ram", 12),
    ("我没有显卡，8G内存能跑什么模型", 5),
    ("只有CPU，8G記憶體，能跑什麼模型", 5),
    ("沒有顯卡 16G記憶體 能跑哪些模型", 12),
])
def test_small_ram_cpu_runs_small_models(advisor, text, usable):
    q = advisor.ask(text, lang=_lang(text))
    assert q.read_as.command == "fits", q.read_as
    summary = q.answer.summary
    assert summary.key != "runs.none", summary
    assert q.answer.rig.memory_gb == usable, q.answer.rig
    assert q.answer.models, q.answer


def test_the_reserve_is_a_share_with_a_floor_and_a_cap(advisor):
    from advisor.catalog import data_dir
    from advisor.offload import OffloadModel

    off = OffloadModel(advisor.speeds, advisor.llm_models, data_dir())
    assert [off.cpu_reserve_gb(r) for r in (4, 8, 16, 24, 32, 64, 256)] == [3, 3, 4, 6, 8, 8, 8]


# ------------------------------------------------------------------ 13. the CPU rig's label, localised and explained
@pytest.mark.parametrize(("text", "words"), [
    ("cpu only, 64gb ram, what can i run", ("CPU (no GPU) with 64 GB of RAM", "56 GB of it usable, 8 GB left")),
    ("no gpu and 32 gb of memory, which models", ("CPU (no GPU) with 32 GB of RAM", "24 GB of it usable")),
    ("我只有CPU，32G内存，能跑什么", ("CPU（无 GPU），32 GB 内存", "其中 24 GB 可用，8 GB 留给系统")),
    ("没显卡 64G内存 跑什么大模型", ("CPU（无 GPU），64 GB 内存", "其中 56 GB 可用")),
    ("只有CPU 32G記憶體 能跑什麼", ("CPU（無 GPU），32 GB 記憶體", "其中 24 GB 可用，8 GB 留給系統")),
])
def test_the_cpu_rig_is_named_in_the_readers_language(advisor, text, words):
    lang = _lang(text)
    out = _out(advisor.ask(text, lang=lang), lang)
    for w in words:
        assert w in out, out
    assert "CPU only" not in out and not re.search(r"(of RAM|内存|記憶體)[（(]\d+ GB[）)]", out), out


# ------------------------------------------------------------------ 19. --gpus without --vram is said, never dropped
@pytest.mark.parametrize(("kwargs"), [
    {"model": "llama-3.1-8b", "gpus": 3}, {"model": "qwen3-32b", "gpus": "2"}, {"model": None, "gpus": 4},
    {"model": "llama-3.1-70b", "gpus": 2, "ram": 64}, {"model": "mistral-7b", "gpus": 2, "card": "3090"},
])
def test_gpus_without_vram_is_said(advisor, kwargs):
    from advisor.errors import InvalidOption

    model = kwargs.pop("model")
    with pytest.raises(InvalidOption) as e:
        advisor.fits(model, **kwargs)
    err = e.value
    assert err.msg is not None and err.msg.key == "error.fits.gpus-alone", err
    assert "显存" in err.render("zh_Hans") and "顯示記憶體" in err.render("zh_Hant")
    assert "--vram" in i18n.render(err.msg.key, err.msg.params, "en", option="flag")  # the console's (fix63e)


# ------------------------------------------------------------------ 9. a window overflow names the longer-window twin
@pytest.mark.parametrize(("text", "twin"), [
    ("run llama-3-8b at 64k context on my 4090", "Llama 3.1 8B"),
    ("can a 3090 do llama 3 8b with 16k context", "Llama 3.1 8B"),
    ("llama 3 70b 32k ctx on 2x 3090", "Llama 3.1 70B"),
    ("我的4090跑llama 3 8b，32k上下文行吗", "Llama 3.1 8B"),
    ("llama 3 70b 64k上下文 兩張3090 可以嗎", "Llama 3.1 70B"),
])
def test_a_window_overflow_names_the_longer_twin(advisor, text, twin):
    lang = _lang(text)
    q = advisor.ask(text, lang=lang)
    out = _out(q, lang)
    assert twin in out and "131,072" in out, out
    assert ("same size and build" in out) if lang == "en" else ("结构" in out or "結構" in out), out


def test_no_twin_for_a_model_with_no_longer_window():
    from advisor.fits.twins import longer_twin

    assert longer_twin("Llama 3 8B", 131072) == ("Llama 3.1 8B", 131072)
    assert longer_twin("Llama 3.1 8B", 262144) is None and longer_twin("no such model", 8) is None


# ------------------------------------------------------------------ 10. the long-context ladder: a floor and headroom
@pytest.mark.parametrize("text", [
    "llama 3.1 8b at 128k context on my 4060 8gb",
    "can my rtx 3050 8gb do llama-3.1-8b with 100k tokens of context",
    "qwen2.5 7b 128k context on a 4060",
    "我的4060跑llama 3.1 8b，128k上下文可以吗",
    "4060 8G 跑 llama 3.1 8b 128k上下文 行嗎",
])
def test_a_small_model_is_never_advised_at_two_bits_for_a_long_context(advisor, text):
    lang = _lang(text)
    q = advisor.ask(text, lang=lang)
    keys = set(q.answer.rig.message.keys)
    assert "owned.long.kv" in keys, keys
    out = _out(q, lang)
    for low in ("IQ2", "Q2_K", "Q3_K_S", "IQ3_XXS"):
        assert low not in out, out
    if lang == "en":  # a lower level advised fits with headroom, never "fits, tightly, at a quality cost"
        assert "fits, tightly, at a quality cost" not in out, out

