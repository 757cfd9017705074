"""The buyer's side of "is X (still) worth it?" and of "use an NVIDIA card" (issue 28, round 6: P09, P10, N09;
advisor/ask/worth_buy.py): a card the rules hold back gets "to buy: no" with the card that beats it for the money
first and the owner's advice second; a card that is not CUDA gets NVIDIA cards named with prices — each a kind,
checked on questions in no table, in English and Chinese."""

from __future__ import annotations

import pytest

from advisor import i18n
from advisor.shown import shown_price

LANGS = ("en", "zh_Hans", "zh_Hant")


def _answer(advisor, text):
    q = advisor.ask(text)
    assert q.answer is not None, q.error
    return q


@pytest.mark.parametrize("text", ["is the gtx 1080 ti still worth it?", "is a tesla p40 worth buying?",
                                  "titan xp还值得买吗？", "is the quadro m6000 worth it in 2026?"])
def test_worth_it_from_a_buyer_leads_with_the_buy_verdict_and_the_card_that_beats_it(advisor, text):
    q = _answer(advisor, text)
    shape = q.answer.shape
    said = [shape.headline, *[c.message for c in shape.decides]]
    buy = next(m for m in said if m.key in ("ask.worth.buy.no", "ask.worth.buy.cheaper"))
    pick = buy.params["pick"]
    card = advisor.card(pick.params["card"].value)
    asked = advisor.card(q.answer.card)
    market = advisor.catalog.market(q.answer.market.id)
    assert (card.memory_gb or 0) >= (asked.memory_gb or 0)
    assert advisor.catalog.performance.get(card.name).relative >= advisor.catalog.performance.get(asked.name).relative
    assert advisor.rules.assess(card, market, use_case=q.read_as.use_case or "general").verdict == "recommended"
    assert pick.params["price"].amount == shown_price(advisor.catalog.price_of(market.id, card.name)).amount
    keys = [m.key for m in said]
    owner = [i for i, k in enumerate(keys) if k.startswith("why.owner")]
    assert all(i > keys.index(buy.key) for i in owner)  # the owner's advice, if said, comes second
    for lang in LANGS:
        assert card.name in i18n.render(buy.key, buy.params, lang)


@pytest.mark.parametrize("text", ["I have a gtx 1080 ti, is it still worth it?", "is the rtx 3060 12gb worth it?",
                                  "is the tesla p40 good?"])
def test_no_buy_verdict_for_an_owner_a_recommended_card_or_no_worth_question(advisor, text):
    shape = _answer(advisor, text).answer.shape
    assert not any(m.key.startswith("ask.worth.buy.") for m in [shape.headline, *[c.message for c in shape.decides]])


@pytest.mark.parametrize("text", ["my rx 6800 xt says no cuda gpu found, is nvidia the only way?",
                                  "the repo needs cuda but I have an arc a770 16gb, what now?",
                                  "我的A770 16G跑不了，报错没有cuda"])
def test_not_cuda_names_nvidia_cards_with_prices(advisor, text):
    q = _answer(advisor, text)
    fact = next(c for c in q.answer.shape.decides if c.message.key.startswith("ask.nvidia.named"))
    params = fact.message.params
    picks = [params[k] for k in ("pick", "small", "big") if k in params]
    market = advisor.catalog.market(q.answer.market.id)
    for pick in picks:
        card = advisor.card(pick.params["card"].value)
        assert card.manufacturer == "NVIDIA"
        assert pick.params["price"].amount == shown_price(advisor.catalog.price_of(market.id, card.name)).amount
    for lang in LANGS:
        text_said = i18n.render(fact.message.key, params, lang)
        assert all(p.params["card"].value in text_said for p in picks)


@pytest.mark.parametrize("text", ["p40 or p100 for llms?", "钱不多：魔改2080Ti 22G还是Tesla P40？",
                                  "on a tight budget, tesla p40 or tesla m40 24gb?"])
def test_two_poor_options_also_get_the_cheaper_step_down(advisor, text):
    q = _answer(advisor, text)
    fact = next(c for c in q.answer.shape.decides if c.message.key.startswith("ask.cheaper.step-down"))
    assert not any(c.message.key == "ask.cheaper.beats-both" for c in q.answer.shape.decides)
    params = fact.message.params
    market = advisor.catalog.market(q.answer.market.id)
    top, pick = (advisor.card(params[k].params["card"].value) for k in ("top", "pick"))
    price = {c.name: shown_price(advisor.catalog.price_of(market.id, c.name)).amount for c in (top, pick)}
    assert price[pick.name] < price[top.name] and (pick.memory_gb or 0) < (top.memory_gb or 0)
    assert advisor.catalog.performance.get(pick.name).relative >= min(f.relative_performance or 0
                                                                      for f in q.answer.cards)
    short = any(w in text for w in ("钱不多", "tight budget"))
    assert fact.message.key == ("ask.cheaper.step-down.pick" if short else "ask.cheaper.step-down")
    for lang in LANGS:
        said = i18n.render(fact.message.key, params, lang)
        assert pick.name in said and top.name in said


@pytest.mark.parametrize("text", ["is the 1080 ti still worth using?", "is the 1080 ti worth upgrading?",
                                  "泰坦X还值得用吗"])
def test_worth_using_or_upgrading_is_no_buy_question(advisor, text):
    shape = _answer(advisor, text).answer.shape
    assert not any(m.key.startswith("ask.worth.buy.") for m in [shape.headline, *[c.message for c in shape.decides]])
