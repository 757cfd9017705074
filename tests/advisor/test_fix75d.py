"""fix75d: follow-ups and one answer that agrees with itself (issues 27/28). A comparison's pick is what "it" means
after it (#3), its cost is each side's price and the pick's setup (#1); "is it enough for flux?" after a pick asks
it of the pick (#2); one decode figure per card and model in an answer (#4); an assumption said once (#5); a price
asked in another currency converted at the market's dated rate (#6). English and Chinese, console and core."""

from __future__ import annotations

import re

from advisor.ask.compared_pick import compared_pick
from advisor.ask.price_currency import asked_currency
from advisor.cli.ask import render_question
from advisor.cli.render import View
from advisor.i18n import render
from tests.asked import chain, find_message


def _console(q, verbose: bool = False) -> str:
    text = render_question(q, View(language=q.language, verbose=verbose))
    return re.sub(r"\s+", "", text) if q.language != "en" else re.sub(r"\s+", " ", text)


def test_it_after_a_comparison_is_its_pick(advisor):
    before = advisor.ask("4090 vs 5090 for llama 70b")
    pick = compared_pick(before.answer)
    assert pick is not None and before.context().picked == pick
    q = chain(advisor, "4090 vs 5090 for llama 70b", "is it worth it over a 3090?")
    assert q.read_as.command == "compare" and q.read_as.cards == [pick, "GeForce RTX 3090"]
    assert q.read_as.model is not None  # the comparison's model kept
    bot = chain(advisor, "4090 vs 5090 for llama 70b", "is it worth it over a 3090?", bot=True)
    assert bot.read_as.cards == q.read_as.cards


def test_a_comparison_asked_its_cost_says_each_price_and_the_picks_setup(advisor):
    q = chain(advisor, "compare 3090 and 4090 for llama 70b", "how much would it cost?")
    assert q.read_as.command == "compare"
    head = q.answer.shape.headline
    for f in q.answer.cards:
        assert f.price is not None and f.card in render(head.key, head.params, "en")
    setup = find_message(head, "ask.compare-cost.setup") or find_message(head, "ask.compare-cost.setup-all")
    pick = compared_pick(q.answer)
    assert setup is not None and setup.params["card"].value == pick
    price = next(f.price for f in q.answer.cards if f.card == pick)
    assert setup.params["cards"].amount == price.amount * setup.params["count"].value
    console = _console(q)
    assert f"The pick, 2 × {pick}" in console and "used (" in console
    zh = chain(advisor, "3090和4090跑llama 70b哪个好", "要花多少钱")
    assert "所选方案2×" + pick.replace(" ", "") in _console(zh) and "二手" in _console(zh)


def test_is_it_enough_for_a_job_after_a_pick_asks_it_of_the_pick(advisor):
    before = advisor.ask("best gpu for $1000")
    pick = before.context().picked
    q = chain(advisor, "best gpu for $1000", "is it enough for flux?")
    assert q.read_as.command == "why" and q.read_as.cards == [pick] and q.read_as.generator == "flux"
    assert q.read_as.budget is None
    assert "FLUX.1 dev" in _console(q) and "fits" in _console(q)
    zh = chain(advisor, "预算1000美元买什么显卡", "它够跑flux吗")
    assert zh.read_as.command == "why" and zh.read_as.cards == [zh_pick(advisor)]
    assert "FLUX.1dev" in _console(zh)


def zh_pick(advisor) -> str | None:
    """The pick of the Chinese budget question the test follows up."""
    return advisor.ask("预算1000美元买什么显卡").context().picked


def test_one_decode_figure_per_card_and_model_in_an_answer(advisor):
    for text in ("3090 or 4090 for qwen 32b", "compare 3090 and 4090 for llama 70b", "can my 3090 run llama 3 70b"):
        q = advisor.ask(text)
        console = render_question(q, View(language="en", verbose=True))
        flat = re.sub(r"\s+", " ", console)
        for card in ("GeForce RTX 4090", "GeForce RTX 3090"):
            said = {m.group(1) for m in re.finditer(
                re.escape(card) + r" (?:holds it \(on one card\), |decodes at |at |— [^·]*· [^·]*· )≈ (\d+) tok",
                flat)}
            assert len(said) <= 1, (text, card, said)
    q = advisor.ask("3090 or 4090 for qwen 32b")
    flat = re.sub(r"\s+", " ", render_question(q, View(language="en", verbose=True)))
    headline = re.search(r"GeForce RTX 4090 decodes at ≈ (\d+) tokens/s", flat)
    held = re.search(r"GeForce RTX 4090 holds it \(on one card\), ≈ (\d+) tokens/s", flat)
    assert headline and held and headline.group(1) == held.group(1)


def test_an_assumed_card_is_said_once(advisor):
    c = advisor.compare("3080", "4090")
    reading = {m.key for m in c.shape.reading}
    assert "names.family-sized" in reading
    assert not any(x.message.key == "names.family-sized" for x in c.shape.caveats)
    q = advisor.ask("compare 3080 4090")
    assert _console(q).count("names several cards") <= 1
    zh = advisor.ask("对比3080和4090")
    assert _console(zh).count("3080") >= 1


def test_a_price_asked_in_another_currency_is_converted_at_the_dated_rate(advisor):
    market = advisor.catalog.market(None)
    rate = next(x for x in market.exchange_rates if x.currency == "EUR")
    for text in ("how much is a 4090 in euros", "4090 price in €"):
        q = advisor.ask(text)
        said = find_message(q.answer.shape.headline, "ask.price-in.converted")
        assert said is not None, text
        price = q.answer.facts.price
        assert said.params["converted"].currency == "EUR"
        assert said.params["converted"].amount == round(price.amount / rate.rate)
        console = _console(q)
        assert "EUR" in console and rate.as_of in console and "not shop prices in euros" in console
    q = chain(advisor, "how much is a 4090", "in euros")
    assert find_message(q.answer.shape.headline, "ask.price-in.converted-dated") is not None
    zh = advisor.ask("4090多少欧元")
    assert (find_message(zh.answer.shape.headline, "ask.price-in.converted")
            or find_message(zh.answer.shape.headline, "ask.price-in.converted-dated")) is not None
    assert "按该市场" in _console(zh)


def test_the_market_currency_or_no_price_word_leaves_the_answer(advisor):
    assert asked_currency("how much is a 4090 in dollars") == "USD"
    assert asked_currency("is a 4090 good for llama") is None
    q = advisor.ask("how much is a 4090 in dollars")
    assert find_message(q.answer.shape.headline, "ask.price-in.converted") is None
    q = advisor.ask("is a 4090 good in euros for training llama 3 8b with lora and a big dataset")
    assert find_message(getattr(getattr(q.answer, "shape", None), "headline", None), "ask.price-in.converted") is None
