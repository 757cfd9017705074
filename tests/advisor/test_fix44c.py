"""fix44c (issue 28, break35 #2 #4 #8 #17): one truth in an answer — the verdict that leads is the one its own facts
give."""

from __future__ import annotations

import pytest

from advisor import i18n

LANGS = ("en", "zh_Hans", "zh_Hant")


def _text(m, lang="en") -> str:
    return i18n.render(m.key, m.params, lang)


def _keys(m) -> list[str]:
    out = [m.key]
    for v in m.params.values():
        if hasattr(v, "key") and hasattr(v, "params"):
            out += _keys(v)
    return out


# --- break35 #2: an owner's upgrade — the guide's own word, or a card that beats both, leads the verdict ---------
TITAN_UPGRADES = ["I own a GTX Titan X (Maxwell). Should I upgrade to a Titan Xp?",
                  "I have a Maxwell Titan X, is a Titan Xp worth upgrading to?",
                  "worth upgrading my GTX Titan X to a Titan Xp?",
                  "thinking of going from my titan x maxwell to a titan xp",
                  "Should I upgrade my Titan X Maxwell to the Titan Xp?",
                  "我有一张GTX Titan X (Maxwell)，要不要升级到Titan Xp？"]


@pytest.mark.parametrize("text", TITAN_UPGRADES)
def test_in_the_guides_market_the_guides_owner_rule_is_the_verdict(advisor, text):
    q = advisor.ask(text, market="2017-us")
    shape = q.answer.shape
    keys = _keys(shape.headline)
    assert keys[0] == "answer.join.sentences" and "ask.upgrade.guide-no" in keys, keys
    assert not any(k.startswith("ask.upgrade.yes") for k in keys), keys
    assert not any(k.startswith(("compare.better-value", "compare.value.")) for k in keys), keys  # not the buy
    assert not any(c.message.key == "compare.owner.named" for c in shape.caveats)  # said once, first
    for lang, no, rule in (("en", "No", "keep it"), ("zh_Hans", "不值得", "留着它"), ("zh_Hant", "不值得", "留著它")):
        said = _text(shape.headline, lang)
        assert said.startswith(no) and rule in said and "D17 L55" in said, said


@pytest.mark.parametrize("text", TITAN_UPGRADES[:5] + ["I have a 1080 Ti, should I upgrade to a Titan V?",
                                                       "I own a GTX 980 Ti, worth upgrading to a 1080 Ti?",
                                                       "我有一张1080 Ti，要不要升级到Titan V？"])
def test_today_no_yes_to_an_old_card_a_third_card_beats(advisor, text):
    q = advisor.ask(text)
    shape = q.answer.shape
    keys = _keys(shape.headline)
    assert "ask.upgrade.beaten" in keys and not any(k.startswith("ask.upgrade.yes") for k in keys), keys
    assert not any(d.message.key == "ask.cheaper.beats-both" for d in shape.decides)  # the verdict names it
    pick = next(m for m in [shape.headline.params["first"]] if m.key == "ask.upgrade.beaten").params["pick"]
    named = pick.params["card"].value
    for lang, word in zip(LANGS, ("Not to the", "不值得", "不值得"), strict=True):
        said = _text(shape.headline, lang)
        assert said.startswith(word) and named in said, said


@pytest.mark.parametrize(("text", "key"), [("I have a 7900 xtx, should I get a 4090", "ask.upgrade.yes-speed-only"),
                                           ("worth upgrading my 3080 to a 3090?", "ask.upgrade.yes-both")])
def test_a_real_upgrade_keeps_its_yes(advisor, text, key):
    head = advisor.ask(text).answer.shape.headline
    assert key in _keys(head)
