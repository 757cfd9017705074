"""fix35b (issue 28; break29 #8, #9, #14): an owner's upgrade follow-up keeps its yes or no; one speed measure per job
in an image comparison; a used price above launch MSRP said in the short form where it is weighed."""

from __future__ import annotations

import pytest


def _render(q, lang: str = "en") -> str:
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    return " ".join(render_question(q, View(language=lang)).split())


def _heads(headline) -> list[str]:
    """The keys a headline joins (its own when it joins none)."""
    if headline.key.startswith("answer.join"):
        return [v.key for v in headline.params.values() if hasattr(v, "key")]
    return [headline.key]


# ------------------------------------------------------------------ 9. an owner's follow-up keeps the verdict
@pytest.mark.parametrize(("first", "follow_up", "mine"), [
    ("I own a 3070, should I upgrade to a 5070 ti for sd?", "what about a 3090 instead?", "GeForce RTX 3070"),
    ("I have a 3060, worth upgrading to a 4070 ti super for sd?", "and a 4090?", "GeForce RTX 3060 12 GB"),
    ("should I upgrade my 2080 ti to a 3090?", "how about a 4090 instead?", "GeForce RTX 2080 Ti"),
    ("I own a 3080, should I upgrade to a 4080 super for flux?", "what about the 5090?", "GeForce RTX 3080"),
    ("I have a 3060 12gb, worth upgrading to a 3090 for llms?", "what about a 4090 instead?", "GeForce RTX 3060 12 GB"),
    ("我有3070，想升级到5070 Ti 跑stable diffusion，值得吗", "那3090呢", "GeForce RTX 3070"),
    ("我有一张3060，想换成4070 Ti SUPER跑SD", "那4090呢", "GeForce RTX 3060 12 GB"),
])
def test_an_owners_upgrade_follow_up_keeps_the_yes_or_no(advisor, first, follow_up, mine):
    before = advisor.ask(first)
    then = advisor.ask(follow_up, context=before)
    assert then.read_as.own and then.read_as.cards[0] == mine
    assert any(k.startswith("ask.upgrade.") for k in _heads(then.answer.shape.headline))
    line = next(x for x in then.answer.shape.ranking if x.card == mine)
    assert line.reason is None or line.reason.key != "shape.role.value"  # never "best value" of the card they have
    out = _render(then, "zh_Hans" if any("\u4e00" <= ch <= "\u9fff" for ch in first) else "en")
    assert ("Yes" in out or "No" in out) if first.isascii() else ("值得" in out or "不" in out)


@pytest.mark.parametrize(("first", "follow_up"), [("3090 vs 4090 for stable diffusion", "what about a 5090?"),
                                                  ("3090还是4090跑SD", "那5090呢")])
def test_a_follow_up_of_no_owner_is_no_owners(advisor, first, follow_up):
    then = advisor.ask(follow_up, context=advisor.ask(first))
    assert not then.read_as.own
    assert not any(k.startswith("ask.upgrade.") for k in _heads(then.answer.shape.headline))


# ------------------------------------------------------------------ 8. one speed measure in an image comparison
@pytest.mark.parametrize("text", [
    "I own a 3090, should I upgrade to a 4070 for sd?",
    "I have a 3070, should I upgrade to a 5070 ti for stable diffusion?",
    "sell my 3080 and get a 4070 super for sdxl?",
    "I own a 4060 ti 16gb, worth upgrading to a 3090 for stable diffusion?",
    "should I upgrade my 2080 ti to a 4070 ti for comfyui?",
    "我有3090，想换成4070跑stable diffusion",
    "我有3070，升级到5070 Ti 跑SD值得吗",
])
def test_an_image_comparison_says_one_speed_measure(advisor, text):
    from advisor.ask.upgrade_verdict import image_speedup

    q = advisor.ask(text)
    assert q.read_as.use_case == "image"
    a, b = (c.card for c in q.answer.cards)
    ratio = image_speedup(q.answer, a, b)
    assert ratio
    said = [c.message for c in q.answer.shape.decides if c.message.key == "ask.switch"]
    for m in said:  # the switch line's ratio is the image figures' ratio
        speed = m.params["speed"]
        if speed.key == "ask.switch.faster":
            assert speed.params["speedup"].value == pytest.approx(max(ratio, 1 / ratio), abs=0.01)
    keys = {c.message.key for c in [*q.answer.shape.decides, *q.answer.shape.caveats]}
    assert "compare.middle" not in keys  # a middle step by the training index, beside it/s, contradicts it


def test_a_far_apart_image_pair_has_no_training_middle_step(advisor):
    for text in ("3060 vs 4090 for stable diffusion", "3060和4090跑SD哪个好"):
        q = advisor.ask(text)
        assert "compare.middle" not in {r.message.key for r in q.answer.reasons}
    q = advisor.ask("3060 vs 4090 for training")
    assert "compare.middle" in {r.message.key for r in q.answer.reasons}  # training keeps it


# ------------------------------------------------------------------ 14. a used price above MSRP, said short
def _short_keys(q) -> list[str]:
    return [c.message.key for c in q.answer.shape.decides]


@pytest.mark.parametrize("text", ["why the rtx 5090", "is a used 5090 worth it?", "why rtx 5080?",
                                  "为什么推荐5090", "5080怎么样"])
def test_why_says_a_used_price_above_msrp(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "why"
    assert any(k.startswith("price.used-over-msrp") for k in _short_keys(q))


@pytest.mark.parametrize("text", ["why the rtx 5090", "为什么推荐5090"])
def test_why_shows_the_msrp_line_in_the_short_form(advisor, text):
    q = advisor.ask(text)
    out = _render(q, "en" if text.isascii() else "zh_Hans")
    assert ("launch MSRP" in out) if text.isascii() else ("首发建议零售价" in out)


@pytest.mark.parametrize("text", ["I own a 3070, should I upgrade to a 5070 ti for sd?",
                                  "I have a 3080, worth upgrading to a 5080?",
                                  "should I upgrade my 3060 to a 5060 ti 16gb for stable diffusion?",
                                  "我有3070，想升级到5070 Ti 跑SD", "我有3080，升级到5080值得吗"])
def test_an_owners_yes_says_the_used_price_above_msrp(advisor, text):
    q = advisor.ask(text)
    keys = _short_keys(q)
    assert any(k.startswith("price.used-over-msrp") for k in keys)


@pytest.mark.parametrize("text", ["best gpu for deep learning, budget 4500 usd", "best gpu for 1400 usd",
                                  "预算4500美元买什么显卡", "best gpu under $600 for stable diffusion",
                                  "what should I buy for 1350 dollars"])
def test_a_recommendations_first_pick_says_its_used_price_above_msrp(advisor, text):
    q = advisor.ask(text)
    picks = q.answer.picks
    from advisor.msrp_said import over_msrp

    top = over_msrp(picks[0].reasons, picks[0].card) if picks else None
    said = [c.message.key for c in [*q.answer.shape.decides, *q.answer.shape.caveats]]  # fix36c: for "which to
    # buy" a caveat after the rows and support caveats (within the three caveats), never a deciding fact
    assert not any(k.startswith("price.used-over-msrp") for k in _short_keys(q))
    assert top is not None or not any(k.startswith("price.used-over-msrp") for k in said)
    if "4500" in text:  # a used RTX 5090 at 4,131 USD, its MSRP 1,999
        assert top is not None


def test_a_card_at_or_under_msrp_says_nothing_of_it(advisor):
    for text in ("why the rtx 3090", "为什么推荐3090"):
        assert not any(k.startswith("price.used-over-msrp") for k in _short_keys(advisor.ask(text)))


# ------------------------------------------------------------------ 6. an owner's time per image gets a verdict
def _first_key(q) -> str:
    h = q.answer.shape.headline
    return h.params["first"].key if h.key.startswith("answer.join") else h.key


@pytest.mark.parametrize("text", [
    "I have a 3080 10gb. Stable diffusion takes 2 minutes per image, is that normal?",
    "my 4090 generates sdxl images in 30 seconds each, is it broken?",
    "my 3060 takes 45 seconds per image in stable diffusion, is that normal?",
    "sdxl on my 4070 takes 40s per image, why so slow?",
    "我的4090出一张SDXL图要30秒，正常吗", "我的3080跑stable diffusion一张图要2分钟，正常吗",
    "我的4070跑sdxl每张图要40秒，正常吗", "我的3060跑SD一张图要1分钟，正常吗",
])
def test_a_slow_time_per_image_is_said_too_slow_with_what_to_check(advisor, text):
    q = advisor.ask(text)
    assert _first_key(q) == "image.measured.slow"
    # judged once (break32 #10)
    assert not any(k.startswith("ask.measured.image-") for k in q.answer.shape.headline.keys)
    shape = q.answer.shape
    assert [x.card for x in shape.ranking] in ([], [q.read_as.cards[0]])  # no card to buy beside a slow one
    assert not any("offload" in c.message.key or "lowvram" in c.message.key for c in shape.caveats)
    out = _render(q, "en" if text.isascii() else "zh_Hant")
    assert ("too slow" in out and "--lowvram" in out) if text.isascii() else ("太慢" in out and "--lowvram" in out)


def test_a_time_per_image_within_the_cards_is_said_normal(advisor):
    q = advisor.ask("my 3090 makes a stable diffusion image in 2 seconds, is that normal?")
    assert _first_key(q) == "image.measured.normal"
    assert "about right" in _render(q)


@pytest.mark.parametrize("text", ["can a 3060 make an sdxl image in under 5 seconds?", "3060出一张sdxl图5秒以内吗"])
def test_a_time_wished_for_is_still_a_target(advisor, text):
    q = advisor.ask(text)
    assert "image.measured" not in str(q.answer.shape.headline if q.answer else q.reply)
