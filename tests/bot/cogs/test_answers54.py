"""answers54 (break25 #8, #25): a DM conversation keeps the owner's cards, the count asked and the language asked,
as the core does (``Advisor.ask`` with the question before as its context)."""

from __future__ import annotations


def _answers(world, user):
    return [m for m in user.dm_channel.history() if m.author.id == world.bot.user.id]


async def _core(world, *texts):
    q = None
    for text in texts:
        q = world.bot.advisor.ask(text, context=q) if q is not None else world.bot.advisor.ask(text)
    return q


async def test_a_model_asked_after_the_cards_had_runs_on_them_in_a_dm(world):
    user = world.alice.user
    await user.send_dm("I have 2 3090s")
    await user.send_dm("can I run deepseek r1")
    last = _answers(world, user)[-1]
    assert "/fits" in last.content and "GeForce RTX 3090" in last.content
    core = await _core(world, "I have 2 3090s", "can I run deepseek r1")
    assert core.read_as.gpus == 2 and core.read_as.own


async def test_a_count_after_the_card_had_is_owned_in_a_dm(world):
    user = world.alice.user
    await user.send_dm("我有一张4090")
    await user.send_dm("两张呢")
    last = _answers(world, user)[-1]
    assert "/fits" in last.content and "/compare" not in last.content and "4090" in last.content


async def test_a_language_asked_in_a_dm_answers_in_it(world):
    user = world.alice.user
    await user.send_dm("recommend 1000")
    await user.send_dm("in chinese please")
    answers = _answers(world, user)
    assert answers[0].content.startswith("Read as") and answers[-1].content.startswith("理解为")
