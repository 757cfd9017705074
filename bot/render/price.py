"""``/price``'s replies: short texts (ephemeral, for the admin who asked), in their language.

Every sentence is a keyed message (``price.*``, ``admin.*``) rendered with the bot's quoting of
echoed text (Markdown escaped, clipped); a reply fits Discord's 2,000-character content limit.
Nothing here decides anything: it words what the cog did.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

import discord

from advisor.i18n import Card, Date, Message, Money, Text, msg
from advisor.models import Price
from advisor.overrides import condition_message
from bot.i18n import t
from bot.render.common import CONTENT_MAX, clip
from storage import AuditEntry, StoredPrice


def say(message: Message, language: str) -> str:
    """One message as text in ``language``, echoing typed text through the bot's one quoting
    function (:func:`bot.i18n.t`, :func:`bot.quoting.quote`)."""
    return t(message, language)


def _money(amount: float, currency: str) -> Money:
    return Money(amount=amount, currency=currency, digits=0 if float(amount).is_integer() else 2)


def stored_money(price: StoredPrice) -> Money:
    """A server price's amount as the admin gave it."""
    return _money(price.amount, price.currency)


def when(stamp: str) -> str:
    """An ISO 8601 UTC time as a Discord timestamp (shown in each reader's own time zone and
    language), or the text itself if it is no time."""
    try:
        moment = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except (TypeError, ValueError):
        return stamp
    return discord.utils.format_dt(moment, "f")


def who(user_id: int | None, via: str, language: str) -> str:
    """The person who made a change (a mention, which never pings: the bot allows no mentions),
    or "the console"."""
    if user_id is None or via == "console":
        return say(msg("admin.via_console", "the console"), language)
    return f"<@{user_id}>"


def set_text(price: StoredPrice, old: StoredPrice | None, market_price: Price | None, market_name: str,
             notes: Sequence[Message], language: str) -> str:
    """The reply to ``/price set``: the new price, what it replaced, how the card and the amount
    were read (``notes``: the core's messages)."""
    lines = [say(msg("price.set.done", "✅ {card} ({condition}) now costs {amount} in this server's answers "
                     "({market}).", card=Card(value=price.card), condition=condition_message(price.condition),
                     amount=stored_money(price), market=Text(value=market_name)), language)]
    if old is not None:
        lines.append(say(msg("price.set.was_server", "It was {amount}, set {when}.", amount=stored_money(old),
                             when=Text(value=when(old.set_at))), language))
    elif market_price is not None:
        lines.append(say(msg("price.set.was_market", "The market's price was {amount} ({date}).",
                             amount=_money(market_price.amount, market_price.currency),
                             date=Date(value=market_price.as_of)), language))
    else:
        lines.append(say(msg("price.set.was_none", "The market had no price for it: it can now be recommended "
                             "here."), language))
    lines += [f"-# {clip(say(note, language), 300)}" for note in notes]  # how the card and amount were read
    lines.append(say(msg("price.set.undo", "Undo with /price reset card; /price history shows every change."),
                     language))
    return clip("\n".join(lines), CONTENT_MAX)


def list_text(prices: Sequence[StoredPrice], market_names: dict[str, str], language: str, *, page: int = 1,
              guild: int | None = None) -> str:
    """The reply to ``/price list``: the server's prices by market, one page of them.

    A page holds as many prices as fit in one message (each market's name heads its prices, again
    at the top of a page); when there is more than one page, the reply ends by saying which page
    this is, how many prices there are, and how to see the others: ``/price list page``, or all at
    once with the console's ``gpu-advisor prices export --guild ID -`` (``guild``). ``page`` is
    clamped to the pages there are."""
    if not prices:
        return say(msg("price.list.empty", "This server has set no prices: answers use each market's own. "
                       "Set one with /price set."), language)
    title = say(msg("price.list.title", "**Prices this server set** ({count}; they replace the market's in "
                    "this server's answers):", count=len(prices)), language)
    entries = []
    for p in prices:
        line = msg("price.list.line", "• {card} ({condition}): {amount} — {when}", card=Card(value=p.card),
                   condition=condition_message(p.condition), amount=stored_money(p), when=Text(value=when(p.set_at)))
        entries.append((p.market, clip(f"{say(line, language)} · {who(p.set_by, 'discord', language)}", 300)))
    pages = _pages(title, entries, market_names, CONTENT_MAX - LIST_FOOTER_MAX)
    page = min(max(page, 1), len(pages))
    lines, first = pages[page - 1]
    if len(pages) > 1:
        shown = sum(1 for line in lines if line.startswith("•"))
        lines = [*lines, say(msg("price.list.pages", "-# Page {page} of {pages}: prices {first}–{last} of {count}. "
                                 "See another with /price list page, or all of them at once on the console: "
                                 "gpu-advisor prices export --guild {guild} -", page=page, pages=len(pages),
                                 first=first, last=first + shown - 1, count=len(prices),
                                 guild=Text(value=str(guild or "ID"))), language)]
    return "\n".join(lines)


LIST_FOOTER_MAX = 300
"""Room kept on each page of ``/price list`` for the line saying which page it is."""


def _pages(title: str, entries: Sequence[tuple[str, str]], market_names: dict[str, str],
           limit: int) -> list[tuple[list[str], int]]:
    """``entries`` (market id, line) packed into pages of at most ``limit`` characters, the title
    on each, each market's name before its first price on a page; returns ``(lines, number of the
    page's first price)`` per page."""
    pages: list[tuple[list[str], int]] = []
    lines: list[str] = [title]
    first, market, size = 1, None, len(title)
    for i, (market_id, line) in enumerate(entries, 1):
        heading = f"__{market_names.get(market_id, market_id)}__" if market_id != market else None
        more = len(line) + 1 + (len(heading) + 1 if heading else 0)
        if size + more > limit and len(lines) > 1:
            pages.append((lines, first))
            lines, first, size = [title], i, len(title)
            heading = f"__{market_names.get(market_id, market_id)}__"
            more = len(line) + 1 + len(heading) + 1
        if heading:
            lines.append(heading)
        lines.append(line)
        market, size = market_id, size + more
    pages.append((lines, first))
    return pages


def reset_text(removed: Sequence[StoredPrice], market_prices: dict[str, Price | None], card: str, market_name: str,
               language: str) -> str:
    """The reply to ``/price reset card``."""
    if not removed:
        return say(msg("price.reset.none", "This server has no price for {card} in {market}: nothing to reset.",
                       card=Card(value=card), market=Text(value=market_name)), language)
    lines = []
    for p in removed:
        back = market_prices.get(p.condition)
        lines.append(say(msg("price.reset.done", "Removed this server's price of {card} ({condition}), {amount}.",
                             card=Card(value=p.card), condition=condition_message(p.condition), amount=stored_money(p)),
                         language))
        if back is not None:
            lines.append(say(msg("price.reset.back", "Answers use the market's price again: {amount} ({date}).",
                                 amount=_money(back.amount, back.currency), date=Date(value=back.as_of)), language))
        else:
            lines.append(say(msg("price.reset.back_none", "The market has no price of its own for it."), language))
    return _fit(lines, language)


def confirm_text(count: int, markets: Sequence[str], language: str) -> str:
    """The question ``/price reset all`` asks before doing anything."""
    return say(msg("price.reset_all.confirm", "⚠️ Remove all {count} prices this server set (markets: {markets})? "
                   "Answers go back to the markets' own prices. The history keeps a record of each.",
                   count=count, markets=[Text(value=m) for m in markets]), language)


def history_text(entries: Sequence[AuditEntry], card: str | None, language: str) -> str:
    """The reply to ``/price history``: the latest changes, newest first."""
    if not entries:
        if card:
            return say(msg("price.history.empty_card", "No change to {card}'s price was ever made in this server.",
                           card=Card(value=card)), language)
        return say(msg("price.history.empty", "Nothing was ever changed in this server."), language)
    title = (msg("price.history.title_card", "**Latest changes to {card}** (newest first):", card=Card(value=card))
             if card else msg("price.history.title", "**Latest changes in this server** (newest first):"))
    lines = [say(title, language)]
    for e in entries:
        lines.append(f"• {when(e.at)} · {who(e.user_id, e.via, language)} · {say(_describe(e), language)}")
    return _fit(lines, language)


ACTIONS = {
    "set": msg("price.action.set", "set"),
    "reset": msg("price.action.reset", "reset"),
    "reset_all": msg("price.action.reset_all", "reset all"),
    "import": msg("price.action.import", "import"),
    "import_reset": msg("price.action.import_reset", "removed by an import"),
    "setting": msg("price.action.setting", "setting"),
}


def _describe(e: AuditEntry) -> Message:
    action = ACTIONS.get(e.action, msg("price.action.other", "{action}", action=Text(value=e.action)))
    none = msg("price.value.none", "—")
    old = Text(value=e.old_value) if e.old_value else none
    new = Text(value=e.new_value) if e.new_value else none
    if e.setting:
        return msg("price.history.setting", "{action} {setting}: {old} → {new}", action=action,
                   setting=Text(value=e.setting), old=old, new=new)
    return msg("price.history.price", "{action} {card} ({condition}, {market}): {old} → {new}", action=action,
               card=Card(value=e.card or "?"), condition=condition_message(e.condition or "?"),
               market=Text(value=e.market or "?"), old=old, new=new)


def _fit(lines: list[str], language: str) -> str:
    """Lines joined within the content limit; lines that do not fit are dropped whole, and the
    reply then ends by saying how many entries ("• " lines) were left off."""
    out: list[str] = []
    size = 0
    for i, line in enumerate(lines):
        if size + len(line) + 1 > CONTENT_MAX - 100:
            left = sum(1 for rest in lines[i:] if rest.startswith("•"))
            out.append(say(msg("admin.more", "…and {count} more.", count=left), language) if left else "…")
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out)
