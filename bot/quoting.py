"""The one way the bot echoes text: what a user typed, and core text that may contain it.

Discord renders Markdown in message content and embeds: ``**bold**``, ``__underline__``,
``~~strike~~``, ``||spoiler||``, `` `code` ``, headings and quotes at a line's start, and masked
links ``[free nitro](https://evil.example)`` that show one text and open another address. Text
a user typed must never do any of that in the bot's replies (issue 12), so every echo goes
through :func:`quote`:

1. the core's quoting (:func:`advisor.text.quote_user_text`): control characters removed,
   white space folded, clipped to :data:`QUOTE_MAX` characters, ``@`` defused;
2. links defused: a zero-width space after every ``:`` of ``://`` (so no address is linked),
   between ``]`` and ``(`` (so no masked link forms) and after ``<`` (no ``<@id>``,
   ``<#channel>``, ``<t:…>`` or ``</command:id>`` tag);
3. :func:`discord.utils.escape_markdown` over everything (links included, as none is left),
   and ``[`` escaped too.

:func:`escape` is steps 2 and 3 alone, for a core text that is not a keyed message yet and may
hold raw user text (it is escaped whole; see :func:`bot.i18n.for_discord`).
"""

from __future__ import annotations

import re
from functools import lru_cache

from discord.utils import escape_markdown

from advisor.text import quote_user_text

QUOTE_MAX = 60
"""At most this many characters of what a user typed are echoed (before escaping)."""

ZWSP = "\u200b"
_LINK_PARTS = re.compile(r"(?<=:)(?=//)|(?<=\])(?=\()|(?<=<)")


@lru_cache(maxsize=16384)  # the same core sentences (rule texts) come back answer after answer
def escape(text: str) -> str:
    """``text`` with links defused and every Markdown character escaped: it shows as typed and
    formats nothing (no bold, spoiler, code, heading, quote, masked or plain link, mention tag)."""
    # After the zero-width spaces no "[…](…)" is left for escape_markdown to escape, so every
    # "[" is escaped here, once.
    return escape_markdown(_LINK_PARTS.sub(ZWSP, text), ignore_links=False).replace("[", "\\[")


def quote(text: object, limit: int = QUOTE_MAX) -> str:
    """Text a user typed, as the bot may echo it: the core's quoting (clipped to ``limit``
    characters, control characters removed, ``@`` defused), then :func:`escape`."""
    return escape(quote_user_text(text, limit))
