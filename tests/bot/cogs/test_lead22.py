"""Session 22's bot faults (break36 #17, #19): the slow-down says the conversation is kept and it
is; autocomplete offers a card's near names, never padding with other model numbers."""

from __future__ import annotations

import sys
import time
import types

import pytest


def bot_messages(world, channel):
    return [m for m in channel.history() if m.author.id == world.bot.user.id]


async def test_a_member_slowed_down_is_told_the_conversation_is_kept_and_it_is(world, monkeypatch):
    user = world.alice.user
    for text in ("3090 vs 4090 for training?", "what about the 4080?", "and the 5090?", "and the 3080?"):
        await user.send_dm(text)
    await user.send_dm("and the 4070?")  # the fifth within 30 s
    answers = bot_messages(world, user.dm_channel)
    assert len(answers) == 5
    assert "try again" in answers[-1].content and "conversation is kept" in answers[-1].content

    cog = next(c for c in world.bot.cogs.values() if hasattr(c, "conversations"))
    module = sys.modules[type(cog).__module__]  # discord.py loads an extension afresh: its own module object
    later = time.time() + module.USER_PER + 1  # the cooldown over
    monkeypatch.setattr(module, "time", types.SimpleNamespace(time=lambda: later, monotonic=time.monotonic))
    await user.send_dm("and the 4070?")
    answers = bot_messages(world, user.dm_channel)
    assert len(answers) == 6
    assert "/compare card_a:GeForce RTX 3090 card_b:GeForce RTX 4070" in answers[-1].content  # the chain kept


@pytest.mark.parametrize(("typed", "held"), [
    ("3090", "3090"), ("4090 d", "4090"), ("a6000", "6000"), ("1080t", "1080"), ("p40", "40"), ("5060 ti", "5060"),
])
def test_autocomplete_beside_a_name_typed_offers_only_names_holding_its_number(advisor, typed, held):
    names = advisor.complete(typed, 25)
    assert names and all(held in n for n in names), names


@pytest.mark.parametrize(("typed", "first"), [
    ("gtx 1080 tl", "GeForce GTX 1080 Ti"), ("titn x", "GeForce GTX TITAN X"), ("teslla p40", "Tesla P40"),
])
def test_autocomplete_still_corrects_a_typo(advisor, typed, first):
    assert advisor.complete(typed, 25)[0] == first
