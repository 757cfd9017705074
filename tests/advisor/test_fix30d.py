"""Issues 27, 28 (break27 #9, #10, #15): an owner's measured speed is told against what the cards give in every
phrasing (Chinese, pairs, a model run with offload, image it/s, an impossible images a second), the card after
"换"/"switch to" is the one considered, never had, and an owner's switch between rigs of several cards gets a yes
or no with the memory pooled and the net cost."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _out(q, language: str) -> str:
    return " ".join(render_question(q, View(language=language, width=300)).split())


@pytest.mark.parametrize(("text", "language", "words"), [
    ("我有一张3090，跑qwen 32b大概每秒15个token，正常吗", "zh_Hans", ("15.0 tok/s", "慢")),
    ("我有一張3090，跑qwen 32b大概每秒15個token，正常嗎", "zh_Hant", ("15.0 tok/s", "慢")),
    ("两张3090跑70b，每秒8个token正常吗", "zh_Hans", ("8.0 tok/s", "2 张 GeForce RTX 3090")),
    ("2x 3090 getting 15 t/s on llama 70b q4, normal?", "en",
     ("15.0 tok/s", "is normal for your 2 x GeForce RTX 3090")),
])
def test_a_measured_speed_gets_its_verdict_in_chinese_and_on_a_pair(advisor, text, language, words):
    """break27 #9: the "normal?" check in Chinese ("每秒15个token") and on a pair said without "my" (a speed measured
    is a speed run)."""
    q = advisor.ask(text)
    out = _out(q, language)
    assert all(w in out for w in words), out


ONE_3090_70B = "getting {} t/s on my 3090 with llama 70b q4, normal?"


@pytest.mark.parametrize(("text", "factor", "language", "word"), [
    (ONE_3090_70B, 4.0, "en", "is more than your GeForce RTX 3090 gives"),
    (ONE_3090_70B, 2.0, "en", "is faster than expected for your GeForce RTX 3090: about 2.0x"),
    (ONE_3090_70B, 1.0, "en", "is normal for your GeForce RTX 3090"),
    ("我的3090跑llama 70b q4每秒{}个token，正常吗", 4.0, "zh_Hans", "更小的量化"),
])
def test_a_speed_measured_with_the_model_offloaded_is_set_against_the_offload_estimate(advisor, text, factor, language,
                                                                                        word):
    """break27 #9: a 70B Q4 on one 3090 runs with layers in system RAM; a speed well over that offload's estimate is
    fast for it (or, beyond any split, not the model asked), never "no verdict". The measured speeds are multiples of
    the code's own offload estimate (fix54a's one RAM-speed calibration moved it: 9 t/s is now "fast", not beyond)."""
    from advisor.ask.measured_own import _had_speed

    probe = advisor.ask(text.format(1))
    found = _had_speed(advisor, probe.read_as, probe.answer, 1)
    assert found is not None and found[1], found  # offloaded: some layers in system RAM
    out = _out(advisor.ask(text.format(round(factor * found[0], 1))), language)
    assert word in out and "tok/s" in out, out
    assert ("system RAM" in out) if language == "en" else ("系统内存" in out), out


@pytest.mark.parametrize(("text", "language", "word"), [
    ("my 4090 does 3 it/s on sdxl, is that slow?", "en", "slower than expected for your GeForce RTX 4090"),
    ("my 3060 does 5 it/s in sd 1.5, normal?", "en", "is normal for your GeForce RTX 3060 12 GB"),
    ("我的4090跑sdxl每秒3步，是不是太慢", "zh_Hans", "应有的速度慢"),
])
def test_an_image_speed_measured_is_told_against_the_cards_figure_and_nothing_is_sold(advisor, text, language, word):
    q = advisor.ask(text)
    out = _out(q, language)
    assert word in out and "it/s" in out, out
    assert "(modified)" not in out and "RTX PRO 6000" not in out, out  # an owner asking is sold nothing


@pytest.mark.parametrize(("text", "language", "words"), [
    ("4090跑sdxl每秒3张图正常吗", "zh_Hans", ("每秒 3 张图", "超出", "60 it/s")),
    ("my 4090 does 3 images per second on sdxl, normal?", "en", ("3 images a second", "more than your", "60 it/s")),
])
def test_images_a_second_no_card_gives_are_said_impossible(advisor, text, language, words):
    out = _out(advisor.ask(text), language)
    assert all(w in out for w in words), out


POST = ("配置：Core Ultra 7 265K，DDR5 6400 64G，850W电源，4070 Ti Super 16G。"
        "ollama跑qwen3 32b只有6 token/s，是不是正常？要不要换5090？")


@pytest.mark.parametrize("language", ["en", "zh_Hans", "zh_Hant"])
def test_the_card_after_huan_is_the_target_never_owned(advisor, language):
    """break27 #10: "要不要换5090" names the card considered; the fit is on the 4070 Ti SUPER had, the 6 tok/s is
    judged with offload, and the 5090's own fit answers the switch."""
    q = advisor.ask(POST)
    assert q.read_as.cards == ["GeForce RTX 4070 Ti SUPER"], q.read_as
    out = _out(q, language)
    assert "6.0 tok/s" in out and "65" in out, out
    assert "48 GB" not in out, out
    if language == "en":
        assert "read as the card you would switch to" in out and "fits whole" in out, out


def test_switch_to_in_english_keeps_the_target_out_of_the_rig(advisor):
    q = advisor.ask("I have a 4070 ti super and 64gb ram, qwen3 32b runs at 6 tok/s, is that normal? should I switch "
                    "to a 5090?")
    assert q.read_as.cards == ["GeForce RTX 4070 Ti SUPER"], q.read_as
    assert "On a GeForce RTX 5090 (32 GB) Qwen3 32B fits whole" in _out(q, "en")


@pytest.mark.parametrize(("language", "word"), [("zh_Hans", "值得"), ("zh_Hant", "值得"), ("en", "Yes for speed")])
def test_x_huan_y_is_an_owners_upgrade_with_a_yes_or_no(advisor, language, word):
    out = _out(advisor.ask("3090换4090值得吗"), language)
    assert word in out and "1.66x" in out, out


@pytest.mark.parametrize("language", ["en", "zh_Hans"])
def test_an_owned_pair_to_one_card_says_the_pooled_memory_lost(advisor, language):
    """break27 #15: 2x 3090 pool 48 GB for an LLM split by layers; a 5090 has 32 GB: no, with the net cost; no
    rent line to the owner."""
    q = advisor.ask("should I upgrade from 2x 3090 to a 5090?")
    out = _out(q, language)
    assert "48 GB" in out and "32 GB" in out and "1,581" in out, out
    assert ("No for LLMs" in out) if language == "en" else ("不值得" in out), out
    assert "rents for" not in out and "租" not in out, out
    assert "810" not in out and "Better value" not in out, out  # the pair had is never priced as a purchase


def test_selling_one_card_for_two_gets_a_yes_or_no_and_the_net_cost(advisor):
    out = _out(advisor.ask("is it worth to sell my 4090 and buy two 3090s?"), "en")
    assert "Yes for LLMs' memory" in out and "48 GB" in out, out
    assert "810 USD for the board" in out and "1,345 USD more" in out, out  # the pair bought needs its board


@pytest.mark.parametrize(("text", "language", "words"), [
    ("用4090跑qwen2.5 14b，一秒20个token，正常吗", "zh_Hans", ("20.0 tok/s", "慢")),
    # a time per image is judged once, by the measured-time verdict (image.measured.*: the card's figure, how many
    # times slower, what to check), never also by the measured-speed one (break32 #10; tests/advisor/test_fix39d.py)
    ("my 4060 ti 16gb takes 30 seconds per sdxl image, is that slow?", "en",
     ("your 30 s is about 3.5× slower than the card", "GeForce RTX 4060 Ti 16 GB")),
    ("我的3060跑sdxl一张图要40秒，正常吗", "zh_Hans", ("你的 40 秒", "应有的速度慢")),
    ("我的3060跑sdxl一張圖要40秒，正常嗎", "zh_Hant", ("你的 40 秒", "應有的速度慢")),
])
def test_a_second_and_seconds_an_image_are_read_as_measured_speeds(advisor, text, language, words):
    out = _out(advisor.ask(text), language)
    assert all(w in out for w in words), out


@pytest.mark.parametrize(("text", "language", "words"), [
    ("I have a 3060 and a 3090, running qwen 32b at 10 tok/s, normal?", "en",
     ("10.0 tok/s", "slower than expected for your GeForce RTX 3060 12 GB + GeForce RTX 3090")),
    # 30 against the ≈ 38.5 of the 4090 alone: more than the band under it, the split over both cards named (fix59b)
    ("我有一张3060和一张4090，跑qwen 32b每秒30个token正常吗", "zh_Hans", ("30.0 tok/s", "--split-mode none")),
])
def test_a_speed_measured_on_mixed_cards_is_told_against_that_rig(advisor, text, language, words):
    out = _out(advisor.ask(text), language)
    assert all(w in out for w in words), out


def test_a_switch_done_keeps_the_card_had(advisor):
    """"刚换了4090" is a card had now, never the one considered."""
    q = advisor.ask("我有一张3060和一张4090，刚换了4090，跑qwen 32b每秒30个token正常吗")
    assert q.read_as.cards == ["GeForce RTX 3060 12 GB", "GeForce RTX 4090"], q.read_as


def test_sell_them_after_the_pair_had_is_the_owners_switch(advisor):
    out = _out(advisor.ask("I have 2x 3090, should I sell them and get a 5090?"), "en")
    assert "No for LLMs" in out and "48 GB" in out and "810" not in out, out
