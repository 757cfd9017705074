"""fix62b: card + RAM and CPU roads.

- A card's memory right after its name ("3060 12G") is the card's, never the RAM, when a RAM kind was said before it
  with CJK words between ("8通道DDR5的EPYC和一张3060 12G"): a RAM kind's tail is ASCII letters and digits only.
"""

from __future__ import annotations

import pytest

from tests.asked import find_message, question_faces

CARD_AFTER_RAM_KIND = [
    ("我有一台8通道DDR5的EPYC和一张3060 12G", "GeForce RTX 3060 12 GB", 12.0),
    ("我有一台DDR5的电脑和一张4070 12G", "GeForce RTX 4070", 12.0),
    ("我有DDR4的主机和4060ti 16G", "GeForce RTX 4060 Ti 16 GB", 16.0),
    ("ddr5电脑 4070 12g 能跑32b吗", "GeForce RTX 4070", 12.0),
]


@pytest.mark.parametrize(("text", "card", "memory"), CARD_AFTER_RAM_KIND)
def test_card_memory_after_a_ram_kind_is_the_cards(advisor, text, card, memory):
    """The card is read with its memory; no RAM size is taken from the card's memory."""
    r = advisor.ask(text).read_as
    assert r.cards == [card] and r.memory_gb == [memory]
    assert r.ram_gb is None and r.ram_kind is not None and r.ram_kind.startswith("DDR")


@pytest.mark.parametrize(("text", "ram", "kind"), [
    ("DDR5 64G和3060 12G", 64.0, "DDR5"), ("ddr5x 64gb", 64.0, "DDR5X"), ("DDR4-3200 quad channel 256GB", 256.0, None),
    ("内存DDR5 64G", 64.0, "DDR5"),
])
def test_ram_after_its_kind_still_reads(advisor, text, ram, kind):
    """A size right after the RAM kind stays the RAM."""
    r = advisor.ask(text).read_as
    assert r.ram_gb == ram
    if kind:
        assert r.ram_kind == kind


MOE_ON_MEMORY = [
    ("can I run qwen3 30b a3b on 16gb vram and 32gb ram?", "en", "Yes,"),
    ("能用16G显存和32G内存跑qwen3 30b a3b吗", "zh_Hans", "能"),
    ("could gpt-oss 120b run on 24gb vram and 96gb ram?", "en", "Yes,"),
]


@pytest.mark.parametrize(("text", "lang", "yes"), MOE_ON_MEMORY)
def test_moe_offload_on_a_gpu_known_by_memory_leads_yes_with_a_range(advisor, text, lang, yes):
    """A GPU known by its memory alone: the offload decode is a range over the popular cards of that memory (no
    "no estimate here gives"), the RAM assumed and said, and the answer leads with the yes and that range."""
    q, console, bot = question_faces(advisor, text, lang)
    rig = q.answer.rig
    assert rig.way == "offload" and rig.speed is not None and rig.speed_high is not None
    assert 0 < rig.speed.tok_s < rig.speed_high
    lead = find_message(q.answer.shape.headline, "ask.fit.offload.yes")
    assert lead is not None and q.answer.shape.headline.params["first"] == lead
    assert find_message(rig.message, "owned.speed.range.assumed") is not None
    assert find_message(rig.message, "owned.speed.beside-run") is None
    body = console.split("\n", 2)[2].lstrip()
    assert body.startswith(yes) and "tok/s" in body.split("\n")[0] and "DDR5-5600" in console
    assert bot.split("\n", 1)[1].lstrip("* ").startswith(yes)


def test_moe_range_is_over_the_cards_of_that_memory(advisor):
    """The range's ends are the offload estimates on real cards of that memory: a 4060 Ti 16 GB named gets its
    own figure, which lies within the 16 GB range."""
    bare = advisor.ask("can I run qwen3 30b a3b on 16gb vram and 32gb ram?").answer.rig
    named = advisor.ask("can I run qwen3 30b a3b on a 4060 ti 16gb and 32gb ram?").answer
    assert named.rig.speed_high is None
    assert bare.speed.tok_s <= named.rig.speed.tok_s <= bare.speed_high
    assert find_message(named.shape.headline, "ask.fit.offload.yes") is not None


def test_moe_range_with_ram_kind_said_reads_at_its_bandwidth(advisor):
    """RAM kind said (8-channel DDR5): the range is read at that RAM's bandwidth, faster than the assumed desktop's,
    and no assumption is said."""
    assumed = advisor.ask("can I run qwen3 235b a22b on 24gb vram and 256gb ram?").answer.rig
    said = advisor.ask("can I run qwen3 235b a22b on 24gb vram and 256gb of 8 channel ddr5 ram?").answer.rig
    assert said.way == "offload" and said.speed is not None
    assert find_message(said.message, "owned.speed.range.assumed") is None
    if assumed.speed is not None:
        assert said.speed.tok_s > assumed.speed.tok_s


def test_slow_offload_leads_yes_slowly(advisor):
    """A dense model with layers in RAM under the usable decode: "Yes, slowly", with its speed."""
    q = advisor.ask("can I run llama 70b on my 3090 with 64gb ram?")
    assert q.answer.rig.way == "offload"
    assert find_message(q.answer.shape.headline, "ask.fit.offload.slowly") is not None


@pytest.mark.parametrize(("text", "key"), [
    ("I have a 3060 12GB and 32GB RAM, can I run llama 70b?", "ask.fit.offload.slowly-level"),
    ("can I run llama 70b on my 3060 12gb with 16gb ram?", "ask.fit.offload.slowly-level"),
    ("I have 8gb vram and 64gb ram, can I run gpt-oss 120b?", "ask.fit.offload.yes"),
    ("我有一张3090和32G内存，能跑70b吗", "ask.fit.offload.slowly"),
])
def test_owner_offload_leads_with_yes_its_level_and_speed(advisor, text, key):
    """An owner's yes-or-no (also in a clause after the rig is said): the lead says yes, the level when lower than
    the one asked, and the decode."""
    q = advisor.ask(text)
    lead = find_message(q.answer.shape.headline, key)
    assert lead is not None and q.answer.shape.headline.params["first"] == lead
    if key.endswith("-level"):
        assert lead.params["level"].value in str(q.answer.rig.message.params)


def test_owner_statement_without_a_question_gets_no_lead(advisor):
    """No yes or no asked: no lead."""
    q = advisor.ask("my 3060 12gb with 32gb ram runs llama 70b at 2 tok/s. what's wrong?")
    assert not any(find_message(q.answer.shape.headline, k) for k in (
        "ask.fit.offload.yes", "ask.fit.offload.slowly", "ask.fit.offload.slowly-level"))


@pytest.mark.parametrize(("text", "lang"), [
    ("can I run llama 70b on my 4090 with 16gb ram?", "en"),
    ("我有一张4090和16G内存，能跑llama 70b吗", "zh_Hans"),
])
def test_higher_level_with_ram_leads_the_cards_two_bit_level(advisor, text, lang):
    """The asked level does not fit even with RAM; the cards alone hold only a 2-bit level: a higher level with
    layers in RAM at a usable speed (>= 3 tok/s) leads, the card-alone level said after it."""
    q, console, bot = question_faces(advisor, text, lang)
    rig = q.answer.rig
    assert rig.way == "offload" and rig.speed.tok_s >= 3 and rig.other_precision == "q3_k_s"
    said = find_message(rig.message, "owned.fits.ram-first") or find_message(rig.message, "owned.fits.ram-first.speed")
    assert said is not None and said.params["level"].value == "IQ2_XXS"
    assert "Q3_K_S" in console and console.index("Q3_K_S") < console.index("IQ2_XXS")


@pytest.mark.parametrize(("text", "lang"), [
    ("is cpu only ok with 256gb ram for deepseek", "en"),
    ("256G内存纯CPU跑deepseek行吗", "zh_Hans"),
])
def test_cpu_only_large_moe_says_the_measured_road_with_a_card(advisor, text, lang):
    """CPU only, a large MoE at a level no CPU estimate covers: the measured llama.cpp run of the same model with a
    ~24 GB card beside the RAM (data/performance/moe_offload.csv) is said, with its source."""
    q, console, _ = question_faces(advisor, text, lang)
    said = find_message(q.answer.rig.message, "cpu.over.card-beside")
    assert said is not None and said.params["tok_s"].value == 7.3 and "VRAM" in said.params["device"].value
    flat = " ".join(console.split())
    assert "7.3 tok/s" in flat and "ubergarm" in flat


def test_cpu_only_dense_model_says_no_card_run(advisor):
    """A dense model has no experts to leave in RAM: no such run is said."""
    q = advisor.ask("cpu only with 32gb ram, can I run llama 70b?")
    rig = q.answer.rig if q.answer is not None else None
    assert rig is None or find_message(rig.message, "cpu.over.card-beside") is None
