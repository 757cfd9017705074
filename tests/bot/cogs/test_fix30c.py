"""fix30c (break27 #21): the Details of a recommendation whose pick is several of a card keep the count and the
price of all of them, as the embed does ("2 × GeForce RTX 3060 12 GB — US$670 for both"), never one card's name
beside the price of the pair. Through SimCord, in English and Chinese."""

from __future__ import annotations

import re

import pytest

from bot_testing import details_text


def bot_messages(world, channel):
    return [m for m in channel.history() if m.author.id == world.bot.user.id]


def mention(world) -> str:
    return f"<@{world.bot.user.id}>"


@pytest.mark.parametrize(("first", "then", "lang", "count", "both"), [
    ("预算1万，买什么显卡跑大模型", "那两张呢", "zh-CN", "2 张 ", "共"),
    ("best gpu for llm, budget 1500", "and 2 cards?", None, "2 × ", "for both"),
])
async def test_a_pair_pick_s_details_keep_its_count_and_total(world, locale, first, then, lang, count, both):
    if lang is not None:
        locale(lang)  # the Details are in the presser's language
    await world.alice.send(world.channel, f"{mention(world)} {first}")
    [answer] = bot_messages(world, world.channel)
    await world.alice.send(world.channel, then, reply_to=answer)
    answers = bot_messages(world, world.channel)
    assert len(answers) == 2
    q = world.advisor.ask(then, context=world.advisor.ask(first))
    pairs = [p for p in q.answer.picks if p.gpus > 1]
    assert pairs, "the follow-up's picks are pairs"
    rest = await details_text(world.alice, answers[1])
    for p in pairs:  # "2 × GeForce RTX 3060 12 GB" (or "2 张 …") beside the total, never the card alone
        line = next(x for x in rest.splitlines() if p.card in x and re.match(r"\d+\. ", x))
        assert f"**{count}{p.card}**" in line, line
        assert both in line, line


async def test_a_reply_that_adds_a_card_is_answered_yes_or_no_on_the_rig(world):
    """break27 #7 on Discord: "what if I buy two?" after a buyer's fit is two of that card, with the yes or no."""
    await world.alice.send(world.channel, f"{mention(world)} is a 4090 good for llama 70b?")
    [first] = bot_messages(world, world.channel)
    await world.alice.send(world.channel, "what if I buy two?", reply_to=first)
    answers = bot_messages(world, world.channel)
    assert len(answers) == 2 and "card:2x GeForce RTX 4090" in answers[1].content
    embed = answers[1].embeds[0]
    shown = f"{embed.title or ''}\n{embed.description or ''}"
    assert "Yes for Llama 3.3 70B" in shown and "your" not in shown.lower()
