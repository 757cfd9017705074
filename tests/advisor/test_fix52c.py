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
