"""rank24 (issue 28): image generation is a use case of its own — ``recommend BUDGET --use-case image`` and the
buyer's question that names a generator — ranked as an expert ranks it: memory only up to what the job needs (the
use case's floor: SDXL in fp16), then Stable Diffusion speed; and the it/s estimate of a card whose architecture the
SD table lacks (Blackwell) comes from the cards of its class of the newest measured generation, not from the RTX
4090 far up the line."""

from __future__ import annotations

import pytest

from advisor.i18n import render
from advisor.image_rank import its_of
from advisor.models import USE_CASES

BUDGETS = ("500 USD", "700 USD", "1000 USD", "1500 USD", "5000 CNY")
RANKED = ("best", "runner-up", "value")


def _its(advisor, card):
    found = its_of(advisor.catalog, card)
    assert found is not None, card
    return found[0]


def test_image_is_a_use_case_of_every_face():
    assert "image" in USE_CASES


@pytest.mark.parametrize("budget", BUDGETS)
def test_the_first_pick_is_the_fastest_by_sd_speed_among_cards_that_hold_sdxl(advisor, budget):
    r = advisor.recommend(budget, use_case="image")
    ranked = [p for p in r.picks if p.role in RANKED]
    assert ranked and r.picks[0].role == "best", [(p.card, p.role) for p in r.picks]
    top = _its(advisor, r.picks[0].card)
    assert all(top >= _its(advisor, p.card) * (1 - 0.02) for p in ranked), [
        (p.card, round(_its(advisor, p.card), 1)) for p in ranked]
    floor = r.min_memory_gb
    assert floor == 8  # data/use_cases.csv image: SDXL in fp16 (data/owner_jobs.csv, about 8 GB)
    assert all((p.memory_gb or 0) >= floor for p in r.picks)
    assert r.headroom is None  # memory first only up to the job's need: no roomier card leads on memory


def test_a_roomier_slower_card_no_longer_leads_an_sdxl_buyer(advisor):
    """The breaker's case: memory first put a 16 GB RTX 5060 Ti over the faster 12 GB RTX 3080 Ti, which holds
    SDXL; ranked for the job, no card leads that a faster card within budget beats."""
    q = advisor.ask("best gpu for sdxl under $700")
    assert q.read_as.use_case == "image"
    first = q.answer.picks[0]
    assert first.role == "best"
    faster = [p.card for p in q.answer.picks if p.role in RANKED and _its(advisor, p.card) > _its(
        advisor, first.card) * 1.02]
    assert not faster, (first.card, faster)
    assert q.answer.picks[0].card == advisor.recommend("700 USD", use_case="image").picks[0].card


@pytest.mark.parametrize("text", ["stable diffusion 用什么显卡 预算5000元", "预算5000元，想跑SDXL出图，买什么显卡",
                                  "預算5000元，文生圖用什麼顯卡"])
def test_a_chinese_image_buyer_reads_the_image_use_case(advisor, text):
    assert advisor.ask(text).read_as.use_case == "image"


def test_image_picks_say_their_sd_speed_in_both_languages(advisor):
    r = advisor.recommend("800 USD", use_case="image")
    first = r.picks[0].reasons[0].message
    assert first.key == "recommend.pick.image.top", first.key
    assert "it/s" in render(first.key, first.params, "en")
    for lang in ("zh_Hans", "zh_Hant"):
        out = render(first.key, first.params, lang)
        assert "it/s" in out and "SDXL" in out, out
    decides = [c.message.key for c in r.shape.decides]
    assert decides and decides[0] == "image.rank", decides  # the ranked cards' it/s, said first


def test_other_use_cases_keep_their_own_reading(advisor):
    assert advisor.ask("best gpu for object detection research under 1500 usd").read_as.use_case == "cv-research"
    assert advisor.ask("best gpu under 2000 for image segmentation").read_as.use_case == "cv-research"


@pytest.mark.parametrize(("a", "b"), [("3090", "4070"), ("3090", "4080"), ("4060 ti 16gb", "3060 12gb")])
def test_compare_for_image_says_what_each_holds_of_the_image_job_not_llm_sizes(advisor, a, b):
    """``compare A B --use-case image``: the memory line is the heaviest published image set-up each card holds
    (data/owner_jobs.csv), as ``ask`` says it for an image question, never the LLM sizes only one card runs."""
    c = advisor.compare(a, b, use_case="image")
    keys = [r.message.key for r in c.reasons]
    assert "compare.memory.llm" not in keys, keys
    line = next(r.message for r in c.reasons if r.message.key == "compare.memory.image")
    for lang in ("en", "zh_Hans", "zh_Hant"):
        out = render(line.key, line.params, lang)
        assert "owner_jobs.csv" in out and ("FLUX" in out or "SDXL" in out), out
    from advisor.compare import MEMORY_DECIDES

    assert any(d.message.key == "compare.memory.image" or d.message.key in MEMORY_DECIDES
               for d in c.shape.decides), [d.message.key for d in c.shape.decides]
