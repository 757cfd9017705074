"""Answers that fit the question asked (issue 28, round 3): an owner's memory levers only when the
question is about memory; a bare "inference" sizes no LLM; a fact said once; in English and Chinese."""

from __future__ import annotations

import pytest

from advisor.cli.render import View, render_verdict
from advisor.compare_support import support_line

NOT_ABOUT_MEMORY = [
    "our 8x RTX 3090 server shows heavy communication overhead in multi-GPU training - does the 3090 support "
    "peer-to-peer?",
    "my RTX 5090 (sm_120) is not compatible with the current PyTorch installation, does no released PyTorch "
    "support it?",
    "I bought an RTX 5070 (12 GB) for AI and NVIDIA's own ChatRTX doesn't support it - is the card the problem?",
    "我的3090支持P2P吗？",
    "我的5090装pytorch提示sm_120不兼容，是卡的问题吗？",
]


@pytest.mark.parametrize("text", NOT_ABOUT_MEMORY)
def test_an_owner_question_not_about_memory_gets_no_memory_lever(advisor, text):
    """U15, N16, F16: the levers must fit the question; the ``--verbose`` line keeps its room."""
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.own, q.read_as
    shape = q.answer.shape
    assert not [c for c in shape.caveats if c.message.key == "shape.owner.lever"], text
    language = "zh_Hans" if any("\u4e00" <= ch <= "\u9fff" for ch in text) else "en"
    assert "--verbose" in render_verdict(q.answer, View(language=language, width=80)).splitlines()[-1]


def test_an_owner_out_of_memory_keeps_the_levers(advisor):
    q = advisor.ask("my 3060 runs out of memory, what can I do?")
    assert [c for c in q.answer.shape.caveats if c.message.key == "shape.owner.lever"]


def test_a_bare_inference_task_sizes_no_llm_and_takes_inference_levers(advisor):
    """U02: "inference of the view synthesis model runs out of memory on my 1060-3g" is no 7B LLM job."""
    v = advisor.why("gtx 1060 3gb", own=True, task="inference")
    assert not any(m.key.startswith("owner.job") for m in v.owner.runs)
    assert v.owner.levers and all(x.id not in ("batch-accumulation", "gradient-checkpointing", "8bit-optimizer")
                                  for x in v.owner.levers)
    q = advisor.ask("inference of the view synthesis model runs out of GPU memory on my 1060-3g, what should I "
                    "change?")
    assert not any(m.key.startswith("owner.job") for m in q.answer.owner.runs)
    sized = advisor.why("gtx 1060 3gb", own=True, task="lora")  # a training task still sizes its 7B
    assert any(m.key.startswith("owner.job") for m in sized.owner.runs)


@pytest.mark.parametrize(("a", "b"), [("rtx 3090", "tesla v100"), ("tesla p40", "rtx 3060")])
def test_a_cards_last_builds_are_said_once_in_a_comparison(advisor, a, b):
    """U12: a used Tesla's held-back line says its last builds; the support line does not say them again."""
    c = advisor.compare(a, b)
    for card in c.cards:
        row = advisor.rules.support(advisor.card(card.card))
        if row is None or row["status"] == "supported":
            continue
        stack = advisor.rules.last_stack(row)
        assert sum(r.message.mentions(stack) for r in c.deciding) == 1, card.card
    assert support_line(advisor.rules, advisor.catalog.market(None), ()) is None  # no card left: no line


@pytest.mark.parametrize(("model", "task"), [(None, "lora"), ("7b", "lora"), ("13b", "qlora"), ("32b", None)])
def test_nothing_to_spend_names_a_card_that_holds_the_job(advisor, model, task):
    """F09: "what GPU for this LLM tutorial (fine-tuning)?" has no budget: free notebooks first, then the
    cheapest card worth buying that holds the job — never a 12 GB card for a 16.5 GB LoRA — and the headline
    says so rather than "nothing within 0 USD is worth buying"."""
    r = advisor.recommend("0", model=model, task=task)
    need = advisor.fits(model or "7b", task=task or "inference").memory.total_gb
    assert r.stretch is not None and (r.stretch.memory_gb or 0) >= need
    assert r.shape.headline.key == "shape.recommend.nothing-to-spend"
    plain = advisor.recommend("0")
    assert plain.shape.headline.key == "shape.recommend.nothing-to-spend"


def test_the_released_need_is_in_the_precision_the_weights_are_released_in(advisor):
    """"deepseek v3 需要几张4090" said "in 16 bits, as its weights are released, 1,251 GB": DeepSeek V3's weights are
    released in FP8 (its config.json, ``published_precision``), about 0.63 TB at 4k context; a model released in
    the format asked (gpt-oss in MXFP4) gets no such line."""
    f = advisor.fits("deepseek v3", card="4090")
    said = [r.message for r in f.reasons if r.message.key.startswith("fits.own.as-released")]
    assert [m.key for m in said] == ["fits.own.as-released-fp8.more"]
    assert 600 <= said[0].params["need"].value <= 720
    assert not [r for r in advisor.fits("gpt-oss-120b", card="4090").reasons
                if r.message.key.startswith("fits.own.as-released")]


@pytest.mark.parametrize("text", ["about $600 to replace my aging 1080 Ti for ML training: RX 6800 XT or RTX 3070 Ti?",
                                  "预算4000元，RX 6800 XT 还是 RTX 3070 Ti？"])
def test_two_cards_beside_a_budget_they_do_not_answer_say_what_it_buys(advisor, text):
    """F07: neither card is priced here; the budget asked about is answered (its first pick, and the pick with
    the most memory when that has more), and the read-as line no longer says it is not weighed."""
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.read_as.budget is not None
    keys = [c.message.key for c in q.answer.shape.decides]
    assert any(k.startswith("ask.budget-buys") for k in keys), keys
    assert not any(n.key == "ask.budget-unweighed" for n in q.read_as.notes)


def test_two_cards_priced_within_the_budget_keep_the_budget_note(advisor):
    q = advisor.ask("预算5000元，3060 12g还是4060ti 16g？")
    assert not any(c.message.key.startswith("ask.budget-buys") for c in q.answer.shape.decides)
    # answers56 (break25 #14): both within the budget is the budget weighed ("both are within your budget"), no
    # longer a note that it is not weighed
    assert any(c.message.key.startswith("ask.within-budget.") for c in q.answer.shape.decides)
    assert not any(n.key == "ask.budget-unweighed" for n in q.read_as.notes)


@pytest.mark.parametrize(("a", "b"), [("rtx 4080", "rtx 3090"), ("rx 6800 xt", "rtx 3070 ti"),
                                      ("3090 ti", "rtx pro 6000")])
def test_no_value_verdict_leaves_memory_to_decide(advisor, a, b):
    """F10, F07, F08: a side unpriced, so no better value is named: what each holds is among the deciding facts
    (memory first for deep learning), in every language."""
    c = advisor.compare(a, b)
    assert c.better_value is None
    assert any(r.message.key.startswith("compare.memory.") for r in c.deciding)


@pytest.mark.parametrize(("a", "b", "one"), [("1080 ti", "2x 1080", "GeForce GTX 1080 Ti"),
                                             ("2x 3060", "3090", "GeForce RTX 3090"),
                                             ("2x 1070", "1080 ti", "GeForce GTX 1080 Ti")])
def test_one_roomier_card_against_several_says_which_trains(advisor, a, b, one):
    """U16: one card with more memory on it against several smaller ones: the one card for training, the
    several for experiments at once (and layer-split LLM inference today) — the first deciding fact; no price
    contest said of sides with no price."""
    for market in ("current-us", "2017-us"):
        c = advisor.compare(a, b, market=market)
        first = c.deciding[0]
        assert first.message.key.startswith("compare.several.one-card") and one in str(first.message.params)
        assert (first.message.key == "compare.several.one-card") == (market == "current-us")
    c = advisor.compare("1080 ti", "2x 1080")
    assert c.summary.key == "compare.several.summary-unpriced"
    assert not any(r.message.key.startswith("compare.memory.") for r in c.deciding)  # said once, per card


@pytest.mark.parametrize(("a", "b"), [("5090 d v2", "5090"), ("5090", "5080")])
def test_a_caveat_true_of_both_cards_names_both(advisor, a, b):
    """F02: the CUDA 12.8 floor of sm_120 is the owner's 5090 D V2's too, not the 5090's only."""
    c = advisor.compare(a, b)
    floor = [x for x in c.shape.caveats if x.rule_id == "compat.blackwell-min"]
    assert len(floor) == 1
    names = str(floor[0].message.params)
    assert all(f.card in names for f in c.cards)


@pytest.mark.parametrize(("text", "whole"), [
    ("I want hardware that runs the model on the GPU at 5 tokens/s or more, budget about 1000€ for GPU, RAM and CPU",
     1000),
    ("整机预算5000元，想跑大模型，买什么显卡？", 5000),
    ("a full build for $2000 to run local LLMs, which gpu?", 2000)])
def test_a_whole_pc_budget_ranks_the_cards_share_and_says_so(advisor, text, whole):
    """F17: a budget for the GPU, RAM and CPU is not the card's: the card's share (40 %, sourced) is ranked and
    the read-as line says the assumption — never a 949 USD card for a 1,000 EUR whole PC."""
    from advisor.ask.fitted import GPU_SHARE

    q = advisor.ask(text)
    assert q.read_as.command == "recommend"
    assert q.read_as.budget.amount == whole  # the budget as said; the card's share ranked, and said
    assert any(n.key == "ask.gpu-share" for n in q.read_as.notes)
    assert q.answer.budget.amount == round(whole * GPU_SHARE)


def test_a_card_budget_is_the_cards(advisor):
    q = advisor.ask("best gpu for 1000€ to run LLMs")
    assert q.read_as.budget.amount == 1000 and not any(n.key == "ask.gpu-share" for n in q.read_as.notes)


@pytest.mark.parametrize(("text", "size"), [
    ("I have no access to an A100 - can a 4090 do the whole pipeline, fine-tuning plus RLHF of the 7B/13B model?", 13),
    ("8G显存能微调7B/13B模型吗？", 13), ("can a 3090 run 7b or 13b models?", 13)])
def test_several_sizes_of_one_model_are_answered_for_the_largest(advisor, text, size):
    """F13: "the 7B/13B model" is sized for 13B (what holds it holds the 7B), and the read-as line says so."""
    q = advisor.ask(text)
    assert q.read_as.command == "fits" and q.read_as.model.params_b == size
    assert any(n.key == "ask.note.largest-size" for n in q.read_as.notes)
    assert q.answer.model.params_b == size


@pytest.mark.parametrize("name", ["dgx spark", "mac studio"])
def test_a_machine_held_back_says_what_its_stack_runs(advisor, name):
    """F20: "can this model run on a DGX Spark?": after what holds the machine back (its bandwidth), whether
    today's software runs there (the GB10 runs CUDA; a Mac runs MPS and MLX, no CUDA) is a deciding fact."""
    from advisor.deciding import MACHINE_STACKS

    v = advisor.why(name)
    assert v.verdict != "recommended"
    assert any(r.message.key in MACHINE_STACKS for r in v.deciding[:2])


@pytest.mark.parametrize(("text", "job_key"), [
    ("what makes image generation fast, and are 4 or 6 GB enough? I need a laptop, budget $933", "ask.laptop.job"),
    ("我想买笔记本跑大模型，预算1万", "ask.laptop.llm")])
def test_a_laptop_buyer_is_told_what_each_laptop_memory_runs(advisor, text, job_key):
    """F18: a laptop's GPU comes with the laptop; what decides is what 4, 6, 8 GB … of a laptop GPU run of the
    job asked (a deciding fact, before the desktop ranking the read-as line says it is), in both languages."""
    q = advisor.ask(text)
    assert q.read_as.command == "recommend" and q.read_as.laptop
    first = q.answer.shape.decides[0].message
    assert first.key == "ask.laptop.tiers" and job_key in str(first.params)
    assert "GeForce RTX 4050 Mobile" in str(first.params)  # a laptop GPU of today, by its memory


def test_a_desktop_buyer_gets_no_laptop_tiers(advisor):
    q = advisor.ask("best gpu for image generation under $933")
    assert not any(c.message.key == "ask.laptop.tiers" for c in q.answer.shape.decides)


@pytest.mark.parametrize(("laptop", "desktop"), [("rtx 4090 laptop", "GeForce RTX 4090"),
                                                 ("rtx 3080 mobile", "GeForce RTX 3080")])
def test_a_laptop_owner_is_told_the_desktop_namesake_is_another_chip(advisor, laptop, desktop):
    """N15: "my laptop RTX 4090 (16 GB)" is an AD103 with 16 GB, not the desktop AD102 with 24 GB: said as a
    deciding fact of the owner's answer."""
    v = advisor.why(laptop, own=True)
    keys = [c.message.key for c in v.shape.decides]
    assert "owner.laptop-namesake" in keys and desktop in str(v.shape.decides[keys.index("owner.laptop-namesake")])
    assert advisor.why("rtx 4090", own=True).owner.stack is None or (
        advisor.why("rtx 4090", own=True).owner.stack.message.key != "owner.laptop-namesake")


def test_an_owners_cards_fine_tuning_one_model_are_told_fsdp_qlora(advisor):
    """F15: two 4090s fine-tuning 70B: the way across them is FSDP + QLoRA over PCIe (no peer-to-peer), not
    "training one job across them waits on host memory", which is data parallel's; inference keeps the layer
    split's sentence."""
    train = advisor.fits("70b", task="qlora", card="rtx 4090 + rtx 4090")
    keys = [r.message.key for r in train.reasons]
    assert "fits.own.pcie.train" in keys and "fits.own.pcie" not in keys
    run = advisor.fits("70b", card="rtx 4090 + rtx 4090")
    assert "fits.own.pcie" in [r.message.key for r in run.reasons]


@pytest.mark.parametrize("text", [
    "I have a 3090 Ti: upgrade to an RTX PRO 6000 (96 GB) for this video upscaler, or wait for the next generation?",
    "我有一张3090，要不要升级到RTX PRO 6000？"])
def test_an_owner_weighing_an_upgrade_is_told_the_steps_up(advisor, text):
    """F08: beside the 96 GB card asked about, the steps up in memory from the owner's card (why --own's
    upgrades), so a middle step is said; never for someone who owns neither."""
    q = advisor.ask(text)
    assert q.read_as.command == "compare"
    steps = [c for c in q.answer.shape.decides if c.message.key.startswith("ask.upgrade-steps")]  # (fix65a: .first)
    assert steps and q.read_as.cards[0] in str(steps[0].message.params)
    plain = advisor.ask("rtx 3090 ti or rtx pro 6000 for a video upscaler?")
    assert not any(c.message.key.startswith("ask.upgrade-steps") for c in plain.answer.shape.decides)


def test_a_third_option_asked_about_is_set_against_the_first(advisor):
    """F01: three options, a comparison weighs two: the stock 2080 Ti left out is set against the 22 GB mod by
    memory (a deciding fact), besides the read-as note that names it."""
    q = advisor.ask("手上是1060 6G，钱不多：魔改2080Ti 22G、Tesla P40（没有FP16）还是原版2080Ti 11G？")
    assert q.read_as.command == "compare" and len(q.read_as.cards) >= 3
    # round 7: the stock 2080 Ti is ranked with the others, and what 22 GB buys over its 11 GB is said with the mod
    assert q.read_as.cards[2] in [x.card for x in q.answer.shape.ranking]
    mod = next(c.message for c in q.answer.shape.decides if c.message.key == "ask.cheaper.modified.new")
    assert mod.params["said"].params["base"].value == q.read_as.cards[2]


def test_a_machine_against_several_cards_is_never_the_training_pick(advisor):
    """F19: a 192 GB Mac Studio against 8 x 4090: the Mac trains far slower (no CUDA): never "for training, the
    Mac", and no one-card-against-one memory line for a side of eight cards."""
    c = advisor.compare("mac studio m2 ultra 192gb", "8x 4090")
    assert not any(r.message.key.startswith(("compare.several.one-card", "compare.memory."))
                   for r in c.deciding)


def test_a_memory_gap_that_changes_nothing_decides_nothing(advisor):
    """N13: 12 GB against 11 GB, no value verdict: "more only helps if your models need it" is no deciding fact."""
    c = advisor.compare("rtx 3060 12gb", "rtx 2080 ti")
    assert not any(r.message.key == "compare.memory.enough" for r in c.deciding)


def test_an_owners_rig_at_the_default_quant_is_told_the_16_bit_need(advisor):
    """F14: "does the 40B model run on several 4090s?" is sized in 4-bit (GGUF Q4_K_M) by default; the 16-bit need
    (as released: about 77 GB) and the cards it takes are said too, on the owner's rig; a precision said keeps it
    alone, and a job whose 16 bits fit one card says nothing more."""
    f = advisor.fits("40b", card="4090 + 4090")  # said in the headline's own sentence (shape_fit_head)
    assumed = f.shape.headline.params["rig"]
    assert f.shape.headline.key == "shape.fit.pcie" and assumed.key == "shape.fit.assumed-4bit"
    full = assumed.params["full"]  # after the best level the rig holds, when one is above 4-bit (fix37c)
    full = full.params["full"] if full.key == "shape.fit.best-level.full" else full
    assert full.key == "fits.own.as-released.more"
    assert full.params["count"].value == 4
    assert not [r for r in advisor.fits("40b", card="4090 + 4090", precision="int4").reasons
                if r.message.key.startswith("fits.own.as-released")]
    assert not [r for r in advisor.fits("8b", card="4090").reasons if r.message.key.startswith("fits.own.as-released")]


@pytest.mark.parametrize("text", ["about $600 to replace my aging 1080 Ti for ML training: RX 6800 XT or RTX 3070 Ti? "
                                  "any ROCm benchmarks for the 6800 XT?",
                                  "手上是1060 6G，钱不多：魔改2080Ti 22G、Tesla P40（没有FP16）还是原版2080Ti 11G？"])
def test_a_comparison_keeps_both_sides_in_discords_first_message(advisor, text):
    """F07: the deciding facts past the first give way before a comparison's second side (Discord's 1,200
    characters / 15 lines), as in the console."""
    from bot.cogs.ask import answer_embed
    from bot.render.short import FIRST_CHARS, FIRST_LINES, fits_first

    q = advisor.ask(text)
    language = "zh_Hans" if "手上" in text else "en"
    embed = answer_embed(q, language)
    chars, lines = fits_first(embed)
    assert chars <= FIRST_CHARS and lines <= FIRST_LINES
    for line in q.answer.shape.ranking[:2]:
        assert line.card in (embed.description or "")


@pytest.mark.parametrize("text", ["on a tight budget, which laptop between an RTX 3050 and an RTX 3070 can train the "
                                  "StarCraft agent?", "笔记本3060和4060哪个好？"])
def test_a_laptop_said_is_the_reason_said_never_no_desktop_card(advisor, text):
    """N08: desktop RTX 3050s and 3070s exist: a card read as its laptop part because "laptop" was said is said so,
    not "No desktop card is “rtx 3050”"; a memory no desktop card has keeps that note."""
    q = advisor.ask(text)
    keys = [n.key for n in q.read_as.notes]
    assert "ask.laptop-said" in keys and "ask.laptop-only" not in keys
    q = advisor.ask("will a 7b llama run on a 3080 16gb?")
    assert "ask.laptop-only" in [n.key for n in q.read_as.notes]


@pytest.mark.parametrize("text", ["my 4070 keeps running out of memory with SDXL, what can I do?",
                                  "我的4070跑SDXL爆显存了怎么办"])
def test_an_image_job_out_of_memory_gets_that_jobs_levers(advisor, text):
    """An owner out of memory on an image job is answered for that job, with its own levers (--medvram, a
    quantized checkpoint, tiled VAE), never an LLM's or a trainer's "smaller batch with gradient accumulation"."""
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.own and q.read_as.job == "image-gen"
    keys = [c.message.key for c in q.answer.shape.caveats]
    assert "shape.owner.lever" not in keys


@pytest.mark.parametrize(("text", "small"), [("8G显存能微调这个7B或者13B的模型吗？", 7),
                                             ("can a 4090 fine-tune the 7B/13B model?", 7)])
def test_several_sizes_on_the_owners_card_answer_the_smallest_too(advisor, text, small):
    """F11: "7B or 13B on 8 GB": the 13B does not fit, the 7B does with QLoRA — both said."""
    q = advisor.ask(text)
    assert q.read_as.model.params_b == 13
    assert any(f"{small}B" in str(c.message.params) for c in q.answer.shape.decides)


@pytest.mark.parametrize("model", ["qwen3 32b", "llama 3.3 70b", "gemma 3 27b"])
def test_a_fine_tunes_cheaper_way_is_on_a_card_that_trains_and_said_when_far_cheaper(advisor, model):
    """"what gpu do i need to fine tune qwen3 32b with lora": the short form listed 4,000-16,000 USD machines and
    hid "QLoRA instead: about 19.8 GB — Tesla P40, 295 USD" in Details, on a card the fine-tuning stack does not run
    on (compute capability 6.1, beside "fine-tuning runs on 7.0 or later"). A cheaper way is on a card that trains;
    at half the cheapest way shown or less it is in the short form: among the caveats, or the deciding facts' "For
    less" (:func:`advisor.shape_fit_head.cheaper_ways`; since fix68d #9 the rent sentence of a LoRA no consumer card
    holds takes a caveat's room, so the cheapest way may be said there alone)."""
    f = advisor.fits(model, task="lora")
    for o in f.options:
        card = advisor.catalog.card(o.card)
        assert card.is_system or float(card.compute_capability) >= 7.0, (o.card, card.compute_capability)
    shown = [x.total or x.price.amount for x in f.shape.ranking if x.total or x.price]
    cheap = [o for o in f.options if shown and o.price.amount <= min(shown) / 2]
    said = [c.message for c in [*f.shape.caveats, *f.shape.decides]
            if c.message.key in ("shape.fit.option", "shape.fit.cheaper-option")]
    assert bool(cheap) == bool(said), (cheap, said)
