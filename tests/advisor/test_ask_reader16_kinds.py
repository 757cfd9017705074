"""Kinds of reading fixed in round 8 of issue 27 (reader16): each kind with English and Chinese
questions, none of them a corpus row."""

import pytest


@pytest.mark.parametrize(("text", "cards"), [
    ("rtx3o90 vs 4090", ["GeForce RTX 3090", "GeForce RTX 4090"]),
    ("4o9o or 3090 for llama?", ["GeForce RTX 4090", "GeForce RTX 3090"]),
    ("gtx1o80 ti for deep learning", ["GeForce GTX 1080 Ti"]),
    ("3o90和4o90哪个好", ["GeForce RTX 3090", "GeForce RTX 4090"]),
])
def test_a_letter_o_for_a_zero_in_a_card_number_is_the_digit(advisor, text, cards):
    # "rtx3o90 vs 4090" lost the 3090 (the brand glued on), "4o9o" the 4090 (an o at the end)
    assert advisor.ask(text).read_as.cards == cards


@pytest.mark.parametrize("text", ["1oo% sure the 3090 is good", "is the 3090 good in 2o24?"])
def test_a_letter_o_makes_no_card_where_the_number_names_none(advisor, text):
    assert advisor.ask(text).read_as.cards == ["GeForce RTX 3090"]


@pytest.mark.parametrize(("text", "card"), [
    ("can't afford an a100, will my 3090 do?", "GeForce RTX 3090"),
    ("cannot afford a 4090, is a 3060 enough for sd?", "GeForce RTX 3060 12 GB"),
    ("I am not available to A100, so can I use 4090 instead of A100?", "GeForce RTX 4090"),
    ("can't get an a100, only have a 3090 - can I still train this?", "GeForce RTX 3090"),
    ("买不起a100，我的3090能训练吗", "GeForce RTX 3090"),
    ("租不到H100，用4090可以复现吗", "GeForce RTX 4090"),
])
def test_a_card_out_of_reach_is_neither_asked_about_nor_had(advisor, text, card):
    # "can't afford an a100, will my 3090 do?" compared the A100 with the 3090
    q = advisor.ask(text)
    assert q.read_as.cards == [card]
    assert q.read_as.command in ("why", "fits")


@pytest.mark.parametrize("text", ["can't afford an a100, will my 3090 do?", "买不起a100，我的3090能训练吗",
                                  "can't get an a100, only have a 3090 - can I still train this?"])
def test_the_card_had_beside_one_out_of_reach_is_the_askers(advisor, text):
    assert advisor.ask(text).read_as.own is True


def test_a_card_of_ones_own_that_will_not_work_is_still_had(advisor):
    q = advisor.ask("can't get my 3090 to work with llama 70b")
    assert q.read_as.cards == ["GeForce RTX 3090"] and q.read_as.own is True


@pytest.mark.parametrize("text", [
    "got a used mi50 32gb, can it run llama 3 70b?",
    "picked up a 4060 ti 16gb, can it run flux?",
    "bought a 3060, what can it run?",
    "I just picked up a used 3090, good for training?",
    "刚买了一张3090，能跑70b吗？",
    "入手了4090，能微调qwen 7b吗",
    "刚入手一块二手3090，跑qwen 32b够吗",
    "新买的3060 12g能训练yolo吗",
])
def test_a_card_already_bought_is_the_askers(advisor, text):
    # "got a used mi50 32gb" and "刚买了一张3090" were read as a buyer's (买 is a buying word)
    q = advisor.ask(text)
    assert q.read_as.cards and q.read_as.own is True


@pytest.mark.parametrize("text", ["我准备买3090，能跑70b吗", "planning to buy a 3090, can it run 70b?",
                                  "想入手一张3090跑70b可以吗", "如果买了3090能跑70b吗", "我没买3090，该买吗"])
def test_a_card_to_buy_is_not_had(advisor, text):
    assert advisor.ask(text).read_as.own is False
