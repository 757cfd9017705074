"""The bot's languages: which one a member gets, the bot's own words in it, answers put into it,
and the command descriptions Discord shows in it.

- :func:`choose_language` / :func:`interaction_language`: the member's client language
  (``interaction.locale``: ``zh-CN`` → Simplified, ``zh-TW`` → Traditional, ``en-US``/``en-GB`` →
  English) when the advisor answers in it, else the server's preferred locale
  (``interaction.guild_locale``), else English.
- :func:`t`: one of the bot's messages (keys ``bot.…``, made with :func:`advisor.i18n.msg`) in a
  language, echoing user text through :func:`bot.quoting.quote`.
- :func:`say`: the renderer of a core answer's messages (answers hold messages only) in a
  language, user text through :func:`~bot.quoting.quote`.
- :class:`AdvisorTranslator` and :func:`described`: command and option descriptions and choice
  names as :class:`~discord.app_commands.locale_str` carrying their message key; discord.py's
  translator hook fills ``description_localizations`` (and choice ``name_localizations``) from
  the catalogue when the commands are synced. Command and option *names* stay English: they are
  what people type and what the README and ``/about`` show.
"""

from __future__ import annotations

from functools import lru_cache

import discord
from discord import app_commands

from advisor.i18n import (
    LANGUAGE_TAGS,
    LANGUAGES,
    Message,
    Renderer,
    format_date,
    format_money,
    render,
    resolve_language,
    template,
)
from bot.quoting import quote

__all__ = [
    "AdvisorTranslator",
    "choose_language",
    "date",
    "described",
    "interaction_language",
    "language_names",
    "say",
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


@lru_cache(maxsize=8192)
def money(amount: float, currency: str, language: str) -> str:
    """An amount for ``language``, as the answers' own sentences write it (one style in an answer):
    ``1,299 USD`` / ``12.50 EUR`` in English, CLDR's ``US$1,299`` / ``¥3,000`` / ``¥1.5万`` in Chinese
    (:func:`advisor.i18n.format_money`); cents only below 100 and when there are some."""
    digits = 0 if abs(amount) >= 100 or float(amount).is_integer() else 2
    return format_money(amount, currency, language, digits=digits)


@lru_cache(maxsize=4096)
def date(value: str | None, language: str) -> str:
    """A data date for ``language`` (``2017-06``; ``2017年6月`` in Chinese)."""
    return format_date(value or "", language)


def language_names() -> list[str]:
    """Every answer language with the tag people type: ``English (en)``, ``简体中文 (zh-CN)``…"""
    return [f"{LANGUAGES[lang][0]} ({LANGUAGE_TAGS[lang]})" for lang in LANGUAGES]


# --------------------------------------------------------------------------- answers
def say(language: str) -> Renderer:
    """The bot's renderer of the core's messages in ``language``: text a user typed is quoted for
    Discord (:func:`~bot.quoting.quote`); everything else comes from our data and catalogues."""
    return Renderer(language, user_text=quote)


# --------------------------------------------------------------------------- command texts
def described(message: Message, *, capital: bool = False) -> app_commands.locale_str:
    """A command or option description (or choice name) that Discord shows in the member's
    language: the English text, carrying its message key for :class:`AdvisorTranslator`.
    ``capital``: the English starts with a capital letter (the command table's help is written as
    the console shows it, ``the best GPUs…``; Discord's descriptions start ``The best GPUs…``)."""
    english = render(message.key, message.params, "en", option="slash")  # an option named as a slash option: ram:64
    if capital:
        english = english[:1].upper() + english[1:]
    return app_commands.locale_str(english, key=message.key, params=message.params)


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
        params = string.extras.get("params")
        if params:  # its options named as slash options (fix63e #1), its other values written for the language
            text = render(key, params, language, user_text=quote, option="slash")
        return text if len(text) <= LOCALIZED_MAX else text[: LOCALIZED_MAX - 1] + "…"
