"""fix39a (issues 27, 28; break32 #1, #18, #9, #15): the wordings here are in no corpus row.

1. A bare "mac" / "macbook" / "苹果电脑" set against a card by a choice word is the Mac assumed for its word (a MacBook:
   the current MacBook Pro; another: the current Mac Studio), said on the read-as line, and the question is the
   Mac-vs-PC comparison "mac studio or a 5090" gets — never the card's verdict alone.
2. In that comparison, "training" / "训练" is said as training, never fine-tuning; a fine-tune stays a fine-tune.
"""

from __future__ import annotations

import pytest

from advisor.i18n import Renderer

LANGS = ("en", "zh_Hans", "zh_Hant")
MAC_VS = [("is a mac or an rtx 5090 better for deep learning", "Mac Studio", "GeForce RTX 5090"),
          ("macbook vs 4090 for training neural nets", "MacBook Pro", "GeForce RTX 4090"),
          ("thinking mac or a 4090 pc for pytorch", "Mac Studio", "GeForce RTX 4090"),
          ("mac vs rtx 5080 for machine learning?", "Mac Studio", "GeForce RTX 5080"),
          ("should i get a macbook pro or a 5090 for ML", "MacBook Pro", "GeForce RTX 5090"),
          ("搞深度学习买苹果电脑还是4090", "Mac Studio", "GeForce RTX 4090"),
          ("训练模型用macbook还是5090", "MacBook Pro", "GeForce RTX 5090"),
          ("mac和4090哪个适合机器学习", "Mac Studio", "GeForce RTX 4090"),
          ("深度學習用蘋果電腦還是5090", "Mac Studio", "GeForce RTX 5090"),
          ("is a macbook faster than a 4090 for training?", "MacBook Pro", "GeForce RTX 4090")]


@pytest.mark.parametrize(("text", "mac", "card"), MAC_VS)
def test_a_bare_mac_against_a_card_is_the_mac_vs_pc_comparison(advisor, text, mac, card):
    q = advisor.ask(text)
    r = q.read_as
    assert r.command == "compare" and len(r.cards) == 2, r
    assert mac in r.cards[0] and r.cards[0].startswith("Apple ") and r.cards[1] == card, r.cards
    note = next(n for n in r.notes if n.key == "ask.mac-bare")
    for lang in LANGS:  # which Mac, and that another one changes what is weighed
        said = Renderer(lang)(note)
        assert "Apple" in said and ("64gb" in said), said
    head = q.answer.shape.headline
    assert head.key.startswith("ask.worth.trains"), head.key  # the side that trains leads
    assert card in str(head.params["good"]) and mac in str(head.params["bad"]), head.params


@pytest.mark.parametrize("text", ["my macbook is too slow for training, should I get a 5090?",
                                  "can a 5090 work with a mac?", "I have a mac, should I get a 4090 or wait",
                                  "我的mac跑模型太慢了，5090还是4090", "mac studio or a 5090 for deep learning?"])
def test_an_owned_mac_or_no_choice_is_no_bare_mac_side(advisor, text):
    assert not any(n.key == "ask.mac-bare" for n in advisor.ask(text).read_as.notes)


@pytest.mark.parametrize(("text", "word"), [
    ("MacBook Pro M4 Max vs RTX 5090 PC for training models", "training"),
    ("mac studio m3 ultra or a 4090, I want to train models", "training"),
    ("training resnets: mac studio or 5090?", "training"),
    ("dgx spark vs mac studio for training", "training"),
    ("DL训练用mac studio还是5090？", "training"),
    ("mac mini m4 pro 64gb还是4090，用来训练模型", "training"),
    ("mac studio vs 5090 for lora", "fine-tuning"),
    ("mac studio 和 4090 哪个适合微调", "fine-tuning"),
])
def test_training_is_said_as_training_never_fine_tuning(advisor, text, word):
    head = advisor.ask(text).answer.shape
    keys = [head.headline, *(c.message for c in head.decides)]
    verdict = next(m for m in keys if m.key.startswith("ask.worth.trains"))
    other = "fine-tuning" if word == "training" else "training"
    en = Renderer("en")(verdict)
    assert en.startswith(f"For {word},") and not en.startswith(f"For {other}"), en
    zh = {"training": ("训练", "訓練"), "fine-tuning": ("微调", "微調")}[word]
    no = {"training": ("微调", "微調"), "fine-tuning": ("用来训练", "用來訓練")}[word]
    for lang, want, never in zip(("zh_Hans", "zh_Hant"), zh, no, strict=True):
        said = Renderer(lang)(verdict)
        assert said.startswith(f"用来{want}" if lang == "zh_Hans" else f"用來{want}") and never not in said, said


# ------------------------------------------- 4. an owner's symptom answer ends with no buyer's tail (break32 #15)
SYMPTOMS = ["went from a 3080 to a 4090 and training got slower",
            "my 3070 is 8x slower than a 4090 in training, is that normal?",
            "my 3090 is 5 times slower than a 5090, normal?",
            "upgraded my 2080 ti to a 4080 and sdxl is slower now",
            "upgraded from 3090 to 5090 and training got slower",
            "我的4060比4090慢了8倍，正常吗",
            "从3090升级到5090后训练反而变慢了",
            "我的3060比4090慢了20倍，正常吗？"]


def _all_keys(m) -> list[str]:
    from advisor.ask.owner_tails import _keys

    return _keys(m)


@pytest.mark.parametrize("text", SYMPTOMS)
def test_an_owners_symptom_answer_has_no_buyers_tail(advisor, text):
    from advisor.ask.owner_tails import BUYER_TAILS, is_symptom

    shape = advisor.ask(text).answer.shape
    assert is_symptom(shape.headline), shape.headline.key
    keys = [*_all_keys(shape.headline), *(k for c in [*shape.decides, *shape.caveats] for k in _all_keys(c.message)),
            *(k for r in shape.ranking if r.reason is not None for k in _all_keys(r.reason))]
    assert not [k for k in keys if k.startswith(BUYER_TAILS)], keys
    assert not [k for k in keys if k.startswith("shape.role.") and ("value" in k or "money" in k)], keys
    for lang in LANGS:
        out = " ".join(Renderer(lang)(m) for m in [shape.headline, *(c.message for c in shape.decides)])
        tails = ("rents for", "rent:", "better value", "Better value", "租", "性价比", "性價比")
        assert not any(w in out for w in tails), out


@pytest.mark.parametrize("text", ["3060 or 4090 for training?", "4060还是4090，训练用"])
def test_a_buyers_comparison_keeps_its_value_verdict(advisor, text):
    shape = advisor.ask(text).answer.shape
    assert any(k.startswith("compare.better-value") or k.startswith("compare.value")
               for k in [*_all_keys(shape.headline), *(c.message.key for c in shape.decides)])


@pytest.mark.parametrize("text", ["my 3090 trains resnet50 slower than my friend's 4090, normal?",
                                  "my 3080 is way slower than a 4090 in pytorch, is that normal?",
                                  "我的3060训练比4090慢很多，正常吗"])
def test_an_owner_asking_whether_slower_is_normal_gets_no_value_verdict(advisor, text):
    shape = advisor.ask(text).answer.shape
    keys = [*_all_keys(shape.headline), *(c.message.key for c in shape.decides),
            *(k for r in shape.ranking if r.reason is not None for k in _all_keys(r.reason))]
    assert not [k for k in keys if k.startswith(("compare.better-value", "compare.value", "ask.rent"))
                or (k.startswith("shape.role.") and ("value" in k or "money" in k))], keys


@pytest.mark.parametrize("text", ["my 3060 is too slow for training, should I buy a 4090?",
                                  "我的3060太慢了，要不要买4090"])
def test_an_owner_asking_to_buy_keeps_the_buyers_answer(advisor, text):
    from advisor.ask.owner_tails import owner_asks_normal

    q = advisor.ask(text)
    assert not owner_asks_normal(text, q.read_as)


# ------------------------------------------- 3. "going from X to Y": the old card is replaced, not pooled (break32 #9)
SWITCHES = [("went from a 3060 to two 3090s, what models can I run now", "GeForce RTX 3090", 2, "48 GB", "12 GB"),
            ("moving from a 3080 to 2x 4090, can I run llama 3 70b?", "GeForce RTX 4090", 2, "48 GB", "10 GB"),
            ("switching from my 4060 ti to two 3090s for qwen 32b", "GeForce RTX 3090", 2, "48 GB", "16 GB"),
            ("going from my 3070 to 2 4090s, will llama 70b fit?", "GeForce RTX 4090", 2, "48 GB", "8 GB"),
            ("jumping from a 2080 ti to three 3090s for mixtral", "GeForce RTX 3090", 3, "72 GB", "11 GB")]


@pytest.mark.parametrize(("text", "new", "count", "memory", "old"), SWITCHES)
def test_a_switch_is_answered_for_the_new_set_up_alone(advisor, text, new, count, memory, old):
    r = advisor.ask(text).read_as
    assert r.command == "fits" and r.cards == [new] and r.gpus == count, r
    note = next(n for n in r.notes if n.key == "ask.switch-set-up")
    for lang in LANGS:  # what changes: the memory, old against new
        said = Renderer(lang)(note)
        assert memory in said and old in said, said


@pytest.mark.parametrize("text", ["把3060换成两张3090以后能跑什么模型", "从4060升级到两张4090，能跑qwen 72b吗",
                                  "3060换成2张3090后能跑多大的模型", "從3060換成兩張3090，跑得動70b嗎"])
def test_a_switch_in_chinese_never_pools_the_old_card(advisor, text):
    r = advisor.ask(text).read_as
    assert not (r.command == "fits" and len(r.cards) > 1), r


@pytest.mark.parametrize("text", ["I have a 3060 and 2 3090s, what can I run",
                                  "my rig: a 3060 plus two 3090s, llama 70b?"])
def test_a_rig_said_as_had_stays_pooled(advisor, text):
    r = advisor.ask(text).read_as
    assert r.command == "fits" and len(r.cards) == 2 and not any(n.key == "ask.switch-set-up" for n in r.notes), r


@pytest.mark.parametrize("text", ["going from my 3070 to 2 3090s", "upgrading from my 2080 ti to two 3060s",
                                  "should I sell my 4090 and get two 3090s?", "从4060换成两张3090",
                                  "把我的3090卖了换两张3060值吗"])
def test_an_owners_switch_of_cards_ends_with_no_value_verdict(advisor, text):
    from advisor.ask.owner_tails import is_symptom

    shape = advisor.ask(text).answer.shape
    keys = [*_all_keys(shape.headline),
            *(k for r in shape.ranking if r.reason is not None for k in _all_keys(r.reason))]
    if not is_symptom(shape.headline):
        pytest.skip(f"no owner's switch verdict here: {shape.headline.key}")
    assert not [k for k in keys if k.startswith(("compare.better-value", "compare.several.summary-value"))
                or (k.startswith("shape.role.") and ("value" in k or "money" in k))], keys
