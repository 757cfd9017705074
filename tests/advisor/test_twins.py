"""A general ranking's roomier twins read once per kept offer list (advisor/recommend/twins.py, issue 30 §1)
leave out exactly the offers the per-answer test (``roomier_twin`` against every offer within the budget)
leaves out, at any budget."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor.recommend.picks import roomier_twin
from advisor.recommend.ranking import derived, offers, pickable_cheapest
from advisor.recommend.twins import cheapest_twins, without_twins

USE_CASES = ["general", "kaggle", "cv-research", "nlp-research", "llm"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(per_gpu=st.floats(min_value=50, max_value=60000), use_case=st.sampled_from(USE_CASES),
       memory=st.sampled_from([None, 8.0, 16.0]))
def test_twins_kept_per_list_are_the_per_answer_ones(advisor, per_gpu, use_case, memory):
    for market in advisor.catalog.markets.values():
        listed = offers(advisor.catalog, advisor.rules, market, use_case, memory)
        within = [o for o in derived(listed, "pickable-cheapest", pickable_cheapest) if o.price.amount <= per_gpu]
        per_answer = [o for o in within if not roomier_twin(o, within)]
        kept = without_twins(derived(listed, "pickable-twins", cheapest_twins), per_gpu)
        assert [id(o) for o in kept] == [id(o) for o in per_answer]
        assert without_twins(cheapest_twins(tuple(listed)), per_gpu) == per_answer  # a caller's own list too


def test_a_twin_at_the_budget_is_within_it(advisor):
    """The twin's own price decides: a twin priced exactly at the budget leaves its twin out, one a cent over
    does not."""
    market = advisor.catalog.markets["current-us"]
    listed = offers(advisor.catalog, advisor.rules, market, "general", None)
    pairs = derived(listed, "pickable-twins", cheapest_twins)
    o, twin = next((o, t) for o, t in pairs if t != float("inf"))
    assert o not in without_twins(pairs, twin)
    if o.price.amount <= twin - 0.01:
        assert o in without_twins(pairs, twin - 0.01)
