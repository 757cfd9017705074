"""One truth for a used PCIe Instinct card asked about for LLMs (breaker, issue 28 §6: "is the MI50 32gb still worth
it for llm" was "a firm no … server part" while fits ran Qwen3 32B on it): situational for LLM inference with its
route and costs, in English and Chinese; other jobs keep the ROCm list's no (advisor.used_instinct)."""

from __future__ import annotations

from advisor.i18n import Renderer
from said import said


def test_the_mi50_is_a_situational_llm_route_and_fits_runs_on_it(advisor):
    v = advisor.why("mi50 32gb", use_case="llm")
    assert v.verdict == "situational"
    text = " ".join(said([r.message for r in v.reasons]))
    assert "llama.cpp" in text and "gfx906" in text and "passive cooling" in text
    assert "a firm no" not in text
    fit = advisor.fits("qwen3 32b", card="mi50 32gb")
    assert fit.rig is not None and fit.rig.way == "alone"


def test_other_jobs_keep_the_rocm_list_s_no(advisor):
    assert advisor.why("mi50 32gb").verdict == "not_recommended"
    assert advisor.why("mi50 32gb", use_case="cv-research").verdict == "not_recommended"


def test_the_worth_it_question_is_no_flat_no_in_both_languages(advisor):
    asked = (("is the MI50 32gb still worth it for llm", "en"), ("MI50 32g 跑大模型还值得买吗", "zh_Hans"))
    for text, language in asked:
        q = advisor.ask(text)
        assert q.answer is not None and q.answer.verdict == "situational", text
        lines = [Renderer(language)(c.message) for c in q.answer.shape.decides]
        assert not any(line.startswith("To buy: no") for line in lines), lines
