"""A recommended card's ``why`` carries what decides it: the memory no alternative at its price keeps, and for a
used price the used-card checks (newuser31 Q2, Q15; fix82 #2)."""

from __future__ import annotations

import pytest

from advisor.why_decides import KEPT_MEMORY


@pytest.mark.parametrize("text", ["Is a used RTX 3090 still worth it in late 2026 for deep learning?",
                                  "二手3090值得买吗？"])
def test_a_used_3090_says_its_24_gb_kept_and_the_used_checks(advisor, text):
    q = advisor.ask(text)
    assert q.answer.verdict == "recommended"
    keys = [c.message.key for c in q.answer.shape.decides]
    assert keys[0] == KEPT_MEMORY, keys  # the deciding fact first, before renting
    kept = q.answer.shape.decides[0].message
    assert kept.params["memory"].value == 24
    assert "recommend.pick.used" in keys, keys  # no warranty, check the seller and the card's history


def test_a_card_not_recommended_keeps_its_own_deciding_reasons(advisor):
    v = advisor.why("Tesla K80", market="current-us")
    assert all(r.message.key not in (KEPT_MEMORY, "recommend.pick.used") for r in v.deciding)


def test_a_new_priced_recommended_card_gets_no_used_checks(advisor):
    m = advisor.catalog.market("current-us")
    for name in ("GeForce RTX 5060 Ti 16 GB", "GeForce RTX 5070 Ti", "GeForce RTX 5090"):
        v = advisor.why(name, market="current-us")
        price = advisor.catalog.price_of(m.id, name)
        used = any(r.message.key == "recommend.pick.used" for r in v.deciding)
        assert used == (v.verdict == "recommended" and v.facts.price is not None
                        and v.facts.price.condition == "used"), (name, price)
