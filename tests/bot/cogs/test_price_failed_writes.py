"""Breaker F4 (issue 30 item 4): only saved changes count toward a server's change limit
(``ADMIN_WRITE_RATE`` per ``ADMIN_WRITE_SECONDS``). A write the store could not save — a full
disk, a database gone — is refused with "nothing was changed" and costs the server nothing; it
used to read "This server has made 10 changes" after 1 was saved, and lock the admins out for a
minute after a storage fault."""

from __future__ import annotations

import sqlite3

import discord
import pytest
from simcord import assert_error

from storage import StorageError, base


def reply(result) -> str:
    followups = result.followups
    return (followups[-1] if followups else result.response).content


@pytest.fixture
async def admin(world):
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    return world.guild.add_member(world.env.create_user("admin"), roles=[mods])


@pytest.fixture
def disk(monkeypatch):
    """Fill the disk (``full()``) and free it (``free()``): every store write then fails inside
    its transaction, as SQLite fails on a full disk."""

    class Disk:
        def full(self) -> None:
            def refuse(*args, **kwargs):
                raise sqlite3.OperationalError("database or disk is full")  # a new one: no traceback kept

            monkeypatch.setattr(base, "_audit", refuse)

        def free(self) -> None:
            monkeypatch.undo()

    return Disk()


async def test_failed_writes_do_not_count_against_the_change_limit(world, admin, disk):
    store, rate = world.bot.storage, world.bot.admin_writes.rate
    assert rate == 10
    assert "✅" in reply(await admin.slash(world.channel, "price set", card="rtx 4090", amount="900"))
    disk.full()
    for i in range(rate):  # as many as the limit, every one refused by the disk
        said = reply(await admin.slash(world.channel, "price set", card="rtx 4090", amount=str(901 + i)))
        assert "could not be saved (the disk is full)" in said and "nothing was changed" in said
    said = reply(await admin.slash(world.channel, "price reset card", card="rtx 4090"))
    assert "could not be saved" in said
    disk.free()
    said = reply(await admin.slash(world.channel, "settings set", use_case="llm"))
    assert "changes to its prices and settings" not in said and store.settings(world.guild.id).use_case == "llm"
    saved = 2  # the first price and the setting
    for i in range(rate - saved):
        assert "✅" in reply(await admin.slash(world.channel, "price set", card="rtx 3090", amount=str(700 + i)))
    said = reply(await admin.slash(world.channel, "price set", card="rtx 3090", amount="650"))
    assert f"has made {rate} changes" in said  # the limit still holds: counted in saved changes
    assert len(store.history(world.guild.id, limit=100)) == rate  # exactly the saved ones
    assert_error(world.env, StorageError, contains="could not be saved")  # the refusals, as the member read them


async def test_a_reset_all_that_fails_gives_its_change_back(world, admin, disk):
    """``/price reset all`` spends the server's change when it asks; a click whose reset is not
    saved gives it back."""
    store, rate = world.bot.storage, world.bot.admin_writes.rate
    store.set_price(world.guild.id, market="current-us", card="GeForce RTX 4090", condition="new", amount=900,
                    currency="USD", user_id=None, via="console")
    for _ in range(rate):
        asked = await admin.slash(world.channel, "price reset all")
        disk.full()
        clicked = await admin.click(asked.response, label="Remove all 1")
        disk.free()
        assert "could not be saved" in clicked.response.content
    assert [p.card for p in store.prices(world.guild.id)] == ["GeForce RTX 4090"]
    assert "✅" in reply(await admin.slash(world.channel, "price set", card="rtx 3090", amount="700"))
