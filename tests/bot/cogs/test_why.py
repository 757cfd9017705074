"""``/why`` driven as a member in a server channel and in a DM (SimCord)."""

from __future__ import annotations

from simcord import assert_error

from advisor.errors import UnknownCard, UnknownMarket
from advisor.i18n import Renderer
from bot_testing import DEFERRED, all_text, details_text, ephemeral_text, first_response_type, only_embed
from said import said


async def test_why_answers_with_verdict_reasons_and_alternatives(world):
    verdict = world.advisor.why("gtx 970", market="2017-us")

    result = await world.alice.slash(world.channel, "why", card="gtx 970", market="2017-us")

    # acknowledged before the core works (bot.acknowledge), then the deferral becomes the answer
    assert first_response_type(world.env) == DEFERRED and not result.ephemeral
    embed = only_embed(result)
    assert embed.title.startswith(verdict.card)
    assert "Not recommended" in embed.title
    text = all_text(embed)
    assert said(verdict.reasons[0].message)[:60] in text  # the reason that decides it, in the first message
    for alternative in verdict.alternatives[:3]:
        assert alternative.card in text
    rest = await details_text(world.alice, result.response)
    for reason in verdict.reasons:
        assert f"`{reason.rule_id}`" in rest
    assert "2017-us" in embed.footer.text and verdict.market.as_of in embed.footer.text


async def test_why_use_case_option_reaches_the_core(world):
    verdict = world.advisor.why("titan xp", market="2017-us", use_case="cv-research")

    embed = only_embed(
        await world.alice.slash(world.channel, "why", card="titan xp", market="2017-us", use_case="cv-research")
    )

    assert embed.title.startswith(verdict.card)
    assert said(verdict.summary)[:50] in embed.title


async def test_why_in_a_dm(world):
    result = await world.alice.user.slash("why", card="xeon phi 7120p", market="2017-us")
    embed = only_embed(result)
    verdict = world.advisor.why("xeon phi 7120p", market="2017-us")
    assert verdict.reasons[0].rule_id == "vendor.xeon-phi" and said(verdict.reasons[0].message)[:60] in all_text(embed)
    assert "`vendor.xeon-phi`" in await details_text(world.alice.user, result.response)


async def test_an_ambiguous_name_is_read_aloud(world):
    embed = only_embed(await world.alice.slash(world.channel, "why", card="1060", market="2017-us"))

    assert embed.title.startswith("GeForce GTX 1060 6 GB")
    assert "3 GB" in embed.description  # the other card the name could mean is named first


async def test_a_typed_unknown_market_lists_the_markets(world):
    result = await world.alice.slash(world.channel, "why", card="1080", market="mars")

    text = ephemeral_text(result)
    assert all(m.id in text for m in world.advisor.markets().markets)
    assert_error(world.env, UnknownMarket)


async def test_unknown_card_says_did_you_mean(world):
    expected = world.advisor.resolve("gtx 9999").suggestions

    result = await world.alice.slash(world.channel, "why", card="gtx 9999")

    text = ephemeral_text(result)
    assert "did you mean" in text.lower()
    assert expected and expected[0] in text
    assert_error(world.env, UnknownCard)


async def test_why_own_option_answers_the_owner(world):
    verdict = world.advisor.why("gtx 1060 3gb", own=True)

    result = await world.alice.slash(world.channel, "why", card="gtx 1060 3gb", own=True)
    embed = only_embed(result)
    slash = Renderer(option="slash")  # a slash answer names an option as its own (job:…, fix63e)

    # the short form answers the owner: what the card runs, the upgrades (more memory), a lever; no buying verdict
    text = all_text(embed)
    assert embed.title == f"{verdict.card}: {slash(verdict.owner.runs[0])}" and "Situational" not in embed.title
    assert f"**{verdict.owner.upgrades[0].card}**" in embed.description
    assert "Saves memory: smaller batch with gradient accumulation" in text
    rest = await details_text(world.alice, result.response)  # the rest, one press away
    assert "What saves memory" in rest and "`owner.out-of-memory`" in rest and "gradient checkpointing" in rest
    assert all(slash(m) in rest for m in verdict.owner.runs)


async def test_why_model_option_sizes_the_owner_s_job(world):
    result = await world.alice.slash(world.channel, "why", card="gtx 1080 ti", model="llama 3 8b", task="lora")
    embed = only_embed(result)

    # the headline: the job does not fit, and the change that makes it fit; the levers that save most on it
    assert "Llama 3 8B, LoRA fine-tuning" in embed.title and "with QLoRA (4-bit weights) instead of LoRA" in embed.title
    assert "QLoRA (4-bit base model + LoRA): saves about" in embed.description
    rest = await details_text(world.alice, result.response)
    assert "What saves memory" in rest and "on this job" in rest
