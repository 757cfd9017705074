"""What the product offers, for tests to loop over: read from the product, never copied.

A test that means "every market" or "every language" loops over these, so a new market (a row
of ``data/markets/markets.json``) or a new language (a row of :data:`advisor.languages.REGISTRY`
with its catalogue) is tested without editing a test.

- :func:`advisor`: the session's one loaded core (``tests/conftest.py`` points
  ``GPU_ADVISOR_DB`` at a temporary file before collection, so this works at import time too);
- :data:`MARKETS`: ``Advisor.markets()``' ids, the default first;
- :data:`LANGUAGES`: every language answers come in (``advisor.i18n.LANGUAGES``), English first;
  :data:`TRANSLATED`: those but English; :data:`TAGS`: their tags (``en``, ``zh-CN``…).
"""

from __future__ import annotations

from functools import cache

from advisor import i18n
from advisor.languages import registered


@cache
def advisor():
    """The Advisor of this test process, loaded once (its catalogue: ``$GPU_ADVISOR_DB``)."""
    from advisor import Advisor

    return Advisor.load()


MARKETS: tuple[str, ...] = tuple(m.id for m in advisor().markets().markets)
LANGUAGES: tuple[str, ...] = tuple(i18n.LANGUAGES)
TRANSLATED: tuple[str, ...] = tuple(lang for lang in LANGUAGES if lang != i18n.DEFAULT_LANGUAGE)
TAGS: dict[str, str] = {lang: i18n.LANGUAGE_TAGS[lang] for lang in LANGUAGES}
CHINESE: tuple[str, ...] = tuple(lang for lang in TRANSLATED if registered(lang).subtag == "zh")
"""The Chinese languages offered (tests that look for Chinese characters in an answer)."""
