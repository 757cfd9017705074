"""break23 (issue 28): a modified card named by its memory before the word "modded", owned cards kept, counts of
more cards — each a kind, English and Chinese."""

from __future__ import annotations

import pytest

MODDED = "GeForce RTX 4090 48 GB (modified)"


@pytest.mark.parametrize("text", ["is a 48gb modded 4090 worth it for 70b?", "is a 48gb modded 4090 worth it?",
                                  "48gb modified 4090 or 2x 3090?", "48g魔改4090值得买吗"])
def test_the_memory_said_before_modded_names_the_modified_card(advisor, text):
    """break23 #5: "48gb modded 4090" read a stock 24 GB 4090 ("more than it holds" for 70B)."""
    q = advisor.ask(text)
    assert MODDED in q.read_as.cards, q.read_as.cards


def test_a_22gb_mod_2080_ti_still_reads_the_modified_card(advisor):
    assert advisor.ask("22gb mod 2080 ti for llm?").read_as.cards == ["GeForce RTX 2080 Ti 22 GB (modified)"]


@pytest.mark.parametrize("text", ["i have 2 3090s and 1 3060, what models can i run",
                                  "i have a 3090 and a 3060, what can i run?",
                                  "我有两张3090和一张3060，能跑什么模型"])
def test_an_owners_different_cards_asked_what_they_run_are_one_rig(advisor, text):
    """break23 #6: an owner's 3090s and 3060 asked "what can I run?" got a comparison ending "Better value: 3060"."""
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.own, q.read_as
    assert "GeForce RTX 3090" in q.read_as.cards and "GeForce RTX 3060 12 GB" in q.read_as.cards, q.read_as.cards


def test_an_owner_asking_whether_another_card_runs_more_still_compares(advisor):
    assert advisor.ask("i have a 3060, would a 3090 run more models?").read_as.command == "compare"


@pytest.mark.parametrize(("text", "more"), [
    ("i have 2 3090s, how many more do i need for llama 405b?", "9 more"),
    ("i have a 3090, how many more 3090s do i need for llama 405b?", "10 more"),
    ("我有两张3090，跑deepseek r1还要几张", "15"),
])
def test_how_many_more_is_the_fewest_minus_the_owned(advisor, text, more):
    """break23 #6: an owner asking how many MORE got the fit on their own cards ("does not fit") with no count."""
    from said import said

    q = advisor.ask(text)
    note = next(n for n in q.read_as.notes if n.key.startswith("ask.how-many.more"))
    out = said(note)
    assert more in out and "two machines" in out, out


def test_how_many_more_after_the_owners_cards_counts_beside_them(advisor):
    """break23 #6: "i hav 2 3090s" then "how many more for deepseek r1?" dropped the cards and gave no count."""
    from said import said

    first = advisor.ask("i hav 2 3090s")
    q = advisor.ask("how many more for deepseek r1?", context=first)
    assert q.read_as.cards == ["GeForce RTX 3090"], q.read_as
    note = next(n for n in q.read_as.notes if n.key.startswith("ask.how-many.more"))
    assert "15 more beside your 2" in said(note), said(note)


def test_how_many_more_after_a_pasted_card_counts_beside_it(advisor):
    first = advisor.ask("GPU 0: NVIDIA GeForce RTX 3090 (UUID: GPU-5a1b2c3d-1111-2222-3333-444455556666)")
    q = advisor.ask("how many more 3090s do i need for llama 405b?", context=first)
    assert any(n.key.startswith("ask.how-many.more") for n in q.read_as.notes), q.read_as.notes


@pytest.mark.parametrize(("first", "then", "language"), [("3090 vs 4090", "and for 70b?", "en"),
                                                         ("3090和4090哪个好", "70b呢", "zh_Hans")])
def test_neither_holding_a_model_says_how_many_of_each_do(advisor, first, then, language):
    """break23 #14: "and for 70b?" after "3090 vs 4090" said "Neither holds 70B … see fits 70B" and never that two
    of either do."""
    from advisor.i18n import Renderer

    q = advisor.ask(then, context=advisor.ask(first))
    head = q.answer.shape.headline
    assert head.key == "several.model.neither.counts", head.key
    out = Renderer(language)(head)
    assert "GeForce RTX 3090" in out and "GeForce RTX 4090" in out and "2" in out, out


def test_neither_holding_a_model_in_one_machine_still_points_to_fits(advisor):
    q = advisor.ask("3090 vs 4090 for deepseek r1")
    assert q.answer.shape.headline.key == "several.model.neither"


@pytest.mark.parametrize("text", ["how many 4090s to finetune llama 70b", "微调llama 70b要几张4090"])
def test_how_many_small_cards_to_lora_a_70b_says_qlora_first_then_bf16s_count(advisor, text):
    """break23 #12: QLoRA's 2 × 4090 headed a body that answered for one 4090 with no bf16 count of 4090s."""
    from said import said

    q = advisor.ask(text)
    note = next(n for n in q.read_as.notes if n.key == "ask.how-many.tune.far")
    out = said(note)
    assert out.index("QLoRA") < out.index("In bf16") and "2 × GeForce RTX 4090" in out, out
    assert "of them sharded" in out, out


@pytest.mark.parametrize("text", ["deepseek r1 要几张h100", "how many h100s for deepseek r1?"])
def test_a_count_of_sxm_modules_says_the_board(advisor, text):
    """break23 #12: "5 × H100 SXM5" beside "eight to an NVLink board" never said that is one board, one server."""
    from said import said

    q = advisor.ask(text)
    note = next(n for n in q.read_as.notes if n.key == "ask.how-many.board")
    assert "one HGX/DGX server" in said(note), said(note)
