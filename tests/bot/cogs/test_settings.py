"""``/settings`` driven as a server admin (SimCord): each value checked by the core, stored and
audited, and used by /recommend, /compare, /why and /fits in that server only."""

from __future__ import annotations

import discord
import pytest
import simcord
from simcord import assert_error

from advisor.errors import UnknownCard, UnknownMarket
from advisor.overrides import InvalidPrice
from bot import sync_commands
from bot_testing import all_text, ephemeral_text, only_embed


@pytest.fixture
async def club(world):
    mods = world.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    world.admin = world.guild.add_member(world.env.create_user("admin"), roles=[mods])
    world.storage = world.bot.storage
    await sync_commands(world.bot)
    return world


def reply(result) -> str:
    assert result.ephemeral, result
    return (result.followups[-1] if result.followups else result.response).content


async def configure(club, **options):
    return await club.admin.slash(club.channel, "settings set", **options)


async def test_show_says_what_applies_when_nothing_is_set(club):
    text = reply(await club.admin.slash(club.channel, "settings show"))
    assert "Default market" in text and "current-us" in text and "each member's own Discord language" in text


async def test_settings_are_checked_stored_audited_and_shown(club):
    text = reply(await configure(club, market="2017-us", use_case="kaggle", currency="euro", language="zh_Hans"))

    assert "`2017-us`" in text and "`kaggle`" in text and "`EUR`" in text and "简体中文" in text
    settings = club.storage.settings(club.guild.id)
    assert (settings.market, settings.use_case, settings.bare_currency, settings.language) == (
        "2017-us", "kaggle", "EUR", "zh_Hans")
    history = club.storage.history(club.guild.id)
    assert {e.setting for e in history} == {"market", "use_case", "bare_currency", "language"}
    assert all(e.user_id == club.admin.id for e in history)
    assert "setting market" in reply(await club.admin.slash(club.channel, "price history"))

    text = reply(await configure(club, market="default", language="default"))
    settings = club.storage.settings(club.guild.id)
    assert settings.market is None and settings.language is None and settings.use_case == "kaggle"
    assert "not set" in text


@pytest.mark.parametrize(("options", "error", "words"), [
    ({"market": "mars"}, UnknownMarket, "no market called"),
    ({"currency": "doubloons"}, InvalidPrice, "not a currency I know"),
    ({"currency": "NIO"}, InvalidPrice, "no exchange rate"),
])
async def test_bad_values_change_nothing(club, options, error, words):
    result = await configure(club, **options)
    assert words in ephemeral_text(result)
    assert_error(club.env, error)
    assert club.storage.version(club.guild.id) == 0


async def test_a_market_change_keeps_the_currency_convertible(club):
    await configure(club, market="2019-cn", currency="HRK")  # the 2019 ECB rates include the kuna (Croatia has paid
    result = await configure(club, market="current-us")  # in euros since 2023): today's do not (the rouble has an
    assert "no exchange rate for HRK" in ephemeral_text(result)  # official rate since fix29d, so it converts)
    assert_error(club.env, InvalidPrice)
    assert club.storage.settings(club.guild.id).market == "2019-cn"


async def test_nothing_to_change_is_said(club):
    assert "at least one setting" in reply(await configure(club))


async def test_answers_use_the_servers_defaults_and_options_still_win(club):
    await configure(club, market="2019-cn", use_case="llm")

    embed = only_embed(await club.alice.slash(club.channel, "recommend", budget="10000"))
    assert "2019-cn" in embed.footer.text and "(llm)" in embed.title  # llm
    embed = only_embed(await club.alice.slash(club.channel, "recommend", budget="10000", market="2017-us",
                                              use_case="general"))
    assert "2017-us" in embed.footer.text and "(general)" in embed.title
    embed = only_embed(await club.alice.slash(club.channel, "why", card="2080 ti"))
    assert "2019-cn" in embed.footer.text
    embed = only_embed(await club.alice.slash(club.channel, "compare", card_a="1080 ti", card_b="2080 ti"))
    assert "2019-cn" in embed.footer.text
    embed = only_embed(await club.alice.slash(club.channel, "fits", model="7b"))
    assert "2019-cn" in all_text(embed)

    embed = only_embed(await club.alice.user.slash("recommend", budget="1000"))  # a DM: the bot's defaults
    assert "current-us" in embed.footer.text and "(general)" in embed.title


async def test_a_bare_budget_is_read_in_the_servers_currency_and_says_so(club):
    await configure(club, currency="CNY")

    embed = only_embed(await club.alice.slash(club.channel, "recommend", budget="5000"))
    assert "5,000 CNY" in embed.title or "¥5,000" in embed.title
    assert "the currency set for this server" in embed.description
    embed = only_embed(await club.alice.slash(club.channel, "recommend", budget="$700"))
    assert "set for this server" not in (embed.description or "")  # a typed currency wins


@pytest.fixture
def locale(monkeypatch):
    """``locale(member)``: the client language of the interactions SimCord sends from now on."""
    real = simcord.interactions.base_payload

    def set_locale(member: str) -> None:
        def base_payload(*args, **kwargs):
            record, payload = real(*args, **kwargs)
            payload["locale"] = member
            return record, payload

        monkeypatch.setattr(simcord.interactions, "base_payload", base_payload)

    return set_locale


async def test_a_servers_language_is_used_for_public_answers_only(club, locale):
    await configure(club, language="zh_Hant")

    public = only_embed(await club.alice.slash(club.channel, "why", card="1080 ti"))  # alice's client: en-US
    assert "價格截至" in public.footer.text  # the server's language: Traditional Chinese
    error = ephemeral_text(await club.alice.slash(club.channel, "why", card="zzzz qqqq"))
    assert "No card matches" in error  # a reply only she sees: her own language
    assert_error(club.env, UnknownCard)
    dm = only_embed(await club.alice.user.slash("why", card="1080 ti"))
    assert "prices as of" in dm.footer.text  # DMs: her own language

    locale("zh-CN")
    admin_reply = reply(await configure(club, use_case="kaggle"))
    assert "默认用途" in admin_reply  # the admin's reply in the admin's language (Simplified)
    assert "價格截至" in only_embed(await club.alice.slash(club.channel, "why", card="1080 ti")).footer.text
    await configure(club, language="default")
    assert "价格截至" in only_embed(await club.alice.slash(club.channel, "why", card="1080 ti")).footer.text
