"""The grader's small faults as kinds (issue 28, session 11): no "That budget buys no GPU" when no budget was said
(U27, F09); no "each card" for one card (U20, F11); a stretch pick past a tenth over budget says by how much
(N17, F17). English and Chinese."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.stretch_words import over_share, stretch_reason
from said import said


@pytest.mark.parametrize("text", ["is buying a dedicated GPU worth it when free Colab exists, for someone just "
                                  "starting out?", "what GPU do I need for this LLM tutorial (training small models "
                                  "and fine-tuning)?"])
def test_a_starter_with_no_budget_is_never_told_that_budget_buys_nothing(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.budget is None or not q.read_as.budget.amount
    for language in ("en", "zh_Hans"):
        out = render_question(q, View(language=language, width=80))
        assert "That budget" not in out and "这个预算" not in out, out
        assert "free notebook" in out or "免费" in out, out
    assert q.answer.shape.headline.key == "shape.recommend.no-budget"  # never "Nothing to spend": none was said
    assert advisor.recommend("0").shape.headline.key == "shape.recommend.nothing-to-spend"  # a 0 said keeps it


@pytest.mark.parametrize("text", ["我是32G内存，显卡3060ti 6G，可以微调7B模型吗？",
                                  "8G显存能微调这个7B或者13B的模型吗？"])
def test_one_card_is_never_said_each_card(advisor, text):
    q = advisor.ask(text)
    zh = render_question(q, View(language="zh_Hans", width=80))
    en = render_question(q, View(language="en", width=80))
    assert "每张卡" not in zh and "超出" in zh, zh
    assert "over on a card" not in en and "over." in " ".join(en.split()), en


def test_two_cards_still_say_over_on_a_card(advisor):
    q = advisor.ask("I have two RTX 3060 12GB, can I fine-tune llama 3 70b with lora?")
    assert "over on a card" in " ".join(render_question(q, View(language="en", width=80)).split())
    assert "每张卡约超出" in render_question(q, View(language="zh_Hans", width=80))


@pytest.mark.parametrize(("cost", "budget", "share"), [(740, 600, 0.2333), (650, 600, 0.0833), (600, 600, None),
                                                       (500, 0, None)])
def test_the_share_over_budget(cost, budget, share):
    got = over_share(cost, budget)
    assert (got is None) == (share is None) and (share is None or abs(got - share) < 1e-3)


def test_a_stretch_pick_says_how_far_over_budget_past_a_tenth():
    base = said(stretch_reason(None, None, 740, 600) or None)
    assert "23% over budget" in base and "a little" not in base, base
    assert "a little over budget" in said(stretch_reason(None, said_route(), 650, 600))
    q_text = "which GPU, around ~$600, to caption about 200,000 images with a local vision language model?"
    from product import advisor as loaded

    q = loaded().ask(q_text)
    for line in q.answer.shape.ranking:
        if line.role == "stretch":
            words = said(line.reason)
            over = (line.total or line.price.amount) / 600 - 1
            assert ("a little" in words) == (over <= 0.10), words


def said_route():
    from advisor.i18n import msg

    return msg("shape.role.best", "best")


def test_fastest_is_never_said_above_a_higher_figure(advisor):
    """N02: the 4080 SUPER (0.68x) was "fastest recommended within budget" above a 5070 Ti at 0.69x, chosen within
    the tie for its price; over a range of budgets, no line said fastest has a faster line of its measure beside it."""
    for budget in ("600", "800", "1000", "1500", "2000", "3000"):
        rec = advisor.recommend(budget, market="current-us")
        lines = rec.shape.ranking
        for line in lines:
            if line.reason is not None and line.reason.key == "shape.role.best" and line.speed is not None:
                assert not any(x.role != "stretch" and x.speed is not None and x.speed.measure == line.speed.measure
                               and x.speed.value > line.speed.value for x in lines if x is not line), (budget, lines)
    q = advisor.ask("which card should I get with up to 1000 $ for training the colorization GAN?")
    first = q.answer.shape.ranking[0]
    if any(x.speed is not None and first.speed is not None and x.speed.value > first.speed.value
           for x in q.answer.shape.ranking[1:] if x.role != "stretch"):
        assert first.reason.key == "shape.role.best.tied"


@pytest.mark.parametrize("text", ["what gpu should I buy for €800",
                                  "our company has at most 3000 euros, is a TITAN RTX the right price/quality level "
                                  "for YOLO training?", "1w以内，想在家跑CodeGeeX2-6B，买什么显卡？",
                                  "best gpu for $1000", "best gpu for $1500"])
def test_a_caveat_names_only_cards_the_short_form_shows(advisor, text):
    """P06, N04, N12: a caveat listing cards ("GeForce RTX 5070, GeForce RTX 5070 Ti: Blackwell, …") names only the
    ranking lines the room kept, in English and Chinese."""
    q = advisor.ask(text)
    for language in ("en", "zh_Hans"):
        out = render_question(q, View(language=language, width=80))
        ranking = "\n".join(x for x in out.split("\n\n") if x.lstrip().startswith(("1.", "·")))
        for block in out.split("\n\n"):
            flat = " ".join(block.split())
            if block.startswith("! ") and (": Blackwell," in flat or "：Blackwell" in flat):
                named = flat[2:].split("：Blackwell" if "：Blackwell" in flat else ": Blackwell,")[0]
                for card in named.replace("、", ", ").split(", "):
                    assert card in " ".join(ranking.split()), (card, out)


def test_a_pair_measured_against_each_other_is_said_measured(advisor):
    """P07: Lambda 2022 measures the RTX 2080 Ti against the GTX 1080 Ti (2.09x); the 1080 Ti's own figure on
    today's scale is estimated, but the comparison's 2.1x is the measured ratio, so it says "measured"; a pair
    with no such row keeps "estimated"."""
    from advisor.measured_pair import measured_against

    assert measured_against("GeForce RTX 2080 Ti", "GeForce GTX 1080 Ti", 2.09)
    assert not measured_against("GeForce RTX 2080 Ti", "GeForce GTX 1080 Ti", 2.5)  # far from the ratio: not said
    head = said(advisor.compare("gtx 1080 ti", "rtx 2080 ti", market="current-us").summary)
    assert "(measured)" in head and "(estimated)" not in head, head


def test_the_cheapest_card_for_a_memory_step_counts_a_workstation_card_held_back_only_for_its_memory(advisor):
    """F11: the cheapest card holding 13B LoRA (29.6 GB) was a 4,131 USD RTX 5090 while the market lists a 48 GB
    RTX A6000 at 2,800 USD, held back only as a workstation card with more memory than consumer cards
    (line.quadro-memory): for a step sized by memory it counts; a card held back for anything else does not."""
    from advisor.ask.cheaper_card import MEMORY_PRO, cheapest

    market = advisor.catalog.market("current-us")
    found = cheapest(advisor, market, memory_gb=30.6, use_case="llm", for_memory=True)
    plain = cheapest(advisor, market, memory_gb=30.6, use_case="llm")
    assert found is not None and plain is not None and found[1].amount <= plain[1].amount
    assessment = advisor.rules.assess(found[0], market, use_case="llm")
    assert assessment.verdict == "recommended" or {f.rule_id for f in assessment.findings
                                                    if f.level == "situational"} <= MEMORY_PRO
    q = advisor.ask("8G显存能微调这个7B或者13B的模型吗？")
    zh = " ".join(render_question(q, View(language="zh_Hans", width=80)).split())
    assert "GeForce RTX 5090" not in zh and found[0].name in zh, zh
