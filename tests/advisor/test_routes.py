"""Rankings an expert would give (issue 29) and one truth across commands (issue 28 §6), as properties:
which kind of card leads, which routes are shown and labelled, what fine-tuning runs on, why a card
is left out, and that recommend, fits, why and compare say one price, speed and verdict of a card.

Prices move (another engineer re-sources them), so nothing here names a price or a card a budget must
buy: the checks are on routes, categories and agreement between the commands.
"""

from __future__ import annotations

import pytest

from advisor.fits import usable, ways
from advisor.llm_picks import unsized_configs
from advisor.rigs import platform_pricer
from advisor.routes import HEADLINE_ROUTES, ROUTE_LABELS, route_of, routes
from product import LANGUAGES
from said import said, texts

BUDGETS = ["250", "300", "500", "800", "1000", "1500", "2000", "3000", "5000", "10000", "15000", "25000"]
MARKET = "current-us"


def _market(advisor):
    return advisor.catalog.market(MARKET)


# --- 1. the routes: a CUDA headline, labelled lines, the capacity route runs larger models -----------------
@pytest.mark.parametrize("budget", BUDGETS)
def test_an_unsized_llm_list_leads_with_a_cuda_card_and_labels_every_route(advisor, budget):
    rec = advisor.recommend(budget, market=MARKET, use_case="llm")
    assert rec.picks, budget
    assert rec.picks[0].route == "cuda" and rec.picks[0].gpus == 1  # a passive or non-CUDA card never leads
    labels = {m.identity for m in ROUTE_LABELS.values()}
    for p in [*rec.picks, *([rec.stretch] if rec.stretch and rec.stretch.role == "stretch" else [])]:
        assert p.label is not None and p.route in ("cuda", "unified", "tinkerer", "non-cuda")
        if p.role != "stretch":
            assert p.label.identity in labels
        assert route_of(advisor.card(p.card)).route == p.route or p.route in ("tinkerer", "non-cuda", "cuda")
    lines = [x.reason for x in rec.shape.ranking]
    assert all(r is not None for r in lines)  # both faces render the route's words from the shape
    if any(p.route in ("tinkerer", "non-cuda") for p in rec.picks):
        assert any(x.reason.key.startswith(("routes.label.tinkerer", "routes.label.non-cuda"))
                   for x in rec.shape.ranking)


def test_a_route_label_is_true_of_its_card(advisor):
    """One truth (issue 28 §6): "old CUDA" only of a card today's stack left behind (an A100, compute
    capability 8.0, is passive but current), "llama.cpp only" only where PyTorch does not run (an Intel
    Arc card runs it through XPU, as ``why`` says; an AMD card on ROCm's list through ROCm)."""
    from advisor.routes import route_label

    m = _market(advisor)
    cases = {"A100 PCIe 80 GB": ("tinkerer", "tinkerer-passive"), "Tesla P40": ("tinkerer", "tinkerer"),
             "GeForce GTX 1080 Ti": ("tinkerer", "tinkerer-old"), "Arc Pro B60": ("non-cuda", "non-cuda-xpu"),
             "Radeon RX 7900 XTX": ("non-cuda", "non-cuda-rocm"), "Radeon RX 580": ("non-cuda", "non-cuda")}
    for name, (route, key) in cases.items():
        assert route_label(advisor.rules, m, advisor.card(name), route) == key, name
    ways = advisor.fits("70b", task="qlora", market=MARKET)
    for line in ways.shape.ranking:
        if line.reason is not None and line.reason.key == "routes.label.tinkerer":
            assert advisor.rules.support(advisor.card(line.card))["status"] != "supported", line.card
    why = advisor.why("arc pro b60", market=MARKET)
    assert "XPU" in " ".join(texts(why))  # why says PyTorch runs through XPU: the label does not say otherwise


@pytest.mark.parametrize("budget", BUDGETS)
def test_the_cuda_card_runs_the_most_of_the_mix_and_capacity_runs_more(advisor, budget):
    m = _market(advisor)
    rec = advisor.recommend(budget, market=MARKET, use_case="llm")
    every = unsized_configs(m, advisor._usable_cards(m), advisor.ladder, advisor.speeds, float(budget),
                            rec.min_memory_gb, None)
    cuda = [c for c in every if c.route == "cuda" and c.count == 1]
    lead = next(c for c in cuda if c.name == rec.picks[0].card)
    assert lead.everyday == max(c.everyday for c in cuda)
    for p in rec.picks:
        c = next(c for c in every if c.name == p.card and c.count == p.gpus)
        if p.role == "memory":  # the capacity route: a larger model than the CUDA card runs
            assert c.level > lead.level and c.headline
        if p.role == "value":  # the best value on the same everyday models: a cheaper way to them
            assert c.everyday == lead.everyday and c.value > lead.value and c.total < lead.total
        if p.route in ("tinkerer", "non-cuda"):  # a labelled option: it runs more, or faster, for a little more
            assert c.level > lead.level or c.everyday > lead.everyday or c.tok_s > lead.tok_s


@pytest.mark.parametrize("budget", ["3000", "5000", "10000", "15000"])
def test_from_3000_usd_a_24_to_96_gb_cuda_card_is_named(advisor, budget):
    """A2: the single-GPU lists from 3,000 to 15,000 USD name the CUDA cards buyers weigh (24-96 GB)."""
    rec = advisor.recommend(budget, market=MARKET, use_case="llm")
    assert rec.picks[0].route == "cuda" and rec.picks[0].memory_gb >= 24
    if float(budget) >= 10000:  # and a 48-96 GB workstation card is among the picks (E3), as a pick or the capacity
        # route (the 96 GB RTX PRO 6000 costs 16,000 USD at NVIDIA's store since August 2026: within 15,000 only used)
        big = [p for p in rec.picks if p.route == "cuda" and p.memory_gb >= 96]
        assert big or any(p.route == "cuda" and p.memory_gb >= 48 for p in rec.picks)


@pytest.mark.parametrize("use_case", ["llm", "beginner", "general"])
@pytest.mark.parametrize("budget", BUDGETS)
def test_a_passive_or_non_cuda_card_never_heads_an_unsized_question(advisor, budget, use_case):
    rec = advisor.recommend(budget, market=MARKET, use_case=use_case)
    if not rec.picks:
        return
    card = advisor.card(rec.picks[0].card)
    assert card.manufacturer == "NVIDIA" or card.is_system
    assert card.line != "datacenter"


RIG_BUDGETS = ["1500", "2500", "3000", "4000", "5000", "7000", "10000", "15000"]
SIZED = [("70b", 2), ("70b", None), ("32b", None), ("32b", 2), ("gpt-oss 120b", None), ("gpt-oss 120b", 2),
         ("qwen3 14b", None)]


def _line_routes(rec) -> list[str | None]:
    """The route of each line of the answer's ranking (its shape, as both faces show it). An MoE model's expert-offload
    ways (fix63a #2: one CUDA card within the budget, the experts in system RAM) are ranking lines of their own: CUDA
    routes, as :meth:`advisor.offload.OffloadModel.plan` takes only CUDA offers."""
    by = {(p.card, p.gpus): p.route for p in [*rec.picks, *([rec.stretch] if rec.stretch else [])]}
    by |= {(w.card, 1): "cuda" for w in rec.offload_ways}
    return [by[(x.card, x.gpus)] for x in rec.shape.ranking]


def _faster_same_model(y, x) -> bool:
    return (x.speed is not None and y.speed is not None and x.speed.measure == y.speed.measure
            and x.speed.model == y.speed.model and y.speed.value > x.speed.value)


def _cuda_above_the_options(rec) -> None:
    """After the first line, no CUDA card or machine stands below a passive or non-CUDA option; when the
    first is such an option and the stretch is a CUDA way, the stretch is the second line."""
    from advisor.shape_shown import within

    lines = _line_routes(rec)
    ranking = rec.shape.ranking
    budget = rec.budget.market_amount
    for i, route in enumerate(lines[1:], 1):
        if route in HEADLINE_ROUTES:
            x = ranking[i]
            # fix34b (newuser18 #1) moved the premise for one kind only: a CUDA split within the budget may stand below
            # a labelled single card within it that is faster on the same model (one card needs no split)
            above = [r for r, y in zip(lines[1:i], ranking[1:i], strict=True) if r not in HEADLINE_ROUTES
                     and not (x.gpus > 1 and within(x, budget) and y.gpus == 1 and within(y, budget)
                              and _faster_same_model(y, x))]
            assert not above, lines
    if lines and lines[0] not in HEADLINE_ROUTES and rec.stretch is not None and rec.stretch.route in HEADLINE_ROUTES:
        x = rec.shape.ranking[1]
        assert (x.card, x.gpus, x.role) == (rec.stretch.card, rec.stretch.gpus, "stretch")


@pytest.mark.parametrize("gpus", [2, 4])
@pytest.mark.parametrize("budget", RIG_BUDGETS)
def test_n_cards_a_cuda_rig_that_runs_the_large_models_leads(advisor, budget, gpus):
    """B6/N2 (the guides' "prefer NVIDIA"): of N cards asked for, a passive rig never leads, and a CUDA rig that
    runs the ladder's large models within budget leads a non-CUDA one that runs a larger model still (two
    3090s, not two Arc Pro B70s); a non-CUDA rig leads only where no CUDA rig within budget gets past the
    everyday mix, with the CUDA rig a little over budget said second."""
    from advisor.errors import InvalidBudget
    from advisor.recommend import STRETCH

    m = _market(advisor)
    try:
        rec = advisor.recommend(budget, market=MARKET, use_case="llm", gpus=gpus)
    except InvalidBudget:  # the budget does not buy the platform of N cards
        return
    if not rec.picks:
        return
    offers = advisor._usable_cards(m)
    every = unsized_configs(m, offers, advisor.ladder, advisor.speeds, float(budget), rec.min_memory_gb, gpus)
    assert rec.picks[0].route != "tinkerer"
    if any(c.route == "cuda" and c.tier is not None and not c.tier.everyday for c in every):
        assert rec.picks[0].route == "cuda", (budget, gpus, rec.picks[0].card)
    elif rec.picks[0].route != "cuda":
        lead = next(c for c in every if (c.name, c.count) == (rec.picks[0].card, gpus))
        over = unsized_configs(m, offers, advisor.ladder, advisor.speeds, float(budget) * (1 + STRETCH),
                               rec.min_memory_gb, gpus)
        if any(c.headline and c.total > float(budget) and c.level >= lead.level for c in over):
            assert rec.stretch is not None and rec.stretch.route == "cuda" and rec.stretch.gpus == gpus
    _cuda_above_the_options(rec)


@pytest.mark.parametrize(("model", "gpus"), SIZED)
@pytest.mark.parametrize("budget", RIG_BUDGETS)
def test_a_sized_answer_ranks_a_cuda_way_above_the_labelled_options(advisor, budget, model, gpus):
    """B6: a sized question ranks a CUDA card, rig or machine that holds the model (within budget, or the
    stretch a little over it) above every passive or non-CUDA option after the first line."""
    from advisor.errors import InvalidBudget

    try:
        rec = advisor.recommend(budget, market=MARKET, model=model, gpus=gpus)
    except InvalidBudget:
        return
    _cuda_above_the_options(rec)


def test_every_route_row_is_sourced_and_every_machine_has_one():
    rows = routes()
    assert all(r.source and r.why for r in rows)
    assert {"chip:Apple", "chip:AMD", "chip:NVIDIA", "default"} <= {r.match for r in rows}


# --- 2. beginners: the pick grows with the budget, warranty said ---------------------------------------
def test_a_beginners_pick_grows_with_the_budget(advisor):
    memory, speed = [], []
    for budget in ("300", "500", "1000", "1500", "3000", "6000"):
        rec = advisor.recommend(budget, market=MARKET, use_case="beginner")
        first = rec.picks[0]
        card = advisor.card(first.card)
        assert card.line == "geforce" and advisor.rules.precision(card)["bf16"] == "1"  # a current NVIDIA card
        assert card.memory_gb >= 12
        assert first.label is not None and first.label.key.startswith("beginner.label.")
        assert ("no warranty" in first.label.key or "used" in first.label.key) == (first.price.condition == "used")
        memory.append(card.memory_gb)
        speed.append(first.relative_performance)
    assert memory == sorted(memory) and memory[-1] > memory[0]
    assert speed[-1] > speed[0]


# --- 3. fine-tuning: recommend and fits draw on one candidate set, training only where it runs ------------
JOBS = [("32b", "qlora", "3000"), ("70b", "qlora", "5000"), ("gpt-oss 120b", "qlora", "10000"),
        ("8b", "lora", "1500"), ("70b", "qlora", "2500"), ("qwen3 30b a3b", "qlora", "1500"), ("14b", "qlora", "600")]


@pytest.mark.parametrize(("model", "task", "budget"), JOBS)
def test_recommend_and_fits_agree_on_a_fine_tuning_job(advisor, model, task, budget):
    """A3: a budget that buys a way fits lists never answers "nothing worth buying"; every pick is a way fits
    lists, usable (priced, taken by the rules, its software trains the job) and within the budget."""
    m = _market(advisor)
    fit = advisor.fits(model, task=task)
    rec = advisor.recommend(budget, market=MARKET, model=model, task=task)
    est = advisor._workload(model, task, None, None).estimate
    candidates = ways(est, advisor._usable_cards(m), advisor.speeds.of, platform_pricer(m))
    buyable = [c for c in candidates if usable(c) and c.route in HEADLINE_ROUTES and c.total_price <= float(budget)]
    if fit.cheapest is not None and fit.cheapest.total_price <= float(budget):
        assert rec.picks, (model, budget)
    # B7: a training job is bought on a road that trains it well (CUDA, or a unified-memory machine that
    # trains); with none within budget the answer says so and names the nearest over it, never a rough
    # (non-CUDA) or passive Pascal/Volta pair as the pick
    assert bool(rec.picks) == bool(buyable)
    if not buyable and [c for c in candidates if usable(c) and c.total_price <= float(budget)]:
        assert rec.stretch is not None and rec.stretch.route in HEADLINE_ROUTES
    for p in rec.picks:
        way = next(c for c in candidates if (c.card, c.count) == (p.card, p.gpus))
        assert usable(way) and way.trains and p.total_cost <= float(budget) + 1e-6
    if rec.picks and buyable:
        assert rec.picks[0].route in HEADLINE_ROUTES


@pytest.mark.parametrize("model", ["70b", "32b", "gpt-oss 120b"])
def test_training_never_runs_on_an_inference_machine(advisor, model):
    """B7: a Mac or a Strix Halo box holds the job but is an inference machine: never the cheapest way to
    fine-tune, never a fine-tuning pick; the answer says why."""
    fit = advisor.fits(model, task="qlora")
    for c in [fit.cheapest, *[c for c in fit.cards if c.card.startswith(("Apple", "Framework"))]]:
        if c is not None and c.card.startswith(("Apple", "Framework")):
            assert not c.trains and c is not fit.cheapest
    rec = advisor.recommend("20000", market=MARKET, model=model, task="qlora")
    assert not [p for p in rec.picks if p.card.startswith(("Apple", "Framework"))]
    if any(not c.trains for c in fit.cards):
        assert "fits.inference-machines" in {r.message.key for r in fit.reasons}


# --- 4. exclusions state their true reason; a second card's cost is said apart ---------------------------
def test_a_pair_left_out_for_its_price_says_so_never_a_memory_floor(advisor):
    """B6: 70B on two GPUs: no skipped card is said to be short of memory when two of it hold the job, and the
    CUDA pair over the budget is said with its cards and the board and supply a pair needs, apart."""
    rec = advisor.recommend("3000", market=MARKET, model="70b", gpus=2)
    need = rec.min_memory_gb
    for a in rec.avoided:
        card = advisor.card(a.card)
        assert not (a.rule_id == "memory.llm-task" and (card.llm_memory_gb or 0) >= need)
    said = [rec.stretch] if rec.stretch else []
    texts = [r.message for p in said for r in p.reasons] + [n.message for n in rec.notes]
    pair = [m for m in texts if m.key in ("recommend.llm.route", "recommend.llm.over-budget")
            and "recommend.llm.pair-price" in str(m.model_dump())]
    assert pair, "the pair over budget says its price in all, cards and platform apart"


# --- 5. a unified-memory machine says its drawback ----------------------------------------------------------
@pytest.mark.parametrize("budget", ["2500", "3000", "5000", "15000"])
def test_a_unified_pick_says_its_prompt_processing(advisor, budget):
    rec = advisor.recommend(budget, market=MARKET, use_case="llm")
    for p in [*rec.picks, *([rec.stretch] if rec.stretch else [])]:
        if p.route == "unified":
            keys = [r.message.key for r in p.reasons]
            assert any(k.startswith("routes.prefill.") for k in keys), p.card
            first = next(r for r in p.reasons if r.message.key.startswith("routes.prefill."))
            assert first.rule_id == "system.unified-memory"
    unified = [p for p in rec.picks[:3] if p.route == "unified" and p.card.startswith(("Apple", "Framework"))]
    if unified:  # in the short form, when one is picked near the top
        assert any(c.message.key.startswith("routes.prefill.") for c in rec.shape.caveats)


def test_a_prefill_figure_is_said_as_its_chip_s_whatever_machine_of_the_chip_is_picked(advisor):
    """The prompt speed is measured on one machine of a chip (Strix Halo: GLM-4.5-Air 106B on 128 GB); said of
    a 32 GB machine of that chip, which cannot hold that model, it names the chip it was measured on."""
    from advisor.routes import prefill_message, prefill_of


    machines = [c for c in map(advisor.catalog.card, advisor.catalog.systems()) if prefill_of(c) is not None]
    assert len({prefill_of(c).chip for c in machines}) >= 3
    for card in machines:
        text = said(prefill_message(card))
        assert f"measured on the {prefill_of(card).chip} with {prefill_of(card).model}" in text, text


# --- 6. one truth across commands (issue 28 §6) -------------------------------------------------------------
def test_one_price_speed_and_verdict_across_commands_for_every_priced_card(advisor):
    """For every card the catalogue prices: why, compare, fits and recommend show one price; a card why calls
    not recommended for LLM work is never an LLM pick nor a way fits proposes; the decode figure of a card on
    a model is the same in every answer that shows it."""
    m = _market(advisor)
    offers = {o.card.name: o for o in advisor._usable_cards(m)}
    job = advisor._workload("qwen3 14b", None, None, None).estimate
    fit = advisor.fits("qwen3 14b")
    fit_ways = {(c.card, c.count): c for c in ways(job, list(offers.values()), advisor.speeds.of,
                                                     platform_pricer(m))}
    picks = {}
    for budget in BUDGETS:
        for p in advisor.recommend(budget, market=MARKET, use_case="llm").picks:
            picks.setdefault(p.card, p)
        for p in advisor.recommend(budget, market=MARKET, model="qwen3 14b").picks:
            picks.setdefault((p.card, "14b"), p)
    names = sorted({n for n, _ in advisor.catalog.prices(MARKET)})
    for name in names:
        verdict = advisor.why(name, market=MARKET, use_case="llm")
        price = verdict.facts.price
        if name in offers:
            o = offers[name]
            assert (o.price.amount, o.price.condition) == (price.amount, price.condition), name
            assert o.takes == (verdict.verdict != "not_recommended" and o.takes), name
        if verdict.verdict == "not_recommended":
            assert name not in picks and (name, "14b") not in picks, name
            assert not any(usable(c) for (card, _), c in fit_ways.items() if card == name), name
        for key in (name, (name, "14b")):
            p = picks.get(key)
            if p is not None and p.gpus == 1:
                assert (p.price.amount, p.price.condition) == (price.amount, price.condition), name
        p = picks.get((name, "14b"))
        way = fit_ways.get((name, 1))
        if p is not None and p.gpus == 1 and way is not None and way.speed is not None:
            assert p.speed.value == round(way.speed.tok_s, 1), name
        shown = next((c for c in fit.cards if c.card == name and c.count == 1), None)
        if shown is not None and shown.price is not None:
            assert (shown.price.amount, shown.price.condition) == (price.amount, price.condition), name
    a, b = "GeForce RTX 3090", "Radeon RX 7900 XTX"
    c = advisor.compare(a, b, market=MARKET, use_case="llm")
    for f in c.cards:
        assert f.price == advisor.why(f.card, market=MARKET).facts.price
        if f.speed is not None:
            est = advisor._workload(f.speed.model, None, None, None).estimate
            assert f.speed.value == round(advisor.speeds.of(advisor.card(f.card), est).tok_s, 1)


# --- 7. short limits, in every language ----------------------------------------------------------------------
ASKED = [dict(budget=b, use_case="llm") for b in ("300", "1000", "3000", "10000", "15000")] + [
    dict(budget="500", use_case="beginner"), dict(budget="5000", use_case="beginner"),
    dict(budget="5000", model="70b", task="qlora"), dict(budget="3000", model="70b", gpus=2),
    dict(budget="10000", model="gpt-oss 120b", task="qlora")]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("asked", ASKED, ids=lambda a: "-".join(map(str, a.values())))
def test_route_answers_keep_the_short_limits(advisor, capsys, asked, language):
    """Console ≤ 22 lines for recommend; Discord's first message ≤ 1,200 characters and 15 lines."""
    from advisor.cli import main
    from bot.render.short import FIRST_CHARS, FIRST_LINES, fits_first, short_embed

    argv = ["recommend", asked["budget"], "--lang", language]
    for key in ("use_case", "model", "task", "gpus"):
        if key in asked:
            argv += [f"--{key.replace('_', '-')}", str(asked[key])]
    assert main(argv, advisor=advisor, environ={"COLUMNS": "80"}) == 0
    out = capsys.readouterr().out
    assert len(out.rstrip("\n").splitlines()) <= 22, out
    options = {k: v for k, v in asked.items() if k != "budget"}
    rec = advisor.recommend(asked["budget"], market=MARKET, **options)
    chars, lines = fits_first(short_embed(rec.shape, rec.market, language=language))
    assert chars <= FIRST_CHARS and lines <= FIRST_LINES, (chars, lines)


@pytest.mark.parametrize("budget", ["600", "800", "1500", "3000"])
@pytest.mark.parametrize(("model", "task"), [("7b", "qlora"), ("8b", "lora"), ("32b", "qlora"), ("32b", None)])
def test_a_label_that_says_a_superlative_is_said_of_one_line_and_is_true(advisor, budget, model, task):
    """Breaker: "cheapest that trains it" on a 323 USD card above a 255 USD one that trains it too, and again on
    the stretch; a superlative label is said of one line only, and the stretch says what more money buys."""
    rec = advisor.recommend(budget, market=MARKET, model=model, **({"task": task} if task else {}))
    labels = [said(p.reason) for p in rec.shape.ranking if p.reason is not None]
    for word in ("cheapest", "fastest", "best training speed per price"):
        assert sum(word in label for label in labels) <= 1, labels


# --- N9: the stretch a used card's market allows; a non-CUDA card that runs more stands second ------------------
@pytest.mark.parametrize("budget", BUDGETS)
def test_an_llm_stretch_reaches_a_used_card_at_its_typical_price_and_a_larger_model_option_stands_second(
        advisor, budget):
    """N9: for 1,000 USD the CUDA card for the budget (16 GB), a used 24 GB CUDA card at its sold median a little
    past the stretch limit (used listings run about USED_FLOOR_FACTOR under a typical price) as the stretch, and a
    non-CUDA card that runs larger everyday models right after the headline, labelled, never first; a capacity
    road runs its largest model at a usable speed."""
    from advisor.llm_picks import in_stretch
    from advisor.recommend import STRETCH
    from advisor.thresholds import USABLE_DECODE_TOK_S, USED_FLOOR_FACTOR

    m = _market(advisor)
    amount = float(budget)
    rec = advisor.recommend(budget, market=MARKET, use_case="llm")
    every = unsized_configs(m, advisor._usable_cards(m), advisor.ladder, advisor.speeds,
                            amount * (1 + STRETCH) * USED_FLOOR_FACTOR, rec.min_memory_gb, None)
    lead = next(c for c in every if c.name == rec.picks[0].card and c.count == 1)
    for p in rec.picks:
        c = next(c for c in every if c.name == p.card and c.count == p.gpus)
        if p.role == "memory":
            assert c.tier_decode is not None and c.tier_decode.tok_s >= USABLE_DECODE_TOK_S, (budget, p.card)
    options = [p for p in rec.picks[1:] if p.route in ("tinkerer", "non-cuda")]
    if options:
        o = next(c for c in every if c.name == options[0].card and c.count == 1)
        if o.everyday > lead.everyday:
            assert rec.picks[1].card == options[0].card, budget
    reach = [c for c in every if c.count == 1 and c.route == "cuda" and c.total > amount and in_stretch(c, amount)
             and c.everyday > lead.everyday]
    if reach and amount * (1 + STRETCH) < min(c.total for c in reach):  # only the used market's reach gets there
        assert rec.stretch is not None and rec.stretch.route == "cuda", budget
        s = next(c for c in every if c.name == rec.stretch.card and c.count == 1)
        assert s.everyday > lead.everyday and s.price.condition == "used", budget


def test_the_used_reach_is_a_typical_used_price_only():
    """A floor, a corrected floor or one seller's listing is already the low end: the used reach never stacks on
    it; and a new price or a split never gets it."""
    from types import SimpleNamespace as NS

    from advisor.llm_picks import in_stretch

    def config(condition, kind="", floor=False, count=1, total=1275.0):
        return NS(total=total, count=count, price=NS(condition=condition, floor=floor, estimate_kind=kind))

    assert in_stretch(config("used"), 1000.0)
    assert not in_stretch(config("new"), 1000.0)
    assert not in_stretch(config("used", "floor-corrected"), 1000.0)
    assert not in_stretch(config("used", "single-listing"), 1000.0)
    assert not in_stretch(config("used", count=2), 1000.0)
    assert not in_stretch(config("used", total=1400.0), 1000.0)
    assert in_stretch(config("new", total=1250.0), 1000.0)


# --- C1: a roomier card twice as slow is no winner ------------------------------------------------------------
C1_CARDS = ["NVIDIA DGX Spark", "rtx 5090", "rtx 4090", "rtx 3090", "3060 12gb", "rtx 3080", "tesla p40",
            "strix halo", "mac studio m3 ultra 256gb", "rtx pro 6000", "7900 xtx", "4060 ti 16gb", "rtx a6000"]


@pytest.mark.parametrize("use_case", ["general", "llm"])
def test_a_roomier_card_at_least_twice_as_slow_is_never_named_the_better_value(advisor, use_case):
    """C1: ``compare "dgx spark" 5090 --use-case llm`` named the Spark the better value at a sixth of the 5090's
    decode speed; ``compare 3080 "3060 12gb"`` the 3060 at less than half the 3080's speed. Such a verdict says
    which to buy depends on the models, naming both."""
    from advisor.thresholds import ROOMY_SLOWDOWN

    cards = [advisor.card(q) for q in C1_CARDS]
    for i, a in enumerate(cards):
        for b in cards[i + 1:]:
            c = advisor.compare(a.name, b.name, market=MARKET, use_case=use_case)
            fa, fb = c.cards
            if use_case == "llm":
                if fa.speed is None or fb.speed is None:
                    continue
                sa, sb = fa.speed.value, fb.speed.value
                tiers = [advisor.ladder.tier(advisor.card(f.card).llm_memory_gb or 0) for f in (fa, fb)]
                ma, mb = (t.index if t is not None else -1 for t in tiers)  # the largest model each holds
            else:
                sa, sb = fa.relative_performance or 0, fb.relative_performance or 0
                ma, mb = fa.memory_gb or 0, fb.memory_gb or 0
            for slow, m_slow, m_fast, s_slow, s_fast in ((fa, ma, mb, sa, sb), (fb, mb, ma, sb, sa)):
                keys = {r.message.key for r in c.reasons}
                weighed = keys & {"compare.llm.value", "compare.llm.value-memory", "compare.llm.value-memory.cheaper",
                                  "compare.llm.depends", "compare.value.more", "compare.value.depends"}
                if not weighed:
                    continue  # one side is not taken (the rules, a memory floor): no value is weighed
                if m_slow > m_fast and s_slow and s_fast >= s_slow * ROOMY_SLOWDOWN:
                    assert c.better_value != slow.card, (use_case, a.name, b.name)
                    assert keys & {"compare.llm.depends", "compare.value.depends"}, (use_case, a.name, b.name)


# --- C6 and one truth for general use: why, compare and recommend say one verdict, one price ------------------
def test_one_verdict_one_memory_qualifier_and_one_price_across_why_compare_and_recommend(advisor):
    """C6: a recommended card with less memory than today's market recommends is "RECOMMENDED, MEMORY TIGHT" in
    ``why`` (RuleBook.memory_qualifier); ``compare`` never names it the better value against a card that is not
    tight and is no more than twice as fast; ``recommend``'s value line is never it when a card that is not tight
    is in reach. One truth: for every priced card, ``why``, ``compare`` and ``recommend`` (general use) show one
    price, and a card ``why`` does not recommend is never a pick nor compare's better value."""
    from advisor.cli.render import VERDICT_LABELS
    from advisor.models import verdict_label_key

    m = _market(advisor)
    names = sorted({n for n, _ in advisor.catalog.prices(MARKET)})
    picks: dict[str, object] = {}
    values = []
    for budget in BUDGETS:
        rec = advisor.recommend(budget, market=MARKET)
        for p in rec.picks:
            picks.setdefault(p.card, p)
            if p.role == "value":
                values.append((budget, p))
    references = [advisor.card("3060 12gb"), advisor.card("rtx 3090")]
    for name in names:
        card = advisor.card(name)
        v = advisor.why(name, market=MARKET)
        tight = advisor.rules.memory_qualifier(card, "general", m) is not None
        assert v.memory_tight == (v.verdict == "recommended" and tight), name
        if v.memory_tight:
            assert verdict_label_key(v) == "recommended-memory-tight"
            assert VERDICT_LABELS[verdict_label_key(v)].key == "cli.verdict.recommended-memory-tight"
        p = picks.get(name)
        if p is not None:
            assert v.verdict != "not_recommended", name
            if p.gpus == 1 and v.facts.price is not None:
                assert (p.price.amount, p.price.condition) == (v.facts.price.amount, v.facts.price.condition), name
        for ref in references:
            if ref.name == name:
                continue
            c = advisor.compare(name, ref.name, market=MARKET)
            side = next(f for f in c.cards if f.card == name)
            assert side.price == v.facts.price, name
            if v.verdict == "not_recommended":
                assert c.better_value != name, (name, ref.name)
            other = next(f for f in c.cards if f.card == ref.name)
            if (v.memory_tight and advisor.rules.memory_qualifier(ref, "general", m) is None
                    and (other.relative_performance or 0) * 2 > (side.relative_performance or 0)):
                assert c.better_value != name, (name, ref.name)
    for budget, p in values:
        rec = advisor.recommend(budget, market=MARKET)
        if advisor.rules.memory_qualifier(advisor.card(p.card), "general", m) is not None:
            # the value line is tight only when no card in its reach is roomy enough
            roomy = [x for x in rec.picks if advisor.rules.memory_qualifier(advisor.card(x.card), "general", m) is None
                     and x.price.amount >= rec.picks[0].price.amount / 3]
            assert not roomy, (budget, p.card)


# --- B5: a sized answer is not headed by a card with less memory than today's market recommends ------------------
@pytest.mark.parametrize("model", ["8b", "14b", "qwen3 14b", "llama 3 8b", "32b", "70b"])
@pytest.mark.parametrize("budget", ["300", "1000", "3000", "10000"])
def test_a_sized_answer_is_headed_by_a_card_with_today_s_memory_when_one_is_a_way(advisor, model, budget):
    """B5: ``recommend 1000 --model 8b`` led with an 11 GB Turing 2080 Ti (and a 10 GB 3080 next) at every budget
    as the cheapest decode per price; a card at or above today's recommended memory (RuleBook.memory_qualifier)
    heads it when one is a way within budget. A CUDA way over budget beside a non-CUDA first pick runs at least
    half the speed of the others in reach (a 3090, not an 11 tok/s box)."""
    from advisor.llm_picks import sized_configs

    m = _market(advisor)
    rec = advisor.recommend(budget, market=MARKET, model=model)
    if not rec.picks:
        return
    work = advisor._workload(model, None, None, None)
    every = sized_configs(advisor.catalog, m, advisor._usable_cards(m), work, advisor.speeds, float(budget))
    tight = lambda card: advisor.rules.memory_qualifier(card, "general", m) is not None  # noqa: E731
    lead = next(c for c in every if c.name == rec.picks[0].card and c.count == rec.picks[0].gpus)
    usable_speed = [c for c in every if c.headline and c.tok_s >= 10]
    if lead.headline and any(not tight(c.card) for c in usable_speed if c.count == 1):
        assert not (lead.count == 1 and tight(lead.card)), (model, budget, lead.name)
    if rec.stretch is not None and rec.stretch.role == "stretch" and not lead.headline:
        above = sized_configs(advisor.catalog, m, advisor._usable_cards(m), work, advisor.speeds,
                              float(budget) * 1.4)
        s = next(c for c in above if c.name == rec.stretch.card and c.count == rec.stretch.gpus)
        rivals = [c for c in above if c.headline and c.total > float(budget) and c.total <= s.total]
        assert all(s.figure * 2 >= c.figure for c in rivals), (model, budget, s.name)


@pytest.mark.parametrize(("model", "task"), [("70b", None), ("70b", "qlora"), ("32b", "qlora"), ("gpt-oss 120b", None)])
@pytest.mark.parametrize("budget", ["3000", "3500", "5000", "10000"])
def test_a_single_listing_never_heads_recommend_over_a_market_priced_way_a_little_dearer(advisor, model, task,
                                                                                         budget):
    """N3 in ``recommend`` as in ``fits``: one seller's listing (the used RTX A6000's) does not head a sized answer
    while a way priced by the market, on a headline route and at a usable speed, costs at most 25 % more."""
    from advisor.llm_picks import sized_configs
    from advisor.thresholds import DOMINANCE_PREMIUM, USABLE_DECODE_TOK_S

    m = _market(advisor)
    rec = advisor.recommend(budget, market=MARKET, model=model, task=task)
    if not rec.picks or rec.picks[0].price.estimate_kind != "single-listing":
        return
    work = advisor._workload(model, task, None, None)
    every = sized_configs(advisor.catalog, m, advisor._usable_cards(m), work, advisor.speeds, float(budget))
    first = rec.picks[0]
    total = first.total_cost or first.price.amount
    rivals = [c for c in every if c.headline and c.price.estimate_kind != "single-listing"
              and c.total <= total * (1 + DOMINANCE_PREMIUM)
              and (c.training is not None or c.tok_s >= USABLE_DECODE_TOK_S)]
    assert not rivals, (model, task, budget, rivals[0].name)


@pytest.mark.parametrize("model", ["8b", "14b", "32b", "gemma 3 27b", "70b"])
@pytest.mark.parametrize("budget", ["1000", "3000", "10000"])
def test_a_machine_far_slower_than_the_first_pick_is_no_road_for_a_model_one_card_holds(advisor, model, budget):
    """The audit re-run: ``recommend 10000 --model 8b`` listed a 32 GB Strix Halo box at ≈ 43 tok/s beside a card
    at ≈ 124 as "capacity: unified memory"; a machine at under half the first pick's decode speed is no road the
    buyer weighs while one card holds the model."""
    rec = advisor.recommend(budget, market=MARKET, model=model)
    if not rec.picks or rec.picks[0].speed is None or rec.picks[0].gpus != 1:
        return
    first = rec.picks[0].speed.value
    for p in rec.picks[1:]:
        if advisor.card(p.card).is_system and p.speed is not None:
            assert p.speed.value * 2 >= first, (model, budget, p.card)


@pytest.mark.parametrize("asked", [dict(use_case="llm"), dict(model="8b"), dict(model="14b")])
@pytest.mark.parametrize("budget", ["100", "150", "200"])
def test_the_cheapest_worth_buying_has_today_s_memory_when_one_costs_a_little_more(advisor, budget, asked):
    """Below every LLM way, "the cheapest worth buying" was an 8 GB 3060 Ti at 212 USD beside the 12 GB 3060 at 225:
    a card with today's recommended memory (RuleBook.memory_qualifier) for at most 25 % more is named instead."""
    from advisor.thresholds import DOMINANCE_PREMIUM

    m = _market(advisor)
    rec = advisor.recommend(budget, market=MARKET, **asked)
    if rec.picks or rec.stretch is None or rec.stretch.role != "cheapest" or rec.stretch.gpus != 1:
        return
    tight = lambda name: advisor.rules.memory_qualifier(advisor.card(name), "general", m) is not None  # noqa: E731
    if tight(rec.stretch.card):
        roomy = [o for o in advisor._usable_cards(m) if o.price is not None and o.price.pick and o.takes
                 and o.route == "cuda"
                 and not o.card.is_system and not tight(o.card.name)
                 and o.price.amount <= rec.stretch.price.amount * (1 + DOMINANCE_PREMIUM)]
        assert not roomy, (budget, asked, rec.stretch.card, roomy[0].card.name)


def test_why_a_unified_memory_machine_says_its_prompt_processing(advisor):
    """B2: ``why "strix halo"`` and ``why "mac studio"`` said nothing of prompt processing; a machine with a sourced
    prefill figure says it (routes.prefill_message), above the owner's line among the short form's caveats."""
    from advisor.routes import prefill_message

    names = sorted({n for n, _ in advisor.catalog.prices(MARKET)})
    machines = [advisor.card(n) for n in names if advisor.card(n).is_system]
    assert machines
    for card in machines:
        if prefill_message(card) is None:
            continue
        v = advisor.why(card.name, market=MARKET)
        keys = [r.message.key for r in v.reasons]
        assert any(k.startswith("routes.prefill.") for k in keys), card.name
        if v.owner is None and v.shape.caveats:
            assert v.shape.caveats[0].message.key.startswith("routes.prefill."), card.name
