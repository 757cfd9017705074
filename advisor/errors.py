"""Errors the advisor raises for bad user input.

Every error carries a stable ``code`` (used by the console's ``--json`` output and by the
Discord adapter) and a one-sentence ``message`` written for the person who typed the input.
"""

from __future__ import annotations


class AdvisorError(Exception):
    """Base class: a user-facing error with a stable machine-readable ``code``.

    Attributes:
        code: one of ``invalid_budget``, ``unknown_card``, ``unknown_market``,
            ``invalid_option``.
        message: one clear sentence for the user (no tracebacks, no markup).
        suggestions: near matches the user may have meant (card or market names).
    """

    code = "advisor_error"

    def __init__(self, message: str, *, suggestions: list[str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.suggestions = list(suggestions or [])

    def to_dict(self) -> dict:
        """Return ``{"code", "message"}`` (plus ``suggestions`` when there are any)."""
        out: dict = {"code": self.code, "message": self.message}
        if self.suggestions:
            out["suggestions"] = self.suggestions
        return out


class InvalidBudget(AdvisorError):
    """The budget text could not be read as a positive amount of money."""

    code = "invalid_budget"


class ZeroBudget(InvalidBudget):
    """A budget of 0, or of less than 1 unit of its currency: nothing to buy.

    Still an :class:`InvalidBudget` (code ``invalid_budget``) for callers that only parse a
    budget; ``Advisor.recommend`` turns it into an answer (free notebooks,
    ``cloud.free-tier``). ``currency`` is the ISO code the amount was written in (the
    market's when none was typed), so the answer can name services reachable there.
    """

    def __init__(self, message: str, *, currency: str, amount: float = 0.0) -> None:
        super().__init__(message)
        self.currency = currency
        self.amount = amount


class UnknownCard(AdvisorError):
    """No card matches the query; ``suggestions`` holds near names."""

    code = "unknown_card"


class UnknownMarket(AdvisorError):
    """The market id is not one of the markets the advisor knows."""

    code = "unknown_market"


class InvalidOption(AdvisorError):
    """An option (use case, GPU count, memory floor) is out of range."""

    code = "invalid_option"
