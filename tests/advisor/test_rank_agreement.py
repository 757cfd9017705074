"""recommend and fits agree (issue 29, the 2026-12-03 breaker), checked as properties over models and
budgets, never one answer's cards or prices."""

from __future__ import annotations

import pytest

MARKET = "current-us"


# --- 1. a way fits lists within the budget is never "nothing worth buying" ----------------------------------
@pytest.mark.parametrize("model", ["deepseek v3", "deepseek r1"])
@pytest.mark.parametrize("budget", ["10000", "12000"])
def test_recommend_names_what_fits_lists_within_the_budget(advisor, model, budget):
    fit = advisor.fits(model, market=MARKET)
    within = [c for c in fit.cards if c.count == 1 and c.price is not None and c.takes and c.trains
              and not c.tight and (c.total_price or 0.0) <= float(budget)]
    if not within:
        pytest.skip("fits lists no way within this budget")
    rec = advisor.recommend(budget, market=MARKET, model=model)
    assert rec.picks, f"fits lists {[c.card for c in within]} within {budget}, recommend names nothing"
    assert {p.card for p in rec.picks} & {c.card for c in within}
    for p in rec.picks:
        if not p.price.pick:  # a price that is never a pick is named with its label
            assert p.label is not None



# --- 2. a much slower machine does not head a sized answer ---------------------------------------------------
@pytest.mark.parametrize("model", ["qwen3 32b", "32b", "gemma 3 27b", "14b", "mistral small 24b"])
@pytest.mark.parametrize("budget", ["1000", "1200", "1500", "2000"])
def test_a_machine_does_not_lead_over_a_card_twice_as_fast_in_budget(advisor, model, budget):
    rec = advisor.recommend(budget, market=MARKET, model=model)
    if not rec.picks or not advisor.card(rec.picks[0].card).is_system:
        return
    first = rec.picks[0].speed.value
    fit = advisor.fits(model, market=MARKET)
    quick = [c.card for c in fit.cards if c.count == 1 and c.price is not None and c.price.pick and c.takes
             and not c.tight and c.route not in ("tinkerer", "unified") and (c.total_price or 0.0) <= float(budget)
             and c.speed is not None and c.speed.tok_s >= 2 * first]
    assert not quick, f"{rec.picks[0].card} (≈{first} tok/s) leads over {quick}"


# --- 3. the "cheapest" label is true of the list -------------------------------------------------------------
@pytest.mark.parametrize("model", ["gpt-oss 120b", "llama 3.3 70b", "70b", "32b", "qwen3 30b a3b", "deepseek r1",
                                   "gemma 3 27b", "14b", "120b"])
def test_the_cheapest_label_says_what_it_is_the_cheapest_of(advisor, model):
    from advisor.fits import cheapest_label, usable

    fit = advisor.fits(model, market=MARKET)
    if fit.cheapest is None:
        return
    key = cheapest_label(fit.cheapest, fit.cards).key
    cheaper = [c for c in fit.cards if usable(c) and c.total_price is not None
               and c.total_price < fit.cheapest.total_price]
    if key == "shape.role.fit-cheapest":
        assert not cheaper, f"'cheapest way that works' while {[c.card for c in cheaper]} cost less"
    elif key == "fits.role.cheapest-usable":  # every cheaper way is on a headline route, under the speed floor
        assert cheaper and all(c.route in ("cuda", "unified") for c in cheaper)
    elif key == "fits.role.cheapest-headline":  # every cheaper way is a passive or non-CUDA card
        assert cheaper and all(c.route not in ("cuda", "unified") for c in cheaper)
    elif key == "fits.role.cheapest-unified":  # a machine, every cheaper way a passive or non-CUDA card (U19)
        assert fit.cheapest.route == "unified" and cheaper and all(c.route not in ("cuda", "unified") for c in cheaper)
    elif key == "fits.role.cheapest-cuda":  # a CUDA card, every cheaper way a non-CUDA card (U19)
        assert fit.cheapest.route == "cuda" and cheaper and all(c.route == "non-cuda" for c in cheaper)
    else:
        assert key == "fits.role.cheapest-both" and cheaper


# --- 4. a fine-tuning budget with no model ranks memory first, and says so -----------------------------------
@pytest.mark.parametrize("task", ["qlora", "lora"])
@pytest.mark.parametrize("budget", ["1500", "3000", "5000"])
def test_an_unsized_fine_tune_ranks_memory_first_and_says_so(advisor, task, budget):
    rec = advisor.recommend(budget, market=MARKET, task=task)
    assert rec.ranking.key == "recommend.ranking.llm-train-mix"
    singles = [p for p in rec.picks if p.gpus == 1 and p.route in ("cuda", "unified")]
    if singles:
        assert rec.picks[0].memory_gb == max(p.memory_gb for p in singles)
    for p in rec.picks:  # no model was named: no label speaks of "this model"
        assert p.label is None or p.label.key not in ("routes.label.fastest", "routes.label.sized-value")
    named = advisor.recommend(budget, market=MARKET, task=task, model="8b")
    assert named.ranking.key != "recommend.ranking.llm-train-mix"


# --- 5. the "best value" label matches the figures shown, or says the memory rule ----------------------------
@pytest.mark.parametrize("use_case", [None, "cv-research", "nlp"])
@pytest.mark.parametrize("budget", ["500", "800", "1200", "2000"])
def test_the_value_line_matches_the_figures_or_says_why(advisor, use_case, budget):
    kw = {"use_case": use_case} if use_case else {}
    rec = advisor.recommend(budget, market=MARKET, **kw)
    value = [p for p in rec.picks if p.role == "value"]
    if not value or value[0].performance_per_price is None:
        return
    v = value[0]
    higher = [p for p in rec.picks if p is not v and (p.performance_per_price or 0.0) > v.performance_per_price]
    if higher:
        assert v.reasons[0].message.key == "recommend.pick.value.memory", (
            f"{v.card} is the best value while {[p.card for p in higher]} score more")


# --- 6. a card whose own rule names a better value is never labelled "best value" ----------------------------
@pytest.mark.parametrize("budget", ["500", "800", "1200", "2000", "3000", "5000"])
@pytest.mark.parametrize("use_case", ["llm", None])
def test_a_value_pick_is_not_a_card_its_own_rule_calls_worse_value(advisor, budget, use_case):
    kw = {"use_case": use_case} if use_case else {}
    rec = advisor.recommend(budget, market=MARKET, **kw)
    for p in rec.picks:
        if p.role == "value":
            assert not any(r.rule_id == "line.individual-avoid-pro" for r in p.reasons), p.card


# --- 4. a memory floor asked beside a model keeps both (the 2026-12-03 breaker: --min-memory dropped --model) --
@pytest.mark.parametrize("model", ["llama 3 8b", "gpt-oss 120b", "qwen3 32b"])
@pytest.mark.parametrize("floor", [16, 24])
def test_a_memory_floor_beside_a_model_ranks_the_model_on_cards_with_that_memory(advisor, model, floor):
    rec = advisor.recommend("1500", market=MARKET, model=model, min_memory_gb=floor)
    assert rec.use_case == "llm"
    for p in rec.picks + ([rec.stretch] if rec.stretch else []):
        card = advisor.card(p.card)
        assert (card.llm_memory_gb or card.memory_gb or 0) >= floor, f"{p.card} under the {floor} GB asked"
        assert p.speed is not None and p.speed.measure == "decode"
    if rec.offload is not None:
        assert rec.offload.memory_gb >= floor
