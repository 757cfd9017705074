"""An owner's job just over the card's memory gets the levers that bring it under, with their figures (issue 28,
U20), and an owner's 70B on a 32 GB card the quant level that fits, with its quality cost ("why 5090 --own
--model 70b"): advisor/levers.py, through fits --card, why --own and ask, English and Chinese."""

from __future__ import annotations

import pytest

from advisor.cli.render import View, render_fit, render_verdict
from advisor.fits import estimate
from advisor.levers import NEAR, fine_tune, quality
from said import said


@pytest.mark.parametrize(("model", "task", "card"), [("7b", "qlora", "rtx 3060 mobile"),
                                                     ("7b", "lora", "rtx 3060 mobile")])
def test_a_fine_tune_just_over_the_owners_card_gets_its_levers_with_figures(advisor, model, task, card):
    f = advisor.fits(model, task=task, card=card)
    text = said(f.rig.message)
    assert "rank 8" in text and "max_seq_length 512" in text and "paged_adamw_8bit" in text, text
    assert "−0." in text  # each lever says what it saves
    zh = " ".join(render_fit(f, View(language="zh_Hans", width=80)).split())
    assert "rank 8" in zh and "梯度累积" in zh, zh


def test_a_fine_tune_far_over_gets_no_levers(advisor):
    f = advisor.fits("70b", task="qlora", card="rtx 3060 mobile")
    assert "rank 8" not in said(f.rig.message)


def test_the_levers_bring_the_u20_job_under_the_card(advisor):
    """QLoRA of a 7B model at 6.1 GB on a 6 GB laptop GPU: under 6 GB with the levers, said tight."""
    est = estimate(advisor.llm_models.resolve("7b"), "qlora", "int4", 1024, 1)
    m = fine_tune(est, 6.0)
    assert m is not None and m.key == "levers.tight", m
    assert fine_tune(est, est.total / NEAR - 0.5) is None  # past "just over": nothing to say
    assert fine_tune(est, 12.0) is None  # it fits


def test_an_owners_70b_on_a_32_gb_card_names_the_level_that_fits_in_fits_and_why(advisor):
    f = said(advisor.fits("70b", card="5090").rig.message)
    w = " ".join(render_verdict(advisor.why("5090", own=True, model="70b"), View(language="en", width=200)).split())
    for text in (f, w):
        # break10 #9: the largest level that fits (IQ3_XXS, 29 GB), never a jump to Q2_K past the levels between
        assert "IQ3_XXS instead of Q4_K_M" in text and "Q2_K" not in text, text
        # newuser20 #23: a level with no perplexity figure says so, never beside Q4_K_M's +0.18
        assert "no measured figure for IQ3_XXS" in text and "+0.18" not in text, text
        assert "no cheaper way" not in text


def test_the_quant_ladder_is_tried_largest_first(advisor):
    """break10 #9: Q4_K_S, IQ4_XS, Q3_K_M, Q3_K_S, IQ3_XXS, Q2_K — each owner is offered the first that fits."""
    from advisor.levers import LADDER, owner_variants

    est = estimate(advisor.llm_models.resolve("70b"), "inference", "int4", 4096, 1)
    levels = [p for _, t, p, _ in owner_variants(est) if p in LADDER]
    assert levels == list(LADDER)
    bits = [estimate(est.arch, "inference", q, 4096, 1).total for q in LADDER]
    assert bits == sorted(bits, reverse=True)


def test_a_70b_quality_cost_is_never_the_8b_figure_as_its_own(advisor):
    """The quantize table measures Llama 3 8B: a 70B's cost is said as measured on the 8B, a larger model losing
    less; an 8B's is said plainly; a level the table does not measure says so."""
    from advisor.levers import quality_cost

    big, small = quality_cost("q3_k_s", params_b=70.6), quality_cost("q3_k_s", params_b=8.0)
    assert big is not None and big.key == "levers.quality.scaled"
    assert small is not None and small.key == "levers.quality"
    none = quality_cost("iq3_xxs", params_b=70.6)
    assert none is not None and none.key == "levers.quality.unmeasured"


def test_the_lowest_level_is_only_said_when_nothing_better_fits(advisor):
    f = said(advisor.fits("70b", card="rtx pro 6000").rig.message)
    assert "Q2_K" not in f  # 96 GB hold it in Q4_K_M


def test_an_owner_told_of_a_2_bit_level_is_still_offered_more_of_the_card(advisor):
    f = advisor.fits("32b", card="4060 ti 16gb")
    assert "IQ3_XXS" in said(f.rig.message)  # a 2-3-bit level (break10 #9: the largest that fits)
    buying = [x for x in f.shape.ranking if x.role != "rig"]
    assert buying and buying[0].card == "GeForce RTX 4060 Ti 16 GB" and buying[0].gpus == 2, buying[:1]


def test_quality_costs_are_the_quantize_tables():
    q = quality()
    assert q["Q4_K_M"][0] == pytest.approx(0.1754) and q["Q2_K"][0] == pytest.approx(3.5199)
    assert all(model == "Llama 3 8B" for _, model in q.values())


def test_a_shorter_context_comes_before_a_2_to_3_bit_level(advisor):
    f = said(advisor.fits("qwen2.5-14b", card="3060", context=24576).rig.message)
    assert "8,192-token context" in f and "Q3_K_S" not in f and "Q2_K" not in f, f
    # a long context asked (32k and more) is kept, never cut as the way it fits: its levers and the longest context
    # that fits are said instead (break32 #13; tests/advisor/test_fix39d.py)
    f = said(advisor.fits("qwen2.5-32b", card="4090", context=32768).rig.message)
    assert "longest context that fits" in f and "Q3_K_S" not in f and "Q2_K" not in f, f


def test_levers_that_do_not_close_the_gap_say_what_offload_is_left(advisor):
    f = advisor.fits("13b", task="qlora", card="3060 ti")  # 9.8 GB on 8 GB: 9.5 with the levers
    text = said(f.rig.message)
    assert "Even at LoRA rank 8" in text and "CPU offload" in text and "much slower" in text, text


def test_why_own_and_fits_card_give_the_same_levers(advisor):
    w = " ".join(render_verdict(advisor.why("rtx 3060 mobile", own=True, model="7b", task="qlora"),
                                View(language="en", width=200)).split())
    f = " ".join(said(advisor.fits("7b", task="qlora", card="rtx 3060 mobile").rig.message).split())
    for text in (w, f):
        assert "rank 8" in text and "about 5.9 GB" in text and "tight" in text, text
