"""fix49a (break36 #3, #4) on Discord: a reply chain keeps the right context — a budget after a fit ranks for the
model, a new job replaces the one before, "it" is the pick before. Through SimCord."""
from __future__ import annotations

import pytest

from bot.render.short import FIRST_CHARS, FIRST_LINES, fits_first


def bot_messages(world, channel):
    return [m for m in channel.history() if m.author.id == world.bot.user.id]


def mention(world) -> str:
    return f"<@{world.bot.user.id}>"


async def _reply_chain(world, first: str, *replies: str):
    await world.alice.send(world.channel, f"{mention(world)} {first}")
    for text in replies:
        last = bot_messages(world, world.channel)[-1]
        await world.alice.send(world.channel, text, reply_to=last)
    return bot_messages(world, world.channel)


async def test_a_budget_reply_after_a_fit_ranks_for_the_model(world):
    answers = await _reply_chain(world, "I want to run qwen3 coder 30b for coding", "my budget is 2000 euros")
    assert len(answers) == 2
    assert "/recommend budget:2000 EUR use_case:llm model:Qwen3-Coder 30B-A3B" in answers[1].content


async def test_a_new_job_in_a_reply_replaces_the_model(world):
    answers = await _reply_chain(world, "best gpu for llama 3 8b under $800",
                                 "never mind, I want to train a resnet on imagenet")
    assert len(answers) == 2
    assert "/recommend budget:800 USD use_case:cv-research" in answers[1].content
    assert "Llama" not in answers[1].content


async def test_it_in_a_reply_is_the_pick_before(world, locale):
    locale("zh-CN")
    answers = await _reply_chain(world, "预算5000元跑qwen 14b用什么卡", "它和4090比呢")
    assert len(answers) == 2
    pick = world.advisor.ask("预算5000元跑qwen 14b用什么卡").context().picked
    assert f"/compare card_a:{pick} card_b:GeForce RTX 4090" in answers[1].content


@pytest.mark.parametrize(("tag", "chain", "said"), [
    ("en-US", ("can I run llama 3.3 70b on my 3090?", "and with 2 of them?",
               "in euros how much would the second one cost?"), "1 more GeForce RTX 3090 beside the 1 you have"),
    ("zh-CN", ("我的3090能跑llama 3.3 70b吗", "再加一张呢", "第二张多少欧元？"), "你已有 1 张，再加 1 张"),
    ("zh-TW", ("我的3090能跑llama 3.3 70b嗎", "再加一張呢", "用欧元算，第二張要多少錢？"), "你已有 1 張，再加 1 張"),
])
async def test_the_added_card_s_price_in_a_reply_chain_fits_the_first_message(world, locale, tag, chain, said):
    locale(tag)
    answers = await _reply_chain(world, *chain)
    assert len(answers) == 3
    embed = answers[2].embeds[0]
    shown = f"{embed.title or ''}\n{embed.description or ''}"
    chars, lines = fits_first(embed)
    assert said in shown and ("€" in shown or "EUR" in shown)
    assert chars <= FIRST_CHARS and lines <= FIRST_LINES
