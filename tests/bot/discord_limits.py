"""Discord's message limits, checked independently of ``bot.render``.

Source: https://discord.com/developers/docs/resources/message#embed-object-embed-limits and
the message content limit (2,000 characters).
"""

from __future__ import annotations

import discord

from product import LANGUAGES  # noqa: F401 - every language the bot answers in (from the product): the limit

#                                  checks run in each (Discord counts characters; a Chinese answer has other lengths)

TITLE = 256
DESCRIPTION = 4096
FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
AUTHOR = 256
TOTAL = 6000
CONTENT = 2000
CHOICES = 25
CHOICE_NAME = 100


def embed_problems(embed: discord.Embed) -> list[str]:
    """Every limit the embed breaks, computed from its wire form (empty list = it fits)."""
    data = embed.to_dict()
    problems: list[str] = []
    title = data.get("title") or ""
    description = data.get("description") or ""
    footer = (data.get("footer") or {}).get("text") or ""
    author = (data.get("author") or {}).get("name") or ""
    fields = data.get("fields") or []
    if len(title) > TITLE:
        problems.append(f"title has {len(title)} chars")
    if len(description) > DESCRIPTION:
        problems.append(f"description has {len(description)} chars")
    if len(fields) > FIELDS:
        problems.append(f"{len(fields)} fields")
    total = len(title) + len(description) + len(footer) + len(author)
    for field in fields:
        name, value = field.get("name") or "", field.get("value") or ""
        if not name.strip() or len(name) > FIELD_NAME:
            problems.append(f"field name {name[:40]!r} has {len(name)} chars")
        if not value.strip() or len(value) > FIELD_VALUE:
            problems.append(f"field {name[:40]!r} value has {len(value)} chars")
        total += len(name) + len(value)
    if len(footer) > FOOTER:
        problems.append(f"footer has {len(footer)} chars")
    if len(author) > AUTHOR:
        problems.append(f"author has {len(author)} chars")
    if total > TOTAL:
        problems.append(f"embed totals {total} chars")
    return problems


def assert_fits(embed: discord.Embed, context: str = "") -> None:
    """Fail with the list of broken limits (and ``context``) if ``embed`` does not fit."""
    problems = embed_problems(embed)
    assert not problems, f"{context}: {problems}"


def assert_content_fits(content: str | None, context: str = "") -> None:
    """Fail if message content is over 2,000 characters."""
    assert len(content or "") <= CONTENT, f"{context}: content has {len(content or '')} chars"
