"""judge87 F06: "it has no more memory than consumer cards (32 GB at most)" was said of an 8 GB Quadro M4000, which
read as if the card had 32 GB. The workstation caveat (``rules.quadro.workstation``) says the card's own memory, and
only of a card whose memory consumer cards also have (a roomier one gets ``line.quadro-memory``)."""

from __future__ import annotations

from advisor.i18n import english


def test_the_workstation_caveat_says_the_cards_own_memory_within_the_consumer_range(advisor):
    market = advisor.catalog.market(None)
    top = advisor.rules.consumer_memory_max(market)
    seen = 0
    for name in advisor.catalog.card_rows:
        card = advisor.card(name)
        if card.line != "quadro":
            continue
        for f in advisor.rules.assess(card, market, use_case="general").findings:
            if f.message.key == "rules.quadro.workstation":
                seen += 1
                assert (card.memory_gb or 0) <= top, name
                assert f"its {card.memory_gb:g} GB is no more than GeForce cards have" in english(f.message), name
    assert seen


def test_the_m4000_question_says_8_gb(advisor):
    q = advisor.ask("I have AMD and can't get the voice changer running, so I want to buy NVIDIA. Is a Quadro M4000 "
                    "better than a GTX 1080 for this kind of work?")
    out = " ".join(english(r.message) for r in q.answer.reasons)
    assert "its 8 GB is no more than GeForce cards have (up to 32 GB)" in out, out
