"""advisor/i18n.py: language tags, typed parameters, rendering per language, localize()."""

from __future__ import annotations

import pytest

from advisor import i18n
from advisor.i18n import Card, Date, ListOf, Message, Money, Quantity, UserText, msg, render


@pytest.mark.parametrize("tag, language", [
    ("zh-CN", "zh_Hans"), ("zh_CN.UTF-8", "zh_Hans"), ("zh-Hans", "zh_Hans"), ("zh-SG", "zh_Hans"), ("zh", "zh_Hans"),
    ("zh-TW", "zh_Hant"), ("zh_HK", "zh_Hant"), ("zh-Hant-TW", "zh_Hant"), ("zh_hant", "zh_Hant"),
    ("en", "en"), ("en-US", "en"), ("en_GB.UTF-8", "en"), ("zh_Hans", "zh_Hans"),
])
def test_language_tags(tag, language):
    assert i18n.resolve_language(tag) == language


@pytest.mark.parametrize("tag", ["fr", "C", "", None, 42, "--", "klingon"])
def test_unknown_tags_fall_back(tag):
    assert i18n.resolve_language(tag) == "en"
    assert i18n.resolve_language(tag, default=None) is None


def test_english_keeps_the_house_style():
    m = msg("test.pick", "{card}: {speed}, {mem}, {price} on {date}; {bw:.0f} GB/s.",
            card=Card(value="GeForce GTX 1080 Ti"), speed=Quantity(value=1.013, unit="x", digits=2),
            mem=Quantity(value=11.0, unit="GB"), price=Money(amount=1234.4, currency="USD"),
            date=Date(value="2017-06"), bw=484.4)
    assert render(m.key, m.params) == "GeForce GTX 1080 Ti: 1.01x, 11 GB, 1,234 USD on 2017-06; 484 GB/s."


def test_chinese_formats_money_and_dates_with_cldr(monkeypatch):
    monkeypatch.setitem(i18n._SOURCES, "test.price", "{price} ({date})")
    monkeypatch.setattr(i18n, "_catalog", lambda lang: {"test.price": "{price}（{date}）"})
    params = {"price": Money(amount=10000, currency="CNY"), "date": Date(value="2017-06")}
    assert render("test.price", params, "zh_Hans") == "¥1万（2017年6月）"
    params = {"price": Money(amount=699, currency="USD"), "date": Date(value="2019")}
    assert render("test.price", params, "zh_Hans") == "US$699（2019年）"
    params = {"price": Money(amount=15000, currency="CNY"), "date": Date(value="2017-06-05")}
    assert render("test.price", params, "zh_Hant") == "CN¥1.5萬（2017年6月5日）"


def test_missing_translation_falls_back_to_english(monkeypatch):
    monkeypatch.setattr(i18n, "_catalog", lambda lang: {})
    m = msg("test.only-english", "Only {n:g} GB.", n=4)
    assert render(m.key, m.params, "zh_Hans") == "Only 4 GB."


def test_user_text_always_goes_through_the_quoting_function():
    m = msg("test.echo", "No card matches '{query}'.", query=UserText(value="@everyone " + "x" * 100))
    text = render(m.key, m.params)
    assert "@\u200beveryone" in text and len(text) < 80
    shouted = render(m.key, m.params, user_text=lambda s: s.upper()[:5])
    assert shouted == "No card matches '@EVER'."


def test_lists_and_nested_messages(monkeypatch):
    inner = msg("test.inner", "{n:g} GB", n=24)
    outer = msg("test.outer", "{names} need {need}.", names=ListOf(items=[Card(value="A"), Card(value="B")]),
                need=inner)
    assert render(outer.key, outer.params) == "A, B need 24 GB."
    monkeypatch.setattr(i18n, "_catalog", lambda lang: {"test.outer": "{names}需要{need}。", "test.inner": "{n:g} GB"})
    assert render(outer.key, outer.params, "zh_Hans") == "A、B需要24 GB。"


def test_msg_rejects_a_missing_parameter():
    with pytest.raises(KeyError):
        msg("test.bad", "{a} and {b}", a=1)


def test_params_round_trip_through_json():
    m = msg("test.json", "{c} {q} {p} {d} {u} {l} {m}", c=Card(value="X"), q=Quantity(value=1, unit="GB"),
            p=Money(amount=5, currency="EUR"), d=Date(value="2019"), u=UserText(value="hi"),
            l=ListOf(items=[Card(value="Y")], style="or"), m=msg("test.inner2", "{n}", n=3))
    again = Message.model_validate_json(m.model_dump_json())
    assert again == m and render(again.key, again.params) == render(m.key, m.params)


def test_a_renderer_says_messages_in_its_language_and_style(monkeypatch):
    r = msg("test.i18n.reason", "{n:g} GB is enough.", n=8)
    s = msg("test.i18n.summary", "{card} is good: {why}", card=Card(value="GeForce GTX 1070"), why=r)
    assert i18n.english(s) == "GeForce GTX 1070 is good: 8 GB is enough."
    zh = {"test.i18n.reason": "{n:g} GB 够用。", "test.i18n.summary": "{card} 不错：{why}"}
    monkeypatch.setattr(i18n, "_catalog", lambda lang: zh)
    assert i18n.Renderer("zh_Hans")(s) == "GeForce GTX 1070 不错：8 GB 够用。"
    bold = i18n.Renderer("en", card=lambda name: f"**{name}**")
    assert bold(s) == "**GeForce GTX 1070** is good: 8 GB is enough."
    with pytest.raises(KeyError):
        i18n.Renderer("fr")


def test_a_message_is_not_text():
    m = msg("test.i18n.plain", "a sentence")
    with pytest.raises(TypeError):
        "sentence" in m  # noqa: B015 - searching a message's words is a bug: render it first
    assert m.mentions(m) and msg("test.i18n.outer", "{x}", x=m).mentions(m)
    assert not m.mentions(msg("test.i18n.other", "a sentence"))


def test_errors_made_from_a_message_render_in_any_language(monkeypatch):
    from advisor.errors import UnknownCard

    err = UnknownCard(msg("test.error.unknown", "No card matches '{query}'.", query=UserText(value="*x*")))
    assert err.message == "No card matches '*x*'." and str(err) == err.message
    assert err.to_dict()["key"] == "test.error.unknown"
    assert err.to_dict()["params"]["query"] == {"type": "user_text", "value": "*x*"}
    monkeypatch.setattr(i18n, "_catalog", lambda lang: {"test.error.unknown": "没有与“{query}”匹配的显卡。"})
    assert err.render("zh_Hans", user_text=lambda s: s.replace("*", "\\*")) == "没有与“\\*x\\*”匹配的显卡。"
    plain = UnknownCard("plain text")
    assert plain.render("zh_Hans") == "plain text" and "key" not in plain.to_dict()


@pytest.mark.parametrize("style", ["and", "or"])
@pytest.mark.parametrize("count", [1, 2, 3, 4, 7])
def test_english_lists_are_joined_as_cldr_joins_them(style, count):
    """English and/or lists skip Babel (start-up) but must read exactly as its CLDR patterns do."""
    from babel.lists import format_list as babel_list

    items = [f"item {{{i}}} {i}" for i in range(count)]  # braces in an item are text, not a field
    expected = babel_list(items, style="standard" if style == "and" else "or", locale="en_US")
    assert i18n.format_list(items, style, "en") == expected


# --------------------------------------------------------------------------- messages made without revalidation
def _state(model):
    return (type(model), model.__dict__, model.model_fields_set, model.__pydantic_extra__, model.__pydantic_private__,
            model.model_dump_json())


@pytest.mark.parametrize("value", [3, 2.5, -7, 0, float("inf"), 10**15, "text", "", "三千"])
def test_a_plain_parameter_is_what_validation_makes_of_it(value):
    """Issue 30 §1: ``msg`` wraps a plain number or text without validating it again; the parameter
    is the one pydantic makes (same fields, types, fields set, JSON), so answers are unchanged."""
    made = i18n._param(value)
    validated = i18n.Text(value=value) if isinstance(value, str) else i18n.Number(value=value)
    assert _state(made) == _state(validated) and made == validated
    assert type(made.value) is type(validated.value)


def test_a_message_is_what_validation_makes_of_it():
    """A message (and a message nested as a parameter) made by ``msg`` equals, field for field, the
    one pydantic validates from the same parts; a huge integer is still validated (and refused) by pydantic."""
    inner = msg("test.made.inner", "{card} at {n}", card=Card(value="GeForce RTX 3090"), n=2)
    outer = msg("test.made.outer", "{why}, {items}", why=inner, items=ListOf(items=[Card(value="A"), Card(value="B")]))
    validated = Message(key="test.made.outer", params={"why": i18n.MessageParam(key=inner.key, params=inner.params),
                                                  "items": ListOf(items=[Card(value="A"), Card(value="B")])})
    assert _state(outer) == _state(validated) and outer == validated
    assert _state(outer.params["why"]) == _state(validated.params["why"])
    assert outer.params["why"].params is not inner.params  # its own dict, as validation makes
    assert render(outer.key, outer.params) == "GeForce RTX 3090 at 2, A, B"
    with pytest.raises(ValueError):
        i18n._param(10**400)
