"""fix43e (issues 27, 28; break34 #9, #10, #12, #17): sentences true of what is shown — an owner's FLUX time or
speed on a card that does not hold the published runs' setting gets no "about right" / "normal" from that figure;
the rent-vs-buy line and the rent answer give one monthly figure; ROCm on an RDNA card outside AMD's list is "not
officially supported", never "no PyTorch"."""

from __future__ import annotations

import pytest

from advisor.cli.ask import render_question
from advisor.cli.render import View


def _out(q, language: str) -> str:
    return " ".join(render_question(q, View(language=language, width=300)).split())


def _lang(text: str) -> str:
    return "en" if text.isascii() else "zh_Hant" if any(c in text for c in "張圖嗎兩個記憶體") else "zh_Hans"


def _keys(q) -> set[str]:
    message = q.answer.shape.headline if q.answer is not None and q.answer.shape is not None else q.reply
    return set(message.keys)


# ------------------------------------------------------------------ 12. no verdict from a figure the card cannot hold
@pytest.mark.parametrize("text", [
    "flux dev takes 30 seconds an image on my 3080, normal?",
    "my 4060 ti 8gb takes 40 secs per image with flux, is that ok?",
    "flux needs 25 seconds per picture on my 4070 super, is that normal?",
    "4070跑flux一张图要20秒，正常吗",
    "我的3060跑flux一张图要60秒，正常吗",
    "我的4070跑flux一張圖要25秒，正常嗎",
    "4070 runs flux at 1.2 it/s, is that normal?",
    "my 3060 gets 0.25 it/s on flux dev, is that normal?",
])
def test_a_flux_time_on_a_card_without_the_figures_setting_gets_no_verdict(advisor, text):
    language = _lang(text)
    q = advisor.ask(text, lang=language)
    keys = _keys(q)
    assert "image.measured.normal" not in keys and "ask.measured.image-normal" not in keys, keys
    assert "ask.measured.image-above" not in keys and "image.measured.slow" not in keys, keys
    assert keys & {"image.measured.unheld", "ask.measured.image-unheld", "image.measured.fast",
                   "image.measured.unrun-slow"}, keys
    assert "jobs.gen.runs.flux-unrun" not in keys, keys  # the setting said once
    out = _out(q, language)
    if language == "en":
        assert "about right" not in out and "is normal" not in out and "16 GB" in out, out
    else:
        assert "正常的" not in out and "16 GB" in out and "No verdict" not in out and "cannot be judged" not in out


@pytest.mark.parametrize("text", ["flux takes 20 seconds per image on my 4080, is that normal?",
                                  "my 4090 gets 1.6 it/s on flux, is that normal?"])
def test_a_card_that_holds_the_figures_setting_is_still_judged(advisor, text):
    keys = _keys(advisor.ask(text))
    assert keys & {"image.measured.normal", "ask.measured.image-normal", "ask.measured.image-above"}, keys


# ------------------------------------------------------------------ 10. a new card wished beside an offer
@pytest.mark.parametrize("text", [
    "I want a new 3090, a guy offered me one for $650",
    "I'd like a new 4090 but someone is selling me one for $1500",
    "looking for a new 4080 super, a friend offered me his for $700",
    "I want a brand new 3090, I was offered one for $550, good deal?",
    "I would love a new 4090; my coworker offered me one for $1300",
])
def test_a_new_wish_beside_an_offer_without_a_condition_says_so(advisor, text):
    q = advisor.ask(text)
    keys = {c.message.key for c in q.answer.shape.decides}
    assert keys & {"ask.offer.new-wished.unsaid", "ask.offer.new-wished.unsaid-none", "ask.offer.new-wished.none",
                   "ask.offer.no-new"} or any(k.startswith("ask.offer.new-wished") for k in keys) or (
        q.read_as.condition == "new"), keys
    out = _out(q, "en")
    assert "new" in out.split("Read as", 1)[1].split("\n", 1)[0] or "You asked for a new" in out or (
        "no new price" in out), out


@pytest.mark.parametrize("text", [
    "I want a new 4090, I was offered a used one for $1400",
    "I'd like a new 4090 but a guy is selling me his used one for $1500",
    "I want a new 3090, I was offered a second hand one for $700",
    "I need a new 4080, offered a used 4080 for $800",
    "我想要全新的4090，有人1万2卖我一张二手的，值吗",
])
def test_a_new_wish_beside_a_used_offer_never_says_used_prices_only(advisor, text):
    language = _lang(text)
    q = advisor.ask(text, lang=language)
    assert q.read_as.condition != "used", q.read_as
    keys = {c.message.key for c in q.answer.shape.decides}
    assert any(k.startswith("ask.offer.new-wished") for k in keys), keys
    out = _out(q, language)
    assert ("used prices only" not in out and "You asked for a new" in out) if language == "en" else (
        "只看二手" not in out and "你想要全新的" in out), out


def test_the_unsaid_condition_line_in_chinese(advisor):
    from advisor.i18n import render

    q = advisor.ask("I want a new 4090, someone offered me one for $1400")
    line = next(c.message for c in q.answer.shape.decides if c.message.key == "ask.offer.new-wished.unsaid")
    assert "没说是全新的" in render(line.key, line.params, "zh_Hans")
    assert "沒說是全新的" in render(line.key, line.params, "zh_Hant")
