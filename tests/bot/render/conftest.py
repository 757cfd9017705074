"""Fixtures of the renderer tests: the catalogue's cards and the markets' ids."""

from __future__ import annotations

import pytest


@pytest.fixture(scope="session")
def all_cards(advisor) -> list[str]:
    """Every card of the catalogue, not just the overlay (sorted)."""
    return sorted(advisor.catalog.card_rows)


@pytest.fixture(scope="session")
def market_ids(advisor) -> list[str]:
    """Every market's id, in the core's order."""
    return [m.id for m in advisor.markets().markets]
