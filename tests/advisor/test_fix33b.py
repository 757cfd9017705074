"""fix33b (issues 27, 28): counts and upgrades read right (fix32b/fix32c leftovers).

1. An owner's card, a card considered and a going word ("worth it", "should I get", "换") is an upgrade: the answer
   opens with the owner's yes or no (:mod:`advisor.ask.upgrade_verdict`), for image, LLM and training jobs, and the
   card had is the one named after the owner's words ("4060" is not the 4060 Ti 16 GB).
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


def test_a_card_had_that_is_neither_card_weighed_gets_no_owners_verdict(advisor):
    shape = advisor.ask("I have a 3090, should I get a 4090 or a 5090 for llms?").answer.shape
    assert not i18n.render(shape.headline.key, shape.headline.params, "en").startswith(("Yes", "No")), shape.headline

