"""``bot/render/markets.py``: ``/markets`` fits Discord's limits."""

from __future__ import annotations

import pytest

from bot.render.markets import render_markets
from discord_limits import LANGUAGES, assert_fits


@pytest.mark.parametrize("language", LANGUAGES)
def test_markets_fit_and_list_the_languages(advisor, language):
    embed = render_markets(advisor.markets(), language=language)
    assert_fits(embed, "/markets")
    assert all(name in embed.description for name in ("English (en)", "简体中文 (zh-CN)", "繁體中文 (zh-TW)"))
