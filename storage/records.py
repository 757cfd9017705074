"""What a store of per-server data holds, and its limits: the records (:class:`StoredPrice`,
:class:`AuditEntry`, :class:`ServerSettings`, :class:`ImportSummary`), the settings and conditions a
server may set, the cap on prices per market, the errors, and the argument checks every store
makes before it writes. Shared by the contract (:mod:`storage.base`) and both dialects; no SQL.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal

from advisor.errors import AdvisorError
from advisor.i18n import Text, msg

SCHEMA_NAME = "gpu-advisor server data"
"""The ``meta`` table's ``schema`` value, in both stores: the mark of data that is ours."""

SETTINGS = ("market", "use_case", "bare_currency", "language")
"""Per-server settings: default market, default use case, the currency of a bare budget, the
answer language (``en``, ``zh_Hans``, ``zh_Hant``). Unset = the bot's default."""

CONDITIONS = ("new", "used")
MAX_PRICES_PER_MARKET = 600
"""Most prices one server may set in one market: every deep-learning card of the catalogue
(296), new and used, is 592. A server's admin is not a trusted party (anyone can add the bot
to a server they own), and each price costs every answer of that server (issue 21): at 600 per
market the server's view of the core builds in about 25 ms per market (bench/RESULTS.md)."""

Via = Literal["discord", "console"]

PRICE_COLUMNS = "guild, market, card, condition, amount, currency, set_at, set_by"
"""The ``prices`` columns in :class:`StoredPrice`'s order (both stores select them by name)."""
AUDIT_COLUMNS = "id, guild, user_id, via, action, market, card, condition, setting, old_value, new_value, at"
"""The ``audit`` columns in :class:`AuditEntry`'s order."""


class StorageError(AdvisorError):
    """The server data cannot be used (or a change could not be saved). ``message`` is one
    line naming the file or database and the cause; nothing was changed."""

    code = "storage_error"


class PriceLimitReached(StorageError):
    """A change would leave a server more than :data:`MAX_PRICES_PER_MARKET` prices in a market;
    nothing was changed."""

    code = "price_limit"


def limit_reached(market: str) -> PriceLimitReached:
    """The refusal of one more price in ``market`` (a server at :data:`MAX_PRICES_PER_MARKET`)."""
    return PriceLimitReached(msg(
        "storage.price_limit", "This server already has {max} prices in {market}, the most one server may set in a "
        "market; reset some first (/price reset card).", max=MAX_PRICES_PER_MARKET, market=Text(value=market)))


def import_limit_reached(count: int, market: str) -> PriceLimitReached:
    """The refusal of an import that would leave ``count`` prices in ``market`` (over the cap)."""
    return PriceLimitReached(msg(
        "storage.price_limit_import", "The import would leave this server {count} prices in {market}, more than the "
        "{max} one server may set in a market; nothing was imported.", count=count, market=Text(value=market),
        max=MAX_PRICES_PER_MARKET))


# --------------------------------------------------------------------------- records
@dataclass(frozen=True)
class StoredPrice:
    """One price a server set: ``amount`` in ``currency`` (as given), in ``market`` for ``card``
    (the catalogue's canonical name) and ``condition``; ``set_at`` UTC ISO 8601; ``set_by`` a
    Discord user id (``None``: the console)."""

    guild: int
    market: str
    card: str
    condition: str
    amount: float
    currency: str
    set_at: str
    set_by: int | None = None

    @property
    def value(self) -> str:
        """``"1599 USD"``: how the audit writes it."""
        return f"{number(self.amount)} {self.currency}"

    @property
    def key(self) -> tuple[str, str, str]:
        """``(market, card, condition)``: what a server has one price of."""
        return (self.market, self.card, self.condition)


@dataclass(frozen=True)
class AuditEntry:
    """One change: ``action`` is ``set``, ``reset``, ``reset_all``, ``import``, ``import_reset``
    or ``setting``; a price change names ``market``/``card``/``condition``, a setting change
    ``setting``; values as text (``"1599 USD"``, ``"2019-cn"``), ``None`` = none."""

    id: int
    guild: int
    user_id: int | None
    via: str
    action: str
    market: str | None
    card: str | None
    condition: str | None
    setting: str | None
    old_value: str | None
    new_value: str | None
    at: str


@dataclass(frozen=True)
class ServerSettings:
    """A server's settings; ``None`` = not set (the bot's default applies)."""

    market: str | None = None
    use_case: str | None = None
    bare_currency: str | None = None
    language: str | None = None

    def as_dict(self) -> dict[str, str | None]:
        """``{name: value}`` for every name of :data:`SETTINGS`."""
        return {name: getattr(self, name) for name in SETTINGS}


@dataclass
class ImportSummary:
    """What an import changed: counts of prices added, changed, left as they were and removed
    (``replace``)."""

    added: int = 0
    changed: int = 0
    unchanged: int = 0
    removed: int = 0


# --------------------------------------------------------------------------- checks and formats
def checked_price(guild: int, market: str, card: str, condition: str, amount: float, currency: str,
                  user_id: int | None, *, at: str) -> StoredPrice:
    """One price to store, its arguments checked, set at ``at`` (ISO 8601, UTC). Raises
    ``ValueError`` for a condition not in :data:`CONDITIONS`, an amount that is not a finite
    positive number, a currency that is not an ISO 4217 code, or no market or card."""
    if condition not in CONDITIONS:
        raise ValueError(f"condition must be one of {CONDITIONS}, not {condition!r}")
    if isinstance(amount, bool) or not isinstance(amount, (int, float)) or not math.isfinite(amount) or amount <= 0:
        raise ValueError(f"amount must be a positive number, not {amount!r}")
    if not (isinstance(currency, str) and len(currency) == 3 and currency.isascii() and currency.isupper()):
        raise ValueError(f"currency must be an ISO 4217 code, not {currency!r}")
    if not market or not card:
        raise ValueError("market and card are required")
    return StoredPrice(guild=guild, market=market, card=card, condition=condition, amount=float(amount),
                       currency=currency, set_at=at, set_by=user_id)


def check_setting_changes(changes: dict[str, str | None]) -> None:
    """Raise ``ValueError`` for a setting not in :data:`SETTINGS` or a value that is not a
    non-empty text (``None`` clears a setting)."""
    for name, value in changes.items():
        if name not in SETTINGS:
            raise ValueError(f"unknown setting {name!r}")
        if value is not None and (not isinstance(value, str) or not value):
            raise ValueError(f"a setting is a non-empty text, not {value!r}")


def iso(moment: datetime) -> str:
    """``moment`` as the stores write times: UTC, whole seconds, ``2026-12-02T05:30:00Z``."""
    return moment.astimezone(UTC).replace(microsecond=0).isoformat().replace("+00:00", "Z")


def number(amount: float) -> str:
    """``1599.0`` → ``"1599"``, ``12.5`` → ``"12.5"`` (at most two decimals)."""
    return f"{amount:.2f}".rstrip("0").rstrip(".")


def utc_now() -> datetime:
    """Now, in UTC (the stores' default clock)."""
    return datetime.now(UTC)
