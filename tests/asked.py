"""What one question shows, for the tests that read its answer as a member would (round 23's tests shared these).

- :func:`question_faces`: the question answered, its console text and the bot's first message;
- :func:`bot_text`: the bot's first message of an answered question, on one line;
- :func:`chain`: a conversation asked in turn, each follow-up with the previous question as its context (the
  console's way), or with the context the bot keeps (:meth:`advisor.ask.models.Context.stored` and back);
- :func:`find_message`: a message of a key within a message, its parameters or a list of them, at any depth.
"""

from __future__ import annotations

from typing import Any

from advisor.ask.models import Context
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.i18n import Message, MessageParam


def question_faces(advisor, text: str, language: str = "en") -> tuple[Any, str, str]:
    """``(question, console text, Discord first message)`` of ``text`` answered in ``language``; the question must
    be answered (not refused)."""
    from bot.render.short import answer_embed

    q = advisor.ask(text, lang=language)
    assert q.answer is not None, q.error
    console = render_question(q, View(language=language))
    embed = answer_embed(q.answer, language)
    return q, console, f"{embed.title or ''}\n{embed.description or ''}"


def bot_text(q) -> str:
    """The bot's first message of the answered question ``q``, its whitespace joined to single spaces."""
    from bot.render.short import answer_embed

    embed = answer_embed(q.answer, q.language)
    return " ".join(f"{embed.title or ''}\n{embed.description or ''}".split())


def chain(advisor, *texts: str, bot: bool = False):
    """The last question of ``texts`` asked in turn as one conversation; ``bot``: each context passed through the
    bytes the bot keeps."""
    q = None
    for text in texts:
        context = None if q is None else (Context.kept(q.context().stored()) if bot else q)
        q = advisor.ask(text, context=context)
    return q


def find_message(m: Any, key: str) -> Message | MessageParam | None:
    """The message of ``key`` within ``m`` (itself, a parameter at any depth, or an item of a list), or ``None``."""
    if isinstance(m, (Message, MessageParam)):
        if m.key == key:
            return m
        for v in m.params.values():
            if (found := find_message(v, key)) is not None:
                return found
    if isinstance(m, (list, tuple)):
        return next((f for v in m if (f := find_message(v, key)) is not None), None)
    return None


def reply_keys(q) -> set[str]:
    """Every message key in ``q``'s reply, nested parameters and lists included."""
    keys: set[str] = set()

    def walk(m) -> None:
        if hasattr(m, "key"):
            keys.add(m.key)
            for v in m.params.values():
                walk(v)
        elif isinstance(m, (list, tuple)):
            for v in m:
                walk(v)
        elif hasattr(m, "items") and isinstance(m.items, list):
            walk(m.items)

    walk(q.reply)
    return keys
