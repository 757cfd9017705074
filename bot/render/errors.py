"""Short ephemeral error texts (message content, not embeds)."""

from __future__ import annotations

import discord

from advisor.errors import AdvisorError
from bot.quoting import escape
from bot.render.common import CONTENT_MAX, clip


def core_error_text(error: AdvisorError, language: str = "en") -> str:
    """The core's one sentence for a user error, in ``language``, safe to post: a keyed error
    is rendered with the text the user typed quoted (:func:`bot.quoting.quote`); an error the
    core made from plain English (no message key yet) is escaped whole, as it may hold raw
    user text."""
    from bot.quoting import quote

    if error.msg is not None:
        return error.render(language, user_text=quote)
    return escape(error.message)


def error_text(message: str, *, hint: str = "") -> str:
    """A short ephemeral error: one sentence (already safe to post), then a hint on its own
    line, within the 2,000-character content limit; mentions are broken."""
    text = message.strip()
    if hint:
        text += f"\n{hint}"
    return clip(discord.utils.escape_mentions(text), CONTENT_MAX)
