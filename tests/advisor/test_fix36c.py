"""fix36c (issue 28): the deciding fact for the question's kind leads the short form — rows and support caveats
for "which to buy", the support fact for "will it work", the used-above-MSRP fact for "is it worth it used"; image
and video answers on cards that are not NVIDIA's carry the stack that decides; video ranked by video, not SD 1.5."""

from __future__ import annotations

import pytest

from advisor.msrp_said import KEYS


def _render(q, lang: str = "en") -> str:
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    return render_question(q, View(language=lang))


def _lang(text: str) -> str:
    return "en" if text.isascii() else "zh_Hans"


# ------------------------------------------------------------------ 3. the short form's lead by the question's kind
@pytest.mark.parametrize("text", ["1w以内，想在家跑CodeGeeX2-6B，买什么显卡？", "which gpu for llms around 650 usd?",
                                  "预算5000元买什么显卡跑大模型", "best gpu for deep learning, budget 4500 usd",
                                  "what should I buy for 1350 dollars", "预算1万元，买什么显卡做深度学习"])
def test_which_to_buy_keeps_rows_and_support_before_the_msrp_fact(advisor, text):
    q = advisor.ask(text)
    shape = q.answer.shape
    assert q.read_as.command == "recommend"
    assert not any(c.message.key in KEYS for c in shape.decides)  # rows answer "which to buy"
    keys = [c.message.key for c in shape.caveats]
    if any(k in KEYS for k in keys) and "recommend.blackwell" in keys:  # a support caveat before the price
        assert keys.index("recommend.blackwell") < min(keys.index(k) for k in keys if k in KEYS)
    out = _render(q, _lang(text))
    blackwell = next((c for c in shape.caveats if c.message.key == "recommend.blackwell"), None)
    if blackwell is not None and q.answer.picks[0].card in blackwell.message.cards:  # the pick's own caveat is
        assert "cu128" in out  # said, not crowded out by the price sentence (N12: the 5060 Ti 16 GB)
    assert "2. " in out  # at least two rows shown


@pytest.mark.parametrize("text", ["will a 5090 work with pytorch?", "is the rtx 5080 supported by pytorch?",
                                  "does a 5070 ti work with cuda?", "5080能用pytorch吗", "5090支持cuda吗",
                                  "5060 ti 16gb 兼容 pytorch 吗"])
def test_will_it_work_leads_with_the_support_fact(advisor, text):
    q = advisor.ask(text)
    decides = q.answer.shape.decides
    assert decides and decides[0].rule_id.startswith("compat."), [c.message.key for c in decides]
    out = _render(q, _lang(text))
    assert "12.8" in out.split("\n\n")[0] + out[:600]


@pytest.mark.parametrize("text", ["is a used 5080 worth it?", "why the rtx 5090", "为什么推荐5090", "5080怎么样",
                                  "why rtx 5080?"])
def test_worth_it_keeps_the_msrp_fact_before_support(advisor, text):
    q = advisor.ask(text)
    keys = [c.message.key for c in q.answer.shape.decides]
    assert any(k in KEYS for k in keys)
    if "rules.blackwell-min" in keys:
        assert min(keys.index(k) for k in keys if k in KEYS) < keys.index("rules.blackwell-min")
