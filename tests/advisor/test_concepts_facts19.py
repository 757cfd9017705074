"""NVLink and ECC concept answers true of the cards (break19 #7): the RTX 20 cards and TITAN RTX had NVLink too, and
an RTX 4090 can switch ECC on (Chaos's support article)."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View
from product import advisor as loaded


def _ask(text: str) -> str:
    q = loaded().ask(text)
    return " ".join(render_question(q, View(language=q.language)).split())


@pytest.mark.parametrize("text", ["what is nvlink", "do I need nvlink for two 3090s?"])
def test_nvlink_is_never_said_to_be_the_3090s_alone(text):
    out = _ask(text)
    assert "only the RTX 3090" not in out and "2080 Ti" in out and "TITAN RTX" in out, out


def test_the_2080_ti_the_concept_names_has_a_bridge_in_the_data():
    a = loaded()
    for name in ("GeForce RTX 2080 Ti", "GeForce RTX 2080 SUPER", "TITAN RTX", "GeForce RTX 3090"):
        row = a.rules.interconnect(a.catalog.card(name))
        assert row is not None and row["nvlink"].startswith("pairs"), (name, row)
    assert not a.rules.interconnect(a.catalog.card("GeForce RTX 4090"))["nvlink"].startswith("pairs")


@pytest.mark.parametrize("text", ["do I need ecc for training?", "what is ecc memory"])
def test_ecc_answers_say_a_4090_can_switch_it_on(text):
    out = _ask(text)
    assert "RTX 4090 can switch ECC on" in out and "15 %" in out, out


def test_ecc_in_chinese_is_not_said_to_be_workstation_only():
    out = _ask("训练需要ecc显存吗").replace(" ", "")
    assert "RTX4090也能打开ECC" in out and "只在" not in out, out


@pytest.mark.parametrize(("text", "start"), [("ecc on 4090?", "Yes: An RTX 4090 can switch ECC on"),
                                             ("a6000 ecc?", "Yes: RTX A6000 is a workstation"),
                                             ("does the 5090 have ecc", "No: unlike the RTX 3090 Ti and RTX 4090")])
def test_ecc_asked_of_one_card_is_answered_for_it(text, start):
    """break20 #8: "ecc on 4090?" got the card's general verdict."""
    assert _ask(text).startswith(start), _ask(text)
