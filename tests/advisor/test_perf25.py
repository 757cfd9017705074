"""Issue 30 §1, perf25: the family words the model table has rows of (:func:`advisor.ask.unknown_version._family_words`)
are question-free — made once per vocabulary and model table, not three times a question — and read as made afresh."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from advisor.ask import unknown_version as uv
from advisor.ask.reader import read
from advisor.ask.vocabulary import vocabulary
from question_words import CORPUS

SLOW = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
FAMILIES = vocabulary().family_names


@pytest.fixture
def afresh(monkeypatch):
    """The reader with no kept family words: each call made afresh, as before perf25."""
    monkeypatch.setattr(uv, "_family_words", uv._made_family_words)


def test_the_kept_words_are_the_words_made_afresh_and_made_once(advisor, monkeypatch):
    rows = advisor.llm_models.rows
    made = uv._made_family_words(FAMILIES, rows)
    assert made and uv._family_words(FAMILIES, rows) == made

    def never(*_args):  # a kept table's second question never walks the rows again
        raise AssertionError("made again")

    monkeypatch.setattr(uv, "generations", never)
    assert uv._family_words(FAMILIES, rows) == made


def test_another_table_or_vocabulary_is_read_afresh_and_the_table_is_bounded(advisor):
    rows = advisor.llm_models.rows
    full = uv._family_words(FAMILIES, rows)
    fewer = [r for r in rows if not str(r.get("family") or "").lower().startswith("gemma")]
    assert "gemma" in full and "gemma" not in uv._family_words(FAMILIES, fewer)
    assert uv._family_words(FAMILIES, rows) == full  # the first table's words unchanged by the second's
    assert uv._family_words(FAMILIES - {"gemma"}, rows) == tuple(w for w in full if w != "gemma")
    for _ in range(3 * uv._KEPT_BOUND):
        copy = list(rows)
        assert uv._family_words(FAMILIES, copy) == full
    assert len(uv._KEPT_WORDS) <= uv._KEPT_BOUND
    uv._family_words(FAMILIES, tuple(rows))  # rows not held as a table's list (made for one call) are never kept
    assert all(isinstance(kept_rows, list) for kept_rows, _ in uv._KEPT_WORDS.values())


VERSIONS = ["3", "3.5", "v4", "4", "2.5", "r2", "3n", "8x3b", "8x22b", "5", "1", "k2", "m2", "v3.2", "12", ""]
JOIN = ["", " ", "-", "_", "."]
TAILS = ["", " flash", " pro", " instruct", " 32b", " 70b", "?", " model", " vs ", " 和 "]


@st.composite
def named_models(draw) -> str:
    """Text made of the reader's family words with versions, variants and sizes, some known, most not."""
    parts = draw(st.lists(st.tuples(st.sampled_from(sorted(FAMILIES)), st.sampled_from(JOIN),
                                    st.sampled_from(VERSIONS), st.sampled_from(TAILS)), min_size=1, max_size=4))
    return " ".join("".join(p) for p in parts)


@SLOW
@given(text=named_models())
@example(text="deepseekv4 baichuan3")
def test_unknown_models_read_as_with_the_words_made_afresh(advisor, text):
    rows = advisor.llm_models.rows
    kept = uv.unknown_spans(text, FAMILIES, rows)
    words = uv._pattern(uv._made_family_words(FAMILIES, rows))
    assert uv._pattern(uv._family_words(FAMILIES, rows)) is words
    fresh = []
    # the spans are of the text with DeepSeek's glued or short name written out ("deepseekv4" → "deepseek v4"), as
    # unknown_spans documents (a generated "deepseekv4 baichuan3" found the test reading the raw text)
    said = uv.EDITION_GLUED.sub(r"\1 ", uv.DS_GLUED.sub("deepseek ", uv.DS_SHORT.sub("deepseek ", text)))
    for m in words.finditer(said):  # unknown_spans as before perf25, its words made afresh for this text
        key = uv._fam(m.group(1) + m.group(2))
        older = uv.point_release(f"{m.group(1)} {m.group(2)}")
        if uv._known(key, rows) or (older is not None and uv._known(uv._fam(older), rows)):
            continue
        fresh.append(m.start())
    assert [start for start, *_ in kept] == fresh


def _reading(advisor, text: str) -> str:
    return repr(read(advisor, text))  # every slot of the Reading (a dataclass), its notes' keys and parameters


@pytest.mark.parametrize("text", ["deepseek v4 flash on two 3090s?", "qwen3.5 35b a3b on a 4090", "glm5.1 runs on?",
                                  "mixtral 8x3b vs llama 5 instruct", "gemma-3n. on 8gb", "llama 3.1 8b on a 3060"])
def test_a_question_naming_models_reads_as_with_the_words_made_afresh(advisor, text, monkeypatch):
    kept = _reading(advisor, text)
    monkeypatch.setattr(uv, "_family_words", uv._made_family_words)
    assert _reading(advisor, text) == kept


def test_the_corpus_reads_as_with_the_words_made_afresh(advisor, monkeypatch):
    sample = CORPUS[::7]
    kept = [_reading(advisor, t) for t in sample]
    monkeypatch.setattr(uv, "_family_words", uv._made_family_words)
    assert [_reading(advisor, t) for t in sample] == kept


@pytest.mark.parametrize("text", ["which gpu for 800 dollars?", "is a 3090 good for llama 3.1 8b?",
                                  "qwen3 32b 跑得动吗", "4090 vs 5090 for stable diffusion"])
def test_a_question_naming_no_unknown_model_never_walks_the_model_table_again(advisor, text, monkeypatch):
    """The kind fix33a's merge lost: work that depends on the tables alone, redone for every question (~4 ms)."""
    read(advisor, text)
    from advisor.ask import families

    def never(*_args):
        raise AssertionError("the model table walked for a question that names no unknown model")

    monkeypatch.setattr(uv, "generations", never)
    monkeypatch.setattr(families, "generations", never)
    read(advisor, text)
