"""``Advisor``: the one entry point of the core.

Front ends (console, Discord) call these methods and render the pydantic models they
return; every user error is an :class:`~advisor.errors.AdvisorError` with a ``code``.
"""

from __future__ import annotations

import math
from pathlib import Path

from .budget import parse_budget
from .catalog import Catalog
from .compare import compare as _compare
from .errors import InvalidOption, UnknownCard, ZeroBudget
from .explain import why as _why
from .models import USE_CASES, Budget, Card, Comparison, MarketList, Reason, Recommendation, Resolution, Verdict
from .names import NameEntry, NameIndex
from .recommend import free_tier as _free_tier
from .recommend import recommend as _recommend
from .rules import RuleBook
from .text import quote_user_text

MAX_GPUS = 8
MAX_MEMORY_GB = 512


class Advisor:
    """Answers ``recommend``, ``compare``, ``why``, ``resolve`` and ``markets``.

    Build it with :meth:`load`; it holds the catalogue in memory and is safe to share
    between concurrent callers (its only writes after loading fill idempotent caches).
    """

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.rules = RuleBook(catalog)
        entries = []
        for name, r in catalog.card_rows.items():
            entries.append(NameEntry(
                name=name,
                aliases=tuple(catalog.card(name).aliases) if r["dl_relevant"] else (),
                dl_relevant=bool(r["dl_relevant"]),
                popular=bool(r["popular"]),
                memory_gb=r["memory_gb"],
                release_year=int(r["release_date"][:4]) if r["release_date"] else None,
                architecture=r["architecture"],
                generation=r["generation"],
                manufacturer=r["manufacturer"],
            ))
        self.names = NameIndex(entries, catalog.name_defaults, catalog.name_notes)

    @classmethod
    def load(cls, db_path: Path | None = None, data: Path | None = None) -> "Advisor":
        """Load the catalogue (building it on first use or when ``data/`` changed)."""
        return cls(Catalog.load(db_path, data))

    # -- names ---------------------------------------------------------------------------
    def resolve(self, query: str) -> Resolution:
        """Resolve a typed card name; never raises (unknown → ``match`` None + suggestions)."""
        return self.names.resolve(query)

    def complete(self, text: str, limit: int = 25) -> list[str]:
        """Autocomplete: up to ``limit`` card names for a partial input (popular cards when empty)."""
        return self.names.complete(text, limit=limit)

    def _card(self, query: str) -> tuple[Card, Resolution]:
        res = self.names.resolve(query)
        if res.match is None:
            shown = quote_user_text(query)
            hint = f" Did you mean {', '.join(res.suggestions[:3])}?" if res.suggestions else ""
            raise UnknownCard(f"No card matches '{shown}'.{hint}", suggestions=res.suggestions)
        return self.catalog.card(res.match), res

    def card(self, query: str) -> Card:
        """The :class:`Card` (specs in GB, GB/s, W) a typed name means; raises :class:`UnknownCard`."""
        return self._card(query)[0]

    # -- answers -------------------------------------------------------------------------
    def recommend(self, budget: str, *, market: str | None = None, use_case: str = "general",
                  min_memory_gb: float | None = None, gpus: int = 1) -> Recommendation:
        """Best cards for ``budget`` (text such as "500", "$1.5k", "1w", "€800").

        A budget of nothing ("0", "¥0") is an answer: free notebooks the user can reach and
        the cheapest card worth buying (``cloud.free-tier``). Raises InvalidBudget,
        UnknownMarket, or InvalidOption (use case not in
        :data:`~advisor.models.USE_CASES`, ``gpus`` outside 1-8, memory outside 0-512 GB).
        """
        m = self.catalog.market(market)
        use_case = self._use_case(use_case)
        if isinstance(gpus, bool) or not isinstance(gpus, int) or not 1 <= gpus <= MAX_GPUS:
            raise InvalidOption(f"The number of GPUs must be a whole number from 1 to {MAX_GPUS}.")
        if min_memory_gb is not None:
            try:
                min_memory_gb = float(min_memory_gb)
            except (TypeError, ValueError):
                raise InvalidOption("The minimum memory must be a number of GB, e.g. 12.") from None
            if not math.isfinite(min_memory_gb) or not 1 <= min_memory_gb <= MAX_MEMORY_GB:
                raise InvalidOption(f"The minimum memory must be between 1 and {MAX_MEMORY_GB} GB.")
        try:
            parsed = parse_budget(budget, m)
        except ZeroBudget as zero:  # nothing to spend is an answer, not an error (cloud.free-tier)
            nothing = Budget(text="" if budget is None else str(budget), amount=zero.amount, currency=zero.currency,
                             market_amount=0.0, market_currency=m.currency, assumptions=[zero.message])
            return _free_tier(self.catalog, self.rules, m, nothing, use_case=use_case,
                              min_memory_gb=min_memory_gb, gpus=gpus)
        return _recommend(self.catalog, self.rules, m, parsed, use_case=use_case,
                          min_memory_gb=min_memory_gb, gpus=gpus)

    def _assumed(self, resolutions: list[Resolution]) -> list[Reason]:
        """A ``names.assumed`` reason for each ambiguous name (the default and the others)."""
        out = []
        for res in resolutions:
            if res.ambiguous and res.match:
                others = [c for c in res.candidates if c != res.match]
                text = res.note or f"'{res.query}' fits several cards; assuming {res.match} (also: {', '.join(others)})."
                out.append(self.rules.reason("names.assumed", text))
        return out

    def compare(self, a: str, b: str, *, market: str | None = None) -> Comparison:
        """Compare two typed card names side by side; raises UnknownCard / UnknownMarket."""
        m = self.catalog.market(market)
        card_a, res_a = self._card(a)
        card_b, res_b = self._card(b)
        result = _compare(self.catalog, self.rules, m, card_a, card_b, queries=(str(a), str(b)))
        assumed = self._assumed([res_a, res_b])
        return result.model_copy(update={"reasons": assumed + result.reasons}) if assumed else result

    def why(self, card: str, *, market: str | None = None, use_case: str = "general") -> Verdict:
        """Why a card is or isn't recommended in a market; raises UnknownCard / UnknownMarket."""
        m = self.catalog.market(market)
        c, res = self._card(card)
        result = _why(self.catalog, self.rules, m, c, use_case=self._use_case(use_case))
        assumed = self._assumed([res])
        return result.model_copy(update={"reasons": assumed + result.reasons}) if assumed else result

    def markets(self) -> MarketList:
        """Every market (currency, as-of date, platform cost, exchange rates), default first."""
        ids = sorted(self.catalog.markets, key=lambda i: (i != self.catalog.default_market, i))
        return MarketList(default=self.catalog.default_market, markets=[self.catalog.markets[i] for i in ids])

    def use_cases(self) -> list[str]:
        """The use cases ``recommend`` accepts."""
        return list(USE_CASES)

    @staticmethod
    def _use_case(use_case: str) -> str:
        key = (use_case or "general").strip().lower().replace("_", "-").replace(" ", "-")
        if key not in USE_CASES:
            raise InvalidOption(f"Unknown use case; choose one of: {', '.join(USE_CASES)}.")
        return key
