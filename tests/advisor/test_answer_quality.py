"""A new user's review of the answers (package A): each fault fixed as a kind, checked here on
the answers a user sees (models, console text and Discord embeds)."""

from __future__ import annotations

import csv
import importlib.util
import math
import re
from pathlib import Path

import pytest

from advisor.cli.render import View, render_comparison, render_recommendation, render_verdict
from advisor.recommend import dominated, offers
from bot.render.recommend import render_recommendation as embed_recommendation
from said import said

ROOT = Path(__file__).resolve().parents[2]


def texts(model) -> list[str]:
    """Every ``text`` / ``summary`` string anywhere in an answer's JSON."""
    out: list[str] = []

    def walk(x):
        if isinstance(x, dict):
            for k, v in x.items():
                if k in ("text", "summary") and isinstance(v, str):
                    out.append(v)
                else:
                    walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(model.model_dump(mode="json"))
    return out


# --- 1. pick roles and the "most memory for the money" pick ------------------------------------
@pytest.mark.parametrize("budget", ["300", "500", "800", "1300", "2000"])
@pytest.mark.parametrize("use_case", ["general"])
def test_every_pick_has_a_role_and_a_roomier_card_within_budget_is_listed(advisor, budget, use_case):
    rec = advisor.recommend(budget, market="current-us", use_case=use_case)
    if not rec.picks:
        return
    # for LLMs the most-memory pick leads (memory.llm-task); otherwise the best (or value) pick does, unless a card
    # of the next memory step near its price leads and the headline says why (advisor.recommend.headroom, P01)
    led = ("best", "value", "memory") if use_case == "llm" or rec.headroom is not None else ("best", "value")
    assert rec.picks[0].role in led
    assert all(p.role in ("best", "runner-up", "value", "memory") for p in rec.picks)
    roomiest = max((o.card.memory_gb or 0) for o in offers(advisor.catalog, advisor.rules,
                                                              advisor.catalog.market("current-us"), use_case, None)
                   if o.assessment.verdict == "recommended" and o.price.pick and o.performance is not None
                   and o.price.amount <= rec.budget.market_amount and (o.card.memory_gb or 0) >= rec.min_memory_gb)
    assert max(p.memory_gb or 0 for p in rec.picks) == roomiest  # memory.llm-task / memory.by-task
    memory = [p for p in rec.picks if p.role == "memory"]
    if memory:
        others = [p for p in rec.picks if p.role != "memory"]
        assert memory[0].memory_gb > max(p.memory_gb or 0 for p in others)
        assert memory[0].reasons[0].rule_id in ("memory.llm-task", "memory.by-task")


# the routes of an LLM list (which card leads, what the capacity route runs): tests/advisor/test_routes.py


@pytest.mark.parametrize(("market", "budget"), [("current-us", b) for b in ("800", "1500", "3000", "5000", "10000",
                                                                          "15000", "25000")]
                         + [("2017-us", b) for b in ("700", "1500", "5000")] + [("2019-cn", b) for b in ("5000", "3w")])
@pytest.mark.parametrize("gpus", [1, 2])
def test_the_best_value_line_is_a_way_to_spend_this_budget(advisor, market, budget, gpus):
    """C5 (value.budget-first): the best-value pick of a speed ranking costs at least VALUE_REACH of the first
    pick's price (at 10,000 USD not a 323 USD card that answers a far smaller budget), and no listed card in
    that reach gives more performance per price."""
    from advisor.errors import InvalidBudget
    from advisor.recommend.ranking import VALUE_REACH

    try:
        rec = advisor.recommend(budget, market=market, use_case="general", gpus=gpus)
    except InvalidBudget:
        return
    value = [p for p in rec.picks if p.role == "value"]
    if not rec.picks or not value or rec.picks[0].role == "value":
        return
    top = rec.picks[0]
    assert value[0].price.amount >= top.price.amount * VALUE_REACH, (value[0].card, value[0].price.amount)
    reach = [p for p in rec.picks if p.role in ("best", "runner-up", "value")
             and p.price.amount >= top.price.amount * VALUE_REACH and p.relative_performance]
    if market == "current-us" and any((p.memory_gb or 0) >= 12 for p in reach):  # today: 12 GB first (compare's)
        reach = [p for p in reach if (p.memory_gb or 0) >= 12]
    assert max(p.relative_performance / p.price.amount for p in reach) <= (
        value[0].relative_performance / value[0].price.amount) * (1 + 1e-9)


@pytest.mark.parametrize("market", ["current-us", "2017-us", "2019-cn"])
@pytest.mark.parametrize("use_case", ["general", "kaggle", "nlp-research"])
def test_a_recommended_card_below_todays_memory_is_said_tight(advisor, market, use_case):
    """C6 (memory.by-task): today a card the rules recommend with less memory than the first-steps floor
    (12 GB) is "fine for learning and Kaggle-sized work, but tight", with the memory recommended, for every
    such priced card; 12 GB and more keep "a good deep-learning buy"; the guides' markets keep the guides'
    voice (memory past the floor is not worth paying for, memory.enough-not-max)."""
    m = advisor.catalog.market(market)
    today = m.policy.memory == "decides"
    recommended = advisor.rules.floor_value("beginner", m)
    seen = set()
    for name in sorted({n for n, _ in advisor.catalog.prices(market)}):
        v = advisor.why(name, market=market, use_case=use_case)
        if v.verdict != "recommended" or v.summary.key not in ("why.summary.recommended", "why.summary.tight-memory"):
            continue
        memory = advisor.card(name).memory_gb or 0
        tight = today and memory < recommended
        seen.add(tight)
        assert (v.summary.key == "why.summary.tight-memory") == tight, (name, memory, v.summary.key)
        if tight:
            assert v.reasons[0].rule_id == "memory.by-task" and v.summary.params["recommended"].value == recommended
    assert seen == ({True, False} if today else {False}), seen


def test_the_cheap_24_gb_and_16_gb_cards_are_offered(advisor):
    llm = advisor.recommend("1300", market="current-us", use_case="llm")
    assert any(p.card == "GeForce RTX 3090" for p in llm.picks)  # the value 24 GB card
    general = advisor.recommend("500", market="current-us")
    assert any(p.memory_gb == 16 for p in general.picks)  # as fast as its 8 GB twin: it replaces it


def test_the_dated_guides_get_no_memory_pick(advisor):
    for market, budget in (("2017-us", "1200"), ("2019-cn", "1w")):
        assert all(p.role != "memory" for p in advisor.recommend(budget, market=market).picks)


# two cards pay the pair's board and supply first (issue 17 §2; answers58: the platform their draw needs, from
# 220 USD for two modest cards), so the 2-GPU budgets leave about 490 and 90 USD a card: a stretch pick and the
# cheapest card worth buying
@pytest.mark.parametrize("budget,gpus", [("1200", 2), ("150", 1), ("400", 2)])
def test_the_extra_pick_is_titled_by_its_role(advisor, budget, gpus):
    rec = advisor.recommend(budget, market="current-us", gpus=gpus)
    assert rec.stretch is not None
    assert rec.stretch.role == ("stretch" if rec.picks else "cheapest")
    heading = "Stretch, over budget:" if rec.stretch.role == "stretch" else "Cheapest card worth buying:"
    assert heading in render_recommendation(rec, View(verbose=True))
    role = {"stretch": "a little over budget", "cheapest": "cheapest worth buying"}[rec.stretch.role]
    last = rec.shape.ranking[-1]  # the short form: last in the ranking, said by its role
    assert last.card == rec.stretch.card and last.role == rec.stretch.role
    flat = " ".join(render_recommendation(rec).split())
    assert re.search(re.escape(rec.stretch.card) + r" — [^—]*" + role, flat)
    field_names = [f.name for f in embed_recommendation(rec).fields]
    assert any(n.startswith(heading.rstrip(":")) for n in field_names), field_names


# --- 2. dominated cards, stale launch prices ---------------------------------------------------
@pytest.mark.parametrize("market,budget", [("current-us", b) for b in ("500", "900", "1300", "2500")]
                         + [("2017-us", "700"), ("2019-cn", "6000")])
def test_no_pick_is_slower_smaller_and_dearer_than_another(advisor, market, budget):
    rec = advisor.recommend(budget, market=market)
    for p in rec.picks:
        for q in rec.picks:
            if p is not q and p.role != "value" and q.role != "value":
                assert not (q.relative_performance >= p.relative_performance and q.price.amount <= p.price.amount
                            and (q.memory_gb or 0) >= (p.memory_gb or 0)), (p.card, q.card)


def test_used_cards_dominate_new_ones_too(advisor):
    assert "GeForce RTX 4080" not in {p.card for p in advisor.recommend("1300", market="current-us").picks}
    assert "GeForce RTX 5060 Ti 8 GB" not in {p.card for p in advisor.recommend("500", market="current-us").picks}
    m = advisor.catalog.market("current-us")
    used = next(o for o in offers(advisor.catalog, advisor.rules, m, "general", None) if o.price.condition == "used")
    dearer_new = type(used)(used.card, used.price.model_copy(update={"condition": "new", "amount": used.price.amount
                                                                      + 1}), used.assessment, used.performance)
    assert dominated(dearer_new, [used])


def test_a_launch_msrp_over_two_years_old_is_never_a_pick():
    with open(ROOT / "data" / "markets" / "current-us.csv", newline="", encoding="utf-8") as fh:
        rows = [r for r in csv.DictReader(fh) if r["estimate_kind"].startswith("launch-msrp")]
    stale = [r for r in rows if r["as_of"][:7] < "2024-09"]  # 24 months before the market's 2026-09
    assert stale and all(r["pick"] == "0" and r["estimate_kind"] == "launch-msrp-stale" for r in stale)
    assert all(r["pick"] == "1" for r in rows if r not in stale)


# --- 3. and 4. era-appropriate notes -----------------------------------------------------------
@pytest.mark.parametrize("market,budget", [("2017-us", "4000"), ("2019-cn", "4w"), ("current-us", "4000")])
def test_measured_scaling_only_in_todays_market(advisor, market, budget):
    rec = advisor.recommend(budget, market=market, gpus=2)
    cited = any(n.rule_id == "multi.measured-scaling" for n in rec.notes)
    assert cited == (market == "current-us")


def test_nothing_to_spend_names_reachable_notebooks(advisor):
    cn = advisor.recommend("0", market="2019-cn")
    assert not any("Colab" in t for t in said(cn.budget.assumptions))
    assert any("Baidu AI Studio" in t for t in said(cn.budget.assumptions))
    assert not re.search(r"use [^.]*Colab", render_recommendation(cn))  # named only as blocked there
    assert any("Colab" in t for t in said(advisor.recommend("0", market="current-us").budget.assumptions))


# --- 5. data-centre cards ----------------------------------------------------------------------
# a used PCIe V100 is a hobbyist's card today (issue 17 §1, line.used-tesla: tests/advisor/test_pro_cards.py);
# the V100 server module is not
@pytest.mark.parametrize("card,market", [("a100", "current-us"), ("h100", "current-us"),
                                         ("tesla v100 sxm2", "current-us"), ("tesla p4", "2019-cn")])
def test_a_data_centre_card_is_not_for_an_individual_buyer(advisor, card, market):
    v = advisor.why(card, market=market)
    assert ("a server part, not a card to buy on its own" in said(v.summary)  # to any asker (fix27a)
            or "a data-centre PCIe card" in said(v.summary)  # a PCIe card today: passive, a tinkerer's (fix44c)
            or "Never the entry Tesla P4" in said(v.summary))  # a guide's market: the guide's own reason (fix49d)
    assert any(r.rule_id == "budget.datacenter" for r in v.reasons)
    for text in (render_verdict(v, View(verbose=True)), render_verdict(v)):
        assert len(re.findall(r"data-centre card\b", text)) <= 1, text


def test_compare_says_data_centre_card_once(advisor):
    c = advisor.compare("tesla p40", "rtx 3060 12gb", market="current-us")
    text = render_comparison(c)
    assert len(re.findall(r"data-centre card\b", text)) <= 1
    assert "passive cooling" in text  # what holds the P40 back decides the comparison (issue 28 §1)


# --- 6., 7. and 8. compare wording -------------------------------------------------------------
@pytest.mark.parametrize("a,b", [("4060", "3060 12gb"), ("4070", "3080"), ("5090", "4090"), ("3090", "4090")])
def test_compare_never_says_a_negative_percentage(advisor, a, b):
    c = advisor.compare(a, b, market="current-us")
    assert not any(re.search(r"-\d+(\.\d+)? ?%", t) for t in texts(c)), texts(c)


@pytest.mark.parametrize("a,b", [("5090", "4090"), ("4090", "3090"), ("5060 ti 8gb", "5060 ti 16gb"),
                                 ("rtx 3060 8gb", "rtx 3060 12gb"), ("4080 super", "5080")])
def test_memory_decides_value_only_on_a_speed_tie(advisor, a, b):
    c = advisor.compare(a, b, market="current-us")
    keys = {r.message.key for r in c.reasons}
    x, y = c.cards
    tie = max(x.relative_performance, y.relative_performance) <= min(x.relative_performance,
                                                                       y.relative_performance) * 1.02
    if "compare.value.memory-wins" in keys:
        assert tie
    if c.better_value:  # the verdict and the reasons agree
        # the value sentence names the card, then its figures (advisor.value_why: "Better value: X, 1.37x …")
        assert re.search(rf"Better value: {re.escape(c.better_value)}[.,( ]", said(c.summary)), said(c.summary)
        value_reasons = [r for r in c.reasons
                         if r.rule_id in ("value.perf-per-price", "memory.never-less", "memory.by-task")]
        assert value_reasons and (c.better_value in said(value_reasons[-1].message))


def test_non_nvidia_cards_have_shader_units_not_cuda_cores(advisor):
    c = advisor.compare("rx 7900 xtx", "4090", market="current-us")
    amd = c.cards[0]
    assert amd.manufacturer == "AMD" and amd.shading_units
    text = render_comparison(c, View(verbose=True))  # the spec table
    assert "shader units" in text and str(amd.shading_units) in text
    assert not any("Radeon" in t and "CUDA cores" in t for t in texts(c))


# --- 9. situational cards are not "not recommended" ---------------------------------------------
def test_situational_skipped_cards_are_listed_apart(advisor):
    rec = advisor.recommend("700", market="2017-us")
    titan = next(a for a in rec.avoided if a.card == "GeForce GTX TITAN X")
    assert titan.verdict == "situational"
    text = render_recommendation(rec, View(verbose=True))
    avoid = text.split("Within your budget but not recommended here:")[1].split("\n\n")[0]
    some = text.split("Within your budget, right only in some cases:")[1].split("\n\n")[0]
    assert "GeForce GTX TITAN X" in some and "GeForce GTX TITAN X" not in avoid
    fields = {f.name: f.value for f in embed_recommendation(rec).fields}
    assert "GeForce GTX TITAN X" in fields["Within budget, right only in some cases"]
    assert "GeForce GTX TITAN X" not in fields["Skipped within budget"]


# --- 10. alternatives to a card without a price -------------------------------------------------
def test_alternatives_to_an_unpriced_card_are_not_at_a_similar_price(advisor):
    m = advisor.catalog.market("current-us")
    for name in advisor.catalog.dl_names:
        if advisor.catalog.price_of(m.id, name):
            continue
        v = advisor.why(name, market=m.id)
        if v.alternatives:
            text = render_verdict(v, View(verbose=True))
            assert "Better alternatives:" in text and "at a similar price" not in text
            assert "at a similar price" not in render_verdict(v)  # nor in the short form
            return
    pytest.fail("no unpriced card with alternatives")


# --- 11. precision notes where they differ ------------------------------------------------------
@pytest.mark.parametrize("budget", ["500", "1500", "3000"])
def test_bf16_note_only_where_the_picks_differ(advisor, budget):
    rec = advisor.recommend(budget, market="current-us")
    shown = rec.picks + ([rec.stretch] if rec.stretch else [])
    with_note = [p for p in shown if any(r.rule_id == "compat.bf16" for r in p.reasons)]
    assert len(with_note) < len(shown) or len(shown) == 1


# --- 12. a sentence said once ------------------------------------------------------------------
def test_the_conversion_is_said_once(advisor):
    rec = advisor.recommend("¥3000", market="current-us")
    assert any(n.rule_id == "budget.converted" for n in rec.notes)  # still cited
    flat = " ".join(render_recommendation(rec).split())
    # the rate once, or none where the conversion is one line to keep another ranked row (round 32)
    assert flat.count("1 CNY = 0.") <= 1 and flat.count("read as Chinese yuan") == 1 and "3,000 CNY ≈" in flat
    embed = embed_recommendation(rec)
    everything = " ".join([embed.description or ""] + [f.value for f in embed.fields])
    assert everything.count("1 CNY = 0.") == 1


@pytest.mark.parametrize("a,b", [("5090", "4090"), ("3070", "3080"), ("tesla p40", "rtx 3060 12gb")])
def test_the_compare_summary_is_not_repeated_as_a_reason(advisor, a, b):
    c = advisor.compare(a, b, market="current-us")
    first = " ".join(said(c.reasons[0].message).split())
    assert " ".join(render_comparison(c).split()).count(first) == 1


# --- 13. a market is dated by its newest price -------------------------------------------------
def test_a_market_dated_before_its_prices_is_refused(tmp_path):
    spec = importlib.util.spec_from_file_location("build_markets", ROOT / "tools" / "build_markets.py")
    tool = importlib.util.module_from_spec(spec)
    import sys
    sys.path.insert(0, str(ROOT / "tools"))
    spec.loader.exec_module(tool)
    (tmp_path / "t.csv").write_text("name,condition,price,currency,as_of,source_url,note\n"
                                    "X,new,1,USD,2026-09-29,u,n\n", encoding="utf-8")
    assert "set its as_of to 2026-09" in tool.date_problem({"id": "m", "as_of": "2026-07", "source_table": "t.csv"},
                                                            tmp_path)
    assert tool.date_problem({"id": "m", "as_of": "2026-09", "source_table": "t.csv"}, tmp_path) is None
    assert all(tool.date_problem(m, ROOT / "data" / "prices") is None
               for m in __import__("json").loads((ROOT / "data" / "markets" / "markets.json").read_text())["markets"])


def test_a_recommended_card_is_never_bettered_by_one_with_less_memory(advisor):
    """memory.never-less: `why 3090` names faster 16 GB cards in a reason, never as better buys."""
    v = advisor.why("3090")
    assert v.verdict == "recommended"
    assert all((a.memory_gb or 0) >= 24 for a in v.alternatives)
    assert not v.alternatives_give_up_memory


def test_alternatives_with_less_memory_are_titled_as_such(advisor):
    v = advisor.why("a100")
    smaller = [a for a in v.alternatives if (a.memory_gb or 0) < (v.facts.memory_gb or 0)]
    assert v.alternatives_give_up_memory == bool(smaller)
    assert v.alternatives_give_up_memory  # A100 80 GB: nothing at its price keeps 80 GB
    assert any(r.rule_id == "memory.never-less" for r in v.reasons)


def test_a_picked_card_is_not_also_the_stretch_in_another_condition(advisor):
    """Found by the invariant test: a used RTX 5090 as the memory pick and the new one as stretch."""
    from advisor.rigs import platform_cost

    # the budget buys exactly two used RTX 5090s and the pair's board and supply (issue 17)
    pair = platform_cost(advisor.catalog.market("current-us"), 2, advisor.catalog.card("GeForce RTX 5090"))
    used = next(p for p in advisor.catalog.price_of("current-us", "GeForce RTX 5090") if p.condition == "used")
    rec = advisor.recommend(f"{math.ceil(2 * used.amount) + pair}", use_case="beginner", gpus=2)
    names = [p.card for p in rec.picks]
    assert "GeForce RTX 5090" in names
    assert rec.stretch is None or rec.stretch.card not in names


def test_for_llms_the_card_with_the_most_memory_comes_first(advisor):
    """memory.llm-task: at 1,500 USD a 24 GB card leads the 16 GB cards for LLM work, its decode speed said."""
    rec = advisor.recommend("1500", use_case="llm")
    assert rec.picks[0].job_memory_gb >= 24 and rec.picks[0].route == "cuda"
    assert all(p.job_memory_gb <= rec.picks[0].job_memory_gb for p in rec.picks if p.role != "memory")
    assert rec.picks[0].speed.measure == "decode" and "tokens/s" in said(rec.picks[0].reasons[0].message)
    general = advisor.recommend("1500")
    # other use cases keep speed first, unless a card of the next memory step near its price leads and the headline
    # says why (advisor.recommend.headroom: the 24 GB RTX 3090 over the faster 16 GB RTX 5080, P01's kind)
    assert general.picks[0].role == "best" or (general.headroom is not None and general.picks[0].role == "memory")


@pytest.mark.parametrize(("budget", "market", "use_case"), [
    ("两万", "2019-cn", "llm"), ("500", "current-us", "general"), ("700", "2017-us", "general"),
    ("3000", "current-us", "llm"), ("1w", "2019-cn", "general")])
def test_every_skipped_card_is_named_where_it_is_listed(capsys, advisor, budget, market, use_case):
    """A skipped card whose reason is a rule's own text (CN19's buying advice) is still named."""
    from advisor.cli import main

    assert main(["recommend", budget, "--market", market, "--use-case", use_case, "--verbose"], advisor=advisor) == 0
    out = capsys.readouterr().out
    rec = advisor.recommend(budget, market=market, use_case=use_case)
    flat = " ".join(out.split())
    for a in rec.avoided:
        assert a.card in flat
    entries: list[str] = []
    for line in out.splitlines():  # an entry is its bullet line and the wrapped lines under it
        if line.startswith(("  × ", "  ~ ")):
            entries.append(line)
        elif entries and line.startswith("    "):
            entries[-1] += " " + line.strip()
    assert entries or not rec.avoided
    for entry in entries:
        assert any(a.card in entry for a in rec.avoided), entry


@pytest.mark.parametrize("tight", ["4060", "4060 ti 8gb", "3060 ti", "5060 ti 8gb", "3070", "rtx 3060 8gb"])
@pytest.mark.parametrize("roomy", ["3060 12gb", "4060 ti 16gb", "5060 ti 16gb"])
def test_today_a_card_below_12_gb_is_never_the_better_value_against_one_that_meets_it(advisor, tight, roomy):
    """N14/N18/N19: memory first. Today (12 GB recommended past first steps, memory.by-task) an 8 GB card is
    not the better value against a 12-16 GB one, however fast; the guides' markets keep their own rule."""
    c = advisor.compare(tight, roomy, market="current-us")
    small = next(f for f in c.cards if (f.memory_gb or 0) < 12)
    assert c.better_value != small.card
    if c.better_value is not None and "compare.value.tight" in {r.message.key for r in c.reasons}:
        assert any(r.message.key == "compare.value.tight" for r in c.deciding)


@pytest.mark.parametrize("card", ["rx 7900 xtx", "rx 7900 xt", "tesla p40", "rtx 3090", "arc pro b60", "rtx a5000"])
def test_for_llms_a_card_is_never_offered_alternatives_with_less_memory(advisor, card):
    """Audit N5: `why "7900 xtx" --use-case llm` offered 16 GB cards as "faster, less memory"; for LLMs memory is
    what runs a model at all, so an alternative with less memory is never listed (the reason names them)."""
    v = advisor.why(card, use_case="llm", market="current-us")
    mine = advisor.card(v.card).memory_gb or 0
    assert all((a.memory_gb or 0) >= mine for a in v.alternatives), [(a.card, a.memory_gb) for a in v.alternatives]


@pytest.mark.parametrize("budget", ["400", "500", "700", "1000", "1500"])
def test_today_the_value_line_of_a_ranking_agrees_with_compare_on_memory(advisor, budget):
    """One truth: compare never names a card below 12 GB the better value against one that meets it, so the
    ranking's value line is never a 10 GB 3080 beside a 12 GB card in reach."""
    rec = advisor.recommend(budget, market="current-us")
    value = [p for p in rec.picks if p.role == "value"]
    roomy = [p for p in rec.picks if (p.memory_gb or 0) >= 12]
    if value and roomy:
        assert (value[0].memory_gb or 0) >= 12, (value[0].card, [p.card for p in rec.picks])
