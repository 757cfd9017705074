"""mend51a: the merged round's comparisons of named options with a budget. A card ranked with the two compared keeps its
speed on the model asked when they show theirs on a smaller model (the same measure, decode); a budget the lead already
says is not said again on the read-as line (fix68d's note stays when the lead does not say it)."""

from __future__ import annotations

import pytest

from tests.asked import question_faces


@pytest.mark.parametrize(("text", "lang"), [
    ("budget 3000, 4090 or 5090 or 2x 3090 for llama 70b", "en"),
    ("预算3000美元，4090还是5090还是两张3090跑llama 70b", "zh_Hans"),
    ("5090 vs 4090 vs 2x 3090 for llama 3.3 70b", "en"),
])
def test_a_card_ranked_with_them_keeps_its_speed_on_the_model_asked(advisor, text, lang):
    q, console, _ = question_faces(advisor, text, lang)
    pair = next(x for x in q.answer.shape.ranking if x.gpus == 2)
    assert pair.speed is not None and pair.speed.measure == "decode" and pair.speed.model == "Llama 3.3 70B", console
    assert "2 × GeForce RTX 3090 (48 GB in all) do not hold" not in " ".join(console.split()), console


@pytest.mark.parametrize(("text", "lang", "note", "budget"), [
    ("budget 20000 CNY, 4090 or 5090 or 2x 3090 for llama 70b", "en", "each side is weighed against it", "20,000"),
    ("预算2万元，4090还是5090还是两张3090跑llama 70b", "zh_Hans", "两边都与它对照", "¥2万"),
])
def test_a_budget_the_lead_says_is_said_once(advisor, text, lang, note, budget):
    q, console, _ = question_faces(advisor, text, lang)
    reading, lead = console.split("\n\n", 2)[:2]
    flat = (" ".join(reading.split()), "".join(reading.split()))  # wrapped English, wrapped Chinese
    assert all(note not in f for f in flat) and budget in lead, console
    over = ("Over your budget, the options that hold", "超出预算、但能装下")
    assert any(o in " ".join(console.split()) for o in over), console


@pytest.mark.parametrize(("text", "lang", "budget"), [
    ("best gpu for 3090 vs 4090 under 800", "en", "800 USD"),
    ("预算5000元，3060还是4060ti", "zh_Hans", "5,000"),
])
def test_a_comparisons_budget_the_lead_does_not_say_stays_on_the_read_as_line(advisor, text, lang, budget):
    q, console, _ = question_faces(advisor, text, lang)
    assert budget in console.split("\n\n", 1)[0], console
