"""rank24 #2 (issue 28): the Stable Diffusion it/s of a card whose architecture ``data/performance/sd_its.csv`` lacks
(Blackwell) is estimated from the measured cards of its class in the newest measured generation of its maker and line,
interpolated at its own training index (:func:`advisor.image_rank.its_of`), not from the RTX 4090 far up the line."""

from __future__ import annotations

from advisor.image_rank import its_of, table


def _its(advisor, card):
    found = its_of(advisor.catalog, card)
    assert found is not None, card
    return found[0]


def test_a_blackwell_card_is_estimated_from_the_ada_cards_of_its_class(advisor):
    """rank24 #2: scaled from the RTX 4090 (the fallback reference), whose it/s per training-index point is a third
    lower than a mid-range card's at batch 1, the RTX 5070 (index above the RTX 4070 Ti's) came out below the
    measured RTX 4070. Every GeForce card of an architecture the table lacks is now at least as fast as every
    measured card of the newest measured generation that its index passes, and the estimates keep the index's
    order."""
    cat = advisor.catalog
    blackwell = [n for n in cat.dl_names if cat.card(n).architecture == "Blackwell 2.0"
                 and cat.card(n).line == "geforce" and cat.performance.get(n) is not None
                 and cat.performance[n].relative and n not in table()]
    ada = [n for n in table() if cat.card(n).architecture == "Ada Lovelace" and cat.card(n).line == "geforce"]
    assert len(blackwell) >= 4 and ada
    for b in blackwell:
        its, measured = its_of(cat, b)
        assert not measured
        for a in ada:
            if cat.performance[b].relative > cat.performance[a].relative * 1.02:
                assert its >= table()[a].its, (b, round(its, 1), a, table()[a].its)
    by_index = sorted(blackwell, key=lambda n: cat.performance[n].relative)
    rates = [_its(advisor, n) for n in by_index]
    assert rates == sorted(rates), list(zip(by_index, rates, strict=True))
    assert _its(advisor, "GeForce RTX 5070") > table()["GeForce RTX 4070"].its
