"""What the round-18 merges made between branches (reader38's rows, fix33a's unknown versions)."""

import pytest

from advisor.api import Advisor


@pytest.fixture(scope="module")
def advisor():
    return Advisor.load()


@pytest.mark.parametrize("text", [
    "Qwen3.6-35B-A3B is much slower in Ollama than llama.cpp on my 7900 xtx; gpt-oss:20b runs fast",
    "my 3090 runs qwen3.6 35b-a3b slowly, while gpt-oss 20b is fast",
    "Qwen3.7-35B-A3B vs gpt-oss 20b on a 4090, which is faster for me?",
])
def test_an_unknown_version_with_its_size_is_the_model_asked_before_one_named_later(advisor, text):
    """fix33a blanks a version the table lacks ("qwen3.6"); the size said right after it is still the model asked,
    never a model named later in the post (E800 read gpt-oss 20b), and an MoE's active size is never called dense."""
    read = advisor.ask(text).read_as
    assert read.model is not None and read.model.name.startswith("35B"), read.model
    note = " ".join(n.render("en") if hasattr(n, "render") else str(n) for n in read.notes)
    assert "qwen3" in note.lower() and "dense" not in note


def test_a_deciding_fact_that_leaves_no_room_for_the_speed_unit_waits_for_verbose(advisor):
    """The short form counts the ranking's unit line when it keeps the deciding facts (hypothesis found: 2 × RTX 5080
    for images at 3,424 USD, the used-above-MSRP fact after two long image facts, made 23 lines of 22)."""
    from advisor.cli.render import SHORT_LINES, View, render_recommendation

    rec = advisor.recommend(3424, use_case="image", gpus=2)
    for language in ("en", "zh_Hans", "zh_Hant"):
        assert len(render_recommendation(rec, View(language=language)).splitlines()) <= SHORT_LINES
