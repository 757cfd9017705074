"""perf33 (issue 30 §1): ``ask``'s deciding-fact readers behind the gates of what they need, and a question's words
read once however many readers ask.

- :func:`advisor.ask.reader_gate.gated`: a reader whose gate is shut is skipped; here every call a gate shuts, over
  the corpus' questions (never the hold-out) and generated ones, is run ungated and must return nothing (its answer
  unchanged, or ``[]``), and every gate is both shut and open somewhere, so no check is vacuous;
- :func:`advisor.said_once.said_once`: each kept reading (the image generator, the owner's job, the supply's wattage,
  the RAM kind, the nodes, the memory-saving method) equals a fresh one, keyed by its flag too.
"""

from __future__ import annotations

import contextlib
import csv
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor import said_once
from advisor.ask import reader_gate
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.image_needs import find_generator

ROOT = Path(__file__).resolve().parents[2]
PUBLIC = ("public_en.csv", "public_old.csv", "public_zh.csv", "reviews.csv")  # never holdout.csv


def _texts(path: Path) -> list[str]:
    with open(path, newline="", encoding="utf-8") as fh:
        return [row["text"] for row in csv.DictReader(fh)]


CORPUS = (_texts(ROOT / "tests" / "cases" / "ask.csv") + _texts(ROOT / "tests" / "advisor" / "cases" / "questions.csv")
          + [t for name in PUBLIC for t in _texts(ROOT / "data" / "questions" / name)])
"""The bench's questions and the corpus outside the hold-out."""

TRIGGERS = ["modded 2080 ti 22g", "4090 48g 魔改版", "with my 850w psu", "corsair rm850x", "in comfyui", "in a1111",
            "full fine-tune 7b with zero 3 offload", "deepspeed zero2", "fsdp", "adam 8-bit",
            "train a hunyuanvideo lora",
            "wan 2.1 lora", "train GET3D", "how much would it cost", "多少钱", "rent", "租", "by the hour",
            "is it worth it", "for fine-tuning", "for deep learning", "3090 vs 4090", "2x 3090", "p40 or 2080 ti 22g",
            "my 3060", "a 4060 ti 16gb", "can I run flux", "sdxl", "llama 3 70b", "2 machines with 4 cards each",
            "ddr5 6000", "预算5000元", "$1500", "should I buy", "is that normal", "which is better"]
"""Words that open the gated readers (a memory mod, a supply, a tool, a method, a video LoRA, a project, a cost,
renting, worth, two cards), joined in generated questions."""


@contextlib.contextmanager
def checked():
    """Every gate swapped for one that, when shut, runs its reader ungated and checks it says nothing; yields a
    Counter of (gate, "shut"/"open")."""
    seen: Counter = Counter()
    saved = {name: g.shut for name, g in reader_gate.GATES.items()}

    def checking(g: reader_gate.Gate, shut):
        def test(*args, **kwargs) -> bool:
            closed = shut(*args, **kwargs)
            seen[g.name, "shut" if closed else "open"] += 1
            if closed:
                out = g.reader(*args, **kwargs)
                if g.at is None:
                    assert out == [], (g.name, args)
                else:
                    given_ = args[g.at] if g.at < len(args) else kwargs[g.unchanged]
                    assert out is given_, (g.name, args)
            return closed
        return test

    for name, g in reader_gate.GATES.items():
        g.shut = checking(g, saved[name])
    try:
        yield seen
    finally:
        for name, g in reader_gate.GATES.items():
            g.shut = saved[name]


@contextlib.contextmanager
def ungated():
    """Every gate open (each reader runs as before perf33)."""
    saved = {name: g.shut for name, g in reader_gate.GATES.items()}
    for g in reader_gate.GATES.values():
        g.shut = lambda *a, **k: False
    try:
        yield
    finally:
        for name, g in reader_gate.GATES.items():
            g.shut = saved[name]


def test_the_gated_readers_are_the_ten() -> None:
    """The readers gated (their modules imported by ``ask``): a reader renamed or dropped fails here, not silently."""
    import advisor.ask.answer  # noqa: F401 - imports every reader module

    assert {n.rsplit(".", 1)[1] for n in reader_gate.GATES} >= {
        "tool_levers", "named_project", "saver_fit", "supply_against_options", "video_lora", "worth_verdict",
        "step_down", "modified_said", "rig_cost", "rent_cost"}


def test_a_gate_names_a_parameter() -> None:
    with pytest.raises(ValueError):
        reader_gate.gated(lambda text: True, "answer")(lambda text: text)


def test_a_shut_gate_skips_only_a_reader_that_says_nothing_on_the_corpus(advisor) -> None:
    """Over the corpus' questions (outside the hold-out), every call a gate shuts says nothing ungated; each gate is
    shut for some questions and open for others."""
    with checked() as seen:
        for text in CORPUS:
            advisor.ask(text)
    for name in reader_gate.GATES:
        assert seen[name, "shut"] > 0, name
        assert seen[name, "open"] > 0, name


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(CORPUS), st.lists(st.sampled_from(TRIGGERS), min_size=1, max_size=3), st.booleans())
def test_a_shut_gate_skips_only_a_reader_that_says_nothing_on_generated_questions(advisor, text: str, words,
                                                                                  before: bool) -> None:
    """A corpus question with the gated readers' trigger words added before or after it: the same."""
    said = " ".join(words)
    with checked():
        advisor.ask(f"{said} {text}" if before else f"{text} {said}")


@pytest.mark.parametrize("text", ["modded 2080 ti 22g or p40 for llm fine-tuning?", "3090 vs 4090 for fine-tuning, "
                                  "which is worth it?", "with my 850w psu which is better: 3090 or 4090?",
                                  "full fine-tune 7b on 2x 4090 with zero 3 offload", "4090 48g 魔改版值得买吗",
                                  "我的3060能训练hunyuanvideo lora吗", "how much would 4 3090s cost?",
                                  "how much to rent an a100 by the hour?"])
def test_answers_as_ungated(advisor, text: str) -> None:
    """Questions that open the gates (English and Chinese): the answer and its rendering in English and both Chinese
    scripts are the ungated readers'."""
    gated_ = advisor.ask(text)
    with ungated():
        fresh = advisor.ask(text)
    assert gated_.model_dump_json() == fresh.model_dump_json()
    for lang in ("en", "zh_Hans", "zh_Hant"):
        assert render_question(gated_, View(language=lang)) == render_question(fresh, View(language=lang))


KEPT_TEXTS = CORPUS + TRIGGERS + [t.lower() for t in CORPUS[:300]]


def test_each_kept_reading_is_a_fresh_one() -> None:
    """Every function behind :func:`said_once` answers each corpus text (and its lower case) as the function itself;
    asked twice, the second is a kept answer (a hit)."""
    assert len(said_once.KEPT) >= 9
    for fn in said_once.KEPT:
        fn.cache_clear()
        for text in KEPT_TEXTS:
            assert fn(text) == fn.__wrapped__(text), (fn.__name__, text)
        hits = fn.cache_info().hits
        fn(KEPT_TEXTS[-1])
        assert fn.cache_info().hits == hits + 1


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(TRIGGERS + ["video generation", "speech to text", "whisper", "wan 2.2", "flux.2",
                                            "training", "lora", "750w", "ddr4 3200", "用", "的"]), max_size=5),
       st.text(max_size=20))
def test_kept_readings_on_generated_texts(words, noise: str) -> None:
    text = " ".join(words) + noise
    for fn in said_once.KEPT:
        assert fn(text) == fn.__wrapped__(text), (fn.__name__, text)


def test_the_flag_is_in_the_key() -> None:
    """``find_generator``'s ``unnamed_video`` is part of its key: a buyer's unnamed video job and a card's differ."""
    text = "best gpu for video generation under $2000"
    assert find_generator(text, unnamed_video=True) == find_generator.__wrapped__(text, unnamed_video=True)
    assert find_generator(text) == find_generator.__wrapped__(text)
    assert find_generator(text, unnamed_video=True) != find_generator(text)


def test_a_text_not_a_str_is_read_afresh() -> None:
    """A text that is not a ``str`` (a subclass, a message's text) is never kept."""

    class Said(str):
        pass

    find_generator.cache_clear()
    assert find_generator(Said("can a 3060 run sdxl?")) == find_generator.__wrapped__("can a 3060 run sdxl?")
    assert find_generator.cache_info().currsize == 0
