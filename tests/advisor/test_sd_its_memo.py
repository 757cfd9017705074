"""A card's Stable Diffusion it/s kept per catalogue (issue 30 §1, the thirteenth pass):
:func:`advisor.sd_estimate.its_of` keeps :func:`~advisor.sd_estimate.estimated_its` in the catalogue's
``sd_its_memo``. Each kept figure is the fresh one; the memo is bounded by the catalogue's cards; a server view
shares the core's memo (prices are all a view changes, and the figure never reads them) and, dropped, is
collected with its rules and catalogue; answers made with the memo full equal those made with it empty."""

from __future__ import annotations

import dataclasses
import gc
import weakref

from advisor.image_speed import table
from advisor.overrides import PriceLayer
from advisor.sd_estimate import MEMO_PER_CARD, REFERENCE, estimated_its, its_of

IMAGE_QUESTIONS = ("I have 1,500 EUR, which card for stable diffusion?", "两千美元买什么卡跑stable diffusion",
                   "which is better for stable diffusion: 3060 12gb or 4060?", "4060ti 16g vs 3060 12g for ai art")


def _fresh_catalog(advisor, names=None):
    """The core's catalogue with an empty memo (and, given ``names``, only those cards)."""
    rows = advisor.catalog.card_rows if names is None else {n: advisor.catalog.card_rows[n] for n in names}
    return dataclasses.replace(advisor.catalog, card_rows=rows, sd_its_memo={})


def test_every_kept_figure_is_the_fresh_one(advisor):
    catalog = _fresh_catalog(advisor)
    measured = [n for n in table() if n in catalog.card_rows]
    references = [REFERENCE, *measured[:2]]
    names = [n for n in catalog.card_rows if n in catalog.performance]
    assert len(names) > 500 and len(references) == 3
    for reference in references:
        for name in names:
            first = its_of(catalog, name, reference)
            assert first == estimated_its(catalog, name, reference), (name, reference)
            assert its_of(catalog, name, reference) == first  # kept: the same figure asked again
    assert any(v is not None and not v[1] for v in catalog.sd_its_memo.values())  # estimates kept, not only rows
    assert any(v is not None and v[1] for v in catalog.sd_its_memo.values())


def test_the_memo_is_bounded_by_the_catalogues_cards(advisor):
    names = [n for n in advisor.catalog.card_rows if n in advisor.catalog.performance][:3]
    catalog = _fresh_catalog(advisor, names)
    references = [REFERENCE, *names]
    for reference in references:
        for name in [*names, "GeForce RTX 9999 (not a card)"]:
            assert its_of(catalog, name, reference) == estimated_its(catalog, name, reference)
    assert len(catalog.sd_its_memo) <= MEMO_PER_CARD * len(names)
    assert all(card in catalog.card_rows and ref in catalog.card_rows for card, ref in catalog.sd_its_memo)


def test_answers_with_the_memo_full_equal_those_with_it_empty(advisor):
    full = [advisor.ask(q).model_dump_json() for q in IMAGE_QUESTIONS]  # the memo filled by the first ask
    assert advisor.catalog.sd_its_memo
    advisor.catalog.sd_its_memo.clear()
    try:
        from advisor import sd_estimate

        memo_off = sd_estimate.MEMO_PER_CARD
        sd_estimate.MEMO_PER_CARD = 0  # every figure made afresh
        try:
            fresh = [advisor.ask(q).model_dump_json() for q in IMAGE_QUESTIONS]
        finally:
            sd_estimate.MEMO_PER_CARD = memo_off
        assert not advisor.catalog.sd_its_memo
    finally:
        advisor.catalog.sd_its_memo.clear()
    assert fresh == full


def test_a_view_shares_the_memo_and_dropped_is_collected(advisor):
    view = advisor.with_prices(PriceLayer())
    assert view.catalog is not advisor.catalog
    assert view.catalog.sd_its_memo is advisor.catalog.sd_its_memo  # nothing a view changes is read
    for q in IMAGE_QUESTIONS:
        view.ask(q)
    assert advisor.catalog.sd_its_memo
    refs = [weakref.ref(view.rules), weakref.ref(view.catalog)]
    del view
    gc.collect()
    assert [r() for r in refs] == [None, None]
