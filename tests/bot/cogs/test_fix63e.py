"""fix63e #1: a sentence naming a command's option says it as the face takes it — a slash command's option
(``ram:64``), words in a reply to a question (“I have 64 GB RAM”) — never the console's flag (``--ram``)."""

from __future__ import annotations

import re

from bot_testing import all_text, details_text

FLAG = re.compile(r"(?<![\w-])--(?:ram|job|vram|card|gpus|model|users)\b")
"""A console flag of the advisor's own commands (a tool's flags, llama.cpp's --tensor-split, stay)."""


def mention(world) -> str:
    return f"<@{world.bot.user.id}>"


def bot_messages(world, channel):
    return [m for m in channel.history() if m.author.id == world.bot.user.id]


async def test_a_reply_in_words_names_no_console_flag(world):
    await world.alice.send(world.channel, f"{mention(world)} can my 3060 run llama 70b?")
    [answer] = bot_messages(world, world.channel)
    shown = "\n".join(all_text(e) for e in answer.embeds)
    details = await details_text(world.alice, answer)
    assert "I have 64 GB RAM" in shown  # the reply in words: what to say
    assert not FLAG.search(shown) and not FLAG.search(details), shown + details


async def test_a_slash_answer_names_its_own_option(world):
    result = await world.alice.slash(world.channel, "why", card="3060", own=True)
    shown = all_text(result.response.embeds[0]) + await details_text(world.alice, result.response)
    assert "job:cnn" in shown and not FLAG.search(shown), shown


async def test_a_slash_fit_names_the_ram_option(world):
    result = await world.alice.slash(world.channel, "fits", model="70b", card="3060")
    shown = await details_text(world.alice, result.response)
    assert "ram:64" in shown and not FLAG.search(shown), shown
