"""Questions in words on Discord (issue 19 §4): a message that mentions the bot, a reply to one of
its answers, or a DM is read by the core (:meth:`advisor.api.Advisor.ask`) and answered with the
named command's embed (the per-command renderers of :mod:`bot.render`) and the read-as line.

No privileged intent is needed: Discord delivers the content of DMs and of messages that mention
the bot (a reply mentions its author unless the member turns that off; such a reply arrives
without its content, and the member is told, once, to mention the bot). Every other message is
ignored, and so are bots and webhooks. Answers are replies (in a thread for long answers where
the bot may open one) with ``allowed_mentions`` none; what the member typed is echoed only
through :func:`bot.quoting.quote`. Each member has a cooldown (:data:`USER_RATE` per
:data:`USER_PER` seconds) and each channel a cap (:data:`CHANNEL_RATE` per :data:`CHANNEL_PER`);
beyond them the bot stays quiet (a member is told once per cooldown). The previous question of a
conversation lives in memory only, as its reading (:class:`Conversations`: a time limit and a byte
bound, ``CONVERSATION_MB``); a refusal or a question asked back is one too (the core answers its
follow-up, asks again or refuses in words). A question the bot could not answer never becomes a
conversation's context (the next message is read afresh), and the member is told so in words rather
than left without a reply.
"""

from __future__ import annotations

import logging
import sys
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from advisor.ask.models import Context, Question
from advisor.ask.reader import language_of
from advisor.commands import BY_NAME, Args, CommandSpec
from advisor.i18n import Message, Text, msg, resolve_language
from advisor.models import Comparison, Fit, Recommendation, Verdict
from bot.cogs.common import given
from bot.details import details_view
from bot.i18n import t
from bot.render.common import fit_embed
from bot.render.compare import render_comparison
from bot.render.fits import render_fit
from bot.render.recommend import render_recommendation
from bot.render.short import answer_embed as short_answer
from bot.render.why import render_verdict
from bot.servers import ServerContext

if TYPE_CHECKING:
    from bot.app import AdvisorBot

log = logging.getLogger(__name__)

USER_RATE, USER_PER = 4, 30.0
"""A member's questions: at most this many per this many seconds."""
CHANNEL_RATE, CHANNEL_PER = 12, 60.0
"""Answers in one channel: at most this many per this many seconds (a busy channel is not flooded)."""
CONTEXT_SECONDS = 30 * 60
"""How long a previous question is kept for a follow-up."""
CONTEXT_BYTES = 8 * 2**20
"""Memory the kept conversations may hold together by default (``CONVERSATION_MB``): about 12,000
readings (a reading is ~250 bytes of JSON, an entry ~570 bytes with its key; a whole answer was
~90-125 KiB)."""
ENTRY_OVERHEAD = 400
"""Bytes a kept entry costs besides its reading's bytes: its key (a message id, or a channel and a
member), its time and its slot in the dictionary (~310 bytes measured with tracemalloc, and the
dictionary's table as it grows: test_conversations_hold_readings_within_their_byte_bound)."""
LONG_ANSWER = 4000
"""An embed longer than this (characters; Discord allows 6,000) goes into a thread, where the bot may open one."""
FAILED = msg("bot.ask.failed", "Sorry, I could not answer that. Ask it again in other words, or use /recommend, "
             "/compare, /why or /fits.")
"""Said when answering a question failed (the member is never left without a reply)."""


RENDERERS: dict[type, Callable[..., discord.Embed]] = {
    Recommendation: render_recommendation, Comparison: render_comparison, Verdict: render_verdict, Fit: render_fit}
"""The embed renderer of each answer a question can get (the slash commands' own)."""


class Conversations:
    """Previous questions by key (the bot's answer message id, or a DM's or thread's channel and
    member), in memory only, as their readings (:class:`~advisor.ask.models.Context`, kept as
    JSON bytes: what a follow-up needs, never the answer): each kept at most ``seconds``, all
    together at most ``max_bytes`` (each entry counted as its bytes plus :data:`ENTRY_OVERHEAD`);
    the least recently used go first."""

    def __init__(self, max_bytes: int = CONTEXT_BYTES, seconds: float = CONTEXT_SECONDS) -> None:
        self.max_bytes, self.seconds = max_bytes, seconds
        self.size = 0
        """The bytes the kept entries are counted at (at most ``max_bytes``)."""
        self._items: OrderedDict[Any, tuple[float, bytes]] = OrderedDict()

    @staticmethod
    def _cost(data: bytes) -> int:
        return sys.getsizeof(data) + ENTRY_OVERHEAD

    def get(self, key: Any, now: float | None = None) -> Context | None:
        """The reading kept under ``key``, or None (never kept, forgotten, or older than the time limit)."""
        now = time.monotonic() if now is None else now
        item = self._items.get(key)
        if item is None:
            return None
        if now - item[0] > self.seconds:
            self.forget(key)
            return None
        self._items.move_to_end(key)
        return Context.kept(item[1])

    def put(self, key: Any, question: Question | Context, now: float | None = None) -> None:
        """Keep ``question``'s reading under ``key`` (dropping the least recently used past the byte bound)."""
        context = question.context() if isinstance(question, Question) else question
        data = context.stored()
        self.forget(key)
        self._items[key] = (time.monotonic() if now is None else now, data)
        self.size += self._cost(data)
        while self.size > self.max_bytes and self._items:
            _, (_, old) = self._items.popitem(last=False)
            self.size -= self._cost(old)

    def forget(self, key: Any) -> None:
        """Drop what is kept under ``key`` (nothing if nothing is)."""
        item = self._items.pop(key, None)
        if item is not None:
            self.size -= self._cost(item[1])

    def __len__(self) -> int:
        return len(self._items)


class _Buckets:
    """Token buckets by key (discord.py's :class:`~discord.app_commands.Cooldown`), bounded."""

    def __init__(self, rate: int, per: float, maxsize: int = 4096) -> None:
        self.rate, self.per, self.maxsize = rate, per, maxsize
        self._buckets: OrderedDict[int, app_commands.Cooldown] = OrderedDict()

    def spend(self, key: int, now: float) -> float:
        """Spend one use at ``now``; 0 if there was one, else the seconds until there is."""
        bucket = self._buckets.get(key)
        if bucket is None:
            bucket = self._buckets[key] = app_commands.Cooldown(self.rate, self.per)
            while len(self._buckets) > self.maxsize:
                self._buckets.popitem(last=False)
        return bucket.update_rate_limit(now) or 0.0


def question_language(settings_language: str | None, question: Question, guild_locale: object) -> str:
    """The answer's language: the server's answer language (``/settings set language``), else the
    question's own (the member's, as far as a message tells), else the server's locale, else English."""
    if settings_language:
        return settings_language
    if question.language != "en":
        return question.language
    found = resolve_language(getattr(guild_locale, "value", guild_locale), default=None)
    return found or "en"


def reply_text(question: Question, language: str) -> str:
    """The reply line for Discord: the read-as line with the command as code (options such as
    ``use_case`` stay unformatted), any other reply with user text quoted."""
    reply: Message = question.reply
    command = reply.params.get("command")
    if reply.key.startswith("ask.read-as") and isinstance(command, Text):
        reply = reply.model_copy(update={"params": {**reply.params, "command": Text(value=f"`{command.value}`")}})
    if question.read_as_line is not None:  # a reply in words: its answer first, then what was read of it (issue 28 §2)
        return f"{t(reply, language)}\n\n{t(question.read_as_line, language)}"
    return t(reply, language)


def answer_embed(question: Question, language: str) -> discord.Embed | None:
    """The short form of the question's answer, as the named command's first message
    (:func:`bot.render.short.answer_embed`; None without an answer), sized so that it and the reply's text
    (:func:`reply_text`, sent in the same message) keep within the first message's characters."""
    answer = question.answer
    if answer is None:
        return None
    if getattr(answer, "shape", None) is None:  # an answer shaped nowhere: the command's full embed
        return fit_embed(RENDERERS[type(answer)](answer, language=language))
    return short_answer(answer, language, reserved=len(reply_text(question, language)))


def details_of(question: Question, server: ServerContext) -> tuple[CommandSpec, Args] | None:
    """The command and arguments that compute the question's answer again (its Details button,
    :mod:`bot.details`): the arguments its slots gave the command (the command table's
    :meth:`~advisor.commands.CommandSpec.question`), with ``server``'s defaults, as it was answered;
    the market the answer is in. None without an answer."""
    spec = BY_NAME.get(question.read_as.command)
    if question.answer is None or spec is None:
        return None
    args = spec.arguments(spec.question(question.read_as), given(server))
    market = getattr(question.answer, "market", None)
    for p in spec.params:  # the same prices when another server's member presses it
        if p.kind == "market" and market is not None:
            args[p.name] = market.id
    return spec, args


class AskCog(commands.Cog, name="Ask"):
    """Answers questions asked in words (module docstring)."""

    def __init__(self, bot: AdvisorBot) -> None:
        self.bot = bot
        settings = getattr(bot, "settings", None)
        self.conversations = Conversations(int(getattr(settings, "conversation_mb", CONTEXT_BYTES // 2**20) * 2**20))
        self.users = _Buckets(USER_RATE, USER_PER)
        self.channels = _Buckets(CHANNEL_RATE, CHANNEL_PER)
        self._told: OrderedDict[int, float] = OrderedDict()  # members told to mention the bot / to slow down

    def addressed(self, message: discord.Message) -> tuple[bool, Context | None]:
        """Whether ``message`` is for the bot (a DM, a mention, a reply to the bot), and the previous
        question it follows up, if any."""
        me = self.bot.user
        if me is None or message.author.bot or message.webhook_id is not None or message.author.id == me.id:
            return False, None
        ref = message.reference
        replied = ref.resolved if ref is not None and isinstance(ref.resolved, discord.Message) else None
        to_me = replied is not None and replied.author.id == me.id
        dm = message.guild is None
        mentioned = any(u.id == me.id for u in message.mentions) or f"<@{me.id}>" in message.content \
            or f"<@!{me.id}>" in message.content
        if not (dm or mentioned or to_me):
            return False, None
        context = None
        if to_me and replied is not None:
            context = self.conversations.get(replied.id)
        if context is None and (dm or isinstance(message.channel, discord.Thread)):
            context = self.conversations.get((message.channel.id, message.author.id))
        return True, context

    @commands.Cog.listener()
    async def on_message(self, message: discord.Message) -> None:
        """Answer a question for the bot (module docstring); never raises."""
        try:
            addressed, context = self.addressed(message)
            if addressed:
                await self._answer(message, context)
        except Exception:
            log.exception("could not answer message %s", message.id)

    @commands.Cog.listener()
    async def on_command_error(self, ctx: commands.Context, error: commands.CommandError) -> None:
        """A mention is no text command (the bot has none): not an error to log."""
        if not isinstance(error, commands.CommandNotFound):
            log.error("text command error", exc_info=error)

    async def _answer(self, message: discord.Message, context: Context | None) -> None:
        me = self.bot.user
        assert me is not None
        now = time.time()
        text = message.content.replace(f"<@!{me.id}>", " ").replace(f"<@{me.id}>", " ").strip()
        if not text and message.reference is not None and message.guild is not None \
                and not any(u.id == me.id for u in message.mentions):
            # a reply to the bot whose author turned its mention off: Discord sent no content
            if self._tell_once(message.author.id, now):
                said = msg("bot.ask.mention", "I can only read replies that mention me: mention me (@{name}) in your "
                           "reply, or turn its @ mention on.", name=Text(value=me.display_name))
                await self._send(message, t(said, self._guild_language(message)))
            return
        wait = self.users.spend(message.author.id, now)
        if wait:
            if self._tell_once(message.author.id, now):
                await self._send(message, t(msg("bot.ask.cooldown", "You are asking faster than I can answer: try "
                                                "again in {seconds:.0f} s — our conversation is kept where it was.",
                                                seconds=max(wait, 1.0)),
                                            self._guild_language(message)))
            return
        if self.channels.spend(message.channel.id, now):
            log.info("channel %s: question cap reached, %s not answered", message.channel.id, message.id)
            return
        keys = self._keys(message)
        try:
            question, sent = await self._reply(message, text, context)
        except Exception:
            log.exception("could not answer message %s", message.id)
            for key in keys:  # what led here is no context for the next message: it is read afresh
                self.conversations.forget(key)
            await self._send(message, t(FAILED, self._language(message, text)))
            return
        if question is None:
            return
        if sent is None:
            for key in keys:  # an answer Discord did not take is no context either
                self.conversations.forget(key)
            return
        if sent.channel.id != message.channel.id:  # a thread opened for a long answer: follow-ups there
            keys.append((sent.channel.id, message.author.id))
        context = question.context()
        for key in [sent.id, *keys]:
            self.conversations.put(key, context)

    @staticmethod
    def _keys(message: discord.Message) -> list[Any]:
        """Where a conversation's previous question is kept besides the answer's id: the channel and
        member, in a DM or a thread (where follow-ups need no reply)."""
        if message.guild is None or isinstance(message.channel, discord.Thread):
            return [(message.channel.id, message.author.id)]
        return []

    async def _reply(self, message: discord.Message, text: str,
                     context: Context | None) -> tuple[Question | None, discord.Message | None]:
        """Answer ``text`` (with ``context``, the conversation's previous reading): the question and
        the reply sent (None when Discord refused it); no question for nothing to answer. Raises
        whatever answering raised (the caller says so in words)."""
        advisor = self.bot.advisor
        assert advisor is not None
        server = await self.bot.server_views.context_async(advisor, self.bot.storage,
                                                           message.guild.id if message.guild else None)
        question = server.advisor.ask(text, context=context, market=server.market,
                                      use_case=server.settings.use_case, bare_currency=server.bare_currency)
        if question.read_as.command == "none":
            return None, None
        language = question_language(server.settings.language, question,
                                     message.guild.preferred_locale if message.guild else None)
        embed = answer_embed(question, language)
        asked = details_of(question, server)
        view = details_view(*asked, language, words=True) if asked is not None and embed is not None else None
        return question, await self._send(message, reply_text(question, language), embed, view)

    def _language(self, message: discord.Message, text: str) -> str:
        """The language to say something in without a read question: the text's own if Chinese,
        else the server's."""
        found = language_of(text)
        return found if found != "en" else self._guild_language(message)

    def _guild_language(self, message: discord.Message) -> str:
        if message.guild is None:
            return "en"
        return resolve_language(message.guild.preferred_locale.value, default=None) or "en"

    def _tell_once(self, user_id: int, now: float) -> bool:
        """True the first time in a cooldown period that a member is told something."""
        last = self._told.get(user_id)
        if last is not None and now - last < USER_PER:
            return False
        self._told[user_id] = now
        self._told.move_to_end(user_id)
        while len(self._told) > 4096:
            self._told.popitem(last=False)
        return True

    async def _send(self, message: discord.Message, content: str, embed: discord.Embed | None = None,
                    view: discord.ui.View | None = None) -> discord.Message | None:
        """Reply to ``message`` (in a thread for a long answer, where the bot may open one), pinging
        nobody, with ``view`` (the answer's Details button); None when Discord refused it (logged)."""
        none = discord.AllowedMentions.none()
        extra: dict[str, Any] = {"view": view} if view is not None else {}
        try:
            if embed is not None and len(embed) > LONG_ANSWER and self._can_thread(message):
                thread = await message.create_thread(name=THREAD_NAME_TEXT, auto_archive_duration=60)
                return await thread.send(content=content, embed=embed, allowed_mentions=none, **extra)
            with_embed: dict[str, Any] = {} if embed is None else {"embed": embed}
            return await message.reply(content=content, allowed_mentions=none, mention_author=False, **with_embed,
                                       **extra)
        except discord.HTTPException as exc:
            log.warning("could not answer message %s: %s", message.id, exc)
            return None

    def _can_thread(self, message: discord.Message) -> bool:
        channel = message.channel
        if message.guild is None or not isinstance(channel, discord.TextChannel):
            return False
        return channel.permissions_for(message.guild.me).create_public_threads


THREAD_NAME_TEXT = "GPU Advisor"
"""The name of a thread opened for a long answer (a name, the same in every language)."""


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(AskCog(bot))  # type: ignore[arg-type]
