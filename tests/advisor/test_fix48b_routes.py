"""fix48b (issue 28, grade23 kind B, F19): a machine weighed against four or more cards for training hears the
middle routes — two to four of those cards with their price here, or renting an A100 / H100 by the hour — and a
side's figure that is the middle of an assumed range is never shown as a bare speed beside the range."""
from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _text(q, language: str = "en") -> str:
    return " ".join(render_question(q, View(language=language, width=400)).split())


@pytest.mark.parametrize("text", [
    "192GB Mac Studio or 8x 4090 for fine-tuning llms, which is better value?",
    "m2 ultra mac studio vs 6x rtx 3090 for training, which is worth it?",
    "8张3090和一台192G的Mac Studio哪个适合微调大模型？",
    "6x 4090 or one mac studio m2 ultra 192gb for lora training?",
    "is 8 x rtx 4090 or a mac studio with 192gb better for fine-tuning a 70b?",
])
def test_extreme_builds_for_training_get_the_middle_routes(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "compare", _text(q)
    keys = [c.message.key for c in q.answer.shape.decides]
    assert any(k.startswith("ask.middle-routes") for k in keys), keys
    assert "ask.rig.middle" not in keys, keys  # said once, with its prices
    en = _text(q)
    assert "A100 SXM4 80 GB about" in en and "H100 SXM5 80 GB" in en and "Between the two" in en, en
    for line in q.answer.shape.ranking:
        assert line.speed is None or line.speed.source.key != "compare.several.speed-source-range", line
    for language in ("zh_Hans", "zh_Hant"):
        said = _text(q, language)
        assert "Between the two" not in said and "A100" in said and "RunPod" in said, said


def test_an_assumed_range_shows_no_midpoint_on_its_line(advisor):
    q = advisor.ask("192GB Mac Studio or 8x 4090 for fine-tuning llms, which is better value?")
    side = next(line for line in q.answer.shape.ranking if (line.gpus or 1) == 8)
    assert side.speed is None
    en = _text(q)
    assert "(the high end assumed)" in en and "3.27x" not in en, en


@pytest.mark.parametrize("text", [
    "2x 3090 or one 4090 for training?",  # no server build: no middle routes
    "mac studio 192gb or 8x 4090 for running llama 70b?",  # running, not training
])
def test_no_middle_routes_where_none_is_between(advisor, text):
    q = advisor.ask(text)
    keys = [c.message.key for c in getattr(q.answer, "shape", None).decides] if q.answer is not None else []
    assert not any(k.startswith("ask.middle-routes") for k in keys), keys
