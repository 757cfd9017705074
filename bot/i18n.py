"""The bot's languages: which one a member gets, the bot's own words in it, answers put into it,
and the command descriptions Discord shows in it.

- :func:`choose_language` / :func:`interaction_language`: the member's client language
  (``interaction.locale``: ``zh-CN`` → Simplified, ``zh-TW`` → Traditional, ``en-US``/``en-GB`` →
  English) when the advisor answers in it, else the server's preferred locale
  (``interaction.guild_locale``), else English.
- :func:`t`: one of the bot's messages (keys ``bot.…``, made with :func:`advisor.i18n.msg`) in a
  language, echoing user text through :func:`bot.quoting.quote`.
- :func:`for_discord`: a core answer in a language, ready to show: every keyed message
  re-rendered (:func:`advisor.i18n.localize`, user text through :func:`~bot.quoting.quote`), and
  every core text that is not a keyed message yet escaped whole (:func:`~bot.quoting.escape`),
  as it may hold raw user text.
- :class:`AdvisorTranslator` and :func:`described`: command and option descriptions and choice
  names as :class:`~discord.app_commands.locale_str` carrying their message key; discord.py's
  translator hook fills ``description_localizations`` (and choice ``name_localizations``) from
  the catalogue when the commands are synced. Command and option *names* stay English: they are
  what people type and what the README and ``/about`` show.
"""

from __future__ import annotations

import types
from functools import cache, lru_cache
from typing import Any, Union, get_args, get_origin

import discord
from discord import app_commands
from pydantic import BaseModel

from advisor.i18n import (
    LANGUAGE_TAGS,
    LANGUAGES,
    Message,
    format_date,
    format_money,
    localize,
    render,
    resolve_language,
    template,
)
from bot.quoting import escape, quote

__all__ = [
    "AdvisorTranslator",
    "choose_language",
    "data_text",
    "date",
    "described",
    "for_discord",
    "interaction_language",
    "language_names",
    "t",
]

LOCALIZED_MAX = 100
"""Discord's limit on a description or choice name, in every locale."""


def choose_language(locale: object, guild_locale: object = None) -> str:
    """The answer language for a member: their client's ``locale`` when the advisor answers in
    it, else the server's ``guild_locale``, else English.

    Args:
        locale: the member's client language (a :class:`discord.Locale` or its tag, ``"zh-CN"``).
        guild_locale: the server's preferred locale (``None`` in DMs).
    Returns:
        ``"en"``, ``"zh_Hans"`` or ``"zh_Hant"``.
    """
    for tag in (locale, guild_locale):
        language = resolve_language(getattr(tag, "value", tag), default=None)
        if language is not None:
            return language
    return "en"


def interaction_language(interaction: discord.Interaction) -> str:
    """:func:`choose_language` for an interaction (its ``locale`` and ``guild_locale``)."""
    return choose_language(interaction.locale, interaction.guild_locale)


def t(message: Message, language: str) -> str:
    """One of the bot's messages in ``language``; text a user typed is quoted (:func:`quote`)."""
    return render(message.key, message.params, language, user_text=quote)


def data_text(key: str, english: str, language: str) -> str:
    """A data text (a market's name or description) in ``language``: the catalogue's translation
    under ``key`` when there is one, else the English the model carries (never re-read from
    the catalogue in English, so a renamed market shows its new name)."""
    if language == "en" or not english:
        return english
    return template(key, language) or english


@lru_cache(maxsize=8192)
def money(amount: float, currency: str, language: str) -> str:
    """An amount for ``language``: ``$1,299`` / ``¥3,000`` in English (the bot's style), CLDR's
    ``US$1,299`` / ``¥3,000`` / ``¥1.5万`` in Chinese."""
    if language != "en":
        digits = 0 if abs(amount) >= 100 or float(amount).is_integer() else 2
        return format_money(amount, currency, language, digits=digits)
    from bot.render.common import money as english_money

    return english_money(amount, currency)


@lru_cache(maxsize=4096)
def date(value: str | None, language: str) -> str:
    """A data date for ``language`` (``2017-06``; ``2017年6月`` in Chinese)."""
    return format_date(value or "", language)


def language_names() -> list[str]:
    """Every answer language with the tag people type: ``English (en)``, ``简体中文 (zh-CN)``…"""
    return [f"{LANGUAGES[lang][0]} ({LANGUAGE_TAGS[lang]})" for lang in LANGUAGES]


# --------------------------------------------------------------------------- answers
PROSE = ("summary", "ranking", "note", "change", "assumptions")
"""Fields of the core's answers that hold sentences (besides ``text``): shown escaped unless they
have a keyed companion (``summary_message``, ``assumptions_messages``…)."""


def for_discord(answer: Any, language: str) -> Any:
    """A core answer (a pydantic model) ready for Discord in ``language``.

    Keyed messages (``message``/``params``, ``F_message``/``F_messages``) are re-rendered with
    :func:`advisor.i18n.localize`, user text through :func:`~bot.quoting.quote`; every other
    sentence (``text`` without a ``message`` key, and :data:`PROSE` fields without a companion)
    is escaped whole with :func:`~bot.quoting.escape`, since the core may have put raw user
    text into it. The result is display-ready: renderers never escape it again.
    """
    return _escape_unkeyed(localize(answer, language, user_text=quote))


_TEXT, _PROSE, _NESTED = 0, 1, 2


def _may_hold_models(annotation: Any) -> bool:
    """Whether a field's type can hold answer models (a model, a list or union of them)."""
    if isinstance(annotation, type):
        return issubclass(annotation, BaseModel)
    return get_origin(annotation) in (list, Union, types.UnionType) and any(
        _may_hold_models(a) for a in get_args(annotation))


@cache
def _plan(cls: type[BaseModel]) -> tuple[tuple[str, int], ...]:
    """The fields of an answer model that :func:`_escape_unkeyed` looks at, and how."""
    out = []
    for name, field in cls.model_fields.items():
        if name == "text":
            out.append((name, _TEXT))
        elif name in PROSE:
            out.append((name, _PROSE))
        elif name != "params" and _may_hold_models(field.annotation):
            out.append((name, _NESTED))
    return tuple(out)


def _escape_unkeyed(model: Any) -> Any:
    if isinstance(model, list):
        items = [_escape_unkeyed(m) for m in model]
        return model if all(a is b for a, b in zip(items, model, strict=True)) else items
    if not isinstance(model, BaseModel) or type(model).__module__ == "advisor.i18n":
        return model  # not an answer model: a message or one of its typed parameters
    values = model.__dict__
    update: dict[str, Any] = {}
    for name, kind in _plan(type(model)):
        value = values.get(name)
        if kind == _TEXT:
            if isinstance(value, str) and not values.get("message"):
                update[name] = escape(value)
        elif kind == _PROSE:
            if values.get(f"{name}_message") or values.get(f"{name}_messages"):
                continue  # keyed: rendered by localize, user text quoted
            if isinstance(value, str):
                update[name] = escape(value)
            elif isinstance(value, list):
                update[name] = [escape(v) if isinstance(v, str) else v for v in value]
        elif value is not None:
            new = _escape_unkeyed(value)
            if new is not value:
                update[name] = new
    return model.model_copy(update=update) if update else model


# --------------------------------------------------------------------------- command texts
def described(message: Message) -> app_commands.locale_str:
    """A command or option description (or choice name) that Discord shows in the member's
    language: the English text, carrying its message key for :class:`AdvisorTranslator`."""
    return app_commands.locale_str(render(message.key, message.params, "en"), key=message.key)


class AdvisorTranslator(app_commands.Translator):
    """discord.py's translator hook: the catalogue's translation of a description or choice
    name (a :func:`described` string) for each Discord locale the advisor answers in.

    Returns ``None`` (Discord shows the English) for English locales, for locales the advisor
    does not answer in, for strings without a message key (names, third-party commands) and
    for keys the catalogue has not translated. Translations are clipped to Discord's
    100-character limit, so a long one can never make the whole sync fail.
    """

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        """The translation of ``string`` for ``locale`` (``None``: keep the English)."""
        key = string.extras.get("key")
        language = resolve_language(locale.value, default=None)
        if not key or language in (None, "en"):
            return None
        text = template(key, language)
        if not text:
            return None
        return text if len(text) <= LOCALIZED_MAX else text[: LOCALIZED_MAX - 1] + "…"
