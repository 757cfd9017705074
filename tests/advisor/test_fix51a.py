"""fix51a (issue 28 §3, newuser22 #28 and the per-card memory probes): an owner's cards said by their memory alone,
one size each, are the owner's rig — the job split over them — never a purchase."""
from __future__ import annotations

import pytest

from advisor.ask.memory_unnamed import unnamed_sizes
from advisor.errors import InvalidOption


@pytest.mark.parametrize(("text", "sizes"), [
    ("我的两张卡显存分别16G和12G，能跑qwen3 32b吗", [16, 12]),
    ("我有兩張卡，一張16G一張24G，能跑70b嗎", [16, 24]),
    ("i have two cards, 16gb and 12gb, can i run qwen3 32b", [16, 12]),
    ("i have a 24gb card and a 16gb card, will qwen3 32b run", [24, 16]),
    ("my two gpus have 11gb and 8gb of vram, will mistral 7b fit", [11, 8]),
    ("我有两块显卡，显存是8g和12g，能跑qwen3 14b吗", [8, 12]),
])
def test_the_owners_cards_by_memory_are_one_rig(advisor, text, sizes):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and not q.read_as.cards
    assert q.read_as.memory_gb == sizes
    rig = q.answer.rig
    assert rig is not None
    assert sorted(c.memory_gb for c in rig.rig.cards for _ in range(c.count)) == sorted(sizes)
    assert rig.rig.memory_gb == sum(sizes)


def test_a_split_over_two_sizes_fits_where_one_would_not(advisor):
    q = advisor.ask("I have two cards, 22gb and 24gb, can I run llama 70b")
    assert q.answer.rig.way == "split"  # 42.6 GB over 46 GB, neither card alone
    assert len(q.answer.rig.per_card_gb) == 2
    assert all(gb <= size for gb, size in zip(q.answer.rig.per_card_gb, (22, 24), strict=True))


@pytest.mark.parametrize("text", [
    "two 24gb cards, will qwen3 32b at q8 fit",  # one size, counted: --vram 24 --gpus 2 as before
    "should i buy two cards, 16gb and 24gb, for llama 70b",  # a buyer's sizes
    "i have one 24gb card and 64gb of ram, can i run qwen3 30b a3b",
    "24gb and 64gb, can i run 70b",  # no card said
])
def test_not_read_as_sizes_each(advisor, text):
    assert advisor.ask(text).read_as.memory_gb in (None, [24.0], [24], [])


def test_sizes_need_one_per_card():
    assert unnamed_sizes("i have three cards, 22gb and 24gb", 3) == []
    assert unnamed_sizes("i have two cards, 22gb and 24gb", 2) == [22, 24]
    assert unnamed_sizes("two cards, 16gb and 64gb of ram", 2) == []


def test_the_command_reads_sizes_joined(advisor):
    fit = advisor.fits("70b", vram="22+24")
    assert fit.rig is not None and fit.rig.rig.memory_gb == 46
    with pytest.raises(InvalidOption):
        advisor.fits("70b", vram="22+0")


@pytest.mark.parametrize("text", [
    "2080ti 22g + 3090 24g, can they run 70b together",
    "3060 12gb and 3080 10gb, can they run qwen3 14b together",
    "a 4060 ti 16gb and a 3060 12gb combined, will qwen3 32b run",
    "2080ti 22g和3090 24g，能一起跑70b吗",
    "4060ti 16g 加 3060 12g 一起能跑 qwen3 32b 吗",
])
def test_named_cards_with_their_memory_run_together_are_the_owners_rig(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and len(q.read_as.cards) == 2
    rig = q.answer.rig
    assert rig is not None and len(rig.rig.cards) == 2


def test_named_cards_to_buy_stay_a_purchase(advisor):
    q = advisor.ask("should I buy a 3060 12gb and a 3080 10gb to run qwen3 32b together")
    assert q.answer is None or getattr(q.answer, "rig", None) is None


@pytest.mark.parametrize("text", [
    "is a 4090 faster than my 3090 for llama 70b with two of them",
    "would a 5090 be faster than my 4090 for qwen 72b with two of them",
    "is a 3090 better than a 4090 for llama 70b if i have two of each",
    "4090和3090跑70b哪个快，各两张",
    "a 7900 xtx or a 3090 for 70b, using two of them",
])
def test_two_of_them_weighs_a_pair_against_a_pair(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.answer.counts == [2, 2]  # each side a pair, never one card


def _keys(answer):
    out = []

    def walk(m):
        if hasattr(m, "key"):
            out.append(m.key)
            for v in m.params.values():
                walk(v)
        elif isinstance(m, list):
            for v in m:
                walk(v)

    shape = getattr(answer, "shape", None)
    if shape is not None:
        walk(shape.headline)
        walk([c.message for c in shape.decides])
    return out


@pytest.mark.parametrize(("text", "lang"), [
    ("is the rtx pro 6000 blackwell worth it over two 5090s for 70b training", "en"),
    ("two 5090s or one rtx pro 6000 blackwell for qlora on llama 70b", "en"),
    ("2x 4090 vs a single a6000 for qlora of a 70b", "en"),
    ("两张5090和一张rtx pro 6000 blackwell，哪个适合70b训练", "zh_Hans"),
    ("兩張4090還是一張A6000，QLoRA微調70b", "zh_Hant"),
])
def test_a_pair_holds_a_qlora_sharded(advisor, text, lang):
    q = advisor.ask(text)
    keys = _keys(q.answer)
    assert "ask.job.sharded.qlora" in keys
    assert "ask.job.one" not in keys or "ask.job.both" in keys
