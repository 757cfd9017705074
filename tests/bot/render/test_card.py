"""``bot/render/card.py``: ``/card`` fits Discord's limits for every card (exhaustive, no
Discord), with the core's reading of the name."""

from __future__ import annotations

import pytest

from bot.render.card import render_card
from discord_limits import LANGUAGES, assert_fits


@pytest.mark.slow
def test_card_for_every_card(advisor, all_cards):
    assert len(all_cards) > 1000  # the whole catalogue, not just the overlay
    for name in all_cards:
        resolution, card = advisor.resolve(name), advisor.card(name)
        for language in LANGUAGES:
            assert_fits(render_card(card, resolution=resolution, language=language), f"/card {name} {language}")


def test_an_ambiguous_name_names_the_other_matches(advisor):
    resolution = advisor.resolve("1060")
    assert resolution.ambiguous  # the acceptance tables' reading of a bare "1060"

    embed = render_card(advisor.card("1060"), resolution=resolution)

    others = [c for c in resolution.candidates if c != resolution.match]
    assert others and f"Other matches: {others[0]}" in embed.description
