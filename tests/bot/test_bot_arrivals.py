"""Past what the process can serve (issue 30 §5, ``bot/arrivals.py`` and ``bot/acknowledge.py``): an
interaction that waited its turn on the event loop too long is told, politely and at once, that the bot
is busy (no deferral, no work); one that waited past Discord's 3 s gets nothing (nothing sent could
arrive); and the bot does not parse its own messages, which come back for every deferral. Tested by
behaviour, with the answers' clock given by the test — never by time."""

from __future__ import annotations

import discord
import pytest

from bot.acknowledge import BUSY, GONE_SECONDS, LATE_SECONDS
from bot.i18n import t
from bot_testing import DEFERRED, ephemeral_text, first_response_type, make_settings, only_embed


@pytest.fixture
def bot_settings():
    return make_settings(chart_cooldown_rate=0)


@pytest.fixture
def waiting(world, monkeypatch):
    """Each interaction waits ``wait[0]`` seconds on the answers' clock between its arrival and its turn:
    the clock moves on by that much as an arrival is stamped."""
    answers = world.bot.answers
    now = [1000.0]
    wait = [0.0]
    monkeypatch.setattr(answers, "clock", lambda: now[0])
    stamp = answers.arrived

    def arrived(interaction_id: int) -> None:
        stamp(interaction_id)
        now[0] += wait[0]

    monkeypatch.setattr(answers, "arrived", arrived)
    return wait


def _callbacks(world) -> int:
    return sum(1 for r in world.env.http_requests if r.path.endswith("/callback"))


async def test_an_interaction_that_waited_its_turn_too_long_is_told_the_bot_is_busy(world, waiting, monkeypatch):
    begun: list[str] = []
    real = world.bot.advisor.why
    monkeypatch.setattr(world.bot.advisor, "why", lambda *a, **k: begun.append("why") or real(*a, **k))

    waiting[0] = LATE_SECONDS - 0.5  # behind, but not too far: deferred and answered as ever
    answered = await world.alice.slash(world.channel, "why", card="1080")
    assert first_response_type(world.env) == DEFERRED and only_embed(answered) and begun == ["why"]

    waiting[0] = LATE_SECONDS + 0.1  # too far behind: the polite reply at once, no deferral, no work
    refused = await world.alice.slash(world.channel, "why", card="1080")
    assert ephemeral_text(refused) == t(BUSY, "en") and begun == ["why"]
    assert world.bot.answers.refused == 1 and len(world.bot.answers) == 0

    waiting[0] = 0.0  # caught up: served again
    assert only_embed(await world.alice.slash(world.channel, "why", card="1080")) and begun == ["why", "why"]


async def test_an_interaction_past_discords_three_seconds_gets_nothing_sent(world, waiting):
    waiting[0] = GONE_SECONDS + 0.1
    before = _callbacks(world)
    result = await world.alice.slash(world.channel, "why", card="1080")
    assert not result.acknowledged and _callbacks(world) == before  # no REST call for an interaction Discord dropped
    assert world.bot.answers.dropped == 1 and world.bot.answers.refused == 0 and len(world.bot.answers) == 0


async def test_the_bot_does_not_parse_its_own_messages_but_reads_the_members(world):
    seen: list[discord.Message] = []

    async def probe(message: discord.Message) -> None:
        seen.append(message)

    world.bot.add_listener(probe, "on_message")
    result = await world.alice.slash(world.channel, "why", card="1080")  # a deferral, then the answer
    assert only_embed(result)
    await world.alice.send(world.channel, "hello everyone")
    assert [m.author.id for m in seen] == [world.alice.id]  # the member's message; none of the bot's
