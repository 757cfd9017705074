"""fix33b (issues 27, 28): counts and upgrades read right (fix32b/fix32c leftovers).

1. An owner's card, a card considered and a going word ("worth it", "should I get", "换") is an upgrade: the answer
   opens with the owner's yes or no (:mod:`advisor.ask.upgrade_verdict`), for image, LLM and training jobs, and the
   card had is the one named after the owner's words ("4060" is not the 4060 Ti 16 GB).
2. Counts: "best 4 amd gpu setup" is 4 AMD GPUs, never 4 Armenian drams; "2 4070 tis" after a count is two 4070 Ti
   ("4070tis" alone stays the Ti SUPER); a buyer's count, one card and a job with no budget is the rig's fit.
3. A supply said beside a rig's price with no sourced price of its own (1,600 W: data/psu_sizes.csv) says the unit
   the price counts: "1,600 W (priced as a 1,500 W unit)".
"""

from __future__ import annotations

import pytest

from advisor import i18n
from advisor.ask.owner_going import card_named, model_of

# --- 1. an owner's upgrade in any wording: yes or no first ---------------------------------------------------------
OWNER_UPGRADES = [
    ("my 3060 12gb, is a 4070 ti super worth it for sdxl", "GeForce RTX 3060 12 GB", "GeForce RTX 4070 Ti SUPER"),
    ("I have an rtx 4060 8gb, should i get a 4060 ti 16gb for stable diffusion", "GeForce RTX 4060",
     "GeForce RTX 4060 Ti 16 GB"),
    ("我有3060，换4070值得吗（跑SD）", "GeForce RTX 3060 12 GB", "GeForce RTX 4070"),
    ("got a 4070, worth getting a 5080 for flux?", "GeForce RTX 4070", "GeForce RTX 5080"),
    ("my 3060 12gb, is a 3090 worth it for llms", "GeForce RTX 3060 12 GB", "GeForce RTX 3090"),
    ("i have a 3080, is a 4090 worth it for training", "GeForce RTX 3080", "GeForce RTX 4090"),
    ("我的3080，4090值得吗？训练用", "GeForce RTX 3080", "GeForce RTX 4090"),
    ("我有一张4060，有必要换4070 super跑本地大模型吗", "GeForce RTX 4060", "GeForce RTX 4070 SUPER"),
]


@pytest.mark.parametrize(("text", "mine", "other"), OWNER_UPGRADES)
def test_an_owners_upgrade_in_any_wording_opens_with_yes_or_no(advisor, text, mine, other):
    shape = advisor.ask(text).answer.shape
    first = shape.headline.params["first"]
    assert first.key.startswith("ask.upgrade."), (text, first.key)
    assert first.params["mine"].value == mine and first.params["other"].value == other, text
    en = i18n.render(shape.headline.key, shape.headline.params, "en")
    assert en.startswith(("Yes", "No")), en
    assert f"Best value: {mine}" not in en, en
    for lang, word in (("zh_Hans", "性价比最高："), ("zh_Hant", "性價比最高：")):
        said = i18n.render(shape.headline.key, shape.headline.params, lang)
        assert "值得" in said.split("。")[0], said
        assert word + mine not in said, said


@pytest.mark.parametrize(("said", "model"), [("4060 8gb", ("4060", frozenset())), ("4060 ti 16gb", ("4060", {"ti"})),
                                             ("4070 ti super", ("4070", {"ti", "super"})),
                                             ("4080s", ("4080", {"super"})), ("7900 xtx", ("7900", {"xtx"}))])
def test_a_model_is_read_with_its_suffix_words(said, model):
    assert model_of(said) == (model[0], frozenset(model[1]))


def test_the_card_had_is_the_one_its_number_and_suffixes_name(advisor):
    cards = advisor.ask("I have an rtx 4060 8gb, should i get a 4060 ti 16gb for stable diffusion").answer.cards
    assert card_named("an rtx 4060 8gb", cards).card == "GeForce RTX 4060"
    assert card_named("a 4060 ti 16gb", cards).card == "GeForce RTX 4060 Ti 16 GB"
    assert card_named("a 3090", cards) is None


@pytest.mark.parametrize("text", ["I have a 3090 and a 4090, which is worth keeping for llms",
                                  "我有3090和4090，哪张值得留着跑大模型"])
def test_two_cards_both_had_get_no_upgrade_verdict(advisor, text):
    shape = advisor.ask(text).answer.shape
    assert not shape.headline.params.get("first", shape.headline).key.startswith("ask.upgrade."), text


def test_a_card_had_that_is_neither_card_weighed_gets_no_owners_verdict(advisor):
    shape = advisor.ask("I have a 3090, should I get a 4090 or a 5090 for llms?").answer.shape
    assert not i18n.render(shape.headline.key, shape.headline.params, "en").startswith(("Yes", "No")), shape.headline


# --- 2. counts read right ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("text", "gpus"), [("best 4 amd gpu setup", 4), ("best 2 amd gpus", 2),
                                            ("top 3 amd cards rig for llms", 3), ("4 amd gpus for training", 4),
                                            ("best 4 nvidia gpu setup", 4), ("Best 4 AMD GPU setup?", 4)])
def test_a_count_before_amd_is_a_count_never_armenian_drams(advisor, text, gpus):
    q = advisor.ask(text)
    assert q.read_as.budget is None and q.read_as.gpus == gpus, (text, q.read_as)
    assert q.missing == ["budget"], (text, q.missing)


@pytest.mark.parametrize(("text", "card", "count"), [
    ("2 4070 tis for llms", "GeForce RTX 4070 Ti", 2), ("two 4070 tis for training", "GeForce RTX 4070 Ti", 2),
    ("3 rtx 4070 tis for qwen 32b", "GeForce RTX 4070 Ti", 3), ("2x 4070 tis", "GeForce RTX 4070 Ti", 2),
    ("four 4070tis for llms", "GeForce RTX 4070 Ti", 4),
    # no English count: "4070tis"/"4070 TiS" is what people call the Ti SUPER (the rewrite before fix33b)
    ("4070tis for llama", "GeForce RTX 4070 Ti SUPER", 1), ("三张4070tis跑训练", "GeForce RTX 4070 Ti SUPER", 3),
    ("4070 tis vs 4080", "GeForce RTX 4070 Ti SUPER", 1)])
def test_tis_after_a_count_is_the_plural_of_ti(advisor, text, card, count):
    from advisor.ask.reader import read

    r = read(advisor, text)
    assert r.cards[0] == card and r.card_counts[0] == count, (text, r.cards, r.card_counts)


@pytest.mark.parametrize("text", ["three 4080 supers for training", "2 4070 tis for llms", "2 3090s for llms",
                                  "4 3060s for fine-tuning", "三张4080 super跑训练", "两张3090跑大模型"])
def test_a_count_a_card_and_a_job_is_the_rigs_fit_never_one_cards_verdict(advisor, text):
    q = advisor.ask(text)
    assert q.read_as.command == "fits", (text, q.read_as.command)
    assert (q.read_as.gpus or 1) > 1 or (q.read_as.counts or [1])[0] > 1, q.read_as


# --- 3. a supply said with no sourced price of its own: the unit the price pays for, said ---------------------------
def _text(q, language: str = "en") -> str:
    from advisor.cli.ask import render_question
    from advisor.cli.render import View

    return " ".join(render_question(q, View(language=language, width=400, verbose=True)).split())


@pytest.mark.parametrize(("language", "said"), [("en", "1,600 W (priced as a 1,500 W unit) power supply"),
                                                ("zh_Hans", "1,600 W（按 1,500 W 电源计价）"),
                                                ("zh_Hant", "1,600 W（按 1,500 W 電源供應器計價）")])
@pytest.mark.parametrize("text", ["2x rtx pro 6000 vs 4x 5090 for training",
                                  "can 2x rtx pro 6000 run llama 3.3 70b in fp16"])
def test_a_1600_w_supply_is_said_priced_as_the_1500_w_unit_its_price_counts(advisor, text, language, said):
    shown = _text(advisor.ask(text), language)
    assert said in shown, shown
    assert "810" in shown, shown  # the platform row's price, with its 1,500 W unit (data/platforms.csv)


def test_a_supply_the_price_pays_for_is_said_alone(advisor):
    shown = _text(advisor.ask("2x rtx 3090 vs 1x rtx 5090 for training"))
    assert "priced as" not in shown and "1,500 W" in shown, shown


def test_a_1600_w_unit_has_no_sourced_price_yet():
    from advisor.rigs import supply_price_of, supply_prices

    assert supply_price_of(1600) is None and supply_price_of(1500) == 380
    assert all(size != 1600 for size, _ in supply_prices())
