"""answers62 (issue 28): labels that agree with the list they stand in, and an owner's yes or no.

1. The "cheapest … that works" label is true of the list (U19, newuser16 Q6: a 1,139 USD Strix Halo box called the
   cheapest recommended way above a 828 USD RX 7900 XTX listed below it): it says what it is the cheapest of.
2. "Better value" names its measure (newuser16 Q9: the 3090 "better value" beside the 4070 Ti SUPER's 1.71x the speed
   for the money): memory on one side, speed for the money on the other, both true.
3. An owner asking whether to upgrade for LLMs gets yes or no and the model the new memory runs (Q27), and the card
   asked about stands in the steps-up list it is weighed in.
4. Training LLMs on a budget is ranked by the fine-tune (Q2), its figure a training one.
5. An AMD card's owner is told where it stands on ROCm, whatever command answers (Q29).
"""

from __future__ import annotations

import pytest

from advisor import i18n
from advisor.fits import road_label, usable
from advisor.routes import HEADLINE_ROUTES, ROUTE_LABELS
from advisor.thresholds import USABLE_DECODE_TOK_S

MARKET = "current-us"
LANGS = ("en", "zh_Hans", "zh_Hant")
CHEAPEST_KEYS = {"shape.role.fit-cheapest", "fits.role.cheapest-both", "fits.role.cheapest-usable",
                 "fits.role.cheapest-headline", "fits.role.cheapest-unified", "fits.role.cheapest-cuda",
                 "fits.role.cheapest-no-cuda"}


def _text(m, lang="en") -> str:
    return i18n.render(m.key, m.params, lang)


def _way(fit, line):
    return next(c for c in fit.cards if (c.card, c.count) == (line.card, line.gpus))


# --- 1. the cheapest label is true of the list ------------------------------------------------------------------
@pytest.mark.parametrize("text", ["need to run qwen 32b q4, cheapest card?", "cheapest gpu that runs a 32b model",
                                  "what's the cheapest way to run gemma 3 27b?", "cheapest card for 14b at q8",
                                  "cheapest way to run llama 3 70b"])
def test_a_cheapest_label_is_true_of_every_cheaper_line_shown(advisor, text):
    q = advisor.ask(text)
    fit, shape = q.answer, q.answer.shape
    for line in shape.ranking:
        if line.reason is None or line.reason.key not in CHEAPEST_KEYS:
            continue
        way = _way(fit, line)
        cheaper = [_way(fit, x) for x in shape.ranking if x is not line and usable(_way(fit, x))
                   and (_way(fit, x).total_price or 0) < (way.total_price or 0)]
        key = line.reason.key
        if key == "shape.role.fit-cheapest":
            assert not cheaper, (text, line.card, [c.card for c in cheaper])
        elif key == "fits.role.cheapest-unified":  # the cheapest machine: every cheaper line is a card with caveats
            assert way.route == "unified" and all(c.route not in HEADLINE_ROUTES for c in cheaper)
        elif key == "fits.role.cheapest-cuda":
            assert way.route == "cuda" and all(c.route == "non-cuda" for c in cheaper)
        elif key == "fits.role.cheapest-no-cuda":
            assert way.route == "non-cuda" and not cheaper
        else:  # "recommended": every cheaper line is a card with caveats
            assert all(c.route not in HEADLINE_ROUTES or (c.speed and way.speed and c.speed.tok_s < way.speed.tok_s)
                       for c in cheaper)


def test_u19_the_strix_halo_box_is_the_cheapest_machine_not_the_cheapest_way(advisor):
    # (with two-card platforms priced by their draw, answers59, 2 x 3060 on a 220 USD board are the cheapest way to a
    # 32B model and the box drops out of that list; gpt-oss 120b keeps it beside a cheaper card with caveats)
    q = advisor.ask("cheapest way to run gpt-oss 120b")
    lines = {x.card: x for x in q.answer.shape.ranking}
    box = next(x for name, x in lines.items() if name.startswith("Framework Desktop"))
    fit = q.answer
    cheaper = [x for x in q.answer.shape.ranking if x is not box
               and (_way(fit, x).total_price or 0) < (_way(fit, box).total_price or 0)]
    assert cheaper and all(_way(fit, x).route not in HEADLINE_ROUTES for x in cheaper)  # a cheaper card with caveats
    assert box.reason.key == "fits.role.cheapest-unified"
    for lang in LANGS:
        said = _text(box.reason, lang)
        assert said and said != _text(box.reason, "en") or lang == "en"
    assert "unified-memory machine" in _text(box.reason)
    q = advisor.ask("need to run qwen 32b q4, cheapest card?")  # the AMD/Intel card says its road: no CUDA
    assert any("no CUDA" in _text(x.reason) for x in q.answer.shape.ranking if _way(q.answer, x).route == "non-cuda")


@pytest.mark.parametrize("model", ["32b", "gemma 3 27b", "14b", "llama 3 70b", "gpt-oss 120b", "8b"])
def test_a_plain_best_value_label_has_no_usable_line_with_more_decode_per_price(advisor, model):
    q = advisor.ask(f"cheapest way to run {model}")
    fit, shape = q.answer, q.answer.shape
    for line in shape.ranking:
        if line.reason is None or line.reason.key not in ("shape.role.value", "fits.role.value-headline"):
            continue
        way = _way(fit, line)
        more = [c for c in fit.cards if usable(c) and c.speed is not None and c.speed.tok_s >= USABLE_DECODE_TOK_S
                and (c.tok_s_per_1000 or 0) > (way.tok_s_per_1000 or 0)]
        if line.reason.key == "shape.role.value":
            assert not more, (model, line.card, [c.card for c in more])
        else:  # of the recommended ways: the ones with more are cards with caveats
            assert more and all(c.route not in HEADLINE_ROUTES for c in more)
            for lang in LANGS:
                assert _text(line.reason, lang)


def test_q6_the_3090_is_the_best_value_of_the_recommended_ways_beside_a_cheaper_rx_7900_xtx(advisor):
    q = advisor.ask("need to run qwen 32b q4, cheapest card?")
    lines = {x.card: x for x in q.answer.shape.ranking}
    assert lines["GeForce RTX 3090"].reason.key == "fits.role.value-headline"


def test_a_non_cuda_card_cheapest_of_the_list_is_labelled_the_cheapest_that_works(advisor):
    fit = advisor.fits("32b", market=MARKET)
    xtx = next(c for c in fit.cards if c.card == "Radeon RX 7900 XTX" and c.count == 1)
    road = ROUTE_LABELS[xtx.label or xtx.route]
    assert road_label(xtx, fit.cards, road) == road  # a cheaper way at a usable speed exists (Arc Pro B60, V100)
    dearer = [c for c in fit.cards if (c.total_price or 0) >= (xtx.total_price or 0)]
    said = road_label(xtx, dearer, road)
    assert said.key == "fits.role.cheapest-no-cuda"
    for lang in LANGS:
        assert _text(road, lang) in _text(said, lang)


# --- 2. "better value" names its measure ----------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["3090 or 4070 ti super for a student doing pytorch",
                                  "rtx 3090 vs 4070 ti super for deep learning",
                                  "4070 ti super or 3090 for learning ml?"])
def test_memory_chosen_value_names_memory_and_the_other_card_its_speed_for_the_money(advisor, text):
    q = advisor.ask(text)
    c = q.answer
    assert c.better_value == "GeForce RTX 3090"
    win = next(f for f in c.cards if f.card == c.better_value)
    other = next(f for f in c.cards if f.card != c.better_value)
    assert win.performance_per_price < other.performance_per_price  # the 4070 Ti SUPER: more speed per dollar
    lines = {x.card: x for x in q.answer.shape.ranking}
    assert lines[win.card].reason.key in ("shape.role.faster-and-memory", "shape.role.value-memory")
    assert lines[other.card].reason.key in ("shape.role.faster-and-money", "shape.role.more-for-money")
    head = _text(q.answer.shape.headline)
    assert "Better value: GeForce RTX 3090 for its 24 GB" in head
    assert "GeForce RTX 4070 Ti SUPER gives 1.71x the speed for the money" in head and "more than it" in head
    for lang in LANGS:
        assert _text(lines[other.card].reason, lang)
        assert "1.71x" in _text(q.answer.shape.headline, lang)


def test_a_plain_value_win_keeps_the_plain_label(advisor):
    c = advisor.compare("3090", "4090", market=MARKET, use_case="llm")
    q = advisor.ask("3090 vs 4090 for llms?")
    assert c.better_value and not any(x.reason is not None and x.reason.key in (
        "shape.role.faster-and-memory", "shape.role.value-memory", "shape.role.more-for-money",
        "shape.role.faster-and-money") for x in q.answer.shape.ranking)


# --- 3. an owner's yes or no on an upgrade ---------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "key"), [
    ("got a used 3080 10gb, worth upgrading to a 3090 for llms?", "ask.upgrade.yes-memory"),
    ("I have a 3060 12gb, should I upgrade to a 4090 for local llms?", "ask.upgrade.yes-memory"),
    ("my 4060 ti 16gb: worth going to a 3090 for llm inference?", "ask.upgrade.yes-memory"),
    ("我有一张3080 10g，值得升级到3090跑大模型吗？", "ask.upgrade.yes-memory"),
    ("I have a 3090, should I upgrade to a 4090 for llms?", "ask.upgrade.no-same"),
    ("I have a 4090, should I upgrade to a 5090 for llms?", "ask.upgrade.yes-speed"),
    ("should I sell my 3090 and get a 5080 for llms?", "ask.upgrade.no-memory"),
    ("i have a 3060 12gb, is upgrading to a 4060 ti 16gb worth it for llms?", "ask.upgrade.yes-memory-slower")])
def test_an_owner_weighing_an_upgrade_for_llms_gets_yes_or_no_first(advisor, text, key):
    q = advisor.ask(text)
    head = q.answer.shape.headline
    first = head.params["first"] if head.key == "answer.join.sentences" else head
    assert first.key == key
    en = _text(first)
    assert en.startswith("Yes" if "yes" in key else "No")
    if key == "ask.upgrade.yes-memory":
        assert "32B" in en and "8B" not in en  # the model the new memory runs, not an 8B speed ratio
    if key == "ask.upgrade.yes-memory-slower":  # more memory, slower on what both hold: both said
        assert "cannot hold" in en and "yours is" in en
    for lang in ("zh_Hans", "zh_Hant"):
        assert "值得" in _text(first, lang).split("：")[0]  # yes or no first: 值得 / 不值得


def test_no_upgrade_verdict_for_a_buyer_comparing_two_cards(advisor):
    q = advisor.ask("3080 or 3090 for llms?")
    head = q.answer.shape.headline
    assert not _text(head).startswith(("Yes", "No"))


def test_the_card_asked_about_stands_in_the_steps_up_list(advisor):
    q = advisor.ask("got a used 3080 10gb, worth upgrading to a 3090 for llms?")
    # fix65a: the steps up may be said as the first step an expert names, the card asked about and its memory beside
    steps = next(c for c in q.answer.shape.decides if c.message.key in ("ask.upgrade-steps", "ask.upgrade-steps.first"))
    for lang in LANGS:
        assert "GeForce RTX 3090" in _text(steps.message, lang) and "24 GB" in _text(steps.message, lang)


# --- 4. training LLMs is ranked by the fine-tune --------------------------------------------------------------------
@pytest.mark.parametrize("text", ["I have 1500 euros, what should I get for training LLMs",
                                  "best gpu for llm training under 2000 dollars",
                                  "预算1万元，想训练大模型，买什么显卡"])
def test_training_llms_on_a_budget_is_ranked_by_the_fine_tune(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.task == "lora"
    assert any(n.key == "ask.note.train-llm" for n in q.read_as.notes)
    speeds = [x.speed for x in q.answer.shape.ranking if x.speed is not None]
    assert speeds and all(s.measure == "training" for s in speeds)
    note = next(n for n in q.read_as.notes if n.key == "ask.note.train-llm")
    for lang in LANGS:
        assert "LoRA" in _text(note, lang)


@pytest.mark.parametrize("text", ["budget 3000 to pretrain a small llm from scratch",
                                  "best gpu for running llms, $1500",
                                  "I have 1500 euros, what should I get for fine-tuning LLMs"])
def test_pretraining_running_or_a_said_fine_tune_is_read_as_before(advisor, text):
    q = advisor.ask(text)
    assert not any(n.key == "ask.note.train-llm" for n in q.read_as.notes)


# --- 5. an AMD owner's word on the software -------------------------------------------------------------------------
@pytest.mark.parametrize("text", ["I have an RX 6800 XT, can I do stable diffusion",
                                  "my rx 6800 xt: can it run qwen 14b?", "I have a 7900 xtx, what llms can I run?",
                                  "got an rx 9070 xt, can I run llama 3 8b?",
                                  "i have a rx 6800 xt, should I upgrade to a 3090 for llms?",
                                  "我有一张RX 6800 XT，能跑stable diffusion吗"])
def test_an_amd_owner_is_told_where_the_card_stands_on_rocm_in_the_short_form(advisor, text):
    q = advisor.ask(text)
    shape = q.answer.shape
    said = [shape.headline, *(c.message for c in shape.decides[:2])]
    for lang in LANGS:
        assert any("ROCm" in _text(m, lang) for m in said), (text, lang)


def test_an_nvidia_owner_gets_no_rocm_word(advisor):
    q = advisor.ask("I have a 3090, what llms can I run?")
    assert not any("ROCm" in _text(c.message) for c in q.answer.shape.decides)
