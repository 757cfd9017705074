"""A kept pick said in today's voice once per rule book (advisor/voiced.py, issue 30 §1): the answers are
those shaped afresh, the rewrites live in the answering advisor's own rule book, and nothing is kept outside
an answer being shaped."""

from __future__ import annotations

from advisor import kept
from advisor.overrides import PriceLayer
from advisor.voiced import kept_rewrite, voicing


def _dump(answer) -> dict:
    return answer.model_dump(mode="json")


def test_a_voiced_answer_is_the_fresh_one(advisor, monkeypatch):
    asks = [lambda a: a.recommend("1500", market="current-us", use_case="llm"),
            lambda a: a.recommend("900", market="current-us", model="8b"),
            lambda a: a.recommend("1200", market="current-us", use_case="general")]
    for ask in asks:
        ask(advisor)
        warm = _dump(ask(advisor))  # the second from what the first kept
        with monkeypatch.context() as m:
            m.setitem(kept.TABLES, "shape.voiced", (0, 0))  # every rewrite made for this answer alone
            fresh = _dump(ask(advisor))
        assert warm == fresh
    assert kept.entries(advisor.rules).get("shape.voiced", 0) > 0


def test_a_view_keeps_its_own_and_nothing_is_kept_outside_an_answer(advisor):
    view = advisor.with_prices(PriceLayer())
    answer = view.recommend("1500", market="current-us", use_case="llm")
    assert kept.entries(view.rules).get("shape.voiced", 0) > 0
    made = []
    pick = answer.picks[0].model_copy()  # a pick no answer has shaped yet
    assert kept_rewrite(pick, lambda p: made.append(p) or p) is pick
    assert kept_rewrite(pick, lambda p: made.append(p) or p) is pick
    assert made == [pick, pick]  # outside `voicing`: afresh each time
    with voicing(view.rules):
        kept_rewrite(pick, lambda p: made.append(p) or p)
        kept_rewrite(pick, lambda p: made.append(p) or p)
    assert made == [pick, pick, pick]  # inside: once
