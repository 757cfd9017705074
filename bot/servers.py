"""What a server's admins set, as the answering commands use it: the core with the server's
prices (:meth:`advisor.api.Advisor.with_prices`), and its settings (default market, default use
case, currency of a bare budget, answer language).

:class:`ServerViews` (one per bot, ``bot.server_views``) caches one advisor view per server,
keyed by the server's data version (:meth:`storage.Storage.version`, its newest audit id),
so a change — from Discord or from the console — is seen by the next answer and an unchanged
server costs one indexed query per answer. DMs, and servers that set nothing, get the shared
core itself.
"""

from __future__ import annotations

import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from advisor.overrides import PriceLayer, PriceOverride, override_problem
from bot.i18n import interaction_language
from storage import ServerSettings, Storage

if TYPE_CHECKING:
    import discord

    from advisor import Advisor

log = logging.getLogger(__name__)

DEFAULT_USE_CASE = "general"


@dataclass(frozen=True)
class ServerContext:
    """The advisor to answer with in one place, and that place's settings.

    ``advisor`` has the server's prices (or is the shared core); ``settings`` are the server's
    (all unset in a DM). ``guild_id`` is ``None`` in a DM.
    """

    advisor: Advisor
    settings: ServerSettings = field(default_factory=ServerSettings)
    guild_id: int | None = None

    @property
    def market(self) -> str | None:
        """The server's default market, or ``None`` (the catalogue's default)."""
        return self.settings.market

    @property
    def use_case(self) -> str:
        """The server's default use case, else ``general``."""
        return self.settings.use_case or DEFAULT_USE_CASE

    @property
    def bare_currency(self) -> str | None:
        """The currency of a budget typed without one, or ``None`` (the market's)."""
        return self.settings.bare_currency

    def language(self, interaction: discord.Interaction) -> str:
        """The language of a public answer here (:func:`answer_language`)."""
        return answer_language(interaction, self.settings, public=True)


class ServerViews:
    """Per-server advisor views, cached per (guild, data version); at most ``maxsize`` servers
    (least recently used dropped). Thread-safe."""

    def __init__(self, maxsize: int = 256) -> None:
        self.maxsize = maxsize
        self._views: OrderedDict[int, tuple[int, int, ServerContext]] = OrderedDict()
        self._lock = threading.Lock()

    def context(self, advisor: Advisor, storage: Storage | None, guild_id: int | None) -> ServerContext:
        """The :class:`ServerContext` for ``guild_id`` (``None``: a DM → the shared core).

        Raises :class:`~storage.StorageError` when the server's data cannot be read (the
        user is told; answers are never silently given without the server's prices)."""
        if guild_id is None or storage is None:
            return ServerContext(advisor)
        version = storage.version(guild_id)
        with self._lock:
            cached = self._views.get(guild_id)
            if cached is not None and cached[0] == version and cached[1] == id(advisor):
                self._views.move_to_end(guild_id)
                return cached[2]
        context = build_context(advisor, storage, guild_id) if version else ServerContext(advisor, guild_id=guild_id)
        with self._lock:
            self._views[guild_id] = (version, id(advisor), context)
            self._views.move_to_end(guild_id)
            while len(self._views) > self.maxsize:
                self._views.popitem(last=False)
        return context

    def __len__(self) -> int:
        return len(self._views)


def build_context(advisor: Advisor, storage: Storage, guild_id: int) -> ServerContext:
    """Read a server's prices and settings and build its view of the core: one
    :class:`~advisor.overrides.PriceLayer` of all its markets, given to the advisor
    (:meth:`~advisor.api.Advisor.with_prices`). A stored price the core no longer accepts (a
    market or card gone from a newer catalogue) is skipped with a log line, never an error for
    the member asking. Blocking (it reads the store): the bot runs it off its event loop."""
    usable: list[PriceOverride] = []
    for p in storage.prices(guild_id):
        o = PriceOverride(market=p.market, card=p.card, condition=p.condition, amount=p.amount, currency=p.currency,
                          set_at=p.set_at)
        problem = override_problem(advisor, o)
        if problem is None:
            usable.append(o)
        else:
            log.warning("server %s: the price of %s in %s is not used (%s)", guild_id, o.card, o.market, problem)
    view = advisor.with_prices(PriceLayer.build(advisor.catalog, usable)) if usable else advisor
    settings = storage.settings(guild_id)
    if settings.market and settings.market not in advisor.catalog.markets:
        log.warning("server %s: default market %s is unknown here; using the catalogue's", guild_id, settings.market)
        settings = ServerSettings(**{**settings.as_dict(), "market": None})
    return ServerContext(view, settings, guild_id)


def member_language(interaction: discord.Interaction) -> str:
    """The language of a reply only the member sees: the bot's choice for the member
    (:func:`bot.i18n.interaction_language`: their client's language, else the server's preferred
    locale, else English)."""
    return interaction_language(interaction)


def answer_language(interaction: discord.Interaction, settings: ServerSettings, *, public: bool) -> str:
    """The language of an answer: a server's explicit answer language (``/settings set
    language``) for public answers; otherwise — replies only the member sees, DMs, servers that
    chose none — the member's (:func:`member_language`)."""
    if public and settings.language:
        return settings.language
    return member_language(interaction)
