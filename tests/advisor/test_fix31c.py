"""fix31c (issues 27, 28; break28 #9, #10): one power model. A one-card PC is sized on a desktop's measured
rest-of-system draw (data/platforms.csv watts_rest), not the quad-3090 workstation's 380 W, on a supply ladder that
starts at 450 W; the vendor's recommended supply is said beside; every path (the supply question, the ranking's
supply check, the "Power:" note) takes the rest of the system from one function (advisor.rigs.rest_of_system)."""

from __future__ import annotations

import csv

import pytest

from advisor import i18n
from advisor.ask.power_asked import needed_supply
from advisor.catalog.inputs import data_dir
from advisor.rigs import rest_of_system, rig_for, supply_sizes
from said import said


def _parts(m):
    if m.key == "ask.power.reply":
        return _parts(m.params["said"])
    if m.key == "answer.join.sentences":
        return [*_parts(m.params["first"]), *_parts(m.params["second"])]
    return [m]


@pytest.mark.parametrize("text", ["is 450w enough for rtx 4060", "is a 550w psu enough for a 4060 ti 16gb?",
                                  "will my 650w psu run an rtx 3060?", "4060用450w电源够吗", "3060用650瓦電源夠嗎"])
def test_a_modest_card_on_a_modest_supply_is_yes(advisor, text):
    q = advisor.ask(text)
    parts = _parts(q.reply)
    assert parts[0].key == "ask.power.said.ok", [p.key for p in parts]
    sized = next(p for p in parts if p.key == "ask.power.sized")
    assert sized.params["platform"].value < 380 and sized.params["psu"].value <= 550


def test_a_one_card_pc_is_sized_on_a_measured_desktop(advisor):
    market = advisor.catalog.market(None)
    rest = rest_of_system(market, advisor.card("4060"), 1)
    assert rest is not None and rest[0] == 226 and rest[1].rest_watts == 226  # Ryzen 9 7900X testbench (lanoc.org)
    assert needed_supply(advisor, advisor.card("4060"), 1, None) == 450
    assert needed_supply(advisor, advisor.card("3060 12gb"), 1, None) == 450


def test_the_ladder_starts_at_the_small_sizes_sold_each_with_a_source():
    with open(data_dir() / "psu_sizes.csv", newline="", encoding="utf-8") as fh:
        rows = {float(r["watts"]): r for r in csv.DictReader(fh)}
    assert {450, 550, 650} <= set(supply_sizes())
    for watts in (450, 550, 650):
        assert rows[watts]["source"].startswith("https://"), rows[watts]


@pytest.mark.parametrize(("text", "verdict"), [("is a 750w psu enough for a 4090?", "ask.power.said.short"),
                                               ("is a 1000w psu enough for a 4090?", "ask.power.said.ok"),
                                               ("5090用850w电源够吗", "ask.power.said.short")])
def test_the_vendor_figure_is_said_beside_and_kept(advisor, text, verdict):
    parts = _parts(advisor.ask(text).reply)
    keys = [p.key for p in parts]
    assert keys[0] == verdict and "ask.power.sized" in keys and "ask.power.vendor.beside" in keys, keys


def test_a_3090_is_never_said_to_need_less_than_nvidia_recommends(advisor):
    q = advisor.ask("is a 650w psu enough for a 3090?")  # sized 350 + 226 W -> 650 W, NVIDIA says 750 W
    parts = _parts(q.reply)
    # round 29 (fix74a, break45's expert): a 650 W unit that carries the sized 576 W under 90 % is "usually, with a
    # quality unit", NVIDIA's 750 W the safe pick — still never less than NVIDIA recommends
    assert parts[0].key == "ask.power.said.vendor-margin" and parts[0].params["vendor_psu"].value == 750


@pytest.mark.parametrize("card", ["7900 xtx", "3090", "3060 12gb", "5090"])
def test_the_power_note_and_the_supply_answer_take_one_rest(advisor, card):
    market = advisor.catalog.market(None)
    c = advisor.card(card)
    rig = rig_for(market, c, 2)
    parts = _parts(advisor.ask(f"what psu for 2x {card}?").reply)
    sized = next(p for p in parts if p.key.startswith("ask.power.sized"))
    assert rig is not None and sized.params["platform"].value == rig.platform_w
    assert sized.params["total"].value == round(rig.draw_w)


def test_a_supply_limit_on_a_ranking_checks_the_pick_with_the_same_rest(advisor):
    q = advisor.ask("my psu is 500w, best nvidia gpu for llama 13b under 800")
    supply = [d for d in q.answer.shape.decides if d.message.key == "ask.owner-supply"]
    assert supply and "Yes: a 500 W supply is enough" in said(supply[0].message), supply


@pytest.mark.parametrize(("language", "word"), [("zh_Hans", "实测"), ("zh_Hant", "實測")])
def test_the_rest_of_the_system_is_said_in_chinese(advisor, language, word):
    q = advisor.ask("4060用450w电源够吗")
    text = i18n.Renderer(language)(q.reply)
    assert word in text and "Ryzen 9 7900X" in text and "450 W" in text
    assert "Puget" not in text and "rest of the system" not in text
