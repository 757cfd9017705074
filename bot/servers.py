"""What a server's admins set, as the answering commands use it: the core with the server's
prices (:meth:`advisor.api.Advisor.with_prices`), and its settings (default market, default use
case, currency of a bare budget, answer language).

:class:`ServerViews` (one per bot, ``bot.server_views``) caches one advisor view per server,
keyed by the server's data version (:meth:`storage.Store.version`, its newest audit id),
so a change — from Discord or from the console — is seen by the next answer and an unchanged
server costs one indexed query per answer. DMs, and servers that set nothing, get the shared
core itself.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from advisor.overrides import PriceLayer, PriceOverride, override_problem
from bot.i18n import interaction_language
from storage import ServerSettings, StorageError, Store

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


PRICE_BYTES = 2048
"""Estimated memory of one server price in a view (its :class:`~advisor.models.Price` and its
place in the merged price list; measured ~1.7 KiB with tracemalloc, bench/RESULTS.md)."""
OFFER_BYTES = 2048
"""Estimated memory of one assessed offer a view's answers cache (``recommend``'s offer lists;
measured ~1.4 KiB)."""
FIT_OFFER_BYTES = 8192
"""Estimated memory of one offer ``fits`` caches per market (measured ~6.7 KiB)."""
CONFIG_BYTES = 1024
"""Estimated memory of one LLM configuration a view's answers keep (:mod:`advisor.llm_engine`'s tables:
a card, split or machine with its decode figures)."""
SENTENCE_BYTES = 4096
"""Estimated memory of one finding the rule book caches (``Assessment.sentences``)."""
VIEW_BYTES = 512 * 1024
"""A view's own rule book and catalogue copy, before any price or answer."""


def view_bytes(advisor: Advisor) -> int:
    """An upper estimate of the memory a server's view holds beyond the shared core: its price
    layer, and what its answers have cached since it was built (offer lists, ``fits`` offers,
    the LLM engine's configurations, the rule book's findings, :mod:`advisor.kept`'s tables).
    All of it hangs on the view (its rule book's memo), so a dropped view frees it and this
    bound bounds the process (issue 30 F1). Cheap (counts, no walk).
    ``tests/bot/test_bot_servers.py`` checks it is never below what tracemalloc measures."""
    from advisor.kept import kept_bytes
    from advisor.llm_engine import cached_configs
    from advisor.recommend import cached_keys

    layer = advisor.price_layer
    if layer is None:
        return 0
    longest = max((len(advisor.catalog.prices(m)) for m in advisor.catalog.markets), default=0)
    offers = cached_keys(advisor.rules) * longest
    fit_offers = sum(len(v) for v in getattr(advisor, "_fit_offers", {}).values())
    sentences = len(getattr(advisor.rules, "_sentences", ()))
    return (VIEW_BYTES + PRICE_BYTES * len(layer) + OFFER_BYTES * offers + FIT_OFFER_BYTES * fit_offers
            + CONFIG_BYTES * cached_configs(advisor.rules) + SENTENCE_BYTES * sentences
            + kept_bytes(advisor.rules))  # the budget-free work kept per rule book (advisor.kept)


@dataclass
class _Entry:
    version: int
    core: int  # id() of the shared core the view was made from
    context: ServerContext


class ServerViews:
    """Per-server advisor views, cached per (guild, data version), bounded by memory
    (``max_bytes``, estimated by :func:`view_bytes`; least recently used dropped). Thread-safe."""

    EVICT_EVERY = 64
    """How often (in answers) the cache's memory is added up again, besides after every build."""

    def __init__(self, max_bytes: int = 256 * 2**20) -> None:
        self.max_bytes = max_bytes
        self.max_view_bytes = max_bytes // 8
        self._views: OrderedDict[int, _Entry] = OrderedDict()
        self._lock = threading.Lock()
        self._building: dict[tuple[int, int], asyncio.Future[ServerContext]] = {}
        self.builds = 0  # how many views were built from storage (tests, benchmarks)
        self.refreshes = 0  # how many views started their caches afresh
        self.lost = False  # the server data could not be read at the last try (logged once)
        self._looks = 0

    def cached(self, advisor: Advisor, storage: Store | None, guild_id: int | None, *,
               version: int | None = None) -> ServerContext | None:
        """The cached :class:`ServerContext` when it is current (``None``: it must be built, or
        its version read off the event loop). Reads the server's data version when it is cheap
        (SQLite: one indexed query; PostgreSQL: from memory, kept current by notifications).
        Raises ``StorageError``."""
        if guild_id is None or storage is None:
            return ServerContext(advisor)
        if version is None:
            version = storage.version_nowait(guild_id) if hasattr(storage, "version_nowait") else storage.version(
                guild_id)
            if version is None:
                return None
        if not version:
            return ServerContext(advisor, guild_id=guild_id)
        with self._lock:
            entry = self._views.get(guild_id)
            if entry is None or entry.version != version or entry.core != id(advisor):
                return None
            self._views.move_to_end(guild_id)
            context = entry.context
        return self._bounded(guild_id, entry, context)

    async def context_async(self, advisor: Advisor, storage: Store | None, guild_id: int | None) -> ServerContext:
        """:meth:`context` for the event loop: a view that must be built is built in a worker
        thread (one build per server at a time; the others asking for it wait for that one),
        so a server with thousands of prices never holds up another server's answers."""
        if guild_id is None or storage is None:  # a DM, or no server data: the shared core
            return ServerContext(advisor)
        try:
            found = self.cached(advisor, storage, guild_id)
            if found is None and getattr(storage, "version_nowait", None) is not None:
                version = await asyncio.to_thread(storage.version, guild_id)  # a query: off the loop
                found = self.cached(advisor, storage, guild_id, version=version)
        except StorageError:
            return self._unreachable(advisor, guild_id)
        if found is not None:
            self._reachable()
            return found
        key = (guild_id, id(advisor))
        pending = self._building.get(key)
        if pending is None:
            pending = self._building[key] = asyncio.ensure_future(
                asyncio.to_thread(self._build, advisor, storage, guild_id))
            pending.add_done_callback(lambda _: self._building.pop(key, None))
        try:
            context = await asyncio.shield(pending)
        except StorageError:
            return self._unreachable(advisor, guild_id)
        self._reachable()
        return context

    def _unreachable(self, advisor: Advisor, guild_id: int) -> ServerContext:
        """The server's data cannot be read (the database is gone): answer with the last view
        read, else the catalogue's own prices — and say so once in the log, not per answer."""
        if not self.lost:
            self.lost = True
            log.warning("server data cannot be read; answering from the catalogue (and the prices last read) "
                        "until it is back")
        with self._lock:
            entry = self._views.get(guild_id)
        return entry.context if entry is not None and entry.core == id(advisor) else ServerContext(
            advisor, guild_id=guild_id)

    def _reachable(self) -> None:
        if self.lost:
            self.lost = False
            log.warning("server data can be read again")

    def context(self, advisor: Advisor, storage: Store | None, guild_id: int | None) -> ServerContext:
        """The :class:`ServerContext` for ``guild_id`` (``None``: a DM → the shared core),
        built here if needed (blocking; the bot uses :meth:`context_async`).

        Raises :class:`~storage.StorageError` when the server's data cannot be read (the
        user is told; answers are never silently given without the server's prices)."""
        if guild_id is None or storage is None:  # a DM, or no server data: the shared core
            return ServerContext(advisor)
        found = self.cached(advisor, storage, guild_id)
        return found if found is not None else self._build(advisor, storage, guild_id)

    def _build(self, advisor: Advisor, storage: Store, guild_id: int) -> ServerContext:
        version = storage.version(guild_id)
        context = build_context(advisor, storage, guild_id) if version else ServerContext(advisor, guild_id=guild_id)
        self.builds += 1
        entry = _Entry(version, id(advisor), context)
        with self._lock:
            self._views[guild_id] = entry
            self._views.move_to_end(guild_id)
        self._evict()
        return context

    def _bounded(self, guild_id: int, entry: _Entry, context: ServerContext) -> ServerContext:
        """A view whose answers' caches grew it past :attr:`max_view_bytes` (and past twice its
        size when built) starts its caches afresh (same layer, same settings); now and then the
        cache is trimmed to :attr:`max_bytes`."""
        view = context.advisor
        layer = view.price_layer
        grown = view_bytes(view) if layer is not None else 0
        if layer is not None and grown > self.max_view_bytes and grown > 2 * (VIEW_BYTES + PRICE_BYTES * len(layer)):
            fresh = ServerContext(view.with_prices(PriceLayer()), context.settings, context.guild_id)  # fresh caches
            with self._lock:
                if self._views.get(guild_id) is entry:
                    entry.context = fresh
            self.refreshes += 1
            log.info("server %s: its view held about %d MiB; its caches start afresh", guild_id, grown // 2**20)
            context = fresh
        self._looks += 1
        if self._looks % self.EVICT_EVERY == 0:  # views grow as they answer: look now and then
            self._evict()
        return context

    def _evict(self) -> None:
        with self._lock:
            while len(self._views) > 1 and self.memory() > self.max_bytes:
                self._views.popitem(last=False)

    def memory(self) -> int:
        """The estimated memory of every cached view (:func:`view_bytes`), in bytes."""
        return sum(view_bytes(e.context.advisor) for e in list(self._views.values()))

    def __len__(self) -> int:
        return len(self._views)


def build_context(advisor: Advisor, storage: Store, guild_id: int) -> ServerContext:
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
