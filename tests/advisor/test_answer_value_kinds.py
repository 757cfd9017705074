"""Value said only where prices are weighed, and a card asked about judged for the job (issue 28 round 2,
graded real questions F08, U24, U25): "better value" is said only between priced sides (a card with no price
at all — an owned 3090 Ti — leaves value unsaid, and the headline says why); where no side has a price there
is no value contest to lose, so a card below the use case's memory floor is not "never the better value" but
told what the floor means for the job (a smaller batch with gradient accumulation), among the deciding lines
of the short form, beside the other side's findings."""

from __future__ import annotations

import pytest

from advisor.cli.render import SHORT_LINES, WHY_LINES, View, render_comparison, render_verdict
from product import LANGUAGES
from product import advisor as loaded
from said import said

TOP = "RTX PRO 6000 Blackwell"
"""A card priced today, faster and roomier than any card with no price at all in today's market."""


def _unpriced() -> list[str]:
    """Every catalogue card with neither a price nor a last price in today's market, that the top card beats
    on speed and memory (the value used to be claimed against it)."""
    out = []
    for name in loaded().catalog.performance:  # the cards with a speed figure (a value needs one)
        if name == TOP:
            continue
        c = loaded().compare(TOP, name)
        side = next(f for f in c.cards if f.card == name)
        if side.price is None and side.last_price is None and c.faster == TOP and side.relative_performance:
            out.append(name)
    return out


def test_value_is_never_claimed_against_a_card_with_no_price():
    names = _unpriced()
    assert "GeForce RTX 3090 Ti" in names
    for name in names:
        c = loaded().compare(TOP, name)
        assert c.better_value is None, name
        assert "so value is not compared" in said(c.summary) and name in said(c.summary), said(c.summary)


def test_f08_the_owners_3090_ti_has_no_price_so_the_answer_says_so_not_better_value():
    q = loaded().ask("I have a 3090 Ti: upgrade to an RTX PRO 6000 (96 GB) for this video upscaler, or wait?")
    head = said(q.answer.shape.headline)
    assert "Better value" not in head and "No price" in head, head


def test_a_priced_card_against_one_whose_last_price_was_higher_is_still_the_better_value():
    c = loaded().compare("rtx 3060 8gb", "rtx 3060 12gb")  # A22: the 8 GB's last price, 329 USD in 2022
    assert c.better_value == "GeForce RTX 3060 12 GB"


@pytest.mark.parametrize("a,b,card", [("gtx 1060 6gb", "gtx titan x", "GeForce GTX 1060 6 GB"),
                                      ("mx150", "gtx 1060 6gb", "GeForce GTX 1060 6 GB"),
                                      ("gtx 1060 6gb", "gtx 1080 ti", "GeForce GTX 1060 6 GB")])
def test_with_no_side_priced_a_card_below_the_floor_is_told_the_job_not_a_value_rule(a, b, card):
    c = loaded().compare(a, b)
    assert all(f.price is None for f in c.cards)
    texts = [said(r.message) for r in c.reasons]
    assert not any(t.startswith(card) and "never the better value" in t for t in texts), texts
    decides = [said(d.message) for d in c.shape.decides]
    assert any(t.startswith(card) and "gradient accumulation" in t for t in decides), decides
    for language in LANGUAGES:
        assert len(render_comparison(c, View(language=language)).splitlines()) <= SHORT_LINES


def test_a_held_side_and_the_other_sides_memory_are_both_among_the_deciding_lines():
    """U25: the MX150 (held back twice over) does not push the 1060 6 GB's own line out of the two."""
    c = loaded().compare("mx150", "gtx 1060 6gb")
    decides = [said(d.message) for d in c.shape.decides]
    assert any(t.startswith("GeForce MX150") for t in decides)
    assert any(t.startswith("GeForce GTX 1060 6 GB") for t in decides), decides


def test_where_a_side_is_priced_the_value_rule_stays():
    c = loaded().compare("rtx 3050 6gb", "rtx 4060 ti 16gb")  # the 4060 Ti 16 GB is priced today
    keys = {r.message.key for r in c.reasons}
    assert "compare.value.below-floor" in keys and "compare.value.below-floor.shrink" not in keys


# --- the console's line budget keeps what decides, trimming elsewhere ------------------------------------
@pytest.mark.parametrize("a,b", [("mx150", "gtx 1060 6gb"), ("3090 ti", "rtx pro 6000"),
                                 ("gtx 1060 6gb", "gtx titan x"), ("rtx 3060 8gb", "rtx 3060 12gb")])
@pytest.mark.parametrize("reserved", [0, 3, 6, 9, 12])
def test_a_comparison_keeps_both_sides_lines_however_long_the_read_as_line(a, b, reserved):
    c = loaded().compare(a, b)
    for language in LANGUAGES:
        text = render_comparison(c, View(language=language, reserved=reserved))
        sides = [line for line in text.splitlines() if line.startswith("· ")]
        assert len(sides) == 2, (language, reserved, text)
        if reserved <= 9:  # past that the deciding facts alone fill the room; both sides still stay
            assert len(text.splitlines()) <= SHORT_LINES - reserved, (language, text)


def test_an_owner_out_of_memory_keeps_the_smaller_batch_lever_under_a_long_read_as_note():
    """U03: the note on which 1060 was assumed takes three lines; the lever (what to do today) stays, and so
    does the first upgrade: the lever takes the room of the --verbose line."""
    from advisor.cli.ask import render_question

    q = loaded().ask("training runs out of memory on my GTX1060 even at batch size 8, which GPU did you use?")
    for language in LANGUAGES:
        text = render_question(q, View(language=language))
        assert len(text.splitlines()) <= WHY_LINES, text
        assert any(line.startswith("· ") for line in text.splitlines()), text  # the upgrade stays
        if language == "en":
            assert "smaller batch with gradient accumulation" in text, text
        else:
            assert "! " in text, text  # the lever, in the language's words


@pytest.mark.parametrize("reserved", [0, 2, 4])
def test_an_owners_first_lever_stays_as_the_room_shrinks(reserved):
    v = loaded().why("gtx 1060 6gb", own=True)
    lever = v.shape.caveats[0]
    for language in LANGUAGES:
        text = render_verdict(v, View(language=language, reserved=reserved))
        assert View(language=language).t(lever.message)[:20] in text, (language, text)


@pytest.mark.parametrize("question", [
    "my 1650 runs out of memory training, would an rtx 4060 8gb be enough for cv research?",  # the upgrade
    "my gtx 1650 runs out of memory training my cnn for my research paper, would an rtx 4060 be enough?"])
def test_an_owner_weighing_a_priced_upgrade_gets_the_floor_for_the_job_not_a_value_rule(question):
    q = loaded().ask(question)
    assert q.read_as.own and q.read_as.command == "compare"
    assert any(f.price is not None for f in q.answer.cards)  # a priced market: the buyer's rule would apply
    shape = q.answer.shape
    assert not any("never the better value" in said(c.message) for c in [*shape.caveats, *shape.decides])
    assert any("gradient accumulation" in said(d.message) for d in shape.decides)
