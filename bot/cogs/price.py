"""``/price``: a server's own GPU prices — set, list, reset (one card, or all with a
confirmation button) and their history.

Who may do what (the field's pattern for guarded commands, three layers):

1. The group's **default permissions** are *Manage Server*: Discord shows ``/price`` only to
   members who have it (admins may widen or narrow that in Server Settings → Integrations).
2. One **interaction check** (:meth:`PriceCog.interaction_check`, run by discord.py before every
   subcommand of the group) refuses DMs, and refuses every *change* (``set``, ``reset``) to a
   member without Manage Server — even one an admin let see the command; ``list`` and
   ``history`` only read. The refusal is the tree's ephemeral "You need the Manage Server
   permission" (:func:`bot.tree.describe_error`).
3. The **autocomplete** of the card options says why nothing can be chosen (no permission, not
   in a server, no prices to reset) instead of offering nothing; the confirmation button
   checks again when it is clicked, and a click on a confirmation that is gone (timed out, or
   the bot restarted since) gets an "expired, run it again" reply instead of Discord's
   "interaction failed" (:meth:`PriceCog.on_interaction`).

Cards are read by the core as ``/why`` reads them (an ambiguous name is refused), amounts by
the core's budget parser (:func:`advisor.overrides.parse_price`); the store
(:class:`storage.Store`) writes each change with its audit row in one transaction, in a
worker thread (the reply is deferred first, so a slow disk never loses the interaction).
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from collections import deque
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from advisor.i18n import msg
from advisor.overrides import parse_price, resolve_card
from bot.cogs.common import (
    CARD_HELP,
    advisor_of,
    card_autocomplete,
    for_server,
    market_autocomplete,
    save_server_change,
    server_admin_group,
    spend_server_write,
    text_choices,
)
from bot.i18n import described, t
from bot.render.common import CHOICE_NAME_MAX, clip
from bot.render.price import confirm_text, history_text, list_text, reset_text, say, set_text
from bot.servers import member_language
from storage import Store

if TYPE_CHECKING:
    from advisor import Advisor
    from advisor.models import Price

log = logging.getLogger(__name__)

CHANGES = frozenset({"price set", "price reset card", "price reset all"})
"""The subcommands that change something (qualified names)."""

CONFIRM_TIMEOUT_S = 60.0
"""How long the ``/price reset all`` buttons wait for an answer."""

CONFIRM_PREFIX = "gpu-advisor:price-reset-all:"
"""Custom ids of the confirmation buttons (a random part per question, so a stale one is known)."""

CONDITION_CHOICES = [app_commands.Choice(name=described(msg("price.condition.new", "new")), value="new"),
                     app_commands.Choice(name=described(msg("price.condition.used", "used")), value="used")]


def can_manage(interaction: discord.Interaction) -> bool:
    """Whether the member may change this server's data: *Manage Server* (or Administrator), as
    Discord resolved the member's permissions for this interaction."""
    perms = interaction.permissions
    return interaction.guild_id is not None and (perms.manage_guild or perms.administrator)


def market_name(advisor: Advisor, market_id: str, language: str) -> str:
    """A market's name in ``language`` (its data text, translated where the catalogue has it)."""
    return t(advisor.catalog.markets[market_id].name, language)


def storage_of(interaction: discord.Interaction) -> Store:
    """The bot's per-server data store (opened at start-up)."""
    storage = getattr(interaction.client, "storage", None)
    assert storage is not None, "setup_hook opens the storage before any command runs"
    return storage


def guild_of(interaction: discord.Interaction) -> int:
    """The server a server-only command runs in; raises ``NoPrivateMessage`` in a DM (the tree
    words it), as the cogs' ``interaction_check`` already did."""
    if interaction.guild_id is None:
        raise app_commands.NoPrivateMessage()
    return interaction.guild_id


def refusal_choice(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]] | None:
    """A single choice that explains why there is nothing to choose (not in a server, or no
    Manage Server), or ``None`` when the member may go on."""
    language = member_language(interaction)
    if interaction.guild_id is None:
        text = say(msg("admin.refused.dm", "Prices and settings belong to a server: use this in one."), language)
    elif not can_manage(interaction):
        text = say(msg("admin.refused.autocomplete", "🔒 Only members with Manage Server can change this "
                       "server's prices."), language)
    else:
        return None
    return [app_commands.Choice(name=clip(text, CHOICE_NAME_MAX), value=clip(current, CHOICE_NAME_MAX) or "-")]


async def set_card_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Cards for ``/price set``: the card autocomplete of ``/why`` (the core's index), or why the
    member cannot set one."""
    refused = refusal_choice(interaction, current)
    if refused is not None:
        return refused
    return await card_autocomplete(interaction, current)


async def priced_card_autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    """Cards for ``/price reset card`` and ``/price history``: the ones this server priced (any
    market) matching the text, or a choice saying why there are none."""
    changes = interaction.command is not None and interaction.command.qualified_name in CHANGES
    refused = refusal_choice(interaction, current) if changes or interaction.guild_id is None else None
    if refused is not None:
        return refused
    try:
        names = sorted({p.card for p in await asyncio.to_thread(storage_of(interaction).prices,
                                                                 guild_of(interaction))})
    except Exception:
        log.exception("priced card autocomplete failed")
        return []
    if not names:
        text = say(msg("price.autocomplete.none", "This server has set no prices yet."), member_language(interaction))
        return [app_commands.Choice(name=clip(text, CHOICE_NAME_MAX), value=clip(current, CHOICE_NAME_MAX) or "-")]
    needle = current.strip().lower()
    return text_choices([n for n in names if needle in n.lower()] or names)


@server_admin_group
class PriceCog(commands.GroupCog, group_name="price",
               group_description=described(msg("price.command.group", "This server's own GPU prices (Manage Server "
                                               "to change them)")),
               group_extras={"about": msg("price.about", "this server's own prices: set, list, reset, history "
                                          "(Manage Server)")}):
    """``/price set``, ``/price list``, ``/price reset card``, ``/price reset all``, ``/price history``."""

    reset = app_commands.Group(name="reset", description=described(msg("price.command.reset",
                                                                        "Go back to the market's prices")))

    def __init__(self) -> None:
        super().__init__()
        self.pending: set[str] = set()  # custom ids of confirmations still waiting for a click
        self.answered: deque[str] = deque(maxlen=512)  # ...and of those answered (their view replies)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Before every ``/price`` subcommand: only in a server, and only *Manage Server* changes
        anything (see the module docstring). Raises the check failures the tree words."""
        if interaction.guild_id is None:
            raise app_commands.NoPrivateMessage()
        name = interaction.command.qualified_name if interaction.command else ""
        if name in CHANGES and not can_manage(interaction):
            log.info("refused /price %s to %s in %s (no Manage Server)", name, interaction.user.id,
                     interaction.guild_id)
            raise app_commands.MissingPermissions(["manage_guild"])
        return True

    # -- set ---------------------------------------------------------------------------
    @app_commands.command(name="set", description=described(msg("price.command.set", "Set this server's price of "
                                                                 "a card (Manage Server)")))
    @app_commands.describe(card=CARD_HELP,
                           amount=described(msg("price.option.amount", "The price: 451, $451, 3200元, €800…")),
                           condition=described(msg("price.option.condition", "new (default) or used")),
                           currency=described(msg("price.option.currency", "Currency of a bare amount (USD, CNY…)")),
                           market=described(msg("price.option.market", "Market the price is for (default: this "
                                                "server's)")))
    @app_commands.choices(condition=CONDITION_CHOICES)
    @app_commands.autocomplete(card=set_card_autocomplete, market=market_autocomplete)
    async def set_price(self, interaction: discord.Interaction, card: app_commands.Range[str, 1, 100],
                        amount: app_commands.Range[str, 1, 64], condition: str = "new",
                        currency: app_commands.Range[str, 1, 32] | None = None,
                        market: str | None = None) -> None:
        """Check the card and amount with the core, then store the price (audited)."""
        server = await for_server(interaction)
        base = advisor_of(interaction)
        m = base.catalog.market(market or server.market)
        reading = resolve_card(base, card)
        name = reading.card
        parsed = parse_price(amount, m, currency=currency, bare_currency=server.bare_currency)
        await asyncio.to_thread(storage_of(interaction).check_room, guild_of(interaction), m.id, name, condition)
        spend_server_write(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        old, new = await save_server_change(
            interaction, storage_of(interaction).set_price, guild_of(interaction), market=m.id, card=name,
            condition=condition, amount=parsed.amount, currency=parsed.currency, user_id=interaction.user.id)
        log.info("guild %s: %s set %s (%s) in %s to %s (was %s)", interaction.guild_id, interaction.user.id, name,
                 condition, m.id, new.value, old.value if old else "-")
        market_price = next((p for p in base.catalog.price_of(m.id, name) if p.condition == condition), None)
        language = member_language(interaction)
        said = ([reading.note] if reading.note else []) + list(parsed.assumptions)
        await self._followup(interaction, set_text(new, old, market_price, market_name(base, m.id, language), said,
                                                   language))

    # -- list --------------------------------------------------------------------------
    @app_commands.command(name="list", description=described(msg("price.command.list", "The prices this server "
                                                                  "set")))
    @app_commands.describe(market=described(msg("price.option.list_market", "Only this market's prices")),
                           page=described(msg("price.option.list_page", "Which page, when there are more prices "
                                              "than one message holds (default 1)")))
    @app_commands.autocomplete(market=market_autocomplete)
    async def list_prices(self, interaction: discord.Interaction, market: str | None = None,
                          page: app_commands.Range[int, 1, 10_000] = 1) -> None:
        """List the server's prices, a message-full at a time (``page``), ephemeral."""
        base = advisor_of(interaction)
        market_id = base.catalog.market(market).id if market else None
        prices = await asyncio.to_thread(storage_of(interaction).prices, guild_of(interaction), market_id)
        language = member_language(interaction)
        names = {m: market_name(base, m, language) for m in base.catalog.markets}
        await interaction.response.send_message(list_text(prices, names, language, page=page,
                                                          guild=interaction.guild_id), ephemeral=True)

    # -- reset card ----------------------------------------------------------------------
    @reset.command(name="card", description=described(msg("price.command.reset_card", "Remove this server's price "
                                                           "of one card (Manage Server)")))
    @app_commands.describe(card=described(msg("price.option.priced_card", "A card this server priced")),
                           condition=described(msg("price.option.reset_condition", "Only new or only used (default: "
                                                   "both)")),
                           market=described(msg("price.option.reset_market", "Market (default: this server's)")))
    @app_commands.choices(condition=CONDITION_CHOICES)
    @app_commands.autocomplete(card=priced_card_autocomplete, market=market_autocomplete)
    async def reset_card(self, interaction: discord.Interaction, card: app_commands.Range[str, 1, 100],
                         condition: str | None = None, market: str | None = None) -> None:
        """Remove one card's server price(s); answers use the market's again."""
        server = await for_server(interaction)
        base = advisor_of(interaction)
        m = base.catalog.market(market or server.market)
        name = resolve_card(base, card).card
        spend_server_write(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        removed = await save_server_change(interaction, storage_of(interaction).reset_price, guild_of(interaction),
                                           market=m.id, card=name, condition=condition, user_id=interaction.user.id)
        log.info("guild %s: %s reset %s in %s (%d prices)", interaction.guild_id, interaction.user.id, name, m.id,
                 len(removed))
        back: dict[str, Price | None] = {p.condition: p for p in reversed(base.catalog.price_of(m.id, name))}
        language = member_language(interaction)
        await self._followup(interaction, reset_text(removed, back, name, market_name(base, m.id, language), language))

    # -- reset all -------------------------------------------------------------------------
    @reset.command(name="all", description=described(msg("price.command.reset_all", "Remove every price this "
                                                          "server set (asks first; Manage Server)")))
    async def reset_all(self, interaction: discord.Interaction) -> None:
        """Ask with two buttons (ephemeral); only a click on *Remove* by the same admin, within
        :data:`CONFIRM_TIMEOUT_S`, removes anything."""
        language = member_language(interaction)
        prices = await asyncio.to_thread(storage_of(interaction).prices, guild_of(interaction))
        if not prices:
            await interaction.response.send_message(
                say(msg("price.reset_all.nothing", "This server has set no prices: nothing to reset."), language),
                ephemeral=True)
            return
        spend_server_write(interaction)  # asking counts: the click is the change it asks for
        view = ConfirmResetAll(self, interaction, count=len(prices), language=language)
        await interaction.response.send_message(
            confirm_text(len(prices), sorted({p.market for p in prices}), language), view=view, ephemeral=True)

    # -- history ----------------------------------------------------------------------------
    @app_commands.command(name="history", description=described(msg("price.command.history", "The latest changes "
                                                                     "to this server's prices and settings")))
    @app_commands.describe(card=described(msg("price.option.history_card", "Only this card's changes")),
                           market=described(msg("price.option.history_market", "Only this market's changes")))
    @app_commands.autocomplete(card=priced_card_autocomplete, market=market_autocomplete)
    async def history(self, interaction: discord.Interaction, card: app_commands.Range[str, 1, 100] | None = None,
                      market: str | None = None) -> None:
        """The last 15 changes (the card's, or all), newest first, with who and when (ephemeral)."""
        base = advisor_of(interaction)
        name = resolve_card(base, card).card if card else None
        market_id = base.catalog.market(market).id if market else None
        entries = await asyncio.to_thread(storage_of(interaction).history, guild_of(interaction), card=name,
                                          market=market_id, limit=15)
        await interaction.response.send_message(history_text(entries, name, member_language(interaction)),
                                                ephemeral=True)

    # -- expired confirmations ----------------------------------------------------------------
    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A click on a ``/price reset all`` button nobody waits for any more (it timed out, or
        the bot restarted since it was asked) is answered, ephemerally, instead of failing."""
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = str(interaction.data.get("custom_id", "")) if interaction.data else ""
        if not custom_id.startswith(CONFIRM_PREFIX) or custom_id in self.pending or custom_id in self.answered:
            return
        text = say(msg("price.reset_all.expired", "This question has expired and nothing was changed: run /price "
                       "reset all again."), member_language(interaction))
        try:
            await interaction.response.edit_message(content=text, view=None)
        except discord.HTTPException as exc:
            log.info("could not answer an expired confirmation click: %s", exc)

    @staticmethod
    async def _followup(interaction: discord.Interaction, text: str) -> None:
        """Send the answer after a deferral; if the interaction has expired meanwhile, log it."""
        try:
            await interaction.followup.send(text, ephemeral=True)
        except discord.HTTPException as exc:
            log.warning("could not deliver the /price answer (the change was saved): %s", exc)


class ConfirmResetAll(discord.ui.View):
    """The two buttons of ``/price reset all``: *Remove all N* (danger) and *Cancel*.

    Only the admin who asked may click (the message is ephemeral: no one else sees it), and
    only while they still have Manage Server. On timeout the question is replaced by "nothing was
    changed" (best effort: the original interaction may have expired). Each button's custom id
    has a random part, registered in the cog's ``pending`` set while the question waits.
    """

    def __init__(self, cog: PriceCog, interaction: discord.Interaction, *, count: int, language: str) -> None:
        super().__init__(timeout=CONFIRM_TIMEOUT_S)
        self.cog = cog
        self.origin = interaction
        self.owner_id = interaction.user.id
        self.guild_id = guild_of(interaction)
        self.language = language
        self.done = False
        token = secrets.token_hex(8)
        self.confirm.custom_id = f"{CONFIRM_PREFIX}{token}:yes"
        self.cancel.custom_id = f"{CONFIRM_PREFIX}{token}:no"
        self.confirm.label = clip(say(msg("price.reset_all.button", "Remove all {count}", count=count), language), 80)
        self.cancel.label = clip(say(msg("admin.cancel", "Cancel"), language), 80)
        cog.pending.update({self.confirm.custom_id, self.cancel.custom_id})

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        """Only the admin who asked, and only with Manage Server still."""
        if interaction.user.id != self.owner_id or not can_manage(interaction):
            await interaction.response.send_message(
                say(msg("admin.refused.button", "Only the admin who asked, with Manage Server, can answer this."),
                    member_language(interaction)), ephemeral=True)
            return False
        return True

    def _forget(self) -> None:
        """Answered: the view replies to these ids (the cog's fallback must not)."""
        for custom_id in (self.confirm.custom_id, self.cancel.custom_id):
            if custom_id is not None:  # discord.py gives every button an id when it is made
                self.cog.pending.discard(custom_id)
                self.cog.answered.append(custom_id)
        self.stop()

    @discord.ui.button(label="Remove all", style=discord.ButtonStyle.danger)
    async def confirm(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        if self.done:
            return
        self.done = True
        self._forget()
        try:
            removed = await save_server_change(self.origin, storage_of(interaction).reset_all, self.guild_id,
                                               user_id=interaction.user.id)  # the question spent the change
        except Exception as exc:
            from advisor.errors import AdvisorError

            text = exc.render(self.language) if isinstance(exc, AdvisorError) else say(
                msg("admin.failed", "Something went wrong; nothing was changed."), self.language)
            if not isinstance(exc, AdvisorError):
                log.exception("/price reset all failed")
            await interaction.response.edit_message(content=text, view=None)
            return
        log.info("guild %s: %s reset all %d prices", self.guild_id, interaction.user.id, len(removed))
        await interaction.response.edit_message(content=say(msg(
            "price.reset_all.done", "Removed all {count} prices this server set; answers use the markets' own "
            "prices again. /price history lists what they were.", count=len(removed)), self.language), view=None)

    @discord.ui.button(label="Cancel", style=discord.ButtonStyle.secondary)
    async def cancel(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        self.done = True
        self._forget()
        await interaction.response.edit_message(
            content=say(msg("price.reset_all.cancelled", "Cancelled: nothing was changed."), self.language), view=None)

    async def on_timeout(self) -> None:
        """No answer in time: say nothing was changed and take the buttons away."""
        self.cog.pending.difference_update({self.confirm.custom_id, self.cancel.custom_id})
        if self.done:
            return
        self.done = True
        try:
            text = say(msg("price.reset_all.timeout", "No answer within a minute: nothing was changed."), self.language)
            await self.origin.edit_original_response(content=text, view=None)
        except discord.HTTPException as exc:  # the original interaction expired (15 minutes) or was deleted
            log.info("could not close an unanswered /price reset all question: %s", exc)


async def setup(bot: commands.Bot) -> None:
    """Extension entry point: add the cog."""
    await bot.add_cog(PriceCog())
