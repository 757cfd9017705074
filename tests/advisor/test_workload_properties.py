"""Properties of job-sized answers (issue 16, "Must hold"), with hypothesis:

- pooled memory: a layer split over N cards never needs more per card than one card holding it all,
  so N cards hold whatever one of them holds (and the pooled memory is N x one card's);
- every LLM pick of ``recommend --use-case llm`` with a model holds the sized job;
- a dominated configuration (as fast, more memory, for at most 25 % more) never ranks above its
  dominator.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor.errors import AdvisorError
from advisor.fits import DEFAULT_CONTEXT, estimate
from advisor.llm_picks import DOMINANCE_PREMIUM
from advisor.recommend import TIE
from advisor.routes import HEADLINE_ROUTES
from advisor.workload import Workload

SLOW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
MODELS = ("7b", "8b", "14b", "32b", "70b", "qwen3 30b a3b", "gpt-oss 20b", "gpt-oss 120b", "mistral small 24b")


@SLOW
@given(model=st.sampled_from(MODELS), task=st.sampled_from(["inference", "lora", "qlora"]),
       precision=st.sampled_from([None, "int4", "int8", "fp16"]), context=st.sampled_from([None, 512, 4096, 16384]),
       count=st.integers(min_value=2, max_value=8))
def test_pooled_memory_of_n_cards_holds_what_one_holds(advisor, model, task, precision, context, count):
    from advisor.fits import parse_context, parse_precision

    arch = advisor.llm_models.resolve(model)
    try:
        p = parse_precision(precision, task, arch)
    except AdvisorError:
        return
    est = estimate(arch, task, p, parse_context(context, arch, task), 1)
    assert abs(est.per_gpu(1) - est.total) < 1e-9
    assert est.per_gpu(count) <= est.per_gpu(count - 1) + 1e-9 and est.per_gpu(count - 1) <= est.total + 1e-9
    w = Workload(use_case="llm", estimate=est)
    for card in (advisor.card("GeForce RTX 3090"), advisor.card("GeForce RTX 4060 Ti 16 GB")):
        if w.holds(card, 1):
            assert w.holds(card, count)
        assert card.llm_memory_gb * count >= card.llm_memory_gb


@SLOW
@given(budget=st.sampled_from(["400", "800", "1500", "3000", "6000", "12000"]),
       model=st.sampled_from(MODELS), precision=st.sampled_from([None, "int4", "int8"]))
def test_every_llm_pick_holds_the_sized_job(advisor, budget, model, precision):
    try:
        rec = advisor.recommend(budget, use_case="llm", model=model, precision=precision)
    except AdvisorError:
        return
    w = advisor._workload(model, None, precision, None)
    for pick in [*rec.picks, *([rec.stretch] if rec.stretch else [])]:
        assert w.holds(advisor.card(pick.card), pick.gpus), (budget, model, pick.card, pick.gpus)


def _dominates(d, c) -> bool:
    """Whether pick ``d`` makes ``c`` pointless: as fast on the same job, more memory, at most 25 % dearer."""
    if d.speed is None or c.speed is None or (d.speed.model, d.speed.quant) != (c.speed.model, c.speed.quant):
        return False
    return (d.speed.value >= c.speed.value * (1 + TIE) and d.job_memory_gb > c.job_memory_gb
            and d.total_cost <= c.total_cost * (1 + DOMINANCE_PREMIUM))


@SLOW
@given(budget=st.sampled_from(["250", "400", "600", "1000", "2000", "3000", "5000", "10000"]),
       model=st.sampled_from([None, *MODELS]))
def test_a_dominated_configuration_never_ranks_above_its_dominator(advisor, budget, model):
    try:
        rec = advisor.recommend(budget, use_case="llm", model=model)
    except AdvisorError:
        return
    picks = [p for p in rec.picks if p.speed is not None]
    for i, upper in enumerate(picks):
        for lower in picks[i + 1:]:
            # a passive data-centre or non-CUDA card (a labelled route, issue 29 §1) never pushes out a CUDA card
            # or a machine; among the labelled ones, nor does a card the rules take only with caveats
            if (lower.route in HEADLINE_ROUTES or upper.route not in HEADLINE_ROUTES) and (
                    _recommended(advisor, lower.card) or not _recommended(advisor, upper.card)):
                assert not _dominates(lower, upper), (budget, model, upper.card, lower.card)


_VERDICTS: dict[str, bool] = {}


def _recommended(advisor, card: str) -> bool:
    if card not in _VERDICTS:
        _VERDICTS[card] = advisor.why(card, use_case="llm").verdict == "recommended"
    return _VERDICTS[card]


def test_default_contexts_are_the_documented_ones():
    assert DEFAULT_CONTEXT["inference"] == 4096 and DEFAULT_CONTEXT["qlora"] == 1024
