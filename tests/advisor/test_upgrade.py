"""An owner's upgrade is priced at what they buy (issue 28 §3, U18): a second card of the card they have,
never the whole rig again; the platform a split needs is said, with its price, as what their PC may lack."""

from __future__ import annotations

import pytest

from advisor.cli.render import render_fit
from bot.render.short import answer_embed
from product import LANGUAGES
from product import advisor as loaded
from said import said


@pytest.fixture(scope="module")
def owner():
    return loaded().fits("7b", task="lora", card="3060")


def test_a_second_card_of_the_owners_is_priced_alone_and_first(owner):
    f = owner
    assert f.rig is not None and f.rig.way == "none"
    buy = [x for x in f.shape.ranking if x.role != "rig"]
    # a training job (LoRA): one card that holds it alone leads, the second 3060 follows (answers44, U18: two cards
    # do not pool one training job's memory without waiting on PCIe); inference keeps the second card first
    assert buy[0].gpus == 1 and (buy[0].memory_gb or 0) >= 16.5
    first = next(x for x in buy if x.adds)
    assert first.card == "GeForce RTX 3060 12 GB" and first.gpus == 2 and first.adds == 1
    assert first.price is not None and first.total == first.price.amount  # one card, no 810 USD platform
    way = next(c for c in f.cards if (c.card, c.count) == (first.card, first.gpus))
    assert way.platform_price > 0 and way.total_price == first.price.amount * 2 + way.platform_price
    reason = said(first.reason)
    assert f"{way.platform_price:,.0f} USD more if your PC lacks the board and power supply for 2" in reason
    text = render_fit(f)
    assert "225 USD for 1 more, used" in text and "1,260 USD in all" not in text.split("!")[0]
    # a card alone is no longer "for about the split's price": the owner's split costs one card
    assert not any(x.reason is not None and x.reason.key == "shape.role.fit-lead-one" for x in buy)


def test_a_buyer_still_pays_the_split_in_all_and_is_told_what_the_platform_is():
    f = loaded().fits("7b", task="lora")
    split = next(x for x in f.shape.ranking if x.gpus == 2 and x.card == "GeForce RTX 3060 12 GB")
    assert split.adds is None and split.total == 670  # two 170 W cards: the B550 board and 850 W supply (answers58)
    caveat = next(c for c in f.reasons if c.message.key == "fits.split")
    assert "670 USD with 220 USD for the board and 850 W power supply 2 cards need" in said(caveat.message)


def test_a_split_of_a_card_the_owner_does_not_have_is_priced_in_all():
    # answers58: a 3060 owner's list no longer shows another card's pair; a 4060 Ti 8 GB owner's shows two 3060s
    owner = loaded().fits("7b", task="lora", card="4060 ti 8gb")
    other = [x for x in owner.shape.ranking if x.role == "split" and x.card != "GeForce RTX 4060 Ti 8 GB"]
    assert other and all(x.adds is None and x.total and x.price and x.total > x.price.amount * x.gpus
                         for x in other)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_upgrade_line_is_said_in_every_language(owner, language):
    embed = answer_embed(owner, language)
    text = str(embed.to_dict())
    assert "225" in text and ("1 more" in text if language == "en" else "再" in text)


def test_no_dearer_line_is_called_the_cheapest_beside_the_owners_upgrade():
    """A 3090 owner short of memory for a 70B: the second 3090 (1,275 USD) is cheaper than the RTX A6000 (2,800
    USD), so the A6000 is no longer 'the cheapest way' (that label compared it with the buyer's 3,360 USD split)."""
    from advisor.upgrade import CHEAPEST

    f = loaded().fits("70b", card="3090")
    buy = [x for x in f.shape.ranking if x.role != "rig"]
    up = next(x for x in buy if x.adds)
    assert up.card == "GeForce RTX 3090" and up.total == up.price.amount
    assert not [x for x in buy if x is not up and x.reason is not None and x.reason.key in CHEAPEST
                and (x.total if x.gpus > 1 else x.price.amount) > up.total]
