"""One card and several models (review22 #5, fix52c): each model's fit on the card, never only the largest's, never
"compare … with which card?"."""

from __future__ import annotations

import pytest

from advisor.api import Advisor
from advisor.i18n import Renderer, english


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return Advisor.load()


@pytest.mark.parametrize(("text", "models"), [
    ("qwen3 32b or gemma 3 27b or llama 3.1 70b, which runs on my 3090?", ["Qwen3 32B", "Gemma 3 27B"]),
    ("compare llama 3.1 8b, qwen2.5 14b and qwen2.5 72b on a 4090", ["Llama 3.1 8B", "Qwen2.5 14B"]),
    ("can a 4060 ti 16gb run gemma 3 12b and qwen3 32b?", ["Gemma 3 12B"]),
    ("mistral 7b vs qwen2.5 32b on an rtx 3060", ["Mistral 7B"]),
    ("gemma 3 27b 和 qwen3 32b 哪个能在4090上跑", ["Gemma 3 27B"]),
    ("llama 3.1 8b、qwen3 14b 还是 qwen2.5 72b，3090 跑得动哪个", ["Llama 3.1 8B", "Qwen3 14B"]),
])
def test_each_model_fit_on_one_card(advisor: Advisor, text: str, models: list[str]) -> None:
    q = advisor.ask(text)
    assert q.read_as.command == "fits", q.read_as
    notes = [n for n in q.read_as.notes if n.key == "ask.models-each"]
    assert notes, [n.key for n in q.read_as.notes]
    said = " ".join(english(n) for n in q.read_as.notes)
    for model in models:  # each other model's own fit sentence, not "ask again"
        assert f": {model}," in said, said
    assert "ask again" not in said


def test_each_model_note_chinese(advisor: Advisor) -> None:
    q = advisor.ask("gemma 3 27b 和 qwen3 32b 哪个能在4090上跑")
    note = next(n for n in q.read_as.notes if n.key == "ask.models-each")
    for lang in ("zh_Hans", "zh_Hant"):
        text = Renderer(lang)(note)
        assert "Qwen3 32B" in text and "models named" not in text


# --------------------------------------------------------------------------- review22 #11: a bare size has no era
@pytest.mark.parametrize(("text", "market", "lang"), [
    ("best gpu for 7b model under $700", "2017-us", "en"),
    ("gpu for a 7b llm, $600", "2017-us", "en"),
    ("which card for a 13b model, budget $900", "2017-us", "en"),
    ("预算5000元，跑 7b 模型用什么显卡", "2019-cn", "zh_Hans"),
    ("預算 8000 元，想跑 14B 的模型，買哪張卡？", "2019-cn", "zh_Hant"),
])
def test_a_bare_size_in_a_guide_market_says_no_release_date(advisor: Advisor, text: str, market: str,
                                                              lang: str) -> None:
    q = advisor.ask(text, market=market, lang=lang)
    assert q.answer is not None, q.error
    shape = getattr(q.answer, "shape", None)
    assert shape is None or all(c.message.key != "guide.model-newer" for c in shape.decides)


def test_a_named_model_in_a_guide_market_still_says_its_era(advisor: Advisor) -> None:
    q = advisor.ask("best gpu for running llama 3 8b for 700 dollars", market="2017-us")
    assert q.answer is not None and q.answer.shape is not None
    assert q.answer.shape.decides[0].message.key == "guide.model-newer"
