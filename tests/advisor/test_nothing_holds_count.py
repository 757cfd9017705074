"""Session 11, a follow-up tried as a new user: "best gpu for $800 for llama 70b" then "what about used?" said "the
cheapest way that does is GeForce RTX 4060 Ti 16 GB (2,409 USD)" — the price of three cards beside the name of one.
The cheapest way that holds the model is said with its count when it is several cards."""

from __future__ import annotations

from advisor import i18n


def test_the_cheapest_way_of_several_cards_says_how_many(advisor):
    q = advisor.ask("what about used?", context=advisor.ask("best gpu for $800 for llama 70b"))
    r = q.answer
    assert r.stretch is not None and r.stretch.gpus > 1, r.stretch
    h = r.shape.headline
    if h.key.startswith(("recommend.llm.cards-lead", "recommend.llm.cards-over")):  # a split leads (break15 #7,
        h = r.shape.decides[0].message  # break32 #4); the pick after
        assert h.key in ("recommend.llm.cards-else", "recommend.llm.next-over"), h.key
    else:
        assert h.key == "shape.recommend.nothing-holds", h.key
    for lang in ("en", "zh_Hans"):
        out = i18n.render(h.key, h.params, lang)
        assert f"{r.stretch.gpus} × {r.stretch.card}" in out, out
