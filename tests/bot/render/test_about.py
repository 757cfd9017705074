"""``bot/render/about.py``: ``/about`` fits Discord's limits and lists the commands it is given."""

from __future__ import annotations

from bot.render.about import render_about
from discord_limits import assert_fits


def test_about_fits_and_lists_the_commands_in_order(advisor):
    commands = [("/recommend budget", "the best cards"), ("/why card", "is this card a good buy")]

    embed = render_about(advisor.markets(), version="0.1.0", commands=commands)

    assert_fits(embed, "/about")
    listed = {f.name: f.value for f in embed.fields}["Commands"]
    assert listed == "`/recommend budget` — the best cards\n`/why card` — is this card a good buy"
    assert embed.footer.text.startswith("gpu-advisor 0.1.0 · ")


def test_about_fits_with_many_long_commands(advisor):
    commands = [(f"/command{i} " + "option " * 10, "x" * 300) for i in range(40)]

    embed = render_about(advisor.markets(), commands=commands)

    assert_fits(embed, "/about")
    assert "more*" in {f.name: f.value for f in embed.fields}["Commands"]  # counted, not dropped silently


def test_about_lists_the_languages_in_each_language(advisor):
    from discord_limits import LANGUAGES

    titles = {"en": "Languages", "zh_Hans": "语言", "zh_Hant": "語言"}
    for language in LANGUAGES:
        embed = render_about(advisor.markets(), commands=[("/why card", "x")], language=language)
        assert_fits(embed, f"/about {language}")
        languages = {f.name: f.value for f in embed.fields}[titles[language]]
        assert all(name in languages for name in ("English (en)", "简体中文 (zh-CN)", "繁體中文 (zh-TW)"))
