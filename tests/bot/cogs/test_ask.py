"""Questions in words on Discord (bot/cogs/ask.py), end to end through SimCord.

The bot has no privileged intent: SimCord, like Discord, hides the content of messages that do
not mention it. Expected answers come from the core's own ``Advisor.ask`` for the same text.
"""

from __future__ import annotations

import tracemalloc

import discord
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from advisor.ask.answer import read_as_text
from advisor.ask.models import Context
from advisor.shape import details
from bot.cogs.ask import Conversations
from bot_testing import details_text
from discord_limits import LANGUAGES, assert_content_fits, assert_fits
from question_words import questions
from said import said


def bot_messages(world, channel):
    """The bot's messages in ``channel``, oldest first."""
    return [m for m in channel.history() if m.author.id == world.bot.user.id]


def mention(world) -> str:
    return f"<@{world.bot.user.id}>"


def checked(message: discord.Message) -> discord.Message:
    assert_content_fits(message.content)
    for embed in message.embeds:
        assert_fits(embed)
    return message


async def test_a_mention_is_answered_with_the_read_as_line_and_the_command_s_embed(world):
    q = world.advisor.ask("what gpu should I buy for $800? mostly llama 3 8b")
    sent = await world.alice.send(world.channel, f"{mention(world)} what gpu should I buy for $800? mostly llama 3 8b")

    [answer] = bot_messages(world, world.channel)
    checked(answer)
    assert answer.reference is not None and answer.reference.message_id == sent.id  # a reply
    assert answer.content == f"Read as `{read_as_text(q.read_as)}`"  # the core's reading, the command as code
    assert read_as_text(q.read_as).startswith("/recommend budget:800 USD use_case:llm model:Llama 3 8B")
    assert len(answer.embeds) == 1 and "800 USD" in answer.embeds[0].title  # the short answer's headline


async def test_an_unmentioned_message_gets_no_answer(world):
    await world.alice.send(world.channel, "what gpu should I buy for $800?")
    await world.alice.send(world.channel, "3090 vs 4090?")
    assert bot_messages(world, world.channel) == []


async def test_a_reply_follows_up_the_previous_question(world):
    await world.alice.send(world.channel, f"{mention(world)} what gpu should I buy for $800?")
    [first] = bot_messages(world, world.channel)

    await world.alice.send(world.channel, "and used?", reply_to=first)

    answers = bot_messages(world, world.channel)
    assert len(answers) == 2
    assert "`/recommend budget:800 USD`" in answers[1].content and "used" in answers[1].content
    assert answers[1].reference.message_id != first.id


async def test_a_reply_without_its_mention_is_told_once_to_mention_the_bot(world):
    await world.alice.send(world.channel, f"{mention(world)} what gpu should I buy for $800?")
    [first] = bot_messages(world, world.channel)
    backend = world.env.backend
    from simcord.backend.models import AllowedMentions  # the member turned the reply's @ mention off

    for _ in range(2):
        backend.create_message(world.channel.id, world.alice.id, "and used?",
                               reference={"channel_id": str(world.channel.id), "message_id": str(first.id)},
                               allowed_mentions=AllowedMentions(users=frozenset(), roles=frozenset(),
                                                                 replied_user=False))
        world.env._mark_mutation()
        await world.env._settle_internal(dispatch="test.reply")

    answers = bot_messages(world, world.channel)
    assert len(answers) == 2  # told once, not twice
    assert "mention me" in answers[1].content


async def test_a_dm_is_answered_and_the_next_dm_follows_it_up(world):
    user = world.alice.user
    await user.send_dm("3090 vs 4090 for training?")
    await user.send_dm("what about the 4080?")

    answers = bot_messages(world, user.dm_channel)
    assert len(answers) == 2
    assert "`/compare card_a:GeForce RTX 3090 card_b:GeForce RTX 4090`" in answers[0].content
    assert "card_b:GeForce RTX 4080" in answers[1].content


async def test_a_chinese_question_is_answered_in_chinese(world):
    await world.alice.send(world.channel, f"{mention(world)} 预算5000元，想跑7B模型，买什么显卡？")
    [answer] = bot_messages(world, world.channel)
    checked(answer)
    assert answer.content.startswith("理解为 `/recommend budget:5000 CNY")
    assert "预算" in answer.embeds[0].title and "：买 " in answer.embeds[0].title and "¥5,000" in answer.embeds[0].title


async def test_a_greeting_gets_the_short_help_and_chatter_nothing(world):
    await world.alice.send(world.channel, f"{mention(world)} hi")
    await world.alice.send(world.channel, f"{mention(world)} lol nice")
    [answer] = bot_messages(world, world.channel)
    assert "/recommend" in answer.content and not answer.embeds


async def test_everyone_in_a_question_pings_nobody_and_renders_no_markdown(world):
    await world.alice.send(world.channel, f"{mention(world)} @everyone **which** card for 500? [x](https://e.vil)")
    [answer] = bot_messages(world, world.channel)
    assert "`/recommend budget:500 USD`" in answer.content
    assert not answer.mention_everyone and answer.mentions == [] and answer.role_mentions == []
    assert "@everyone" not in answer.content and "**which**" not in answer.content
    assert "https://e.vil" not in answer.content


async def test_an_unknown_card_is_said_with_the_typed_name_quoted(world):
    await world.alice.send(world.channel, f"{mention(world)} why is the gtx 9999 so bad? **now**")
    [answer] = bot_messages(world, world.channel)
    assert not answer.embeds and "9999" in answer.content and "**now**" not in answer.content


async def test_a_hidden_character_inside_a_budget_is_refused_not_read_as_500(world):
    """Issue 21 §5 through the bot: "$5<U+202E>00" shows as 500 or 005; it is refused, not answered."""
    await world.alice.send(world.channel, f"{mention(world)} best gpu for $5\u202e00")
    [answer] = bot_messages(world, world.channel)
    checked(answer)
    assert answer.embeds == [] and "hidden character" in answer.content and "U+202E" in answer.content


async def test_bots_and_webhooks_are_ignored(world):
    hook = world.guild.create_webhook(world.channel)
    await hook.send(f"{mention(world)} what gpu for $800?")
    assert bot_messages(world, world.channel) == []


async def test_a_member_asking_too_fast_is_slowed_down(world):
    for n in range(6):
        await world.alice.send(world.channel, f"{mention(world)} what gpu for ${500 + n}?")
    answers = bot_messages(world, world.channel)
    assert len(answers) == 5  # 4 answers, then one "slow down" (said once)
    assert "try again" in answers[-1].content


def test_conversations_forget_after_the_time_limit_and_past_the_byte_bound(advisor):
    a, b, c = (advisor.ask(t).context() for t in ("best gpu for $800", "3090 vs 4090", "why not a 970?"))
    entry = max(Conversations._cost(x.stored()) for x in (a, b, c))  # room for two of the largest
    kept = Conversations(max_bytes=2 * entry + 10, seconds=10)
    kept.put(1, a, now=0)
    kept.put(2, b, now=1)
    assert kept.get(1, now=5) == a
    kept.put(3, c, now=6)  # 2 is now the least recently used: it goes
    assert kept.get(2, now=6) is None and kept.get(1, now=6) == a
    assert kept.get(3, now=17) is None  # older than 10 s
    assert len(kept) == 1 and kept.size <= kept.max_bytes
    kept.forget(1)
    assert (len(kept), kept.size) == (0, 0)


def test_conversations_hold_readings_within_their_byte_bound(advisor):
    """F5 (issue 30): the memory keeps each question's reading (a few hundred bytes), never its
    answer (~90-125 KiB each); filled with far more conversations than fit, what it holds, measured
    with tracemalloc, stays under its bound, the newest kept. A follow-up from a kept reading is the
    same question as from the whole answer."""
    questions = [advisor.ask(t) for t in ("best gpu for $1500 for llama 3 8b", "will llama 3 70b fit on two 3090s?",
                                          "3090 vs 4090", "my 1060 runs out of memory", "预算5000元买什么显卡")]
    bound = 256 * 1024
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        kept = Conversations(max_bytes=bound)
        for n in range(5000):  # ~2.8 MiB of readings offered
            kept.put((10**17 + n, 10**17 + 7 * n), questions[n % 5], now=n)
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert kept.size <= bound and held <= bound, (kept.size, held)
    assert 300 < len(kept) < 5000 and kept.get((10**17 + 4999, 10**17 + 7 * 4999), now=5000) is not None
    assert kept.get((10**17, 10**17), now=5000) is None  # the oldest went first
    for n, q in enumerate(questions):
        stored = kept.get((10**17 + 4995 + n, 10**17 + 7 * (4995 + n)), now=5000)
        assert stored == q.context()
        for follow_up in ("and used?", "in euros", "and for 70b?", "那6000呢"):
            assert advisor.ask(follow_up, context=stored) == advisor.ask(follow_up, context=q)


def boom_on(monkeypatch, text: str) -> None:
    """``Advisor.ask`` raises for ``text`` (a fault in answering), and answers the rest."""
    from advisor.api import Advisor

    real = Advisor.ask

    def ask(self, question, **kwargs):
        if question == text:
            raise IndexError("list index out of range")
        return real(self, question, **kwargs)

    monkeypatch.setattr(Advisor, "ask", ask)


async def test_a_failed_answer_is_said_in_words_and_the_next_dm_is_read_afresh(world, monkeypatch, caplog):
    """F2 (issue 30): the member got no reply and the DM stayed on the failed question's context."""
    user = world.alice.user
    await user.send_dm("3090 vs 4090 for training?")
    boom_on(monkeypatch, "and used?")
    await user.send_dm("and used?")
    await user.send_dm("what about the 4080?")

    answers = bot_messages(world, user.dm_channel)
    assert len(answers) == 3
    assert answers[1].content == "Sorry, I could not answer that. Ask it again in other words, or use /recommend, " \
                                 "/compare, /why or /fits."
    assert "`/why card:GeForce RTX 4080`" in answers[2].content  # no comparison with the 3090: read afresh
    assert "could not answer message" in caplog.text


async def test_a_failed_answer_to_a_chinese_mention_is_said_in_chinese(world, monkeypatch):
    boom_on(monkeypatch, "3090和4090哪个好")
    await world.alice.send(world.channel, f"{mention(world)} 3090和4090哪个好")
    [answer] = bot_messages(world, world.channel)
    assert answer.content.startswith("抱歉") and "/recommend" in answer.content and not answer.embeds


def kept_under(cog, key) -> Context | None:
    """What the cog keeps under ``key``, whenever it was kept (SimCord's virtual clock runs inside
    the bot's tasks only: the test reads the entry as it is)."""
    item = cog.conversations._items.get(key)
    return None if item is None else Context.kept(item[1])


async def test_an_answer_or_a_refusal_is_kept_as_its_reading_only(world):
    user = world.alice.user
    cog = world.bot.get_cog("Ask")
    await user.send_dm("3090 vs 4090 for training?")
    [first] = bot_messages(world, user.dm_channel)
    key = (first.channel.id, user.id)
    kept = kept_under(cog, key)
    assert isinstance(kept, Context) and kept.read_as.cards == ["GeForce RTX 3090", "GeForce RTX 4090"]
    assert kept_under(cog, first.id) == kept
    await user.send_dm("why is the gtx 9999 so bad?")  # refused: no card matches
    kept = kept_under(cog, key)
    assert kept.error == "unknown_card" and kept.read_as.command == "why" and kept.read_as.cards == []


async def test_the_breaker_s_dm_after_a_refusal_is_answered_at_every_message(world):
    """F2 (issue 30): after "why is the gtx 9999 so bad?" the DM answered nothing for 30 minutes."""
    user = world.alice.user
    for text in ("why is the gtx 9999 so bad?", "and used?", "in euros", "what gpu for $800?"):
        await user.send_dm(text)
    answers = [a.content for a in bot_messages(world, user.dm_channel)]
    assert len(answers) == 4 and "gtx 9999" in answers[0]
    assert answers[1].startswith("Which card?") and answers[2].startswith("Which card?")
    assert "`/recommend budget:800 USD`" in answers[3] and "used" in answers[3]


async def test_every_follow_up_to_a_refusal_or_a_question_back_gets_a_reply(world):
    """The breaker's DM (F2): after a refusal each message is answered in words."""
    user = world.alice.user
    for text in ("best gpu?", "and used?", "$800"):
        await user.send_dm(text)
    answers = bot_messages(world, user.dm_channel)
    assert len(answers) == 3 and all(a.content.startswith("What is your budget?") for a in answers[:2])
    assert "`/recommend budget:800 USD`" in answers[2].content and "used" in answers[2].content


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("text", ["best gpu for $800 for llama 3 8b", "3060 12gb or 4060 for stable diffusion?",
                                  "why not a gtx 970?", "will llama 3.1 70b run on two 3090s?", "hi"])
def test_every_reply_fits_discord_s_limits(advisor, text, language):
    from bot.cogs.ask import answer_embed, reply_text

    q = advisor.ask(text, lang=language)
    assert_content_fits(reply_text(q, language))
    embed = answer_embed(q, language)
    if embed is not None:
        assert_fits(embed)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=questions, language=st.sampled_from(LANGUAGES))
def test_every_answer_to_any_question_fits_discord_s_limits(advisor, text, language):
    from bot.cogs.ask import answer_embed, reply_text

    q = advisor.ask(text, lang=language)
    assert_content_fits(reply_text(q, language))
    embed = answer_embed(q, language)
    if embed is not None:
        assert_fits(embed)


@pytest.mark.parametrize("text", ["what gpu should I buy for $800? mostly llama 3 8b", "3090 vs 4090?",
                                  "is a gtx 970 worth it?", "will 70b fit?"])
async def test_a_question_s_answer_has_its_details_button(world, text):
    """Issue 18: the question's answer is the short form, its reasoning one press away."""
    q = world.advisor.ask(text)
    await world.alice.send(world.channel, f"{mention(world)} {text}")
    [answer] = bot_messages(world, world.channel)
    assert q.answer is not None and q.answer.shape is not None
    rest = await details_text(world.alice, answer)
    for item in details(q.answer):
        assert f"`{item.rule_id}`" in rest


async def test_an_owner_out_of_memory_is_answered_with_the_owner_s_embed(world):
    text = "my 1060 3gb runs out of memory training a cnn"
    q = world.advisor.ask(text)
    user = world.alice.user
    await user.send_dm(text)  # a DM: no thread for the long answer

    [answer] = bot_messages(world, user.dm_channel)
    checked(answer)
    assert answer.content == f"Read as `{read_as_text(q.read_as)}`" and "own:True" in answer.content
    # the owner's short form: what the card runs, the upgrades (more memory), a lever; the rest in Details
    embed = answer.embeds[0]
    first = f"{embed.title or ''}\n{embed.description}"
    assert said(q.answer.owner.runs[0]) in first and f"**{q.answer.owner.upgrades[0].card}**" in first
    assert "Plan the upgrade: GeForce GTX 1060 3 GB runs only on the last builds" in first  # due whatever the levers do
    assert "Saves memory: smaller batch with gradient accumulation" in first


async def test_an_owner_s_details_from_a_question_say_what_saves_memory(world):
    text = "my 1060 3gb runs out of memory training a cnn"
    user = world.alice.user
    await user.send_dm(text)

    [answer] = bot_messages(world, user.dm_channel)
    rest = await details_text(user, answer)
    assert "What saves memory" in rest and "gradient checkpointing" in rest and "`owner.out-of-memory`" in rest
