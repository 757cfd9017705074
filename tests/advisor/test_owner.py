"""An owner who runs out of memory (issue 17 §4; ``advisor/owner.py``, ``why --own``): what the card
runs by the fits arithmetic, the memory levers of ``data/oom_levers.csv`` with what each saves
and its source, and whether and what to upgrade to — never to less memory."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from advisor.i18n import Renderer
from advisor.wording import labelled
from said import said

ROOT = Path(__file__).resolve().parents[2]
with open(ROOT / "data" / "oom_levers.csv", newline="", encoding="utf-8") as _fh:
    LEVERS = list(csv.DictReader(_fh))


def test_every_lever_row_has_a_source_and_a_year():
    assert {r["id"] for r in LEVERS} >= {"batch-accumulation", "mixed-precision-bf16", "mixed-precision-fp16",
                                        "gradient-checkpointing", "8bit-optimizer", "lora", "qlora",
                                        "shorter-inputs", "cpu-offload"}
    for r in LEVERS:
        assert r["source_url"].startswith("https://") and r["source_date"], r
        assert 2010 <= int(r["since"]) <= 2026 and r["saves"] and r["cost"], r


@pytest.mark.parametrize("card", ["gtx 1060 3gb", "rtx 2060", "gtx 1080 ti"])  # the owners' cards of issue 17
def test_an_owner_gets_what_it_runs_the_levers_and_an_upgrade_to_more_memory(advisor, card):
    v = advisor.why(card, own=True)
    o = v.owner
    assert o is not None and o.card == v.card
    ids = [lever.id for lever in o.levers]
    assert {"batch-accumulation", "gradient-checkpointing", "8bit-optimizer", "lora", "qlora",
            "cpu-offload"} <= set(ids)
    sources = {r["id"]: r["source_url"] for r in LEVERS}
    assert all(lever.source == sources[lever.id] for lever in o.levers)  # each lever cites its row
    assert any("holds the training states" in said(m) for m in o.runs)
    assert o.upgrade.rule_id == "owner.out-of-memory"
    assert o.upgrades, "an owner out of memory is offered cards with more memory"
    own = advisor.catalog.performance[v.card].relative
    for up in o.upgrades:  # never less memory; slower only with 1.5x the memory
        assert up.memory_gb > o.memory_gb and (up.relative_performance >= own or up.memory_gb >= 1.5 * o.memory_gb)
    assert said(o.upgrade.message).count(o.upgrades[0].card) == 1


def test_the_training_arithmetic_on_a_3_gb_card(advisor):
    o = advisor.why("gtx 1060 3gb", own=True).owner
    # (3 GB - 1 GB for CUDA) / 18 bytes (6 weights + 4 gradients + 8 AdamW states) = 119 M parameters
    assert "up to 119 M parameters" in said(o.runs[-1])
    on_card = {lever.id: said(lever.on_card) for lever in o.levers if lever.on_card is not None}
    assert "179 M" in on_card["8bit-optimizer"]  # 2 GiB / 12 bytes
    assert "1.1 B" in on_card["lora"]  # 2 GiB / 2 bytes
    assert any("3 GB runs up to" in said(m) for m in o.runs)  # the fits capacity of the card


def test_mixed_precision_is_the_one_the_card_has(advisor):
    pascal = [lever.id for lever in advisor.why("gtx 1080 ti", own=True).owner.levers]
    ada = [lever.id for lever in advisor.why("rtx 4090", own=True).owner.levers]
    assert "mixed-precision-fp16" in pascal and "mixed-precision-bf16" not in pascal
    assert "mixed-precision-bf16" in ada and "mixed-precision-fp16" not in ada


def test_a_guide_market_offers_only_the_levers_of_its_time(advisor):
    ids = {lever.id for lever in advisor.why("gtx 1060 3gb", market="2017-us", own=True).owner.levers}
    assert "gradient-checkpointing" in ids and "batch-accumulation" in ids
    assert not ids & {"lora", "qlora", "8bit-optimizer", "mixed-precision-bf16", "cpu-offload"}  # 2020 and later


def test_below_the_floor_the_upgrade_is_to_at_least_the_floor(advisor):
    o = advisor.why("rtx 2060", own=True).owner
    assert o.upgrade.message.params["advice"].key == "owner.upgrade.below-floor"
    assert all(up.memory_gb >= 8 for up in o.upgrades)


@pytest.mark.parametrize("card, market", [("rtx 3060 12gb", None), ("rtx 4090", None), ("gtx 1070", "2017-us"),
                                          ("gtx 1060 6gb", "2019-cn"), ("titan rtx", None), ("rtx 3090", None)])
def test_upgrades_never_have_less_memory(advisor, card, market):
    o = advisor.why(card, market=market, own=True).owner
    assert all(up.memory_gb > (o.memory_gb or 0) for up in o.upgrades)


def test_without_own_there_is_no_owner_part(advisor):
    assert advisor.why("gtx 1060 3gb").owner is None


@pytest.mark.parametrize("language", ["zh_Hans", "zh_Hant"])
def test_the_owner_part_is_said_in_chinese(advisor, language):
    o = advisor.why("gtx 1060 3gb", own=True).owner
    t = Renderer(language)
    texts = [t(m) for m in o.runs] + [t(lever.saves) for lever in o.levers] + [t(o.upgrade.message)]
    assert all(any("\u4e00" <= c <= "\u9fff" for c in text) for text in texts)


@pytest.mark.parametrize("text, card", [
    ("my 1060 3gb runs out of memory training a cnn", "GeForce GTX 1060 3 GB"),
    ("I have a 6gb 2060 and get CUDA out of memory on stable diffusion", "GeForce RTX 2060"),
    ("我的1060 3g训练时爆显存怎么办", "GeForce GTX 1060 3 GB"),
    ("我的 1080ti 顯存不足", "GeForce GTX 1080 Ti"),
])
def test_an_owner_s_out_of_memory_question_is_answered_as_an_owner(advisor, text, card):
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.cards == [card] and q.read_as.own
    assert q.answer is not None and q.answer.owner is not None
    assert said(q.reply).startswith(f"Read as /why card:{card}") and " own:True" in said(q.reply)


def test_an_owner_s_out_of_memory_with_a_model_is_the_model_on_the_owner_s_card(advisor):
    """Issue 27: out of memory with a sized model named is the model's fit on the owner's card (fits --card),
    as the public questions read it (data/questions: E010, E137, Z002, Z025)."""
    q = advisor.ask("1080 ti oom when fine-tuning llama 3 8b")
    assert (q.read_as.command, q.read_as.cards, q.read_as.own) == ("fits", ["GeForce GTX 1080 Ti"], True)
    assert said(q.reply).startswith("Read as /fits model:Llama 3 8B task:lora card:GeForce GTX 1080 Ti")


def test_a_buyer_s_question_is_no_owner_s(advisor):
    q = advisor.ask("is the 1080 ti still worth buying?")
    assert q.read_as.command == "why" and not q.read_as.own and q.answer.owner is None


@pytest.mark.parametrize("a, b", [("titan x maxwell", "titan xp"), ("titan xp", "titan x maxwell")])
def test_comparing_an_owned_titan_x_with_the_titan_xp_says_keep_it_in_2017(advisor, a, b):
    c = advisor.compare(a, b, market="2017-us")
    said_ = [said(r.message) for r in c.reasons if r.rule_id == "tier.no-upgrade-titan"]
    assert len(said_) == 1 and "keep it rather than upgrade to a Titan Xp" in said_[0]
    assert "GeForce GTX TITAN X" in said_[0]


@pytest.mark.parametrize("a, b, market", [("rtx 3090", "rtx 4090", None), ("titan x maxwell", "titan xp", None),
                                          ("gtx 1070", "rtx 2060", None), ("titan x pascal", "titan xp", "2017-us")])
def test_a_successor_with_no_more_memory_is_a_speed_only_upgrade(advisor, a, b, market):
    c = advisor.compare(a, b, market=market)
    owner = [r for r in c.reasons if r.rule_id == "owner.same-memory-successor"]
    assert len(owner) == 1
    older = min((advisor.card(a), advisor.card(b)), key=lambda card: card.release_date)
    assert said(owner[0].message).startswith(f"If you already own the {older.name}:")


@pytest.mark.parametrize("a, b, market", [("gtx 1080", "gtx 1080 ti", "2017-us"), ("rtx 3080", "rtx 3090", None),
                                          ("rtx 4090", "rtx 4090", None), ("rtx 3090", "rx 7900 xtx", None),
                                          ("gtx 1080 ti", "rtx 4090", "2017-us")])
def test_more_memory_another_maker_or_a_later_market_is_no_such_step(advisor, a, b, market):
    c = advisor.compare(a, b, market=market)
    assert not [r for r in c.reasons if r.rule_id in ("owner.same-memory-successor", "tier.no-upgrade-titan")]


def test_the_job_that_ran_out_of_memory_is_sized_on_the_card(advisor):
    o = advisor.why("gtx 1080 ti", own=True, model="llama 3 8b", task="lora").owner
    first = said(o.runs[0])
    # Pascal has no BF16: sized in fp16 (fix44a, rule compat.bf16), the same bytes
    assert first.startswith("Llama 3 8B, LoRA fine-tuning in fp16") and "more than 11 GB" in first
    assert "with QLoRA (4-bit weights) instead of LoRA it needs" in first and first.endswith("and fits.")
    fits = said(advisor.why("rtx 4090", own=True, model="llama 3 8b").owner.runs[0])
    assert "it fits in 24 GB; an out-of-memory error then comes from" in fits
    none = said(advisor.why("gtx 1060 3gb", own=True, model="70b").owner.runs[0])
    assert "no cheaper way of running it fits" in none


def test_an_owner_s_question_with_a_model_sizes_that_job(advisor):
    q = advisor.ask("1080 ti oom when fine-tuning llama 3 8b with lora")  # issue 27: the job on the owner's card
    assert said(q.reply) == "Read as /fits model:Llama 3 8B task:lora card:GeForce GTX 1080 Ti"
    assert said(q.answer.summary).startswith("On your GeForce GTX 1080 Ti: Llama 3 8B, LoRA fine-tuning")


def test_fits_with_the_owner_s_card_says_first_whether_it_fits_it(advisor):
    fit = advisor.fits("llama 3 8b", task="lora", card="1080 ti")
    assert said(fit.summary).startswith("On your GeForce GTX 1080 Ti: Llama 3 8B, LoRA fine-tuning")
    assert fit.reasons[0].rule_id == "owner.out-of-memory"
    assert advisor.fits("llama 3 8b", task="lora").summary != fit.summary
    with pytest.raises(Exception) as err:
        advisor.fits("7b", card="gtx 9999")
    assert getattr(err.value, "code", None) == "unknown_card"


@pytest.mark.parametrize("text, card, whose", [("will a 7b fit on my 1060 3gb?", "GeForce GTX 1060 3 GB", "your"),
                                               ("does qwen 2.5 14b fit on a 4060 ti 16?", "GeForce RTX 4060 Ti 16 GB",
                                                "a")])  # "your" only for a card owned (advisor.asked_rig)
def test_a_fits_question_with_one_card_sizes_the_job_on_it(advisor, text, card, whose):
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and said(q.reply).endswith(f" card:{card}")
    assert said(q.answer.summary).startswith(f"On {whose} {card}: ")


@pytest.mark.parametrize(("text", "fits"), [("will a 70b model fit on two 3090s?", True), ("两张3090能跑70b吗", True),
                                             ("can two 4060 ti 16gb run llama 70b", False)])
def test_a_fits_question_on_several_cards_is_checked_on_those_cards_as_one_rig(advisor, text, fits):
    """Two of a card and a model: the job is checked on the two as one rig (split by layers), never on one
    card and never dropped for a general list (the new-user trial: "will a 70b fit on two 3090s?" lost
    its cards); whether it fits decides the answer."""
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and " card:2x " in said(q.reply)
    assert q.answer.rig is not None and q.answer.rig.rig.count == 2
    assert (q.answer.rig.way == "split") == fits


@pytest.mark.parametrize("text", ["I have a 6gb card and keep getting CUDA out of memory when training yolo",
                                  "我的显卡只有6G，训练的时候爆显存"])
def test_out_of_memory_on_a_card_not_named_asks_which_card_then_answers_the_owner(advisor, text):
    q = advisor.ask(text)
    assert (q.read_as.command, q.missing, q.answer) == ("why", ["cards"], None) and q.read_as.own
    assert q.reply.key == "ask.missing.own-card"
    follow = advisor.ask("an rtx 2060", context=q)
    assert follow.read_as.cards == ["GeForce RTX 2060"] and follow.answer.owner is not None


def test_a_laptop_owner_is_told_the_gpu_cannot_be_swapped(advisor):
    o = advisor.why("rtx 3060 laptop", own=True).owner
    assert said(o.upgrade.message).startswith("A laptop's GPU cannot be swapped")
    assert all(up.memory_gb > o.memory_gb for up in o.upgrades)


def test_every_owner_answer_upgrades_to_more_memory_in_every_market(advisor):
    names = [e.name for e in advisor.names.entries if e.dl_relevant]
    for market in advisor.catalog.markets:
        for name in names:
            o = advisor.why(name, market=market, own=True).owner
            assert all(up.memory_gb > (o.memory_gb or 0) for up in o.upgrades), (name, market)
            assert o.upgrade.rule_id == "owner.out-of-memory" and (o.levers or o.runs_nothing), (name, market)


@pytest.mark.parametrize("card", ["tesla p40", "rtx 3090"])
def test_a_24_gb_owner_steps_up_to_a_workstation_card_with_more_memory(advisor, card):
    ups = advisor.why(card, own=True).owner.upgrades
    assert ups and ups[0].memory_gb >= 48  # no recommended GeForce has more than 32 GB at a lower price
    assert all(advisor.rules.support(advisor.catalog.card(u.card))["status"] == "supported" for u in ups)


def test_a_slower_card_with_barely_more_memory_is_no_upgrade(advisor):
    ups = [u.card for u in advisor.why("gtx 1060 3gb", market="2017-us", own=True).owner.upgrades]
    assert "GeForce GTX 1050 Ti" not in ups and ups[0] == "GeForce GTX 1060 6 GB"


def test_the_levers_follow_the_job(advisor):
    run = {lever.id for lever in advisor.why("gtx 1060 3gb", own=True, model="llama 3 8b").owner.levers}
    tune = {lever.id for lever in advisor.why("gtx 1060 3gb", own=True, model="llama 3 8b", task="lora").owner.levers}
    assert {"quantized-weights", "kv-cache-quantization", "cpu-offload", "shorter-inputs"} == run
    assert "gradient-checkpointing" in tune and "quantized-weights" not in tune
    weights = next(lv for lv in advisor.why("gtx 1060 3gb", own=True, model="7b").owner.levers
                   if lv.id == "quantized-weights")
    assert said(weights.on_card) == ("On 3 GB: the weights of up to 3.5 B parameters (0.6125 bytes each, before the "
                                     "KV cache).")  # 2 GiB / 0.6125 bytes (Q4_K_M's 4.9 bits)


# --------------------------------------------------------------------------- the owner's short form (issue 18)
def test_a_lever_saves_what_the_fits_arithmetic_says_on_the_job(advisor):
    from advisor.fits import estimate
    from advisor.owner import CHECKPOINT_KEPT, OPTIMIZER_8BIT_KEPT, lever_saving

    levers = {x.id: x for x in advisor.why("gtx 1080 ti", own=True, model="llama 3 8b", task="lora").owner.levers}
    qlora = levers["qlora"].saves_gb
    assert qlora is not None and qlora > 5  # 16-bit frozen weights (about 15 GB) to 4-bit
    est = estimate(_arch(advisor, "Llama 3 8B"), "full-finetune", "bf16", 1024, 1)
    assert lever_saving("gradient-checkpointing", est) == pytest.approx(est.activations * (1 - CHECKPOINT_KEPT),
                                                                         abs=0.01)
    assert lever_saving("8bit-optimizer", est) == pytest.approx(est.optimizer * (1 - OPTIMIZER_8BIT_KEPT), abs=0.01)
    assert lever_saving("lora", est) > lever_saving("8bit-optimizer", est) > 0
    assert lever_saving("batch-accumulation", est) == 0  # a batch of one has nothing to accumulate
    assert lever_saving("mixed-precision-fp16", est) == 0  # already 16-bit
    assert all(x.saves_gb is None for x in advisor.why("gtx 1080 ti", own=True).owner.levers)  # no job, no figure


def _arch(advisor, name):
    return advisor.llm_models.resolve(name)


@pytest.mark.parametrize("card, model, task", [("gtx 1060 3gb", None, None), ("gtx 1080 ti", "llama 3 8b", "lora"),
                                               ("1080 ti", "7b", "qlora"), ("rtx 4090", "llama 3 8b", None),
                                               ("rtx 2060", None, None), ("rtx pro 6000 blackwell", None, None)])
def test_the_owner_s_shape_is_runs_upgrades_and_the_levers_that_save_most(advisor, card, model, task):
    v = advisor.why(card, own=True, model=model, task=task)
    o, s = v.owner, v.shape
    assert s.headline == o.runs[0]  # whether the job fits (and with what change), else what the card runs
    assert [x.card for x in s.ranking] == [a.card for a in o.upgrades]  # the upgrades, never less memory
    assert all(x.role == "upgrade" and (x.memory_gb or 0) > (o.memory_gb or 0) for x in s.ranking)
    assert 1 <= len(s.caveats) <= 3
    levers = [x for x in s.caveats if x.message.key.startswith("shape.owner.lever")]
    named = [x.message.params["lever"].key for x in levers]
    ranked = [x.lever.key for x in sorted(o.levers, key=lambda x: -(x.saves_gb or 0))]
    assert named == ranked[:len(named)]  # the most memory saved on the job first
    if model is not None:
        assert all(x.message.key == "shape.owner.lever.saves" for x in levers)
    if not o.upgrades:  # nothing larger to step up to: the upgrade's own sentence says so, first
        assert s.caveats[0].message == o.upgrade.message
    if card == "rtx 2060":  # below the floor: the upgrade is due, said after the levers (its step up is ranked)
        assert said(s.caveats[-1].message).startswith("The levers stretch 6 GB, but it is below the 8 GB")
        assert len(levers) == 2


@pytest.mark.parametrize("language", ["en", "zh_Hans", "zh_Hant"])
@pytest.mark.parametrize("card, model, task", [("1060", None, None), ("gtx 1060 3gb", None, None),
                                               ("1080 ti", "7b", "qlora"), ("gtx 1080 ti", "llama 3 8b", "lora"),
                                               ("rtx 3090", "70b", None), ("rtx 4060 laptop", None, None),
                                               ("rtx pro 6000 blackwell", "70b", "lora")])
def test_the_owner_s_short_form_fits_the_why_limits_on_both_faces(advisor, card, model, task, language):
    from advisor.cli.render import WHY_LINES, View, render_verdict
    from bot.render.short import FIRST_CHARS, FIRST_LINES, fits_first, short_embed, verdict_lead

    v = advisor.why(card, own=True, model=model, task=task)
    view = View(language=language)
    text = render_verdict(v, view)
    lines = text.splitlines()
    assert len(lines) <= WHY_LINES and all(len(x) <= 80 for x in lines if language == "en")
    lead = Renderer(language)(labelled(v.card, ""))  # "card: ", with the language's colon ("card：")
    assert text.startswith(lead) and Renderer(language)(v.owner.runs[0])[:20] in " ".join(lines)
    assert any(v.owner.upgrades[0].card in x for x in lines) if v.owner.upgrades else True
    embed = short_embed(v.shape, v.market, language=language, lead=verdict_lead(v, language), numbered=False)
    chars, count = fits_first(embed)
    assert chars <= FIRST_CHARS and count <= FIRST_LINES
    assert all(f"**{x.card}**" in embed.description for x in v.shape.ranking)
