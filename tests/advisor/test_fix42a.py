"""fix42a (issues 27, 28): unified-memory devices; the wordings here are in no corpus row.

1. An iGPU's memory is a share of the system RAM said (break33 #16: "what can I run on a 780m with 32gb ram" put
   16 GB on the iGPU and 28.2 GB of Mixtral's experts "in RAM" beside it, 44 GB of a 32 GB machine): what a plan
   keeps in RAM besides is what the share leaves, the OS's reserve still taken from it.
2. A Jetson's CPU, GPU and OS share one memory: a model is sized on what the OS and runtime leave
   (``data/memory_reserve.csv`` ``jetson-os``), said so, and a 16-bit need past it names a larger module, never
   "4 cards of 6.5 GB".
"""

from __future__ import annotations

import pytest

from advisor.owned import RAM_RESERVE_GB

IGPU = [("what can I run on a 780m with 32gb ram", 32), ("my laptop has a radeon 780m and 32 gb of ram, what llms fit",
                                                         32),
        ("which models can my 780m igpu run, 64gb ram", 64), ("what llms can I run with a 780m and 32gb ram", 32),
        ("780m 32g内存能跑什么大模型", 32), ("我的780m核显，64G内存，能跑哪些模型", 64),
        ("780M 內顯 32GB 記憶體 能跑什麼模型", 32)]


@pytest.mark.parametrize(("text", "ram"), IGPU)
def test_igpu_plans_stay_within_the_ram_said(advisor, text, ram):
    runs = advisor.ask(text).answer
    rig = runs.rig
    assert rig.ram_gb is not None and rig.memory_gb + rig.ram_gb == pytest.approx(ram, abs=0.2), rig
    for m in runs.models:
        if m.role == "offload":  # the experts in RAM sit beside the share, in what it leaves, the OS's reserve kept
            assert rig.memory_gb + (m.ram_gb or 0.0) + RAM_RESERVE_GB <= ram + 0.1, m


IGPU_FITS = ["can my 780m with 32gb ram run mixtral 8x7b", "mixtral 8x7b on a radeon 780m igpu, 32 gb ram?",
             "780m 32g内存能跑mixtral 8x7b吗", "780M核顯 32GB記憶體 跑得動 mixtral 8x7b 嗎",
             "will mixtral 8x7b run on my 780m with 32 gigs of ram"]


@pytest.mark.parametrize("text", IGPU_FITS)
def test_igpu_share_and_the_ram_beside_it_are_one_ram(advisor, text):
    fit = advisor.ask(text).answer.rig
    assert fit.way == "none", fit  # 28 GB of Mixtral never "fits" 16 GB of share + 32 GB of RAM counted twice
    first = fit.message.params["first"]
    assert first.key == "igpu.note.ram" and first.params["ram"].value == 32, first  # the RAM said, as said


JETSON = [("can a jetson orin nano 8gb run llama 3.1 8b", "Jetson Orin Nano 8 GB"),
          ("will qwen3 4b run on my jetson orin nano", "Jetson Orin Nano 8 GB"),
          ("llama 3.1 8b on a jetson orin nx 16gb?", "Jetson Orin NX 16 GB"),
          ("jetson agx orin 64gb能跑llama 3.3 70b吗", "Jetson AGX Orin 64 GB"),
          ("我的 jetson orin nano 8gb 能跑 qwen3 8b 吗", "Jetson Orin Nano 8 GB"),
          ("Jetson Orin NX 16GB 跑得動 qwen3 14b 嗎", "Jetson Orin NX 16 GB")]


@pytest.mark.parametrize(("text", "card"), JETSON)
def test_jetson_sized_on_what_its_os_leaves(advisor, text, card):
    fit = advisor.ask(text).answer.rig
    memory = advisor.catalog.card(card).memory_gb
    assert fit.rig.cards[0].card == card and fit.rig.memory_gb < memory, fit.rig
    note = fit.message.params["first"]
    assert note.key == "jetson.note", note
    assert note.params["share"].value + note.params["reserve"].value == pytest.approx(memory), note


@pytest.mark.parametrize("text", ["can my jetson orin nx 16gb run llama 3.1 8b",
                                  "jetson orin nx 16gb能跑llama 3.1 8b吗",
                                  "does llama 3.1 8b fit on a jetson orin nx 16 gb"])
def test_jetson_sixteen_bits_names_a_larger_module(advisor, text):
    fit = advisor.ask(text).answer
    keys = [r.message.key for r in fit.reasons]
    assert "jetson.as-released.bigger" in keys, keys
    said = next(r.message for r in fit.reasons if r.message.key == "jetson.as-released.bigger")
    assert str(said.params["module"].value).startswith("Jetson "), said


def test_jetson_note_in_both_languages(advisor):
    from advisor.i18n import render

    note = advisor.ask("can a jetson orin nano 8gb run llama 3.1 8b").answer.rig.message.params["first"]
    def said(lang: str) -> str:
        return render(note.key, note.params, lang)

    assert "left for a model" in said("en") and "留给模型" in said("zh_Hans") and "留給模型" in said("zh_Hant")


@pytest.mark.parametrize("text", ["will gemma 3 27b fit on my jetson orin nano",
                                  "can my jetson orin nx 16gb run llama 3.3 70b",
                                  "jetson orin nano 8gb能跑gemma 3 27b吗", "Jetson Orin Nano 跑得動 Qwen3 32B 嗎",
                                  "can my jetson orin nano run qwen3 32b"])
def test_jetson_too_small_never_asks_for_separate_ram(advisor, text):
    keys: list[str] = []

    def walk(m) -> None:
        keys.append(m.key)
        for p in m.params.values():
            if getattr(p, "type", "") == "message":
                walk(p)

    walk(advisor.ask(text).answer.rig.message)
    assert "owned.no.unified" in keys and "owned.no.noram" not in keys, keys
