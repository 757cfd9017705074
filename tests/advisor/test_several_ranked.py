"""Three or more devices are one ranked list (issue 28 round 7, the breaker): every named device has its own line,
ranked on the model named (a side that does not hold it last, said so), several cards as one side with their
pooled memory, no ratio between speeds on different models, and no best value unless every line is priced."""

from __future__ import annotations

import pytest

from advisor.i18n import render

LANGS = ["en", "zh_Hans", "zh_Hant"]
ASKED = [("2x 3090 vs 5090 vs rtx pro 6000 for 70b", {"GeForce RTX 3090", "GeForce RTX 5090",
                                                       "RTX PRO 6000 Blackwell"}),
         ("3090 vs 4090 vs 5090 for llm", {"GeForce RTX 3090", "GeForce RTX 4090", "GeForce RTX 5090"}),
         ("7900xtx 4090 还是 3090", {"Radeon RX 7900 XTX", "GeForce RTX 4090", "GeForce RTX 3090"}),
         ("5070 ti vs 5080 vs 4090 vs 3090 for stable diffusion", {"GeForce RTX 5070 Ti", "GeForce RTX 5080",
                                                                   "GeForce RTX 4090", "GeForce RTX 3090"})]


@pytest.mark.parametrize(("text", "cards"), ASKED)
def test_every_named_device_is_a_ranked_line_never_a_side_line(advisor, text, cards):
    q = advisor.ask(text)
    ranking = q.answer.shape.ranking
    assert {x.card for x in ranking} == cards
    assert not any(c.message.key.startswith(("ask.compare-third", "ask.left-out.against"))
                   for c in q.answer.shape.decides)
    measured = [x for x in ranking if x.speed is not None]
    assert len({(x.speed.measure, x.speed.model) for x in measured}) == 1  # one model every speed is on
    assert [x.speed.value for x in measured] == sorted((x.speed.value for x in measured), reverse=True)
    for lang in LANGS:
        for x in ranking:
            if x.reason is not None:
                assert render(x.reason.key, x.reason.params, lang)


def test_the_model_named_ranks_and_a_pair_counts_as_its_pooled_memory(advisor):
    q = advisor.ask("2x 3090 vs 5090 vs rtx pro 6000 for 70b")
    ranking = q.answer.shape.ranking
    assert all(x.speed is None or x.speed.model == "70B" for x in ranking)
    pair = next(x for x in ranking if x.card == "GeForce RTX 3090")
    assert pair.gpus == 2 and pair.speed is not None  # 2 x 24 GB hold 70B, split
    five = next(x for x in ranking if x.card == "GeForce RTX 5090")
    assert five.speed is None and five.reason.key == "several.rank.not-held" and ranking[-1] is five


def test_no_best_value_unless_every_line_is_priced(advisor):
    q = advisor.ask("out of memory on a 3060 12GB, on a 3080 12GB it works with one image per prompt - why can't a "
                    "2080 Ti (11GB) even load the model?")
    ranking = q.answer.shape.ranking
    assert any(x.price is None for x in ranking)
    assert not any(x.reason is not None and x.reason.key == "several.rank.value" for x in ranking)


def test_an_image_answer_says_no_llm_sizes(advisor):
    q = advisor.ask("5070 ti vs 5080 vs 4090 vs 3090 for stable diffusion")
    assert not any(c.message.key in ("compare.memory.llm", "ask.left-out.against") for c in q.answer.shape.decides)


@pytest.mark.parametrize("text", ["3090 vs 4080 for image generation", "4090 vs 5080 for stable diffusion",
                                  "3060 12gb vs 4060 8gb for flux"])
@pytest.mark.parametrize("lang", LANGS)
def test_an_image_comparison_says_what_memory_holds_of_image_set_ups_never_llm_sizes(advisor, text, lang):
    q = advisor.ask(text, lang=lang)
    keys = [c.message.key for c in [*q.answer.shape.decides, *q.answer.shape.caveats]]
    assert "compare.memory.llm" not in keys
    line = next(c.message for c in q.answer.shape.decides if c.message.key.startswith("ask.image-memory"))
    assert render(line.key, line.params, lang)


@pytest.mark.parametrize("text", ["3060 vs 2080 ti vs 3080 for dl", "3090 vs 4090 vs 5090 for llm",
                                  "7900xtx 4090 还是 3090", "A6000 vs 2x 4090 vs 3x 3090 for training"])
def test_the_ranked_best_value_never_contradicts_the_comparisons_own(advisor, text):
    """The 3060 12 GB was "the better value" in the summary (memory first) while the ranking marked the 10 GB 3080
    "best value" on speed per price: one verdict only."""
    q = advisor.ask(text)
    marked = [x.card for x in q.answer.shape.ranking if x.reason is not None and x.reason.key == "several.rank.value"]
    if marked and q.answer.better_value is not None:
        assert marked == [q.answer.better_value]
