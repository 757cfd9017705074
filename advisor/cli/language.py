"""Which language the console answers in: ``--lang``, else the environment, else English.

The environment is read the way gettext programs read it (Python's :func:`gettext.find`):
the first of ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set and not empty
is taken; ``LANGUAGE`` may list several languages (``fr:zh_TW:en``) and the first one the
advisor answers in wins. ``zh_CN.UTF-8`` → Simplified Chinese, ``zh_TW.UTF-8`` / ``zh_HK`` →
Traditional Chinese, ``C`` / ``POSIX`` / any other language → English.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from ..i18n import DEFAULT_LANGUAGE, LANGUAGE_TAGS, LANGUAGES, ListOf, Text, UserText, msg, resolve_language
from .args import UsageError

ENV_VARS: tuple[str, ...] = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""The variables gettext reads, in its order of precedence."""


def language_from_env(environ: Mapping[str, str] | None = None) -> str:
    """The answer language the environment asks for (``"en"``, ``"zh_Hans"`` or ``"zh_Hant"``).

    Args:
        environ: the environment (default: :data:`os.environ`).
    Returns:
        The first language of the first non-empty variable of :data:`ENV_VARS` that the
        advisor answers in; English when that variable names none (``C``, ``fr_FR.UTF-8``)
        or when none is set.
    """
    env = os.environ if environ is None else environ
    for var in ENV_VARS:
        value = env.get(var, "")
        if value:
            for tag in value.split(":"):
                language = resolve_language(tag, default=None)
                if language is not None:
                    return language
            return "en"
    return "en"


def language_tags() -> ListOf:
    """The ``--lang`` values people type, as a message parameter: ``zh-CN, zh-TW, en`` (the
    languages offered, English last)."""
    ids = [lang for lang in LANGUAGES if lang != DEFAULT_LANGUAGE] + [DEFAULT_LANGUAGE]
    return ListOf(items=[Text(value=LANGUAGE_TAGS[lang]) for lang in ids], style="or")


def choose_language(flag: str | None, environ: Mapping[str, str] | None = None) -> str:
    """The language of this run: ``--lang`` when given, else :func:`language_from_env`.

    Raises:
        UsageError: ``flag`` names no language the advisor answers in (``--lang fr``); the
            console exits with status 2.
    """
    if flag is None:
        return language_from_env(environ)
    language = resolve_language(flag, default=None)
    if language is None or language not in LANGUAGES:
        raise UsageError(msg("cli.error.unknown_language", "No answers in '{lang}': --lang takes {choices}.",
                             lang=UserText(value=flag), choices=language_tags()))
    return language
