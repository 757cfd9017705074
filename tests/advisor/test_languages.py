"""advisor/languages.py: one registry of languages; a language whose catalogue is missing or
incomplete is refused, never answered in English with another language's punctuation."""

from __future__ import annotations

import logging
import shutil

import pytest

from advisor import api, i18n, languages
from advisor.errors import InvalidOption
from advisor.languages import REGISTRY, Language, catalogue_problem

FRENCH = Language("fr", "Français", "fr-FR", "fr_FR", "fr")


@pytest.fixture
def french(monkeypatch, tmp_path):
    """French registered, with a catalogue folder of its own beside copies of the real ones."""
    locale = tmp_path / "locale"
    shutil.copytree(languages.LOCALE_DIR, locale)
    monkeypatch.setattr(languages, "REGISTRY", (*REGISTRY, FRENCH))
    monkeypatch.setattr(languages, "LOCALE_DIR", locale)
    languages._available.cache_clear()
    yield locale / "fr" / "LC_MESSAGES" / "advisor.po"
    languages._available.cache_clear()


def _write_french(path, *, drop: str | None = None) -> None:
    """A French catalogue: the Simplified Chinese one's entries (every message translated),
    with ``drop``'s translation emptied."""
    path.parent.mkdir(parents=True)
    text = (languages.LOCALE_DIR / "zh_Hans" / "LC_MESSAGES" / "advisor.po").read_text(encoding="utf-8")
    if drop:
        entries = text.split("\n\n")
        for i, entry in enumerate(entries):
            if f'msgctxt "{drop}"\n' in entry:
                head, _, _ = entry.partition("\nmsgstr ")
                entries[i] = head + '\nmsgstr ""'
        text = "\n\n".join(entries)
    path.write_text(text, encoding="utf-8")


def test_every_registered_language_is_offered():
    assert [lang.id for lang in REGISTRY] == list(i18n.LANGUAGES) == list(i18n.LANGUAGE_TAGS)
    assert all(catalogue_problem(lang.id) is None for lang in REGISTRY)
    assert len({lang.tag for lang in REGISTRY}) == len(REGISTRY)


def test_a_language_without_a_catalogue_is_refused(french, caplog):
    with caplog.at_level(logging.WARNING, logger="advisor.languages"):
        assert "fr" not in i18n.LANGUAGES and "fr" not in list(i18n.LANGUAGE_TAGS)
    assert any("Français" in r.getMessage() and "is missing" in r.getMessage() for r in caplog.records)
    assert i18n.resolve_language("fr-FR", default=None) is None
    with pytest.raises(InvalidOption):
        api.language("fr")


def test_an_incomplete_catalogue_is_refused_naming_what_it_lacks(french):
    _write_french(french, drop="answer.error.language")
    problem = catalogue_problem("fr", french.parents[2])
    assert "lacks 1 translation" in problem and "answer.error.language" in problem
    assert "fr" not in i18n.LANGUAGES
    assert i18n.resolve_language("fr_FR.UTF-8") == "en"  # the default: French is not offered


def test_a_fuzzy_translation_counts_as_missing(french):
    _write_french(french)
    text = french.read_text(encoding="utf-8").replace('msgctxt "answer.error.language"',
                                                      '#, fuzzy\nmsgctxt "answer.error.language"', 1)
    french.write_text(text, encoding="utf-8")
    assert "lacks 1 translation" in catalogue_problem("fr", french.parents[2])


def test_a_complete_catalogue_is_offered_with_its_own_punctuation(french):
    _write_french(french)
    assert catalogue_problem("fr", french.parents[2]) is None
    assert "fr" in i18n.LANGUAGES and i18n.LANGUAGE_TAGS["fr"] == "fr-FR"
    assert i18n.LANGUAGES["fr"] == ("Français", "fr_FR")
    assert i18n.resolve_language("fr_FR.UTF-8") == "fr" and i18n.resolve_language("fr") == "fr"
    assert i18n.format_list(["a", "b"], "join", "fr") == "a, b"  # not the Chinese 、
    assert i18n.format_list(["a", "b"], "join", "zh_Hans") == "a、b"


def test_english_needs_no_catalogue_scan(monkeypatch):
    languages._available.cache_clear()
    monkeypatch.setattr(languages, "catalogue_problem", lambda *a, **k: pytest.fail("scanned a catalogue"))
    try:
        assert i18n.resolve_language("en-GB") == "en" and "en" in i18n.LANGUAGES
        assert i18n.LANGUAGES["en"] == ("English", "en_US")
    finally:
        languages._available.cache_clear()


def test_every_catalogue_ships_in_the_wheel():
    # a registered language's catalogue folder is a package of pyproject.toml with its .po as data:
    # else an installed (non-editable) advisor lacks it and refuses the language (CONTRIBUTING)
    import tomllib
    from pathlib import Path

    config = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text(encoding="utf-8"))
    setuptools = config["tool"]["setuptools"]
    for language in (lang for lang in REGISTRY if lang.id != languages.DEFAULT_LANGUAGE):  # English has none
        package = f"advisor.locale.{language.id}.LC_MESSAGES"
        assert package in setuptools["packages"], package
        assert setuptools["package-data"][package] == ["*.po"], package
