"""advisor/i18n.py: language tags, typed parameters, rendering per language, localize()."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

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


class _Reason(BaseModel):
    rule_id: str
    text: str
    message: str = ""
    params: dict[str, i18n.Param] = {}


class _Answer(BaseModel):
    summary: str
    summary_message: Message | None = None
    assumptions: list[str] = []
    assumptions_messages: list[Message] = []
    reasons: list[_Reason]


def test_localize_rerenders_every_message(monkeypatch):
    r = msg("test.reason", "{n:g} GB is enough.", n=8)
    s = msg("test.summary", "{card} is good.", card=Card(value="GeForce GTX 1070"))
    a = msg("test.assumption", "¥ read as yuan.")
    answer = _Answer(summary=render(s.key, s.params), summary_message=s,
                     assumptions=[render(a.key, a.params)], assumptions_messages=[a],
                     reasons=[_Reason(rule_id="x", text=render(r.key, r.params), message=r.key, params=r.params),
                              _Reason(rule_id="y", text="data text")])
    assert i18n.localize(answer, "en") == answer
    zh = {"test.reason": "{n:g} GB 够用。", "test.summary": "{card} 不错。", "test.assumption": "¥ 按人民币计。"}
    monkeypatch.setattr(i18n, "_catalog", lambda lang: zh)
    out = i18n.localize(answer, "zh_Hans")
    assert out.summary == "GeForce GTX 1070 不错。"
    assert out.assumptions == ["¥ 按人民币计。"]
    assert [x.text for x in out.reasons] == ["8 GB 够用。", "data text"]
    assert answer.reasons[0].text == "8 GB is enough."  # the original is untouched


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
