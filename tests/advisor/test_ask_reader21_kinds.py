"""Kinds of reading the new user found wrong in round 12 (issue 27, reader21): a count of a card said with its
memory and a modded word keeps the modified variant (as ``resolve`` does), in English and Chinese."""

from __future__ import annotations

import pytest


# ------------------------------------------- a count + card + memory + a modded word: the modified card, counted
@pytest.mark.parametrize("text", [
    "我有两张2080ti 22g魔改版，能跑qwen3 32b吗",
    "两张2080ti 魔改22g，能跑qwen3 32b吗",
    "兩張2080ti 22g魔改版能跑qwen3 32b嗎",
    "two 2080 ti 22gb modded, can they run qwen3 32b",
    "two modded 2080 ti 22gb, can they run qwen3 32b",
])
def test_a_count_of_a_card_said_modded_with_its_memory_keeps_the_modified_variant(advisor, text):
    q = advisor.ask(text).read_as
    assert q.cards == ["GeForce RTX 2080 Ti 22 GB (modified)"] and q.gpus == 2
    assert advisor.resolve("2080ti 22g").match == q.cards[0]  # the reader and resolve agree


@pytest.mark.parametrize("text", ["用2张4090 48G总共跑70b", "two 2080 ti 22gb in all, can they run qwen3 32b"])
def test_the_memory_after_a_count_said_as_the_total_is_the_cards_total(advisor, text):
    # fix55 (round 23): without "总共"/"in all", "用2张4090 48G" is two of the modified 48 GB card (test_fix55)
    q = advisor.ask(text).read_as
    assert q.gpus == 2 and "modified" not in q.cards[0]


# ------------------------------------------- a laptop card and a desktop card weighed, with a budget
@pytest.mark.parametrize(("text", "card"), [
    ("laptop with 4060 8gb or desktop 3060 12gb for a student, budget 1000", "GeForce RTX 4060 Mobile"),
    ("笔记本4060还是台式机3060 12g，学生，预算8000", "GeForce RTX 4060 Mobile"),
])
def test_a_card_said_after_a_laptop_word_is_the_laptop_one_even_with_a_desktop_said(advisor, text, card):
    q = advisor.ask(text)
    assert card in q.read_as.cards and "GeForce RTX 3060 12 GB" in q.read_as.cards
    keys = [c.message.key for c in q.answer.shape.decides]
    assert any(k.startswith("ask.laptop.budget") for k in keys)  # what a laptop costs against the budget
    assert not any(k.startswith("ask.budget-buys") for k in keys)  # never a desktop card's pick as the budget's
    assert "ask.budget-unweighed" not in [n.key for n in q.read_as.notes]


def test_a_desktop_word_nearest_a_card_keeps_it_the_desktop_card(advisor):
    q = advisor.ask("4090 laptop vs desktop 4090").read_as
    assert q.cards == ["GeForce RTX 4090 Mobile", "GeForce RTX 4090"]


# ------------------------------------------- a generator's version the table lacks: said, never swapped silently
@pytest.mark.parametrize(("text", "said"), [
    # Wan 2.2 has rows of its own now (answers43, break20 #10): a later version stands for the kind
    ("wan 2.5 video generation what gpu", "Wan 2.5 read as Wan 2.2's published figures"),
    ("wan2.5视频生成用什么显卡", "Wan 2.5 按 Wan 2.2 的公开数据理解"),
])  # "flux 2": FLUX.2 dev has its own memory rows now, and a speed borrowed from FLUX.1 is said (test_flux2.py)
def test_a_version_the_table_lacks_is_said_on_the_read_as_line(advisor, text, said):
    from advisor.i18n import Renderer

    q = advisor.ask(text)
    lang = "zh_Hans" if "视频" in text else "en"
    assert said in Renderer(lang)(q.reply)


@pytest.mark.parametrize("text", ["wan 2.1 video generation what gpu", "flux.1 dev what gpu", "wan 14b what gpu",
                                  "flux 12b on a 3060 12gb?", "wan 2.2 video generation what gpu",
                                  "wan 2.2 14b what gpu", "wan 2.2 5b on a 4060 ti 16gb"])
def test_the_tables_own_version_or_a_size_is_no_stand_in(advisor, text):
    from advisor.i18n import Renderer

    assert "published figures (none of its own" not in Renderer("en")(advisor.ask(text).reply)


# ------------------------------------------- a family named with no size beside a budget: said, its size asked
@pytest.mark.parametrize(("text", "lang"), [("what gpu shoud i buy for 500 bucks, i wanna run qwen3 locally", "en"),
                                            ("500美元买什么显卡跑qwen3", "zh_Hans")])
def test_a_family_named_with_no_size_in_a_ranking_is_said_and_its_size_asked(advisor, text, lang):
    from advisor.i18n import Renderer

    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.model is None
    notes = [n for n in q.read_as.notes if n.key == "ask.note.family-unsized"]
    assert len(notes) == 1
    line = Renderer(lang)(notes[0])
    assert "qwen3" in line and "Qwen3 8B" in line and "Qwen3 32B" in line and "0.6B" not in line


def test_a_sized_model_in_a_ranking_gets_no_family_note(advisor):
    q = advisor.ask("what gpu for 500 bucks to run qwen3 8b")
    assert not any(n.key == "ask.note.family-unsized" for n in q.read_as.notes)


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("can my 4090 run wan 2.5", "en", "Wan 2.5 read as Wan 2.2's published figures"),
    ("我的4090能跑wan2.5吗", "zh_Hans", "Wan 2.5 按 Wan 2.2 的公开数据理解"),
])
def test_a_version_the_table_lacks_is_said_on_a_commands_read_as_line_too(advisor, text, lang, said):
    from advisor.i18n import Renderer

    q = advisor.ask(text)
    notes = [Renderer(lang)(n) for n in q.read_as.notes if n.key == "ask.note.stand-in"]
    assert len(notes) == 1 and said in notes[0], notes


@pytest.mark.parametrize("text", ["laptop with 4060 8gb or desktop 3060 12gb for a student, ~1200",
                                  "3060 or 4060 ti for a student, ~1200"])
def test_an_approximate_amount_beside_cards_is_the_budget(advisor, text):
    budget = advisor.ask(text).read_as.budget
    assert budget is not None and budget.amount == 1200


def test_an_approximate_speed_is_no_budget(advisor):
    assert advisor.ask("does a 3090 get ~1200 tokens/s on 1b").read_as.budget is None
