"""fix62b: card + RAM and CPU roads.

- A card's memory right after its name ("3060 12G") is the card's, never the RAM, when a RAM kind was said before it
  with CJK words between ("8通道DDR5的EPYC和一张3060 12G"): a RAM kind's tail is ASCII letters and digits only.
"""

from __future__ import annotations

import pytest

CARD_AFTER_RAM_KIND = [
    ("我有一台8通道DDR5的EPYC和一张3060 12G", "GeForce RTX 3060 12 GB", 12.0),
    ("我有一台DDR5的电脑和一张4070 12G", "GeForce RTX 4070", 12.0),
    ("我有DDR4的主机和4060ti 16G", "GeForce RTX 4060 Ti 16 GB", 16.0),
    ("ddr5电脑 4070 12g 能跑32b吗", "GeForce RTX 4070", 12.0),
]


@pytest.mark.parametrize(("text", "card", "memory"), CARD_AFTER_RAM_KIND)
def test_card_memory_after_a_ram_kind_is_the_cards(advisor, text, card, memory):
    """The card is read with its memory; no RAM size is taken from the card's memory."""
    r = advisor.ask(text).read_as
    assert r.cards == [card] and r.memory_gb == [memory]
    assert r.ram_gb is None and r.ram_kind is not None and r.ram_kind.startswith("DDR")


@pytest.mark.parametrize(("text", "ram", "kind"), [
    ("DDR5 64G和3060 12G", 64.0, "DDR5"), ("ddr5x 64gb", 64.0, "DDR5X"), ("DDR4-3200 quad channel 256GB", 256.0, None),
    ("内存DDR5 64G", 64.0, "DDR5"),
])
def test_ram_after_its_kind_still_reads(advisor, text, ram, kind):
    """A size right after the RAM kind stays the RAM."""
    r = advisor.ask(text).read_as
    assert r.ram_gb == ram
    if kind:
        assert r.ram_kind == kind
