"""``/sync``: the owner's command, refused to everyone else and hidden from non-admins."""

from __future__ import annotations

import discord
import pytest
import simcord
from simcord import assert_error

from bot.tree import NotOwner
from bot_testing import ephemeral_text


async def test_sync_is_owner_only(world):
    admins = world.guild.create_role("Admins", permissions=discord.Permissions(administrator=True))
    admin = world.guild.add_member(world.env.create_user("admin"), roles=[admins])

    refused = await admin.slash(world.channel, "sync")
    assert "owner" in ephemeral_text(refused) and "/sync" in refused.response.content
    assert_error(world.env, NotOwner)

    world.bot.owner_id = admin.id
    done = await admin.slash(world.channel, "sync", scope="here")
    assert done.ephemeral
    assert f"to this server ({world.guild.id})" in done.response.content
    puts = [r for r in world.env.http_requests if r.method == "PUT" and f"/guilds/{world.guild.id}/commands" in r.path]
    assert len(puts) == 1


async def test_sync_is_hidden_from_members_without_admin(world):
    with pytest.raises(simcord.SetupError):
        await world.alice.slash(world.channel, "sync")
