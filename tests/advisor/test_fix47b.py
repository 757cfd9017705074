"""fix47b (issue 28): several-card sets for an asker whose PC takes a count of cards already, no count asked ("my PC
already takes two cards, what should I put in it for 70b, budget 2500 dollars"): the sets that go in the PC stand on
the cards alone and lead; a set of more cards pays its board and power supply; a CUDA set a little over the budget
on its cards alone is said as a stretch (advisor.llm_places); the basis said on the read-as line in each language."""
from __future__ import annotations

import pytest

from advisor.i18n import Renderer

QUESTIONS = [
    "my motherboard can take 2 gpus, budget $2000, best setup for llama 70b",
    "my rig has room for two cards, what gpus for 70b with $2400",
    "I have a pc that takes two cards, $2300 for running a 70b model",
    "our workstation can take 2 gpus; what should we buy to run a 70b llm for 2200 usd",
    "我的主板能插两张卡，预算1.8万，跑70B",
    "我的主機板能插兩張卡，預算1.8萬，跑70B",
    "电脑能装两张显卡，预算1万5，想跑70b",
]


def _keys(q):
    return [n.key for n in q.read_as.notes]


def _system(advisor, name):
    return advisor.catalog.card(name).is_system


@pytest.mark.parametrize("question", QUESTIONS)
def test_the_sets_that_go_in_the_pc_lead_on_the_cards_alone(advisor, question):
    q = advisor.ask(question)
    assert q.read_as.command == "recommend" and q.read_as.places == 2 and q.read_as.gpus in (None, 2)
    assert ("ask.note.places-sets" if q.read_as.gpus is None else "ask.note.places-owned") in _keys(q)
    ranking = q.answer.shape.ranking
    assert ranking and ranking[0].gpus <= 2 and not ranking[0].rest_of_pc, ranking[0]
    assert not _system(advisor, ranking[0].card)
    for x in ranking:
        if x.total is None or x.price is None or x.gpus < 2:
            continue
        if x.gpus <= 2:  # in the PC: the cards alone
            assert x.total == pytest.approx(x.price.amount * x.gpus), (x.card, x.total)
        else:  # more cards than the PC takes: their board and power supply counted
            assert x.total > x.price.amount * x.gpus, (x.card, x.total)


def test_a_cuda_pair_a_little_over_on_its_cards_alone_is_the_stretch(advisor):
    q = advisor.ask("my PC already takes two cards, what should I put in it for 70b, budget 2500 dollars")
    stretch = q.answer.stretch
    assert stretch is not None and stretch.card == "GeForce RTX 3090" and stretch.gpus == 2
    assert stretch.total_cost == pytest.approx(stretch.price.amount * 2)  # 2,550 USD: 50 over, no platform
    line = next(x for x in q.answer.shape.ranking if x.card == "GeForce RTX 3090")
    assert line.role == "stretch" and line.total == pytest.approx(stretch.total_cost)


def test_a_count_asked_keeps_its_own_basis(advisor):
    q = advisor.ask("4 x 3090 under $6000, my pc takes two cards")
    assert "ask.note.places-short" in _keys(q) and "ask.note.places-sets" not in _keys(q)


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_the_sets_basis_is_said_in_each_language(advisor, lang):
    q = advisor.ask("my rig has room for two cards, what gpus for 70b with $2400")
    note = next(n for n in q.read_as.notes if n.key == "ask.note.places-sets")
    text = Renderer(lang)(note)
    assert "2" in text
    assert ("priced alone" in text) if lang == "en" else ("只按卡本身计价" in text or "只按卡本身計價" in text)


# --- #3: a several-card line says what its platform is (advisor.platform_said) -------------------------------------

@pytest.mark.parametrize(("board", "name"), [
    ("B550 ATX board with a second full-length slot (~$90-110)", "B550"),
    ("X670E board with two PCIe 5.0 x8 slots (~$430)", "X670E"),
    ("ASRock Rack ROMED8-2T (7 x16 slots)", "ASRock Rack ROMED8-2T"),
    ("X670E, 2 x PCIe 5.0 x8 (~$430)", "X670E"),
    ("", None),
])
def test_the_board_is_named_as_its_row_names_it(board, name):
    from advisor.platform_said import board_name
    assert board_name(board) == name


def _named(answer):
    """The several-card lines of ``answer``'s ranking whose total counts a platform."""
    return [x for x in answer.shape.ranking if x.gpus > 1 and x.total and x.price is not None
            and x.total - x.gpus * x.price.amount >= 1 and not x.rest_of_pc and not x.adds]


@pytest.mark.parametrize(("command", "args"), [
    ("fits", ("32b",)),
    ("fits", ("70b",)),
    ("fits", ("qwen3 235b",)),
    ("fits", ("gpt-oss 120b",)),
    ("ask", ("best 4 gpus for llm budget 12000",)),
    ("ask", ("2 x 3060 12gb or one 3090 for llm, $1000",)),
])
def test_every_platform_counted_on_a_line_is_named(advisor, command, args):
    answer = advisor.fits(*args) if command == "fits" else advisor.ask(*args).answer
    lines = _named(answer)
    assert lines, [(x.card, x.gpus, x.total) for x in answer.shape.ranking]
    for x in lines:
        assert x.platform_board and x.platform_supply_w and x.platform_supply_w >= 500, x


def test_the_two_pair_platforms_are_told_apart(advisor):
    """220 USD for a modest pair (a B550 board, an 850 W supply), 810 for a hot one (X670E, 1,500 W): each line
    says which, so the two figures are explained."""
    modest = next(x for x in _named(advisor.fits("32b")) if x.gpus == 2)
    hot = next(x for x in _named(advisor.fits("70b")) if x.gpus == 2)
    assert (modest.platform_board, modest.platform_supply_w) == ("B550", 850)
    assert (hot.platform_board, hot.platform_supply_w) == ("X670E", 1500)


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_the_platform_is_said_in_each_language(advisor, lang):
    from advisor.upgrade import platform_words
    say = Renderer(lang)
    x = next(x for x in _named(advisor.fits("70b")) if x.gpus == 2)
    text = say(platform_words(x))
    assert "X670E" in text and "1,500 W" in text and ("810" in text)
    assert ("board" in text) if lang == "en" else ("主板" in text or "主機板" in text)
    four = next(x for x in _named(advisor.ask("best 4 gpus for llm budget 12000").answer) if x.gpus == 4)
    if four.platform_supplies > 1:
        many = say(platform_words(four))
        assert ("supplies of" in many) if lang == "en" else ("各" in many)


# --- #2: the cheapest way that really works, and a cheaper way with caveats of any kind said beside it -------------

def _caveat(fit):
    return next((r.message for r in fit.reasons if r.message.key in ("fits.cheaper-caveated",
                                                                      "fits.cheaper-caveated.split")), None)


@pytest.mark.parametrize(("model", "market"), [
    ("70b", None), ("gpt-oss 120b", None), ("32b", None), ("qwen3 235b", None), ("llama 3.1 8b", None),
    ("70b", "2019-cn"), ("mixtral 8x7b", None),
])
def test_a_cheaper_way_with_caveats_of_any_kind_is_said(advisor, model, market):
    from advisor.fits import usable
    from advisor.fits.ways import headline, way_total
    fit = advisor.fits(model, market=market) if market else advisor.fits(model)
    limit = way_total(fit.cheapest) if fit.cheapest is not None else float("inf")
    cheaper = [c for c in fit.cards if usable(c) and not headline(c, 0.0) and c.total_price is not None
               and way_total(c) < limit]
    said = _caveat(fit)
    if not cheaper:
        assert said is None
        return
    first = min(cheaper, key=lambda c: (way_total(c), c.count, c.card))
    assert said is not None and said.key == ("fits.cheaper-caveated.split" if first.count > 1
                                             else "fits.cheaper-caveated"), said
    assert first.card in Renderer("en")(said)


@pytest.mark.parametrize("lang", ["en", "zh_Hans", "zh_Hant"])
def test_the_cheaper_pair_with_caveats_says_its_platform_and_why_the_dearer_leads(advisor, lang):
    said = _caveat(advisor.fits("70b"))
    assert said is not None and said.key == "fits.cheaper-caveated.split"
    text = Renderer(lang)(said)
    assert "Tesla V100" in text and "810" in text and "1,500 W" in text
    assert ("the dearer one above" in text) if lang == "en" else ("更贵" in text or "更貴" in text)


@pytest.mark.parametrize("question", [
    "my pc takes two cards, best gpu for gaming $800",
    "my pc has room for two gpus, best gpu for stable diffusion $1000",
    "我的电脑能装两张显卡，预算5000元买什么卡打游戏",
])
def test_a_ranking_of_one_card_each_leaves_the_places_unsaid(advisor, question):
    q = advisor.ask(question)
    assert "ask.note.places-sets" not in _keys(q)
