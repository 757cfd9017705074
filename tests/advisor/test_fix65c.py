"""fix65c: comparisons and faces (issue 28 §1, §6), from round 26's helpers.

1. Every card off CUDA in a comparison of three or more says its road for the job (``compare.no-cuda.*``): the
   two-card verdict's speed for the money against the CUDA card it was weighed with, or its road alone, and never a
   second "better value" against the headline's; a non-CUDA card named better value against an unpriced CUDA card
   says "no CUDA" in the same sentence.
English and Chinese, console and bot.
"""

from __future__ import annotations

import pytest
from asked import bot_text as _bot
from asked import find_message as _find
from asked import question_faces

RANKED_NO_CUDA = ("compare.no-cuda.behind", "compare.no-cuda.ahead", "compare.no-cuda.listed")


def _flat(text: str) -> str:
    return " ".join(text.split())


def _decides(q) -> list:
    return [d.message for d in q.answer.shape.decides]


# 1 -- every card off CUDA in a ranking ----------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "lang", "card"), [
    ("rtx 4070 vs rtx 3060 vs rx 7800 xt for training", "en", "Radeon RX 7800 XT"),
    ("4070 和 3060 和 7800xt 哪个适合训练", "zh_Hans", "Radeon RX 7800 XT"),
    ("rx 7900 xtx vs rtx 4080 vs arc a770 for training", "en", "Arc A770"),
    ("rtx 3080 or rtx 3060 or arc a770 for deep learning?", "en", "Arc A770"),
])
def test_a_ranked_card_off_cuda_says_its_road(advisor, text, lang, card):
    q, console, bot = question_faces(advisor, text, lang)
    said = [m for m in _decides(q) if m.key in RANKED_NO_CUDA and _find(m, "compare.no-cuda.rocm") is not None
            or m.key in RANKED_NO_CUDA and _find(m, "compare.no-cuda.xpu") is not None]
    assert said, [m.key for m in _decides(q)]
    assert any(card in str(m.params.get("card")) for m in said)
    road = "CUDA" if lang == "en" else "无 CUDA"
    assert road in _flat(console).split(card, 1)[-1] or road in _flat(console)
    # one truth: the ranked card's line names no better value of its own against the headline's
    assert "Better value for deep learning" not in _flat(console).split("→", 1)[-1].split("·", 1)[0]


def test_a_headline_card_off_cuda_is_not_said_twice(advisor):
    q, console, _ = question_faces(advisor, "rtx 4070 vs rx 7800 xt vs rtx 3060 for training")
    keys = [m.key for m in _decides(q)]
    assert not any(k in RANKED_NO_CUDA for k in keys), keys  # the headline's verdict says the 7800 XT already
    assert _flat(console).count("runs no CUDA") == 1


def test_a_llm_ranking_keeps_its_engines_verdict(advisor):
    q, _, _ = question_faces(advisor, "rtx 3090 vs rx 7900 xtx vs arc b580 for local llms")
    assert not any(m.key in RANKED_NO_CUDA for m in _decides(q))  # llama.cpp runs them: the LLM verdict says so


@pytest.mark.parametrize(("text", "lang"), [("rx 7900 xtx vs rtx 4080 for training", "en"),
                                            ("7900xtx 和 4080 训练选哪个", "zh_Hans")])
def test_off_cuda_better_value_against_an_unpriced_cuda_card(advisor, text, lang):
    q, console, bot = question_faces(advisor, text, lang)
    assert q.answer.better_value == "Radeon RX 7900 XTX"
    assert any(r.message.key == "compare.no-cuda.alone" for r in q.answer.reasons)
    head = _flat(console).split("·", 1)[0]
    assert ("no CUDA" if lang == "en" else "无 CUDA") in head
    assert ("no CUDA" if lang == "en" else "无 CUDA") in _bot(q)


# 4 -- a lead off CUDA says its road in the lead ---------------------------------------------------------------------
@pytest.mark.parametrize(("text", "lang"), [("deepseek r1 distill 32b at 30 tok/s, cheapest?", "en"),
                                            ("deepseek r1 distill 32b 30 token每秒 最便宜的卡", "zh_Hans"),
                                            ("cheapest gpu for qwen3 32b at 25 tok/s under 1000", "en")])
def test_a_speed_target_lead_off_cuda_says_so_in_the_lead(advisor, text, lang):
    q, console, bot = question_faces(advisor, text, lang)
    head = q.answer.shape.headline
    road = _find(head, "speed.target.way-road")
    assert road is not None, head.key
    lead = _flat(console).split("·", 1)[0]
    word = "no CUDA" if lang == "en" else "无 CUDA"
    assert word in lead.split("1.", 1)[0]
    assert word in _bot(q).split("·", 1)[0]


def test_a_speed_target_lead_off_cuda_names_the_cheapest_cuda_way(advisor):
    q, console, _ = question_faces(advisor, "deepseek r1 distill 32b at 30 tok/s, cheapest?")
    cuda = _find(q.answer.shape.headline, "speed.target.fit-cuda")
    assert cuda is not None
    assert "On CUDA: GeForce" in _flat(console)


def test_a_cuda_lead_has_no_road_words(advisor):
    q, _, _ = question_faces(advisor, "cheapest way to run llama 3.1 8b at 40 tok/s")
    assert _find(q.answer.shape.headline, "speed.target.way-road") is None
    assert _find(q.answer.shape.headline, "speed.target.fit-cuda") is None


# 5 -- one truth: the memory verdict said once ---------------------------------------------------------------------
@pytest.mark.parametrize(("text", "lang"), [("B580 or 4060", "en"), ("b580 还是 4060", "zh_Hans"),
                                            ("rtx 3060 12gb or rtx 3060 ti", "en"),
                                            ("rtx 3060 12gb or rtx 4060 for deep learning", "en")])
def test_the_memory_verdict_is_said_once(advisor, text, lang):
    q, console, bot = question_faces(advisor, text, lang)
    c = q.answer
    assert c.better_value is not None and c.summary.keys & {"compare.better-value.for-memory",
                                                            "compare.no-cuda.for-memory"}
    assert not any(d.message.key in ("compare.value.tight", "compare.value.memory-wins") for d in c.shape.decides)
    assert "tight for today's models" not in _flat(console)
    assert "tight for today's models" not in _bot(q)
    # the rows agree with it: the better value's row says so, the other's its speed for the money
    rows = {line.card: line for line in c.shape.ranking}
    assert "memory" in str(rows[c.better_value].reason) or "显存" in _flat(console)


# 3 -- the rows at the context asked --------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "lang"), [("5090 vs 4090 for qwen3 32b at 128k context", "en"),
                                            ("5090 和 4090 跑 qwen3 32b 128k 上下文选哪个", "zh_Hans"),
                                            ("5090 vs 4090 for qwen3 32b at 128k", "en")])
def test_rows_of_cards_that_do_not_hold_the_model_at_the_context_say_so(advisor, text, lang):
    q, console, bot = question_faces(advisor, text, lang)
    c = q.answer
    assert c.faster is None and c.better_value is None
    assert all(x.speed is None for x in c.shape.ranking)
    assert all(x.reason is not None and x.reason.key == "shape.role.stand-in" for x in c.shape.ranking)
    assert "faster" not in _flat(console).split("·", 1)[1] and "tok/s" not in _flat(console).split("·", 1)[1]
    assert "tok/s" not in bot.split("\n", 2)[-1] or "≈" not in bot.split("\n", 2)[-1]


def test_a_row_the_8_bit_kv_cache_opens_says_so(advisor):
    q, console, _ = question_faces(advisor, "5090 vs 4090 for qwen3 32b at 64k context")
    rows = {x.card: x for x in q.answer.shape.ranking}
    assert rows["GeForce RTX 5090"].reason.key == "compare.kv.row"
    assert rows["GeForce RTX 4090"].reason.key == "shape.role.stand-in"
    q, _, _ = question_faces(advisor, "5090 or 2x 3090 for qwen3 32b with 128k context?")
    rows = {x.card: x for x in q.answer.shape.ranking}
    assert rows["GeForce RTX 3090"].reason.key == "compare.kv.row"
    assert rows["GeForce RTX 5090"].reason.key == "shape.role.stand-in"


def test_rows_keep_their_speed_where_both_hold(advisor):
    q, _, _ = question_faces(advisor, "5090 vs 4090 for qwen3 8b at 128k context")
    assert all(x.speed is not None for x in q.answer.shape.ranking)
    assert q.answer.faster == "GeForce RTX 5090"


# 6 -- faces: the full form says the job's speed, the index only in the guides' markets ----------------------------
@pytest.mark.parametrize("lang", ["en", "zh_Hans"])
def test_the_full_comparison_of_an_llm_job_shows_its_tokens_per_second(advisor, lang):
    from advisor.cli.render import View as FullView
    from advisor.cli.render import full_comparison

    c = advisor.compare("3090", "4090", use_case="llm")
    text = full_comparison(c, FullView(language=lang, verbose=True))
    assert "tok/s (Qwen3 32B Q4_K_M)" in text or "tok/s（Qwen3 32B" in text
    assert "TITAN X Pascal = 1.00" not in text and "4.02" not in text
    assert "relative speed" not in text


def test_the_full_comparison_today_says_the_short_forms_reference_and_the_guides_keep_the_index(advisor):
    from advisor.cli.render import View as FullView
    from advisor.cli.render import full_comparison

    today = full_comparison(advisor.compare("3090", "4090"), FullView(verbose=True))
    assert "0.60x" in today and "GeForce RTX 4090 = 1.00x" in today and "TITAN X Pascal = 1.00" not in today
    old = full_comparison(advisor.compare("1070", "1080", market="2017-us"), FullView(verbose=True))
    assert "relative speed" in old and "TITAN X Pascal = 1.00" in old


@pytest.mark.parametrize("lang", ["en", "zh_Hans"])
def test_a_verdicts_alternatives_say_the_short_forms_figure_never_the_bare_index(advisor, lang):
    from advisor.cli.render import View as FullView
    from advisor.cli.render import full_verdict

    text = full_verdict(advisor.why("rtx 3070"), FullView(language=lang, verbose=True))
    alts = text.split("\n\n")[-2] if "\n\n" in text else text
    assert "GeForce RTX 4090" in text and ", speed 2.12" not in text and "速度 2.12" not in text, alts
    llm = full_verdict(advisor.why("gtx 1080 ti", use_case="llm"), FullView(language=lang, verbose=True))
    assert "tok/s" in llm and "speed 1.22" not in llm and "速度 1.22" not in llm
    assert "TITAN X Pascal = 1.00" not in llm


# 5 -- one truth in a ranking: a card that beats the comparison's better value outright says so --------------------
@pytest.mark.parametrize(("text", "lang"), [("B580 or 4060 or 3060 12gb for deep learning", "en"),
                                            ("b580 还是 4060 还是 3060 12g，深度学习", "zh_Hans")])
def test_a_ranked_card_that_beats_the_better_value_is_said_and_marked(advisor, text, lang):
    q, console, bot = question_faces(advisor, text, lang)
    said = [m for m in _decides(q) if m.key == "several.rank.beats"]
    assert said and str(said[0].params["card"].value) == "GeForce RTX 3060 12 GB"
    rows = {x.card: x for x in q.answer.shape.ranking}
    assert _find(rows["GeForce RTX 3060 12 GB"].reason, "several.rank.value") is not None
    assert all(_find(x.reason, "several.rank.value") is None for c, x in rows.items() if c != "GeForce RTX 3060 12 GB")
    assert "3060 12 GB" in _flat(console).split("·", 1)[0]


def test_no_ranked_card_beats_a_better_value_it_does_not(advisor):
    q, _, _ = question_faces(advisor, "3060 vs 2080 ti vs 3080 for dl")
    assert not any(m.key == "several.rank.beats" for m in _decides(q))


@pytest.mark.parametrize("lang", ["en", "zh_Hans"])
def test_the_bots_details_say_the_jobs_speed_and_unit(advisor, lang):
    from bot.render.compare import render_comparison
    from bot.render.why import render_verdict

    e = render_comparison(advisor.compare("3090", "4090", use_case="llm"), language=lang)
    facts = "\n".join(f.value for f in e.fields[:2])
    assert "tok/s" in facts and "4.02×" not in facts and "TITAN X Pascal" not in e.footer.text
    e = render_verdict(advisor.why("gtx 1080 ti", use_case="llm"), language=lang)
    assert "tok/s" in "\n".join(f.value for f in e.fields) and "TITAN X Pascal" not in e.footer.text
    e = render_comparison(advisor.compare("1070", "1080", market="2017-us"), language=lang)
    assert "TITAN X Pascal" in e.footer.text  # the guides' markets keep their index
