"""One bot process for the multi-process tests: the real bot (SimCord's in-memory Discord) on a
``DATABASE_URL`` shared with other such processes (tests/storage/test_postgres_bots.py).

``python tests/storage/bot_process.py URL GUILD_ID SCRIPT`` runs the steps of SCRIPT (``;``
separated) in a server with that id, printing one JSON line per answer:

- ``set CARD AMOUNT`` — ``/price set`` by the server's admin;
- ``why CARD`` — ``/why`` by a member (prints the price it shows);
- ``writers N BASE`` — N admins send ``/price set 4090`` at once (BASE + i each);
- ``loop BASE`` — set prices one after another for ever, printing each answer (to be killed);
- ``touch FILE`` — say this process got here (the test waits for it);
- ``wait FILE`` — block until FILE exists (another process's step is done), then wait until
  this process no longer answers the server's data version from memory as it was (a
  notification brought the new one, or the coherence bound passed and it reads the database);
  says whether it is current, and after how long (for the reader; timings are not asserted).
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from pathlib import Path


async def main(url: str, guild_id: int, script: str) -> None:
    import discord
    import simcord

    from advisor import Advisor
    from bot import create_bot, sync_commands
    from bot.settings import BotSettings
    from storage import open_store

    store = open_store(url=url)
    settings = BotSettings(_env_file=None, discord_token=None, database_url=url, log_level="WARNING",
                           chart_cooldown_rate=0, admin_write_rate=0, shard_count=1)
    bot = create_bot(settings, advisor=Advisor.load(), storage=store)
    async with simcord.run(bot, settle_timeout=120.0) as env:
        await sync_commands(bot)
        guild = env.create_guild("Shared", id=guild_id)
        channel = guild.create_text_channel("general")
        mods = guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
        admin = guild.add_member(env.create_user("admin"), roles=[mods])
        member = guild.add_member(env.create_user("member"))

        def say(**values: object) -> None:
            print(json.dumps(values), flush=True)

        for step in filter(None, (s.strip() for s in script.split(";"))):
            op, *args = step.split()
            if op == "set":
                r = await admin.slash(channel, "price set", card=args[0], amount=args[1])
                say(op="set", text=(r.followups[-1] if r.followups else r.response).content)
            elif op == "why":
                r = await member.slash(channel, "why", card=" ".join(args))
                embed = r.response.embeds[0]
                text = "\n".join([embed.description or "", *(f"{f.name} {f.value}" for f in embed.fields)])
                say(op="why", text=text)
            elif op == "writers":
                admins = [guild.add_member(env.create_user(f"w{pid}{i}"), roles=[mods])
                          for i, pid in enumerate([os.getpid()] * int(args[0]))]
                settle = env._settle_internal

                async def later(**_: object) -> None:
                    return None

                env._settle_internal = later
                try:
                    results = [await a.slash(channel, "price set", card="rtx 4090", amount=str(int(args[1]) + i))
                               for i, a in enumerate(admins)]
                finally:
                    env._settle_internal = settle
                await env.settle(timeout=120.0)
                say(op="writers", ok=sum("✅" in (r.followups[-1] if r.followups else r.response).content
                                         for r in results))
            elif op == "loop":
                i = 0
                while True:
                    r = await admin.slash(channel, "price set", card="rtx 4090", amount=str(int(args[0]) + i))
                    say(op="loop", amount=int(args[0]) + i, ok="✅" in (r.followups[-1] if r.followups
                                                                       else r.response).content)
                    i += 1
            elif op == "touch":
                Path(args[0]).touch()
            elif op == "wait":
                before = store.version_nowait(guild_id)
                while not Path(args[0]).exists():
                    time.sleep(0.02)
                seen = time.monotonic()  # until the change is seen (120 s: a net against a hang, never a bound)
                while store.version_nowait(guild_id) in (before,) and time.monotonic() - seen < 120.0:
                    time.sleep(0.005)
                now = store.version_nowait(guild_id)  # None: read from the database, never stale
                say(op="wait", after_s=round(time.monotonic() - seen, 3), current=now is None or now != before)
    store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.argv[3]))
