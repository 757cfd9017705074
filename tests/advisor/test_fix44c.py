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


# --- break35 #4: "can I put X in my workstation/tower" is a buyer's question about installing X ------------------
INSTALLS = [("Can I put an L40S in my home tower for training?", "L40S"),
            ("could I fit an A100 80GB into my gaming PC?", "A100 PCIe 80 GB"),
            ("is it ok to install an H100 PCIe in my workstation?", "H100 PCIe 80 GB"),
            ("will an L40S work in my desktop?", "L40S"),
            ("Is the H100 PCIe or SXM better for training, and can I put one in my workstation?", "H100 PCIe 80 GB"),
            ("how do I put a V100 PCIe in my PC?", "Tesla V100 PCIe 16 GB"),
            ("能把L40S装进我的机箱里训练吗？", "L40S"),
            ("A100 40GB 放进我的台式机能用吗", "A100 PCIe 40 GB"),
            ("我能把H100装到我的工作站里吗", "H100 PCIe 80 GB"),
            ("可以把L40S裝進我的電腦嗎？", "L40S")]


@pytest.mark.parametrize(("text", "card"), INSTALLS)
def test_putting_a_data_centre_card_in_a_pc_is_answered_as_a_buyers_install(advisor, text, card):
    q = advisor.ask(text)
    assert q.read_as.cards == [card] and not q.read_as.own, q.read_as  # the machine is theirs, not the card
    keys = _keys(q.answer.shape.headline)
    assert any(k.startswith("ask.install.passive") for k in keys), keys  # passive cooling, airflow
    en, hans, hant = (_text(q.answer.shape.headline, lang) for lang in LANGS)
    assert "blower" in en and "涡轮风扇" in hans and "渦輪風扇" in hant, en
    assert "Try the levers first" not in en  # never an owner's levers


@pytest.mark.parametrize("text", ["Can I put an L40S in my home tower for training?", "能把L40S装进我的机箱里训练吗？"])
def test_the_l40s_plug_and_board_power_are_said_with_their_source(advisor, text):
    en = _text(advisor.ask(text).answer.shape.headline)
    assert "16-pin PCIe CEM5" in en and "mullet.se" in en and "300 W" in en, en


@pytest.mark.parametrize(("text", "module"), [
    ("could I fit an A100 80GB into my gaming PC?", "A100 SXM4 80 GB"),
    ("is it ok to install an H100 PCIe in my workstation?", "H100 SXM5 80 GB")])
def test_the_pcie_card_names_its_server_module_as_never_in_a_workstation(advisor, text, module):
    en = _text(advisor.ask(text).answer.shape.headline)
    assert f"The {module} is the server module of the same chip" in en and "HGX" in en, en


@pytest.mark.parametrize("text", ["will an H100 SXM fit in my tower?", "can I install an A100 SXM4 in my workstation?",
                                  "能把H100 SXM5装进我的机箱吗"])
def test_a_server_module_in_a_pc_is_never_and_its_pcie_form_is_named(advisor, text):
    q = advisor.ask(text)
    assert not q.read_as.own
    keys = _keys(q.answer.shape.headline) + [c.message.key for c in q.answer.shape.decides + q.answer.shape.caveats]
    assert "rules.server-module" in keys and "ask.install.pcie-form" in keys, keys


@pytest.mark.parametrize("text", ["can I use my 3090 in my new build?", "I have a 3090 in my tower, can it run 70b?"])
def test_a_card_had_stays_had(advisor, text):
    assert advisor.ask(text).read_as.own


def test_a_geforce_card_in_a_tower_gets_no_server_line(advisor):
    keys = _keys(advisor.ask("can I put a 4090 in my tower?").answer.shape.headline)
    assert not any(k.startswith("ask.install") for k in keys), keys


# --- break35 #8: a data-centre PCIe card is no "server part"; a server module is ----------------------------------
@pytest.mark.parametrize("card", ["A100 80GB", "A100 40GB", "L40S", "H100 PCIe", "A40"])
def test_a_pcie_data_centre_card_is_said_passive_not_a_server_part_today(advisor, card):
    v = advisor.why(card)
    assert v.verdict == "not_recommended"
    for lang, word in zip(LANGS, ("passively cooled", "被动散热", "被動散熱"), strict=True):
        said = _text(v.summary, lang)
        assert word in said and "server part" not in said and "不是单独购买" not in said, said


@pytest.mark.parametrize("card", ["H100 SXM5", "A100 SXM4 80GB", "Tesla V100 SXM2"])
def test_a_server_module_is_still_a_server_part(advisor, card):
    assert "a server part, not a card to buy on its own" in _text(advisor.why(card).summary)


def test_a_guides_market_keeps_the_guides_word(advisor):
    key = advisor.why("tesla p4", market="2019-cn").summary.key
    assert key == "rule.tier.cn-2019"  # CN19's own reason leads, never today's PCIe wording (fix49d: break36)


# --- break35 #17: markets said in either word order; a speed ratio's "x" said once -------------------------------
@pytest.mark.parametrize(("said", "market"), [("us-2017", "2017-us"), ("cn-2019", "2019-cn"), ("US 2017", "2017-us"),
                                              ("us_current", "current-us"), ("2019 CN", "2019-cn"),
                                              ("2017-us", "2017-us")])
def test_a_market_is_known_in_either_word_order(advisor, said, market):
    assert advisor.catalog.market(said).id == market
    assert advisor.ask("best gpu for 1000", market=said).answer.market.id == market


def test_an_unknown_market_is_still_refused(advisor):
    from advisor.errors import UnknownMarket

    with pytest.raises(UnknownMarket):
        advisor.catalog.market("us-1999")


@pytest.mark.parametrize(("a", "b"), [("titan xp", "titan x maxwell"), ("1080 ti", "titan v"), ("k80", "p100"),
                                    ("a100", "h100"), ("l40s", "a100")])
def test_which_faster_says_its_x_once(advisor, a, b):
    from advisor.ask.which_pick import which_pick

    said = which_pick(advisor.compare(a, b))
    assert said is not None and said.key == "ask.which.faster"
    for lang in LANGS:
        out = _text(said, lang)
        assert "xx" not in out and "x 倍" not in out and "x倍" not in out and "x as fast" in out or lang != "en", out


# --- break35 #7: a follow-up's "the ranking here picks" is the ranking of the reading it keeps --------------------
FOLLOWED = [("best gpu for training a ResNet on ImageNet for 1500", "what about 2 of them?"),
            ("best card to train YOLOv8 detectors, budget 1200", "and two of those?"),
            ("GPU for training GANs under $1000", "what about 2 of them"),
            ("预算1万元，训练ResNet用什么显卡", "两张这个呢"),
            ("which gpu for training object detection models, 2000 dollars", "2 of them?"),
            ("best gpu for training CNNs for 900", "what about two of them?")]


@pytest.mark.parametrize(("first", "then"), FOLLOWED)
def test_two_of_the_pick_keeps_the_job_the_pick_was_ranked_for(advisor, first, then):
    q = advisor.ask(first)
    picked = q.context().picked
    assert q.read_as.job in ("cnn", "detector", "gan") and picked is not None
    q2 = advisor.ask(then, context=q)
    assert q2.read_as.job == q.read_as.job and q2.read_as.use_case == q.read_as.use_case
    assert q2.read_as.cards == [picked, picked]
    for d in q2.answer.shape.decides:  # a budget's pick said again is the pick before, never another ranking's
        if d.message.key.startswith("ask.budget-buys"):
            assert d.message.params["first"].params["card"].value == picked, d.message


# --- break35 #17: one job's memory is one figure in compare and fits ----------------------------------------------
@pytest.mark.parametrize(("text", "model", "task"), [
    ("3090 vs 4090 for LoRA fine-tuning Llama 3 8B", "llama-3-8b", "lora"),
    ("4060 ti 16gb or 3090 for qlora on qwen3 32b?", "qwen3-32b", "qlora"),
    ("5090 vs 4090 for full fine-tuning of llama 3.2 1b", "llama-3.2-1b", "full-finetune"),
    ("3090还是4090，LoRA微调Llama 3 8B", "llama-3-8b", "lora"),
    ("a6000 vs 3090 to lora mistral 7b", "mistral-7b", "lora")])
def test_a_fine_tunes_memory_in_compare_is_the_figure_fits_shows(advisor, text, model, task):
    from advisor.fits.memory import need_gb

    q = advisor.ask(text)
    job = next((d.message for d in q.answer.shape.decides if d.message.key.startswith("ask.job.")), None)
    if job is None or "need" not in job.params:
        pytest.skip(f"no fine-tune line for {text!r}")
    fit = advisor.fits(q.read_as.model.name if q.read_as.model else model, task=q.read_as.task or task)
    assert job.params["need"].value == need_gb(fit.memory.total_gb), (job.params["need"], fit.memory.total_gb)
