"""Errors the advisor raises for bad user input.

Every error carries a stable ``code`` (used by the console's ``--json`` output and by the
Discord adapter) and a one-sentence ``message`` written for the person who typed the input.
"""

from __future__ import annotations


class AdvisorError(Exception):
    """Base class: a user-facing error with a stable machine-readable ``code``.

    Attributes:
        code: one of ``invalid_budget``, ``unknown_card``, ``unknown_market``,
            ``invalid_option``, ``unknown_model``.
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


class UnknownCard(AdvisorError):
    """No card matches the query; ``suggestions`` holds near names."""

    code = "unknown_card"


class UnknownMarket(AdvisorError):
    """The market id is not one of the markets the advisor knows."""

    code = "unknown_market"


class InvalidOption(AdvisorError):
    """An option (use case, GPU count, memory floor) is out of range."""

    code = "invalid_option"


class UnknownModel(AdvisorError):
    """No model of the table matches the name (and it is not a size); ``suggestions`` holds near names."""

    code = "unknown_model"


class AppleSilicon(UnknownCard):
    """The name is Apple silicon (M1-M4, Pro/Max/Ultra), not a graphics card: an
    ``unknown_card`` error whose message explains guide rule ``vendor.apple``."""

    rule_id = "vendor.apple"
