"""Issue 22: a bot process that loses its PostgreSQL database keeps answering from the
catalogue (and the prices it last read) and says so once in its log; once the database is back
the server's prices are used again."""

from __future__ import annotations

import pytest

GUILD = 778 << 22


@pytest.mark.usefixtures("pg_server")
async def test_a_process_that_loses_the_database_answers_from_the_catalogue_and_says_so_once(
        advisor, caplog, tmp_path):
    """Its own server (stopped and started here), not the session's."""
    import logging

    import simcord

    from bot import create_bot, sync_commands
    from bot_testing import SETTLE_TIMEOUT, make_settings, only_embed
    from pg_server import PostgresServer, find_pg_ctl
    from storage import open_store

    server = PostgresServer(find_pg_ctl()).start()
    try:
        store = open_store(url=server.url)
        store.set_price(GUILD, market="current-us", card="GeForce RTX 4090", condition="new", amount=1111,
                        currency="USD", user_id=None, via="console")
        bot = create_bot(make_settings(), advisor=advisor, storage=store)
        async with simcord.run(bot, settle_timeout=SETTLE_TIMEOUT) as env:
            await sync_commands(bot)
            guild = env.create_guild("Club", id=GUILD)
            channel = guild.create_text_channel("general")
            member = guild.add_member(env.create_user("member"))
            assert "1,111" in str(only_embed(await member.slash(channel, "why", card="rtx 4090")).to_dict())
            server.stop("immediate")
            with caplog.at_level(logging.WARNING, logger="bot.servers"):
                for card in ("rtx 4090", "rtx 3090", "gtx 1080", "rtx 4080"):
                    embed = only_embed(await member.slash(channel, "why", card=card))  # still answered
                    assert embed.title or embed.description  # a long deciding headline leads the description
            said = [r for r in caplog.records if "cannot be read" in r.getMessage()]
            assert len(said) == 1  # once, not per answer
            server.start()
            assert store._listening.wait(timeout=SETTLE_TIMEOUT)  # it reconnects by itself (the wait is a net)
            store.set_price(GUILD, market="current-us", card="GeForce RTX 4090", condition="new", amount=1222,
                            currency="USD", user_id=None, via="console")
            answer = only_embed(await member.slash(channel, "why", card="rtx 4090"))
            assert "1,222" in str(answer.to_dict())  # back: the server's prices again (below the market's used 2,015)
        store.close()
    finally:
        server.remove()
