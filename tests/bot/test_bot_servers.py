"""``bot/servers.py``: per-server views of the core, cached per data version, and the language
of an answer (a server's explicit language for public answers, else the member's)."""

from __future__ import annotations

from types import SimpleNamespace

import discord

from bot.servers import ServerViews, answer_language, member_language
from storage import ServerSettings, Storage


def test_a_view_is_cached_until_the_servers_data_changes_from_anywhere(advisor, tmp_path):
    path = tmp_path / "d.sqlite"
    bot_store, console_store = Storage.open(path), Storage.open(path)  # two connections, as two processes
    views = ServerViews(maxsize=2)
    try:
        assert views.context(advisor, bot_store, None).advisor is advisor  # a DM: the shared core
        assert views.context(advisor, bot_store, 1).advisor is advisor  # a server that set nothing

        console_store.set_price(1, market="current-us", card="GeForce RTX 4090", condition="new", amount=777,
                                currency="USD", user_id=None, via="console")
        first = views.context(advisor, bot_store, 1)
        assert first.advisor is not advisor and first.advisor.why("4090").facts.price.amount == 777
        assert views.context(advisor, bot_store, 1) is first  # unchanged: the same view

        console_store.set_setting(1, "use_case", "llm", user_id=None, via="console")
        second = views.context(advisor, bot_store, 1)
        assert second is not first and second.use_case == "llm" and second.market is None

        views.context(advisor, bot_store, 2)
        views.context(advisor, bot_store, 3)
        assert len(views) == 2  # bounded: the least recently used server is dropped
    finally:
        bot_store.close()
        console_store.close()


def test_prices_the_catalogue_no_longer_knows_are_skipped_not_fatal(advisor, tmp_path, caplog):
    with Storage.open(tmp_path / "d.sqlite") as store:
        store.set_price(1, market="current-us", card="GeForce RTX 9999 (gone)", condition="new", amount=5,
                        currency="USD", user_id=1)
        store.set_price(1, market="mars-2030", card="GeForce RTX 4090", condition="new", amount=5, currency="USD",
                        user_id=1)
        store.set_setting(1, "market", "mars-2030", user_id=1)
        context = ServerViews().context(advisor, store, 1)
    assert context.market is None and context.advisor.why("4090").facts.price.amount != 5
    assert "not used" in caplog.text


def test_a_stored_price_that_converts_below_the_minimum_is_skipped_not_fatal(advisor, tmp_path, caplog):
    """A price stored before the minimum was checked (1 IDR is 0.00006 USD) must not break every
    answer of the server: it is skipped with a log line and the others are used."""
    with Storage.open(tmp_path / "d.sqlite") as store:
        store.set_price(1, market="current-us", card="GeForce RTX 5090", condition="new", amount=1, currency="IDR",
                        user_id=1)
        store.set_price(1, market="current-us", card="GeForce RTX 4090", condition="new", amount=777,
                        currency="USD", user_id=1)
        context = ServerViews().context(advisor, store, 1)
    assert context.advisor.why("4090").facts.price.amount == 777
    assert context.advisor.why("5090").facts.price.amount > 100
    context.advisor.recommend("3000")  # answers, as before the bad price
    assert "GeForce RTX 5090" in caplog.text and "below 1 USD" in caplog.text


def fake(locale: discord.Locale) -> SimpleNamespace:
    return SimpleNamespace(locale=locale, guild_locale=None)


def test_the_answer_language():
    chinese, taiwanese, french = fake(discord.Locale.chinese), fake(discord.Locale.taiwan_chinese), fake(
        discord.Locale.french)
    assert [member_language(i) for i in (chinese, taiwanese, french)] == ["zh_Hans", "zh_Hant", "en"]
    server = ServerSettings(language="zh_Hant")
    assert answer_language(chinese, server, public=True) == "zh_Hant"  # the server's choice, for everyone
    assert answer_language(chinese, server, public=False) == "zh_Hans"  # a reply only the member sees
    assert answer_language(french, ServerSettings(), public=True) == "en"  # no choice: the member's
