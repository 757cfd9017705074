"""``bot/i18n.py``: the member's language (a pure function, and once through SimCord with the
payload's locale set), answers and the bot's words in it, and command descriptions localised
through discord.py's translator when the commands are synced."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from advisor.i18n import Message, resolve_language
from bot import create_bot, sync_commands
from bot.i18n import AdvisorTranslator, choose_language, described, say, t
from bot.render.recommend import render_recommendation
from bot.tree import describe_error
from bot_testing import all_text, ephemeral_text, make_settings, only_embed
from product import CHINESE, TRANSLATED

TRANSLATED_LOCALES = {locale.value for locale in discord.Locale
                      if resolve_language(locale.value, default=None) in TRANSLATED}
"""The Discord locales the commands' descriptions are translated for (from the language registry)."""


@pytest.mark.parametrize(
    ("locale", "guild_locale", "language"),
    [
        (discord.Locale.chinese, None, "zh_Hans"),  # zh-CN
        (discord.Locale.taiwan_chinese, None, "zh_Hant"),  # zh-TW
        (discord.Locale.american_english, discord.Locale.chinese, "en"),  # the member's own language wins
        (discord.Locale.british_english, None, "en"),
        (discord.Locale.french, discord.Locale.taiwan_chinese, "zh_Hant"),  # not answered in: the server's
        (discord.Locale.japanese, discord.Locale.chinese, "zh_Hans"),
        (discord.Locale.french, None, "en"),  # a DM: no server locale
        (discord.Locale.german, discord.Locale.spain_spanish, "en"),
        ("zh-CN", "en-US", "zh_Hans"),  # tags work as well as Locale members
        (None, None, "en"),
    ],
)
def test_choose_language(locale, guild_locale, language):
    assert choose_language(locale, guild_locale) == language


@pytest.fixture
def bot_settings():
    return make_settings(chart_cooldown_rate=0)


async def test_a_member_gets_answers_and_errors_in_their_client_language(world, locale):
    rec = world.advisor.recommend("500")
    locale("zh-CN")

    embed = only_embed(await world.alice.slash(world.channel, "recommend", budget="500"))

    assert embed.title.startswith("预算 US$500（通用）：买 ")
    assert embed.description.startswith(f"**1. {rec.picks[0].card}**")  # card names stay as they are
    assert "价格截至" in embed.footer.text
    error = ephemeral_text(await world.alice.slash(world.channel, "why", card="zzzz qqqq"))
    assert "提示：显卡选项" in error
    assert len(world.env.errors) == 1  # the expected user error (reading it acknowledges it)


async def test_a_server_locale_is_used_when_the_member_language_is_not_answered_in(world, locale):
    locale("fr", guild="zh-TW")

    embed = only_embed(await world.alice.slash(world.channel, "markets"))

    assert embed.title == "市場" and "繁體中文 (zh-TW)" in embed.description
    locale("en-GB", guild="zh-TW")
    assert only_embed(await world.alice.slash(world.channel, "markets")).title == "Markets"


async def test_command_descriptions_are_synced_in_every_language(world):
    put = [r for r in world.env.http_requests if r.method == "PUT" and r.path.endswith("/commands")][-1]
    commands = {c["name"]: c for c in put.json}

    assert set(commands) >= {"recommend", "compare", "why", "fits", "card", "markets", "about"}
    for name, command in commands.items():
        assert command["name_localizations"] == {}, name  # names stay English: they are what people type
        assert set(command["description_localizations"]) == TRANSLATED_LOCALES, name
        for option in command.get("options", []):
            where = f"/{name} {option['name']}"
            assert set(option["description_localizations"]) == TRANSLATED_LOCALES, where
            assert all(0 < len(text) <= 100 for text in option["description_localizations"].values()), where
            for choice in option.get("choices", []):
                if choice["name"] != choice["value"]:  # labelled choices are translated
                    assert set(choice["name_localizations"]) == TRANSLATED_LOCALES, where
    recommend = commands["recommend"]
    assert recommend["description_localizations"]["zh-CN"] == "预算内最适合深度学习的 GPU"
    assert recommend["description_localizations"]["zh-TW"] == "預算內最適合深度學習的 GPU"


async def test_the_translator_leaves_english_names_and_unknown_strings_alone():
    translator = AdvisorTranslator()
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.other, None)
    keyed = described(Message(key="command.recommend"))

    assert await translator.translate(keyed, discord.Locale.chinese, context) == "预算内最适合深度学习的 GPU"
    assert await translator.translate(keyed, discord.Locale.american_english, context) is None
    assert await translator.translate(keyed, discord.Locale.french, context) is None
    plain = app_commands.locale_str("recommend")
    assert await translator.translate(plain, discord.Locale.chinese, context) is None


async def test_a_fresh_bot_syncs_with_its_translator(advisor):
    bot = create_bot(make_settings(), advisor=advisor)
    await bot.setup_hook()
    assert bot.tree.translator is None  # set on the first sync, by the tree itself

    with pytest.raises(app_commands.MissingApplicationID):
        await sync_commands(bot)  # not logged in: nothing is sent, but the translator is in place
    assert isinstance(bot.tree.translator, AdvisorTranslator)


@pytest.mark.parametrize("language", CHINESE)
def test_the_bot_words_are_chinese_and_card_names_latin(advisor, language):
    rec = advisor.recommend("1w", market="2019-cn")
    embed = render_recommendation(rec, language=language)
    text = all_text(embed)

    assert rec.picks[0].card in text
    assert ("推荐" if language == "zh_Hans" else "推薦") in embed.title
    assert "¥1万" in embed.title or "¥1萬" in embed.title or "CN¥1萬" in embed.title
    assert "GPU picks" not in text and "Skipped" not in text and "Market:" not in text


def test_errors_are_described_by_code_in_the_members_language():
    from advisor.errors import InvalidBudget, UnknownCard, UnknownMarket

    tip = "提示：显卡选项会在你输入时给出名称建议。"
    assert describe_error(UnknownCard("No card matches 'x'."), "zh_Hans").endswith(tip)
    assert describe_error(UnknownMarket("No market 'x'."), "zh_Hant").endswith("`/markets` 有詳細說明。")
    assert describe_error(InvalidBudget("Could not read 'x'."), "zh_Hans") == "Could not read 'x'."  # no tip
    assert "權限" in describe_error(app_commands.BotMissingPermissions(["embed_links"]), "zh_Hant")
    assert "嵌入連結" in describe_error(app_commands.BotMissingPermissions(["embed_links"]), "zh_Hant")


def test_the_bots_renderer_escapes_only_what_the_user_typed():
    from advisor.i18n import UserText, msg

    keyed = msg("test.front.keyed", "Card {card} is fine.", card=UserText(value="**b**"))
    assert t(keyed, "en") == "Card \\*\\*b\\*\\* is fine."  # only the user's text is escaped
    assert say("en")(keyed) == t(keyed, "en")


# ---------------------------------------------------------------------------- the catalogue
def catalogue_problems(prefix: str) -> list[str]:
    """``tools/i18n.py check``'s findings about a stale template or the ``prefix`` keys."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "tools" / "i18n.py"
    spec = importlib.util.spec_from_file_location("i18n_tool", path)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    return [p for p in tool.problems() if "is stale" in p or f": {prefix}" in p]


UNTRANSLATED = {"bot.card.tflops", "bot.facts.tdp"}  # units and acronyms read the same in Chinese


def test_every_bot_message_is_translated_with_its_placeholders():
    assert catalogue_problems("bot.") == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_no_bot_message_is_left_in_english(language):
    from advisor.i18n import _catalog, template

    keys = [k for k in _catalog("en") if k.startswith("bot.")]
    assert len(keys) > 100
    same = [k for k in keys if k not in UNTRANSLATED and template(k, language) == template(k, "en")]
    assert same == []
