"""Kinds of reading fixed in round 13 of issue 27 (reader23: Chinese and older questions): each kind with English and
Chinese questions where the kind has both, none of them a corpus row."""

import pytest

from advisor.ask.list_items import unlist
from advisor.ask.picture_count import counts_pictures
from said import said


@pytest.mark.parametrize("text", [
    "3060跑sd很慢，生成了4张就卡住了",
    "用的4070，出图512*512，1张图片要一分钟，comfyui里两张一起就爆显存",
    "我的3090生成图片很慢，一小时只生成了5张。",
])
def test_a_count_of_pictures_is_no_count_of_cards(advisor, text):
    # "只生成了3张" read three 4060s, "stable-diffusion两张都可以" two 1660 Tis
    q = advisor.ask(text).read_as
    assert len(q.cards) == 1 and q.gpus in (None, 1) and q.counts in (None, [1])


@pytest.mark.parametrize(("text", "gpus"), [
    ("出图用两张3090还是一张4090", 2),
    ("生成图片的话，我有两张卡", 2),
    ("跑stable diffusion，两张4090够吗", 2),
])
def test_a_count_of_cards_beside_pictures_stays(advisor, text, gpus):
    assert advisor.ask(text).read_as.gpus == gpus


def test_counts_pictures_needs_picture_words_before_and_no_card_after():
    s = "生成图像很慢，只生成了3张。gpu没用上"
    start = s.index("3张")
    assert counts_pictures(s, start, start + 2)
    s = "出图用两张3090"
    start = s.index("两张")
    assert not counts_pictures(s, start, start + 2)  # a card right after
    s = "我有两张，想再加一张"
    assert not counts_pictures(s, 2, 4)  # no picture words


@pytest.mark.parametrize("text", [
    "你好作者，我在3090上运行了您的测速代码，结果只有50多fps，正常吗",
    "我的4070跑yolo只有30多fps，是设备问题吗",
    "2080ti推理只有20余fps",
])
def test_some_fps_is_no_budget(advisor, text):
    # "50多fps" read a budget of 50 CNY and a recommendation
    q = advisor.ask(text).read_as
    assert q.budget is None and q.command != "recommend" and len(q.cards) == 1


def test_an_amount_with_some_more_is_still_money(advisor):
    assert advisor.ask("预算3000多，买什么卡").read_as.budget.amount == 3000.0


@pytest.mark.parametrize(("text", "cards", "counts"), [
    ("I have two options to set up my computer: 1. Buy 1 Pascal Titan X 2. Buy 2 Pascal GTX 1080 and bridge them. "
     "Which one is better?", ["TITAN X Pascal", "GeForce GTX 1080"], [1, 2]),
    ("1. a Titan V 2. two 2080 Ti", ["TITAN V", "GeForce RTX 2080 Ti"], [1, 2]),
    ("选项：1) 一张3090 2) 两张3060", ["GeForce RTX 3090", "GeForce RTX 3060 12 GB"], [1, 2]),
])
def test_a_numbered_list_of_options_keeps_each_card_and_count(advisor, text, cards, counts):
    # "… Titan X 2. Buy 2 …" lost the Titan X (its list number read with it) and the counts
    q = advisor.ask(text).read_as
    assert q.command == "compare" and q.cards == cards and q.counts == counts
    assert q.own is False  # "I have two options", "set up my computer": nothing had yet


def test_unlist_leaves_versions_and_sizes():
    for s in ("llama 3.1 8b on a 3090", "1.5b model on 2 gpus", "qwen2.5 7b, then 2. nothing"):
        assert unlist(s) == s
    assert unlist("buy 1 maxwell titan x") == "buy 1 titan x maxwell"


@pytest.mark.parametrize("text", [
    "GTX 780能不能训练",
    "GTX 780能跑训练吗",
    "GTX 780 可以用来训练模型吗",
    "gtx780可不可以训练",
    "K80拿来训练行吗",
])
def test_a_can_it_train_asked_of_a_card_in_chinese_is_the_training_answer(advisor, text):
    # "能不能训练", "能跑训练吗", "可以用来训练模型吗" read as the card's overview (why); "能训练吗" and the English
    # "can I train on a gtx 780" get the training answer (fits)
    asked = advisor.ask(text)
    q = asked.read_as
    assert q.command == "fits" and len(q.cards) == 1 and q.task == "full-finetune"
    assert said(asked.answer.shape.headline).startswith("Training on "), said(asked.answer.shape.headline)


def test_the_english_can_i_train_stays_the_training_answer(advisor):
    asked = advisor.ask("can I train on a gtx 780")
    assert asked.read_as.command == "fits" and asked.read_as.cards == ["GeForce GTX 780"]
    assert said(asked.answer.shape.headline).startswith("Training on GeForce GTX 780: no")


@pytest.mark.parametrize("text", [
    "大家都是什么卡来训练啊，3090表示训练起来好慢",
    "4060跑起来很慢，正常吗",
    "4G 显存 闪退 1650，旁边台式机 4070 一切正常",
    "Training slower on a 3090 than on a 2080 Ti, why?",
])
def test_a_run_felt_slow_or_a_crash_on_a_card_says_it_is_had(advisor, text):
    # "v100表示训练起来好慢", "4G 显存 闪退 1050" and "Training slower on Titan Xp vs. Titan X" lost the owner
    assert advisor.ask(text).read_as.own is True


@pytest.mark.parametrize("text", [
    "is training slower on a 4090 than on an A100?",
    "想买3090，听说训练起来很慢吗",
])
def test_a_slowness_asked_about_is_no_card_had(advisor, text):
    assert advisor.ask(text).read_as.own is False


@pytest.mark.parametrize(("text", "ram"), [
    ("My laptop is too weak (GPU - 2GB; RAM - 8GB). Can I train on Colab's K80?", 8.0),
    ("GPU: 3060, RAM = 32GB", 32.0),
])
def test_ram_in_a_spec_list_with_a_dash_or_an_equals_sign(advisor, text, ram):
    assert advisor.ask(text).read_as.ram_gb == ram


@pytest.mark.parametrize(("text", "card"), [
    ("Training slower on Titan Xp (Pascal) than on my old card", "TITAN Xp"),
    ("titan xp pascal or 1080 ti?", "TITAN Xp"),
    ("titan x pascal", "TITAN X Pascal"),
])
def test_a_titan_xp_with_its_generation_is_the_titan_xp(advisor, text, card):
    # "Titan Xp (Pascal)" read the 2016 TITAN X (Pascal): an alias "titan xp pascal" named it
    assert advisor.ask(text).read_as.cards[0] == card


@pytest.mark.parametrize("text", [
    "可以用a卡训练吗",
    "a卡可以训练吗",
    "n卡可以训练吗",
])
def test_a_chinese_question_without_a_question_mark_is_asked(advisor, text):
    # "可以用a卡训练吗" was read as nothing, "可以用a卡训练吗？" as which card to buy
    assert advisor.ask(text).read_as.command == advisor.ask(text + "？").read_as.command == "recommend"


@pytest.mark.parametrize("text", [
    "Mac Studio M1 Ultra芯片可以运行吗",  # M3 Pro / M2 Max MacBook Pros are rows since fix32a: one it lacks
    "h20可以运行吗",
    "will it run on an M1 Ultra?",
])
def test_whether_an_unknown_device_runs_it_is_its_verdict(advisor, text):
    # as "2080TI显卡能跑吗？" (why); an unknown device read the fit of no model (fits)
    q = advisor.ask(text).read_as
    assert q.command == "why" and q.unknown and not q.cards


def test_which_model_an_unknown_device_runs_is_still_its_fit(advisor):
    assert advisor.ask("h20能跑什么模型").read_as.command == "fits"


@pytest.mark.parametrize(("text", "cards", "counts"), [
    ("2080ti要四张？那3090能跑吗？一张可以吗？", ["GeForce RTX 2080 Ti", "GeForce RTX 3090"], [4, 1]),
    ("我有3090两张，4090一张，怎么分配", ["GeForce RTX 3090", "GeForce RTX 4090"], [2, 1]),
    ("两张3090还是一张4090", ["GeForce RTX 3090", "GeForce RTX 4090"], [2, 1]),
])
def test_a_chinese_count_after_its_card_counts_that_card(advisor, text, cards, counts):
    # "2080ti要四张？那3090…" counted four 3090s and one 2080 Ti
    q = advisor.ask(text).read_as
    assert q.cards == cards and q.counts == counts


@pytest.mark.parametrize(("text", "cards"), [
    ("考虑增加多块2080Ti比较好还是提高到Titan比较好呢？", ["GeForce RTX 2080 Ti", "TITAN RTX"]),
    ("1080 Ti or a Titan?", ["GeForce GTX 1080 Ti", "TITAN Xp"]),
    ("980 ti vs titan", ["GeForce GTX 980 Ti", "GeForce GTX TITAN X"]),
])
def test_a_bare_titan_beside_a_card_is_the_titan_of_its_generation(advisor, text, cards):
    # "2080Ti…还是Titan" read the 2013 GTX TITAN (Kepler) against a Turing card
    q = advisor.ask(text).read_as
    assert q.cards == cards
    assert any(n.key == "names.default" for n in q.notes) and not any(n.key == "name_default.titan" for n in q.notes)


def test_a_bare_titan_alone_stays_the_default_said(advisor):
    q = advisor.ask("titan").read_as
    assert q.cards == ["GeForce GTX TITAN"] and any(n.key == "name_default.titan" for n in q.notes)
