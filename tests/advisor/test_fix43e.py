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


# ------------------------------------------------------------------ 17. template slips: one figure, said once
@pytest.mark.parametrize("text", [
    "sdxl takes 2 seconds per image on my 3060",
    "my 4070 takes 6 seconds per sdxl image, is that normal?",
    "my 3090 needs 40 seconds an image in sdxl, normal?",
    "flux takes 20 seconds per image on my 4090, normal?",
    "我的3060跑sdxl一张图要18秒，正常吗",
    "我的4090跑SDXL一張圖要30秒，正常嗎",
])
def test_the_cards_image_figure_is_said_once(advisor, text):
    language = _lang(text)
    q = advisor.ask(text, lang=language)
    keys = _keys(q)
    assert keys & {"image.measured.fast", "image.measured.slow", "image.measured.normal"}, keys
    assert not keys & {"jobs.gen.runs.image", "jobs.gen.runs.flux"}, keys  # the fit line's own "The card runs …"
    from advisor.i18n import render

    head = q.answer.shape.headline
    said = render(head.key, head.params, language)
    assert said.count("it/s") <= 2, said  # the card's figure and the measured card it is scaled from, once each


@pytest.mark.parametrize(("text", "one"), [
    ("qwen3 30b a3b on my 4060 ti 16gb with 32gb ram", True),
    ("mixtral 8x7b on my 4090 with 64gb ram", True),
    ("qwen3 30b a3b on my 3060 12gb with 64gb ram", True),
    ("gpt-oss 120b on my 5090 with 128gb ram", True),
    ("mixtral 8x7b on my two 3060 12gb with 64gb ram", False),
])
def test_one_card_holding_experts_is_the_card(advisor, text, one):
    out = _out(advisor.ask(text), "en")
    if "--n-cpu-moe), the" not in out:
        pytest.skip("no experts split said")  # pragma: no cover - the split is said for each of these today
    assert ("the card holds" in out and "the cards hold" not in out) if one else "the cards hold" in out, out


@pytest.mark.parametrize("text", ["租4090跑llama 70b一个月多少钱", "租3090跑qwen 72b一个月要多少钱",
                                  "租4090跑llama 70b一個月要多少錢", "租3090跑llama 8b一个月多少钱",
                                  "租一张4090跑qwen 32b一个月多少钱"])
def test_one_months_rent_is_one_figure(advisor, text):
    import re

    language = _lang(text)
    out = _out(advisor.ask(text, lang=language), language)
    months = re.findall(r"每月 US\$([\d,]+)", out)
    spans = re.findall(r"共 30 天，[约約]花 US\$([\d,]+)", out)
    assert months or spans, out
    assert len(set(months + spans)) == 1, (months, spans)  # one month, one figure (never 860 beside 864)


def test_a_month_of_rent_is_to_the_dollar():
    from advisor.ask.rent_cost import month_cost

    assert month_cost(0.6) == 432 and month_cost(1.2) == 864 and month_cost(7.02) == 5054


# ------------------------------------------------------------------ newuser20 #26: ROCm with the override
@pytest.mark.parametrize("text", [
    "I have a rx 7600 8gb, can I do lora training on sdxl",
    "can my rx 7600 xt run stable diffusion?",
    "rx 7600 for stable diffusion?",
    "can I train a flux lora on a radeon rx 7600 xt 16gb",
    "我的RX 7600能训练SDXL的LoRA吗",
    "RX 7600 XT可以跑stable diffusion嗎",
])
def test_an_rdna3_card_off_the_list_runs_rocm_with_the_override(advisor, text):
    language = _lang(text)
    q = advisor.ask(text, lang=language)
    out = _out(q, language)
    assert "HSA_OVERRIDE_GFX_VERSION=11.0.0" in out, out
    if language == "en":
        assert "no PyTorch on ROCm" not in out and "PyTorch does not run" not in out and "own risk" in out, out
    else:
        flat = "".join(out.split())  # the console's wrap may fall inside a Chinese phrase
        assert "风险自负" in flat or "風險自負" in flat, out
        assert "PyTorch 无法通过 ROCm" not in out and "PyTorch 無法通過 ROCm" not in out, out


def test_a_card_off_the_list_with_no_override_row_keeps_its_sentence(advisor):
    from advisor.rocm_override import override_of

    assert override_of("Radeon RX 7600") is not None and override_of("Radeon RX 580") is None
    row = override_of("Radeon RX 7600 XT")
    assert row is not None and row["value"] == "11.0.0" and row["source"].startswith("https://github.com/")


@pytest.mark.parametrize("text", ["flux takes 20 seconds per image on my 4080, is that normal?",
                                  "my 4060 ti 16gb takes 30 secs per image with flux, normal?",
                                  "flux dev needs 25 seconds an image on my 4070 ti super, is that ok?",
                                  "我的4080跑flux一张图要20秒，正常吗",
                                  "我的4070 Ti SUPER跑flux一張圖要25秒，正常嗎"])
def test_a_16gb_cards_flux_verdict_is_the_fit_lines_figure(advisor, text):
    import re

    language = _lang(text)
    out = _out(advisor.ask(text, lang=language), language)
    seconds = set(re.findall(r"(\d+) s(?:\b| for a 20-step)|(\d+) 秒", out))
    figures = {a or b for a, b in seconds} - {re.search(r"(\d+)\s*(?:秒|sec|s)", text).group(1)}
    assert len(figures) == 1, (figures, out)  # one figure of the card (fp8's runs), never a bf16 one beside it
