"""Two of break32's findings on the merged code (round 19): a pasted /proc/meminfo line and a count of none."""

import pytest

from advisor.i18n import Renderer


@pytest.mark.parametrize(("text", "ram"), [
    ("MemTotal: 65843212 kB, rtx 3060 12gb, what llm can I run?", 62.8),
    ("my 4090, cat /proc/meminfo says MemTotal:       131795104 kB, can it run qwen3 235b?", 125.7),
    ("memtotal: 32768000 kb and a 3090, what can I run", 31.2),
    ("我的3090，MemTotal: 65843212 kB，能跑什么模型", 62.8),
    ("MemTotal:        16303132 kB on a 3060 12gb, llama 8b?", 15.5),
])
def test_a_pasted_meminfo_line_is_the_ram(advisor, text, ram):
    """break32 #12: "MemTotal: 65843212 kB" (the kernel's own line, KiB) was not read; "MemTotal: 256G" was."""
    assert advisor.ask(text).read_as.ram_gb == ram


@pytest.mark.parametrize("text", ["what psu for 0 3090s", "zero 4090s for llama 70b", "0张4090能跑70b吗",
                                  "0 x 3090 for training", "llama 8b on 0 rtx 3060s"])
def test_a_count_of_none_is_said_and_the_card_read_once(advisor, text):
    """break32 #19: "what psu for 0 3090s" answered one card without a word; the count is said not taken."""
    q = advisor.ask(text)
    notes = [n for n in q.read_as.notes if n.key == "ask.odd.count"]
    assert notes and (q.read_as.gpus or 1) == 1
    for lang in ("en", "zh_Hans", "zh_Hant"):
        assert Renderer(lang)(notes[0])


@pytest.mark.parametrize("text", ["what psu for 2 3090s", "budget 0 for a 3060", "1080 ti vs 2080 ti"])
def test_a_count_of_one_or_more_or_a_zero_budget_is_no_count_of_none(advisor, text):
    assert not any(n.key == "ask.odd.count" for n in advisor.ask(text).read_as.notes)

