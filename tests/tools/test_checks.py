"""tools/checks.py: the one implementation of the tables' checks (ask.csv, advice.csv, the corpus),
on answers written here by hand, so that each check is seen to fail as well as to hold."""

from __future__ import annotations

import pytest

from tools.checks import (
    UnknownCheck,
    check,
    check_answer,
    check_question,
    implied_absent,
    judge_absent,
    judge_question,
)


def question(missing: tuple[str, ...] = (), **read) -> dict:
    """A ``Question`` JSON with the given ``read_as`` slots (the rest empty) and ``missing`` slots."""
    base = {"command": "compare", "budget": None, "cards": [], "model": None, "task": None, "precision": None,
            "use_case": None, "gpus": None, "market": None, "condition": None, "own": False, "counts": None}
    return {"text": "q", "read_as": {**base, **read}, "missing": list(missing), "answer": None, "reply": ""}


RECOMMENDATION = {"picks": [{"card": "GeForce RTX 3090", "memory_gb": 24}, {"card": "Tesla P40", "memory_gb": 24}],
                  "budget": {"amount": 800.0, "currency": "USD"}, "stretch": None}
COMPARISON = {"cards": [{"card": "GeForce RTX 4090"}, {"card": "GeForce RTX 3090"}], "faster": "GeForce RTX 4090"}


@pytest.mark.parametrize(("item", "data", "holds"), [
    ("top~RTX 3090", RECOMMENDATION, True), ("top~P40", RECOMMENDATION, False),
    ("topnot~P40", RECOMMENDATION, True), ("topnot~3090", RECOMMENDATION, False),
    ("top~4090", COMPARISON, True),  # no picks: the first of cards
    ("picks~P40", RECOMMENDATION, True), ("picks~5090", RECOMMENDATION, False),
    ("picks~3090", COMPARISON, True), ("faster=GeForce RTX 4090", COMPARISON, True),
    ("top=GeForce RTX 3090", RECOMMENDATION, True), ("top=Tesla P40", RECOMMENDATION, False),
    ("text~rtx 3090", RECOMMENDATION, True), ("notext~rtx 3090", RECOMMENDATION, False),
])
def test_answer_checks_hold_and_fail(item, data, holds):
    if holds:
        check_answer(item, data)
    else:
        with pytest.raises(AssertionError):
            check_answer(item, data)


def test_an_unknown_check_is_an_error_never_a_pass():
    for call in (lambda: check_answer("topp=GeForce RTX 3090", RECOMMENDATION),
                 lambda: check_answer("verdict~recommended", RECOMMENDATION),  # known key, unknown operator
                 lambda: check("whatever=1", RECOMMENDATION, 0, ""),
                 lambda: check_question("card=GeForce RTX 3090", question()),
                 lambda: judge_question("own~true", question())):
        with pytest.raises(UnknownCheck):
            call()


def test_a_card_slot_with_a_count_wants_that_count():
    two_against_one = question(cards=["GeForce RTX 3090", "GeForce RTX 4090"], counts=[2, 1])
    check_question("cards=2x GeForce RTX 3090;GeForce RTX 4090", two_against_one)
    check_question("cards=GeForce RTX 4090;GeForce RTX 3090", two_against_one)  # no count written: any
    one_each = question(cards=["GeForce RTX 3090", "GeForce RTX 4090"])
    out = judge_question("cards=2x GeForce RTX 3090;GeForce RTX 4090", one_each)
    assert not out.ok and out.kinds == ["count lost"] and not out.fatal
    # one card read with gpus: that many of it ("will 70b run on two 3090s")
    check_question("cards=2x GeForce RTX 3090", question(command="fits", cards=["GeForce RTX 3090"], gpus=2))


def test_a_card_read_beyond_the_slots_is_fatal_a_card_missed_is_not():
    extra = judge_question("cards=NVS 5400M", question(cards=["NVS 5400M", "ASUS Ascent GX10 (GB10, 128 GB)"]))
    assert (extra.ok, extra.kinds, extra.fatal) == (False, ["extra card"], True)
    missed = judge_question("cards=Xeon Phi 7120P;GeForce GTX 1080", question(cards=["GeForce GTX 1080"]))
    assert (missed.ok, missed.kinds, missed.fatal) == (False, ["card missed"], False)
    swapped = judge_question("cards=GeForce GTX 1080 Ti", question(cards=["GeForce GTX 1080"]))
    assert (swapped.kinds, swapped.fatal) == (["card swapped"], True)
    assert judge_question("cards~Xeon Phi", question(cards=["Xeon Phi 7120P", "GeForce GTX 1080"])).ok


def test_budget_checks_take_alternatives_and_tell_lost_from_misread():
    yuan = question(command="recommend", budget={"amount": 3000.0, "currency": "CNY"})
    check_question("budget=3000 CNY|3000 JPY", yuan)
    misread = judge_question("budget=-5 USD", question(budget={"amount": 5.0, "currency": "USD"}))
    assert (misread.kinds, misread.fatal) == (["budget misread"], True)
    lost = judge_question("budget=600 USD", question())
    assert (lost.kinds, lost.fatal) == (["budget lost"], False)


def test_the_corpus_slots():
    read = question(command="fits", cards=["GeForce RTX 2080 Ti"], gpus=4, ram_gb=96, memory_gb=[22],
                    context_tokens=8192, precision="q5_k_m", own=True, unknown=["arc pro b70"], laptop=True)
    for item in ("ram=96", "memory=22", "context=8192|8000", "precision~q5_k_m", "own=true", "unknown~b70",
                 "laptop=true", "cards=4x GeForce RTX 2080 Ti", "anymodel", "nomodel"):
        check_question(item, read)
    assert judge_question("ram=64", read).kinds == ["ram misread"]
    assert judge_question("batch=32", read).kinds == ["batch lost"]
    assert judge_question("own=false", read).kinds == ["owner from context"]
    assert judge_question("own=true", question()).kinds == ["owner lost"]
    assert judge_question("precision~q6", question(precision="int4")).kinds == ["quant misread"]
    with_model = question(command="fits", model={"name": "Qwen3 30B-A3B", "params_b": 30.5})
    check_question("model~30b-a3b", with_model)
    assert judge_question("nomodel", with_model).kinds == ["model from context"]


def test_what_a_question_does_not_say_must_not_be_read():
    assert implied_absent(["command=recommend", "budget=500 USD"]) == ["cards", "model", "condition", "count"]
    assert implied_absent(["command=fits", "cards=2x GeForce RTX 3090", "anymodel"]) == ["budget", "condition"]
    batch_as_budget = question(command="recommend", budget={"amount": 32.0, "currency": "USD"})
    out = judge_absent("budget", batch_as_budget)
    assert (out.ok, out.kinds, out.fatal) == (False, ["budget from context"], True)
    assert judge_absent("count", question(cards=["GeForce RTX 3090"], gpus=7)).kinds == ["count from context"]
    assert judge_absent("condition", question(condition="used")).kinds == ["condition from context"]
    assert judge_absent("cards", question()).ok


def test_a_wrong_command_asked_back_for_a_budget_is_named_so():
    out = judge_question("command=why", question(("budget",), command="recommend"))
    assert (out.ok, out.fatal) == (False, True) and out.kinds == ["command wrong", "asked for a budget"]
