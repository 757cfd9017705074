"""fix61b (newuser24): image and video generation answers, and budgets in other currencies.

- "will <image/video model> run on <card>": yes, yes slowly, only just or no first, each model named, with its
  setting and memory from ``data/owner_jobs.csv`` (:mod:`advisor.run_verdict`);
- an image ranking with no model named whose pick holds less than FLUX.1 dev's fp8 (16 GB), beside the "buy 16–24 GB
  for FLUX" fact: what FLUX runs as on the pick, and the card within budget that holds its fp8, first
  (:func:`advisor.image_rank.pick_for_heavier`);
- a budget typed in another currency than the market's: every answer that weighs it says the rate (dated, with its
  source) and whose prices it weighed (``budget.priced``), in one place (:mod:`advisor.ask.currency_priced`);
"""

from __future__ import annotations

import pytest

from advisor.api import Advisor
from advisor.budget import rate_cite
from advisor.cli.ask import render_question
from advisor.cli.render import View
from tests.asked import bot_text, find_message, question_faces


@pytest.fixture(scope="module")
def advisor() -> Advisor:
    return Advisor.load()


def _flat(text: str) -> str:
    return "".join(text.split())


CONVERTED = [
    ("我有8000元，3090还是4070 ti super", "zh_Hans", "CNY"),  # a comparison: said none before
    ("I have 800 euros, 3090 or 4070 ti super?", "en", "EUR"),
    ("预算5000元 跑大模型", "zh_Hans", "CNY"),  # a ranking: its long conversion, then whose prices
    ("budget NT$20000 for stable diffusion/flux", "en", "TWD"),
    ("預算兩萬台幣 AI 繪圖", "zh_Hant", "TWD"),
    ("can 5000元 run qwen3 32b on a 3090", "en", "CNY"),
]


@pytest.mark.parametrize(("text", "language"), [("二手3090 5000元值得买吗", "zh_Hans"),
                                                ("is a used 3090 for 700 euros a good deal?", "en")])
def test_a_price_offered_in_another_currency_says_whose_prices_it_is_weighed_on(advisor, text, language):
    q, console, _ = question_faces(advisor, text, language)
    assert q.read_as.offer is not None or q.read_as.card_offers, q.read_as
    assert find_message(q.answer.shape.reading, "budget.priced") is not None, console
    short = find_message(q.answer.shape.reading, "budget.converted.short")
    assert short is not None and short.params["source"].key == "budget.rate.ecb", console


@pytest.mark.parametrize(("text", "language", "currency"), CONVERTED)
def test_a_converted_budget_says_its_rate_and_whose_prices(advisor, text, language, currency):
    q, console, bot = question_faces(advisor, text, language)
    assert q.read_as.budget is not None and q.read_as.budget.currency == currency
    priced = find_message(q.answer.shape.reading, "budget.priced")
    assert priced is not None, console
    rate = find_message(q.answer.shape.reading, "budget.converted") or find_message(
        q.answer.shape.reading, "budget.converted.short")
    assert rate is not None and "source" in rate.params, console
    # whose prices: the sentence, or — where the room is short — folded into the one-line conversion (lead's merge:
    # the sentence pushed out fix54b's deciding fact)
    words = {"en": ("The prices here are those of the market", "street and used prices in"),
             "zh_Hans": ("这里的价格是", "计的街价和二手价"), "zh_Hant": ("這裡的價格是", "計的街價與二手價")}
    assert any(_flat(w) in _flat(console) for w in words[language]), console
    assert any(_flat(w) in _flat(bot) for w in words[language]), bot


def test_the_market_currency_says_no_price_sentence(advisor):
    q = advisor.ask("I have $800, 3090 or 4070 ti super?")
    assert find_message(q.answer.shape.reading, "budget.priced") is None


def test_the_short_rate_names_its_source(advisor):
    rates = {r.currency: r for r in advisor.catalog.market("current-us").exchange_rates}
    assert rate_cite(rates["TWD"].source).value == "udn.com/news/story/7239/9329445"  # the page that reported it
    assert rate_cite(rates["CNY"].source).key == "budget.rate.ecb"


@pytest.mark.parametrize("language", ["en", "zh_Hant"])
def test_a_twd_short_conversion_cites_its_page(advisor, language):
    q = advisor.ask("我有兩萬台幣，3090还是4070 ti super", lang=language)
    assert "udn.com/news/story/7239/9329445" in bot_text(q)


RUNS = [  # (question, language, the verdict words of each model, in order)
    ("Wan 2.2 on a 4070 12GB?", "en", ["run.reported", "run.offload"]),  # A14B's GGUF Q5 (~10 GB), 5B offloaded
    ("4070 12GB 能跑 Wan 2.2 吗", "zh_Hans", ["run.reported", "run.offload"]),
    ("will flux dev run on a 4090?", "en", ["run.heavier.edge", "run.fits"]),  # fp8 with room, bf16 on the edge
    ("can a 3060 run hunyuanvideo", "en", ["run.edge"]),  # HunyuanVideoGP's 12 GB, offloaded (fix63d #1)
    ("sdxl on 8gb vram?", "en", ["run.edge"]),  # fp16 on the edge, --lowvram with room
    ("8G显存能跑SDXL吗", "zh_Hans", ["run.edge"]),
    ("wan 2.1 on a 3090", "en", ["run.fits", "run.fits"]),  # 14B in fp8 with room, 1.3B in bf16
]


def _keys(m, out=None):
    out = [] if out is None else out
    from advisor.i18n import Message, MessageParam

    if isinstance(m, (Message, MessageParam)):
        out.append(m.key)
        for v in m.params.values():
            _keys(v, out)
    elif isinstance(m, (list, tuple)):
        for v in m:
            _keys(v, out)
    return out


def _said(q):
    if q.answer is None:
        return q.reply
    return [q.answer.shape.headline, *(c.message for c in q.answer.shape.decides)]


@pytest.mark.parametrize(("text", "language", "verdicts"), RUNS)
def test_a_model_on_a_card_leads_with_its_verdict(advisor, text, language, verdicts):
    q = advisor.ask(text, lang=language)
    keys = [k for k in _keys(_said(q)) if k.startswith("run.") and not k.startswith(("run.word", "run.edge.roomy"))]
    assert [k for k in keys if k != "run.heavier"] == verdicts, keys


def test_wan22_on_12gb_names_the_gguf_and_its_memory(advisor):
    q = advisor.ask("Wan 2.2 on a 4070 12GB?")
    console = render_question(q, View(language="en"))
    flat = _flat(console)
    assert _flat("Yes, slowly: Wan 2.2 A14B at 1280x720 (GGUF Q5") in flat
    assert _flat("about 10 GB of 12 GB") in flat
    assert flat.index(_flat("Yes, slowly")) < flat.index("Sources")  # the verdict first, the sources after
    assert "willitrunai.com" in console  # the GGUF figure's source


def test_a_verdict_said_once_stands_for_the_plain_settings_line(advisor):
    q = advisor.ask("can a 3060 ti run hunyuanvideo")  # 8 GB: below HunyuanVideoGP's 12 GB (fix63d #1)
    keys = _keys(_said(q))
    assert "run.no" in keys and "jobs.gen.none" not in keys  # one truth, not "No" and "no;" twice


def test_the_verdict_in_chinese(advisor):
    q, console, bot = question_faces(advisor, "我的4070能跑wan 2.2吗", "zh_Hans")  # an owner's answer
    assert "能，但较慢" in _flat(bot)
    assert "能，但较慢" in console and "约 10 GB" in console


def test_a_training_job_gets_no_run_verdict(advisor):
    q = advisor.ask("can my 3090 train a flux lora")
    assert not [k for k in _keys(_said(q)) if k.startswith("run.word")]


@pytest.mark.parametrize(("text", "language", "holder"), [
    ("預算兩萬台幣 AI 繪圖", "zh_Hant", "GeForce RTX 4060 Ti 16 GB"),
    ("best gpu for comfyui under $600", "en", "GeForce RTX 4060 Ti 16 GB"),
    ("budget NT$20000 for ai art", "en", "GeForce RTX 4060 Ti 16 GB"),
    ("预算2000元 AI绘画", "zh_Hans", None),  # no 16 GB card within it: said so
])
def test_a_12gb_image_pick_agrees_with_the_flux_memory_fact(advisor, text, language, holder):
    q, console, bot = question_faces(advisor, text, language)
    top = q.answer.shape.ranking[0]
    assert (advisor.catalog.card(top.card).memory_gb or 0) < 16
    first = q.answer.shape.decides[0].message
    assert first.key == ("image.rank.pick-flux.holder" if holder else "image.rank.pick-flux.no-holder"), first.key
    assert find_message(first, "image.rank.pick-flux.runs") is not None  # what FLUX runs as on the pick: GGUF
    assert "GGUF Q4" in console and "FLUX" in console, console
    if holder:
        assert holder in console.split("\n1.")[0], console  # said above the ranking, in the short form
    assert "GGUF Q4" in bot, bot


def test_a_16gb_image_pick_says_no_flux_line(advisor):
    q = advisor.ask("best gpu for comfyui under $1000")
    assert (advisor.catalog.card(q.answer.shape.ranking[0].card).memory_gb or 0) >= 16
    assert find_message([c.message for c in q.answer.shape.decides], "image.rank.pick-flux.runs") is None
