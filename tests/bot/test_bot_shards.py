"""Issue 22: a process runs a slice of the bot's shards (``SHARD_COUNT`` with ``SHARD_IDS`` or
``CLUSTER_INDEX``/``CLUSTER_SIZE``) as an ``AutoShardedBot``; commands are synced once (by the
process with shard 0); the logs and ``/about`` name the shard."""

from __future__ import annotations

import logging

import pytest
from pydantic import ValidationError

from bot_testing import make_settings, only_embed


def test_a_slice_is_named_by_ids_or_by_cluster():
    assert make_settings(shard_count=None).shard_slice() == (None, None)  # unset: Discord's count, all here
    assert make_settings(shard_count=4, shard_ids="2, 0").shard_slice() == (4, [0, 2])
    assert make_settings(shard_count=5, cluster_index=1, cluster_size=2).shard_slice() == (5, [1, 3])
    assert make_settings(shard_count=3).shard_slice() == (3, [0, 1, 2])
    assert make_settings(shard_count=4, shard_ids="1,3").shard_label() == "shards 1,3 of 4"
    assert not make_settings(shard_count=4, shard_ids="1,3").first_process
    assert make_settings(shard_count=4, cluster_index=0, cluster_size=2).first_process


@pytest.mark.parametrize(("values", "words"), [
    ({"shard_count": 2, "shard_ids": "2"}, "between 0 and 1"),
    ({"shard_count": 2, "shard_ids": "a"}, "separated by commas"),
    ({"shard_count": None, "shard_ids": "0"}, "need SHARD_COUNT"),
    ({"shard_count": 4, "cluster_index": 2, "cluster_size": 2}, "below CLUSTER_SIZE"),
    ({"shard_count": 4, "cluster_index": 0}, "both CLUSTER_INDEX and CLUSTER_SIZE"),
    ({"shard_count": 4, "shard_ids": "0", "cluster_index": 0, "cluster_size": 2}, "not both"),
])
def test_a_wrong_slice_is_refused_by_name(values, words):
    with pytest.raises(ValidationError, match=words):
        make_settings(**values)


def test_the_bot_runs_its_slice_as_an_auto_sharded_bot(advisor):
    import discord

    from bot import create_bot

    bot = create_bot(make_settings(shard_count=4, cluster_index=1, cluster_size=2), advisor=advisor)
    assert isinstance(bot, discord.AutoShardedClient)
    assert (bot.shard_count, bot.shard_ids) == (4, [1, 3])
    assert bot.shard_of(None) == 0 and bot.shard_of(5 << 22) == 1


@pytest.fixture
def bot_settings():
    return make_settings(shard_count=2, sync_guild_id=None)


async def test_about_and_the_log_name_the_shard(simcord_env, caplog):
    from bot import sync_commands

    env = simcord_env
    await sync_commands(env.bot)
    guild = env.create_guild("Shard One", shard_id=1)
    channel = guild.create_text_channel("general")
    alice = guild.add_member(env.create_user("alice"))
    embed = only_embed(await alice.slash(channel, "about"))
    assert embed.footer.text.endswith("shard 1 of 2")
    dm = only_embed(await alice.user.slash("about"))
    assert dm.footer.text.endswith("shard 0 of 2")
    with caplog.at_level(logging.INFO, logger="bot"):
        await env.bot.on_ready()
    assert "shards 0,1 of 2" in caplog.text


async def test_only_the_process_with_shard_0_syncs_at_start_up(advisor, monkeypatch, tmp_path):
    from bot import app, create_bot
    from storage import Storage

    synced = []

    async def fake_sync(bot, guild_id):
        synced.append((bot.settings.shard_label(), guild_id))
        return []

    monkeypatch.setattr(app, "sync_commands", fake_sync)
    for ids in ("0", "1"):
        store = Storage.open(tmp_path / f"d{ids}.sqlite")
        bot = create_bot(make_settings(shard_count=2, shard_ids=ids, sync_guild_id=42), advisor=advisor, storage=store)
        await bot.setup_hook()
        await bot.close()
        store.close()
    assert synced == [("shard 0 of 2", 42)]
