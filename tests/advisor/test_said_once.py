"""A short form never says its headline twice: a card no current stack runs is told so once, not again as
the fact that decides it (what my K40 runs: the last stack was both the headline and a "→" line)."""

from __future__ import annotations

from advisor.vendors import runs_nothing
from product import advisor as loaded
from said import said


def test_a_card_nothing_current_runs_hears_its_last_stack_once():
    adv = loaded()
    market = adv.catalog.market(None)
    cards = map(adv.catalog.card, adv.catalog.card_rows)
    gone = [c for c in cards if c.memory_gb and runs_nothing(adv.rules, market, c)]
    assert len(gone) > 10  # Kepler, Fermi, Xeon Phi, AMD off ROCm's list
    for card in gone[::max(1, len(gone) // 40)]:
        shape = adv.fits(card=card.name).shape
        assert shape is not None and shape.headline.key.startswith("jobs.no-stack"), card.name
        assert all(c.message != shape.headline for c in [*shape.decides, *shape.caveats]), card.name
