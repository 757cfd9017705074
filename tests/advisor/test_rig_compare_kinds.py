"""Several cards against one, as a breaker found them (2026-12-03): (5) an LLM comparison of a rig against one
card weighs the rig's pooled memory, never one card's ("only the H100 runs 70B in 8-bit" beside 8 x 4090's
192 GB); (6) a count between two rows of the scaling table is interpolated and said so (3 cards were the 2-card
row), and a count past what a purchase plans for (``compare "16x 4090"``) is refused in words."""

from __future__ import annotations

import pytest

from advisor import i18n
from advisor.errors import InvalidOption
from advisor.several import NO_P2P, between, scaling

MARKET = "current-us"


@pytest.mark.parametrize(("rig", "one"), [("8x 4090", "h100"), ("4x 3090", "a100 80gb"), ("2x 3090", "5090")])
def test_a_rig_against_one_card_for_llms_weighs_the_rigs_pooled_memory(advisor, rig, one):
    c = advisor.compare(rig, one, market=MARKET, use_case="llm")
    keys = [r.message.key for r in c.deciding]
    assert not any(k.startswith("compare.memory.") for k in keys), keys  # one card's memory against one
    assert not any(r.message.key.startswith("compare.memory.") for r in c.reasons)
    assert "compare.several.llm-pooled" in keys
    shown = [x.message.key for x in [*c.shape.decides, *c.shape.caveats]]
    assert "compare.memory.llm" not in shown


def test_three_cards_lie_between_the_two_and_four_card_rows(advisor):
    for link in (None, NO_P2P):
        two, three, four = (scaling("multi.measured-scaling", n, link) for n in (2, 3, 4))
        assert three != two and three != four
        assert between("multi.measured-scaling", 3, link) == (2, 4)
        for i in (0, 1):
            assert min(two[i], four[i]) <= three[i] <= max(two[i], four[i])
    assert between("multi.measured-scaling", 4) is None and between("multi.measured-scaling", 16) is None


@pytest.mark.parametrize("lang", ["en", "zh_Hans"])
def test_three_cards_say_their_figure_is_interpolated(advisor, lang):
    c = advisor.compare("3x 4090", "h100", market=MARKET)
    two = advisor.compare("2x 4090", "h100", market=MARKET)
    assert c.side_speeds[0].value != two.side_speeds[0].value  # 3 cards are not the 2-card row
    line = next(r for r in c.deciding if r.message.key == "compare.several.interpolated")
    text = i18n.render(line.message.key, line.message.params, lang)
    assert "3" in text and "2" in text and "4" in text
    assert not any(r.message.key == "compare.several.interpolated" for r in two.reasons)


@pytest.mark.parametrize("rig", ["16x 4090", "9x 3090", "12 x a100 80gb"])
def test_a_count_past_eight_is_refused_in_words(advisor, rig):
    with pytest.raises(InvalidOption) as err:
        advisor.compare(rig, "h100", market=MARKET)
    assert err.value.msg is not None and err.value.msg.key == "compare.several.too-many"
    text = err.value.message
    assert "8" in text and "servers" in text


@pytest.mark.parametrize(("rig", "one"), [("4x 3090", "a100 80gb"), ("8x 4090", "h100"), ("2x 3090", "p40"),
                                          ("4x 3060", "a6000")])
@pytest.mark.parametrize("use_case", ["llm", "general"])
def test_the_better_value_is_never_a_card_the_answer_calls_never_the_better_value(advisor, rig, one, use_case):
    """Breaker 2026-12-03 (5): "Better value: A100 PCIe 80 GB" beside "A100 PCIe 80 GB is never the better value"
    (the one-card verdict for general use, in an LLM comparison of several cards)."""
    c = advisor.compare(rig, one, market=MARKET, use_case=use_case)
    never = {r.message.params["card"].value for r in [*c.reasons, *c.deciding]
             if r.message.key in ("compare.value.not-recommended", "compare.value.below-floor")}
    assert c.better_value is None or c.better_value not in never


@pytest.mark.parametrize(("one", "rig", "model"), [("5090", "2x 3090", "qwen3 coder 30b a3b"),
                                                   ("4090", "2x 3060 12gb", "qwen3 8b"),
                                                   ("h100", "4x 3090", "qwen3 32b")])
def test_a_rig_against_one_card_weighs_the_model_named_when_both_hold_it(advisor, one, rig, model):
    """"5090 or two 3090s for qwen3 coder 30b" headlined Qwen3 32B's speeds (the ladder's) while the line below
    it gave the named model's: the decode said first, the figures and the value are the named model's, on one
    card of a side when one holds it (as the rig check runs it)."""
    c = advisor.compare(one, rig, market=MARKET, model=model)
    speeds = c.side_speeds
    assert all(s is not None for s in speeds)
    assert len({s.model for s in speeds}) == 1
    model_line = next(r for r in c.reasons if r.message.key == "several.model")
    assert speeds[0].model in i18n.english(model_line.message)
    decode = next(r for r in c.reasons if r.message.key == "compare.several.llm-decode")
    assert speeds[0].model in i18n.english(decode.message)
    if c.better_value is not None:  # the value on the named model: tokens/s per the cards' price (the platform a
        # pair needs is said apart, never weighed: the breaker's "3,360 USD in all" flipped the verdict)
        cards = [f.price.amount * n if f.price else None for f, n in zip(c.cards, c.counts, strict=True)]
        per = [s.value / t for s, t in zip(speeds, cards, strict=True)] if all(cards) else None
        if per:
            assert c.better_value == c.cards[per.index(max(per))].card


@pytest.mark.parametrize(("one", "rig", "model"), [("5090", "2x 3090", "qwen3 coder 30b a3b"),
                                                   ("4090", "2x 3060 12gb", "qwen3 8b")])
def test_a_pair_whose_one_card_holds_the_model_says_so_first_and_its_platform_apart(advisor, one, rig, model):
    """Breaker (round 7): "5090 or two 3090s for qwen3 coder 30b" priced the pair at 3,360 USD in all (810 USD of
    board and power supply inside) and flipped the value verdict: one 3090 already holds the model, said first; the
    cards and the platform are said apart and value is weighed on the cards."""
    c = advisor.compare(one, rig, market=MARKET, model=model)
    keys = [r.message.key for r in c.deciding]
    assert keys[0] == "compare.several.one-holds"
    apart = next(r.message for r in c.deciding  # answers58: the supply priced is named (".supply")
                 if r.message.key.startswith("compare.several.llm-price.apart"))
    i = c.counts.index(2)
    assert apart.params["cards"].amount == c.cards[i].price.amount * 2
    assert apart.params["platform"].amount == c.side_totals[i] - apart.params["cards"].amount > 0
