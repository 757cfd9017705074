"""fix62c: Macs by chip and memory, Strix Halo by the GPU share said (int45's new user and breakers).

- A Mac form the catalogue lacks, said with a chip and a memory it has ("mac pro m4 16g", "imac m3 16gb"): read as
  the Mac with that chip and memory (the same GPU and bandwidth), the assumption said — never "I do not know".
- A chip said right after a Mac form ("我的mac studio是M2 Ultra") is that Mac's chip, never the default Mac's.
English and Chinese, console and bot.
"""

from __future__ import annotations

import pytest
from asked import bot_text as _bot
from asked import find_message as _find

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _console(q) -> str:
    return " ".join(render_question(q, View(language=q.language)).split())


# 1 -- a Mac form the catalogue lacks, with a chip and memory it has -----------------------------------------------
@pytest.mark.parametrize(("text", "lang", "chip", "memory"), [
    ("mac pro M4，16G能跑Qwen3 8B吗", "zh", "(M4,", "16 GB"),
    ("imac m3 16gb for llama 3.1 8b?", "en", "(M3,", "16 GB"),
    ("imac m4 16gb 能跑 qwen3 8b 吗", "zh", "(M4,", "16 GB"),
    ("can my m2 pro imac with 32gb run a 14b model", "en", "(M2 Pro,", "32 GB"),
])
def test_a_mac_form_not_listed_is_read_as_its_chip_and_memory(advisor, text, lang, chip, memory):
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.error
    card = q.read_as.cards[0]
    assert card.startswith("Apple ") and chip in card and f"{memory})" in card, card
    assert _find(q.reply, "ask.mac-form-chip") is not None
    assert _find(q.reply, "ask.unknown-near") is None and _find(q.reply, "ask.unknown") is None
    for face in (_console(q), _bot(q)):
        assert "Tesla M4" not in face


def test_a_mac_form_with_a_memory_its_chip_never_has_stays_unknown(advisor):
    """"mac pro m4 12gb": no Mac here has an M4 with 12 GB — unknown with the nearest said, never a swapped Mac."""
    q = advisor.ask("mac pro m4 12gb for llama 3.1 8b")
    assert _find(q.reply, "ask.mac-form-chip") is None


# 2 -- a chip said right after a Mac form is its chip --------------------------------------------------------------
@pytest.mark.parametrize(("text", "lang"), [
    ("我的mac studio是M2 Ultra，要换新的mac studio吗", "zh"),
    ("my mac studio: m2 ultra. worth a new mac studio?", "en"),
    ("my mac studio m2 ultra vs a new mac studio", "en"),
])
def test_a_chip_beside_a_mac_form_is_its_own(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.error
    cards = q.read_as.cards
    assert any("M2 Ultra" in c for c in cards), cards
    assert any("M5 Ultra" in c for c in cards), cards


# 3 -- a Strix Halo box said with the GPU's share of its memory -----------------------------------------------------
@pytest.mark.parametrize(("text", "lang", "said"), [
    ("strix halo with 120gb vram", "en", 120.0),
    ("ryzen ai max+ 395 with 110gb vram, qwen3 235b?", "en", 110.0),
    ("strix halo 给gpu分了120G显存 能跑什么", "zh", 120.0),
])
def test_a_strix_halo_share_said_is_the_128_gb_machine(advisor, text, lang, said):
    q = advisor.ask(text, lang=lang)
    assert q.answer is not None, q.error
    assert q.read_as.cards and q.read_as.cards[0].endswith(", 128 GB)"), q.read_as.cards
    note = _find(q.reply, "ask.strix-halo-share")
    assert note is not None and note.params["said"].value == said
    assert _find(q.reply, "ask.memory-correction") is None and _find(q.reply, "ask.unknown") is None
    assert _find(q.reply, "ask.strix-halo-unknown") is None
    face = _console(q)
    assert "Strix Halo" in face and ("120 GB" in face or "110 GB" in face)


def test_a_strix_halo_memory_it_is_sold_with_is_no_share(advisor):
    q = advisor.ask("strix halo 64gb for qwen3 32b")
    assert q.read_as.cards[0].endswith(", 64 GB)") and _find(q.reply, "ask.strix-halo-share") is None
