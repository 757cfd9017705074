"""System RAM, CPU-only boxes and unified-memory mini PCs (fix53b, issues 27 and 28): a mini PC's soldered LPDDR5X is
a Strix Halo box's unified memory, counted once; server-sized RAM is read at one platform's channels by every command;
a Strix Halo box on Linux is told what amdgpu's GTT gives its GPU there, with the source."""

from __future__ import annotations

import pytest

from advisor.api import Advisor
from advisor.i18n import Renderer, english
from advisor.ram_speed import SERVER_PLATFORM, desktop_max_ram_gb, platforms, ram_said


def _notes(q) -> str:
    return " ".join(english(n) for n in q.read_as.notes)


# --------------------------------------------------------------------------- #1: a mini PC's soldered memory
@pytest.mark.parametrize(("text", "memory"), [
    ("mini PC with 128GB LPDDR5X, can it run llama 70b?", 128),
    ("I'm buying a mini-pc with 128 GB of LPDDR5X-8000, will qwen3 235b fit?", 128),
    ("mini pc, 64 GB of LPDDR5X, good for qwen3 30b?", 64),
    ("mini PC with 128GB unified memory, can it run gpt-oss 120b?", 128),
    ("128GB LPDDR5X的迷你主机能跑llama 70b吗？", 128),
    ("小主机 LPDDR5X 128G 可以跑 70b 吗", 128),
])
def test_a_mini_pcs_soldered_memory_is_a_unified_memory_machine(advisor: Advisor, text: str, memory: int) -> None:
    q = advisor.ask(text)
    assert q.read_as.command == "fits", q.read_as
    assert len(q.read_as.cards) == 1 and "Ryzen AI Max+ 395" in q.read_as.cards[0], q.read_as.cards
    assert f"{memory} GB" in q.read_as.cards[0]
    assert q.read_as.ram_gb is None and q.read_as.ram_kind is None, q.read_as  # counted once: no system RAM beside
    assert any(n.key == "ask.note.unified-box" for n in q.read_as.notes), _notes(q)
    assert not any(n.key == "ask.note.build.small" for n in q.read_as.notes)  # no card goes in it
    assert q.answer is not None and "cpu-only" not in q.answer.model_dump_json().lower()


@pytest.mark.parametrize("text", [
    "mini PC with 16GB LPDDR5X, can it run llama 8b?",  # an ordinary laptop chip's memory: no Strix Halo assumed
    "desktop with 128GB DDR5, can it run llama 70b?",  # socketed system RAM: the CPU's
    "mini pc case for a 4060, 128gb ram",  # a small case with RAM said, no soldered memory
])
def test_other_memory_is_no_strix_halo_box(advisor: Advisor, text: str) -> None:
    q = advisor.ask(text)
    assert not any(n.key == "ask.note.unified-box" for n in q.read_as.notes), _notes(q)
    assert not any("Ryzen AI Max" in c for c in q.read_as.cards), q.read_as.cards


def test_the_unified_box_note_in_chinese(advisor: Advisor) -> None:
    q = advisor.ask("128GB LPDDR5X的迷你主机能跑llama 70b吗？", lang="zh_Hans")
    note = next(n for n in q.read_as.notes if n.key == "ask.note.unified-box")
    assert "统一内存" in Renderer("zh_Hans")(note) and "統一記憶體" in Renderer("zh_Hant")(note)


def test_the_console_answers_on_the_box(run) -> None:
    code, out, _ = run("ask", "mini PC with 128GB LPDDR5X, can it run llama 70b?")
    assert code == 0
    out = " ".join(out.split(" \n")).replace("\n", " ")
    out = " ".join(out.split())
    assert "Framework Desktop (Ryzen AI Max+ 395, 128 GB)" in out and "unified-memory machine" in out
    assert "CPU only" not in out and "ram_kind" not in out


# --------------------------------------------------------------------------- #3: one reading of server-sized RAM
def test_server_ram_is_one_platforms_channels() -> None:
    row = platforms()[SERVER_PLATFORM]
    said = ram_said("DDR5", server=True)
    assert said is not None and said.server and said.channels == row.channels and said.mts == row.mts
    assert said.bandwidth_gb_s == pytest.approx(307.2)  # moe_offload.csv's server_ram_bandwidth_gb_s
    assert ram_said("DDR5x2", server=True).channels == 2  # channels said win
    assert ram_said("DDR5", server=False).channels == 2  # a desktop's RAM stays a desktop's
    assert ram_said(None, server=True).kind == row.kind  # no kind said: the platform's


@pytest.mark.parametrize(("text", "lang"), [
    ("can 512GB DDR5 run deepseek r1?", "en"),
    ("I have 512GB DDR5, which GPU should I buy for deepseek r1 with budget 3000?", "en"),
    ("512GB内存能跑deepseek r1吗", "zh_Hans"),
])
def test_every_command_reads_server_ram_alike(advisor: Advisor, text: str, lang: str) -> None:
    q = advisor.ask(text, lang=lang)
    assert q.read_as.ram_gb and q.read_as.ram_gb > desktop_max_ram_gb()
    assert any(n.key == "ask.note.server-ram" for n in q.read_as.notes), _notes(q)  # stated on the read-as line
    body = q.answer.model_dump_json()
    assert "307.2" in body and "89.6" not in body, body[:400]


def test_a_desktops_ram_keeps_its_two_channels(advisor: Advisor) -> None:
    q = advisor.ask("can 128GB DDR5 run qwen3 235b on cpu?")
    assert not any(n.key == "ask.note.server-ram" for n in q.read_as.notes)
    assert "307.2" not in q.answer.model_dump_json()


def test_fits_and_recommend_typed_agree(advisor: Advisor) -> None:
    fit = advisor.fits("deepseek r1", ram=512, ram_kind="DDR5").model_dump_json()
    rec = advisor.recommend("3000", use_case="llm", model="deepseek r1", ram_gb=512, ram_kind="DDR5").model_dump_json()
    assert "307.2" in fit and "307.2" in rec


# --------------------------------------------------------------------------- #4: Strix Halo on Linux
@pytest.mark.parametrize(("text", "lang"), [
    ("framework desktop 128gb under ubuntu, can it run qwen3 235b?", "en"),
    ("mini PC with 128GB LPDDR5X on linux, can it run llama 70b?", "en"),
    ("迷你主机 128GB LPDDR5X，装 Linux，能跑 Qwen3 235B 吗？", "zh_Hans"),
])
def test_linux_says_the_gtt_figure_with_its_source(advisor: Advisor, text: str, lang: str) -> None:
    q = advisor.ask(text, lang=lang)
    note = next(n for n in q.read_as.notes if n.key == "ask.note.os-share")
    en = english(note)
    assert "120 GB" in en and "96 GB" in en and "lemonade-sdk/llamacpp-rocm/issues/11" in en
    assert "120 GB" in Renderer("zh_Hans")(note) and "120 GB" in Renderer("zh_Hant")(note)


def test_no_linux_no_gtt_note(advisor: Advisor) -> None:
    q = advisor.ask("framework desktop 128gb, can it run qwen3 235b?")
    assert not any(n.key == "ask.note.os-share" for n in q.read_as.notes)


# --------------------------------------------------------------------------- #2: the GPU to add for an MoE's offload
@pytest.mark.parametrize(("text", "lang"), [
    ("I have an 8-channel EPYC with 384 GB DDR5, which GPU should I add for DeepSeek R1?", "en"),
    ("EPYC server, 512GB DDR5 RAM, what card should I buy for deepseek v3?", "en"),
    ("我有一台 8 通道 EPYC，384GB DDR5 内存，跑 DeepSeek R1 该加什么显卡？", "zh_Hans"),
])
def test_the_card_to_add_leads_an_moe_owners_answer(advisor: Advisor, text: str, lang: str) -> None:
    q = advisor.ask(text, lang=lang)
    assert q.read_as.command == "fits" and not q.read_as.cards and q.read_as.ram_gb, q.read_as
    head = q.answer.shape.headline
    assert "ask.moe-add" in head.model_dump_json(), head
    plan = q.answer.offload
    assert plan is not None and plan.ram_total_gb <= q.read_as.ram_gb
    said = Renderer(lang)(head)
    assert said.startswith(("Add a ", "加一张 ")) and plan.card in said and "--cpu-moe" in said, said


def test_no_card_to_add_is_led_without_the_ram_for_the_experts(advisor: Advisor) -> None:
    q = advisor.ask("I have 128GB DDR5, which GPU should I add for DeepSeek R1?")
    head = getattr(getattr(q.answer, "shape", None), "headline", None)
    assert head is None or "ask.moe-add" not in head.model_dump_json()
