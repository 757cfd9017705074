"""``/compare`` driven as a member in a server channel and in a DM (SimCord)."""

from __future__ import annotations

from simcord import assert_error

from advisor.errors import UnknownCard
from bot import charts
from bot_testing import DEFERRED, details_text, ephemeral_text, first_response_type, only_embed
from said import said


async def test_compare_two_cards_with_chart(world):
    cmp = world.advisor.compare("1070", "1080", market="2017-us")

    result = await world.alice.slash(world.channel, "compare", card_a="1070", card_b="1080", market="2017-us")

    assert first_response_type(world.env) == DEFERRED
    embed = only_embed(result)
    assert embed.title == said(cmp.summary)  # the headline answers (issue 18)
    lines = embed.description.splitlines()
    assert cmp.faster and lines[0].startswith(f"**{cmp.faster}**") and f"{cmp.speedup:.2f}x faster" in lines[0]
    assert {c.card for c in cmp.cards} <= {line.split("**")[1] for line in lines[:2]}
    rest = await details_text(world.alice, result.response)  # every rule, one press away
    for reason in cmp.reasons:
        assert f"`{reason.rule_id}`" in rest
    assert [a.filename for a in result.response.attachments] == [charts.COMPARE_FILENAME]


async def test_compare_in_a_dm_with_names_the_user_typed_freely(world):
    result = await world.alice.user.slash("compare", card_a="tesla p4", card_b="gtx 1080", market="2019-cn")

    embed = only_embed(result)
    assert "**Tesla P4**" in embed.description and "**GeForce GTX 1080**" in embed.description


async def test_unknown_card_in_compare_is_ephemeral_before_any_deferral(world):
    result = await world.alice.slash(world.channel, "compare", card_a="1080", card_b="zzzz qqqq")

    assert ephemeral_text(result)
    assert_error(world.env, UnknownCard)


async def test_compare_several_of_one_card(world):
    result = await world.alice.slash(world.channel, "compare", card_a="2x 1080", card_b="1080 ti", market="2017-us")

    embed = only_embed(result)
    assert embed.title == "2 × GeForce GTX 1080 vs GeForce GTX 1080 Ti"  # the sides, several of a card named so
    lines = embed.description.splitlines()
    assert lines[0].startswith("**2 x GeForce GTX 1080 against GeForce GTX 1080 Ti")
    assert "Better value: GeForce GTX 1080 Ti" in lines[0]
    two = next(line for line in lines if line.startswith("**2 × GeForce GTX 1080**"))
    one = next(line for line in lines if line.startswith("**GeForce GTX 1080 Ti**"))
    # a side of two: the price in all, memory on each card, one data-parallel job's speed, faster by the sides' speeds
    # (a GTX 1080 at 0.70 x TITAN X Pascal: issue 28 §4's measured bandwidth weight, data/performance/SOURCES.md)
    assert "**2,498 USD** in all" in two and "8 GB each" in two and "1.29×" in two and "one data-parallel job" in two
    assert "1.28x faster" in two and "best value" in one and "**699 USD**" in one and "1.01×" in one
    rest = await details_text(world.alice, result.response)
    assert "`multi.memory-per-card`" in rest
