"""Owners answered for the job they have (issue 28, round 4): a vision model's inference out of memory gets that
job's levers, an AMD card nothing runs gets an AMD reason, "would X be enough?" a yes or no first — each a kind,
in English and Chinese, within the short limits."""

from __future__ import annotations

import pytest

from advisor.cli.render import View, render_comparison, render_fit, render_verdict
from advisor.vendors import runs_nothing
from said import said

VISION_OOM = [
    "inference of the view synthesis model runs out of GPU memory on my 1060-3g, what should I change?",
    "depth estimation inference runs out of memory on my gtx 1050 ti, what can I do?",
    "my rtx 3060 runs out of memory running a semantic segmentation model on large images",
    "super-resolution inference on my 2080 ti: CUDA out of memory",
    "my gtx 1650 4gb runs out of memory doing pose estimation on video, what can i change?",
]


@pytest.mark.parametrize("text", VISION_OOM)
def test_a_vision_model_out_of_memory_gets_its_own_levers_first(advisor, text):
    """U02: the levers for THAT job (batch 1, fp16, resolution, tiles, CPU offload), not an LLM ladder or a
    trainer's gradient accumulation, in the headline, in both languages."""
    q = advisor.ask(text)
    assert q.read_as.command == "why" and q.read_as.own and q.read_as.job == "vision", q.read_as
    head = said(q.answer.shape.headline)
    for lever in ("batch 1", "fp16", "resolution", "tiles", "CPU offload"):
        assert lever in head, head
    assert "LLMs up to" not in head and "accumulation" not in head
    for language in ("en", "zh_Hans"):
        out = render_verdict(q.answer, View(language=language, width=80))
        assert len(out.splitlines()) <= 16, out  # WHY_LINES


def test_a_slow_fp16_card_is_told_fp16_saves_memory_not_time(advisor):
    slow = said(advisor.why("gtx 1060 3gb", job="vision").owner.runs[0])
    fast = said(advisor.why("rtx 3060", job="vision").owner.runs[0])
    assert "no speed-up" in slow and "no speed-up" not in fast


def test_training_a_vision_model_is_no_inference_job(advisor):
    q = advisor.ask("training a semantic segmentation model runs out of memory on my 3060")
    assert q.read_as.job != "vision"


def test_an_amd_card_nothing_runs_gets_an_amd_reason(advisor):
    """U08: ROCm and CUDA, what runs (the CPU; llama.cpp), never cuDNN's compute capability; the upgrade says
    what to move to, not that current CUDA 'no longer' runs a card it never ran."""
    market = advisor.catalog.market(None)
    rows = [n for n, row in advisor.catalog.card_rows.items() if row.get("manufacturer") == "AMD"]
    amd = [c for c in map(advisor.catalog.card, rows) if c.memory_gb and runs_nothing(advisor.rules, market, c)]
    assert amd
    for card in amd[:40]:
        o = advisor.why(card.name, own=True).owner
        text = said(o.runs[0]) + said(o.upgrade.message)
        assert "ROCm" in text and "CPU" in text and "cuDNN" not in text and "no longer" not in text, text
    q = advisor.ask("can TensorFlow use the 2 GB Radeon R5 M230 in my laptop the way it uses NVIDIA cards?")
    assert "ROCm" in said(q.answer.shape.headline) and "cuDNN" not in said(q.answer.shape.headline)


@pytest.mark.parametrize(("text", "starts"), [
    ("my laptop MX150 (2 GB) runs out of memory, would a desktop GTX 1060 6 GB be enough?", "Enough? Yes"),
    ("my gtx 1060 3gb runs out of memory, would a rtx 3060 12gb be enough?", "Enough? Yes"),
    ("my 3090 runs out of memory, would a 4060 8gb be enough?", "Enough? No"),
    ("would a 4060 ti 16gb be enough? my 3060 12gb runs out of memory on sdxl", "Enough? Only if"),  # owner's 2nd
])
def test_an_owner_asking_whether_a_card_is_enough_gets_yes_or_no_first(advisor, text, starts):
    """U25: the answer to "would X be enough?" leads, with the room it gives and its pace; the owner's card is
    the one said after "my", wherever it comes; a little more room is enough only for a job that ran over by less."""
    q = advisor.ask(text)
    assert q.read_as.command == "compare" and q.read_as.own, q.read_as
    head = said(q.answer.shape.headline)
    assert head.startswith(starts), head
    for language in ("en", "zh_Hans"):
        out = render_comparison(q.answer, View(language=language, width=80))
        assert len(out.splitlines()) <= 22, out


def test_a_buyer_comparing_is_no_enough_question(advisor):
    q = advisor.ask("is a gtx 1060 6gb enough or should I get a 3060?")
    assert not said(q.answer.shape.headline).startswith("Enough?") or q.read_as.own


# --- a fit that holds only as Unsloth runs it (F11, U20) ---------------------------------------------------
def test_plain_peft_reproduces_llama_factorys_measured_gap():
    """LLaMA-Factory's wiki (2024-04-15): LLaMA2-7B QLoRA at 1,024 tokens, batch 4: 9 GB with Hugging Face, 7 GB
    with Unsloth — a 2 GB gap; the plain way's terms (layer inputs and fp32 logits on the GPU) give the same gap."""
    from advisor.fits import estimate
    from advisor.fits.memory import plain_total
    from product import advisor as loaded

    arch = loaded().llm_models.resolve("llama-2-7b")
    e = estimate(arch, "qlora", "int4", 1024, 4)
    assert 1.5 <= plain_total(e) - e.total <= 2.5
    assert plain_total(estimate(arch, "inference", "int4", 4096, 1)) == estimate(arch, "inference", "int4", 4096,
                                                                                  1).total


@pytest.mark.parametrize(("text", "card", "depends"), [
    ("can I fine-tune a 7b model with qlora on my 8gb 3070?", "rtx 3070", True),
    ("can I fine-tune a 7b model with qlora on my 24gb 3090?", "rtx 3090", False),
])
def test_a_fit_that_depends_on_unsloth_says_so(advisor, text, card, depends):
    q = advisor.ask(text)
    head = said(q.answer.shape.headline)
    assert ("with Unsloth" in head) is depends, head
    if depends:
        assert "tight" in head or "no:" in head


def test_a_variant_that_fits_only_with_unsloth_says_so_in_both_languages(advisor):
    f = advisor.fits("7b", task="lora", vram=8)
    text = said(f.rig.message)
    assert "QLoRA" in text and "with Unsloth" in text and "plain PEFT" in text, text
    from advisor.cli.render import render_fit
    assert "Unsloth" in render_fit(f, View(language="zh_Hans", width=80))


def test_no_fit_says_how_near_the_cheapest_way_comes(advisor):
    f = advisor.fits("7b", task="lora", card="rtx 3060 mobile")
    text = said(f.rig.message)
    # just over (6.1 GB on 6 GB): the cheapest way and the levers that bring it under (U20, advisor.levers)
    assert "QLoRA" in text and "just over" in text and "rank 8" in text and "fits in 6 GB" in text, text


# --- RLHF's several models (F13) -----------------------------------------------------------------------
@pytest.mark.parametrize(("text", "copies"), [
    ("I have no access to an A100 - can a 4090 do the whole pipeline, fine-tuning plus RLHF of the 7B/13B model?", 4),
    ("can my 3090 do PPO on a 7b model?", 4),
    ("can my 4090 run DPO on a 13b model?", 2),
    ("can i do dpo on a 7b with my 3090?", 2),
])
def test_rlhf_is_sized_for_the_models_it_keeps(advisor, text, copies):
    q = advisor.ask(text)
    assert q.read_as.command == "fits", q.read_as
    found = [c for c in q.answer.shape.decides if c.message.key.startswith("ask.rlhf")]
    assert found, [said(c.message) for c in q.answer.shape.decides]
    sentence = said(found[0].message)
    assert f"{copies} copies" in sentence and "share" in sentence, sentence
    assert ("rollouts" in sentence) is (copies == 4), sentence  # DPO trains on fixed pairs: nothing generated
    for language in ("en", "zh_Hans"):
        from advisor.cli.render import render_fit
        assert len(render_fit(q.answer, View(language=language, width=80)).splitlines()) <= 22


def test_a_fine_tune_with_no_rlhf_word_gets_no_rlhf_line(advisor):
    q = advisor.ask("can my 4090 fine-tune a 13b model?")
    assert not [c for c in q.answer.shape.decides if c.message.key.startswith("ask.rlhf")]


# --- a speed measured far below what the card gives (U21) ---------------------------------------------------
def _slow(q):
    return [c for c in q.answer.shape.decides if c.message.key.startswith("ask.slow")]


def test_a_p40_measured_far_below_its_figure_is_told_the_cause(advisor):
    q = advisor.ask("cheap used Tesla P40s generate text very slowly: 13B at 2.5 tokens/s against 18 on an RTX "
                    "3060. Are P40s worth it?")
    found = _slow(q)
    assert len(found) == 1 and found[0].message.key == "ask.slow.fp16-short", [said(c.message) for c in found]
    sentence = said(found[0].message)
    # the comparison's headline says its figure is scaled to the card's published runs: one figure here (round 6:
    # "23 tok/s (a published run: 15.7 on 14B)" read as two truths)
    assert "Tesla P40" in sentence and "1/64" in sentence and "llama.cpp" in sentence
    assert "published run" not in sentence
    for language in ("en", "zh_Hans"):
        out = render_comparison(q.answer, View(language=language, width=80))
        assert len(out.splitlines()) <= 22, out
    assert "passive cooling" in render_comparison(q.answer, View(language="en", width=80))  # U21, round 6


@pytest.mark.parametrize(("text", "key"), [
    ("my 3060 gets 4 t/s with llama 3 8b, why so slow?", "ask.slow.cpu"),
    ("my 3090 only gets 3 tokens/s on a 70b model, is the card broken?", None),  # larger than the card: offloaded
    ("my 3060 gets 50 tokens/s with llama 3 8b, is that normal?", None),  # near its figure
])
def test_a_stated_speed_is_judged_against_the_card_only_when_far_below(advisor, text, key):
    found = _slow(advisor.ask(text))
    assert [c.message.key for c in found] == ([key] if key else [])


# --- several owned cards when one holds the job (F04) -------------------------------------------------------
def test_ten_owned_p40s_are_told_what_they_do_together_and_not_to_buy_more(advisor):
    q = advisor.ask("how fast is a Tesla P40 on 7B models in vLLM? I just bought ten P40s")
    keys = [c.message.key for c in q.answer.shape.decides]
    assert "ask.rig-room.speed" in keys and "ask.rig-room.no-more" in keys, keys
    text = " ".join(said(c.message) for c in q.answer.shape.decides)
    assert "70B in 4-bit" in text and "PyTorch 2.14" in text
    assert "vLLM" in said(q.answer.shape.headline)  # the question asked (vLLM on a P40) leads (fix48a)
    from advisor.cli.render import render_fit
    for language in ("en", "zh_Hans"):
        assert len(render_fit(q.answer, View(language=language, width=80)).splitlines()) <= 22


def test_a_current_card_rig_is_not_told_to_stop_buying(advisor):
    q = advisor.ask("I have four 3090s, how fast do they run a 7b model?")
    keys = [c.message.key for c in q.answer.shape.decides]
    assert "ask.rig-room.no-more" not in keys


# --- the owner's cheapest step: one more of the same card (breaker (10)) -------------------------------------
@pytest.mark.parametrize(("model", "card", "owned_count"), [("32b", "3060", 1), ("70b", "2x 3090", 2),
                                                            ("32b", "4060 ti 16gb", 1)])
def test_an_owner_whose_cards_do_not_hold_a_model_is_offered_more_of_the_same_card_first(advisor, model, card,
                                                                                         owned_count):
    f = advisor.fits(model, card=card)
    assert f.rig.way == "none" or f.rig.way == "split", f.rig.way
    if f.rig.way != "none":
        return
    buying = [x for x in f.shape.ranking if x.role != "rig"]
    first = buying[0]
    assert first.card == f.rig.rig.cards[0].card and first.adds and first.gpus > owned_count, first
    assert "USD" in render_fit(f, View(language="en", width=80))


def test_an_owner_whose_card_holds_it_is_offered_nothing_to_buy(advisor):
    f = advisor.fits("7b", card="3060")
    assert not [x for x in f.shape.ranking if x.role != "rig"]


# --- the RAM an expert-offload plan states follows the card (breaker (3)) ---------------------------------
def test_a_buyers_and_an_owners_ram_figures_each_say_their_card(advisor):
    rec = advisor.recommend(1500, model="gpt-oss-120b")
    head = said(rec.shape.headline)
    assert "of experts beside the card's" in head, head
    owner = said(advisor.fits("gpt-oss-120b", card="3090", ram=64).rig.message)
    assert "The RAM follows the card" in owner and "of your 64 GB" in owner, owner


# --- a caveat goes with the ranking line it is about -------------------------------------------------------
@pytest.mark.parametrize("text", [
    "I have no access to an A100 - can a 4090 do the whole pipeline, fine-tuning plus RLHF of the 7B/13B model?",
    "8G显存能微调这个7B或者13B的模型吗？",
    "can my 3060 fine-tune a 13b model?",
    "what gpu do I need to fine-tune a 70b model with qlora?",
])
def test_no_caveat_is_about_a_card_the_ranking_left_out(advisor, text):
    from advisor.shape_weigh import named_cards

    q = advisor.ask(text)
    shape = q.answer.shape
    from advisor.cli.ask import render_question

    out = render_question(q, View(language="en", width=80))  # as the console prints it, the read-as line first
    ranking = out.split("\n! ")[0].split("prices as of")[-1].replace("\n  ", " ")  # the ranking's lines only
    shown = {x.card for x in shape.ranking if x.card in ranking}
    hidden = {x.card for x in shape.ranking} - shown
    for c in shape.caveats:
        names = named_cards(c.message)
        if said(c.message)[:40] in out.replace("\n  ", " "):
            assert not (names & hidden) or names & shown, said(c.message)


# --- every answer changed here keeps Discord's first-message limits, in every language ---------------------
CHANGED = [
    "inference of the view synthesis model runs out of GPU memory on my 1060-3g, what should I change?",
    "can TensorFlow use the 2 GB Radeon R5 M230 in my laptop the way it uses NVIDIA cards?",
    "my laptop MX150 (2 GB) runs out of memory, would a desktop GTX 1060 6 GB be enough?",
    "cheap used Tesla P40s generate text very slowly: 13B at 2.5 tokens/s against 18 on an RTX 3060. Are P40s "
    "worth it?",
    "how fast is a Tesla P40 on 7B models in vLLM? I just bought ten P40s",
    "8G显存能微调这个7B或者13B的模型吗？",
    "I have no access to an A100 - can a 4090 do the whole pipeline, fine-tuning plus RLHF of the 7B/13B model?",
    "I have a 3090 Ti: upgrade to an RTX PRO 6000 (96 GB) for this video upscaler, or wait for the next generation?",
    "I have a 3060 12gb, can I run a 32b model?",
]


@pytest.mark.parametrize("text", CHANGED)
def test_the_changed_answers_keep_discords_first_message_limits(advisor, text):
    from bot.render.short import FIRST_CHARS, FIRST_LINES, answer_embed, fits_first
    from product import LANGUAGES

    q = advisor.ask(text)
    for language in LANGUAGES:
        chars, count = fits_first(answer_embed(q.answer, language))
        assert chars <= FIRST_CHARS and count <= FIRST_LINES, (language, chars, count)


def test_a_vision_headline_is_not_followed_by_the_same_levers_as_a_concern(advisor):
    q = advisor.ask("my 1050 ti runs out of memory running a super-resolution model")
    assert q.read_as.job == "vision"
    assert not [c for c in q.answer.shape.decides if "resolution" in c.message.key]


def test_a_70b_qlora_sharded_over_two_4090s_says_the_plain_need_and_that_8bit_lora_does_not_fit(advisor):
    """F15's expert: about 45-50 GB the plain way, on the edge; naive device_map or 8-bit LoRA will not fit."""
    f = advisor.fits("70b", task="qlora", card="4090 4090")
    text = said(f.rig.message)
    assert "device_map" in text and "Without Unsloth" in text and "8-bit weights" in text, text
    for language in ("en", "zh_Hans"):
        assert len(render_fit(f, View(language=language, width=80)).splitlines()) <= 22
    assert "8-bit" not in said(advisor.fits("8b", task="qlora", card="4090 4090").rig.message)


@pytest.mark.parametrize(("text", "job"), [
    ("my 3060 runs out of memory on sdxl images", "image-gen"),
    ("my 3090 runs out of memory generating video with wan2.1", "video-gen"),
])
def test_a_named_generator_stays_a_generation_job(advisor, text, job):
    assert advisor.ask(text).read_as.job == job
