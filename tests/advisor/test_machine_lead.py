"""answers38 #4: "ryzen ai max 395 128gb which one to buy" was read as AMD's 3,999 USD Ryzen AI Halo developer box
(first by name among the machines that fit) over the 2,459 USD Framework Desktop with the same chip, 128 GB and
256 GB/s. Where several machines of ``data/systems.csv`` share chip, memory and bandwidth, a name that fits them
all is read as the cheapest priced one (``advisor.catalog.inputs._cheapest_of_a_kind``), in every language."""

from __future__ import annotations

import pytest

from advisor.catalog.inputs import _cheapest_of_a_kind, data_dir
from advisor.facts import load_systems


def _kinds():
    kinds: dict = {}
    for s in load_systems(data_dir()):
        kinds.setdefault((s.chip, s.memory_gb, s.bandwidth_gb_s), []).append(s)
    return {k: v for k, v in kinds.items() if len(v) > 1 and any(s.price_usd for s in v)}


def test_each_kind_of_machine_is_led_by_its_cheapest_priced_one():
    leads = _cheapest_of_a_kind(load_systems(data_dir()))
    kinds = _kinds()
    assert kinds
    for same in kinds.values():
        cheapest = min((s for s in same if s.price_usd), key=lambda s: s.price_usd)
        assert cheapest.id in leads and not any(s.id in leads for s in same if s is not cheapest), same


@pytest.mark.parametrize("text", ["ryzen ai max 395 128gb which one to buy", "ryzen ai max+ 395 128gb",
                                  "strix halo 128gb", "ai max 395 128gb 值得买吗", "买哪台 ryzen ai max+ 395 128gb"])
def test_a_name_fitting_several_machines_of_one_kind_is_read_as_the_cheapest(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.cards == ["Framework Desktop (Ryzen AI Max+ 395, 128 GB)"], (text, q.read_as.cards)


def test_the_lead_follows_the_prices_for_every_kind(advisor):
    """The chip and memory typed alone (no maker) name the kind's cheapest machine, for each kind whose machines the
    name fits."""
    for (chip, memory, _), same in _kinds().items():
        res = advisor.catalog.name_index().resolve(f"{chip} {memory:.0f}gb")
        if res.match not in {s.name for s in same}:
            continue  # the name is read another way (an Apple chip alone: its Mac Studio)
        cheapest = min((s for s in same if s.price_usd), key=lambda s: s.price_usd)
        assert res.match == cheapest.name, (chip, memory, res.match)


def test_a_maker_named_keeps_its_machine(advisor):
    for text, card in (("gmktec evo-x2 128gb", "GMKtec EVO-X2 (Ryzen AI Max+ 395, 128 GB)"),
                       ("dgx spark", "NVIDIA DGX Spark (GB10 Founders Edition, 128 GB)")):
        assert advisor.catalog.name_index().resolve(text).match == card, text
