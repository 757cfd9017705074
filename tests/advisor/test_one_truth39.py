"""One fact, one answer across views (issue 28, newuser13 #7, #9): the owner's overview and ``--job cnn`` say one
ResNet-50 batch for a card; ``resolve`` reads a bare Apple chip as the Mac ``why`` answers, or fails with rc≠0."""

from __future__ import annotations

import re

import pytest

from advisor.cli.render import View, render_recommendation, render_verdict
from said import said


def _batch(text: str) -> int:
    found = re.search(r"batch of about ([\d,]+)", text.replace("\n", " "))
    assert found, text
    return int(found.group(1).replace(",", ""))


@pytest.mark.parametrize("card", ["gtx 1060 3gb", "gtx 1080 ti", "titan xp", "rtx 3060 12gb", "rtx 4090"])
def test_the_owner_overview_and_the_cnn_job_say_one_resnet_batch(advisor, card):
    """newuser13 #9: ``why 1060 3gb --own`` said a batch of about 34 (mixed precision), ``--job cnn`` about 14
    (fp32: Pascal's FP16 runs at 1/64): every card's overview batch is the ResNet-50 at 224 px batch its job says."""
    overview = said(advisor.why(card, own=True).owner.runs[0])
    job = said(advisor.why(card, own=True, job="cnn").owner.runs[0])
    resnet = re.search(r"ResNet-50 at 224 px \([^)]*\) at a batch of about ([\d,]+)", job.replace("\n", " "))
    assert resnet, job
    assert _batch(overview) == int(resnet.group(1).replace(",", "")), (overview, job)
    assert ("fp32" in overview) == ("fp32" in resnet.group(0)), (overview, job)


def test_the_overview_says_fp32_in_chinese_too(advisor):
    """The fp32 batch is said as such in both Chinese scripts."""
    answer = advisor.why("gtx 1080 ti", own=True)
    for language in ("zh_Hans", "zh_Hant"):
        out = render_verdict(answer, View(language=language, width=200))
        assert "fp32" in out.lower() and "ResNet-50" in out, out




@pytest.mark.parametrize("chip", ["m4 max", "m2 ultra", "m3 ultra"])
def test_resolve_reads_a_bare_apple_chip_as_the_mac_why_answers(run, advisor, chip):
    """newuser13 #7: ``resolve m4 max`` said "No card matches" with rc 0 (the README: no match is an error) while
    ``why m4 max`` answered for a Mac Studio: both read the same machine, and the note says the assumption."""
    code, out, err = run("resolve", chip)
    assert code == 0 and not err
    machine = advisor.why(chip).card
    assert out.startswith(machine), (out, machine)
    assert "Apple silicon" in out and "0 more" not in out and "also: )" not in out, out


def test_resolve_fails_for_a_chip_no_mac_has_and_for_no_card(run):
    """No match is an error (rc 2, said on stderr), a chip without a Mac here included."""
    for words in (["m9"], ["zzqqx"]):
        code, out, err = run("resolve", *words)
        assert code == 2 and not out and err, (words, code, out, err)


# the RTX 4080 has only a 2022 launch MSRP (never a current price); the RTX 4070 stood here until prices41 gave
# it a dated street price (a Newegg offer of 2026-03-06)
UNPRICED_BUYS = ["rtx 4080", "rtx 3090 ti", "mac mini m4 pro 64gb"]


@pytest.mark.parametrize("name", UNPRICED_BUYS)
@pytest.mark.parametrize("use_case", ["general", "llm"])
def test_an_unpriced_recommended_card_is_never_headlined_a_buy(advisor, name, use_case):
    """newuser13 #11: "RECOMMENDED — … is a sound deep-learning card, but … has no price for it" above a cheaper
    "better buy", and a Mac mini called "a card": every recommended card the market has no price for is labelled
    sound with no price here (both faces' label key), its summary says it is not weighed as a buy, and a machine
    is never "a card" — in English and both Chinese scripts."""
    from advisor.cli.render import VERDICT_LABELS
    from advisor.models import verdict_label_key
    from bot.render.why import VERDICT_LABELS as BOT_LABELS

    v = advisor.why(name, use_case=use_case)
    if v.verdict != "recommended":
        pytest.skip(f"{name} is {v.verdict} for {use_case}")
    assert v.facts.price is None
    key = verdict_label_key(v)
    assert key == "recommended-unpriced" and key in VERDICT_LABELS and key in BOT_LABELS
    summary = said(v.summary)
    assert "not weighed as a buy" in summary, summary
    machine = advisor.card(name).is_system
    assert (" card" not in summary.replace(v.card, "")) == machine, summary
    for language in ("en", "zh_Hans", "zh_Hant"):
        head = render_verdict(v, View(language=language, width=400)).splitlines()[0]
        assert "RECOMMENDED" not in head and "推荐" not in head and "推薦" not in head, head


def test_every_unpriced_recommended_card_says_so_and_a_priced_one_keeps_its_label(advisor):
    """The kind over the current market's catalogue: a recommended card without a price is never labelled
    "recommended" (it is sound, no price here, or memory tight), and a priced one is never "no price"."""
    from advisor.models import verdict_label_key

    names = sorted({n for n, _ in advisor.catalog.prices("current-us")})[:60]
    for name in names:
        v = advisor.why(name)
        if v.verdict != "recommended":
            continue
        key = verdict_label_key(v)
        assert (key == "recommended-unpriced") == (v.facts.price is None and not v.memory_tight), (name, key)


@pytest.mark.parametrize("text", ["training a 1b model from scratch, budget 20k", "pretrain a 3b model, budget $10000",
                                  "从零预训练一个1b模型，预算2万美元"])
def test_the_card_a_pretraining_budget_buys_is_a_card_and_a_used_price_is_said_used(advisor, text):
    """newuser13: "20,000 USD buys one H100 SXM5 80 GB (18,500 USD)" — an SXM module (it mounts only on an HGX
    board) and a used price said bare: the card the budget buys is never a server module, and its price is said
    with its condition, in English and Chinese."""
    q = advisor.ask(text)
    owned = [c.message for c in q.answer.shape.decides if c.message.key == "ask.pretrain.count.owned"]
    assert owned, [c.message.key for c in q.answer.shape.decides]
    card = advisor.card(owned[0].params["card"].value)
    assert "server-module" not in card.flags, card.name
    from advisor.shown import shown_price

    price = shown_price(advisor.catalog.price_of("current-us", card.name))
    used = owned[0].params["used"]
    assert (getattr(used, "key", None) == "ask.pretrain.count.used") == (price.condition == "used")
    if price.condition == "used":
        assert ", used)" in said(owned[0])
        for language in ("zh_Hans", "zh_Hant"):
            assert "，二手）" in View(language=language).t(owned[0])


@pytest.mark.parametrize(("text", "language"), [
    ("can my rtx 2060 6gb run deepseek r1?", "en"), ("i have 8gb vram, can i run deepseek r1?", "en"),
    ("我的3060 12g能跑deepseek r1吗", "zh_Hans"), ("我的3060 12g能跑deepseek r1嗎", "zh_Hant")])
def test_an_owner_whose_card_cannot_hold_r1_is_told_the_distills_it_runs(advisor, text, language):
    """newuser13: "can my rtx 2060 6gb run deepseek r1?" said 384 GB, 126 cards of 6 GB and an FP8 paragraph, never
    the R1 distills (answers36 says them to buyers): the owner's headline names the largest distilled model that
    fits their card or memory — one that the same ``fits`` says runs there — and drops the FP8 kernels' paragraph."""
    from advisor.ask.distilled import distills_of
    from advisor.owned_adds import NOTHING_FITS

    q = advisor.ask(text, lang=language)
    head = q.answer.shape.headline
    assert head.key == "ask.distilled.owned", head.key
    largest = head.params["largest"].value
    assert largest in distills_of([a.name for a in advisor.llm_models.archs], "DeepSeek R1")
    memory = q.read_as.memory_gb[0] if q.read_as.memory_gb else None
    fit = advisor.fits(largest, card=q.read_as.cards[0] if q.read_as.cards else None, vram=memory)
    assert fit.rig.message.key not in NOTHING_FITS
    out = View(language=language).t(head)
    assert largest in out and "FP8" not in out and "Its distilled" not in (out if language != "en" else ""), out


def test_a_model_that_fits_keeps_its_own_headline(advisor):
    """A distilled model is said only when the model asked does not fit at any quant."""
    assert advisor.ask("can my rtx 3060 12gb run llama 3 8b?").answer.shape.headline.key != "ask.distilled.owned"
    assert advisor.ask("can my 4090 run deepseek r1 distill qwen 14b?").answer.shape.headline.key != \
        "ask.distilled.owned"


@pytest.mark.parametrize("language", ["en", "zh_Hans", "zh_Hant"])
@pytest.mark.parametrize("budget", ["500", "1000", "2500"])
def test_verbose_picks_say_the_short_forms_speed_with_its_baseline(advisor, budget, language):
    """newuser13 #9: ``recommend 1000`` said "0.68x" (RTX 4090 = 1.00x) and ``--verbose`` in the same market
    "speed 4.53" (TITAN X Pascal = 1.00): every verbose pick's line says the short form's figure with its card
    beside the index's, so one figure is never read against the other's baseline; a market whose short form
    measures against the index card says it once."""
    rec = advisor.recommend(budget)
    out = render_recommendation(rec, View(language=language, width=400, verbose=True))
    for p in rec.picks:
        if p.speed is None or p.speed.measure != "training":
            continue
        line = next(x for x in out.splitlines() if f"{p.relative_performance:.2f}x TITAN X Pascal" in x
                    and "GB/s" in x)
        assert f"{p.speed.value:.2f}x" in line and p.speed.reference in line, line
    old = render_recommendation(advisor.recommend("700", market="2017-us"), View(language=language, verbose=True))
    assert "= 1.01x TITAN X Pascal" not in old


@pytest.mark.parametrize("text", ["best gpu for local llm under 800", "best gpu for llms under 1500",
                                  "预算800美元，跑本地大模型买什么卡"])
def test_a_decode_column_of_several_models_says_so(advisor, text):
    """newuser13: "≈ 133 on gpt-oss 20b" above "≈ 23 on Qwen3 32B" under one unit, "on the model named": a ranking
    whose decode speeds are on more than one model says each is on its card's own model, and one whose speeds are
    on one model keeps the plain unit."""
    shape = advisor.ask(text).answer.shape
    models = {x.speed.model for x in shape.ranking if x.speed is not None and x.speed.measure == "decode"}
    if len(models) > 1:
        assert shape.unit.key in ("shape.unit.decode-mixed", "shape.unit.decode-other-mixed"), shape.unit.key
    elif models:
        assert shape.unit.key != "shape.unit.decode-mixed"


@pytest.mark.parametrize("language", ["en", "zh_Hans", "zh_Hant"])
def test_a_speed_on_another_model_than_the_one_asked_is_said_so(advisor, language):
    """newuser13: "4090 vs 5090 for llama 3 70b" showed tokens/s "on Qwen3 32B" without saying the model changed;
    the unit now names both, and a question whose model has the speeds keeps the plain unit."""
    q = advisor.ask("4090 vs 5090 for llama 3 70b", lang=language)
    speeds = {x.speed.model for x in q.answer.shape.ranking if x.speed is not None}
    assert speeds and "Llama 3 70B" not in speeds
    assert q.answer.shape.unit.key == "shape.unit.decode-other"
    out = View(language=language).t(q.answer.shape.unit)
    assert "Llama 3 70B" in out and next(iter(speeds)) in out, out
    held = advisor.ask("3090 vs 4090 for qwen3 32b").answer.shape
    assert held.unit is None or held.unit.key != "shape.unit.decode-other", held.unit


@pytest.mark.parametrize("text", ["3060 12g vs 4060 8g for sd", "3060 12g和4060 8g哪个好，主要跑sd",
                                  "rtx 3060 12gb or rtx 4060 for stable diffusion"])
def test_memory_decides_an_image_comparisons_value_when_the_speed_per_price_is_close(advisor, text):
    """newuser13: "3060 12g vs 4060 8g for sd" gave the 8 GB 4060 "better value" for 2 % more it/s though only the
    3060's 12 GB holds SDXL at 1024x1024 in fp16: within 15 % it/s per price, the card whose memory holds the
    heavier published set-up is the best value, in the headline and on its line alike."""
    shape = advisor.ask(text).answer.shape
    value = [x for x in shape.ranking if x.reason is not None and "value" in x.reason.key]
    assert [x.card for x in value] == ["GeForce RTX 3060 12 GB"], [(x.card, x.reason) for x in shape.ranking]
    assert shape.headline.params["value"].params["card"].value == "GeForce RTX 3060 12 GB"


def test_a_clearly_better_value_keeps_it_whatever_the_memory(advisor):
    """Memory decides only among close values: the 3060 12 GB stays the best value against a 3090 at five times
    its price, though the 3090's 24 GB holds more."""
    shape = advisor.ask("3060 12gb vs 3090 for stable diffusion").answer.shape
    value = [x.card for x in shape.ranking if x.reason is not None and "value" in x.reason.key]
    assert value == ["GeForce RTX 3060 12 GB"], [(x.card, x.reason) for x in shape.ranking]


@pytest.mark.parametrize("pair", [("rx 7900 xtx", "rtx 4080 super"), ("rx 7900 xt", "rtx 4070 ti super"),
                                  ("rtx 3090", "rx 7900 xtx")])
def test_an_amd_card_against_an_nvidia_one_for_training_says_the_rocm_road(advisor, pair):
    """newuser13: "rx 7900 xtx or rtx 4080 super for pytorch" said "≈ 4 % faster" and "better value: RX 7900 XTX"
    with no ROCm caveat: for deep learning other than LLMs, a comparison of an AMD card on the ROCm list with an
    NVIDIA one says, among what decides, that PyTorch runs there on Linux with CUDA the easy road — or, when the
    value verdict weighs the AMD card against CUDA, in that verdict's own sentence (fix63b, ``compare.no-cuda.*``)."""
    c = advisor.compare(*pair, use_case="general")
    amd = [f.card for f in c.cards if advisor.card(f.card).manufacturer == "AMD"]
    listed = any(r.rule_id == "vendor.rocm-list" for r in c.reasons)
    verdict = any(r.message.key.startswith("compare.no-cuda.") for r in c.reasons)
    assert amd and listed == (verdict or any(r.rule_id == "vendor.rocm-list" for r in c.deciding)), c.deciding
    q = advisor.ask(f"{pair[0]} or {pair[1]} for pytorch")
    if listed:
        assert verdict or any(x.rule_id == "vendor.rocm-list" for x in q.answer.shape.decides), q.answer.shape


@pytest.mark.parametrize(("text", "language"), [("h100 price?", "en"), ("how much does a 4090 cost?", "en"),
                                                ("4090多少钱", "zh_Hans"), ("3090二手價格", "zh_Hant"),
                                                ("price of the rtx 4070?", "en")])
def test_a_cards_price_asked_is_said_first(advisor, text, language):
    """newuser13: "h100 price?" got a "NOT RECOMMENDED" lecture with the price only in the list: a question asking
    what one card costs leads with the market's price (amount, condition, date; estimated said), or that there is
    none, before the verdict's summary — in English and Chinese."""
    q = advisor.ask(text, lang=language)
    head = q.answer.shape.headline
    assert head.key.startswith("ask.price-first"), head.key
    out = View(language=language, width=400).t(head)
    p = q.answer.facts.price
    if p is None:
        assert head.key == "ask.price-first.none"
    else:
        assert f"{p.amount:,.0f}" in out and head.key.split(".")[-1].startswith(p.condition), out
        assert head.key.endswith("-est") == p.estimated


def test_a_question_that_asks_no_price_keeps_the_verdict_first(advisor):
    for text in ("is the 3090 good?", "why not a gtx 1060 3gb?", "my 3060 runs out of memory, price of an upgrade?"):
        assert not advisor.ask(text).answer.shape.headline.key.startswith("ask.price-first"), text


@pytest.mark.parametrize("text", ["i have $2000 and want to train yolov8, which gpu?", "2000美元训练yolo用什么卡",
                                  "best gpu for training resnet under 2000"])
def test_memory_leads_a_training_budget_only_where_the_jobs_need_decides(advisor, text):
    """newuser13: "train yolov8 on $2000" led with the slower RTX 3090 "for memory" though YOLOv5x trains at its
    published batch of 16 in 16 GB: for a named training job whose heaviest published setting the fastest pick's
    memory holds, speed leads; without a job (P01's "$500 for deep learning") memory still leads."""
    from advisor import jobs

    rec = advisor.ask(text).answer
    job_need = max(r.vram_gb for r in jobs.rows("detector" if "yolo" in text else "cnn") if r.level == "supported")
    first = rec.picks[0]
    assert first.role != "memory" or (first.memory_gb or 0) > job_need, [(p.card, p.role) for p in rec.picks]
    assert advisor.ask("best gpu for deep learning for $500?").answer.picks[0].role == "memory"
    plain = advisor.recommend("2000", use_case="cv-research")
    assert plain.picks[0].role == "memory"  # no job named: unchanged
    assert advisor.recommend("2000", use_case="cv-research", job="detector").picks[0].role != "memory"
