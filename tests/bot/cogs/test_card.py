"""``/card`` driven as a member in a server channel and in a DM (SimCord)."""

from __future__ import annotations

from simcord import assert_error

from advisor.errors import UnknownCard
from bot_testing import ephemeral_text, only_embed


async def test_card_shows_specs(world):
    card = world.advisor.card("1080ti")

    result = await world.alice.slash(world.channel, "card", card="1080ti")

    embed = only_embed(result)
    assert embed.title == card.name == "GeForce GTX 1080 Ti"
    values = {f.name: f.value for f in embed.fields}
    assert values["VRAM"].startswith(f"{card.memory_gb:g} GB")
    assert values["Architecture"] == card.architecture
    assert card.spec_source in embed.footer.text


async def test_card_accepts_text_that_was_not_suggested(world):
    embed = only_embed(await world.alice.slash(world.channel, "card", card="titan x maxwell"))
    assert embed.title == "GeForce GTX TITAN X"


async def test_errors_are_ephemeral_in_dms_too(world):
    result = await world.alice.user.slash("card", card="definitely not a gpu")

    assert ephemeral_text(result)
    assert_error(world.env, UnknownCard)
