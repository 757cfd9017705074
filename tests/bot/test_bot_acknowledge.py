"""Discord's 3 seconds under load (issue 30 §5, ``bot/acknowledge.py``): every command's
interaction is acknowledged before the work that can wait; the answers take turns so that an
interaction arriving meanwhile waits for at most one answer's work; past ``ANSWER_QUEUE`` the
member is told at once, in their language, to try again. Tested by behaviour — the order of
things, with the answer work held by the test — never by time."""

from __future__ import annotations

import asyncio

import pytest

from bot import acknowledge
from bot.acknowledge import BUSY, Answers
from bot.i18n import t
from bot_testing import DEFERRED, ephemeral_text, first_response_type, make_settings, only_embed

ANSWERS = [("recommend", {"budget": "500"}), ("compare", {"card_a": "1070", "card_b": "1080"}),
           ("why", {"card": "1080"}), ("fits", {"model": "7b"})]
"""The commands whose work begins with the server's view (held by the test)."""


@pytest.fixture
def bot_settings():
    return make_settings(chart_cooldown_rate=0, answer_queue=4)


@pytest.fixture
def held(world, monkeypatch):
    """The answers' work held by the test: each command's work begins by asking for its server's
    view (``ServerViews.context_async``, or for the core), which waits here — an input SimCord
    knows the test will give — until ``release()``; ``begun`` counts the work begun."""
    gate = asyncio.Event()
    begun: list[str] = []
    views = world.bot.server_views
    real = views.context_async

    async def context_async(*args):
        begun.append("view")
        await world.env.external_wait(gate.wait(), reason="the test holds the answers' work")
        return await real(*args)

    monkeypatch.setattr(views, "context_async", context_async)
    for name in ("recommend", "compare", "why", "fits"):  # the core's answers are work begun too
        real_answer = getattr(world.bot.advisor, name)

        def probe(*args, _real=real_answer, _name=name, **kwargs):
            begun.append(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(world.bot.advisor, name, probe)

    async def release() -> None:
        gate.set()
        await world.env.settle()

    return begun, release


async def test_every_command_is_acknowledged_before_its_work_begins(world, held):
    begun, release = held
    members = [world.guild.add_member(world.env.create_user(f"member{i}")) for i in range(len(ANSWERS))]
    results = []
    for member, (command, options) in zip(members, ANSWERS, strict=True):
        result = await member.slash(world.channel, command, **options)
        assert result.acknowledged and first_response_type(world.env) == DEFERRED, command
        assert result.response is not None and not result.response.embeds  # "thinking…", no answer yet
        results.append(result)
    assert begun == ["view"] * len(results)  # each asked for its view, after its deferral; the core not yet
    assert len(world.bot.answers) == len(results)

    await release()
    for result in results:
        assert only_embed(result)  # the deferral became the answer
    assert len(world.bot.answers) == 0


async def test_a_command_whose_work_is_the_core_s_is_acknowledged_first_too(world, monkeypatch):
    requests: list[str] = []
    advisor = world.bot.advisor
    real = advisor.card

    def card(*args, **kwargs):  # what Discord has received when the work begins
        requests.extend(r.path for r in world.env.http_requests)
        return real(*args, **kwargs)

    monkeypatch.setattr(advisor, "card", card)
    result = await world.alice.slash(world.channel, "card", card="3090")
    assert any(path.endswith("/callback") for path in requests)  # deferred before the core was asked
    assert only_embed(result) and first_response_type(world.env) == DEFERRED


async def test_past_the_queue_a_member_is_told_to_try_again_in_their_language(world, held, locale):
    begun, release = held
    capacity = world.bot.answers.capacity
    waiting = [await world.guild.add_member(world.env.create_user(f"m{i}")).slash(world.channel, "recommend",
                                                                                  budget="500")
               for i in range(capacity)]
    assert len(world.bot.answers) == capacity and len(begun) == capacity

    refused = await world.alice.slash(world.channel, "recommend", budget="500")
    assert ephemeral_text(refused) == t(BUSY, "en") and len(begun) == capacity  # at once: no deferral, no work
    locale("zh-CN")
    said = ephemeral_text(await world.alice.slash(world.channel, "why", card="1080"))
    assert said == t(BUSY, "zh_Hans") and said != t(BUSY, "en")

    await release()
    assert all(only_embed(r) for r in waiting)  # the admitted ones were answered
    again = await world.alice.slash(world.channel, "why", card="1080")  # room again
    assert only_embed(again)


async def test_autocomplete_is_served_even_when_the_queue_is_full(world, held):
    _, release = held
    for i in range(world.bot.answers.capacity):
        await world.guild.add_member(world.env.create_user(f"m{i}")).slash(world.channel, "why", card="1080")
    choices = await world.alice.autocomplete(world.channel, "why", "card", "308")
    assert choices
    await release()


async def test_a_user_error_after_the_deferral_stays_private(world):
    result = await world.alice.slash(world.channel, "recommend", budget="banana")
    assert first_response_type(world.env) == DEFERRED  # acknowledged before the core read the budget
    assert "banana" in ephemeral_text(result)  # only alice sees it; the public "thinking…" is gone
    deleted = [r for r in world.env.http_requests if r.method == "DELETE" and r.path.endswith("/@original")]
    assert deleted
    assert len(world.env.errors) == 1  # the expected user error (reading it acknowledges it)


async def test_admin_tools_answer_themselves_without_the_tree_s_deferral(world):
    from bot.acknowledge import acknowledges_first

    commands = {c.qualified_name: c for c in world.bot.tree.walk_commands()}
    assert not acknowledges_first(commands["price set"]) and not acknowledges_first(commands["sync"])
    assert all(acknowledges_first(commands[name]) for name in ("recommend", "compare", "why", "fits", "card",
                                                               "markets", "about"))


# ---------------------------------------------------------------------------- the turns
async def test_answers_take_turns_one_per_pass_of_the_event_loop():
    """An acknowledgement scheduled while an answer works runs before the next answer's work:
    a burst's acknowledgements never queue behind all of its answers."""
    answers = Answers(capacity=10)
    order: list[str] = []
    loop = asyncio.get_running_loop()

    async def answer(i: int) -> None:
        await answers.turn()
        order.append(f"answer {i}")
        loop.call_soon(order.append, f"ack after {i}")  # an interaction that arrived meanwhile

    await asyncio.gather(*(answer(i) for i in range(3)))
    await asyncio.sleep(0)
    assert order == ["answer 0", "ack after 0", "answer 1", "ack after 1", "answer 2", "ack after 2"]


def test_admitted_interactions_are_counted_until_done():
    class Interaction:
        def __init__(self, id_):
            self.id = id_

    answers = Answers(capacity=2)
    a, b, c = Interaction(1), Interaction(2), Interaction(3)
    assert answers.admit(a) and answers.admit(b) and not answers.admit(c)
    assert answers.refused == 1
    answers.done(a)
    answers.done(a)  # idempotent
    assert answers.admit(c) and len(answers) == 2


def test_a_stale_admission_does_not_hold_a_place_for_ever(monkeypatch):
    class Interaction:
        def __init__(self, id_):
            self.id = id_

    clock = [1000.0]
    monkeypatch.setattr(acknowledge.time, "monotonic", lambda: clock[0])
    answers = Answers(capacity=1)
    assert answers.admit(Interaction(1)) and not answers.admit(Interaction(2))
    clock[0] += acknowledge.STALE_SECONDS + 1  # its token has expired: nothing can answer it any more
    assert answers.admit(Interaction(2))
