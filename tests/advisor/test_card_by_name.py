"""A card's canonical name is its card without the name index's fuzzy steps (issue 30 §1,
``Advisor.card``): the shortcut gives what the index gives, for every card of the catalogue."""

from __future__ import annotations


def test_every_canonical_name_is_its_own_card_through_the_index_too(advisor) -> None:
    names = list(advisor.catalog.card_rows)
    assert len(names) > 1000
    for name in names:
        assert advisor.card(name) is advisor.catalog.card(name)
        assert advisor._card(name)[0].name == name  # the index's own steps, as before the shortcut


def test_a_typed_name_still_takes_the_index(advisor) -> None:
    assert advisor.card("rtx 3090").name == advisor.resolve("rtx 3090").match
    assert advisor.card(" GeForce RTX 3090\u200b").name == advisor.card("GeForce RTX 3090").name
