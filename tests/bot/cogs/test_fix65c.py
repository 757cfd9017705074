"""fix65c (issue 28 §6): a reply to a question in words keeps its options in words in its Details too — the Details
button of a mention reply said the slash command's ``ram:64``, which nobody typed there; a slash answer's Details keep
the slash option."""

from __future__ import annotations

import re

from bot_testing import all_text, buttons, details_text

SLASH = re.compile(r"\b(?:ram|job|vram|card|gpus|model|users):\S")
"""A slash command's option as typed (``ram:64``)."""


def mention(world) -> str:
    return f"<@{world.bot.user.id}>"


def bot_messages(world, channel):
    return [m for m in channel.history() if m.author.id == world.bot.user.id]


async def test_a_mention_replys_details_say_options_in_words(world):
    await world.alice.send(world.channel, f"{mention(world)} can my 3060 run llama 70b?")
    [answer] = bot_messages(world, world.channel)
    [button] = buttons(answer)
    assert button["custom_id"].startswith("gpa:m:0:")
    shown = "\n".join(all_text(e) for e in answer.embeds)
    details = await details_text(world.alice, answer)
    assert details and not SLASH.search(shown) and not SLASH.search(details), details
    assert "64 GB" in details


async def test_a_slash_answers_details_keep_the_slash_option(world):
    result = await world.alice.slash(world.channel, "fits", model="70b", card="3060")
    [button] = buttons(result.response)
    assert button["custom_id"].startswith("gpa:d:0:")
    assert "ram:64" in await details_text(world.alice, result.response)
