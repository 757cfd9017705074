"""``/fits`` driven as a member (SimCord): autocomplete, the embed, the chart after deferral,
ephemeral errors; and ``/recommend``'s model option."""

from __future__ import annotations

import pytest
from simcord import assert_error

from advisor.errors import InvalidOption, UnknownModel
from bot import charts
from bot_testing import DEFERRED, all_text, details_text, ephemeral_text, first_response_type, only_embed
from discord_limits import CHOICE_NAME, CHOICES, assert_fits
from said import said


async def test_fits_answers_with_the_breakdown_and_a_chart(world):
    fit = world.advisor.fits("70b", precision="int4")

    result = await world.alice.slash(world.channel, "fits", model="70b", precision="int4")

    assert first_response_type(world.env) == DEFERRED  # the chart is drawn after the deferral
    embed = only_embed(result)
    assert_fits(embed, "/fits 70b int4")
    assert embed.title == said(fit.summary)  # the headline answers
    assert fit.cheapest is not None and fit.cheapest.card in embed.description  # the cheapest way that works
    text = await details_text(world.alice, result.response)  # the breakdown and every rule, one press away
    assert f"{fit.memory.weights_gb:.2f} GB" in text
    assert any(c.count > 1 for c in fit.cards) and "`multi.nvlink-p2p`" in text
    assert [a.filename for a in result.response.attachments] == [charts.FITS_FILENAME]


@pytest.mark.parametrize("current", ["", "llama", "7", "qwen2.5 1"])
async def test_model_option_autocompletes(world, current):
    choices = await world.alice.autocomplete(world.channel, "fits", "model", current)

    assert 0 < len(choices) <= CHOICES
    assert all(0 < len(c["name"]) <= CHOICE_NAME and c["value"] == c["name"] for c in choices)
    assert [c["value"] for c in choices] == world.advisor.complete_models(current, limit=CHOICES)[:CHOICES]


async def test_unknown_model_is_an_ephemeral_error_with_suggestions(world):
    result = await world.alice.slash(world.channel, "fits", model="llama-9000")

    assert "llama-9000" in ephemeral_text(result)
    assert_error(world.env, UnknownModel)


async def test_a_size_out_of_range_is_an_ephemeral_error(world):
    result = await world.alice.slash(world.channel, "fits", model="0b")

    assert "0b" in ephemeral_text(result)
    assert_error(world.env, InvalidOption)


async def test_recommend_takes_a_model_and_task(world):
    rec = world.advisor.recommend("800", model="7b", task="qlora")
    need = world.advisor.fits("7b", task="qlora").memory.total_gb

    result = await world.alice.slash(world.channel, "recommend", budget="800", model="7b", task="qlora")

    embed = only_embed(result)
    assert rec.picks and all(p.memory_gb >= need for p in rec.picks)
    assert rec.picks[0].card in all_text(embed)


async def test_fits_card_option_says_first_whether_the_member_s_card_holds_it(world):
    result = await world.alice.slash(world.channel, "fits", model="llama 3 8b", task="lora", card="1080 ti")

    embed = only_embed(result)
    assert_fits(embed, "/fits llama 3 8b lora card:1080 ti")
    # the headline, too long for a title, leads the description
    head = "On your GeForce GTX 1080 Ti: Llama 3 8B, LoRA fine-tuning"  # the title, or the description's first line
    assert (embed.title or "").startswith(head) or embed.description.startswith(f"**{head}")
