"""Helpers shared by the cogs: autocomplete, a server's defaults for the command table, permission
and owner checks, cooldowns, and the defer → chart → followup answer of the chart commands.

Cogs import what they need from here; nothing here imports :mod:`bot.app` at run time.
"""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import discord
from discord import app_commands

from advisor.commands import CARD
from advisor.errors import AdvisorError
from advisor.i18n import Text, msg
from advisor.kinds import Given
from advisor.models import MarketList, Resolution
from bot.i18n import described, interaction_language, t
from bot.render.common import CHOICE_NAME_MAX, CHOICES_MAX, clip
from bot.servers import ServerContext
from bot.tree import NotOwner

if TYPE_CHECKING:
    from advisor import Advisor
    from bot.app import AdvisorBot

log = logging.getLogger(__name__)

T = TypeVar("T")
M = TypeVar("M")

# --------------------------------------------------------------------------- option texts
# Descriptions are locale_str carrying their message key (bot.i18n.described): Discord shows them
# in the member's language once the commands are synced.
CARD_HELP = described(CARD.help, capital=True)
"""A card option's description (the command table's card parameter), for the commands outside the table."""


# --------------------------------------------------------------------------- autocomplete


def advisor_of(interaction: discord.Interaction) -> Advisor:
    """The advisor core loaded by the bot that received ``interaction``."""
    bot: AdvisorBot = interaction.client  # type: ignore[assignment]
    assert bot.advisor is not None, "setup_hook loads the advisor before any command runs"
    return bot.advisor


def given(server: ServerContext) -> Given:
    """What the command table's readers and calls take from a server (:class:`~advisor.kinds.Given`):
    its advisor (its prices), its default market and use case, and the currency of a bare budget."""
    return Given(server.advisor, market=server.market, use_case=server.use_case, bare_currency=server.bare_currency)


async def for_server(interaction: discord.Interaction) -> ServerContext:
    """The core with the prices of the server the interaction comes from, and that server's
    settings (default market, use case, bare-budget currency); in a DM, the shared core and no
    settings. Answering commands ``await`` this instead of :func:`advisor_of` (see
    :mod:`bot.servers`: a view that must be built is built off the event loop). Raises
    :class:`~storage.StorageError` if the server's data cannot be read."""
    bot: AdvisorBot = interaction.client  # type: ignore[assignment]
    return await bot.server_views.context_async(advisor_of(interaction), bot.storage, interaction.guild_id)


def text_choices(names: Sequence[str]) -> list[app_commands.Choice[str]]:
    """Turn names (cards, models) into at most 25 autocomplete choices, each name and value ≤ 100 chars."""
    out: list[app_commands.Choice[str]] = []
    seen: set[str] = set()
    for name in names:
        value = clip(name, CHOICE_NAME_MAX)
        if not value or value in seen:
            continue
        seen.add(value)
        out.append(app_commands.Choice(name=value, value=value))
        if len(out) == CHOICES_MAX:
            break
    return out


async def card_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Autocomplete a card option from the core's in-memory index (popular cards for empty
    input). Never raises: a failure is logged and offers no choices."""
    try:
        names = advisor_of(interaction).complete(current[:100], limit=CHOICES_MAX)
    except Exception:
        log.exception("card autocomplete failed for %r", current[:100])
        return []
    return text_choices(names)


async def model_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Autocomplete a model option (``/fits``, ``/recommend``'s ``model``) from the core's model
    table and common sizes ("7b"). Never raises: a failure is logged and offers no choices."""
    try:
        return text_choices(advisor_of(interaction).complete_models(current[:100], limit=CHOICES_MAX))
    except Exception:
        log.exception("model autocomplete failed for %r", current[:100])
        return []


def market_choices(markets: MarketList, current: str = "", language: str = "en") -> list[app_commands.Choice[str]]:
    """One choice per market (``name (id)`` → ``id``, the name in ``language``) matching
    ``current`` (its id or its name in English or in ``language``), the default first, at most 25."""
    needle = current.strip().lower()
    ordered = sorted(markets.markets, key=lambda m: m.id != markets.default)
    out = []
    for m in ordered:
        name = t(m.name, language)
        if needle in m.id or needle in t(m.name, "en").lower() or needle in name.lower():
            out.append(app_commands.Choice(name=clip(f"{name} ({m.id})", CHOICE_NAME_MAX), value=m.id))
    return out[:CHOICES_MAX]


async def market_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Autocomplete the market option. Markets are data (known once the core has loaded), so
    they are offered here rather than as fixed choices; a typed id the core does not know
    gets its ``unknown_market`` error. Never raises."""
    try:
        return market_choices(advisor_of(interaction).markets(), current[:100], interaction_language(interaction))
    except Exception:
        log.exception("market autocomplete failed")
        return []


def resolve_quietly(advisor: Advisor, query: str) -> Resolution | None:
    """The core's reading of a typed card name, or ``None`` if it cannot be resolved (the
    command's own call then raises the user-facing error)."""
    try:
        return advisor.resolve(query)
    except AdvisorError:
        return None


# --------------------------------------------------------------------------- checks
class BotPermissionsCheck:
    """The check :func:`needs_bot_permissions` adds to a command; ``permissions`` is what it
    declares (the invite URL asks for every declared permission: :func:`bot.app.bot_permissions`)."""

    def __init__(self, **perms: bool) -> None:
        self.wanted = [name for name, wanted in perms.items() if wanted]
        self.permissions = discord.Permissions(**{name: True for name in self.wanted})

    def __call__(self, interaction: discord.Interaction) -> bool:
        if interaction.guild is None:
            return True
        have = interaction.app_permissions
        missing = [name for name in self.wanted if not getattr(have, name)]
        if missing:
            raise app_commands.BotMissingPermissions(missing)
        return True


def needs_bot_permissions(**perms: bool) -> Callable[[T], T]:
    """Check that the bot may use these permissions where the command runs (guild channels
    only; DMs always allow embeds and files). Raises
    :class:`~discord.app_commands.BotMissingPermissions` listing what is missing. The bot's
    invite URL asks for every permission a command declares here (:func:`bot.app.bot_permissions`)."""
    return app_commands.check(BotPermissionsCheck(**perms))


async def owner_only(interaction: discord.Interaction) -> bool:
    """Check: the user is the bot's owner (or a member of its owning team); raises
    :class:`~bot.tree.NotOwner` for anyone else."""
    if await interaction.client.is_owner(interaction.user):  # type: ignore[attr-defined]
        return True
    raise NotOwner(interaction.command.qualified_name if interaction.command else "")


# --------------------------------------------------------------------------- cooldowns
class UserCooldowns:
    """Per-user, per-command rate limits owned by one bot (``bot.chart_cooldowns``).

    Same semantics as :func:`discord.app_commands.checks.cooldown` (a token bucket per key,
    :class:`~discord.app_commands.CommandOnCooldown` when empty), but the buckets live on the
    bot instead of in the decorator's closure, which every bot in the process would share.
    ``rate`` 0 turns the limit off. Buckets that have fully refilled are pruned as it grows.
    """

    PRUNE_EVERY = 1024

    def __init__(self, rate: int, per: float) -> None:
        self.rate = rate
        self.per = per
        self._buckets: dict[tuple[str, int], app_commands.Cooldown] = {}
        self._inserts = 0

    def check(self, command: str, user_id: int, now: float) -> None:
        """Raise ``CommandOnCooldown`` if ``user_id`` has no use of ``command`` left at ``now``,
        without spending one (a command the core then rejects costs nothing: see :meth:`hit`)."""
        bucket = self._buckets.get((command, user_id)) if self.rate > 0 else None
        if bucket is not None:
            retry_after = bucket.get_retry_after(now)
            if retry_after:
                raise app_commands.CommandOnCooldown(bucket, retry_after)

    def hit(self, command: str, user_id: int, now: float) -> None:
        """Spend one use of ``command`` by ``user_id`` at ``now`` (seconds since the epoch; the
        interaction's creation time, as discord.py's own cooldowns use); raise
        ``CommandOnCooldown`` if none is left."""
        if self.rate <= 0:
            return
        key = (command, user_id)
        bucket = self._buckets.get(key)
        if bucket is None:
            bucket = self._buckets[key] = app_commands.Cooldown(self.rate, self.per)
            self._inserts += 1
            if self._inserts % self.PRUNE_EVERY == 0:
                self.prune(now)
        retry_after = bucket.update_rate_limit(now)
        if retry_after:
            raise app_commands.CommandOnCooldown(bucket, retry_after)

    def give_back(self, command: str, user_id: int, now: float) -> None:
        """Return one use of ``command`` spent by :meth:`hit` at ``now`` that did not happen (the
        change it paid for was not saved): the bucket gets its token back, never more than full."""
        bucket = self._buckets.get((command, user_id)) if self.rate > 0 else None
        if bucket is not None and bucket.get_tokens(now) < bucket.rate:
            bucket.update_rate_limit(now, tokens=-1)  # discord.py's own way to add a token

    def prune(self, now: float) -> None:
        """Forget buckets that are full again at ``now`` (their users are no longer limited)."""
        self._buckets = {k: b for k, b in self._buckets.items() if b.get_tokens(now) < b.rate}

    def __len__(self) -> int:
        return len(self._buckets)


class ServerWritesLimited(AdvisorError):
    """A server made more changes to its own prices and settings than ``ADMIN_WRITE_RATE`` per
    ``ADMIN_WRITE_SECONDS``; nothing was changed."""

    code = "server_writes_limited"


def spend_server_write(interaction: discord.Interaction) -> None:
    """Spend one of the server's changes (``/price set``, ``/price reset``, ``/settings set``),
    shared by all its admins (``settings.admin_write_*``: one server's admins are not a trusted
    party, and every change rebuilds the server's view). Raises :class:`ServerWritesLimited`
    (an ephemeral sentence saying when they may change things again) before anything is
    changed or deferred. The change then runs through :func:`save_server_change`, which gives
    the spent change back if it is not saved."""
    from datetime import timedelta

    limits: UserCooldowns = interaction.client.admin_writes  # type: ignore[attr-defined]
    try:
        limits.hit("server writes", interaction.guild_id or 0, interaction.created_at.timestamp())
    except app_commands.CommandOnCooldown as limited:
        log.info("server %s: change by %s refused (%d per %g s)", interaction.guild_id, interaction.user.id,
                 limits.rate, limits.per)
        when = interaction.created_at + timedelta(seconds=max(limited.retry_after, 1.0))
        raise ServerWritesLimited(msg(
            "admin.writes_limited", "This server has made {rate} changes to its prices and settings within {seconds} "
            "seconds, the most it may; nothing was changed. Try again {when}.", rate=limits.rate,
            seconds=Text(value=f"{limits.per:g}"), when=Text(value=discord.utils.format_dt(when, "R")))) from None


async def save_server_change(interaction: discord.Interaction, write: Callable[..., T], /, *args: Any,
                             **kwargs: Any) -> T:
    """Run ``write`` (a store method that changes the server's data) in a worker thread, off the
    event loop, and return what it returns. Only a saved change counts toward the server's
    change limit (:func:`spend_server_write`, spent by ``interaction`` before it deferred): a
    write that raises — a full disk, a database gone, the cap — saved nothing, so the change it
    spent is given back before the error goes on to the member."""
    try:
        return await asyncio.to_thread(write, *args, **kwargs)
    except BaseException:
        limits: UserCooldowns = interaction.client.admin_writes  # type: ignore[attr-defined]
        limits.give_back("server writes", interaction.guild_id or 0, interaction.created_at.timestamp())
        raise


def server_admin_group(cls: T) -> T:
    """A command group of a server's own data (``/price``, ``/settings``): in servers only (not DMs),
    installed on the server (not a member's account), and shown by default only to members with
    Manage Server (the server's admins can change that in Integrations)."""
    cls = app_commands.default_permissions(manage_guild=True)(cls)
    cls = app_commands.allowed_installs(guilds=True, users=False)(cls)
    return app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)(cls)


def chart_cooldown() -> Callable[[T], T]:
    """Check: the per-user cooldown of the chart commands (``settings.chart_cooldown_*``).

    The same user shares one bucket per command across servers and DMs. The check only looks:
    a use is spent by :func:`answer_with_chart`, once the core has answered, so a rejected
    command (a bad budget, an unknown card) does not count."""

    def predicate(interaction: discord.Interaction) -> bool:
        _cooldowns(interaction).check(*_cooldown_key(interaction))
        return True

    return app_commands.check(predicate)


def _cooldowns(interaction: discord.Interaction) -> UserCooldowns:
    return interaction.client.chart_cooldowns  # type: ignore[attr-defined]


def _cooldown_key(interaction: discord.Interaction) -> tuple[str, int, float]:
    name = interaction.command.qualified_name if interaction.command else "?"
    return name, interaction.user.id, interaction.created_at.timestamp()


# --------------------------------------------------------------------------- answers with a chart
CHART_FOLLOWS = msg("bot.chart.follows", "The chart follows in a moment.")
"""Said with an answer whose chart waits its turn (the chart is added to the message when drawn)."""


async def answer_with_chart(
    interaction: discord.Interaction,
    model: M,
    draw: Callable[[M], bytes | None],
    build_embed: Callable[[str | None], discord.Embed],
    filename: str,
    view: discord.ui.View | None = None,
) -> None:
    """Answer with an embed and a chart, drawn off the event loop by the bot's
    :class:`~bot.charts.ChartRenderer` (``bot.charts``), so that a burst of chart commands never
    holds the answers back. The interaction is deferred first ("thinking…"), then:

    * a worker is free: the chart is drawn and the answer sent with it (one message);
    * every worker is busy: the answer is sent at once with :data:`CHART_FOLLOWS`, and the chart
      is added to that message when it is drawn;
    * the user's previous chart is still pending, or the queue is full
      (``settings.chart_queue``): the answer is sent at once without a chart.

    Compute ``model`` before calling this, so that user errors stay ephemeral (they are raised
    before any response); a use of the chart cooldown is spent here, once the answer exists.
    ``build_embed(filename or None)`` renders the embed, showing the chart when there is one. A
    chart that fails to draw is logged and the answer stands without it; an answer that Discord
    rejects is logged and the "thinking…" message is replaced with an apology (best-effort).
    ``view`` (the Details button, :mod:`bot.details`) goes with the answer.
    """
    extra: dict[str, Any] = {"view": view} if view is not None else {}
    bot: AdvisorBot = interaction.client  # type: ignore[assignment]
    _cooldowns(interaction).hit(*_cooldown_key(interaction))  # the answer exists: now it counts
    await interaction.response.defer(thinking=True)  # done already when the tree acknowledged it first
    reservation = bot.charts.reserve(interaction.user.id)
    if reservation is None:  # no chart this time
        await _send(interaction, embed=build_embed(None), **extra)
        return
    try:
        if reservation.queued:
            sent = await _send(interaction, content=t(CHART_FOLLOWS, interaction_language(interaction)),
                               embed=build_embed(None), **extra)
            png = await _draw(bot, draw, model, filename)
            if sent:
                await _add_chart(interaction, png, build_embed, filename)
            return
        png = await _draw(bot, draw, model, filename)
    finally:
        bot.charts.release(reservation)
    if png:
        await _send(interaction, embed=build_embed(filename), file=discord.File(io.BytesIO(png), filename=filename),
                    **extra)
    else:
        await _send(interaction, embed=build_embed(None), **extra)


async def _send(interaction: discord.Interaction, **kwargs: Any) -> bool:
    """Send the answer (the deferred response's followup); ``False`` when Discord refused it:
    logged, and the "thinking…" message replaced with an apology (itself best-effort)."""
    try:
        await interaction.followup.send(**kwargs)
        return True
    except discord.HTTPException as exc:
        log.warning("could not deliver the answer to interaction %s: %s", interaction.id, exc)
        try:
            await interaction.edit_original_response(
                content="Sorry, I couldn't deliver this answer (Discord refused it). Please try again."
            )
        except discord.HTTPException as again:
            log.warning("could not replace the pending response either: %s", again)
        return False


async def _draw(bot: AdvisorBot, draw: Callable[[M], bytes | None], model: M, filename: str) -> bytes | None:
    """The chart's PNG, or ``None`` (nothing to draw, or drawing failed: logged)."""
    started = time.perf_counter()
    try:
        png = await bot.charts.render(draw, model)
    except Exception:
        log.exception("could not draw %s; the answer stands without it", filename)
        return None
    log.debug("%s drawn in %.1f ms", filename, (time.perf_counter() - started) * 1000)
    return png


async def _add_chart(interaction: discord.Interaction, png: bytes | None,
                     build_embed: Callable[[str | None], discord.Embed], filename: str) -> None:
    """Replace the "chart follows" answer with the answer and its chart (or without the line,
    when there is no chart after all). Best-effort: the answer is already there."""
    try:
        if png:
            await interaction.edit_original_response(
                content=None, embed=build_embed(filename),
                attachments=[discord.File(io.BytesIO(png), filename=filename)])
        else:
            await interaction.edit_original_response(content=None, embed=build_embed(None))
    except discord.HTTPException as exc:
        log.warning("could not add the chart to interaction %s: %s", interaction.id, exc)
