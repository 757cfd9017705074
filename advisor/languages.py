"""The languages answers come in: one registry, :data:`REGISTRY`, and what is read from it.

Adding a language is one :class:`Language` row here, then its catalogue
(``python tools/i18n.py update`` creates ``advisor/locale/<id>/LC_MESSAGES/advisor.po``;
translate every entry). Everything else derives from this table: the language tags the console
(``--lang``, ``LANG``) and the core (``lang=``) accept, :func:`resolve_language`, the Discord
locales the bot answers and translates its commands in (Discord sends BCP 47 tags, read by the
same function), the list of languages ``markets`` and ``/about`` show, the ``/settings``
choices, the catalogues ``tools/i18n.py`` updates and checks, and the tests' loops.

A registered language whose catalogue is missing or incomplete (a message not translated, or
fuzzy) is **not offered**: :data:`LANGUAGES` leaves it out, so a tag that names it is refused
like any unknown language (never answered in English with another language's punctuation), and a
warning names the catalogue and what it lacks. ``tools/i18n.py check`` (run by the tests) fails
for it too.

Nothing here imports Babel or pydantic: the console's start-up reads this module, and the
catalogues are only scanned (plain text, about a millisecond each) when a language other than
English is asked for or the languages are listed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "LANGUAGE_TAGS",
    "REGISTRY",
    "Language",
    "catalogue_problem",
    "list_separator",
    "registered",
    "resolve_language",
]

LOCALE_DIR = Path(__file__).resolve().parent / "locale"
DOMAIN = "advisor"
DEFAULT_LANGUAGE = "en"


class _Log:
    """This module's logger, ``logging.getLogger(__name__)``, looked up when first used: a start
    that logs nothing never imports :mod:`logging` (about 10 ms of CPU)."""

    def __getattr__(self, name: str):  # noqa: ANN204 - the logger's own methods
        import logging

        return getattr(logging.getLogger(__name__), name)


log = _Log()


@dataclass(frozen=True)
class Language:
    """One language answers can be given in.

    Attributes:
        id: its catalogue's folder, ``advisor/locale/<id>/`` (a POSIX/CLDR name: ``zh_Hans``);
            English, the source language, has none.
        name: its name in itself (``简体中文``), as the language lists show it.
        tag: the BCP 47 tag people type and Discord sends (``zh-CN``).
        locale: the CLDR locale Babel formats its numbers, money and dates with (``zh_Hans_CN``).
        subtag: the primary language subtag of the tags that mean it (``zh``).
        scripts: script subtags that choose it among the languages sharing ``subtag`` (``Hant``).
        regions: region subtags that choose it among them (``TW``, ``HK``, ``MO``). A tag with
            ``subtag`` and no matching script or region gets the first such language.
        list_separator: how a plain list is joined (``", "``; ``"、"`` in Chinese).
    """

    id: str
    name: str
    tag: str
    locale: str
    subtag: str
    scripts: tuple[str, ...] = ()
    regions: tuple[str, ...] = ()
    list_separator: str = ", "


REGISTRY: tuple[Language, ...] = (
    Language("en", "English", "en", "en_US", "en"),
    # Simplified Chinese (mainland China): zh, zh-CN, zh-SG, zh-Hans…
    Language("zh_Hans", "简体中文", "zh-CN", "zh_Hans_CN", "zh", scripts=("Hans",), list_separator="、"),
    # Traditional Chinese, Taiwan usage: zh-TW, zh-HK, zh-MO, zh-Hant…
    Language("zh_Hant", "繁體中文", "zh-TW", "zh_Hant_TW", "zh", scripts=("Hant",), regions=("TW", "HK", "MO"),
             list_separator="、"),
)
"""Every language the advisor is meant to answer in, English (the source) first."""



def registered(language_id: str) -> Language:
    """The registry's row for ``language_id`` (``KeyError`` when none)."""
    for language in REGISTRY:
        if language.id == language_id:
            return language
    raise KeyError(language_id)


def list_separator(language_id: str) -> str:
    """How a plain list is joined in the language (``", "``, ``"、"``); English's for an id
    that is not registered."""
    try:
        return registered(language_id).list_separator
    except KeyError:
        return REGISTRY[0].list_separator


# --------------------------------------------------------------------------- catalogues
# Scanned as bytes (no decoding) and anchored on "\n" (each file is scanned with one put in
# front), not with re.MULTILINE's "^": a few times faster, the same matches.
_ENTRY_SPLIT = re.compile(rb"\n\s*\n")
_CONTEXT = re.compile(rb'\nmsgctxt "((?:[^"\\\n]|\\.)*)"\n')
_EMPTY = re.compile(rb'\nmsgstr ""(?:\n(?!")|$)')
_FUZZY = re.compile(rb"\n#,[^\n]*\bfuzzy\b")


def _entries(text: bytes) -> Iterator[tuple[bytes, bytes]]:
    """``(key, entry text)`` of every keyed entry of a ``.po``/``.pot`` file (obsolete ``#~`` ones
    are left out)."""
    for entry in _ENTRY_SPLIT.split(text):
        found = _CONTEXT.search(b"\n" + entry + b"\n")
        if found:
            yield found[1], b"\n" + entry


def _template_keys(path: Path) -> frozenset[bytes]:
    """The message keys of the template ``path`` (read once per version of the file)."""
    st = path.stat()
    return _keys_of(path, st.st_mtime_ns, st.st_size)


@cache
def _keys_of(path: Path, mtime_ns: int, size: int) -> frozenset[bytes]:
    return frozenset(_CONTEXT.findall(b"\n" + path.read_bytes()))


def catalogue_problem(language_id: str, locale_dir: Path | None = None) -> str | None:
    """Why ``language_id``'s catalogue cannot serve answers, or ``None`` when it can.

    It can when ``<locale_dir>/<id>/LC_MESSAGES/advisor.po`` (``locale_dir``: default
    ``advisor/locale``) exists and translates, without a
    fuzzy mark, every message of the template ``<locale_dir>/advisor.pot``. English needs none.
    A plain-text scan (no Babel): the full check, placeholders included, is ``tools/i18n.py check``.

    Returns:
        ``None``, or one line: the catalogue is missing, or how many messages it lacks and the
        first of them.
    """
    if language_id == DEFAULT_LANGUAGE:
        return None
    locale_dir = LOCALE_DIR if locale_dir is None else locale_dir
    path = locale_dir / language_id / "LC_MESSAGES" / f"{DOMAIN}.po"
    try:
        expected = _template_keys(locale_dir / f"{DOMAIN}.pot")
        text = b"\n" + path.read_bytes()
    except FileNotFoundError as err:
        return f"its catalogue {err.filename} is missing"
    if expected <= set(_CONTEXT.findall(text)) and not _EMPTY.search(text) and not _FUZZY.search(text):
        return None  # the common case, in one pass over each file: every key there, none empty or fuzzy
    done = {key for key, entry in _entries(text) if not _EMPTY.search(entry) and not _FUZZY.search(entry)}
    missing = sorted(key for key in expected if key not in done)
    if missing:
        return (f"its catalogue {path} lacks {len(missing)} translation{'s' if len(missing) != 1 else ''} "
                f"(first: {missing[0].decode('utf-8', 'replace')})")
    return None


@cache
def _available() -> tuple[Language, ...]:
    """The registered languages whose catalogue is complete (each other one logged once)."""
    out = []
    for language in REGISTRY:
        problem = catalogue_problem(language.id)
        if problem is None:
            out.append(language)
        else:
            log.warning("answers in %s (%s) are not offered: %s", language.name, language.tag, problem)
    return tuple(out)


class _Offered(Mapping):
    """A read-only mapping over the languages offered (registered, with a complete catalogue),
    in registry order. English is always there and answered without scanning any catalogue; the
    others are checked once, on first use."""

    def __init__(self, value) -> None:  # noqa: ANN001 - value: Language -> what the mapping gives
        self._value = value

    def __getitem__(self, key: str):  # noqa: ANN204
        if key == DEFAULT_LANGUAGE:
            return self._value(REGISTRY[0])
        for language in _available():
            if language.id == key:
                return self._value(language)
        raise KeyError(key)

    def __contains__(self, key: object) -> bool:
        return key == DEFAULT_LANGUAGE or any(language.id == key for language in _available())

    def __iter__(self) -> Iterator[str]:
        return (language.id for language in _available())

    def __len__(self) -> int:
        return len(_available())

    def __repr__(self) -> str:
        return repr(dict(self))


LANGUAGES: Mapping[str, tuple[str, str]] = _Offered(lambda language: (language.name, language.locale))
"""The languages offered: id -> (its own name, its CLDR locale). ``zh_Hans`` is Simplified
Chinese (mainland China), ``zh_Hant`` Traditional Chinese (Taiwan)."""
LANGUAGE_TAGS: Mapping[str, str] = _Offered(lambda language: language.tag)
"""The tag people and Discord use for each language offered (``en``, ``zh-CN``, ``zh-TW``)."""


def resolve_language(tag: object, *, default: str | None = DEFAULT_LANGUAGE) -> str | None:
    """The answer language for a language tag as people, Discord and POSIX write it.

    ``"zh-CN"``, ``"zh_CN.UTF-8"``, ``"zh-Hans"``, ``"zh-SG"``, ``"zh"`` → ``"zh_Hans"``;
    ``"zh-TW"``, ``"zh_HK"``, ``"zh-Hant"`` → ``"zh_Hant"``; ``"en"``, ``"en-US"``, ``"en_GB"``
    → ``"en"``. Anything else (``"fr"``, ``"C"``, ``""``, ``None``, junk), and a registered
    language whose catalogue is incomplete, → ``default``.

    Args:
        tag: a BCP 47 tag (``zh-TW``), a POSIX locale (``zh_TW.UTF-8``) or one of
            :data:`LANGUAGES`' ids; case and ``-``/``_`` do not matter.
        default: returned when the tag names no language we answer in.
    Returns:
        One of :data:`LANGUAGES`' ids, or ``default``.
    """
    if not isinstance(tag, str):
        return default
    text = tag.strip().split(".")[0].split("@")[0].replace("-", "_")
    parts = [p for p in text.split("_") if p]
    if not parts:
        return default
    for language in REGISTRY:  # an id as it is written (zh_Hans)
        if language.id.lower() == text.lower():
            return language.id if language.id in LANGUAGES else default
    subtag = parts[0].lower()
    rest = {p.upper() if len(p) == 2 else p.title() for p in parts[1:]}
    candidates = [language for language in REGISTRY if language.subtag == subtag]
    chosen = (next((c for c in candidates if rest & set(c.scripts)), None)
              or next((c for c in candidates if rest & set(c.regions)), None)
              or next((c for c in candidates if not c.regions), None))
    if chosen is None or chosen.id not in LANGUAGES:
        return default
    return chosen.id
