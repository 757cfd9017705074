"""Short ephemeral error texts (message content, not embeds)."""

from __future__ import annotations

from collections.abc import Sequence

import discord
from discord.utils import escape_markdown

from bot.render.common import CONTENT_MAX, clip

ACCEPTED_BUDGETS = "`500`, `$500`, `5k`, `1,200`, `1w` (= 10,000), `¥3000`, `€800`"


def error_text(message: str, *, suggestions: Sequence[str] = (), hint: str = "") -> str:
    """A short ephemeral error: the core's one-sentence message, then "Did you mean …" or a
    hint, within the 2,000-character content limit."""
    text = message.strip()
    if suggestions:
        shown = ", ".join(f"**{escape_markdown(s)}**" for s in list(suggestions)[:5])
        text += f"\nDid you mean: {shown}?"
    if hint:
        text += f"\n{hint}"
    return clip(discord.utils.escape_mentions(text), CONTENT_MAX)
