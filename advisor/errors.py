"""Errors the advisor raises for bad user input.

Every error carries a stable ``code`` (front ends choose what to show by it, never by reading
the text), a one-sentence ``message`` written for the person who typed the input (English), and
— once raised with a :class:`~advisor.i18n.Message` — that message's key and typed parameters,
so :meth:`AdvisorError.render` can say it in another language with the front end's own quoting
of echoed user text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # advisor.i18n (pydantic) loads only when an error is made from a Message
    from .i18n import Message


class AdvisorError(Exception):
    """Base class: a user-facing error with a stable machine-readable ``code``.

    Attributes:
        code: one of ``invalid_budget``, ``unknown_card``, ``unknown_market``,
            ``invalid_option``, ``unknown_model``.
        message: one clear sentence for the user, in English (no tracebacks, no markup).
        msg: the :class:`~advisor.i18n.Message` (key + typed parameters) it was made from, or
            ``None`` for an error made from plain text.
        suggestions: near matches the user may have meant (card or market names).
    """

    code = "advisor_error"

    def __init__(self, message: str | Message, *, suggestions: list[str] | None = None) -> None:
        if isinstance(message, str):
            self.msg: Message | None = None
            text = message
        else:
            from .i18n import render

            self.msg = message
            text = render(message.key, message.params)
        super().__init__(text)
        self.message = text
        self.suggestions = list(suggestions or [])

    def render(self, language: str = "en", *, user_text: Callable[[str], str] | None = None) -> str:
        """The message in ``language`` (an id of :data:`advisor.i18n.LANGUAGES`), echoing what
        the user typed through ``user_text`` (default: the core's quoting). An error made from
        plain text, or a language without a translation, gives the English ``message``."""
        if self.msg is None:
            return self.message
        from .i18n import plain_user_text, render

        return render(self.msg.key, self.msg.params, language, user_text=user_text or plain_user_text,
                      fallback=self.message)

    def to_dict(self, language: str = "en") -> dict:
        """Return ``{"code", "message"}`` (plus ``key`` and ``params`` when made from a message,
        and ``suggestions`` when there are any); ``message`` in ``language`` (default English)."""
        out: dict = {"code": self.code, "message": self.message if language == "en" else self.render(language)}
        if self.msg is not None:
            out["key"] = self.msg.key
            out["params"] = {k: v.model_dump(mode="json") for k, v in self.msg.params.items()}
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

    def __init__(self, message: str | Message, *, currency: str, amount: float = 0.0) -> None:
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


class UnknownModel(AdvisorError):
    """No model of the table matches the name (and it is not a size); ``suggestions`` holds near names."""

    code = "unknown_model"


class AppleSilicon(UnknownCard):
    """The name is Apple silicon (M1-M4, Pro/Max/Ultra), not a graphics card: an
    ``unknown_card`` error whose message explains guide rule ``vendor.apple``."""

    rule_id = "vendor.apple"
